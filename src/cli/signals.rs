//! What tells a command to stop before its end: Ctrl-C, and a standard output nobody reads any
//! more (`compare | head -1`), which a run that writes only at its end would otherwise learn
//! after all its work.
//!
//! The first Ctrl-C raises one flag. Every search hears it through its `Limits` (the handle
//! [`interrupt`] gives, which `Search::enter` reads with its deadline), so a search of minutes
//! stops within a moment and is reported as interrupted; loops of the commands (a batch, a
//! measurement, the golf topics) look at [`interrupted`] between their steps. Each command then
//! writes what it did and exits with 130.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use sudoku_lab::Interrupt;

/// Set by the first Ctrl-C (or SIGINT).
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// True once Ctrl-C was pressed (or SIGINT received).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// The Ctrl-C flag as a handle for a search's `Limits`, with the handler installed.
pub fn interrupt() -> Interrupt {
    install_interrupt_handler();
    Interrupt::on(&INTERRUPTED)
}

/// Installs the Ctrl-C handler, once: the first Ctrl-C raises the flag; a second one ends the
/// process at once, should some step not look at the flag.
pub fn install_interrupt_handler() {
    static ONCE: Once = Once::new();
    ONCE.call_once(handle_interrupts);
}

/// What the first Ctrl-C says on standard error.
const INTERRUPT_NOTE: &[u8] = b"interrupted (Ctrl-C): stopping\n";

/// The same while a progress line is drawn on the terminal: the line is cleared first, so that
/// the note does not run on from it.
const INTERRUPT_NOTE_OVER_PROGRESS: &[u8] = b"\r\x1b[2Kinterrupted (Ctrl-C): stopping\n";

/// Whether a progress line is drawn on standard error now (`progress.rs` says so).
static PROGRESS_DRAWN: AtomicBool = AtomicBool::new(false);

/// Tells the Ctrl-C handler whether a progress line is drawn on standard error.
pub fn progress_drawn(drawn: bool) {
    PROGRESS_DRAWN.store(drawn, Ordering::Relaxed);
}

/// A plain signal handler, which only sets a flag, writes a line and may end the process (all
/// three safe inside a signal handler): no thread waits for the signal, as a portable
/// handler's does, which a short run would pay for in its start-up.
#[cfg(unix)]
fn handle_interrupts() {
    extern "C" fn on_interrupt(_: libc::c_int) {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            // SAFETY: `_exit` is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
        let note = if PROGRESS_DRAWN.load(Ordering::Relaxed) {
            INTERRUPT_NOTE_OVER_PROGRESS
        } else {
            INTERRUPT_NOTE
        };
        // SAFETY: `write` is async-signal-safe; a note that cannot be written is lost.
        unsafe { libc::write(libc::STDERR_FILENO, note.as_ptr().cast(), note.len()) };
    }
    // SAFETY: a zeroed `sigaction` is a valid value; the handler is an `extern "C"` function
    // of the signature `sa_handler` expects, and SA_RESTART keeps reads and writes going.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        // Without a handler, Ctrl-C keeps its default effect.
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}

#[cfg(not(unix))]
fn handle_interrupts() {
    // Without a handler (another program owns the signal), Ctrl-C keeps its default effect.
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        let _ = std::io::Write::write_all(&mut std::io::stderr(), INTERRUPT_NOTE);
    });
}

/// True once standard output is a pipe whose reader has gone: its write end then reports an
/// error to `poll`, so the run can stop without writing. False for a terminal or a file, and
/// where `poll` is not available.
#[cfg(unix)]
pub fn stdout_closed() -> bool {
    let mut fd = libc::pollfd {
        fd: libc::STDOUT_FILENO,
        events: 0,
        revents: 0,
    };
    // SAFETY: one valid pollfd, a count of one, and no wait.
    let ready = unsafe { libc::poll(&mut fd, 1, 0) };
    ready > 0 && fd.revents & (libc::POLLERR | libc::POLLHUP) != 0
}

#[cfg(not(unix))]
pub fn stdout_closed() -> bool {
    false
}

/// True when a long run should stop: Ctrl-C, or no one reads its output.
pub fn should_stop() -> bool {
    interrupted() || stdout_closed()
}

/// How often a command waiting for work that cannot hear the flag looks at it.
const LOOK_EVERY: std::time::Duration = std::time::Duration::from_millis(20);

/// How long work runs before a spinner shows on the terminal that it is still going.
const SPINNER_AFTER: std::time::Duration = std::time::Duration::from_secs(1);

/// Runs `work` (a library computation that no `Limits` reaches, such as the golf analyzer's
/// searches) on a thread of its own with a stack of `stack` bytes, while this thread looks at
/// the Ctrl-C flag: `Ok(None)` as soon as Ctrl-C is pressed, the work then left to end with
/// the process, so that the command can say what it did and exit within a moment. With
/// `spinner`, work that lasts over a second shows it beside a spinner and the time spent, on
/// standard error when it is a terminal.
pub fn unless_interrupted<T: Send + 'static>(
    stack: usize,
    spinner: Option<&str>,
    work: impl FnOnce() -> T + Send + 'static,
) -> std::io::Result<Option<T>> {
    install_interrupt_handler();
    let (sender, result) = std::sync::mpsc::sync_channel(1);
    std::thread::Builder::new()
        .name("sudoku-lab-work".to_string())
        .stack_size(stack)
        .spawn(move || {
            let _ = sender.send(work());
        })?;
    let started = std::time::Instant::now();
    let mut shown: Option<indicatif::ProgressBar> = None;
    let done = |shown: &Option<indicatif::ProgressBar>| {
        if let Some(bar) = shown {
            bar.finish_and_clear();
        }
    };
    loop {
        if interrupted() {
            done(&shown);
            return Ok(None);
        }
        if let Some(message) = spinner
            && shown.is_none()
            && started.elapsed() > SPINNER_AFTER
            && std::io::IsTerminal::is_terminal(&std::io::stderr())
        {
            shown = Some(spin(message, started.elapsed()));
        }
        match result.recv_timeout(LOOK_EVERY) {
            Ok(value) => {
                done(&shown);
                return Ok(Some(value));
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            // The work panicked: its message is on standard error already.
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                done(&shown);
                return Err(std::io::Error::other("internal error: the work panicked"));
            }
        }
    }
}

/// A spinner on standard error with `message` and the time spent (`elapsed` before it showed),
/// ticking by itself.
pub fn spin(message: &str, elapsed: std::time::Duration) -> indicatif::ProgressBar {
    let bar =
        indicatif::ProgressBar::with_draw_target(None, indicatif::ProgressDrawTarget::stderr());
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
            .expect("a valid template"),
    );
    let bar = bar.with_elapsed(elapsed);
    bar.set_message(message.to_string());
    bar.enable_steady_tick(std::time::Duration::from_millis(100));
    bar
}
