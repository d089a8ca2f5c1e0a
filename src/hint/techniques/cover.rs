//! The search behind naked and hidden subsets and fish: pick `size` of up to sixteen
//! masks whose union has exactly `size` bits. Naked subsets pick cells by their letters,
//! hidden subsets letters by their cells, fish lines by their cross lines.

/// The choices of `size` items among `eligible` (bit `i` for `items[i]`) whose masks
/// together set exactly `size` bits, in lexicographic order, each as `(chosen, union)`.
/// Nothing is allocated: the choice being extended lives in a fixed stack, one level per
/// item, and the callers loop over the covers (one copy of the search for the three
/// finders, where a callback would have made one each).
pub(in crate::hint) fn covers(items: &[u16; 16], eligible: u16, size: u32) -> Covers<'_> {
    let mut levels = [Level::default(); 17];
    levels[0].rest = eligible;
    Covers {
        items,
        size,
        levels,
        depth: 0,
    }
}

/// The state of [`covers`].
pub(in crate::hint) struct Covers<'a> {
    items: &'a [u16; 16],
    size: u32,
    /// Level `d` holds a choice of `d` items, their union and the items still to try
    /// after them; levels up to `depth` are live.
    levels: [Level; 17],
    depth: usize,
}

#[derive(Clone, Copy, Default)]
struct Level {
    rest: u16,
    chosen: u16,
    union: u16,
}

impl Iterator for Covers<'_> {
    type Item = (u16, u16);

    fn next(&mut self) -> Option<(u16, u16)> {
        loop {
            let picked = self.depth as u32;
            let level = self.levels.get_mut(self.depth)?;
            // Too few items left to make up the size: this level is done.
            if picked >= self.size || level.rest.count_ones() < self.size - picked {
                self.depth = self.depth.checked_sub(1)?;
                continue;
            }
            let i = level.rest.trailing_zeros();
            level.rest &= level.rest - 1;
            let chosen = level.chosen | 1 << i;
            let union = level.union | self.items[i as usize];
            let width = union.count_ones();
            // A union past `size` bits only grows: prune. One with fewer bits than items
            // (say three cells sharing two letters) means the marks allow no solution,
            // and no pattern is read from them: prune too, which also keeps the search
            // short on such boards, where unions stay small whatever is added.
            if width > self.size || width <= picked {
                continue;
            }
            if picked + 1 == self.size {
                return Some((chosen, union));
            }
            let rest = level.rest;
            self.depth += 1;
            if let Some(next) = self.levels.get_mut(self.depth) {
                *next = Level {
                    rest,
                    chosen,
                    union,
                };
            }
        }
    }
}

/// The positions of `items` whose masks have between 2 and `size` bits: the ones a
/// pattern of `size` can use. One bit would be a single, found earlier.
pub(in crate::hint) fn eligible(items: &[u16; 16], size: u32) -> u16 {
    (0..16)
        .filter(|&i| (2..=size).contains(&items[i].count_ones()))
        .fold(0, |mask, i| mask | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_covers(items: &[u16; 16], size: u32) -> Vec<(u16, u16)> {
        covers(items, eligible(items, size), size).collect()
    }

    #[test]
    fn finds_every_choice_whose_union_has_its_size() {
        let mut items = [0xFFFF; 16];
        items[1] = 0b0011;
        items[4] = 0b0110;
        items[9] = 0b0101;
        items[12] = 0b0011;
        // Pairs: only 1 and 12 (bits 0,1). Triples: any three of 1, 4, 9, 12.
        assert_eq!(all_covers(&items, 2), [(1 << 1 | 1 << 12, 0b0011)]);
        let triples = all_covers(&items, 3);
        assert_eq!(triples.len(), 4);
        assert!(triples
            .iter()
            .all(|&(c, u)| c.count_ones() == 3 && u == 0b0111));
        assert!(all_covers(&items, 5).is_empty());
    }

    #[test]
    fn the_first_cover_is_the_lowest_choice() {
        let items = [0b11; 16];
        let first = covers(&items, 0xFFFF, 2).next();
        assert_eq!(first, Some((0b11, 0b11)));
    }
}
