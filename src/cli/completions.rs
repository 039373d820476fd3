//! `sudoku-lab completions SHELL`: the completion script of a shell, generated from the same
//! definitions clap parses the command line with, so it never falls behind a flag.

use std::io;

use clap::Args;
use clap_complete::Shell;

use super::output::{Exit, Out};

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Writes the completion script of `args.shell` for `command` (the whole command line).
pub fn run(args: &CompletionsArgs, mut command: clap::Command, out: &mut Out) -> io::Result<Exit> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "sudoku-lab", &mut script);
    let mut script = String::from_utf8_lossy(&script).into_owned();
    if args.shell == Shell::Bash {
        // clap_complete spells the state of a subcommand two ways when the binary's name holds
        // a hyphen (`sudoku__lab__subcmd__solve` where it is set, `sudoku__subcmd__lab__...`
        // where it is matched), so no subcommand's flags would complete (clap-rs/clap#6421).
        script = script.replace("sudoku__subcmd__lab", "sudoku__lab");
    }
    out.text(script)?;
    Ok(Exit::Solved)
}
