//! Streaming puzzles out of a file or standard input, with a progress bar on a terminal.

use hexadoku::{Parsed, Splitter, Symbols};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

/// Lines longer than this are cut: no puzzle layout comes near it, and it bounds the
/// memory a hostile input can make us use.
const MAX_LINE: usize = 1 << 20;

/// An input being read puzzle by puzzle, holding one line and a puzzle or two at a time.
pub struct Batch {
    reader: Box<dyn BufRead>,
    splitter: Splitter,
    line: Vec<u8>,
    done: bool,
    progress: ProgressBar,
}

impl Batch {
    /// Opens `path`, or standard input when there is none (or it is `-`), to read its
    /// puzzles in `symbols`, or each in the set its text settles when `None`.
    pub fn open(path: Option<&Path>, symbols: Option<Symbols>) -> io::Result<Batch> {
        let (reader, progress): (Box<dyn BufRead>, ProgressBar) = match path {
            Some(path) if path != Path::new("-") => {
                let file = File::open(path)?;
                let progress = bar(file.metadata().map(|m| m.len()).ok());
                let reader = BufReader::new(progress.wrap_read(file));
                (Box::new(reader), progress)
            }
            _ => {
                let progress = bar(None);
                let reader = BufReader::new(progress.wrap_read(io::stdin()));
                (Box::new(reader), progress)
            }
        };
        Ok(Batch {
            reader,
            splitter: Splitter::reading(symbols),
            line: Vec::new(),
            done: false,
            progress,
        })
    }

    /// The next puzzle, read or not; `None` at the end of the input.
    pub fn next_puzzle(&mut self) -> io::Result<Option<Parsed>> {
        while !self.done {
            if !self.read_line()? {
                self.done = true;
                return Ok(self.splitter.finish());
            }
            // Bytes that are not UTF-8 become U+FFFD, which the parser then names.
            let text = String::from_utf8_lossy(&self.line);
            if let Some(parsed) = self.splitter.push_line(text.trim_end_matches(['\n', '\r'])) {
                return Ok(Some(parsed));
            }
        }
        Ok(None)
    }

    /// Reads one line into `self.line`, cut at [`MAX_LINE`] bytes; false at the end.
    fn read_line(&mut self) -> io::Result<bool> {
        self.line.clear();
        let read = (&mut self.reader)
            .take(MAX_LINE as u64)
            .read_until(b'\n', &mut self.line)?;
        if read == 0 {
            return Ok(false);
        }
        if self.line.last() != Some(&b'\n') && read == MAX_LINE {
            // Skip the rest of an overlong line without keeping it.
            let mut rest = Vec::new();
            loop {
                rest.clear();
                let n = (&mut self.reader)
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut rest)?;
                if n == 0 || rest.last() == Some(&b'\n') {
                    break;
                }
            }
        }
        Ok(true)
    }

    /// Counts one more puzzle done.
    pub fn tick(&self) {
        self.progress
            .set_message(format!("{} puzzles", self.splitter.puzzles_seen()));
    }

    pub fn finish(&self) {
        self.progress.finish_and_clear();
    }
}

/// A progress bar over the bytes of the input (a spinner when its size is unknown),
/// drawn only when standard error is a terminal.
fn bar(len: Option<u64>) -> ProgressBar {
    let target = ProgressDrawTarget::stderr();
    match len {
        Some(len) => ProgressBar::with_draw_target(Some(len), target).with_style(
            ProgressStyle::with_template("{bar:40} {percent:>3}% {msg} {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        ),
        None => ProgressBar::with_draw_target(None, target).with_style(
            ProgressStyle::with_template("{spinner} {msg} {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        ),
    }
}
