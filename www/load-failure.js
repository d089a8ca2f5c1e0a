// Why a file of the engine did not load, in words a page's author can act on: the
// worker's script (engine.js asks) or the core's .wasm (the worker asks). A browser says
// only that a worker failed, or gives a bare network error; asking for the file again
// tells a missing file from one served with the wrong type or refused.

/** The Content-Type each kind of file must have. */
const EXPECTED = {
  script: { pattern: /^(text|application)\/(x-)?(javascript|ecmascript)\b/i, name: 'JavaScript' },
  wasm: { pattern: /^application\/wasm\b/i, name: 'application/wasm' },
};

/**
 * Why `url`, a file of `kind` ('script' or 'wasm'), did not load: "HTTP 404 Not Found",
 * "served as text/html, not JavaScript", or that the request itself was refused (by the
 * network, CORS or a Content-Security-Policy). `undefined` when it loads fine now:
 * then the trouble was elsewhere (a module it imports, say).
 */
export async function whyNotLoaded(url, kind) {
  let response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    return 'the request was refused (offline, CORS, or a Content-Security-Policy)';
  }
  if (!response.ok) return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const type = response.headers.get('Content-Type') ?? '';
  const { pattern, name } = EXPECTED[kind];
  if (!pattern.test(type)) return `served as ${type || 'no type'}, not ${name}`;
  return undefined;
}

