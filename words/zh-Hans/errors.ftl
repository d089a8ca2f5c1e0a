### The errors: why a text could not be read as a puzzle, why the engine found no answer,
### and what a caller of the engine got wrong. Each is a message of the core's or of the
### WebAssembly glue's; the front ends write it (the page starts it with a capital and
### ends it with a full stop).
###
### Simplified Chinese: a position in a text is 第 3 行，第 5 个字符 (a line of the text,
### not a row of the grid); names a caller or a command line types (easy, letters,
### layout, onProgress …) stay as they are.

## A character as an error shows it: `$char` in quotes; outside ASCII also with its code
## point `$code` (U+00E9), since it may not show (a byte-order mark, a zero-width space);
## a control character or an unusual space by its code point alone. ASCII quotes and
## brackets, as code is shown: the sentence sets a space after them.
char-quoted = '{ $char }'
char-quoted-code = '{ $char }' ({ $code })
char-code = { $code }

## The sets of symbols, by `$set`: letters, hex, one-g or numbers. What a symbol of the
## set is called, with its range; the set by its range; what one symbol is called.
symbol-name = { $set ->
        [letters] 字母 A-P
        [hex] 符号 0-F
        [one-g] 符号 1-9 后接 A-G
       *[numbers] 数字 1-16
    }
symbols-range = { $set ->
        [letters] A-P
        [hex] 0-F
        [one-g] 1-9 后接 A-G
       *[numbers] 1-16
    }
symbol-noun = { $set ->
        [letters] 字母
        [numbers] 数字
       *[other] 符号
    }

## Why a text could not be read: each names its `$line` (from 1) and where it can its
## `$column` (characters from 1). `$found` is a `char-…` message, or a number as written;
## `$name` a `symbol-name`; `$marks` the marks of an empty cell (". - 0 _ *").
parse-bad-character = 第 { $line } 行，第 { $column } 个字符：{ $found } 不是{ $name }，也不是空格标记（{ $marks }）
parse-bad-number = 第 { $line } 行，第 { $column } 个字符：'{ $found }' 不是{ $name }，也不是空格标记（{ $marks }）
## `$sets`: the sets the puzzle could be in, `symbols-range` messages joined by "or".
parse-unsettled = 第 { $line } 行，第 { $column } 个字符：{ $found } 不是{ $name }，而谜题的符号集还无法确定：可能是 { $sets }
parse-row-length = 第 { $line } 行：这一行有 { $cells } 格，应为 16 格
parse-line-length = 第 { $line } 行：共 { $cells } 格，应为一行 256 格，或 16 行各 16 格
parse-line-too-long = 第 { $line } 行：这一行超过了 { $limit } 字节，即一行最多可容纳的长度
parse-line-never-ends = 第 { $line } 行：在 { $limit } 字节内没有遇到行尾：不再继续读取输入
parse-missing-rows = 第 { $line } 行：谜题只有 { $rows } 行就结束了，应为 16 行
parse-clash = 已知数冲突：{ $clash }
parse-no-puzzle = 没有找到谜题：文本为空
parse-several-puzzles = 第 { $line } 行：这里开始了第二道谜题，但只应有一道

## Two givens with the same symbol in one unit: `$noun` a `symbol-noun`, `$symbol` as
## the puzzle writes it, `$unit`, and the two cells.
clash = { $noun } { $symbol } 在{ $unit }中出现了两次（{ $first } 和 { $second }）

## What ran out of budget: `$limit` is nodes (`$nodes` search nodes) or time (`$seconds`).
## Said after what gave up: 求解搜索了 1000 个节点后放弃了.
gave-up = { $limit ->
        [nodes] 搜索了 { $nodes } 个节点后放弃了
       *[time] 运行 { $seconds } 秒后放弃了
    }
## The engine's work that gave up, and how (`$gave-up`, a `gave-up` message).
gave-up-solving = 求解{ $gave-up }
gave-up-solving-unsaid = 求解已放弃
gave-up-hint = 提示{ $gave-up }
gave-up-checking = 检查{ $gave-up }
gave-up-grading = 评级{ $gave-up }
gave-up-path = 寻找解题路径时{ $gave-up }
gave-up-generating = 生成器{ $gave-up }
gave-up-counting = 计数{ $gave-up }，已找到 { $solutions } 个解

## Why a puzzle has no grade.
grade-no-solution = 谜题无解
grade-several-solutions = 谜题有不止一个解

## A puzzle made to order: its `$goal` (a `goal-…` message), and why none was made.
## Said before 的谜题: 难度为困难的谜题, 需要X-Wing的谜题.
goal-band = 难度为{ $band ->
        [easy] 简单
        [medium] 中等
        [hard] 困难
        [tough] 极难
       *[expert] 专家
    }
goal-needs = 需要{ $technique }
not-made-not-found = 尝试了 { $attempts } 次，没有找到{ $goal }的谜题
not-made-gave-up = 没有找到{ $goal }的谜题：在第 { $attempt } 次尝试时，生成器{ $gave-up }

## Names that are none of those known: `$text` as given.
unknown-difficulty = 未知难度“{ $text }”：应为 easy、medium、hard、tough 或 expert
unknown-goal = 未知难度“{ $text }”：应为 easy、medium、hard、tough、expert，或某个技巧（如“x-wing”）
unknown-symbols = “{ $text }”不是符号集：应为 letters、hex、one-g 或 numbers

## A solution given with a puzzle that it does not solve.
not-its-solution = 它不是这些已知数的解

## What a caller of the engine's WebAssembly module got wrong: `$name` an option, `$path`
## the object it is in ("" or "budget.").
engine-calls-nest = 调用最多只能嵌套 { $most } 层：某个 getter 或回调再次调用了模块
engine-text-not-string = text 必须是字符串
engine-not-an-object = { $name } 必须是对象
engine-unreadable = 无法读取 { $path }{ $name }
engine-not-a-string = { $path }{ $name } 必须是字符串
engine-not-a-boolean = { $path }{ $name } 必须是 true 或 false
engine-not-whole = { $path }{ $name } 必须是 { $min } 到 { $max } 之间的整数
engine-not-an-amount = { $path }{ $name } 必须是不小于 0 的数
engine-refused = { $name }：{ $why }
engine-needs-givens = solution：必须同时给出它所解的已知数
engine-not-bitmasks = { $name } 必须是 256 个位掩码：由 0 到 65535 之间的整数组成的 Array 或 Uint16Array
engine-not-a-function = onProgress 必须是函数
engine-bad-layout = layout 必须是 line、rows、framed 或 bands
engine-no-seed = 必须提供 seed：从 0 起的整数
