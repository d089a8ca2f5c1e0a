# The <hexadoku-board> element's own words (www/board/, through www/words/sentences.js):
# its status line, its buttons and keypad, its cells' labels, a hint's detail. Compiled
# by scripts/build-words.mjs into www/words/generated/<lang>/board.js, each message a
# string or a function of its variables; the page (page.ftl, index.html) uses some too.
# Cells are named as the engine names them ("R3C5"), letters in the set of symbols shown.
# Simplified Chinese: a button named in a sentence is in quotes, “检查”.

## Any call to the engine

# A call stopped by Cancel, or by a page's AbortSignal.
cancelled = 已取消。
# A part of the board loaded when first used (Check, typing into several cells) could not be: offline before it was kept.
part-not-loaded = 这部分未能加载：请检查网络连接，然后重试。

## Solve

solved = 已解出。
solver-gave-up = 求解器放弃了：这个盘面需要的搜索量超出了网页所能承担的范围。
changed-while-solving = 求解期间盘面发生了变化；请再次点击“求解”。
several-solutions = 这道谜题有不止一个解。请添加已知数，直到只有一个解。
no-solution = 这道谜题无解。
no-solution-with-entries = 按已填入的字母，这道谜题无解。“检查”会标出填错的字母。

## Hint

changed-while-hinting = 寻找提示期间盘面发生了变化；请再次点击“提示”。
# On the page: a hint's sentences name letters in the set it was asked in.
symbols-changed-while-hinting = 寻找提示期间符号集发生了变化；请再次点击“提示”。
complete = 盘面已完成。

## Check

check-gave-up = 求解器放弃了这道谜题，因此没有可供核对的答案。
changed-while-checking = 检查期间盘面发生了变化；请再次点击“检查”。
check-several-solutions = 这道谜题有不止一个解，因此没有唯一的答案可供核对。
check-no-solution = 这道谜题无解，因此没有可供核对的答案。
# What Check found: $count cells whose letter differs from the solution, $cells their names.
checked-wrong = 有 { $count } 个字母与答案不符：{ $cells }。
# $count cells whose notes leave out their letter, $cells their names.
checked-missing = 有 { $count } 格的笔记漏掉了该填的字母：{ $cells }。
checked-agree = 所填的字母都与答案一致。
checked-nothing-entered = 还没有填入字母。
checked-notes-agree = 还没有填入字母；所有笔记都保留着该填的字母。

## Typing, notes, Clear

# The player tried to change the given in $cell.
is-given = { $cell } 是已知数。
# A note typed into $cell, which holds a letter.
holds-letter = { $cell } 已填有字母：擦除后才能在这里做笔记。
# The letter $symbol typed clashes with the same in the $kind (row, column or box) numbered $number.
already-in = { $symbol } 已在第 { $number } { $kind ->
    [row] 行
    [column] 列
   *[box] 宫
  }中。
solved-by-typing = 已解出：每行、每列、每宫都恰好包含每个字母各一次。
# A cell's notes after they changed: $notes, in the set shown, joined by spaces.
notes-of = { $cell } 笔记：{ $notes }。
notes-of-none = { $cell } 笔记：无。
notes-filled = 每个空格的笔记都已填入它的候选。
clash-before-notes = 字母有冲突：请先更正，再填充笔记。
cleared-entries = 已清除所填的字母，已知数保留。再次点击“清除”可将已知数一并清除。
cleared-all = 已清空整个盘面：请输入或粘贴一道谜题。

## Many cells selected

# The player selected more than one cell: $count of them.
cells-selected = 已选中 { $count } 格。
# A note typed with several cells selected: $symbol noted in $count of them ($added
# yes), or taken out of them all (no).
notes-in-cells = { $symbol } { $added ->
    [yes] 已记入 { $count } 格的笔记
   *[no] 已从 { $count } 格的笔记中移除
  }。
# A letter or a note typed with several cells selected, none of them empty.
selection-full = 所选的格都已填有字母：没有任何改动。
# Erase with several cells selected, none with a letter or notes of the player's.
selection-clear = 所选的格中没有可擦除的内容。
# Colour mode, several cells selected: none shows the symbol $symbol.
selection-no-mark = 所选的格中都没有显示 { $symbol }，无法着色。

## Pause

# The board's paused attribute set, and removed.
paused = 已暂停：继续游戏之前，字母会被隐藏。
resumed = 已继续。
# The card over a paused grid (pause-card.js): its heading, and its button.
pause-card-title = 已暂停
pause-card-resume = 继续

## The letter filter and colours

# The board's filter set: "Showing B: in 9 cells, and possible in 12 more."
filtering = 显示 { $symbol }：已在 { $holds } 格中，另有 { $can } 格可能填入。
filter-off = 不再突出显示字母。
# The board's colour set to $colour (1–6): colour mode, on; then removed.
colouring = 颜色 { $colour }：输入符号为所选格的对应笔记着色，按“擦除”为格子本身着色。
colouring-off = 已关闭着色。
# Cell $cell given colour $colour, or none.
cell-coloured = { $cell }：颜色 { $colour }。
cell-uncoloured = { $cell }：无颜色。
# The note $symbol of cell $cell given colour $colour, or none.
mark-coloured = { $cell }：{ $symbol } 为颜色 { $colour }。
mark-uncoloured = { $cell }：{ $symbol } 无颜色。
# Colour mode: the symbol $symbol is not among the marks cell $cell shows.
no-mark-to-colour = { $cell } 没有显示 { $symbol }，无法着色。
# A colour (1–6) taken off every cell and note.
colour-cleared = 已从盘面上去除颜色 { $colour }。

## Puzzles loaded, pasted, set

# $why: the engine's, why the text is no puzzle.
unreadable = 无法读取谜题：{ $why }。
not-a-puzzle = 粘贴的文本不是谜题：{ $why }。没有做任何改动。
pasted = 已粘贴谜题。
not-a-saved-board = 这不是已保存的盘面。
not-a-value = 值应为 256 个字符，每个字符是字母 A–P，或表示空格的“.”。

## Mistakes that cost nothing: Undo to correct, snapshots (mistakes.js)

# Undo to correct went back $count changes, to the board before the first wrong letter.
undone-to-correct = 已回到第一个错误字母之前：撤销了 { $count } 步。
no-wrong-letter = 没有需要撤销的错误字母。
# Every board Undo can still reach, back to the puzzle's loading, holds a wrong letter.
no-correct-board = “撤销”所能回到的每个盘面都含有错误字母，因此没有可以回到的盘面。
undo-to-correct-several-solutions = 这道谜题有不止一个解，因此没有唯一的答案可作为回退的依据。
undo-to-correct-no-solution = 这道谜题无解，因此没有答案可作为回退的依据。
changed-while-undoing = 寻找答案期间盘面发生了变化；请再次点击“撤销至无错”。
# A snapshot saved: $number its place in the list, $filled how many cells hold a letter.
snapshot-saved = 快照 { $number } 已保存：256 格中已填 { $filled } 格。
# Snapshot $number restored; $time when it was saved.
snapshot-restored = 已回到快照 { $number }（保存于 { $time }）：256 格中已填 { $filled } 格。
snapshot-is-present = 盘面已与快照 { $number } 相同。
no-such-snapshot = 没有快照 { $number }。

## As a form control: why the form is invalid

fill-every-cell = 请填满谜题的每一格。
letter-twice = 某行、某列或某宫中有字母出现了两次。

## The element's parts

toolbar = 谜题操作
grid = 谜题，16 行，每行 16 格
hint-detail = 提示详情
# The buttons of the toolbar (the page's too), and of a hint given a level at a time.
solve = 求解
hint = 提示
check = 检查
undo = 撤销
redo = 重做
undo-to-correct = 撤销至无错
clear = 清除
notes = 笔记
fill-notes = 填充笔记
zoom = 缩放
more = 更多
apply = 应用

## A cell, as the grid labels and describes it

# Its position and its colour mark: "R3C5, colour 2".
cell-with-colour = { $cell }，颜色 { $colour }
# Its notes, each $symbol of them perhaps with a colour: "R3C5, notes B (colour 1) F K".
cell-with-notes = { $cell }，笔记 { $notes }
note-with-colour = { $symbol }（颜色 { $colour }）
# When Check or a hint found its letter missing there.
cell-wrong = { $cell }，缺少正确的字母
# Who filled it, or that it is empty.
source-given = 已知数
source-yours = 你填的
source-solver = 求解器填的
source-hint = 提示填的
source-empty = 空格

## The keypad

# Its label by its mode: the symbols of a set ($mode letter, number or symbol), notes
# (note), or colour $colour (colour).
keypad = { $mode ->
    [letter] 字母
    [number] 数字
    [note] 笔记
    [colour] 颜色 { $colour }{" "}
   *[symbol] 符号
  }键盘
# A symbol's key in the keypad's mode: "Letter A", "Number 12", "Note A", "Colour note A".
keypad-key = { $mode ->
    [letter] 字母
    [number] 数字
    [note] 笔记
    [colour] 颜色笔记
   *[symbol] 符号
  } { $symbol }
# How many of a key's symbol are still to place.
keypad-left = { $count ->
    [0] 已全部填入
   *[other] 还剩 { $count } 个
  }
# The key of the letter filter's letter: how many are left ($left, as keypad-left says),
# and that its cells are shown.
keypad-filtered = { $left }；它所在的格已在盘面上标出
key-colour = 颜色 { $colour }
key-erase = 擦除
key-colour-cell = 为格子着色
# The erase key's text in colour mode (otherwise ⌫).
key-cell = 格子

## A hint in detail (hint-drawing.js)

# Above a chain's links, listed one by one.
chain-link-by-link = 这条链，逐环列出：
# Above a forcing chain's branch: "Branch 2 of 3: suppose R3C5 = B. It holds." ($nested
# yes: a branch of a chain inside a branch).
branch-heading = { $nested ->
    [yes] 内层链的分支
   *[no] 分支
  } { $index }/{ $count }：假设 { $premise }。{ $holds ->
    [yes] 成立。
   *[no] 不成立。
  }
# A branch's supposition: a letter in a cell.
premise = { $cell } = { $symbol }
branches = 分支
previous-branch = 上一个分支
next-branch = 下一个分支
back-out = 返回外层
show-chain-inside = 显示内层链
# A branch walked an implication at a time: its buttons, and where it stands ("Implication 3 of 17").
branch-steps = 步骤
previous-step = 上一步
next-step = 下一步
show-all-steps = 全部显示
step-at = 推导 { $at }/{ $count }

## Why a single holds (hint-exclusions.js)

# Above what rules out a hidden single's other places ($kind place) or a naked single's
# other letters ($kind letter), listed one by one.
single-ruled-out = { $kind ->
    [place] 为什么没有其他位置：
   *[letter] 为什么没有其他字母：
  }
# A letter on the grid that rules itself out of cells: "R5C9 holds E: not in R5C5, R5C6".
ruled-out-by = { $cell } 是 { $symbol }：{ $symbol } 不能填在 { $cells }
# Letters left out of cells' marks, no letter on the grid seeing them (an earlier step
# took them out, or the player's notes leave them out): "E: not among the marks of R6C6,
# R8C7".
ruled-out-by-marks = { $symbols }：不在 { $cells } 的候选中

## The solving path (solving-path.js): every step from the grid to the end, listed.

# Its name: the region's, the hint's button that opens it, and its heading.
solving-path = 解题路径
path-finding = 正在寻找直到终盘的每一步…
path-close = 关闭
# A step of the list: its number, technique, the cells it places in or removes from
# ("R3C5, R3C9"), and its rating.
path-step = { $n }. { $technique }：{ $place }（{ $rating }）
# More cells than are named: "R3C5, R3C9, R4C1 and 5 more".
path-more-cells = { $cells } 及另外 { $more } 格
# The hardest step, marked in the list.
path-hardest = 最难
# The summary: "131 steps. Rating 6.6, hard. Hardest: step 97, Skyscraper."
path-summary = 共 { $steps } 步。评分 { $rating }，{ $band ->
    [easy] 简单
    [medium] 中等
    [hard] 困难
    [tough] 极难
   *[other] 专家
  }。最难一步：第 { $hardest } 步，{ $technique }。
path-techniques = 技巧
# A technique and how many steps took it: "Naked single × 40".
path-technique-count = { $technique } × { $count }
path-steps = 步骤
# Said as a step is chosen and drawn: "Step 12 of 131: X-Wing, drawn as the grid would stand then."
path-step-drawn = 第 { $n }/{ $count } 步：{ $technique }，按当时的盘面绘制。
path-changed = 寻找步骤期间盘面发生了变化；请重新打开解题路径。
