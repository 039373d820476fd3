//! What cargo built, as the browser tests find it: the target folder and the `sudoku-lab`
//! binary of the same profile as the running test, which is built first when missing.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder cargo builds into (`target/`, or `CARGO_TARGET_DIR`): this test runs from
/// `TARGET/PROFILE/deps/`.
pub fn target_dir() -> PathBuf {
    profile_dir()
        .parent()
        .expect("a profile folder sits in the target folder")
        .to_path_buf()
}

/// `TARGET/PROFILE`, where cargo puts the binaries of the build this test belongs to.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its own path");
    exe.parent()
        .and_then(Path::parent)
        .expect("a test runs from TARGET/PROFILE/deps")
        .to_path_buf()
}

/// The `sudoku-lab` binary of the same build profile as this test, built first: it belongs
/// to the root package, so cargo does not build it for this package's tests.
pub fn binary() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let profile = profile_dir();
            let name = profile
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("debug");
            let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
            let mut build = Command::new(cargo);
            build.args([
                "build",
                "--quiet",
                "--package",
                "sudoku-lab",
                "--bin",
                "sudoku-lab",
            ]);
            if name != "debug" {
                build.args(["--profile", name]);
            }
            let status = build.current_dir(sudoku_lab_bench::root()).status();
            assert!(
                status.is_ok_and(|s| s.success()),
                "cargo builds the sudoku-lab binary"
            );
            profile.join(format!("sudoku-lab{}", std::env::consts::EXE_SUFFIX))
        })
        .clone()
}
