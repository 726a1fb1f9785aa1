//! The tag section: the tag pairs of [`crate::grammar`] in order, with the recoveries
//! real files need (a tag missing its `[`, `[Empty]` placeholders, a lone `[`, an unclosed
//! value), and a cap on how many one game keeps.

use crate::bytes::{byte_at, is_space};
use crate::diagnostic::Strictness;
use crate::diagnostic::{DiagnosticKind, excerpt};
use crate::game::Tag;
use crate::grammar::{TagValue, bare_tag_name, tag_close, tag_name, tag_open, tag_value, taken};
use crate::reporter::Reporter;
use crate::span::TextRange;
use crate::trivia::{line_end, skip_trivia};
use nom::Parser;
use nom::character::complete::space0;
use std::borrow::Cow;

/// Most tags kept for one game. Real games carry the seven-tag roster and a dozen more;
/// the cap keeps what every reader of a game does per tag (the referee keeps the first of
/// each name) bounded by the cap, not by the length of a hostile tag section.
pub const MAX_TAGS: usize = 256;

/// A tag value that says something: trimmed, and neither empty nor a placeholder for "not
/// known" (`?`, `-`), as real files write `[Black "?"]`.
pub fn known_value(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty() && value != "?" && value != "-").then_some(value)
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

/// The tag value at `quote` (which holds `"`): the value, the offset after it, and
/// whether it was closed. An unclosed one is reported, and loses a trailing `]` that
/// plainly closed the tag.
fn value_at<'a>(
    text: &'a str,
    quote: usize,
    rep: &mut Reporter<'a>,
) -> (Cow<'a, str>, usize, bool) {
    let input = text.as_bytes().get(quote..).unwrap_or_default();
    let unread = TagValue {
        raw: &[],
        closed: false,
        escaped: false,
    };
    let (rest, value) = tag_value(input).unwrap_or((input, unread));
    let raw = text
        .get(quote + 1..quote + 1 + value.raw.len())
        .unwrap_or("");
    let next = quote + taken(input, rest);
    let unescape = |raw| {
        if value.escaped {
            unescape(raw)
        } else {
            Cow::Borrowed(raw)
        }
    };
    if value.closed {
        return (unescape(raw), next, true);
    }
    rep.report(DiagnosticKind::UnterminatedString, quote);
    let raw = raw.trim_end();
    let raw = raw.strip_suffix(']').unwrap_or(raw);
    (unescape(raw), next, false)
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

/// The end of the spaces and tabs from `pos`.
fn after_spaces(bytes: &[u8], pos: usize) -> usize {
    let input = bytes.get(pos..).unwrap_or_default();
    match space0::<&[u8], nom::error::Error<&[u8]>>(input) {
        Ok((rest, _)) => pos + taken(input, rest),
        Err(_) => pos,
    }
}

/// tag_pair = tag_open tag_name tag_value tag_close, at `pos` (which holds `[`). Returns
/// the tag, if one was read, and the offset to continue from.
fn tag_pair<'a>(text: &'a str, pos: usize, rep: &mut Reporter<'a>) -> (Option<Tag<'a>>, usize) {
    let bytes = text.as_bytes();
    let input = bytes.get(pos..).unwrap_or_default();
    let Ok((after_open, _)) = tag_open(input) else {
        return (None, pos);
    };
    let mut p = pos + taken(input, after_open);
    while byte_at(bytes, p).is_some_and(is_space) {
        p += 1;
    }
    let Ok((_, name)) = tag_name(bytes.get(p..).unwrap_or_default()) else {
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
    let name = text.get(p..p + name.len()).unwrap_or("");
    p = after_spaces(bytes, p + name.len());
    if byte_at(bytes, p) != Some(b'"') {
        // `[Empty]` placeholders, or a name with no value.
        let next = skip_bad_tag(bytes, p.saturating_sub(1).max(pos));
        let found = excerpt(text.get(pos..next).unwrap_or("["));
        rep.report(DiagnosticKind::MalformedTag { found }, pos);
        return (None, next);
    }
    check_name(name, name_at, rep);
    let (value, after_value, closed) = value_at(text, p, rep);
    p = after_spaces(bytes, after_value);
    if let Ok((rest, _)) = tag_close.parse(bytes.get(p..).unwrap_or_default()) {
        p = bytes.len() - rest.len();
    } else if closed {
        let found = excerpt(text.get(pos..p).unwrap_or("["));
        rep.report(DiagnosticKind::MalformedTag { found }, pos);
    }
    let at = TextRange::new(pos, p - pos);
    (Some(Tag { name, value, at }), p)
}

/// `Name "value"]` at a line start, missing its `[`.
fn bare_tag<'a>(text: &'a str, pos: usize, rep: &mut Reporter<'a>) -> Option<(Tag<'a>, usize)> {
    let bytes = text.as_bytes();
    let (_, name) = bare_tag_name(bytes.get(pos..)?).ok()?;
    let name = text.get(pos..pos + name.len())?;
    let quote = after_spaces(bytes, pos + name.len());
    if byte_at(bytes, quote) != Some(b'"') || !rep.loc.at_line_start(pos) {
        return None;
    }
    rep.report(
        DiagnosticKind::MissingTagBracket {
            found: excerpt(name),
        },
        pos,
    );
    check_name(name, pos, rep);
    let (value, after_value, _) = value_at(text, quote, rep);
    let mut p = after_spaces(bytes, after_value);
    if let Ok((rest, _)) = tag_close.parse(bytes.get(p..).unwrap_or_default()) {
        p = bytes.len() - rest.len();
    }
    let at = TextRange::new(pos, p - pos);
    Some((Tag { name, value, at }, p))
}

/// Reads the tag section from `pos`; returns the tags in order (at most [`MAX_TAGS`]) and
/// where the movetext starts.
pub(crate) fn parse_tag_section<'a>(
    text: &'a str,
    mut pos: usize,
    rep: &mut Reporter<'a>,
) -> (Vec<Tag<'a>>, usize) {
    // Most games carry the seven-tag roster and a few more.
    let mut tags = Vec::with_capacity(if text.starts_with('[') { 12 } else { 0 });
    let mut capped = false;
    loop {
        pos = skip_trivia(text, pos, rep, true);
        let at = pos;
        let tag = match byte_at(text.as_bytes(), pos) {
            Some(b'[') => {
                let (tag, next) = tag_pair(text, pos, rep);
                pos = next;
                tag
            }
            Some(b) if b.is_ascii_alphabetic() => match bare_tag(text, pos, rep) {
                Some((tag, next)) => {
                    pos = next;
                    Some(tag)
                }
                None => break,
            },
            _ => break,
        };
        let Some(tag) = tag else { continue };
        if tags.len() < MAX_TAGS {
            tags.push(tag);
        } else if !capped {
            // Reported once; the tags after it are read (to find the movetext) and dropped.
            capped = true;
            rep.report(DiagnosticKind::TooManyTags { max: MAX_TAGS }, at);
        }
    }
    (tags, pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::DiagnosticSeverity;
    use crate::reporter::ChunkContext;

    type Pairs = Vec<(String, String)>;

    #[test]
    fn placeholders_say_nothing() {
        assert_eq!(known_value(" Sijbrands, Ton "), Some("Sijbrands, Ton"));
        for nothing in ["", "  ", "?", " - "] {
            assert_eq!(known_value(nothing), None, "{nothing:?}");
        }
    }
    type Found = Vec<(String, u32, u32, DiagnosticSeverity)>;

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
        assert_eq!(tags[0].at, TextRange::new(0, 19));
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
            vec![(
                "LiteralEscape".to_owned(),
                1,
                17,
                DiagnosticSeverity::Warning
            )]
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
                ("MalformedTag".to_owned(), 1, 1, DiagnosticSeverity::Warning),
                ("MalformedTag".to_owned(), 2, 1, DiagnosticSeverity::Warning),
                (
                    "MissingTagBracket".to_owned(),
                    4,
                    1,
                    DiagnosticSeverity::Warning
                ),
            ]
        );
    }

    #[test]
    fn unclosed_values_end_at_the_line_end() {
        let (tags, _, diags) = read("[Event \"abc]\n[Site \"s\"]", Strictness::Liberal);
        assert_eq!(tags, pairs(&[("Event", "abc"), ("Site", "s")]));
        assert_eq!(
            diags,
            vec![(
                "UnterminatedString".to_owned(),
                1,
                8,
                DiagnosticSeverity::Error
            )]
        );
    }

    #[test]
    fn strict_mode_checks_names() {
        let (_, _, diags) = read("[&#x00c9;v \"x\"][Setup \"1\"]", Strictness::Pdn3);
        assert_eq!(
            diags,
            vec![("InvalidTagName".to_owned(), 1, 2, DiagnosticSeverity::Error)]
        );
        let (_, _, liberal) = read("[&#x00c9;v \"x\"]", Strictness::Liberal);
        assert!(liberal.is_empty());
    }

    #[test]
    fn a_game_keeps_at_most_max_tags_and_says_so_once() {
        let text: String = (0..MAX_TAGS + 10)
            .map(|i| format!("[T{i} \"v\"]\n"))
            .collect();
        let (tags, pos, diags) = read(&text, Strictness::Liberal);
        assert_eq!(tags.len(), MAX_TAGS);
        assert_eq!(tags.last().map(|t| t.0.as_str()), Some("T255"));
        // Every tag is read (the movetext starts after the last one); one error names the cap.
        assert_eq!(pos, text.len());
        let line = u32::try_from(MAX_TAGS).unwrap() + 1;
        assert_eq!(
            diags,
            vec![("TooManyTags".to_owned(), line, 1, DiagnosticSeverity::Error)]
        );
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
