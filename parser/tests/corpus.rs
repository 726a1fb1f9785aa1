//! Walks the corpus (`../shared/corpus`): game counts per file, no error in liberal mode
//! for international files, none even in strict mode for upstream "succeed" files, and
//! spot checks that tags and main lines come out right.

mod common;

use common::{FILES, JSON_FILES, Upstream, corpus_dir, json_games, upstream};
use pdn::{
    CommandValue, DiagnosticKind, DiagnosticSeverity, GameResult, MoveKind, ReadOptions, Reader,
    Separator, Side, Strictness, read_all,
};

fn read_file(dir: &std::path::Path, path: &str) -> Vec<u8> {
    std::fs::read(dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn every_pdn_file_is_listed() {
    let Some(dir) = corpus_dir("every_pdn_file_is_listed") else {
        return;
    };
    let listed: Vec<&str> = FILES.iter().map(|f| f.0).collect();
    for file in common::all_pdn_files(&dir) {
        assert!(
            listed.contains(&file.as_str()),
            "{file} is not in the expected-count table"
        );
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn game_counts_and_no_errors_in_liberal_mode() {
    let Some(dir) = corpus_dir("game_counts_and_no_errors_in_liberal_mode") else {
        return;
    };
    for &(path, expected, other_variant) in FILES {
        let bytes = read_file(&dir, path);
        let mut reader = Reader::from_slice(&bytes);
        let mut count = 0;
        while let Some(game) = reader.next_game().unwrap() {
            count += 1;
            assert_eq!(game.index, count, "{path}");
            // Other variants only have to be read; international files must read cleanly.
            if !other_variant {
                let errors: Vec<String> = game.errors().map(ToString::to_string).collect();
                assert!(errors.is_empty(), "{path}: {errors:?}");
            }
            for d in &game.diagnostics {
                assert!(
                    d.offset <= bytes.len() as u64 && d.line >= 1 && d.column >= 1,
                    "{path}: {d}"
                );
            }
        }
        assert_eq!(count, expected, "{path}: number of games");
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn upstream_succeed_files_have_no_error_even_in_strict_mode() {
    let Some(dir) = corpus_dir("upstream_succeed_files_have_no_error_even_in_strict_mode") else {
        return;
    };
    let strict = ReadOptions::with_strictness(Strictness::Pdn3);
    for &(path, _, _) in FILES.iter().filter(|f| upstream(f.0) == Upstream::Succeed) {
        // The `-original-encoding` copies are upstream's 2017 bytes, which it re-encoded
        // to UTF-8 in 2023 ("some were in Windows ISO-8859 format"): PDN 3.0 requires
        // UTF-8, so their encoding, and nothing else, is an error in strict mode.
        let original_encoding = path.contains("-original-encoding/");
        let mut windows_1252 = 0;
        for owned in read_all(&read_file(&dir, path), &strict) {
            let game = owned.parse();
            let errors: Vec<String> = game
                .errors()
                .filter(|d| {
                    let encoding = d.kind == DiagnosticKind::Windows1252;
                    windows_1252 += usize::from(encoding);
                    !(encoding && original_encoding)
                })
                .map(ToString::to_string)
                .collect();
            assert!(errors.is_empty(), "{path}: {errors:?}");
        }
        assert_eq!(windows_1252 > 0, original_encoding, "{path}");
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn json_collections_hold_one_game_per_string() {
    let Some(dir) = corpus_dir("json_collections_hold_one_game_per_string") else {
        return;
    };
    for &(path, expected, other_variant) in JSON_FILES {
        let games = json_games(&read_file(&dir, path));
        assert_eq!(games.len(), expected, "{path}");
        for (i, text) in games.iter().enumerate() {
            let read = read_all(text.as_bytes(), &ReadOptions::default());
            assert_eq!(read.len(), 1, "{path} entry {i}");
            let game = read[0].parse();
            assert!(
                other_variant || !game.has_errors(),
                "{path} entry {i}: {:?}",
                game.diagnostics
            );
            if !other_variant {
                assert!(game.is_international(), "{path} entry {i}");
            }
        }
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn fen_files_do_not_crash_the_reader() {
    let Some(dir) = corpus_dir("fen_files_do_not_crash_the_reader") else {
        return;
    };
    for sub in ["BrunoGUI_Dames/fen", "mobydam/fen"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for entry in entries.flatten() {
            let bytes = std::fs::read(entry.path()).unwrap();
            let games = read_all(&bytes, &ReadOptions::default());
            assert!(!games.is_empty());
            for g in &games {
                let _ = g.parse();
            }
        }
    }
}

/// The games of one file, parsed liberally, for spot checks.
fn games_of(path: &str) -> Option<Vec<pdn::OwnedGame>> {
    let dir = corpus_dir(path)?;
    Some(read_all(&read_file(&dir, path), &ReadOptions::default()))
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_kurnik_full_paths_and_full_gametype() {
    let Some(games) = games_of("wiegerw-pdn/intl-10x10/succeed/kurnik.pdn") else {
        return;
    };
    let g = games[0].parse();
    assert_eq!(g.game_type(), Some("20,W,10,10,N1,0"));
    assert!(g.is_international());
    assert_eq!(g.tag("TimeControl"), Some("60+5"));
    let long: Vec<Vec<u8>> = games
        .iter()
        .flat_map(|o| {
            o.parse()
                .moves
                .iter()
                .filter(|m| m.squares.len() > 2)
                .map(|m| m.squares.to_vec())
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(long.contains(&vec![39, 28, 17, 6]), "{long:?}");
    assert!(long.contains(&vec![20, 29, 40]));
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_dutch96h_spaces_inside_moves() {
    let Some(games) = games_of("wiegerw-pdn/intl-10x10/succeed/DUTCH96H.pdn") else {
        return;
    };
    let all: Vec<_> = games.iter().map(|o| o.parse()).collect();
    let spaced: Vec<(Vec<u8>, Separator)> = all
        .iter()
        .flat_map(|g| {
            g.moves
                .iter()
                .filter(|m| m.spaced)
                .map(|m| (m.squares.to_vec(), m.separator))
        })
        .collect();
    assert!(spaced.contains(&(vec![1, 6], Separator::Dash)));
    assert!(spaced.contains(&(vec![47, 9], Separator::Cross)));
    assert!(
        all.iter()
            .all(|g| g.terminator.is_some() && g.game_type() == Some("20"))
    );
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_ply_counts_match_the_main_lines() {
    // PlyCount tags written by the exporting program count the main line's moves.
    for path in [
        "wiegerw-pdn/intl-10x10/succeed/rk_ronde_12.pdn",
        "wiegerw-pdn/intl-10x10/succeed/nk_ronde_01.pdn",
    ] {
        let Some(games) = games_of(path) else { return };
        for owned in &games {
            let g = owned.parse();
            let plies: usize = g
                .tag("PlyCount")
                .and_then(|p| p.trim().parse().ok())
                .expect("PlyCount");
            assert_eq!(g.moves.len(), plies, "{path} game {}", g.index);
        }
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_nk_annotations_and_variations() {
    let Some(games) = games_of("wiegerw-pdn/intl-10x10/succeed/nk_ronde_01.pdn") else {
        return;
    };
    let all: Vec<_> = games.iter().map(|o| o.parse()).collect();
    assert!(all.iter().any(|g| !g.variations.is_empty()));
    assert!(
        all.iter()
            .flat_map(|g| g.variations.iter())
            .all(|v| v.closed)
    );
    let nags: Vec<u16> = all
        .iter()
        .flat_map(|g| g.moves.iter().flat_map(|m| m.nags().to_vec()))
        .collect();
    // The file's nine NAGs: five in main lines, four in variations.
    assert_eq!(nags, vec![1, 2, 3, 2, 4]);
    let in_variations = all
        .iter()
        .flat_map(|g| g.variations.iter().flat_map(|v| v.moves.iter()))
        .map(|m| m.nags().len())
        .sum::<usize>();
    assert_eq!(in_variations, 4);
    let Some(round2) = games_of("wiegerw-pdn/intl-10x10/succeed/nk_ronde_02.pdn") else {
        return;
    };
    let in_variations: Vec<u16> = round2
        .iter()
        .flat_map(|o| {
            let g = o.parse();
            g.variations
                .iter()
                .flat_map(|v| v.moves.iter().flat_map(|m| m.nags().to_vec()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(in_variations, vec![902; 13]);
    // A variation that opens with a comment keeps it before its first move.
    assert!(all.iter().flat_map(|g| g.variations.iter()).any(|v| {
        v.moves.first().is_some_and(|m| {
            m.comments_before()
                .iter()
                .any(|c| c.text.contains("Meestal wordt eerst"))
        })
    }));
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_lidraughts_clocks_and_variation_before_a_move() {
    let Some(games) = games_of("BrunoGUI_Dames/intl-10x10/World_Title_Match_Women_2024.pdn") else {
        return;
    };
    let g = games[0].parse();
    assert_eq!(g.tag("White"), Some("Jan Groenendijk"));
    assert_eq!(g.tag("Site"), Some("wk2024"));
    let first = &g.moves[0];
    assert_eq!(
        (first.squares.as_slice(), first.clock().map(|c| c.seconds())),
        (&[32, 28][..], Some(5386))
    );
    assert_eq!(g.moves[1].clock().map(|c| c.seconds()), Some(5380));
    assert!(g.moves.iter().all(|m| m.clock().is_some()));
    assert_eq!(g.terminator.map(|t| t.result), Some(GameResult::Draw));
    let cmd = &g.moves[0].comments_after()[0].commands[0];
    assert!(matches!(
        cmd.value,
        CommandValue::Clock {
            moved: Some(Side::White),
            ..
        }
    ));
    assert!(!g.variations.is_empty());
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_windragon_engine_commands() {
    let Some(games) = games_of("wiegerw-pdn/intl-10x10/succeed/windragon.pdn") else {
        return;
    };
    let g = games[0].parse();
    assert!(g.moves.iter().filter(|m| m.eval().is_some()).count() > 10);
    assert_eq!(g.terminator.map(|t| t.text), Some("*"));
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_toernooibase_exports() {
    let Some(games) = games_of("BrunoGUI_Dames/intl-10x10/ChapionnatSurinam2025.pdn") else {
        return;
    };
    let all: Vec<_> = games.iter().map(|o| o.parse()).collect();
    // Every game has its 19 tags back, including the one whose Event tag lost its `[`.
    assert!(
        all.iter().all(|g| g.tags.len() == 19),
        "{:?}",
        all.iter().map(|g| g.tags.len()).collect::<Vec<_>>()
    );
    let bare = all
        .iter()
        .find(|g| {
            g.diagnostics
                .iter()
                .any(|d| d.kind.name() == "MissingTagBracket")
        })
        .unwrap();
    assert_eq!(
        bare.tag("Event"),
        Some("Veteranenkampioenschap van Suriname 2025")
    );
    assert_eq!(bare.line, 212);
    // Result tags say 2-0/0-2/1-1, the movetext says `*`: both kept, the tag wins.
    let g = &all[0];
    assert_eq!(
        (g.tag("Result"), g.terminator.map(|t| t.text)),
        (Some("0-2"), Some("*"))
    );
    assert_eq!(g.effective_result().0, GameResult::BlackWins);
    assert_eq!(g.moves[0].squares.as_slice(), &[33, 28]);
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_polish_one_line_games() {
    let Some(games) = games_of("BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn")
    else {
        return;
    };
    let all: Vec<_> = games.iter().map(|o| o.parse()).collect();
    assert_eq!(all[0].tags.len(), 8);
    assert_eq!(all[0].tag("White"), Some("Kalinowski, Maksymilian"));
    assert_eq!(all[0].moves[0].number, Some(pdn::MoveNumber(1)));
    // Six `[Result "-"]` games: five end with `-` where the result goes, one (line 170)
    // just stops.
    let dash = all
        .iter()
        .filter(|g| g.terminator.is_some_and(|t| t.text == "-"))
        .count();
    assert_eq!(dash, 5);
    let dash_tags = all.iter().filter(|g| g.tag("Result") == Some("-"));
    assert_eq!(dash_tags.count(), 6);
    let tagless = all.iter().find(|g| g.tags.is_empty()).unwrap();
    assert_eq!(
        (tagless.index, tagless.line, tagless.moves[0].text),
        (68, 146, "32-28")
    );
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_split_tag_and_problem_collections() {
    let Some(games) = games_of("BrunoGUI_Dames/intl-10x10/TOURNOI_DES_CHAMPION_REGIONAUX.pdn")
    else {
        return;
    };
    let g = games[8].parse();
    assert_eq!(g.tag("Event"), Some("TOURNOI DES CHAMPIONS REGIONAUX"));
    assert_eq!(g.tags.len(), 7);
    let Some(cat) = games_of("wiegerw-pdn/intl-10x10/succeed/Cat.B1.pdn") else {
        return;
    };
    let p = cat[0].parse();
    assert!(p.fen().is_some_and(|f| f.ends_with('.')));
    assert_eq!(p.setup_tag(), Some("1"));
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_windows_1252_original() {
    let Some(games) =
        games_of("wiegerw-pdn/intl-10x10-original-encoding/succeed/nk2003-amsterdam.pdn")
    else {
        return;
    };
    let all: Vec<_> = games.iter().map(|o| o.parse()).collect();
    let latin = all
        .iter()
        .find(|g| g.encoding == pdn::Encoding::Windows1252)
        .unwrap();
    assert!(latin.tags.iter().any(|t| t.value.contains("Gérard")));
    assert_eq!(
        latin.warnings().next().map(|d| d.kind.name()),
        Some("Windows1252")
    );
    // The same games as the UTF-8 re-encode.
    let Some(utf8) = games_of("wiegerw-pdn/intl-10x10/succeed/nk2003-amsterdam.pdn") else {
        return;
    };
    for (a, b) in games.iter().zip(&utf8) {
        assert_eq!(common::view(&a.parse()), common::view(&b.parse()));
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn spot_check_unknown_and_alphanumeric_moves_in_other_variants() {
    let Some(games) = games_of("wiegerw-pdn/other-variants/fail/abatsiev.pdn") else {
        return;
    };
    let g = games[35].parse();
    assert_eq!(
        g.moves
            .iter()
            .filter(|m| m.kind == MoveKind::Unknown)
            .count(),
        50
    );
    // `1. - - 2. - - ...`: a game whose moves were not recorded.
    assert_eq!(g.moves.len(), 50);
    let Some(czech) = games_of("wiegerw-pdn/other-variants/succeed/mrcd2006.pdn") else {
        return;
    };
    let c = czech[0].parse();
    assert!(c.moves.iter().all(|m| m.kind == MoveKind::Alphanumeric));
    assert!(
        c.warnings()
            .all(|d| d.severity == DiagnosticSeverity::Warning)
    );
}
