//! The search behind the single-digit patterns of two strong links (Skyscraper, 2-String
//! Kite, Turbot Fish, Empty Rectangle), as Sukaku Explainer's "Turbot Fish" rule finds them.
//!
//! A strong link is a house where a digit has two places, or two groups of places (the cells
//! of a line within one box, or the row and the column of an empty rectangle's box): one of
//! the two holds the digit. Two strong links whose inner ends see each other (a weak link: not
//! both) make a chain: if the first far end lacks the digit, its partner has it, the partner's
//! neighbour lacks it and the second far end has it. So one of the far ends holds the digit,
//! and every cell that sees both far ends loses it.

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Link, LinkKind, Pattern, Role};

use super::deduction::and_list;
use super::{Board, Deduction, Technique};

/// Which pattern to look for, by Sukaku's rating of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Two links in parallel lines, single cells (4.0).
    Skyscraper,
    /// A link in a row and one in a column, single cells (4.1).
    Kite,
    /// A link in a box, single cells (4.2).
    Turbot,
    /// A link with a group of cells: an empty rectangle's box, or a line's places in one box
    /// (4.3).
    Grouped,
}

/// The places of the digit a strong link joins: one cell, or a group.
type Node = Vec<Cell>;

/// A house whose places of a digit split into two nodes, one of which holds it.
struct StrongLink {
    house: House,
    ends: [Node; 2],
    /// For an empty rectangle: where its row and column cross.
    heart: Option<Cell>,
    /// For each end, the column, row and box holding all its cells, when one does.
    within: [[Option<House>; 3]; 2],
}

impl StrongLink {
    fn new(board: &Board, house: House, ends: [Node; 2], heart: Option<Cell>) -> StrongLink {
        let within = [0, 1].map(|k| {
            let node = &ends[k];
            let first = node[0];
            [
                House::Col(first.col() as u8),
                House::Row(first.row() as u8),
                board.box_of(first),
            ]
            .map(|h| node.iter().all(|&c| board.contains(h, c)).then_some(h))
        });
        StrongLink {
            house,
            ends,
            heart,
            within,
        }
    }
}

/// The kinds of house, as Sukaku numbers them: boxes, rows, columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum HouseKind {
    Box,
    Row,
    Col,
}

/// The houses of `kind`, in order.
fn houses(board: &Board, kind: HouseKind) -> impl Iterator<Item = House> {
    let side = board.shape().side() as u8;
    (0..side).map(move |n| match kind {
        HouseKind::Box => House::Box(n),
        HouseKind::Row => House::Row(n),
        HouseKind::Col => House::Col(n),
    })
}

/// The strong link of `digit` in `house`, if it has one: two places; or, with `groups`, the
/// places of a line in two boxes, or a box's places on one row and one column of it. Without
/// `pairs_in_line`, a box's two places on one line are left to that line.
fn strong_link(
    board: &Board,
    digit: Digit,
    house: House,
    groups: bool,
    pairs_in_line: bool,
) -> Option<StrongLink> {
    let places: Vec<Cell> = board.places(house, digit).collect();
    if places.len() < 2 {
        return None;
    }
    if places.len() == 2 {
        let (a, b) = (places[0], places[1]);
        if !pairs_in_line
            && matches!(house, House::Box(_))
            && (a.row() == b.row() || a.col() == b.col())
        {
            return None;
        }
        return Some(StrongLink::new(board, house, [vec![a], vec![b]], None));
    }
    match house {
        House::Box(_) => {
            // An empty rectangle: every place on the row or the column of one cell (the first
            // such cell), with places on both arms (the cell itself aside).
            let side = board.shape().side();
            if places.len() > side - board.shape().box_side() - 1 {
                return None;
            }
            let e = board.cells_of(house).iter().copied().find(|&e| {
                places
                    .iter()
                    .all(|p| p.row() == e.row() || p.col() == e.col())
            })?;
            let row: Node = places
                .iter()
                .copied()
                .filter(|p| p.row() == e.row())
                .collect();
            let col: Node = places
                .iter()
                .copied()
                .filter(|p| p.col() == e.col())
                .collect();
            if row.iter().all(|&c| c == e) || col.iter().all(|&c| c == e) {
                return None;
            }
            Some(StrongLink::new(board, house, [row, col], Some(e)))
        }
        _ if !groups => None,
        _ => {
            // A line whose places lie in two boxes: each box's places are one node.
            let first = board.box_of(places[0]);
            let (a, b): (Node, Node) = places.iter().partition(|&&p| board.box_of(p) == first);
            let second = board.box_of(*b.first()?);
            b.iter()
                .all(|&p| board.box_of(p) == second)
                .then(|| StrongLink::new(board, house, [a, b], None))
        }
    }
}

/// The house all of `cells` share that is neither `a` nor `b`: column, row, then box.
fn shared(board: &Board, x: &[Cell], y: &[Cell], a: House, b: House) -> Option<House> {
    let first = x[0];
    [
        House::Col(first.col() as u8),
        House::Row(first.row() as u8),
        board.box_of(first),
    ]
    .into_iter()
    .filter(|&h| h != a && h != b)
    .find(|&h| x.iter().chain(y).all(|&c| board.contains(h, c)))
}

/// Every strong link of every digit, by digit and kind of house (boxes, rows, columns), in
/// house order: the searches pick from these.
fn table(board: &Board, groups: bool, pairs_in_line: bool) -> Vec<[Vec<StrongLink>; 3]> {
    (0..board.shape().side())
        .map(Digit::from_index)
        .map(|digit| {
            [HouseKind::Box, HouseKind::Row, HouseKind::Col].map(|kind| {
                houses(board, kind)
                    .filter_map(|h| strong_link(board, digit, h, groups, pairs_in_line))
                    .collect()
            })
        })
        .collect()
}

impl HouseKind {
    fn index(self) -> usize {
        match self {
            HouseKind::Box => 0,
            HouseKind::Row => 1,
            HouseKind::Col => 2,
        }
    }
}

/// The kind of the chain of links `l1` and `l2`.
fn kind(l1: &StrongLink, l2: &StrongLink) -> Kind {
    let grouped = l1.ends.iter().chain(&l2.ends).any(|n| n.len() > 1);
    match (l1.house, l2.house) {
        _ if grouped => Kind::Grouped,
        (House::Row(_), House::Row(_)) | (House::Col(_), House::Col(_)) => Kind::Skyscraper,
        (House::Row(_), House::Col(_)) | (House::Col(_), House::Row(_)) => Kind::Kite,
        _ => Kind::Turbot,
    }
}

/// The chain of `want` on `board` that removes the most candidates (on a tie, the one with
/// fewer groups, then the first found), in Sukaku's order: pairs of house kinds (rows and rows,
/// columns and columns, columns and rows, rows and boxes, columns and boxes, boxes and boxes),
/// then digits, then houses.
pub fn find(board: &Board, want: Kind, technique: Technique) -> Option<Deduction> {
    use HouseKind::{Box, Col, Row};
    let mut best: Option<(usize, usize, Deduction)> = None;
    let table = table(board, true, true);
    for (base, cover) in [
        (Row, Row),
        (Col, Col),
        (Col, Row),
        (Row, Box),
        (Col, Box),
        (Box, Box),
    ] {
        for (d, links) in table.iter().enumerate() {
            let digit = Digit::from_index(d);
            let (bases, covers) = (&links[base.index()], &links[cover.index()]);
            for (i, l1) in bases.iter().enumerate() {
                let from = if base == cover { i + 1 } else { 0 };
                for l2 in covers.iter().skip(from) {
                    if l1.house == l2.house || kind(l1, l2) != want {
                        continue;
                    }
                    let groups = l1
                        .ends
                        .iter()
                        .chain(&l2.ends)
                        .filter(|n| n.len() > 1)
                        .count();
                    for (s, b1) in [(0, 1), (1, 0)] {
                        for (b2, e) in [(0, 1), (1, 0)] {
                            if weak_between(l1, b1, l2, b2).is_none() {
                                continue;
                            }
                            let chain = [&l1.ends[s], &l1.ends[b1], &l2.ends[b2], &l2.ends[e]];
                            let Some(d) = deduction(board, digit, l1, l2, chain, technique) else {
                                continue;
                            };
                            let n = d.removals().len();
                            if best
                                .as_ref()
                                .is_none_or(|(bn, bg, _)| n > *bn || (n == *bn && groups < *bg))
                            {
                                best = Some((n, groups, d));
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|(_, _, d)| d)
}

/// The deduction of the chain `start = bridge - bridge2 = end`, if its inner ends are weakly
/// linked and it removes a candidate.
fn deduction(
    board: &Board,
    digit: Digit,
    l1: &StrongLink,
    l2: &StrongLink,
    [start, bridge, bridge2, end]: [&Node; 4],
    technique: Technique,
) -> Option<Deduction> {
    // The four nodes are apart (an empty rectangle's heart may sit in both its nodes).
    if bridge.iter().any(|c| bridge2.contains(c))
        || start
            .iter()
            .chain(bridge)
            .any(|c| bridge2.contains(c) || end.contains(c))
    {
        return None;
    }
    let share = shared(board, bridge, bridge2, l1.house, l2.house)?;
    let mut all: Vec<Cell> = [start, bridge, bridge2, end]
        .iter()
        .flat_map(|n| n.iter().copied())
        .collect();
    all.sort();
    all.dedup();
    let removals = seen_by_both_ends(board, digit, &all, start, end, |_| true);
    if removals.is_empty() {
        return None;
    }
    let link = |a: &Node, b: &Node, kind| node_link(digit, a, b, kind);
    // The far ends are the pincers (the removals see them), the inner ends the base.
    let mut cells: Vec<(Cell, Role)> = Vec::new();
    for (node, role) in [
        (start, Role::Pincer),
        (bridge, Role::Base),
        (bridge2, Role::Base),
        (end, Role::Pincer),
    ] {
        cells.extend(node.iter().map(|&c| (c, role)));
    }
    for heart in [l1.heart, l2.heart].into_iter().flatten() {
        if !all.contains(&heart) {
            cells.push((heart, Role::Pivot));
        }
    }
    Some(Deduction::new(
        technique,
        Pattern {
            digits: Candidates::single(digit),
            houses: vec![
                (l1.house, Role::Base),
                (l2.house, Role::Base),
                (share, Role::Cover),
            ],
            cells,
            candidates: all.iter().map(|&c| (c, digit)).collect(),
            links: vec![
                link(start, bridge, LinkKind::Strong),
                link(bridge, bridge2, LinkKind::Weak),
                link(bridge2, end, LinkKind::Strong),
            ],
            removals,
            groups: node_groups(digit, &[start, bridge, bridge2, end]),
            placement: None,
        },
    ))
}

/// The chain's four nodes, from the pattern's cells (listed in chain order: the far end, its
/// partner, the other partner, the other far end) and its weak link (which starts the second
/// partner).
fn nodes(d: &Deduction) -> [Vec<Cell>; 4] {
    let cells = &d.pattern.cells;
    let second = d.pattern.links[1].to.0;
    let mut nodes: [Vec<Cell>; 4] = Default::default();
    let mut at = 0;
    for &(c, role) in cells {
        at = match (at, role) {
            (0, Role::Base) => 1,
            (1, Role::Base) if c == second => 2,
            (2, Role::Pincer) => 3,
            (_, Role::Pivot) => continue,
            (at, _) => at,
        };
        nodes[at].push(c);
    }
    nodes
}

/// `7 fits only r2c3 or r2c8 in row 2, and only r6c3 or r6c7 in row 6; r2c3 and r6c3 share
/// column 3, so they are not both 7: r2c8 or r6c7 is, and the cells that see both lose it`.
pub fn explain(d: &Deduction) -> String {
    let digit = d.pattern.digits;
    let houses: Vec<House> = d.houses(Role::Base).collect();
    let share = d.houses(Role::Cover).next().expect("the weak link's house");
    let [start, bridge, bridge2, end] =
        nodes(d).map(|n| n.iter().map(Cell::to_string).collect::<Vec<_>>().join("/"));
    let hearts: Vec<String> = d
        .cells(Role::Pivot)
        .map(|h| format!(" (an empty rectangle crossing at {h})"))
        .collect();
    format!(
        "{digit} fits only {start} or {bridge} in {}, and only {bridge2} or {end} in {}{}; \
         {bridge} and {bridge2} share {share}, so they are not both {digit}: {start} or {end} \
         is, and the cells that see both lose it",
        houses[0],
        houses[1],
        and_list(hearts),
    )
}

/// The kind of a chain of three strong links, with Sukaku's rating in tenths: 5.4 all in
/// parallel lines, 5.5 with a box, 5.6 with a row and a column, 5.7 with a group.
pub fn three_link_rating(variant: Option<&str>) -> u16 {
    match variant {
        Some("parallel lines") => 54,
        Some("with a box") => 55,
        Some("rows and columns") => 56,
        _ => 57,
    }
}

fn three_link_variant(links: [&StrongLink; 3]) -> &'static str {
    let grouped = links.iter().any(|l| l.ends.iter().any(|n| n.len() > 1));
    let rows = links.iter().any(|l| matches!(l.house, House::Row(_)));
    let cols = links.iter().any(|l| matches!(l.house, House::Col(_)));
    let boxes = links.iter().any(|l| matches!(l.house, House::Box(_)));
    if grouped {
        "grouped"
    } else if rows && cols {
        "rows and columns"
    } else if boxes {
        "with a box"
    } else {
        "parallel lines"
    }
}

/// The easiest chain of three strong links (Sukaku's "3 strong-linked fishes"), the one that
/// removes the most candidates among those: `A = B - C = D - E = F`, each `-` a house the two
/// nodes share (none of the links' houses); A or F holds the digit. Sukaku's order: sets of
/// house kinds, digits, houses, then the three ways of chaining three links.
pub fn find_three(board: &Board, technique: Technique) -> Option<Deduction> {
    use HouseKind::{Box, Col, Row};
    let sets = [
        [Row, Row, Row],
        [Col, Col, Col],
        [Box, Box, Box],
        [Box, Box, Row],
        [Box, Box, Col],
        [Box, Row, Row],
        [Box, Col, Col],
        [Box, Row, Col],
        [Row, Row, Col],
        [Row, Col, Col],
    ];
    let mut best: Option<(u16, usize, Deduction)> = None;
    let table = table(board, true, false);
    let weak: Vec<WeakLinks> = table.iter().map(WeakLinks::new).collect();
    for set in sets {
        for (d, by_kind) in table.iter().enumerate() {
            let digit = Digit::from_index(d);
            let weak_links = &weak[d];
            let ids = set.map(|kind| weak_links.offset[kind.index()]);
            let links = set.map(|kind| &by_kind[kind.index()]);
            for (i1, l1) in links[0].iter().enumerate() {
                let from2 = if set[0] == set[1] { i1 + 1 } else { 0 };
                for (i2, l2) in links[1].iter().enumerate().skip(from2) {
                    let from3 = if set[1] == set[2] {
                        i2 + 1
                    } else if set[0] == set[2] {
                        i1 + 1
                    } else {
                        0
                    };
                    for (i3, l3) in links[2].iter().enumerate().skip(from3) {
                        if l1.house == l2.house || l2.house == l3.house || l1.house == l3.house {
                            continue;
                        }
                        let (g1, g2, g3) = (ids[0] + i1, ids[1] + i2, ids[2] + i3);
                        // The three ways to chain them: each link in the middle once.
                        for [(a, ga), (b, gb), (c, gc)] in [
                            [(l1, g1), (l2, g2), (l3, g3)],
                            [(l1, g1), (l3, g3), (l2, g2)],
                            [(l2, g2), (l1, g1), (l3, g3)],
                        ] {
                            for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                                // The first weak link does not depend on the last link's way.
                                let Some(share1) = weak_links.get(ga, 1 - x, gb, y) else {
                                    continue;
                                };
                                for z in 0..2 {
                                    let Some(share2) = weak_links.get(gb, 1 - y, gc, z) else {
                                        continue;
                                    };
                                    let nodes = [
                                        &a.ends[x],
                                        &a.ends[1 - x],
                                        &b.ends[y],
                                        &b.ends[1 - y],
                                        &c.ends[z],
                                        &c.ends[1 - z],
                                    ];
                                    let Some((pattern, variant)) = three_chain(
                                        board,
                                        digit,
                                        [a, b, c],
                                        nodes,
                                        [share1, share2],
                                    ) else {
                                        continue;
                                    };
                                    let rating = three_link_rating(Some(variant));
                                    let n = pattern.removals.len();
                                    if best.as_ref().is_none_or(|(r, m, _)| {
                                        rating < *r || (rating == *r && n > *m)
                                    }) {
                                        let d = Deduction::new(technique, pattern).variant(variant);
                                        best = Some((rating, n, d));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|(_, _, d)| d)
}

/// The weak links between the ends of one digit's strong links, worked out once: ends are
/// numbered by link (boxes, rows, then columns, as in the table) and side.
struct WeakLinks {
    /// Where each kind's links start in the numbering.
    offset: [usize; 3],
    count: usize,
    shares: Vec<Option<House>>,
}

impl WeakLinks {
    fn new(by_kind: &[Vec<StrongLink>; 3]) -> WeakLinks {
        let offset = [0, by_kind[0].len(), by_kind[0].len() + by_kind[1].len()];
        let all: Vec<&StrongLink> = by_kind.iter().flatten().collect();
        let count = all.len();
        let mut shares = vec![None; 4 * count * count];
        for (i, a) in all.iter().enumerate() {
            for (j, b) in all.iter().enumerate() {
                if i == j {
                    continue;
                }
                for x in 0..2 {
                    for y in 0..2 {
                        shares[((2 * i + x) * count + j) * 2 + y] = weak_between(a, x, b, y);
                    }
                }
            }
        }
        WeakLinks {
            offset,
            count,
            shares,
        }
    }

    /// The house the end `x` of link `i` shares with the end `y` of link `j`, if any.
    fn get(&self, i: usize, x: usize, j: usize, y: usize) -> Option<House> {
        self.shares[((2 * i + x) * self.count + j) * 2 + y]
    }
}

/// The house (column, row, then box) holding end `x` of `a` and end `y` of `b`, when they are
/// apart and it is neither link's house.
fn weak_between(a: &StrongLink, x: usize, b: &StrongLink, y: usize) -> Option<House> {
    let (p, q) = (&a.ends[x], &b.ends[y]);
    if p.iter().any(|c| q.contains(c)) {
        return None;
    }
    (0..3).find_map(|k| {
        let h = a.within[x][k]?;
        (b.within[y][k] == Some(h) && h != a.house && h != b.house).then_some(h)
    })
}

/// The pattern of the chain `nodes` through `links`, and its variant, if its weak links hold
/// (a shared house, none of the links') and it removes a candidate.
fn three_chain(
    board: &Board,
    digit: Digit,
    links: [&StrongLink; 3],
    nodes: [&Node; 6],
    [share1, share2]: [House; 2],
) -> Option<(Pattern, &'static str)> {
    let houses = links.map(|l| l.house);
    if houses.contains(&share1) || houses.contains(&share2) {
        return None;
    }
    let pattern = three_pattern(board, digit, nodes, houses, [share1, share2])?;
    Some((pattern, three_link_variant(links)))
}

/// The pattern of a chain of three strong links, if its nodes are apart and it removes a
/// candidate. The cells are listed in chain order, the far ends as pincers.
fn three_pattern(
    board: &Board,
    digit: Digit,
    nodes: [&Node; 6],
    houses: [House; 3],
    shares: [House; 2],
) -> Option<Pattern> {
    // Inner nodes apart from each other and from the far ends.
    for i in 0..6 {
        for j in i + 1..6 {
            if i / 2 != j / 2 && nodes[i].iter().any(|c| nodes[j].contains(c)) {
                return None;
            }
        }
    }
    let (start, end) = (nodes[0], nodes[5]);
    let all: Vec<Cell> = nodes.iter().flat_map(|n| n.iter().copied()).collect();
    let removals = seen_by_both_ends(board, digit, &all, start, end, |c| {
        !houses.iter().chain(&shares).any(|&h| board.contains(h, c))
    });
    if removals.is_empty() {
        return None;
    }
    let link = |a: &Node, b: &Node, kind| node_link(digit, a, b, kind);
    let roles = [
        Role::Pincer,
        Role::Base,
        Role::Base,
        Role::Base,
        Role::Base,
        Role::Pincer,
    ];
    let mut candidates: Vec<(Cell, Digit)> = all.iter().map(|&c| (c, digit)).collect();
    candidates.sort();
    candidates.dedup();
    Some(Pattern {
        digits: Candidates::single(digit),
        houses: houses
            .iter()
            .map(|&h| (h, Role::Base))
            .chain(shares.iter().map(|&h| (h, Role::Cover)))
            .collect(),
        cells: nodes
            .iter()
            .zip(roles)
            .flat_map(|(n, role)| n.iter().map(move |&c| (c, role)))
            .collect(),
        candidates,
        links: (0..5)
            .map(|i| {
                let kind = if i % 2 == 0 {
                    LinkKind::Strong
                } else {
                    LinkKind::Weak
                };
                link(nodes[i], nodes[i + 1], kind)
            })
            .collect(),
        removals,
        groups: node_groups(digit, &nodes),
        placement: None,
    })
}

/// `7 makes a chain of strong links in row 2 (r2c3=r2c8), column 8 (r5c8=r9c8) and box 9
/// (r9c9=r7c7), each next link seeing the last: r2c3 or r7c7 is 7, and the cells that see
/// both lose it`.
pub fn explain_three(d: &Deduction) -> String {
    let digit = d.pattern.digits;
    let houses: Vec<House> = d.houses(Role::Base).collect();
    let links = &d.pattern.links;
    let strong: Vec<String> = links
        .iter()
        .filter(|l| l.kind == LinkKind::Strong)
        .zip(&houses)
        .map(|(l, h)| format!("{h} ({}={})", l.from.0, l.to.0))
        .collect();
    let (start, end) = (links[0].from.0, links[4].to.0);
    format!(
        "{digit} fits only two places (or two groups) in each of {}, and each next link's end \
         sees the last one's, so the links chain: {start} or {end} is {digit}, and the cells \
         that see both lose it",
        and_list(strong)
    )
}

/// The candidates of `digit` outside the chain (`all` its cells) that see every cell of both
/// its ends, and pass `also`: whichever end holds the digit, they cannot.
fn seen_by_both_ends(
    board: &Board,
    digit: Digit,
    all: &[Cell],
    start: &[Cell],
    end: &[Cell],
    also: impl Fn(Cell) -> bool,
) -> Vec<(Cell, Digit)> {
    board
        .shape()
        .all_cells()
        .filter(|c| !all.contains(c) && board.candidates(*c).contains(digit))
        .filter(|&c| also(c) && start.iter().chain(end).all(|&x| board.sees(c, x)))
        .map(|c| (c, digit))
        .collect()
}

/// A link of `digit` between two nodes, drawn from the first cell of each.
/// The nodes of more than one cell, as the pattern's groups (their links start and end at
/// their first cell).
fn node_groups(digit: Digit, nodes: &[&Node]) -> Vec<(Digit, Vec<Cell>)> {
    let mut groups: Vec<(Digit, Vec<Cell>)> = Vec::new();
    for n in nodes.iter().filter(|n| n.len() > 1) {
        if !groups.iter().any(|(_, g)| g == *n) {
            groups.push((digit, n.to_vec()));
        }
    }
    groups
}

fn node_link(digit: Digit, a: &[Cell], b: &[Cell], kind: LinkKind) -> Link {
    Link {
        from: (a[0], digit),
        to: (b[0], digit),
        kind,
    }
}
