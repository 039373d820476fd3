#!/usr/bin/env bash
# Times the seeds' own Python programs under CPython and the project's ports on the same input,
# and prints the ratios the README quotes:
#   - golf: seed 001's one-liner on the Wikipedia puzzle (scripts/python/seed001_golf.py)
#     against `sudoku-lab solve --solver golf` on the same puzzle;
#   - top95: seed 000's algorithm on Norvig's top95 (scripts/python/seed000_propagation.py)
#     against `sudoku-lab solve --solver S --file norvig_top95.txt`, for each solver S given
#     (default: propagation).
#
# Both sides are measured the same way: CPU time (user + system) of the whole process, read
# with getrusage, so that a busy machine (other jobs on the same cores) does not inflate
# either side. The Python programs run once (tens of seconds to minutes: one run's noise is a
# few per cent, far below the ratios quoted); the Rust programs run 20 times and the mean is
# taken, process start included. For reference, the script also prints the time
# `sudoku-lab compare` measures (wall clock, median of repeated runs).
#
# Usage: scripts/python-baseline.sh [SOLVER...]
#   PYTHON=python3.11        the interpreter (default: python3.11 if present, else python3)
#   DATA=../shared/puzzles   the folder holding norvig_top95.txt
#   GOLF_PY_SECONDS=26.1     skip the golf run under Python and use this CPU time instead
#   TOP95_PY_SECONDS=230     skip the top95 run under Python (it takes minutes) and use this
#   CARGO_TARGET_DIR         honoured, as by cargo: the binary runs from cargo's target folder
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/target-dir.sh
PYTHON=${PYTHON:-$(command -v python3.11 || command -v python3)}
DATA=${DATA:-../shared/puzzles}
WIKIPEDIA=530070000600195000098000060800060003400803001700020006060000280000419005000080079
RUNS=20
SOLVERS=("$@")
if [[ ${#SOLVERS[@]} -eq 0 ]]; then
    SOLVERS=(propagation)
fi

cpu() { # cpu K CMD...: CPU seconds (user + system) per run of CMD, run K times, output dropped
    "$PYTHON" - "$@" <<'PY'
import resource, subprocess, sys
k, cmd = int(sys.argv[1]), sys.argv[2:]
for _ in range(k):
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print((r.ru_utime + r.ru_stime) / k)
PY
}
field() { # field FILE KEY...: a value from compare's JSON
    "$PYTHON" -c 'import json,sys; v=json.load(open(sys.argv[1]))
for k in sys.argv[2:]: v=v[int(k)] if k.isdigit() else v[k]
print(v)' "$@"
}
ratio() { "$PYTHON" -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.0f}x")' "$1" "$2"; }
ms() { "$PYTHON" -c 'import sys; print(f"{float(sys.argv[1]) * 1e3:.1f} ms")' "$1"; }

echo "interpreter: $("$PYTHON" --version 2>&1) ($PYTHON); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
command cargo build --release --quiet
BIN="$TARGET/release/sudoku-lab"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

echo "== golf: seed 001's one-liner on the Wikipedia puzzle"
if [[ -z "${GOLF_PY_SECONDS:-}" ]]; then
    echo "running once: $PYTHON scripts/python/seed001_golf.py $WIKIPEDIA"
    GOLF_PY_SECONDS=$(cpu 1 "$PYTHON" scripts/python/seed001_golf.py "$WIKIPEDIA")
fi
GOLF_RS=$(cpu "$RUNS" "$BIN" solve --solver golf --format line "$WIKIPEDIA")
"$BIN" compare "$WIKIPEDIA" --solvers golf --max-nodes none --format json > "$TMP/golf.json"
echo "CPython: $GOLF_PY_SECONDS s CPU"
echo "sudoku-lab solve --solver golf: $(ms "$GOLF_RS") CPU a run ($RUNS runs), $(field "$TMP/golf.json" solvers 0 nodes) calls"
echo "ratio: $(ratio "$GOLF_PY_SECONDS" "$GOLF_RS") (target: at least 200x); compare's median $(ms "$(field "$TMP/golf.json" solvers 0 median_seconds)") wall gives $(ratio "$GOLF_PY_SECONDS" "$(field "$TMP/golf.json" solvers 0 median_seconds)")"

echo "== top95: seed 000's algorithm on Norvig's top95"
TOP95="$DATA/norvig_top95.txt"
if [[ ! -f "$TOP95" ]]; then
    echo "skipped: $TOP95 is absent (set DATA to the folder holding it)"
    exit 0
fi
if [[ -z "${TOP95_PY_SECONDS:-}" ]]; then
    echo "running once: $PYTHON scripts/python/seed000_propagation.py $TOP95 (minutes)"
    TOP95_PY_SECONDS=$(cpu 1 "$PYTHON" scripts/python/seed000_propagation.py "$TOP95")
fi
echo "CPython: $TOP95_PY_SECONDS s CPU for the 95 puzzles"
for solver in "${SOLVERS[@]}"; do
    if ! "$BIN" compare --set top95 --data "$DATA" --solvers "$solver" --max-nodes none \
        --format json > "$TMP/$solver.json" 2> "$TMP/$solver.err"; then
        echo "$solver: not measured: $(head -c 300 "$TMP/$solver.err")"
        continue
    fi
    rs=$(cpu "$RUNS" "$BIN" solve --solver "$solver" --format line --file "$TOP95")
    total=$(field "$TMP/$solver.json" solvers 0 total_seconds)
    echo "sudoku-lab solve --solver $solver: $(ms "$rs") CPU a run ($RUNS runs), $(field "$TMP/$solver.json" solvers 0 solved)/95 solved"
    echo "ratio: $(ratio "$TOP95_PY_SECONDS" "$rs") (target for propagation: at least 150x); compare's total $(ms "$total") wall gives $(ratio "$TOP95_PY_SECONDS" "$total")"
done
