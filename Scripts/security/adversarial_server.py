#!/usr/bin/env python3
"""A hostile HTTP or HTTPS server on 127.0.0.1, for the security tests of the articulos tool.

It plays the servers a client must not trust with its token: one that echoes every request header
(the Authorization header included) back in its error messages, one that redirects elsewhere, one
that never answers, and, over TLS, one whose certificate nobody vouches for. Every request it
reads, and every TLS handshake that fails, is recorded as one JSON line in the log, so a test can
tell whether a token arrived at all.

Usage:
  adversarial_server.py --log FILE [--mode MODE] [--status N] [--plain] [--location URL]
                        [--cert PEM --key PEM]

Modes:
  echo       answer every request with --status (default 500) and a Datasette error whose
             message repeats every request header, the Authorization header included; with
             --plain (and always for 200) a text body instead, whose Authorization value
             starts at character 180, across the 200 where clients cut their excerpts
  redirect   answer every request with --status (default 302) and `Location: --location`;
             the text `{authorization}` in the URL becomes the request's Authorization value
  hold       read the request and never answer, until the client hangs up
  ok         answer GETs with an empty page of articles and POSTs with the rows they sent
  reflect    answer GETs with one article whose title and body repeat the Authorization value,
             its "dstok_" written "dstok\\u005f" so that only a JSON decoder sees the token
  silent     never complete a connection: the listening queue is full, so connecting times out

With --cert and --key the server speaks TLS with that certificate. It prints its port on the
first line of standard output once it accepts connections, and runs until it is stopped or the
process that started it ends (so a test process that dies leaves no server behind).

Log lines:
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


PLAIN_TOKEN_OFFSET = 180


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
        self.server.log.record(
            {"method": self.command, "path": self.path, "authorization": authorization})
        if options.mode == "hold":
            self.hold()
        elif options.mode == "redirect":
            location = options.location.replace("{authorization}", authorization or "")
            self.send(options.status or 302, b"", [("Location", location)])
        elif options.mode == "echo":
            self.echo(authorization)
        elif options.mode == "reflect":
            self.reflect(authorization)
        else:
            self.send_ok(body)

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
        else:
            answer = {"ok": True, "rows": [], "next": None, "count": 0, "truncated": False}
        self.send(200, json.dumps(answer).encode(), [])

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
        "--mode", choices=["echo", "redirect", "hold", "ok", "reflect", "silent"],
        default="ok")
    parser.add_argument("--status", type=int)
    parser.add_argument("--plain", action="store_true")
    parser.add_argument("--location", default="")
    parser.add_argument("--cert")
    parser.add_argument("--key")
    options = parser.parse_args(argv)
    exit_with_parent()
    if (options.cert is None) != (options.key is None):
        parser.error("--cert and --key go together")
    if options.mode == "redirect" and not options.location:
        parser.error("--mode redirect needs --location")

    if options.mode == "silent":
        return serve_silently()
    context = None
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
