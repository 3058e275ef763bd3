#!/usr/bin/env python3
"""Checks that every code listing of the DocC tutorials is the code it claims to show.

A tutorial step shows a listing with `@Code(name: "path/in/the/repository", file: listing)`,
where `listing` is a file of the catalog's `Resources` folder. The check fails when a listing
file is missing, when `name` is not a file of the repository, or when the listing's lines are
not, line for line, a run of consecutive lines of that file (or, around lines that are only
`// …`, runs of it in order, so a listing can show its enclosing declaration). So a change to the code that a
tutorial shows fails CI until the listing follows it.

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
    return problems, len(CODE.findall(text))


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
    for problem in problems:
        print(f"tutorial: {problem}")
    if problems:
        return 1
    print(f"check-tutorial-listings: {listings} listings in {len(tutorials)} tutorial files, "
          "each the code it shows.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
