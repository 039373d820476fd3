//! `sudoku-lab golf peers`: The peer expression proved on all 6,561 pairs, its factors mapped, any expression checked.

use std::io;

use colored::Colorize;

use clap::Args;
use sudoku_lab::analyzer::{peers, pyexpr};

use super::common::*;

#[derive(Args, Debug)]
pub struct PeersArgs {
    /// A cell to map: `r5c5`, or an index 0-80.
    pub cell: Option<String>,

    /// A peer expression of your own in i and j (+ - * / // % ** ^ | & << >> ~, parentheses,
    /// comparisons, and/or/not): zero (false) must mean "peers".
    #[arg(long, value_name = "EXPR", default_value = peers::GOLF_PEER_EXPR, allow_hyphen_values = true)]
    pub expr: String,

    /// The Python whose rules apply.
    #[arg(long, value_enum, default_value_t = SemanticsName::Py2)]
    pub semantics: SemanticsName,

    /// How many wrong pairs to list (all are counted), 0 to 6561: every pair of cells.
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=6561))]
    pub show: usize,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

fn parse_cell(text: &str) -> io::Result<sudoku_lab::Cell> {
    let t = text.trim().to_ascii_lowercase();
    let nine = Shape::NINE;
    if let Ok(i) = t.parse::<usize>() {
        return if i < 81 {
            Ok(nine.cell(i))
        } else {
            Err(invalid(format!(
                "cell index {i} is out of range; expected 0-80"
            )))
        };
    }
    let rc = t
        .strip_prefix('r')
        .and_then(|rest| rest.split_once('c'))
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
    match rc {
        Some((r, c)) if (1..=9).contains(&r) && (1..=9).contains(&c) => {
            Ok(sudoku_lab::Cell::new(r - 1, c - 1, 9))
        }
        _ => Err(invalid(format!(
            "{text:?} is not a cell; write r5c5 (rows and columns 1-9) or an index 0-80"
        ))),
    }
}

pub fn run(args: &PeersArgs, out: &mut Out) -> io::Result<Exit> {
    let sem: Semantics = args.semantics.into();
    // Read as the chosen Python reads it: `011` is 9 in Python 2 and an error in Python 3.
    let expr =
        pyexpr::parse_in(&args.expr, sem).map_err(|e| invalid(format!("--expr: {sem}: {e}")))?;
    let check = peers::check(&expr, sem);
    let map = args
        .cell
        .as_deref()
        .map(parse_cell)
        .transpose()?
        .map(|c| peers::factor_map(&expr, c, sem));
    let exit = if check.proved {
        Exit::Solved
    } else {
        Exit::NoSolution
    };
    if args.format == Format::Json {
        json_out(out, &peers::PeersReport { check, map })?;
        return Ok(exit);
    }
    out.line(format!(
        "{} {}  under {}",
        "Peer expression".bold(),
        check.expr.yellow(),
        sem
    ))?;
    out.line(format!(
        "{} pairs checked against the grid model's peers (same row, column or box, i = j included)",
        thousands(check.pairs as u64)
    ))?;
    out.line(format!(
        "{} agree: zero exactly on peers for {} of {} pairs",
        tick(check.proved),
        thousands(check.agree as u64),
        thousands(check.pairs as u64)
    ))?;
    if let Some(e) = &check.first_error {
        out.line(format!(
            "{} raises on {} pairs; the first, i={} j={}:",
            tick(false),
            thousands(check.errors as u64),
            e.i,
            e.j,
        ))?;
        out.line(format!("  {}", e.error.to_string().red()))?;
    }
    if !check.wrong.is_empty() {
        out.line(format!(
            "{} wrong pairs:",
            thousands(check.wrong.len() as u64)
        ))?;
        for w in check.wrong.iter().take(args.show) {
            out.line(format!(
                "  i={:2} ({}) j={:2} ({}): value {} but the cells {}",
                w.i,
                w.cell_i,
                w.j,
                w.cell_j,
                w.value,
                if w.peers {
                    "are peers"
                } else {
                    "are not peers"
                }
            ))?;
        }
        if check.wrong.len() > args.show {
            out.line(format!(
                "  ... and {} more (--show N)",
                check.wrong.len() - args.show
            ))?;
        }
    }
    if let Some((lo, hi)) = check.nonzero_range {
        let text = format!(
            "Non-zero values: {lo} to {hi}, every one an int. In the list `[E or a[j] ...]` they \
             stand beside one-character strings, and a Python int never equals a str ('5' == 5 is \
             False), so `m in [...]` can only match the a[j] of a peer. For a port to a language \
             where a character is a number: {} non-peer pairs give a value in 49-57, the codes of \
             '1'-'9'.",
            check.ascii_digit_values
        );
        for l in wrap(&text, 96) {
            out.line(l)?;
        }
    }
    if check.floats {
        out.line("Some values are floats (true division).")?;
    }
    if let Some(m) = map {
        heading(
            out,
            &format!("Factors around {} (cell {})", m.cell, m.index),
        )?;
        for f in &m.factors {
            out.line(format!(
                "  {} = {}  {}",
                f.letter.to_string().bold(),
                f.text,
                match (f.house, f.errors) {
                    (_, e) if e > 0 => format!("raises on {} pairs", thousands(e as u64))
                        .red()
                        .to_string(),
                    (Some(h), _) => format!("zero exactly on the same {h}").green().to_string(),
                    (None, _) => "zero on no single house".yellow().to_string(),
                }
            ))?;
        }
        out.line(
            "  (each cell lists the factors that are zero there; . for none, ! for an error)",
        )?;
        let width = m.factors.len().max(1);
        for (r, row) in m.rows.iter().enumerate() {
            if r % 3 == 0 {
                out.line(format!("  {}", "-".repeat((width + 1) * 9 + 7)))?;
            }
            let mut line = String::from("  |");
            for (c, s) in row.iter().enumerate() {
                let text = if s.is_empty() {
                    ".".to_string()
                } else {
                    s.clone()
                };
                let padded = format!("{text:>width$} ");
                line.push_str(&if r * 9 + c == m.index {
                    padded.reversed().to_string()
                } else if s.contains('!') {
                    padded.red().to_string()
                } else if s.is_empty() {
                    padded.dimmed().to_string()
                } else {
                    padded.green().to_string()
                });
                if c % 3 == 2 {
                    line.push_str("| ");
                }
            }
            out.line(line)?;
        }
        out.line(format!("  {}", "-".repeat((width + 1) * 9 + 7)))?;
    }
    Ok(exit)
}
