//! The tag pair: tag_pair = "[" tag_name tag_value "]", with whitespace between its parts.
//!
//! The pieces are separate productions because real files break tags in the middle (a
//! name with no value, a value without its closing quote, a line missing its `[`): the
//! tag section puts them together with its recoveries.

use super::{Expected, Parsed, first_char, mismatch};
use nom::Parser;
use nom::bytes::complete::{take_till, take_while1};
use nom::character::complete::char;

/// tag_open = "["
pub(crate) fn tag_open(input: &[u8]) -> Parsed<'_, char> {
    char('[').parse(input)
}

/// tag_close = "]"
pub(crate) fn tag_close(input: &[u8]) -> Parsed<'_, char> {
    char(']').parse(input)
}

/// tag_name, read liberally: any characters up to whitespace, a quote or a bracket. (PDN
/// 3.0's `[A-Z][A-Za-z0-9_]*` is checked in strict mode by the caller.)
pub(crate) fn tag_name(input: &[u8]) -> Parsed<'_, &[u8]> {
    let mut end = 0;
    while let Some(&b) = input.get(end) {
        if b < 0x80 {
            if b.is_ascii_whitespace() || matches!(b, b'"' | b'[' | b']' | b'\x0B') {
                break;
            }
            end += 1;
            continue;
        }
        match first_char(input.get(end..).unwrap_or_default()) {
            Some(c) if !c.is_whitespace() => end += c.len_utf8(),
            _ => break,
        }
    }
    match input.split_at_checked(end) {
        Some((name, rest)) if end > 0 => Ok((rest, name)),
        _ => mismatch(input, Expected::TagName),
    }
}

/// bare_tag_name = [A-Za-z0-9_]+: the name of a tag line missing its `[`.
pub(crate) fn bare_tag_name(input: &[u8]) -> Parsed<'_, &[u8]> {
    take_while1(|b: u8| b.is_ascii_alphanumeric() || b == b'_').parse(input)
}

/// A tag value as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TagValue<'a> {
    /// The bytes between the quotes, escapes still in (up to the line end when unclosed).
    pub(crate) raw: &'a [u8],
    /// The closing quote was there.
    pub(crate) closed: bool,
    /// A backslash is among the bytes.
    pub(crate) escaped: bool,
}

/// tag_value = "\"" ("\\" any | any byte but "\"" or a line end)* "\""
///
/// A value never spans lines: one without its closing quote ends at the line end (and the
/// caller reports it).
pub(crate) fn tag_value(input: &[u8]) -> Parsed<'_, TagValue<'_>> {
    let (value, _) = char('"').parse(input)?;
    let mut at = 0;
    let mut escaped = false;
    loop {
        let rest = value.get(at..).unwrap_or_default();
        let (after, _) = value_text(rest)?;
        at = value.len() - after.len();
        let raw = value.get(..at).unwrap_or_default();
        match *after {
            [b'"', ..] => {
                let rest = value.get(at + 1..).unwrap_or_default();
                let closed = true;
                return Ok((
                    rest,
                    TagValue {
                        raw,
                        closed,
                        escaped,
                    },
                ));
            }
            // An escape takes the next character, unless the line ends there.
            [b'\\', next, ..] if next != b'\n' && next != b'\r' => {
                escaped = true;
                at += 2;
            }
            [b'\\', ..] => {
                escaped = true;
                at += 1;
            }
            _ => {
                let closed = false;
                return Ok((
                    after,
                    TagValue {
                        raw,
                        closed,
                        escaped,
                    },
                ));
            }
        }
    }
}

/// The bytes of a value up to a quote, a backslash or a line end.
fn value_text(input: &[u8]) -> Parsed<'_, &[u8]> {
    take_till(|b| matches!(b, b'"' | b'\\' | b'\n' | b'\r')).parse(input)
}
