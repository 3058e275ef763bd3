#!/usr/bin/env python3
"""Checks that every row of Docs/LessonMap.md points at code and tests that exist.

Each row of the map's table names a claim of the lessons, the lesson it comes from, the source
files that show it and the tests that demonstrate it, written as

    `Target/Path/File.swift` — "the test's display name"

(the path is under Tests/). The check fails when a row has no source file or no test, when a
named file does not exist, when a test file has no `@Test("...")` with exactly that display name,
or when that test is disabled. It does not run the tests: CI runs them, so every test the map
names must also pass.

Other documents that tie claims to tests the same way (Docs/Security.md) are checked with
--without-lessons: their rows need a source file and a test, but no lesson, and any number of
rows will do.

Usage:
  Scripts/check-lesson-map.py                   # checks Docs/LessonMap.md of this repository
  Scripts/check-lesson-map.py --map FILE --root DIR
  Scripts/check-lesson-map.py --map Docs/Security.md --without-lessons

Exit status: 0 when every row holds, 1 with one line per problem, 2 on bad usage.
"""

import argparse
import os
import re
import sys

MINIMUM_ROWS = 30
LESSONS = {
    "000_137352df2f5b2d38.txt",
    "001_a6f1e5129cb078b6.txt",
    "002_62607dd096382bdc.txt",
    "004_5050ae04da59b1cb.txt",
}

TEST_REFERENCE = re.compile(
    r'`(?P<path>[A-Za-z0-9_]+Tests/[^`]+\.swift)`\s*[—-]\s*"(?P<name>[^"]+)"')
CODE_REFERENCE = re.compile(r"`(?P<path>(?:Modules|Apps|Tests|Scripts|Benchmarks)/[^`\s]+)`")
LESSON_REFERENCE = re.compile(r"`(?P<file>\d{3}_[0-9a-f]+\.txt)`")
# `@Test(` followed by its first string literal, on the same line or the next ones, and the rest
# of its arguments up to the `)` that comes right before the next attribute or the function.
TEST_ATTRIBUTE = re.compile(
    r'@Test\(\s*"(?P<literal>(?:[^"\\\n]|\\.)*)"(?P<rest>.*?)\)\s*(?=@|func\b|\w+ func\b)',
    re.DOTALL)


def swift_string(literal):
    """The text a Swift string literal without interpolation spells."""
    escapes = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t", "0": "\0"}
    return re.sub(r"\\(.)", lambda match: escapes.get(match.group(1), match.group(0)), literal)


def table_rows(text):
    """The body rows of every claims table (a table whose header starts with `#`: a chapter's
    claims and its errata), as cells."""
    rows, in_table, seen_separator = [], False, False
    for line in text.splitlines():
        stripped = line.strip()
        cells = [cell.strip() for cell in stripped.strip("|").split("|")]
        if not in_table:
            in_table = stripped.startswith("|") and cells[0] == "#"
            seen_separator = False
            continue
        if not stripped.startswith("|"):
            in_table = False
            continue
        if not seen_separator and all(re.fullmatch(r":?-{3,}:?", cell) for cell in cells):
            seen_separator = True
            continue
        rows.append(cells)
    return rows


def declared_tests(path, cache):
    """Display name -> whether the test is disabled, for every @Test of the file at `path`.

    `cache` keeps what was read, by path, so a file named by many rows is read once.
    """
    if path not in cache:
        with open(path, encoding="utf-8") as source:
            text = source.read()
        cache[path] = {
            swift_string(match.group("literal")): ".disabled" in match.group("rest")
            for match in TEST_ATTRIBUTE.finditer(text)
        }
    return cache[path]


def check(map_path, root, lessons_required=True):
    with open(map_path, encoding="utf-8") as handle:
        rows = table_rows(handle.read())
    problems, tests, cache = [], 0, {}
    if not rows:
        problems.append(f"{map_path}: no claims table (a table whose header starts with #)")
    if lessons_required and len(rows) < MINIMUM_ROWS:
        problems.append(f"{map_path}: {len(rows)} rows; the map needs at least {MINIMUM_ROWS}")
    for number, cells in enumerate(rows, start=1):
        row = " | ".join(cells)
        where = f"{map_path}: row {number}"
        lessons = LESSON_REFERENCE.findall(row)
        if lessons_required and not lessons:
            problems.append(f"{where}: names no lesson file")
        for lesson in lessons:
            if lesson not in LESSONS:
                problems.append(f"{where}: {lesson} is not one of the lessons")
        references = list(TEST_REFERENCE.finditer(row))
        test_paths = {reference.group("path") for reference in references}
        code = [path for path in CODE_REFERENCE.findall(row) if path not in test_paths]
        if not code:
            problems.append(f"{where}: names no source file")
        for path in code:
            if not os.path.exists(os.path.join(root, path)):
                problems.append(f"{where}: {path} does not exist")
        if not references:
            problems.append(f"{where}: names no test")
        for reference in references:
            tests += 1
            path, name = reference.group("path"), reference.group("name")
            file = os.path.join(root, "Tests", path)
            if not os.path.isfile(file):
                problems.append(f"{where}: Tests/{path} does not exist")
                continue
            declared = declared_tests(file, cache)
            if name not in declared:
                problems.append(f'{where}: Tests/{path} has no @Test("{name}")')
            elif declared[name]:
                problems.append(f'{where}: @Test("{name}") in Tests/{path} is disabled')
    return problems, len(rows), tests


def main(arguments):
    root_default = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=root_default, help="the repository (default: this one)")
    parser.add_argument("--map", help="the lesson map (default: ROOT/Docs/LessonMap.md)")
    parser.add_argument(
        "--without-lessons", action="store_true",
        help="the rows cite no lesson (a document like Docs/Security.md), and may be few")
    options = parser.parse_args(arguments)
    map_path = options.map or os.path.join(options.root, "Docs", "LessonMap.md")
    if not os.path.isfile(map_path):
        print(f"error: {map_path} does not exist", file=sys.stderr)
        return 2
    problems, rows, tests = check(
        map_path, options.root, lessons_required=not options.without_lessons)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    name = os.path.basename(map_path)
    print(f"{name}: {rows} claims, {tests} test references, every file and test found.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
