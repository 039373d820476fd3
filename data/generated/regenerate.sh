#!/usr/bin/env bash
# Regenerates every set in this folder from its first line (the command that made it).
# Run from the crate root after `cargo build --release`: bash data/generated/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")"
bin=../../target/release/sudoku-lab
for f in *.txt; do
    # A set whose first line is not the command that makes it (its header says why) stays.
    if ! head -n 1 "$f" | grep -q '^# sudoku-lab '; then echo "$f: kept (see its header)"; continue; fi
    cmd=$(head -n 1 "$f" | sed 's/^# sudoku-lab //')
    # shellcheck disable=SC2086
    /usr/bin/time -f "$f: %e s" "$bin" $cmd > "$f.new"
    if cmp -s "$f" "$f.new"; then rm "$f.new"; echo "$f: identical"; else mv "$f.new" "$f"; echo "$f: rewritten"; fi
done
