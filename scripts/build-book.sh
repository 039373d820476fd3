#!/usr/bin/env bash
# Builds the book (book/) with the pinned mdBook and checks the result, because mdBook does not:
# it exits 0 after an include of a missing file (it logs an ERROR and leaves the directive in
# the page) and says nothing at all about an anchor that does not exist (it includes nothing,
# which leaves an empty code block). This script fails on:
#   - any ERROR line in mdBook's log;
#   - any "{{#" left in the generated HTML (a directive mdBook did not expand);
#   - any empty <code> block in the generated HTML (a misspelled anchor, an empty file);
#   - any include by line numbers (`file:3:5`), which shows other lines when the file grows.
# Installs mdBook 0.5.4 with cargo, into TARGET/tools (TARGET: cargo's target folder, which
# CARGO_TARGET_DIR or a cargo config may move), when the one on PATH is absent or of another
# version.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
. "$ROOT/scripts/target-dir.sh"

VERSION=0.5.4
MDBOOK=mdbook
if [ "$(mdbook --version 2>/dev/null)" != "mdbook v$VERSION" ]; then
    MDBOOK="$TARGET/tools/bin/mdbook"
    if [ "$("$MDBOOK" --version 2>/dev/null)" != "mdbook v$VERSION" ]; then
        echo "build-book: installing mdbook $VERSION into $TARGET/tools" >&2
        cargo install mdbook --locked --version "$VERSION" --root "$TARGET/tools"
    fi
fi

OUT=book/book
failed=0

# Every anchor a chapter includes must open and close once in its file: with the end marker
# missing or misspelled, mdBook includes everything to the end of the file, silently.
while read -r chapter file anchor; do
    path="$(dirname "$chapter")/$file"
    if [ ! -f "$path" ]; then
        continue # a missing file is reported by mdBook itself, below
    fi
    opens=$(grep -cE "ANCHOR:[[:space:]]*$anchor\b" "$path" || true)
    closes=$(grep -cE "ANCHOR_END:[[:space:]]*$anchor\b" "$path" || true)
    if [ "$opens" -ne 1 ] || [ "$closes" -ne 1 ]; then
        echo "build-book: $chapter includes $file:$anchor, which opens $opens and closes $closes times in the file (expected once each)" >&2
        failed=1
    fi
done < <(grep -oE '\{\{#(include|rustdoc_include) [^}:]+:[A-Za-z_][A-Za-z0-9_]*\}\}' book/src/*.md |
    sed -E 's/^([^:]+):\{\{#[a-z_]+ ([^}:]+):([A-Za-z0-9_]+)\}\}$/\1 \2 \3/')

# Every include names an ANCHOR or the whole file: a line range shows other lines as soon as
# the file grows, silently (tests/book_try_it.rs checks it in a plain `cargo test` too).
if grep -nE '\{\{#(include|rustdoc_include) [^}:]+:[0-9:]' book/src/*.md >&2; then
    echo "build-book: an include by line numbers (above): include by ANCHOR, or give the part a row of its own in scripts/book-outputs.sh" >&2
    failed=1
fi

# The lab (book/theme/lab.js): the library as WebAssembly, written into book/theme/lab-wasm.js
# by scripts/build-wasm.sh. Where the wasm32 target cannot be installed, the book is built
# without it: lab-wasm.js then says so, and each lab in the pages says the lab is not built.
wasm_status=0
bash scripts/build-wasm.sh || wasm_status=$?
if [ "$wasm_status" -eq 2 ]; then
    echo "build-book: the lab is left out of this build (no wasm32-unknown-unknown target)" >&2
    printf '%s\n' "// Written by scripts/build-book.sh: the lab was not built (no wasm32 target)." \
        "window.sudokuLabWasm = null;" >book/theme/lab-wasm.js
elif [ "$wasm_status" -ne 0 ]; then
    echo "build-book: scripts/build-wasm.sh failed ($wasm_status)" >&2
    exit 1
fi

LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
status=0
"$MDBOOK" build book >"$LOG" 2>&1 || status=$?
cat "$LOG" >&2
if [ "$status" -ne 0 ]; then
    echo "build-book: mdbook build exited with $status" >&2
    failed=1
fi
if grep -q 'ERROR' "$LOG"; then
    echo "build-book: mdbook logged errors (above)" >&2
    failed=1
fi
# print.html repeats every chapter; the chapter pages are enough to name the culprit.
pages=$(find "$OUT" -name '*.html' ! -name print.html ! -name 404.html | sort)
if [ -z "$pages" ]; then
    echo "build-book: no HTML page in $OUT" >&2
    exit 1
fi
# shellcheck disable=SC2086
if grep -n '{{#' $pages >&2; then
    echo "build-book: an mdBook directive was left unexpanded (lines above): a missing file?" >&2
    failed=1
fi
# shellcheck disable=SC2086
if grep -nE '<code[^>]*>[[:space:]]*</code>' $pages >&2; then
    echo "build-book: an empty code block (lines above): a misspelled anchor or an empty include?" >&2
    failed=1
fi
# An empty block may also span lines: <code ...>, blank lines, </code>.
for page in $pages; do
    if tr '\n' ' ' <"$page" | grep -qE '<code[^>]*>[[:space:]]*</code>'; then
        echo "build-book: an empty code block in $page" >&2
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    exit 1
fi
echo "build-book: $(echo "$pages" | wc -l) pages built in $OUT, no error, no unexpanded directive, no empty code block" >&2
