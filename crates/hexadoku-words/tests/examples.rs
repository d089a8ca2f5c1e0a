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
        r#"{"id":"als-explain","args":{"technique":{"technique":"als-xz"},"a":{"message":{"id":"als-set","args":{"unit":{"unit":{"kind":"row","index":0}},"cells":{"cells":[{"row":0,"col":0},{"row":0,"col":1}],"join":"and"},"letters":{"letters":"ABC","join":"or"}}}},"b":{"message":{"id":"als-set","args":{"unit":{"unit":{"kind":"row","index":4}},"cells":{"cells":[{"row":4,"col":0},{"row":4,"col":2}],"join":"and"},"letters":{"letters":"ACD","join":"or"}}}},"restricted":{"letter":"A"},"removals":{"removals":[{"row":0,"col":2,"letters":"C"},{"row":1,"col":2,"letters":"C"},{"row":2,"col":2,"letters":"C"},{"row":3,"col":2,"letters":"C"},{"row":4,"col":1,"letters":"C"},{"row":5,"col":1,"letters":"C"},{"row":6,"col":1,"letters":"C"},{"row":7,"col":1,"letters":"C"}]}}}"#,
        Whole,
        "ALS-XZ: in row 1, R1C1 and R1C2 can only be A, B or C, and in row 5, R5C1 and R5C3 can only be A, C or D, each one letter more than its cells; A cannot be in both, as its places in one see those in the other, so one of the two sets is locked without it and holds all its other letters: remove C from R1C3, R2C3, R3C3, R4C3, R5C2, R6C2, R7C2 and R8C2, which see every place of them in both sets.",
    ),
    (
        "bug.rs",
        r#"{"id":"bug-explain","args":{"technique":{"technique":"bug-plus-one"},"cell":{"cell":{"row":0,"col":0}},"letter":{"letter":"P"}}}"#,
        Whole,
        "BUG+1: every empty cell but R1C1 can only be two letters, and every letter has two places or none in each unit, but for P, which has three in each unit of R1C1; since the puzzle has one solution, R1C1 must be P (without it, the letters could be taken either way round, giving two solutions or none).",
    ),
    (
        "bug.rs",
        r#"{"id":"bug-look-for","args":{"technique":{"technique":"bug-plus-one"},"unit":{"unit":{"kind":"box","index":0}}}}"#,
        Whole,
        "Look for a BUG+1: every empty cell but one, in box 1, can only be two letters.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":8}},"unit":{"unit":{"kind":"row","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":0}},"unit":{"unit":{"kind":"row","index":0}}}}],"join":"comma"},"ending":{"word":"same-cell"},"last":{"cell":{"row":0,"col":0}},"end":{"letter":"B"},"targets":{"cells":[{"row":0,"col":0}],"join":"and"},"count":{"number":1},"removals":{"removals":[{"row":0,"col":0,"letters":"CDEFGHIJKLMNOP"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R1C1 is B (row 1); either way, R1C1 is A or B: remove C, D, E, F, G, H, I, J, K, L, M, N, O and P from R1C1.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":8}},"unit":{"unit":{"kind":"row","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":{"row":2,"col":10}},"unit":{"unit":{"kind":"box","index":2}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":{"row":2,"col":1}},"unit":{"unit":{"kind":"row","index":2}}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":{"row":2,"col":1}},"end":{"letter":"C"},"targets":{"cells":[{"row":0,"col":0},{"row":2,"col":1}],"join":"and"},"count":{"number":2},"removals":{"removals":[{"row":0,"col":0,"letters":"C"},{"row":2,"col":1,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R3C11 is B (box 3), so it is not C, so R3C2 is C (row 3); either way, R1C1 is A or R3C2 is C, and they see each other: remove C from R1C1, and A from R3C2.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":8}},"unit":{"unit":{"kind":"row","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":{"row":6,"col":8}},"unit":{"unit":{"kind":"column","index":8}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":{"row":6,"col":2}},"unit":{"unit":{"kind":"row","index":6}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"cell"},"cell":{"cell":{"row":13,"col":2}},"unit":{"unit":{"kind":"column","index":2}}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":{"row":13,"col":2}},"end":{"letter":"A"},"targets":{"cells":[{"row":12,"col":0},{"row":13,"col":0},{"row":14,"col":0},{"row":15,"col":0}],"join":"and"},"count":{"number":4},"removals":{"removals":[{"row":12,"col":0,"letters":"A"},{"row":13,"col":0,"letters":"A"},{"row":14,"col":0,"letters":"A"},{"row":15,"col":0,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, R1C9 is A (row 1), so it is not B, so R7C9 is B (column 9), so it is not C, so R7C3 is C (row 7), so it is not A, so R14C3 is A (column 3); either way, one of R1C1 and R14C3 is A: remove A from R13C1, R14C1, R15C1 and R16C1, which see both.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"alternating-inference-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":4,"col":0}},"unit":{"unit":{"kind":"column","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":4,"col":8}},"unit":{"unit":{"kind":"row","index":4}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":8}},"unit":{"unit":{"kind":"column","index":8}}}}],"join":"comma"},"ending":{"word":"see"},"last":{"cell":{"row":0,"col":8}},"end":{"letter":"B"},"targets":{"cells":[{"row":0,"col":8}],"join":"and"},"count":{"number":1},"removals":{"removals":[{"row":0,"col":8,"letters":"A"}]}}}"#,
        Whole,
        "Alternating inference chain: if R1C1 is not A, it is D, so R5C1 is not D (column 1), so R5C9 is D (row 5), so it is not B, so R1C9 is B (column 9); either way, R1C1 is A or R1C9 is B, and they see each other: remove A from R1C9.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"x-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"D"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":8}},"unit":{"unit":{"kind":"row","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":4,"col":8}},"unit":{"unit":{"kind":"column","index":8}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":4,"col":13}},"unit":{"unit":{"kind":"row","index":4}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":9,"col":13}},"unit":{"unit":{"kind":"column","index":13}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":9,"col":1}},"unit":{"unit":{"kind":"row","index":9}}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":{"row":9,"col":1}},"end":{"letter":"D"},"targets":{"cells":[{"row":1,"col":1},{"row":2,"col":1},{"row":3,"col":1},{"row":8,"col":0},{"row":10,"col":0},{"row":11,"col":0}],"join":"and"},"count":{"number":6},"removals":{"removals":[{"row":1,"col":1,"letters":"D"},{"row":2,"col":1,"letters":"D"},{"row":3,"col":1,"letters":"D"},{"row":8,"col":0,"letters":"D"},{"row":10,"col":0,"letters":"D"},{"row":11,"col":0,"letters":"D"}]}}}"#,
        Whole,
        "X-chain: if R1C1 is not D, R1C9 is D (row 1), so R5C9 is not D (column 9), so R5C14 is D (row 5), so R10C14 is not D (column 14), so R10C2 is D (row 10); either way, one of R1C1 and R10C2 is D: remove D from R2C2, R3C2, R4C2, R9C1, R11C1 and R12C1, which see both.",
    ),
    (
        "chains.rs",
        r#"{"id":"chain-explain","args":{"technique":{"technique":"xy-chain"},"first":{"cell":{"row":0,"col":0}},"start":{"letter":"A"},"links":{"messages":[{"id":"chain-link","args":{"so":{"word":"no"},"truth":{"word":"is"},"letter":{"letter":"B"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"B"},"place":{"word":"cell"},"cell":{"cell":{"row":0,"col":6}},"unit":{"unit":{"kind":"row","index":0}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"C"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"C"},"place":{"word":"cell"},"cell":{"cell":{"row":5,"col":6}},"unit":{"unit":{"kind":"column","index":6}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"D"},"place":{"word":"same-cell"}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"not"},"letter":{"letter":"D"},"place":{"word":"cell"},"cell":{"cell":{"row":5,"col":11}},"unit":{"unit":{"kind":"row","index":5}}}},{"id":"chain-link","args":{"so":{"word":"yes"},"truth":{"word":"is"},"letter":{"letter":"A"},"place":{"word":"same-cell"}}}],"join":"comma"},"ending":{"word":"same-letter"},"last":{"cell":{"row":5,"col":11}},"end":{"letter":"A"},"targets":{"cells":[{"row":0,"col":11},{"row":5,"col":0}],"join":"and"},"count":{"number":2},"removals":{"removals":[{"row":0,"col":11,"letters":"A"},{"row":5,"col":0,"letters":"A"}]}}}"#,
        Whole,
        "XY-chain: if R1C1 is not A, it is B, so R1C7 is not B (row 1), so it is C, so R6C7 is not C (column 7), so it is D, so R6C12 is not D (row 6), so it is A; either way, one of R1C1 and R6C12 is A: remove A from R1C12 and R6C1, which see both.",
    ),
    (
        "colouring.rs",
        r#"{"id":"colour-trap-explain","args":{"technique":{"technique":"colour-trap"},"letter":{"letter":"F"},"first":{"cells":[{"row":0,"col":0},{"row":6,"col":7},{"row":13,"col":11}],"join":"and"},"second":{"cells":[{"row":0,"col":7},{"row":6,"col":11},{"row":13,"col":2}],"join":"and"},"targets":{"cells":[{"row":1,"col":2},{"row":2,"col":2},{"row":3,"col":2},{"row":12,"col":0},{"row":14,"col":0},{"row":15,"col":0}],"join":"and"},"count":{"number":6}}}"#,
        Whole,
        "Colour trap: linking the places of F in units where it has only two, R1C1, R7C8 and R14C12 take one colour and R1C8, R7C12 and R14C3 the other, and one colour is F; R2C3, R3C3, R4C3, R13C1, R15C1 and R16C1 each see both colours, so remove F from them.",
    ),
    (
        "colouring.rs",
        r#"{"id":"colour-wrap-explain","args":{"technique":{"technique":"colour-wrap"},"letter":{"letter":"G"},"first":{"cells":[{"row":0,"col":0},{"row":1,"col":3},{"row":5,"col":8}],"join":"and"},"second":{"cells":[{"row":0,"col":8},{"row":5,"col":3}],"join":"and"},"targets":{"cells":[{"row":0,"col":0},{"row":1,"col":3},{"row":5,"col":8}],"join":"and"},"unit":{"unit":{"kind":"box","index":0}}}}"#,
        Whole,
        "Colour wrap: linking the places of G in units where it has only two, R1C1, R2C4 and R6C9 take one colour and R1C9 and R6C4 the other, and one colour is G; two cells of the first share box 1, so it is not G: remove G from R1C1, R2C4 and R6C9.",
    ),
    (
        "dynamic_forcing.rs",
        r#"{"id":"look-for","args":{"technique":{"technique":"dynamic-cell-forcing-chain"},"unit":{"unit":{"kind":"box","index":0}},"where":{"word":"in"}}}"#,
        Whole,
        "Look for a dynamic cell forcing chain in box 1.",
    ),
    (
        "dynamic_forcing.rs",
        r#"{"id":"dynamic-cell-fails","args":{"cell":{"cell":{"row":0,"col":0}},"dead":{"letters":"A","join":"or"},"branches":{"messages":[{"id":"dynamic-branch-fails","args":{"premise":{"letter":"A"},"links":{"message":{"id":"dynamic-links","args":{"named":{"word":"no"},"links":{"messages":[],"join":"then"},"more":{"word":"no"}}}}}}],"join":"semicolon"},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#,
        Whole,
        "R1C1 cannot be A: supposing A, singles, locked candidates and naked pairs run into a contradiction; so R1C1 is B.",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"jellyfish"},"bases":{"units":[{"kind":"row","index":1},{"kind":"row","index":4},{"kind":"row","index":8},{"kind":"row","index":13}],"join":"and"},"letter":{"letter":"D"},"covers":{"units":[{"kind":"column","index":2},{"kind":"column","index":6},{"kind":"column","index":10},{"kind":"column","index":15}],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[{"row":0,"col":2},{"row":0,"col":6},{"row":0,"col":10},{"row":0,"col":15},{"row":2,"col":2},{"row":2,"col":6},{"row":2,"col":10},{"row":2,"col":15},{"row":3,"col":2},{"row":3,"col":6},{"row":3,"col":10},{"row":3,"col":15},{"row":5,"col":2},{"row":5,"col":6},{"row":5,"col":10},{"row":5,"col":15},{"row":6,"col":2},{"row":6,"col":6},{"row":6,"col":10},{"row":6,"col":15},{"row":7,"col":2},{"row":7,"col":6},{"row":7,"col":10},{"row":7,"col":15},{"row":9,"col":2},{"row":9,"col":6},{"row":9,"col":10},{"row":9,"col":15},{"row":10,"col":2},{"row":10,"col":6},{"row":10,"col":10},{"row":10,"col":15},{"row":11,"col":2},{"row":11,"col":6},{"row":11,"col":10},{"row":11,"col":15},{"row":12,"col":2},{"row":12,"col":6},{"row":12,"col":10},{"row":12,"col":15},{"row":14,"col":2},{"row":14,"col":6},{"row":14,"col":10},{"row":14,"col":15},{"row":15,"col":2},{"row":15,"col":6},{"row":15,"col":10},{"row":15,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Jellyfish: in rows 2, 5, 9 and 14, D can only go in columns 3, 7, 11 and 16, so in those columns D must be in rows 2, 5, 9 and 14: remove it from R1C3, R1C7, R1C11, R1C16, R3C3,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"squirmbag"},"bases":{"units":[{"kind":"column","index":0},{"kind":"column","index":3},{"kind":"column","index":5},{"kind":"column","index":9},{"kind":"column","index":12}],"join":"and"},"letter":{"letter":"K"},"covers":{"units":[{"kind":"row","index":1},{"kind":"row","index":2},{"kind":"row","index":7},{"kind":"row","index":11},{"kind":"row","index":14}],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[{"row":1,"col":1},{"row":1,"col":2},{"row":1,"col":4},{"row":1,"col":6},{"row":1,"col":7},{"row":1,"col":8},{"row":1,"col":10},{"row":1,"col":11},{"row":1,"col":13},{"row":1,"col":14},{"row":1,"col":15},{"row":2,"col":1},{"row":2,"col":2},{"row":2,"col":4},{"row":2,"col":6},{"row":2,"col":7},{"row":2,"col":8},{"row":2,"col":10},{"row":2,"col":11},{"row":2,"col":13},{"row":2,"col":14},{"row":2,"col":15},{"row":7,"col":1},{"row":7,"col":2},{"row":7,"col":4},{"row":7,"col":6},{"row":7,"col":7},{"row":7,"col":8},{"row":7,"col":10},{"row":7,"col":11},{"row":7,"col":13},{"row":7,"col":14},{"row":7,"col":15},{"row":11,"col":1},{"row":11,"col":2},{"row":11,"col":4},{"row":11,"col":6},{"row":11,"col":7},{"row":11,"col":8},{"row":11,"col":10},{"row":11,"col":11},{"row":11,"col":13},{"row":11,"col":14},{"row":11,"col":15},{"row":14,"col":1},{"row":14,"col":2},{"row":14,"col":4},{"row":14,"col":6},{"row":14,"col":7},{"row":14,"col":8},{"row":14,"col":10},{"row":14,"col":11},{"row":14,"col":13},{"row":14,"col":14},{"row":14,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Squirmbag: in columns 1, 4, 6, 10 and 13, K can only go in rows 2, 3, 8, 12 and 15, so in those rows K must be in columns 1, 4, 6, 10 and 13: remove it from R2C2,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"swordfish"},"bases":{"units":[{"kind":"column","index":0},{"kind":"column","index":5},{"kind":"column","index":10}],"join":"and"},"letter":{"letter":"C"},"covers":{"units":[{"kind":"row","index":0},{"kind":"row","index":4},{"kind":"row","index":11}],"join":"and"},"kind":{"word":"row"},"targets":{"cells":[{"row":0,"col":1},{"row":0,"col":2},{"row":0,"col":3},{"row":0,"col":4},{"row":0,"col":6},{"row":0,"col":7},{"row":0,"col":8},{"row":0,"col":9},{"row":0,"col":11},{"row":0,"col":12},{"row":0,"col":13},{"row":0,"col":14},{"row":0,"col":15},{"row":4,"col":1},{"row":4,"col":2},{"row":4,"col":3},{"row":4,"col":4},{"row":4,"col":6},{"row":4,"col":7},{"row":4,"col":8},{"row":4,"col":9},{"row":4,"col":11},{"row":4,"col":12},{"row":4,"col":13},{"row":4,"col":14},{"row":4,"col":15},{"row":11,"col":1},{"row":11,"col":2},{"row":11,"col":3},{"row":11,"col":4},{"row":11,"col":6},{"row":11,"col":7},{"row":11,"col":8},{"row":11,"col":9},{"row":11,"col":11},{"row":11,"col":12},{"row":11,"col":13},{"row":11,"col":14},{"row":11,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Swordfish: in columns 1, 6 and 11, C can only go in rows 1, 5 and 12, so in those rows C must be in columns 1, 6 and 11:",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"whale"},"bases":{"units":[{"kind":"row","index":0},{"kind":"row","index":2},{"kind":"row","index":5},{"kind":"row","index":7},{"kind":"row","index":10},{"kind":"row","index":15}],"join":"and"},"letter":{"letter":"G"},"covers":{"units":[{"kind":"column","index":1},{"kind":"column","index":3},{"kind":"column","index":4},{"kind":"column","index":8},{"kind":"column","index":12},{"kind":"column","index":13}],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[{"row":1,"col":1},{"row":1,"col":3},{"row":1,"col":4},{"row":1,"col":8},{"row":1,"col":12},{"row":1,"col":13},{"row":3,"col":1},{"row":3,"col":3},{"row":3,"col":4},{"row":3,"col":8},{"row":3,"col":12},{"row":3,"col":13},{"row":4,"col":1},{"row":4,"col":3},{"row":4,"col":4},{"row":4,"col":8},{"row":4,"col":12},{"row":4,"col":13},{"row":6,"col":1},{"row":6,"col":3},{"row":6,"col":4},{"row":6,"col":8},{"row":6,"col":12},{"row":6,"col":13},{"row":8,"col":1},{"row":8,"col":3},{"row":8,"col":4},{"row":8,"col":8},{"row":8,"col":12},{"row":8,"col":13},{"row":9,"col":1},{"row":9,"col":3},{"row":9,"col":4},{"row":9,"col":8},{"row":9,"col":12},{"row":9,"col":13},{"row":11,"col":1},{"row":11,"col":3},{"row":11,"col":4},{"row":11,"col":8},{"row":11,"col":12},{"row":11,"col":13},{"row":12,"col":1},{"row":12,"col":3},{"row":12,"col":4},{"row":12,"col":8},{"row":12,"col":12},{"row":12,"col":13},{"row":13,"col":1},{"row":13,"col":3},{"row":13,"col":4},{"row":13,"col":8},{"row":13,"col":12},{"row":13,"col":13},{"row":14,"col":1},{"row":14,"col":3},{"row":14,"col":4},{"row":14,"col":8},{"row":14,"col":12},{"row":14,"col":13}],"join":"and"}}}"#,
        StartsWith,
        "Whale: in rows 1, 3, 6, 8, 11 and 16, G can only go in columns 2, 4, 5, 9, 13 and 14, so in those columns G must be in rows 1, 3, 6, 8, 11 and 16: remove it from R2C2,",
    ),
    (
        "fish.rs",
        r#"{"id":"fish-explain","args":{"technique":{"technique":"x-wing"},"bases":{"units":[{"kind":"row","index":1},{"kind":"row","index":8}],"join":"and"},"letter":{"letter":"A"},"covers":{"units":[{"kind":"column","index":3},{"kind":"column","index":12}],"join":"and"},"kind":{"word":"column"},"targets":{"cells":[{"row":0,"col":3},{"row":0,"col":12},{"row":2,"col":3},{"row":2,"col":12},{"row":3,"col":3},{"row":3,"col":12},{"row":4,"col":3},{"row":4,"col":12},{"row":5,"col":3},{"row":5,"col":12},{"row":6,"col":3},{"row":6,"col":12},{"row":7,"col":3},{"row":7,"col":12},{"row":9,"col":3},{"row":9,"col":12},{"row":10,"col":3},{"row":10,"col":12},{"row":11,"col":3},{"row":11,"col":12},{"row":12,"col":3},{"row":12,"col":12},{"row":13,"col":3},{"row":13,"col":12},{"row":14,"col":3},{"row":14,"col":12},{"row":15,"col":3},{"row":15,"col":12}],"join":"and"}}}"#,
        StartsWith,
        "X-Wing: in rows 2 and 9, A can only go in columns 4 and 13, so in those columns A must be in rows 2 and 9: remove it from R1C4, R1C13, R3C4,",
    ),
    (
        "forcing.rs",
        r#"{"id":"cell-forcing-fails","args":{"cell":{"cell":{"row":0,"col":0}},"dead":{"letters":"A","join":"or"},"count":{"number":1},"outcome":{"word":"placed"},"letter":{"letter":"B"}}}"#,
        Whole,
        "R1C1 cannot be A: supposing it is, singles, locked candidates and naked pairs run into a contradiction; so R1C1 is B.",
    ),
    (
        "locked.rs",
        r#"{"id":"locked-explain","args":{"unit":{"unit":{"kind":"box","index":0}},"letter":{"letter":"B"},"cells":{"cells":[{"row":0,"col":1},{"row":0,"col":2}],"join":"and"},"target":{"unit":{"kind":"row","index":0}},"targets":{"cells":[{"row":0,"col":4},{"row":0,"col":5},{"row":0,"col":6},{"row":0,"col":7},{"row":0,"col":8},{"row":0,"col":9},{"row":0,"col":10},{"row":0,"col":11},{"row":0,"col":12},{"row":0,"col":13},{"row":0,"col":14},{"row":0,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "In box 1, B can only go in R1C2 and R1C3 (row 1), so no other cell of row 1 can be B: remove it from R1C5,",
    ),
    (
        "locked.rs",
        r#"{"id":"locked-explain","args":{"unit":{"unit":{"kind":"column","index":6}},"letter":{"letter":"H"},"cells":{"cells":[{"row":8,"col":6},{"row":10,"col":6}],"join":"and"},"target":{"unit":{"kind":"box","index":9}},"targets":{"cells":[{"row":8,"col":4},{"row":8,"col":5},{"row":8,"col":7},{"row":9,"col":4},{"row":9,"col":5},{"row":9,"col":7},{"row":10,"col":4},{"row":10,"col":5},{"row":10,"col":7},{"row":11,"col":4},{"row":11,"col":5},{"row":11,"col":7}],"join":"and"}}}"#,
        StartsWith,
        "In column 7, H can only go in R9C7 and R11C7 (box 10), so no other cell of box 10 can be H: remove it from R9C5, R9C6, R9C8, R10C5,",
    ),
    (
        "nested_forcing.rs",
        r#"{"id":"look-for","args":{"technique":{"technique":"nested-cell-forcing-chain"},"unit":{"unit":{"kind":"box","index":0}},"where":{"word":"in"}}}"#,
        StartsWith,
        "Look for a nested cell forcing chain",
    ),
    (
        "single_digit.rs",
        r#"{"id":"two-links-explain","args":{"technique":{"technique":"two-string-kite"},"letter":{"letter":"E"},"line":{"unit":{"kind":"row","index":1}},"end":{"cell":{"row":1,"col":10}},"base":{"cell":{"row":1,"col":2}},"other-line":{"unit":{"kind":"column","index":1}},"other-base":{"cell":{"row":2,"col":1}},"other-end":{"cell":{"row":13,"col":1}},"shared":{"unit":{"kind":"box","index":0}},"targets":{"cells":[{"row":13,"col":10}],"join":"and"}}}"#,
        Whole,
        "2-string kite: in row 2, E can only go in R2C11 or R2C3, and in column 2 only in R3C2 or R14C2; R2C3 and R3C2 share box 1, so they are not both E and one of R2C11 and R14C2 is: remove E from R14C11.",
    ),
    (
        "single_digit.rs",
        r#"{"id":"two-links-explain","args":{"technique":{"technique":"skyscraper"},"letter":{"letter":"D"},"line":{"unit":{"kind":"column","index":1}},"end":{"cell":{"row":1,"col":1}},"base":{"cell":{"row":11,"col":1}},"other-line":{"unit":{"kind":"column","index":8}},"other-base":{"cell":{"row":11,"col":8}},"other-end":{"cell":{"row":3,"col":8}},"shared":{"unit":{"kind":"row","index":11}},"targets":{"cells":[{"row":1,"col":9},{"row":1,"col":10},{"row":1,"col":11},{"row":3,"col":0},{"row":3,"col":2},{"row":3,"col":3}],"join":"and"}}}"#,
        Whole,
        "Skyscraper: in column 2, D can only go in R2C2 or R12C2, and in column 9 only in R12C9 or R4C9; R12C2 and R12C9 share row 12, so they are not both D and one of R2C2 and R4C9 is: remove D from R2C10, R2C11, R2C12, R4C1, R4C3 and R4C4.",
    ),
    (
        "singles.rs",
        r#"{"id":"hidden-single-explain","args":{"unit":{"unit":{"kind":"box","index":5}},"letter":{"letter":"E"},"cell":{"cell":{"row":6,"col":5}}}}"#,
        Whole,
        "In box 6, E fits only in R7C6.",
    ),
    (
        "singles.rs",
        r#"{"id":"full-house-explain","args":{"cell":{"cell":{"row":0,"col":15}},"unit":{"unit":{"kind":"row","index":0}},"letter":{"letter":"P"}}}"#,
        Whole,
        "R1C16 is the last empty cell in row 1, so it takes the missing letter P.",
    ),
    (
        "singles.rs",
        r#"{"id":"naked-single-explain","args":{"cell":{"cell":{"row":6,"col":9}},"letter":{"letter":"K"}}}"#,
        Whole,
        "R7C10 can only be K: every other letter is already in its row, column or box.",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-pair"},"unit":{"unit":{"kind":"column","index":3}},"letters":{"letters":"GH","join":"and"},"cells":{"cells":[{"row":1,"col":3},{"row":9,"col":3}],"join":"and"},"removals":{"removals":[{"row":1,"col":3,"letters":"K"},{"row":9,"col":3,"letters":"B"}]}}}"#,
        Whole,
        "Hidden pair: in column 4, G and H can only go in R2C4 and R10C4, so those cells hold nothing else: remove K from R2C4, and B from R10C4.",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-quad"},"unit":{"unit":{"kind":"column","index":12}},"letters":{"letters":"MNOP","join":"and"},"cells":{"cells":[{"row":1,"col":12},{"row":6,"col":12},{"row":9,"col":12},{"row":15,"col":12}],"join":"and"},"removals":{"removals":[{"row":1,"col":12,"letters":"ABCDEFGHIJKL"},{"row":6,"col":12,"letters":"ABCDEFGHIJKL"},{"row":9,"col":12,"letters":"ABCDEFGHIJKL"},{"row":15,"col":12,"letters":"ABCDEFGHIJKL"}]}}}"#,
        StartsWith,
        "Hidden quad: in column 13, M, N, O and P can only go in R2C13, R7C13, R10C13 and R16C13, so those cells hold nothing else:",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-subset-7"},"unit":{"unit":{"kind":"row","index":15}},"letters":{"letters":"ABCDEFG","join":"and"},"cells":{"cells":[{"row":15,"col":0},{"row":15,"col":1},{"row":15,"col":2},{"row":15,"col":3},{"row":15,"col":4},{"row":15,"col":5},{"row":15,"col":6}],"join":"and"},"removals":{"removals":[{"row":15,"col":0,"letters":"HIJKLMNOP"},{"row":15,"col":1,"letters":"HIJKLMNOP"},{"row":15,"col":2,"letters":"HIJKLMNOP"},{"row":15,"col":3,"letters":"HIJKLMNOP"},{"row":15,"col":4,"letters":"HIJKLMNOP"},{"row":15,"col":5,"letters":"HIJKLMNOP"},{"row":15,"col":6,"letters":"HIJKLMNOP"}]}}}"#,
        StartsWith,
        "Hidden subset of 7: in row 16, A, B, C, D, E, F and G can only go in R16C1,",
    ),
    (
        "subsets.rs",
        r#"{"id":"hidden-subset-explain","args":{"technique":{"technique":"hidden-triple"},"unit":{"unit":{"kind":"row","index":3}},"letters":{"letters":"JKL","join":"and"},"cells":{"cells":[{"row":3,"col":0},{"row":3,"col":5},{"row":3,"col":10}],"join":"and"},"removals":{"removals":[{"row":3,"col":0,"letters":"ABCDEFGHIMNOP"},{"row":3,"col":5,"letters":"ABCDEFGHIMNOP"},{"row":3,"col":10,"letters":"ABCDEFGHIMNOP"}]}}}"#,
        StartsWith,
        "Hidden triple: in row 4, J, K and L can only go in R4C1, R4C6 and R4C11, so those cells hold nothing else: remove A, B, C,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[{"row":2,"col":0},{"row":2,"col":8}],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[{"kind":"row","index":2}],"join":"or"},"targets":{"cells":[{"row":2,"col":1},{"row":2,"col":2},{"row":2,"col":3},{"row":2,"col":4},{"row":2,"col":5},{"row":2,"col":6},{"row":2,"col":7},{"row":2,"col":9},{"row":2,"col":10},{"row":2,"col":11},{"row":2,"col":12},{"row":2,"col":13},{"row":2,"col":14},{"row":2,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Naked pair: R3C1 and R3C9 can only be B or F, so no other cell of row 3 can be B or F: remove them from R3C2, R3C3,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-quad"},"cells":{"cells":[{"row":6,"col":1},{"row":6,"col":4},{"row":6,"col":8},{"row":6,"col":13}],"join":"and"},"letters":{"letters":"EFGH","join":"or"},"units":{"units":[{"kind":"row","index":6}],"join":"or"},"targets":{"cells":[{"row":6,"col":0},{"row":6,"col":2},{"row":6,"col":3},{"row":6,"col":5},{"row":6,"col":6},{"row":6,"col":7},{"row":6,"col":9},{"row":6,"col":10},{"row":6,"col":11},{"row":6,"col":12},{"row":6,"col":14},{"row":6,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Naked quad: R7C2, R7C5, R7C9 and R7C14 can only be E, F, G or H, so no other cell of row 7 can be E, F, G or H: remove them from R7C1, R7C3,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-5"},"cells":{"cells":[{"row":0,"col":0},{"row":0,"col":1},{"row":0,"col":2},{"row":0,"col":3},{"row":1,"col":0}],"join":"and"},"letters":{"letters":"ABCDE","join":"or"},"units":{"units":[{"kind":"box","index":0}],"join":"or"},"targets":{"cells":[{"row":1,"col":1},{"row":1,"col":2},{"row":1,"col":3},{"row":2,"col":0},{"row":2,"col":1},{"row":2,"col":2},{"row":2,"col":3},{"row":3,"col":0},{"row":3,"col":1},{"row":3,"col":2},{"row":3,"col":3}],"join":"and"}}}"#,
        StartsWith,
        "Naked subset of 5: R1C1, R1C2, R1C3, R1C4 and R2C1 can only be A, B, C, D or E, so no other cell of box 1",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-subset-6"},"cells":{"cells":[{"row":0,"col":9},{"row":2,"col":9},{"row":5,"col":9},{"row":8,"col":9},{"row":11,"col":9},{"row":14,"col":9}],"join":"and"},"letters":{"letters":"IJKLMN","join":"or"},"units":{"units":[{"kind":"column","index":9}],"join":"or"},"targets":{"cells":[{"row":1,"col":9},{"row":3,"col":9},{"row":4,"col":9},{"row":6,"col":9},{"row":7,"col":9},{"row":9,"col":9},{"row":10,"col":9},{"row":12,"col":9},{"row":13,"col":9},{"row":15,"col":9}],"join":"and"}}}"#,
        StartsWith,
        "Naked subset of 6: R1C10, R3C10, R6C10, R9C10, R12C10 and R15C10 can only be I, J, K, L, M or N, so no other cell of column 10 can be I, J, K, L, M or N: remove them from R2C10,",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-triple"},"cells":{"cells":[{"row":4,"col":1},{"row":4,"col":6},{"row":4,"col":11}],"join":"and"},"letters":{"letters":"CDE","join":"or"},"units":{"units":[{"kind":"row","index":4}],"join":"or"},"targets":{"cells":[{"row":4,"col":0},{"row":4,"col":2},{"row":4,"col":3},{"row":4,"col":4},{"row":4,"col":5},{"row":4,"col":7},{"row":4,"col":8},{"row":4,"col":9},{"row":4,"col":10},{"row":4,"col":12},{"row":4,"col":13},{"row":4,"col":14},{"row":4,"col":15}],"join":"and"}}}"#,
        StartsWith,
        "Naked triple: R5C2, R5C7 and R5C12 can only be C, D or E, so no other cell of row 5 can be C, D or E",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[{"row":2,"col":0},{"row":2,"col":8}],"join":"and"},"letters":{"letters":"BF","join":"or"},"units":{"units":[{"kind":"row","index":2}],"join":"or"},"targets":{"cells":[{"row":2,"col":1},{"row":2,"col":2},{"row":2,"col":3},{"row":2,"col":4},{"row":2,"col":5},{"row":2,"col":6},{"row":2,"col":7},{"row":2,"col":9},{"row":2,"col":10},{"row":2,"col":11},{"row":2,"col":12},{"row":2,"col":13},{"row":2,"col":14},{"row":2,"col":15}],"join":"and"}}}"#,
        EndsWith,
        "R3C15 and R3C16.",
    ),
    (
        "subsets.rs",
        r#"{"id":"naked-subset-explain","args":{"technique":{"technique":"naked-pair"},"cells":{"cells":[{"row":0,"col":0},{"row":0,"col":1}],"join":"and"},"letters":{"letters":"AB","join":"or"},"units":{"units":[{"kind":"row","index":0},{"kind":"box","index":0}],"join":"or"},"targets":{"cells":[{"row":0,"col":2},{"row":0,"col":3},{"row":0,"col":4},{"row":0,"col":5},{"row":0,"col":6},{"row":0,"col":7},{"row":0,"col":8},{"row":0,"col":9},{"row":0,"col":10},{"row":0,"col":11},{"row":0,"col":12},{"row":0,"col":13},{"row":0,"col":14},{"row":0,"col":15},{"row":1,"col":0},{"row":1,"col":1},{"row":1,"col":2},{"row":1,"col":3},{"row":2,"col":0},{"row":2,"col":1},{"row":2,"col":2},{"row":2,"col":3},{"row":3,"col":0},{"row":3,"col":1},{"row":3,"col":2},{"row":3,"col":3}],"join":"and"}}}"#,
        Contains,
        "so no other cell of row 1 or box 1 can be A or B",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-1"},"kind":{"word":"one-cell"},"floor":{"cells":[{"row":0,"col":0},{"row":0,"col":4},{"row":1,"col":0}],"join":"and"},"roof":{"cells":[{"row":1,"col":4}],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"removals":{"removals":[{"row":1,"col":4,"letters":"AB"}]}}}"#,
        Whole,
        "Unique rectangle type 1: R1C1, R1C5 and R2C1 can only be A or B, and R2C5 holds both too; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so R2C5 is neither: remove A and B from R2C5.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-3"},"floor":{"cells":[{"row":0,"col":0},{"row":0,"col":4}],"join":"and"},"roof":{"cells":[{"row":1,"col":0},{"row":1,"col":4}],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"subset"},"extras":{"letters":"CD","join":"or"},"cells":{"cells":[{"row":1,"col":8}],"join":"and"},"subset":{"letters":"CD","join":"and"},"unit":{"unit":{"kind":"row","index":1}},"removals":{"removals":[{"row":1,"col":1,"letters":"CD"},{"row":1,"col":2,"letters":"CD"},{"row":1,"col":3,"letters":"CD"},{"row":1,"col":5,"letters":"CD"},{"row":1,"col":6,"letters":"CD"},{"row":1,"col":7,"letters":"CD"},{"row":1,"col":9,"letters":"CD"},{"row":1,"col":10,"letters":"CD"},{"row":1,"col":11,"letters":"CD"},{"row":1,"col":12,"letters":"CD"},{"row":1,"col":13,"letters":"CD"},{"row":1,"col":14,"letters":"CD"},{"row":1,"col":15,"letters":"CD"}]}}}"#,
        Whole,
        "Unique rectangle type 3: R1C1 and R1C5 can only be A or B, and R2C1 and R2C5 hold them and more; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so one of R2C1 and R2C5 is C or D, and with R2C9 they make a naked subset of C and D in row 2: remove C and D from R2C2, R2C3, R2C4, R2C6, R2C7, R2C8, R2C10, R2C11, R2C12, R2C13, R2C14, R2C15 and R2C16.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-4"},"floor":{"cells":[{"row":0,"col":0},{"row":0,"col":4}],"join":"and"},"roof":{"cells":[{"row":1,"col":0},{"row":1,"col":4}],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"locked"},"unit":{"unit":{"kind":"row","index":1}},"locked":{"letter":"A"},"places":{"cells":[{"row":1,"col":0},{"row":1,"col":4}],"join":"or"},"other":{"letter":"B"},"removals":{"removals":[{"row":1,"col":0,"letters":"B"},{"row":1,"col":4,"letters":"B"}]}}}"#,
        Whole,
        "Unique rectangle type 4: R1C1 and R1C5 can only be A or B, and R2C1 and R2C5 hold them and more; since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so as in row 2 A can only go in R2C1 or R2C5, one of them is A and neither can be B: remove B from R2C1 and R2C5.",
    ),
    (
        "unique_rectangles.rs",
        r#"{"id":"unique-rectangle-explain","args":{"technique":{"technique":"unique-rectangle-2"},"floor":{"cells":[{"row":0,"col":0},{"row":0,"col":4}],"join":"and"},"roof":{"cells":[{"row":1,"col":0},{"row":1,"col":4}],"join":"and"},"a":{"letter":"A"},"b":{"letter":"B"},"kind":{"word":"extra"},"extra":{"letter":"C"},"targets":{"cells":[{"row":1,"col":1},{"row":1,"col":2},{"row":1,"col":3},{"row":1,"col":5},{"row":1,"col":6},{"row":1,"col":7},{"row":1,"col":8},{"row":1,"col":9},{"row":1,"col":10},{"row":1,"col":11},{"row":1,"col":12},{"row":1,"col":13},{"row":1,"col":14},{"row":1,"col":15}],"join":"and"},"count":{"number":14},"removals":{"removals":[{"row":1,"col":1,"letters":"C"},{"row":1,"col":2,"letters":"C"},{"row":1,"col":3,"letters":"C"},{"row":1,"col":5,"letters":"C"},{"row":1,"col":6,"letters":"C"},{"row":1,"col":7,"letters":"C"},{"row":1,"col":8,"letters":"C"},{"row":1,"col":9,"letters":"C"},{"row":1,"col":10,"letters":"C"},{"row":1,"col":11,"letters":"C"},{"row":1,"col":12,"letters":"C"},{"row":1,"col":13,"letters":"C"},{"row":1,"col":14,"letters":"C"},{"row":1,"col":15,"letters":"C"}]}}}"#,
        Contains,
        "since the puzzle has one solution, the four cannot end up only A and B (the two letters could swap in them, giving a second solution), so one of R2C1 and R2C5 is C, and R2C2,",
    ),
    (
        "wings.rs",
        r#"{"id":"w-wing-explain","args":{"technique":{"technique":"w-wing"},"first":{"cell":{"row":0,"col":0}},"second":{"cell":{"row":5,"col":8}},"letters":{"letters":"AB","join":"or"},"unit":{"unit":{"kind":"row","index":9}},"link":{"letter":"B"},"near":{"cell":{"row":9,"col":0}},"far":{"cell":{"row":9,"col":8}},"removed":{"letter":"A"},"targets":{"cells":[{"row":0,"col":8},{"row":5,"col":0}],"join":"and"}}}"#,
        Whole,
        "W-Wing: R1C1 and R6C9 can only be A or B, and in row 10, B can only go in R10C1 or R10C9, which see them; so they are not both B and one of R1C1 and R6C9 is A: remove A from R1C9 and R6C1.",
    ),
    (
        "wings.rs",
        r#"{"id":"xy-wing-explain","args":{"technique":{"technique":"xy-wing"},"pivot":{"cell":{"row":0,"col":0}},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":{"row":0,"col":6}},"b":{"cell":{"row":5,"col":0}},"targets":{"cells":[{"row":5,"col":6}],"join":"and"},"count":{"number":1}}}"#,
        Whole,
        "XY-Wing: R1C1 can only be A or B, and it sees R1C7 (A or C) and R6C1 (B or C), so whichever it takes, one of those two is C: remove C from R6C7, which sees both.",
    ),
    (
        "wings.rs",
        r#"{"id":"xyz-wing-explain","args":{"technique":{"technique":"xyz-wing"},"pivot":{"cell":{"row":0,"col":0}},"x":{"letter":"A"},"y":{"letter":"B"},"z":{"letter":"C"},"a":{"cell":{"row":0,"col":2}},"b":{"cell":{"row":4,"col":0}},"targets":{"cells":[{"row":1,"col":0},{"row":2,"col":0},{"row":3,"col":0}],"join":"and"},"count":{"number":3}}}"#,
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
