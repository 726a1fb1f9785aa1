//! The inputs of a batch: each path given is a file, a directory (walked for `.pdn` files and
//! `.zip` and `.gz` archives), a `.zip` or `.gz` archive, or `-` for standard input. They are
//! opened one after the other, in the order given (directory entries sorted by name, zip entries
//! in archive order), and each readable source is handed to a visitor as a byte stream with the
//! name reports will show.
//!
//! A directory walk reads regular files only: a FIFO would block it for ever, a device would
//! never end; such entries are skipped and said so. Whatever a source is, its first MiB is looked
//! at before anything of it is read as games: binary data (`/dev/zero` named on the command line,
//! a picture renamed `.pdn`) is reported as not PDN instead of being read to its end.

use arbiter::Lang;
use serde::Serialize;
use std::fs::{self, File, FileType};
use std::io::{self, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;
use words::io::IoProblem;
use words::say;

/// The name standard input goes by in reports and messages.
pub const STDIN_NAME: &str = "<stdin>";

/// Default cap on the decompressed size of one zip entry or gzip stream (4 GiB): a guard
/// against zip bombs, far above any real archive of games.
pub const DEFAULT_MAX_ENTRY_BYTES: u64 = 4 << 30;

/// A source that could not be read (or not to its end), named so a person can find it.
///
/// Its JSON (`check --format json`, `errors`) is `{"file", "message"}`, the message in English;
/// people are told it in their language by [`SourceError::said`].
#[derive(Clone, Debug, Error, PartialEq, Eq, Serialize)]
#[error("{file}: {message}")]
pub struct SourceError {
    /// The file (or `archive.zip:entry.pdn`, or `<stdin>`).
    pub file: String,
    /// What went wrong, in English.
    pub message: String,
    /// What went wrong, as data.
    #[serde(skip)]
    pub problem: SourceProblem,
}

impl SourceError {
    /// An error about `file`.
    pub fn new(file: impl Into<String>, problem: SourceProblem) -> SourceError {
        SourceError {
            file: file.into(),
            message: problem.said(Lang::En),
            problem,
        }
    }

    /// The file and what went wrong, in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        let file = self.file.as_str();
        match &self.problem {
            SourceProblem::CannotOpen(IoProblem::NotFound) => {
                say!(lang, "cli-source-not-found", file = file)
            }
            problem => say!(
                lang,
                "cli-source",
                file = file,
                problem = problem.said(lang)
            ),
        }
    }
}

/// What went wrong with a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceProblem {
    /// It could not be opened.
    CannotOpen(IoProblem),
    /// A FIFO named as a file (see `named_fifo`).
    Fifo,
    /// Binary data in its first MiB: not PDN.
    Binary,
    /// It could not be read to its end; `after` games were read before.
    Read {
        /// The games read before the error.
        after: usize,
        /// What went wrong.
        error: IoProblem,
    },
    /// A directory that could not be listed.
    Directory(IoProblem),
    /// A `.zip` that is no readable zip archive (the zip reader's words).
    NotZip(String),
    /// A zip entry that could not be opened (the zip reader's words).
    ZipEntry(String),
    /// Decompressed, it would be larger than the limit (a zip bomb guard).
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// The referee failed on a game: a bug of ours.
    Internal {
        /// The game's index in its file.
        game: usize,
        /// The line it starts on.
        line: u32,
    },
}

impl SourceProblem {
    /// What went wrong, in `lang` (without the file's name).
    pub fn said(&self, lang: Lang) -> String {
        match self {
            SourceProblem::CannotOpen(IoProblem::NotFound) => say!(lang, "cli-io-not-found"),
            SourceProblem::CannotOpen(error) => {
                say!(lang, "cli-source-cannot-open", error = error.said(lang))
            }
            SourceProblem::Fifo => say!(lang, "cli-source-fifo"),
            SourceProblem::Binary => say!(lang, "cli-source-binary"),
            SourceProblem::Read { after: 0, error } => {
                say!(lang, "cli-source-read-error", error = error.said(lang))
            }
            SourceProblem::Read { after, error } => say!(
                lang,
                "cli-source-read-error-after",
                games = *after,
                error = error.said(lang)
            ),
            SourceProblem::Directory(error) => {
                say!(lang, "cli-source-directory", error = error.said(lang))
            }
            SourceProblem::NotZip(why) => say!(lang, "cli-source-not-zip", error = why.as_str()),
            SourceProblem::ZipEntry(why) => {
                say!(lang, "cli-source-zip-entry", error = why.as_str())
            }
            SourceProblem::TooLarge { limit } => say!(lang, "cli-source-too-large", limit = *limit),
            SourceProblem::Internal { game, line } => {
                say!(lang, "cli-source-internal", game = *game, line = *line)
            }
        }
    }
}

/// A directory entry the walk did not read, and why.
#[derive(Clone, Debug, Error, PartialEq, Eq, Serialize)]
#[error("{file}: skipped, {reason}")]
pub struct Skipped {
    /// The entry.
    pub file: String,
    /// Why: what it is instead of a regular file, in English.
    pub reason: String,
    /// What it is, as data.
    #[serde(skip)]
    pub special: Special,
}

impl Skipped {
    /// The entry and why it was skipped, in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        say!(
            lang,
            "cli-skipped",
            file = self.file.as_str(),
            reason = self.special.said(lang)
        )
    }
}

/// What a directory entry that is no regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// A named pipe.
    Fifo,
    /// A socket.
    Socket,
    /// A character or block device.
    Device,
    /// Anything else that is not a regular file.
    Other,
}

impl Special {
    /// Why it is skipped, in `lang` (`a FIFO, not a regular file`).
    pub fn said(self, lang: Lang) -> String {
        match self {
            Special::Fifo => say!(lang, "cli-special-fifo"),
            Special::Socket => say!(lang, "cli-special-socket"),
            Special::Device => say!(lang, "cli-special-device"),
            Special::Other => say!(lang, "cli-special-other"),
        }
    }
}

/// How much of a source is looked at before it is read as games.
pub const SNIFF_BYTES: usize = 1 << 20;

/// Whether bytes look like a binary file: a NUL byte, or more than 1 in 100 control characters
/// other than the whitespace and the DOS end-of-file mark that real PDN files hold.
pub fn looks_binary(bytes: &[u8]) -> bool {
    if bytes.contains(&0) {
        return true;
    }
    // Counted in one-byte lanes, 255 bytes at a time (no lane can overflow), which the
    // compiler turns into vector compares: the whole first MiB of every source is looked at.
    let controls: usize = bytes
        .chunks(255)
        .map(|chunk| {
            let stray = chunk.iter().fold(0u8, |n, &b| {
                // The whitespace and DOS end-of-file mark of real PDN files: tab to CR, ^Z.
                let allowed = b.wrapping_sub(b'\t') <= 0x0d - b'\t' || b == 0x1a;
                n + u8::from(b < 0x20 && !allowed)
            });
            usize::from(stray)
        })
        .sum();
    controls * 100 > bytes.len()
}

/// A source with its first [`SNIFF_BYTES`] read ahead (all of it, if shorter), handed on
/// unchanged after them.
struct Sniffed<R> {
    inner: R,
    head: Vec<u8>,
    at: usize,
}

impl<R: Read> Sniffed<R> {
    /// Reads the head of `inner`; `Err` when it is binary (or cannot be read).
    fn look(mut inner: R) -> io::Result<Result<Sniffed<R>, SourceProblem>> {
        let mut head = Vec::new();
        (&mut inner)
            .take(SNIFF_BYTES as u64)
            .read_to_end(&mut head)?;
        if looks_binary(&head) {
            return Ok(Err(SourceProblem::Binary));
        }
        Ok(Ok(Sniffed { inner, head, at: 0 }))
    }
}

impl<R: Read> Read for Sniffed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.at < self.head.len() {
            let n = buf.len().min(self.head.len() - self.at);
            buf[..n].copy_from_slice(&self.head[self.at..self.at + n]);
            self.at += n;
            if self.at == self.head.len() {
                // Read ahead once: its memory goes back now.
                self.head = Vec::new();
                self.at = 0;
            }
            return Ok(n);
        }
        self.inner.read(buf)
    }
}

/// What a path on the command line stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// `-`: standard input.
    Stdin,
    /// A PDN file (whatever its extension: the user named it).
    File(PathBuf),
    /// A directory, walked recursively for `.pdn` files.
    Directory(PathBuf),
    /// A zip archive: its `.pdn` entries are read in archive order.
    Zip(PathBuf),
    /// A gzip-compressed PDN file, decompressed as a stream.
    Gzip(PathBuf),
}

impl Source {
    /// Classifies a path by what it is on disk and by its extension.
    pub fn classify(path: &Path) -> Source {
        if path.as_os_str() == "-" {
            return Source::Stdin;
        }
        if path.is_dir() {
            return Source::Directory(path.to_path_buf());
        }
        match extension(path).as_deref() {
            Some("zip") => Source::Zip(path.to_path_buf()),
            Some("gz") => Source::Gzip(path.to_path_buf()),
            _ => Source::File(path.to_path_buf()),
        }
    }
}

/// The lower-case extension of a path or zip entry name.
fn extension(path: &Path) -> Option<String> {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
}

fn is_pdn(path: &Path) -> bool {
    extension(path).as_deref() == Some("pdn")
}

/// What a directory entry is to the walk.
enum Entry {
    /// A directory: walked.
    Directory,
    /// A file the walk reads (`.pdn`, `.zip`, `.gz`).
    Read(Source),
    /// A name the walk would read that is no regular file: skipped, and said so.
    Skip(Special),
    /// Anything else (other extensions, links to directories): passed over in silence.
    Ignore,
}

impl Entry {
    /// Sorts an entry by its type (not following links) and its extension; a symbolic link is
    /// followed to a file, never to a directory (no cycles).
    fn of(path: &Path, file_type: Option<FileType>) -> Entry {
        if file_type.is_some_and(|t| t.is_dir()) {
            return Entry::Directory;
        }
        let source = match extension(path).as_deref() {
            Some("pdn") => Source::File(path.to_path_buf()),
            Some("zip") => Source::Zip(path.to_path_buf()),
            Some("gz") => Source::Gzip(path.to_path_buf()),
            _ => return Entry::Ignore,
        };
        match fs::metadata(path) {
            Ok(meta) if meta.is_file() => Entry::Read(source),
            Ok(meta) if meta.is_dir() => Entry::Ignore,
            Ok(meta) => Entry::Skip(special_kind(&meta.file_type())),
            // Gone, or a dangling link: opening it reports why.
            Err(_) => Entry::Read(source),
        }
    }
}

/// What a file that is not regular is, for the message that skips it.
fn special_kind(file_type: &FileType) -> Special {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Special::Fifo;
        }
        if file_type.is_socket() {
            return Special::Socket;
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Special::Device;
        }
    }
    let _ = file_type;
    Special::Other
}

/// What the walk hands to its visitor.
pub enum Visit<'r> {
    /// A readable source: its name and its bytes.
    Source {
        /// The name reports show.
        name: Arc<str>,
        /// The bytes (decompressed, capped).
        reader: &'r mut dyn Read,
    },
    /// A file on disk, a gzip file or a zip entry about to be read, offered first to a visitor
    /// that may hold it already ([`Offer::hold`]: it is then passed over).
    Offer(Offer<'r>),
    /// A source that could not be opened.
    Error(SourceError),
    /// A directory entry that is no regular file.
    Skipped(Skipped),
}

/// A source the walk can read twice, offered before its games are read: a file on disk, a
/// gzip file or a zip entry (not standard input).
pub struct Offer<'o> {
    /// The source, as reports name it.
    pub name: Arc<str>,
    /// Its size in bytes, as its file system says, its zip archive declares or its gzip
    /// trailer says (modulo 4 GiB, of its last member): a hint, its bytes decide.
    pub size: u64,
    copy: &'o mut dyn FnMut(&mut dyn Write) -> io::Result<u64>,
    held: &'o mut bool,
}

impl Offer<'_> {
    /// Copies its bytes, capped as the walk caps them, into `out`; how many.
    pub fn copy_to(&mut self, out: &mut dyn Write) -> io::Result<u64> {
        (self.copy)(out)
    }

    /// The visitor holds these bytes already: the walk passes the source over unread.
    pub fn hold(&mut self) {
        *self.held = true;
    }
}

/// Offers a source to the visitor: `None` when the walk is to read it, else whether the walk
/// goes on (the visitor holds it, or went away).
fn offer(
    name: &Arc<str>,
    size: u64,
    copy: &mut dyn FnMut(&mut dyn Write) -> io::Result<u64>,
    visit: &mut dyn FnMut(Visit<'_>) -> bool,
) -> Option<bool> {
    let mut held = false;
    let going = visit(Visit::Offer(Offer {
        name: name.clone(),
        size,
        copy,
        held: &mut held,
    }));
    (held || !going).then_some(going)
}

/// Walks `paths` in order and calls `visit` for every source; stops early when `visit` returns
/// false (the consumer went away).
pub fn walk(paths: &[PathBuf], max_entry_bytes: u64, visit: &mut dyn FnMut(Visit<'_>) -> bool) {
    for path in paths {
        let source = Source::classify(path);
        let keep_going = match named_fifo(&source) {
            Some(refused) => visit(Visit::Error(refused)),
            None => walk_one(&source, max_entry_bytes, visit),
        };
        if !keep_going {
            return;
        }
    }
}

/// The refusal of a FIFO named as a file: opening one waits for a writer, for ever if none
/// comes, and a FIFO found in a directory is skipped. Standard input is the door for a stream.
fn named_fifo(source: &Source) -> Option<SourceError> {
    let (Source::File(path) | Source::Gzip(path) | Source::Zip(path)) = source else {
        return None;
    };
    is_fifo(path).then(|| SourceError::new(path.display().to_string(), SourceProblem::Fifo))
}

/// Whether `path` is a FIFO (following links), found without opening it.
pub fn is_fifo(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

fn walk_one(
    source: &Source,
    max_entry_bytes: u64,
    visit: &mut dyn FnMut(Visit<'_>) -> bool,
) -> bool {
    match source {
        Source::Stdin => visit_sniffed(Arc::from(STDIN_NAME), io::stdin().lock(), visit),
        Source::File(path) => {
            let name = display(path);
            // A file that cannot be looked at is not offered: opening it says why.
            if let Ok(meta) = fs::metadata(path) {
                let mut copy = |out: &mut dyn Write| io::copy(&mut File::open(path)?, out);
                if let Some(going) = offer(&name, meta.len(), &mut copy, visit) {
                    return going;
                }
            }
            match File::open(path) {
                Ok(file) => visit_sniffed(name, BufReader::new(file), visit),
                Err(error) => visit(Visit::Error(open_error(path, &error))),
            }
        }
        Source::Gzip(path) => {
            let name = display(path);
            // MultiGzDecoder: `cat a.gz b.gz` is a valid gzip file and holds both.
            let unpacked = |file: File| {
                let decoder = flate2::read::MultiGzDecoder::new(BufReader::new(file));
                Capped::new(decoder, max_entry_bytes)
            };
            if let Some(size) = gzip_size(path) {
                let mut copy =
                    |out: &mut dyn Write| io::copy(&mut unpacked(File::open(path)?), out);
                if let Some(going) = offer(&name, size, &mut copy, visit) {
                    return going;
                }
            }
            match File::open(path) {
                Ok(file) => visit_sniffed(name, unpacked(file), visit),
                Err(error) => visit(Visit::Error(open_error(path, &error))),
            }
        }
        Source::Zip(path) => walk_zip(path, max_entry_bytes, visit),
        Source::Directory(path) => walk_directory(path, max_entry_bytes, visit),
    }
}

/// The size a gzip file says it unpacks to: its last four bytes, the size of its last member
/// modulo 4 GiB. Only a hint (a file of several members unpacks to more): what an offer's
/// bytes hash to decides.
fn gzip_size(path: &Path) -> Option<u64> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path).ok()?;
    file.seek(SeekFrom::End(-4)).ok()?;
    let mut size = [0u8; 4];
    file.read_exact(&mut size).ok()?;
    Some(u64::from(u32::from_le_bytes(size)))
}

/// Hands a source to the visitor once its first MiB says it may be text; binary data is
/// reported as not PDN and not read further.
fn visit_sniffed(
    name: Arc<str>,
    reader: impl Read,
    visit: &mut dyn FnMut(Visit<'_>) -> bool,
) -> bool {
    match Sniffed::look(reader) {
        Ok(Ok(mut sniffed)) => visit(Visit::Source {
            name,
            reader: &mut sniffed,
        }),
        Ok(Err(why)) => visit(Visit::Error(SourceError::new(name.as_ref(), why))),
        Err(error) => visit(Visit::Error(SourceError::new(
            name.as_ref(),
            read_problem(0, &error),
        ))),
    }
}

fn display(path: &Path) -> Arc<str> {
    Arc::from(path.display().to_string())
}

fn open_error(path: &Path, error: &io::Error) -> SourceError {
    SourceError::new(
        path.display().to_string(),
        SourceProblem::CannotOpen(IoProblem::of(error)),
    )
}

/// The `.pdn`, `.zip` and `.gz` files under `dir`, depth first, entries sorted by name so that
/// runs are reproducible. Symbolic links to directories are not followed (no cycles); entries
/// that are not regular files are skipped (see [`Entry::of`]).
fn walk_directory(
    dir: &Path,
    max_entry_bytes: u64,
    visit: &mut dyn FnMut(Visit<'_>) -> bool,
) -> bool {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            return visit(Visit::Error(SourceError::new(
                dir.display().to_string(),
                SourceProblem::Directory(IoProblem::of(&error)),
            )));
        }
    };
    let mut paths = Vec::new();
    for entry in entries {
        match entry {
            Ok(entry) => paths.push((entry.path(), entry.file_type().ok())),
            Err(error) => {
                if !visit(Visit::Error(SourceError::new(
                    dir.display().to_string(),
                    SourceProblem::Directory(IoProblem::of(&error)),
                ))) {
                    return false;
                }
            }
        }
    }
    paths.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, file_type) in paths {
        let keep_going = match Entry::of(&path, file_type) {
            Entry::Directory => walk_directory(&path, max_entry_bytes, visit),
            Entry::Read(source) => walk_one(&source, max_entry_bytes, visit),
            Entry::Skip(special) => visit(Visit::Skipped(Skipped {
                file: path.display().to_string(),
                reason: special.said(Lang::En),
                special,
            })),
            Entry::Ignore => true,
        };
        if !keep_going {
            return false;
        }
    }
    true
}

/// The `.pdn` entries of a zip archive, in archive order. An entry that cannot be read is
/// reported and skipped; the other entries are still read.
fn walk_zip(path: &Path, max_entry_bytes: u64, visit: &mut dyn FnMut(Visit<'_>) -> bool) -> bool {
    match File::open(path) {
        Ok(file) => walk_zip_archive(
            &path.display().to_string(),
            BufReader::new(file),
            max_entry_bytes,
            visit,
        ),
        Err(error) => visit(Visit::Error(open_error(path, &error))),
    }
}

/// The `.pdn` entries of the zip archive `archive_name` read from `bytes`.
fn walk_zip_archive(
    archive_name: &str,
    bytes: impl Read + io::Seek,
    max_entry_bytes: u64,
    visit: &mut dyn FnMut(Visit<'_>) -> bool,
) -> bool {
    let mut archive = match zip::ZipArchive::new(bytes) {
        Ok(archive) => archive,
        Err(error) => {
            return visit(Visit::Error(SourceError::new(
                archive_name,
                SourceProblem::NotZip(error.to_string()),
            )));
        }
    };
    for i in 0..archive.len() {
        // The name from the central directory, for errors about entries that cannot be opened.
        let listed = archive
            .name_for_index(i)
            .map_or_else(|| format!("entry {}", i + 1), str::to_string);
        if !is_pdn(Path::new(&listed)) {
            continue;
        }
        let looked = archive
            .by_index(i)
            .map(|entry| (entry.name().to_string(), entry.is_dir(), entry.size()));
        let keep_going = match looked {
            Ok((entry_name, is_dir, size)) => {
                let name = format!("{archive_name}:{entry_name}");
                if is_dir || !is_pdn(Path::new(&entry_name)) {
                    true
                } else if size > max_entry_bytes {
                    // The declared size already says no; `Capped` guards against lies.
                    visit(Visit::Error(too_large(name, max_entry_bytes)))
                } else {
                    let name: Arc<str> = Arc::from(name);
                    let mut copy = |out: &mut dyn Write| {
                        let entry = archive.by_index(i).map_err(io::Error::other)?;
                        io::copy(&mut Capped::new(entry, max_entry_bytes), out)
                    };
                    match offer(&name, size, &mut copy, visit) {
                        Some(going) => going,
                        None => match archive.by_index(i) {
                            Ok(entry) => {
                                visit_sniffed(name, Capped::new(entry, max_entry_bytes), visit)
                            }
                            Err(error) => visit(Visit::Error(entry_error(&name, &error))),
                        },
                    }
                }
            }
            Err(error) => visit(Visit::Error(entry_error(
                &format!("{archive_name}:{listed}"),
                &error,
            ))),
        };
        if !keep_going {
            return false;
        }
    }
    true
}

/// Why an uploaded archive cannot be checked.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum UnpackError {
    /// The PDN inside is larger than the limit.
    #[error("the games inside the archive are larger than the limit of {limit} bytes")]
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// The archive, or an entry of it, cannot be read.
    #[error("{0}")]
    Unreadable(String),
    /// A zip archive without a `.pdn` entry (a folder of something else zipped).
    #[error("the .zip archive holds no .pdn file")]
    NoPdnEntry,
}

/// An uploaded file as PDN bytes: a zip archive's `.pdn` entries (in archive order, a blank line
/// between files) or a gzip file, decompressed through the same bounded reading as `check`, all
/// of it held to `limit` bytes; any other file as it is. Archives are told by their first bytes,
/// whatever the file is called.
pub fn unpack_upload(bytes: Vec<u8>, limit: u64) -> Result<Vec<u8>, UnpackError> {
    let zip = bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06");
    let gzip = bytes.starts_with(&[0x1f, 0x8b]);
    if !zip && !gzip {
        return Ok(bytes);
    }
    let mut out = Vec::new();
    let mut failure = None;
    let mut entries = 0usize;
    let mut visit = |visit: Visit<'_>| -> bool {
        let result = match visit {
            Visit::Error(SourceError {
                problem: SourceProblem::TooLarge { .. },
                ..
            }) => Err(UnpackError::TooLarge { limit }),
            Visit::Error(error) => Err(UnpackError::Unreadable(format!(
                "{}: {}",
                error.file, error.message
            ))),
            // An entry that is no regular file (a link, a device) holds no games of the upload.
            // An entry offered before it is read is read (an upload holds none already).
            Visit::Skipped(_) | Visit::Offer(_) => Ok(()),
            Visit::Source { name, reader } => {
                entries += 1;
                if !out.is_empty() {
                    out.extend_from_slice(b"\n\n");
                }
                // One byte over the limit tells a file of exactly `limit` bytes from a longer one.
                let room = (limit + 1).saturating_sub(out.len() as u64);
                match reader.take(room).read_to_end(&mut out) {
                    Ok(_) if out.len() as u64 > limit => Err(UnpackError::TooLarge { limit }),
                    Ok(_) => Ok(()),
                    Err(error)
                        if matches!(read_problem(0, &error), SourceProblem::TooLarge { .. }) =>
                    {
                        Err(UnpackError::TooLarge { limit })
                    }
                    Err(error) => Err(UnpackError::Unreadable(format!(
                        "{name} cannot be decompressed ({error})"
                    ))),
                }
            }
        };
        match result {
            Ok(()) => true,
            Err(error) => {
                failure = Some(error);
                false
            }
        }
    };
    if zip {
        walk_zip_archive(
            "the .zip archive",
            io::Cursor::new(&bytes),
            limit,
            &mut visit,
        );
    } else {
        let decoder = flate2::read::MultiGzDecoder::new(&bytes[..]);
        visit(Visit::Source {
            name: Arc::from("the .gz file"),
            reader: &mut Capped::new(decoder, limit),
        });
    }
    if let Some(error) = failure {
        return Err(error);
    }
    if entries == 0 {
        return Err(UnpackError::NoPdnEntry);
    }
    Ok(out)
}

/// A zip entry that could not be opened.
fn entry_error(name: &str, error: &zip::result::ZipError) -> SourceError {
    SourceError::new(name, SourceProblem::ZipEntry(error.to_string()))
}

fn too_large(name: String, limit: u64) -> SourceError {
    SourceError::new(name, SourceProblem::TooLarge { limit })
}

/// What a reader of a capped stream fails with past its limit.
#[derive(Debug, Error)]
#[error("decompressed size exceeds the limit of {limit} bytes")]
struct OverLimit {
    limit: u64,
}

/// Why a source could not be read to its end, `after` games into it: a capped stream that
/// went over its limit is told apart from the system's errors.
pub fn read_problem(after: usize, error: &io::Error) -> SourceProblem {
    match error.get_ref().and_then(|e| e.downcast_ref::<OverLimit>()) {
        Some(over) => SourceProblem::TooLarge { limit: over.limit },
        None => SourceProblem::Read {
            after,
            error: IoProblem::of(error),
        },
    }
}

/// A reader that fails once more than `limit` bytes have come out of it: decompression of an
/// archive entry stops there instead of filling the disk or memory.
struct Capped<R> {
    inner: R,
    left: u64,
    limit: u64,
}

impl<R: Read> Capped<R> {
    fn new(inner: R, limit: u64) -> Self {
        Capped {
            inner,
            left: limit,
            limit,
        }
    }
}

impl<R: Read> Read for Capped<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            // One byte more tells a stream of exactly `limit` bytes from a longer one.
            let mut probe = [0u8; 1];
            return match self.inner.read(&mut probe)? {
                0 => Ok(0),
                _ => Err(io::Error::other(OverLimit { limit: self.limit })),
            };
        }
        let want = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.inner.read(&mut buf[..want])?;
        self.left -= n as u64;
        Ok(n)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn capped_reader_allows_exactly_the_limit() {
        let mut out = Vec::new();
        Capped::new(&b"abcd"[..], 4).read_to_end(&mut out).unwrap();
        assert_eq!(out, b"abcd");
        let error = Capped::new(&b"abcde"[..], 4)
            .read_to_end(&mut Vec::new())
            .unwrap_err();
        assert!(error.to_string().contains("limit of 4 bytes"), "{error}");
        assert_eq!(
            read_problem(3, &error),
            SourceProblem::TooLarge { limit: 4 }
        );
    }

    /// A zip archive of `entries`, deflated.
    pub(crate) fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut writer = zip::ZipWriter::new(io::Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            writer.start_file(*name, options).unwrap();
            io::Write::write_all(&mut writer, bytes).unwrap();
        }
        writer.finish().unwrap().into_inner()
    }

    #[test]
    fn uploads_are_unpacked_within_the_limit() {
        let plain = b"1. 32-28 *".to_vec();
        assert_eq!(unpack_upload(plain.clone(), 100), Ok(plain));
        let zip = zip_of(&[
            ("r1.pdn", b"1. 32-28 *"),
            ("notes.txt", b"not a game"),
            ("r2.PDN", b"1. 33-29 *"),
        ]);
        assert_eq!(
            unpack_upload(zip.clone(), 100).unwrap(),
            b"1. 32-28 *\n\n1. 33-29 *"
        );
        assert_eq!(
            unpack_upload(zip, 15),
            Err(UnpackError::TooLarge { limit: 15 })
        );
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        io::Write::write_all(&mut gz, &[b' '; 1000]).unwrap();
        let gz = gz.finish().unwrap();
        assert_eq!(unpack_upload(gz.clone(), 1000).unwrap().len(), 1000);
        assert_eq!(
            unpack_upload(gz.clone(), 999),
            Err(UnpackError::TooLarge { limit: 999 })
        );
        assert!(matches!(
            unpack_upload(gz[..gz.len() / 2].to_vec(), 1000),
            Err(UnpackError::Unreadable(m)) if m.starts_with("the .gz file cannot be decompressed")
        ));
        assert_eq!(
            unpack_upload(zip_of(&[("a.txt", b"x")]), 100),
            Err(UnpackError::NoPdnEntry)
        );
        assert!(matches!(
            unpack_upload(b"PK\x03\x04broken".to_vec(), 100),
            Err(UnpackError::Unreadable(m)) if m.starts_with("the .zip archive: not a readable zip archive")
        ));
    }

    #[test]
    fn binary_heads_are_refused_and_text_passes_unchanged() {
        assert!(looks_binary(b"\x89PNG\r\n\x1a\n\0\0"));
        assert!(!looks_binary(b"[White \"Fran\xe7ois\"]\r\n1. 32-28 *\x1a"));
        assert!(matches!(Sniffed::look(&[0u8; 10][..]), Ok(Err(_))));
        // Longer than the head: what comes out is what went in.
        let text: Vec<u8> = b"1. 32-28 19-23 ".repeat(SNIFF_BYTES / 10);
        let Ok(Ok(mut sniffed)) = Sniffed::look(&text[..]) else {
            panic!("text is text");
        };
        let mut out = Vec::new();
        sniffed.read_to_end(&mut out).unwrap();
        assert_eq!(out, text);
    }

    #[test]
    fn the_counted_lanes_count_what_the_plain_definition_counts() {
        let plain = |bytes: &[u8]| {
            let controls = bytes
                .iter()
                .filter(|&&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0b | 0x0c | 0x1a))
                .count();
            bytes.contains(&0) || controls * 100 > bytes.len()
        };
        // Every byte value at the threshold (1 in 100) and just past it, over lengths that
        // cut the 255-byte lanes anywhere.
        for b in 0..=255u8 {
            for len in [1, 99, 100, 101, 254, 255, 256, 1000, 25_500, 25_600] {
                for strays in [0, len / 100, len / 100 + 1] {
                    let mut bytes = vec![b'a'; len];
                    for k in 0..strays.min(len) {
                        bytes[k * len / strays.max(1)] = b;
                    }
                    assert_eq!(
                        looks_binary(&bytes),
                        plain(&bytes),
                        "byte {b:#x}, {strays} in {len}"
                    );
                }
            }
        }
    }

    #[test]
    fn classify_by_extension() {
        assert_eq!(Source::classify(Path::new("-")), Source::Stdin);
        assert!(matches!(
            Source::classify(Path::new("x/a.ZIP")),
            Source::Zip(_)
        ));
        assert!(matches!(
            Source::classify(Path::new("a.pdn.gz")),
            Source::Gzip(_)
        ));
        assert!(matches!(
            Source::classify(Path::new("a.txt")),
            Source::File(_)
        ));
    }
}
