//! A user's own JavaScript API over the core.

use hexadoku::{parse_puzzle, to_line, Meter, Outcome, Solver};
use std::alloc::{GlobalAlloc, Layout, System};
use wasm_bindgen::prelude::*;

/// The user's own allocator: the system one, behind a wrapper of theirs.
struct Mine;

unsafe impl GlobalAlloc for Mine {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Mine = Mine;

/// The user's own `solve`: the solution as one line, or an empty string.
#[wasm_bindgen]
pub fn solve(text: &str) -> String {
    let Ok(puzzle) = parse_puzzle(text) else {
        return String::new();
    };
    match Solver::new().solve(&puzzle, &mut Meter::unlimited()).outcome {
        Outcome::Solved(grid) => to_line(&grid),
        _ => String::new(),
    }
}
