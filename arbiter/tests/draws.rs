//! The referee's draw verdicts (article 6, RULES.md section 5) against a plain reference, over
//! random endgames in which irregular moves stand (5.7): men stepping backward, and pieces going
//! back where they came from, so that positions recur across man moves.
//!
//! The reference keeps every position since the start and counts a repetition by scanning them
//! all; it works each count out from the whole game at every ply, with no running state.

use arbiter::{
    Bitboard, Color, Direction, DrawClause, DrawCount, FindingKind, GameReport, Move,
    OutcomeReason, Position, RefereeOptions, Ruleset, Square, check_pdn,
};
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};

/// One ply of a random game, as the strategy draws it.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// A legal move, by index (modulo the number of legal moves).
    Legal(u16),
    /// A legal move after which the opponent has no capture, by index; any legal move when
    /// there is none (so that games last long enough for the counts to run out).
    Safe(u16),
    /// A man of the side to move steps backward (premature_king_move), by index among the
    /// possible steps; a legal move when there is none.
    Backward(u16),
    /// The side to move takes its last move back (a man's is a backward step), if that is a
    /// quiet move on a free path; a legal move otherwise.
    TakeBack,
}

/// A ply carried out: the move, how it is written, and whether a king moved without capturing
/// (for 6.2).
struct Played {
    mv: Move,
    written: String,
    king_only: bool,
}

/// Pieces of one side: squares, and a die for each that makes it a king below `kings` (of 10).
type Side = (Vec<(u8, u8)>, u8);

fn side(pieces: std::ops::RangeInclusive<usize>, kings: u8) -> impl Strategy<Value = Side> {
    (
        proptest::collection::vec((1u8..=50, 0u8..10), pieces),
        Just(kings),
    )
}

/// The position of `white` and `black` (a man on its crowning row and a piece on a square
/// already taken are left out), if each side has a piece.
fn place(white: Side, black: Side, black_moves: bool) -> Option<Position> {
    let mut sets = [Bitboard::EMPTY; 4];
    let mut taken = Bitboard::EMPTY;
    for (color, (pieces, kings)) in [(Color::White, white), (Color::Black, black)] {
        for (number, die) in pieces {
            let square = Square::new(number)?;
            let king = die < kings;
            if taken.contains(square) || (!king && square.is_promotion_square(color)) {
                continue;
            }
            taken = taken.with(square);
            let set = 2 * usize::from(color == Color::Black) + usize::from(king);
            sets[set] = sets[set].with(square);
        }
    }
    let side = if black_moves {
        Color::Black
    } else {
        Color::White
    };
    let position = Position::new(sets[0], sets[1], sets[2], sets[3], side).ok()?;
    (position.pieces(Color::White).any() && position.pieces(Color::Black).any()).then_some(position)
}

/// A random endgame: one to four pieces a side, most of them kings; or kings only, two or three
/// a side (where the 25-move count can run out); or a lone king against three pieces (6.3).
fn endgame() -> impl Strategy<Value = Position> {
    let mixed = (side(1..=4, 7), side(1..=4, 7), any::<bool>());
    let kings = (side(2..=3, 10), side(2..=3, 10), any::<bool>());
    let lone = (
        side(1..=1, 10),
        side(3..=3, 5),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(lone, strong, swap, black_moves)| {
            if swap {
                (strong, lone, black_moves)
            } else {
                (lone, strong, black_moves)
            }
        });
    prop_oneof![mixed, kings, lone].prop_filter_map("each side needs a piece", |(w, b, black)| {
        place(w, b, black)
    })
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        1 => any::<u16>().prop_map(Step::Legal),
        4 => any::<u16>().prop_map(Step::Safe),
        1 => any::<u16>().prop_map(Step::Backward),
        4 => Just(Step::TakeBack),
    ]
}

/// The squares strictly between `from` and `to` if they are on one diagonal.
fn between(from: Square, to: Square) -> Option<Vec<Square>> {
    Direction::ALL.into_iter().find_map(|direction| {
        let mut path = Vec::new();
        let mut at = from.step(direction)?;
        while at != to {
            path.push(at);
            at = at.step(direction)?;
        }
        Some(path)
    })
}

/// The backward steps of the men of the side to move onto empty squares.
fn backward_steps(position: &Position) -> Vec<Move> {
    let us = position.side_to_move();
    let backward = us.opponent().forward();
    let mut steps = Vec::new();
    for from in position.men(us) {
        for direction in backward {
            if let Some(to) = from.step(direction)
                && position.piece_at(to).is_none()
            {
                steps.push(Move::quiet(from, to));
            }
        }
    }
    steps
}

/// `last` (the side to move's previous move) played backward, when it was quiet and the way
/// back is free.
fn take_back(position: &Position, last: Option<&Played>) -> Option<Move> {
    let last = last?;
    if last.mv.is_capture() {
        return None;
    }
    let (from, to) = (last.mv.to(), last.mv.from());
    let ours = position.pieces(position.side_to_move());
    let free = ours.contains(from)
        && position.piece_at(to).is_none()
        && between(from, to)?
            .into_iter()
            .all(|s| position.piece_at(s).is_none());
    free.then(|| Move::quiet(from, to))
}

/// A legal move by index whose full notation no other legal move shares (so the referee reads
/// it as this move and no other); with `safe`, one after which the opponent has no capture if
/// there is such a move.
fn legal(position: &Position, index: u16, safe: bool) -> Option<Move> {
    let moves = position.legal_moves();
    let unique: Vec<&Move> = moves
        .iter()
        .filter(|m| {
            moves
                .iter()
                .filter(|o| o.full_notation() == m.full_notation())
                .count()
                == 1
        })
        .collect();
    let safe_ones: Vec<&Move> = unique
        .iter()
        .copied()
        .filter(|m| safe && !position.play(m).has_capture())
        .collect();
    // Mostly a king's, so that the 25-move count gets a chance to run out.
    let kings: Vec<&Move> = safe_ones
        .iter()
        .copied()
        .filter(|m| position.kings(position.side_to_move()).contains(m.from()))
        .collect();
    let pool = if !index.is_multiple_of(4) && !kings.is_empty() {
        kings
    } else if !safe_ones.is_empty() {
        safe_ones
    } else {
        unique
    };
    (!pool.is_empty()).then(|| *pool[index as usize % pool.len()])
}

/// Plays `steps` from `start` until a side has no move: every position reached, and the plies.
fn walk(start: Position, steps: &[Step]) -> (Vec<Position>, Vec<Played>) {
    let mut positions = vec![start];
    let mut played: Vec<Played> = Vec::new();
    let mut position = start;
    for &step in steps {
        if position.legal_moves().is_empty() {
            break;
        }
        // Irregular moves only while no capture is due, so that the quiet writing cannot be
        // read as a capture.
        let quiet = !position.has_capture();
        let last_of_ours = played.len().checked_sub(2).and_then(|i| played.get(i));
        let irregular = match step {
            Step::Legal(_) | Step::Safe(_) => None,
            Step::Backward(index) => {
                let steps = backward_steps(&position);
                (quiet && !steps.is_empty()).then(|| steps[index as usize % steps.len()])
            }
            Step::TakeBack => take_back(&position, last_of_ours).filter(|_| quiet),
        };
        let (index, safe) = match step {
            Step::Legal(i) | Step::Backward(i) => (i, false),
            Step::Safe(i) => (i, true),
            Step::TakeBack => (0, true),
        };
        let Some(mv) = irregular.or_else(|| legal(&position, index, safe)) else {
            break;
        };
        let king_only =
            !mv.is_capture() && position.kings(position.side_to_move()).contains(mv.from());
        played.push(Played {
            mv,
            written: mv.full_notation(),
            king_only,
        });
        position = position.play(&mv);
        positions.push(position);
    }
    (positions, played)
}

/// The configurations of 6.3 and 6.4, by the letter of RULES.md.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ending {
    /// Lone king (of `lone`) against three kings, two kings and a man, or a king and two men.
    Sixteen { lone: Color },
    /// Lone king against two kings, a king and a man, or a king.
    Five,
}

fn ending_of(position: &Position) -> Option<Ending> {
    let count = |color: Color| (position.men(color).count(), position.kings(color).count());
    for lone in [Color::White, Color::Black] {
        if count(lone) != (0, 1) {
            continue;
        }
        return match count(lone.opponent()) {
            (0, 3) | (1, 2) | (2, 1) => Some(Ending::Sixteen { lone }),
            (0, 2) | (1, 1) | (0, 1) => Some(Ending::Five),
            _ => None,
        };
    }
    None
}

fn on_long_diagonal(square: Square) -> bool {
    [46, 41, 37, 32, 28, 23, 19, 14, 10, 5].contains(&square.number())
}

/// Why the side to move has lost in `position` (7.2), if it has.
fn win(position: &Position) -> Option<OutcomeReason> {
    if position.pieces(position.side_to_move()).is_empty() {
        Some(OutcomeReason::NoPieces)
    } else if position.legal_moves().is_empty() {
        Some(OutcomeReason::NoLegalMove)
    } else {
        None
    }
}

/// How the board ends the game, by the reference.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Verdict {
    reason: OutcomeReason,
    ply: u32,
}

/// The reference verdict and the draw counts it expects in the report, for the game whose
/// positions are `positions` (after `played`).
fn reference(
    positions: &[Position],
    played: &[Played],
    ruleset: Ruleset,
) -> (Option<Verdict>, Vec<DrawCount>) {
    let ply = |i: usize| arbiter::Ply(i as u32);
    let mut counts = Vec::new();
    let mut verdict = None;
    // Runs of one ending configuration: (ending, first ply, first ply on the long diagonal).
    let mut run: Option<(Ending, usize, Option<usize>)> = None;
    let mut last = 0;
    for (i, position) in positions.iter().enumerate() {
        last = i;
        // After a move the win comes first (and no count starts on the ply that wins); the
        // start position has its counts whether or not the game is over there.
        if i > 0
            && let Some(win) = win(position)
        {
            verdict = Some((win, i));
            break;
        }
        let ending = ending_of(position);
        let same_kind = matches!(
            (run.map(|r| r.0), ending),
            (Some(Ending::Sixteen { .. }), Some(Ending::Sixteen { .. }))
                | (Some(Ending::Five), Some(Ending::Five))
        );
        if !same_kind {
            run = ending.map(|e| (e, i, None));
            if let Some(e) = ending {
                let (clause, length) = match e {
                    Ending::Sixteen { .. } => (DrawClause::SixteenMoveRule, 32),
                    Ending::Five => (DrawClause::FiveMoveRule, 10),
                };
                counts.push(DrawCount::new(clause, ply(i), ply(i + length), None));
            }
        }
        if ruleset == Ruleset::Fmjd2024
            && let Some((Ending::Sixteen { lone }, _, diagonal @ None)) = &mut run
            && position.kings(*lone).into_iter().any(on_long_diagonal)
        {
            *diagonal = Some(i);
            counts.push(DrawCount::new(
                DrawClause::LongDiagonalRule,
                ply(i),
                ply(i + 10),
                None,
            ));
        }

        if i == 0 {
            if let Some(win) = win(position) {
                verdict = Some((win, i));
                break;
            }
            continue;
        }
        let seen: Vec<usize> = (0..=i).filter(|&j| positions[j] == *position).collect();
        if seen.len() >= 3 {
            counts.push(DrawCount::new(
                DrawClause::ThreefoldRepetition,
                ply(seen[0]),
                ply(i),
                Some(ply(i)),
            ));
            verdict = Some((OutcomeReason::Draw(DrawClause::ThreefoldRepetition), i));
            break;
        }
        let king_run = played[..i].iter().rev().take_while(|p| p.king_only).count();
        if king_run >= 50 {
            counts.push(DrawCount::new(
                DrawClause::TwentyFiveMoveRule,
                ply(i - 50),
                ply(i),
                Some(ply(i)),
            ));
            verdict = Some((OutcomeReason::Draw(DrawClause::TwentyFiveMoveRule), i));
            break;
        }
        if let Some((ending, first, diagonal)) = run {
            // On the same ply the 16-move count is named before the long-diagonal one.
            let limits = match ending {
                Ending::Sixteen { .. } => [
                    Some((DrawClause::SixteenMoveRule, first, first + 32)),
                    diagonal.map(|d| (DrawClause::LongDiagonalRule, d, d + 10)),
                ],
                Ending::Five => [Some((DrawClause::FiveMoveRule, first, first + 10)), None],
            };
            let expired = limits
                .into_iter()
                .flatten()
                .filter(|&(_, _, limit)| limit <= i)
                .min_by_key(|&(_, _, limit)| limit);
            if let Some((clause, started, _)) = expired {
                if let Some(count) = counts
                    .iter_mut()
                    .find(|c| c.clause == clause && c.started_ply == ply(started))
                {
                    count.drawn_ply = Some(ply(i));
                }
                verdict = Some((OutcomeReason::Draw(clause), i));
                break;
            }
        }
    }
    if verdict.is_none() {
        let king_run = played[..last]
            .iter()
            .rev()
            .take_while(|p| p.king_only)
            .count();
        if king_run > 0 {
            let started = last - king_run;
            counts.push(DrawCount::new(
                DrawClause::TwentyFiveMoveRule,
                ply(started),
                ply(started + 50),
                None,
            ));
        }
    }
    let verdict = verdict.map(|(reason, i)| Verdict {
        reason,
        ply: i as u32,
    });
    (verdict, counts)
}

/// The game as PDN, its moves up to `plies`.
fn pdn(start: &Position, played: &[Played], plies: usize) -> String {
    let mut text = format!("[FEN \"{}\"]\n[Result \"*\"]\n\n", start.to_fen());
    let black_first = start.side_to_move() == Color::Black;
    for (i, ply) in played[..plies].iter().enumerate() {
        let half = i + usize::from(black_first);
        if half % 2 == 0 {
            text.push_str(&format!("{}. ", half / 2 + 1));
        } else if i == 0 {
            text.push_str("1... ");
        }
        text.push_str(&ply.written);
        text.push(' ');
    }
    text.push_str("*\n");
    text
}

fn sorted(mut counts: Vec<DrawCount>) -> Vec<DrawCount> {
    counts.sort_by_key(|c| (c.started_ply.0, c.limit_ply.0, c.article.clone()));
    counts
}

fn referee(text: &str, ruleset: Ruleset) -> GameReport {
    let options = RefereeOptions {
        ruleset,
        ..RefereeOptions::default()
    };
    let mut reports = check_pdn(text.as_bytes(), &pdn::ReadOptions::default(), &options);
    assert_eq!(reports.len(), 1, "{text}");
    reports.remove(0)
}

/// Referees one random game and compares it with the reference; whether the game was drawn by
/// a repetition across a man move (which the old rule missed).
fn agree(start: Position, steps: &[Step], ruleset: Ruleset) -> Result<bool, TestCaseError> {
    let (positions, played) = walk(start, steps);
    let (verdict, counts) = reference(&positions, &played, ruleset);
    let plies = verdict.map_or(played.len(), |v| v.ply as usize);
    let text = pdn(&start, &played, plies);
    let report = referee(&text, ruleset);

    // The referee carried out the same moves.
    prop_assert_eq!(report.plies as usize, plies, "{}", text);
    prop_assert_eq!(
        &report.final_fen,
        &Some(positions[plies].to_fen()),
        "{}",
        text
    );
    prop_assert!(
        report
            .findings
            .iter()
            .all(|f| f.ply.is_none_or(|p| p.0 as usize <= plies)
                && !matches!(
                    f.kind,
                    FindingKind::ImpossibleMove | FindingKind::AmbiguousNotation
                )),
        "{}\n{:?}",
        text,
        report.findings
    );
    let expected = verdict.map_or((OutcomeReason::GameStopped, plies as u32), |v| {
        (v.reason, v.ply)
    });
    let found = (
        report.outcome.reason,
        report.outcome.ply.map_or(u32::MAX, |p| p.0),
    );
    prop_assert_eq!(found, expected, "{}", text);
    let across_a_man_move = counts.iter().any(|c| {
        c.clause == DrawClause::ThreefoldRepetition
            && played[c.started_ply.0 as usize..c.limit_ply.0 as usize]
                .iter()
                .any(|p| !p.king_only)
    });
    prop_assert_eq!(sorted(report.draw_counts), sorted(counts), "{}", text);
    Ok(across_a_man_move)
}

#[test]
fn draw_verdicts_agree_with_the_whole_history() {
    let config = ProptestConfig {
        cases: 1000,
        source_file: Some(file!()),
        ..ProptestConfig::default()
    };
    let games = (
        endgame(),
        proptest::collection::vec(step(), 0..160),
        any::<bool>(),
    );
    let across = std::cell::Cell::new(0u32);
    let result = TestRunner::new(config).run(&games, |(start, steps, fmjd_2015)| {
        let ruleset = if fmjd_2015 {
            Ruleset::Fmjd2015
        } else {
            Ruleset::Fmjd2024
        };
        across.set(across.get() + u32::from(agree(start, &steps, ruleset)?));
        Ok(())
    });
    if let Err(failure) = result {
        panic!("{failure}");
    }
    // About one game in thirty repeats a position across a man move: the walk must keep
    // producing them, or the test would pass without testing what it is for.
    let across = across.get();
    assert!(across >= 5, "only {across} repetitions across a man move");
}
