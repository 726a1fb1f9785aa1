//! The command-line tool and HTTP service of draughts-arbiter.

pub mod annotate;
pub mod batch;
pub mod board_svg;
pub mod cli;
pub mod finding_words;
pub mod l10n;
pub mod move_places;
pub mod names;
pub mod server;
pub mod store;
pub mod tournament;
pub mod web;
