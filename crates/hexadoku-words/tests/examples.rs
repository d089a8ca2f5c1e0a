//! What the core's technique tests find on their boards, written in English: each pair
//! is the message a core test asserts a step says (as JSON data, in
//! `src/hint/techniques/`) and the sentence it reads as, whole or in part.

mod common;

use hexadoku::Symbols;
use hexadoku_words::Words;

/// How the sentence is checked against the English.
enum Reads {
    Whole,
    StartsWith,
    EndsWith,
    Contains,
}
use Reads::*;

/// The core tests' messages: the file of the test, the data, and what it reads as.
const EXAMPLES: &[(&str, &str, Reads, &str)] = &[
    (
        "als.rs",
        r#"{"id":"als-explain","args":{"technique":{"technique":"als-xz"},"a":{"message":{"id":"als-set","args":{"unit":{"unit":0},"cells":{"cells":[0,1],"join":"and"},"letters":{"letters":"ABC","join":"or"}}}},"b":{"message":{"id":"als-set","args":{"unit":{"unit":4},"cells":{"cells":[64,66],"join":"and"},"letters":{"letters":"ACD","join":"or"}}}},"restricted":{"letter":"A"},"removals":{"removals":[{"cell":2,"letters":"C"},{"cell":18,"letters":"C"},{"cell":34,"letters":"C"},{"cell":50,"letters":"C"},{"cell":65,"letters":"C"},{"cell":81,"letters":"C"},{"cell":97,"letters":"C"},{"cell":113,"letters":"C"}]}}}"#,
        Whole,
        "ALS-XZ: in row 1, R1C1 and R1C2 can only be A, B or C, and in row 5, R5C1 and R5C3 can only be A, C or D, each one letter more than its cells; A cannot be in both, as its places in one see those in the other, so one of the two sets is locked without it and holds all its other letters: remove C from R1C3, R2C3, R3C3, R4C3, R5C2, R6C2, R7C2 and R8C2, which see every place of them in both sets.",
    ),
    (
        "direct.rs",
        r#"{"id":"direct-locked-explain","args":{"technique":{"technique":"direct-pointing"},"single":{"unit":33},"cell":{"cell":38},"unit":{"unit":32},"letter":{"letter":"B"},"cells":{"cells":[1,2],"join":"and"},"target":{"unit":0},"targets":{"cells":[4,8,9,10,11,12,13,14,15],"join":"and"}}}"#,
        Whole,
        "Direct pointing: in box 1, B can only go in R1C2 and R1C3 (row 1), so no other cell of row 1 can be B; then in box 2, B fits only in R3C7: place B there (and remove it from R1C5, R1C9, R1C10, R1C11, R1C12, R1C13, R1C14, R1C15 and R1C16).",
    ),
    (
        "direct.rs",
        r#"{"id":"direct-hidden-explain","args":{"single":{"letter":"K"},"cell":{"cell":67},"technique":{"technique":"direct-hidden-pair"},"unit":{"unit":19},"letters":{"letters":"GH","join":"and"},"cells":{"cells":[19,147],"join":"and"},"removals":{"removals":[{"cell":19,"letters":"K"},{"cell":147,"letters":"B"}]}}}"#,
        Whole,
        "Direct hidden pair: in column 4, G and H can only go in R2C4 and R10C4, so those cells hold nothing else, not even K; then K fits only in R5C4: place K there (and remove K from R2C4, and B from R10C4).",
    ),
    (
        "bug.rs",
        r#"{"id":"bug-explain","args":{"technique":{"technique":"bug-plus-one"},"cell":{"cell":0},"letter":{"letter":"P"}}}"#,
        Whole,
        "BUG+1: every empty cell but R1C1 can only be two letters, and every letter has two places or none in each unit, but for P, which has three in each unit of R1C1; since the puzzle has one solution, R1C1 must be P (without it, the letters could be taken either way round, giving two solutions or none).",
    ),
    (
        "bug.rs",
        r#"{"id":"bug-look-for","args":{"technique":{"technique":"bug-plus-one"},"unit":{"unit":32}}}"#,
        Whole,
        "Look for a BUG+1: every empty cell but one, in box 1, can only be two letters.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":0},"unit":{"unit":0}}}],"join":"comma"},"ending":{"word":"same-cell"},"last":{"cell":0},"end":{"letter":"B"},"targets":{"cells":[0],"join":"and"},"count":{"number":1},"removals":{"removals":[{"cell":0,"letters":"CDEFGHIJKLMNOP"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R1C1 is B (row 1); either way, R1C1 is A or B: remove C, D, E, F, G, H, I, J, K, L, M, N, O and P from R1C1.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":42},"unit":{"unit":34}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":33},"unit":{"unit":2}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":33},"end":{"letter":"C"},"targets":{"cells":[0,33],"join":"and"},"count":{"number":2},"removals":{"removals":[{"cell":0,"letters":"C"},{"cell":33,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R3C11 is B (box 3), so it is not C, so R3C2 is C (row 3); either way, R1C1 is A or R3C2 is C, and they see each other: remove C from R1C1, and A from R3C2.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":104},"unit":{"unit":24}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":98},"unit":{"unit":6}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":210},"unit":{"unit":18}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":210},"end":{"letter":"A"},"targets":{"cells":[192,208,224,240],"join":"and"},"count":{"number":4},"removals":{"removals":[{"cell":192,"letters":"A"},{"cell":208,"letters":"A"},{"cell":224,"letters":"A"},{"cell":240,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R7C9 is B (column 9), so it is not C, so R7C3 is C (row 7), so it is not A, so R14C3 is A (column 3); either way, one of R1C1 and R14C3 is A: remove A from R13C1, R14C1, R15C1 and R16C1, which see both.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":64},"unit":{"unit":16}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":72},"unit":{"unit":4}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":24}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":8},"end":{"letter":"B"},"targets":{"cells":[8],"join":"and"},"count":{"number":1},"removals":{"removals":[{"cell":8,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, it is D, so R5C1 is not D (column 1), so R5C9 is D (row 5), so it is not B, so R1C9 is B (column 9); either way, R1C1 is A or R1C9 is B, and they see each other: remove A from R1C9.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"x-chain"},"first":{"cell":0},"start":{"letter":"D"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":8},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":72},"unit":{"unit":24}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":77},"unit":{"unit":4}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":157},"unit":{"unit":29}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":145},"unit":{"unit":9}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":145},"end":{"letter":"D"},"targets":{"cells":[17,33,49,128,160,176],"join":"and"},"count":{"number":6},"removals":{"removals":[{"cell":17,"letters":"D"},{"cell":33,"letters":"D"},{"cell":49,"letters":"D"},{"cell":128,"letters":"D"},{"cell":160,"letters":"D"},{"cell":176,"letters":"D"}]}}}"#,
        Whole,
        "X-chain: if R1C1 is not D, R1C9 is D (row 1), so R5C9 is not D (column 9), so R5C14 is D (row 5), so R10C14 is not D (column 14), so R10C2 is D (row 10); either way, one of R1C1 and R10C2 is D: remove D from R2C2, R3C2, R4C2, R9C1, R11C1 and R12C1, which see both.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"xy-chain"},"first":{"cell":0},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":6},"unit":{"unit":0}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":86},"unit":{"unit":22}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":91},"unit":{"unit":5}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":91},"end":{"letter":"A"},"targets":{"cells":[11,80],"join":"and"},"count":{"number":2},"removals":{"removals":[{"cell":11,"letters":"A"},{"cell":80,"letters":"A"}]}}}"#,
        Whole,
        "XY-chain: if R1C1 is not A, it is B, so R1C7 is not B (row 1), so it is C, so R6C7 is not C (column 7), so it is D, so R6C12 is not D (row 6), so it is A; either way, one of R1C1 and R6C12 is A: remove A from R1C12 and R6C1, which see both.",
    ),
    (
        "colouring.rs",
        r#"{"id":"colour-trap-explain","args":{"technique":{"technique":"colour-trap"},"letter":{"letter":"F"},"first":{"cells":[0,103,219],"join":"and"},"second":{"cells":[7,107,210],"join":"and"},"targets":{"cells":[18,34,50,192,224,240],"join":"and"},"count":{"number":6}}}"#,
        Whole,
        "Colour trap: linking the places of F in units where it has only two, R1C1, R7C8 and R14C12 take one colour and R1C8, R7C12 and R14C3 the other, and one colour is F; R2C3, R3C3, R4C3, R13C1, R15C1 and R16C1 each see both colours, so remove F from them.",
    ),
    (
        "colouring.rs",
        r#"{"id":"colour-wrap-explain","args":{"technique":{"technique":"colour-wrap"},"letter":{"letter":"G"},"first":{"cells":[0,19,88],"join":"and"},"second":{"cells":[8,83],"join":"and"},"targets":{"cells":[0,19,88],"join":"and"},"unit":{"unit":32}}}"#,
        Whole,
        "Colour wrap: linking the places of G in units where it has only two, R1C1, R2C4 and R6C9 take one colour and R1C9 and R6C4 the other, and one colour is G; two cells of the first share box 1, so it is not G: remove G from R1C1, R2C4 and R6C9.",
    ),
    (
        "dynamic_forcing.rs",
        r#"{"id":"look-for","args":{"technique":{"technique":"dynamic-cell-forcing-chain"},"unit":{"unit":32},"where":{"word":"in"}}}"#,
        Whole,
        "Look for a dynamic cell forcing chain in box 1.",
    ),
    (
        "dynamic_forcing.rs",
        r#"{"id":"dynamic-cell-fails","args":{"cell":{"cell":0},"dead":{"letters":"A","join":"or"},"branches":{"messages":[{"id":"dynamic-branch-fails","args":{"premise":{"letter":"A"},"links":{"message":{"id":"dynamic-links","args":{"named":{"word":"no"},"links":{"messages":[],"join":"then"},"more":{"word":"no"}}}}}}],"join":"semicolon"},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#,
        Whole,
        "R1C1 cannot be A: supposing A, singles, locked candidates and naked pairs run into a contradiction; so R1C1 is B.",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"jellyfish"},"bases":{"units":[1,4,8,13],"join":"and"},"letter":{"letter":"D"},"covers":{"units":[18,22,26,31],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[2,6,10,15,34,38,42,47,50,54,58,63,82,86,90,95,98,102,106,111,114,118,122,127,146,150,154,159,162,166,170,175,178,182,186,191,194,198,202,207,226,230,234,239,242,246,250,255],"join":"and"}}}"#,
        StartsWith,
        "Jellyfish: in rows 2, 5, 9 and 14, D can only go in columns 3, 7, 11 and 16, so in those columns D must be in rows 2, 5, 9 and 14: remove it from R1C3, R1C7, R1C11, R1C16, R3C3,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"squirmbag"},"bases":{"units":[16,19,21,25,28],"join":"and"},"letter":{"letter":"K"},"covers":{"units":[1,2,7,11,14],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[17,18,20,22,23,24,26,27,29,30,31,33,34,36,38,39,40,42,43,45,46,47,113,114,116,118,119,120,122,123,125,126,127,177,178,180,182,183,184,186,187,189,190,191,225,226,228,230,231,232,234,235,237,238,239],"join":"and"}}}"#,
        StartsWith,
        "Squirmbag: in columns 1, 4, 6, 10 and 13, K can only go in rows 2, 3, 8, 12 and 15, so in those rows K must be in columns 1, 4, 6, 10 and 13: remove it from R2C2,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"swordfish"},"bases":{"units":[16,21,26],"join":"and"},"letter":{"letter":"C"},"covers":{"units":[0,4,11],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[1,2,3,4,6,7,8,9,11,12,13,14,15,65,66,67,68,70,71,72,73,75,76,77,78,79,177,178,179,180,182,183,184,185,187,188,189,190,191],"join":"and"}}}"#,
        StartsWith,
        "Swordfish: in columns 1, 6 and 11, C can only go in rows 1, 5 and 12, so in those rows C must be in columns 1, 6 and 11:",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"whale"},"bases":{"units":[0,2,5,7,10,15],"join":"and"},"letter":{"letter":"G"},"covers":{"units":[17,19,20,24,28,29],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[17,19,20,24,28,29,49,51,52,56,60,61,65,67,68,72,76,77,97,99,100,104,108,109,129,131,132,136,140,141,145,147,148,152,156,157,177,179,180,184,188,189,193,195,196,200,204,205,209,211,212,216,220,221,225,227,228,232,236,237],"join":"and"}}}"#,
        StartsWith,
        "Whale: in rows 1, 3, 6, 8, 11 and 16, G can only go in columns 2, 4, 5, 9, 13 and 14, so in those columns G must be in rows 1, 3, 6, 8, 11 and 16: remove it from R2C2,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"x-wing"},"bases":{"units":[1,8],"join":"and"},"letter":{"letter":"A"},"covers":{"units":[19,28],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[3,12,35,44,51,60,67,76,83,92,99,108,115,124,147,156,163,172,179,188,195,204,211,220,227,236,243,252],"join":"and"}}}"#,
        StartsWith,
        "X-Wing: in rows 2 and 9, A can only go in columns 4 and 13, so in those columns A must be in rows 2 and 9: remove it from R1C4, R1C13, R3C4,",
    ),
    (
        "forcing.rs",
        r#"{"id":"cell-forcing-fails","args":{"cell":{"cell":0},"dead":{"letters":"A","join":"or"},"count":{"number":1},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#,
        Whole,
        "R1C1 cannot be A: supposing it is, singles, locked candidates and naked pairs run into a contradiction; so R1C1 is B.",
    ),
    (
        "locked.rs",
        r#"{"id":"locked-explain","args":{"unit":{"unit":32},"letter":{"letter":"B"},"cells":{"cells":[1,2],"join":"and"},"target":{"unit":0},"targets":{"cells":[4,5,6,7,8,9,10,11,12,13,14,15],"join":"and"}}}"#,
        StartsWith,
        "In box 1, B can only go in R1C2 and R1C3 (row 1), so no other cell of row 1 can be B: remove it from R1C5,",
    ),
    (
        "locked.rs",
        r#"{"id":"locked-explain","args":{"unit":{"unit":22},"letter":{"letter":"H"},"cells":{"cells":[134,166],"join":"and"},"target":{"unit":41},"targets":{"cells":[132,133,135,148,149,151,164,165,167,180,181,183],"join":"and"}}}"#,
        StartsWith,
        "In column 7, H can only go in R9C7 and R11C7 (box 10), so no other cell of box 10 can be H: remove it from R9C5, R9C6, R9C8, R10C5,",
    ),
    (
        "nested_forcing.rs",
        r#"{"id":"look-for","args":{"technique":{"technique":"nested-cell-forcing-chain"},"unit":{"unit":32},"where":{"word":"in"}}}"#,
        StartsWith,
        "Look for a nested cell forcing chain",
    ),
    (
        "single_digit.rs",
        r#"{"id":"two-links-explain","args":{"technique":{"technique":"two-string-kite"},"letter":{"letter":"E"},"line":{"unit":1},"end":{"cell":26},"base":{"cell":18},"other-line":{"unit":17},"other-base":{"cell":33},"other-end":{"cell":209},"shared":{"unit":32},"targets":{"cells":[218],"join":"and"}}}"#,
        Whole,
        "2-string kite: in row 2, E can only go in R2C11 or R2C3, and in column 2 only in R3C2 or R14C2; R2C3 and R3C2 share box 1, so they are not both E and one of R2C11 and R14C2 is: remove E from R14C11.",
    ),
    (
        "single_digit.rs",
        r#"{"id":"two-links-explain","args":{"technique":{"technique":"skyscraper"},"letter":{"letter":"D"},"line":{"unit":17},"end":{"cell":17},"base":{"cell":177},"other-line":{"unit":24},"other-base":{"cell":184},"other-end":{"cell":56},"shared":{"unit":11},"targets":{"cells":[25,26,27,48,50,51],"join":"and"}}}"#,
        Whole,
        "Skyscraper: in column 2, D can only go in R2C2 or R12C2, and in column 9 only in R12C9 or R4C9; R12C2 and R12C9 share row 12, so they are not both D and one of R2C2 and R4C9 is: remove D from R2C10, R2C11, R2C12, R4C1, R4C3 and R4C4.",
    ),
    (
        "singles.rs",
        r#"{"id":"hidden-single-explain","args":{"unit":{"unit":37},"letter":{"letter":"E"},"cell":{"cell":101}}}"#,
        Whole,
        "In box 6, E fits only in R7C6.",
    ),
    (
        "singles.rs",
        r#"{"id":"full-house-explain","args":{"cell":{"cell":15},"unit":{"unit":0},"letter":{"letter":"P"}}}"#,
        Whole,
        "R1C16 is the last empty cell in row 1, so it takes the missing letter P.",
    ),
    (
        "singles.rs",
        r#"{"id":"naked-single-explain","args":{"cell":{"cell":105},"letter":{"letter":"K"}}}"#,
        Whole,
        "R7C10 can only be K: every other letter is already in its row, column or box.",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-pair"},"unit":{"unit":19},"letters":{"letters":"GH","join":"and"},"cells":{"cells":[19,147],"join":"and"},"removals":{"removals":[{"cell":19,"letters":"K"},{"cell":147,"letters":"B"}]}}}"#,
        Whole,
        "Hidden pair: in column 4, G and H can only go in R2C4 and R10C4, so those cells hold nothing else: remove K from R2C4, and B from R10C4.",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-quad"},"unit":{"unit":28},"letters":{"letters":"MNOP","join":"and"},"cells":{"cells":[28,108,156,252],"join":"and"},"removals":{"removals":[{"cell":28,"letters":"ABCDEFGHIJKL"},{"cell":108,"letters":"ABCDEFGHIJKL"},{"cell":156,"letters":"ABCDEFGHIJKL"},{"cell":252,"letters":"ABCDEFGHIJKL"}]}}}"#,
        StartsWith,
        "Hidden quad: in column 13, M, N, O and P can only go in R2C13, R7C13, R10C13 and R16C13, so those cells hold nothing else:",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-subset-7"},"unit":{"unit":15},"letters":{"letters":"ABCDEFG","join":"and"},"cells":{"cells":[240,241,242,243,244,245,246],"join":"and"},"removals":{"removals":[{"cell":240,"letters":"HIJKLMNOP"},{"cell":241,"letters":"HIJKLMNOP"},{"cell":242,"letters":"HIJKLMNOP"},{"cell":243,"letters":"HIJKLMNOP"},{"cell":244,"letters":"HIJKLMNOP"},{"cell":245,"letters":"HIJKLMNOP"},{"cell":246,"letters":"HIJKLMNOP"}]}}}"#,
        StartsWith,
        "Hidden subset of 7: in row 16, A, B, C, D, E, F and G can only go in R16C1,",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-triple"},"unit":{"unit":3},"letters":{"letters":"JKL","join":"and"},"cells":{"cells":[48,53,58],"join":"and"},"removals":{"removals":[{"cell":48,"letters":"ABCDEFGHIMNOP"},{"cell":53,"letters":"ABCDEFGHIMNOP"},{"cell":58,"letters":"ABCDEFGHIMNOP"}]}}}"#,
        StartsWith,
        "Hidden triple: in row 4, J, K and L can only go in R4C1, R4C6 and R4C11, so those cells hold nothing else: remove A, B, C,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[32,40],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[2],"join":"or"},"targets":{"cells":[33,34,35,36,37,38,39,41,42,43,44,45,46,47],"join":"and"}}}"#,
        StartsWith,
        "Naked pair: R3C1 and R3C9 can only be B or F, so no other cell of row 3 can be B or F: remove them from R3C2, R3C3,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-quad"},"cells":{"cells":[97,100,104,109],"join":"and"},"letters":{"letters":"EFGH","join":"or"},"units":{"units":[6],"join":"or"},"targets":{"cells":[96,98,99,101,102,103,105,106,107,108,110,111],"join":"and"}}}"#,
        StartsWith,
        "Naked quad: R7C2, R7C5, R7C9 and R7C14 can only be E, F, G or H, so no other cell of row 7 can be E, F, G or H: remove them from R7C1, R7C3,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-5"},"cells":{"cells":[0,1,2,3,16],"join":"and"},"letters":{"letters":"ABCDE","join":"or"},"units":{"units":[32],"join":"or"},"targets":{"cells":[17,18,19,32,33,34,35,48,49,50,51],"join":"and"}}}"#,
        StartsWith,
        "Naked subset of 5: R1C1, R1C2, R1C3, R1C4 and R2C1 can only be A, B, C, D or E, so no other cell of box 1",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-6"},"cells":{"cells":[9,41,89,137,185,233],"join":"and"},"letters":{"letters":"IJKLMN","join":"or"},"units":{"units":[25],"join":"or"},"targets":{"cells":[25,57,73,105,121,153,169,201,217,249],"join":"and"}}}"#,
        StartsWith,
        "Naked subset of 6: R1C10, R3C10, R6C10, R9C10, R12C10 and R15C10 can only be I, J, K, L, M or N, so no other cell of column 10 can be I, J, K, L, M or N: remove them from R2C10,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-triple"},"cells":{"cells":[65,70,75],"join":"and"},"letters":{"letters":"CDE","join":"or"},"units":{"units":[4],"join":"or"},"targets":{"cells":[64,66,67,68,69,71,72,73,74,76,77,78,79],"join":"and"}}}"#,
        StartsWith,
        "Naked triple: R5C2, R5C7 and R5C12 can only be C, D or E, so no other cell of row 5 can be C, D or E",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[32,40],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[2],"join":"or"},"targets":{"cells":[33,34,35,36,37,38,39,41,42,43,44,45,46,47],"join":"and"}}}"#,
        EndsWith,
        "R3C15 and R3C16.",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[0,1],"join":"and"},"letters":{"letters":"AB","join":"or"},"units":{"units":[0,32],"join":"or"},"targets":{"cells":[2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,32,33,34,35,48,49,50,51],"join":"and"}}}"#,
        Contains,
        "so no other cell of row 1 or box 1 can be A or B",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-1"},"kind":{"word":"one-cell"},"floor":{"cells":[0,4,16],"join":"and"},"roof":{"cells":[20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"removals":{"removals":[{"cell":20,"letters":"AB"}]}}}"#,
        Whole,
        "Unique rectangle type 1: R1C1, R1C5 and R2C1 can only be A or B, and R2C5 holds both too; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so R2C5 is neither: remove A and B from R2C5.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-3"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"subset"},"extras":{"letters":"CD","join":"or"},"cells":{"cells":[24],"join":"and"},"subset":{"letters":"CD","join":"and"},"unit":{"unit":1},"removals":{"removals":[{"cell":17,"letters":"CD"},{"cell":18,"letters":"CD"},{"cell":19,"letters":"CD"},{"cell":21,"letters":"CD"},{"cell":22,"letters":"CD"},{"cell":23,"letters":"CD"},{"cell":25,"letters":"CD"},{"cell":26,"letters":"CD"},{"cell":27,"letters":"CD"},{"cell":28,"letters":"CD"},{"cell":29,"letters":"CD"},{"cell":30,"letters":"CD"},{"cell":31,"letters":"CD"}]}}}"#,
        Whole,
        "Unique rectangle type 3: R1C1 and R1C5 can only be A or B, and R2C1 and R2C5 hold them and more; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so one of R2C1 and R2C5 is C or D, and with R2C9 they make a naked subset of C and D in row 2: remove C and D from R2C2, R2C3, R2C4, R2C6, R2C7, R2C8, R2C10, R2C11, R2C12, R2C13, R2C14, R2C15 and R2C16.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-4"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"locked"},"unit":{"unit":1},"locked":{"letter":"A"},"places":{"cells":[16,20],"join":"or"},"other":{"letter":"B"},"removals":{"removals":[{"cell":16,"letters":"B"},{"cell":20,"letters":"B"}]}}}"#,
        Whole,
        "Unique rectangle type 4: R1C1 and R1C5 can only be A or B, and R2C1 and R2C5 hold them and more; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so as in row 2 A can only go in R2C1 or R2C5, one of them is A and neither can be B: remove B from R2C1 and R2C5.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-2"},"floor":{"cells":[0,4],"join":"and"},"roof":{"cells":[16,20],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"extra"},"extra":{"letter":"C"},"targets":{"cells":[17,18,19,21,22,23,24,25,26,27,28,29,30,31],"join":"and"},"count":{"number":14},"removals":{"removals":[{"cell":17,"letters":"C"},{"cell":18,"letters":"C"},{"cell":19,"letters":"C"},{"cell":21,"letters":"C"},{"cell":22,"letters":"C"},{"cell":23,"letters":"C"},{"cell":24,"letters":"C"},{"cell":25,"letters":"C"},{"cell":26,"letters":"C"},{"cell":27,"letters":"C"},{"cell":28,"letters":"C"},{"cell":29,"letters":"C"},{"cell":30,"letters":"C"},{"cell":31,"letters":"C"}]}}}"#,
        Contains,
        "since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so one of R2C1 and R2C5 is C, and R2C2,",
    ),
    (
        "wings.rs",
        r#"{"id":"w-wing-explain","args":{"technique":{"technique":"w-wing"},"first":{"cell":0},"second":{"cell":88},"letters":{"letters":"AB","join":"or"},"unit":{"unit":9},"link":{"letter":"B"},"near":{"cell":144},"far":{"cell":152},"removed":{"letter":"A"},"targets":{"cells":[8,80],"join":"and"}}}"#,
        Whole,
        "W-Wing: R1C1 and R6C9 can only be A or B, and in row 10, B can only go in R10C1 or R10C9, which see them; so they are not both B and one of R1C1 and R6C9 is A: remove A from R1C9 and R6C1.",
    ),
    (
        "wings.rs",
        r#"{"id":"xy-wing-explain","args":{"technique":{"technique":"xy-wing"},"pivot":{"cell":0},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":6},"b":{"cell":80},"targets":{"cells":[86],"join":"and"},"count":{"number":1}}}"#,
        Whole,
        "XY-Wing: R1C1 can only be A or B, and it sees R1C7 (A or C) and R6C1 (B or C), so whichever it takes, one of those two is C: remove C from R6C7, which sees both.",
    ),
    (
        "wings.rs",
        r#"{"id":"xyz-wing-explain","args":{"technique":{"technique":"xyz-wing"},"pivot":{"cell":0},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":2},"b":{"cell":64},"targets":{"cells":[16,32,48],"join":"and"},"count":{"number":3}}}"#,
        Whole,
        "XYZ-Wing: R1C1 can only be A, B or C, and it sees R1C3 (A or C) and R5C1 (B or C), so one of the three is C: remove C from R2C1, R3C1 and R4C1, which see all three.",
    ),
];

#[test]
fn the_core_tests_steps_read_as_they_always_have() {
    let words = Words::english();
    for (file, data, reads, english) in EXAMPLES {
        let message = common::parsed(data);
        let text = words
            .try_write(&message, Symbols::Letters)
            .unwrap_or_else(|errors| panic!("{file}: {errors:?}"));
        let ok = match reads {
            Whole => text == *english,
            StartsWith => text.starts_with(english),
            EndsWith => text.ends_with(english),
            Contains => text.contains(english),
        };
        assert!(ok, "{file}:\n  wrote {text}\n  wants {english}");
    }
}
