//! What a tournament is exported as. Each export is a library function; [`Document`] names
//! them all and writes any of them, for the command line and the HTTP service alike:
//!
//! | export | function |
//! |---|---|
//! | standings, crosstable, findings, games as one JSON document | [`json::report`] |
//! | standings as CSV | [`csv::standings`] |
//! | crosstable as CSV | [`csv::crosstable`] |
//! | the FMJD results table (place, FMJD id, title, name, federation, rating, rounds, points) | [`csv::fmjd`] |
//! | standings, crosstable and findings as a printable HTML page, in a language | [`html::page_in`] |
//! | standings, crosstable and findings as text | [`text::report`] |
//! | every game's verdict as CSV / JSON | [`csv::verdicts`], [`json::verdicts`] |
//! | the tournament as one normalised PDN | [`pdn::normalized`] |
//! | the original files, as a zip archive | [`pdn::originals_zip`] |

pub mod csv;
mod document;
pub mod html;
pub mod json;
pub mod pdn;
pub mod text;

pub use document::{Document, json_bytes};

use super::RulingKind;
use super::Tournament;
use super::crosstable::Crosstable;
use super::result::{Counting, ResultSource};

/// The results that count as the arbiter ruled them, one line each (`round 1: White - Black:
/// recorded 1-1, counted 2-0 as ruled by the arbiter (corrected)`), in `lang`: the printable
/// page and the text report say which results are not the records'.
pub(crate) fn ruled_results_in(tournament: &Tournament, lang: arbiter::Lang) -> Vec<String> {
    tournament
        .games
        .iter()
        .filter_map(|game| {
            let Counting::Counted {
                result,
                source: ResultSource::Ruling(kind),
            } = &game.counting
            else {
                return None;
            };
            let kind = match kind {
                RulingKind::Adjudicated => words::say!(lang, "cli-standings-ruled-adjudicated"),
                RulingKind::Forfeit => words::say!(lang, "cli-standings-ruled-forfeit"),
                RulingKind::Corrected => words::say!(lang, "cli-standings-ruled-corrected"),
                RulingKind::Ruled => words::say!(lang, "cli-standings-ruled-ruled"),
            };
            let round = game.round.as_ref().map_or_else(
                || words::say!(lang, "cli-standings-no-round"),
                |r| words::say!(lang, "cli-standings-in-round", round = r.round.0),
            );
            Some(words::say!(
                lang,
                "cli-standings-ruled-line",
                round = round,
                white = tournament.player(game.white).name.clone(),
                black = tournament.player(game.black).name.clone(),
                recorded = game.recorded.clone().unwrap_or_else(|| "*".to_string()),
                result = result.to_string(),
                kind = kind
            ))
        })
        .collect()
}

/// The round columns of the FMJD table and the Swiss crosstable: the Swiss table's own, or a
/// Swiss-style table built for a round robin.
pub(crate) fn round_table(tournament: &Tournament) -> Crosstable {
    match &tournament.crosstable {
        swiss @ Crosstable::Swiss { .. } => swiss.clone(),
        Crosstable::RoundRobin { .. } => {
            Crosstable::swiss(&tournament.standings, &tournament.cards, tournament.rounds)
        }
    }
}

/// One row of a crosstable as text cells.
pub(crate) struct GridRow<'a> {
    /// Place in the standings.
    pub position: usize,
    /// The player's name.
    pub name: &'a str,
    /// The cells (opponents in a round robin, rounds in a Swiss).
    pub cells: Vec<String>,
    /// Points.
    pub points: u32,
}

/// The crosstable as text cells, whatever its kind: the column headings between the name and
/// the points (`1`, `2`, ... for a round robin; `R1`, `R2`, ..., `R?` for a Swiss) and the rows.
pub(crate) fn crosstable_grid(tournament: &Tournament) -> (Vec<String>, Vec<GridRow<'_>>) {
    let name = |id| tournament.player(id).name.as_str();
    match &tournament.crosstable {
        Crosstable::RoundRobin { rows } => (
            (1..=rows.len()).map(|n| n.to_string()).collect(),
            rows.iter()
                .map(|row| GridRow {
                    position: row.position,
                    name: name(row.player),
                    cells: row.cells.clone(),
                    points: row.points,
                })
                .collect(),
        ),
        Crosstable::Swiss { rounds, rows } => (
            rounds
                .iter()
                .map(|r| r.map_or("R?".to_string(), |r| format!("R{r}")))
                .collect(),
            rows.iter()
                .map(|row| GridRow {
                    position: row.position,
                    name: name(row.player),
                    cells: row.cells.iter().map(|c| c.text.clone()).collect(),
                    points: row.points,
                })
                .collect(),
        ),
    }
}
