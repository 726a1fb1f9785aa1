//! The convenience reader: splitter, decoder and parser in one, handing out one game at
//! a time (a lending iterator: each game borrows the reader until the next call).

use crate::decode::{Encoding, decode};
use crate::game::Game;
use crate::parse::{ReadOptions, parse_game};
use crate::reporter::ChunkContext;
use crate::split::{GameChunk, GameSplitter};
use std::borrow::Cow;
use std::io::{self, Read};

/// Reads games from any byte source, holding only the current game in memory.
pub struct Reader<R> {
    splitter: GameSplitter<R>,
    options: ReadOptions,
    chunk: Option<GameChunk>,
    decoded: String,
}

impl<'s> Reader<&'s [u8]> {
    /// A reader over bytes in memory.
    pub fn from_slice(bytes: &'s [u8]) -> Self {
        Reader::new(bytes)
    }
}

impl<R: Read> Reader<R> {
    /// A liberal reader.
    pub fn new(reader: R) -> Self {
        Self::with_options(reader, ReadOptions::default())
    }

    /// A reader with the given options.
    pub fn with_options(reader: R, options: ReadOptions) -> Self {
        Reader {
            splitter: GameSplitter::with_max_game_bytes(reader, options.max_game_bytes),
            options,
            chunk: None,
            decoded: String::new(),
        }
    }

    /// The next game, or `None` at the end of the input. The game borrows the reader.
    ///
    /// # Errors
    ///
    /// What reading the input fails with. A game that is not good PDN is no error: it comes
    /// back with its diagnostics, and the games after it are read as usual.
    pub fn next_game(&mut self) -> io::Result<Option<Game<'_>>> {
        let Some(chunk) = self.splitter.next_chunk()? else {
            return Ok(None);
        };
        let chunk = self.chunk.insert(chunk);
        let (text, encoding): (&str, Encoding) = match decode(&chunk.bytes) {
            (Cow::Borrowed(text), encoding) => (text, encoding),
            (Cow::Owned(text), encoding) => {
                self.decoded = text;
                (self.decoded.as_str(), encoding)
            }
        };
        let ctx = ChunkContext::for_chunk(chunk, encoding);
        Ok(Some(parse_game(text, &ctx, &self.options)))
    }

    /// Calls `visit` with every game in order.
    ///
    /// # Errors
    ///
    /// What reading the input fails with; the games before the failure have been visited.
    pub fn for_each_game(mut self, mut visit: impl FnMut(Game<'_>)) -> io::Result<()> {
        while let Some(game) = self.next_game()? {
            visit(game);
        }
        Ok(())
    }
}

/// A game together with its text, for callers that want to keep games around.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedGame {
    text: String,
    context: ChunkContext,
    options: ReadOptions,
}

impl OwnedGame {
    /// Keeps `chunk` decoded, to be parsed on demand.
    pub fn from_chunk(chunk: &GameChunk, options: ReadOptions) -> Self {
        let (text, encoding) = decode(&chunk.bytes);
        OwnedGame {
            text: text.into_owned(),
            context: ChunkContext::for_chunk(chunk, encoding),
            options,
        }
    }

    /// Parses the game's text. Nothing is kept between calls: each one reads the text again,
    /// so parse once and keep the [`Game`] for as long as it is needed.
    pub fn parse(&self) -> Game<'_> {
        parse_game(&self.text, &self.context, &self.options)
    }

    /// The decoded text of the game.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where the game was in the file.
    pub fn context(&self) -> &ChunkContext {
        &self.context
    }
}

/// Reads every game of an in-memory file (for tests and small inputs).
pub fn read_all(bytes: &[u8], options: &ReadOptions) -> Vec<OwnedGame> {
    GameSplitter::with_max_game_bytes(bytes, options.max_game_bytes)
        .filter_map(Result::ok)
        .map(|chunk| OwnedGame::from_chunk(&chunk, *options))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lends_one_game_at_a_time() {
        let mut reader = Reader::from_slice(b"1. 32-28 *\n[Event \"x\"]\n1. 33-29 2-0\n");
        let mut seen = Vec::new();
        while let Some(game) = reader.next_game().unwrap() {
            seen.push((
                game.index,
                game.line,
                game.moves.len(),
                game.terminator.map(|t| t.text.to_owned()),
            ));
        }
        assert_eq!(
            seen,
            vec![
                (1, 1, 1, Some("*".to_owned())),
                (2, 2, 1, Some("2-0".to_owned()))
            ]
        );
    }

    #[test]
    fn windows_1252_games_are_decoded_with_a_warning() {
        let games = read_all(
            b"[White \"G\xe9rard\"]\n1. 32-28 *",
            &ReadOptions::default(),
        );
        let game = games[0].parse();
        assert_eq!(game.tag("White"), Some("Gérard"));
        assert_eq!(game.encoding, Encoding::Windows1252);
        assert_eq!(game.diagnostics[0].kind, crate::DiagnosticKind::Windows1252);
        assert_eq!(game.span_of(game.moves[0].at).offset, 20);
    }
}
