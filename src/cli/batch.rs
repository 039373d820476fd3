//! Running a command over a stream of puzzles: one at a time, or on `--jobs N` threads. Either
//! way the output follows the input order, memory stays bounded however long the input is, and
//! Ctrl-C ends the run, the searches in progress reported as interrupted (they hear the flag
//! through their `Limits`), with every line written complete.
//!
//! A command hands [`for_each`] its puzzles and two functions: `work`, which deals with one
//! puzzle and writes its output to an [`Out`], and `done`, which runs on each result in input
//! order (to count outcomes for a summary, say). With one job, `work` writes straight to
//! standard output. With more, the calling thread reads the input, each puzzle is worked on in
//! a thread of a pool with its own [`Out::buffer`], and a writer thread writes the buffers in
//! input order as soon as they are ready; at most a window of [`WINDOW`] puzzles, whatever the
//! number of jobs, is read ahead of the output, which bounds the memory.

use std::collections::BTreeMap;
use std::io;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use sudoku_lab::Shape;

use super::output::{Exit, Out};
use super::progress::Progress;
pub use super::signals::{install_interrupt_handler, interrupted};

/// Options of every command that works through a file of puzzles.
#[derive(Args, Debug, Clone, Copy)]
pub struct BatchArgs {
    /// Work on this many puzzles at once, each on its own thread (0: one per core, at most
    /// 256). The output keeps the order of the input.
    #[arg(long, short = 'j', value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(0..=256))]
    pub jobs: u16,

    /// The puzzles come from a file, which never waits: output may then leave in blocks
    /// rather than after each puzzle (set by the command, not a flag).
    #[arg(skip)]
    pub from_file: bool,

    /// Count the puzzles on standard error when the run lasts a moment and standard error is
    /// a terminal (set by the command, false when it writes JSON).
    #[arg(skip)]
    pub progress: bool,
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

/// Puzzles read and not yet written, at most, whatever the number of jobs. A slow puzzle holds
/// back the writing of those after it, not their solving, until this many are waiting: then
/// reading, and so the threads, wait for it. The window counts puzzles, not the groups they go
/// to the threads in, so that it bounds the memory (some 400 bytes a waiting 9x9 result).
const WINDOW: usize = 4096;

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

/// True when the process's own stack holds the searches of grids of up to `shape`, with room
/// to spare, so that a command on such grids alone needs no thread of its own (which a short
/// run would pay for in its start-up). False where the stack's size is not known.
pub fn main_stack_holds(shape: Shape) -> bool {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: one valid `rlimit` to fill.
        let known = unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut limit) } == 0;
        // Twice the need: what runs before the command has used some of it.
        known && limit.rlim_cur as u128 >= 2 * stack_size(Some(shape)) as u128
    }
    #[cfg(not(unix))]
    {
        let _ = shape;
        false
    }
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
    let mut pace = Pace::new(batch.from_file);
    // Counts the puzzles written; taken off the screen when the run ends, however it ends.
    let progress = Progress::new(None, "puzzles", batch.progress);
    if threads <= 1 {
        return in_turn(items, out, work, done_fn, &progress, &mut pace);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(stack_size(None))
        .thread_name(|i| format!("sudoku-lab-job-{i}"))
        .build()
        .map_err(|e| io::Error::other(format!("cannot start {threads} threads: {e}")))?;
    // Set when the output fails: no more input is read, and puzzles not yet started are skipped.
    let cancel = AtomicBool::new(false);
    // What a group of items gave: their output, and each one's result (fewer than the items
    // when the run ended during the group: those after were skipped).
    type Done<T> = (Out, Vec<io::Result<T>>);
    let (sender, receiver) = mpsc::channel::<(usize, Done<T>, usize)>();
    // One permit per puzzle read and not yet written: reading waits when the window is full.
    let (permits, released) = mpsc::sync_channel::<()>(WINDOW);
    // Groups small enough that the window holds a few for every thread.
    let group_max = (WINDOW / (2 * threads)).clamp(1, GROUP_MAX);
    // The time one item takes, on average so far, in nanoseconds: it sets the group size.
    let item_nanos = AtomicU64::new(u64::MAX);
    let (work, cancel, item_nanos) = (&work, &cancel, &item_nanos);
    std::thread::scope(|scope_threads| {
        // The writer runs beside the reader, so that a result is written as soon as those
        // before it are, even while the reader waits for more input.
        let writer = scope_threads.spawn(move || {
            let mut ready: BTreeMap<usize, (Done<T>, usize)> = BTreeMap::new();
            let mut written = 0usize;
            let mut ended: io::Result<Ended> = Ok(Ended::Complete);
            for (index, done, size) in receiver {
                ready.insert(index, (done, size));
                while let Some(((buffer, results), size)) = ready.remove(&written) {
                    written += 1;
                    for _ in 0..size {
                        let _ = released.recv();
                    }
                    if !matches!(ended, Ok(Ended::Complete)) {
                        // The run is over; the rest is drained so that the reader never waits.
                        continue;
                    }
                    let complete = results.len() == size;
                    let step = out.replay(buffer).and_then(|()| {
                        for result in results {
                            done_fn(result?, out);
                            progress.inc();
                        }
                        out.end_item(pace.due())
                    });
                    if let Err(e) = step {
                        cancel.store(true, Ordering::SeqCst);
                        ended = Err(e);
                    } else if !complete {
                        // Skipped after Ctrl-C: the output stops before the first puzzle not
                        // done, so that what is written is the input's beginning, in order.
                        ended = Ok(Ended::Interrupted);
                    }
                }
            }
            ended
        });
        pool.in_place_scope(|scope| {
            let mut items = items.peekable();
            let mut index = 0;
            while items.peek().is_some() {
                if cancel.load(Ordering::SeqCst) || interrupted() {
                    break;
                }
                // A group takes about a millisecond of work: one item at a time when items are
                // slow, many when they take microseconds, so that handing a group to a thread
                // costs little beside the work in it.
                // Input that may wait (standard input) is handed out a puzzle at a time: a
                // group would wait for puzzles not yet written.
                let size = match item_nanos.load(Ordering::Relaxed) {
                    _ if !batch.from_file => 1,
                    u64::MAX => 1,
                    nanos => (GROUP_NANOS / nanos.max(1)).clamp(1, group_max as u64) as usize,
                };
                let group = take_in_window(&mut items, size, &permits);
                if group.is_empty() {
                    break;
                }
                let size = group.len();
                let sender = sender.clone();
                scope.spawn(move |_| {
                    let started = Instant::now();
                    let mut buffer = Out::buffer();
                    let mut results = Vec::with_capacity(size);
                    for item in group {
                        // Once the run is ending, puzzles not yet started are skipped.
                        if cancel.load(Ordering::SeqCst) || interrupted() {
                            break;
                        }
                        // A panic must not leave the writer waiting for this item forever;
                        // the panic message is already on standard error.
                        let result = catch_unwind(AssertUnwindSafe(|| work(item, &mut buffer)))
                            .unwrap_or_else(|_| {
                                Err(io::Error::other("internal error: a puzzle's work panicked"))
                            });
                        results.push(result);
                    }
                    if !results.is_empty() {
                        let nanos = started.elapsed().as_nanos() as u64 / results.len() as u64;
                        item_nanos.store(nanos, Ordering::Relaxed);
                    }
                    let _ = sender.send((index, (buffer, results), size));
                });
                index += 1;
            }
        });
        // Every group is sent: the writer ends when the last sender is gone.
        drop(sender);
        let ended = writer.join().expect("the writer does not panic")?;
        Ok(if interrupted() {
            Ended::Interrupted
        } else {
            ended
        })
    })
}

/// [`for_each`] on one thread: each item worked, done and written in turn.
fn in_turn<I: Iterator, T>(
    items: I,
    out: &mut Out,
    work: impl Fn(I::Item, &mut Out) -> io::Result<T>,
    mut done_fn: impl FnMut(T, &mut Out),
    progress: &Progress,
    pace: &mut Pace,
) -> io::Result<Ended> {
    for item in items {
        if interrupted() {
            return Ok(Ended::Interrupted);
        }
        let result = work(item, out)?;
        done_fn(result, out);
        progress.inc();
        // Each item's output is complete before it leaves, even if the run is cut short.
        out.end_item(pace.due())?;
    }
    // A reader of standard input ends its input on Ctrl-C.
    Ok(if interrupted() {
        Ended::Interrupted
    } else {
        Ended::Complete
    })
}

/// Up to `size` items, each taken once the window has room for it (a permit sent to
/// `permits`, which the writer takes back once the item is written).
fn take_in_window<I: Iterator>(
    items: &mut std::iter::Peekable<I>,
    size: usize,
    permits: &mpsc::SyncSender<()>,
) -> Vec<I::Item> {
    let mut group = Vec::with_capacity(size);
    // Each item waits for its permit: while the window is full, reading waits too, holding at
    // most the one item it peeked at.
    while group.len() < size && items.peek().is_some() && permits.send(()).is_ok() {
        match items.next() {
            Some(item) => group.push(item),
            None => break,
        }
    }
    group
}

/// The most items handed to a thread at once.
const GROUP_MAX: usize = 64;

/// About how long the work of a group should take: a millisecond.
const GROUP_NANOS: u64 = 1_000_000;

/// When output waiting in the buffer should leave, besides a full block: after every item when
/// the input may be someone typing or a program waiting for each answer (standard input), and
/// otherwise at least every tenth of a second, so that a slow run shows its progress.
struct Pace {
    every_item: bool,
    /// When the output last left, and when the clock was last read.
    last: Instant,
    read: Instant,
    /// Items between two readings of the clock, and items since the last one: a reading can
    /// cost as much as a tenth of an easy puzzle, so with quick items it is read only every so
    /// many (at most 64), with slow ones after each.
    stride: u32,
    since: u32,
}

/// The longest output waits when the input is a file.
const PACE: Duration = Duration::from_millis(100);

impl Pace {
    fn new(from_file: bool) -> Pace {
        let now = Instant::now();
        Pace {
            every_item: !from_file,
            last: now,
            read: now,
            stride: 1,
            since: 0,
        }
    }

    /// True when the output should leave now.
    fn due(&mut self) -> bool {
        if self.every_item {
            return true;
        }
        self.since += 1;
        if self.since < self.stride {
            return false;
        }
        self.since = 0;
        let now = Instant::now();
        // Quick items: read the clock less often, as long as the readings stay well inside a
        // pace; slow ones: after each item again.
        let between = now.duration_since(self.read);
        self.read = now;
        if between < PACE / 100 {
            self.stride = (self.stride * 2).min(64);
        } else if between > PACE / 10 {
            self.stride = 1;
        }
        if now.duration_since(self.last) < PACE {
            return false;
        }
        self.last = now;
        true
    }
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
