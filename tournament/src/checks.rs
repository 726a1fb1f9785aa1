//! Pairing and round checks, each a [`Finding`] with the games it concerns: copies of one game,
//! one pairing recorded twice with different results, two games in a round, a pair that meets
//! twice in a Swiss (or more often than a round robin's cycles), a player missing from a round
//! without a bye, a round with no games, three games in a row with the same colour, and names
//! that are probably one player.

use super::card::{Cards, Entry};
use super::finding::{Finding, FindingKind, GameRef};
use super::game::{GameId, TournamentGame};
use super::player::{Player, PlayerId};
use super::result::{Counting, Decided, Dispute, Uncounted};
use super::round::RoundNumber;
use super::system::System;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::hash::{Hash, Hasher};
use words::sentence;
use words::{Arg, Sentence};

/// Who won a game, seen from the players rather than the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PairResult {
    Won(PlayerId),
    Draw,
    BothLose,
}

fn pair_result(game: &TournamentGame, result: Decided) -> PairResult {
    match result {
        Decided::WhiteWins => PairResult::Won(game.white),
        Decided::BlackWins => PairResult::Won(game.black),
        Decided::Draw => PairResult::Draw,
        Decided::BothLose => PairResult::BothLose,
    }
}

fn unordered(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a <= b { (a, b) } else { (b, a) }
}

fn names<'a>(players: &'a [Player], ids: &[PlayerId]) -> Vec<&'a str> {
    ids.iter().map(|id| players[id.0].name.as_str()).collect()
}

/// Finds the games recorded more than once: copies of one game (in one round, or under two)
/// are counted once; one pairing of a round recorded with different results is disputed
/// unless the arbiter ruled on one of its copies.
pub(super) fn copies(games: &mut [TournamentGame], players: &[Player]) -> Vec<Finding> {
    let mut findings = copies_across_rounds(games, players);
    let mut by_pairing: BTreeMap<(RoundNumber, (PlayerId, PlayerId)), Vec<usize>> = BTreeMap::new();
    for (i, game) in games.iter().enumerate() {
        if game.counting == Counting::NotCounted(Uncounted::Duplicate) {
            continue;
        }
        if let Some(round) = game.round {
            by_pairing
                .entry((round.round, unordered(game.white, game.black)))
                .or_default()
                .push(i);
        }
    }
    for ((round, (a, b)), members) in by_pairing {
        one_pairing(games, players, round, (a, b), &members, &mut findings);
    }
    findings
}

/// The records of one pairing of one round: identical copies counted once; different moves
/// with one result counted once; different results disputed until the arbiter rules one.
fn one_pairing(
    games: &mut [TournamentGame],
    players: &[Player],
    round: RoundNumber,
    _unordered: (PlayerId, PlayerId),
    members: &[usize],
    findings: &mut Vec<Finding>,
) {
    if members.len() < 2 {
        return;
    }
    // White first, as the first record of the pairing has them.
    let first = &games[members[0]];
    let (a, b) = (first.white, first.black);
    let pair = names(players, &[a, b]);
    let kept = distinct_games(games, members, round, &pair, findings);
    if kept.len() < 2 {
        return;
    }
    let same_colours = kept.iter().all(|&k| games[k].white == games[kept[0]].white);
    if !same_colours {
        // Colours reversed: two games, which the two-games-in-a-round check reports.
        return;
    }
    let results: Vec<Option<PairResult>> = kept
        .iter()
        .map(|&k| {
            games[k]
                .counting
                .counted()
                .map(|r| pair_result(&games[k], r))
        })
        .collect();
    let refs: Vec<GameRef> = kept.iter().map(|&k| games[k].at.clone()).collect();
    let ruled = kept.iter().copied().find(|&k| games[k].counting.is_ruled());
    if results.iter().all(|r| *r == results[0]) {
        // One pairing, one result, written twice (two transcriptions of the moves).
        transcriptions(games, &kept, round, &pair, refs, findings);
        return;
    }
    let settled = settle_conflict(games, &kept, ruled);
    let written: Vec<Arg> = kept
        .iter()
        .map(|&k| match &games[k].recorded {
            Some(text) => Arg::from(text),
            None => Arg::from(sentence!("tournament-no-result")),
        })
        .collect();
    let finding = Finding::new(
        FindingKind::ConflictingResults,
        sentence!(
            "tournament-conflicting-results",
            round = round.to_string(),
            first = pair[0],
            second = pair[1],
            count = kept.len(),
            results = written,
            settled = settled
        ),
    )
    .in_round(Some(round))
    .players(pair)
    .games(refs);
    findings.push(if ruled.is_some() {
        finding.settled()
    } else {
        finding
    });
}

/// Copies of one pairing with one result: the first stands, the others are transcriptions of
/// it, said in one finding.
fn transcriptions(
    games: &mut [TournamentGame],
    kept: &[usize],
    round: RoundNumber,
    pair: &[&str],
    refs: Vec<GameRef>,
    findings: &mut Vec<Finding>,
) {
    for &k in &kept[1..] {
        games[k].counting = Counting::NotCounted(Uncounted::Duplicate);
    }
    findings.push(
        Finding::new(
            FindingKind::DuplicateGame,
            sentence!(
                "tournament-duplicate-transcriptions",
                round = round.to_string(),
                first = pair[0],
                second = pair[1],
                count = kept.len()
            ),
        )
        .in_round(Some(round))
        .players(pair.to_vec())
        .games(refs),
    );
}

/// The copies of one pairing in a round that are distinct games, each standing for its
/// copies (a ruled copy first, else the first); every copy set aside is a finding.
fn distinct_games(
    games: &mut [TournamentGame],
    members: &[usize],
    round: RoundNumber,
    pair: &[&str],
    findings: &mut Vec<Finding>,
) -> Vec<usize> {
    let mut kept: Vec<usize> = Vec::new();
    for &i in members {
        let same = kept.iter().position(|&k| same_game(&games[k], &games[i]));
        match same {
            Some(at) => {
                let k = kept[at];
                let (stays, goes) = if games[i].counting.is_ruled() && !games[k].counting.is_ruled()
                {
                    kept[at] = i;
                    (i, k)
                } else {
                    (k, i)
                };
                games[goes].counting = Counting::NotCounted(Uncounted::Duplicate);
                findings.push(
                    Finding::new(
                        FindingKind::DuplicateGame,
                        sentence!(
                            "tournament-duplicate-in-round",
                            round = round.to_string(),
                            first = pair[0],
                            second = pair[1]
                        ),
                    )
                    .in_round(Some(round))
                    .players(pair.to_vec())
                    .games([games[stays].at.clone(), games[goes].at.clone()]),
                );
            }
            None => kept.push(i),
        }
    }
    kept
}

/// Settles copies of one pairing whose results conflict: the ruled copy stands, else the first
/// stands disputed; the others are copies of it. What was done, as the finding says it.
fn settle_conflict(games: &mut [TournamentGame], kept: &[usize], ruled: Option<usize>) -> Sentence {
    match ruled {
        Some(r) => {
            for &k in kept {
                if k != r {
                    games[k].counting = Counting::NotCounted(Uncounted::Duplicate);
                }
            }
            sentence!("tournament-conflict-ruled")
        }
        None => {
            // The first copy stands for the pairing, disputed; the others are copies of it
            // (one pairing, not two games in the round).
            let first = kept[0];
            let recorded = match &games[first].counting {
                Counting::Counted { result, .. } => Some(*result),
                Counting::Disputed { recorded, .. } => *recorded,
                Counting::NotCounted(_) => None,
            };
            games[first].counting = Counting::Disputed {
                recorded,
                dispute: Dispute::ConflictingCopies,
            };
            for &k in &kept[1..] {
                games[k].counting = Counting::NotCounted(Uncounted::Duplicate);
            }
            sentence!("tournament-conflict-unruled")
        }
    }
}

/// One game recorded under two rounds (a round's file copied into the next, with its Round
/// tag changed): counted once, in the round of the first copy. Only games with moves are
/// compared: two records without moves of one pairing may well be two forfeits.
fn copies_across_rounds(games: &mut [TournamentGame], players: &[Player]) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Only games that may be copies of each other are compared: those of one key, in game
    // order (comparing every pair took most of the build of a large tournament, issue 26).
    let mut alike: HashMap<u64, Vec<usize>> = HashMap::new();
    for (i, game) in games.iter().enumerate() {
        alike.entry(copy_key(game)).or_default().push(i);
    }
    for i in 0..games.len() {
        if games[i].fingerprint.0 == 0
            || games[i].fingerprint.1.is_none()
            || games[i].counting == Counting::NotCounted(Uncounted::Duplicate)
        {
            continue;
        }
        let group = &alike[&copy_key(&games[i])];
        let after = group.partition_point(|&k| k <= i);
        for &j in &group[after..] {
            let round = |g: &TournamentGame| g.round.map(|r| r.round);
            if round(&games[i]) == round(&games[j])
                || games[j].counting == Counting::NotCounted(Uncounted::Duplicate)
                || !same_game(&games[i], &games[j])
            {
                continue;
            }
            // A ruled copy stands for the game.
            let (stays, goes) = if games[j].counting.is_ruled() && !games[i].counting.is_ruled() {
                (j, i)
            } else {
                (i, j)
            };
            games[goes].counting = Counting::NotCounted(Uncounted::Duplicate);
            let pair = names(players, &[games[i].white, games[i].black]);
            let rounds = |g: &TournamentGame| match g.round {
                Some(r) => sentence!("tournament-in-round", round = r.round.to_string()),
                None => sentence!("tournament-in-no-round"),
            };
            findings.push(
                Finding::new(
                    FindingKind::DuplicateGame,
                    sentence!(
                        "tournament-duplicate-across-rounds",
                        first = pair[0],
                        second = pair[1],
                        one = rounds(&games[i]),
                        other = rounds(&games[j]),
                        kept = rounds(&games[stays])
                    ),
                )
                .in_round(round(&games[goes]))
                .players(pair)
                .games([games[stays].at.clone(), games[goes].at.clone()]),
            );
            if goes == i {
                break;
            }
        }
    }
    findings
}

/// What [`same_game`] compares, hashed: records of one game have one key.
fn copy_key(game: &TournamentGame) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (game.white, game.black, &game.fingerprint, &game.recorded).hash(&mut hasher);
    hasher.finish()
}

/// Two records of one game: same players with the same colours, same moves (as far as the
/// plies and the final position tell), same result.
fn same_game(a: &TournamentGame, b: &TournamentGame) -> bool {
    a.white == b.white
        && a.black == b.black
        && a.fingerprint == b.fingerprint
        && a.recorded == b.recorded
}

/// The game of an entry, as a finding names it.
struct GameRefs<'a>(&'a [TournamentGame]);

impl GameRefs<'_> {
    fn of(&self, id: Option<GameId>) -> Option<GameRef> {
        id.map(|id| self.0[id.0].at.clone())
    }
}

/// The rounds and pairings: two games in a round, pairs meeting too often, players missing
/// from rounds, empty rounds, colour streaks.
pub(super) fn pairings(
    games: &[TournamentGame],
    cards: &Cards,
    players: &[Player],
    system: System,
    suggested_byes: &[(PlayerId, RoundNumber)],
) -> Vec<Finding> {
    let game_ref = GameRefs(games);
    let mut findings = two_games_in_a_round(players, cards, &game_ref);
    findings.extend(meetings(players, cards, &game_ref, system));
    findings.extend(absences(players, cards, suggested_byes));
    findings.extend(colour_streaks(players, cards, &game_ref));
    findings
}

/// A player with two games (or more) in one round; the same pair twice is reported once.
fn two_games_in_a_round(
    players: &[Player],
    cards: &Cards,
    game_ref: &GameRefs<'_>,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let mut reported: HashSet<Vec<Option<GameId>>> = HashSet::new();
    for player in players {
        let mut by_round: BTreeMap<RoundNumber, Vec<&Entry>> = BTreeMap::new();
        for entry in cards.of(player.id) {
            if let Some(round) = entry.round {
                by_round.entry(round).or_default().push(entry);
            }
        }
        for (round, entries) in by_round {
            if entries.len() < 2 {
                continue;
            }
            let mut key: Vec<Option<GameId>> = entries.iter().map(|e| e.game).collect();
            key.sort();
            let opponents: Vec<Sentence> = entries
                .iter()
                .map(|e| match e.opponent {
                    Some(o) => sentence!("tournament-against", opponent = &players[o.0].name),
                    None => sentence!("tournament-against-bye"),
                })
                .collect();
            // The same pair twice is reported once, not once per player.
            if !reported.insert(key) {
                continue;
            }
            let mut involved = vec![player.name.clone()];
            involved.extend(
                entries
                    .iter()
                    .filter_map(|e| e.opponent)
                    .map(|o| players[o.0].name.clone()),
            );
            findings.push(
                Finding::new(
                    FindingKind::TwoGamesInRound,
                    sentence!(
                        "tournament-two-games-in-round",
                        round = round.to_string(),
                        player = &player.name,
                        count = entries.len(),
                        opponents = opponents
                    ),
                )
                .in_round(Some(round))
                .players(involved)
                .games(entries.iter().filter_map(|e| game_ref.of(e.game))),
            );
        }
    }

    findings
}

/// Pairs meeting more often than the system allows.
fn meetings(
    players: &[Player],
    cards: &Cards,
    game_ref: &GameRefs<'_>,
    system: System,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let mut meetings: BTreeMap<(PlayerId, PlayerId), Vec<&Entry>> = BTreeMap::new();
    for player in players {
        for entry in cards.of(player.id) {
            if let Some(opponent) = entry.opponent
                && player.id < opponent
            {
                meetings
                    .entry((player.id, opponent))
                    .or_default()
                    .push(entry);
            }
        }
    }
    let (allowed, kind) = match system {
        System::Swiss => (1, FindingKind::RepeatedPairing),
        System::RoundRobin { cycles } => (cycles as usize, FindingKind::TooManyMeetings),
    };
    for ((a, b), entries) in meetings {
        if entries.len() <= allowed {
            continue;
        }
        let rounds: Vec<String> = entries
            .iter()
            .map(|e| e.round.map_or("?".to_string(), |r| r.to_string()))
            .collect();
        // White first, as the first of their games has them.
        let (a, b) = match entries.first().and_then(|e| e.colour) {
            Some(arbiter::Color::Black) => (b, a),
            _ => (a, b),
        };
        let pair = names(players, &[a, b]);
        let message = match system {
            System::Swiss => sentence!(
                "tournament-repeated-pairing",
                first = pair[0],
                second = pair[1],
                count = entries.len(),
                rounds = rounds
            ),
            System::RoundRobin { cycles } => sentence!(
                "tournament-too-many-meetings",
                first = pair[0],
                second = pair[1],
                count = entries.len(),
                cycles = cycles,
                rounds = rounds
            ),
        };
        findings.push(
            Finding::new(kind, message)
                .players(pair)
                .games(entries.iter().filter_map(|e| game_ref.of(e.game))),
        );
    }

    findings
}

/// Rounds with nothing in them, and players missing from rounds others played (one finding
/// per player, all its rounds in it), but for the byes suggested in an odd field.
fn absences(
    players: &[Player],
    cards: &Cards,
    suggested_byes: &[(PlayerId, RoundNumber)],
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let played: BTreeSet<RoundNumber> = cards.0.iter().flatten().filter_map(|e| e.round).collect();
    // A stage of a tournament may start at a later round (a final from round 5): only the
    // rounds between the first and the last played are expected.
    if let (Some(first), Some(last)) = (played.first(), played.last()) {
        for r in first.0..=last.0 {
            if !played.contains(&RoundNumber(r)) {
                findings.push(
                    Finding::new(
                        FindingKind::EmptyRound,
                        sentence!(
                            "tournament-empty-round",
                            round = r.to_string(),
                            first = first.to_string(),
                            last = last.to_string()
                        ),
                    )
                    .in_round(Some(RoundNumber(r))),
                );
            }
        }
    }
    for player in players {
        let own: BTreeSet<RoundNumber> =
            cards.of(player.id).iter().filter_map(|e| e.round).collect();
        let missing: Vec<String> = played
            .iter()
            .filter(|r| !own.contains(r) && !suggested_byes.contains(&(player.id, **r)))
            .map(RoundNumber::to_string)
            .collect();
        if missing.is_empty() {
            continue;
        }
        let (round, message) = match missing.as_slice() {
            [one] => (
                one.parse().ok().map(RoundNumber),
                sentence!(
                    "tournament-missing-from-round",
                    player = &player.name,
                    round = one
                ),
            ),
            many => (
                None,
                sentence!(
                    "tournament-missing-from-rounds",
                    player = &player.name,
                    rounds = many.to_vec()
                ),
            ),
        };
        findings.push(
            Finding::new(FindingKind::MissingFromRound, message)
                .in_round(round)
                .players([player.name.clone()]),
        );
    }

    findings
}

/// Three games or more in a row with the same colour, in consecutive rounds.
fn colour_streaks(players: &[Player], cards: &Cards, game_ref: &GameRefs<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for player in players {
        let coloured: Vec<&Entry> = cards
            .of(player.id)
            .iter()
            .filter(|e| e.round.is_some() && e.colour.is_some())
            .collect();
        let mut start = 0;
        while start < coloured.len() {
            let colour = coloured[start].colour;
            // A streak runs over consecutive rounds that are recorded: a round missing from
            // the archive (or a bye) breaks it, since what was played then is not known.
            let mut end = start + 1;
            while end < coloured.len()
                && coloured[end].colour == colour
                && coloured[end].round.map(|r| r.0) == coloured[end - 1].round.map(|r| r.0 + 1)
            {
                end += 1;
            }
            if end - start >= 3 {
                let streak = &coloured[start..end];
                let rounds: Vec<String> = streak
                    .iter()
                    .filter_map(|e| e.round)
                    .map(|r| r.to_string())
                    .collect();
                let message = match colour {
                    Some(arbiter::Color::White) => sentence!(
                        "tournament-white-streak",
                        player = &player.name,
                        count = streak.len(),
                        rounds = rounds
                    ),
                    _ => sentence!(
                        "tournament-black-streak",
                        player = &player.name,
                        count = streak.len(),
                        rounds = rounds
                    ),
                };
                findings.push(
                    Finding::new(FindingKind::SameColourStreak, message)
                        .players([player.name.clone()])
                        .games(streak.iter().filter_map(|e| game_ref.of(e.game))),
                );
            }
            start = end;
        }
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{EntryKind, EntryResult};
    use crate::name::NameKey;
    use arbiter::Color;

    fn player(id: usize, name: &str) -> Player {
        Player {
            id: PlayerId(id),
            name: name.to_string(),
            key: NameKey::of(name).expect("a name"),
            spellings: vec![name.to_string()],
            by_fmjd_id: false,
            by_decision: false,
            fmjd_id: None,
            rating: None,
            title: None,
            federation: None,
        }
    }

    fn white_in(rounds: &[u32]) -> Vec<Entry> {
        rounds
            .iter()
            .map(|r| Entry {
                round: Some(RoundNumber(*r)),
                opponent: Some(PlayerId(1)),
                colour: Some(Color::White),
                kind: EntryKind::Played,
                result: EntryResult::NotCounted,
                game: None,
            })
            .collect()
    }

    #[test]
    fn colour_streaks_run_over_consecutive_recorded_rounds_only() {
        let players = [player(0, "Aa, Ad"), player(1, "Bb, Bo")];
        let streaks = |rounds: &[u32]| {
            let cards = Cards(vec![white_in(rounds), Vec::new()]);
            colour_streaks(&players, &cards, &GameRefs(&[])).len()
        };
        // Round 3 is not in the archive: what colour was played then is not known.
        assert_eq!(streaks(&[1, 2, 4, 5]), 0);
        assert_eq!(streaks(&[1, 2, 3]), 1);
        assert_eq!(streaks(&[1, 3, 4, 5]), 1);
    }
}
