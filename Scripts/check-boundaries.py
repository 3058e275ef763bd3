#!/usr/bin/env python3
"""Fails when a target depends on, or a source file imports, what the module map forbids.

The workspace teaches that the app core and its tests never need the networking module; this
check makes that a fact CI enforces. It reads `swift package describe --type json` (the targets
and their dependencies) and the import lines of every Swift file, and applies the arrows of the
module map (README, "Modules"):

  ArticulosInterface -> Dependencies, DependenciesMacros (never CCurl or ArticulosLive)
  ArticulosEnMemoria -> ArticulosInterface, Dependencies (an implementation of the contract
                        without a network: never ArticulosLive or CCurl)
  Compartido         -> ArticulosInterface, Dependencies (the app core's shared pieces: the
                        error's helpers, retries, paging, settling a write)
  Envio              -> ArticulosInterface, Dependencies, Compartido (batch sending, shared by
                        import and copy)
  Edicion, Borrado, Exploracion, Exportacion, Importacion, Copia (the features)
                     -> ArticulosInterface, Dependencies, Compartido, Envio; never another
                        feature, except where a model opens another feature's model and the
                        manifest says so (Exploracion -> Edicion, Borrado: the detail opens the
                        editor and the delete); never ArticulosLive, ArticulosEnMemoria, CCurl,
                        FoundationNetworking
  AppCore            -> the app core's modules (the umbrella the tool imports: it re-exports
                        them and holds nothing else)
  ArticulosLive      -> ArticulosInterface, Dependencies, CCurl (never ArticulosEnMemoria)
  ArticulosPostgres  -> ArticulosInterface, Dependencies, CLibPQ (never another implementation;
                        it conforms nothing to DependencyKey: only ArticulosLive registers the
                        client's live value)
  CLibPQ             <- ArticulosPostgres only: no other target declares or imports it
  ArticulosCLI       -> AppCore, ArticulosLive, ArticulosPostgres, ArticulosEnMemoria (the one
                        composition root; the ArticulosTool executable only calls it); inside
                        it, only the files under Composicion/ and Configuracion/ import
                        ArticulosLive or ArticulosPostgres
  ContratoDeArticulos -> ArticulosInterface (the contract suite, run against every
                        implementation)
  ArticulosTestSupport -> ArticulosInterface, Dependencies, TestSupport (the one article
                        generator and the test clock, shared by every test target and the
                        benchmarks; built in the fast lane, so never the server side)
  tests of the app core, ArticulosInterface and ArticulosEnMemoria never link ArticulosLive,
  ArticulosPostgres or their system libraries; a module's test target (`<Module>Tests`)
  depends on no app core module but that one and what it imports (never the umbrella, so an
  edit to one feature rebuilds one feature's tests)

Usage:
  Scripts/check-boundaries.py                      # describes the package in this folder
  Scripts/check-boundaries.py --describe D.json --root DIR

The interface module is the contract and nothing else, so its code (comments aside) must not
name the live side or the tool: no Datasette, libcurl, TLS, certificates, timeouts, `ARTICULOS_`
variables or `--flags`; no file of it may pass 150 lines; and its public declarations may not
grow past a ceiling that only ever comes down.

Exit status: 0 when every arrow holds, 1 with one line per broken arrow, 2 on bad usage.
"""

import argparse
import json
import os
import re
import subprocess
import sys

# The products of swift-syntax's package the macro plugin may take, when the manifest takes
# swift-syntax from its package (macOS, `ARTICULOS_SWIFT_SYNTAX=package`); on the toolchain
# path the plugin declares no dependency at all.
SWIFT_SYNTAX_PRODUCTS = {
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftDiagnostics",
    "SwiftParser", "SwiftBasicFormat", "SwiftCompilerPlugin",
    "SwiftCompilerPluginMessageHandling",
}

# The app core: one module per feature, the shared modules, and what each may import besides
# CORE_BASE. The shared ones come first; a feature takes the shared ones and, only where one of
# its models opens another feature's model (the manifest says so), that feature.
CORE_BASE = {"ArticulosInterface", "Dependencies"}
SHARED = {"Compartido", "Envio"}
OPENS = {
    # DetalleModel opens the editor (`editor()`) and the delete (`borrado()`).
    "Exploracion": {"Edicion", "Borrado"},
}
CORE_MODULES = {
    "Compartido": set(),
    "Envio": {"Compartido"},
    **{
        feature: SHARED | OPENS.get(feature, set())
        for feature in ("Edicion", "Borrado", "Exploracion", "Exportacion", "Importacion", "Copia")
    },
}

# Direct target dependencies each module may declare. A target not listed is not restricted
# here (tests, benchmarks), apart from the networking rule below.
ALLOWED_DEPENDENCIES = {
    "Dependencies": set(),
    "DependenciesTestSupport": {"Dependencies"},
    "DependenciesMacrosPlugin": SWIFT_SYNTAX_PRODUCTS,
    "DependenciesMacros": {"Dependencies", "DependenciesMacrosPlugin"},
    "ArticulosInterface": {"Dependencies", "DependenciesMacros"},
    "ArticulosEnMemoria": {"ArticulosInterface", "Dependencies"},
    "ContratoDeArticulos": {"ArticulosInterface"},
    # The tests' and benchmarks' shared data and clock: the contract, nothing of the server side.
    "ArticulosTestSupport": {"ArticulosInterface", "Dependencies", "TestSupport"},
    **{module: CORE_BASE | imported for module, imported in CORE_MODULES.items()},
    "AppCore": set(CORE_MODULES),
    "ArticulosLive": {"ArticulosInterface", "Dependencies", "CCurl"},
    "ArticulosPostgres": {"ArticulosInterface", "Dependencies", "CLibPQ"},
    "ArticulosCLI": {
        "AppCore", "ArticulosEnMemoria", "ArticulosInterface", "ArticulosLive",
        "ArticulosPostgres", "Dependencies",
    },
    "ArticulosTool": {"ArticulosCLI"},
}

# Targets that must build with libcurl's and libpq's headers absent: nothing of the server side
# may reach them, directly or through another target, and none of their files may import it.
NETWORKING = {
    "ArticulosLive", "CCurl", "FoundationNetworking", "ArticulosPostgres", "CLibPQ",
}

# libpq's system library belongs to the PostgreSQL client alone.
LIBPQ = "CLibPQ"
POSTGRES = "ArticulosPostgres"
# A declaration that conforms something to the client's dependency keys.
CONFORMS_TO_KEY = re.compile(
    r"^\s*(?:public\s+|package\s+|internal\s+|fileprivate\s+|private\s+)*"
    r"(?:extension|struct|enum|class|actor)[^{/]*:[^{/]*(?:Test)?DependencyKey"
)
NO_NETWORKING = {
    "Dependencies",
    "DependenciesTestSupport",
    "DependenciesMacros",
    "DependenciesMacrosPlugin",
    "ArticulosInterface",
    "ArticulosEnMemoria",
    "ContratoDeArticulos",
    "AppCore",
    *CORE_MODULES,
    "ArticulosTestSupport",
    *(f"{module}Tests" for module in CORE_MODULES),
    "DependenciesTests",
    "DependenciesMacrosTests",
    "DependenciesMacrosPluginTests",
    "ArticulosInterfaceTests",
    "ArticulosEnMemoriaTests",
    "AppCoreTests",
}

# The tool's composition rule: inside ArticulosCLI only the composition folder (the entry point,
# the dependency set-up, the decorators of the live client) and the configuration folder (the
# settings the live client is built from) may import the live module.
TOOL = "ArticulosCLI"
TOOL_LIVE_MODULES = ("ArticulosLive", "ArticulosPostgres")
TOOL_LIVE_FOLDERS = ("Composicion", "Configuracion")

INTERFACE = "ArticulosInterface"
# Words of the live side and of the tool that the contract's code may not use.
INTERFACE_FORBIDDEN = re.compile(
    r"datasette|curl|\btls\b|certific|timeout|ARTICULOS_[A-Z_]+|\"[^\"\n]*--[a-z][a-z-]*",
    re.IGNORECASE,
)
INTERFACE_MAXIMUM_LINES = 150
# The issue that moved configuration, tokens and transport wording out set 45 as the target;
# the ceiling is what the contract holds today, and it only comes down, except where the
# contract itself grows: ranked search added the excerpt (5), `Pagina.extractos` and the
# `filtrar` endpoint (63 -> 70). The shared date writing, text folding and validation limits
# are `package` (the workspace's own, not the contract), and `Pagina.hayMas` is gone (70 -> 58);
# `Articulo.demo` is gone (58 -> 57). Bulk delete added `borrarVarios`, and
# `Articulo.validar()`, a second way to read `problemas`, is gone (57). The in-memory client
# moved to its own module, ArticulosEnMemoria (`enMemoria`, -1), and the numbers every
# implementation agrees on became the contract's `ParametrosDelContrato` (+6) (57 -> 62). `filtrar` took a page size
# for walks, and `filtrar(texto:etiquetas:pagina:)` keeps the call without one (+1) (63). The
# walk of a tag went from `filtrar`'s page numbers to a cursor, `listarConEtiquetas` (+1) (64).
INTERFACE_PUBLIC_CEILING = 64
PUBLIC_DECLARATION = re.compile(r"^\s*(@[A-Za-z]+\s+)*public\s")
COMMENT = re.compile(r"^\s*//")

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|"
    r"typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def describe(root):
    """The package description, from SwiftPM."""
    output = subprocess.run(
        ["swift", "package", "describe", "--type", "json"],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(output[output.index("{"):])


def imports(path):
    """(line number, module) for every import line of a Swift file."""
    found = []
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, start=1):
            match = IMPORT.match(line)
            if match:
                found.append((number, match.group(1)))
    return found


def closure(name, dependencies):
    """Every target `name` reaches through its dependencies."""
    seen, stack = set(), list(dependencies.get(name, ()))
    while stack:
        target = stack.pop()
        if target not in seen:
            seen.add(target)
            stack.extend(dependencies.get(target, ()))
    return seen


def swift_files(folder, root):
    """Every Swift file under folder, in a stable order, with the path to show for it."""
    for directory, subfolders, files in os.walk(folder):
        subfolders.sort()
        for file in sorted(files):
            if file.endswith(".swift"):
                path = os.path.join(directory, file)
                yield path, os.path.relpath(path, root)


def interface_problems(folder, root):
    """What the contract's own code must not do: name the other sides, sprawl, or grow."""
    problems, public = [], 0
    for path, shown in swift_files(folder, root):
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        if len(lines) > INTERFACE_MAXIMUM_LINES:
            problems.append(
                f"{shown} has {len(lines)} lines; an interface file holds at most "
                f"{INTERFACE_MAXIMUM_LINES}. Split it by concept."
            )
        for number, line in enumerate(lines, start=1):
            if COMMENT.match(line):
                continue
            if PUBLIC_DECLARATION.match(line):
                public += 1
            found = INTERFACE_FORBIDDEN.search(line)
            if found:
                problems.append(
                    f"{shown}:{number}: the interface names '{found.group(0).strip(chr(34))}', "
                    f"which belongs to the live module or the tool. Move it there."
                )
    if public > INTERFACE_PUBLIC_CEILING:
        problems.append(
            f"{os.path.relpath(folder, root)} has {public} public declarations; the contract "
            f"holds at most {INTERFACE_PUBLIC_CEILING}. Keep what only one side needs on that side."
        )
    return problems


def tool_live_import_problems(folder, root):
    """Files of the tool that import a live module outside its composition and configuration
    folders: the commands, the command line and the presentation know only the interface."""
    problems = []
    for path, shown in swift_files(folder, root):
        first = os.path.relpath(path, folder).split(os.sep)[0]
        if first in TOOL_LIVE_FOLDERS:
            continue
        for number, module in imports(path):
            if module in TOOL_LIVE_MODULES:
                problems.append(
                    f"{shown}:{number}: {TOOL} imports {module} outside "
                    f"{' and '.join(folder_name + '/' for folder_name in TOOL_LIVE_FOLDERS)}. "
                    f"Move what needs the live side there, or use the ArticulosInterface client."
                )
    return problems


def key_conformances(folder, root):
    """ArticulosPostgres registers nothing: one problem per conformance to a dependency key."""
    problems = []
    for path, shown in swift_files(folder, root):
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, start=1):
                if CONFORMS_TO_KEY.search(line):
                    problems.append(
                        f"{shown}:{number}: {POSTGRES} conforms to a dependency key, but only "
                        f"ArticulosLive registers the client's live value; offer "
                        f"`ClienteArticulos.postgres(_:)` and let the composition root install "
                        f"it (Docs/ASecondLiveModule.md)."
                    )
    return problems


def check(package, root):
    """One message per broken arrow."""
    targets = {target["name"]: target for target in package["targets"]}
    dependencies = {
        name: set(target.get("target_dependencies", []))
        | set(target.get("product_dependencies", []))
        for name, target in targets.items()
    }
    problems = []
    for name in sorted(targets):
        declared = dependencies[name]
        allowed = ALLOWED_DEPENDENCIES.get(name)
        if allowed is not None:
            for extra in sorted(declared - allowed):
                problems.append(
                    f"{name} depends on {extra}, which the module map forbids "
                    f"(allowed: {', '.join(sorted(allowed)) or 'nothing'}). "
                    f"See the module table in README.md."
                )
        if name in NO_NETWORKING:
            reached = closure(name, dependencies) & NETWORKING
            for target in sorted(reached):
                route = "directly" if target in declared else "through another target"
                problems.append(
                    f"{name} reaches {target} {route}: it must build without the networking "
                    f"module. Depend on ArticulosInterface instead."
                )
        tested = name[: -len("Tests")] if name.endswith("Tests") else None
        if tested in CORE_MODULES:
            allowed_core = {tested} | CORE_MODULES[tested]
            for extra in sorted(declared & (set(CORE_MODULES) | {"AppCore"}) - allowed_core):
                problems.append(
                    f"{name} depends on {extra}: a module's tests see that module and what it "
                    f"imports ({', '.join(sorted(allowed_core))}), so an edit elsewhere does "
                    f"not rebuild them. Move a test of several features to AppCoreTests."
                )
        if LIBPQ in declared and name != POSTGRES:
            problems.append(
                f"{name} depends on {LIBPQ}: only {POSTGRES} may use libpq. "
                f"Use the ClienteArticulos it offers instead."
            )
        folder = os.path.join(root, targets[name]["path"])
        if name == POSTGRES:
            problems.extend(key_conformances(folder, root))
        if name == INTERFACE:
            problems.extend(interface_problems(folder, root))
        if name == TOOL:
            problems.extend(tool_live_import_problems(folder, root))
        for path, shown in swift_files(folder, root):
            for number, module in imports(path):
                if module == LIBPQ and name != POSTGRES:
                    problems.append(
                        f"{shown}:{number}: {name} imports {LIBPQ}, but only {POSTGRES} "
                        f"may use libpq."
                    )
                elif name in NO_NETWORKING and module in NETWORKING:
                    problems.append(
                        f"{shown}:{number}: {name} imports {module}, but it must never see "
                        f"the networking side. Move this code to ArticulosLive, or use "
                        f"the ArticulosInterface client."
                    )
                elif (
                    allowed is not None
                    and module in targets
                    and module != name
                    and module not in allowed
                ):
                    problems.append(
                        f"{shown}:{number}: {name} imports {module}, which the module map "
                        f"forbids (allowed: {', '.join(sorted(allowed)) or 'nothing'})."
                    )
                elif module in targets and module != name and module not in declared:
                    problems.append(
                        f"{shown}:{number}: {name} imports {module} without declaring it "
                        f"as a dependency in Package.swift."
                    )
    return problems


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--describe", help="a saved `swift package describe --type json`")
    parser.add_argument("--root", default=".", help="the package folder (default: .)")
    options = parser.parse_args(arguments)
    try:
        if options.describe:
            with open(options.describe, encoding="utf-8") as file:
                package = json.load(file)
        else:
            package = describe(options.root)
    except (OSError, ValueError, subprocess.CalledProcessError) as error:
        print(f"check-boundaries: cannot read the package: {error}", file=sys.stderr)
        return 2
    problems = check(package, options.root)
    for problem in problems:
        print(f"boundary: {problem}", file=sys.stderr)
    if problems:
        print(f"check-boundaries: {len(problems)} broken arrow(s).", file=sys.stderr)
        return 1
    print(f"check-boundaries: {len(package['targets'])} targets, every arrow holds.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
