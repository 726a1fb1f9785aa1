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
- tag floods: validations of one game of 70,000 distinct tags (about 900 KB), one after the other;
- read storm (issue 26): anonymous reads of a public tournament of BIG_GAMES games (standings,
  findings, verdicts.json, report.json in turn), each client from its own address, one read
  after the other;
- large bodies (issue 26): validations of BODY_MB MB (blank lines and one game) sent together
  from their own addresses, more of them than the memory for bodies holds at once (the
  livelock of issue 26);
- unread answers (issue 26): validations of 3,000 games with moves (about 7 MB of JSON), a
  4 KiB receive buffer, never read; held for 60 s, then replaced.

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

HOSTILE_KINDS = ("slowloris", "slow_body", "unfinished_form", "stalled_reader", "tag_flood",
                 "read_storm", "large_body", "unread_answer")


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


async def stalled_reader(port, source, body, stats, stop, hold=60.0, ndjson=True):
    accept = [("Accept", "application/x-ndjson")] if ndjson else []
    while not stop.is_set():
        try:
            _, writer = await connect(port, source, rcvbuf=4096)
            writer.write(
                request("POST", "/api/v1/validate?moves=true",
                        [("Content-Type", "application/x-pdn")] + accept, body)
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


async def reader_of(port, source, paths, stats, stop):
    """Anonymous GETs of `paths` in turn, one after the other on fresh connections."""
    turn = 0
    while not stop.is_set():
        started = time.monotonic()
        path = paths[turn % len(paths)]
        turn += 1
        try:
            reader, writer = await connect(port, source)
            writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
            await writer.drain()
            status, _, _ = await asyncio.wait_for(read_response(reader), 600)
            stats.add(status, time.monotonic() - started)
            writer.close()
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as error:
            stats.add(f"error: {type(error).__name__}", time.monotonic() - started)
            await asyncio.sleep(0.5)


async def big_tournament(port, token, games):
    """Uploads a public tournament of `games` one-move games between 200 players; its id."""
    lines = []
    for i in range(games):
        white, black = i % 200, (i * 7 + 1) % 200
        black = (black + 1) % 200 if black == white else black
        lines.append(f'[Event "Storm"]\n[Round "{i // 100 + 1}"]\n[White "P{white:03}"]\n'
                     f'[Black "P{black:03}"]\n[Result "2-0"]\n\n1. 32-28 2-0\n')
    body = "\n".join(lines).encode()
    reader, writer = await connect(port, "127.0.0.1")
    writer.write(request("POST", "/api/v1/tournaments?public=true",
                         [("Content-Type", "application/x-pdn"),
                          ("Authorization", f"Bearer {token}")], body))
    await writer.drain()
    status, _, answer = await asyncio.wait_for(read_response(reader), 600)
    writer.close()
    if status != 201:
        raise SystemExit(f"the storm's tournament was not stored: {status} {answer[:200]}")
    return json.loads(answer)["id"]


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
    parser.add_argument("--read-storm", type=int, default=0,
                        help="readers of the big tournament, each from its own address")
    parser.add_argument("--big-games", type=int, default=20_000)
    parser.add_argument("--large-bodies", type=int, default=0)
    parser.add_argument("--body-mb", type=int, default=42)
    parser.add_argument("--unread-answers", type=int, default=0)
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
        if args.read_storm:
            big = await big_tournament(args.port, args.token, args.big_games)
            paths = [f"/api/v1/tournaments/{big}/{p}" for p in
                     ("standings", "findings", "exports/verdicts.json", "exports/report.json")]
            tasks += [reader_of(args.port, f"127.0.1.{1 + i}", paths, stats["read_storm"], stop)
                      for i in range(args.read_storm)]
        large = b"\n" * (args.body_mb << 20) + game
        tasks += [tag_flood(args.port, f"127.0.2.{1 + i}", large, stats["large_body"], stop)
                  for i in range(args.large_bodies)]
        tasks += [stalled_reader(args.port, f"127.0.3.{1 + i}", b"\n\n".join([game] * 3000),
                                 stats["unread_answer"], stop, ndjson=False)
                  for i in range(args.unread_answers)]
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
