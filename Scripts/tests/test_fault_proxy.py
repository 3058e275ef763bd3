"""Proves that the soak benchmark's fault proxy (Benchmarks/soak/fault_proxy.py) frames HTTP/1.1
messages right and breaks exactly the requests its seeded plan says, one decision per request.

  python3 -m unittest discover -s Scripts/tests
"""

import asyncio
import importlib.util
import json
import os
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location(
    "fault_proxy", os.path.join(HERE, "..", "..", "Benchmarks", "soak", "fault_proxy.py")
)
fault_proxy = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(fault_proxy)


def reader_of(data):
    """A stream reader that yields `data` and then the end."""
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    return reader


class RecordingWriter:
    """Just enough of a StreamWriter to see what read_request writes back."""

    def __init__(self):
        self.data = b""

    def write(self, data):
        self.data += data

    async def drain(self):
        pass


class ParsingTests(unittest.TestCase):
    def test_a_head_splits_into_start_line_and_headers_in_order(self):
        start, headers = fault_proxy.parse_head(
            b"POST /db/t/-/upsert HTTP/1.1\r\nHost: x\r\nX-A:  1 \r\nx-a: 2\r\n\r\n"
        )
        self.assertEqual(start, ("POST", "/db/t/-/upsert", "HTTP/1.1"))
        self.assertEqual(headers, [("Host", "x"), ("X-A", "1"), ("x-a", "2")])
        message = fault_proxy.Message(start, headers)
        self.assertEqual(message.header("X-a"), "2")  # the last one wins, any case
        self.assertIsNone(message.header("Missing"))

    def test_a_status_line_without_a_reason_is_accepted(self):
        start, _ = fault_proxy.parse_head(b"HTTP/1.1 204\r\n\r\n")
        self.assertEqual(start, ("HTTP/1.1", "204", ""))

    def test_malformed_heads_are_protocol_errors(self):
        for head in (
            b"GET / HTTP/1.1\r\nHost x\r\n\r\n",
            b"GET / HTTP/1.1\r\n : v\r\n\r\n",
            b"GET / HTTP/1.1\r\nHost : v\r\n\r\n",
            b"GET\r\n\r\n",
            b"GET / HTTP/1.1\r\nHost: x\r\n",
        ):
            with self.subTest(head=head), self.assertRaises(fault_proxy.ProtocolError):
                fault_proxy.parse_head(head)

    def test_a_bad_content_length_is_a_protocol_error(self):
        for value in ("-1", "1e3", "abc", ""):
            message = fault_proxy.Message(("GET", "/", "HTTP/1.1"), [("Content-Length", value)])
            with self.subTest(value=value), self.assertRaises(fault_proxy.ProtocolError):
                fault_proxy.content_length(message)

    def test_routes_are_named_by_method_and_path(self):
        def route(method, target):
            return fault_proxy.route_of(fault_proxy.Message((method, target, "HTTP/1.1"), []))

        self.assertEqual(route("POST", "/articulos/articulos/-/upsert"), "upsert")
        self.assertEqual(route("POST", "/articulos/articulos/soak-1/-/delete"), "delete")
        self.assertEqual(route("POST", "/articulos/articulos/a/-/update?x=1"), "update")
        self.assertEqual(route("GET", "/articulos/articulos.json?_size=100&_next=a"), "read")
        self.assertEqual(route("GET", "/articulos/articulos/a1.json"), "read")
        self.assertEqual(route("GET", "/-/actor"), "other")
        self.assertEqual(route("POST", "/articulos/articulos.json"), "other")

    def test_upstream_requests_close_their_connection_and_carry_their_length(self):
        request = fault_proxy.Message(
            ("POST", "/t/-/upsert", "HTTP/1.1"),
            [
                ("Host", "127.0.0.1:9"),
                ("Connection", "keep-alive"),
                ("Transfer-Encoding", "chunked"),
                ("Expect", "100-continue"),
                ("Authorization", "Bearer dstok_x"),
            ],
            b'{"rows": []}',
        )
        sent = fault_proxy.upstream_bytes(request)
        head, _, body = sent.partition(b"\r\n\r\n")
        self.assertEqual(body, b'{"rows": []}')
        self.assertEqual(
            head.decode().split("\r\n"),
            [
                "POST /t/-/upsert HTTP/1.1",
                "Host: 127.0.0.1:9",
                "Authorization: Bearer dstok_x",
                "Content-Length: 12",
                "Connection: close",
            ],
        )

    def test_answers_go_back_re_framed_with_their_length_and_the_client_s_connection(self):
        response = fault_proxy.Message(
            ("HTTP/1.1", "200", "OK"),
            [("Transfer-Encoding", "chunked"), ("content-type", "application/json"),
             ("Connection", "close")],
            b'{"ok": true}',
        )
        kept = fault_proxy.client_bytes(response, keep_alive=True, method="GET")
        self.assertEqual(
            kept,
            b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 12\r\n"
            b'Connection: keep-alive\r\n\r\n{"ok": true}',
        )
        closed = fault_proxy.client_bytes(response, keep_alive=False, method="GET")
        self.assertIn(b"Connection: close\r\n", closed)
        empty = fault_proxy.Message(("HTTP/1.1", "204", "No Content"), [], b"")
        self.assertNotIn(b"Content-Length", fault_proxy.client_bytes(empty, True, "POST"))

    def test_keep_alive_follows_the_version_and_the_connection_header(self):
        def keeps(version, connection=None):
            headers = [] if connection is None else [("Connection", connection)]
            return fault_proxy.wants_keep_alive(fault_proxy.Message(("GET", "/", version), headers))

        self.assertTrue(keeps("HTTP/1.1"))
        self.assertFalse(keeps("HTTP/1.1", "close"))
        self.assertFalse(keeps("HTTP/1.1", "TE, Close"))
        self.assertFalse(keeps("HTTP/1.0"))
        self.assertTrue(keeps("HTTP/1.0", "Keep-Alive"))

    def test_a_truncation_keeps_at_least_one_byte_and_never_all(self):
        for length, fraction, kept in (
            (100, 0.0, 1),
            (100, 0.5, 50),
            (100, 0.999, 99),
            (100, 1.0, 99),
            (2, 0.5, 1),
        ):
            with self.subTest(length=length, fraction=fraction):
                self.assertEqual(fault_proxy.cut_point(length, fraction), kept)
        with self.assertRaises(ValueError):
            fault_proxy.cut_point(1, 0.5)

    def test_the_upstream_must_be_plain_http(self):
        self.assertEqual(fault_proxy.upstream_address("http://127.0.0.1:8001"), ("127.0.0.1", 8001))
        self.assertEqual(fault_proxy.upstream_address("http://localhost"), ("localhost", 80))
        for url in ("https://127.0.0.1:1", "127.0.0.1:8001", "http://"):
            with self.subTest(url=url), self.assertRaises(ValueError):
                fault_proxy.upstream_address(url)


class ReadingTests(unittest.IsolatedAsyncioTestCase):
    async def test_requests_on_one_connection_are_read_one_at_a_time(self):
        reader = reader_of(
            b"POST /a/-/upsert HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"
            b"POST /b/-/delete HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: t\r\n\r\n"
            b"GET /c.json HTTP/1.1\r\n\r\n"
        )
        first = await fault_proxy.read_request(reader)
        second = await fault_proxy.read_request(reader)
        third = await fault_proxy.read_request(reader)
        self.assertEqual((first.start[1], first.body), ("/a/-/upsert", b"hello"))
        self.assertEqual((second.start[1], second.body), ("/b/-/delete", b"abcde"))
        self.assertEqual((third.start[1], third.body), ("/c.json", b""))
        self.assertIsNone(await fault_proxy.read_request(reader))

    async def test_a_request_cut_in_its_head_or_its_body_is_an_error(self):
        with self.assertRaises(fault_proxy.ProtocolError):
            await fault_proxy.read_request(reader_of(b"GET / HTTP/1.1\r\nHo"))
        with self.assertRaises(asyncio.IncompleteReadError):
            await fault_proxy.read_request(
                reader_of(b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nshort")
            )
        with self.assertRaises(fault_proxy.ProtocolError):
            await fault_proxy.read_request(
                reader_of(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
            )
        with self.assertRaises(fault_proxy.ProtocolError):
            await fault_proxy.read_request(reader_of(b"GET / HTTP/2.0\r\n\r\n"))

    async def test_expect_100_continue_is_answered_by_the_proxy(self):
        writer = RecordingWriter()
        request = await fault_proxy.read_request(
            reader_of(b"POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok"),
            writer,
        )
        self.assertEqual(writer.data, b"HTTP/1.1 100 Continue\r\n\r\n")
        self.assertEqual(request.body, b"ok")

    async def test_answers_are_read_whole_whatever_their_framing(self):
        chunked = await fault_proxy.read_response(
            reader_of(
                b"HTTP/1.1 100 Continue\r\n\r\n"
                b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                b"4\r\n{\"a\"\r\n3\r\n:1}\r\n0\r\n\r\n"
            ),
            "GET",
        )
        self.assertEqual((chunked.start[1], chunked.body), ("200", b'{"a":1}'))
        sized = await fault_proxy.read_response(
            reader_of(b"HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}extra"), "POST"
        )
        self.assertEqual((sized.start[1], sized.body), ("404", b"{}"))
        until_close = await fault_proxy.read_response(
            reader_of(b"HTTP/1.1 500 Error\r\n\r\n<html>"), "GET"
        )
        self.assertEqual(until_close.body, b"<html>")
        head = await fault_proxy.read_response(
            reader_of(b"HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n"), "HEAD"
        )
        self.assertEqual(head.body, b"")
        with self.assertRaises(fault_proxy.ProtocolError):
            await fault_proxy.read_response(reader_of(b""), "GET")
        with self.assertRaises(fault_proxy.ProtocolError):
            await fault_proxy.read_response(reader_of(b"HTTP/1.1 OK fine\r\n\r\n"), "GET")


class FaultPlanTests(unittest.TestCase):
    @staticmethod
    def decisions(plan, count, key="POST /t/-/upsert"):
        return [plan.decide(f"{key} {number}") for number in range(count)]

    def test_the_same_requests_get_the_same_decisions_in_any_order(self):
        keys = [f"GET /t.json?_next={number}" for number in range(500)]
        forward = fault_proxy.FaultPlan(seed=7, drop=0.1, delay=0.1, truncate=0.1)
        backward = fault_proxy.FaultPlan(seed=7, drop=0.1, delay=0.1, truncate=0.1)
        in_order = {key: forward.decide(key) for key in keys}
        reversed_order = {key: backward.decide(key) for key in reversed(keys)}
        self.assertEqual(in_order, reversed_order)
        other_seed = fault_proxy.FaultPlan(seed=8, drop=0.1, delay=0.1, truncate=0.1)
        self.assertNotEqual(in_order, {key: other_seed.decide(key) for key in keys})

    def test_a_repeated_request_is_decided_afresh(self):
        plan = fault_proxy.FaultPlan(seed=4, drop=0.5)
        repeats = [plan.decide("POST /t/a/-/delete") for _ in range(200)]
        self.assertIn(None, repeats)
        self.assertTrue(any(fault is not None for fault in repeats))
        again = fault_proxy.FaultPlan(seed=4, drop=0.5)
        self.assertEqual(repeats, [again.decide("POST /t/a/-/delete") for _ in range(200)])

    def test_the_key_is_method_target_and_body(self):
        def key(method, target, body):
            return fault_proxy.request_key(
                fault_proxy.Message((method, target, "HTTP/1.1"), [("Host", "x")], body)
            )

        self.assertEqual(key("POST", "/a", b"x"), key("POST", "/a", b"x"))
        self.assertNotEqual(key("POST", "/a", b"x"), key("POST", "/a", b"y"))
        self.assertNotEqual(key("POST", "/a", b"x"), key("GET", "/a", b"x"))
        self.assertNotEqual(key("POST", "/a", b"x"), key("POST", "/b", b"x"))

    def test_each_fault_comes_about_as_often_as_its_probability(self):
        plan = fault_proxy.FaultPlan(seed=3, drop=0.02, delay=0.05, truncate=0.03)
        counts = {"drop": 0, "delay": 0, "truncate": 0, None: 0}
        for fault in self.decisions(plan, 20_000):
            counts[fault.kind if fault else None] += 1
        self.assertAlmostEqual(counts["drop"] / 20_000, 0.02, delta=0.004)
        self.assertAlmostEqual(counts["delay"] / 20_000, 0.05, delta=0.006)
        self.assertAlmostEqual(counts["truncate"] / 20_000, 0.03, delta=0.005)

    def test_without_probabilities_nothing_is_broken(self):
        plan = fault_proxy.FaultPlan(seed=1)
        self.assertEqual(set(self.decisions(plan, 1_000)), {None})

    def test_delays_fall_in_their_range_before_or_after(self):
        plan = fault_proxy.FaultPlan(seed=5, delay=1.0, delay_range=(0.2, 2.0))
        delays = self.decisions(plan, 1_000)
        self.assertTrue(all(0.2 <= fault.seconds <= 2.0 for fault in delays))
        self.assertEqual({fault.before for fault in delays}, {True, False})

    def test_drops_close_or_reset_and_truncations_keep_a_fraction(self):
        drops = fault_proxy.FaultPlan(seed=5, drop=1.0)
        self.assertEqual({fault.reset for fault in self.decisions(drops, 200)}, {True, False})
        cuts = fault_proxy.FaultPlan(seed=5, truncate=1.0)
        self.assertTrue(all(0.0 <= fault.fraction < 1.0 for fault in self.decisions(cuts, 200)))

    def test_impossible_probabilities_are_refused(self):
        for arguments in (
            {"drop": -0.1},
            {"delay": 1.5},
            {"drop": 0.6, "truncate": 0.6},
            {"delay_range": (2.0, 1.0)},
            {"delay_range": (-1.0, 1.0)},
        ):
            with self.subTest(arguments=arguments), self.assertRaises(ValueError):
                fault_proxy.FaultPlan(**arguments)


class Upstream:
    """A tiny HTTP server on 127.0.0.1 that answers `{"n": N}` chunked and records requests."""

    def __init__(self):
        self.requests = []

    async def start(self):
        self.server = await asyncio.start_server(self.handle, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def handle(self, reader, writer):
        request = await fault_proxy.read_request(reader)
        self.requests.append(request)
        body = json.dumps({"n": len(self.requests), "echo": request.body.decode()}).encode()
        half = len(body) // 2
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
            + b"%x\r\n%s\r\n" % (half, body[:half])
            + b"%x\r\n%s\r\n0\r\n\r\n" % (len(body) - half, body[half:])
        )
        await writer.drain()
        writer.close()

    def close(self):
        self.server.close()


class ProxyTests(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.upstream = Upstream()
        self.upstream_port = await self.upstream.start()
        self.servers = []

    async def asyncTearDown(self):
        for server in self.servers:
            server.close()
        self.upstream.close()

    async def proxy(self, **probabilities):
        plan = fault_proxy.FaultPlan(seed=11, **probabilities)
        proxy = fault_proxy.FaultProxy(("127.0.0.1", self.upstream_port), plan)
        server = await asyncio.start_server(proxy.handle, "127.0.0.1", 0)
        self.servers.append(server)
        return proxy, server.sockets[0].getsockname()[1]

    @staticmethod
    def request(body):
        return (
            b"POST /db/t/-/upsert HTTP/1.1\r\nHost: proxy\r\nContent-Length: %d\r\n\r\n%s"
            % (len(body), body)
        )

    async def test_two_requests_on_one_kept_alive_connection_reach_the_server_one_by_one(self):
        proxy, port = await self.proxy()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        answers = []
        for body in (b"uno", b"dos"):
            writer.write(self.request(body))
            answers.append(await fault_proxy.read_response(reader, "POST"))
        writer.close()
        self.assertEqual([json.loads(a.body) for a in answers],
                         [{"n": 1, "echo": "uno"}, {"n": 2, "echo": "dos"}])
        self.assertEqual([a.header("Connection") for a in answers], ["keep-alive"] * 2)
        self.assertEqual([r.header("Connection") for r in self.upstream.requests], ["close"] * 2)
        self.assertEqual(proxy.stats.connections, 1)
        self.assertEqual(
            (proxy.stats.requests, proxy.stats.forwarded, proxy.stats.answered), (2, 2, 2)
        )
        self.assertEqual(proxy.stats.routes, {"upsert": 2})

    async def test_a_dropped_request_never_reaches_the_server_and_gets_no_byte(self):
        proxy, port = await self.proxy(drop=1.0)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(self.request(b"perdido"))
        try:
            received = await reader.read()
        except ConnectionResetError:
            received = b""
        writer.close()
        self.assertEqual(received, b"")
        self.assertEqual(self.upstream.requests, [])
        self.assertEqual(proxy.stats.faults["drop"], 1)
        self.assertEqual(proxy.stats.forwarded, 0)

    async def test_a_truncated_answer_is_cut_after_the_server_did_the_work(self):
        proxy, port = await self.proxy(truncate=1.0)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(self.request(b"hecho"))
        received = await reader.read()
        writer.close()
        whole = fault_proxy.client_bytes(
            fault_proxy.Message(
                ("HTTP/1.1", "200", "OK"),
                [("Content-Type", "application/json")],
                json.dumps({"n": 1, "echo": "hecho"}).encode(),
            ),
            keep_alive=True,
            method="POST",
        )
        self.assertEqual(len(self.upstream.requests), 1)
        self.assertGreaterEqual(len(received), 1)
        self.assertLess(len(received), len(whole))
        self.assertTrue(whole.startswith(received))
        self.assertEqual(proxy.stats.lost_answers, {"upsert": 1})
        self.assertEqual(proxy.stats.answered, 0)

    async def test_a_delayed_request_is_answered_whole_after_the_wait(self):
        plan = fault_proxy.FaultPlan(seed=2, delay=1.0, delay_range=(0.15, 0.15))
        proxy = fault_proxy.FaultProxy(("127.0.0.1", self.upstream_port), plan)
        server = await asyncio.start_server(proxy.handle, "127.0.0.1", 0)
        self.servers.append(server)
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", server.sockets[0].getsockname()[1]
        )
        started = time.monotonic()
        writer.write(self.request(b"lento"))
        answer = await fault_proxy.read_response(reader, "POST")
        elapsed = time.monotonic() - started
        writer.close()
        self.assertEqual(json.loads(answer.body), {"n": 1, "echo": "lento"})
        self.assertGreaterEqual(elapsed, 0.15)
        self.assertEqual(proxy.stats.faults["delay"], 1)
        self.assertAlmostEqual(proxy.stats.delay_seconds, 0.15)

    async def test_the_stats_are_served_without_counting_or_forwarding(self):
        proxy, port = await self.proxy(drop=1.0)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET /-/proxy-stats HTTP/1.1\r\nHost: proxy\r\n\r\n")
        answer = await fault_proxy.read_response(reader, "GET")
        writer.close()
        stats = json.loads(answer.body)
        self.assertEqual((stats["requests"], stats["faults"]["drop"]), (0, 0))
        self.assertEqual(self.upstream.requests, [])

    async def test_a_server_that_is_down_gives_a_502_and_the_connection_stays_usable(self):
        plan = fault_proxy.FaultPlan(seed=1)
        self.upstream.close()
        await self.upstream.server.wait_closed()
        proxy = fault_proxy.FaultProxy(("127.0.0.1", self.upstream_port), plan)
        server = await asyncio.start_server(proxy.handle, "127.0.0.1", 0)
        self.servers.append(server)
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", server.sockets[0].getsockname()[1]
        )
        for _ in range(2):
            writer.write(self.request(b"x"))
            answer = await fault_proxy.read_response(reader, "POST")
            self.assertEqual(answer.start[1], "502")
        writer.close()
        self.assertEqual(proxy.stats.upstream_errors, 2)

    async def test_a_malformed_request_gets_a_400_and_the_connection_is_closed(self):
        proxy, port = await self.proxy()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nno colon here\r\n\r\n")
        answer = await fault_proxy.read_response(reader, "GET")
        self.assertEqual(answer.start[1], "400")
        self.assertEqual(await reader.read(), b"")
        writer.close()
        self.assertEqual(proxy.stats.client_errors, 1)


if __name__ == "__main__":
    unittest.main()
