//! The command-line tool and HTTP service of draughts-arbiter.

pub mod batch;
pub mod cli;
