//! The players of a tournament: one per person. Two spellings with one FMJD id
//! (`WhiteFmjdId`) are one player; else one per name, once the marks archives add to it are
//! read off ([`crate::written`]) and the rest compared as [`NameKey`] compares names; then the
//! arbiter's merges and renames. The FMJD id, rating, title and federation come from the tags
//! (the federation also from a code in brackets after the name).

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
    /// Every spelling the files use, as written (marks included), most used first.
    pub spellings: Vec<String>,
    /// Whether spellings were made one by their FMJD id (not only by their names).
    pub by_fmjd_id: bool,
    /// Whether spellings were made one by the arbiter's merge or rename.
    pub by_decision: bool,
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

/// What a side's name said beside the name: marks that concern that game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct SideMarks {
    /// The round its mark gives (`- ronde 3`).
    pub round: Option<crate::RoundNumber>,
    /// Its availability mark (`non disponibile`).
    pub availability: Option<String>,
    /// The name as written, marks included.
    pub written: String,
}

/// One FMJD id met under two names that are not one: two players, said in a warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct IdClash {
    /// The name both players go by.
    pub name: String,
    /// The two ids.
    pub ids: (String, String),
}

/// Players as they are met in the games, with the arbiter's merges and renames applied.
pub(super) struct Roster {
    players: Vec<Player>,
    /// Each player's spellings as written, and each cleaned name (what is shown), counted.
    spelling_counts: Vec<Vec<(String, usize)>>,
    name_counts: Vec<Vec<(String, usize)>>,
    by_key: HashMap<NameKey, PlayerId>,
    by_fmjd_id: HashMap<String, PlayerId>,
    /// Names found with two FMJD ids.
    clashes: Vec<IdClash>,
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
            name_counts: Vec::new(),
            by_key: HashMap::new(),
            by_fmjd_id: HashMap::new(),
            clashes: Vec::new(),
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

    /// The player of `side` in `report`, added if new, and the marks of its name; `None` when
    /// the tag names nobody.
    pub(super) fn side(
        &mut self,
        report: &GameReport,
        side: Color,
    ) -> Option<(PlayerId, SideMarks)> {
        let tag = match side {
            Color::White => "White",
            Color::Black => "Black",
        };
        let spelling = name::tidy(report.tag(tag)?);
        let written = crate::written::read(&spelling);
        let own_key = NameKey::of(&written.name)?;
        let key = self.canonical(own_key.clone());
        let aliased = own_key != key;
        let mut details = Details::of(report, side);
        details.federation = details.federation.or(written.federation.clone());
        let by_id = details
            .fmjd_id
            .as_ref()
            .and_then(|id| self.by_fmjd_id.get(id))
            .copied();
        let by_name = self.by_key.get(&key).copied();
        let mut shares_a_name = false;
        let id = match (by_id, by_name) {
            (Some(id), _) => {
                if by_name != Some(id) {
                    self.players[id.0].by_fmjd_id = true;
                }
                id
            }
            (None, Some(id)) => match (&self.players[id.0].fmjd_id, &details.fmjd_id) {
                // One name, two ids: two players who share a name.
                (Some(theirs), Some(ours)) if theirs != ours => {
                    self.clashes.push(IdClash {
                        name: written.name.clone(),
                        ids: (theirs.clone(), ours.clone()),
                    });
                    shares_a_name = true;
                    self.add_player(&written.name, key.clone())
                }
                _ => id,
            },
            (None, None) => self.add_player(&written.name, key.clone()),
        };
        if !shares_a_name {
            self.by_key.entry(key).or_insert(id);
        }
        count(&mut self.spelling_counts[id.0], &spelling);
        count(&mut self.name_counts[id.0], &written.name);
        let player = &mut self.players[id.0];
        player.by_decision |= aliased;
        // The first value the files give stands; a tournament has one rating list.
        player.fmjd_id = player.fmjd_id.take().or(details.fmjd_id);
        player.rating = player.rating.or(details.rating);
        player.title = player.title.take().or(details.title);
        player.federation = player.federation.take().or(details.federation);
        if let Some(fmjd_id) = &player.fmjd_id {
            self.by_fmjd_id.entry(fmjd_id.clone()).or_insert(id);
        }
        Some((
            id,
            SideMarks {
                round: written.round,
                availability: written.availability,
                written: spelling,
            },
        ))
    }

    fn add_player(&mut self, name: &str, key: NameKey) -> PlayerId {
        let id = PlayerId(self.players.len());
        self.players.push(Player {
            id,
            name: name.to_string(),
            key,
            spellings: Vec::new(),
            by_fmjd_id: false,
            by_decision: false,
            fmjd_id: None,
            rating: None,
            title: None,
            federation: None,
        });
        self.spelling_counts.push(Vec::new());
        self.name_counts.push(Vec::new());
        id
    }

    /// Names met with two FMJD ids.
    pub(super) fn clashes(&self) -> &[IdClash] {
        &self.clashes
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
            name_counts,
            given_names,
            ..
        } = self;
        for ((player, mut counts), mut names) in
            players.iter_mut().zip(spelling_counts).zip(name_counts)
        {
            // Most used first; the first seen wins a tie (the sort is stable).
            counts.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
            names.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
            player.spellings = counts.into_iter().map(|(s, _)| s).collect();
            if let Some((name, _)) = names.into_iter().next() {
                player.name = name;
            }
            if let Some(name) = given_names.get(&player.key) {
                player.name = name.clone();
            }
        }
        players
    }
}

fn count(counts: &mut Vec<(String, usize)>, value: &str) {
    match counts.iter_mut().find(|(s, _)| s == value) {
        Some((_, n)) => *n += 1,
        None => counts.push((value.to_string(), 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decisions::Merge;

    impl Roster {
        fn side_id(&mut self, report: &GameReport, side: Color) -> Option<PlayerId> {
            self.side(report, side).map(|s| s.0)
        }
    }

    #[test]
    fn one_fmjd_id_is_one_player_and_marks_are_read_off() {
        let mut roster = Roster::new(&Decisions::default());
        let a = roster.side_id(
            &report(&[
                ("White", "Bochaton, Stéphane - ronde 1"),
                ("WhiteFmjdId", "77"),
            ]),
            Color::White,
        );
        let b = roster.side_id(
            &report(&[("Black", "Bochatton, S. (FRA)"), ("BlackFmjdId", "77")]),
            Color::Black,
        );
        let c = roster.side_id(&report(&[("Black", "BOCHATON Stéphane")]), Color::Black);
        assert_eq!((a, a), (b, c));
        // One name, another id: another player, and a clash to report.
        let d = roster.side_id(
            &report(&[("White", "Bochaton, Stéphane"), ("WhiteFmjdId", "78")]),
            Color::White,
        );
        assert_ne!(a, d);
        assert_eq!(roster.clashes().len(), 1);
        let players = roster.finish();
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].name, "Bochaton, Stéphane");
        assert!(players[0].by_fmjd_id);
        assert_eq!(players[0].spellings.len(), 3);
        assert_eq!(players[0].federation.as_deref(), Some("FRA"));
    }

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
        let mut side =
            |tags: &[(&str, &str)], colour| roster.side(&report(tags), colour).map(|s| s.0);
        let a = side(&[("White", "Koops, Lambert-Jan")], Color::White);
        let b = side(&[("White", "Koops, Lambert Jan")], Color::White);
        let c = side(&[("Black", "koops,  Lambert Jan")], Color::Black);
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
                comment: None,
            }],
            ..Decisions::default()
        };
        let mut roster = Roster::new(&decisions);
        let full = roster.side_id(
            &report(&[
                ("Black", "Ouedraogo, Dasmane"),
                ("BlackRating", "2180"),
                ("BlackFmjdId", "12345"),
                ("BlackCountry", "BFA"),
                ("BlackTitle", "MI"),
            ]),
            Color::Black,
        );
        let short = roster.side_id(&report(&[("White", "Ouedraogo")]), Color::White);
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
        assert_eq!(
            roster.side_id(&report(&[("White", "?")]), Color::White),
            None
        );
        assert_eq!(roster.side_id(&report(&[]), Color::White), None);
        assert!(is_bye_name("BYE"));
        assert!(is_bye_name(" Exempt "));
        assert!(!is_bye_name("Byers, Tom"));
    }
}
