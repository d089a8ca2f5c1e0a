### Woraus jeder Satz besteht: Die Schreiber formatieren jedes Argument einer Nachricht
### mit diesen Nachrichten, bevor sie die Nachricht selbst anfordern. Buchstaben stehen
### im Zeichensatz des Spielfelds, ohne Nachricht; Zahlen bleiben Zahlen, damit die
### Pluralregeln greifen.

## Eine Zelle: `$row` und `$col` zählen ab 1 (wie in HoDoKu: R3C5).
cell = R{ $row }C{ $col }

## Eine Einheit: `$kind` ist row, column oder box; `$n` zählt ab 1.
unit = { $kind ->
        [row] Zeile
        [column] Spalte
       *[box] Block
    } { $n }

## Zwei oder mehr Einheiten einer Art: `$numbers` sind ihre Nummern, schon verbunden.
## Meist nach „in“ oder „von“, daher „Blöcken“ im Dativ.
units-of-kind = { $kind ->
        [row] Zeilen
        [column] Spalten
       *[box] Blöcken
    } { $numbers }

## Listen: die ersten beiden Einträge verbunden, dann das Ergebnis mit dem nächsten usw.
list-and = { $init } und { $last }
list-or = { $init } oder { $last }
list-comma = { $init }, { $next }
list-semicolon = { $init }; { $next }
list-then = { $init }, dann { $next }

## Der letzte Eintrag einer Liste von Wörtern, nicht von Namen in Symbolen oder Ziffern:
## Einheiten verschiedener Art („Zeile 3 oder Block 1“). Im Deutschen wie jede Liste.
list-and-words = { $init } und { $last }
list-or-words = { $init } oder { $last }

## Was ein Schritt streicht: jede Gruppe von Zellen, die dieselben Buchstaben verliert
## (`$letters` und `$cells`, je mit „und“ verbunden); die Gruppen mit `list-comma`
## verbunden, die letzte mit `removals-last`. Das Verb („streiche“) steht im Satz davor.
removal = { $letters } aus { $cells }
removals-last = { $init } sowie { $last }
