#!/usr/bin/env bash
# Writes the recordings the book's players replay into book/src/recordings/NAME.json, from the
# current code (`sudoku-lab solve ... --record`; the format is book/src/recording-format.md).
#
#   scripts/recordings.sh            regenerate every recording
#   scripts/recordings.sh --check    regenerate them into a temporary folder and fail on any
#                                    difference with book/src/recordings (CI runs this)
#
# scripts/book-outputs.sh runs this script too (and --check with its --check).
#
# To show a new recording in the book: add a row below, run this script, and embed it in a
# chapter:
#     <div class="sudoku-player" data-recording="recordings/NAME.json"></div>
# Keep each one small (a few hundred kilobytes at most): pick a puzzle that shows the idea in
# a few hundred steps, or bound it with --record-limit.
# The binary runs from cargo's target folder: CARGO_TARGET_DIR (or a cargo config) is honoured.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
. "$ROOT/scripts/target-dir.sh"

# NAME  ARGUMENTS of `sudoku-lab solve`; the recording goes to NAME.json.
RECORDINGS=$(cat <<'ROWS'
# The Wikipedia puzzle: naked singles alone solve it (seed 000), 460 steps, no guess.
wikipedia-propagation      530070000600195000098000060800060003400803001700020006060000280000419005000080079 --solver propagation
wikipedia-hidden-singles   530070000600195000098000060800060003400803001700020006060000280000419005000080079 --solver hidden-singles
# Seed 003's puzzle: propagation alone must guess (9 guesses, 4 dead ends); hidden singles
# solve it without a guess.
seed003-propagation        203610000580007000400080020802000007000305000600000402040070008000400071000061504 --solver propagation
seed003-hidden-singles     203610000580007000400080020802000007000305000600000402040070008000400071000061504 --solver hidden-singles
# The Wikipedia puzzle with its bottom four rows filled in: 79 steps, 25 of them undos.
backtracking-short         530070000600195000098000060800060003400803001713924856961537284287419635345286179 --solver backtracking
# The commenter's puzzle by exact cover: each chosen column a single, one branch.
commenter-dlx              807000003602080000000200900040005001000798000200100070004003000000040108300000506 --solver dlx
# The same by the SAT solver: the model, cell by cell.
commenter-sat              807000003602080000000200900040005001000798000200100070004003000000040108300000506 --solver sat
# The person-style ladder (grade's): puzzle 14 of data/generated/9x9-single-digit.txt, a
# unique rectangle, then a grouped three-link X-Chain, its strong and weak links drawn as arrows.
ladder-chain               ......3585...7.96....6.......976.4...3.....8..7.2.......4.....9.6..32...9..4...32 --solver ladder
# Puzzle 2 of data/generated/9x9-fish.txt: a 2-String Kite, a hidden triple, an XY-Wing.
ladder-wings               51..7...46.4.8..1........89......3..4..5.....7.2..89...354.2..7....3..6.2........ --solver ladder
ROWS
)

DIR="book/src/recordings"
BIN="$TARGET/release/sudoku-lab"

mode=write
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

echo "recordings: building the release binary" >&2
# `command`: book-outputs.sh, which calls this script, exports a `cargo` shell function.
command cargo build --release --quiet --bin sudoku-lab

out=$DIR
if [ "$mode" = check ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
count=0
while read -r name args; do
    # shellcheck disable=SC2086
    "$BIN" solve $args --format line --record "$out/$name.json" >/dev/null
    count=$((count + 1))
done < <(printf '%s\n' "$RECORDINGS" | sed -e '/^[[:space:]]*$/d' -e '/^[[:space:]]*#/d')
if [ "$mode" = write ]; then
    for file in "$DIR"/*.json; do
        echo "recordings: $file: $(stat -c %s "$file") bytes" >&2
    done
    echo "recordings: wrote $count recordings to $DIR" >&2
    exit 0
fi
failed=0
for file in "$out"/*.json; do
    name=$(basename "$file")
    if ! cmp -s "$DIR/$name" "$file"; then
        diff -u "$DIR/$name" "$file" --label "$DIR/$name (in the book)" --label "$name (the current code)" | head -40 || true
        failed=1
    fi
done
for file in "$DIR"/*.json; do
    [ -e "$file" ] || continue
    name=$(basename "$file")
    if [ ! -e "$out/$name" ]; then
        echo "recordings: $DIR/$name has no row (stale?)" >&2
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "recordings: the book's recordings differ from the current code; run scripts/recordings.sh and review the diff" >&2
    exit 1
fi
echo "recordings: all $count recordings in the book match the current code" >&2
