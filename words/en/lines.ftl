### The lines of the list beside a step's drawing: each link of a chain, each
### implication of a forcing chain's branch, and how the branch ends.

## A candidate as a fact: R3C5 = B when it `$holds`, R3C5 ≠ B when not.
fact = { $cell } { $holds ->
        [yes] =
       *[no] ≠
    } { $letter }

## A link of a chain, from one fact to the next, through a unit or within a cell.
line-link = { $from } → { $to } { $place ->
        [unit] ({ $unit })
       *[same-cell] (same cell)
    }

## An implication of a branch: the fact, and why it holds.
line-implication = { $fact } ({ $because })
because-supposed = supposed
because-only-letter = its only letter left
because-only-place = the only place for { $letter } in { $unit }
because-same-cell = it is { $letter }
because-another-letter = it holds another letter
because-sees = { $unit }
because-locked = { $letter } in { $unit } lies in { $target }
because-naked-pair = naked pair { $cells } in { $unit }
because-technique = { $technique } on { $cells }
because-nested-chain = { $technique }: its other letter fails

## How a branch ends.
end-shows = This shows the conclusion.
end-no-letter = Contradiction: { $cell } has no letter left.
end-no-place = Contradiction: { $letter } has no place left in { $unit }.
end-clash = Contradiction: { $cell } must be { $letter } and cannot be.
end-stopped = The rules stop here.
