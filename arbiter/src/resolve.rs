//! From a written move to a move on the board (RULES.md section 4).
//!
//! A written move is a list of square numbers. It is read against the legal moves three ways:
//! `from-to` / `fromxto`, a path of landing squares (PDN 3.0, complete or partial), or the Hub
//! form `from x to x captured...`. When no legal move fits, the written move is followed on the
//! board (each leg along a diagonal) to see whether it can be carried out and which rule it
//! breaks: the referee flags it and goes on from the position it produced (5.4, 5.7), or stops
//! when it cannot be carried out.

use crate::bitboard::Bitboard;
use crate::movegen::{CaptureRule, Duplicates};
use crate::moves::{MAX_CAPTURED, Move, MoveList};
use crate::position::{Position, Role};
use crate::report::FindingKind;
use crate::square::{Color, Direction, Square};
use arrayvec::ArrayVec;

/// How the written squares were understood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Legal move(s) fit, left in the caller's candidate list: several (with different captured
    /// pieces) when the notation is ambiguous.
    Legal {
        /// How the notation was read.
        reading: Reading,
    },
    /// Not legal, but it can be carried out: the move as carried out, why it is irregular and
    /// the articles it breaks (for premature king moves and illegal moves).
    Irregular {
        /// The articles broken.
        articles: &'static [&'static str],
        kind: FindingKind,
        mv: Move,
        reason: String,
    },
    /// It cannot be carried out.
    Impossible { reason: String },
}

fn reading_of(mv: &Move, written: &[Square]) -> Option<Reading> {
    let (&first, &last) = (written.first()?, written.last()?);
    if mv.from() != first {
        return None;
    }
    if written.len() == 2 {
        return (mv.to() == last).then_some(Reading::Short);
    }
    let inner = &written[1..written.len() - 1];
    if mv.to() == last {
        let route: ArrayVec<Square, MAX_CAPTURED> =
            mv.landing().take(mv.landing().len() - 1).collect();
        if inner.len() == route.len() && inner == route.as_slice() {
            return Some(Reading::FullPath);
        }
        let mut rest = route.iter();
        if inner.iter().all(|s| rest.any(|r| r == s)) {
            return Some(Reading::PartialPath);
        }
    }
    let captured = &written[2..];
    let distinct: Bitboard = captured.iter().copied().collect();
    if mv.to() == written[1]
        && distinct.count() as usize == captured.len()
        && distinct == mv.captured()
    {
        return Some(Reading::Hub);
    }
    None
}

/// Fills `found` with the moves of `list` the written squares fit; returns the most specific
/// reading that fits.
fn matching(list: &MoveList, written: &[Square], found: &mut MoveList) -> Reading {
    found.clear();
    let mut best = Reading::Hub;
    for mv in list.iter() {
        if let Some(reading) = reading_of(mv, written) {
            found.push(*mv);
            best = best.min_by_rank(reading);
        }
    }
    best
}

impl Reading {
    fn rank(self) -> u8 {
        match self {
            Reading::Short => 0,
            Reading::FullPath => 1,
            Reading::PartialPath => 2,
            Reading::Hub => 3,
        }
    }

    fn min_by_rank(self, other: Reading) -> Reading {
        if other.rank() < self.rank() {
            other
        } else {
            self
        }
    }
}

/// What following the written legs on the board showed.
#[derive(Debug, Default)]
struct Trace {
    captured: Bitboard,
    /// Why a man's move is king-like, if it is.
    king_like: Option<(&'static str, &'static [&'static str])>,
    /// Why the move breaks a rule of captures, if it does, and the article.
    broken: Option<(&'static str, &'static [&'static str])>,
}

/// Follows the written legs from `from`: every leg must run along a diagonal to an empty square.
fn trace(position: &Position, from: Square, landing: &[Square]) -> Result<Trace, String> {
    let us = position.side_to_move();
    let is_man = position.piece_at(from).map(|p| p.role) == Some(Role::Man);
    let mut t = Trace::default();
    let mut at = from;
    let single = landing.len() == 1;
    for (leg, &to) in landing.iter().enumerate() {
        let Some((direction, distance)) = Direction::between(at, to) else {
            return Err(if at == to {
                format!("the piece would stay on {at}")
            } else {
                format!("{at} and {to} are not on one diagonal")
            });
        };
        if to != from && position.piece_at(to).is_some() {
            return Err(format!("square {to} is occupied"));
        }
        let mut jumped: ArrayVec<Square, 10> = ArrayVec::new();
        let mut square = at.step(direction);
        while let Some(s) = square.filter(|&s| s != to) {
            if s != from {
                match position.piece_at(s) {
                    Some(p) if p.color == us => {
                        t.broken = Some(("it jumps over its own piece", &["4.7", "5.4.2"]))
                    }
                    Some(_) if t.captured.contains(s) => {
                        t.broken = Some(("it jumps the same piece twice", &["4.8", "5.4.2"]))
                    }
                    Some(_) => {
                        let _ = jumped.try_push(s);
                    }
                    None => {}
                }
            }
            square = s.step(direction);
        }
        if jumped.len() > 1 {
            t.broken = Some(("it passes over two pieces in one line", &["4.3", "5.4.2"]));
        }
        for &s in &jumped {
            t.captured = t.captured.with(s);
        }
        if is_man {
            let forward = us.forward().contains(&direction);
            let passed_far_row = leg > 0 && at.is_promotion_square(us);
            if jumped.is_empty() {
                if !forward {
                    t.king_like
                        .get_or_insert(("it moves backward", &["3.4", "5.4.2"]));
                } else if distance > 1 || !single {
                    t.king_like
                        .get_or_insert(("it moves more than one square", &["3.4", "5.4.2"]));
                }
            } else if distance != 2 {
                t.king_like.get_or_insert(if passed_far_row {
                    (
                        "it goes on capturing like a king after passing the far row",
                        &["4.15", "5.4.2"],
                    )
                } else {
                    ("it captures from a distance like a king", &["4.2", "5.4.2"])
                });
            }
        }
        at = to;
    }
    Ok(t)
}

/// Resolves the written squares (as numbers) in `position`, whose legal moves are `legal`; the
/// legal moves that fit are left in `candidates`.
pub(crate) fn resolve(
    position: &Position,
    legal: &MoveList,
    written: &[u8],
    candidates: &mut MoveList,
) -> Resolution {
    candidates.clear();
    let mut squares: ArrayVec<Square, { MAX_CAPTURED + 2 }> = ArrayVec::new();
    for &n in written {
        match Square::new(n) {
            Some(s) if squares.try_push(s).is_ok() => {}
            Some(_) => {
                return Resolution::Impossible {
                    reason: "the move lists too many squares".into(),
                };
            }
            None => {
                return Resolution::Impossible {
                    reason: format!("square {n} is not on the board (1-50)"),
                };
            }
        }
    }
    if squares.len() < 2 {
        return Resolution::Impossible {
            reason: "a move needs a start and an end square".into(),
        };
    }
    let reading = matching(legal, &squares, candidates);
    if !candidates.is_empty() {
        return Resolution::Legal { reading };
    }

    let from = squares[0];
    let to = squares[squares.len() - 1];
    let us = position.side_to_move();
    match position.piece_at(from) {
        None => {
            return Resolution::Impossible {
                reason: format!("there is no piece on {from}"),
            };
        }
        Some(p) if p.color != us => {
            let role = if p.role == Role::King { "king" } else { "man" };
            return Resolution::Impossible {
                reason: format!(
                    "{from} holds a {} {role}, but {us} is to move",
                    color_word(p.color)
                ),
            };
        }
        Some(_) => {}
    }
    if to != from && position.piece_at(to).is_some() {
        return Resolution::Impossible {
            reason: format!("square {to} is occupied"),
        };
    }

    let capture_available = legal.first().is_some_and(Move::is_capture);
    let most = legal.first().map_or(0, Move::capture_count);
    if capture_available {
        // A complete capture sequence that follows the rules but takes too few pieces.
        let mut all = MoveList::new();
        position.generate_captures(&mut all, CaptureRule::AllSequences, Duplicates::Drop);
        let mut shorter = MoveList::new();
        matching(&all, &squares, &mut shorter);
        if let Some(mv) = shorter.iter().max_by_key(|m| m.capture_count()) {
            let reason = format!(
                "it takes {} while {most} can be taken",
                pieces(mv.capture_count())
            );
            return Resolution::Irregular {
                kind: FindingKind::NotMaximumCapture,
                mv: *mv,
                reason,
                articles: &["4.13", "5.4.8"],
            };
        }
    }

    let landing = &squares[1..];
    let t = match trace(position, from, landing) {
        Ok(t) => t,
        Err(reason) => return Resolution::Impossible { reason },
    };
    let mv = if t.captured.any() {
        match Move::capture(from, landing, t.captured) {
            Some(mv) => mv,
            None => {
                return Resolution::Impossible {
                    reason: "the move lists too many squares".into(),
                };
            }
        }
    } else if landing.len() == 1 {
        Move::quiet(from, to)
    } else {
        match Move::capture(from, landing, Bitboard::EMPTY) {
            Some(mv) => mv,
            None => {
                return Resolution::Impossible {
                    reason: "the move lists too many squares".into(),
                };
            }
        }
    };
    let (kind, reason, articles): (FindingKind, String, &'static [&'static str]) =
        if let Some((why, articles)) = t.king_like {
            let reason = format!("the man on {from} moves like a king: {why}");
            (FindingKind::PrematureKingMove, reason, articles)
        } else if capture_available && t.captured.is_empty() {
            let reason = "a capture was obligatory".to_string();
            (FindingKind::MissedCapture, reason, &["4.2", "4.3", "5.4.6"])
        } else if let Some((why, articles)) = t.broken {
            (FindingKind::IllegalMove, why.to_string(), articles)
        } else if capture_available && t.captured.count() < most {
            let reason = format!(
                "it takes {} while {most} can be taken",
                pieces(t.captured.count())
            );
            (FindingKind::NotMaximumCapture, reason, &["4.13", "5.4.8"])
        } else if t.captured.any() {
            let reason = "no such capture is possible here".to_string();
            (FindingKind::IllegalMove, reason, &["5.4.2"])
        } else {
            let reason = "no such move is possible here".to_string();
            (FindingKind::IllegalMove, reason, &["5.4.2"])
        };
    Resolution::Irregular {
        kind,
        mv,
        reason,
        articles,
    }
}

fn pieces(n: u32) -> String {
    if n == 1 {
        "1 piece".to_string()
    } else {
        format!("{n} pieces")
    }
}

/// Lower-case colour name for sentences.
pub(crate) fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    fn resolve_fen(fen: &str, written: &[u8]) -> (Resolution, MoveList) {
        let p = parse_fen(fen).unwrap();
        let mut candidates = MoveList::new();
        let resolution = resolve(&p, &p.legal_moves(), written, &mut candidates);
        (resolution, candidates)
    }

    fn irregular(fen: &str, written: &[u8]) -> (FindingKind, String, String) {
        match resolve_fen(fen, written).0 {
            Resolution::Irregular {
                kind, mv, reason, ..
            } => (kind, mv.full_notation(), reason),
            other => panic!("{written:?} in {fen}: {other:?}"),
        }
    }

    fn impossible(fen: &str, written: &[u8]) -> String {
        match resolve_fen(fen, written).0 {
            Resolution::Impossible { reason } => reason,
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
    fn worked_irregularities() {
        // RULES.md section 7: 32x21 takes one (not_maximum), 40-34 misses the capture.
        let fen = "W:W32,40:B18,27,28";
        let (kind, played, _) = irregular(fen, &[32, 21]);
        assert_eq!(
            (kind, played.as_str()),
            (FindingKind::NotMaximumCapture, "32x21")
        );
        let (kind, played, _) = irregular(fen, &[40, 34]);
        assert_eq!(
            (kind, played.as_str()),
            (FindingKind::MissedCapture, "40-34")
        );
    }

    #[test]
    fn premature_king_moves() {
        let (kind, _, reason) = irregular("W:W32:B3", &[32, 37]);
        assert_eq!(kind, FindingKind::PrematureKingMove);
        assert!(reason.contains("backward"), "{reason}");
        let (kind, _, reason) = irregular("W:W32:B3", &[32, 23]);
        assert_eq!(kind, FindingKind::PrematureKingMove);
        assert!(reason.contains("more than one square"), "{reason}");
        // A man taking from a distance.
        let (kind, played, reason) = irregular("W:W46:B28,3", &[46, 23]);
        assert_eq!(
            (kind, played.as_str()),
            (FindingKind::PrematureKingMove, "46x23")
        );
        assert!(reason.contains("from a distance"), "{reason}");
        // 4.15: passes 4 on the far row, then takes 9 like a king from a distance.
        let (kind, _, reason) = irregular("W:W15:B10,9,26", &[15, 4, 18]);
        assert_eq!(kind, FindingKind::PrematureKingMove, "{reason}");
    }

    #[test]
    fn illegal_king_moves() {
        // The king slides over its own man on 37.
        let (kind, _, reason) = irregular("W:WK46,37:B3", &[46, 28]);
        assert_eq!(kind, FindingKind::IllegalMove);
        assert!(reason.contains("own piece"), "{reason}");
        // The king jumps two pieces in one line.
        let (kind, _, reason) = irregular("W:WK46:B37,32,3", &[46, 23]);
        assert_eq!(kind, FindingKind::IllegalMove);
        assert!(reason.contains("two pieces"), "{reason}");
    }

    #[test]
    fn impossible_moves() {
        assert_eq!(impossible("W:W32:B3", &[33, 28]), "there is no piece on 33");
        assert_eq!(
            impossible("W:W32:B3,19", &[19, 23]),
            "19 holds a black man, but White is to move"
        );
        assert_eq!(
            impossible("W:W32,28:B3", &[32, 28]),
            "square 28 is occupied"
        );
        assert_eq!(
            impossible("W:W32:B3", &[32, 29]),
            "32 and 29 are not on one diagonal"
        );
        assert_eq!(
            impossible("W:W32:B3", &[32, 51]),
            "square 51 is not on the board (1-50)"
        );
        assert_eq!(
            impossible("W:W32:B3", &[32]),
            "a move needs a start and an end square"
        );
    }
}
