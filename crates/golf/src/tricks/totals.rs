//! Totals: each saved byte counted once.

use super::layout::{tight, tight_text, word_char};
use super::registry::Trick;
use super::report::Finding;
use crate::pytoken::{self, Kind, Token};

/// Counts each saved byte once (see [`Findings::saved`]). A trick whose snippet lies inside
/// another's (the innermost holding it; of two on the same bytes, the larger saving holds the
/// other) adds its saving only when every trick holding it keeps its snippet in the readable
/// form; otherwise that readable form already spells it out and it adds nothing. Then each
/// outermost trick's plain spelling (its readable form, the counted tricks inside replaced by
/// theirs) is read as a programmer would write it (`list([...])` is `[...]`), and the
/// outermost trick's count takes the difference.
pub(super) fn count_once(tricks: &mut [Finding]) {
    let n = tricks.len();
    // The `;` after an exec loop's counter binding (`k=0;exec"..."*9`) goes with the binding,
    // which the exec-loop's figure already counts.
    for i in 0..n {
        if tricks[i].name != Trick::ExecLoop || !tricks[i].note.contains("the counter's binding") {
            continue;
        }
        let (line, col) = (tricks[i].line, tricks[i].col);
        // The tricks are sorted by place: the `;` just before stands among those there.
        let from = tricks.partition_point(|t| (t.line, t.col + 1) < (line, col));
        if let Some(j) = (from..n)
            .take_while(|&j| (tricks[j].line, tricks[j].col + 1) == (line, col))
            .find(|&j| tricks[j].name == Trick::Semicolon)
        {
            tricks[j].counted = 0;
            tricks[j].counted_note = format!(
                "the separator of the counter's binding, which the exec-loop at {line}:{col} counts"
            );
        }
    }
    let holds = |a: usize, b: usize| match (tricks[a].span, tricks[b].span) {
        (Some((a0, a1)), Some((b0, b1))) if a != b => {
            a0 <= b0
                && b1 <= a1
                && ((a0, a1) != (b0, b1)
                    || (tricks[a].saves, std::cmp::Reverse(a))
                        > (tricks[b].saves, std::cmp::Reverse(b)))
        }
        _ => false,
    };
    let parent = parents(tricks, holds);
    // Each trick's children, in order.
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (c, p) in parent.iter().enumerate() {
        if let Some(p) = p {
            children[*p].push(c);
        }
    }
    let mut kept = vec![true; n];
    for i in 0..n {
        let mut a = parent[i];
        while let Some(p) = a {
            if spelled_out(&tricks[p], &tricks[i].golfed) {
                kept[i] = false;
                let (name, line, col) = (tricks[p].name, tricks[p].line, tricks[p].col);
                tricks[i].counted = 0;
                tricks[i].counted_note = format!(
                    "inside the {name} at {line}:{col}, whose readable form already spells this part out: counted there"
                );
                break;
            }
            a = parent[p];
        }
    }
    fn plain(i: usize, tricks: &[Finding], children: &[Vec<usize>], kept: &[bool]) -> String {
        let mut text = tight_text(&tricks[i].readable);
        for &c in &children[i] {
            if kept[c] {
                let inner = plain(c, tricks, children, kept);
                let golfed = tight_text(&tricks[c].golfed);
                if text.contains(&golfed) {
                    text = text.replacen(&golfed, &inner, 1);
                    continue;
                }
                // In a readable form that writes a bound value at each read, the snippet stands
                // there with the value for the name: its plain form too.
                for (name, value) in bindings(&tricks[i].golfed) {
                    for v in [value.clone(), format!("({value})")] {
                        let g = renamed(&golfed, &name, &v);
                        if text.contains(&g) {
                            text = text.replacen(&g, &renamed(&inner, &name, &v), 1);
                        }
                    }
                }
            }
        }
        text
    }
    for i in 0..n {
        if parent[i].is_some() || !children[i].iter().any(|&c| kept[c]) {
            continue;
        }
        let composed = plain(i, tricks, &children, &kept);
        let simple = plain_spelling(&composed);
        if simple != composed {
            let delta = tight_text(&simple).len() as isize - tight_text(&composed).len() as isize;
            tricks[i].counted += delta;
            tricks[i].counted_note = format!(
                "with the tricks inside it replaced, its plain spelling is `{}`, not `{}`: {delta:+} bytes here, so the total counts each byte once",
                tight_text(&simple),
                tight_text(&composed)
            );
        }
    }
}

/// Each trick's parent: the smallest snippet holding its own (`holds(parent, child)`), the
/// larger saving first, the first in order of a tie. Only the snippets starting within the
/// longest snippet's length before a trick's can hold it: with the snippets sorted by start,
/// each looks back that far, not at every trick of the file.
fn parents(tricks: &[Finding], holds: impl Fn(usize, usize) -> bool) -> Vec<Option<usize>> {
    let mut by_start: Vec<(usize, usize)> = (0..tricks.len())
        .filter_map(|j| tricks[j].span.map(|(a, _)| (a, j)))
        .collect();
    by_start.sort_unstable();
    let longest = tricks
        .iter()
        .filter_map(|t| t.span.map(|(a, b)| b - a))
        .max()
        .unwrap_or(0);
    (0..tricks.len())
        .map(|i| {
            let (b0, b1) = tricks[i].span?;
            let lo = by_start.partition_point(|&(a, _)| a + longest < b1);
            let hi = by_start.partition_point(|&(a, _)| a <= b0);
            by_start[lo..hi]
                .iter()
                .map(|&(_, j)| j)
                .filter(|&j| holds(j, i))
                .min_by_key(|&j| {
                    let (a, b) = tricks[j].span.unwrap_or_default();
                    (b - a, std::cmp::Reverse(tricks[j].saves), j)
                })
        })
        .collect()
}

/// A composed readable form as a programmer writes it: a constructor around a display of its
/// own type is the display (`list([f(v)for v in s])` is `[f(v)for v in s]`).
pub(super) fn plain_spelling(text: &str) -> String {
    let mut s = text.to_string();
    for (ctor, open, close) in [("list(", '[', ']'), ("set(", '{', '}')] {
        let mut from = 0;
        while let Some(k) = s[from..].find(&format!("{ctor}{open}")).map(|k| k + from) {
            from = k + 1;
            if s[..k].ends_with(word_char) || s[..k].ends_with('.') {
                continue;
            }
            let start = k + ctor.len();
            let mut depth = 0i32;
            let mut end = None;
            for (o, ch) in s[start..].char_indices() {
                match ch {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = (ch == close).then_some(start + o);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            if let Some(e) = end
                && s[e + 1..].starts_with(')')
            {
                s = format!("{}{}{}", &s[..k], &s[start..=e], &s[e + 2..]);
                from = k;
            }
        }
    }
    s
}

/// Whether the readable form of `parent` spells out the snippet `child` (one of the snippets
/// inside its own): true only when the readable text no longer holds the child's golfed text,
/// nor that text with a name the parent binds (`n:=v`, `for n in[v]`) replaced by the value
/// its readable form writes at each read (the child is then still there, only renamed).
pub(super) fn spelled_out(parent: &Finding, child: &str) -> bool {
    let readable = tight_text(&parent.readable);
    let golfed = tight_text(child);
    if readable.contains(&golfed) {
        return false;
    }
    !bindings(&parent.golfed).iter().any(|(name, value)| {
        [value.clone(), format!("({value})")]
            .iter()
            .any(|v| readable.contains(&renamed(&golfed, name, v)))
    })
}

/// The names a snippet binds inside an expression, each with its value written tight: `n:=v`
/// (a walrus) and `for n in[v]` (a loop over one item).
pub(super) fn bindings(golfed: &str) -> Vec<(String, String)> {
    let Ok(t) = pytoken::tokenize(golfed) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for k in 0..t.len() {
        if t[k].kind == Kind::Name && t.get(k + 1).is_some_and(|x| x.is(":=")) {
            let end = value_end(&t, k + 2, t[k].depth);
            out.push((t[k].text.clone(), tight(&t[k + 2..end])));
        }
        if t[k].is("for")
            && t.get(k + 1).is_some_and(|x| x.kind == Kind::Name)
            && t.get(k + 2).is_some_and(|x| x.is("in"))
            && t.get(k + 3).is_some_and(|x| x.is("["))
        {
            let d = t[k + 3].depth + 1;
            let end = value_end(&t, k + 4, d);
            if t.get(end).is_some_and(|x| x.is("]")) {
                out.push((t[k + 1].text.clone(), tight(&t[k + 4..end])));
            }
        }
    }
    out
}

/// The end of a value starting at token `from` inside brackets `depth` deep: the first token
/// that closes one of them (a closing bracket's depth is the one outside it), or that separates
/// at that depth (`,`, `for`, the line's end); or the end.
fn value_end(t: &[Token], from: usize, depth: usize) -> usize {
    (from..t.len())
        .find(|&j| {
            t[j].depth < depth
                || t[j].depth == depth && (t[j].is(",") || t[j].is("for") || t[j].is("\n"))
        })
        .unwrap_or(t.len())
}

/// `text` with each read of `name` written as `value`, and a walrus binding it (`(name:=v)`,
/// its own parentheses with it) as `value`: as the readable form of a walrus writes it.
pub(super) fn renamed(text: &str, name: &str, value: &str) -> String {
    let Ok(t) = pytoken::tokenize(text) else {
        return text.to_string();
    };
    let mut out = String::new();
    let push = |out: &mut String, s: &str| {
        if out.ends_with(word_char) && s.starts_with(word_char) {
            out.push(' ');
        }
        out.push_str(s);
    };
    let mut k = 0;
    while k < t.len() {
        let x = &t[k];
        if x.kind == Kind::Name && x.text == name && !(k > 0 && t[k - 1].is(".")) {
            if t.get(k + 1).is_some_and(|y| y.is(":=")) {
                let end = value_end(&t, k + 2, x.depth);
                // `(n:=v)` as a whole, but a call's parentheses stay.
                let call = k >= 2
                    && (t[k - 2].kind == Kind::Name && !t[k - 2].is_keyword()
                        || t[k - 2].is(")")
                        || t[k - 2].is("]"));
                let wrapped = k >= 1 && t[k - 1].is("(") && t.get(end).is_some_and(|y| y.is(")"));
                if wrapped && !call {
                    out.pop();
                    push(&mut out, value);
                    k = end + 1;
                } else {
                    push(&mut out, value);
                    k = end;
                }
                continue;
            }
            push(&mut out, value);
        } else {
            push(&mut out, &x.text);
        }
        k += 1;
    }
    out
}
