//! The generator's costs: a minimal 9x9 puzzle from a seed, the uniqueness count on the shipped
//! sets, and the grade of a shipped set. Run with `cargo bench -p sudoku-lab-bench --bench generate`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sudoku_lab::generate::{Generator, Options};
use sudoku_lab::uniqueness::count_solutions;
use sudoku_lab::{Grid, Shape, logic, parse_puzzle};

/// The puzzles of a shipped set under `data/generated/`.
fn set(name: &str) -> Vec<Grid> {
    let path = sudoku_lab_bench::root().join("data/generated").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| parse_puzzle(l).expect("a shipped puzzle"))
        .collect()
}

fn generate(c: &mut Criterion) {
    let mut g = c.benchmark_group("generate");
    g.sample_size(20);
    for (name, shape) in [("4x4", Shape::from_side(4).unwrap()), ("9x9", Shape::NINE)] {
        g.bench_function(format!("one minimal {name} puzzle"), |b| {
            let mut generator = Generator::new(
                1,
                Options {
                    shape,
                    symmetric: false,
                },
            );
            b.iter(|| black_box(generator.next_puzzle()))
        });
    }
    g.finish();
}

fn uniqueness(c: &mut Criterion) {
    let mut g = c.benchmark_group("count_solutions(limit 2)");
    g.sample_size(20);
    for name in ["9x9-hidden-single.txt", "9x9-beyond-exclusion.txt"] {
        let puzzles = set(name);
        g.bench_function(format!("{name}, {} puzzles", puzzles.len()), |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(count_solutions(p, 2));
                }
            })
        });
    }
    g.finish();
}

fn grade(c: &mut Criterion) {
    let mut g = c.benchmark_group("grade");
    g.sample_size(20);
    for name in ["9x9-hidden-pair.txt", "9x9-beyond-exclusion.txt"] {
        let puzzles = set(name);
        g.bench_function(format!("{name}, {} puzzles", puzzles.len()), |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(logic::grade(p));
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, generate, uniqueness, grade);
criterion_main!(benches);
