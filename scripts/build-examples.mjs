// Builds the example projects of examples/ for production against the package as it is
// now, as a web developer's projects would use it once published: packs the package
// (npm pack) into examples/hexadoku.tgz, installs it with the examples' locked
// dependencies, builds each example into its dist/ folder, and lists the files each build
// emitted, with their sizes. tests/e2e/examples.spec.js then serves those folders and
// checks the pages in Chromium.
//
// Usage: node scripts/build-examples.mjs [example…]  (every example when none is named)
// Needs pkg/ and dist/ built first (bash scripts/build-wasm.sh).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const EXAMPLES = join(ROOT, 'examples');
const TARBALL = 'hexadoku.tgz';
const LOCK = join(EXAMPLES, 'package-lock.json');
const INSTALLED = join(EXAMPLES, 'node_modules/.package-lock.json');
/** The lock file's key of the package itself. */
const PACKAGE_KEY = 'node_modules/hexadoku';

const say = (message) => console.log(`build-examples: ${message}`);
function fail(message) {
  console.error(`build-examples: ${message}`);
  process.exit(1);
}

/** Next.js would otherwise report each build to its makers, over a network CI may not have. */
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs `command` in `cwd`, its output shown; whether it succeeded. */
function run(command, args, cwd) {
  const { status, error } = spawnSync(command, args, { cwd, stdio: 'inherit', env: ENV });
  if (error) fail(`${command} could not be started: ${error.message}`);
  return status === 0;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every example: the workspaces of examples/package.json. */
const WORKSPACES = readJson(join(EXAMPLES, 'package.json')).workspaces;

/** The examples named on the command line, or all of them. */
function chosenExamples() {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !WORKSPACES.includes(name));
  if (unknown.length > 0) fail(`no example named ${unknown.join(', ')} (there are: ${WORKSPACES.join(', ')})`);
  return named.length > 0 ? named : WORKSPACES;
}

/** Fails unless the files the package ships from pkg/ and dist/ are built, and agree. */
function checkBuilt() {
  const copies = [
    ['pkg/hexadoku_bg.wasm', 'dist/hexadoku_bg.wasm'],
    ['pkg/solver/hexadoku_solver_bg.wasm', 'dist/hexadoku_solver_bg.wasm'],
  ];
  const missing = ['pkg/hexadoku.js', 'pkg/solver/hexadoku_solver.js', 'dist/hexadoku-worker.js', ...copies.flat()].filter(
    (file) => !existsSync(join(ROOT, file)),
  );
  if (missing.length > 0) {
    fail(`${missing.join(', ')} missing: build the WebAssembly module first (bash scripts/build-wasm.sh)`);
  }
  // dist/ holds copies of the modules: a different one means dist/ was built before pkg/.
  for (const [built, copy] of copies) {
    if (!readFileSync(join(ROOT, built)).equals(readFileSync(join(ROOT, copy)))) {
      fail(`${copy} differs from ${built}: rebuild dist/ (node scripts/build-worker.mjs)`);
    }
  }
}

/** Packs the package into examples/hexadoku.tgz, the file the examples depend on. */
function pack() {
  const { status, stdout, stderr } = spawnSync('npm', ['pack', '--json', '--pack-destination', EXAMPLES], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (status !== 0) fail(`npm pack failed:\n${stderr}`);
  const [{ filename, size, entryCount }] = JSON.parse(stdout);
  renameSync(join(EXAMPLES, filename), join(EXAMPLES, TARBALL));
  say(`packed ${filename} as examples/${TARBALL} (${entryCount} files, ${size} bytes)`);
}

/**
 * The tarball is new with every pack, so the lock file must not hold its checksum (npm
 * ci would refuse the new one). `npm install` in examples/ writes one: it is taken out.
 */
function dropTarballChecksum() {
  const lock = readJson(LOCK);
  if (lock.packages?.[PACKAGE_KEY]?.integrity === undefined) return;
  delete lock.packages[PACKAGE_KEY].integrity;
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  say(`removed the checksum of ${TARBALL} from examples/package-lock.json (it changes with every pack)`);
}

/**
 * Whether examples/node_modules holds what the lock file locks: npm's record of what it
 * installed (node_modules/.package-lock.json) lists every locked package as the lock
 * file does, and is newer than the lock file and the examples' package.json files. The
 * package itself is left out: it is reinstalled every time.
 */
function installedUpToDate() {
  if (!existsSync(INSTALLED)) return false;
  const installedAt = statSync(INSTALLED).mtimeMs;
  const manifests = [LOCK, join(EXAMPLES, 'package.json'), ...WORKSPACES.map((name) => join(EXAMPLES, name, 'package.json'))];
  if (manifests.some((file) => statSync(file).mtimeMs > installedAt)) return false;
  const locked = readJson(LOCK).packages;
  const installed = readJson(INSTALLED).packages;
  return Object.entries(locked).every(
    ([key, entry]) =>
      key === '' || key === PACKAGE_KEY || entry.optional || JSON.stringify(entry) === JSON.stringify(installed[key]),
  );
}

/**
 * Installs the examples' dependencies from the lock file when they are not up to date
 * (npm ci, which installs the new tarball too); otherwise reinstalls the package alone,
 * from the new tarball.
 */
function install() {
  const flags = ['--no-audit', '--no-fund', '--prefer-offline'];
  const started = performance.now();
  if (!installedUpToDate()) {
    say('installing the examples\' dependencies (npm ci in examples/)');
    if (!run('npm', ['ci', ...flags], EXAMPLES)) fail('npm ci in examples/ failed');
  } else if (!run('npm', ['install', '--no-save', ...flags, `./${TARBALL}`], EXAMPLES)) {
    fail(`npm install of examples/${TARBALL} failed`);
  }
  say(`installed in ${seconds(performance.now() - started)}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every file under `folder`, as paths relative to it, sorted. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** A table of the files an example's build emitted: name, bytes, and bytes gzipped. */
function emitted(name) {
  const dist = join(EXAMPLES, name, 'dist');
  const rows = filesUnder(dist).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return [file, String(bytes.length), String(gzipSync(bytes, { level: 9 }).length)];
  });
  const width = Math.max(4, ...rows.map(([file]) => file.length));
  const line = ([file, bytes, gzipped]) => `  ${file.padEnd(width)}  ${bytes.padStart(8)}  ${gzipped.padStart(8)}`;
  return [line(['file', 'bytes', 'gzipped']), ...rows.map(line)].join('\n');
}

checkBuilt();
const examples = chosenExamples();
pack();
dropTarballChecksum();
install();

const failed = [];
const reports = [];
for (const name of examples) {
  say(`building ${name} (npm run build in examples/${name})`);
  const started = performance.now();
  // A failed build leaves no output behind, for the tests to find and mistake for this one.
  rmSync(join(EXAMPLES, name, 'dist'), { recursive: true, force: true });
  if (run('npm', ['run', 'build'], join(EXAMPLES, name))) {
    reports.push(`${name}, built in ${seconds(performance.now() - started)}, emitted (examples/${name}/dist/):\n${emitted(name)}`);
  } else {
    failed.push(name);
  }
}
console.log(`\n${reports.join('\n\n')}`);
if (failed.length > 0) fail(`the build of ${failed.join(', ')} FAILED (see its output above)`);
say(`${examples.length} examples built`);
