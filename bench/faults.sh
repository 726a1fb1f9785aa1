#!/usr/bin/env bash
# SIGKILL in the middle of uploads (issue #8; not in CI): FAULT_RUNS runs (default 20) on one
# database. Each run starts `draughts-arbiter serve` (release) on a free loopback port,
# FAULT_UPLOADERS threads (default 8) upload distinct tournaments, the server is killed with
# SIGKILL after a varying number of acknowledged uploads and restarted on the same file; every
# acknowledged upload must read back (SHA-256 of the stored original, game count), every stored
# tournament must have all its games (none half-written), and PRAGMA integrity_check = ok.
# A CI-sized run (two kills) is in tests/hardening.rs.
#
# Usage: FAULT_RUNS=50 FAULT_UPLOADERS=8 bench/faults.sh
set -euo pipefail
cd "$(dirname "$0")/.."
FAULT_RUNS=${FAULT_RUNS:-20} FAULT_UPLOADERS=${FAULT_UPLOADERS:-8} \
    cargo test --release -p api --test hardening -- --ignored --nocapture --exact many_sigkill_runs 2>&1 |
    grep -E '^(run |FAULTS)|test result|panicked'
