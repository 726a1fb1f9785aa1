//! The JSON documents: the standings report (the shape issue 13 gives, documented in
//! `docs/tournament.md`) and every game's verdict.

use crate::crosstable::{Crosstable, SwissCell};
use crate::date::PartialDate;
use crate::finding::Finding;
use crate::game::{Placement, RoundSource, Unplayed};
use crate::result::{Counting, Dispute, ResultSource, Uncounted};
use crate::round::RoundNumber;
use crate::scoring::Scoring;
use crate::tiebreak::{Tiebreak, TiebreakValue};
use crate::{Tournament, TournamentGame};
use arbiter::{GameReport, Lang, Status};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::borrow::Cow;

/// The standings report: tournament, standings, crosstable, findings, games, unplayed rounds.
#[derive(Serialize)]
pub struct Report<'a> {
    /// What the tournament is.
    pub tournament: Header<'a>,
    /// The standings, in ranking order.
    pub standings: Vec<Standing<'a>>,
    /// The crosstable.
    pub crosstable: CrosstableView<'a>,
    /// The findings, errors first.
    pub findings: Cow<'a, [Finding]>,
    /// Every game, in input order, with the result that counts.
    pub games: Vec<Game<'a>>,
    /// Byes and forfeits of games never played.
    pub unplayed: Vec<UnplayedView<'a>>,
}

/// The tournament's header.
#[derive(Serialize)]
pub struct Header<'a> {
    /// The name.
    pub name: Option<&'a str>,
    /// The place.
    pub site: Option<&'a str>,
    /// The first day.
    pub from: Option<PartialDate>,
    /// The last day.
    pub to: Option<PartialDate>,
    /// `round_robin` or `swiss`.
    pub system: &'static str,
    /// Cycles of a round robin (1 for a single one); absent for a Swiss.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycles: Option<u32>,
    /// The last round.
    pub rounds: u32,
    /// Number of players.
    pub players: usize,
    /// Number of games between two players (copies included).
    pub games: usize,
    /// The tie-breaks, in the order applied.
    pub tiebreaks: &'a [Tiebreak],
    /// The points each outcome gives.
    pub scoring: &'a Scoring,
}

/// One row of the standings.
#[derive(Serialize)]
pub struct Standing<'a> {
    /// From 1; equal for players no tie-break separates.
    pub rank: usize,
    /// Place in the table (what the crosstable numbers players by).
    pub position: usize,
    /// The name shown.
    pub name: &'a str,
    /// Points counted.
    pub points: u32,
    /// Games counted against an opponent (played or forfeit).
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// Byes.
    pub byes: u32,
    /// Games whose result is disputed (not counted).
    pub disputed: u32,
    /// Games without a result to count.
    pub not_counted: u32,
    /// Tie-break values by name, in the order applied.
    pub tiebreaks: Tiebreaks<'a>,
    /// FMJD id.
    pub fmjd_id: Option<&'a str>,
    /// Rating.
    pub rating: Option<u32>,
    /// Title.
    pub title: Option<&'a str>,
    /// Federation.
    pub federation: Option<&'a str>,
    /// Every spelling of the name in the files.
    pub spellings: &'a [String],
}

/// Tie-break values as an object whose keys keep the order applied.
pub struct Tiebreaks<'a>(&'a [(Tiebreak, TiebreakValue)]);

impl Serialize for Tiebreaks<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (tiebreak, value) in self.0 {
            map.serialize_entry(tiebreak.name(), value)?;
        }
        map.end()
    }
}

/// The crosstable, with names.
#[derive(Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum CrosstableView<'a> {
    /// Player against player.
    RoundRobin {
        /// Rows in standings order.
        rows: Vec<RoundRobinRowView<'a>>,
    },
    /// Player against round.
    Swiss {
        /// The columns (`null`: games of unknown round).
        rounds: &'a [Option<RoundNumber>],
        /// Rows in standings order.
        rows: Vec<SwissRowView<'a>>,
    },
}

/// A round-robin row.
#[derive(Serialize)]
pub struct RoundRobinRowView<'a> {
    /// Place.
    pub position: usize,
    /// Name.
    pub name: &'a str,
    /// One cell per player in standings order.
    pub cells: &'a [String],
    /// Points.
    pub points: u32,
}

/// A Swiss row.
#[derive(Serialize)]
pub struct SwissRowView<'a> {
    /// Place.
    pub position: usize,
    /// Name.
    pub name: &'a str,
    /// One cell per round.
    pub cells: &'a [SwissCell],
    /// Points.
    pub points: u32,
}

/// A game and what counts of it.
#[derive(Serialize)]
pub struct Game<'a> {
    /// The file.
    pub file: &'a str,
    /// 1-based place in the file.
    pub index: usize,
    /// Line where it starts.
    pub line: u32,
    /// Round.
    pub round: Option<RoundNumber>,
    /// Board.
    pub board: Option<u32>,
    /// Where the round comes from.
    pub round_source: RoundSource,
    /// White's name.
    pub white: &'a str,
    /// Black's name.
    pub black: &'a str,
    /// The result as recorded.
    pub recorded: Option<&'a str>,
    /// The result that counts (`2-0`, ...), or `null`.
    pub counted: Option<&'static str>,
    /// Where the counted result comes from: `record` or `ruling`.
    pub source: Option<&'static str>,
    /// The ruling's kind, for a ruled result.
    pub ruling: Option<crate::RulingKind>,
    /// Why the result is disputed, if it is.
    pub dispute: Option<&'a Dispute>,
    /// Why nothing counts, if nothing does (`no_result`, `unrecognised`, `duplicate`).
    pub not_counted: Option<&'static str>,
    /// The referee's verdict.
    pub status: Status,
}

/// A bye or a forfeit, with names.
#[derive(Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum UnplayedView<'a> {
    /// A bye.
    Bye {
        /// Who.
        player: &'a str,
        /// When.
        round: Option<RoundNumber>,
        /// Points.
        points: u32,
        /// `decision`, or the record against `Bye`.
        origin: &'a crate::Origin,
    },
    /// A forfeit of a game never played.
    Forfeit {
        /// When.
        round: RoundNumber,
        /// Who was there.
        winner: &'a str,
        /// Who was not.
        loser: &'a str,
    },
}

/// The standings report of a tournament, its findings said in English (the exports, the
/// fixtures' expected reports).
pub fn report(tournament: &Tournament) -> Report<'_> {
    report_in(tournament, Lang::En)
}

/// The standings report of a tournament, its findings' messages said in `lang` (kinds, codes
/// and fields stay English).
pub fn report_in(tournament: &Tournament, lang: Lang) -> Report<'_> {
    Report {
        tournament: header(tournament),
        standings: standings(tournament),
        crosstable: crosstable(tournament),
        findings: match lang {
            Lang::En => Cow::Borrowed(&tournament.findings),
            _ => Cow::Owned(
                tournament
                    .findings
                    .iter()
                    .map(|f| f.in_lang(lang))
                    .collect(),
            ),
        },
        games: tournament
            .games
            .iter()
            .map(|g| game(tournament, g))
            .collect(),
        unplayed: unplayed(tournament),
    }
}

/// The event, the system and what the standings were counted with.
fn header(tournament: &Tournament) -> Header<'_> {
    let (system, cycles) = match tournament.system {
        crate::System::RoundRobin { cycles } => ("round_robin", Some(cycles)),
        crate::System::Swiss => ("swiss", None),
    };
    Header {
        name: tournament.event.name.as_deref(),
        site: tournament.event.site.as_deref(),
        from: tournament.event.from,
        to: tournament.event.to,
        system,
        cycles,
        rounds: tournament.rounds,
        players: tournament.players.len(),
        games: tournament.counted_games(),
        tiebreaks: &tournament.tiebreaks,
        scoring: &tournament.scoring,
    }
}

/// A row a player, in the order of the standings.
fn standings(tournament: &Tournament) -> Vec<Standing<'_>> {
    tournament
        .standings
        .iter()
        .map(|row| {
            let player = tournament.player(row.player);
            Standing {
                rank: row.rank,
                position: row.position,
                name: &player.name,
                points: row.points,
                games: row.games,
                wins: row.wins,
                draws: row.draws,
                losses: row.losses,
                byes: row.byes,
                disputed: row.disputed,
                not_counted: row.not_counted,
                tiebreaks: Tiebreaks(&row.tiebreaks),
                fmjd_id: player.fmjd_id.as_deref(),
                rating: player.rating,
                title: player.title.as_deref(),
                federation: player.federation.as_deref(),
                spellings: &player.spellings,
            }
        })
        .collect()
}

/// The crosstable, names in place of player numbers.
fn crosstable(tournament: &Tournament) -> CrosstableView<'_> {
    let name = |id: crate::PlayerId| tournament.player(id).name.as_str();
    match &tournament.crosstable {
        Crosstable::RoundRobin { rows } => CrosstableView::RoundRobin {
            rows: rows
                .iter()
                .map(|row| RoundRobinRowView {
                    position: row.position,
                    name: name(row.player),
                    cells: &row.cells,
                    points: row.points,
                })
                .collect(),
        },
        Crosstable::Swiss { rounds, rows } => CrosstableView::Swiss {
            rounds,
            rows: rows
                .iter()
                .map(|row| SwissRowView {
                    position: row.position,
                    name: name(row.player),
                    cells: &row.cells,
                    points: row.points,
                })
                .collect(),
        },
    }
}

/// The byes and forfeits, names in place of player numbers.
fn unplayed(tournament: &Tournament) -> Vec<UnplayedView<'_>> {
    let name = |id: crate::PlayerId| tournament.player(id).name.as_str();
    tournament
        .unplayed
        .iter()
        .map(|u| match u {
            Unplayed::Bye {
                player,
                round,
                points,
                origin,
            } => UnplayedView::Bye {
                player: name(*player),
                round: *round,
                points: *points,
                origin,
            },
            Unplayed::Forfeit {
                round,
                winner,
                loser,
            } => UnplayedView::Forfeit {
                round: *round,
                winner: name(*winner),
                loser: name(*loser),
            },
        })
        .collect()
}

fn game<'a>(tournament: &'a Tournament, game: &'a TournamentGame) -> Game<'a> {
    let (counted, source, ruling) = match &game.counting {
        Counting::Counted { result, source } => {
            let (name, ruling) = match source {
                ResultSource::Record => ("record", None),
                ResultSource::Ruling(kind) => ("ruling", Some(*kind)),
            };
            (Some(result.text()), Some(name), ruling)
        }
        _ => (None, None, None),
    };
    Game {
        file: &game.at.file,
        index: game.at.index,
        line: game.at.line,
        round: game.round.map(|r| r.round),
        board: game.round.and_then(|r| r.board),
        round_source: game.round_source,
        white: &tournament.player(game.white).name,
        black: &tournament.player(game.black).name,
        recorded: game.recorded.as_deref(),
        counted,
        source,
        ruling,
        dispute: match &game.counting {
            Counting::Disputed { dispute, .. } => Some(dispute),
            _ => None,
        },
        not_counted: match &game.counting {
            Counting::NotCounted(why) => Some(uncounted_name(why)),
            _ => None,
        },
        status: game.status,
    }
}

/// The name of a reason a game does not count.
pub(crate) fn uncounted_name(why: &Uncounted) -> &'static str {
    match why {
        Uncounted::NoResult => "no_result",
        Uncounted::Unrecognised { .. } => "unrecognised",
        Uncounted::Duplicate => "duplicate",
    }
}

/// A verdict with the tournament's view of the game in front.
#[derive(Serialize)]
struct Verdict<'a> {
    file: &'a str,
    round: Option<RoundNumber>,
    board: Option<u32>,
    white: Option<&'a str>,
    black: Option<&'a str>,
    counted: Option<&'static str>,
    #[serde(flatten)]
    report: &'a GameReport,
}

/// Every game's verdict, in input order: the referee's report of each game (as `check
/// --format json` writes it) with the file, the round, the players as the standings name them
/// and the result that counts. Written one verdict at a time, each with its keys in sorted
/// order as a [`serde_json::Value`] writes them (the document was one `Value` before, and its
/// bytes are unchanged; issue 26: 100,000 games' `Value` took most of a gigabyte).
pub fn verdicts(tournament: &Tournament) -> impl Serialize + '_ {
    /// The document: its two keys in sorted order, as before.
    #[derive(Serialize)]
    struct Verdicts<G> {
        games: G,
        schema_version: u32,
    }
    Verdicts {
        games: Seq(|| {
            tournament
                .records
                .iter()
                .map(|record| AsValue(verdict(tournament, record)))
        }),
        schema_version: arbiter::SCHEMA_VERSION,
    }
}

/// A record's verdict with the tournament's view of its game.
fn verdict<'a>(tournament: &'a Tournament, record: &'a crate::Record) -> Verdict<'a> {
    let game = match record.placement {
        Placement::Game(id) => Some(&tournament.games[id.0]),
        _ => None,
    };
    Verdict {
        file: &record.at.file,
        round: record.round.map(|r| r.round),
        board: record.round.and_then(|r| r.board),
        white: game.map(|g| tournament.player(g.white).name.as_str()),
        black: game.map(|g| tournament.player(g.black).name.as_str()),
        counted: game.and_then(|g| g.counting.counted()).map(|r| r.text()),
        report: &record.report,
    }
}

/// A value written as a [`serde_json::Value`] of it writes: every object's keys in sorted
/// order. Around each element of a large document, the document keeps the bytes it had when it
/// was built as one `Value`, while only one element at a time is ever a `Value`.
pub struct AsValue<T>(pub T);

impl<T: Serialize> Serialize for AsValue<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_json::to_value(&self.0)
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

/// The items of the iterator `F` makes, written as a sequence as they come (nothing collected).
pub struct Seq<F>(pub F);

impl<F, I> Serialize for Seq<F>
where
    F: Fn() -> I,
    I: Iterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((self.0)())
    }
}
