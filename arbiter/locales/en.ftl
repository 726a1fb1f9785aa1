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
read-whole-file = { $what }; said once for the whole file
read-unexpected = `{ $found }` stands where { $expected } should be; the game is read up to here
read-unterminated-comment = the comment opened here with `{"{"}` is not closed with `{"}"}` before the game ends
read-unterminated-variation = the variation opened here with `(` is not closed with `)` before the game ends
read-unterminated-string = the tag value has no closing `"` on its line
read-malformed-tag = `{ $found }` is not a tag (a tag is written `[Name "value"]`); skipped
read-translated-tag = `{ $found }` is a tag whose name has spaces: the exporter translates the tag names, which PDN keeps in English; skipped
read-missing-tag-bracket = the tag `{ $found }` has no `[` before it; read as a tag
read-invalid-tag-name = the tag name `{ $found }` is not written as PDN writes names (letters, digits and `_`, starting with a capital)
read-literal-escape = the text `{ $found }` is written where a line ends (a known fault of some exporters); read as a line end
read-invalid-square = `{ $found }` has a square number of three digits or more: no square of the board
read-too-many-squares = `{ $found }` lists more than { $max } squares, more than any capture visits
read-missing-separator = `{ $found }` has no `-` or `x` between its squares
read-leading-zero = `{ $found }` writes a square with a leading zero; read as { $read }
read-space-inside-move = `{ $found }` has a space inside; read as { $read }
read-space-before-strength = a space stands before the sign `{ $found }`; read as the sign of the move before it
read-colon-separator = `{ $found }` writes a capture with `:`; read as { $read }
read-star-strength = `*` after `{ $found }` is the forced-move sign, which PDN 3.0 writes `$7`; read as `$7`
read-move-number-without-move = a move number is followed by `{ $found }`, not by a move
read-missing-move-number = `{ $found }` has no move number before it; numbered as the next move
read-unknown-move = `{ $found }` stands for a move nobody recorded
read-stray-character = a stray `{ $found }` between the moves; skipped
read-nested-comment = a `{"{"}` inside a comment: comments do not nest
read-invalid-nag = `{ $found }` is not a NAG (`$0` to `$65535`)
read-dangling-annotation = `{ $found }` has no move before it to annotate
read-malformed-setup = `{ $found }` is not a setup (a setup is written `/FEN "..."/`)
read-non-standard-result = the draw `{ $found }` is not written as PDN 3.0 writes results; read as a draw
read-unrecognised-result = `{ $found }` is no result (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *)
read-text-after-result = `{ $found }` follows the result; ignored
read-missing-terminator = the moves are not ended by a result or `*` before { $found }
read-semicolon-comment = a `;` comment, which PDN 3.0 does not have (it writes `{"{"}...{"}"}` or a `%` line)
read-windows-1252 = the text is not UTF-8; read as Windows-1252
read-overlong-game = the game is { $size } bytes long, more than the limit of { $limit }; the rest is skipped
read-too-many-diagnostics = too many problems in this game; the rest are not reported
read-too-many-variations = more than { $max } variations in the game; the rest of the game is skipped
read-too-many-tags = more than { $max } tags in the game; the rest of the tags are skipped
expected-move-or-result = a move or a result
expected-comment-end = `{"}"}` closing the comment
expected-nag-digits = a NAG (`$` and a number)
expected-setup-end = the `/` closing a setup `/FEN "..."/`
expected-dot-after-move-number = `.` after the move number
expected-move = a move
expected-result = a result
expected-tag-name = a tag name
expected-separator = `-` or `x` between the squares
expected-token-end = a space or a line end
expected-space-after-move = a space after the move
game-end-next-tags = the next game's tags
game-end-input = the end of the file
