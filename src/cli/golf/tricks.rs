//! `sudoku-lab golf tricks`: the golf tricks of any Python file, named, with what each replaces
//! and the bytes it saves, and every construct the finder does not know.

use std::io;
use std::path::PathBuf;

use clap::Args;
use colored::Colorize;
use sudoku_lab::analyzer::tricks;

use super::common::*;
use super::input;

#[derive(Args, Debug)]
pub struct TricksArgs {
    /// The Python file to read (`-` for standard input), at most 256 KiB, lines of at most
    /// 4,096 characters.
    pub file: PathBuf,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

pub fn run(args: &TricksArgs, out: &mut Out) -> io::Result<Exit> {
    let source = input::read_program(&args.file)?;
    let name = args.file.display();
    let report = tricks::analyze(&source).map_err(|e| invalid(format!("{name}: {e}")))?;
    if args.format == Format::Json {
        json_out(out, &report)?;
        return Ok(Exit::Solved);
    }
    let dialects: Vec<String> = report.dialects.iter().map(|d| d.to_string()).collect();
    out.line(name.to_string().bold().to_string())?;
    out.line(format!(
        "  {}, {} statements; parses as {}",
        size_of(&source),
        report.statements,
        if dialects.is_empty() {
            "neither Python".to_string()
        } else {
            dialects.join(" and ")
        }
    ))?;
    for (sem, why) in &report.not_working {
        for l in wrap(
            &format!("parses as {sem} but does not work there ({why}): read as the other"),
            94,
        ) {
            out.line(format!("  {l}"))?;
        }
    }
    for (sem, e) in &report.syntax_errors {
        for l in wrap(&format!("not {sem}: {e}"), 94) {
            out.line(format!("  {l}"))?;
        }
    }
    for w in &report.warnings {
        for l in wrap(&format!("warning: {w}"), 94) {
            out.line(format!("  {l}"))?;
        }
    }
    out.line(format!(
        "{} tricks recognised saving {} bytes, {} unknown",
        report.tricks.len(),
        report.saved,
        report.unknown.len()
    ))?;
    for l in wrap(
        "the total is against one plain spelling: every trick replaced by its readable form, a trick inside another's snippet counted once (each trick's own figure compares its snippet as written, spaces included, with the readable form printed beside it)",
        94,
    ) {
        out.line(format!("  {}", l.dimmed()))?;
    }
    for t in &report.tricks {
        out.line(format!(
            "  {:>3}:{:<3} {:20} {:>+4} bytes  {}",
            t.line,
            t.col,
            t.name.slug().bold(),
            t.saves,
            shortened(&t.golfed, 36, true).yellow()
        ))?;
        for l in wrap(&format!("for {}", shortened(&t.readable, 200, true)), 88) {
            out.line(format!("            {}", l.green()))?;
        }
        for l in wrap(&t.note, 88) {
            out.line(format!("            {}", l.dimmed()))?;
        }
        if t.counted != t.saves {
            let why = format!("counted {:+} in the total: {}", t.counted, t.counted_note);
            for l in wrap(&why, 88) {
                out.line(format!("            {}", l.dimmed()))?;
            }
        }
    }
    for u in &report.unknown {
        out.line(format!(
            "  {:>3}:{:<3} {:20} {}",
            u.line,
            u.col,
            "unknown".red().bold(),
            shortened(&u.text, 40, true)
        ))?;
        for l in wrap(&u.why, 88) {
            out.line(format!("            {l}"))?;
        }
    }
    Ok(Exit::Solved)
}
