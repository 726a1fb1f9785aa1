#!/usr/bin/env bash
# Reads of a large tournament (issue 26; not in CI). Uploads GAMES one-move games between 200
# players (100 a round) as a public tournament to a release server on a temporary database,
# then times each read once and gives the server's peak memory (VmHWM, reset before each read
# with /proc/PID/clear_refs) during it; then six reads at once from six addresses (each its own
# share): six `standings` (one build), six `verdicts.json` with six `bye_points` (six builds).
#
# Usage: GAMES=100000 bench/reads.sh        BIN=... to use another binary (no build)
#   OUT=dir        keeps each read's answer there (compare two binaries: cmp -s dir1/X dir2/X)
#   SERVE_ARGS=... flags for the server
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
GAMES=${GAMES:-100000}
PORT=${PORT:-18797}
WORK=$(mktemp -d)
OUT=${OUT:-$WORK/answers}
mkdir -p "$OUT"
SERVER=
cleanup() {
    [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
if [ "$BIN" = "$TARGET/release/draughts-arbiter" ]; then
    cargo build --release -p api --manifest-path "$ROOT/Cargo.toml" 2>&1 | tail -1
fi
python3 - "$GAMES" "$WORK/games.pdn" <<'PY'
import random, sys
n, out = int(sys.argv[1]), sys.argv[2]
random.seed(1)
players = [f"Player {i:04d}" for i in range(200)]
with open(out, "w") as f:
    for i in range(n):
        w, b = random.sample(players, 2)
        res = random.choice(["2-0", "0-2", "1-1"])
        f.write(f'[Event "Big"]\n[Round "{i // 100 + 1}"]\n[White "{w}"]\n[Black "{b}"]\n'
                f'[Result "{res}"]\n\n1. 32-28 {res}\n\n')
PY
TOKEN=$("$BIN" token create reads --db "$WORK/reads.db" 2>/dev/null)
# shellcheck disable=SC2086 # SERVE_ARGS is a list of flags.
"$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/reads.db" ${SERVE_ARGS:-} >/dev/null \
    2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done
U="http://127.0.0.1:$PORT/api/v1"
status() { awk -v k="$1" '$1 == k":" {printf "%d MiB", $2 / 1024}' "/proc/$SERVER/status"; }
curl -s -o "$WORK/up.json" -w 'upload %{http_code} %{time_total} s\n' -H "Authorization: Bearer $TOKEN" \
    -H 'Content-Type: application/x-pdn' --data-binary @"$WORK/games.pdn" "$U/tournaments?public=true"
ID=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["id"])' "$WORK/up.json")
echo "after the upload: RSS $(status VmRSS), peak $(status VmHWM)"
n=0
for p in standings standings findings players crosstable exports/verdicts.json exports/report.json \
    exports/report.txt exports/standings.html exports/verdicts.csv exports/tournament.pdn \
    exports/originals.zip game-findings 'standings?lang=fr'; do
    n=$((n + 1))
    echo 5 >"/proc/$SERVER/clear_refs"
    curl -s -o "$OUT/$n-$(echo "$p" | tr '/?=' '___')" \
        -w "$p %{http_code} %{size_download} B %{time_total} s" "$U/tournaments/$ID/$p"
    echo ", peak $(status VmHWM), RSS after $(status VmRSS)"
done
echo 5 >"/proc/$SERVER/clear_refs"
READERS=()
for a in 2 3 4 5 6 7; do
    curl -s -o /dev/null --interface "127.0.0.$a" \
        -w "standings from 127.0.0.$a %{http_code} %{time_total} s\n" "$U/tournaments/$ID/standings" &
    READERS+=($!)
done
wait "${READERS[@]}"
echo "six standings at once (one build): peak $(status VmHWM), RSS after $(status VmRSS)"
echo 5 >"/proc/$SERVER/clear_refs"
READERS=()
for b in 1 3 4 5 6 7; do
    curl -s -o /dev/null --interface "127.0.0.$((b + 1))" \
        -w "verdicts.json bye_points=$b from 127.0.0.$((b + 1)) %{http_code} %{time_total} s\n" \
        "$U/tournaments/$ID/exports/verdicts.json?bye_points=$b" &
    READERS+=($!)
done
wait "${READERS[@]}"
echo "six verdicts.json at once (six builds): peak $(status VmHWM), RSS after $(status VmRSS)"
