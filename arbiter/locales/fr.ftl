# Les phrases de l'arbitre, en français (les termes de la FFJD et de la FMJD : pion, dame, rafle,
# prise majoritaire). Mêmes clés et mêmes paramètres que le catalogue anglais.

## Un constat sur un coup : « coup 12, Blancs : ... »

move-context = coup { $number }, { $side } : { $message }
side-white = Blancs
side-black = Noirs

## Le rejeu de la partie

setup = une position /FEN/ après le demi-coup { $ply } : la partie continue depuis { $fen }, { $side } au trait
setup-bad-fen = la position /FEN "{ $fen }"/ n'est pas une position : { $error } ; le rejeu s'arrête ici
fen-tag-bad = la balise FEN `{ $fen }` n'est pas une position : { $error }
missed-capture = { $move } a été joué alors que { $required } était obligatoire
not-maximum = { $move } prend moins de pièces que la prise majoritaire ne l'exige : { $reason } ; obligatoire : { $required }
premature-king = { $move } n'est pas permis : { $reason }
illegal-move = { $move } n'est pas un coup légal : { $reason }
impossible-move = { $move } ne peut pas être exécuté : { $reason } ; le rejeu s'arrête ici
ambiguous = { $move } correspond à { $count } coups légaux qui prennent des pièces différentes ({ $readings }) ; { $chosen } a été retenu : { $why } (PDN 3.0 exige alors toutes les cases d'arrêt)
ambiguous-irregular = { $move } correspond à { $count } prises qui prennent des pièces différentes ({ $readings }), aucune permise ; { $chosen } a été retenue : { $why }
ambiguous-why-last = aucun coup ne suit pour les départager
ambiguous-why-complete = la suite de la partie se rejoue légalement avec lui
ambiguous-why-furthest = la suite de la partie se rejoue le plus loin avec lui
notation-hub = { $move } énumère les cases des pièces prises (style Hub) ; lu comme { $played }
notation-capture-with-dash = la prise { $move } est notée avec `-`
notation-move-with-x = le coup { $move } est noté comme une prise
after-end = { $move } a été noté après la fin de la partie : { $end }
list-or = { $first } ou { $second }
list-more = { $count ->
        [one] 1 autre
       *[other] { $count } autres
    }

## Comment le damier a terminé la partie

outcome-white-wins = les Blancs gagnent
outcome-black-wins = les Noirs gagnent
outcome-draw = la partie est nulle
outcome-undecided = la partie n'est pas décidée
outcome-at-ply = { $who } après le demi-coup { $ply } : { $why }
outcome-plain = { $who } : { $why }
reason-no-pieces = le perdant n'a plus de pièces
reason-no-legal-move = le perdant n'a plus de coup légal
reason-threefold = la même position s'est produite pour la troisième fois
reason-twenty-five = seules des dames ont joué pendant 25 coups de chaque camp, sans prise
reason-sixteen = 16 coups de chaque camp ont été joués dans une finale de trois pièces contre une dame
reason-long-diagonal = 5 coups de chaque camp ont été joués avec la dame seule sur la grande diagonale (règle fmjd-2024)
reason-five = 5 coups de chaque camp ont été joués dans une finale de deux pièces contre une dame

## Le résultat noté

unsupported-game-type = GameType { $game_type } n'est pas le jeu de dames international (20) : la partie n'a pas été vérifiée
missing-result = la partie n'a pas de résultat : ni balise Result ni résultat à la fin des coups
result-tag-mismatch = la balise Result indique { $tag } mais les coups se terminent par { $terminator }
winner-without-pieces = la partie notée donne { $result } mais les { $side } n'ont plus de pièces après le demi-coup { $ply }
result-mismatch = la partie notée donne { $result } mais { $outcome }
unrecognised-result = { $source ->
        [tag] la balise Result
       *[terminator] le résultat à la fin des coups
    } `{ $text }` n'est pas un résultat du jeu de dames international (2-0, 1-1, 0-2, ou 1-0, 1/2-1/2, 0-1, 0-0, *)
eight-by-eight-algebraic = la partie n'a pas de balise GameType, mais sa notation ne convient qu'à un damier de 8x8 (32 cases, 12 pièces par camp) : sans doute le jeu de dames russe ou brésilien (cases algébriques) ; elle n'a pas été vérifiée comme une partie de jeu de dames international
eight-by-eight-numeric = la partie n'a pas de balise GameType, mais sa notation ne convient qu'à un damier de 8x8 (32 cases, 12 pièces par camp) : sans doute le jeu de dames anglais (checkers), le Pool ou le jeu russe numéroté de 1 à 32 ; elle n'a pas été vérifiée comme une partie de jeu de dames international

## Pourquoi un coup est irrégulier (fin de phrase)

irr-missed-capture = une prise était obligatoire
irr-fewer = il prend { $taken ->
        [one] 1 pièce
       *[other] { $taken } pièces
    } alors que { $most } peuvent être prises
irr-stopped = il s'arrête sur { $square } après { $taken ->
        [one] 1 pièce
       *[other] { $taken } pièces
    } alors que la rafle continue et que { $most } peuvent être prises
irr-man-backward = le pion sur { $square } joue comme une dame : il recule
irr-man-too-far = le pion sur { $square } joue comme une dame : il avance de plus d'une case
irr-man-from-distance = le pion sur { $square } joue comme une dame : il prend à distance
irr-man-as-king = le pion sur { $square } joue comme une dame : il continue la rafle comme une dame après avoir passé la dernière rangée (un pion qui passe la dernière rangée pendant une prise reste un pion)
irr-own-piece = il saute par-dessus une de ses propres pièces
irr-twice = il saute deux fois la même pièce
irr-two-in-line = il passe par-dessus deux pièces alignées
irr-no-such-capture = aucune prise de ce genre n'est possible ici
irr-no-such-move = aucun coup de ce genre n'est possible ici

## Pourquoi un coup ne peut pas être exécuté

imp-off-board = la case { $number } n'est pas sur le damier (1-50)
imp-too-many = le coup énumère trop de cases
imp-too-few = un coup demande une case de départ et une case d'arrivée
imp-no-piece = il n'y a pas de pièce sur { $square }
imp-opponents-piece = { $square } porte { $piece ->
        [white-man] un pion blanc
        [white-king] une dame blanche
        [black-man] un pion noir
       *[black-king] une dame noire
    }, mais les { $side } ont le trait
imp-occupied = la case { $square } est occupée
imp-not-diagonal = { $from } et { $to } ne sont pas sur une même diagonale
imp-stays = la pièce resterait sur { $square }
imp-not-recorded = le coup n'a pas été noté (`-`)
imp-algebraic = il est noté en cases algébriques, pas avec les numéros du jeu de dames international

## Ce qui ne va pas dans une FEN

fen-empty = FEN vide
fen-bad-side = colonne { $column } : le camp au trait (W ou B) était attendu, trouvé `{ $found }`
fen-bad-color = colonne { $column } : une couleur (W ou B) était attendue après `:`, trouvé `{ $found }`
fen-bad-square = colonne { $column } : un numéro de case était attendu, trouvé `{ $found }`
fen-out-of-range = colonne { $column } : la case { $number } n'est pas sur le damier (1-50)
fen-backward = colonne { $column } : l'intervalle { $start }-{ $end } va à rebours
fen-duplicate = colonne { $column } : la case { $square } figure deux fois
fen-both-colors = la case { $square } porte à la fois une pièce blanche et une pièce noire
fen-man-on-far-row = { $color ->
        [white] un pion blanc
       *[black] un pion noir
    } sur { $square } ne peut pas exister : un pion qui atteint la dernière rangée est promu dame

## Ce que le lecteur a trouvé (diagnostics pdn)

read-at = partie { $game }, ligne { $line }, colonne { $column } : { $what }
read-whole-file = { $what } ; signalé une seule fois pour tout le fichier
read-unexpected = `{ $found }` se trouve là où il faudrait { $expected } ; la partie est lue jusqu'ici
read-unterminated-comment = le commentaire ouvert ici par `{"{"}` n'est pas fermé par `{"}"}` avant la fin de la partie
read-unterminated-variation = la variante ouverte ici par `(` n'est pas fermée par `)` avant la fin de la partie
read-unterminated-string = la valeur de la balise n'a pas de `"` fermant sur sa ligne
read-malformed-tag = `{ $found }` n'est pas une balise (une balise s'écrit `[Nom "valeur"]`) ; ignoré
read-translated-tag = `{ $found }` est une balise dont le nom a des espaces : le logiciel d'export traduit les noms des balises, que PDN garde en anglais ; ignorée
read-missing-tag-bracket = la balise `{ $found }` n'a pas de `[` devant elle ; lue comme une balise
read-invalid-tag-name = le nom de balise `{ $found }` n'est pas écrit comme PDN écrit les noms (lettres, chiffres et `_`, commençant par une majuscule)
read-literal-escape = le texte `{ $found }` est écrit là où une ligne finit (un défaut connu de certains logiciels d'export) ; lu comme une fin de ligne
read-invalid-square = `{ $found }` a un numéro de case de trois chiffres ou plus : aucune case du damier
read-too-many-squares = `{ $found }` énumère plus de { $max } cases, plus qu'aucune rafle n'en visite
read-missing-separator = `{ $found }` n'a ni `-` ni `x` entre ses cases
read-leading-zero = `{ $found }` écrit une case avec un zéro initial ; lu comme { $read }
read-space-inside-move = `{ $found }` contient un espace ; lu comme { $read }
read-space-before-strength = un espace précède le signe `{ $found }` ; lu comme le signe du coup qui le précède
read-colon-separator = `{ $found }` écrit une prise avec `:` ; lu comme { $read }
read-star-strength = `*` après `{ $found }` est le signe du coup forcé, que PDN 3.0 écrit `$7` ; lu comme `$7`
read-move-number-without-move = un numéro de coup est suivi de `{ $found }`, pas d'un coup
read-missing-move-number = `{ $found }` n'a pas de numéro de coup devant lui ; numéroté comme le coup suivant
read-unknown-move = `{ $found }` tient la place d'un coup que personne n'a noté
read-stray-character = un `{ $found }` isolé entre les coups ; ignoré
read-nested-comment = un `{"{"}` dans un commentaire : les commentaires ne s'imbriquent pas
read-invalid-nag = `{ $found }` n'est pas un NAG (`$0` à `$65535`)
read-dangling-annotation = `{ $found }` n'a pas de coup devant lui à annoter
read-malformed-setup = `{ $found }` n'est pas une position (une position s'écrit `/FEN "..."/`)
read-non-standard-result = la nulle `{ $found }` n'est pas écrite comme PDN 3.0 écrit les résultats ; lue comme une nulle
read-unrecognised-result = `{ $found }` n'est pas un résultat (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *)
read-text-after-result = `{ $found }` suit le résultat ; ignoré
read-missing-terminator = les coups ne sont pas terminés par un résultat ou `*` avant { $found }
read-semicolon-comment = un commentaire `;`, que PDN 3.0 ne connaît pas (il écrit `{"{"}...{"}"}` ou une ligne `%`)
read-windows-1252 = le texte n'est pas en UTF-8 ; lu comme du Windows-1252
read-overlong-game = la partie fait { $size } octets, plus que la limite de { $limit } ; la suite est ignorée
read-too-many-diagnostics = trop de problèmes dans cette partie ; les suivants ne sont pas signalés
read-too-many-variations = plus de { $max } variantes dans la partie ; la suite de la partie est ignorée
read-too-many-tags = plus de { $max } balises dans la partie ; les balises suivantes sont ignorées
expected-move-or-result = un coup ou un résultat
expected-comment-end = le `{"}"}` qui ferme le commentaire
expected-nag-digits = un NAG (`$` et un nombre)
expected-setup-end = le `/` qui ferme une position `/FEN "..."/`
expected-dot-after-move-number = un `.` après le numéro de coup
expected-move = un coup
expected-result = un résultat
expected-tag-name = un nom de balise
expected-separator = un `-` ou un `x` entre les cases
expected-token-end = un espace ou une fin de ligne
expected-space-after-move = un espace après le coup
game-end-next-tags = les balises de la partie suivante
game-end-input = la fin du fichier
