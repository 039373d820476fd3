//! The one integration test binary: each module tests one command or concept, through the
//! helpers in `common`.

mod common;

mod compare;
mod observer_hook;
mod parse_errors;
mod solve;
