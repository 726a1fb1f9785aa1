//! The referee's reading of written captures against a brute-force reference (RULES.md 3,
//! "Reading a record"; issue: never accuse a correct record).
//!
//! The reference below is slow and plain on purpose: it walks every physical capture route of
//! every piece with every landing choice, square by square through the public `Square` and
//! `Position` API, and decides which legal moves a writing fits by looking at every route. The
//! referee is asked through its front door (a one-move PDN game from the position's FEN), over
//! positions reached by random play, random placements, king endings and placements made to
//! put men on their far row mid-capture:
//! - every legal capture, along every route, written with every ordered subset of its landing
//!   squares and as its captured squares (Hub), is read as that move with no error finding
//!   (or, when the writing fits moves that take other pieces, as one of them with an
//!   `ambiguous_notation` warning);
//! - every strict prefix of a capture route, written from-to and in full, is
//!   `not_maximum_capture` (unless the writing is also a legal capture);
//! - a man's capture that goes on like a king after landing on its far row, written from-to and
//!   in full, is `premature_king_move` (unless a capture by the rules fits the writing).

mod common;

use arbiter::{
    Color, Direction, FindingKind, GameReport, Position, RefereeOptions, Role, Severity, Square,
    parse_fen, referee,
};
use common::play::{placement, walk};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::collections::BTreeSet;

/// A capture route: start, landing squares in order, captured squares in order.
#[derive(Clone, Debug)]
struct Route {
    from: Square,
    landings: Vec<Square>,
    captured: Vec<Square>,
}

impl Route {
    fn to(&self) -> Square {
        *self.landings.last().expect("a route lands at least once")
    }

    fn captured_set(&self) -> BTreeSet<u8> {
        self.captured.iter().map(|s| s.number()).collect()
    }
}

/// Whether a square is occupied during a capture from `from` (whose square counts as empty).
fn occupied(p: &Position, from: Square, s: Square) -> bool {
    s != from && p.piece_at(s).is_some()
}

/// Every route by the rules from `route`'s end: complete ones go to `complete`, every route
/// (complete or not) to `all` when given.
fn extend(
    p: &Position,
    king: bool,
    route: &mut Route,
    complete: &mut Vec<Route>,
    all: &mut Option<&mut Vec<Route>>,
) {
    let us = p.side_to_move();
    let at = *route.landings.last().unwrap_or(&route.from);
    let mut extended = false;
    for d in Direction::ALL {
        // The first occupied square along d (for a man: the adjacent square only).
        let mut over = at.step(d);
        if king {
            while let Some(s) = over {
                if occupied(p, route.from, s) {
                    break;
                }
                over = s.step(d);
            }
        }
        let Some(over) = over else { continue };
        let Some(piece) = p.piece_at(over).filter(|_| over != route.from) else {
            continue;
        };
        if piece.color == us || route.captured.contains(&over) {
            continue;
        }
        let mut land = over.step(d);
        while let Some(l) = land {
            if occupied(p, route.from, l) {
                break;
            }
            extended = true;
            route.landings.push(l);
            route.captured.push(over);
            if let Some(all) = all.as_deref_mut() {
                all.push(route.clone());
            }
            extend(p, king, route, complete, all);
            route.landings.pop();
            route.captured.pop();
            if !king {
                break;
            }
            land = l.step(d);
        }
    }
    if !extended && !route.landings.is_empty() {
        complete.push(route.clone());
    }
}

/// The complete capture routes of the side to move, and every route (prefixes included).
fn all_routes(p: &Position) -> (Vec<Route>, Vec<Route>) {
    let us = p.side_to_move();
    let mut complete = Vec::new();
    let mut all = Vec::new();
    for from in p.pieces(us) {
        let king = p.piece_at(from).map(|x| x.role) == Some(Role::King);
        let mut route = Route {
            from,
            landings: Vec::new(),
            captured: Vec::new(),
        };
        extend(p, king, &mut route, &mut complete, &mut Some(&mut all));
    }
    (complete, all)
}

/// A legal capture: one start, end and captured set, with every route that makes it.
#[derive(Debug)]
struct Capture {
    from: Square,
    to: Square,
    captured: BTreeSet<u8>,
    routes: Vec<Route>,
}

/// The legal captures (majority rule, 4.13), grouped by start, end and captured set (RULES.md 3).
fn legal_captures(complete: &[Route]) -> Vec<Capture> {
    let most = complete.iter().map(|r| r.captured.len()).max().unwrap_or(0);
    let mut captures: Vec<Capture> = Vec::new();
    for r in complete.iter().filter(|r| r.captured.len() == most) {
        let set = r.captured_set();
        match captures
            .iter_mut()
            .find(|c| c.from == r.from && c.to == r.to() && c.captured == set)
        {
            Some(c) => c.routes.push(r.clone()),
            None => captures.push(Capture {
                from: r.from,
                to: r.to(),
                captured: set,
                routes: vec![r.clone()],
            }),
        }
    }
    captures
}

/// Whether `inner` is an ordered subset of `landings`.
fn subsequence(inner: &[Square], landings: &[Square]) -> bool {
    let mut rest = landings.iter();
    inner.iter().all(|s| rest.any(|l| l == s))
}

/// Whether a writing (start, intermediate squares, end) fits a route: same start and end, the
/// intermediate squares an ordered subset of the landings before the last.
fn path_fits(written: &[Square], r: &Route) -> bool {
    let n = written.len();
    written[0] == r.from
        && written[n - 1] == r.to()
        && subsequence(&written[1..n - 1], &r.landings[..r.landings.len() - 1])
}

/// Whether a writing is the Hub form of a capture: start, end, then its captured squares.
fn hub_fits(written: &[Square], c: &Capture) -> bool {
    if written.len() < 3 || written[0] != c.from || written[1] != c.to {
        return false;
    }
    let listed: Vec<u8> = written[2..].iter().map(|s| s.number()).collect();
    let set: BTreeSet<u8> = listed.iter().copied().collect();
    set.len() == listed.len() && set == c.captured
}

/// The legal captures a writing fits.
fn fitting<'c>(written: &[Square], captures: &'c [Capture]) -> Vec<&'c Capture> {
    captures
        .iter()
        .filter(|c| c.routes.iter().any(|r| path_fits(written, r)) || hub_fits(written, c))
        .collect()
}

/// The referee's report on one written move from `p`.
fn referee_one(p: &Position, written: &[Square]) -> GameReport {
    let text: Vec<String> = written.iter().map(|s| s.number().to_string()).collect();
    let number = if p.side_to_move() == Color::White {
        "1."
    } else {
        "1..."
    };
    let pdn = format!("[FEN \"{}\"]\n{number} {} *\n", p.to_fen(), text.join("x"));
    let game = pdn::parse_game_str(&pdn, &pdn::ReadOptions::default());
    let options = RefereeOptions {
        include_moves: true,
        ..RefereeOptions::default()
    };
    referee(&game, &options)
}

fn describe(p: &Position, written: &[Square], report: &GameReport) -> String {
    let w: Vec<u8> = written.iter().map(|s| s.number()).collect();
    let findings: Vec<String> = report
        .findings
        .iter()
        .map(|f| format!("{} {}", f.kind, f.message(arbiter::Lang::En)))
        .collect();
    format!("{} written {w:?}: {findings:#?}", p.to_fen())
}

fn errors(report: &GameReport) -> Vec<FindingKind> {
    report
        .findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| f.kind)
        .collect()
}

/// The captured set of the move the referee carried out.
fn played(report: &GameReport) -> Option<(u8, u8, BTreeSet<u8>)> {
    let m = report.moves.as_ref()?.first()?;
    Some((m.from, m.to, m.captured.iter().copied().collect()))
}

/// Cases checked, so a run can show it was not vacuous.
#[derive(Default, Debug)]
struct Counts {
    legal_writings: usize,
    ambiguous_writings: usize,
    prefixes: usize,
    far_row_kings: usize,
}

/// Checks that a writing of a legal move is read as it, or as one of the moves it fits.
fn check_legal_writing(
    p: &Position,
    written: &[Square],
    captures: &[Capture],
    counts: &mut Counts,
) -> Result<(), String> {
    let fits = fitting(written, captures);
    assert!(
        !fits.is_empty(),
        "the writing was made from a legal capture"
    );
    let report = referee_one(p, written);
    if !errors(&report).is_empty() {
        return Err(format!(
            "a legal writing accused: {}",
            describe(p, written, &report)
        ));
    }
    let Some((from, to, captured)) = played(&report) else {
        return Err(format!("nothing played: {}", describe(p, written, &report)));
    };
    let ambiguous = report
        .findings
        .iter()
        .any(|f| f.kind == FindingKind::AmbiguousNotation);
    let chosen = fits
        .iter()
        .any(|c| c.from.number() == from && c.to.number() == to && c.captured == captured);
    if !chosen {
        return Err(format!(
            "read as another move: {}",
            describe(p, written, &report)
        ));
    }
    if ambiguous != (fits.len() > 1) {
        return Err(format!(
            "fits {} moves, ambiguous said {ambiguous}: {}",
            fits.len(),
            describe(p, written, &report)
        ));
    }
    counts.legal_writings += 1;
    counts.ambiguous_writings += usize::from(ambiguous);
    Ok(())
}

/// Subsets of `n` intermediate squares to write: all of them for short routes, otherwise none,
/// all, each one alone and each one left out.
fn subsets(n: usize) -> Vec<Vec<usize>> {
    if n <= 5 {
        (0..1u32 << n)
            .map(|mask| (0..n).filter(|i| mask >> i & 1 == 1).collect())
            .collect()
    } else {
        let mut out = vec![Vec::new(), (0..n).collect()];
        for i in 0..n {
            out.push(vec![i]);
            out.push((0..n).filter(|&j| j != i).collect());
        }
        out
    }
}

/// Whether a writing fits a route by the rules (complete or stopped early) of one piece.
fn fits_some_route(written: &[Square], all: &[Route]) -> bool {
    all.iter().any(|r| path_fits(written, r))
}

/// Checks a non-legal writing gets the expected kind (or is legal when it fits a legal move).
fn check_named(
    p: &Position,
    written: &[Square],
    captures: &[Capture],
    expected: FindingKind,
) -> Result<bool, String> {
    let report = referee_one(p, written);
    if !fitting(written, captures).is_empty() {
        return if errors(&report).is_empty() {
            Ok(false)
        } else {
            Err(format!(
                "a legal writing accused: {}",
                describe(p, written, &report)
            ))
        };
    }
    if errors(&report) != [expected] {
        return Err(format!(
            "expected {expected}: {}",
            describe(p, written, &report)
        ));
    }
    Ok(true)
}

/// The flying jumps a man could make from `at` (a far-row square reached mid-capture) if it were
/// a king, which a man cannot make: the landing squares.
fn king_only_jumps(p: &Position, route: &Route) -> Vec<Square> {
    let us = p.side_to_move();
    let at = route.to();
    let mut out = Vec::new();
    for d in Direction::ALL {
        let mut over = at.step(d);
        let mut approach = 1;
        while let Some(s) = over {
            if occupied(p, route.from, s) {
                break;
            }
            over = s.step(d);
            approach += 1;
        }
        let Some(over) = over else { continue };
        let enemy = p
            .piece_at(over)
            .is_some_and(|x| x.color != us && over != route.from);
        if !enemy || route.captured.contains(&over) {
            continue;
        }
        let mut land = over.step(d);
        let mut distance = 1;
        while let Some(l) = land {
            if occupied(p, route.from, l) {
                break;
            }
            if approach > 1 || distance > 1 {
                out.push(l);
            }
            land = l.step(d);
            distance += 1;
        }
    }
    out
}

fn check_position(p: &Position, counts: &mut Counts) -> Result<(), String> {
    let (complete, all) = all_routes(p);
    let captures = legal_captures(&complete);
    // 1. Every writing of every legal capture.
    for c in &captures {
        for r in c.routes.iter().take(6) {
            let inner = &r.landings[..r.landings.len() - 1];
            for subset in subsets(inner.len()) {
                let mut written = vec![r.from];
                written.extend(subset.iter().map(|&i| inner[i]));
                written.push(r.to());
                check_legal_writing(p, &written, &captures, counts)?;
            }
            // Hub: start, end, captured squares in the order taken and reversed.
            for order in [
                r.captured.clone(),
                r.captured.iter().rev().copied().collect(),
            ] {
                let mut written = vec![r.from, r.to()];
                written.extend(order);
                check_legal_writing(p, &written, &captures, counts)?;
            }
        }
    }
    // 2. Every strict prefix of a legal route, from-to and in full.
    for c in &captures {
        for r in c.routes.iter().take(6) {
            for k in 1..r.landings.len() {
                for written in [
                    vec![r.from, r.landings[k - 1]],
                    std::iter::once(r.from)
                        .chain(r.landings[..k].iter().copied())
                        .collect(),
                ] {
                    if check_named(p, &written, &captures, FindingKind::NotMaximumCapture)? {
                        counts.prefixes += 1;
                    }
                }
            }
        }
    }
    // 3. A man going on like a king after landing on its far row.
    let us = p.side_to_move();
    for r in &all {
        let man = p.piece_at(r.from).map(|x| x.role) == Some(Role::Man);
        if !man || !r.to().is_promotion_square(us) {
            continue;
        }
        for land in king_only_jumps(p, r) {
            for written in [
                vec![r.from, land],
                std::iter::once(r.from)
                    .chain(r.landings.iter().copied())
                    .chain([land])
                    .collect::<Vec<Square>>(),
            ] {
                if fits_some_route(&written, &all) {
                    continue;
                }
                if check_named(p, &written, &captures, FindingKind::PrematureKingMove)? {
                    counts.far_row_kings += 1;
                }
            }
        }
    }
    Ok(())
}

fn positions() -> impl Strategy<Value = Vec<Position>> {
    let from_start =
        proptest::collection::vec(any::<u16>(), 0..120).prop_map(|c| walk(Position::start(), &c));
    let kings = proptest::collection::vec(any::<u16>(), 0..30).prop_map(|c| {
        walk(
            parse_fen("W:WK31-35,41-45,28:BK6-10,16-20,23").expect("FEN"),
            &c,
        )
    });
    let placed = (
        placement(false),
        proptest::collection::vec(any::<u16>(), 0..10),
    )
        .prop_map(|(p, c)| walk(p, &c));
    let far_row = placement(true).prop_map(|p| vec![p]);
    prop_oneof![from_start, kings, placed, far_row]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn the_referee_reads_captures_as_the_reference_does(positions in positions()) {
        let mut counts = Counts::default();
        for p in positions {
            if let Err(message) = check_position(&p, &mut counts) {
                prop_assert!(false, "{}", message);
            }
        }
    }
}

/// The same check over a fixed sample, counting the cases so that a change that made the
/// property vacuous (no prefix, no far-row king) fails.
#[test]
fn the_reference_comparison_covers_every_class() {
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    let strategy = positions();
    let mut counts = Counts::default();
    for _ in 0..150 {
        let tree = strategy.new_tree(&mut runner).expect("a sample");
        for p in proptest::strategy::ValueTree::current(&tree) {
            if let Err(message) = check_position(&p, &mut counts) {
                panic!("{message}");
            }
        }
    }
    // The hand-made records of the issue are among the cases.
    for fen in [
        "W:WK5:B14,32",
        "W:W15:B10,9,26",
        "B:W22,23,32,33,34:B16,26,29",
    ] {
        let p = parse_fen(fen).expect("FEN");
        check_position(&p, &mut counts).unwrap_or_else(|m| panic!("{m}"));
    }
    println!("{counts:?}");
    assert!(counts.legal_writings > 2_000, "{counts:?}");
    assert!(counts.ambiguous_writings > 0, "{counts:?}");
    assert!(counts.prefixes > 200, "{counts:?}");
    assert!(counts.far_row_kings > 10, "{counts:?}");
}
