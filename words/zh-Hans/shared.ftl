### What every sentence is made of: the writers format each argument of a message
### through these before they ask for the message itself. Letters are written in the
### board's set of symbols, with no message; numbers are given as numbers, so that plural
### rules apply.
###
### Simplified Chinese: a space between Chinese text and what is written in Latin letters
### or digits (cells, letters, numbers), none next to full-width punctuation. A unit is
### written 第 3 行 / 第 5 列 / 第 2 宫, and always starts with 第, so the sentences set
### no space before it, nor do the lists of units (`list-and-words`, `list-or-words`).

## A cell: `$row` and `$col` count from 1.
cell = R{ $row }C{ $col }

## A unit: `$kind` is row, column or box; `$n` counts from 1.
unit = 第 { $n } { $kind ->
        [row] 行
        [column] 列
       *[box] 宫
    }

## Units of one kind, two or more: `$numbers` is the list of their numbers, already
## joined: 第 2、5 和 9 行.
units-of-kind = 第 { $numbers } { $kind ->
        [row] 行
        [column] 列
       *[box] 宫
    }

## Lists: the first two items are joined, then the result and the next, and so on: by
## `list-comma` but for the last item of a list joined by "and" or "or", or through all of
## a list joined by commas, semicolons or "then".
list-and = { $init } 和 { $last }
list-or = { $init } 或 { $last }
list-comma = { $init }、{ $next }
list-semicolon = { $init }；{ $next }
list-then = { $init }，然后{ $next }

## The last item of a list of words, not of names written in Latin letters or digits:
## units of different kinds. No space around 和 and 或 between Chinese words:
## 第 11 行或第 11 宫, 第 3 行、第 5 列和第 1 宫 (but R3C2 和 R3C3, 第 2、5 和 9 行).
list-and-words = { $init }和{ $last }
list-or-words = { $init }或{ $last }

## What a step removes: each group of cells losing the same letters (`$letters` and
## `$cells`, each joined by "and"); the groups joined by `list-comma`, the last by
## `removals-last`. Each group is its own clause, so that the groups stand apart where
## the cells and letters are listed with 、 too: 从 R9C10 中删去 1 和 5、从 R9C11 中删去
## 1、8 和 C，以及从 R9C12 中删去 1.
removal = 从 { $cells } 中删去 { $letters }
removals-last = { $init }，以及{ $last }
