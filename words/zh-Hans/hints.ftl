### A hint's three levels (what to look for, where to look, the whole step), each
### technique's explanation, and what a hint says when it is no step.
###
### Simplified Chinese: "letter" is 字母 throughout, as English says "letter" in every set
### of symbols; a candidate is 候选, the solution 答案, a count of solutions 解. Plural
### selects become one form; where Chinese says one cell and several differently (它 and
### 它们都), a select keys on the number 1 itself.

## The technique's name alone.
technique-name = { $technique }

## The first two levels of most techniques: what to look for and where, then the cells.
## `$where` says which of the `$letter` it is on and the `$unit` it is in are given.
look-for = { $where ->
        [on-in] 对{ $unit }中的 { $letter } 试试{ $technique-a }
        [on] 对 { $letter } 试试{ $technique-a }
        [in] 在{ $unit }中试试{ $technique-a }
       *[none] 试试{ $technique-a }
    }。
look-at = { $where ->
        [on-in] { $unit }中 { $letter } 的{ $technique-a-title }
        [on] { $letter } 的{ $technique-a-title }
        [in] { $unit }中的{ $technique-a-title }
       *[none] { $technique-a-title }
    }：请看 { $cells }。

## Singles.
full-house-explain = { $cell } 是{ $unit }中唯一的空格，所以填入所缺的字母 { $letter }。
hidden-single-explain = 在{ $unit }中，{ $letter } 只能填在 { $cell }。
naked-single-explain = { $cell } 只能是 { $letter }：其他字母都已出现在它所在的行、列或宫中。

## Pointing and claiming: `$unit`'s places for `$letter` all lie in `$target`.
locked-explain = 在{ $unit }中，{ $letter } 只能填在 { $cells }（{ $target }），所以{ $target }的其他格都不能是 { $letter }：从 { $targets } 中删去 { $letter }。

## 直观技巧：区块摒除（`$unit` 中 `$letter` 的位置都在 `$target` 内），或隐性数组，其删减使某个字母
## 在一个单元中只剩一个位置 `$cell`（区块摒除时 `$single` 是那个单元，数组时是那个字母）。
direct-locked-explain = { $technique-title }：在{ $unit }中，{ $letter } 只能填在 { $cells }（{ $target }），所以{ $target }的其他格都不能是 { $letter }；于是在{ $single }中，{ $letter } 只能填在 { $cell }：在那里填入 { $letter }（并从 { $targets } 中删去它）。
direct-hidden-explain = { $technique-title }：在{ $unit }中，{ $letters } 只能填在 { $cells }，所以这几格不能再是别的字母，{ $single } 也不行；于是 { $single } 只能填在 { $cell }：在那里填入 { $single }（并{ $removals }）。

## Subsets.
naked-subset-explain = { $technique-title }：{ $cells } 只能是 { $letters }，所以{ $units }的其他格都不能是 { $letters }：从 { $targets } 中删去这些候选。
hidden-subset-explain = { $technique-title }：在{ $unit }中，{ $letters } 只能填在 { $cells }，所以这几格不能再是别的字母：{ $removals }。

## Fish: `$kind` is the covers' kind.
fish-explain = { $technique-title }：在{ $bases }中，{ $letter } 只能填在{ $covers }，所以在这些{ $kind ->
        [row] 行
        [column] 列
       *[box] 宫
    }中，{ $letter } 必定位于{ $bases }：从 { $targets } 中删去 { $letter }。

## Wings: `$count` cells lose the letter.
xy-wing-explain = { $technique-title }：{ $pivot } 只能是 { $x } 或 { $y }，而它能看到 { $a }（{ $x } 或 { $z }）和 { $b }（{ $y } 或 { $z }），所以无论它是哪个，这两格中必有一格是 { $z }：从 { $targets } 中删去 { $z }，因为{ $count ->
        [1] 它能
       *[other] 它们都能
    }同时看到这两格。
xyz-wing-explain = { $technique-title }：{ $pivot } 只能是 { $x }、{ $y } 或 { $z }，而它能看到 { $a }（{ $x } 或 { $z }）和 { $b }（{ $y } 或 { $z }），所以这三格中必有一格是 { $z }：从 { $targets } 中删去 { $z }，因为{ $count ->
        [1] 它能
       *[other] 它们都能
    }同时看到这三格。
w-wing-explain = { $technique-title }：{ $first } 和 { $second } 只能是 { $letters }；在{ $unit }中，{ $link } 只能填在 { $near } 或 { $far }，而这两格分别能看到它们；所以 { $first } 和 { $second } 不可能都是 { $link }，其中必有一格是 { $removed }：从 { $targets } 中删去 { $removed }。

## Unique rectangles: `$kind` is the roof's, one-cell (type 1), extra (type 2), subset
## (type 3) or locked (type 4).
unique-rectangle-explain = { $technique-title }：{ $floor } 只能是 { $a } 或 { $b }，{ $kind ->
        [one-cell] 而 { $roof } 也含有这两个候选
        [extra] 而 { $roof } 含有这两个候选以及 { $extra }
       *[other] 而 { $roof } 除这两个候选外还有别的候选
    }；由于谜题只有一个解，这四格最终不能只是 { $a } 和 { $b }（否则这两个字母可以在其中互换，得到第二个解），{ $kind ->
        [one-cell] 所以 { $roof } 既不能是 { $a }，也不能是 { $b }
        [extra] 所以 { $roof } 中必有一格是 { $extra }，而 { $targets } { $count ->
            [1] 能
           *[other] 都能
        }同时看到这两格
        [subset] 所以 { $roof } 中必有一格是 { $extras }，这两格与 { $cells } 一起在{ $unit }中构成 { $subset } 的显性数组
       *[locked] 而在{ $unit }中，{ $locked } 只能填在 { $places }，所以其中必有一格是 { $locked }，两格都不能是 { $other }
    }：{ $removals }。

## BUG+1.
bug-look-for = 试试{ $technique-a }：除了{ $unit }中的一格，每个空格都只剩两个候选。
bug-look-at = { $technique-title }：除 { $cell } 外，每个空格都只剩两个候选；请看 { $cell }。
bug-explain = { $technique-title }：除 { $cell } 外，每个空格都只剩两个候选，而且每个字母在每行、每列、每宫中都只有两个位置或没有位置，只有 { $letter } 例外：它在 { $cell } 所在的行、列、宫中各有三个位置；由于谜题只有一个解，{ $cell } 必定是 { $letter }（否则其余字母的两种填法都说得通，会得到两个解或无解）。

## Skyscraper and 2-string kite.
two-links-explain = { $technique-title }：在{ $line }中，{ $letter } 只能填在 { $end } 或 { $base }，在{ $other-line }中只能填在 { $other-base } 或 { $other-end }；{ $base } 和 { $other-base } 同在{ $shared }，不可能都是 { $letter }，所以 { $end } 和 { $other-end } 中必有一格是 { $letter }：从 { $targets } 中删去 { $letter }。

## Simple colouring.
colour-wrap-explain = { $technique-title }：把 { $letter } 在只有两个位置的区域中的位置两两相连，{ $first } 染成一种颜色，{ $second } 染成另一种颜色，其中一种颜色就是 { $letter }；第一种颜色有两格同在{ $unit }，所以它不是 { $letter }：从 { $targets } 中删去 { $letter }。
colour-trap-explain = { $technique-title }：把 { $letter } 在只有两个位置的区域中的位置两两相连，{ $first } 染成一种颜色，{ $second } 染成另一种颜色，其中一种颜色就是 { $letter }；{ $targets } { $count ->
        [1] 能同时看到两种颜色，所以从中删去 { $letter }。
       *[other] 都能同时看到两种颜色，所以从这些格中删去 { $letter }。
    }

## Chains: each link a `chain-link`, joined by `list-comma` (、), so each link is written
## as a fact: 该格是 6、R3C4 不是 6（第 3 行）、该格是 9. `$so` (the links after the
## first) needs no word there. `$ending` says what the two ends prove.
chain-explain = { $technique-title }：若 { $first } 不是 { $start }，则依次可推出：{ $links }；无论哪种情况，{ $ending ->
        [same-letter] { $first } 和 { $last } 中必有一格是 { $start }：从 { $targets } 中删去 { $start }，因为{ $count ->
            [1] 它能
           *[other] 它们都能
        }同时看到这两格。
        [same-cell] { $first } 是 { $start } 或 { $end }：{ $removals }。
       *[see] 要么 { $first } 是 { $start }，要么 { $last } 是 { $end }，而这两格能互相看到：{ $removals }。
    }
chain-link = { $so ->
        [yes] {""}
       *[no] {""}
    }{ $place ->
        [same-cell] 该格
       *[other] { $cell }{" "}
    }{ $truth ->
        [not] 不是
       *[is] 是
    } { $letter }{ $place ->
        [cell] （{ $unit }）
       *[other] {""}
    }

## ALS-XZ: two sets, each an `als-set`.
als-set = 在{ $unit }中，{ $cells } 只能是 { $letters }
als-explain = { $technique-title }：{ $a }；{ $b }；每组的字母都比格数多一个。{ $restricted } 不能同时出现在两组中，因为它在一组中的位置都能看到它在另一组中的位置，所以两组中必有一组不含 { $restricted }，其余字母就都锁定在这组格中：{ $removals }，这些格能看到被删字母在两组中的所有位置。

## Forcing chains: what each branch is followed by.
forcing-rules = 摒除法、唯余法、区块摒除和显性数对
cell-forcing-fails = { $cell } 不能是 { $dead }：{ $count ->
        [1] 假设它是 { $dead }，用{ forcing-rules }推下去会导致矛盾
       *[other] 无论假设它是其中哪一个，用{ forcing-rules }推下去都会导致矛盾
    }{ $outcome ->
        [placed] ；所以 { $cell } 是 { $letter }
       *[none] {""}
    }。
cell-forcing-agrees = 无论 { $cell } 是哪个字母（{ $live }），接着用{ forcing-rules }推下去，都会得出同一结论：{ $conclusion }。
unit-forcing-fails = 在{ $unit }中，{ $letter } 不能填在 { $dead }：假设填在那里，用{ forcing-rules }推下去会导致矛盾{ $outcome ->
        [placed] ；所以它填在 { $cell }
       *[none] {""}
    }。
unit-forcing-agrees = 无论 { $letter } 填在{ $unit }的哪一格（{ $live }），接着用{ forcing-rules }推下去，都会得出同一结论：{ $conclusion }。

## What a forcing chain concludes.
conclusion-place = 在 { $cell } 填入 { $letter }
conclusion-leave-none = { $letter } 不能填在 { $cells }
conclusion-remove = { $removals }

## Dynamic and nested forcing chains: `$by` says how each branch is followed, by the
## ladder or by forcing chains nested inside it; `$branches` are joined by semicolons.
dynamic-cell-fails = { $cell } 不能是 { $dead }：{ $branches }{ $outcome ->
        [placed] ；所以 { $cell } 是 { $letter }
       *[none] {""}
    }。
dynamic-unit-fails = 在{ $unit }中，{ $letter } 不能填在 { $dead }：{ $branches }{ $outcome ->
        [placed] ；所以它填在 { $place }
       *[none] {""}
    }。
dynamic-cell-agrees = 无论 { $cell } 是哪个字母（{ $live }），{ $by ->
        [nested] 在每个分支内再用强制链推下去
       *[ladder] 在每个分支中按技巧由易到难推下去
    }，都会得出同一结论：{ $conclusion }。{ $branches }。
dynamic-unit-agrees = 无论 { $letter } 填在{ $unit }的哪一格（{ $live }），{ $by ->
        [nested] 在每个分支内再用强制链推下去
       *[ladder] 在每个分支中按技巧由易到难推下去
    }，都会得出同一结论：{ $conclusion }。{ $branches }。
dynamic-branch-fails = 在 { $premise } 这一分支中，用{ $links }推下去会导致矛盾
dynamic-branch-shows = 在 { $premise } 这一分支中，用{ $links }可以证明这一点
## A branch's first links (each a `dynamic-link`, joined by "then"), and how many more.
dynamic-links = { forcing-rules }{ $named ->
        [yes] ，以及{ $links }
       *[no] {""}
    }{ $more ->
        [yes] ，再加上 { $rest } 步{ $same ->
            [yes] { $rest ->
                [1] { $technique }
               *[other] { $technique-plural }
            }
           *[no] 其他技巧
        }
       *[no] {""}
    }
dynamic-link = { $technique-a }{ $how ->
        [placed] （在 { $cell } 填入 { $letter }）
       *[cells] （{ $cells }）
    }

## The last resort: no technique applies.
last-resort-look-for = 这里没有已知技巧可用：下一条提示将直接给出答案中的一个字母。
last-resort-look-at = 这里没有已知技巧可用：请看 { $cells }，这里的字母直接取自答案。
last-resort-explain = 用已知的技巧找不到逻辑推理的一步；这里的字母直接取自答案：{ $cell } 是 { $letter }。

## What a hint says when it is no step. `$symbols` is the board's set of symbols:
## letters, numbers, hex or one-g.
hint-complete = 盘面已完成。
hint-no-solution-clash = 这个盘面无解：{ $symbols ->
        [letters] 字母
        [numbers] 数字
       *[other] 符号
    } { $letter } 在{ $unit }中出现了两次（{ $first } 和 { $second }）。
hint-no-solution = 这个盘面无解：上面有字母填错了。
hint-wrong-letters = 这个盘面无解；以下各格的字母与答案不符：{ $cells }。
hint-ambiguous = 这道谜题有不止一个解，目前还没有哪个字母是确定的。
path-several-solutions = 按这些字母，谜题有不止一个解：没有唯一的一条路径能走到终盘。
hint-lost-letters = { $cell } 的笔记中已没有 { $letter }，但这里应该是 { $letter }。{ $others ->
        [0] {""}
        [1] 另外，{ $other } 的笔记中也漏掉了它该有的字母。
       *[other] 另外还有 { $others } 格的笔记中也漏掉了各自该有的字母；“检查”会标出它们。
    }
hint-gave-up = 提示{ $gave-up }。
