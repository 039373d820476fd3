//! Progress on standard error for the commands that can run for more than a moment: one
//! helper, so that every command shows it the same way and under the same rules. A
//! [`Progress`] draws nothing at first, and is drawn only once the run has lasted
//! [`Progress::DELAY`], when standard error is a terminal and the command is not writing JSON:
//! a quick run, a pipe, a file or a program reading the output never sees it. It shows by
//! itself once the delay has passed, even before its first step: one slow puzzle shows its
//! spinner, the time going, and the nodes its search has counted ([`tally`], which the
//! command line's searches add to as they go).
//!
//! While a bar is drawn, messages on standard error and output on a terminal go through
//! [`suspend`], which takes the bar off the screen for the write and draws it again after, so
//! that no line is written over it.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudoku_lab::Tally;

/// The nodes every search of the run has counted so far.
static NODES: AtomicU64 = AtomicU64::new(0);

/// The count every search of the command line adds its nodes to (through its `Limits`), which
/// a counter shows beside the puzzles done.
pub fn tally() -> Tally {
    Tally::on(&NODES)
}

/// The bar drawn now, if any, for [`suspend`].
static DRAWN: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// Runs `write` with the bar drawn now (if any) off the screen.
pub fn suspend<T>(write: impl FnOnce() -> T) -> T {
    let drawn = DRAWN.lock().ok().and_then(|bar| bar.clone());
    match drawn {
        Some(bar) => bar.suspend(write),
        None => write(),
    }
}

/// A counter or a bar on standard error, hidden until the run has lasted a moment.
pub struct Progress {
    bar: ProgressBar,
    state: Arc<State>,
}

/// What a [`Progress`] shares with the thread that shows it once the delay has passed.
struct State {
    started: Instant,
    /// False when the progress must never be drawn (JSON, or standard error not a terminal).
    may_show: bool,
    shown: AtomicBool,
    /// Set when the run is over: the bar is never drawn after that.
    finished: AtomicBool,
}

impl Progress {
    /// How long a run goes before its progress shows: quicker runs never flash a bar.
    pub const DELAY: Duration = Duration::from_millis(500);

    /// Progress over `len` steps when it is known (a bar), or a counter of `unit`s, with a
    /// message [`set_message`](Progress::set_message) may change, and the nodes counted by
    /// the searches (when there are any); never drawn when `allowed` is false (the command
    /// writes JSON) or standard error is not a terminal. Shown once [`Progress::DELAY`] has
    /// passed, whether a step was made or not.
    pub fn new(len: Option<u64>, unit: &str, allowed: bool) -> Progress {
        let bar = ProgressBar::with_draw_target(len, ProgressDrawTarget::hidden());
        let template = match len {
            Some(_) => {
                format!("{{bar:30}} {{pos}}/{{len}} {unit}{{msg}}, {{elapsed}} (eta {{eta}})")
            }
            None => format!("{{spinner}} {{pos}} {unit}{{msg}}{{nodes}}, {{elapsed}}"),
        };
        let style = ProgressStyle::with_template(&template)
            .expect("a valid template")
            .with_key(
                "nodes",
                |_: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                    let nodes = NODES.load(Ordering::Relaxed);
                    if nodes > 0 {
                        let _ = write!(w, ", {} nodes", sudoku_lab::render::thousands(nodes));
                    }
                },
            );
        bar.set_style(style);
        let state = Arc::new(State {
            started: Instant::now(),
            may_show: allowed && std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
            finished: AtomicBool::new(false),
        });
        if state.may_show {
            // Shows the progress once the delay has passed, though no step has come: the
            // first puzzle of a run may be the slow one.
            let (bar, state) = (bar.clone(), state.clone());
            let _ = std::thread::Builder::new()
                .name("sudoku-lab-progress".to_string())
                .spawn(move || {
                    while !state.finished.load(Ordering::Relaxed) {
                        let left = Self::DELAY.saturating_sub(state.started.elapsed());
                        if left.is_zero() {
                            reveal(&bar, &state);
                            return;
                        }
                        std::thread::sleep(left.min(Duration::from_millis(50)));
                    }
                });
        }
        Progress { bar, state }
    }

    /// True when the progress may be drawn (it then shows after [`Progress::DELAY`]).
    pub fn may_show(&self) -> bool {
        self.state.may_show
    }

    /// One step more.
    pub fn inc(&self) {
        self.bar.inc(1);
        self.reveal();
    }

    /// The message after the count ("12 of 200 attempts, 1 of 5 found", say).
    pub fn set_message(&self, message: String) {
        self.bar.set_message(message);
        self.reveal();
    }

    /// Draws the bar once the run has lasted the delay (its own thread does it too).
    fn reveal(&self) {
        reveal(&self.bar, &self.state);
    }

    /// Takes the progress off the screen for good.
    pub fn finish(&self) {
        if let Ok(mut drawn) = DRAWN.lock() {
            self.state.finished.store(true, Ordering::Relaxed);
            *drawn = None;
            super::signals::progress_drawn(false);
        }
        self.bar.finish_and_clear();
    }
}

/// Draws `bar` once the run has lasted the delay, unless it is over; it then ticks by itself,
/// so that a step of minutes still shows the time going.
fn reveal(bar: &ProgressBar, state: &State) {
    if !state.may_show
        || state.shown.load(Ordering::Relaxed)
        || state.started.elapsed() <= Progress::DELAY
    {
        return;
    }
    // Under the lock that `finish` takes: a bar finished is never drawn again.
    let Ok(mut drawn) = DRAWN.lock() else {
        return;
    };
    if state.finished.load(Ordering::Relaxed) || state.shown.swap(true, Ordering::Relaxed) {
        return;
    }
    bar.set_draw_target(ProgressDrawTarget::stderr());
    bar.enable_steady_tick(Duration::from_millis(200));
    *drawn = Some(bar.clone());
    super::signals::progress_drawn(true);
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// True when a note at the start of a long run (how long it may take, and what shortens it)
/// should be written: standard error is a terminal and the command is not writing JSON
/// (`allowed`). Someone waiting learns it at once, while a pipe, a file or a program reading
/// the output (the book's captured outputs among them) sees nothing new.
pub fn note_on_terminal(allowed: bool) -> bool {
    allowed && std::io::stderr().is_terminal()
}
