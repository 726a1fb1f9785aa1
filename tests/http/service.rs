//! The service as arbiters use it (issues 13 and 14), over HTTP against the real server, each
//! test on both backends (`name::sqlite`, `name::postgres`, the latter ignored with the reason
//! without a PostgreSQL server): a tournament made of several uploads, its standings,
//! crosstable, findings, players and exports compared with what the CLI's `standings` makes of
//! the same files, and the arbiter's decisions on its players and rounds.

use crate::{app_support, expected};

#[path = "service/tournaments.rs"]
mod tournaments;

#[path = "service/access.rs"]
mod access;

#[path = "service/rulings.rs"]
mod rulings;

#[path = "service/audit.rs"]
mod audit;

#[path = "service/recheck.rs"]
mod recheck;

#[path = "service/languages.rs"]
mod languages;

#[path = "service/answers.rs"]
mod answers;

use app_support::{Backend, TestApp, assert_error, spawn_app};
use reqwest::StatusCode;
