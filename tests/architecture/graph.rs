//! The module graph of the workspace: every path that names a module of the same crate resolved
//! to the file that defines what it names, through `pub use` re-exports; its cycles and how a
//! message describes one.

use super::reader::{File, Tok, UseLeaf, files, uses};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// The module graph of the workspace's crates: which file uses which in the same crate.
pub(super) struct Graph {
    /// (crate, module path) to file.
    pub(super) modules: HashMap<(&'static str, Vec<String>), String>,
    /// Per file: the names it re-exports (`pub use`), with the path each names.
    pub(super) exports: HashMap<String, HashMap<String, Vec<String>>>,
    /// Per file, the files it uses, and a line of each use.
    pub(super) edges: BTreeMap<String, BTreeMap<String, usize>>,
    pub(super) files: Vec<File>,
}

impl Graph {
    pub(super) fn new(root: &Path) -> Graph {
        let files = files(root);
        let modules = files
            .iter()
            .map(|f| ((f.krate, f.module.clone()), f.path.clone()))
            .collect();
        let mut graph = Graph {
            modules,
            exports: HashMap::new(),
            edges: BTreeMap::new(),
            files: Vec::new(),
        };
        let mut found = Vec::new();
        for file in &files {
            let (leaves, code) = uses(&file.tokens);
            let mut exports = HashMap::new();
            for leaf in &leaves {
                if leaf.public && leaf.name != "*" {
                    let absolute = graph.absolute(file, &leaf.path);
                    if let Some(absolute) = absolute {
                        exports.insert(leaf.name.clone(), absolute);
                    }
                }
            }
            graph.exports.insert(file.path.clone(), exports);
            let words: BTreeSet<&str> = code
                .iter()
                .filter_map(|t| match &t.tok {
                    Tok::Ident(w) => Some(w.as_str()),
                    _ => None,
                })
                .collect();
            let line = |leaf: &UseLeaf| {
                file.tokens
                    .iter()
                    .find(|t| t.tok == Tok::Ident(leaf.name.clone()))
                    .map_or(0, |t| t.line)
            };
            for leaf in &leaves {
                // A re-export is a use only when the file's own code uses the name too.
                if !leaf.public || words.contains(leaf.name.as_str()) {
                    found.push((file.path.clone(), leaf.path.clone(), line(leaf)));
                }
            }
            // Paths written in the code: `crate::a::b`, `super::c`, or `child::d` for a
            // module declared below this one.
            let mut i = 0;
            while i < code.len() {
                let starts = match &code[i].tok {
                    Tok::Ident(w) => {
                        let next_is_sep = code.get(i + 1).is_some_and(|t| t.tok == Tok::PathSep);
                        let before_sep = i > 0 && code[i - 1].tok == Tok::PathSep;
                        next_is_sep
                            && !before_sep
                            && (matches!(w.as_str(), "crate" | "super" | "self")
                                || graph.is_child(file, w))
                    }
                    _ => false,
                };
                if !starts {
                    i += 1;
                    continue;
                }
                let mut path = Vec::new();
                let line = code[i].line;
                while let Some(Tok::Ident(w)) = code.get(i).map(|t| &t.tok) {
                    path.push(w.clone());
                    i += 1;
                    if code.get(i).is_some_and(|t| t.tok == Tok::PathSep) {
                        i += 1;
                    } else {
                        break;
                    }
                }
                found.push((file.path.clone(), path, line));
            }
        }
        graph.files = files;
        for (from, path, line) in found {
            let file = graph.files.iter().find(|f| f.path == from).unwrap();
            if let Some(to) = graph.resolve(file, &path)
                && to != from
            {
                graph
                    .edges
                    .entry(from)
                    .or_default()
                    .entry(to)
                    .or_insert(line);
            }
        }
        graph
    }

    pub(super) fn is_child(&self, file: &File, name: &str) -> bool {
        let mut m = file.module.clone();
        m.push(name.to_string());
        self.modules.contains_key(&(file.krate, m))
    }

    /// `path` as written in `file`, made absolute (from the crate root), or `None` for a path
    /// into another crate.
    pub(super) fn absolute(&self, file: &File, path: &[String]) -> Option<Vec<String>> {
        let (first, rest) = path.split_first()?;
        let mut base = match first.as_str() {
            "crate" => Vec::new(),
            "self" => file.module.clone(),
            "super" => {
                let mut m = file.module.clone();
                m.pop();
                m
            }
            name if self.is_child(file, name) => {
                let mut m = file.module.clone();
                m.push(name.to_string());
                m
            }
            _ => return None,
        };
        let mut rest = rest;
        while let Some((s, r)) = rest.split_first()
            && s == "super"
        {
            base.pop();
            rest = r;
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines what `path` (written in `file`) names, through re-exports.
    pub(super) fn resolve(&self, file: &File, path: &[String]) -> Option<String> {
        let mut absolute = self.absolute(file, path)?;
        for _ in 0..16 {
            // The longest prefix that is a module; the rest names an item in it.
            let mut split = absolute.len();
            while !self
                .modules
                .contains_key(&(file.krate, absolute[..split].to_vec()))
            {
                split -= 1;
            }
            let module_file = self.modules[&(file.krate, absolute[..split].to_vec())].clone();
            let Some(item) = absolute.get(split) else {
                return Some(module_file);
            };
            match self.exports.get(&module_file).and_then(|e| e.get(item)) {
                Some(target) => {
                    let mut next = target.clone();
                    next.extend(absolute[split + 1..].iter().cloned());
                    absolute = next;
                }
                None => return Some(module_file),
            }
        }
        None
    }

    /// The edges between modules that sit side by side in the module tree: a use of file `b`
    /// by file `a` is a use of `b`'s module by `a`'s module, below the module that holds them
    /// both (`uniqueness.rs` using `generate/bitmask.rs` uses `generate/`). Uses of
    /// a module by its parent, or of a parent by its child, are the file graph's concern.
    pub(super) fn module_edges(&self) -> Edges {
        let name = |krate: &'static str, module: &[String]| {
            let file = &self.modules[&(krate, module.to_vec())];
            match file.strip_suffix("/mod.rs") {
                Some(folder) => format!("{folder}/"),
                None => file.clone(),
            }
        };
        let mut edges = Edges::new();
        for (from, targets) in &self.edges {
            let a = self.files.iter().find(|f| &f.path == from).unwrap();
            for (to, line) in targets {
                let b = self.files.iter().find(|f| &f.path == to).unwrap();
                let common = a
                    .module
                    .iter()
                    .zip(&b.module)
                    .take_while(|(x, y)| x == y)
                    .count();
                if a.krate != b.krate || common == a.module.len() || common == b.module.len() {
                    continue;
                }
                edges
                    .entry(name(a.krate, &a.module[..=common]))
                    .or_default()
                    .entry(name(b.krate, &b.module[..=common]))
                    .or_insert(*line);
            }
        }
        edges
    }
}

/// Who uses whom: per node, the nodes it uses and a line of the first use.
pub(super) type Edges = BTreeMap<String, BTreeMap<String, usize>>;

/// The cycles of a graph: each strongly connected set of more than one node, sorted.
pub(super) fn cycles(edges: &Edges) -> Vec<Vec<String>> {
    let nodes: Vec<&String> = edges
        .iter()
        .flat_map(|(from, to)| std::iter::once(from).chain(to.keys()))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let index: HashMap<&String, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let adjacency: Vec<Vec<usize>> = nodes
        .iter()
        .map(|n| {
            edges
                .get(*n)
                .map(|e| e.keys().map(|t| index[t]).collect())
                .unwrap_or_default()
        })
        .collect();
    // Tarjan's algorithm, iteratively.
    let n = nodes.len();
    let (mut order, mut low, mut on_stack) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut sccs, mut counter) = (Vec::new(), Vec::new(), 0);
    for start in 0..n {
        if order[start] != usize::MAX {
            continue;
        }
        let mut work = vec![(start, 0usize)];
        while let Some(&mut (v, ref mut next)) = work.last_mut() {
            if *next == 0 {
                order[v] = counter;
                low[v] = counter;
                counter += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = adjacency[v].get(*next) {
                *next += 1;
                if order[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(order[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == order[v] {
                let mut scc = Vec::new();
                loop {
                    let w = stack.pop().unwrap();
                    on_stack[w] = false;
                    scc.push(nodes[w].clone());
                    if w == v {
                        break;
                    }
                }
                if scc.len() > 1 {
                    scc.sort();
                    sccs.push(scc);
                }
            }
        }
    }
    sccs.sort();
    sccs
}

/// `a.rs -> b.rs (line 3) -> a.rs (line 9)`: one way round a cycle, for the message.
pub(super) fn describe(edges: &Edges, scc: &[String]) -> String {
    let members: BTreeSet<&String> = scc.iter().collect();
    let mut path = vec![scc[0].clone()];
    let mut text = scc[0].clone();
    while let Some(targets) = edges.get(path.last().unwrap()) {
        let Some((next, line)) = targets
            .iter()
            .find(|(t, _)| members.contains(t) && (!path.contains(t) || *t == &scc[0]))
        else {
            break;
        };
        text += &format!(" -> {next} (line {line} of the file before)");
        if next == &scc[0] {
            break;
        }
        path.push(next.clone());
    }
    text
}

/// Whether the cycle `scc` is the known one `nodes`: the same nodes, or (for a folder, ending
/// in `/`) nodes all inside that folder.
pub(super) fn is_known(nodes: &str, scc: &[String]) -> bool {
    match nodes.strip_suffix('/').filter(|_| !nodes.contains(' ')) {
        Some(_) => scc.iter().all(|n| n.starts_with(nodes) && n != nodes),
        None => scc.join(" ") == nodes,
    }
}

/// Fails on every cycle of `edges` that is not in `known`, and on every known one that is gone.
pub(super) fn check_cycles(edges: &Edges, known: &[(&str, &str)], list: &str) -> Vec<String> {
    let found = cycles(edges);
    let mut problems = Vec::new();
    for scc in &found {
        if !known.iter().any(|(nodes, _)| is_known(nodes, scc)) {
            problems.push(format!(
                "an import cycle among \"{}\", for one: {}",
                scc.join(" "),
                describe(edges, scc)
            ));
        }
    }
    for (nodes, issue) in known {
        if !found.iter().any(|scc| is_known(nodes, scc)) {
            problems.push(format!(
                "the known cycle {nodes} ({issue}) is gone: remove it from {list}"
            ));
        }
    }
    problems
}
