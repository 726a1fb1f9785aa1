//! The runs of bytes the scan takes at once: spaces and line ends, whole tag lines, whole
//! movetext tokens, the bytes of comments and values up to the next byte that matters,
//! and a result with the rest of its line. Each leaves the splitter as the byte-by-byte
//! steps of [`super::machine`] would; the tests compare the two on random PDN and on the
//! corpus, read in pieces of every size.

use super::lines::Lines;
use super::machine::{State, is_result_token};
use super::{BOM, ChunkEnd, GameSplitter};
use std::io::Read;

/// What taking a movetext token left the scan to do.
enum Taken<'a> {
    /// Go on with the next byte.
    More,
    /// Stop after this token, kept: the state machine sees what follows.
    Stop(&'a [u8]),
    /// A result and the rest of its line: the game ends there.
    GameEnded,
}

/// A whole movetext token at `rest[*taken..]`, looked at in place; the scan stops right after
/// it when it is a result or a delimiter or the buffer end follows, and a result with the rest
/// of its line ends the game.
#[inline(always)]
fn take_token<'a>(
    rest: &'a [u8],
    from: usize,
    taken: &mut usize,
    lines: &mut Lines,
    in_main_line: bool,
) -> Taken<'a> {
    let tail = rest.get(*taken..).unwrap_or(&[]);
    let run = plain_run(tail);
    let word = tail.get(..run).unwrap_or(&[]);
    lines.text();
    *taken += run;
    let after = tail.get(run);
    let spaced = matches!(after, Some(b' ' | b'\t' | b'\n' | b'\r'));
    let result = in_main_line && is_result_token(word);
    if spaced && result {
        let mut after_lines = *lines;
        let tail = rest.get(*taken..).unwrap_or(&[]);
        if let Some(junk) = terminator_line(tail, from + *taken, &mut after_lines) {
            *lines = after_lines;
            *taken += junk;
            return Taken::GameEnded;
        }
    }
    if !spaced || result {
        return Taken::Stop(word);
    }
    // The usual separator, a space, changes nothing: take it too.
    *taken += usize::from(after == Some(&b' '));
    Taken::More
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

/// The length of the run of plain bytes at the start of `bytes`.
fn plain_run(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .position(|&c| !PLAIN[usize::from(c)])
        .unwrap_or(bytes.len())
}

/// The index of the first byte of `bytes` in `stop`, `None` if there is none.
fn find_stop(bytes: &[u8], stop: &[bool; 256]) -> Option<usize> {
    bytes.iter().position(|&c| stop[usize::from(c)])
}

/// The length of a whole tag `[Name "value"]` at the start of `bytes` (any name without
/// quotes, brackets or line ends; a value without escapes or line ends), `None` for
/// anything else.
fn whole_tag(bytes: &[u8]) -> Option<usize> {
    let after_bracket = bytes.get(1..)?;
    let name = find_stop(after_bracket, &TAG_STOP)?;
    if after_bracket.get(name) != Some(&b'"') {
        return None;
    }
    let value_start = name + 1;
    let value = after_bracket.get(value_start..)?;
    let end = find_stop(value, &STRING_STOP)?;
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

/// Whether `c`, a plain byte starting a token in a game with no moves yet, starts its
/// first move (letters at a line start may be a tag name missing its `[`).
#[inline]
pub(super) fn first_move(c: u8, line_blank: bool) -> bool {
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

impl<R: Read> GameSplitter<R> {
    /// Takes the bytes from `buf[from]` on that only move the scan along, as many as
    /// the state allows; returns how many (0: the state machine must see the next byte).
    pub(super) fn fast_path(&mut self, from: usize, len: usize) -> usize {
        match self.state {
            State::Normal if self.token_len == 0 && !self.token_too_long => {
                self.run_normal(from, len)
            }
            State::Tag => {
                let rest = self.buf.get(from..len).unwrap_or(&[]);
                let skip = find_stop(rest, &TAG_STOP).unwrap_or(rest.len());
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
        let Some(end) = find_stop(value, &STRING_STOP) else {
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
            if PLAIN[usize::from(c)] && (movetext || (started && first_move(c, lines.blank))) {
                movetext = true;
                match take_token(rest, from, &mut taken, &mut lines, in_main_line) {
                    Taken::More => continue,
                    Taken::Stop(word) => {
                        (self.token_len, self.token_too_long) = keep_token(&mut self.token, word);
                        break;
                    }
                    Taken::GameEnded => {
                        ended = true;
                        break;
                    }
                }
            }
            match c {
                b' ' | b'\t' | b'\r' | b'\n' => {
                    lines.whitespace(c, from + taken);
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
    pub(super) fn starts_game(&self, i: usize) -> bool {
        !self.bom_at(i)
            && self.buf.get(i).is_some_and(|&c| {
                c == b'[' || (PLAIN[usize::from(c)] && first_move(c, self.lines.blank))
            })
    }
}
