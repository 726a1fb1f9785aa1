//! Turning a chunk's bytes into text: UTF-8 when valid (borrowed, no copy), otherwise
//! Windows-1252 (the code page of most old Windows archive exports), decoded into an
//! owned string and reported with a warning by the parser.

use serde::Serialize;
use std::borrow::Cow;

/// The encoding a chunk was decoded from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Encoding {
    /// Valid UTF-8 (ASCII included).
    #[default]
    Utf8,
    /// Not UTF-8; decoded byte by byte as Windows-1252.
    Windows1252,
}

/// Code points of bytes 0x80..=0x9F in Windows-1252. The five bytes the code page
/// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1 control with the
/// same value, as WHATWG's decoder does; every byte from 0xA0 is its own code point.
const CP1252_HIGH: [char; 32] = [
    '\u{20AC}', '\u{0081}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{008D}', '\u{017D}', '\u{008F}',
    '\u{0090}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}', '\u{009D}', '\u{017E}', '\u{0178}',
];

/// Decodes one Windows-1252 byte.
pub fn cp1252_char(byte: u8) -> char {
    match byte {
        0x80..=0x9F => CP1252_HIGH
            .get(usize::from(byte - 0x80))
            .copied()
            .unwrap_or('\u{FFFD}'),
        _ => char::from(byte),
    }
}

/// Decodes a chunk: borrowed when it is UTF-8, decoded from Windows-1252 otherwise.
pub fn decode(bytes: &[u8]) -> (Cow<'_, str>, Encoding) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), Encoding::Utf8),
        // A chunk cut at the size limit (or a truncated file) can end inside a character:
        // that is still UTF-8, minus the unfinished character.
        Err(e) if e.error_len().is_none() => {
            let valid = bytes
                .get(..e.valid_up_to())
                .and_then(|b| std::str::from_utf8(b).ok())
                .unwrap_or("");
            (Cow::Borrowed(valid), Encoding::Utf8)
        }
        Err(_) => (
            Cow::Owned(bytes.iter().map(|&b| cp1252_char(b)).collect()),
            Encoding::Windows1252,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_is_borrowed() {
        let (text, enc) = decode("Gérard ½-½".as_bytes());
        assert!(matches!(text, Cow::Borrowed("Gérard ½-½")));
        assert_eq!(enc, Encoding::Utf8);
    }

    #[test]
    fn a_character_cut_at_the_end_is_dropped() {
        let bytes = "ab½".as_bytes();
        let (text, enc) = decode(&bytes[..3]);
        assert_eq!((text.as_ref(), enc), ("ab", Encoding::Utf8));
    }

    #[test]
    fn other_bytes_are_windows_1252() {
        let (text, enc) = decode(b"G\xe9rard \x80 \x85 40\xb0 \x81");
        assert_eq!(text, "Gérard € … 40° \u{81}");
        assert_eq!(enc, Encoding::Windows1252);
    }

    #[test]
    fn the_table_covers_the_whole_high_range() {
        for b in 0x80..=0x9Fu8 {
            assert_ne!(cp1252_char(b), '\u{FFFD}');
        }
        assert_eq!(cp1252_char(0x9F), 'Ÿ');
        assert_eq!(cp1252_char(0xFF), 'ÿ');
    }
}
