//! Writing a game back as normalised PDN (PDN.md "Writing") with the rules deciding the notation
//! of captures: `from x to` unless another legal move has the same start and end, then every
//! landing square. Irregular captures are written with their full path, so that reading the
//! output again gives the same moves on the board.

use crate::options::RefereeOptions;
use crate::replay::{ReplayedMove, replay};
use crate::report::GameReport;
use pdn::{
    AsRead, CaptureNotation, Game, Line, MoveLocation, MoveToken, WrittenMove, WrittenSquares,
};

/// The referee's notation for the main line of one game; variations are written as read.
#[derive(Clone, Debug, Default)]
pub struct RefereeNotation {
    /// The written form of each main-line token that was carried out, by token index.
    main_line: Vec<Option<WrittenMove>>,
}

impl RefereeNotation {
    /// Replays the game's main line to decide how each move is written.
    pub fn for_game(game: &Game<'_>, options: &RefereeOptions) -> RefereeNotation {
        let mut report = GameReport::empty(game.index);
        let mut replayed = Vec::with_capacity(game.moves.len());
        if game.is_international() {
            replay(game, options, &mut report, Some(&mut replayed));
        }
        RefereeNotation::of_replay(game, replayed)
    }

    /// How each move of `replayed` (the main line of `game` as carried out) is written.
    pub(crate) fn of_replay(game: &Game<'_>, replayed: Vec<ReplayedMove>) -> RefereeNotation {
        let mut main_line = vec![None; game.moves.len()];
        for ReplayedMove {
            token,
            mv,
            legal,
            short_is_ambiguous,
        } in replayed
        {
            // An irregular move along several squares (a man going on like a king) is written
            // with its route even when it takes nothing: `from-to` could read as a capture.
            let full =
                (short_is_ambiguous || !legal) && (mv.is_capture() || mv.landing().len() > 1);
            let squares: Vec<u8> = if full {
                std::iter::once(mv.from())
                    .chain(mv.landing())
                    .map(|s| s.number())
                    .collect()
            } else {
                vec![mv.from().number(), mv.to().number()]
            };
            if let (Some(slot), Some(squares)) = (
                main_line.get_mut(token),
                WrittenSquares::from_slice(&squares),
            ) {
                *slot = Some(WrittenMove {
                    squares,
                    capture: mv.is_capture(),
                });
            }
        }
        RefereeNotation { main_line }
    }

    /// `game` as normalised PDN in this notation (`game` the one it was decided for, or that
    /// game with comments added).
    pub fn write(&self, game: &Game<'_>) -> String {
        pdn::game_to_string(game, self)
    }
}

impl CaptureNotation for RefereeNotation {
    fn notation(&self, location: MoveLocation, token: &MoveToken<'_>) -> WrittenMove {
        let known = match location.line {
            Line::Main => self.main_line.get(location.index).copied().flatten(),
            Line::Variation(_) => None,
        };
        known.unwrap_or_else(|| AsRead.notation(location, token))
    }
}

/// The normalised PDN of one game, the notation of captures decided by the rules.
pub fn normalize_game(game: &Game<'_>, options: &RefereeOptions) -> String {
    RefereeNotation::for_game(game, options).write(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(text: &str) -> String {
        let games = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        normalize_game(&games[0].parse(), &RefereeOptions::default())
    }

    #[test]
    fn captures_written_short_unless_ambiguous() {
        let out = normalized("[FEN \"W:W32,40:B18,27,28\"]\n1. 32x23x12 *");
        assert!(out.contains("32x12"), "{out}");
        // Two captures from 36 to 16 take different pieces (schildpad.pdn, game 3, move 35):
        // with nothing after it the first is taken, and written with every landing square.
        let out =
            normalized("[FEN \"W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34\"]\n35. 36x16 *");
        assert!(out.contains("36x18x7x16"), "{out}");
    }

    #[test]
    fn a_man_moving_like_a_king_keeps_its_route() {
        // The man on 14 goes 14-25-34-23 over empty squares (premature_king_move); written
        // 14-23 it would read as the legal capture 14x23 (of 19).
        let out = normalized("[FEN \"W:W14,16:B1,9,19\"]\n1. 14x25x34x23 *");
        assert!(out.contains("14-25-34-23"), "{out}");
    }

    #[test]
    fn capture_written_with_a_dash_gets_an_x() {
        let out = normalized("[FEN \"W:W32,40:B18,27,28\"]\n1. 32-12 *");
        assert!(out.contains("32x12"), "{out}");
    }
}
