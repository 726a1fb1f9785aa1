//! Positions for property tests: random legal play from a position, random placements.

use arbiter::{Bitboard, Color, Position, Square};
use proptest::prelude::*;

/// Plays the moves chosen by `choices` (indices modulo the number of legal moves) from `start`,
/// returning every position reached.
pub fn walk(start: Position, choices: &[u16]) -> Vec<Position> {
    let mut positions = vec![start];
    let mut position = start;
    for &choice in choices {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position = position.play(&moves[choice as usize % moves.len()]);
        positions.push(position);
    }
    positions
}

/// A random placement; `men_near_far_row` puts White's men on rows 1-3 and Black's pieces
/// around them, so that men reach the far row mid-capture.
pub fn placement(men_near_far_row: bool) -> impl Strategy<Value = Position> {
    (proptest::collection::vec(0u8..12, 50), any::<bool>()).prop_map(move |(cells, black)| {
        let mut sets = [Bitboard::EMPTY; 4];
        for (square, cell) in Square::all().zip(cells) {
            let kind = if men_near_far_row {
                match (cell, square.row()) {
                    (0..=3, 1..=3) => 0,
                    (4..=7, 0..=4) => 2,
                    (8, _) => 3,
                    _ => continue,
                }
            } else {
                match cell {
                    6 if !square.is_promotion_square(Color::White) => 0,
                    7 => 1,
                    8 if !square.is_promotion_square(Color::Black) => 2,
                    9 => 3,
                    _ => continue,
                }
            };
            if kind == 2 && square.is_promotion_square(Color::Black) {
                continue;
            }
            sets[kind] = sets[kind].with(square);
        }
        let side = if black && !men_near_far_row {
            Color::Black
        } else {
            Color::White
        };
        Position::new(sets[0], sets[1], sets[2], sets[3], side).expect("placement is legal")
    })
}
