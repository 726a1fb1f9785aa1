//! Where a game ends: its terminator, and what is reported when the game ends without
//! one (an open variation, a move number with no move, no result at all).

use super::Movetext;
use crate::counts::MoveNumber;
use crate::diagnostic::{DiagnosticKind, DiagnosticSeverity, GameEnd, excerpt};
use crate::game::{Line, Side};
use crate::movetext::lines::LineState;
use crate::result::{GameResult, ResultForm, Terminator, parse_result};
use crate::span::TextRange;
use crate::split::ChunkEnd;
use crate::trivia::{skip_trivia, word_at};

impl<'a> Movetext<'a, '_> {
    /// A result (or `*`) of `len` bytes: it ends the variation it is in, or the game.
    pub(super) fn terminator(&mut self, len: usize) {
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
        let terminator = Terminator {
            result,
            form,
            text,
            at: TextRange::new(start, len),
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

    /// Ends the game's lines and reports what its end leaves open.
    pub(super) fn finish(&mut self, end: ChunkEnd) {
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
            LineState::new(Line::Main, Side::White, MoveNumber::FIRST, 0),
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
                    GameEnd::NextGameTags
                } else {
                    GameEnd::EndOfInput
                },
            };
            let severity = if end == ChunkEnd::TagSection {
                kind.severity(self.rep.strictness)
            } else {
                DiagnosticSeverity::Warning
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
        let at = last.at;
        self.game.moves.pop();
        let (result, form) = parse_result(text);
        // One problem, one diagnostic: the `-` is the game's result, no move nobody recorded.
        let (_, _, file_offset) = self.rep.loc.locate(at.start());
        self.rep.withdraw("UnknownMove", file_offset);
        if result == GameResult::Unrecognised {
            self.rep.report_at(
                DiagnosticKind::UnrecognisedResult {
                    found: excerpt(text),
                },
                at.start(),
            );
        }
        self.game.terminator = Some(Terminator {
            result,
            form,
            text,
            at,
        });
        true
    }
}
