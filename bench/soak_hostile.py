#!/usr/bin/env python3
"""Hostile clients against `draughts-arbiter serve` while a well-behaved client works (issue 16).

The well-behaved client (127.0.0.1) validates the one-game fixture on VALIDATORS keep-alive
connections and uploads a distinct one-game tournament on UPLOADERS, one request after the other,
and records the latency and status of every request. With --hostile, these run beside it, each
kind from its own loopback address (the whole of 127.0.0.0/8 is loopback on Linux), so each is
a distinct client to the server:

- slowloris: connections that send a request head one byte every 2 s, never finishing it;
- slow bodies: validations that declare 10 MB and send one byte every 2 s;
- unfinished forms: multipart validations whose body ends in CRLF without the closing boundary,
  the connection then held for a second (curl -m);
- stalled readers: validations of 1,000 games asking for NDJSON with moves, a 4 KiB receive
  buffer, never read; held for 60 s, then replaced;
- tag floods: validations of one game of 70,000 distinct tags (about 900 KB), one after the other.

Each hostile client reconnects as soon as the server closes on it. The summary (stdout, and JSON
with --json) gives the well-behaved client's counts per status and p50/p99/max latency, and
what the server answered each hostile kind. Standard library only.

Usage: soak_hostile.py --port P --token T --fixture F [--duration 60] [--hostile] [--json out]
"""

import argparse
import asyncio
import json
import socket
import time

HOSTILE_KINDS = ("slowloris", "slow_body", "unfinished_form", "stalled_reader", "tag_flood")


class Stats:
    """Latencies and statuses of one kind of request."""

    def __init__(self):
        self.latencies = []
        self.statuses = {}

    def add(self, status, seconds):
        self.statuses[status] = self.statuses.get(status, 0) + 1
        if seconds is not None:
            self.latencies.append(seconds)

    def quantile(self, q):
        if not self.latencies:
            return None
        data = sorted(self.latencies)
        return data[min(len(data) - 1, int(q * len(data)))]

    def summary(self):
        ms = lambda s: None if s is None else round(s * 1000, 2)
        return {
            "requests": sum(self.statuses.values()),
            "statuses": dict(sorted(self.statuses.items())),
            "p50_ms": ms(self.quantile(0.50)),
            "p99_ms": ms(self.quantile(0.99)),
            "max_ms": ms(max(self.latencies) if self.latencies else None),
        }


async def connect(port, source, rcvbuf=None):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.bind((source, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
    return await asyncio.open_connection(sock=sock)


def request(method, path, headers, body=b""):
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for name, value in headers:
        head += f"{name}: {value}\r\n"
    head += f"Content-Length: {len(body)}\r\n\r\n"
    return head.encode() + body


async def read_response(reader):
    """Status and body of one response (Content-Length or chunked)."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        body = await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding") == "chunked":
        body = b""
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            chunk = await reader.readexactly(size + 2)
            if size == 0:
                break
            body += chunk[:-2]
    else:
        body = await reader.read()
    return status, headers, body


async def well_behaved(port, make_request, stats, stop):
    """One keep-alive connection, one request after the other, until `stop`."""
    reader = writer = None
    while not stop.is_set():
        try:
            if writer is None:
                reader, writer = await connect(port, "127.0.0.1")
            started = time.monotonic()
            writer.write(make_request())
            await writer.drain()
            status, headers, _ = await asyncio.wait_for(read_response(reader), 120)
            stats.add(status, time.monotonic() - started)
            if headers.get("connection") == "close":
                writer.close()
                writer = None
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as error:
            stats.add(f"error: {type(error).__name__}", None)
            writer = None
            await asyncio.sleep(0.1)


async def trickle(port, source, head, stats, stop, interval=2.0):
    """Sends `head`, then one byte every `interval` s, until the server answers or closes."""
    while not stop.is_set():
        started = time.monotonic()
        try:
            reader, writer = await connect(port, source)
            writer.write(head)
            await writer.drain()
            answer = asyncio.ensure_future(read_response(reader))
            while not answer.done() and not stop.is_set():
                await asyncio.wait([answer], timeout=interval)
                if not answer.done():
                    writer.write(b"a")
                    await writer.drain()
            if answer.done():
                status, _, _ = answer.result()
                stats.add(status, time.monotonic() - started)
            else:
                answer.cancel()
            writer.close()
        except (OSError, asyncio.IncompleteReadError) as error:
            # Closed without an answer: how long the server let it hold the connection.
            stats.add(f"closed: {type(error).__name__}", time.monotonic() - started)
            await asyncio.sleep(0.1)


async def unfinished_forms(port, source, stats, stop):
    body = (
        b"--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdn\"\r\n\r\n"
        b"1. 32-28 *\r\n"
    )
    while not stop.is_set():
        started = time.monotonic()
        try:
            reader, writer = await connect(port, source)
            writer.write(
                request("POST", "/api/v1/validate",
                        [("Content-Type", "multipart/form-data; boundary=b")], body)
            )
            await writer.drain()
            status, _, _ = await asyncio.wait_for(read_response(reader), 60)
            stats.add(status, time.monotonic() - started)
            await asyncio.sleep(1.0)
            writer.close()
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as error:
            stats.add(f"error: {type(error).__name__}", time.monotonic() - started)
            await asyncio.sleep(0.1)


async def stalled_reader(port, source, body, stats, stop, hold=60.0):
    while not stop.is_set():
        try:
            _, writer = await connect(port, source, rcvbuf=4096)
            writer.write(
                request("POST", "/api/v1/validate?moves=true",
                        [("Content-Type", "application/x-pdn"),
                         ("Accept", "application/x-ndjson")], body)
            )
            await writer.drain()
            stats.add("sent, never read", None)
            try:
                await asyncio.wait_for(stop.wait(), hold)
            except asyncio.TimeoutError:
                pass
            writer.close()
        except OSError as error:
            stats.add(f"error: {type(error).__name__}", None)
            await asyncio.sleep(0.5)


async def tag_flood(port, source, body, stats, stop):
    while not stop.is_set():
        started = time.monotonic()
        try:
            reader, writer = await connect(port, source)
            writer.write(request("POST", "/api/v1/validate",
                                 [("Content-Type", "application/x-pdn")], body))
            await writer.drain()
            status, _, _ = await asyncio.wait_for(read_response(reader), 600)
            stats.add(status, time.monotonic() - started)
            writer.close()
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as error:
            stats.add(f"error: {type(error).__name__}", time.monotonic() - started)
            await asyncio.sleep(0.5)


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--duration", type=float, default=60)
    parser.add_argument("--hostile", action="store_true")
    parser.add_argument("--validators", type=int, default=2)
    parser.add_argument("--uploaders", type=int, default=1)
    parser.add_argument("--slowloris", type=int, default=100)
    parser.add_argument("--slow-bodies", type=int, default=20)
    parser.add_argument("--unfinished-forms", type=int, default=2)
    parser.add_argument("--stalled-readers", type=int, default=4)
    parser.add_argument("--tag-floods", type=int, default=1)
    parser.add_argument("--json")
    args = parser.parse_args()
    game = open(args.fixture, "rb").read()
    stop = asyncio.Event()
    stats = {"validate": Stats(), "upload": Stats()}
    uploads = iter(range(10**9))
    auth = ("Authorization", f"Bearer {args.token}")
    pdn = ("Content-Type", "application/x-pdn")

    def validate_request():
        return request("POST", "/api/v1/validate", [pdn], game)

    def upload_request():
        # A distinct file per request (its own Round tag): each upload is a new tournament.
        body = f'[Round "hostile soak {next(uploads)} {time.time_ns()}"]\n'.encode() + game
        return request("POST", "/api/v1/tournaments", [pdn, auth], body)

    tasks = [well_behaved(args.port, validate_request, stats["validate"], stop)
             for _ in range(args.validators)]
    tasks += [well_behaved(args.port, upload_request, stats["upload"], stop)
              for _ in range(args.uploaders)]
    if args.hostile:
        for kind in HOSTILE_KINDS:
            stats[kind] = Stats()
        addr = {kind: f"127.0.0.{10 + i}" for i, kind in enumerate(HOSTILE_KINDS)}
        slowloris_head = b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nX-Slow: "
        slow_body_head = (b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\n"
                          b"Content-Type: text/plain\r\nContent-Length: 10000000\r\n\r\n")
        thousand = b"\n\n".join([game] * 1000)
        tags = b"".join(b'[T%05d "v"]\n' % i for i in range(70_000)) + b"\n1. 32-28 *\n"
        tasks += [trickle(args.port, addr["slowloris"], slowloris_head, stats["slowloris"], stop)
                  for _ in range(args.slowloris)]
        tasks += [trickle(args.port, addr["slow_body"], slow_body_head, stats["slow_body"], stop)
                  for _ in range(args.slow_bodies)]
        tasks += [unfinished_forms(args.port, addr["unfinished_form"], stats["unfinished_form"],
                                   stop) for _ in range(args.unfinished_forms)]
        tasks += [stalled_reader(args.port, addr["stalled_reader"], thousand,
                                 stats["stalled_reader"], stop)
                  for _ in range(args.stalled_readers)]
        tasks += [tag_flood(args.port, addr["tag_flood"], tags, stats["tag_flood"], stop)
                  for _ in range(args.tag_floods)]
    running = [asyncio.ensure_future(t) for t in tasks]
    await asyncio.sleep(args.duration)
    stop.set()
    # Requests in flight get a moment to finish; the rest are cut.
    await asyncio.wait(running, timeout=5)
    for task in running:
        task.cancel()
    result = {name: s.summary() for name, s in stats.items()}
    result["duration_s"] = args.duration
    result["hostile"] = args.hostile
    width = max(len(name) for name in stats)
    for name, s in result.items():
        if isinstance(s, dict):
            print(f"{name:<{width}}  {s['requests']:>7} requests  p50 {s['p50_ms']} ms  "
                  f"p99 {s['p99_ms']} ms  max {s['max_ms']} ms  {s['statuses']}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=1)


if __name__ == "__main__":
    asyncio.run(main())
