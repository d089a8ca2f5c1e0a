//! The search behind naked and hidden subsets and fish: pick `size` of up to sixteen
//! masks whose union has exactly `size` bits. Naked subsets pick cells by their letters,
//! hidden subsets letters by their cells, fish lines by their cross lines.

/// Calls `found(chosen, union)` for each choice of `size` items among `eligible` (bit
/// `i` for `items[i]`) whose masks together set exactly `size` bits, in lexicographic
/// order, until `found` returns something. Nothing is allocated: the choice lives in
/// the recursion, at most `size` deep.
pub(super) fn find_cover<T>(
    items: &[u16; 16],
    eligible: u16,
    size: u32,
    found: impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    Search { items, size, found }.extend(eligible, 0, 0)
}

struct Search<'a, F> {
    items: &'a [u16; 16],
    size: u32,
    found: F,
}

impl<T, F: FnMut(u16, u16) -> Option<T>> Search<'_, F> {
    /// Adds items from `rest` to `chosen`, whose masks together are `union`.
    fn extend(&mut self, mut rest: u16, chosen: u16, union: u16) -> Option<T> {
        let picked = chosen.count_ones();
        if picked == self.size {
            // The bounds below keep the union at exactly `size` bits here.
            return (self.found)(chosen, union);
        }
        while rest.count_ones() >= self.size - picked {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let wider = union | self.items[i as usize];
            let width = wider.count_ones();
            // A union past `size` bits only grows: prune. One with fewer bits than items
            // (say three cells sharing two letters) means the marks allow no solution,
            // and no pattern is read from them: prune too, which also keeps the search
            // short on such boards, where unions stay small whatever is added.
            if width <= self.size && width > picked {
                if let Some(result) = self.extend(rest, chosen | 1 << i, wider) {
                    return Some(result);
                }
            }
        }
        None
    }
}

/// The positions of `items` whose masks have between 2 and `size` bits: the ones a
/// pattern of `size` can use. One bit would be a single, found earlier.
pub(super) fn eligible(items: &[u16; 16], size: u32) -> u16 {
    (0..16)
        .filter(|&i| (2..=size).contains(&items[i].count_ones()))
        .fold(0, |mask, i| mask | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_covers(items: &[u16; 16], size: u32) -> Vec<(u16, u16)> {
        let mut seen = Vec::new();
        let none: Option<()> = find_cover(items, eligible(items, size), size, |c, u| {
            seen.push((c, u));
            None
        });
        assert!(none.is_none());
        seen
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
    fn stops_at_the_first_answer() {
        let items = [0b11; 16];
        let first = find_cover(&items, 0xFFFF, 2, |c, _| Some(c));
        assert_eq!(first, Some(0b11));
    }
}
