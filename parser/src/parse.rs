//! Parsing one game's text: the entry point [`parse_game`], its options and context,
//! and the reporter that gives every diagnostic its address.

use crate::decode::{Encoding, decode};
use crate::diagnostic::{Diagnostic, DiagnosticKind, DiagnosticSeverity, Strictness};
use crate::game::{Game, Side, fen_side};
use crate::grammar::Paths;
use crate::movetext;
use crate::span::Locator;
use crate::split::{ChunkEnd, DEFAULT_MAX_GAME_BYTES, GameChunk};
use crate::tags;
use serde::Serialize;
use std::borrow::Cow;

/// How to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ReadOptions {
    /// Liberal (default) or PDN 3.0.
    pub strictness: Strictness,
    /// Games longer than this many bytes are cut and reported.
    pub max_game_bytes: usize,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            strictness: Strictness::Liberal,
            max_game_bytes: DEFAULT_MAX_GAME_BYTES,
        }
    }
}

impl ReadOptions {
    /// Options with the given strictness and the default size limit.
    pub fn with_strictness(strictness: Strictness) -> Self {
        ReadOptions {
            strictness,
            ..ReadOptions::default()
        }
    }
}

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

/// Decodes a chunk and gives the context to parse it with.
pub fn decode_chunk(chunk: &GameChunk) -> (Cow<'_, str>, ChunkContext) {
    let (text, encoding) = decode(&chunk.bytes);
    (text, ChunkContext::for_chunk(chunk, encoding))
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

    /// Reports `kind` at `span` (a token whose text may not lie in the chunk, such as the `-`
    /// of a move nobody recorded).
    pub(crate) fn report_at(&mut self, kind: DiagnosticKind, span: crate::Span) {
        if self.full {
            return;
        }
        let severity = kind.severity(self.strictness);
        self.diagnostics.push(Diagnostic {
            severity,
            kind,
            game: self.game,
            line: span.line,
            column: span.column,
            offset: span.offset,
        });
    }

    /// The diagnostics in the order of their position in the text.
    pub(crate) fn into_diagnostics(mut self) -> Vec<Diagnostic> {
        self.diagnostics.sort_by_key(|d| d.offset);
        self.diagnostics
    }
}

/// Parses one game's text. Never panics and never recurses: whatever the input, the
/// result is a game holding what could be read, with diagnostics for the rest.
pub fn parse_game<'a>(text: &'a str, ctx: &ChunkContext, opts: &ReadOptions) -> Game<'a> {
    parse_game_with(text, ctx, opts, Paths::Fast)
}

/// [`parse_game`] on the given roads through the grammar (tests compare the two).
pub(crate) fn parse_game_with<'a>(
    text: &'a str,
    ctx: &ChunkContext,
    opts: &ReadOptions,
    paths: Paths,
) -> Game<'a> {
    let mut rep = Reporter::new(text, ctx, opts.strictness);
    if ctx.encoding == Encoding::Windows1252 {
        rep.report(DiagnosticKind::Windows1252, 0);
    }
    if let Some(size) = ctx.overlong {
        rep.report(
            DiagnosticKind::OverlongGame {
                limit: text.len() as u64,
                size,
            },
            0,
        );
    }
    let mut game = Game {
        index: ctx.index,
        line: ctx.line,
        offset: ctx.offset,
        encoding: ctx.encoding,
        tags: Vec::new(),
        moves: Vec::new(),
        trailing_comments: Vec::new(),
        variations: Vec::new(),
        setups: Vec::new(),
        terminator: None,
        diagnostics: Vec::new(),
    };
    let (tags, pos) = tags::parse_tag_section(text, 0, &mut rep);
    game.tags = tags;
    let start_side = fen_side(game.fen()).unwrap_or(Side::White);
    movetext::parse_movetext(text, pos, &mut rep, &mut game, start_side, ctx.end, paths);
    game.diagnostics = rep.into_diagnostics();
    game
}

/// Parses a whole text held in memory as one game (test and tooling convenience).
pub fn parse_game_str<'a>(text: &'a str, opts: &ReadOptions) -> Game<'a> {
    parse_game(text, &ChunkContext::default(), opts)
}

#[cfg(test)]
#[path = "parse_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "fast_path_tests.rs"]
mod fast_path_tests;
