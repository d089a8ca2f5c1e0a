#!/usr/bin/env bash
# Every check and test of the project; `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

step() { echo; echo "== $*"; }

step "rustfmt"
cargo fmt --all -- --check
step "clippy"
cargo clippy --all-targets --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --locked -- -D warnings
step "the core builds for wasm32"
cargo check --target wasm32-unknown-unknown --lib --locked
step "native tests"
cargo test --locked
step "the WebAssembly module (wasm-pack build, then its API in Node)"
bash scripts/build-wasm.sh
node --test tests/js/
