//! Move numbers, moves, results and the tokens that stand for a move.

use super::{Expected, Parsed, is_token_end, merge_separator, mismatch, separator, token_end};
use crate::counts::MoveNumber;
use crate::game::{MoveKind, Separator, Side, WrittenSquares};
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while_m_n};
use nom::character::complete::{digit1, one_of, satisfy, space0};
use nom::combinator::value;
use nom::multi::fold_many1;
use nom::{AsChar, Parser};

/// A move number as written: its number and the side whose move it announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumberMark {
    /// Its value (`u32::MAX` when it does not fit).
    pub(crate) number: MoveNumber,
    /// White for `12.`, Black for `12...` and `12…`.
    pub(crate) side: Side,
}

/// move_number = digit+ ("..." | "…" | ".")
pub(crate) fn move_number(input: &[u8]) -> Parsed<'_, NumberMark> {
    let (after_digits, digits) = digit1(input)?;
    let (rest, side) = match after_digits {
        [b'.', b'.', b'.', rest @ ..] => (rest, Side::Black),
        // `…`, one character in UTF-8.
        [0xE2, 0x80, 0xA6, rest @ ..] => (rest, Side::Black),
        [b'.', rest @ ..] => (rest, Side::White),
        _ => return mismatch(after_digits, Expected::DotAfterMoveNumber),
    };
    let number = MoveNumber(digits_value(digits).unwrap_or(u32::MAX));
    Ok((rest, NumberMark { number, side }))
}

/// The usual move number, `12.` (one to three digits, no leading zero, one dot, no second
/// dot): what [`move_number`] reads, as one byte pattern. `None` for anything else.
#[inline]
pub(crate) fn plain_move_number(input: &[u8]) -> Option<(&[u8], NumberMark)> {
    let digit = |d: u8| u32::from(d - b'0');
    let after = |next: u8| next != b'.' && next.is_ascii();
    let (len, number) = match *input {
        [a @ b'1'..=b'9', b'.', next, ..] if after(next) => (2, digit(a)),
        [a @ b'1'..=b'9', b @ b'0'..=b'9', b'.', next, ..] if after(next) => {
            (3, digit(a) * 10 + digit(b))
        }
        [
            a @ b'1'..=b'9',
            b @ b'0'..=b'9',
            c @ b'0'..=b'9',
            b'.',
            next,
            ..,
        ] if after(next) => (4, digit(a) * 100 + digit(b) * 10 + digit(c)),
        _ => return None,
    };
    let (number, side) = (MoveNumber(number), Side::White);
    Some((input.get(len..)?, NumberMark { number, side }))
}

/// The usual move: two squares, nothing to report, whitespace after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlainMove {
    /// From and to.
    pub(crate) squares: [u8; 2],
    /// `-` or `x`.
    pub(crate) separator: Separator,
}

impl From<PlainMove> for WrittenMove {
    fn from(plain: PlainMove) -> Self {
        let mut mv = WrittenMove::new(MoveKind::Numeric);
        mv.separator = plain.separator;
        let [from, to] = plain.squares;
        mv.push(from);
        mv.push(to);
        mv
    }
}

/// The usual move, `32-28` or `7x18` followed by whitespace (two squares of one or two
/// digits without leading zero, `-`, `x` or `X` between them): what [`move_`] reads, as one
/// byte pattern. `None` for anything else; a three-byte `a-b` may be a result and is
/// never matched.
#[inline]
pub(crate) fn plain_move(input: &[u8]) -> Option<(&[u8], PlainMove)> {
    let two = |a: u8, b: u8| (a - b'0') * 10 + (b - b'0');
    let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
    let (len, from, s, to) = match *input {
        [
            a @ b'1'..=b'9',
            b @ b'0'..=b'9',
            s,
            c @ b'1'..=b'9',
            d @ b'0'..=b'9',
            w,
            ..,
        ] if space(w) => (5, two(a, b), s, two(c, d)),
        [a @ b'1'..=b'9', b @ b'0'..=b'9', s, c @ b'0'..=b'9', w, ..] if space(w) => {
            (4, two(a, b), s, c - b'0')
        }
        [a @ b'0'..=b'9', s, c @ b'1'..=b'9', d @ b'0'..=b'9', w, ..] if space(w) => {
            (4, a - b'0', s, two(c, d))
        }
        _ => return None,
    };
    let separator = match s {
        b'-' => Separator::Dash,
        b'x' | b'X' => Separator::Cross,
        _ => return None,
    };
    let squares = [from, to];
    Some((input.get(len..)?, PlainMove { squares, separator }))
}

/// The value of ASCII digits, `None` when it does not fit a `u32` (as `str::parse`
/// gives, without its sign and radix handling, which showed up in profiles).
pub(crate) fn digits_value(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u32, |value, &d| {
        value
            .checked_mul(10)?
            .checked_add(u32::from(d.wrapping_sub(b'0')))
    })
}

/// A move as written: its squares (numeric moves only), its separator and its quirks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WrittenMove {
    /// Square numbers or algebraic squares.
    pub(crate) kind: MoveKind,
    /// The squares of a numeric move, 0..=99 (none when one is out of range).
    pub(crate) squares: WrittenSquares,
    /// How its squares are separated.
    pub(crate) separator: Separator,
    /// A square written with a leading zero (`01-07`).
    pub(crate) leading_zero: bool,
    /// Spaces after a separator (`1- 6`).
    pub(crate) spaced: bool,
    /// `3228`, four digits without a separator.
    pub(crate) no_separator: bool,
    /// More squares than a token holds.
    pub(crate) too_many: bool,
    /// A square of three digits or more.
    pub(crate) out_of_range: bool,
}

impl WrittenMove {
    fn new(kind: MoveKind) -> Self {
        WrittenMove {
            kind,
            squares: WrittenSquares::new(),
            separator: Separator::None,
            leading_zero: false,
            spaced: false,
            no_separator: false,
            too_many: false,
            out_of_range: false,
        }
    }

    /// Adds a square as written (digits only), noting leading zeros and bad values.
    fn add_square(&mut self, digits: &[u8]) {
        self.leading_zero |= digits.len() > 1 && digits.first() == Some(&b'0');
        match *digits {
            [d] => self.push(d - b'0'),
            [a, b] => self.push((a - b'0') * 10 + (b - b'0')),
            _ => self.out_of_range = true,
        }
    }

    fn push(&mut self, square: u8) {
        self.too_many |= !self.squares.push(square);
    }
}

/// move = numeric_move | algebraic_move
///
/// The one move lexer: every move goes through it, greedily, so that `1-10` is one token
/// before anyone asks whether it is the result `1-1`.
pub(crate) fn move_(input: &[u8]) -> Parsed<'_, WrittenMove> {
    match input.first() {
        Some(b'0'..=b'9') => numeric_move(input),
        _ => algebraic_move(input),
    }
}

/// numeric_move = square (separator " "* square)* | digit digit digit digit
///
/// `32-28`, `28x19x10`, `28:19`, `1- 6`, `01-07`, and `3228` (two squares without a
/// separator). A separator belongs to the move only if a square follows it.
fn numeric_move(input: &[u8]) -> Parsed<'_, WrittenMove> {
    let (mut rest, first) = digit1(input)?;
    let mut mv = WrittenMove::new(MoveKind::Numeric);
    mv.add_square(first);
    let mut more = false;
    while let Ok((after, (separator, gap, square))) = next_square(rest) {
        mv.separator = merge_separator(mv.separator, separator);
        mv.spaced |= !gap.is_empty();
        mv.add_square(square);
        more = true;
        rest = after;
    }
    if more {
        return Ok((rest, mv));
    }
    match *first {
        [a, b, c, d] => {
            let mut mv = WrittenMove::new(MoveKind::Numeric);
            mv.no_separator = true;
            mv.add_square(&[a, b]);
            mv.add_square(&[c, d]);
            Ok((rest, mv))
        }
        _ => mismatch(input, Expected::Move),
    }
}

/// separator " "* square: the next square of a numeric move, and the spaces before it.
fn next_square(input: &[u8]) -> Parsed<'_, (Separator, &[u8], &[u8])> {
    (separator, space0, digit1).parse(input)
}

/// algebraic_move = algebraic_square (algebraic_separator? algebraic_square)+
///
/// `a3b4`, `c3-d4`, `b6xd4xb2`: not international notation, kept for the referee to
/// report. (A square after a square may be named `x`: `a3x5` is a3 then x5.)
fn algebraic_move(input: &[u8]) -> Parsed<'_, WrittenMove> {
    let separated = (one_of("-x:"), algebraic_square).map(|(c, ())| match c {
        '-' => Separator::Dash,
        ':' => Separator::Colon,
        _ => Separator::Cross,
    });
    let next_square = alt((separated, value(Separator::None, algebraic_square)));
    let (rest, ()) = algebraic_square(input)?;
    let (rest, separator) = fold_many1(
        next_square,
        || Separator::None,
        |acc, next| match next {
            Separator::None => acc,
            next => merge_separator(acc, next),
        },
    )
    .parse(rest)?;
    let mut mv = WrittenMove::new(MoveKind::Alphanumeric);
    mv.separator = separator;
    Ok((rest, mv))
}

/// algebraic_square = [a-z] digit digit?
fn algebraic_square(input: &[u8]) -> Parsed<'_, ()> {
    let file = satisfy(|c| c.is_ascii_lowercase());
    let rank = take_while_m_n(1, 2, |b: u8| b.is_dec_digit());
    value((), (file, rank)).parse(input)
}

/// result = ("2-0" | "0-2" | "1-1" | "0-0" | "1-0" | "0-1" | "1/2-1/2" | "0.5-0.5" | "½-½")
///          token_end
///        | "*"
///
/// Whole tokens only: `1-10` is a move, not `1-1` followed by `0`. (The forms are byte
/// patterns: this runs for every token that starts with a digit.)
pub(crate) fn result(input: &[u8]) -> Parsed<'_, &[u8]> {
    let Some((len, _, _)) = crate::result::result_prefix(input) else {
        return mismatch(input, Expected::Result);
    };
    let (text, rest) = input.split_at(len);
    if text == b"*" {
        return Ok((rest, text));
    }
    let (rest, ()) = token_end(rest)?;
    Ok((rest, text))
}

/// placeholder = "..." | "…"
pub(crate) fn placeholder(input: &[u8]) -> Parsed<'_, ()> {
    value((), alt((tag("..."), tag("…".as_bytes())))).parse(input)
}

/// unknown_move = "-" (token_end | "!" | "?"), the `-` taken alone: a move nobody
/// recorded (a strength sign may follow it, as the writer puts it back).
pub(crate) fn unknown_move(input: &[u8]) -> Parsed<'_, ()> {
    let (rest, _) = tag("-").parse(input)?;
    if is_token_end(rest) || matches!(rest.first(), Some(b'!' | b'?')) {
        Ok((rest, ()))
    } else {
        mismatch(input, Expected::MoveOrResult)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom::{
        IResult, bytes::complete::take_while_m_n, character::complete::satisfy,
        combinator::recognize,
    };

    /// The grammar of alphanumeric moves as nom reads it on text, written out flat: the
    /// reference [`algebraic_move`] must agree with.
    fn alphanumeric_reference(input: &str) -> Option<(usize, Separator)> {
        fn square(i: &str) -> IResult<&str, &str> {
            recognize((
                satisfy(|c| c.is_ascii_lowercase()),
                take_while_m_n(1, 2, |c: char| c.is_ascii_digit()),
            ))
            .parse(i)
        }
        let (mut rest, _) = square(input).ok()?;
        let mut count = 1;
        let mut separator = Separator::None;
        loop {
            if let Ok((after, (sep, _))) =
                (one_of::<&str, &str, nom::error::Error<&str>>("-x:"), square).parse(rest)
            {
                let sep = match sep {
                    '-' => Separator::Dash,
                    ':' => Separator::Colon,
                    _ => Separator::Cross,
                };
                separator = merge_separator(separator, sep);
                rest = after;
            } else if let Ok((after, _)) = square(rest) {
                rest = after;
            } else {
                break;
            }
            count += 1;
        }
        (count >= 2).then_some((input.len() - rest.len(), separator))
    }

    fn lexed(text: &str) -> Option<(usize, Separator)> {
        let (rest, mv) = move_(text.as_bytes()).ok()?;
        (mv.kind == MoveKind::Alphanumeric).then_some((text.len() - rest.len(), mv.separator))
    }

    #[test]
    fn alphanumeric_moves_lex_as_the_grammar_says() {
        for text in [
            "a3b4", "c3-d4 ", "b6xd4xb2", "a3x5", "a3-", "a3", "h10g9:f8", "a3b4c",
        ] {
            assert_eq!(lexed(text), alphanumeric_reference(text), "{text}");
        }
    }

    proptest::proptest! {
        #[test]
        fn the_alphanumeric_lexer_agrees_with_the_grammar(
            text in "[a-cx0-9:x \n-]{0,12}",
        ) {
            let lexed = text
                .as_bytes()
                .first()
                .is_some_and(u8::is_ascii_lowercase)
                .then(|| lexed(&text))
                .flatten();
            proptest::prop_assert_eq!(lexed, alphanumeric_reference(&text));
        }
    }

    proptest::proptest! {
        #[test]
        fn the_plain_patterns_read_what_the_productions_read(
            text in "[0-9xX:. \n\t-]{0,9}",
        ) {
            let input = text.as_bytes();
            if let Some((rest, plain)) = plain_move(input) {
                proptest::prop_assert_eq!(move_(input).ok(), Some((rest, plain.into())));
                proptest::prop_assert!(result(input).is_err());
            }
            if let Some(plain) = plain_move_number(input) {
                proptest::prop_assert_eq!(move_number(input).ok(), Some(plain));
                proptest::prop_assert!(result(input).is_err());
            }
        }
    }

    #[test]
    fn digit_values_agree_with_str_parse() {
        for digits in [
            "",
            "0",
            "7",
            "012",
            "4294967295",
            "4294967296",
            "99999999999",
        ] {
            assert_eq!(
                digits_value(digits.as_bytes()),
                digits.parse::<u32>().ok(),
                "{digits}"
            );
        }
    }

    fn numeric(text: &str) -> Option<(usize, Vec<u8>, Separator, [bool; 5])> {
        let (rest, mv) = move_(text.as_bytes()).ok()?;
        Some((
            text.len() - rest.len(),
            mv.squares.to_vec(),
            mv.separator,
            [
                mv.leading_zero,
                mv.spaced,
                mv.no_separator,
                mv.too_many,
                mv.out_of_range,
            ],
        ))
    }

    #[test]
    fn numeric_moves_take_every_written_form() {
        let f = false;
        assert_eq!(
            numeric("32-28 "),
            Some((5, vec![32, 28], Separator::Dash, [f; 5]))
        );
        assert_eq!(
            numeric("32x23X12"),
            Some((8, vec![32, 23, 12], Separator::Cross, [f; 5]))
        );
        assert_eq!(
            numeric("1- 6"),
            Some((4, vec![1, 6], Separator::Dash, [f, true, f, f, f]))
        );
        assert_eq!(
            numeric("3228"),
            Some((4, vec![32, 28], Separator::None, [f, f, true, f, f]))
        );
        assert_eq!(
            numeric("01-07"),
            Some((5, vec![1, 7], Separator::Dash, [true, f, f, f, f]))
        );
        assert_eq!(
            numeric("28:19-"),
            Some((5, vec![28, 19], Separator::Colon, [f; 5]))
        );
        assert_eq!(numeric("123-45").map(|m| m.3[4]), Some(true));
        assert_eq!(numeric("123"), None);
        assert_eq!(numeric("12 "), None);
        assert_eq!(numeric("32-23x12").map(|m| m.2), Some(Separator::Mixed));
    }

    #[test]
    fn results_are_whole_tokens() {
        for text in ["2-0", "1-1{", "1/2-1/2 ", "0.5-0.5", "½-½\n", "*", "*x"] {
            assert!(result(text.as_bytes()).is_ok(), "{text}");
        }
        for text in ["1-10", "1-1x", "2-0.", "32-28", "1/2", "12."] {
            assert!(result(text.as_bytes()).is_err(), "{text}");
        }
    }

    #[test]
    fn move_numbers_for_both_sides() {
        let number = |t: &str| move_number(t.as_bytes()).ok().map(|(r, n)| (r.len(), n));
        let n = |number, side| NumberMark {
            number: MoveNumber(number),
            side,
        };
        assert_eq!(number("12. "), Some((1, n(12, Side::White))));
        assert_eq!(number("12..."), Some((0, n(12, Side::Black))));
        assert_eq!(number("3…"), Some((0, n(3, Side::Black))));
        assert_eq!(number("99999999999."), Some((0, n(u32::MAX, Side::White))));
        assert_eq!(number("12-"), None);
    }
}
