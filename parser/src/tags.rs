//! The tag section: `[Name "value"]` pairs in order, with the recoveries real files
//! need (a tag missing its `[`, `[Empty]` placeholders, a lone `[`, an unclosed value).

use crate::diagnostic::Strictness;
use crate::diagnostic::{DiagnosticKind, excerpt};
use crate::game::Tag;
use crate::lexer::{byte_at, fast_paths, is_space, line_end, skip_trivia};
use crate::parse::Reporter;
use nom::{IResult, Parser, bytes::complete::take_while1, character::complete::space0};
use std::borrow::Cow;

/// A tag name as read liberally: anything up to whitespace, a quote or a bracket.
fn liberal_name(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| !c.is_whitespace() && c != '"' && c != '[' && c != ']').parse(input)
}

/// A name for a tag line missing its `[`: letters, digits and `_` only.
fn bare_name(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_alphanumeric() || c == '_').parse(input)
}

/// PDN 3.0 identifiers: `[A-Z][A-Za-z0-9_]*`.
fn is_pdn3_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Unescapes a tag value: a backslash takes the next character literally.
fn unescape(raw: &str) -> Cow<'_, str> {
    if !raw.contains('\\') {
        return Cow::Borrowed(raw);
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(next) = chars.next() {
                out.push(next);
            }
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Reads the string starting at the quote at `pos`. Returns the value, the offset after
/// it, and whether it was closed. A value never spans lines: an unclosed one ends at the
/// line end, without a trailing `]` that plainly closed the tag.
fn tag_string<'a>(
    text: &'a str,
    pos: usize,
    rep: &mut Reporter<'a>,
) -> (Cow<'a, str>, usize, bool) {
    let bytes = text.as_bytes();
    let mut i = pos + 1;
    while let Some(b) = byte_at(bytes, i) {
        match b {
            b'\\' if !matches!(byte_at(bytes, i + 1), None | Some(b'\n' | b'\r')) => i += 2,
            b'"' => return (unescape(text.get(pos + 1..i).unwrap_or("")), i + 1, true),
            b'\n' | b'\r' => break,
            _ => i += 1,
        }
    }
    rep.report(DiagnosticKind::UnterminatedString, pos);
    let raw = text.get(pos + 1..i).unwrap_or("").trim_end();
    let raw = raw.strip_suffix(']').unwrap_or(raw);
    (unescape(raw), i, false)
}

/// Skips a malformed bracket item: up to and including `]` on the same line, or up to
/// the line end or the next `[`.
fn skip_bad_tag(bytes: &[u8], pos: usize) -> usize {
    let end = line_end(bytes, pos);
    let mut i = pos + 1;
    while i < end {
        match byte_at(bytes, i) {
            Some(b']') => return i + 1,
            Some(b'[') => return i,
            _ => i += 1,
        }
    }
    end
}

fn check_name(name: &str, pos: usize, rep: &mut Reporter<'_>) {
    if rep.strictness == Strictness::Pdn3 && !is_pdn3_identifier(name) {
        rep.report(
            DiagnosticKind::InvalidTagName {
                found: excerpt(name),
            },
            pos,
        );
    }
}

/// The usual tag, `[Name "value"]` with a plain name, one space and a value without
/// escapes, read without the general recoveries; `None` for anything else. It gives what
/// [`bracket_tag`] would.
fn plain_tag<'a>(text: &'a str, pos: usize, rep: &mut Reporter<'a>) -> Option<(Tag<'a>, usize)> {
    let bytes = text.as_bytes();
    let after_bracket = bytes.get(pos + 1..)?;
    let name_len = after_bracket
        .iter()
        .position(|&b| !NAME_BYTE[usize::from(b)])?;
    let name_end = pos + 1 + name_len;
    if name_len == 0 || bytes.get(name_end..name_end + 2)? != b" \"" {
        return None;
    }
    let value_at = name_end + 2;
    let value_len = bytes
        .get(value_at..)?
        .iter()
        .position(|&b| VALUE_STOP[usize::from(b)])?;
    let quote = value_at + value_len;
    if bytes.get(quote..quote + 2)? != b"\"]" {
        return None;
    }
    let name = text.get(pos + 1..name_end)?;
    let value = text.get(value_at..quote)?;
    if rep.strictness == Strictness::Pdn3 {
        check_name(name, pos + 1, rep);
    }
    let end = quote + 2;
    let span = rep.loc.span(pos, end - pos);
    Some((
        Tag {
            name,
            value: Cow::Borrowed(value),
            span,
        },
        end,
    ))
}

/// Bytes of a plain tag name: ASCII letters, digits and `_`.
static NAME_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'_';
        b += 1;
    }
    table
};

/// Bytes that end a plain tag value: the quote, and what needs the general path.
static VALUE_STOP: [bool; 256] = {
    let mut table = [false; 256];
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table[b'\n' as usize] = true;
    table[b'\r' as usize] = true;
    table
};

/// `[Name "value"]` at `pos` (which holds `[`). Returns the tag, if one was read, and the
/// offset to continue from.
fn bracket_tag<'a>(text: &'a str, pos: usize, rep: &mut Reporter<'a>) -> (Option<Tag<'a>>, usize) {
    let plain = if fast_paths() {
        plain_tag(text, pos, rep)
    } else {
        None
    };
    match plain {
        Some((tag, next)) => (Some(tag), next),
        None => any_bracket_tag(text, pos, rep),
    }
}

/// [`bracket_tag`] for any input, with its recoveries.
fn any_bracket_tag<'a>(
    text: &'a str,
    pos: usize,
    rep: &mut Reporter<'a>,
) -> (Option<Tag<'a>>, usize) {
    let bytes = text.as_bytes();
    let mut p = pos + 1;
    while byte_at(bytes, p).is_some_and(is_space) {
        p += 1;
    }
    let rest = text.get(p..).unwrap_or("");
    let Ok((after_name, name)) = liberal_name(rest) else {
        // `[` alone, `[]`, `["x"]`...
        let next = match byte_at(bytes, p) {
            Some(b']') => p + 1,
            Some(b'"') => skip_bad_tag(bytes, p),
            _ => pos + 1,
        };
        let found = excerpt(text.get(pos..next.max(pos + 1)).unwrap_or("[").trim_end());
        rep.report(DiagnosticKind::MalformedTag { found }, pos);
        return (None, next);
    };
    let name_at = p;
    p += name.len();
    let Ok((after_space, _)) = space0::<&str, nom::error::Error<&str>>(after_name) else {
        return (None, p);
    };
    p += after_name.len() - after_space.len();
    match byte_at(bytes, p) {
        Some(b'"') => {}
        _ => {
            // `[Empty]` placeholders, or a name with no value.
            let next = skip_bad_tag(bytes, p.saturating_sub(1).max(pos));
            let found = excerpt(text.get(pos..next).unwrap_or("["));
            rep.report(DiagnosticKind::MalformedTag { found }, pos);
            return (None, next);
        }
    }
    check_name(name, name_at, rep);
    let (value, after_value, closed) = tag_string(text, p, rep);
    p = after_value;
    while matches!(byte_at(bytes, p), Some(b' ' | b'\t')) {
        p += 1;
    }
    if byte_at(bytes, p) == Some(b']') {
        p += 1;
    } else if closed {
        let found = excerpt(text.get(pos..p).unwrap_or("["));
        rep.report(DiagnosticKind::MalformedTag { found }, pos);
    }
    let span = rep.loc.span(pos, p - pos);
    (Some(Tag { name, value, span }), p)
}

/// `Name "value"]` at a line start, missing its `[`.
fn bare_tag<'a>(text: &'a str, pos: usize, rep: &mut Reporter<'a>) -> Option<(Tag<'a>, usize)> {
    let rest = text.get(pos..)?;
    let (after_name, name) = bare_name(rest).ok()?;
    let (after_space, _) = space0::<&str, nom::error::Error<&str>>(after_name).ok()?;
    if !after_space.starts_with('"') || !rep.loc.at_line_start(pos) {
        return None;
    }
    rep.report(
        DiagnosticKind::MissingTagBracket {
            found: excerpt(name),
        },
        pos,
    );
    check_name(name, pos, rep);
    let bytes = text.as_bytes();
    let quote = pos + (rest.len() - after_space.len());
    let (value, mut p, _) = tag_string(text, quote, rep);
    while matches!(byte_at(bytes, p), Some(b' ' | b'\t')) {
        p += 1;
    }
    if byte_at(bytes, p) == Some(b']') {
        p += 1;
    }
    let span = rep.loc.span(pos, p - pos);
    Some((Tag { name, value, span }, p))
}

/// Reads the tag section from `pos`; returns the tags in order and where the movetext starts.
pub(crate) fn parse_tag_section<'a>(
    text: &'a str,
    mut pos: usize,
    rep: &mut Reporter<'a>,
) -> (Vec<Tag<'a>>, usize) {
    // Most games carry the seven-tag roster and a few more.
    let mut tags = Vec::with_capacity(if text.starts_with('[') { 12 } else { 0 });
    loop {
        pos = skip_trivia(text, pos, rep, true);
        match byte_at(text.as_bytes(), pos) {
            Some(b'[') => {
                let (tag, next) = bracket_tag(text, pos, rep);
                tags.extend(tag);
                pos = next;
            }
            Some(b) if b.is_ascii_alphabetic() => match bare_tag(text, pos, rep) {
                Some((tag, next)) => {
                    tags.push(tag);
                    pos = next;
                }
                None => break,
            },
            _ => break,
        }
    }
    (tags, pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::Severity;
    use crate::parse::ChunkContext;

    type Pairs = Vec<(String, String)>;
    type Found = Vec<(String, u32, u32, Severity)>;

    fn read(text: &str, strictness: Strictness) -> (Pairs, usize, Found) {
        let mut rep = Reporter::new(text, &ChunkContext::default(), strictness);
        let (tags, pos) = parse_tag_section(text, 0, &mut rep);
        let tags = tags
            .into_iter()
            .map(|t| (t.name.to_owned(), t.value.into_owned()))
            .collect();
        let diags = rep
            .into_diagnostics()
            .into_iter()
            .map(|d| (d.kind.name().to_owned(), d.line, d.column, d.severity))
            .collect();
        (tags, pos, diags)
    }

    /// A tag read by `read_one`, its end, and the diagnostics.
    type OneTag = (Option<(String, String, crate::Span)>, usize, Found);

    fn read_one(text: &str, strictness: Strictness, general: bool) -> OneTag {
        let mut rep = Reporter::new(text, &ChunkContext::default(), strictness);
        let (tag, next) = if general {
            any_bracket_tag(text, 0, &mut rep)
        } else {
            bracket_tag(text, 0, &mut rep)
        };
        let tag = tag.map(|t| (t.name.to_owned(), t.value.into_owned(), t.span));
        let diags = rep
            .into_diagnostics()
            .into_iter()
            .map(|d| (d.kind.name().to_owned(), d.line, d.column, d.severity))
            .collect();
        (tag, next, diags)
    }

    proptest::proptest! {
        #[test]
        fn the_plain_tag_path_reads_like_the_general_one(
            name in "[A-Za-z0-9_é]{0,6}",
            gap in "[ \t]{0,2}",
            value in r#"[a-z \\"\n\]é]{0,8}"#,
            tail in r#"[ \]\n"x]{0,3}"#,
            strict: bool,
        ) {
            let text = format!("[{name}{gap}\"{value}\"{tail}");
            let strictness = if strict { Strictness::Pdn3 } else { Strictness::Liberal };
            proptest::prop_assert_eq!(
                read_one(&text, strictness, false),
                read_one(&text, strictness, true)
            );
        }
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect()
    }

    #[test]
    fn tags_in_order_with_escapes_and_empty_values() {
        let (tags, pos, diags) = read(
            "[Event \"A \\\"B\\\"\"]\n[Date \"\"]\n[Black \"D\\'Almeida\"] 1. 32-28",
            Strictness::Liberal,
        );
        assert_eq!(
            tags,
            pairs(&[("Event", "A \"B\""), ("Date", ""), ("Black", "D'Almeida")])
        );
        assert_eq!(pos, 49);
        assert!(diags.is_empty());
    }

    #[test]
    fn values_without_escapes_are_borrowed() {
        let text = "[White \"Sijbrands\"]";
        let mut rep = Reporter::new(text, &ChunkContext::default(), Strictness::Liberal);
        let (tags, _) = parse_tag_section(text, 0, &mut rep);
        assert!(matches!(tags[0].value, Cow::Borrowed("Sijbrands")));
        assert_eq!(
            (tags[0].span.line, tags[0].span.column, tags[0].span.len),
            (1, 1, 19)
        );
    }

    #[test]
    fn padded_names_split_tags_and_literal_escapes() {
        let (tags, _, diags) = read(
            "[Event      \"x\"]\\r\n[\nSite \"y\"]\\r\n[Round \"1\"]",
            Strictness::Liberal,
        );
        assert_eq!(
            tags,
            pairs(&[("Event", "x"), ("Site", "y"), ("Round", "1")])
        );
        assert_eq!(
            diags,
            vec![("LiteralEscape".to_owned(), 1, 17, Severity::Warning)]
        );
    }

    #[test]
    fn placeholders_lone_brackets_and_missing_brackets_are_reported() {
        let (tags, _, diags) = read(
            "[Empty]\n[\n[Event \"a\"]\nSite \"b\"]\n",
            Strictness::Liberal,
        );
        assert_eq!(tags, pairs(&[("Event", "a"), ("Site", "b")]));
        assert_eq!(
            diags,
            vec![
                ("MalformedTag".to_owned(), 1, 1, Severity::Warning),
                ("MalformedTag".to_owned(), 2, 1, Severity::Warning),
                ("MissingTagBracket".to_owned(), 4, 1, Severity::Warning),
            ]
        );
    }

    #[test]
    fn unclosed_values_end_at_the_line_end() {
        let (tags, _, diags) = read("[Event \"abc]\n[Site \"s\"]", Strictness::Liberal);
        assert_eq!(tags, pairs(&[("Event", "abc"), ("Site", "s")]));
        assert_eq!(
            diags,
            vec![("UnterminatedString".to_owned(), 1, 8, Severity::Error)]
        );
    }

    #[test]
    fn strict_mode_checks_names() {
        let (_, _, diags) = read("[&#x00c9;v \"x\"][Setup \"1\"]", Strictness::Pdn3);
        assert_eq!(
            diags,
            vec![("InvalidTagName".to_owned(), 1, 2, Severity::Error)]
        );
        let (_, _, liberal) = read("[&#x00c9;v \"x\"]", Strictness::Liberal);
        assert!(liberal.is_empty());
    }

    #[test]
    fn percent_lines_before_tags_are_skipped() {
        let (tags, _, _) = read(
            "% Board game: International Draughts 10x10\r\n[Date \"2012.02.01\"]\r\n1. 32-28",
            Strictness::Liberal,
        );
        assert_eq!(tags, pairs(&[("Date", "2012.02.01")]));
    }
}
