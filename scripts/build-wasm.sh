#!/usr/bin/env bash
# Builds the WebAssembly module into pkg/ with wasm-pack, optimised by npm's binaryen,
# then the self-contained worker for bundlers that leave workers alone (dist/,
# scripts/build-worker.mjs) and the site around it (site/, scripts/build-site.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

# wasm-pack takes the first wasm-opt on PATH; it must be npm's (Debian's produces a
# module that fails to load).
case "$(command -v wasm-opt || true)" in
  "$PWD"/node_modules/.bin/wasm-opt) ;;
  *) echo "build-wasm: npm's wasm-opt is missing; run scripts/setup.sh" >&2; exit 1 ;;
esac
# Optimised at level 2 rather than the release profile's 3 (the native build keeps 3): a
# module 4 KB (gzipped) smaller, for a page whose first load has a budget, at a cost
# measured in docs/performance.md (solving the same, hints a few per cent slower).
# The glue crate is crates/hexadoku-wasm; its module and JavaScript keep the names
# pkg/hexadoku_bg.wasm and pkg/hexadoku.js that the engine imports.
CARGO_PROFILE_RELEASE_OPT_LEVEL=2 wasm-pack build crates/hexadoku-wasm --target web --release \
  --no-pack --out-dir ../../pkg --out-name hexadoku
# The solver's module alone (no hints, no grader): what a page loads first, the engine's
# worker the rest when a hint or a grade is first asked for (crates/hexadoku-wasm/src/lib.rs).
CARGO_PROFILE_RELEASE_OPT_LEVEL=2 wasm-pack build crates/hexadoku-wasm --target web --release \
  --no-pack --out-dir ../../pkg/solver --out-name hexadoku_solver -- --no-default-features
# wasm-pack leaves a .gitignore of "*" in pkg/; the repository's own ignores pkg/, and
# npm pack, which ships the modules and their glue (package.json "files"), must not skip them.
rm -f pkg/.gitignore pkg/solver/.gitignore
echo "build-wasm: pkg/hexadoku_bg.wasm is $(wc -c < pkg/hexadoku_bg.wasm) bytes," \
  "pkg/solver/hexadoku_solver_bg.wasm $(wc -c < pkg/solver/hexadoku_solver_bg.wasm)"
# The catalogues for the page (www/words/generated/), and a first visit's puzzles
# (www/app/generated/), before the bundles that hold them.
node scripts/build-words.mjs
node scripts/build-first-puzzles.mjs
node scripts/build-worker.mjs
# The site as deployed (site/), with the new module, and the service worker's list of it.
node scripts/build-site.mjs
