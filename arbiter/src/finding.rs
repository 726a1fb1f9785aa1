//! A finding: one thing the arbiter found in a game, kept as data (its kind, where, the move
//! as written and as carried out, the moves required, the articles, and what its sentence
//! says as a [`Detail`]). Its words are said only at output, in the reader's language
//! ([`Finding::message`], [`crate::GameReport::said`]).
//!
//! Its JSON form is the report's (`docs/report.schema.json`): the fields of schema version 1,
//! `message` said in the report's language, and the data the words are made of (`detail`,
//! `played_move`, `required_moves`), added so a report read back is said again in any
//! language without refereeing the game a second time.

use crate::article::Article;
use crate::detail::Detail;
use crate::fen::parse_fen;
use crate::lang::Lang;
use crate::moves::Move;
use crate::square::{Color, Square};
use pdn::{MoveNumber, Ply};
use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// How serious a finding is.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// For the record (a setup, a notation habit).
    Info,
    /// Worth a look, but the record stands (an ambiguous notation, an unrecognised result).
    Warning,
    /// The record breaks the rules or contradicts itself.
    Error,
}

/// One kind of finding per variant (RULES.md section 4 and the result checks).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
// docs/report.md promises that kinds may be added: a match outside this crate keeps a `_` arm.
#[non_exhaustive]
pub enum FindingKind {
    /// A non-capturing move while a capture was available (4.2/4.3, 5.4.6).
    MissedCapture,
    /// A capture that takes fewer pieces than the maximum available (4.13, 5.4.8).
    NotMaximumCapture,
    /// A man moved like a king (3.4, 3.5, 4.15, 5.4.2).
    PrematureKingMove,
    /// Any other move that is not legal but can be carried out (5.4.2).
    IllegalMove,
    /// The written move cannot be carried out; replay stops (5.4.2/5.4.5).
    ImpossibleMove,
    /// The notation fits several legal moves that take different pieces (PDN 3.0).
    AmbiguousNotation,
    /// Moves recorded after the game had ended (6, 7.2). A warning: the game's end stands and the
    /// result is checked against it; the extra moves are not replayed.
    MovesAfterGameEnd,
    /// The recorded result contradicts the board.
    ResultMismatch,
    /// The Result tag and the movetext's terminator disagree.
    ResultTagMismatch,
    /// A result that is not one of the known forms.
    UnrecognisedResult,
    /// Neither a terminator nor a Result tag.
    MissingResult,
    /// The start position (FEN tag or setup) is not a position.
    BadFen,
    /// Not international draughts.
    UnsupportedVariant,
    /// The reader found an error in the text of the game.
    ParseError,
    /// The reader accepted something irregular in the text (encoding, layout).
    ParseWarning,
    /// A `/FEN/` setup in the movetext: the game continues from that position.
    Setup,
    /// A move written in a form PDN 3.0 does not use (a capture with `-`, captured squares
    /// instead of landing squares), understood all the same.
    NonstandardNotation,
}

impl FindingKind {
    /// The name used in reports (`missed_capture`, ...).
    pub fn name(self) -> &'static str {
        use FindingKind as K;
        match self {
            K::MissedCapture => "missed_capture",
            K::NotMaximumCapture => "not_maximum_capture",
            K::PrematureKingMove => "premature_king_move",
            K::IllegalMove => "illegal_move",
            K::ImpossibleMove => "impossible_move",
            K::AmbiguousNotation => "ambiguous_notation",
            K::MovesAfterGameEnd => "moves_after_game_end",
            K::ResultMismatch => "result_mismatch",
            K::ResultTagMismatch => "result_tag_mismatch",
            K::UnrecognisedResult => "unrecognised_result",
            K::MissingResult => "missing_result",
            K::BadFen => "bad_fen",
            K::UnsupportedVariant => "unsupported_variant",
            K::ParseError => "parse_error",
            K::ParseWarning => "parse_warning",
            K::Setup => "setup",
            K::NonstandardNotation => "nonstandard_notation",
        }
    }

    /// A finding kind in plain words (`Not the largest capture`), never its code.
    pub fn label(self) -> &'static str {
        use FindingKind as K;
        match self {
            K::MissedCapture => "Missed capture",
            K::NotMaximumCapture => "Not the largest capture",
            K::PrematureKingMove => "Man moved like a king",
            K::IllegalMove => "Illegal move",
            K::ImpossibleMove => "Impossible move",
            K::AmbiguousNotation => "Ambiguous notation",
            K::MovesAfterGameEnd => "Moves after the end",
            K::ResultMismatch => "Result contradicts the board",
            K::ResultTagMismatch => "Result tag disagrees",
            K::UnrecognisedResult => "Unrecognised result",
            K::MissingResult => "Missing result",
            K::BadFen => "Bad setup",
            K::UnsupportedVariant => "Other variant",
            K::ParseError => "Unreadable text",
            K::ParseWarning => "Unusual text",
            K::Setup => "Setup",
            K::NonstandardNotation => "Non-standard notation",
        }
    }

    /// Every kind, in report order.
    pub const ALL: [FindingKind; 17] = [
        FindingKind::MissedCapture,
        FindingKind::NotMaximumCapture,
        FindingKind::PrematureKingMove,
        FindingKind::IllegalMove,
        FindingKind::ImpossibleMove,
        FindingKind::AmbiguousNotation,
        FindingKind::MovesAfterGameEnd,
        FindingKind::ResultMismatch,
        FindingKind::ResultTagMismatch,
        FindingKind::UnrecognisedResult,
        FindingKind::MissingResult,
        FindingKind::BadFen,
        FindingKind::UnsupportedVariant,
        FindingKind::ParseError,
        FindingKind::ParseWarning,
        FindingKind::Setup,
        FindingKind::NonstandardNotation,
    ];

    /// The severity every finding of this kind has.
    pub fn severity(self) -> Severity {
        use FindingKind as K;
        match self {
            K::MissedCapture
            | K::NotMaximumCapture
            | K::PrematureKingMove
            | K::IllegalMove
            | K::ImpossibleMove
            | K::ResultMismatch
            | K::ResultTagMismatch
            | K::BadFen
            | K::ParseError => Severity::Error,
            K::AmbiguousNotation
            | K::MovesAfterGameEnd
            | K::UnrecognisedResult
            | K::MissingResult
            | K::ParseWarning => Severity::Warning,
            K::UnsupportedVariant | K::Setup | K::NonstandardNotation => Severity::Info,
        }
    }

    /// Whether the kind is an irregular move that stood (5.7): it makes a game `irregular`,
    /// where the other errors make it `invalid`.
    pub fn is_irregular_move(self) -> bool {
        matches!(
            self,
            FindingKind::MissedCapture
                | FindingKind::NotMaximumCapture
                | FindingKind::PrematureKingMove
                | FindingKind::IllegalMove
        )
    }
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One thing the arbiter found in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// What was found.
    pub kind: FindingKind,
    /// How serious it is.
    pub severity: Severity,
    /// 1-based half-move from the start position where it applies.
    pub ply: Option<Ply>,
    /// The move number as players count it.
    pub move_number: Option<MoveNumber>,
    /// The player whose move it is.
    pub side: Option<Color>,
    /// The move (or result) as written in the record.
    pub notation: Option<String>,
    /// What its sentence says, as data ([`Finding::message`] says it).
    pub detail: Detail,
    /// The FMJD articles that apply (4.13 and 5.4.8 for a capture of too few pieces).
    pub articles: Vec<Article>,
    /// The position before the move, in FEN.
    pub fen_before: Option<String>,
    /// The move as carried out on the board.
    pub played: Option<Move>,
    /// The legal moves the player had to choose from instead (for an ambiguous notation: the
    /// moves it fits).
    pub required: Vec<Move>,
    /// 1-based line of the move in the file.
    pub line: Option<u32>,
    /// 1-based column of the move in the file.
    pub column: Option<u32>,
}

impl Finding {
    /// The finding as its JSON says it, its sentence in `lang`.
    pub fn said(&self, lang: Lang) -> SaidFinding<'_> {
        SaidFinding {
            finding: self,
            lang,
        }
    }

    fn record(&self, lang: Lang) -> FindingJson<'_> {
        FindingJson {
            kind: self.kind,
            severity: self.severity,
            ply: self.ply,
            move_number: self.move_number,
            side: self.side,
            notation: self.notation.as_deref().map(Cow::Borrowed),
            message: Cow::Owned(self.message(lang)),
            articles: Cow::Borrowed(&self.articles),
            fen_before: self.fen_before.as_deref().map(Cow::Borrowed),
            played: self.played.as_ref().map(Move::full_notation),
            required: self.required.iter().map(Move::full_notation).collect(),
            line: self.line,
            column: self.column,
            detail: Some(Cow::Borrowed(&self.detail)),
            played_move: self.played.as_ref().map(MoveSquares::of),
            required_moves: self.required.iter().map(MoveSquares::of).collect(),
        }
    }
}

/// A finding with the language its sentence is said in: serialises as the report's JSON.
#[derive(Clone, Copy, Debug)]
pub struct SaidFinding<'a> {
    finding: &'a Finding,
    lang: Lang,
}

impl Serialize for SaidFinding<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.finding.record(self.lang).serialize(serializer)
    }
}

/// In English; [`Finding::said`] for another language.
impl Serialize for Finding {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.said(Lang::En).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Finding {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Finding, D::Error> {
        FindingJson::deserialize(deserializer)?
            .into_finding()
            .map_err(serde::de::Error::custom)
    }
}

impl JsonSchema for Finding {
    fn schema_name() -> Cow<'static, str> {
        "Finding".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        FindingJson::json_schema(generator)
    }
}

/// A move as squares: every square the piece stands on from start to end, and the squares of
/// the pieces it takes (for diagrams: the page draws these, it never reads notation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MoveSquares {
    /// The start square, then every landing square in order.
    pub path: Vec<u8>,
    /// The squares of the pieces taken, in ascending order.
    pub captured: Vec<u8>,
}

impl MoveSquares {
    /// The squares of `mv`.
    pub fn of(mv: &Move) -> MoveSquares {
        let mut path = Vec::with_capacity(mv.landing().len() + 1);
        path.push(mv.from().number());
        path.extend(mv.landing().map(Square::number));
        MoveSquares {
            path,
            captured: mv.captured().iter().map(Square::number).collect(),
        }
    }

    /// The move these squares describe, if they are squares of the board and a move.
    pub fn to_move(&self) -> Option<Move> {
        let (&from, landing) = self.path.split_first()?;
        let from = Square::new(from)?;
        let landing = landing
            .iter()
            .map(|&n| Square::new(n))
            .collect::<Option<Vec<Square>>>()?;
        if self.captured.is_empty() {
            let [to] = landing[..] else {
                return None;
            };
            Some(Move::quiet(from, to))
        } else {
            let captured = self
                .captured
                .iter()
                .map(|&n| Square::new(n))
                .collect::<Option<crate::Bitboard>>()?;
            Move::capture(from, &landing, captured)
        }
    }
}

// The finding as the report's JSON writes it (schema version 1, in field order) and reads it
// back. Its doc comment is the schema's description.
#[derive(Serialize, Deserialize, JsonSchema)]
#[schemars(rename = "Finding")]
/// One thing the arbiter found in a game.
struct FindingJson<'a> {
    /// What was found.
    kind: FindingKind,
    /// How serious it is.
    severity: Severity,
    /// 1-based half-move from the start position where it applies.
    ply: Option<Ply>,
    /// The move number as players count it.
    move_number: Option<MoveNumber>,
    /// The player whose move it is.
    side: Option<Color>,
    /// The move (or result) as written in the record.
    #[serde(borrow)]
    notation: Option<Cow<'a, str>>,
    /// A sentence a person can act on, in the report's language.
    #[serde(borrow)]
    message: Cow<'a, str>,
    /// The FMJD articles that apply (`["4.13", "5.4.8"]`).
    articles: Cow<'a, [Article]>,
    /// The position before the move, in FEN.
    #[serde(borrow)]
    fen_before: Option<Cow<'a, str>>,
    /// The move as carried out on the board, every landing square written (`32x23x12`).
    played: Option<String>,
    /// The legal moves the player had to choose from instead, in full notation.
    required: Vec<String>,
    /// 1-based line of the move in the file.
    line: Option<u32>,
    /// 1-based column of the move in the file.
    column: Option<u32>,
    /// What the sentence says, as data (absent from reports written before it was added).
    #[serde(default)]
    detail: Option<Cow<'a, Detail>>,
    /// `played` as squares.
    #[serde(default)]
    played_move: Option<MoveSquares>,
    /// `required` as squares.
    #[serde(default)]
    required_moves: Vec<MoveSquares>,
}

impl FindingJson<'_> {
    /// The finding this JSON describes. A report written before findings were kept as data
    /// (no `detail`, moves only as notation) keeps its sentence as said then, and its moves
    /// are found again on the board before them.
    fn into_finding(self) -> Result<Finding, String> {
        let position = self.fen_before.as_deref().and_then(|f| parse_fen(f).ok());
        let played = match (self.played_move, &self.played) {
            (Some(squares), _) => Some(squares.to_move().ok_or("`played_move` is no move")?),
            (None, Some(text)) => Some(legacy_move(position.as_ref(), text)?),
            (None, None) => None,
        };
        // Written with the data (`detail`), the moves are in `required_moves`; before it, in
        // `required` alone.
        let required = if self.detail.is_some() {
            self.required_moves
                .iter()
                .map(|s| s.to_move().ok_or("`required_moves` holds no move"))
                .collect::<Result<Vec<Move>, _>>()?
        } else {
            self.required
                .iter()
                .map(|text| legacy_move(position.as_ref(), text))
                .collect::<Result<Vec<Move>, _>>()?
        };
        let detail = match self.detail {
            Some(detail) => detail.into_owned(),
            None => Detail::Said {
                message: self.message.into_owned(),
            },
        };
        Ok(Finding {
            kind: self.kind,
            severity: self.severity,
            ply: self.ply,
            move_number: self.move_number,
            side: self.side,
            notation: self.notation.map(Cow::into_owned),
            detail,
            articles: self.articles.into_owned(),
            fen_before: self.fen_before.map(Cow::into_owned),
            played,
            required,
            line: self.line,
            column: self.column,
        })
    }
}

/// A move a report of schema version 1 gives only as notation (`32x23x12`), found on the
/// board it was played on; without that board, its squares as written.
fn legacy_move(position: Option<&crate::Position>, text: &str) -> Result<Move, String> {
    let squares: Vec<u8> = text
        .split(['-', 'x'])
        .map(|n| n.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("`{text}` is no move"))?;
    if let Some(mv) = position.and_then(|p| crate::resolve::carried_out(p, &squares)) {
        return Ok(mv);
    }
    let squares: Vec<Square> = squares
        .iter()
        .map(|&n| Square::new(n))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("`{text}` is no move"))?;
    match squares[..] {
        [from, to] if !text.contains('x') => Ok(Move::quiet(from, to)),
        [from, ref landing @ ..] if !landing.is_empty() => {
            Move::capture(from, landing, crate::Bitboard::EMPTY)
                .ok_or_else(|| format!("`{text}` is no move"))
        }
        _ => Err(format!("`{text}` is no move")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_names_match_serde() {
        for kind in FindingKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
        }
    }
}
