//! The command line fuzzed: random arguments (flags of every command that reads puzzles, with
//! values in range, past it, huge, negative, empty or not numbers at all) and random bytes on
//! standard input (a puzzle with characters changed, inserted, cut or doubled, or any bytes).
//! Every run must end with a documented exit code (0, 1, 2, 3), a message on standard error
//! when it is not 0, and no panic. A run is bounded: each command's search has its default or
//! a given bound, and the inputs are small.
//!
//! `cargo test` runs 40 cases; CI runs more (`FUZZ_CASES`, see .ci/run), for a bounded time.

use proptest::prelude::*;
use sudoku_lab::puzzles::WIKIPEDIA;

/// The commands fuzzed, with the flags each takes and values to try for them.
const COMMANDS: &[(&str, &[&str])] = &[
    (
        "solve",
        &[
            "--solver",
            "--digits",
            "--all",
            "--count",
            "--limit",
            "--max-nodes",
            "--timeout",
            "--stats",
            "--format",
            "--no-unique-check",
            "--verbose",
            "--max-lines",
            "--jobs",
            "--size",
            "--record-limit",
        ],
    ),
    (
        "grade",
        &["--max-nodes", "--jobs", "--size", "--format", "--steps"],
    ),
    ("hint", &["--level", "--jobs", "--size", "--format"]),
    (
        "explain",
        &[
            "--solver",
            "--trace",
            "--max-rounds",
            "--max-nodes",
            "--size",
            "--format",
        ],
    ),
];

/// Values for flags: good ones, bad ones, edges.
const VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "9",
    "16",
    "25",
    "100",
    "1000",
    "-1",
    "",
    "x",
    "1e30",
    "1e19",
    "18446744073709551616",
    "99999999999999999999999",
    "4000000",
    "2000000",
    "0.5",
    "500ms",
    "1ms",
    "10s",
    "2m",
    "1h",
    "169h",
    "inf",
    "NaN",
    "-5s",
    "12345678",
    "123456789",
    "3814697265625",
    "golf",
    "fast",
    "backtracking",
    "propagation",
    "hidden-singles",
    "ladder",
    "json",
    "line",
    "grid",
    "matrix",
    "text",
    "csv",
    "none",
    "\u{7f}",
    "é",
];

/// A search that could run long is bounded: solve gets a node bound unless the case gives one.
fn bounded(command: &str, args: &mut Vec<String>) {
    if command == "solve" && !args.iter().any(|a| a == "--max-nodes") {
        args.extend(["--max-nodes".to_string(), "200000".to_string()]);
    }
}

fn arguments() -> impl Strategy<Value = (usize, Vec<(usize, usize, bool)>)> {
    (
        0..COMMANDS.len(),
        prop::collection::vec((0..16usize, 0..VALUES.len(), any::<bool>()), 0..5),
    )
}

/// Input bytes: a puzzle mutated, several puzzle lines, or any bytes.
fn input() -> impl Strategy<Value = Vec<u8>> {
    let puzzle = WIKIPEDIA.line.as_bytes().to_vec();
    let mutated = (
        Just(puzzle.clone()),
        prop::collection::vec((0..100usize, any::<u8>(), 0..4u8), 0..6),
        1..4usize,
    )
        .prop_map(|(mut bytes, edits, copies)| {
            for (at, byte, kind) in edits {
                let at = at % (bytes.len() + 1);
                match kind {
                    0 if at < bytes.len() => bytes[at] = byte,
                    1 => bytes.insert(at, byte),
                    2 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    _ => bytes.insert(at, b"\n.0123456789#|+-"[byte as usize % 16]),
                }
            }
            let mut line = bytes;
            line.push(b'\n');
            line.repeat(copies)
        });
    prop_oneof![
        3 => mutated,
        1 => prop::collection::vec(any::<u8>(), 0..300),
    ]
}

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn no_arguments_and_no_bytes_make_a_command_panic_or_lie(
        (command, flags) in arguments(),
        stdin in input(),
    ) {
        let (name, known) = COMMANDS[command];
        let mut args = vec![name.to_string()];
        for (flag, value, with_value) in flags {
            args.push(known[flag % known.len()].to_string());
            if with_value {
                args.push(VALUES[value].to_string());
            }
        }
        bounded(name, &mut args);
        args.extend(["--file".to_string(), "-".to_string()]);
        let output = crate::common::run_piped(&args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let code = output.status.code();
        prop_assert!(
            matches!(code, Some(0..=3)),
            "{args:?}: exit {code:?}: {stderr}"
        );
        prop_assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        if code != Some(0) {
            prop_assert!(!stderr.trim().is_empty(), "{args:?}: exit {code:?} with no message");
        }
    }
}
