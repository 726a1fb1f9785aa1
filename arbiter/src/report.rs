//! The verdict on one game: the report type shared by the library, the CLI and the HTTP API.
//!
//! Its JSON form is a published interface (`docs/report.schema.json`, `docs/report.md`): other
//! federation software reads it. Every field is always present (`null` or `[]` when empty), names
//! are snake_case, and a new field or a new finding kind may be added but none is renamed.

use crate::finding::{Finding, Severity};
use crate::lang::Lang;
use crate::moves::Move;
pub use crate::outcome::{DrawClause, Outcome, OutcomeReason, OutcomeResult};
use crate::square::Color;
use pdn::{GameResult, MoveNumber, Ply};
use schemars::JsonSchema;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// Version of the report schema; bumped only for incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

/// The draw rules in force (RULES.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize, JsonSchema)]
pub enum Ruleset {
    /// FMJD rules with the 2024 long-diagonal exception to the 16-move rule (the default).
    #[default]
    #[serde(rename = "fmjd-2024")]
    Fmjd2024,
    /// FMJD rules of November 2015, without the long-diagonal exception.
    #[serde(rename = "fmjd-2015")]
    Fmjd2015,
}

impl Ruleset {
    /// The name used on the command line, in the API and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Fmjd2024 => "fmjd-2024",
            Ruleset::Fmjd2015 => "fmjd-2015",
        }
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Ruleset {
    type Err = String;

    fn from_str(s: &str) -> Result<Ruleset, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "fmjd-2024" | "2024" => Ok(Ruleset::Fmjd2024),
            "fmjd-2015" | "2015" => Ok(Ruleset::Fmjd2015),
            other => Err(format!(
                "unknown ruleset `{other}` (expected fmjd-2024 or fmjd-2015)"
            )),
        }
    }
}

/// The overall verdict on a game.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Every move legal, the result consistent with the board.
    Valid,
    /// Irregular moves were played (and stood under 5.7), nothing worse.
    Irregular,
    /// The record cannot be right: an impossible move, a bad FEN, a result the board contradicts,
    /// a Result tag that contradicts the movetext.
    Invalid,
    /// The reader could not read the whole game.
    Unparsable,
    /// Not international draughts (GameType other than 20): not checked.
    UnsupportedVariant,
}

impl Status {
    /// The name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Valid => "valid",
            Status::Irregular => "irregular",
            Status::Invalid => "invalid",
            Status::Unparsable => "unparsable",
            Status::UnsupportedVariant => "unsupported_variant",
        }
    }
}

/// The result written in the record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RecordedResult {
    /// As written (`2-0`, `1/2-1/2`, `4-6`).
    pub text: String,
    /// What it means.
    pub result: GameResult,
}

impl DrawCount {
    /// A count of `clause` from `started_ply` to `limit_ply`, and where it drew the game if it did.
    pub fn new(
        clause: DrawClause,
        started_ply: Ply,
        limit_ply: Ply,
        drawn_ply: Option<Ply>,
    ) -> DrawCount {
        DrawCount {
            clause,
            article: clause.article().to_string(),
            started_ply,
            limit_ply,
            drawn_ply,
        }
    }
}

/// A draw count of article 6: when it started and when it ran out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DrawCount {
    /// The clause.
    pub clause: DrawClause,
    /// The FMJD article.
    pub article: String,
    /// The ply whose position started the count (0: the start position).
    pub started_ply: Ply,
    /// The ply at which the count runs out if nothing changes (for 6.1: the third occurrence).
    pub limit_ply: Ply,
    /// The ply at which the game was drawn by this count, if it was.
    pub drawn_ply: Option<Ply>,
}

/// A move as carried out on the board (kept when moves are asked for, for diagrams).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PlayedMove {
    /// 1-based half-move.
    pub ply: Ply,
    /// Move number as players count it.
    pub move_number: MoveNumber,
    /// The mover.
    pub side: Color,
    /// As written.
    pub notation: String,
    /// As carried out, every landing square written.
    pub played: String,
    /// Start square.
    pub from: u8,
    /// End square.
    pub to: u8,
    /// Captured squares.
    pub captured: Vec<u8>,
    /// The position before the move (a setup may stand between two moves).
    pub fen_before: String,
}

/// Where the game is in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SourceLocation {
    /// 1-based line where the game starts.
    pub line: u32,
    /// Byte offset where the game starts.
    pub offset: u64,
}

/// The verdict on one game. It serialises as the report's JSON with its findings said in
/// English; [`GameReport::said`] says them in another language.
#[derive(Clone, Debug, PartialEq, Deserialize, JsonSchema)]
pub struct GameReport {
    /// 1-based position of the game in its file.
    pub index: usize,
    /// Where the game starts in its file.
    pub source: SourceLocation,
    /// The tags, in the order written (the first of repeated names).
    pub tags: Tags,
    /// The start position in FEN (the FEN tag, or the standard start).
    pub start_fen: Option<String>,
    /// Number of plies replayed.
    pub plies: u32,
    /// The verdict.
    pub status: Status,
    /// The draw rules applied.
    pub ruleset: Ruleset,
    /// What was found, in order of play.
    pub findings: Vec<Finding>,
    /// What the board decided.
    pub outcome: Outcome,
    /// The result the record gives: a known terminator, else a known Result tag, else what is
    /// written (an unrecognised result or `*`).
    pub recorded_result: Option<RecordedResult>,
    /// The draw counts that started, and which one drew the game.
    pub draw_counts: Vec<DrawCount>,
    /// The position where replay ended, in FEN.
    pub final_fen: Option<String>,
    /// The moves as carried out, when asked for ([`crate::RefereeOptions::include_moves`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<PlayedMove>>,
    /// With the moves: the main-line moves recorded after the replay stopped (an impossible
    /// move, moves after the end), as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unplayed_moves: Option<Vec<String>>,
    /// The moves carried out, as moves, when asked for ([`crate::RefereeOptions::keep_played`]);
    /// not part of the report's JSON.
    #[serde(skip)]
    #[schemars(skip)]
    pub played: Option<Vec<Move>>,
}

impl GameReport {
    /// The report as its JSON says it, its findings' sentences in `lang`.
    pub fn said(&self, lang: Lang) -> SaidReport<'_> {
        SaidReport {
            report: self,
            lang,
            bare: false,
        }
    }

    /// The report's JSON (in English) without its tags and its moves, replayed and not: what a
    /// store keeps beside the game's text, from which those are read again when shown.
    pub fn without_text(&self) -> SaidReport<'_> {
        SaidReport {
            report: self,
            lang: Lang::En,
            bare: true,
        }
    }

    /// A report with nothing in it yet.
    pub fn empty(index: usize) -> GameReport {
        GameReport {
            index,
            source: SourceLocation { line: 0, offset: 0 },
            tags: Tags::default(),
            start_fen: None,
            plies: 0,
            status: Status::Valid,
            ruleset: Ruleset::default(),
            findings: Vec::new(),
            outcome: Outcome {
                result: OutcomeResult::Undecided,
                reason: OutcomeReason::NotReplayed,
                ply: None,
            },
            recorded_result: None,
            draw_counts: Vec::new(),
            final_fen: None,
            moves: None,
            unplayed_moves: None,
            played: None,
        }
    }

    /// Whether any finding is an error.
    pub fn has_errors(&self) -> bool {
        self.findings.iter().any(|f| f.severity == Severity::Error)
    }

    /// A tag's value by name (case-insensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name)
    }
}

/// A report with the language its findings are said in: serialises as the report's JSON.
#[derive(Clone, Copy, Debug)]
pub struct SaidReport<'a> {
    report: &'a GameReport,
    lang: Lang,
    /// Without the tags and the moves ([`GameReport::without_text`]).
    bare: bool,
}

/// The tags of a report said without them.
static NO_TAGS: Tags = Tags {
    text: String::new(),
    ends: Vec::new(),
};

/// The findings of a report, each said in one language.
struct SaidFindings<'a>(&'a [Finding], Lang);

impl Serialize for SaidFindings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|f| f.said(self.1)))
    }
}

// The report's JSON in field order (schema version 1).
#[derive(Serialize)]
struct ReportJson<'a> {
    index: usize,
    source: &'a SourceLocation,
    tags: &'a Tags,
    start_fen: &'a Option<String>,
    plies: u32,
    status: Status,
    ruleset: Ruleset,
    findings: SaidFindings<'a>,
    outcome: &'a Outcome,
    recorded_result: &'a Option<RecordedResult>,
    draw_counts: &'a [DrawCount],
    final_fen: &'a Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<&'a Vec<PlayedMove>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unplayed_moves: Option<&'a Vec<String>>,
}

impl Serialize for SaidReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let r = self.report;
        let bare = self.bare;
        ReportJson {
            index: r.index,
            source: &r.source,
            tags: if bare { &NO_TAGS } else { &r.tags },
            start_fen: &r.start_fen,
            plies: r.plies,
            status: r.status,
            ruleset: r.ruleset,
            findings: SaidFindings(&r.findings, self.lang),
            outcome: &r.outcome,
            recorded_result: &r.recorded_result,
            draw_counts: &r.draw_counts,
            final_fen: &r.final_fen,
            moves: r.moves.as_ref().filter(|_| !bare),
            unplayed_moves: r.unplayed_moves.as_ref().filter(|_| !bare),
        }
        .serialize(serializer)
    }
}

/// In English; [`GameReport::said`] for another language.
impl Serialize for GameReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.said(Lang::En).serialize(serializer)
    }
}

/// Tag pairs in file order, serialised as a JSON object.
///
/// The names and values sit one after the other in one string, with where each ends: a game's
/// tags cost two allocations, not two a tag (a report is built for every game of an archive,
/// and its tags were a third of the checker's allocations).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Tags {
    /// Every name and value, in file order, back to back.
    text: String,
    /// For each tag, where its name ends and where its value ends in `text`.
    ends: Vec<(usize, usize)>,
}

impl Tags {
    /// Room for `tags` tag pairs of `bytes` bytes in all.
    pub fn with_capacity(tags: usize, bytes: usize) -> Self {
        Tags {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(tags),
        }
    }

    /// Adds a tag unless one of that name (case-insensitive) is already there.
    pub fn insert_first(&mut self, name: &str, value: &str) {
        if self.get(name).is_none() {
            self.push(name, value);
        }
    }

    /// Adds a tag at the end, whatever the names before it.
    fn push(&mut self, name: &str, value: &str) {
        self.text.push_str(name);
        let name_end = self.text.len();
        self.text.push_str(value);
        self.ends.push((name_end, self.text.len()));
    }

    /// The tag pairs, name and value, in file order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&(name_end, value_end)| {
            // The ends were taken at the char boundaries `push` wrote: both slices exist.
            let name = self.text.get(start..name_end).unwrap_or("");
            let value = self.text.get(name_end..value_end).unwrap_or("");
            start = value_end;
            (name, value)
        })
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// A value by name, case-insensitive.
    pub fn get(&self, name: &str) -> Option<&str> {
        // Called for every tag a report takes (to keep the first of a name): the names are
        // compared as bytes, the lengths first, and only the value found is sliced as text.
        let mut start = 0;
        for &(name_end, value_end) in &self.ends {
            let written = self.text.as_bytes().get(start..name_end).unwrap_or(&[]);
            if written.eq_ignore_ascii_case(name.as_bytes()) {
                return self.text.get(name_end..value_end);
            }
            start = value_end;
        }
        None
    }
}

impl fmt::Debug for Tags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl JsonSchema for Tags {
    fn schema_name() -> Cow<'static, str> {
        "Tags".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "The tag pairs of the game in file order, name to value (the first of repeated names).",
            "type": "object",
            "additionalProperties": { "type": "string" }
        })
    }
}

impl Serialize for Tags {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.len()))?;
        for (name, value) in self.iter() {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Tags {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tags, D::Error> {
        struct TagsVisitor;
        impl<'de> Visitor<'de> for TagsVisitor {
            type Value = Tags;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of tag names to values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Tags, A::Error> {
                let mut tags = Tags::default();
                while let Some((name, value)) = access.next_entry::<String, String>()? {
                    tags.push(&name, &value);
                }
                Ok(tags)
            }
        }
        deserializer.deserialize_map(TagsVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruleset_names() {
        assert_eq!(
            serde_json::to_string(&Ruleset::Fmjd2015).unwrap(),
            "\"fmjd-2015\""
        );
        assert_eq!("fmjd-2024".parse::<Ruleset>(), Ok(Ruleset::Fmjd2024));
        assert!("fmjd-1999".parse::<Ruleset>().is_err());
    }

    #[test]
    fn tags_keep_file_order() {
        let mut tags = Tags::default();
        tags.insert_first("White", "A");
        tags.insert_first("Black", "B");
        tags.insert_first("white", "C");
        let json = serde_json::to_string(&tags).unwrap();
        assert_eq!(json, r#"{"White":"A","Black":"B"}"#);
        let back: Tags = serde_json::from_str(&json).unwrap();
        assert_eq!(back, tags);
    }
}
