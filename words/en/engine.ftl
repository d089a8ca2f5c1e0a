# The Engine's own words (www/engine/): what the main thread's Engine, its worker,
# worker-loading.js and load-failure.js say of a call or a load that failed, in the EngineError's message.
# Compiled by scripts/build-words.mjs into www/words/generated/<lang>/engine.js, each
# message a string or a function of its variables, so that the main thread says them
# at once. A refusal the WebAssembly module words as well (a text that is not a string,
# options that are no object, an onProgress that is no function) is errors.ftl's
# (engine-text-not-string, engine-not-an-object, engine-not-a-function): said from its
# compiled module, generated/<lang>/errors.js, not written twice.

## A call

engine-terminated = the engine was terminated: create a new Engine
engine-call-aborted = the call was aborted
engine-aborted-by-another = aborted with another call on the same engine
# `$why`: what the getter or the Proxy threw.
engine-options-unreadable = the options cannot be read ({ $why })
# `$why`: why the browser could not copy them (a function, say).
engine-options-unsendable = the options cannot be sent to the engine's worker ({ $why })
engine-not-a-signal = signal must be an AbortSignal
engine-no-method = the engine has no method { $method }
engine-bad-lang = lang must be a language tag, such as "de" or "zh-Hans"

## A load that failed: `$url` is the file's address, `$why` what went wrong.

engine-request-refused = the request was refused (offline, CORS, or a Content-Security-Policy)
# `$type`: the Content-Type it was served with; `$expected`, JavaScript or application/wasm.
engine-served-as = served as { $type }, not { $expected }
engine-no-type = no type
engine-worker-refused = the engine's worker at { $url } was refused by the page's Content-Security-Policy ({ $directive })
engine-worker-import-failed = the engine's worker at { $url } failed to load one of the modules it imports
engine-worker-failed = the engine's worker failed to load from { $url }: { $why }
engine-worker-failed-unknown = the engine's worker failed to load from { $url }, and why could not be told (offline?)
engine-worker-not-found = the engine cannot find its worker: bundle it as an ES module, or give the Engine a workerUrl
# `$value`: what was given, as a string.
engine-worker-url-invalid = workerUrl is not a URL: { $value }
engine-module-needs-wasm-eval = the engine's WebAssembly module was refused by the page's Content-Security-Policy ({ $directive } needs 'wasm-unsafe-eval')
engine-module-failed-to-start = the engine's WebAssembly module failed to start ({ $why })
engine-module-refused = the engine's WebAssembly module at { $url } was refused by the page's Content-Security-Policy ({ $directive })
engine-module-failed = the engine's WebAssembly module failed to load from { $url }: { $why }
