#!/usr/bin/env bash
# Soak test (issue #8; not in CI): concurrent validations and uploads against
# `draughts-arbiter serve` (release, default settings) on loopback, bounded in time.
#
# - wrk (Debian's package) posts fixtures/http/one-game.pdn to /api/v1/validate on
#   VALIDATE_CONN connections and, at the same time, distinct one-game tournaments to
#   /api/v1/tournaments on UPLOAD_CONN connections, both for DURATION seconds;
# - the server's resident memory (VmRSS) is sampled every second: its value a quarter into
#   the run and at the end show whether it grows; VmHWM is the peak;
# - afterwards: no non-2xx answer and no socket error, the number of tournaments stored equals
#   the uploads answered, and PRAGMA integrity_check = ok.
# The server is started and stopped by PID on a temporary database; nothing leaves 127.0.0.1.
#
# Usage: DURATION=60 VALIDATE_CONN=8 UPLOAD_CONN=2 bench/soak.sh   (BIN=... to soak another
# binary, no build; VALIDATE_TOKEN=1 to validate with the token, beyond one address's share)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
DURATION=${DURATION:-60}
VALIDATE_CONN=${VALIDATE_CONN:-8}
UPLOAD_CONN=${UPLOAD_CONN:-2}
PORT=${PORT:-18411}
WORK=$(mktemp -d)
SERVER=
SAMPLER=
cleanup() {
    [ -n "$SAMPLER" ] && kill "$SAMPLER" 2>/dev/null || true
    [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

if [ "$BIN" = "$TARGET/release/draughts-arbiter" ]; then
    cargo build --release -p api --manifest-path "$ROOT/Cargo.toml" 2>&1 | tail -1
fi
if ! command -v wrk >/dev/null; then
    apt-get install -y -qq wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
fi

TOKEN=$("$BIN" token create soak --db "$WORK/soak.db" 2>/dev/null)
RUST_LOG=warn "$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/soak.db" 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done

VALIDATE_AUTH=
[ -n "${VALIDATE_TOKEN:-}" ] && VALIDATE_AUTH="wrk.headers[\"Authorization\"] = \"Bearer $TOKEN\""
cat >"$WORK/validate.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-pdn"
$VALIDATE_AUTH
local f = io.open("$ROOT/fixtures/http/one-game.pdn", "rb"); wrk.body = f:read("*a"); f:close()
LUA
cat >"$WORK/upload.lua" <<LUA
local f = io.open("$ROOT/fixtures/http/one-game.pdn", "rb"); local base = f:read("*a"); f:close()
local headers = { ["Content-Type"] = "application/x-pdn", ["Authorization"] = "Bearer $TOKEN" }
local n = 0
-- A distinct file per request (its own Event tag): each upload is a new tournament.
request = function()
    n = n + 1
    local body = '[Round "soak ' .. n .. '"]\n' .. base
    return wrk.format("POST", "/api/v1/tournaments", headers, body)
end
LUA

(while kill -0 "$SERVER" 2>/dev/null; do
    awk '/VmRSS/ {print $2}' "/proc/$SERVER/status" 2>/dev/null || true
    sleep 1
done) >"$WORK/rss.txt" &
SAMPLER=$!

URL="http://127.0.0.1:$PORT"
wrk -t1 -c"$VALIDATE_CONN" -d"${DURATION}s" --latency -s "$WORK/validate.lua" "$URL/api/v1/validate" >"$WORK/validate.txt" &
V=$!
wrk -t1 -c"$UPLOAD_CONN" -d"${DURATION}s" --latency -s "$WORK/upload.lua" "$URL/api/v1/tournaments" >"$WORK/upload.txt" &
U=$!
wait "$V" "$U"
kill "$SAMPLER" 2>/dev/null || true
SAMPLER=

report() {
    local name=$1 file=$2
    local total rps p50 p99 bad errors
    total=$(awk '/requests in/ {print $1}' "$file")
    rps=$(awk '/Requests\/sec/ {print $2}' "$file")
    p50=$(awk '$1 == "50%" {print $2}' "$file")
    p99=$(awk '$1 == "99%" {print $2}' "$file")
    bad=$(awk '/Non-2xx/ {print $NF}' "$file")
    errors=$(grep -E '^\s+Socket errors' "$file" || true)
    echo "$name: ${total} requests, ${rps} req/s, p50 ${p50}, p99 ${p99}, non-2xx ${bad:-0}${errors:+, $errors}"
}
echo "== ${DURATION} s, ${VALIDATE_CONN} validating + ${UPLOAD_CONN} uploading connections"
report "POST /validate    " "$WORK/validate.txt"
report "POST /tournaments " "$WORK/upload.txt"
SAMPLES=$(wc -l <"$WORK/rss.txt")
QUARTER=$(sed -n "$((SAMPLES / 4 + 1))p" "$WORK/rss.txt")
LAST=$(tail -1 "$WORK/rss.txt")
HWM=$(awk '/VmHWM/ {print $2}' "/proc/$SERVER/status")
echo "server RSS: ${QUARTER} kB a quarter in, ${LAST} kB at the end, peak (VmHWM) ${HWM} kB"
kill -TERM "$SERVER"
wait "$SERVER" || true
SERVER=
python3 - "$WORK/soak.db" "$WORK/upload.txt" <<'PY'
import re, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
stored = db.execute("SELECT count(*) FROM tournaments").fetchone()[0]
check = db.execute("PRAGMA integrity_check").fetchone()[0]
sent = int(re.search(r"(\d+) requests in", open(sys.argv[2]).read()).group(1))
print(f"tournaments stored: {stored} (uploads answered by wrk: {sent}); integrity_check: {check}")
PY
echo "server log warnings and errors: $(grep -ciE ' (ERROR|WARN) ' "$WORK/server.log" || true)"
