//! `sudoku-lab golf digits`: The digit strings: why they work, the cheapest ways to write one, what repeats cost.

use std::io;

use colored::Colorize;

use clap::Args;
use sudoku_lab::analyzer::digits;
use sudoku_lab::puzzles::{SEED_PUZZLES, WIKIPEDIA};
use sudoku_lab::solvers::{FIVE_POW_18, FOURTEEN_POW_7_TIMES_9};

use super::common::*;
use crate::cli::progress;

#[derive(Args, Debug)]
pub struct DigitsArgs {
    /// The longest expression searched, in characters (1 to 6: every string of that length
    /// over 25 symbols is tried; 6 is 254 million strings, minutes of work on two cores, in
    /// memory for the cheapest results only).
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = max_len())]
    pub max_len: usize,

    /// Give up counting a puzzle after this many calls (1 to 10^12).
    #[arg(long, value_name = "N", default_value_t = 100_000_000, value_parser = nodes())]
    pub max_nodes: u64,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

/// What `golf digits` computes before it writes: the seeds' strings explained, the search for
/// short expressions with the calls of the cheapest, and what repeated digits cost; `partial`
/// says what is done as it goes.
fn report(max_len: usize, max_nodes: u64, partial: &Partial) -> digits::DigitsReport {
    let seeds = [
        ("'%d'%5**18", FIVE_POW_18),
        ("`14**7*9`", FOURTEEN_POW_7_TIMES_9),
    ];
    partial.set("no length of expression searched in full yet".to_string());
    let mut search = digits::search_each_length(max_len, |s| partial.set(searched(s, max_len)));
    let searched = searched(&search, max_len);
    let wikipedia = WIKIPEDIA.grid();
    for d in &mut search.dialects {
        let n = d.cheapest.len().min(SHOWN);
        digits::count_calls(&mut d.cheapest[..n], &wikipedia, Some(max_nodes));
    }
    let mut repeat_cost = Vec::new();
    for p in SEED_PUZZLES {
        partial.set(format!(
            "{searched}; the calls of the cheapest counted; the cost of repeats counted on {} of \
             {} seed puzzles",
            repeat_cost.len(),
            SEED_PUZZLES.len()
        ));
        repeat_cost.push(digits::repeat_cost(
            p.name,
            &p.grid(),
            FIVE_POW_18,
            Some(max_nodes),
        ));
    }
    digits::DigitsReport {
        strings: seeds
            .iter()
            .map(|(source, s)| digits::SeedString {
                source,
                digits: digits::explain(s),
            })
            .collect(),
        repeat_cost,
        search,
    }
}

pub fn run(args: &DigitsArgs, out: &mut Out) -> io::Result<Exit> {
    let (max_len, max_nodes) = (args.max_len, args.max_nodes);
    let doing = format!("searching the expressions of up to {max_len} characters");
    // Every string of up to five characters over 25 symbols: a minute or more of work.
    if max_len >= 5 && progress::note_on_terminal(args.format != Format::Json) {
        out.err(format!(
            "note: golf digits at --max-len {max_len} takes a minute or more; --max-len 4 takes \
                 seconds; Ctrl-C stops it"
        ));
    }
    let partial = Partial::default();
    let working = partial.clone();
    let Some(report) = computed(out, args.format, "digits", &doing, &partial, move || {
        report(max_len, max_nodes, &working)
    })?
    else {
        return Ok(Exit::Interrupted);
    };
    if args.format == Format::Json {
        json_out(out, &report)?;
        return Ok(Exit::Solved);
    }
    heading(out, "Why the seeds' digit strings work")?;
    for s in &report.strings {
        let d = &s.digits;
        out.line(format!(
            "  {:12} = {}  {} digits, {} every digit 1-9{}",
            s.source,
            d.text.yellow(),
            d.len,
            tick(d.covers),
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!("; {} tried for nothing", d.wasted)
            }
        ))?;
    }
    for l in wrap(
        "The solver tries the characters in order and needs each digit 1-9 once; the order only \
         changes the work. Any other character would be placed in the grid, so a usable string \
         holds digits only. A 0 is harmless: the cell being filled holds '0' and is its own peer.",
        96,
    ) {
        out.line(format!("  {l}"))?;
    }
    let s = &report.search;
    heading(
        out,
        &format!(
            "Cheapest digit strings, every expression up to {} characters",
            s.max_len
        ),
    )?;
    for l in wrap(
        &format!(
            "All {} strings of 1 to {} characters over `{}` tried as Python expressions; cost is \
             the bytes after `for m in` (str(...) needs a space there).",
            thousands(s.tried),
            s.max_len,
            s.alphabet
        ),
        96,
    ) {
        out.line(format!("  {l}"))?;
    }
    for d in &s.dialects {
        write_dialect(out, d, s.max_len, args.max_nodes)?;
    }
    out.line(if s.permutations.is_empty() {
        format!(
            "  No expression of {} characters or fewer gives each digit exactly once (seed 004's \
             14**7*9 has 7).",
            s.max_len
        )
    } else {
        format!(
            "  Shortest expressions giving each digit exactly once: {}",
            s.permutations.join(", ")
        )
    })?;
    for l in wrap(
        "In Python 2, `5**18` in backquotes is the same string as '%d'%5**18 (its value needs no \
         `L` below 2**63), 3 bytes shorter with the same calls: `golf shorten` proves it.",
        96,
    ) {
        out.line(format!("  {l}"))?;
    }
    heading(out, "What the repeats of 3814697265625 cost")?;
    out.line(format!(
        "  {:10} {:>14} {:>14} {:>8}",
        "puzzle", "3814697265625", "381469725", "ratio"
    ))?;
    for c in &report.repeat_cost {
        out.line(format!(
            "  {:10} {:>14} {:>14} {:>7.2}x{}",
            c.puzzle,
            thousands(c.with_repeats),
            thousands(c.without_repeats),
            c.with_repeats as f64 / c.without_repeats.max(1) as f64,
            if c.gave_up {
                "  (gave up at --max-nodes)"
            } else {
                ""
            }
        ))?;
    }
    Ok(Exit::Solved)
}

/// The cheapest digit strings of one dialect, their forms, and how many integer-valued
/// expressions of each length hold every digit.
fn write_dialect(
    out: &mut Out,
    d: &digits::DialectResult,
    max_len: usize,
    max_nodes: u64,
) -> io::Result<()> {
    let cost = d.cheapest.first().map_or(0, |c| c.cost);
    out.line(format!(
        "  {}: cheapest cost {cost} bytes, {} ties (fewest wasted first; calls on wikipedia):",
        d.semantics.to_string().bold(),
        thousands(d.cheapest.len() as u64)
    ))?;
    for c in d.cheapest.iter().take(SHOWN) {
        out.line(format!(
            "    {:14} -> {:24} {:>3} digits, {:>2} wasted; {} calls",
            c.source.yellow(),
            shortened(&c.digits.text, 21, false),
            c.digits.len,
            c.digits.wasted,
            c.calls
                .map_or(format!("over {}", thousands(max_nodes)), thousands)
        ))?;
    }
    let by: Vec<String> = d
        .by_wrapper
        .iter()
        .map(|(w, cost, ties)| {
            format!(
                "{} {cost} bytes ({} ties)",
                wrapper_name(*w),
                thousands(*ties as u64)
            )
        })
        .collect();
    out.line(format!("    by form: {}", by.join(", ")))?;
    let ints: Vec<String> = d
        .integer_by_len
        .iter()
        .map(|n| thousands(*n as u64))
        .collect();
    out.line(format!(
        "    integer-valued expressions holding every digit, by length 1-{}: {}",
        max_len,
        ints.join(", "),
    ))?;
    out.line(format!(
        "    of length {}, {} are 2**127 or more",
        max_len,
        thousands(d.integer_past_2_127 as u64)
    ))?;
    Ok(())
}

/// Candidates listed per dialect (all are counted in the ties).
const SHOWN: usize = 6;

fn wrapper_name(w: digits::Wrapper) -> &'static str {
    match w {
        digits::Wrapper::Percent => "'%d'%E",
        digits::Wrapper::Backquote => "`E`",
        digits::Wrapper::Str => "str(E)",
    }
}
