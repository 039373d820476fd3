//! A puzzle from the page's box, read as the command line reads its argument: any of its
//! formats, and the same messages, naming the puzzle `puzzle`, the cell and the character.

use sudoku_lab_core::grid::Grid;
use sudoku_lab_core::parse::parse_puzzle;

/// The name the command line gives a puzzle passed as an argument, in every message.
const ARGUMENT: &str = "puzzle";

/// The grid in `text`, or the command line's message for it.
pub fn read(text: &str) -> Result<Grid, String> {
    parse_puzzle(text).map_err(|e| {
        if text.trim_end_matches(['\n', '\r']).contains('\n') {
            format!("{ARGUMENT}, line {}{}", e.line, e.detail())
        } else {
            format!("{ARGUMENT}{}", e.detail())
        }
    })
}

/// The grid in `text` when it can be searched: read, and no digit twice in a house.
pub fn searchable(text: &str) -> Result<Grid, String> {
    let grid = read(text)?;
    match grid.first_conflict() {
        None => Ok(grid),
        Some(conflict) => Err(format!("{ARGUMENT}: {conflict}")),
    }
}
