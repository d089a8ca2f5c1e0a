### Die Zeilen der Liste neben der Zeichnung eines Schritts: jedes Glied einer Kette,
### jede Folgerung im Zweig einer Erzwingungskette und wie der Zweig endet.

## Ein Kandidat als Tatsache: R3C5 = B, wenn `$holds`, sonst R3C5 ≠ B.
fact = { $cell } { $holds ->
        [yes] =
       *[no] ≠
    } { $letter }

## Ein Glied einer Kette, von einer Tatsache zur nächsten, über eine Einheit oder in einer Zelle.
line-link = { $from } → { $to } { $place ->
        [unit] ({ $unit })
       *[same-cell] (dieselbe Zelle)
    }

## Eine Folgerung in einem Zweig: die Tatsache und warum sie gilt.
line-implication = { $fact } ({ $because })
because-supposed = angenommen
because-only-letter = der einzige verbliebene Buchstabe
because-only-place = der einzige Platz für { $letter } in { $unit }
because-same-cell = die Zelle ist { $letter }
because-another-letter = die Zelle hat einen anderen Buchstaben
because-sees = { $unit }
because-locked = { $letter } in { $unit } liegt in { $target }
because-naked-pair = Nacktes Paar { $cells } in { $unit }
because-technique = { $technique } in { $cells }
because-nested-chain = { $technique }: Der andere Buchstabe führt zum Widerspruch

## Wie ein Zweig endet.
end-shows = Das zeigt die Folgerung.
end-no-letter = Widerspruch: { $cell } hat keinen Buchstaben mehr.
end-no-place = Widerspruch: { $letter } hat in { $unit } keinen Platz mehr.
end-clash = Widerspruch: { $cell } müsste { $letter } sein und kann es nicht.
end-stopped = Hier kommen die Regeln nicht weiter.
