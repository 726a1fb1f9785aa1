//! The capture routes a written capture can stand for (RULES.md section 3, "Reading a record").
//!
//! A capture is its start, its end and the pieces it takes (RULES.md 3: two sequences with the
//! same start, end and captured set are one move). Its route is free wherever a king has several
//! squares to land on behind a piece, and a circular capture can go round either way, so programs
//! write one capture in several ways. A writing fits a capture when its squares are the start, an
//! ordered subset of the landing squares of *some* route of it (none, some or all of them), and
//! the end. Move generation keeps one route per capture; this search walks every route from the
//! start square with the same rules (captured pieces block until the end, 4.11, and are never
//! jumped twice, 4.8; the start square counts as empty) and keeps the captures whose landing
//! squares fit the writing. No heap allocation: the fits go into a fixed-capacity list.

use crate::bitboard::Bitboard;
use crate::jumps::{each_jump, has};
use crate::moves::{MAX_CAPTURED, Move};
use crate::position::{Position, Role};
use crate::square::{Color, Square};
use arrayvec::ArrayVec;

/// How the moving piece may jump during the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Jumps {
    /// As the rules let it: a man jumps adjacent pieces (4.2), a king flies (4.3).
    ByTheRules,
    /// A man that, once it has landed on its far row during the capture, goes on capturing like
    /// a king (which 4.15 forbids): only routes with at least one such jump are kept.
    ManAsKingAfterFarRow,
}

/// A capture the writing fits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fit {
    /// The capture along the first route found that fits the writing.
    pub mv: Move,
    /// Whether the capture is over there: no further jump is possible by the rules. A capture
    /// that could go on was stopped early.
    pub complete: bool,
}

/// Distinct captures one writing fits; more than a handful is a constructed position.
const FITS_CAPACITY: usize = 128;

/// The captures a writing fits, one per captured set (the end square is the written one).
#[derive(Default)]
pub(crate) struct Fits {
    fits: ArrayVec<Fit, FITS_CAPACITY>,
}

impl Fits {
    /// The fits found, in the order of the search.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Fit> {
        self.fits.iter()
    }

    fn add(&mut self, fit: Fit) {
        if self
            .fits
            .iter()
            .all(|f| f.mv.captured() != fit.mv.captured())
        {
            // A full list drops further captured sets: they can only add alternatives to an
            // ambiguity that is reported all the same.
            let _ = self.fits.try_push(fit);
        }
    }
}

struct Search<'a> {
    enemies: u64,
    /// Empty squares, the start square included.
    empty: u64,
    far_row: u64,
    king: bool,
    jumps: Jumps,
    from: Square,
    to: i32,
    /// The written squares between the start and the end, as bits.
    inner: ArrayVec<i32, MAX_CAPTURED>,
    landing: [u8; MAX_CAPTURED],
    fits: &'a mut Fits,
}

/// Where the piece stands in the search and what it has done.
#[derive(Clone, Copy)]
struct Node {
    at: i32,
    captured: u64,
    /// Landing squares so far.
    depth: usize,
    /// Written squares matched by the landing squares before this one.
    matched: usize,
    /// Whether the man has landed on its far row.
    passed_far_row: bool,
    /// Whether a jump so far was a king's jump made by a man.
    king_like: bool,
}

impl Search<'_> {
    fn visit(&mut self, node: Node) {
        let matched =
            if node.depth > 0 && node.inner_left(self) && self.inner[node.matched] == node.at {
                node.matched + 1
            } else {
                node.matched
            };
        let flies = self.king || (self.jumps == Jumps::ManAsKingAfterFarRow && node.passed_far_row);
        let mut extended = false;
        if node.depth < MAX_CAPTURED {
            let (enemies, empty, king) = (self.enemies, self.empty, self.king);
            each_jump(enemies, empty, node.at, node.captured, flies, |jump| {
                extended = true;
                self.landing[node.depth] = Square::number_of_bit(jump.land as u32);
                self.visit(Node {
                    at: jump.land,
                    captured: node.captured | 1 << jump.over,
                    depth: node.depth + 1,
                    matched,
                    passed_far_row: node.passed_far_row || has(self.far_row, jump.land),
                    king_like: node.king_like
                        || (!king && (jump.approach > 1 || jump.distance > 1)),
                });
            });
        }
        let wanted = match self.jumps {
            Jumps::ByTheRules => true,
            Jumps::ManAsKingAfterFarRow => node.king_like,
        };
        if node.depth > 0 && node.at == self.to && node.matched == self.inner.len() && wanted {
            let mv = Move::from_parts(
                self.from,
                &self.landing[..node.depth],
                Bitboard(node.captured),
            );
            // In the irregular search a king's jump may be followed by a man's: "complete" is
            // only meaningful for captures by the rules.
            let complete = !extended || self.jumps == Jumps::ManAsKingAfterFarRow;
            self.fits.add(Fit { mv, complete });
        }
    }
}

impl Node {
    fn inner_left(&self, search: &Search<'_>) -> bool {
        self.matched < search.inner.len()
    }
}

fn far_row(color: Color) -> u64 {
    Square::all()
        .filter(|s| s.is_promotion_square(color))
        .fold(0, |bits, s| bits | 1 << s.bit())
}

/// Fills `fits` with the captures by the piece on `from` (of the side to move) that end on `to`
/// and whose landing squares have `inner` as an ordered subset, before the last landing.
pub(crate) fn fitting_captures(
    position: &Position,
    from: Square,
    inner: &[Square],
    to: Square,
    jumps: Jumps,
    fits: &mut Fits,
) {
    fits.fits.clear();
    let us = position.side_to_move();
    let Some(piece) = position.piece_at(from).filter(|p| p.color == us) else {
        return;
    };
    if inner.len() >= MAX_CAPTURED {
        return;
    }
    let king = piece.role == Role::King;
    if king && jumps == Jumps::ManAsKingAfterFarRow {
        return;
    }
    let mut search = Search {
        enemies: position.pieces(us.opponent()).0,
        empty: position.empty().0 | 1 << from.bit(),
        far_row: far_row(us),
        king,
        jumps,
        from,
        to: to.bit() as i32,
        inner: inner.iter().map(|s| s.bit() as i32).collect(),
        landing: [0; MAX_CAPTURED],
        fits,
    };
    search.visit(Node {
        at: from.bit() as i32,
        captured: 0,
        depth: 0,
        matched: 0,
        passed_far_row: false,
        king_like: false,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    use crate::square::sq;

    /// The fits as `full notation, complete`.
    fn fits(fen: &str, written: &[u8], jumps: Jumps) -> Vec<(String, bool)> {
        let p = parse_fen(fen).unwrap();
        let squares: Vec<Square> = written.iter().map(|&n| sq(n)).collect();
        let mut found = Fits::default();
        let last = squares.len() - 1;
        fitting_captures(
            &p,
            squares[0],
            &squares[1..last],
            squares[last],
            jumps,
            &mut found,
        );
        found
            .iter()
            .map(|f| (f.mv.full_notation(), f.complete))
            .collect()
    }

    #[test]
    fn any_landing_square_behind_a_piece() {
        // The king on 5 takes 14 landing on 19, 23 or 28, then 32 landing on 37, 41 or 46:
        // 5x19x41 and 5x23x41 are two writings of one capture.
        let fen = "W:WK5:B14,32";
        assert_eq!(
            fits(fen, &[5, 19, 41], Jumps::ByTheRules),
            [("5x19x41".to_string(), true)]
        );
        assert_eq!(
            fits(fen, &[5, 23, 41], Jumps::ByTheRules),
            [("5x23x41".to_string(), true)]
        );
        assert_eq!(fits(fen, &[5, 41], Jumps::ByTheRules).len(), 1);
    }

    #[test]
    fn a_prefix_is_an_incomplete_fit() {
        let fen = "W:W32,40:B18,27,28";
        assert_eq!(
            fits(fen, &[32, 23], Jumps::ByTheRules),
            [("32x23".to_string(), false)]
        );
        assert_eq!(
            fits(fen, &[32, 21], Jumps::ByTheRules),
            [("32x21".to_string(), true)]
        );
    }

    #[test]
    fn a_man_going_on_like_a_king_after_the_far_row() {
        // 15x4 takes 10 and lands on the far row; 4x18 takes 9 flying, like a king.
        let fen = "W:W15:B10,9,26";
        assert!(fits(fen, &[15, 18], Jumps::ByTheRules).is_empty());
        assert_eq!(
            fits(fen, &[15, 18], Jumps::ManAsKingAfterFarRow),
            [("15x4x18".to_string(), true)]
        );
        // The legal 15x4x13 is no king's jump.
        assert!(fits(fen, &[15, 13], Jumps::ManAsKingAfterFarRow).is_empty());
    }
}
