//! The `sudoku-lab` binary: parses the command line, runs one command, and maps its outcome to
//! an exit code. All input, output and colour decisions live here, not in the library.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
