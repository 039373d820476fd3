//! A [`Diagram`] as SVG, written by hand: a few rectangles, lines and text elements, with
//! integer coordinates, so that the same diagram always gives the same bytes (the book's
//! check compares them).
//!
//! Every role is told apart by shape as well as colour, so the figures read in print and for
//! readers who do not see colour: a removed candidate is struck through, a pattern candidate
//! ringed, a placed one boxed; a given is bold, a placed digit is not.

use std::fmt::Write;

use super::model::{CellRole, Content, Diagram, HouseRole, MarkRole, Strength};
use crate::grid::{Cell, Digit, House};

/// Pixels per cell side, and the margin that holds the row and column numbers.
pub(super) const CELL: usize = 48;
pub(super) const MARGIN: usize = 24;

pub(super) const INK: &str = "#222";
const GRID_LINE: &str = "#999";
const PRIMARY: &str = "#fff1a8";
const SECONDARY: &str = "#cfe4ff";
const FOCUS: &str = "#ffc966";
const PATTERN: &str = "#b9e4b9";
const TARGET: &str = "#f6c1c1";
const PEER: &str = "#e4e4e4";
const PIVOT: &str = "#ffb266";
const PINCER: &str = "#dcc6f2";
const FIN: &str = "#b3e5e0";
const EXTRA: &str = "#ffd0e0";
pub(super) const PLACED_INK: &str = "#1f5fbf";
pub(super) const REMOVED_INK: &str = "#c62828";
const PATTERN_RING: &str = "#2e7d32";

/// Escapes text for an SVG document.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The opening of a standalone SVG document of `width` by `height`, on a white ground (so it
/// reads on the book's dark themes too), with its accessible title.
pub(super) fn open(width: usize, height: usize, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" role=\"img\">"
    );
    let _ = writeln!(s, "<title>{}</title>", escape(title));
    let _ = writeln!(
        s,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#fff\"/>"
    );
    s
}

/// A rectangle at (`x`, `y`) of `w` by `h`, with its other attributes (`fill=...`).
fn rect(s: &mut String, x: usize, y: usize, w: usize, h: usize, attributes: &str) {
    let _ = writeln!(
        s,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" {attributes}/>"
    );
}

/// The rectangle of cells a house covers: (row, column, rows, columns).
fn house_rect(house: House, n: usize, b: usize) -> (usize, usize, usize, usize) {
    match house {
        House::Row(r) => (r as usize, 0, 1, n),
        House::Col(c) => (0, c as usize, n, 1),
        House::Box(k) => ((k as usize / b) * b, (k as usize % b) * b, b, b),
    }
}

/// The top-left corner of a cell, in pixels.
fn origin(cell: Cell) -> (usize, usize) {
    (MARGIN + cell.col() * CELL, MARGIN + cell.row() * CELL)
}

/// The centre of the pencil mark `digit` inside `cell`, in pixels.
fn mark_centre(cell: Cell, digit: Digit, b: usize) -> (usize, usize) {
    let (x, y) = origin(cell);
    let (i, j) = (digit.index() / b, digit.index() % b);
    let step = CELL / b;
    (x + step * j + step / 2, y + step * i + step / 2)
}

pub(super) fn grid(d: &Diagram, title: &str) -> String {
    let size = 2 * MARGIN + d.shape.side() * CELL;
    let mut s = open(size, size, title);
    body(&mut s, d);
    s.push_str("</svg>\n");
    s
}

/// What a grid draws, inside whatever document or group holds it.
fn body(s: &mut String, d: &Diagram) {
    let (n, b) = (d.shape.side(), d.shape.box_side());
    numbers(s, n);
    houses(s, d);
    hatch(s, d);
    cells(s, d);
    lines(s, n, b);
    contents(s, d);
    labels(s, d);
    links(s, d);
}

/// Panels a row, and the height of a panel's caption above its grid.
const PER_ROW: usize = 3;
const CAPTION: usize = 28;

/// Several grids, three a row, each in a group of its own under its caption, with a `<desc>`
/// naming the cells it highlights or links; the definitions every grid writes (the arrow, the
/// hatching) are written once, so that no two elements share an id.
pub(super) fn panels(panels: &[super::Panel], title: &str) -> String {
    let size = panels
        .iter()
        .map(|p| 2 * MARGIN + p.diagram.shape.side() * CELL)
        .max()
        .unwrap_or(2 * MARGIN);
    let across = panels.len().clamp(1, PER_ROW);
    let down = panels.len().div_ceil(PER_ROW).max(1);
    let mut s = open(across * size, down * (size + CAPTION), title);
    let mut defined: Vec<String> = Vec::new();
    for (k, panel) in panels.iter().enumerate() {
        let (x, y) = ((k % PER_ROW) * size, (k / PER_ROW) * (size + CAPTION));
        let _ = writeln!(s, "<g id=\"panel-{k}\" transform=\"translate({x} {y})\">");
        let _ = writeln!(
            s,
            "<desc>cells {}</desc>",
            drawn_cells(&panel.diagram).join(" ")
        );
        let _ = writeln!(
            s,
            "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"15\" fill=\"{INK}\">{}</text>",
            CAPTION - 8,
            escape(&panel.caption)
        );
        let _ = writeln!(s, "<g transform=\"translate(0 {CAPTION})\">");
        let mut grid = String::new();
        body(&mut grid, &panel.diagram);
        for line in grid.lines() {
            if line.starts_with("<defs>") {
                if defined.iter().any(|d| d == line) {
                    continue;
                }
                defined.push(line.to_string());
            }
            s.push_str(line);
            s.push('\n');
        }
        s.push_str("</g>\n</g>\n");
    }
    s.push_str("</svg>\n");
    s
}

/// The cells a diagram highlights or links, each once, in reading order: `r1c2`.
fn drawn_cells(d: &Diagram) -> Vec<String> {
    let mut cells: Vec<Cell> = d.cells.iter().map(|&(c, _)| c).collect();
    cells.extend(d.marks.iter().map(|&(c, _, _)| c));
    cells.extend(d.links.iter().flat_map(|l| [l.from.0, l.to.0]));
    cells.sort_by_key(|c| c.index());
    cells.dedup();
    cells.iter().map(|c| c.to_string()).collect()
}

/// Row and column numbers, as the captions write cells (r1c1 top left).
fn numbers(s: &mut String, n: usize) {
    for k in 0..n {
        let centre = MARGIN + k * CELL + CELL / 2;
        let _ = writeln!(
            s,
            "<text x=\"{centre}\" y=\"{}\" font-size=\"11\" fill=\"#777\" text-anchor=\"middle\">c{}</text>",
            MARGIN - 8,
            k + 1
        );
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#777\" text-anchor=\"middle\">r{}</text>",
            MARGIN / 2,
            centre + 4,
            k + 1
        );
    }
}

/// Houses under everything; where two overlap, the colours mix.
fn houses(s: &mut String, d: &Diagram) {
    let (n, b) = (d.shape.side(), d.shape.box_side());
    for &(house, role) in &d.houses {
        let (r, c, rows, cols) = house_rect(house, n, b);
        let fill = match role {
            HouseRole::Primary => PRIMARY,
            HouseRole::Secondary => SECONDARY,
        };
        rect(
            s,
            MARGIN + c * CELL,
            MARGIN + r * CELL,
            cols * CELL,
            rows * CELL,
            &format!("fill=\"{fill}\" fill-opacity=\"0.8\""),
        );
    }
}

/// The hatching a target cell is drawn with, defined once when there is one.
fn hatch(s: &mut String, d: &Diagram) {
    if d.cells.iter().any(|&(_, role)| role == CellRole::Target) {
        let _ = writeln!(
            s,
            "<defs><pattern id=\"target-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"{REMOVED_INK}\" stroke-width=\"1\" stroke-opacity=\"0.3\"/></pattern></defs>"
        );
    }
}

/// Highlighted cells: a fill, and for the focus a thick frame as well.
fn cells(s: &mut String, d: &Diagram) {
    let mut seen: Vec<Cell> = Vec::new();
    for &(cell, role) in &d.cells {
        if seen.contains(&cell) {
            continue;
        }
        seen.push(cell);
        let (x, y) = origin(cell);
        let fill = match role {
            CellRole::Focus => FOCUS,
            CellRole::Pattern => PATTERN,
            CellRole::Target => TARGET,
            CellRole::Peer => PEER,
            CellRole::Pivot => PIVOT,
            CellRole::Pincer => PINCER,
            CellRole::Fin => FIN,
            CellRole::Extra => EXTRA,
        };
        rect(
            s,
            x + 2,
            y + 2,
            CELL - 4,
            CELL - 4,
            &format!("fill=\"{fill}\""),
        );
        // A frame tells the parts of a pattern apart without colour: solid for the focus
        // and a wing's pivot, dashed for a pincer, dotted for a fin.
        let frame = match role {
            CellRole::Focus | CellRole::Pivot => Some(""),
            CellRole::Pincer => Some(" stroke-dasharray=\"6 3\""),
            CellRole::Fin => Some(" stroke-dasharray=\"2 2\""),
            _ => None,
        };
        if let Some(dash) = frame {
            let frame = format!("fill=\"none\" stroke=\"{INK}\" stroke-width=\"3\"{dash}");
            rect(s, x + 3, y + 3, CELL - 6, CELL - 6, &frame);
        }
        if role == CellRole::Extra {
            // A corner folded down: the cell that keeps the deadly pattern from forming.
            // Small enough to stay clear of the pencil mark 1 in that corner.
            let _ = writeln!(
                s,
                "<path d=\"M{} {}h7l-7 7z\" fill=\"{INK}\"/>",
                x + 2,
                y + 2
            );
        }
        if role == CellRole::Target {
            // Hatching over the whole cell, faint and under the marks: a target reads as one
            // without its colour, and no stroke crosses one pencil mark more than another (two
            // strokes in the corners read as a struck-out 1 or 9).
            rect(
                s,
                x + 2,
                y + 2,
                CELL - 4,
                CELL - 4,
                "fill=\"url(#target-hatch)\"",
            );
        }
    }
}

/// The grid: thin lines between cells, thick between boxes.
fn lines(s: &mut String, n: usize, b: usize) {
    let grid_px = n * CELL;
    for k in 0..=n {
        let p = MARGIN + k * CELL;
        let (colour, width) = if k % b == 0 { (INK, 2) } else { (GRID_LINE, 1) };
        let _ = writeln!(
            s,
            "<line x1=\"{p}\" y1=\"{MARGIN}\" x2=\"{p}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>",
            MARGIN + grid_px
        );
        let _ = writeln!(
            s,
            "<line x1=\"{MARGIN}\" y1=\"{p}\" x2=\"{}\" y2=\"{p}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>",
            MARGIN + grid_px
        );
    }
}

/// Digits and pencil marks.
fn contents(s: &mut String, d: &Diagram) {
    let (n, b) = (d.shape.side(), d.shape.box_side());
    let big = if n > 9 { 20 } else { 28 };
    let small = (CELL / b) * 3 / 4;
    for cell in d.shape.all_cells() {
        let (x, y) = origin(cell);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        match d.contents[cell.index()] {
            Content::Given(digit) => {
                let _ = writeln!(
                    s,
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"{big}\" font-weight=\"bold\" fill=\"{INK}\" text-anchor=\"middle\">{}</text>",
                    cy + big * 35 / 100,
                    digit.to_char()
                );
            }
            Content::Placed(digit) => {
                let _ = writeln!(
                    s,
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"{big}\" fill=\"{PLACED_INK}\" text-anchor=\"middle\">{}</text>",
                    cy + big * 35 / 100,
                    digit.to_char()
                );
            }
            Content::Marks(candidates) => {
                // Every digit of the cell that has a part to play is drawn, pencilled or not
                // (a removed candidate is shown being crossed out).
                for digit in (0..n).map(Digit::from_index) {
                    let role = d.mark_role(cell, digit);
                    if !candidates.contains(digit) && role.is_none() {
                        continue;
                    }
                    mark(s, cell, digit, b, small, role);
                }
            }
        }
    }
}

/// Labels along the bottom of their cells.
fn labels(s: &mut String, d: &Diagram) {
    for (cell, text) in &d.labels {
        let (x, y) = origin(*cell);
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"{INK}\" text-anchor=\"middle\">{}</text>",
            x + CELL / 2,
            y + CELL - 4,
            escape(text)
        );
    }
}

/// Links last, over everything.
fn links(s: &mut String, d: &Diagram) {
    let b = d.shape.box_side();
    if !d.links.is_empty() {
        let _ = writeln!(
            s,
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"{INK}\"/></marker></defs>"
        );
        for link in &d.links {
            let ((x1, y1), (x2, y2)) = shortened(
                mark_centre(link.from.0, link.from.1, b),
                mark_centre(link.to.0, link.to.1, b),
                CELL / b / 2,
            );
            let dash = match link.strength {
                Strength::Strong => "",
                Strength::Weak => " stroke-dasharray=\"5 4\"",
            };
            let _ = writeln!(
                s,
                "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{INK}\" stroke-width=\"2\"{dash} marker-end=\"url(#arrow)\"/>"
            );
        }
    }
}

/// The segment from `a` to `b` with `by` pixels cut off each end, so that an arrow starts and
/// ends beside its candidates rather than over them; rounded to whole pixels.
fn shortened(a: (usize, usize), b: (usize, usize), by: usize) -> ((usize, usize), (usize, usize)) {
    let (ax, ay, bx, by_) = (a.0 as f64, a.1 as f64, b.0 as f64, b.1 as f64);
    let length = ((bx - ax).powi(2) + (by_ - ay).powi(2)).sqrt();
    if length <= 2.0 * by as f64 {
        return (a, b);
    }
    let (ux, uy) = ((bx - ax) / length, (by_ - ay) / length);
    let cut = by as f64;
    let point = |x: f64, y: f64| (x.round() as usize, y.round() as usize);
    (
        point(ax + ux * cut, ay + uy * cut),
        point(bx - ux * cut, by_ - uy * cut),
    )
}

/// One pencil mark, with its role drawn around it.
fn mark(s: &mut String, cell: Cell, digit: Digit, b: usize, size: usize, role: Option<MarkRole>) {
    let (mx, my) = mark_centre(cell, digit, b);
    let r = CELL / b / 2 - 1;
    let mut ink = INK;
    match role {
        Some(MarkRole::Pattern) => {
            let _ = writeln!(
                s,
                "<circle cx=\"{mx}\" cy=\"{my}\" r=\"{r}\" fill=\"#fff\" stroke=\"{PATTERN_RING}\" stroke-width=\"2\"/>"
            );
        }
        Some(MarkRole::Placed) => {
            let frame = format!("fill=\"#fff\" stroke=\"{PLACED_INK}\" stroke-width=\"2\"");
            rect(s, mx - r, my - r, 2 * r, 2 * r, &frame);
            ink = PLACED_INK;
        }
        Some(MarkRole::Removed) => ink = REMOVED_INK,
        None => {}
    }
    let _ = writeln!(
        s,
        "<text x=\"{mx}\" y=\"{}\" font-size=\"{size}\" fill=\"{ink}\" text-anchor=\"middle\">{}</text>",
        my + size * 35 / 100,
        digit.to_char()
    );
    if role == Some(MarkRole::Removed) {
        let _ = writeln!(
            s,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{REMOVED_INK}\" stroke-width=\"2\"/>",
            mx - r,
            my + r,
            mx + r,
            my - r
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagram::Link;
    use crate::grid::Shape;

    #[test]
    fn roles_are_drawn_by_shape_as_well_as_colour() {
        let shape = Shape::NINE;
        let cell = Cell::new(0, 0, 9);
        let other = Cell::new(0, 5, 9);
        let d = |v| Digit::new(v).unwrap();
        let mut diagram = Diagram::new(shape);
        diagram.pencil(|_| [1, 2].into_iter().map(d).collect());
        diagram.mark(cell, d(1), MarkRole::Removed);
        diagram.mark(cell, d(2), MarkRole::Pattern);
        diagram.links.push(Link {
            from: (cell, d(2)),
            to: (other, d(2)),
            strength: Strength::Weak,
        });
        let svg = diagram.to_svg("a <test>");
        assert!(svg.starts_with("<svg "), "{svg}");
        assert!(svg.ends_with("</svg>\n"));
        assert!(svg.contains("<title>a &lt;test&gt;</title>"));
        // The removed 1 is struck through, the pattern 2 ringed, the weak link dashed.
        assert_eq!(svg.matches("<circle").count(), 1);
        assert!(svg.contains(&format!("stroke=\"{REMOVED_INK}\" stroke-width=\"2\"/>")));
        assert!(svg.contains("stroke-dasharray"));
        assert_eq!(diagram.to_svg("a <test>"), svg, "the same bytes every time");
    }

    #[test]
    fn a_target_is_hatched_all_over_with_no_stroke_that_strikes_one_mark() {
        let cell = Cell::new(4, 4, 9);
        let mut diagram = Diagram::new(Shape::NINE);
        diagram.pencil(|_| (1..=9).map(|v| Digit::new(v).unwrap()).collect());
        diagram.cell(cell, CellRole::Target);
        let svg = diagram.to_svg("a target");
        assert!(svg.contains("<pattern id=\"target-hatch\""), "{svg}");
        let (x, y) = origin(cell);
        let hatched = format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"url(#target-hatch)\"/>",
            x + 2,
            y + 2,
            CELL - 4,
            CELL - 4
        );
        assert!(svg.contains(&hatched), "the whole cell is hatched: {svg}");
        // Nothing is struck: no stroke in the removal's red outside the hatching's pattern.
        let outside = svg.split("</pattern></defs>").nth(1).unwrap();
        assert!(!outside.contains(REMOVED_INK), "{outside}");
        // A diagram with no target has no hatching to define.
        let plain = Diagram::new(Shape::NINE).to_svg("plain");
        assert!(!plain.contains("target-hatch"));
    }
}
