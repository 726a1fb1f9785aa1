#!/usr/bin/env bash
# Fuzz every target for SECONDS each (default 300), seeded from ../shared/corpus (copied into
# fuzz/corpus, which is not committed). Needs cargo-fuzz (`cargo install cargo-fuzz`); the stable
# toolchain is enough with RUSTC_BOOTSTRAP=1 for the sanitizer flags cargo fuzz passes.
# A crash lands in fuzz/artifacts/<target>/: fix it, then copy the input into
# fuzz/regressions/<target>/ so `cargo test` replays it for ever.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-300}
shared=../../shared/corpus
export RUSTC_BOOTSTRAP=1
mkdir -p corpus/pdn_read corpus/referee corpus/fen
if [ -d "$shared" ]; then
  find "$shared" -name '*.pdn' | while read -r f; do
    key=$(printf '%s' "$f" | md5sum | cut -c1-16)
    cp "$f" "corpus/pdn_read/$key"
    cp "$f" "corpus/referee/$key"
  done
  find "$shared" -name '*.fen' | while read -r f; do
    sed 's/^\[FEN "//; s/"\]\r\?$//' "$f" | head -200 | while read -r line; do
      printf '%s' "$line" > "corpus/fen/$(printf '%s' "$line" | md5sum | cut -c1-16)"
    done
  done
fi
for target in fen pdn_read referee; do
  echo "== $target for ${seconds}s"
  cargo fuzz run -O "$target" "corpus/$target" -- -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 2>&1 \
    | grep -E "^#[0-9]+.*(DONE|pulse)|Done|ERROR|SUMMARY|crash-|stat::" | tail -5
done
