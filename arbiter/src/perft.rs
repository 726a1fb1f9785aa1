//! Perft: the number of move sequences of a given length, the standard check of a move generator.

use crate::movegen::Duplicates;
use crate::moves::{Move, MoveList};
use crate::position::Position;

/// Number of leaf positions `depth` plies below `position`.
pub fn perft(position: &Position, depth: u32, duplicates: Duplicates) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(duplicates),
        _ => {
            let mut moves = MoveList::new();
            position.generate_moves(&mut moves, duplicates);
            moves
                .iter()
                .map(|m| perft(&position.play(m), depth - 1, duplicates))
                .sum()
        }
    }
}

/// Perft split by first move: each legal move with the leaf count below it.
pub fn divide(position: &Position, depth: u32, duplicates: Duplicates) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = MoveList::new();
    position.generate_moves(&mut moves, duplicates);
    moves
        .iter()
        .map(|m| (*m, perft(&position.play(m), depth - 1, duplicates)))
        .collect()
}
