//! What a tournament is exported as. Each export is a library function the command line uses
//! now and the HTTP service can serve later:
//!
//! | export | function |
//! |---|---|
//! | standings, crosstable, findings, games as one JSON document | [`json::report`] |
//! | standings as CSV | [`csv::standings`] |
//! | crosstable as CSV | [`csv::crosstable`] |
//! | the FMJD results table (place, FMJD id, title, name, federation, rating, rounds, points) | [`csv::fmjd`] |
//! | standings, crosstable and findings as a printable HTML page | [`html::page`] |
//! | standings, crosstable and findings as text | [`text::report`] |
//! | every game's verdict as CSV / JSON | [`csv::verdicts`], [`json::verdicts`] |
//! | the tournament as one normalised PDN | [`pdn::normalized`] |
//! | the original files, as a zip archive | [`pdn::originals_zip`] |

pub mod csv;
pub mod html;
pub mod json;
pub mod pdn;
pub mod text;

use super::Tournament;
use super::crosstable::Crosstable;

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
