#!/usr/bin/env bash
# Benchmark of `draughts-arbiter check` (not run in CI).
#
# 1. Builds the release binary.
# 2. Concatenates the international games of the shared corpus (every .pdn under an
#    intl-10x10* folder) into base.pdn, and repeats it to about TARGET_GAMES games (big.pdn).
# 3. Writes RANDOM_GAMES random legal games (the api example random_games, seeded) to
#    random.pdn.
# 4. Checks big.pdn and random.pdn with `--format ndjson` and --jobs 1 and --jobs 2 under
#    /usr/bin/time -v: games/s (from the wall time of the whole run, best of RUNS) and peak RSS.
# 5. Replays base.pdn through the Python packages dame-rs (Rust core) and pydraughts, each in
#    this script's virtual environment (bench/replay.py), for at most PEER_SECONDS each, and
#    prints games/s side by side with draughts-arbiter's on the same games (big.pdn).
#
# `--jobs 1` is one referee thread; reading and writing run on two more threads, so even
# `--jobs 1` uses more than one core when it has them.
#
# Usage: bench/check.sh     (environment: TARGET_GAMES, RANDOM_GAMES, PEER_SECONDS, RUNS,
#                           BENCH_DIR, CORPUS, CARGO_TARGET_DIR)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
WORK=${BENCH_DIR:-$TARGET/bench}
TARGET_GAMES=${TARGET_GAMES:-100000}
RANDOM_GAMES=${RANDOM_GAMES:-50000}
PEER_SECONDS=${PEER_SECONDS:-60}
BIN=$TARGET/release/draughts-arbiter

if [ ! -d "$CORPUS" ]; then
    echo "bench: the corpus $CORPUS is absent: nothing to benchmark" >&2
    exit 1
fi
mkdir -p "$WORK"

echo "== building the release binary"
cargo build --release -p api --bin draughts-arbiter --example random_games \
    --manifest-path "$ROOT/Cargo.toml" 2>&1 | tail -1

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
"$ROOT/bench/base-pdn.sh" "$CORPUS" "$BASE"
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

RANDOM_PDN=$WORK/random.pdn
if [ ! -s "$RANDOM_PDN" ] || [ "$(grep -c '^\[Event' "$RANDOM_PDN")" != "$RANDOM_GAMES" ]; then
    "$TARGET/release/examples/random_games" "$RANDOM_GAMES" >"$RANDOM_PDN"
fi
echo "random.pdn: $RANDOM_GAMES random legal games ($(stat -c %s "$RANDOM_PDN") bytes)"

# check FILE JOBS TAG: runs `check --format ndjson` RUNS times under /usr/bin/time (other
# work on the machine only slows a run down: the best run is kept); sets SECONDS_TAKEN and
# RSS_MB.
RUNS=${RUNS:-3}
check() {
    local out=$WORK/check-$3.ndjson time=$WORK/time-$3.txt seconds
    SECONDS_TAKEN=
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -v "$BIN" check -q --format ndjson --jobs "$2" -o "$out" "$1" 2>"$time" || true
        seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$time")
        if [ -z "$SECONDS_TAKEN" ] || python3 -c "import sys; sys.exit(not $seconds < $SECONDS_TAKEN)"; then
            SECONDS_TAKEN=$seconds
            RSS_MB=$(awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$time")
        fi
    done
}
rate() { # GAMES SECONDS
    python3 -c "print(round($1 / max($2, 0.001)))"
}

echo "== draughts-arbiter check --format ndjson"
printf '%-12s %-8s %10s %10s %12s %14s\n' archive jobs games seconds games/s "peak RSS MiB"
declare -A OURS
for archive in big random; do
    if [ "$archive" = big ]; then file=$BIG games=$((BASE_GAMES * REPS)); else file=$RANDOM_PDN games=$RANDOM_GAMES; fi
    for jobs in 1 2; do
        check "$file" "$jobs" "$archive-$jobs"
        RATE=$(rate "$games" "$SECONDS_TAKEN")
        if [ "$archive" = big ]; then OURS[$jobs]=$RATE; fi
        printf '%-12s %-8s %10s %10s %12s %14s\n' "$archive.pdn" "$jobs" "$games" "$SECONDS_TAKEN" "$RATE" "$RSS_MB"
    done
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
