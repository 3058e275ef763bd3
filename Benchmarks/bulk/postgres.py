#!/usr/bin/env python3
"""Bulk work of the `articulos` tool on PostgreSQL against bare libpq loops, side by side.

  Benchmarks/bulk/run.sh --postgres           # builds the tool in release, then runs this
  python3 Benchmarks/bulk/postgres.py --bin .build/release/articulos --count 100000 --runs 3

Starts one throwaway PostgreSQL on 127.0.0.1 (Scripts/postgres/start.sh) with three databases:
a source filled with N sample articles (the generator of Scripts/datasette/create_db.py), an
empty destination, and one of 20,000 articles for search. It measures, alternating in each run
so both sides see the same machine:

  import   `import FILE` into the empty destination against upserts of 100 articles a statement
           (the tool's batch), one statement a line of a prepared file;
  export   `export FILE` of the source against reading it by id in pages of 1,000 (the tool's
           page) and writing each row's JSON;
  copy     `copy --to` from the source to the empty destination against the same read loop
           upserting each page, 100 rows a statement;
  delete   `delete --from FILE --yes` of every article of a full destination against deletes
           of 500 ids a statement (the tool's batch);
  search   `search WORD --page P` on the 20,000 articles against the same ranked query with
           excerpts, one process a page on each side.

The bare loops are Benchmarks/bulk/bare-libpq.c, compiled here: plain C on one connection with
bound parameters and the statements of ArticulosPostgres, doing nothing else (rows are read as
the server's JSON text and copied out unread, where the tool reads and checks each column).
Every figure is the median of the runs; each ratio is the tool's median over the bare loop's, with the issue's
target (1.2) beside it; search has no target and is shown per page. After each side the driver
checks what the database holds (every article saved, every id gone, every row exported), so a
side that did less is caught. The tool's peak resident memory (VmHWM) is sampled as in bulk.py.

Exit status as every driver (Benchmarks/benchmarking.py); `--report-only` exits 0 once the
figures are printed.
"""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
import benchmarking  # noqa: E402 (the drivers' shared part, in Benchmarks/)
from benchmarking import BenchmarkError  # noqa: E402
from bulk import Tool, print_peak_memory  # noqa: E402 (the tool as a process, its peak memory)

POSTGRES = os.path.join(benchmarking.ROOT, "Scripts", "postgres")
IMPORT_BATCH = 100  # OpcionesDeEnvio.tamanoLoteMaximo: the articles of one guardarVarios
PAGE = 1_000  # ParametrosDelContrato.tamanoMaximoDePagina: the export's page
DELETE_BATCH = 500  # BorradoMasivoModel's batch of ids
SEARCH_COUNT = 20_000
SEARCH_WORD = "curiosidad"  # in about 8,500 of the 20,000: a large ranked set
TARGET = 1.2


def sample_articles(count):
    """`count` sample articles as the tool exports them (the Datasette sample generator's)."""
    spec = importlib.util.spec_from_file_location(
        "create_db", os.path.join(benchmarking.DATASETTE, "create_db.py"))
    create_db = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(create_db)
    return [{"id": row[0], "titulo": row[1], "cuerpo": row[2], "etiquetas": json.loads(row[3]),
             "creado": row[4], "actualizado": row[5]}
            for row in create_db.sample_articles(count, seed=1)]


class Postgres:
    """A throwaway server of Scripts/postgres/start.sh, and the databases made in it."""

    def __init__(self, work):
        self.folder = os.path.join(work, "postgres")
        started = subprocess.run([os.path.join(POSTGRES, "start.sh"), "--dir", self.folder],
                                 check=True, capture_output=True, text=True)
        self.uri = started.stdout.strip().splitlines()[-1]

    def database(self, name):
        """The URI of a new database `name` (with the schema, which template1 holds)."""
        self.sql(f"CREATE DATABASE {name}")
        return self.uri.rsplit("/", 1)[0] + "/" + name

    def sql(self, statement, uri=None):
        """What psql prints for `statement`, unaligned and without headers."""
        done = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
                               uri or self.uri, "-c", statement],
                              check=True, capture_output=True, text=True)
        return done.stdout.strip()

    def count(self, uri):
        return int(self.sql("SELECT count(*) FROM articulos", uri))

    def empty(self, uri):
        self.sql("TRUNCATE articulos", uri)

    def stop(self):
        subprocess.run([os.path.join(POSTGRES, "stop.sh"), self.folder],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


class Bare:
    """The bare loops: bare-libpq.c, compiled against the system's libpq."""

    def __init__(self, work):
        self.binary = os.path.join(work, "bare-libpq")
        include = subprocess.run(["pkg-config", "--cflags", "libpq"], capture_output=True,
                                 text=True).stdout.split() or ["-I/usr/include/postgresql"]
        subprocess.run(["cc", "-O2", *include, os.path.join(HERE, "bare-libpq.c"), "-lpq",
                        "-o", self.binary], check=True)

    def run(self, *arguments):
        """Seconds, and the count the loop printed."""
        started = time.monotonic()
        done = subprocess.run([self.binary, *arguments], capture_output=True, text=True)
        seconds = time.monotonic() - started
        if done.returncode != 0:
            raise BenchmarkError(f"bare-libpq {arguments[1]} exited {done.returncode}: "
                                 f"{done.stderr[-400:]}")
        return seconds, int(done.stdout.strip() or 0)


def write_batches(articles, path):
    """One JSON array of IMPORT_BATCH articles a line: the bare import's statements."""
    with open(path, "w", encoding="utf-8") as file:
        for start in range(0, len(articles), IMPORT_BATCH):
            file.write(json.dumps(articles[start:start + IMPORT_BATCH], ensure_ascii=False))
            file.write("\n")


def expect(what, found, wanted):
    if found != wanted:
        raise BenchmarkError(f"{what}: {found} where {wanted} were expected")


def exported_count(path):
    with open(path, encoding="utf-8") as file:
        return len(json.load(file))


def measure(arguments, work):
    server = Postgres(work)
    try:
        bare = Bare(work)
        tool = Tool(arguments.bin, work)
        source = server.database("fuente")
        destination = server.database("destino")
        search = server.database("busqueda")

        articles = sample_articles(max(arguments.count, SEARCH_COUNT))
        import_file = os.path.join(work, "articles.json")
        with open(import_file, "w", encoding="utf-8") as file:
            json.dump(articles[:arguments.count], file, ensure_ascii=False)
        batches = os.path.join(work, "batches.jsonl")
        write_batches(articles[:arguments.count], batches)
        ids_file = os.path.join(work, "ids.txt")
        with open(ids_file, "w", encoding="utf-8") as file:
            file.writelines(article["id"] + "\n" for article in articles[:arguments.count])
        search_batches = os.path.join(work, "search-batches.jsonl")
        write_batches(articles[:SEARCH_COUNT], search_batches)
        bare.run(source, "upsert", batches)
        bare.run(search, "upsert", search_batches)
        expect("the source's articles", server.count(source), arguments.count)
        expect("the search database's articles", server.count(search), SEARCH_COUNT)
        del articles

        names = ("import", "bare import", "export", "bare export", "copy", "bare copy",
                 "delete", "bare delete", "search page", "bare search page")
        figures = {name: [] for name in names}
        memory = {}
        out = os.path.join(work, "out.json")

        def tool_import():
            server.empty(destination)
            seconds, peak = tool.run(["--api", destination, "import", import_file])
            expect("articles after the tool's import", server.count(destination),
                   arguments.count)
            memory["import"] = max(memory.get("import", 0), peak)
            return seconds

        def bare_import():
            server.empty(destination)
            seconds, _ = bare.run(destination, "upsert", batches)
            expect("articles after the bare import", server.count(destination), arguments.count)
            return seconds

        def tool_export():
            seconds, peak = tool.run(["--api", source, "export", out])
            expect("articles the tool exported", exported_count(out), arguments.count)
            memory["export"] = max(memory.get("export", 0), peak)
            return seconds

        def bare_export():
            seconds, rows = bare.run(source, "read", str(PAGE), out)
            expect("rows the bare loop read", rows, arguments.count)
            return seconds

        def tool_copy():
            server.empty(destination)
            seconds, peak = tool.run(["--api", source, "copy", "--to", destination])
            expect("articles after the tool's copy", server.count(destination), arguments.count)
            memory["copy"] = max(memory.get("copy", 0), peak)
            return seconds

        def bare_copy():
            server.empty(destination)
            seconds, _ = bare.run(source, "copy", destination, str(PAGE), str(IMPORT_BATCH))
            expect("articles after the bare copy", server.count(destination), arguments.count)
            return seconds

        def fill_destination():
            server.empty(destination)
            bare.run(destination, "upsert", batches)

        def tool_delete():
            fill_destination()
            seconds, peak = tool.run(
                ["--api", destination, "delete", "--from", ids_file, "--yes"])
            expect("articles left after the tool's delete", server.count(destination), 0)
            memory["delete"] = max(memory.get("delete", 0), peak)
            return seconds

        def bare_delete():
            fill_destination()
            seconds, deleted = bare.run(destination, "delete", ids_file, str(DELETE_BATCH))
            expect("ids the bare loop deleted", deleted, arguments.count)
            return seconds

        def tool_search():
            total = 0.0
            for page in range(1, arguments.search_pages + 1):
                seconds, _ = tool.run(["--api", search, "search", SEARCH_WORD, "--page",
                                       str(page)])
                total += seconds
            return total / arguments.search_pages

        def bare_search():
            total = 0.0
            for page in range(1, arguments.search_pages + 1):
                seconds, rows = bare.run(search, "search", SEARCH_WORD, str(page))
                expect(f"rows of the bare search's page {page}", rows, 20)
                total += seconds
            return total / arguments.search_pages

        pairs = [("import", tool_import, bare_import), ("export", tool_export, bare_export),
                 ("copy", tool_copy, bare_copy), ("delete", tool_delete, bare_delete),
                 ("search page", tool_search, bare_search)]
        for run in range(arguments.runs):
            for name, tool_side, bare_side in pairs:
                sides = [(name, tool_side), (f"bare {name}", bare_side)]
                for label, side in sides if run % 2 == 0 else reversed(sides):
                    figures[label].append(side())
                    print(f"  run {run + 1}: {label} {figures[label][-1]:.3f} s", flush=True)
        return figures, memory
    finally:
        server.stop()


def report(arguments, figures, memory):
    median = benchmarking.print_medians(
        f"PostgreSQL bulk benchmark: {arguments.count} articles ({SEARCH_COUNT} for search, "
        f"{arguments.search_pages} pages), {arguments.runs} runs side by side; medians in "
        "seconds (every run in brackets)", figures, 18, 3)
    missed = []
    print(f"  {'ratio':<32} {'value':>6}  target")
    for name in ("import", "export", "copy", "delete"):
        ratio = median[name] / median[f"bare {name}"]
        passed = ratio <= TARGET
        if not passed:
            missed.append(f"{name} / bare {name}")
        label = f"{name} / bare {name}"
        print(f"  {label:<32} {ratio:6.2f}  <= {TARGET}  {'PASS' if passed else 'FAIL'}")
    ratio = median["search page"] / median["bare search page"]
    print(f"  {'search page / bare search page':<32} {ratio:6.2f}  (no target; "
          f"{median['search page'] * 1000:.0f} ms against {median['bare search page'] * 1000:.0f}"
          " ms a page, each a process)")
    print()
    print_peak_memory(memory)
    return missed


def parse_arguments(argv):
    parser = benchmarking.Parser(__doc__)
    parser.add_argument("--count", type=int, default=10_000, help="articles (default 10000)")
    parser.add_argument("--runs", type=int, default=3, help="runs side by side (default 3)")
    parser.add_argument("--search-pages", type=int, default=5,
                        help="search pages per run (default 5)")
    parser.add_argument("--report-only", action="store_true",
                        help="exit 0 whatever the ratios, once they are printed")
    parser.add_argument("--work", help="folder for the server and files (default: temporary)")
    return parser.parse(
        argv,
        lambda a: (a.count >= IMPORT_BATCH, f"--count must be at least {IMPORT_BATCH}"),
        lambda a: (a.runs >= 1, "--runs must be at least 1"),
        lambda a: (1 <= a.search_pages <= 50, "--search-pages must be 1 to 50"),
        lambda a: (shutil.which("psql") is not None and shutil.which("cc") is not None,
                   "psql and cc are needed (Scripts/install-system-packages.sh)"))


def main(argv):
    arguments = parse_arguments(argv)
    try:
        if arguments.work:
            os.makedirs(arguments.work, exist_ok=True)
            work = tempfile.mkdtemp(dir=arguments.work)
            figures, memory = measure(arguments, work)
        else:
            with tempfile.TemporaryDirectory() as work:
                os.chmod(work, 0o755)
                figures, memory = measure(arguments, work)
    except (BenchmarkError, subprocess.CalledProcessError, OSError) as error:
        detail = getattr(error, "stderr", None)
        return benchmarking.could_not_run("postgres.py", f"{error} {detail or ''}".strip())
    return benchmarking.verdict(report(arguments, figures, memory), arguments.report_only)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
