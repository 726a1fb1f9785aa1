//! What attaches to moves (comments with their clock commands, NAGs, strength signs
//! written apart) and setups, which change the position between moves.

use super::Movetext;
use crate::clock::{CommandValue, parse_commands};
use crate::diagnostic::{DiagnosticKind, Strictness, excerpt};
use crate::game::{Comment, CommentKind, MoveToken, Setup, Side, Strength, fen_side};
use crate::grammar::setup_fen;

impl<'a> Movetext<'a, '_> {
    /// `{inner}` from `start` to `end` (the end of the game when it was never closed).
    pub(super) fn brace_comment(&mut self, inner: &'a str, start: usize, end: usize) {
        if let Some(nested) = inner.find('{') {
            self.rep
                .report(DiagnosticKind::NestedComment, start + 1 + nested);
        }
        let span = self.rep.loc.span(start, end - start);
        self.pos = end;
        self.attach_comment(Comment {
            text: inner,
            kind: CommentKind::Brace,
            span,
            commands: parse_commands(inner),
        });
    }

    /// `; inner` or `% inner` from `start` to `end`, the end of its line.
    pub(super) fn line_comment(&mut self, inner: &'a str, start: usize, end: usize) {
        if self.bytes.get(start) == Some(&b';') && self.rep.strictness == Strictness::Pdn3 {
            self.rep.report(DiagnosticKind::SemicolonComment, start);
        }
        let span = self.rep.loc.span(start, end - start);
        self.pos = end;
        self.attach_comment(Comment {
            text: inner,
            kind: CommentKind::Line,
            span,
            commands: parse_commands(inner),
        });
    }

    /// A comment follows the move right before it, or waits for the next one.
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

    /// `$digits` from `start` to `end`.
    pub(super) fn nag(&mut self, digits: &str, start: usize, end: usize) {
        self.pos = end;
        let Ok(value) = digits.parse::<u16>() else {
            let found = excerpt(self.text.get(start..end).unwrap_or("$"));
            self.rep.report(DiagnosticKind::InvalidNag { found }, start);
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

    /// A strength sign of `len` bytes written apart from its move (`32-28 !`).
    pub(super) fn detached_strength(&mut self, len: usize, signs: &'a str, bracketed: bool) {
        let start = self.pos;
        self.pos += len;
        let attached = self.top().last_was_move;
        let written = self.text.get(start..start + len).unwrap_or(signs);
        match self
            .last_move_mut()
            .filter(|mv| attached && mv.strength().is_none())
        {
            Some(mv) => {
                mv.notes_mut().strength = Some(Strength {
                    text: signs,
                    bracketed,
                });
                self.rep.report_once("SpaceBeforeStrength", start, || {
                    DiagnosticKind::SpaceBeforeStrength {
                        found: written.to_owned(),
                    }
                });
            }
            None => {
                let found = excerpt(written);
                self.rep
                    .report(DiagnosticKind::DanglingAnnotation { found }, start);
            }
        }
    }

    /// `/inner/` from `start` to `end`: the game goes on from the position it gives.
    pub(super) fn setup(&mut self, inner: &'a str, start: usize, end: usize) {
        let fen = match setup_fen(inner) {
            Some(fen) => fen,
            None => {
                let found = excerpt(inner);
                self.rep
                    .report(DiagnosticKind::MalformedSetup { found }, start);
                inner.trim()
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
}

/// Fills the move's clock, time spent and evaluation from a comment's commands.
pub(super) fn apply_commands(mv: &mut MoveToken<'_>, comment: &Comment<'_>) {
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
