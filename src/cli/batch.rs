//! Running a command over a stream of puzzles: one at a time, or on `--jobs N` threads. Either
//! way the output follows the input order, memory stays bounded however long the input is, and
//! Ctrl-C ends the run after the puzzles in progress, with every line written complete.
//!
//! A command hands [`for_each`] its puzzles and two functions: `work`, which deals with one
//! puzzle and writes its output to an [`Out`], and `done`, which runs on each result in input
//! order (to count outcomes for a summary, say). With one job, `work` writes straight to
//! standard output. With more, the calling thread reads the input, each puzzle is worked on in
//! a thread of a pool with its own [`Out::buffer`], and a writer thread writes the buffers in
//! input order as soon as they are ready; at most a window of puzzles is read ahead of the
//! output, which bounds the memory.

use std::collections::BTreeMap;
use std::io;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use clap::Args;
use sudoku_lab::Shape;

use super::output::{Exit, Out};

/// Options of every command that works through a file of puzzles.
#[derive(Args, Debug, Clone, Copy)]
pub struct BatchArgs {
    /// Work on this many puzzles at once, each on its own thread (0: one per core, at most
    /// 256). The output keeps the order of the input.
    #[arg(long, short = 'j', value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(0..=256))]
    pub jobs: u16,
}

impl BatchArgs {
    /// The number of threads to use.
    fn threads(self) -> usize {
        match self.jobs {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get().min(256)),
            n => n as usize,
        }
    }
}

/// Puzzles read ahead of the output, per thread. A slow puzzle holds back the writing of those
/// after it, not their solving, until this many are waiting; the window bounds the memory.
const WINDOW_PER_JOB: usize = 256;

/// Stack for every thread that searches, per cell of the largest grid. A search recurses at most
/// once per cell (plus one call that finds the grid complete), so the depth is bounded by the
/// cell count; 32 KiB a level leaves room for solvers that copy their state on each level, and
/// for the larger frames of a debug build. The stack is reserved, not used: pages never touched
/// cost no memory.
const STACK_PER_CELL: usize = 32 * 1024;

/// The stack size of a thread that runs searches on grids of up to `shape` (the largest grid
/// when `None`).
pub fn stack_size(shape: Option<Shape>) -> usize {
    let cells = shape.unwrap_or(Shape::ALL[Shape::ALL.len() - 1]).cells();
    (cells + 1) * STACK_PER_CELL
}

/// Set by the first Ctrl-C: no new puzzle is started, those in progress are finished and
/// written, and the command closes with its summary.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// True once Ctrl-C was pressed (or SIGINT received).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Installs the Ctrl-C handler, once: the first Ctrl-C asks the run to stop after the puzzles
/// in progress; a second one ends the process at once (a search with no --max-nodes or
/// --timeout could otherwise run on for hours).
pub fn install_interrupt_handler() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // Without a handler (another program owns the signal), Ctrl-C keeps its default effect.
        let _ = ctrlc::set_handler(|| {
            if INTERRUPTED.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
            let _ = io::Write::write_all(
                &mut io::stderr(),
                b"interrupted: finishing the puzzles in progress (Ctrl-C again to stop at once)\n",
            );
        });
    });
}

/// How a batch ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ended {
    /// Every puzzle of the input was dealt with.
    Complete,
    /// Ctrl-C stopped the run: the puzzles after those written were not read.
    Interrupted,
}

/// Runs `work` on each item, writing each item's output in input order, and hands each result
/// to `done` in the same order. Stops early on Ctrl-C ([`Ended::Interrupted`]) or on the first
/// error writing the output (a closed pipe, say), which it returns.
pub fn for_each<I, T, W, D>(
    items: I,
    batch: BatchArgs,
    out: &mut Out,
    work: W,
    mut done_fn: D,
) -> io::Result<Ended>
where
    I: Iterator,
    I::Item: Send,
    T: Send,
    W: Fn(I::Item, &mut Out) -> io::Result<T> + Sync,
    D: FnMut(T, &mut Out) + Send,
{
    install_interrupt_handler();
    let threads = batch.threads();
    if threads <= 1 {
        for item in items {
            if interrupted() {
                return Ok(Ended::Interrupted);
            }
            let result = work(item, out)?;
            done_fn(result, out);
            // Each item's output is complete before the next starts, even if the run is cut short.
            out.flush()?;
        }
        // A reader of standard input ends its input on Ctrl-C.
        return Ok(if interrupted() {
            Ended::Interrupted
        } else {
            Ended::Complete
        });
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(stack_size(None))
        .thread_name(|i| format!("sudoku-lab-job-{i}"))
        .build()
        .map_err(|e| io::Error::other(format!("cannot start {threads} threads: {e}")))?;
    // Set when the output fails: no more input is read, and puzzles not yet started are skipped.
    let cancel = AtomicBool::new(false);
    // Each item's output and result, or `None` when it was skipped (the run is ending).
    type Done<T> = Option<(Out, io::Result<T>)>;
    let (sender, receiver) = mpsc::channel::<(usize, Done<T>)>();
    // One permit per item read and not yet written: reading waits when the window is full.
    let (permits, released) = mpsc::sync_channel::<()>(threads * WINDOW_PER_JOB);
    let (work, cancel) = (&work, &cancel);
    std::thread::scope(|threads| {
        // The writer runs beside the reader, so that a result is written as soon as those
        // before it are, even while the reader waits for more input.
        let writer = threads.spawn(move || {
            let mut ready: BTreeMap<usize, Done<T>> = BTreeMap::new();
            let mut written = 0usize;
            let mut ended: io::Result<Ended> = Ok(Ended::Complete);
            for (index, done) in receiver {
                ready.insert(index, done);
                while let Some(done) = ready.remove(&written) {
                    written += 1;
                    let _ = released.recv();
                    match (done, &ended) {
                        (Some((buffer, result)), Ok(Ended::Complete)) => {
                            let step = out.replay(buffer).and(result).map(|r| done_fn(r, out));
                            if let Err(e) = step.and_then(|()| out.flush()) {
                                cancel.store(true, Ordering::SeqCst);
                                ended = Err(e);
                            }
                        }
                        // Skipped after Ctrl-C: the output stops before the first puzzle not
                        // done, so that what is written is the input's beginning, in order.
                        (None, Ok(Ended::Complete)) => ended = Ok(Ended::Interrupted),
                        // The run is over; the rest is drained so that the reader never waits.
                        _ => {}
                    }
                }
            }
            ended
        });
        pool.in_place_scope(|scope| {
            for (index, item) in items.enumerate() {
                if cancel.load(Ordering::SeqCst) || interrupted() || permits.send(()).is_err() {
                    break;
                }
                let sender = sender.clone();
                scope.spawn(move |_| {
                    // Once the run is ending, puzzles not yet started are skipped.
                    let done = (!cancel.load(Ordering::SeqCst) && !interrupted()).then(|| {
                        let mut buffer = Out::buffer();
                        // A panic must not leave the writer waiting for this item forever;
                        // the panic message is already on standard error.
                        let result = catch_unwind(AssertUnwindSafe(|| work(item, &mut buffer)))
                            .unwrap_or_else(|_| {
                                Err(io::Error::other("internal error: a puzzle's work panicked"))
                            });
                        (buffer, result)
                    });
                    let _ = sender.send((index, done));
                });
            }
        });
        // Every item is sent: the writer ends when the last sender is gone.
        drop(sender);
        let ended = writer.join().expect("the writer does not panic")?;
        Ok(if interrupted() {
            Ended::Interrupted
        } else {
            ended
        })
    })
}

/// What happened to each puzzle of a batch, for the closing summary every command that reads
/// puzzles writes (`3 puzzles: 2 graded, 0 with no solution, 0 gave up, 1 invalid`).
pub struct Summary {
    /// The word for a puzzle dealt with: `solved`, `graded`, `hinted`.
    done_word: &'static str,
    pub puzzles: u64,
    pub done: u64,
    pub no_solution: u64,
    pub gave_up: u64,
    pub invalid: u64,
    /// The most serious outcome so far.
    pub exit: Exit,
}

impl Summary {
    pub fn new(done_word: &'static str) -> Summary {
        Summary {
            done_word,
            puzzles: 0,
            done: 0,
            no_solution: 0,
            gave_up: 0,
            invalid: 0,
            exit: Exit::Solved,
        }
    }

    /// Counts one puzzle's outcome.
    pub fn add(&mut self, outcome: Exit) {
        self.puzzles += 1;
        match outcome {
            Exit::Solved => self.done += 1,
            Exit::NoSolution => self.no_solution += 1,
            Exit::GaveUp => self.gave_up += 1,
            Exit::BadInput | Exit::Interrupted => self.invalid += 1,
        }
        self.exit = self.exit.worst(outcome);
    }

    /// [`Summary::finish`] for a run of [`for_each`]: after Ctrl-C, the summary of the puzzles
    /// written and a line saying the rest were not read (exit code 130).
    pub fn finish_batch(&self, out: &mut Out, ended: Ended) -> Exit {
        if ended == Ended::Complete {
            return self.finish(out);
        }
        self.write(out);
        out.err("interrupted: the puzzles after these were not read");
        Exit::Interrupted
    }

    /// `3 puzzles: 2 graded, 0 with no solution, 0 gave up, 1 invalid`, on standard error.
    fn write(&self, out: &mut Out) {
        // Plain figures, as the counts after them are written.
        let s = if self.puzzles == 1 { "" } else { "s" };
        out.err(format!(
            "{} puzzle{s}: {} {}, {} with no solution, {} gave up, {} invalid",
            self.puzzles, self.done, self.done_word, self.no_solution, self.gave_up, self.invalid
        ));
    }

    /// Ends the batch: with no puzzle, says so (exit 2); with more than one, writes the closing
    /// summary on standard error. Returns the exit code of the batch.
    pub fn finish(&self, out: &mut Out) -> Exit {
        if self.puzzles == 0 {
            out.err("sudoku-lab: no puzzle in the input");
            return Exit::BadInput;
        }
        if self.puzzles > 1 {
            self.write(out);
        }
        self.exit
    }
}
