//! The command-line tool of draughts-arbiter (`draughts-arbiter check`, `serve`, `standings`,
//! `import`, ...): each command reads its arguments and calls the crates that do the work
//! (`batch`, `service`, `store`, `tournament`; docs/architecture.md).

pub mod cli;
