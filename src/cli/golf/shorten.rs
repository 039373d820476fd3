//! `sudoku-lab golf shorten`: byte-saving rewrites of a golfed solver, each proved by the calls
//! of the golf engine on the seed puzzles.

use std::io;
use std::path::PathBuf;

use clap::Args;
use colored::Colorize;
use sudoku_lab::analyzer::shorten;

use super::common::*;
use super::input;
use crate::cli::progress;

#[derive(Args, Debug)]
pub struct ShortenArgs {
    /// The Python file to read (`-` for standard input).
    pub file: PathBuf,

    /// The longest digit expression searched, in characters (1 to 6).
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = max_len())]
    pub max_len: usize,

    /// The longest peer-test factor searched, in characters (1 to 10).
    #[arg(long, value_name = "N", default_value_t = 9,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=10))]
    pub peer_max_len: usize,

    /// Stop the factor search of one dialect after this many seconds (it then says how far
    /// it went), 1 to 3600.
    #[arg(long, value_name = "S", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub peer_seconds: u64,

    /// Give up counting the calls on one puzzle after this many (1 to 10^12).
    #[arg(long, value_name = "N", default_value_t = 50_000_000, value_parser = nodes())]
    pub max_nodes: u64,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

pub fn run(args: &ShortenArgs, out: &mut Out) -> io::Result<Exit> {
    let source = input::read_program(&args.file)?;
    let size = size_of(&source);
    let name = args.file.display();
    let (max_len, max_nodes) = (args.max_len, Some(args.max_nodes));
    let (peer_max_len, peer_seconds) = (args.peer_max_len, args.peer_seconds);
    // The factor search runs up to --peer-seconds for each dialect, after the digit search.
    if (peer_seconds >= 10 || max_len >= 5)
        && progress::note_on_terminal(args.format != Format::Json)
    {
        out.err(format!(
            "note: golf shorten takes up to a minute or more (the factor search, up to \
                 {peer_seconds} s a dialect); --peer-seconds 5 and --max-len 4 shorten it; \
                 Ctrl-C stops it"
        ));
    }
    let partial = Partial::default();
    partial.set(
        "no part finished yet (the factor search of the peer tests comes first, then the digit \
         expressions)"
            .to_string(),
    );
    let working = partial.clone();
    let Some(shortened) = computed(
        out,
        args.format,
        "shorten",
        "searching rewrites",
        &partial,
        move || {
            // What is done, told as it goes: the peer tests studied, then the digit search.
            let mut studied: Vec<String> = Vec::new();
            let options = shorten::Options {
                digits: shorten::Digits::UpTo(max_len),
                max_nodes,
                peer_max_len,
                peer_limit: std::time::Duration::from_secs(peer_seconds),
            };
            shorten::shorten_telling(&source, &options, |done| {
                let digits = match done {
                    shorten::Done::PeerTest(p) => {
                        studied.push(format!(
                            "peer test {}:{} under {} studied (factors of up to {} \
                                 characters searched, {} checked: shortest {} bytes)",
                            p.line,
                            p.col,
                            p.semantics,
                            p.search.completed_len,
                            thousands(p.search.checked),
                            p.shortest.len()
                        ));
                        None
                    }
                    shorten::Done::Digits(s) => Some(searched(s, max_len)),
                };
                let mut figures = studied.clone();
                figures.extend(digits);
                working.set(figures.join("; "));
            })
        },
    )?
    else {
        return Ok(Exit::Interrupted);
    };
    let report = shortened.map_err(|e| invalid(format!("{name}: {e}")))?;
    if args.format == Format::Json {
        json_out(out, &report)?;
        return Ok(Exit::Solved);
    }
    render_report(out, &name.to_string(), &size, &report)?;
    Ok(Exit::Solved)
}

/// The text report: the file, what was searched, each rewrite proposed with its proof, those
/// not proposed and why, then each peer test studied.
fn render_report(
    out: &mut Out,
    name: &str,
    size: &str,
    report: &shorten::ShortenReport,
) -> io::Result<()> {
    out.line(format!("{}: {}", name.bold(), size))?;
    for (sem, why) in &report.not_working {
        for l in wrap(
            &format!("parses as {sem} but does not work there ({why}): no {sem} form proposed"),
            94,
        ) {
            out.line(l)?;
        }
    }
    if report.tried == 0 {
        out.line("no digit string in the file: no digit expression searched")?;
    } else {
        out.line(format!(
            "digit expressions searched: every string of up to {} characters ({} strings)",
            report.searched_len,
            thousands(report.tried)
        ))?;
    }
    if let Some(how) = &report.calls_counted_as {
        for l in wrap(&format!("calls counted on the seed puzzles: {how}"), 94) {
            out.line(l)?;
        }
    }
    if report.rewrites.is_empty() {
        out.line(if report.refused.is_empty() {
            "  no shorter form found"
        } else {
            "  no shorter form proposed: those found are not proved to keep the output (below)"
        })?;
    }
    for r in &report.rewrites {
        render_rewrite(out, report, r)?;
    }
    for r in &report.refused {
        out.line(format!(
            "  not proposed: {}:{} {} -> {} (would save {} bytes)",
            r.line, r.col, r.from, r.to, r.saves
        ))?;
        if let Some(why) = &r.refused {
            for l in wrap(why, 88) {
                out.line(format!("      {l}"))?;
            }
        }
    }
    for p in &report.peer_tests {
        render_peer_study(out, p)?;
    }
    Ok(())
}

/// One proposed rewrite: where, what it saves, and its proof (the digit strings and the calls
/// before and after, or why the calls are not counted), with its warnings.
fn render_rewrite(
    out: &mut Out,
    report: &shorten::ShortenReport,
    r: &shorten::Rewrite,
) -> io::Result<()> {
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
    match (&report.calls_unproved, r.same_digits) {
        (Some(why), true) => {
            for l in wrap(
                &format!(
                    "same digit string {}: the program's own calls, not counted here ({why})",
                    r.digits_after
                ),
                88,
            ) {
                out.line(format!("      {l}"))?;
            }
            if r.kept.is_none() {
                out.line(
                    "      the same digit string: the program's search is unchanged, call for call",
                )?;
            }
        }
        (Some(_), false) if r.kept.is_some() => {
            out.line(format!(
                "      digits {} -> {}: the same set of digits",
                r.digits_before, r.digits_after
            ))?;
        }
        (Some(why), false) => {
            out.line(format!(
                "      digits {} -> {}: call count not proved ({why})",
                r.digits_before, r.digits_after
            ))?;
        }
        (None, true) => {
            out.line(format!(
                "      same digit string {}: the same calls,",
                r.digits_after
            ))?;
            out.line(format!("      {}", calls(&r.after)))?;
        }
        (None, false) => {
            out.line(format!(
                "      digits {} -> {}",
                r.digits_before, r.digits_after
            ))?;
            out.line(format!("      calls before: {}", calls(&r.before)))?;
            out.line(format!("      calls after:  {}", calls(&r.after)))?;
        }
    }
    if let Some(why) = &r.kept {
        for l in wrap(why, 88) {
            out.line(format!("      {l}"))?;
        }
    }
    if let Some(w) = &r.warning {
        for l in wrap(&format!("warning: {w}"), 88) {
            out.line(format!("      {}", l.red()))?;
        }
    }
    Ok(())
}

fn render_peer_study(out: &mut Out, p: &shorten::PeerStudy) -> io::Result<()> {
    let s = &p.search;
    out.line(format!(
        "  {}:{} peer test under {} ({} bytes): {}",
        p.line,
        p.col,
        p.semantics,
        p.text.len(),
        p.text.yellow()
    ))?;
    let how_far = format!(
        "factor search: every expression up to {} characters over i, j, 1 2 3 9 27 81 and the \
         integer operators{} ({} kept, {} checked, {}){}; each factor found proved on all \
         6,561 pairs",
        s.completed_len,
        if p.semantics == sudoku_lab::analyzer::pyexpr::Semantics::Py3 {
            " (no /: it makes floats)"
        } else {
            ""
        },
        thousands(s.kept as u64),
        thousands(s.checked),
        if s.timed_out {
            "stopped by --peer-seconds"
        } else {
            "complete"
        },
        if s.completed_len < s.max_len {
            format!(", asked for {}", s.max_len)
        } else {
            String::new()
        },
    );
    if p.binding.blank != "i" || p.binding.cell != "j" {
        out.line(format!(
            "      names: i stands for {} (the empty cell), j for {} (the loop over the 81 cells)",
            p.binding.blank, p.binding.cell
        ))?;
    }
    for l in wrap(&how_far, 92) {
        out.line(format!("      {l}"))?;
    }
    for f in &p.factors {
        out.line(format!(
            "      {:6} file {:24} shortest found {}",
            f.house,
            f.file.as_deref().unwrap_or("-"),
            match &f.found {
                Some(e) => format!("{e} ({} ties)", f.ties),
                None => format!("none of {} characters or fewer", s.completed_len),
            }
        ))?;
    }
    out.line(format!(
        "      shortest correct peer test: {}",
        p.shortest.green()
    ))?;
    out.line(format!(
        "      {} bytes, {}",
        p.shortest.len(),
        if p.saves > 0 {
            format!("saves {}", p.saves)
        } else {
            "the file's own length: nothing shorter found".to_string()
        }
    ))?;
    Ok(())
}
