//! `sudoku-lab golf shorten`: byte-saving rewrites of a golfed solver, each proved by the calls
//! of the golf engine on the seed puzzles.

use std::io;
use std::path::PathBuf;

use clap::Args;
use colored::Colorize;
use sudoku_lab::analyzer::{digits, shorten};

use super::*;

#[derive(Args, Debug)]
pub struct ShortenArgs {
    /// The Python file to read (`-` for standard input).
    pub file: PathBuf,

    /// The longest digit expression searched, in characters (1 to 6).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub max_len: usize,

    /// Give up counting the calls on one puzzle after this many.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub max_nodes: u64,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

pub fn run(args: &ShortenArgs, out: &mut Out) -> io::Result<Exit> {
    digits::check_max_len(args.max_len).map_err(invalid)?;
    let source = input::read_python(&args.file)?;
    let name = args.file.display();
    let report = shorten::shorten(&source, args.max_len, Some(args.max_nodes))
        .map_err(|e| invalid(format!("{name}: {e}")))?;
    if args.format == Format::Json {
        json_out(out, &report)?;
        return Ok(Exit::Solved);
    }
    out.line(format!(
        "{}: {} bytes (final newline included)",
        name.to_string().bold(),
        report.bytes
    ))?;
    out.line(format!(
        "digit expressions searched: every string of up to {} characters ({} strings)",
        report.searched_len,
        thousands(report.tried)
    ))?;
    if report.rewrites.is_empty() {
        out.line("  no shorter form found")?;
    }
    for r in &report.rewrites {
        let dialects: Vec<String> = r.dialects.iter().map(|d| d.to_string()).collect();
        out.line(format!(
            "  {}:{} {} -> {}  saves {} bytes ({})",
            r.line,
            r.col,
            r.from.yellow(),
            r.to.green(),
            r.saves,
            dialects.join(", ")
        ))?;
        let calls = |v: &[shorten::Calls]| -> String {
            v.iter()
                .map(|c| {
                    format!(
                        "{} {}",
                        c.puzzle,
                        c.calls.map_or("gave up".to_string(), thousands)
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        if r.same_digits {
            out.line(format!(
                "      same digit string {}: the same calls, {}",
                r.digits_after,
                calls(&r.after)
            ))?;
        } else {
            out.line(format!(
                "      digits {} -> {}",
                r.digits_before, r.digits_after
            ))?;
            out.line(format!("      calls before: {}", calls(&r.before)))?;
            out.line(format!("      calls after:  {}", calls(&r.after)))?;
        }
    }
    Ok(Exit::Solved)
}
