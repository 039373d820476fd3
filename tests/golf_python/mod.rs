//! The analyzer's Python against CPython, where python3 (and python2) are installed, each
//! missing interpreter skipped with a message: the expression evaluator (`evaluator`), the
//! parser's verdicts on whole programs (`verdicts`), the readable forms `golf tricks` gives,
//! run in place of their golfed text (`readable_forms`), and whole golfed programs run as the
//! analyzer says they run (`whole_programs`). This file finds the interpreters and runs them.

use std::io::Write;
use std::process::{Command, Stdio};

use sudoku_lab::analyzer::pyexpr::Semantics;

mod evaluator;
mod readable_forms;
mod verdicts;
mod whole_programs;

/// Runs `script` (under scripts/python/) under `python`, one input a line, and returns its
/// output lines, one an input; `None` when that Python is absent or the script fails. The input
/// is written from a thread: the script answers as it reads, and a pipe holds only so much.
fn run_script(
    python: &str,
    env: &[(&'static str, String)],
    script: &str,
    inputs: Vec<String>,
) -> Option<Vec<String>> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scripts/python")
        .join(script);
    let mut cmd = Command::new(python);
    cmd.arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().ok()?;
    let n = inputs.len();
    let mut stdin = child.stdin.take()?;
    let writer = std::thread::spawn(move || {
        let mut text = inputs.join("\n");
        text.push('\n');
        stdin.write_all(text.as_bytes()).is_ok()
    });
    let out = child.wait_with_output().ok()?;
    if !writer.join().unwrap_or(false) || !out.status.success() {
        return None;
    }
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (lines.len() == n).then_some(lines)
}

/// Runs the evaluator script under `python` on `exprs`; `None` when that Python is absent.
fn cpython(python: &str, env: &[(&'static str, String)], exprs: &[String]) -> Option<Vec<String>> {
    run_script(python, env, "golf_eval.py", exprs.to_vec())
}

/// Runs `code` as `python -c code` with the environment `find_python` gave.
pub fn python_c(python: &str, env: &[(&'static str, String)], code: &str) -> std::process::Output {
    Command::new(python)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .args(["-c", code])
        .output()
        .unwrap()
}

/// The interpreter for a dialect: python3, or python2 / python2.7; under pyenv, a Python 2
/// that is installed but not active is reached by naming its version in `PYENV_VERSION`. A
/// shim that answers with an error counts as absent.
pub fn find_python(sem: Semantics) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    // Looked for once per dialect: each probe starts an interpreter (and pyenv), and the
    // corpus test asks for each of its files.
    type Found = Option<(&'static str, Vec<(&'static str, String)>)>;
    static PY2: std::sync::OnceLock<Found> = std::sync::OnceLock::new();
    static PY3: std::sync::OnceLock<Found> = std::sync::OnceLock::new();
    let once = match sem {
        Semantics::Py2 => &PY2,
        Semantics::Py3 => &PY3,
    };
    once.get_or_init(|| probe_python(sem)).clone()
}

/// [`find_python`]'s probe: each name tried, then pyenv's versions.
fn probe_python(sem: Semantics) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let names: &[&str] = match sem {
        Semantics::Py2 => &["python2", "python2.7"],
        Semantics::Py3 => &["python3"],
    };
    let major = match sem {
        Semantics::Py2 => "2",
        Semantics::Py3 => "3",
    };
    let works = |name: &str, env: &[(&'static str, String)]| {
        let mut cmd = Command::new(name);
        cmd.args(["-c", "import sys; print(sys.version_info[0])"]);
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.output()
            .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).trim() == major)
    };
    for name in names {
        if works(name, &[]) {
            return Some(executable(name, &[]).map_or((*name, vec![]), |path| (path, vec![])));
        }
    }
    let versions = Command::new("pyenv")
        .args(["versions", "--bare"])
        .output()
        .ok()?;
    let version = String::from_utf8_lossy(&versions.stdout)
        .lines()
        .map(str::trim)
        .find(|v| v.starts_with(&format!("{major}.")))?
        .to_string();
    let env = vec![("PYENV_VERSION", version)];
    let name = names.iter().find(|name| works(name, &env))?;
    Some(executable(name, &env).map_or((*name, env), |path| (path, vec![])))
}

/// The interpreter's own file (`sys.executable`), so that each run starts it directly: a pyenv
/// shim is a shell script that costs twice the interpreter's own start or more, and the tests
/// start many. `None` where the interpreter does not say.
fn executable(name: &str, env: &[(&'static str, String)]) -> Option<&'static str> {
    let mut cmd = Command::new(name);
    cmd.args(["-c", "import sys; print(sys.executable)"]);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().ok()?;
    let path = String::from_utf8(out.stdout).ok()?.trim().to_string();
    let works = out.status.success() && std::path::Path::new(&path).is_file();
    works.then(|| &*Box::leak(path.into_boxed_str()))
}
