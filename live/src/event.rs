//! What a live round tells as it grows: each event about one game at one ply, as data, said in
//! the reader's language at output ([`Event::said`]).

use crate::key::GameKey;
use arbiter::{DrawClause, Finding, Lang, Severity};
use serde_json::{Value, json};

/// One thing that happened on a board, at a ply.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// Its number in the round, from 1, in the order told.
    pub id: u64,
    /// The game.
    pub game: GameKey,
    /// The ply it is about (0: before the first move).
    pub ply: u32,
    /// What happened.
    pub what: What,
}

/// What happened.
#[derive(Clone, Debug, PartialEq)]
pub enum What {
    /// A game appeared in the round.
    Game,
    /// A move was played.
    Move {
        /// As written.
        notation: String,
    },
    /// The referee found something.
    Finding(Box<Finding>),
    /// A position occurred for the second time (6.1): its next occurrence draws the game.
    Repetition {
        /// The plies of its earlier occurrences, earliest first.
        earlier: Vec<u32>,
    },
    /// The game is drawn by rule: the clocks must stop.
    Draw(DrawClause),
    /// A draw count is about to run out.
    Count {
        /// The clause counting.
        clause: DrawClause,
        /// Moves each player has left before it runs out.
        moves_left: u32,
        /// The ply it runs out at.
        limit_ply: u32,
    },
    /// A result was entered.
    Result {
        /// As written.
        result: String,
        /// The board contradicts it.
        contradicted: bool,
    },
    /// The game is not in the round's new version: its board is kept as it was.
    Removed,
    /// A game that was not in the last versions is in the file again: matched to its board,
    /// its replay goes on.
    Returned,
    /// Earlier moves of the game changed: it was replayed from the start.
    Rewritten {
        /// Plies the two versions have in common.
        kept_plies: u32,
    },
}

impl What {
    /// The event's type as the API names it.
    pub fn name(&self) -> &'static str {
        match self {
            What::Game => "game",
            What::Move { .. } => "move",
            What::Finding(_) => "finding",
            What::Repetition { .. } => "repetition",
            What::Draw(_) => "draw",
            What::Count { .. } => "count",
            What::Result { .. } => "result",
            What::Rewritten { .. } => "rewritten",
            What::Removed => "removed",
            What::Returned => "returned",
        }
    }
}

impl Event {
    /// Whether the arbiter must be called to the board at once (a bell): an error found, a draw
    /// by rule, a result the board contradicts.
    pub fn is_alarm(&self) -> bool {
        match &self.what {
            What::Finding(finding) => finding.severity == Severity::Error,
            What::Draw(_) => true,
            What::Result { contradicted, .. } => *contradicted,
            _ => false,
        }
    }

    /// Whether it is an alert for the arbiter (anything but a game added or a move).
    pub fn is_alert(&self) -> bool {
        !matches!(self.what, What::Game | What::Move { .. })
    }

    /// The event's JSON, its words in `lang`: `id`, `type`, `white`, `black`, `round`, `ply`,
    /// what its type has, and `message`, one line saying it.
    pub fn said(&self, lang: Lang) -> Value {
        let mut value = json!({
            "id": self.id,
            "type": self.what.name(),
            "white": self.game.white,
            "black": self.game.black,
            "round": self.game.round,
            "ply": self.ply,
        });
        if self.game.repeat > 0 {
            value["repeat"] = json!(self.game.repeat);
        }
        let extra = match &self.what {
            What::Game | What::Removed | What::Returned => json!({}),
            What::Move { notation } => json!({"notation": notation}),
            What::Finding(finding) => json!({
                "kind": finding.kind.name(),
                "severity": finding.severity,
                "notation": finding.notation,
                "articles": finding.articles,
            }),
            What::Repetition { earlier } => json!({
                "earlier": earlier,
                "article": DrawClause::ThreefoldRepetition.article(),
            }),
            What::Draw(clause) => json!({"clause": clause, "article": clause.article()}),
            What::Count {
                clause,
                moves_left,
                limit_ply,
            } => json!({
                "clause": clause,
                "article": clause.article(),
                "moves_left": moves_left,
                "limit_ply": limit_ply,
            }),
            What::Result {
                result,
                contradicted,
            } => json!({"result": result, "contradicted": contradicted}),
            What::Rewritten { kept_plies } => json!({"kept_plies": kept_plies}),
        };
        if let (Value::Object(to), Value::Object(from)) = (&mut value, extra) {
            to.extend(from);
        }
        value["message"] = json!(self.message(lang));
        value
    }

    /// One line saying the event in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let clause_words = |clause: &DrawClause| {
            words::words_of(lang, &format!("page-reason-{}", clause_name(*clause)))
        };
        match &self.what {
            What::Game => words::say!(lang, "live-game"),
            What::Move { notation, .. } => {
                words::say!(lang, "live-move", notation = notation.as_str())
            }
            What::Finding(finding) => finding.message(lang),
            What::Repetition { earlier } => {
                let plies: Vec<String> = earlier.iter().map(u32::to_string).collect();
                words::say!(
                    lang,
                    "live-repetition",
                    earlier = plies.join(", "),
                    article = DrawClause::ThreefoldRepetition.article()
                )
            }
            What::Draw(clause) => words::say!(
                lang,
                "live-draw",
                rule = clause_words(clause),
                article = clause.article()
            ),
            What::Count {
                clause, moves_left, ..
            } => words::say!(
                lang,
                "live-count",
                rule = clause_words(clause),
                moves = *moves_left
            ),
            What::Result {
                result,
                contradicted: false,
            } => words::say!(lang, "live-result", result = result.as_str()),
            What::Result {
                result,
                contradicted: true,
            } => words::say!(lang, "live-result-contradicted", result = result.as_str()),
            What::Rewritten { kept_plies } => {
                words::say!(lang, "live-rewritten", plies = *kept_plies)
            }
            What::Removed => words::say!(lang, "live-removed"),
            What::Returned => words::say!(lang, "live-returned"),
        }
    }
}

/// The clause's name in reports (`threefold_repetition`, ...).
pub fn clause_name(clause: DrawClause) -> &'static str {
    match clause {
        DrawClause::ThreefoldRepetition => "threefold_repetition",
        DrawClause::TwentyFiveMoveRule => "twenty_five_move_rule",
        DrawClause::SixteenMoveRule => "sixteen_move_rule",
        DrawClause::LongDiagonalRule => "long_diagonal_rule",
        DrawClause::FiveMoveRule => "five_move_rule",
    }
}
