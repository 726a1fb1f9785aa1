#!/usr/bin/env python3
"""Live rounds under load (issue 30): BOARDS boards each adding a ply every PERIOD seconds.

A round of BOARDS random games (a PDN file, e.g. from the api example random_games) is PUT
whole to a running service every PERIOD seconds, each time with one more ply on every board
(as the boards' software rewrites games.pdn); one client reads GET /live/NAME/events. For each
version, the latency is the time from the start of its PUT to the arrival of its last event
on the stream (the events of a version are told together). Prints the PUT times and the
latencies: median, p99, max.

Usage: bench/live_latency.py BASE_URL TOKEN ROUND.pdn [BOARDS] [PERIOD] [VERSIONS]
"""

import http.client
import json
import re
import sys
import threading
import time
import urllib.parse


def games_of(text):
    """Each game as (tags, moves): the moves as written, without numbers or result."""
    games = []
    for chunk in re.split(r"\n\s*\n(?=\[)", text.strip()):
        head, _, body = chunk.partition("\n\n")
        moves = [t for t in body.split() if not re.fullmatch(r"\d+\.(\.\.)?", t)]
        if moves and moves[-1] in ("*", "2-0", "0-2", "1-1"):
            moves = moves[:-1]
        games.append((head.replace('[Result "2-0"]', '[Result "*"]').replace('[Result "0-2"]', '[Result "*"]'), moves))
    return games


def version(games, plies):
    out = []
    for head, moves in games:
        shown = moves[:plies]
        text = []
        for i, m in enumerate(shown):
            if i % 2 == 0:
                text.append(f"{i // 2 + 1}.")
            text.append(m)
        out.append(f"{head}\n\n{' '.join(text)} *\n")
    return "\n".join(out)


def main():
    base, token, path = sys.argv[1], sys.argv[2], sys.argv[3]
    boards = int(sys.argv[4]) if len(sys.argv) > 4 else 100
    period = float(sys.argv[5]) if len(sys.argv) > 5 else 1.0
    versions = int(sys.argv[6]) if len(sys.argv) > 6 else 60
    games = games_of(open(path, encoding="utf-8").read())[:boards]
    url = urllib.parse.urlparse(base)
    name = f"bench-{int(time.time())}"
    put = http.client.HTTPConnection(url.hostname, url.port)

    def send(text):
        started = time.perf_counter()
        put.request("PUT", f"{url.path}/live/{name}", body=text.encode(),
                    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/x-pdn"})
        answer = json.loads(put.getresponse().read())
        return started, time.perf_counter() - started, answer

    _, _, first = send(version(games, 0))
    arrived = {}  # event id -> arrival time
    lock = threading.Lock()

    def read_events():
        conn = http.client.HTTPConnection(url.hostname, url.port)
        conn.request("GET", f"{url.path}/live/{name}/events?after={first['last_event']}")
        stream = conn.getresponse()
        while True:
            line = stream.fp.readline()
            if not line:
                return
            if line.startswith(b"id: "):
                with lock:
                    arrived[int(line[4:])] = time.perf_counter()

    threading.Thread(target=read_events, daemon=True).start()
    time.sleep(0.5)
    puts, latencies = [], []
    for plies in range(1, versions + 1):
        tick = time.perf_counter()
        started, took, answer = send(version(games, plies))
        puts.append(took)
        last = answer["last_event"]
        if answer["events"]:
            while True:
                with lock:
                    seen = arrived.get(last)
                if seen is not None:
                    latencies.append(seen - started)
                    break
                if time.perf_counter() - started > 10:
                    print(f"version {plies}: event {last} not received in 10 s")
                    break
                time.sleep(0.0005)
        time.sleep(max(0.0, period - (time.perf_counter() - tick)))

    def stats(xs):
        xs = sorted(xs)
        pick = lambda p: xs[min(len(xs) - 1, round((len(xs) - 1) * p))] * 1e3
        return f"median {pick(0.5):6.1f} ms, p99 {pick(0.99):6.1f} ms, max {xs[-1] * 1e3:6.1f} ms"

    size = len(version(games, versions).encode())
    print(f"{len(games)} boards, a ply each every {period} s, {versions} versions (the last {size} bytes)")
    print(f"PUT (read, refereed, answered): {stats(puts)}")
    print(f"event out after its PUT began:  {stats(latencies)}")


if __name__ == "__main__":
    main()
