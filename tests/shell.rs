//! `sudoku-lab completions SHELL` and `sudoku-lab man`: generated from the command line's own
//! definitions, they name every command, and the man page's folder form writes a page each.

use crate::common::run;

/// The commands `sudoku-lab --help` lists (the `help` pseudo-command left out).
fn commands() -> Vec<String> {
    let help = run(&["--help"], "");
    assert_eq!(help.code, 0, "{}", help.stderr);
    let listed: Vec<String> = help
        .stdout
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|c| c != "help")
        .collect();
    for expected in [
        "solve", "grade", "generate", "explain", "hint", "golf", "compare",
    ] {
        assert!(
            listed.iter().any(|c| c == expected),
            "{expected}: {listed:?}"
        );
    }
    listed
}

#[test]
fn completions_name_every_command_in_every_shell() {
    let commands = commands();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let r = run(&["completions", shell], "");
        assert_eq!(r.code, 0, "{shell}: {}", r.stderr);
        for command in &commands {
            assert!(r.stdout.contains(command.as_str()), "{shell}: no {command}");
        }
        // A flag of a command, not only the command names.
        assert!(r.stdout.contains("max-nodes"), "{shell}: no --max-nodes");
    }
    let bad = run(&["completions", "tcsh"], "");
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("possible values"), "{}", bad.stderr);
}

/// What bash completes for the words typed so far (the last one being completed), with the
/// script `sudoku-lab completions bash` wrote; `None` when bash cannot be run.
fn bash_completes(script: &std::path::Path, words: &[&str]) -> Option<String> {
    let last = words.len() - 1;
    let program = format!(
        "source {}; COMP_WORDS=({}); COMP_CWORD={last}; _sudoku__lab sudoku-lab '{}' '{}'; \
         echo \"${{COMPREPLY[*]}}\"",
        script.display(),
        words
            .iter()
            .map(|w| format!("'{w}'"))
            .collect::<Vec<_>>()
            .join(" "),
        words[last],
        words[last - 1],
    );
    let output = std::process::Command::new("bash")
        .args(["-c", &program])
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

#[test]
fn bash_completes_commands_and_their_flags() {
    let script = run(&["completions", "bash"], "");
    assert_eq!(script.code, 0, "{}", script.stderr);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sudoku-lab.bash");
    std::fs::write(&path, &script.stdout).unwrap();
    let Some(commands) = bash_completes(&path, &["sudoku-lab", "so"]) else {
        eprintln!("skipped: bash cannot be run here");
        return;
    };
    assert_eq!(commands, "solve");
    // A flag of a command: the binary's name holds a hyphen, which clap_complete 4.6 gets
    // wrong for bash without the fix in src/cli/completions.rs.
    let flags = bash_completes(&path, &["sudoku-lab", "solve", "--max-n"]);
    assert_eq!(flags.as_deref(), Some("--max-nodes"));
    let values = bash_completes(&path, &["sudoku-lab", "solve", "--solver", "hid"]);
    assert_eq!(values.as_deref(), Some("hidden-singles"));
}

#[test]
fn the_man_page_names_every_command_and_writes_one_page_each() {
    let commands = commands();
    let page = run(&["man"], "");
    assert_eq!(page.code, 0, "{}", page.stderr);
    assert!(
        page.stdout.starts_with(".ie"),
        "roff: {}",
        &page.stdout[..40]
    );
    assert!(page.stdout.contains(".TH sudoku-lab 1"));
    for command in &commands {
        // roff escapes the dashes of names: `sudoku\-lab\-solve`.
        assert!(
            page.stdout
                .contains(&format!("sudoku\\-lab\\-{}", command.replace('-', "\\-"))),
            "the page does not name {command}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let r = run(&["man", "--dir", dir.path().to_str().unwrap()], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    for command in &commands {
        let file = dir.path().join(format!("sudoku-lab-{command}.1"));
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(text.contains(".SH SYNOPSIS"), "{}", file.display());
    }
    let solve = std::fs::read_to_string(dir.path().join("sudoku-lab-solve.1")).unwrap();
    assert!(
        solve.contains("\\-\\-max\\-nodes"),
        "the solve page lists its flags"
    );
    assert!(r.stderr.contains("manual pages to"), "{}", r.stderr);
}
