#!/usr/bin/env bash
# Regenerates every set in this folder from its first line (the command that made it), run from
# the crate root, where a command's paths (`../shared/puzzles/...`) start.
# Run from anywhere after `cargo build --release`: bash data/generated/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=target/release/sudoku-lab
for f in data/generated/*.txt; do
    name=$(basename "$f")
    # A set whose first line is not the command that makes it (its header says why) stays.
    if ! head -n 1 "$f" | grep -q '^# sudoku-lab '; then echo "$name: kept (see its header)"; continue; fi
    cmd=$(head -n 1 "$f" | sed 's/^# sudoku-lab //')
    # A set made from the public collections beside the crate stays when they are absent.
    if [[ $cmd == *../shared/* ]] && [ ! -d ../shared ]; then
        echo "$name: kept (its command reads ../shared, which is absent)"
        continue
    fi
    # shellcheck disable=SC2086
    /usr/bin/time -f "$name: %e s" "$bin" $cmd > "$f.new"
    if cmp -s "$f" "$f.new"; then rm "$f.new"; echo "$name: identical"; else mv "$f.new" "$f"; echo "$name: rewritten"; fi
done
