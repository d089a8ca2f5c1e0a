### Die drei Stufen eines Tipps (wonach suchen, wo suchen, der ganze Schritt), die
### Erklärung jeder Technik und was ein Tipp sagt, wenn er kein Schritt ist.

## Der Name der Technik allein.
technique-name = { $technique }

## Die ersten beiden Stufen der meisten Techniken: was zu suchen ist und wo, dann die
## Zellen. `$where` sagt, ob `$letter` und `$unit` angegeben sind. Die Technik steht im
## Nominativ (`$technique-a`, `$technique-a-title`).
look-for = Gesucht ist { $where ->
        [on-in] { $technique-a } für { $letter } in { $unit }
        [on] { $technique-a } für { $letter }
        [in] { $technique-a } in { $unit }
       *[none] { $technique-a }
    }.
look-at = { $where ->
        [on-in] { $technique-a-title } für { $letter } in { $unit }
        [on] { $technique-a-title } für { $letter }
        [in] { $technique-a-title } in { $unit }
       *[none] { $technique-a-title }
    }: Schau dir { $cells } an.

## Einer.
full-house-explain = { $cell } ist die letzte leere Zelle in { $unit }, also bekommt sie den fehlenden Buchstaben { $letter }.
hidden-single-explain = In { $unit } passt { $letter } nur in { $cell }.
naked-single-explain = { $cell } kann nur { $letter } sein: Jeder andere Buchstabe steht schon in ihrer Zeile, ihrer Spalte oder ihrem Block.

## Block-Reihe- und Reihe-Block-Check: Die Plätze von `$letter` in `$unit` liegen alle in `$target`.
locked-explain = In { $unit } kann { $letter } nur in { $cells } ({ $target }) stehen, also kann keine andere Zelle in { $target } { $letter } sein: Streiche { $letter } aus { $targets }.

## Die direkten Techniken: ein Block-Reihe- oder Reihe-Block-Check (die Plätze von `$letter`
## in `$unit` liegen alle in `$target`) oder eine versteckte Gruppe, deren Streichungen einem
## Buchstaben in einer Einheit nur einen Platz lassen, `$cell` (`$single` ist diese Einheit
## bei den Checks, der Buchstabe bei einer Gruppe).
direct-locked-explain = { $technique-title }: In { $unit } kann { $letter } nur in { $cells } ({ $target }) stehen, also kann keine andere Zelle in { $target } { $letter } sein; danach passt { $letter } in { $single } nur noch in { $cell }: Setze { $letter } dort (und streiche es aus { $targets }).
direct-hidden-explain = { $technique-title }: In { $unit } können { $letters } nur in { $cells } stehen, also enthalten diese Zellen nichts anderes, auch nicht { $single }; danach passt { $single } nur noch in { $cell }: Setze { $single } dort (und streiche { $removals }).

## Nackte und versteckte Gruppen.
naked-subset-explain = { $technique-title }: { $cells } können nur { $letters } sein, also kann keine andere Zelle in { $units } { $letters } sein: Streiche diese Buchstaben aus { $targets }.
hidden-subset-explain = { $technique-title }: In { $unit } können { $letters } nur in { $cells } stehen, also enthalten diese Zellen nichts anderes: Streiche { $removals }.

## Fische: `$kind` ist die Art der Deckeinheiten.
fish-explain = { $technique-title }: In { $bases } kann { $letter } nur in { $covers } stehen, also muss { $letter } in diesen { $kind ->
        [row] Zeilen
        [column] Spalten
       *[box] Blöcken
    } in { $bases } stehen: Streiche { $letter } aus { $targets }.

## Wings: `$count` Zellen verlieren den Buchstaben.
xy-wing-explain = { $technique-title }: { $pivot } kann nur { $x } oder { $y } sein und sieht { $a } ({ $x } oder { $z }) und { $b } ({ $y } oder { $z }); welchen Buchstaben { $pivot } auch bekommt, eine der beiden ist dann { $z }: Streiche { $z } aus { $targets }, denn { $count ->
        [one] diese Zelle sieht
       *[other] diese Zellen sehen
    } beide.
xyz-wing-explain = { $technique-title }: { $pivot } kann nur { $x }, { $y } oder { $z } sein und sieht { $a } ({ $x } oder { $z }) und { $b } ({ $y } oder { $z }), also ist eine der drei { $z }: Streiche { $z } aus { $targets }, denn { $count ->
        [one] diese Zelle sieht
       *[other] diese Zellen sehen
    } alle drei.
w-wing-explain = { $technique-title }: { $first } und { $second } können nur { $letters } sein, und in { $unit } kann { $link } nur in { $near } oder { $far } stehen, die sie sehen; also sind sie nicht beide { $link }, und eine der Zellen { $first } und { $second } ist { $removed }: Streiche { $removed } aus { $targets }.

## Eindeutige Rechtecke: `$kind` beschreibt das Dach: one-cell (Typ 1), extra (Typ 2),
## subset (Typ 3) oder locked (Typ 4).
unique-rectangle-explain = { $technique-title }: { $floor } können nur { $a } oder { $b } sein, und { $kind ->
        [one-cell] { $roof } enthält ebenfalls beide
        [extra] { $roof } enthalten beide und dazu { $extra }
       *[other] { $roof } enthalten beide und noch mehr
    }; da das Rätsel nur eine Lösung hat, dürfen die vier am Ende nicht nur { $a } und { $b } enthalten (die beiden Buchstaben ließen sich dort vertauschen, was eine zweite Lösung ergäbe), { $kind ->
        [one-cell] also ist { $roof } weder { $a } noch { $b }
        [extra] also ist eine der Zellen { $roof } { $extra }, und { $targets } { $count ->
            [one] sieht
           *[other] sehen
        } beide
        [subset] also ist eine der Zellen { $roof } { $extras }, und zusammen mit { $cells } bilden sie eine nackte Gruppe aus { $subset } in { $unit }
       *[locked] und da { $locked } in { $unit } nur in { $places } stehen kann, ist eine davon { $locked }, und keine der beiden kann { $other } sein
    }: Streiche { $removals }.

## BUG+1.
bug-look-for = Gesucht ist { $technique-a }: Alle leeren Zellen bis auf eine, die in { $unit } liegt, haben nur zwei mögliche Buchstaben.
bug-look-at = { $technique-title }: Alle leeren Zellen außer { $cell } haben nur zwei mögliche Buchstaben; schau dir { $cell } an.
bug-explain = { $technique-title }: Alle leeren Zellen außer { $cell } haben nur zwei mögliche Buchstaben, und jeder Buchstabe hat in jeder Einheit zwei Plätze oder keinen, außer { $letter }, der in jeder Einheit von { $cell } drei hat; da das Rätsel nur eine Lösung hat, muss { $cell } { $letter } sein (sonst ließen sich die Buchstaben auf zwei Arten verteilen, was zwei Lösungen oder keine ergäbe).

## Wolkenkratzer und Drachen.
two-links-explain = { $technique-title }: In { $line } kann { $letter } nur in { $end } oder { $base } stehen, und in { $other-line } nur in { $other-base } oder { $other-end }; { $base } und { $other-base } liegen gemeinsam in { $shared }, also sind sie nicht beide { $letter }, und { $end } oder { $other-end } ist { $letter }: Streiche { $letter } aus { $targets }.

## Einfache Färbung.
colour-wrap-explain = { $technique-title }: Verbindet man die Plätze von { $letter } in Einheiten, in denen { $letter } nur zwei Plätze hat, und färbt { $first } in der einen Farbe und { $second } in der anderen, dann ist eine der beiden Farben { $letter }; zwei Zellen der ersten Farbe liegen gemeinsam in { $unit }, also ist sie nicht { $letter }: Streiche { $letter } aus { $targets }.
colour-trap-explain = { $technique-title }: Verbindet man die Plätze von { $letter } in Einheiten, in denen { $letter } nur zwei Plätze hat, und färbt { $first } in der einen Farbe und { $second } in der anderen, dann ist eine der beiden Farben { $letter }; { $targets } { $count ->
        [one] sieht beide Farben: Streiche { $letter } aus dieser Zelle.
       *[other] sehen jeweils beide Farben: Streiche { $letter } aus diesen Zellen.
    }

## Ketten: jedes Glied ein `chain-link`, mit Kommas verbunden; `$ending` sagt, was die
## beiden Enden zeigen.
chain-explain = { $technique-title }: Wenn { $first } nicht { $start } ist, { $links }; so oder so { $ending ->
        [same-letter] ist eine der Zellen { $first } und { $last } { $start }: Streiche { $start } aus { $targets }, denn { $count ->
            [one] diese Zelle sieht
           *[other] diese Zellen sehen
        } beide.
        [same-cell] ist { $first } { $start } oder { $end }: Streiche { $removals }.
       *[see] ist { $first } { $start } oder { $last } { $end }, und die beiden sehen sich: Streiche { $removals }.
    }
## Das Verb steht vorn, da jedes Glied nach „Wenn …,“ oder nach „also“ kommt.
chain-link = { $so ->
        [yes] also {""}
       *[no] {""}
    }{ $place ->
        [same-cell] steht dort
       *[other] ist { $cell }
    } { $truth ->
        [not] nicht {""}
       *[is] {""}
    }{ $letter }{ $place ->
        [cell] {" "}({ $unit })
       *[other] {""}
    }

## ALS-XZ: zwei Gruppen, jede ein `als-set`.
als-set = in { $unit } kommen für { $cells } nur { $letters } infrage
als-explain = { $technique-title }: Zwei Gruppen mit je einem Buchstaben mehr, als sie Zellen haben – { $a }, und { $b }; { $restricted } kann nicht in beiden stehen, da seine Plätze in der einen Gruppe die in der anderen sehen, also ist eine der beiden Gruppen ohne { $restricted } gesperrt und enthält alle ihre anderen Buchstaben: Streiche { $removals }, denn von dort aus sind alle Plätze dafür in beiden Gruppen zu sehen.

## Erzwingungsketten: womit jeder Zweig verfolgt wird.
forcing-rules = Einer, Block-Reihe- und Reihe-Block-Checks sowie nackte Paare
cell-forcing-fails = { $cell } kann nicht { $dead } sein: { $count ->
        [one] Nimmt man das an
       *[other] Nimmt man einen davon an
    }, führen { forcing-rules } zu einem Widerspruch{ $outcome ->
        [placed] ; also ist { $cell } { $letter }
       *[none] {""}
    }.
cell-forcing-agrees = Welchen Buchstaben { $cell } auch bekommt ({ $live }), { forcing-rules } führen dann jedes Mal dazu, { $conclusion }.
unit-forcing-fails = In { $unit } kann { $letter } nicht in { $dead } stehen: Nimmt man das an, führen { forcing-rules } zu einem Widerspruch{ $outcome ->
        [placed] ; also steht { $letter } in { $cell }
       *[none] {""}
    }.
unit-forcing-agrees = Wo { $letter } in { $unit } auch steht ({ $live }), { forcing-rules } führen dann jedes Mal dazu, { $conclusion }.

## Was eine Erzwingungskette folgert: ein Infinitiv mit „zu“, nach „führen … dazu,“.
conclusion-place = { $letter } in { $cell } zu setzen
conclusion-leave-none = in { $cells } kein { $letter } zu lassen
conclusion-remove = { $removals } zu streichen

## Dynamische und verschachtelte Erzwingungsketten: `$by` sagt, wie jeder Zweig verfolgt
## wird, mit den Techniken der Reihe nach oder mit Erzwingungsketten darin; `$branches`
## sind mit Semikolons verbunden.
dynamic-cell-fails = { $cell } kann nicht { $dead } sein, denn { $branches }{ $outcome ->
        [placed] ; also ist { $cell } { $letter }
       *[none] {""}
    }.
dynamic-unit-fails = In { $unit } kann { $letter } nicht in { $dead } stehen, denn { $branches }{ $outcome ->
        [placed] ; also steht { $letter } in { $place }
       *[none] {""}
    }.
dynamic-cell-agrees = Welchen Buchstaben { $cell } auch bekommt ({ $live }), { $by ->
        [nested] Erzwingungsketten in den Zweigen führen dann jeden Zweig dazu
       *[ladder] die Techniken, der Reihe nach angewandt, führen dann jeden Zweig dazu
    }, { $conclusion }: { $branches }.
dynamic-unit-agrees = Wo { $letter } in { $unit } auch steht ({ $live }), { $by ->
        [nested] Erzwingungsketten in den Zweigen führen dann jeden Zweig dazu
       *[ladder] die Techniken, der Reihe nach angewandt, führen dann jeden Zweig dazu
    }, { $conclusion }: { $branches }.
dynamic-branch-fails = bei { $premise } führen { $links } zu einem Widerspruch
dynamic-branch-shows = bei { $premise } zeigen { $links } das
## Die ersten Glieder eines Zweigs (jedes ein `dynamic-link`, mit „dann“ verbunden) und
## wie viele noch folgen; alles im Nominativ, als Subjekt von „führen“ oder „zeigen“; der
## Einschub ab „dazu“ endet mit einem Komma.
dynamic-links = { forcing-rules }{ $named ->
        [yes] , dazu { $links }
       *[no] {""}
    }{ $more ->
        [yes] , dann { $same ->
            [yes] { $rest ->
                [one] noch ein Schritt ({ $technique })
               *[other] { $rest } weitere { $technique-plural }
            }
           *[no] { $rest ->
                [one] noch eine Technik
               *[other] { $rest } weitere Techniken
            }
        }
       *[no] {""}
    }{ $named ->
        [yes] {","}
       *[no] {""}
    }
dynamic-link = { $technique-a }{ $how ->
        [placed] {" "}mit { $letter } in { $cell }
       *[cells] {" "}in { $cells }
    }

## Der letzte Ausweg: Keine Technik greift.
last-resort-look-for = Keine bekannte Technik hilft hier weiter: Der nächste Tipp nimmt einen Buchstaben aus der Lösung.
last-resort-look-at = Keine bekannte Technik hilft hier weiter: Schau dir { $cells } an, deren Buchstabe aus der Lösung kommt.
last-resort-explain = Mit den bekannten Techniken findet sich kein logischer Schritt; der Buchstabe hier kommt aus der Lösung: { $cell } ist { $letter }.

## Was ein Tipp sagt, wenn er kein Schritt ist. `$symbols` ist der Zeichensatz des
## Spielfelds: letters, numbers, hex oder one-g.
hint-complete = Das Gitter ist vollständig.
hint-no-solution-clash = Dieses Gitter hat keine Lösung: { $symbols ->
        [letters] Der Buchstabe
        [numbers] Die Zahl
       *[other] Das Zeichen
    } { $letter } kommt in { $unit } zweimal vor: in { $first } und { $second }.
hint-no-solution = Dieses Gitter hat keine Lösung: Ein Buchstabe darin ist falsch.
hint-wrong-letters = Dieses Gitter hat keine Lösung: Diese Buchstaben weichen von der Lösung ab: { $cells }.
hint-ambiguous = Dieses Rätsel hat mehr als eine Lösung, und noch steht kein Buchstabe sicher fest.
path-several-solutions = Mit diesen Buchstaben gibt es mehr als eine Lösung: Kein eindeutiger Weg führt bis zum Ende.
hint-lost-letters = In { $cell } ist { $letter } nicht mehr notiert, aber { $letter } gehört dorthin.{ $others ->
        [0] {""}
        [1] {" "}Auch in den Notizen von { $other } fehlt der richtige Buchstabe.
       *[other] {" "}Auch in den Notizen von { $others } weiteren Zellen fehlt jeweils der richtige Buchstabe; „Prüfen“ markiert sie.
    }
hint-gave-up = Die Tippsuche hat { $gave-up }.
