#!/usr/bin/env python3
"""Checks the README's reading path ("## Start here") against the code.

The section is a numbered list of six to eight steps, each written

    N. `path/to/File.swift`, `symbol`: what to look at

and a sentence saying how many lines the first five steps hold ("...: 294 lines."). The check
fails when a step's file does not exist or does not contain its symbol as a word, when the list
has fewer than six or more than eight steps, when the first five files do not between them show
the whole lesson (the `@DependencyClient` client, its `testValue`, its `liveValue`, a feature
of `Modules/AppCore` and a test of it under `Tests/` that imports nothing of the live side), or
when those five files hold more than 400 lines or not the number the README says.

Usage:
  Scripts/check-reading-path.py                  # the README of this repository
  Scripts/check-reading-path.py --readme FILE --root DIR

Exit status: 0 when the path holds, 1 with one line per problem, 2 on bad usage.
"""

import argparse
import os
import re
import sys

SECTION = re.compile(r"^## Start here\n(?P<body>.*?)(?=^## |\Z)", re.MULTILINE | re.DOTALL)
STEP = re.compile(r"^(?P<number>\d+)\. `(?P<path>[^`]+)`, `(?P<symbol>[^`]+)`:", re.MULTILINE)
LINES_CLAIMED = re.compile(r"(?P<lines>\d[\d,]*) lines\.")
MAXIMUM_LINES = 400
LIVE_MODULES = ("ArticulosLive", "CCurl")


def problems_in(readme_text, root):
    """Every problem of the reading path in `readme_text`, with files read under `root`."""
    section = SECTION.search(readme_text)
    if not section:
        return ["the README has no '## Start here' section"]
    body = section.group("body")
    steps = [m.groupdict() for m in STEP.finditer(body)]
    problems = []
    if not 6 <= len(steps) <= 8:
        problems.append(f"the reading path has {len(steps)} steps; it needs six to eight")
    numbers = [int(step["number"]) for step in steps]
    if numbers != list(range(1, len(steps) + 1)):
        problems.append(f"the steps are numbered {numbers}, not 1 to {len(steps)}")
    texts = {}
    for step in steps:
        path = os.path.join(root, step["path"])
        if not os.path.isfile(path):
            problems.append(f"step {step['number']}: {step['path']} does not exist")
            continue
        with open(path, encoding="utf-8") as file:
            text = file.read()
        texts[step["path"]] = text
        if not re.search(r"(?<![\w])" + re.escape(step["symbol"]) + r"(?![\w])", text):
            problems.append(
                f"step {step['number']}: {step['path']} has no '{step['symbol']}'")
    lesson = [step["path"] for step in steps[:5] if step["path"] in texts]
    if len(lesson) == 5:
        problems += lesson_problems(lesson, texts)
        total = sum(texts[path].count("\n") for path in lesson)
        if total > MAXIMUM_LINES:
            problems.append(
                f"the first five steps hold {total} lines, more than {MAXIMUM_LINES}")
        claimed = LINES_CLAIMED.search(body)
        if not claimed:
            problems.append("the section does not say how many lines the first five steps hold")
        elif int(claimed.group("lines").replace(",", "")) != total:
            problems.append(
                f"the section says {claimed.group('lines')} lines; the first five steps hold "
                f"{total}")
    return problems


def lesson_problems(paths, texts):
    """What of the lesson the first five files of the path do not show."""
    problems = []
    wanted = {
        "the client (@DependencyClient)": lambda p, t: "@DependencyClient" in t,
        "its testValue": lambda p, t: re.search(r"\btestValue\s*=", t),
        "its liveValue": lambda p, t: re.search(r"\bliveValue\b\s*[:=]", t),
        "a feature of Modules/AppCore": lambda p, t: p.startswith("Modules/AppCore/"),
        "a test of the feature without the live side": lambda p, t: p.startswith("Tests/")
        and "import Testing" in t
        and not any(re.search(rf"^\s*(@\w+\s+)*import {m}\b", t, re.MULTILINE)
                    for m in LIVE_MODULES),
    }
    for what, shows in wanted.items():
        if not any(shows(path, texts[path]) for path in paths):
            problems.append(f"the first five steps do not show {what}")
    return problems


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readme", help="the README (default: README.md under --root)")
    parser.add_argument("--root", help="the repository (default: this script's repository)")
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as exit_:
        raise SystemExit(2 if exit_.code else 0) from None
    root = arguments.root or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    readme = arguments.readme or os.path.join(root, "README.md")
    try:
        with open(readme, encoding="utf-8") as file:
            text = file.read()
    except OSError as error:
        print(f"check-reading-path: cannot read {readme}: {error.strerror}", file=sys.stderr)
        return 2
    problems = problems_in(text, root)
    for problem in problems:
        print(f"reading path: {problem}")
    if problems:
        return 1
    steps = len(STEP.findall(SECTION.search(text).group("body")))
    print(f"check-reading-path: {steps} steps, every file and symbol found.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
