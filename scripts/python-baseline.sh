#!/usr/bin/env bash
# Times the seeds' own Python programs under CPython, once each, and the project's ports on the
# same input, and prints the ratios the README quotes:
#   - golf: seed 001's one-liner on the Wikipedia puzzle (scripts/python/seed001_golf.py)
#     against `sudoku-lab compare PUZZLE --solvers golf` (median of repeated runs);
#   - top95: seed 000's algorithm on Norvig's top95 (scripts/python/seed000_propagation.py)
#     against `sudoku-lab compare --set top95 --solvers S` (sum of the puzzles' median times),
#     for each solver S given (default: propagation, and every other solver that exists and
#     solves the whole set within --max-nodes).
#
# Usage: scripts/python-baseline.sh [SOLVER...]
#   PYTHON=python3.11        the interpreter (default: python3.11 if present, else python3)
#   DATA=../shared/puzzles   the folder holding norvig_top95.txt
#   GOLF_PY_SECONDS=26.1     skip the golf run under Python and use this time instead
#   TOP95_PY_SECONDS=230     skip the top95 run under Python (it takes minutes) and use this
# The Python programs are run once each: at tens of seconds to minutes, one run's noise is a
# few per cent, far below the ratios quoted.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-$(command -v python3.11 || command -v python3)}
DATA=${DATA:-../shared/puzzles}
WIKIPEDIA=530070000600195000098000060800060003400803001700020006060000280000419005000080079
SOLVERS=("$@")

seconds() { # runs "$@", prints its wall-clock seconds; the program's output is discarded
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
field() { # field FILE KEY... : a value from compare's JSON, read with the same Python
    "$PYTHON" -c 'import json,sys; v=json.load(open(sys.argv[1]))
for k in sys.argv[2:]: v=v[int(k)] if k.isdigit() else v[k]
print(v)' "$@"
}

echo "interpreter: $("$PYTHON" --version 2>&1) ($PYTHON)"
cargo build --release --quiet
BIN=target/release/sudoku-lab
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "== golf: seed 001's one-liner on the Wikipedia puzzle"
if [[ -z "${GOLF_PY_SECONDS:-}" ]]; then
    echo "running: $PYTHON scripts/python/seed001_golf.py $WIKIPEDIA"
    GOLF_PY_SECONDS=$(seconds "$PYTHON" scripts/python/seed001_golf.py "$WIKIPEDIA")
fi
"$BIN" compare "$WIKIPEDIA" --solvers golf --max-nodes none --format json > "$TMP/golf.json"
GOLF_RS=$(field "$TMP/golf.json" solvers 0 median_seconds)
printf 'CPython %.2f s; golf %.2f ms, %s calls; ratio %.0fx (target: at least 200x)\n' \
    "$GOLF_PY_SECONDS" "$(echo "$GOLF_RS * 1000" | bc -l)" \
    "$(field "$TMP/golf.json" solvers 0 nodes)" "$(echo "$GOLF_PY_SECONDS / $GOLF_RS" | bc -l)"

echo "== top95: seed 000's algorithm on Norvig's top95"
if [[ ! -f "$DATA/norvig_top95.txt" ]]; then
    echo "skipped: $DATA/norvig_top95.txt is absent (set DATA to the folder holding it)"
    exit 0
fi
if [[ -z "${TOP95_PY_SECONDS:-}" ]]; then
    echo "running: $PYTHON scripts/python/seed000_propagation.py $DATA/norvig_top95.txt (minutes)"
    TOP95_PY_SECONDS=$(seconds "$PYTHON" scripts/python/seed000_propagation.py "$DATA/norvig_top95.txt")
fi
printf 'CPython: %.1f s for the 95 puzzles\n' "$TOP95_PY_SECONDS"
if [[ ${#SOLVERS[@]} -eq 0 ]]; then
    SOLVERS=(propagation)
fi
for solver in "${SOLVERS[@]}"; do
    if ! "$BIN" compare --set top95 --data "$DATA" --solvers "$solver" --format json \
        > "$TMP/$solver.json" 2> "$TMP/$solver.err"; then
        echo "$solver: not measured: $(head -c 300 "$TMP/$solver.err")"
        continue
    fi
    total=$(field "$TMP/$solver.json" solvers 0 total_seconds)
    solved=$(field "$TMP/$solver.json" solvers 0 solved)
    printf '%s: %s/95 solved, %.1f ms in all; ratio %.0fx (target for propagation: at least 100x)\n' \
        "$solver" "$solved" "$(echo "$total * 1000" | bc -l)" "$(echo "$TOP95_PY_SECONDS / $total" | bc -l)"
done
