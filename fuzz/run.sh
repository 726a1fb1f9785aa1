#!/usr/bin/env bash
# Fuzz every target for SECONDS each (default 300), seeded from ../shared/corpus (copied into
# fuzz/corpus, which is not committed): whole files for `fen` (their FEN lines), and single games
# (files cut at blank lines before `[Event`) for `pdn_read` and `referee`, which keeps inputs
# small and executions fast. Needs cargo-fuzz (`cargo install cargo-fuzz`); the stable toolchain
# is enough with RUSTC_BOOTSTRAP=1 for the sanitizer flags cargo fuzz passes.
# A crash lands in fuzz/artifacts/<target>/: fix it, then copy the input into
# fuzz/regressions/<target>/ so `cargo test` replays it for ever.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-300}
shared=../../shared/corpus
export RUSTC_BOOTSTRAP=1
mkdir -p corpus/pdn_read corpus/referee corpus/fen
if [ -d "$shared" ]; then
  python3 - "$shared" <<'PY'
import glob, hashlib, re, sys
for path in glob.glob(sys.argv[1] + '/**/*', recursive=True):
    if path.endswith('.pdn'):
        data = open(path, 'rb').read()
        for game in re.split(rb'\r?\n\s*\r?\n(?=\[Event)', data)[:200]:
            if 0 < len(game) <= 8192:
                key = hashlib.md5(game).hexdigest()[:16]
                for target in ('pdn_read', 'referee'):
                    open(f'corpus/{target}/{key}', 'wb').write(game)
    elif path.endswith('.fen'):
        for line in open(path, 'rb').read().splitlines()[:200]:
            fen = re.sub(rb'^\[FEN "|"\]$', b'', line.strip())
            open(f'corpus/fen/{hashlib.md5(fen).hexdigest()[:16]}', 'wb').write(fen)
PY
fi
mkdir -p corpus/resolve
cp regressions/resolve/* corpus/resolve/ 2>/dev/null || true
for target in fen pdn_read referee resolve; do
  echo "== $target for ${seconds}s"
  cargo fuzz run -O "$target" "corpus/$target" -- -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=8192 2>&1 \
    | grep -E "^#[0-9]+.*(DONE|pulse)|Done|ERROR|SUMMARY|crash-|stat::" | tail -4
done
