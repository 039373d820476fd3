//! Tables as text: columns padded to their widest cell for a terminal, or a Markdown table
//! whose separator row right-aligns the numeric columns (which the book renders as is).

/// How a column's cells line up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Right,
}

/// A table: a header row and rows of cells, every row as wide as the header.
pub struct Table {
    pub header: Vec<String>,
    pub align: Vec<Align>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    fn widths(&self) -> Vec<usize> {
        (0..self.header.len())
            .map(|c| {
                std::iter::once(&self.header[c])
                    .chain(self.rows.iter().map(|r| &r[c]))
                    .map(|s| s.chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect()
    }

    fn pad(&self, cells: &[String], widths: &[usize], separator: &str) -> String {
        cells
            .iter()
            .zip(widths)
            .zip(&self.align)
            .map(|((cell, &w), align)| match align {
                Align::Left => format!("{cell:<w$}"),
                Align::Right => format!("{cell:>w$}"),
            })
            .collect::<Vec<_>>()
            .join(separator)
    }

    /// Columns separated by two spaces, a rule under the header.
    pub fn plain(&self) -> String {
        let widths = self.widths();
        let mut out = self.pad(&self.header, &widths, "  ").trim_end().to_string();
        out.push('\n');
        let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
        out.push_str(&rule.join("  "));
        out.push('\n');
        for row in &self.rows {
            out.push_str(self.pad(row, &widths, "  ").trim_end());
            out.push('\n');
        }
        out
    }

    /// A GitHub-flavoured Markdown table, padded so that the source reads as a table too.
    pub fn markdown(&self) -> String {
        let widths: Vec<usize> = self.widths().iter().map(|&w| w.max(3)).collect();
        let line = |cells: &[String]| format!("| {} |\n", self.pad(cells, &widths, " | "));
        let mut out = line(&self.header);
        let rule: Vec<String> = widths
            .iter()
            .zip(&self.align)
            .map(|(&w, align)| match align {
                Align::Left => "-".repeat(w),
                Align::Right => format!("{}:", "-".repeat(w - 1)),
            })
            .collect();
        out.push_str(&format!("| {} |\n", rule.join(" | ")));
        for row in &self.rows {
            out.push_str(&line(row));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        Table {
            header: vec!["solver".into(), "nodes".into()],
            align: vec![Align::Left, Align::Right],
            rows: vec![
                vec!["golf".into(), "146,605".into()],
                vec!["backtracking".into(), "7".into()],
            ],
        }
    }

    #[test]
    fn plain_columns_line_up() {
        assert_eq!(
            sample().plain(),
            "solver          nodes\n------------  -------\ngolf          146,605\nbacktracking        7\n"
        );
    }

    #[test]
    fn markdown_right_aligns_numbers() {
        assert_eq!(
            sample().markdown(),
            "| solver       |   nodes |\n| ------------ | ------: |\n| golf         | 146,605 |\n| backtracking |       7 |\n"
        );
    }
}
