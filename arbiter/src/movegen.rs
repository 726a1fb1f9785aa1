//! Legal move generation: RULES.md sections 2 and 3 (FMJD articles 3 and 4).
//!
//! Captures are searched depth first from every piece of the side to move. During the search the
//! captured pieces stay on the board and block (4.11) but cannot be jumped again (4.8); the start
//! square of the capturing piece counts as empty. A man jumps adjacent pieces forward and backward
//! (4.2) and stays a man even when it passes the far row (4.15); a king flies (4.3) and may turn
//! between jumps. The majority rule (4.13) falls out of the list: a longer sequence clears the
//! shorter ones already found. Two sequences with the same start, end and captured set are one move
//! (dropped as duplicates unless [`Duplicates::Keep`] is asked for, for perft's other convention).
//! No heap allocation: the moves go into a caller's [`MoveList`].

use crate::bitboard::{Bitboard, VALID};
use crate::jumps::{OFFSETS, each_jump, has};
use crate::moves::{MAX_CAPTURED, Move, MoveList};
use crate::position::Position;
use crate::square::{Color, Direction, Square};

/// Whether capture sequences that differ only in their route count once or each.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Duplicates {
    /// Same start, end and captured set is one move (RULES.md section 3, the FMJD convention).
    #[default]
    Drop,
    /// Every order of taking the pieces is a move of its own (the other perft convention, that of
    /// the published counts): routes that take the same pieces in the same order and differ only
    /// in where a king lands between two jumps are still one move.
    Keep,
}

/// Which capture sequences a generator returns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CaptureRule {
    /// Only those that take the most pieces (4.13): the legal captures.
    Majority,
    /// Every complete sequence of any length (a sequence ends where no further jump is possible);
    /// the referee uses it to recognise a capture that took too few pieces.
    AllSequences,
}

/// Depth-first search of capture sequences from one piece.
struct CaptureSearch<'a> {
    /// Opposing pieces (jumped ones are excluded by the `captured` argument, not removed here).
    enemies: u64,
    /// Empty squares, the start square of the moving piece included.
    empty: u64,
    from: Square,
    landing: [u8; MAX_CAPTURED],
    best: u32,
    rule: CaptureRule,
    duplicates: Duplicates,
    list: &'a mut MoveList,
}

impl CaptureSearch<'_> {
    /// Searches on from `at` after `depth` jumps that took `captured`; a `KING` flies (one
    /// search each for men and kings: the jump kernel is then specialised to each).
    fn search<const KING: bool>(&mut self, at: i32, captured: u64, depth: usize) {
        let mut extended = false;
        let (enemies, empty) = (self.enemies, self.empty);
        each_jump(enemies, empty, at, captured, KING, |jump| {
            extended = true;
            self.landing[depth] = Square::number_of_bit(jump.land as u32);
            self.search::<KING>(jump.land, captured | 1 << jump.over, depth + 1);
        });
        if !extended && depth > 0 {
            self.emit(captured, depth);
        }
    }

    fn emit(&mut self, captured: u64, depth: usize) {
        let count = depth as u32;
        if self.rule == CaptureRule::Majority {
            if count < self.best {
                return;
            }
            if count > self.best {
                self.list.clear();
                self.best = count;
            }
        }
        let mv = Move::from_parts(self.from, &self.landing[..depth], Bitboard(captured));
        let duplicate = match self.duplicates {
            Duplicates::Drop => self.list.iter().any(|m| m.same_as(&mv)),
            Duplicates::Keep => {
                let order = self.capture_order(&mv);
                self.list
                    .iter()
                    .any(|m| m.same_as(&mv) && self.capture_order(m) == order)
            }
        };
        if !duplicate {
            self.list.push(mv);
        }
    }

    /// The captured pieces in the order they were jumped. Every leg of a capture jumps exactly one
    /// piece, the first opposing piece met on the way (still on the board, 4.11).
    fn capture_order(&self, mv: &Move) -> [u8; MAX_CAPTURED] {
        let mut order = [0; MAX_CAPTURED];
        let mut at = mv.from();
        for (slot, land) in order.iter_mut().zip(mv.landing()) {
            if let Some((direction, _)) = Direction::between(at, land) {
                let mut square = at.step(direction);
                while let Some(s) = square.filter(|&s| s != land) {
                    if has(self.enemies, s.bit() as i32) {
                        *slot = s.number();
                        break;
                    }
                    square = s.step(direction);
                }
            }
            at = land;
        }
        order
    }
}

impl Position {
    /// The legal moves of the side to move (duplicate capture routes dropped).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_moves(&mut list, Duplicates::Drop);
        list
    }

    /// Fills `list` with the legal moves of the side to move.
    pub fn generate_moves(&self, list: &mut MoveList, duplicates: Duplicates) {
        list.clear();
        self.generate_captures(list, CaptureRule::Majority, duplicates);
        if list.is_empty() {
            self.generate_quiet_moves(list);
        }
    }

    /// Fills `list` with the capture sequences of the side to move under `rule`.
    pub fn generate_captures(
        &self,
        list: &mut MoveList,
        rule: CaptureRule,
        duplicates: Duplicates,
    ) {
        list.clear();
        let us = self.side_to_move();
        let enemies = self.pieces(us.opponent()).0;
        let empty = self.empty().0;
        let mut search = CaptureSearch {
            enemies,
            empty,
            from: Square::ONE,
            landing: [0; MAX_CAPTURED],
            best: 0,
            rule,
            duplicates,
            list,
        };
        for square in self.men_that_can_capture(us) {
            search.from = square;
            search.empty = empty | 1 << square.bit();
            search.search::<false>(square.bit() as i32, 0, 0);
        }
        for square in self.kings(us) {
            search.from = square;
            search.empty = empty | 1 << square.bit();
            search.search::<true>(square.bit() as i32, 0, 0);
        }
    }

    /// The men of `color` that have an adjacent opposing piece with an empty square behind it.
    fn men_that_can_capture(&self, color: Color) -> Bitboard {
        let empty = self.empty();
        let enemies = self.pieces(color.opponent());
        let mut able = Bitboard::EMPTY;
        for direction in Direction::ALL {
            let back = direction.reverse();
            able |= (empty.shift(back) & enemies).shift(back);
        }
        able & self.men(color)
    }

    /// Whether the side to move has a capture (and so must capture, 4.2/4.3).
    #[inline]
    pub fn has_capture(&self) -> bool {
        let us = self.side_to_move();
        let enemies = self.pieces(us.opponent()).0;
        let empty = self.empty().0;
        // A man with an opposing piece next to it and an empty square behind, in one of the
        // four directions (the shifts that leave the board drop out against `enemies`/`empty`,
        // which hold real squares only).
        let men = self.men(us).0;
        let mut able = 0;
        for offset in [5, 6] {
            able |= (men << offset & enemies) << offset & empty;
            able |= (men >> offset & enemies) >> offset & empty;
        }
        if able != 0 {
            return true;
        }
        self.kings(us).iter().any(|king| {
            OFFSETS.iter().any(|&offset| {
                let mut over = king.bit() as i32 + offset;
                while has(empty, over) {
                    over += offset;
                }
                has(enemies, over) && has(empty, over + offset)
            })
        })
    }

    /// Whether the side to move has a non-capturing move (3.4, 3.9), whether or not it must
    /// capture instead: a man with an empty square ahead, or a king with an empty neighbour.
    #[inline]
    pub fn has_quiet_move(&self) -> bool {
        let us = self.side_to_move();
        let empty = self.empty();
        let men = self.men(us);
        let kings = self.kings(us);
        let [left, right] = us.forward();
        ((men.shift(left) | men.shift(right)) & empty).any()
            || Direction::ALL
                .iter()
                .any(|&direction| (kings.shift(direction) & empty).any())
    }

    /// The non-capturing move of the side to move from `from` to `to`, if there is one (a man
    /// one step forward, a king along an empty diagonal): one of the legal moves when the side
    /// has no capture, found without listing them.
    #[inline]
    pub fn quiet_move(&self, from: Square, to: Square) -> Option<Move> {
        let us = self.side_to_move();
        let empty = self.empty();
        let (start, target) = (Bitboard::from_square(from), Bitboard::from_square(to));
        if (empty & target).is_empty() {
            return None;
        }
        if (self.men(us) & start).any() {
            let [left, right] = us.forward();
            let ahead = start.shift(left) | start.shift(right);
            return (ahead & target).any().then(|| Move::quiet(from, to));
        }
        if (self.kings(us) & start).is_empty() {
            return None;
        }
        for direction in Direction::ALL {
            let mut ray = start.shift(direction) & empty;
            while ray.any() {
                if ray == target {
                    return Some(Move::quiet(from, to));
                }
                ray = ray.shift(direction) & empty;
            }
        }
        None
    }

    /// Appends the non-capturing moves of the side to move (3.4, 3.9).
    fn generate_quiet_moves(&self, list: &mut MoveList) {
        let us = self.side_to_move();
        let empty = self.empty();
        for direction in us.forward() {
            let back = direction.reverse();
            for to in self.men(us).shift(direction) & empty {
                if let Some(from) = to.step(back) {
                    list.push(Move::quiet(from, to));
                }
            }
        }
        for from in self.kings(us) {
            for offset in OFFSETS {
                let mut to = from.bit() as i32 + offset;
                while has(empty.0, to) {
                    if let Some(square) = Square::from_bit(to as u32) {
                        list.push(Move::quiet(from, square));
                    }
                    to += offset;
                }
            }
        }
    }

    /// Number of legal moves, counting quiet moves without listing them (perft's last ply).
    pub fn count_legal_moves(&self, duplicates: Duplicates) -> u64 {
        let mut list = MoveList::new();
        self.generate_captures(&mut list, CaptureRule::Majority, duplicates);
        if !list.is_empty() {
            return list.len() as u64;
        }
        let us = self.side_to_move();
        let empty = self.empty();
        let mut count = 0;
        for direction in us.forward() {
            count += (self.men(us).shift(direction) & empty).count() as u64;
        }
        let empty = empty.0 & VALID;
        for king in self.kings(us) {
            for offset in OFFSETS {
                let mut to = king.bit() as i32 + offset;
                while has(empty, to) {
                    count += 1;
                    to += offset;
                }
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;
    use crate::position::Role;

    use crate::square::sq;

    /// The legal moves of a FEN as full paths with captured squares, sorted: `32x23x12 [18,28]`.
    fn moves(fen: &str) -> Vec<String> {
        let position = parse_fen(fen).unwrap();
        let mut out: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| {
                let captured: Vec<u8> = m.captured().iter().map(Square::number).collect();
                if captured.is_empty() {
                    m.full_notation()
                } else {
                    format!("{} {captured:?}", m.full_notation())
                }
            })
            .collect();
        out.sort();
        out
    }

    // RULES.md section 7, the worked positions, one test each.

    #[test]
    fn worked_majority_with_two_men_takes_two() {
        assert_eq!(moves("W:W32,40:B18,27,28"), ["32x23x12 [18, 28]"]);
    }

    #[test]
    fn worked_king_lands_anywhere_behind_the_last_piece() {
        assert_eq!(
            moves("W:WK32,40:B18,27,28"),
            ["32x23x1 [18, 28]", "32x23x12 [18, 28]", "32x23x7 [18, 28]"]
        );
    }

    #[test]
    fn worked_man_passes_the_far_row_and_stays_a_man() {
        assert_eq!(moves("W:W12:B8,9,26"), ["12x3x14 [8, 9]"]);
        let p = parse_fen("W:W12:B8,9,26").unwrap();
        let after = p.play(&p.legal_moves()[0]);
        assert_eq!(
            after.piece_at(sq(14)).map(|piece| piece.role),
            Some(Role::Man)
        );
    }

    #[test]
    fn worked_capture_ending_on_the_far_row_crowns() {
        assert_eq!(moves("W:W12:B7,26"), ["12x1 [7]"]);
        let p = parse_fen("W:W12:B7,26").unwrap();
        let after = p.play(&p.legal_moves()[0]);
        assert_eq!(
            after.piece_at(sq(1)).map(|piece| piece.role),
            Some(Role::King)
        );
    }

    #[test]
    fn worked_no_promotion_while_passing() {
        assert_eq!(moves("W:W15:B9,10"), ["15x4x13 [9, 10]"]);
        let p = parse_fen("W:W15:B9,10").unwrap();
        let after = p.play(&p.legal_moves()[0]);
        assert_eq!(
            after.piece_at(sq(13)).map(|piece| piece.role),
            Some(Role::Man)
        );
    }

    #[test]
    fn worked_captured_pieces_block_until_the_end() {
        let found = moves("W:WK41,49:B9,10,12,19,38");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].starts_with("41x") && found[0].contains("x43 "),
            "{found:?}"
        );
    }

    #[test]
    fn worked_majority_counts_pieces_not_kings() {
        let found = moves("W:W48:B24,K31,34,K42,43");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].starts_with("48x") && found[0].contains("x19 "),
            "{found:?}"
        );
    }

    #[test]
    fn worked_king_counts_as_one_piece() {
        let found = moves("W:W26:B12,K21,31,32");
        let ends: Vec<&str> = found.iter().map(|m| m.split(' ').next().unwrap()).collect();
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            ends.iter()
                .any(|m| m.starts_with("26x") && m.ends_with("x8")),
            "{found:?}"
        );
        assert!(
            ends.iter()
                .any(|m| m.starts_with("26x") && m.ends_with("x28")),
            "{found:?}"
        );
    }

    #[test]
    fn worked_men_capture_backward() {
        assert_eq!(moves("W:W35:B30,K40"), ["35x24 [30]", "35x44 [40]"]);
    }

    // RULES.md sections 2 and 3, article by article.

    #[test]
    fn art_3_4_men_move_one_square_forward() {
        assert_eq!(moves("W:W32:B3"), ["32-27", "32-28"]);
        assert_eq!(moves("B:W48:B19"), ["19-23", "19-24"]);
        assert_eq!(moves("W:W36:B3"), ["36-31"]);
    }

    #[test]
    fn art_3_9_kings_fly_over_empty_squares() {
        let found = moves("W:WK46:B3");
        assert_eq!(
            found,
            [
                "46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41", "46-5"
            ]
        );
        assert_eq!(
            moves("W:WK46,37:B3").len(),
            1 + 2,
            "blocked by its own man on 37"
        );
    }

    #[test]
    fn art_4_2_capture_is_compulsory_for_men() {
        assert_eq!(moves("W:W32,40:B27,3"), ["32x21 [27]"]);
    }

    #[test]
    fn art_4_3_kings_capture_at_a_distance() {
        assert_eq!(
            moves("W:WK46:B28,3"),
            [
                "46x10 [28]",
                "46x14 [28]",
                "46x19 [28]",
                "46x23 [28]",
                "46x5 [28]"
            ]
        );
        // Two pieces in a row cannot be jumped: the king only moves.
        let found = moves("W:WK46:B28,23");
        assert!(
            !found.is_empty() && found.iter().all(|m| !m.contains('x')),
            "{found:?}"
        );
    }

    #[test]
    fn art_4_5_captures_continue_and_kings_turn_corners() {
        // The king takes 37, must land on 19 (the only square from which it can go on), turns
        // and takes 24, landing on 30 or 35.
        assert_eq!(
            moves("W:WK46:B37,24,3"),
            ["46x19x30 [24, 37]", "46x19x35 [24, 37]"]
        );
    }

    #[test]
    fn art_4_7_no_jumping_over_own_pieces() {
        // 32 cannot jump its own man on 27 to reach 21; 27 cannot take 21 (16 is occupied).
        assert_eq!(moves("W:W32,27:B21,16,3"), ["27-22", "32-28"]);
    }

    #[test]
    fn art_4_8_no_piece_jumped_twice_but_squares_revisited() {
        // The man goes round the four pieces around 28 and back: 33x22x13x24x33 ... takes each once.
        let found = moves("W:W33:B28,18,19,29,3");
        assert!(
            found.iter().all(|m| m.ends_with("[18, 19, 28, 29]")),
            "{found:?}"
        );
        assert!(
            found
                .iter()
                .any(|m| m.starts_with("33x") && m.contains("x33 ")),
            "{found:?}"
        );
    }

    #[test]
    fn art_4_11_start_square_counts_as_empty() {
        // The man on 29 goes round 23/33/32/22... and lands on 29, its own start square, then on.
        let found = moves("B:W22,23,32,33,34:B16,26,29");
        assert_eq!(found, ["29x18x27x38x29x40 [22, 23, 32, 33, 34]"]);
    }

    #[test]
    fn art_4_13_majority_over_free_choice() {
        // 35x24 takes one, 31x22x11 takes two: only the two-piece capture is legal.
        assert_eq!(moves("W:W31,35:B27,17,30,3"), ["31x22x11 [17, 27]"]);
    }

    #[test]
    fn art_4_14_free_choice_between_equal_captures() {
        assert_eq!(moves("W:W32:B27,28,3"), ["32x21 [27]", "32x23 [28]"]);
    }

    #[test]
    fn duplicate_routes_are_one_move() {
        // A man on 29 with four pieces around 23/24/33/34 can go round either way.
        let p = parse_fen("B:W22,23,32,33,34:B16,26,29").unwrap();
        let mut dropped = MoveList::new();
        p.generate_moves(&mut dropped, Duplicates::Drop);
        let mut kept = MoveList::new();
        p.generate_moves(&mut kept, Duplicates::Keep);
        assert_eq!(dropped.len(), 1, "{dropped:?}");
        assert_eq!(kept.len(), 2, "{kept:?}");
    }

    #[test]
    fn king_routes_differing_only_in_a_landing_square_are_one_move_even_when_kept() {
        let p = parse_fen("B:W20,30,33:B17,18,19,K47").unwrap();
        let mut kept = MoveList::new();
        p.generate_moves(&mut kept, Duplicates::Keep);
        assert_eq!(kept.len(), 2, "{kept:?}");
    }

    #[test]
    fn has_capture_agrees_with_generation() {
        for fen in [
            "W:W32,40:B18,27,28",
            "W:WK46:B28,3",
            "W:W31-50:B1-20",
            "W:WK46:B28,23",
            "B:W20,30,33:B17,18,19,K47",
        ] {
            let p = parse_fen(fen).unwrap();
            let mut list = MoveList::new();
            p.generate_captures(&mut list, CaptureRule::Majority, Duplicates::Drop);
            assert_eq!(p.has_capture(), !list.is_empty(), "{fen}");
        }
    }

    #[test]
    fn all_sequences_include_shorter_captures() {
        let p = parse_fen("W:W32,40:B18,27,28").unwrap();
        let mut list = MoveList::new();
        p.generate_captures(&mut list, CaptureRule::AllSequences, Duplicates::Drop);
        let mut found: Vec<String> = list.iter().map(|m| m.full_notation()).collect();
        found.sort();
        assert_eq!(found, ["32x21", "32x23x12"]);
    }

    #[test]
    fn start_position_perft_shallow() {
        let start = Position::start();
        let counts: Vec<u64> = (1..=6)
            .map(|d| crate::perft(&start, d, Duplicates::Drop))
            .collect();
        assert_eq!(counts, [9, 81, 658, 4265, 27117, 167140]);
    }
}
