//! Positions in the input: the `Span` diagnostics and the rarer tokens carry, the
//! `TextRange` a move token keeps instead, and the forward-moving locator that turns chunk
//! offsets into lines and columns.

use crate::bytes::count_chars;
use serde::Serialize;

/// Where a piece of text sits in the file: 1-based line and column (in characters),
/// the byte offset in the file as read, and the length in bytes of the decoded text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Span {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, counted in characters; a tab counts as one.
    pub column: u32,
    /// Byte offset in the original input (before decoding).
    pub offset: u64,
    /// Length of the text in bytes of the decoded chunk.
    pub len: u32,
}

/// Where a token's text is in its game's decoded text: a byte offset and a length.
///
/// Move tokens keep this, not a [`Span`]: counting lines and columns for every move cost more
/// than anything else the reader does for it, and only the moves a finding or an annotation
/// names are ever located ([`crate::Game::span_of`], [`crate::Game::places`]). A game's text
/// longer than `u32::MAX` bytes saturates (its moves beyond that point share the last offset).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct TextRange {
    start: u32,
    len: u32,
}

impl TextRange {
    /// The `len` bytes from byte `start` of a game's text.
    pub fn new(start: usize, len: usize) -> Self {
        TextRange {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            len: u32::try_from(len).unwrap_or(u32::MAX),
        }
    }

    /// The byte offset of the first byte in the game's text.
    pub fn start(self) -> usize {
        self.start as usize
    }

    /// The length in bytes.
    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Whether it holds no byte.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The byte offset just after the last byte in the game's text.
    pub fn end(self) -> usize {
        self.start().saturating_add(self.len())
    }
}

/// The first line end at or after `from`: an LF, or a CR that no LF follows (CRLF ends
/// the line at the LF); `usize::MAX` when the text has none left.
fn next_line_end(bytes: &[u8], from: usize) -> usize {
    let Some(k) = bytes
        .get(from..)
        .and_then(|rest| memchr::memchr2(b'\n', b'\r', rest))
    else {
        return usize::MAX;
    };
    let k = from + k;
    if bytes.get(k) == Some(&b'\r') && bytes.get(k + 1) == Some(&b'\n') {
        k + 1
    } else {
        k
    }
}

/// Turns byte offsets inside a decoded chunk into file positions.
///
/// Tokens are located in increasing order, so the locator keeps a cursor and the end of
/// the cursor's line: a token further on that line (most of them) is located with an
/// addition, and moving to a later line costs a `memchr` per line end crossed. A request
/// behind the cursor (rare: the opening brace of an unclosed comment) restarts from the
/// chunk start.
#[derive(Debug)]
pub(crate) struct Locator<'a> {
    text: &'a str,
    base_line: u32,
    base_column: u32,
    base_offset: u64,
    /// Windows-1252 text was decoded one byte to one character, so file offsets are
    /// character counts, not UTF-8 byte counts.
    one_byte_per_char: bool,
    /// ASCII text: characters are bytes.
    ascii: bool,
    pos: usize,
    /// The first line end at or after the cursor (`usize::MAX` when none is left).
    next_end: usize,
    /// The line of the cursor.
    line: u32,
    /// The column of the cursor.
    column: u32,
    line_start: usize,
    /// File offset of the cursor minus the cursor (wrapping): it stays the same over ASCII,
    /// so the fast path gives a file offset with one addition in both encodings.
    file_delta: u64,
}

impl<'a> Locator<'a> {
    pub(crate) fn new(
        text: &'a str,
        base_line: u32,
        base_column: u32,
        base_offset: u64,
        one_byte_per_char: bool,
    ) -> Self {
        Locator {
            text,
            base_line,
            base_column,
            base_offset,
            one_byte_per_char,
            ascii: text.is_ascii(),
            pos: 0,
            next_end: next_line_end(text.as_bytes(), 0),
            line: base_line,
            column: base_column,
            line_start: 0,
            file_delta: base_offset,
        }
    }

    /// The characters in `bytes`.
    fn chars(&self, bytes: &[u8]) -> usize {
        if self.ascii {
            bytes.len()
        } else {
            count_chars(bytes)
        }
    }

    /// Whether only ASCII lies between the cursor and `offset` (so characters are bytes).
    fn ascii_up_to(&self, offset: usize) -> bool {
        self.ascii
            || self
                .text
                .as_bytes()
                .get(self.pos..offset)
                .is_some_and(<[u8]>::is_ascii)
    }

    /// The file offset of `offset`, over ASCII from the cursor.
    fn file_offset(&self, offset: usize) -> u64 {
        (offset as u64).wrapping_add(self.file_delta)
    }

    /// Moves the cursor to `offset` (clamped to the text) and returns (line, column, file offset).
    pub(crate) fn locate(&mut self, offset: usize) -> (u32, u32, u64) {
        let offset = offset.min(self.text.len());
        // The usual request: a token further on the line of the previous one, with only
        // ASCII between them.
        if offset >= self.pos && offset <= self.next_end && self.ascii_up_to(offset) {
            let advance = u32::try_from(offset - self.pos).unwrap_or(u32::MAX);
            self.column = self.column.saturating_add(advance);
            self.pos = offset;
            return (self.line, self.column, self.file_offset(offset));
        }
        self.locate_slow(offset)
    }

    /// [`Locator::locate`] in full.
    #[inline(never)]
    fn locate_slow(&mut self, offset: usize) -> (u32, u32, u64) {
        let bytes = self.text.as_bytes();
        if offset < self.pos {
            self.pos = 0;
            self.next_end = next_line_end(bytes, 0);
            self.line = self.base_line;
            self.column = self.base_column;
            self.line_start = 0;
            self.file_delta = self.base_offset;
        }
        let slice = bytes.get(self.pos..offset).unwrap_or(&[]);
        let file_offset = if self.one_byte_per_char {
            self.file_offset(self.pos) + count_chars(slice) as u64
        } else {
            self.base_offset + offset as u64
        };
        if offset <= self.next_end {
            // Still on the cursor's line: the column moves on.
            let chars = u32::try_from(self.chars(slice)).unwrap_or(u32::MAX);
            self.column = self.column.saturating_add(chars);
        } else {
            // Count the line ends crossed, one `memchr` each; the last starts the line.
            let mut last = self.next_end;
            let mut crossed = 1u32;
            loop {
                let end = next_line_end(bytes, last + 1);
                if end >= offset {
                    self.next_end = end;
                    break;
                }
                last = end;
                crossed = crossed.saturating_add(1);
            }
            self.line = self.line.saturating_add(crossed);
            self.line_start = last + 1;
            let tail = bytes.get(last + 1..offset).unwrap_or(&[]);
            self.column = 1 + u32::try_from(self.chars(tail)).unwrap_or(u32::MAX - 1);
        }
        self.pos = offset;
        self.file_delta = file_offset.wrapping_sub(offset as u64);
        (self.line, self.column, file_offset)
    }

    /// The span of `len` bytes starting at `offset`.
    pub(crate) fn span(&mut self, offset: usize, len: usize) -> Span {
        let (line, column, file_offset) = self.locate(offset);
        Span {
            line,
            column,
            offset: file_offset,
            len: u32::try_from(len).unwrap_or(u32::MAX),
        }
    }

    /// The span of `range`.
    pub(crate) fn span_of(&mut self, range: TextRange) -> Span {
        self.span(range.start(), range.len())
    }

    /// True when only spaces and tabs precede `offset` on its line.
    pub(crate) fn at_line_start(&mut self, offset: usize) -> bool {
        self.locate(offset);
        self.text
            .get(self.line_start..offset)
            .is_some_and(|s| s.bytes().all(|b| b == b' ' || b == b'\t'))
    }
}

/// The bytes of `text` from the start of `line` to `column` on it (clamped to the line's end),
/// as the locator numbers lines and columns from (`base_line`, `base_column`); `None` when the
/// text has no such line or the column is before the line's first.
pub(crate) fn line_up_to(
    text: &str,
    base_line: u32,
    base_column: u32,
    line: u32,
    column: u32,
) -> Option<std::ops::Range<usize>> {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut current = base_line;
    let mut end = next_line_end(bytes, 0);
    while current < line {
        if end == usize::MAX {
            return None;
        }
        start = end + 1;
        end = next_line_end(bytes, start);
        current = current.saturating_add(1);
    }
    if current != line {
        return None;
    }
    let first_column = if line == base_line { base_column } else { 1 };
    let chars = usize::try_from(column.checked_sub(first_column)?).unwrap_or(usize::MAX);
    let on_line = text.get(start..end.min(text.len()))?;
    let up_to = on_line
        .char_indices()
        .nth(chars)
        .map_or(on_line.len(), |(i, _)| i);
    Some(start..start + up_to)
}

/// A game's tokens located one after another: a cursor over its text that moves forward, so
/// locating every move of a game in order costs one pass over it (a token behind the cursor
/// is located too, from the start of the game's text).
#[derive(Debug)]
pub struct Places<'a> {
    loc: Locator<'a>,
}

impl<'a> Places<'a> {
    /// A cursor at the start of a game's text, which starts at `line`, `column` and byte
    /// `offset` of its file and was decoded from `encoding`.
    pub(crate) fn new(
        text: &'a str,
        line: u32,
        column: u32,
        offset: u64,
        encoding: crate::Encoding,
    ) -> Self {
        Places {
            loc: Locator::new(
                text,
                line,
                column,
                offset,
                encoding == crate::Encoding::Windows1252,
            ),
        }
    }

    /// Where `range` of the game's text is in the file.
    pub fn span(&mut self, range: TextRange) -> Span {
        self.loc.span_of(range)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lf_crlf_and_cr_line_ends() {
        let text = "ab\ncd\r\nef\rgh";
        let mut loc = Locator::new(text, 10, 1, 100, false);
        assert_eq!(loc.locate(0), (10, 1, 100));
        assert_eq!(loc.locate(4), (11, 2, 104));
        assert_eq!(loc.locate(5), (11, 3, 105));
        assert_eq!(loc.locate(7), (12, 1, 107));
        assert_eq!(loc.locate(11), (13, 2, 111));
        // Going backwards restarts the count.
        assert_eq!(loc.locate(1), (10, 2, 101));
    }

    #[test]
    fn the_first_line_starts_at_the_chunk_column() {
        let mut loc = Locator::new("ab\ncd", 4, 9, 0, false);
        assert_eq!(loc.locate(1), (4, 10, 1));
        assert_eq!(loc.locate(4), (5, 2, 4));
    }

    #[test]
    fn columns_count_characters_and_windows_1252_offsets_count_bytes() {
        let text = "é½x";
        let mut loc = Locator::new(text, 1, 1, 0, true);
        assert_eq!(loc.locate(4), (1, 3, 2));
        let mut utf8 = Locator::new(text, 1, 1, 0, false);
        assert_eq!(utf8.locate(4), (1, 3, 4));
    }

    /// Where `offset` is, counted from the start of the text.
    fn from_scratch(text: &str, offset: usize, one_byte_per_char: bool) -> (u32, u32, u64) {
        let bytes = &text.as_bytes()[..offset];
        let ends: Vec<usize> = (0..offset)
            .filter(|&k| {
                let b = text.as_bytes()[k];
                b == b'\n' || (b == b'\r' && text.as_bytes().get(k + 1) != Some(&b'\n'))
            })
            .collect();
        let column = match ends.last() {
            None => 7 + count_chars(bytes) as u32,
            Some(&end) => 1 + count_chars(&bytes[end + 1..]) as u32,
        };
        let file_offset = if one_byte_per_char {
            count_chars(bytes) as u64
        } else {
            offset as u64
        };
        (3 + ends.len() as u32, column, 100 + file_offset)
    }

    proptest::proptest! {
        #[test]
        fn the_cursor_agrees_with_counting_from_scratch(
            chars in proptest::collection::vec(
                proptest::sample::select(vec!['\r', '\n', 'a', ' ', '\t', 'é', '½']),
                0..200,
            ),
            requests in proptest::collection::vec(0usize..400, 0..40),
            one_byte_per_char: bool,
        ) {
            let text: String = chars.into_iter().collect();
            let mut loc = Locator::new(&text, 3, 7, 100, one_byte_per_char);
            let mut offsets: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            offsets.push(text.len());
            for r in requests {
                let offset = offsets[r % offsets.len()];
                proptest::prop_assert_eq!(
                    loc.locate(offset),
                    from_scratch(&text, offset, one_byte_per_char)
                );
            }
        }
    }
}
