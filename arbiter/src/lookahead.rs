//! Telling apart the readings of an ambiguous notation (PDN 3.0 requires the full path when
//! `from x to` fits captures that take different pieces; many records omit it): the candidate
//! under which the rest of the game replays furthest without an irregular move is taken.

use crate::movegen::Duplicates;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::resolve::{Resolution, resolve};
use pdn::{MoveKind, MoveToken};

/// How many ambiguous notations deep the lookahead tries alternatives before taking the first.
pub(crate) const LOOKAHEAD_DEPTH: u8 = 6;

/// The number of moves of `tokens` replayed from `position` before the first irregular or
/// impossible one (all of them when none).
fn replayed_moves(
    mut position: Position,
    tokens: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> usize {
    let mut legal = MoveList::new();
    let mut candidates = MoveList::new();
    for (i, token) in tokens.iter().enumerate() {
        match token.kind {
            MoveKind::Placeholder => continue,
            MoveKind::Numeric => {}
            MoveKind::Alphanumeric | MoveKind::Unknown => return i,
        }
        if *budget == 0 {
            return i;
        }
        *budget -= 1;
        position.generate_moves(&mut legal, Duplicates::Drop);
        let chosen = match resolve(&position, &legal, &token.squares, &mut candidates) {
            Resolution::Legal { .. } if candidates.len() == 1 => candidates[0],
            Resolution::Legal { .. } if depth == 0 => candidates[0],
            Resolution::Legal { .. } => {
                best_candidate(&position, &candidates, &tokens[i + 1..], budget, depth - 1).0
            }
            _ => return i,
        };
        position = position.play(&chosen);
    }
    tokens.len()
}

/// The candidate under which the most of `rest` replays legally (the first on a tie), and
/// whether that rest replays completely. `budget` bounds the plies tried, per game.
pub(crate) fn best_candidate(
    position: &Position,
    candidates: &[Move],
    rest: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> (Move, bool) {
    let mut best = (candidates[0], 0, false);
    for (i, mv) in candidates.iter().enumerate() {
        let score = replayed_moves(position.play(mv), rest, budget, depth);
        if i == 0 || score > best.1 {
            best = (*mv, score, score == rest.len());
        }
    }
    (best.0, best.2)
}
