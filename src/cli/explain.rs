//! `sudoku-lab explain`: a solve told round by round, with the pencil marks after each round.
//!
//! A round opens with a hidden single or a guess (the first round with the givens alone) and
//! holds the naked singles, dead ends and undos that follow it, so each grid shows what one
//! new idea brought.

use std::io;

use clap::{Args, ValueEnum};
use colored::Colorize;
use sudoku_lab::grid::{Cell, House};
use sudoku_lab::logic::{self, Technique};
use sudoku_lab::narrate::{Detail, Narrator, pattern_words};
use sudoku_lab::pencil::{self, Board};
use sudoku_lab::steps::{Contradiction, Reason, Recorder};
use sudoku_lab::{Grid, Limits, Solver, Step, Stop};

use super::input::{InputArgs, Item};
use super::narration::Told;
use super::output::{Exit, Out, Summary, thousands};

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// The solver whose steps are told.
    #[arg(long, short, value_enum, default_value_t = LogicSolver::HiddenSingles)]
    pub solver: LogicSolver,

    /// Tell every candidate eliminated as well (seed 000's --moreverbose).
    #[arg(long)]
    pub trace: bool,

    /// Show at most this many rounds per puzzle (0: no limit); a closing line says how many
    /// more there were.
    #[arg(long, value_name = "N", default_value_t = 40)]
    pub max_rounds: usize,

    /// Give up on a puzzle after this many search nodes.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub max_nodes: u64,
}

/// The solvers that reason with candidates, and so can be explained.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum LogicSolver {
    /// Seed 000: naked singles only, then guesses.
    Propagation,
    /// Seed 002: naked and hidden singles, then guesses.
    HiddenSingles,
    /// The person-style ladder of `grade`: singles, locked candidates, naked and hidden pairs,
    /// easiest first; it never guesses, and says so when it is stuck.
    Ladder,
}

/// One round: its steps, and what the grid is after them.
struct Round {
    steps: Vec<Step>,
}

/// Splits a solve into rounds: a hidden single or a guess opens a new one.
fn rounds(steps: Vec<Step>) -> Vec<Round> {
    let mut rounds = vec![Round { steps: Vec::new() }];
    for step in steps {
        let current = rounds.last_mut().expect("one round at least");
        // A technique's pattern (the ladder's locked candidates and pairs) opens a round with
        // its first elimination.
        let opens = match step {
            Step::Place {
                reason: Reason::HiddenSingle(_) | Reason::Guess { .. } | Reason::GuessPlace { .. },
                ..
            } => true,
            Step::Exclude { pattern, .. } => !matches!(
                current.steps.last(),
                Some(Step::Exclude { pattern: p, .. }) if *p == pattern
            ),
            _ => false,
        };
        // Eliminations alone (the givens crossed out of their peers, when they leave no naked
        // single) are already in the first pencil marks: they do not make a round of their own.
        let only_eliminations = current
            .steps
            .iter()
            .all(|s| matches!(s, Step::Eliminate { .. }));
        if opens && !only_eliminations {
            rounds.push(Round { steps: vec![step] });
        } else {
            current.steps.push(step);
        }
    }
    rounds
}

/// `hidden single r2c5 = 8 in box 2, then 3 naked singles`.
fn summary(round: &Round) -> String {
    let mut naked = 0u64;
    let mut opening = None;
    let mut dead_ends = 0u64;
    let mut removed = 0u64;
    for step in &round.steps {
        match *step {
            Step::Place {
                cell,
                digit,
                reason,
            } => match reason {
                Reason::NakedSingle => naked += 1,
                Reason::HiddenSingle(house) => {
                    opening = Some(format!("hidden single {cell} = {digit} in {house}"))
                }
                Reason::Guess { .. } | Reason::GuessPlace { .. } => {
                    opening = Some(format!("guess {cell} = {digit}"))
                }
                Reason::Try | Reason::Model => {}
            },
            Step::Contradiction(_) => dead_ends += 1,
            Step::Exclude { pattern, .. } => {
                removed += 1;
                opening = Some(pattern_words(pattern));
            }
            _ => {}
        }
    }
    if removed > 0
        && let Some(o) = opening.as_mut()
    {
        let go = if removed == 1 { "goes" } else { "go" };
        o.push_str(&format!(", so {} {go}", count(removed, "candidate")));
    }
    let singles = match naked {
        0 => String::new(),
        n => count(n, "naked single"),
    };
    let mut text = match (opening, singles.is_empty()) {
        (Some(o), true) => o,
        (Some(o), false) => format!("{o}, then {singles}"),
        (None, false) => format!("the givens start a cascade of {singles}"),
        (None, true) => "the givens leave no single".to_string(),
    };
    if dead_ends > 0 {
        text.push_str(", and a dead end");
    }
    text
}

pub fn run(args: &ExplainArgs, out: &mut Out) -> io::Result<Exit> {
    let solver = match args.solver {
        LogicSolver::Propagation => Solver::Propagation,
        LogicSolver::HiddenSingles => Solver::HiddenSingles,
        LogicSolver::Ladder => return run_ladder(args, out),
    };
    let detail = if args.trace {
        Detail::Everything
    } else {
        Detail::Placements
    };
    let mut summary = Summary::new("solved");
    for item in args.input.items()? {
        let Some(puzzle) = checked(&item, &mut summary, out) else {
            continue;
        };
        let outcome = explain_one(args, &solver, detail, &item.label, puzzle, out)?;
        summary.add(outcome);
        out.flush()?;
    }
    Ok(summary.finish(out))
}

/// The grid of `item`, or `None` after its error is written and counted: a line that does not
/// parse, or givens that break a rule.
fn checked<'a>(item: &'a Item, summary: &mut Summary, out: &mut Out) -> Option<&'a Grid> {
    let message = match &item.result {
        Ok(grid) => match grid.first_conflict() {
            None => return Some(grid),
            Some(conflict) => format!("{}: {conflict}", item.label),
        },
        Err(e) => e.to_string(),
    };
    out.err(format!("{}: {message}", "error".red().bold()));
    summary.add(Exit::BadInput);
    None
}

fn explain_one(
    args: &ExplainArgs,
    solver: &Solver,
    detail: Detail,
    label: &str,
    puzzle: &Grid,
    out: &mut Out,
) -> io::Result<Exit> {
    let limits = Limits {
        max_nodes: Some(args.max_nodes),
        ..Limits::default()
    };
    let mut recorder = Recorder::default();
    // A solver that cannot take this puzzle is this line's error, not the end of the batch.
    let report = match solver.solve(puzzle, &limits, &mut recorder) {
        Ok(report) => report,
        Err(e) => {
            out.err(format!("{}: {label}: {e}", "error".red().bold()));
            return Ok(Exit::BadInput);
        }
    };
    out.line(label.bold().to_string())?;
    tell_rounds(args, detail, puzzle, recorder.steps, out)?;
    out.line("")?;
    let s = report.stats;
    let verdict = match (report.solutions.is_empty(), report.stop) {
        (false, _) => "solved".green().bold().to_string(),
        (true, Stop::NodeLimit | Stop::Timeout) => format!(
            "{} after {} nodes (--max-nodes)",
            "gave up".yellow().bold(),
            thousands(s.nodes)
        ),
        (true, _) => "no solution".red().bold().to_string(),
    };
    // Standard output tells the story; standard error says plainly why a puzzle was not solved.
    if report.solutions.is_empty() {
        let nodes = count(s.nodes, "node");
        if report.stop.gave_up() {
            out.err(format!(
                "{}: {label}: {} gave up after {nodes} at the node limit (--max-nodes {}); \
                 the puzzle may still have a solution",
                "warning".yellow().bold(),
                solver.name(),
                thousands(args.max_nodes)
            ));
        } else {
            out.err(format!(
                "{label}: no solution ({} searched {nodes})",
                solver.name()
            ));
        }
    }
    out.line(format!(
        "{verdict}: {}, {}, {}, {}",
        count(s.naked_singles, "naked single"),
        count(s.hidden_singles, "hidden single"),
        count(s.guesses, "guess"),
        count(s.eliminations, "elimination")
    ))?;
    Ok(match (report.solutions.is_empty(), report.stop.gave_up()) {
        (false, _) => Exit::Solved,
        (true, false) => Exit::NoSolution,
        (true, true) => Exit::GaveUp,
    })
}

/// Tells `steps` round by round, the pencil marks after each round.
fn tell_rounds(
    args: &ExplainArgs,
    detail: Detail,
    puzzle: &Grid,
    steps: Vec<Step>,
    out: &mut Out,
) -> io::Result<()> {
    let shape = puzzle.shape();
    let mut board = Board::new(puzzle);
    let mut narrator = Narrator::new(shape, detail);
    out.line(
        "Pencil marks: each empty cell holds the digits no given in its row, column or box holds,",
    )?;
    out.line("each digit in its place (.5. is a cell with one candidate left, not yet placed);")?;
    out.line("a given stands alone in brackets, [5], and a digit placed since without them.")?;
    out.text(draw(&board, puzzle, &[], &[], None))?;
    let rounds = rounds(steps);
    let total = rounds.len();
    for (n, round) in rounds.iter().enumerate() {
        if args.max_rounds != 0 && n >= args.max_rounds {
            out.line(
                format!(
                    "... {} more rounds not shown (--max-rounds 0 shows them all)",
                    thousands((total - n) as u64)
                )
                .dimmed()
                .to_string(),
            )?;
            break;
        }
        out.line("")?;
        out.line(
            format!("Round {}: {}", n + 1, summary(round))
                .bold()
                .to_string(),
        )?;
        let mut told = Told::new();
        let mut placed = Vec::new();
        let mut focus = Vec::new();
        let mut dead = None;
        // The grid at a dead end says more than the grid its undo brings back.
        let mut at_dead_end = None;
        for step in &round.steps {
            if matches!(step, Step::Undo { .. }) && at_dead_end.is_none() {
                at_dead_end = Some(board.clone());
            }
            board.apply(step);
            if let Some(line) = narrator.tell(step) {
                told.push(line, 0);
            }
            match *step {
                Step::Place { cell, reason, .. } => {
                    placed.push(cell);
                    if let Reason::HiddenSingle(house) = reason {
                        focus.push(house);
                    }
                }
                Step::Contradiction(Contradiction::NoCandidate(cell)) => dead = Some(cell),
                _ => {}
            }
        }
        told.write(out)?;
        if let Some(before) = &at_dead_end {
            out.line(
                "The grid at the dead end, before the undo:"
                    .dimmed()
                    .to_string(),
            )?;
            out.text(draw(before, puzzle, &placed, &focus, dead))?;
        } else {
            out.text(draw(&board, puzzle, &placed, &focus, dead))?;
        }
    }
    Ok(())
}

/// `explain --solver ladder`: the person-style ladder told round by round; it never guesses,
/// and where it stops is the answer, not a failure (exit code 0).
fn run_ladder(args: &ExplainArgs, out: &mut Out) -> io::Result<Exit> {
    let detail = if args.trace {
        Detail::Everything
    } else {
        Detail::Placements
    };
    let mut summary = Summary::new("solved");
    for item in args.input.items()? {
        let Some(puzzle) = checked(&item, &mut summary, out) else {
            continue;
        };
        out.line(item.label.bold().to_string())?;
        let mut recorder = Recorder::default();
        let outcome = logic::solve(puzzle, &mut recorder);
        tell_rounds(args, detail, puzzle, recorder.steps, out)?;
        out.line("")?;
        let used: Vec<String> = Technique::LADDER
            .iter()
            .zip(outcome.counts())
            .map(|(t, n)| format!("{} {t}", thousands(n as u64)))
            .collect();
        let mut result = Exit::Solved;
        let verdict = if outcome.solved {
            "solved by the ladder".green().bold().to_string()
        } else if outcome.contradiction {
            result = Exit::NoSolution;
            out.err(format!(
                "{}: no solution (the ladder reached a contradiction)",
                item.label
            ));
            "no solution".red().bold().to_string()
        } else {
            let left = outcome.grid.cells().iter().filter(|c| c.is_none()).count();
            format!(
                "{} with {left} cells left: the puzzle needs search (or techniques past the ladder)",
                "stuck".yellow().bold()
            )
        };
        out.line(format!("{verdict}: {}", used.join(", ")))?;
        summary.add(result);
        out.flush()?;
    }
    Ok(summary.finish(out))
}

/// `1 guess`, `2 guesses`, `1,204 naked singles`.
fn count(n: u64, noun: &str) -> String {
    match (n, noun.ends_with('s')) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{} {noun}es", thousands(n)),
        _ => format!("{} {noun}s", thousands(n)),
    }
}

/// The pencil marks, coloured: givens bold, cells placed this round green, the houses that
/// forced a hidden single cyan, a cell with no candidate left red.
fn draw(
    board: &Board,
    puzzle: &Grid,
    placed: &[Cell],
    focus: &[House],
    dead: Option<Cell>,
) -> String {
    let shape = board.shape();
    let layout = shape.layout();
    pencil::draw(board, |cell, text| {
        if dead == Some(cell) {
            text.on_red().to_string()
        } else if placed.contains(&cell) {
            text.green().bold().to_string()
        } else if puzzle.get(cell).is_some() {
            text.bold().to_string()
        } else if focus.iter().any(|&h| layout.cells_of(h).contains(&cell)) {
            text.cyan().to_string()
        } else {
            text.to_string()
        }
    })
}
