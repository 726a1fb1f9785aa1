//! The referee over every international game of `../shared/corpus/`: the status counts and every
//! finding it reports on real games, each looked at by hand (see the issue note): all are real
//! irregularities of the records, none is ours.
//!
//! Without `../shared` (a clone outside CI) the test says so and checks nothing.

mod common;

use arbiter::{FindingKind, GameReport, RefereeOptions, Severity, check_pdn};
use common::{corpus, international_files, required};
use std::collections::BTreeMap;
use std::path::Path;

/// Every (source name, report) of the corpus: PDN files, then the lidraughts games of py-draughts.
fn referee_corpus(root: &Path) -> Vec<(String, GameReport)> {
    let options = RefereeOptions::default();
    let read = pdn::ReadOptions::default();
    let mut reports = Vec::new();
    for (name, file) in international_files(root) {
        let bytes = std::fs::read(&file).expect("corpus file readable");
        reports.extend(
            check_pdn(&bytes, &read, &options)
                .into_iter()
                .map(|r| (name.clone(), r)),
        );
    }
    let json = root.join("py-draughts/standard/random_pdns.json");
    if let Ok(text) = std::fs::read_to_string(&json) {
        let doc: serde_json::Value = serde_json::from_str(&text).expect("random_pdns.json is JSON");
        let games = doc["pdn_positions"].as_array().cloned().unwrap_or_default();
        for (i, game) in games.iter().enumerate() {
            let text = game.as_str().unwrap_or_default();
            let name = format!("py-draughts/standard/random_pdns.json[{i}]");
            reports.extend(
                check_pdn(text.as_bytes(), &read, &options)
                    .into_iter()
                    .map(|r| (name.clone(), r)),
            );
        }
    }
    reports
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn corpus_verdicts() {
    let root = required(corpus());
    let reports = referee_corpus(&root);
    let mut statuses: BTreeMap<&str, usize> = BTreeMap::new();
    let mut parse_warnings = 0;
    let mut findings = Vec::new();
    for (file, report) in &reports {
        *statuses.entry(report.status.name()).or_default() += 1;
        for f in &report.findings {
            match (f.kind, f.severity) {
                (FindingKind::ParseWarning, _) => parse_warnings += 1,
                (_, Severity::Info) => {}
                _ => findings.push(format!(
                    "{file} #{} {} ply {:?}",
                    report.index, f.kind, f.ply
                )),
            }
        }
    }
    let expected: Vec<String> = EXPECTED_FINDINGS.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        findings, expected,
        "findings on the corpus changed: look at each new one by hand"
    );
    let expected_statuses: BTreeMap<&str, usize> =
        [("invalid", 7), ("irregular", 1), ("valid", 2192)]
            .into_iter()
            .collect();
    assert_eq!(statuses, expected_statuses);
    // The reader's own tests pin its warnings; here they only must not hide an error.
    println!("{parse_warnings} parse warnings");
}

/// Every error and warning (parse warnings aside) on the corpus, each checked by hand:
/// - 48th Polish Team Championship: `[Result "-"]` and a `-` at the end of the moves (games not
///   finished or not reported); two games without any result.
/// - BrunoVsScan31 #11: from move 32 the record is corrupt (17-11 with no piece on 17).
/// - babasy7, kurnik #3: kings shuffle on after the third repetition (online games played on).
/// - shashkispark fixtures: hand-written test files of a Russian draughts app (garbage moves,
///   an endgame fragment whose first move has no piece, algebraic 8x8 moves).
/// - 40Camp: the Result tag says 0-1, the moves end 1-0. candidate95 #8: 0-1 against 1/2-1/2.
/// - Cat.C1 #46: a stray `36x27 1-0` after the last problem, read as a game from the start: the
///   man on 36 jumps its own man on 31 (4.7), an illegal move, not a king's move.
/// - delfts: Delft match scores `4-6` and `1-9` as results.
/// - schildpad #3 and #7: `36x16` and `4x24` fit two captures; the rest of each game decides.
const EXPECTED_FINDINGS: [&str; 23] = [
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #17 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #19 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #28 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #45 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #47 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #68 missing_result ply None",
    "BrunoGUI_Dames/intl-10x10/48th_Polish_Team_Championship.pdn #79 unrecognised_result ply None",
    "BrunoGUI_Dames/intl-10x10/BrunoVsScan31.pdn #11 impossible_move ply Some(64)",
    "BrunoGUI_Dames/intl-10x10-history/games_5.pdn #12 missing_result ply None",
    "mobydam/intl-10x10/babasy7.pdn #1 moves_after_game_end ply Some(145)",
    "shashkispark/fixtures/example.pdn #1 impossible_move ply Some(1)",
    "shashkispark/fixtures/fork_inter_1_3.pdn #1 impossible_move ply Some(1)",
    "shashkispark/fixtures/fork_inter_1_3.pdn #1 missing_result ply None",
    "shashkispark/fixtures/notation2.pdn #1 impossible_move ply Some(1)",
    "wiegerw-pdn/intl-10x10/fail/40Camp.DamaInternazionaleAssoluto.pdn #1 result_tag_mismatch ply None",
    "wiegerw-pdn/intl-10x10/fail/Cat.C1.pdn #46 illegal_move ply Some(1)",
    "wiegerw-pdn/intl-10x10/fail/delfts.pdn #1 unrecognised_result ply None",
    "wiegerw-pdn/intl-10x10/fail/delfts.pdn #2 unrecognised_result ply None",
    "wiegerw-pdn/intl-10x10/succeed/candidate95.pdn #8 result_tag_mismatch ply None",
    "wiegerw-pdn/intl-10x10/succeed/kurnik.pdn #3 moves_after_game_end ply Some(158)",
    "wiegerw-pdn/intl-10x10/succeed/schildpad.pdn #3 ambiguous_notation ply Some(69)",
    "wiegerw-pdn/intl-10x10/succeed/schildpad.pdn #7 ambiguous_notation ply Some(111)",
    "wiegerw-pdn/intl-10x10-original-encoding/fail/40Camp.DamaInternazionaleAssoluto.pdn #1 result_tag_mismatch ply None",
];

/// The 8x8 files of the corpus (Russian, Italian, English draughts), most without a GameType tag:
/// reported as other variants, not as hundreds of impossible moves.
#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn eight_by_eight_files_are_named_not_judged() {
    let root = required(corpus());
    let options = RefereeOptions::default();
    let read = pdn::ReadOptions::default();
    let mut statuses: BTreeMap<&str, usize> = BTreeMap::new();
    let mut errors = Vec::new();
    for folder in [
        "wiegerw-pdn/other-variants",
        "wiegerw-pdn/other-variants-original-encoding",
    ] {
        for file in common::pdn_files(&root.join(folder)) {
            let bytes = std::fs::read(&file).expect("corpus file readable");
            let name = file.file_name().unwrap_or_default().to_string_lossy();
            for report in check_pdn(&bytes, &read, &options) {
                *statuses.entry(report.status.name()).or_default() += 1;
                for f in report
                    .findings
                    .iter()
                    .filter(|f| f.severity == Severity::Error)
                {
                    errors.push(format!("{name} #{} {}", report.index, f.kind));
                }
            }
        }
    }
    // Left as errors, by hand: abatsiev #36 (both encodings) records its first move as `-`, so
    // nothing tells its board; a bridges problem has the FEN `W::.`. The valid games are 8x8
    // problems whose FEN is also a 10x10 position and which record no move.
    assert_eq!(
        errors.len(),
        statuses.get("invalid").copied().unwrap_or(0),
        "{errors:#?}"
    );
    let expected: BTreeMap<&str, usize> =
        [("invalid", 3), ("unsupported_variant", 990), ("valid", 980)]
            .into_iter()
            .collect();
    assert_eq!(statuses, expected, "{errors:#?}");
}
