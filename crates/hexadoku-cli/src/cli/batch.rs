//! Streaming puzzles out of a file or standard input, with a progress bar on a terminal.

use super::words::say;
use hexadoku::{ParseError, Parsed, Splitter, Symbols};
use hexadoku_words::Arg;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

/// The most bytes a line may hold, its end of line included. No puzzle layout comes near
/// it (a puzzle of spaced numbers on one line is under 1 KiB), and it bounds the memory a
/// hostile input can make us use. A longer line is a failed puzzle of its own.
const MAX_LINE: usize = 64 << 10;

/// A line with no end within this many bytes is taken as never ending (`/dev/zero`,
/// `yes | tr -d '\n'`): reading stops there rather than skip for ever.
const ENDLESS_LINE: usize = 4 << 20;

/// What reading a line found.
enum Line {
    /// A line of at most [`MAX_LINE`] bytes, now in `Batch::line`.
    Whole,
    /// A line skipped, and the error that names it given its number: one too long, or
    /// one that never ends.
    Unreadable(fn(usize) -> ParseError),
    /// The end of the input.
    End,
}

/// An input being read puzzle by puzzle, holding one line and a puzzle or two at a time.
pub struct Batch {
    /// The file's name, or `standard input`, for the errors of reading it.
    name: String,
    reader: Box<dyn BufRead>,
    splitter: Splitter,
    line: Vec<u8>,
    /// The splitter has been told the input ended.
    done: bool,
    /// A line never ended: the input is read no further.
    given_up: bool,
    progress: ProgressBar,
}

impl Batch {
    /// Opens `path`, or standard input when there is none (or it is `-`), to read its
    /// puzzles in `symbols`, or each in the set its text settles when `None`. Its errors,
    /// and those of reading it, name it.
    pub fn open(path: Option<&Path>, symbols: Option<Symbols>) -> io::Result<Batch> {
        let path = path.filter(|&path| path != Path::new("-"));
        let name = path.map_or_else(
            || say("cli-standard-input", &[]),
            |path| path.display().to_string(),
        );
        let (reader, progress): (Box<dyn BufRead>, ProgressBar) = match path {
            Some(path) => {
                let file = File::open(path).map_err(|error| named(&name, error))?;
                let progress = bar(file.metadata().map(|m| m.len()).ok());
                let reader = BufReader::new(progress.wrap_read(file));
                (Box::new(reader), progress)
            }
            None => {
                let progress = bar(None);
                let reader = BufReader::new(progress.wrap_read(io::stdin()));
                (Box::new(reader), progress)
            }
        };
        Ok(Batch {
            name,
            reader,
            splitter: Splitter::reading(symbols),
            line: Vec::new(),
            done: false,
            given_up: false,
            progress,
        })
    }

    /// The next puzzle, read or not; `None` at the end of the input.
    pub fn next_puzzle(&mut self) -> io::Result<Option<Parsed>> {
        while !self.done {
            let read = self.read_line().map_err(|error| named(&self.name, error))?;
            let parsed = match read {
                Line::Whole => {
                    // Bytes that are not UTF-8 become U+FFFD, which the parser then names.
                    let text = String::from_utf8_lossy(&self.line);
                    self.splitter.push_line(text.trim_end_matches(['\n', '\r']))
                }
                Line::Unreadable(error) => self.splitter.push_unreadable_line(error),
                Line::End => {
                    self.done = true;
                    self.splitter.finish()
                }
            };
            if parsed.is_some() {
                return Ok(parsed);
            }
        }
        Ok(None)
    }

    /// Reads one line into `self.line` if it holds at most [`MAX_LINE`] bytes, or skips it.
    fn read_line(&mut self) -> io::Result<Line> {
        self.line.clear();
        if self.given_up {
            return Ok(Line::End);
        }
        let read = (&mut self.reader)
            .take(MAX_LINE as u64)
            .read_until(b'\n', &mut self.line)?;
        if read == 0 {
            return Ok(Line::End);
        }
        // Cut at the bound with more to come: a line too long (a line of exactly
        // MAX_LINE bytes with the input's end right after it is whole).
        let cut = read == MAX_LINE && self.line.last() != Some(&b'\n');
        if !cut || self.reader.fill_buf()?.is_empty() {
            return Ok(Line::Whole);
        }
        self.line.clear();
        if skip_line(&mut *self.reader, ENDLESS_LINE - MAX_LINE)? {
            Ok(Line::Unreadable(|line| ParseError::LineTooLong {
                line,
                limit: MAX_LINE,
            }))
        } else {
            self.given_up = true;
            Ok(Line::Unreadable(|line| ParseError::LineNeverEnds {
                line,
                limit: ENDLESS_LINE,
            }))
        }
    }

    /// Counts one more puzzle done.
    pub fn tick(&self) {
        let puzzles = super::fail::number(self.splitter.puzzles_seen());
        self.progress
            .set_message(say("cli-progress", &[("puzzles", puzzles)]));
    }

    pub fn finish(&self) {
        self.progress.finish_and_clear();
    }
}

/// `error` saying which input it came from: `puzzles.txt: Is a directory`.
fn named(name: &str, error: io::Error) -> io::Error {
    let error_text = error.to_string();
    let args = [("file", Arg::Text(name)), ("error", Arg::Text(&error_text))];
    io::Error::new(error.kind(), say("cli-file-error", &args))
}

/// Skips the rest of a line, past its end of line, without keeping it; false if no end
/// came within about `limit` bytes (to a buffer's length), and the input was left there.
fn skip_line(reader: &mut dyn BufRead, limit: usize) -> io::Result<bool> {
    let mut skipped = 0;
    while skipped < limit {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            // The input ended the line.
            return Ok(true);
        }
        if let Some(end) = buffer.iter().position(|&b| b == b'\n') {
            reader.consume(end + 1);
            return Ok(true);
        }
        let length = buffer.len();
        reader.consume(length);
        skipped += length;
    }
    Ok(false)
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
