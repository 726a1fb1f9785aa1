//! A round read from a file that relay software rewrites in place, caught half-written: cut
//! at every byte, a version's unfinished last game is held back, so no cut move is found
//! impossible and then said `rewritten`, and nothing is told that the whole file does not
//! say; once whole (or settled), the reports are `check`'s.

#[path = "../../tests/support/corpus.rs"]
mod corpus;
#[path = "../../tests/support/live_round.rs"]
mod live_round;

use arbiter::{ExporterFaults, Finding, GameReport, RefereeOptions};
use live::{Event, GameKey, Round, RoundOptions, What};
use serde_json::Value;

/// A small round: comments, a variation, a king's move that begins like a result (`1-12`), a
/// backward man move, results.
const ROUND: &str = "[White \"A\"]\n[Black \"B\"]\n[Round \"1\"]\n[Result \"*\"]\n\n\
1. 32-28 19-23 2. 28x19 14x23 {a comment} 3. 37-32 (3. 33-28 23-29) 10-14 *\n\n\
[White \"C\"]\n[Black \"D\"]\n[Round \"1\"]\n[FEN \"W:WK1,33:BK50,16\"]\n[Result \"1-1\"]\n\n\
1. 1-12 50-45 2. 33-28 45-50 3. 28-33 {back} 50-45 1-1\n\n\
[White \"E\"]\n[Black \"F\"]\n[Round \"1\"]\n\n1. 32-28 19-23 2. 28x19 14x23 3. 33-29 *\n";

/// What `check` says on the whole file.
fn checked(bytes: &[u8]) -> Vec<GameReport> {
    let mut faults = ExporterFaults::default();
    let mut reports = arbiter::check_pdn(
        bytes,
        &pdn::ReadOptions::default(),
        &RefereeOptions::default(),
    );
    for report in &mut reports {
        faults.see(report);
    }
    reports
}

/// A finding without where it stands in the file.
fn bare(finding: &Finding) -> Finding {
    Finding {
        line: None,
        column: None,
        ..finding.clone()
    }
}

/// The events told that the whole file would not give: a `rewritten`, a `removed`, or a
/// finding the final reports do not have.
fn strangers<'e>(events: &'e [Event], round: &Round) -> Vec<&'e Event> {
    let findings: Vec<(GameKey, Finding)> = round
        .boards()
        .flat_map(|board| {
            let report = board.report().expect("refereed");
            report
                .findings
                .iter()
                .map(|f| (board.key().clone(), bare(f)))
        })
        .collect();
    events
        .iter()
        .filter(|e| match &e.what {
            What::Rewritten { .. } | What::Removed | What::Returned => true,
            What::Finding(f) => !findings.contains(&(e.game.clone(), bare(f))),
            _ => false,
        })
        .collect()
}

#[test]
fn a_round_cut_at_every_byte_tells_nothing_the_whole_file_does_not() {
    let bytes = ROUND.as_bytes();
    let mut round = Round::new(RoundOptions::default());
    let mut events = Vec::new();
    for cut in 0..=bytes.len() {
        events.extend(round.update_unsettled(&bytes[..cut]));
    }
    assert!(!round.held_back());
    let got: Vec<GameReport> = round.reports().into_iter().cloned().collect();
    assert_eq!(got, checked(bytes));
    assert!(
        strangers(&events, &round).is_empty(),
        "{:#?}",
        strangers(&events, &round)
    );
    // Every move told once, as the whole file has it.
    let moves = events
        .iter()
        .filter(|e| matches!(e.what, What::Move { .. }))
        .count() as u32;
    assert_eq!(moves, got.iter().map(|r| r.plies).sum::<u32>());
    let backward = events.iter().any(
        |e| matches!(&e.what, What::Finding(f) if f.kind == arbiter::FindingKind::PrematureKingMove),
    );
    assert!(backward);

    // Read as whole versions, the same cuts tell what the file does not say: the test sees it.
    let mut careless = Round::new(RoundOptions::default());
    let mut told = Vec::new();
    for cut in 0..=bytes.len() {
        told.extend(careless.update(&bytes[..cut]));
    }
    let wrong = strangers(&told, &careless);
    assert!(
        wrong
            .iter()
            .any(|e| matches!(e.what, What::Rewritten { .. })),
        "{wrong:#?}"
    );
}

#[test]
fn a_cut_move_waits_and_a_file_that_stands_still_is_taken_as_written() {
    let mut round = Round::new(RoundOptions::default());
    let whole = "[White \"A\"]\n[Black \"B\"]\n\n1. 32-28 19-23 *\n";
    round.update_unsettled(whole.as_bytes());
    // `2. 28x1` of `2. 28x19`: held back, nothing told, the board as it was.
    let cut = "[White \"A\"]\n[Black \"B\"]\n\n1. 32-28 19-23 2. 28x1";
    assert!(round.update_unsettled(cut.as_bytes()).is_empty());
    assert!(round.held_back());
    assert_eq!(round.boards().count(), 1);
    assert_eq!(round.reports()[0].plies, 2);
    assert!(!round.finished());
    // The file stays so: what it says is refereed (here: a move that cannot be carried out).
    let settled = round.settle();
    assert!(!round.held_back());
    assert!(
        settled.iter().any(
            |e| matches!(&e.what, What::Finding(f) if f.kind == arbiter::FindingKind::ImpossibleMove)
        ),
        "{settled:?}"
    );
    assert!(round.settle().is_empty());
    let got: Vec<GameReport> = round.reports().into_iter().cloned().collect();
    assert_eq!(got, checked(cut.as_bytes()));
    // A new game cut in its tags is not a game yet; the games before it are read.
    let next = format!("{whole}\n[White \"C\"]\n[Bla");
    let events = round.update_unsettled(next.as_bytes());
    assert!(events.iter().all(|e| e.game.white != "C"), "{events:?}");
    assert!(round.held_back());
    // Cut where a game ends: the games after it are not told removed until the file stands
    // still without them.
    let two = format!("{whole}\n[White \"C\"]\n[Black \"D\"]\n\n1. 32-28 *\n");
    round.update_unsettled(two.as_bytes());
    assert_eq!(round.boards().count(), 2);
    assert!(round.update_unsettled(whole.as_bytes()).is_empty());
    let gone = round.settle();
    let kinds: Vec<(&str, &str)> = gone
        .iter()
        .map(|e| (e.game.white.as_str(), e.what.name()))
        .collect();
    assert_eq!(kinds, [("C", "removed")]);
}

/// An event as data, without its number.
fn unnumbered(event: &Event) -> Value {
    let mut value = event.said(arbiter::Lang::En);
    if let Value::Object(map) = &mut value {
        map.remove("id");
    }
    value
}

#[test]
fn the_live_round_caught_half_written_between_versions_tells_the_same_events() {
    // Each step's file caught at every 23rd byte while it is written, then whole: the same
    // events as the whole versions alone, in the same order.
    let mut whole = Round::new(RoundOptions::default());
    let mut cut = Round::new(RoundOptions::default());
    let (mut want, mut got) = (Vec::new(), Vec::new());
    for step in 0..=live_round::steps() {
        let text = live_round::version(step);
        want.extend(whole.update(text.as_bytes()).iter().map(unnumbered));
        for at in (0..text.len()).step_by(23) {
            got.extend(
                cut.update_unsettled(&text.as_bytes()[..at])
                    .iter()
                    .map(unnumbered),
            );
        }
        got.extend(cut.update_unsettled(text.as_bytes()).iter().map(unnumbered));
    }
    assert_eq!(got.len(), want.len());
    let key = |v: &Value| v.to_string();
    let mut sorted_got: Vec<String> = got.iter().map(key).collect();
    let mut sorted_want: Vec<String> = want.iter().map(key).collect();
    sorted_got.sort();
    sorted_want.sort();
    assert_eq!(sorted_got, sorted_want);
}

fn fixture(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/referee")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_fixtures_caught_inside_and_after_each_move_tell_nothing_the_whole_file_does_not() {
    for name in [
        "ambiguous.pdn",
        "capture_routes.pdn",
        "draws.pdn",
        "draws_after_irregular_moves.pdn",
        "irregular_moves.pdn",
        "other_variants.pdn",
        "results.pdn",
        "setups_and_text.pdn",
        "worked_positions.pdn",
    ] {
        let bytes = fixture(name);
        // Just after each move, and one byte before its end (the move cut in its last square).
        let mut cuts = Vec::new();
        let mut reader = pdn::Reader::new(&bytes[..]);
        while let Ok(Some(game)) = reader.next_game() {
            let mut places = game.places();
            for token in &game.moves {
                let span = places.span(token.at);
                let end = span.offset as usize + span.len as usize;
                cuts.extend([end - 1, end]);
            }
        }
        cuts.sort_unstable();
        let mut round = Round::new(RoundOptions::default());
        let mut events = Vec::new();
        for cut in cuts {
            events.extend(round.update_unsettled(&bytes[..cut]));
        }
        events.extend(round.update_unsettled(&bytes));
        events.extend(round.settle());
        let got: Vec<GameReport> = round.reports().into_iter().cloned().collect();
        assert_eq!(got, checked(&bytes), "{name}");
        let wrong = strangers(&events, &round);
        assert!(wrong.is_empty(), "{name}: {wrong:#?}");
    }
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn corpus_files_caught_half_written_then_settled_give_checks_verdicts() {
    let root = corpus::required(corpus::root());
    let files = corpus::pdn_files(&root);
    assert!(!files.is_empty());
    // A dozen pseudo-random cuts of each file (a fixed seed: the same each run), read as a
    // file being written; then the whole file, and it standing still.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for file in files {
        let bytes = std::fs::read(&file).expect("corpus file readable");
        let cuts = corpus::seeded_cuts(&mut seed, bytes.len(), 12);
        let mut round = Round::new(RoundOptions::default());
        let mut events = Vec::new();
        for cut in cuts.into_iter().chain([bytes.len()]) {
            events.extend(round.update_unsettled(&bytes[..cut]));
        }
        events.extend(round.settle());
        let got: Vec<GameReport> = round.reports().into_iter().cloned().collect();
        assert_eq!(got, checked(&bytes), "{}", file.display());
        let wrong = strangers(&events, &round);
        assert!(wrong.is_empty(), "{}: {wrong:#?}", file.display());
    }
}
