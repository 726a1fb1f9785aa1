//! Byte helpers the reader's parts share: counting characters, whitespace (ASCII and
//! Unicode), the character at a point.

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

/// The length of the non-ASCII whitespace character (no-break space, a stray BOM...)
/// that `input` starts with.
pub(crate) fn unicode_space_len(input: &[u8]) -> Option<usize> {
    let c = first_char(input)?;
    (c.is_whitespace() || c == '\u{FEFF}').then(|| c.len_utf8())
}

/// The character `input` (UTF-8) starts with.
pub(crate) fn first_char(input: &[u8]) -> Option<char> {
    let len = match *input.first()? {
        b if b < 0x80 => 1,
        b if b >= 0xF0 => 4,
        b if b >= 0xE0 => 3,
        _ => 2,
    };
    std::str::from_utf8(input.get(..len)?).ok()?.chars().next()
}
