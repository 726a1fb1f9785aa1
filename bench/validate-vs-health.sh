#!/usr/bin/env bash
# Issue 17's service goal (not in CI): `POST /api/v1/validate` of one real game against
# `GET /api/v1/healthz` on the same release server with default settings, each for DURATION
# seconds on CONN connections (wrk, one thread), one after the other, ROUNDS times interleaved
# (the machine is shared: what counts is the ratio within a round). The validations carry the
# token, as a federation's software would, so they may use every refereeing turn.
#
# Usage: DURATION=10 CONN=4 ROUNDS=3 bench/validate-vs-health.sh [GAME.pdn]   (BIN=... for another
#        binary). GAME is the file validated (default fixtures/http/one-game.pdn; issue 31's goal
#        is for one real game of about 80 plies, such as one taken from ../shared/corpus).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
DURATION=${DURATION:-10}
CONN=${CONN:-4}
ROUNDS=${ROUNDS:-3}
PORT=${PORT:-18413}
GAME=$(realpath "${1:-$ROOT/fixtures/http/one-game.pdn}")
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
TOKEN=$("$BIN" token create bench --db "$WORK/bench.db" 2>/dev/null)
RUST_LOG=warn "$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/bench.db" 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done
cat >"$WORK/validate.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-pdn"
wrk.headers["Authorization"] = "Bearer $TOKEN"
local f = io.open("$GAME", "rb"); wrk.body = f:read("*a"); f:close()
LUA
URL="http://127.0.0.1:$PORT/api/v1"
# What is validated: its games and plies, as the service counts them.
curl -sf -X POST -H "Content-Type: application/x-pdn" -H "Authorization: Bearer $TOKEN" \
    --data-binary "@$GAME" "$URL/validate" |
    python3 -c 'import json,sys; g=json.load(sys.stdin).get("games",[]); print("%s: %d game(s), %d plies" % (sys.argv[1], len(g), sum(x.get("plies",0) for x in g)))' "$GAME"
# Requests/s and p99 of one wrk run.
measure() {
    wrk -t1 -c"$CONN" -d"${DURATION}s" --latency "$@" >"$WORK/out.txt"
    local rps p99 errors
    rps=$(awk '/Requests\/sec/ {print $2}' "$WORK/out.txt")
    p99=$(awk '$1 == "99%" {print $2}' "$WORK/out.txt")
    errors=$(awk '/Non-2xx|Socket errors/ {print}' "$WORK/out.txt" | tr '\n' ' ')
    echo "$rps $p99 ${errors:-no errors}"
}
printf '%-6s %-22s %-22s %s\n' round "healthz req/s, p99" "validate req/s, p99" "validate/healthz"
for round in $(seq "$ROUNDS"); do
    read -r h_rps h_p99 h_err < <(measure "$URL/healthz")
    read -r v_rps v_p99 v_err < <(measure -s "$WORK/validate.lua" "$URL/validate")
    ratio=$(awk -v v="$v_rps" -v h="$h_rps" 'BEGIN {printf "%.0f%%", 100 * v / h}')
    printf '%-6s %-22s %-22s %s  (%s / %s)\n' "$round" "$h_rps, $h_p99" "$v_rps, $v_p99" "$ratio" "$h_err" "$v_err"
done
