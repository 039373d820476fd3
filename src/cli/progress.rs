//! Progress on standard error for the commands that can run for more than a moment: one
//! helper, so that every command shows it the same way and under the same rules. A
//! [`Progress`] draws nothing at first, and is drawn only once the run has lasted
//! [`Progress::DELAY`], when standard error is a terminal and the command is not writing JSON:
//! a quick run, a pipe, a file or a program reading the output never sees it.
//!
//! While a bar is drawn, messages on standard error and output on a terminal go through
//! [`suspend`], which takes the bar off the screen for the write and draws it again after, so
//! that no line is written over it.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

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
    started: Instant,
    /// False when the progress must never be drawn (JSON, or standard error not a terminal).
    may_show: bool,
    shown: AtomicBool,
}

impl Progress {
    /// How long a run goes before its progress shows: quicker runs never flash a bar.
    pub const DELAY: Duration = Duration::from_millis(500);

    /// Progress over `len` steps when it is known (a bar), or a counter of `unit`s, with a
    /// message [`set_message`](Progress::set_message) may change; never drawn when `allowed`
    /// is false (the command writes JSON) or standard error is not a terminal.
    pub fn new(len: Option<u64>, unit: &str, allowed: bool) -> Progress {
        let bar = ProgressBar::with_draw_target(len, ProgressDrawTarget::hidden());
        let template = match len {
            Some(_) => {
                format!("{{bar:30}} {{pos}}/{{len}} {unit}{{msg}}, {{elapsed}} (eta {{eta}})")
            }
            None => format!("{{spinner}} {{pos}} {unit}{{msg}}, {{elapsed}}"),
        };
        bar.set_style(ProgressStyle::with_template(&template).expect("a valid template"));
        Progress {
            bar,
            started: Instant::now(),
            may_show: allowed && std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
        }
    }

    /// True when the progress may be drawn (it then shows after [`Progress::DELAY`]).
    pub fn may_show(&self) -> bool {
        self.may_show
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

    /// Draws the bar once the run has lasted the delay; it then ticks by itself, so that a
    /// step of minutes still shows the time going.
    fn reveal(&self) {
        if self.may_show
            && !self.shown.load(Ordering::Relaxed)
            && self.started.elapsed() > Self::DELAY
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.bar.enable_steady_tick(Duration::from_millis(200));
            if let Ok(mut drawn) = DRAWN.lock() {
                *drawn = Some(self.bar.clone());
            }
        }
    }

    /// Takes the progress off the screen for good.
    pub fn finish(&self) {
        if let Ok(mut drawn) = DRAWN.lock() {
            *drawn = None;
        }
        self.bar.finish_and_clear();
    }
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
