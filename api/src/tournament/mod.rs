//! Tournaments: from refereed games to a checked tournament (issue 13).
//!
//! This first part reads what the games' tags say about the tournament: each game's round
//! ([`round`]), its date ([`date`]) and its players' names ([`name`]).

pub mod date;
pub mod name;
pub mod round;

pub use round::{RoundNumber, RoundRef, RoundTag, parse_round_tag, round_from_file_name};
