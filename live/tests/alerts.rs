//! The live round's alerts before a draw by rule and about the file itself: a position on the
//! board a second time (`repetition`, the next occurrence draws), told once at its ply, after a
//! backward man move that stood too (5.7).

#[path = "../../tests/support/live_round.rs"]
mod live_round;

use live::{Event, Round, RoundOptions, What};

/// A game of one board, its first `n` moves written (move numbers as a relay writes them).
fn version(fen: &str, moves: &[&str], n: usize) -> String {
    let text = live_round::movetext(&moves[..n.min(moves.len())]);
    format!("[White \"W\"]\n[Black \"B\"]\n[Round \"1\"]\n[FEN \"{fen}\"]\n\n{text}*\n")
}

/// Every event of the game fed a move at a time.
fn grown(fen: &str, moves: &[&str]) -> Vec<Event> {
    let mut round = Round::new(RoundOptions::default());
    (0..=moves.len())
        .flat_map(|n| round.update(version(fen, moves, n).as_bytes()))
        .collect()
}

/// The repetitions told: their ply and the earlier plies they name.
fn repetitions(events: &[Event]) -> Vec<(u32, Vec<u32>)> {
    events
        .iter()
        .filter_map(|e| match &e.what {
            What::Repetition { earlier } => Some((e.ply, earlier.clone())),
            _ => None,
        })
        .collect()
}

fn draws(events: &[Event]) -> Vec<u32> {
    events
        .iter()
        .filter(|e| matches!(e.what, What::Draw(_)))
        .map(|e| e.ply)
        .collect()
}

const ROUND_TRIP: [&str; 8] = [
    "46-41", "5-10", "41-46", "10-5", "46-41", "5-10", "41-46", "10-5",
];

#[test]
fn a_second_occurrence_is_told_once_at_its_ply_then_the_third_draws() {
    let events = grown("W:WK46,K47:BK5,K4", &ROUND_TRIP);
    // The start position again at ply 4; plies 5 to 7 repeat plies 1 to 3; ply 8 is the third.
    assert_eq!(
        repetitions(&events),
        [(4, vec![0]), (5, vec![1]), (6, vec![2]), (7, vec![3])]
    );
    assert_eq!(draws(&events), [8]);
    // Told after the move that repeats the position, before the next move.
    let at = events
        .iter()
        .position(|e| matches!(e.what, What::Repetition { .. }))
        .expect("a repetition");
    assert!(matches!(&events[at - 1].what, What::Move { notation } if notation == "10-5"));
    assert_eq!(events[at - 1].ply, 4);
    // Said in every language, the French with its narrow space before the colon.
    let said = events[at].said(arbiter::Lang::Fr);
    assert_eq!(said["type"], "repetition");
    assert_eq!(said["earlier"], serde_json::json!([0]));
    assert_eq!(said["article"], "6.1");
    let message = said["message"].as_str().unwrap_or("");
    assert!(message.contains("demi-coup 0\u{202f}:"), "{message}");
    for lang in [arbiter::Lang::En, arbiter::Lang::Nl, arbiter::Lang::Ru] {
        assert!(events[at].message(lang).contains("6.1"), "{lang:?}");
    }
    assert!(events[at].is_alert() && !events[at].is_alarm());
}

#[test]
fn the_same_game_read_whole_tells_the_same_repetitions() {
    let mut round = Round::new(RoundOptions::default());
    let events = round.update(version("W:WK46,K47:BK5,K4", &ROUND_TRIP, 8).as_bytes());
    assert_eq!(
        repetitions(&events),
        repetitions(&grown("W:WK46,K47:BK5,K4", &ROUND_TRIP))
    );
    // Read again unchanged: nothing new.
    let again = round.update(version("W:WK46,K47:BK5,K4", &ROUND_TRIP, 8).as_bytes());
    assert!(again.is_empty(), "{again:?}");
}

#[test]
fn a_backward_man_move_that_stands_brings_a_position_back() {
    // 2. 28-33 moves a man back (premature_king_move, ply 3): it stands (5.7), and at ply 4 the
    // start position is on the board a second time.
    let moves = [
        "33-28", "1-7", "28-33", "7-1", "33-28", "1-7", "28-33", "7-1",
    ];
    let events = grown("W:WK50,33:BK1,16", &moves);
    let finding = events
        .iter()
        .find(|e| matches!(&e.what, What::Finding(f) if f.kind == arbiter::FindingKind::PrematureKingMove))
        .expect("the backward man move");
    assert_eq!(finding.ply, 3);
    assert_eq!(repetitions(&events)[0], (4, vec![0]));
    assert_eq!(draws(&events), [8]);
}

/// A round of two boards, the second with its first `n` moves.
fn two_boards(second: Option<usize>) -> String {
    let first = "[White \"A\"]\n[Black \"B\"]\n[Round \"1\"]\n\n1. 32-28 19-23 *\n\n";
    let moves = ["32-28", "19-23", "28x19", "14x23", "33-28"];
    let Some(n) = second else {
        return first.to_string();
    };
    let text = live_round::movetext(&moves[..n.min(moves.len())]);
    format!("{first}[White \"C\"]\n[Black \"D\"]\n[Round \"1\"]\n\n{text}*\n")
}

fn kinds(events: &[Event]) -> Vec<(String, &'static str, u32)> {
    events
        .iter()
        .map(|e| (e.game.white.clone(), e.what.name(), e.ply))
        .collect()
}

#[test]
fn a_game_missing_from_a_version_is_told_removed_once_and_returned_when_back() {
    let mut round = Round::new(RoundOptions::default());
    round.update(two_boards(Some(3)).as_bytes());
    // Gone: told once, its board kept out of the state.
    let gone = round.update(two_boards(None).as_bytes());
    assert_eq!(kinds(&gone), [("C".to_string(), "removed", 3)]);
    assert!(gone[0].is_alert());
    assert_eq!(round.boards().count(), 1);
    assert!(round.update(two_boards(None).as_bytes()).is_empty());
    // Back with two more moves: matched again, its replay goes on from ply 3.
    let back = round.update(two_boards(Some(5)).as_bytes());
    assert_eq!(
        kinds(&back),
        [
            ("C".to_string(), "returned", 3),
            ("C".to_string(), "move", 4),
            ("C".to_string(), "move", 5),
        ]
    );
    assert_eq!(round.boards().count(), 2);
    let got: Vec<_> = round.reports().into_iter().cloned().collect();
    let want = arbiter::check_pdn(
        two_boards(Some(5)).as_bytes(),
        &pdn::ReadOptions::default(),
        &arbiter::RefereeOptions::default(),
    );
    assert_eq!(got, want);
    // Said in the four languages.
    for lang in [
        arbiter::Lang::En,
        arbiter::Lang::Fr,
        arbiter::Lang::Nl,
        arbiter::Lang::Ru,
    ] {
        assert_eq!(gone[0].said(lang)["type"], "removed");
        assert_ne!(gone[0].message(lang), back[0].message(lang));
    }
    assert!(gone[0].message(arbiter::Lang::Fr).contains("\u{202f}:"));
}
