"""Creates a fresh articulos database from schema.sql, optionally with sample articles.

Run through create-db.sh, which picks the interpreter and the default paths. Needs only the
standard library (sqlite3 with FTS5 and JSON1, which CPython's bundled SQLite has).
"""

import argparse
import datetime
import json
import os
import random
import sqlite3
import sys
import time
import uuid

SCRIPT_FOLDER = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(SCRIPT_FOLDER, "schema.sql")
REPO_ROOT = os.path.dirname(os.path.dirname(SCRIPT_FOLDER))

# (subject, related noun, the related noun with its article, main tag)
TOPICS = [
    ("café", "cafeterías", "las cafeterías", "bebidas"),
    ("cocina", "recetas", "las recetas", "cocina"),
    ("música", "conciertos", "los conciertos", "música"),
    ("educación", "escuelas", "las escuelas", "educación"),
    ("tecnología", "programación", "la programación", "tecnología"),
    ("montaña", "senderismo", "el senderismo", "viajes"),
    ("economía", "inflación", "la inflación", "economía"),
    ("jardinería", "huertos urbanos", "los huertos urbanos", "jardín"),
    ("fútbol", "campeonatos", "los campeonatos", "deportes"),
    ("crianza", "niños", "los niños", "familia"),
    ("salud", "nutrición", "la nutrición", "salud"),
    ("ciencia", "investigación", "la investigación", "ciencia"),
    ("cine", "películas", "las películas", "cultura"),
    ("lectura", "bibliotecas", "las bibliotecas", "cultura"),
    ("energía", "renovables", "las renovables", "medio ambiente"),
    ("urbanismo", "transporte público", "el transporte público", "ciudad"),
]

EXTRA_TAGS = [
    "opinión", "guía", "análisis", "entrevista", "crónica", "reseña", "noticias", "año nuevo",
    "españa", "méxico", "argentina", "perú", "colombia", "otoño", "invierno", "primavera",
]

PLACES = [
    "Málaga", "Córdoba", "León", "Cádiz", "Bogotá", "Mérida", "Asunción", "Cusco", "Logroño",
    "San Sebastián", "Valparaíso", "Querétaro", "Medellín", "Ávila", "Almería", "Cancún",
]

TITLE_TEMPLATES = [
    "Guía práctica de {a} en {place}",
    "¿Por qué todos hablan de {a}?",
    "Lo que aprendí sobre {the_b} este año",
    "{A} y {b}: una relación difícil",
    "Cinco ideas sobre {a} para el otoño",
    "Crónica de {a} desde {place}",
    "Una pequeña historia de {the_b} en {place}",
    "Entrevista: la señora Muñoz habla de {a}",
    "Opinión: {a}, ¿moda o necesidad?",
    "Reseña: {the_b} de {place} en {year}",
]

SENTENCES = [
    "En {place}, hablar de {a} es hablar de la vida diaria de mucha gente.",
    "Según los expertos, el interés por {a} creció un {pct} % durante el último año.",
    "La señora Núñez, que lleva {n} años escribiendo sobre {a}, lo resume así: «sin "
    "paciencia no hay resultado».",
    "¿Cuánto cuesta empezar? Menos de lo que parece: basta con curiosidad y algo de tiempo.",
    "Los niños y las niñas de la escuela pública participaron en un taller sobre {a}.",
    "El otoño trae días más cortos, pero también más ocasiones para hablar de {the_b}.",
    "Pedimos un café con leche y una tostada mientras repasábamos la agenda del día.",
    "Nadie sabía qué pasaría después; aun así, la reunión terminó con un acuerdo.",
    "La información publicada el {day} de {month} confirmó lo que muchos sospechaban.",
    "Hubo críticas: algunos vecinos pidieron más transparencia y menos improvisación.",
    "El pingüino del zoológico de {place} se convirtió en la mascota no oficial del evento.",
    "Como decía mi abuela, «más vale maña que fuerza», y con {the_b} eso es ley.",
]

MONTHS = [
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
]

BASE_TIME = datetime.datetime(2024, 1, 8, 9, 0, 0, tzinfo=datetime.timezone.utc)


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def sample_articles(count, seed):
    """Yields `count` article rows; the same seed always gives the same rows."""
    rng = random.Random(seed)
    moment = BASE_TIME
    for _ in range(count):
        a, b, the_b, tag = rng.choice(TOPICS)
        fill = {
            "a": a,
            "A": a[:1].upper() + a[1:],
            "b": b,
            "the_b": the_b,
            "place": rng.choice(PLACES),
            "year": rng.randint(2015, 2024),
            "pct": rng.randint(3, 60),
            "n": rng.randint(2, 40),
            "day": rng.randint(1, 28),
            "month": rng.choice(MONTHS),
        }
        titulo = rng.choice(TITLE_TEMPLATES).format(**fill)
        paragraphs = []
        for _ in range(rng.randint(1, 3)):
            sentences = rng.sample(SENTENCES, rng.randint(2, 4))
            paragraphs.append(" ".join(sentence.format(**fill) for sentence in sentences))
        cuerpo = "\n\n".join(paragraphs)
        etiquetas = [tag] + rng.sample(EXTRA_TAGS, rng.randint(0, 3))
        moment += datetime.timedelta(minutes=rng.randint(5, 600), seconds=rng.randint(0, 59))
        creado = moment
        actualizado = creado + datetime.timedelta(minutes=rng.choice([0, 0, 0, 15, 90, 2000]))
        article_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        yield (
            article_id,
            titulo,
            cuerpo,
            json.dumps(etiquetas, ensure_ascii=False),
            iso(creado),
            iso(actualizado),
        )


def remove_database(path):
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(path + suffix)
        except FileNotFoundError:
            pass


def create(path, sample, seed, journal_mode):
    """Builds the database in a temporary file beside `path`, then renames it into place."""
    temporary = f"{path}.tmp-{os.getpid()}"
    remove_database(temporary)
    try:
        with open(SCHEMA, encoding="utf-8") as schema_file:
            schema = schema_file.read()
        connection = sqlite3.connect(temporary, isolation_level=None)
        try:
            connection.executescript(schema)
            connection.execute(f"PRAGMA journal_mode = {journal_mode}")
            connection.execute("BEGIN")
            connection.executemany(
                "INSERT INTO articulos (id, titulo, cuerpo, etiquetas, creado, actualizado) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                sample_articles(sample, seed),
            )
            connection.execute("COMMIT")
            connection.execute("INSERT INTO articulos_fts (articulos_fts) VALUES ('optimize')")
            connection.execute(
                "INSERT INTO articulos_fts (articulos_fts) VALUES ('integrity-check')"
            )
            problems = connection.execute("PRAGMA integrity_check").fetchall()
            if problems != [("ok",)]:
                raise RuntimeError(f"integrity check failed: {problems}")
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            connection.close()
        remove_database(path)
        os.replace(temporary, path)
    finally:
        remove_database(temporary)


class UsageExitParser(argparse.ArgumentParser):
    """An argument parser that exits with 64 (EX_USAGE) on bad usage, like the other scripts."""

    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        print(f"Run '{self.prog} --help' for usage.", file=sys.stderr)
        sys.exit(64)


def default_database():
    if os.environ.get("ARTICULOS_DATASETTE_DB"):
        return os.environ["ARTICULOS_DATASETTE_DB"]
    state = os.environ.get("ARTICULOS_DATASETTE_STATE") or os.path.join(
        REPO_ROOT, "var", "datasette"
    )
    return os.path.join(state, "articulos.db")


def main(argv):
    parser = UsageExitParser(
        prog="create-db.sh",
        description="Creates a fresh articulos database (table, full-text index, triggers) "
        "from schema.sql. The database name Datasette serves is the file name without its "
        "extension: articulos.db is served at /articulos.",
        epilog="Exit status: 0 created, 1 failure, 64 bad usage.",
    )
    parser.add_argument(
        "--db",
        default=default_database(),
        metavar="PATH",
        help="the database file to create (default: $ARTICULOS_DATASETTE_DB, else "
        "$ARTICULOS_DATASETTE_STATE/articulos.db, else <repo>/var/datasette/articulos.db)",
    )
    parser.add_argument(
        "--sample",
        type=int,
        default=0,
        metavar="N",
        help="fill N sample Spanish articles (default 0)",
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="seed of the sample articles (default 1)"
    )
    parser.add_argument(
        "--journal-mode",
        choices=["wal", "delete"],
        default="wal",
        help="wal (the default, as schema.sql sets it) lets readers go on during a write; "
        "delete keeps the database in one file with a rollback journal",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace the file if it already exists (stop a server that serves it first)",
    )
    arguments = parser.parse_args(argv)
    if arguments.sample < 0:
        parser.error("--sample must be 0 or more")
    path = os.path.abspath(arguments.db)
    if os.path.exists(path) and not arguments.force:
        print(
            f"create-db.sh: error: {path} already exists; pass --force to replace it",
            file=sys.stderr,
        )
        return 1
    started = time.monotonic()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        create(path, arguments.sample, arguments.seed, arguments.journal_mode)
    except (OSError, sqlite3.Error, RuntimeError) as error:
        print(f"create-db.sh: error: cannot create {path}: {error}", file=sys.stderr)
        return 1
    elapsed = time.monotonic() - started
    print(f"Created {path} with {arguments.sample} articles in {elapsed:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
