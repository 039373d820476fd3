//! The search tree of a solve, rebuilt from its steps and drawn: one node per guess or try,
//! the dead ends, the path to the solution. Two searches of the same puzzle drawn side by side
//! show at a glance what choosing the cell with the fewest candidates saves.

use std::fmt::Write;

use super::svg::{INK, PLACED_INK, REMOVED_INK, escape, open};
use crate::grid::{Cell, Digit};
use crate::steps::{Observer, Step};

/// How a node of the tree ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// Still open when the steps ran out (a search cut short).
    Open,
    /// Taken back: nothing below it led to a solution.
    Failed,
    /// On the path to the solution.
    Solution,
}

/// One node: the guess or try that opened it (none for the root), and what came of it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Node {
    pub parent: Option<usize>,
    pub choice: Option<(Cell, Digit)>,
    pub depth: usize,
    /// Digits the rules placed in this node before it branched or ended.
    pub forced: usize,
    /// A contradiction was met in this node itself (not below it).
    pub dead_end: bool,
    pub end: End,
}

/// The tree of a search, built by watching its steps (it is an [`Observer`]).
#[derive(Clone, Debug)]
pub struct SearchTree {
    pub nodes: Vec<Node>,
    current: usize,
}

impl Default for SearchTree {
    fn default() -> SearchTree {
        SearchTree {
            nodes: vec![Node {
                parent: None,
                choice: None,
                depth: 0,
                forced: 0,
                dead_end: false,
                end: End::Open,
            }],
            current: 0,
        }
    }
}

impl Observer for SearchTree {
    fn step(&mut self, step: &Step) {
        match *step {
            Step::Place {
                cell,
                digit,
                reason,
            } if reason.is_guess() => {
                let depth = self.nodes[self.current].depth + 1;
                self.nodes.push(Node {
                    parent: Some(self.current),
                    choice: Some((cell, digit)),
                    depth,
                    forced: 0,
                    dead_end: false,
                    end: End::Open,
                });
                self.current = self.nodes.len() - 1;
            }
            Step::Place { .. } => self.nodes[self.current].forced += 1,
            Step::Contradiction(_) => self.nodes[self.current].dead_end = true,
            Step::Undo { cell, digit } => {
                // Back up to the node this undo takes back, failing it and everything open
                // between.
                let mut node = self.current;
                loop {
                    self.nodes[node].end = End::Failed;
                    let matches = self.nodes[node].choice == Some((cell, digit));
                    match self.nodes[node].parent {
                        Some(parent) => node = parent,
                        None => break,
                    }
                    if matches {
                        break;
                    }
                }
                self.current = node;
            }
            Step::Solved => {
                let mut node = Some(self.current);
                while let Some(n) = node {
                    self.nodes[n].end = End::Solution;
                    node = self.nodes[n].parent;
                }
            }
            Step::Eliminate { .. } | Step::Exclude { .. } => {}
        }
    }
}

impl SearchTree {
    /// The nodes with no child.
    pub fn leaves(&self) -> usize {
        let mut has_child = vec![false; self.nodes.len()];
        for node in &self.nodes {
            if let Some(p) = node.parent {
                has_child[p] = true;
            }
        }
        has_child.iter().filter(|&&c| !c).count()
    }

    /// The deepest node's depth (the root is 0).
    pub fn depth(&self) -> usize {
        self.nodes.iter().map(|n| n.depth).max().unwrap_or(0)
    }

    /// The cell tried at each depth (1 and down), when every node of a depth tries the same
    /// cell, as a search that always takes the first empty cell does; `None` otherwise.
    pub fn cell_per_depth(&self) -> Option<Vec<Cell>> {
        let mut cells: Vec<Option<Cell>> = vec![None; self.depth()];
        for node in &self.nodes {
            let Some((cell, _)) = node.choice else {
                continue;
            };
            let slot = &mut cells[node.depth - 1];
            match slot {
                Some(seen) if *seen != cell => return None,
                _ => *slot = Some(cell),
            }
        }
        cells.into_iter().collect()
    }

    /// The nodes taken back.
    pub fn failed(&self) -> usize {
        self.nodes.iter().filter(|n| n.end == End::Failed).count()
    }

    /// Each node's horizontal place, in leaf widths: the leaves left to right in the order
    /// the search met them, a parent centred over its first and last child.
    fn places(&self) -> Vec<f64> {
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); self.nodes.len()];
        for (i, node) in self.nodes.iter().enumerate() {
            if let Some(p) = node.parent {
                children[p].push(i);
            }
        }
        let mut x = vec![0.0; self.nodes.len()];
        let mut next_leaf = 0.0;
        // Children always come after their parent, so a reverse sweep would see children
        // first; but leaves must be numbered in search order, so walk depth-first.
        let mut stack = vec![(0usize, false)];
        while let Some((node, done)) = stack.pop() {
            if done || children[node].is_empty() {
                if children[node].is_empty() {
                    x[node] = next_leaf;
                    next_leaf += 1.0;
                } else {
                    let first = x[children[node][0]];
                    let last = x[*children[node].last().expect("children")];
                    x[node] = (first + last) / 2.0;
                }
                continue;
            }
            stack.push((node, true));
            for &child in children[node].iter().rev() {
                stack.push((child, false));
            }
        }
        x
    }
}

/// Pixels between two leaves and between two levels.
const LEAF: f64 = 12.0;
const LEVEL: f64 = 12.0;
const PANEL_GAP: f64 = 40.0;

/// Several trees side by side, on the same vertical scale, each under its caption: the
/// solution path thick and blue, the nodes taken back grey, the dead ends red.
pub fn svg(trees: &[(&str, &SearchTree)], title: &str) -> String {
    let depth = trees.iter().map(|(_, t)| t.depth()).max().unwrap_or(0) as f64;
    let widths: Vec<f64> = trees
        .iter()
        .map(|(caption, t)| {
            let tree = t.leaves() as f64 * LEAF;
            tree.max(caption.chars().count() as f64 * 6.5)
        })
        .collect();
    let width = widths.iter().sum::<f64>() + PANEL_GAP * (trees.len() as f64 + 1.0);
    let height = 60.0 + depth * LEVEL + 30.0;
    let mut s = open(width.round() as usize, height.round() as usize, title);
    let mut left = PANEL_GAP;
    for ((caption, tree), panel) in trees.iter().zip(&widths) {
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"20\" font-size=\"12\" fill=\"{INK}\">{}</text>",
            left,
            escape(caption)
        );
        // A search that tries one cell per depth gets the cell written beside each level.
        if let Some(cells) = tree.cell_per_depth() {
            for (k, cell) in cells.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" fill=\"#555\" text-anchor=\"end\">{cell}</text>",
                    left - 4.0,
                    40.0 + (k + 1) as f64 * LEVEL + 3.5
                );
            }
        }
        let places = tree.places();
        let offset = left + (panel - tree.leaves() as f64 * LEAF) / 2.0 + LEAF / 2.0;
        let at = |i: usize| {
            (
                offset + places[i] * LEAF,
                40.0 + tree.nodes[i].depth as f64 * LEVEL,
            )
        };
        // Edges first, the solution path last so that it stays on top.
        for pass in [false, true] {
            for (i, node) in tree.nodes.iter().enumerate() {
                let Some(p) = node.parent else { continue };
                let on_path = node.end == End::Solution;
                if on_path != pass {
                    continue;
                }
                let ((x1, y1), (x2, y2)) = (at(p), at(i));
                let (colour, width) = if on_path {
                    (PLACED_INK, 3)
                } else {
                    ("#aaa", 1)
                };
                let _ = writeln!(
                    s,
                    "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>"
                );
            }
        }
        for (i, node) in tree.nodes.iter().enumerate() {
            let (x, y) = at(i);
            let (fill, r) = match (node.end, node.dead_end) {
                (End::Solution, _) => (PLACED_INK, 3.5),
                (_, true) => (REMOVED_INK, 3.0),
                (End::Failed, false) => ("#999", 2.5),
                (End::Open, false) => (INK, 2.5),
            };
            let what = match node.choice {
                Some((cell, digit)) => format!("{cell} = {digit}"),
                None => "the puzzle".to_string(),
            };
            let _ = writeln!(
                s,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{r}\" fill=\"{fill}\"><title>{what}</title></circle>"
            );
        }
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"#555\">{} nodes, {} taken back, depth {}</text>",
            left,
            height - 10.0,
            tree.nodes.len(),
            tree.failed(),
            tree.depth()
        );
        left += panel + PANEL_GAP;
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::SEED_003;
    use crate::{Limits, Solver};

    #[test]
    fn the_tree_has_a_node_per_call_and_one_path_to_the_solution() {
        let grid = SEED_003.grid();
        for solver in [Solver::Propagation, Solver::Backtracking] {
            let mut tree = SearchTree::default();
            let report = solver.solve(&grid, &Limits::default(), &mut tree).unwrap();
            // Every call of the search but the first is a guess or a try.
            assert_eq!(tree.nodes.len() as u64, report.stats.nodes, "{solver:?}");
            let path: Vec<&Node> = tree
                .nodes
                .iter()
                .filter(|n| n.end == End::Solution)
                .collect();
            assert_eq!(
                path.len(),
                tree.depth() + 1,
                "{solver:?}: one path, root to leaf"
            );
            assert!(tree.nodes.iter().all(|n| n.end != End::Open));
        }
        let mut tree = SearchTree::default();
        Solver::Propagation
            .solve(&grid, &Limits::default(), &mut tree)
            .unwrap();
        // Seed 003's puzzle: 4 dead ends under propagation.
        assert_eq!(tree.nodes.iter().filter(|n| n.dead_end).count(), 4);
        let svg = svg(&[("propagation", &tree)], "a tree");
        assert_eq!(svg.matches("<circle").count(), tree.nodes.len());
        // Propagation picks the cell with the fewest candidates: no one cell per level.
        assert_eq!(tree.cell_per_depth(), None);
        let mut brute = SearchTree::default();
        Solver::Backtracking
            .solve(&grid, &Limits::default(), &mut brute)
            .unwrap();
        let cells = brute
            .cell_per_depth()
            .expect("the first empty cell at every depth");
        assert_eq!(cells.len(), brute.depth());
        let first_empty = grid.shape().all_cells().find(|&c| grid.get(c).is_none());
        assert_eq!(Some(cells[0]), first_empty);
        let drawn = svg_of_one(&brute);
        assert!(drawn.contains(&format!(">{}</text>", cells[0])), "{drawn}");
    }

    fn svg_of_one(tree: &SearchTree) -> String {
        svg(&[("backtracking", tree)], "a tree")
    }
}
