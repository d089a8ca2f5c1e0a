use hexadoku::*;
fn main() {
    let mut best = 0;
    for seed in 1..=40u64 {
        let g = generate(seed, Target::Minimal);
        let givens: Vec<Cell> = g.puzzle.filled().map(|(c, _)| c).collect();
        for removed in [4usize, 8, 12, 16, 20, 24, 28] {
            for trial in 0..4u64 {
                let mut rng = Rng::new(seed * 1000 + removed as u64 * 10 + trial);
                let mut grid = g.puzzle.clone();
                let mut order = givens.clone();
                rng.shuffle(&mut order);
                for &c in order.iter().take(removed) {
                    grid.set(c, None);
                }
                // a wrong letter at an empty cell, clashing with nothing
                let empties: Vec<Cell> = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
                let cell = empties[(rng.next_u64() % empties.len() as u64) as usize];
                let right = g.solution.get(cell).unwrap();
                let Some(wrong) = grid.candidates(cell).iter().find(|&l| l != right) else {
                    continue;
                };
                grid.set(cell, Some(wrong));
                let mut solver = Solver::with_budget(Budget::nodes(3_000_000));
                let t = std::time::Instant::now();
                let count = solver.count(&grid, 2);
                let ms = t.elapsed().as_secs_f64() * 1e3;
                if count.stats.nodes > best / 2 || ms > 500.0 {
                    best = best.max(count.stats.nodes);
                    println!("seed {seed} removed {removed} trial {trial}: {} nodes {:?} {} sols {ms:.0} ms {}", count.stats.nodes, count.completeness, count.solutions, to_line(&grid));
                }
            }
        }
    }
}
