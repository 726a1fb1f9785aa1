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
cli-checked = checked { $games } games in { $seconds } s ({ $rate } games/s)

## check's errors

cli-error = error: { $message }
cli-warning = warning: { $message }
cli-cannot-create = error: { $path }: cannot create: { $error }
cli-cannot-write = error: { $path }: cannot write: { $error }
cli-standard-output = standard output
cli-no-games = error: no games found in the paths given

## The page: the frame around every page

page-skip = Skip to content
page-nav-list = Tournaments
page-nav-upload = Upload a round
page-nav-search = Search
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
page-standings-link = Standings, crosstable, rulings and exports
page-fact-games = Games
page-fact-verdicts = Verdicts
page-fact-findings = Findings
page-fact-rules = Rules
page-fact-uploaded = Uploaded
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
