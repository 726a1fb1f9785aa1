//! Game results, as written in the Result tag or as the movetext terminator.
//!
//! International draughts scores a win 2 points and a draw 1 (`2-0`, `1-1`, `0-2`);
//! many exports use the chess forms (`1-0`, `1/2-1/2`, `0-1`). Both are read, the form
//! is kept so the referee can report it, and anything else is kept as written.

use crate::span::Span;
use serde::{Deserialize, Serialize};

/// The outcome a result text stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    use GameResult as R;
    use ResultForm as F;
    match text.trim() {
        "2-0" => (R::WhiteWins, F::International),
        "0-2" => (R::BlackWins, F::International),
        "1-1" => (R::Draw, F::International),
        "0-0" => (R::BothLose, F::International),
        "1-0" => (R::WhiteWins, F::ChessStyle),
        "0-1" => (R::BlackWins, F::ChessStyle),
        "1/2-1/2" => (R::Draw, F::ChessStyle),
        "½-½" | "0.5-0.5" => (R::Draw, F::NonStandard),
        "*" => (R::Unknown, F::Asterisk),
        _ => (R::Unrecognised, F::Unrecognised),
    }
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
    /// Where it was written.
    pub span: Span,
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
