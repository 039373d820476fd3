//! A solve's plan, resolved once from what is asked of it, the way ripgrep resolves its flags
//! once into one set of decisions: which search runs, how it runs, whether it proves its
//! solution the only one, and where its solutions go.
//!
//! The binary (or the page) builds one [`Plan`] for a run from its options and renders what
//! each solve returns; no puzzle changes the plan, and no caller decides these things again.

use crate::narrate::Detail;
use crate::solvers::Solver;

/// Which solver a caller asks for: one of the project's solvers, or the person-style ladder.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Choice {
    /// One solver's search.
    Solver(Solver),
    /// The ladder of `grade`, step by step; a search finishes the grid where it stalls.
    Ladder,
}

impl Choice {
    /// The ladder's name as a solver: `solve --solver ladder`.
    pub const LADDER: &'static str = "ladder";

    /// Every name a caller chooses by: the solvers' ([`Solver::NAMES`]), then the ladder's.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Solver::NAMES.into_iter().chain([Choice::LADDER])
    }

    /// The choice with this name, its solver with its default settings.
    pub fn from_name(name: &str) -> Option<Choice> {
        match name {
            Choice::LADDER => Some(Choice::Ladder),
            _ => Solver::from_name(name).map(Choice::Solver),
        }
    }

    /// What the choice does, in one line.
    pub fn summary(&self) -> &'static str {
        match self {
            Choice::Solver(solver) => solver.summary(),
            Choice::Ladder => {
                "The person-style ladder of `grade` (`grade --techniques` lists it): each step \
                 the easiest technique that makes progress, told (-v), recorded (--record) and \
                 rated (json) as a person reads it; where it stalls, a bounded search finishes \
                 the grid"
            }
        }
    }
}

/// Which solutions a caller wants.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wanted {
    /// The first one found (then, unless asked not to, the proof that it is the only one).
    First,
    /// Every solution, up to a limit, each handed on as it is found.
    Every(u64),
    /// How many there are, up to a limit; none is kept.
    Count(u64),
}

/// What a caller asks of each solve, as its options say it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Request {
    pub choice: Choice,
    pub wanted: Wanted,
    /// How much of the search is told, step by step; `None`: nothing.
    pub detail: Option<Detail>,
    /// The answer is a JSON record (which tells no steps, and holds the time).
    pub json: bool,
    /// The search's figures are shown (its time among them).
    pub stats: bool,
    /// Each step goes to a recording.
    pub recorded: bool,
    /// After a first solution, check that there is no second one.
    pub unique_check: bool,
    /// A node or time bound was given.
    pub bounded: bool,
}

/// How the search of a [`Plan`] runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Route {
    /// The ladder, step by step (told when `detail` is some); [`Plan::solver`] finishes the
    /// grid where it stalls.
    Ladder(Option<Detail>),
    /// The search, told step by step.
    Narrated(Detail),
    /// The SAT solver, which returns its own counts beside the report.
    Sat,
    /// The search alone: nothing shows a time, so the clock is never read.
    Search,
    /// The search timed: its figures or its JSON record show the time.
    Timed,
    /// The search timed, each step handed to a recording.
    Recorded,
}

/// How a solve's first solution is proved the only one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Proof {
    /// Not proved: asked not to, or every solution is wanted anyway.
    None,
    /// The search goes on to a second solution, in the same search: `fast`'s proof, when
    /// nothing shows the solve's own figures (which would then be the proof's too).
    InSearch,
    /// A separate count after the solve, which leaves the solve's figures as they were.
    Count,
}

/// Every decision of a solve, made once for a run.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Plan {
    /// The search that runs (for the ladder, the one that finishes where it stalls).
    pub solver: Solver,
    pub route: Route,
    pub proof: Proof,
    /// The solutions the search looks for before it stops.
    pub max_solutions: u64,
    /// The search hands each solution on as it finds it, and its report keeps only the first:
    /// listing or counting, where no narration writes them in its own lines.
    pub takes_solutions: bool,
    /// The givens are checked for two equal digits in a house only when the search found no
    /// solution: `fast`, unwatched, notices such a clash itself (one node, no solution), and a
    /// solution proves there is none.
    pub givens_checked_after: bool,
}

/// The search that finishes the grid where the ladder stalls: seed 002's, whose steps a person
/// can follow.
pub const LADDER_SEARCH: Solver = Solver::HiddenSingles;

impl Plan {
    /// The plan for `request`.
    pub fn new(request: &Request) -> Plan {
        let ladder = request.choice == Choice::Ladder;
        let solver = match &request.choice {
            Choice::Solver(solver) => solver.clone(),
            Choice::Ladder => LADDER_SEARCH,
        };
        let route = route(request, &solver);
        let givens_checked_after =
            request.detail.is_none() && solver == Solver::Fast && !request.recorded;
        let proof = match request.wanted {
            Wanted::Every(_) | Wanted::Count(_) => Proof::None,
            _ if !request.unique_check => Proof::None,
            // The proof in the same search only where nothing shows the search's own figures.
            _ if givens_checked_after && !request.stats && !request.json && !request.bounded => {
                Proof::InSearch
            }
            Wanted::First => Proof::Count,
        };
        let max_solutions = match request.wanted {
            Wanted::Every(limit) | Wanted::Count(limit) => limit,
            Wanted::First if proof == Proof::InSearch => 2,
            Wanted::First => 1,
        };
        let narrated = matches!(route, Route::Narrated(_));
        Plan {
            solver,
            route,
            proof,
            max_solutions,
            takes_solutions: request.wanted != Wanted::First && !ladder && !narrated,
            givens_checked_after,
        }
    }

    /// Whether the solve ends with a proof that its solution is the only one.
    pub fn checks_unique(&self) -> bool {
        self.proof != Proof::None
    }
}

/// How the search runs: told where steps are asked for (never in JSON), the SAT solver on its
/// own where no recording watches it, and timed only where something shows the time.
fn route(request: &Request, solver: &Solver) -> Route {
    let told = request.detail.filter(|_| !request.json);
    match (told, solver) {
        _ if request.choice == Choice::Ladder => Route::Ladder(told),
        (Some(detail), _) => Route::Narrated(detail),
        (None, Solver::Sat(_)) if !request.recorded => Route::Sat,
        _ if request.recorded => Route::Recorded,
        _ if request.stats || request.json => Route::Timed,
        _ => Route::Search,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(choice: Choice) -> Request {
        Request {
            choice,
            wanted: Wanted::First,
            detail: None,
            json: false,
            stats: false,
            recorded: false,
            unique_check: true,
            bounded: false,
        }
    }

    #[test]
    fn fast_proves_uniqueness_in_its_own_search_only_when_no_figure_shows_it() {
        let plain = Plan::new(&first(Choice::Solver(Solver::Fast)));
        assert_eq!((plain.proof, plain.max_solutions), (Proof::InSearch, 2));
        assert!(plain.givens_checked_after);
        assert_eq!(plain.route, Route::Search);
        for shown in [
            Request {
                stats: true,
                ..first(Choice::Solver(Solver::Fast))
            },
            Request {
                json: true,
                ..first(Choice::Solver(Solver::Fast))
            },
            Request {
                bounded: true,
                ..first(Choice::Solver(Solver::Fast))
            },
        ] {
            let plan = Plan::new(&shown);
            assert_eq!(
                (plan.proof, plan.max_solutions),
                (Proof::Count, 1),
                "{shown:?}"
            );
        }
        let other = Plan::new(&first(Choice::Solver(Solver::Dlx)));
        assert_eq!((other.proof, other.max_solutions), (Proof::Count, 1));
        assert!(!other.givens_checked_after);
    }

    #[test]
    fn a_watched_fast_search_checks_its_givens_first() {
        for watched in [
            Request {
                detail: Some(Detail::Placements),
                ..first(Choice::Solver(Solver::Fast))
            },
            Request {
                recorded: true,
                ..first(Choice::Solver(Solver::Fast))
            },
        ] {
            let plan = Plan::new(&watched);
            assert!(!plan.givens_checked_after, "{watched:?}");
            assert_eq!(plan.proof, Proof::Count, "{watched:?}");
        }
    }

    #[test]
    fn listing_and_counting_take_their_solutions_and_prove_nothing() {
        for wanted in [Wanted::Every(10), Wanted::Count(10)] {
            let plan = Plan::new(&Request {
                wanted,
                ..first(Choice::Solver(Solver::Dlx))
            });
            assert_eq!(plan.max_solutions, 10);
            assert!(plan.takes_solutions);
            assert!(!plan.checks_unique());
            // A narration writes them in its own lines; the ladder keeps its own.
            let told = Plan::new(&Request {
                wanted,
                detail: Some(Detail::Everything),
                ..first(Choice::Solver(Solver::Dlx))
            });
            assert!(!told.takes_solutions);
            let ladder = Plan::new(&Request {
                wanted,
                ..first(Choice::Ladder)
            });
            assert!(!ladder.takes_solutions);
        }
        let asked_not = Plan::new(&Request {
            unique_check: false,
            ..first(Choice::Solver(Solver::Fast))
        });
        assert_eq!((asked_not.proof, asked_not.max_solutions), (Proof::None, 1));
    }

    #[test]
    fn the_route_reads_the_clock_only_where_a_time_is_shown() {
        let route = |r: Request| Plan::new(&r).route;
        let dlx = || first(Choice::Solver(Solver::Dlx));
        assert_eq!(route(dlx()), Route::Search);
        assert_eq!(
            route(Request {
                stats: true,
                ..dlx()
            }),
            Route::Timed
        );
        assert_eq!(
            route(Request {
                json: true,
                ..dlx()
            }),
            Route::Timed
        );
        assert_eq!(
            route(Request {
                recorded: true,
                ..dlx()
            }),
            Route::Recorded
        );
        let told = Request {
            detail: Some(Detail::Placements),
            ..dlx()
        };
        assert_eq!(route(told.clone()), Route::Narrated(Detail::Placements));
        // JSON tells no steps.
        assert_eq!(route(Request { json: true, ..told }), Route::Timed);
        let sat = || first(Choice::Solver(Solver::Sat(Default::default())));
        assert_eq!(route(sat()), Route::Sat);
        assert_eq!(
            route(Request {
                recorded: true,
                ..sat()
            }),
            Route::Recorded
        );
    }

    #[test]
    fn the_ladder_is_told_outside_json_and_finished_by_seed_002s_search() {
        let plan = Plan::new(&Request {
            detail: Some(Detail::Placements),
            ..first(Choice::Ladder)
        });
        assert_eq!(plan.route, Route::Ladder(Some(Detail::Placements)));
        assert_eq!(plan.solver, LADDER_SEARCH);
        let json = Plan::new(&Request {
            detail: Some(Detail::Placements),
            json: true,
            ..first(Choice::Ladder)
        });
        assert_eq!(json.route, Route::Ladder(None));
    }
}
