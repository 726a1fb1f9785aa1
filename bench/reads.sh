#!/usr/bin/env bash
# Reads of a large tournament (issue 26; not in CI). Uploads GAMES one-move games between 200
# players (100 a round) as a public tournament to a release server on a temporary database,
# times each read once, prints the server's RSS, then six `verdicts.json` at once with six
# settings (six builds) and the peak memory (VmHWM).
#
# Usage: GAMES=100000 bench/reads.sh        BIN=... to use another binary (no build)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${BIN:-$TARGET/release/draughts-arbiter}
GAMES=${GAMES:-100000}
PORT=${PORT:-18797}
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
"$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/reads.db" >/dev/null 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" >/dev/null && break
    sleep 0.1
done
U="http://127.0.0.1:$PORT/api/v1"
curl -s -o "$WORK/up.json" -w 'upload %{http_code} %{time_total} s\n' -H "Authorization: Bearer $TOKEN" \
    -H 'Content-Type: application/x-pdn' --data-binary @"$WORK/games.pdn" "$U/tournaments?public=true"
ID=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["id"])' "$WORK/up.json")
echo "after the upload: $(grep VmRSS "/proc/$SERVER/status")"
for p in standings standings findings players crosstable exports/verdicts.json exports/report.json game-findings; do
    curl -s -o /dev/null -w "$p %{http_code} %{size_download} B %{time_total} s\n" "$U/tournaments/$ID/$p"
done
echo "after the reads: $(grep VmRSS "/proc/$SERVER/status")"
READERS=()
for b in 1 3 4 5 6 7; do
    curl -s -o /dev/null -w "verdicts.json bye_points=$b %{http_code} %{time_total} s\n" \
        "$U/tournaments/$ID/exports/verdicts.json?bye_points=$b" &
    READERS+=($!)
done
wait "${READERS[@]}"
echo "peak: $(grep VmHWM "/proc/$SERVER/status")"
