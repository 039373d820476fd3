//! The command line: flags parsed once by clap, resolved once (colour), then handed to one
//! command module. Each command returns an [`Exit`]; errors on the way out become messages on
//! standard error and exit code 2, and a closed pipe ends the run quietly.

mod args;
mod batch;
mod compare;
mod completions;
mod explain;
mod files;
mod generate;
mod golf;
mod grade;
mod hint;
mod input;
mod ladder;
mod man;
mod narration;
mod output;
mod progress;
mod record;
mod sat;
mod signals;
mod solve;
mod stdin;
mod table;
mod taker;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

pub use output::{Exit, Out};

/// How computers solve Sudoku: faithful ports of five blog posts, from a three-line code-golf
/// solver to candidate propagation, measured side by side.
///
/// Exit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 a search gave up at its
/// --max-nodes or --timeout bound, 130 interrupted by Ctrl-C.
#[derive(Parser, Debug)]
#[command(name = "sudoku-lab", version, propagate_version = true)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,

    #[command(subcommand)]
    pub command: Command,
}

/// The options of every command.
#[derive(Args, Debug)]
pub struct Global {
    /// When to colour the output: auto colours a terminal unless NO_COLOR is set.
    #[arg(long, value_enum, default_value_t = ColorWhen::Auto, global = true)]
    pub color: ColorWhen,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles (with none given, the puzzles quoted in the seed documents).
    Solve(solve::SolveArgs),
    /// Grade puzzles by the hardest technique a person needs (`--techniques` lists the ladder)
    /// and its rating on the Sudoku Explainer scale, or "needs search". Refuses a puzzle that
    /// does not have exactly one solution. Exit codes: 0 graded, 1 no solution, 2 bad input or several
    /// solutions, 3 the solution count gave up.
    ///
    /// A position mid-solve is rated from where it stands when given by its pencil marks: the
    /// 729-character form of Sukaku Explainer (each cell's nine candidates in order, the digit
    /// where it is kept and `.` (or 0) where it is removed; a cell left one candidate holds it),
    /// or the grid of pencil marks `explain` prints, pasted back whole.
    Grade(grade::GradeArgs),
    /// Generate puzzles: a random full grid, then clues removed while the solution stays
    /// unique, down to a minimal puzzle; the same --seed prints the same puzzles.
    Generate(generate::GenerateArgs),
    /// Explain a solve round by round: the pencil marks after each round, and every step with
    /// its reason.
    ///
    /// A position given by its pencil marks (the 729-character form, or the grid of pencil
    /// marks explain prints) is told by the ladder from its marks; marks that leave no solution
    /// exit with 1, several with 2.
    Explain(explain::ExplainArgs),
    /// The next logical step from a grid, as a nudge (--level 1), the technique (2) or the
    /// whole step (3).
    ///
    /// A position given by its pencil marks (729 characters: each cell's nine candidates, `.`
    /// for a removed one; or the grid of pencil marks explain prints) is hinted from its marks
    /// as they stand: the ladder's next step on them.
    Hint(hint::HintArgs),
    /// The code-golf analyzer: take seed 001's one-liner apart and prove what each trick does.
    Golf(golf::GolfArgs),
    /// Time solvers side by side on the same puzzles (with none given, the seed puzzles).
    Compare(compare::CompareArgs),
    /// Print the completion script of a shell: `sudoku-lab completions bash >
    /// ~/.local/share/bash-completion/completions/sudoku-lab` (zsh, fish, powershell alike).
    Completions(completions::CompletionsArgs),
    /// Print the manual page (`sudoku-lab man | man -l -`), or write one page per command
    /// into a folder with --dir.
    Man(man::ManArgs),
}

/// Decides once whether output is coloured: `--color` wins; `auto` colours a terminal unless
/// the `NO_COLOR` convention asks not to.
fn resolve_color(when: ColorWhen) -> bool {
    match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    }
}

/// The command line, parsed. `solve`, the command that is timed as a whole process, is parsed
/// with a command tree of its own options only: building clap's tree of every command and
/// option cost more than solving a 17-clue puzzle. Anything that tree does not accept as it
/// stands (help, version, a mistake) is parsed again with the whole tree, which says it as
/// usual; what it accepts, the whole tree reads the same way (a test holds them together).
fn parse() -> Cli {
    parse_solve(std::env::args_os()).unwrap_or_else(Cli::parse)
}

/// The command line read with the tree of `solve` alone, or `None` when it is not a plain
/// `solve` command line.
fn parse_solve(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Cli> {
    let mut args = args.into_iter();
    let name = args.next()?;
    let first = args.next()?;
    if first != "solve" {
        return None;
    }
    let tree = Global::augment_args(clap::Command::new("sudoku-lab"))
        .subcommand(solve::SolveArgs::augment_args(clap::Command::new("solve")));
    let matches = tree
        .try_get_matches_from([name, first].into_iter().chain(args))
        .ok()?;
    Cli::from_arg_matches(&matches).ok()
}

pub fn run() -> ExitCode {
    let cli = parse();
    // `fast` takes 9x9 grids only, whose searches the process's own stack holds.
    if let Command::Solve(args) = &cli.command
        && args.solver == sudoku_lab::plan::Choice::Solver(sudoku_lab::Solver::Fast)
        && batch::main_stack_holds(sudoku_lab::Shape::NINE)
    {
        return run_command(cli);
    }
    // Searches recurse once per cell: run the command on a thread whose stack is sized for the
    // largest grid, so that no input can overflow it.
    let command = std::thread::Builder::new()
        .name("sudoku-lab".to_string())
        .stack_size(batch::stack_size(None))
        .spawn(move || run_command(cli));
    match command.map(|thread| thread.join()) {
        Ok(Ok(code)) => code,
        // The panic message is already on standard error.
        Ok(Err(_)) => ExitCode::from(101),
        Err(e) => {
            // No `Out` exists yet; a standard error that cannot be written loses the message.
            let _ = writeln!(
                std::io::stderr(),
                "sudoku-lab: cannot start the main thread: {e}"
            );
            Exit::BadInput.into()
        }
    }
}

fn run_command(cli: Cli) -> ExitCode {
    colored::control::set_override(resolve_color(cli.global.color));
    let mut out = Out::stdout();
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args, &mut out),
        Command::Grade(args) => grade::run(args, &mut out),
        Command::Generate(args) => generate::run(args, &mut out),
        Command::Explain(args) => explain::run(args, &mut out),
        Command::Hint(args) => hint::run(args, &mut out),
        Command::Golf(args) => golf::run(args, &mut out),
        Command::Compare(args) => compare::run(args, &mut out),
        Command::Completions(args) => completions::run(args, Cli::command(), &mut out),
        Command::Man(args) => man::run(args, Cli::command(), &mut out),
    };
    let result = result.and_then(|exit| out.flush().map(|()| exit));
    match result {
        Ok(exit) => exit.into(),
        Err(e) if output::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            out.err(format!("sudoku-lab: {e}"));
            Exit::BadInput.into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }

    /// What the tree of `solve` alone accepts, the whole tree reads the same way; what it does
    /// not (help, version, mistakes, other commands), it leaves to the whole tree.
    #[test]
    fn solve_alone_reads_what_the_whole_tree_reads() {
        let lines: &[&[&str]] = &[
            &["solve"],
            &[
                "solve", "--solver", "fast", "--format", "line", "--file", "x.txt",
            ],
            &[
                "solve",
                "-s",
                "fast",
                "--no-unique-check",
                "-f",
                "x.txt",
                "--jobs",
                "2",
            ],
            &["--color", "never", "solve", "-"],
            &[
                "solve", "--color", "always", "--count", "--limit", "5", "-v", "p",
            ],
            &[
                "solve",
                "--timeout",
                "2s",
                "--max-nodes",
                "9",
                "--stats",
                "--size",
                "4",
            ],
        ];
        for line in lines {
            let args = || std::iter::once("sudoku-lab").chain(line.iter().copied());
            let whole = Cli::try_parse_from(args()).expect("a valid command line");
            let os = args().map(std::ffi::OsString::from);
            match parse_solve(os) {
                Some(alone) => assert_eq!(format!("{alone:?}"), format!("{whole:?}"), "{line:?}"),
                // A global option before the command: left to the whole tree.
                None => assert_ne!(line[0], "solve", "{line:?}"),
            }
        }
        for line in [
            &["solve", "--help"][..],
            &["solve", "--version"],
            &["solve", "--solver", "nope"],
            &["solve", "--jobs"],
            &["grade", "x"],
        ] {
            let args = std::iter::once("sudoku-lab").chain(line.iter().copied());
            assert!(
                parse_solve(args.map(std::ffi::OsString::from)).is_none(),
                "{line:?}"
            );
        }
    }
}
