//! The invariants of ARCHITECTURE.md, checked as absences in the source of every crate of the
//! workspace (`src/` and `crates/*/src/`): the imports of a crate form no cycle between files;
//! no crate but the binary prints, reads the environment or exits; the core and the Python front
//! end depend on no crate they should not; a solver never imports another solver; only
//! `crates/core/src/solvers/search.rs` reads the clock to stop a search; no command of the
//! command line imports another command's module; the codemap names every folder and file.
//!
//! The source is read with a small Rust tokenizer (comments and string literals are not code),
//! and every path that names a module of the same crate is resolved to the file that defines
//! what it names, through the `pub use` re-exports of the modules on the way: `crate::grid::Cell`
//! is a use of `crates/core/src/grid/types.rs`. A path into another crate is no edge: cargo
//! forbids a cycle between crates. Unit-test modules (`#[cfg(test)] mod tests`) are left out:
//! what a test imports is no dependency of the code.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// Import cycles between files, known and being removed, each by another issue's branch: the
/// check fails on any other. Remove an entry when its branch is merged (the test says so when
/// the cycle is gone).
const KNOWN_CYCLES: &[(&str, &str)] = &[];

/// Import cycles between modules side by side in the module tree (a folder counts as one
/// module), known and being removed.
const KNOWN_MODULE_CYCLES: &[(&str, &str)] = &[];

/// Imports of a solver by another solver, known and being removed (the file, the solver it
/// imports, the issue whose branch removes it).
const KNOWN_SOLVER_IMPORTS: &[(&str, &str, &str)] = &[];

/// Files of the library crates that read the clock other than `crates/core/src/solvers/search.rs`,
/// and why.
const CLOCK_READERS: &[(&str, &str)] = &[
    // Measuring time is what the timing method does; it stops no search.
    ("crates/core/src/timing.rs", "the timing method"),
    // The golf analyzer's search for short peer expressions enumerates Python expressions, not
    // puzzles: no `Search` drives it, and its one bound is the time `golf peers` gives it.
    (
        "crates/golf/src/peer_search.rs",
        "the peer-expression search's time bound",
    ),
    // A solve's elapsed time, read around the search for its report: it stops nothing.
    (
        "crates/core/src/solvers/mod.rs",
        "the elapsed time of a solve",
    ),
];

/// Modules under `crates/core/src/solvers/` that every solver may use: they belong to no solver.
const SOLVER_KIT: &[&str] = &[
    "crates/core/src/solvers/mod.rs",
    "crates/core/src/solvers/search.rs",
    "crates/core/src/solvers/kit.rs",
];

/// The folders of source in the workspace, each with the name its files' crate goes by here:
/// the root package's `src/` holds two crates, the binary (`src/main.rs`, `src/cli/`) and the
/// library façade (`src/lib.rs`, `src/book.rs`).
const SOURCE_FOLDERS: &[(&str, &str)] = &[
    ("src", "lib"),
    ("crates/core/src", "core"),
    ("crates/python/src", "python"),
    ("crates/golf/src", "golf"),
];

/// The modules of `src/cli/` that are commands (see `Command` in src/cli/mod.rs). The others
/// (args, batch, input, output, table, narration, record) are shared by the commands.
const COMMANDS: &[&str] = &[
    "solve", "grade", "generate", "explain", "hint", "golf", "compare",
];

/// Imports of a command by another command, known and being removed.
const KNOWN_COMMAND_IMPORTS: &[(&str, &str, &str)] = &[];

#[derive(Clone, PartialEq, Eq, Debug)]
enum Tok {
    Ident(String),
    /// `::`
    PathSep,
    Punct(char),
}

/// A token and the line it is on.
#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
}

/// The code of a Rust file as tokens: comments, strings and character literals dropped
/// (a literal is kept as one `Punct('"')`), lifetimes dropped.
fn tokenize(text: &str) -> Vec<Token> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let push = |out: &mut Vec<Token>, tok, line| out.push(Token { tok, line });
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(&c, i + 1, &mut line);
            push(&mut out, Tok::Punct('"'), line);
        } else if ch == '\'' {
            // A character literal ('x', '\n', '≠') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                push(&mut out, Tok::Punct('"'), line);
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
                push(&mut out, Tok::Punct('"'), line);
            } else {
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let at = c.get(i).copied();
            // Raw strings r"..", r#".."#, br"..", and byte or C strings b"..", c"..".
            if matches!(word.as_str(), "r" | "br" | "cr") && matches!(at, Some('"' | '#')) {
                let mut hashes = 0;
                while c.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                if c.get(i) == Some(&'"') {
                    i += 1;
                    loop {
                        if i >= c.len() {
                            break;
                        }
                        if c[i] == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
                            i += 1 + hashes;
                            break;
                        }
                        line += usize::from(c[i] == '\n');
                        i += 1;
                    }
                    push(&mut out, Tok::Punct('"'), line);
                } else {
                    // `r#ident`, a raw identifier.
                    let s = i;
                    while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                        i += 1;
                    }
                    push(&mut out, Tok::Ident(c[s..i].iter().collect()), line);
                }
            } else if matches!(word.as_str(), "b" | "c") && at == Some('"') {
                i = skip_string(&c, i + 1, &mut line);
                push(&mut out, Tok::Punct('"'), line);
            } else if word == "b" && at == Some('\'') {
                i += 1;
                if c.get(i) == Some(&'\\') {
                    i += 1;
                }
                i += 1;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                push(&mut out, Tok::Punct('"'), line);
            } else {
                push(&mut out, Tok::Ident(word), line);
            }
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if ch == ':' && next == Some(':') {
            push(&mut out, Tok::PathSep, line);
            i += 2;
        } else {
            push(&mut out, Tok::Punct(ch), line);
            i += 1;
        }
    }
    out
}

/// The index just past the closing quote of a string whose text starts at `i`.
fn skip_string(c: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < c.len() && c[i] != '"' {
        if c[i] == '\\' {
            i += 1;
        }
        *line += usize::from(c.get(i) == Some(&'\n'));
        i += 1;
    }
    i + 1
}

/// The tokens without the `#[cfg(test)] mod NAME { ... }` blocks.
fn without_tests(tokens: Vec<Token>) -> Vec<Token> {
    let is = |t: &Token, tok: Tok| t.tok == tok;
    let ident = |t: &Token, s: &str| t.tok == Tok::Ident(s.to_string());
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let w = &tokens[i..];
        let test_mod = w.len() > 8
            && is(&w[0], Tok::Punct('#'))
            && is(&w[1], Tok::Punct('['))
            && ident(&w[2], "cfg")
            && is(&w[3], Tok::Punct('('))
            && ident(&w[4], "test")
            && is(&w[5], Tok::Punct(')'))
            && is(&w[6], Tok::Punct(']'))
            && ident(&w[7], "mod")
            && w.get(9).is_some_and(|t| is(t, Tok::Punct('{')));
        if !test_mod {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        i += 9;
        let mut depth = 0;
        while i < tokens.len() {
            match tokens[i].tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        i += 1;
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    out
}

/// A source file: its crate (`bin`, or a library: `lib`, `core`, `python`, `golf`), its module
/// path, its tokens.
struct File {
    path: String,
    krate: &'static str,
    module: Vec<String>,
    tokens: Vec<Token>,
}

/// Every file under the source folders, with its path from the root, sorted.
fn source_paths(root: &Path) -> Vec<String> {
    let mut paths = Vec::new();
    let mut stack: Vec<PathBuf> = SOURCE_FOLDERS.iter().map(|(d, _)| root.join(d)).collect();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_str().unwrap();
                paths.push(rel.to_string());
            }
        }
    }
    paths.sort();
    paths
}

fn files(root: &Path) -> Vec<File> {
    source_paths(root)
        .into_iter()
        .filter(|rel| rel.ends_with(".rs"))
        .map(|rel| {
            let (folder, krate) = SOURCE_FOLDERS
                .iter()
                .filter(|(d, _)| rel.starts_with(&format!("{d}/")))
                .max_by_key(|(d, _)| d.len())
                .copied()
                .expect("a file of a source folder");
            let inside = rel[folder.len() + 1..].strip_suffix(".rs").unwrap();
            let mut module: Vec<String> = inside.split('/').map(str::to_string).collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            let krate = if rel == "src/main.rs" || rel.starts_with("src/cli/") {
                "bin"
            } else {
                krate
            };
            let text = std::fs::read_to_string(root.join(&rel)).unwrap();
            File {
                path: rel,
                krate,
                module,
                tokens: without_tests(tokenize(&text)),
            }
        })
        .collect()
}

/// One path of a `use` tree, and the name it brings in.
struct UseLeaf {
    path: Vec<String>,
    name: String,
    public: bool,
}

/// Reads the `use` statements of a file: their leaves, and the tokens that are not part of
/// any `use` statement.
fn uses(tokens: &[Token]) -> (Vec<UseLeaf>, Vec<Token>) {
    let mut leaves = Vec::new();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].tok != Tok::Ident("use".into()) {
            rest.push(tokens[i].clone());
            i += 1;
            continue;
        }
        // `pub use`, `pub(crate) use`: the tokens just before say whether it re-exports.
        let pub_at = |back: usize| {
            rest.len() >= back && rest[rest.len() - back].tok == Tok::Ident("pub".into())
        };
        let restricted = rest.last().is_some_and(|t| t.tok == Tok::Punct(')')) && pub_at(4);
        let public = pub_at(1) || restricted;
        let end = (i..tokens.len())
            .find(|&j| tokens[j].tok == Tok::Punct(';'))
            .unwrap_or(tokens.len());
        let mut at = i + 1;
        use_tree(&tokens[..end], &mut at, Vec::new(), public, &mut leaves);
        i = end + 1;
    }
    (leaves, rest)
}

fn use_tree(
    t: &[Token],
    at: &mut usize,
    prefix: Vec<String>,
    public: bool,
    out: &mut Vec<UseLeaf>,
) {
    let mut path = prefix;
    if t.get(*at).is_some_and(|t| t.tok == Tok::PathSep) {
        *at += 1;
    }
    while let Some(token) = t.get(*at) {
        match &token.tok {
            Tok::Ident(word) if word != "as" => {
                path.push(word.clone());
                *at += 1;
                if t.get(*at).is_some_and(|t| t.tok == Tok::PathSep) {
                    *at += 1;
                    continue;
                }
                let mut name = path.last().cloned().unwrap_or_default();
                if t.get(*at).is_some_and(|t| t.tok == Tok::Ident("as".into())) {
                    if let Some(Tok::Ident(alias)) = t.get(*at + 1).map(|t| &t.tok) {
                        name = alias.clone();
                    }
                    *at += 2;
                }
                if name == "self" {
                    path.pop();
                    name = path.last().cloned().unwrap_or_default();
                }
                out.push(UseLeaf { path, name, public });
                return;
            }
            Tok::Punct('{') => {
                *at += 1;
                loop {
                    match t.get(*at).map(|t| &t.tok) {
                        None => return,
                        Some(Tok::Punct('}')) => {
                            *at += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *at += 1,
                        Some(_) => use_tree(t, at, path.clone(), public, out),
                    }
                }
            }
            Tok::Punct('*') => {
                *at += 1;
                out.push(UseLeaf {
                    path,
                    name: "*".into(),
                    public,
                });
                return;
            }
            _ => return,
        }
    }
}

/// The module graph of the workspace's crates: which file uses which in the same crate.
struct Graph {
    /// (crate, module path) to file.
    modules: HashMap<(&'static str, Vec<String>), String>,
    /// Per file: the names it re-exports (`pub use`), with the path each names.
    exports: HashMap<String, HashMap<String, Vec<String>>>,
    /// Per file, the files it uses, and a line of each use.
    edges: BTreeMap<String, BTreeMap<String, usize>>,
    files: Vec<File>,
}

impl Graph {
    fn new(root: &Path) -> Graph {
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

    fn is_child(&self, file: &File, name: &str) -> bool {
        let mut m = file.module.clone();
        m.push(name.to_string());
        self.modules.contains_key(&(file.krate, m))
    }

    /// `path` as written in `file`, made absolute (from the crate root), or `None` for a path
    /// into another crate.
    fn absolute(&self, file: &File, path: &[String]) -> Option<Vec<String>> {
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
    fn resolve(&self, file: &File, path: &[String]) -> Option<String> {
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
    fn module_edges(&self) -> Edges {
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
type Edges = BTreeMap<String, BTreeMap<String, usize>>;

/// The cycles of a graph: each strongly connected set of more than one node, sorted.
fn cycles(edges: &Edges) -> Vec<Vec<String>> {
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
fn describe(edges: &Edges, scc: &[String]) -> String {
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

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether the cycle `scc` is the known one `nodes`: the same nodes, or (for a folder, ending
/// in `/`) nodes all inside that folder.
fn is_known(nodes: &str, scc: &[String]) -> bool {
    match nodes.strip_suffix('/').filter(|_| !nodes.contains(' ')) {
        Some(_) => scc.iter().all(|n| n.starts_with(nodes) && n != nodes),
        None => scc.join(" ") == nodes,
    }
}

/// Fails on every cycle of `edges` that is not in `known`, and on every known one that is gone.
fn check_cycles(edges: &Edges, known: &[(&str, &str)], list: &str) -> Vec<String> {
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

#[test]
fn the_files_of_src_import_one_another_without_a_cycle() {
    let graph = Graph::new(&root());
    let mut problems = check_cycles(&graph.edges, KNOWN_CYCLES, "KNOWN_CYCLES");
    problems.extend(check_cycles(
        &graph.module_edges(),
        KNOWN_MODULE_CYCLES,
        "KNOWN_MODULE_CYCLES",
    ));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_sees_imports_through_re_exports_and_finds_a_cycle() {
    let graph = Graph::new(&root());
    let uses = |from: &str, to: &str| graph.edges.get(from).is_some_and(|e| e.contains_key(to));
    // `use crate::grid::{Cell, ...}` names types.rs's Cell through grid/mod.rs's re-export.
    assert!(uses(
        "crates/core/src/parse/forms.rs",
        "crates/core/src/grid/types.rs"
    ));
    assert!(uses(
        "crates/core/src/parse/forms.rs",
        "crates/core/src/grid/board.rs"
    ));
    // `super::output::{Exit, Out}`, and a path written in the code (`cli::run()`).
    assert!(uses("src/cli/batch.rs", "src/cli/output.rs"));
    assert!(uses("src/main.rs", "src/cli/mod.rs"));
    assert!(!uses(
        "crates/core/src/grid/types.rs",
        "crates/core/src/parse/forms.rs"
    ));
    // The Python front end's files, in their own crate: `crate::pytoken` in pyexpr/parser.rs.
    assert!(uses(
        "crates/python/src/pyexpr/parser.rs",
        "crates/python/src/pytoken.rs"
    ));
    // A file's use of a folder's file is its module's use of the folder.
    let modules = graph.module_edges();
    assert!(modules["crates/core/src/uniqueness.rs"].contains_key("crates/core/src/solvers/"));
    // The cycle finder, on the graph with a use added by hand.
    let mut edges = graph.edges.clone();
    let line = edges["src/cli/batch.rs"]["src/cli/output.rs"];
    edges
        .entry("src/cli/output.rs".into())
        .or_default()
        .insert("src/cli/batch.rs".into(), line);
    let pair = [
        "src/cli/batch.rs".to_string(),
        "src/cli/output.rs".to_string(),
    ];
    assert!(cycles(&edges).contains(&pair.to_vec()));
    assert!(!cycles(&graph.edges).contains(&pair.to_vec()));
}

#[test]
fn the_tokenizer_tells_code_from_comments_and_strings() {
    let text = "// println!\n/* a /* nested */ eprintln! */ let s = \"print!(\\\"x\\\")\"; \
                let r = r#\"stdout\"#; let c = '\"'; fn f<'a>(x: &'a str) {} std::env::var(\"X\")";
    let words: Vec<String> = tokenize(text)
        .into_iter()
        .filter_map(|t| match t.tok {
            Tok::Ident(w) => Some(w),
            _ => None,
        })
        .collect();
    assert_eq!(
        words,
        [
            "let", "s", "let", "r", "let", "c", "fn", "f", "x", "str", "std", "env", "var"
        ]
    );
}

/// The identifiers of a file's code (tests left out), each with its line and the token after.
fn code_words(file: &File) -> Vec<(String, usize, Option<Tok>)> {
    file.tokens
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match &t.tok {
            Tok::Ident(w) => Some((
                w.clone(),
                t.line,
                file.tokens.get(i + 1).map(|n| n.tok.clone()),
            )),
            _ => None,
        })
        .collect()
}

/// What in `file` prints, touches a standard stream, reads the environment, exits, or uses
/// the crates of the command line (clap, colored).
fn side_effects(file: &File) -> Vec<String> {
    let words = code_words(file);
    let mut found = Vec::new();
    for (i, (word, line, next)) in words.iter().enumerate() {
        let bang = *next == Some(Tok::Punct('!'));
        let what = match word.as_str() {
            "print" | "println" | "eprint" | "eprintln" | "dbg" if bang => "prints",
            "stdout" | "stderr" | "stdin" => "touches a standard stream",
            "env" if *next == Some(Tok::PathSep) => "reads the environment (std::env)",
            "exit" | "abort" if i > 0 && words[i - 1].0 == "process" => "exits (std::process)",
            // The command line and its colours belong to the binary.
            "clap" | "colored" if *next == Some(Tok::PathSep) => "uses the binary's crates",
            _ => continue,
        };
        found.push(format!(
            "{}:{line}: the library {what}: `{word}`",
            file.path
        ));
    }
    found
}

#[test]
fn the_library_never_prints_reads_the_environment_or_exits() {
    // Every crate but the binary: the core, the Python front end, the analyzer, the façade.
    let graph = Graph::new(&root());
    for krate in ["lib", "core", "python", "golf"] {
        assert!(
            graph.files.iter().any(|f| f.krate == krate),
            "no file of the {krate} crate scanned"
        );
    }
    let problems: Vec<String> = graph
        .files
        .iter()
        .filter(|f| f.krate != "bin")
        .flat_map(side_effects)
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The scan itself, on code that does all five (and on the same words in a comment and a
    // string, and in a unit test, which it leaves alone).
    let text = "fn f() { println!(\"stdout\"); let v = std::env::var(\"X\"); \
                std::io::stderr(); std::process::exit(1); colored::Colorize::red(\"\"); } \
                // eprintln!\n\
                #[cfg(test)] mod tests { fn g() { dbg!(1); } }";
    let file = File {
        path: "x.rs".into(),
        krate: "lib",
        module: Vec::new(),
        tokens: without_tests(tokenize(text)),
    };
    let found = side_effects(&file);
    assert_eq!(found.len(), 5, "{found:?}");
}

/// Whether `from` importing `to` is in a list of known imports (file, file, issue).
#[test]
fn the_binary_writes_every_message_through_one_closed_pipe_safe_writer() {
    // `println!` and `eprintln!` panic on a closed pipe: the command line writes through
    // `Out` (src/cli/output.rs), which reports a closed standard output and never fails on a
    // closed standard error.
    let graph = Graph::new(&root());
    let problems: Vec<String> = graph
        .files
        .iter()
        .filter(|f| f.krate == "bin")
        .flat_map(|file| {
            side_effects(file)
                .into_iter()
                .filter(|p| {
                    p.ends_with("`print`") || p.contains("`println`") || p.contains("`eprint")
                })
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn is_known_import(known: &[(&str, &str, &str)], from: &str, to: &str) -> bool {
    known.iter().any(|(f, t, _)| *f == from && *t == to)
}

/// The known imports of a list that the source no longer has: each a request to remove it.
fn stale_imports(graph: &Graph, known: &[(&str, &str, &str)], list: &str) -> Vec<String> {
    known
        .iter()
        .filter(|(from, to, _)| !graph.edges.get(*from).is_some_and(|e| e.contains_key(*to)))
        .map(|(from, to, issue)| {
            format!("{from} no longer imports {to} ({issue}): remove it from {list}")
        })
        .collect()
}

#[test]
fn a_solver_never_imports_another_solver() {
    let graph = Graph::new(&root());
    // The solver a file of crates/core/src/solvers/ belongs to: its file, or its folder.
    let solver_of = |path: &str| -> Option<String> {
        let rest = path.strip_prefix("crates/core/src/solvers/")?;
        if SOLVER_KIT.contains(&path) {
            return None;
        }
        Some(
            rest.split('/')
                .next()
                .unwrap()
                .trim_end_matches(".rs")
                .to_string(),
        )
    };
    let mut problems = stale_imports(&graph, KNOWN_SOLVER_IMPORTS, "KNOWN_SOLVER_IMPORTS");
    for (from, targets) in &graph.edges {
        let Some(solver) = solver_of(from) else {
            continue;
        };
        for (to, line) in targets {
            if let Some(other) = solver_of(to)
                && other != solver
                && !is_known_import(KNOWN_SOLVER_IMPORTS, from, to)
            {
                problems.push(format!(
                    "{from}:{line}: the {solver} solver imports {to}, another solver's module; \
                     move what they share to a kit module or crates/core/src/grid/"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn only_search_reads_the_clock_to_stop_a_search() {
    let graph = Graph::new(&root());
    let mut problems = Vec::new();
    let mut readers = Vec::new();
    for file in graph.files.iter().filter(|f| f.krate != "bin") {
        let words = code_words(file);
        let read = words
            .windows(2)
            .find(|w| matches!(w[0].0.as_str(), "Instant" | "SystemTime") && w[1].0 == "now");
        let Some(read) = read else { continue };
        readers.push(file.path.clone());
        if file.path != "crates/core/src/solvers/search.rs"
            && !CLOCK_READERS.iter().any(|(p, _)| *p == file.path)
        {
            problems.push(format!(
                "{}:{}: reads the clock; limits are checked in one place, Search::enter \
                 (give the search a Limits with a timeout)",
                file.path, read[0].1
            ));
        }
    }
    assert!(readers.contains(&"crates/core/src/solvers/search.rs".to_string()));
    for (path, why) in CLOCK_READERS {
        if !readers.iter().any(|r| r == path) {
            problems.push(format!(
                "{path} no longer reads the clock ({why}): remove it from CLOCK_READERS"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_command_imports_another_command() {
    let graph = Graph::new(&root());
    let command = |path: &str| {
        COMMANDS.iter().copied().find(|c| {
            path == format!("src/cli/{c}.rs") || path.starts_with(&format!("src/cli/{c}/"))
        })
    };
    // Every command of the list is a module of the binary.
    for c in COMMANDS {
        let (file, folder) = (format!("src/cli/{c}.rs"), format!("src/cli/{c}/mod.rs"));
        assert!(
            graph
                .files
                .iter()
                .any(|f| f.path == file || f.path == folder),
            "{c}: no such command module"
        );
    }
    let mut problems = stale_imports(&graph, KNOWN_COMMAND_IMPORTS, "KNOWN_COMMAND_IMPORTS");
    for (from, targets) in &graph.edges {
        let Some(a) = command(from) else { continue };
        for (to, line) in targets {
            if let Some(b) = command(to)
                && a != b
                && !is_known_import(KNOWN_COMMAND_IMPORTS, from, to)
            {
                problems.push(format!(
                    "{from}:{line}: the {a} command imports {to}, the {b} command's module; \
                     move what they share to a shared module (args, batch, input, output)"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scripts_find_what_cargo_built_where_cargo_put_it() {
    let scripts = root().join("scripts");
    // No script names the target folder itself: each asks cargo (scripts/target-dir.sh).
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(&scripts).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !(name.ends_with(".sh") || name.ends_with(".py")) || name == "target-dir.sh" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            if line.contains("target/") || line.contains("\"target\"") {
                problems.push(format!("scripts/{name}:{}: {line}", i + 1));
            }
        }
        let runs_builds = text.contains("release/");
        if name.ends_with(".sh") && runs_builds && !text.contains("scripts/target-dir.sh") {
            problems.push(format!(
                "scripts/{name} runs what cargo built without target-dir.sh"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // And target-dir.sh says what cargo says, CARGO_TARGET_DIR included.
    let elsewhere = tempfile::tempdir().unwrap();
    let output = std::process::Command::new("bash")
        .args(["-c", ". scripts/target-dir.sh && echo \"$TARGET\""])
        .current_dir(root())
        .env("CARGO_TARGET_DIR", elsewhere.path())
        .output();
    let Ok(output) = output else {
        eprintln!("skipped: bash cannot be run here");
        return;
    };
    let told = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        told.trim(),
        elsewhere.path().to_str().unwrap(),
        "{output:?}"
    );
}

/// The Rust files of the tests (`tests/`, and the bench package's `bench/tests/`), with their
/// paths from the root.
fn test_files() -> Vec<(String, String)> {
    let mut files = Vec::new();
    for dir in ["tests", "bench/tests"] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                let name = format!("{dir}/{}", path.file_name().unwrap().to_string_lossy());
                files.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

/// Assertions of a timed test, known, each with why it asserts no performance.
const TIMED_ASSERTIONS: &[(&str, &str)] = &[
    (
        "tests/bounds.rs",
        "every_solver_stops_at_its_deadline: a 50 ms timeout must end the search, not the \
         millions of nodes the puzzle needs; 10 s is a bound on a hang, 200 times the timeout",
    ),
    (
        "tests/hardening.rs",
        "check_interrupted: every command exits within a second of the first Ctrl-C, a \
         behavioural contract; 3 s leaves room for a loaded machine",
    ),
];

/// The assertions (`assert!`, `assert_eq!`, ...) of `text` that read the clock: the line of
/// each whose arguments measure elapsed time.
fn timed_assertions(text: &str) -> Vec<usize> {
    let tokens = tokenize(text);
    let mut found = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let Tok::Ident(word) = &t.tok else { continue };
        if !word.starts_with("assert")
            || tokens.get(i + 1).map(|n| &n.tok) != Some(&Tok::Punct('!'))
        {
            continue;
        }
        let mut depth = 0;
        for n in &tokens[i + 2..] {
            match &n.tok {
                Tok::Punct('(' | '[' | '{') => depth += 1,
                Tok::Punct(')' | ']' | '}') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Tok::Ident(w)
                    if matches!(
                        w.as_str(),
                        "elapsed" | "duration_since" | "saturating_duration_since"
                    ) =>
                {
                    found.push(t.line);
                    break;
                }
                _ => {}
            }
        }
    }
    found
}

#[test]
fn no_test_asserts_how_long_something_took() {
    // Performance lives in benchmarks (bench/, `sudoku-lab compare`): a timed assertion fails
    // on a loaded machine and passes on a slow change.
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for (path, text) in test_files() {
        let lines = timed_assertions(&text);
        if lines.is_empty() {
            continue;
        }
        seen.insert(path.clone());
        if !TIMED_ASSERTIONS.iter().any(|(p, _)| *p == path) {
            for line in lines {
                problems.push(format!(
                    "{path}:{line}: asserts on elapsed time; measure it in a benchmark instead"
                ));
            }
        }
    }
    for (path, why) in TIMED_ASSERTIONS {
        if !seen.contains(*path) {
            problems.push(format!(
                "{path} no longer asserts on elapsed time ({why}): remove it from TIMED_ASSERTIONS"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The scan, on a timing assertion and on code that only looks like one.
    let text = "fn t() { let s = Instant::now(); work(); \
                assert!(s.elapsed() < Duration::from_millis(5)); \
                assert_eq!(limits.deadline(Instant::now()), None); \
                // assert!(s.elapsed() < x)\n\
                let e = \"assert!(s.elapsed())\"; }";
    assert_eq!(timed_assertions(text), [1]);
}

#[test]
fn tests_read_the_shared_puzzles_through_the_one_helper_that_skips() {
    // `../shared` is beside the project, not in it: a test reads it only through
    // `common::shared_puzzles`, which says the test skips when the folder is absent.
    let mut problems = Vec::new();
    let mut helper = false;
    // This file names the folder only to look for it.
    for (path, text) in test_files()
        .into_iter()
        .filter(|(p, _)| p != "tests/architecture.rs")
    {
        for (i, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//")
                || !(line.contains("../shared") || line.contains("/work/shared"))
            {
                continue;
            }
            // A message naming the folder reads nothing.
            if ["eprintln!", "println!", "format!", "panic!"]
                .iter()
                .any(|m| code.starts_with(m))
            {
                continue;
            }
            if path == "tests/common.rs" && line.contains(".join(\"../shared/puzzles\")") {
                helper = true;
                continue;
            }
            problems.push(format!(
                "{path}:{}: reads ../shared directly; use common::shared_puzzles, which skips \
                 cleanly when it is absent",
                i + 1
            ));
        }
    }
    assert!(
        helper,
        "tests/common.rs: shared_puzzles no longer joins ../shared/puzzles"
    );
    let common = std::fs::read_to_string(root().join("tests/common.rs")).unwrap();
    let body = &common[common.find("pub fn shared_puzzles").unwrap()..];
    let body = &body[..body.find("\n}\n").unwrap()];
    assert!(
        body.contains("exists()") && body.contains("skipped"),
        "shared_puzzles must check the folder exists and say the test skips:\n{body}"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Files of the command line allowed to build JSON by hand with `json!`, and why.
const JSON_MACRO_USERS: &[(&str, &str)] = &[];

#[test]
fn the_command_line_writes_json_from_typed_records() {
    // Every JSON the binary writes is a `#[derive(Serialize)]` record, so its fields are
    // named once and cannot be misspelt in one place: no `json!` in src/cli/ or src/main.rs.
    let graph = Graph::new(&root());
    let problems = uses_outside(
        graph.files.iter().filter(|f| f.krate == "bin"),
        |word, next| word == "json" && next == Some(&Tok::Punct('!')),
        (
            "json!",
            "builds JSON with json!; write a #[derive(Serialize)] record",
        ),
        (JSON_MACRO_USERS, "JSON_MACRO_USERS"),
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each use in `files` of what `is_use` recognises (a word and the token after it) by a file
/// not in `allowed` (a list of files with the reason each may), as `file:line: advice`; and
/// each file of the list that no longer uses it, as a request to remove it from the list.
fn uses_outside<'a>(
    files: impl Iterator<Item = &'a File>,
    is_use: impl Fn(&str, Option<&Tok>) -> bool,
    (what, advice): (&str, &str),
    (allowed, list): (&[(&str, &str)], &str),
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut users = BTreeSet::new();
    for file in files {
        for (word, line, next) in code_words(file) {
            if is_use(&word, next.as_ref()) {
                users.insert(file.path.clone());
                if !allowed.iter().any(|(p, _)| *p == file.path) {
                    problems.push(format!("{}:{line}: {advice}", file.path));
                }
            }
        }
    }
    for (path, why) in allowed {
        if !users.contains(*path) {
            problems.push(format!(
                "{path} no longer uses {what} ({why}): remove it from {list}"
            ));
        }
    }
    problems
}

/// Files of the library crates that keep a value for the life of the program with a `OnceLock`
/// of their own, and why: a table per shape is a `static PerShape<T>` (crates/core/src/grid/shape.rs).
const ONCE_LOCK_USERS: &[(&str, &str)] = &[("crates/core/src/grid/shape.rs", "PerShape itself")];

#[test]
fn a_table_per_shape_is_kept_the_one_way() {
    // Issue 17 found five copies of `static TABLES: [OnceLock<_>; 4]`, each indexing by its
    // own arithmetic on the shape: one `PerShape` serves them all.
    let graph = Graph::new(&root());
    let problems = uses_outside(
        graph.files.iter().filter(|f| f.krate != "bin"),
        |word, _| word == "OnceLock",
        (
            "OnceLock",
            "a OnceLock of its own; keep a table per shape in a `static PerShape<T>` \
             (crates/core/src/grid/shape.rs)",
        ),
        (ONCE_LOCK_USERS, "ONCE_LOCK_USERS"),
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The names under `[dependencies]` (and its `[target.'...'.dependencies]` forms) of a
/// manifest: what the crate links into its library, dev-dependencies left out.
fn dependencies(manifest: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(manifest)).expect("a manifest");
    let mut names = Vec::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]"
                || (line.starts_with("[target.") && line.ends_with(".dependencies]"));
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.push(name.to_string());
        }
    }
    names
}

/// The crates of the command line: none of them may reach the core, which builds for
/// wasm32-unknown-unknown and is used by programs that own their own output.
const CLI_CRATES: &[&str] = &[
    "clap",
    "clap_complete",
    "clap_mangen",
    "colored",
    "indicatif",
    "ctrlc",
    "libc",
];

#[test]
fn the_core_and_the_python_front_end_depend_on_no_crate_they_should_not() {
    let core = dependencies("crates/core/Cargo.toml");
    assert!(
        core.iter().any(|d| d == "rand_chacha"),
        "the manifest scan finds the core's dependencies: {core:?}"
    );
    let mut problems: Vec<String> = core
        .iter()
        .filter(|d| CLI_CRATES.contains(&d.as_str()) || d.starts_with("sudoku-lab"))
        .map(|d| format!("crates/core/Cargo.toml: the core depends on {d}"))
        .collect();
    // The Python front end knows nothing of Sudoku or of golf.
    let python = dependencies("crates/python/Cargo.toml");
    problems.extend(
        python
            .iter()
            .filter(|d| CLI_CRATES.contains(&d.as_str()) || d.starts_with("sudoku-lab"))
            .map(|d| format!("crates/python/Cargo.toml: the Python front end depends on {d}")),
    );
    // Nor does its code name them (a path written in full reaches no crate it does not
    // depend on, but a doc link or a macro could try).
    let graph = Graph::new(&root());
    for file in graph.files.iter().filter(|f| f.krate == "python") {
        for (word, line, _) in code_words(file) {
            if word.starts_with("sudoku_lab") {
                problems.push(format!("{}:{line}: names {word}", file.path));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Folders whose files of one kind the codemap names as a kind, not one by one: the folder,
/// what marks a file of the kind, and the kind as ARCHITECTURE.md says it.
const NAMED_AS_A_KIND: &[(&str, &str, &str)] = &[(
    "crates/core/src/logic/",
    "pub const ABOUT",
    "one technique per file",
)];

#[test]
fn the_codemap_names_every_folder_and_file_of_the_source() {
    // A folder is named by its path from the root (`crates/core/src/grid/`); a file by its
    // path, or by its name (`types.rs`) in the codemap entry that names its folder.
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let start = text.find("## Codemap").expect("a codemap section");
    let codemap = &text[start..];
    let codemap = &codemap[..codemap[2..].find("\n## ").map_or(codemap.len(), |e| e + 2)];
    // The entries: each list item, with its continuation lines.
    let entries: Vec<&str> = codemap.split("\n- ").skip(1).collect();
    let names = |entry: &str, name: &str| entry.contains(&format!("`{name}`"));
    let mut problems = Vec::new();
    let mut folders = BTreeSet::new();
    for path in source_paths(&root()) {
        let (folder, name) = path.rsplit_once('/').unwrap();
        let folder = format!("{folder}/");
        folders.insert(folder.clone());
        if codemap.contains(&path) {
            continue;
        }
        let in_its_entry = entries
            .iter()
            .any(|e| e.contains(&format!("`{folder}")) && names(e, name));
        let of_a_kind = NAMED_AS_A_KIND.iter().any(|(f, mark, kind)| {
            *f == folder
                && codemap.contains(kind)
                && std::fs::read_to_string(root().join(&path)).is_ok_and(|t| t.contains(mark))
        });
        if !in_its_entry && !of_a_kind {
            problems.push(format!(
                "{path}: not in ARCHITECTURE.md's codemap (name it in the entry of {folder})"
            ));
        }
    }
    for folder in folders {
        let top = SOURCE_FOLDERS
            .iter()
            .any(|(d, _)| folder == format!("{d}/"));
        if !top && !codemap.contains(&format!("`{folder}")) {
            problems.push(format!(
                "{folder}: no entry of ARCHITECTURE.md's codemap names it"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_plain_cargo_test_runs_the_tests_of_every_crate() {
    // The README's test command is a plain `cargo test`: it runs what the workspace's default
    // members hold, so every crate of crates/ is one, and none of them (nor the root package)
    // turns a target's tests off.
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let line = manifest
        .lines()
        .find(|l| l.starts_with("default-members"))
        .expect("the workspace names its default members");
    let mut problems = Vec::new();
    let crates: Vec<String> = SOURCE_FOLDERS
        .iter()
        .filter_map(|(d, _)| d.strip_suffix("/src"))
        .map(str::to_string)
        .collect();
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        let folder = format!("crates/{name}");
        // The lab's crate is built for wasm32 alone (scripts/build-wasm.sh) and tested in the
        // browser (bench/tests/lab.rs): a native `cargo test` would only compile it.
        if folder == "crates/wasm" {
            continue;
        }
        if !line.contains(&format!("\"{folder}\"")) {
            problems.push(format!("{folder} is not a default member: {line}"));
        }
        if !crates.contains(&folder) {
            problems.push(format!(
                "{folder}/src is not in SOURCE_FOLDERS: no invariant sees it"
            ));
        }
    }
    for manifest in std::iter::once("Cargo.toml".to_string())
        .chain(crates.iter().map(|c| format!("{c}/Cargo.toml")))
    {
        let text = std::fs::read_to_string(root().join(&manifest)).unwrap();
        for (i, l) in text.lines().enumerate() {
            if l.replace(' ', "").starts_with("test=false") {
                problems.push(format!(
                    "{manifest}:{}: test = false leaves a target out of cargo test",
                    i + 1
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
