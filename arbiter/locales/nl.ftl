# De zinnen van de arbiter, in het Nederlands (termen van de KNDB: schijf, dam, slag, meerslag,
# meerderheidsregel). Dezelfde sleutels en parameters als de Engelse catalogus.

## Een bevinding bij een zet: "zet 12, Wit: ..."

move-context = zet { $number }, { $side }: { $message }
side-white = Wit
side-black = Zwart

## Het naspelen van de partij

setup = een stelling /FEN/ na halve zet { $ply }: de partij gaat verder vanaf { $fen }, { $side } aan zet
setup-bad-fen = de stelling /FEN "{ $fen }"/ is geen stelling: { $error }; het naspelen stopt hier
fen-tag-bad = de FEN-tag `{ $fen }` is geen stelling: { $error }
missed-capture = { $move } werd gespeeld terwijl { $required } verplicht was
not-maximum = { $move } slaat minder stukken dan de meerderheidsregel eist: { $reason }; verplicht: { $required }
premature-king = { $move } is niet toegestaan: { $reason }
illegal-move = { $move } is geen reglementaire zet: { $reason }
impossible-move = { $move } kan niet worden uitgevoerd: { $reason }; het naspelen stopt hier
ambiguous = { $move } past bij { $count } reglementaire zetten die verschillende stukken slaan ({ $readings }); { $chosen } is gekozen: { $why } (PDN 3.0 eist dan alle tussenvelden)
ambiguous-irregular = { $move } past bij { $count } slagen die verschillende stukken slaan ({ $readings }), geen ervan reglementair; { $chosen } is gekozen: { $why }
ambiguous-why-last = er volgt geen zet om ze te onderscheiden
ambiguous-why-complete = de rest van de partij laat zich ermee reglementair naspelen
ambiguous-why-furthest = de rest van de partij laat zich ermee het verst naspelen
notation-hub = { $move } somt de velden van de geslagen stukken op (Hub-stijl); gelezen als { $played }
notation-capture-with-dash = de slag { $move } is genoteerd met `-`
notation-move-with-x = de zet { $move } is genoteerd als een slag
after-end = { $move } werd genoteerd nadat de partij al was afgelopen: { $end }
list-or = { $first } of { $second }
list-more = { $count } andere

## Hoe het bord de partij besliste

outcome-white-wins = Wit wint
outcome-black-wins = Zwart wint
outcome-draw = de partij is remise
outcome-undecided = de partij is onbeslist
outcome-at-ply = { $who } na halve zet { $ply }: { $why }
outcome-plain = { $who }: { $why }
reason-no-pieces = de verliezer heeft geen stukken meer
reason-no-legal-move = de verliezer heeft geen reglementaire zet meer
reason-threefold = dezelfde stelling kwam voor de derde keer voor
reason-twenty-five = 25 zetten per speler werden alleen dammen bewogen, zonder slag
reason-sixteen = 16 zetten per speler werden gespeeld in een eindspel van drie stukken tegen een dam
reason-long-diagonal = 5 zetten per speler werden gespeeld met de eenzame dam op de lange diagonaal (regel van fmjd-2024)
reason-five = 5 zetten per speler werden gespeeld in een eindspel van twee stukken tegen een dam

## De genoteerde uitslag

unsupported-game-type = GameType { $game_type } is geen internationaal dammen (20): de partij is niet gecontroleerd
missing-result = de partij heeft geen uitslag: geen Result-tag en geen uitslag na de zetten
result-tag-mismatch = de Result-tag zegt { $tag } maar de zetten eindigen met { $terminator }
winner-without-pieces = de notatie geeft { $result } maar { $side } heeft na halve zet { $ply } geen stukken meer
result-mismatch = de notatie geeft { $result } maar { $outcome }
unrecognised-result = { $source ->
        [tag] de Result-tag
       *[terminator] de uitslag na de zetten
    } `{ $text }` is geen uitslag van internationaal dammen (2-0, 1-1, 0-2, of 1-0, 1/2-1/2, 0-1, 0-0, *)
eight-by-eight-algebraic = de partij heeft geen GameType-tag, maar de notatie past alleen op een bord van 8x8 (32 velden, 12 stukken per kant): waarschijnlijk Russisch of Braziliaans dammen (algebraïsche velden); de partij is niet gecontroleerd als internationaal dammen
eight-by-eight-numeric = de partij heeft geen GameType-tag, maar de notatie past alleen op een bord van 8x8 (32 velden, 12 stukken per kant): waarschijnlijk Engels dammen (checkers), Pool of Russisch dammen genummerd 1-32; de partij is niet gecontroleerd als internationaal dammen

## Waarom een zet onreglementair is (het einde van een zin)

irr-missed-capture = slaan was verplicht
irr-fewer = hij slaat { $taken ->
        [one] 1 stuk
       *[other] { $taken } stukken
    } terwijl er { $most } geslagen kunnen worden
irr-stopped = hij stopt op { $square } na { $taken ->
        [one] 1 stuk
       *[other] { $taken } stukken
    } terwijl de meerslag doorgaat en er { $most } geslagen kunnen worden
irr-man-backward = de schijf op { $square } zet als een dam: ze gaat achteruit
irr-man-too-far = de schijf op { $square } zet als een dam: ze gaat meer dan één veld vooruit
irr-man-from-distance = de schijf op { $square } zet als een dam: ze slaat op afstand
irr-man-as-king = de schijf op { $square } zet als een dam: ze slaat als een dam verder nadat ze de laatste rij is gepasseerd (een schijf die tijdens een slag de laatste rij passeert, blijft een schijf)
irr-own-piece = hij springt over een eigen stuk
irr-twice = hij springt twee keer over hetzelfde stuk
irr-two-in-line = hij gaat over twee stukken op één lijn
irr-no-such-capture = zo'n slag is hier niet mogelijk
irr-no-such-move = zo'n zet is hier niet mogelijk

## Waarom een zet niet kan worden uitgevoerd

imp-off-board = veld { $number } ligt niet op het bord (1-50)
imp-too-many = de zet noemt te veel velden
imp-too-few = een zet heeft een begin- en een eindveld nodig
imp-no-piece = er staat geen stuk op { $square }
imp-opponents-piece = op { $square } staat { $piece ->
        [white-man] een witte schijf
        [white-king] een witte dam
        [black-man] een zwarte schijf
       *[black-king] een zwarte dam
    }, maar { $side } is aan zet
imp-occupied = veld { $square } is bezet
imp-not-diagonal = { $from } en { $to } liggen niet op één diagonaal
imp-stays = het stuk zou op { $square } blijven staan
imp-not-recorded = de zet is niet genoteerd (`-`)
imp-algebraic = hij is genoteerd in algebraïsche velden, niet met de nummers van internationaal dammen

## Wat er mis is met een FEN

fen-empty = lege FEN
fen-bad-side = kolom { $column }: de kant aan zet (W of B) werd verwacht, gevonden `{ $found }`
fen-bad-color = kolom { $column }: een kleur (W of B) werd verwacht na `:`, gevonden `{ $found }`
fen-bad-square = kolom { $column }: een veldnummer werd verwacht, gevonden `{ $found }`
fen-out-of-range = kolom { $column }: veld { $number } ligt niet op het bord (1-50)
fen-backward = kolom { $column }: het bereik { $start }-{ $end } loopt achteruit
fen-duplicate = kolom { $column }: veld { $square } staat er twee keer in
fen-both-colors = op veld { $square } staan zowel een wit als een zwart stuk
fen-man-on-far-row = { $color ->
        [white] een witte schijf
       *[black] een zwarte schijf
    } op { $square } kan niet bestaan: een schijf die de laatste rij bereikt, wordt dam

## Wat de lezer vond (pdn-meldingen)

read-at = partij { $game }, regel { $line }, kolom { $column }: { $what }
read-whole-file = { $what }; één keer gemeld voor het hele bestand
read-unexpected = `{ $found }` staat waar { $expected } hoort; de partij is tot hier gelezen
read-unterminated-comment = het hier met `{"{"}` geopende commentaar wordt niet met `{"}"}` gesloten voor het einde van de partij
read-unterminated-variation = de hier met `(` geopende variant wordt niet met `)` gesloten voor het einde van de partij
read-unterminated-string = de waarde van de tag heeft geen sluitende `"` op haar regel
read-malformed-tag = `{ $found }` is geen tag (een tag wordt geschreven als `[Naam "waarde"]`); overgeslagen
read-translated-tag = `{ $found }` is een tag met spaties in de naam: het exportprogramma vertaalt de tagnamen, die PDN in het Engels houdt; overgeslagen
read-missing-tag-bracket = de tag `{ $found }` heeft geen `[` ervoor; gelezen als tag
read-invalid-tag-name = de tagnaam `{ $found }` is niet geschreven zoals PDN namen schrijft (letters, cijfers en `_`, beginnend met een hoofdletter)
read-literal-escape = de tekst `{ $found }` staat waar een regel eindigt (een bekende fout van sommige exportprogramma's); gelezen als regeleinde
read-invalid-square = `{ $found }` heeft een veldnummer van drie cijfers of meer: geen veld van het bord
read-too-many-squares = `{ $found }` noemt meer dan { $max } velden, meer dan een slag ooit aandoet
read-missing-separator = `{ $found }` heeft geen `-` of `x` tussen zijn velden
read-leading-zero = `{ $found }` schrijft een veld met een voorloopnul; gelezen als { $read }
read-space-inside-move = `{ $found }` bevat een spatie; gelezen als { $read }
read-space-before-strength = er staat een spatie voor het teken `{ $found }`; gelezen als het teken van de zet ervoor
read-colon-separator = `{ $found }` schrijft een slag met `:`; gelezen als { $read }
read-star-strength = `*` na `{ $found }` is het teken voor een gedwongen zet, dat PDN 3.0 als `$7` schrijft; gelezen als `$7`
read-move-number-without-move = na een zetnummer volgt `{ $found }` en geen zet
read-missing-move-number = `{ $found }` heeft geen zetnummer ervoor; genummerd als de volgende zet
read-unknown-move = `{ $found }` staat voor een zet die niemand noteerde
read-stray-character = een losse `{ $found }` tussen de zetten; overgeslagen
read-nested-comment = een `{"{"}` binnen een commentaar: commentaar kan niet genest worden
read-invalid-nag = `{ $found }` is geen NAG (`$0` tot `$65535`)
read-dangling-annotation = `{ $found }` heeft geen zet ervoor om bij te horen
read-malformed-setup = `{ $found }` is geen stelling (een stelling wordt geschreven als `/FEN "..."/`)
read-non-standard-result = de remise `{ $found }` is niet geschreven zoals PDN 3.0 uitslagen schrijft; gelezen als remise
read-unrecognised-result = `{ $found }` is geen uitslag (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *)
read-text-after-result = `{ $found }` volgt na de uitslag; genegeerd
read-missing-terminator = de zetten worden niet afgesloten met een uitslag of `*` voor { $found }
read-semicolon-comment = een `;`-commentaar, dat PDN 3.0 niet kent (het schrijft `{"{"}...{"}"}` of een `%`-regel)
read-windows-1252 = de tekst is geen UTF-8; gelezen als Windows-1252
read-overlong-game = de partij is { $size } bytes lang, meer dan de grens van { $limit }; de rest wordt overgeslagen
read-too-many-diagnostics = te veel problemen in deze partij; de rest wordt niet gemeld
read-too-many-variations = meer dan { $max } varianten in de partij; de rest van de partij wordt overgeslagen
read-too-many-tags = meer dan { $max } tags in de partij; de overige tags worden overgeslagen
expected-move-or-result = een zet of een uitslag
expected-comment-end = de `{"}"}` die het commentaar sluit
expected-nag-digits = een NAG (`$` en een getal)
expected-setup-end = de `/` die een stelling `/FEN "..."/` sluit
expected-dot-after-move-number = een `.` na het zetnummer
expected-move = een zet
expected-result = een uitslag
expected-tag-name = een tagnaam
expected-separator = een `-` of `x` tussen de velden
expected-token-end = een spatie of een regeleinde
expected-space-after-move = een spatie na de zet
game-end-next-tags = de tags van de volgende partij
game-end-input = het einde van het bestand
