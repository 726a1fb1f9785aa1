//! The standings: players ranked by points, then by the tie-breaks in order.
//!
//! Ranking works the way arbiters apply a list of tie-breaks: players with equal points form a
//! group; the first tie-break splits the group into smaller groups of equal value; the next
//! tie-break splits each of those; and so on. Players no tie-break separates share a rank
//! (`1, 2, 2, 4`). Each value is computed, and shown, among the players still tied when its
//! tie-break is applied: the mutual result of a player an earlier tie-break has already
//! separated is 0 (it is alone in its group).

use super::card::{Cards, EntryKind, EntryResult};
use super::player::{Player, PlayerId};
use super::result::Outcome;
use super::tiebreak::{Context, Tiebreak, TiebreakValue};
use serde::Serialize;

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// 1-based place in the table (what crosstables number players by).
    pub position: usize,
    /// The rank: equal for players no tie-break separates.
    pub rank: usize,
    /// The player.
    pub player: PlayerId,
    /// Points counted.
    pub points: u32,
    /// Games counted against an opponent (played or forfeit; byes not).
    pub games: u32,
    /// Games won (forfeits included).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (forfeits and `0-0` included).
    pub losses: u32,
    /// Byes.
    pub byes: u32,
    /// Games whose result is disputed, not counted.
    pub disputed: u32,
    /// Games with no result to count.
    pub not_counted: u32,
    /// The tie-break values, in the order applied.
    pub tiebreaks: Vec<(Tiebreak, TiebreakValue)>,
}

/// Ranks the players.
pub fn rank(players: &[Player], cards: &Cards, tiebreaks: &[Tiebreak]) -> Vec<Row> {
    let points: Vec<u32> = players
        .iter()
        .map(|p| cards.of(p.id).iter().filter_map(|e| e.points()).sum())
        .collect();
    let context = Context {
        cards,
        points: &points,
        players,
    };
    let mut ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    ids.sort_by(|a, b| points[b.0].cmp(&points[a.0]));

    // Groups of equal points, then split by each tie-break in turn.
    let mut groups: Vec<Vec<PlayerId>> = Vec::new();
    for id in ids {
        match groups.last_mut() {
            Some(group) if points[group[0].0] == points[id.0] => group.push(id),
            _ => groups.push(vec![id]),
        }
    }
    // The value each player got from each tie-break, computed among the players still tied
    // with it when that tie-break was applied (a player already alone is its own group).
    let mut values: Vec<Vec<(Tiebreak, TiebreakValue)>> = vec![Vec::new(); players.len()];
    for tiebreak in tiebreaks {
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            for id in &group {
                values[id.0].push((*tiebreak, context.value(*tiebreak, *id, &group)));
            }
            next.extend(split(&context, *tiebreak, group));
        }
        groups = next;
    }

    let mut rows = Vec::with_capacity(players.len());
    for mut group in groups {
        // Players no tie-break separates: by name, so the table reads the same every time.
        group.sort_by(|a, b| players[a.0].name.cmp(&players[b.0].name));
        let rank = rows.len() + 1;
        for id in group {
            let tiebreaks = std::mem::take(&mut values[id.0]);
            rows.push(row(&context, id, rows.len() + 1, rank, tiebreaks));
        }
    }
    rows
}

/// Splits a group of tied players by one tie-break, best first.
fn split(context: &Context<'_>, tiebreak: Tiebreak, group: Vec<PlayerId>) -> Vec<Vec<PlayerId>> {
    if group.len() < 2 {
        return vec![group];
    }
    let mut valued: Vec<(TiebreakValue, PlayerId)> = group
        .iter()
        .map(|id| (context.value(tiebreak, *id, &group), *id))
        .collect();
    valued.sort_by(|a, b| b.0.cmp(&a.0));
    let mut parts: Vec<(TiebreakValue, Vec<PlayerId>)> = Vec::new();
    for (value, id) in valued {
        match parts.last_mut() {
            Some((v, part)) if *v == value => part.push(id),
            _ => parts.push((value, vec![id])),
        }
    }
    parts.into_iter().map(|(_, part)| part).collect()
}

fn row(
    context: &Context<'_>,
    id: PlayerId,
    position: usize,
    rank: usize,
    tiebreaks: Vec<(Tiebreak, TiebreakValue)>,
) -> Row {
    let mut row = Row {
        position,
        rank,
        player: id,
        points: context.points[id.0],
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        byes: 0,
        disputed: 0,
        not_counted: 0,
        tiebreaks,
    };
    for entry in context.cards.of(id) {
        match (entry.kind, entry.result) {
            (EntryKind::Bye, EntryResult::Counted { .. }) => row.byes += 1,
            (_, EntryResult::Counted { outcome, .. }) => {
                row.games += 1;
                match outcome {
                    Outcome::Win => row.wins += 1,
                    Outcome::Draw => row.draws += 1,
                    Outcome::Loss => row.losses += 1,
                }
            }
            (_, EntryResult::Disputed) => row.disputed += 1,
            (_, EntryResult::NotCounted) => row.not_counted += 1,
        }
    }
    row
}
