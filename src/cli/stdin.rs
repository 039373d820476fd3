//! Standard input read on a thread of its own, so that a command waiting for a line that does
//! not come (a terminal left idle, a pipe whose writer sleeps) still ends on Ctrl-C: the reader
//! thread blocks in `read`, and the command waits on a channel, looking at the interrupt flag
//! between waits. A bounded channel keeps at most a few chunks read ahead.

use std::io::{self, BufReader, Read};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::Duration;

use super::signals::{install_interrupt_handler, interrupted};

/// How much one read of the thread takes, and how many such chunks wait in the channel.
const CHUNK: usize = 64 * 1024;
const CHUNKS_AHEAD: usize = 4;

/// How often a command waiting for input looks whether Ctrl-C was pressed.
const POLL: Duration = Duration::from_millis(50);

/// Standard input as a reader that ends (as if at the end of the input) once Ctrl-C is pressed,
/// even while no input comes.
pub struct Stdin {
    chunks: Receiver<io::Result<Vec<u8>>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Stdin {
    /// Starts the thread that reads standard input, buffered for reading by lines.
    pub fn spawn() -> io::Result<BufReader<Stdin>> {
        install_interrupt_handler();
        let (sender, chunks) = sync_channel(CHUNKS_AHEAD);
        std::thread::Builder::new()
            .name("sudoku-lab-stdin".to_string())
            .spawn(move || {
                let mut stdin = io::stdin().lock();
                loop {
                    let mut chunk = vec![0; CHUNK];
                    let read = match stdin.read(&mut chunk) {
                        Ok(0) => break,
                        Ok(n) => {
                            chunk.truncate(n);
                            Ok(chunk)
                        }
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        Err(e) => Err(e),
                    };
                    let failed = read.is_err();
                    // The command has stopped reading: so does this thread.
                    if sender.send(read).is_err() || failed {
                        break;
                    }
                }
            })?;
        Ok(BufReader::with_capacity(
            CHUNK,
            Stdin {
                chunks,
                chunk: Vec::new(),
                at: 0,
            },
        ))
    }
}

impl Read for Stdin {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.chunk.len() {
            if interrupted() {
                return Ok(0);
            }
            match self.chunks.recv_timeout(POLL) {
                Ok(chunk) => {
                    self.chunk = chunk?;
                    self.at = 0;
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Ok(0),
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}
