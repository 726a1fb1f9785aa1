//! Following a written move leg by leg on the board, when no capture by the rules fits it: each
//! leg must run along a diagonal to an empty square. What the piece passes over tells which rule
//! the move breaks.

use super::irregularity::{Impossibility, Irregularity};
use crate::bitboard::Bitboard;
use crate::position::{Position, Role};
use crate::square::{Direction, Square};

/// What following the written legs showed.
#[derive(Debug, Default)]
pub(super) struct Trace {
    /// The opposing pieces passed over, taken when the move is carried out.
    pub captured: Bitboard,
    /// A rule of captures that even a king could not get round (4.3, 4.7, 4.8).
    pub broken: Option<Irregularity>,
    /// How a man moved like a king, if it did.
    pub king_like: Option<Irregularity>,
}

/// Follows the legs from `from` through `landing` (the written squares after the start).
pub(super) fn trace(
    position: &Position,
    from: Square,
    landing: &[Square],
) -> Result<Trace, Impossibility> {
    let us = position.side_to_move();
    let is_man = position.piece_at(from).map(|p| p.role) == Some(Role::Man);
    let mut t = Trace::default();
    let mut at = from;
    let single = landing.len() == 1;
    for (leg, &to) in landing.iter().enumerate() {
        let Some((direction, distance)) = Direction::between(at, to) else {
            return Err(if at == to {
                Impossibility::StaysOnSquare { square: at }
            } else {
                Impossibility::NotOnOneDiagonal { from: at, to }
            });
        };
        if to != from && position.piece_at(to).is_some() {
            return Err(Impossibility::Occupied { square: to });
        }
        let mut jumped = Bitboard::EMPTY;
        let mut square = at.step(direction);
        while let Some(s) = square.filter(|&s| s != to) {
            if s != from {
                match position.piece_at(s) {
                    Some(p) if p.color == us => {
                        t.broken.get_or_insert(Irregularity::JumpsOwnPiece);
                    }
                    Some(_) if t.captured.contains(s) => {
                        t.broken.get_or_insert(Irregularity::JumpsPieceTwice);
                    }
                    Some(_) => jumped = jumped.with(s),
                    None => {}
                }
            }
            square = s.step(direction);
        }
        if jumped.count() > 1 {
            t.broken.get_or_insert(Irregularity::JumpsTwoInLine);
        }
        t.captured |= jumped;
        if is_man {
            let forward = us.forward().contains(&direction);
            let passed_far_row = leg > 0 && at.is_promotion_square(us);
            if jumped.is_empty() {
                if !forward {
                    t.king_like
                        .get_or_insert(Irregularity::ManMovesBackward { man: from });
                } else if distance > 1 || !single {
                    t.king_like
                        .get_or_insert(Irregularity::ManMovesTooFar { man: from });
                }
            } else if distance != 2 {
                t.king_like.get_or_insert(if passed_far_row {
                    Irregularity::ManContinuesAsKing { man: from }
                } else {
                    Irregularity::ManCapturesFromDistance { man: from }
                });
            }
        }
        at = to;
    }
    Ok(t)
}
