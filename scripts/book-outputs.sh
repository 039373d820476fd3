#!/usr/bin/env bash
# Writes the output of every program the book shows into book/src/generated/NAME.txt, from the
# current code. The chapters include those files; nothing in the book is pasted by hand.
#
#   scripts/book-outputs.sh            regenerate the deterministic outputs
#   scripts/book-outputs.sh --check    regenerate them into a temporary folder and fail on any
#                                      difference with book/src/generated (CI runs this)
#   scripts/book-outputs.sh --timings  regenerate the timings (generated/timing-NAME.txt or .md), each
#                                      labelled with the machine and the date; their times are
#                                      never checked, but --check compares the counts of every
#                                      `compare` table (rows, columns, solved, agree, nodes, ...)
#   scripts/book-outputs.sh --only NAME   regenerate one output (deterministic or timing)
#
# To show a new output in the book: add a row to OUTPUTS (or TIMINGS) below, run this script,
# and include it in a chapter inside a text block:
#     ```text
#     {{#include generated/NAME.txt}}
#     ```
# A row whose NAME ends in .md writes NAME.md instead, for Markdown output (a table), which the
# chapter includes as it is, outside any code block.
# A row whose NAME ends in .svg (TIMINGS only) is a picture its command writes itself: the command
# must name the file, generated/timing-NAME, and the chapter shows it as an image,
#     ![what it shows](generated/timing-NAME)
# The script checks that the command succeeded and the file is there; what the command printed
# goes to generated/timing-NAME.txt (NAME without .svg), for the prose to quote that run.
# A deterministic row may write pictures too: its command names the folder book/src/generated
# (an example that writes generated/diagram-NAME.svg, say), --check runs it with a temporary
# folder in its place and compares every file written there, pictures included.
# Each file starts with the command, as `$ COMMAND`, then what it wrote to standard output and
# standard error, then `[exit code N]` when N is not 0. No line of a block is wider than WIDTH
# (100) characters, so that none runs off the page: a longer command is continued on the next
# line after ` \` as a shell would take it, and a longer output line is folded at a space, the
# rest indented by four spaces.
# Programs run from cargo's target folder: CARGO_TARGET_DIR (or a cargo config) is honoured.
set -euo pipefail
# Widths are counted in characters: box-drawing lines are three bytes a character.
export LC_ALL=C.UTF-8
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
. "$ROOT/scripts/target-dir.sh"

# NAME  COMMAND, exactly as a reader types it in the project's folder. `sudoku-lab ...` runs the
# release binary; `cargo run [-p PACKAGE] --example NAME [-- ARGS]` runs the release build of
# that example (the book's programs are examples of the sudoku-lab-examples package, examples/;
# the charts and timings of the sudoku-lab-bench package, bench/).
# Pipes and redirections work (each command runs in bash). Deterministic output only: no times.
OUTPUTS=$(cat <<'ROWS'
# ANCHOR: outputs
intro-first-solve        cargo run -p sudoku-lab-examples --example first_solve
intro-solve-seeds        sudoku-lab solve --format grid
intro-solve-line         sudoku-lab solve --format line 530070000600195000098000060800060003400803001700020006060000280000419005000080079
grids-line               cargo run -p sudoku-lab-examples --example grid_formats -- line
grids-block              cargo run -p sudoku-lab-examples --example grid_formats -- block
grids-matrix             cargo run -p sudoku-lab-examples --example grid_formats -- matrix
grids-peers              cargo run -p sudoku-lab-examples --example grid_formats -- peers
grids-candidates         cargo run -p sudoku-lab-examples --example grid_formats -- candidates
grids-block-stdin        printf '53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n    8  79\n' | sudoku-lab solve --format line -
grids-matrix-solve       sudoku-lab solve --format matrix 203610000580007000400080020802000007000305000600000402040070008000400071000061504
grids-4x4                sudoku-lab solve --format grid 1.......2..3...4
grids-error-char         sudoku-lab solve 53007000060019500009800006080006000340080300170002000606000028000041900500008007x
grids-error-length       sudoku-lab solve 53007000060019500009800006080006000340080300170002000606000028000041900500008007
grids-error-wide-digit   sudoku-lab solve 53007000060019500009800006080006000340080300170002000606000028000041900500008007９
grids-error-too-big      sudoku-lab solve 1.......2..5...4
grids-error-duplicate    sudoku-lab solve 550070000600195000098000060800060003400803001700020006060000280000419005000080079
grids-error-batch        printf '%s\n' 530070000600195000098000060800060003400803001700020006060000280000419005000080079 'abc' '# a comment' 203610000580007000400080020802000007000305000600000402040070008000400071000061504 | sudoku-lab solve --format line --file -
grids-error-size         sudoku-lab solve --size 16 530070000600195000098000060800060003400803001700020006060000280000419005000080079
golf-ungolf              sudoku-lab golf ungolf
golf-peer-map            cargo run -p sudoku-lab-examples --example peer_map -- 40
golf-peer-map-corner     cargo run -p sudoku-lab-examples --example peer_map -- 0
golf-peers               sudoku-lab golf peers r5c5
golf-peers-py3           sudoku-lab golf peers --semantics py3 --expr '(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)'
golf-peers-wrong         sudoku-lab golf peers --show 4 --expr '(i-j)%9*(i/9^j/9)*(i/27^j/27)'
golf-digits              sudoku-lab golf digits
golf-nodes               sudoku-lab golf nodes 530070000600195000098000060800060003400803001700020006060000280000419005000080079 | grep -v 'counted in'
golf-semantics           sudoku-lab golf semantics
golf-tricks-corpus       sudoku-lab golf tricks tests/data/golf/corpus/py2_lambda_default.py
golf-shorten             tail -n +2 crates/golf/src/specimen.py | sudoku-lab golf shorten - --peer-seconds 120
golf-commenter-grid      sudoku-lab solve 817311213622482322131224934443535441555798655266156777774663869988847188399979596
golf-commenter-solved    sudoku-lab solve --solver golf --digits 948721536 --format grid 807000003602080000000200900040005001000798000200100070004003000000040108300000506
maintainer-nodes         cargo run -p sudoku-lab-examples --example maintainer_nodes
maintainer-all           sudoku-lab solve --solver golf --count --limit 5 530070000600195000098000060800060003400803001700020006060000280000419005000080079
maintainer-all-distinct  sudoku-lab solve --solver golf --digits 948721536 --count 530070000600195000098000060800060003400803001700020006060000280000419005000080079
maintainer-max-nodes     sudoku-lab solve --solver golf --max-nodes 1000000 807000003602080000000200900040005001000798000200100070004003000000040108300000506
backtracking-steps       cargo run -p sudoku-lab-examples --example backtracking_steps
backtracking-count       sudoku-lab solve --solver backtracking --count 203610000580007000400080020802000007000305000600000402040070008000400071000061504
backtracking-16x16-size  printf '%256s\n' '' | tr ' ' . | sudoku-lab solve --solver backtracking --format grid --max-nodes 100000 -
propagation-marks        cargo run -p sudoku-lab-examples --example pencil_marks
solver-counts            cargo run -p sudoku-lab-examples --example solver_counts
propagation-verbose      sudoku-lab solve -v --solver propagation --max-lines 45 --format line 203610000580007000400080020802000007000305000600000402040070008000400071000061504
guess-totals             cargo run -p sudoku-lab-examples --example guess_totals
hidden-singles-verbose   sudoku-lab solve -v --solver hidden-singles --format line 203610000580007000400080020802000007000305000600000402040070008000400071000061504
hidden-singles-start     cargo run -p sudoku-lab-examples --example hidden_singles_start
out-loud-observer        cargo run -p sudoku-lab-examples --example observer_trace
out-loud-verbose         sudoku-lab solve -v --max-lines 14 --format line 807000003602080000000200900040005001000798000200100070004003000000040108300000506
out-loud-trace           sudoku-lab solve --trace --max-lines 24 --format line 1.......2..3...4
out-loud-explain-4x4     sudoku-lab explain 1.......2..3...4
out-loud-explain-rounds  sudoku-lab explain 203610000580007000400080020802000007000305000600000402040070008000400071000061504 | grep -E '^(Round|solved)'
out-loud-hint-1          sudoku-lab hint --level 1 807000003602080000000200900040005001000798000200100070004003000000040108300000506
out-loud-hint-2          sudoku-lab hint --level 2 807000003602080000000200900040005001000798000200100070004003000000040108300000506
out-loud-hint-3          sudoku-lab hint --level 3 807000003602080000000200900040005001000798000200100070004003000000040108300000506
further-sizes            cargo run -p sudoku-lab-examples --example sizes
fast-example             cargo run -p sudoku-lab-examples --example fast
fast-example-band        cargo run -p sudoku-lab-examples --example fast | awk -v RS= '/^Where/'
fast-example-band-rule   cargo run -p sudoku-lab-examples --example fast | awk -v RS= '/^(Where|After)/'
data-sets                cargo run -p sudoku-lab-examples --example data_sets
data-generated           cargo run -p sudoku-lab-examples --example data_sets -- data/generated
data-generated-commands  head -qn 1 data/generated/*.txt
generator-example        cargo run -p sudoku-lab-examples --example generate
generator-explain-ladder sudoku-lab explain --solver ladder 1.8.39.....4..5...9....2.........2.5.4....871..3...4.......315....7....66..1.8... | grep -E '^(Round|solved|stuck)'
generator-generate       sudoku-lab generate --count 3 --seed 2026 --show-grade
generator-grade-easy50   sudoku-lab grade --file ../shared/puzzles/norvig_easy50.txt | tail -n 1
generator-grade-random   sudoku-lab generate --count 1000 --seed 1 | sudoku-lab grade --file - | tail -n 1
generator-grade-search.md cargo run -p sudoku-lab-examples --example grade_search -- 1 2000 hidden-single x-wing hidden-pair skyscraper xy-wing unique-rectangle naked-quad wxyz-wing bug vwxyz-wing w-wing aic x-chain cell-forcing-chain aligned-pair-exclusion
generator-grade-steps    sudoku-lab grade --steps 1.8.39.....4..5...9....2.........2.5.4....871..3...4.......315....7....66..1.8...
generator-grade-top1465  sudoku-lab grade --file ../shared/puzzles/magictour_top1465.txt | tail -n 1
generator-grade-top95    sudoku-lab grade --file ../shared/puzzles/norvig_top95.txt | tail -n 1
generator-techniques     sudoku-lab grade --techniques
generator-against-ratings sudoku-lab grade --against-ratings ../shared/puzzles/se_rated_calibration.txt --rater sukaku --jobs 2 --timeout 1m
ratings-extreme          grep -v '^#' ../shared/puzzles/se_rated_extreme.txt | awk '$2 < 10 || ($2 < 11 && NR % 20 == 0) || NR % 80 == 0' | sudoku-lab grade --against-ratings - --jobs 2 --timeout 10m
ratings-position         cargo run -p sudoku-lab-examples --example position_marks
ratings-position-explain sudoku-lab explain --solver ladder --max-rounds 16 4......7...239..5......6..1....8.1..7.9.1.3...8....5472..4.......5....8.39.27.... | awk '/^Round 16:/{on=1} on && !/^(\.\.\.|solved|$)/'
ratings-position-grid    sudoku-lab explain --solver ladder --max-rounds 16 4......7...239..5......6..1....8.1..7.9.1.3...8....5472..4.......5....8.39.27.... | awk '/^Round 16:/{on=1} on && /^[┌│├└]/' | sudoku-lab grade -
generator-not-unique     sudoku-lab grade 000070000600195000098000060800060003400803001700020006060000280000419005000080079
generator-solve-note     sudoku-lab solve --format line 000070000600195000098000060800060003400803001700020006060000280000419005000080079
recording-replay         cargo run -p sudoku-lab-examples --example recording
diagrams                 cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated
diagrams-houses          cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated | grep -E '^(houses|peers):'
diagrams-naked-single    cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated | grep -A1 '^naked-single:'
diagrams-hidden-single   cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated | grep -A1 '^hidden-single:'
diagrams-techniques      cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated | grep -A1 --no-group-separator -E '^(pointing|claiming|naked-pair|hidden-pair):'
diagrams-trees           cargo run -p sudoku-lab-examples --example diagrams -- book/src/generated | grep '^trees:'
person-techniques        cargo run -p sudoku-lab-examples --example techniques -- book/src/generated
hardness                 cargo run -p sudoku-lab-bench --example hardness -- book/src/generated
hardness-nodes           cargo run -p sudoku-lab-bench --example hardness -- book/src/generated | awk -v RS= '/^nodes per puzzle/'
hardness-tail            cargo run -p sudoku-lab-bench --example hardness -- book/src/generated | awk -v RS= '/^the heavy tail/'
hardness-medians         cargo run -p sudoku-lab-bench --example hardness -- book/src/generated | awk -v RS= '/^the puzzles \(medians\)/'
hardness-worst           cargo run -p sudoku-lab-bench --example hardness -- book/src/generated | awk -v RS= '/^the worst puzzle/'
hardness-nested          sudoku-lab grade --timeout 5m ..3......4...8..36..8...1...4..6..73...9..........2.....4.7..686...2....7..6..5..
hardest                  cargo run -p sudoku-lab-examples --example hardest -- book/src/generated
hardest-techniques       sudoku-lab grade --techniques | grep 'forcing chain'
hardest-escargot-steps   sudoku-lab grade --steps --timeout 5m 1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.. | grep -m 3 -E '^puzzle|^ +6\. |^ +nested chain'
recording-summary        cargo run -p sudoku-lab-examples --example recording_summary -- book/src/recordings
recording-summary-backtracking cargo run -p sudoku-lab-examples --example recording_summary -- book/src/recordings | grep -A3 --no-group-separator backtracking
recording-summary-propagation cargo run -p sudoku-lab-examples --example recording_summary -- book/src/recordings | grep -A3 --no-group-separator '(propagation)'
recording-summary-hidden-singles cargo run -p sudoku-lab-examples --example recording_summary -- book/src/recordings | grep -A3 --no-group-separator -E '\(hidden-singles\)|^seed003-propagation '
exact-cover-example      cargo run -p sudoku-lab-examples --example exact_cover
exact-cover-matrices     cargo run -p sudoku-lab-examples --example exact_cover | grep -A4 '^The Sudoku matrix'
exact-cover-choices      cargo run -p sudoku-lab-examples --example exact_cover | sed -n '/^seeds/,$p'
exact-cover-verbose      sudoku-lab solve -v --solver dlx --max-lines 16 --format line 807000003602080000000200900040005001000798000200100070004003000000040108300000506
exact-cover-count        sudoku-lab solve --solver dlx --count ................
sat-encodings            cargo run -p sudoku-lab-examples --example sat_encodings
sat-encodings-clauses    cargo run -p sudoku-lab-examples --example sat_encodings | sed '/^generated/,$d'
sat-encodings-propagation cargo run -p sudoku-lab-examples --example sat_encodings | grep 'unit propagation alone'
sat-encodings-effort     cargo run -p sudoku-lab-examples --example sat_encodings | sed -n '/^seeds/,$p'
sat-stats                sudoku-lab solve --solver sat --encoding minimal --stats --format line 807000003602080000000200900040005001000798000200100070004003000000040108300000506 | tail -n 1
sat-dimacs               sudoku-lab solve --solver sat --dimacs /dev/stdout --format line 530070000600195000098000060800060003400803001700020006060000280000419005000080079 | sed -n '1,10p;/^p cnf/,+1p;$p'
chapter-figures          cargo run -p sudoku-lab-examples --example chapter_figures -- book/src/generated
ratings-scatter          cargo run -p sudoku-lab-examples --example ratings_scatter -- ../shared/puzzles/se_rated_calibration.txt book/src/generated
# ANCHOR_END: outputs
ROWS
)

# NAME  COMMAND: outputs that hold times. Regenerated by --timings or --only NAME; a check
# compares only the counts of the compare-*.md tables (compare_counts), never a time.
TIMINGS=$(cat <<'ROWS'
# ANCHOR: timings
stopwatch                cargo run -p sudoku-lab-examples --example stopwatch
fast-commenter           sudoku-lab solve --solver fast --stats --format line 807000003602080000000200900040005001000798000200100070004003000000040108300000506
compare-seeds.md         sudoku-lab compare --format markdown
compare-easy50.md        sudoku-lab compare --set easy50 --format markdown
compare-hardest.md       sudoku-lab compare --set hardest --format markdown
compare-top95.md         sudoku-lab compare --set top95 --format markdown
compare-top1465.md       sudoku-lab compare --set top1465 --solvers propagation,hidden-singles,fast --format markdown
chart.svg                cargo run -p sudoku-lab-bench --example timing_chart -- book/src/generated/timing-chart.svg
fast-ablation.md         cargo run -p sudoku-lab-bench --example fast_ablation
fast-processes.md        scripts/fast-processes.sh
triad-ablation.md        cargo run -p sudoku-lab-bench --example fast_ablation -- triads
triad-instructions.md    scripts/triad-instructions.sh
triad-processes.md       scripts/triad-processes.sh
hardness-times           cargo run -p sudoku-lab-bench --example hardness -- --times book/src/generated
observer                 cargo run -p sudoku-lab-bench --example observer_cost
copy-or-undo             cargo run -p sudoku-lab-bench --example copy_or_undo
compare-methods.md       sudoku-lab compare --set top1465 --solvers hidden-singles,fast,dlx,sat --format markdown
compare-methods-17clue.md sudoku-lab compare --set 17clue --solvers fast,dlx,sat --min-time 0 --max-runs 1 --format markdown
compare-methods-forum1106.md sudoku-lab compare --set forum1106 --solvers fast,dlx,sat --min-time 0 --max-runs 1 --format markdown
criterion-top1465.md     cargo bench -p sudoku-lab-bench --bench solvers -- '^top1465/' && scripts/bench-report.py top1465
criterion-fast.md        cargo bench -p sudoku-lab-bench --bench fast && scripts/bench-report.py fast/
criterion-observer.md    cargo bench -p sudoku-lab-bench --bench solvers -- observer && scripts/bench-report.py observer
criterion-rating.md      cargo bench -p sudoku-lab-bench --bench rating && scripts/bench-report.py rating
python-baseline          scripts/python-baseline.sh propagation hidden-singles fast
nested-chains            cargo run -p sudoku-lab-bench --example nested_chains
lab-cost.md              scripts/build-wasm.sh 2>/dev/null && cargo run -p sudoku-lab-bench --example lab_cost
# A bar chart of each compare table's medians, drawn from the table this run just wrote.
compare-seeds-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-seeds.md book/src/generated/timing-compare-seeds-bars.svg
compare-easy50-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-easy50.md book/src/generated/timing-compare-easy50-bars.svg
compare-hardest-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-hardest.md book/src/generated/timing-compare-hardest-bars.svg
compare-top95-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-top95.md book/src/generated/timing-compare-top95-bars.svg
compare-top1465-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-top1465.md book/src/generated/timing-compare-top1465-bars.svg
compare-methods-bars.svg cargo run -p sudoku-lab-examples --example timing_bars -- book/src/generated/timing-compare-methods.md book/src/generated/timing-compare-methods-bars.svg
# ANCHOR_END: timings
ROWS
)

GENERATED="book/src/generated"
WIDTH=100
# Chapters whose prose figures --check does not check yet (none left). Add a name here only
# while its chapter's figures are being made generated; remove it when the chapter passes
# `cargo run --release -p sudoku-lab-examples --example book_figures -- book/src`.
FIGURES_PENDING=""

# What the commands of the table call.
sudoku-lab() { "$TARGET/release/sudoku-lab" "$@"; }
cargo() {
    local example=""
    if [ "${1:-}" = bench ]; then
        # A criterion run (timings only): its own chatter is not the output; the row's report
        # command, after `&&`, prints the table the book shows from criterion's files.
        command cargo "$@" >/dev/null 2>&1 || {
            echo "book-outputs: 'cargo $*' failed" >&2
            return 1
        }
        return 0
    fi
    if [ "${1:-}" = run ]; then
        shift
        # Every package of the workspace builds its examples into the same folder.
        if [ "${1:-}" = -p ] || [ "${1:-}" = --package ]; then shift 2; fi
        if [ "${1:-}" = --example ]; then example=${2:-}; fi
    fi
    if [ -z "$example" ]; then
        echo "book-outputs: a row may call 'cargo run [-p PACKAGE] --example NAME [-- ARGS]' or 'cargo bench' only" >&2
        return 2
    fi
    shift 2
    if [ "${1:-}" = -- ]; then shift; fi
    "$TARGET/release/examples/$example" "$@"
}
export -f sudoku-lab cargo
export ROOT TARGET

# Runs one row's command and writes its file: NAME.txt for a text block, or NAME.md when the
# row's name ends in `.md` (a command whose output is Markdown, such as a table, which a chapter
# includes outside a code block). LABEL, when given, is the line that says where and when a
# timing was measured.
render() {
    local name=$1 command=$2 dir=$3 label=${4:-}
    local output status=0 file
    if [[ $name == *.svg ]]; then
        # A picture: the command writes it (to generated/timing-NAME); what it prints (the
        # figures it drew) goes to generated/timing-NAME.txt, without the .svg, with the same
        # label, so that the prose can quote the run the picture shows.
        file="$GENERATED/timing-$name"
        rm -f "$file"
        output=$(cd "$ROOT" && NO_COLOR=1 bash -o pipefail -c "$command" 2>&1 | fold_lines) || status=$?
        if [ "$status" -ne 0 ] || [ ! -s "$file" ]; then
            printf '%s\n' "$output" >&2
            echo "book-outputs: '$command' did not write $file (exit code $status)" >&2
            return 1
        fi
        {
            if [ -n "$label" ]; then printf '# %s\n' "$label" | fold_lines; fi
            command_line "$command"
            printf '%s\n' "$output"
        } >"$GENERATED/timing-${name%.svg}.txt"
        return 0
    fi
    # A row that writes pictures names the book's folder; a check writes them to its own.
    local run=${command//book\/src\/generated/$dir}
    output=$(cd "$ROOT" && NO_COLOR=1 bash -o pipefail -c "$run" 2>&1) || status=$?
    case $name in
        *.md)
            file="$dir/${label:+timing-}$name"
            {
                if [ -n "$label" ]; then printf '*%s*\n\n' "${label^}"; fi
                printf '`$ %s`\n\n' "$command"
                printf '%s\n' "$output"
                if [ "$status" -ne 0 ]; then printf '\n[exit code %s]\n' "$status"; fi
            } >"$file"
            ;;
        *)
            file="$dir/${label:+timing-}$name.txt"
            {
                if [ -n "$label" ]; then printf '# %s\n' "$label" | fold_lines; fi
                command_line "$command"
                # A Markdown table is rendered, not shown as text: only text blocks are folded.
                printf '%s\n' "$output" | fold_lines
                if [ "$status" -ne 0 ]; then printf '[exit code %s]\n' "$status"; fi
            } >"$file"
            ;;
    esac
}

# `$ COMMAND`, continued with ` \` on the next line (indented) wherever it would pass WIDTH,
# at a space outside quotes, so that the lines still paste into a shell as one command; a
# command that fits is written as it is. (Plain bash, which counts characters, not bytes, in a
# UTF-8 locale.)
command_line() {
    local text="\$ $1" quote="" ch i start=0 last=-1
    if [ "${#text}" -le "$WIDTH" ]; then
        printf '%s\n' "$text"
        return
    fi
    for ((i = 0; i < ${#text}; i++)); do
        ch=${text:i:1}
        if [ -n "$quote" ]; then
            [ "$ch" = "$quote" ] && quote=""
            continue
        fi
        case $ch in
            "'" | '"') quote=$ch ;;
            " ")
                # Break at the last space that keeps this line, with its ` \`, within WIDTH.
                if [ $((i - start + 2)) -gt "$WIDTH" ] && [ "$last" -gt "$start" ]; then
                    printf '%s \\\n' "${text:start:last-start}"
                    text="${text:0:last+1}    ${text:last+1}"
                    start=$((last + 1))
                    i=$((i + 4))
                fi
                last=$i
                ;;
        esac
    done
    if [ $((${#text} - start + 2)) -gt "$WIDTH" ] && [ "$last" -gt "$start" ]; then
        printf '%s \\\n' "${text:start:last-start}"
        text="${text:0:last+1}    ${text:last+1}"
        start=$((last + 1))
    fi
    printf '%s\n' "${text:start}"
}

# The deterministic part of a `compare` table in Markdown (standard input): the caption up to
# its timing method, and the table without its time columns (median, max, puzzles/s, vs
# fastest): the rows, the columns and every count (solved, agree, gave up, no solution, nodes,
# guesses and their maxima), which the code must still produce.
compare_counts() {
    awk -F'|' '
        /\. Time per puzzle/ { sub(/ Time per puzzle.*/, ""); print; next }
        /^\|/ {
            if (!header) {
                header = 1
                for (i = 2; i < NF; i++) {
                    h = $i; gsub(/^ +| +$/, "", h)
                    time[i] = (h == "median" || h == "max" || h ~ /^puzzles\/s/ || h == "vs fastest")
                }
            }
            line = ""
            for (i = 2; i < NF; i++) if (!time[i]) {
                c = $i; gsub(/^ +| +$/, "", c)
                if (c ~ /^:?-+:?$/) c = "-" # the rule under the header: its width follows the times
                line = line "| " c " "
            }
            print line "|"
        }'
}

# Folds each line wider than WIDTH at its last space before the limit, the rest indented by
# four spaces; a single word wider than the page is left whole.
fold_lines() {
    local line cut head
    while IFS= read -r line || [ -n "$line" ]; do
        while [ "${#line}" -gt "$WIDTH" ]; do
            head=${line:0:$WIDTH}
            cut=${head% *}
            if [ "${#cut}" -le 8 ] || [ "$cut" = "$head" ]; then break; fi
            printf '%s\n' "$cut"
            line="    ${line:$((${#cut} + 1))}"
        done
        printf '%s\n' "$line"
    done
}

rows() { printf '%s\n' "$1" | sed -e '/^[[:space:]]*$/d' -e '/^[[:space:]]*#/d'; }

machine() {
    local cpu
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
    printf '%s, %s cores' "${cpu:-unknown CPU}" "$(nproc 2>/dev/null || echo '?')"
}

# The commit the timings measure, `+ changes` when the code differs from it (the generated
# files aside, which a timing run rewrites).
commit() {
    local id
    id=$(git -C "$ROOT" rev-parse --short=10 HEAD 2>/dev/null) || { echo unknown; return; }
    if [ -n "$(git -C "$ROOT" status --porcelain -- . ':!book/src/generated' 2>/dev/null)" ]; then
        id="$id + changes"
    fi
    printf '%s' "$id"
}

build() {
    echo "book-outputs: building the release binary and examples" >&2
    command cargo build --release --quiet --bins
    # The book's programs: the examples of the sudoku-lab-examples package (examples/).
    command cargo build --release --quiet -p sudoku-lab-examples --examples
    # The charts (plotters) and the timings of the measuring package's examples.
    command cargo build --release --quiet -p sudoku-lab-bench --examples
}

mode=write
only=""
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    --timings) mode=timings ;;
    --only) mode=only; only=${2:?--only needs a NAME} ;;
    *) echo "usage: $0 [--check | --timings | --only NAME]" >&2; exit 2 ;;
esac

build
mkdir -p "$GENERATED"

# The players' recordings (JSON under book/src/recordings) have their own table, in
# scripts/recordings.sh; they are regenerated and checked with the outputs.
case $mode in
    write) bash "$ROOT/scripts/recordings.sh" ;;
    check) bash "$ROOT/scripts/recordings.sh" --check ;;
esac

case $mode in
    write | check)
        out=$GENERATED
        if [ "$mode" = check ]; then
            out=$(mktemp -d)
            trap 'rm -rf "$out"' EXIT
        fi
        count=0
        while read -r name command; do
            render "$name" "$command" "$out"
            count=$((count + 1))
        done < <(rows "$OUTPUTS")
        if [ "$mode" = write ]; then
            echo "book-outputs: wrote $count outputs to $GENERATED" >&2
            exit 0
        fi
        # The timings are not remade by a check; the chapters quote them from the book's copy.
        cp "$GENERATED"/timing-* "$out"/ 2>/dev/null || true
        failed=0
        for file in "$out"/*; do
            name=$(basename "$file")
            if ! diff -u "$GENERATED/$name" "$file" --label "$GENERATED/$name (in the book)" --label "$name (the current code)"; then
                failed=1
            fi
        done
        # A deterministic file with no row is stale: nothing regenerates it any more.
        for file in "$GENERATED"/*.txt "$GENERATED"/*.md "$GENERATED"/*.svg; do
            [ -e "$file" ] || continue
            name=$(basename "$file")
            case $name in timing-*) continue ;; esac
            if [ ! -e "$out/$name" ]; then
                echo "book-outputs: $GENERATED/$name has no row in OUTPUTS (stale?)" >&2
                failed=1
            fi
        done
        # The timing tables of `compare`: their times may move, their counts may not. Each
        # command is run again with one run a puzzle (the counts do not depend on it) and its
        # caption, rows, columns and counts compared with the book's.
        while read -r name command; do
            case $name in compare-*.md) ;; *) continue ;; esac
            case $command in *--max-runs*) ;; *) command="$command --min-time 0 --max-runs 1" ;; esac
            fresh=$(cd "$ROOT" && NO_COLOR=1 bash -o pipefail -c "$command" 2>&1) || true
            if ! diff -u --label "$GENERATED/timing-$name (counts in the book)" \
                --label "$command (counts of the current code)" \
                <(compare_counts <"$GENERATED/timing-$name") <(printf '%s\n' "$fresh" | compare_counts); then
                echo "book-outputs: timing-$name: its counts are not the current code's; remake it with --only $name" >&2
                failed=1
            fi
        done < <(rows "$TIMINGS")
        # A bar chart is drawn from its table alone, so it is redrawn from the book's table and
        # must come out the same: a chart left over from an older table fails here.
        while read -r name command; do
            case $name in *-bars.svg) ;; *) continue ;; esac
            run=${command//book\/src\/generated\/timing-$name/$out/timing-$name}
            if ! (cd "$ROOT" && bash -c "$run" >/dev/null 2>&1) \
                || ! cmp -s "$GENERATED/timing-$name" "$out/timing-$name"; then
                echo "book-outputs: timing-$name is not drawn from the book's table; remake it with --only $name" >&2
                failed=1
            fi
        done < <(rows "$TIMINGS")
        # No block wider than the page.
        for file in "$out"/*.txt; do
            if grep -nE ".{$((WIDTH + 1)),}" "$file" >&2; then
                echo "book-outputs: $(basename "$file") has lines wider than $WIDTH characters (above)" >&2
                failed=1
            fi
        done
        # Every figure in the prose is one the current code produces.
        skip=()
        for chapter in $FIGURES_PENDING; do skip+=(--skip "$chapter"); done
        if ! "$TARGET/release/examples/book_figures" book/src "$out" --readme README.md "${skip[@]}"; then
            failed=1
        fi
        if [ "$failed" -ne 0 ]; then
            echo "book-outputs: the book's outputs differ from the current code; run scripts/book-outputs.sh and review the diff" >&2
            exit 1
        fi
        echo "book-outputs: all $count outputs in the book match the current code" >&2
        ;;
    timings | only)
        label="measured on $(machine), load average $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the start (times move with the load of a shared machine; counts do not), $(date -u +%Y-%m-%d), release build of commit $(commit)"
        found=0
        while read -r name command; do
            if [ "$mode" = only ] && [ "$name" != "$only" ]; then continue; fi
            render "$name" "$command" "$GENERATED" "$label"
            found=1
        done < <(rows "$TIMINGS")
        if [ "$mode" = only ]; then
            while read -r name command; do
                if [ "$name" = "$only" ]; then
                    render "$name" "$command" "$GENERATED"
                    found=1
                fi
            done < <(rows "$OUTPUTS")
        fi
        if [ "$found" -eq 0 ]; then
            echo "book-outputs: no row named $only" >&2
            exit 2
        fi
        ;;
esac
