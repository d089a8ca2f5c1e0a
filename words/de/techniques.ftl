### Die Namen der Techniken. Die Nachricht jeder Technik ist `technique-<id>`; ihr Wert ist
### der Name allein (als Bezeichnung, großgeschrieben: „Nackter Einer“), ihre Attribute
### sind die anderen Formen: `.a` im Satz, mit unbestimmtem Artikel, im Nominativ
### („ein X-Wing“, „eine Qualle“, „ein nacktes Paar“); `.title` am Satzanfang; `.a-title`
### mit Artikel am Satzanfang („Ein X-Wing“); `.plural`, mehrere, im Nominativ/Akkusativ
### („3 weitere nackte Paare“).
###
### Die Sätze sind so gebaut, dass `.a` und `.a-title` nur im Nominativ stehen: Das
### Geschlecht steckt im Artikel jeder Form, nicht im Satz.

technique-full-house = Full House
    .a = ein Full House
    .title = Full House
    .a-title = Ein Full House
    .plural = Full Houses

technique-hidden-single = Versteckter Einer
    .a = ein versteckter Einer
    .title = Versteckter Einer
    .a-title = Ein versteckter Einer
    .plural = versteckte Einer

technique-naked-single = Nackter Einer
    .a = ein nackter Einer
    .title = Nackter Einer
    .a-title = Ein nackter Einer
    .plural = nackte Einer

technique-pointing = Block-Reihe-Check
    .a = ein Block-Reihe-Check
    .title = Block-Reihe-Check
    .a-title = Ein Block-Reihe-Check
    .plural = Block-Reihe-Checks

technique-claiming = Reihe-Block-Check
    .a = ein Reihe-Block-Check
    .title = Reihe-Block-Check
    .a-title = Ein Reihe-Block-Check
    .plural = Reihe-Block-Checks

technique-naked-pair = Nacktes Paar
    .a = ein nacktes Paar
    .title = Nacktes Paar
    .a-title = Ein nacktes Paar
    .plural = nackte Paare

technique-x-wing = X-Wing
    .a = ein X-Wing
    .title = X-Wing
    .a-title = Ein X-Wing
    .plural = X-Wings

technique-hidden-pair = Verstecktes Paar
    .a = ein verstecktes Paar
    .title = Verstecktes Paar
    .a-title = Ein verstecktes Paar
    .plural = versteckte Paare

technique-naked-triple = Nackter Dreier
    .a = ein nackter Dreier
    .title = Nackter Dreier
    .a-title = Ein nackter Dreier
    .plural = nackte Dreier

technique-swordfish = Schwertfisch
    .a = ein Schwertfisch
    .title = Schwertfisch
    .a-title = Ein Schwertfisch
    .plural = Schwertfische

technique-hidden-triple = Versteckter Dreier
    .a = ein versteckter Dreier
    .title = Versteckter Dreier
    .a-title = Ein versteckter Dreier
    .plural = versteckte Dreier

technique-xy-wing = XY-Wing
    .a = ein XY-Wing
    .title = XY-Wing
    .a-title = Ein XY-Wing
    .plural = XY-Wings

technique-xyz-wing = XYZ-Wing
    .a = ein XYZ-Wing
    .title = XYZ-Wing
    .a-title = Ein XYZ-Wing
    .plural = XYZ-Wings

technique-unique-rectangle-1 = Eindeutiges Rechteck Typ 1
    .a = ein eindeutiges Rechteck Typ 1
    .title = Eindeutiges Rechteck Typ 1
    .a-title = Ein eindeutiges Rechteck Typ 1
    .plural = eindeutige Rechtecke Typ 1

technique-unique-rectangle-2 = Eindeutiges Rechteck Typ 2
    .a = ein eindeutiges Rechteck Typ 2
    .title = Eindeutiges Rechteck Typ 2
    .a-title = Ein eindeutiges Rechteck Typ 2
    .plural = eindeutige Rechtecke Typ 2

technique-unique-rectangle-4 = Eindeutiges Rechteck Typ 4
    .a = ein eindeutiges Rechteck Typ 4
    .title = Eindeutiges Rechteck Typ 4
    .a-title = Ein eindeutiges Rechteck Typ 4
    .plural = eindeutige Rechtecke Typ 4

technique-unique-rectangle-3 = Eindeutiges Rechteck Typ 3
    .a = ein eindeutiges Rechteck Typ 3
    .title = Eindeutiges Rechteck Typ 3
    .a-title = Ein eindeutiges Rechteck Typ 3
    .plural = eindeutige Rechtecke Typ 3

technique-naked-quad = Nackter Vierer
    .a = ein nackter Vierer
    .title = Nackter Vierer
    .a-title = Ein nackter Vierer
    .plural = nackte Vierer

technique-jellyfish = Qualle
    .a = eine Qualle
    .title = Qualle
    .a-title = Eine Qualle
    .plural = Quallen

technique-hidden-quad = Versteckter Vierer
    .a = ein versteckter Vierer
    .title = Versteckter Vierer
    .a-title = Ein versteckter Vierer
    .plural = versteckte Vierer

technique-naked-subset-5 = Nackter Fünfer
    .a = ein nackter Fünfer
    .title = Nackter Fünfer
    .a-title = Ein nackter Fünfer
    .plural = nackte Fünfer

technique-bug-plus-one = BUG+1
    .a = ein BUG+1
    .title = BUG+1
    .a-title = Ein BUG+1
    .plural = BUG+1

technique-squirmbag = Squirmbag
    .a = ein Squirmbag
    .title = Squirmbag
    .a-title = Ein Squirmbag
    .plural = Squirmbags

technique-hidden-subset-5 = Versteckter Fünfer
    .a = ein versteckter Fünfer
    .title = Versteckter Fünfer
    .a-title = Ein versteckter Fünfer
    .plural = versteckte Fünfer

technique-naked-subset-6 = Nackter Sechser
    .a = ein nackter Sechser
    .title = Nackter Sechser
    .a-title = Ein nackter Sechser
    .plural = nackte Sechser

technique-whale = Wal
    .a = ein Wal
    .title = Wal
    .a-title = Ein Wal
    .plural = Wale

technique-skyscraper = Wolkenkratzer
    .a = ein Wolkenkratzer
    .title = Wolkenkratzer
    .a-title = Ein Wolkenkratzer
    .plural = Wolkenkratzer

technique-two-string-kite = Drachen
    .a = ein Drachen
    .title = Drachen
    .a-title = Ein Drachen
    .plural = Drachen

technique-w-wing = W-Wing
    .a = ein W-Wing
    .title = W-Wing
    .a-title = Ein W-Wing
    .plural = W-Wings

technique-colour-wrap = Farbwiderspruch
    .a = ein Farbwiderspruch
    .title = Farbwiderspruch
    .a-title = Ein Farbwiderspruch
    .plural = Farbwidersprüche

technique-colour-trap = Farbfalle
    .a = eine Farbfalle
    .title = Farbfalle
    .a-title = Eine Farbfalle
    .plural = Farbfallen

technique-x-chain = X-Kette
    .a = eine X-Kette
    .title = X-Kette
    .a-title = Eine X-Kette
    .plural = X-Ketten

technique-hidden-subset-6 = Versteckter Sechser
    .a = ein versteckter Sechser
    .title = Versteckter Sechser
    .a-title = Ein versteckter Sechser
    .plural = versteckte Sechser

technique-xy-chain = XY-Kette
    .a = eine XY-Kette
    .title = XY-Kette
    .a-title = Eine XY-Kette
    .plural = XY-Ketten

technique-naked-subset-7 = Nackter Siebener
    .a = ein nackter Siebener
    .title = Nackter Siebener
    .a-title = Ein nackter Siebener
    .plural = nackte Siebener

technique-alternating-inference-chain = Alternierende Inferenzkette
    .a = eine alternierende Inferenzkette
    .title = Alternierende Inferenzkette
    .a-title = Eine alternierende Inferenzkette
    .plural = alternierende Inferenzketten

technique-leviathan = Leviathan
    .a = ein Leviathan
    .title = Leviathan
    .a-title = Ein Leviathan
    .plural = Leviathane

technique-hidden-subset-7 = Versteckter Siebener
    .a = ein versteckter Siebener
    .title = Versteckter Siebener
    .a-title = Ein versteckter Siebener
    .plural = versteckte Siebener

technique-als-xz = ALS-XZ
    .a = ein ALS-XZ
    .title = ALS-XZ
    .a-title = Ein ALS-XZ
    .plural = ALS-XZ

technique-cell-forcing-chain = Zellen-Erzwingungskette
    .a = eine Zellen-Erzwingungskette
    .title = Zellen-Erzwingungskette
    .a-title = Eine Zellen-Erzwingungskette
    .plural = Zellen-Erzwingungsketten

technique-unit-forcing-chain = Einheiten-Erzwingungskette
    .a = eine Einheiten-Erzwingungskette
    .title = Einheiten-Erzwingungskette
    .a-title = Eine Einheiten-Erzwingungskette
    .plural = Einheiten-Erzwingungsketten

technique-dynamic-cell-forcing-chain = Dynamische Zellen-Erzwingungskette
    .a = eine dynamische Zellen-Erzwingungskette
    .title = Dynamische Zellen-Erzwingungskette
    .a-title = Eine dynamische Zellen-Erzwingungskette
    .plural = dynamische Zellen-Erzwingungsketten

technique-dynamic-unit-forcing-chain = Dynamische Einheiten-Erzwingungskette
    .a = eine dynamische Einheiten-Erzwingungskette
    .title = Dynamische Einheiten-Erzwingungskette
    .a-title = Eine dynamische Einheiten-Erzwingungskette
    .plural = dynamische Einheiten-Erzwingungsketten

technique-nested-cell-forcing-chain = Verschachtelte Zellen-Erzwingungskette
    .a = eine verschachtelte Zellen-Erzwingungskette
    .title = Verschachtelte Zellen-Erzwingungskette
    .a-title = Eine verschachtelte Zellen-Erzwingungskette
    .plural = verschachtelte Zellen-Erzwingungsketten

technique-nested-unit-forcing-chain = Verschachtelte Einheiten-Erzwingungskette
    .a = eine verschachtelte Einheiten-Erzwingungskette
    .title = Verschachtelte Einheiten-Erzwingungskette
    .a-title = Eine verschachtelte Einheiten-Erzwingungskette
    .plural = verschachtelte Einheiten-Erzwingungsketten

technique-last-resort = Letzter Ausweg
    .a = ein letzter Ausweg
    .title = Letzter Ausweg
    .a-title = Ein letzter Ausweg
    .plural = letzte Auswege

technique-direct-pointing = Direkter Block-Reihe-Check
    .a = ein direkter Block-Reihe-Check
    .title = Direkter Block-Reihe-Check
    .a-title = Ein direkter Block-Reihe-Check
    .plural = direkte Block-Reihe-Checks

technique-direct-claiming = Direkter Reihe-Block-Check
    .a = ein direkter Reihe-Block-Check
    .title = Direkter Reihe-Block-Check
    .a-title = Ein direkter Reihe-Block-Check
    .plural = direkte Reihe-Block-Checks

technique-direct-hidden-pair = Direktes verstecktes Paar
    .a = ein direktes verstecktes Paar
    .title = Direktes verstecktes Paar
    .a-title = Ein direktes verstecktes Paar
    .plural = direkte versteckte Paare

technique-direct-hidden-triple = Direkter versteckter Dreier
    .a = ein direkter versteckter Dreier
    .title = Direkter versteckter Dreier
    .a-title = Ein direkter versteckter Dreier
    .plural = direkte versteckte Dreier

technique-direct-hidden-quad = Direkter versteckter Vierer
    .a = ein direkter versteckter Vierer
    .title = Direkter versteckter Vierer
    .a-title = Ein direkter versteckter Vierer
    .plural = direkte versteckte Vierer
