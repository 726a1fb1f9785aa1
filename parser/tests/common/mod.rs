//! Shared helpers for the corpus-driven tests: locating `../shared/corpus` (skipping
//! cleanly without it), the per-file expectations, and a comparable view of a game.

#![allow(dead_code)]

use pdn::{Game, GameResult, Line, MoveKind, canonical_result_text};
use std::path::{Path, PathBuf};

#[path = "../../../tests/support/corpus.rs"]
mod shared_corpus;

/// The corpus directory beside the workspace, or `None` (with a printed SKIP) when absent.
pub fn corpus_dir(test: &str) -> Option<PathBuf> {
    let dir = shared_corpus::root();
    if dir.join("manifest.tsv").is_file() {
        Some(dir)
    } else {
        println!(
            "SKIP {test}: corpus not found at {} (a fresh clone has no ../shared)",
            dir.display()
        );
        None
    }
}

/// What upstream says about a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Upstream {
    /// wiegerw/pdn `games/succeed`: every parser must accept it.
    Succeed,
    /// wiegerw/pdn `games/fail`: a strict PDN 3.0 parser must reject it.
    Fail,
    /// No upstream label.
    None,
}

/// Every PDN file of the corpus with its number of games. International 10x10 files
/// first; `other` marks other variants and mislabelled files, which must only not crash.
///
/// Counts agree with manifest.tsv except where its heuristic (max of header blocks,
/// `[Event` and `[Result` counts) is wrong:
/// - 48th_Polish_Team_Championship.pdn: 82, not 81. Line 146 is a game with no tags
///   (`[Empty] 1. 32-28 ...`) between two tagged games: 81 tagged games plus this one.
/// - TOURNOI_DES_CHAMPION_REGIONAUX.pdn: 12, not 13. Lines 177-178 are one tag split over
///   two lines (`[` alone, then `Event "..."]`), not an extra header block; 12 Event and
///   12 Result tags.
/// - Cat.C1.pdn: 46, not 45. Line 611 holds a tagless fragment `36x27 1-0` after the
///   terminated game 45: by the PDN grammar (a game is a header, a body, or both) it is a game.
pub const FILES: &[(&str, usize, bool)] = &[
    (
        "BrunoGUI_Dames/intl-10x10-history/BrunoVsScan31.pdn",
        9,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10-history/Mini.pdn", 6, false),
    (
        "BrunoGUI_Dames/intl-10x10-history/World_Title_Match_Women_2024.pdn",
        2,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10-history/games_10.pdn", 12, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_11.pdn", 12, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_18.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_19.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_20.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_21.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_22.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_23.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_24.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_25.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_4.pdn", 11, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_5.pdn", 12, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_6.pdn", 11, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_7.pdn", 9, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_8.pdn", 10, false),
    ("BrunoGUI_Dames/intl-10x10-history/games_9.pdn", 11, false),
    ("BrunoGUI_Dames/intl-10x10-history/syb-andr.pdn", 20, false),
    (
        "BrunoGUI_Dames/intl-10x10/1er_Open_International_Allinges_2007.pdn",
        45,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn",
        82,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/4th_African_BLITZ_Championship_OUAGA_ZIIRI_2024.pdn",
        48,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10/Brigitte.pdn", 1, false),
    ("BrunoGUI_Dames/intl-10x10/BrunoOuverture.pdn", 1, false),
    ("BrunoGUI_Dames/intl-10x10/BrunoVsScan31.pdn", 11, false),
    (
        "BrunoGUI_Dames/intl-10x10/Championnat_de_France_2021.pdn",
        58,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/ChapionnatSurinam2025.pdn",
        98,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10/Match_Samb-Buggy2.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10/Mini.pdn", 6, false),
    ("BrunoGUI_Dames/intl-10x10/Moby_vs_Programs.pdn", 9, false),
    (
        "BrunoGUI_Dames/intl-10x10/Montpellier_Open_Serie_A.pdn",
        56,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/Montpellier_Open_Serie_B.pdn",
        49,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10/Partie_avec_FEN1.pdn", 4, false),
    (
        "BrunoGUI_Dames/intl-10x10/Sijbrands_vs_Andreiko.pdn",
        20,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/TOURNOI_DES_CHAMPION_REGIONAUX.pdn",
        12,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/Van_der_Wal_vs_Wiersma.pdn",
        20,
        false,
    ),
    (
        "BrunoGUI_Dames/intl-10x10/World_Title_Match_Women_2024.pdn",
        2,
        false,
    ),
    ("BrunoGUI_Dames/intl-10x10/test.pdn", 2, false),
    ("mobydam/intl-10x10/babasy1.pdn", 43, false),
    ("mobydam/intl-10x10/babasy2.pdn", 42, false),
    ("mobydam/intl-10x10/babasy3.pdn", 49, false),
    ("mobydam/intl-10x10/babasy4.pdn", 49, false),
    ("mobydam/intl-10x10/babasy5.pdn", 41, false),
    ("mobydam/intl-10x10/babasy6.pdn", 47, false),
    ("mobydam/intl-10x10/babasy7.pdn", 30, false),
    ("mobydam/intl-10x10/babasy8.pdn", 30, false),
    ("mobydam/intl-10x10/diversen.pdn", 13, false),
    ("mobydam/intl-10x10/flankgam.pdn", 5, false),
    ("mobydam/intl-10x10/flankopn.pdn", 8, false),
    ("mobydam/intl-10x10/loi20.pdn", 22, false),
    ("mobydam/intl-10x10/loi21.pdn", 24, false),
    ("mobydam/intl-10x10/loi22.pdn", 18, false),
    ("mobydam/intl-10x10/loi23.pdn", 12, false),
    ("mobydam/intl-10x10/loi24.pdn", 18, false),
    ("mobydam/intl-10x10/opening1.pdn", 44, false),
    ("mobydam/intl-10x10/opening2.pdn", 46, false),
    ("mobydam/intl-10x10/sijbgant.pdn", 6, false),
    ("mobydam/intl-10x10/sur01.pdn", 77, false),
    ("mobydam/intl-10x10/sur06.pdn", 73, false),
    ("mobydam/intl-10x10/sur11.pdn", 61, false),
    ("mobydam/intl-10x10/sur16.pdn", 66, false),
    ("mobydam/intl-10x10/toprest1.pdn", 27, false),
    ("mobydam/intl-10x10/toprest2.pdn", 26, false),
    ("mobydam/intl-10x10/wierswal.pdn", 20, false),
    ("shashkispark/fixtures/fork_inter_1.pdn", 1, false),
    ("shashkispark/fixtures/fork_inter_1_3.pdn", 1, false),
    ("wiegerw-draughts/intl-10x10/wiersma.pdn", 34, false),
    (
        "wiegerw-pdn/intl-10x10-original-encoding/fail/40Camp.DamaInternazionaleAssoluto.pdn",
        45,
        false,
    ),
    (
        "wiegerw-pdn/intl-10x10-original-encoding/succeed/nk2003-amsterdam.pdn",
        33,
        false,
    ),
    (
        "wiegerw-pdn/intl-10x10/fail/40Camp.DamaInternazionaleAssoluto.pdn",
        45,
        false,
    ),
    ("wiegerw-pdn/intl-10x10/fail/Cat.A1.pdn", 35, false),
    ("wiegerw-pdn/intl-10x10/fail/Cat.C1.pdn", 46, false),
    ("wiegerw-pdn/intl-10x10/fail/delfts.pdn", 2, false),
    ("wiegerw-pdn/intl-10x10/succeed/090417ronde12.pdn", 7, false),
    ("wiegerw-pdn/intl-10x10/succeed/Cat.B1.pdn", 37, false),
    ("wiegerw-pdn/intl-10x10/succeed/Cat.D1.pdn", 19, false),
    ("wiegerw-pdn/intl-10x10/succeed/DUTCH96H.pdn", 13, false),
    ("wiegerw-pdn/intl-10x10/succeed/PROF2.pdn", 16, false),
    ("wiegerw-pdn/intl-10x10/succeed/PWCP_2.pdn", 51, false),
    ("wiegerw-pdn/intl-10x10/succeed/PWCP_2a.pdn", 59, false),
    ("wiegerw-pdn/intl-10x10/succeed/candidate95.pdn", 8, false),
    ("wiegerw-pdn/intl-10x10/succeed/kurnik.pdn", 4, false),
    (
        "wiegerw-pdn/intl-10x10/succeed/nk2003-amsterdam.pdn",
        33,
        false,
    ),
    ("wiegerw-pdn/intl-10x10/succeed/nk_ronde_01.pdn", 7, false),
    ("wiegerw-pdn/intl-10x10/succeed/nk_ronde_02.pdn", 7, false),
    ("wiegerw-pdn/intl-10x10/succeed/rk_ronde_12.pdn", 7, false),
    ("wiegerw-pdn/intl-10x10/succeed/schildpad.pdn", 34, false),
    ("wiegerw-pdn/intl-10x10/succeed/windragon.pdn", 1, false),
    ("wiegerw-pdn/intl-10x10/succeed/wk2003.pdn", 23, false),
    (
        "wiegerw-pdn/spec-snippets/fail/nested_comment.pdn",
        1,
        false,
    ),
    (
        "wiegerw-pdn/spec-snippets/succeed/alphanumeric.pdn",
        1,
        false,
    ),
    ("wiegerw-pdn/spec-snippets/succeed/fen.pdn", 3, false),
    (
        "wiegerw-pdn/spec-snippets/succeed/gameterminator.pdn",
        1,
        false,
    ),
    (
        "wiegerw-pdn/spec-snippets/succeed/linecomment.pdn",
        1,
        false,
    ),
    (
        "wiegerw-pdn/spec-snippets/succeed/movestrength.pdn",
        1,
        false,
    ),
    ("wiegerw-pdn/spec-snippets/succeed/string.pdn", 1, false),
    ("wiegerw-pdn/spec-snippets/succeed/unicode.pdn", 1, false),
    ("wiegerw-pdn/spec-snippets/succeed/variation.pdn", 1, false),
    // Other variants and mislabelled fixtures: read, counted, never crash.
    ("shashkispark/fixtures/example.pdn", 1, true),
    ("shashkispark/fixtures/notation2.pdn", 1, true),
    (
        "wiegerw-pdn/other-variants-original-encoding/fail/abatsiev.pdn",
        56,
        true,
    ),
    (
        "wiegerw-pdn/other-variants-original-encoding/succeed/Campionato_Assoluto_2005.pdn",
        53,
        true,
    ),
    (
        "wiegerw-pdn/other-variants-original-encoding/succeed/ussr1947.pdn",
        54,
        true,
    ),
    ("wiegerw-pdn/other-variants/fail/abatsiev.pdn", 56, true),
    ("wiegerw-pdn/other-variants/fail/mrdrcd07.pdn", 72, true),
    ("wiegerw-pdn/other-variants/fail/mrdrcd08.pdn", 40, true),
    (
        "wiegerw-pdn/other-variants/succeed/Campionato_Assoluto_2005.pdn",
        53,
        true,
    ),
    ("wiegerw-pdn/other-variants/succeed/OCA_2.0.pdn", 43, true),
    (
        "wiegerw-pdn/other-variants/succeed/Principles_of_Strategy.pdn",
        16,
        true,
    ),
    (
        "wiegerw-pdn/other-variants/succeed/Tricks_traps_and_shots.pdn",
        91,
        true,
    ),
    ("wiegerw-pdn/other-variants/succeed/beginner.pdn", 58, true),
    (
        "wiegerw-pdn/other-variants/succeed/borderclassics.pdn",
        183,
        true,
    ),
    ("wiegerw-pdn/other-variants/succeed/bridges.pdn", 267, true),
    ("wiegerw-pdn/other-variants/succeed/gem.pdn", 162, true),
    ("wiegerw-pdn/other-variants/succeed/goulds.pdn", 262, true),
    ("wiegerw-pdn/other-variants/succeed/inferno.pdn", 68, true),
    ("wiegerw-pdn/other-variants/succeed/lpc.pdn", 100, true),
    (
        "wiegerw-pdn/other-variants/succeed/mrcd2000kval.pdn",
        40,
        true,
    ),
    ("wiegerw-pdn/other-variants/succeed/mrcd2006.pdn", 44, true),
    ("wiegerw-pdn/other-variants/succeed/mrcd2007.pdn", 102, true),
    ("wiegerw-pdn/other-variants/succeed/ussr1947.pdn", 153, true),
];

/// JSON files of PDN strings (py-draughts, fetched from lidraughts): one game per string.
pub const JSON_FILES: &[(&str, usize, bool)] = &[
    ("py-draughts/standard/random_pdns.json", 30, false),
    (
        "py-draughts/other-variants/frisian_random_pdns.json",
        30,
        true,
    ),
    (
        "py-draughts/other-variants/frysk_random_pdns.json",
        25,
        true,
    ),
    (
        "py-draughts/other-variants/antidraughts_random_pdns.json",
        25,
        true,
    ),
    (
        "py-draughts/other-variants/breakthrough_random_pdns.json",
        25,
        true,
    ),
    (
        "py-draughts/other-variants/brazilian_random_pdns.json",
        25,
        true,
    ),
    (
        "py-draughts/other-variants/russian_random_pdns.json",
        30,
        true,
    ),
    (
        "py-draughts/other-variants/american_random_pdns.json",
        30,
        true,
    ),
];

/// The upstream label of a corpus path.
pub fn upstream(path: &str) -> Upstream {
    if !path.starts_with("wiegerw-pdn/") {
        Upstream::None
    } else if path.contains("/succeed/") {
        Upstream::Succeed
    } else if path.contains("/fail/") {
        Upstream::Fail
    } else {
        Upstream::None
    }
}

/// The PDN strings of a py-draughts JSON file.
pub fn json_games(bytes: &[u8]) -> Vec<String> {
    let value: serde_json::Value = serde_json::from_slice(bytes).expect("corpus JSON parses");
    let list = value
        .get("pdn_positions")
        .or_else(|| value.get("games"))
        .and_then(|v| v.as_array());
    list.map(|l| {
        l.iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect()
    })
    .unwrap_or_default()
}

/// Every `.pdn` file under `dir`, relative, sorted (to catch files missing from [`FILES`]).
pub fn all_pdn_files(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = shared_corpus::pdn_files(dir)
        .iter()
        .filter_map(|path| path.strip_prefix(dir).ok())
        .map(|rel| rel.to_string_lossy().replace('\\', "/"))
        .collect();
    out.sort();
    out
}

/// A move as the round trip must preserve it.
#[derive(Debug, PartialEq)]
pub struct MoveView {
    pub kind: MoveKind,
    pub squares: Vec<u8>,
    pub alpha: String,
    pub number: u32,
    pub side: pdn::Side,
    pub strength: Option<(String, bool)>,
    pub nags: Vec<u16>,
    pub before: Vec<String>,
    pub after: Vec<String>,
}

/// One line of play: where it branches (none for the main line), its moves, its
/// trailing comments and the result written inside it.
pub type LineView = (
    Option<(Line, usize)>,
    Vec<MoveView>,
    Vec<String>,
    Option<GameResult>,
);

/// A game as the round trip must preserve it: tags (roster normalised), the recorded
/// result, every line of play with its place, setups and comments.
#[derive(Debug, PartialEq)]
pub struct GameView {
    pub tags: Vec<(String, String)>,
    pub result: (GameResult, String),
    pub lines: Vec<LineView>,
    pub setups: Vec<(String, Line, usize)>,
}

const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];

pub fn view(game: &Game<'_>) -> GameView {
    let (result, _, text) = game.effective_result();
    let result_text = canonical_result_text(result).unwrap_or(text).to_owned();
    let mut used = vec![false; game.tags.len()];
    let mut tags = Vec::new();
    for name in ROSTER.iter().chain(["Result", "GameType", "FEN"].iter()) {
        let found = game
            .tags
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name));
        if let Some(i) = found {
            used[i] = true;
        }
        let value = match (*name, found) {
            ("Result", _) => Some(result_text.clone()),
            (_, Some(i)) => Some(game.tags[i].value.to_string()),
            ("GameType" | "FEN", None) => None,
            (_, None) => Some("?".to_owned()),
        };
        if let Some(value) = value {
            tags.push((name.to_lowercase(), value));
        }
    }
    for (tag, used) in game.tags.iter().zip(used) {
        if !used {
            tags.push((tag.name.to_owned(), tag.value.to_string()));
        }
    }
    let comments =
        |cs: &[pdn::Comment<'_>]| cs.iter().map(|c| c.text.to_owned()).collect::<Vec<_>>();
    let moves = |ms: &[pdn::MoveToken<'_>]| {
        ms.iter()
            .map(|m| MoveView {
                kind: m.kind,
                squares: m.squares.to_vec(),
                alpha: if m.kind == MoveKind::Alphanumeric {
                    m.text.split_whitespace().collect()
                } else {
                    String::new()
                },
                number: m.inferred_number.0,
                side: m.inferred_side,
                strength: m.strength().map(|s| (s.text.to_owned(), s.bracketed)),
                nags: m.nags().to_vec(),
                before: comments(m.comments_before()),
                after: comments(m.comments_after()),
            })
            .collect::<Vec<_>>()
    };
    let mut lines = vec![(
        None,
        moves(&game.moves),
        comments(&game.trailing_comments),
        None,
    )];
    for v in &game.variations {
        lines.push((
            Some((v.parent, v.after)),
            moves(&v.moves),
            comments(&v.trailing_comments),
            v.terminator.map(|t| t.result),
        ));
    }
    let setups = game
        .setups
        .iter()
        .map(|s| (s.fen.to_owned(), s.line, s.before))
        .collect();
    GameView {
        tags,
        result: (result, result_text),
        lines,
        setups,
    }
}
