//! Random and mutated input never panics, never overflows the stack, and every
//! diagnostic points inside the input. Deep nesting is read and written iteratively.

mod common;

use pdn::{
    AsRead, DiagnosticKind, GameSplitter, MAX_TAGS, ReadOptions, Strictness, game_to_string,
    read_all,
};
use proptest::prelude::*;
use std::io::Read;

/// Reads everything and checks the invariants every input must keep.
fn check_invariants(bytes: &[u8], options: &ReadOptions) {
    let games = read_all(bytes, options);
    for (i, owned) in games.iter().enumerate() {
        let game = owned.parse();
        assert_eq!(game.index, i + 1);
        for d in &game.diagnostics {
            assert!(d.line >= 1 && d.column >= 1, "{d}");
            assert!(
                d.offset <= bytes.len() as u64,
                "{d} beyond {} bytes",
                bytes.len()
            );
            assert!(d.to_string().len() < 300, "{d}");
        }
        for m in &game.moves {
            let span = game.span_of(m.at);
            assert!(
                span.offset + u64::from(span.len) <= bytes.len() as u64 + 3 * u64::from(span.len)
            );
        }
        let _ = game_to_string(&game, &AsRead);
    }
}

/// Hands out the bytes in pieces of the given sizes, to exercise buffer refills.
struct Pieces<'a> {
    bytes: &'a [u8],
    sizes: Vec<usize>,
    next: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = self
            .sizes
            .get(self.next % self.sizes.len().max(1))
            .copied()
            .unwrap_or(1)
            .max(1);
        self.next += 1;
        let n = size.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

/// Bytes that matter to PDN, so random input often builds real structure.
fn pdn_byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        3 => prop::sample::select(b"0123456789-x:./*()[]{}\"\\ \n\r\t;%$!?ab".to_vec()),
        1 => any::<u8>(),
    ]
}

const SAMPLES: &[&str] = &[
    "[Event \"x\"]\n[Result \"2-0\"]\n1. 32-28 19-23 (18-23 {c} 38-32 (37-32? 23-29!)) 2. 28x19 $1 14x23 2-0\n",
    "[FEN \"B:W18,24:B12,16\"]\n1... 12-17 {[%clock w0:03:00 B0:03:00]} 2. 24x13 /FEN \"W:W50:B1\"/ 1-1\n",
    "1. 01-07 1- 6 2. 3228 28:19 3. - - 4. ... 12-17 ½-½\n[White \"a\\\"b\"]\\r\n1.a3b4 *",
];

fn mutate(text: &[u8], edits: &[(usize, u8, u8)]) -> Vec<u8> {
    let mut out = text.to_vec();
    for &(at, op, byte) in edits {
        if out.is_empty() {
            out.push(byte);
            continue;
        }
        let at = at % out.len();
        match op % 3 {
            0 => out.insert(at, byte),
            1 => {
                out.remove(at);
            }
            _ => out[at] = byte,
        }
    }
    out
}

/// Corpus games to mutate (a few small files), or the built-in samples without a corpus.
fn corpus_texts() -> Vec<Vec<u8>> {
    let mut texts: Vec<Vec<u8>> = SAMPLES.iter().map(|s| s.as_bytes().to_vec()).collect();
    if let Some(dir) = common::corpus_dir("mutated corpus games (using built-in samples only)") {
        for path in [
            "wiegerw-pdn/intl-10x10/succeed/nk_ronde_02.pdn",
            "BrunoGUI_Dames/intl-10x10/World_Title_Match_Women_2024.pdn",
            "BrunoGUI_Dames/intl-10x10/ChapionnatSurinam2025.pdn",
            "wiegerw-pdn/intl-10x10-original-encoding/fail/40Camp.DamaInternazionaleAssoluto.pdn",
            "wiegerw-pdn/intl-10x10/fail/delfts.pdn",
        ] {
            if let Ok(bytes) = std::fs::read(dir.join(path)) {
                for chunk in GameSplitter::from_slice(&bytes)
                    .filter_map(Result::ok)
                    .take(8)
                {
                    texts.push(chunk.bytes);
                }
            }
        }
    }
    texts
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(pdn_byte(), 0..600), strict in any::<bool>()) {
        let strictness = Strictness::strict_if(strict);
        check_invariants(&bytes, &ReadOptions::with_strictness(strictness));
    }

    #[test]
    fn streaming_in_pieces_gives_the_same_chunks(
        bytes in prop::collection::vec(pdn_byte(), 0..600),
        sizes in prop::collection::vec(1usize..70, 1..8),
    ) {
        let whole: Vec<_> = GameSplitter::from_slice(&bytes).map(Result::unwrap).collect();
        let pieces = Pieces { bytes: &bytes, sizes, next: 0 };
        let streamed: Vec<_> = GameSplitter::new(pieces).map(Result::unwrap).collect();
        prop_assert_eq!(whole, streamed);
    }

    #[test]
    fn tiny_size_limits_never_panic(bytes in prop::collection::vec(pdn_byte(), 0..400), limit in 1usize..40) {
        let options = ReadOptions { max_game_bytes: limit, ..ReadOptions::default() };
        check_invariants(&bytes, &options);
    }
}

#[test]
fn mutated_corpus_games_never_panic_and_round_trip() {
    let texts = corpus_texts();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 300,
        ..ProptestConfig::default()
    });
    let strategy = (
        0..texts.len(),
        prop::collection::vec((any::<usize>(), any::<u8>(), pdn_byte()), 1..6),
    );
    runner
        .run(&strategy, |(which, edits)| {
            let bytes = mutate(&texts[which], &edits);
            check_invariants(&bytes, &ReadOptions::default());
            check_invariants(&bytes, &ReadOptions::with_strictness(Strictness::Pdn3));
            // Whatever was read, writing it and reading it back gives the same game.
            for owned in read_all(&bytes, &ReadOptions::default()) {
                let game = owned.parse();
                let written = game_to_string(&game, &AsRead);
                let again = read_all(written.as_bytes(), &ReadOptions::default());
                prop_assert_eq!(again.len(), 1, "{}", written);
                prop_assert_eq!(
                    common::view(&again[0].parse()),
                    common::view(&game),
                    "{}",
                    written
                );
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn a_hundred_thousand_nested_variations() {
    const DEPTH: usize = 100_000;
    let mut text = String::from("[Event \"deep\"]\n1. 32-28 ");
    for _ in 0..DEPTH {
        text.push_str("(32-28 ");
    }
    text.push_str("19-23");
    text.push_str(&")".repeat(DEPTH));
    text.push_str(" 19-23 *\n");
    let games = read_all(text.as_bytes(), &ReadOptions::default());
    assert_eq!(games.len(), 1);
    let game = games[0].parse();
    assert!(game.diagnostics.is_empty(), "{:?}", &game.diagnostics[..1]);
    assert_eq!(game.variations.len(), DEPTH);
    assert_eq!(game.variations[DEPTH - 1].depth as usize, DEPTH);
    assert_eq!(game.variations[DEPTH - 1].moves.len(), 2);
    assert!(game.variations.iter().all(|v| v.closed));
    assert_eq!(game.moves.len(), 2);
    // Writing is iterative too, and reads back to the same game.
    let written = game_to_string(&game, &AsRead);
    let again = read_all(written.as_bytes(), &ReadOptions::default());
    assert_eq!(common::view(&again[0].parse()), common::view(&game));
}

#[test]
fn unclosed_deep_nesting_is_reported_once() {
    let text = format!("1. 32-28 {}", "(".repeat(100_000));
    let games = read_all(text.as_bytes(), &ReadOptions::default());
    let game = games[0].parse();
    let names: Vec<_> = game
        .diagnostics
        .iter()
        .map(|d| (d.kind.name(), d.column))
        .collect();
    assert_eq!(
        names,
        vec![
            ("UnterminatedVariation", 10),
            ("MissingTerminator", 100_010)
        ]
    );
}

#[test]
fn an_endless_comment_is_cut_and_the_next_game_is_read() {
    let mut text = String::from("[Event \"a\"]\n1. 32-28 {");
    text.push_str(&"endless ".repeat(100_000));
    text.push_str("\n\n[Event \"b\"]\n1. 33-29 *\n");
    let options = ReadOptions {
        max_game_bytes: 4096,
        ..ReadOptions::default()
    };
    let games = read_all(text.as_bytes(), &options);
    assert_eq!(games.len(), 2);
    let first = games[0].parse();
    let kinds: Vec<_> = first.diagnostics.iter().map(|d| d.kind.name()).collect();
    assert_eq!(kinds, vec!["OverlongGame", "UnterminatedComment"]);
    let second = games[1].parse();
    assert_eq!(second.tag("Event"), Some("b"));
    assert_eq!(second.line, 4);
}

#[test]
fn seventy_thousand_distinct_tags_keep_the_cap() {
    // Every reader of a game does some work per tag (the referee keeps the first tag of each
    // name, looking through those it kept): with the tags capped, that work is bounded by the
    // cap, whatever the length of a hostile tag section. 70,000 tags took the referee 7 s.
    let mut text: String = (0..70_000).map(|i| format!("[T{i:05} \"v\"]\n")).collect();
    text.push_str("1. 32-28 *\n");
    let games = read_all(text.as_bytes(), &ReadOptions::default());
    assert_eq!(games.len(), 1);
    let game = games[0].parse();
    assert_eq!(game.tags.len(), MAX_TAGS);
    assert_eq!(
        game.tags[MAX_TAGS - 1].name,
        format!("T{:05}", MAX_TAGS - 1)
    );
    let capped: Vec<_> = game.diagnostics.iter().map(|d| (&d.kind, d.line)).collect();
    let line = u32::try_from(MAX_TAGS).unwrap() + 1;
    assert_eq!(
        capped,
        vec![(&DiagnosticKind::TooManyTags { max: MAX_TAGS }, line)]
    );
    assert!(game.diagnostics[0].is_error());
    // The movetext after the tags is still read.
    assert_eq!(game.moves.len(), 1);
    assert!(game.terminator.is_some());
}
