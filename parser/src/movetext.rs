//! The movetext: moves, numbers, comments, NAGs, strength signs, variations, setups and
//! the terminator, read in one loop.
//!
//! Variations nest to any depth without recursion: each open `(` pushes a line state on
//! an explicit stack and adds a node to the game's flat variation arena, so 100,000
//! nested variations cost memory, not stack.

use crate::clock::{CommandValue, parse_commands};
use crate::diagnostic::{DiagnosticKind, Severity, Strictness, excerpt};
use crate::game::{
    Comment, CommentKind, Game, Line, MAX_SQUARES, MoveKind, MoveNotes, MoveToken, Separator,
    Setup, Side, Squares, Strength, Variation, fen_side,
};
use crate::lexer::{byte_at, fast_paths, is_token_end, line_end, skip_trivia, word_at};
use crate::parse::Reporter;
use crate::result::{GameResult, ResultForm, Terminator, parse_result};
use crate::split::ChunkEnd;
use nom::{IResult, Parser, bytes::complete::take_while1};

/// Most variations kept in one game (nested or not); the 100,000 nested variations PDN.md
/// asks for fit, a game with more is cut there and reported.
pub(crate) const MAX_VARIATIONS: usize = 200_000;

/// The most moves reserved up front for a game's main line (a long game has 150).
const MAX_RESERVED_MOVES: usize = 1024;

/// A move number waiting for its move.
#[derive(Clone, Copy, Debug)]
struct PendingNumber {
    number: u32,
    side: Side,
    at: usize,
}

/// The reading state of one line of play (the main line or an open variation).
#[derive(Debug)]
struct LineState<'a> {
    line: Line,
    next_side: Side,
    next_number: u32,
    pending_number: Option<PendingNumber>,
    pending_comments: Vec<Comment<'a>>,
    pending_nags: Vec<u16>,
    pending_nags_at: usize,
    /// Comments and NAGs attach to the previous move only while nothing else came between.
    last_was_move: bool,
    /// A variation, setup or terminator came after the last move: comments that follow
    /// cannot belong to that move.
    structural: bool,
    open_at: usize,
}

impl<'a> LineState<'a> {
    fn new(line: Line, next_side: Side, next_number: u32, open_at: usize) -> Self {
        LineState {
            line,
            next_side,
            next_number,
            pending_number: None,
            pending_comments: Vec::new(),
            pending_nags: Vec::new(),
            pending_nags_at: 0,
            last_was_move: false,
            structural: false,
            open_at,
        }
    }
}

/// A numeric move as lexed.
#[derive(Debug)]
struct LexedMove {
    len: usize,
    squares: Squares,
    separator: Separator,
    leading_zero: bool,
    spaced: bool,
    no_separator: bool,
    too_many: bool,
    out_of_range: bool,
}

fn separator_of(c: char) -> Separator {
    match c {
        '-' => Separator::Dash,
        ':' => Separator::Colon,
        _ => Separator::Cross,
    }
}

fn merge_separator(acc: Separator, next: Separator) -> Separator {
    match acc {
        Separator::None => next,
        same if same == next => same,
        _ => Separator::Mixed,
    }
}

/// `32-28`, `28x19x10`, `1- 6`, `01-07`, `3228`: digits and separators, greedily, so that
/// `1-10` is one token before anyone asks whether it is the result `1-1`. A separator
/// may be followed by spaces (`1- 6`); it only belongs to the move if digits follow.
///
/// This is the hottest loop of the reader (every move goes through it), so it walks the
/// bytes directly instead of composing nom parsers.
fn lex_numeric_move(input: &str) -> Option<LexedMove> {
    let bytes = input.as_bytes();
    let digits_at = |from: usize| {
        bytes
            .get(from..)
            .map_or(0, |r| r.iter().take_while(|b| b.is_ascii_digit()).count())
    };
    let first_len = digits_at(0);
    if first_len == 0 {
        return None;
    }
    let mut lexed = LexedMove {
        len: first_len,
        squares: Squares::new(),
        separator: Separator::None,
        leading_zero: false,
        spaced: false,
        no_separator: false,
        too_many: false,
        out_of_range: false,
    };
    let first = input.get(..first_len)?;
    let mut count = 1;
    loop {
        let at = lexed.len;
        let separator = match bytes.get(at) {
            Some(b'-') => Separator::Dash,
            Some(b'x' | b'X') => Separator::Cross,
            Some(b':') => Separator::Colon,
            _ => break,
        };
        let spaces = bytes.get(at + 1..).map_or(0, |r| {
            r.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
        });
        let square_at = at + 1 + spaces;
        let square_len = digits_at(square_at);
        if square_len == 0 {
            break;
        }
        if count == 1 {
            lexed.add_square(first);
        }
        lexed.separator = merge_separator(lexed.separator, separator);
        lexed.spaced |= spaces > 0;
        lexed.add_square(input.get(square_at..square_at + square_len)?);
        lexed.len = square_at + square_len;
        count += 1;
    }
    if count == 1 {
        // `3228`: two two-digit squares without a separator.
        if first_len != 4 {
            return None;
        }
        lexed.no_separator = true;
        lexed.add_square(first.get(..2)?);
        lexed.add_square(first.get(2..)?);
    }
    Some(lexed)
}

impl LexedMove {
    /// Adds a square as written (digits only), noting leading zeros and bad values.
    fn add_square(&mut self, digits: &str) {
        self.leading_zero |= digits.len() > 1 && digits.starts_with('0');
        let value =
            (digits.len() <= 2).then(|| digits.bytes().fold(0u8, |v, d| v * 10 + (d - b'0')));
        match value {
            Some(v) => self.too_many |= !self.squares.push(v),
            None => self.out_of_range = true,
        }
    }
}

/// The value of ASCII digits, `None` when it does not fit a `u32` (as `str::parse`
/// gives, without its sign and radix handling, which showed up in profiles).
fn digits_value(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u32, |value, &d| {
        value
            .checked_mul(10)?
            .checked_add(u32::from(d.wrapping_sub(b'0')))
    })
}

/// `a3b4`, `c3-d4`, `b6xd4xb2`: algebraic squares, at least two. Byte by byte, as
/// [`lex_numeric_move`]: whole 8x8 collections are written this way.
fn lex_alphanumeric_move(input: &str) -> Option<(usize, Separator)> {
    let bytes = input.as_bytes();
    // The usual `c3-d4`, followed by whitespace, as one byte pattern.
    if let [
        b'a'..=b'z',
        b'0'..=b'9',
        s @ (b'-' | b'x' | b':'),
        b'a'..=b'z',
        b'0'..=b'9',
        b' ' | b'\t' | b'\n' | b'\r',
        ..,
    ] = *bytes
    {
        return Some((5, separator_of(char::from(s))));
    }
    // A square: a lowercase letter and one or two digits; its length.
    let square = |at: usize| -> Option<usize> {
        if !bytes.get(at)?.is_ascii_lowercase() {
            return None;
        }
        let digits = bytes
            .get(at + 1..)?
            .iter()
            .take(2)
            .take_while(|b| b.is_ascii_digit())
            .count();
        (digits > 0).then_some(1 + digits)
    };
    let mut pos = square(0)?;
    let mut count = 1;
    let mut separator = Separator::None;
    loop {
        let after_separator = match bytes.get(pos) {
            Some(&c @ (b'-' | b'x' | b':')) => square(pos + 1).map(|len| (c, len)),
            _ => None,
        };
        if let Some((c, len)) = after_separator {
            separator = merge_separator(separator, separator_of(char::from(c)));
            pos += 1 + len;
        } else if let Some(len) = square(pos) {
            // Also `x5` after a square: a square named x, as the grammar reads it.
            pos += len;
        } else {
            break;
        }
        count += 1;
    }
    (count >= 2).then_some((pos, separator))
}

/// `!`, `?!`, `!?!!!`...
fn strength_signs(input: &str) -> IResult<&str, &str> {
    take_while1(|c| c == '!' || c == '?').parse(input)
}

/// `(?)`, `(!?)`: a bracketed strength sign, which is not a variation.
fn bracketed_strength(input: &str) -> Option<(usize, &str)> {
    let inner = input.strip_prefix('(')?;
    let (after, signs) = strength_signs(inner).ok()?;
    after.starts_with(')').then_some((signs.len() + 2, signs))
}

/// A result form that a move lexer would misread (`1/2-1/2`, `0.5-0.5`, `½-½`).
fn special_result(text: &str, pos: usize) -> Option<usize> {
    let rest = text.get(pos..)?;
    // Cheap test first: this runs for every token that starts with a digit (`1.`, `0.`
    // and `½` start the forms below, so `1.` alone goes on to the full test).
    if !matches!(
        rest.as_bytes(),
        [b'1', b'/', ..] | [b'0', b'.', ..] | [0xC2, 0xBD, ..]
    ) {
        return None;
    }
    ["1/2-1/2", "0.5-0.5", "½-½"]
        .into_iter()
        .find(|form| rest.starts_with(form) && is_token_end(text, pos + form.len()))
        .map(str::len)
}

/// `32-28`, `7x18 `, `41-7 `: the two-square moves that make up most games, matched as
/// whole byte patterns (followed by whitespace) rather than square by square. `None`
/// means "not this shape": the square-by-square lexer decides. A three-byte `a-b` may be
/// a result and is never matched here.
fn two_square_move(bytes: &[u8]) -> Option<(usize, [u8; 2], Separator)> {
    let two = |a: u8, b: u8| (a - b'0') * 10 + (b - b'0');
    let separator = |s: u8| match s {
        b'-' => Some(Separator::Dash),
        b'x' | b'X' => Some(Separator::Cross),
        _ => None,
    };
    let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
    match *bytes {
        [
            a @ b'1'..=b'9',
            b @ b'0'..=b'9',
            s,
            c @ b'1'..=b'9',
            d @ b'0'..=b'9',
            w,
            ..,
        ] if space(w) => Some((5, [two(a, b), two(c, d)], separator(s)?)),
        [a @ b'1'..=b'9', b @ b'0'..=b'9', s, c @ b'0'..=b'9', w, ..] if space(w) => {
            Some((4, [two(a, b), c - b'0'], separator(s)?))
        }
        [a @ b'0'..=b'9', s, c @ b'1'..=b'9', d @ b'0'..=b'9', w, ..] if space(w) => {
            Some((4, [a - b'0', two(c, d)], separator(s)?))
        }
        _ => None,
    }
}

struct Movetext<'a, 'r> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    rep: &'r mut Reporter<'a>,
    game: &'r mut Game<'a>,
    /// The main line's state.
    main: LineState<'a>,
    /// The open variations, innermost last.
    stack: Vec<LineState<'a>>,
    stopped: bool,
    any_element: bool,
    /// The last element read was a main-line move, with nothing after it.
    last_is_main_move: bool,
    last_end: usize,
    /// The first White main-line move without a number, reported at the end unless it
    /// turns out to be the game's result (Delft's `4-6`).
    unnumbered: Option<(&'a str, usize)>,
}

/// Reads the movetext of `game` from `pos` to the end of `text`.
pub(crate) fn parse_movetext<'a>(
    text: &'a str,
    pos: usize,
    rep: &mut Reporter<'a>,
    game: &mut Game<'a>,
    start_side: Side,
    end: ChunkEnd,
) {
    // Reserve once instead of growing the Vec (each growth copies every token so far). The
    // shortest move with the space after it, `1-6 `, takes four bytes, so a quarter of the
    // length bounds the count without reading the text; the cap keeps a huge broken game
    // from reserving a huge block up front.
    let movetext_len = text.len().saturating_sub(pos);
    game.moves
        .reserve((movetext_len / 4 + 1).min(MAX_RESERVED_MOVES));
    let mut m = Movetext {
        text,
        bytes: text.as_bytes(),
        pos,
        rep,
        game,
        main: LineState::new(Line::Main, start_side, 1, 0),
        stack: Vec::new(),
        stopped: false,
        any_element: false,
        last_is_main_move: false,
        last_end: pos,
        unnumbered: None,
    };
    m.run();
    m.finish(end);
}

impl<'a> Movetext<'a, '_> {
    fn run(&mut self) {
        while !self.stopped {
            self.pos = skip_trivia(self.text, self.pos, self.rep, false);
            let Some(b) = byte_at(self.bytes, self.pos) else {
                break;
            };
            let start = self.pos;
            let was_main_move = self.last_is_main_move;
            self.last_is_main_move = false;
            self.any_element = true;
            match b {
                b'{' => self.brace_comment(),
                b';' => self.line_comment(1),
                b'%' if self.rep.loc.at_line_start(self.pos) => self.line_comment(1),
                b'(' => match bracketed_strength(self.rest()) {
                    Some((len, signs)) => self.detached_strength(len, signs, true),
                    None => self.open_variation(),
                },
                b')' => self.close_variation(),
                b'$' => self.nag(),
                b'!' | b'?' => match strength_signs(self.rest()) {
                    Ok((_, signs)) => self.detached_strength(signs.len(), signs, false),
                    Err(_) => self.unexpected("a move or a result"),
                },
                b'*' => self.terminator(1),
                b'/' => self.setup(),
                b'.' if self.rest().starts_with("...") => self.placeholder(3),
                b'.' | b'}' => self.stray(),
                // `-` alone is a move nobody recorded; `-!` is one with a strength sign (as the
                // writer puts it back).
                b'-' if is_token_end(self.text, self.pos + 1)
                    || matches!(self.text.as_bytes().get(self.pos + 1), Some(b'!' | b'?')) =>
                {
                    self.unknown_move()
                }
                b'0'..=b'9' => self.number_move_or_result(),
                b'a'..=b'z' => self.alphanumeric_move(),
                _ if self.rest().starts_with('½') => match special_result(self.text, self.pos) {
                    Some(len) => self.terminator(len),
                    None => self.unexpected("a move or a result"),
                },
                _ if self.rest().starts_with('…') => self.placeholder('…'.len_utf8()),
                _ => self.unexpected("a move or a result"),
            }
            if self.stopped {
                self.last_is_main_move = false;
            } else if self.pos > start {
                self.last_end = self.pos;
            } else {
                // Defensive: every branch consumes input; never loop forever.
                self.last_is_main_move = was_main_move;
                self.unexpected("a move or a result");
            }
        }
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn top(&mut self) -> &mut LineState<'a> {
        match self.stack.last_mut() {
            Some(top) => top,
            None => &mut self.main,
        }
    }

    fn moves_mut(&mut self, line: Line) -> Option<&mut Vec<MoveToken<'a>>> {
        match line {
            Line::Main => Some(&mut self.game.moves),
            Line::Variation(i) => self.game.variations.get_mut(i).map(|v| &mut v.moves),
        }
    }

    fn last_move_mut(&mut self) -> Option<&mut MoveToken<'a>> {
        let line = self.top().line;
        self.moves_mut(line).and_then(|m| m.last_mut())
    }

    fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Stops reading the game: the rest of its text is not PDN we can follow.
    fn unexpected(&mut self, expected: &'static str) {
        let found = word_at(self.text, self.pos);
        self.rep
            .report(DiagnosticKind::Unexpected { expected, found }, self.pos);
        self.stopped = true;
    }

    fn stray(&mut self) {
        let found = self
            .rest()
            .chars()
            .next()
            .map(String::from)
            .unwrap_or_default();
        self.rep
            .report(DiagnosticKind::StrayCharacter { found }, self.pos);
        self.pos += 1;
    }

    fn attach_comment(&mut self, comment: Comment<'a>) {
        let top = self.top();
        if top.last_was_move
            && let Some(mv) = self.last_move_mut()
        {
            apply_commands(mv, &comment);
            mv.notes_mut().comments_after.push(comment);
            return;
        }
        self.top().pending_comments.push(comment);
    }

    fn brace_comment(&mut self) {
        let start = self.pos;
        let rest = self.text.get(start + 1..).unwrap_or("");
        let (inner, next) = match rest.find('}') {
            Some(end) => (rest.get(..end).unwrap_or(""), start + 1 + end + 1),
            None => {
                self.rep.report(DiagnosticKind::UnterminatedComment, start);
                self.stopped = true;
                (rest, self.text.len())
            }
        };
        if let Some(nested) = inner.find('{') {
            self.rep
                .report(DiagnosticKind::NestedComment, start + 1 + nested);
        }
        let span = self.rep.loc.span(start, next - start);
        self.pos = next;
        self.attach_comment(Comment {
            text: inner,
            kind: CommentKind::Brace,
            span,
            commands: parse_commands(inner),
        });
    }

    fn line_comment(&mut self, marker_len: usize) {
        let start = self.pos;
        if self.bytes.get(start) == Some(&b';') && self.rep.strictness == Strictness::Pdn3 {
            self.rep.report(DiagnosticKind::SemicolonComment, start);
        }
        let end = line_end(self.bytes, start);
        let inner = self.text.get(start + marker_len..end).unwrap_or("");
        let span = self.rep.loc.span(start, end - start);
        self.pos = end;
        self.attach_comment(Comment {
            text: inner,
            kind: CommentKind::Line,
            span,
            commands: parse_commands(inner),
        });
    }

    fn open_variation(&mut self) {
        // Each variation costs a few hundred bytes while it is open: a bound keeps one hostile
        // game (millions of `(`) from taking gigabytes.
        if self.game.variations.len() >= MAX_VARIATIONS {
            self.rep.report(
                DiagnosticKind::TooManyVariations {
                    max: MAX_VARIATIONS,
                },
                self.pos,
            );
            self.stopped = true;
            return;
        }
        let at = self.pos;
        self.pos += 1;
        let (parent, next_side, next_number) = {
            let top = self.top();
            top.last_was_move = false;
            top.structural = true;
            (top.line, top.next_side, top.next_number)
        };
        let after = self.moves_mut(parent).map_or(0, |m| m.len());
        // A variation is an alternative to the move before it.
        let (side, number) = self
            .moves_mut(parent)
            .and_then(|m| m.last())
            .map_or((next_side, next_number), |mv| {
                (mv.inferred_side, mv.inferred_number)
            });
        let span = self.rep.loc.span(at, 1);
        let depth = u32::try_from(self.stack.len() + 1).unwrap_or(u32::MAX);
        let index = self.game.variations.len();
        self.game.variations.push(Variation {
            parent,
            after,
            depth,
            moves: Vec::new(),
            trailing_comments: Vec::new(),
            terminator: None,
            span,
            closed: false,
        });
        self.stack
            .push(LineState::new(Line::Variation(index), side, number, at));
    }

    /// Ends the top line: what is still pending has no move to go to.
    fn finish_line(&mut self, mut state: LineState<'a>, found: &str, closed: bool) {
        // Comments after a dangling move number still follow the last move.
        if !state.structural
            && !state.pending_comments.is_empty()
            && let Some(mv) = self.moves_mut(state.line).and_then(|m| m.last_mut())
        {
            for comment in state.pending_comments.drain(..) {
                apply_commands(mv, &comment);
                mv.notes_mut().comments_after.push(comment);
            }
        }
        if let Some(number) = state.pending_number {
            self.rep.report(
                DiagnosticKind::MoveNumberWithoutMove {
                    found: excerpt(found),
                },
                number.at,
            );
        }
        if !state.pending_nags.is_empty() {
            let found = state
                .pending_nags
                .iter()
                .map(|n| format!("${n}"))
                .collect::<Vec<_>>()
                .join(" ");
            self.rep.report(
                DiagnosticKind::DanglingAnnotation {
                    found: excerpt(&found),
                },
                state.pending_nags_at,
            );
        }
        match state.line {
            Line::Main => self.game.trailing_comments.extend(state.pending_comments),
            Line::Variation(i) => {
                if let Some(v) = self.game.variations.get_mut(i) {
                    v.trailing_comments.extend(state.pending_comments);
                    v.closed = closed;
                }
            }
        }
    }

    fn close_variation(&mut self) {
        if self.stack.is_empty() {
            self.unexpected("a move or a result");
            return;
        }
        self.pos += 1;
        if let Some(state) = self.stack.pop() {
            self.finish_line(state, ")", true);
        }
    }

    fn nag(&mut self) {
        let start = self.pos;
        let digits = self
            .text
            .get(start + 1..)
            .map_or(0, |r| r.bytes().take_while(u8::is_ascii_digit).count());
        if digits == 0 {
            self.unexpected("a NAG `$n`");
            return;
        }
        let text = self.text.get(start..start + 1 + digits).unwrap_or("$");
        self.pos = start + 1 + digits;
        let Some(value) = text.get(1..).and_then(|d| d.parse::<u16>().ok()) else {
            self.rep.report(
                DiagnosticKind::InvalidNag {
                    found: excerpt(text),
                },
                start,
            );
            return;
        };
        if self.top().last_was_move
            && let Some(mv) = self.last_move_mut()
        {
            mv.notes_mut().nags.push(value);
            return;
        }
        let top = self.top();
        if top.pending_nags.is_empty() {
            top.pending_nags_at = start;
        }
        top.pending_nags.push(value);
    }

    fn detached_strength(&mut self, len: usize, signs: &'a str, bracketed: bool) {
        let start = self.pos;
        self.pos += len;
        let attached = self.top().last_was_move;
        match self
            .last_move_mut()
            .filter(|mv| attached && mv.strength().is_none())
        {
            Some(mv) => {
                mv.notes_mut().strength = Some(Strength {
                    text: signs,
                    bracketed,
                });
                let found = self.text.get(start..start + len).unwrap_or(signs);
                self.rep.report_once("SpaceBeforeStrength", start, || {
                    DiagnosticKind::SpaceBeforeStrength {
                        found: found.to_owned(),
                    }
                });
            }
            None => {
                let found = excerpt(self.text.get(start..start + len).unwrap_or(signs));
                self.rep
                    .report(DiagnosticKind::DanglingAnnotation { found }, start);
            }
        }
    }

    fn setup(&mut self) {
        let start = self.pos;
        // A setup stands on one line: a `/` whose closing `/` is on a later line is no setup (it
        // would swallow tag lines, which the splitter reads as the next game).
        let Some(len) = self.text.get(start + 1..).and_then(|r| {
            r.find(['/', '\n', '\r'])
                .filter(|&i| r.as_bytes().get(i) == Some(&b'/'))
        }) else {
            self.unexpected("a setup `/FEN \"...\"/`");
            return;
        };
        let inner = self.text.get(start + 1..start + 1 + len).unwrap_or("");
        let end = start + len + 2;
        let trimmed = inner.trim();
        let fen = trimmed
            .get(..3)
            .filter(|p| p.eq_ignore_ascii_case("FEN"))
            .and_then(|_| trimmed.get(3..))
            .map(str::trim)
            .and_then(|q| q.strip_prefix('"'))
            .and_then(|q| q.strip_suffix('"'));
        let fen = match fen {
            Some(fen) => fen,
            None => {
                self.rep.report(
                    DiagnosticKind::MalformedSetup {
                        found: excerpt(inner),
                    },
                    start,
                );
                trimmed
            }
        };
        let span = self.rep.loc.span(start, end - start);
        self.pos = end;
        let top = self.top();
        top.last_was_move = false;
        top.structural = true;
        if let Some(side) = fen_side(Some(fen)) {
            top.next_side = side;
        }
        let line = top.line;
        let before = self.moves_mut(line).map_or(0, |m| m.len());
        self.game.setups.push(Setup {
            fen,
            line,
            before,
            span,
        });
    }

    fn terminator(&mut self, len: usize) {
        let start = self.pos;
        let text = self.text.get(start..start + len).unwrap_or("*");
        self.pos = start + len;
        let (result, form) = parse_result(text);
        if form == ResultForm::NonStandard {
            self.rep.report(
                DiagnosticKind::NonStandardResult {
                    found: text.to_owned(),
                },
                start,
            );
        }
        if let Some(number) = self.top().pending_number.take() {
            self.rep.report(
                DiagnosticKind::MoveNumberWithoutMove {
                    found: text.to_owned(),
                },
                number.at,
            );
        }
        let span = self.rep.loc.span(start, len);
        let terminator = Terminator {
            result,
            form,
            text,
            span,
        };
        self.top().last_was_move = false;
        self.top().structural = true;
        if let Line::Variation(i) = self.top().line {
            if let Some(v) = self.game.variations.get_mut(i) {
                v.terminator = Some(terminator);
            }
            return;
        }
        self.game.terminator = Some(terminator);
        self.stopped = true;
        let after = skip_trivia(self.text, self.pos, self.rep, true);
        if after < self.text.len() {
            let found = word_at(self.text, after);
            self.rep
                .report(DiagnosticKind::TextAfterResult { found }, after);
        }
        self.pos = self.text.len();
    }

    fn placeholder(&mut self, len: usize) {
        let start = self.pos;
        self.pos += len;
        let text = self.text.get(start..start + len).unwrap_or("...");
        self.push_move(
            start,
            text,
            MoveKind::Placeholder,
            Squares::new(),
            Separator::None,
        );
    }

    fn unknown_move(&mut self) {
        let start = self.pos;
        self.pos += 1;
        self.rep
            .report_once("UnknownMove", start, || DiagnosticKind::UnknownMove {
                found: "-".into(),
            });
        self.push_move(
            start,
            "-",
            MoveKind::Unknown,
            Squares::new(),
            Separator::None,
        );
    }

    fn number_move_or_result(&mut self) {
        if fast_paths() && (self.plain_move_number() || self.plain_numeric_move()) {
            return;
        }
        let start = self.pos;
        if let Some(len) = special_result(self.text, start) {
            self.terminator(len);
            return;
        }
        let rest = self.rest();
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let after_digits = rest.get(digits..).unwrap_or("");
        let number_side = if after_digits.starts_with("...") {
            Some((Side::Black, 3))
        } else if after_digits.starts_with('…') {
            Some((Side::Black, '…'.len_utf8()))
        } else if after_digits.starts_with('.') {
            Some((Side::White, 1))
        } else {
            None
        };
        if let Some((side, dots)) = number_side {
            let number = rest
                .as_bytes()
                .get(..digits)
                .and_then(digits_value)
                .unwrap_or(u32::MAX);
            if let Some(previous) = self.top().pending_number {
                let found = word_at(self.text, start);
                self.rep
                    .report(DiagnosticKind::MoveNumberWithoutMove { found }, previous.at);
            }
            let top = self.top();
            top.pending_number = Some(PendingNumber {
                number,
                side,
                at: start,
            });
            top.last_was_move = false;
            self.pos = start + digits + dots;
            return;
        }
        self.numeric_move();
    }

    /// The usual move number, read without the general checks: `12.` (one to three digits
    /// not starting with `0`, one dot, then no second dot) while no number waits for its
    /// move. Such a token is no result and gets no diagnostic. Returns false, having
    /// changed nothing, for anything else.
    fn plain_move_number(&mut self) -> bool {
        let start = self.pos;
        let bytes = self.bytes.get(start..).unwrap_or(&[]);
        // Whole byte patterns: a move fails at its second or third byte, cheaply.
        let digit = |d: u8| u32::from(d - b'0');
        let after = |next: u8| next != b'.' && next.is_ascii();
        let (digits, number) = match *bytes {
            [a @ b'1'..=b'9', b'.', next, ..] if after(next) => (1, digit(a)),
            [a @ b'1'..=b'9', b @ b'0'..=b'9', b'.', next, ..] if after(next) => {
                (2, digit(a) * 10 + digit(b))
            }
            [
                a @ b'1'..=b'9',
                b @ b'0'..=b'9',
                c @ b'0'..=b'9',
                b'.',
                next,
                ..,
            ] if after(next) => (3, digit(a) * 100 + digit(b) * 10 + digit(c)),
            _ => return false,
        };
        let top = self.top();
        if top.pending_number.is_some() {
            return false;
        }
        top.pending_number = Some(PendingNumber {
            number,
            side: Side::White,
            at: start,
        });
        top.last_was_move = false;
        self.pos = start + digits + 1;
        true
    }

    /// The usual case, read without the general checks: `32-28` or `28x19x10` (squares of
    /// one or two digits without leading zero, `-`, `x` or `X` between them, no spaces)
    /// followed by whitespace. Such a move is no result (a three-byte `a-b` is left to the
    /// general path), no move number, gets no diagnostic and has no attached strength.
    /// Returns false, having changed nothing, for anything else.
    fn plain_numeric_move(&mut self) -> bool {
        let start = self.pos;
        let bytes = self.bytes.get(start..).unwrap_or(&[]);
        if let Some((len, [from, to], separator)) = two_square_move(bytes) {
            let Some(text) = self.text.get(start..start + len) else {
                return false;
            };
            self.pos = start + len;
            let squares = Squares::two(from, to);
            self.push_move(start, text, MoveKind::Numeric, squares, separator);
            return true;
        }
        let mut squares = Squares::new();
        let mut separator = Separator::None;
        let mut i = 0;
        loop {
            // One square: a digit, or two digits not starting with `0`.
            let square = match (bytes.get(i), bytes.get(i + 1)) {
                (Some(&a @ b'1'..=b'9'), Some(&b @ b'0'..=b'9')) => {
                    i += 2;
                    (a - b'0') * 10 + (b - b'0')
                }
                (Some(&a @ b'0'..=b'9'), _) => {
                    i += 1;
                    a - b'0'
                }
                _ => return false,
            };
            if !squares.push(square) {
                return false;
            }
            let next = match bytes.get(i) {
                Some(b'-') => Separator::Dash,
                Some(b'x' | b'X') => Separator::Cross,
                Some(b' ' | b'\t' | b'\n' | b'\r') if separator != Separator::None => break,
                _ => return false,
            };
            separator = merge_separator(separator, next);
            i += 1;
        }
        if i == 3 && separator == Separator::Dash {
            // `1-0`, `2-0`...: may be a result.
            return false;
        }
        let Some(text) = self.text.get(start..start + i) else {
            return false;
        };
        self.pos = start + i;
        self.push_move(start, text, MoveKind::Numeric, squares, separator);
        true
    }

    fn numeric_move(&mut self) {
        let start = self.pos;
        let Some(lexed) = lex_numeric_move(self.rest()) else {
            self.unexpected("a move or a result");
            return;
        };
        let text = self.text.get(start..start + lexed.len).unwrap_or("");
        if !lexed.spaced
            && lexed.separator == Separator::Dash
            && lexed.len == 3
            && is_token_end(self.text, start + lexed.len)
        {
            let (result, _) = parse_result(text);
            if result != GameResult::Unrecognised {
                self.terminator(lexed.len);
                return;
            }
        }
        if lexed.out_of_range {
            self.rep.report(
                DiagnosticKind::InvalidSquare {
                    found: excerpt(text),
                },
                start,
            );
        }
        if lexed.too_many {
            self.rep.report(
                DiagnosticKind::TooManySquares {
                    found: excerpt(text),
                    max: MAX_SQUARES,
                },
                start,
            );
        }
        if lexed.no_separator {
            self.rep.report_once("MissingSeparator", start, || {
                DiagnosticKind::MissingSeparator {
                    found: text.to_owned(),
                }
            });
        }
        if lexed.leading_zero {
            self.rep
                .report_once("LeadingZero", start, || DiagnosticKind::LeadingZero {
                    found: text.to_owned(),
                });
        }
        if lexed.spaced {
            self.rep.report_once("SpaceInsideMove", start, || {
                DiagnosticKind::SpaceInsideMove {
                    found: text.to_owned(),
                }
            });
        }
        if matches!(lexed.separator, Separator::Colon | Separator::Mixed) && text.contains(':') {
            self.rep
                .report_once("ColonSeparator", start, || DiagnosticKind::ColonSeparator {
                    found: text.to_owned(),
                });
        }
        self.pos = start + lexed.len;
        let squares = if lexed.out_of_range {
            Squares::new()
        } else {
            lexed.squares
        };
        self.push_move(start, text, MoveKind::Numeric, squares, lexed.separator);
        if let Some(mv) = self.last_move_mut() {
            mv.leading_zero = lexed.leading_zero;
            mv.spaced = lexed.spaced;
        }
        self.attached_strength(text);
    }

    fn alphanumeric_move(&mut self) {
        let start = self.pos;
        let Some((len, separator)) = lex_alphanumeric_move(self.rest()) else {
            self.unexpected("a move or a result");
            return;
        };
        let text = self.text.get(start..start + len).unwrap_or("");
        self.pos = start + len;
        self.push_move(
            start,
            text,
            MoveKind::Alphanumeric,
            Squares::new(),
            separator,
        );
        self.attached_strength(text);
    }

    /// A strength sign written right after the move, then the token must end.
    fn attached_strength(&mut self, move_text: &'a str) {
        // Nearly always the move is followed by whitespace: no sign, and the token ended.
        if matches!(self.bytes.get(self.pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            return;
        }
        let rest = self.rest();
        let strength = if let Ok((_, signs)) = strength_signs(rest) {
            Some((
                signs.len(),
                Strength {
                    text: signs,
                    bracketed: false,
                },
            ))
        } else if let Some((len, signs)) = bracketed_strength(rest) {
            Some((
                len,
                Strength {
                    text: signs,
                    bracketed: true,
                },
            ))
        } else if rest.starts_with('*') {
            // The FMJD forced-move sign is fine in liberal mode; PDN 3.0 wants `$7`.
            if self.rep.strictness == Strictness::Pdn3 {
                let found = excerpt(move_text);
                self.rep
                    .report(DiagnosticKind::StarStrength { found }, self.pos);
            }
            Some((
                1,
                Strength {
                    text: "*",
                    bracketed: false,
                },
            ))
        } else {
            None
        };
        if let Some((len, strength)) = strength {
            self.pos += len;
            if let Some(mv) = self.last_move_mut() {
                mv.notes_mut().strength = Some(strength);
            }
        }
        if !is_token_end(self.text, self.pos) {
            self.unexpected("a space after the move");
        }
    }

    fn push_move(
        &mut self,
        start: usize,
        text: &'a str,
        kind: MoveKind,
        squares: Squares,
        separator: Separator,
    ) {
        let span = self.rep.loc.span(start, text.len());
        let depth = self.depth();
        let top = self.top();
        let pending = top.pending_number.take();
        let (number, side_written, side, inferred_number) = match pending {
            Some(p) => (Some(p.number), Some(p.side), p.side, p.number),
            None => (None, None, top.next_side, top.next_number),
        };
        top.next_side = side.opposite();
        top.next_number = if side == Side::Black {
            inferred_number.saturating_add(1)
        } else {
            inferred_number
        };
        top.last_was_move = true;
        top.structural = false;
        let line = top.line;
        // Most moves have nothing attached: no allocation for them.
        let notes = (!top.pending_comments.is_empty() || !top.pending_nags.is_empty()).then(|| {
            Box::new(MoveNotes {
                comments_before: std::mem::take(&mut top.pending_comments),
                nags: std::mem::take(&mut top.pending_nags),
                ..MoveNotes::default()
            })
        });
        if number.is_none()
            && side == Side::White
            && line == Line::Main
            && kind != MoveKind::Placeholder
        {
            self.unnumbered.get_or_insert((text, start));
        }
        // The token is written straight into its line (built first, it would be copied).
        if let Some(moves) = self.moves_mut(line) {
            moves.push(MoveToken {
                kind,
                text,
                number,
                side: side_written,
                inferred_number,
                inferred_side: side,
                squares,
                separator,
                leading_zero: false,
                spaced: false,
                span,
                notes,
            });
        }
        self.last_is_main_move = depth == 0;
    }

    fn finish(&mut self, end: ChunkEnd) {
        self.finish_lines(end);
        if let Some((text, at)) = self.unnumbered {
            let is_result = self
                .game
                .terminator
                .is_some_and(|t| t.text.as_ptr() == text.as_ptr());
            if !is_result {
                self.rep.report(
                    DiagnosticKind::MissingMoveNumber {
                        found: excerpt(text),
                    },
                    at,
                );
            }
        }
    }

    fn finish_lines(&mut self, end: ChunkEnd) {
        let was_main_move = self.last_is_main_move;
        if let Some(outer) = self.stack.first().map(|s| s.open_at)
            && !self.stopped
        {
            self.rep
                .report(DiagnosticKind::UnterminatedVariation, outer);
        }
        while let Some(state) = self.stack.pop() {
            self.finish_line(state, "the end of the game", false);
        }
        let main = std::mem::replace(
            &mut self.main,
            LineState::new(Line::Main, Side::White, 1, 0),
        );
        self.finish_line(main, "the end of the game", true);
        if self.stopped || self.game.terminator.is_some() {
            return;
        }
        if was_main_move && self.trailing_result_token() {
            return;
        }
        if self.any_element {
            let kind = DiagnosticKind::MissingTerminator {
                found: if end == ChunkEnd::TagSection {
                    "the next game's tags"
                } else {
                    "the end of the input"
                },
            };
            let severity = if end == ChunkEnd::TagSection {
                kind.severity(self.rep.strictness)
            } else {
                Severity::Warning
            };
            self.rep.report_as(kind, severity, self.last_end);
        }
    }

    /// A last token equal to the Result tag is the game's (unrecognised) result, written
    /// where the terminator goes: Delft's `4-6`, or `-` for a game without result.
    fn trailing_result_token(&mut self) -> bool {
        let Some(result_tag) = self.game.tag("Result").map(str::trim) else {
            return false;
        };
        let Some(last) = self.game.moves.last() else {
            return false;
        };
        let plain =
            last.strength().is_none() && last.nags().is_empty() && last.comments_after().is_empty();
        if !plain || result_tag.is_empty() || last.text != result_tag {
            return false;
        }
        let text = last.text;
        let span = last.span;
        self.game.moves.pop();
        let (result, form) = parse_result(text);
        if result == GameResult::Unrecognised {
            self.rep.report(
                DiagnosticKind::UnrecognisedResult {
                    found: excerpt(text),
                },
                offset_in(self.text, text),
            );
        }
        self.game.terminator = Some(Terminator {
            result,
            form,
            text,
            span,
        });
        true
    }
}

/// The offset of `part` (a slice of `whole`) in `whole`.
fn offset_in(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize)
        .saturating_sub(whole.as_ptr() as usize)
        .min(whole.len())
}

/// Fills the move's clock, time spent and evaluation from a comment's commands.
fn apply_commands(mv: &mut MoveToken<'_>, comment: &Comment<'_>) {
    if comment.commands.is_empty() {
        return;
    }
    let side = mv.inferred_side;
    let mv = mv.notes_mut();
    for cmd in &comment.commands {
        match cmd.value {
            CommandValue::Clock {
                white,
                black,
                moved,
            } if mv.clock.is_none() => {
                mv.clock = match moved.unwrap_or(side) {
                    Side::White => white,
                    Side::Black => black,
                };
            }
            CommandValue::Clk(t) if mv.clock.is_none() => mv.clock = Some(t),
            CommandValue::Emt(t) if mv.emt.is_none() => mv.emt = Some(t),
            CommandValue::Eval(Some(v)) if mv.eval.is_none() => mv.eval = Some(v),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Separator, digits_value, lex_alphanumeric_move, merge_separator, separator_of};
    use nom::{
        IResult, Parser,
        bytes::complete::take_while_m_n,
        character::complete::{one_of, satisfy},
        combinator::recognize,
    };

    /// The grammar of alphanumeric moves in nom combinators: the reference the byte
    /// lexer must agree with.
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
                separator = merge_separator(separator, separator_of(sep));
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

    #[test]
    fn alphanumeric_moves_lex_as_the_grammar_says() {
        for text in [
            "a3b4", "c3-d4 ", "b6xd4xb2", "a3x5", "a3-", "a3", "h10g9:f8", "a3b4c",
        ] {
            assert_eq!(
                lex_alphanumeric_move(text),
                alphanumeric_reference(text),
                "{text}"
            );
        }
    }

    proptest::proptest! {
        #[test]
        fn the_alphanumeric_lexer_agrees_with_the_grammar(
            text in "[a-cx0-9:x \n-]{0,12}",
        ) {
            proptest::prop_assert_eq!(lex_alphanumeric_move(&text), alphanumeric_reference(&text));
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
}
