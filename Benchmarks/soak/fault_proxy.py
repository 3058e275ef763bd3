#!/usr/bin/env python3
"""A fault-injecting HTTP/1.1 proxy for the soak benchmark (Python 3 standard library only).

  python3 Benchmarks/soak/fault_proxy.py --upstream http://127.0.0.1:8001 \\
      --drop 0.02 --delay 0.01 --truncate 0.02 --seed 8 --port-file proxy.port

It listens on 127.0.0.1, forwards every request to the upstream server and, for a share of the
requests chosen with a seeded random generator, breaks the exchange on purpose.

Design: the simplest one that stays correct with a client that keeps connections alive.

- Client side, keep-alive is kept. Requests are read one at a time off a client connection
  (the head, then a body framed by Content-Length or chunked), so every fault is decided per
  request, whichever connection it came on.
- Upstream side, each request gets a new connection and is sent with `Connection: close`. The
  whole answer is read (framed by Content-Length, chunked, or up to the close) before a byte of
  it goes back, and it goes back re-framed with a Content-Length. So the proxy always knows
  whether the server acted on a request and how much of the answer a truncation keeps.

The faults, at most one per request:

- drop: the request is read and never forwarded; the client connection is closed (FIN) or
  reset (RST), half of the time each. The server never sees the request.
- delay: the request waits (0.2 to 2 s by default) before it is forwarded, or its answer waits
  as long before it is sent back, half of the time each.
- truncate: the request is forwarded and the server acts on it, but only part of its answer
  goes back (at least one byte, never all of them) before the connection is closed. The
  answer is lost although the work was done: the case that makes retries delicate.

A zero-byte lost answer (forwarded, then closed without a byte) is not injected: libcurl
resends a request, even a POST, by itself when a reused connection closes before any byte of
the answer, so that fault would test libcurl, not the tool.

Each decision comes from a generator seeded with the seed and the request itself (method, target,
a hash of the body, and how many times that same request came before), so a run gives the same
requests the same faults whatever order concurrent clients send them in, and a retried request
gets a fresh decision.

`GET /-/proxy-stats` answers the counts so far (never faulted, never forwarded); SIGTERM or
SIGINT writes them to `--stats-file` and stops the proxy.
"""

import argparse
import asyncio
import hashlib
import json
import os
import random
import signal
import socket
import struct
import sys
from dataclasses import dataclass, field
from urllib.parse import urlsplit

MAX_HEAD_BYTES = 64 * 1024
UPSTREAM_TIMEOUT_SECONDS = 120
STATS_PATH = "/-/proxy-stats"

# Headers that describe one hop, not the message: never passed through as they are.
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-connection",
        "transfer-encoding",
        "te",
        "trailer",
        "upgrade",
        "expect",
        "content-length",
    }
)


class ProtocolError(Exception):
    """The peer sent something that is not the HTTP/1.1 this proxy understands."""


@dataclass
class Message:
    """A request or a response: its start line, headers in order, and its whole body."""

    start: tuple
    headers: list
    body: bytes = b""

    def header(self, name):
        """The value of the last header called `name` (any case), or None."""
        wanted = name.lower()
        value = None
        for key, text in self.headers:
            if key.lower() == wanted:
                value = text
        return value

    def end_to_end_headers(self):
        """The headers that are about the message itself, in order."""
        return [(key, value) for key, value in self.headers if key.lower() not in HOP_BY_HOP]


def parse_head(head):
    """Splits a message head (up to and including the blank line) into start line and headers.

    >>> parse_head(b"GET / HTTP/1.1\\r\\nHost: a\\r\\n\\r\\n")
    (('GET', '/', 'HTTP/1.1'), [('Host', 'a')])
    """
    try:
        text = head.decode("latin-1")
    except UnicodeDecodeError as error:  # latin-1 decodes every byte; kept for clarity
        raise ProtocolError(str(error)) from error
    lines = text.split("\r\n")
    if len(lines) < 2 or lines[-1] != "" or lines[-2] != "":
        raise ProtocolError("the head does not end with an empty line")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2:
        raise ProtocolError(f"malformed start line {lines[0]!r}")
    if len(parts) == 2:
        parts.append("")
    headers = []
    for line in lines[1:-2]:
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            raise ProtocolError(f"malformed header line {line!r}")
        headers.append((name, value.strip()))
    return tuple(parts), headers


def is_chunked(message):
    """Whether the message's body is sent in chunks."""
    encoding = message.header("Transfer-Encoding")
    return encoding is not None and encoding.lower().split(",")[-1].strip() == "chunked"


def content_length(message):
    """The declared body length, or None; a bad value is a protocol error."""
    text = message.header("Content-Length")
    if text is None:
        return None
    if not text.isdigit():
        raise ProtocolError(f"bad Content-Length {text!r}")
    return int(text)


async def read_head(reader):
    """The next message head, or None when the peer closed cleanly before sending one."""
    try:
        return await reader.readuntil(b"\r\n\r\n")
    except asyncio.IncompleteReadError as error:
        if not error.partial:
            return None
        raise ProtocolError("the connection closed in the middle of a head") from error
    except asyncio.LimitOverrunError as error:
        raise ProtocolError("the head is too large") from error


async def read_chunked(reader):
    """Reads a chunked body (trailers dropped) and returns its bytes."""
    body = bytearray()
    while True:
        line = await reader.readuntil(b"\r\n")
        size_text = line[:-2].split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError as error:
            raise ProtocolError(f"bad chunk size {size_text!r}") from error
        if size == 0:
            while (await reader.readuntil(b"\r\n")) != b"\r\n":
                pass
            return bytes(body)
        body += await reader.readexactly(size)
        if await reader.readexactly(2) != b"\r\n":
            raise ProtocolError("a chunk does not end with CRLF")


async def read_request(reader, writer=None):
    """The next request on a client connection, or None when the client is done.

    Answers `Expect: 100-continue` itself when `writer` is given, so the body comes.
    """
    head = await read_head(reader)
    if head is None:
        return None
    start, headers = parse_head(head)
    request = Message(start, headers)
    if not start[2].startswith("HTTP/1."):
        raise ProtocolError(f"unsupported version {start[2]!r}")
    expect = request.header("Expect")
    if writer is not None and expect is not None and expect.lower() == "100-continue":
        writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        await writer.drain()
    if is_chunked(request):
        request.body = await read_chunked(reader)
    else:
        length = content_length(request)
        request.body = await reader.readexactly(length) if length else b""
    return request


def wants_keep_alive(request):
    """Whether the client asked to keep the connection open after this request."""
    connection = (request.header("Connection") or "").lower()
    tokens = {token.strip() for token in connection.split(",")}
    if request.start[2] == "HTTP/1.0":
        return "keep-alive" in tokens
    return "close" not in tokens


def upstream_bytes(request):
    """The request as sent upstream: same method, target and headers, one hop, then closed."""
    method, target, _ = request.start
    lines = [f"{method} {target} HTTP/1.1"]
    lines += [f"{key}: {value}" for key, value in request.end_to_end_headers()]
    if request.body or method in ("POST", "PUT", "PATCH"):
        lines.append(f"Content-Length: {len(request.body)}")
    lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + request.body


def has_no_body(method, status):
    """Whether an answer to `method` with `status` never carries a body."""
    return method == "HEAD" or 100 <= status < 200 or status in (204, 304)


async def read_response(reader, method):
    """The upstream's answer to a request made with `method`, body read whole."""
    while True:
        head = await read_head(reader)
        if head is None:
            raise ProtocolError("the server closed without answering")
        start, headers = parse_head(head)
        try:
            status = int(start[1])
        except ValueError as error:
            raise ProtocolError(f"bad status {start[1]!r}") from error
        if 100 <= status < 200:
            continue  # an interim answer; the real one follows
        response = Message(start, headers)
        if has_no_body(method, status):
            return response
        if is_chunked(response):
            response.body = await read_chunked(reader)
        else:
            length = content_length(response)
            response.body = (
                await reader.read() if length is None else await reader.readexactly(length)
            )
        return response


def client_bytes(response, keep_alive, method):
    """The answer as sent back to the client: re-framed with a Content-Length."""
    _, status, reason = response.start
    lines = [f"HTTP/1.1 {status} {reason}".rstrip()]
    lines += [f"{key}: {value}" for key, value in response.end_to_end_headers()]
    if method == "HEAD":
        declared = response.header("Content-Length")
        if declared is not None:
            lines.append(f"Content-Length: {declared}")
    elif not has_no_body(method, int(status)):
        lines.append(f"Content-Length: {len(response.body)}")
    lines.append("Connection: keep-alive" if keep_alive else "Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + response.body


def error_bytes(status, reason, message, keep_alive):
    """A small JSON error answer made by the proxy itself."""
    body = json.dumps({"ok": False, "error": f"fault proxy: {message}", "status": status}).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n"
        f"Connection: {'keep-alive' if keep_alive else 'close'}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def route_of(request):
    """What a request is, for the counts: upsert, insert, delete, update, read or other."""
    method, target, _ = request.start
    path = target.split("?", 1)[0]
    if method == "POST":
        for action in ("upsert", "insert", "delete", "update"):
            if path.endswith("/-/" + action):
                return action
        return "other"
    if method in ("GET", "HEAD") and path.endswith(".json"):
        return "read"
    return "other"


def cut_point(length, fraction):
    """How many bytes of a `length`-byte answer a truncation keeps: at least 1, never all."""
    if length < 2:
        raise ValueError("an answer shorter than two bytes cannot be truncated")
    return max(1, min(length - 1, int(length * fraction)))


@dataclass(frozen=True)
class Fault:
    """One decision: what to break in one request.

    kind is "drop", "delay" or "truncate"; reset says whether a drop resets the connection
    instead of closing it; seconds and before say how long a delay is and whether it comes
    before the request is forwarded or after the answer came; fraction says how much of the
    answer a truncation keeps (see cut_point).
    """

    kind: str
    reset: bool = False
    seconds: float = 0.0
    before: bool = True
    fraction: float = 0.0


class FaultPlan:
    """Seeded decisions, one per request, with the given probabilities.

    >>> FaultPlan(seed=1).decide("GET /a.json") is None
    True
    """

    def __init__(self, seed=0, drop=0.0, delay=0.0, truncate=0.0, delay_range=(0.2, 2.0)):
        for name, value in (("drop", drop), ("delay", delay), ("truncate", truncate)):
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"the probability of {name} must be between 0 and 1, not {value}")
        if drop + delay + truncate > 1.0:
            raise ValueError("the probabilities of drop, delay and truncate add up to more than 1")
        low, high = delay_range
        if not 0.0 <= low <= high:
            raise ValueError(f"the delay range {low}..{high} is not an interval of seconds")
        self.drop = drop
        self.delay = delay
        self.truncate = truncate
        self.delay_range = (low, high)
        self.seed = seed
        self.seen = {}

    def decide(self, key):
        """The decision for a request identified by `key`: a Fault, or None to forward it.

        The same key gives the same decision in every run with the same seed; each repetition
        of a key within a run (a retry) is decided afresh.
        """
        digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).digest()[:16]
        occurrence = self.seen.get(digest, 0)
        self.seen[digest] = occurrence + 1
        generator = random.Random(f"{self.seed}:{digest.hex()}:{occurrence}")
        draw = generator.random()
        if draw < self.drop:
            return Fault("drop", reset=generator.random() < 0.5)
        if draw < self.drop + self.delay:
            seconds = generator.uniform(*self.delay_range)
            return Fault("delay", seconds=seconds, before=generator.random() < 0.5)
        if draw < self.drop + self.delay + self.truncate:
            return Fault("truncate", fraction=generator.random())
        return None


def request_key(request):
    """What identifies a request for its fault decision: method, target and body."""
    method, target, _ = request.start
    body = hashlib.sha256(request.body).hexdigest()
    return f"{method} {target} {body}"


@dataclass
class Stats:
    """What the proxy saw and did, as the stats endpoint and file report it."""

    connections: int = 0
    requests: int = 0
    forwarded: int = 0
    answered: int = 0
    routes: dict = field(default_factory=dict)
    faults: dict = field(
        default_factory=lambda: {"drop": 0, "reset": 0, "delay": 0, "truncate": 0}
    )
    delay_seconds: float = 0.0
    lost_answers: dict = field(default_factory=dict)
    upstream_errors: int = 0
    client_errors: int = 0

    def as_json(self):
        """The counts as a JSON-ready dictionary."""
        return {
            "connections": self.connections,
            "requests": self.requests,
            "forwarded": self.forwarded,
            "answered": self.answered,
            "routes": dict(sorted(self.routes.items())),
            "faults": dict(self.faults),
            "delay_seconds": round(self.delay_seconds, 3),
            "lost_answers": dict(sorted(self.lost_answers.items())),
            "upstream_errors": self.upstream_errors,
            "client_errors": self.client_errors,
        }


def close_connection(writer, reset):
    """Closes a client connection: with RST when `reset`, with FIN otherwise."""
    if reset:
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()
    else:
        writer.close()


class FaultProxy:
    """The proxy: accepts clients, forwards to `upstream` (host, port), applies `plan`."""

    def __init__(self, upstream, plan):
        self.upstream = upstream
        self.plan = plan
        self.stats = Stats()

    async def handle(self, reader, writer):
        """Serves one client connection, request after request."""
        self.stats.connections += 1
        try:
            await self.serve(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            self.stats.client_errors += 1
        finally:
            if not writer.is_closing():
                writer.close()

    async def serve(self, reader, writer):
        while True:
            try:
                request = await read_request(reader, writer)
            except ProtocolError as error:
                self.stats.client_errors += 1
                writer.write(error_bytes(400, "Bad Request", str(error), keep_alive=False))
                await writer.drain()
                return
            if request is None:
                return
            keep_alive = wants_keep_alive(request)
            if request.start[1] == STATS_PATH:
                body = json.dumps(self.stats.as_json()).encode()
                writer.write(
                    f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n".encode("latin-1")
                    + body
                )
                await writer.drain()
                continue
            if not await self.exchange(request, keep_alive, writer):
                return
            if not keep_alive:
                return

    async def exchange(self, request, keep_alive, writer):
        """Forwards one request with its fault; returns whether the connection stays open."""
        stats = self.stats
        stats.requests += 1
        route = route_of(request)
        stats.routes[route] = stats.routes.get(route, 0) + 1
        method = request.start[0]
        fault = self.plan.decide(request_key(request))
        if fault is not None:
            stats.faults[fault.kind] += 1
        if fault is not None and fault.kind == "drop":
            if fault.reset:
                stats.faults["reset"] += 1
            close_connection(writer, fault.reset)
            return False
        if fault is not None and fault.kind == "delay":
            stats.delay_seconds += fault.seconds
            if fault.before:
                await asyncio.sleep(fault.seconds)
        try:
            response = await asyncio.wait_for(self.forward(request), UPSTREAM_TIMEOUT_SECONDS)
        except (OSError, ProtocolError, asyncio.IncompleteReadError, asyncio.TimeoutError) as error:
            stats.upstream_errors += 1
            writer.write(error_bytes(502, "Bad Gateway", f"upstream failed: {error}", keep_alive))
            await writer.drain()
            return True
        stats.forwarded += 1
        data = client_bytes(response, keep_alive, method)
        if fault is not None and fault.kind == "truncate":
            writer.write(data[: cut_point(len(data), fault.fraction)])
            await writer.drain()
            stats.lost_answers[route] = stats.lost_answers.get(route, 0) + 1
            close_connection(writer, reset=False)
            return False
        if fault is not None and fault.kind == "delay" and not fault.before:
            await asyncio.sleep(fault.seconds)
        writer.write(data)
        await writer.drain()
        stats.answered += 1
        return True

    async def forward(self, request):
        """Sends `request` upstream on a connection of its own and returns the whole answer."""
        host, port = self.upstream
        reader, writer = await asyncio.open_connection(host, port)
        try:
            writer.write(upstream_bytes(request))
            await writer.drain()
            return await read_response(reader, request.start[0])
        finally:
            writer.close()


def upstream_address(url):
    """(host, port) of an http:// URL."""
    parts = urlsplit(url)
    if parts.scheme != "http" or not parts.hostname:
        raise ValueError(f"the upstream must be an http:// URL, not {url!r}")
    return parts.hostname, parts.port or 80


def write_atomically(path, text):
    """Writes `text` to `path` through a temporary file, so a reader never sees half of it."""
    temporary = f"{path}.tmp-{os.getpid()}"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="Forwards HTTP/1.1 to --upstream, dropping, delaying and truncating a share "
        "of the requests."
    )
    parser.add_argument("--upstream", required=True, help="the server, http://HOST:PORT")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: any free)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the fault decisions")
    parser.add_argument("--drop", type=float, default=0.0, help="probability of a drop")
    parser.add_argument("--delay", type=float, default=0.0, help="probability of a delay")
    parser.add_argument("--truncate", type=float, default=0.0, help="probability of a truncation")
    parser.add_argument("--delay-min", type=float, default=0.2, help="shortest delay, seconds")
    parser.add_argument("--delay-max", type=float, default=2.0, help="longest delay, seconds")
    parser.add_argument("--port-file", help="where to write the port once listening")
    parser.add_argument("--stats-file", help="where to write the counts when stopped")
    return parser.parse_args(argv)


async def main(argv):
    arguments = parse_arguments(argv)
    try:
        plan = FaultPlan(
            seed=arguments.seed,
            drop=arguments.drop,
            delay=arguments.delay,
            truncate=arguments.truncate,
            delay_range=(arguments.delay_min, arguments.delay_max),
        )
        upstream = upstream_address(arguments.upstream)
    except ValueError as error:
        print(f"fault_proxy: error: {error}", file=sys.stderr)
        return 64
    proxy = FaultProxy(upstream, plan)
    server = await asyncio.start_server(
        proxy.handle, "127.0.0.1", arguments.port, limit=MAX_HEAD_BYTES
    )
    port = server.sockets[0].getsockname()[1]
    print(f"fault_proxy: http://127.0.0.1:{port} -> {arguments.upstream}", file=sys.stderr)
    if arguments.port_file:
        write_atomically(arguments.port_file, f"{port}\n")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, stop.set)
    await stop.wait()
    # NB: close without waiting for the clients' keep-alive connections to end.
    server.close()
    if arguments.stats_file:
        write_atomically(arguments.stats_file, json.dumps(proxy.stats.as_json(), indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
