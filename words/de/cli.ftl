### Die eigenen Worte des Kommandozeilenwerkzeugs: die Hilfe jedes Befehls und jeder
### Option (clap's eigene Worte, "Usage:", "Options:", "Print help" und seine Fehler,
### bleiben die von clap) und was das Werkzeug selbst auf der Standardausgabe und der
### Standardfehlerausgabe sagt. Nur das Kommandozeilenwerkzeug benutzt sie.
###
### Hilfe wird nach Namen gefunden (siehe words/en/cli.ftl). Befehls- und Optionsnamen
### bleiben unübersetzt; die Namen der Werte (<SEKUNDEN>) sind übersetzt. Ein einziger
### Absatz, ohne Punkt am Ende, wie clap Hilfe zeigt.

## Das Werkzeug selbst.
cli-about = 16x16-Sudokus lösen, zählen und erzeugen (Buchstaben A-P oder 0-F, 1-9 dann A-G, 1-16)

## Die Befehle.
cli-solve-about = Jedes Rätsel aus DATEI (oder der Standardeingabe) lösen und die Lösungen im Layout und in den Zeichen ausgeben, in denen das jeweilige Rätsel vorlag. Ein Rätsel, das scheitert, behält seinen Platz in der Ausgabe und wird so ausgegeben, wie es gelesen wurde (ungelöst; widersprüchliche Vorgaben weggelassen, und nie ein volles Gitter), und stderr sagt, warum
cli-count-about = Die Anzahl der Lösungen jedes Rätsels ausgeben, je eine Zeile: `N`, oder `N+`, wenn das Zählen an der Grenze stoppte, `?`, wenn das Budget aufgebraucht war, `error`, wenn es nicht lesbar war
cli-generate-about = Eindeutige Rätsel ausgeben, je eine Zeile aus 256 Zeichen (`.` für leer), sofern --layout nichts anderes sagt. Rätsel i (ab 0 gezählt) entsteht aus Seed S+i, sodass sich jedes einzeln wieder erzeugen lässt
cli-hint-about = Den nächsten logischen Schritt für jedes Rätsel ausgeben, je eine Zeile: `technique: text`, die Buchstaben im Zeichensatz benannt, in dem das Rätsel vorlag (oder, mit --json, ein JSON-Objekt)
cli-explain-about = Jedes Rätsel logisch lösen, jeden Schritt mit seiner Erklärung ausgeben (die Buchstaben im Zeichensatz benannt, in dem das Rätsel vorlag), dann seine Bewertung
cli-grade-about = Jedes Rätsel bewerten, je eine Zeile: die Bewertung seines schwersten Schritts (Skala des Sudoku Explainers), die Schwierigkeit, die schwerste Technik und die Schritte jeder Technik

## Die Optionen der Befehle, die Rätsel lesen.
cli-file-help = Zu lesende Rätsel: Zeilen aus 256 Zellen, UVA-1309-Blöcke, Bänder oder gerahmte Gitter, beliebig gemischt. Standardeingabe, wenn nicht angegeben oder `-`
cli-file-value = DATEI
cli-symbols-help = Der Zeichensatz der Rätsel: letters (A-P), hex (0-F), one-g (1-9 dann A-G) oder numbers (1-16). Standardmäßig wird der Satz jedes Rätsels aus seinem Text bestimmt (eine Ziffer 1-9 ohne 0, G oder H-P legt nichts fest: Gib ihn dann hier an)
cli-symbols-value = SATZ
cli-stats-help = Die Suchstatistik jedes Rätsels (Knoten, Rateversuche, Zeit) auf der Standardfehlerausgabe ausgeben
cli-jobs-help = Threads zum Lösen, 1 bis 1024 (Standard: einer pro Kern). Die Antworten behalten die Reihenfolge der Eingabe
cli-jobs-value = N
cli-output-symbols-help = In diesem Zeichensatz schreiben statt im eigenen jedes Rätsels
cli-output-symbols-value = SATZ

## Das Budget, das jeder Befehl annimmt.
cli-max-nodes-help = Ein Rätsel nach so vielen Suchknoten aufgeben (mindestens 1: Jede Suche beginnt mit einem)
cli-max-nodes-value = N
cli-timeout-help = Ein Rätsel nach so vielen Sekunden aufgeben (Bruchteile erlaubt: 0.5)
cli-timeout-value = SEKUNDEN

## Die Optionen eines einzelnen Befehls.
cli-count-limit-help = Das Zählen bei so vielen Lösungen beenden (mindestens 1)
cli-count-limit-value = GRENZE
cli-generate-seed-value = SEED
cli-generate-count-help = Wie viele Rätsel erzeugt werden (mindestens 1)
cli-generate-count-value = ANZAHL
cli-generate-givens-help = Vorgaben entfernen, bis so viele übrig sind, 0 bis 256 (oder das Rätsel mit mehr minimal ist)
cli-generate-givens-value = K
cli-generate-minimal-help = Vorgaben entfernen, bis keine mehr wegfallen kann (der Standard)
cli-generate-unsolvable-help = Rätsel ohne Lösung erzeugen: ein minimales Rätsel mit einer geänderten Vorgabe
cli-generate-difficulty-help = Rätsel dieser Stufe erzeugen: easy, medium, hard, tough, expert oder eine Technik, die das Lösen braucht ("x-wing", "naked pair")
cli-generate-difficulty-value = D
cli-generate-symbols-help = Der Zeichensatz, in dem die Rätsel geschrieben werden: letters (A-P), hex (0-F), one-g (1-9 dann A-G) oder numbers (1-16)
cli-generate-layout-help = Wie jedes Rätsel angeordnet wird: eine Zeile aus 256 Zellen, UVA-Zeilen, ein gerahmtes Gitter oder Bänder aus vier Zeilen, getrennt durch Leerzeilen (die Rätsel dann ebenso)
cli-generate-layout-value = LAYOUT
cli-hint-level-help = Wie viel verraten wird: die Technik und wo, auch die Zellen, oder der ganze Schritt
cli-hint-level-value = STUFE
cli-hint-level-vague-help = Die Technik und die Einheit, in der zu suchen ist
cli-hint-level-concrete-help = Die Technik und die Zellen ihres Musters
cli-hint-level-full-help = Der ganze Schritt: was er setzt oder streicht, und warum
cli-hint-json-help = Ein JSON-Objekt pro Rätsel und Zeile ausgeben (JSON Lines), aufgebaut wie die Antworten von `hint` der JavaScript-API (`HintResult` in www/engine/engine.d.ts, samt der Zeichnung des Schritts); `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}` für ein Rätsel, das nicht lesbar ist, oder einen Tipp, der aufgegeben hat. Ignoriert --level: Das Objekt enthält alle drei Sätze
cli-explain-json-help = Ein JSON-Objekt pro Rätsel und Zeile ausgeben (JSON Lines), aufgebaut wie die Antworten von `path` der JavaScript-API (`PathResult` in www/engine/engine.d.ts: jeder Schritt mit Bewertung und Sätzen, der Index des schwersten Schritts und die Bewertung); `{"{"}"status":"error","code":"parse"|"gave-up","message":...{"}"}` für ein Rätsel, das nicht lesbar ist oder dessen Lösungsweg aufgegeben hat

## Abgelehnter Wert von --timeout: `$text` der Wert wie angegeben; `$most` die höchste Sekundenzahl.
cli-timeout-not-a-number = "{ $text }" ist keine Zahl
cli-timeout-too-long = { $text } Sekunden sind zu lang: höchstens { $most } (ein Jahr)
cli-timeout-under-a-nanosecond = { $text } Sekunden sind weniger als eine Nanosekunde
cli-timeout-not-positive = { $text } ist keine positive Anzahl Sekunden

## Fehler auf der Standardfehlerausgabe: `$error` ist, was schiefging, wie der Kern oder das
## System es sagt. Ein Fehler des ganzen Laufs, eines Rätsels (`$puzzle` ab 1), eines Seeds.
cli-error = hexadoku: { $error }
cli-puzzle-error = hexadoku: Rätsel { $puzzle }: { $error }
cli-seed-error = hexadoku: Seed { $seed }: { $error }
## Was schiefging, vom Werkzeug gesagt: ein Rätsel ohne Lösung; eine Zählung, deren Budget
## aufgebraucht war (`$gave-up`: "nach 1000 Suchknoten aufgegeben"), nachdem sie `$found`
## Lösungen gefunden hatte.
cli-no-solution = keine Lösung
cli-count-gave-up = { $gave-up }, { $found } { $found ->
        [one] Lösung
       *[other] Lösungen
    } gefunden
## Eine Eingabe, die nicht geöffnet oder gelesen werden kann: `$file` ihr Name, `$error` der des Systems.
cli-file-error = { $file }: { $error }
## Der Name der Standardeingabe, wenn die Rätsel von dort gelesen werden.
cli-standard-input = Standardeingabe
## Ein Worker-Thread hat aufgehört, bevor er antwortete.
cli-worker-lost = ein Worker-Thread wurde beendet

## --stats, auf der Standardfehlerausgabe: `$ms` mit drei Nachkommastellen.
cli-stats = Rätsel { $puzzle }: { $nodes } Knoten, { $guesses } Rateversuche, { $ms } ms

## Die Fortschrittsanzeige, in einem Terminal: wie viele Rätsel fertig sind.
cli-progress = { $puzzles ->
        [one] { $puzzles } Rätsel
       *[other] { $puzzles } Rätsel
    }

## `explain`: die Überschrift eines Rätsels; jeder Schritt (`$n`, seine Nummer, schon
## ausgerichtet; der Name der Technik und die Erklärung); die Bewertung; ein gescheitertes Rätsel.
cli-explain-puzzle = Rätsel { $puzzle }:
cli-explain-step = { $n }. { $technique }: { $explanation }
cli-explain-grade = Bewertung: { $grade }
cli-explain-failed = Rätsel { $puzzle }: { $error }

## Eine Bewertung, die Zeile von `grade` und die letzte von `explain`: `6,6 schwer
## (Skyscraper); 131 Schritte: 80 Full House, 40 Nackter Einer, 1 Skyscraper`. `$rating`
## hat eine Nachkommastelle (mit Komma geschrieben), `$difficulty` ist der Name des Kerns
## (easy, medium, hard, tough, expert), `$hardest` der Name der Technik, `$by-logic` ist
## `yes` oder `no`, `$each` die Schritte jeder Technik (`cli-grade-steps`), mit
## `list-comma` verbunden.
cli-grade = { $rating } { $difficulty ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
        [tough] sehr schwer
        [expert] Experte
       *[other] { $difficulty }
    } ({ $hardest }{ $by-logic ->
        [yes] {""}
       *[no] {", nicht allein durch Logik"}
    }); { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }: { $each }
cli-grade-steps = { $steps } { $technique }

## --lang, das jeder Befehl annimmt: die Sprache, die das Werkzeug spricht.
cli-lang-help = Die Sprache der Ausgabe: en, de oder zh-Hans (auch zh). Standardmäßig die, die LC_ALL, LC_MESSAGES oder LANG nennt (de_DE.UTF-8), sonst Englisch
cli-lang-value = SPRACHE
## Abgelehnter Wert von --lang: `$text` wie angegeben; `$languages` die vorhandenen
## Sprachen, mit `list-comma` und `list-or` verbunden.
cli-lang-unknown = unbekannte Sprache "{ $text }": erwartet { $languages }
