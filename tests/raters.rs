//! The two raters of `grade --rater` (crates/core/src/logic/rater.rs): Sudoku Explainer 1.2.1's
//! rules and Sukaku Explainer's default ones, each rating on its own data. The calibration file
//! (rated by Sukaku Explainer) checks `--rater sukaku` at 7.0-9.3, and the command line names the
//! rater of every rating in its JSON and its text.

use sudoku_lab::logic::{self, Rater, Rating, Technique};
use sudoku_lab::{Limits, parse_puzzle};

use crate::common::{run, shared_lines};

/// Rated 7.7 by Sukaku Explainer (the calibration file). Its finned Swordfish is no rule of
/// Sukaku's, which has only plain fish: Sukaku needs a Nishio here, 7.7.
const FINNED_SWORDFISH_77: &str =
    "......6...3..6417..6....35.34...186.....7.....154...37.79....4..5634..1...3......";

/// Rated 7.5 by Sukaku Explainer: its hardest step is an Aligned Triple Exclusion (7.5 in both
/// programs), where the ladder without it needed forcing chains rated 8.1 and more.
const TRIPLE_EXCLUSION_75: &str =
    "...5...4.126....5...8..731...19.6..7....4....4..7.31...743..5...1....836.6...5...";

/// Rated 8.7 by Sukaku Explainer. The `se` ladder's grouped AIC (a group node, which neither
/// program has) rates 8.3; Sukaku's ladder, holding no grouped AIC nor ALS-XZ, follows its
/// forcing chains to a dynamic forcing chain, 8.7.
const GROUPED_AIC_87: &str =
    "16.....49.7..1..3...26.57....6...3...8..6..5..4.9.1.2....8.2.......7....6.8...1.2";

fn grade(line: &str, rater: Rater) -> logic::Outcome {
    let puzzle = parse_puzzle(line).unwrap();
    let bounded = logic::grade_within(&puzzle, rater, &Limits::default());
    assert!(bounded.stopped.is_none());
    bounded.value
}

#[test]
fn aligned_triple_exclusion_rates_7_5_for_both_raters() {
    for rater in Rater::ALL {
        let outcome = grade(TRIPLE_EXCLUSION_75, rater);
        assert_eq!(outcome.rating(), Some(Rating::tenths(75)), "{rater}");
        assert_eq!(
            outcome.hardest().map(|d| d.technique),
            Some(Technique::AlignedTripleExclusion),
            "{rater}"
        );
    }
}

#[test]
fn sukaku_has_no_finned_swordfish_so_its_rating_is_sukakus() {
    let se = grade(FINNED_SWORDFISH_77, Rater::Se);
    assert_eq!(se.counts()[Technique::FinnedSwordfish.index()], 1);
    assert_eq!(se.rating(), Some(Rating::tenths(67)));
    let sukaku = grade(FINNED_SWORDFISH_77, Rater::Sukaku);
    assert_eq!(sukaku.counts()[Technique::FinnedSwordfish.index()], 0);
    assert_eq!(sukaku.rating(), Some(Rating::tenths(77)));
    assert!(
        !Technique::FinnedSwordfish
            .about()
            .raters
            .contains(Rater::Sukaku)
    );
}

#[test]
fn sukaku_has_no_group_node_nor_als_rule() {
    let se = grade(GROUPED_AIC_87, Rater::Se);
    assert_eq!(
        (se.grade().slug(), se.rating()),
        ("grouped-aic", Some(Rating::tenths(83)))
    );
    let sukaku = grade(GROUPED_AIC_87, Rater::Sukaku);
    assert_eq!(sukaku.rating(), Some(Rating::tenths(87)));
    for t in [Technique::GroupedAic, Technique::AlsXz] {
        assert_eq!(sukaku.counts()[t.index()], 0, "{t}");
        assert!(!t.about().raters.contains(Rater::Sukaku), "{t}");
        assert!(t.about().raters.contains(Rater::Se), "{t}");
    }
}

#[test]
fn sukaku_rates_a_sample_of_the_calibration_file_at_7_to_9_3_as_sukaku_does() {
    // Every fourth puzzle the file rates 7.0 or more: the whole band is `grade
    // --against-ratings --rater sukaku`'s work.
    let Some(lines) = shared_lines("se_rated_calibration.txt") else {
        return;
    };
    let (mut sevens, mut sevens_exact, mut all, mut exact) = (0, 0, 0, 0);
    let hard = lines.iter().enumerate().filter_map(|(i, line)| {
        let rated = logic::calibration::parse_rated(line, i + 1).unwrap()?;
        (rated.se >= Rating::tenths(70)).then_some(rated)
    });
    for rated in hard.step_by(4) {
        let bounded = logic::grade_within(&rated.puzzle, Rater::Sukaku, &Limits::default());
        let same = bounded.value.rating() == Some(rated.se);
        all += 1;
        exact += usize::from(same);
        if rated.se < Rating::tenths(80) {
            sevens += 1;
            sevens_exact += usize::from(same);
        }
    }
    assert!(all >= 100, "{all} puzzles");
    assert!(
        sevens_exact * 100 >= sevens * 95,
        "{sevens_exact} of {sevens} at 7.x"
    );
    assert!(exact * 100 >= all * 85, "{exact} of {all} exact");
}

#[test]
fn grade_names_its_rater_in_json_and_text() {
    let json = |args: &[&str]| -> serde_json::Value {
        let r = run(args, "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        serde_json::from_str(r.stdout.trim()).unwrap()
    };
    let se = json(&["grade", "--format", "json", FINNED_SWORDFISH_77]);
    assert_eq!(
        (se["rater"].as_str(), se["rating"].as_f64()),
        (Some("se"), Some(6.7))
    );
    let sukaku = json(&[
        "grade",
        "--rater",
        "sukaku",
        "--format",
        "json",
        FINNED_SWORDFISH_77,
    ]);
    assert_eq!(
        (sukaku["rater"].as_str(), sukaku["rating"].as_f64()),
        (Some("sukaku"), Some(7.7))
    );
    let text = run(&["grade", "--rater", "sukaku", FINNED_SWORDFISH_77], "");
    assert!(
        text.stdout.contains("rating 7.7") && text.stdout.contains("Sukaku Explainer's rules"),
        "{}",
        text.stdout
    );
    let solved = json(&[
        "solve",
        "--solver",
        "ladder",
        "--format",
        "json",
        FINNED_SWORDFISH_77,
    ]);
    assert_eq!(solved["ladder"]["rater"].as_str(), Some("se"), "{solved}");
    let bad = run(&["grade", "--rater", "hodoku", FINNED_SWORDFISH_77], "");
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("one of se, sukaku"), "{}", bad.stderr);
}

#[test]
fn against_ratings_names_the_rater_of_its_figures() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.txt");
    std::fs::write(&path, format!("{FINNED_SWORDFISH_77} 7.7\n")).unwrap();
    let path = path.to_str().unwrap();
    let text = run(
        &["grade", "--against-ratings", path, "--rater", "sukaku"],
        "",
    );
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .contains("# our ratings follow Sukaku Explainer's rules (--rater sukaku)")
            && text.stdout.contains("ours exact for 1 (100.0%)"),
        "{}",
        text.stdout
    );
    let r = run(
        &["grade", "--against-ratings", path, "--format", "json"],
        "",
    );
    let report: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(report["rater"].as_str(), Some("se"));
}
