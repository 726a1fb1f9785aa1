#!/usr/bin/env bash
# Hostile-clients soak (issue 16; not in CI, about two minutes after the build).
#
# `draughts-arbiter serve` (release, default settings) on loopback; bench/soak_hostile.py runs a
# well-behaved client (validations and uploads of one game, one request after the other on
# keep-alive connections) first alone for BASELINE seconds (the idle server), then for DURATION
# seconds beside hostile clients: slowloris heads, slow bodies, unfinished forms, stalled NDJSON
# readers and tag floods, each from its own loopback address. Prints both runs, the server's
# peak memory (VmHWM), what was stored, PRAGMA integrity_check, and the warnings and errors of
# the server log. The server is started and stopped by PID on a temporary database.
#
# Usage: DURATION=60 BASELINE=30 bench/soak-hostile.sh
#   BIN=...                        soak another binary (no build)
#   HOSTILE_ARGS='--tag-floods 0'  change the hostile mix (see bench/soak_hostile.py --help)
#   The kinds of issue 26 are off unless asked for:
#   HOSTILE_ARGS='--read-storm 6 --big-games 20000'   anonymous reads of a large tournament
#   HOSTILE_ARGS='--large-bodies 4 --body-mb 42'      bodies that fit the memory one at a time
#   HOSTILE_ARGS='--unread-answers 8'                 plain JSON answers nobody reads
#   SERVE_ARGS='--max-concurrent 1 --max-body 8M'     flags for the server
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
DURATION=${DURATION:-60}
BASELINE=${BASELINE:-30}
PORT=${PORT:-18412}
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
TOKEN=$("$BIN" token create soak --db "$WORK/soak.db" 2>/dev/null)
# shellcheck disable=SC2086 # SERVE_ARGS is a list of flags.
RUST_LOG=warn "$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/soak.db" ${SERVE_ARGS:-} \
    2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done

SOAK=(python3 "$ROOT/bench/soak_hostile.py" --port "$PORT" --token "$TOKEN"
      --fixture "$ROOT/fixtures/http/one-game.pdn")
echo "== idle server: the well-behaved client alone, ${BASELINE} s"
"${SOAK[@]}" --duration "$BASELINE" --json "$WORK/idle.json"
echo "== beside hostile clients, ${DURATION} s"
# shellcheck disable=SC2086 # HOSTILE_ARGS is a list of flags.
"${SOAK[@]}" --duration "$DURATION" --hostile ${HOSTILE_ARGS:-} --json "$WORK/hostile.json"
echo "server peak memory (VmHWM): $(awk '/VmHWM/ {print $2, $3}' "/proc/$SERVER/status")"
curl -s -o /dev/null -w 'healthz after the run: %{http_code}\n' "http://127.0.0.1:$PORT/api/v1/healthz"
kill -TERM "$SERVER"
wait "$SERVER" || true
SERVER=
python3 - "$WORK" <<'PY'
import json, sqlite3, sys
work = sys.argv[1]
idle, hostile = (json.load(open(f"{work}/{n}.json")) for n in ("idle", "hostile"))
for kind in ("validate", "upload"):
    a, b = idle[kind]["p99_ms"], hostile[kind]["p99_ms"]
    busy = hostile[kind]["statuses"].get("503", 0)
    ratio = f"{b / a:.2f}x" if a and b else "n/a"
    print(f"well-behaved {kind}: p99 {a} ms idle, {b} ms beside hostile clients ({ratio}); "
          f"503 answers: {busy}")
db = sqlite3.connect(f"{work}/soak.db")
stored = db.execute("SELECT count(*) FROM tournaments").fetchone()[0]
created = sum(r[kind]["statuses"].get("201", 0) for r in (idle, hostile) for kind in ("upload",))
check = db.execute("PRAGMA integrity_check").fetchone()[0]
print(f"tournaments stored: {stored} (uploads answered 201: {created}); integrity_check: {check}")
PY
echo "server log warnings and errors: $(grep -ciE ' (ERROR|WARN) ' "$WORK/server.log" || true)"
grep -iE ' (ERROR|WARN) ' "$WORK/server.log" | sed -E 's/^.*(WARN|ERROR)/\1/' | sort | uniq -c | sort -rn | head -5 || true
