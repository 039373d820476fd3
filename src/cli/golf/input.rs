//! Reading a Python file for `golf tricks` and `golf shorten`, within stated bounds: a golfed
//! solver is a few hundred bytes, so a file past [`MAX_BYTES`] or a line past [`MAX_LINE`]
//! characters is refused with the limit named, before any analysis (which is then linear in
//! what was read).

use std::io::{self, Read};
use std::path::Path;

use sudoku_lab::analyzer::pystmt;
use sudoku_lab::analyzer::pyvalue::Semantics;

use super::common::invalid;

/// The largest file read, in bytes.
pub const MAX_BYTES: u64 = 256 * 1024;

/// The longest line read, in characters.
pub const MAX_LINE: usize = 4096;

/// The text of `path` (`-` for standard input), or an error naming the file, the line and the
/// limit it breaks.
pub fn read_python(path: &Path) -> io::Result<String> {
    let name = path.display();
    let mut bytes = Vec::new();
    let reader: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(io::stdin())
    } else {
        Box::new(crate::cli::files::open(path)?)
    };
    reader
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io::Error::new(e.kind(), format!("cannot read {name}: {e}")))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(invalid(format!(
            "{name}: more than {} bytes (the limit for a Python file); a golfed solver is a few hundred",
            thousands_usize(MAX_BYTES as usize)
        )));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let line_start = bytes[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        invalid(format!(
            "{name}: line {line}: not UTF-8 text: byte {} is 0x{:02X}; save the file as UTF-8",
            at - line_start + 1,
            bytes[at]
        ))
    })?;
    if let Some((n, line)) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.chars().count() > MAX_LINE)
    {
        return Err(invalid(format!(
            "{name}: line {}: {} characters, past the limit of {} for a line",
            n + 1,
            thousands_usize(line.chars().count()),
            thousands_usize(MAX_LINE)
        )));
    }
    Ok(text)
}

/// The text of `path` as [`read_python`] reads it, refused (a bad-input exit) when neither
/// Python 2 nor Python 3 parses it, each dialect's first error named with its line, column and
/// reason: every golf subcommand that reads a file applies this one rule.
pub fn read_program(path: &Path) -> io::Result<String> {
    let text = read_python(path)?;
    let errors: Vec<String> = Semantics::ALL
        .iter()
        .filter_map(|&sem| {
            pystmt::parse_program(&text, sem)
                .err()
                .map(|e| format!("as {sem}: {e}"))
        })
        .collect();
    if errors.len() == Semantics::ALL.len() {
        return Err(invalid(format!(
            "{}: parses as neither Python: {}",
            path.display(),
            errors.join("; ")
        )));
    }
    Ok(text)
}

fn thousands_usize(n: usize) -> String {
    super::common::thousands(n as u64)
}
