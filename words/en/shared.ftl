### What every sentence is made of: the writers format each argument of a message
### through these before they ask for the message itself. Letters are written in the
### board's set of symbols, with no message; numbers are given as numbers, so that plural
### rules apply.

## A cell: `$row` and `$col` count from 1.
cell = R{ $row }C{ $col }

## A unit: `$kind` is row, column or box; `$n` counts from 1.
unit = { $kind ->
        [row] row
        [column] column
       *[box] box
    } { $n }

## Units of one kind, two or more: `$numbers` is the list of their numbers, already
## joined.
units-of-kind = { $kind ->
        [row] rows
        [column] columns
       *[box] boxes
    } { $numbers }

## Lists: the first two items are joined, then the result and the next, and so on: by
## `list-comma` but for the last item of a list joined by "and" or "or", or through all of
## a list joined by commas, semicolons or "then".
list-and = { $init } and { $last }
list-or = { $init } or { $last }
list-comma = { $init }, { $next }
list-semicolon = { $init }; { $next }
list-then = { $init }, then { $next }

## The last item of a list of words of the language, not of names written in symbols or
## digits: units of different kinds ("row 3 or box 1"). Joined as any other list in
## English; a language whose spacing sets words apart from symbols may join them
## otherwise.
list-and-words = { $init } and { $last }
list-or-words = { $init } or { $last }

## What a step removes: each group of cells losing the same letters (`$letters` and
## `$cells`, each joined by "and"); the groups joined by `list-comma`, the last by
## `removals-last`.
removal = { $letters } from { $cells }
removals-last = { $init }, and { $last }
