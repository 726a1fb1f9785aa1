#!/usr/bin/env bash
# Benchmark of `draughts-arbiter check` (not run in CI).
#
# 1. Builds the release binary.
# 2. Concatenates the international games of the shared corpus (every .pdn under an
#    intl-10x10* folder) into base.pdn, and repeats it to about TARGET_GAMES games (big.pdn).
# 3. Checks big.pdn with --jobs 1 and --jobs 2 under /usr/bin/time -v: games/s and peak RSS.
# 4. Replays base.pdn through the Python packages dame-rs (Rust core) and pydraughts, each in
#    this script's virtual environment (bench/replay.py), for at most PEER_SECONDS each, and
#    prints games/s side by side with draughts-arbiter's on the same games (big.pdn).
#
# `--jobs 1` is one referee thread; reading and writing run on two more threads, so even
# `--jobs 1` uses more than one core when it has them.
#
# Usage: bench/check.sh     (environment: TARGET_GAMES, PEER_SECONDS, RUNS, BENCH_DIR, CORPUS)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
WORK=${BENCH_DIR:-$ROOT/target/bench}
TARGET_GAMES=${TARGET_GAMES:-100000}
PEER_SECONDS=${PEER_SECONDS:-60}
BIN=$ROOT/target/release/draughts-arbiter

if [ ! -d "$CORPUS" ]; then
    echo "bench: the corpus $CORPUS is absent: nothing to benchmark" >&2
    exit 1
fi
mkdir -p "$WORK"

echo "== building the release binary"
cargo build --release -p api --manifest-path "$ROOT/Cargo.toml" 2>&1 | tail -1

if [ ! -x /usr/bin/time ]; then
    echo "== installing GNU time (for the peak memory)"
    if [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
    else
        sudo apt-get install -y -qq time >/dev/null
    fi
fi

echo "== building the archive"
BASE=$WORK/base.pdn
BIG=$WORK/big.pdn
: >"$BASE"
find "$CORPUS" -path '*intl-10x10*' -name '*.pdn' -print0 | LC_ALL=C sort -z |
    while IFS= read -r -d '' file; do
        cat "$file" >>"$BASE"
        printf '\n\n' >>"$BASE"
    done
# How many games one copy holds, as the checker counts them.
summary_field() { # FILE FIELD: a field of the summary of a JSON report
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"][sys.argv[2]])' "$1" "$2"
}
"$BIN" check -q --only-problems --format json -o "$WORK/base.json" "$BASE" || true
BASE_GAMES=$(summary_field "$WORK/base.json" games)
REPS=$(((TARGET_GAMES + BASE_GAMES - 1) / BASE_GAMES))
: >"$BIG"
for _ in $(seq "$REPS"); do cat "$BASE" >>"$BIG"; done
echo "base.pdn: $BASE_GAMES games ($(stat -c %s "$BASE") bytes); big.pdn: $REPS copies," \
    "$((BASE_GAMES * REPS)) games ($(stat -c %s "$BIG") bytes)"

# check FILE JOBS TAG: runs check RUNS times under /usr/bin/time (other work on the machine
# only slows a run down: the best run is kept); sets RATE, SECONDS_TAKEN, RSS_MB.
RUNS=${RUNS:-2}
check() {
    local out=$WORK/check-$3.txt time=$WORK/time-$3.txt last rate
    RATE=0
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -v "$BIN" check -q --jobs "$2" -o "$out" "$1" 2>"$time" || true
        # The last line of the text report: "checked N games in S s (R games/s)".
        last=$(tail -n 1 "$out")
        rate=$(echo "$last" | sed -E 's/.*\(([0-9]+) games\/s\)/\1/')
        if [ "$rate" -gt "$RATE" ]; then
            RATE=$rate
            SECONDS_TAKEN=$(echo "$last" | sed -E 's/.* in ([0-9.]+) s .*/\1/')
            RSS_MB=$(awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$time")
        fi
    done
}

echo "== draughts-arbiter check on big.pdn"
printf '%-8s %10s %10s %12s %14s\n' jobs games seconds games/s "peak RSS MiB"
declare -A OURS
for jobs in 1 2; do
    check "$BIG" "$jobs" "big-$jobs"
    OURS[$jobs]=$RATE
    printf '%-8s %10s %10s %12s %14s\n' "$jobs" "$((BASE_GAMES * REPS))" "$SECONDS_TAKEN" "$RATE" "$RSS_MB"
done

echo "== the same games through the Python packages (base.pdn, at most ${PEER_SECONDS}s each)"
VENV=$WORK/venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip >/dev/null 2>&1 || true
declare -A PEER_RATE PEER_NOTE
for package in dame-rs pydraughts; do
    lib=$([ "$package" = dame-rs ] && echo dame || echo pydraughts)
    if ! "$VENV/bin/pip" install -q "$package" >/dev/null 2>&1; then
        echo "$package: could not be installed; left out"
        continue
    fi
    version=$("$VENV/bin/pip" show "$package" 2>/dev/null | awk '/^Version:/ {print $2}')
    result=$("$VENV/bin/python" "$ROOT/bench/replay.py" --lib "$lib" --max-seconds "$PEER_SECONDS" "$BASE")
    echo "$package $version: $result"
    PEER_RATE[$package]=$(echo "$result" | python3 -c 'import json,sys; print(json.load(sys.stdin)["games_per_s"])')
    PEER_NOTE[$package]=$(echo "$result" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["games"], "games,", r["stopped"], "stopped at a refused move")')
done

# big.pdn is base.pdn repeated: the same games, measured over a run long enough that start-up
# does not count (the Python figures are the best of several passes, warm, too).
echo "== side by side (the same games; Python figures leave out their PDN tokenising)"
OURS_1=${OURS[1]}
OURS_2=${OURS[2]}
printf '%-28s %12s %18s %18s  %s\n' tool games/s "arbiter -j1 ratio" "arbiter -j2 ratio" note
printf '%-28s %12s %18s %18s  %s\n' "draughts-arbiter --jobs 1" "$OURS_1" 1.0 "" "big.pdn, reading included"
printf '%-28s %12s %18s %18s  %s\n' "draughts-arbiter --jobs 2" "$OURS_2" "" 1.0 "big.pdn, reading included"
for package in dame-rs pydraughts; do
    rate=${PEER_RATE[$package]:-}
    [ -n "$rate" ] || continue
    printf '%-28s %12s %18s %18s  %s\n' "$package (Python)" "$rate" \
        "$(python3 -c "print(f'{$OURS_1 / $rate:.1f}x')")" \
        "$(python3 -c "print(f'{$OURS_2 / $rate:.1f}x')")" "${PEER_NOTE[$package]}"
done
