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

use crate::trivia::count_where;
use serde::Serialize;
use std::collections::VecDeque;
use std::io::{self, Read};

/// Default limit on the bytes kept for one game.
pub const DEFAULT_MAX_GAME_BYTES: usize = 16 << 20;

/// Size of the read buffer.
const READ_BUFFER_BYTES: usize = 64 << 10;

/// Longest tag name the look-ahead for a tag line considers.
const PROBE_MAX: usize = 64;

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Movetext, or between tags.
    Normal,
    /// After `\` in movetext: a literal `\r` or `\n` is a line end written as text.
    Backslash,
    /// Inside `[...]`, outside the value string.
    Tag,
    /// Inside the tag value string.
    TagString,
    /// After `\` inside the tag value string.
    TagEscape,
    /// Inside `{...}`.
    Comment,
    /// From `;` or a line-initial `%` to the end of the line.
    LineComment,
    /// At a line start before any movetext: letters that may be a tag missing its `[`.
    BareTagName,
    /// Spaces after such a name.
    BareTagSpace,
    /// After a blank line, inside an open comment or variation: `[` and a name.
    ProbeName { in_comment: bool },
    /// Spaces after the probed name.
    ProbeSpace { in_comment: bool },
    /// After a terminator, up to the end of its line.
    AfterTerminator,
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
}

impl<'s> GameSplitter<&'s [u8]> {
    /// A splitter over bytes in memory.
    pub fn from_slice(bytes: &'s [u8]) -> Self {
        GameSplitter::new(bytes)
    }
}

/// Bytes that only extend a movetext token: everything but whitespace, the delimiters
/// and `%` (a line comment at a line start).
const fn plain_bytes() -> [bool; 256] {
    let mut table = [true; 256];
    let special = b" \t\n\r\x0B\x0C{}()[];\"\\%";
    let mut i = 0;
    while i < special.len() {
        table[special[i] as usize] = false;
        i += 1;
    }
    table
}

static PLAIN: [bool; 256] = plain_bytes();

/// The UTF-8 byte order mark.
const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

/// Bytes the scan must see at a `[` (`[Event` and the space or quote after it) or at a
/// byte order mark before it decides.
const LOOKAHEAD: usize = 7;

/// `0x01` in every byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte of a word.
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit set in each byte of `word` that may not be plain: every byte that is not
/// ([`PLAIN`]), and a few rare ones that are (ASCII below `*`, and `^`, `_`, `|`, `~`,
/// DEL). Each byte is tested alone (no sum carries out of its byte), so every flag is
/// exact for that test.
#[inline]
fn maybe_not_plain(word: u64) -> u64 {
    let ascii = !word & HIGHS;
    let low7 = word & !HIGHS;
    // Below `*`: the spaces, line ends, `"`, `%`, `(` and `)`.
    let below = (ONES * (0x80 + 0x29)).wrapping_sub(low7);
    // From `{` up once bit 5 is set: `[`, `\`, `]`, `{` and `}`; and `;` has it set.
    let folded = low7 | (ONES * 0x20);
    let braces = folded + ONES * (0x80 - 0x7B);
    let semicolon = folded ^ (ONES * u64::from(b';'));
    let is_semicolon = !((semicolon + ONES * 0x7F) | semicolon);
    (below | braces | is_semicolon) & ascii
}

/// The length of the run of plain bytes at the start of `bytes`: eight bytes at a time
/// while a word holds no byte that may end it.
#[inline]
fn plain_run(bytes: &[u8]) -> usize {
    let mut n = 0;
    while let Some(&chunk) = bytes.get(n..).and_then(|b| b.first_chunk::<8>()) {
        let flags = maybe_not_plain(u64::from_le_bytes(chunk));
        if flags == 0 {
            n += 8;
            continue;
        }
        // The first flagged byte, in memory order.
        let k = n + (flags.trailing_zeros() / 8) as usize;
        if bytes.get(k).is_some_and(|&c| !PLAIN[usize::from(c)]) {
            return k;
        }
        n = k + 1;
    }
    let tail = bytes.get(n..).unwrap_or(&[]);
    n + tail
        .iter()
        .position(|&c| !PLAIN[usize::from(c)])
        .unwrap_or(tail.len())
}

const fn byte_set(bytes: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
}

/// Bytes that end the fast scan inside a comment, a tag value and a line comment.
static COMMENT_STOP: [bool; 256] = byte_set(b"}\n\r[");
static STRING_STOP: [bool; 256] = byte_set(b"\"\\\n\r");
static LINE_STOP: [bool; 256] = byte_set(b"\n\r");
/// Bytes the tag state must see: quotes, brackets and line ends.
static TAG_STOP: [bool; 256] = byte_set(b"\"[]\n\r");

/// Is this whole token a result (`2-0`, `1/2-1/2`, `*`, `½-½` in UTF-8 or Windows-1252)?
#[inline]
fn is_result_token(token: &[u8]) -> bool {
    // Most tokens are moves and numbers: the length and one or two bytes rule them out.
    match token {
        [b] => *b == b'*',
        [a, b'-', c] => matches!(
            (a, c),
            (b'2', b'0')
                | (b'0', b'2')
                | (b'1', b'1')
                | (b'1', b'0')
                | (b'0', b'1')
                | (b'0', b'0')
                | (0xBD, 0xBD)
        ),
        [0xC2, 0xBD, b'-', 0xC2, 0xBD] => true,
        [_, b'/' | b'.', _, _, _, _, _] => token == b"1/2-1/2" || token == b"0.5-0.5",
        _ => false,
    }
}

/// Second bytes of the tokens that may be results: `*` (then its separator), `1-0`,
/// `½-½` (`\xC2\xBD`), `1/2-1/2` and `0.5-0.5`. Most moves and move numbers have a digit
/// there.
static RESULT_SECOND: [bool; 256] = byte_set(b" \n-\xBD/.");

/// Whether the token of length `k` at the start of `word` may be a result: it has a
/// result's length and the bytes that set it apart from a move (most tokens are not).
#[inline]
fn may_be_result(word: u64, k: usize) -> bool {
    let [first, second, ..] = word.to_le_bytes();
    RESULT_SECOND[usize::from(second)]
        && match k {
            5 => first == 0xC2,
            3 => second == b'-',
            1 => first == b'*',
            7 => second | 1 == b'/',
            _ => false,
        }
}

/// The length of a whole tag `[Name "value"]` at the start of `bytes` (any name without
/// quotes, brackets or line ends; a value without escapes or line ends), `None` for
/// anything else.
fn whole_tag(bytes: &[u8]) -> Option<usize> {
    let after_bracket = bytes.get(1..)?;
    let name = find_stop(after_bracket, &TAG_STOP, maybe_tag_stop)?;
    if after_bracket.get(name) != Some(&b'"') {
        return None;
    }
    let value_start = name + 1;
    let value = after_bracket.get(value_start..)?;
    let end = find_stop(value, &STRING_STOP, maybe_string_stop)?;
    (value.get(end..end + 2) == Some(b"\"]".as_slice())).then_some(1 + value_start + end + 2)
}

/// The bytes after a result (from `bytes[0]`, at `buf[at]`) that the terminator's line
/// takes: spaces, CRs and `\\r` or `\\n` written as text, then the LF that ends it, if
/// any. Returns how many, noting them in `lines`; `None` when the bytes end first (the
/// state machine must wait for the next read).
fn terminator_line(bytes: &[u8], at: usize, lines: &mut Lines) -> Option<usize> {
    for (k, &b) in bytes.iter().enumerate() {
        match b {
            b'\n' => {
                lines.lf(at + k);
                return Some(k + 1);
            }
            b' ' | b'\t' | b'\r' | b'\x0C' | b'\\' | b'r' | b'n' => lines.note(b, at + k),
            _ => return Some(k),
        }
    }
    None
}

/// The high bit set in each ASCII byte of `word` equal to `byte` (an ASCII byte).
#[inline]
fn ascii_eq(word: u64, byte: u8) -> u64 {
    let diff = (word & !HIGHS) ^ (ONES * u64::from(byte));
    !((diff + ONES * 0x7F) | diff) & !word & HIGHS
}

/// The high bit set in each byte of `word` that may end a tag value ([`STRING_STOP`]): `"`,
/// `\`, and ASCII controls (the line ends among them).
#[inline]
fn maybe_string_stop(word: u64) -> u64 {
    let controls = (ONES * (0x80 + 0x0D)).wrapping_sub(word & !HIGHS) & !word & HIGHS;
    ascii_eq(word, b'"') | ascii_eq(word, b'\\') | controls
}

/// The high bit set in each byte of `word` that may end a tag name ([`TAG_STOP`]): `"`,
/// `[`, `\`, `]`, and ASCII controls (the line ends among them).
#[inline]
fn maybe_tag_stop(word: u64) -> u64 {
    let low7 = word & !HIGHS;
    let controls = (ONES * (0x80 + 0x0D)).wrapping_sub(low7);
    let brackets =
        (low7 + ONES * (0x80 - b'[' as u64)) & (ONES * (0x80 + b']' as u64)).wrapping_sub(low7);
    (controls | brackets) & !word & HIGHS | ascii_eq(word, b'"')
}

/// The index of the first byte of `bytes` in `stop`, `None` if there is none: eight bytes at
/// a time with `maybe`, a word test that flags every such byte (and maybe a few others).
#[inline]
fn find_stop(bytes: &[u8], stop: &[bool; 256], maybe: impl Fn(u64) -> u64) -> Option<usize> {
    let mut n = 0;
    while let Some(&chunk) = bytes.get(n..).and_then(|b| b.first_chunk::<8>()) {
        let flags = maybe(u64::from_le_bytes(chunk));
        if flags == 0 {
            n += 8;
            continue;
        }
        let k = n + (flags.trailing_zeros() / 8) as usize;
        if bytes.get(k).is_some_and(|&c| stop[usize::from(c)]) {
            return Some(k);
        }
        n = k + 1;
    }
    let tail = bytes.get(n..).unwrap_or(&[]);
    Some(n + tail.iter().position(|&c| stop[usize::from(c)])?)
}

/// A run of movetext tokens from the start of `bytes` (at `buf[at]`), each of one to seven
/// plain bytes and followed by a space or an LF, none of them a result when
/// `results_end_games`: a movetext line at a time, a word per token. Returns how many
/// bytes (0 when the first token is not such a token), noting them in `lines`.
///
/// (Not inlined: it takes a line of tokens per call, and in its own function its loop
/// keeps everything in registers.)
#[inline(never)]
fn spaced_tokens(bytes: &[u8], at: usize, results_end_games: bool, lines: &mut Lines) -> usize {
    let mut n = 0;
    while let Some(&chunk) = bytes.get(n..).and_then(|b| b.first_chunk::<8>()) {
        let word = u64::from_le_bytes(chunk);
        // A byte order mark is no token: the caller steps over it.
        if chunk[0] == BOM[0] {
            break;
        }
        // The token ends at the first byte that may not be plain (none: it is too long).
        let end = maybe_not_plain(word).trailing_zeros() & !7;
        let k = (end / 8) as usize;
        let (Some(token), true) = (chunk.get(..k), (8..64).contains(&end)) else {
            break;
        };
        if results_end_games && may_be_result(word, k) && is_result_token(token) {
            break;
        }
        match (word >> end) as u8 {
            b' ' => {}
            b'\n' => {
                lines.text();
                lines.lf(at + n + k);
            }
            _ => break,
        }
        n += k + 1;
    }
    // The line flags after a space are those after the token before it.
    if n > 0 && bytes.get(n - 1) == Some(&b' ') {
        lines.text();
    }
    n
}

/// Whether `c`, a plain byte starting a token in a game with no moves yet, starts its
/// first move (letters at a line start may be a tag name missing its `[`).
#[inline]
fn first_move(c: u8, line_blank: bool) -> bool {
    !(line_blank && c.is_ascii_alphabetic())
}

/// Keeps `word` as the pending token in `token` (only its first bytes if it is too long
/// to be a result); returns the token's length and whether it was too long.
fn keep_token(token: &mut [u8; 8], word: &[u8]) -> (usize, bool) {
    let kept = word.len().min(token.len());
    if let (Some(slots), Some(bytes)) = (token.get_mut(..kept), word.get(..kept)) {
        slots.copy_from_slice(bytes);
    }
    (kept, word.len() > kept)
}

/// The characters (bytes that are not UTF-8 continuation bytes) in `bytes`.
fn count_chars(bytes: &[u8]) -> u32 {
    u32::try_from(count_where(bytes, |b| b & 0xC0 != 0x80)).unwrap_or(u32::MAX)
}

/// What the scan keeps about lines: which line it is on and where that line starts (for
/// chunk positions), and whether the line, and the line before it, hold only whitespace
/// so far (for the line-start rules). Cheap to keep per byte, and kept in one place so the
/// fast paths and the state machine count alike.
#[derive(Clone, Copy, Debug)]
struct Lines {
    /// 1-based line of the next byte to scan.
    line: u32,
    /// Index in `buf` where the current line starts (0 when it started in an earlier buffer).
    start: usize,
    blank: bool,
    prev_blank: bool,
    /// The last byte scanned was a CR: an LF right after it ends no second line.
    last_cr: bool,
}

impl Lines {
    /// A CR at `buf[i]`: it ends a line.
    #[inline]
    fn cr(&mut self, i: usize) {
        self.line = self.line.saturating_add(1);
        self.start = i + 1;
        self.prev_blank = self.blank;
        self.blank = true;
        self.last_cr = true;
    }

    /// An LF at `buf[i]`: it ends a line unless it completes a CRLF.
    #[inline]
    fn lf(&mut self, i: usize) {
        if !self.last_cr {
            self.line = self.line.saturating_add(1);
            self.prev_blank = self.blank;
            self.blank = true;
        }
        self.start = i + 1;
        self.last_cr = false;
    }

    /// Whitespace that leaves a blank line blank.
    #[inline]
    fn space(&mut self) {
        self.last_cr = false;
    }

    /// Anything else.
    #[inline]
    fn text(&mut self) {
        self.blank = false;
        self.last_cr = false;
    }

    /// Any byte `b` at `buf[i]`.
    #[inline]
    fn note(&mut self, b: u8, i: usize) {
        match b {
            b'\r' => self.cr(i),
            b'\n' => self.lf(i),
            b' ' | b'\t' | b'\x0C' => self.space(),
            _ => self.text(),
        }
    }
}

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
        }
    }

    /// The same splitter with only its byte-at-a-time state machine: the reference the
    /// fast paths are checked against.
    #[cfg(test)]
    pub(crate) fn byte_at_a_time(mut self) -> Self {
        self.fast_paths = false;
        self
    }

    /// The next game's chunk, `None` at the end of the input.
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
            self.column = self.column.saturating_add(count_chars(region));
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
            let bytes = std::mem::replace(&mut self.cur, Vec::with_capacity(hint));
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
            // Test builds can turn the fast paths off: the byte-at-a-time state machine
            // left is the reference they are checked against.
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

    /// Takes the bytes from `buf[from]` on that only move the scan along, as many as
    /// the state allows; returns how many (0: the state machine must see the next byte).
    fn fast_path(&mut self, from: usize, len: usize) -> usize {
        match self.state {
            State::Normal if self.token_len == 0 && !self.token_too_long => {
                self.run_normal(from, len)
            }
            State::Tag => {
                let rest = self.buf.get(from..len).unwrap_or(&[]);
                let skip = find_stop(rest, &TAG_STOP, maybe_tag_stop).unwrap_or(rest.len());
                if skip > 0 {
                    let name = rest
                        .get(..skip)
                        .is_some_and(|s| s.iter().any(|&c| !matches!(c, b' ' | b'\t' | b'\x0C')));
                    self.tag_has_name |= name;
                    if name {
                        self.lines.text();
                    } else {
                        self.lines.space();
                    }
                    skip
                } else if rest.first() == Some(&b'"') {
                    self.quoted_tag_value(from, len)
                } else {
                    0
                }
            }
            State::Comment | State::TagString | State::LineComment => {
                let stop = match self.state {
                    State::Comment => &COMMENT_STOP,
                    State::TagString => &STRING_STOP,
                    _ => &LINE_STOP,
                };
                let rest = self.buf.get(from..len).unwrap_or(&[]);
                let skip = rest
                    .iter()
                    .position(|&c| stop[usize::from(c)])
                    .unwrap_or(rest.len());
                if skip > 0 {
                    if rest
                        .get(..skip)
                        .is_some_and(|s| s.iter().any(|&c| !matches!(c, b' ' | b'\t' | b'\x0C')))
                    {
                        self.lines.text();
                    } else {
                        self.lines.space();
                    }
                }
                skip
            }
            _ => 0,
        }
    }

    /// The common end of a tag, `"value"]` from `buf[from]` (the opening quote), taken in
    /// one step: it leaves the tag with a name, and the state machine in movetext on a
    /// line that is not blank, as the byte-by-byte steps would. Returns how many bytes it
    /// took (0 for anything else: an escape, a line end, a missing `]`).
    fn quoted_tag_value(&mut self, from: usize, len: usize) -> usize {
        let value = self.buf.get(from + 1..len).unwrap_or(&[]);
        let Some(end) = find_stop(value, &STRING_STOP, maybe_string_stop) else {
            return 0;
        };
        if value.get(end..end + 2) != Some(b"\"]".as_slice()) {
            return 0;
        }
        self.tag_has_name = true;
        self.state = State::Normal;
        self.lines.text();
        end + 3
    }

    /// The common bytes between tokens, with no token pending: spaces, line ends, whole
    /// tag lines (`[Name "value"]`, then `\\r` or `\\n` written as text), whole movetext
    /// tokens, and a result with the rest of its line, which ends the game. The line flags
    /// are kept in a local copy. Returns how many bytes it took; it stops before anything
    /// the state machine must see (another delimiter, a token cut by the buffer end or
    /// that may be a tag name missing its `[`).
    fn run_normal(&mut self, from: usize, len: usize) -> usize {
        if !self.started && self.starts_game(from) {
            self.touch(from);
        }
        let rest = self.buf.get(from..len).unwrap_or(&[]);
        let mut lines = self.lines;
        let started = self.started;
        let mut movetext = self.has_moves && started;
        let mut ended = false;
        // Inside variations a result does not end the game.
        let in_main_line = self.depth == 0;
        let mut taken = 0;
        while let Some(&c) = rest.get(taken) {
            if c == BOM[0] {
                if rest.get(taken..taken + BOM.len()) == Some(BOM.as_slice()) {
                    // As in the state machine: a byte order mark between tokens is no text.
                    lines.space();
                    taken += BOM.len();
                    continue;
                }
                if self.lookahead_at(from + taken) {
                    break;
                }
            }
            // Movetext tokens first: they are most of the bytes.
            if movetext && PLAIN[usize::from(c)] {
                // Most tokens are short and followed by a space or a line end: take runs
                // of them a word at a time.
                let tail = rest.get(taken..).unwrap_or(&[]);
                let run = spaced_tokens(tail, from + taken, in_main_line, &mut lines);
                if run > 0 {
                    taken += run;
                    continue;
                }
            }
            if PLAIN[usize::from(c)] && (movetext || (started && first_move(c, lines.blank))) {
                movetext = true;
                // A whole token: look at it in place, and keep it only when the scan
                // stops right after it (a result, a delimiter or the buffer end).
                let tail = rest.get(taken..).unwrap_or(&[]);
                let run = plain_run(tail);
                let word = tail.get(..run).unwrap_or(&[]);
                lines.text();
                taken += run;
                let after = tail.get(run);
                let spaced = matches!(after, Some(b' ' | b'\t' | b'\n' | b'\r'));
                if spaced && in_main_line && is_result_token(word) {
                    let mut after_lines = lines;
                    let tail = rest.get(taken..).unwrap_or(&[]);
                    if let Some(junk) = terminator_line(tail, from + taken, &mut after_lines) {
                        lines = after_lines;
                        taken += junk;
                        ended = true;
                        break;
                    }
                }
                if !spaced || (in_main_line && is_result_token(word)) {
                    (self.token_len, self.token_too_long) = keep_token(&mut self.token, word);
                    break;
                }
                // The usual separator, a space, changes nothing: take it too.
                taken += usize::from(after == Some(&b' '));
                continue;
            }
            match c {
                b' ' | b'\t' => {
                    lines.space();
                    taken += 1;
                }
                b'\r' => {
                    lines.cr(from + taken);
                    taken += 1;
                }
                b'\n' => {
                    lines.lf(from + taken);
                    taken += 1;
                }
                // Another tag of a started tag section (a game's first tag, and a tag
                // after moves, have rules of their own).
                b'[' if started && !movetext => {
                    let Some(tag) = whole_tag(rest.get(taken..).unwrap_or(&[])) else {
                        break;
                    };
                    let event = self.event_tag_at(from + taken);
                    if event && self.has_event && lines.blank {
                        break;
                    }
                    self.has_event |= event;
                    self.has_content = true;
                    self.tag_has_name = true;
                    lines.text();
                    taken += tag;
                }
                // A line end written as text (`\\r`) in a started game.
                b'\\' if started && matches!(rest.get(taken + 1), Some(b'r' | b'n')) => {
                    lines.text();
                    taken += 2;
                }
                _ => break,
            }
        }
        self.lines = lines;
        if movetext {
            self.has_moves = true;
            self.has_content = true;
        }
        if ended {
            self.emit(from + taken, ChunkEnd::Terminator);
        }
        taken
    }

    /// Whether `buf[i]` starts a game (with no game started): a tag or a movetext token,
    /// but not a line comment, nor letters that may be a tag name missing its `[`.
    fn starts_game(&self, i: usize) -> bool {
        !self.bom_at(i)
            && self.buf.get(i).is_some_and(|&c| {
                c == b'[' || (PLAIN[usize::from(c)] && first_move(c, self.lines.blank))
            })
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

    fn step(&mut self, b: u8, i: usize, at_line_start: bool) {
        match self.state {
            State::Normal => self.normal(b, i, at_line_start),
            State::Backslash => {
                self.state = State::Normal;
                if b != b'r' && b != b'n' {
                    self.has_moves = true;
                    self.has_content = true;
                    self.normal(b, i, at_line_start);
                }
            }
            State::Tag => match b {
                b'"' => {
                    self.tag_has_name = true;
                    self.state = State::TagString;
                }
                b']' => self.state = State::Normal,
                b'[' => self.tag_has_name = false,
                b'\n' | b'\r' if self.tag_has_name => self.state = State::Normal,
                // (A form feed is a space here, as in the fast path that takes names.)
                b' ' | b'\t' | b'\x0C' | b'\n' | b'\r' => {}
                _ => self.tag_has_name = true,
            },
            State::TagString => match b {
                b'\\' => self.state = State::TagEscape,
                b'"' => self.state = State::Tag,
                // A value never spans lines: a missing quote ends the tag at the line end.
                b'\n' | b'\r' => self.state = State::Normal,
                _ => {}
            },
            State::TagEscape => {
                self.state = if b == b'\n' || b == b'\r' {
                    State::Normal
                } else {
                    State::TagString
                };
            }
            State::Comment => {
                if b == b'[' && at_line_start && self.lines.prev_blank {
                    self.start_probe(b, i, true);
                } else if b == b'}' {
                    self.state = State::Normal;
                }
            }
            State::LineComment => {
                if b == b'\n' || b == b'\r' {
                    self.state = State::Normal;
                }
            }
            State::BareTagName => {
                if (b.is_ascii_alphanumeric() || b == b'_') && self.probe.len() < PROBE_MAX {
                    self.probe.push(b);
                } else if b == b' ' || b == b'\t' {
                    self.state = State::BareTagSpace;
                } else if b == b'"' {
                    self.bare_tag_found();
                } else {
                    self.bare_tag_failed(b, i, at_line_start);
                }
            }
            State::BareTagSpace => match b {
                b' ' | b'\t' => {}
                b'"' => self.bare_tag_found(),
                _ => self.bare_tag_failed(b, i, at_line_start),
            },
            State::ProbeName { in_comment } => {
                if (b.is_ascii_alphanumeric() || b == b'_') && self.probe.len() < PROBE_MAX {
                    self.probe.push(b);
                } else if (b == b' ' || b == b'\t') && self.probe.len() > 1 {
                    self.probe.push(b);
                    self.state = State::ProbeSpace { in_comment };
                } else if b == b'"' && self.probe.len() > 1 {
                    self.probe_found(i);
                } else {
                    self.probe_failed(b, i, in_comment, at_line_start);
                }
            }
            State::ProbeSpace { in_comment } => match b {
                b' ' | b'\t' => self.probe.push(b),
                b'"' => self.probe_found(i),
                _ => self.probe_failed(b, i, in_comment, at_line_start),
            },
            State::AfterTerminator => match b {
                b'\n' => self.emit(i + 1, ChunkEnd::Terminator),
                b' ' | b'\t' | b'\r' | b'\x0C' | b'\\' | b'r' | b'n' => {}
                _ => {
                    self.emit(i, ChunkEnd::Terminator);
                    self.normal(b, i, at_line_start);
                }
            },
        }
    }

    fn normal(&mut self, b: u8, i: usize, at_line_start: bool) {
        let delimiter = matches!(
            b,
            b' ' | b'\t'
                | b'\n'
                | b'\r'
                | b'\x0B'
                | b'\x0C'
                | b'{'
                | b'}'
                | b'('
                | b')'
                | b'['
                | b']'
                | b';'
                | b'"'
                | b'\\'
        );
        if !delimiter {
            self.touch(i);
            if self.token_len == 0 && !self.token_too_long {
                if b == b'%' && at_line_start {
                    self.state = State::LineComment;
                    return;
                }
                if !self.has_moves && at_line_start && b.is_ascii_alphabetic() {
                    self.probe.clear();
                    self.probe.push(b);
                    self.state = State::BareTagName;
                    return;
                }
            }
            self.has_moves = true;
            self.has_content = true;
            self.push_token(b);
            return;
        }
        if self.token_len > 0 || self.token_too_long {
            let is_result = self.token_is_result();
            self.clear_token();
            if is_result && self.depth == 0 {
                self.state = State::AfterTerminator;
                self.step(b, i, at_line_start);
                return;
            }
        }
        match b {
            b'[' => {
                let event = self.event_tag_at(i);
                if self.has_moves && at_line_start {
                    if self.depth == 0 {
                        self.emit(i, ChunkEnd::TagSection);
                    } else if self.lines.prev_blank {
                        self.start_probe(b, i, false);
                        return;
                    }
                } else if event && self.has_event && !self.has_moves && at_line_start {
                    // A game of tags only (PDN.md: a game is a tag section, a movetext, or
                    // both) followed by the next game's tags: a second `[Event` starts it.
                    // Blank lines alone do not, real tag sections have them.
                    self.emit(i, ChunkEnd::TagSection);
                }
                self.has_event |= event;
                self.touch(i);
                self.has_content = true;
                self.tag_has_name = false;
                self.state = State::Tag;
            }
            b'\\' => {
                self.touch(i);
                self.state = State::Backslash;
            }
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C' => {}
            _ => {
                self.touch(i);
                self.has_moves = true;
                self.has_content = true;
                match b {
                    b'{' => self.state = State::Comment,
                    b';' => self.state = State::LineComment,
                    b'(' => self.depth = self.depth.saturating_add(1),
                    b')' => self.depth = self.depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
    }

    /// Whether `buf[i]`, a `[`, opens an Event tag (`[Event "`, any case). The scan keeps
    /// [`LOOKAHEAD`] bytes read past a `[` (see [`GameSplitter::keep_tail`]), so only the end
    /// of the input cuts a name.
    fn event_tag_at(&self, i: usize) -> bool {
        let filled = self.filled();
        let name = filled
            .get(i + 1..i + 6)
            .is_some_and(|n| n.eq_ignore_ascii_case(b"Event"));
        name && matches!(filled.get(i + 6), Some(b' ' | b'\t' | b'"'))
    }

    fn bare_tag_found(&mut self) {
        self.has_content = true;
        self.tag_has_name = true;
        self.state = State::TagString;
    }

    fn bare_tag_failed(&mut self, b: u8, i: usize, at_line_start: bool) {
        // The letters were movetext after all (e.g. an alphanumeric move).
        self.has_moves = true;
        self.has_content = true;
        self.token_too_long = true;
        self.state = State::Normal;
        self.normal(b, i, at_line_start);
    }

    fn start_probe(&mut self, b: u8, i: usize, in_comment: bool) {
        self.probe_start = self.pos_at(i);
        self.probe_size = self.size_at(i);
        self.probe.clear();
        self.probe.push(b);
        self.state = State::ProbeName { in_comment };
    }

    fn probe_found(&mut self, i: usize) {
        // The tag belongs to the next game: take its bytes back from this chunk.
        self.flush(i);
        let keep = self.probe_size;
        self.cur
            .truncate(usize::try_from(keep).unwrap_or(usize::MAX));
        self.flushed = keep;
        self.emit_flushed(ChunkEnd::TagSection);
        self.started = true;
        self.start = self.probe_start;
        self.cur.extend_from_slice(&self.probe);
        self.flushed = self.probe.len() as u64;
        self.seg_start = i;
        self.has_content = true;
        self.tag_has_name = true;
        self.state = State::TagString;
    }

    fn probe_failed(&mut self, b: u8, i: usize, in_comment: bool, at_line_start: bool) {
        if in_comment {
            self.state = State::Comment;
        } else {
            self.tag_has_name = true;
            self.state = State::Tag;
        }
        self.step(b, i, at_line_start);
    }
}

impl<R: Read> Iterator for GameSplitter<R> {
    type Item = io::Result<GameChunk>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_chunk().transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str) -> Vec<(usize, u32, u32, u64, String, ChunkEnd)> {
        GameSplitter::from_slice(text.as_bytes())
            .map(|c| {
                let c = c.unwrap();
                (
                    c.index,
                    c.line,
                    c.column,
                    c.offset,
                    String::from_utf8(c.bytes).unwrap(),
                    c.end,
                )
            })
            .collect()
    }

    fn texts(text: &str) -> Vec<String> {
        split(text).into_iter().map(|c| c.4).collect()
    }

    #[test]
    fn splits_at_terminators_and_keeps_positions() {
        let got = split("[Event \"a\"]\n1. 32-28 19-23 2-0\n\n[Event \"b\"]\n1. 33-29 *\n");
        assert_eq!(
            got,
            vec![
                (
                    1,
                    1,
                    1,
                    0,
                    "[Event \"a\"]\n1. 32-28 19-23 2-0\n".into(),
                    ChunkEnd::Terminator
                ),
                (
                    2,
                    4,
                    1,
                    32,
                    "[Event \"b\"]\n1. 33-29 *\n".into(),
                    ChunkEnd::Terminator
                ),
            ]
        );
    }

    #[test]
    fn results_inside_tags_or_variations_do_not_split() {
        let t = texts("[Round \"1-1\"] 1. 32-28 (1. 33-29 1-0) 19-23 1-1 [Event \"x\"] 1. 31-26 *");
        assert_eq!(
            t,
            vec![
                "[Round \"1-1\"] 1. 32-28 (1. 33-29 1-0) 19-23 1-1 ",
                "[Event \"x\"] 1. 31-26 *"
            ]
        );
    }

    #[test]
    fn one_ten_is_a_move_not_a_draw() {
        assert_eq!(texts("1. 1-10 2-0"), vec!["1. 1-10 2-0"]);
        assert_eq!(texts("1. 1-1 x"), vec!["1. 1-1 ", "x"]);
    }

    #[test]
    fn unterminated_games_end_at_the_next_tag_line() {
        let t = texts("[A \"1\"]\n1. 32-28\n   [B \"2\"]\n1. 33-29\n");
        assert_eq!(t, vec!["[A \"1\"]\n1. 32-28\n   ", "[B \"2\"]\n1. 33-29\n"]);
    }

    #[test]
    fn tags_after_tags_stay_in_the_same_game() {
        assert_eq!(
            texts("[A \"1\"]\n[B \"2\"]\n\n[C \"3\"]\n1. 32-28 *").len(),
            1
        );
    }

    #[test]
    fn a_second_event_tag_ends_a_game_of_tags_only() {
        let t = texts(
            "[Event \"A\"]\n[Result \"1-0\"]\n\n[Event \"B\"]\n[Result \"*\"]\n\n1. 32-28 *\n",
        );
        assert_eq!(
            t,
            vec![
                "[Event \"A\"]\n[Result \"1-0\"]\n\n",
                "[Event \"B\"]\n[Result \"*\"]\n\n1. 32-28 *\n"
            ]
        );
    }

    #[test]
    fn unclosed_comment_ends_at_blank_line_then_tag() {
        let t = texts("[A \"1\"]\n1. 32-28 { oops\n[not a tag]\n\n[B \"2\"]\n1. 33-29 *");
        assert_eq!(
            t,
            vec![
                "[A \"1\"]\n1. 32-28 { oops\n[not a tag]\n\n",
                "[B \"2\"]\n1. 33-29 *"
            ]
        );
        let v = texts("[A \"1\"]\n1. 32-28 ( 19-23\n\n[B \"2\"]\n*");
        assert_eq!(v, vec!["[A \"1\"]\n1. 32-28 ( 19-23\n\n", "[B \"2\"]\n*"]);
    }

    #[test]
    fn junk_after_the_terminator_stays_on_its_line() {
        let t = texts("1. 32-28 * \\r\n\n[E \"x\"]\\r\n[F \"y\"]\\r\n1. 33-29 *\\r");
        assert_eq!(
            t,
            vec![
                "1. 32-28 * \\r\n",
                "[E \"x\"]\\r\n[F \"y\"]\\r\n1. 33-29 *\\r"
            ]
        );
    }

    #[test]
    fn tag_lines_missing_their_bracket_start_a_tag_section() {
        let t = texts("1. 32-28 *\n\nEvent \"x\"]\n[Site \"y\"]\n1. 33-29 *");
        assert_eq!(
            t,
            vec!["1. 32-28 *\n", "Event \"x\"]\n[Site \"y\"]\n1. 33-29 *"]
        );
        assert_eq!(texts("a3b4\n[X \"y\"]"), vec!["a3b4\n", "[X \"y\"]"]);
    }

    #[test]
    fn bom_line_comments_and_whitespace_only_input() {
        let got = split("\u{FEFF}% header\n1. 32-28 *");
        assert_eq!(
            got,
            vec![(
                1,
                1,
                1,
                3,
                "% header\n1. 32-28 *".into(),
                ChunkEnd::Terminator
            )]
        );
        assert!(split("  \n\r\n % only a comment\n").is_empty());
    }

    #[test]
    fn overlong_games_are_cut_and_the_rest_goes_on() {
        let mut text = String::from("[A \"1\"]\n{");
        text.push_str(&"x".repeat(10_000));
        text.push_str("\n\n[B \"2\"]\n1. 32-28 *");
        let chunks: Vec<_> = GameSplitter::with_max_game_bytes(text.as_bytes(), 100)
            .map(Result::unwrap)
            .collect();
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[0].bytes.len(), 100);
        assert_eq!(chunks[0].overlong, Some(10_011));
        assert_eq!(chunks[1].bytes, b"[B \"2\"]\n1. 32-28 *");
        assert_eq!((chunks[1].line, chunks[1].offset), (4, 10_011));
    }

    #[test]
    fn crlf_and_cr_line_ends_count_once() {
        let got = split("1-0\r\n\r\n[A \"1\"]\r*");
        assert_eq!(got[1].1, 3);
        assert_eq!(got[1].3, 7);
    }

    #[test]
    fn reads_through_small_buffers() {
        // A reader that hands out one byte at a time exercises buffer refills and the BOM check.
        struct OneByte<'a>(&'a [u8]);
        impl Read for OneByte<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                match (self.0.split_first(), buf.first_mut()) {
                    (Some((b, rest)), Some(slot)) => {
                        *slot = *b;
                        self.0 = rest;
                        Ok(1)
                    }
                    _ => Ok(0),
                }
            }
        }
        let text = "\u{FEFF}[A \"1\"]\n1. 32-28 2-0\n[B \"2\"] *";
        let chunks: Vec<_> = GameSplitter::new(OneByte(text.as_bytes()))
            .map(Result::unwrap)
            .collect();
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[0].offset, 3);
        assert_eq!(chunks[1].bytes, b"[B \"2\"] *");
    }

    #[test]
    fn a_byte_order_mark_inside_the_stream_is_no_text() {
        // Files joined with `cat`, each with its BOM: the tags after a BOM still start a
        // game, even when the game before has no result.
        let text = "[Event \"a\"]\n1. 32-28 19-23\n\n\u{FEFF}[Event \"b\"]\n1. 33-28 *\n\u{FEFF}[Event \"c\"]\n1. 31-27 *";
        let got = texts(text);
        assert_eq!(
            got,
            vec![
                "[Event \"a\"]\n1. 32-28 19-23\n\n\u{FEFF}".to_owned(),
                "[Event \"b\"]\n1. 33-28 *\n".to_owned(),
                "[Event \"c\"]\n1. 31-27 *".to_owned(),
            ]
        );
        let games = crate::read_all(text.as_bytes(), &crate::ReadOptions::default());
        assert_eq!(games.len(), 3);
        for (game, event) in games.iter().zip(["a", "b", "c"]) {
            assert_eq!(game.game().tag("Event"), Some(event));
            assert!(!game.game().has_errors(), "{:?}", game.game().diagnostics);
        }
    }

    #[test]
    fn stale_buffer_bytes_are_never_read() {
        // The second read is shorter than the first: after its `[` the buffer still holds
        // `Event "` from the first read, which must not count as the next game's Event tag.
        struct Reads(Vec<&'static [u8]>);
        impl Read for Reads {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                if self.0.is_empty() {
                    return Ok(0);
                }
                let next = self.0.remove(0);
                let n = next.len().min(buf.len());
                buf[..n].copy_from_slice(&next[..n]);
                Ok(n)
            }
        }
        let reads = vec![
            b"[Event \"a\"]\n".as_slice(),
            b"[".as_slice(),
            b"Site \"x\"]\n1. 32-28 *".as_slice(),
        ];
        let chunks: Vec<_> = GameSplitter::new(Reads(reads))
            .map(Result::unwrap)
            .collect();
        assert_eq!(chunks.len(), 1, "{chunks:?}");
    }

    /// Checks each chunk's line and column against a naive count, byte by byte, up to its
    /// offset: CR, LF and CRLF end one line each, a column counts characters (assuming
    /// UTF-8), a leading BOM is no column.
    fn assert_positions(bytes: &[u8], chunks: &[GameChunk]) {
        let (mut line, mut column, mut at) = (1u32, 1u32, 0usize);
        if bytes.starts_with(b"\xEF\xBB\xBF") {
            at = 3;
        }
        for c in chunks {
            let offset = usize::try_from(c.offset).unwrap();
            for k in at..offset {
                match bytes[k] {
                    b'\r' => (line, column) = (line + 1, 1),
                    b'\n' if k > 0 && bytes[k - 1] == b'\r' => column = 1,
                    b'\n' => (line, column) = (line + 1, 1),
                    b => column += u32::from(b & 0xC0 != 0x80),
                }
            }
            at = at.max(offset);
            assert_eq!((c.line, c.column), (line, column), "chunk {}", c.index);
        }
    }

    /// A reader that hands out at most `step` bytes per call.
    struct Trickle<'a> {
        bytes: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(buf.len()).min(self.bytes.len());
            let (now, later) = self.bytes.split_at(n);
            buf[..n].copy_from_slice(now);
            self.bytes = later;
            Ok(n)
        }
    }

    /// Every chunk of `bytes`, with the fast paths or byte at a time through the state
    /// machine alone, read `step` bytes at a time, games cut at `max` bytes.
    fn chunks(bytes: &[u8], step: usize, max: usize, byte_at_a_time: bool) -> Vec<GameChunk> {
        let split = || {
            GameSplitter::with_max_game_bytes(Trickle { bytes, step }, max)
                .map(Result::unwrap)
                .collect()
        };
        if byte_at_a_time {
            GameSplitter::with_max_game_bytes(Trickle { bytes, step }, max)
                .byte_at_a_time()
                .map(Result::unwrap)
                .collect()
        } else {
            split()
        }
    }

    /// Checks the fast paths against the byte-at-a-time state machine.
    fn assert_fast_paths_agree(bytes: &[u8], step: usize, max: usize) {
        let fast = chunks(bytes, step, max, false);
        assert_positions(bytes, &fast);
        let reference = chunks(bytes, step, max, true);
        assert_eq!(fast.len(), reference.len(), "chunk count");
        for (f, r) in fast.iter().zip(&reference) {
            assert_eq!(f, r, "chunk {}", r.index);
        }
    }

    /// Pieces of PDN (and of broken PDN) that exercise every rule of the splitter.
    const PIECES: &[&[u8]] = &[
        b"[Event \"x\"]",
        b"[Event \"",
        b"[event\t\"",
        b"[Site \"a b\"]",
        b"[Date \"2024.01.01\"]",
        b"[Site \"\"]",
        b"[B \"\r\"]",
        b"[C \"\\\"]\"]",
        b"\"]",
        b"\"\"",
        b"[Empty]",
        b"Event \"y\"]",
        b"White",
        b"[",
        b"]",
        b"\"",
        b"\\",
        b"\\r",
        b"\\n",
        b"\n",
        b"\r",
        b"\r\n",
        b"\n\n",
        b" ",
        b"  ",
        b"\t",
        b"\x0B",
        b"\x0C",
        b"1.",
        b"12.",
        b"32-28",
        b"19x30",
        b"e3-d4",
        b"1-0",
        b"0-1",
        b"2-0",
        b"0-2",
        b"1-1",
        b"0-0",
        b"1-10",
        b"*",
        b"1/2-1/2",
        b"0.5-0.5",
        b"\xC2\xBD-\xC2\xBD",
        b"\xBD-\xBD",
        b"{",
        b"}",
        b"{ a comment }",
        b"(",
        b")",
        b"%",
        b";",
        b"123456789",
        b"\xEF\xBB\xBF",
        b"\xC3\xA9",
        // Junk a terminator's line takes, and bytes the word-at-a-time tests single out.
        b"r",
        b"n",
        b"x",
        b"1-6",
        b"33-28!",
        b"abcdefghij",
        b"|",
        b"_",
        b"!",
        b"^",
        b"\x7F",
        b"[ Event \"x\"]",
        b"[Event\"x\"]",
        b"2-0\r\n",
        b"33-28 19-23 ",
    ];

    fn pdn_like() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        proptest::collection::vec(proptest::sample::select(PIECES), 0..120)
            .prop_map(|pieces| pieces.concat())
    }

    use proptest::strategy::Strategy;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(10000))]
        #[test]
        fn fast_paths_split_like_the_state_machine(
            bytes in pdn_like(),
            step in 1usize..20,
            max in proptest::sample::select(vec![1usize, 7, 40, 300, DEFAULT_MAX_GAME_BYTES]),
        ) {
            let whole = chunks(&bytes, usize::MAX, max, false);
            for step in [step, usize::MAX] {
                let fast = chunks(&bytes, step, max, false);
                assert_positions(&bytes, &fast);
                proptest::prop_assert_eq!(&fast, &chunks(&bytes, step, max, true));
                // However the bytes arrive, the games are the same.
                proptest::prop_assert_eq!(&fast, &whole);
            }
        }
    }

    #[test]
    fn the_word_test_flags_every_byte_that_is_not_plain() {
        for b in 0..=255u8 {
            for lane in 0..8 {
                // The byte in one lane of a word of plain bytes.
                let mut bytes = *b"abcdefgh";
                bytes[lane] = b;
                let flags = maybe_not_plain(u64::from_le_bytes(bytes));
                if !PLAIN[usize::from(b)] {
                    assert_eq!(flags.trailing_zeros() / 8, lane as u32, "byte {b:#04x}");
                }
                // Digits, letters, `-`, `.`, `*`, `/` and bytes past ASCII pass a word at once.
                if matches!(b, 0x2A..=0x5A | 0x60..=0x7A | 0x80..) && b != b';' {
                    assert_eq!(flags, 0, "byte {b:#04x}");
                }
            }
        }
    }

    #[test]
    fn every_result_may_be_a_result() {
        let results: [&[u8]; 11] = [
            b"*",
            b"2-0",
            b"0-2",
            b"1-1",
            b"1-0",
            b"0-1",
            b"0-0",
            b"\xBD-\xBD",
            b"\xC2\xBD-\xC2\xBD",
            b"1/2-1/2",
            b"0.5-0.5",
        ];
        for result in results {
            for separator in [b' ', b'\n'] {
                let mut bytes = [separator; 8];
                bytes[..result.len()].copy_from_slice(result);
                let word = u64::from_le_bytes(bytes);
                assert!(may_be_result(word, result.len()), "{result:?}");
            }
        }
        assert!(!may_be_result(u64::from_le_bytes(*b"33-28 19"), 5));
    }

    #[test]
    fn the_word_tests_flag_every_stop_of_a_tag() {
        /// A stop table and the word test for it.
        type StopTest = (&'static [bool; 256], fn(u64) -> u64);
        let tests: [StopTest; 2] = [
            (&STRING_STOP, maybe_string_stop),
            (&TAG_STOP, maybe_tag_stop),
        ];
        for (stop, maybe) in tests {
            for b in 0..=255u8 {
                for lane in 0..8 {
                    let mut bytes = *b"abcdefgh";
                    bytes[lane] = b;
                    let flags = maybe(u64::from_le_bytes(bytes));
                    if stop[usize::from(b)] {
                        assert_eq!(flags.trailing_zeros() / 8, lane as u32, "byte {b:#04x}");
                    }
                    // Letters, digits, spaces and bytes past ASCII pass a word at once.
                    if b.is_ascii_alphanumeric() || b == b' ' || b >= 0x80 {
                        assert_eq!(flags, 0, "byte {b:#04x}");
                    }
                }
            }
            // Whole slices, with the stop in a word or in the tail.
            let text = b"Event Name value text\\tail";
            let table_pos = |t: &[u8]| t.iter().position(|&c| stop[usize::from(c)]);
            for start in 0..text.len() {
                let t = &text[start..];
                assert_eq!(find_stop(t, stop, maybe), table_pos(t));
            }
        }
    }

    /// Every `.pdn` file under `dir`, sorted.
    #[test]
    fn fast_paths_split_the_corpus_like_the_state_machine() {
        let files =
            crate::test_corpus::corpus_files("fast_paths_split_the_corpus_like_the_state_machine");
        if files.is_empty() {
            return;
        }
        let mut all = Vec::new();
        for path in &files {
            let bytes = std::fs::read(path).unwrap();
            for (step, max) in [(usize::MAX, DEFAULT_MAX_GAME_BYTES), (7, 500)] {
                assert_fast_paths_agree(&bytes, step, max);
            }
            // However the bytes arrive, the games are the same.
            assert_eq!(
                chunks(&bytes, 7, DEFAULT_MAX_GAME_BYTES, false),
                chunks(&bytes, usize::MAX, DEFAULT_MAX_GAME_BYTES, false),
                "{}",
                path.display()
            );
            all.extend_from_slice(&bytes);
            all.extend_from_slice(b"\n\n");
        }
        // Concatenated, the games cross the read buffer's refills.
        assert_fast_paths_agree(&all, usize::MAX, DEFAULT_MAX_GAME_BYTES);
        let cr: Vec<u8> = all
            .iter()
            .map(|&b| if b == b'\n' { b'\r' } else { b })
            .collect();
        assert_fast_paths_agree(&cr, 4093, DEFAULT_MAX_GAME_BYTES);
    }
}
