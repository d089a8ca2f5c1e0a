//! Reads one puzzle from standard input and prints its solution.

use hexadoku::{parse_puzzle, to_line, Meter, Outcome, Solver};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("standard input");
    let puzzle = parse_puzzle(&text).expect("a puzzle");
    match Solver::new().solve(&puzzle, &mut Meter::unlimited()).outcome {
        Outcome::Solved(grid) => println!("{}", to_line(&grid)),
        other => println!("{other:?}"),
    }
}
