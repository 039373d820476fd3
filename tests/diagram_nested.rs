//! A nested forcing chain drawn as its outer chain and one panel per inner chain
//! (`diagram::from::nested`), on AI Escargot's first nested step, replayed from the position the
//! ladder reaches (stored, as reaching it takes a debug build a minute).
//! The figure must be one standalone SVG document, well-formed, with no id twice, each panel
//! drawing its chain (every cell its links and removals touch, one arrow a link); and
//! `explain` words the step with its inner chains indented under it, as `grade --steps` does.

use std::sync::Arc;

use sudoku_lab::diagram::{self, from};
use sudoku_lab::logic::{Board, Deduction, Technique, replay};
use sudoku_lab::parse::{parse_marks, parse_puzzle};

/// AI Escargot (data/hardest-known.txt) where the ladder first needs a nested forcing chain:
/// its digits, then each cell's nine candidates, after the file's comments.
const POSITION: &str = include_str!("../data/ai-escargot-nested.txt");

/// The ladder's board at that point, and its nested step.
fn nested_step() -> (sudoku_lab::Grid, Board, Deduction) {
    let mut lines = POSITION.lines().filter(|l| !l.starts_with('#'));
    let puzzle = parse_puzzle(lines.next().unwrap()).unwrap();
    let marks = parse_marks(lines.next().unwrap(), 1).unwrap().unwrap();
    let board = Board::new(&puzzle)
        .restricted(&marks.candidates)
        .assuming_unique();
    let d = Technique::NestedForcingChain
        .find(&board)
        .expect("a nested forcing chain");
    assert_eq!(replay::check(&board, &d), Ok(()));
    (puzzle, board, d)
}

/// Checks that `svg` is well-formed XML as written here: every tag closed in order, every
/// attribute quoted, no `<` or bare `&` in text; and gives the values of its `id` attributes.
fn well_formed(svg: &str) -> Result<Vec<String>, String> {
    let mut open: Vec<&str> = Vec::new();
    let mut ids = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find(['<', '&']) {
        let tail = &rest[at..];
        if let Some(after) = tail.strip_prefix('&') {
            let entity = after.split(';').next().unwrap_or("");
            if !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                return Err(format!("a bare & at {:?}", &tail[..tail.len().min(20)]));
            }
            rest = after;
            continue;
        }
        let end = tail.find('>').ok_or("a tag never closed")?;
        let tag = &tail[1..end];
        rest = &tail[end + 1..];
        if tag.contains('<') {
            return Err(format!("a < inside the tag {tag:?}"));
        }
        if let Some(name) = tag.strip_prefix('/') {
            match open.pop() {
                Some(o) if o == name => continue,
                other => return Err(format!("</{name}> closes {other:?}")),
            }
        }
        if !tag.matches('"').count().is_multiple_of(2) {
            return Err(format!("an attribute left unquoted in {tag:?}"));
        }
        if let Some(id) = tag.split(" id=\"").nth(1) {
            ids.push(id.split('"').next().unwrap_or("").to_string());
        }
        let name = tag.split_whitespace().next().ok_or("an empty tag")?;
        if !tag.ends_with('/') {
            open.push(name);
        }
    }
    match open.as_slice() {
        [] => Ok(ids),
        left => Err(format!("tags never closed: {left:?}")),
    }
}

/// The text of panel `k`'s group.
fn panel(svg: &str, k: usize) -> &str {
    let start = svg
        .find(&format!("<g id=\"panel-{k}\""))
        .expect("the panel");
    let rest = &svg[start..];
    let end = rest[1..]
        .find("<g id=\"panel-")
        .map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// The cells of a step's chain: every cell its links start or end at, and what it removes.
fn chain_cells(d: &Arc<Deduction>) -> Vec<String> {
    let links = d.pattern.links.iter().flat_map(|l| [l.from.0, l.to.0]);
    let removed = d.removals().iter().map(|&(c, _)| c);
    links.chain(removed).map(|c| c.to_string()).collect()
}

#[test]
fn a_nested_step_is_drawn_as_its_outer_chain_and_one_panel_per_inner_chain() {
    let (puzzle, board, d) = nested_step();
    assert!(!d.nested.is_empty());
    let panels = from::nested(&puzzle, &board, &d);
    assert_eq!(panels.len(), 1 + d.nested.len());
    let svg = diagram::panels_to_svg(&panels, "AI Escargot's first nested forcing chain");
    assert_eq!(svg.matches("<svg ").count(), 1, "one document");
    let ids = well_formed(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "an id twice: {ids:?}");
    // The outer chain first, then each inner chain under its name, drawing its own chain.
    assert!(panel(&svg, 0).contains(&d.name()), "{}", panel(&svg, 0));
    for (k, inner) in d.nested.iter().enumerate() {
        let group = panel(&svg, k + 1);
        assert!(group.contains(&format!("nested chain {}: ", k + 1)));
        let desc = group
            .split("<desc>cells ")
            .nth(1)
            .and_then(|t| t.split("</desc>").next())
            .expect("a desc");
        let drawn: Vec<&str> = desc.split(' ').collect();
        for cell in chain_cells(inner) {
            assert!(
                drawn.contains(&cell.as_str()),
                "panel {}: {cell} in {desc}",
                k + 1
            );
        }
        assert_eq!(
            group.matches("marker-end=\"url(#arrow)\"").count(),
            inner.pattern.links.len(),
            "panel {}: one arrow a link",
            k + 1
        );
        // Drawn on the board the inner chain was found on: the outer chain's false candidates
        // before the node it proves are crossed out there, so it holds fewer candidates.
        let found_on = replay::inner_board(&board, &d, k).expect("a node names it");
        let count = |b: &Board| -> usize {
            puzzle
                .shape()
                .all_cells()
                .map(|c| b.candidates(c).len())
                .sum()
        };
        assert!(count(&found_on) < count(&board), "panel {}", k + 1);
    }
}

#[test]
fn explain_words_the_nested_step_with_its_inner_chains_indented_under_it() {
    // The position given to explain by its pencil marks: the ladder's first step there is the
    // nested chain, and explain's first round tells it (--max-rounds 1); the timeout only bounds
    // a broken run.
    let (_, board, d) = nested_step();
    let marks = sudoku_lab::parse::marks_line(&board.pencil_marks());
    let r = crate::common::run(
        &[
            "explain",
            "--solver",
            "ladder",
            "--max-rounds",
            "1",
            "--timeout",
            "2m",
            &marks,
        ],
        "",
    );
    let step = r
        .stdout
        .lines()
        .position(|l| l.contains(&format!("   {}: ", d.name())))
        .unwrap_or_else(|| panic!("the nested step told:\n{}", r.stdout));
    let lines: Vec<&str> = r.stdout.lines().collect();
    for k in 0..d.nested.len() {
        assert!(
            lines[step + 1 + k].starts_with(&format!("        nested chain {}: ", k + 1)),
            "{}",
            lines[step + 1 + k]
        );
    }
    // The round's heading is the step's first line, then what it removed.
    assert!(
        lines[step - 1].starts_with("Round ") && lines[step - 1].ends_with(", so 1 candidate goes"),
        "{}",
        lines[step - 1]
    );
}
