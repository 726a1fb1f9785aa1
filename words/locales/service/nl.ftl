## De antwoorden van de service (issue 29): de `message` van elke fout, in de taal van wie
## het vraagt. De JSON-`code` blijft Engels.

## Tokens en rechten

api-missing-token = hiervoor is een token nodig (van een arbiter om te uploaden of te beslissen, van een beheerder om tokens te beheren): vraag er een aan de beheerder van het toernooi en stuur het mee na `Authorization: Bearer`
api-missing-token-write = hiervoor is een arbiterstoken nodig (om een ronde te uploaden, te beslissen of een toernooi te wijzigen): vraag er een aan de beheerder van het toernooi en vul het in het formulier in (of stuur het mee na `Authorization: Bearer`)
api-missing-token-admin = alleen met een beheerderstoken kan dit: wend je tot de beheerder van de server
api-missing-token-read = dit bekijk je met een token (van een beheerder, een lezer of de arbiter van dit toernooi): vraag er een aan de beheerder van het toernooi
api-invalid-token = dit token hoort niet bij deze server: controleer of het helemaal is gekopieerd, of vraag de beheerder van het toernooi om een nieuw
api-revoked-token = het token `{ $name }` is op { $day } ingetrokken en geeft nergens meer toegang toe: vraag de beheerder van het toernooi om een nieuw
api-role-admin = een token van een beheerder
api-role-arbiter = een token van een arbiter
api-role-reader = een token van een lezer
api-admin-only = alleen een beheerder mag dit, en `{ $name }` is { $role }: wend je tot de beheerder van het toernooi
api-read-only-token = `{ $name }` is een token van een lezer: daarmee bekijk je toernooien maar verander je niets; vraag de beheerder van het toernooi om een arbiterstoken om te uploaden of te beslissen
api-not-your-tournament = toernooi `{ $id }` is van `{ $owner }` en is niet aan `{ $name }` toegekend: vraag `{ $owner }` of een beheerder om het aan jou toe te kennen
api-private-needs-token = toernooi `{ $id }` is privé: stuur een token mee dat het mag inzien (vraag het de beheerder van het toernooi)
api-private-tournament = toernooi `{ $id }` is privé en `{ $name }` mag het niet inzien: vraag de beheerder van het toernooi om het aan jou toe te kennen
api-private-bytes = deze bestanden horen bij een privétoernooi dat `{ $name }` niet mag inzien: vraag de beheerder van het toernooi om het aan jou toe te kennen
api-foreign-files = deze bestanden vormen met deze regels al toernooi `{ $id }`, dat van `{ $owner }` is; `{ $name }` mag het niet wijzigen: vraag `{ $owner }` of een beheerder om het aan jou toe te kennen

## De inhoud van een verzoek

api-size-mb = { $n } MB
api-size-kb = { $n } kB
api-size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
api-body-too-large = deze upload is { $size } groot en de grens ligt op { $limit }: splits hem (bijvoorbeeld per ronde) en stuur de delen een voor een
api-body-over-limit = deze upload is groter dan { $limit }, de grens (uitgepakt, bij een archief): splits hem (bijvoorbeeld per ronde) en stuur de delen een voor een
api-body-too-slow = het bestand kwam te langzaam binnen (het moet binnen { $seconds } s beginnen en daarna met minstens { $rate } per seconde komen): stuur het opnieuw via een betere verbinding
api-unsupported-media-type = dit is verstuurd als `{ $found }` en dat leest de server niet: stuur een PDN-bestand, een .zip of .gz met PDN-bestanden, of het formulier van de pagina
api-bad-multipart = het formulier kon niet worden gelezen (misschien is het afgebroken): stuur het opnieuw
api-missing-file = het formulier bevat geen bestand: kies een PDN-bestand en stuur het opnieuw
api-bad-body = het bestand kwam niet volledig aan: stuur het opnieuw
api-bad-archive = dit archief is onleesbaar (beschadigd, onvolledig of zonder .pdn-bestand erin): kijk of het op je eigen computer opengaat, of stuur de PDN-bestanden los
api-archive-without-pdn = het .zip-archief bevat geen .pdn-bestand: pak de PDN-bestanden zelf in (de export van de partijen), of stuur ze een voor een
api-file-named = bestand { $n } (`{ $name }`)
api-file-number = bestand { $n }
api-file-refused = { $file }: { $why }

## Het bestand zelf

api-not-pdn-binary = dit bestand is geen PDN maar een binair bestand (een afbeelding, een document?): exporteer de partijen als PDN en stuur dat bestand
api-not-pdn-text = niets in dit bestand lijkt op een partij (geen tag, geen zet, geen uitslag): controleer of het de PDN-export van de partijen is
api-no-games = dit bestand is leeg: er valt geen partij te controleren
api-too-many-games = dit bestand bevat meer dan { $limit } partijen, het maximum voor één upload: splits het (bijvoorbeeld per ronde)
api-abandoned = het antwoord is opgegeven: de client was al vertrokken
api-slow-reader = het antwoord is opgegeven: het werd te langzaam opgehaald
api-work-timeout = het controleren van dit bestand duurde langer dan { $seconds } s, de grens voor één verzoek: splits het (bijvoorbeeld per ronde) en stuur de delen een voor een

## Drukte en de database

api-busy = de server is bezig andere bestanden te controleren: probeer het zo meteen opnieuw
api-peer-busy = { $turns ->
        [one] deze computer laat al { $turns } bestand controleren: wacht op het antwoord, of stuur een arbiterstoken mee
       *[other] deze computer laat al { $turns } bestanden controleren: wacht op de antwoorden, of stuur een arbiterstoken mee
    }
api-reads-busy = de server is bezig met andere pagina's: probeer het zo meteen opnieuw
api-reads-peer = { $turns ->
        [one] deze computer wacht al op { $turns } pagina: wacht daarop en probeer het dan opnieuw
       *[other] deze computer wacht al op { $turns } pagina's: wacht daarop en probeer het dan opnieuw
    }
api-read-timeout = het klaarmaken van deze pagina duurde langer dan { $seconds } s en is opgegeven: probeer het zo meteen opnieuw; gebeurt het weer, meld het dan aan de beheerder van de server
api-storage-busy = de database is bezig iets anders op te slaan: probeer het zo meteen opnieuw
api-storage-full = de database heeft geen ruimte meer en er is niets opgeslagen: vraag de beheerder van de server schijfruimte vrij te maken en probeer het dan opnieuw
api-storage-lost = de database is onbereikbaar en er is niets opgeslagen: probeer het later opnieuw; blijft het zo, meld het dan aan de beheerder van de server
api-unavailable = de database antwoordt niet: probeer het zo meteen opnieuw; blijft het zo, meld het dan aan de beheerder van de server
api-shutting-down = de server wordt gestopt: probeer het over een minuut opnieuw
api-internal = er ging iets mis op de server: probeer het opnieuw; gebeurt het weer, geef de beheerder van de server dan het nummer van het verzoek (de header `x-request-id`)

## Adressen en hun parameters

api-route-not-found = op dit adres staat niets: controleer het op tikfouten (`GET /api/v1/openapi.json` geeft alle adressen)
api-method-not-allowed = dit adres neemt dit soort verzoek niet aan (`GET /api/v1/openapi.json` zegt wat elk adres aanneemt)
api-page-not-found-title = Pagina niet gevonden
api-page-not-found = Op { $path } staat geen pagina. Misschien is het adres verkeerd getikt, of is de pagina verplaatst.
api-page-not-found-home = Naar de pagina van de arbiter
api-bad-query = een parameter in het adres is onleesbaar (een getal waar een woord hoort, of een verkeerd gespelde naam): controleer het adres (`docs/api.md` beschrijft de parameters)
api-bad-json = wat er is verstuurd, kan niet worden gelezen zoals dit verzoek het verwacht (`details.cause` zegt waar): controleer het formulier, of het programma dat het verstuurde
api-bad-path = op dit adres staat niets: een nummer erin is geen nummer (controleer het op tikfouten)
api-unknown-lang = de taal `{ $value }` wordt hier niet gesproken: kies `en`, `fr`, `nl` of `ru`
api-unknown-ruleset = de regels `{ $value }` zijn hier onbekend: kies `fmjd-2024` (standaard) of `fmjd-2015`
api-unknown-severity = het niveau `{ $value }` is hier onbekend: kies `error`, `warning` of `info`
api-limit-range = het aantal items per pagina moet tussen 1 en { $limit } liggen
api-offset-range = het aantal overgeslagen items moet tussen 0 en { $limit } liggen

## Toernooien, partijen, spelers

api-no-tournament = er is geen toernooi `{ $id }`: misschien is het verwijderd, of is het adres verkeerd getikt; de lijst van toernooien toont de andere
api-no-game = toernooi `{ $id }` heeft geen partij { $game }: controleer het nummer in de lijst van zijn partijen
api-no-file = toernooi `{ $id }` heeft geen bestand { $file }: controleer het nummer in de lijst van zijn bestanden
api-no-player = toernooi `{ $id }` heeft geen speler `{ $name }`: controleer de spelling in de stand
api-no-export = er is geen export `{ $name }`: kies uit { $exports }
api-tournament-gone = het toernooi is verwijderd terwijl het bestand werd gecontroleerd: er is niets opgeslagen
api-tournament-changed = het toernooi is opnieuw gecontroleerd met andere regels terwijl het bestand werd gecontroleerd: stuur het bestand opnieuw
api-round-zero = rondes tellen vanaf 1: geef een ronde van 1 of hoger
api-round-several-files = { $files ->
        [one] een ronde in het adres noemt de ronde van één bestand
       *[other] een ronde in het adres noemt de ronde van één bestand, en dit formulier bevat er { $files }: noem elk bestand naar zijn ronde (`round3.pdn`), of stuur ze een voor een
    }
api-open-errors = { $count ->
        [one] in dit toernooi staat nog { $count } fout waarover geen arbiter heeft beslist: beslis eerst en exporteer daarna
       *[other] in dit toernooi staan nog { $count } fouten waarover geen arbiter heeft beslist: beslis eerst en exporteer daarna
    }
api-bad-tiebreaks = de tiebreaks `{ $value }` zijn onleesbaar: noem ze zoals in de lijst van `docs/api.md`, gescheiden door komma's
api-bad-system = het systeem `{ $value }` is hier onbekend: kies `round-robin` of `swiss`, of laat het weg zodat de partijen het uitwijzen
api-bye-points-range = een vrije ronde is tussen 0 en { $limit } punten waard

## Beslissingen van de arbiter

api-decision-name-empty = `{ $field }` noemt niemand: geef de naam van een speler zoals de stand hem schrijft
api-decision-text-empty = `{ $field }` is leeg: zeg waarom
api-decision-too-long = `{ $field }` is langer dan { $limit } tekens: zeg het korter
api-decision-round = de ronde moet tussen 1 en { $limit } liggen
api-decision-same-name = `{ $from }` en `{ $into }` zijn al één naam: er valt niets samen te voegen
api-decision-bye-points = een vrije ronde is tussen 0 en { $limit } punten waard
api-decision-finding-twice = deze beslissing gaat twee keer over dezelfde bevinding: beslis over elke bevinding één keer
api-decision-forfeit-one-player = bij een reglementaire nederlaag horen twee spelers, maar winnaar en verliezer zijn dezelfde: controleer de namen
api-unknown-player = toernooi `{ $id }` heeft geen speler met de naam `{ $name }`: controleer de spelling in de stand
api-unknown-finding = { $findings ->
        [one] partij { $game } heeft { $findings } bevinding en er is geen bevinding { $finding }: laad de partij opnieuw en kies nog eens
       *[other] partij { $game } heeft { $findings } bevindingen en er is geen bevinding { $finding }: laad de partij opnieuw en kies nog eens
    }
api-no-decision = toernooi `{ $id }` heeft geen beslissing { $decision }: misschien is ze al ingetrokken; laad de beslissingen opnieuw
api-stale-suggestion = toernooi `{ $id }` stelt `{ $key }` niet meer voor (het is intussen veranderd): laad de voorstellen opnieuw en kies nog eens

## Tokens, beheerd door een beheerder

api-token-exists = er bestaat al een token met de naam `{ $name }`: kies een andere naam, of trek dat token eerst in
api-token-name = de naam van een token telt 1 tot 100 tekens, zonder stuurtekens
api-token-name-reserved = `{ $name }` is een naam waaronder de opdrachtregel vastlegt: kies een andere
api-no-token = er is geen token met de naam `{ $name }`: controleer de naam in de lijst van tokens

## Diagrammen

api-bad-fen = dit is geen stelling in FEN (zoals `W:W31,32:B1,2`): controleer wat er is gekopieerd
api-fen-too-long = deze FEN is langer dan { $limit } tekens, meer dan een stelling ooit nodig heeft
api-board-fen-required = geef de stelling die getekend moet worden als `fen` in het adres
api-bad-move = `{ $notation }` is geen zet: schrijf hem als `32-28` of `32x23x12`
api-board-finding = { $findings ->
        [0] deze partij heeft geen bevinding om te tonen
        [one] deze partij heeft { $findings } bevinding: kies bevinding 0
       *[other] deze partij heeft { $findings } bevindingen: kies er een van 0 tot de laatste
    }
api-board-ply = deze partij is nagespeeld tot halve zet { $last }: kies een halve zet van 0 tot { $last }
api-board-to-move = { $side ->
    [white] Wit aan zet
   *[black] Zwart aan zet
}
api-board-start = Beginstelling; { $to_move }
api-board-after = { $side ->
    [white] Halve zet { $ply }: { $number }. { $played }; { $to_move }
   *[black] Halve zet { $ply }: { $number }... { $played }; { $to_move }
}
api-board-finding-caption = { $place }: { $label }.
api-no-position = bevinding { $finding } gaat over geen enkele stelling op het bord
api-no-start-position = de beginstelling van deze partij is onleesbaar: er valt geen bord te tekenen

## Zoeken

api-search-too-long = `{ $field }` is langer dan { $limit } tekens: zoek op een korter stuk ervan
api-search-date = `{ $field }`: `{ $value }` is geen datum: schrijf `14/07/2021`, `2021-07-14`, `07/2021`, `2021-07` of `2021`
api-search-side = `{ $value }` is geen kleur: kies `white` (wit) of `black` (zwart)
api-search-status = `{ $value }` is geen oordeel: kies `valid`, `irregular`, `invalid`, `unparsable` of `unsupported_variant`
api-search-finding = `{ $value }` is geen soort bevinding: kies er een uit de lijst op de zoekpagina
api-search-dates-crossed = de eerste datum ligt na de laatste: draai ze om

## Live rounds
api-live-no-round = er is geen live ronde met de naam `{ $name }`: stuur eerst haar PDN (PUT), of controleer de naam
api-live-no-game = de live ronde `{ $name }` heeft geen partij { $n }: haar partijen zijn genummerd vanaf 1 in de volgorde van haar laatste versie
api-live-bad-name = de naam van een live ronde telt 1 tot { $limit } letters, cijfers, `-`, `_` of `.`: kies een andere
api-live-full = er worden al { $count } live rondes gevolgd: verwijder eerst een afgelopen ronde
api-live-unfinished = een partij van de live ronde `{ $name }` heeft nog geen uitslag: sla de ronde op als alle partijen afgelopen zijn, of vraag het met `unfinished=true`
api-live-empty = de live ronde `{ $name }` heeft nog geen partij: er is niets op te slaan
api-live-rules-differ = het toernooi `{ $id }` wordt volgens andere regels gecontroleerd dan deze live ronde: voeg de ronde toe aan een toernooi met haar regels, of sla haar op als een nieuw toernooi
api-live-source-none = noem de bron van de ronde: een `file` uit de live map of een `url`, een van beide
api-live-source-no-dir = deze server leest geen bestanden voor live ronden: de beheerder start hem met `--live-dir MAP` om de bestanden van een map toe te staan
api-live-source-outside = `{ $path }` is geen bestand uit de live map van deze server: geef het pad van een bestand daarin, zoals `games.pdn`
api-live-source-bad-url = `{ $value }` is geen adres dat deze server leest: geef een `http://`-adres zonder naam of wachtwoord erin
api-live-source-host = deze server leest geen live ronden van `{ $name }`: de beheerder staat hosts toe met `--live-hosts`
api-live-source-interval = de tussentijd is { $from } milliseconden tot { $into } seconden: kies er een daartussen
api-live-no-source = de live ronde `{ $name }` wordt niet uit een bron gelezen: er is niets te stoppen
api-live-feed-unreachable = de bron is onleesbaar ({ $why }): de ronde houdt haar laatste versie en de bron wordt na de volgende tussentijd opnieuw gelezen
api-live-feed-status = de bron antwoordde met status { $count }: de ronde houdt haar laatste versie
api-live-feed-too-large = de bron is { $size }, meer dan de grens van { $limit }: de ronde houdt haar laatste versie
api-live-feed-not-pdn = de bron is geen PDN meer: de ronde houdt haar laatste versie tot de bron weer PDN is
api-live-feed-stalled = de bron is al { $seconds } s niet veranderd terwijl er nog partijen gespeeld worden: controleer de borden en de relay
api-live-feed-busy = de server had het druk: deze versie wordt na de volgende tussentijd gelezen
