### The lines of the list beside a step's drawing: each link of a chain, each
### implication of a forcing chain's branch, and how the branch ends.

## A candidate as a fact: R3C5 = B when it `$holds`, R3C5 ≠ B when not.
fact = { $cell } { $holds ->
        [yes] =
       *[no] ≠
    } { $letter }

## A link of a chain, from one fact to the next, through a unit or within a cell.
line-link = { $from } → { $to }{ $place ->
        [unit] （{ $unit }）
       *[same-cell] （同一格）
    }

## An implication of a branch: the fact, and why it holds.
line-implication = { $fact }（{ $because }）
because-supposed = 假设
because-only-letter = 该格只剩这个字母
because-only-place = { $letter } 在{ $unit }中的唯一位置
because-same-cell = 该格是 { $letter }
because-another-letter = 该格是另一个字母
because-sees = { $unit }
because-locked = { $unit }中的 { $letter } 都在{ $target }内
because-naked-pair = { $unit }中的显性数对 { $cells }
because-technique = { $technique }（{ $cells }）
because-nested-chain = { $technique }：它的另一个字母会导致矛盾

## How a branch ends.
end-shows = 由此得出结论。
end-no-letter = 矛盾：{ $cell } 已没有可填的字母。
end-no-place = 矛盾：{ $letter } 在{ $unit }中已没有可填的位置。
end-clash = 矛盾：{ $cell } 必须是 { $letter }，却又不能是。
end-stopped = 规则推到这里为止。
