//! Puzzles of a wanted grade, found by local search: start from a random minimal puzzle, move
//! one clue at a time, keep the moves that bring the ladder's hardest step closer to the grade,
//! and start again from a new grid when the climb stalls.
//!
//! Drawing random puzzles and dropping those of other grades finds the common grades at once,
//! but a Jellyfish or a digit forcing chain is seldom the hardest step of a random puzzle.
//! Rated-puzzle generators climb instead: a move takes a clue away, adds
//! clues from the same solution until the puzzle has one solution again, and takes away any
//! clue that is no longer needed, so every puzzle on the way is minimal. A move is kept when the
//! puzzle's [score](Search::score) is no worse: how far its rating lies from the wanted band,
//! then whether the wanted technique appears on its path and how much harder its hardest step
//! is. The ladder is run only up to the band's top ([`Cap`]), so a puzzle that is too hard costs
//! little.

use crate::grid::{Cell, Grid};
use crate::logic::{Deduction, Family, Grade, Outcome, Technique};
use crate::solvers::{self, FastConfig, Limits};
use crate::steps::NoObserver;

use super::capped::{Cap, Trial};
use super::shipped::{Shipped, shipped};
use super::{Generated, Generator, Options, Wanted, isomorph};

/// Moves in a row that do not improve the score before the climb starts again from a new grid.
const PATIENCE: u32 = 150;

/// Random puzzles drawn before the first climb for each puzzle asked for. A grade that one
/// random puzzle in ten has turns up among them but for a chance of 0.9^100 (three in a
/// hundred thousand), so for the common grades the search is the draw-and-drop it replaces,
/// puzzle for puzzle; the nearest of them starts the climb.
const FIRST_DRAWS: u32 = 100;

/// Random puzzles drawn when a climb stalls, the nearest of them starting the next.
const RESTART_DRAWS: u32 = 5;

/// Every this many steps after the first draws, a new random puzzle is drawn and graded in
/// place of a move of the climb.
const DRAW_EVERY: u64 = 2;

/// Moves from a shipped puzzle's isomorph that lose the grade, in a row, before the walk starts
/// again from another isomorph.
const WALK_PATIENCE: u32 = 40;

/// Where the tiers of [`Search::score`] start, nearest first: each tier's own measure stays
/// below the next tier's start.
const USED: u32 = 1;
const USED_TOO_HARD: u32 = 1_000;
const OUTRANKED: u32 = 1_500;
const WATCHED: u32 = 2_000;
const BELOW: u32 = 4_000;
const TOO_HARD: u32 = 6_000;

/// A puzzle of the wanted grade, and the ladder's outcome on it.
pub struct Found {
    pub generated: Generated,
    pub outcome: Outcome,
}

/// The climb in progress: the puzzle, its solution and its score.
struct Climb {
    puzzle: Grid,
    solution: Grid,
    score: u32,
    stale: u32,
}

impl Climb {
    fn new(puzzle: Grid, solution: Grid, score: u32) -> Climb {
        Climb {
            puzzle,
            solution,
            score,
            stale: 0,
        }
    }
}

/// A search for puzzles of one grade, a puzzle graded at each [`step`](Search::step).
pub struct Search {
    generator: Generator,
    wanted: Wanted,
    band: Option<(crate::logic::Rating, crate::logic::Rating)>,
    cap: Cap,
    climb: Option<Climb>,
    /// Puzzles still to draw before the next climb, and the nearest drawn so far.
    draws: u32,
    nearest: Option<Climb>,
    /// Some puzzle graded so far used the wanted technique: a climb has a foothold.
    foothold: bool,
    /// A climb stalled before any puzzle used the technique: draw until one does.
    until_used: bool,
    /// Steps taken since the first draws, which alternate between the climb and new draws.
    steps: u64,
    /// For the rarest grades, the shipped puzzles of the grade ([`super::shipped`]), or the
    /// puzzles given to [`Search::from_puzzles`]: the walk starts from an isomorph of one.
    shipped: Vec<Shipped>,
    /// Which of them are still to be graded (a given puzzle may be of another grade).
    unchecked: Vec<bool>,
    /// The clue patterns' signatures of the puzzles never to print an isomorph of: the shipped
    /// ones (or the given ones), and those the walk found.
    signatures: Vec<Vec<u8>>,
    walk: Option<Climb>,
}

impl Search {
    /// The search for `wanted` puzzles, its chances drawn from `seed`.
    pub fn new(seed: u64, options: Options, wanted: Wanted) -> Search {
        let band = wanted.band();
        Search {
            generator: Generator::new(seed, options),
            wanted,
            band,
            cap: Cap::new(band.map(|(_, high)| high))
                .chasing(chased(wanted))
                .trying_nested(
                    Technique::LADDER
                        .into_iter()
                        .any(|t| t.is_nested() && wanted.wants(t)),
                ),
            climb: None,
            draws: FIRST_DRAWS,
            nearest: None,
            foothold: false,
            until_used: false,
            steps: 0,
            shipped: Vec::new(),
            unchecked: Vec::new(),
            signatures: Vec::new(),
            walk: None,
        }
        .with_shipped()
    }

    /// Starts the search for the rarest grades from the puzzles the project ships, when it has
    /// some of the grade and the options allow them (9x9, no symmetry asked for).
    fn with_shipped(mut self) -> Search {
        let options = self.generator.options;
        if options.shape == crate::grid::Shape::NINE && !options.symmetric {
            self.shipped = shipped(self.wanted);
            self.unchecked = vec![false; self.shipped.len()];
            self.signatures = self
                .shipped
                .iter()
                .map(|s| isomorph::signature(&s.puzzle))
                .collect();
        }
        self
    }

    /// The same search, walking from `puzzles` instead of the shipped ones (for any grade): from
    /// those of them whose hardest step is the wanted one, each graded when first drawn, and
    /// printing no isomorph of any of them. A puzzle of another shape, or without exactly one
    /// solution, is not walked from. When none has the grade, the climb of [`Search::step`]
    /// starts from the nearest of them and the puzzles it draws. The shipped puzzles play no
    /// part: a shipped set made so (the dynamic forcing chain (+)'s) comes out the same when
    /// its command is run again.
    pub fn from_puzzles(mut self, puzzles: impl IntoIterator<Item = Grid>) -> Search {
        let shape = self.generator.options.shape;
        self.shipped.clear();
        self.unchecked.clear();
        self.signatures.clear();
        for puzzle in puzzles {
            self.signatures.push(isomorph::signature(&puzzle));
            if puzzle.shape() != shape {
                continue;
            }
            if let Some(solution) = only_solution(&puzzle) {
                self.shipped.push(Shipped { puzzle, solution });
                self.unchecked.push(true);
            }
        }
        if self.shipped.is_empty() {
            self.fell_back();
        }
        self
    }

    /// No given puzzle has the grade: the climb starts from the nearest graded so far, after a
    /// few draws.
    fn fell_back(&mut self) {
        self.walk = None;
        self.draws = if self.nearest.is_some() {
            RESTART_DRAWS
        } else {
            FIRST_DRAWS
        };
    }

    /// The same search without the shipped puzzles: every puzzle it finds comes from a random
    /// grid of its own (how the shipped sets were made).
    pub fn fresh(mut self) -> Search {
        self.shipped.clear();
        self.unchecked.clear();
        self.signatures.clear();
        self
    }

    /// True when the search starts from shipped puzzles.
    pub fn uses_shipped(&self) -> bool {
        !self.shipped.is_empty()
    }

    /// Grades one more puzzle: a new random minimal puzzle when no climb is under way, else a
    /// neighbour of the climb's puzzle. Returns it when it has the wanted grade (the next step
    /// then draws again from a new grid, so the puzzles found differ).
    pub fn step(&mut self) -> Option<Found> {
        if self.uses_shipped() {
            return self.walk();
        }
        let Some(climb) = &self.climb else {
            let generated = self.generator.next_puzzle();
            let (found, drawn) = self.try_puzzle(generated.puzzle, generated.solution);
            if found.is_some() {
                return found;
            }
            if self.until_used {
                // Only a puzzle that uses the technique gives the climb something to follow.
                if drawn.score < WATCHED {
                    self.until_used = false;
                    self.draws = 0;
                    self.climb = Some(drawn);
                }
                return None;
            }
            if self.nearest.as_ref().is_none_or(|n| drawn.score < n.score) {
                self.nearest = Some(drawn);
            }
            self.draws -= 1;
            if self.draws == 0 {
                self.climb = self.nearest.take();
            }
            return None;
        };
        self.steps += 1;
        if self.steps.is_multiple_of(DRAW_EVERY) {
            // A draw between moves: a grade that random puzzles have now and then is not left
            // to the climb alone, and a drawn puzzle nearer than the climb's takes its place.
            let climb_score = climb.score;
            let generated = self.generator.next_puzzle();
            let (found, drawn) = self.try_puzzle(generated.puzzle, generated.solution);
            if found.is_none() && drawn.score < climb_score {
                self.climb = Some(drawn);
            }
            return found;
        }
        let (puzzle, solution) = (climb.puzzle.clone(), climb.solution.clone());
        let puzzle = self.neighbour(&puzzle, &solution);
        let (found, mut moved) = self.try_puzzle(puzzle, solution);
        if found.is_some() {
            return found;
        }
        let climb = self.climb.as_mut().expect("a climb is under way");
        if moved.score < climb.score {
            *climb = moved;
        } else {
            climb.stale += 1;
            if moved.score == climb.score {
                // A step along a plateau: the climb wanders on, as impatient as before.
                moved.stale = climb.stale;
                *climb = moved;
            }
            if climb.stale >= PATIENCE {
                self.climb = None;
                self.draws = RESTART_DRAWS;
                // A climb that never met a use of the technique moved among puzzles no nearer
                // to it than random ones, at the same cost: draws, a step each, find a use (or
                // the grade itself, which random puzzles have now and then) as soon.
                self.until_used = !self.foothold;
            }
        }
        None
    }

    /// One move of the walk from a shipped puzzle: a neighbour of the walk's puzzle (at first a
    /// random isomorph of a shipped one), graded. Found when it has the grade and its clue
    /// pattern is no shipped puzzle's; kept as the walk's puzzle when it has the grade only.
    fn walk(&mut self) -> Option<Found> {
        let walk = match self.walk.take() {
            Some(walk) => walk,
            None => {
                let rng = &mut self.generator.rng;
                let i = rng.below(self.shipped.len() as u32) as usize;
                if self.unchecked[i] {
                    // A given puzzle, graded once, as a step of its own: of the grade, it
                    // stays to be walked from; else it is dropped, and kept as the nearest
                    // when it is, for the climb that follows when none has the grade.
                    let score = self.score(&self.cap.run(&self.shipped[i].puzzle, None));
                    if score == 0 {
                        self.unchecked[i] = false;
                        return None;
                    }
                    let Shipped { puzzle, solution } = self.shipped.swap_remove(i);
                    self.unchecked.swap_remove(i);
                    if self.nearest.as_ref().is_none_or(|n| score < n.score) {
                        self.nearest = Some(Climb::new(puzzle, solution, score));
                    }
                    if self.shipped.is_empty() {
                        self.fell_back();
                    }
                    return None;
                }
                let from = &self.shipped[i];
                let (puzzle, solution) = isomorph::random(&from.puzzle, &from.solution, rng);
                Climb::new(puzzle, solution, 0)
            }
        };
        let puzzle = self.neighbour(&walk.puzzle, &walk.solution);
        let trial = self.cap.run(&puzzle, None);
        if self.score(&trial) != 0 {
            let stale = walk.stale + 1;
            if stale < WALK_PATIENCE {
                self.walk = Some(Climb { stale, ..walk });
            }
            return None;
        }
        let signature = isomorph::signature(&puzzle);
        if self.signatures.contains(&signature) {
            self.walk = Some(Climb::new(puzzle, walk.solution, 0));
            return None;
        }
        // The next puzzle asked for starts from a new isomorph, and is none of this one.
        self.signatures.push(signature);
        Some(Found {
            generated: Generated {
                puzzle,
                solution: walk.solution,
            },
            outcome: trial.outcome,
        })
    }

    /// Grades `puzzle`: found when it has the wanted grade (and the next step draws anew),
    /// else where it stands.
    fn try_puzzle(&mut self, puzzle: Grid, solution: Grid) -> (Option<Found>, Climb) {
        // A forcing chain's search costs more than the rest of the ladder: not watched.
        let watch = match self.wanted {
            Wanted::Grade(Grade::Technique(t)) if t.family() != Family::ForcingChains => Some(t),
            _ => None,
        };
        let trial = self.cap.run(&puzzle, watch);
        let score = self.score(&trial);
        self.foothold |= score < WATCHED;
        // After given puzzles of other grades, the climb prints none of their isomorphs either:
        // it moves on from such a puzzle as from any of the grade.
        let known = || {
            !self.signatures.is_empty() && self.signatures.contains(&isomorph::signature(&puzzle))
        };
        if score == 0 && !known() {
            self.climb = None;
            self.nearest = None;
            self.draws = FIRST_DRAWS;
            self.until_used = false;
            let found = Found {
                generated: Generated {
                    puzzle: puzzle.clone(),
                    solution: solution.clone(),
                },
                outcome: trial.outcome,
            };
            return (Some(found), Climb::new(puzzle, solution, 0));
        }
        (None, Climb::new(puzzle, solution, score))
    }

    /// How far a puzzle is from the wanted grade, 0 when it has it; the nearer, the lower. The
    /// wanted technique's use on the path counts first, for that is what is rare: from
    /// [`USED`] when it is used but a step rated as high or higher is needed too (by how much
    /// higher, then how many such steps); from [`USED_TOO_HARD`] when it is used and the ladder
    /// later needs a step above the band (by the empty cells left where it stopped). Then, for
    /// a puzzle the ladder solves below the band: from [`WATCHED`] when the technique could
    /// have been used on the way but an easier step came first (by how far below, then the more
    /// places the better), from [`BELOW`] when not even that; from [`TOO_HARD`] when the puzzle
    /// needs a step above the band and the technique is not used.
    fn score(&self, trial: &Trial) -> u32 {
        let outcome = &trial.outcome;
        let Some((low, _)) = self.band else {
            // "needs search" lies above every rating: the higher the closer.
            if self.wanted.matches(outcome) {
                return 0;
            }
            let rating = outcome.rating().map_or(0, |r| u32::from(r.in_tenths()));
            return 1_000u32.saturating_sub(rating).max(1);
        };
        let in_tenths = |d: &Deduction| u32::from(d.rating().in_tenths());
        let wanted_best = outcome
            .deductions
            .iter()
            .filter(|d| self.wanted.wants(d.technique))
            .map(in_tenths)
            .max();
        let cells_left = outcome.cells_left() as u32;
        if trial.too_hard || !outcome.solved {
            return match (wanted_best, trial.outranked_by) {
                (Some(_), _) => USED_TOO_HARD + cells_left,
                // Stopped by a step of the band's own level: the puzzle is as hard as wanted,
                // a step of another technique just came first. By how far that step lies
                // above the band's bottom, then by the cells it left.
                (None, Some(step)) => {
                    let above = u32::from(step.in_tenths().saturating_sub(low.in_tenths()));
                    OUTRANKED + 100 * above.min(4) + cells_left
                }
                (None, None) => TOO_HARD + cells_left,
            };
        }
        if self.wanted.matches(outcome) {
            return 0;
        }
        let hardest = outcome.rating().map_or(0, |r| u32::from(r.in_tenths()));
        match wanted_best {
            Some(best) => {
                let rivals = outcome
                    .deductions
                    .iter()
                    .filter(|d| !self.wanted.wants(d.technique) && in_tenths(d) >= best)
                    .count() as u32;
                USED + 10 * hardest.saturating_sub(best) + rivals.min(9)
            }
            None => {
                let below = u32::from(low.in_tenths()).saturating_sub(hardest);
                match trial.watched {
                    0 => BELOW + 10 * below,
                    watched => WATCHED + 10 * below + 9 - (watched as u32).min(9),
                }
            }
        }
    }

    /// A neighbour of `puzzle`, minimal with one solution: one clue (or mirrored pair) taken
    /// away, a random clue of `solution` put elsewhere, more put where a second solution
    /// differs until there is none, then every clue no longer needed taken away.
    fn neighbour(&mut self, puzzle: &Grid, solution: &Grid) -> Grid {
        let shape = puzzle.shape();
        let cells = shape.cells();
        let lead = |i: usize| !self.generator.options.symmetric || i <= cells - 1 - i;
        let (clues, empty): (Vec<usize>, Vec<usize>) = (0..cells)
            .filter(|&i| lead(i))
            .partition(|&i| puzzle.cells()[i].is_some());
        let mut next = puzzle.clone();
        let rng = &mut self.generator.rng;
        let out = clues[rng.below(clues.len() as u32) as usize];
        self.generator.set_group(&mut next, out, None);
        if !empty.is_empty() {
            let rng = &mut self.generator.rng;
            let put = empty[rng.below(empty.len() as u32) as usize];
            self.generator.set_group(&mut next, put, Some(solution));
        }
        while let Some(other) = second_solution(&next, solution) {
            let differ: Vec<usize> = (0..cells)
                .filter(|&i| other.cells()[i] != solution.cells()[i])
                .collect();
            let rng = &mut self.generator.rng;
            let put = differ[rng.below(differ.len() as u32) as usize];
            self.generator.set_group(&mut next, put, Some(solution));
        }
        self.generator.dig_from(next, solution)
    }
}

/// The technique a search stops grading at the first step rated above it (see [`Cap::chasing`]):
/// one rated by its length, wanted alone.
fn chased(wanted: Wanted) -> Option<Technique> {
    match wanted {
        Wanted::Grade(Grade::Technique(t)) if t.about().rating.highest().is_none() => Some(t),
        _ => None,
    }
}

/// The solution of `puzzle` when it has exactly one.
fn only_solution(puzzle: &Grid) -> Option<Grid> {
    if !crate::uniqueness::count_solutions(puzzle, 2).is_unique() {
        return None;
    }
    let limits = Limits::solutions(1);
    let report = if puzzle.shape() == crate::grid::Shape::NINE {
        solvers::fast(puzzle, &limits, &mut NoObserver)
    } else {
        solvers::bitmask(puzzle, &limits, &mut NoObserver)
    };
    report.solutions.into_iter().next()
}

/// The rules of the `fast` search that finds a second solution for the walk. Which second
/// solution it finds steers the walk, so it is fixed here: a rule added to `fast` to make it
/// faster (the stack rule) would otherwise change the puzzles a seed gives.
const WALK_SEARCH: FastConfig = FastConfig {
    hidden_singles: true,
    locked_candidates: true,
    fewest_candidates: true,
    open_peers: true,
    triads: false,
    stacks: false,
};

/// A solution of `puzzle` other than `solution`, if it has one.
fn second_solution(puzzle: &Grid, solution: &Grid) -> Option<Grid> {
    let limits = Limits::solutions(2);
    let report = if puzzle.shape() == crate::grid::Shape::NINE {
        solvers::fast_with(puzzle, &limits, WALK_SEARCH, &mut NoObserver)
    } else {
        solvers::bitmask(puzzle, &limits, &mut NoObserver)
    };
    report.solutions.into_iter().find(|s| s != solution)
}

impl Generator {
    /// Sets the cell of index `i` (and its mirror image, with symmetry) to its digit in
    /// `solution`, or empties it when None.
    fn set_group(&self, grid: &mut Grid, i: usize, solution: Option<&Grid>) {
        let shape = grid.shape();
        let mirror = shape.cells() - 1 - i;
        let mut group: Vec<Cell> = vec![shape.cell(i)];
        if self.options.symmetric && mirror != i {
            group.push(shape.cell(mirror));
        }
        for cell in group {
            grid.set(cell, solution.and_then(|s| s.get(cell)));
        }
    }
}

/// The grade a found puzzle has, for the reader's sake: the search accepts only this.
impl Found {
    pub fn grade(&self) -> Grade {
        self.outcome.grade()
    }
}
