//! The movetext: the elements of [`crate::grammar`] read one after another, and what they
//! mean: which move a number or a comment belongs to, which line of play a move is in,
//! where the game ends, and what is reported on the way.
//!
//! One concept a file: this one reads the elements and dispatches them; [`lines`] keeps
//! the lines of play (the main line, open variations); [`moves`] the moves and their
//! numbers; [`notes`] what attaches to moves (comments, NAGs, strength signs) and setups;
//! [`ending`] the terminator and what is missing at the end.
//!
//! Variations nest to any depth without recursion: each open `(` pushes a line state on
//! an explicit stack and adds a node to the game's flat variation arena, so 100,000
//! nested variations cost memory, not stack.

mod ending;
mod lines;
mod moves;
mod notes;

use crate::counts::MoveNumber;
use crate::diagnostic::DiagnosticKind;
use crate::game::{Game, Line, MoveToken, Side};
use crate::grammar::{self, Element, Expected, Mismatch, Paths, taken};
use crate::reporter::Reporter;
use crate::split::ChunkEnd;
use crate::trivia::{skip_trivia, word_at};
use lines::LineState;

#[cfg(test)]
pub(crate) use lines::MAX_VARIATIONS;

/// The most moves reserved up front for a game's main line (a long game has 150).
const MAX_RESERVED_MOVES: usize = 1024;

/// The reading state of a game's movetext.
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
    paths: Paths,
}

/// Reads the movetext of `game` from `pos` to the end of `text`.
pub(crate) fn parse_movetext<'a>(
    text: &'a str,
    pos: usize,
    rep: &mut Reporter<'a>,
    game: &mut Game<'a>,
    start_side: Side,
    end: ChunkEnd,
    paths: Paths,
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
        main: LineState::new(Line::Main, start_side, MoveNumber::FIRST, 0),
        stack: Vec::new(),
        stopped: false,
        any_element: false,
        last_is_main_move: false,
        last_end: pos,
        unnumbered: None,
        paths,
    };
    m.run();
    m.finish(end);
}

impl<'a> Movetext<'a, '_> {
    fn run(&mut self) {
        while !self.stopped {
            self.pos = skip_trivia(self.text, self.pos, self.rep, false);
            let start = self.pos;
            let Some(input) = self.bytes.get(start..).filter(|i| !i.is_empty()) else {
                break;
            };
            let was_main_move = self.last_is_main_move;
            self.last_is_main_move = false;
            self.any_element = true;
            let loc = &mut self.rep.loc;
            match grammar::element(input, self.paths, || loc.at_line_start(start)) {
                Ok((rest, element)) => self.element(element, start, start + taken(input, rest)),
                Err(nom::Err::Error(m) | nom::Err::Failure(m)) => self.mismatch(m, start),
                Err(nom::Err::Incomplete(_)) => self.unexpected(Expected::MoveOrResult),
            }
            if self.stopped {
                self.last_is_main_move = false;
            } else if self.pos > start {
                self.last_end = self.pos;
            } else {
                // Defensive: every element consumes input; never loop forever.
                self.last_is_main_move = was_main_move;
                self.unexpected(Expected::MoveOrResult);
            }
        }
    }

    /// Acts on the element read from `start` to `end`.
    fn element(&mut self, element: Element<'a>, start: usize, end: usize) {
        match element {
            Element::Comment(inner) => self.brace_comment(self.str_of(inner), start, end),
            Element::LineComment(inner) => self.line_comment(self.str_of(inner), start, end),
            Element::VariationStart => self.open_variation(),
            Element::VariationEnd => self.close_variation(end),
            Element::Nag(digits) => self.nag(self.str_of(digits), start, end),
            Element::Strength(sign) => {
                self.detached_strength(end - start, self.str_of(sign.signs), sign.bracketed);
            }
            Element::Setup(inner) => self.setup(self.str_of(inner), start, end),
            Element::Result => self.terminator(end - start),
            Element::Placeholder => self.placeholder(end - start),
            Element::UnknownMove => self.unknown_move(),
            Element::MoveNumber(number) => self.move_number(number, start, end),
            Element::Move(written) => self.written_move(written, start, end),
            Element::PlainMove(plain) => self.plain_move(plain, start, end),
            Element::Stray => self.stray(),
        }
    }

    /// Acts on an element that did not fit the grammar from `start`.
    fn mismatch(&mut self, mismatch: Mismatch<'a>, start: usize) {
        match mismatch.expected.unwrap_or(Expected::MoveOrResult) {
            Expected::CommentEnd => {
                // A comment without its `}`: it takes the rest of the game.
                let inner = self.text.get(start + 1..).unwrap_or("");
                self.rep.report(DiagnosticKind::UnterminatedComment, start);
                self.stopped = true;
                self.brace_comment(inner, start, self.text.len());
            }
            expected => self.unexpected(expected),
        }
    }

    /// The text of `part`, a slice of the game's bytes.
    fn str_of(&self, part: &[u8]) -> &'a str {
        let at = offset_in(self.bytes, part);
        self.text.get(at..at + part.len()).unwrap_or("")
    }

    fn rest(&self) -> &'a [u8] {
        self.bytes.get(self.pos..).unwrap_or_default()
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

    /// Stops reading the game: the rest of its text is not PDN we can follow.
    fn unexpected(&mut self, expected: Expected) {
        let found = word_at(self.text, self.pos);
        self.rep
            .report(DiagnosticKind::Unexpected { expected, found }, self.pos);
        self.stopped = true;
    }

    fn stray(&mut self) {
        let found = self
            .text
            .get(self.pos..)
            .and_then(|r| r.chars().next())
            .map(String::from)
            .unwrap_or_default();
        self.rep
            .report(DiagnosticKind::StrayCharacter { found }, self.pos);
        self.pos += 1;
    }
}

/// The offset of `part` (a slice of `whole`) in `whole`.
fn offset_in(whole: &[u8], part: &[u8]) -> usize {
    (part.as_ptr() as usize)
        .saturating_sub(whole.as_ptr() as usize)
        .min(whole.len())
}
