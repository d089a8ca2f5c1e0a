#!/usr/bin/env bash
# Installs what building and testing Hexadoku needs, skipping whatever is already there.
# Safe to run again: on a machine that has everything it takes a second or two.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "setup: $*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust with rustup (https://rustup.rs) first" >&2
  exit 1
fi
export PATH="$HOME/.cargo/bin:$PATH"

if command -v rustup >/dev/null 2>&1; then
  installed_components=$(rustup component list --installed 2>/dev/null || true)
  for component in rustfmt clippy; do
    if ! grep -q "^$component" <<<"$installed_components"; then
      say "adding rustup component $component"
      rustup component add "$component"
    fi
  done
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
fi

if ! command -v wasm-pack >/dev/null 2>&1; then
  say "installing wasm-pack (a couple of minutes, once)"
  cargo install wasm-pack --locked
fi

# wasm-bindgen's command-line tool must be exactly the version the crate is built with,
# or wasm-pack fetches its own. Its locked build needs a crate version the registry
# lacks, so it is installed without --locked.
wanted=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
installed=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$wanted" != "$installed" ]; then
  say "installing wasm-bindgen-cli $wanted (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$wanted" --force
fi

# Chromium and its driver, from Debian: the browser tests run in them headless.
# (Playwright's own browser download cannot be used here; the tests point at this one.)
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  say "installing chromium and chromium-driver from Debian (a minute or two, once)"
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver
fi

# npm packages, from package-lock.json, when missing or out of date: when the lock file
# changed since the last install, or a devDependency is not installed at its version.
devDependencies_installed() {
  node -e '
    const { devDependencies } = JSON.parse(require("fs").readFileSync("package.json", "utf8"));
    for (const [name, version] of Object.entries(devDependencies)) {
      const installed = JSON.parse(require("fs").readFileSync(`node_modules/${name}/package.json`, "utf8"));
      if (installed.version !== version) process.exit(1);
    }' 2>/dev/null
}
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || ! devDependencies_installed; then
  say "installing npm packages"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
