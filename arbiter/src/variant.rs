//! Records of 8x8 games that carry no GameType tag.
//!
//! PDN.md: a missing GameType means international draughts. Files of Russian, Brazilian or
//! English draughts (32 squares, 12 pieces a side) often carry none, and judged as 10x10 they
//! give an impossible move on nearly every ply. **Decision**: a game without a GameType tag whose
//! 10x10 replay runs into a bad FEN or an impossible move is reported as `unsupported_variant`
//! (and not checked) when the record fits an 8x8 board instead: its FEN lists at most 12 pieces a
//! side on squares 1-32, its moves use squares 1-32 (or algebraic squares a1-h8), and its moves
//! (all of them, or at least the first ten: records have slips) can be carried out on an 8x8
//! board from the 8x8 start position or the FEN (a piece of the mover on the start square,
//! empty landing squares, each leg along a diagonal or, for a capture written from-to, a route
//! of jumps). A game that replays as 10x10 is always judged as 10x10: this only names what
//! could not be checked.

use crate::bitboard::Bitboard;
use crate::fen::parse_fen_pieces;
use crate::l10n::say;
use crate::lang::Lang;
use crate::square::Color;
use pdn::{Game, Line, MoveKind};

/// The likely family of an 8x8 record.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum EightByEight {
    /// Algebraic squares (`c3-d4`): Russian or Brazilian draughts.
    Algebraic,
    /// Squares 1-32: English draughts (checkers), Pool, or Russian draughts in numbers.
    Numeric,
}

impl EightByEight {
    /// The sentence of the `unsupported_variant` finding.
    pub(crate) fn message(self, lang: Lang) -> String {
        match self {
            EightByEight::Algebraic => say!(lang, "eight-by-eight-algebraic"),
            EightByEight::Numeric => say!(lang, "eight-by-eight-numeric"),
        }
    }
}

/// A square of the 8x8 board: row from the side of squares 1-4, column from the left.
type Coord = (i8, i8);

/// The numbering of the 32 squares: row by row from the top, four a row; `mirrored` says whether
/// the top row's squares are in the even columns (the numbering is written both ways).
fn numeric_coord(n: u8, mirrored: bool) -> Option<Coord> {
    if !(1..=32).contains(&n) {
        return None;
    }
    let row = ((n - 1) / 4) as i8;
    let index = ((n - 1) % 4) as i8;
    let odd_columns = (row % 2 == 0) != mirrored;
    Some((row, 2 * index + odd_columns as i8))
}

/// The squares of an algebraic move (`c3-d4`, `d4:b6`, `e3xg5xe7`), if all are on an 8x8 board.
fn algebraic_coords(text: &str) -> Option<Vec<Coord>> {
    let bytes = text.as_bytes();
    let mut coords = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i].to_ascii_lowercase();
        // A square is a file letter followed by its rank; an `x` between squares separates.
        if b.is_ascii_lowercase() && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                end += 1;
            }
            let rank: u32 = text.get(start..end)?.parse().ok()?;
            if !(b'a'..=b'h').contains(&b) || !(1..=8).contains(&rank) {
                return None;
            }
            coords.push((8 - rank as i8, (b - b'a') as i8));
            i = end;
        } else {
            i += 1;
        }
    }
    (coords.len() >= 2).then_some(coords)
}

type Board = [[Option<Color>; 8]; 8];

fn board_from(white: &[u8], black: &[u8], mirrored: bool) -> Option<Board> {
    let mut board: Board = [[None; 8]; 8];
    for (color, squares) in [(Color::White, white), (Color::Black, black)] {
        for &n in squares {
            let (r, c) = numeric_coord(n, mirrored)?;
            board[r as usize][c as usize] = Some(color);
        }
    }
    Some(board)
}

fn on_board((r, c): Coord) -> bool {
    (0..8).contains(&r) && (0..8).contains(&c)
}

/// A route of jumps from `from` to `to` over opposing pieces not yet in `taken`, each landing
/// on an empty square anywhere behind its piece (kings fly in the 8x8 games that have them, and
/// a plausibility check need not tell men from kings): records often write a capture from-to.
fn jump_route(
    board: &Board,
    side: Color,
    start: Coord,
    from: Coord,
    to: Coord,
    taken: &mut Vec<Coord>,
) -> bool {
    let free =
        |square: Coord| square == start || board[square.0 as usize][square.1 as usize].is_none();
    for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
        let mut over = (from.0 + dr, from.1 + dc);
        while on_board(over) && free(over) {
            over = (over.0 + dr, over.1 + dc);
        }
        if !on_board(over)
            || board[over.0 as usize][over.1 as usize] != Some(side.opponent())
            || taken.contains(&over)
        {
            continue;
        }
        taken.push(over);
        let mut land = (over.0 + dr, over.1 + dc);
        while on_board(land) && free(land) {
            if land == to || jump_route(board, side, start, land, to, taken) {
                return true;
            }
            land = (land.0 + dr, land.1 + dc);
        }
        taken.pop();
    }
    false
}

/// Moves needed to call a record 8x8 when a later one cannot be carried out (a slip of the
/// record, or a capture this plain check cannot follow): no 10x10 record plays this long on an
/// 8x8 board from its start.
const ENOUGH_MOVES: usize = 10;

/// Whether the moves can be carried out, the sides taking turns from `first`: all of them, or
/// the first [`ENOUGH_MOVES`].
fn replays(mut board: Board, moves: &[Vec<Coord>], first: Color) -> bool {
    let mut side = first;
    let at = |board: &Board, (r, c): Coord| board[r as usize][c as usize];
    for (played, squares) in moves.iter().enumerate() {
        let start = squares[0];
        if at(&board, start) != Some(side) {
            return played >= ENOUGH_MOVES;
        }
        let mut taken: Vec<Coord> = Vec::new();
        let mut here = start;
        for &next in &squares[1..] {
            if next != start && at(&board, next).is_some() {
                return played >= ENOUGH_MOVES;
            }
            let (dr, dc) = (next.0 - here.0, next.1 - here.1);
            let diagonal = dr != 0 && dr.abs() == dc.abs();
            let mut passed = Vec::new();
            if diagonal {
                let (sr, sc) = (dr.signum(), dc.signum());
                let mut square = (here.0 + sr, here.1 + sc);
                while square != next {
                    match at(&board, square) {
                        Some(color) if color == side => return played >= ENOUGH_MOVES,
                        Some(_) if !taken.contains(&square) => passed.push(square),
                        _ => {}
                    }
                    square = (square.0 + sr, square.1 + sc);
                }
            }
            if !diagonal || passed.len() > 1 {
                // Not one leg: an abbreviated capture, if a route of jumps joins the squares.
                let before = taken.len();
                if !jump_route(&board, side, start, here, next, &mut taken) {
                    return played >= ENOUGH_MOVES;
                }
                debug_assert!(taken.len() > before);
            } else {
                taken.extend(passed);
            }
            here = next;
        }
        board[start.0 as usize][start.1 as usize] = None;
        for (r, c) in taken {
            board[r as usize][c as usize] = None;
        }
        board[here.0 as usize][here.1 as usize] = Some(side);
        side = side.opponent();
    }
    true
}

/// The squares of the FEN tag as 8x8 numbers, if it fits an 8x8 board: `(side, white, black)`.
fn fen_pieces(fen: &str) -> Option<(Color, Vec<u8>, Vec<u8>)> {
    let (side, [white_men, white_kings, black_men, black_kings]) = parse_fen_pieces(fen).ok()?;
    let numbers = |set: Bitboard| set.iter().map(|s| s.number()).collect::<Vec<u8>>();
    let white = numbers(white_men | white_kings);
    let black = numbers(black_men | black_kings);
    let fits = |squares: &[u8]| squares.len() <= 12 && squares.iter().all(|&n| n <= 32);
    (fits(&white) && fits(&black)).then_some((side, white, black))
}

/// Whether a game without a GameType tag is most likely an 8x8 game, and which.
pub(crate) fn eight_by_eight(game: &Game<'_>) -> Option<EightByEight> {
    if game.game_type().is_some() || game.setups.iter().any(|s| s.line == Line::Main) {
        return None;
    }
    let fen = match game.fen() {
        Some(text) => Some(fen_pieces(text)?),
        None => None,
    };
    let mut numeric: Vec<&[u8]> = Vec::new();
    let mut algebraic: Vec<Vec<Coord>> = Vec::new();
    for token in &game.moves {
        match token.kind {
            MoveKind::Placeholder => {}
            MoveKind::Unknown => return None,
            MoveKind::Numeric => {
                let squares = token.squares.as_slice();
                if squares.len() < 2 || squares.iter().any(|&n| !(1..=32).contains(&n)) {
                    return None;
                }
                numeric.push(squares);
            }
            MoveKind::Alphanumeric => algebraic.push(algebraic_coords(token.text)?),
        }
    }
    if !numeric.is_empty() && !algebraic.is_empty() {
        return None;
    }
    if numeric.is_empty() && algebraic.is_empty() {
        // Only the FEN speaks: it lists squares of an 8x8 board (the 10x10 replay found it
        // is no position there).
        return fen.map(|_| EightByEight::Numeric);
    }
    let start_white: Vec<u8> = (21..=32).collect();
    let start_black: Vec<u8> = (1..=12).collect();
    for mirrored in [false, true] {
        let (board, sides) = match &fen {
            Some((side, white, black)) => (board_from(white, black, mirrored), vec![*side]),
            None => (
                board_from(&start_white, &start_black, mirrored),
                vec![Color::White, Color::Black],
            ),
        };
        let Some(board) = board else { continue };
        let moves: Vec<Vec<Coord>> = if algebraic.is_empty() {
            match numeric
                .iter()
                .map(|squares| {
                    squares
                        .iter()
                        .map(|&n| numeric_coord(n, mirrored))
                        .collect::<Option<Vec<Coord>>>()
                })
                .collect::<Option<Vec<_>>>()
            {
                Some(moves) => moves,
                None => continue,
            }
        } else {
            algebraic.clone()
        };
        if sides.iter().any(|&first| replays(board, &moves, first)) {
            return Some(if algebraic.is_empty() {
                EightByEight::Numeric
            } else {
                EightByEight::Algebraic
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn likely(text: &str) -> Option<EightByEight> {
        let games = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        eight_by_eight(&games[0].parse())
    }

    #[test]
    fn russian_algebraic_games_are_eight_by_eight() {
        assert_eq!(
            likely(
                "1. c3-d4 d6-e5 2. b2-c3 e7-d6 3. e3-f4 b6-a5 4. f2-e3 c7-b6 5. c1-b2 b6-c5 6. d4xb6 a5:c7 *"
            ),
            Some(EightByEight::Algebraic)
        );
    }

    #[test]
    fn a_slip_after_ten_moves_keeps_a_record_eight_by_eight() {
        // The same game with its 12th move miswritten (no piece on h8 for White).
        assert_eq!(
            likely(
                "1. c3-d4 d6-e5 2. b2-c3 e7-d6 3. e3-f4 b6-a5 4. f2-e3 c7-b6 5. c1-b2 b6-c5 6. d4xb6 h8-g7 *"
            ),
            Some(EightByEight::Algebraic)
        );
        // A slip at the second move is not enough to tell.
        assert_eq!(likely("1. c3-d4 h8-g7 2. b2-c3 e7-d6 *"), None);
    }

    #[test]
    fn checkers_from_a_fen() {
        // An English draughts problem: 27-23 is one step on 8x8, no diagonal on 10x10.
        assert_eq!(
            likely("[FEN \"W:W32,27,24,22:B20,15,10,7\"]\n1. 27-23 20x27 2. 23-18 27-31 *"),
            Some(EightByEight::Numeric)
        );
    }

    #[test]
    fn a_ten_by_ten_record_with_a_wrong_move_stays_ten_by_ten() {
        // All squares are at most 32, but 32-28 cannot be played from the 8x8 start.
        assert_eq!(likely("1. 32-28 19-23 2. 27-22 23x32 *"), None);
        // Squares above 32.
        assert_eq!(likely("1. 33-28 18-23 2. 27-22 *"), None);
        // A GameType tag is believed.
        assert_eq!(likely("[GameType \"20\"]\n1. c3-d4 d6-e5 *"), None);
    }
}
