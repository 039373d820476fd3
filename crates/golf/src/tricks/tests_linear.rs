//! The finder's work grows linearly with the file: each check of a rewrite parses only the
//! top-level block around it, each trick's place is looked for near it, and the facts of the
//! file are computed once. Work is counted in bytes tokenized, not in seconds.

use super::analyze;
use super::finder::nearest;
use crate::pytoken::bytes_scanned;

/// The bytes tokenized while analyzing the specimen repeated `copies` times, and the tricks
/// found.
fn work(copies: usize) -> (u64, usize) {
    let source = super::super::specimen::code().repeat(copies);
    let before = bytes_scanned();
    let found = analyze(&source).unwrap().tricks.len();
    (bytes_scanned() - before, found)
}

#[test]
fn the_work_grows_linearly_with_the_file() {
    let (small, small_found) = work(10);
    let (large, large_found) = work(80);
    // Eight times the file finds about eight times the tricks (the copies after the first
    // differ a little: a name bound before, a def shadowed)...
    assert!(
        large_found > 7 * small_found,
        "{small_found} then {large_found}"
    );
    // ...for about eight times the work: a parse of the whole file per trick found (what each
    // rewrite's check did) makes it 64 times.
    assert!(
        large < 10 * small,
        "10 copies tokenized {small} bytes, 80 copies {large}: more than linear"
    );
    assert!(large > 6 * small, "{small} then {large}");
}

/// The nearest occurrence as the whole scan finds it: every occurrence `match_indices`
/// reports, the one holding `off` first, else the nearest, the first of a tie.
fn nearest_by_whole_scan(source: &str, golfed: &str, off: usize) -> Option<(usize, usize)> {
    source
        .match_indices(golfed)
        .map(|(k, _)| (k, k + golfed.len()))
        .min_by_key(|&(a, b)| {
            if a <= off && off <= b {
                0
            } else {
                a.abs_diff(off) + 1
            }
        })
}

#[test]
fn the_nearest_occurrence_is_the_whole_scans() {
    // Overlapping occurrences (`aa` in a run of `a`), far ones past the window, and none.
    let long = format!(
        "{}x{}aa{}",
        "a".repeat(5001),
        "b".repeat(9000),
        "a".repeat(3)
    );
    let sources = [long.as_str(), "aaaaaaa", "r(a);r(b)\nr(a)", "é(a)é(a)"];
    for source in sources {
        for golfed in ["aa", "a", "r(a)", "(a)", "x", "zz", "aaa"] {
            // Every offset of the short sources; of the long one, a sample and the edges of
            // the window before the run of `b` and after it.
            let offsets = (0..=source.len())
                .filter(|&o| {
                    source.len() < 100
                        || o % 61 == 0
                        || (9000..9100).contains(&o)
                        || o + 50 > source.len()
                })
                .filter(|&o| source.is_char_boundary(o));
            for off in offsets {
                assert_eq!(
                    nearest(source, golfed, off),
                    nearest_by_whole_scan(source, golfed, off),
                    "{golfed:?} at {off} in a source of {} bytes",
                    source.len()
                );
            }
        }
    }
}
