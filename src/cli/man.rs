//! `sudoku-lab man`: the manual page, generated (roff) from the same definitions clap parses the
//! command line with: the page of `sudoku-lab` on standard output, or with `--dir` one page per
//! command written to a folder, for `man` to find.

use std::io;
use std::path::PathBuf;

use clap::Args;

use super::output::{Exit, Out};

#[derive(Args, Debug)]
pub struct ManArgs {
    /// Write sudoku-lab.1 and a page for each command (sudoku-lab-solve.1, ...) into this
    /// folder instead, for instance ~/.local/share/man/man1.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// Writes the manual of `command` (the whole command line).
pub fn run(args: &ManArgs, command: clap::Command, out: &mut Out) -> io::Result<Exit> {
    let Some(dir) = &args.dir else {
        let mut page = Vec::new();
        clap_mangen::Man::new(command).render(&mut page)?;
        out.text(String::from_utf8_lossy(&page))?;
        return Ok(Exit::Solved);
    };
    let context = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(context)?;
    clap_mangen::generate_to(command, dir).map_err(context)?;
    let mut pages: Vec<String> = std::fs::read_dir(dir)
        .map_err(context)?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("sudoku-lab") && name.ends_with(".1"))
        .collect();
    pages.sort();
    out.err(format!(
        "wrote {} manual pages to {}: {}",
        pages.len(),
        dir.display(),
        pages.join(" ")
    ));
    Ok(Exit::Solved)
}
