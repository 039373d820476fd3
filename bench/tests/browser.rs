//! The book's step-through player in a real browser: headless Chromium driven through
//! chromedriver's WebDriver protocol (plain HTTP and JSON).
//!
//! The test copies `book/` to a temporary directory, records a solve there with the binary,
//! adds a page that embeds it, builds the book with mdbook, serves it from 127.0.0.1, and
//! then plays the recording as a reader would: it steps forward to the end with the buttons
//! and checks the grid shown against the library's replay of the same steps, steps back to
//! the start with the arrow keys and checks the givens, and saves a screenshot at phone width.
//!
//! It skips, saying so, when chromium, chromedriver or mdbook is missing. `.ci/run` installs
//! them and runs `cargo test -p sudoku-lab-bench --test browser`.

#[path = "support/built.rs"]
mod built;
#[path = "support/webdriver.rs"]
mod webdriver;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use built::{binary, target_dir};
use serde_json::{Value, json};
use sudoku_lab::recording::{Event, RecordedCause, RecordedReason, Recording};
use sudoku_lab::steps::LinkKind;
use webdriver::{ChromeDriver, Session, copy_dir, element_ref, find_program, serve};

/// The Wikipedia puzzle with its bottom four rows filled in: backtracking solves it in 79
/// steps, 25 of them undos.
const NEAR_COMPLETE: &str =
    "530070000600195000098000060800060003400803001713924856961537284287419635345286179";

/// Seed 003's puzzle: propagation guesses nine times and meets four dead ends on it.
const SEED_003: &str = sudoku_lab::puzzles::SEED_003.line;

/// The phone the page is shown on: 375 CSS pixels wide (an iPhone's width), at twice the
/// pixel density.
const PHONE: (u32, u32, u32) = (375, 812, 2);

#[test]
fn the_player_replays_a_recording_in_chromium() {
    let root = sudoku_lab_bench::root();
    let target = target_dir();
    let Some(chromium) = find_program(&["chromium", "chromium-browser", "google-chrome"]) else {
        eprintln!("skipped: no chromium on the PATH (apt-get install chromium chromium-driver)");
        return;
    };
    let Some(chromedriver) = find_program(&["chromedriver"]) else {
        eprintln!("skipped: no chromedriver on the PATH (apt-get install chromium-driver)");
        return;
    };
    // scripts/build-book.sh installs its pinned mdBook there when the PATH has none.
    let pinned = target.join("tools/bin/mdbook");
    let Some(mdbook) = find_program(&[pinned.to_str().unwrap(), "mdbook"]) else {
        eprintln!(
            "skipped: no mdbook on the PATH or in target/tools (scripts/build-book.sh installs it), so no book to open"
        );
        return;
    };

    let work = tempfile::tempdir().expect("a temporary directory");
    let test_book = TestBook::build(root, work.path(), &mdbook);
    let out_dir = &test_book.out_dir;
    let chapters = pages_with_players(out_dir);
    let server = serve(out_dir.clone());
    let driver = ChromeDriver::start(&chromedriver);
    let session = driver.phone(&chromium, work.path(), PHONE);
    let page = format!("http://{server}/player-browser-test.html");
    session.navigate(&page);

    check_stepping(&session, &page, &test_book.stepping);
    let dead_end = check_dead_end(&session, &test_book.guessing, &target);
    check_hidden_single(&session, &test_book.hidden, &target);
    check_dark_theme(&session, &page, dead_end, &target);
    check_loading_own(&session, &page, work.path());
    // Every chapter that embeds a player, opened from disk (file://, where nothing can be
    // fetched: the recordings are in the page) and then served: each loads its recording,
    // shows the solution at its end and the givens at its start.
    let sources = test_book.book.join("src");
    for chapter in &chapters {
        let url = format!("file://{}/{chapter}", out_dir.display());
        check_chapter(&session, &url, &sources);
    }
    println!(
        "players checked from file:// on {} chapter pages",
        chapters.len()
    );
    for chapter in &chapters {
        check_chapter(&session, &format!("http://{server}/{chapter}"), &sources);
    }
    println!(
        "players checked on {} chapter pages: {chapters:?}",
        chapters.len()
    );
    // A technique's pattern drawn by the player: the chains chapter's recording of the
    // ladder, at its chain step, opened from disk.
    let chains = format!("file://{}/person-chains.html", out_dir.display());
    let shot = target.join("player-screenshot-chain.png");
    check_pattern_drawn(
        &session,
        &chains,
        &test_book.book.join("src/recordings/ladder-chain.json"),
        &shot,
    );
    println!("a chain step drawn with its links: {}", shot.display());
}

/// The book copied to a temporary folder, with a page of the test's own that embeds three
/// fresh recordings and an empty player, built with mdBook.
struct TestBook {
    book: PathBuf,
    out_dir: PathBuf,
    /// Backtracking near the end of the Wikipedia puzzle: the first player.
    stepping: Recording,
    /// Propagation on seed 003's puzzle, with guesses and dead ends: the second.
    guessing: Recording,
    /// Hidden singles on seed 003's puzzle: the third.
    hidden: Recording,
}

impl TestBook {
    fn build(root: &Path, work: &Path, mdbook: &Path) -> TestBook {
        // The book, with a page of our own that embeds a fresh recording.
        let book = work.join("book");
        copy_dir(&root.join("book"), &book);
        // A build left in the book's default output folder is not part of the book.
        let _ = std::fs::remove_dir_all(book.join("book"));
        let recordings = book.join("src/recordings");
        std::fs::create_dir_all(&recordings).unwrap();
        let recording = record(
            NEAR_COMPLETE,
            "backtracking",
            &recordings.join("browser-test.json"),
        );
        let guessing = record(
            SEED_003,
            "propagation",
            &recordings.join("browser-guesses.json"),
        );
        let hidden = record(
            SEED_003,
            "hidden-singles",
            &recordings.join("browser-hidden.json"),
        );
        std::fs::write(
            book.join("src/player-browser-test.md"),
            "# Player test\n\nText before the player.\n\n\
             <div class=\"sudoku-player\" data-recording=\"recordings/browser-test.json\"></div>\n\n\
             Text between the players.\n\n\
             <div class=\"sudoku-player\" data-recording=\"recordings/browser-guesses.json\"></div>\n\n\
             Text after the players.\n\n\
             <div class=\"sudoku-player\" data-recording=\"recordings/browser-hidden.json\"></div>\n\n\
             A player with no recording, for the reader's own:\n\n\
             <div class=\"sudoku-player\" id=\"own\"></div>\n\n\
             <div style=\"height: 100vh\"></div>\n",
        )
        .unwrap();
        let summary = book.join("src/SUMMARY.md");
        let mut text = std::fs::read_to_string(&summary).unwrap_or_else(|_| "# Summary\n\n".into());
        // A plain link: after the numbered chapters it is a suffix chapter, as the appendices are.
        text.push_str("\n[Player test](player-browser-test.md)\n");
        std::fs::write(&summary, text).unwrap();
        let out_dir = work.join("html");
        let build = Command::new(mdbook)
            .arg("build")
            .arg(&book)
            .arg("--dest-dir")
            .arg(&out_dir)
            .output()
            .expect("mdbook runs");
        assert!(
            build.status.success(),
            "mdbook build failed:\n{}",
            String::from_utf8_lossy(&build.stderr)
        );
        assert!(
            out_dir.join("player-browser-test.html").is_file(),
            "mdbook built the test page"
        );

        TestBook {
            book,
            out_dir,
            stepping: recording,
            guessing,
            hidden,
        }
    }
}

/// The first player, stepped forward to the end with its button and back with the arrow
/// keys, every grid and caption checked against the recording; "next guess", play and
/// pause; at phone width nothing overflows and the board stays square.
fn check_stepping(session: &Session, page: &str, recording: &Recording) {
    let steps = recording.steps.len();
    // The player replaces the placeholder once the recording has loaded.
    let player = session.wait_for(".sudoku-player.sp-ready");
    let attr = |name: &str| -> String {
        session
            .script(
                "return arguments[0].getAttribute(arguments[1]);",
                json!([element_ref(&player), name]),
            )
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let shown = || -> String {
        session
            .script(
                "return Array.from(arguments[0].querySelectorAll('.sp-cell .sp-value'))\
                   .map(function (e) { return e.textContent || '.'; }).join('');",
                json!([element_ref(&player)]),
            )
            .as_str()
            .expect("a string")
            .to_string()
    };
    let caption = || -> String {
        session
            .script(
                "return arguments[0].querySelector('.sp-caption').textContent;",
                json!([element_ref(&player)]),
            )
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let expected_at = |n: usize| recording.grid_after(n).unwrap().to_line_with('.');
    assert_eq!(attr("data-steps"), steps.to_string());
    assert_eq!(attr("data-step"), "0");
    assert_eq!(shown(), expected_at(0), "the player opens on the puzzle");
    assert!(caption().contains("givens"), "{}", caption());

    // Forward to the end, one click at a time, checking the grid after every step.
    let forward = session.find_in(&player, "[data-action=forward]");
    for n in 1..=steps {
        session.click(&forward);
        assert_eq!(attr("data-step"), n.to_string());
        assert_eq!(shown(), expected_at(n), "the grid after step {n}");
        assert_eq!(
            caption(),
            recording.steps[n - 1].caption,
            "caption of step {n}"
        );
    }
    assert!(matches!(recording.steps[steps - 1].event, Event::Solved));
    assert_eq!(
        Some(shown()),
        recording.solution,
        "at the end the player shows the solution"
    );

    // Back to the start with the left arrow, as a reader with the keyboard would: the arrows
    // step inside the player instead of turning mdBook's page.
    session.click(&player);
    session.send_keys(&player, &"\u{E012}".repeat(steps));
    assert_eq!(attr("data-step"), "0");
    assert_eq!(
        shown(),
        expected_at(0),
        "back at the start: the givens alone"
    );
    assert_eq!(session.url(), page, "the arrow keys did not turn the page");

    // "next guess" lands on the first try; backtracking meets no contradiction, so "next
    // contradiction" has nowhere to go.
    let next_guess = session.find_in(&player, "[data-action=next-guess]");
    session.click(&next_guess);
    let first_try = 1 + recording
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::Place { .. }))
        .unwrap();
    assert_eq!(attr("data-step"), first_try.to_string());
    let disabled = session.script(
        "return arguments[0].querySelector('[data-action=next-contradiction]').disabled;",
        json!([element_ref(&player)]),
    );
    assert_eq!(disabled, json!(true));

    // Play runs by itself (4 steps a second by default) until paused.
    let play = session.find_in(&player, "[data-action=play]");
    session.click(&play);
    thread::sleep(Duration::from_millis(800));
    session.click(&play);
    let played: usize = attr("data-step").parse().unwrap();
    assert!(played > first_try, "playing moved on from step {first_try}");
    assert_eq!(shown(), expected_at(played));

    // At phone width nothing overflows the page and the board stays square.
    let overflow = session.script(
        "return [document.documentElement.scrollWidth, window.innerWidth, \
                 arguments[0].getBoundingClientRect().width, \
                 arguments[0].querySelector('.sp-board').getBoundingClientRect().width, \
                 arguments[0].querySelector('.sp-board').getBoundingClientRect().height];",
        json!([element_ref(&player)]),
    );
    let [
        page_width,
        window_width,
        player_width,
        board_width,
        board_height,
    ] = [0, 1, 2, 3, 4].map(|i| overflow[i].as_f64().unwrap());
    assert!(
        page_width <= window_width,
        "nothing overflows a phone-width page: {page_width} > {window_width}"
    );
    assert!(player_width <= window_width && board_width > 200.0);
    assert!(
        (board_width - board_height).abs() < 2.0,
        "the board is square"
    );
}

/// The second player replays a search that guesses: returns the step of its first dead end.
fn check_dead_end(session: &Session, guessing: &Recording, target: &Path) -> usize {
    // The second player replays a search that guesses: "next contradiction" lands on the first
    // dead end, marks its cell, and the step after it takes the guess back.
    let dead_end = 1 + guessing
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::Contradiction { .. }))
        .expect("propagation meets a dead end on seed 003's puzzle");
    let Event::Contradiction {
        cell: Some(dead_cell),
        ..
    } = guessing.steps[dead_end - 1].event
    else {
        panic!("the first dead end is a cell with no candidate")
    };
    let second = session.wait_for_all(".sudoku-player.sp-ready", 2)[1].clone();
    session.click(&session.find_in(&second, "[data-action=next-contradiction]"));
    assert_eq!(attr_of(session, &second, "data-step"), dead_end.to_string());
    let guessed_at = |n: usize| guessing.grid_after(n).unwrap().to_line_with('.');
    assert_eq!(grid_of(session, &second), guessed_at(dead_end));
    let marked = session.script(
        "return arguments[0].querySelector('[data-cell=\"' + arguments[1] + '\"]')\
           .classList.contains('sp-conflict');",
        json!([element_ref(&second), dead_cell]),
    );
    assert_eq!(marked, json!(true), "the dead end's cell is marked");
    session.send_keys(&second, "\u{E014}");
    assert!(matches!(guessing.steps[dead_end].event, Event::Undo { .. }));
    assert_eq!(
        grid_of(session, &second),
        guessed_at(dead_end + 1),
        "the undo"
    );
    assert!(caption_of(session, &second).contains("undo the guess"));
    session.send_keys(&second, "\u{E012}");

    // The screenshot: the dead end, on a phone.
    let shot = target.join("player-screenshot.png");
    std::fs::create_dir_all(shot.parent().unwrap()).unwrap();
    let png = screenshot_of(session, &second, &shot);
    println!(
        "player screenshot ({} bytes, {}px wide, {} step {dead_end} of {}: {:?}): {}",
        png.len(),
        PHONE.0,
        guessing.solver,
        guessing.steps.len(),
        caption_of(session, &second),
        shot.display()
    );

    dead_end
}

/// The third player replays hidden singles.
fn check_hidden_single(session: &Session, hidden: &Recording, target: &Path) {
    // The third replays hidden singles: the first one lights up the house that forced it.
    let third = session.wait_for_all(".sudoku-player.sp-ready", 3)[2].clone();
    let first_hidden = 1 + hidden
        .steps
        .iter()
        .position(|s| {
            matches!(
                s.event,
                Event::Place {
                    reason: RecordedReason::HiddenSingle { .. },
                    ..
                }
            )
        })
        .expect("hidden singles on seed 003's puzzle");
    let Event::Place {
        cell,
        reason: RecordedReason::HiddenSingle { house },
        ..
    } = &hidden.steps[first_hidden - 1].event
    else {
        unreachable!()
    };
    session.click(&third);
    session.send_keys(&third, &"\u{E014}".repeat(first_hidden));
    assert_eq!(
        attr_of(session, &third, "data-step"),
        first_hidden.to_string()
    );
    let lit = session.script(
        "return Array.from(arguments[0].querySelectorAll('.sp-house'))\
           .map(function (c) { return Number(c.getAttribute('data-cell')); });",
        json!([element_ref(&third)]),
    );
    let mut expected = house.cells.clone();
    expected.sort();
    assert_eq!(
        lit,
        json!(expected),
        "the house of the hidden single is lit"
    );
    let current = session.script(
        "return arguments[0].querySelector('.sp-current').getAttribute('data-cell');",
        json!([element_ref(&third)]),
    );
    assert_eq!(
        current,
        json!(cell.to_string()),
        "the placed cell is marked"
    );
    let hidden_shot = target.join("player-screenshot-hidden-single.png");
    screenshot_of(session, &third, &hidden_shot);
    println!(
        "a hidden single ({:?}): {}",
        caption_of(session, &third),
        hidden_shot.display()
    );
}

/// The second player's dead end on mdBook's dark theme.
fn check_dark_theme(session: &Session, page: &str, dead_end: usize, target: &Path) {
    // The same step on mdBook's dark "coal" theme, to see that the colours still read.
    session.script("localStorage.setItem('mdbook-theme', 'coal');", json!([]));
    session.navigate(page);
    let dark = session.wait_for_all(".sudoku-player.sp-ready", 2)[1].clone();
    session.click(&session.find_in(&dark, "[data-action=next-contradiction]"));
    assert_eq!(attr_of(session, &dark, "data-step"), dead_end.to_string());
    let dark_shot = target.join("player-screenshot-dark.png");
    screenshot_of(session, &dark, &dark_shot);
    println!("the same on the coal theme: {}", dark_shot.display());
    session.script("localStorage.removeItem('mdbook-theme');", json!([]));
}

/// The empty player loads a recording of the reader's own, and refuses a file that is none.
fn check_loading_own(session: &Session, page: &str, work: &Path) {
    // "load a recording": the empty player plays a file of the reader's own, written by
    // `solve --record` outside the book, read from disk by the browser.
    session.navigate(page);
    let own_file = work.join("my-own-run.json");
    let own = record(SEED_003, "hidden-singles", &own_file);
    let empty = session.wait_for("#own.sp-empty");
    let input = session.find_in(&empty, "input[data-action=load]");
    session.send_keys(&input, own_file.to_str().unwrap());
    let loaded = session.wait_for("#own.sp-ready");
    assert_eq!(attr_of(session, &loaded, "data-loaded"), "my-own-run.json");
    assert_eq!(
        attr_of(session, &loaded, "data-steps"),
        own.steps.len().to_string()
    );
    assert_eq!(
        grid_of(session, &loaded),
        own.puzzle,
        "the loaded file at its start"
    );
    session.send_keys(&loaded, "\u{E010}"); // End
    assert_eq!(
        Some(grid_of(session, &loaded)),
        own.solution,
        "the loaded file plays to its solution"
    );
    // A file that is not a recording is refused with a message, and the control stays.
    let not_one = work.join("not-a-recording.json");
    std::fs::write(&not_one, "{\"schema\": \"something else\"}").unwrap();
    let input = session.find_in(&loaded, "input[data-action=load]");
    session.send_keys(&input, not_one.to_str().unwrap());
    let refused = session.wait_for("#own.sp-error");
    let message = session.script(
        "return arguments[0].textContent;",
        json!([element_ref(&refused)]),
    );
    assert!(
        message
            .as_str()
            .unwrap_or_default()
            .contains("not a sudoku-lab/recording"),
        "{message}"
    );
    session.find_in(&refused, "input[data-action=load]");
    println!("a recording loaded from a file played to its end; a wrong file was refused");
}

/// How much a reader at 1280 px may have to scroll sideways: code blocks wider than their
/// box, in the whole book (the outputs are up to 100 characters, so a few long source lines
/// may remain).
const SCROLLING_CODE_BLOCKS: usize = 10;

/// What one page shows a reader, measured in the browser: the text column's width, the tables
/// wider than it, the code blocks that scroll sideways, the images that did not load, and at
/// a narrow width whether the page itself scrolls sideways and whether each too-wide table
/// scrolls inside its own box.
const MEASURE_PAGE: &str = "\
    var main = document.querySelector('#mdbook-content main, .content main');\
    var column = main.getBoundingClientRect().width;\
    function name(e) { return (e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60); }\
    var tables = Array.from(main.querySelectorAll('table'));\
    var wide = tables.filter(function (t) { return t.getBoundingClientRect().width > column + 1; });\
    var unboxed = wide.filter(function (t) {\
        var box = t.parentElement;\
        var overflow = getComputedStyle(box).overflowX;\
        return !(overflow === 'auto' || overflow === 'scroll') || box.getBoundingClientRect().width > column + 1;\
    });\
    var scrolling = Array.from(main.querySelectorAll('pre > code')).filter(function (c) {\
        return c.scrollWidth > c.clientWidth + 1;\
    });\
    var broken = Array.from(document.querySelectorAll('main img')).filter(function (i) {\
        return !i.complete || i.naturalWidth === 0;\
    });\
    return { column: column, tables: tables.length, wide: wide.map(name), unboxed: unboxed.map(name),\
        scrolling: scrolling.map(name),\
        broken: broken.map(function (i) { return i.getAttribute('src'); })\
            .filter(function (src, k, all) { return all.indexOf(src) === k; }),\
        pageWidth: document.documentElement.scrollWidth, window: window.innerWidth,\
        loading: Array.from(document.images).filter(function (i) { return !i.complete; }).length };";

/// Every page of the book, built from the project's own sources, opened in a 1280 px window as
/// a reader on a laptop would: no table wider than the text column, at most
/// [`SCROLLING_CODE_BLOCKS`] code blocks in the whole book that scroll sideways, every image
/// loaded; then at 800 px, no page that scrolls sideways as a whole (a table too wide scrolls
/// inside its own box). Prints each page's figures, and saves screenshots of the pages with
/// the widest tables at `TARGET/book-*.png`.
#[test]
fn every_page_shows_every_column_and_every_image() {
    let root = sudoku_lab_bench::root();
    let target = target_dir();
    let Some(chromium) = find_program(&["chromium", "chromium-browser", "google-chrome"]) else {
        eprintln!("skipped: no chromium on the PATH (apt-get install chromium chromium-driver)");
        return;
    };
    let Some(chromedriver) = find_program(&["chromedriver"]) else {
        eprintln!("skipped: no chromedriver on the PATH (apt-get install chromium-driver)");
        return;
    };
    let pinned = target.join("tools/bin/mdbook");
    let Some(mdbook) = find_program(&[pinned.to_str().unwrap(), "mdbook"]) else {
        eprintln!(
            "skipped: no mdbook on the PATH or in target/tools (scripts/build-book.sh installs it)"
        );
        return;
    };
    // The book as it is, built into a folder of the test's own (the sources are not touched).
    let work = tempfile::tempdir().expect("a temporary directory");
    let out_dir = work.path().join("html");
    let build = Command::new(&mdbook)
        .arg("build")
        .arg(root.join("book"))
        .arg("--dest-dir")
        .arg(&out_dir)
        .output()
        .expect("mdbook runs");
    assert!(
        build.status.success(),
        "mdbook build failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let mut pages: Vec<String> = std::fs::read_dir(&out_dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| {
            n.ends_with(".html") && !["print.html", "404.html", "toc.html"].contains(&n.as_str())
        })
        .collect();
    pages.sort();
    assert!(pages.len() > 20, "the book has its chapters: {pages:?}");
    let server = serve(out_dir.clone());
    let driver = ChromeDriver::start(&chromedriver);

    let laptop = work.path().join("laptop");
    let session = driver.desktop(&chromium, &laptop, (1280, 900));
    let (mut wide, mut scrolling, mut broken) = (Vec::new(), Vec::new(), Vec::new());
    let mut widest: Vec<(usize, String)> = Vec::new();
    for page in &pages {
        let m = measure(&session, &format!("http://{server}/{page}"));
        let count = |key: &str| m[key].as_array().map_or(0, Vec::len);
        println!(
            "1280 px {page:<32} column {:>4} px, tables {:>2} ({} too wide), code blocks scrolling {:>2}, images not loaded {}",
            m["column"].as_f64().unwrap_or(0.0).round(),
            m["tables"],
            count("wide"),
            count("scrolling"),
            count("broken")
        );
        for (key, list) in [
            ("wide", &mut wide),
            ("scrolling", &mut scrolling),
            ("broken", &mut broken),
        ] {
            for item in m[key].as_array().into_iter().flatten() {
                list.push(format!("{page}: {}", item.as_str().unwrap_or_default()));
            }
        }
        widest.push((m["tables"].as_u64().unwrap_or(0) as usize, page.clone()));
    }
    widest.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (_, page) in widest.iter().take(2) {
        session.navigate(&format!("http://{server}/{page}"));
        session.script(
            "var t = document.querySelector('main table'); if (t) t.scrollIntoView();",
            json!([]),
        );
        let shot = target.join(format!("book-1280-{}", page.replace(".html", ".png")));
        std::fs::write(&shot, session.screenshot()).unwrap();
        println!("screenshot at 1280 px: {}", shot.display());
    }
    println!(
        "at 1280 px on {} pages: {} tables wider than the text column, {} code blocks scrolling sideways, {} images not loaded",
        pages.len(),
        wide.len(),
        scrolling.len(),
        broken.len()
    );
    assert!(
        wide.is_empty(),
        "tables wider than the text column at 1280 px: {wide:#?}"
    );
    assert!(broken.is_empty(), "images that did not load: {broken:#?}");
    assert!(
        scrolling.len() <= SCROLLING_CODE_BLOCKS,
        "{} code blocks scroll sideways at 1280 px (at most {SCROLLING_CODE_BLOCKS}): {scrolling:#?}",
        scrolling.len()
    );
    drop(session);

    // A narrow window: the page never scrolls sideways; a table too wide scrolls in its box.
    let narrow = work.path().join("narrow");
    let session = driver.desktop(&chromium, &narrow, (800, 900));
    let mut spilling = Vec::new();
    for page in &pages {
        let m = measure(&session, &format!("http://{server}/{page}"));
        let (page_width, window) = (
            m["pageWidth"].as_f64().unwrap(),
            m["window"].as_f64().unwrap(),
        );
        if page_width > window + 1.0 {
            spilling.push(format!(
                "{page}: the page is {page_width} px wide in a {window} px window"
            ));
        }
        for table in m["unboxed"].as_array().into_iter().flatten() {
            spilling.push(format!(
                "{page}: a table that does not scroll in its own box: {table}"
            ));
        }
        if !m["wide"].as_array().is_none_or(Vec::is_empty) {
            println!(
                "800 px {page}: {} table(s) scroll inside their box",
                m["wide"].as_array().unwrap().len()
            );
        }
    }
    assert!(spilling.is_empty(), "at 800 px: {spilling:#?}");
    println!(
        "at 800 px on {} pages: no page scrolls sideways, every wide table in its own box",
        pages.len()
    );
}

/// Opens `url`, waits for its images, and measures it with [`MEASURE_PAGE`].
fn measure(session: &Session, url: &str) -> Value {
    session.navigate(url);
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let m = session.script(MEASURE_PAGE, json!([]));
        if m["loading"] == json!(0) || Instant::now() > deadline {
            return m;
        }
        thread::sleep(Duration::from_millis(100));
    }
}

/// Opens `url`, moves its first player to the first step of the recording `file` whose
/// technique has links (a chain), and checks that the player draws them as arrows, strong solid
/// and weak dashed, one per link, with the pattern's cells by role and its candidates ringed;
/// saves a screenshot of that step at `shot`.
fn check_pattern_drawn(session: &Session, url: &str, file: &Path, shot: &Path) {
    let recording: Recording = serde_json::from_str(&std::fs::read_to_string(file).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let (index, pattern) = recording
        .steps
        .iter()
        .enumerate()
        .find_map(|(k, step)| match &step.event {
            Event::Eliminate {
                cause: RecordedCause::Technique { pattern, .. },
                ..
            } if !pattern.links.is_empty() => Some((k, pattern.clone())),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{}: no step with links", file.display()));
    let strong = pattern
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Strong)
        .count();
    let weak = pattern.links.len() - strong;
    session.navigate(url);
    let player = session.wait_for(".sudoku-player.sp-ready");
    session.script(
        "arguments[0].player.go(arguments[1]);",
        json!([element_ref(&player), index + 1]),
    );
    assert_eq!(
        attr_of(session, &player, "data-step"),
        (index + 1).to_string()
    );
    let drawn = session.script(
        "var p = arguments[0];\
         function count(css) { return p.querySelectorAll(css).length; }\
         function dash(css) { var l = p.querySelector(css); \
           return l ? getComputedStyle(l).strokeDasharray : 'missing'; }\
         return { strong: count('.sp-links line.sp-strong'), weak: count('.sp-links line.sp-weak'),\
           arrows: count('.sp-links line[marker-end]'), ringed: count('.sp-mark.sp-pattern'),\
           base: count('.sp-cell.sp-role-base'), removed: count('.sp-mark.sp-removed'),\
           strongDash: dash('.sp-links line.sp-strong'), weakDash: dash('.sp-links line.sp-weak') };",
        json!([element_ref(&player)]),
    );
    assert_eq!(drawn["strong"], json!(strong), "{url}: {drawn}");
    assert_eq!(drawn["weak"], json!(weak), "{url}: {drawn}");
    assert_eq!(
        drawn["arrows"],
        json!(pattern.links.len()),
        "{url}: {drawn}"
    );
    // A group node drawn as the group: one box round all its cells, none for a candidate.
    let boxes = session.script(
        "return Array.prototype.map.call(arguments[0].querySelectorAll('.sp-links rect.sp-group'),\
           function (r) { return r.getAttribute('data-cells'); });",
        json!([element_ref(&player)]),
    );
    let groups: Vec<String> = pattern
        .groups
        .iter()
        .map(|g| {
            g.cells
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(boxes, json!(groups), "{url}: one box per group");
    assert!(drawn["ringed"].as_u64().unwrap() > 0, "{url}: {drawn}");
    assert!(drawn["base"].as_u64().unwrap() > 0, "{url}: {drawn}");
    assert!(drawn["removed"].as_u64().unwrap() > 0, "{url}: {drawn}");
    if strong > 0 {
        assert_eq!(
            drawn["strongDash"],
            json!("none"),
            "strong links solid: {drawn}"
        );
    }
    if weak > 0 {
        assert_ne!(
            drawn["weakDash"],
            json!("none"),
            "weak links dashed: {drawn}"
        );
    }
    screenshot_of(session, &player, shot);
    // Back at the puzzle alone, no arrows are left.
    session.script("arguments[0].player.go(0);", json!([element_ref(&player)]));
    let left = session.script(
        "return arguments[0].querySelectorAll('.sp-links line').length;",
        json!([element_ref(&player)]),
    );
    assert_eq!(left, json!(0), "no arrows on the puzzle alone");
    if !groups.is_empty() {
        eprintln!("{url}: {} group(s) drawn round their cells", groups.len());
    }
    eprintln!(
        "{url}: step {} drew {strong} strong and {weak} weak links",
        index + 1
    );
}

/// Records the solve of `puzzle` by `solver` into `path` with the binary; returns the recording.
fn record(puzzle: &str, solver: &str, path: &Path) -> Recording {
    let status = Command::new(binary())
        .args([
            "solve", puzzle, "--solver", solver, "--format", "line", "--record",
        ])
        .arg(path)
        .stdout(Stdio::null())
        .status()
        .expect("the binary runs");
    assert!(status.success(), "{solver} solves {puzzle}");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The chapter pages (relative paths) of the built book that embed a player, other than the
/// test's own page and the print page, which repeats every chapter.
fn pages_with_players(out_dir: &Path) -> Vec<String> {
    let mut pages = Vec::new();
    let mut stack = vec![out_dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let relative = path
                .strip_prefix(out_dir)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if !relative.ends_with(".html")
                || relative == "print.html"
                || relative == "player-browser-test.html"
            {
                continue;
            }
            let html = std::fs::read_to_string(&path).unwrap_or_default();
            if html.contains("class=\"sudoku-player\"") {
                pages.push(relative);
            }
        }
    }
    pages.sort();
    pages
}

/// Opens a chapter and checks each of its players: the recording loads, End shows the
/// solution (for a whole recording of a solved puzzle), Home shows the givens.
fn check_chapter(session: &Session, url: &str, src: &Path) {
    session.navigate(url);
    let deadline = Instant::now() + Duration::from_secs(20);
    let players = loop {
        let states = session.script(
            "return Array.from(document.querySelectorAll('.sudoku-player[data-recording]'))\
               .map(function (p) { return p.className; });",
            json!([]),
        );
        let states: Vec<String> = states
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        assert!(!states.is_empty(), "{url}: no player");
        if let Some(broken) = states.iter().position(|c| c.contains("sp-error")) {
            let text = session.script(
                "return document.querySelectorAll('.sudoku-player[data-recording]')[arguments[0]].textContent;",
                json!([broken]),
            );
            panic!("{url}: player {} failed: {text}", broken + 1);
        }
        if states.iter().all(|c| c.contains("sp-ready")) {
            break states.len();
        }
        assert!(Instant::now() < deadline, "{url}: the players did not load");
        thread::sleep(Duration::from_millis(100));
    };
    let found = session.elements(".sudoku-player[data-recording]");
    for (i, player) in found.iter().enumerate() {
        let player = player.clone();
        let file = attr_of(session, &player, "data-recording");
        let recording: Recording = serde_json::from_str(
            &std::fs::read_to_string(src.join(&file)).unwrap_or_else(|e| panic!("{file}: {e}")),
        )
        .unwrap_or_else(|e| panic!("{file}: {e}"));
        session.script("arguments[0].focus();", json!([element_ref(&player)]));
        session.send_keys(&player, "\u{E010}"); // End
        assert_eq!(
            attr_of(session, &player, "data-step"),
            recording.steps.len().to_string(),
            "{url}: player {}: End goes to the last step",
            i + 1
        );
        let end = recording.grid_after(recording.steps.len()).unwrap();
        assert_eq!(
            grid_of(session, &player),
            end.to_line_with('.'),
            "{url}: {file} at its end"
        );
        if !recording.truncated && recording.solution.is_some() {
            assert_eq!(
                Some(end.to_line_with('.')),
                recording.solution,
                "{file} ends solved"
            );
        }
        session.send_keys(&player, "\u{E011}"); // Home
        assert_eq!(
            grid_of(session, &player),
            recording.puzzle,
            "{url}: {file} at its start"
        );
    }
    eprintln!("{url}: {players} player(s) replayed");
}

fn attr_of(session: &Session, element: &str, name: &str) -> String {
    session
        .script(
            "return arguments[0].getAttribute(arguments[1]);",
            json!([element_ref(element), name]),
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The caption a player shows.
fn caption_of(session: &Session, player: &str) -> String {
    session
        .script(
            "return arguments[0].querySelector('.sp-caption').textContent;",
            json!([element_ref(player)]),
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Scrolls the player to the top of the window and saves the window as a PNG at `path`.
fn screenshot_of(session: &Session, player: &str, path: &Path) -> Vec<u8> {
    session.script(
        "arguments[0].scrollIntoView({block: 'start'});",
        json!([element_ref(player)]),
    );
    let png = session.screenshot();
    assert_eq!(&png[1..4], b"PNG");
    std::fs::write(path, &png).unwrap();
    png
}

/// The digits a player shows, as one line with `.` for an empty cell.
fn grid_of(session: &Session, player: &str) -> String {
    session
        .script(
            "return Array.from(arguments[0].querySelectorAll('.sp-cell .sp-value'))\
               .map(function (e) { return e.textContent || '.'; }).join('');",
            json!([element_ref(player)]),
        )
        .as_str()
        .expect("a string")
        .to_string()
}
