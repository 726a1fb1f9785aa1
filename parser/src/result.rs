//! Game results, as written in the Result tag or as the movetext terminator.
//!
//! International draughts scores a win 2 points and a draw 1 (`2-0`, `1-1`, `0-2`);
//! many exports use the chess forms (`1-0`, `1/2-1/2`, `0-1`). Both are read, the form
//! is kept so the referee can report it, and anything else is kept as written.

use crate::span::TextRange;
use serde::{Deserialize, Serialize};

/// The outcome a result text stands for (in a report: the meaning of a recorded result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// `2-0` or `1-0`.
    WhiteWins,
    /// `0-2` or `0-1`.
    BlackWins,
    /// `1-1`, `1/2-1/2`, `½-½` or `0.5-0.5`.
    Draw,
    /// `0-0`: both players lose (double forfeit).
    BothLose,
    /// `*`: unknown or unfinished.
    Unknown,
    /// Any other text (e.g. the Delft match scores `4-6`); the text is kept beside it.
    Unrecognised,
}

/// Which family of notation a result was written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ResultForm {
    /// `2-0`, `1-1`, `0-2`, `0-0`.
    International,
    /// `1-0`, `1/2-1/2`, `0-1`.
    ChessStyle,
    /// `½-½` or `0.5-0.5`: chess-style draws outside PDN 3.0.
    NonStandard,
    /// `*`.
    Asterisk,
    /// Not a result form at all.
    Unrecognised,
}

/// Reads a result text (surrounding whitespace ignored).
pub fn parse_result(text: &str) -> (GameResult, ResultForm) {
    let text = text.trim().as_bytes();
    match result_prefix(text) {
        Some((len, result, form)) if len == text.len() => (result, form),
        _ => (GameResult::Unrecognised, ResultForm::Unrecognised),
    }
}

/// The result form `bytes` start with: its length, what it stands for and its family. The one
/// list of the forms, for the grammar (a result, then the end of the token), the splitter (a
/// whole token, before decoding: `½` is one byte in Windows-1252) and [`parse_result`]. The
/// forms are byte patterns, not a table: this runs for every token that starts with a digit.
#[inline]
pub(crate) fn result_prefix(bytes: &[u8]) -> Option<(usize, GameResult, ResultForm)> {
    use GameResult as R;
    use ResultForm as F;
    Some(match *bytes {
        [b'*', ..] => (1, R::Unknown, F::Asterisk),
        [b'2', b'-', b'0', ..] => (3, R::WhiteWins, F::International),
        [b'0', b'-', b'2', ..] => (3, R::BlackWins, F::International),
        [b'1', b'-', b'1', ..] => (3, R::Draw, F::International),
        [b'0', b'-', b'0', ..] => (3, R::BothLose, F::International),
        [b'1', b'-', b'0', ..] => (3, R::WhiteWins, F::ChessStyle),
        [b'0', b'-', b'1', ..] => (3, R::BlackWins, F::ChessStyle),
        [b'1', b'/', b'2', b'-', b'1', b'/', b'2', ..] => (7, R::Draw, F::ChessStyle),
        [b'0', b'.', b'5', b'-', b'0', b'.', b'5', ..] => (7, R::Draw, F::NonStandard),
        // `½-½`: `½` is two bytes in UTF-8 and one in Windows-1252.
        [0xC2, 0xBD, b'-', 0xC2, 0xBD, ..] => (5, R::Draw, F::NonStandard),
        [0xBD, b'-', 0xBD, ..] => (3, R::Draw, F::NonStandard),
        _ => return None,
    })
}

/// The normalised text of a result: the international form (PDN.md "Writing"), whatever form
/// it was read in (`1-0` becomes `2-0`, `1/2-1/2` and `½-½` become `1-1`). `None` for
/// unrecognised results, which have no normal form.
pub fn canonical_result_text(result: GameResult) -> Option<&'static str> {
    use GameResult as R;
    Some(match result {
        R::WhiteWins => "2-0",
        R::BlackWins => "0-2",
        R::Draw => "1-1",
        R::BothLose => "0-0",
        R::Unknown => "*",
        R::Unrecognised => return None,
    })
}

/// The result token that ends a movetext (or a variation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Terminator<'a> {
    /// The outcome.
    pub result: GameResult,
    /// The notation family.
    pub form: ResultForm,
    /// The text as written.
    pub text: &'a str,
    /// Where it was written in the game's text; [`crate::Game::span_of`] locates it in the file.
    pub at: TextRange,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_form_is_read() {
        use GameResult as R;
        use ResultForm as F;
        let cases = [
            ("2-0", R::WhiteWins, F::International),
            ("0-2", R::BlackWins, F::International),
            ("1-1", R::Draw, F::International),
            ("0-0", R::BothLose, F::International),
            ("1-0", R::WhiteWins, F::ChessStyle),
            ("0-1", R::BlackWins, F::ChessStyle),
            ("1/2-1/2", R::Draw, F::ChessStyle),
            ("½-½", R::Draw, F::NonStandard),
            ("0.5-0.5", R::Draw, F::NonStandard),
            ("*", R::Unknown, F::Asterisk),
            (" 0-1", R::BlackWins, F::ChessStyle),
            ("4-6", R::Unrecognised, F::Unrecognised),
            ("1-10", R::Unrecognised, F::Unrecognised),
            ("", R::Unrecognised, F::Unrecognised),
        ];
        for (text, result, form) in cases {
            assert_eq!(parse_result(text), (result, form), "{text}");
        }
    }

    #[test]
    fn canonical_texts_are_international() {
        assert_eq!(canonical_result_text(GameResult::Draw), Some("1-1"));
        assert_eq!(canonical_result_text(GameResult::WhiteWins), Some("2-0"));
        assert_eq!(canonical_result_text(GameResult::BlackWins), Some("0-2"));
        assert_eq!(canonical_result_text(GameResult::Unrecognised), None);
    }
}
