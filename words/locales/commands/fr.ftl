## Ce que disent `import`, `token` et `serve` sur la sortie d'erreur (issue 29), dans la langue de `--lang`.

## import

cli-import-summary = importé dans { $db } en { $seconds } s : fichiers enregistrés : { $created } (parties : { $games }) ; déjà enregistrés : { $existing } ; non enregistrés : { $skipped } ; erreurs de lecture : { $errors }
cli-import-no-games = erreur : aucune partie n'a été trouvée dans les chemins donnés : rien n'a été enregistré
cli-import-not-stored = { $file } : non enregistré : { $why }
cli-import-why-unread = il n'a pas pu être lu jusqu'au bout ({ $why })
cli-import-why-unread-bare = il n'a pas pu être lu jusqu'au bout
cli-import-why-no-games = il ne contient aucune partie
cli-import-why-not-pdn = ce n'est pas du PDN (aucune partie n'a d'en-tête, de coup ni de résultat)
cli-import-progress = fichiers enregistrés : { $created }, déjà enregistrés : { $existing }
cli-import-lost = { $file } : ses octets et ses parties ne se correspondent plus (erreur interne) ; il n’est pas enregistré
cli-import-cannot-write = la sortie ne peut pas être écrite : { $error }

## a command line that cannot be read

cli-usage-help = `draughts-arbiter --help` liste les commandes, `draughts-arbiter COMMANDE --help` les options d'une commande
cli-usage-did-you-mean = vouliez-vous dire `{ $suggestion }` ?
cli-usage-no-command = `{ $command }` n'est pas une commande
cli-usage-no-command-given = dites quoi faire : une commande comme `check FICHIER`
cli-usage-no-option = `{ $option }` n'est pas une option de cette commande
cli-usage-value-not-offered = `{ $value }` n'est pas une valeur de `{ $option }` : choisissez parmi { $valid }
cli-usage-value-missing = `{ $option }` demande une valeur : l'une de { $valid }
cli-usage-value-missing-free = `{ $option }` demande une valeur
cli-usage-missing = cette commande demande `{ $args }`
cli-usage-conflict = `{ $option }` ne peut pas aller avec `{ $other }`

cli-usage-with-suggestion = { $mistake } ; { $suggestion }
cli-usage-value-refused = `{ $value }` est refusé pour `{ $option }` ({ $why })

## progress (check, import)

cli-progress = parties vérifiées : { $games }, { $rate }
cli-progress-rate = { $rate } parties/s

## token

cli-token-role-admin = Jeton d'administrateur
cli-token-role-arbiter = Jeton d'arbitre
cli-token-role-reader = Jeton de lecteur
cli-token-created = { $role } `{ $name }` créé dans { $db } ; il n'est affiché que cette fois : gardez-le en lieu sûr et remettez-le à son titulaire
cli-token-no-such = erreur : aucun jeton en vigueur ne s'appelle `{ $name }` (`token list` les donne)
cli-token-revoked = le jeton `{ $name }` est révoqué : il n'ouvre plus rien
cli-token-exists = un jeton nommé `{ $name }` existe déjà : choisissez un autre nom, ou révoquez d'abord celui-là
cli-token-name = le nom d'un jeton doit compter de 1 à 100 caractères, sans caractère de contrôle
cli-token-name-reserved = `{ $name }` est le nom sous lequel la ligne de commande enregistre : choisissez-en un autre
cli-store-busy = un autre programme écrit dans la base de données et l'a gardée pendant toute l'attente : réessayez quand il aura fini
cli-store-full = le disque de la base de données est plein et rien n'a été enregistré : libérez de la place, puis réessayez
cli-store-lost = la base de données est injoignable (son fichier a été déplacé ou supprimé, ou son serveur ne répond pas) : rien n'a été enregistré
cli-store-file = le fichier de la base de données est inutilisable : { $error }
cli-token-list-heading = Nom	Rôle	Créé	Révoqué
cli-token-list-none = aucun jeton pour l'instant : `token create NOM --role arbiter` en crée un
cli-token-kind-admin = administrateur
cli-token-kind-arbiter = arbitre
cli-token-kind-reader = lecteur
cli-store-failed = la base de données a échoué : { $error }

## serve

cli-serve-listening = draughts-arbiter écoute sur { $address } (base de données { $db }) ; arrêtez-le avec Ctrl-C
cli-serve-no-database = la base de données ne peut pas être ouverte : { $error }
cli-serve-cannot-listen = impossible d'écouter sur { $bind } ({ $error }) : un autre serveur l'utilise-t-il ? Choisissez une autre adresse avec --bind
cli-io-address-in-use = cette adresse est déjà utilisée
