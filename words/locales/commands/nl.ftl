## Wat `import`, `token` en `serve` op de foutuitvoer zeggen (issue 29), in de taal van `--lang`.

## import

cli-import-summary = geïmporteerd in { $db } in { $seconds } s: bestanden opgeslagen: { $created } (partijen: { $games }); al opgeslagen: { $existing }; niet opgeslagen: { $skipped }; leesfouten: { $errors }
cli-import-no-games = fout: in de opgegeven paden zijn geen partijen gevonden: er is niets opgeslagen
cli-import-not-stored = { $file }: niet opgeslagen: { $why }
cli-import-why-unread = het kon niet tot het einde worden gelezen ({ $why })
cli-import-why-unread-bare = het kon niet tot het einde worden gelezen
cli-import-why-no-games = het bevat geen partij
cli-import-why-not-pdn = het is geen PDN (geen enkele partij heeft een tag, een zet of een uitslag)
cli-import-progress = bestanden opgeslagen: { $created }, al opgeslagen: { $existing }
cli-import-lost = { $file }: de bytes en de partijen lopen niet meer gelijk (interne fout); het bestand is niet opgeslagen
cli-import-cannot-write = de uitvoer kan niet worden geschreven: { $error }

## a command line that cannot be read

cli-usage-help = `draughts-arbiter --help` toont de opdrachten, `draughts-arbiter OPDRACHT --help` de opties van een opdracht
cli-usage-did-you-mean = bedoelde u `{ $suggestion }`?
cli-usage-no-command = `{ $command }` is geen opdracht
cli-usage-no-command-given = zeg wat er moet gebeuren: een opdracht zoals `check BESTAND`
cli-usage-no-option = `{ $option }` is geen optie van deze opdracht
cli-usage-value-not-offered = `{ $value }` is geen waarde van `{ $option }`: kies uit { $valid }
cli-usage-value-missing = `{ $option }` vraagt een waarde: een van { $valid }
cli-usage-value-missing-free = `{ $option }` vraagt een waarde
cli-usage-missing = deze opdracht vraagt `{ $args }`
cli-usage-conflict = `{ $option }` gaat niet samen met `{ $other }`

cli-usage-with-suggestion = { $mistake }; { $suggestion }
cli-usage-value-refused = `{ $value }` wordt geweigerd voor `{ $option }` ({ $why })

## progress (check, import)

cli-progress = partijen gecontroleerd: { $games }, { $rate }
cli-progress-rate = { $rate } partijen/s

## token

cli-token-role-admin = Beheerderstoken
cli-token-role-arbiter = Arbiterstoken
cli-token-role-reader = Lezerstoken
cli-token-created = { $role } `{ $name }` aangemaakt in { $db }; het wordt alleen nu getoond: bewaar het veilig en geef het aan de houder
cli-token-no-such = fout: geen geldig token heet `{ $name }` (`token list` toont ze)
cli-token-revoked = het token `{ $name }` is ingetrokken: het geeft nergens meer toegang toe
cli-token-exists = er bestaat al een token met de naam `{ $name }`: kies een andere naam, of trek dat token eerst in
cli-token-name = de naam van een token telt 1 tot 100 tekens, zonder stuurtekens
cli-token-name-reserved = `{ $name }` is de naam waaronder de opdrachtregel vastlegt: kies een andere
cli-store-busy = een ander programma schrijft in de database en hield die de hele wachttijd vast: probeer het opnieuw als het klaar is
cli-store-full = de schijf van de database is vol en er is niets opgeslagen: maak ruimte vrij en probeer het opnieuw
cli-store-lost = de database is onbereikbaar (het bestand is verplaatst of verwijderd, of de server antwoordt niet): er is niets opgeslagen
cli-store-file = het bestand van de database is onbruikbaar: { $error }
cli-token-list-heading = Naam	Rol	Aangemaakt	Ingetrokken
cli-token-list-none = nog geen token: `token create NAAM --role arbiter` maakt er een
cli-token-kind-admin = beheerder
cli-token-kind-arbiter = arbiter
cli-token-kind-reader = lezer
cli-store-failed = de database faalde: { $error }

## serve

cli-serve-listening = draughts-arbiter luistert op { $address } (database { $db }); stop hem met Ctrl-C
cli-serve-no-database = de database kan niet worden geopend: { $error }
cli-serve-cannot-listen = er kan niet worden geluisterd op { $bind } ({ $error }): gebruikt een andere server het al? Kies een ander adres met --bind
cli-io-address-in-use = dit adres is al in gebruik
