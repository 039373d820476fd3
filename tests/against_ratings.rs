//! `grade --against-ratings`: the rated files it reads, in both forms the data comes in (a
//! puzzle and its rating; the forum's lists add a `#` comment naming the source), from a file
//! or standard input, each bad line named; and its report, band by band and per point.

use sudoku_lab::logic::Rating;

use crate::common::run;
use crate::logic::first_uses::FIRST_USES;

/// Two puzzles the ladder rates 1.2 (hidden singles), each as the forum's lists write a line.
const SOURCED: &str = "# two puzzles, each with its source\n\
    530070000600195000098000060800060003400803001700020006060000280000419005000080079 1.2 # Wikipedia ; CONFLICT 1.5\n\
    534070000600195000098000060800060003400803001700020006060000280000419005000080079 1.2 # Wikipedia, one more given\n";

#[test]
fn ratings_with_a_source_comment_are_read_from_standard_input() {
    let r = run(&["grade", "--against-ratings", "-"], SOURCED);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(
            "# all: 2 puzzles, our rating within 0.1 of SE's for 2 (100.0%), needs search 0"
        ),
        "{}",
        r.stdout
    );
    // A bad line read from standard input is named by its line and its source.
    let r = run(&["grade", "--against-ratings", "-"], "x 1.0\n");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("standard input: line 1: 1 cell"),
        "{}",
        r.stderr
    );
}

/// A file with no puzzle rated 4.4 or less (or 6.2 or less), as the forum's lists of hardest
/// puzzles, has no line for those bands; the whole file's line stays.
#[test]
fn bands_below_a_files_puzzles_have_no_line() {
    // The published rating is what the file says: here a claim of 9.0 for an easy puzzle.
    let line = "530070000600195000098000060800060003400803001700020006060000280000419005000080079 9.0 # a claim\n";
    let r = run(&["grade", "--against-ratings", "-"], line);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("# rated 4.4 or less"), "{}", r.stdout);
    assert!(!r.stdout.contains("# rated 6.2 or less"), "{}", r.stdout);
    assert!(r.stdout.contains("# all: 1 puzzles"), "{}", r.stdout);
    assert!(
        r.stdout.contains("# 9.x: 1 puzzles, ours exact for 0"),
        "{}",
        r.stdout
    );
}

#[test]
fn grade_against_ratings_reports_each_band_and_names_a_bad_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.txt");
    let rows: Vec<String> = FIRST_USES
        .iter()
        .take(8)
        .map(|&(_, tenths, line, _)| format!("{line} {}", Rating::tenths(tenths)))
        .collect();
    let text = format!("# a comment\n{}\n{} x\n", rows.join("\n"), FIRST_USES[0].2);
    std::fs::write(&path, text).unwrap();
    let r = run(&["grade", "--against-ratings", path.to_str().unwrap()], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("line 10: \"x\" is not an SE rating"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.starts_with("  SE puzzles"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("# rated 4.4 or less: 8 puzzles, our rating within 0.1 of SE's for"),
        "{}",
        r.stdout
    );
    let json = run(
        &[
            "grade",
            "--against-ratings",
            path.to_str().unwrap(),
            "--format",
            "json",
        ],
        "",
    );
    // A line per point of the scale, whose puzzles add up to the file's.
    let points: Vec<&str> = (r.stdout.lines())
        .filter(|l| l.starts_with("# ") && l[2..].split(':').next().unwrap().ends_with(".x"))
        .collect();
    assert!(!points.is_empty(), "{}", r.stdout);
    let counted: usize = (points.iter())
        .map(|l| l.split(": ").nth(1).unwrap().split(' ').next().unwrap())
        .map(|n| n.parse::<usize>().unwrap())
        .sum();
    assert_eq!(counted, 8, "{points:?}");
    assert!(
        points.iter().all(|l| l.contains(", ours exact for ")),
        "{points:?}"
    );
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["up_to_4_4"]["puzzles"], 8);
    let json_points = v["points"].as_array().unwrap();
    assert_eq!(json_points.len(), points.len());
    assert!(json_points.iter().all(|p| p["exact"].as_u64().is_some()));
    assert!(v["bands"].as_array().is_some_and(|b| !b.is_empty()));
}
