### The command-line tool's own words: the help of each command and option (clap's own
### words, "Usage:", "Options:", "Print help", its errors, stay clap's), and what the
### tool says of its own on standard output and standard error. The command-line tool
### alone uses them: the page does not ship this file.
###
### Help is found by name: a command's `cli-<command>-about` (and `-long-about`, shown by
### --help, when it has one); an option's `cli-<command>-<option>-help` (and
### `-long-help`), or `cli-<option>-help` shared by every command that takes it when the
### command has no words of its own for it; the name of an option's value, shown as
### `--timeout <SECONDS>`, `cli-<command>-<option>-value` or `cli-<option>-value`. The
### options are named by their long name, the file by `file`. A single paragraph, with no
### full stop at its end, as clap shows help.
###
### Simplified Chinese: commands, options, their values typed (letters, hex, line …) and
### what scripts read (`N+`, `?`, `error`, JSON) stay as they are.

## The tool itself.
cli-about = 求解、计数和生成 16x16 数独（字母 A-P，或 0-F、1-9 后接 A-G、1-16）

## The commands.
cli-solve-about = 求解文件（或标准输入）中的每道谜题，并按每道谜题原来的布局和符号输出答案。求解失败的谜题在输出中保留其位置，按读入时的样子输出（未解出；冲突的已知数会被略去，且绝不会输出完整的盘面），并在标准错误上说明原因
cli-count-about = 输出每道谜题的解的个数，每道一行：`N`；计数达到上限而停止时为 `N+`；预算用尽时为 `?`；无法读取时为 `error`
cli-generate-about = 输出唯一解的谜题，每道一行，256 个字符（空格为 `.`），除非 --layout 另有指定。第 i 道谜题（从 0 数起）由种子 S+i 生成（S 为 --seed 的值），因此任意一道都可以单独重新生成
cli-hint-about = 输出每道谜题的下一步逻辑推理，每道一行：`技巧: 说明`，其中的字母使用谜题原来的符号集（使用 --json 时则为一个 JSON 对象）
cli-explain-about = 用逻辑推理求解每道谜题，输出每一步及其说明（其中的字母使用谜题原来的符号集），最后输出其评级
cli-grade-about = 为每道谜题评级，每道一行：最难一步的评分（Sudoku Explainer 标准）、难度、最难的技巧，以及每种技巧的步数

## The options of the commands that read puzzles.
cli-file-help = 要读取的谜题：256 格的单行、UVA 1309 块、带状或带边框的盘面，可任意混合。省略或为 `-` 时读取标准输入
cli-file-value = 文件
cli-symbols-help = 谜题所用的符号集：letters（A-P）、hex（0-F）、one-g（1-9 后接 A-G）或 numbers（1-16）。默认根据每道谜题的文本推断其符号集（只有 1-9、没有 0、G 或 H-P 的文本无法确定：请在此指定）
cli-symbols-value = 符号集
cli-stats-help = 在标准错误上输出每道谜题的搜索统计（节点数、猜测次数、用时）
cli-jobs-help = 求解所用的线程数，1 到 1024（默认：每个核心一个）。答案保持输入的顺序
cli-jobs-value = N
cli-output-symbols-help = 用这个符号集输出，而不是每道谜题原来的符号集
cli-output-symbols-value = 符号集

## The budget, which every command takes.
cli-max-nodes-help = 一道谜题搜索了这么多个节点后就放弃（至少为 1：每次搜索都从一个节点开始）
cli-max-nodes-value = N
cli-timeout-help = 一道谜题运行了这么多秒后就放弃（可以是小数：0.5）
cli-timeout-value = 秒数

## The options of one command.
cli-count-limit-help = 找到这么多个解后停止计数（至少为 1）
cli-count-limit-value = 上限
cli-generate-seed-value = 种子
cli-generate-count-help = 要生成多少道谜题（至少为 1）
cli-generate-count-value = 数量
cli-generate-givens-help = 不断移除已知数，直到剩下这么多个，0 到 256（或谜题在更多已知数时已是最简）
cli-generate-givens-value = K
cli-generate-minimal-help = 不断移除已知数，直到再也无法移除（默认）
cli-generate-unsolvable-help = 生成无解的谜题：改动了一个已知数的最简谜题
cli-generate-difficulty-help = 生成这一难度的谜题：easy、medium、hard、tough、expert，或求解时必须用到的技巧（"x-wing"、"naked pair"）
cli-generate-difficulty-value = 难度
cli-generate-symbols-help = 输出谜题所用的符号集：letters（A-P）、hex（0-F）、one-g（1-9 后接 A-G）或 numbers（1-16）
cli-generate-layout-help = 每道谜题的排版方式：256 格的单行、UVA 行、带边框的盘面，或以空行隔开的四行一组的带（谜题之间也以空行隔开）
cli-generate-layout-value = 布局
cli-hint-level-help = 提示的详细程度：技巧及区域，再加上相关的格，或者完整的一步
cli-hint-level-value = 级别
cli-hint-level-vague-help = 技巧，以及要看的区域
cli-hint-level-concrete-help = 技巧，以及构成它的格
cli-hint-level-full-help = 完整的一步：填入或删去了什么，以及原因
cli-hint-json-help = 每道谜题输出一个 JSON 对象，每行一个（JSON Lines），格式与 JavaScript API 的 `hint` 返回值相同（www/engine/engine.d.ts 的 `HintResult`，含这一步的图示）；无法读取的谜题或放弃了的提示输出 `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}`。忽略 --level：对象包含全部三句说明
cli-explain-json-help = 每道谜题输出一个 JSON 对象，每行一个（JSON Lines），格式与 JavaScript API 的 `path` 返回值相同（www/engine/engine.d.ts 的 `PathResult`：每一步及其评分和说明、最难一步的序号，以及评级）；无法读取的谜题或路径放弃了的谜题输出 `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}`

## --timeout's value refused: `$text` is the value as given; `$most` the most seconds.
cli-timeout-not-a-number = “{ $text }”不是数字
cli-timeout-too-long = { $text } 秒太长了：最多 { $most } 秒（一年）
cli-timeout-under-a-nanosecond = { $text } 秒不足一纳秒
cli-timeout-not-positive = { $text } 不是正的秒数

## Failures, on standard error: `$error` is what went wrong, as the core or the system
## says it. A failure of the whole run (a file that cannot be read), of one puzzle
## (`$puzzle` counts from 1), of one seed of `generate`.
cli-error = hexadoku: { $error }
cli-puzzle-error = hexadoku: 第 { $puzzle } 道谜题：{ $error }
cli-seed-error = hexadoku: 种子 { $seed }：{ $error }
## What went wrong, said by the tool: a puzzle `solve` found no solution of; a count
## that ran out of budget (`$gave-up`: "gave up after 1000 search nodes") after finding
## `$found` solutions. (The generator or the hint that ran out of budget is said by
## errors.ftl's `gave-up-generating` and `gave-up-hint`.)
cli-no-solution = 无解
cli-count-gave-up = 计数{ $gave-up }，已找到 { $found } 个解
## An input that cannot be opened or read: `$file` is its name, `$error` the system's.
cli-file-error = { $file }: { $error }
## The name of standard input, when puzzles are read from it.
cli-standard-input = 标准输入
## A worker thread stopped before it answered.
cli-worker-lost = 一个工作线程意外停止

## --stats, on standard error: `$ms` has three decimals.
cli-stats = 第 { $puzzle } 道谜题：{ $nodes } 个节点，{ $guesses } 次猜测，{ $ms } 毫秒

## The progress bar's words, on a terminal: how many puzzles are done.
cli-progress = { $puzzles } 道谜题

## `explain`: a puzzle's heading; each step (`$n`, its number, already aligned; the
## technique's name and the step's explanation); the grade; a puzzle that failed.
cli-explain-puzzle = 第 { $puzzle } 道谜题：
cli-explain-step = { $n }. { $technique }：{ $explanation }
cli-explain-grade = 评级：{ $grade }
cli-explain-failed = 第 { $puzzle } 道谜题：{ $error }

## A grade, `grade`'s line and `explain`'s last: `6.6 hard (skyscraper); 131 steps: 80
## full house, 40 naked single, 1 skyscraper`. `$rating` has one decimal (written as the
## language writes decimals), `$difficulty` is the core's name of the band (easy, medium,
## hard, tough, expert: a language selects its word on it), `$hardest` the technique's
## name, `$by-logic` is `yes` or `no`, `$each` the steps of each technique
## (`cli-grade-steps`) joined by `list-comma`.
cli-grade = { $rating } { $difficulty ->
        [easy] 简单
        [medium] 中等
        [hard] 困难
        [tough] 极难
        [expert] 专家
       *[other] { $difficulty }
    }（{ $hardest }{ $by-logic ->
        [yes] {""}
       *[no] {"，无法仅靠逻辑推理"}
    }）；共 { $steps } 步：{ $each }
cli-grade-steps = { $technique } × { $steps }

## --lang, which every command takes: the language the tool speaks.
cli-lang-help = 输出所用的语言：en、de 或 zh-Hans（也可写 zh）。默认取 LC_ALL、LC_MESSAGES 或 LANG 所指的语言（如 zh_CN.UTF-8），否则为英语
cli-lang-value = 语言
## --lang's value refused: `$text` as given; `$languages` the languages there are,
## joined by `list-comma` and `list-or`.
cli-lang-unknown = 未知语言“{ $text }”：应为 { $languages }
