# Die eigenen Worte des Elements <hexadoku-board> (www/board/, über www/words/sentences.js):
# Statuszeile, Schaltflächen und Tastenfeld, Beschriftungen der Zellen, ein Tipp im Detail.
# Kompiliert von scripts/build-words.mjs nach www/words/generated/<lang>/board.js.
# Zellen heißen wie in der Engine („R3C5“), Buchstaben im gezeigten Zeichensatz.
# Anrede: du.

## Jeder Aufruf der Engine

# Ein Aufruf, gestoppt durch „Abbrechen“ oder das AbortSignal einer Seite.
cancelled = Abgebrochen.
# Ein Teil des Elements, der erst bei Bedarf lädt, konnte nicht geladen werden.
part-not-loaded = Das konnte nicht geladen werden: Prüfe die Verbindung und versuche es dann noch einmal.

## Lösen

solved = Gelöst.
solver-gave-up = Der Löser hat aufgegeben: Dieses Gitter braucht mehr Suche, als eine Webseite aufwenden sollte.
changed-while-solving = Das Gitter hat sich beim Lösen geändert; drücke noch einmal „Lösen“.
several-solutions = Dieses Rätsel hat mehr als eine Lösung. Füge Vorgaben hinzu, bis es nur noch eine hat.
no-solution = Dieses Rätsel hat keine Lösung.
no-solution-with-entries = Mit den eingetragenen Buchstaben hat dieses Rätsel keine Lösung. „Prüfen“ zeigt die falschen.

## Tipp

changed-while-hinting = Das Gitter hat sich während der Tippsuche geändert; drücke noch einmal „Tipp“.
# Auf der Seite: Die Sätze eines Tipps nennen Buchstaben im Zeichensatz, in dem er angefordert wurde.
symbols-changed-while-hinting = Der Zeichensatz hat sich während der Tippsuche geändert; drücke noch einmal „Tipp“.
complete = Das Gitter ist vollständig.

## Prüfen

check-gave-up = Der Löser hat bei diesem Rätsel aufgegeben, daher gibt es keine Lösung zum Vergleichen.
changed-while-checking = Das Gitter hat sich während der Prüfung geändert; drücke noch einmal „Prüfen“.
check-several-solutions = Dieses Rätsel hat mehr als eine Lösung, daher gibt es keine eindeutige Lösung zum Vergleichen.
check-no-solution = Dieses Rätsel hat keine Lösung, daher gibt es nichts zum Vergleichen.
# Was „Prüfen“ fand: $count Zellen, deren Buchstabe von der Lösung abweicht, $cells ihre Namen.
checked-wrong = { $count } { $count ->
    [one] Buchstabe weicht
   *[other] Buchstaben weichen
  } von der Lösung ab: { $cells }.
# $count Zellen, in deren Notizen ihr Buchstabe fehlt, $cells ihre Namen.
checked-missing = { $count ->
    [one] In den Notizen von { $count } Zelle fehlt
   *[other] In den Notizen von { $count } Zellen fehlt jeweils
  } der Buchstabe, der dorthin gehört: { $cells }.
checked-agree = Jeder eingetragene Buchstabe stimmt mit der Lösung überein.
checked-nothing-entered = Noch keine Buchstaben eingetragen.
checked-notes-agree = Noch keine Buchstaben eingetragen; jede Notiz enthält den Buchstaben, der dorthin gehört.

## Tippen, Notizen, Leeren

# Der Spieler wollte die Vorgabe in $cell ändern.
is-given = { $cell } ist eine Vorgabe.
# Eine Notiz in $cell getippt, die einen Buchstaben enthält.
holds-letter = { $cell } enthält einen Buchstaben: Lösche ihn, um dort Notizen zu machen.
# Der getippte Buchstabe $symbol steht schon in der Einheit $kind (row, column oder box) mit der Nummer $number.
already-in = { $symbol } steht schon in { $kind ->
    [row] Zeile
    [column] Spalte
   *[box] Block
  } { $number }.
solved-by-typing = Gelöst: Jede Zeile, jede Spalte und jeder Block enthält jeden Buchstaben genau einmal.
# Die Notizen einer Zelle nach einer Änderung: $notes, im gezeigten Zeichensatz, mit Leerzeichen getrennt.
notes-of = Notizen in { $cell }: { $notes }.
notes-of-none = Notizen in { $cell }: keine.
notes-filled = Die Notizen jeder leeren Zelle enthalten jetzt ihre Kandidaten.
clash-before-notes = Buchstaben widersprechen sich: Korrigiere sie, bevor du Notizen füllst.
cleared-entries = Die eingetragenen Buchstaben sind gelöscht, die Vorgaben bleiben. Drücke noch einmal „Leeren“, um auch sie zu löschen.
cleared-all = Das ganze Gitter ist geleert: Tippe ein Rätsel ein oder füge eines ein.

## Mehrere Zellen ausgewählt

# Der Spieler hat mehr als eine Zelle ausgewählt: $count.
cells-selected = { $count } { $count ->
    [one] Zelle
   *[other] Zellen
  } ausgewählt.
# Eine Notiz bei mehreren ausgewählten Zellen: $symbol in $count davon notiert ($added
# yes) oder aus allen entfernt (no).
notes-in-cells = { $symbol } { $added ->
    [yes] notiert in
   *[no] entfernt aus
  } { $count } { $count ->
    [one] Zelle
   *[other] Zellen
  }.
# Ein Buchstabe oder eine Notiz bei mehreren ausgewählten Zellen, keine davon leer.
selection-full = Jede ausgewählte Zelle enthält einen Buchstaben: Nichts wurde geändert.
# Löschen bei mehreren ausgewählten Zellen, keine mit Buchstaben oder eigenen Notizen.
selection-clear = In den ausgewählten Zellen gibt es nichts zu löschen.
# Farbmodus, mehrere Zellen ausgewählt: keine zeigt das Zeichen $symbol.
selection-no-mark = Keine ausgewählte Zelle zeigt { $symbol } zum Färben.

## Pause

# Das Attribut paused gesetzt bzw. entfernt.
paused = Pausiert: Die Buchstaben sind verborgen, bis das Spiel weitergeht.
resumed = Fortgesetzt.
# Die Karte über einem pausierten Gitter (pause-card.js): Überschrift und Schaltfläche.
pause-card-title = Pausiert
pause-card-resume = Weiter

## Der Buchstabenfilter und die Farben

# Filter gesetzt: „B hervorgehoben: steht in 9 Zellen, möglich in 12 weiteren.“
filtering = { $symbol } hervorgehoben: steht in { $holds } { $holds ->
    [one] Zelle
   *[other] Zellen
  }, möglich in { $can } weiteren.
filter-off = Kein Buchstabe hervorgehoben.
# Farbe $colour (1–6) gewählt: Farbmodus an; dann entfernt.
colouring = Farbe { $colour }: Ein Zeichen färbt diese Notiz der ausgewählten Zelle, „Löschen“ die Zelle selbst.
colouring-off = Färben aus.
# Zelle $cell bekommt Farbe $colour oder keine.
cell-coloured = { $cell }: Farbe { $colour }.
cell-uncoloured = { $cell }: keine Farbe.
# Die Notiz $symbol der Zelle $cell bekommt Farbe $colour oder keine.
mark-coloured = { $cell }: { $symbol } in Farbe { $colour }.
mark-uncoloured = { $cell }: { $symbol } ohne Farbe.
# Farbmodus: Das Zeichen $symbol ist nicht unter den Notizen, die $cell zeigt.
no-mark-to-colour = { $cell } zeigt kein { $symbol } zum Färben.
# Eine Farbe (1–6) von allen Zellen und Notizen entfernt.
colour-cleared = Farbe { $colour } vom Gitter entfernt.

## Rätsel geladen, eingefügt, gesetzt

# $why: von der Engine, warum der Text kein Rätsel ist.
unreadable = Das Rätsel kann nicht gelesen werden: { $why }.
not-a-puzzle = Der eingefügte Text ist kein Rätsel: { $why }. Nichts wurde geändert.
pasted = Rätsel eingefügt.
not-a-saved-board = Das ist kein gespeichertes Spielfeld.
not-a-value = Ein Wert besteht aus 256 Zeichen, jedes ein Buchstabe A–P oder „.“ für eine leere Zelle.

## Fehler, die nichts kosten: „Zurück bis fehlerfrei“, Schnappschüsse (mistakes.js)

# „Zurück bis fehlerfrei“ hat $count Änderungen zurückgenommen, bis vor den ersten falschen Buchstaben.
undone-to-correct = Zurück vor den ersten falschen Buchstaben: { $count } { $count ->
    [one] Änderung
   *[other] Änderungen
  } rückgängig gemacht.
no-wrong-letter = Kein falscher Buchstabe zum Rückgängigmachen.
# Jeder Stand, den „Rückgängig“ noch erreicht, enthält einen falschen Buchstaben.
no-correct-board = Jeder Stand, den „Rückgängig“ noch erreicht, enthält einen falschen Buchstaben; es gibt also keinen, zu dem du zurückkehren kannst.
undo-to-correct-several-solutions = Dieses Rätsel hat mehr als eine Lösung, daher gibt es keinen eindeutig richtigen Stand, zu dem du zurückkehren kannst.
undo-to-correct-no-solution = Dieses Rätsel hat keine Lösung, daher gibt es keinen richtigen Stand, zu dem du zurückkehren kannst.
changed-while-undoing = Das Gitter hat sich während der Lösungssuche geändert; drücke noch einmal „Zurück bis fehlerfrei“.
# Ein Schnappschuss gespeichert: $number seine Nummer, $filled wie viele Zellen einen Buchstaben enthalten.
snapshot-saved = Schnappschuss { $number } gespeichert: { $filled } von 256 Zellen gefüllt.
# Schnappschuss $number wiederhergestellt; $time, wann er gespeichert wurde.
snapshot-restored = Zurück zu Schnappschuss { $number } (gespeichert am { $time }): { $filled } von 256 Zellen gefüllt.
snapshot-is-present = Das Spielfeld steht schon so wie in Schnappschuss { $number }.
no-such-snapshot = Es gibt keinen Schnappschuss { $number }.

## Als Formularelement: warum das Formular ungültig ist

fill-every-cell = Fülle jede Zelle des Rätsels aus.
letter-twice = Ein Buchstabe kommt in einer Zeile, einer Spalte oder einem Block zweimal vor.

## Die Teile des Elements

toolbar = Rätsel-Aktionen
grid = Rätsel, 16 Zeilen mit je 16 Zellen
hint-detail = Der Tipp im Detail
# Die Schaltflächen der Werkzeugleiste (auch der Seite) und eines Tipps in Stufen.
solve = Lösen
hint = Tipp
check = Prüfen
undo = Rückgängig
redo = Wiederholen
undo-to-correct = Zurück bis fehlerfrei
clear = Leeren
notes = Notizen
fill-notes = Notizen füllen
zoom = Zoom
more = Mehr
apply = Anwenden

## Eine Zelle, wie das Gitter sie beschriftet und beschreibt

# Ihre Position und ihre Farbmarkierung: „R3C5, Farbe 2“.
cell-with-colour = { $cell }, Farbe { $colour }
# Ihre Notizen, jedes $symbol vielleicht mit Farbe: „R3C5, Notizen B (Farbe 1) F K“.
cell-with-notes = { $cell }, Notizen { $notes }
note-with-colour = { $symbol } (Farbe { $colour })
# Wenn „Prüfen“ oder ein Tipp dort den richtigen Buchstaben vermisst.
cell-wrong = { $cell }, ohne den richtigen Buchstaben
# Wer sie gefüllt hat, oder dass sie leer ist.
source-given = Vorgabe
source-yours = von dir
source-solver = vom Löser
source-hint = vom Tipp
source-empty = leer

## Das Tastenfeld

# Seine Beschriftung nach Modus: die Zeichen eines Satzes ($mode letter, number oder
# symbol), Notizen (note) oder Farbe $colour (colour).
keypad = Tastenfeld: { $mode ->
    [letter] Buchstaben
    [number] Zahlen
    [note] Notizen
    [colour] Farbe { $colour }
   *[symbol] Zeichen
  }
# Die Taste eines Zeichens im Modus des Tastenfelds: „Buchstabe A“, „Zahl 12“, „Notiz A“, „Farbnotiz A“.
keypad-key = { $mode ->
    [letter] Buchstabe
    [number] Zahl
    [note] Notiz
    [colour] Farbnotiz
   *[symbol] Zeichen
  } { $symbol }
# Wie viele des Zeichens einer Taste noch zu setzen sind.
keypad-left = { $count ->
    [0] alle gesetzt
    [one] noch 1 übrig
   *[other] noch { $count } übrig
  }
# Die Taste des gefilterten Buchstabens: wie viele übrig sind ($left, wie keypad-left),
# und dass seine Zellen hervorgehoben sind.
keypad-filtered = { $left }; seine Zellen sind im Gitter hervorgehoben
key-colour = Farbe { $colour }
key-erase = Löschen
key-colour-cell = Zelle färben
# Die Löschtaste im Farbmodus (sonst ⌫).
key-cell = Zelle

## Ein Tipp im Detail (hint-drawing.js)

# Über den Gliedern einer Kette, eines nach dem anderen.
chain-link-by-link = Die Kette, Glied für Glied:
# Über einem Zweig einer Erzwingungskette: „Zweig 2 von 3: Angenommen, R3C5 = B. Das geht auf.“
# ($nested yes: ein Zweig einer Kette innerhalb eines Zweigs).
branch-heading = { $nested ->
    [yes] Innerer Zweig
   *[no] Zweig
  } { $index } von { $count }: Angenommen, { $premise }. { $holds ->
    [yes] Das geht auf.
   *[no] Das scheitert.
  }
# Die Annahme eines Zweigs: ein Buchstabe in einer Zelle.
premise = { $cell } = { $symbol }
branches = Zweige
previous-branch = Vorheriger Zweig
next-branch = Nächster Zweig
back-out = Eine Ebene zurück
show-chain-inside = Innere Kette zeigen
# Ein Zweig, Folgerung für Folgerung: Schaltflächen und Stand („Folgerung 3 von 17“).
branch-steps = Schritte
previous-step = Vorheriger Schritt
next-step = Nächster Schritt
show-all-steps = Alle zeigen
step-at = Folgerung { $at } von { $count }

## Warum ein Einer gilt (hint-exclusions.js)

# Über dem, was die anderen Plätze eines versteckten Einers ($kind place) oder die
# anderen Buchstaben eines nackten Einers ($kind letter) ausschließt.
single-ruled-out = { $kind ->
    [place] Warum kein anderer Platz:
   *[letter] Warum kein anderer Buchstabe:
  }
# Ein Buchstabe im Gitter, der sich selbst aus Zellen ausschließt: „R5C9 enthält E: nicht in R5C5, R5C6“.
ruled-out-by = { $cell } enthält { $symbol }: nicht in { $cells }
# Buchstaben, die in den Notizen von Zellen fehlen, ohne dass ein Buchstabe im Gitter
# sie sieht: „E: nicht in den Notizen von R6C6, R8C7“.
ruled-out-by-marks = { $symbols }: nicht in den Notizen von { $cells }

## Der Lösungsweg (solving-path.js): jeder Schritt vom Gitter bis zum Ende, als Liste.

# Sein Name: der des Bereichs, der Schaltfläche des Tipps, die ihn öffnet, und seine Überschrift.
solving-path = Lösungsweg
path-finding = Alle Schritte bis zum Ende werden gesucht…
path-close = Schließen
# Ein Schritt der Liste: Nummer, Technik, die Zellen, in die er setzt oder aus denen er
# streicht („R3C5, R3C9“), und seine Bewertung.
path-step = { $n }. { $technique }: { $place } ({ $rating })
# Mehr Zellen, als genannt werden: „R3C5, R3C9, R4C1 und 5 weitere“.
path-more-cells = { $cells } und { $more } weitere
# Der schwerste Schritt, in der Liste markiert.
path-hardest = schwerster
# Die Zusammenfassung: „131 Schritte. Bewertung 6,6, schwer. Schwerster: Schritt 97, Wolkenkratzer.“
path-summary = { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
  }. Bewertung { $rating }, { $band ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
    [tough] sehr schwer
   *[other] Experte
  }. Schwerster: Schritt { $hardest }, { $technique }.
path-techniques = Techniken
# Eine Technik und wie viele Schritte sie brauchten: „Nackter Einer × 40“.
path-technique-count = { $technique } × { $count }
path-steps = Schritte
# Beim Auswählen und Zeichnen eines Schritts: „Schritt 12 von 131: X-Wing, gezeigt mit dem Gitter, wie es damals stand.“
path-step-drawn = Schritt { $n } von { $count }: { $technique }, gezeigt mit dem Gitter, wie es damals stand.
path-changed = Das Gitter hat sich während der Schrittsuche geändert; öffne den Lösungsweg noch einmal.
