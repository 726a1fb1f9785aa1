//! Trivia, what lies between tokens: whitespace (Unicode's too), the literal `\r` text
//! some exporters write and, in the tag section, `%` escape lines; and the byte helpers
//! the tag section, the movetext and the splitter share.

use crate::diagnostic::DiagnosticKind;
use crate::grammar::unicode_space_len;
use crate::parse::Reporter;

/// How many bytes of `bytes` satisfy `test`. Summing `u8`s over blocks of 255 bytes
/// lets the compiler use byte lanes (16 or 32 bytes per step); a `usize` count does not.
pub(crate) fn count_where(bytes: &[u8], test: impl Fn(u8) -> bool) -> usize {
    bytes
        .chunks(255)
        .map(|block| {
            usize::from(
                block
                    .iter()
                    .fold(0u8, |n, &b| n.wrapping_add(u8::from(test(b)))),
            )
        })
        .sum()
}

/// The characters in UTF-8 `bytes`: the bytes that are not continuation bytes.
pub(crate) fn count_chars(bytes: &[u8]) -> usize {
    count_where(bytes, |b| b & 0xC0 != 0x80)
}

/// The byte at `i`, if any.
pub(crate) fn byte_at(bytes: &[u8], i: usize) -> Option<u8> {
    bytes.get(i).copied()
}

/// ASCII whitespace, including the form feed and vertical tab some old files hold.
pub(crate) const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C')
}

/// Skips whitespace and the literal text `\r` / `\n` (reported once per game). When
/// `escape_lines` is set, `%` lines at a line start are skipped too (PGN escape lines).
///
/// Between tokens there is mostly one space or line end: that case is decided here,
/// inline, and anything else goes to [`skip_trivia_slow`].
#[inline]
pub(crate) fn skip_trivia(
    text: &str,
    pos: usize,
    rep: &mut Reporter<'_>,
    escape_lines: bool,
) -> usize {
    let bytes = text.as_bytes();
    let mut at = pos;
    if byte_at(bytes, at).is_some_and(is_space) {
        at += 1;
        // A CRLF line end is two bytes.
        if byte_at(bytes, at) == Some(b'\n') {
            at += 1;
        }
    }
    match byte_at(bytes, at) {
        None => at,
        Some(b) if !TRIVIA_START[usize::from(b)] => at,
        Some(_) => skip_trivia_slow(text, at, rep, escape_lines),
    }
}

/// Bytes that may start trivia [`skip_trivia_slow`] must look at: whitespace, `\`, `%`
/// and every non-ASCII byte.
static TRIVIA_START: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c >= 0x80 || is_space(c) || c == b'\\' || c == b'%';
        b += 1;
    }
    table
};

/// [`skip_trivia`] in full.
#[inline(never)]
fn skip_trivia_slow(
    text: &str,
    mut pos: usize,
    rep: &mut Reporter<'_>,
    escape_lines: bool,
) -> usize {
    let bytes = text.as_bytes();
    while let Some(b) = byte_at(bytes, pos) {
        if is_space(b) {
            pos += 1;
        } else if b == b'\\' && matches!(byte_at(bytes, pos + 1), Some(b'r' | b'n')) {
            let found = text.get(pos..pos + 2).unwrap_or("\\r");
            rep.report_once("LiteralEscape", pos, || DiagnosticKind::LiteralEscape {
                found: found.to_owned(),
            });
            pos += 2;
        } else if b == b'%' && escape_lines && rep.loc.at_line_start(pos) {
            pos = line_end(bytes, pos);
        } else if b >= 0x80 {
            match unicode_space_len(bytes.get(pos..).unwrap_or_default()) {
                Some(len) => pos += len,
                None => break,
            }
        } else {
            break;
        }
    }
    pos
}

/// The offset of the end of the line containing `pos` (at its `\n` or `\r`).
pub(crate) fn line_end(bytes: &[u8], pos: usize) -> usize {
    let rest = bytes.get(pos..).unwrap_or(&[]);
    pos + rest
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .unwrap_or(rest.len())
}

/// The text from `pos` up to the next whitespace, shortened, for "found" messages.
pub(crate) fn word_at(text: &str, pos: usize) -> String {
    let rest = text.get(pos..).unwrap_or("");
    let end = rest
        .find(|c: char| c.is_whitespace())
        .unwrap_or(rest.len())
        .max(rest.chars().next().map_or(0, char::len_utf8));
    crate::diagnostic::excerpt(rest.get(..end).unwrap_or(rest))
}
