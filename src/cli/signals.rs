//! What tells a long measurement to stop before its end: Ctrl-C (the flag of the batch loop's
//! handler), and a standard output nobody reads any more (`compare | head -1`), which a run
//! that writes only at its end would otherwise learn after all its work.

use super::batch::interrupted;

/// True once standard output is a pipe whose reader has gone: its write end then reports an
/// error to `poll`, so the run can stop without writing. False for a terminal or a file, and
/// where `poll` is not available.
#[cfg(unix)]
pub fn stdout_closed() -> bool {
    let mut fd = libc::pollfd {
        fd: libc::STDOUT_FILENO,
        events: 0,
        revents: 0,
    };
    // SAFETY: one valid pollfd, a count of one, and no wait.
    let ready = unsafe { libc::poll(&mut fd, 1, 0) };
    ready > 0 && fd.revents & (libc::POLLERR | libc::POLLHUP) != 0
}

#[cfg(not(unix))]
pub fn stdout_closed() -> bool {
    false
}

/// True when a long run should stop: Ctrl-C, or no one reads its output.
pub fn should_stop() -> bool {
    interrupted() || stdout_closed()
}
