//! `sudoku-lab grade`: how hard each puzzle is for a person: its rating on the Sudoku Explainer
//! scale and the hardest technique it needs on the ladder (or "needs search"), and with
//! `--against-ratings`, how those ratings agree with published SE ratings.
//!
//! A puzzle must have exactly one solution to be graded: one with several (or none) is
//! reported and refused. Exit codes: 0 every puzzle graded, 1 a puzzle has no solution, 2 bad
//! input or a puzzle with several solutions, 3 the solution count or the ladder gave up at a
//! bound (--max-nodes, --timeout, Ctrl-C).

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use colored::Colorize;
use serde::Serialize;
use sudoku_lab::logic::calibration::{Agreement, Pair, RatedPuzzle, parse_rated};
use sudoku_lab::logic::{self, Grade, Outcome, Rater, Rating, Technique};
use sudoku_lab::uniqueness::{COUNT_TIME, Uniqueness, marked_uniqueness_within, uniqueness_within};
use sudoku_lab::{Candidates, Grid, Limits, Stop};

use super::args::{self, Format, TEXT_OR_JSON, formats, parse_duration};
use super::batch::{self, BatchArgs, Summary};
use super::files;
use super::input::{InputArgs, Item};
use super::ladder::{Hardest, StepRecord, summary};
use super::output::{Exit, Out, duration, several, thousands};

#[derive(Args, Debug)]
pub struct GradeArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// How to write the grades: text (one line per puzzle, and a closing tally of the grades)
    /// or json (one object per puzzle, one per line; with --against-ratings, one object for the
    /// whole report).
    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,

    /// Also list every step of the person-style solve, one per line, with its rating.
    #[arg(long)]
    pub steps: bool,

    /// Compare our ratings with the Sudoku Explainer ratings of a file (a puzzle, a space and
    /// its rating on each line, then a # comment if any; # comment lines skipped; `-` is
    /// standard input), band by band: how often they agree, the rank correlation, the mean
    /// difference, how many need search.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["puzzle", "file", "steps"])]
    pub against_ratings: Option<PathBuf>,

    /// Whose rules and ratings to follow: se, Sudoku Explainer 1.2.1 (the ER of the forum's
    /// lists of hardest puzzles), or sukaku, Sukaku Explainer with its default settings (the
    /// rater of the calibration file). The JSON names it as `rater`.
    #[arg(long, default_value = "se", value_parser = rater)]
    pub rater: Rater,

    /// List the ladder's techniques instead, in the order it tries them: each with its family,
    /// its rating on the Sudoku Explainer scale and what to look for.
    #[arg(long, conflicts_with_all = ["puzzle", "file", "steps", "against_ratings"])]
    pub techniques: bool,

    /// When a puzzle has several solutions, count them up to this many (1 to 10^9; the count
    /// gives up after 10 s whatever the limit).
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = args::count())]
    pub limit: u64,

    /// Give up on a puzzle (exit code 3) after this many search nodes counting its solutions,
    /// or this many techniques tried by the ladder that grades it; the count always gives up
    /// after 10 s. 1 to 10^12.
    #[arg(long, value_name = "N", value_parser = args::nodes())]
    pub max_nodes: Option<u64>,

    /// Give up grading a puzzle (exit code 3) after the ladder has tried its techniques this
    /// long: 500ms, 10s, 2m, or plain seconds.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "5s")]
    pub timeout: Duration,

    #[command(flatten)]
    pub batch: BatchArgs,
}

/// Reads `--rater`: one of [`Rater::ALL`] by its slug.
fn rater(text: &str) -> Result<Rater, String> {
    Rater::from_slug(text).ok_or_else(|| {
        let names: Vec<&str> = Rater::ALL.iter().map(|r| r.slug()).collect();
        format!("no rater {text:?}; one of {}", names.join(", "))
    })
}

pub fn run(args: &GradeArgs, out: &mut Out) -> io::Result<Exit> {
    if args.techniques {
        return techniques(args.format, out);
    }
    if let Some(path) = &args.against_ratings {
        return against_ratings(args, path, out);
    }
    let mut tally = [0u64; Grade::COUNT];
    let mut summary = Summary::new("graded");
    // Puzzles are graded in input order, or on --jobs threads with the output still in order.
    let ended = batch::for_each(
        args.input.items_with_marks()?,
        BatchArgs {
            progress: args.format != Format::Json,
            ..args.batch
        },
        out,
        |item, out| {
            let mut graded = None;
            let outcome = grade_one(args, &item, &mut graded, out)?;
            Ok((outcome, graded))
        },
        |(outcome, graded), _| {
            summary.add(outcome);
            if let Some(grade) = graded {
                tally[grade.index()] += 1;
            }
        },
    )?;
    let puzzles = summary.puzzles;
    if args.format == Format::Text && puzzles > 1 {
        out.line(tally_line(&tally, puzzles))?;
    }
    Ok(summary.finish_batch(out, ended))
}

/// `# 3 of 3 puzzles graded: hidden single 1, X-Wing 2, needs search 0`: the grades met, in
/// ladder order, and always "needs search".
pub fn tally_line(tally: &[u64; Grade::COUNT], puzzles: u64) -> String {
    let graded: u64 = tally.iter().sum();
    let parts: Vec<String> = Grade::all()
        .filter(|&g| tally[g.index()] > 0 || g == Grade::NeedsSearch)
        .map(|g| format!("{g} {}", tally[g.index()]))
        .collect();
    format!(
        "# {graded} of {puzzles} puzzles graded: {}",
        parts.join(", ")
    )
}

/// A puzzle refused, as a JSON line.
#[derive(Serialize)]
struct Refusal<'a> {
    label: &'a str,
    /// `invalid`, `no_solution`, `not_unique` or `gave_up`.
    status: &'a str,
    error: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<String>,
}

fn grade_one(
    args: &GradeArgs,
    item: &Item,
    graded: &mut Option<Grade>,
    out: &mut Out,
) -> io::Result<Exit> {
    let label: &str = &item.label;
    let json = args.format == Format::Json;
    let refuse = |out: &mut Out, status: &str, message: String, exit: Exit| -> io::Result<Exit> {
        if json {
            let record = Refusal {
                label,
                status,
                error: &message,
                puzzle: item.line(),
            };
            out.line(serde_json::to_string(&record).map_err(io::Error::other)?)?;
        }
        out.err(format!("{}: {message}", "error".red().bold()));
        Ok(exit)
    };
    let puzzle = match &item.result {
        Ok(grid) => grid,
        Err(e) => return refuse(out, "invalid", e.to_string(), Exit::BadInput),
    };
    if let Some(conflict) = puzzle.first_conflict() {
        return refuse(
            out,
            "invalid",
            format!("{label}: {conflict}"),
            Exit::BadInput,
        );
    }
    let (answer, nodes) = match &item.marks {
        Some(marks) => marked_uniqueness_within(puzzle, marks, args.limit, args.max_nodes),
        None => uniqueness_within(puzzle, args.limit, args.max_nodes),
    };
    match answer {
        Uniqueness::Unique => {}
        Uniqueness::None => {
            return refuse(
                out,
                "no_solution",
                format!("{label}: no solution, so this puzzle has no grade"),
                Exit::NoSolution,
            );
        }
        Uniqueness::Several { found, complete } => {
            return refuse(
                out,
                "not_unique",
                format!(
                    "{label}: this puzzle has {}; a Sudoku has exactly one, so it has no grade",
                    several(found, complete)
                ),
                Exit::BadInput,
            );
        }
        Uniqueness::Unknown => {
            let bound = match args.max_nodes {
                Some(max) if nodes >= max => format!(
                    "{} nodes at the node limit (--max-nodes {})",
                    thousands(nodes),
                    thousands(max)
                ),
                _ => format!("{} at the time limit", duration(COUNT_TIME)),
            };
            return refuse(
                out,
                "gave_up",
                format!("{label}: counting its solutions gave up after {bound}; not graded"),
                Exit::GaveUp,
            );
        }
    }
    let outcome = match ladder(args, puzzle, item.marks.as_deref()) {
        Ok(outcome) => outcome,
        Err(bound) => {
            return refuse(
                out,
                "gave_up",
                format!("{label}: grading gave up {bound}; not graded"),
                Exit::GaveUp,
            );
        }
    };
    *graded = Some(outcome.grade());
    if json {
        let record = GradeRecord::new(
            label,
            item.line().unwrap_or_default(),
            &outcome,
            args.rater,
            args.steps,
        );
        out.line(serde_json::to_string(&record).map_err(io::Error::other)?)?;
    } else {
        // The default rater goes unsaid, as it always has; another is named on each line.
        let by = match args.rater {
            Rater::Se => String::new(),
            other => format!(" ({}'s rules)", other.name()),
        };
        out.line(format!("{label}: {}{by}", summary(&outcome).bold()))?;
        if args.steps {
            for (i, d) in outcome.deductions.iter().enumerate() {
                out.line(format!("  {:>3}. [{}] {d}", i + 1, d.rating()))?;
            }
        }
    }
    Ok(Exit::Solved)
}

/// The ladder's grade of `puzzle` within --max-nodes, --timeout and Ctrl-C, as `hint` and
/// `explain --solver ladder` bound it; or, when a bound ended it first, which bound and after
/// how many techniques tried (a grade from part of the ladder would be wrong, not rough).
fn ladder(
    args: &GradeArgs,
    puzzle: &Grid,
    marks: Option<&[Candidates]>,
) -> Result<Outcome, String> {
    let limits = Limits {
        max_nodes: args.max_nodes,
        timeout: Some(args.timeout),
        interrupt: super::signals::interrupt(),
        tally: super::progress::tally(),
        ..Limits::default()
    };
    let bounded = match marks {
        Some(marks) => logic::grade_marked_within(puzzle, marks, args.rater, &limits),
        None => logic::grade_within(puzzle, args.rater, &limits),
    };
    let bound = match bounded.stopped {
        None => return Ok(bounded.value),
        Some(Stop::Timeout) => format!("at the time limit (--timeout {})", duration(args.timeout)),
        Some(Stop::Interrupted) => "when interrupted".to_string(),
        Some(_) => format!(
            "at the node limit (--max-nodes {})",
            thousands(args.max_nodes.unwrap_or_default())
        ),
    };
    // The default time suits every puzzle up to dynamic forcing chains (SE 9.3); the nested
    // forcing chains above them can take minutes, so a timeout says what to do.
    let advice = match bounded.stopped {
        Some(Stop::Timeout) => {
            " (puzzles rated SE 9.5 and up need nested forcing chains, which can take minutes: \
             raise --timeout)"
        }
        _ => "",
    };
    Err(format!(
        "{bound} after {} tried{advice}",
        super::output::plural(bounded.tried, "technique")
    ))
}

/// A graded puzzle, as a JSON line.
#[derive(Serialize)]
struct GradeRecord<'a> {
    label: &'a str,
    puzzle: String,
    status: &'static str,
    /// Whose rules the rating follows: `se` or `sukaku`.
    rater: Rater,
    /// The technique of the hardest step, or `needs-search`; null for a puzzle given complete
    /// (status `complete`), which has no step to rate.
    grade: Option<&'static str>,
    /// The rating on the SE scale; null when the ladder needs search.
    rating: Option<Rating>,
    /// The hardest step taken (for a puzzle that needs search, the hardest before it stuck).
    hardest: Option<Hardest>,
    solved_by_ladder: bool,
    cells_left: usize,
    /// Deductions made by each technique, in ladder order.
    counts: Counts,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<Vec<StepRecord>>,
}

/// Every technique's count, as an object in ladder order.
struct Counts([usize; Technique::COUNT]);

impl Serialize for Counts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(Technique::COUNT))?;
        for t in Technique::LADDER {
            map.serialize_entry(t.slug(), &self.0[t.index()])?;
        }
        map.end()
    }
}

impl<'a> GradeRecord<'a> {
    fn new(
        label: &'a str,
        puzzle: String,
        outcome: &Outcome,
        rater: Rater,
        steps: bool,
    ) -> GradeRecord<'a> {
        GradeRecord {
            label,
            puzzle,
            rater,
            status: if outcome.given_complete() {
                "complete"
            } else {
                "graded"
            },
            grade: (!outcome.given_complete()).then(|| outcome.grade().slug()),
            rating: outcome.rating(),
            hardest: outcome.hardest().map(Hardest::new),
            solved_by_ladder: outcome.solved,
            cells_left: outcome.cells_left(),
            counts: Counts(outcome.counts()),
            steps: steps.then(|| outcome.deductions.iter().map(StepRecord::new).collect()),
        }
    }
}

/// One line of a rated file, and what became of it.
enum Rated {
    /// A comment or a blank line.
    Skip,
    Pair(Pair),
    /// The line's error, and how serious it is.
    Error(String, Exit),
    /// The error that ended the read, naming the file and the line.
    Unread(String),
}

/// `grade --against-ratings FILE`: grades every puzzle of the file and compares our ratings
/// with its SE ratings, band by band.
fn against_ratings(args: &GradeArgs, path: &Path, out: &mut Out) -> io::Result<Exit> {
    let lines = files::lines_of(path)?;
    let source = lines.name().to_string();
    let mut pairs = Vec::new();
    let mut summary = Summary::new("graded");
    // Set when a read error ended the file: the comparison of part of it is no report.
    let mut unread = false;
    let ended = batch::for_each(
        lines,
        BatchArgs {
            progress: args.format != Format::Json,
            ..args.batch
        },
        out,
        |(n, line), _| {
            Ok(match line {
                Err(e) => Rated::Unread(e.to_string()),
                Ok(text) => match parse_rated(&text, n) {
                    Ok(None) => Rated::Skip,
                    Ok(Some(rated)) => rate(args, &rated),
                    Err(e) => Rated::Error(e, Exit::BadInput),
                },
            })
        },
        |rated, out| match rated {
            Rated::Skip => {}
            Rated::Pair(pair) => {
                summary.add(Exit::Solved);
                pairs.push(pair);
            }
            Rated::Unread(message) => {
                unread = true;
                summary.add(Exit::BadInput);
                out.err(format!("{}: {message}", "error".red().bold()));
            }
            Rated::Error(message, exit) => {
                summary.add(exit);
                out.err(format!("{}: {source}: {message}", "error".red().bold()));
            }
        },
    )?;
    if ended == batch::Ended::Interrupted {
        return Ok(summary.finish_batch(out, ended));
    }
    if unread {
        return Ok(summary.finish(out));
    }
    let report = Comparison::new(&pairs, args.rater);
    match args.format {
        Format::Json => out.line(serde_json::to_string(&report).map_err(io::Error::other)?)?,
        // The parser takes text or json only (TEXT_OR_JSON).
        _ => report.write(out)?,
    }
    Ok(summary.finish(out))
}

/// Grades one rated puzzle (it must have exactly one solution).
fn rate(args: &GradeArgs, rated: &RatedPuzzle) -> Rated {
    let n = rated.line;
    if let Some(conflict) = rated.puzzle.first_conflict() {
        return Rated::Error(format!("line {n}: {conflict}"), Exit::BadInput);
    }
    match uniqueness_within(&rated.puzzle, 2, args.max_nodes).0 {
        Uniqueness::Unique => {}
        Uniqueness::None => {
            return Rated::Error(format!("line {n}: no solution"), Exit::NoSolution);
        }
        Uniqueness::Several { .. } => {
            return Rated::Error(
                format!("line {n}: several solutions, so no grade"),
                Exit::BadInput,
            );
        }
        Uniqueness::Unknown => {
            return Rated::Error(
                format!("line {n}: counting its solutions gave up; not graded"),
                Exit::GaveUp,
            );
        }
    }
    let outcome = match ladder(args, &rated.puzzle, None) {
        Ok(outcome) => outcome,
        Err(bound) => {
            return Rated::Error(
                format!("line {n}: grading gave up {bound}; not graded"),
                Exit::GaveUp,
            );
        }
    };
    Rated::Pair(Pair {
        se: rated.se,
        ours: outcome.rating(),
        hardest: outcome.hardest().map(|d| d.technique),
    })
}

/// The comparison: a row per SE rating, and the figures over the bands the targets name.
#[derive(Serialize)]
struct Comparison {
    /// Whose rules our ratings follow: `se` or `sukaku`.
    rater: Rater,
    bands: Vec<BandRow>,
    /// The figures per point of SE's scale: 2.x, 3.x, and so on.
    points: Vec<PointBand>,
    /// Puzzles SE rates 4.4 or less.
    up_to_4_4: Agreement,
    /// Puzzles SE rates 6.2 or less.
    up_to_6_2: Agreement,
    all: Agreement,
}

/// The puzzles SE rates from `point` to `point`.9.
#[derive(Serialize)]
struct PointBand {
    point: u16,
    #[serde(flatten)]
    agreement: Agreement,
}

#[derive(Serialize)]
struct BandRow {
    se: Rating,
    #[serde(flatten)]
    agreement: Agreement,
    /// Our mean rating, over the puzzles we rated.
    mean_ours: Option<f64>,
    /// The technique of our hardest step most often, and how often.
    hardest: Option<(&'static str, usize)>,
}

impl Comparison {
    fn new(pairs: &[Pair], rater: Rater) -> Comparison {
        let mut ses: Vec<Rating> = pairs.iter().map(|p| p.se).collect();
        ses.sort();
        ses.dedup();
        let bands = ses
            .into_iter()
            .map(|se| {
                let band: Vec<Pair> = pairs.iter().copied().filter(|p| p.se == se).collect();
                let rated: Vec<f64> = band
                    .iter()
                    .filter_map(|p| p.ours.map(Rating::value))
                    .collect();
                let mut counts = [0usize; Technique::COUNT];
                for p in &band {
                    if let Some(t) = p.hardest.filter(|_| p.ours.is_some()) {
                        counts[t.index()] += 1;
                    }
                }
                let hardest = Technique::LADDER
                    .into_iter()
                    .max_by_key(|t| (counts[t.index()], std::cmp::Reverse(t.index())))
                    .filter(|t| counts[t.index()] > 0)
                    .map(|t| (t.name(), counts[t.index()]));
                BandRow {
                    se,
                    agreement: Agreement::of(&band),
                    mean_ours: (!rated.is_empty())
                        .then(|| rated.iter().sum::<f64>() / rated.len() as f64),
                    hardest,
                }
            })
            .collect();
        let upto = |tenths| {
            let band: Vec<Pair> = pairs
                .iter()
                .copied()
                .filter(|p| p.se <= Rating::tenths(tenths))
                .collect();
            Agreement::of(&band)
        };
        let mut points: Vec<u16> = pairs.iter().map(|p| p.se.in_tenths() / 10).collect();
        points.sort();
        points.dedup();
        let points = (points.into_iter())
            .map(|point| {
                let band: Vec<Pair> = (pairs.iter().copied())
                    .filter(|p| p.se.in_tenths() / 10 == point)
                    .collect();
                PointBand {
                    point,
                    agreement: Agreement::of(&band),
                }
            })
            .collect();
        Comparison {
            rater,
            bands,
            points,
            up_to_4_4: upto(44),
            up_to_6_2: upto(62),
            all: Agreement::of(pairs),
        }
    }

    fn write(&self, out: &mut Out) -> io::Result<()> {
        out.line(format!(
            "{:>4} {:>7} {:>13} {:>5} {:>5} {:>6}  {}",
            "SE", "puzzles", "within 0.1", "ours", "diff", "search", "our hardest step, most often"
        ))?;
        for row in &self.bands {
            let a = &row.agreement;
            out.line(format!(
                "{:>4} {:>7} {:>13} {:>5} {:>5} {:>6}  {}",
                row.se.to_string(),
                a.puzzles,
                format!(
                    "{} ({})",
                    a.within_tenth,
                    percent(a.within_tenth, a.puzzles)
                ),
                row.mean_ours.map_or("-".to_string(), |m| format!("{m:.1}")),
                if a.needs_search < a.puzzles {
                    format!("{:.2}", a.mean_abs_diff)
                } else {
                    "-".to_string()
                },
                a.needs_search,
                row.hardest
                    .map_or("-".to_string(), |(name, n)| format!("{name} ({n})")),
            ))?;
        }
        for band in &self.points {
            let a = &band.agreement;
            out.line(format!(
                "# {}.x: {} puzzles, ours exact for {}, within 0.1 for {}, within 0.2 for {}, \
                 mean absolute difference {:.2}, needs search {}",
                band.point,
                a.puzzles,
                share(a.exact, a.puzzles),
                share(a.within_tenth, a.puzzles),
                share(a.within_fifth, a.puzzles),
                a.mean_abs_diff,
                a.needs_search
            ))?;
        }
        for (what, a) in [
            ("rated 4.4 or less", &self.up_to_4_4),
            ("rated 6.2 or less", &self.up_to_6_2),
            ("all", &self.all),
        ] {
            // A file with no puzzle that low (the forum's lists, from 8.0) has no such line.
            if a.puzzles == 0 && what != "all" {
                continue;
            }
            out.line(format!(
                "# {what}: {} puzzles, our rating within 0.1 of SE's for {}, needs search {}, \
                 Spearman {:.3}, mean absolute difference {:.2}",
                a.puzzles,
                share(a.within_tenth, a.puzzles),
                share(a.needs_search, a.puzzles),
                a.spearman,
                a.mean_abs_diff
            ))?;
        }
        out.line(format!(
            "# our ratings follow {}'s rules (--rater {})",
            self.rater.name(),
            self.rater
        ))?;
        Ok(())
    }
}

/// `52 (96.4%)`: `part` and its share of `whole`.
fn share(part: usize, whole: usize) -> String {
    format!("{part} ({})", percent(part, whole))
}

/// `96.4%`.
fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        return "-".to_string();
    }
    format!("{:.1}%", 100.0 * part as f64 / whole as f64)
}

/// One technique of the ladder, as `grade --techniques --format json` writes it.
#[derive(Serialize)]
struct TechniqueRecord {
    technique: &'static str,
    name: &'static str,
    family: &'static str,
    /// `3.2`, `2.6-2.8` or `4.5+`.
    rating: String,
    look_for: &'static str,
    /// The raters whose ladder holds it (`se`, `sukaku`).
    raters: Vec<Rater>,
}

/// ` (--rater se only)` after a technique that not every rater's ladder holds; empty for the
/// others.
fn raters_note(technique: Technique) -> String {
    let held: Vec<Rater> = raters(technique);
    if held.len() == Rater::ALL.len() {
        return String::new();
    }
    let slugs: Vec<&str> = held.iter().map(|r| r.slug()).collect();
    format!(" (--rater {} only)", slugs.join(", "))
}

/// The raters whose ladder holds `technique`.
fn raters(technique: Technique) -> Vec<Rater> {
    let held = technique.about().raters;
    Rater::ALL
        .into_iter()
        .filter(|&r| held.contains(r))
        .collect()
}

/// `grade --techniques`: the ladder, in the order it is tried; in text, a closing note on why
/// its ratings go up and down.
fn techniques(format: Format, out: &mut Out) -> io::Result<Exit> {
    let width = Technique::LADDER.iter().map(|t| t.name().len()).max();
    let families = Technique::LADDER
        .iter()
        .map(|t| t.family().name().len())
        .max();
    for (i, technique) in Technique::LADDER.into_iter().enumerate() {
        let about = technique.about();
        match format {
            // The parser takes text or json only (TEXT_OR_JSON).
            Format::Text
            | Format::Auto
            | Format::Line
            | Format::Grid
            | Format::Matrix
            | Format::Table
            | Format::Markdown
            | Format::Csv => out.line(format!(
                "{:>2}  {:<w$}  {:<7}  {:<f$}  {}{}",
                i + 1,
                about.name,
                about.rating.to_string(),
                about.family.name(),
                about.look_for,
                raters_note(technique),
                w = width.unwrap_or(0),
                f = families.unwrap_or(0),
            ))?,
            Format::Json => {
                let record = TechniqueRecord {
                    technique: about.slug,
                    name: about.name,
                    family: about.family.slug(),
                    rating: about.rating.to_string(),
                    look_for: about.look_for,
                    raters: raters(technique),
                };
                out.line(serde_json::to_string(&record).map_err(io::Error::other)?)?
            }
        }
    }
    if format != Format::Json {
        out.line(String::new())?;
        out.line(ladder_order_note())?;
    }
    Ok(Exit::Solved)
}

/// Why the ratings of `grade --techniques` go up and down: the ladder is Sudoku Explainer's
/// order of trying its rules, and a rating scores the step a rule makes, so the two orders
/// differ; the falls are counted from the registry, so the note stays true of it.
fn ladder_order_note() -> String {
    let lowest: Vec<_> = Technique::LADDER
        .iter()
        .map(|t| (t.about().name, t.about().rating.lowest()))
        .collect();
    let falls: Vec<_> = lowest.windows(2).filter(|w| w[1].1 < w[0].1).collect();
    let first = falls.first().map_or(String::new(), |w| {
        format!(
            " (the first: {} at {} after {} at {})",
            w[1].0, w[1].1, w[0].0, w[0].1
        )
    });
    let note = format!(
        "The order is the one Sudoku Explainer tries its rules in (Sukaku Explainer's for the \
         single-digit patterns), not the order of the ratings: a rating scores the step a rule \
         makes, and SE looks for some rules before others rated lower, so the lowest ratings \
         fall {} times down the list{first}. A puzzle's rating is its hardest step's, \
         whichever rule came first.",
        falls.len()
    );
    // Lines of at most 96 characters, as the list above them.
    let mut lines = vec![String::new()];
    for word in note.split(' ') {
        let line = lines.last_mut().expect("a line");
        if !line.is_empty() && line.len() + 1 + word.len() > 96 {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}
