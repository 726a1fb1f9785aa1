//! From a written move to a move on the board (RULES.md sections 3 "Reading a record" and 4).
//!
//! A legal move is its start, end and captured set. A written move fits it when the written
//! squares are its start and end (`from-to`, `fromxto`), or a route a piece could really take to
//! capture exactly those pieces, with any choice of landing squares written in full or in part
//! (PDN 3.0) ([`route`]), or its start, end and captured squares (the Hub form). Only a writing
//! that fits moves with different captured sets is ambiguous.
//!
//! When no legal move fits, the writing is given its right name whatever its form: a capture by
//! the rules that stops early or takes too few pieces is `not_maximum_capture`, a man that goes
//! on like a king after passing its far row is `premature_king_move`; otherwise the written legs
//! are followed on the board ([`trace`]) to see whether the move can be carried out and which
//! rule it breaks. The referee flags an irregular move and goes on from the position it produced
//! (5.4, 5.7), or stops when it cannot be carried out.

mod irregularity;
mod route;
mod trace;

pub(crate) use irregularity::side_name;
pub use irregularity::{Capturers, Impossibility, Irregularity};

use crate::bitboard::Bitboard;
use crate::moves::{MAX_CAPTURED, Move, MoveList};
use crate::position::{Position, Role};
use arrayvec::ArrayVec;
use route::{Fit, Fits, Jumps, fitting_captures};
use trace::trace;

use crate::square::Square;

/// How the written squares were understood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Reading {
    /// Start and end square only.
    Short,
    /// Start, every landing square, end (PDN 3.0 full path).
    FullPath,
    /// Start, some landing squares, end.
    PartialPath,
    /// Hub protocol: start, end, then the captured squares.
    Hub,
}

/// What a written move turned out to be.
#[derive(Debug)]
pub(crate) enum Resolution {
    /// Legal move(s) fit, left in the caller's candidate list along the route written: several
    /// (with different captured pieces) when the notation is ambiguous.
    Legal {
        /// How the notation was read (the most specific reading that fits).
        reading: Reading,
    },
    /// Not legal, but it can be carried out: the move as carried out and the rule it breaks.
    Irregular {
        /// The move as carried out.
        mv: Move,
        /// Why it is not legal.
        irregularity: Irregularity,
    },
    /// It cannot be carried out.
    Impossible(Impossibility),
}

/// The written square numbers as squares.
fn squares_of(written: &[u8]) -> Result<ArrayVec<Square, { MAX_CAPTURED + 2 }>, Impossibility> {
    let mut squares = ArrayVec::new();
    for &n in written {
        let square = Square::new(n).ok_or(Impossibility::OffBoard { number: n })?;
        squares
            .try_push(square)
            .map_err(|_| Impossibility::TooManySquares)?;
    }
    if squares.len() < 2 {
        return Err(Impossibility::TooFewSquares);
    }
    Ok(squares)
}

/// Adds `mv` unless a move with the same start, end and captured set is there.
fn add_candidate(candidates: &mut MoveList, mv: Move) {
    if !candidates.iter().any(|c| c.same_as(&mv)) {
        candidates.push(mv);
    }
}

/// Fills `candidates` with the legal moves the writing fits; the most specific reading that fits.
fn legal_readings(
    position: &Position,
    legal: &MoveList,
    squares: &[Square],
    fits: &mut Fits,
    candidates: &mut MoveList,
) -> Option<Reading> {
    let (from, to) = (squares[0], squares[squares.len() - 1]);
    let inner = &squares[1..squares.len() - 1];
    let most = legal.first().map_or(0, Move::capture_count);
    let mut reading = None;
    if inner.is_empty() {
        for mv in legal.iter().filter(|m| m.from() == from && m.to() == to) {
            add_candidate(candidates, *mv);
            reading = Some(Reading::Short);
        }
    } else if most > 0 {
        fitting_captures(position, from, inner, to, Jumps::ByTheRules, fits);
        for fit in fits
            .iter()
            .filter(|f| f.complete && f.mv.capture_count() == most)
        {
            add_candidate(candidates, fit.mv);
            let every_landing = inner.len() + 1 == fit.mv.landing().len();
            let this = if every_landing {
                Reading::FullPath
            } else {
                Reading::PartialPath
            };
            reading = Some(reading.map_or(this, |r: Reading| r.min(this)));
        }
    }
    if squares.len() >= 3 && most > 0 {
        let listed = &squares[2..];
        let captured: Bitboard = listed.iter().copied().collect();
        if captured.count() as usize == listed.len() {
            for mv in legal
                .iter()
                .filter(|m| m.from() == from && m.to() == squares[1] && m.captured() == captured)
            {
                add_candidate(candidates, *mv);
                reading = Some(reading.map_or(Reading::Hub, |r| r.min(Reading::Hub)));
            }
        }
    }
    reading
}

/// Who could capture, for the articles of a missed capture.
fn capturers(position: &Position, legal: &MoveList) -> Capturers {
    let role = |m: &Move| position.piece_at(m.from()).map(|p| p.role);
    let men = legal.iter().any(|m| role(m) == Some(Role::Man));
    let kings = legal.iter().any(|m| role(m) == Some(Role::King));
    match (men, kings) {
        (true, false) => Capturers::Men,
        (false, true) => Capturers::Kings,
        _ => Capturers::Both,
    }
}

/// The capture by the rules that fits the writing but takes too few pieces, if there is one:
/// the one that takes the most. Every capture of its kind (stopped early, or complete but short)
/// that fits is left in `readings`, most pieces first: a capture stopped early can be written
/// `from x to` along several routes, and only the rest of the game tells which was carried out.
/// A capture whose every landing square is written (`landings` of them) is what the writing
/// says, and then the only reading: so a capture written back in full reads as itself.
fn short_capture(
    fits: &Fits,
    most: u32,
    landings: usize,
    readings: &mut MoveList,
) -> Option<(Move, Irregularity)> {
    let short = |f: &&Fit| !(f.complete && f.mv.capture_count() == most);
    let exact = |f: &&Fit| f.mv.landing().len() == landings;
    let any_exact = fits.iter().filter(short).any(|f| exact(&f));
    let pool = || {
        fits.iter()
            .filter(short)
            .filter(move |f| !any_exact || exact(f))
    };
    let taken = pool().map(|f| f.mv.capture_count()).max()?;
    let fit: &Fit = pool().find(|f| f.mv.capture_count() == taken)?;
    for count in (1..=taken).rev() {
        for other in pool().filter(|f| f.mv.capture_count() == count && f.complete == fit.complete)
        {
            add_candidate(readings, other.mv);
        }
    }
    let irregularity = if fit.complete {
        Irregularity::FewerThanMaximum { taken, most }
    } else {
        Irregularity::StoppedEarly {
            at: fit.mv.to(),
            taken,
            most,
        }
    };
    Some((fit.mv, irregularity))
}

/// Resolves the written squares (as numbers) in `position`, whose legal moves are `legal`; the
/// legal moves that fit are left in `candidates`, and so are the readings of an irregular move
/// when the writing fits several (the one returned first).
pub(crate) fn resolve(
    position: &Position,
    legal: &MoveList,
    written: &[u8],
    candidates: &mut MoveList,
) -> Resolution {
    candidates.clear();
    let squares = match squares_of(written) {
        Ok(squares) => squares,
        Err(impossible) => return Resolution::Impossible(impossible),
    };
    let mut fits = Fits::default();
    if let Some(reading) = legal_readings(position, legal, &squares, &mut fits, candidates) {
        return Resolution::Legal { reading };
    }
    match irregular(position, legal, &squares, &mut fits, candidates) {
        Ok((mv, irregularity)) => Resolution::Irregular { mv, irregularity },
        Err(impossible) => Resolution::Impossible(impossible),
    }
}

/// The move the written squares stand for in `position`, legal or not, as the referee reads
/// them (the first reading when several fit); `None` when it cannot be carried out.
pub(crate) fn carried_out(position: &Position, written: &[u8]) -> Option<Move> {
    let legal = position.legal_moves();
    let mut candidates = MoveList::new();
    match resolve(position, &legal, written, &mut candidates) {
        Resolution::Legal { .. } => candidates.first().copied(),
        Resolution::Irregular { mv, .. } => Some(mv),
        Resolution::Impossible(_) => None,
    }
}

/// Names a writing no legal move fits: the move as it can be carried out and the rule it breaks.
fn irregular(
    position: &Position,
    legal: &MoveList,
    squares: &[Square],
    fits: &mut Fits,
    readings: &mut MoveList,
) -> Result<(Move, Irregularity), Impossibility> {
    let (from, to) = (squares[0], squares[squares.len() - 1]);
    let inner = &squares[1..squares.len() - 1];
    let us = position.side_to_move();
    let piece = position
        .piece_at(from)
        .ok_or(Impossibility::NoPiece { square: from })?;
    if piece.color != us {
        return Err(Impossibility::OpponentsPiece {
            square: from,
            piece,
        });
    }
    if to != from && position.piece_at(to).is_some() {
        return Err(Impossibility::Occupied { square: to });
    }
    let most = legal.first().map_or(0, Move::capture_count);
    if most > 0 {
        // A short writing was only compared with the legal list: search its routes now.
        if inner.is_empty() {
            fitting_captures(position, from, inner, to, Jumps::ByTheRules, fits);
        }
        if let Some(found) = short_capture(fits, most, inner.len() + 1, readings) {
            return Ok(found);
        }
    }
    if piece.role == Role::Man {
        fitting_captures(position, from, inner, to, Jumps::ManAsKingAfterFarRow, fits);
        let taken = fits.iter().map(|f| f.mv.capture_count()).max();
        if let Some(fit) = fits.iter().find(|f| Some(f.mv.capture_count()) == taken) {
            for other in fits.iter().filter(|f| Some(f.mv.capture_count()) == taken) {
                add_candidate(readings, other.mv);
            }
            return Ok((fit.mv, Irregularity::ManContinuesAsKing { man: from }));
        }
    }

    let landing = &squares[1..];
    let t = trace(position, from, landing)?;
    let mv = if t.captured.any() || landing.len() > 1 {
        Move::capture(from, landing, t.captured).ok_or(Impossibility::TooManySquares)?
    } else {
        Move::quiet(from, to)
    };
    let irregularity = if let Some(broken) = t.broken {
        broken
    } else if let Some(king_like) = t.king_like {
        king_like
    } else if most > 0 && t.captured.is_empty() {
        Irregularity::MissedCapture {
            capturers: capturers(position, legal),
        }
    } else if most > 0 && t.captured.count() < most {
        Irregularity::FewerThanMaximum {
            taken: t.captured.count(),
            most,
        }
    } else if t.captured.any() {
        Irregularity::NoSuchCapture
    } else {
        Irregularity::NoSuchMove
    };
    Ok((mv, irregularity))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;
    use crate::position::Piece;
    use crate::square::Color;

    use crate::square::sq;

    fn resolve_fen(fen: &str, written: &[u8]) -> (Resolution, MoveList) {
        let p = parse_fen(fen).unwrap();
        let mut candidates = MoveList::new();
        let resolution = resolve(&p, &p.legal_moves(), written, &mut candidates);
        (resolution, candidates)
    }

    /// The irregularity and the move as carried out, in full notation.
    fn irregular(fen: &str, written: &[u8]) -> (Irregularity, String) {
        match resolve_fen(fen, written).0 {
            Resolution::Irregular { mv, irregularity } => (irregularity, mv.full_notation()),
            other => panic!("{written:?} in {fen}: {other:?}"),
        }
    }

    fn impossible(fen: &str, written: &[u8]) -> Impossibility {
        match resolve_fen(fen, written).0 {
            Resolution::Impossible(why) => why,
            other => panic!("{written:?} in {fen}: {other:?}"),
        }
    }

    fn legal(fen: &str, written: &[u8]) -> (Vec<String>, Reading) {
        match resolve_fen(fen, written) {
            (Resolution::Legal { reading }, candidates) => (
                candidates.iter().map(Move::full_notation).collect(),
                reading,
            ),
            (other, _) => panic!("{written:?} in {fen}: {other:?}"),
        }
    }

    #[test]
    fn readings() {
        let fen = "W:W32,40:B18,27,28";
        assert_eq!(
            legal(fen, &[32, 12]),
            (vec!["32x23x12".to_string()], Reading::Short)
        );
        assert_eq!(
            legal(fen, &[32, 23, 12]),
            (vec!["32x23x12".to_string()], Reading::FullPath)
        );
        assert_eq!(
            legal(fen, &[32, 12, 28, 18]),
            (vec!["32x23x12".to_string()], Reading::Hub)
        );
        assert_eq!(
            legal(fen, &[32, 12, 18, 28]),
            (vec!["32x23x12".to_string()], Reading::Hub)
        );
        let king = "W:WK32,40:B18,27,28";
        assert_eq!(legal(king, &[32, 23, 1]).0, ["32x23x1"]);
        assert_eq!(legal(king, &[32, 1]).0, ["32x23x1"]);
    }

    #[test]
    fn every_landing_choice_is_the_same_capture() {
        // The record: the generator keeps one route, the other is as correct.
        let fen = "W:WK5:B14,32";
        for written in [[5, 19, 41], [5, 23, 41], [5, 28, 41]] {
            let (found, reading) = legal(fen, &written);
            assert_eq!(found.len(), 1, "{written:?}: {found:?}");
            assert_eq!(reading, Reading::FullPath);
            // The move keeps the route as written.
            let expected = format!("5x{}x41", written[1]);
            assert_eq!(found[0], expected);
        }
    }

    #[test]
    fn a_circular_capture_either_way_round() {
        // RULES.md 3 (art. 4.11): the man on 29 goes round 23, 33, 32, 22 back to 29 and on.
        let fen = "B:W22,23,32,33,34:B16,26,29";
        assert_eq!(
            legal(fen, &[29, 18, 27, 38, 29, 40]),
            (vec!["29x18x27x38x29x40".to_string()], Reading::FullPath)
        );
        assert_eq!(
            legal(fen, &[29, 38, 27, 18, 29, 40]),
            (vec!["29x38x27x18x29x40".to_string()], Reading::FullPath)
        );
        // A partial path that only the other orientation has first.
        assert_eq!(legal(fen, &[29, 38, 40]).1, Reading::PartialPath);
    }

    #[test]
    fn worked_irregularities() {
        // RULES.md section 7: 32x21 takes one (not_maximum), 40-34 misses the capture.
        let fen = "W:W32,40:B18,27,28";
        assert_eq!(
            irregular(fen, &[32, 21]),
            (
                Irregularity::FewerThanMaximum { taken: 1, most: 2 },
                "32x21".to_string()
            )
        );
        assert_eq!(
            irregular(fen, &[40, 34]),
            (
                Irregularity::MissedCapture {
                    capturers: Capturers::Men
                },
                "40-34".to_string()
            )
        );
        // 32x23 stops where it could go on over 18.
        assert_eq!(
            irregular(fen, &[32, 23]),
            (
                Irregularity::StoppedEarly {
                    at: sq(23),
                    taken: 1,
                    most: 2
                },
                "32x23".to_string()
            )
        );
    }

    #[test]
    fn a_capture_stopped_early_along_either_of_two_routes() {
        // 20x36 stops after four pieces along 29, 38, 27 (taking 24, 33, 32, 31) or along 29,
        // 38, 47 (taking 24, 33, 42, 41): both are readings, the replay looks ahead.
        let fen =
            "B:W24,31,32,33,34,35,37,40,41,42,43,44,46,48,49,50:B1,3,4,5,7,9,10,12,13,19,20,25";
        let (resolution, readings) = resolve_fen(fen, &[20, 36]);
        assert!(matches!(
            resolution,
            Resolution::Irregular {
                irregularity: Irregularity::StoppedEarly {
                    taken: 4,
                    most: 6,
                    ..
                },
                ..
            }
        ));
        let mut written: Vec<String> = readings.iter().map(|m| m.full_notation()).collect();
        written.sort();
        assert_eq!(written, ["20x29x38x27x36", "20x29x38x47x36"]);
    }

    #[test]
    fn premature_king_moves() {
        let man = sq(32);
        assert_eq!(
            irregular("W:W32:B3", &[32, 37]).0,
            Irregularity::ManMovesBackward { man }
        );
        assert_eq!(
            irregular("W:W32:B3", &[32, 23]).0,
            Irregularity::ManMovesTooFar { man }
        );
        // A man taking from a distance.
        assert_eq!(
            irregular("W:W46:B28,3", &[46, 23]),
            (
                Irregularity::ManCapturesFromDistance { man: sq(46) },
                "46x23".to_string()
            )
        );
        // 4.15: passes 4 on the far row, then takes 9 like a king from a distance, written in
        // full and from-to.
        let far_row = Irregularity::ManContinuesAsKing { man: sq(15) };
        assert_eq!(
            irregular("W:W15:B10,9,26", &[15, 4, 18]),
            (far_row, "15x4x18".to_string())
        );
        assert_eq!(
            irregular("W:W15:B10,9,26", &[15, 18]),
            (far_row, "15x4x18".to_string())
        );
    }

    #[test]
    fn jumping_an_own_piece_is_illegal_not_king_like() {
        // The man on 36 jumps its own man on 31 (Cat.C1.pdn game 46 writes such a move).
        assert_eq!(
            irregular("W:W36,31:B3", &[36, 27]).0,
            Irregularity::JumpsOwnPiece
        );
    }

    #[test]
    fn illegal_king_moves() {
        // The king slides over its own man on 37.
        assert_eq!(
            irregular("W:WK46,37:B3", &[46, 28]).0,
            Irregularity::JumpsOwnPiece
        );
        // The king jumps two pieces in one line.
        assert_eq!(
            irregular("W:WK46:B37,32,3", &[46, 23]).0,
            Irregularity::JumpsTwoInLine
        );
    }

    #[test]
    fn impossible_moves() {
        assert_eq!(
            impossible("W:W32:B3", &[33, 28]),
            Impossibility::NoPiece { square: sq(33) }
        );
        assert_eq!(
            impossible("W:W32:B3,19", &[19, 23]),
            Impossibility::OpponentsPiece {
                square: sq(19),
                piece: Piece {
                    color: Color::Black,
                    role: Role::Man
                }
            }
        );
        assert_eq!(
            impossible("W:W32:B3,19", &[19, 23]).to_string(),
            "19 holds a black man, but White is to move"
        );
        assert_eq!(
            impossible("W:W32,28:B3", &[32, 28]),
            Impossibility::Occupied { square: sq(28) }
        );
        assert_eq!(
            impossible("W:W32:B3", &[32, 29]),
            Impossibility::NotOnOneDiagonal {
                from: sq(32),
                to: sq(29)
            }
        );
        assert_eq!(
            impossible("W:W32:B3", &[32, 51]),
            Impossibility::OffBoard { number: 51 }
        );
        assert_eq!(impossible("W:W32:B3", &[32]), Impossibility::TooFewSquares);
    }
}
