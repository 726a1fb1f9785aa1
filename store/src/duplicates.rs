//! The same game twice: two records with the same start position and the same moves, as
//! carried out on the board (so `32x23` and `32x23x12` written for one capture are one move).
//! Copies are found across the archive by a 64-bit key of the two, and copies that disagree on
//! the result, the players or the date are told apart from plain copies.
//!
//! Games shorter than [`MIN_PLIES`] get no key: two short games that follow one opening are
//! not the same game, and flagging every 10-move draw of a popular line would bury the real
//! copies.

use crate::names::name_key;
use arbiter::GameReport;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Arc;
use utoipa::ToSchema;

/// Fewest plies for a game to be compared with others (20 plies: 10 moves each).
pub const MIN_PLIES: usize = 20;

/// The key of a game's start position and moves, when it is long enough to compare; the
/// report must have its moves, as moves ([`arbiter::RefereeOptions::keep_played`]) or as
/// written out ([`arbiter::RefereeOptions::include_moves`]): both give one key.
pub fn game_key(report: &GameReport) -> Option<i64> {
    let mut hasher = Sha256::new();
    hasher.update(report.start_fen.as_deref().unwrap_or("").as_bytes());
    if let Some(played) = report.played.as_ref() {
        if played.len() < MIN_PLIES {
            return None;
        }
        // The same bytes as the moves written out: " 32-28 19-23 ...", hashed a buffer at a
        // time: an import makes a key on every game of an archive (issue 31).
        let mut buf = NotationBuffer::default();
        for mv in played {
            buf.push_move(mv, &mut hasher);
        }
        buf.flush(&mut hasher);
    } else {
        let moves = report.moves.as_ref()?;
        if moves.len() < MIN_PLIES {
            return None;
        }
        for m in moves {
            hasher.update(b" ");
            hasher.update(m.played.as_bytes());
        }
    }
    let digest = hasher.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    Some(i64::from_be_bytes(first))
}

/// The moves written out in full notation, in a buffer on the stack that is hashed whenever
/// the next move might not fit.
struct NotationBuffer {
    bytes: [u8; NOTATION_BUFFER_BYTES],
    len: usize,
}

/// The buffer's size: many moves, and always room for a space and the longest move after a
/// flush.
const NOTATION_BUFFER_BYTES: usize = 1024;
const _: () = assert!(NOTATION_BUFFER_BYTES > 1 + arbiter::MAX_NOTATION_BYTES);

impl Default for NotationBuffer {
    fn default() -> Self {
        NotationBuffer {
            bytes: [0; NOTATION_BUFFER_BYTES],
            len: 0,
        }
    }
}

impl NotationBuffer {
    /// Appends " 32-28" (or " 26x37x28"), hashing the buffer first when it might not fit.
    fn push_move(&mut self, mv: &arbiter::Move, hasher: &mut Sha256) {
        if self.len + 1 + arbiter::MAX_NOTATION_BYTES > self.bytes.len() {
            self.flush(hasher);
        }
        self.bytes[self.len] = b' ';
        self.len += 1;
        // Written in place: after the flush above there is room (NOTATION_BUFFER_BYTES).
        if let Some(room) = self.bytes[self.len..].first_chunk_mut() {
            self.len += mv.write_full_notation_bytes(room);
        }
    }

    fn flush(&mut self, hasher: &mut Sha256) {
        hasher.update(&self.bytes[..self.len]);
        self.len = 0;
    }
}

/// What copies of one game can disagree on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Disagreement {
    /// Another recorded result.
    Result,
    /// Other players (names compared as in search: case, accents and order folded).
    Players,
    /// Another date.
    Date,
}

/// What a copy says about itself, for comparing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyFacts {
    /// The recorded result as written.
    pub result: Option<String>,
    /// The White tag.
    pub white: Option<String>,
    /// The Black tag.
    pub black: Option<String>,
    /// The Date tag.
    pub date: Option<String>,
}

/// How the copies of one game disagree (empty: they agree).
pub fn disagreements(copies: &[CopyFacts]) -> Vec<Disagreement> {
    let mut found = Vec::new();
    let Some((first, rest)) = copies.split_first() else {
        return found;
    };
    let result = |c: &CopyFacts| c.result.as_deref().map(str::trim).map(str::to_string);
    let players = |c: &CopyFacts| {
        (
            c.white.as_deref().map(name_key),
            c.black.as_deref().map(name_key),
        )
    };
    let date = |c: &CopyFacts| c.date.as_deref().map(str::trim).map(str::to_string);
    if rest.iter().any(|c| result(c) != result(first)) {
        found.push(Disagreement::Result);
    }
    if rest.iter().any(|c| players(c) != players(first)) {
        found.push(Disagreement::Players);
    }
    if rest.iter().any(|c| date(c) != date(first)) {
        found.push(Disagreement::Date);
    }
    found
}

/// One copy found in files on disk (`check --duplicates`).
#[derive(Clone, Debug, Serialize)]
pub struct FoundCopy {
    /// The file (or `archive.zip:entry.pdn`).
    #[serde(serialize_with = "as_str")]
    pub file: Arc<str>,
    /// 1-based position of the game in it.
    pub index: usize,
    /// What the copy says about itself.
    #[serde(flatten)]
    pub facts: FoundFacts,
}

fn as_str<S: serde::Serializer>(file: &Arc<str>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(file)
}

/// The tags compared between copies.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FoundFacts {
    /// The White tag.
    pub white: Option<String>,
    /// The Black tag.
    pub black: Option<String>,
    /// The Date tag.
    pub date: Option<String>,
    /// The recorded result.
    pub result: Option<String>,
}

impl FoundFacts {
    fn of(report: &GameReport) -> FoundFacts {
        let tag = |name: &str| report.tag(name).map(str::to_string);
        FoundFacts {
            white: tag("White"),
            black: tag("Black"),
            date: tag("Date"),
            result: report.recorded_result.as_ref().map(|r| r.text.clone()),
        }
    }

    fn copy_facts(&self) -> CopyFacts {
        CopyFacts {
            result: self.result.clone(),
            white: self.white.clone(),
            black: self.black.clone(),
            date: self.date.clone(),
        }
    }
}

/// The copies of one game found on disk.
#[derive(Clone, Debug, Serialize)]
pub struct CopyGroup {
    /// What they disagree on (empty: plain copies).
    pub disagreements: Vec<Disagreement>,
    /// The copies, in input order.
    pub copies: Vec<FoundCopy>,
}

/// Collects the games of a batch by key and gives the groups of copies at the end. It keeps
/// a few tags of every game long enough to compare (about a hundred bytes each).
#[derive(Debug, Default)]
pub struct CopyFinder {
    seen: HashMap<i64, Vec<FoundCopy>>,
    order: Vec<i64>,
}

impl CopyFinder {
    /// Looks at one game (its report must have its moves).
    pub fn see(&mut self, file: &Arc<str>, report: &GameReport) {
        let Some(key) = game_key(report) else {
            return;
        };
        let copies = self.seen.entry(key).or_default();
        if copies.is_empty() {
            self.order.push(key);
        }
        copies.push(FoundCopy {
            file: file.clone(),
            index: report.index,
            facts: FoundFacts::of(report),
        });
    }

    /// The games seen more than once, in the order their first copy came.
    pub fn groups(mut self) -> Vec<CopyGroup> {
        let mut groups = Vec::new();
        for key in self.order {
            let Some(copies) = self.seen.remove(&key) else {
                continue;
            };
            if copies.len() < 2 {
                continue;
            }
            let facts: Vec<CopyFacts> = copies.iter().map(|c| c.facts.copy_facts()).collect();
            groups.push(CopyGroup {
                disagreements: disagreements(&facts),
                copies,
            });
        }
        groups
    }
}

/// The groups for people: one paragraph per game stored more than once.
pub fn copies_text(groups: &[CopyGroup]) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let disagreeing = groups
        .iter()
        .filter(|g| !g.disagreements.is_empty())
        .count();
    let _ = writeln!(
        out,
        "\ncopies: {} appearing more than once ({disagreeing} with copies that disagree)",
        match groups.len() {
            1 => "1 game".to_string(),
            n => format!("{n} games"),
        }
    );
    for group in groups {
        let what = if group.disagreements.is_empty() {
            "the same game".to_string()
        } else {
            let names: Vec<&str> = group
                .disagreements
                .iter()
                .map(|d| match d {
                    Disagreement::Result => "result",
                    Disagreement::Players => "players",
                    Disagreement::Date => "date",
                })
                .collect();
            format!("the same moves, other {}", names.join(", "))
        };
        let _ = writeln!(out, "  {} copies, {what}:", group.copies.len());
        for copy in &group.copies {
            let f = &copy.facts;
            let _ = writeln!(
                out,
                "    {} #{} {} - {}, {}, {}",
                copy.file,
                copy.index,
                f.white.as_deref().unwrap_or("?"),
                f.black.as_deref().unwrap_or("?"),
                f.date.as_deref().unwrap_or("no date"),
                f.result.as_deref().unwrap_or("no result"),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(result: &str, white: &str, date: &str) -> CopyFacts {
        CopyFacts {
            result: Some(result.into()),
            white: Some(white.into()),
            black: Some("Black".into()),
            date: Some(date.into()),
        }
    }

    #[test]
    fn copies_that_agree_and_disagree() {
        let a = facts("2-0", "Baliakin, Alexander", "2003.05.01");
        let b = facts("2-0", "alexander BALIAKIN", "2003.05.01");
        assert!(disagreements(&[a.clone(), b]).is_empty());
        let c = facts("1-1", "Someone Else", "2003.05.02");
        assert_eq!(
            disagreements(&[a, c]),
            [
                Disagreement::Result,
                Disagreement::Players,
                Disagreement::Date
            ]
        );
    }

    fn report_of(text: &str, include_moves: bool) -> GameReport {
        let games = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        let options = arbiter::RefereeOptions {
            include_moves,
            ..arbiter::RefereeOptions::default()
        };
        arbiter::referee(&games[0].parse(), &options)
    }

    #[test]
    fn the_key_needs_moves_and_length() {
        // 8 plies: too short to compare.
        let short =
            std::str::from_utf8(include_bytes!("../../fixtures/http/one-game.pdn")).unwrap();
        assert_eq!(game_key(&report_of(short, true)), None);
        let long = "1. 32-28 18-23 2. 33-29 23x32 3. 37x28 17-21 4. 28-22 20-25 5. 22-18 13x22 \
                    6. 42-37 21-26 7. 37-32 26x28 8. 47-42 15-20 9. 41-37 9-13 10. 38-32 28-33 \
                    11. 39x17 11x22 12. 46-41 6-11 *";
        let key = game_key(&report_of(long, true)).expect("long enough");
        // The same moves with tags, another result and the capture written another way.
        let tagged = format!(
            "[White \"A\"]\n[Black \"B\"]\n\n{}",
            long.replace("39x17", "39x28x17")
        )
        .replace(" *", " 1-1");
        assert_eq!(game_key(&report_of(&tagged, true)), Some(key));
        // One move changed: another game.
        assert_ne!(
            game_key(&report_of(&long.replace("6-11 *", "4-10 *"), true)),
            Some(key)
        );
        // Without the moves in the report there is nothing to compare.
        assert_eq!(game_key(&report_of(long, false)), None);
    }

    /// The key is stored (`games.copy_key`): games imported by one version and by the next
    /// must keep meeting, so its value for a known game is pinned, from the moves kept as moves
    /// and written out alike.
    #[test]
    fn the_key_of_a_known_game_does_not_change_between_versions() {
        // SHA-256 of the start FEN and " 32-28 18-23 ... 26x37x28 ... 6-11", first 8 bytes.
        const PINNED: i64 = 5_092_554_024_047_168_729;
        let long = "1. 32-28 18-23 2. 33-29 23x32 3. 37x28 17-21 4. 28-22 20-25 5. 22-18 13x22 \
                    6. 42-37 21-26 7. 37-32 26x28 8. 47-42 15-20 9. 41-37 9-13 10. 38-32 28-33 \
                    11. 39x28x17 11x22 12. 46-41 6-11 *";
        let games = pdn::read_all(long.as_bytes(), &pdn::ReadOptions::default());
        let played = arbiter::RefereeOptions {
            keep_played: true,
            ..arbiter::RefereeOptions::default()
        };
        let played = arbiter::referee(&games[0].parse(), &played);
        assert_eq!(game_key(&played), Some(PINNED));
        assert_eq!(game_key(&report_of(long, true)), Some(PINNED));
    }

    /// The moves kept as moves (what `import` and `check --duplicates` keep) give the key the
    /// moves written out give, so the keys of games stored before and after are one.
    #[test]
    fn the_key_of_the_moves_as_moves_is_the_key_of_the_moves_written_out() {
        let fixtures = [
            include_str!("../../fixtures/referee/draws.pdn"),
            include_str!("../../fixtures/referee/draws_after_irregular_moves.pdn"),
            include_str!("../../fixtures/referee/irregular_moves.pdn"),
            include_str!("../../fixtures/referee/capture_routes.pdn"),
            include_str!("../../fixtures/referee/ambiguous.pdn"),
            include_str!("../../fixtures/referee/setups_and_text.pdn"),
            include_str!("../../fixtures/web/round2.pdn"),
        ];
        let written = arbiter::RefereeOptions {
            include_moves: true,
            ..arbiter::RefereeOptions::default()
        };
        let played = arbiter::RefereeOptions {
            keep_played: true,
            ..arbiter::RefereeOptions::default()
        };
        let mut compared = 0;
        for text in fixtures {
            for raw in pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default()) {
                let game = raw.parse();
                let (written, played) = (
                    arbiter::referee(&game, &written),
                    arbiter::referee(&game, &played),
                );
                assert!(played.moves.is_none());
                assert_eq!(game_key(&played), game_key(&written), "{}", raw.text());
                compared += usize::from(game_key(&written).is_some());
            }
        }
        assert!(
            compared >= 3,
            "{compared} fixture games long enough to compare"
        );
    }
}
