//! The PDN grammar: one nom parser per production of PDN.md "Reading", named after it,
//! over the bytes of one decoded game.
//!
//! Read it beside the PDN 3.0 reading grammar (wiegerw/pdn `PdnReading.g4`):
//!
//! | PDN 3.0 | here | PDN.md adds |
//! |---|---|---|
//! | `pdnTag` | [`tag_open`], [`tag_name`], [`tag_value`], [`tag_close`] | a tag missing its `[` ([`bare_tag_name`]) |
//! | `MOVENUMBER` | [`move_number`] | `12…` |
//! | `move`, `square` | [`move_`], [`separator`] | `:`, `X`, spaces after a separator, `3228`, squares past 50 |
//! | `MOVESTRENGTH` | [`strength_sign`] | `*` right after a move |
//! | `NAG` | [`nag`] | |
//! | `COMMENT`, `LINE_COMMENT` | [`comment`], [`line_comment`] | `;` comments |
//! | `variation` | [`variation_start`], [`variation_end`] | |
//! | `SETUP` | [`setup`], [`setup_fen`] | |
//! | `result`, `ASTERISK` | [`result`] | `½-½`, `0.5-0.5` |
//! | `ELLIPSES` | [`placeholder`] | `…`, the unknown move `-` ([`unknown_move`]) |
//!
//! The productions know syntax only. What a token means (which move a number belongs to,
//! where a comment attaches, what is reported) is the movetext's and the tag section's
//! job. A production that fails past its point of no return (`cut`: a `{` without its
//! `}`, a `$` without digits) fails with [`Mismatch`], which says what was expected and
//! where the input stopped fitting, so the caller reports the fault, not a later symptom.

mod moves;
mod notes;
mod tags;

pub(crate) use moves::{
    NumberMark, PlainMove, WrittenMove, move_, move_number, placeholder, plain_move,
    plain_move_number, result, unknown_move,
};
pub(crate) use notes::{
    StrengthSign, comment, line_comment, nag, setup, setup_fen, strength_sign, variation_end,
    variation_start,
};
pub(crate) use tags::{TagValue, bare_tag_name, tag_close, tag_name, tag_open, tag_value};

pub(crate) use crate::bytes::first_char;
use crate::bytes::{is_space, unicode_space_len};
use crate::game::Separator;
use nom::error::{ErrorKind, ParseError};
use nom::{Err, IResult, Parser};

pub(crate) use crate::diagnostic::Expected;

/// Why a production did not match: what the grammar expected, and the input left where
/// it stopped fitting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mismatch<'a> {
    /// The input from the byte that did not fit.
    pub(crate) rest: &'a [u8],
    /// What the grammar allows there (`None` until a production names it).
    pub(crate) expected: Option<Expected>,
}

impl<'a> ParseError<&'a [u8]> for Mismatch<'a> {
    fn from_error_kind(input: &'a [u8], _kind: ErrorKind) -> Self {
        Mismatch {
            rest: input,
            expected: None,
        }
    }

    fn append(_input: &'a [u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// `parser`, its failures naming `what` it expected (unless an inner production did).
pub(crate) fn expect<'a, O>(
    what: Expected,
    mut parser: impl Parser<&'a [u8], Output = O, Error = Mismatch<'a>>,
) -> impl Parser<&'a [u8], Output = O, Error = Mismatch<'a>> {
    move |input: &'a [u8]| {
        parser.parse(input).map_err(|e| {
            e.map(|m| Mismatch {
                expected: m.expected.or(Some(what)),
                ..m
            })
        })
    }
}

/// What every production returns.
pub(crate) type Parsed<'a, T> = IResult<&'a [u8], T, Mismatch<'a>>;

/// A plain (backtracking) failure at `input`.
pub(crate) fn mismatch<T>(input: &[u8], expected: Expected) -> Parsed<'_, T> {
    Err(Err::Error(Mismatch {
        rest: input,
        expected: Some(expected),
    }))
}

/// `input` without its first byte.
pub(crate) fn after_first(input: &[u8]) -> &[u8] {
    input.get(1..).unwrap_or_default()
}

/// How many bytes of `input` a production took, given what it left.
pub(crate) fn taken(input: &[u8], rest: &[u8]) -> usize {
    input.len() - rest.len()
}

/// One element of the movetext: PDN 3.0's `gameBody` items, the terminator, and what
/// PDN.md reads besides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Element<'a> {
    /// `{...}`: the text inside the braces.
    Comment(&'a [u8]),
    /// `; ...`, or `% ...` at a line start: the text after the marker.
    LineComment(&'a [u8]),
    /// `(`.
    VariationStart,
    /// `)`.
    VariationEnd,
    /// `$n`: the digits.
    Nag(&'a [u8]),
    /// `!?` or `(?)` standing apart from the move.
    Strength(StrengthSign<'a>),
    /// `/.../`: the text between the slashes.
    Setup(&'a [u8]),
    /// A result or `*`.
    Result,
    /// `...` or `…` standing for a move.
    Placeholder,
    /// `-`: a move nobody recorded.
    UnknownMove,
    /// `12.`, `12...`, `12…`.
    MoveNumber(NumberMark),
    /// A move.
    Move(WrittenMove),
    /// The usual move, read as a byte pattern: what [`Element::Move`] would give, with
    /// nothing to report and whitespace after it.
    PlainMove(PlainMove),
    /// A stray `.` or `}`.
    Stray,
}

/// Which roads the reader takes through the grammar: the byte patterns for the usual
/// tokens and then the productions ([`Paths::Fast`], what reading uses), or the
/// productions alone ([`Paths::General`], the reference tests compare the fast paths with).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Paths {
    /// [`plain_move_number`] and [`plain_move`] before the productions.
    #[default]
    Fast,
    /// The productions alone.
    #[cfg_attr(not(test), allow(dead_code))]
    General,
}

/// element = comment | line_comment | variation_start | variation_end | nag
///         | strength_sign | setup | number_move_or_result | move | placeholder
///         | unknown_move | stray
///
/// Chosen by the first byte, as an LL(1) grammar reads (a `%` starts a line comment only
/// at a line start, which `at_line_start` tells when asked).
pub(crate) fn element(
    input: &[u8],
    paths: Paths,
    at_line_start: impl FnOnce() -> bool,
) -> Parsed<'_, Element<'_>> {
    let Some(&first) = input.first() else {
        return mismatch(input, Expected::MoveOrResult);
    };
    match first {
        b'{' => comment(input).map(|(rest, c)| (rest, Element::Comment(c))),
        b';' => line_comment(input).map(|(rest, c)| (rest, Element::LineComment(c))),
        b'%' if at_line_start() => {
            line_comment(input).map(|(rest, c)| (rest, Element::LineComment(c)))
        }
        b'(' => match strength_sign(input) {
            Ok((rest, sign)) => Ok((rest, Element::Strength(sign))),
            Err(_) => variation_start(input).map(|(rest, _)| (rest, Element::VariationStart)),
        },
        b')' => variation_end(input).map(|(rest, _)| (rest, Element::VariationEnd)),
        b'$' => nag(input).map(|(rest, digits)| (rest, Element::Nag(digits))),
        b'!' | b'?' => strength_sign(input).map(|(rest, s)| (rest, Element::Strength(s))),
        b'/' => setup(input).map(|(rest, inner)| (rest, Element::Setup(inner))),
        b'-' => unknown_move(input).map(|(rest, ())| (rest, Element::UnknownMove)),
        b'0'..=b'9' | b'*' | 0xC2 => number_move_or_result(input, paths),
        b'a'..=b'z' => move_(input).map(|(rest, mv)| (rest, Element::Move(mv))),
        b'.' | 0xE2 => match placeholder(input) {
            Ok((rest, ())) => Ok((rest, Element::Placeholder)),
            Err(_) if first == b'.' => Ok((after_first(input), Element::Stray)),
            Err(e) => Err(e),
        },
        b'}' => Ok((after_first(input), Element::Stray)),
        _ => mismatch(input, Expected::MoveOrResult),
    }
    // Past a point of no return a production says what it expected; anything else that
    // does not fit is no element at all.
    .map_err(|e| match e {
        Err::Error(m) => Err::Error(Mismatch {
            expected: Some(Expected::MoveOrResult),
            ..m
        }),
        failure => failure,
    })
}

/// number_move_or_result = result | move_number | move
///
/// The tokens that start with a digit (or are `*` or `½-½`), in that order: `1-0` is a
/// result, `1.` a number, `1-10` a move. Most of them are the usual `12.` and `32-28`,
/// which [`Paths::Fast`] reads as byte patterns first ([`plain_move_number`],
/// [`plain_move`]: the tests check they read what the productions read).
pub(crate) fn number_move_or_result(input: &[u8], paths: Paths) -> Parsed<'_, Element<'_>> {
    if paths == Paths::Fast {
        if let Some((rest, number)) = plain_move_number(input) {
            return Ok((rest, Element::MoveNumber(number)));
        }
        if let Some((rest, plain)) = plain_move(input) {
            return Ok((rest, Element::PlainMove(plain)));
        }
    }
    if let Ok((rest, _)) = result(input) {
        return Ok((rest, Element::Result));
    }
    if let Ok((rest, number)) = move_number(input) {
        return Ok((rest, Element::MoveNumber(number)));
    }
    move_(input).map(|(rest, mv)| (rest, Element::Move(mv)))
}

/// separator = "-" | "x" | "X" | ":"
pub(crate) fn separator(input: &[u8]) -> Parsed<'_, Separator> {
    let separator = match input.first() {
        Some(b'-') => Separator::Dash,
        Some(b'x' | b'X') => Separator::Cross,
        Some(b':') => Separator::Colon,
        _ => return mismatch(input, Expected::Separator),
    };
    Ok((after_first(input), separator))
}

/// The separator of a move whose squares were separated by `acc` so far, then by `next`.
pub(crate) fn merge_separator(acc: Separator, next: Separator) -> Separator {
    match acc {
        Separator::None => next,
        same if same == next => same,
        _ => Separator::Mixed,
    }
}

/// token_end: the end of the input, whitespace, or a byte that starts another element.
/// Takes nothing.
pub(crate) fn token_end(input: &[u8]) -> Parsed<'_, ()> {
    if is_token_end(input) {
        Ok((input, ()))
    } else {
        mismatch(input, Expected::TokenEnd)
    }
}

/// Whether a token ends before `input` (see [`token_end`]).
pub(crate) fn is_token_end(input: &[u8]) -> bool {
    match input.first() {
        None => true,
        Some(&b) if is_space(b) => true,
        Some(b'{' | b'}' | b'(' | b')' | b';' | b'$' | b'[' | b']' | b'/' | b'\\' | b'%') => true,
        Some(&b) if b >= 0x80 => unicode_space_len(input).is_some(),
        Some(_) => false,
    }
}
