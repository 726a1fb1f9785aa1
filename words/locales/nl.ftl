# Het tekstrapport van de opdrachtregel en de webpagina, in het Nederlands (termen van de KNDB
# en de FMJD: schijf, dam, meerslag, meerderheidsregel). Dezelfde sleutels en parameters als en.ftl.

## Het tekstrapport van check

cli-severity-error = fout
cli-severity-warning = waarschuwing
cli-severity-info = opmerking
cli-round = (ronde { $round })
cli-line = (regel { $line })
cli-articles = (art. { $articles })
cli-summary-files = bestanden
cli-summary-games = partijen
cli-summary-valid = geldig
cli-summary-irregular = onregelmatig
cli-summary-invalid = ongeldig
cli-summary-unparsable = onleesbaar
cli-summary-unsupported = andere variant
cli-summary-with-errors = partijen met fouten
cli-summary-with-warnings = alleen met waarschuwingen
cli-summary-unreadable = onleesbare bronnen
cli-summary-skipped = overgeslagen (geen bestand)
cli-summary-by-kind = bevindingen per soort
cli-checked = { $games } { $games ->
        [one] partij
       *[other] partijen
    } gecontroleerd in { $seconds } s ({ $rate } partijen/s)
cli-summary-clean = geen fouten en geen waarschuwingen

## De fouten van check

cli-error = fout: { $message }
cli-warning = waarschuwing: { $message }
cli-cannot-create = fout: { $path }: kan niet worden aangemaakt: { $error }
cli-cannot-write = fout: { $path }: kan niet worden geschreven: { $error }
cli-standard-output = standaarduitvoer
cli-no-games = fout: geen partijen gevonden in de opgegeven paden
cli-source = { $file }: { $problem }
cli-source-not-found = { $file }: er is geen bestand of map met deze naam (controleer de naam en het pad)
cli-source-cannot-open = kan niet worden geopend: { $error }
cli-source-fifo = een FIFO (named pipe), geen gewoon bestand: stuur het liever naar de standaardinvoer (`- < FIFO`)
cli-source-binary = geen PDN: binaire gegevens (NUL-bytes of stuurtekens) in de eerste MiB
cli-source-read-error = leesfout: { $error }
cli-source-read-error-after = leesfout na partij { $games }: { $error }
cli-source-directory = map kan niet worden gelezen: { $error }
cli-source-not-zip = geen leesbaar zip-archief: { $error }
cli-source-zip-entry = zip-bestand in het archief kan niet worden gelezen: { $error }
cli-source-too-large = uitgepakt groter dan de grens van { $limit } bytes (een bescherming tegen zipbommen; verhoog die met --max-entry-bytes)
cli-source-internal = interne fout bij het controleren van partij { $game } (regel { $line }): meld dit alstublieft
cli-skipped = { $file }: overgeslagen, { $reason }
cli-special-fifo = een FIFO (named pipe), geen gewoon bestand
cli-special-socket = een socket, geen gewoon bestand
cli-special-device = een apparaat, geen gewoon bestand
cli-special-other = geen gewoon bestand
cli-io-not-found = er is geen bestand of map met deze naam
cli-io-permission-denied = geen toestemming
cli-io-is-a-directory = het is een map, geen bestand
cli-io-storage-full = de schijf is vol
cli-io-unexpected-end = de gegevens houden op voor hun einde (een afgebroken of beschadigd bestand)
cli-io-other = het systeem meldt: { $error }
cli-normalize-incomplete = { $file }: partij { $game } (regel { $line }) kon niet helemaal worden gelezen; geschreven met wat gelezen is
cli-normalize-results-disagree = { $file }: partij { $game } (regel { $line }): de Result-tag zegt { $tag } maar de zetten eindigen op { $terminator }; beide worden geschreven zoals gevonden

## De commentaren van annotate

cli-annotation = arbiter: { $severity }: { $sentence }
cli-alternatives = { $label }: { $moves }
cli-alternatives-required = verplicht
cli-alternatives-legal = reglementaire zetten
cli-alternatives-readings = mogelijke lezingen
cli-alternatives-or = {" "}of{" "}
cli-alternatives-more = { $moves } en nog { $more }

## De pagina: het kader van elke pagina

page-skip = Naar de inhoud
page-nav-list = Toernooien
page-nav-upload = Ronde uploaden
page-nav-search = Zoeken
page-nav-live = Live
page-live-title = Live ronden
page-live-empty = Er wordt geen live ronde gevolgd. De software van de borden of een relay stuurt er een met PUT /api/v1/live/NAAM (docs/api.md); dan verschijnen haar borden hier.
page-live-col-round = Ronde
page-live-col-games = Partijen
page-live-col-state = Stand
page-live-finished = afgelopen
page-live-going-on = bezig
page-live-round = Live ronde { $name }
page-live-round-games = { $count ->
        [one] { $count } bord
       *[other] { $count } borden
    }
page-live-connecting = Verbinden met de ronde…
page-live-connected = Live: elk bord beweegt zodra zijn zetten binnenkomen.
page-live-reconnecting = Verbinding verbroken: opnieuw verbinden…
page-live-feed-from = Gelezen uit { $location }.
page-live-feed-problem = De bron { $location } heeft een probleem: { $message }
page-live-alerts = { $count ->
        [one] { $count } melding te bevestigen
       *[other] { $count } meldingen te bevestigen
    }
page-live-acknowledge = Bevestigen
page-live-sound-on = Geluid aanzetten
page-live-type-finding = Bevinding
page-live-type-draw = Remise volgens de regels: stop de klokken
page-live-type-count = Telling loopt bijna af
page-live-type-repetition = Stelling herhaald: een derde keer is remise
page-live-alert-board = { $white } – { $black }, halve zet { $ply }:
page-live-open = Openen bij halve zet { $ply }
page-live-more = { $count ->
        [one] (en nog { $count } op dit bord)
       *[other] (en nog { $count } op dit bord)
    }
page-live-players = { $white } – { $black }
page-live-open-game = De partij { $white } – { $black } openen
page-live-round-tag = ronde { $round }
page-live-plies = { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }
page-live-result = uitslag { $result }
page-live-count = { $rule } (art. { $article }): nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } elk
page-live-counts = Lopende tellingen
page-live-after = Na halve zet { $ply }: { $move }
page-loading = Laden…
page-footer = Internationaal dammen (10×10), FMJD-regels.
page-language = Taal
page-no-such-page = Deze pagina bestaat niet.

## De lijst van toernooien

page-list-title = Toernooien
page-list-empty = Er is nog geen toernooi geüpload.
page-list-name = Naam
page-list-uploaded = Geüpload
page-list-games = Partijen
page-list-verdicts = Oordelen
page-list-findings = Bevindingen
page-list-caption = Geüploade toernooien, nieuwste eerst
page-list-newer = ← Nieuwer
page-list-older = Ouder →
page-list-range = { $first }–{ $last } van { $total }
page-list-uploaded-on = geüpload op { $when }
page-findings-none = geen
page-findings-count = { $count ->
        [one] { $count } bevinding
       *[other] { $count } bevindingen
    }
page-findings-no-error = { $findings }, geen fout (waarschuwingen en opmerkingen)
page-findings-errors-in = { $findings }, fouten in { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }

## Oordelen

page-status-valid = geldig
page-status-irregular = onregelmatig
page-status-invalid = ongeldig
page-status-unparsable = onleesbaar
page-status-unsupported_variant = andere variant
page-status-count-valid = { $count } geldig
page-status-count-irregular = { $count } onregelmatig
page-status-count-invalid = { $count } ongeldig
page-status-count-unparsable = { $count } onleesbaar
page-status-count-unsupported_variant = { $count ->
    [one] { $count } andere variant
   *[other] { $count } andere varianten
}

## Een toernooi

page-tournament = Toernooi
page-show-all = Alle partijen
page-show-problems = Partijen met fouten of waarschuwingen
page-show-errors = Partijen met fouten
page-show-warnings = Partijen met waarschuwingen
page-col-white = Wit
page-col-black = Zwart
page-col-round = Ronde
page-col-result = Genoteerde uitslag
page-col-board = Het bord
page-col-status = Oordeel
page-col-findings = Bevindingen
page-col-game = Partij
page-any-kind = Elke soort bevinding
page-kind-games = { $kind } ({ $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    })
page-sort-ascending = { $column }, oplopend
page-sort-descending = { $column }, aflopend
page-filter = Partijen filteren
page-filter-show = Tonen
page-filter-kind = Soort bevinding
page-sort-by = Sorteren op
page-games-count = { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
    }
page-games-shown = { $shown } van { $total } partijen getoond
page-no-match = Geen partij voldoet aan deze filters.
page-previous = ← Vorige
page-next = Volgende →
page-games-range = Partijen { $first }–{ $last } van { $total }
page-uploaded-again = Dit bestand was al eerder geüpload: dit zijn de oordelen van de eerste upload.
page-uploaded-added = De ronde is aan dit toernooi toegevoegd, dat nu { $files ->
    [one] één bestand
   *[other] { $files } bestanden
    } heeft.
page-standings-link = Stand, kruistabel, beslissingen en exports
page-fact-games = Partijen
page-fact-verdicts = Oordelen
page-fact-findings = Bevindingen
page-fact-rules = Regels
page-fact-uploaded = Geüpload
page-fact-dates = Data
page-strict = strikte PDN
page-breadcrumb = Kruimelpad

## Aantallen per ernst

page-count-error = { $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }
page-count-warning = { $count ->
        [one] { $count } waarschuwing
       *[other] { $count } waarschuwingen
    }
page-count-info = { $count ->
        [one] { $count } opmerking
       *[other] { $count } opmerkingen
    }
page-severity-error = fout
page-severity-warning = waarschuwing
page-severity-info = opmerking

## Een partij

page-game = Partij { $n }
page-white = Wit
page-black = Zwart
page-start-position = Beginstelling
page-back = Eén zet terug
page-back-text = Terug
page-next-move = Volgende zet
page-next-text = Volgende
page-end-position = Eindstelling
page-flip = Draaien
page-flip-title = Het bord omdraaien
page-move-navigation = Door de zetten
page-keys-help = Toetsen: ← → door de zetten, Home en End naar het begin en het einde.
page-fact-event = Evenement
page-fact-round = Ronde
page-fact-date = Datum
page-fact-result = Genoteerde uitslag
page-fact-outcome = Beoordeelde afloop
page-fact-plies = Halve zetten
page-board = Bord
page-findings-heading = Bevindingen ({ $count })
page-no-findings = Geen bevindingen: de partij is in orde.
page-read-as = gelezen als
page-played = gespeeld
page-moves = Zetten
page-draw-counts = Remisetellingen
page-ply = halve zet { $ply }
page-ply-of = Halve zet { $ply } van { $last }
page-position-after = Stelling na { $move }.
page-position-before = Stelling vóór de zet.
page-seen-from-black = Gezien vanaf Zwart.
page-board-error = Het bord kan niet worden getekend: { $error }
page-detail-read-as = Gelezen als:
page-detail-played = Gespeeld:
page-detail-required = Verplicht:
page-detail-legal = Reglementaire zetten:
page-detail-legal-help = (niets was verplicht: elk van deze zetten was toegestaan)
page-detail-readings = Andere lezingen:
page-detail-written = { $place }: genoteerd { $notation }
page-referee = De arbiter:
page-fmjd-rules = FMJD-regels
page-article = Artikel { $article }
page-or = of
page-words-played = gespeeld { $move } (rood)
page-words-read-as = gelezen als { $move } (oranje)
page-words-required = verplicht { $moves } (groen)
page-words-legal = reglementaire zetten { $moves } (grijs, gestippeld)
page-words-readings = andere lezingen { $moves } (oranje, gestippeld)
page-after-end = Genoteerd na het einde: niet nagespeeld
page-after-end-help = Grijs: genoteerd nadat de partij al was afgelopen (of na een zet die niet kon worden uitgevoerd), niet nagespeeld.

page-draw-starts = { $clause }: de telling begint (art. { $article })
page-draw-drawn = Remise: { $name }
page-draw-same-position = dezelfde stelling na
page-and = en
page-draw-counted-from = geteld vanaf
page-draw-runs-out = loopt af bij
page-draw-drew = remise bij
page-draw-not-reached = niet bereikt
page-repeated = { $label }, de herhaalde stelling ({ $k } van 3)
page-start = Begin

## Waar een bevinding is

page-place-move = Zet { $number }, { $side }
page-place-result = De uitslag
page-place-line = Regel { $line }
page-place-game = Hele partij

## Soorten bevindingen: een naam en wat die betekent

page-kind-missed_capture = Slagplicht verzuimd
page-kind-missed_capture-means = Er werd een zet zonder slag gespeeld terwijl slaan mogelijk was. Slaan is verplicht.
page-kind-not_maximum_capture = Niet de meerslag
page-kind-not_maximum_capture-means = Een slag nam minder stukken dan de grootste mogelijke slag. De speler moet het grootste aantal stukken slaan (de meerderheidsregel), dammen en schijven tellen even zwaar.
page-kind-premature_king_move = Schijf als dam gespeeld
page-kind-premature_king_move-means = Een schijf ging achteruit, meer dan één veld, sloeg op afstand, of ging als dam verder na de laatste rij alleen te zijn gepasseerd.
page-kind-illegal_move = Onreglementaire zet
page-kind-illegal_move-means = Een zet die de regels breekt maar op het bord uitvoerbaar is, bijvoorbeeld een dam die over een eigen stuk springt.
page-kind-impossible_move = Onmogelijke zet
page-kind-impossible_move-means = De zet kan niet worden uitgevoerd: het beginveld is leeg of heeft een stuk van de tegenstander, het eindveld is bezet, of de velden liggen niet op één diagonaal. Het naspelen stopt hier.
page-kind-ambiguous_notation = Dubbelzinnige notatie
page-kind-ambiguous_notation-means = De notatie past bij meerdere reglementaire slagen die verschillende stukken nemen. De slag waarmee de rest van de partij naspeelt is gekozen.
page-kind-moves_after_game_end = Zetten na het einde
page-kind-moves_after_game_end-means = Er zijn zetten genoteerd nadat de partij al was afgelopen (geen stukken, geen reglementaire zet, of automatische remise). Ze zijn niet nagespeeld; het einde blijft staan.
page-kind-result_mismatch = Uitslag in strijd met het bord
page-kind-result_mismatch-means = De genoteerde uitslag is niet wat de eindstelling beslist (een winst of remise die het bord anders besliste).
page-kind-result_tag_mismatch = Result-tag wijkt af
page-kind-result_tag_mismatch-means = De Result-tag en de uitslag na de zetten verschillen.
page-kind-unrecognised_result = Onbekende uitslag
page-kind-unrecognised_result-means = De uitslag is geen uitslag van het internationale damspel (2-0, 1-1, 0-2, 1-0, 0-1, ½-½, 0-0, *).
page-kind-missing_result = Uitslag ontbreekt
page-kind-missing_result-means = Er is geen Result-tag en geen uitslag na de zetten.
page-kind-bad_fen = Foute beginstelling
page-kind-bad_fen-means = De FEN-tag of een opgezette stelling in de zetten is geen stelling.
page-kind-unsupported_variant = Andere variant
page-kind-unsupported_variant-means = Het GameType is niet 20 (internationaal dammen): de partij is niet gecontroleerd.
page-kind-parse_error = Onleesbare tekst
page-kind-parse_error-means = De tekst van de partij kon hier niet worden gelezen; wat gelezen kon worden is toch nagespeeld.
page-kind-parse_warning = Ongewone tekst
page-kind-parse_warning-means = Iets wat de lezer accepteert maar PDN 3.0 niet schrijft (Windows-1252-tekst, spaties in zetten, …).
page-kind-setup = Opgezette stelling
page-kind-setup-means = Een stelling opgezet in de zetten: de partij gaat vanaf daar verder.
page-kind-nonstandard_notation = Afwijkende notatie
page-kind-nonstandard_notation-means = Een reglementaire zet in een vorm die PDN 3.0 niet gebruikt: een slag met „-”, een zet met „x”, of de geslagen velden opgesomd.

## De FMJD-artikelen die de arbiter aanhaalt, in gewone woorden (een samenvatting, niet de officiële tekst)

page-article-3_4 = Een schijf wordt pas dam als hij zijn zet op de laatste rij beëindigt.
page-article-4_2 = Slaan is verplicht; een schijf slaat vooruit en achteruit, naar het veld direct achter het geslagen stuk.
page-article-4_3 = Een dam slaat op afstand langs een diagonaal en mag op elk vrij veld achter het geslagen stuk landen.
page-article-4_7 = Een slag gaat alleen over stukken van de tegenstander, nooit over een eigen stuk.
page-article-4_8 = Tijdens een slag mag een stuk maar één keer worden overgesprongen; de geslagen stukken gaan pas na de slag van het bord.
page-article-4_13 = De meerderheidsregel: bij keuze moet de speler het grootste aantal stukken slaan.
page-article-4_15 = Een schijf die tijdens een slag de laatste rij bereikt en verder kan slaan, slaat door en blijft schijf.
page-article-5_4_2 = Een onregelmatige zet: een stuk werd tegen de regels verplaatst.
page-article-5_4_5 = Een onregelmatigheid: een zet die zoals genoteerd niet op het bord kon worden gedaan.
page-article-5_4_6 = Een onregelmatigheid: een verplichte slag werd niet gedaan.
page-article-5_4_8 = Een onregelmatigheid: er werden minder stukken geslagen dan de meerderheidsregel eist.
page-article-5_7 = Een onregelmatigheid waartegen de tegenstander niet op tijd bezwaar maakte blijft staan, en de partij gaat door.
page-article-6_1 = Remise: dezelfde stelling met dezelfde speler aan zet voor de derde keer.
page-article-6_2 = Remise: 25 zetten elk met alleen dammen, zonder slag of schijfzet.
page-article-6_3 = Remise: drie stukken waaronder een dam tegen een enkele dam, 16 zetten elk (5 als de enkele dam de lange lijn bezet, FMJD 2024).
page-article-6_4 = Remise: twee stukken waaronder een dam tegen een enkele dam, 5 zetten elk.
page-article-7_2_2 = Een speler die niet meer kan zetten verliest.
page-article-7_2_3 = Een speler zonder stukken verliest.

## Wat het bord besliste

page-outcome-white_wins = Wit wint
page-outcome-black_wins = Zwart wint
page-outcome-draw = Remise
page-outcome-undecided = Onbeslist
page-reason-no_pieces = geen stukken meer
page-reason-no_legal_move = geen reglementaire zet
page-reason-threefold_repetition = drievoudige herhaling
page-reason-twenty_five_move_rule = 25-zettenregel
page-reason-sixteen_move_rule = 16-zettenregel
page-reason-long_diagonal_rule = langelijnregel
page-reason-five_move_rule = 5-zettenregel
page-reason-game_stopped = de notatie stopt terwijl de partij nog loopt
page-reason-replay_stopped = naspelen gestopt
page-reason-not_replayed = niet nagespeeld
page-outcome = { $result } ({ $reason })
page-board-contradicts = In strijd met de notatie
page-board-not-checked = Niet gecontroleerd
page-board-replay-stopped = Naspelen gestopt
page-board-not-as-recorded = { $decided }, niet zoals genoteerd

## Rulings (issue 14): the form and the history, on the game page and the standings page
page-ruling-result-kind = { $result } ({ $kind })
page-ruling-kind = Soort
page-ruling-kind-corrected = gecorrigeerd naar het notatieformulier
page-ruling-kind-adjudicated = arbitraal beslist
page-ruling-kind-forfeit = reglementair verlies
page-ruling-kind-ruled = beslist
page-ruling-finding-n = bevinding { $index }
page-ruling-fate-stood = { $finding }: blijft staan
page-ruling-fate-corrected = { $finding }: gecorrigeerd
page-ruling-by = { $who }, { $when }
page-ruling-withdrawn = (ingetrokken door { $who }, { $when })
page-ruling-withdraw = Deze beslissing intrekken…
page-ruling-withdraw-question = Intrekken? Het resultaat telt dan zoals genoteerd (of volgens de beslissing ervoor).
page-ruling-withdraw-confirm = Intrekken
page-ruling-withdraw-keep = Behouden
page-ruling-withdrawing = Bezig met intrekken…
page-ruling-withdrawn-status = Beslissing over partij { $n } ingetrokken: het logboek bewaart haar.
page-ruling-results-help = Uitslagen worden geschreven met de score van Wit eerst.
page-ruling-result = Uitslag volgens beslissing
page-ruling-reason = Reden
page-ruling-article = Artikel
page-ruling-findings = De bevindingen van de scheidsrechter
page-ruling-finding = Bevinding { $index } ({ $place }, { $kind }):
page-ruling-outcome-none = geen beslissing
page-ruling-outcome-stood = blijft staan (art. 5.7)
page-ruling-outcome-corrected = gecorrigeerd
page-ruling-record = Beslissing vastleggen
page-ruling-sending = Bezig met vastleggen…
page-ruling-intro-player = Partij { $n }: { $name } ({ $colour }) tegen { $opponent }, genoteerd { $recorded }.
page-ruling-intro-game = Partij { $n }: { $white } – { $black }, genoteerd { $recorded }.
page-ruling-recorded = Beslissing over partij { $n } vastgelegd: de stand telt { $result }.
page-ruling-history = Geschiedenis ({ $count })
page-ruling-token = Token van de arbiter
page-ruling-standings = Naar de stand
page-rulings-heading = Beslissingen van de arbiter
page-rulings-none = Geen beslissing: de uitslag telt zoals genoteerd.
page-rulings-in-force = Telt in de stand: { $result }.
page-rule-game = Over deze partij beslissen…
page-rule-finding = Over deze bevinding beslissen…
page-rulings-need-token = Beslissingen worden genomen met het token van de arbiter van dit toernooi (of van een beheerder).
page-rulings-may-not = Token “{ $name }” ({ $role }) mag niet beslissen over dit toernooi: geef in het formulier het token van een van zijn arbiters.
page-fact-ruled = Uitslag volgens beslissing
## De antwoorden van de dienst, gezegd door de pagina

page-service-answered = De dienst antwoordde { $status }.
page-service-unreachable = De dienst is niet bereikbaar ({ $error }).
page-service-not-json = De dienst antwoordde iets dat geen JSON is.
page-board-not-svg = De dienst stuurde een diagram dat geen SVG is.
page-noscript = Deze pagina heeft JavaScript nodig. De API wordt beschreven op
page-nav-main = Hoofdmenu
page-unplayed-label = { $number }. { $side } { $notation }, genoteerd maar niet nagespeeld

## Standings page: de stand (api/web/standings.js)

page-standings-title = { $name }: stand
page-standings-views = Weergaven van het toernooi
page-tab-standings = Stand
page-tab-crosstable = Kruistabel
page-tab-findings = Bevindingen over de paring
page-tab-games = Partijen en beslissingen
page-tab-exports = Exports
page-tab-audit = Logboek
page-tab-add = Ronde toevoegen
page-standings-no-token = Lezen zonder token. Voor beslissingen is een arbiterstoken nodig.
page-standings-no-token-public = Lezen zonder token (een openbaar toernooi). Voor beslissingen is een arbiterstoken nodig.
page-standings-token-may-rule = Token ‘{ $name }’ ({ $role }): mag beslissen over dit toernooi.
page-standings-token-may-read = Token ‘{ $name }’ ({ $role }): mag dit toernooi lezen, er niet over beslissen.
page-role-admin = beheerder
page-role-arbiter = arbiter
page-role-reader = lezer
page-standings-rank = Plaats
page-standings-player = Speler
page-standings-points = Punten
page-standings-points-short = Pnt
page-standings-games = Partijen
page-standings-wins = Gewonnen
page-standings-wins-short = W
page-standings-draws = Remise
page-standings-draws-short = R
page-standings-losses = Verloren
page-standings-losses-short = V
page-tiebreak-wins = Aantal overwinningen
page-tiebreak-wins-short = W
page-tiebreak-mutual = Onderling resultaat
page-tiebreak-mutual-short = Ond
page-tiebreak-solkoff = Solkoff
page-tiebreak-solkoff-short = Solk
page-tiebreak-solkoff-truncated = Gekorte Solkoff
page-tiebreak-solkoff-truncated-short = SolkG
page-tiebreak-solkoff-median = Mediaan-Solkoff
page-tiebreak-solkoff-median-short = SolkM
page-tiebreak-sonneborn-berger = Sonneborn-Berger
page-tiebreak-sonneborn-berger-short = SB
page-tiebreak-opponents-rating = Gemiddelde rating van de tegenstanders
page-tiebreak-opponents-rating-short = GRT
page-tiebreak-results-against-top = Resultaten tegen de kopgroepen
page-tiebreak-results-against-top-short = Top
page-standings-ruled = { $count ->
        [one] { $count } uitslag telt
       *[other] { $count } uitslagen tellen
    } zoals de arbiter besliste: { $games }.
page-standings-ruled-game = partij { $n } ({ $white } – { $black }) { $counted } in plaats van { $recorded }
page-crosstable-swiss = Tabel van het Zwitsers systeem
page-crosstable-round = Ronde { $round }
page-crosstable-round-short = R{ $round }
page-crosstable-self = dezelfde speler
page-suggestions-title = { $count ->
        [one] 1 voorgestelde beslissing
       *[other] { $count } voorgestelde beslissingen
    }
page-suggestions-help = Gevonden in de partijen, met het bewijs: accepteer om het als uw beslissing vast te leggen (uw token is nodig), wijs af om het weg te laten.
page-suggestion-accept = Accepteren
page-suggestion-reject = Afwijzen
page-suggestion-accepted = { $count ->
        [one] Vastgelegd: 1 beslissing.
       *[other] Vastgelegd: { $count } beslissingen.
    }
page-suggestion-rejected = Afgewezen: het staat niet meer op deze pagina; er is niets vastgelegd.
page-pairing-none = Geen bevinding over de paring of de ronden.
page-pairing-game = partij { $n }
page-pairing-file-game = { $file } nr. { $index }
page-games-player = Speler
page-games-token = Arbiterstoken (voor beslissingen)
page-games-of = Partijen van { $name }
page-games-opponent = Tegenstander
page-games-colour = Kleur
page-games-recorded = Genoteerd
page-games-counts = Telt
page-games-rule = Beslissen…
page-games-bye = vrij
page-games-ruled = beslist ({ $kind })
page-games-state-counted = geteld
page-games-state-disputed = betwist
page-games-state-not_counted = niet geteld
page-export-standings-csv = Stand (CSV)
page-export-standings-html = Stand en kruistabel (afdrukbare pagina)
page-export-report-json = Stand, kruistabel en bevindingen (JSON)
page-export-crosstable-csv = Kruistabel (CSV)
page-export-crosstable-json = Kruistabel (JSON)
page-export-fmjd-csv = FMJD-uitslagentabel (CSV)
page-export-verdicts-csv = Alle oordelen (CSV)
page-export-verdicts-json = Alle oordelen (JSON)
page-export-tournament-pdn = Het toernooi als één genormaliseerde PDN
page-export-originals-zip = De oorspronkelijke bestanden (zip)
page-exports-help = Uitslagen waarover de arbiter besliste tellen in elke export zoals beslist, en de afdrukbare pagina somt ze op.
page-audit-needs-token = Het logboek wordt met een token gelezen: geef het op het tabblad ‘{ $tab }’.
page-audit-when = Wanneer
page-audit-who = Wie
page-audit-what = Wat
page-audit-on = Waarover
page-audit-count = { $count ->
        [one] { $count } regel.
       *[other] { $count } regels.
    }
page-audit-action-uploaded = geüpload
page-audit-action-file_added = bestand toegevoegd
page-audit-action-ruled = beslissing
page-audit-action-merged = spelers samengevoegd
page-audit-action-renamed = speler hernoemd
page-audit-action-bye = vrije ronde
page-audit-action-forfeit = reglementair
page-audit-action-withdrawn = ingetrokken
page-audit-action-deleted = verwijderd
page-audit-action-visibility = zichtbaarheid
page-audit-action-granted = toegang verleend
page-audit-action-grant_revoked = toegang ingetrokken
page-audit-action-token_created = token aangemaakt
page-audit-action-token_revoked = token ingetrokken
page-add-file = Bestand van de ronde (PDN)
page-add-choose = Bestand kiezen
page-add-round = Ronde (als de partijen geen Round-tag hebben)
page-add-token = Arbiterstoken
page-add-submit = Ronde toevoegen
page-add-added = { $file } toegevoegd: { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }; het toernooi heeft { $files ->
        [one] { $files } bestand
       *[other] { $files } bestanden
    }.
page-add-already = { $file } hoort al bij dit toernooi: er is niets toegevoegd.

## Upload page: uploaden (api/web/upload.js)

page-upload-no-file = Geen bestand gekozen
page-upload-drop = Sleep het PDN-bestand van de ronde hierheen
page-upload-or-choose = of kies een bestand
page-upload-file-help = Een .pdn-bestand, of een .zip of .gz met PDN-bestanden (elke partij van elk bestand wordt gecontroleerd).
page-upload-chosen = { $file } ({ $size })
page-upload-name = Naam van het toernooi
page-upload-name-placeholder = Standaard de Event-tag, anders de bestandsnaam
page-upload-rules-default = { $rules } (standaard)
page-upload-token = Uploadtoken
page-upload-token-help = Aangemaakt door de organisator met { $command }. Alleen naar deze dienst verstuurd.
page-upload-remember = Het token op dit apparaat onthouden
page-upload-submit = Uploaden en controleren
page-upload-choose-first = Kies eerst een PDN-bestand (of een .zip of .gz ervan).
page-upload-token-required = Het uploadtoken is verplicht.
page-upload-uploading = { $file } wordt geüpload…
page-upload-progress = { $file } wordt geüpload: { $percent }
page-upload-checking = Geüpload; de arbiter controleert de partijen…
page-upload-checked = Gecontroleerd: { $name }, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }, { $findings ->
        [one] { $findings } bevinding
       *[other] { $findings } bevindingen
    }. Wordt geopend…
page-upload-already = Al eerder geüpload: { $name }, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }, { $findings ->
        [one] { $findings } bevinding
       *[other] { $findings } bevindingen
    }. Wordt geopend…
page-upload-failed = Uploaden mislukt: { $error }
page-upload-unreachable = Het uploaden is mislukt: de dienst is niet bereikbaar.
page-upload-intro = Elke partij wordt volgens de FMJD-regels gearbitreerd; het bestand, de oordelen en de zetten worden op deze server bewaard.
page-upload-target = Toernooi
page-upload-new-tournament = Een nieuw toernooi (gemaakt van dit bestand)
page-upload-makes-new = Het bestand wordt een nieuw toernooi. Kies een toernooi uit de lijst om er een ronde aan toe te voegen.
page-upload-adds-to = Het bestand wordt als ronde aan ‘{ $name }’ toegevoegd; de partijen worden volgens de regels van dat toernooi gearbitreerd ({ $rules }).
page-upload-submit-round = Ronde toevoegen en controleren
page-upload-limit = Hoogstens { $limit } per bestand.
page-upload-too-large = { $file } is { $size }; deze dienst neemt hoogstens { $limit } per bestand aan. Splits het, één bestand per ronde, en upload de rondes een voor een.
page-token-show = Tonen
page-token-hide = Verbergen
page-token-none = Nog geen token: dit formulier heeft er een nodig.
page-token-checking = Token wordt gecontroleerd…
page-token-whose = Dit formulier verstuurt het token ‘{ $name }’ ({ $role }).
page-token-whose-kept = Dit formulier verstuurt het token ‘{ $name }’ ({ $role }), bewaard in deze browser: verander het hier als het niet het uwe is.
page-token-may-not-write = Het mag dit toernooi niet wijzigen.
page-token-may-not-create = Het mag geen toernooien uploaden.
page-token-refused = De dienst weigert dit token: { $error }

## Search page: zoeken (api/web/search.js)

page-search-title = Het archief doorzoeken
page-search-player = Speler
page-search-player-help = Het begin van willekeurige woorden van de naam, in willekeurige volgorde, accenten niet nodig: ‘bali’, ‘Baliakin, Alexander’, ‘ouedraogo’.
page-search-event-help = Woorden van de Event-tag.
page-search-fmjd-id = FMJD-id
page-search-from = Vanaf
page-search-to = Tot en met
page-search-date-help = 13-08-2021, 13.08.2021, 2021-08-13, 08-2021 of 2021.
page-search-result = Uitslag
page-search-result-help = Elke schrijfwijze: 1‑1 vindt ook 1/2‑1/2, ½‑½ en 0.5‑0.5; 2‑0 vindt 1‑0.
page-search-any = alle
page-search-finding = Bevinding
page-search-duplicates = Alleen partijen die meer dan eens zijn opgeslagen
page-search-none = Geen partij voldoet.
page-search-found = { $count ->
        [one] { $count } partij gevonden
       *[other] { $count } partijen gevonden
    }
page-search-caption = Gevonden partijen, nieuwste eerst
page-search-pages = Pagina’s
page-search-results = Resultaten

## Bevindingen over het toernooi: de controles van de paringen en de ronden (api/src/tournament)

tournament-game-at = { $file } #{ $index } (regel { $line })
tournament-round-prefix = ronde { $round }:{ " " }
tournament-no-result = geen uitslag
tournament-duplicate-in-round = ronde { $round }: de partij { $first } - { $second } staat twee keer in het toernooi (dezelfde zetten en uitslag); één keer geteld
tournament-duplicate-transcriptions = ronde { $round }: de partij { $first } - { $second } is { $count } keer genoteerd met dezelfde uitslag maar andere zetten; één keer geteld
tournament-conflicting-results = ronde { $round }: de partij { $first } - { $second } is { $count } keer genoteerd met verschillende uitslagen ({ $results }); { $settled }
tournament-conflict-ruled = de beslissing van de scheidsrechter over een ervan telt
tournament-conflict-unruled = geen ervan telt tot de scheidsrechter over een ervan beslist
tournament-duplicate-across-rounds = { $first } - { $second }: dezelfde partij (dezelfde zetten en uitslag) is genoteerd in { $one } en in { $other }; één keer geteld, in { $kept }
tournament-in-round = ronde { $round }
tournament-in-no-round = geen ronde
tournament-two-games-in-round = ronde { $round }: { $player } heeft { $count } { $count ->
        [one] partij
       *[other] partijen
    } ({ $opponents })
tournament-against = tegen { $opponent }
tournament-against-bye = vrije ronde
tournament-repeated-pairing = { $first } en { $second } spelen { $count } keer tegen elkaar in een Zwitsers toernooi (ronden { $rounds })
tournament-too-many-meetings = { $first } en { $second } spelen { $count } keer tegen elkaar in een rondetoernooi van { $cycles } { $cycles ->
        [one] cyclus
       *[other] cycli
    } (ronden { $rounds })
tournament-empty-round = ronde { $round } heeft geen partij, vrije ronde of reglementaire uitslag (ronden { $first } tot en met { $last } zijn gespeeld)
tournament-missing-from-round = { $player } heeft geen partij en geen vrije ronde in ronde { $round }, die anderen wel speelden
tournament-missing-from-rounds = { $player } heeft geen partij en geen vrije ronde in ronden { $rounds }, die anderen wel speelden
tournament-white-streak = { $player } speelt { $count } partijen op rij met wit (ronden { $rounds })
tournament-black-streak = { $player } speelt { $count } partijen op rij met zwart (ronden { $rounds })
tournament-probably-same-player = "{ $first }" ({ $first_games } { $first_games ->
        [one] partij
       *[other] partijen
    }) en "{ $second }" ({ $second_games } { $second_games ->
        [one] partij
       *[other] partijen
    }) { $why }: waarschijnlijk één speler; voeg ze samen als dat zo is
tournament-name-part-of-other = hebben namen waarvan de ene deel is van de andere
tournament-nearly-same-name = hebben bijna dezelfde naam
tournament-unnamed-players = { $at }: de partij noemt geen twee spelers (wit "{ $white }", zwart "{ $black }"); weggelaten
tournament-impossible-date = { $at }: de Date-tag "{ $value }" is geen datum ({ $why })
tournament-impossible-year = het jaar { $year }
tournament-impossible-month = maand { $month }
tournament-impossible-day = dag { $day } van maand { $month } in { $year }
tournament-unreadable-date = { $at }: de Date-tag "{ $value }" is geen datum in een vorm die we lezen
tournament-unreadable-round = { $at }: de Round-tag "{ $tag }" is geen ronde
tournament-unreadable-round-from-file = { $at }: de Round-tag "{ $tag }" is geen ronde; ronde { $round } uit het bestand genomen
tournament-unmatched-bye = de vrije ronde van "{ $player }" in ronde { $round } noemt geen speler van het toernooi
tournament-unmatched-forfeit = de reglementaire uitslag van ronde { $round } ("{ $winner }" tegen "{ $loser }") noemt geen twee spelers van het toernooi
tournament-unmatched-ruling = de beslissing over { $file } #{ $game } past bij geen partij van het toernooi
tournament-unmatched-name = geen partij noemt "{ $name }", dat een samenvoeging of hernoeming geeft
tournament-no-rounds = geen partij vermeldt haar ronde (geen Round-tag, één bestand): de stand telt elke partij, maar de controles van de ronden en de tabel van het Zwitsers systeem hebben geen ronden om mee te werken
tournament-board-contradicts = { $round }{ $first } - { $second }: de notatie geeft { $recorded } maar { $board }; niet geteld tot de scheidsrechter beslist
tournament-board-white-wins = wit wint op het bord
tournament-board-black-wins = zwart wint op het bord
tournament-board-draw = de stelling op het bord is remise
tournament-board-undecided = het bord beslist niets
tournament-tag-contradicts-moves = { $round }{ $first } - { $second }: de Result-tag en het einde van de zetten spreken elkaar tegen; niet geteld tot de scheidsrechter beslist
tournament-no-result-given = { $round }{ $first } - { $second }: geen uitslag ({ $recorded }); niet geteld
tournament-unrecognised-result = { $round }{ $first } - { $second }: `{ $text }` is geen uitslag van het damspel; niet geteld
tournament-unknown-round = { $first } - { $second }: noch de Round-tag noch het bestand vermeldt de ronde; geteld, maar in geen ronde
tournament-merged-spellings = { $player }: schrijfwijzen samengevoegd { $spellings } ({ $how })
tournament-merged-by-fmjd-id = één FMJD-id, { $id }
tournament-merged-by-name = één naam zodra rondevermeldingen, afwezigheidsvermeldingen, bondscodes, hoofdletters, accenten en woordvolgorde buiten beschouwing blijven
tournament-merged-by-decision = samengevoegd door de arbiter
tournament-one-name-two-ids = "{ $name }" staat er met twee FMJD-id's ({ $first } en { $second }): als twee spelers gehouden; voeg ze samen als het één speler is
tournament-marked-absent = { $at }: { $player } staat er als "{ $written }" ({ $mark }): is de partij gespeeld? Zo niet, beslis dan reglementair verlies
tournament-probably-same-players = { $names } en "{ $into }" { $why }: waarschijnlijk één speler; voeg ze samen onder "{ $into }" als dat zo is
tournament-name-initials = hebben dezelfde naam op de voorletters na
tournament-evidence-fill-rounds = spelen nooit in dezelfde ronde en vullen samen de ronden ("{ $first }" ronden { $first_rounds }, "{ $second }" ronden { $second_rounds })
tournament-evidence-apart = spelen nooit in dezelfde ronde
tournament-evidence-no-common-opponent = hebben geen tegenstander gemeen
tournament-round-mark-differs = { $at }: { $white } - { $black } staat als ronde { $tagged } maar de naam "{ $written }" zegt ronde { $marked }; voorstel: de ronde verbeteren in { $marked }
tournament-suggested-bye = { $player } heeft geen partij in ronde { $round } van een oneven deelnemersveld ({ $players } spelers): waarschijnlijk de vrije ronde; voorstel: vastleggen
tournament-several-events = de partijen dragen { $count } verschillende Event-namen: { $events }

## Het tekstrapport van standings (standings --lang)

cli-standings-untitled = Toernooi
cli-standings-dates = { $from } tot { $to }
cli-standings-round-robin = rondetoernooi
cli-standings-round-robin-cycles = rondetoernooi ({ $cycles } cycli)
cli-standings-swiss = Zwitsers systeem
cli-standings-summary = { $system }, { $rounds } { $rounds ->
        [one] ronde
       *[other] ronden
    }, { $players } { $players ->
        [one] speler
       *[other] spelers
    }, { $games } { $games ->
        [one] partij
       *[other] partijen
    }; weerstandspunten: { $tiebreaks }
cli-standings-no-tiebreaks = geen
cli-standings-col-rank = plaats
cli-standings-col-name = naam
cli-standings-col-points = ptn
cli-standings-col-games = partijen
cli-standings-col-wins = W
cli-standings-col-draws = R
cli-standings-col-losses = V
cli-standings-col-byes = vrij
cli-standings-col-uncounted = niet geteld
cli-standings-crosstable = kruistabel
cli-standings-ruled-heading = uitslagen volgens beslissing van de scheidsrechter ({ $count })
cli-standings-ruled-line = { $round }: { $white } - { $black }: genoteerd { $recorded }, geteld { $result } volgens beslissing van de scheidsrechter ({ $kind })
cli-standings-ruled-adjudicated = arbitraal beslist
cli-standings-ruled-forfeit = reglementair
cli-standings-ruled-corrected = gecorrigeerd
cli-standings-ruled-ruled = beslist
cli-standings-no-round = geen ronde
cli-standings-in-round = ronde { $round }
cli-standings-findings = bevindingen ({ $count })
cli-standings-no-findings = geen bevindingen

## Live rounds (issue 30): the alerts of `follow`, the live events' messages

live-game = partij toegevoegd
live-move = { $notation }
live-repetition = stelling herhaald, als na halve zet { $earlier }: een derde keer en de partij is remise (artikel { $article })
live-draw = remise volgens de regels: { $rule } (artikel { $article }); de klokken moeten stoppen
live-count = { $rule }: { $moves ->
    [one] nog één zet
   *[other] nog { $moves } zetten
  } tot remise
live-result = uitslag ingevoerd: { $result }
live-result-contradicted = uitslag ingevoerd: { $result }, in strijd met het bord
live-rewritten = eerdere zetten gewijzigd: opnieuw vanaf het begin nagespeeld ({ $plies } halve zetten gelijk)
live-removed = niet meer in het bestand: het bord blijft zoals het was
live-returned = weer in het bestand: het naspelen gaat verder
live-follow-watching = { $file } wordt gevolgd (elke { $interval } ms); Ctrl-C om te stoppen
live-follow-unreadable = { $file } is niet te lezen: { $error }
live-follow-verdicts = elke partij heeft een uitslag: de oordelen van de ronde
live-follow-line = { $white } – { $black }, halve zet { $ply }: { $message }
live-follow-line-round = ronde { $round }: { $white } – { $black }, halve zet { $ply }: { $message }
