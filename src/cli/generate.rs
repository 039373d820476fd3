//! `sudoku-lab generate`: puzzles of our own, reproducible from a seed.
//!
//! Each puzzle is a random full grid with clues taken away while the solution stays unique,
//! down to a minimal puzzle (see `sudoku_lab::generate`). With `--grade`, puzzles of other
//! grades are drawn and dropped until enough of the wanted grade are found, within
//! `--max-attempts`. Exit codes: 0 done, 2 bad usage, 3 gave up before enough puzzles of the
//! grade were found (those found are printed).

use std::io::{self, BufReader};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use clap::Args;
use colored::Colorize;
use serde::Serialize;
use sudoku_lab::generate::{Found, Generated, Generator, Options, Search, Wanted};
use sudoku_lab::logic::{self, Grade, Outcome};
use sudoku_lab::parse::PuzzleReader;
use sudoku_lab::render;
use sudoku_lab::uniqueness::{Uniqueness, uniqueness};
use sudoku_lab::{Grid, Shape};

use super::args::{self, Format, formats, parse_duration};
use super::batch;
use super::files;
use super::ladder::summary;
use super::output::{Exit, Out, plural, thousands};
use super::progress::{self, Progress};

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles to print (1 to 10^9).
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1, value_parser = args::count())]
    pub count: u64,

    /// The seed of the random stream (0 to 2^64 - 1): the same seed prints the same puzzles,
    /// on any machine. Without one, a seed is drawn from the clock and named on standard
    /// error.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The side of the grid: 4, 9 or 16. With --grade, a 16x16 search takes minutes: on a
    /// terminal, a note at the start says so.
    #[arg(long, value_name = "SIDE", default_value_t = 9, value_parser = parse_side)]
    pub size: usize,

    /// Only puzzles of this grade (the hardest technique they need), or whose hardest
    /// technique is of this family: random puzzles are drawn, and from the nearest a search
    /// moves one clue at a time toward the grade's rating until the technique is the hardest.
    /// For the rarest grades (aligned-pair-exclusion, x-chain, dynamic-forcing-chain-plus) a
    /// 9x9 search without --symmetric starts instead from a random isomorph of a puzzle of the
    /// grade shipped in data/generated/ (found by this generator, the command in the set's
    /// first line: from random grids in a long run, or for dynamic-forcing-chain-plus by a walk
    /// --from public puzzles) and moves one clue at a time, keeping the grade, until the puzzle
    /// is no isomorph of a shipped one; --fresh searches from random grids only, --from FILE
    /// starts from the puzzles of FILE instead.
    #[arg(long, value_name = "GRADE", value_parser = grade_names())]
    pub grade: Option<Wanted>,

    /// With --grade, never start from the shipped puzzles of the rarest grades: every puzzle
    /// comes from a random grid of its own, which takes far longer.
    #[arg(long)]
    pub fresh: bool,

    /// With --grade, for any grade: walk from the puzzles of FILE (one per line; blank lines
    /// and # comments skipped) whose hardest step is the grade, instead of the shipped ones,
    /// and print only puzzles that are no isomorph of a puzzle of FILE (nor of one printed
    /// before).
    /// When no puzzle of FILE has the grade, the search climbs from the nearest of them. A line
    /// that does not read, repeats a digit in a house or has not exactly one solution is an
    /// error, each named by its line (exit 2).
    #[arg(long, value_name = "FILE", requires = "grade", conflicts_with_all = ["fresh", "symmetric"])]
    pub from: Option<PathBuf>,

    /// Remove clues in pairs mirrored through the centre, so the clues are symmetric under a
    /// half turn (the puzzle is then minimal among symmetric puzzles).
    #[arg(long)]
    pub symmetric: bool,

    /// After each puzzle, a `# grade: ...` comment line with its grade and steps.
    #[arg(long)]
    pub show_grade: bool,

    /// With --grade, give up after grading this many puzzles in all, drawn or found by the
    /// search [default: 10000, or 200 for 16x16 grids, which take about a second each; no
    /// bound when --timeout is given]. 1 to 10^9.
    #[arg(long, value_name = "N", value_parser = args::count())]
    pub max_attempts: Option<u64>,

    /// With --grade, give up after this long: 500ms, 10s, 2m, or plain seconds.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,

    /// Start with `#` comment lines that give the command that regenerates this output.
    #[arg(long)]
    pub header: bool,

    /// How to write the puzzles: text is one line per puzzle; json one record per puzzle and
    /// per line (the puzzle, its seed and number, its clues and, when known, its grade).
    #[arg(long, default_value = "text", value_parser = formats(&[Format::Text, Format::Json]))]
    pub format: Format,
}

/// One line of `generate --format json`.
#[derive(Serialize, Debug)]
struct GeneratedRecord {
    puzzle: String,
    /// The seed of the run and the puzzle's number among those printed (from 1): the same
    /// command with `--count NUMBER` prints it again, last.
    seed: u64,
    number: u64,
    size: usize,
    clues: usize,
    symmetric: bool,
    /// The grade's name, with --grade or --show-grade.
    #[serde(skip_serializing_if = "Option::is_none")]
    grade: Option<&'static str>,
}

/// The parser of `--grade`: the registry's slugs, with their help.
fn grade_names() -> impl clap::builder::TypedValueParser<Value = Wanted> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values = Wanted::all().map(|g| {
        let help = match g {
            Wanted::Grade(Grade::Technique(t)) => {
                format!("hardest step: {} ({})", t.name(), t.about().look_for)
            }
            Wanted::Grade(Grade::NeedsSearch) => {
                "the ladder gets stuck: a person would have to guess or know more".to_string()
            }
            Wanted::Family(f) => format!("hardest step: one of the {f}"),
        };
        PossibleValue::new(g.slug()).help(help)
    });
    PossibleValuesParser::new(values).map(|slug| {
        Wanted::all()
            .find(|g| g.slug() == slug)
            .expect("clap accepts the listed values only")
    })
}

fn parse_side(text: &str) -> Result<usize, String> {
    match text {
        "4" | "9" | "16" => Ok(text.parse().expect("a number")),
        _ => Err(format!(
            "{text:?} is not a side the generator makes; expected 4, 9 or 16"
        )),
    }
}

impl GenerateArgs {
    /// The command line that prints this output again, with the seed made explicit.
    fn command(&self, seed: u64) -> String {
        let mut cmd = format!(
            "sudoku-lab generate --count {} --seed {seed} --size {}",
            self.count, self.size
        );
        if let Some(g) = self.grade {
            cmd += &format!(" --grade {}", g.slug());
            if let Some(n) = self.max_attempts {
                cmd += &format!(" --max-attempts {n}");
            }
            if let Some(t) = self.timeout {
                cmd += &format!(" --timeout {}ms", t.as_millis());
            }
            if self.fresh {
                cmd += " --fresh";
            }
            if let Some(from) = &self.from {
                cmd += &format!(" --from {}", from.display());
            }
        }
        if self.symmetric {
            cmd += " --symmetric";
        }
        if self.show_grade {
            cmd += " --show-grade";
        }
        cmd + " --header"
    }
}

pub fn run(args: &GenerateArgs, out: &mut Out) -> io::Result<Exit> {
    let seed = args.seed.unwrap_or_else(|| {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        out.err(format!(
            "seed {seed} (pass --seed {seed} to print these puzzles again)"
        ));
        seed
    });
    let shape = Shape::from_side(args.size).ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("--size {}: expected 4, 9 or 16", args.size),
        )
    })?;
    let json = args.format == Format::Json;
    if args.header && json {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "--header writes # comment lines, which JSON Lines has no room for; \
             leave it out with --format json",
        ));
    }
    // The puzzles of --from, read whole before anything is printed: every bad line is named.
    let from = match &args.from {
        None => None,
        Some(path) => match read_from(path, shape) {
            Ok(puzzles) => Some(puzzles),
            Err(errors) => {
                for e in errors {
                    out.err(format!("{}: {e}", "error".red().bold()));
                }
                return Ok(Exit::BadInput);
            }
        },
    };
    let options = Options {
        shape,
        symmetric: args.symmetric,
    };
    // Without --grade, the plain stream of random minimal puzzles; with it, the library's
    // search, one graded puzzle a step.
    let mut source = match args.grade {
        None => Source::Plain(Box::new(Generator::new(seed, options))),
        Some(wanted) => {
            let search = Search::new(seed, options, wanted);
            Source::Search(Box::new(match from {
                Some(puzzles) => search.from_puzzles(puzzles),
                None if args.fresh => search.fresh(),
                None => search,
            }))
        }
    };
    if args.header {
        write_header(args, seed, shape, &source, out)?;
    }
    generate(args, seed, &mut source, out)
}

/// The `--header` comment lines: the command, what the puzzles are, and where a graded search
/// starts from.
fn write_header(
    args: &GenerateArgs,
    seed: u64,
    shape: Shape,
    source: &Source,
    out: &mut Out,
) -> io::Result<()> {
    out.line(format!("# {}", args.command(seed)))?;
    let what = match args.grade {
        Some(g @ Wanted::Grade(_)) => format!("puzzles of {g}"),
        Some(g @ Wanted::Family(_)) => format!("puzzles whose hardest step is of {g}"),
        None => "puzzles".to_string(),
    };
    out.line(format!(
        "# {} minimal {shape} {what}{}, each with exactly one solution.",
        args.count,
        if args.symmetric {
            " with symmetric clues"
        } else {
            ""
        }
    ))?;
    if let Some(path) = &args.from {
        out.line(format!(
            "# Each walked, one clue at a time, from a random isomorph of a puzzle of {} of the \
             grade (or climbed from the nearest of them when none has it), and no isomorph of a \
             puzzle of that file.",
            path.display()
        ))?;
    } else if let Source::Search(search) = source
        && search.uses_shipped()
    {
        out.line(
            "# Each walked, one clue at a time, from a random isomorph of a puzzle of the grade \
             shipped in data/generated/, and no isomorph of one.",
        )?;
    }
    Ok(())
}

/// Prints puzzles from `source` until `--count` of them, a bound or Ctrl-C.
fn generate(
    args: &GenerateArgs,
    seed: u64,
    source: &mut Source,
    out: &mut Out,
) -> io::Result<Exit> {
    let json = args.format == Format::Json;
    // A timeout bounds the search on its own: the default count would cut it short.
    let max_attempts = args
        .max_attempts
        .unwrap_or(match (args.timeout, args.size) {
            (Some(_), _) => u64::MAX,
            (None, 16) => 200,
            (None, _) => 10_000,
        });
    let deadline = sudoku_lab::solvers::Deadline::after(args.timeout).instant();
    note_slow_grades(args, max_attempts, out);
    let (mut found, mut attempts) = (0u64, 0u64);
    batch::install_interrupt_handler();
    // A graded search can take minutes between two puzzles: the attempts and the puzzles
    // found show on a terminal (never in JSON).
    let progress = Progress::new(None, "attempts", !json);
    let bound = match max_attempts {
        u64::MAX => String::new(),
        n => format!(" of at most {}", thousands(n)),
    };
    while found < args.count {
        // Ctrl-C: the puzzle in progress is dropped, those printed stay, and the run says how
        // far it got.
        if batch::interrupted() {
            out.err(format!(
                "interrupted: {} of the {} asked for printed",
                plural(found, "puzzle"),
                thousands(args.count)
            ));
            return Ok(Exit::Interrupted);
        }
        if let Some(grade) = args.grade
            && let Some(bound) = bound_reached(attempts, max_attempts, deadline)
        {
            out.err(format!(
                "{}: {bound}: found {found} of the {} of {grade} asked for; \
                 raise the bound or ask for another grade",
                "warning".yellow().bold(),
                args.count
            ));
            return Ok(Exit::GaveUp);
        }
        attempts += 1;
        if progress.may_show() {
            progress.inc();
            progress.set_message(format!(
                "{bound}, {found} of {} found",
                thousands(args.count)
            ));
        }
        let (generated, outcome) = match source {
            Source::Plain(generator) => {
                let generated = generator.next_puzzle();
                let outcome = args.show_grade.then(|| logic::grade(&generated.puzzle));
                (generated, outcome)
            }
            Source::Search(search) => match search.step() {
                Some(Found { generated, outcome }) => (generated, Some(outcome)),
                None => continue,
            },
        };
        found += 1;
        write_puzzle(args, seed, found, &generated, outcome.as_ref(), out)?;
    }
    Ok(Exit::Solved)
}

/// A 16x16 graded search takes about a second and a half an attempt, and may find nothing in
/// its 200: said at the start, on a terminal, with how to bound it.
fn note_slow_grades(args: &GenerateArgs, max_attempts: u64, out: &mut Out) {
    let json = args.format == Format::Json;
    if args.grade.is_some() && args.size == 16 && progress::note_on_terminal(!json) {
        let bound = match (max_attempts, args.timeout) {
            (u64::MAX, Some(t)) => format!("at most {}", humantime::format_duration(t)),
            (n, _) => format!("at most {}, about 1.5 s each", plural(n, "attempt")),
        };
        out.err(format!(
            "note: 16x16 grades take minutes: {bound}; --max-attempts or --timeout bound it, \
             Ctrl-C stops it"
        ));
    }
}

/// The bound a graded search has reached, said, or `None` while it may go on.
fn bound_reached(attempts: u64, max_attempts: u64, deadline: Option<Instant>) -> Option<String> {
    if attempts >= max_attempts {
        Some(format!(
            "gave up after grading {} puzzles (--max-attempts)",
            thousands(attempts)
        ))
    } else if deadline.is_some_and(|d| Instant::now() >= d) {
        Some(format!(
            "gave up at --timeout, after grading {} puzzles",
            thousands(attempts)
        ))
    } else {
        None
    }
}

/// One puzzle found, the `found`th: a line (with its grade under --show-grade) or a JSON
/// record.
fn write_puzzle(
    args: &GenerateArgs,
    seed: u64,
    found: u64,
    generated: &Generated,
    outcome: Option<&Outcome>,
    out: &mut Out,
) -> io::Result<()> {
    if args.format == Format::Json {
        out.json_line(&GeneratedRecord {
            puzzle: render::line(&generated.puzzle),
            seed,
            number: found,
            size: args.size,
            clues: generated
                .puzzle
                .cells()
                .iter()
                .filter(|c| c.is_some())
                .count(),
            symmetric: args.symmetric,
            grade: outcome.map(|o| o.grade().slug()),
        })?;
    } else {
        out.line(render::line(&generated.puzzle))?;
        if args.show_grade
            && let Some(o) = outcome
        {
            out.line(format!("# grade: {}", summary(o)))?;
        }
    }
    out.flush()
}

/// The puzzles of `path` (`--from`), of `shape`, each with exactly one solution; else every
/// line that is not, named by the file and its line, cell and character.
fn read_from(path: &Path, shape: Shape) -> Result<Vec<Grid>, Vec<String>> {
    let name = path.display();
    let file = files::open(path).map_err(|e| vec![e.to_string()])?;
    let (mut puzzles, mut errors) = (Vec::new(), Vec::new());
    for entry in PuzzleReader::new(BufReader::new(file), Some(shape)) {
        let line = entry.line;
        match entry.result {
            Err(e) => errors.push(format!("{name}: {e}")),
            Ok(grid) => {
                if let Some(conflict) = grid.first_conflict() {
                    errors.push(format!("{name}: line {line}: {conflict}"));
                    continue;
                }
                let why = match uniqueness(&grid, 2) {
                    Uniqueness::Unique => {
                        puzzles.push(grid);
                        continue;
                    }
                    Uniqueness::None => "has no solution",
                    Uniqueness::Several { .. } => "has more than one solution",
                    Uniqueness::Unknown => "could not be shown to have one solution in time",
                };
                errors.push(format!(
                    "{name}: line {line}: the puzzle {why}; a walk starts only from a puzzle \
                     with exactly one solution"
                ));
            }
        }
    }
    if errors.is_empty() && puzzles.is_empty() {
        errors.push(format!("{name}: no puzzle found"));
    }
    if errors.is_empty() {
        Ok(puzzles)
    } else {
        Err(errors)
    }
}

/// Where the puzzles come from: the plain stream, or a search for a grade.
enum Source {
    Plain(Box<Generator>),
    Search(Box<Search>),
}
