//! Parsing one game's text: the entry point [`parse_game`], its options and context,
//! and the reporter that gives every diagnostic its address.

use crate::decode::{Encoding, decode};
use crate::diagnostic::{DiagnosticKind, Strictness};
use crate::game::{Game, Side, fen_side};
use crate::grammar::Paths;
use crate::movetext;
use crate::reporter::{ChunkContext, Reporter};
use crate::split::{DEFAULT_MAX_GAME_BYTES, GameChunk};
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

/// Decodes a chunk and gives the context to parse it with.
pub fn decode_chunk(chunk: &GameChunk) -> (Cow<'_, str>, ChunkContext) {
    let (text, encoding) = decode(&chunk.bytes);
    (text, ChunkContext::for_chunk(chunk, encoding))
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
        column: ctx.column,
        offset: ctx.offset,
        encoding: ctx.encoding,
        text,
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
