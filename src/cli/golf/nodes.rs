//! `sudoku-lab golf nodes`: Calls per digit order on one puzzle, and the rank of an order among all 362,880.

use std::io;

use colored::Colorize;

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudoku_lab::analyzer::nodes;
use sudoku_lab::solvers::{DigitOrder, FIVE_POW_18, FOURTEEN_POW_7_TIMES_9};

use super::common::*;

#[derive(Args, Debug)]
pub struct NodesArgs {
    /// The puzzle: 81 characters, 0 or . for an empty cell.
    pub puzzle: std::ffi::OsString,

    /// A digit order of your own (digits 1-9, repeats allowed), ranked among all orders.
    #[arg(long, value_name = "DIGITS")]
    pub digits: Option<String>,

    /// Give up counting one of the listed orders after this many calls (1 to 10^12).
    // Above every count the seeds quote (the commenter's puzzle takes seed 001's digits
    // 20,450,246 calls), so that the default run shows the seed's fact, not a bound.
    #[arg(long, value_name = "N", default_value_t = 50_000_000, value_parser = nodes())]
    pub max_nodes: u64,

    /// In the ranking, give up on one order after this many calls; it then counts as that
    /// many (at least). 1 to 10^12.
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = nodes())]
    pub rank_max_nodes: u64,

    /// Stop the ranking once all orders together have made this many calls (the ranking is
    /// then partial, and says so), so a hard puzzle cannot stall it.
    #[arg(long, value_name = "N", default_value_t = 2_000_000_000, value_parser = nodes())]
    pub rank_budget: u64,

    /// Rank among the first N orders only (lexicographic), 1 to 362880 (all of them).
    #[arg(long, value_name = "N", default_value_t = nodes::PERMUTATIONS,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new()
              .range(1..=nodes::PERMUTATIONS as u64))]
    pub orders: usize,

    /// Skip the ranking.
    #[arg(long)]
    pub no_rank: bool,

    #[arg(long, default_value = "text", value_parser = formats(TEXT_OR_JSON))]
    pub format: Format,
}

fn progress_bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} orders, {eta} left")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar.set_message("ranking");
    bar
}

pub fn run(args: &NodesArgs, out: &mut Out) -> io::Result<Exit> {
    // Ctrl-C stops the ranking; what was counted is summarised (exit code 130).
    super::super::batch::install_interrupt_handler();
    let grid = puzzle_arg(&args.puzzle)?;
    let user = args
        .digits
        .as_deref()
        .map(DigitOrder::new)
        .transpose()
        .map_err(|e| invalid(format!("--digits: {e}")))?;
    let mut orders: Vec<(String, String)> = vec![
        ("seed 001, '%d'%5**18".into(), FIVE_POW_18.to_string()),
        (
            "seed 004, `14**7*9`".into(),
            FOURTEEN_POW_7_TIMES_9.to_string(),
        ),
        ("1 to 9".into(), "123456789".to_string()),
        (
            "5**18 without repeats".into(),
            nodes::without_repeats(FIVE_POW_18),
        ),
    ];
    if let Some(u) = &user
        && !orders.iter().any(|(_, o)| o == u.as_str())
    {
        orders.push(("yours".into(), u.as_str().to_string()));
    }
    let max = Some(args.max_nodes);
    // The listed orders counted (20 million calls for seed 001's on the commenter's puzzle),
    // so that Ctrl-C is heard at once, with the counts done so far.
    let partial = Partial::default();
    let (working, worked, listed) = (partial.clone(), grid.clone(), orders.clone());
    let Some((solutions, rows, depths)) = computed(
        out,
        args.format,
        "nodes",
        "counting the calls of the listed orders",
        &partial,
        move || {
            working.set(
                "no listed order counted yet: the puzzle's solutions were being counted".into(),
            );
            let board = nodes::PreparedPuzzle::new(&worked);
            let solutions = board.solutions_up_to_two(max);
            let mut rows: Vec<nodes::OrderRow> = Vec::new();
            for order in &listed {
                working.set(format!(
                    "the calls of r counted for {} of the {} listed orders{}",
                    rows.len(),
                    listed.len(),
                    rows.iter()
                        .map(|r| format!(
                            "; {} {}{}",
                            r.label,
                            thousands(r.calls),
                            if r.gave_up { " (gave up)" } else { "" }
                        ))
                        .collect::<String>()
                ));
                rows.extend(nodes::order_rows(
                    &worked,
                    std::slice::from_ref(order),
                    max,
                    PORT_CHECK_NODES,
                ));
            }
            (solutions, rows, nodes::depths(&worked, FIVE_POW_18, max))
        },
    )?
    else {
        return Ok(Exit::Interrupted);
    };
    let board = nodes::PreparedPuzzle::new(&grid);
    let mut report = nodes::NodesReport {
        puzzle: grid.to_line_with('0'),
        solutions,
        orders: rows,
        depths,
        chosen: user
            .as_ref()
            .map_or(FIVE_POW_18.to_string(), |u| u.as_str().to_string()),
        ranks: None,
        interrupted: false,
    };
    let mut elapsed = None;
    if !args.no_rank {
        let total = args.orders as u64;
        let bar = progress_bar(total);
        let started = Instant::now();
        let shown = AtomicBool::new(false);
        let terminal = io::stderr().is_terminal();
        let cancel = AtomicBool::new(false);
        let progress = |n: u64| {
            bar.inc(n);
            if super::super::batch::interrupted() {
                cancel.store(true, Ordering::Relaxed);
            }
            // Only a run that takes more than a moment, on a terminal, shows a bar.
            if terminal
                && !shown.load(Ordering::Relaxed)
                && started.elapsed().as_millis() > 400
                && !shown.swap(true, Ordering::Relaxed)
            {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        };
        let counts = nodes::count_all(
            &board,
            Some(args.rank_max_nodes),
            Some(args.rank_budget),
            total as usize,
            &progress,
            &cancel,
        );
        bar.finish_and_clear();
        elapsed = Some(started.elapsed());
        report.interrupted = super::super::batch::interrupted();
        report.ranks = Some(
            report
                .orders
                .iter()
                .map(|r| {
                    let mut k = nodes::rank(
                        &counts,
                        &r.order,
                        r.calls,
                        Some(args.rank_max_nodes),
                        total as usize,
                    );
                    k.mirror = nodes::mirror(&board, &r.order, max);
                    k
                })
                .collect(),
        );
    }
    if args.format == Format::Json {
        json_out(out, &report)?;
    } else {
        render(out, args, &report, elapsed)?;
    }
    Ok(nodes_exit(out, args, &report))
}

/// The port (the expression for every cell) is run beside the counter to check it only up
/// to this many calls: past it, the port would take minutes.
const PORT_CHECK_NODES: u64 = 5_000_000;

fn render(
    out: &mut Out,
    args: &NodesArgs,
    report: &nodes::NodesReport,
    elapsed: Option<std::time::Duration>,
) -> io::Result<()> {
    out.line(format!("{} {}", "Puzzle".bold(), report.puzzle))?;
    out.line(format!(
        "  {:24} {:15} {:>14}",
        "order", "digits", "calls of r"
    ))?;
    for r in &report.orders {
        out.line(format!(
            "  {:24} {:15} {:>14}{}{}",
            r.label,
            r.order,
            thousands(r.calls),
            if r.gave_up {
                "+ (gave up)".yellow().to_string()
            } else {
                String::new()
            },
            match r.counter_agrees {
                Some(false) => "  counter differs!".red().to_string(),
                _ => String::new(),
            }
        ))?;
    }
    out.line(format!(
        "  (each count checked against the port, crates/core/src/solvers/golf.rs, up to {} calls)",
        thousands(PORT_CHECK_NODES)
    ))?;
    write_depths(out, &report.depths)?;
    if let Some(ranks) = &report.ranks {
        write_ranks(out, args, report, ranks)?;
    }
    if let Some(t) = elapsed {
        out.line(format!("  counted in {}", duration(t)).dimmed().to_string())?;
    }
    Ok(())
}

/// Why the repeats cost so much: the calls at each depth, with the digit string's repeats and
/// without.
fn write_depths(out: &mut Out, d: &nodes::Depths) -> io::Result<()> {
    heading(out, "Why the repeats cost so much")?;
    for l in wrap(
        &format!(
            "{} tries 6 three times, 2 and 5 twice. When the first 6 at some cell leads to a dead \
             end, the whole failed subtree under it is searched again by the second and third 6; \
             and inside that subtree every cell repeats the waste. Calls at each depth (cells \
             filled), with repeats / without ({}), every depth listed:",
            d.order, d.deduplicated
        ),
        96,
    ) {
        out.line(format!("  {l}"))?;
    }
    let mut line = String::from("  ");
    let len = d.with_repeats.len().max(d.without_repeats.len());
    for k in 0..len {
        let x = d.with_repeats.get(k).copied().unwrap_or(0);
        let y = d.without_repeats.get(k).copied().unwrap_or(0);
        let cell = format!("d{k}:{}/{}  ", thousands(x), thousands(y));
        if line.len() + cell.len() > 98 {
            out.line(line.trim_end())?;
            line = String::from("  ");
        }
        line.push_str(&cell);
    }
    if !line.trim().is_empty() {
        out.line(line.trim_end())?;
    }
    out.line(format!(
        "  total {} / {}{}",
        thousands(d.with_repeats.iter().sum()),
        thousands(d.without_repeats.iter().sum()),
        if d.gave_up {
            " (gave up at --max-nodes)"
        } else {
            ""
        }
    ))?;
    Ok(())
}

/// Where the chosen orders rank among every order of the nine digits, and each beside its
/// reverse.
fn write_ranks(
    out: &mut Out,
    args: &NodesArgs,
    report: &nodes::NodesReport,
    ranks: &[nodes::Ranking],
) -> io::Result<()> {
    let r = ranks
        .iter()
        .rev()
        .find(|r| r.chosen.order == report.chosen)
        .unwrap_or(&ranks[0]);
    heading(
        out,
        &format!(
            "Ranks among {} orders of the nine digits{}",
            thousands(r.orders as u64),
            if report.interrupted {
                " (interrupted: partial)"
            } else if r.complete {
                ""
            } else {
                " (stopped at --rank-budget: partial)"
            }
        ),
    )?;
    out.line(format!(
        "  best {} with {} calls ({} orders tie there), worst {} with {} ({} tie)",
        r.best.order,
        thousands(r.best.nodes),
        thousands(r.best_ties as u64),
        r.worst.order,
        thousands(r.worst.nodes),
        thousands(r.worst_ties as u64),
    ))?;
    out.line(format!(
        "  median {}, mean {:.1}",
        thousands(r.median),
        r.mean
    ))?;
    for k in ranks {
        out.line(format!(
            "  {:15} {:>11} calls: rank {:>9} ({} fewer, {} as many, {} more){}",
            k.chosen.order,
            thousands(k.chosen.nodes),
            thousands(k.rank as u64).bold(),
            thousands(k.fewer as u64),
            thousands(k.same as u64),
            thousands(k.more as u64),
            if k.chosen.order == report.chosen {
                " <-".cyan().to_string()
            } else {
                String::new()
            }
        ))?;
    }
    if r.gave_up > 0 {
        out.line(format!(
            "  {} orders reached --rank-max-nodes {} and count as that many (at least)",
            thousands(r.gave_up as u64),
            thousands(args.rank_max_nodes)
        ))?;
    }
    write_mirrors(out, args, report, ranks, r)
}

/// Each chosen order beside its reverse: their calls add up to twice the mean, and why.
fn write_mirrors(
    out: &mut Out,
    args: &NodesArgs,
    report: &nodes::NodesReport,
    ranks: &[nodes::Ranking],
    r: &nodes::Ranking,
) -> io::Result<()> {
    for k in ranks {
        if let Some(m) = &k.mirror {
            if m.nodes >= args.max_nodes || k.chosen.nodes >= args.max_nodes {
                out.line(format!(
                    "  {} reversed is {}: {}+ calls (gave up at --max-nodes): no sum to compare",
                    k.chosen.order,
                    m.order,
                    thousands(m.nodes)
                ))?;
                continue;
            }
            out.line(format!(
                "  {} reversed is {}: {} calls; {} + {} = {} (twice the mean is {:.1})",
                k.chosen.order,
                m.order,
                thousands(m.nodes),
                thousands(k.chosen.nodes),
                thousands(m.nodes),
                thousands(k.chosen.nodes + m.nodes),
                2.0 * k.mean
            ))?;
        }
    }
    let sums_agree = ranks
        .iter()
        .filter_map(|k| {
            k.mirror
                .as_ref()
                .map(|m| (k.chosen.nodes + m.nodes) as f64 == 2.0 * k.mean)
        })
        .collect::<Vec<_>>();
    let why = match report.solutions {
        Some(1) if r.complete && !sums_agree.is_empty() && sums_agree.iter().all(|&b| b) => Some(
            "Why the sums agree: with one solution, an order pays, at each cell of the solution \
             path, for the failed subtrees of the digits it tries before the right one. Reversing \
             an order swaps which of two digits comes first, so an order and its reverse together \
             pay for every failed subtree exactly once: the counts are symmetric about the mean.",
        ),
        Some(n) if n > 1 => Some(
            "This puzzle has more than one solution: each order stops at the first it reaches, \
             so an order and its reverse need not pay for the same subtrees, and their sums need \
             not agree (the symmetry argument holds for a puzzle with one solution only).",
        ),
        _ => None,
    };
    if let Some(why) = why {
        for l in wrap(why, 96) {
            out.line(format!("  {l}"))?;
        }
    }
    Ok(())
}

/// The exit code of `golf nodes`, after the messages that explain it: 130 when Ctrl-C stopped
/// the ranking, 3 when a count or the ranking stopped at its bound, 1 when no order found a
/// solution (the puzzle has none).
fn nodes_exit(out: &mut Out, args: &NodesArgs, report: &nodes::NodesReport) -> Exit {
    if report.interrupted {
        out.err("interrupted: the ranking above is partial");
        return Exit::Interrupted;
    }
    let partial = report
        .ranks
        .as_ref()
        .is_some_and(|ranks| ranks.iter().any(|r| !r.complete));
    let counts_gave_up = report.depths.gave_up || report.orders.iter().any(|r| r.gave_up);
    let mut exit = gave_up_at(
        out,
        counts_gave_up,
        &format!(
            "a count gave up at the node limit (--max-nodes {}); its calls are a lower bound",
            thousands(args.max_nodes)
        ),
    );
    exit = exit.worst(gave_up_at(
        out,
        partial,
        &format!(
            "the ranking stopped at --rank-budget {}: it is partial",
            thousands(args.rank_budget)
        ),
    ));
    if exit == Exit::Solved && report.orders.iter().all(|r| r.solution.is_none()) {
        out.err("puzzle: no solution (no digit order finds one)");
        return Exit::NoSolution;
    }
    exit
}
