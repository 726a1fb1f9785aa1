//! Tie-breaks: how players with equal points are ranked. Each is defined, with its source, in
//! `docs/tournament.md`; the order is configurable (`--tiebreaks wins,mutual,...`), with
//! FMJD's as the default for the system played.
//!
//! Every value is "higher is better". Values are kept in half points so that the
//! Sonneborn-Berger score (half an opponent's points for a draw) stays exact.

use super::card::{Cards, EntryKind};
use super::player::{Player, PlayerId};
use super::result::Outcome;
use super::system::System;
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// One tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Number of games won (forfeit wins included, byes not).
    Wins,
    /// Points scored in the games among the tied players, when each has met each.
    Mutual,
    /// Solkoff: the sum of the opponents' final points.
    Solkoff,
    /// Truncated Solkoff: Solkoff without the lowest opponent.
    SolkoffTruncated,
    /// Median Solkoff: Solkoff without the highest and the lowest opponent.
    SolkoffMedian,
    /// Sonneborn-Berger: the points of the opponents beaten, plus half those of the opponents
    /// drawn.
    SonnebornBerger,
    /// The average rating of the opponents met over the board, rounded to a whole number.
    OpponentsRating,
    /// Points against the highest score group, then the next, and so on.
    ResultsAgainstTop,
}

impl Tiebreak {
    /// Every tie-break, in the order `docs/tournament.md` defines them.
    pub const ALL: [Tiebreak; 8] = [
        Tiebreak::Wins,
        Tiebreak::Mutual,
        Tiebreak::Solkoff,
        Tiebreak::SolkoffTruncated,
        Tiebreak::SolkoffMedian,
        Tiebreak::SonnebornBerger,
        Tiebreak::OpponentsRating,
        Tiebreak::ResultsAgainstTop,
    ];

    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::Wins => "wins",
            Tiebreak::Mutual => "mutual",
            Tiebreak::Solkoff => "solkoff",
            Tiebreak::SolkoffTruncated => "solkoff-truncated",
            Tiebreak::SolkoffMedian => "solkoff-median",
            Tiebreak::SonnebornBerger => "sonneborn-berger",
            Tiebreak::OpponentsRating => "opponents-rating",
            Tiebreak::ResultsAgainstTop => "results-against-top",
        }
    }

    /// A short column heading.
    pub fn heading(self) -> &'static str {
        match self {
            Tiebreak::Wins => "W",
            Tiebreak::Mutual => "Mut",
            Tiebreak::Solkoff => "Solk",
            Tiebreak::SolkoffTruncated => "SolkT",
            Tiebreak::SolkoffMedian => "SolkM",
            Tiebreak::SonnebornBerger => "SB",
            Tiebreak::OpponentsRating => "ARO",
            Tiebreak::ResultsAgainstTop => "Top",
        }
    }

    /// FMJD's order for a system (sources and reasoning in `docs/tournament.md`).
    pub fn defaults(system: System) -> Vec<Tiebreak> {
        match system {
            System::RoundRobin { .. } => {
                vec![Tiebreak::Wins, Tiebreak::Mutual, Tiebreak::SonnebornBerger]
            }
            System::Swiss => vec![
                Tiebreak::SolkoffTruncated,
                Tiebreak::Solkoff,
                Tiebreak::Wins,
                Tiebreak::Mutual,
            ],
        }
    }

    /// Reads a comma-separated list (`wins,mutual,sb`); every name once.
    pub fn parse_list(text: &str) -> Result<Vec<Tiebreak>, String> {
        let mut list = Vec::new();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            let tiebreak: Tiebreak = name.parse()?;
            if list.contains(&tiebreak) {
                return Err(format!("the tie-break `{name}` is listed twice"));
            }
            list.push(tiebreak);
        }
        Ok(list)
    }
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Tiebreak {
    type Err = String;

    fn from_str(text: &str) -> Result<Tiebreak, String> {
        let name = text.trim().to_ascii_lowercase().replace('_', "-");
        Ok(match name.as_str() {
            "wins" | "w" => Tiebreak::Wins,
            "mutual" | "direct-encounter" | "de" => Tiebreak::Mutual,
            "solkoff" | "buchholz" => Tiebreak::Solkoff,
            "solkoff-truncated" | "truncated-solkoff" | "buchholz-cut1" => {
                Tiebreak::SolkoffTruncated
            }
            "solkoff-median" | "median-solkoff" | "median-buchholz" => Tiebreak::SolkoffMedian,
            "sonneborn-berger" | "sb" => Tiebreak::SonnebornBerger,
            "opponents-rating" | "aro" => Tiebreak::OpponentsRating,
            "results-against-top" | "top" => Tiebreak::ResultsAgainstTop,
            _ => {
                let known: Vec<&str> = Tiebreak::ALL.iter().map(|t| t.name()).collect();
                return Err(format!(
                    "unknown tie-break `{}` (known: {})",
                    text.trim(),
                    known.join(", ")
                ));
            }
        })
    }
}

impl Serialize for Tiebreak {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A tie-break value: a number (in half points), or a sequence compared item by item.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TiebreakValue {
    /// Twice the value (so that halves are exact).
    Halves(i64),
    /// Points against each score group, the highest first.
    Sequence(Vec<u32>),
}

impl TiebreakValue {
    /// A whole number.
    pub fn whole(n: i64) -> TiebreakValue {
        TiebreakValue::Halves(2 * n)
    }

    /// The value as a person reads it in `lang`: `12.5` in English, `12,5` in French, Dutch
    /// and Russian (a sequence `3-2-1` the same in all).
    pub fn said(&self, lang: arbiter::Lang) -> String {
        match self {
            TiebreakValue::Halves(h) if h % 2 != 0 => words::decimal(lang, *h as f64 / 2.0, 1),
            other => other.to_string(),
        }
    }
}

impl Ord for TiebreakValue {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (TiebreakValue::Halves(a), TiebreakValue::Halves(b)) => a.cmp(b),
            (TiebreakValue::Sequence(a), TiebreakValue::Sequence(b)) => a.cmp(b),
            // Never compared: one tie-break gives one kind of value.
            (TiebreakValue::Halves(_), TiebreakValue::Sequence(_)) => Ordering::Less,
            (TiebreakValue::Sequence(_), TiebreakValue::Halves(_)) => Ordering::Greater,
        }
    }
}

impl PartialOrd for TiebreakValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `12`, `12.5`, `2-1-0`.
impl fmt::Display for TiebreakValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TiebreakValue::Halves(h) if h % 2 == 0 => write!(f, "{}", h / 2),
            TiebreakValue::Halves(h) => write!(f, "{}.5", h / 2),
            TiebreakValue::Sequence(items) => {
                let items: Vec<String> = items.iter().map(u32::to_string).collect();
                f.write_str(&items.join("-"))
            }
        }
    }
}

/// Numbers as JSON numbers (`12`, `12.5`), sequences as arrays.
impl Serialize for TiebreakValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            TiebreakValue::Halves(h) if h % 2 == 0 => serializer.serialize_i64(h / 2),
            TiebreakValue::Halves(h) => serializer.serialize_f64(*h as f64 / 2.0),
            TiebreakValue::Sequence(items) => items.serialize(serializer),
        }
    }
}

/// What tie-breaks are computed from.
pub(super) struct Context<'a> {
    /// The cards.
    pub cards: &'a Cards,
    /// Each player's final points.
    pub points: &'a [u32],
    /// The players (for ratings).
    pub players: &'a [Player],
}

impl Context<'_> {
    /// `tiebreak`'s value for `player`, tied with `group` (which holds `player`).
    pub fn value(&self, tiebreak: Tiebreak, player: PlayerId, group: &[PlayerId]) -> TiebreakValue {
        match tiebreak {
            Tiebreak::Wins => TiebreakValue::whole(self.wins(player)),
            Tiebreak::Mutual => TiebreakValue::whole(self.mutual(player, group)),
            Tiebreak::Solkoff => TiebreakValue::whole(self.solkoff(player, 0, 0)),
            Tiebreak::SolkoffTruncated => TiebreakValue::whole(self.solkoff(player, 1, 0)),
            Tiebreak::SolkoffMedian => TiebreakValue::whole(self.solkoff(player, 1, 1)),
            Tiebreak::SonnebornBerger => TiebreakValue::Halves(self.sonneborn_berger(player)),
            Tiebreak::OpponentsRating => TiebreakValue::whole(self.opponents_rating(player)),
            Tiebreak::ResultsAgainstTop => {
                TiebreakValue::Sequence(self.results_against_top(player))
            }
        }
    }

    fn wins(&self, player: PlayerId) -> i64 {
        self.cards
            .of(player)
            .iter()
            .filter(|e| e.kind != EntryKind::Bye && e.outcome() == Some(Outcome::Win))
            .count() as i64
    }

    /// Points among the group, or 0 for everyone when some pair of the group has not met
    /// (the result between them would then say nothing about the others).
    fn mutual(&self, player: PlayerId, group: &[PlayerId]) -> i64 {
        let met = |a: PlayerId, b: PlayerId| {
            self.cards
                .of(a)
                .iter()
                .any(|e| e.counted_against() == Some(b))
        };
        let all_met = group
            .iter()
            .enumerate()
            .all(|(i, a)| group[i + 1..].iter().all(|b| met(*a, *b)));
        if group.len() < 2 || !all_met {
            return 0;
        }
        self.cards
            .of(player)
            .iter()
            .filter(|e| e.counted_against().is_some_and(|o| group.contains(&o)))
            .filter_map(|e| e.points())
            .map(i64::from)
            .sum()
    }

    /// The opponents' final points, the `low` lowest and `high` highest left out.
    fn solkoff(&self, player: PlayerId, low: usize, high: usize) -> i64 {
        let mut opponents: Vec<u32> = self
            .cards
            .of(player)
            .iter()
            .filter_map(|e| e.counted_against())
            .map(|o| self.points[o.0])
            .collect();
        opponents.sort_unstable();
        let end = opponents.len().saturating_sub(high);
        opponents
            .get(low.min(end)..end)
            .unwrap_or_default()
            .iter()
            .map(|p| i64::from(*p))
            .sum()
    }

    /// In half points: an opponent beaten gives twice its points, one drawn its points.
    fn sonneborn_berger(&self, player: PlayerId) -> i64 {
        self.cards
            .of(player)
            .iter()
            .filter_map(|e| {
                let opponent = e.counted_against()?;
                let factor = match e.outcome()? {
                    Outcome::Win => 2,
                    Outcome::Draw => 1,
                    Outcome::Loss => 0,
                };
                Some(factor * i64::from(self.points[opponent.0]))
            })
            .sum()
    }

    /// Rounded half up; 0 when no opponent met over the board has a rating.
    fn opponents_rating(&self, player: PlayerId) -> i64 {
        let ratings: Vec<i64> = self
            .cards
            .of(player)
            .iter()
            .filter(|e| e.kind == EntryKind::Played)
            .filter_map(|e| e.counted_against())
            .filter_map(|o| self.players[o.0].rating)
            .map(i64::from)
            .collect();
        if ratings.is_empty() {
            return 0;
        }
        let n = ratings.len() as i64;
        (2 * ratings.iter().sum::<i64>() + n) / (2 * n)
    }

    /// Points against each score group other than the player's own, highest group first.
    fn results_against_top(&self, player: PlayerId) -> Vec<u32> {
        let own = self.points[player.0];
        let mut groups: Vec<u32> = self.points.iter().copied().filter(|p| *p != own).collect();
        groups.sort_unstable_by(|a, b| b.cmp(a));
        groups.dedup();
        groups
            .iter()
            .map(|group| {
                self.cards
                    .of(player)
                    .iter()
                    .filter(|e| {
                        e.counted_against()
                            .is_some_and(|o| self.points[o.0] == *group)
                    })
                    .filter_map(|e| e.points())
                    .sum()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_are_said_with_the_languages_decimal_sign() {
        let half = TiebreakValue::Halves(27);
        assert_eq!(half.said(arbiter::Lang::En), "13.5");
        assert_eq!(half.said(arbiter::Lang::Fr), "13,5");
        assert_eq!(TiebreakValue::Halves(-3).said(arbiter::Lang::Ru), "-1,5");
        assert_eq!(TiebreakValue::whole(4).said(arbiter::Lang::Nl), "4");
        let sequence = TiebreakValue::Sequence(vec![3, 2, 1]);
        assert_eq!(sequence.said(arbiter::Lang::Fr), "3-2-1");
    }

    #[test]
    fn lists_read_with_aliases_and_refuse_repeats() {
        assert_eq!(
            Tiebreak::parse_list("wins, mutual,SB,buchholz,truncated-solkoff"),
            Ok(vec![
                Tiebreak::Wins,
                Tiebreak::Mutual,
                Tiebreak::SonnebornBerger,
                Tiebreak::Solkoff,
                Tiebreak::SolkoffTruncated
            ])
        );
        assert!(
            Tiebreak::parse_list("wins,w")
                .unwrap_err()
                .contains("twice")
        );
        assert!(
            Tiebreak::parse_list("koya")
                .unwrap_err()
                .contains("unknown tie-break `koya`")
        );
        for tiebreak in Tiebreak::ALL {
            assert_eq!(tiebreak.name().parse(), Ok(tiebreak));
        }
    }

    #[test]
    fn values_print_and_order() {
        assert_eq!(TiebreakValue::Halves(25).to_string(), "12.5");
        assert_eq!(TiebreakValue::whole(12).to_string(), "12");
        assert_eq!(TiebreakValue::Sequence(vec![2, 1, 0]).to_string(), "2-1-0");
        assert!(TiebreakValue::Sequence(vec![2, 0]) > TiebreakValue::Sequence(vec![1, 4]));
        assert_eq!(
            serde_json::to_string(&TiebreakValue::Halves(25)).unwrap(),
            "12.5"
        );
        assert_eq!(
            serde_json::to_string(&TiebreakValue::whole(3)).unwrap(),
            "3"
        );
    }
}
