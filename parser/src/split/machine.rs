//! The state machine, a byte at a time: the splitter's definition. A small lexer (tag,
//! string, comment, line comment, variation depth) that knows just enough to find where a
//! game ends.

use super::{ChunkEnd, GameSplitter};
use std::io::Read;

/// Longest tag name the look-ahead for a tag line considers.
const PROBE_MAX: usize = 64;

/// Where the scan is in the PDN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum State {
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

/// Is this whole token a result (`2-0`, `1/2-1/2`, `*`, `½-½` in UTF-8 or Windows-1252)?
#[inline(always)]
pub(super) fn is_result_token(token: &[u8]) -> bool {
    // The splitter asks this of every movetext token, nearly all of them moves and move
    // numbers: every result form is 1, 3, 5 or 7 bytes with `-`, `/`, `.` or the second byte
    // of a UTF-8 `½` in second place, which rules out `32-28`, `12.` and `9-14` at once.
    let plausible = match *token {
        [only] => only == b'*',
        [_, second, ..] => {
            matches!(token.len(), 3 | 5 | 7) && matches!(second, b'-' | b'/' | b'.' | 0xBD)
        }
        [] => false,
    };
    plausible && crate::result::result_prefix(token).is_some_and(|(len, _, _)| len == token.len())
}

impl<R: Read> GameSplitter<R> {
    /// One byte `b` at `buf[i]` through the state machine.
    pub(super) fn step(&mut self, b: u8, i: usize, at_line_start: bool) {
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
            State::Tag | State::TagString | State::TagEscape => self.tag_byte(b),
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
            State::BareTagName | State::BareTagSpace => self.bare_tag_byte(b, i, at_line_start),
            State::ProbeName { in_comment } | State::ProbeSpace { in_comment } => {
                self.probe_byte(b, i, in_comment, at_line_start)
            }
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

    /// A byte inside a tag: its name, its quoted value, an escape in the value.
    #[inline(always)]
    fn tag_byte(&mut self, b: u8) {
        match self.state {
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
            _ => {
                self.state = if b == b'\n' || b == b'\r' {
                    State::Normal
                } else {
                    State::TagString
                };
            }
        }
    }

    /// A byte of a tag line without its `[` (`Event "..."]`), being recognised.
    #[inline(always)]
    fn bare_tag_byte(&mut self, b: u8, i: usize, at_line_start: bool) {
        if self.state == State::BareTagSpace {
            match b {
                b' ' | b'\t' => {}
                b'"' => self.bare_tag_found(),
                _ => self.bare_tag_failed(b, i, at_line_start),
            }
        } else if (b.is_ascii_alphanumeric() || b == b'_') && self.probe.len() < PROBE_MAX {
            self.probe.push(b);
        } else if b == b' ' || b == b'\t' {
            self.state = State::BareTagSpace;
        } else if b == b'"' {
            self.bare_tag_found();
        } else {
            self.bare_tag_failed(b, i, at_line_start);
        }
    }

    /// A byte of a `[` at a line start inside a comment or variation, being tried as the tag
    /// of the next game.
    #[inline(always)]
    fn probe_byte(&mut self, b: u8, i: usize, in_comment: bool, at_line_start: bool) {
        if matches!(self.state, State::ProbeSpace { .. }) {
            match b {
                b' ' | b'\t' => self.probe.push(b),
                b'"' => self.probe_found(i),
                _ => self.probe_failed(b, i, in_comment, at_line_start),
            }
        } else if (b.is_ascii_alphanumeric() || b == b'_') && self.probe.len() < PROBE_MAX {
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
            b'[' => self.open_bracket(b, i, at_line_start),
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

    /// A `[` outside tags and comments: a tag of this game, or the first of the next game's.
    fn open_bracket(&mut self, b: u8, i: usize, at_line_start: bool) {
        let event = self.event_tag_at(i);
        if self.has_moves && at_line_start {
            if self.depth == 0 {
                self.emit(i, ChunkEnd::TagSection);
            } else if self.lines.prev_blank {
                self.start_probe(b, i, false);
                return;
            }
        } else if event && self.has_event && !self.has_moves && at_line_start {
            // A game of tags only (PDN.md: a game is a tag section, a movetext, or both)
            // followed by the next game's tags: a second `[Event` starts it. Blank lines
            // alone do not, real tag sections have them.
            self.emit(i, ChunkEnd::TagSection);
        }
        self.has_event |= event;
        self.touch(i);
        self.has_content = true;
        self.tag_has_name = false;
        self.state = State::Tag;
    }

    /// Whether `buf[i]`, a `[`, opens an Event tag (`[Event "`, any case). The scan keeps
    /// [`LOOKAHEAD`] bytes read past a `[` (see [`GameSplitter::keep_tail`]), so only the end
    /// of the input cuts a name.
    pub(super) fn event_tag_at(&self, i: usize) -> bool {
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
