//! A chain of implications as data: its nodes (a candidate, or a group of one digit's
//! candidates in a box-line intersection, each true or false, and why) and the links between
//! them. What a chain deduction carries, and all that its words, its drawing and its replay
//! need; the search that finds chains (chaining/) builds it and nothing here depends on it.

use crate::grid::{Cell, Digit, House};
use crate::steps::{Link, LinkKind};

use super::Technique;

/// Why a candidate of a chain is on or off.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Because {
    /// The chain's starting assumption.
    Assumption,
    /// Its cell: another candidate is true, or every other one is false.
    Cell,
    /// The house: its digit is true elsewhere in it, or false everywhere else in it.
    House(House),
    /// A technique of the ladder, on the board with the chain's false candidates crossed out.
    Pattern(Technique),
    /// A nested chain step: the deduction's inner step of this index (`Deduction::nested`),
    /// found on the board with the chain's false candidates crossed out.
    Inner(usize),
}

/// One node of a chain, true (`on`) or false, and the earlier nodes it follows from: a
/// candidate, or a group (the places of one digit where a box and a line cross, two or three
/// cells: true when one of them holds the digit, false when none does).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChainNode {
    /// The candidate's cell; a group's first cell.
    pub cell: Cell,
    pub digit: Digit,
    pub on: bool,
    pub because: Because,
    /// Indices of the nodes it follows from (earlier in the chain).
    pub parents: Vec<usize>,
    /// A group's cells, in order (empty for a single candidate).
    pub group: Vec<Cell>,
}

impl ChainNode {
    /// The cells of the node: its cell, or its group's cells.
    pub fn cells(&self) -> &[Cell] {
        if self.group.is_empty() {
            std::slice::from_ref(&self.cell)
        } else {
            &self.group
        }
    }

    /// True for a group of cells.
    pub fn is_group(&self) -> bool {
        !self.group.is_empty()
    }

    /// `r2c8 is 7` or `r2c8 is not 7`; for a group, `r2c7 or r2c8 is 7` or `neither r2c7 nor
    /// r2c8 is 7`.
    pub fn words(&self) -> String {
        let cells: Vec<String> = self.cells().iter().map(Cell::to_string).collect();
        match (self.on, self.is_group()) {
            (true, false) => format!("{} is {}", self.cell, self.digit),
            (false, false) => format!("{} is not {}", self.cell, self.digit),
            (true, true) => format!("{} is {}", cells.join(" or "), self.digit),
            (false, true) => format!("neither {} is {}", cells.join(" nor "), self.digit),
        }
    }

    /// How many candidates the node stands for: one, or its group's cells.
    pub fn weight(&self) -> usize {
        self.cells().len()
    }
}

/// A chain of implications: its first node is the assumption, every later node follows from
/// its parents, its last node is what the assumption forces. A loop ends where it started.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Chain {
    pub nodes: Vec<ChainNode>,
}

impl Chain {
    pub fn assumption(&self) -> &ChainNode {
        &self.nodes[0]
    }

    pub fn end(&self) -> &ChainNode {
        self.nodes.last().expect("a chain has a node")
    }

    /// How many digits the chain's nodes hold between them.
    pub fn digits(&self) -> usize {
        let mut digits: Vec<Digit> = self.nodes.iter().map(|n| n.digit).collect();
        digits.sort();
        digits.dedup();
        digits.len()
    }

    /// True when a node of the chain is a group.
    pub fn is_grouped(&self) -> bool {
        self.nodes.iter().any(ChainNode::is_group)
    }

    /// How many distinct candidate states the chain touches: Sudoku Explainer's count, which
    /// its length table rates. A group counts its cells, as many candidates as a chain through
    /// them one by one would hold.
    pub fn size(&self) -> usize {
        let mut seen: Vec<(Vec<Cell>, Digit, bool)> = self
            .nodes
            .iter()
            .map(|n| (n.cells().to_vec(), n.digit, n.on))
            .collect();
        seen.sort();
        seen.dedup();
        seen.iter().map(|(cells, _, _)| cells.len()).sum()
    }

    /// The links of the chain, each parent to its child: weak into a false candidate, strong
    /// into a true one. A group's link starts or ends at its first cell (the chain's nodes list
    /// all its cells).
    pub fn links(&self) -> impl Iterator<Item = Link> + '_ {
        self.nodes.iter().flat_map(move |n| {
            n.parents.iter().map(move |&p| {
                let from = &self.nodes[p];
                Link {
                    from: (from.cell, from.digit),
                    to: (n.cell, n.digit),
                    kind: if n.on {
                        LinkKind::Strong
                    } else {
                        LinkKind::Weak
                    },
                }
            })
        })
    }

    /// `if r2c5 is 7, then r2c8 is not 7, so r6c8 is 7, so r6c5 is not 7`: the chain as a
    /// person reads it, each node after the ones it follows from.
    pub fn words(&self) -> String {
        let mut text = format!("if {}", self.assumption().words());
        for (i, n) in self.nodes.iter().enumerate().skip(1) {
            text.push_str(if i == 1 { ", then " } else { ", so " });
            text.push_str(&n.words());
            match n.because {
                Because::Pattern(t) => text.push_str(&format!(" (by {})", t.name())),
                Because::Inner(k) => text.push_str(&format!(" (by nested chain {})", k + 1)),
                _ => {}
            }
        }
        text
    }
}

/// Sudoku Explainer's length table: a tenth more each time the chain outgrows 4, 6, 8, 12, 16,
/// 24, 32, ... candidates (two fewer than `size`).
pub fn length_tenths(size: usize) -> u16 {
    let length = size.saturating_sub(2);
    let (mut ceil, mut odd, mut added) = (4usize, false, 0u16);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
