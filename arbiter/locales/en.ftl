# The referee's sentences, English (the reference catalogue: every other language has the same
# keys and uses the same placeables). Finding kinds, JSON fields and articles are not here: they
# stay as they are in every language.

## A finding on a move: "move 12, White: ..."

move-context = move { $number }, { $side }: { $message }
side-white = White
side-black = Black

## Replaying the record

setup = a setup /FEN/ after ply { $ply }: the game continues from { $fen } with { $side } to move
setup-bad-fen = the setup /FEN "{ $fen }"/ is not a position: { $error }; replay stops here
fen-tag-bad = the FEN tag `{ $fen }` is not a position: { $error }
missed-capture = { $move } was played while { $required } was obligatory
not-maximum = { $move } takes fewer pieces than the majority rule demands: { $reason }; required: { $required }
premature-king = { $move } is not allowed: { $reason }
illegal-move = { $move } is not a legal move: { $reason }
impossible-move = { $move } cannot be carried out: { $reason }; replay stops here
ambiguous = { $move } fits { $count } legal moves that take different pieces ({ $readings }); { $chosen } was taken: { $why } (PDN 3.0 requires every landing square then)
ambiguous-irregular = { $move } fits { $count } captures that take different pieces ({ $readings }), none of them allowed; { $chosen } was taken: { $why }
ambiguous-why-last = no move follows to tell them apart
ambiguous-why-complete = the rest of the game replays legally with it
ambiguous-why-furthest = the rest of the game replays furthest with it
notation-hub = { $move } lists the captured squares (Hub style); read as { $played }
notation-capture-with-dash = the capture { $move } is written with `-`
notation-move-with-x = the move { $move } is written as a capture
after-end = { $move } was recorded after the game had ended: { $end }
list-or = { $first } or { $second }
list-more = { $count } more

## How the board ended the game

outcome-white-wins = White wins
outcome-black-wins = Black wins
outcome-draw = the game is drawn
outcome-undecided = the game is undecided
outcome-at-ply = { $who } after ply { $ply }: { $why }
outcome-plain = { $who }: { $why }
reason-no-pieces = the loser has no pieces left
reason-no-legal-move = the loser has no legal move
reason-threefold = the same position occurred for the third time
reason-twenty-five = only kings moved for 25 moves each without a capture
reason-sixteen = 16 moves each were played in a three-against-one ending
reason-long-diagonal = 5 moves each were played with the lone king on the long diagonal (rule of fmjd-2024)
reason-five = 5 moves each were played in a two-against-one ending

## The recorded result

unsupported-game-type = GameType { $game_type } is not international draughts (20): the game was not checked
missing-result = the game has no result: neither a Result tag nor a result at the end of the moves
result-tag-mismatch = the Result tag says { $tag } but the moves end with { $terminator }
winner-without-pieces = the record gives { $result } but { $side } has no pieces left after ply { $ply }
result-mismatch = the record gives { $result } but { $outcome }
unrecognised-result = the { $source ->
        [tag] Result tag
       *[terminator] result at the end of the moves
    } `{ $text }` is not a result of international draughts (2-0, 1-1, 0-2, or 1-0, 1/2-1/2, 0-1, 0-0, *)
eight-by-eight-algebraic = the game has no GameType tag, but its record only fits an 8x8 board (32 squares, 12 pieces a side): probably Russian or Brazilian draughts (algebraic squares); it was not checked as international draughts
eight-by-eight-numeric = the game has no GameType tag, but its record only fits an 8x8 board (32 squares, 12 pieces a side): probably English draughts (checkers), Pool or Russian draughts numbered 1-32; it was not checked as international draughts

## Why a move is irregular (the end of a sentence)

irr-missed-capture = a capture was obligatory
irr-fewer = it takes { $taken ->
        [one] 1 piece
       *[other] { $taken } pieces
    } while { $most } can be taken
irr-stopped = it stops on { $square } after { $taken ->
        [one] 1 piece
       *[other] { $taken } pieces
    } while the capture goes on and { $most } can be taken
irr-man-backward = the man on { $square } moves like a king: it moves backward
irr-man-too-far = the man on { $square } moves like a king: it moves more than one square
irr-man-from-distance = the man on { $square } moves like a king: it captures from a distance
irr-man-as-king = the man on { $square } moves like a king: it goes on capturing like a king after passing the far row (a man that passes the far row during a capture stays a man)
irr-own-piece = it jumps over its own piece
irr-twice = it jumps the same piece twice
irr-two-in-line = it passes over two pieces in one line
irr-no-such-capture = no such capture is possible here
irr-no-such-move = no such move is possible here

## Why a move cannot be carried out

imp-off-board = square { $number } is not on the board (1-50)
imp-too-many = the move lists too many squares
imp-too-few = a move needs a start and an end square
imp-no-piece = there is no piece on { $square }
imp-opponents-piece = { $square } holds { $piece ->
        [white-man] a white man
        [white-king] a white king
        [black-man] a black man
       *[black-king] a black king
    }, but { $side } is to move
imp-occupied = square { $square } is occupied
imp-not-diagonal = { $from } and { $to } are not on one diagonal
imp-stays = the piece would stay on { $square }
imp-not-recorded = the move was not recorded (`-`)
imp-algebraic = it is written in algebraic squares, not the numbers of international draughts

## What is wrong with a FEN

fen-empty = empty FEN
fen-bad-side = column { $column }: expected the side to move (W or B), found `{ $found }`
fen-bad-color = column { $column }: expected a colour (W or B) after `:`, found `{ $found }`
fen-bad-square = column { $column }: expected a square number, found `{ $found }`
fen-out-of-range = column { $column }: square { $number } is not on the board (1-50)
fen-backward = column { $column }: range { $start }-{ $end } runs backwards
fen-duplicate = column { $column }: square { $square } is listed twice
fen-both-colors = square { $square } holds both a white and a black piece
fen-man-on-far-row = { $color ->
        [white] a White man
       *[black] a Black man
    } on { $square } cannot exist: a man that reaches the far row is crowned

## What the reader found (pdn diagnostics): the English is the reader's own Display text

read-at = game { $game }, line { $line }, column { $column }: { $what }
read-unexpected = expected { $expected }, found `{ $found }`
read-unterminated-comment = expected `{"}"}` to close the comment opened here, found the end of the game
read-unterminated-variation = expected `)` to close the variation opened here, found the end of the game
read-unterminated-string = expected `"` to close the tag value, found the end of the line
read-malformed-tag = expected a tag `[Name "value"]`, found `{ $found }`
read-missing-tag-bracket = expected `[` before the tag, found `{ $found }`
read-invalid-tag-name = expected a tag name of letters, digits and `_` starting with a capital, found `{ $found }`
read-literal-escape = expected a line end, found the literal text `{ $found }`
read-invalid-square = expected a square number below 100, found `{ $found }`
read-too-many-squares = expected at most { $max } squares in a move, found `{ $found }`
read-missing-separator = expected a separator between the squares, found `{ $found }`
read-leading-zero = expected squares without leading zeros, found `{ $found }`
read-space-inside-move = expected no space inside a move, found `{ $found }`
read-space-before-strength = expected the strength sign right after the move, found `{ $found }` after a space
read-colon-separator = expected `x` as capture separator, found `{ $found }`
read-star-strength = expected `$7` for a forced move, found `*` after `{ $found }`
read-move-number-without-move = expected a move after the move number, found `{ $found }`
read-missing-move-number = expected a move number before `{ $found }`
read-unknown-move = expected a move, found the unknown-move sign `{ $found }`
read-stray-character = expected a move, found a stray `{ $found }`
read-nested-comment = expected `{"}"}` before another `{"{"}`: comments do not nest
read-invalid-nag = expected a NAG `$0`..`$65535`, found `{ $found }`
read-dangling-annotation = expected a move before `{ $found }`
read-malformed-setup = expected a setup `/FEN "..."/`, found `{ $found }`
read-non-standard-result = expected a PDN 3.0 result, found `{ $found }`
read-unrecognised-result = expected a result (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *), found `{ $found }`
read-text-after-result = expected the end of the game after the result, found `{ $found }`
read-missing-terminator = expected a result or `*` to end the game, found { $found }
read-semicolon-comment = expected `{"{"}...{"}"}` or a `%` line, found a `;` comment
read-windows-1252 = expected UTF-8 text, found bytes decoded as Windows-1252
read-overlong-game = expected a game of at most { $limit } bytes, found { $size } bytes; the rest is skipped
read-too-many-diagnostics = too many problems in this game; the rest are not reported
read-too-many-variations = expected at most { $max } variations in a game, found more; the rest of the game is skipped
read-too-many-tags = expected at most { $max } tags in a game, found more; the rest of the tags are skipped
expected-move-or-result = a move or a result
expected-comment-end = `{"}"}` to close the comment
expected-nag-digits = a NAG `$n`
expected-setup-end = a setup `/FEN "..."/`
expected-dot-after-move-number = `.` after the move number
expected-move = a move
expected-result = a result
expected-tag-name = a tag name
expected-separator = a separator
expected-token-end = the end of the token
expected-space-after-move = a space after the move
game-end-next-tags = the next game's tags
game-end-input = the end of the input
