# Le rapport texte de la ligne de commande et la page web, en français (termes de la FFJD et de
# la FMJD : pion, dame, rafle, prise majoritaire). Mêmes clés et mêmes paramètres que en.ftl.

## Le rapport texte de check

cli-severity-error = erreur
cli-severity-warning = avertissement
cli-severity-info = info
cli-round = (ronde { $round })
cli-line = (ligne { $line })
cli-articles = (art. { $articles })
cli-summary-files = fichiers
cli-summary-games = parties
cli-summary-valid = valides
cli-summary-irregular = irrégulières
cli-summary-invalid = invalides
cli-summary-unparsable = illisibles
cli-summary-unsupported = autre variante
cli-summary-with-errors = parties avec erreurs
cli-summary-with-warnings = avec avertissements seuls
cli-summary-unreadable = sources illisibles
cli-summary-skipped = fichiers spéciaux ignorés
cli-summary-by-kind = constats par type
cli-checked = { $games } { $games ->
        [one] partie vérifiée
       *[other] parties vérifiées
    } en { $seconds } s ({ $rate } parties/s)
cli-summary-clean = aucune erreur et aucun avertissement

## Les erreurs de check

cli-error = erreur : { $message }
cli-warning = avertissement : { $message }
cli-cannot-create = erreur : { $path } : création impossible : { $error }
cli-cannot-write = erreur : { $path } : écriture impossible : { $error }
cli-standard-output = la sortie standard
cli-no-games = erreur : aucune partie dans les chemins donnés
cli-source = { $file } : { $problem }
cli-source-not-found = { $file } : aucun fichier ni dossier de ce nom (vérifiez le nom et le chemin)
cli-source-cannot-open = ouverture impossible : { $error }
cli-source-fifo = un tube nommé (FIFO), pas un fichier ordinaire : envoyez-le plutôt sur l'entrée standard (`- < FIFO`)
cli-source-binary = pas du PDN : des données binaires (octets nuls ou caractères de contrôle) dans son premier Mio
cli-source-read-error = erreur de lecture : { $error }
cli-source-read-error-after = erreur de lecture après la partie { $games } : { $error }
cli-source-directory = lecture du dossier impossible : { $error }
cli-source-not-zip = pas une archive zip lisible : { $error }
cli-source-zip-entry = lecture de l'entrée zip impossible : { $error }
cli-source-too-large = décompressé, il dépasse la limite de { $limit } octets (une garde contre les bombes zip ; relevez-la avec --max-entry-bytes)
cli-source-internal = erreur interne en vérifiant la partie { $game } (ligne { $line }) : merci de la signaler
cli-skipped = { $file } : ignoré, { $reason }
cli-special-fifo = un tube nommé (FIFO), pas un fichier ordinaire
cli-special-socket = une socket, pas un fichier ordinaire
cli-special-device = un périphérique, pas un fichier ordinaire
cli-special-other = pas un fichier ordinaire
cli-io-not-found = aucun fichier ni dossier de ce nom
cli-io-permission-denied = accès refusé
cli-io-is-a-directory = c'est un dossier, pas un fichier
cli-io-storage-full = le disque est plein
cli-io-unexpected-end = les données s'arrêtent avant leur fin (un fichier coupé ou abîmé)
cli-io-other = le système répond : { $error }
cli-normalize-incomplete = { $file } : la partie { $game } (ligne { $line }) n'a pas pu être lue entière ; écrite avec ce qui a été lu
cli-normalize-results-disagree = { $file } : partie { $game } (ligne { $line }) : la balise Result dit { $tag } mais les coups finissent par { $terminator } ; les deux sont écrits tels quels

## Les commentaires d'annotate

cli-annotation = arbitre : { $severity } : { $sentence }
cli-alternatives = { $label } : { $moves }
cli-alternatives-required = obligatoire
cli-alternatives-legal = coups légaux
cli-alternatives-readings = lectures possibles
cli-alternatives-or = {" "}ou{" "}
cli-alternatives-more = { $moves } et { $more ->
        [one] { $more } autre
       *[other] { $more } autres
    }

## La page : le cadre de chaque page

page-skip = Aller au contenu
page-nav-list = Tournois
page-nav-upload = Déposer une ronde
page-nav-search = Recherche
page-nav-live = En direct
page-live-title = Rondes en direct
page-live-empty = Aucune ronde n'est suivie en direct. Le logiciel des damiers ou un relais en envoie une par PUT /api/v1/live/NOM (docs/api.md) ; ses damiers s'affichent alors ici.
page-live-col-round = Ronde
page-live-col-games = Parties
page-live-col-state = État
page-live-finished = terminée
page-live-going-on = en cours
page-live-round = Ronde en direct { $name }
page-live-round-games = { $count ->
        [one] { $count } damier
       *[other] { $count } damiers
    }
page-live-connecting = Connexion à la ronde…
page-live-connected = En direct : chaque damier avance à mesure que ses coups arrivent.
page-live-reconnecting = Connexion perdue : reconnexion…
page-live-feed-from = Lue depuis { $location }.
page-live-feed-problem = La source { $location } a un problème : { $message }
page-live-alerts = { $count ->
        [one] { $count } alerte à acquitter
       *[other] { $count } alertes à acquitter
    }
page-live-acknowledge = Acquitter
page-live-sound-on = Activer le son
page-live-type-finding = Constat
page-live-type-draw = Nulle réglementaire : arrêtez les pendules
page-live-type-count = Décompte bientôt épuisé
page-live-type-repetition = Position répétée : une troisième fois fait nulle
page-live-alert-board = { $white } – { $black }, demi-coup { $ply } :
page-live-open = Ouvrir au demi-coup { $ply }
page-live-more = { $count ->
        [one] (et { $count } autre sur ce damier)
       *[other] (et { $count } autres sur ce damier)
    }
page-live-players = { $white } – { $black }
page-live-open-game = Ouvrir la partie { $white } – { $black }
page-live-round-tag = ronde { $round }
page-live-plies = { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
page-live-result = résultat { $result }
page-live-count = { $rule } (art. { $article }) : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } restant à chacun
page-live-counts = Décomptes en cours
page-live-after = Après le demi-coup { $ply } : { $move }
page-loading = Chargement…
page-footer = Jeu de dames international (10×10), règles de la FMJD.
page-language = Langue
page-no-such-page = Cette page n'existe pas.

## La liste des tournois

page-list-title = Tournois
page-list-empty = Aucun tournoi n'a encore été déposé.
page-list-name = Nom
page-list-uploaded = Déposé le
page-list-games = Parties
page-list-verdicts = Verdicts
page-list-findings = Constats
page-list-caption = Tournois déposés, les plus récents d'abord
page-list-newer = ← Plus récents
page-list-older = Plus anciens →
page-list-range = { $first }–{ $last } sur { $total }
page-list-uploaded-on = déposé le { $when }
page-findings-none = aucun
page-findings-count = { $count ->
        [one] { $count } constat
       *[other] { $count } constats
    }
page-findings-no-error = { $findings }, aucune erreur (avertissements et remarques)
page-findings-errors-in = { $findings }, erreurs dans { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }

## Verdicts

page-status-valid = valide
page-status-irregular = irrégulière
page-status-invalid = invalide
page-status-unparsable = illisible
page-status-unsupported_variant = autre variante
page-status-count-valid = { $count ->
    [one] { $count } valide
   *[other] { $count } valides
}
page-status-count-irregular = { $count ->
    [one] { $count } irrégulière
   *[other] { $count } irrégulières
}
page-status-count-invalid = { $count ->
    [one] { $count } invalide
   *[other] { $count } invalides
}
page-status-count-unparsable = { $count ->
    [one] { $count } illisible
   *[other] { $count } illisibles
}
page-status-count-unsupported_variant = { $count ->
    [one] { $count } autre variante
   *[other] { $count } autres variantes
}

## Un tournoi

page-tournament = Tournoi
page-show-all = Toutes les parties
page-show-problems = Parties avec erreurs ou avertissements
page-show-errors = Parties avec erreurs
page-show-warnings = Parties avec avertissements
page-col-white = Blancs
page-col-black = Noirs
page-col-round = Ronde
page-col-result = Résultat noté
page-col-board = Le damier
page-col-status = Verdict
page-col-findings = Constats
page-col-game = Partie
page-any-kind = Tous les types de constat
page-kind-games = { $kind } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
page-sort-ascending = { $column }, croissant
page-sort-descending = { $column }, décroissant
page-filter = Filtrer les parties
page-filter-show = Afficher
page-filter-kind = Type de constat
page-sort-by = Trier par
page-games-count = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
page-games-shown = { $shown } parties affichées sur { $total }
page-no-match = Aucune partie ne correspond à ces filtres.
page-previous = ← Précédentes
page-next = Suivantes →
page-games-range = Parties { $first }–{ $last } sur { $total }
page-uploaded-again = Ce fichier avait déjà été déposé : voici les verdicts du premier dépôt.
page-uploaded-added = La ronde a été ajoutée à ce tournoi, qui compte maintenant { $files ->
    [one] un fichier
   *[other] { $files } fichiers
    }.
page-standings-link = Classement, grille, décisions et exports
page-fact-games = Parties
page-fact-verdicts = Verdicts
page-fact-findings = Constats
page-fact-rules = Règles
page-fact-uploaded = Déposé le
page-fact-dates = Dates
page-strict = PDN strict
page-breadcrumb = Fil d'Ariane

## Décomptes par gravité

page-count-error = { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
page-count-warning = { $count ->
        [one] { $count } avertissement
       *[other] { $count } avertissements
    }
page-count-info = { $count ->
        [one] { $count } remarque
       *[other] { $count } remarques
    }
page-severity-error = erreur
page-severity-warning = avertissement
page-severity-info = remarque

## Une partie

page-game = Partie { $n }
page-white = Blancs
page-black = Noirs
page-start-position = Position de départ
page-back = Un coup en arrière
page-back-text = Retour
page-next-move = Coup suivant
page-next-text = Suivant
page-end-position = Position finale
page-flip = Retourner
page-flip-title = Retourner le damier
page-move-navigation = Parcourir les coups
page-keys-help = Touches : ← → parcourent les coups, Début et Fin vont au début et à la fin.
page-fact-event = Événement
page-fact-round = Ronde
page-fact-date = Date
page-fact-result = Résultat noté
page-fact-outcome = Issue jugée
page-fact-plies = Demi-coups
page-board = Damier
page-findings-heading = Constats ({ $count })
page-no-findings = Aucun constat : la partie est en règle.
page-read-as = lu comme
page-played = joué
page-moves = Coups
page-draw-counts = Décomptes de nullité
page-ply = demi-coup { $ply }
page-ply-of = Demi-coup { $ply } sur { $last }
page-position-after = Position après { $move }.
page-position-before = Position avant le coup.
page-seen-from-black = Vu du côté des Noirs.
page-board-error = Le damier ne peut pas être dessiné : { $error }
page-detail-read-as = Lu comme :
page-detail-played = Joué :
page-detail-required = Obligatoire :
page-detail-legal = Coups légaux :
page-detail-legal-help = (rien n'était obligatoire : chacun de ces coups était permis)
page-detail-readings = Autres lectures :
page-detail-written = { $place } : noté { $notation }
page-referee = L'arbitre :
page-fmjd-rules = Règles de la FMJD
page-article = Article { $article }
page-or = ou
page-words-played = joué { $move } (rouge)
page-words-read-as = lu comme { $move } (ambre)
page-words-required = obligatoire { $moves } (vert)
page-words-legal = coups légaux { $moves } (gris, pointillés)
page-words-readings = autres lectures { $moves } (ambre, pointillés)
page-after-end = Noté après la fin : non rejoué
page-after-end-help = En gris : noté après la fin de la partie (ou après un coup impossible à exécuter), non rejoué.

page-draw-starts = { $clause } : le décompte commence (art. { $article })
page-draw-drawn = Nulle : { $name }
page-draw-same-position = la même position après
page-and = et
page-draw-counted-from = compté depuis
page-draw-runs-out = s'achève au
page-draw-drew = partie nulle au
page-draw-not-reached = non atteint
page-repeated = { $label }, la position répétée ({ $k } sur 3)
page-start = Départ

## Où est un constat

page-place-move = Coup { $number }, { $side }
page-place-result = Le résultat
page-place-line = Ligne { $line }
page-place-game = Toute la partie

## Les types de constat : un nom et ce qu'il veut dire

page-kind-missed_capture = Prise oubliée
page-kind-missed_capture-means = Un coup sans prise a été joué alors qu'une prise était possible. La prise est obligatoire.
page-kind-not_maximum_capture = Prise non majoritaire
page-kind-not_maximum_capture-means = Une rafle a pris moins de pièces que la plus grande prise possible. Le joueur doit prendre le plus grand nombre de pièces (prise majoritaire), dames et pions comptant autant.
page-kind-premature_king_move = Pion joué comme une dame
page-kind-premature_king_move-means = Un pion a reculé, avancé de plus d'une case, pris à distance, ou continué comme une dame après avoir seulement traversé la dernière rangée.
page-kind-illegal_move = Coup irrégulier
page-kind-illegal_move-means = Un coup contraire aux règles mais exécutable sur le damier, par exemple une dame sautant par-dessus sa propre pièce.
page-kind-impossible_move = Coup impossible
page-kind-impossible_move-means = Le coup ne peut pas être exécuté : sa case de départ est vide ou porte une pièce adverse, sa case d'arrivée est occupée, ou les cases ne sont pas sur une diagonale. Le rejeu s'arrête ici.
page-kind-ambiguous_notation = Notation ambiguë
page-kind-ambiguous_notation-means = La notation correspond à plusieurs prises légales qui prennent des pièces différentes. Celle avec laquelle la suite de la partie se rejoue a été retenue.
page-kind-moves_after_game_end = Coups après la fin
page-kind-moves_after_game_end-means = Des coups ont été notés après la fin de la partie (plus de pièces, plus de coup légal, ou nullité automatique). Ils n'ont pas été rejoués ; la fin est maintenue.
page-kind-result_mismatch = Résultat contredit par le damier
page-kind-result_mismatch-means = Le résultat noté n'est pas celui que décide la position finale (gain ou nullité que le damier a décidé autrement).
page-kind-result_tag_mismatch = Balise Result divergente
page-kind-result_tag_mismatch-means = La balise Result et le résultat écrit après les coups diffèrent.
page-kind-unrecognised_result = Résultat inconnu
page-kind-unrecognised_result-means = Le résultat n'est pas un résultat du jeu de dames international (2-0, 1-1, 0-2, 1-0, 0-1, ½-½, 0-0, *).
page-kind-missing_result = Résultat manquant
page-kind-missing_result-means = Il n'y a ni balise Result ni résultat après les coups.
page-kind-bad_fen = Position de départ incorrecte
page-kind-bad_fen-means = La balise FEN ou une position placée dans les coups n'est pas une position.
page-kind-unsupported_variant = Autre variante
page-kind-unsupported_variant-means = Le GameType n'est pas 20 (jeu de dames international) : la partie n'a pas été vérifiée.
page-kind-parse_error = Texte illisible
page-kind-parse_error-means = Le texte de la partie n'a pas pu être lu à cet endroit ; ce qui a pu être lu a tout de même été rejoué.
page-kind-parse_warning = Texte inhabituel
page-kind-parse_warning-means = Quelque chose que le lecteur accepte mais que PDN 3.0 n'écrit pas (texte Windows-1252, espaces dans les coups, …).
page-kind-setup = Position placée
page-kind-setup-means = Une position placée dans les coups : la partie continue à partir d'elle.
page-kind-nonstandard_notation = Notation non standard
page-kind-nonstandard_notation-means = Un coup légal écrit sous une forme que PDN 3.0 n'utilise pas : une prise notée avec « - », un coup avec « x », ou les cases des pièces prises énumérées.

## Les articles de la FMJD cités par l'arbitre, en clair (un résumé, pas le texte officiel)

page-article-3_4 = Un pion devient dame seulement s'il termine son coup sur la dernière rangée.
page-article-4_2 = La prise est obligatoire ; un pion prend en avant et en arrière, en sautant sur la case juste derrière la pièce prise.
page-article-4_3 = Une dame prend à distance sur une diagonale et peut s'arrêter sur n'importe quelle case libre derrière la pièce prise.
page-article-4_7 = Une prise ne saute que par-dessus des pièces adverses, jamais par-dessus une pièce du joueur.
page-article-4_8 = Pendant une rafle, une pièce ne peut être sautée qu'une fois ; les pièces prises sont enlevées une fois la rafle terminée.
page-article-4_13 = La prise majoritaire : quand il y a le choix, le joueur doit prendre le plus grand nombre de pièces.
page-article-4_15 = Un pion qui atteint la dernière rangée pendant une rafle et peut encore prendre continue la rafle et reste pion.
page-article-5_4_2 = Un coup irrégulier : une pièce a été jouée contre les règles.
page-article-5_4_5 = Une irrégularité : un coup qui ne pouvait pas être joué sur le damier tel qu'il est noté.
page-article-5_4_6 = Une irrégularité : une prise obligatoire n'a pas été faite.
page-article-5_4_8 = Une irrégularité : moins de pièces ont été prises que la prise majoritaire ne l'exige.
page-article-5_7 = Une irrégularité que l'adversaire n'a pas relevée à temps est maintenue, et la partie continue.
page-article-6_1 = Nulle : la même position, avec le même joueur au trait, pour la troisième fois.
page-article-6_2 = Nulle : 25 coups de chaque côté avec seulement des dames, sans prise ni mouvement de pion.
page-article-6_3 = Nulle : trois pièces dont une dame contre une dame seule, 16 coups chacun (5 quand la dame seule tient la grande diagonale, FMJD 2024).
page-article-6_4 = Nulle : deux pièces dont une dame contre une dame seule, 5 coups chacun.
page-article-7_2_2 = Le joueur qui ne peut plus jouer a perdu.
page-article-7_2_3 = Le joueur qui n'a plus de pièces a perdu.

## Ce que le damier a décidé

page-outcome-white_wins = Les Blancs gagnent
page-outcome-black_wins = Les Noirs gagnent
page-outcome-draw = Nulle
page-outcome-undecided = Non décidée
page-reason-no_pieces = plus de pièces
page-reason-no_legal_move = plus de coup légal
page-reason-threefold_repetition = triple répétition
page-reason-twenty_five_move_rule = règle des 25 coups
page-reason-sixteen_move_rule = règle des 16 coups
page-reason-long_diagonal_rule = règle de la grande diagonale
page-reason-five_move_rule = règle des 5 coups
page-reason-game_stopped = la notation s'arrête, la partie encore en cours
page-reason-replay_stopped = rejeu arrêté
page-reason-not_replayed = non rejouée
page-outcome = { $result } ({ $reason })
page-board-contradicts = Contredit la notation
page-board-not-checked = Non vérifiée
page-board-replay-stopped = Rejeu arrêté
page-board-not-as-recorded = { $decided }, pas comme noté

## Rulings (issue 14): the form and the history, on the game page and the standings page
page-ruling-result-kind = { $result } ({ $kind })
page-ruling-kind = Nature
page-ruling-kind-corrected = corrigé d’après la feuille de partie
page-ruling-kind-adjudicated = arbitré
page-ruling-kind-forfeit = forfait
page-ruling-kind-ruled = décidé
page-ruling-finding-n = constat { $index }
page-ruling-fate-stood = { $finding } : maintenu
page-ruling-fate-corrected = { $finding } : corrigé
page-ruling-by = { $who }, { $when }
page-ruling-withdrawn = (retirée par { $who }, { $when })
page-ruling-withdraw = Retirer cette décision…
page-ruling-withdraw-question = La retirer ? Le résultat compte alors tel qu’il est noté (ou selon la décision précédente).
page-ruling-withdraw-confirm = Retirer
page-ruling-withdraw-keep = La garder
page-ruling-withdrawing = Retrait…
page-ruling-withdrawn-status = Décision sur la partie { $n } retirée : le journal d’audit la garde.
page-ruling-results-help = Les résultats s’écrivent avec le score des Blancs en premier.
page-ruling-result = Résultat décidé
page-ruling-reason = Motif
page-ruling-article = Article
page-ruling-findings = Les constats de l’arbitre automatique
page-ruling-finding = Constat { $index } ({ $place }, { $kind }) :
page-ruling-outcome-none = sans décision
page-ruling-outcome-stood = maintenu (art. 5.7)
page-ruling-outcome-corrected = corrigé
page-ruling-record = Enregistrer la décision
page-ruling-sending = Enregistrement…
page-ruling-intro-player = Partie { $n } : { $name } ({ $colour }) contre { $opponent }, résultat noté { $recorded }.
page-ruling-intro-game = Partie { $n } : { $white } – { $black }, résultat noté { $recorded }.
page-ruling-recorded = Décision sur la partie { $n } enregistrée : le classement compte { $result }.
page-ruling-history = Historique ({ $count })
page-ruling-token = Jeton de l’arbitre
page-ruling-standings = Voir le classement
page-rulings-heading = Décisions de l’arbitre
page-rulings-none = Aucune décision : le résultat compte tel qu’il est noté.
page-rulings-in-force = Compte au classement : { $result }.
page-rule-game = Décider sur cette partie…
page-rule-finding = Décider sur ce constat…
page-rulings-need-token = Les décisions se prennent avec le jeton de l’arbitre de ce tournoi (ou d’un administrateur).
page-rulings-may-not = Le jeton « { $name } » ({ $role }) ne peut pas décider sur ce tournoi : donnez dans le formulaire le jeton d’un de ses arbitres.
page-fact-ruled = Résultat décidé
## Les réponses du service, dites par la page

page-service-answered = Le service a répondu { $status }.
page-service-unreachable = Le service est injoignable ({ $error }).
page-service-not-json = Le service a répondu autre chose que du JSON.
page-board-not-svg = Le service a envoyé un diagramme qui n’est pas du SVG.
page-noscript = Cette page a besoin de JavaScript. L’API est décrite à l’adresse
page-nav-main = Principal
page-unplayed-label = { $number }. { $side } { $notation }, noté mais non rejoué

## Standings page : classement (api/web/standings.js)

page-standings-title = { $name } : classement
page-standings-views = Vues du tournoi
page-tab-standings = Classement
page-tab-crosstable = Grille américaine
page-tab-findings = Constats d’appariement
page-tab-games = Parties et décisions
page-tab-exports = Exports
page-tab-audit = Journal d’audit
page-tab-add = Ajouter une ronde
page-standings-no-token = Lecture sans jeton. Les décisions demandent un jeton d’arbitre.
page-standings-no-token-public = Lecture sans jeton (un tournoi public). Les décisions demandent un jeton d’arbitre.
page-standings-token-may-rule = Jeton « { $name } » ({ $role }) : peut rendre des décisions sur ce tournoi.
page-standings-token-may-read = Jeton « { $name } » ({ $role }) : peut lire ce tournoi, pas y rendre de décision.
page-role-admin = administrateur
page-role-arbiter = arbitre
page-role-reader = lecteur
page-standings-rank = Place
page-standings-player = Joueur
page-standings-points = Points
page-standings-points-short = Pts
page-standings-games = Parties
page-standings-wins = Gagnées
page-standings-wins-short = G
page-standings-draws = Nulles
page-standings-draws-short = N
page-standings-losses = Perdues
page-standings-losses-short = P
page-tiebreak-wins = Nombre de victoires
page-tiebreak-wins-short = G
page-tiebreak-mutual = Résultat des rencontres directes
page-tiebreak-mutual-short = RD
page-tiebreak-solkoff = Solkoff
page-tiebreak-solkoff-short = Solk
page-tiebreak-solkoff-truncated = Solkoff tronqué
page-tiebreak-solkoff-truncated-short = SolkT
page-tiebreak-solkoff-median = Solkoff médian
page-tiebreak-solkoff-median-short = SolkM
page-tiebreak-sonneborn-berger = Sonneborn-Berger
page-tiebreak-sonneborn-berger-short = SB
page-tiebreak-opponents-rating = Classement moyen des adversaires
page-tiebreak-opponents-rating-short = CMA
page-tiebreak-results-against-top = Résultats contre les groupes de tête
page-tiebreak-results-against-top-short = Tête
page-standings-ruled = { $count ->
        [one] { $count } résultat compte
       *[other] { $count } résultats comptent
    } comme l’arbitre l’a décidé : { $games }.
page-standings-ruled-game = partie { $n } ({ $white } – { $black }) { $counted } au lieu de { $recorded }
page-crosstable-swiss = Tableau du système suisse
page-crosstable-round = Ronde { $round }
page-crosstable-round-short = R{ $round }
page-crosstable-self = même joueur
page-suggestions-title = { $count ->
        [one] 1 décision suggérée
       *[other] { $count } décisions suggérées
    }
page-suggestions-help = Trouvées dans les parties, avec leurs indices : acceptez pour l'enregistrer comme votre décision (votre jeton est nécessaire), rejetez pour l'écarter.
page-suggestion-accept = Accepter
page-suggestion-reject = Rejeter
page-suggestion-accepted = { $count ->
        [one] Enregistrée : 1 décision.
       *[other] Enregistrées : { $count } décisions.
    }
page-suggestion-rejected = Rejetée : elle n'est plus affichée sur cette page ; rien n'a été enregistré.
page-pairing-none = Aucun constat d’appariement ni de ronde.
page-pairing-game = partie { $n }
page-pairing-file-game = { $file } no { $index }
page-games-player = Joueur
page-games-token = Jeton d’arbitre (pour les décisions)
page-games-of = Parties de { $name }
page-games-opponent = Adversaire
page-games-colour = Couleur
page-games-recorded = Noté
page-games-counts = Compté
page-games-rule = Décider…
page-games-bye = exempt
page-games-ruled = décidé ({ $kind })
page-games-state-counted = compté
page-games-state-disputed = contesté
page-games-state-not_counted = non compté
page-export-standings-csv = Classement (CSV)
page-export-standings-html = Classement et grille américaine (page imprimable)
page-export-report-json = Classement, grille et constats (JSON)
page-export-crosstable-csv = Grille américaine (CSV)
page-export-crosstable-json = Grille américaine (JSON)
page-export-fmjd-csv = Tableau des résultats FMJD (CSV)
page-export-verdicts-csv = Tous les verdicts (CSV)
page-export-verdicts-json = Tous les verdicts (JSON)
page-export-tournament-pdn = Le tournoi en un seul PDN normalisé
page-export-originals-zip = Les fichiers d’origine (zip)
page-exports-help = Les résultats décidés par l’arbitre comptent comme décidés dans chaque export, et la page imprimable les énumère.
page-audit-needs-token = Le journal d’audit se lit avec un jeton : donnez-le dans l’onglet « { $tab } ».
page-audit-when = Quand
page-audit-who = Qui
page-audit-what = Quoi
page-audit-on = Sur
page-audit-count = { $count ->
        [one] { $count } entrée.
       *[other] { $count } entrées.
    }
page-audit-action-uploaded = déposé
page-audit-action-file_added = fichier ajouté
page-audit-action-ruled = décision
page-audit-action-merged = joueurs fusionnés
page-audit-action-renamed = joueur renommé
page-audit-action-bye = exemption
page-audit-action-forfeit = forfait
page-audit-action-withdrawn = retiré
page-audit-action-deleted = supprimé
page-audit-action-visibility = visibilité
page-audit-action-granted = accès accordé
page-audit-action-grant_revoked = accès retiré
page-audit-action-token_created = jeton créé
page-audit-action-token_revoked = jeton révoqué
page-add-file = Fichier de la ronde (PDN)
page-add-choose = Choisir un fichier
page-add-round = Ronde (quand ses parties n’ont pas de tag Round)
page-add-token = Jeton d’arbitre
page-add-submit = Ajouter la ronde
page-add-added = { $file } ajouté : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ; le tournoi compte { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }.
page-add-already = { $file } fait déjà partie de ce tournoi : rien n’a été ajouté.

## Upload page : le dépôt (api/web/upload.js)

page-upload-no-file = Aucun fichier choisi
page-upload-drop = Déposez ici le fichier PDN de la ronde
page-upload-or-choose = ou choisissez un fichier
page-upload-file-help = Un fichier .pdn, ou un .zip ou .gz de fichiers PDN (chaque partie de chaque fichier est vérifiée).
page-upload-chosen = { $file } ({ $size })
page-upload-name = Nom du tournoi
page-upload-name-placeholder = Par défaut le tag Event, sinon le nom du fichier
page-upload-rules-default = { $rules } (par défaut)
page-upload-token = Jeton de dépôt
page-upload-token-help = Créé par l’organisateur avec { $command }. Envoyé seulement à ce service.
page-upload-remember = Retenir le jeton sur cet appareil
page-upload-submit = Déposer et vérifier
page-upload-choose-first = Choisissez d’abord un fichier PDN (ou un .zip ou .gz de fichiers PDN).
page-upload-token-required = Le jeton de dépôt est obligatoire.
page-upload-uploading = Envoi de { $file }…
page-upload-progress = Envoi de { $file } : { $percent }
page-upload-checking = Envoyé ; l’arbitre vérifie les parties…
page-upload-checked = Vérifié : { $name }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $findings ->
        [one] { $findings } constat
       *[other] { $findings } constats
    }. Ouverture…
page-upload-already = Déjà déposé : { $name }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $findings ->
        [one] { $findings } constat
       *[other] { $findings } constats
    }. Ouverture…
page-upload-failed = Échec du dépôt : { $error }
page-upload-unreachable = Le dépôt a échoué : le service est injoignable.
page-upload-intro = Chaque partie est arbitrée selon les règles de la FMJD ; le fichier, les verdicts et les coups sont conservés sur ce serveur.
page-upload-target = Tournoi
page-upload-new-tournament = Un nouveau tournoi (créé à partir de ce fichier)
page-upload-makes-new = Le fichier crée un nouveau tournoi. Pour ajouter une ronde à un tournoi déjà déposé, choisissez ce tournoi dans la liste.
page-upload-adds-to = Le fichier est ajouté à « { $name } » comme une ronde, ses parties arbitrées selon les règles de ce tournoi ({ $rules }).
page-upload-submit-round = Ajouter la ronde et vérifier
page-upload-limit = { $limit } au plus par fichier.
page-upload-too-large = { $file } fait { $size } ; ce service accepte au plus { $limit } par fichier. Découpez-le, un fichier par ronde, et déposez les rondes une à une.
page-token-show = Afficher
page-token-hide = Masquer
page-token-none = Pas encore de jeton : ce formulaire en demande un.
page-token-checking = Vérification du jeton…
page-token-whose = Ce formulaire envoie le jeton « { $name } » ({ $role }).
page-token-whose-kept = Ce formulaire envoie le jeton « { $name } » ({ $role }), gardé dans ce navigateur : changez-le ici si ce n’est pas le vôtre.
page-token-may-not-write = Il ne permet pas de modifier ce tournoi.
page-token-may-not-create = Il ne permet pas de déposer des tournois.
page-token-refused = Le service refuse ce jeton : { $error }

## Search page : la recherche (api/web/search.js)

page-search-title = Rechercher dans les archives
page-search-player = Joueur
page-search-player-help = Le début de n’importe quel mot du nom, dans n’importe quel ordre, accents facultatifs : « bali », « Baliakin, Alexander », « ouedraogo ».
page-search-event-help = Des mots du tag Event.
page-search-fmjd-id = Identifiant FMJD
page-search-from = À partir du
page-search-to = Jusqu’au
page-search-date-help = 13/08/2021, 13.08.2021, 2021-08-13, 08/2021 ou 2021.
page-search-result = Résultat
page-search-result-help = Toute écriture : 1‑1 trouve aussi 1/2‑1/2, ½‑½ et 0.5‑0.5 ; 2‑0 trouve 1‑0.
page-search-any = tous
page-search-finding = Constat
page-search-duplicates = Seulement les parties enregistrées plusieurs fois
page-search-none = Aucune partie ne correspond.
page-search-found = { $count ->
        [one] { $count } partie trouvée
       *[other] { $count } parties trouvées
    }
page-search-caption = Parties trouvées, les plus récentes d’abord
page-search-pages = Pages
page-search-results = Résultats

## Constats sur le tournoi : les contrôles des appariements et des rondes (api/src/tournament)

tournament-game-at = { $file } #{ $index } (ligne { $line })
tournament-round-prefix = ronde { $round } :{ " " }
tournament-no-result = pas de résultat
tournament-duplicate-in-round = ronde { $round } : la partie { $first } - { $second } figure deux fois dans le tournoi (mêmes coups et même résultat) ; comptée une fois
tournament-duplicate-transcriptions = ronde { $round } : la partie { $first } - { $second } est enregistrée { $count } fois avec le même résultat mais des coups différents ; comptée une fois
tournament-conflicting-results = ronde { $round } : la partie { $first } - { $second } est enregistrée { $count } fois avec des résultats différents ({ $results }) ; { $settled }
tournament-conflict-ruled = la décision de l'arbitre sur l'une d'elles compte
tournament-conflict-unruled = aucune n'est comptée tant que l'arbitre n'a pas tranché sur l'une d'elles
tournament-duplicate-across-rounds = { $first } - { $second } : la même partie (mêmes coups et même résultat) est enregistrée dans { $one } et dans { $other } ; comptée une fois, dans { $kept }
tournament-in-round = la ronde { $round }
tournament-in-no-round = aucune ronde
tournament-two-games-in-round = ronde { $round } : { $player } a { $count } { $count ->
        [one] partie
       *[other] parties
    } ({ $opponents })
tournament-against = contre { $opponent }
tournament-against-bye = exempt
tournament-repeated-pairing = { $first } et { $second } se rencontrent { $count } fois dans un système suisse (rondes { $rounds })
tournament-too-many-meetings = { $first } et { $second } se rencontrent { $count } fois dans un tournoi toutes rondes { $cycles ->
        [one] à { $cycles } cycle
       *[other] à { $cycles } cycles
    } (rondes { $rounds })
tournament-empty-round = la ronde { $round } n'a ni partie, ni exempt, ni forfait (les rondes { $first } à { $last } ont été jouées)
tournament-missing-from-round = { $player } n'a ni partie ni exemption à la ronde { $round }, que les autres ont jouée
tournament-missing-from-rounds = { $player } n'a ni partie ni exemption aux rondes { $rounds }, que les autres ont jouées
tournament-white-streak = { $player } joue { $count } parties de suite avec les Blancs (rondes { $rounds })
tournament-black-streak = { $player } joue { $count } parties de suite avec les Noirs (rondes { $rounds })
tournament-probably-same-player = « { $first } » ({ $first_games } { $first_games ->
        [one] partie
       *[other] parties
    }) et « { $second } » ({ $second_games } { $second_games ->
        [one] partie
       *[other] parties
    }) { $why } : probablement un seul joueur ; fusionnez-les si c'est le cas
tournament-name-part-of-other = ont des noms dont l'un fait partie de l'autre
tournament-nearly-same-name = ont presque le même nom
tournament-unnamed-players = { $at } : la partie ne nomme pas deux joueurs (Blancs « { $white } », Noirs « { $black } ») ; écartée
tournament-impossible-date = { $at } : l'en-tête Date « { $value } » n'est pas une date ({ $why })
tournament-impossible-year = l'année { $year }
tournament-impossible-month = le mois { $month }
tournament-impossible-day = le jour { $day } du mois { $month } en { $year }
tournament-unreadable-date = { $at } : l'en-tête Date « { $value } » n'est pas une date sous une forme que nous lisons
tournament-unreadable-round = { $at } : l'en-tête Round « { $tag } » n'est pas une ronde
tournament-unreadable-round-from-file = { $at } : l'en-tête Round « { $tag } » n'est pas une ronde ; ronde { $round } tirée du fichier
tournament-unmatched-bye = l'exemption de « { $player } » à la ronde { $round } ne nomme aucun joueur du tournoi
tournament-unmatched-forfeit = le forfait de la ronde { $round } (« { $winner } » contre « { $loser } ») ne nomme pas deux joueurs du tournoi
tournament-unmatched-ruling = la décision sur { $file } #{ $game } ne correspond à aucune partie du tournoi
tournament-unmatched-name = aucune partie ne nomme « { $name } », que donne une fusion ou un renommage
tournament-no-rounds = aucune partie n'indique sa ronde (pas d'en-tête Round, un seul fichier) : le classement compte toutes les parties, mais les contrôles des rondes et le tableau du système suisse n'ont aucune ronde sur laquelle travailler
tournament-board-contradicts = { $round }{ $first } - { $second } : la feuille de partie donne { $recorded } mais { $board } ; non comptée tant que l'arbitre n'a pas tranché
tournament-board-white-wins = les Blancs gagnent sur le damier
tournament-board-black-wins = les Noirs gagnent sur le damier
tournament-board-draw = la position sur le damier est nulle
tournament-board-undecided = le damier ne décide rien
tournament-tag-contradicts-moves = { $round }{ $first } - { $second } : l'en-tête Result et la fin des coups ne concordent pas ; non comptée tant que l'arbitre n'a pas tranché
tournament-no-result-given = { $round }{ $first } - { $second } : pas de résultat ({ $recorded }) ; non comptée
tournament-unrecognised-result = { $round }{ $first } - { $second } : `{ $text }` n'est pas un résultat du jeu de dames ; non comptée
tournament-unknown-round = { $first } - { $second } : ni l'en-tête Round ni le fichier n'indiquent la ronde ; comptée, mais dans aucune ronde
tournament-merged-spellings = { $player } : graphies réunies { $spellings } ({ $how })
tournament-merged-by-fmjd-id = un seul identifiant FMJD, { $id }
tournament-merged-by-name = un seul nom, une fois mises de côté les mentions de ronde, d'absence, les codes de fédération, la casse, les accents et l'ordre des mots
tournament-merged-by-decision = réunies par l'arbitre
tournament-one-name-two-ids = « { $name } » est écrit avec deux identifiants FMJD ({ $first } et { $second }) : gardés comme deux joueurs ; réunissez-les s'il s'agit d'un seul
tournament-marked-absent = { $at } : { $player } est écrit « { $written } » ({ $mark }) : la partie a-t-elle été jouée ? Sinon, déclarez-la perdue par forfait
tournament-probably-same-players = { $names } et « { $into } » { $why } : probablement un seul joueur ; réunissez-les sous « { $into } » si c'est le cas
tournament-name-initials = ont le même nom aux initiales près
tournament-evidence-fill-rounds = ne jouent jamais dans la même ronde et remplissent ensemble les rondes (« { $first } » rondes { $first_rounds }, « { $second } » rondes { $second_rounds })
tournament-evidence-apart = ne jouent jamais dans la même ronde
tournament-evidence-no-common-opponent = n'ont aucun adversaire en commun
tournament-round-mark-differs = { $at } : { $white } - { $black } porte la ronde { $tagged } mais le nom « { $written } » dit ronde { $marked } ; suggestion : corriger la ronde en { $marked }
tournament-suggested-bye = { $player } n'a pas de partie à la ronde { $round } d'un tableau impair ({ $players } joueurs) : sans doute l'exempt ; suggestion : l'enregistrer
tournament-several-events = les parties portent { $count } noms d'Event différents : { $events }

## Le rapport texte de standings (standings --lang)

cli-standings-untitled = Tournoi
cli-standings-dates = du { $from } au { $to }
cli-standings-round-robin = toutes rondes
cli-standings-round-robin-cycles = toutes rondes ({ $cycles } cycles)
cli-standings-swiss = système suisse
cli-standings-summary = { $system }, { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    }, { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }, { $games } { $games ->
        [one] partie
       *[other] parties
    } ; départages : { $tiebreaks }
cli-standings-no-tiebreaks = aucun
cli-standings-col-rank = rang
cli-standings-col-name = nom
cli-standings-col-points = pts
cli-standings-col-games = parties
cli-standings-col-wins = G
cli-standings-col-draws = N
cli-standings-col-losses = P
cli-standings-col-byes = exempts
cli-standings-col-uncounted = non comptées
cli-standings-crosstable = grille américaine
cli-standings-ruled-heading = résultats décidés par l’arbitre ({ $count })
cli-standings-ruled-line = { $round } : { $white } - { $black } : noté { $recorded }, compté { $result } par décision de l’arbitre ({ $kind })
cli-standings-ruled-adjudicated = arbitré
cli-standings-ruled-forfeit = forfait
cli-standings-ruled-corrected = corrigé
cli-standings-ruled-ruled = décidé
cli-standings-no-round = sans ronde
cli-standings-in-round = ronde { $round }
cli-standings-findings = constats ({ $count })
cli-standings-no-findings = aucun constat

## Live rounds (issue 30): the alerts of `follow`, the live events' messages

live-game = partie ajoutée
live-move = { $notation }
live-repetition = position répétée, comme au demi-coup { $earlier } : une troisième fois et la partie est nulle (article { $article })
live-draw = nulle réglementaire : { $rule } (article { $article }) ; arrêtez les pendules
live-count = { $rule } : { $moves ->
    [one] un coup restant
   *[other] { $moves } coups restants
  } avant la nulle
live-result = résultat inscrit : { $result }
live-result-contradicted = résultat inscrit : { $result }, que le damier contredit
live-rewritten = des coups antérieurs ont changé : rejouée depuis le début ({ $plies } demi-coups identiques)
live-removed = n'est plus dans le fichier : son damier est gardé tel quel
live-returned = de retour dans le fichier : sa relecture continue
live-follow-watching = suivi de { $file } (toutes les { $interval } ms) ; Ctrl-C pour arrêter
live-follow-unreadable = { $file } illisible : { $error }
live-follow-verdicts = chaque partie a un résultat : les verdicts de la ronde
live-follow-line = { $white } – { $black }, demi-coup { $ply } : { $message }
live-follow-line-round = ronde { $round } : { $white } – { $black }, demi-coup { $ply } : { $message }
