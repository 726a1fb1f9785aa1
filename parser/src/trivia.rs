//! Trivia, what lies between tokens: whitespace (Unicode's too), the literal `\r` text
//! some exporters write and, in the tag section, `%` escape lines.

use crate::bytes::{byte_at, is_space, unicode_space_len};
use crate::diagnostic::DiagnosticKind;
use crate::reporter::Reporter;

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
