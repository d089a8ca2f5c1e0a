// Why a file of the engine did not load, in words a page's author can act on: the
// worker's script (engine.js asks) or the core's .wasm (the worker asks). A browser says
// only that a worker failed, or gives a bare network error; the page's
// Content-Security-Policy's refusals, heard as they happened, name the directive, and
// asking for the file again tells a missing file from one served with the wrong type.
// Loaded when a load has failed, not with the engine. Its words are engine.ftl's: each
// function answers a description, a function of a language's words (generated/<lang>/
// engine.js) that says it in them, so that each call it fails says it in its `lang`.

/** The Content-Type each kind of file must have. */
const EXPECTED = {
  script: { pattern: /^(text|application)\/(x-)?(javascript|ecmascript)\b/i, name: 'JavaScript' },
  wasm: { pattern: /^application\/wasm\b/i, name: 'application/wasm' },
};

/**
 * Why `url`, a file of `kind` ('script' or 'wasm'), did not load, described: "HTTP 404
 * Not Found", "served as text/html, not JavaScript", or that the request itself was
 * refused (by the network, CORS or a Content-Security-Policy). `undefined` when it loads
 * fine now: then the trouble was elsewhere (a module it imports, say).
 * @returns {Promise<((words: object) => string) | undefined>}
 */
export async function whyNotLoaded(url, kind) {
  let response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    return (words) => words.engineRequestRefused;
  }
  if (!response.ok) return () => `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const type = response.headers.get('Content-Type') ?? '';
  const { pattern, name } = EXPECTED[kind];
  if (!pattern.test(type)) return (words) => words.engineServedAs(type || words.engineNoType, name);
  return undefined;
}


/**
 * The directive of the Content-Security-Policy that refused `url` (or the `blob:` script
 * a worker from another origin starts with), among `refusals` (`{ blocked, directive }`,
 * newest last), if one did.
 */
function refusedBy(url, refusals) {
  const refused = ({ blocked }) => blocked === url.href || blocked === url.origin || blocked === 'blob';
  return refusals.findLast(refused)?.directive;
}

/** What a worker whose script at `url` did not load says (engine.js), described. */
export async function workerFailure(url, refusals) {
  const why = await whyNotLoaded(url, 'script');
  const directive = refusedBy(url, refusals);
  if (directive) return (words) => words.engineWorkerRefused(url.href, directive);
  return why === undefined
    ? (words) => words.engineWorkerImportFailed(url.href)
    : (words) => words.engineWorkerFailed(url.href, why(words));
}

/**
 * What a worker whose core (the .wasm at `url`) did not load says (hexadoku-worker.js), described:
 * `refusal` the policy's last refusal in the worker, if any; `compiled` whether the page
 * gave the worker the module, compiled, which then failed to start with `error`.
 */
export async function moduleFailure(url, { refusal, compiled, error }) {
  if (refusal?.blocked === 'wasm-eval') {
    return (words) => words.engineModuleNeedsWasmEval(refusal.directive);
  }
  if (compiled) return (words) => words.engineModuleFailedToStart(error.message);
  const directive = refusal && refusedBy(url, [refusal]);
  if (directive) return (words) => words.engineModuleRefused(url.href, directive);
  const why = await whyNotLoaded(url, 'wasm');
  return (words) => words.engineModuleFailed(url.href, why?.(words) ?? error.message);
}
