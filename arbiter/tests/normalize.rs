//! `normalize` changes no verdict: re-reading the normalised PDN of a game gives it the same
//! status, outcome and findings, for every corpus game and for generated games whose moves are
//! written every way the referee reads (full paths, partial paths, Hub lists, from-to) with
//! irregular moves and results of every kind mixed in. Refereeing with the notation (one replay,
//! as annotating does) gives the referee's report and the normaliser's text.
//!
//! What normalising is for is left out of the comparison: the form of the record (parse
//! warnings about spacing or encoding, `nonstandard_notation`, an `ambiguous_notation` the
//! full path settles, and a missing result the writer writes `*` for). Games the reader could
//! not read completely are skipped: what was lost in reading cannot come back.

mod common;

use arbiter::{
    Color, Direction, FindingKind, GameReport, Move, Position, RefereeOptions, Square,
    normalize_game, referee, referee_with_notation,
};
use common::{corpus, international_files, required};
use proptest::prelude::*;

/// The verdict of a report, as normalising must keep it.
fn verdict(report: &GameReport) -> String {
    let findings: Vec<String> = report
        .findings
        .iter()
        .filter(|f| {
            !matches!(
                f.kind,
                FindingKind::ParseWarning
                    | FindingKind::NonstandardNotation
                    | FindingKind::AmbiguousNotation
                    | FindingKind::MissingResult
            )
        })
        .map(|f| format!("{} ply {:?} played {:?}", f.kind, f.ply, f.played))
        .collect();
    format!(
        "status {:?}, outcome {:?}, plies {}, final {:?}, draws {:?}, findings {findings:#?}",
        report.status, report.outcome, report.plies, report.final_fen, report.draw_counts
    )
}

/// Normalises every game of `text` and compares the verdicts; the number of games compared.
fn same_verdicts(label: &str, text: &[u8]) -> Result<usize, String> {
    let options = RefereeOptions::default();
    let read = pdn::ReadOptions::default();
    let mut compared = 0;
    for owned in pdn::read_all(text, &read) {
        let game = owned.parse();
        if game.has_errors() {
            continue;
        }
        let before = referee(&game, &options);
        let normalised = normalize_game(&game, &options);
        // One replay for both (what annotating uses) gives the same report and the same text.
        let (report, notation) = referee_with_notation(&game, &options);
        if report != before || notation.write(&game) != normalised {
            return Err(format!(
                "{label} game {}: refereed with its notation, the game gives another report or text",
                game.index
            ));
        }
        let again = pdn::read_all(normalised.as_bytes(), &read);
        if again.len() != 1 {
            return Err(format!(
                "{label} game {}: the normalised text reads as {} games:\n{normalised}",
                game.index,
                again.len()
            ));
        }
        let after = referee(&again[0].parse(), &options);
        if verdict(&before) != verdict(&after) {
            return Err(format!(
                "{label} game {}: the verdict changed\nbefore {}\nafter  {}\n{normalised}",
                game.index,
                verdict(&before),
                verdict(&after)
            ));
        }
        compared += 1;
    }
    Ok(compared)
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn normalising_the_corpus_changes_no_verdict() {
    let root = required(corpus());
    let mut games = 0;
    for (name, file) in international_files(&root) {
        let bytes = std::fs::read(&file).expect("corpus file readable");
        games += same_verdicts(&name, &bytes).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(games > 2_000, "only {games} corpus games compared");
}

/// The opposing pieces a route passes over (each leg jumps the first it meets).
fn taken_along(p: &Position, from: Square, landing: &[Square]) -> arbiter::Bitboard {
    let them = p.pieces(p.side_to_move().opponent());
    let mut taken = arbiter::Bitboard::EMPTY;
    let mut at = from;
    for &to in landing {
        if let Some((direction, _)) = Direction::between(at, to) {
            let mut s = at.step(direction);
            while let Some(square) = s.filter(|&sq| sq != to) {
                if them.contains(square) {
                    taken = taken.with(square);
                    break;
                }
                s = square.step(direction);
            }
        }
        at = to;
    }
    taken
}

/// A written move and the move it stands for on the board.
fn writing(p: &Position, mv: &Move, choice: u16) -> (String, Move) {
    let landing: Vec<Square> = mv.landing().collect();
    let squares = |list: &[Square]| -> String {
        let names: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        names.join("x")
    };
    if !mv.is_capture() {
        return (mv.to_string(), *mv);
    }
    let from = mv.from();
    match choice % 6 {
        // From-to, full path, partial path, the Hub list.
        0 => (mv.to_string(), *mv),
        1 => (mv.full_notation(), *mv),
        2 if landing.len() > 2 => {
            let mut partial = vec![from, landing[landing.len() / 2]];
            partial.push(mv.to());
            (squares(&partial), *mv)
        }
        3 => {
            let mut hub = vec![from, mv.to()];
            hub.extend(mv.captured().iter());
            (squares(&hub), *mv)
        }
        // A capture stopped before its end (not_maximum_capture), written from-to.
        4 if landing.len() > 1 => {
            let k = 1 + (choice as usize / 6) % (landing.len() - 1);
            let prefix = &landing[..k];
            let taken = taken_along(p, from, prefix);
            let stopped = Move::capture(from, prefix, taken).expect("a prefix is a capture");
            (stopped.to_string(), stopped)
        }
        _ => (mv.full_notation(), *mv),
    }
}

/// A random game: legal moves written in random ways, an irregular move now and then (a capture
/// stopped early, a man's step while a capture was obligatory), and a random result.
fn game_text(choices: &[u16], result: u8) -> String {
    let mut p = Position::start();
    let mut text = String::from("[Event \"generated\"]\n");
    text.push_str(
        [
            "[Result \"2-0\"]\n",
            "[Result \"1-1\"]\n",
            "",
            "[Result \"0-1\"]\n",
        ][result as usize % 4],
    );
    let mut movetext = Vec::new();
    for (ply, &choice) in choices.iter().enumerate() {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice as usize % legal.len()];
        let (written, played) = if mv.is_capture() && choice % 17 == 0 {
            // A quiet step of a man while a capture was obligatory, if one can step.
            let us = p.side_to_move();
            let step = p.men(us).iter().find_map(|from| {
                us.forward()
                    .into_iter()
                    .filter_map(|d| from.step(d))
                    .find(|to| p.piece_at(*to).is_none() && !to.is_promotion_square(us))
                    .map(|to| Move::quiet(from, to))
            });
            match step {
                Some(step) => (step.to_string(), step),
                None => writing(&p, &mv, choice),
            }
        } else {
            writing(&p, &mv, choice)
        };
        if ply % 2 == 0 {
            movetext.push(format!("{}.", ply / 2 + 1));
        }
        movetext.push(written);
        p = p.play(&played);
        if p.side_to_move() == Color::White && ply > 400 {
            break;
        }
    }
    let terminator = ["2-0", "1-1", "*", "1-0", "0-2"][result as usize % 5];
    text.push('\n');
    text.push_str(&movetext.join(" "));
    text.push(' ');
    text.push_str(terminator);
    text.push('\n');
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn normalising_generated_games_changes_no_verdict(
        choices in proptest::collection::vec(any::<u16>(), 0..200),
        result in any::<u8>(),
    ) {
        let text = game_text(&choices, result);
        if let Err(message) = same_verdicts("generated", text.as_bytes()) {
            prop_assert!(false, "{}", message);
        }
    }
}
