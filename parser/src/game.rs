//! The parsed game: tags, the main line of move tokens, variations, setups, the
//! terminator and the diagnostics met while reading it.
//!
//! Everything borrows from the chunk text (`&'a str`); only tag values with escapes are
//! unescaped into owned strings. Move tokens are syntax, not legal moves: the referee
//! resolves them against the rules.

use crate::clock::{ClockTime, Command};
use crate::counts::MoveNumber;
use crate::decode::Encoding;
use crate::diagnostic::{Diagnostic, DiagnosticSeverity};
use crate::result::{GameResult, ResultForm, Terminator, parse_result};
pub use crate::side::Side;
use crate::span::{Places, Span, TextRange, line_up_to};
use serde::{Serialize, Serializer, ser::SerializeSeq};
use std::borrow::Cow;
use std::fmt;

/// The most squares one move token holds. A capture in international draughts takes
/// at most 20 pieces (all of the opponent's), so a full path has at most 21 squares
/// and a Hub-style list (from, captured..., to) at most 22; 24 leaves room for typos
/// without making every token large.
pub const MAX_SQUARES: usize = 24;

/// The squares of a move as written (`32x23x12` gives `[32, 23, 12]`), without allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct WrittenSquares {
    len: u8,
    buf: [u8; MAX_SQUARES],
}

impl WrittenSquares {
    /// No squares.
    pub const fn new() -> Self {
        WrittenSquares {
            len: 0,
            buf: [0; MAX_SQUARES],
        }
    }

    /// Two squares: a move from `from` to `to`.
    pub(crate) const fn two(from: u8, to: u8) -> Self {
        let mut buf = [0; MAX_SQUARES];
        buf[0] = from;
        buf[1] = to;
        WrittenSquares { len: 2, buf }
    }

    /// Appends a square; false when full.
    pub fn push(&mut self, square: u8) -> bool {
        match self.buf.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = square;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// The squares as a slice.
    pub fn as_slice(&self) -> &[u8] {
        self.buf.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// Builds from a slice; `None` when longer than [`MAX_SQUARES`].
    pub fn from_slice(squares: &[u8]) -> Option<Self> {
        let mut out = WrittenSquares::new();
        for &s in squares {
            if !out.push(s) {
                return None;
            }
        }
        Some(out)
    }
}

impl std::ops::Deref for WrittenSquares {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl fmt::Debug for WrittenSquares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for WrittenSquares {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.as_slice().len()))?;
        for sq in self.as_slice() {
            seq.serialize_element(sq)?;
        }
        seq.end()
    }
}

/// How the squares of a move were separated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Separator {
    /// `32-28`.
    Dash,
    /// `28x19`.
    Cross,
    /// `28:19`.
    Colon,
    /// `3228`, or a move that has no squares.
    None,
    /// Different separators in one move (`32-23x12`).
    Mixed,
}

/// What a move token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum MoveKind {
    /// Square numbers (`32-28`, `28x19x10`, `3228`).
    Numeric,
    /// Algebraic squares (`a3b4`, `c3-d4`): not international notation; kept for the referee to report.
    Alphanumeric,
    /// `-`: a move nobody recorded.
    Unknown,
    /// `...` standing in for a move (`1. ... 7-12`).
    Placeholder,
}

/// The meaning of a strength sign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum StrengthKind {
    /// `!`
    Good,
    /// `?`
    Poor,
    /// `!!`
    VeryGood,
    /// `??`
    VeryPoor,
    /// `!?`
    Speculative,
    /// `?!`
    Dubious,
    /// `*` right after the move: the FMJD forced-move sign.
    Forced,
    /// Any other run of `!` and `?`.
    Other,
}

/// A strength sign after a move: `!`, `?!`, `(?)`, `*`...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Strength<'a> {
    /// The signs without brackets.
    pub text: &'a str,
    /// Written in brackets: `(?)`.
    pub bracketed: bool,
}

impl Strength<'_> {
    /// What the sign means.
    pub fn kind(&self) -> StrengthKind {
        match self.text {
            "!" => StrengthKind::Good,
            "?" => StrengthKind::Poor,
            "!!" => StrengthKind::VeryGood,
            "??" => StrengthKind::VeryPoor,
            "!?" => StrengthKind::Speculative,
            "?!" => StrengthKind::Dubious,
            "*" => StrengthKind::Forced,
            _ => StrengthKind::Other,
        }
    }
}

/// How a comment was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CommentKind {
    /// `{...}`
    Brace,
    /// `; ...` or a `%` line: up to the end of the line.
    Line,
}

/// A comment, with the commands found inside it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comment<'a> {
    /// The text between the delimiters.
    pub text: &'a str,
    /// Brace or line comment.
    pub kind: CommentKind,
    /// Where the comment starts (its delimiter).
    pub span: Span,
    /// `[%...]` commands inside the text.
    pub commands: Vec<Command<'a>>,
}

/// One move as written in the movetext, with everything attached to it.
///
/// A token is copied into its line's `Vec` once per move, so it is kept small: what most
/// moves lack (comments, NAGs, strength, clock...) lives in [`MoveNotes`] behind one
/// pointer, allocated only for an annotated move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveToken<'a> {
    /// Numeric, alphanumeric, unknown `-` or placeholder `...`.
    pub kind: MoveKind,
    /// The move text as written (`47x 9`, `01-07`, `a3b4`), without number or strength.
    pub text: &'a str,
    /// The move number written before it, if any.
    pub number: Option<MoveNumber>,
    /// The side the number says (`12.` White, `12...` or `12…` Black), if numbered.
    pub side: Option<Side>,
    /// The move number from the written numbers and alternation.
    pub inferred_number: MoveNumber,
    /// The side to move from the written numbers and alternation (start: the FEN's side).
    pub inferred_side: Side,
    /// Square numbers as written, 0..=99 (empty for non-numeric kinds).
    pub squares: WrittenSquares,
    /// The separator used.
    pub separator: Separator,
    /// A square was written with a leading zero.
    pub leading_zero: bool,
    /// Whitespace was written inside the move (`1- 6`).
    pub spaced: bool,
    /// Where the move text is in the game's text; [`Game::span_of`] locates it in the file.
    pub at: TextRange,
    /// Strength, NAGs, comments, clock and evaluation; `None` when the move has none.
    #[serde(flatten)]
    pub notes: Option<Box<MoveNotes<'a>>>,
}

/// What may be attached to a move besides its text.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct MoveNotes<'a> {
    /// A strength sign, if any.
    pub strength: Option<Strength<'a>>,
    /// Numeric annotation glyphs, in order.
    pub nags: Vec<u16>,
    /// Comments between the previous element and this move.
    pub comments_before: Vec<Comment<'a>>,
    /// Comments right after this move.
    pub comments_after: Vec<Comment<'a>>,
    /// The mover's remaining time, from `%clock` or `%clk` after the move.
    pub clock: Option<ClockTime>,
    /// Time spent on the move, from `%emt`.
    pub emt: Option<ClockTime>,
    /// Engine evaluation from `%eval`.
    pub eval: Option<f32>,
}

impl<'a> MoveToken<'a> {
    /// True when written with `x` or `:` anywhere.
    pub fn written_as_capture(&self) -> bool {
        matches!(
            self.separator,
            Separator::Cross | Separator::Colon | Separator::Mixed
        )
    }

    /// The notes, created empty on first use.
    pub(crate) fn notes_mut(&mut self) -> &mut MoveNotes<'a> {
        self.notes.get_or_insert_with(Box::default)
    }

    /// A strength sign, if any.
    pub fn strength(&self) -> Option<Strength<'a>> {
        self.notes.as_ref().and_then(|n| n.strength)
    }

    /// Numeric annotation glyphs, in order.
    pub fn nags(&self) -> &[u16] {
        self.notes.as_ref().map_or(&[], |n| n.nags.as_slice())
    }

    /// Comments between the previous element and this move.
    pub fn comments_before(&self) -> &[Comment<'a>] {
        self.notes
            .as_ref()
            .map_or(&[], |n| n.comments_before.as_slice())
    }

    /// Comments right after this move.
    pub fn comments_after(&self) -> &[Comment<'a>] {
        self.notes
            .as_ref()
            .map_or(&[], |n| n.comments_after.as_slice())
    }

    /// The mover's remaining time, from `%clock` or `%clk` after the move.
    pub fn clock(&self) -> Option<ClockTime> {
        self.notes.as_ref().and_then(|n| n.clock)
    }

    /// Time spent on the move, from `%emt`.
    pub fn emt(&self) -> Option<ClockTime> {
        self.notes.as_ref().and_then(|n| n.emt)
    }

    /// Engine evaluation from `%eval`.
    pub fn eval(&self) -> Option<f32> {
        self.notes.as_ref().and_then(|n| n.eval)
    }
}

/// A line of play: the main line or one variation (by its index in [`Game::variations`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Line {
    /// The game's main line.
    Main,
    /// A variation.
    Variation(usize),
}

/// A variation `( ... )`, kept but not replayed. Variations live in a flat arena
/// ([`Game::variations`]) and point at their parent, so nesting depth costs no recursion.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Variation<'a> {
    /// The line it branches from.
    pub parent: Line,
    /// How many moves of the parent line precede it: it is an alternative to the
    /// parent's move at index `after - 1` (or comes before the first move when 0).
    pub after: usize,
    /// Nesting depth, 1 for a variation of the main line.
    pub depth: u32,
    /// The moves of the variation.
    pub moves: Vec<MoveToken<'a>>,
    /// Comments after its last move (or in an empty variation).
    pub trailing_comments: Vec<Comment<'a>>,
    /// A result written inside the variation.
    pub terminator: Option<Terminator<'a>>,
    /// The opening parenthesis.
    pub span: Span,
    /// False when the game ended before its `)`.
    pub closed: bool,
}

/// A `/FEN "..."/` setup in the movetext: the game continues from that position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Setup<'a> {
    /// The FEN text inside the quotes.
    pub fen: &'a str,
    /// The line it appears in.
    pub line: Line,
    /// The index in that line of the move it precedes (= moves before it).
    pub before: usize,
    /// Where the setup is.
    pub span: Span,
}

/// A tag pair `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tag<'a> {
    /// The name as written.
    pub name: &'a str,
    /// The value, unescaped (borrowed unless it had escapes).
    pub value: Cow<'a, str>,
    /// Where the tag is in the game's text; [`Game::span_of`] locates it in the file.
    pub at: TextRange,
}

/// One game read from a PDN file.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Game<'a> {
    /// 1-based index of the game in the file.
    pub index: usize,
    /// Line where the game's text starts.
    pub line: u32,
    /// Column where the game's text starts (after another game's end on the same line, not 1).
    pub column: u32,
    /// Byte offset where the game's text starts.
    pub offset: u64,
    /// The encoding the text was decoded from.
    pub encoding: Encoding,
    /// The game's decoded text, which the tokens borrow from and their [`TextRange`]s point into.
    #[serde(skip)]
    pub text: &'a str,
    /// Tags in the order written.
    pub tags: Vec<Tag<'a>>,
    /// The main line.
    pub moves: Vec<MoveToken<'a>>,
    /// Comments after the last move of the main line (or in a game without moves).
    pub trailing_comments: Vec<Comment<'a>>,
    /// All variations, parents before children.
    pub variations: Vec<Variation<'a>>,
    /// `/FEN/` setups in the movetext.
    pub setups: Vec<Setup<'a>>,
    /// The result token ending the movetext, if any.
    pub terminator: Option<Terminator<'a>>,
    /// Errors and warnings, in the order met.
    pub diagnostics: Vec<Diagnostic>,
}

impl<'a> Game<'a> {
    /// The first tag with this name (case-insensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .map(|t| t.value.as_ref())
    }

    /// The Result tag read as a result, with its form and text.
    pub fn result_tag(&self) -> Option<(GameResult, ResultForm, &str)> {
        self.tag("Result").map(|v| {
            let (r, f) = parse_result(v);
            (r, f, v)
        })
    }

    /// The FEN tag (start position), if any.
    pub fn fen(&self) -> Option<&str> {
        self.tag("FEN")
    }

    /// The GameType tag, if any.
    pub fn game_type(&self) -> Option<&str> {
        self.tag("GameType")
    }

    /// The SetUp tag, if any.
    pub fn setup_tag(&self) -> Option<&str> {
        self.tag("SetUp")
    }

    /// True when the GameType is missing, `20`, or a full form starting `20,`.
    pub fn is_international(&self) -> bool {
        match self.game_type().map(str::trim) {
            None => true,
            Some(gt) => gt == "20" || gt.starts_with("20,"),
        }
    }

    /// The side to move at the start: the FEN's first letter, White by default.
    pub fn start_side(&self) -> Side {
        fen_side(self.fen()).unwrap_or(Side::White)
    }

    /// The moves of a line.
    pub fn line_moves(&self, line: Line) -> &[MoveToken<'a>] {
        match line {
            Line::Main => &self.moves,
            Line::Variation(i) => self.variations.get(i).map_or(&[], |v| v.moves.as_slice()),
        }
    }

    /// The result the game records: a known Result tag; else a known terminator other
    /// than `*`; else the Result tag's text (an unrecognised result); else the terminator;
    /// else unknown (`*`).
    pub fn effective_result(&self) -> (GameResult, ResultForm, &str) {
        let tag = self.result_tag().map(|(r, f, t)| (r, f, t.trim()));
        if let Some(t) =
            tag.filter(|t| !matches!(t.0, GameResult::Unrecognised | GameResult::Unknown))
        {
            return t;
        }
        let term = self.terminator.map(|t| (t.result, t.form, t.text));
        if let Some(t) =
            term.filter(|t| !matches!(t.0, GameResult::Unrecognised | GameResult::Unknown))
        {
            return t;
        }
        if let Some(t) = tag.filter(|t| !t.2.is_empty()) {
            return t;
        }
        term.unwrap_or((GameResult::Unknown, ResultForm::Asterisk, "*"))
    }

    /// Where `range` of the game's text is in the file: line, column and byte offset, counted
    /// from the start of the game's text. To locate many tokens in order, [`Game::places`]
    /// does it in one pass.
    pub fn span_of(&self, range: TextRange) -> Span {
        self.places().span(range)
    }

    /// A cursor that locates ranges of the game's text in the file, cheaply when asked in
    /// the order of the text.
    pub fn places(&self) -> Places<'a> {
        Places::new(
            self.text,
            self.line,
            self.column,
            self.offset,
            self.encoding,
        )
    }

    /// The index of the last main-line move starting on `line` at or before `column` (the
    /// move a finding made at that line and column is about), if any.
    pub fn move_at(&self, line: u32, column: u32) -> Option<usize> {
        let before = line_up_to(self.text, self.line, self.column, line, column)?;
        self.moves
            .iter()
            .rposition(|m| before.start <= m.at.start() && m.at.start() <= before.end)
    }

    /// True when any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == DiagnosticSeverity::Error)
    }

    /// The warnings.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == DiagnosticSeverity::Warning)
    }
}

/// The side to move from a FEN's first letter (`W:...` or `B:...`).
pub fn fen_side(fen: Option<&str>) -> Option<Side> {
    match fen?.trim_start().chars().next()? {
        'W' | 'w' => Some(Side::White),
        'B' | 'b' => Some(Side::Black),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_bounded_and_sliceable() {
        let mut sq = WrittenSquares::new();
        for i in 0..MAX_SQUARES {
            assert!(sq.push(i as u8));
        }
        assert!(!sq.push(1));
        assert_eq!(sq.len(), MAX_SQUARES);
        assert_eq!(
            WrittenSquares::from_slice(&[32, 23, 12])
                .unwrap()
                .as_slice(),
            &[32, 23, 12]
        );
    }

    #[test]
    fn move_token_stays_small() {
        // A token is copied into a Vec per move; keep an eye on its size.
        assert!(
            std::mem::size_of::<MoveToken<'_>>() <= 80,
            "{}",
            std::mem::size_of::<MoveToken<'_>>()
        );
    }

    #[test]
    fn strength_kinds() {
        let k = |t| {
            Strength {
                text: t,
                bracketed: false,
            }
            .kind()
        };
        assert_eq!(k("!"), StrengthKind::Good);
        assert_eq!(k("?!"), StrengthKind::Dubious);
        assert_eq!(k("*"), StrengthKind::Forced);
        assert_eq!(k("!?!!!"), StrengthKind::Other);
    }

    #[test]
    fn fen_side_reads_the_first_letter() {
        assert_eq!(fen_side(Some("B:W18:B12")), Some(Side::Black));
        assert_eq!(fen_side(Some("?:W29:B22")), None);
        assert_eq!(fen_side(None), None);
    }
}
