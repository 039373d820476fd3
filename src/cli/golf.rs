//! `sudoku-lab golf <topic>`: the code-golf analyzer. Each topic computes its facts with
//! `sudoku_lab::analyzer` and prints them as a readable report (coloured on a terminal) or as
//! one JSON document (`--format json`) for scripts and for the book.

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use clap::{Args, Subcommand, ValueEnum};
use colored::Colorize;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use serde_json::json;
use sudoku_lab::analyzer::pyexpr::{self, Semantics};
use sudoku_lab::analyzer::semantics::{Fate, Outcome};
use sudoku_lab::analyzer::{digits, nodes, peers, semantics, tricks, ungolf};
use sudoku_lab::puzzles::{COMMENTER, SEED_PUZZLES, WIKIPEDIA};
use sudoku_lab::solvers::{DigitOrder, FIVE_POW_18, FOURTEEN_POW_7_TIMES_9, golf};
use sudoku_lab::{Grid, Limits, NoObserver, Shape};

use super::output::{Exit, Out, duration, thousands};

#[derive(Args, Debug)]
pub struct GolfArgs {
    #[command(subcommand)]
    pub topic: Topic,
}

#[derive(Subcommand, Debug)]
pub enum Topic {
    /// Undo the golf of seed 001's one-liner one named step at a time, with diffs, byte counts
    /// and reasons; then seed 004's variant as the delta it is.
    Ungolf(UngolfArgs),
    /// Prove the peer expression on all 6,561 pairs of cells, map its factors around one
    /// cell, or check an expression of your own (exit code 1 when it gets a pair wrong).
    Peers(PeersArgs),
    /// Why 3814697265625 and 948721536 work, the shortest expressions that do, and what
    /// repeated digits cost.
    Digits(DigitsArgs),
    /// Calls of the golf solver for each digit order on one puzzle, and the rank of an order
    /// among all 362,880 orders of the nine digits.
    Nodes(NodesArgs),
    /// Python 2 against Python 3 for the one-liner and its readable variants, and which
    /// program printed the commenter's wrong grid.
    Semantics(SemanticsArgs),
    /// Find and name the golf tricks in a Python solver of this family.
    Tricks(TricksArgs),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum Format {
    /// A report for people.
    Text,
    /// One JSON document.
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum SemanticsName {
    /// Python 2: `/` on integers is floor division.
    Py2,
    /// Python 3: `/` is true division.
    Py3,
}

impl From<SemanticsName> for Semantics {
    fn from(s: SemanticsName) -> Semantics {
        match s {
            SemanticsName::Py2 => Semantics::Py2,
            SemanticsName::Py3 => Semantics::Py3,
        }
    }
}

#[derive(Args, Debug)]
pub struct UngolfArgs {
    /// Print only the code after this step (layout, exit-if, loop, if-not, peers, digits,
    /// exit, imports; with --delta: digits, print), nothing else.
    #[arg(long, value_name = "STEP")]
    pub code: Option<String>,

    /// With --code: the step is one of seed 004's delta.
    #[arg(long, requires = "code")]
    pub delta: bool,

    /// The puzzle the golf port is run on to show the final form searches like the specimen.
    #[arg(long, value_name = "PUZZLE", default_value = WIKIPEDIA.line)]
    pub puzzle: String,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct PeersArgs {
    /// A cell to map: `r5c5`, or an index 0-80.
    pub cell: Option<String>,

    /// A peer expression of your own in i and j (+ - * / // % ** ^ | & << >> ~, parentheses,
    /// comparisons, and/or/not): zero (false) must mean "peers".
    #[arg(long, value_name = "EXPR", default_value = peers::GOLF_PEER_EXPR)]
    pub expr: String,

    /// The Python whose rules apply.
    #[arg(long, value_enum, default_value_t = SemanticsName::Py2)]
    pub semantics: SemanticsName,

    /// How many wrong pairs to list (all are counted).
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub show: usize,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct DigitsArgs {
    /// The longest expression searched, in characters.
    #[arg(long, value_name = "N", default_value_t = 7)]
    pub max_len: usize,

    /// Give up counting a puzzle after this many calls.
    #[arg(long, value_name = "N", default_value_t = 100_000_000)]
    pub max_nodes: u64,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct NodesArgs {
    /// The puzzle: 81 characters, 0 or . for an empty cell.
    pub puzzle: String,

    /// A digit order of your own (digits 1-9, repeats allowed), ranked among all orders.
    #[arg(long, value_name = "DIGITS")]
    pub digits: Option<String>,

    /// Give up counting one of the listed orders after this many calls.
    #[arg(long, value_name = "N", default_value_t = 100_000_000)]
    pub max_nodes: u64,

    /// In the ranking, give up on one order after this many calls; it then counts as that
    /// many (at least).
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub rank_max_nodes: u64,

    /// Stop the ranking once all orders together have made this many calls (the ranking is
    /// then partial, and says so), so a hard puzzle cannot stall it.
    #[arg(long, value_name = "N", default_value_t = 20_000_000_000)]
    pub rank_budget: u64,

    /// Rank among the first N orders only (lexicographic), 362880 for all.
    #[arg(long, value_name = "N", default_value_t = nodes::PERMUTATIONS)]
    pub orders: usize,

    /// Skip the ranking.
    #[arg(long)]
    pub no_rank: bool,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct SemanticsArgs {
    /// The puzzle (default: the commenter's puzzle of seed 001).
    pub puzzle: Option<String>,

    /// The grid to attribute (default: the commenter's grid, for the commenter's puzzle).
    #[arg(long, value_name = "GRID")]
    pub grid: Option<String>,

    /// Also try all 362,880 orders of the nine digits for the runs that do not raise (each run
    /// within --max-nodes, the sweep within 2,000,000,000 calls; exit code 3 if it stops there).
    #[arg(long)]
    pub all_orders: bool,

    /// Give up on a run after this many calls.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub max_nodes: u64,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct TricksArgs {
    /// The Python file to read (`-` for standard input).
    pub file: PathBuf,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// The commenter's grid in seed 001.
pub const COMMENTER_GRID: &str =
    "817311213622482322131224934443535441555798655266156777774663869988847188399979596";

fn invalid(message: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message.into())
}

fn puzzle_arg(text: &str) -> io::Result<Grid> {
    let grid = super::input::parse_argument(text, None).map_err(invalid)?;
    if grid.shape() != Shape::NINE {
        return Err(invalid(format!(
            "the golf solver reads 9x9 puzzles only; this one is {}",
            grid.shape()
        )));
    }
    if let Some(conflict) = grid.first_conflict() {
        return Err(invalid(format!("{}: {conflict}", super::input::ARGUMENT)));
    }
    Ok(grid)
}

/// The message and exit code 3 of a count that stopped at its bound, or exit code 0.
fn gave_up_at(out: &mut Out, gave_up: bool, what: &str) -> Exit {
    if !gave_up {
        return Exit::Solved;
    }
    out.err(format!("{}: {what}", "warning".yellow().bold()));
    Exit::GaveUp
}

fn json_out(out: &mut Out, value: &impl Serialize) -> io::Result<()> {
    out.line(serde_json::to_string_pretty(value).map_err(io::Error::other)?)
}

fn heading(out: &mut Out, text: &str) -> io::Result<()> {
    out.line("")?;
    out.line(text.bold().underline().to_string())
}

fn tick(ok: bool) -> String {
    if ok {
        "✓".green().bold().to_string()
    } else {
        "✗".red().bold().to_string()
    }
}

pub fn run(args: &GolfArgs, out: &mut Out) -> io::Result<Exit> {
    match &args.topic {
        Topic::Ungolf(a) => run_ungolf(a, out),
        Topic::Peers(a) => run_peers(a, out),
        Topic::Digits(a) => run_digits(a, out),
        Topic::Nodes(a) => run_nodes(a, out),
        Topic::Semantics(a) => run_semantics(a, out),
        Topic::Tricks(a) => run_tricks(a, out),
    }
}

// ---- ungolf ----------------------------------------------------------------------------

fn show_step(out: &mut Out, n: usize, s: &ungolf::Step, before: usize) -> io::Result<()> {
    let delta = s.bytes as isize - before as isize;
    out.line(format!(
        "{} {}  {}",
        format!("{n}. {}", s.title).bold(),
        format!("[{}]", s.name).dimmed(),
        format!("{} bytes ({delta:+})", s.bytes).cyan()
    ))?;
    for d in &s.diff {
        let line = format!("{}{}", d.tag, d.text);
        out.line(match d.tag {
            "-" => line.red().to_string(),
            "+" => line.green().to_string(),
            _ => line.dimmed().to_string(),
        })?;
    }
    out.line(format!("   why: {}", s.why))?;
    for e in &s.evidence {
        out.line(format!("   {} {e}", "computed:".cyan()))?;
    }
    out.line("")
}

fn run_ungolf(args: &UngolfArgs, out: &mut Out) -> io::Result<Exit> {
    let u = ungolf::ungolf();
    let delta = ungolf::seed004_delta();
    if let Some(name) = &args.code {
        let steps = if args.delta { &delta.steps } else { &u.steps };
        let step = steps.iter().find(|s| s.name == name).ok_or_else(|| {
            let names: Vec<&str> = steps.iter().map(|s| s.name).collect();
            invalid(format!(
                "no step {name:?}; the steps are {}",
                names.join(", ")
            ))
        })?;
        out.text(&step.code)?;
        return Ok(Exit::Solved);
    }
    let grid = puzzle_arg(&args.puzzle)?;
    let digits = DigitOrder::default();
    let report = golf(&grid, &digits, &Limits::default(), &mut NoObserver);
    let port = json!({
        "puzzle": grid.to_line_with('0'),
        "digits": digits.as_str(),
        "calls": report.stats.nodes,
        "solution": report.solutions.first().map(|g| g.to_line_with('0')),
    });
    if args.format == Format::Json {
        return json_out(out, &json!({"ungolf": u, "port": port, "seed004": delta}))
            .map(|()| Exit::Solved);
    }
    out.line(format!(
        "{} ({}, {} bytes):",
        "The specimen under study".bold(),
        u.source,
        u.specimen_bytes
    ))?;
    for l in u.specimen.lines() {
        out.line(format!("    {}", l.yellow()))?;
    }
    out.line("")?;
    let mut before = u.specimen_bytes;
    for (n, s) in u.steps.iter().enumerate() {
        show_step(out, n + 1, s, before)?;
        before = s.bytes;
    }
    heading(out, "The last form, in full")?;
    out.text(&u.steps.last().expect("steps").code)?;
    heading(out, "It searches as the project's golf port does")?;
    out.line(format!(
        "The port (src/solvers/golf.rs) follows the last form line for line: the first '0', the \
         peers' digits excluded, the digits of {} in order. On {} it makes {} calls of r{}.",
        digits,
        if grid.to_line_with('0') == WIKIPEDIA.line {
            "the Wikipedia puzzle"
        } else {
            "this puzzle"
        },
        thousands(report.stats.nodes).bold(),
        report
            .solutions
            .first()
            .map(|g| format!(" and prints {}", g.to_line_with('0')))
            .unwrap_or_default()
    ))?;
    heading(out, "Seed 004's variant, as the delta it is")?;
    out.line("Starting from the laid-out specimen (step 1):")?;
    let mut before = u.steps[0].bytes;
    for (n, s) in delta.steps.iter().enumerate() {
        show_step(out, n + 1, s, before)?;
        before = s.bytes;
    }
    Ok(Exit::Solved)
}

// ---- peers -----------------------------------------------------------------------------

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

fn run_peers(args: &PeersArgs, out: &mut Out) -> io::Result<Exit> {
    let sem: Semantics = args.semantics.into();
    let expr = pyexpr::parse(&args.expr).map_err(|e| invalid(format!("--expr: {e}")))?;
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
        json_out(out, &json!({"check": check, "map": map}))?;
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
            "{} raises on {} pairs; the first, i={} j={}: {}",
            tick(false),
            thousands(check.errors as u64),
            e.i,
            e.j,
            e.error.to_string().red()
        ))?;
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
        out.line(format!(
            "Non-zero values: {lo} to {hi}, every one an int. In the list `[E or a[j] ...]` they \
             stand beside one-character strings, and a Python int never equals a str ('5' == 5 is \
             False), so `m in [...]` can only match the a[j] of a peer."
        ))?;
        out.line(format!(
            "For a port to a language where a character is a number: {} non-peer pairs give a value \
             in 49-57, the codes of '1'-'9'.",
            check.ascii_digit_values
        ))?;
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

// ---- digits ----------------------------------------------------------------------------

fn run_digits(args: &DigitsArgs, out: &mut Out) -> io::Result<Exit> {
    let seeds = [
        ("'%d'%5**18", FIVE_POW_18),
        ("`14**7*9`", FOURTEEN_POW_7_TIMES_9),
    ];
    let explained: Vec<_> = seeds
        .iter()
        .map(|(src, s)| json!({"source": src, "digits": digits::explain(s)}))
        .collect();
    let search = digits::search(args.max_len);
    let costs: Vec<digits::RepeatCost> = SEED_PUZZLES
        .iter()
        .map(|p| digits::repeat_cost(p.name, &p.grid(), FIVE_POW_18, Some(args.max_nodes)))
        .collect();
    if args.format == Format::Json {
        json_out(
            out,
            &json!({"strings": explained, "search": search, "repeat_cost": costs}),
        )?;
        return Ok(Exit::Solved);
    }
    out.line(
        "Why the seeds' digit strings work"
            .bold()
            .underline()
            .to_string(),
    )?;
    for (src, s) in seeds {
        let d = digits::explain(s);
        out.line(format!(
            "  {src:12} = {}  {} digits, {} every digit 1-9{}",
            s.yellow(),
            d.len,
            tick(d.covers),
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!(
                    "; repeated: {} ({} characters tried for nothing at every call)",
                    d.repeats
                        .iter()
                        .map(|(g, n)| format!("{g} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    d.wasted
                )
            }
        ))?;
    }
    out.line(
        "  The solver tries the characters in order and needs each digit 1-9 once; the order only \
         changes the work. A 0 would be harmless: the cell being filled holds '0' and is its own \
         peer, so '0' is always excluded.",
    )?;
    heading(
        out,
        &format!("Shortest expressions, up to {} characters", search.max_len),
    )?;
    out.line(format!(
        "  shapes a**b, a**b*c, a*b**c, a**b+c, a**b-c, a<<b, a**b**c; {} expressions tried, {} \
         hold every digit 1-9",
        thousands(search.tried as u64),
        thousands(search.usable as u64)
    ))?;
    for (name, list) in [
        ("Python 2 (64-bit)", &search.python2),
        (
            "Python 2, backquotes safe on 32 bits",
            &search.python2_32bit,
        ),
        ("Python 3", &search.python3),
    ] {
        let cost = list.first().map_or(0, |c| c.cost);
        out.line(format!(
            "  {} (cost {cost} bytes after `for m in`; {} ties, shortest digit strings first):",
            name.bold(),
            list.len()
        ))?;
        for c in list.iter().take(6) {
            out.line(format!(
                "    {:16} -> {}  ({} digits{})",
                c.source.yellow(),
                c.digits.text,
                c.digits.len,
                if c.digits.repeats.is_empty() {
                    ", no repeats".to_string()
                } else {
                    format!(", {} wasted", c.digits.wasted)
                }
            ))?;
        }
    }
    out.line(
        "  Backquotes need a value without the `L` of a long (up to 2**63-1 on 64-bit Python 2); \
              str(...) and f'...' start with a letter, so they need a space after `in`.",
    )?;
    out.line(format!(
        "  {}:",
        "Shortest expressions giving each digit exactly once".bold()
    ))?;
    for c in &search.permutations {
        out.line(format!("    {:16} -> {}", c.expr.yellow(), c.digits.text))?;
    }
    heading(out, "What the repeats of 3814697265625 cost")?;
    out.line(format!(
        "  {:10} {:>14} {:>14} {:>8}",
        "puzzle", "3814697265625", "381469725", "ratio"
    ))?;
    for c in &costs {
        out.line(format!(
            "  {:10} {:>14} {:>14} {:>7.2}x{}",
            c.puzzle,
            thousands(c.with_repeats),
            thousands(c.without_repeats),
            c.with_repeats as f64 / c.without_repeats.max(1) as f64,
            if c.gave_up {
                "  (gave up at --max-nodes)"
            } else {
                ""
            }
        ))?;
    }
    out.line("  Same digits, same first places: the second and third 6 (and second 2 and 5) \
              re-explore subtrees the first try already exhausted, at every depth (see `golf nodes`).")?;
    Ok(Exit::Solved)
}

// ---- nodes -----------------------------------------------------------------------------

fn progress_bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} orders, {eta} left")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar.set_message("ranking");
    bar
}

fn run_nodes(args: &NodesArgs, out: &mut Out) -> io::Result<Exit> {
    let grid = puzzle_arg(&args.puzzle)?;
    let user = args
        .digits
        .as_deref()
        .map(DigitOrder::new)
        .transpose()
        .map_err(|e| invalid(format!("--digits: {e}")))?;
    let board = nodes::Board::new(&grid);
    let limits = Limits {
        max_nodes: Some(args.max_nodes),
        ..Limits::default()
    };
    let mut orders: Vec<(&str, String)> = vec![
        ("seed 001, '%d'%5**18", FIVE_POW_18.to_string()),
        ("seed 004, `14**7*9`", FOURTEEN_POW_7_TIMES_9.to_string()),
        ("1 to 9", "123456789".to_string()),
        ("5**18 without repeats", nodes::without_repeats(FIVE_POW_18)),
    ];
    if let Some(u) = &user
        && !orders.iter().any(|(_, o)| o == u.as_str())
    {
        orders.push(("yours", u.as_str().to_string()));
    }
    // Each row comes from the library's golf port; the fast counter must agree with it.
    let rows: Vec<_> = orders
        .iter()
        .map(|(label, o)| {
            let order = DigitOrder::new(o).expect("valid orders");
            let report = golf(&grid, &order, &limits, &mut NoObserver);
            let fast = board.count(&nodes::digits_of(o), Some(args.max_nodes));
            json!({
                "label": label,
                "order": o,
                "calls": report.stats.nodes,
                "counter_agrees": fast.nodes == report.stats.nodes,
                "solved": !report.solutions.is_empty(),
                "gave_up": report.stop.gave_up(),
                "solution": report.solutions.first().map(|g| g.to_line_with('0')),
            })
        })
        .collect();
    let (rep, depths_rep) =
        board.count_by_depth(&nodes::digits_of(FIVE_POW_18), Some(args.max_nodes));
    let dedup = nodes::without_repeats(FIVE_POW_18);
    let (dedup_count, depths_dedup) =
        board.count_by_depth(&nodes::digits_of(&dedup), Some(args.max_nodes));
    // A count that stopped at --max-nodes is a lower bound: the command says so, exit code 3.
    let counts_gave_up = rep.gave_up
        || dedup_count.gave_up
        || rows.iter().any(|r| r["gave_up"].as_bool() == Some(true));
    let solved = rows.iter().any(|r| r["solved"].as_bool() == Some(true));
    let chosen = user
        .as_ref()
        .map_or(FIVE_POW_18.to_string(), |u| u.as_str().to_string());
    let ranking = if args.no_rank {
        None
    } else {
        let total = args.orders.min(nodes::PERMUTATIONS) as u64;
        let bar = progress_bar(total);
        let started = Instant::now();
        let shown = AtomicBool::new(false);
        let terminal = io::stderr().is_terminal();
        let cancel = AtomicBool::new(false);
        let progress = |n: u64| {
            bar.inc(n);
            // Only a run that takes more than a moment, on a terminal, shows a bar.
            if terminal
                && !shown.load(Ordering::Relaxed)
                && started.elapsed().as_millis() > 400
                && !shown.swap(true, Ordering::Relaxed)
            {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        };
        let counts = nodes::count_all(
            &board,
            Some(args.rank_max_nodes),
            Some(args.rank_budget),
            total as usize,
            &progress,
            &cancel,
        );
        bar.finish_and_clear();
        let elapsed = started.elapsed();
        let ranks: Vec<nodes::Ranking> = rows
            .iter()
            .map(|r| {
                let order = r["order"].as_str().unwrap_or("");
                let mut k = nodes::rank(
                    &counts,
                    order,
                    r["calls"].as_u64().unwrap_or(0),
                    Some(args.rank_max_nodes),
                    total as usize,
                );
                k.mirror = nodes::mirror(&board, order, Some(args.max_nodes));
                k
            })
            .collect();
        Some((ranks, elapsed))
    };
    if args.format == Format::Json {
        json_out(
            out,
            &json!({
                "puzzle": grid.to_line_with('0'),
                "orders": rows,
                "depths": {"order": FIVE_POW_18, "with_repeats": depths_rep, "without_repeats": depths_dedup, "deduplicated": dedup},
                "ranking": ranking.as_ref().map(|(r, t)| json!({"chosen": chosen, "ranks": r, "seconds": t.as_secs_f64()})),
            }),
        )?;
        return Ok(nodes_exit(out, args, counts_gave_up, solved, &ranking));
    }
    out.line(format!("{} {}", "Puzzle".bold(), grid.to_line_with('0')))?;
    out.line(format!(
        "  {:24} {:15} {:>14}",
        "order", "digits", "calls of r"
    ))?;
    for r in &rows {
        out.line(format!(
            "  {:24} {:15} {:>14}{}{}",
            r["label"].as_str().unwrap_or(""),
            r["order"].as_str().unwrap_or(""),
            thousands(r["calls"].as_u64().unwrap_or(0)),
            if r["gave_up"].as_bool() == Some(true) {
                "+ (gave up)".yellow().to_string()
            } else {
                String::new()
            },
            if r["counter_agrees"].as_bool() == Some(true) {
                String::new()
            } else {
                "  counter differs!".red().to_string()
            }
        ))?;
    }
    heading(out, "Why the repeats cost so much")?;
    out.line(format!(
        "  3814697265625 tries 6 three times, 2 and 5 twice. When the first 6 at some cell leads to \
         a dead end, the whole failed subtree under it is searched again by the second and third 6; \
         and inside that subtree every cell repeats the waste. Calls per depth (cells filled), \
         with repeats / without ({dedup}):"
    ))?;
    let depth_line = |v: &Vec<u64>| v.iter().map(|n| thousands(*n)).collect::<Vec<_>>();
    let (a, b) = (depth_line(&depths_rep), depth_line(&depths_dedup));
    let mut line = String::from("  ");
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        if depths_rep[k] == depths_dedup[k] && depths_rep[k] <= 1 && k > 0 && k + 1 < a.len() {
            continue;
        }
        line.push_str(&format!("d{k}:{x}/{y}  "));
        if line.len() > 90 {
            out.line(&line)?;
            line = String::from("  ");
        }
    }
    if !line.trim().is_empty() {
        out.line(&line)?;
    }
    out.line(format!(
        "  total {} / {}{}",
        thousands(rep.nodes),
        thousands(depths_dedup.iter().sum()),
        if rep.gave_up {
            " (gave up at --max-nodes)"
        } else {
            ""
        }
    ))?;
    if let Some((ranks, t)) = &ranking {
        let r = ranks
            .iter()
            .rev()
            .find(|r| r.chosen.order == chosen)
            .unwrap_or(&ranks[0]);
        heading(
            out,
            &format!(
                "Ranks among {} orders of the nine digits{}",
                thousands(r.orders as u64),
                if r.complete {
                    ""
                } else {
                    " (stopped at --rank-budget: partial)"
                }
            ),
        )?;
        out.line(format!(
            "  best {} with {} calls, worst {} with {}; median {}, mean {:.1}",
            r.best.order,
            thousands(r.best.nodes),
            r.worst.order,
            thousands(r.worst.nodes),
            thousands(r.median),
            r.mean
        ))?;
        for k in ranks {
            out.line(format!(
                "  {:15} {:>12} calls: rank {:>9}  ({} fewer, {} as many, {} more){}",
                k.chosen.order,
                thousands(k.chosen.nodes),
                thousands(k.rank as u64).bold(),
                thousands(k.fewer as u64),
                thousands(k.same as u64),
                thousands(k.more as u64),
                if k.chosen.order == chosen {
                    "  <- chosen".cyan().to_string()
                } else {
                    String::new()
                }
            ))?;
        }
        if r.gave_up > 0 {
            out.line(format!(
                "  {} orders reached --rank-max-nodes {} and count as that many (at least)",
                thousands(r.gave_up as u64),
                thousands(args.rank_max_nodes)
            ))?;
        }
        for k in ranks {
            if let Some(m) = &k.mirror {
                out.line(format!(
                    "  {} reversed is {}: {} calls; {} + {} = {} (twice the mean is {:.1})",
                    k.chosen.order,
                    m.order,
                    thousands(m.nodes),
                    thousands(k.chosen.nodes),
                    thousands(m.nodes),
                    thousands(k.chosen.nodes + m.nodes),
                    2.0 * k.mean
                ))?;
            }
        }
        out.line(
            "  Why the sums agree: with one solution, an order pays, at each cell of the solution \
             path, for the failed subtrees of the digits it tries before the right one. Reversing \
             an order swaps which of two digits comes first, so an order and its reverse together \
             pay for every failed subtree exactly once: the counts are symmetric about the mean, \
             and over all 362,880 orders median = mean = (best + worst) / 2.",
        )?;
        out.line(
            format!("  counted in {}", duration(*t))
                .dimmed()
                .to_string(),
        )?;
    }
    Ok(nodes_exit(out, args, counts_gave_up, solved, &ranking))
}

/// The exit code of `golf nodes`, after the messages that explain it: 3 when a count or the
/// ranking stopped at its bound, 1 when no order found a solution (the puzzle has none).
fn nodes_exit(
    out: &mut Out,
    args: &NodesArgs,
    counts_gave_up: bool,
    solved: bool,
    ranking: &Option<(Vec<nodes::Ranking>, std::time::Duration)>,
) -> Exit {
    let partial = ranking
        .as_ref()
        .is_some_and(|(ranks, _)| ranks.iter().any(|r| !r.complete));
    let mut exit = gave_up_at(
        out,
        counts_gave_up,
        &format!(
            "a count gave up at the node limit (--max-nodes {}); its calls are a lower bound",
            thousands(args.max_nodes)
        ),
    );
    exit = exit.worst(gave_up_at(
        out,
        partial,
        &format!(
            "the ranking stopped at --rank-budget {}: it is partial",
            thousands(args.rank_budget)
        ),
    ));
    if exit == Exit::Solved && !solved {
        out.err("puzzle: no solution (no digit order finds one)");
        return Exit::NoSolution;
    }
    exit
}
// ---- semantics -------------------------------------------------------------------------

fn fate_text(f: &Fate) -> String {
    match f {
        Fate::Survives => "survives".green().to_string(),
        Fate::OnlySelf => "only i == j: lost".red().to_string(),
        Fate::Raises { error } => format!("raises {error}").red().to_string(),
        Fate::Wrong { pairs } => format!("wrong on {pairs} pairs").red().to_string(),
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::SyntaxError { .. } => "SyntaxError: does not compile".red().to_string(),
        Outcome::Skipped { reason } => format!("not run: {reason}").dimmed().to_string(),
        Outcome::Raised {
            message,
            call,
            i,
            j,
            ..
        } => {
            format!("{} (call {call}, i={i}, j={j})", message.red())
        }
        Outcome::Printed {
            grids,
            nodes,
            gave_up,
        } => {
            let shown = grids.first().map_or("nothing".to_string(), |g| {
                let ok = semantics::conflicts(g).is_empty();
                format!("{} {}", g, tick(ok))
            });
            format!(
                "printed {shown}{} after {} calls{}",
                if grids.len() > 1 {
                    format!(" (+{} more)", grids.len() - 1)
                } else {
                    String::new()
                },
                thousands(*nodes),
                if *gave_up { " (gave up)" } else { "" }
            )
        }
    }
}

fn run_semantics(args: &SemanticsArgs, out: &mut Out) -> io::Result<Exit> {
    let grid = puzzle_arg(args.puzzle.as_deref().unwrap_or(COMMENTER.line))?;
    let target = match &args.grid {
        Some(g) => Some(g.clone()),
        None if grid.to_line_with('0') == COMMENTER.line => Some(COMMENTER_GRID.to_string()),
        None => None,
    };
    if let Some(t) = &target
        && (t.len() != 81 || !t.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(invalid("--grid: expected 81 digits"));
    }
    let vs = semantics::variants();
    let limit = Some(args.max_nodes);
    let fates: Vec<_> = vs.iter().map(semantics::clause_fates).collect();
    let mut cache = semantics::RunCache::default();
    let runs: Vec<Vec<semantics::Run>> = vs
        .iter()
        .map(|v| {
            Semantics::ALL
                .iter()
                .map(|&s| cache.run(v, s, None, &grid, None, limit, 3))
                .collect()
        })
        .collect();
    let culprit = target
        .as_deref()
        .map(|t| semantics::find_culprit(&grid, t, limit, args.all_orders));
    // The original, run as intended: the library's golf port under Python 2 rules.
    let intended: Vec<_> = [FOURTEEN_POW_7_TIMES_9, FIVE_POW_18]
        .iter()
        .map(|o| {
            let r = golf(
                &grid,
                &DigitOrder::new(o).expect("a digit order"),
                &Limits {
                    max_nodes: limit,
                    ..Limits::default()
                },
                &mut NoObserver,
            );
            json!({
                "order": o,
                "calls": r.stats.nodes,
                "gave_up": r.stop.gave_up(),
                "solution": r.solutions.first().map(|g| g.to_line_with('0')),
                "valid": r.solutions.first().is_some_and(|s| grid.is_solved_by(s)),
            })
        })
        .collect();
    // A run stopped at --max-nodes printed nothing yet: the command says so, exit code 3.
    let gave_up = intended
        .iter()
        .any(|r| r["gave_up"].as_bool() == Some(true))
        || runs
            .iter()
            .flatten()
            .any(|r| matches!(r.outcome, Outcome::Printed { gave_up: true, .. }));
    let partial = culprit
        .as_ref()
        .is_some_and(|c| c.all_orders.iter().any(|n| n.counted < n.orders));
    if args.format == Format::Json {
        let variants: Vec<_> = vs
            .iter()
            .zip(&fates)
            .zip(&runs)
            .map(|((v, f), r)| json!({"variant": v, "clauses": f, "runs": r}))
            .collect();
        json_out(
            out,
            &json!({"puzzle": grid.to_line_with('0'), "variants": variants, "culprit": culprit, "intended": intended}),
        )?;
        return Ok(semantics_exit(out, args, gave_up, partial, &intended));
    }
    out.line(format!("{} {}", "Puzzle".bold(), grid.to_line_with('0')))?;
    for ((v, f), r) in vs.iter().zip(&fates).zip(&runs) {
        heading(out, &format!("{} — {}", v.key, v.title))?;
        out.line(format!(
            "  test   {} ({})",
            v.test.yellow(),
            match v.peer_when {
                semantics::PeerWhen::Zero => "peers where it is zero",
                semantics::PeerWhen::True => "peers where it is true",
            }
        ))?;
        out.line(format!("  from   {}", v.derived.dimmed()))?;
        out.line(format!(
            "  digits {}, {}",
            v.digits,
            if v.every_solution {
                "prints every solution"
            } else {
                "stops at the first solution"
            }
        ))?;
        for c in f {
            out.line(format!(
                "  {:6} {:32} Python 2: {}   Python 3: {}",
                c.house,
                c.text,
                fate_text(&c.py2),
                fate_text(&c.py3)
            ))?;
        }
        match v.py3_syntax {
            semantics::Py3Syntax::Compiles => {}
            semantics::Py3Syntax::Fails(why) | semantics::Py3Syntax::Patched(why) => {
                out.line(format!("  {} {why}", "Python 3 syntax:".yellow()))?;
            }
        }
        for run in r {
            out.line(format!(
                "  {}: {}",
                run.semantics,
                outcome_text(&run.outcome)
            ))?;
        }
    }
    if let (Some(c), Some(t)) = (&culprit, &target) {
        heading(out, "Which program printed the grid")?;
        out.line(format!("  grid {}", t.yellow()))?;
        out.line(format!(
            "  tried: {} variants x 2 Pythons x orders {}{}",
            vs.len(),
            semantics::ORDERS.join(", "),
            if args.all_orders {
                " (and all 362,880 orders for the Python 3 runs that compute)"
            } else {
                ""
            }
        ))?;
        if c.matches.is_empty() {
            out.line(format!(
                "  {} no program and semantics tried prints it",
                tick(false)
            ))?;
        }
        for m in &c.matches {
            out.line(format!(
                "  {} {} under {} with {} {}",
                tick(true),
                m.variant.bold(),
                m.semantics,
                m.order,
                if m.own_order {
                    "— the program as written: exact match".green().to_string()
                } else {
                    "— with a digit order it does not use".dimmed().to_string()
                }
            ))?;
        }
        for n in &c.all_orders {
            let partial = if n.counted < n.orders {
                format!(
                    " (only {} run: the sweep stopped at its budget of {} calls)",
                    thousands(n.counted as u64),
                    thousands(semantics::ALL_ORDERS_BUDGET)
                )
            } else {
                String::new()
            };
            out.line(format!(
                "  {} under {}: {} of {} orders print it (e.g. {}){partial}",
                n.variant,
                n.semantics,
                thousands(n.matching as u64),
                thousands(n.orders as u64),
                n.examples.join(", ")
            ))?;
        }
        out.line(format!(
            "  It keeps the givens: {}. It is not a solution: {} (house, digit) repeats, e.g.",
            tick(c.keeps_givens),
            c.conflicts.len()
        ))?;
        for x in c
            .conflicts
            .iter()
            .filter(|x| x.house.starts_with("row"))
            .take(4)
        {
            out.line(format!(
                "    {}: {} {} times ({})",
                x.house,
                x.digit.to_string().red().bold(),
                x.cells.len(),
                x.cells.join(", ")
            ))?;
        }
        out.line("  Under Python 3, i/9 == j/9 and i/27 == j/27 compare floats, equal only when i == j: \
                  the row and box tests are lost and only the column test (i-j)%9 == 0 remains, so every \
                  column is filled with distinct digits and rows and boxes are not checked at all.")?;
    }
    heading(
        out,
        "The original, run as intended (Python 2; the library's golf port)",
    )?;
    for r in &intended {
        out.line(format!(
            "  digits {:14} {:>12} calls  {} {}",
            r["order"].as_str().unwrap_or(""),
            thousands(r["calls"].as_u64().unwrap_or(0)),
            r["solution"]
                .as_str()
                .unwrap_or(if r["gave_up"].as_bool() == Some(true) {
                    "no solution within --max-nodes"
                } else {
                    "no solution"
                }),
            tick(r["valid"].as_bool() == Some(true))
        ))?;
    }
    Ok(semantics_exit(out, args, gave_up, partial, &intended))
}

/// The exit code of `golf semantics`, after the message that explains it: 3 when a run
/// stopped at its bound, 1 when the original, run as intended, finds no solution.
fn semantics_exit(
    out: &mut Out,
    args: &SemanticsArgs,
    gave_up: bool,
    partial: bool,
    intended: &[serde_json::Value],
) -> Exit {
    let mut exit = gave_up_at(
        out,
        gave_up,
        &format!(
            "a run gave up at the node limit (--max-nodes {}) before it printed a grid",
            thousands(args.max_nodes)
        ),
    );
    exit = exit.worst(gave_up_at(
        out,
        partial,
        &format!(
            "--all-orders stopped at its budget of {} calls: the counts of orders are partial",
            thousands(semantics::ALL_ORDERS_BUDGET)
        ),
    ));
    if exit == Exit::Solved && intended.iter().all(|r| r["solution"].is_null()) {
        out.err("puzzle: no solution (the original, run as intended, finds none)");
        return Exit::NoSolution;
    }
    exit
}

// ---- tricks ----------------------------------------------------------------------------

fn run_tricks(args: &TricksArgs, out: &mut Out) -> io::Result<Exit> {
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
