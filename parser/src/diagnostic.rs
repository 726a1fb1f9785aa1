//! Errors and warnings with their address in the file.
//!
//! Like x509-parser, problems come in two channels: errors (the game could not be read
//! as written, or PDN 3.0 forbids it in strict mode) and warnings (a quirk we accept).
//! The same [`DiagnosticKind`] can be either, depending on the [`Strictness`].

use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// How strictly the reader judges the text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Strictness {
    /// Accept everything in PDN.md "Reading"; quirks are warnings.
    #[default]
    Liberal,
    /// Additionally report as errors what PDN 3.0 does not allow. From its reading grammar
    /// (wiegerw/pdn `PdnReading.g4`): a game not ended by a result or `*` when another
    /// game follows, a move number without its move, unknown moves `-`, stray characters,
    /// nested comments, results outside the grammar (`½-½`, `4-6`), text after the result,
    /// malformed tags and tag names outside `[A-Z][A-Za-z0-9_]*`, setups that are not
    /// `/FEN "..."/`, `;` comments and literal `\r` text; from its writing grammar,
    /// squares with leading zeros, moves without separator, `:` as capture separator and
    /// `*` as a strength sign; from its encoding rule ("UTF-8 is required"), text that is
    /// not UTF-8. What PDN 3.0 allows stays a warning: spaces inside a move (`1- 6`) or
    /// before its strength sign, and moves without a number (its grammars skip
    /// whitespace between tokens and make the move number optional, and upstream's
    /// must-accept files hold both). Every upstream "succeed" file reads without error
    /// in this mode, but for the encoding of the 2017 copies upstream re-encoded.
    Pdn3,
}

impl Strictness {
    /// `Pdn3` when `strict` (the `--strict` flag, a `strict` query parameter or stored
    /// setting), else `Liberal`.
    pub fn strict_if(strict: bool) -> Strictness {
        if strict {
            Strictness::Pdn3
        } else {
            Strictness::Liberal
        }
    }
}

/// Whether a diagnostic stops the game from being trusted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum DiagnosticSeverity {
    /// An accepted quirk.
    Warning,
    /// The game (or a part of it) could not be read, or is invalid under the strictness.
    Error,
}

/// The longest excerpt of the input a diagnostic repeats.
const FOUND_MAX_CHARS: usize = 32;

/// Cuts `text` to a short excerpt so a diagnostic never echoes the whole input.
pub(crate) fn excerpt(text: &str) -> String {
    let mut out: String = text.chars().take(FOUND_MAX_CHARS).collect();
    if text.chars().nth(FOUND_MAX_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// A move as the reader read it: `1- 6` without its spaces.
pub fn without_spaces(text: &str) -> String {
    text.split_whitespace().collect()
}

/// A move as the reader read it: `05-10` without the leading zeros of its squares.
pub fn without_leading_zeros(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String| {
        let digits = number.trim_start_matches('0');
        out.push_str(if digits.is_empty() && !number.is_empty() {
            "0"
        } else {
            digits
        });
        number.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
        } else {
            flush(&mut number, &mut out);
            out.push(c);
        }
    }
    flush(&mut number, &mut out);
    out
}

/// What a production of the grammar expected where the input stopped fitting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Expected {
    /// Any movetext element.
    MoveOrResult,
    /// The `}` of a comment.
    CommentEnd,
    /// The digits of a NAG.
    NagDigits,
    /// The closing `/` of a setup, on its line.
    SetupEnd,
    /// The `.` after a move number.
    DotAfterMoveNumber,
    /// A move.
    Move,
    /// A result.
    Result,
    /// A tag's name.
    TagName,
    /// A separator between squares.
    Separator,
    /// The end of a token (a space, a bracket, a line end).
    TokenEnd,
    /// A space after a move.
    SpaceAfterMove,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::MoveOrResult => "a move or a result",
            Expected::CommentEnd => "`}` closing the comment",
            Expected::NagDigits => "a NAG (`$` and a number)",
            Expected::SetupEnd => "the `/` closing a setup `/FEN \"...\"/`",
            Expected::DotAfterMoveNumber => "`.` after the move number",
            Expected::Move => "a move",
            Expected::Result => "a result",
            Expected::TagName => "a tag name",
            Expected::Separator => "`-` or `x` between the squares",
            Expected::TokenEnd => "a space or a line end",
            Expected::SpaceAfterMove => "a space after the move",
        })
    }
}

/// What a game ran into instead of its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// The tags of the next game.
    NextGameTags,
    /// The end of the input.
    EndOfInput,
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameEnd::NextGameTags => "the next game's tags",
            GameEnd::EndOfInput => "the end of the file",
        })
    }
}

/// What went wrong (or what quirk was accepted), with what was expected and found.
///
/// Its serde form (for reports that keep findings as data) is an object tagged by `problem`,
/// the snake_case of [`DiagnosticKind::name`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum DiagnosticKind {
    /// Text that fits nowhere in the grammar; reading of the game stops here.
    #[error("`{found}` stands where {expected} should be; the game is read up to here")]
    Unexpected {
        /// What the grammar allows here.
        expected: Expected,
        /// The text met instead (shortened).
        found: String,
    },
    /// A `{` without its `}` before the game ends.
    #[error("the comment opened here with `{{` is not closed with `}}` before the game ends")]
    UnterminatedComment,
    /// A `(` without its `)` before the game ends.
    #[error("the variation opened here with `(` is not closed with `)` before the game ends")]
    UnterminatedVariation,
    /// A tag value without its closing quote on the line.
    #[error("the tag value has no closing `\"` on its line")]
    UnterminatedString,
    /// A bracketed item in the tag section that is not `[Name "value"]`.
    #[error("`{found}` is not a tag (a tag is written `[Name \"value\"]`); skipped")]
    MalformedTag {
        /// The text skipped.
        found: String,
    },
    /// A tag line `Name "value"]` without its opening bracket.
    #[error("the tag `{found}` has no `[` before it; read as a tag")]
    MissingTagBracket {
        /// The tag name.
        found: String,
    },
    /// A tag name outside `[A-Z][A-Za-z0-9_]*`.
    #[error(
        "the tag name `{found}` is not written as PDN writes names (letters, digits and `_`, starting with a capital)"
    )]
    InvalidTagName {
        /// The tag name.
        found: String,
    },
    /// The two characters `\r` or `\n` written as text (a broken export), read as a line end.
    #[error(
        "the text `{found}` is written where a line ends (a known fault of some exporters); read as a line end"
    )]
    LiteralEscape {
        /// The escape text.
        found: String,
    },
    /// A square number with three or more digits.
    #[error("`{found}` has a square number of three digits or more: no square of the board")]
    InvalidSquare {
        /// The move text.
        found: String,
    },
    /// More squares in one move than any capture can visit.
    #[error("`{found}` lists more than {max} squares, more than any capture visits")]
    TooManySquares {
        /// The move text.
        found: String,
        /// The capacity of a move token.
        max: usize,
    },
    /// `3228` written without a separator.
    #[error("`{found}` has no `-` or `x` between its squares")]
    MissingSeparator {
        /// The move text.
        found: String,
    },
    /// `01-07`: a square with a leading zero.
    #[error("`{found}` writes a square with a leading zero; read as {}", without_leading_zeros(.found))]
    LeadingZero {
        /// The move text.
        found: String,
    },
    /// `1- 6`: whitespace inside a move.
    #[error("`{found}` has a space inside; read as {}", without_spaces(.found))]
    SpaceInsideMove {
        /// The move text.
        found: String,
    },
    /// `32-28 !`: whitespace between the move and its strength sign.
    #[error("a space stands before the sign `{found}`; read as the sign of the move before it")]
    SpaceBeforeStrength {
        /// The strength sign.
        found: String,
    },
    /// `28:19`: a colon as capture separator.
    #[error("`{found}` writes a capture with `:`; read as {}", .found.replace(':', "x"))]
    ColonSeparator {
        /// The move text.
        found: String,
    },
    /// `32-28*`: the FMJD forced-move sign, which PDN 3.0 writes as `$7`.
    #[error("`*` after `{found}` is the forced-move sign, which PDN 3.0 writes `$7`; read as `$7`")]
    StarStrength {
        /// The move text.
        found: String,
    },
    /// `6.` followed by a result, a tag or nothing.
    #[error("a move number is followed by `{found}`, not by a move")]
    MoveNumberWithoutMove {
        /// What followed the number.
        found: String,
    },
    /// A White move without a move number in the main line.
    #[error("`{found}` has no move number before it; numbered as the next move")]
    MissingMoveNumber {
        /// The move text.
        found: String,
    },
    /// `-` standing for a move nobody recorded.
    #[error("`{found}` stands for a move nobody recorded")]
    UnknownMove {
        /// The sign.
        found: String,
    },
    /// A stray `.` or `}` between moves.
    #[error("a stray `{found}` between the moves; skipped")]
    StrayCharacter {
        /// The character.
        found: String,
    },
    /// `{ a { b } }`: PDN comments do not nest.
    #[error("a `{{` inside a comment: comments do not nest")]
    NestedComment,
    /// `$` with a number that does not fit.
    #[error("`{found}` is not a NAG (`$0` to `$65535`)")]
    InvalidNag {
        /// The NAG text.
        found: String,
    },
    /// A NAG or strength sign with no move before it in its line.
    #[error("`{found}` has no move before it to annotate")]
    DanglingAnnotation {
        /// The annotation.
        found: String,
    },
    /// A `/.../` setup that is not `/FEN "..."/`.
    #[error("`{found}` is not a setup (a setup is written `/FEN \"...\"/`)")]
    MalformedSetup {
        /// The setup text.
        found: String,
    },
    /// `½-½` or `0.5-0.5`: a draw PDN 3.0 does not list.
    #[error("the draw `{found}` is not written as PDN 3.0 writes results; read as a draw")]
    NonStandardResult {
        /// The result text.
        found: String,
    },
    /// A result none of the known forms match (Delft match scores `4-6`).
    #[error("`{found}` is no result (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *)")]
    UnrecognisedResult {
        /// The result text.
        found: String,
    },
    /// Text between the terminator and the end of the game.
    #[error("`{found}` follows the result; ignored")]
    TextAfterResult {
        /// The text ignored.
        found: String,
    },
    /// The movetext ends without a result or `*`.
    #[error("the moves are not ended by a result or `*` before {found}")]
    MissingTerminator {
        /// What came instead: the next game's tags or the end of the input.
        found: GameEnd,
    },
    /// `;` comments are not part of PDN 3.0.
    #[error("a `;` comment, which PDN 3.0 does not have (it writes `{{...}}` or a `%` line)")]
    SemicolonComment,
    /// The bytes are not UTF-8.
    #[error("the text is not UTF-8; read as Windows-1252")]
    Windows1252,
    /// The game exceeds the reader's size limit; the rest of it was skipped.
    #[error("the game is {size} bytes long, more than the limit of {limit}; the rest is skipped")]
    OverlongGame {
        /// The limit in bytes.
        limit: u64,
        /// The size of the whole game in bytes.
        size: u64,
    },
    /// The per-game diagnostic budget ran out.
    #[error("too many problems in this game; the rest are not reported")]
    TooManyDiagnostics,
    /// More variations in one game than the reader keeps; reading of the game stops here.
    #[error("more than {max} variations in the game; the rest of the game is skipped")]
    TooManyVariations {
        /// The limit.
        max: usize,
    },
    /// More tags in one game than the reader keeps; the tags after the limit are skipped.
    #[error("more than {max} tags in the game; the rest of the tags are skipped")]
    TooManyTags {
        /// The limit.
        max: usize,
    },
}

impl DiagnosticKind {
    /// The severity this kind gets under `strictness`.
    pub fn severity(&self, strictness: Strictness) -> DiagnosticSeverity {
        use DiagnosticKind as K;
        match self {
            K::Unexpected { .. }
            | K::UnterminatedComment
            | K::UnterminatedVariation
            | K::UnterminatedString
            | K::InvalidSquare { .. }
            | K::TooManySquares { .. }
            | K::InvalidNag { .. }
            | K::OverlongGame { .. }
            | K::TooManyVariations { .. }
            | K::TooManyTags { .. } => DiagnosticSeverity::Error,
            // PDN 3.0 allows these; the writer writes them otherwise.
            K::SpaceInsideMove { .. }
            | K::SpaceBeforeStrength { .. }
            | K::MissingMoveNumber { .. }
            | K::TooManyDiagnostics => DiagnosticSeverity::Warning,
            K::MalformedTag { .. }
            | K::MissingTagBracket { .. }
            | K::InvalidTagName { .. }
            | K::LiteralEscape { .. }
            | K::MissingSeparator { .. }
            | K::ColonSeparator { .. }
            | K::Windows1252
            | K::LeadingZero { .. }
            | K::StarStrength { .. }
            | K::MoveNumberWithoutMove { .. }
            | K::UnknownMove { .. }
            | K::StrayCharacter { .. }
            | K::NestedComment
            | K::DanglingAnnotation { .. }
            | K::MalformedSetup { .. }
            | K::NonStandardResult { .. }
            | K::UnrecognisedResult { .. }
            | K::TextAfterResult { .. }
            | K::MissingTerminator { .. }
            | K::SemicolonComment => match strictness {
                Strictness::Liberal => DiagnosticSeverity::Warning,
                Strictness::Pdn3 => DiagnosticSeverity::Error,
            },
        }
    }

    /// A stable name for the kind (the variant name), for reports and tests.
    pub fn name(&self) -> &'static str {
        use DiagnosticKind as K;
        match self {
            K::Unexpected { .. } => "Unexpected",
            K::UnterminatedComment => "UnterminatedComment",
            K::UnterminatedVariation => "UnterminatedVariation",
            K::UnterminatedString => "UnterminatedString",
            K::MalformedTag { .. } => "MalformedTag",
            K::MissingTagBracket { .. } => "MissingTagBracket",
            K::InvalidTagName { .. } => "InvalidTagName",
            K::LiteralEscape { .. } => "LiteralEscape",
            K::InvalidSquare { .. } => "InvalidSquare",
            K::TooManySquares { .. } => "TooManySquares",
            K::MissingSeparator { .. } => "MissingSeparator",
            K::LeadingZero { .. } => "LeadingZero",
            K::SpaceInsideMove { .. } => "SpaceInsideMove",
            K::SpaceBeforeStrength { .. } => "SpaceBeforeStrength",
            K::ColonSeparator { .. } => "ColonSeparator",
            K::StarStrength { .. } => "StarStrength",
            K::MoveNumberWithoutMove { .. } => "MoveNumberWithoutMove",
            K::MissingMoveNumber { .. } => "MissingMoveNumber",
            K::UnknownMove { .. } => "UnknownMove",
            K::StrayCharacter { .. } => "StrayCharacter",
            K::NestedComment => "NestedComment",
            K::InvalidNag { .. } => "InvalidNag",
            K::DanglingAnnotation { .. } => "DanglingAnnotation",
            K::MalformedSetup { .. } => "MalformedSetup",
            K::NonStandardResult { .. } => "NonStandardResult",
            K::UnrecognisedResult { .. } => "UnrecognisedResult",
            K::TextAfterResult { .. } => "TextAfterResult",
            K::MissingTerminator { .. } => "MissingTerminator",
            K::SemicolonComment => "SemicolonComment",
            K::Windows1252 => "Windows1252",
            K::OverlongGame { .. } => "OverlongGame",
            K::TooManyDiagnostics => "TooManyDiagnostics",
            K::TooManyVariations { .. } => "TooManyVariations",
            K::TooManyTags { .. } => "TooManyTags",
        }
    }
}

/// One problem, with its address: game index, line, column and byte offset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: DiagnosticSeverity,
    /// What the problem is.
    #[serde(serialize_with = "serialize_kind")]
    pub kind: DiagnosticKind,
    /// 1-based index of the game in the file.
    pub game: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column in characters.
    pub column: u32,
    /// Byte offset in the file.
    pub offset: u64,
}

fn serialize_kind<S: Serializer>(kind: &DiagnosticKind, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct;
    let mut st = s.serialize_struct("DiagnosticKind", 2)?;
    st.serialize_field("name", kind.name())?;
    st.serialize_field("message", &kind.to_string())?;
    st.end()
}

impl Diagnostic {
    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == DiagnosticSeverity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_game_line_column_and_what_was_found() {
        let d = Diagnostic {
            severity: DiagnosticSeverity::Error,
            kind: DiagnosticKind::Unexpected {
                expected: Expected::MoveOrResult,
                found: ")".into(),
            },
            game: 3,
            line: 12,
            column: 7,
            offset: 345,
        };
        assert_eq!(
            d.to_string(),
            "game 3, line 12, column 7: `)` stands where a move or a result should be; the game is read \
             up to here"
        );
    }

    #[test]
    fn what_the_reader_read_is_said() {
        assert_eq!(without_spaces("1- 6"), "1-6");
        assert_eq!(without_leading_zeros("05-10"), "5-10");
        assert_eq!(without_leading_zeros("01x23x00"), "1x23x0");
    }

    #[test]
    fn excerpts_are_short() {
        let long = "x".repeat(1000);
        assert_eq!(excerpt(&long).chars().count(), FOUND_MAX_CHARS + 1);
        assert_eq!(excerpt("abc"), "abc");
    }
}
