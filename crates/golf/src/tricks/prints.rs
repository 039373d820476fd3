//! Print statements (Python 2): the statement without parentheses, its trailing comma's soft
//! space, and the commas that write spaces between values. Each is golf only against the other
//! dialect's spelling, so it is reported in a file laid out as golf.

use super::finder::Finder;
use super::registry::Trick;
use crate::pyexpr::{ExprKind, Semantics};
use crate::pystmt::{Stmt, StmtKind};

impl Finder<'_> {
    /// A print statement (Python 2): without parentheses, its trailing comma's soft space, and
    /// the commas that write the spaces between its values.
    pub(super) fn print_statement(&mut self, s: &Stmt, golfed: String) {
        let StmtKind::Print {
            dest,
            values,
            comma,
        } = &s.kind
        else {
            return;
        };
        let f = self;
        for v in dest.iter().chain(values) {
            f.expr(v, false);
        }
        let (Some(first), Some(last)) = (values.first(), values.last()) else {
            return;
        };
        let vals = f.span(first.start, last.end);
        // `print(x)` is already Python 3's spelling: nothing saved.
        let parenthesised = dest.is_none()
            && values.len() == 1
            && first.start == s.start + 1
            && matches!(first.kind, ExprKind::Paren(_) | ExprKind::Tuple(_))
            && vals.starts_with('(');
        // A trailing comma has no Python 2 spelling in parentheses but for one value
        // (`print(x),`); with several, the commas are print-comma's finding.
        let py2_comma = *comma && f.sem == Semantics::Py2;
        if f.facts.golfed && !parenthesised && py2_comma && values.len() == 1 && dest.is_none() {
            f.push(
                s.start,
                Trick::PrintStatement,
                golfed.clone(),
                format!("print({vals}),"),
                "Python 2's print statement needs no parentheses (against `print(x),`, which keeps the trailing comma's soft space)",
            );
        }
        // The trailing comma itself: the line is not ended, the next print writing a space
        // first, so prints in a loop put their values on one line, space-separated. Its
        // plain spelling collects the values and joins them: what that costs depends on the
        // loop, so no figure is claimed.
        if f.facts.golfed && py2_comma {
            let at = s.end.saturating_sub(1);
            f.push_saving(
                at,
                Trick::PrintSoftSpace,
                ",".to_string(),
                "collecting the values and printing ' '.join(map(str,values)) once".to_string(),
                0,
                "Python 2's print with a trailing comma ends without a newline and leaves a soft space: the next print writes a space first, so prints in a loop write their values on one line, space-separated, with no list and no join (no byte figure: what it saves depends on the loop)",
            );
        }
        if f.facts.golfed && !parenthesised && !py2_comma {
            let end = if *comma { ",end=' '" } else { "" };
            let file = dest
                .as_ref()
                .map_or(String::new(), |d| format!(",file={}", f.text(d)));
            f.push(
                s.start,
                Trick::PrintStatement,
                golfed,
                format!("print({}{end}{file})", vals.clone()),
                "Python 2's print statement needs no parentheses (against Python 3's print())",
            );
            // Python 2, where the statement runs, reads `print(a,b)` as a tuple printed and
            // `file=` as a syntax error: the call form is Python 3's or the imported function's.
            if (values.len() > 1 || dest.is_some() || *comma)
                && let Some(t) = f.tricks.last_mut()
            {
                t.readable.push_str(
                    ", with `from __future__ import print_function` at the top of the file",
                );
                t.note.push_str(" (under Python 2 the call needs the print function from `__future__`, one line for the file, not counted here)");
            }
        }
        // `print a,b`: the commas write the spaces between the values.
        if f.facts.golfed && values.len() >= 2 {
            let plain: Vec<String> = values.iter().map(|v| f.str_text(v)).collect();
            f.push(first.start, Trick::PrintComma, vals, plain.join("+' '+"),
                "the print statement writes a space between the values its commas separate, each through str(): no concatenation, no str() calls");
        }
    }
}
