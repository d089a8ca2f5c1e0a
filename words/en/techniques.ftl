### The techniques' names. Each technique's message is `technique-<id>`, its id being the
### core's `Technique::id`; the name alone is its value, and its attributes are its other
### forms: `.a` within a sentence, after its article ("an X-Wing", "pointing"); `.title`
### to open a sentence ("X-Wing", "Naked pair"); `.a-title`, the name after its article,
### to open a sentence ("An X-Wing"); `.plural`, more than one ("3 more hidden pairs").
###
### A message given a technique argument `$t` gets its name as `$t` and each of these forms
### as `$t-a`, `$t-title`, `$t-a-title` and `$t-plural`.

technique-full-house = full house
    .a = a full house
    .title = Full house
    .a-title = A full house
    .plural = full houses

technique-hidden-single = hidden single
    .a = a hidden single
    .title = Hidden single
    .a-title = A hidden single
    .plural = hidden singles

technique-direct-pointing = direct pointing
    .a = direct pointing
    .title = Direct pointing
    .a-title = Direct pointing
    .plural = direct pointings

technique-direct-claiming = direct claiming
    .a = direct claiming
    .title = Direct claiming
    .a-title = Direct claiming
    .plural = direct claimings

technique-direct-hidden-pair = direct hidden pair
    .a = a direct hidden pair
    .title = Direct hidden pair
    .a-title = A direct hidden pair
    .plural = direct hidden pairs

technique-naked-single = naked single
    .a = a naked single
    .title = Naked single
    .a-title = A naked single
    .plural = naked singles

technique-direct-hidden-triple = direct hidden triple
    .a = a direct hidden triple
    .title = Direct hidden triple
    .a-title = A direct hidden triple
    .plural = direct hidden triples

technique-pointing = pointing
    .a = pointing
    .title = Pointing
    .a-title = Pointing
    .plural = pointings

technique-claiming = claiming
    .a = claiming
    .title = Claiming
    .a-title = Claiming
    .plural = claimings

technique-naked-pair = naked pair
    .a = a naked pair
    .title = Naked pair
    .a-title = A naked pair
    .plural = naked pairs

technique-x-wing = X-Wing
    .a = an X-Wing
    .title = X-Wing
    .a-title = An X-Wing
    .plural = X-Wings

technique-hidden-pair = hidden pair
    .a = a hidden pair
    .title = Hidden pair
    .a-title = A hidden pair
    .plural = hidden pairs

technique-naked-triple = naked triple
    .a = a naked triple
    .title = Naked triple
    .a-title = A naked triple
    .plural = naked triples

technique-swordfish = swordfish
    .a = a swordfish
    .title = Swordfish
    .a-title = A swordfish
    .plural = swordfishs

technique-hidden-triple = hidden triple
    .a = a hidden triple
    .title = Hidden triple
    .a-title = A hidden triple
    .plural = hidden triples

technique-xy-wing = XY-Wing
    .a = an XY-Wing
    .title = XY-Wing
    .a-title = An XY-Wing
    .plural = XY-Wings

technique-direct-hidden-quad = direct hidden quad
    .a = a direct hidden quad
    .title = Direct hidden quad
    .a-title = A direct hidden quad
    .plural = direct hidden quads

technique-xyz-wing = XYZ-Wing
    .a = an XYZ-Wing
    .title = XYZ-Wing
    .a-title = An XYZ-Wing
    .plural = XYZ-Wings

technique-unique-rectangle-1 = unique rectangle type 1
    .a = a unique rectangle type 1
    .title = Unique rectangle type 1
    .a-title = A unique rectangle type 1
    .plural = unique rectangle type 1s

technique-unique-rectangle-2 = unique rectangle type 2
    .a = a unique rectangle type 2
    .title = Unique rectangle type 2
    .a-title = A unique rectangle type 2
    .plural = unique rectangle type 2s

technique-unique-rectangle-4 = unique rectangle type 4
    .a = a unique rectangle type 4
    .title = Unique rectangle type 4
    .a-title = A unique rectangle type 4
    .plural = unique rectangle type 4s

technique-unique-rectangle-3 = unique rectangle type 3
    .a = a unique rectangle type 3
    .title = Unique rectangle type 3
    .a-title = A unique rectangle type 3
    .plural = unique rectangle type 3s

technique-naked-quad = naked quad
    .a = a naked quad
    .title = Naked quad
    .a-title = A naked quad
    .plural = naked quads

technique-jellyfish = jellyfish
    .a = a jellyfish
    .title = Jellyfish
    .a-title = A jellyfish
    .plural = jellyfishs

technique-hidden-quad = hidden quad
    .a = a hidden quad
    .title = Hidden quad
    .a-title = A hidden quad
    .plural = hidden quads

technique-naked-subset-5 = naked subset of 5
    .a = a naked subset of 5
    .title = Naked subset of 5
    .a-title = A naked subset of 5
    .plural = naked subset of 5s

technique-bug-plus-one = BUG+1
    .a = a BUG+1
    .title = BUG+1
    .a-title = A BUG+1
    .plural = BUG+1s

technique-squirmbag = squirmbag
    .a = a squirmbag
    .title = Squirmbag
    .a-title = A squirmbag
    .plural = squirmbags

technique-hidden-subset-5 = hidden subset of 5
    .a = a hidden subset of 5
    .title = Hidden subset of 5
    .a-title = A hidden subset of 5
    .plural = hidden subset of 5s

technique-naked-subset-6 = naked subset of 6
    .a = a naked subset of 6
    .title = Naked subset of 6
    .a-title = A naked subset of 6
    .plural = naked subset of 6s

technique-whale = whale
    .a = a whale
    .title = Whale
    .a-title = A whale
    .plural = whales

technique-skyscraper = skyscraper
    .a = a skyscraper
    .title = Skyscraper
    .a-title = A skyscraper
    .plural = skyscrapers

technique-two-string-kite = 2-string kite
    .a = a 2-string kite
    .title = 2-string kite
    .a-title = A 2-string kite
    .plural = 2-string kites

technique-w-wing = W-Wing
    .a = a W-Wing
    .title = W-Wing
    .a-title = A W-Wing
    .plural = W-Wings

technique-colour-wrap = colour wrap
    .a = a colour wrap
    .title = Colour wrap
    .a-title = A colour wrap
    .plural = colour wraps

technique-colour-trap = colour trap
    .a = a colour trap
    .title = Colour trap
    .a-title = A colour trap
    .plural = colour traps

technique-x-chain = X-chain
    .a = an X-chain
    .title = X-chain
    .a-title = An X-chain
    .plural = X-chains

technique-hidden-subset-6 = hidden subset of 6
    .a = a hidden subset of 6
    .title = Hidden subset of 6
    .a-title = A hidden subset of 6
    .plural = hidden subset of 6s

technique-xy-chain = XY-chain
    .a = an XY-chain
    .title = XY-chain
    .a-title = An XY-chain
    .plural = XY-chains

technique-naked-subset-7 = naked subset of 7
    .a = a naked subset of 7
    .title = Naked subset of 7
    .a-title = A naked subset of 7
    .plural = naked subset of 7s

technique-alternating-inference-chain = alternating inference chain
    .a = an alternating inference chain
    .title = Alternating inference chain
    .a-title = An alternating inference chain
    .plural = alternating inference chains

technique-leviathan = leviathan
    .a = a leviathan
    .title = Leviathan
    .a-title = A leviathan
    .plural = leviathans

technique-hidden-subset-7 = hidden subset of 7
    .a = a hidden subset of 7
    .title = Hidden subset of 7
    .a-title = A hidden subset of 7
    .plural = hidden subset of 7s

technique-als-xz = ALS-XZ
    .a = an ALS-XZ
    .title = ALS-XZ
    .a-title = An ALS-XZ
    .plural = ALS-XZs

technique-cell-forcing-chain = cell forcing chain
    .a = a cell forcing chain
    .title = Cell forcing chain
    .a-title = A cell forcing chain
    .plural = cell forcing chains

technique-unit-forcing-chain = unit forcing chain
    .a = a unit forcing chain
    .title = Unit forcing chain
    .a-title = A unit forcing chain
    .plural = unit forcing chains

technique-dynamic-cell-forcing-chain = dynamic cell forcing chain
    .a = a dynamic cell forcing chain
    .title = Dynamic cell forcing chain
    .a-title = A dynamic cell forcing chain
    .plural = dynamic cell forcing chains

technique-dynamic-unit-forcing-chain = dynamic unit forcing chain
    .a = a dynamic unit forcing chain
    .title = Dynamic unit forcing chain
    .a-title = A dynamic unit forcing chain
    .plural = dynamic unit forcing chains

technique-nested-cell-forcing-chain = nested cell forcing chain
    .a = a nested cell forcing chain
    .title = Nested cell forcing chain
    .a-title = A nested cell forcing chain
    .plural = nested cell forcing chains

technique-nested-unit-forcing-chain = nested unit forcing chain
    .a = a nested unit forcing chain
    .title = Nested unit forcing chain
    .a-title = A nested unit forcing chain
    .plural = nested unit forcing chains

technique-last-resort = last resort
    .a = a last resort
    .title = Last resort
    .a-title = A last resort
    .plural = last resorts
