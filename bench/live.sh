#!/usr/bin/env bash
# Live rounds under load (issue 30; not in CI): a release `serve` on a fresh SQLite file, a
# round of BOARDS random games PUT whole every PERIOD seconds with one more ply on every board,
# and one client on its event stream (bench/live_latency.py); then the cost of a 10-game round
# re-sent after every ply, resumed against refereed whole (live/examples/resend.rs).
#
# Usage: bench/live.sh     (environment: BOARDS, PERIOD, VERSIONS, PORT, CARGO_TARGET_DIR)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BOARDS=${BOARDS:-100}
PERIOD=${PERIOD:-1}
VERSIONS=${VERSIONS:-60}
PORT=${PORT:-18630}
WORK=$(mktemp -d)
trap 'kill "${SERVER:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT
cd "$ROOT"
cargo build --release -p api --bin draughts-arbiter --example random_games -j 2
cargo build --release -p live --example resend -j 2
BIN=$TARGET/release/draughts-arbiter
"$TARGET/release/examples/random_games" "$BOARDS" 30 > "$WORK/round.pdn"
"$TARGET/release/examples/random_games" 10 31 > "$WORK/ten.pdn"
TOKEN=$("$BIN" token --db "$WORK/a.db" create bench | grep -o 'dat_[0-9a-f]*' | head -1)
"$BIN" serve --db "$WORK/a.db" --bind "127.0.0.1:$PORT" > "$WORK/serve.log" 2>&1 &
SERVER=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/api/v1/healthz" > /dev/null && break; sleep 0.2; done
python3 bench/live_latency.py "http://127.0.0.1:$PORT/api/v1" "$TOKEN" "$WORK/round.pdn" "$BOARDS" "$PERIOD" "$VERSIONS"
echo "server peak RSS: $(grep VmHWM /proc/$SERVER/status)"
"$TARGET/release/examples/resend" "$WORK/ten.pdn"
