//! The code-golf analyzer: seed 001's one-liner taken apart, each trick proved by computation.
//!
//! [`specimen`] holds the program under study; [`pytoken`] and [`pyexpr`] read Python (a
//! tokenizer, and an evaluator of integer expressions under Python 2 or Python 3 rules);
//! [`ungolf`] rewrites the specimen one named step at a time; [`peers`] proves the peer
//! expression; [`digits`] explains and searches digit strings; [`nodes`] counts and ranks
//! digit orders; [`semantics`] runs the seed's variants under both Pythons; [`tricks`] finds the
//! tricks in any golfed solver of the family. Every function returns data and prints nothing.

pub mod digits;
pub mod nodes;
pub mod peers;
pub mod pyexpr;
pub mod pytoken;
pub mod semantics;
pub mod specimen;
pub mod tricks;
pub mod ungolf;
