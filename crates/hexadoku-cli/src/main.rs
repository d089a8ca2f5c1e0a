//! `hexadoku`: solve, count, generate, grade and explain 16×16 letter sudokus from the
//! command line.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
