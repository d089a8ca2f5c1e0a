# Die eigenen Worte der Engine (www/engine/): was die Engine im Haupt-Thread, ihr Worker,
# worker-loading.js und load-failure.js über einen gescheiterten Aufruf oder ein
# gescheitertes Laden sagen, in der Nachricht des EngineError. Kompiliert von
# scripts/build-words.mjs nach www/words/generated/<lang>/engine.js.

## Ein Aufruf

engine-terminated = die Engine wurde beendet: Erstelle eine neue Engine
engine-call-aborted = der Aufruf wurde abgebrochen
engine-aborted-by-another = abgebrochen durch einen anderen Aufruf an dieselbe Engine
# `$why`: was der Getter oder der Proxy geworfen hat.
engine-options-unreadable = die Optionen können nicht gelesen werden ({ $why })
# `$why`: warum der Browser sie nicht kopieren konnte (etwa eine Funktion).
engine-options-unsendable = die Optionen können nicht an den Worker der Engine gesendet werden ({ $why })
engine-not-a-signal = signal muss ein AbortSignal sein
engine-no-method = die Engine hat keine Methode { $method }
engine-bad-lang = lang muss ein Sprach-Tag sein, etwa "de" oder "zh-Hans"

## Ein gescheitertes Laden: `$url` ist die Adresse der Datei, `$why` was schiefging.

engine-request-refused = die Anfrage wurde abgelehnt (offline, CORS oder eine Content-Security-Policy)
# `$type`: der Content-Type, mit dem sie ausgeliefert wurde; `$expected`, JavaScript oder application/wasm.
engine-served-as = ausgeliefert als { $type }, nicht als { $expected }
engine-no-type = kein Typ
engine-worker-refused = der Worker der Engine unter { $url } wurde von der Content-Security-Policy der Seite abgelehnt ({ $directive })
engine-worker-import-failed = der Worker der Engine unter { $url } konnte eines der Module, die er importiert, nicht laden
engine-worker-failed = der Worker der Engine konnte nicht von { $url } geladen werden: { $why }
engine-worker-failed-unknown = der Worker der Engine konnte nicht von { $url } geladen werden, und der Grund ließ sich nicht feststellen (offline?)
engine-worker-not-found = die Engine findet ihren Worker nicht: Binde ihn als ES-Modul ein oder gib der Engine eine workerUrl
# `$value`: was angegeben wurde, als String.
engine-worker-url-invalid = workerUrl ist keine URL: { $value }
engine-module-needs-wasm-eval = das WebAssembly-Modul der Engine wurde von der Content-Security-Policy der Seite abgelehnt ({ $directive } braucht 'wasm-unsafe-eval')
engine-module-failed-to-start = das WebAssembly-Modul der Engine konnte nicht starten ({ $why })
engine-module-refused = das WebAssembly-Modul der Engine unter { $url } wurde von der Content-Security-Policy der Seite abgelehnt ({ $directive })
engine-module-failed = das WebAssembly-Modul der Engine konnte nicht von { $url } geladen werden: { $why }
