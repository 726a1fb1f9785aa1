#!/usr/bin/env bash
# Issue 31: `import` against `check` on the same file in the same run. Builds base.pdn
# (bench/base-pdn.sh, as bench/check.sh does) and big.pdn (base.pdn
# REPS times, default 23: 49,795 games), then times, interleaved and ROUNDS times (default 3),
# `import` into a fresh SQLite file and `check --format ndjson -o /dev/null`, default --jobs.
# Prints each run, the best of each, their games/s and import's ratio to check's (the issue's
# goal: at least 0.5), the machine's load beside each run, and the database's size against the
# PDN it holds.
#
#   bench/import-vs-check.sh [REPS] [WORK_DIR]     # default 23 copies under target/bench-import-vs-check
#   ROUNDS=5 bench/import-vs-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
REPS=${1:-23}
WORK=${2:-target/bench-import-vs-check}
ROUNDS=${ROUNDS:-3}
CORPUS=../shared/corpus
TARGET=${CARGO_TARGET_DIR:-target}
BIN="$TARGET/release/draughts-arbiter"

cargo build --release -p api --bin draughts-arbiter 2>/dev/null
mkdir -p "$WORK"
BASE=$WORK/base.pdn
BIG=$WORK/big.pdn
bench/base-pdn.sh "$CORPUS" "$BASE"
: >"$BIG"
for _ in $(seq "$REPS"); do cat "$BASE" >>"$BIG"; done
DB=$WORK/import.db
PDN_BYTES=$(stat -c %s "$BIG")

best_import=999999
best_check=999999
for round in $(seq "$ROUNDS"); do
    rm -f "$DB" "$DB-wal" "$DB-shm"
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    /usr/bin/time -f '%e %U %S %M' -o "$WORK/import.time" \
        "$BIN" import -q --db "$DB" "$BIG" >"$WORK/import.out" 2>"$WORK/import.err"
    # `stored	ID	GAMES	FILE`
    GAMES=$(cut -f 3 "$WORK/import.out")
    [ "$round" = 1 ] && echo "big.pdn: $GAMES games, $PDN_BYTES bytes ($REPS copies of base.pdn); $BIN"
    read -r wall user sys rss < <(tail -n 1 "$WORK/import.time")
    echo "round $round import: ${wall} s wall, ${user} s user, ${sys} s system, peak RSS $((rss / 1024)) MiB (load $load)"
    best_import=$(awk "BEGIN {print ($wall < $best_import) ? $wall : $best_import}")
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    /usr/bin/time -f '%e %U %S %M' -o "$WORK/check.time" \
        "$BIN" check -q --format ndjson -o /dev/null "$BIG" 2>/dev/null || true
    # check exits 1 when a game has a problem: /usr/bin/time says so on a line of its own.
    read -r wall user sys rss < <(tail -n 1 "$WORK/check.time")
    echo "round $round check:  ${wall} s wall, ${user} s user, ${sys} s system, peak RSS $((rss / 1024)) MiB (load $load)"
    best_check=$(awk "BEGIN {print ($wall < $best_check) ? $wall : $best_check}")
done
DB_BYTES=$(( $(stat -c %s "$DB") + $( [ -f "$DB-wal" ] && stat -c %s "$DB-wal" || echo 0) ))
awk -v g="$GAMES" -v i="$best_import" -v c="$best_check" -v db="$DB_BYTES" -v pdn="$PDN_BYTES" 'BEGIN {
    printf "best of %d: import %.2f s, %.0f games/s; check %.2f s, %.0f games/s\n", '"$ROUNDS"', i, g / i, c, g / c
    printf "import games/s / check games/s: %.2fx (issue 31: at least 0.5x)\n", c / i
    printf "database: %d bytes for %d bytes of PDN (%.3fx)\n", db, pdn, db / pdn
}'
