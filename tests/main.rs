//! The one integration test binary: each module tests one command or concept, through the
//! helpers in `common`.

mod common;

mod against_ratings;
mod architecture;
mod book;
mod book_try_it;
mod bounds;
mod compare;
mod diagram_nested;
mod dlx;
mod fast;
mod fuzz;
mod generate;
mod golf;
mod golf_limits;
mod golf_python;
mod golf_shorten;
mod hardening;
mod hostile;
mod json;
mod logic;
mod marks;
mod marks_grid;
mod observer_hook;
mod parse_errors;
mod pinned_counts;
mod props;
mod raters;
mod readme;
mod record;
mod sat;
mod shell;
mod singles;
mod solve;
mod solve_ladder;
mod stream;
mod streaming;
