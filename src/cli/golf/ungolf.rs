//! `sudoku-lab golf ungolf`: Undoing the golf of the specimen step by step, and seed 004's delta.

use std::io;

use colored::Colorize;

use clap::Args;
use sudoku_lab::analyzer::ungolf;
use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::solvers::{DigitOrder, golf};
use sudoku_lab::{Limits, NoObserver};

use super::common::*;

#[derive(Args, Debug)]
pub struct UngolfArgs {
    /// Print only the code after this step (layout, exit-if, loop, if-not, peers, digits,
    /// exit, imports; with --delta: digits, print), nothing else.
    #[arg(long, value_name = "STEP")]
    pub code: Option<String>,

    /// With --code: the step is one of seed 004's delta.
    #[arg(long, requires = "code")]
    pub delta: bool,

    /// The puzzle the golf port is run on to show the final form searches like the specimen.
    #[arg(long, value_name = "PUZZLE", default_value = WIKIPEDIA.line)]
    pub puzzle: std::ffi::OsString,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

fn show_step(out: &mut Out, n: usize, s: &ungolf::Rewrite, before: usize) -> io::Result<()> {
    let delta = s.bytes as isize - before as isize;
    out.line(format!(
        "{} {}  {}",
        format!("{n}. {}", s.title).bold(),
        format!("[{}]", s.name).dimmed(),
        format!("{} bytes ({delta:+})", s.bytes).cyan()
    ))?;
    for d in &s.diff {
        let line = format!("{}{}", d.tag, d.text);
        out.line(match d.tag {
            "-" => line.red().to_string(),
            "+" => line.green().to_string(),
            _ => line.dimmed().to_string(),
        })?;
    }
    for (k, l) in wrap(&format!("why: {}", s.why), 88).iter().enumerate() {
        out.line(format!("   {}{l}", if k > 0 { "     " } else { "" }))?;
    }
    for e in &s.evidence {
        for (k, l) in wrap(&format!("computed: {e}"), 86).iter().enumerate() {
            out.line(format!(
                "   {}{}",
                if k > 0 { "          " } else { "" },
                l.cyan()
            ))?;
        }
    }
    out.line("")
}

pub fn run(args: &UngolfArgs, out: &mut Out) -> io::Result<Exit> {
    let u = ungolf::ungolf();
    let delta = ungolf::seed004_delta();
    if let Some(name) = &args.code {
        let steps = if args.delta { &delta.steps } else { &u.steps };
        let step = steps.iter().find(|s| s.name == name).ok_or_else(|| {
            let names: Vec<&str> = steps.iter().map(|s| s.name).collect();
            invalid(format!(
                "no step {name:?}; the steps are {}",
                names.join(", ")
            ))
        })?;
        out.text(&step.code)?;
        return Ok(Exit::Solved);
    }
    let grid = puzzle_arg(&args.puzzle)?;
    let digits = DigitOrder::default();
    let report = golf(&grid, &digits, &Limits::default(), &mut NoObserver);
    if args.format == Format::Json {
        let report = ungolf::UngolfReport {
            ungolf: u,
            port: ungolf::PortRun {
                puzzle: grid.to_line_with('0'),
                digits: digits.as_str().to_string(),
                calls: report.stats.nodes,
                solution: report.solutions.first().map(|g| g.to_line_with('0')),
            },
            seed004: delta,
        };
        return json_out(out, &report).map(|()| Exit::Solved);
    }
    out.line(format!(
        "{} ({}):",
        "The specimen under study".bold(),
        u.source
    ))?;
    out.line(format!(
        "({} bytes; here every byte count includes the final newline of the program)",
        u.specimen_bytes
    ))?;
    for l in u.specimen.lines() {
        out.line(format!("    {}", l.yellow()))?;
    }
    out.line("")?;
    let mut before = u.specimen_bytes;
    for (n, s) in u.steps.iter().enumerate() {
        show_step(out, n + 1, s, before)?;
        before = s.bytes;
    }
    heading(out, "The last form, in full")?;
    out.text(&u.steps.last().expect("steps").code)?;
    heading(out, "It searches as the project's golf port does")?;
    let text = format!(
        "The port (crates/core/src/solvers/golf.rs) follows the last form line for line: the \
         first '0', the peers' digits excluded, the digits of {} in order. On {} it makes {} \
         calls of r{}.",
        digits,
        if grid.to_line_with('0') == WIKIPEDIA.line {
            "the Wikipedia puzzle"
        } else {
            "this puzzle"
        },
        thousands(report.stats.nodes),
        report
            .solutions
            .first()
            .map(|g| format!(" and prints {}", g.to_line_with('0')))
            .unwrap_or_default()
    );
    for l in wrap(&text, 96) {
        out.line(l)?;
    }
    heading(out, "Seed 004's variant, as the delta it is")?;
    out.line("Starting from the laid-out specimen (step 1):")?;
    let mut before = u.steps[0].bytes;
    for (n, s) in delta.steps.iter().enumerate() {
        show_step(out, n + 1, s, before)?;
        before = s.bytes;
    }
    Ok(Exit::Solved)
}
