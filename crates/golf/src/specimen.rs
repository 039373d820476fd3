//! The specimen under study: seed 001's three-line Python 2 one-liner, the only seed code the
//! project quotes. Every other form of it the analyzer shows is derived from this text by the
//! project's own transformations.
//!
//! The text lives in `specimen.py` beside this file, after a first line that marks it as the
//! specimen; that marker is not part of the program and is not counted in its bytes.

/// The data file as stored: the marker line, then the program.
const FILE: &str = include_str!("specimen.py");

/// Where the specimen comes from, for reports.
pub const SOURCE: &str = "seed 001: the code-golf one-liner a reader found and asked about";

/// The specimen program, exactly as quoted in seed 001 (four physical lines, each ending in a
/// newline).
pub fn code() -> &'static str {
    let (marker, code) = FILE
        .split_once('\n')
        .expect("a marker line and the program");
    debug_assert!(marker.starts_with("# SPECIMEN"));
    code
}

/// The size of the specimen in bytes, the measure code golf is scored by.
pub fn bytes() -> usize {
    code().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_specimen_is_the_four_line_program() {
        assert_eq!(code().lines().count(), 4);
        assert!(code().starts_with("def r(a):i=a.find('0');~i or exit(a);[m\n"));
        assert!(code().ends_with("from sys import*;r(argv[1])\n"));
        assert_eq!(bytes(), code().len());
    }
}
