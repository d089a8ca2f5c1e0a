#!/usr/bin/env bash
# Builds the WebAssembly module and the site (site/), and serves it; `npm start` runs this.
# After editing www/, `npm run build:site` (a moment) and a reload show the change.
# PORT chooses another port than 8080.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build-wasm.sh
port="${PORT:-8080}"
echo
echo "Hexadoku is served on http://127.0.0.1:$port/ (Ctrl+C stops it)"
echo
# sirv sends .wasm as application/wasm, which WebAssembly's streaming compile needs;
# --dev turns caching off, so that a rebuilt module is always the one loaded.
exec node_modules/.bin/sirv site --host 127.0.0.1 --port "$port" --dev --quiet
