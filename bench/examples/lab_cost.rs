//! What the book's lab costs the reader (issue 30): the size of the WebAssembly, the time from
//! opening a page to the lab's first answer, and the in-browser time of `fast` and
//! `hidden-singles` on top95 against the same operation run natively (crates/wasm built for this
//! machine, release build): the same code, the same input, the same answer. A measurement,
//! printed as a Markdown table for the fast chapter (`scripts/book-outputs.sh --timings` writes
//! it to book/src/generated/timing-lab-cost.md); nothing is asserted.
//!
//! Needs chromium, chromedriver and the lab (`scripts/build-wasm.sh`; book/theme/lab-wasm.js),
//! and top95 in ../shared/puzzles; says what is missing and exits 1 otherwise.
//!
//! `cargo run --release -p sudoku-lab-bench --example lab_cost [-- RUNS]` (RUNS: repeats of
//! each measurement, the median kept; 5 by default).

#[path = "../tests/support/webdriver.rs"]
mod webdriver;

use std::path::Path;

use serde_json::{Value, json};
use webdriver::{ChromeDriver, Session, find_program, serve};

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let root = sudoku_lab_bench::root();
    let theme = root.join("book/theme");
    let top95 = sudoku_lab_bench::shared_puzzles().join("norvig_top95.txt");
    let (Some(chromium), Some(chromedriver)) = (
        find_program(&["chromium", "chromium-browser", "google-chrome"]),
        find_program(&["chromedriver"]),
    ) else {
        fail("chromium and chromedriver are needed (apt-get install chromium chromium-driver)")
    };
    let Ok(lab_wasm) = std::fs::metadata(theme.join("lab-wasm.js")) else {
        fail("book/theme/lab-wasm.js is missing: run scripts/build-wasm.sh first")
    };
    let Ok(text) = std::fs::read_to_string(&top95) else {
        fail(&format!("{} is missing", top95.display()))
    };
    let wasm_bytes = wasm_size(&theme);

    // A page of the lab alone: the theme's files, one solve lab, nothing else.
    let work = tempfile::tempdir().expect("a temporary directory");
    for file in ["lab-wasm.js", "lab.js", "lab.css", "player.js"] {
        std::fs::copy(theme.join(file), work.path().join(file)).expect("the theme's files");
    }
    std::fs::write(
        work.path().join("lab.html"),
        "<!doctype html><meta charset=utf-8><script src=player.js></script>\
         <script src=lab-wasm.js></script><script src=lab.js></script>\
         <div class=sudoku-lab data-lab=solve data-solver=fast id=lab></div>",
    )
    .unwrap();
    let server = serve(work.path().to_path_buf());
    let driver = ChromeDriver::start(&chromedriver);
    let session = driver.session(&chromium, work.path());

    // The first answer: the page opened with a puzzle in its address, which runs on load.
    let seed = sudoku_lab::puzzles::WIKIPEDIA.line;
    let mut first = Vec::new();
    for _ in 0..runs {
        session.navigate(&format!(
            "http://{server}/lab.html?puzzle={seed}&solver=fast"
        ));
        let at = session.wait_until(
            "var r = document.getElementById('lab'); \
             return r.getAttribute('data-state') === 'done' ? Number(r.getAttribute('data-done-at')) : null;",
            json!([]),
            60,
            "the first answer",
        );
        first.push(at.as_f64().unwrap());
    }

    println!("| what | in Chromium (WebAssembly) | native | ratio |");
    println!("|---|---:|---:|---:|");
    println!(
        "| the lab's download: the wasm, as base64 in lab-wasm.js | {} bytes ({} bytes of wasm) | | |",
        thousands(lab_wasm.len()),
        thousands(wasm_bytes)
    );
    println!(
        "| first answer after opening the page (Wikipedia puzzle, `fast`) | {:.0} ms | | |",
        median(&mut first)
    );
    for solver in ["fast", "hidden-singles"] {
        let mut browser: Vec<f64> = (0..runs)
            .map(|_| in_browser(&session, &text, solver))
            .collect();
        let mut native: Vec<f64> = (0..runs).map(|_| native_ms(&text, solver)).collect();
        let (b, n) = (median(&mut browser), median(&mut native));
        println!(
            "| `{solver}` on top95 (95 puzzles, all solved) | {b:.1} ms | {n:.1} ms | {:.1}x |",
            b / n
        );
    }
    println!();
    println!(
        "Medians of {runs} runs on {} CPUs of the lab's batch operation on the 95 puzzles (reading \
         them, the searches, the answer as JSON): in the page, the worker's time for the call \
         (`performance.now()`); natively, the same operation of crates/wasm built for this \
         machine, given the same request.",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}

fn fail(message: &str) -> ! {
    eprintln!("lab_cost: {message}");
    std::process::exit(1)
}

/// The size of the wasm that lab-wasm.js holds as base64 (4 characters for 3 bytes).
fn wasm_size(theme: &Path) -> u64 {
    let text = std::fs::read_to_string(theme.join("lab-wasm.js")).unwrap_or_default();
    let encoded = text.split('"').nth(1).unwrap_or_default();
    let padding = encoded.len() - encoded.trim_end_matches('=').len();
    (encoded.len() / 4 * 3 - padding) as u64
}

/// Milliseconds the worker took for one batch call of `solver` over `text`: the searches, and
/// reading the 95 lines (one reading of the clock, which Chromium rounds to 0.1 ms in a worker,
/// where each search's own would round to nothing).
fn in_browser(session: &Session, text: &str, solver: &str) -> f64 {
    session.script(
        "window.labResult = null; \
         window.sudokuLab.call('batch', { text: arguments[0], solver: arguments[1] }) \
           .then(function (m) { window.labResult = m; });",
        json!([text, solver]),
    );
    let reply: Value = session.wait_until("return window.labResult;", json!([]), 120, "the batch");
    let rows = reply["reply"]["ok"]["rows"]
        .as_array()
        .expect("the batch's rows");
    assert_eq!(rows.len(), 95, "{reply}");
    reply["ms"].as_f64().expect("the worker's time")
}

/// Milliseconds the same batch takes natively: the lab's own operation (crates/wasm, built for
/// this machine), given the same JSON request and its answer read back as JSON, as the page
/// does around its worker's call.
fn native_ms(text: &str, solver: &str) -> f64 {
    let request = serde_json::to_vec(&json!({ "text": text, "solver": solver })).unwrap();
    let started = std::time::Instant::now();
    let answer = sudoku_lab_wasm::answer_natively(sudoku_lab_wasm::lab_batch, &request);
    let reply: Value = serde_json::from_slice(&answer).expect("the batch's JSON");
    let ms = started.elapsed().as_secs_f64() * 1e3;
    let rows = reply["ok"]["rows"].as_array().expect("the batch's rows");
    assert_eq!(rows.len(), 95, "{reply}");
    ms
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn thousands(n: u64) -> String {
    sudoku_lab::render::thousands(n)
}
