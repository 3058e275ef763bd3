#!/usr/bin/env python3
"""Finishes the merged documentation site that Scripts/build-docs.sh writes.

    python3 Scripts/finish-docs-site.py ARCHIVE

`docc merge` leaves three things a reader trips on, which this fixes in the built pages:

- the site root `/` is the single-page app with no page to show ("can't be found"): it
  becomes a page that sends the browser to `documentation/`;
- the synthesized landing page has no introduction and lists the modules alphabetically: it
  gets one, and the modules in reading order (the library, the contract, the features);
- a tutorial's breadcrumb to its chapter points at a page docc never writes: it points at the
  tutorials overview, where the chapter is listed.

Scripts/check-docs-site.py then checks the result.
"""
import json
import os
import sys

READING_ORDER = ["dependencies", "articulosinterface", "appcore"]
INTRODUCTION = (
    "A reference workspace for interface/live module separation. Read the modules in this "
    "order: Dependencies (the dependency-injection library), ArticulosInterface (the contract "
    "the features depend on, with its test and preview values, and a tutorial that adds an "
    "endpoint through every layer), and AppCore (the features, written against the contract "
    "alone).")
ROOT_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Articulos documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
</head>
<body><p>The documentation is at <a href="documentation/">documentation/</a>.</p></body>
</html>
"""


def reading_rank(identifier):
    name = identifier.rstrip("/").rsplit("/", 1)[-1].lower()
    return READING_ORDER.index(name) if name in READING_ORDER else len(READING_ORDER)


def finish_landing_page(path):
    with open(path, encoding="utf-8") as handle:
        page = json.load(handle)
    page["abstract"] = [{"type": "text", "text": INTRODUCTION}]
    for section in page.get("topicSections", []):
        section["identifiers"] = sorted(section.get("identifiers", []), key=reading_rank)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(page, handle)


def finish_tutorial_pages(data):
    tutorials = os.path.join(data, "tutorials")
    for folder, _, files in os.walk(tutorials):
        for name in files:
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                page = json.load(handle)
            changed = False
            for reference in page.get("references", {}).values():
                url = reference.get("url", "")
                parts = url.strip("/").split("/")
                # NB: A chapter's url is /tutorials/<overview>/<chapter>; docc writes no page there.
                if len(parts) == 3 and parts[0] == "tutorials" and not os.path.isfile(
                        os.path.join(data, *parts) + ".json") and os.path.isfile(
                        os.path.join(data, parts[0], parts[1]) + ".json"):
                    reference["url"] = "/" + "/".join(parts[:2])
                    changed = True
            if changed:
                with open(path, "w", encoding="utf-8") as handle:
                    json.dump(page, handle)


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 64
    archive = argv[1]
    data = os.path.join(archive, "data")
    landing = os.path.join(data, "documentation.json")
    if not os.path.isfile(landing):
        print(f"finish-docs-site: {archive} has no landing page", file=sys.stderr)
        return 2
    finish_landing_page(landing)
    finish_tutorial_pages(data)
    with open(os.path.join(archive, "index.html"), "w", encoding="utf-8") as handle:
        handle.write(ROOT_PAGE)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
