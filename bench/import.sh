#!/usr/bin/env bash
# The store at federation scale (issue 15): a million-game archive (the corpus's international
# games repeated with other tags, bench/archive_gen.py) imported into SQLite, then searched by
# player through the HTTP API. Prints time and peak memory of the import and its games/s against
# check's of the same files right after, the time of the same import again, the database size
# against the PDN it holds, and the time of searches by player, event, status and kind of finding
# (docs/performance.md).
#
#   bench/import.sh [GAMES] [WORK_DIR]       # default 1000000 games under target/bench-import
#   DB=postgres://user@host/db bench/import.sh   # the same into PostgreSQL
#
# Not run in CI (minutes, and a gigabyte of disk).
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-1000000}
WORK=${2:-target/bench-import}
CORPUS=../shared/corpus
TARGET=${CARGO_TARGET_DIR:-target}
BIN="$TARGET/release/draughts-arbiter"

cargo build --release -p api >/dev/null
mkdir -p "$WORK"
if [ ! -f "$WORK/games/.done-$GAMES" ]; then
  rm -rf "$WORK/games"
  python3 bench/archive_gen.py "$CORPUS" "$WORK/games" "$GAMES" 1000 20000
  touch "$WORK/games/.done-$GAMES"
fi
PDN_BYTES=$(find "$WORK/games" -name '*.pdn' -printf '%s\n' | awk '{s+=$1} END {print s}')
DB=${DB:-$WORK/archive.db}

if [ "${SKIP_IMPORT:-0}" != 1 ]; then
  case "$DB" in postgres*) ;; *) rm -f "$DB" "$DB-wal" "$DB-shm" ;; esac
  echo "== import: $GAMES games, $PDN_BYTES bytes of PDN"
  /usr/bin/time -o "$WORK/import.time" -f '%e s wall, %U s user, %S s system, peak RSS %M KiB' \
    "$BIN" import --quiet --db "$DB" "$WORK/games" >"$WORK/import.out"
  tail -n 1 "$WORK/import.out" || true
  # (GNU time's last line: a first one says when the command's status was not 0.)
  echo "import: $(tail -n 1 "$WORK/import.time")"
  # The peer of issue 31: check of the same files on the same cores, right after (its status
  # is 1: the archive has findings).
  /usr/bin/time -o "$WORK/check.time" -f '%e s wall, %U s user, %S s system, peak RSS %M KiB' \
    "$BIN" check -q --format ndjson -o /dev/null "$WORK/games" || true
  echo "check: $(tail -n 1 "$WORK/check.time")"
  # The games stored: the third column of import's `stored` lines.
  STORED=$(awk -F'\t' '$1 == "stored" {s += $3} END {print s + 0}' "$WORK/import.out")
  IMPORT_S=$(tail -n 1 "$WORK/import.time" | cut -d' ' -f1)
  CHECK_S=$(tail -n 1 "$WORK/check.time" | cut -d' ' -f1)
  awk -v g="$STORED" -v i="$IMPORT_S" -v c="$CHECK_S" 'BEGIN {
    printf "import %.0f games/s, check %.0f games/s: import at %.2fx check (issue 31: at least 0.5x)\n",
      g / i, g / c, c / i }'
  # The same archive imported again, as a federation does after adding files to it: every file
  # is found stored by its bytes, none refereed again.
  /usr/bin/time -o "$WORK/again.time" -f '%e s wall, %U s user, %S s system, peak RSS %M KiB' \
    "$BIN" import --quiet --db "$DB" "$WORK/games" >"$WORK/again.out"
  echo "import again: $(tail -n 1 "$WORK/again.time"), $(grep -c '^exists' "$WORK/again.out") files found stored"
fi

case "$DB" in
  postgres*)
    DB_BYTES=$(psql "$DB" -Atc "SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = current_schema()")
    ;;
  *)
    DB_BYTES=$(( $(stat -c %s "$DB") + $( [ -f "$DB-wal" ] && stat -c %s "$DB-wal" || echo 0) ))
    ;;
esac
echo "database: $DB_BYTES bytes for $PDN_BYTES bytes of PDN ($(awk "BEGIN {printf \"%.3f\", $DB_BYTES / $PDN_BYTES}")x)"

echo "== searches through the API"
"$BIN" serve --db "$DB" --bind 127.0.0.1:0 2>"$WORK/serve.log" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q 'listening on' "$WORK/serve.log" && break; sleep 0.1; done
LINE=$(grep -m 1 'listening on http' "$WORK/serve.log")
[[ $LINE =~ 127\.0\.0\.1:([0-9]+) ]] && PORT=${BASH_REMATCH[1]}
API="http://127.0.0.1:$PORT/api/v1"
# A player of the archive, by the name as written and by one word of it.
PLAYER=$(awk -F'"' '/^\[White /{print $2; exit}' "$WORK/games/t000777.pdn")
[[ $PLAYER =~ [0-9]+ ]] && NUMBER=${BASH_REMATCH[0]}
ENCODED=$(python3 -c "import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))" "$PLAYER")
echo "player: $PLAYER"
for query in "player=$ENCODED" "player=$NUMBER" "player=$ENCODED&side=white" \
             "player=$ENCODED&date_from=2000&date_to=2010" 'player=sow' \
             'event=archive%20tournament%20777' 'status=invalid' 'finding=missed_capture' \
             'finding=moves_after_game_end' 'finding=missing_result' 'finding=parse_warning' \
             'finding=parse_warning&offset=5000' 'finding=missing_result&offset=5000' \
             'limit=50'; do
  curl -s -o /dev/null "$API/games?$query"   # warm the cache once
  best=999
  for _ in 1 2 3 4 5; do
    t=$(curl -s -o "$WORK/search.json" -w '%{time_total}' "$API/games?$query")
    best=$(awk "BEGIN {print ($t < $best) ? $t : $best}")
  done
  total=$(python3 -c "import json; print(json.load(open('$WORK/search.json'))['total'])")
  echo "GET /games?$query: $total games, best of 5 $(awk "BEGIN {printf \"%.1f\", $best * 1000}") ms"
done
