//! A line diff for the rewrite steps of `golf ungolf`: the lines two forms of a program share,
//! found as their longest common subsequence, kept; the rest removed from the old and added
//! from the new. The programs are a few dozen lines, so the quadratic table costs nothing and
//! spares the project a diff crate (a fifth of its dependencies' compile time).

/// What became of one line: kept in both forms, removed from the old, or added in the new.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Change<'a> {
    Kept(&'a str),
    Removed(&'a str),
    Added(&'a str),
}

/// The lines of `old` and `new` (without their line ends) as kept, removed and added, in
/// order; within a changed stretch the removed lines come before the added ones.
pub fn lines<'a>(old: &'a str, new: &'a str) -> Vec<Change<'a>> {
    let (a, b): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    // after[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
    let mut after = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            after[i][j] = if a[i] == b[j] {
                after[i + 1][j + 1] + 1
            } else {
                after[i + 1][j].max(after[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut changes) = (0, 0, Vec::with_capacity(a.len() + b.len()));
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            changes.push(Change::Kept(a[i]));
            (i, j) = (i + 1, j + 1);
        } else if i < a.len() && (j == b.len() || after[i + 1][j] >= after[i][j + 1]) {
            changes.push(Change::Removed(a[i]));
            i += 1;
        } else {
            changes.push(Change::Added(b[j]));
            j += 1;
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::{Change::*, lines};

    #[test]
    fn a_replaced_line_is_removed_then_added_between_the_kept_ones() {
        assert_eq!(
            lines("a\nb\nc\n", "a\nx\nc\n"),
            [Kept("a"), Removed("b"), Added("x"), Kept("c")]
        );
    }

    #[test]
    fn a_stretch_removes_all_its_old_lines_before_adding_the_new() {
        assert_eq!(
            lines("k\nold1\nold2\n", "k\nnew1\nnew2\nnew3\n"),
            [
                Kept("k"),
                Removed("old1"),
                Removed("old2"),
                Added("new1"),
                Added("new2"),
                Added("new3")
            ]
        );
    }

    #[test]
    fn the_longest_run_of_shared_lines_is_kept() {
        // Keeping "x" alone would cost the three shared lines after it.
        let changes = lines("x\na\nb\nc\n", "a\nb\nc\nx\n");
        let kept: Vec<_> = changes.iter().filter(|c| matches!(c, Kept(_))).collect();
        assert_eq!(kept, [&Kept("a"), &Kept("b"), &Kept("c")]);
        assert_eq!(lines("", "a\n"), [Added("a")]);
        assert_eq!(lines("a\n", ""), [Removed("a")]);
    }
}
