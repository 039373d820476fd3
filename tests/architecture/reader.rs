//! The source as the checks read it: a small Rust tokenizer (comments and string literals are
//! not code), every source file of the workspace with its crate and module path, and its `use`
//! statements as leaves.

use super::SOURCE_FOLDERS;
use std::path::{Path, PathBuf};

#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Tok {
    Ident(String),
    /// `::`
    PathSep,
    Punct(char),
}

/// A token and the line it is on.
#[derive(Clone, Debug)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) line: usize,
}

/// The code of a Rust file as tokens: comments, strings and character literals dropped
/// (a literal is kept as one `Punct('"')`), lifetimes dropped.
pub(super) fn tokenize(text: &str) -> Vec<Token> {
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
pub(super) fn skip_string(c: &[char], mut i: usize, line: &mut usize) -> usize {
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
pub(super) fn without_tests(tokens: Vec<Token>) -> Vec<Token> {
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
pub(super) struct File {
    pub(super) path: String,
    pub(super) krate: &'static str,
    pub(super) module: Vec<String>,
    pub(super) tokens: Vec<Token>,
}

/// Every file under the source folders, with its path from the root, sorted.
pub(super) fn source_paths(root: &Path) -> Vec<String> {
    let mut paths: Vec<String> = SOURCE_FOLDERS
        .iter()
        .flat_map(|(d, _)| crate::common::files_under(&root.join(d)))
        .map(|path| {
            path.strip_prefix(root)
                .unwrap()
                .to_str()
                .unwrap()
                .to_string()
        })
        .collect();
    paths.sort();
    paths
}

pub(super) fn files(root: &Path) -> Vec<File> {
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
pub(super) struct UseLeaf {
    pub(super) path: Vec<String>,
    pub(super) name: String,
    pub(super) public: bool,
}

/// Reads the `use` statements of a file: their leaves, and the tokens that are not part of
/// any `use` statement.
pub(super) fn uses(tokens: &[Token]) -> (Vec<UseLeaf>, Vec<Token>) {
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

pub(super) fn use_tree(
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

pub(super) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The identifiers of a file's code (tests left out), each with its line and the token after.
pub(super) fn code_words(file: &File) -> Vec<(String, usize, Option<Tok>)> {
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
