"""Proves that Scripts/check-boundaries.py catches what it must, and passes what it should.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "check_boundaries", os.path.join(HERE, "..", "check-boundaries.py")
)
check_boundaries = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_boundaries)


def target(name, path, dependencies=()):
    return {"name": name, "path": path, "target_dependencies": list(dependencies)}


class BoundaryCheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = self.folder.name
        self.targets = [
            target("Dependencies", "Modules/Dependencies"),
            target("DependenciesMacros", "Modules/DependenciesMacros", ["Dependencies"]),
            target("ArticulosInterface", "Modules/ArticulosInterface",
                   ["Dependencies", "DependenciesMacros"]),
            target("AppCore", "Modules/AppCore/AppCore", ["Compartido", "Importacion"]),
            target("CCurl", "Modules/CCurl"),
            target("ArticulosLive", "Modules/ArticulosLive",
                   ["ArticulosInterface", "Dependencies", "CCurl"]),
            target("AppCoreTests", "Tests/AppCoreTests", ["AppCore"]),
            target("Compartido", "Modules/AppCore/Compartido", ["ArticulosInterface", "Dependencies"]),
            target("Importacion", "Modules/AppCore/Importacion",
                   ["ArticulosInterface", "Dependencies", "Compartido"]),
            target("ImportacionTests", "Tests/ImportacionTests", ["Importacion", "Compartido"]),
            target("CLibPQ", "Modules/CLibPQ"),
            target("ArticulosPostgres", "Modules/ArticulosPostgres",
                   ["ArticulosInterface", "Dependencies", "CLibPQ"]),
        ]
        self.write("Modules/Dependencies/Dependency.swift", "import Foundation\n")
        self.write("Modules/DependenciesMacros/Exports.swift", "@_exported import Dependencies\n")
        self.write("Modules/ArticulosInterface/Client.swift",
                   "import Dependencies\nimport DependenciesMacros\n")
        self.write("Modules/AppCore/AppCore/AppCore.swift",
                   "@_exported import Compartido\n@_exported import Importacion\n")
        self.write("Modules/AppCore/Compartido/Reintento.swift", "import ArticulosInterface\n")
        self.write("Modules/AppCore/Importacion/Lista.swift",
                   "import ArticulosInterface\nimport Compartido\nimport Dependencies\n")
        self.write("Tests/ImportacionTests/ListaTests.swift", "import Importacion\nimport Testing\n")
        self.write("Modules/ArticulosLive/LiveKey.swift", "import ArticulosInterface\nimport CCurl\n")
        self.write("Tests/AppCoreTests/ListaTests.swift", "import AppCore\nimport Testing\n")
        self.write("Modules/ArticulosPostgres/ClienteArticulos+Postgres.swift",
                   "import ArticulosInterface\nimport CLibPQ\nimport Dependencies\n"
                   "extension ClienteArticulos {\n  public static func postgres() {}\n}\n")

    def tearDown(self):
        self.folder.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)

    def run_check(self):
        describe = os.path.join(self.root, "describe.json")
        with open(describe, "w", encoding="utf-8") as file:
            json.dump({"targets": self.targets}, file)
        errors, output = io.StringIO(), io.StringIO()
        with redirect_stderr(errors), redirect_stdout(output):
            status = check_boundaries.main(["--describe", describe, "--root", self.root])
        return status, errors.getvalue()

    def test_a_clean_package_passes(self):
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def test_the_plugin_on_swift_syntax_from_its_package_passes(self):
        plugin = target("DependenciesMacrosPlugin", "Modules/DependenciesMacrosPlugin")
        plugin["product_dependencies"] = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPlugin"]
        self.targets.append(plugin)
        self.write("Modules/DependenciesMacrosPlugin/Plugin.swift", "import SwiftSyntax\n")
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def test_the_plugin_on_anything_but_swift_syntax_fails(self):
        plugin = target("DependenciesMacrosPlugin", "Modules/DependenciesMacrosPlugin", ["Dependencies"])
        plugin["product_dependencies"] = ["SwiftSyntax"]
        self.targets.append(plugin)
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("DependenciesMacrosPlugin depends on Dependencies, which the module map forbids", errors)

    def test_a_forbidden_import_in_the_app_core_fails(self):
        self.write("Modules/AppCore/AppCore/Atajo.swift", "import Foundation\nimport ArticulosLive\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Modules/AppCore/AppCore/Atajo.swift:2: AppCore imports ArticulosLive", errors)

    def test_foundation_networking_in_the_interface_fails(self):
        self.write("Modules/ArticulosInterface/Red.swift", "@preconcurrency import FoundationNetworking\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ArticulosInterface imports FoundationNetworking", errors)

    def test_a_forbidden_target_dependency_fails(self):
        self.targets[3]["target_dependencies"].append("ArticulosLive")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("AppCore depends on ArticulosLive, which the module map forbids", errors)
        self.assertIn("AppCore reaches ArticulosLive directly", errors)

    def test_a_test_target_reaching_networking_through_another_target_fails(self):
        self.targets.append(target("Atajo", "Modules/Atajo", ["ArticulosLive"]))
        self.targets[6]["target_dependencies"].append("Atajo")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("AppCoreTests reaches ArticulosLive through another target", errors)

    def test_the_in_memory_module_importing_the_live_side_fails(self):
        self.targets.append(target("ArticulosEnMemoria", "Modules/ArticulosEnMemoria",
                                   ["ArticulosInterface", "Dependencies", "ArticulosLive"]))
        self.write("Modules/ArticulosEnMemoria/EnMemoria.swift",
                   "import ArticulosInterface\nimport ArticulosLive\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ArticulosEnMemoria depends on ArticulosLive, which the module map forbids",
                      errors)
        self.assertIn("ArticulosEnMemoria reaches ArticulosLive directly", errors)
        self.assertIn("EnMemoria.swift:2: ArticulosEnMemoria imports ArticulosLive", errors)

    def test_the_app_core_importing_the_in_memory_module_fails(self):
        self.targets.append(target("ArticulosEnMemoria", "Modules/ArticulosEnMemoria",
                                   ["ArticulosInterface", "Dependencies"]))
        self.write("Modules/ArticulosEnMemoria/EnMemoria.swift", "import ArticulosInterface\n")
        self.write("Modules/AppCore/AppCore/Demo.swift", "import ArticulosEnMemoria\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Modules/AppCore/AppCore/Demo.swift:1: AppCore imports ArticulosEnMemoria, which "
                      "the module map forbids", errors)

    def test_the_in_memory_module_on_the_interface_passes(self):
        self.targets.append(target("ArticulosEnMemoria", "Modules/ArticulosEnMemoria",
                                   ["ArticulosInterface", "Dependencies"]))
        self.write("Modules/ArticulosEnMemoria/EnMemoria.swift",
                   "import ArticulosInterface\nimport Dependencies\n")
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def add_the_tool(self):
        self.targets.append(target("ArticulosCLI", "Apps/ArticulosTool/ArticulosCLI",
                                   ["AppCore", "ArticulosInterface", "ArticulosLive"]))
        self.write("Apps/ArticulosTool/ArticulosCLI/Composicion/Articulos.swift",
                   "import AppCore\nimport ArticulosLive\n")
        self.write("Apps/ArticulosTool/ArticulosCLI/Configuracion/Token.swift",
                   "import ArticulosLive\n")
        self.write("Apps/ArticulosTool/ArticulosCLI/Comandos/Ejecutor.swift",
                   "import AppCore\nimport ArticulosInterface\n")

    def test_the_tool_importing_the_live_side_in_composition_and_configuration_passes(self):
        self.add_the_tool()
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def test_the_tool_importing_the_live_side_elsewhere_fails(self):
        self.add_the_tool()
        self.write("Apps/ArticulosTool/ArticulosCLI/Comandos/Copiar.swift",
                   "import AppCore\n@preconcurrency import ArticulosLive\n")
        self.write("Apps/ArticulosTool/ArticulosCLI/Orden.swift", "import ArticulosLive\n")
        self.write("Apps/ArticulosTool/ArticulosCLI/Presentacion/Composicion/Tabla.swift",
                   "import ArticulosLive\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Apps/ArticulosTool/ArticulosCLI/Comandos/Copiar.swift:2: "
                      "ArticulosCLI imports ArticulosLive outside Composicion/ and "
                      "Configuracion/", errors)
        self.assertIn("ArticulosCLI/Orden.swift:1: ArticulosCLI imports ArticulosLive", errors)
        # Only the target's own top-level folders count, not a folder of that name deeper down.
        self.assertIn("Presentacion/Composicion/Tabla.swift:1: ArticulosCLI imports "
                      "ArticulosLive", errors)
        self.assertNotIn("Composicion/Articulos.swift", errors)
        self.assertNotIn("Token.swift", errors)

    def test_an_undeclared_import_of_a_project_module_fails(self):
        self.write("Tests/AppCoreTests/Otra.swift", "import ArticulosInterface\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("imports ArticulosInterface without declaring it", errors)

    def test_the_interface_naming_the_live_side_in_code_fails(self):
        self.write("Modules/ArticulosInterface/Configuracion.swift",
                   "/// Reaches the Datasette server.\npublic let tiempo = 10\n"
                   "let servidor = \"datasette\"\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Configuracion.swift:3: the interface names 'datasette'", errors)
        self.assertNotIn("Configuracion.swift:1:", errors)

    def test_the_interface_naming_a_flag_or_a_variable_fails(self):
        self.write("Modules/ArticulosInterface/Mensaje.swift",
                   'let a = "Pass --token to write."\nlet b = "ARTICULOS_TOKEN"\n'
                   "let c = x -- y\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Mensaje.swift:1: the interface names 'Pass --token'", errors)
        self.assertIn("Mensaje.swift:2: the interface names 'ARTICULOS_TOKEN'", errors)
        self.assertNotIn("Mensaje.swift:3:", errors)

    def test_a_long_interface_file_fails(self):
        self.write("Modules/ArticulosInterface/Largo.swift", "let x = 1\n" * 151)
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Largo.swift has 151 lines", errors)

    def test_more_public_declarations_than_the_ceiling_fails(self):
        ceiling = check_boundaries.INTERFACE_PUBLIC_CEILING
        publicas = "".join(f"public let p{n} = {n}\n" for n in range(ceiling))
        self.write("Modules/ArticulosInterface/Publicas.swift", publicas)
        self.write("Modules/ArticulosInterface/Mas.swift",
                   "/// public in a comment does not count\n@inlinable public func f() {}\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn(f"has {ceiling + 1} public declarations", errors)

    def test_public_declarations_up_to_the_ceiling_pass(self):
        ceiling = check_boundaries.INTERFACE_PUBLIC_CEILING
        publicas = "".join(f"public let p{n} = {n}\n" for n in range(ceiling))
        self.write("Modules/ArticulosInterface/Publicas.swift", publicas)
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def feature(self, name, dependencies=("ArticulosInterface", "Dependencies", "Compartido")):
        self.targets.append(target(name, f"Modules/AppCore/{name}", dependencies))
        self.write(f"Modules/AppCore/{name}/{name}Model.swift",
                   "".join(f"import {module}\n" for module in dependencies))

    def test_a_feature_on_the_interface_and_the_shared_modules_passes(self):
        self.targets.append(target("Envio", "Modules/AppCore/Envio",
                                   ["ArticulosInterface", "Dependencies", "Compartido"]))
        self.feature("Copia", ["ArticulosInterface", "Dependencies", "Compartido", "Envio"])
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def test_a_feature_importing_another_feature_fails(self):
        self.feature("Exportacion", ["ArticulosInterface", "Dependencies", "Importacion"])
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Exportacion depends on Importacion, which the module map forbids", errors)
        self.assertIn("ExportacionModel.swift:3: Exportacion imports Importacion, which the "
                      "module map forbids", errors)

    def test_the_detail_opening_the_editor_and_the_delete_passes(self):
        self.feature("Edicion")
        self.feature("Borrado")
        self.feature("Exploracion",
                     ["ArticulosInterface", "Dependencies", "Compartido", "Edicion", "Borrado"])
        status, errors = self.run_check()
        self.assertEqual(status, 0, errors)

    def test_a_feature_on_the_in_memory_client_fails(self):
        self.targets.append(target("ArticulosEnMemoria", "Modules/ArticulosEnMemoria",
                                   ["ArticulosInterface", "Dependencies"]))
        self.write("Modules/ArticulosEnMemoria/EnMemoria.swift", "import ArticulosInterface\n")
        self.feature("Copia", ["ArticulosInterface", "ArticulosEnMemoria"])
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Copia depends on ArticulosEnMemoria, which the module map forbids", errors)

    def test_a_shared_module_on_a_feature_fails(self):
        self.targets[7]["target_dependencies"].append("Importacion")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Compartido depends on Importacion, which the module map forbids", errors)

    def test_a_feature_test_target_linking_the_live_module_fails(self):
        self.targets[9]["target_dependencies"].append("ArticulosLive")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ImportacionTests reaches ArticulosLive directly", errors)

    def test_a_feature_test_target_on_the_umbrella_or_another_feature_fails(self):
        self.feature("Copia")
        self.targets[9]["target_dependencies"] += ["AppCore", "Copia"]
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ImportacionTests depends on AppCore: a module's tests see that module", errors)
        self.assertIn("ImportacionTests depends on Copia: a module's tests see that module", errors)

    def test_an_unreadable_description_is_a_usage_error(self):
        errors = io.StringIO()
        with redirect_stderr(errors):
            status = check_boundaries.main(["--describe", "/nonexistent.json"])
        self.assertEqual(status, 2)
        self.assertIn("cannot read the package", errors.getvalue())


if __name__ == "__main__":
    unittest.main()

    def test_postgres_importing_the_live_module_fails(self):
        self.targets[-1]["target_dependencies"].append("ArticulosLive")
        self.write("Modules/ArticulosPostgres/Mezcla.swift", "import ArticulosLive\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ArticulosPostgres depends on ArticulosLive", errors)
        self.assertIn("Mezcla.swift:1: ArticulosPostgres imports ArticulosLive", errors)

    def test_the_live_module_importing_postgres_fails(self):
        self.targets[5]["target_dependencies"].append("ArticulosPostgres")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("ArticulosLive depends on ArticulosPostgres", errors)

    def test_only_postgres_may_use_libpq(self):
        self.targets.append(
            target("PostgresTests", "Tests/PostgresTests", ["ArticulosPostgres", "CLibPQ"]))
        self.write("Tests/PostgresTests/Crudo.swift", "import CLibPQ\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("PostgresTests depends on CLibPQ: only ArticulosPostgres", errors)
        self.assertIn("Crudo.swift:1: PostgresTests imports CLibPQ", errors)

    def test_app_core_reaching_postgres_fails(self):
        self.targets[3]["target_dependencies"].append("ArticulosPostgres")
        self.write("Modules/AppCore/Base.swift", "import ArticulosPostgres\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("AppCore reaches ArticulosPostgres directly", errors)
        self.assertIn("AppCore reaches CLibPQ through another target", errors)

    def test_postgres_conforming_to_a_dependency_key_fails(self):
        self.write("Modules/ArticulosPostgres/LiveKey.swift",
                   "import ArticulosInterface\n"
                   "extension ClienteArticulos: DependencyKey {\n"
                   "  public static let liveValue = ClienteArticulos()\n}\n")
        self.write("Modules/ArticulosPostgres/Otra.swift",
                   "public struct Clave: TestDependencyKey, Sendable {}\n"
                   "// extension ClienteArticulos: DependencyKey in a comment is fine\n")
        status, errors = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("LiveKey.swift:2: ArticulosPostgres conforms to a dependency key", errors)
        self.assertIn("Otra.swift:1: ArticulosPostgres conforms to a dependency key", errors)
        self.assertNotIn("Otra.swift:2", errors)
