//! Decisions the tournament suggests to the arbiter, each with its evidence in words (issue
//! 28): names that are probably one person, a game whose name mark gives another round than
//! its tag, the bye of a player missing from one round of an odd field. Nothing suggested is
//! applied: `standings --suggest-decisions FILE` writes them in the `--decisions` format for
//! the arbiter to review, and the service lists them to accept or reject.

use super::card::Cards;
use super::decisions::{Bye, Decisions, Merge, RoundCorrection};
use super::finding::{Finding, FindingKind, GameRef};
use super::game::TournamentGame;
use super::name::{Likeness, likeness};
use super::player::{Player, PlayerId};
use super::round::RoundNumber;
use arbiter::Lang;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use words::{Sentence, sentence};

/// A decision suggested to the arbiter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Suggested {
    /// Every game of `from` is a game of `into`.
    Merge {
        /// The names to fold in.
        from: Vec<String>,
        /// The name they become.
        into: String,
    },
    /// A game's round is another than its tag says.
    Round {
        /// The game's file.
        file: String,
        /// Its 1-based place in the file.
        game: usize,
        /// The round it belongs to.
        round: u32,
    },
    /// A round a player had no opponent.
    Bye {
        /// The player.
        player: String,
        /// The round.
        round: u32,
    },
}

impl Suggested {
    /// What it decides, as one string: what the service accepts it by, the same however the
    /// list is ordered, another once the tournament's games say something else.
    pub fn key(&self) -> String {
        match self {
            Suggested::Merge { from, into } => format!("merge:{}>{into}", from.join("|")),
            Suggested::Round { file, game, round } => format!("round:{file}#{game}>{round}"),
            Suggested::Bye { player, round } => format!("bye:{player}@{round}"),
        }
    }
}

/// A suggested decision and the finding that says why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Suggestion {
    /// Its place in [`super::Tournament::suggestions`] (what the service accepts it by).
    pub id: usize,
    /// What to decide.
    pub decision: Suggested,
    /// Why, with the games to look at (also among the tournament's findings).
    pub finding: Finding,
}

impl Suggestion {
    /// The suggestion as decisions, each with a comment saying why in `lang`.
    pub fn decisions(&self, lang: Lang) -> Decisions {
        let comment = Some(self.finding.said(lang));
        let mut out = Decisions::default();
        match &self.decision {
            Suggested::Merge { from, into } => {
                out.merges = from
                    .iter()
                    .map(|from| Merge {
                        from: from.clone(),
                        into: into.clone(),
                        comment: comment.clone(),
                    })
                    .collect();
            }
            Suggested::Round { file, game, round } => out.rounds.push(RoundCorrection {
                file: file.clone(),
                game: *game,
                round: *round,
                comment,
            }),
            Suggested::Bye { player, round } => out.byes.push(Bye {
                player: player.clone(),
                round: *round,
                points: None,
                comment,
            }),
        }
        out
    }
}

/// Every suggestion as one decisions file.
pub fn decisions(suggestions: &[Suggestion], lang: Lang) -> Decisions {
    let mut out = Decisions::default();
    for suggestion in suggestions {
        out.extend(suggestion.decisions(lang));
    }
    out
}

/// Who is probably who: groups of players (by id) that are probably one person, the player
/// the others fold into last, each with its evidence.
pub(super) struct Persons {
    /// For each player, the person it probably is (the id of the group's first member).
    pub person: Vec<PlayerId>,
    /// The groups of two or more, as (members, the evidence for each pair joined).
    pub groups: Vec<(Vec<PlayerId>, Vec<Sentence>)>,
}

impl Persons {
    /// How many people play, once the probable merges are made.
    pub fn count(&self) -> usize {
        let distinct: BTreeSet<PlayerId> = self.person.iter().copied().collect();
        distinct.len()
    }
}

/// The rounds and opponents of one player.
struct Seen {
    rounds: BTreeSet<RoundNumber>,
    opponents: BTreeSet<PlayerId>,
}

fn seen(cards: &Cards, id: PlayerId) -> Seen {
    let entries = cards.of(id);
    Seen {
        rounds: entries.iter().filter_map(|e| e.round).collect(),
        opponents: entries.iter().filter_map(|e| e.opponent).collect(),
    }
}

/// The evidence that two players are one person, and how strong it is; `None` when they play
/// in one round (or against each other), which no one person can.
fn evidence(
    players: &[Player],
    seen: &[Seen],
    played: &BTreeSet<RoundNumber>,
    (a, b): (usize, usize),
) -> Option<(u32, Vec<Sentence>)> {
    let (sa, sb) = (&seen[a], &seen[b]);
    if !sa.rounds.is_disjoint(&sb.rounds)
        || sa.opponents.contains(&PlayerId(b))
        || sb.opponents.contains(&PlayerId(a))
    {
        return None;
    }
    let mut words = Vec::new();
    let mut score = 0;
    match likeness(&players[a].key, &players[b].key) {
        Some(Likeness::PartOfTheOther) => words.push(sentence!("tournament-name-part-of-other")),
        Some(Likeness::NearlyTheSame) => words.push(sentence!("tournament-nearly-same-name")),
        Some(Likeness::Initials) => words.push(sentence!("tournament-name-initials")),
        None => {}
    }
    let named = !words.is_empty();
    if named {
        score += 4;
    }
    let together: BTreeSet<RoundNumber> = sa.rounds.union(&sb.rounds).copied().collect();
    let fill = !sa.rounds.is_empty() && !sb.rounds.is_empty() && together == *played;
    if fill {
        score += 2;
        words.push(sentence!(
            "tournament-evidence-fill-rounds",
            first = &players[a].name,
            first_rounds = rounds_text(&sa.rounds),
            second = &players[b].name,
            second_rounds = rounds_text(&sb.rounds)
        ));
    } else if named && !sa.rounds.is_empty() && !sb.rounds.is_empty() {
        words.push(sentence!("tournament-evidence-apart"));
    }
    let apart = !sa.opponents.is_empty()
        && !sb.opponents.is_empty()
        && sa.opponents.is_disjoint(&sb.opponents);
    if fill && apart {
        score += 1;
        words.push(sentence!("tournament-evidence-no-common-opponent"));
    }
    // Far names need both: rounds that fill each other and opponents that do too.
    (named || (fill && apart)).then_some((score, words))
}

/// Rounds as an arbiter writes them: `1-3`, `4, 6`, `1-3, 5`.
pub(crate) fn rounds_text(rounds: &BTreeSet<RoundNumber>) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut run: Option<(u32, u32)> = None;
    let flush = |run: Option<(u32, u32)>, parts: &mut Vec<String>| match run {
        Some((a, b)) if a == b => parts.push(a.to_string()),
        Some((a, b)) => parts.push(format!("{a}-{b}")),
        None => {}
    };
    for r in rounds {
        run = match run {
            Some((a, b)) if r.0 == b + 1 => Some((a, r.0)),
            other => {
                flush(other, &mut parts);
                Some((r.0, r.0))
            }
        };
    }
    flush(run, &mut parts);
    parts.join(", ")
}

/// The players who are probably one person, grouped: the strongest pairs first, and a pair
/// joins two groups only if no two of their players play in one round.
pub(super) fn persons(players: &[Player], cards: &Cards) -> Persons {
    let seen: Vec<Seen> = players.iter().map(|p| seen(cards, p.id)).collect();
    let played: BTreeSet<RoundNumber> = seen.iter().flat_map(|s| s.rounds.clone()).collect();
    let mut pairs: Vec<(u32, usize, usize, Vec<Sentence>)> = Vec::new();
    for a in 0..players.len() {
        for b in a + 1..players.len() {
            if let Some((score, words)) = evidence(players, &seen, &played, (a, b)) {
                pairs.push((score, a, b, words));
            }
        }
    }
    // A pair with far names is only suggested when neither has another such partner: in an
    // open, a player who left and one who came late are not one person because of that alone.
    let far = |p: &(u32, usize, usize, Vec<Sentence>)| p.0 < 4;
    let far_count = |i: usize| {
        pairs
            .iter()
            .filter(|p| far(p) && (p.1 == i || p.2 == i))
            .count()
    };
    let lonely: Vec<bool> = pairs
        .iter()
        .map(|p| !far(p) || (far_count(p.1) == 1 && far_count(p.2) == 1))
        .collect();
    let mut pairs: Vec<_> = pairs
        .into_iter()
        .zip(lonely)
        .filter_map(|(p, keep)| keep.then_some(p))
        .collect();
    pairs.sort_by_key(|p| std::cmp::Reverse(p.0));

    let mut group: Vec<usize> = (0..players.len()).collect();
    let mut rounds: Vec<BTreeSet<RoundNumber>> = seen.iter().map(|s| s.rounds.clone()).collect();
    let mut why: BTreeMap<usize, Vec<Sentence>> = BTreeMap::new();
    for (_, a, b, words) in pairs {
        let (ga, gb) = (group[a], group[b]);
        if ga == gb || !rounds[ga].is_disjoint(&rounds[gb]) {
            continue;
        }
        let (keep, gone) = (ga.min(gb), ga.max(gb));
        for g in group.iter_mut().filter(|g| **g == gone) {
            *g = keep;
        }
        let moved = std::mem::take(&mut rounds[gone]);
        rounds[keep].extend(moved);
        let mut said = why.remove(&gone).unwrap_or_default();
        said.extend(why.remove(&keep).unwrap_or_default());
        for word in words {
            if !said.contains(&word) {
                said.push(word);
            }
        }
        why.insert(keep, said);
    }
    let groups = why
        .into_iter()
        .map(|(keep, words)| {
            let members = (0..players.len())
                .filter(|i| group[*i] == keep)
                .map(PlayerId)
                .collect();
            (members, words)
        })
        .collect();
    Persons {
        person: group.into_iter().map(PlayerId).collect(),
        groups,
    }
}

/// The merges of `persons` as suggestions: each group folds into the member with the most
/// games, then the fullest name (`Cisse` into `Cissé, Papa`), then the first met.
pub(super) fn merges(
    persons: &Persons,
    players: &[Player],
    cards: &Cards,
    games: &[TournamentGame],
) -> Vec<(Suggested, Finding)> {
    let count = |id: PlayerId| cards.of(id).len();
    persons
        .groups
        .iter()
        .map(|(members, words)| {
            let into = *members
                .iter()
                .max_by_key(|id| {
                    (
                        count(**id),
                        players[id.0].key.words().count(),
                        std::cmp::Reverse(**id),
                    )
                })
                .unwrap_or(&members[0]);
            let from: Vec<PlayerId> = members.iter().copied().filter(|m| *m != into).collect();
            let message = match from.as_slice() {
                [one] => sentence!(
                    "tournament-probably-same-player",
                    first = &players[one.0].name,
                    first_games = count(*one),
                    second = &players[into.0].name,
                    second_games = count(into),
                    why = words.clone()
                ),
                many => sentence!(
                    "tournament-probably-same-players",
                    names = many
                        .iter()
                        .map(|m| format!("\"{}\"", players[m.0].name))
                        .collect::<Vec<_>>(),
                    into = &players[into.0].name,
                    why = words.clone()
                ),
            };
            // The games of the spellings to fold in are the ones to look at.
            let refs: Vec<GameRef> = from
                .iter()
                .flat_map(|id| cards.of(*id).iter().filter_map(|e| e.game))
                .map(|g| games[g.0].at.clone())
                .collect();
            let mut named: Vec<String> = from.iter().map(|m| players[m.0].name.clone()).collect();
            named.push(players[into.0].name.clone());
            (
                Suggested::Merge {
                    from: from.iter().map(|m| players[m.0].name.clone()).collect(),
                    into: players[into.0].name.clone(),
                },
                Finding::new(FindingKind::ProbablySamePlayer, message)
                    .players(named)
                    .games(refs),
            )
        })
        .collect()
}

/// For an odd field, the byes: a person missing from one round that everyone else played is
/// the one who had no opponent. Returns the (player, round) pairs with their suggestions.
pub(super) fn byes(
    persons: &Persons,
    players: &[Player],
    cards: &Cards,
) -> Vec<((PlayerId, RoundNumber), Suggested, Finding)> {
    let count = persons.count();
    if count.is_multiple_of(2) || count < 3 {
        return Vec::new();
    }
    let mut rounds_of: BTreeMap<PlayerId, BTreeSet<RoundNumber>> = BTreeMap::new();
    for player in players {
        let person = persons.person[player.id.0];
        rounds_of
            .entry(person)
            .or_default()
            .extend(cards.of(player.id).iter().filter_map(|e| e.round));
    }
    let played: BTreeSet<RoundNumber> = rounds_of.values().flatten().copied().collect();
    let mut out = Vec::new();
    for round in &played {
        let missing: Vec<PlayerId> = rounds_of
            .iter()
            .filter(|(_, rounds)| !rounds.contains(round))
            .map(|(person, _)| *person)
            .collect();
        let [person] = missing.as_slice() else {
            continue;
        };
        let name = players[person.0].name.clone();
        let finding = Finding::new(
            FindingKind::SuggestedBye,
            sentence!(
                "tournament-suggested-bye",
                player = &name,
                round = round.to_string(),
                players = count
            ),
        )
        .in_round(Some(*round))
        .players([name.clone()]);
        out.push((
            (*person, *round),
            Suggested::Bye {
                player: name,
                round: round.0,
            },
            finding,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_written_as_runs() {
        let set = |r: &[u32]| r.iter().copied().map(RoundNumber).collect();
        assert_eq!(rounds_text(&set(&[1, 2, 3])), "1-3");
        assert_eq!(rounds_text(&set(&[4, 6])), "4, 6");
        assert_eq!(rounds_text(&set(&[1, 2, 3, 5, 7, 8])), "1-3, 5, 7-8");
        assert_eq!(rounds_text(&set(&[])), "");
    }
}
