#!/usr/bin/env python3
"""Runs every articulos subcommand against every kind of broken server and writes the results.

Each cell of the matrix is one subcommand of the built tool, run as a process with a short
`--timeout`, against one misbehaving server from Scripts/security/adversarial_server.py (or a
closed port). A cell passes when the tool ends on its own, in good time, with an honest exit
status and a message that names what went wrong; it fails when the tool hangs, claims success
that the server never gave, prints a raw terminal escape from the server, or fails without
saying why. The result is a Markdown table, Docs/FaultMatrix.md by default.

Usage:
  python3 Scripts/fault-matrix.py [--tool PATH] [--output FILE] [--check] [--jobs N]
                                  [--timeout S] [--hang-after S] [--modes A,B] [--commands A,B]
  python3 Scripts/fault-matrix.py --self-test

  --check       exit 1 when any cell fails, after listing the failing cells
  --jobs N      cells run at once (default 4); each cell has its own servers
  --timeout S   the tool's --timeout (default 3)
  --hang-after S  wall-clock seconds after which a cell is killed and counted as a HANG (20)

Exit status: 0 done (with --check: every cell passed), 1 some cell failed (--check only),
2 the matrix could not be run (no tool, a tool without --timeout, a server that did not start).

Python 3.11, standard library only. Every server and tool process it starts is killed when it
ends, also on Ctrl-C or SIGTERM, and every temporary folder is removed.
"""

import argparse
import atexit
import concurrent.futures
import dataclasses
import datetime
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(ROOT, "Scripts", "security", "adversarial_server.py")
REGENERATE = "python3 Scripts/fault-matrix.py"
TOKEN = "dstok_fake"
ARTICLE = "00000000-0000-0000-0000-000000000001"
ARTICLE_ID = re.compile(rb"00000000-0000-0000-0000-\d{12}")
LIST_LIMIT = 20  # what list and search show by default

# What a message must contain (any one, ignoring case) to name each kind of fault.
TIMEOUT_WORDS = ["within", "timed out", "timeout", "time out", "too long"]
REFUSED_WORDS = ["connect", "refused"]
BODY_WORDS = ["answer", "not what", "json", "utf-8", "utf8", "html"]
# NB: Not "again": "Try again" and "Copying again converges" say nothing about the cursor.
CURSOR_WORDS = ["next", "cursor", "page token", "repeat"]
COUNT_WORDS = ["asked", "page holds", "more than", "too many", "count"]


@dataclasses.dataclass(frozen=True)
class Mode:
    """One way a server misbehaves, and what the tool must do about it."""

    name: str
    about: str
    # "dead": no valid answer ever comes, so every command must fail and say why.
    # "walk": only commands that follow `next` through every page must fail; others may succeed.
    # "text": every answer is valid; the tool must succeed and keep control bytes off the screen.
    # "store": reads are valid; a write's outcome is judged by what the server holds after it.
    kind: str
    words: tuple
    # Issue 32: phrases that must not appear in the output (ignoring case): a wrong diagnosis.
    forbidden: tuple = ()
    # Issue 32: a phrase `list` must print on standard output when it succeeds.
    list_says: str = ""


def dead(name, description, words):
    """A mode in which no valid answer ever comes: every command must fail naming `words`."""
    return Mode(name, description, "dead", tuple(words))


MODES = [
    dead("refused", "closed port: the connection is refused", REFUSED_WORDS),
    dead("silent", "connecting never completes", TIMEOUT_WORDS),
    dead("hold", "reads the request, never answers", TIMEOUT_WORDS),
    dead("stall-headers", "status line, then a header byte every 2 s", TIMEOUT_WORDS),
    dead("drip-body", "headers with Content-Length 100000, then a body byte every 2 s",
         TIMEOUT_WORDS),
    dead("bad-json", '200 application/json `{"ok": tru`', BODY_WORDS),
    dead("html", "200 text/html captive-portal page", BODY_WORDS),
    dead("bad-utf8", "200 application/json with bytes FF FE", BODY_WORDS),
    dead("wrong-json", '200 `{"status": "fine"}` to everything', BODY_WORDS),
    Mode("repeat-cursor", 'pages of one new article, always `"next": "same"`, count 1000', "walk",
         tuple(CURSOR_WORDS)),
    Mode("lying-count", "pages of 3 × `_size` rows, `count` 5, `next` null", "walk",
         tuple(COUNT_WORDS)),
    Mode("control-chars", "valid answers; the article's title and body hold OSC 0, CSI 2J, "
         "OSC 52", "text", ()),
]

# ---- Issue 32: reads (counts, walks, text, redaction, diagnostics), one block ----
# Each mode is a server of Scripts/security/adversarial_server.py's issue-32 block. Besides the
# rules of its kind, a cell fails when the output holds a `forbidden` phrase (the wrong cause),
# a line forged by the server's text, a spelling of the token, or "0 were not saved" for a copy
# that read nothing; `endless-pages` cells also fail when the walk asked for more than
# ISSUE_32_MAX_PAGES pages, or when a copy wrote more than ISSUE_32_MAX_ROWS rows.
ISSUE_32_MAX_PAGES = 200
ISSUE_32_MAX_ROWS = 5 + 100 + 2
ODD_COUNT_WORDS = ("not valid json", " of -5", "-5 matches", "1e+300", "of 1000000000000000000",
                   "of 10001", "10001 articles", "at least")
STORE_WORDS = ("not saved", "not stored", "may have been saved")
# The ids of the articles `import` sends, and those `copy → it` copies from the good server.
IMPORT_IDS = {f"00000000-0000-0000-0000-00000000010{n}" for n in range(1, 4)}
COPIED_IDS = {f"00000000-0000-0000-0000-{n:012d}" for n in range(1, 4)}
FORGED_LINE_STARTS = ("error: fake", "$ rm", "title: forged", "tags: forged")
ISSUE_32_MODES = [
    Mode("endless-pages", "pages of two new articles, a new `next` and `count` 5, forever",
         "walk", ("count",)),
    Mode("count-1e300", "three articles, `count` 1e300", "text", (), ODD_COUNT_WORDS),
    Mode("count-negative", "three articles, `count` -5", "text", (), ODD_COUNT_WORDS),
    Mode("count-absurd", "three articles, `count` 10^18", "text", (), ODD_COUNT_WORDS),
    Mode("count-lower-bound", "three articles, `count` 10001 with `count_truncated`", "text", (),
         ODD_COUNT_WORDS, "more than 10,000"),
    Mode("newlines", "ids, titles and tags hold \\n, \\r, U+2028, VT, FF, NEL and forged lines",
         "text", ()),
    Mode("newline-error", "500 whose error text holds forged lines", "dead",
         ("status 500", "failed"), ()),
    Mode("echo-spellings", "500 whose error text spells the Authorization value five ways",
         "dead", ("status 500", "failed"), ()),
    Mode("unauthorized", "401 `Authentication required` to everything", "dead", ("token",)),
    Mode("tls-port", "TLS on the port the tool is told is http://", "dead", ("tls", "https"),
         ("connection closed",)),
    Mode("huge-header", "200 with one header of 300 KB", "dead", ("header",),
         ("out of memory",)),
    Mode("endless-headers", "a status line, then header lines without end", "dead",
         ("header",), ("connection closed",)),
    Mode("bad-location", "302 to `http://[::1` (no URL)", "dead", ("redirect",),
         ("use an http:// or https:// url",)),
    Mode("too-many-requests", "429 with Retry-After: 1", "dead", ("too many requests",),
         ("server failed",)),
    Mode("refuse-save", "three articles; every POST gets 400 and a refusal", "refuse",
         ("refused",), ("usage:",)),
    # Writes judged by what the server holds afterwards (kind "store", see judge_store).
    Mode("stores-half", "upserts answered `{\"ok\": true}` without rows; only every other row "
         "is stored", "store", STORE_WORDS),
    Mode("stores-none", "upserts answered `{\"ok\": true}` without rows; nothing is stored",
         "store", STORE_WORDS),
    Mode("lost-answer", "upserts stored, then the connection closed without an answer", "store",
         STORE_WORDS),
]
MODES += ISSUE_32_MODES


def judge_issue_32(mode, command, result):
    """The issue-32 checks of a cell, as a list of short sentences; empty when it passes."""
    problems = []
    text = (result.stdout + result.stderr).decode("utf-8", "replace")
    lower = text.lower()
    forbidden = [phrase for phrase in mode.forbidden if phrase in lower]
    # NB: Writes and copies send the token (ARTICULOS_TOKEN), so a 401 does reject it there.
    if mode.name == "unauthorized" and not command.writes and not command.name.startswith("copy"):
        forbidden += [phrase for phrase in ("rejected the token",) if phrase in lower]
    if forbidden:
        problems.append(f"says {', '.join(repr(phrase) for phrase in forbidden)}: "
                        f"{error_line(result.stderr)!r}")
    forged = [line for line in text.splitlines()
              if line.strip().lower().startswith(FORGED_LINE_STARTS)
              or "\u2028" in line or "\u2029" in line or "\x85" in line]
    if forged:
        problems.append(f"a server's text forged a line: {forged[0][:80]!r}")
    spellings = token_spellings(TOKEN)
    leaked = [spelling for spelling in spellings if spelling in text]
    if leaked:
        problems.append(f"the token is printed spelled another way: {leaked[0]!r}")
    if command.name == "copy-from" and "0 were not saved" in lower:
        problems.append("a copy that read nothing says '0 were not saved'")
    if mode.name == "endless-pages":
        pages = sum(1 for entry in result.requests if entry.get("method") == "GET")
        if pages > ISSUE_32_MAX_PAGES:
            problems.append(f"asked for {pages} pages of a server that counts 5 articles")
        written = sum(entry.get("rows", 0) for entry in result.helper_requests
                      if entry.get("method") == "POST")
        if command.name == "copy-from" and written > ISSUE_32_MAX_ROWS:
            problems.append(f"wrote {written} rows copied from a server that counts 5")
    if mode.list_says and command.name == "list" and result.exit == 0 \
            and mode.list_says not in result.stdout.decode("utf-8", "replace"):
        problems.append(f"list does not say {mode.list_says!r}")
    return problems


def judge_store(command, result):
    """A write against a `store` server, judged by the rows it holds afterwards (the ids it
    logged as stored): exit 0 means every article is there; a failure means one is missing."""
    if command.name not in ("save", "import", "copy-to"):
        return []
    stored = {identifier for entry in result.requests for identifier in entry.get("stored", [])}
    stdout = result.stdout.decode("utf-8", "replace")
    if command.name == "save":
        holds_all = any(identifier in stdout for identifier in stored)
        what = "the article it created"
    else:
        intended = IMPORT_IDS if command.name == "import" else COPIED_IDS
        holds_all = intended <= stored
        what = f"{len(intended & stored)} of the {len(intended)} articles"
    if result.exit == 0 and not holds_all:
        return [f"exit 0, but the server holds only {what}"]
    if result.exit != 0 and (stored if command.name == "save" else holds_all):
        return [f"exit {result.exit}: reported a failure, but the server holds {what}"]
    return []


def token_spellings(token):
    """The spellings of `token` that echo-spellings sends (as adversarial_server.py writes them),
    long enough to mean a leak."""
    import base64
    return [base64.b64encode(f"Bearer {token}".encode()).decode()[8:], token[::-1],
            " ".join(token), "".join(f"%{byte:02X}" for byte in token.encode()), token.upper()]
# ---- end of issue 32's block ----


@dataclasses.dataclass(frozen=True)
class Command:
    """One column: a subcommand and what it does to the misbehaving server."""

    name: str
    label: str
    writes: bool  # the misbehaving server is asked to store or delete something
    walks: bool  # it follows `next` through every page of the misbehaving server


COMMANDS = [
    Command("list", "list", False, False),
    Command("search", "search", False, False),
    Command("show", "show", False, False),
    Command("save", "save", True, False),
    Command("import", "import", True, False),
    Command("export", "export", False, True),
    Command("copy-to", "copy → it", True, False),
    Command("copy-from", "copy ← it", False, True),
    Command("delete", "delete", True, False),
]


@dataclasses.dataclass
class Result:
    """What one run of the tool did."""

    exit: int | None  # None: killed as a hang
    seconds: float
    stdout: bytes
    stderr: bytes
    requests: list  # the misbehaving server's log
    helper_requests: list  # the well-behaved server's log, for copy


@dataclasses.dataclass
class Cell:
    mode: Mode
    command: Command
    result: Result | None = None
    problems: list = dataclasses.field(default_factory=list)


class HarnessError(Exception):
    """The matrix cannot be run at all."""


# Every child process, so that none outlives the script; once STOPPING is set, a process that a
# worker thread starts is killed at once.
CHILDREN = set()
CHILDREN_LOCK = threading.Lock()
STOPPING = threading.Event()


def track(process):
    with CHILDREN_LOCK:
        CHILDREN.add(process)
    if STOPPING.is_set():
        kill(process)
    return process


def kill(process):
    """Kills `process` and its process group (the tool runs in its own), then reaps it."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            try:
                process.kill()
            except ProcessLookupError:
                pass
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    with CHILDREN_LOCK:
        CHILDREN.discard(process)


def kill_all():
    STOPPING.set()
    with CHILDREN_LOCK:
        processes = list(CHILDREN)
    for process in processes:
        kill(process)


def on_signal(number, frame):
    kill_all()
    sys.exit(128 + number)


def clean_env(home, write):
    """The tool's environment: no ARTICULOS_* of the caller, no colour, a config of its own."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("ARTICULOS_")}
    env.update({"NO_COLOR": "1", "XDG_CONFIG_HOME": os.path.join(home, "config"),
                "HOME": home, "LC_ALL": "C.UTF-8"})
    env.pop("TERM", None)
    if write:
        env["ARTICULOS_TOKEN"] = TOKEN
    return env


class Servers:
    """The servers of one cell: started on demand, all stopped by close()."""

    def __init__(self, folder):
        self.folder = folder
        self.processes = []
        self.sockets = []
        self.logs = {}

    def start(self, name, mode, *extra):
        """The URL of a new adversarial server in `mode`; `name` names its log."""
        if mode == "refused":
            # Bound but not listening: connecting is refused, and no one else gets the port.
            holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            holder.bind(("127.0.0.1", 0))
            self.sockets.append(holder)
            self.logs[name] = None
            return f"http://127.0.0.1:{holder.getsockname()[1]}"
        log = os.path.join(self.folder, f"{name}.jsonl")
        open(log, "w").close()
        self.logs[name] = log
        errors = open(os.path.join(self.folder, f"{name}.stderr"), "w")
        process = track(subprocess.Popen(
            [sys.executable, SERVER, "--log", log, "--mode", mode, *extra],
            stdout=subprocess.PIPE, stderr=errors, stdin=subprocess.DEVNULL,
            start_new_session=True))
        errors.close()
        self.processes.append(process)
        line = b""
        deadline = time.monotonic() + 10
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([process.stdout], [], [], left)[0]:
                raise HarnessError(f"the adversarial server ({mode}) printed no port in 10 s")
            chunk = os.read(process.stdout.fileno(), 64)
            if not chunk:
                with open(os.path.join(self.folder, f"{name}.stderr")) as file:
                    raise HarnessError(f"the adversarial server ({mode}) ended: {file.read()}")
            line += chunk
        port = int(line.splitlines()[0])
        return f"http://127.0.0.1:{port}"

    def requests(self, name):
        path = self.logs.get(name)
        if not path:
            return []
        with open(path, encoding="utf-8") as file:
            return [json.loads(line) for line in file if line.strip()]

    def close(self):
        for process in self.processes:
            kill(process)
            process.stdout.close()
        for holder in self.sockets:
            holder.close()


def command_line(command, folder, bad, good):
    """(--api URL, the subcommand's arguments) for `command`; `good` is the copy partner."""
    if command.name == "list":
        return bad, ["list"]
    if command.name == "search":
        return bad, ["search", "café"]
    if command.name == "show":
        return bad, ["show", ARTICLE]
    if command.name == "save":
        return bad, ["save", "--title", "Prueba", "--body", "Cuerpo de prueba."]
    if command.name == "import":
        path = os.path.join(folder, "entrada.json")
        entries = [{"id": f"00000000-0000-0000-0000-00000000010{n}", "titulo": f"Importado {n}",
                    "cuerpo": f"Cuerpo {n}.", "etiquetas": ["prueba"]} for n in range(1, 4)]
        with open(path, "w", encoding="utf-8") as file:
            json.dump(entries, file, ensure_ascii=False)
        return bad, ["import", path]
    if command.name == "export":
        return bad, ["export", os.path.join(folder, "out.json")]
    if command.name == "copy-to":
        return good, ["copy", "--to", bad, "--to-token", TOKEN]
    if command.name == "copy-from":
        return bad, ["copy", "--to", good, "--to-token", TOKEN]
    if command.name == "delete":
        return bad, ["delete", ARTICLE, "--yes"]
    raise ValueError(command.name)


def run_cell(cell, tool, timeout, hang_after):
    """Runs one cell and judges it; every process and file it made is gone when it returns."""
    # NB: A neutral name: a message that repeats the path must not pass for naming the cause.
    folder = tempfile.mkdtemp(prefix="fault-cell-")
    servers = Servers(folder)
    try:
        bad = servers.start("bad", cell.mode.name)
        good = None
        if cell.command.name == "copy-to":
            good = servers.start("good", "ok", "--articles", "3")
        elif cell.command.name == "copy-from":
            good = servers.start("good", "ok")
        api, arguments = command_line(cell.command, folder, bad, good)
        argv = [tool, "--timeout", f"{timeout:g}", "--api", api, *arguments]
        env = clean_env(folder, cell.command.writes or cell.command.name.startswith("copy"))
        started = time.monotonic()
        process = track(subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=env, cwd=folder, start_new_session=True))
        try:
            stdout, stderr = process.communicate(timeout=hang_after)
            status = process.returncode
        except subprocess.TimeoutExpired:
            kill(process)
            stdout, stderr = process.communicate()
            status = None
        seconds = time.monotonic() - started
        with CHILDREN_LOCK:
            CHILDREN.discard(process)
        cell.result = Result(status, seconds, stable(stdout, folder),
                             stable(stderr, folder), servers.requests("bad"),
                             servers.requests("good"))
        cell.problems = judge(cell.mode, cell.command, cell.result, hang_after)
    finally:
        servers.close()
        shutil.rmtree(folder, ignore_errors=True)
    return cell


def stable(data, folder):
    """`data` with the cell's temporary folder and the servers' ports written the same way in
    every run, so that the generated file changes only when the tool does."""
    # NB: The file name goes too: "entrada.json" in a message must not pass for naming JSON.
    data = re.sub(re.escape(folder.encode()) + rb"/?[^\s'\"]*", b"<tmp>/FILE", data)
    return re.sub(rb"127\.0\.0\.1:\d+", b"127.0.0.1:PORT", data)


def first_line(data):
    text = data.decode("utf-8", "replace").strip()
    return text.splitlines()[0] if text else ""


def short(text, limit=130):
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def error_line(data):
    """The line of standard error that says what failed: the last `Error...` line, or the last."""
    lines = [line for line in data.decode("utf-8", "replace").splitlines() if line.strip()]
    errors = [line for line in lines if line.lower().startswith("error")]
    return short((errors or lines or [""])[-1])


def line_naming(data, words):
    """The first line of `data` that contains one of `words` (ignoring case), or None."""
    for line in data.decode("utf-8", "replace").splitlines():
        found = [line.lower().find(word) for word in words if word in line.lower()]
        if found:
            # A long line is shown from a little before the word that names the cause.
            start = max(0, min(found) - 40)
            return short(("…" if start else "") + line.strip()[start:])
    return None


def judge(mode, command, result, hang_after=20):
    """Why the cell fails, as a list of short sentences; empty when it passes."""
    if result.exit is None:
        return [f"HANG: still running after {hang_after:g} s, killed"]
    problems = []
    output = result.stdout + result.stderr
    if b"\x1b" in output or b"\x07" in output:
        problems.append("raw ESC/BEL bytes from the server reached the output")
    if TOKEN.encode() in output:
        problems.append("the token appears in the output")
    if result.exit < 0:
        problems.append(f"killed by signal {-result.exit} (a crash)")
        return problems
    if mode in ISSUE_32_MODES:
        problems += judge_issue_32(mode, command, result)
    if mode.kind == "store":
        problems += judge_store(command, result)
    if result.exit == 64:
        problems.append("usage error (64): this script's command line does not suit this "
                        f"binary: {error_line(result.stderr)!r}")
        return problems
    message = result.stderr.decode("utf-8", "replace").lower()
    names_cause = any(word in message for word in mode.words)
    must_fail = mode.kind == "dead" or (mode.kind == "walk" and command.walks) or (
        mode.kind == "refuse" and command.writes)
    if result.exit == 0:
        if must_fail:
            if command.writes:
                problems.append("exit 0: claims the write succeeded, but the server never "
                                "confirmed it")
            else:
                problems.append("exit 0, but the server never sent a valid answer")
            return problems
        written = result.helper_requests if command.name == "copy-from" else result.requests
        if (command.writes or command.name == "copy-from") and not any(
                entry.get("method") == "POST" for entry in written):
            problems.append("exit 0, but no write request reached the server")
        if mode.name == "lying-count" and command.name in ("list", "search"):
            shown = len(set(ARTICLE_ID.findall(result.stdout)))
            if shown > LIST_LIMIT:
                problems.append(f"exit 0 and printed {shown} articles where {LIST_LIMIT} were "
                                "asked for")
        return problems
    if mode.kind == "store" and command.name in ("save", "import", "copy-to"):
        if not result.stderr.strip():
            problems.append(f"exit {result.exit} with nothing on standard error")
        return problems
    if mode.kind in ("text", "store") or (mode.kind == "refuse" and not command.writes):
        problems.append(f"exit {result.exit} although every answer was valid: "
                        f"{error_line(result.stderr)!r}")
    elif not result.stderr.strip():
        problems.append(f"exit {result.exit} with nothing on standard error")
    elif not names_cause:
        on_stdout = line_naming(result.stdout, mode.words)
        if on_stdout:
            problems.append(f"standard error names no cause ({error_line(result.stderr)!r}); "
                            f"only the report on standard output does ({on_stdout!r})")
        else:
            problems.append("the message names no cause (wanted one of "
                            f"{', '.join(mode.words)}): {error_line(result.stderr)!r}")
    return problems


def cell_text(cell):
    result = cell.result
    status = "HANG" if result.exit is None else str(result.exit)
    return f"{status} · {result.seconds:.1f} s · {'✗' if cell.problems else '✓'}"


def markdown_safe(text, limit=400):
    """`text` for a Markdown table or list: no control characters, no pipes, cut at `limit`."""
    text = "".join(char if char.isprintable() else f"\\x{ord(char):02x}" for char in text)
    text = text.replace("|", "\\|").replace("`", "'")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render(cells, tool, version, timeout, hang_after, seconds, jobs):
    modes = [mode for mode in MODES if any(cell.mode == mode for cell in cells)]
    commands = [command for command in COMMANDS if any(cell.command == command for cell in cells)]
    by_key = {(cell.mode.name, cell.command.name): cell for cell in cells}
    failing = [cell for cell in cells if cell.problems]
    lines = [
        "<!-- Generated by Scripts/fault-matrix.py; do not edit by hand. -->",
        "# Fault matrix",
        "",
        f"**Generated file.** Regenerate with `{REGENERATE}` (add `--check` to exit 1 when a",
        "cell fails). Each cell runs one subcommand of the built tool against one misbehaving",
        "server from `Scripts/security/adversarial_server.py` (or a closed port), with",
        f"`--timeout {timeout:g}`, `NO_COLOR=1`, an empty `XDG_CONFIG_HOME`, and a hard kill after "
        f"{hang_after:g} s.",
        "",
        f"Last run: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
        f"`{markdown_safe(version)}`, {len(cells)} cells in {seconds:.0f} s with "
        f"`--jobs {jobs}`: **{len(cells) - len(failing)} pass, {len(failing)} fail**.",
        "",
        "| mode | " + " | ".join(command.label for command in commands) + " |",
        "| --- | " + " | ".join("---" for _ in commands) + " |",
    ]
    for mode in modes:
        row = [cell_text(by_key[(mode.name, command.name)])
               if (mode.name, command.name) in by_key else "" for command in commands]
        lines.append(f"| `{mode.name}` | " + " | ".join(row) + " |")
    lines += [
        "",
        "## Legend",
        "",
        "A cell is `EXIT · SECONDS · VERDICT`: the tool's exit status (`HANG` when it was",
        f"killed after {hang_after:g} s), the wall-clock time until it ended, and ✓ (passes) or",
        "✗ (fails, see below).",
        "",
        "Columns: `copy → it` copies from a well-behaved server holding 3 articles **to** the",
        "misbehaving one; `copy ← it` copies **from** the misbehaving server to a well-behaved",
        "one. The commands are `list`, `search café`, `show " + ARTICLE + "`,",
        "`save --title Prueba --body …`, `import` of a 3-article JSON file, `export FILE`,",
        "`copy --to URL --to-token …` and `delete " + ARTICLE + " --yes`; writes get",
        "`ARTICULOS_TOKEN` (a fake token).",
        "",
        "| mode | the server | a cell passes when |",
        "| --- | --- | --- |",
    ]
    for mode in modes:
        if mode.kind == "dead":
            rule = ("the tool exits non-zero and its message names the cause (one of: "
                    + ", ".join(f"“{word}”" for word in mode.words) + ")")
        elif mode.kind == "walk":
            rule = ("`export` and `copy ← it` (which follow `next` to the end) exit non-zero "
                    "naming the cause (one of: " + ", ".join(f"“{word}”" for word in mode.words)
                    + "); the others may succeed (writes must reach the server; `list` and "
                    f"`search` must print at most {LIST_LIMIT} articles) or fail naming the "
                    "cause")
        elif mode.kind == "refuse":
            rule = ("reads succeed; writes exit non-zero (not 64) naming the cause (one of: "
                    + ", ".join(f"“{word}”" for word in mode.words) + ")")
        else:
            rule = ("the tool succeeds (writes reach the server) and no raw ESC (0x1b) or BEL "
                    "(0x07) byte reaches standard output or standard error")
        if mode.forbidden:
            rule += "; never says " + ", ".join(f"“{word}”" for word in mode.forbidden)
        if mode.list_says:
            rule += f"; `list` says “{mode.list_says}”"
        lines.append(f"| `{mode.name}` | {mode.about} | {rule} |")
    lines += [
        "",
        "In every mode a cell also fails when it hangs, is killed by a signal, exits 64 (the",
        "command line did not suit the binary), prints a raw ESC or BEL byte, or prints the",
        "token; and a success (exit 0) fails when the server never confirmed it.",
        "",
        "Issue 32's modes (from `endless-pages` on) also fail a cell whose output holds a line",
        "that the server's text forged (one starting `Error: fake`, `$ rm`, `Title: forged` or",
        "`Tags: forged`, or a raw U+2028, U+2029 or NEL), a spelling of the token, or “0 were",
        "not saved” for a copy that read nothing; `endless-pages` fails a cell that asks for",
        f"more than {ISSUE_32_MAX_PAGES} pages or copies more than {ISSUE_32_MAX_ROWS} rows; and",
        "`unauthorized` fails a read that says “rejected the token” (none was sent).",
        "",
        "## Failing cells",
        "",
    ]
    if not failing:
        lines.append("None.")
    for cell in failing:
        lines.append(f"- `{cell.mode.name}` × `{cell.command.label}`: "
                     + "; ".join(markdown_safe(problem) for problem in cell.problems))
    return "\n".join(lines) + "\n"


def probe(tool, timeout):
    """The tool's version; HarnessError when it is missing or does not take --timeout."""
    if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
        raise HarnessError(f"no executable tool at {tool} (build it, or pass --tool PATH)")
    home = tempfile.mkdtemp(prefix="fault-probe-")
    try:
        run = subprocess.run([tool, "--timeout", f"{timeout:g}", "--demo", "list"],
                             capture_output=True, env=clean_env(home, False), cwd=home,
                             stdin=subprocess.DEVNULL, timeout=30)
        if run.returncode == 64:
            raise HarnessError(
                f"{tool} rejects `--timeout {timeout:g}` (exit 64: "
                f"{first_line(run.stderr)!r}); this binary has no --timeout option yet, so no "
                "matrix was made. Rebuild the tool with --timeout support and run again.")
        if run.returncode != 0:
            raise HarnessError(f"`{tool} --timeout {timeout:g} --demo list` failed with exit "
                               f"{run.returncode}: {first_line(run.stderr)!r}")
        version = subprocess.run([tool, "--version"], capture_output=True, env=clean_env(
            home, False), stdin=subprocess.DEVNULL, timeout=30)
        return "articulos " + first_line(version.stdout)
    except subprocess.TimeoutExpired:
        raise HarnessError(f"`{tool} --demo list` did not end in 30 s")
    finally:
        shutil.rmtree(home, ignore_errors=True)


def pick(names, known, what):
    if names is None:
        return list(known)
    wanted = [name.strip() for name in names.split(",") if name.strip()]
    unknown = [name for name in wanted if name not in {item.name for item in known}]
    if unknown:
        raise HarnessError(f"unknown {what}: {', '.join(unknown)} (known: "
                           f"{', '.join(item.name for item in known)})")
    return [item for item in known if item.name in wanted]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default=os.path.join(".build", "debug", "articulos"))
    parser.add_argument("--output", default=os.path.join("Docs", "FaultMatrix.md"))
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--timeout", type=float, default=3)
    parser.add_argument("--hang-after", type=float, default=20)
    parser.add_argument("--modes", help="comma-separated modes (default: all)")
    parser.add_argument("--commands", help="comma-separated commands (default: all)")
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args(argv)
    if options.self_test:
        program = unittest.main(module=__name__, argv=["fault-matrix", "-q"], exit=False)
        return 0 if program.result.wasSuccessful() else 1
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")

    signal.signal(signal.SIGTERM, on_signal)
    atexit.register(kill_all)
    os.chdir(ROOT)
    tool = os.path.abspath(options.tool)
    try:
        modes = pick(options.modes, MODES, "modes")
        commands = pick(options.commands, COMMANDS, "commands")
        version = probe(tool, options.timeout)
        cells = [Cell(mode, command) for mode in modes for command in commands]
        started = time.monotonic()
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs)
        try:
            futures = [pool.submit(run_cell, cell, tool, options.timeout, options.hang_after)
                       for cell in cells]
            for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
                cell = future.result()
                print(f"[{done:3}/{len(cells)}] {cell.mode.name:14} {cell.command.label:10} "
                      f"{cell_text(cell)}", file=sys.stderr, flush=True)
        except BaseException:
            # No cell starts after this, and the running ones lose their processes at once.
            pool.shutdown(wait=False, cancel_futures=True)
            kill_all()
            raise
        pool.shutdown()
        seconds = time.monotonic() - started
    except HarnessError as error:
        print(f"fault-matrix: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("fault-matrix: interrupted; no matrix written", file=sys.stderr)
        return 130

    text = render(cells, tool, version, options.timeout, options.hang_after, seconds,
                  options.jobs)
    os.makedirs(os.path.dirname(os.path.abspath(options.output)), exist_ok=True)
    with open(options.output, "w", encoding="utf-8") as file:
        file.write(text)
    failing = [cell for cell in cells if cell.problems]
    print(f"fault-matrix: {len(cells)} cells in {seconds:.1f} s, {len(failing)} failing; wrote "
          f"{options.output}", file=sys.stderr)
    if options.check and failing:
        for cell in failing:
            print(f"FAIL {cell.mode.name} × {cell.command.label}: " + "; ".join(cell.problems))
        return 1
    return 0


class JudgeTests(unittest.TestCase):
    """The verdicts, on made-up results (no processes)."""

    MODE = {mode.name: mode for mode in MODES}
    COMMAND = {command.name: command for command in COMMANDS}

    def verdict(self, mode, command, exit, stderr=b"", stdout=b"", requests=(), helper=()):
        result = Result(exit, 1.0, stdout, stderr, list(requests), list(helper))
        return judge(self.MODE[mode], self.COMMAND[command], result)

    def test_a_hang_fails(self):
        self.assertIn("HANG", self.verdict("hold", "list", None)[0])

    def test_a_timeout_named_passes(self):
        self.assertEqual(self.verdict("hold", "list", 1, b"Error: no answer within 3 s"), [])

    def test_a_failure_that_names_no_cause_fails(self):
        self.assertTrue(self.verdict("bad-json", "show", 1, b"Error: something happened"))

    def test_success_against_a_dead_server_fails(self):
        self.assertTrue(self.verdict("wrong-json", "save", 0, stdout=b"Saved"))

    def test_usage_error_fails(self):
        self.assertIn("usage", self.verdict("refused", "list", 64, b"Error: bad flag")[0])

    def test_control_bytes_fail_even_on_success(self):
        problems = self.verdict("control-chars", "show", 0, stdout=b"Title \x1b]0;pwned\x07")
        self.assertTrue(problems)

    def test_a_write_claimed_but_half_stored_fails(self):
        stored = [{"method": "POST", "stored": sorted(IMPORT_IDS)[:2]}]
        problems = self.verdict("stores-half", "import", 0, stdout=b"Imported 3 of 3",
                                requests=stored)
        self.assertIn("holds only 2 of the 3", problems[0])

    def test_a_failure_reported_for_what_the_server_holds_fails(self):
        stored = [{"method": "POST", "stored": sorted(IMPORT_IDS)}]
        problems = self.verdict("lost-answer", "import", 1, b"Error: 3 not saved",
                                requests=stored)
        self.assertIn("reported a failure", problems[0])

    def test_a_failure_for_what_the_server_lacks_passes(self):
        stored = [{"method": "POST", "stored": sorted(IMPORT_IDS)[:2]}]
        self.assertEqual(
            self.verdict("stores-half", "import", 1, b"Error: 1 not saved", requests=stored), [])

    def test_a_save_whose_printed_id_is_stored_passes(self):
        stored = [{"method": "POST", "stored": ["abc-1"]}]
        self.assertEqual(
            self.verdict("lost-answer", "save", 0, stdout=b"Created abc-1", requests=stored), [])

    def test_escaped_control_chars_pass(self):
        self.assertEqual(self.verdict("control-chars", "show", 0, stdout=b"Title \\e]0;pwned"), [])

    def test_a_write_that_never_arrived_fails(self):
        self.assertTrue(self.verdict("control-chars", "save", 0))
        self.assertEqual(self.verdict("control-chars", "save", 0,
                                      requests=[{"method": "POST"}]), [])

    def test_walkers_must_fail_on_a_repeated_cursor(self):
        self.assertTrue(self.verdict("repeat-cursor", "export", 0))
        self.assertEqual(self.verdict(
            "repeat-cursor", "export", 1, b"the server sent the page token 'same' again"), [])
        self.assertEqual(self.verdict("repeat-cursor", "list", 0), [])

    def test_list_printing_too_many_rows_fails(self):
        rows = b"\n".join(f"00000000-0000-0000-0000-{n:012d} t".encode() for n in range(60))
        self.assertTrue(self.verdict("lying-count", "list", 0, stdout=rows))

    def test_a_cause_only_on_stdout_is_reported_as_such(self):
        problems = self.verdict("hold", "import", 1, b"Error: only part was imported",
                                stdout=b"3 not saved: no answer within 3 s")
        self.assertIn("only the report on standard output", problems[0])

    def test_words_that_only_look_like_a_cause_do_not_count(self):
        self.assertTrue(self.verdict("repeat-cursor", "copy-from", 1,
                                     b"Error: Copied only part. Copying again converges."))
        stderr = stable(b"Error: run 'articulos import /tmp/x/entrada.json --resume'", "/tmp/x")
        self.assertEqual(stderr, b"Error: run 'articulos import <tmp>/FILE --resume'")
        self.assertTrue(self.verdict("bad-json", "import", 1, stderr))

    def test_the_token_must_not_be_printed(self):
        self.assertTrue(self.verdict("refused", "save", 1, b"cannot connect, token dstok_fake"))


class ServerTests(unittest.TestCase):
    """The new modes of the adversarial server answer as its docstring says."""

    def answer(self, mode, path, *extra):
        folder = tempfile.mkdtemp(prefix="fault-selftest-")
        servers = Servers(folder)
        try:
            url = servers.start("bad", mode, *extra)
            with socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])), 5) as sock:
                sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                             .encode())
                data = b""
                while chunk := sock.recv(65536):
                    data += chunk
            return data.partition(b"\r\n\r\n")[2]
        finally:
            servers.close()
            shutil.rmtree(folder, ignore_errors=True)

    def test_broken_bodies(self):
        self.assertEqual(self.answer("bad-json", "/x"), b'{"ok": tru')
        self.assertIn(b"\xff\xfe", self.answer("bad-utf8", "/x"))
        self.assertEqual(json.loads(self.answer("wrong-json", "/x")), {"status": "fine"})

    def test_pages(self):
        page = json.loads(self.answer("repeat-cursor", "/articulos/articulos.json?_size=5"))
        self.assertEqual((len(page["rows"]), page["next"], page["count"]), (1, "same", 1000))
        page = json.loads(self.answer("lying-count", "/articulos/articulos.json?_size=4"))
        self.assertEqual((len(page["rows"]), page["next"], page["count"]), (12, None, 5))
        page = json.loads(self.answer("ok", "/articulos/articulos.json?_size=2", "--articles",
                                      "3"))
        self.assertEqual((len(page["rows"]), page["next"]), (2, page["rows"][1]["id"]))
        row = json.loads(self.answer("control-chars", f"/articulos/articulos/{ARTICLE}.json"))
        self.assertIn("\x1b]52;c;", row["rows"][0]["titulo"])


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    finally:
        kill_all()
