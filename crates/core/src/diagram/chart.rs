//! Charts for the book that are not grids: bars (a count or a time per solver) and a scatter
//! of one rating against another. Hand-written SVG like the grids, integer coordinates where
//! they can be, so that the same data always gives the same bytes; text of 13 px and more so
//! that it reads at the figure's own size.

use std::fmt::Write;

use super::svg::{INK, PLACED_INK, REMOVED_INK, escape, open};

/// One bar: its label, the value that sets its length, and the text written after it (the
/// value as the table it comes from writes it: `3.20 µs`, `146,605`).
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub text: String,
}

/// The width of a bar chart, and of its label column.
const BARS_WIDTH: usize = 720;
const LABEL_WIDTH: usize = 170;
const VALUE_WIDTH: usize = 110;
const ROW: usize = 28;

/// Horizontal bars, one per row, longest value longest; on a log scale when `log` (values
/// that span several powers of ten, such as times of solvers from brute force to bitmasks),
/// where every bar starts at a tenth of the smallest value so that the smallest still shows.
/// `caption` is written under the bars (the unit, the scale, where the numbers come from).
pub fn bars(title: &str, caption: &str, rows: &[Bar], log: bool) -> String {
    let height = 12 + rows.len() * ROW + 40;
    let mut s = open(BARS_WIDTH, height, title);
    let area = (BARS_WIDTH - LABEL_WIDTH - VALUE_WIDTH) as f64;
    let positive = || rows.iter().map(|b| b.value).filter(|&v| v > 0.0);
    let high = positive().fold(0.0, f64::max);
    let low = positive().fold(f64::MAX, f64::min);
    let length = |v: f64| -> usize {
        if v <= 0.0 || high <= 0.0 {
            return 0;
        }
        let share = if log {
            let floor = (low / 10.0).log10();
            (v.log10() - floor) / (high.log10() - floor)
        } else {
            v / high
        };
        (share * area).round().max(1.0) as usize
    };
    for (k, bar) in rows.iter().enumerate() {
        let y = 12 + k * ROW;
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"14\" fill=\"{INK}\" text-anchor=\"end\">{}</text>",
            LABEL_WIDTH - 8,
            y + 18,
            escape(&bar.label)
        );
        let w = length(bar.value);
        let _ = writeln!(
            s,
            "<rect x=\"{LABEL_WIDTH}\" y=\"{}\" width=\"{w}\" height=\"{}\" fill=\"{PLACED_INK}\"/>",
            y + 4,
            ROW - 8
        );
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"14\" fill=\"{INK}\">{}</text>",
            LABEL_WIDTH + w + 6,
            y + 18,
            escape(&bar.text)
        );
    }
    let axis = 12 + rows.len() * ROW;
    let _ = writeln!(
        s,
        "<line x1=\"{LABEL_WIDTH}\" y1=\"8\" x2=\"{LABEL_WIDTH}\" y2=\"{axis}\" stroke=\"{INK}\" stroke-width=\"1\"/>"
    );
    let _ = writeln!(
        s,
        "<text x=\"{LABEL_WIDTH}\" y=\"{}\" font-size=\"13\" fill=\"#555\">{}</text>",
        axis + 26,
        escape(caption)
    );
    s.push_str("</svg>\n");
    s
}

/// Pixels of the scatter: its side, and the margin that holds the axes' numbers and names.
const SCATTER: usize = 560;
const PAD: usize = 64;

/// One rating against another, each point a pair (x, y) over `range` on both axes, with the
/// diagonal where the two agree. Equal pairs are drawn as one disc whose area grows with how
/// many there are (a rating file holds twenty puzzles a rating), and the count of pairs off
/// the diagonal by more than `tolerance` is written in the corner.
pub fn scatter(
    title: &str,
    (x_name, y_name): (&str, &str),
    points: &[(f64, f64)],
    range: (f64, f64),
    tolerance: f64,
) -> String {
    let mut s = open(SCATTER, SCATTER, title);
    let plot = (SCATTER - 2 * PAD) as f64;
    let (lo, hi) = range;
    let px = |v: f64| PAD as f64 + (v - lo) / (hi - lo) * plot;
    let py = |v: f64| (SCATTER - PAD) as f64 - (v - lo) / (hi - lo) * plot;
    // Grid lines and numbers at every whole rating.
    let mut tick = lo.ceil();
    while tick <= hi {
        let (x, y) = (px(tick), py(tick));
        let _ = writeln!(
            s,
            "<line x1=\"{x:.1}\" y1=\"{PAD}\" x2=\"{x:.1}\" y2=\"{}\" stroke=\"#ddd\"/>\n\
             <line x1=\"{PAD}\" y1=\"{y:.1}\" x2=\"{}\" y2=\"{y:.1}\" stroke=\"#ddd\"/>\n\
             <text x=\"{x:.1}\" y=\"{}\" font-size=\"13\" fill=\"{INK}\" text-anchor=\"middle\">{tick}</text>\n\
             <text x=\"{}\" y=\"{:.1}\" font-size=\"13\" fill=\"{INK}\" text-anchor=\"end\">{tick}</text>",
            SCATTER - PAD,
            SCATTER - PAD,
            SCATTER - PAD + 20,
            PAD - 8,
            y + 5.0
        );
        tick += 1.0;
    }
    let _ = writeln!(
        s,
        "<rect x=\"{PAD}\" y=\"{PAD}\" width=\"{plot}\" height=\"{plot}\" fill=\"none\" stroke=\"{INK}\"/>\n\
         <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#777\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n\
         <text x=\"{}\" y=\"{}\" font-size=\"14\" fill=\"{INK}\" text-anchor=\"middle\">{}</text>\n\
         <text x=\"18\" y=\"{}\" font-size=\"14\" fill=\"{INK}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {})\">{}</text>",
        px(lo),
        py(lo),
        px(hi),
        py(hi),
        SCATTER / 2,
        SCATTER - 16,
        escape(x_name),
        SCATTER / 2,
        SCATTER / 2,
        escape(y_name)
    );
    // Equal pairs counted once, in a stable order (by x, then y).
    let mut counted: Vec<((i64, i64), usize)> = Vec::new();
    for &(x, y) in points {
        let key = ((x * 100.0).round() as i64, (y * 100.0).round() as i64);
        match counted.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counted.push((key, 1)),
        }
    }
    counted.sort();
    for &((x, y), n) in &counted {
        let (x, y) = (x as f64 / 100.0, y as f64 / 100.0);
        let r = 2.5 + 1.2 * (n as f64).sqrt();
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\" fill=\"{PLACED_INK}\" fill-opacity=\"0.45\" stroke=\"{PLACED_INK}\"><title>{x} / {y}: {n}</title></circle>",
            px(x),
            py(y)
        );
    }
    let off = points
        .iter()
        .filter(|(x, y)| (x - y).abs() > tolerance + 1e-9)
        .count();
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{INK}\">{} puzzles; {off} off the diagonal by more than {tolerance}</text>\n\
         <text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{INK}\">a disc's area: how many puzzles</text>",
        PAD + 8,
        PAD + 20,
        points.len(),
        PAD + 8,
        PAD + 38
    );
    s.push_str("</svg>\n");
    s
}

/// The state of a dancing-links matrix at one moment: which columns are still to cover, and
/// the rows still linked into each column (a covered column keeps its own list).
#[derive(Clone, Debug, PartialEq)]
pub struct LinksState {
    pub caption: String,
    pub active: Vec<bool>,
    pub column_rows: Vec<Vec<usize>>,
}

/// Pixels of one cell of the matrix in [`links`], and of the gap between two panels.
const LINK_CELL: usize = 40;
const PANEL_GAP: usize = 36;

/// An exact-cover matrix (`rows`, each the columns of its ones) drawn as dancing links, once
/// per state side by side: each 1 a node, linked to the next 1 of its row and of its column;
/// a row taken out of a column is drawn hollow and grey, with its vertical links gone (the
/// column's list now skips it), and a covered column's name struck through. The 0s are
/// written faintly, so the first panel is the 0/1 matrix itself.
pub fn links(title: &str, names: &[&str], rows: &[&[usize]], states: &[LinksState]) -> String {
    let columns = names.len();
    let panel = 40 + columns * LINK_CELL;
    let width = states.len() * panel + (states.len() + 1) * PANEL_GAP;
    let height = 70 + rows.len() * LINK_CELL + 40;
    let mut s = open(width, height, title);
    for (p, state) in states.iter().enumerate() {
        let left = PANEL_GAP + p * (panel + PANEL_GAP);
        let x = |c: usize| left + 40 + c * LINK_CELL + LINK_CELL / 2;
        let y = |r: usize| 70 + r * LINK_CELL + LINK_CELL / 2;
        let linked = |r: usize, c: usize| !state.active[c] || state.column_rows[c].contains(&r);
        for (c, name) in names.iter().enumerate() {
            let struck = if state.active[c] {
                String::new()
            } else {
                format!(
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{REMOVED_INK}\" stroke-width=\"2\"/>",
                    x(c) - 9,
                    46,
                    x(c) + 9,
                    38
                )
            };
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"48\" font-size=\"16\" font-weight=\"bold\" fill=\"{INK}\" text-anchor=\"middle\">{}</text>{struck}",
                x(c),
                escape(name)
            );
        }
        for (r, ones) in rows.iter().enumerate() {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"#555\" text-anchor=\"end\">row {}</text>",
                left + 34,
                y(r) + 5,
                r + 1
            );
            for c in 0..columns {
                if !ones.contains(&c) {
                    let _ = writeln!(
                        s,
                        "<text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"#bbb\" text-anchor=\"middle\">0</text>",
                        x(c),
                        y(r) + 5
                    );
                }
            }
        }
        // Vertical links: from each column's name down its list, as the state has it.
        for c in 0..columns {
            let mut from = 56;
            for &r in &state.column_rows[c] {
                let _ = writeln!(
                    s,
                    "<line x1=\"{0}\" y1=\"{from}\" x2=\"{0}\" y2=\"{1}\" stroke=\"{PLACED_INK}\" stroke-width=\"2\"/>",
                    x(c),
                    y(r) - 11
                );
                from = y(r) + 11;
            }
        }
        // Horizontal links: a row's ones, one to the next (covering never changes them).
        for (r, ones) in rows.iter().enumerate() {
            for pair in ones.windows(2) {
                let _ = writeln!(
                    s,
                    "<line x1=\"{}\" y1=\"{2}\" x2=\"{}\" y2=\"{2}\" stroke=\"#888\" stroke-width=\"1.5\"/>",
                    x(pair[0]) + 11,
                    x(pair[1]) - 11,
                    y(r)
                );
            }
            for &c in ones.iter() {
                let (fill, ink) = if linked(r, c) {
                    (PLACED_INK, "#fff")
                } else {
                    ("#fff", "#999")
                };
                let stroke = if linked(r, c) { PLACED_INK } else { "#999" };
                let dash = if linked(r, c) {
                    ""
                } else {
                    " stroke-dasharray=\"3 2\""
                };
                let _ = writeln!(
                    s,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"11\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"2\"{dash}/>\n\
                     <text x=\"{}\" y=\"{}\" font-size=\"13\" fill=\"{ink}\" text-anchor=\"middle\">1</text>",
                    x(c),
                    y(r),
                    x(c),
                    y(r) + 5
                );
            }
        }
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"22\" font-size=\"14\" fill=\"{INK}\">{}</text>",
            left,
            escape(&state.caption)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// Clauses over a few variables, drawn as a matrix: one column per variable, one line per
/// clause, `+` where the clause holds the variable, `¬` where it holds its negation; the
/// clauses come in groups, each named by the rule that made them.
#[derive(Clone, Debug, PartialEq)]
pub struct ClausePanel {
    pub caption: String,
    /// The variables' short names, one per column.
    pub columns: Vec<String>,
    /// Each rule's name and its clauses, a literal being ±(column + 1).
    pub groups: Vec<(String, Vec<Vec<i32>>)>,
}

/// Pixels of one literal in [`clauses`], and the room for the rules' names.
const LITERAL: usize = 22;
const CLAUSE: usize = 13;
const RULE_WIDTH: usize = 190;

/// Panels of clauses side by side (see [`ClausePanel`]).
pub fn clauses(title: &str, panels: &[ClausePanel]) -> String {
    let widths: Vec<usize> = panels
        .iter()
        .map(|p| RULE_WIDTH + p.columns.len() * LITERAL)
        .collect();
    let lines = |p: &ClausePanel| p.groups.iter().map(|(_, c)| c.len() + 1).sum::<usize>();
    let tallest = panels.iter().map(lines).max().unwrap_or(0);
    let width = widths.iter().sum::<usize>() + PANEL_GAP * (panels.len() + 1);
    let height = 76 + tallest * CLAUSE + 20;
    let mut s = open(width, height, title);
    let mut left = PANEL_GAP;
    for (panel, w) in panels.iter().zip(&widths) {
        let _ = writeln!(
            s,
            "<text x=\"{left}\" y=\"22\" font-size=\"14\" fill=\"{INK}\">{}</text>",
            escape(&panel.caption)
        );
        let x = |c: usize| left + RULE_WIDTH + c * LITERAL + LITERAL / 2;
        for (c, name) in panel.columns.iter().enumerate() {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"58\" font-size=\"13\" fill=\"{INK}\" text-anchor=\"middle\">{}</text>",
                x(c),
                escape(name)
            );
        }
        let mut y = 76;
        for (rule, group) in &panel.groups {
            let _ = writeln!(
                s,
                "<line x1=\"{left}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#bbb\"/>\n\
                 <text x=\"{left}\" y=\"{}\" font-size=\"13\" fill=\"{INK}\">{} ({})</text>",
                y - 4,
                left + w,
                y - 4,
                y + 10,
                escape(rule),
                group.len()
            );
            for clause in group {
                y += CLAUSE;
                for &literal in clause {
                    let c = literal.unsigned_abs() as usize - 1;
                    let (text, ink) = if literal > 0 {
                        ("+", PLACED_INK)
                    } else {
                        ("¬", REMOVED_INK)
                    };
                    let _ = writeln!(
                        s,
                        "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"bold\" fill=\"{ink}\" text-anchor=\"middle\">{text}</text>",
                        x(c),
                        y
                    );
                }
            }
            y += CLAUSE + 4;
        }
        left += w + PANEL_GAP;
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bar(label: &str, value: f64) -> Bar {
        Bar {
            label: label.to_string(),
            value,
            text: format!("{value}"),
        }
    }

    /// The widths of the bars, in the order drawn.
    fn widths(svg: &str) -> Vec<usize> {
        svg.lines()
            .filter(|l| l.starts_with("<rect x=\"170\""))
            .map(|l| {
                let w = l.split("width=\"").nth(1).unwrap();
                w[..w.find('"').unwrap()].parse().unwrap()
            })
            .collect()
    }

    #[test]
    fn bars_grow_with_their_value_on_either_scale() {
        let rows = [bar("slow", 1000.0), bar("middling", 10.0), bar("fast", 1.0)];
        let linear = widths(&bars("t", "c", &rows, false));
        assert_eq!(
            linear,
            vec![440, 4, 1],
            "linear: the longest fills the area"
        );
        let log = widths(&bars("t", "c", &rows, true));
        // log10 from a tenth of the smallest: 4, 2 and 1 powers of ten out of 4.
        assert_eq!(log, vec![440, 220, 110]);
        let svg = bars("a <chart>", "log scale", &rows, true);
        assert!(svg.contains("<title>a &lt;chart&gt;</title>"));
        assert_eq!(svg.matches(">fast<").count(), 1);
    }

    #[test]
    fn the_scatter_counts_equal_pairs_once_and_the_ones_off_the_diagonal() {
        let points = [(2.5, 2.5), (2.5, 2.5), (5.4, 5.5), (7.0, 9.0)];
        let svg = scatter("r", ("SE", "ours"), &points, (2.0, 10.0), 0.1);
        assert_eq!(svg.matches("<circle").count(), 3, "{svg}");
        assert!(svg.contains("<title>2.5 / 2.5: 2</title>"));
        assert!(svg.contains("4 puzzles; 1 off the diagonal by more than 0.1"));
        assert_eq!(
            scatter("r", ("SE", "ours"), &points, (2.0, 10.0), 0.1),
            svg,
            "the same bytes every time"
        );
    }

    #[test]
    fn a_row_taken_out_of_a_column_is_drawn_hollow_and_unlinked() {
        let rows: [&[usize]; 2] = [&[0, 1], &[1]];
        let whole = LinksState {
            caption: "all".into(),
            active: vec![true, true],
            column_rows: vec![vec![0], vec![0, 1]],
        };
        // Column 0 covered: row 0, which has a 1 in it, leaves column 1's list.
        let covered = LinksState {
            caption: "covered".into(),
            active: vec![false, true],
            column_rows: vec![vec![0], vec![1]],
        };
        let svg = links("t", &["A", "B"], &rows, std::slice::from_ref(&whole));
        assert_eq!(svg.matches("stroke-dasharray").count(), 0, "{svg}");
        assert_eq!(svg.matches(">0<").count(), 1, "the one 0 of the matrix");
        let svg = links("t", &["A", "B"], &rows, &[covered]);
        assert_eq!(svg.matches("stroke-dasharray").count(), 1, "{svg}");
        assert!(
            svg.contains(&format!("stroke=\"{REMOVED_INK}\"")),
            "A struck"
        );
    }

    #[test]
    fn each_literal_is_drawn_in_its_column_with_its_sign() {
        let panel = ClausePanel {
            caption: "one cell".into(),
            columns: vec!["1".into(), "2".into()],
            groups: vec![
                ("at least one".into(), vec![vec![1, 2]]),
                ("at most one".into(), vec![vec![-1, -2]]),
            ],
        };
        let svg = clauses("c", &[panel]);
        assert_eq!(svg.matches(">+</text>").count(), 2, "{svg}");
        assert_eq!(svg.matches(">¬</text>").count(), 2);
        assert!(svg.contains(">at least one (1)</text>"));
    }
}
