//! Where a game's text came from, and the reporter that gives every diagnostic its address
//! in the file: the tag and movetext readers and the trivia between tokens report through it.

use crate::decode::Encoding;
use crate::diagnostic::{Diagnostic, DiagnosticKind, DiagnosticSeverity, Strictness};
use crate::span::Locator;
use crate::split::{ChunkEnd, GameChunk};
use serde::Serialize;

/// Where a game's text came from, so its diagnostics point into the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChunkContext {
    /// 1-based index of the game in the file.
    pub index: usize,
    /// Line where the text starts.
    pub line: u32,
    /// Column where the text starts.
    pub column: u32,
    /// Byte offset where the text starts.
    pub offset: u64,
    /// The encoding the text was decoded from.
    pub encoding: Encoding,
    /// What ended the game's text.
    pub end: ChunkEnd,
    /// `Some(total size)` when the text was cut at the size limit.
    pub overlong: Option<u64>,
}

impl ChunkContext {
    /// A context for text that starts the file (game 1, line 1, column 1, offset 0).
    pub fn new(index: usize, line: u32, offset: u64) -> Self {
        ChunkContext {
            index,
            line,
            column: 1,
            offset,
            encoding: Encoding::Utf8,
            end: ChunkEnd::EndOfInput,
            overlong: None,
        }
    }

    /// The context of a chunk decoded with `encoding`.
    pub fn for_chunk(chunk: &GameChunk, encoding: Encoding) -> Self {
        ChunkContext {
            index: chunk.index,
            line: chunk.line,
            column: chunk.column,
            offset: chunk.offset,
            encoding,
            end: chunk.end,
            overlong: chunk.overlong,
        }
    }
}

impl Default for ChunkContext {
    fn default() -> Self {
        ChunkContext::new(1, 1, 0)
    }
}

/// At most this many diagnostics are kept per game.
const MAX_DIAGNOSTICS_PER_GAME: usize = 100;

/// Collects a game's diagnostics with their positions.
pub(crate) struct Reporter<'a> {
    pub(crate) loc: Locator<'a>,
    pub(crate) strictness: Strictness,
    diagnostics: Vec<Diagnostic>,
    game: usize,
    reported_once: Vec<&'static str>,
    full: bool,
}

impl<'a> Reporter<'a> {
    pub(crate) fn new(text: &'a str, ctx: &ChunkContext, strictness: Strictness) -> Self {
        Reporter {
            loc: Locator::new(
                text,
                ctx.line,
                ctx.column,
                ctx.offset,
                ctx.encoding == Encoding::Windows1252,
            ),
            strictness,
            diagnostics: Vec::new(),
            game: ctx.index,
            reported_once: Vec::new(),
            full: false,
        }
    }

    /// Reports `kind` at byte `offset` of the chunk, with the severity the strictness gives it.
    pub(crate) fn report(&mut self, kind: DiagnosticKind, offset: usize) {
        let severity = kind.severity(self.strictness);
        self.report_as(kind, severity, offset);
    }

    /// Reports only the first occurrence of the kind `name` in the game: quirks such as
    /// leading zeros repeat on every move, and one report says all there is to say. The
    /// diagnostic is only built (its excerpt copied) the first time.
    pub(crate) fn report_once(
        &mut self,
        name: &'static str,
        offset: usize,
        make: impl FnOnce() -> DiagnosticKind,
    ) {
        if self.reported_once.contains(&name) {
            return;
        }
        self.reported_once.push(name);
        let kind = make();
        debug_assert_eq!(kind.name(), name);
        self.report(kind, offset);
    }

    pub(crate) fn report_as(
        &mut self,
        kind: DiagnosticKind,
        severity: DiagnosticSeverity,
        offset: usize,
    ) {
        if self.full {
            return;
        }
        let (line, column, file_offset) = self.loc.locate(offset);
        let kind = if self.diagnostics.len() + 1 >= MAX_DIAGNOSTICS_PER_GAME {
            self.full = true;
            DiagnosticKind::TooManyDiagnostics
        } else {
            kind
        };
        let severity = if self.full {
            DiagnosticSeverity::Warning
        } else {
            severity
        };
        self.diagnostics.push(Diagnostic {
            severity,
            kind,
            game: self.game,
            line,
            column,
            offset: file_offset,
        });
    }

    /// Takes back the diagnostic of the kind `name` made at file offset `at`: the text it was
    /// about turned out to be something else (a `-` read as a move nobody recorded that is the
    /// game's result, written where the result goes).
    pub(crate) fn withdraw(&mut self, name: &str, at: u64) {
        self.diagnostics
            .retain(|d| !(d.kind.name() == name && d.offset == at));
    }

    /// Reports `kind` at byte `offset` of the chunk, where a token taken back stood (the last
    /// move, which is the game's result): unlike [`Reporter::report`], never turned into the
    /// diagnostic that says the game has too many.
    pub(crate) fn report_at(&mut self, kind: DiagnosticKind, offset: usize) {
        if self.full {
            return;
        }
        let severity = kind.severity(self.strictness);
        let (line, column, file_offset) = self.loc.locate(offset);
        self.diagnostics.push(Diagnostic {
            severity,
            kind,
            game: self.game,
            line,
            column,
            offset: file_offset,
        });
    }

    /// The diagnostics in the order of their position in the text.
    pub(crate) fn into_diagnostics(mut self) -> Vec<Diagnostic> {
        self.diagnostics.sort_by_key(|d| d.offset);
        self.diagnostics
    }
}
