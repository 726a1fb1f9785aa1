//! A round fed as it grows gives, on its final version, exactly what `check` gives on the final
//! file: fed ply by ply (the file cut after each move) and in random chunks, on the referee's
//! fixtures and on the shared corpus (ignored when it is absent).

#[path = "../../tests/support/corpus.rs"]
mod corpus;

use arbiter::{ExporterFaults, GameReport, RefereeOptions};
use live::{Round, RoundOptions, What};
use proptest::prelude::*;
use std::path::Path;

/// What `check` says on the whole file.
fn checked(bytes: &[u8]) -> Vec<GameReport> {
    let options = RefereeOptions::default();
    let mut faults = ExporterFaults::default();
    let mut reports = arbiter::check_pdn(bytes, &pdn::ReadOptions::default(), &options);
    for report in &mut reports {
        faults.see(report);
    }
    reports
}

/// Feeds `bytes` cut at each of `cuts` (increasing), then whole; checks the final verdicts and
/// that each event id follows the last.
fn feed(bytes: &[u8], cuts: &[usize]) -> Round {
    let mut round = Round::new(RoundOptions::default());
    let mut last = 0;
    for &cut in cuts.iter().chain([&bytes.len()]) {
        for event in round.update(&bytes[..cut.min(bytes.len())]) {
            assert_eq!(event.id, last + 1);
            last = event.id;
        }
    }
    let got: Vec<GameReport> = round.reports().into_iter().cloned().collect();
    assert_eq!(got, checked(bytes));
    round
}

/// The byte offsets just after each main-line move of the file.
fn after_each_move(bytes: &[u8]) -> Vec<usize> {
    let mut cuts = Vec::new();
    let mut reader = pdn::Reader::new(bytes);
    while let Ok(Some(game)) = reader.next_game() {
        let mut places = game.places();
        for token in &game.moves {
            let span = places.span(token.at);
            cuts.push(span.offset as usize + span.len as usize);
        }
    }
    cuts.sort_unstable();
    cuts
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/referee")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

const FIXTURES: [&str; 9] = [
    "ambiguous.pdn",
    "capture_routes.pdn",
    "draws.pdn",
    "draws_after_irregular_moves.pdn",
    "irregular_moves.pdn",
    "other_variants.pdn",
    "results.pdn",
    "setups_and_text.pdn",
    "worked_positions.pdn",
];

#[test]
fn fixtures_fed_move_by_move_give_checks_verdicts() {
    for name in FIXTURES {
        let bytes = fixture(name);
        let round = feed(&bytes, &after_each_move(&bytes));
        assert!(!round.reports().is_empty(), "{name}");
    }
}

#[test]
fn every_finding_is_told_once_at_its_ply_when_a_game_only_grows() {
    // Cut after each move, each game of the file only grows: each finding of the final
    // reports is told exactly once, at the ply it names, after that ply's move.
    let bytes = fixture("irregular_moves.pdn");
    let mut round = Round::new(RoundOptions::default());
    let mut events = Vec::new();
    for cut in after_each_move(&bytes).into_iter().chain([bytes.len()]) {
        events.extend(round.update(&bytes[..cut]));
    }
    for board in round.boards() {
        let report = board.report().expect("refereed");
        let mine: Vec<_> = events.iter().filter(|e| &e.game == board.key()).collect();
        let moves = mine
            .iter()
            .filter(|e| matches!(e.what, What::Move { .. }))
            .count();
        assert_eq!(moves as u32, report.plies, "{:?}", board.key());
        for finding in report.findings.iter().filter(|f| f.ply.is_some()) {
            let told: Vec<_> = mine
                .iter()
                .filter(|e| matches!(&e.what, What::Finding(f) if f.kind == finding.kind && f.ply == finding.ply))
                .collect();
            assert!(!told.is_empty(), "{:?} {finding:?}", board.key());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn fixtures_fed_in_random_chunks_give_checks_verdicts(
        which in 0..FIXTURES.len(),
        fractions in proptest::collection::vec(0.0f64..1.0, 0..12),
    ) {
        let bytes = fixture(FIXTURES[which]);
        let mut cuts: Vec<usize> = fractions.iter().map(|f| (f * bytes.len() as f64) as usize).collect();
        cuts.sort_unstable();
        feed(&bytes, &cuts);
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn corpus_files_fed_in_chunks_give_checks_verdicts() {
    let root = corpus::required(corpus::root());
    let files = corpus::pdn_files(&root);
    assert!(!files.is_empty());
    // A pseudo-random cut of each file into a dozen versions (a fixed seed: the same each run).
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for file in files {
        let bytes = std::fs::read(&file).expect("corpus file readable");
        let cuts = corpus::seeded_cuts(&mut seed, bytes.len(), 12);
        feed(&bytes, &cuts);
    }
}

/// One game for the page: its report as the board's with the moves carried out, the position
/// after each the one before the next; after a rewrite, the new version's moves.
#[test]
fn a_game_for_the_page_has_the_positions_of_its_last_version() {
    let mut round = Round::new(RoundOptions::default());
    let tags = "[White \"A\"][Black \"B\"][Round \"1\"]\n";
    round.update(format!("{tags}1. 32-28 19-23 2. 28x19 14x23 *\n").as_bytes());
    round.update(format!("{tags}1. 33-28 19-23 2. 28x19 *\n").as_bytes());
    let report = round.replayed(1).expect("game 1");
    let board = round.board(1).and_then(|b| b.report()).expect("its board");
    assert_eq!(report.findings, board.findings);
    assert_eq!(report.plies, 3);
    let moves = report.moves.as_deref().expect("the moves");
    let written: Vec<&str> = moves.iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(written, ["33-28", "19-23", "28x19"]);
    let game = round.game(1, arbiter::Lang::En).expect("its JSON");
    assert_eq!(game["n"], 1);
    assert_eq!(
        game["moves"][0]["fen_after"],
        game["moves"][1]["fen_before"]
    );
    assert_eq!(game["moves"][2]["fen_after"], game["final_fen"]);
    assert!(round.game(2, arbiter::Lang::En).is_none());
    assert!(round.replayed(0).is_none());
}

/// Issue 30: a round resumed from its last version and last event id (a restart) tells, from
/// then on, exactly what the round that never stopped tells, with the same ids.
#[test]
fn a_resumed_round_goes_on_as_the_one_that_never_stopped() {
    let versions: Vec<String> = (1..=6)
        .map(|n| {
            let moves = ["32-28", "19-23", "28x19", "14x23", "33-28", "17-21"];
            format!(
                "[White \"A\"][Black \"B\"][Round \"1\"]\n{} *\n",
                moves[..n].join(" ")
            )
        })
        .collect();
    for cut in 1..versions.len() {
        let mut whole = Round::new(RoundOptions::default());
        for version in &versions[..cut] {
            whole.update(version.as_bytes());
        }
        let mut resumed = Round::resumed(
            RoundOptions::default(),
            versions[cut - 1].as_bytes(),
            whole.last_id(),
        );
        for version in &versions[cut..] {
            assert_eq!(
                resumed.update(version.as_bytes()),
                whole.update(version.as_bytes()),
                "resumed after version {cut}"
            );
        }
        assert_eq!(resumed.last_id(), whole.last_id());
    }
}
