//! Read, write, read again: the same games, for the whole corpus. The written text is
//! also a fixed point (writing the re-read game gives the same text).

mod common;

use common::{FILES, JSON_FILES, corpus_dir, json_games, view};
use pdn::{AsRead, ReadOptions, game_to_string, read_all};

fn round_trip(label: &str, bytes: &[u8]) -> usize {
    let options = ReadOptions::default();
    let mut games = 0;
    for owned in read_all(bytes, &options) {
        let first = owned.parse();
        let written = game_to_string(&first, &AsRead);
        let again = read_all(written.as_bytes(), &options);
        assert_eq!(
            again.len(),
            1,
            "{label} game {}: written text reads as {} games:\n{written}",
            first.index,
            again.len()
        );
        let second = again[0].parse();
        assert_eq!(
            view(&second),
            view(&first),
            "{label} game {}:\n{written}",
            first.index
        );
        assert_eq!(
            game_to_string(&second, &AsRead),
            written,
            "{label} game {}",
            first.index
        );
        if !first.has_errors() {
            let errors: Vec<String> = second.errors().map(ToString::to_string).collect();
            assert!(
                errors.is_empty(),
                "{label} game {}: {errors:?}\n{written}",
                first.index
            );
        }
        games += 1;
    }
    games
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn the_whole_corpus_round_trips() {
    let Some(dir) = corpus_dir("the_whole_corpus_round_trips") else {
        return;
    };
    let mut games = 0;
    for &(path, expected, _) in FILES {
        let bytes = std::fs::read(dir.join(path)).unwrap();
        assert_eq!(round_trip(path, &bytes), expected, "{path}");
        games += expected;
    }
    for &(path, _, _) in JSON_FILES {
        for (i, text) in json_games(&std::fs::read(dir.join(path)).unwrap())
            .iter()
            .enumerate()
        {
            games += round_trip(&format!("{path}[{i}]"), text.as_bytes());
        }
    }
    assert!(games > 4000, "{games}");
}
