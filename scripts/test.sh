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
cargo clippy --target wasm32-unknown-unknown --workspace --exclude hexadoku-cli --exclude hexadoku-words --lib --tests --locked -- -D warnings
# The solver's module alone (scripts/build-wasm.sh builds it without the default feature).
cargo clippy --target wasm32-unknown-unknown -p hexadoku-wasm --no-default-features --lib --locked -- -D warnings
step "the core builds for wasm32"
cargo check --target wasm32-unknown-unknown -p hexadoku --lib --locked
step "native tests"
cargo test --locked
step "the core as a dependency: a native program compiles 2 crates; a wasm32 crate with its own allocator, wasm-bindgen and solve builds"
bash scripts/check-dependents.sh
step "the JavaScript API in headless Chromium (wasm-bindgen-test)"
wasm-pack test --headless --chrome --release crates/hexadoku-wasm
step "the WebAssembly module (wasm-pack build, then its API and the page's modules in Node)"
bash scripts/build-wasm.sh
node --test tests/js/
step "the TypeScript declarations of the engine and the element (www/engine/*.d.ts, www/board/*.d.ts against tests/types/usage.ts)"
tsc -p tests/types --noEmit
step "the custom-elements manifest is up to date (custom-elements.json, from www/board/hexadoku-board.js and style.js)"
fresh=target/manifest # a folder relative to here, as the analyzer takes it; ignored by git
rm -rf "$fresh"
MANIFEST_DIR="$fresh" cem analyze >/dev/null
if ! diff -u custom-elements.json "$fresh/custom-elements.json"; then
  echo "custom-elements.json is out of date: run npm run manifest, and commit it" >&2
  exit 1
fi
step "the package in other people's builds (examples/): packed, then built by Vite, webpack, esbuild, Rollup, React + TypeScript, and none"
node scripts/build-examples.mjs
step "the page, the element, the engine and the examples, end to end (Playwright in Chromium)"
playwright test
