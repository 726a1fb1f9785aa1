//! Lines of play: the main line and the variations open around the current element,
//! each with what is still waiting for its move (a number, comments, NAGs).

use super::Movetext;
use super::notes::apply_commands;
use crate::counts::MoveNumber;
use crate::diagnostic::{DiagnosticKind, Expected, excerpt};
use crate::game::{Comment, Line, Side, Variation};

/// Most variations kept in one game (nested or not); the 100,000 nested variations PDN.md
/// asks for fit, a game with more is cut there and reported.
pub(crate) const MAX_VARIATIONS: usize = 200_000;

/// A move number waiting for its move.
#[derive(Clone, Copy, Debug)]
pub(super) struct PendingNumber {
    pub(super) number: MoveNumber,
    pub(super) side: Side,
    /// Where it was written.
    pub(super) at: usize,
}

/// The reading state of one line of play (the main line or an open variation).
#[derive(Debug)]
pub(super) struct LineState<'a> {
    pub(super) line: Line,
    pub(super) next_side: Side,
    pub(super) next_number: MoveNumber,
    pub(super) pending_number: Option<PendingNumber>,
    pub(super) pending_comments: Vec<Comment<'a>>,
    pub(super) pending_nags: Vec<u16>,
    pub(super) pending_nags_at: usize,
    /// Comments and NAGs attach to the previous move only while nothing else came between.
    pub(super) last_was_move: bool,
    /// A variation, setup or terminator came after the last move: comments that follow
    /// cannot belong to that move.
    pub(super) structural: bool,
    pub(super) open_at: usize,
}

impl<'a> LineState<'a> {
    pub(super) fn new(
        line: Line,
        next_side: Side,
        next_number: MoveNumber,
        open_at: usize,
    ) -> Self {
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

impl<'a> Movetext<'a, '_> {
    /// `(`: a variation of the move before it opens.
    pub(super) fn open_variation(&mut self) {
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

    /// `)`, ending at `end`: the innermost variation closes.
    pub(super) fn close_variation(&mut self, end: usize) {
        let Some(state) = self.stack.pop() else {
            self.unexpected(Expected::MoveOrResult);
            return;
        };
        self.pos = end;
        self.finish_line(state, ")", true);
    }

    /// Ends a line: what is still pending has no move to go to.
    pub(super) fn finish_line(&mut self, mut state: LineState<'a>, found: &str, closed: bool) {
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
}
