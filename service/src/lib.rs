//! The HTTP service (`draughts-arbiter serve`): validate PDN, keep tournaments and their reports
//! in an embedded SQLite database, draw board diagrams. Endpoints live under `/api/v1`; see
//! docs/api.md and `GET /api/v1/openapi.json`.

pub(crate) mod access;
mod answers;
mod auth;
pub mod board_svg;
mod body;
mod built;
mod check_error;
mod checking;
pub mod error;
mod form_check;
mod live;
mod live_kept;
mod live_poll;
mod live_source;
mod logging;
mod memory;
pub mod openapi;
mod pace;
mod params;
mod reads;
mod routes;
mod schemas;
pub mod startup;
mod state;
mod storage;
mod turns;
pub mod web;

pub use body::ACCEPTED_TYPES;
pub use checking::SERVER_MAX_GAME_BYTES;
pub use live_source::SourcesAllowed;
pub use pace::Pace;
pub use routes::route_table;
pub use startup::{Application, ClientLimits, Settings, StartupError};

/// Every endpoint lives under this prefix.
pub const API_PREFIX: &str = "/api/v1";
