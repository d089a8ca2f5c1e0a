//! `hexadoku hint --json`'s and `explain --json`'s failures: a puzzle with no answer, as
//! one JSON object in the shape of the `Error` the JavaScript API would throw. The
//! answers themselves are the core's own JSON (`Hint::to_json`, `SolvingPath::to_json`,
//! src/hint/json.rs), as the WebAssembly API's are.

use serde_json::{json, Value};

/// `{ status: "error", code, message }`: a puzzle with no answer, as the `code` and the
/// message of the `Error` the JavaScript API would throw ("parse", "clash", "gave-up").
pub fn error(code: &str, message: String) -> Value {
    json!({ "status": "error", "code": code, "message": message })
}
