### A hint's three levels (what to look for, where to look, the whole step), each
### technique's explanation, and what a hint says when it is no step.

## The technique's name alone.
technique-name = { $technique }

## The first two levels of most techniques: what to look for and where, then the cells.
## `$where` says which of the `$letter` it is on and the `$unit` it is in are given.
look-for = Look for { $where ->
        [on-in] { $technique-a } on { $letter } in { $unit }
        [on] { $technique-a } on { $letter }
        [in] { $technique-a } in { $unit }
       *[none] { $technique-a }
    }.
look-at = { $where ->
        [on-in] { $technique-a-title } on { $letter } in { $unit }
        [on] { $technique-a-title } on { $letter }
        [in] { $technique-a-title } in { $unit }
       *[none] { $technique-a-title }
    }: look at { $cells }.

## Singles.
full-house-explain = { $cell } is the last empty cell in { $unit }, so it takes the missing letter { $letter }.
hidden-single-explain = In { $unit }, { $letter } fits only in { $cell }.
naked-single-explain = { $cell } can only be { $letter }: every other letter is already in its row, column or box.

## Pointing and claiming: `$unit`'s places for `$letter` all lie in `$target`.
locked-explain = In { $unit }, { $letter } can only go in { $cells } ({ $target }), so no other cell of { $target } can be { $letter }: remove it from { $targets }.

## The direct techniques: pointing or claiming (`$unit`'s places for `$letter` all lie in
## `$target`), or a hidden subset, whose eliminations leave a letter one place, `$cell`,
## in a unit (`$single` is that unit for pointing and claiming, the letter for a subset).
direct-locked-explain = { $technique-title }: in { $unit }, { $letter } can only go in { $cells } ({ $target }), so no other cell of { $target } can be { $letter }; then in { $single }, { $letter } fits only in { $cell }: place { $letter } there (and remove it from { $targets }).
direct-hidden-explain = { $technique-title }: in { $unit }, { $letters } can only go in { $cells }, so those cells hold nothing else, not even { $single }; then { $single } fits only in { $cell }: place { $single } there (and remove { $removals }).

## Subsets.
naked-subset-explain = { $technique-title }: { $cells } can only be { $letters }, so no other cell of { $units } can be { $letters }: remove them from { $targets }.
hidden-subset-explain = { $technique-title }: in { $unit }, { $letters } can only go in { $cells }, so those cells hold nothing else: remove { $removals }.

## Fish: `$kind` is the covers' kind.
fish-explain = { $technique-title }: in { $bases }, { $letter } can only go in { $covers }, so in those { $kind ->
        [row] rows
        [column] columns
       *[box] boxes
    } { $letter } must be in { $bases }: remove it from { $targets }.

## Wings: `$count` cells lose the letter.
xy-wing-explain = { $technique-title }: { $pivot } can only be { $x } or { $y }, and it sees { $a } ({ $x } or { $z }) and { $b } ({ $y } or { $z }), so whichever it takes, one of those two is { $z }: remove { $z } from { $targets }, which { $count ->
        [one] sees
       *[other] see
    } both.
xyz-wing-explain = { $technique-title }: { $pivot } can only be { $x }, { $y } or { $z }, and it sees { $a } ({ $x } or { $z }) and { $b } ({ $y } or { $z }), so one of the three is { $z }: remove { $z } from { $targets }, which { $count ->
        [one] sees
       *[other] see
    } all three.
w-wing-explain = { $technique-title }: { $first } and { $second } can only be { $letters }, and in { $unit }, { $link } can only go in { $near } or { $far }, which see them; so they are not both { $link } and one of { $first } and { $second } is { $removed }: remove { $removed } from { $targets }.

## Unique rectangles: `$kind` is the roof's, one-cell (type 1), extra (type 2), subset
## (type 3) or locked (type 4).
unique-rectangle-explain = { $technique-title }: { $floor } can only be { $a } or { $b }, and { $kind ->
        [one-cell] { $roof } holds both too
        [extra] { $roof } hold them and { $extra }
       *[other] { $roof } hold them and more
    }; since the puzzle has one solution, the four cannot end up only { $a } and { $b } (the two letters could swap in them, giving a second solution), so { $kind ->
        [one-cell] { $roof } is neither
        [extra] one of { $roof } is { $extra }, and { $targets } { $count ->
            [one] sees
           *[other] see
        } both
        [subset] one of { $roof } is { $extras }, and with { $cells } they make a naked subset of { $subset } in { $unit }
       *[locked] as in { $unit } { $locked } can only go in { $places }, one of them is { $locked } and neither can be { $other }
    }: remove { $removals }.

## BUG+1.
bug-look-for = Look for { $technique-a }: every empty cell but one, in { $unit }, can only be two letters.
bug-look-at = { $technique-title }: every empty cell but { $cell } can only be two letters; look at { $cell }.
bug-explain = { $technique-title }: every empty cell but { $cell } can only be two letters, and every letter has two places or none in each unit, but for { $letter }, which has three in each unit of { $cell }; since the puzzle has one solution, { $cell } must be { $letter } (without it, the letters could be taken either way round, giving two solutions or none).

## Skyscraper and 2-string kite.
two-links-explain = { $technique-title }: in { $line }, { $letter } can only go in { $end } or { $base }, and in { $other-line } only in { $other-base } or { $other-end }; { $base } and { $other-base } share { $shared }, so they are not both { $letter } and one of { $end } and { $other-end } is: remove { $letter } from { $targets }.

## Simple colouring.
colour-wrap-explain = { $technique-title }: linking the places of { $letter } in units where it has only two, { $first } take one colour and { $second } the other, and one colour is { $letter }; two cells of the first share { $unit }, so it is not { $letter }: remove { $letter } from { $targets }.
colour-trap-explain = { $technique-title }: linking the places of { $letter } in units where it has only two, { $first } take one colour and { $second } the other, and one colour is { $letter }; { $targets } { $count ->
        [one] sees both colours, so remove { $letter } from it.
       *[other] each see both colours, so remove { $letter } from them.
    }

## Chains: each link a `chain-link`, joined by commas; `$ending` says what the two ends
## prove.
chain-explain = { $technique-title }: if { $first } is not { $start }, { $links }; either way, { $ending ->
        [same-letter] one of { $first } and { $last } is { $start }: remove { $start } from { $targets }, which { $count ->
            [one] sees
           *[other] see
        } both.
        [same-cell] { $first } is { $start } or { $end }: remove { $removals }.
       *[see] { $first } is { $start } or { $last } is { $end }, and they see each other: remove { $removals }.
    }
chain-link = { $so ->
        [yes] so {""}
       *[no] {""}
    }{ $place ->
        [same-cell] it
       *[other] { $cell }
    } is { $truth ->
        [not] not {""}
       *[is] {""}
    }{ $letter }{ $place ->
        [cell] {" "}({ $unit })
       *[other] {""}
    }

## ALS-XZ: two sets, each an `als-set`.
als-set = in { $unit }, { $cells } can only be { $letters }
als-explain = { $technique-title }: { $a }, and { $b }, each one letter more than its cells; { $restricted } cannot be in both, as its places in one see those in the other, so one of the two sets is locked without it and holds all its other letters: remove { $removals }, which see every place of them in both sets.

## Forcing chains: what each branch is followed by.
forcing-rules = singles, locked candidates and naked pairs
cell-forcing-fails = { $cell } cannot be { $dead }: { $count ->
        [one] supposing it is
       *[other] supposing any of them
    }, { forcing-rules } run into a contradiction{ $outcome ->
        [placed] ; so { $cell } is { $letter }
       *[none] {""}
    }.
cell-forcing-agrees = Whichever letter { $cell } takes, { $live }, { forcing-rules } then { $conclusion }.
unit-forcing-fails = In { $unit }, { $letter } cannot go in { $dead }: supposing it does, { forcing-rules } run into a contradiction{ $outcome ->
        [placed] ; so it goes in { $cell }
       *[none] {""}
    }.
unit-forcing-agrees = Wherever { $letter } goes in { $unit }, { $live }, { forcing-rules } then { $conclusion }.

## What a forcing chain concludes.
conclusion-place = put { $letter } in { $cell }
conclusion-leave-none = leave no { $letter } in { $cells }
conclusion-remove = remove { $removals }

## Dynamic and nested forcing chains: `$by` says how each branch is followed, by the
## ladder or by forcing chains nested inside it; `$branches` are joined by semicolons.
dynamic-cell-fails = { $cell } cannot be { $dead }: { $branches }{ $outcome ->
        [placed] ; so { $cell } is { $letter }
       *[none] {""}
    }.
dynamic-unit-fails = In { $unit }, { $letter } cannot go in { $dead }: { $branches }{ $outcome ->
        [placed] ; so it goes in { $place }
       *[none] {""}
    }.
dynamic-cell-agrees = Whichever letter { $cell } takes, { $live }, { $by ->
        [nested] forcing chains inside each branch then lead it
       *[ladder] the ladder then leads each branch
    } to { $conclusion }: { $branches }.
dynamic-unit-agrees = Wherever { $letter } goes in { $unit }, { $live }, { $by ->
        [nested] forcing chains inside each branch then lead it
       *[ladder] the ladder then leads each branch
    } to { $conclusion }: { $branches }.
dynamic-branch-fails = supposing { $premise }, { $links } run into a contradiction
dynamic-branch-shows = if { $premise }, { $links } show it
## A branch's first links (each a `dynamic-link`, joined by "then"), and how many more.
dynamic-links = { forcing-rules }{ $named ->
        [yes] {" "}with { $links }
       *[no] {""}
    }{ $more ->
        [yes] , then { $rest } more { $same ->
            [yes] { $rest ->
                [one] { $technique }
               *[other] { $technique-plural }
            }
           *[no] { $rest ->
                [one] technique
               *[other] techniques
            }
        }
       *[no] {""}
    }
dynamic-link = { $technique-a }{ $how ->
        [placed] {" "}putting { $letter } in { $cell }
       *[cells] {" "}on { $cells }
    }

## The last resort: no technique applies.
last-resort-look-for = No technique known applies here: the next hint takes a letter from the solution.
last-resort-look-at = No technique known applies here: look at { $cells }, whose letter comes from the solution.
last-resort-explain = No logical step found with the techniques known; the letter here comes from the solution: { $cell } is { $letter }.

## What a hint says when it is no step. `$symbols` is the board's set of symbols:
## letters, numbers, hex or one-g.
hint-complete = The grid is complete.
hint-no-solution-clash = This grid has no solution: { $symbols ->
        [letters] letter
        [numbers] number
       *[other] symbol
    } { $letter } appears twice in { $unit }: { $first } and { $second }.
hint-no-solution = This grid has no solution: a letter on it is wrong.
hint-wrong-letters = This grid has no solution: these letters differ from the solution: { $cells }.
hint-ambiguous = This puzzle has more than one solution, and no letter is certain yet.
path-several-solutions = These letters have more than one solution: no one path leads to the end.
hint-lost-letters = { $cell } no longer has { $letter }, but { $letter } belongs there.{ $others ->
        [0] {""}
        [1] {" "}The notes of { $other } also leave out its letter.
       *[other] {" "}The notes of { $others } more cells also leave out their letter; Check marks them.
    }
hint-gave-up = The hint { $gave-up }.
