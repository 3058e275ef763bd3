"""Proves that Scripts/check-tutorial-listings.py passes listings that are excerpts of the files
they name, and catches one that drifted, a missing listing, a file that does not exist and a
line wider than the tutorial's code column.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "check_tutorial_listings", os.path.join(HERE, "..", "check-tutorial-listings.py")
)
check_tutorial_listings = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_tutorial_listings)

SOURCE = "struct Cliente {\n  var cargar: () -> Void\n  var borrar: () -> Void\n}\n"


class CheckTutorialListingsTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = self.folder.name
        self.catalog = os.path.join(self.root, "Modules", "M", "M.docc")
        os.makedirs(os.path.join(self.catalog, "Tutorials"))
        os.makedirs(os.path.join(self.catalog, "Resources"))
        self.write("Modules/M/Cliente.swift", SOURCE)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)

    def problems(self, listing, name="Modules/M/Cliente.swift", file="paso.swift"):
        if listing is not None:
            self.write(f"Modules/M/M.docc/Resources/{file}", listing)
        tutorial = os.path.join(self.catalog, "Tutorials", "T.tutorial")
        with open(tutorial, "w", encoding="utf-8") as handle:
            handle.write(f'@Step {{\n  Text.\n  @Code(name: "{name}", file: {file})\n}}\n')
        return check_tutorial_listings.problems_in(tutorial, self.root)[0]

    def test_consecutive_lines_of_the_file_pass(self):
        self.assertEqual(self.problems("  var cargar: () -> Void\n  var borrar: () -> Void\n"), [])

    def test_trailing_spaces_do_not_matter(self):
        self.assertEqual(self.problems("  var cargar: () -> Void   \n"), [])

    def test_a_listing_that_drifted_fails(self):
        self.assertEqual(
            self.problems("  var cargar: () -> Void\n  var guardar: () -> Void\n"),
            ["Modules/M/M.docc/Tutorials/T.tutorial: paso.swift is no longer what "
             "Modules/M/Cliente.swift holds; copy the lines again"])

    def test_a_line_wider_than_80_columns_fails_even_when_it_matches(self):
        wide = "  var cargarTodoLoQueElServidorTieneAunqueSeaMucho: () async throws -> [Articulo]"
        self.write("Modules/M/Ancho.swift", f"struct Ancho {{\n{wide}\n}}\n")
        self.assertEqual(
            self.problems(f"{wide}\n", name="Modules/M/Ancho.swift"),
            [f"Modules/M/M.docc/Tutorials/T.tutorial: paso.swift:1 is {len(wide)} columns wide; "
             "the tutorial cuts lines past 80: wrap it in Modules/M/Ancho.swift and the listing"])

    def test_a_line_of_exactly_80_columns_passes(self):
        line = "  var a: " + "x" * 71
        self.write("Modules/M/Justo.swift", f"{line}\n")
        self.assertEqual(self.problems(f"{line}\n", name="Modules/M/Justo.swift"), [])

    def test_an_article_code_line_wider_than_80_columns_fails(self):
        wide = ('let recetas = try await cliente.filtrar(texto: "café", etiquetas: ["recetas"], '
                'pagina: 1)')
        self.write("Modules/M/M.docc/Articulo.md", f"# A\n\n```swift\n{wide}\n```\n")
        self.assertEqual(
            check_tutorial_listings.wide_article_lines(self.root),
            [f"Modules/M/M.docc/Articulo.md:4: a code line {len(wide)} columns wide; the site "
             "cuts lines past 80: wrap it"])

    def test_an_article_block_inside_a_list_is_measured_without_its_indentation(self):
        line = "x" * 80
        self.write("Modules/M/M.docc/Articulo.md",
                   f"- item:\n\n  ```swift\n  {line}\n  ```\n\n{'prose ' * 30}\n")
        self.assertEqual(check_tutorial_listings.wide_article_lines(self.root), [])

    def test_lines_that_are_not_consecutive_fail(self):
        self.assertEqual(len(self.problems("struct Cliente {\n  var borrar: () -> Void\n")), 1)

    def test_runs_around_a_marked_elision_pass_in_the_files_order(self):
        self.assertEqual(self.problems("struct Cliente {\n  // …\n  var borrar: () -> Void\n}\n"), [])

    def test_runs_around_a_marked_elision_out_of_order_fail(self):
        self.assertEqual(
            len(self.problems("  var borrar: () -> Void\n  // …\n  var cargar: () -> Void\n")), 1)

    def test_an_elision_with_nothing_on_one_side_fails(self):
        self.assertEqual(len(self.problems("  // …\n  var borrar: () -> Void\n")), 1)

    def test_an_empty_listing_fails(self):
        self.assertEqual(len(self.problems("\n")), 1)

    def test_a_missing_listing_and_a_missing_file_are_named(self):
        self.assertIn("is not in", self.problems(None, file="nada.swift")[0])
        self.assertIn("claims to show Modules/M/Otro.swift, which does not exist",
                      self.problems("struct Cliente {\n", name="Modules/M/Otro.swift")[0])


if __name__ == "__main__":
    unittest.main()
