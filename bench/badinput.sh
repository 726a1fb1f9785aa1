#!/usr/bin/env bash
# Bad input at full size (issue #8; not in CI, a few minutes): a 2 GiB endless comment and a
# 100 MB line through the CLI's stdin and through POST /validate and /tournaments (chunked),
# zip and gzip files that unpack to 100 GiB. Default limits everywhere. Prints each answer,
# the time it took and the peak memory (VmHWM) of the CLI or the server.
# The CI-sized cases are tests/hardening.rs (cargo test -p api --test hardening).
#
# Usage: bench/badinput.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release -p api --test hardening -- --ignored --nocapture --exact full_size_bad_input 2>&1 |
    grep -E '^(CLI|HTTP)|test result|panicked'
