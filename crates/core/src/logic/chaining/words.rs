//! The words of every chain step: the chains as a person reads them, and what they prove.

use super::super::chain::Chain;
use super::super::deduction::and_list;
use super::super::{Deduction, Technique};

/// `r3c4 is 7` or `r3c4 is not 7`: what the removals prove.
fn conclusion_words(d: &Deduction) -> String {
    let removals = d.removals();
    let end = d.chains.first().map(|c| c.end());
    match end {
        Some(n) if n.on && removals.iter().all(|&(c, x)| c == n.cell && x != n.digit) => {
            format!("{} is {}", n.cell, n.digit)
        }
        _ => and_list(removals.iter().map(|(c, x)| format!("{c} is not {x}"))),
    }
}

/// The rest of a chain after its assumption: `r2c8 is not 7, so r6c8 is 7`.
fn tail(chain: &Chain) -> String {
    let words = chain.words();
    match words.split_once(", then ") {
        Some((_, rest)) => rest.to_string(),
        None => chain.assumption().words(),
    }
}

/// The sentence of every chain technique, from its chains: `if r2c5 is 7, then r2c8 is not 7,
/// so r6c8 is 7, ...`, and what that proves.
pub fn explain(d: &Deduction) -> String {
    let Some(first) = d.chains.first() else {
        return String::new();
    };
    let start = first.assumption();
    let proved = conclusion_words(d);
    let kind = match d.technique {
        Technique::CellForcingChain => "cell",
        Technique::UnitForcingChain => "unit",
        _ => d.variant.unwrap_or(""),
    };
    match kind {
        "loop" => format!(
            "{}, back where it started: the links alternate all round the loop, so whichever \
             way it goes, every candidate that sees a true candidate of each way is false: {proved}",
            first.words()
        ),
        "forcing" => format!(
            "{}: the assumption undoes itself, so {proved}",
            first.words()
        ),
        "contradiction" => {
            let other = d.chains.get(1).map(tail).unwrap_or_default();
            format!(
                "{}; and also {other}: both cannot hold, so the assumption is false: {proved}",
                first.words()
            )
        }
        "both ways" => {
            let other = d.chains.get(1).map(Chain::words).unwrap_or_default();
            format!("{}; {other}: either way, {proved}", first.words())
        }
        "cell" => {
            let cases: Vec<String> = d.chains.iter().map(Chain::words).collect();
            format!(
                "{} holds {}: {}; whichever it holds, {proved}",
                start.cell,
                and_list(d.chains.iter().map(|c| c.assumption().digit)).replace(" and ", " or "),
                cases.join("; ")
            )
        }
        "unit" => {
            let cases: Vec<String> = d.chains.iter().map(Chain::words).collect();
            let house = d.focus().map(|h| h.to_string()).unwrap_or_default();
            format!(
                "in {house}, {} fits only {}: {}; wherever it goes, {proved}",
                start.digit,
                and_list(d.chains.iter().map(|c| c.assumption().cell)).replace(" and ", " or "),
                cases.join("; ")
            )
        }
        _ => format!("{}: {proved}", first.words()),
    }
}
