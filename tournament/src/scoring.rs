//! FMJD scoring: a win 2 points, a draw 1, a loss 0; `0-0` both lose; a bye and a forfeit as
//! the arbiter records them (a bye 2 points unless the arbiter gives another number).

use super::result::Outcome;
use serde::Serialize;

/// Points for each outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Scoring {
    /// A game won.
    pub win: u32,
    /// A game drawn.
    pub draw: u32,
    /// A game lost (and each side of a `0-0`).
    pub loss: u32,
    /// A bye, unless the arbiter gives another number for it.
    pub bye: u32,
    /// A game won by forfeit.
    pub forfeit_win: u32,
    /// A game lost by forfeit.
    pub forfeit_loss: u32,
}

impl Default for Scoring {
    /// FMJD's: 2, 1, 0; a bye 2; a forfeit 2 to the player who was there, 0 to the other.
    fn default() -> Scoring {
        Scoring {
            win: 2,
            draw: 1,
            loss: 0,
            bye: 2,
            forfeit_win: 2,
            forfeit_loss: 0,
        }
    }
}

impl Scoring {
    /// Points for a game played over the board.
    pub fn played(&self, outcome: Outcome) -> u32 {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.loss,
        }
    }

    /// Points for a forfeit (a draw by forfeit does not exist: it counts as played).
    pub fn forfeit(&self, outcome: Outcome) -> u32 {
        match outcome {
            Outcome::Win => self.forfeit_win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.forfeit_loss,
        }
    }
}
