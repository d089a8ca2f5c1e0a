# Die eigenen Worte der Seite (index.html und www/app/, über www/words/page.js): die App um
# ein <hexadoku-board>, dessen Worte in board.ftl stehen. Kompiliert von
# scripts/build-words.mjs nach www/words/generated/<lang>/page.js; scripts/build-site.mjs
# ersetzt jede {{ message }}-Marke in index.html durch die genannte Nachricht.
# Anrede: du. Tasten in [Klammern] werden als Tasten gezeichnet (deutsche Beschriftung).

## index.html

page-title = Hexadoku: 16×16-Sudoku-Löser mit Tipps
hexadoku = Hexadoku
tagline = 16×16-Sudoku zum Spielen, mit Tipps Schritt für Schritt.
menu = Menü
# Die Gruppen der Werkzeugleiste.
group-help = Hilfe
group-play = Spielen
group-puzzle = Rätsel
group-share = Teilen
group-tools = Werkzeuge
group-page = Seite
pause = Pause
resume = Weiter
new-puzzle-button = Neu
difficulty-choice = Schwierigkeit
easy = Leicht
medium = Mittel
hard = Schwer
tough = Sehr schwer
expert = Experte
share = Teilen
share-game = Spiel teilen
copy-puzzle = Rätsel kopieren
settings = Einstellungen
help = Hilfe
pencil-marks = Kandidaten zeigen
open-solving-path = Lösungsweg
enter-puzzle = Rätsel eingeben
daily-button = Tagesrätsel
games-button = Spiele
time = Zeit
this-hint = Dieser Tipp
working-label = Arbeitet
working-start = Arbeitet…
cancel = Abbrechen
how-to-play = Spielanleitung
close = Schließen
language = Sprache

## Der Dialog „Einstellungen“

highlight = Rund um die ausgewählte Zelle hervorheben
highlight-units = Ihre Zeile, Spalte und ihr Block
highlight-letters = Ihr Buchstabe, in anderen Zellen und in Notizen
keep-notes = Notizen behalten, wenn ein Buchstabe gesetzt wird (sonst verschwindet der Buchstabe aus den Notizen seiner Zeile, Spalte und seines Blocks)
symbols = Zeichensatz
symbols-one-g = 1–9, dann A–G
show-timer = Zeit anzeigen

## Die Statuszeile und die Zeile beim Abschluss

# Ein Teil der Seite, der erst bei Bedarf lädt, konnte nicht geladen werden.
not-loaded = Das konnte nicht geladen werden: Prüfe die Verbindung und versuche es dann noch einmal.
# Auf der Seite, die eine Möglichkeit bietet, ein Rätsel einzutippen.
is-given-on-page = { $cell } ist eine Vorgabe. Um ein eigenes Rätsel einzutippen, drücke „Rätsel eingeben“.
# Das Rätsel nach „#“ in der Adresse, $why der Grund der Engine, warum es nicht lesbar ist.
unreadable-address = Das Rätsel in der Adresse kann nicht gelesen werden: { $why }.
address-game-damaged = das Spiel darin ist abgeschnitten oder beschädigt
address-game-clashes = seine Vorgaben widersprechen sich, oder es gibt keine
loaded-from-address = Rätsel aus der Adresse geladen.
game-from-address = Spiel aus der Adresse geladen: das Rätsel mit den Buchstaben und Notizen, mit denen es geteilt wurde.
loaded-from-address-on-top = Rätsel aus der Adresse geladen; „Rückgängig“ führt zu deinem vorherigen zurück.
# Der Abschluss, $time die gebrauchte Zeit.
solved-by-solver = Der Löser hat das Gitter gefüllt (Zeit: { $time }).
solved-in = Gelöst in { $time }.
# Während die Engine arbeitet: wie lange bisher, in Sekunden (eine Nachkommastelle).
working-for = Arbeitet… { $seconds } s
# Eine Schwierigkeitsstufe, wie die Engine sie nennt.
band = { $band ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
    [tough] sehr schwer
    [expert] Experte
   *[other] { $band }
  }
# Das Rätsel von „Neu“: „Ein neues Rätsel (schwer) mit 110 Vorgaben; Bewertung 6,6, schwerster Schritt: X-Kette.“
new-puzzle-ungraded = Ein neues Rätsel ({ band }) mit { $givens } Vorgaben.
# … oder mit dem Grund, warum die Bewertung scheiterte.
new-puzzle-failed = Ein neues Rätsel ({ band }) mit { $givens } Vorgaben; Bewertung gescheitert: { $why }.
new-puzzle-beyond = Ein neues Rätsel ({ band }) mit { $givens } Vorgaben; mit den Techniken der Tipps allein nicht lösbar.
new-puzzle-graded = Ein neues Rätsel ({ band }) mit { $givens } Vorgaben; Bewertung { $rating }, schwerster Schritt: { $hardest }.
# Die Schwierigkeit des gezeigten Rätsels, neben der Uhr: „Schwierigkeit: schwer, Bewertung 6,6.“
difficulty-graded = Schwierigkeit: { band }, Bewertung { $rating }.
difficulty-graded-beyond = Schwierigkeit: { band }, Bewertung { $rating }, mit den Techniken der Tipps allein nicht lösbar.
# Ein Rätsel, dessen Bewertung scheiterte (keine Lösung, mehrere, aufgegeben): $why, ein Satz.
difficulty-failed = Schwierigkeit unbekannt: { $why }
nothing-to-share = Noch gibt es nichts zu teilen: Das Gitter hat keine Vorgaben.
link-copied = Link zu diesem Rätsel kopiert.
game-link-copied = Link zu diesem Spiel kopiert: das Rätsel samt deinen Buchstaben und Notizen.
# Teilen ohne Zugriff auf die Zwischenablage: der Link $link selbst, zum Kopieren von Hand.
share-by-hand = Kopiere diesen Link, um das Rätsel zu teilen: { $link }
nothing-to-copy = Noch gibt es nichts zu kopieren: Das Gitter hat keine Vorgaben.
# Das Rätsel kopiert im Zeichensatz $set („A–P“, „1–16“).
puzzle-copied = Rätsel kopiert, mit den Zeichen { $set }.
clipboard-refused = Das Rätsel kann hier nicht kopiert werden: Dieser Browser verwehrt der Seite die Zwischenablage.

## Ein erster Besuch, das Tagesrätsel und die Spiele des Spielers

# Ein erster Besuch, während das Rätsel entsteht, mit dem er beginnt.
making-puzzle = Ein Rätsel zum Spielen wird erstellt…
# „Rätsel eingeben“ gedrückt: Das leere Gitter nimmt Vorgaben an.
enter-givens = Tippe die Vorgaben des Rätsels ein und drücke dann noch einmal „Rätsel eingeben“, um es zu spielen.
# Das Tagesrätsel geladen: $what, der Satz von „Neu“ dazu.
daily-puzzle = Das heutige Rätsel, für alle dasselbe. { $what }
# „Tagesrätsel“ gedrückt, nachdem das heutige gelöst ist, $time die gebrauchte Zeit.
daily-solved = Du hast das heutige Rätsel in { $time } gelöst. Das nächste kommt morgen.
# Ein Spiel der Liste wieder aufgenommen.
game-resumed = Dein Spiel ist zurück, so wie du es verlassen hast.
# Gespeicherte Spiele, die nicht lesbar waren, ihre Kopie unter $key beiseitegelegt.
games-unread = { $count ->
    [one] Ein gespeichertes Spiel konnte nicht gelesen werden; die Kopie, wie sie war, liegt im lokalen Speicher dieses Browsers unter { $key }.
   *[other] { $count } gespeicherte Spiele konnten nicht gelesen werden; die Kopie, wie sie war, liegt im lokalen Speicher dieses Browsers unter { $key }.
  }
games-not-saved = Deine Spieleliste konnte in diesem Browser nicht gespeichert werden: Der Speicher ist voll oder ausgeschaltet.

## Die Spiele des Spielers (www/app/games-dialog.js)

games-title = Deine Spiele
statistics = Statistik
level-column = Stufe
solved-column = Gelöst
best-column = Bestzeit
median-column = Median
# Noch keine Zeit.
no-time = –
# Ein Spiel ohne bekannte Stufe.
unrated = Ohne Stufe
daily-streak = Tagesrätsel in Folge: { $current }, Rekord { $best }.
export-games = Als Datei exportieren
in-progress = Angefangen
none-in-progress = Kein anderes Spiel angefangen.
# Ein offenes Spiel: „Schwer, 120 von 256 Zellen gefüllt, 12:03, begonnen am 27. Nov.“
game-in-progress = { $level }, { $filled } von 256 Zellen gefüllt, { $time }, begonnen am { $date }
resume-game = Weiter
finished = Beendet
none-finished = Noch kein Spiel beendet.
# Ein beendetes Spiel: „Schwer, 14:02, 27. Nov., von dir“.
game-finished = { $level }, { $time }, { $date }, { $by ->
    [solver] vom Löser
   *[player] von dir
  }

## Die Karte eines Spiels, das der Spieler beendet hat

solved-title = Gelöst!
daily-done = Das heutige Rätsel ist gelöst!
card-time = Zeit: { $time }
card-level = Stufe: { $level }
card-level-rated = Stufe: { $level }, Bewertung { $rating }
card-help = { $hints ->
    [0] Kein Tipp
    [one] 1 Tipp
   *[other] { $hints } Tipps
  } und { $checks ->
    [0] keine Prüfung
    [one] 1 Prüfung
   *[other] { $checks } Prüfungen
  } genutzt.
card-best = Deine Bestzeit ({ $level }): { $time }
card-new-best = Neue Bestzeit ({ $level })!
next-puzzle = Nächstes Rätsel
your-games = Deine Spiele

## Speichern

# Warum der Speicher das Sichern ablehnte: $why, full, off oder unavailable.
cannot-save = Dein Fortschritt kann in diesem Browser nicht gespeichert werden ({ $why ->
    [full] der Speicher ist voll
    [off] der Speicher ist ausgeschaltet
   *[unavailable] der Speicher ist nicht verfügbar
  }): Kopiere das Rätsel mit „Spiel teilen“, um es zu behalten.
# Ein gespeichertes Spiel, gelesen mit fehlenden Teilen, die Kopie unter $keys beiseitegelegt.
saved-game-unread = Dein gespeichertes Spiel konnte nicht gelesen werden, daher beginnt ein neues; die Kopie, wie sie war, liegt im lokalen Speicher dieses Browsers unter { $keys }.
# … $parts, was fehlt, als Liste.
saved-game-part-unread = Ein Teil deines gespeicherten Spiels konnte nicht gelesen werden: Es fehlen { $parts }, der Rest ist erhalten; die Kopie, wie sie war, liegt im lokalen Speicher dieses Browsers unter { $keys }.
# Was fehlt, nach Teil.
saved-part = { $part ->
    [entries] deine Buchstaben
    [notes] deine Notizen
    [removed] die Kandidaten, die Tipps entfernt haben
    [colours] deine Farbmarkierungen
    [editing] ob du gerade die Vorgaben bearbeitet hast
    [history] ein Teil dessen, was „Rückgängig“ zurücknehmen konnte
    [snapshots] einige deiner Schnappschüsse
   *[time] die gespielte Zeit
  }
# Listen von Teilen und Schlüsseln: „a, b und c“.
list-comma = { $init }, { $next }
list-and = { $init } und { $last }

## Schnappschüsse (www/app/snapshots.js): Spielstände, zu denen der Spieler zurückkehren kann

snapshots = Schnappschüsse
save-snapshot = Schnappschuss speichern
snapshots-none = Noch kein Schnappschuss: Speichere einen, und du kannst jederzeit zum Spielfeld zurückkehren, wie es jetzt ist.
# Ein Schnappschuss in der Liste, eine Schaltfläche, die zu ihm zurückführt: $number seine
# Nummer, $time wann er gespeichert wurde, $filled wie viele Zellen einen Buchstaben enthalten.
snapshot-item = Schnappschuss { $number }, { $time }: { $filled } von 256 Zellen gefüllt

## Hilfe (www/app/help.js): Jede Taste in [Klammern] wird als Taste gezeichnet

keyboard-shortcuts = Tastenkürzel
how-to-play-rules = Fülle das Gitter so, dass jede Zeile, jede Spalte und jeder 4×4-Block jedes der 16 Zeichen genau einmal enthält: A–P oder einen anderen Zeichensatz, der in den Einstellungen gewählt ist.
how-to-play-new = Im Menü gibt dir „Neu“ ein Rätsel der gewählten Schwierigkeit und „Tagesrätsel“ das heutige, für alle dasselbe; füge irgendwo auf der Seite ein Rätsel ein oder drücke „Rätsel eingeben“, um dein eigenes einzutippen. „Spiele“ zeigt die Spiele, die du verlassen hast, zum Weiterspielen, und deine Statistik.
how-to-play-notes = „Notizen“ macht die Zeichen, die du tippst, zu Notizen, die du selbst verwaltest; „Notizen füllen“ (im Menü) trägt jeden Kandidaten ein, „Kandidaten zeigen“ zeigt sie nur an. Halte eine Taste des Tastenfelds gedrückt, um zu sehen, wo ihr Zeichen steht und wo es noch hinpasst.
how-to-play-hint = „Tipp“ verrät den nächsten Schritt nach und nach: was du suchen sollst, dann wo („Mehr“), und „Anwenden“ führt ihn aus.
in-the-grid = Im Gitter
keys-move = [↑] [↓] [←] [→]
key-move = Zur nächsten Zelle
keys-row-ends = [Pos1] [Ende]
key-row-ends = Zur ersten oder letzten Zelle der Zeile
keys-ctrl-arrow = [Strg]+Pfeiltaste
key-jump = Zum Rand des Gitters springen
keys-grid-ends = [Strg]+[Pos1] [Strg]+[Ende]
key-grid-ends = Zur ersten oder letzten Zelle
keys-letter = [A]–[P]
key-letter = Einen Buchstaben setzen (0–F bzw. 1–9, A–G in diesen Zeichensätzen)
keys-number = [1], dann [0]–[6]
key-number = Mit den Zahlen 1–16: 10 bis 16, die zweite Ziffer innerhalb einer Sekunde
keys-shift-symbol = [Umschalt]+Zeichen
key-toggle-note = Diese Notiz in der Zelle an- oder ausschalten, in beiden Modi
keys-notes-mode = [Alt]+[N]
key-notes-mode = Notizmodus an oder aus: Getippte Zeichen werden zu Notizen
keys-colour-mode = [Alt]+[1] [Alt]+[2] [Alt]+[3] [Alt]+[4]
key-colour-mode = Farbmodus in dieser Farbe (noch einmal: aus): Ein Zeichen färbt diese Notiz, [Rücktaste] die Zelle
keys-colour-off = [Alt]+[0]
key-colour-off = Farbmodus aus
keys-clear = [Rücktaste] [Entf] [Leertaste] [.]
key-clear = Die Zelle leeren (eine leere: ihre Notizen)
keys-leave = [Tab]
key-leave = Das Gitter verlassen; zurück: zur Zelle, auf der du warst
keys-select = [Umschalt]+Pfeiltaste, [Umschalt]+Klick, [Strg]+Klick, Ziehen
key-select = Mehrere Zellen auswählen: Ein Buchstabe, eine Notiz, „Löschen“ oder eine Farbe gilt dann für alle
keys-select-one = [Esc]
key-select-one = Wieder nur eine Zelle auswählen
anywhere = Überall auf der Seite
# „Rückgängig“ und „Wiederholen“ sind Worte des Spielfelds.
keys-undo = [Strg]+[Z]
keys-redo = [Strg]+[Y] [Strg]+[Umschalt]+[Z]
keys-hint = [Alt]+[H]
key-hint = Ein Tipp, zuerst die Technik
keys-check = [Alt]+[C]
key-check = Die Buchstaben mit der Lösung vergleichen
keys-pause = [Alt]+[P]
key-pause = Das Spiel pausieren oder fortsetzen
keys-new = [Alt]+[Umschalt]+[N]
key-new = Ein neues Rätsel, in der im Menü gewählten Stufe
keys-paste = [Strg]+[V]
key-paste = Ein Rätsel einfügen (in einer Zelle: ein Zeichen)
keys-this-list = [?]
key-this-list = Diese Liste
keys-close = [Esc]
key-close = Diese Liste oder die Einstellungen schließen
