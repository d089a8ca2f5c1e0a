//! `hexadoku`: solve, count and generate 16×16 letter sudokus from the command line.

// The tool is native only: on wasm32 the crate is the library a page loads, and the
// tool's dependencies (clap, indicatif, threads) are not built. `wasm-pack test` builds
// every target for wasm32, so there the binary is an empty stub.
#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
