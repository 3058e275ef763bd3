#!/usr/bin/env python3
"""A hostile HTTP or HTTPS server on 127.0.0.1, for the security tests of the articulos tool.

It plays the servers a client must not trust with its token: one that echoes every request header
(the Authorization header included) back in its error messages, one that redirects elsewhere, one
that never answers, and, over TLS, one whose certificate nobody vouches for. It also plays servers
that are merely broken, for Scripts/fault-matrix.py: bodies that are not JSON, not UTF-8 or not
Datasette's, answers that trickle in a byte at a time, page tokens that never end, counts that lie
and text full of terminal escape sequences. Every request it reads, and every TLS handshake that
fails, is recorded as one JSON line in the log, so a test can tell whether a token arrived at all.

Usage:
  adversarial_server.py --log FILE [--mode MODE] [--status N] [--plain] [--location URL]
                        [--articles N] [--cert PEM --key PEM]

Modes:
  echo       answer every request with --status (default 500) and a Datasette error whose
             message repeats every request header, the Authorization header included; with
             --plain (and always for 200) a text body instead, whose Authorization value
             starts at character 180, across the 200 where clients cut their excerpts
  redirect   answer every request with --status (default 302) and `Location: --location`;
             the text `{authorization}` in the URL becomes the request's Authorization value
  hold       read the request and never answer, until the client hangs up
  ok         answer GETs with an empty page of articles and POSTs with the rows they sent; with
             --articles N, GETs of the table page through N articles with distinct ids
             (honouring _size and _next, with count and next as Datasette sends them) and GETs
             of a row answer that article, or Datasette's 404 for an id it does not hold
  reflect    answer GETs with one article whose title and body repeat the Authorization value,
             its "dstok_" written "dstok\\u005f" so that only a JSON decoder sees the token
  silent     never complete a connection: the listening queue is full, so connecting times out

Broken servers (every one answers every request it reads, GET or POST, as described):
  bad-json       200, application/json, the body `{"ok": tru` (cut short: not JSON)
  html           200, text/html, a captive portal's sign-in page instead of the API
  bad-utf8       200, application/json, a JSON-shaped body holding the bytes FF FE, which are
                 not UTF-8
  wrong-json     200, application/json, `{"status": "fine"}`: valid JSON, but not Datasette's
  stall-headers  the status line, then one byte of a header every 2 seconds, never ending
  drip-body      complete headers with Content-Length: 100000, then one byte of the body
                 every 2 seconds
  repeat-cursor  GETs of the table get a page of one valid article (a new id each time) that
                 says count 1000 and always "next": "same", so following next never ends;
                 GETs of a row get that article; POSTs are answered as in ok
  control-chars  as ok, except that GETs of the table or of a row answer one article whose
                 title and body carry an OSC 0 title change (ESC ] 0;pwned BEL), a
                 clear-screen (ESC [2J) and an OSC 52 clipboard write (ESC ]52;c;... BEL)
  lying-count    GETs of the table get three times the _size asked for (default 100), all
                 distinct valid articles, with "count": 5 and "next": null; GETs of a row get
                 that article; POSTs are answered as in ok

Issue 32 (reads: counts, walks, text, redaction, diagnostics), one block of modes:
  endless-pages    GETs of the table get two new articles, a new "next" and "count": 5, forever
  count-1e300      GETs of the table get three articles with "count": 1e300 (also
  count-negative   -5, 10^18, and 10001 with "count_truncated": true); the rest as ok
  count-absurd
  count-lower-bound
  newlines         as ok, except that the articles' ids, titles and tags hold \n, \r, U+2028,
                   VT, FF and NEL, with a forged "Error:" line and a "$ rm -rf ~" line
  newline-error    every request gets 500 and an error text holding a forged "Error:" line
  echo-spellings   every request gets 500 and an error text repeating the Authorization value
                   base64-encoded, reversed, spaced out, percent-encoded and upper-cased
  unauthorized     every request gets 401 "Authentication required"
  tls-port         speaks TLS (a self-signed certificate made with openssl at start, in the
                   log's folder) to clients that speak plain HTTP
  huge-header      200 with one header of 300 KB
  endless-headers  a status line, then header lines as fast as the client reads them
  bad-location     302 with a Location that is no URL ("http://[::1")
  too-many-requests  429 with Retry-After: 1 and "Too many requests"
  refuse-save      as ok with three articles, except that every POST gets 400 and a refusal

A GET "of the table" is one of /DB/TABLE.json (any query); "of a row" is /DB/TABLE/ID.json,
ID tilde-encoded as Datasette does. Where a mode serves articles, a GET of the SQL query API
(/DB/-/query.json, what a ranked search uses) is refused with 403 "execute-sql", so the client
falls back to the table; control-chars answers it with its article and an excerpt as hostile.

With --cert and --key the server speaks TLS with that certificate. It prints its port on the
first line of standard output once it accepts connections, and runs until it is stopped or the
process that started it ends (so a test process that dies leaves no server behind).

Log lines (a POST also gets "rows": how many rows its JSON body carried, when it has some):
  {"method": "GET", "path": "/articulos/articulos.json?...", "authorization": "Bearer ..." | null}
  {"handshake": "failed", "reason": "..."}
"""

import argparse
import http.server
import json
import os
import socket
import ssl
import sys
import threading
import time
import urllib.parse


PLAIN_TOKEN_OFFSET = 180

# The bodies of the modes that answer every request with the same 200.
BROKEN_BODIES = {
    "bad-json": ("application/json", b'{"ok": tru'),
    "html": ("text/html; charset=utf-8", b"""<!DOCTYPE html>
<html><head><title>Welcome to CafeNet</title></head>
<body><h1>Welcome to CafeNet free Wi-Fi</h1>
<p>Please accept the terms of use to continue browsing.</p>
<form method="post" action="/login"><input type="checkbox" name="terms"> I accept
<button type="submit">Connect</button></form></body></html>
"""),
    "bad-utf8": ("application/json", b'{"ok": true, "rows": ["\xff\xfe"]}'),
    "wrong-json": ("application/json", b'{"status": "fine"}'),
}

# What control-chars puts in an article: a window-title change, a clear-screen and a write to
# the clipboard (base64 of "echo hi"), each of which a terminal obeys if it reaches it raw.
HOSTILE_SEQUENCES = "\x1b]0;pwned\x07 \x1b[2J \x1b]52;c;ZWNobyBoaQ==\x07"
HOSTILE_TITLE = f"Inocente {HOSTILE_SEQUENCES} título"
HOSTILE_BODY = f"Un cuerpo {HOSTILE_SEQUENCES} con sorpresas."

# ---- Issue 32: reads (counts, walks, text, redaction, diagnostics) ----
# The count each count-* mode sends, as JSON text, and whether it says it is truncated.
ODD_COUNTS = {"count-1e300": ("1e300", False), "count-negative": ("-5", False),
              "count-absurd": ("1000000000000000000", False),
              "count-lower-bound": ("10001", True)}
# Issue 32's writes: what a POST stores, and what it answers. Every mode that accepts a write
# keeps the rows it stored, logs their ids ("stored"), and answers row reads and look-ups by ids
# (`id__in`) from them, as Datasette does: so a client that checks what was stored sees the truth.
#   stores-half   answers {"ok": true} without rows, stores only the rows at even places
#   stores-none   answers {"ok": true} without rows, stores nothing
#   lost-answer   stores every row, then closes the connection without an answer
WRITE_MODES = ["stores-half", "stores-none", "lost-answer"]
ISSUE_32_MODES = ["endless-pages", *ODD_COUNTS, "newlines", "newline-error", "echo-spellings",
                  "unauthorized", "tls-port", "huge-header", "endless-headers", "bad-location",
                  "too-many-requests", "refuse-save", *WRITE_MODES]
# Text that, printed raw, forges lines of the tool's own output.
FORGED_LINES = "\nError: fake second line\r\n$ rm -rf ~\u2028Title: forged\x0bx\x0cy\x85z"
NEWLINE_ID = "00000000-0000-0000-0000-000000000001"
NEWLINE_TITLE = "Inocente" + FORGED_LINES
FORGED_ERROR = "Something broke" + FORGED_LINES


def token_spellings(value):
    """`value` (an Authorization header) spelled five other ways, as a server might echo it."""
    import base64
    secret = value.split(" ", 1)[-1]
    return ("Unknown credential; base64 " + base64.b64encode(value.encode()).decode()
            + "; reversed " + secret[::-1] + "; spaced " + " ".join(secret)
            + "; percent " + "".join(f"%{byte:02X}" for byte in secret.encode())
            + "; shouted " + secret.upper())


def self_signed_certificate(folder):
    """A certificate and key for 127.0.0.1, made with openssl in `folder`: (cert, key)."""
    import subprocess
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key,
                    "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"], check=True,
                   capture_output=True)
    return cert, key
# ---- end of issue 32's block ----

# How long stall-headers and drip-body wait between two bytes.
TRICKLE_SECONDS = 2


def article_id(number):
    """A UUID-shaped id made from a number: 1 gives 00000000-0000-0000-0000-000000000001."""
    return f"00000000-0000-0000-0000-{number:012d}"


def article_row(identifier, title, text):
    """One row of the articulos table, every column as Datasette sends it."""
    return {"id": identifier, "titulo": title, "cuerpo": text,
            "etiquetas": json.dumps(["prueba"]), "creado": "2024-01-01T00:00:00Z",
            "actualizado": "2024-01-02T00:00:00Z"}


def tilde_decode(text):
    """The id a tilde-encoded URL part stands for: `+` is a space, `~XX` a byte."""
    out = bytearray()
    index = 0
    while index < len(text):
        char = text[index]
        if char == "~" and index + 2 < len(text):
            try:
                out.append(int(text[index + 1:index + 3], 16))
                index += 3
                continue
            except ValueError:
                pass
        out += b" " if char == "+" else char.encode()
        index += 1
    return out.decode("utf-8", "replace")


def parse_path(path):
    """("table", None, query), ("row", id, query), ("sql", None, query) or ("other", None,
    query) for a request path."""
    location, _, query_text = path.partition("?")
    query = urllib.parse.parse_qs(query_text, keep_blank_values=True)
    parts = [part for part in location.split("/") if part]
    if parts[-2:] == ["-", "query.json"]:
        return "sql", None, query
    if parts and parts[0] != "-" and parts[-1].endswith(".json"):
        if len(parts) == 2:
            return "table", None, query
        if len(parts) == 3:
            return "row", tilde_decode(parts[2][: -len(".json")]), query
    return "other", None, query


def page_size(query):
    """The _size of a listing: 100 when absent, 1000 for max, at least 0."""
    value = query.get("_size", ["100"])[0]
    if value == "max":
        return 1000
    try:
        return max(0, int(value))
    except ValueError:
        return 100


class Log:
    """The JSON-lines log, written by every handler thread; each line is flushed at once."""

    def __init__(self, path):
        self._file = open(path, "a", encoding="utf-8")
        self._lock = threading.Lock()

    def record(self, entry):
        with self._lock:
            self._file.write(json.dumps(entry, sort_keys=True) + "\n")
            self._file.flush()


class Handler(http.server.BaseHTTPRequestHandler):
    """Answers as the server's mode says; the server carries the options and the log."""

    protocol_version = "HTTP/1.1"

    def do_GET(self):
        self.answer()

    def do_POST(self):
        self.answer()

    def answer(self):
        options = self.server.options
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        authorization = self.headers.get("Authorization")
        entry = {"method": self.command, "path": self.path, "authorization": authorization}
        if self.command == "POST":
            # How many rows a write carried, so a test can tell what the server was given.
            try:
                entry["rows"] = len(json.loads(body or b"{}").get("rows", []))
            except (ValueError, AttributeError):
                pass
        stored = self.store(body) if self.command == "POST" else None
        if stored is not None:
            entry["stored"] = stored
        self.server.log.record(entry)
        if self.command == "GET" and self.answer_from_store():
            return
        if options.mode == "hold":
            self.hold()
        elif options.mode == "redirect":
            location = options.location.replace("{authorization}", authorization or "")
            self.send(options.status or 302, b"", [("Location", location)])
        elif options.mode == "echo":
            self.echo(authorization)
        elif options.mode == "reflect":
            self.reflect(authorization)
        elif options.mode in ISSUE_32_MODES:
            self.answer_issue_32(body, authorization)
        elif options.mode in BROKEN_BODIES:
            content_type, text = BROKEN_BODIES[options.mode]
            self.send(200, text, [("Content-Type", content_type)])
        elif options.mode == "stall-headers":
            self.stall_headers()
        elif options.mode == "drip-body":
            self.drip_body()
        elif options.mode in ("repeat-cursor", "control-chars", "lying-count") \
                and self.command == "GET":
            self.send_articles()
        else:
            self.send_ok(body)

    # ---- Issue 32: what a write stores, and reads of it ----

    def store(self, body):
        """Stores the rows of an upsert this mode accepts and returns their ids, or None when
        the mode takes no write (or the body holds no rows)."""
        mode = self.server.options.mode
        takes_writes = mode in ("ok", "control-chars", "repeat-cursor", "lying-count", *ODD_COUNTS,
                                "newlines", "endless-pages", "stores-half", "lost-answer")
        if not takes_writes or not self.path.endswith("/-/upsert"):
            return None
        try:
            rows = json.loads(body or b"{}").get("rows", [])
        except (ValueError, AttributeError):
            return None
        if mode == "stores-half":
            rows = rows[::2]
        stored = [row["id"] for row in rows if isinstance(row, dict) and "id" in row]
        with self.server.store_lock:
            for row in rows:
                if isinstance(row, dict) and "id" in row:
                    self.server.stored[row["id"]] = row
        return stored

    def answer_from_store(self):
        """Answers a read of a row written to this server, or a look-up by ids from the rows
        written; False for any other request, or when nothing was ever written here (the mode
        answers it then: its own articles, and "not found" for any other row)."""
        with self.server.store_lock:
            stored = dict(self.server.stored)
        if not stored and self.server.options.mode not in WRITE_MODES:
            return False
        kind, identifier, query = parse_path(self.path)
        if kind == "row" and identifier in stored:
            answer = {"ok": True, "rows": [stored[identifier]], "primary_keys": ["id"]}
        elif kind == "table" and "id__in" in query:
            try:
                ids = json.loads(query["id__in"][0])
            except ValueError:
                return False
            rows = [stored[i] for i in ids if isinstance(i, str) and i in stored]
            answer = {"ok": True, "rows": rows, "next": None, "truncated": False}
        else:
            return False
        self.send(200, json.dumps(answer).encode(), [])
        return True

    # ---- Issue 32: reads (counts, walks, text, redaction, diagnostics) ----

    def answer_issue_32(self, body, authorization):
        mode = self.server.options.mode
        kind, identifier, query = parse_path(self.path)
        if mode == "endless-pages" and self.command == "GET" and kind == "table":
            first = 2 * self.server.next_serial() + 1
            rows = [article_row(article_id(n), f"Sin fin {n}", "Otro más.")
                    for n in (first, first + 1)]
            token = article_id(first + 1)
            answer = {"ok": True, "rows": rows, "next": token,
                      "next_url": self.next_url(token, query), "count": 5,
                      "count_truncated": False, "truncated": False}
            self.send(200, json.dumps(answer).encode(), [])
        elif mode in ODD_COUNTS and self.command == "GET" and kind == "table":
            count, truncated = ODD_COUNTS[mode]
            rows = [article_row(article_id(n), f"Artículo {n}", "Contado raro.")
                    for n in range(1, 4)]
            answer = ('{"ok": true, "rows": %s, "next": null, "next_url": null, "count": %s, '
                      '"count_truncated": %s, "truncated": false}'
                      % (json.dumps(rows), count, "true" if truncated else "false"))
            self.send(200, answer.encode(), [])
        elif mode == "newlines" and self.command == "GET" and kind in ("table", "row"):
            row = article_row(NEWLINE_ID, NEWLINE_TITLE, "Cuerpo.\nSegunda línea del cuerpo.")
            row["etiquetas"] = json.dumps(["a\nTags: forged", "b\u2028c"])
            if kind == "row":
                answer = {"ok": True, "rows": [row], "primary_keys": ["id"]}
            else:
                other = article_row(NEWLINE_ID[:-1] + "2" + FORGED_LINES, "Otro", "Cuerpo.")
                answer = {"ok": True, "rows": [row, other], "next": None, "count": 2,
                          "count_truncated": False, "truncated": False}
            self.send(200, json.dumps(answer).encode(), [])
        elif mode == "newline-error":
            error = {"ok": False, "error": FORGED_ERROR, "status": 500, "errors": [FORGED_ERROR]}
            self.send(500, json.dumps(error).encode(), [])
        elif mode == "echo-spellings":
            error = {"ok": False, "error": token_spellings(authorization or "none"),
                     "status": 500}
            self.send(500, json.dumps(error).encode(), [])
        elif mode == "unauthorized":
            error = {"ok": False, "error": "Authentication required", "status": 401}
            self.send(401, json.dumps(error).encode(), [])
        elif mode == "huge-header":
            self.send(200, b'{"ok": true, "rows": []}', [("X-Huge", "h" * 300_000)])
        elif mode == "endless-headers":
            try:
                self.connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n")
                number = 0
                while True:
                    self.connection.sendall(b"X-More-%d: yes\r\n" % number)
                    number += 1
            except OSError:
                pass
            self.close_connection = True
        elif mode == "bad-location":
            self.send(302, b"", [("Location", "http://[::1")])
        elif mode == "too-many-requests":
            error = {"ok": False, "error": "Too many requests", "status": 429}
            self.send(429, json.dumps(error).encode(), [("Retry-After", "1")])
        elif mode in ("stores-half", "stores-none") and self.path.endswith("/-/upsert"):
            self.send(200, b'{"ok": true}', [])
        elif mode == "lost-answer" and self.path.endswith("/-/upsert"):
            self.close_connection = True
        elif mode == "refuse-save" and self.command == "POST":
            error = {"ok": False, "errors": ["Cannot save: this server takes no articles today"],
                     "status": 400}
            self.send(400, json.dumps(error).encode(), [])
        elif self.command == "GET":
            self.send_articles_of_ok()
        else:
            self.send_ok(body)

    def send_articles_of_ok(self):
        # GETs the modes above leave to ok, with three articles.
        kind, identifier, query = parse_path(self.path)
        # NB: The write modes' own articles differ from ok's, so a copy from ok to them is not
        # already there before it writes.
        body = "Cuerpo de antes {}." if self.server.options.mode in WRITE_MODES else "Cuerpo {}."
        articles = {article_id(n): article_row(article_id(n), f"Artículo {n}", body.format(n))
                    for n in range(1, 4)}
        if kind == "row":
            if identifier not in articles:
                error = {"ok": False, "error": "Row not found", "status": 404}
                self.send(404, json.dumps(error).encode(), [])
                return
            answer = {"ok": True, "rows": [articles[identifier]], "primary_keys": ["id"]}
        elif kind == "table":
            answer = self.page_of(articles, query)
        elif kind == "sql":
            error = {"ok": False, "error": "execute-sql", "status": 403}
            self.send(403, json.dumps(error).encode(), [])
            return
        else:
            answer = {"ok": True, "rows": [], "next": None, "count": 0, "truncated": False}
        self.send(200, json.dumps(answer).encode(), [])

    # ---- end of issue 32's block ----

    def echo(self, authorization):
        options = self.server.options
        status = options.status or 500
        echo = "; ".join(f"{name}: {value}" for name, value in self.headers.items())
        if options.plain or status == 200:
            # The Authorization value starts at character 180, so a client that cuts the body
            # at 200 characters before scrubbing it shows the first part of the token.
            text = "Not JSON " + "." * (PLAIN_TOKEN_OFFSET - 9) + f"{authorization} | {echo}"
            self.send(status, text.encode(), [("Content-Type", "text/plain")])
        else:
            error = {"ok": False, "error": f"Request headers: {echo}", "status": status,
                     "errors": [f"Request headers: {echo}"]}
            self.send(status, json.dumps(error).encode(), [])

    def reflect(self, authorization):
        # One article, read or listed, whose title and body repeat the Authorization value.
        name = self.path.split("?")[0].rsplit("/", 1)[-1]
        identifier = name[: -len(".json")] if name != "articulos.json" else "a1"
        row = {"id": identifier, "titulo": f"Eco de {authorization}",
               "cuerpo": f"Cuerpo: {authorization}", "etiquetas": "[]",
               "creado": "2024-01-01T00:00:00Z", "actualizado": "2024-01-01T00:00:00Z"}
        answer = {"ok": True, "rows": [row], "next": None, "count": 1}
        # The token's "_" spelled as a JSON escape: the same text once decoded, other bytes on
        # the wire, so no byte search of the answer finds the token.
        text = json.dumps(answer).replace("dstok_", "dstok\\u005f")
        self.send(200, text.encode(), [])

    def send_ok(self, body):
        if self.command == "POST":
            rows = json.loads(body or b"{}").get("rows", [])
            answer = {"ok": True, "rows": rows}
            self.send(200, json.dumps(answer).encode(), [])
        elif self.server.options.articles:
            self.send_articles()
        else:
            answer = {"ok": True, "rows": [], "next": None, "count": 0, "truncated": False}
            self.send(200, json.dumps(answer).encode(), [])

    def send_articles(self):
        # GETs of the modes that serve articles: the table, a row, or anything else (an empty
        # page, as ok answers it).
        kind, identifier, query = parse_path(self.path)
        mode = self.server.options.mode
        if kind == "row":
            if mode == "ok" and identifier not in self.server.articles:
                error = {"ok": False, "error": "Row not found", "errors": ["Row not found"],
                         "status": 404}
                self.send(404, json.dumps(error).encode(), [])
                return
            if mode == "ok":
                row = self.server.articles[identifier]
            elif mode == "control-chars":
                row = article_row(identifier, HOSTILE_TITLE, HOSTILE_BODY)
            else:
                row = article_row(identifier, f"Artículo {identifier}", "Un cuerpo corriente.")
            answer = {"ok": True, "database": "articulos", "table": "articulos", "rows": [row],
                      "primary_keys": ["id"], "primary_key_values": [identifier]}
        elif kind == "sql" and mode == "control-chars":
            # A ranked search: the hostile article, with an excerpt that is hostile too.
            row = article_row(article_id(1), HOSTILE_TITLE, HOSTILE_BODY)
            row.update({"total": 1, "extracto": "\u0002" + HOSTILE_TITLE + "\u0003"})
            answer = {"ok": True, "rows": [row], "truncated": False}
        elif kind == "sql":
            # The SQL query API refused, as on a server without execute-sql: clients that rank
            # fall back to the table, which every mode serves.
            error = {"ok": False, "error": "execute-sql", "errors": ["execute-sql"],
                     "status": 403}
            self.send(403, json.dumps(error).encode(), [])
            return
        elif kind == "table" and mode == "ok":
            answer = self.page_of(self.server.articles, query)
        elif kind == "table" and mode == "repeat-cursor":
            row = article_row(article_id(1 + self.server.next_serial()), "Otra vez", "Igual.")
            answer = {"ok": True, "rows": [row], "next": "same",
                      "next_url": self.next_url("same", query), "count": 1000,
                      "count_truncated": False, "truncated": False}
        elif kind == "table" and mode == "control-chars":
            row = article_row(article_id(1), HOSTILE_TITLE, HOSTILE_BODY)
            answer = {"ok": True, "rows": [row], "next": None, "next_url": None, "count": 1,
                      "count_truncated": False, "truncated": False}
        elif kind == "table" and mode == "lying-count":
            size = page_size(query)
            rows = [article_row(article_id(n), f"Artículo {n}", "Uno de demasiados.")
                    for n in range(1, 3 * size + 1)]
            answer = {"ok": True, "rows": rows, "next": None, "next_url": None, "count": 5,
                      "count_truncated": False, "truncated": False}
        else:
            answer = {"ok": True, "rows": [], "next": None, "count": 0, "truncated": False}
        self.send(200, json.dumps(answer).encode(), [])

    def page_of(self, articles, query):
        # Keyset paging by id, as Datasette does it: the rows after _next, _size of them, and a
        # next token (the last id) only when more rows follow.
        after = query.get("_next", [""])[0]
        size = page_size(query)
        remaining = [identifier for identifier in sorted(articles) if identifier > after]
        rows = [articles[identifier] for identifier in remaining[:size]]
        token = rows[-1]["id"] if len(remaining) > size else None
        return {"ok": True, "rows": rows, "next": token, "next_url": self.next_url(token, query),
                "count": len(articles), "count_truncated": False, "truncated": False}

    def next_url(self, token, query):
        if token is None:
            return None
        pairs = [(name, value) for name, values in query.items() if name != "_next"
                 for value in values] + [("_next", token)]
        host = self.headers.get("Host") or f"127.0.0.1:{self.server.server_address[1]}"
        scheme = "http" if self.server.context is None else "https"
        path = self.path.split("?")[0]
        return f"{scheme}://{host}{path}?{urllib.parse.urlencode(pairs)}"

    def stall_headers(self):
        # A status line, then a header one byte at a time, for as long as the client listens.
        self.trickle(b"HTTP/1.1 200 OK\r\n", b"X-Stall: " + b"z" * 1_000_000)

    def drip_body(self):
        # Complete headers announcing 100,000 bytes, then the body one byte at a time.
        head = (b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                b"Content-Length: 100000\r\n\r\n")
        start, end = b'{"ok": true, "rows": [], "padding": "', b'"}'
        self.trickle(head, start + b" " * (100_000 - len(start) - len(end)) + end)

    def trickle(self, head, rest):
        try:
            self.connection.sendall(head)
            for index in range(len(rest)):
                time.sleep(TRICKLE_SECONDS)
                self.connection.sendall(rest[index:index + 1])
        except OSError:
            pass
        # The answer never ended properly: the connection cannot carry another request.
        self.close_connection = True

    def hold(self):
        # Waits until the client closes the connection, reading nothing more from it.
        self.connection.settimeout(1)
        while True:
            try:
                if not self.connection.recv(1, 0):
                    return
            except (TimeoutError, ssl.SSLWantReadError):
                time.sleep(0.05)
            except OSError:
                return

    def send(self, status, body, headers):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if not any(name.lower() == "content-type" for name, _ in headers):
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    """A threading server that does each TLS handshake in the handler's thread and logs it."""

    daemon_threads = True

    def __init__(self, options, log, context):
        super().__init__(("127.0.0.1", 0), Handler)
        self.options = options
        self.log = log
        self.context = context
        # ok's articles (with --articles), by id.
        self.articles = {
            article_id(n): article_row(article_id(n), f"Artículo {n}", f"Cuerpo {n}.")
            for n in range(1, options.articles + 1)}
        self._serial = 0
        self._serial_lock = threading.Lock()
        # The rows written to this server (see Handler.store), by id.
        self.stored = {}
        self.store_lock = threading.Lock()

    def next_serial(self):
        """0, 1, 2... across every handler thread."""
        with self._serial_lock:
            self._serial += 1
            return self._serial - 1

    def finish_request(self, request, client_address):
        if self.context is not None:
            try:
                request = self.context.wrap_socket(request, server_side=True)
            except (ssl.SSLError, OSError) as error:
                self.log.record({"handshake": "failed", "reason": str(error)})
                return
        super().finish_request(request, client_address)

    def handle_error(self, request, client_address):
        # A client that hangs up in the middle is expected here; nothing to print.
        pass


def exit_with_parent():
    """Ends this process as soon as the one that started it is gone."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def serve_silently():
    """Listens with a queue of one, fills it, and never accepts: later connections hang."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    filler = socket.create_connection(listener.getsockname())
    print(listener.getsockname()[1], flush=True)
    try:
        while True:
            time.sleep(60)
    except KeyboardInterrupt:
        pass
    filler.close()
    listener.close()
    return 0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", required=True)
    parser.add_argument(
        "--mode", choices=["echo", "redirect", "hold", "ok", "reflect", "silent", "bad-json",
                           "html", "bad-utf8", "wrong-json", "stall-headers", "drip-body",
                           "repeat-cursor", "control-chars", "lying-count", *ISSUE_32_MODES],
        default="ok")
    parser.add_argument("--status", type=int)
    parser.add_argument("--plain", action="store_true")
    parser.add_argument("--location", default="")
    parser.add_argument("--articles", type=int, default=0)
    parser.add_argument("--cert")
    parser.add_argument("--key")
    options = parser.parse_args(argv)
    exit_with_parent()
    if (options.cert is None) != (options.key is None):
        parser.error("--cert and --key go together")
    if options.mode == "redirect" and not options.location:
        parser.error("--mode redirect needs --location")
    if options.articles < 0:
        parser.error("--articles must be 0 or more")

    if options.mode == "silent":
        return serve_silently()
    context = None
    if options.mode == "tls-port" and not options.cert:
        # NB: Beside the log, in the folder of whoever started the server, who removes it.
        options.cert, options.key = self_signed_certificate(
            os.path.dirname(os.path.abspath(options.log)))
    if options.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.cert, options.key)
    server = Server(options, Log(options.log), context)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
