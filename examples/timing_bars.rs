//! A bar chart of a `compare` table's median times, to stand beside the table in the book:
//! the table gives the numbers, the bars how far apart they are.
//!
//! `cargo run -p sudoku-lab-examples --example timing_bars -- TABLE.md CHART.svg` reads the
//! Markdown table `sudoku-lab compare --format markdown` wrote (in the book, a timing output of
//! `scripts/book-outputs.sh`, so the chart shows the same run as the table) and writes the
//! chart. The columns are found by their names (`solver`, `median`), so a table with more
//! columns draws the same.

use sudoku_lab::diagram::chart::{self, Bar};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [table, out] = args.as_slice() else {
        eprintln!("usage: timing_bars TABLE.md CHART.svg");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(table).unwrap_or_else(|e| panic!("{table}: {e}"));
    let bars = medians(&text).unwrap_or_else(|e| panic!("{table}: {e}"));
    let name = std::path::Path::new(table)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("compare");
    let svg = chart::bars(
        &format!("Median time per puzzle, {name}"),
        "median time per puzzle, log scale (from the table beside it)",
        &bars,
        true,
    );
    std::fs::write(out, svg).unwrap_or_else(|e| panic!("{out}: {e}"));
    for bar in &bars {
        println!("{:<16} {:>10}", bar.label, bar.text);
    }
}

/// Each solver's median time, read from the first Markdown table of `text`.
fn medians(text: &str) -> Result<Vec<Bar>, String> {
    let mut rows = text.lines().filter(|l| l.trim_start().starts_with('|'));
    let cells = |line: &str| -> Vec<String> {
        line.trim()
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect()
    };
    let header = cells(rows.next().ok_or("no table")?);
    let column = |name: &str| {
        header
            .iter()
            .position(|h| h == name)
            .ok_or(format!("no column {name:?} in {header:?}"))
    };
    let (solver, median) = (column("solver")?, column("median")?);
    let mut bars = Vec::new();
    for line in rows.skip(1) {
        let row = cells(line);
        let text = row.get(median).ok_or("a short row")?.clone();
        bars.push(Bar {
            label: row[solver].trim_matches('`').to_string(),
            value: seconds(&text).ok_or(format!("{text:?} is not a time"))?,
            text,
        });
    }
    Ok(bars)
}

/// `3.20 µs`, `57.1 ms`, `1.04 s` in seconds.
fn seconds(text: &str) -> Option<f64> {
    let (number, unit) = text.split_once(' ')?;
    let value: f64 = number.replace(',', "").parse().ok()?;
    let scale = match unit {
        "ns" => 1e-9,
        "µs" | "us" => 1e-6,
        "ms" => 1e-3,
        "s" => 1.0,
        _ => return None,
    };
    Some(value * scale)
}
