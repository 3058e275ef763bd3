#!/usr/bin/env python3
"""Checks the built documentation site as a browser would follow it.

    python3 Scripts/check-docs-site.py [ARCHIVE]

ARCHIVE is the merged archive that Scripts/build-docs.sh writes (by default
.build-docs/Articulos.doccarchive). docc warns about links it cannot resolve in the sources, but
not about pages it drops while other pages still point at them (a breadcrumb to an extended
type's page, say), so this reads the built pages' data and fails when:

- a page refers to a documentation or tutorial page that does not exist (a link, a card, a
  topic, a breadcrumb: every `topic` reference and every identifier of `hierarchy.paths`);
- an image the pages refer to has no file in the archive, or is never shown at its own size in
  a page's content (only as a card's thumbnail, say);
- the site root has no page that leads to the documentation.

Exit status: 0 when all holds, 1 when something does not (each problem is printed), 2 when the
archive cannot be read.
"""
import json
import os
import sys

DEFAULT_ARCHIVE = os.path.join(".build-docs", "Articulos.doccarchive")
PAGE_PREFIXES = ("/documentation", "/tutorials")


def page_file(archive, url):
    """The data file of the page at `url` (its fragment dropped)."""
    path = url.split("#", 1)[0].rstrip("/")
    return os.path.join(archive, "data", path.lstrip("/") + ".json")


def shown_images(node, found):
    """Identifiers of images a page's content shows at their own size: an image block, or a
    tutorial section's or step's media. References and card thumbnails do not count."""
    if isinstance(node, dict):
        if node.get("type") == "image" and isinstance(node.get("identifier"), str):
            found.add(node["identifier"])
        if isinstance(node.get("media"), str):
            found.add(node["media"])
        for key, value in node.items():
            if key != "references":
                shown_images(value, found)
    elif isinstance(node, list):
        for value in node:
            shown_images(value, found)
    return found


def check(archive):
    """The problems of the site in `archive`, as sentences; raises OSError when unreadable."""
    data = os.path.join(archive, "data")
    if not os.path.isdir(data):
        raise OSError(f"{archive} has no data folder: build it with Scripts/build-docs.sh")
    problems = []
    images = {}
    shown = set()
    pages = 0
    for folder, _, files in os.walk(data):
        for name in sorted(files):
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            page = "/" + os.path.relpath(path, data)[: -len(".json")]
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
            pages += 1
            references = document.get("references", {})
            for identifier, reference in references.items():
                kind = reference.get("type")
                url = reference.get("url", "")
                if kind == "topic" and url.startswith(PAGE_PREFIXES):
                    if not os.path.isfile(page_file(archive, url)):
                        problems.append(f"{page}: links to {url}, which has no page")
                elif kind == "image":
                    images[identifier] = (page, reference)
            for trail in document.get("hierarchy", {}).get("paths", []):
                for identifier in trail:
                    # NB: A crumb without a reference (a tutorial volume, say) is not drawn
                    # as a link, so it leads nowhere wrong.
                    url = references.get(identifier, {}).get("url")
                    if url is not None and not os.path.isfile(page_file(archive, url)):
                        problems.append(f"{page}: breadcrumb to {url}, which has no page")
            shown_images(document, shown)
    for identifier, (page, reference) in sorted(images.items()):
        for variant in reference.get("variants", []):
            if not os.path.isfile(os.path.join(archive, variant.get("url", "").lstrip("/"))):
                problems.append(f"{page}: image {identifier} has no file {variant.get('url')}")
        if identifier not in shown:
            problems.append(
                f"image {identifier} is never shown at its own size (only as a thumbnail)")
    root = os.path.join(archive, "index.html")
    leads = False
    if os.path.isfile(root):
        with open(root, encoding="utf-8") as handle:
            leads = "documentation/" in handle.read()
    if not leads:
        problems.append("the site root / does not lead to documentation/")
    return pages, problems


def main(argv):
    archive = argv[1] if len(argv) > 1 else DEFAULT_ARCHIVE
    try:
        pages, problems = check(archive)
    except (OSError, ValueError) as error:
        print(f"check-docs-site: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"check-docs-site: {problem}", file=sys.stderr)
    if problems:
        print(f"check-docs-site: {len(problems)} problems in {pages} pages", file=sys.stderr)
        return 1
    print(f"check-docs-site: {pages} pages, every link, breadcrumb and image found.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
