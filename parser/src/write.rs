//! Writing normalised PDN (PDN.md "Writing").
//!
//! Decisions: the seven-tag roster comes first, with `"?"` for a missing tag (as PGN
//! and PDN 3.0 writers do); then GameType and FEN when the game has them; then the other
//! tags in their order. Results are written in the international form (`2-0`, `1-1`, `0-2`,
//! `0-0`, `*`): the same in the Result tag and the terminator, unless the record itself has
//! them disagree, and then both stay as found ([`written_results`]); a result no form matches
//! (Delft's `4-6`) stays in the Result tag and the terminator is `*`, the only honest PDN
//! terminator for it. Move numbers: `N.` before every White move, `N...`
//! before a Black move that starts a line or follows a comment, variation or setup.
//! Whether a move is a capture, and which squares a capture needs, is decided by a
//! [`CaptureNotation`]: the referee's implementation knows the rules; [`AsRead`] only
//! knows the text. Nothing here recurses, so any nesting depth can be written.

use crate::counts::MoveNumber;
use crate::game::{Comment, CommentKind, Game, Line, MoveKind, MoveToken, Side, WrittenSquares};
use crate::result::{GameResult, canonical_result_text, parse_result};
use std::fmt;
use std::io;

/// Where a move is in a game: its line and its index in that line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveLocation {
    /// The main line or a variation.
    pub line: Line,
    /// The index of the move in its line (the ply index for the main line).
    pub index: usize,
}

/// How a move is to be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    /// The squares to write: from and to, or every landing square of an ambiguous capture.
    pub squares: WrittenSquares,
    /// Written with `x` when true, `-` otherwise.
    pub capture: bool,
}

/// Decides the notation of moves. The arbiter implements it with the rules: a capture
/// is written from-x-to unless that is ambiguous, then with every landing square.
pub trait CaptureNotation {
    /// The squares and separator for the move at `location`.
    fn notation(&self, location: MoveLocation, token: &MoveToken<'_>) -> WrittenMove;
}

/// The parser-only notation: squares as read, `x` when the move was written with `x`
/// or `:` or has more than two squares, `-` otherwise. It cannot tell a capture written
/// with `-` nor shorten a full path: that needs the referee's implementation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AsRead;

impl CaptureNotation for AsRead {
    fn notation(&self, _location: MoveLocation, token: &MoveToken<'_>) -> WrittenMove {
        WrittenMove {
            squares: token.squares,
            capture: token.written_as_capture() || token.squares.len() > 2,
        }
    }
}

/// Lines are wrapped before this column.
const WRAP_COLUMN: usize = 79;

/// Text output with word wrapping at token boundaries.
struct Out {
    buf: String,
    column: usize,
    after_open: bool,
}

impl Out {
    fn token(&mut self, text: &str) {
        if self.column > 0 && !self.after_open {
            if self.column + 1 + text.len() > WRAP_COLUMN {
                self.buf.push('\n');
                self.column = 0;
            } else {
                self.buf.push(' ');
                self.column += 1;
            }
        }
        self.raw(text);
        self.after_open = false;
    }

    fn raw(&mut self, text: &str) {
        self.buf.push_str(text);
        match text.rfind('\n') {
            Some(i) => self.column = text.len() - i - 1,
            None => self.column += text.len(),
        }
    }

    fn open(&mut self) {
        self.token("(");
        self.after_open = true;
    }

    fn close(&mut self) {
        self.raw(")");
        self.after_open = false;
    }

    fn newline(&mut self) {
        self.buf.push('\n');
        self.column = 0;
    }
}

fn escape_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    for c in value.chars() {
        if c == '\\' || c == '"' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

fn write_tags(out: &mut Out, game: &Game<'_>, result_text: &str) {
    let mut used = vec![false; game.tags.len()];
    let mut take = |name: &str| -> Option<String> {
        let i = game
            .tags
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))?;
        if let Some(u) = used.get_mut(i) {
            *u = true;
        }
        game.tags.get(i).map(|t| t.value.to_string())
    };
    let mut lines = Vec::new();
    for name in ROSTER {
        let value = take(name);
        let value = if name == "Result" {
            result_text.to_owned()
        } else {
            value.unwrap_or_else(|| "?".to_owned())
        };
        lines.push((name.to_owned(), value));
    }
    for name in ["GameType", "FEN"] {
        if let Some(value) = take(name) {
            lines.push((name.to_owned(), value));
        }
    }
    for (tag, used) in game.tags.iter().zip(&used) {
        if !used {
            lines.push((tag.name.to_owned(), tag.value.to_string()));
        }
    }
    for (name, value) in lines {
        out.raw(&format!("[{name} \"{}\"]", escape_value(&value)));
        out.newline();
    }
}

fn write_comment(out: &mut Out, comment: &Comment<'_>) {
    if comment.kind == CommentKind::Line
        && (comment.text.contains('}') || comment.text.contains('{'))
    {
        out.token(&format!(";{}", comment.text));
        out.newline();
    } else {
        out.token(&format!("{{{}}}", comment.text));
    }
}

fn move_text(
    token: &MoveToken<'_>,
    location: MoveLocation,
    notation: &dyn CaptureNotation,
) -> String {
    match token.kind {
        MoveKind::Unknown => "-".to_owned(),
        MoveKind::Placeholder => "...".to_owned(),
        MoveKind::Alphanumeric => token.text.split_whitespace().collect(),
        MoveKind::Numeric => {
            let written = notation.notation(location, token);
            if written.squares.is_empty() {
                return token.text.split_whitespace().collect();
            }
            let sep = if written.capture { "x" } else { "-" };
            let text = written
                .squares
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(sep);
            // `1-0`, `1-1`, `0-2`... are results when read back. No legal move has these
            // squares, but a faithful writer must not turn a bad move into a result: a
            // leading zero keeps it a move.
            if parse_result(&text).0 != GameResult::Unrecognised {
                return format!("0{text}");
            }
            text
        }
    }
}

/// The reading state of one line while writing it.
struct Frame {
    line: Line,
    next_move: usize,
    next_child: usize,
    next_setup: usize,
    interrupted: bool,
    previous: Option<(Side, MoveNumber)>,
}

impl Frame {
    fn new(line: Line) -> Self {
        Frame {
            line,
            next_move: 0,
            next_child: 0,
            next_setup: 0,
            interrupted: true,
            previous: None,
        }
    }
}

fn slot(line: Line) -> usize {
    match line {
        Line::Main => 0,
        Line::Variation(i) => i + 1,
    }
}

/// For each line (the main line, then each variation), its variations and its setups, in order.
struct LineIndex {
    children: Vec<Vec<usize>>,
    setups: Vec<Vec<usize>>,
}

impl LineIndex {
    fn of(game: &Game<'_>) -> LineIndex {
        let lines = game.variations.len() + 1;
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); lines];
        for (i, v) in game.variations.iter().enumerate() {
            if let Some(list) = children.get_mut(slot(v.parent)) {
                list.push(i);
            }
        }
        let mut setups: Vec<Vec<usize>> = vec![Vec::new(); lines];
        for (i, s) in game.setups.iter().enumerate() {
            if let Some(list) = setups.get_mut(slot(s.line)) {
                list.push(i);
            }
        }
        LineIndex { children, setups }
    }

    /// The next variation of `frame`'s line that opens before its next move, if any.
    fn next_child(&self, game: &Game<'_>, frame: &Frame) -> Option<usize> {
        let &child = self.children.get(slot(frame.line))?.get(frame.next_child)?;
        game.variations
            .get(child)
            .is_some_and(|v| v.after <= frame.next_move)
            .then_some(child)
    }

    /// The next setup of `frame`'s line that stands before its next move, if any.
    fn next_setup<'g>(&self, game: &'g Game<'_>, frame: &Frame) -> Option<&'g str> {
        let &i = self.setups.get(slot(frame.line))?.get(frame.next_setup)?;
        game.setups
            .get(i)
            .filter(|s| s.before <= frame.next_move)
            .map(|s| s.fen)
    }
}

fn write_movetext(
    out: &mut Out,
    game: &Game<'_>,
    notation: &dyn CaptureNotation,
    terminator: &str,
) {
    let index = LineIndex::of(game);
    let mut stack = vec![Frame::new(Line::Main)];
    while let Some(frame) = stack.last_mut() {
        if let Some(child) = index.next_child(game, frame) {
            frame.next_child += 1;
            frame.interrupted = true;
            out.open();
            stack.push(Frame::new(Line::Variation(child)));
        } else if let Some(fen) = index.next_setup(game, frame) {
            frame.next_setup += 1;
            frame.interrupted = true;
            out.token(&format!("/FEN \"{fen}\"/"));
        } else if let Some(token) = game.line_moves(frame.line).get(frame.next_move) {
            write_move(out, frame, token, notation);
        } else {
            end_line(out, game, frame.line, terminator);
            stack.pop();
        }
    }
}

/// Writes the next move of `frame`'s line: its number unless Black continues White's, the
/// comments before it, the move with its strength sign, its NAGs and the comments after it.
fn write_move(
    out: &mut Out,
    frame: &mut Frame,
    token: &MoveToken<'_>,
    notation: &dyn CaptureNotation,
) {
    // The number goes before the comments: a comment right after a move would be read back as
    // that move's comment.
    let side = token.inferred_side;
    let number = token.inferred_number;
    let black_continues = frame.previous == Some((Side::White, number))
        && !frame.interrupted
        && token.comments_before().is_empty();
    match side {
        Side::White => out.token(&format!("{number}.")),
        Side::Black if !black_continues => out.token(&format!("{number}...")),
        Side::Black => {}
    }
    for comment in token.comments_before() {
        write_comment(out, comment);
    }
    let location = MoveLocation {
        line: frame.line,
        index: frame.next_move,
    };
    let mut text = move_text(token, location, notation);
    if let Some(strength) = token.strength() {
        if strength.bracketed {
            text.push('(');
            text.push_str(strength.text);
            text.push(')');
        } else {
            text.push_str(strength.text);
        }
    }
    out.token(&text);
    for nag in token.nags() {
        out.token(&format!("${nag}"));
    }
    frame.interrupted = false;
    for comment in token.comments_after() {
        write_comment(out, comment);
        frame.interrupted = true;
    }
    frame.previous = Some((side, number));
    frame.next_move += 1;
}

/// Ends a line: the main line with its trailing comments and the game's terminator, a
/// variation with its own result, trailing comments and `)`.
fn end_line(out: &mut Out, game: &Game<'_>, line: Line, terminator: &str) {
    match line {
        Line::Main => {
            for comment in &game.trailing_comments {
                write_comment(out, comment);
            }
            out.token(terminator);
        }
        Line::Variation(i) => {
            if let Some(v) = game.variations.get(i) {
                if let Some(t) = v.terminator {
                    out.token(canonical_result_text(t.result).unwrap_or("*"));
                }
                for comment in &v.trailing_comments {
                    write_comment(out, comment);
                }
            }
            out.close();
        }
    }
}

/// Writes one game as normalised PDN, followed by a blank line.
///
/// # Errors
///
/// What `out` fails with.
pub fn write_game<W: fmt::Write>(
    out: &mut W,
    game: &Game<'_>,
    notation: &dyn CaptureNotation,
) -> fmt::Result {
    out.write_str(&game_to_string(game, notation))
}

/// Writes one game as normalised PDN (UTF-8, no BOM) to a byte sink.
///
/// # Errors
///
/// What `out` fails with.
pub fn write_game_io<W: io::Write>(
    out: &mut W,
    game: &Game<'_>,
    notation: &dyn CaptureNotation,
) -> io::Result<()> {
    out.write_all(game_to_string(game, notation).as_bytes())
}

/// The results a normalised game carries: the Result tag's value and the terminator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenResults {
    /// The Result tag's value.
    pub tag: String,
    /// The movetext's terminator.
    pub terminator: &'static str,
    /// The record's Result tag and terminator say different things, so both are written as found
    /// (in the international form) and the disagreement stays visible.
    pub disagree: bool,
}

/// The results [`game_to_string`] writes. One result, in the international form, in both places
/// when the record is consistent (a `*` or a missing side takes the other's); a Result tag that
/// says something else than the terminator keeps its own value, so that reading the output
/// again finds the same disagreement. A terminator no form matches is written `*`, the only
/// honest PDN terminator for it.
pub fn written_results(game: &Game<'_>) -> WrittenResults {
    let tag = game
        .result_tag()
        .map(|(r, _, t)| (r, t.trim()))
        .filter(|(_, t)| !t.is_empty());
    let term = game.terminator.map(|t| (t.result, t.text));
    let text_of = |(r, t): (GameResult, &str)| canonical_result_text(r).unwrap_or(t).to_owned();
    let terminator_of = |r: GameResult| canonical_result_text(r).unwrap_or("*");
    let (tag, terminator, disagree) = match (tag, term) {
        (None, None) => ("*".to_owned(), "*", false),
        (None, Some(m)) => (text_of(m), terminator_of(m.0), false),
        (Some(t), None) => (text_of(t), terminator_of(t.0), false),
        (Some(t), Some(m)) if t.0 == m.0 || m.0 == GameResult::Unknown => {
            (text_of(t), terminator_of(t.0), false)
        }
        (Some(t), Some(m)) if t.0 == GameResult::Unknown => (text_of(m), terminator_of(m.0), false),
        (Some(t), Some(m)) => (text_of(t), terminator_of(m.0), true),
    };
    WrittenResults {
        tag,
        terminator,
        disagree,
    }
}

/// The normalised PDN of one game, followed by a blank line.
pub fn game_to_string(game: &Game<'_>, notation: &dyn CaptureNotation) -> String {
    let results = written_results(game);
    let mut out = Out {
        buf: String::new(),
        column: 0,
        after_open: false,
    };
    write_tags(&mut out, game, &results.tag);
    out.newline();
    write_movetext(&mut out, game, notation, results.terminator);
    out.newline();
    out.newline();
    out.buf
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ReadOptions, parse_game_str};

    fn normalise(text: &str) -> String {
        game_to_string(&parse_game_str(text, &ReadOptions::default()), &AsRead)
    }

    #[test]
    fn roster_first_then_gametype_and_fen_then_the_rest() {
        let out = normalise(
            "[White \"A \\\"B\\\" C\"]\n[Black \"D\"]\n[PlyCount \"2\"]\n[FEN \"B:W31:B19\"]\n[GameType \"20\"]\n[Result \"0-2\"]\n19-23 31-27 *",
        );
        assert_eq!(
            out,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"A \\\"B\\\" C\"]\n[Black \"D\"]\n\
             [Result \"0-2\"]\n[GameType \"20\"]\n[FEN \"B:W31:B19\"]\n[PlyCount \"2\"]\n\n1... 19-23 2. 31-27 0-2\n\n"
        );
    }

    #[test]
    fn normalised_moves_numbers_and_separators() {
        let out = normalise(
            "1. 01-07 1- 6 2. 3228 28:19 3. 32x23x12 {c} 12x23 (4. 45-40) 4. 47-41! $3 *",
        );
        let movetext = out.split("\n\n").nth(1).unwrap();
        assert_eq!(
            movetext,
            "1. 1-7 1-6 2. 32-28 28x19 3. 32x23x12 {c} 3... 12x23 (4. 45-40) 4. 47-41! $3 *"
        );
    }

    #[test]
    fn results_are_normalised_and_unknown_ones_end_with_a_star() {
        let draw = normalise("1. 32-28 ½-½");
        assert!(
            draw.contains("[Result \"1-1\"]") && draw.ends_with("1. 32-28 1-1\n\n"),
            "{draw}"
        );
        let chess = normalise("[Result \"1-0\"]\n1. 32-28 1-0");
        assert!(
            chess.contains("[Result \"2-0\"]") && chess.ends_with("1. 32-28 2-0\n\n"),
            "{chess}"
        );
        let delft = normalise("[Result \"4-6\"]\n1. 32-28 4-6");
        assert!(
            delft.contains("[Result \"4-6\"]") && delft.ends_with("1. 32-28 *\n\n"),
            "{delft}"
        );
        // The Result tag wins over a `*` terminator.
        let tag = normalise("[Result \"2-0\"]\n1. 32-28 *");
        assert!(tag.ends_with("1. 32-28 2-0\n\n"), "{tag}");
    }

    #[test]
    fn a_result_tag_and_terminator_that_disagree_are_both_kept() {
        let text = "[Result \"0-1\"]\n1. 32-28 1-0";
        let game = parse_game_str(text, &ReadOptions::default());
        assert_eq!(
            written_results(&game),
            WrittenResults {
                tag: "0-2".to_owned(),
                terminator: "2-0",
                disagree: true
            }
        );
        let out = normalise(text);
        assert!(
            out.contains("[Result \"0-2\"]") && out.ends_with("1. 32-28 2-0\n\n"),
            "{out}"
        );
        let agreed = parse_game_str(
            "[Result \"1/2-1/2\"]\n1. 32-28 1-1",
            &ReadOptions::default(),
        );
        assert!(!written_results(&agreed).disagree);
    }

    #[test]
    fn moves_that_look_like_results_stay_moves() {
        let out = normalise("1. 1- 0 *");
        assert!(out.ends_with("1. 01-0 *\n\n"), "{out}");
    }

    #[test]
    fn a_referee_notation_decides_captures() {
        struct Full;
        impl CaptureNotation for Full {
            fn notation(&self, location: MoveLocation, token: &MoveToken<'_>) -> WrittenMove {
                let capture = location.index == 0;
                let squares = if capture {
                    WrittenSquares::from_slice(&[32, 23, 14]).unwrap_or(token.squares)
                } else {
                    token.squares
                };
                WrittenMove { squares, capture }
            }
        }
        let game = parse_game_str("1. 32-14 19-23 *", &ReadOptions::default());
        assert!(game_to_string(&game, &Full).ends_with("1. 32x23x14 19-23 *\n\n"));
    }

    #[test]
    fn long_movetext_wraps_before_column_80() {
        let moves: String = (1..40).map(|n| format!("{n}. 32-28 19-23 ")).collect();
        let out = normalise(&format!("{moves}*"));
        assert!(out.lines().all(|l| l.len() < 80));
        assert!(out.lines().count() > 10);
    }
}
