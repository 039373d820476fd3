//! Pictures of a grid for people, as data and as SVG: the sudokuwiki.org / HoDoKu way of
//! teaching a technique (a name, a picture, a real puzzle), drawn by the library itself.
//!
//! A [`Diagram`] says *what* to show (digits, pencil marks, cells and houses with their role
//! in the idea, candidates placed, removed or forming the pattern, links between candidates);
//! [`Diagram::to_svg`] says *how* (hand-written SVG, no dependency). The conversions from the
//! library's own values, a solver's [`Step`](crate::steps::Step) or the ladder's
//! [`Deduction`](crate::logic::Deduction), live in one file, [`from`]. A search tree gets its
//! own picture: [`tree::SearchTree`]; charts that are not grids (bars, a scatter of ratings)
//! are in [`chart`]. Every function here is pure and returns a string.

pub mod chart;
pub mod from;
mod model;
mod svg;
pub mod tree;

pub use model::{CellRole, Content, Diagram, HouseRole, Link, MarkRole, Panel, Strength};

// Drawing is a method of the model, written here rather than in model.rs so that the model
// imports nothing of the drawing (no cycle: mod.rs -> model.rs, svg.rs -> model.rs).
impl Diagram {
    /// The figure as a standalone SVG document; `title` is its accessible name.
    pub fn to_svg(&self, title: &str) -> String {
        svg::grid(self, title)
    }
}

/// Several grids in one standalone SVG document, three a row, each under its caption in a
/// group of its own (`<g id="panel-K">`, with a `<desc>` naming the cells it draws): a nested
/// forcing chain's outer chain and its inner ones ([`from::nested`]).
pub fn panels_to_svg(panels: &[Panel], title: &str) -> String {
    svg::panels(panels, title)
}
