//! The automatic draws of FMJD article 6 (RULES.md section 5), applied ply by ply.
//!
//! - **6.1 Threefold repetition**: drawn when the same position (same men and kings on the same
//!   squares, same side to move) occurs for the third time. Only positions since the last capture
//!   or promotion can recur, so the history is cleared at each: nothing puts a piece back on the
//!   board or turns a king into a man, not even an irregular move that stands (5.7). A man move is
//!   no such limit: in legal play a man never moves back, but a backward man move that stands
//!   brings earlier positions back.
//! - **6.2 25-move rule**: drawn when during 25 successive moves of each player (50 plies) only
//!   kings moved, without capture. A man move (promotion included) or a capture resets the count.
//! - **6.3 16-move rule**: a lone king against three kings, two kings and a man, or a king and two
//!   men: drawn when each player has made 16 further moves (32 plies) from the position where that
//!   material first arose.
//! - **6.4 5-move rule**: a lone king against two kings, a king and a man, or a king: drawn after 5
//!   further moves each (10 plies).
//!
//! Decisions (RULES.md, "Decision (counts)" and "Decision (long diagonal)"):
//! - A count starts on the ply that first produces its material configuration (ply 0 when the
//!   start position or a setup already has it). A man move or a promotion inside the configuration
//!   does not reset it; a capture that keeps the configuration does not restart it; a capture from
//!   the 6.3 into the 6.4 configuration starts a fresh 5-move count.
//! - Ruleset `fmjd-2024`: in the 6.3 configuration, once the lone king stands on the long diagonal
//!   (46-5), a 5-move count (10 plies) starts from the first such position of that configuration;
//!   the draw comes at whichever of the two counts runs out first. `fmjd-2015` has no such count.
//! - Win before draw: the referee checks for a win (no pieces, no legal move) before asking this
//!   module, so a move that completes a count and leaves the opponent without a move wins.

use crate::bitboard::Bitboard;
use crate::position::{Material, Position};
use crate::report::{DrawClause, DrawCount, Ruleset};
use crate::square::{Color, Square};
use pdn::Ply;

/// Plies of king moves without capture that draw under 6.2.
const TWENTY_FIVE_MOVES: u32 = 50;
/// Plies after the 6.3 configuration arises.
const SIXTEEN_MOVES: u32 = 32;
/// Plies after the 6.4 configuration arises, or after the lone king reaches the long diagonal.
const FIVE_MOVES: u32 = 10;

/// The squares of the long diagonal, 46 to 5.
fn long_diagonal() -> Bitboard {
    [46, 41, 37, 32, 28, 23, 19, 14, 10, 5]
        .into_iter()
        .filter_map(Square::new)
        .collect()
}

/// The endgame configurations of 6.3 and 6.4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// Lone king against three pieces of which at least one king (6.3).
    SixteenMoves {
        /// The side with the lone king.
        lone: Color,
    },
    /// Lone king against at most two pieces of which at least one king (6.4).
    FiveMoves,
}

fn ending(material: Material) -> Option<Ending> {
    let white = material.of(Color::White);
    let black = material.of(Color::Black);
    let lone_king = (0, 1);
    let (lone, strong) = if black == lone_king {
        (Color::Black, white)
    } else if white == lone_king {
        (Color::White, black)
    } else {
        return None;
    };
    // (men, kings) of the stronger side.
    match strong {
        (0, 3) | (1, 2) | (2, 1) => Some(Ending::SixteenMoves { lone }),
        (0, 2) | (1, 1) | (0, 1) => Some(Ending::FiveMoves),
        _ => None,
    }
}

/// A running count of 6.2, 6.3, 6.4 or the long diagonal.
#[derive(Clone, Copy, Debug)]
struct Count {
    clause: DrawClause,
    started: Ply,
    length: u32,
    /// Index of this count in the tracker's record.
    record: usize,
}

impl Count {
    fn limit(&self) -> Ply {
        self.started.after(self.length)
    }
}

/// A position on the board for the second time since the last capture or promotion (6.1): its
/// next occurrence draws the game. What a live round tells the arbiter before the draw comes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// The ply whose position occurs again.
    pub ply: Ply,
    /// The plies of its earlier occurrences, earliest first.
    pub earlier: Vec<Ply>,
}

/// What kind of move was just played, as far as article 6 cares.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MoveFacts {
    /// A man moved (a promotion is a man move).
    pub man_moved: bool,
    /// The man that moved was crowned.
    pub crowned: bool,
    /// At least one piece was taken.
    pub captured: bool,
}

/// Follows the draw counts of one game.
#[derive(Clone, Debug)]
pub(crate) struct DrawTracker {
    ruleset: Ruleset,
    long_diagonal: Bitboard,
    /// Positions since the last capture or promotion (or the start or setup), with the ply each
    /// occurred at, one a ply: the sides to move alternate along it.
    history: Vec<(Position, Ply)>,
    /// Plies of king moves without capture since the last man move or capture.
    king_plies: u32,
    ending: Option<(Ending, Count)>,
    diagonal: Option<Count>,
    counts: Vec<DrawCount>,
    /// The positions that occurred a second time (the game not drawn there), in order of play.
    repetitions: Vec<Repetition>,
}

impl DrawTracker {
    /// Starts following from `position`, reached at `ply` (0 for the start).
    pub(crate) fn new(ruleset: Ruleset, position: &Position, ply: Ply) -> DrawTracker {
        let mut tracker = DrawTracker {
            ruleset,
            long_diagonal: long_diagonal(),
            history: Vec::with_capacity(64),
            king_plies: 0,
            ending: None,
            diagonal: None,
            counts: Vec::new(),
            repetitions: Vec::new(),
        };
        tracker.restart(position, ply);
        tracker
    }

    /// Starts afresh from a setup position: nothing before it can repeat or count.
    pub(crate) fn restart(&mut self, position: &Position, ply: Ply) {
        self.history.clear();
        self.history.push((*position, ply));
        self.king_plies = 0;
        self.ending = None;
        self.diagonal = None;
        self.update_ending(position, ply);
    }

    /// Records the move that led to `position` at `ply`; returns the clause that draws the game
    /// there, if one does. The caller has already checked that the game is not won.
    pub(crate) fn after_move(
        &mut self,
        facts: MoveFacts,
        position: &Position,
        ply: Ply,
    ) -> Option<DrawClause> {
        if facts.captured || facts.crowned {
            self.history.clear();
        }
        if facts.man_moved || facts.captured {
            self.king_plies = 0;
        } else {
            self.king_plies += 1;
        }
        self.history.push((*position, ply));
        self.update_ending(position, ply);

        let mut drawn = None;
        let (occurrences, earlier) = self.occurrences_of_last();
        let first = earlier.first().copied().unwrap_or(ply);
        if occurrences >= 3 {
            self.counts.push(DrawCount::new(
                DrawClause::ThreefoldRepetition,
                first,
                ply,
                Some(ply),
            ));
            drawn = Some(DrawClause::ThreefoldRepetition);
        }
        if drawn.is_none() && self.king_plies >= TWENTY_FIVE_MOVES {
            let started = ply.before(self.king_plies);
            self.counts.push(DrawCount::new(
                DrawClause::TwentyFiveMoveRule,
                started,
                started.after(TWENTY_FIVE_MOVES),
                Some(ply),
            ));
            drawn = Some(DrawClause::TwentyFiveMoveRule);
        }
        if drawn.is_none() {
            let expired = [self.ending.map(|(_, c)| c), self.diagonal]
                .into_iter()
                .flatten()
                .filter(|c| c.limit() <= ply)
                .min_by_key(|c| c.limit());
            if let Some(count) = expired {
                if let Some(record) = self.counts.get_mut(count.record) {
                    record.drawn_ply = Some(ply);
                }
                drawn = Some(count.clause);
            }
        }
        // A second occurrence is told only while the game goes on: once drawn there is no third.
        if drawn.is_none() && occurrences == 2 {
            self.repetitions.push(Repetition { ply, earlier });
        }
        drawn
    }

    /// How often the last position recorded occurs in the history, and the plies of its earlier
    /// occurrences, earliest first.
    fn occurrences_of_last(&self) -> (u32, Vec<Ply>) {
        let Some(&(last, ply)) = self.history.last() else {
            return (0, Vec::new());
        };
        let mut count = 0;
        let mut earlier = Vec::new();
        // Only every other entry has the same side to move; the hash rules out nearly every
        // other position before the full comparison.
        for (seen, at) in self.history.iter().rev().step_by(2) {
            if seen.hash() == last.hash() && *seen == last {
                count += 1;
                if *at != ply {
                    earlier.push(*at);
                }
            }
        }
        earlier.reverse();
        (count, earlier)
    }

    /// The positions that occurred a second time so far, in order of play.
    pub(crate) fn repetitions(&self) -> &[Repetition] {
        &self.repetitions
    }

    /// Starts, keeps or ends the 6.3/6.4 count (and the long-diagonal count) for `position`.
    #[inline]
    fn update_ending(&mut self, position: &Position, ply: Ply) {
        // Both endings need a lone king: while each side has two pieces or more and no count
        // runs (the long-diagonal count only runs inside the 6.3 ending), nothing changes. That
        // is nearly every ply, so this test is made in the caller, without a call.
        if self.ending.is_none()
            && position.pieces(Color::White).has_several()
            && position.pieces(Color::Black).has_several()
        {
            return;
        }
        self.follow_ending(position, ply);
    }

    /// [`DrawTracker::update_ending`] where an ending may start, run or end.
    #[inline(never)]
    fn follow_ending(&mut self, position: &Position, ply: Ply) {
        let now = ending(position.material());
        let same = matches!(
            (self.ending, now),
            (
                Some((Ending::SixteenMoves { .. }, _)),
                Some(Ending::SixteenMoves { .. })
            ) | (Some((Ending::FiveMoves, _)), Some(Ending::FiveMoves))
        );
        if !same {
            self.diagonal = None;
            self.ending = now.map(|e| {
                let (clause, length) = match e {
                    Ending::SixteenMoves { .. } => (DrawClause::SixteenMoveRule, SIXTEEN_MOVES),
                    Ending::FiveMoves => (DrawClause::FiveMoveRule, FIVE_MOVES),
                };
                (e, self.start_count(clause, ply, length))
            });
        }
        if self.ruleset == Ruleset::Fmjd2024
            && self.diagonal.is_none()
            && let Some(Ending::SixteenMoves { lone }) = now
            && (position.kings(lone) & self.long_diagonal).any()
        {
            self.diagonal = Some(self.start_count(DrawClause::LongDiagonalRule, ply, FIVE_MOVES));
        }
    }

    fn start_count(&mut self, clause: DrawClause, ply: Ply, length: u32) -> Count {
        self.counts
            .push(DrawCount::new(clause, ply, ply.after(length), None));
        Count {
            clause,
            started: ply,
            length,
            record: self.counts.len() - 1,
        }
    }

    /// The counts running in the position reached at `ply` (the game going on), each with the
    /// ply it runs out at: what a live round tells the arbiter before it runs out.
    pub(crate) fn running(&self, ply: Ply) -> Vec<DrawCount> {
        let mut running = Vec::new();
        if self.king_plies > 0 {
            let started = ply.before(self.king_plies);
            running.push(DrawCount::new(
                DrawClause::TwentyFiveMoveRule,
                started,
                started.after(TWENTY_FIVE_MOVES),
                None,
            ));
        }
        for count in [self.ending.map(|(_, c)| c), self.diagonal]
            .into_iter()
            .flatten()
        {
            running.push(DrawCount::new(
                count.clause,
                count.started,
                count.limit(),
                None,
            ));
        }
        running
    }

    /// The counts that started, for the report; with `running`, a 25-move count still running
    /// where the record stops (the game undecided) is included.
    pub(crate) fn finish(mut self, last_ply: Ply, running: bool) -> Vec<DrawCount> {
        if running && self.king_plies > 0 {
            let started = last_ply.before(self.king_plies);
            self.counts.push(DrawCount::new(
                DrawClause::TwentyFiveMoveRule,
                started,
                started.after(TWENTY_FIVE_MOVES),
                None,
            ));
        }
        self.counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    fn material(fen: &str) -> Option<Ending> {
        ending(parse_fen(fen).unwrap().material())
    }

    #[test]
    fn endings_of_6_3_and_6_4() {
        let sixteen = Some(Ending::SixteenMoves { lone: Color::Black });
        assert_eq!(material("W:WK1,K2,K3:BK50"), sixteen);
        assert_eq!(material("W:WK1,K2,33:BK50"), sixteen);
        assert_eq!(material("W:WK1,32,33:BK50"), sixteen);
        assert_eq!(material("W:WK1,K2:BK50"), Some(Ending::FiveMoves));
        assert_eq!(material("W:WK1,33:BK50"), Some(Ending::FiveMoves));
        assert_eq!(material("W:WK1:BK50"), Some(Ending::FiveMoves));
        assert_eq!(
            material("W:WK50:BK1,K2,K3"),
            Some(Ending::SixteenMoves { lone: Color::White })
        );
        // Not covered: three men, four pieces, two men, a lone man.
        assert_eq!(material("W:W31,32,33:BK50"), None);
        assert_eq!(material("W:WK1,K2,K3,K4:BK50"), None);
        assert_eq!(material("W:W32,33:BK50"), None);
        assert_eq!(material("W:WK1,K2,K3:B20"), None);
    }

    #[test]
    fn long_diagonal_squares() {
        let d: Vec<u8> = long_diagonal().iter().map(Square::number).collect();
        assert_eq!(d, [5, 10, 14, 19, 23, 28, 32, 37, 41, 46]);
    }
}
