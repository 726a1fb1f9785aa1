//! The players of a tournament: one per name (as [`NameKey`] compares names), with the FMJD id,
//! rating, title and federation the tags give, after the arbiter's merges and renames.

use super::decisions::Decisions;
use super::name::{self, NameKey};
use arbiter::{Color, GameReport};
use serde::Serialize;
use std::collections::HashMap;
use std::fmt;

/// A player's place in [`super::Tournament::players`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct PlayerId(pub usize);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The player's id in this tournament.
    pub id: PlayerId,
    /// The name shown: the arbiter's, else the spelling the files use most.
    pub name: String,
    /// The name as compared.
    pub key: NameKey,
    /// Every spelling the files use, most used first.
    pub spellings: Vec<String>,
    /// FMJD id (`WhiteFmjdId`).
    pub fmjd_id: Option<String>,
    /// Rating (`WhiteRating`, else `WhiteElo`).
    pub rating: Option<u32>,
    /// Title (`WhiteTitle`: GMI, MI, MF, ...).
    pub title: Option<String>,
    /// Federation (`WhiteFederation`, else `WhiteCountry`).
    pub federation: Option<String>,
}

/// Names files give an absent opponent: a game against one is a bye.
const BYE_NAMES: [&str; 5] = ["bye", "exempt", "free", "vrij", "oneven"];

/// Whether a written name stands for no opponent (a bye).
pub fn is_bye_name(written: &str) -> bool {
    NameKey::of(written).is_some_and(|key| BYE_NAMES.contains(&key.as_str()))
}

/// A side's details from the tags.
struct Details {
    fmjd_id: Option<String>,
    rating: Option<u32>,
    title: Option<String>,
    federation: Option<String>,
}

impl Details {
    fn of(report: &GameReport, side: Color) -> Details {
        let prefix = match side {
            Color::White => "White",
            Color::Black => "Black",
        };
        let tag = |suffix: &str| {
            report
                .tag(&format!("{prefix}{suffix}"))
                .and_then(pdn::known_value)
                .map(str::to_string)
        };
        Details {
            fmjd_id: tag("FmjdId").or_else(|| tag("FMJDId")),
            rating: tag("Rating")
                .or_else(|| tag("Elo"))
                .and_then(|r| r.parse().ok())
                .filter(|r| *r > 0),
            title: tag("Title"),
            federation: tag("Federation").or_else(|| tag("Country")),
        }
    }
}

/// Players as they are met in the games, with the arbiter's merges and renames applied.
pub(super) struct Roster {
    players: Vec<Player>,
    spelling_counts: Vec<Vec<(String, usize)>>,
    by_key: HashMap<NameKey, PlayerId>,
    /// Merged or renamed keys -> the key they become.
    aliases: HashMap<NameKey, NameKey>,
    /// Names the arbiter gave, by the key they stand for.
    given_names: HashMap<NameKey, String>,
}

impl Roster {
    /// A roster that applies `decisions`' merges and renames.
    pub(super) fn new(decisions: &Decisions) -> Roster {
        let mut aliases = HashMap::new();
        let mut given_names = HashMap::new();
        for merge in &decisions.merges {
            if let (Some(from), Some(into)) = (NameKey::of(&merge.from), NameKey::of(&merge.into))
                && from != into
            {
                aliases.insert(from, into.clone());
                given_names.insert(into, name::tidy(&merge.into));
            }
        }
        for rename in &decisions.renames {
            if let (Some(from), Some(to)) = (NameKey::of(&rename.from), NameKey::of(&rename.to)) {
                if from != to {
                    aliases.insert(from, to.clone());
                }
                given_names.insert(to, name::tidy(&rename.to));
            }
        }
        Roster {
            players: Vec::new(),
            spelling_counts: Vec::new(),
            by_key: HashMap::new(),
            aliases,
            given_names,
        }
    }

    /// The key a name stands for after merges and renames.
    pub(super) fn canonical(&self, key: NameKey) -> NameKey {
        let mut key = key;
        // Bounded: a cycle of merges (a into b, b into a) must not hang.
        for _ in 0..=self.aliases.len() {
            match self.aliases.get(&key) {
                Some(next) if *next != key => key = next.clone(),
                _ => break,
            }
        }
        key
    }

    /// The player of `side` in `report`, added if new; `None` when the tag names nobody.
    pub(super) fn side(&mut self, report: &GameReport, side: Color) -> Option<PlayerId> {
        let tag = match side {
            Color::White => "White",
            Color::Black => "Black",
        };
        let written = name::tidy(report.tag(tag)?);
        let key = self.canonical(NameKey::of(&written)?);
        let details = Details::of(report, side);
        let id = match self.by_key.get(&key) {
            Some(id) => *id,
            None => {
                let id = PlayerId(self.players.len());
                self.players.push(Player {
                    id,
                    name: written.clone(),
                    key: key.clone(),
                    spellings: Vec::new(),
                    fmjd_id: None,
                    rating: None,
                    title: None,
                    federation: None,
                });
                self.spelling_counts.push(Vec::new());
                self.by_key.insert(key, id);
                id
            }
        };
        let counts = &mut self.spelling_counts[id.0];
        match counts.iter_mut().find(|(s, _)| *s == written) {
            Some((_, n)) => *n += 1,
            None => counts.push((written, 1)),
        }
        let player = &mut self.players[id.0];
        // The first value the files give stands; a tournament has one rating list.
        player.fmjd_id = player.fmjd_id.take().or(details.fmjd_id);
        player.rating = player.rating.or(details.rating);
        player.title = player.title.take().or(details.title);
        player.federation = player.federation.take().or(details.federation);
        Some(id)
    }

    /// The player a name (as any file writes it) stands for, if one plays.
    pub(super) fn find(&self, written: &str) -> Option<PlayerId> {
        let key = self.canonical(NameKey::of(written)?);
        self.by_key.get(&key).copied()
    }

    /// Whether a merge or rename of `written` was applied to some game.
    pub(super) fn alias_used(&self, written: &str) -> bool {
        NameKey::of(written).is_some_and(|key| {
            self.aliases.contains_key(&key) && self.by_key.contains_key(&self.canonical(key))
        })
    }

    /// The players, each shown under the arbiter's name or its most used spelling.
    pub(super) fn finish(self) -> Vec<Player> {
        let Roster {
            mut players,
            spelling_counts,
            given_names,
            ..
        } = self;
        for (player, mut counts) in players.iter_mut().zip(spelling_counts) {
            // Most used first; the first seen wins a tie (the sort is stable).
            counts.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
            if !counts.is_empty() {
                player.spellings = counts.into_iter().map(|(s, _)| s).collect();
                player.name = player.spellings[0].clone();
            }
            if let Some(name) = given_names.get(&player.key) {
                player.name = name.clone();
            }
        }
        players
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decisions::Merge;

    fn report(tags: &[(&str, &str)]) -> GameReport {
        let mut report = GameReport::empty(1);
        for (name, value) in tags {
            report.tags.insert_first(name, value);
        }
        report
    }

    #[test]
    fn one_player_per_name_with_the_most_used_spelling() {
        let mut roster = Roster::new(&Decisions::default());
        let a = roster.side(&report(&[("White", "Koops, Lambert-Jan")]), Color::White);
        let b = roster.side(&report(&[("White", "Koops, Lambert Jan")]), Color::White);
        let c = roster.side(&report(&[("Black", "koops,  Lambert Jan")]), Color::Black);
        assert_eq!(a, b);
        assert_eq!(b, c);
        let players = roster.finish();
        assert_eq!(players.len(), 1);
        assert_eq!(players[0].name, "Koops, Lambert-Jan");
        assert_eq!(players[0].spellings.len(), 3);
    }

    #[test]
    fn details_from_the_tags_and_merges_from_the_arbiter() {
        let decisions = Decisions {
            merges: vec![Merge {
                from: "Ouedraogo".into(),
                into: "Ouedraogo, Dasmane".into(),
            }],
            ..Decisions::default()
        };
        let mut roster = Roster::new(&decisions);
        let full = roster.side(
            &report(&[
                ("Black", "Ouedraogo, Dasmane"),
                ("BlackRating", "2180"),
                ("BlackFmjdId", "12345"),
                ("BlackCountry", "BFA"),
                ("BlackTitle", "MI"),
            ]),
            Color::Black,
        );
        let short = roster.side(&report(&[("White", "Ouedraogo")]), Color::White);
        assert_eq!(full, short);
        assert!(roster.alias_used("Ouedraogo"));
        assert!(!roster.alias_used("Nobody"));
        let players = roster.finish();
        assert_eq!(players[0].name, "Ouedraogo, Dasmane");
        assert_eq!(players[0].rating, Some(2180));
        assert_eq!(players[0].fmjd_id.as_deref(), Some("12345"));
        assert_eq!(players[0].federation.as_deref(), Some("BFA"));
        assert_eq!(players[0].title.as_deref(), Some("MI"));
    }

    #[test]
    fn nobody_and_byes() {
        let mut roster = Roster::new(&Decisions::default());
        assert_eq!(roster.side(&report(&[("White", "?")]), Color::White), None);
        assert_eq!(roster.side(&report(&[]), Color::White), None);
        assert!(is_bye_name("BYE"));
        assert!(is_bye_name(" Exempt "));
        assert!(!is_bye_name("Byers, Tom"));
    }
}
