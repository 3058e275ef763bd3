#!/usr/bin/env python3
"""The soak benchmark's driver: the `articulos` tool importing, listing and deleting N articles
against a fresh Datasette through the fault proxy, then the server checked directly.

  Benchmarks/soak/run.sh --count 100000        # builds the tool, then runs this
  python3 Benchmarks/soak/soak.py --bin .build/release/articulos --count 2000

Phases, each one run of the tool through the proxy (`--verbose`, `--json`):

1. import: a JSON file of N articles with fixed ids and accented text;
2. list: `list --all`, compared with the intended articles;
3. delete: `delete --from FILE --yes` of every other article (the even ones);

after each write phase the SQLite file of the server is read directly (not through the proxy
nor Datasette) and compared with the intended state: every id once, every field as intended,
nothing else. While the tool runs its resident memory (VmRSS of /proc/PID/status) is sampled;
the figure kept is the RSS when a tenth of the phase's articles were done (at the proxy) and
the highest RSS after it.

Prints every figure, PASS or FAIL for each target, and exits 1 when a target is missed, 2 when
the benchmark itself could not run, 64 on bad usage.
"""

import hashlib
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import benchmarking  # noqa: E402 (the drivers' shared part, in Benchmarks/)
from benchmarking import BenchmarkError  # noqa: E402

MEMORY_GROWTH_LIMIT = 1.10
SAMPLE_SECONDS = 0.05

TITLES = (
    "Café de especialidad en casa",
    "El año del pingüino",
    "Entrevista: la señora Muñoz",
    "Crónica de una ñoñería",
    "Canción para después del éxito",
    "Acción, reacción y corazón",
    "Ensayo sobre la pequeña Ó",
)
SENTENCES = (
    "Se muele el café justo antes de prepararlo, según la receta.",
    "El pingüino camina despacio por la orilla helada, más allá del faro.",
    "La señora Muñoz habló de tecnología y de jardinería.",
    "Una canción en español lleva tildes, eñes y diéresis: pingüino, año, acción.",
    "Nadie sabía qué ocurriría después del éxito.",
    "Las crónicas de antaño se escribían a mano, con paciencia.",
)
BASE_DATE = datetime(2024, 1, 1, tzinfo=timezone.utc)


def article(number):
    """Article `number`: fixed id, accented title and body of varying length, tags, dates."""
    created = BASE_DATE + timedelta(seconds=number * 37)
    updated = created + timedelta(days=number % 9, seconds=number % 61)
    body = " ".join(SENTENCES[(number + k) % len(SENTENCES)] for k in range(1 + number % 8))
    tags = ["soak", f"grupo-{number % 50}"] + (["café"] if number % 3 == 0 else [])
    return {
        "id": f"soak-{number:06d}",
        "titulo": f"{TITLES[number % len(TITLES)]} nº {number}",
        "cuerpo": f"Artículo {number}. {body}",
        "etiquetas": tags,
        "creado": created.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
        "actualizado": updated.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
    }


def row_of(article_):
    """The comparable form of an article: its fields in a fixed order, tags as a list."""
    return (
        article_["id"],
        article_["titulo"],
        article_["cuerpo"],
        tuple(article_["etiquetas"]),
        article_["creado"],
        article_["actualizado"],
    )


def digest(rows):
    """A SHA-256 of rows sorted by id, to compare two sets of articles in one value."""
    hasher = hashlib.sha256()
    for row in sorted(rows):
        hasher.update(json.dumps(row, ensure_ascii=False).encode())
        hasher.update(b"\n")
    return hasher.hexdigest()


def server_rows(database):
    """Every row of the server's table, read from the SQLite file itself (read-only)."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        cursor = connection.execute(
            "SELECT id, titulo, cuerpo, etiquetas, creado, actualizado FROM articulos"
        )
        return [
            (id_, titulo, cuerpo, tuple(json.loads(etiquetas)), creado, actualizado)
            for id_, titulo, cuerpo, etiquetas, creado, actualizado in cursor
        ]
    finally:
        connection.close()


def compare(intended, actual):
    """How `actual` rows differ from `intended` ones: missing, extra, duplicated, changed."""
    intended_by_id = {row[0]: row for row in intended}
    seen = {}
    for row in actual:
        seen.setdefault(row[0], []).append(row)
    missing = sorted(set(intended_by_id) - set(seen))
    extra = sorted(set(seen) - set(intended_by_id))
    duplicated = sorted(id_ for id_, rows in seen.items() if len(rows) > 1)
    changed = sorted(
        id_
        for id_, rows in seen.items()
        if id_ in intended_by_id and rows[0] != intended_by_id[id_]
    )
    return {
        "rows": len(actual),
        "distinct": len(seen),
        "missing": missing,
        "extra": extra,
        "duplicated": duplicated,
        "changed": changed,
        "hash_intended": digest(intended),
        "hash_actual": digest(actual),
    }


def exact(comparison):
    """Whether a comparison found the intended state exactly."""
    return (
        not comparison["missing"]
        and not comparison["extra"]
        and not comparison["duplicated"]
        and not comparison["changed"]
        and comparison["hash_intended"] == comparison["hash_actual"]
    )


def vm_rss_kib(pid):
    """The resident memory of a process in KiB, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        return None
    return None


def proxy_stats(proxy_url):
    """The proxy's counts so far."""
    with urllib.request.urlopen(f"{proxy_url}/-/proxy-stats", timeout=10) as answer:
        return json.load(answer)


class Phase:
    """One run of the tool, watched: exit code, output, RSS samples against progress."""

    def __init__(self, name, argv, environment, work, progress, total):
        self.name = name
        self.argv = argv
        self.environment = environment
        self.stdout_path = os.path.join(work, f"{name}.stdout")
        self.stderr_path = os.path.join(work, f"{name}.stderr")
        self.progress = progress
        self.total = total
        self.samples = []  # (seconds, articles done, RSS KiB)

    def run(self):
        threshold = max(1, self.total // 10)
        started = time.monotonic()
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            process = subprocess.Popen(
                self.argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=self.environment
            )
            while process.poll() is None:
                now = time.monotonic()
                done = self.progress()
                rss = vm_rss_kib(process.pid)
                if rss is not None:
                    self.samples.append((now - started, done, rss))
                time.sleep(SAMPLE_SECONDS)
            self.code = process.returncode
        self.seconds = time.monotonic() - started
        samples_path = os.path.join(os.path.dirname(self.stdout_path), f"{self.name}.rss.csv")
        with open(samples_path, "w", encoding="ascii") as csv:
            csv.write("seconds,articles_done,rss_kib\n")
            csv.writelines(f"{t:.2f},{done},{rss}\n" for t, done, rss in self.samples)
        with open(self.stdout_path, encoding="utf-8", errors="replace") as out:
            self.stdout = out.read()
        with open(self.stderr_path, encoding="utf-8", errors="replace") as err:
            self.stderr = err.read()
        after = [s for s in self.samples if s[1] >= threshold]
        self.rss_at_tenth = after[0][2] if after else None
        self.rss_max_after = max(s[2] for s in after) if after else None
        self.rss_max = max((s[2] for s in self.samples), default=None)
        return self

    @property
    def memory_ratio(self):
        if not self.rss_at_tenth:
            return None
        return self.rss_max_after / self.rss_at_tenth

    def summary_json(self):
        """The tool's --json document (the last line of standard output), or None."""
        lines = [line for line in self.stdout.splitlines() if line.strip()]
        if not lines:
            return None
        try:
            return json.loads(lines[-1])
        except json.JSONDecodeError:
            return None

    def trace_counts(self):
        """What --verbose says: requests made, calls that failed, retries announced."""
        requests = failed = retries = 0
        for line in self.stderr.splitlines():
            if line.startswith("> "):
                requests += 1
            elif line.startswith("< failed"):
                failed += 1
            elif line.startswith("Retrying"):
                retries += 1
        return {"requests": requests, "failed": failed, "retries": retries}

    def error_lines(self):
        return [line for line in self.stderr.splitlines() if line.startswith("Error:")]


class Report:
    """Printed lines and the verdict of every target."""

    def __init__(self):
        self.targets = []

    @staticmethod
    def line(text=""):
        print(text, flush=True)

    def target(self, name, passed, detail):
        self.targets.append((name, passed))
        self.line(f"  {'PASS' if passed else 'FAIL'}  {name}: {detail}")

    def unmeasured(self, name, detail):
        """A target this run could not measure: said, and neither passed nor missed."""
        self.line(f"  N/A   {name}: {detail}")

    @property
    def passed(self):
        return all(passed for _, passed in self.targets)


def mib(kib):
    return "-" if kib is None else f"{kib / 1024:.1f} MiB"


def report_memory(report, phase):
    name = f"{phase.name}: memory flat after the first tenth"
    ratio = phase.memory_ratio
    if not os.path.exists("/proc/self/status"):
        report.unmeasured(name, "memory is read from Linux's /proc, which this system lacks")
        return
    if ratio is None:
        report.unmeasured(name, "the phase was too short to sample after its first tenth")
        return
    report.target(
        name,
        ratio <= MEMORY_GROWTH_LIMIT,
        f"RSS {mib(phase.rss_at_tenth)} at {max(1, phase.total // 10)} articles, "
        f"max after {mib(phase.rss_max_after)}, ratio {ratio:.3f} (limit {MEMORY_GROWTH_LIMIT})",
    )


def report_phase(report, phase, stats_before, stats_after):
    traces = phase.trace_counts()
    faults = {
        kind: stats_after["faults"][kind] - stats_before["faults"][kind]
        for kind in stats_after["faults"]
    }
    lost_before = stats_before["lost_answers"]
    lost = {
        route: count - lost_before.get(route, 0)
        for route, count in stats_after["lost_answers"].items()
    }
    report.line(
        f"{phase.name}: exit {phase.code} in {phase.seconds:.1f} s; "
        f"proxy: {stats_after['requests'] - stats_before['requests']} requests, "
        f"faults {json.dumps(faults, sort_keys=True)}, "
        f"lost answers {json.dumps(lost, sort_keys=True)}"
    )
    report.line(
        f"{phase.name}: tool: {traces['requests']} calls traced, {traces['failed']} failed calls, "
        f"{traces['retries']} retries announced; RSS max {mib(phase.rss_max)}"
    )
    for error in phase.error_lines()[:3]:
        report.line(f"{phase.name}: tool said: {error}")


def start_proxy(work, upstream, arguments):
    port_file = os.path.join(work, "proxy.port")
    command = [
        sys.executable, os.path.join(HERE, "fault_proxy.py"), "--upstream", upstream,
        "--seed", str(arguments.seed), "--drop", str(arguments.drop),
        "--delay", str(arguments.delay), "--truncate", str(arguments.truncate),
        "--delay-min", str(arguments.delay_min), "--delay-max", str(arguments.delay_max),
        "--port-file", port_file, "--stats-file", os.path.join(work, "proxy-stats.json"),
    ]
    log = open(os.path.join(work, "proxy.log"), "wb")
    process = subprocess.Popen(command, stdout=log, stderr=log)
    deadline = time.monotonic() + 10
    while not os.path.exists(port_file):
        if process.poll() is not None or time.monotonic() > deadline:
            raise BenchmarkError("the fault proxy did not start; see proxy.log")
        time.sleep(0.05)
    with open(port_file, encoding="ascii") as file:
        return process, f"http://127.0.0.1:{file.read().strip()}"


def parse_arguments(argv):
    parser = benchmarking.Parser(__doc__)
    parser.add_argument("--count", type=int, default=100_000, help="articles (default 100000)")
    parser.add_argument("--seed", type=int, default=8, help="seed of the proxy's faults")
    parser.add_argument("--drop", type=float, default=0.01, help="share of requests dropped")
    parser.add_argument("--delay", type=float, default=0.01, help="share of requests delayed")
    parser.add_argument("--truncate", type=float, default=0.01, help="share of answers cut")
    parser.add_argument("--delay-min", type=float, default=0.2, help="shortest delay, seconds")
    parser.add_argument("--delay-max", type=float, default=2.0, help="longest delay, seconds")
    parser.add_argument("--work", help="folder for the server, files and logs (default: temporary)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder at the end")
    return parser.parse(argv, lambda a: (a.count >= 10, "--count must be at least 10"))


def run(arguments, work, report):
    """Starts the server and the proxy, runs the three phases, and stops both."""
    report.line(
        f"Soak: {arguments.count} articles; faults per request: drop {arguments.drop}, delay "
        f"{arguments.delay} ({arguments.delay_min}-{arguments.delay_max} s), truncate "
        f"{arguments.truncate}; seed {arguments.seed}"
    )
    started = time.monotonic()
    server = benchmarking.Datasette(work)  # an empty database; the import fills it
    try:
        proxy, proxy_url = start_proxy(work, server.url, arguments)
        try:
            soak = Soak(arguments, work, report, server, proxy_url)
            soak.import_phase()
            soak.list_phase()
            soak.delete_phase()
            soak.totals(started)
        finally:
            proxy.send_signal(signal.SIGTERM)
            try:
                proxy.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proxy.kill()
    finally:
        server.stop()


class Soak:
    """The three phases against one server and one proxy, and what each must leave."""

    def __init__(self, arguments, work, report, server, proxy_url):
        self.work = work
        self.report = report
        self.server = server
        self.proxy_url = proxy_url
        articles = [article(number) for number in range(arguments.count)]
        self.intended = [row_of(a) for a in articles]
        self.source = os.path.join(work, "articulos.json")
        with open(self.source, "w", encoding="utf-8") as file:
            json.dump(articles, file, ensure_ascii=False)
        self.environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": work,
            "XDG_CONFIG_HOME": os.path.join(work, "config"),
            "LANG": "C.UTF-8",
            "ARTICULOS_API": proxy_url,
            "ARTICULOS_TOKEN": server.token,
        }
        self.tool = [arguments.bin, "--verbose", "--json"]
        self.stats = proxy_stats(proxy_url)

    def run_phase(self, name, arguments, route, per_request, total):
        """Runs the tool with `arguments`; progress is `route` requests at the proxy since the
        phase began (an earlier phase's requests of the same route do not count)."""
        before = self.stats
        already = before["routes"].get(route, 0)

        def done():
            return (proxy_stats(self.proxy_url)["routes"].get(route, 0) - already) * per_request

        phase = Phase(name, self.tool + arguments, self.environment, self.work, done, total).run()
        self.stats = proxy_stats(self.proxy_url)
        self.report.line()
        report_phase(self.report, phase, before, self.stats)
        return phase

    def import_phase(self):
        """Imports every article; the server must hold each once, as intended."""
        report = self.report
        phase = self.run_phase("import", ["import", self.source], "upsert", 100, len(self.intended))
        summary = phase.summary_json() or {}
        reported = set(summary.get("pendientes", []))
        for batch in summary.get("fallidos", []):
            reported.update(batch["ids"])
        reported.update(entry["id"] for entry in summary.get("invalidos", []) if entry.get("id"))
        report.line(
            f"import: tool reported {summary.get('guardados', '?')} saved, "
            f"{len(summary.get('fallidos', []))} failed batches ({len(reported)} articles not "
            f"saved), complete {summary.get('completo', '?')}"
        )
        comparison = compare(self.intended, server_rows(self.server.database))
        really_failed = set(comparison["missing"]) | set(comparison["changed"])
        report_state(report, "import", comparison)
        report.target(
            "import: server in the intended state", exact(comparison), state_detail(comparison)
        )
        report.target(
            "import: every failure reported",
            really_failed <= reported,
            f"{len(really_failed)} articles really missing or wrong, {len(reported)} reported, "
            f"{len(really_failed - reported)} missing without a report",
        )
        report_memory(report, phase)

    def list_phase(self):
        """Lists every article; the listing must be the intended articles, each once."""
        report = self.report
        phase = self.run_phase("list", ["list", "--all"], "read", 100, len(self.intended))
        listed = (phase.summary_json() or {}).get("articulos")
        if listed is None:
            report.target(
                "list: every article listed once, as intended",
                False,
                f"no listing; exit {phase.code}, failure "
                + ("reported" if phase.error_lines() else "NOT reported"),
            )
        else:
            listing = compare(self.intended, [row_of(a) for a in listed])
            report.line(
                f"list: {listing['rows']} articles listed, {listing['distinct']} distinct; "
                f"hash {'matches' if exact(listing) else 'differs'}"
            )
            report.target(
                "list: every article listed once, as intended",
                exact(listing) and phase.code == 0,
                state_detail(listing),
            )
        report_memory(report, phase)

    def delete_phase(self):
        """Deletes the even articles; the server must keep exactly the odd ones, unchanged."""
        report = self.report
        to_delete = [row[0] for row in self.intended if int(row[0][5:]) % 2 == 0]
        kept = [row for row in self.intended if int(row[0][5:]) % 2 == 1]
        ids_file = os.path.join(self.work, "delete.ids")
        with open(ids_file, "w", encoding="utf-8") as file:
            file.write("".join(f"{id_}\n" for id_ in to_delete))
        phase = self.run_phase(
            "delete", ["delete", "--from", ids_file, "--yes"], "delete", 1, len(to_delete)
        )
        summary = phase.summary_json() or {}
        failed = {entry["id"] for entry in summary.get("fallidos", [])}
        pending = set(summary.get("pendientes", []))
        not_found = set(summary.get("noEncontrados", []))
        report.line(
            f"delete: tool reported {summary.get('borrados', '?')} deleted of "
            f"{summary.get('total', '?')}, {len(not_found)} not found, {len(failed)} failed, "
            f"{len(pending)} not attempted, {summary.get('reintentos', '?')} retries, "
            f"complete {summary.get('completo', '?')}"
        )
        comparison = compare(kept, server_rows(self.server.database))
        still_there = set(comparison["extra"])
        report_state(report, "delete", comparison)
        report.target(
            "delete: server in the intended state (only the odd half, unchanged)",
            exact(comparison),
            state_detail(comparison),
        )
        report.target(
            "delete: every failure reported",
            still_there <= failed | pending,
            f"{len(still_there)} articles still there, {len(failed | pending)} reported not "
            f"deleted, {len(still_there - failed - pending)} left without a report",
        )
        # Every id to delete existed before the phase, so each "not found" is a false report:
        # the article was deleted by a request whose answer the tool never saw (see the README).
        report.line(
            f"delete: {len(not_found)} ids reported not found, all of which existed before the "
            "phase (false reports, not failures: each is gone from the server)"
            if not_found
            else "delete: no id reported not found (none should be: every one existed)"
        )
        report_memory(report, phase)

    def totals(self, started):
        """The proxy's counts for the whole run, and the time it took."""
        stats = self.stats
        self.report.line()
        self.report.line(
            f"proxy in all: {stats['requests']} requests, {stats['forwarded']} forwarded, "
            f"{stats['answered']} answered whole, faults "
            f"{json.dumps(stats['faults'], sort_keys=True)}, {stats['delay_seconds']:.1f} s of "
            f"delays, lost answers {json.dumps(stats['lost_answers'], sort_keys=True)}, "
            f"{stats['upstream_errors']} upstream errors"
        )
        self.report.line(f"total: {time.monotonic() - started:.1f} s")


def state_detail(comparison):
    return (
        f"{comparison['rows']} rows, {len(comparison['missing'])} missing, "
        f"{len(comparison['extra'])} extra, {len(comparison['duplicated'])} duplicated, "
        f"{len(comparison['changed'])} changed"
    )


def report_state(report, name, comparison):
    report.line(
        f"{name}: server holds {comparison['rows']} rows ({comparison['distinct']} distinct ids); "
        f"hash {comparison['hash_actual'][:16]} vs intended {comparison['hash_intended'][:16]}"
    )
    for kind in ("missing", "extra", "duplicated", "changed"):
        if comparison[kind]:
            report.line(f"{name}: {kind}: {', '.join(comparison[kind][:5])}"
                        + (" …" if len(comparison[kind]) > 5 else ""))


def main(argv):
    arguments = parse_arguments(argv)
    work = arguments.work or tempfile.mkdtemp(prefix="articulos-soak-")
    os.makedirs(work, exist_ok=True)
    keep = arguments.keep or arguments.work is not None
    report = Report()
    try:
        run(arguments, work, report)
    except (BenchmarkError, subprocess.CalledProcessError, OSError) as error:
        return benchmarking.could_not_run("soak.py", f"{error} (the work folder {work} is kept)")
    if keep:
        report.line(f"Work folder (logs, RSS samples, proxy stats): {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    missed = sum(1 for _, passed in report.targets if not passed)
    report.line()
    report.line(
        f"Result: {'PASS' if report.passed else 'FAIL'} ({len(report.targets)} targets, "
        f"{missed} missed)"
    )
    return benchmarking.PASSED if report.passed else benchmarking.MISSED


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
