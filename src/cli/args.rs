//! The values that several commands take on the command line, parsed in one place: durations
//! (`--timeout`, `--min-time`), the ranges of the numeric options (threads, node bounds,
//! counts) and the output format (`--format`).

use std::io::IsTerminal;
use std::time::Duration;

use clap::ValueEnum;
use clap::builder::{MapValueParser, PossibleValuesParser, TypedValueParser};

/// The longest duration any option takes: a week. A search or a measurement that needs longer
/// is no job for one run, and a figure past it (`1e30`) is a typing error, refused with this
/// limit named rather than read as no bound.
pub const MAX_DURATION: Duration = Duration::from_secs(7 * 24 * 3600);

/// `500ms`, `10s`, `2m`, `1h`, or a plain number of seconds, at most [`MAX_DURATION`]. The
/// error says what is wrong; clap adds the flag it was given to.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let (number, scale) = if let Some(n) = text.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = text.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = text.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (text, 1.0)
    };
    let seconds = number
        .trim()
        .parse::<f64>()
        .ok()
        .map(|v| v * scale)
        .filter(|v| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| format!("{text:?} is not a duration; write 500ms, 10s, 2m, 1h or 1.5"))?;
    if seconds > MAX_DURATION.as_secs_f64() {
        return Err(format!(
            "{text} is longer than the longest duration taken, {}h ({} s)",
            MAX_DURATION.as_secs() / 3600,
            MAX_DURATION.as_secs()
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// The ranges of the numeric options, in one place: each option's parser refuses a value
/// outside its range before any work (clap names the option and the range, exit 2), and each
/// option's help states its range. A bound that is a bound on work (nodes, attempts, runs) is
/// still capped: a figure past it is a typing error, not a wish for a search of years.
///
/// Threads of `compare --jobs` (the batch commands' `--jobs` takes 0, one per core, to the same
/// most): past it, threads only compete for the cores.
pub const MAX_JOBS: u32 = 256;

/// Search nodes of any `--max-nodes` (and `golf nodes --rank-budget`): a trillion, days of search.
pub const MAX_NODES: u64 = 1_000_000_000_000;

/// Puzzles of `generate --count` and attempts of `generate --max-attempts`: a billion.
pub const MAX_COUNT: u64 = 1_000_000_000;

/// Runs of `compare --max-runs` per solve.
pub const MAX_RUNS: u32 = 1_000_000;

/// Lines or rounds shown of `solve --max-lines` and `explain --max-rounds`, where 0 shows them
/// all: a billion, more than any terminal or file would want.
pub const MAX_SHOWN: u64 = 1_000_000_000;

/// The parser of a thread count of 1 to [`MAX_JOBS`].
pub fn jobs() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=MAX_JOBS as i64)
}

/// The parser of a node bound of 1 to [`MAX_NODES`].
pub fn nodes() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MAX_NODES)
}

/// The parser of a count of 1 to [`MAX_COUNT`].
pub fn count() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MAX_COUNT)
}

/// The parser of a number of lines or rounds shown, 0 (all) to [`MAX_SHOWN`].
pub fn shown() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_SHOWN)
}

/// The parser of a run count of 1 to [`MAX_RUNS`].
pub fn runs() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=MAX_RUNS as i64)
}

/// How a command writes what it found: the one output format of every command (`solve`,
/// `grade`, `generate`, `explain`, `hint`, `compare` and every `golf` topic), each taking the
/// formats that make sense for it (see [`formats`]). `json` means the same everywhere: typed
/// records, one per puzzle and one per line (JSON Lines) for the commands that read puzzles, one
/// document for a report about a whole run (`compare`, `golf`). Each command names its
/// formats with [`formats`] (`TEXT_OR_JSON` for a report).
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Format {
    /// A grid on a terminal, one line per grid otherwise.
    Auto,
    /// Text for people.
    Text,
    /// One line of 81 characters per grid.
    Line,
    /// A boxed grid; givens and filled digits look different: bold and green in colour,
    /// each given followed by `*` without.
    Grid,
    /// Seed 003's matrix style: |  2|  9|  3| ...
    Matrix,
    /// Aligned columns for a terminal.
    Table,
    /// A Markdown table with its caption, as the book includes it.
    Markdown,
    /// Comma-separated values with a header line.
    Csv,
    /// JSON: one object per puzzle and per line (JSON Lines), or one document for a run.
    Json,
}

impl Format {
    /// `auto` made definite: a grid when standard output is a terminal, lines otherwise.
    pub fn resolve(self) -> Format {
        match self {
            Format::Auto if std::io::stdout().is_terminal() => Format::Grid,
            Format::Auto => Format::Line,
            f => f,
        }
    }
}

/// The formats of a report for people or programs: what a command writes when it draws no
/// grid and no table (`grade`, `explain`, `generate`, the `golf` topics).
pub const TEXT_OR_JSON: &[Format] = &[Format::Text, Format::Json];

/// The parser [`formats`] builds.
pub type FormatParser = MapValueParser<PossibleValuesParser, fn(String) -> Format>;

/// The `--format` parser of a command that writes the formats in `allowed` (the help lists
/// those, and any other is an error naming them).
pub fn formats(allowed: &'static [Format]) -> FormatParser {
    PossibleValuesParser::new(
        allowed
            .iter()
            .filter_map(|f| f.to_possible_value())
            .collect::<Vec<_>>(),
    )
    .map(format_named as fn(String) -> Format)
}

/// The format of a name the parser accepted.
fn format_named(name: String) -> Format {
    Format::from_str(&name, false).expect("a name of a Format value")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_people_write_them() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("1h"), Ok(Duration::from_secs(3600)));
        assert_eq!(parse_duration("168h"), Ok(MAX_DURATION));
        for bad in [
            "", "-1s", "inf", "NaN", "ten", "1e400", "1e19", "1e30", "1e30m", "169h",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            parse_duration("1e30").unwrap_err(),
            "1e30 is longer than the longest duration taken, 168h (604800 s)"
        );
    }

    #[test]
    fn a_command_takes_only_its_formats() {
        let cmd = clap::Command::new("t").arg(
            clap::Arg::new("format")
                .long("format")
                .value_parser(formats(&[Format::Text, Format::Json])),
        );
        let m = cmd.clone().try_get_matches_from(["t", "--format", "json"]);
        assert_eq!(m.unwrap().get_one::<Format>("format"), Some(&Format::Json));
        let e = cmd
            .try_get_matches_from(["t", "--format", "csv"])
            .unwrap_err();
        assert!(
            e.to_string().contains("[possible values: text, json]"),
            "{e}"
        );
    }
}
