//! `sudoku-lab golf semantics`: Python 2 against Python 3 for the seed's variants, and who printed the commenter's grid.

use std::io;

use colored::Colorize;

use clap::Args;
use sudoku_lab::analyzer::semantics::{self, COMMENTER_GRID, Fate, Outcome};
use sudoku_lab::puzzles::COMMENTER;
use sudoku_lab::solvers::{DigitOrder, FIVE_POW_18, FOURTEEN_POW_7_TIMES_9, golf};
use sudoku_lab::{Limits, NoObserver};

use super::common::*;
use crate::cli::progress;

#[derive(Args, Debug)]
pub struct SemanticsArgs {
    /// The puzzle (default: the commenter's puzzle of seed 001).
    pub puzzle: Option<std::ffi::OsString>,

    /// The grid to attribute (default: the commenter's grid, for the commenter's puzzle).
    #[arg(long, value_name = "GRID")]
    pub grid: Option<String>,

    /// Also try all 362,880 orders of the nine digits for the runs that do not raise (each run
    /// within --max-nodes, the sweep within 2,000,000,000 calls; exit code 3 if it stops there).
    #[arg(long)]
    pub all_orders: bool,

    /// Give up on a run after this many calls (1 to 10^12).
    #[arg(long, value_name = "N", default_value_t = 50_000_000, value_parser = nodes())]
    pub max_nodes: u64,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

fn fate_text(f: &Fate) -> String {
    match f {
        Fate::Survives => "survives".green().to_string(),
        Fate::OnlySelf => "only i == j: lost".red().to_string(),
        Fate::Raises { error } => format!("raises {error}").red().to_string(),
        Fate::Wrong { pairs } => format!("wrong on {pairs} pairs").red().to_string(),
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::SyntaxError { .. } => "SyntaxError: does not compile".red().to_string(),
        Outcome::Skipped { reason } => format!("not run: {reason}").dimmed().to_string(),
        Outcome::Raised {
            message,
            call,
            i,
            j,
            ..
        } => {
            format!("{} (call {call}, i={i}, j={j})", message.red())
        }
        Outcome::Printed {
            grids,
            nodes,
            gave_up,
        } => {
            let shown = grids.first().map_or("nothing".to_string(), |g| {
                let ok = semantics::conflicts(g).is_empty();
                format!("\n      {} {}", g, tick(ok))
            });
            format!(
                "after {} calls{}, printed{}:{shown}",
                thousands(*nodes),
                if *gave_up { " (gave up)" } else { "" },
                if grids.len() > 1 {
                    format!(" (+{} more)", grids.len() - 1)
                } else {
                    String::new()
                },
            )
        }
    }
}

/// What `golf semantics` computes before it writes: the variants, their clauses' fates, their
/// runs under each dialect, the program that printed `target`, and the original run as meant.
type Analysis = (
    Vec<semantics::Variant>,
    Vec<Vec<semantics::ClauseReport>>,
    Vec<Vec<semantics::VariantRun>>,
    Option<semantics::Culprit>,
    Vec<semantics::Intended>,
);

/// `partial` says what is done as it goes.
fn analyse(
    grid: &Grid,
    target: Option<&str>,
    limit: Option<u64>,
    all_orders: bool,
    partial: &Partial,
) -> Analysis {
    partial.set("0 runs of the variants done: their clauses were being checked".to_string());
    let vs = semantics::variants();
    let fates: Vec<_> = vs.iter().map(semantics::clause_fates).collect();
    let mut cache = semantics::RunCache::default();
    let total = vs.len() * Semantics::ALL.len();
    let (mut done, mut calls) = (0, 0u64);
    let mut runs: Vec<Vec<semantics::VariantRun>> = Vec::new();
    for v in &vs {
        let mut of_v = Vec::new();
        for &s in &Semantics::ALL {
            partial.set(format!(
                "{done} of the {total} runs of the variants done, {} calls simulated; variant {} \
                 under {s} was running",
                thousands(calls),
                v.key
            ));
            let run = cache.run(v, s, None, grid, None, limit, 3);
            done += 1;
            calls += match run.outcome {
                Outcome::Printed { nodes, .. } => nodes,
                Outcome::Raised { call, .. } => call,
                _ => 0,
            };
            of_v.push(run);
        }
        runs.push(of_v);
    }
    partial.set(format!(
        "all {total} runs of the variants done, {} calls simulated; the search for the program \
         that printed the grid not finished",
        thousands(calls)
    ));
    let culprit = target.map(|t| semantics::find_culprit(grid, t, limit, all_orders));
    partial.set(format!(
        "all {total} runs of the variants done, {} calls simulated, and the search for the \
         program that printed the grid; the original's runs as intended not finished",
        thousands(calls)
    ));
    // The original, run as intended: the library's golf port under Python 2 rules.
    let intended: Vec<_> = [FOURTEEN_POW_7_TIMES_9, FIVE_POW_18]
        .iter()
        .map(|o| {
            let r = golf(
                grid,
                &DigitOrder::new(o).expect("a digit order"),
                &Limits {
                    max_nodes: limit,
                    ..Limits::default()
                },
                &mut NoObserver,
            );
            semantics::Intended {
                order: o.to_string(),
                calls: r.stats.nodes,
                gave_up: r.stop.gave_up(),
                solution: r.solutions.first().map(|g| g.to_line_with('0')),
                valid: r.solutions.first().is_some_and(|s| grid.is_solved_by(s)),
            }
        })
        .collect();
    (vs, fates, runs, culprit, intended)
}

pub fn run(args: &SemanticsArgs, out: &mut Out) -> io::Result<Exit> {
    let grid = puzzle_arg(
        args.puzzle
            .as_deref()
            .unwrap_or(std::ffi::OsStr::new(COMMENTER.line)),
    )?;
    let target = match &args.grid {
        Some(g) => Some(g.clone()),
        None if grid.to_line_with('0') == COMMENTER.line => Some(COMMENTER_GRID.to_string()),
        None => None,
    };
    if let Some(t) = &target
        && (t.len() != 81 || !t.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(invalid("--grid: expected 81 digits"));
    }
    let limit = Some(args.max_nodes);
    // Runs that loop go to their --max-nodes: at the default, about a minute in all.
    if (args.max_nodes >= 10_000_000 || args.all_orders)
        && progress::note_on_terminal(args.format != Format::Json)
    {
        out.err(
            "note: golf semantics takes about a minute (runs that loop go to --max-nodes); a \
                 smaller --max-nodes, such as 1000000, shortens it; Ctrl-C stops it",
        );
    }
    let all_orders = args.all_orders;
    let (worked, sought) = (grid.clone(), target.clone());
    let partial = Partial::default();
    let working = partial.clone();
    let Some((vs, fates, runs, culprit, intended)) = computed(
        out,
        args.format,
        "semantics",
        "running the variants under Python 2 and 3",
        &partial,
        move || analyse(&worked, sought.as_deref(), limit, all_orders, &working),
    )?
    else {
        return Ok(Exit::Interrupted);
    };
    // A run stopped at --max-nodes printed nothing yet: the command says so, exit code 3.
    let gave_up = intended.iter().any(|r| r.gave_up)
        || runs
            .iter()
            .flatten()
            .any(|r| matches!(r.outcome, Outcome::Printed { gave_up: true, .. }));
    let partial = culprit
        .as_ref()
        .is_some_and(|c| c.all_orders.iter().any(|n| n.counted < n.orders));
    if args.format == Format::Json {
        let variants: Vec<_> = vs
            .iter()
            .zip(&fates)
            .zip(&runs)
            .map(|((v, f), r)| semantics::VariantReport {
                variant: v.clone(),
                clauses: f.clone(),
                runs: r.clone(),
            })
            .collect();
        let report = semantics::SemanticsReport {
            puzzle: grid.to_line_with('0'),
            variants,
            culprit,
            intended: intended.clone(),
        };
        json_out(out, &report)?;
        return Ok(semantics_exit(out, args, gave_up, partial, &intended));
    }
    out.line(format!("{} {}", "Puzzle".bold(), grid.to_line_with('0')))?;
    for ((v, f), r) in vs.iter().zip(&fates).zip(&runs) {
        write_variant(v, f, r, out)?;
    }
    if let (Some(c), Some(t)) = (&culprit, &target) {
        write_culprit(c, t, &vs, args.all_orders, out)?;
    }
    write_intended(&intended, out)?;
    Ok(semantics_exit(out, args, gave_up, partial, &intended))
}

/// One variant of the one-liner: its peer test, where the test comes from, its digits, the fate
/// of each clause under each Python, and each run's outcome.
fn write_variant(
    v: &semantics::Variant,
    f: &[semantics::ClauseReport],
    r: &[semantics::VariantRun],
    out: &mut Out,
) -> io::Result<()> {
    heading(out, &format!("{} — {}", v.key, v.title))?;
    out.line(format!(
        "  test   {} ({})",
        v.test.yellow(),
        match v.peer_when {
            semantics::PeerWhen::Zero => "peers where it is zero",
            semantics::PeerWhen::True => "peers where it is true",
        }
    ))?;
    for (k, l) in wrap(v.derived, 88).iter().enumerate() {
        out.line(format!(
            "  {}{}",
            if k == 0 { "from   " } else { "       " },
            l.dimmed()
        ))?;
    }
    out.line(format!(
        "  digits {}, {}",
        v.digits,
        if v.every_solution {
            "prints every solution"
        } else {
            "stops at the first solution"
        }
    ))?;
    for c in f {
        out.line(format!(
            "  {:6} {:32} Python 2: {}",
            c.house,
            c.text,
            fate_text(&c.py2)
        ))?;
        out.line(format!("  {:6} Python 3: {}", "", fate_text(&c.py3)))?;
    }
    match v.py3_syntax {
        semantics::Py3Syntax::Compiles => {}
        semantics::Py3Syntax::Fails(why) | semantics::Py3Syntax::Patched(why) => {
            for (k, l) in wrap(&format!("Python 3 syntax: {why}"), 96)
                .iter()
                .enumerate()
            {
                out.line(format!("  {}{l}", if k > 0 { "  " } else { "" }))?;
            }
        }
    }
    for run in r {
        out.line(format!(
            "  {}: {}",
            run.semantics,
            outcome_text(&run.outcome)
        ))?;
    }
    Ok(())
}

/// Which program printed the commenter's grid `t`: the matches among the variants, the digit
/// orders that print it, and why it is no solution.
fn write_culprit(
    c: &semantics::Culprit,
    t: &str,
    vs: &[semantics::Variant],
    all_orders: bool,
    out: &mut Out,
) -> io::Result<()> {
    heading(out, "Which program printed the grid")?;
    out.line(format!("  grid {}", t.yellow()))?;
    out.line(format!(
        "  tried: {} variants x 2 Pythons x orders {}{}",
        vs.len(),
        semantics::ORDERS.join(", "),
        if all_orders {
            " (and all 362,880 orders for the Python 3 runs that compute)"
        } else {
            ""
        }
    ))?;
    if c.matches.is_empty() {
        out.line(format!(
            "  {} no program and semantics tried prints it",
            tick(false)
        ))?;
    }
    for m in &c.matches {
        let patched = m.semantics == Semantics::Py3
            && vs.iter().any(|v| {
                v.key == m.variant && matches!(v.py3_syntax, semantics::Py3Syntax::Patched(_))
            });
        out.line(format!(
            "  {} {} under {} with {}: {}",
            tick(true),
            m.variant.bold(),
            m.semantics,
            m.order,
            match (m.own_order, patched) {
                (true, false) => "the program as written, character for character"
                    .green()
                    .to_string(),
                (true, true) => "its own digits, its prints made print() calls"
                    .green()
                    .to_string(),
                _ => "with a digit order it does not use".dimmed().to_string(),
            }
        ))?;
    }
    for n in &c.all_orders {
        let partial = if n.counted < n.orders {
            format!(
                " (only {} run: the sweep stopped at its budget of {} calls)",
                thousands(n.counted as u64),
                thousands(semantics::ALL_ORDERS_BUDGET)
            )
        } else {
            String::new()
        };
        out.line(format!(
            "  {} under {}: {} of {} orders print it (e.g. {}){partial}",
            n.variant,
            n.semantics,
            thousands(n.matching as u64),
            thousands(n.orders as u64),
            n.examples.join(", ")
        ))?;
    }
    out.line(format!(
        "  It keeps the givens: {}. It is not a solution: {} (house, digit) repeats, e.g.",
        tick(c.keeps_givens),
        c.conflicts.len()
    ))?;
    for x in c
        .conflicts
        .iter()
        .filter(|x| x.house.starts_with("row"))
        .take(4)
    {
        out.line(format!(
            "    {}: {} {} times ({})",
            x.house,
            x.digit.to_string().red().bold(),
            x.cells.len(),
            x.cells.join(", ")
        ))?;
    }
    for l in wrap(
        "Under Python 3, i/9 == j/9 and i/27 == j/27 compare floats, equal only when \
              i == j: the row and box tests are lost and only the column test (i-j)%9 == 0 \
              remains, so every column is filled with distinct digits and rows and boxes are \
              not checked at all.",
        96,
    ) {
        out.line(format!("  {l}"))?;
    }
    Ok(())
}

/// The original one-liner run as intended, under Python 2, for each digit order.
fn write_intended(intended: &[semantics::Intended], out: &mut Out) -> io::Result<()> {
    heading(
        out,
        "The original, run as intended (Python 2; the library's golf port)",
    )?;
    for r in intended {
        out.line(format!(
            "  digits {:14} {:>12} calls, printed\n      {} {}",
            r.order,
            thousands(r.calls),
            r.solution.as_deref().unwrap_or(if r.gave_up {
                "no solution within --max-nodes"
            } else {
                "no solution"
            }),
            tick(r.valid)
        ))?;
    }
    Ok(())
}

/// The exit code of `golf semantics`, after the message that explains it: 3 when a run
/// stopped at its bound, 1 when the original, run as intended, finds no solution.
fn semantics_exit(
    out: &mut Out,
    args: &SemanticsArgs,
    gave_up: bool,
    partial: bool,
    intended: &[semantics::Intended],
) -> Exit {
    let mut exit = gave_up_at(
        out,
        gave_up,
        &format!(
            "a run gave up at the node limit (--max-nodes {}) before it printed a grid",
            thousands(args.max_nodes)
        ),
    );
    exit = exit.worst(gave_up_at(
        out,
        partial,
        &format!(
            "--all-orders stopped at its budget of {} calls: the counts of orders are partial",
            thousands(semantics::ALL_ORDERS_BUDGET)
        ),
    ));
    if exit == Exit::Solved && intended.iter().all(|r| r.solution.is_none()) {
        out.err("puzzle: no solution (the original, run as intended, finds none)");
        return Exit::NoSolution;
    }
    exit
}
