"""Proves that Scripts/check-tutorial-listings.py passes listings that are excerpts of the files
they name, and catches one that drifted, a missing listing and a file that does not exist.

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
