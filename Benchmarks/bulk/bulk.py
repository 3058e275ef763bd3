#!/usr/bin/env python3
"""Bulk reads and writes of the `articulos` tool against bare HTTP loops, side by side.

  Benchmarks/bulk/run.sh                      # builds the tool in release, then runs this
  python3 Benchmarks/bulk/bulk.py --bin .build/release/articulos --count 10000 --runs 3

Starts two Datasette servers on 127.0.0.1 (a source filled with N sample articles and an empty
destination) and measures, alternating in each run so both sides see the same machine:

  reads    the tool's `export FILE` and `list --all` against a bare loop that pages the table
           with `_size=max` (the server's largest page) and with `_size=100`; `list --limit N`
           (N the count) against `list --all`; and `export --tag T FILE` and
           `list --tag T --all` (T `bebidas` unless `--tag`) against a bare loop that pages
           the table filtered by that tag (`etiquetas__arraycontains`) with `_size=max`;
  copy     `copy --to` the destination against the bare read loop plus bare batched posts;
  import   `import FILE` into the destination against bare posts of 100 rows to `/-/upsert`;
  delete   `delete --from FILE` of M ids on a server with the bulk delete query (batches) and
           on a third server without it (one request per id, the tool's fallback), against
           bare loops posting the bulk query in batches and one `/-/delete` per id.

A bare loop is plain Python on one kept connection (`http.client`), parsing the JSON it gets:
the least a client can do. Every figure is the median of the runs; each ratio is the tool's
median over the bare loop's. The peak resident memory of the tool is its VmHWM, sampled every
50 ms while it runs (Linux only).

A filtered walk (`export --tag`, `list --tag --all`) that the tool cannot finish at this size
(its server's SQL time limit cuts a page short) is reported as FAILED in its row, a missed
target, and the other rows are still measured.

Prints every figure, each ratio with its target and PASS or FAIL, and exits 1 when a target is
missed (2 when the benchmark itself could not run). `--report-only` always exits 0 once the
figures are printed (CI runs it that way at a small size, to prove it runs).
"""

import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import benchmarking  # noqa: E402 (the drivers' shared part, in Benchmarks/)
from benchmarking import BenchmarkError  # noqa: E402

BATCH = 100  # Datasette's max_insert_rows by default, and the tool's batch size
DELETE_BATCH = 500  # the tool's batch of ids for the bulk delete query
SAMPLE_SECONDS = 0.05


class Server(benchmarking.Datasette):
    """One Datasette started with the project's scripts, and a kept connection to it."""

    def __init__(self, work, name, sample, bulk_delete=True):
        super().__init__(os.path.join(work, name), sample=sample,
                         options=[] if bulk_delete else ["--no-bulk-delete"])
        parts = urllib.parse.urlsplit(self.database_url)
        self.host, self.port, self.prefix = parts.hostname, parts.port, parts.path
        self.connection = None

    def connect(self):
        """A new kept connection for one loop (the server closes one idle for a few seconds)."""
        if self.connection:
            self.connection.close()
        self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)

    def request(self, method, path, body=None):
        headers = {"Accept": "application/json"}
        if body is not None:
            headers["Content-Type"] = "application/json"
            headers["Authorization"] = f"Bearer {self.token}"
            body = json.dumps(body).encode()
        self.connection.request(method, self.prefix + path, body=body, headers=headers)
        answer = self.connection.getresponse()
        data = answer.read()
        if answer.status >= 300:
            raise BenchmarkError(f"{method} {path} answered {answer.status}: {data[:200]!r}")
        return json.loads(data)

    def read_all(self, size, tag=None):
        """Every row (with `tag`, if given), paging by `next` with `_size=size`: the bare read
        loop."""
        self.connect()
        rows = []
        first = f"/articulos.json?_shape=objects&_size={size}"
        if tag is not None:
            first += f"&etiquetas__arraycontains={urllib.parse.quote(tag, safe='')}"
        path = first
        while path:
            page = self.request("GET", path)
            rows += page["rows"]
            after = page.get("next")
            path = f"{first}&_next={urllib.parse.quote(after, safe='')}" if after else None
        return rows

    def upsert_all(self, rows):
        """The rows in batches of BATCH: the bare write loop."""
        self.connect()
        for start in range(0, len(rows), BATCH):
            self.request("POST", "/articulos/-/upsert", {"rows": rows[start:start + BATCH]})

    def delete_each(self, ids):
        """One `/-/delete` per id: the bare per-row delete loop."""
        self.connect()
        for identifier in ids:
            self.request("POST", f"/articulos/{urllib.parse.quote(identifier, safe='')}/-/delete",
                         {})

    def delete_bulk(self, ids):
        """The bulk delete query, DELETE_BATCH ids a request: the bare batched delete loop."""
        self.connect()
        for start in range(0, len(ids), DELETE_BATCH):
            batch = json.dumps(ids[start:start + DELETE_BATCH])
            self.request("POST", "/borrar_articulos?_json=1", {"ids": batch})

    def exists(self, identifier):
        """Whether the table has a row with this id."""
        self.connect()
        path = (f"/articulos.json?_shape=objects&_col=id&id__exact="
                f"{urllib.parse.quote(identifier, safe='')}")
        return bool(self.request("GET", path)["rows"])


def timed(function):
    started = time.monotonic()
    value = function()
    return time.monotonic() - started, value


class Tool:
    """Runs the tool as a process; each run's seconds and peak resident memory."""

    def __init__(self, binary, work):
        self.binary = binary
        self.environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": work,
            "XDG_CONFIG_HOME": os.path.join(work, "config"),
            "LANG": "C.UTF-8",
        }

    def run(self, arguments, token=None):
        """Seconds and peak resident memory in KiB (VmHWM, sampled while it runs: the child's
        ru_maxrss would count the forked Python it was before it became the tool)."""
        environment = dict(self.environment)
        if token:
            environment["ARTICULOS_TOKEN"] = token
        peak = [0]
        with open(os.devnull, "wb") as null, tempfile.TemporaryFile() as err:
            started = time.monotonic()
            process = subprocess.Popen([self.binary] + arguments, env=environment,
                                       stdin=subprocess.DEVNULL, stdout=null, stderr=err)
            finished = threading.Event()

            def sample():
                while not finished.wait(SAMPLE_SECONDS):
                    peak[0] = max(peak[0], high_water_kib(process.pid))

            # NB: Sampled on a thread, so the wait below sees the exit at once: polling here
            # would add up to SAMPLE_SECONDS to every run.
            sampler = threading.Thread(target=sample)
            sampler.start()
            process.wait()
            seconds = time.monotonic() - started
            finished.set()
            sampler.join()
            if process.returncode != 0:
                err.seek(0)
                raise BenchmarkError(
                    f"articulos {' '.join(arguments)} exited {process.returncode}: "
                    f"{err.read()[-400:].decode(errors='replace')}")
        return seconds, peak[0]


def print_peak_memory(memory):
    """Prints each command's peak resident memory as `Tool.run` sampled it; a command that
    ended before the first sample is said to be unsampled, never shown as 0 MiB."""
    if not os.path.exists("/proc/self/status"):
        print("  peak resident memory of the tool: not measured (it is read from Linux's /proc)")
        return
    print("  peak resident memory of the tool (VmHWM): " + ", ".join(
        f"{name} {kib / 1024:.1f} MiB" if kib else f"{name} not sampled (done within one "
        f"{SAMPLE_SECONDS * 1000:.0f} ms sample)" for name, kib in memory.items()))


def high_water_kib(pid):
    """The peak resident memory of a running process in KiB (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return 0


def article_rows(path):
    """The rows Datasette stores for the articles of an export file."""
    with open(path, encoding="utf-8") as file:
        articles = json.load(file)
    return [{"id": a["id"], "titulo": a["titulo"], "cuerpo": a["cuerpo"],
             "etiquetas": json.dumps(a["etiquetas"], ensure_ascii=False),
             "creado": a["creado"], "actualizado": a["actualizado"]} for a in articles]


def measure(arguments, work):
    source = Server(work, "source", arguments.count)
    destination = Server(work, "destination", 0)
    per_row = Server(work, "per-row", 0, bulk_delete=False)
    try:
        tool = Tool(arguments.bin, work)
        export_file = os.path.join(work, "export.json")
        ids_file = os.path.join(work, "ids.txt")
        figures = {name: [] for name in (
            "bare max", "bare 100", "export", "list --all", "list --limit N", "bare tag max",
            "export --tag", "list --tag --all", "copy", "bare copy", "import", "bare import",
            "delete", "bare bulk delete", "delete per row", "bare delete")}
        memory = {"export": 0, "list --all": 0, "list --limit N": 0, "export --tag": 0,
                  "list --tag --all": 0, "copy": 0, "import": 0, "delete": 0,
                  "delete per row": 0}
        failures = {}

        def tool_run(name, argv, token=None):
            seconds, rss = tool.run(argv, token)
            figures[name].append(seconds)
            memory[name] = max(memory[name], rss)

        def walk_run(name, argv):
            """A filtered walk, which may fail at a size its server cannot page: the failure
            is reported as the row's result (a missed target), and the rest is measured."""
            try:
                tool_run(name, argv)
                return True
            except BenchmarkError as error:
                failures[name] = str(error).splitlines()[-1]
                return False

        for number in range(arguments.runs):
            print(f"run {number + 1} of {arguments.runs} ...", file=sys.stderr, flush=True)
            seconds, rows = timed(lambda: source.read_all("max"))
            if len(rows) != arguments.count:
                raise BenchmarkError(f"the bare loop read {len(rows)} of {arguments.count} rows")
            figures["bare max"].append(seconds)
            tool_run("export", ["--api", source.url, "export", export_file])
            figures["bare 100"].append(timed(lambda: source.read_all(100))[0])
            tool_run("list --all", ["--api", source.url, "list", "--all"])
            tool_run("list --limit N",
                     ["--api", source.url, "list", "--limit", str(arguments.count)])

            seconds, tagged = timed(lambda: source.read_all("max", arguments.tag))
            if not tagged:
                raise BenchmarkError(f"no article has the tag '{arguments.tag}'")
            figures["bare tag max"].append(seconds)
            tag_file = os.path.join(work, "export-tag.json")
            if walk_run("export --tag", ["--api", source.url, "export", tag_file, "--tag",
                                         arguments.tag]) \
                    and len(article_rows(tag_file)) != len(tagged):
                raise BenchmarkError(f"export --tag wrote {len(article_rows(tag_file))} of "
                                     f"{len(tagged)} articles")
            walk_run("list --tag --all", ["--api", source.url, "list", "--all", "--tag",
                                          arguments.tag])

            rows = article_rows(export_file)
            if len(rows) != arguments.count:
                raise BenchmarkError(f"export wrote {len(rows)} of {arguments.count} articles")
            figures["bare copy"].append(
                timed(lambda: destination.upsert_all(source.read_all("max")))[0])
            tool_run("copy", ["--api", source.url, "copy", "--to", destination.url,
                              "--to-token", destination.token])
            figures["bare import"].append(timed(lambda: destination.upsert_all(rows))[0])
            tool_run("import", ["--api", destination.url, "import", export_file],
                     destination.token)

            doomed = [row["id"] for row in rows[:arguments.delete_count]]
            with open(ids_file, "w", encoding="utf-8") as file:
                file.write("\n".join(doomed) + "\n")
            tool_run("delete", ["--api", destination.url, "delete", "--from", ids_file, "--yes"],
                     destination.token)
            check_gone(destination, doomed, "delete --from")
            destination.upsert_all(rows[:arguments.delete_count])
            figures["bare bulk delete"].append(
                timed(lambda: destination.delete_bulk(doomed))[0])
            check_gone(destination, doomed, "the bare bulk delete")
            destination.upsert_all(rows[:arguments.delete_count])

            per_row.upsert_all(rows[:arguments.delete_count])
            tool_run("delete per row", ["--api", per_row.url, "delete", "--from", ids_file,
                                        "--yes"], per_row.token)
            check_gone(per_row, doomed, "delete --from without bulk delete")
            per_row.upsert_all(rows[:arguments.delete_count])
            figures["bare delete"].append(timed(lambda: per_row.delete_each(doomed))[0])
        return figures, memory, failures
    finally:
        source.stop()
        destination.stop()
        per_row.stop()


def check_gone(server, ids, what):
    """Stops the benchmark when `what` left one of `ids` (a sample of them) on `server`."""
    if any(server.exists(identifier) for identifier in ids[::97] + ids[-1:]):
        raise BenchmarkError(f"{what} left an id it was given")


def report(arguments, figures, memory, failures):
    median = benchmarking.print_medians(
        f"Bulk benchmark: {arguments.count} articles, {arguments.delete_count} deleted, "
        f"tag '{arguments.tag}', {arguments.runs} runs side by side; medians in seconds "
        "(every run in brackets)", {name: runs for name, runs in figures.items() if runs}, 16, 2)
    rows = [
        ("export / bare max", "export", "bare max", 1.5),
        ("list --all / bare max", "list --all", "bare max", 1.5),
        ("list --limit N / list --all", "list --limit N", "list --all", 1.2),
        ("export --tag / bare tag max", "export --tag", "bare tag max", 1.5),
        ("list --tag --all / bare tag", "list --tag --all", "bare tag max", 1.5),
        ("copy / bare copy", "copy", "bare copy", 1.5),
        ("import / bare import", "import", "bare import", 1.2),
        ("delete / bare bulk delete", "delete", "bare bulk delete", 1.5),
        ("delete per row / bare per row", "delete per row", "bare delete", None),
    ]
    missed = []
    print(f"  {'ratio':<30} {'value':>6}  target")
    for label, tool, bare, target in rows:
        if tool in failures:
            missed.append(label)
            print(f"  {label:<30} FAILED: {failures[tool]}")
            continue
        ratio = median[tool] / median[bare]
        if target is None:
            verdict = "(for reference)"
        else:
            passed = ratio <= target
            verdict = f"<= {target}  {'PASS' if passed else 'FAIL'}"
            if not passed:
                missed.append(label)
        print(f"  {label:<30} {ratio:6.2f}  {verdict}")
    speedup = median["delete per row"] / median["delete"]
    passed = speedup >= 10
    if not passed:
        missed.append("delete per row / delete")
    print(f"  {'delete per row / delete':<30} {speedup:6.2f}  >= 10  "
          f"{'PASS' if passed else 'FAIL'} (what bulk delete saves)")
    print(f"  {'bare 100 / bare max':<30} {median['bare 100'] / median['bare max']:6.2f}  "
          "(what the largest page saves)")
    print()
    print_peak_memory({name: kib for name, kib in memory.items() if name not in failures})
    return missed


def parse_arguments(argv):
    parser = benchmarking.Parser(__doc__)
    parser.add_argument("--count", type=int, default=10_000, help="articles (default 10000)")
    parser.add_argument("--delete-count", type=int,
                        help="ids deleted per run (default: --count, at most 10000)")
    parser.add_argument("--runs", type=int, default=3, help="runs side by side (default 3)")
    parser.add_argument("--tag", default="bebidas",
                        help="the tag of the filtered walks (default bebidas)")
    parser.add_argument("--report-only", action="store_true",
                        help="exit 0 whatever the ratios, once they are printed")
    parser.add_argument("--work", help="folder for the servers and files (default: temporary)")
    arguments = parser.parse(
        argv,
        lambda a: (a.count >= BATCH, f"--count must be at least {BATCH}"),
        lambda a: (a.delete_count is None or 1 <= a.delete_count <= a.count,
                   "--delete-count must be 1 to --count"),
        lambda a: (a.runs >= 1, "--runs must be at least 1"))
    if arguments.delete_count is None:
        arguments.delete_count = min(arguments.count, 10_000)
    return arguments


def main(argv):
    arguments = parse_arguments(argv)
    try:
        if arguments.work:
            os.makedirs(arguments.work, exist_ok=True)
            work = tempfile.mkdtemp(dir=arguments.work)
            figures, memory, failures = measure(arguments, work)
        else:
            with tempfile.TemporaryDirectory() as work:
                figures, memory, failures = measure(arguments, work)
    except (BenchmarkError, subprocess.CalledProcessError, OSError) as error:
        return benchmarking.could_not_run("bulk.py", error)
    return benchmarking.verdict(
        report(arguments, figures, memory, failures), arguments.report_only)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
