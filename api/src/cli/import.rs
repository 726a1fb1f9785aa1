//! `draughts-arbiter import --db DB PATH...`: checks PDN files, directories, zip and gzip
//! archives with the batch pipeline and stores each source as a tournament, in bounded memory
//! whatever the size of the archive (issue 15).
//!
//! The pipeline ([`batch`]) reads each source once: its reader thread cuts the games and hands
//! every byte it reads to this command ([`batch::SourceBytes`]), which cuts them into the
//! store's chunks for a thread of its own to hash and compress. Each game is made ready to store
//! ([`PreparedGame`]: its row, its report as stored, its copy key, where it is in the file) on the
//! worker that refereed it; the caller's thread, in input order, only writes. A source is one
//! transaction: stored whole, or not at all when it could not be read to its end. A source
//! stored before (the same bytes) is recognised at its commit and left as it is, so an import
//! that was stopped can simply be run again.

use super::common::{RulesArgs, WorkArgs, progress_bar};
use arbiter::Lang;
use batch::{self, Hooks, Item, Offer, Prepared, SourceBytes, SourceError};
use clap::Args;
use crossbeam_channel::{Receiver, Sender, TryRecvError, bounded, unbounded};
use indicatif::ProgressBar;
use pdn::GameChunk;
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;
use store::compact::{CHUNK_BYTES, FAST_ZSTD_LEVEL, compress_at};
use store::{
    Begun, Database, GameLocation, PreparedGame, Store, StoreError, Stored, TournamentHeader,
    TournamentWriter,
};
use words::{cli_lang, say};

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The database: a SQLite file (created if needed) or a PostgreSQL URL.
    #[arg(
        long,
        env = "DRAUGHTS_ARBITER_DB",
        default_value = "draughts-arbiter.db"
    )]
    pub db: Database,
    /// PDN files, directories (walked for `.pdn`), `.zip` or `.gz` archives, or `-` for
    /// standard input (a FIFO is read through it: `- < FIFO`).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// How the games are read and refereed.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The work of the batch.
    #[command(flatten)]
    pub work: WorkArgs,
    /// The name the tournaments are recorded as uploaded by. When a live token has it, that
    /// token owns them (as if it had uploaded them); else they are no token's (admins write
    /// them), and a token made later under that name owns nothing of them.
    #[arg(long, default_value = "import")]
    pub by: String,
    /// No progress bar, even on a terminal.
    #[arg(long, short)]
    pub quiet: bool,
    /// Language of the messages on standard error: en, fr, nl or ru (default: LC_ALL,
    /// LC_MESSAGES or LANG, else English). Standard output (one line per file) is not words.
    #[arg(long, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// Why an import stopped.
#[derive(Debug, thiserror::Error)]
enum ImportError {
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The bytes of a source and its games came apart (never, unless a thread failed).
    #[error("{0}: the bytes read and the games cut from them came apart")]
    Lost(String),
    /// Standard output went away.
    #[error("cannot write: {0}")]
    Output(#[from] io::Error),
}

/// What the reader's thread hands the compressing thread for each source.
enum Raw {
    /// A source starts.
    Start(Arc<str>),
    /// Its next [`CHUNK_BYTES`] (fewer at its end).
    Chunk(Vec<u8>),
    /// It was read to its end, or not (why).
    End(Result<(), String>),
}

/// What the compressing thread hands the writer for each source.
enum Packed {
    /// A source starts.
    Start(Arc<str>),
    /// Its next chunk, compressed.
    Chunk(Vec<u8>),
    /// It ended: its size and SHA-256; or it could not be read to its end, or compressed.
    End(Result<(u64, String), String>),
}

/// Cuts the bytes the pipeline's reader reads into chunks of [`CHUNK_BYTES`], on its thread.
struct Chunks {
    buf: Vec<u8>,
    out: Sender<Raw>,
}

impl Chunks {
    fn told(&mut self, bytes: SourceBytes<'_>) {
        // A send fails only when the compressing thread has gone: the import is stopping.
        match bytes {
            SourceBytes::Start(name) => {
                let _ = self.out.send(Raw::Start(name.clone()));
            }
            SourceBytes::Bytes(mut bytes) => {
                while !bytes.is_empty() {
                    let room = CHUNK_BYTES - self.buf.len();
                    let (now, later) = bytes.split_at(room.min(bytes.len()));
                    self.buf.extend_from_slice(now);
                    bytes = later;
                    if self.buf.len() == CHUNK_BYTES {
                        let full =
                            std::mem::replace(&mut self.buf, Vec::with_capacity(CHUNK_BYTES));
                        let _ = self.out.send(Raw::Chunk(full));
                    }
                }
            }
            SourceBytes::End(end) => {
                if !self.buf.is_empty() {
                    let _ = self.out.send(Raw::Chunk(std::mem::take(&mut self.buf)));
                    self.buf.reserve(CHUNK_BYTES);
                }
                let _ = self.out.send(Raw::End(end));
            }
        }
    }
}

/// The compressing thread: hashes and compresses each source's chunks, in order.
fn compress_chunks(raw: &Receiver<Raw>, out: &Sender<Packed>) {
    let mut hasher = Sha256::new();
    let mut total = 0u64;
    let mut failed: Option<String> = None;
    for message in raw.iter() {
        let packed = match message {
            Raw::Start(name) => {
                hasher = Sha256::new();
                total = 0;
                failed = None;
                Packed::Start(name)
            }
            Raw::Chunk(bytes) => {
                hasher.update(&bytes);
                total += bytes.len() as u64;
                match compress_at(&bytes, FAST_ZSTD_LEVEL) {
                    Ok(compressed) => Packed::Chunk(compressed),
                    // Said at the source's end, which is then not stored.
                    Err(error) => {
                        failed.get_or_insert(error.to_string());
                        continue;
                    }
                }
            }
            Raw::End(end) => {
                let hasher = std::mem::take(&mut hasher);
                Packed::End(match (end, failed.take()) {
                    (Err(why), _) | (Ok(()), Some(why)) => Err(why),
                    (Ok(()), None) => Ok((total, store::finish_sha256(hasher))),
                })
            }
        };
        if out.send(packed).is_err() {
            return;
        }
    }
}

/// Chunks the compressing thread may be behind the game being stored before the writer waits
/// for it: with the pipeline's window, this bounds the bytes in flight whatever the file's size.
const CHUNKS_BEHIND: u64 = 4;

/// Bytes of a source's games and chunks the writer gathers before it writes them (in the
/// source's one transaction): the SQL of a few hundred games at a time, while the workers go on.
const WRITE_AFTER_BYTES: usize = 128 << 10;

/// What a worker makes of a game for the writer.
struct Ready {
    game: Result<PreparedGame, StoreError>,
    /// Whether the game looks like PDN at all (tags, moves or a result).
    pdn_like: bool,
}

/// Made on the worker that refereed the game: the writer only writes.
fn prepare(chunk: &GameChunk, report: &mut arbiter::GameReport) -> Ready {
    let ready = Ready {
        game: PreparedGame::of(GameLocation::of(chunk), report),
        pdn_like: !report.tags.is_empty() || report.plies > 0 || report.recorded_result.is_some(),
    };
    // Freed here rather than on the writer's thread: the copy key is made, the tags are in the
    // row (a report whose findings change later keeps both as prepared).
    report.played = None;
    report.tags = Default::default();
    ready
}

/// What happened to one source.
enum Outcome {
    Created { id: String, games: u64 },
    Exists { id: String },
    Skipped(String),
}

/// A source being imported.
struct Current<'s> {
    name: Arc<str>,
    writer: Option<Box<TournamentWriter<'s>>>,
    /// Compressed chunks handed to the writer.
    chunks: u64,
    /// The compressing thread's word on the source's end.
    end: Option<Result<(u64, String), String>>,
    games: u64,
    pdn_like: bool,
    failed: Option<String>,
}

/// A line of the output waiting for the commit of the files it names: several files may be
/// held in one transaction (`Store::holds_write`), and a line says only what is stored.
enum Unsaid {
    Created { line: String, games: u64 },
    Exists(String),
}

impl Unsaid {
    /// The line of a file whose bytes tournament `id` holds already.
    fn exists(id: &str, name: &str) -> Unsaid {
        Unsaid::Exists(format!("exists\t{id}\t-\t{name}"))
    }
}

/// Totals for the summary.
#[derive(Default)]
struct Totals {
    created: u64,
    existing: u64,
    skipped: u64,
    games: u64,
    errors: u64,
}

struct Importer<'s> {
    store: &'s Store,
    args: &'s ImportArgs,
    /// The live token named `--by`, which owns what is stored.
    owner: Option<i64>,
    packed: Receiver<Packed>,
    max_game_bytes: usize,
    current: Option<Current<'s>>,
    /// What the files written since the last commit will say once it is done.
    unsaid: Vec<Unsaid>,
    totals: Totals,
    progress: Option<ProgressBar>,
    /// The language of what it says on standard error.
    lang: Lang,
}

/// The tournament name of a source: its file name (`archive.zip:2021/round3.pdn` -> `round3.pdn`).
fn display_name(source: &str) -> String {
    source
        .rsplit(['/', '\\', ':'])
        .find(|part| !part.is_empty())
        .unwrap_or(source)
        .to_string()
}

impl<'s> Importer<'s> {
    fn say(&self, line: &str) {
        match &self.progress {
            Some(bar) => bar.suspend(|| println!("{line}")),
            None => println!("{line}"),
        }
    }

    fn warn(&self, line: &str) {
        match &self.progress {
            Some(bar) => bar.suspend(|| eprintln!("{line}")),
            None => eprintln!("{line}"),
        }
    }

    /// The next source of the compressing thread, which must be `name`.
    fn start(&mut self, name: Arc<str>) -> Result<(), ImportError> {
        match self.packed.recv() {
            Ok(Packed::Start(packed_name)) if packed_name == name => {}
            _ => return Err(ImportError::Lost(name.to_string())),
        }
        let header = TournamentHeader {
            name: display_name(&name),
            file_name: Some(name.to_string()),
            uploaded_by: self.args.by.clone(),
            owner: self.owner,
            ruleset: self.args.rules.ruleset,
            strict: self.args.rules.strict,
            max_game_bytes: self.max_game_bytes,
            round: None,
            private: false,
        };
        let writer = match self.store.begin_tournament(&header, None)? {
            Begun::Writing(mut writer) => {
                writer.write_after(WRITE_AFTER_BYTES);
                writer.compress_fast();
                writer.more_files_follow();
                Some(writer)
            }
            // Without a hash nothing is known to exist yet.
            Begun::Exists(_) => None,
        };
        self.current = Some(Current {
            name,
            writer,
            chunks: 0,
            end: None,
            games: 0,
            pdn_like: false,
            failed: None,
        });
        Ok(())
    }

    /// Hands the writer the chunks compressed so far; waits for the compressing thread while
    /// it is more than [`CHUNKS_BEHIND`] chunks short of `wanted`, or until the source's end
    /// when `wanted` is `None`.
    fn take_chunks(
        packed: &Receiver<Packed>,
        current: &mut Current<'_>,
        wanted: Option<u64>,
    ) -> Result<(), ImportError> {
        while current.end.is_none() {
            let behind = match wanted {
                Some(wanted) => current.chunks + CHUNKS_BEHIND < wanted,
                None => true,
            };
            let message = if behind {
                packed.recv().ok()
            } else {
                match packed.try_recv() {
                    Ok(message) => Some(message),
                    Err(TryRecvError::Empty) => return Ok(()),
                    Err(TryRecvError::Disconnected) => None,
                }
            };
            match message {
                Some(Packed::Chunk(chunk)) => {
                    current.chunks += 1;
                    if let Some(writer) = current.writer.as_mut() {
                        writer.original_compressed(chunk)?;
                    }
                }
                Some(Packed::End(end)) => current.end = Some(end),
                Some(Packed::Start(_)) | None => {
                    return Err(ImportError::Lost(current.name.to_string()));
                }
            }
        }
        Ok(())
    }

    fn game(
        &mut self,
        file: &str,
        report: &arbiter::GameReport,
        ready: Option<Prepared<Ready>>,
    ) -> Result<(), ImportError> {
        let Some(current) = self.current.as_mut().filter(|c| *c.name == *file) else {
            return Err(ImportError::Lost(file.to_string()));
        };
        let Some(ready) = ready else {
            return Err(ImportError::Lost(file.to_string()));
        };
        let mut game = ready.value.game?;
        if ready.findings_changed {
            game.findings_changed(report)?;
        }
        // The reader has read past the game's end: the chunks before it are on their way.
        let location = game.location();
        let complete = (location.offset + location.length) / CHUNK_BYTES as u64;
        Self::take_chunks(&self.packed, current, Some(complete))?;
        current.games += 1;
        current.pdn_like |= ready.value.pdn_like;
        if let Some(writer) = current.writer.as_mut() {
            writer.add_prepared(game)?;
        }
        if let Some(bar) = &self.progress {
            bar.inc(1);
        }
        Ok(())
    }

    fn error(&mut self, error: &SourceError) {
        self.totals.errors += 1;
        let lang = self.lang;
        self.warn(&say!(lang, "cli-error", message = error.said(lang)));
        if let Some(current) = self.current.as_mut()
            && *current.name == *error.file
        {
            current.failed = Some(error.problem.said(lang));
        }
    }

    /// Ends the current source: stores it, or says why not.
    fn finish(&mut self) -> Result<(), ImportError> {
        let Some(mut current) = self.current.take() else {
            return Ok(());
        };
        // Up to its end (read to it, or not), the source's chunks go to its writer.
        Self::take_chunks(&self.packed, &mut current, None)?;
        let end = current.end.take();
        let lang = self.lang;
        let outcome = match (current.failed.take(), end) {
            (Some(why), _) | (None, Some(Err(why))) => {
                Outcome::Skipped(say!(lang, "cli-import-why-unread", why = why.as_str()))
            }
            (None, None) => Outcome::Skipped(say!(lang, "cli-import-why-unread-bare")),
            (None, Some(Ok(_))) if current.games == 0 => {
                Outcome::Skipped(say!(lang, "cli-import-why-no-games"))
            }
            (None, Some(Ok(_))) if !current.pdn_like => {
                Outcome::Skipped(say!(lang, "cli-import-why-not-pdn"))
            }
            (None, Some(Ok((bytes, sha256)))) => match current.writer.take() {
                Some(writer) => match writer.commit_hashed(bytes, sha256)? {
                    Stored::Created(summary) => Outcome::Created {
                        id: summary.id,
                        games: summary.games,
                    },
                    Stored::Exists(summary) => Outcome::Exists { id: summary.id },
                },
                None => Outcome::Skipped(say!(lang, "cli-import-why-unread-bare")),
            },
        };
        // A writer not committed is dropped first: one that went on in the transaction held
        // for the files before it gives it back then, so that what is held is known.
        drop(current.writer.take());
        let name = current.name;
        match outcome {
            Outcome::Created { id, games } => self.unsaid.push(Unsaid::Created {
                line: format!("stored\t{id}\t{games}\t{name}"),
                games,
            }),
            Outcome::Exists { id } => self.unsaid.push(Unsaid::exists(&id, &name)),
            Outcome::Skipped(why) => {
                self.totals.skipped += 1;
                self.warn(&say!(
                    lang,
                    "cli-import-not-stored",
                    file = name.as_ref(),
                    why = why.as_str()
                ));
            }
        }
        self.say_if_committed();
        Ok(())
    }

    /// Says what the files written so far did, unless their transaction is still held open.
    fn say_if_committed(&mut self) {
        if !self.store.holds_write() {
            self.say_committed();
        }
    }

    /// Says what the files written so far did, their transaction committed.
    fn say_committed(&mut self) {
        for unsaid in std::mem::take(&mut self.unsaid) {
            match unsaid {
                Unsaid::Created { line, games } => {
                    self.totals.created += 1;
                    self.totals.games += games;
                    self.say(&line);
                }
                Unsaid::Exists(line) => {
                    self.totals.existing += 1;
                    self.say(&line);
                }
            }
        }
        if let Some(bar) = &self.progress {
            let lang = self.lang;
            bar.set_message(say!(
                lang,
                "cli-import-progress",
                created = self.totals.created,
                existing = self.totals.existing
            ));
        }
    }

    fn item(&mut self, item: Item, ready: Option<Prepared<Ready>>) -> Result<(), ImportError> {
        match item {
            Item::Source(name) => {
                self.finish()?;
                self.start(name)
            }
            Item::Game { file, report } => self.game(&file, &report, ready),
            Item::Error(error) => {
                self.error(&error);
                Ok(())
            }
            Item::Skipped(skipped) => {
                let lang = self.lang;
                self.warn(&say!(lang, "cli-warning", message = skipped.said(lang)));
                Ok(())
            }
            // Its bytes are stored already: said as a file found stored at its commit is.
            Item::Known { file, word } => {
                self.finish()?;
                self.unsaid.push(Unsaid::exists(&word, &file));
                self.say_if_committed();
                Ok(())
            }
        }
    }
}

/// The tournament that holds the bytes of a file or zip entry already, found by their SHA-256
/// before a game of it is read (an archive imported again is not refereed again); asked only
/// of a source as long as a file stored (`sizes`), which a new one seldom is. `None` sends the
/// source the usual way, which also finds it stored when its bytes are, at its commit.
fn stored_already(
    store: &Store,
    sizes: &HashSet<u64>,
    offer: &mut Offer<'_>,
    rules: &RulesArgs,
) -> Option<String> {
    if !sizes.contains(&offer.size) {
        return None;
    }
    let mut hasher = Sha256::new();
    offer.copy_to(&mut hasher).ok()?;
    let sha256 = store::finish_sha256(hasher);
    let found = store.find_upload(&sha256, rules.ruleset, rules.strict);
    found.ok().flatten().map(|summary| summary.id)
}

fn run_inner(args: &ImportArgs) -> Result<Totals, ImportError> {
    let store = Store::open(&args.db)?;
    // A reserved name (the default `import`) is never a token's.
    let owner = store.live_token_id(&args.by)?;
    // The moves make each game's copy key; they are not stored.
    let options = args.work.batch(&args.rules, true);
    let read = options.read;
    // The reader's thread hands the bytes on at once: the window of the pipeline bounds them.
    let (raw_tx, raw_rx) = unbounded::<Raw>();
    let (packed_tx, packed_rx) = bounded::<Packed>(2 * CHUNKS_BEHIND as usize);
    let compressor = std::thread::Builder::new()
        .name("import-zstd".into())
        .spawn(move || compress_chunks(&raw_rx, &packed_tx))
        .map_err(ImportError::Output)?;
    let mut chunks = Chunks {
        buf: Vec::with_capacity(CHUNK_BYTES),
        out: raw_tx,
    };
    let mut told = move |bytes: SourceBytes<'_>| chunks.told(bytes);
    let sizes = store.stored_file_sizes()?;
    let mut known = |offer: &mut Offer<'_>| stored_already(&store, &sizes, offer, &args.rules);
    let hooks = Hooks {
        prepare: &prepare,
        bytes: Some(&mut told),
        known: Some(&mut known),
    };
    let mut importer = Importer {
        store: &store,
        args,
        owner,
        packed: packed_rx,
        max_game_bytes: read.max_game_bytes,
        current: None,
        unsaid: Vec::new(),
        totals: Totals::default(),
        progress: progress_bar(args.quiet, true, cli_lang(args.lang)),
        lang: cli_lang(args.lang),
    };
    let outcome = batch::run_prepared(&args.paths, &options, hooks, |item, ready| {
        importer.item(item, ready)
    })
    .and_then(|()| importer.finish());
    // The files held in the last transaction are committed however the import ended: each
    // of them was written whole (a file that was not is undone alone, its writer dropped
    // first, which gives the transaction back), and each is said once it is stored.
    importer.current = None;
    let committed = store.commit_held().map_err(ImportError::from);
    if committed.is_ok() {
        importer.say_committed();
    }
    let outcome = outcome.and(committed);
    // Each file's commit left the WAL to the next file's transaction: emptied once, after the
    // last.
    store.empty_large_wal();
    if let Some(bar) = &importer.progress {
        bar.finish_and_clear();
    }
    let totals = std::mem::take(&mut importer.totals);
    // The pipeline has ended: the compressing thread's input is closed; dropping the writer's
    // receiver lets it stop at its next send.
    drop(importer);
    drop(told);
    let _ = compressor.join();
    outcome.map(|()| totals)
}

/// Why an import stopped, in `lang`.
fn import_error_said(error: &ImportError, lang: Lang) -> String {
    match error {
        ImportError::Store(error) => super::token::store_failure(error, lang),
        ImportError::Lost(file) => say!(lang, "cli-import-lost", file = file.as_str()),
        ImportError::Output(error) => say!(
            lang,
            "cli-import-cannot-write",
            error = words::io::said(error, lang)
        ),
    }
}

/// Runs `import`.
pub fn run(args: &ImportArgs) -> ExitCode {
    let lang = cli_lang(args.lang);
    let start = Instant::now();
    match run_inner(args) {
        Ok(totals) => {
            eprintln!(
                "{}",
                say!(
                    lang,
                    "cli-import-summary",
                    db = args.db.to_string(),
                    created = totals.created,
                    games = totals.games,
                    existing = totals.existing,
                    skipped = totals.skipped,
                    errors = totals.errors,
                    seconds = words::decimal(lang, start.elapsed().as_secs_f64(), 1)
                )
            );
            // Nothing stored and nothing found stored: as `check` of no game, an error.
            let found = totals.created + totals.existing;
            if found == 0 {
                eprintln!("{}", say!(lang, "cli-import-no-games"));
            }
            if found == 0 || totals.skipped > 0 || totals.errors > 0 {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(error) => {
            eprintln!(
                "{}",
                say!(lang, "cli-error", message = import_error_said(&error, lang))
            );
            ExitCode::from(2)
        }
    }
}
