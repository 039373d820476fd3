//! The one integration test binary: each module tests one command or concept, through the
//! helpers in `common`.

mod common;

mod parse_errors;
mod record;
mod singles;
mod solve;
