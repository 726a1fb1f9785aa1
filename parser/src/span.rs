//! Positions in the input: the `Span` every token and diagnostic carries, and the
//! forward-moving locator that turns chunk offsets into lines and columns.

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

/// The number of characters in UTF-8 bytes (bytes that are not continuation bytes).
fn count_chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

/// Turns byte offsets inside a decoded chunk into file positions.
///
/// Tokens are located in increasing order, so the locator keeps a cursor and only
/// scans the text between the previous request and the next one; a request behind the
/// cursor (rare: the opening brace of an unclosed comment) restarts from the chunk start.
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
    line: u32,
    column: u32,
    line_start: usize,
    chars_before_pos: u64,
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
            line: base_line,
            column: base_column,
            line_start: 0,
            chars_before_pos: 0,
        }
    }

    fn chars(&self, bytes: &[u8]) -> usize {
        if self.ascii {
            bytes.len()
        } else {
            count_chars(bytes)
        }
    }

    /// Moves the cursor to `offset` (clamped to the text) and returns (line, column, file offset).
    pub(crate) fn locate(&mut self, offset: usize) -> (u32, u32, u64) {
        let bytes = self.text.as_bytes();
        let offset = offset.min(bytes.len());
        if offset < self.pos {
            self.pos = 0;
            self.line = self.base_line;
            self.column = self.base_column;
            self.line_start = 0;
            self.chars_before_pos = 0;
        }
        let Some(slice) = bytes.get(self.pos..offset) else {
            return (self.line, self.column, self.base_offset);
        };
        if self.one_byte_per_char {
            self.chars_before_pos += count_chars(slice) as u64;
        }
        // One pass that only stops at control characters; columns come from the bytes
        // after the last line end (a length for ASCII text).
        let base = self.pos;
        let mut last_end = None;
        for (k, &b) in slice.iter().enumerate() {
            // A CR is a line end unless an LF follows (CRLF ends the line at the LF).
            if b <= b'\r' && (b == b'\n' || (b == b'\r' && bytes.get(base + k + 1) != Some(&b'\n')))
            {
                self.line = self.line.saturating_add(1);
                last_end = Some(k);
            }
        }
        match last_end {
            None => {
                let chars = u32::try_from(self.chars(slice)).unwrap_or(u32::MAX);
                self.column = self.column.saturating_add(chars);
            }
            Some(k) => {
                self.line_start = base + k + 1;
                let tail = slice.get(k + 1..).unwrap_or(&[]);
                self.column = 1 + u32::try_from(self.chars(tail)).unwrap_or(u32::MAX - 1);
            }
        }
        self.pos = offset;
        let file_offset = if self.one_byte_per_char {
            self.base_offset + self.chars_before_pos
        } else {
            self.base_offset + offset as u64
        };
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

    /// True when only spaces and tabs precede `offset` on its line.
    pub(crate) fn at_line_start(&mut self, offset: usize) -> bool {
        self.locate(offset);
        self.text
            .get(self.line_start..offset)
            .is_some_and(|s| s.bytes().all(|b| b == b' ' || b == b'\t'))
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
}
