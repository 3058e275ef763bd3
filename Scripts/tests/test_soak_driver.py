"""Proves that the soak benchmark's driver (Benchmarks/soak/soak.py) makes the same articles
every time and tells an intended server state from every kind of wrong one.

  python3 -m unittest discover -s Scripts/tests
"""

import importlib.util
import os
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "soak", os.path.join(HERE, "..", "..", "Benchmarks", "soak", "soak.py")
)
soak = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(soak)


class ArticleTests(unittest.TestCase):
    def test_articles_are_the_same_every_time_and_carry_accents(self):
        self.assertEqual(soak.article(41), soak.article(41))
        first = soak.article(0)
        self.assertEqual(first["id"], "soak-000000")
        self.assertEqual(first["creado"], "2024-01-01T00:00:00.000Z")
        self.assertIn("café", first["etiquetas"])
        texts = " ".join(soak.article(n)["titulo"] + soak.article(n)["cuerpo"] for n in range(7))
        for letter in "áéíóúñü":
            self.assertIn(letter, texts)
        self.assertEqual(len({soak.article(n)["id"] for n in range(1000)}), 1000)


class CompareTests(unittest.TestCase):
    def setUp(self):
        self.intended = [soak.row_of(soak.article(n)) for n in range(5)]

    def test_the_intended_rows_in_any_order_are_exact(self):
        comparison = soak.compare(self.intended, list(reversed(self.intended)))
        self.assertTrue(soak.exact(comparison))
        self.assertEqual(comparison["hash_actual"], comparison["hash_intended"])

    def test_every_kind_of_difference_is_named(self):
        changed = list(self.intended[1])
        changed[2] = "otro cuerpo"
        actual = [
            self.intended[0],
            tuple(changed),
            self.intended[2],
            self.intended[2],
            soak.row_of(soak.article(99)),
        ]
        comparison = soak.compare(self.intended, actual)
        self.assertFalse(soak.exact(comparison))
        self.assertEqual(comparison["missing"], ["soak-000003", "soak-000004"])
        self.assertEqual(comparison["extra"], ["soak-000099"])
        self.assertEqual(comparison["duplicated"], ["soak-000002"])
        self.assertEqual(comparison["changed"], ["soak-000001"])
        self.assertEqual((comparison["rows"], comparison["distinct"]), (5, 4))

    def test_a_changed_tag_or_date_changes_the_hash(self):
        for field, value in ((3, ("soak",)), (5, "2030-01-01T00:00:00Z")):
            row = list(self.intended[0])
            row[field] = value
            with self.subTest(field=field):
                self.assertNotEqual(
                    soak.digest(self.intended), soak.digest([tuple(row)] + self.intended[1:])
                )


if __name__ == "__main__":
    unittest.main()
