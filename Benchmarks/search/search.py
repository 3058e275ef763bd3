#!/usr/bin/env python3
"""Ranked search against Datasette's own table search, and the tool against curl, side by side.

  Benchmarks/search/run.sh                    # builds the tool in release, then runs this
  python3 Benchmarks/search/search.py --bin .build/release/articulos --count 20000

Starts a Datasette on 127.0.0.1 with N sample articles and, for a few queries at pages 1 and
10, measures in alternation:

  ranked    the SQL query the tool sends for `search TEXT --page P` (FTS5's bm25 with snippet(),
            read from the server's access log), sent by a bare client on a kept connection;
  unranked  Datasette's table search (`_search=TEXT&_size=20`), the same page reached through
            its `_next` tokens (only the last request is timed);
  tool      `articulos search TEXT --page P` as a process;
  curl      the tool's very request sent by `curl` (libcurl's own command line) as a process.

Every figure is the median of the runs, in milliseconds. Targets: ranked <= 1.5x unranked, and
the tool <= 1.1x curl. Prints every figure and each ratio with PASS or FAIL; exits 1 when a
target is missed, 2 when the benchmark could not run, 0 otherwise (always with --report-only).
"""

import http.client
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import benchmarking  # noqa: E402 (the drivers' shared part, in Benchmarks/)
from benchmarking import BenchmarkError  # noqa: E402

QUERIES = ["café", "ciudad", "la historia"]
PAGES = [1, 10]
PAGE_SIZE = 20


def milliseconds(function):
    started = time.monotonic()
    function()
    return (time.monotonic() - started) * 1000


class Server(benchmarking.Datasette):
    """The Datasette with `count` sample articles, and a kept connection to it."""

    def __init__(self, work, count):
        super().__init__(os.path.join(work, "server"), sample=count)
        parts = urllib.parse.urlsplit(self.url)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)

    def stop(self):
        self.connection.close()
        super().stop()

    def get(self, path):
        try:
            self.connection.request("GET", path, headers={"Accept": "application/json"})
            answer = self.connection.getresponse()
        except (http.client.HTTPException, ConnectionError):
            # The server closes a connection idle for a few seconds; one new one, then fail.
            self.connection.close()
            self.connection.request("GET", path, headers={"Accept": "application/json"})
            answer = self.connection.getresponse()
        body = answer.read()
        if answer.status != 200:
            raise BenchmarkError(f"GET {path[:120]} answered {answer.status}: {body[:200]!r}")
        return json.loads(body)

    def last_query_path(self):
        """The path of the last SQL query the server logged."""
        with open(os.path.join(self.state, "datasette.log"), encoding="utf-8") as log:
            paths = re.findall(r'"GET (/[^ ]*/-/query\.json\?[^ ]*) HTTP', log.read())
        if not paths:
            raise BenchmarkError("the tool sent no SQL query (is SQL allowed on this server?)")
        return paths[-1]

    def unranked_path(self, text, page):
        """The table search's path for `page`, following its `_next` tokens there; `None` when
        it has fewer pages."""
        path = f"/articulos/articulos.json?_search={urllib.parse.quote(text)}&_size={PAGE_SIZE}"
        for _ in range(page - 1):
            after = self.get(path).get("next")
            if after is None:
                return None
            path = (f"/articulos/articulos.json?_search={urllib.parse.quote(text)}"
                    f"&_size={PAGE_SIZE}&_next={urllib.parse.quote(after)}")
        return path


def run_process(argv, environment, accepted=(0,)):
    """Milliseconds that `argv` took; a BenchmarkError when it exits with a status not in
    `accepted`."""
    started = time.monotonic()
    result = subprocess.run(argv, env=environment, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, check=False)
    if result.returncode not in accepted:
        raise BenchmarkError(f"{' '.join(argv)} exited {result.returncode}: "
                             f"{result.stderr[-300:].decode(errors='replace')}")
    return (time.monotonic() - started) * 1000


def measure(arguments, work):
    curl = shutil.which("curl")
    if not curl:
        raise BenchmarkError("curl is not installed (apt-get install curl)")
    server = Server(work, arguments.count)
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": work,
                   "XDG_CONFIG_HOME": os.path.join(work, "config"), "LANG": "C.UTF-8",
                   "NO_COLOR": "1"}
    rows = []
    try:
        for text in QUERIES:
            for page in PAGES:
                tool = [arguments.bin, "--api", server.url, "search", text, "--page", str(page)]
                # A page without results exits 1, as grep does (Docs/CLI.md); such a page is
                # reported as not measured below.
                run_process(tool, environment, accepted=(0, 1))
                ranked = server.last_query_path()
                if not server.get(ranked).get("rows"):
                    rows.append((text, page, None))  # fewer matches than this page needs
                    continue
                unranked = server.unranked_path(text, page)
                if unranked is None:
                    rows.append((text, page, None))
                    continue
                figures = {"ranked": [], "unranked": [], "tool": [], "curl": []}
                for _ in range(arguments.runs):
                    figures["ranked"].append(milliseconds(lambda: server.get(ranked)))
                    figures["unranked"].append(milliseconds(lambda: server.get(unranked)))
                    figures["tool"].append(run_process(tool, environment))
                    figures["curl"].append(run_process(
                        [curl, "-s", "-f", "-H", "Accept: application/json", server.url + ranked],
                        environment))
                rows.append((text, page, {k: statistics.median(v) for k, v in figures.items()}))
    finally:
        server.stop()
    return rows


def report(arguments, rows):
    print()
    print(f"Search benchmark: {arguments.count} articles, pages of {PAGE_SIZE}, medians of "
          f"{arguments.runs} runs in milliseconds")
    print(f"  {'query':<24} {'page':>4} {'ranked':>8} {'unranked':>9} {'ratio':>6}"
          f" {'tool':>7} {'curl':>7} {'ratio':>6}")
    ranked_ratios, tool_ratios = [], []
    for text, page, median in rows:
        if median is None:
            print(f"  {text:<24} {page:>4}   (fewer than {page} pages of matches: not measured)")
            continue
        ranked_ratio = median["ranked"] / median["unranked"]
        tool_ratio = median["tool"] / median["curl"]
        ranked_ratios.append(ranked_ratio)
        tool_ratios.append(tool_ratio)
        print(f"  {text:<24} {page:>4} {median['ranked']:8.1f} {median['unranked']:9.1f}"
              f" {ranked_ratio:6.2f} {median['tool']:7.1f} {median['curl']:7.1f}"
              f" {tool_ratio:6.2f}")
    if not ranked_ratios:
        print("  nothing measured: no query has a page here")
        return ["every query"]
    worst_ranked, worst_tool = max(ranked_ratios), max(tool_ratios)
    print()
    missed = []
    for label, worst, target in [("ranked / unranked, worst query", worst_ranked, 1.5),
                                 ("tool / curl, worst query", worst_tool, 1.1)]:
        passed = worst <= target
        print(f"  {label:<32} {worst:5.2f}  <= {target}  {'PASS' if passed else 'FAIL'}")
        if not passed:
            missed.append(label)
    return missed


def main(argv):
    parser = benchmarking.Parser(__doc__)
    parser.add_argument("--count", type=int, default=20_000, help="articles (default 20000)")
    parser.add_argument("--runs", type=int, default=15, help="runs of each figure (default 15)")
    parser.add_argument("--report-only", action="store_true",
                        help="exit 0 whatever the ratios, once they are printed")
    arguments = parser.parse(
        argv,
        lambda a: (a.count >= 1_000, "--count must be at least 1000"),
        lambda a: (a.runs >= 1, "--runs must be at least 1"))
    try:
        with tempfile.TemporaryDirectory() as work:
            rows = measure(arguments, work)
    except (BenchmarkError, subprocess.CalledProcessError, OSError) as error:
        return benchmarking.could_not_run("search.py", error)
    return benchmarking.verdict(report(arguments, rows), arguments.report_only)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
