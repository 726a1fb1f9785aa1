//! What surrounds the moves: comments, NAGs, strength signs, variations and setups.

use super::{Expected, Parsed, expect};
use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_till, take_until, take_while1};
use nom::character::complete::char;
use nom::combinator::{cut, recognize};
use nom::sequence::{delimited, preceded, terminated};

/// comment = "{" (any byte but "}")* "}"
///
/// Past the `{` there is no way back: a comment without its `}` fails there.
pub(crate) fn comment(input: &[u8]) -> Parsed<'_, &[u8]> {
    let body = terminated(take_until("}"), char('}'));
    preceded(char('{'), cut(expect(Expected::CommentEnd, body))).parse(input)
}

/// line_comment = (";" | "%") (any byte but a line end)*
///
/// (A `%` starts one only at a line start, which the caller knows.)
pub(crate) fn line_comment(input: &[u8]) -> Parsed<'_, &[u8]> {
    let marker = alt((char(';'), char('%')));
    preceded(marker, take_till(|b| b == b'\n' || b == b'\r')).parse(input)
}

/// variation_start = "("
pub(crate) fn variation_start(input: &[u8]) -> Parsed<'_, char> {
    char('(').parse(input)
}

/// variation_end = ")"
pub(crate) fn variation_end(input: &[u8]) -> Parsed<'_, char> {
    char(')').parse(input)
}

/// nag = "$" digit+
///
/// Past the `$` there is no way back. (The value is checked by the caller: `$99999` is
/// a NAG that does not fit.)
pub(crate) fn nag(input: &[u8]) -> Parsed<'_, &[u8]> {
    let digits = take_while1(|b: u8| b.is_ascii_digit());
    preceded(char('$'), cut(expect(Expected::NagDigits, digits))).parse(input)
}

/// A strength sign as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StrengthSign<'a> {
    /// The signs, without brackets.
    pub(crate) signs: &'a [u8],
    /// Written in brackets: `(?)`.
    pub(crate) bracketed: bool,
}

impl StrengthSign<'_> {
    /// `*`, the FMJD forced-move sign (which PDN 3.0 writes `$7`).
    pub(crate) fn is_forced(&self) -> bool {
        self.signs == b"*"
    }
}

/// strength_sign = ("!" | "?")+ | "(" ("!" | "?")+ ")" | "*"
///
/// (`*` is a strength sign only right after a move; standing alone it is a result.)
pub(crate) fn strength_sign(input: &[u8]) -> Parsed<'_, StrengthSign<'_>> {
    let signs = || take_while1(|b| b == b'!' || b == b'?');
    let plain = signs().map(|signs| StrengthSign {
        signs,
        bracketed: false,
    });
    let bracketed = delimited(char('('), signs(), char(')')).map(|signs| StrengthSign {
        signs,
        bracketed: true,
    });
    let forced = recognize(char('*')).map(|signs| StrengthSign {
        signs,
        bracketed: false,
    });
    alt((plain, bracketed, forced)).parse(input)
}

/// setup = "/" (any byte but "/" or a line end)* "/"
///
/// A setup stands on one line: a `/` whose closing `/` is on a later line is no setup (it
/// would swallow tag lines, which the splitter reads as the next game).
pub(crate) fn setup(input: &[u8]) -> Parsed<'_, &[u8]> {
    let body = take_till(|b| b == b'/' || b == b'\n' || b == b'\r');
    let closed = terminated(body, char('/'));
    preceded(char('/'), cut(expect(Expected::SetupEnd, closed))).parse(input)
}

/// setup_fen = "FEN" space* "\"" fen "\"", inside the slashes of a setup, surrounding
/// whitespace aside; the FEN between the quotes.
pub(crate) fn setup_fen(inner: &str) -> Option<&str> {
    let mut fen = tag_no_case::<_, _, nom::error::Error<&str>>("FEN");
    let (after, _) = fen.parse(inner.trim()).ok()?;
    after.trim().strip_prefix('"')?.strip_suffix('"')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::Mismatch;
    use nom::Err;

    /// What failed, and how many bytes in.
    fn failure<T>(result: Parsed<'_, T>, input: &[u8]) -> Option<(Expected, usize)> {
        match result {
            Err(Err::Failure(Mismatch { rest, expected })) => {
                Some((expected?, input.len() - rest.len()))
            }
            _ => None,
        }
    }

    #[test]
    fn past_their_point_of_no_return_productions_say_what_they_expected() {
        let open = b"{ never closed";
        assert_eq!(
            failure(comment(open), open),
            Some((Expected::CommentEnd, 1))
        );
        let nag_text = b"$x";
        assert_eq!(
            failure(nag(nag_text), nag_text),
            Some((Expected::NagDigits, 1))
        );
        let setup_text = b"/FEN \"W:W31\n/";
        assert_eq!(
            failure(setup(setup_text), setup_text),
            Some((Expected::SetupEnd, 11))
        );
        // Before the point of no return, a plain mismatch: another production may fit.
        assert!(matches!(comment(b"x"), Err(Err::Error(_))));
    }

    #[test]
    fn comments_nags_setups_and_strength_signs() {
        assert_eq!(comment(b"{a}b"), Ok((&b"b"[..], &b"a"[..])));
        assert_eq!(line_comment(b"; x\ny"), Ok((&b"\ny"[..], &b" x"[..])));
        assert_eq!(nag(b"$12 "), Ok((&b" "[..], &b"12"[..])));
        assert_eq!(
            setup(b"/FEN \"W:W31:B1\"/ 1."),
            Ok((&b" 1."[..], &b"FEN \"W:W31:B1\""[..]))
        );
        assert_eq!(setup_fen(" fen \"W:W31:B1\" "), Some("W:W31:B1"));
        assert_eq!(setup_fen("junk"), None);
        let sign = |input: &'static [u8]| strength_sign(input).ok().map(|(_, s)| s);
        assert_eq!(
            sign(b"(!?) x"),
            Some(StrengthSign {
                signs: b"!?",
                bracketed: true
            })
        );
        assert!(sign(b"*").is_some_and(|s| s.is_forced()));
        assert_eq!(sign(b"(x)"), None);
    }
}
