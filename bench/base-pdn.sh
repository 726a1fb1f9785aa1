#!/usr/bin/env bash
# Writes base.pdn: every .pdn under an intl-10x10* folder of the corpus, in byte order of their
# paths, each followed by a blank line (so that no game runs into the next file's). The
# benchmarks that compare runs (bench/check.sh, bench/import-vs-check.sh) build their archives
# from it, so their figures are over the same games.
#
#   bench/base-pdn.sh CORPUS OUT
set -euo pipefail
CORPUS=$1
OUT=$2
if [ ! -d "$CORPUS" ]; then
    echo "bench: the corpus $CORPUS is absent" >&2
    exit 1
fi
: >"$OUT"
find "$CORPUS" -path '*intl-10x10*' -name '*.pdn' -print0 | LC_ALL=C sort -z |
    while IFS= read -r -d '' file; do
        cat "$file" >>"$OUT"
        printf '\n\n' >>"$OUT"
    done
