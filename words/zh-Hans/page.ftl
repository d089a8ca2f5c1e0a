# The page's own words (index.html and www/app/, through www/words/page.js): the app
# around one <hexadoku-board>, whose words are board.ftl's (index.html uses some of those
# too: the board's buttons). Compiled by scripts/build-words.mjs into
# www/words/generated/<lang>/page.js; scripts/build-site.mjs writes each {{ message }}
# mark of index.html as the message it names, of this catalogue or board.ftl.
# Simplified Chinese: a button named in a sentence is in quotes, “输入谜题”.

## index.html

page-title = Hexadoku：16×16 数独求解与提示
hexadoku = Hexadoku
tagline = 16×16 数独，可逐步获得提示。
menu = 菜单
# The toolbar's groups.
group-help = 帮助
group-play = 游戏
group-puzzle = 谜题
group-share = 分享
group-tools = 工具
group-page = 页面
pause = 暂停
resume = 继续
new-puzzle-button = 新谜题
difficulty-choice = 难度
easy = 简单
medium = 中等
hard = 困难
tough = 极难
expert = 专家
share = 分享
share-game = 分享对局
copy-puzzle = 复制谜题
settings = 设置
help = 帮助
pencil-marks = 显示候选
open-solving-path = 解题路径
enter-puzzle = 输入谜题
daily-button = 每日谜题
games-button = 我的对局
time = 用时
this-hint = 本条提示
working-label = 处理中
working-start = 处理中…
cancel = 取消
how-to-play = 玩法
close = 关闭
language = 语言

## The Settings dialog

highlight = 高亮所选格的相关位置
highlight-units = 所在的行、列和宫
highlight-letters = 相同的字母，包括其他格和笔记中的
keep-notes = 填入字母时保留笔记（否则会从所在行、列、宫的笔记中移除该字母）
symbols = 符号
symbols-one-g = 1–9 后接 A–G
show-timer = 显示计时器

## The status line and the line of completion

# A part of the page loaded when first needed could not be (offline before it was kept).
not-loaded = 这部分未能加载：请检查网络连接，然后重试。
# On the page, which has a way to type a puzzle.
is-given-on-page = { $cell } 是已知数。如果要输入自己的谜题，请点击“输入谜题”。
# The puzzle after '#' in the address, $why the engine's why it cannot be read.
unreadable-address = 无法读取网址中的谜题：{ $why }。
address-game-damaged = 其中的对局不完整或已损坏
address-game-clashes = 其中的已知数有冲突，或者没有已知数
loaded-from-address = 已从网址载入谜题。
game-from-address = 已从网址载入对局：包括谜题，以及分享时已填的字母和笔记。
loaded-from-address-on-top = 已从网址载入谜题；“撤销”可回到你原来的谜题。
# The word of completion, $time the time it took.
solved-by-solver = 求解器填满了盘面，用时 { $time }。
solved-in = 已解出，用时 { $time }。
# While the engine works: how long, in seconds, so far (one decimal).
working-for = 处理中… { $seconds } 秒
# A band of difficulty, as the engine names it.
band = { $band ->
    [easy] 简单
    [medium] 中等
    [hard] 困难
    [tough] 极难
    [expert] 专家
   *[other] { $band }
  }
# New's puzzle: "A new hard puzzle with 110 givens; rating 6.6, hardest step: X-chain."
new-puzzle-ungraded = 新谜题（{ band }），有 { $givens } 个已知数。
# … or with why grading it failed: "…; its grade gave up after 1.5 s."
new-puzzle-failed = 新谜题（{ band }），有 { $givens } 个已知数；评级{ $why }。
new-puzzle-beyond = 新谜题（{ band }），有 { $givens } 个已知数；“提示”的技巧无法完整解出它。
new-puzzle-graded = 新谜题（{ band }），有 { $givens } 个已知数；评分 { $rating }，最难一步：{ $hardest }。
# The difficulty of the puzzle shown, beside the clock: "Difficulty: hard, rating 6.6."
difficulty-graded = 难度：{ band }，评分 { $rating }。
difficulty-graded-beyond = 难度：{ band }，评分 { $rating }，超出了“提示”的技巧范围。
# A puzzle whose grade failed (no solution, several, gave up): $why, a sentence.
difficulty-failed = 难度未知：{ $why }
nothing-to-share = 还没有可分享的内容：盘面上没有已知数。
link-copied = 已复制这道谜题的链接。
game-link-copied = 已复制这局对局的链接，包括谜题以及你填的字母和笔记。
# Share where the clipboard is out of reach: the $link itself, to copy by hand.
share-by-hand = 复制这个链接即可分享谜题：{ $link }
nothing-to-copy = 还没有可复制的内容：盘面上没有已知数。
# The puzzle copied in the symbol set $set ("A–P", "1–16").
puzzle-copied = 已复制谜题，符号为 { $set }。
clipboard-refused = 无法在这里复制谜题：此浏览器不允许网页使用剪贴板。

## A first visit, the daily puzzle, and the player's games

# A first visit, while the puzzle it opens on is made.
making-puzzle = 正在生成谜题…
# Enter a puzzle pressed: the empty grid takes givens.
enter-givens = 请输入谜题的已知数，然后再次点击“输入谜题”开始游戏。
# The daily puzzle loaded: $what, New's sentence of it.
daily-puzzle = 今日谜题，每个人都一样。{ $what }
# Daily puzzle pressed once today's is solved, $time the time it took.
daily-solved = 你用 { $time } 解出了今日谜题。明天会有新的谜题。
# A game of the list resumed.
game-resumed = 你的对局已恢复，和离开时一样。
# Games kept that could not be read, their copy set aside under $key.
games-unread = { $count ->
    [1] 你保存的一局对局无法读取；原样的副本保存在此浏览器的本地存储中，键名为 { $key }。
   *[other] 你保存的 { $count } 局对局无法读取；原样的副本保存在此浏览器的本地存储中，键名为 { $key }。
  }
games-not-saved = 无法在此浏览器中保存你的对局列表：存储空间已满或已被关闭。

## The player's games (www/app/games-dialog.js)

games-title = 我的对局
statistics = 统计
level-column = 难度
solved-column = 已解出
best-column = 最佳
median-column = 中位数
# No time yet.
no-time = –
# A game of no known level.
unrated = 未评级
daily-streak = 连续完成每日谜题：当前 { $current } 天，最长 { $best } 天。
export-games = 导出为文件
in-progress = 进行中
none-in-progress = 没有其他进行中的对局。
# A game left: "Hard, 120 of 256 cells filled, 12:03, begun 27 Nov".
game-in-progress = { $level }，256 格中已填 { $filled } 格，{ $time }，开始于 { $date }
resume-game = 继续
finished = 已完成
none-finished = 还没有完成的对局。
# A game finished: "Hard, 14:02, 27 Nov, by you".
game-finished = { $level }，{ $time }，{ $date }，{ $by ->
    [solver] 由求解器完成
   *[player] 由你完成
  }

## The card of a game the player finished

solved-title = 解出来了！
daily-done = 今日谜题，已解出！
card-time = 用时：{ $time }
card-level = 难度：{ $level }
card-level-rated = 难度：{ $level }，评分 { $rating }
card-help = { $hints ->
    [0] 没有使用提示
   *[other] 使用了 { $hints } 次提示
  }，{ $checks ->
    [0] 没有使用检查
   *[other] 使用了 { $checks } 次检查
  }。
card-best = 你在“{ $level }”难度的最佳成绩：{ $time }
card-new-best = 这是你在“{ $level }”难度的最佳成绩！
next-puzzle = 下一道谜题
your-games = 我的对局

## Saving

# Why storage refused a save: $why, storage-full, storage-off or storage-unavailable.
cannot-save = 无法在此浏览器中保存你的进度（{ $why ->
    [full] 存储空间已满
    [off] 存储已被关闭
   *[unavailable] 存储不可用
  }）：请用“分享对局”复制谜题，以便保留。
# A saved game read with parts left out, its copy set aside under $keys.
saved-game-unread = 无法读取你保存的对局，因此开始了新的对局；原样的副本保存在此浏览器的本地存储中，键名为 { $keys }。
# … $parts, what was left out, listed.
saved-game-part-unread = 你保存的对局有一部分无法读取：{ $parts }已略去，其余部分已保留；原样的副本保存在此浏览器的本地存储中，键名为 { $keys }。
# What was left out, by part.
saved-part = { $part ->
    [entries] 你填的字母
    [notes] 你的笔记
    [removed] 提示删去的候选
    [colours] 你的颜色标记
    [editing] 是否正在编辑已知数
    [history] 部分可撤销的历史
    [snapshots] 部分快照
   *[time] 已用的时间
  }
# Lists of parts and of keys: "a, b and c" (keys are Latin, parts Chinese: 、 for both).
list-comma = { $init }、{ $next }
list-and = { $init }、{ $last }

## Snapshots (www/app/snapshots.js): boards the player saves to return to

snapshots = 快照
save-snapshot = 保存快照
snapshots-none = 还没有快照：保存一个，之后随时可以回到现在这个盘面。
# A snapshot in the list, a button that returns to it: $number its place, $time when it
# was saved, $filled how many cells hold a letter.
snapshot-item = 快照 { $number }，{ $time }：256 格中已填 { $filled } 格

## Help (www/app/help.js): each key in [brackets] is drawn as a key

keyboard-shortcuts = 键盘快捷键
how-to-play-rules = 填满盘面，使每行、每列和每个 4×4 宫都恰好包含 16 个符号各一次：A–P，或在“设置”中选择的其他符号集。
how-to-play-new = 在“菜单”中，“新谜题”会给出所选难度的谜题，“每日谜题”给出今天的谜题，每个人都一样；你也可以在页面上任意位置粘贴一道谜题，或点击“输入谜题”自己输入。“我的对局”列出你中途离开、可以接着玩的对局，以及你的统计数据。
how-to-play-notes = 开启“笔记”后，你输入的符号会成为笔记，由你自己管理；“填充笔记”（在“菜单”中）会把所有候选写进笔记，“显示候选”则只显示候选而不写入。按住屏幕键盘上的某个键，可以看到它的符号在哪里，以及还能填在哪里。
how-to-play-hint = “提示”会一点一点地告诉你下一步：先说要找什么，再说在哪里（“更多”），“应用”则执行这一步。
in-the-grid = 在盘面中
keys-move = [↑] [↓] [←] [→]
key-move = 移到相邻的格
keys-row-ends = [Home] [End]
key-row-ends = 跳到本行的第一格或最后一格
keys-ctrl-arrow = [Ctrl]+方向键
key-jump = 跳到盘面边缘
keys-grid-ends = [Ctrl]+[Home] [Ctrl]+[End]
key-grid-ends = 跳到第一格或最后一格
keys-letter = [A]–[P]
key-letter = 填入字母（在相应的符号集中为 0–F，或 1–9、A–G）
keys-number = [1] 再按 [0]–[6]
key-number = 使用数字 1–16 时：输入 10 到 16，需在一秒内按下第二位数字
keys-shift-symbol = [Shift]+符号
key-toggle-note = 在格中切换该笔记，两种模式下都可用
keys-notes-mode = [Alt]+[N]
key-notes-mode = 开启或关闭笔记模式：输入的符号会成为笔记
keys-colour-mode = [Alt]+[1] [Alt]+[2] [Alt]+[3] [Alt]+[4]
key-colour-mode = 以该颜色进入着色模式（再按一次则关闭）：输入符号为对应笔记着色，按 [Backspace] 为格子着色
keys-colour-off = [Alt]+[0]
key-colour-off = 关闭着色模式
keys-clear = [Backspace] [Delete] [Space] [.]
key-clear = 清除该格（若是空格：清除它的笔记）
keys-leave = [Tab]
key-leave = 离开盘面；回来时回到原来所在的格
keys-select = [Shift]+方向键、[Shift]+点击、[Ctrl]+点击、拖动
key-select = 选中多个格：之后输入的字母、笔记、擦除或颜色会作用于所有选中的格
keys-select-one = [Esc]
key-select-one = 回到只选中一格
anywhere = 在页面任意位置
# Undo and Redo are the board's words.
keys-undo = [Ctrl]+[Z]
keys-redo = [Ctrl]+[Y] [Ctrl]+[Shift]+[Z]
keys-hint = [Alt]+[H]
key-hint = 获取提示，先告诉你用什么技巧
keys-check = [Alt]+[C]
key-check = 将所填字母与答案核对
keys-pause = [Alt]+[P]
key-pause = 暂停或继续游戏
keys-new = [Alt]+[Shift]+[N]
key-new = 按“菜单”中所选的难度出一道新谜题
keys-paste = [Ctrl]+[V]
key-paste = 粘贴谜题（在格中时：粘贴一个符号）
keys-this-list = [?]
key-this-list = 本列表
keys-close = [Esc]
key-close = 关闭本列表或“设置”
