//! How a file is kept small: its original bytes in zstd-compressed chunks, each game's report
//! without what reading and replaying the game gives back (its tags, its moves and their
//! positions), those reports compressed a block of games at a time, and nothing else: a game's
//! moves, diagrams and normalised PDN are replayed from its bytes when they are asked for.
//!
//! A game is found again by where the reader cut it from the file ([`GameLocation`]): the
//! chunks that hold those bytes are decompressed and the game is parsed with the same context,
//! so its findings point at the same lines and columns as when it was checked.

use super::StoreError;
use arbiter::{Finding, GameReport, RefereeOptions, Ruleset};
use pdn::{ChunkEnd, GameChunk, ReadOptions, Strictness};
use sha2::{Digest, Sha256};

/// Uncompressed bytes of original per chunk: a game read decompresses one chunk or two
/// (a quarter of a millisecond), and zstd still sees enough text to find its repetitions.
pub const CHUNK_BYTES: usize = 256 << 10;

/// zstd level for originals and report blocks. On the corpus in 256 KiB chunks: level 3 keeps
/// 23% of the bytes at 50 MB/s a core, 6 about 21% at 28 MB/s, 9 20% at 12 MB/s; 6 keeps
/// compressing an archive faster than it is refereed.
pub const ZSTD_LEVEL: i32 = 6;

/// zstd level of an import ([`compress_at`], [`ReportBlocks::fast`]), whose compression is a
/// part of its time. On `big50k.pdn` (the corpus's international games 23 times, 41.9 MB) in
/// 256 KiB chunks, `zstd -b` on this machine: level 1 keeps 25.1% of the bytes at 315 MB/s a
/// core, 3 23.7% at 290 MB/s, 4 22.8% at 130 MB/s, 6 21.7% at 85 MB/s. Level 6 was a quarter of
/// an import's CPU (issue 31); 3 costs a third of that for 9% more bytes of originals. Uploads
/// keep [`ZSTD_LEVEL`]: the corpus uploaded to PostgreSQL is 0.98x its PDN at 6, and as much as
/// 1.00x at 3, against the 1x `tests/http.rs` holds it to.
pub const FAST_ZSTD_LEVEL: i32 = 3;

/// Games per block of stored reports.
pub const REPORTS_PER_BLOCK: usize = 64;

/// Where the reader cut a game from its file: enough to cut and parse it again identically.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLocation {
    /// 1-based position of the game in its file.
    pub index: usize,
    /// Byte offset of the game's first byte.
    pub offset: u64,
    /// Bytes the reader kept (all of the game unless it was over the size limit).
    pub length: u64,
    /// 1-based line of the first byte.
    pub line: u32,
    /// 1-based column of the first byte.
    pub column: u32,
    /// What ended the game's text.
    pub end: ChunkEnd,
    /// The game's full size when it was cut at the limit.
    pub overlong: Option<u64>,
}

impl GameLocation {
    /// The location of a chunk.
    pub fn of(chunk: &GameChunk) -> GameLocation {
        GameLocation {
            index: chunk.index,
            offset: chunk.offset,
            length: chunk.bytes.len() as u64,
            line: chunk.line,
            column: chunk.column,
            end: chunk.end,
            overlong: chunk.overlong,
        }
    }

    /// The chunk again, from its bytes.
    pub fn chunk(&self, bytes: Vec<u8>) -> GameChunk {
        GameChunk {
            index: self.index,
            line: self.line,
            column: self.column,
            offset: self.offset,
            bytes,
            end: self.end,
            overlong: self.overlong,
        }
    }
}

/// How a [`ChunkEnd`] is stored.
pub fn end_code(end: ChunkEnd) -> i64 {
    match end {
        ChunkEnd::Terminator => 0,
        ChunkEnd::TagSection => 1,
        ChunkEnd::EndOfInput => 2,
    }
}

/// The [`ChunkEnd`] of a stored code.
pub fn end_of_code(code: i64) -> Result<ChunkEnd, StoreError> {
    match code {
        0 => Ok(ChunkEnd::Terminator),
        1 => Ok(ChunkEnd::TagSection),
        2 => Ok(ChunkEnd::EndOfInput),
        other => Err(StoreError::Data(format!("unknown chunk end {other}"))),
    }
}

thread_local! {
    /// Each thread's zstd context, made once: a context costs as much to set up as a small
    /// block costs to compress, and the frames it makes are the same bytes as a new one's.
    static COMPRESSOR: std::cell::RefCell<Option<(i32, zstd::bulk::Compressor<'static>)>> =
        const { std::cell::RefCell::new(None) };
}

/// Compresses bytes at [`ZSTD_LEVEL`] (never fails on memory input short of running out of
/// memory).
pub fn compress(bytes: &[u8]) -> Result<Vec<u8>, StoreError> {
    compress_at(bytes, ZSTD_LEVEL)
}

/// Compresses bytes at zstd `level`.
pub fn compress_at(bytes: &[u8], level: i32) -> Result<Vec<u8>, StoreError> {
    let zstd_error = |e: std::io::Error| StoreError::Data(e.to_string());
    COMPRESSOR.with_borrow_mut(|slot| {
        let compressor = match slot {
            Some((made_at, compressor)) if *made_at == level => compressor,
            _ => {
                let made = zstd::bulk::Compressor::new(level).map_err(zstd_error)?;
                &mut slot.insert((level, made)).1
            }
        };
        compressor.compress(bytes).map_err(zstd_error)
    })
}

/// Decompresses what [`compress`] made.
pub fn decompress(bytes: &[u8]) -> Result<Vec<u8>, StoreError> {
    zstd::stream::decode_all(bytes).map_err(|e| StoreError::Data(format!("zstd: {e}")))
}

/// Cuts a file's bytes, as they come, into compressed chunks of [`CHUNK_BYTES`], and hashes them.
pub struct Chunker {
    buf: Vec<u8>,
    next_seq: i64,
    total: u64,
    hasher: Sha256,
}

impl Default for Chunker {
    fn default() -> Self {
        Chunker {
            buf: Vec::with_capacity(CHUNK_BYTES),
            next_seq: 0,
            total: 0,
            hasher: Sha256::new(),
        }
    }
}

impl Chunker {
    /// Takes more bytes; each chunk filled goes to `out` as (sequence number, compressed bytes).
    pub fn push(
        &mut self,
        mut bytes: &[u8],
        out: &mut Vec<(i64, Vec<u8>)>,
    ) -> Result<(), StoreError> {
        self.hasher.update(bytes);
        self.total += bytes.len() as u64;
        while !bytes.is_empty() {
            let room = CHUNK_BYTES - self.buf.len();
            let (now, later) = bytes.split_at(room.min(bytes.len()));
            self.buf.extend_from_slice(now);
            bytes = later;
            if self.buf.len() == CHUNK_BYTES {
                self.emit(out)?;
            }
        }
        Ok(())
    }

    fn emit(&mut self, out: &mut Vec<(i64, Vec<u8>)>) -> Result<(), StoreError> {
        out.push((self.next_seq, compress(&self.buf)?));
        self.next_seq += 1;
        self.buf.clear();
        Ok(())
    }

    /// The last chunk, and the bytes' size and SHA-256 (hex).
    pub fn finish(&mut self, out: &mut Vec<(i64, Vec<u8>)>) -> Result<(u64, String), StoreError> {
        if !self.buf.is_empty() {
            self.emit(out)?;
        }
        let digest = std::mem::take(&mut self.hasher).finalize();
        Ok((self.total, super::hex(&digest)))
    }

    /// Bytes taken so far.
    pub fn total(&self) -> u64 {
        self.total
    }
}

/// The chunks (first, last) that hold `length` bytes from `offset`.
pub fn chunk_span(offset: u64, length: u64, chunk_bytes: u64) -> (i64, i64) {
    let chunk_bytes = chunk_bytes.max(1);
    let first = offset / chunk_bytes;
    let last = (offset + length.max(1) - 1) / chunk_bytes;
    (
        i64::try_from(first).unwrap_or(i64::MAX),
        i64::try_from(last).unwrap_or(i64::MAX),
    )
}

/// Bytes a stored report is first given room for: a game without findings takes about 500.
const STORED_REPORT_ROOM: usize = 1024;

/// A report as stored: without its tags (in the game's text) and its moves, those replayed
/// and those not (both replayed from the text when shown).
pub fn stored_report(report: &GameReport) -> Result<String, StoreError> {
    // The findings, with their positions, are kept whole: they are the verdict as given.
    // Most reports are a few hundred bytes: written into room for them at once rather than
    // grown from nothing (an import writes one a game).
    let mut bytes = Vec::with_capacity(STORED_REPORT_ROOM);
    serde_json::to_writer(&mut bytes, &report.without_text())
        .map_err(|e| StoreError::Data(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| StoreError::Data(e.to_string()))
}

/// Collects stored reports into compressed blocks of [`REPORTS_PER_BLOCK`].
pub struct ReportBlocks {
    lines: String,
    in_block: usize,
    next_seq: i64,
    level: i32,
}

impl Default for ReportBlocks {
    fn default() -> Self {
        ReportBlocks {
            lines: String::new(),
            in_block: 0,
            next_seq: 0,
            level: ZSTD_LEVEL,
        }
    }
}

impl ReportBlocks {
    /// Compresses the blocks at [`FAST_ZSTD_LEVEL`] from now on.
    pub fn fast(&mut self) {
        self.level = FAST_ZSTD_LEVEL;
    }

    /// Adds the next game's stored report (games come in file order).
    pub fn push(&mut self, report: &str, out: &mut Vec<(i64, Vec<u8>)>) -> Result<(), StoreError> {
        self.lines.push_str(report);
        self.lines.push('\n');
        self.in_block += 1;
        if self.in_block == REPORTS_PER_BLOCK {
            self.emit(out)?;
        }
        Ok(())
    }

    fn emit(&mut self, out: &mut Vec<(i64, Vec<u8>)>) -> Result<(), StoreError> {
        out.push((
            self.next_seq,
            compress_at(self.lines.as_bytes(), self.level)?,
        ));
        self.next_seq += 1;
        self.lines.clear();
        self.in_block = 0;
        Ok(())
    }

    /// The last block.
    pub fn finish(&mut self, out: &mut Vec<(i64, Vec<u8>)>) -> Result<(), StoreError> {
        if self.in_block > 0 {
            self.emit(out)?;
        }
        Ok(())
    }

    /// Bytes waiting for the current block.
    pub fn pending(&self) -> usize {
        self.lines.len()
    }
}

/// The block of the game at 1-based `index` in its file, and its line in the block.
pub fn block_of(index: usize) -> (i64, usize) {
    let i = index.saturating_sub(1);
    (
        i64::try_from(i / REPORTS_PER_BLOCK).unwrap_or(i64::MAX),
        i % REPORTS_PER_BLOCK,
    )
}

/// A stored game, as read back: everything needed to give its report and its PDN.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Where it was in its file.
    pub location: GameLocation,
    /// The draw rules it was checked under.
    pub ruleset: Ruleset,
    /// Whether it was read as strict PDN 3.0.
    pub strict: bool,
    /// The reader's size limit it was read with.
    pub max_game_bytes: usize,
    /// Its bytes, as cut from the file.
    pub bytes: Vec<u8>,
    /// Its stored report (JSON).
    pub stored_report: String,
}

impl StoredGame {
    fn read_options(&self) -> ReadOptions {
        ReadOptions {
            strictness: Strictness::strict_if(self.strict),
            max_game_bytes: self.max_game_bytes,
        }
    }

    fn referee_options(&self) -> RefereeOptions {
        RefereeOptions {
            ruleset: self.ruleset,
            include_moves: true,
            ..RefereeOptions::default()
        }
    }

    /// The full report: the verdict as stored, with the tags read and the moves replayed from
    /// the game's bytes. Its findings are data, said in any language at output; a report
    /// stored before findings were kept as data has its sentences said again from the replay
    /// when the replay finds the very same findings, so a translation never changes what is
    /// reported.
    pub fn report(&self) -> Result<GameReport, StoreError> {
        let mut stored: GameReport = serde_json::from_str(&self.stored_report)
            .map_err(|e| StoreError::Data(format!("stored report: {e}")))?;
        let chunk = self.location.chunk(self.bytes.clone());
        let (text, context) = pdn::decode_chunk(&chunk);
        let game = pdn::parse_game(&text, &context, &self.read_options());
        let replayed = arbiter::referee(&game, &self.referee_options());
        stored.tags = replayed.tags;
        stored.moves = replayed.moves;
        stored.unplayed_moves = replayed.unplayed_moves;
        let said_before_data = stored
            .findings
            .iter()
            .any(|f| matches!(f.detail, arbiter::Detail::Said { .. }));
        if said_before_data {
            if same_findings(&replayed.findings, &stored.findings) {
                stored.findings = replayed.findings;
            } else {
                // The referee has changed since the upload: the verdict given then stands.
                tracing::warn!(
                    game = self.location.index,
                    "the replayed findings differ from the stored verdict"
                );
            }
        }
        Ok(stored)
    }

    /// The game as normalised PDN.
    pub fn normalized_pdn(&self) -> String {
        let chunk = self.location.chunk(self.bytes.clone());
        let (text, context) = pdn::decode_chunk(&chunk);
        let game = pdn::parse_game(&text, &context, &self.read_options());
        arbiter::normalize_game(&game, &self.referee_options())
    }
}

/// Whether findings replayed say what findings stored before findings were kept as data say
/// (their sentence aside, which the stored ones keep as said then).
fn same_findings(replayed: &[Finding], stored: &[Finding]) -> bool {
    replayed.len() == stored.len()
        && replayed.iter().zip(stored).all(|(a, b)| {
            let unsaid = Finding {
                detail: b.detail.clone(),
                ..a.clone()
            };
            unsaid == *b
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Findings as a store written before findings were data holds them: the English sentence
    /// only.
    fn said_in_english(findings: &[Finding]) -> Vec<Finding> {
        findings
            .iter()
            .map(|f| Finding {
                detail: arbiter::Detail::Said {
                    message: f.message(arbiter::Lang::En),
                },
                ..f.clone()
            })
            .collect()
    }
    #[test]
    fn chunks_cover_the_bytes_and_hash_them() {
        let bytes: Vec<u8> = (0..(CHUNK_BYTES * 2 + 100))
            .map(|i| (i % 251) as u8)
            .collect();
        let mut chunker = Chunker::default();
        let mut out = Vec::new();
        for piece in bytes.chunks(70_001) {
            chunker.push(piece, &mut out).unwrap();
        }
        let (total, sha) = chunker.finish(&mut out).unwrap();
        assert_eq!(total, bytes.len() as u64);
        assert_eq!(sha, super::super::sha256_hex(&bytes));
        assert_eq!(out.iter().map(|c| c.0).collect::<Vec<_>>(), [0, 1, 2]);
        let back: Vec<u8> = out
            .iter()
            .flat_map(|(_, data)| decompress(data).unwrap())
            .collect();
        assert_eq!(back, bytes);
    }

    #[test]
    fn findings_stored_as_sentences_are_the_replayed_ones_and_differ_by_anything_else() {
        let bytes = include_bytes!("../../fixtures/http/missed-capture.pdn");
        let games = pdn::read_all(bytes, &ReadOptions::default());
        let game = games[0].parse();
        let replayed = arbiter::referee(&game, &RefereeOptions::default()).findings;
        assert!(!replayed.is_empty());
        let stored = said_in_english(&replayed);
        assert!(same_findings(&replayed, &stored));
        let mut moved = replayed.clone();
        moved[0].ply = moved[0].ply.map(arbiter::Ply::next);
        assert!(!same_findings(&moved, &stored));
        assert!(!same_findings(&replayed[1..], &stored));
    }

    #[test]
    fn a_reader_warning_stored_as_a_sentence_on_its_move_is_said_again_in_any_language() {
        // Issue 29: the service placed the reader's findings on their move when it stored
        // them, the replay did not, and the stored English stayed on a French page.
        let bytes = b"[FEN \"W:W32,38:B5\"]\n\n1. 32-28 05-10 2. 38-33 *\n";
        let games = pdn::read_all(bytes, &ReadOptions::default());
        let game = games[0].parse();
        let replayed = arbiter::referee(&game, &RefereeOptions::default()).findings;
        let warning = replayed
            .iter()
            .find(|f| f.kind == arbiter::FindingKind::ParseWarning)
            .expect("a leading zero");
        assert_eq!(warning.move_number, Some(arbiter::MoveNumber(1)));
        let stored = said_in_english(&replayed);
        assert!(same_findings(&replayed, &stored));
        let french = warning.message(arbiter::Lang::Fr);
        assert!(french.contains("zéro initial"), "{french}");
    }

    #[test]
    fn spans_and_blocks() {
        let c = CHUNK_BYTES as u64;
        assert_eq!(chunk_span(0, 10, c), (0, 0));
        assert_eq!(chunk_span(c - 1, 2, c), (0, 1));
        assert_eq!(chunk_span(c, 0, c), (1, 1));
        assert_eq!(block_of(1), (0, 0));
        assert_eq!(block_of(REPORTS_PER_BLOCK + 1), (1, 0));
    }
}
