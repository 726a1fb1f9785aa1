## Les réponses du service (issue 29) : le `message` de chaque erreur, dit dans la langue de
## qui demande. Le `code` JSON reste en anglais. Espace fine insécable avant : ; ? ! et dans « ».

## Jetons et droits

api-missing-token = il faut un jeton pour cela (celui d'un arbitre pour déposer ou trancher, celui d'un administrateur pour gérer les jetons) : demandez-en un à l'administrateur du tournoi, puis envoyez-le après `Authorization: Bearer`
api-missing-token-write = il faut pour cela un jeton d'arbitre (pour déposer une ronde, trancher ou modifier un tournoi) : demandez-en un à l'administrateur du tournoi, puis indiquez-le dans le formulaire (ou envoyez-le après `Authorization: Bearer`)
api-missing-token-admin = seul un jeton d'administrateur permet cela : adressez-vous à l'administrateur du serveur
api-missing-token-read = cela se consulte avec un jeton (d'administrateur, de lecteur, ou de l'arbitre de ce tournoi) : demandez-en un à l'administrateur du tournoi
api-invalid-token = ce jeton n'est pas l'un de ceux de ce serveur : vérifiez qu'il a été copié en entier, ou demandez-en un nouveau à l'administrateur du tournoi
api-revoked-token = le jeton `{ $name }` a été révoqué le { $day } et n'ouvre plus rien : demandez-en un nouveau à l'administrateur du tournoi
api-role-admin = un jeton d'administrateur
api-role-arbiter = un jeton d'arbitre
api-role-reader = un jeton de lecteur
api-admin-only = seul un administrateur peut faire cela, et `{ $name }` est { $role } : adressez-vous à l'administrateur du tournoi
api-read-only-token = `{ $name }` est un jeton de lecteur : il consulte les tournois sans rien modifier ; pour déposer une ronde ou trancher, demandez un jeton d'arbitre à l'administrateur du tournoi
api-not-your-tournament = le tournoi `{ $id }` appartient à `{ $owner }` et n'a pas été confié à `{ $name }` : demandez à `{ $owner }` ou à un administrateur de vous le confier
api-private-needs-token = le tournoi `{ $id }` est privé : envoyez un jeton qui permet de le consulter (demandez-le à l'administrateur du tournoi)
api-private-tournament = le tournoi `{ $id }` est privé et `{ $name }` n'a pas le droit de le consulter : demandez à l'administrateur du tournoi de vous le confier
api-private-bytes = ces fichiers appartiennent à un tournoi privé que `{ $name }` n'a pas le droit de consulter : demandez à l'administrateur du tournoi de vous le confier
api-foreign-files = ces fichiers, avec ces règles, forment déjà le tournoi `{ $id }`, qui appartient à `{ $owner }` ; `{ $name }` ne peut pas le modifier : demandez à `{ $owner }` ou à un administrateur de vous le confier

## Le corps d'une requête

api-size-mb = { $n } Mo
api-size-kb = { $n } ko
api-size-bytes = { $n ->
        [one] { $n } octet
       *[other] { $n } octets
    }
api-body-too-large = ce dépôt fait { $size } et la limite est de { $limit } : découpez-le (par ronde, par exemple) et envoyez les parties l'une après l'autre
api-body-over-limit = ce dépôt dépasse { $limit }, la limite (une fois décompressé, pour une archive) : découpez-le (par ronde, par exemple) et envoyez les parties l'une après l'autre
api-body-too-slow = le fichier est arrivé trop lentement (il doit commencer dans les { $seconds } s, puis arriver à { $rate } par seconde au moins) : renvoyez-le depuis une meilleure connexion
api-unsupported-media-type = ceci est envoyé comme `{ $found }`, que le serveur ne lit pas : envoyez un fichier PDN, une archive .zip ou .gz de fichiers PDN, ou le formulaire de la page
api-bad-multipart = le formulaire n'a pas pu être lu (il a peut-être été coupé) : renvoyez-le
api-missing-file = le formulaire ne contient aucun fichier : choisissez un fichier PDN et renvoyez-le
api-bad-body = le fichier n'a pas pu être reçu en entier : renvoyez-le
api-bad-archive = cette archive est illisible (abîmée, incomplète, ou sans fichier .pdn à l'intérieur) : vérifiez qu'elle s'ouvre sur votre ordinateur, ou envoyez plutôt ses fichiers PDN
api-archive-without-pdn = l'archive .zip ne contient aucun fichier .pdn : compressez les fichiers PDN eux-mêmes (l'export des parties), ou envoyez-les un par un
api-file-named = fichier { $n } (`{ $name }`)
api-file-number = fichier { $n }
api-file-refused = { $file } : { $why }

## Le fichier lui-même

api-not-pdn-binary = ce fichier n'est pas du PDN mais un fichier binaire (une image, un document ?) : exportez les parties au format PDN et envoyez ce fichier-là
api-not-pdn-text = rien dans ce fichier ne ressemble à une partie (ni en-tête, ni coup, ni résultat) : vérifiez qu'il s'agit bien de l'export PDN des parties
api-no-games = ce fichier est vide : il n'y a aucune partie à vérifier
api-too-many-games = ce fichier contient plus de { $limit } parties, le maximum pour un dépôt : découpez-le (par ronde, par exemple)
api-abandoned = la réponse a été abandonnée : le client est parti avant
api-slow-reader = la réponse a été abandonnée : elle était lue trop lentement
api-work-timeout = la vérification de ce fichier a pris plus de { $seconds } s, la limite pour une requête : découpez-le (par ronde, par exemple) et envoyez les parties l'une après l'autre

## Serveur occupé, base de données

api-busy = le serveur est occupé à vérifier d'autres fichiers : réessayez dans un instant
api-peer-busy = { $turns ->
        [one] cet ordinateur a déjà { $turns } fichier en cours de vérification : attendez sa réponse, ou envoyez un jeton d'arbitre
       *[other] cet ordinateur a déjà { $turns } fichiers en cours de vérification : attendez leurs réponses, ou envoyez un jeton d'arbitre
    }
api-reads-busy = le serveur est occupé par d'autres pages : réessayez dans un instant
api-reads-peer = { $turns ->
        [one] cet ordinateur attend déjà { $turns } page : attendez-la, puis réessayez
       *[other] cet ordinateur attend déjà { $turns } pages : attendez-les, puis réessayez
    }
api-read-timeout = la préparation de cette page a pris plus de { $seconds } s et a été abandonnée : réessayez dans un instant ; si cela se reproduit, prévenez l'administrateur du serveur
api-storage-busy = la base de données est occupée à enregistrer autre chose : réessayez dans un instant
api-storage-full = la base de données n'a plus de place et rien n'a été enregistré : demandez à l'administrateur du serveur de libérer de l'espace disque, puis réessayez
api-storage-lost = la base de données est injoignable et rien n'a été enregistré : réessayez un peu plus tard ; si cela dure, prévenez l'administrateur du serveur
api-unavailable = la base de données ne répond pas : réessayez dans un instant ; si cela dure, prévenez l'administrateur du serveur
api-shutting-down = le serveur est en train de s'arrêter : réessayez dans une minute
api-internal = quelque chose s'est mal passé sur le serveur : réessayez ; si cela se reproduit, donnez à l'administrateur du serveur le numéro de la requête (l'en-tête `x-request-id`)

## Les adresses et leurs paramètres

api-route-not-found = il n'y a rien à cette adresse : vérifiez qu'elle ne contient pas de faute de frappe (`GET /api/v1/openapi.json` donne la liste des adresses)
api-method-not-allowed = cette adresse n'accepte pas ce type de requête (`GET /api/v1/openapi.json` indique ce que chacune accepte)
api-page-not-found-title = Page introuvable
api-page-not-found = Il n'y a pas de page à l'adresse { $path }. L'adresse contient peut-être une faute de frappe, ou la page a été déplacée.
api-page-not-found-home = Aller à la page de l'arbitre
api-bad-query = un paramètre de l'adresse est illisible (un nombre à la place d'un mot, ou un nom mal orthographié) : vérifiez l'adresse (`docs/api.md` décrit les paramètres)
api-bad-json = ce qui a été envoyé ne peut pas être lu comme cette requête l'attend (`details.cause` précise où) : vérifiez le formulaire, ou le programme qui l'a envoyé
api-bad-path = il n'y a rien à cette adresse : l'un de ses numéros n'en est pas un (vérifiez qu'elle ne contient pas de faute de frappe)
api-unknown-lang = la langue `{ $value }` n'est pas proposée ici : choisissez `en`, `fr`, `nl` ou `ru`
api-unknown-ruleset = les règles `{ $value }` sont inconnues ici : choisissez `fmjd-2024` (par défaut) ou `fmjd-2015`
api-unknown-severity = le niveau `{ $value }` est inconnu ici : choisissez `error`, `warning` ou `info`
api-limit-range = le nombre d'éléments par page doit être compris entre 1 et { $limit }
api-offset-range = le nombre d'éléments à sauter doit être compris entre 0 et { $limit }

## Tournois, parties, joueurs

api-no-tournament = il n'y a pas de tournoi `{ $id }` : il a peut-être été supprimé, ou l'adresse est mal tapée ; la liste des tournois donne les autres
api-no-game = le tournoi `{ $id }` n'a pas de partie { $game } : vérifiez le numéro dans la liste de ses parties
api-no-file = le tournoi `{ $id }` n'a pas de fichier { $file } : vérifiez le numéro dans la liste de ses fichiers
api-no-player = le tournoi `{ $id }` n'a pas de joueur `{ $name }` : vérifiez l'orthographe dans son classement
api-no-export = il n'y a pas d'export `{ $name }` : choisissez parmi { $exports }
api-tournament-gone = le tournoi a été supprimé pendant la vérification du fichier : rien n'a été enregistré
api-tournament-changed = le tournoi a été revérifié avec d'autres règles pendant la vérification du fichier : renvoyez le fichier
api-round-zero = les rondes sont numérotées à partir de 1 : indiquez une ronde de 1 ou plus
api-round-several-files = { $files ->
        [one] une ronde donnée dans l'adresse désigne la ronde d'un seul fichier
       *[other] une ronde donnée dans l'adresse désigne la ronde d'un seul fichier, et ce formulaire en contient { $files } : nommez chaque fichier d'après sa ronde (`round3.pdn`), ou envoyez-les un par un
    }
api-open-errors = { $count ->
        [one] ce tournoi a encore { $count } erreur sur laquelle aucun arbitre n'a tranché : tranchez d'abord, puis exportez
       *[other] ce tournoi a encore { $count } erreurs sur lesquelles aucun arbitre n'a tranché : tranchez d'abord, puis exportez
    }
api-bad-tiebreaks = les départages `{ $value }` sont illisibles : nommez-les d'après la liste de `docs/api.md`, séparés par des virgules
api-bad-system = le système `{ $value }` est inconnu ici : choisissez `round-robin` ou `swiss`, ou ne l'indiquez pas pour que les parties le disent
api-bye-points-range = une ronde d'exemption vaut entre 0 et { $limit } points

## Décisions de l'arbitre

api-decision-name-empty = `{ $field }` ne désigne personne : donnez le nom d'un joueur tel que l'écrit le classement
api-decision-text-empty = `{ $field }` est vide : dites pourquoi
api-decision-too-long = `{ $field }` dépasse { $limit } caractères : dites-le plus brièvement
api-decision-round = la ronde doit être comprise entre 1 et { $limit }
api-decision-same-name = `{ $from }` et `{ $into }` sont déjà un seul nom : il n'y a rien à fusionner
api-decision-bye-points = une ronde d'exemption vaut entre 0 et { $limit } points
api-decision-finding-twice = cette décision tranche deux fois sur le même constat : tranchez une seule fois sur chacun
api-decision-forfeit-one-player = un forfait oppose deux joueurs, or le gagnant et le perdant sont la même personne : vérifiez les noms
api-unknown-player = le tournoi `{ $id }` n'a aucun joueur nommé `{ $name }` : vérifiez l'orthographe dans son classement
api-unknown-finding = { $findings ->
        [one] la partie { $game } a { $findings } constat, et il n'y a pas de constat { $finding } : rechargez la partie et choisissez à nouveau
       *[other] la partie { $game } a { $findings } constats, et il n'y a pas de constat { $finding } : rechargez la partie et choisissez à nouveau
    }
api-no-decision = le tournoi `{ $id }` n'a pas de décision { $decision } : elle a peut-être déjà été retirée ; rechargez ses décisions
api-stale-suggestion = le tournoi `{ $id }` ne propose plus `{ $key }` (il a changé depuis) : rechargez les propositions et choisissez à nouveau

## Jetons gérés par un administrateur

api-token-exists = un jeton nommé `{ $name }` existe déjà : choisissez un autre nom, ou révoquez d'abord celui-là
api-token-name = le nom d'un jeton doit compter de 1 à 100 caractères, sans caractère de contrôle
api-token-name-reserved = `{ $name }` est un nom sous lequel la ligne de commande enregistre : choisissez-en un autre
api-no-token = il n'y a pas de jeton nommé `{ $name }` : vérifiez le nom dans la liste des jetons

## Diagrammes

api-bad-fen = ceci n'est pas une position FEN (comme `W:W31,32:B1,2`) : vérifiez ce qui a été copié
api-fen-too-long = cette FEN dépasse { $limit } caractères, plus qu'aucune position n'en demande
api-board-fen-required = indiquez la position à dessiner dans l'adresse, avec `fen`
api-bad-move = `{ $notation }` n'est pas un coup : écrivez-le comme `32-28` ou `32x23x12`
api-board-finding = { $findings ->
        [0] cette partie n'a aucun constat à montrer
        [one] cette partie a { $findings } constat : choisissez le constat 0
       *[other] cette partie a { $findings } constats : choisissez-en un de 0 au dernier
    }
api-board-ply = cette partie a été rejouée jusqu'au demi-coup { $last } : choisissez un demi-coup de 0 à { $last }
api-board-to-move = { $side ->
    [white] Trait aux Blancs
   *[black] Trait aux Noirs
}
api-board-start = Position de départ ; { $to_move }
api-board-after = { $side ->
    [white] Demi-coup { $ply } : { $number }. { $played } ; { $to_move }
   *[black] Demi-coup { $ply } : { $number }... { $played } ; { $to_move }
}
api-board-finding-caption = { $place } : { $label }.
api-no-position = le constat { $finding } ne porte sur aucune position du damier
api-no-start-position = la position de départ de cette partie est illisible : il n'y a pas de damier à dessiner

## Recherche

api-search-too-long = `{ $field }` dépasse { $limit } caractères : cherchez-en une partie plus courte
api-search-date = `{ $field }` : `{ $value }` n'est pas une date : écrivez-la `14/07/2021`, `2021-07-14`, `07/2021`, `2021-07` ou `2021`
api-search-side = `{ $value }` n'est pas une couleur : choisissez `white` (les Blancs) ou `black` (les Noirs)
api-search-status = `{ $value }` n'est pas un verdict : choisissez `valid`, `irregular`, `invalid`, `unparsable` ou `unsupported_variant`
api-search-finding = `{ $value }` n'est pas un type de constat : choisissez-en un dans la liste de la page de recherche
api-search-dates-crossed = la première date est postérieure à la dernière : inversez-les

## Live rounds
api-live-no-round = aucune ronde en direct ne s'appelle `{ $name }` : envoyez d'abord son PDN (PUT), ou vérifiez le nom
api-live-no-game = la ronde en direct `{ $name }` n'a pas de partie { $n } : ses parties sont numérotées à partir de 1 dans l'ordre de sa dernière version
api-live-bad-name = le nom d'une ronde en direct compte de 1 à { $limit } lettres, chiffres, `-`, `_` ou `.` : choisissez-en un autre
api-live-full = { $count } rondes en direct sont déjà suivies : supprimez d'abord une ronde terminée
api-live-unfinished = une partie de la ronde en direct `{ $name }` n'a pas encore de résultat : enregistrez-la quand toutes les parties seront terminées, ou demandez-le avec `unfinished=true`
api-live-empty = la ronde en direct `{ $name }` n'a encore aucune partie : il n'y a rien à enregistrer
api-live-rules-differ = le tournoi `{ $id }` est vérifié selon d'autres règles que cette ronde en direct : ajoutez la ronde à un tournoi de ses règles, ou enregistrez-la comme un nouveau tournoi
api-live-source-none = indiquez la source de la ronde : un `file` du répertoire en direct ou une `url`, l'un des deux
api-live-source-no-dir = ce serveur ne lit aucun fichier pour les rondes en direct : son administrateur le démarre avec `--live-dir DIR` pour autoriser les fichiers d'un répertoire
api-live-source-outside = `{ $path }` n'est pas un fichier du répertoire en direct de ce serveur : donnez le chemin d'un fichier de ce répertoire, comme `games.pdn`
api-live-source-bad-url = `{ $value }` n'est pas une adresse que ce serveur lit : donnez une adresse `http://` sans nom ni mot de passe
api-live-source-host = ce serveur ne lit pas de rondes en direct depuis `{ $name }` : son administrateur autorise des hôtes avec `--live-hosts`
api-live-source-interval = l'intervalle va de { $from } millisecondes à { $into } secondes : choisissez-en un entre les deux
api-live-no-source = la ronde en direct `{ $name }` n'est lue depuis aucune source : il n'y a rien à arrêter
api-live-feed-unreachable = la source est illisible ({ $why }) : la ronde garde sa dernière version et la source sera relue à l'intervalle suivant
api-live-feed-status = la source a répondu avec le statut { $count } : la ronde garde sa dernière version
api-live-feed-too-large = la source fait { $size }, plus que la limite de { $limit } : la ronde garde sa dernière version
api-live-feed-not-pdn = la source n'est plus du PDN : la ronde garde sa dernière version jusqu'à ce que la source redevienne du PDN
api-live-feed-stalled = la source n'a pas changé depuis { $seconds } s alors que des parties sont en cours : vérifiez les damiers et le relais
api-live-feed-busy = le serveur était occupé : cette version sera lue à l'intervalle suivant
