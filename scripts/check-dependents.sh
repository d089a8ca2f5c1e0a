#!/usr/bin/env bash
# The core as a Rust user meets it (tests/dependents/): a native program that depends on
# `hexadoku` compiles it and nothing else, and a user's wasm32 crate with its own
# allocator, its own wasm-bindgen and its own `solve` export builds against it, its
# module exporting what the user wrote and nothing of the core's. And what crates.io would
# get of the core is its sources, its page and its licence.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TARGET_DIR="$PWD/target/dependents"

fail() { echo "check-dependents: $*" >&2; exit 1; }

shipped=$(cargo package -p hexadoku --list --allow-dirty 2>/dev/null)
extra=$(printf '%s\n' "$shipped" |
  grep -vE '^(src/.*\.rs|docs/library\.md|LICENSE|Cargo\.toml|Cargo\.toml\.orig|Cargo\.lock|\.cargo_vcs_info\.json)$' || true)
[ -n "$shipped" ] && [ -z "$extra" ] || fail "cargo package -p hexadoku would ship more than the library: $extra"
echo "check-dependents: the core's package holds $(printf '%s\n' "$shipped" | grep -c '^src/') sources, its page and its licence"

native=tests/dependents/native
cargo build --manifest-path "$native/Cargo.toml" --quiet ||
  fail "a native program depending on hexadoku does not build"
# The crates it compiles: the program and the core.
if [ "$(cargo tree --manifest-path "$native/Cargo.toml" -e normal --prefix none | sort -u | wc -l)" != 2 ]; then
  cargo tree --manifest-path "$native/Cargo.toml" -e normal
  fail "a native dependent compiles more than itself and hexadoku"
fi
echo "check-dependents: the native dependent builds, 2 crates in its tree"

wasm=tests/dependents/wasm
cargo build --manifest-path "$wasm/Cargo.toml" --target wasm32-unknown-unknown --release --quiet ||
  fail "a wasm32 dependent with its own allocator, wasm-bindgen and solve does not build"
module="$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/wasm_dependent.wasm"
node --input-type=module - "$module" <<'JS'
import { readFileSync } from 'node:fs';
const exports = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(process.argv[2])))
  .map((e) => e.name);
// The user's `solve`, wasm-bindgen's own glue, the memory: nothing from the core.
const foreign = exports.filter((n) => !/^(solve|memory|__wbindgen_\w+|__wbg_\w+|__externref_\w+|__data_end|__heap_base)$/.test(n));
if (!exports.includes('solve') || foreign.length > 0) {
  console.error(`check-dependents: the wasm32 dependent exports ${JSON.stringify(exports)}`);
  process.exit(1);
}
console.log(`check-dependents: the wasm32 dependent builds, exporting ${exports.length} names: ${exports.join(', ')}`);
JS
