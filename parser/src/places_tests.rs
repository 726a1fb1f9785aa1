//! A move, a tag or a terminator keeps its byte range and is located only when something asks
//! ([`crate::Game::span_of`], [`crate::Game::places`], [`crate::Game::move_at`]); before
//! issue 31 the parser located every one as it read it, with the forward-moving locator it
//! still uses for diagnostics and the rarer tokens. Located on demand, a token must be where
//! that locator put it: every move, tag and terminator of the corpus and the fixtures, and the texts that make lines and columns
//! hard to count (CRLF and lone CR, Windows-1252, non-ASCII comments, a game that does not
//! start at column 1).

use crate::decode::Encoding;
use crate::span::Locator;
use crate::test_corpus::{corpus_files, pdn_files};
use crate::{
    ChunkContext, Game, GameSplitter, ReadOptions, Span, TextRange, decode_chunk, parse_game,
    read_all,
};
use std::path::Path;

/// Holds every move, tag and terminator of `game` (read in `ctx`) to the parser's locator,
/// and the main line's moves to [`Game::move_at`] at their own line and column; the tokens
/// checked.
fn check_game(game: &Game<'_>, ctx: &ChunkContext, what: &str) -> usize {
    // Every token of every line in the order of the text, as the parser met them.
    let mut ranges: Vec<TextRange> = game
        .moves
        .iter()
        .chain(game.variations.iter().flat_map(|v| &v.moves))
        .map(|m| m.at)
        .chain(game.tags.iter().map(|t| t.at))
        .chain(game.terminator.iter().map(|t| t.at))
        .chain(
            game.variations
                .iter()
                .filter_map(|v| v.terminator)
                .map(|t| t.at),
        )
        .collect();
    ranges.sort_by_key(|r| r.start());
    let mut eager = Locator::new(
        game.text,
        ctx.line,
        ctx.column,
        ctx.offset,
        ctx.encoding == Encoding::Windows1252,
    );
    let mut places = game.places();
    for &range in &ranges {
        let expected = eager.span(range.start(), range.len());
        assert_eq!(game.span_of(range), expected, "{what}: {range:?}");
        assert_eq!(places.span(range), expected, "{what}: {range:?}");
    }
    for (i, m) in game.moves.iter().enumerate() {
        let span = game.span_of(m.at);
        assert_eq!(
            game.move_at(span.line, span.column),
            Some(i),
            "{what}: move {i}"
        );
    }
    ranges.len()
}

/// Splits, decodes and parses `bytes`, checking every game; the tokens checked.
fn check_file(bytes: &[u8], what: &str) -> usize {
    let mut moves = 0;
    for chunk in GameSplitter::from_slice(bytes).filter_map(Result::ok) {
        let (text, ctx) = decode_chunk(&chunk);
        let game = parse_game(&text, &ctx, &ReadOptions::default());
        moves += check_game(&game, &ctx, &format!("{what} game {}", chunk.index));
    }
    moves
}

/// Reads and checks every file of `files`; the tokens checked.
fn check_files(files: &[std::path::PathBuf]) -> usize {
    files
        .iter()
        .map(|f| {
            check_file(
                &std::fs::read(f).expect("the file reads"),
                &f.display().to_string(),
            )
        })
        .sum()
}

#[test]
fn tokens_of_the_fixtures_are_located_where_the_parser_located_them() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let files = pdn_files(&fixtures);
    assert!(
        !files.is_empty(),
        "no fixtures under {}",
        fixtures.display()
    );
    let moves = check_files(&files);
    assert!(moves > 1_000, "{moves}");
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn tokens_of_the_corpus_are_located_where_the_parser_located_them() {
    let files = corpus_files("tokens_of_the_corpus_are_located_where_the_parser_located_them");
    let moves = check_files(&files);
    assert!(files.is_empty() || moves > 100_000, "{moves}");
}

/// (line, column, file offset, length) of each main-line move of the games read from `bytes`.
fn places(bytes: &[u8]) -> Vec<Vec<(u32, u32, u64, u32)>> {
    read_all(bytes, &ReadOptions::default())
        .iter()
        .map(|owned| {
            let game = owned.parse();
            check_game(&game, owned.context(), "text");
            game.moves
                .iter()
                .map(|m| {
                    let Span {
                        line,
                        column,
                        offset,
                        len,
                    } = game.span_of(m.at);
                    (line, column, offset, len)
                })
                .collect()
        })
        .collect()
}

#[test]
fn crlf_and_lone_cr_end_one_line_each() {
    let crlf = b"[Event \"a\"]\r\n\r\n1. 32-28 19-23\r\n2. 28x19 *\r\n";
    assert_eq!(
        places(crlf),
        [[(3, 4, 18, 5), (3, 10, 24, 5), (4, 4, 34, 5)]]
    );
    let cr = b"1. 32-28\r2. 33-29\r\r19-24 *";
    assert_eq!(places(cr), [[(1, 4, 3, 5), (2, 4, 12, 5), (4, 1, 19, 5)]]);
}

#[test]
fn windows_1252_offsets_count_file_bytes_and_columns_characters() {
    // `é` is one byte in the file, two in the decoded text.
    let text = b"[White \"G\xe9rard\"]\n{\xe9\xe9t\xe9} 1. 32-28 {\xbd} 19-23 *";
    assert_eq!(places(text), [[(2, 11, 27, 5), (2, 21, 37, 5)]]);
    let game = &read_all(text, &ReadOptions::default())[0];
    assert_eq!(game.context().encoding, Encoding::Windows1252);
}

#[test]
fn non_ascii_comments_count_characters_in_columns_and_bytes_in_offsets() {
    let text = "1. 32-28 {½ é ✓} 19-23\n{ü} 2. 28x19 *".as_bytes();
    assert_eq!(
        places(text),
        [[(1, 4, 3, 5), (1, 18, 21, 5), (2, 8, 35, 5)]]
    );
}

#[test]
fn a_game_that_starts_mid_line_counts_its_first_line_from_its_column() {
    let text = "1. 32-28 19-23\n2. 28x19 *";
    let ctx = ChunkContext {
        line: 7,
        column: 12,
        offset: 500,
        ..ChunkContext::default()
    };
    let game = parse_game(text, &ctx, &ReadOptions::default());
    check_game(&game, &ctx, "mid-line");
    let first = game.span_of(game.moves[0].at);
    assert_eq!((first.line, first.column, first.offset), (7, 15, 503));
    let third = game.span_of(game.moves[2].at);
    assert_eq!((third.line, third.column, third.offset), (8, 4, 518));
    // Before the game's first column, no move of its first line is there yet.
    assert_eq!(game.move_at(7, 11), None);
    assert_eq!(game.move_at(7, 14), None);
    assert_eq!(game.move_at(7, 15), Some(0));
    assert_eq!(game.move_at(7, 100), Some(1));
    assert_eq!(game.move_at(6, 100), None);
    assert_eq!(game.move_at(9, 1), None);
    // The same from a file where the game follows another's result on its line.
    let file = b"[Event \"a\"]\n1. 32-28 2-0 [Event \"b\"] 1. 33-29 19-23 *\n";
    let chunks: Vec<_> = GameSplitter::from_slice(file)
        .filter_map(Result::ok)
        .collect();
    assert!(check_file(file, "two games on a line") >= 3);
    let second = chunks.get(1).expect("the second game");
    assert!(second.column > 1, "{second:?}");
    let (text, ctx) = decode_chunk(second);
    let game = parse_game(&text, &ctx, &ReadOptions::default());
    let first = game.span_of(game.moves[0].at);
    assert_eq!((first.line, first.column), (2, 29));
}
