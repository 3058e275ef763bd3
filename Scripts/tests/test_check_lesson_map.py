"""Proves that Scripts/check-lesson-map.py catches a map that points nowhere, and passes one that
points at real code and real tests.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import io
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "check_lesson_map", os.path.join(HERE, "..", "check-lesson-map.py")
)
check_lesson_map = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_lesson_map)

LESSON = "000_137352df2f5b2d38.txt"
TESTS = '''import Testing

@Suite("Keys")
struct KeyTests {
  @Test("A key has a default")
  func keyHasADefault() {}

  @Test(
    "The test value reports 'Unimplemented: @Dependency(\\\\.uuid)' when called",
    .dependencies { _ in })
  func reports() {}

  @Test("Not run yet", .disabled("waiting for the server"))
  func disabled() {}
}
'''


def row(number, claim="A claim.", lesson=f"`{LESSON}` «una cita»",
        code="`Modules/Core/Key.swift`",
        test='`CoreTests/KeyTests.swift` — "A key has a default"'):
    return f"| {number} | {claim} | {lesson} | {code} | {test} |"


class LessonMapCheckTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = self.folder.name
        self.write("Modules/Core/Key.swift", "struct Key {}\n")
        self.write("Tests/CoreTests/KeyTests.swift", TESTS)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)

    def run_check(self, rows, extra_rows=0):
        """Runs the script on a map of `rows` plus valid rows up to the minimum."""
        body = list(rows)
        while len(body) < check_lesson_map.MINIMUM_ROWS + extra_rows:
            body.append(row(len(body) + 1))
        text = "\n".join([
            "# Lesson map",
            "",
            "| Lesson file | Subject |",
            "| --- | --- |",
            f"| `{LESSON}` | keys |",
            "",
            "| # | Claim | Lesson | Code | Test |",
            "| --- | --- | --- | --- | --- |",
            *body,
            "",
        ])
        self.write("Docs/LessonMap.md", text)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = check_lesson_map.main(["--root", self.root])
        return status, out.getvalue(), err.getvalue()

    def test_a_map_of_real_code_and_tests_passes(self):
        status, out, err = self.run_check([])
        self.assertEqual(status, 0, err)
        self.assertIn("LessonMap.md: 30 claims, 30 test references", out)

    def test_only_the_claims_table_is_read(self):
        # The table of lesson files above the claims has no tests, and must not be checked.
        status, _, err = self.run_check([])
        self.assertEqual(err, "")
        self.assertEqual(status, 0)

    def test_fewer_rows_than_the_minimum_fail(self):
        header = "| # | Claim | Lesson | Code | Test |\n| --- | --- | --- | --- | --- |\n"
        self.write("Docs/Short.md", header + row(1) + "\n")
        err = io.StringIO()
        with redirect_stdout(io.StringIO()), redirect_stderr(err):
            status = check_lesson_map.main(
                ["--root", self.root, "--map", os.path.join(self.root, "Docs/Short.md")])
        self.assertEqual(status, 1)
        self.assertIn("1 rows; the map needs at least 30", err.getvalue())

    def test_a_test_name_that_does_not_exist_fails(self):
        status, _, err = self.run_check(
            [row(1, test='`CoreTests/KeyTests.swift` — "A key has a defaults"')])
        self.assertEqual(status, 1)
        self.assertIn('has no @Test("A key has a defaults")', err)

    def test_a_prefix_of_a_test_name_is_not_a_match(self):
        status, _, err = self.run_check(
            [row(1, test='`CoreTests/KeyTests.swift` — "A key has"')])
        self.assertEqual(status, 1)
        self.assertIn('has no @Test("A key has")', err)

    def test_a_missing_test_file_fails(self):
        status, _, err = self.run_check(
            [row(1, test='`CoreTests/Gone.swift` — "A key has a default"')])
        self.assertEqual(status, 1)
        self.assertIn("Tests/CoreTests/Gone.swift does not exist", err)

    def test_a_disabled_test_fails(self):
        status, _, err = self.run_check(
            [row(1, test='`CoreTests/KeyTests.swift` — "Not run yet"')])
        self.assertEqual(status, 1)
        self.assertIn("is disabled", err)

    def test_a_multiline_test_with_escapes_is_found(self):
        name = "The test value reports 'Unimplemented: @Dependency(\\.uuid)' when called"
        status, _, err = self.run_check(
            [row(1, test=f'`CoreTests/KeyTests.swift` — "{name}"')])
        self.assertEqual(status, 0, err)

    def test_a_missing_source_file_fails(self):
        status, _, err = self.run_check([row(1, code="`Modules/Core/Gone.swift`")])
        self.assertEqual(status, 1)
        self.assertIn("Modules/Core/Gone.swift does not exist", err)

    def test_a_row_without_source_or_test_fails(self):
        status, _, err = self.run_check([row(1, code="none", test="none")])
        self.assertEqual(status, 1)
        self.assertIn("row 1: names no source file", err)
        self.assertIn("row 1: names no test", err)

    def test_a_row_without_a_known_lesson_fails(self):
        status, _, err = self.run_check(
            [row(1, lesson="a lesson"), row(2, lesson="`009_0123abcd.txt` «otra»")])
        self.assertEqual(status, 1)
        self.assertIn("row 1: names no lesson file", err)
        self.assertIn("row 2: 009_0123abcd.txt is not one of the lessons", err)

    def test_without_lessons_a_short_table_of_code_and_tests_passes(self):
        header = "| # | Promise | Code | Test |\n| --- | --- | --- | --- |\n"
        self.write("Docs/Security.md", header + row(1, lesson="no lesson here") + "\n")
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = check_lesson_map.main(
                ["--root", self.root, "--map", os.path.join(self.root, "Docs/Security.md"),
                 "--without-lessons"])
        self.assertEqual(status, 0, err.getvalue())
        self.assertIn("Security.md: 1 claims, 1 test references", out.getvalue())

    def test_without_lessons_a_missing_test_still_fails(self):
        header = "| # | Promise | Code | Test |\n| --- | --- | --- | --- |\n"
        missing = '`CoreTests/KeyTests.swift` — "A key has no default"'
        self.write("Docs/Security.md", header + row(1, test=missing) + "\n")
        err = io.StringIO()
        with redirect_stdout(io.StringIO()), redirect_stderr(err):
            status = check_lesson_map.main(
                ["--root", self.root, "--map", os.path.join(self.root, "Docs/Security.md"),
                 "--without-lessons"])
        self.assertEqual(status, 1)
        self.assertIn('has no @Test("A key has no default")', err.getvalue())

    def test_a_second_claims_table_such_as_a_chapters_errata_is_checked_too(self):
        header = "| # | Promise | Code | Test |\n| --- | --- | --- | --- |\n"
        missing = '`CoreTests/KeyTests.swift` — "A key has no default"'
        text = (header + row(1, lesson="no lesson here") + "\n\n## Where this differs\n\n"
                + header.replace("Promise", "The lesson says") + row(2, test=missing) + "\n")
        self.write("Docs/Chapter.md", text)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = check_lesson_map.main(
                ["--root", self.root, "--map", os.path.join(self.root, "Docs/Chapter.md"),
                 "--without-lessons"])
        self.assertEqual(status, 1)
        self.assertIn("row 2", err.getvalue())
        self.assertIn('has no @Test("A key has no default")', err.getvalue())

    def test_a_test_whose_arguments_hold_an_at_sign_is_found(self):
        self.write("Tests/CoreTests/AtTests.swift", '''import Testing

struct AtTests {
  @Test(
    "mails are checked",
    arguments: ["a@b.c", "@"])
  func mails(_ mail: String) {}

  @Test("after it") func after() {}
}
''')
        status, _, err = self.run_check(
            [row(1, test='`CoreTests/AtTests.swift` — "mails are checked"'),
             row(2, test='`CoreTests/AtTests.swift` — "after it"')])
        self.assertEqual(status, 0, err)

    def test_a_missing_map_is_a_usage_error(self):
        with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
            status = check_lesson_map.main(["--root", self.root])
        self.assertEqual(status, 2)


if __name__ == "__main__":
    unittest.main()
