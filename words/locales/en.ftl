# The command line's text report and the web page, in English (the fallback of the other
# catalogues). `cli-*` keys are said by api/src (say!), `page-*` keys by api/web (t()). The
# referee's sentences are in arbiter/locales.

## check's text report

cli-severity-error = error
cli-severity-warning = warning
cli-severity-info = info
cli-round = (round { $round })
cli-line = (line { $line })
cli-articles = (art. { $articles })
cli-summary-files = files
cli-summary-games = games
cli-summary-valid = valid
cli-summary-irregular = irregular
cli-summary-invalid = invalid
cli-summary-unparsable = unparsable
cli-summary-unsupported = unsupported variant
cli-summary-with-errors = games with errors
cli-summary-with-warnings = games with warnings only
cli-summary-unreadable = unreadable sources
cli-summary-skipped = not regular files, skipped
cli-summary-by-kind = findings by kind
cli-checked = checked { $games } { $games ->
        [one] game
       *[other] games
    } in { $seconds } s ({ $rate } games/s)
cli-summary-clean = no errors and no warnings

## check's errors

cli-error = error: { $message }
cli-warning = warning: { $message }
cli-cannot-create = error: { $path }: cannot create: { $error }
cli-cannot-write = error: { $path }: cannot write: { $error }
cli-standard-output = standard output
cli-no-games = error: no games found in the paths given
cli-source = { $file }: { $problem }
cli-source-not-found = { $file }: no such file or folder (check the name and the path)
cli-source-cannot-open = cannot open: { $error }
cli-source-fifo = a FIFO, not a regular file: send it to standard input instead (`- < FIFO`)
cli-source-binary = not PDN: binary data (NUL bytes or control characters) in its first MiB
cli-source-read-error = read error: { $error }
cli-source-read-error-after = read error after game { $games }: { $error }
cli-source-directory = cannot read directory: { $error }
cli-source-not-zip = not a readable zip archive: { $error }
cli-source-zip-entry = cannot read zip entry: { $error }
cli-source-too-large = decompressed size exceeds the limit of { $limit } bytes (a guard against zip bombs; raise it with --max-entry-bytes)
cli-source-internal = internal error while checking game { $game } (line { $line }): please report it
cli-skipped = { $file }: skipped, { $reason }
cli-special-fifo = a FIFO, not a regular file
cli-special-socket = a socket, not a regular file
cli-special-device = a device, not a regular file
cli-special-other = not a regular file
cli-io-not-found = no such file or folder
cli-io-permission-denied = permission denied
cli-io-is-a-directory = it is a folder, not a file
cli-io-storage-full = the disk is full
cli-io-unexpected-end = the data stops before its end (a cut or damaged file)
cli-io-other = { $error }
cli-normalize-incomplete = { $file }: game { $game } (line { $line }) could not be read completely; written with what was read
cli-normalize-results-disagree = { $file }: game { $game } (line { $line }): the Result tag says { $tag } but the moves end with { $terminator }; both are written as found

## annotate's comments

cli-annotation = arbiter: { $severity }: { $sentence }
cli-alternatives = { $label }: { $moves }
cli-alternatives-required = required
cli-alternatives-legal = legal moves
cli-alternatives-readings = readings
cli-alternatives-or = {" "}or{" "}
cli-alternatives-more = { $moves } and { $more } more

## The page: the frame around every page

page-skip = Skip to content
page-nav-list = Tournaments
page-nav-upload = Upload a round
page-nav-search = Search
page-nav-live = Live
page-live-title = Live rounds
page-live-empty = No live round is followed. The boards' software or a relay sends one with PUT /api/v1/live/NAME (docs/api.md), then its boards show here.
page-live-col-round = Round
page-live-col-games = Games
page-live-col-state = State
page-live-finished = finished
page-live-going-on = going on
page-live-round = Live round { $name }
page-live-round-games = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    }
page-live-connecting = Connecting to the round…
page-live-connected = Live: each board moves as its moves come.
page-live-reconnecting = Connection lost: reconnecting…
page-live-feed-from = Read from { $location }.
page-live-feed-problem = The feed { $location } has a problem: { $message }
page-live-alerts = { $count ->
        [one] { $count } alert to acknowledge
       *[other] { $count } alerts to acknowledge
    }
page-live-acknowledge = Acknowledge
page-live-sound-on = Turn the sound on
page-live-type-finding = Finding
page-live-type-draw = Draw by rule: stop the clocks
page-live-type-count = Count running out
page-live-type-repetition = Position repeated: a third time draws
page-live-alert-board = { $white } – { $black }, ply { $ply }:
page-live-open = Open at ply { $ply }
page-live-more = { $count ->
        [one] (and { $count } more on this board)
       *[other] (and { $count } more on this board)
    }
page-live-players = { $white } – { $black }
page-live-open-game = Open the game { $white } – { $black }
page-live-round-tag = round { $round }
page-live-plies = { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
page-live-result = result { $result }
page-live-count = { $rule } (art. { $article }): { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } each left
page-live-counts = Counts running
page-live-after = After ply { $ply }: { $move }
page-loading = Loading…
page-footer = International draughts (10×10), FMJD rules.
page-language = Language
page-no-such-page = No such page.

## The list of tournaments

page-list-title = Tournaments
page-list-empty = No tournament has been uploaded yet.
page-list-name = Name
page-list-uploaded = Uploaded
page-list-games = Games
page-list-verdicts = Verdicts
page-list-findings = Findings
page-list-caption = Uploaded tournaments, newest first
page-list-newer = ← Newer
page-list-older = Older →
page-list-range = { $first }–{ $last } of { $total }
page-list-uploaded-on = uploaded { $when }
page-findings-none = none
page-findings-count = { $count ->
        [one] 1 finding
       *[other] { $count } findings
    }
page-findings-no-error = { $findings }, no error (warnings and notes)
page-findings-errors-in = { $findings }, errors in { $games ->
        [one] 1 game
       *[other] { $games } games
    }

## Verdicts

page-status-valid = valid
page-status-irregular = irregular
page-status-invalid = invalid
page-status-unparsable = unparsable
page-status-unsupported_variant = unsupported variant
page-status-count-valid = { $count } valid
page-status-count-irregular = { $count } irregular
page-status-count-invalid = { $count } invalid
page-status-count-unparsable = { $count } unparsable
page-status-count-unsupported_variant = { $count } unsupported variant

## A tournament

page-tournament = Tournament
page-show-all = All games
page-show-problems = Games with errors or warnings
page-show-errors = Games with errors
page-show-warnings = Games with warnings
page-col-white = White
page-col-black = Black
page-col-round = Round
page-col-result = Result recorded
page-col-board = The board
page-col-status = Status
page-col-findings = Findings
page-col-game = Game
page-any-kind = Any finding kind
page-kind-games = { $kind } ({ $games ->
        [one] 1 game
       *[other] { $games } games
    })
page-sort-ascending = { $column }, ascending
page-sort-descending = { $column }, descending
page-filter = Filter the games
page-filter-show = Show
page-filter-kind = Finding kind
page-sort-by = Sort by
page-games-count = { $count ->
        [one] 1 game
       *[other] { $count } games
    }
page-games-shown = { $shown } of { $total } games shown
page-no-match = No game matches these filters.
page-previous = ← Previous
page-next = Next →
page-games-range = Games { $first }–{ $last } of { $total }
page-uploaded-again = This file had been uploaded before: these are the verdicts of the first upload.
page-uploaded-added = The round was added to this tournament, which now has { $files ->
    [one] one file
   *[other] { $files } files
    }.
page-standings-link = Standings, crosstable, rulings and exports
page-fact-games = Games
page-fact-verdicts = Verdicts
page-fact-findings = Findings
page-fact-rules = Rules
page-fact-uploaded = Uploaded
page-fact-dates = Dates
page-strict = strict PDN
page-breadcrumb = Breadcrumb

## Counts by severity

page-count-error = { $count ->
        [one] 1 error
       *[other] { $count } errors
    }
page-count-warning = { $count ->
        [one] 1 warning
       *[other] { $count } warnings
    }
page-count-info = { $count ->
        [one] 1 note
       *[other] { $count } notes
    }
page-severity-error = error
page-severity-warning = warning
page-severity-info = note

## A game

page-game = Game { $n }
page-white = White
page-black = Black
page-start-position = Start position
page-back = Back one move
page-back-text = Back
page-next-move = Next move
page-next-text = Next
page-end-position = End position
page-flip = Flip
page-flip-title = Turn the board round
page-move-navigation = Move navigation
page-keys-help = Keys: ← → step through the moves, Home and End jump to the start and the end.
page-fact-event = Event
page-fact-round = Round
page-fact-date = Date
page-fact-result = Result recorded
page-fact-outcome = Outcome judged
page-fact-plies = Plies
page-board = Board
page-findings-heading = Findings ({ $count })
page-no-findings = No findings: the game is in order.
page-read-as = read as
page-played = played
page-moves = Moves
page-draw-counts = Draw counts
page-ply = ply { $ply }
page-ply-of = Ply { $ply } of { $last }
page-position-after = Position after { $move }.
page-position-before = Position before the move.
page-seen-from-black = Seen from Black.
page-board-error = The board cannot be drawn: { $error }
page-detail-read-as = Read as:
page-detail-played = Played:
page-detail-required = Required:
page-detail-legal = Legal moves:
page-detail-legal-help = (nothing was compulsory: any of these was allowed)
page-detail-readings = Other readings:
page-detail-written = { $place }: written { $notation }
page-referee = The referee:
page-fmjd-rules = FMJD rules
page-article = Article { $article }
page-or = or
page-words-played = played { $move } (red)
page-words-read-as = read as { $move } (amber)
page-words-required = required { $moves } (green)
page-words-legal = legal moves { $moves } (grey, dashed)
page-words-readings = other readings { $moves } (amber, dashed)
page-after-end = Recorded after the end: not replayed
page-after-end-help = Greyed: recorded after the game had ended (or after a move that could not be carried out), not replayed.

page-draw-starts = { $clause } count starts (art. { $article })
page-draw-drawn = Drawn: { $name }
page-draw-same-position = the same position after
page-and = and
page-draw-counted-from = counted from
page-draw-runs-out = runs out at
page-draw-drew = drew the game at
page-draw-not-reached = not reached
page-repeated = { $label }, the repeated position ({ $k } of 3)
page-start = Start

## Where a finding is

page-place-move = Move { $number }, { $side }
page-place-result = The result
page-place-line = Line { $line }
page-place-game = Whole game

## Finding kinds: a label and what it means

page-kind-missed_capture = Missed capture
page-kind-missed_capture-means = A move that takes nothing was played while a capture was possible. Capturing is compulsory.
page-kind-not_maximum_capture = Not the largest capture
page-kind-not_maximum_capture-means = A capture took fewer pieces than the largest capture available. The player must take the greatest number of pieces (the majority rule), kings and men counting alike.
page-kind-premature_king_move = Man moved like a king
page-kind-premature_king_move-means = A man moved backwards, more than one square, captured from a distance, or carried on as a king after only passing the far row.
page-kind-illegal_move = Illegal move
page-kind-illegal_move-means = A move that breaks the rules but can still be carried out on the board, for example a king jumping over its own piece.
page-kind-impossible_move = Impossible move
page-kind-impossible_move-means = The move cannot be carried out: its start square is empty or holds an opponent piece, its end square is occupied, or the squares are not on one diagonal. Replay stops here.
page-kind-ambiguous_notation = Ambiguous notation
page-kind-ambiguous_notation-means = The notation fits several legal captures that take different pieces. The one under which the rest of the game replays was taken.
page-kind-moves_after_game_end = Moves after the end
page-kind-moves_after_game_end-means = Moves were recorded after the game had already ended (no pieces, no legal move, or an automatic draw). They were not replayed; the end stands.
page-kind-result_mismatch = Result contradicts the board
page-kind-result_mismatch-means = The recorded result is not what the final position decides (a win or draw the board decided otherwise).
page-kind-result_tag_mismatch = Result tag disagrees
page-kind-result_tag_mismatch-means = The Result tag and the result written after the moves are different.
page-kind-unrecognised_result = Unrecognised result
page-kind-unrecognised_result-means = The result is not one of international draughts (2-0, 1-1, 0-2, 1-0, 0-1, ½-½, 0-0, *).
page-kind-missing_result = Missing result
page-kind-missing_result-means = There is no Result tag and no result after the moves.
page-kind-bad_fen = Bad setup
page-kind-bad_fen-means = The FEN tag or a setup in the moves is not a position.
page-kind-unsupported_variant = Other variant
page-kind-unsupported_variant-means = The GameType is not 20 (international draughts): the game was not checked.
page-kind-parse_error = Unreadable text
page-kind-parse_error-means = The text of the game could not be read at this point; what could be read was still replayed.
page-kind-parse_warning = Unusual text
page-kind-parse_warning-means = Something the reader accepted but PDN 3.0 does not write (Windows-1252 text, spaces inside moves, …).
page-kind-setup = Setup
page-kind-setup-means = A position set up in the moves: the game continues from it.
page-kind-nonstandard_notation = Non-standard notation
page-kind-nonstandard_notation-means = A legal move written in a form PDN 3.0 does not use: a capture written with “-”, a move with “x”, or the captured squares listed.

## The FMJD articles the referee cites, in plain words (a summary, not the official text)

page-article-3_4 = A man becomes a king only when it ends its move on the far row.
page-article-4_2 = Capturing is compulsory; a man captures forwards and backwards, jumping to the square just behind the piece it takes.
page-article-4_3 = A king captures at a distance along a diagonal and may land on any free square behind the piece it takes.
page-article-4_7 = A capture may only jump over opponent pieces, never over one of the player’s own.
page-article-4_8 = During a capture a piece may be jumped only once; the pieces taken are removed after the capture is complete.
page-article-4_13 = The majority rule: when there is a choice, the player must capture the greatest number of pieces.
page-article-4_15 = A man that reaches the far row during a capture and can capture further goes on capturing and stays a man.
page-article-5_4_2 = An irregular move: a piece was moved against the rules.
page-article-5_4_5 = An irregularity: a move that could not be made on the board as written.
page-article-5_4_6 = An irregularity: a capture that was compulsory was not made.
page-article-5_4_8 = An irregularity: fewer pieces were taken than the majority rule requires.
page-article-5_7 = An irregularity the opponent did not object to in time stands, and the game goes on.
page-article-6_1 = Draw: the same position with the same side to move for the third time.
page-article-6_2 = Draw: 25 moves each with kings only, without a capture or a man moving.
page-article-6_3 = Draw: three pieces including a king against a lone king, 16 moves each (5 when the lone king holds the long diagonal, FMJD 2024).
page-article-6_4 = Draw: two pieces including a king against a lone king, 5 moves each.
page-article-7_2_2 = A player who cannot move loses.
page-article-7_2_3 = A player who has no pieces left loses.

## What the board decided

page-outcome-white_wins = White wins
page-outcome-black_wins = Black wins
page-outcome-draw = Draw
page-outcome-undecided = Undecided
page-reason-no_pieces = no pieces left
page-reason-no_legal_move = no legal move
page-reason-threefold_repetition = threefold repetition
page-reason-twenty_five_move_rule = 25-move rule
page-reason-sixteen_move_rule = 16-move rule
page-reason-long_diagonal_rule = long diagonal rule
page-reason-five_move_rule = 5-move rule
page-reason-game_stopped = the record ends with the game still on
page-reason-replay_stopped = replay stopped
page-reason-not_replayed = not replayed
page-outcome = { $result } ({ $reason })
page-board-contradicts = Contradicts the record
page-board-not-checked = Not checked
page-board-replay-stopped = Replay stopped
page-board-not-as-recorded = { $decided }, not as recorded

## Rulings (issue 14): the form and the history, on the game page and the standings page
page-ruling-result-kind = { $result } ({ $kind })
page-ruling-kind = Kind
page-ruling-kind-corrected = corrected from the scoresheet
page-ruling-kind-adjudicated = adjudicated
page-ruling-kind-forfeit = forfeit
page-ruling-kind-ruled = ruled
page-ruling-finding-n = finding { $index }
page-ruling-fate-stood = { $finding }: stood
page-ruling-fate-corrected = { $finding }: corrected
page-ruling-by = { $who }, { $when }
page-ruling-withdrawn = (withdrawn by { $who }, { $when })
page-ruling-withdraw = Withdraw this ruling…
page-ruling-withdraw-question = Withdraw it? The result then counts as recorded (or as the ruling before it).
page-ruling-withdraw-confirm = Withdraw
page-ruling-withdraw-keep = Keep it
page-ruling-withdrawing = Withdrawing…
page-ruling-withdrawn-status = Ruling on game { $n } withdrawn: the audit trail keeps it.
page-ruling-results-help = Results are written White's score first.
page-ruling-result = Result as ruled
page-ruling-reason = Reason
page-ruling-article = Article
page-ruling-findings = The referee's findings
page-ruling-finding = Finding { $index } ({ $place }, { $kind }):
page-ruling-outcome-none = not ruled
page-ruling-outcome-stood = stood (art. 5.7)
page-ruling-outcome-corrected = corrected
page-ruling-record = Record the ruling
page-ruling-sending = Recording…
page-ruling-intro-player = Game { $n }: { $name } ({ $colour }) against { $opponent }, recorded { $recorded }.
page-ruling-intro-game = Game { $n }: { $white } – { $black }, recorded { $recorded }.
page-ruling-recorded = Ruling on game { $n } recorded: the standings count { $result }.
page-ruling-history = History ({ $count })
page-ruling-token = Arbiter’s token
page-ruling-standings = See the standings
page-rulings-heading = Arbiter’s rulings
page-rulings-none = No ruling: the result counts as recorded.
page-rulings-in-force = Counts in the standings: { $result }.
page-rule-game = Rule on this game…
page-rule-finding = Rule on this finding…
page-rulings-need-token = Rulings are made with the token of this tournament’s arbiter (or an admin’s).
page-rulings-may-not = Token “{ $name }” ({ $role }) may not rule on this tournament: give an arbiter’s token of it in the form.
page-fact-ruled = Result as ruled
## The service's answers, said by the page

page-service-answered = The service answered { $status }.
page-service-unreachable = The service cannot be reached ({ $error }).
page-service-not-json = The service answered something that is not JSON.
page-board-not-svg = The service sent a diagram that is not SVG.
page-noscript = This page needs JavaScript. The API is described at
page-nav-main = Main
page-unplayed-label = { $number }. { $side } { $notation }, recorded but not replayed

## Standings page (api/web/standings.js)

page-standings-title = { $name }: standings
page-standings-views = Tournament views
page-tab-standings = Standings
page-tab-crosstable = Crosstable
page-tab-findings = Pairing findings
page-tab-games = Games and rulings
page-tab-exports = Exports
page-tab-audit = Audit trail
page-tab-add = Add a round
page-standings-no-token = Reading without a token. Rulings need an arbiter’s token.
page-standings-no-token-public = Reading without a token (a public tournament). Rulings need an arbiter’s token.
page-standings-token-may-rule = Token “{ $name }” ({ $role }): may rule on this tournament.
page-standings-token-may-read = Token “{ $name }” ({ $role }): may read this tournament, not rule on it.
page-role-admin = administrator
page-role-arbiter = arbiter
page-role-reader = reader
page-standings-rank = Rank
page-standings-player = Player
page-standings-points = Points
page-standings-points-short = Pts
page-standings-games = Games
page-standings-wins = Wins
page-standings-wins-short = W
page-standings-draws = Draws
page-standings-draws-short = D
page-standings-losses = Losses
page-standings-losses-short = L
page-tiebreak-wins = Wins
page-tiebreak-wins-short = W
page-tiebreak-mutual = Mutual result
page-tiebreak-mutual-short = Mut
page-tiebreak-solkoff = Solkoff
page-tiebreak-solkoff-short = Solk
page-tiebreak-solkoff-truncated = Truncated Solkoff
page-tiebreak-solkoff-truncated-short = SolkT
page-tiebreak-solkoff-median = Median Solkoff
page-tiebreak-solkoff-median-short = SolkM
page-tiebreak-sonneborn-berger = Sonneborn-Berger
page-tiebreak-sonneborn-berger-short = SB
page-tiebreak-opponents-rating = Average rating of the opponents
page-tiebreak-opponents-rating-short = ARO
page-tiebreak-results-against-top = Results against the top groups
page-tiebreak-results-against-top-short = Top
page-standings-ruled = { $count ->
        [one] 1 result counts
       *[other] { $count } results count
    } as the arbiter ruled: { $games }.
page-standings-ruled-game = game { $n } ({ $white } – { $black }) { $counted } for { $recorded }
page-crosstable-swiss = Swiss table
page-crosstable-round = Round { $round }
page-crosstable-round-short = R{ $round }
page-crosstable-self = same player
page-suggestions-title = { $count ->
        [one] 1 suggested decision
       *[other] { $count } suggested decisions
    }
page-suggestions-help = Found in the games, with the evidence: accept to record it as your decision (your token is needed), reject to leave it out.
page-suggestion-accept = Accept
page-suggestion-reject = Reject
page-suggestion-accepted = { $count ->
        [one] Recorded: 1 decision.
       *[other] Recorded: { $count } decisions.
    }
page-suggestion-rejected = Rejected: it is no longer shown on this page; nothing was recorded.
page-pairing-none = No pairing or round finding.
page-pairing-game = game { $n }
page-pairing-file-game = { $file } #{ $index }
page-games-player = Player
page-games-token = Arbiter’s token (for rulings)
page-games-of = Games of { $name }
page-games-opponent = Opponent
page-games-colour = Colour
page-games-recorded = Recorded
page-games-counts = Counts
page-games-rule = Rule…
page-games-bye = bye
page-games-ruled = ruled ({ $kind })
page-games-state-counted = counted
page-games-state-disputed = disputed
page-games-state-not_counted = not counted
page-export-standings-csv = Standings (CSV)
page-export-standings-html = Standings and crosstable (printable page)
page-export-report-json = Standings, crosstable and findings (JSON)
page-export-crosstable-csv = Crosstable (CSV)
page-export-crosstable-json = Crosstable (JSON)
page-export-fmjd-csv = FMJD results table (CSV)
page-export-verdicts-csv = Every verdict (CSV)
page-export-verdicts-json = Every verdict (JSON)
page-export-tournament-pdn = The tournament as one normalised PDN
page-export-originals-zip = The original files (zip)
page-exports-help = Results the arbiter ruled count as ruled in every export, and the printable page lists them.
page-audit-needs-token = The audit trail is read with a token: give it on the “{ $tab }” tab.
page-audit-when = When
page-audit-who = Who
page-audit-what = What
page-audit-on = On
page-audit-count = { $count ->
        [one] 1 entry.
       *[other] { $count } entries.
    }
page-audit-action-uploaded = uploaded
page-audit-action-file_added = file added
page-audit-action-ruled = ruling
page-audit-action-merged = players merged
page-audit-action-renamed = player renamed
page-audit-action-bye = bye
page-audit-action-forfeit = forfeit
page-audit-action-withdrawn = withdrawn
page-audit-action-deleted = deleted
page-audit-action-visibility = visibility
page-audit-action-granted = access granted
page-audit-action-grant_revoked = access taken back
page-audit-action-token_created = token created
page-audit-action-token_revoked = token revoked
page-add-file = Round file (PDN)
page-add-choose = Choose a file
page-add-round = Round (when its games have no Round tag)
page-add-token = Arbiter’s token
page-add-submit = Add the round
page-add-added = Added { $file }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }; the tournament has { $files ->
        [one] 1 file
       *[other] { $files } files
    }.
page-add-already = { $file } is in this tournament already: nothing was added.

## Upload page (api/web/upload.js)

page-upload-no-file = No file chosen
page-upload-drop = Drop the round’s PDN file here
page-upload-or-choose = or choose a file
page-upload-file-help = A .pdn file, or a .zip or .gz of PDN files (each game of every file is checked).
page-upload-chosen = { $file } ({ $size })
page-upload-name = Tournament name
page-upload-name-placeholder = Defaults to the Event tag, else the file name
page-upload-rules-default = { $rules } (default)
page-upload-token = Upload token
page-upload-token-help = Made by the organiser with { $command }. Sent only to this service.
page-upload-remember = Remember the token on this device
page-upload-submit = Upload and check
page-upload-choose-first = Choose a PDN file (or a .zip or .gz of them) first.
page-upload-token-required = The upload token is required.
page-upload-uploading = Uploading { $file }…
page-upload-progress = Uploading { $file }: { $percent }
page-upload-checking = Uploaded; the referee is checking the games…
page-upload-checked = Checked: { $name }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $findings ->
        [one] 1 finding
       *[other] { $findings } findings
    }. Opening it…
page-upload-already = Already uploaded: { $name }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $findings ->
        [one] 1 finding
       *[other] { $findings } findings
    }. Opening it…
page-upload-failed = Upload failed: { $error }
page-upload-unreachable = The upload failed: the service cannot be reached.
page-upload-intro = Every game is refereed under the FMJD rules; the file, the verdicts and the moves are kept on this server.
page-upload-target = Tournament
page-upload-new-tournament = A new tournament (made from this file)
page-upload-makes-new = The file makes a new tournament. To add a round to a tournament already here, choose that tournament in the list.
page-upload-adds-to = The file is added to “{ $name }” as a round, its games checked under that tournament’s rules ({ $rules }).
page-upload-submit-round = Add the round and check
page-upload-limit = At most { $limit } a file.
page-upload-too-large = { $file } is { $size }; this service takes at most { $limit } a file. Split it, one file per round, and upload the rounds one by one.
page-token-show = Show
page-token-hide = Hide
page-token-none = No token yet: this form needs one.
page-token-checking = Checking the token…
page-token-whose = This form sends the token “{ $name }” ({ $role }).
page-token-whose-kept = This form sends the token “{ $name }” ({ $role }), kept in this browser: change it here if it is not yours.
page-token-may-not-write = It may not write to this tournament.
page-token-may-not-create = It may not upload tournaments.
page-token-refused = The service refused this token: { $error }

## Search page (api/web/search.js)

page-search-title = Search the archive
page-search-player = Player
page-search-player-help = The start of any word of the name, in any order, accents optional: “bali”, “Baliakin, Alexander”, “ouedraogo”.
page-search-event-help = Words of the Event tag.
page-search-fmjd-id = FMJD id
page-search-from = From
page-search-to = To
page-search-date-help = 13/08/2021, 2021-08-13, 08/2021 or 2021.
page-search-result = Result
page-search-result-help = Any spelling: 1‑1 also finds 1/2‑1/2, ½‑½ and 0.5‑0.5; 2‑0 finds 1‑0.
page-search-any = any
page-search-finding = Finding
page-search-duplicates = Only games stored more than once
page-search-none = No game matches.
page-search-found = { $count ->
        [one] 1 game found
       *[other] { $count } games found
    }
page-search-caption = Games found, newest first
page-search-pages = Pages
page-search-results = Results

## Tournament findings: the pairing and round checks (api/src/tournament), said when shown

tournament-game-at = { $file } #{ $index } (line { $line })
tournament-round-prefix = round { $round }:{ " " }
tournament-no-result = no result
tournament-duplicate-in-round = round { $round }: { $first } - { $second } is in the tournament twice (the same moves and result); counted once
tournament-duplicate-transcriptions = round { $round }: { $first } - { $second } is recorded { $count } times with the same result but different moves; counted once
tournament-conflicting-results = round { $round }: { $first } - { $second } is recorded { $count } times with different results ({ $results }); { $settled }
tournament-conflict-ruled = the arbiter's ruling on one of them counts
tournament-conflict-unruled = none is counted until the arbiter rules on one
tournament-duplicate-across-rounds = { $first } - { $second }: the same game (the same moves and result) is recorded in { $one } and in { $other }; counted once, in { $kept }
tournament-in-round = round { $round }
tournament-in-no-round = no round
tournament-two-games-in-round = round { $round }: { $player } has { $count } games ({ $opponents })
tournament-against = against { $opponent }
tournament-against-bye = against a bye
tournament-repeated-pairing = { $first } and { $second } meet { $count } times in a Swiss (rounds { $rounds })
tournament-too-many-meetings = { $first } and { $second } meet { $count } times in a round robin of { $cycles } { $cycles ->
        [one] cycle
       *[other] cycles
    } (rounds { $rounds })
tournament-empty-round = round { $round } has no game, bye or forfeit (rounds { $first } to { $last } were played)
tournament-missing-from-round = { $player } has no game and no bye in round { $round }, which others played
tournament-missing-from-rounds = { $player } has no game and no bye in rounds { $rounds }, which others played
tournament-white-streak = { $player } has White { $count } games in a row (rounds { $rounds })
tournament-black-streak = { $player } has Black { $count } games in a row (rounds { $rounds })
tournament-probably-same-player = "{ $first }" ({ $first_games } { $first_games ->
        [one] game
       *[other] games
    }) and "{ $second }" ({ $second_games } { $second_games ->
        [one] game
       *[other] games
    }) { $why }: probably one player; merge them if so
tournament-name-part-of-other = have names of which one is part of the other
tournament-nearly-same-name = have nearly the same name
tournament-unnamed-players = { $at }: the game does not name two players (White "{ $white }", Black "{ $black }"); left out
tournament-impossible-date = { $at }: the Date tag "{ $value }" is no date ({ $why })
tournament-impossible-year = the year { $year }
tournament-impossible-month = month { $month }
tournament-impossible-day = day { $day } of month { $month } in { $year }
tournament-unreadable-date = { $at }: the Date tag "{ $value }" is not a date we read
tournament-unreadable-round = { $at }: the Round tag "{ $tag }" is not a round
tournament-unreadable-round-from-file = { $at }: the Round tag "{ $tag }" is not a round; round { $round } taken from the file
tournament-unmatched-bye = the bye of "{ $player }" in round { $round } names no player of the tournament
tournament-unmatched-forfeit = the forfeit of round { $round } ("{ $winner }" against "{ $loser }") does not name two players of the tournament
tournament-unmatched-ruling = the ruling on { $file } #{ $game } matches no game of the tournament
tournament-unmatched-name = no game names "{ $name }", which a merge or rename gives
tournament-no-rounds = no game tells its round (no Round tag, one file): the standings count every game, but the round checks and the Swiss table have no rounds to work with
tournament-board-contradicts = { $round }{ $first } - { $second }: the record gives { $recorded } but { $board }; not counted until the arbiter rules
tournament-board-white-wins = White wins on the board
tournament-board-black-wins = Black wins on the board
tournament-board-draw = the board is a draw
tournament-board-undecided = the board decides nothing
tournament-tag-contradicts-moves = { $round }{ $first } - { $second }: the Result tag and the end of the moves disagree; not counted until the arbiter rules
tournament-no-result-given = { $round }{ $first } - { $second }: no result ({ $recorded }); not counted
tournament-unrecognised-result = { $round }{ $first } - { $second }: `{ $text }` is not a result of draughts; not counted
tournament-unknown-round = { $first } - { $second }: neither the Round tag nor the file tells the round; counted, but in no round
tournament-merged-spellings = { $player }: merged spellings { $spellings } ({ $how })
tournament-merged-by-fmjd-id = one FMJD id, { $id }
tournament-merged-by-name = one name once round marks, absence marks, federation codes, case, accents and word order are set aside
tournament-merged-by-decision = the arbiter's merge
tournament-one-name-two-ids = "{ $name }" is written with two FMJD ids ({ $first } and { $second }): kept as two players; merge them if they are one
tournament-marked-absent = { $at }: { $player } is written "{ $written }" ({ $mark }): was the game played? If not, rule it a forfeit
tournament-probably-same-players = { $names } and "{ $into }" { $why }: probably one player; merge them into "{ $into }" if so
tournament-name-initials = have the same name but for initials
tournament-evidence-fill-rounds = never play in one round, and together fill the rounds ("{ $first }" rounds { $first_rounds }, "{ $second }" rounds { $second_rounds })
tournament-evidence-apart = never play in one round
tournament-evidence-no-common-opponent = have no opponent in common
tournament-round-mark-differs = { $at }: { $white } - { $black } is tagged round { $tagged } but the name "{ $written }" says round { $marked }; suggested: correct the round to { $marked }
tournament-suggested-bye = { $player } has no game in round { $round } of an odd field ({ $players } players): probably the bye; suggested: record it
tournament-several-events = the games carry { $count } Event names: { $events }

## The standings' text report (standings --lang)

cli-standings-untitled = Tournament
cli-standings-dates = { $from } to { $to }
cli-standings-round-robin = round robin
cli-standings-round-robin-cycles = round robin ({ $cycles } cycles)
cli-standings-swiss = Swiss
cli-standings-summary = { $system }, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }, { $players } players, { $games } games; tie-breaks: { $tiebreaks }
cli-standings-no-tiebreaks = none
cli-standings-col-rank = rank
cli-standings-col-name = name
cli-standings-col-points = pts
cli-standings-col-games = games
cli-standings-col-wins = W
cli-standings-col-draws = D
cli-standings-col-losses = L
cli-standings-col-byes = byes
cli-standings-col-uncounted = uncounted
cli-standings-crosstable = crosstable
cli-standings-ruled-heading = results ruled by the arbiter ({ $count })
cli-standings-ruled-line = { $round }: { $white } - { $black }: recorded { $recorded }, counted { $result } as ruled by the arbiter ({ $kind })
cli-standings-ruled-adjudicated = adjudicated
cli-standings-ruled-forfeit = forfeit
cli-standings-ruled-corrected = corrected
cli-standings-ruled-ruled = ruled
cli-standings-no-round = no round
cli-standings-in-round = round { $round }
cli-standings-findings = findings ({ $count })
cli-standings-no-findings = no findings

## Live rounds (issue 30): the alerts of `follow`, the live events' messages

live-game = game added
live-move = { $notation }
live-repetition = position repeated, as at ply { $earlier }: a third time draws it (article { $article })
live-draw = drawn by rule: { $rule } (article { $article }); the clocks must stop
live-count = { $rule }: { $moves ->
    [one] one move left
   *[other] { $moves } moves left
  } before the game is drawn
live-result = result entered: { $result }
live-result-contradicted = result entered: { $result }, which the board contradicts
live-rewritten = earlier moves changed: replayed from the start ({ $plies } plies the same)
live-removed = no longer in the file: its board is kept as it was
live-returned = back in the file: its replay goes on
live-follow-watching = following { $file } (every { $interval } ms); Ctrl-C to stop
live-follow-unreadable = { $file } cannot be read: { $error }
live-follow-verdicts = every game has a result: the round's verdicts
live-follow-line = { $white } – { $black }, ply { $ply }: { $message }
live-follow-line-round = round { $round }: { $white } – { $black }, ply { $ply }: { $message }
