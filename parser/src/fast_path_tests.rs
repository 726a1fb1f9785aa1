//! The fast paths for the usual tokens (the byte patterns for plain moves and move
//! numbers) must read exactly what the general paths (the grammar's productions) read:
//! every corpus game, and mutations of them, parsed both ways.

use crate::grammar::Paths;
use crate::parse::parse_game_with;
use crate::test_corpus::corpus_files;
use crate::{GameSplitter, ReadOptions, Strictness, decode_chunk, parse_game};

/// Parses `chunk` with and without the fast paths, in both modes, and compares.
fn assert_same(chunk: &crate::GameChunk, what: &str) {
    let (text, ctx) = decode_chunk(chunk);
    for options in [
        ReadOptions::default(),
        ReadOptions::with_strictness(Strictness::Pdn3),
    ] {
        let fast = parse_game(&text, &ctx, &options);
        let general = parse_game_with(&text, &ctx, &options, Paths::General);
        assert_eq!(fast, general, "{what}");
    }
}

/// Small edits at a few places: the kinds of damage that move a token off the fast path
/// or onto it (a dot, a space, a line end, a quote, a dropped byte).
fn mutations(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let step = (bytes.len() / 5).max(1);
    for (k, at) in (0..bytes.len()).step_by(step).enumerate() {
        let mut edited = bytes.to_vec();
        match k % 5 {
            0 => {
                edited.remove(at);
            }
            1 => edited.insert(at, b'.'),
            2 => edited.insert(at, b' '),
            3 => edited.insert(at, b'\n'),
            _ => edited.insert(at, b'"'),
        }
        out.push(edited);
    }
    out
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn fast_paths_read_the_corpus_like_the_general_paths() {
    let files = corpus_files("fast_paths_read_the_corpus_like_the_general_paths");
    if files.is_empty() {
        return;
    }
    let mut games = 0;
    for file in &files {
        let bytes = std::fs::read(file).expect("corpus file reads");
        for chunk in GameSplitter::from_slice(&bytes).filter_map(Result::ok) {
            games += 1;
            let what = format!("{} game {}", file.display(), chunk.index);
            assert_same(&chunk, &what);
            if chunk.index % 7 == 1 {
                for (k, edited) in mutations(&chunk.bytes).into_iter().enumerate() {
                    let mutated = crate::GameChunk {
                        bytes: edited,
                        ..chunk.clone()
                    };
                    assert_same(&mutated, &format!("{what}, mutation {k}"));
                }
            }
        }
    }
    assert!(games > 4000, "only {games} games in the corpus");
}

proptest::proptest! {
    #[test]
    fn fast_paths_read_any_movetext_like_the_general_paths(
        text in r#"(\[[A-Za-z]{1,5} "[a-z\\"]{0,4}"\]\n){0,2}([0-9]{1,3}\.{1,3} ?|[0-9]{1,2}[-x:][0-9]{1,2} |[a-h][0-9]x?[a-h][0-9] |\{[a-z\n]{0,5}\} |\n|\r\n|é |2-0|\* ){0,12}"#,
    ) {
        let chunk = crate::GameChunk {
            index: 1,
            line: 1,
            column: 1,
            offset: 0,
            bytes: text.into_bytes(),
            end: crate::ChunkEnd::EndOfInput,
            overlong: None,
        };
        assert_same(&chunk, "generated");
    }
}
