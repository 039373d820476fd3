//! `sudoku-lab golf digits`: The digit strings: why they work, the cheapest ways to write one, what repeats cost.

use std::io;

use colored::Colorize;

use super::*;

#[derive(Args, Debug)]
pub struct DigitsArgs {
    /// The longest expression searched, in characters.
    #[arg(long, value_name = "N", default_value_t = 7)]
    pub max_len: usize,

    /// Give up counting a puzzle after this many calls.
    #[arg(long, value_name = "N", default_value_t = 100_000_000)]
    pub max_nodes: u64,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}



pub fn run(args: &DigitsArgs, out: &mut Out) -> io::Result<Exit> {
    let seeds = [
        ("'%d'%5**18", FIVE_POW_18),
        ("`14**7*9`", FOURTEEN_POW_7_TIMES_9),
    ];
    let explained: Vec<_> = seeds
        .iter()
        .map(|(src, s)| json!({"source": src, "digits": digits::explain(s)}))
        .collect();
    let search = digits::search(args.max_len);
    let costs: Vec<digits::RepeatCost> = SEED_PUZZLES
        .iter()
        .map(|p| digits::repeat_cost(p.name, &p.grid(), FIVE_POW_18, Some(args.max_nodes)))
        .collect();
    if args.format == Format::Json {
        json_out(
            out,
            &json!({"strings": explained, "search": search, "repeat_cost": costs}),
        )?;
        return Ok(Exit::Solved);
    }
    out.line(
        "Why the seeds' digit strings work"
            .bold()
            .underline()
            .to_string(),
    )?;
    for (src, s) in seeds {
        let d = digits::explain(s);
        out.line(format!(
            "  {src:12} = {}  {} digits, {} every digit 1-9{}",
            s.yellow(),
            d.len,
            tick(d.covers),
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!(
                    "; repeated: {} ({} characters tried for nothing at every call)",
                    d.repeats
                        .iter()
                        .map(|(g, n)| format!("{g} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    d.wasted
                )
            }
        ))?;
    }
    out.line(
        "  The solver tries the characters in order and needs each digit 1-9 once; the order only \
         changes the work. A 0 would be harmless: the cell being filled holds '0' and is its own \
         peer, so '0' is always excluded.",
    )?;
    heading(
        out,
        &format!("Shortest expressions, up to {} characters", search.max_len),
    )?;
    out.line(format!(
        "  shapes a**b, a**b*c, a*b**c, a**b+c, a**b-c, a<<b, a**b**c; {} expressions tried, {} \
         hold every digit 1-9",
        thousands(search.tried as u64),
        thousands(search.usable as u64)
    ))?;
    for (name, list) in [
        ("Python 2 (64-bit)", &search.python2),
        (
            "Python 2, backquotes safe on 32 bits",
            &search.python2_32bit,
        ),
        ("Python 3", &search.python3),
    ] {
        let cost = list.first().map_or(0, |c| c.cost);
        out.line(format!(
            "  {} (cost {cost} bytes after `for m in`; {} ties, shortest digit strings first):",
            name.bold(),
            list.len()
        ))?;
        for c in list.iter().take(6) {
            out.line(format!(
                "    {:16} -> {}  ({} digits{})",
                c.source.yellow(),
                c.digits.text,
                c.digits.len,
                if c.digits.repeats.is_empty() {
                    ", no repeats".to_string()
                } else {
                    format!(", {} wasted", c.digits.wasted)
                }
            ))?;
        }
    }
    out.line(
        "  Backquotes need a value without the `L` of a long (up to 2**63-1 on 64-bit Python 2); \
              str(...) and f'...' start with a letter, so they need a space after `in`.",
    )?;
    out.line(format!(
        "  {}:",
        "Shortest expressions giving each digit exactly once".bold()
    ))?;
    for c in &search.permutations {
        out.line(format!("    {:16} -> {}", c.expr.yellow(), c.digits.text))?;
    }
    heading(out, "What the repeats of 3814697265625 cost")?;
    out.line(format!(
        "  {:10} {:>14} {:>14} {:>8}",
        "puzzle", "3814697265625", "381469725", "ratio"
    ))?;
    for c in &costs {
        out.line(format!(
            "  {:10} {:>14} {:>14} {:>7.2}x{}",
            c.puzzle,
            thousands(c.with_repeats),
            thousands(c.without_repeats),
            c.with_repeats as f64 / c.without_repeats.max(1) as f64,
            if c.gave_up {
                "  (gave up at --max-nodes)"
            } else {
                ""
            }
        ))?;
    }
    out.line("  Same digits, same first places: the second and third 6 (and second 2 and 5) \
              re-explore subtrees the first try already exhausted, at every depth (see `golf nodes`).")?;
    Ok(Exit::Solved)
}

