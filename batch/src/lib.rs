//! Batch checking: many PDN sources refereed in parallel, reports handed out in input order.
//!
//! The shape is pgn-reader's `parallel_validate`: one reader thread walks the inputs in order and
//! cuts them into games ([`pdn::GameSplitter`]), a pool of workers parses and referees the games,
//! and the caller's thread puts the reports back in input order and hands them to a sink. A
//! fixed number of credits bounds the games in flight (queued, being checked, or waiting to be
//! reordered), so memory stays bounded whatever the size of the archive. The CLI (`check`) and
//! the HTTP service share this module; the output formats are in [`output`].

pub mod annotate;
mod input;
pub mod move_places;
pub mod output;
mod pipeline;
mod summary;

pub use input::{
    DEFAULT_MAX_ENTRY_BYTES, STDIN_NAME, Skipped, Source, SourceError, SourceProblem, Special,
    UnpackError, is_fifo, looks_binary, read_problem, unpack_upload,
};
// The walk over the inputs, for exports, imports and annotations that need the files' bytes
// (`standings --export pdn`, `import`, `annotate`).
pub use input::{Offer, Visit, walk};
pub use pipeline::{
    BatchOptions, CREDIT_BYTES, Hooks, Item, KnownHook, Prepared, SourceBytes, run, run_prepared,
};
pub use summary::{FindingCounts, Summary};

/// Whether a report has something a person should look at (an error or a warning).
pub fn has_problems(report: &arbiter::GameReport) -> bool {
    report
        .findings
        .iter()
        .any(|f| f.severity >= arbiter::Severity::Warning)
}
