//! Totals: each saved byte counted once.

use super::layout::{tight_text, word_char};
use super::report::Trick;

/// Counts each saved byte once (see [`Report::saved`]). A trick whose snippet lies inside
/// another's (the innermost holding it; of two on the same bytes, the larger saving holds the
/// other) adds its saving only when every trick holding it keeps its snippet in the readable
/// form; otherwise that readable form already spells it out and it adds nothing. Then each
/// outermost trick's plain spelling (its readable form, the counted tricks inside replaced by
/// theirs) is read as a programmer would write it (`list([...])` is `[...]`), and the
/// outermost trick's count takes the difference.
pub(super) fn count_once(tricks: &mut [Trick]) {
    let n = tricks.len();
    // The `;` after an exec loop's counter binding (`k=0;exec"..."*9`) goes with the binding,
    // which the exec-loop's figure already counts.
    for i in 0..n {
        if tricks[i].name != "exec-loop" || !tricks[i].note.contains("the counter's binding") {
            continue;
        }
        let (line, col) = (tricks[i].line, tricks[i].col);
        if let Some(j) = (0..n).find(|&j| {
            tricks[j].name == "semicolon" && tricks[j].line == line && tricks[j].col + 1 == col
        }) {
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
    let parent: Vec<Option<usize>> = (0..n)
        .map(|i| {
            (0..n).filter(|&j| holds(j, i)).min_by_key(|&j| {
                let (a, b) = tricks[j].span.unwrap_or_default();
                (b - a, std::cmp::Reverse(tricks[j].saves))
            })
        })
        .collect();
    let mut kept = vec![true; n];
    for i in 0..n {
        let mut a = parent[i];
        while let Some(p) = a {
            if !tight_text(&tricks[p].readable).contains(&tight_text(&tricks[i].golfed)) {
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
    fn plain(i: usize, tricks: &[Trick], parent: &[Option<usize>], kept: &[bool]) -> String {
        let mut text = tight_text(&tricks[i].readable);
        for c in 0..tricks.len() {
            if parent[c] == Some(i) && kept[c] {
                let inner = plain(c, tricks, parent, kept);
                text = text.replacen(&tight_text(&tricks[c].golfed), &inner, 1);
            }
        }
        text
    }
    for i in 0..n {
        if parent[i].is_some() || !(0..n).any(|c| parent[c] == Some(i) && kept[c]) {
            continue;
        }
        let composed = plain(i, tricks, &parent, &kept);
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
