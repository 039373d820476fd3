//! The command line: flags parsed once by clap, resolved once (colour), then handed to one
//! command module. Each command returns an [`Exit`]; errors on the way out become messages on
//! standard error and exit code 2, and a closed pipe ends the run quietly.

mod args;
mod batch;
mod compare;
mod completions;
mod explain;
mod generate;
mod golf;
mod grade;
mod hint;
mod input;
mod ladder;
mod man;
mod narration;
mod output;
mod record;
mod sat;
mod signals;
mod solve;
mod stdin;
mod table;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

pub use output::{Exit, Out};

/// How computers solve Sudoku: faithful ports of five blog posts, from a three-line code-golf
/// solver to candidate propagation, measured side by side.
///
/// Exit codes: 0 solved, 1 no solution, 2 bad input or usage, 3 a search gave up at its
/// --max-nodes or --timeout bound, 130 interrupted by Ctrl-C.
#[derive(Parser, Debug)]
#[command(name = "sudoku-lab", version, propagate_version = true)]
pub struct Cli {
    /// When to colour the output: auto colours a terminal unless NO_COLOR is set.
    #[arg(long, value_enum, default_value_t = ColorWhen::Auto, global = true)]
    pub color: ColorWhen,

    #[command(subcommand)]
    pub command: Command,
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
    Grade(grade::GradeArgs),
    /// Generate puzzles: a random full grid, then clues removed while the solution stays
    /// unique, down to a minimal puzzle; the same --seed prints the same puzzles.
    Generate(generate::GenerateArgs),
    /// Explain a solve round by round: the pencil marks after each round, and every step with
    /// its reason.
    Explain(explain::ExplainArgs),
    /// The next logical step from a grid, as a nudge (--level 1), the technique (2) or the
    /// whole step (3).
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

pub fn run() -> ExitCode {
    let cli = Cli::parse();
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
    colored::control::set_override(resolve_color(cli.color));
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
}
