//! `sudoku-lab hint`: the next logical step from a grid, and no more: a nudge, the technique,
//! or the whole step.

use std::io;

use clap::Args;
use colored::Colorize;
use sudoku_lab::hint::{Hint, Level, next_step};

use super::input::InputArgs;
use super::output::{Exit, Out};

#[derive(Args, Debug)]
pub struct HintArgs {
    /// The puzzle as it stands, with the digits filled in so far.
    #[command(flatten)]
    pub input: InputArgs,

    /// How much to give away: 1 where to look (a cell or a house), 2 the technique as well,
    /// 3 the whole step.
    #[arg(long, short, value_name = "1|2|3", default_value_t = 1,
          value_parser = clap::value_parser!(u8).range(1..=3))]
    pub level: u8,
}

pub fn run(args: &HintArgs, out: &mut Out) -> io::Result<Exit> {
    let level = Level::from_number(args.level).expect("clap keeps the level within 1..=3");
    let mut exit = Exit::Solved;
    let mut any = false;
    for item in args.input.items()? {
        any = true;
        let grid = match &item.result {
            Ok(grid) => grid,
            Err(e) => {
                eprintln!("{}: {e}", "error".red().bold());
                exit = exit.worst(Exit::BadInput);
                continue;
            }
        };
        let hint = next_step(grid);
        let text = hint.text(level, grid);
        let text = match hint {
            Hint::Single(_) | Hint::Technique { .. } => text.green().to_string(),
            Hint::Guess { .. } => text.yellow().to_string(),
            Hint::Stuck(_) => {
                exit = exit.worst(Exit::NoSolution);
                text.red().to_string()
            }
            Hint::Complete => text,
        };
        out.line(format!("{}: {text}", item.label.bold()))?;
    }
    if !any {
        eprintln!("sudoku-lab: no puzzle in the input");
        return Ok(Exit::BadInput);
    }
    Ok(exit)
}
