//! `draughts-arbiter import --db DB PATH...`: checks PDN files, directories, zip and gzip
//! archives with the batch pipeline and stores each source as a tournament, in bounded memory
//! whatever the size of the archive (issue 15).
//!
//! The pipeline ([`batch`]) referees the games in parallel and hands the reports out in
//! input order; it does not keep the bytes it read. A second reader thread walks the same paths
//! in the same order and sends each source's bytes, hashed and compressed into the store's
//! chunks as they are read; this thread cuts them into games again (the same splitter, the
//! same limits), so every report is stored with the exact place of its game in the original.
//! A source is one transaction: stored whole, or not at all when it could not be read to its
//! end. A source stored before (the same bytes) is recognised at its commit and left as it is,
//! so an import that was stopped can simply be run again.

use super::common::{RulesArgs, WorkArgs, progress_bar};
use arbiter::Lang;
use batch::{self, Item, SourceError, Visit};
use clap::Args;
use crossbeam_channel::{Receiver, Sender, bounded};
use indicatif::ProgressBar;
use pdn::GameSplitter;
use sha2::{Digest, Sha256};
use std::cell::RefCell;
use std::io::{self, Read};
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;
use store::compact::{CHUNK_BYTES, compress};
use store::{
    Begun, Database, GameLocation, NewGame, Store, StoreError, Stored, TournamentHeader,
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
    /// PDN files, directories (walked for `.pdn`), `.zip` or `.gz` archives (not stdin: its
    /// bytes cannot be read twice).
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
    /// The two readers saw different inputs (a file changed while it was imported).
    #[error("{0}: the file changed while it was imported; run the import again")]
    Changed(String),
    /// Standard output went away.
    #[error("cannot write: {0}")]
    Output(#[from] io::Error),
}

/// What the byte reader sends for each source.
enum Raw {
    /// A source starts.
    Start(Arc<str>),
    /// Its next [`CHUNK_BYTES`] (fewer at its end), and the same compressed.
    Chunk { bytes: Vec<u8>, compressed: Vec<u8> },
    /// It ended: its size and SHA-256; or it could not be read to its end.
    End(Result<(u64, String), String>),
    /// A source that could not be opened.
    Error,
}

/// The byte reader: walks the paths as the pipeline does, cuts each source into chunks,
/// hashes and compresses them.
fn read_bytes(paths: &[PathBuf], max_entry_bytes: u64, out: &Sender<Raw>) {
    let mut buf = vec![0u8; CHUNK_BYTES];
    batch::walk(paths, max_entry_bytes, &mut |visit| match visit {
        Visit::Error(_) => out.send(Raw::Error).is_ok(),
        // No source follows (the pipeline says it was skipped).
        Visit::Skipped(_) => true,
        Visit::Source { name, reader } => {
            if out.send(Raw::Start(name)).is_err() {
                return false;
            }
            let mut hasher = Sha256::new();
            let mut total = 0u64;
            let end = loop {
                // The bytes read before an error go too: the pipeline checked them.
                let (filled, failed) = fill(reader, &mut buf);
                if filled == 0 {
                    break match failed {
                        Some(error) => Err(error.to_string()),
                        None => Ok((total, store::finish_sha256(hasher))),
                    };
                }
                let bytes = buf[..filled].to_vec();
                hasher.update(&bytes);
                total += filled as u64;
                let compressed = match compress(&bytes) {
                    Ok(c) => c,
                    Err(error) => break Err(error.to_string()),
                };
                if out.send(Raw::Chunk { bytes, compressed }).is_err() {
                    return false;
                }
                if let Some(error) = failed {
                    break Err(error.to_string());
                }
                if filled < buf.len() {
                    break Ok((total, store::finish_sha256(hasher)));
                }
            };
            out.send(Raw::End(end)).is_ok()
        }
    });
}

/// Reads until `buf` is full, the input ends or fails; the bytes read, and the failure.
fn fill(reader: &mut dyn Read, buf: &mut [u8]) -> (usize, Option<io::Error>) {
    let mut filled = 0;
    while filled < buf.len() {
        match reader.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return (filled, Some(error)),
        }
    }
    (filled, None)
}

/// What the splitter's reader hands over besides bytes.
#[derive(Default)]
struct Received {
    compressed: Vec<Vec<u8>>,
    end: Option<Result<(u64, String), String>>,
}

/// One source's bytes from the byte reader, as a `Read` for the splitter.
struct SourceBytes {
    raw: Receiver<Raw>,
    current: Vec<u8>,
    pos: usize,
    received: Rc<RefCell<Received>>,
}

impl Read for SourceBytes {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        while self.pos == self.current.len() {
            if self.received.borrow().end.is_some() {
                return Ok(0);
            }
            match self.raw.recv() {
                Ok(Raw::Chunk { bytes, compressed }) => {
                    self.current = bytes;
                    self.pos = 0;
                    self.received.borrow_mut().compressed.push(compressed);
                }
                Ok(Raw::End(end)) => self.received.borrow_mut().end = Some(end),
                Ok(Raw::Start(_) | Raw::Error) | Err(_) => {
                    self.received.borrow_mut().end =
                        Some(Err("the byte reader lost its place".into()));
                }
            }
        }
        let n = out.len().min(self.current.len() - self.pos);
        out[..n].copy_from_slice(&self.current[self.pos..self.pos + n]);
        self.pos += n;
        Ok(n)
    }
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
    splitter: GameSplitter<SourceBytes>,
    received: Rc<RefCell<Received>>,
    games: u64,
    pdn_like: bool,
    failed: Option<String>,
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
    raw: Receiver<Raw>,
    max_game_bytes: usize,
    current: Option<Current<'s>>,
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

    /// The next source of the byte reader, which must be `name`.
    fn start(&mut self, name: Arc<str>) -> Result<(), ImportError> {
        loop {
            match self.raw.recv() {
                Ok(Raw::Start(raw_name)) if raw_name == name => break,
                Ok(Raw::Error) => continue,
                _ => return Err(ImportError::Changed(name.to_string())),
            }
        }
        let received = Rc::new(RefCell::new(Received::default()));
        let bytes = SourceBytes {
            raw: self.raw.clone(),
            current: Vec::new(),
            pos: 0,
            received: received.clone(),
        };
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
            Begun::Writing(writer) => Some(writer),
            // Without a hash nothing is known to exist yet.
            Begun::Exists(_) => None,
        };
        self.current = Some(Current {
            name,
            writer,
            splitter: GameSplitter::with_max_game_bytes(bytes, self.max_game_bytes),
            received,
            games: 0,
            pdn_like: false,
            failed: None,
        });
        Ok(())
    }

    /// Hands the chunks the splitter's reads brought to the writer.
    fn pass_chunks(current: &mut Current<'_>) -> Result<(), StoreError> {
        let chunks: Vec<Vec<u8>> = std::mem::take(&mut current.received.borrow_mut().compressed);
        if let Some(writer) = current.writer.as_mut() {
            for chunk in chunks {
                writer.original_compressed(chunk)?;
            }
        }
        Ok(())
    }

    fn game(&mut self, file: &str, report: arbiter::GameReport) -> Result<(), ImportError> {
        let Some(current) = self.current.as_mut().filter(|c| *c.name == *file) else {
            return Err(ImportError::Changed(file.to_string()));
        };
        let chunk = current
            .splitter
            .next_chunk()?
            .filter(|c| c.index == report.index && c.offset == report.source.offset)
            .ok_or_else(|| ImportError::Changed(file.to_string()))?;
        Self::pass_chunks(current)?;
        current.games += 1;
        current.pdn_like |=
            !report.tags.is_empty() || report.plies > 0 || report.recorded_result.is_some();
        if let Some(writer) = current.writer.as_mut() {
            writer.add(&NewGame {
                location: GameLocation::of(&chunk),
                report,
            })?;
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
        // Whatever the pipeline did not report, the splitter must not find either.
        while current.failed.is_none() {
            match current.splitter.next_chunk() {
                Ok(None) => break,
                Ok(Some(_)) => return Err(ImportError::Changed(current.name.to_string())),
                Err(error) => current.failed = Some(error.to_string()),
            }
        }
        // A source that failed may have bytes left in the channel: up to its end, they go.
        if current.received.borrow().end.is_none() {
            loop {
                match self.raw.recv() {
                    Ok(Raw::Chunk { .. }) => {}
                    Ok(Raw::End(end)) => {
                        current.received.borrow_mut().end = Some(end);
                        break;
                    }
                    _ => return Err(ImportError::Changed(current.name.to_string())),
                }
            }
        }
        Self::pass_chunks(&mut current)?;
        let end = current.received.borrow_mut().end.take();
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
        let name = current.name;
        match outcome {
            Outcome::Created { id, games } => {
                self.totals.created += 1;
                self.totals.games += games;
                self.say(&format!("stored\t{id}\t{games}\t{name}"));
            }
            Outcome::Exists { id } => {
                self.totals.existing += 1;
                self.say(&format!("exists\t{id}\t-\t{name}"));
            }
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
        if let Some(bar) = &self.progress {
            bar.set_message(say!(
                lang,
                "cli-import-progress",
                created = self.totals.created,
                existing = self.totals.existing
            ));
        }
        Ok(())
    }

    fn item(&mut self, item: Item) -> Result<(), ImportError> {
        match item {
            Item::Source(name) => {
                self.finish()?;
                self.start(name)
            }
            Item::Game { file, report } => self.game(&file, *report),
            Item::Error(error) => {
                self.error(&error);
                Ok(())
            }
            Item::Skipped(skipped) => {
                let lang = self.lang;
                self.warn(&say!(lang, "cli-warning", message = skipped.said(lang)));
                Ok(())
            }
        }
    }
}

fn run_inner(args: &ImportArgs) -> Result<Totals, ImportError> {
    let store = Store::open(&args.db)?;
    // A reserved name (the default `import`) is never a token's.
    let owner = store.live_token_id(&args.by)?;
    // The moves make each game's copy key; they are not stored.
    let options = args.work.batch(&args.rules, true);
    let read = options.read;
    let (raw_tx, raw_rx) = bounded::<Raw>(4);
    let paths = args.paths.clone();
    let max_entry_bytes = args.work.max_entry_bytes;
    let reader = std::thread::Builder::new()
        .name("import-bytes".into())
        .spawn(move || read_bytes(&paths, max_entry_bytes, &raw_tx))
        .map_err(ImportError::Output)?;
    let mut importer = Importer {
        store: &store,
        args,
        owner,
        raw: raw_rx,
        max_game_bytes: read.max_game_bytes,
        current: None,
        totals: Totals::default(),
        progress: progress_bar(args.quiet, true, cli_lang(args.lang)),
        lang: cli_lang(args.lang),
    };
    let outcome = batch::run(&args.paths, &options, |item| importer.item(item))
        .and_then(|()| importer.finish());
    if let Some(bar) = &importer.progress {
        bar.finish_and_clear();
    }
    let totals = std::mem::take(&mut importer.totals);
    // Dropping the receiver lets the byte reader stop at its next send.
    drop(importer);
    let _ = reader.join();
    outcome.map(|()| totals)
}

/// Why an import stopped, in `lang`.
fn import_error_said(error: &ImportError, lang: Lang) -> String {
    match error {
        ImportError::Store(error) => super::token::store_failure(error, lang),
        ImportError::Changed(file) => say!(lang, "cli-import-changed", file = file.as_str()),
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
    if args.paths.iter().any(|p| p.as_os_str() == "-") {
        eprintln!("{}", say!(lang, "cli-import-stdin"));
        return ExitCode::from(2);
    }
    // A FIFO could be read once, never twice; opening it would wait for a writer.
    if let Some(fifo) = args.paths.iter().find(|p| batch::is_fifo(p)) {
        eprintln!(
            "{}",
            say!(lang, "cli-import-fifo", path = fifo.display().to_string())
        );
        return ExitCode::from(2);
    }
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
