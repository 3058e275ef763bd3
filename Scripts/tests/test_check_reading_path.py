"""Proves that Scripts/check-reading-path.py passes a reading path that leads to the lesson and
catches one that points at missing files, missing symbols, too many lines or a wrong count.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "check_reading_path", os.path.join(HERE, "..", "check-reading-path.py")
)
check_reading_path = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_reading_path)

FILES = {
    "Modules/Interface/Client.swift": "@DependencyClient\npublic struct Cliente {}\n",
    "Modules/Interface/TestKey.swift": "static let testValue = Cliente()\n",
    "Modules/Live/LiveKey.swift": "static var liveValue: Cliente { .real }\n",
    "Modules/AppCore/Feature.swift": "struct Feature {}\n",
    "Tests/AppCoreTests/FeatureTests.swift": "import Testing\nimport AppCore\nstruct FeatureTests {}\n",
    "Apps/Tool/Main.swift": "func preparar() {}\n",
    "Package.swift": "let OFFLINE = 1\n",
}
STEPS = [
    ("Modules/Interface/Client.swift", "Cliente"),
    ("Modules/Interface/TestKey.swift", "testValue"),
    ("Modules/Live/LiveKey.swift", "liveValue"),
    ("Modules/AppCore/Feature.swift", "Feature"),
    ("Tests/AppCoreTests/FeatureTests.swift", "FeatureTests"),
    ("Apps/Tool/Main.swift", "preparar"),
    ("Package.swift", "OFFLINE"),
]


def readme(steps=STEPS, lines=8):
    items = "\n".join(
        f"{number}. `{path}`, `{symbol}`: what to see." for number, (path, symbol) in
        enumerate(steps, start=1))
    return f"# Project\n\n## Start here\n\nFiles 1 to 5: {lines} lines.\n\n{items}\n\n## Next\n"


class CheckReadingPathTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = self.folder.name
        self.write(FILES)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, files):
        for path, text in files.items():
            full = os.path.join(self.root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as file:
                file.write(text)

    def problems(self, text):
        return check_reading_path.problems_in(text, self.root)

    def test_a_path_that_leads_to_the_whole_lesson_passes(self):
        self.assertEqual(self.problems(readme()), [])

    def test_a_readme_without_the_section_fails(self):
        self.assertEqual(self.problems("# Project\n"), ["the README has no '## Start here' section"])

    def test_a_missing_file_and_a_missing_symbol_are_named(self):
        steps = list(STEPS)
        steps[5] = ("Apps/Tool/Gone.swift", "preparar")
        steps[6] = ("Package.swift", "ONLINE")
        problems = self.problems(readme(steps))
        self.assertIn("step 6: Apps/Tool/Gone.swift does not exist", problems)
        self.assertIn("step 7: Package.swift has no 'ONLINE'", problems)

    def test_a_symbol_must_be_a_whole_word(self):
        steps = list(STEPS)
        steps[3] = ("Modules/AppCore/Feature.swift", "Feat")
        self.assertIn("step 4: Modules/AppCore/Feature.swift has no 'Feat'",
                      self.problems(readme(steps)))

    def test_too_few_steps_fail(self):
        self.assertIn("the reading path has 5 steps; it needs six to eight",
                      self.problems(readme(STEPS[:5])))

    def test_a_wrong_line_count_fails(self):
        self.assertIn("the section says 7 lines; the first five steps hold 8",
                      self.problems(readme(lines=7)))

    def test_more_than_400_lines_fail(self):
        self.write({"Modules/AppCore/Feature.swift": "struct Feature {}\n" + "//\n" * 400})
        self.assertIn("the first five steps hold 408 lines, more than 400",
                      self.problems(readme(lines=408)))

    def test_a_feature_test_that_imports_the_live_module_does_not_count(self):
        self.write({"Tests/AppCoreTests/FeatureTests.swift":
                    "import Testing\n@testable import ArticulosLive\nstruct FeatureTests {}\n"})
        self.assertIn("the first five steps do not show a test of the feature without the live side",
                      self.problems(readme()))

    def test_a_path_without_the_live_value_fails(self):
        steps = list(STEPS)
        steps[2] = ("Apps/Tool/Main.swift", "preparar")
        self.assertIn("the first five steps do not show its liveValue",
                      self.problems(readme(steps)))


if __name__ == "__main__":
    unittest.main()
