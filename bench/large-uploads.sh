#!/usr/bin/env bash
# Large uploads that fit the memory for bodies one at a time (issue 26; not in CI): COUNT
# uploads of MB megabytes each (blank lines and one distinct game) sent together to a release
# server with SERVE_ARGS (default `--max-concurrent 1`), beside a well-behaved client validating
# one game after the other. Prints each upload's status and time, the validations' p50/p99, and
# the server's peak memory (VmHWM). Before issue 26 this livelocked: 20 uploads of 42 MB
# finished nothing in 90 s.
#
# Usage: bench/large-uploads.sh      COUNT=20 MB=42 SERVE_ARGS='--max-concurrent 1 --queue-timeout 120'
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
COUNT=${COUNT:-20}
MB=${MB:-42}
PORT=${PORT:-18798}
WORK=$(mktemp -d)
SERVER=
cleanup() {
    [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
if [ "$BIN" = "$TARGET/release/draughts-arbiter" ]; then
    cargo build --release -p api --manifest-path "$ROOT/Cargo.toml" 2>&1 | tail -1
fi
python3 - "$COUNT" "$MB" "$WORK" <<'PY'
import sys
count, mb, work = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
blank = b"\n" * (mb << 20)
for i in range(count):
    with open(f"{work}/up{i}.pdn", "wb") as f:
        f.write(blank)
        f.write(f'[Event "Large {i}"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. 32-28 *\n'
                .encode())
PY
TOKEN=$("$BIN" token create large --db "$WORK/large.db" 2>/dev/null)
# shellcheck disable=SC2086 # SERVE_ARGS is a list of flags.
RUST_LOG=warn "$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/large.db" \
    ${SERVE_ARGS:---max-concurrent 1} >/dev/null 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done
U="http://127.0.0.1:$PORT/api/v1"
# The well-behaved client: one-game validations, one after the other, until the uploads end.
python3 - "$PORT" "$ROOT/fixtures/http/one-game.pdn" "$WORK" <<'PY' &
import http.client, os, sys, time
port, fixture, work = int(sys.argv[1]), open(sys.argv[2], "rb").read(), sys.argv[3]
times, statuses = [], {}
conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
while not os.path.exists(f"{work}/done"):
    start = time.monotonic()
    try:
        conn.request("POST", "/api/v1/validate", fixture, {"Content-Type": "application/x-pdn"})
        response = conn.getresponse()
        response.read()
        status = response.status
    except OSError:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        status = 0
    times.append(time.monotonic() - start)
    statuses[status] = statuses.get(status, 0) + 1
    time.sleep(0.05)
times.sort()
q = lambda p: round(times[min(len(times) - 1, int(p * len(times)))] * 1000, 1)
print(f"validations beside the uploads: {len(times)}, p50 {q(0.5)} ms, p99 {q(0.99)} ms, "
      f"max {round(times[-1] * 1000, 1)} ms, {dict(sorted(statuses.items()))}")
PY
VALIDATOR=$!
START=$(date +%s.%N)
UPLOADS=()
for i in $(seq 0 $((COUNT - 1))); do
    curl -s -o /dev/null --interface "127.0.4.$((i + 1))" -H "Authorization: Bearer $TOKEN" \
        -H 'Content-Type: application/x-pdn' --data-binary @"$WORK/up$i.pdn" \
        -w "upload $i %{http_code} %{time_total} s\n" "$U/tournaments" >"$WORK/up$i.out" &
    UPLOADS+=($!)
done
wait "${UPLOADS[@]}"
echo "all $COUNT answered in $(echo "$(date +%s.%N) - $START" | bc) s"
touch "$WORK/done"
wait "$VALIDATOR"
cat "$WORK"/up*.out | awk '{print $3}' | sort | uniq -c | sed 's/^/statuses: /'
sort -t' ' -k4 -n "$WORK"/up*.out | awk '{print $4}' | tr '\n' ' ' | sed 's/^/upload times (s): /'
echo
echo "server peak memory (VmHWM): $(awk '/VmHWM/ {print $2, $3}' "/proc/$SERVER/status")"
echo "server log warnings and errors: $(grep -ciE ' (ERROR|WARN) ' "$WORK/server.log" || true)"
