//! Telling apart the readings of an ambiguous notation (PDN 3.0 requires the full path when
//! `from x to` fits captures that take different pieces; many records omit it): the candidate
//! under which the rest of the game replays furthest without an irregular move is taken, and
//! between candidates that go as far, the one under which more of the rest is legal (an
//! irregular move is carried out and the replay goes on, as the referee's does).

use crate::movegen::Duplicates;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::resolve::{Resolution, resolve};
use crate::square::Square;
use pdn::{MoveKind, MoveToken};

/// How many ambiguous notations deep the lookahead tries alternatives before taking the first.
pub(crate) const LOOKAHEAD_DEPTH: u8 = 6;

/// How well the rest of a game replays under one reading; the greater the better.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Score {
    /// Tokens replayed before the first irregular or impossible move.
    clean: usize,
    /// Legal moves before the replay cannot go on.
    legal: usize,
}

/// How the moves of `tokens` replay from `position`.
fn replay_score(
    mut position: Position,
    tokens: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> Score {
    let mut legal = MoveList::new();
    let mut candidates = MoveList::new();
    let mut clean = None;
    let mut legal_moves = 0;
    for (i, token) in tokens.iter().enumerate() {
        match token.kind {
            MoveKind::Placeholder => continue,
            MoveKind::Numeric => {}
            MoveKind::Alphanumeric | MoveKind::Unknown => {
                clean.get_or_insert(i);
                break;
            }
        }
        if *budget == 0 {
            clean.get_or_insert(i);
            break;
        }
        *budget -= 1;
        // A written quiet move that is legal is found without listing the moves (as the
        // referee's replay does).
        if let [from, to] = token.squares[..]
            && let (Some(from), Some(to)) = (Square::new(from), Square::new(to))
            && !position.has_capture()
            && let Some(mv) = position.quiet_move(from, to)
        {
            legal_moves += 1;
            position = position.play(&mv);
            continue;
        }
        position.generate_moves(&mut legal, Duplicates::Drop);
        let chosen = match resolve(&position, &legal, &token.squares, &mut candidates) {
            Resolution::Legal { .. } => {
                legal_moves += 1;
                if candidates.len() == 1 || depth == 0 {
                    candidates[0]
                } else {
                    best_candidate(&position, &candidates, &tokens[i + 1..], budget, depth - 1).0
                }
            }
            Resolution::Irregular { mv, .. } => {
                clean.get_or_insert(i);
                mv
            }
            Resolution::Impossible(_) => {
                clean.get_or_insert(i);
                break;
            }
        };
        position = position.play(&chosen);
    }
    Score {
        clean: clean.unwrap_or(tokens.len()),
        legal: legal_moves,
    }
}

/// The candidate under which the rest replays best (the first on a tie), and whether that rest
/// replays completely without an irregular move. `budget` bounds the plies tried, per game.
pub(crate) fn best_candidate(
    position: &Position,
    candidates: &[Move],
    rest: &[MoveToken<'_>],
    budget: &mut u32,
    depth: u8,
) -> (Move, bool) {
    let mut best: (Move, Option<Score>) = (candidates[0], None);
    for mv in candidates {
        let score = replay_score(position.play(mv), rest, budget, depth);
        if best.1.is_none_or(|b| score > b) {
            best = (*mv, Some(score));
        }
    }
    (best.0, best.1.is_some_and(|s| s.clean == rest.len()))
}
