# The Engine's own words (www/engine/): what the main thread's Engine, its worker,
# worker-loading.js and load-failure.js say of a call or a load that failed, in the EngineError's message.
# Compiled by scripts/build-words.mjs into www/words/generated/<lang>/engine.js, each
# message a string or a function of its variables, so that the main thread says them
# at once. A refusal the WebAssembly module words as well (a text that is not a string,
# options that are no object, an onProgress that is no function) is errors.ftl's
# (engine-text-not-string, engine-not-an-object, engine-not-a-function): said from its
# compiled module, generated/<lang>/errors.js, not written twice.

## A call

engine-terminated = 引擎已被终止：请新建一个 Engine
engine-call-aborted = 调用已中止
engine-aborted-by-another = 同一引擎上的另一个调用使其中止
# `$why`: what the getter or the Proxy threw.
engine-options-unreadable = 无法读取选项（{ $why }）
# `$why`: why the browser could not copy them (a function, say).
engine-options-unsendable = 无法将选项发送给引擎的 worker（{ $why }）
engine-not-a-signal = signal 必须是 AbortSignal
engine-no-method = 引擎没有 { $method } 方法
engine-bad-lang = lang 必须是语言标签，例如 "de" 或 "zh-Hans"

## A load that failed: `$url` is the file's address, `$why` what went wrong.

engine-request-refused = 请求被拒绝（离线、CORS 或 Content-Security-Policy）
# `$type`: the Content-Type it was served with; `$expected`, JavaScript or application/wasm.
engine-served-as = 服务器返回的类型是 { $type }，而不是 { $expected }
engine-no-type = 无类型
engine-worker-refused = 位于 { $url } 的引擎 worker 被页面的 Content-Security-Policy 拒绝（{ $directive }）
engine-worker-import-failed = 位于 { $url } 的引擎 worker 未能加载它导入的某个模块
engine-worker-failed = 无法从 { $url } 加载引擎 worker：{ $why }
engine-worker-failed-unknown = 无法从 { $url } 加载引擎 worker，且无法得知原因（是否离线？）
engine-worker-not-found = 引擎找不到它的 worker：请将其作为 ES 模块打包，或为 Engine 提供 workerUrl
# `$value`: what was given, as a string.
engine-worker-url-invalid = workerUrl 不是有效的 URL：{ $value }
engine-module-needs-wasm-eval = 引擎的 WebAssembly 模块被页面的 Content-Security-Policy 拒绝（{ $directive } 需要 'wasm-unsafe-eval'）
engine-module-failed-to-start = 引擎的 WebAssembly 模块未能启动（{ $why }）
engine-module-refused = 位于 { $url } 的引擎 WebAssembly 模块被页面的 Content-Security-Policy 拒绝（{ $directive }）
engine-module-failed = 无法从 { $url } 加载引擎的 WebAssembly 模块：{ $why }
