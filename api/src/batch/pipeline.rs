//! The pipeline: reader thread -> bounded channel -> N workers -> reorder -> sink.
//!
//! Every item the reader produces (a source opened, a game, a read error) gets a sequence
//! number; the caller's thread hands items to the sink strictly in that order, so the output
//! is the same for any number of workers. Before sending an item the reader takes credits, one
//! per started [`CREDIT_BYTES`] of the game's text, and the caller returns them once the item
//! has gone to the sink: at most `window` items, and about `window * CREDIT_BYTES` bytes of game
//! text, exist at any time, which bounds the channel, the workers and the reorder buffer together
//! (one slow game holds back at most `window` finished ones).

use super::input::{Skipped, SourceError, Visit, walk};
use arbiter::{GameReport, RefereeOptions};
use crossbeam_channel::{Receiver, Sender, bounded, unbounded};
use pdn::{GameChunk, GameSplitter, ReadOptions};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::Arc;
use std::thread;

/// How to run a batch.
#[derive(Clone, Copy, Debug)]
pub struct BatchOptions {
    /// How to read PDN.
    pub read: ReadOptions,
    /// How to referee.
    pub referee: RefereeOptions,
    /// Number of worker threads (at least 1).
    pub jobs: usize,
    /// Cap on the decompressed size of one zip entry or gzip stream.
    pub max_entry_bytes: u64,
    /// Credits in flight between the reader and the sink: an item takes one per started
    /// [`CREDIT_BYTES`] of game text (at most all of them).
    pub window: usize,
}

impl Default for BatchOptions {
    fn default() -> Self {
        BatchOptions {
            read: ReadOptions::default(),
            referee: RefereeOptions::default(),
            jobs: thread::available_parallelism().map_or(1, |n| n.get()),
            max_entry_bytes: super::input::DEFAULT_MAX_ENTRY_BYTES,
            window: 512,
        }
    }
}

/// Bytes of game text one credit stands for (64 KiB: most games take one credit).
pub const CREDIT_BYTES: usize = 64 << 10;

/// What the sink receives, in input order.
#[derive(Clone, Debug)]
pub enum Item {
    /// A source was opened; its games follow.
    Source(Arc<str>),
    /// The verdict on one game of `file`.
    Game {
        /// The source the game came from.
        file: Arc<str>,
        /// The verdict.
        report: Box<GameReport>,
    },
    /// A source could not be opened, or not read to its end.
    Error(SourceError),
    /// A directory entry that is no regular file was skipped.
    Skipped(Skipped),
}

/// What the reader sends to the workers.
enum Work {
    Chunk(Arc<str>, GameChunk),
    Done(Item),
}

/// Checks every game of `paths` and calls `sink` with the items in input order. Stops early
/// and returns the sink's error when the sink fails (the output went away).
pub fn run<E>(
    paths: &[PathBuf],
    options: &BatchOptions,
    mut sink: impl FnMut(Item) -> Result<(), E>,
) -> Result<(), E> {
    let window = options.window.max(1);
    let jobs = options.jobs.max(1);
    let (credit_tx, credit_rx) = bounded::<()>(window);
    for _ in 0..window {
        // Cannot fail: the channel holds exactly `window` credits and the receiver is alive.
        let _ = credit_tx.send(());
    }
    let (work_tx, work_rx) = bounded::<(Ticket, Work)>(window);
    let (done_tx, done_rx) = unbounded::<(Ticket, Item)>();

    // `move`: the credit sender and the result receiver must be dropped when this closure
    // returns early, or the reader and the workers would wait for them forever.
    thread::scope(move |scope| {
        // Named threads: panics and profiles say which stage they come from.
        thread::Builder::new()
            .name("pdn-reader".into())
            .spawn_scoped(scope, move || {
                read_inputs(paths, options, &credit_rx, &work_tx)
            })
            .expect("the system can start a thread");
        for i in 0..jobs {
            let work_rx = work_rx.clone();
            let done_tx = done_tx.clone();
            thread::Builder::new()
                .name(format!("referee-{i}"))
                .spawn_scoped(scope, move || check_games(options, &work_rx, &done_tx))
                .expect("the system can start a thread");
        }
        // Only the workers hold these now: the loop below ends when they have all finished.
        drop(work_rx);
        drop(done_tx);

        let mut next = 0u64;
        let mut pending = BTreeMap::new();
        for (ticket, item) in done_rx.iter() {
            pending.insert(ticket.seq, (ticket.credits, item));
            while let Some((credits, item)) = pending.remove(&next) {
                next += 1;
                // Returning early drops the receivers: workers and reader see closed channels
                // and stop.
                sink(item)?;
                for _ in 0..credits {
                    let _ = credit_tx.send(());
                }
            }
        }
        Ok(())
    })
}

/// An item's place in the output and the credits it holds.
#[derive(Clone, Copy, Debug)]
struct Ticket {
    seq: u64,
    credits: usize,
}

/// The reader thread: walks the inputs, cuts each into games, numbers every item.
fn read_inputs(
    paths: &[PathBuf],
    options: &BatchOptions,
    credits: &Receiver<()>,
    work: &Sender<(Ticket, Work)>,
) {
    let window = options.window.max(1);
    let mut seq = 0u64;
    let mut send = |w: Work| -> bool {
        let bytes = match &w {
            Work::Chunk(_, chunk) => chunk.bytes.len(),
            Work::Done(_) => 0,
        };
        // Capped at the window, or a game longer than the window would wait forever.
        let cost = (bytes / CREDIT_BYTES + 1).min(window);
        for _ in 0..cost {
            if credits.recv().is_err() {
                return false;
            }
        }
        let ticket = Ticket { seq, credits: cost };
        if work.send((ticket, w)).is_err() {
            return false;
        }
        seq += 1;
        true
    };
    walk(paths, options.max_entry_bytes, &mut |visit| match visit {
        Visit::Error(error) => send(Work::Done(Item::Error(error))),
        Visit::Skipped(skipped) => send(Work::Done(Item::Skipped(skipped))),
        Visit::Source { name, reader } => {
            if !send(Work::Done(Item::Source(name.clone()))) {
                return false;
            }
            let mut splitter =
                GameSplitter::with_max_game_bytes(reader, options.read.max_game_bytes);
            let mut games = 0usize;
            loop {
                match splitter.next_chunk() {
                    Ok(Some(chunk)) => {
                        games += 1;
                        if !send(Work::Chunk(name.clone(), chunk)) {
                            return false;
                        }
                    }
                    Ok(None) => return true,
                    Err(error) => {
                        let message = if games == 0 {
                            format!("read error: {error}")
                        } else {
                            format!("read error after game {games}: {error}")
                        };
                        return send(Work::Done(Item::Error(SourceError::new(
                            name.as_ref(),
                            message,
                        ))));
                    }
                }
            }
        }
    });
}

/// A worker: decodes, parses and referees games until the reader is done.
fn check_games(
    options: &BatchOptions,
    work: &Receiver<(Ticket, Work)>,
    done: &Sender<(Ticket, Item)>,
) {
    for (ticket, w) in work.iter() {
        let item = match w {
            Work::Done(item) => item,
            Work::Chunk(file, chunk) => check_chunk(options, file, &chunk),
        };
        if done.send((ticket, item)).is_err() {
            return;
        }
    }
}

/// Referees one game. A panic in the referee must not hang the pipeline (its sequence number
/// would never arrive): it becomes an error naming the game.
fn check_chunk(options: &BatchOptions, file: Arc<str>, chunk: &GameChunk) -> Item {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let (text, context) = pdn::decode_chunk(chunk);
        let game = pdn::parse_game(&text, &context, &options.read);
        arbiter::referee(&game, &options.referee)
    }));
    match result {
        Ok(report) => Item::Game {
            file,
            report: Box::new(report),
        },
        Err(_) => Item::Error(SourceError::new(
            file.as_ref(),
            format!(
                "internal error while checking game {} (line {}): please report it",
                chunk.index, chunk.line
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    /// `(file, game index)` or `(file, 0)` for a source, in the order the sink saw them.
    fn order(jobs: usize, window: usize) -> Vec<(String, usize)> {
        let fixtures = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/cli");
        let paths = [
            fixtures.join("round.pdn"),
            fixtures.join("archive"),
            fixtures.join("broken.pdn"),
        ];
        let options = BatchOptions {
            jobs,
            window,
            ..BatchOptions::default()
        };
        let mut seen = Vec::new();
        let result: Result<(), Infallible> = run(&paths, &options, |item| {
            seen.push(match item {
                Item::Source(file) => (file.to_string(), 0),
                Item::Game { file, report } => (file.to_string(), report.index),
                Item::Error(error) => (error.file, usize::MAX),
                Item::Skipped(skipped) => (skipped.file, usize::MAX),
            });
            Ok(())
        });
        assert!(result.is_ok());
        seen
    }

    #[test]
    fn input_order_whatever_the_workers_and_the_window() {
        let reference = order(1, 512);
        assert_eq!(reference.len(), 4 + 1 + 3 + 2 + 4 + 1);
        assert_eq!(order(3, 1), reference);
        assert_eq!(order(2, 2), reference);
    }

    #[test]
    fn a_game_longer_than_the_window_still_goes_through() {
        let dir = std::env::temp_dir().join(format!("batch-window-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("long.pdn");
        let comment = "x".repeat(5 * CREDIT_BYTES);
        let text = format!("1. 32-28 {{{comment}}} 19-23 *\n1. 33-29 *\n");
        std::fs::write(&path, text).expect("write");
        let options = BatchOptions {
            jobs: 2,
            window: 2,
            ..BatchOptions::default()
        };
        let mut games = Vec::new();
        let result: Result<(), Infallible> = run(&[path], &options, |item| {
            if let Item::Game { report, .. } = item {
                games.push(report.plies);
            }
            Ok(())
        });
        let _ = std::fs::remove_dir_all(&dir);
        assert!(result.is_ok());
        assert_eq!(games, [2, 1]);
    }

    #[test]
    fn a_failing_sink_stops_the_pipeline() {
        let paths = [PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/cli/round.pdn")];
        let mut calls = 0;
        let result = run(
            &paths,
            &BatchOptions {
                window: 1,
                ..BatchOptions::default()
            },
            |_| {
                calls += 1;
                if calls == 2 {
                    Err("output closed")
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(result, Err("output closed"));
        assert_eq!(calls, 2);
    }
}
