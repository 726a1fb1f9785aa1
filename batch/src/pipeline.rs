//! The pipeline: reader thread -> bounded channel -> N workers -> reorder -> sink.
//!
//! Games cross threads in batches, not one by one: a handoff wakes a thread (a futex call and a
//! context switch), which costs as much as reading a game, so the reader hands the workers
//! batches of up to [`BATCH_GAMES`] games or [`BATCH_BYTES`] of text, and each worker hands back
//! the reports of a whole batch.
//!
//! Every item the reader produces (a source opened, a game, a read error) has its place in a
//! numbered batch; the caller's thread hands items to the sink strictly in that order, so the
//! output is the same for any number of workers. Before adding an item to a batch the reader
//! takes credits, one per started [`CREDIT_BYTES`] of the game's text, and the caller returns a
//! batch's credits once its items have gone to the sink: at most `window` items, and about
//! `window * CREDIT_BYTES` bytes of game text, exist at any time, which bounds the channel, the
//! workers and the reorder buffer together (one slow game holds back at most `window` finished
//! ones). A reader short of credits sends the batch it has started before it waits, so a batch
//! never holds credits nobody can return. The buffers of the games a worker has checked go back
//! to the reader with the credits, to hold later games: a game costs no allocation to read.

use super::input::{Offer, Skipped, SourceError, SourceProblem, Visit, read_problem, walk};
use arbiter::ExporterFaults;
use arbiter::{GameReport, RefereeOptions};
use crossbeam_channel::{Receiver, Sender, bounded, unbounded};
use pdn::{GameChunk, GameSplitter, ReadOptions};
use std::collections::BTreeMap;
use std::io::Read;
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

/// Most items in one batch: enough that handoffs cost nothing beside the games, few enough
/// that a window of 512 holds several batches, so two workers always have one to take.
const BATCH_GAMES: usize = 64;

/// Most bytes of game text in one batch (a batch of long games is sent sooner).
const BATCH_BYTES: usize = 256 << 10;

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
    /// A file the caller holds already ([`Hooks::known`]): not read, and none of its games
    /// follow.
    Known {
        /// The file, as the reports name it.
        file: Arc<str>,
        /// What the hook said of it (for `import`, the tournament that holds its bytes).
        word: String,
    },
}

/// What [`run_prepared`]'s sink gets with a game: what the caller's `prepare` made of it on the
/// worker that refereed it.
#[derive(Debug)]
pub struct Prepared<P> {
    /// What `prepare` returned.
    pub value: P,
    /// Whether the report's findings changed after `prepare` saw them: an exporter's fault told
    /// on an earlier game of the file is left out of this one, or told here for the whole file
    /// (decided on the caller's thread, in file order). What `value` made of the findings is
    /// then out of date.
    pub findings_changed: bool,
}

/// What the reader read of each source, in order, for a caller that keeps the bytes (`import`):
/// the same bytes the games were cut from, so nothing reads a file twice.
#[derive(Debug)]
pub enum SourceBytes<'a> {
    /// A source starts.
    Start(&'a Arc<str>),
    /// Its next bytes.
    Bytes(&'a [u8]),
    /// It was read to its end (`Ok`), or not: why.
    End(Result<(), String>),
}

/// Work a caller of [`run_prepared`] adds to the pipeline's threads.
pub struct Hooks<'h, P> {
    /// Made of each game on the worker that refereed it, from its place in the file and its
    /// report (which it may lighten of what the sink will not need).
    pub prepare: &'h (dyn Fn(&GameChunk, &mut GameReport) -> P + Sync),
    /// Told every byte of every source, on the reader's thread, as it is read.
    pub bytes: Option<&'h mut (dyn FnMut(SourceBytes<'_>) + Send)>,
    /// Asked of each file on disk, zip entry and gzip file, on the reader's thread, before its
    /// games are read: `Some` when the caller holds it already, which passes it over (an [`Item::Known`]
    /// with the hook's word stands for it; `import` of an archive stored before reads no game
    /// again).
    pub known: Option<&'h mut KnownHook<'h>>,
}

/// What [`Hooks::known`] asks: whether the caller holds the source offered already (its size
/// told, its bytes to be read once more if need be), and its word for it if so.
pub type KnownHook<'h> = dyn FnMut(&mut Offer<'_>) -> Option<String> + Send + 'h;

/// A game's findings as the faults pass can change them: how many, and how many are told for
/// the whole file (the pass only drops findings, or marks them so).
fn findings_mark(report: &GameReport) -> (usize, usize) {
    let whole_file = report
        .findings
        .iter()
        .filter(|f| {
            matches!(
                f.detail,
                arbiter::Detail::Read {
                    whole_file: true,
                    ..
                }
            )
        })
        .count();
    (report.findings.len(), whole_file)
}

/// An item as a worker hands it back: for a game, what `prepare` made of it and the mark of
/// the findings it saw.
struct Checked<P> {
    item: Item,
    prepared: Option<(P, (usize, usize))>,
}

/// What the reader puts in a batch.
enum Work {
    Chunk(Arc<str>, GameChunk),
    Done(Item),
}

/// Consecutive items of the input and the credits they hold.
struct Batch<T> {
    seq: u64,
    credits: usize,
    items: Vec<T>,
    /// The buffers of the games checked, on their way back to the reader.
    spare: Vec<Vec<u8>>,
}

/// Credits returned to the reader, with buffers for its next games.
type Returned = (usize, Vec<Vec<u8>>);

/// Checks every game of `paths` and calls `sink` with the items in input order. Stops early
/// and returns the sink's error when the sink fails (the output went away).
pub fn run<E>(
    paths: &[PathBuf],
    options: &BatchOptions,
    mut sink: impl FnMut(Item) -> Result<(), E>,
) -> Result<(), E> {
    let hooks = Hooks {
        prepare: &|_, _| (),
        bytes: None,
        known: None,
    };
    run_prepared(paths, options, hooks, |item, _| sink(item))
}

/// [`run`], with `hooks.prepare` called on each game on the worker that refereed it (its value
/// handed to the sink beside the game) and `hooks.bytes` told the bytes of every source.
pub fn run_prepared<P: Send, E>(
    paths: &[PathBuf],
    options: &BatchOptions,
    hooks: Hooks<'_, P>,
    mut sink: impl FnMut(Item, Option<Prepared<P>>) -> Result<(), E>,
) -> Result<(), E> {
    let Hooks {
        prepare,
        bytes,
        known,
    } = hooks;
    let window = options.window.max(1);
    let jobs = options.jobs.max(1);
    // Credits travel as counts: the sink returns a whole batch's in one message.
    let (credit_tx, credit_rx) = unbounded::<Returned>();
    // Cannot fail: the receiver is alive.
    let _ = credit_tx.send((window, Vec::new()));
    let (work_tx, work_rx) = bounded::<Batch<Work>>(window);
    let (done_tx, done_rx) = unbounded::<Batch<Checked<P>>>();

    // `move`: the credit sender and the result receiver must be dropped when this closure
    // returns early, or the reader and the workers would wait for them forever.
    thread::scope(move |scope| {
        // Named threads: panics and profiles say which stage they come from.
        thread::Builder::new()
            .name("pdn-reader".into())
            .spawn_scoped(scope, move || {
                let mut reader = BatchReader::new(options, credit_rx, work_tx);
                read_inputs(paths, options, &mut reader, bytes, known);
            })
            .expect("the system can start a thread");
        for i in 0..jobs {
            let work_rx = work_rx.clone();
            let done_tx = done_tx.clone();
            thread::Builder::new()
                .name(format!("referee-{i}"))
                .spawn_scoped(scope, move || {
                    check_batches(options, prepare, &work_rx, &done_tx);
                })
                .expect("the system can start a thread");
        }
        // Only the workers hold these now: the loop below ends when they have all finished.
        drop(work_rx);
        drop(done_tx);

        let mut next = 0u64;
        let mut pending = BTreeMap::new();
        // The games come in file order here: an exporter's fault is told once a file.
        let mut faults = ExporterFaults::default();
        for batch in done_rx.iter() {
            pending.insert(batch.seq, batch);
            while let Some(batch) = pending.remove(&next) {
                next += 1;
                for Checked { mut item, prepared } in batch.items {
                    match &mut item {
                        Item::Source(_) => faults.new_file(),
                        Item::Game { report, .. } => faults.see(report),
                        Item::Error(_) | Item::Skipped(_) | Item::Known { .. } => {}
                    }
                    let prepared = match (&item, prepared) {
                        (Item::Game { report, .. }, Some((value, mark))) => Some(Prepared {
                            value,
                            findings_changed: findings_mark(report) != mark,
                        }),
                        _ => None,
                    };
                    // Returning early drops the receivers: workers and reader see closed
                    // channels and stop.
                    sink(item, prepared)?;
                }
                let _ = credit_tx.send((batch.credits, batch.spare));
            }
        }
        Ok(())
    })
}

/// The reader's side of the pipeline: credits held, and the batch being filled.
struct BatchReader {
    window: usize,
    credits: Receiver<Returned>,
    held: usize,
    /// Buffers returned for the next games.
    spare: Vec<Vec<u8>>,
    work: Sender<Batch<Work>>,
    batch: Batch<Work>,
    bytes: usize,
}

impl BatchReader {
    fn new(options: &BatchOptions, credits: Receiver<Returned>, work: Sender<Batch<Work>>) -> Self {
        BatchReader {
            window: options.window.max(1),
            credits,
            held: 0,
            spare: Vec::new(),
            work,
            batch: Batch {
                seq: 0,
                credits: 0,
                items: Vec::with_capacity(BATCH_GAMES),
                spare: Vec::new(),
            },
            bytes: 0,
        }
    }

    /// Adds `w` to the batch, sending batches as they fill; false when the pipeline stopped.
    fn push(&mut self, w: Work) -> bool {
        let bytes = match &w {
            Work::Chunk(_, chunk) => chunk.bytes.len(),
            Work::Done(_) => 0,
        };
        // Capped at the window, or a game longer than the window would wait forever.
        let cost = (bytes / CREDIT_BYTES + 1).min(self.window);
        if !self.take_credits(cost) {
            return false;
        }
        self.batch.items.push(w);
        self.batch.credits += cost;
        self.bytes += bytes;
        if self.batch.items.len() >= BATCH_GAMES || self.bytes >= BATCH_BYTES {
            return self.send();
        }
        true
    }

    /// Takes `cost` credits, waiting for the sink to return some if need be.
    fn take_credits(&mut self, cost: usize) -> bool {
        while self.held < cost {
            if let Ok(returned) = self.credits.try_recv() {
                self.returned(returned);
                continue;
            }
            // The batch holds credits only the sink can return, once it has the batch.
            if !self.batch.items.is_empty() && !self.send() {
                return false;
            }
            match self.credits.recv() {
                Ok(returned) => self.returned(returned),
                Err(_) => return false,
            }
        }
        self.held -= cost;
        true
    }

    fn returned(&mut self, (credits, spare): Returned) {
        self.held += credits;
        self.spare.extend(spare);
    }

    /// Gives the splitter the buffers returned so far.
    fn lend_buffers<R: std::io::Read>(&mut self, splitter: &mut GameSplitter<R>) {
        for buffer in self.spare.drain(..) {
            splitter.recycle(buffer);
        }
    }

    /// Hands the batch to the workers; false when they have gone.
    fn send(&mut self) -> bool {
        let next = Batch {
            seq: self.batch.seq + 1,
            credits: 0,
            items: Vec::with_capacity(BATCH_GAMES),
            spare: Vec::new(),
        };
        let full = std::mem::replace(&mut self.batch, next);
        self.bytes = 0;
        self.work.send(full).is_ok()
    }

    /// Sends what is left at the end of the input.
    fn finish(&mut self) {
        if !self.batch.items.is_empty() {
            let _ = self.send();
        }
    }
}

/// A source's reader that tells the bytes hook every byte it hands out.
struct Told<'a, 'h> {
    inner: &'a mut dyn Read,
    hook: &'a mut (dyn FnMut(SourceBytes<'_>) + Send + 'h),
}

impl Read for Told<'_, '_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n > 0 {
            (self.hook)(SourceBytes::Bytes(&buf[..n]));
        }
        Ok(n)
    }
}

/// The reader thread: walks the inputs, cuts each into games, batches every item.
fn read_inputs(
    paths: &[PathBuf],
    options: &BatchOptions,
    reader: &mut BatchReader,
    mut bytes: Option<&mut (dyn FnMut(SourceBytes<'_>) + Send)>,
    mut known: Option<&mut KnownHook<'_>>,
) {
    walk(paths, options.max_entry_bytes, &mut |visit| match visit {
        Visit::Error(error) => reader.push(Work::Done(Item::Error(error))),
        Visit::Skipped(skipped) => reader.push(Work::Done(Item::Skipped(skipped))),
        // Asked before a game is cut: a source held already is not read.
        Visit::Offer(mut offer) => match known.as_deref_mut().and_then(|hook| hook(&mut offer)) {
            Some(word) => {
                offer.hold();
                let file = offer.name.clone();
                reader.push(Work::Done(Item::Known { file, word }))
            }
            None => true,
        },
        Visit::Source {
            name,
            reader: source,
        } => {
            // The bytes hook hears of the source first: its sink may wait for that word when
            // the source's item reaches it.
            if let Some(hook) = bytes.as_deref_mut() {
                hook(SourceBytes::Start(&name));
            }
            if !reader.push(Work::Done(Item::Source(name.clone()))) {
                return false;
            }
            match bytes.as_deref_mut() {
                Some(hook) => {
                    let told = Told {
                        inner: source,
                        hook: &mut *hook,
                    };
                    let (going, end) = split_source(options, reader, &name, told);
                    hook(SourceBytes::End(end));
                    going
                }
                None => split_source(options, reader, &name, source).0,
            }
        }
    });
    reader.finish();
}

/// Cuts one source into games and batches them: whether the pipeline is still going, and
/// whether the source was read to its end (else why not).
fn split_source<R: Read>(
    options: &BatchOptions,
    reader: &mut BatchReader,
    name: &Arc<str>,
    source: R,
) -> (bool, Result<(), String>) {
    let mut splitter = GameSplitter::with_max_game_bytes(source, options.read.max_game_bytes);
    let mut games = 0usize;
    loop {
        reader.lend_buffers(&mut splitter);
        match splitter.next_chunk() {
            Ok(Some(chunk)) => {
                games += 1;
                if !reader.push(Work::Chunk(name.clone(), chunk)) {
                    return (false, Err("the pipeline stopped".into()));
                }
            }
            Ok(None) => return (true, Ok(())),
            Err(error) => {
                let said = error.to_string();
                let going = reader.push(Work::Done(Item::Error(SourceError::new(
                    name.as_ref(),
                    read_problem(games, &error),
                ))));
                return (going, Err(said));
            }
        }
    }
}

/// A worker: decodes, parses and referees batches of games until the reader is done, and
/// prepares each game for the sink.
fn check_batches<P>(
    options: &BatchOptions,
    prepare: &(dyn Fn(&GameChunk, &mut GameReport) -> P + Sync),
    work: &Receiver<Batch<Work>>,
    done: &Sender<Batch<Checked<P>>>,
) {
    for batch in work.iter() {
        let mut spare = Vec::with_capacity(batch.items.len());
        let items = batch
            .items
            .into_iter()
            .map(|w| match w {
                Work::Done(item) => Checked {
                    item,
                    prepared: None,
                },
                Work::Chunk(file, chunk) => {
                    let mut item = check_chunk(options, file, &chunk);
                    let prepared = match &mut item {
                        Item::Game { report, .. } => {
                            let mark = findings_mark(report);
                            Some((prepare(&chunk, report), mark))
                        }
                        _ => None,
                    };
                    spare.push(chunk.bytes);
                    Checked { item, prepared }
                }
            })
            .collect();
        let checked = Batch {
            seq: batch.seq,
            credits: batch.credits,
            items,
            spare,
        };
        if done.send(checked).is_err() {
            return;
        }
    }
}

/// Referees one game. A panic in the referee must not hang the pipeline (its batch would never
/// arrive): it becomes an error naming the game.
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
            SourceProblem::Internal {
                game: chunk.index,
                line: chunk.line,
            },
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
                Item::Known { file, .. } => (file.to_string(), usize::MAX - 1),
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
    fn the_hooks_see_every_byte_once_and_each_game_on_its_worker() {
        // A literal `\r` in a tag is an exporter's fault: told on the first game of the file
        // only, after the workers prepared all three.
        let dir = std::env::temp_dir().join(format!("batch-hooks-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let faulty = dir.join("faulty.pdn");
        let game = "[White \"A\"]\\r\n[Black \"B\"]\n\n1. 32-28 19-23 *\n\n";
        std::fs::write(&faulty, game.repeat(3)).expect("write");
        let round = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/cli/round.pdn");
        let paths = [faulty.clone(), round.clone()];
        let mut seen: Vec<(String, Vec<u8>, bool)> = Vec::new();
        let mut told = |bytes: SourceBytes<'_>| match bytes {
            SourceBytes::Start(name) => seen.push((name.to_string(), Vec::new(), false)),
            SourceBytes::Bytes(bytes) => seen.last_mut().expect("a source").1.extend(bytes),
            SourceBytes::End(end) => seen.last_mut().expect("a source").2 = end.is_ok(),
        };
        let prepare = |chunk: &GameChunk, report: &mut GameReport| {
            (
                chunk.index,
                chunk.offset,
                report.findings.len(),
                thread::current().name().map(str::to_string),
            )
        };
        let hooks = Hooks {
            prepare: &prepare,
            bytes: Some(&mut told),
            known: None,
        };
        let options = BatchOptions {
            jobs: 2,
            ..BatchOptions::default()
        };
        let mut games = Vec::new();
        let result: Result<(), Infallible> =
            run_prepared(&paths, &options, hooks, |item, ready| {
                if let Item::Game { file, report } = item {
                    let ready = ready.expect("every game is prepared");
                    games.push((file.to_string(), report.index, report.findings.len(), ready));
                } else {
                    assert!(ready.is_none());
                }
                Ok(())
            });
        let _ = std::fs::remove_dir_all(&dir);
        assert!(result.is_ok());
        let expected = [
            (
                faulty.display().to_string(),
                game.repeat(3).into_bytes(),
                true,
            ),
            (
                round.display().to_string(),
                std::fs::read(&round).expect("fixture"),
                true,
            ),
        ];
        assert_eq!(seen, expected);
        let faulty_games: Vec<_> = games.iter().filter(|g| g.0 == expected[0].0).collect();
        assert_eq!(faulty_games.len(), 3);
        for (i, (_, index, findings, ready)) in faulty_games.into_iter().enumerate() {
            let (prepared_index, offset, prepared_findings, thread) = &ready.value;
            assert_eq!((*index, *prepared_index), (i + 1, i + 1));
            assert_eq!(*offset, (i * game.len()) as u64);
            assert!(thread.as_deref().is_some_and(|t| t.starts_with("referee-")));
            // Each worker saw the fault; the first game tells it for the file (marked so), the
            // others leave it out: both changes are flagged.
            assert_eq!(*prepared_findings, 1);
            assert_eq!(*findings, usize::from(i == 0));
            assert!(ready.findings_changed);
        }
        assert!(
            games
                .iter()
                .filter(|g| g.0 == expected[1].0)
                .all(|g| !g.3.findings_changed)
        );
    }

    #[test]
    fn a_file_the_caller_holds_is_passed_over_unread() {
        // Files on disk, named and found in a directory, a zip's entries and a gzip file: the
        // hook is asked of each, reads its bytes again through the offer, and the ones it
        // knows yield no game and no byte.
        let fixtures = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/cli");
        let (round, broken) = (fixtures.join("round.pdn"), fixtures.join("broken.pdn"));
        let round_bytes = std::fs::read(&round).expect("fixture");
        let archive = fixtures.join("archive");
        let dir = std::env::temp_dir().join(format!("batch-known-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let gz = dir.join("round.pdn.gz");
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        std::io::Write::write_all(&mut encoder, &round_bytes).expect("compress");
        std::fs::write(&gz, encoder.finish().expect("compress")).expect("write");
        let zip = dir.join("season.zip");
        let broken_bytes = std::fs::read(&broken).expect("fixture");
        let entries: [(&str, &[u8]); 2] = [("a.pdn", &round_bytes), ("b.pdn", &broken_bytes)];
        std::fs::write(&zip, crate::input::tests::zip_of(&entries)).expect("write");
        let paths = [
            round.clone(),
            archive.clone(),
            zip.clone(),
            gz.clone(),
            broken.clone(),
        ];
        let said = |item: Item| match item {
            Item::Known { file, word } => format!("known {file} {word}"),
            Item::Source(file) => format!("source {file}"),
            Item::Game { file, report } => format!("game {file} {}", report.index),
            Item::Error(error) => format!("error {}", error.file),
            Item::Skipped(skipped) => format!("skipped {}", skipped.file),
        };
        let mut asked = Vec::new();
        let mut known = |offer: &mut Offer<'_>| {
            asked.push(offer.name.to_string());
            let mut bytes = Vec::new();
            let copied = offer.copy_to(&mut bytes).expect("read again");
            assert_eq!(
                (copied, offer.size),
                (bytes.len() as u64, bytes.len() as u64)
            );
            (bytes == round_bytes).then(|| "held".to_string())
        };
        let mut told = Vec::new();
        let mut bytes = |bytes: SourceBytes<'_>| {
            if let SourceBytes::Start(name) = bytes {
                told.push(name.to_string());
            }
        };
        let hooks = Hooks {
            prepare: &|chunk: &GameChunk, _: &mut GameReport| chunk.index,
            bytes: Some(&mut bytes),
            known: Some(&mut known),
        };
        let mut items = Vec::new();
        let result: Result<(), Infallible> =
            run_prepared(&paths, &BatchOptions::default(), hooks, |item, _| {
                items.push(said(item));
                Ok(())
            });
        assert!(result.is_ok());
        let mut without = Vec::new();
        let result: Result<(), Infallible> = run(&paths, &BatchOptions::default(), |item| {
            without.push(said(item));
            Ok(())
        });
        let _ = std::fs::remove_dir_all(&dir);
        assert!(result.is_ok());
        let held = [
            round.display().to_string(),
            format!("{}:a.pdn", zip.display()),
            gz.display().to_string(),
        ];
        for name in &held {
            assert!(items.contains(&format!("known {name} held")), "{items:?}");
            assert!(!told.contains(name));
        }
        // Every other source is read as it is without the hook; the ones held, not at all.
        let of_held = |i: &String| {
            held.iter()
                .any(|h| *i == format!("source {h}") || i.starts_with(&format!("game {h} ")))
        };
        let read: Vec<&String> = items.iter().filter(|i| !i.starts_with("known ")).collect();
        let expected: Vec<&String> = without.iter().filter(|i| !of_held(i)).collect();
        assert!(expected.iter().any(|i| i.starts_with("game ")));
        assert_eq!(read, expected);
        assert!(!items.iter().any(of_held));
        // Asked of every file on disk, zip entry and gzip file.
        let zip_b = format!("{}:b.pdn", zip.display());
        for name in [
            &held[0],
            &held[1],
            &held[2],
            &zip_b,
            &broken.display().to_string(),
        ] {
            assert!(asked.contains(name), "{asked:?}");
        }
        assert!(
            asked
                .iter()
                .any(|p| p.starts_with(&archive.display().to_string()))
        );
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

    #[test]
    fn a_game_of_seventy_thousand_tags_reaches_the_referee_capped() {
        // The referee keeps the first tag of each name by looking through the ones it kept:
        // 70,000 distinct tags took it 7 s (quadratic). The reader caps a game's tags, so the
        // referee's work on them is bounded by the cap: the report shows the cap, and says so.
        let dir = std::env::temp_dir().join(format!("batch-tags-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("tags.pdn");
        let mut text: String = (0..70_000).map(|i| format!("[T{i:05} \"v\"]\n")).collect();
        text.push_str("1. 32-28 *\n");
        std::fs::write(&path, text).expect("write");
        let mut reports = Vec::new();
        let result: Result<(), Infallible> = run(&[path], &BatchOptions::default(), |item| {
            if let Item::Game { report, .. } = item {
                reports.push(report);
            }
            Ok(())
        });
        let _ = std::fs::remove_dir_all(&dir);
        assert!(result.is_ok());
        assert_eq!(reports.len(), 1);
        assert_eq!(reports[0].tags.len(), pdn::MAX_TAGS);
        assert_eq!(reports[0].plies, 1);
        // The one parse error is the reader's, at the first tag past the cap.
        let errors: Vec<_> = reports[0]
            .findings
            .iter()
            .filter(|f| f.kind == arbiter::FindingKind::ParseError)
            .map(|f| f.line)
            .collect();
        let first_dropped = u32::try_from(pdn::MAX_TAGS + 1).ok();
        assert_eq!(errors, [first_dropped]);
    }
}
