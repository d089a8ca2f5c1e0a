#!/usr/bin/env bash
# Installs what building and testing Hexadoku needs, skipping whatever is already there.
# Safe to run again: on a machine that has everything it takes about a second.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "setup: $*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install Rust with rustup (https://rustup.rs) first" >&2
  exit 1
fi

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
