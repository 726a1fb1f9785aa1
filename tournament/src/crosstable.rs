//! Crosstables as federations publish them.
//!
//! A round robin: one row and one column per player, in standings order, each cell the points
//! the row's player scored against the column's (`2`, `1`, `0`; `21` for two games in a double
//! round robin), `X` on the diagonal. A Swiss: one row per player and one column per round,
//! each cell `points/opponent colour` (`2/11w`: 2 points against number 11 in the standings,
//! with White), `2/bye` for a bye. Everywhere, `+` and `-` are a forfeit won and lost, `?` a
//! disputed result and `*` a game without a result.

use super::card::{Cards, Entry, EntryKind, EntryResult};
use super::player::PlayerId;
use super::result::Outcome;
use super::round::RoundNumber;
use super::standings::Row;
use arbiter::Color;
use serde::Serialize;

/// The crosstable of the system played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Crosstable {
    /// Player against player.
    RoundRobin {
        /// One row per player, in standings order.
        rows: Vec<RoundRobinRow>,
    },
    /// Player against round.
    Swiss {
        /// The columns: rounds 1 to the last, and `null` for games of unknown round.
        rounds: Vec<Option<RoundNumber>>,
        /// One row per player, in standings order.
        rows: Vec<SwissRow>,
    },
}

/// A row of a round-robin table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundRobinRow {
    /// Place in the standings.
    pub position: usize,
    /// The player.
    pub player: PlayerId,
    /// One cell per player, in standings order (`X` for the player's own).
    pub cells: Vec<String>,
    /// Points.
    pub points: u32,
}

/// A row of a Swiss table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SwissRow {
    /// Place in the standings.
    pub position: usize,
    /// The player.
    pub player: PlayerId,
    /// One cell per column of [`Crosstable::Swiss::rounds`].
    pub cells: Vec<SwissCell>,
    /// Points.
    pub points: u32,
}

/// One round of one player in a Swiss table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SwissCell {
    /// The opponent's place in the standings (none for a bye, or an empty round).
    pub opponent: Option<usize>,
    /// The player's colour.
    pub colour: Option<Color>,
    /// Points scored, if counted.
    pub points: Option<u32>,
    /// `2/11w`, `2/bye`, `+/5`, `?/3b`, or empty when the player has nothing in that round;
    /// two entries in one round are written side by side.
    pub text: String,
    /// Every entry of the round, one each: the fields above stand for the cell only when it
    /// has one, so two games in one round are here, not lost as nulls.
    pub games: Vec<CellGame>,
}

/// One entry of a Swiss cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CellGame {
    /// The opponent's place in the standings (none for a bye).
    pub opponent: Option<usize>,
    /// The player's colour.
    pub colour: Option<Color>,
    /// Points scored, if counted.
    pub points: Option<u32>,
    /// `2/11w`, `2/bye`, `+/5`, `?/3b`.
    pub text: String,
}

impl Crosstable {
    /// The round-robin table.
    pub fn round_robin(rows: &[Row], cards: &Cards) -> Crosstable {
        let table = rows
            .iter()
            .map(|row| RoundRobinRow {
                position: row.position,
                player: row.player,
                cells: rows
                    .iter()
                    .map(|column| {
                        if column.player == row.player {
                            return "X".to_string();
                        }
                        cards
                            .of(row.player)
                            .iter()
                            .filter(|e| e.opponent == Some(column.player))
                            .map(score_mark)
                            .collect()
                    })
                    .collect(),
                points: row.points,
            })
            .collect();
        Crosstable::RoundRobin { rows: table }
    }

    /// The Swiss table, with a column per round from 1 to `last_round`.
    pub fn swiss(rows: &[Row], cards: &Cards, last_round: u32) -> Crosstable {
        let positions = positions(rows);
        let unknown = rows
            .iter()
            .any(|row| cards.of(row.player).iter().any(|e| e.round.is_none()));
        let mut columns: Vec<Option<RoundNumber>> =
            (1..=last_round).map(|r| Some(RoundNumber(r))).collect();
        if unknown {
            columns.push(None);
        }
        let table = rows
            .iter()
            .map(|row| SwissRow {
                position: row.position,
                player: row.player,
                cells: columns
                    .iter()
                    .map(|round| {
                        let entries: Vec<&Entry> = cards
                            .of(row.player)
                            .iter()
                            .filter(|e| e.round == *round)
                            .collect();
                        swiss_cell(&entries, &positions)
                    })
                    .collect(),
                points: row.points,
            })
            .collect();
        Crosstable::Swiss {
            rounds: columns,
            rows: table,
        }
    }
}

/// Standings position by player id.
fn positions(rows: &[Row]) -> Vec<usize> {
    let mut positions = vec![0; rows.iter().map(|r| r.player.0 + 1).max().unwrap_or(0)];
    for row in rows {
        positions[row.player.0] = row.position;
    }
    positions
}

/// What an entry scored, in one character or number: `2`, `1`, `0`, `+`, `-`, `?`, `*`.
fn score_mark(entry: &Entry) -> String {
    match (entry.kind, entry.result) {
        (EntryKind::Forfeit, EntryResult::Counted { outcome, points }) => match outcome {
            Outcome::Win => "+".to_string(),
            Outcome::Loss => "-".to_string(),
            Outcome::Draw => points.to_string(),
        },
        (_, EntryResult::Counted { points, .. }) => points.to_string(),
        (_, EntryResult::Disputed) => "?".to_string(),
        (_, EntryResult::NotCounted) => "*".to_string(),
    }
}

fn colour_letter(colour: Option<Color>) -> &'static str {
    match colour {
        Some(Color::White) => "w",
        Some(Color::Black) => "b",
        None => "",
    }
}

fn swiss_cell(entries: &[&Entry], positions: &[usize]) -> SwissCell {
    let texts: Vec<String> = entries
        .iter()
        .map(|entry| match entry.opponent {
            None => format!("{}/bye", score_mark(entry)),
            Some(opponent) => format!(
                "{}/{}{}",
                score_mark(entry),
                positions.get(opponent.0).copied().unwrap_or(0),
                colour_letter(entry.colour)
            ),
        })
        .collect();
    let games = entries
        .iter()
        .zip(&texts)
        .map(|(e, text)| CellGame {
            opponent: e.opponent.and_then(|o| positions.get(o.0).copied()),
            colour: e.colour,
            points: e.points(),
            text: text.clone(),
        })
        .collect();
    // One entry is the normal case: its details stand for the cell.
    let single = entries.first().filter(|_| entries.len() == 1);
    SwissCell {
        opponent: single
            .and_then(|e| e.opponent)
            .and_then(|o| positions.get(o.0).copied()),
        colour: single.and_then(|e| e.colour),
        points: single.and_then(|e| e.points()),
        text: texts.join(" "),
        games,
    }
}
