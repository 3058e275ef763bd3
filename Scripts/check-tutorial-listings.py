#!/usr/bin/env python3
"""Checks that every code listing of the DocC tutorials is the code it claims to show.

A tutorial step shows a listing with `@Code(name: "path/in/the/repository", file: listing)`,
where `listing` is a file of the catalog's `Resources` folder. The check fails when a listing
file is missing, when `name` is not a file of the repository, or when the listing's lines are
not, line for line, a run of consecutive lines of that file (or, around lines that are only
`// …`, runs of it in order, so a listing can show its enclosing declaration). So a change to the code that a
tutorial shows fails CI until the listing follows it.

It also fails on a code line wider than 80 columns, in a tutorial's listing or in a fenced code
block of any catalog's article: the site's code column holds about that many characters in a
1280-pixel window, and cuts longer lines without a sign.

Usage:
  Scripts/check-tutorial-listings.py              # every *.tutorial under Modules/
  Scripts/check-tutorial-listings.py --root DIR

Exit status: 0 when every listing matches, 1 with one line per problem, 2 on bad usage.
"""

import argparse
import glob
import os
import re
import sys

CODE = re.compile(r'@Code\(\s*name:\s*"(?P<name>[^"]+)"\s*,\s*file:\s*"?(?P<file>[^")\s]+)"?\s*\)')


ELISION = ("// …", "// ...", "# …", "# ...")

MAX_COLUMNS = 80


def is_excerpt(listing, source):
    """Whether the lines of `listing` are consecutive lines of `source` (trailing spaces aside),
    or, where it has marked elisions (a line that is only `// …`), runs of consecutive lines
    that come in the file in the listing's order, each run at least one line."""
    wanted = [line.rstrip() for line in listing.rstrip("\n").split("\n")]
    lines = [line.rstrip() for line in source.split("\n")]
    if not wanted or wanted == [""]:
        return False
    runs = [[]]
    for line in wanted:
        if line.strip() in ELISION:
            runs.append([])
        else:
            runs[-1].append(line)
    if any(not run for run in runs):
        return False
    start = 0
    for run in runs:
        found = next((at for at in range(start, len(lines) - len(run) + 1)
                      if lines[at:at + len(run)] == run), None)
        if found is None:
            return False
        start = found + len(run)
    return True


def problems_in(tutorial, root):
    """Every problem of the listings of the tutorial file `tutorial`."""
    resources = os.path.join(os.path.dirname(os.path.dirname(tutorial)), "Resources")
    with open(tutorial, encoding="utf-8") as file:
        text = file.read()
    where = os.path.relpath(tutorial, root)
    problems = []
    for match in CODE.finditer(text):
        name, listing_name = match.group("name"), match.group("file")
        listing_path = os.path.join(resources, listing_name)
        source_path = os.path.join(root, name)
        if not os.path.isfile(listing_path):
            problems.append(f"{where}: the listing {listing_name} is not in {resources}")
            continue
        if not os.path.isfile(source_path):
            problems.append(f"{where}: {listing_name} claims to show {name}, which does not exist")
            continue
        with open(listing_path, encoding="utf-8") as file:
            listing = file.read()
        with open(source_path, encoding="utf-8") as file:
            source = file.read()
        if not is_excerpt(listing, source):
            problems.append(
                f"{where}: {listing_name} is no longer what {name} holds; copy the lines again")
        for number, line in enumerate(listing.split("\n"), start=1):
            if len(line.rstrip()) > MAX_COLUMNS:
                problems.append(
                    f"{where}: {listing_name}:{number} is {len(line.rstrip())} columns wide; the "
                    f"tutorial cuts lines past {MAX_COLUMNS}: wrap it in {name} and the listing")
    return problems, len(CODE.findall(text))


def wide_article_lines(root):
    """One problem per line of a fenced code block, in the catalogs' Markdown files, that is wider
    than MAX_COLUMNS once the fence's own indentation (a block inside a list) is taken off."""
    problems = []
    for path in sorted(glob.glob(os.path.join(root, "Modules", "**", "*.docc", "**", "*.md"),
                                 recursive=True)):
        fence = None
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, start=1):
                stripped = line.lstrip()
                if stripped.startswith("```"):
                    fence = None if fence is not None else len(line) - len(stripped)
                    continue
                if fence is None:
                    continue
                width = len(line.rstrip()[fence:]) if line[:fence].strip() == "" else len(
                    line.rstrip())
                if width > MAX_COLUMNS:
                    problems.append(
                        f"{os.path.relpath(path, root)}:{number}: a code line {width} columns "
                        f"wide; the site cuts lines past {MAX_COLUMNS}: wrap it")
    return problems


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", help="the repository (default: this script's repository)")
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as exit_:
        raise SystemExit(2 if exit_.code else 0) from None
    root = arguments.root or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tutorials = sorted(glob.glob(os.path.join(root, "Modules", "**", "*.tutorial"), recursive=True))
    problems, listings = [], 0
    for tutorial in tutorials:
        found, count = problems_in(tutorial, root)
        problems += found
        listings += count
    problems += wide_article_lines(root)
    for problem in problems:
        print(f"tutorial: {problem}")
    if problems:
        return 1
    print(f"check-tutorial-listings: {listings} listings in {len(tutorials)} tutorial files, "
          f"each the code it shows; no code line of a listing or an article past {MAX_COLUMNS} "
          "columns.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
