//! Moves and their numbers: which number and side a move gets, what its writing is
//! reported for, and the tokens that stand for a move.

use super::Movetext;
use super::lines::PendingNumber;
use crate::diagnostic::{DiagnosticKind, Expected, Strictness, excerpt};
use crate::game::{
    Line, MAX_SQUARES, MoveKind, MoveNotes, MoveToken, Separator, Side, Strength, WrittenSquares,
};
use crate::grammar::{self, NumberMark, PlainMove, WrittenMove, is_token_end};
use crate::span::TextRange;
use crate::trivia::word_at;

impl<'a> Movetext<'a, '_> {
    /// `12.` or `12...` from `start` to `end`: it waits for its move.
    pub(super) fn move_number(&mut self, number: NumberMark, start: usize, end: usize) {
        if let Some(previous) = self.top().pending_number {
            let found = word_at(self.text, start);
            self.rep
                .report(DiagnosticKind::MoveNumberWithoutMove { found }, previous.at);
        }
        let top = self.top();
        top.pending_number = Some(PendingNumber {
            number: number.number,
            side: number.side,
            at: start,
        });
        top.last_was_move = false;
        self.pos = end;
    }

    /// A move from `start` to `end`, then the strength sign written right after it.
    pub(super) fn written_move(&mut self, written: WrittenMove, start: usize, end: usize) {
        let text = self.text.get(start..end).unwrap_or("");
        self.pos = end;
        if written.kind == MoveKind::Numeric {
            self.report_writing(&written, text, start);
        }
        let squares = if written.out_of_range {
            WrittenSquares::new()
        } else {
            written.squares
        };
        self.push_move(start, text, written.kind, squares, written.separator);
        if (written.leading_zero || written.spaced)
            && let Some(mv) = self.last_move_mut()
        {
            mv.leading_zero = written.leading_zero;
            mv.spaced = written.spaced;
        }
        self.attached_strength(text);
    }

    /// The usual move from `start` to `end`: squares, a separator and whitespace after it.
    pub(super) fn plain_move(&mut self, plain: PlainMove, start: usize, end: usize) {
        let text = self.text.get(start..end).unwrap_or("");
        self.pos = end;
        let [from, to] = plain.squares;
        let squares = WrittenSquares::two(from, to);
        self.push_move(start, text, MoveKind::Numeric, squares, plain.separator);
    }

    /// Reports how a numeric move is written where PDN 3.0 writes it otherwise. The quirks
    /// that repeat on every move of a file (leading zeros, spaces...) are said once a game.
    fn report_writing(&mut self, written: &WrittenMove, text: &str, start: usize) {
        if written.out_of_range {
            let found = excerpt(text);
            self.rep
                .report(DiagnosticKind::InvalidSquare { found }, start);
        }
        if written.too_many {
            let found = excerpt(text);
            let max = MAX_SQUARES;
            self.rep
                .report(DiagnosticKind::TooManySquares { found, max }, start);
        }
        let found = || text.to_owned();
        if written.no_separator {
            self.rep.report_once("MissingSeparator", start, || {
                DiagnosticKind::MissingSeparator { found: found() }
            });
        }
        if written.leading_zero {
            self.rep
                .report_once("LeadingZero", start, || DiagnosticKind::LeadingZero {
                    found: found(),
                });
        }
        if written.spaced {
            self.rep.report_once("SpaceInsideMove", start, || {
                DiagnosticKind::SpaceInsideMove { found: found() }
            });
        }
        if matches!(written.separator, Separator::Colon | Separator::Mixed) && text.contains(':') {
            self.rep
                .report_once("ColonSeparator", start, || DiagnosticKind::ColonSeparator {
                    found: found(),
                });
        }
    }

    /// A strength sign written right after the move, then the token must end.
    fn attached_strength(&mut self, move_text: &'a str) {
        // Nearly always the move is followed by whitespace: no sign, and the token ended.
        if matches!(self.rest().first(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            return;
        }
        if let Ok((after, sign)) = grammar::strength_sign(self.rest()) {
            if sign.is_forced() && self.rep.strictness == Strictness::Pdn3 {
                // The FMJD forced-move sign is fine in liberal mode; PDN 3.0 wants `$7`.
                let found = excerpt(move_text);
                self.rep
                    .report(DiagnosticKind::StarStrength { found }, self.pos);
            }
            let strength = Strength {
                text: self.str_of(sign.signs),
                bracketed: sign.bracketed,
            };
            self.pos += grammar::taken(self.rest(), after);
            if let Some(mv) = self.last_move_mut() {
                mv.notes_mut().strength = Some(strength);
            }
        }
        if !is_token_end(self.rest()) {
            self.unexpected(Expected::SpaceAfterMove);
        }
    }

    /// `...` or `…` of `len` bytes, standing for a move.
    pub(super) fn placeholder(&mut self, len: usize) {
        let start = self.pos;
        self.pos += len;
        let text = self.text.get(start..start + len).unwrap_or("...");
        self.push_move(
            start,
            text,
            MoveKind::Placeholder,
            WrittenSquares::new(),
            Separator::None,
        );
    }

    /// `-`: a move nobody recorded.
    pub(super) fn unknown_move(&mut self) {
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
            WrittenSquares::new(),
            Separator::None,
        );
    }

    /// Adds a move to the current line, with the number waiting for it (or the one the
    /// alternation gives) and what was pending before it.
    fn push_move(
        &mut self,
        start: usize,
        text: &'a str,
        kind: MoveKind,
        squares: WrittenSquares,
        separator: Separator,
    ) {
        // Not located here: a move's line and column are counted when something names it.
        let at = TextRange::new(start, text.len());
        let depth = self.stack.len();
        let top = self.top();
        let pending = top.pending_number.take();
        let (number, side_written, side, inferred_number) = match pending {
            Some(p) => (Some(p.number), Some(p.side), p.side, p.number),
            None => (None, None, top.next_side, top.next_number),
        };
        top.next_side = side.opposite();
        top.next_number = if side == Side::Black {
            inferred_number.next()
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
                at,
                notes,
            });
        }
        self.last_is_main_move = depth == 0;
    }
}
