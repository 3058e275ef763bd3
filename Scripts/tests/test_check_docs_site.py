"""Proves that Scripts/check-docs-site.py passes a site whose links, breadcrumbs and images all
lead somewhere, and catches each kind of dead end a browser would meet; and that
Scripts/finish-docs-site.py fixes what docc merge leaves.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import json
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "..", file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_docs_site = load("check_docs_site", "check-docs-site.py")
finish_docs_site = load("finish_docs_site", "finish-docs-site.py")

MODULE = "doc://A.M/documentation/M"
TYPE = "doc://A.M/documentation/M/Tipo"
IMAGE = "diagrama.svg"


def topic(identifier, url):
    return {"type": "topic", "identifier": identifier, "url": url}


def healthy_pages():
    """A module page and a type page that shows the diagram, linked both ways."""
    return {
        "documentation/m": {
            "hierarchy": {"paths": [[]]},
            "references": {TYPE: topic(TYPE, "/documentation/m/tipo")},
        },
        "documentation/m/tipo": {
            "hierarchy": {"paths": [[MODULE]]},
            "primaryContentSections": [
                {"kind": "content", "content": [{"type": "image", "identifier": IMAGE}]}
            ],
            "references": {
                MODULE: topic(MODULE, "/documentation/m"),
                IMAGE: {"type": "image", "identifier": IMAGE,
                        "variants": [{"url": "/images/diagrama.svg", "traits": ["1x"]}]},
            },
        },
    }


class SiteTest(unittest.TestCase):
    def make_site(self, pages, root="<a href='documentation/'>docs</a>", images=("diagrama.svg",)):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        for path, page in pages.items():
            file = os.path.join(folder.name, "data", path + ".json")
            os.makedirs(os.path.dirname(file), exist_ok=True)
            with open(file, "w", encoding="utf-8") as handle:
                json.dump(page, handle)
        os.makedirs(os.path.join(folder.name, "images"), exist_ok=True)
        for image in images:
            open(os.path.join(folder.name, "images", image), "w").close()
        with open(os.path.join(folder.name, "index.html"), "w", encoding="utf-8") as handle:
            handle.write(root)
        return folder.name


class CheckDocsSiteTests(SiteTest):
    def test_a_site_where_everything_leads_somewhere_passes(self):
        pages, problems = check_docs_site.check(self.make_site(healthy_pages()))
        self.assertEqual((pages, problems), (2, []))

    def test_a_link_to_a_page_docc_never_wrote_is_reported(self):
        pages = healthy_pages()
        gone = "doc://A.M/documentation/M/Otro"
        pages["documentation/m"]["references"][gone] = topic(gone, "/documentation/m/otro#uso")
        _, problems = check_docs_site.check(self.make_site(pages))
        self.assertEqual(problems, ["/documentation/m: links to /documentation/m/otro#uso, "
                                    "which has no page"])

    def test_a_breadcrumb_to_a_dropped_page_is_reported(self):
        pages = healthy_pages()
        extended = "doc://A.M/documentation/M/Dependencies"
        pages["documentation/m/tipo"]["hierarchy"]["paths"] = [[MODULE, extended]]
        pages["documentation/m/tipo"]["references"][extended] = topic(
            extended, "/documentation/m/dependencies")
        _, problems = check_docs_site.check(self.make_site(pages))
        self.assertIn("/documentation/m/tipo: breadcrumb to /documentation/m/dependencies, "
                      "which has no page", problems)

    def test_an_image_shown_only_as_a_thumbnail_is_reported(self):
        pages = healthy_pages()
        del pages["documentation/m/tipo"]["primaryContentSections"]
        pages["documentation/m/tipo"]["sections"] = [{"kind": "volume", "image": IMAGE}]
        _, problems = check_docs_site.check(self.make_site(pages))
        self.assertEqual(problems, [f"image {IMAGE} is never shown at its own size "
                                    "(only as a thumbnail)"])

    def test_an_image_shown_as_a_tutorial_sections_media_counts(self):
        pages = healthy_pages()
        del pages["documentation/m/tipo"]["primaryContentSections"]
        pages["documentation/m/tipo"]["sections"] = [{"kind": "tasks", "media": IMAGE}]
        _, problems = check_docs_site.check(self.make_site(pages))
        self.assertEqual(problems, [])

    def test_an_image_without_its_file_is_reported(self):
        _, problems = check_docs_site.check(self.make_site(healthy_pages(), images=()))
        self.assertEqual(problems, ["/documentation/m/tipo: image diagrama.svg has no file "
                                    "/images/diagrama.svg"])

    def test_a_root_that_leads_nowhere_is_reported(self):
        _, problems = check_docs_site.check(self.make_site(healthy_pages(), root="<div></div>"))
        self.assertEqual(problems, ["the site root / does not lead to documentation/"])

    def test_a_folder_without_pages_cannot_be_checked(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertEqual(check_docs_site.main(["check-docs-site.py", folder]), 2)


class FinishDocsSiteTests(SiteTest):
    def test_the_root_leads_to_the_documentation_and_modules_come_in_reading_order(self):
        landing = {"topicSections": [{"title": "Modules", "identifiers": [
            "doc://A.AppCore/documentation/AppCore",
            "doc://A.ArticulosInterface/documentation/ArticulosInterface",
            "doc://A.Dependencies/documentation/Dependencies"]}], "references": {}}
        site = self.make_site({"documentation": landing}, root="<div id=app></div>")
        self.assertEqual(finish_docs_site.main(["finish-docs-site.py", site]), 0)
        with open(os.path.join(site, "data", "documentation.json"), encoding="utf-8") as handle:
            page = json.load(handle)
        self.assertEqual([i.rsplit("/", 1)[-1] for i in page["topicSections"][0]["identifiers"]],
                         ["Dependencies", "ArticulosInterface", "AppCore"])
        self.assertTrue(page["abstract"][0]["text"].startswith("A reference workspace"))
        _, problems = check_docs_site.check(site)
        self.assertNotIn("the site root / does not lead to documentation/", problems)

    def test_a_chapter_crumb_leads_to_the_tutorials_overview(self):
        chapter = "doc://A.M/tutorials/Tutorials/Capitulo"
        pages = {
            "documentation": {"references": {}},
            "tutorials/tutorials": {"references": {}},
            "tutorials/m/paso": {
                "hierarchy": {"paths": [[chapter]]},
                "references": {chapter: topic(chapter, "/tutorials/tutorials/capitulo")},
            },
        }
        site = self.make_site(pages, images=())
        self.assertEqual(check_docs_site.check(site)[1][0],
                         "/tutorials/m/paso: links to /tutorials/tutorials/capitulo, which has "
                         "no page")
        finish_docs_site.main(["finish-docs-site.py", site])
        self.assertEqual(check_docs_site.check(site)[1], [])


if __name__ == "__main__":
    unittest.main()
