//! `sudoku-lab golf tricks`: The golf tricks of any Python file, named, with what each replaces and saves.

use std::io;

use colored::Colorize;

use super::*;

#[derive(Args, Debug)]
pub struct TricksArgs {
    /// The Python file to read (`-` for standard input).
    pub file: PathBuf,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// The commenter's grid in seed 001.


pub fn run(args: &TricksArgs, out: &mut Out) -> io::Result<Exit> {
    let bytes = if args.file.as_os_str() == "-" {
        let mut bytes = Vec::new();
        io::Read::read_to_end(&mut io::stdin(), &mut bytes)?;
        bytes
    } else {
        std::fs::read(&args.file).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot read {}: {e}", args.file.display()),
            )
        })?
    };
    let source =
        utf8_source(&bytes).map_err(|e| invalid(format!("{}: {e}", args.file.display())))?;
    let report =
        tricks::analyze(source).map_err(|e| invalid(format!("{}: {e}", args.file.display())))?;
    if args.format == Format::Json {
        json_out(out, &report)?;
        return Ok(Exit::Solved);
    }
    out.line(format!(
        "{}: {} bytes, {} statements, {} tricks recognised saving {} bytes, {} unknown",
        args.file.display().to_string().bold(),
        report.bytes,
        report.statements,
        report.tricks.len(),
        report.saved,
        report.unknown.len()
    ))?;
    for t in &report.tricks {
        out.line(format!(
            "  {:>3}:{:<3} {:20} {:>+4} bytes  {}  ->  {}",
            t.line,
            t.col,
            t.name.bold(),
            t.saves,
            t.golfed.yellow(),
            t.readable.green()
        ))?;
        out.line(format!("           {}", t.note.dimmed()))?;
    }
    for u in &report.unknown {
        out.line(format!(
            "  {:>3}:{:<3} {:20} {}  ({})",
            u.line,
            u.col,
            "unknown".red().bold(),
            shortened(&u.text, 120),
            u.why
        ))?;
    }
    Ok(Exit::Solved)
}

/// The text of a Python file, or where it is not UTF-8: the line, and the byte in it.
fn utf8_source(bytes: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        let line_start = bytes[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        format!(
            "line {line}: not UTF-8 text: byte {} is 0x{:02X}; save the file as UTF-8",
            at - line_start + 1,
            bytes[at]
        )
    })
}

/// `text`, cut to `max` characters with an ellipsis and the length, so that a huge statement
/// does not flood the terminal.
fn shortened(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    format!("{head}... ({} characters)", thousands(count as u64))
}

