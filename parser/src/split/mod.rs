//! Cutting a byte stream into games without parsing them.
//!
//! This is the single-threaded front of a batch pipeline (one splitter, N parsers), so
//! it works on bytes through one fixed read buffer, keeps only the current game, and
//! runs a small lexical state machine (tag, string, comment, line comment, variation
//! depth) that knows just enough to find where a game ends, as PDN.md says:
//! - at a terminator token (a result or `*`) outside variations, plus whatever junk
//!   (spaces, literal `\r` text) follows it on the same line;
//! - where a new tag section starts at the beginning of a line after movetext;
//! - inside an unclosed comment or variation, at a blank line followed by a line that
//!   begins with `[Name "`, so one broken game cannot swallow the rest of the file.
//!
//! A game longer than the size limit is cut: its first bytes are kept, the rest is
//! counted and dropped while the state machine keeps looking for the end.
//!
//! One concept a file: this one holds the stream (the read buffer, chunks and their
//! positions); [`lines`] what the scan knows about lines; [`machine`] the state machine,
//! byte by byte, which is the splitter's definition; [`fast`] the runs of bytes the scan
//! takes at once, which the tests check against the state machine.

mod fast;
mod lines;
mod machine;
#[cfg(test)]
mod tests;

use crate::bytes::count_chars;
use lines::Lines;
use machine::{State, is_result_token};
use serde::Serialize;
use std::collections::VecDeque;
use std::io::{self, Read};

/// Default limit on the bytes kept for one game.
pub const DEFAULT_MAX_GAME_BYTES: usize = 16 << 20;

/// Size of the read buffer.
const READ_BUFFER_BYTES: usize = 64 << 10;

/// Why a chunk ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ChunkEnd {
    /// At a terminator token.
    Terminator,
    /// Where the next game's tag section starts.
    TagSection,
    /// At the end of the input.
    EndOfInput,
}

/// The raw bytes of one game and where they were in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChunk {
    /// 1-based index of the game in the file.
    pub index: usize,
    /// 1-based line where the chunk starts.
    pub line: u32,
    /// 1-based column (in characters, assuming UTF-8) where the chunk starts.
    pub column: u32,
    /// Byte offset of the chunk in the file.
    pub offset: u64,
    /// The bytes (at most the size limit).
    pub bytes: Vec<u8>,
    /// What ended the chunk.
    pub end: ChunkEnd,
    /// `Some(total size)` when the game was longer than the limit and was cut.
    pub overlong: Option<u64>,
}

/// Where a byte is in the stream.
#[derive(Clone, Copy, Debug, Default)]
struct Pos {
    offset: u64,
    line: u32,
    column: u32,
}

/// Splits a PDN byte stream into [`GameChunk`]s, holding only the current game.
pub struct GameSplitter<R> {
    reader: R,
    buf: Box<[u8]>,
    buf_pos: usize,
    buf_len: usize,
    /// File offset of `buf[0]`.
    buf_offset: u64,
    eof: bool,
    bom_checked: bool,
    max_game_bytes: usize,

    lines: Lines,
    // The column is only needed where a chunk starts, so it is counted lazily: it is the
    // column of `buf[counted]`.
    counted: usize,
    column: u32,

    started: bool,
    start: Pos,
    cur: Vec<u8>,
    /// Bytes of the chunk before `seg_start`, kept or (past the limit) dropped.
    flushed: u64,
    /// Index in `buf` of the chunk's first byte not yet copied into `cur`.
    seg_start: usize,
    has_moves: bool,
    has_content: bool,
    /// The chunk's tag section has an `[Event` tag (a second one starts the next game).
    has_event: bool,
    depth: u32,
    state: State,
    tag_has_name: bool,

    token: [u8; 8],
    token_len: usize,
    token_too_long: bool,

    probe_start: Pos,
    probe_size: u64,
    probe: Vec<u8>,

    index: usize,
    ready: VecDeque<GameChunk>,
    finished: bool,
    /// Whether the fast paths run (tests turn them off to compare).
    fast_paths: bool,
    /// Buffers of chunks handed back for reuse ([`GameSplitter::recycle`]).
    spare: Vec<Vec<u8>>,
}

/// Most buffers [`GameSplitter::recycle`] keeps, and the largest it keeps: a batch's worth
/// of ordinary games, so that what waits for reuse stays small.
const SPARE_BUFFERS: usize = 64;
const SPARE_BUFFER_BYTES: usize = 64 << 10;

impl<'s> GameSplitter<&'s [u8]> {
    /// A splitter over bytes in memory.
    pub fn from_slice(bytes: &'s [u8]) -> Self {
        GameSplitter::new(bytes)
    }
}

/// The UTF-8 byte order mark.
const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

/// Bytes the scan must see at a `[` (`[Event` and the space or quote after it) or at a
/// byte order mark before it decides.
const LOOKAHEAD: usize = 7;

impl<R: Read> GameSplitter<R> {
    /// A splitter with the default size limit.
    pub fn new(reader: R) -> Self {
        Self::with_max_game_bytes(reader, DEFAULT_MAX_GAME_BYTES)
    }

    /// A splitter that cuts games longer than `max_game_bytes`.
    pub fn with_max_game_bytes(reader: R, max_game_bytes: usize) -> Self {
        GameSplitter {
            reader,
            buf: vec![0; READ_BUFFER_BYTES].into_boxed_slice(),
            buf_pos: 0,
            buf_len: 0,
            buf_offset: 0,
            eof: false,
            bom_checked: false,
            max_game_bytes: max_game_bytes.max(1),
            lines: Lines {
                line: 1,
                start: 0,
                blank: true,
                prev_blank: true,
                last_cr: false,
            },
            counted: 0,
            column: 1,
            started: false,
            start: Pos::default(),
            cur: Vec::new(),
            flushed: 0,
            seg_start: 0,
            has_moves: false,
            has_content: false,
            has_event: false,
            depth: 0,
            state: State::Normal,
            tag_has_name: false,
            token: [0; 8],
            token_len: 0,
            token_too_long: false,
            probe_start: Pos::default(),
            probe_size: 0,
            probe: Vec::new(),
            index: 0,
            ready: VecDeque::new(),
            finished: false,
            fast_paths: true,
            spare: Vec::new(),
        }
    }

    /// The same splitter with only its byte-at-a-time state machine: the reference the
    /// fast paths are checked against.
    #[cfg(test)]
    pub(crate) fn byte_at_a_time(mut self) -> Self {
        self.fast_paths = false;
        self
    }

    /// Hands back the bytes of a chunk that is done with, to hold a later chunk (a batch
    /// checker's workers return them, so that no game costs an allocation). Large buffers,
    /// and more than a batch's worth, are dropped.
    pub fn recycle(&mut self, mut buffer: Vec<u8>) {
        if buffer.capacity() <= SPARE_BUFFER_BYTES && self.spare.len() < SPARE_BUFFERS {
            buffer.clear();
            self.spare.push(buffer);
        }
    }

    /// The next game's chunk, `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// What reading the input fails with.
    pub fn next_chunk(&mut self) -> Result<Option<GameChunk>, io::Error> {
        loop {
            if let Some(chunk) = self.ready.pop_front() {
                return Ok(Some(chunk));
            }
            if self.finished {
                return Ok(None);
            }
            if self.buf_pos >= self.buf_len {
                self.end_of_buffer();
                while self.buf_pos >= self.buf_len && !self.eof {
                    self.fill()?;
                }
                if self.buf_pos >= self.buf_len {
                    self.finish();
                    continue;
                }
            }
            if self.lookahead_at(self.buf_pos) {
                // A tag name or a byte order mark is cut by the end of what was read: keep
                // the tail and read more, so the split never depends on read sizes.
                self.keep_tail();
                while self.buf_len - self.buf_pos < LOOKAHEAD && !self.eof {
                    self.fill()?;
                }
            }
            self.scan();
        }
    }

    /// Whether the scan, at `buf[i]`, must see more bytes than were read to decide: a `[`
    /// (is it `[Event "`?) or a byte order mark's first byte, too close to the end of the
    /// read bytes, with more input to come.
    fn lookahead_at(&self, i: usize) -> bool {
        !self.eof
            && self.buf_len - i < LOOKAHEAD
            && matches!(self.buf.get(i), Some(&b) if b == b'[' || b == BOM[0])
    }

    /// Moves the unscanned bytes `buf[buf_pos..]` to the front of the buffer, keeping the
    /// chunk and the position counts, so that a read appends to them.
    fn keep_tail(&mut self) {
        let from = self.buf_pos;
        self.flush(from);
        self.pos_at(from);
        self.buf.copy_within(from..self.buf_len, 0);
        self.buf_offset += from as u64;
        self.buf_len -= from;
        self.buf_pos = 0;
        self.counted = 0;
        self.lines.start = self.lines.start.saturating_sub(from);
        self.seg_start = 0;
    }

    /// Keeps what the buffer holds of the current chunk before it is refilled.
    fn end_of_buffer(&mut self) {
        self.flush(self.buf_len);
        self.pos_at(self.buf_len);
        self.buf_offset += self.buf_len as u64;
        self.buf_pos = 0;
        self.buf_len = 0;
        self.counted = 0;
        self.lines.start = 0;
        self.seg_start = 0;
    }

    fn fill(&mut self) -> io::Result<()> {
        // Read until the BOM check has 3 bytes to look at, or the buffer has something.
        while let Some(space) = self.buf.get_mut(self.buf_len..) {
            if space.is_empty() {
                break;
            }
            match self.reader.read(space) {
                Ok(0) => {
                    self.eof = true;
                    break;
                }
                Ok(n) => {
                    self.buf_len += n;
                    if self.bom_checked || self.buf_len >= 3 {
                        break;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if !self.bom_checked {
            self.bom_checked = true;
            if self.buf_len >= 3 && self.buf.get(..3) == Some(b"\xEF\xBB\xBF".as_slice()) {
                // The BOM is not text: skip it without counting a column.
                self.buf_pos = 3;
                self.counted = 3;
            }
        }
        Ok(())
    }

    /// The position of `buf[i]`, which the scan has reached: its line is the scan's, its
    /// column is counted from the last request or the line's start, whichever is later.
    ///
    /// Requests come in scan order, about once per game, so each byte is counted once.
    fn pos_at(&mut self, i: usize) -> Pos {
        let upto = i.min(self.buf_len);
        if self.lines.start > self.counted {
            self.counted = self.lines.start;
            self.column = 1;
        }
        if upto > self.counted {
            let region = self.buf.get(self.counted..upto).unwrap_or(&[]);
            self.column = self
                .column
                .saturating_add(u32::try_from(count_chars(region)).unwrap_or(u32::MAX));
            self.counted = upto;
        }
        Pos {
            offset: self.buf_offset + i as u64,
            line: self.lines.line,
            column: self.column,
        }
    }

    fn finish(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        let after_result = self.state == State::AfterTerminator;
        let end = if after_result
            || (self.state == State::Normal && self.depth == 0 && self.token_is_result())
        {
            ChunkEnd::Terminator
        } else {
            ChunkEnd::EndOfInput
        };
        self.emit(self.buf_len, end);
    }

    fn token_is_result(&self) -> bool {
        !self.token_too_long && is_result_token(self.token.get(..self.token_len).unwrap_or(&[]))
    }

    fn clear_token(&mut self) {
        self.token_len = 0;
        self.token_too_long = false;
    }

    fn push_token(&mut self, b: u8) {
        match self.token.get_mut(self.token_len) {
            Some(slot) => {
                *slot = b;
                self.token_len += 1;
            }
            None => self.token_too_long = true,
        }
    }

    /// Copies the chunk's bytes up to `buf[upto]` (excluded), as far as the limit allows.
    fn flush(&mut self, upto: usize) {
        if !self.started || upto <= self.seg_start {
            return;
        }
        let bytes = self.buf.get(self.seg_start..upto).unwrap_or(&[]);
        let room = self.max_game_bytes.saturating_sub(self.cur.len());
        self.cur
            .extend_from_slice(bytes.get(..room.min(bytes.len())).unwrap_or(&[]));
        self.flushed += bytes.len() as u64;
        self.seg_start = upto;
    }

    /// The chunk's size up to `buf[i]` (excluded).
    fn size_at(&self, i: usize) -> u64 {
        self.flushed + i.saturating_sub(self.seg_start) as u64
    }

    /// Starts the chunk at `buf[i]` unless it has started.
    fn touch(&mut self, i: usize) {
        if !self.started {
            self.start = self.pos_at(i);
            self.started = true;
            self.seg_start = i;
            self.flushed = 0;
            self.cur.clear();
        }
    }

    /// Ends the chunk before `buf[upto]`.
    fn emit(&mut self, upto: usize, end: ChunkEnd) {
        self.flush(upto);
        self.emit_flushed(end);
    }

    /// Hands out the current chunk (if it holds a game) and resets for the next one.
    fn emit_flushed(&mut self, end: ChunkEnd) {
        if self.started && self.has_content {
            self.index += 1;
            let overlong = (self.flushed > self.cur.len() as u64).then_some(self.flushed);
            // The next game is likely about as long: start its buffer at that size
            // rather than growing it byte by byte.
            let hint = self.cur.len().clamp(1024, 64 << 10);
            let next = self.spare.pop().unwrap_or_else(|| Vec::with_capacity(hint));
            let bytes = std::mem::replace(&mut self.cur, next);
            self.ready.push_back(GameChunk {
                index: self.index,
                line: self.start.line,
                column: self.start.column,
                offset: self.start.offset,
                bytes,
                end,
                overlong,
            });
        }
        self.cur.clear();
        self.started = false;
        self.flushed = 0;
        self.has_moves = false;
        self.has_content = false;
        self.has_event = false;
        self.depth = 0;
        self.state = State::Normal;
        self.tag_has_name = false;
        self.clear_token();
    }

    /// Runs the state machine over the buffer until a chunk is ready or the buffer ends.
    fn scan(&mut self) {
        let len = self.buf_len;
        let mut i = self.buf_pos;
        while i < len && self.ready.is_empty() {
            if self.lookahead_at(i) {
                break;
            }
            // Tests can turn the fast paths off: the byte-at-a-time state machine left is
            // the reference they are checked against.
            if self.fast_paths {
                let taken = self.fast_path(i, len);
                if taken > 0 {
                    i += taken;
                    continue;
                }
            }
            let Some(&b) = self.buf.get(i) else { break };
            if b == BOM[0] && self.bom_between_tokens(i) {
                // A byte order mark inside the stream (files joined with `cat`) is no
                // text: it leaves the line blank, so the tags after it still start a game.
                // After a result it is the first thing that is not junk: the game ends.
                if self.state == State::AfterTerminator {
                    self.emit(i, ChunkEnd::Terminator);
                }
                self.lines.space();
                i += BOM.len();
                continue;
            }
            let at_line_start = self.lines.blank;
            self.step(b, i, at_line_start);
            self.lines.note(b, i);
            i += 1;
        }
        self.buf_pos = i;
    }

    /// Whether the read bytes at `buf[i]` are a UTF-8 byte order mark (the scan keeps
    /// enough bytes read past its first byte to tell, but at the end of the input).
    fn bom_at(&self, i: usize) -> bool {
        self.filled().get(i..i + BOM.len()) == Some(BOM.as_slice())
    }

    /// The bytes of the last read: past them lie stale bytes of an earlier, longer read.
    fn filled(&self) -> &[u8] {
        self.buf.get(..self.buf_len).unwrap_or(&[])
    }

    /// A byte order mark where a token may start: in movetext, between tags, or after a
    /// result.
    fn bom_between_tokens(&self, i: usize) -> bool {
        matches!(self.state, State::Normal | State::AfterTerminator)
            && self.token_len == 0
            && !self.token_too_long
            && self.bom_at(i)
    }
}

impl<R: Read> Iterator for GameSplitter<R> {
    type Item = io::Result<GameChunk>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_chunk().transpose()
    }
}
