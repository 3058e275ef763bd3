"""What the benchmark drivers (bulk, search, soak) share: their exit statuses, the checks of
their command line, and a Datasette started with the project's scripts.

Each driver imports it from the folder above its own:

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    import benchmarking

Exit statuses, the same for every driver:

    0   every target met (or --report-only, once the figures are printed)
    1   a target missed
    2   the benchmark could not run (a server that did not start, a tool that failed, ...)
    64  bad usage (argparse's own status for it is 2, which here means "could not run")
"""

import argparse
import os
import statistics
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DATASETTE = os.path.join(ROOT, "Scripts", "datasette")

PASSED = 0
MISSED = 1
COULD_NOT_RUN = 2
BAD_USAGE = 64

EPILOG = ("Exit status: 0 every target met, 1 a target missed, 2 the benchmark could not run, "
          "64 bad usage.")


class BenchmarkError(Exception):
    """The benchmark could not run (not a missed target)."""


class Parser(argparse.ArgumentParser):
    """The command line of a driver: its description is the first paragraph of `doc`, it always
    takes `--bin` (the tool to measure), and every usage error exits with BAD_USAGE."""

    def __init__(self, doc):
        super().__init__(description=doc.split("\n\n")[0], epilog=EPILOG)
        self.add_argument("--bin", required=True, help="the articulos executable (release build)")

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(BAD_USAGE, f"{self.prog}: error: {message}\n")

    def parse(self, argv, *checks):
        """The arguments, once argparse and each `(holds, message)` of `checks(arguments)` agree
        they are good; otherwise prints the usage and the first problem, and exits BAD_USAGE."""
        arguments = self.parse_args(argv)
        for check in checks:
            holds, message = check(arguments)
            if not holds:
                self.error(message)
        if not os.access(arguments.bin, os.X_OK):
            self.error(f"--bin {arguments.bin} is not an executable")
        return arguments


class Datasette:
    """A Datasette on 127.0.0.1 started by Scripts/datasette/start.sh on a fresh database made by
    create-db.sh (with `sample` sample articles), keeping its files in `state`."""

    def __init__(self, state, sample=0, options=()):
        os.makedirs(state, exist_ok=True)
        self.state = state
        self.database = os.path.join(state, "articulos.db")
        create = [os.path.join(DATASETTE, "create-db.sh"), "--db", self.database]
        if sample:
            create += ["--sample", str(sample)]
        subprocess.run(create, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([os.path.join(DATASETTE, "start.sh"), "--state-dir", state, *options],
                       check=True, stdout=subprocess.DEVNULL)
        self.url = self.read("url")
        self.database_url = self.read("database_url")
        self.token = self.read("token")

    def read(self, name):
        """A file start.sh wrote in the state folder (url, database_url, token, ...)."""
        with open(os.path.join(self.state, name), encoding="utf-8") as file:
            return file.read().strip()

    def stop(self):
        subprocess.run([os.path.join(DATASETTE, "stop.sh"), "--state-dir", self.state],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def print_medians(title, figures, name_width, digits):
    """Prints `title`, then each figure's median and every run, and returns the medians."""
    median = {name: statistics.median(values) for name, values in figures.items()}
    print()
    print(title)
    for name, values in figures.items():
        runs = ", ".join(f"{value:.{digits}f}" for value in values)
        print(f"  {name:<{name_width}} {median[name]:{digits + 5}.{digits}f}  [{runs}]")
    print()
    return median


def could_not_run(name, error):
    """Says on standard error why the benchmark could not run; returns COULD_NOT_RUN."""
    print(f"{name}: the benchmark could not run: {error}", file=sys.stderr)
    return COULD_NOT_RUN


def verdict(missed, report_only):
    """The exit status for the targets `missed`, named on standard output."""
    if missed and not report_only:
        print(f"missed: {', '.join(missed)}")
        return MISSED
    return PASSED
