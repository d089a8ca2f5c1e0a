//! The command-line tool's own parts: everything here is I/O around the core.

pub mod batch;
pub mod pipeline;
