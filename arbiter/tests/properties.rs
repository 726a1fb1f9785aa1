//! Invariants of the rules engine over positions reached by random legal play and over random
//! placements of men and kings.

mod common;

use arbiter::{CaptureRule, Duplicates, MoveList, Position, Role, Square, parse_fen};
use common::play::{placement, walk};
use proptest::prelude::*;

fn positions() -> impl Strategy<Value = Vec<Position>> {
    let from_start =
        proptest::collection::vec(any::<u16>(), 0..160).prop_map(|c| walk(Position::start(), &c));
    let from_kings = proptest::collection::vec(any::<u16>(), 0..40)
        .prop_map(|c| walk(parse_fen("W:WK31-35,41-45:BK6-10,16-20").unwrap(), &c));
    let from_placement = (
        placement(false),
        proptest::collection::vec(any::<u16>(), 0..40),
    )
        .prop_map(|(p, c)| walk(p, &c));
    prop_oneof![from_start, from_kings, from_placement]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fen_round_trip(positions in positions()) {
        for p in positions {
            let fen = p.to_fen();
            prop_assert_eq!(parse_fen(&fen), Ok(p), "{}", fen);
        }
    }

    #[test]
    fn incremental_hash_equals_hash_from_scratch(positions in positions()) {
        for p in positions {
            prop_assert_eq!(p.hash(), p.compute_hash(), "{}", p.to_fen());
        }
    }

    #[test]
    fn every_capture_takes_the_maximum(positions in positions()) {
        for p in positions {
            let mut all = MoveList::new();
            p.generate_captures(&mut all, CaptureRule::AllSequences, Duplicates::Drop);
            let most = all.iter().map(|m| m.capture_count()).max().unwrap_or(0);
            let legal = p.legal_moves();
            for m in legal.iter() {
                prop_assert_eq!(m.capture_count(), most, "{} {:?}", p.to_fen(), m);
            }
            // Every maximal sequence is legal, and nothing else is.
            let maximal = all.iter().filter(|m| m.capture_count() == most && most > 0).count();
            if most > 0 {
                prop_assert_eq!(legal.len(), maximal, "{}", p.to_fen());
            }
            prop_assert_eq!(p.has_capture(), most > 0, "{}", p.to_fen());
        }
    }

    #[test]
    fn moves_end_on_empty_squares_and_crown_only_on_the_far_row(positions in positions()) {
        for p in positions {
            let us = p.side_to_move();
            for m in p.legal_moves().iter() {
                prop_assert!(m.to() == m.from() || p.piece_at(m.to()).is_none(), "{} {:?}", p.to_fen(), m);
                prop_assert!(m.captured() & p.pieces(us.opponent()) == m.captured());
                let was_man = p.piece_at(m.from()).map(|piece| piece.role) == Some(Role::Man);
                let after = p.play(m);
                let role_after = after.piece_at(m.to()).map(|piece| piece.role);
                if was_man {
                    let crowned = role_after == Some(Role::King);
                    prop_assert_eq!(crowned, m.to().is_promotion_square(us), "{} {:?}", p.to_fen(), m);
                }
                prop_assert_eq!(after.pieces(us.opponent()).count() + m.capture_count(), p.pieces(us.opponent()).count());
                prop_assert_eq!(after.pieces(us).count(), p.pieces(us).count());
            }
        }
    }

    #[test]
    fn quiet_moves_found_on_the_board_agree_with_the_list(positions in positions()) {
        for p in positions {
            if p.has_capture() {
                continue;
            }
            let legal = p.legal_moves();
            prop_assert_eq!(p.has_quiet_move(), !legal.is_empty(), "{}", p.to_fen());
            for from in p.pieces(p.side_to_move()) {
                for to in Square::all() {
                    let listed = legal.iter().find(|m| m.from() == from && m.to() == to);
                    let found = p.quiet_move(from, to);
                    prop_assert_eq!(found.as_ref(), listed, "{} {}-{}", p.to_fen(), from, to);
                }
            }
        }
    }

    #[test]
    fn counting_agrees_with_listing(positions in positions()) {
        for p in positions {
            for duplicates in [Duplicates::Drop, Duplicates::Keep] {
                let mut list = MoveList::new();
                p.generate_moves(&mut list, duplicates);
                prop_assert_eq!(p.count_legal_moves(duplicates), list.len() as u64);
                prop_assert!(!list.overflowed());
            }
        }
    }
}
