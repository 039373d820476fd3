//! sudoku-lab in the reader's browser: the library behind plain `extern "C"` exports, for the
//! book's lab (`book/theme/lab.js`, which loads it in a Web Worker).
//!
//! The whole interface is a buffer in each direction. The page asks for `len` bytes with
//! [`lab_alloc`], writes a JSON request there and calls one operation (`lab_solve`,
//! `lab_grade`, ...) with the pointer and length; the operation leaves its JSON answer in a
//! buffer the page reads with [`lab_output_ptr`] and [`lab_output_len`], then gives the
//! request's bytes back with [`lab_free`]. An answer is `{"ok": ...}` or `{"error": "..."}`:
//! every input, a puzzle that does not parse as much as a request that is not JSON, comes back
//! as a value, never as a panic (a panic in WebAssembly is a trap that kills the instance).
//!
//! Nothing here reads `std::time::Instant`, which panics on `wasm32-unknown-unknown`: every
//! search is bounded by nodes ([`solve::MAX_NODES`] unless the request sets its own), and the
//! time is the page's `performance.now()`, imported as `lab.now` ([`clock`]).

mod clock;
mod golf;
mod person;
mod puzzle;
mod solve;

use std::cell::RefCell;

use serde::Serialize;
use serde::de::DeserializeOwned;

thread_local! {
    /// The last answer, read by the page through `lab_output_ptr` and `lab_output_len`.
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// What every operation answers: its value, or the message the page shows.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum Reply<T> {
    Ok(T),
    Error(String),
}

/// Reads the request at `ptr`, runs `op` on it and keeps its answer as JSON in [`OUTPUT`].
///
/// # Safety
/// `ptr` must point to `len` readable bytes (a buffer of [`lab_alloc`]), or `len` be zero.
unsafe fn answer<Req, Res>(ptr: *const u8, len: usize, op: impl FnOnce(Req) -> Result<Res, String>)
where
    Req: DeserializeOwned,
    Res: Serialize,
{
    let bytes = if len == 0 || ptr.is_null() {
        &[][..]
    } else {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(ptr, len) }
    };
    let reply = match serde_json::from_slice::<Req>(bytes) {
        Ok(request) => match op(request) {
            Ok(value) => Reply::Ok(value),
            Err(message) => Reply::Error(message),
        },
        Err(e) => Reply::Error(format!("the lab's request is not one it knows: {e}")),
    };
    let json = serde_json::to_vec(&reply).unwrap_or_else(|e| {
        format!("{{\"error\":\"the answer could not be written: {e}\"}}").into_bytes()
    });
    OUTPUT.with(|out| *out.borrow_mut() = json);
}

/// A buffer of `len` bytes for a request, owned by the page until [`lab_free`].
#[unsafe(no_mangle)]
pub extern "C" fn lab_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len);
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Gives back a buffer of [`lab_alloc`].
///
/// # Safety
/// `ptr` and `len` must be those of one [`lab_alloc`] call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn lab_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        // SAFETY: the caller's contract: a Vec of capacity `len` that lab_alloc forgot.
        drop(unsafe { Vec::from_raw_parts(ptr, 0, len) });
    }
}

/// Where the last answer starts.
#[unsafe(no_mangle)]
pub extern "C" fn lab_output_ptr() -> *const u8 {
    OUTPUT.with(|out| out.borrow().as_ptr())
}

/// How many bytes the last answer holds.
#[unsafe(no_mangle)]
pub extern "C" fn lab_output_len() -> usize {
    OUTPUT.with(|out| out.borrow().len())
}

/// The answer of the exported operation `export` to the JSON `request`, as the page reads it,
/// for a native caller: `bench/examples/lab_cost.rs` times the lab's work natively with it, the
/// same code on the same input giving the same output as in the browser.
pub fn answer_natively(export: unsafe extern "C" fn(*const u8, usize), request: &[u8]) -> Vec<u8> {
    // SAFETY: every export reads `len` bytes at `ptr`, which the slice holds.
    unsafe { export(request.as_ptr(), request.len()) };
    OUTPUT.with(|out| out.borrow().clone())
}

/// One exported operation: a request type in, an answer out (see [`answer`]).
macro_rules! operation {
    ($(#[$doc:meta])* $name:ident => $op:path) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `ptr` must point to `len` bytes written by the page in a buffer of [`lab_alloc`].
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(ptr: *const u8, len: usize) {
            // SAFETY: the caller's contract, passed on.
            unsafe { answer(ptr, len, $op) }
        }
    };
}

operation!(
    /// A solve with the counts `solve --stats` prints, and a recording when asked.
    lab_solve => solve::solve
);
operation!(
    /// Every puzzle of a text or of a set built into the library, with one solver.
    lab_batch => solve::batch
);
operation!(
    /// The sets built into the library, for the timings chapter's choice.
    lab_sets => solve::sets
);
operation!(
    /// The ladder's grade of a puzzle, as `grade` gives it.
    lab_grade => person::grade
);
operation!(
    /// The next step at levels 1 to 3, with its diagram, as `hint` gives it.
    lab_hint => person::hint
);
operation!(
    /// The ladder's steps one by one, each with its diagram (`explain --solver ladder`).
    lab_explain => person::explain
);
operation!(
    /// The golf solver's calls for digit orders (`golf nodes`).
    lab_golf_nodes => golf::nodes
);
operation!(
    /// A new puzzle from a seed (`generate --seed`).
    lab_generate => golf::generate
);
