### Die Fehler: warum ein Text nicht als Rätsel gelesen werden konnte, warum die Engine
### keine Antwort fand und was ein Aufrufer der Engine falsch gemacht hat. Die Seite
### schreibt den Anfang groß und setzt einen Punkt ans Ende.

## Ein Zeichen, wie ein Fehler es zeigt: `$char` in Anführungszeichen; außerhalb von
## ASCII auch mit seinem Codepunkt `$code` (U+00E9); ein Steuer- oder ungewöhnliches
## Leerzeichen nur mit seinem Codepunkt.
char-quoted = '{ $char }'
char-quoted-code = '{ $char }' ({ $code })
char-code = { $code }

## Die Zeichensätze, nach `$set`: letters, hex, one-g oder numbers. Wie ein Zeichen des
## Satzes heißt, mit seinem Bereich (im Nominativ); der Satz als Bereich; wie ein
## einzelnes Zeichen heißt.
symbol-name = { $set ->
        [letters] ein Buchstabe A-P
        [hex] ein Zeichen 0-F
        [one-g] ein Zeichen 1-9, dann A-G
       *[numbers] eine Zahl 1-16
    }
symbols-range = { $set ->
        [letters] A-P
        [hex] 0-F
        [one-g] 1-9, dann A-G
       *[numbers] 1-16
    }
symbol-noun = { $set ->
        [letters] Buchstabe
        [numbers] Zahl
       *[other] Zeichen
    }

## Warum ein Text nicht gelesen werden konnte: jeweils mit `$line` (ab 1) und wo möglich
## `$column` (Zeichen ab 1). `$found` ist eine `char-…`-Nachricht oder eine Zahl, wie sie
## dasteht; `$name` ein `symbol-name`; `$marks` die Zeichen einer leeren Zelle.
parse-bad-character = Zeile { $line }, Spalte { $column }: { $found } ist weder { $name } noch eine leere Zelle ({ $marks })
parse-bad-number = Zeile { $line }, Spalte { $column }: '{ $found }' ist weder { $name } noch eine leere Zelle ({ $marks })
## `$sets`: die Zeichensätze, in denen das Rätsel sein könnte, mit „oder“ verbunden.
parse-unsettled = Zeile { $line }, Spalte { $column }: { $found } ist hier unerwartet (erwartet: { $name }), und die Zeichen des Rätsels stehen nicht fest: Infrage kommen { $sets }
parse-row-length = Zeile { $line }: Eine Reihe hat { $cells } { $cells ->
        [one] Zelle
       *[other] Zellen
    }, erwartet 16
parse-line-length = Zeile { $line }: { $cells } { $cells ->
        [one] Zelle
       *[other] Zellen
    }, erwartet 256 in einer Zeile oder 16 Reihen zu je 16
parse-line-too-long = Zeile { $line }: Die Zeile ist länger als { $limit } Bytes, das Höchstmaß für eine Zeile
parse-line-never-ends = Zeile { $line }: kein Zeilenende in { $limit } Bytes: Die Eingabe wird nicht weiter gelesen
parse-missing-rows = Zeile { $line }: Das Rätsel endet nach { $rows } { $rows ->
        [one] Reihe
       *[other] Reihen
    }, erwartet 16
parse-clash = Vorgaben widersprechen sich: { $clash }
parse-no-puzzle = kein Rätsel gefunden: Der Text ist leer
parse-several-puzzles = Zeile { $line }: Hier beginnt ein zweites Rätsel, erwartet wird nur eines

## Zwei Vorgaben mit demselben Zeichen in einer Einheit: `$noun` ein `symbol-noun`,
## `$symbol` wie das Rätsel es schreibt, `$unit` und die beiden Zellen.
clash = { $noun } { $symbol } kommt in { $unit } zweimal vor: in { $first } und { $second }

## Was sein Budget aufgebraucht hat: `$limit` ist nodes (`$nodes` Suchknoten) oder time
## (`$seconds`). Ein Partizip, nach „hat“: „der Löser hat nach 1,5 s aufgegeben“.
gave-up = nach { $limit ->
        [nodes] { $nodes } Suchknoten
       *[time] { $seconds } s
    } aufgegeben
## Die Arbeit der Engine, die aufgegeben hat, und wie (`$gave-up`, eine `gave-up`-Nachricht).
gave-up-solving = der Löser hat { $gave-up }
gave-up-solving-unsaid = der Löser hat aufgegeben
gave-up-hint = die Tippsuche hat { $gave-up }
gave-up-checking = die Prüfung hat { $gave-up }
gave-up-grading = die Bewertung hat { $gave-up }
gave-up-path = die Suche nach dem Lösungsweg hat { $gave-up }
gave-up-generating = der Generator hat { $gave-up }
gave-up-counting = das Zählen hat { $gave-up }, nachdem { $solutions } { $solutions ->
        [one] Lösung gefunden war
       *[other] Lösungen gefunden waren
    }

## Warum ein Rätsel keine Bewertung hat.
grade-no-solution = das Rätsel hat keine Lösung
grade-several-solutions = das Rätsel hat mehr als eine Lösung

## Ein bestelltes Rätsel: sein Ziel `$goal` (eine `goal-…`-Nachricht, als Nebensatz nach
## „das“) und warum keines erzeugt wurde.
goal-band = { $band ->
        [easy] leicht
        [medium] mittelschwer
        [hard] schwer
        [tough] sehr schwer
       *[expert] ein Expertenrätsel
    } ist
goal-needs = die Technik { $technique } braucht
not-made-not-found = in { $attempts } { $attempts ->
        [one] Versuch
       *[other] Versuchen
    } kein Rätsel gefunden, das { $goal }
not-made-gave-up = kein Rätsel gefunden, das { $goal }: Der Generator hat in Versuch { $attempt } { $gave-up }

## Namen, die keine der bekannten sind: `$text` wie angegeben.
unknown-difficulty = unbekannte Schwierigkeit "{ $text }": erwartet easy, medium, hard, tough oder expert
unknown-goal = unbekannte Schwierigkeit "{ $text }": erwartet easy, medium, hard, tough, expert oder eine Technik wie "x-wing"
unknown-symbols = "{ $text }" ist kein Zeichensatz: letters, hex, one-g oder numbers

## Eine Lösung zu einem Rätsel, das sie nicht löst.
not-its-solution = sie löst die Vorgaben nicht

## Was ein Aufrufer des WebAssembly-Moduls der Engine falsch gemacht hat: `$name` eine
## Option, `$path` das Objekt, in dem sie steht ("" oder "budget.").
engine-calls-nest = Aufrufe dürfen höchstens { $most } Ebenen tief verschachtelt sein: Ein Getter oder Callback hat das Modul erneut aufgerufen
engine-text-not-string = text muss ein String sein
engine-not-an-object = { $name } muss ein Objekt sein
engine-unreadable = { $path }{ $name } konnte nicht gelesen werden
engine-not-a-string = { $path }{ $name } muss ein String sein
engine-not-a-boolean = { $path }{ $name } muss true oder false sein
engine-not-whole = { $path }{ $name } muss eine ganze Zahl von { $min } bis { $max } sein
engine-not-an-amount = { $path }{ $name } muss eine Zahl sein, 0 oder mehr
engine-refused = { $name }: { $why }
engine-needs-givens = solution: Sie braucht die Vorgaben, die sie löst
engine-not-bitmasks = { $name } muss aus 256 Bitmasken bestehen: ein Array oder ein Uint16Array ganzer Zahlen von 0 bis 65535
engine-not-a-function = onProgress muss eine Funktion sein
engine-bad-layout = layout muss line, rows, framed oder bands sein
engine-no-seed = seed ist erforderlich: eine ganze Zahl ab 0
