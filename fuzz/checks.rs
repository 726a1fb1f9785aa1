//! The invariants the fuzz targets assert, shared with the regression test that replays every kept
//! crash input (`arbiter/tests/fuzz_regressions.rs`), so a fixed crash stays fixed.

use arbiter::{
    CaptureRule, Duplicates, FindingKind, MoveList, RefereeOptions, Severity, Status, check_pdn,
    parse_fen,
};

/// Reading arbitrary bytes: never panics, every diagnostic points inside the input.
pub fn read_pdn(data: &[u8]) {
    for strictness in [pdn::Strictness::Liberal, pdn::Strictness::Pdn3] {
        let options = pdn::ReadOptions {
            strictness,
            ..pdn::ReadOptions::default()
        };
        let mut reader = pdn::Reader::with_options(data, options);
        let mut index = 0;
        while let Ok(Some(game)) = reader.next_game() {
            index += 1;
            assert_eq!(game.index, index, "games are numbered in order");
            for d in &game.diagnostics {
                assert!(d.line >= 1 && d.column >= 1, "{d}");
                assert!(
                    d.offset <= data.len() as u64,
                    "{d} beyond {} bytes",
                    data.len()
                );
                assert_eq!(d.game, index);
            }
            let written = pdn::game_to_string(&game, &pdn::AsRead);
            assert!(!written.is_empty());
        }
    }
}

/// FEN text: never panics; a position read writes back to itself, and its moves obey the rules.
pub fn fen(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(position) = parse_fen(text) else {
        return;
    };
    assert_eq!(parse_fen(&position.to_fen()), Ok(position));
    assert_eq!(position.hash(), position.compute_hash());
    let mut all = MoveList::new();
    position.generate_captures(&mut all, CaptureRule::AllSequences, Duplicates::Drop);
    let most = all.iter().map(|m| m.capture_count()).max().unwrap_or(0);
    let legal = position.legal_moves();
    assert!(!legal.overflowed());
    for mv in legal.iter() {
        assert_eq!(mv.capture_count(), most);
        let next = position.play(mv);
        assert_eq!(next.hash(), next.compute_hash());
        assert_eq!(parse_fen(&next.to_fen()), Ok(next));
    }
}

/// Read and replay: never panics; every report serialises and its status follows its findings.
pub fn referee(data: &[u8]) {
    let reports = check_pdn(
        data,
        &pdn::ReadOptions::default(),
        &RefereeOptions::default(),
    );
    for report in &reports {
        let json = serde_json::to_string(report).expect("a report serialises");
        assert!(json.starts_with('{'));
        let errors = report
            .findings
            .iter()
            .filter(|f| f.severity == Severity::Error);
        let parse_error = report
            .findings
            .iter()
            .any(|f| f.kind == FindingKind::ParseError);
        match report.status {
            Status::Valid => assert_eq!(errors.count(), 0),
            Status::Unparsable => assert!(parse_error),
            Status::UnsupportedVariant => assert_eq!(report.plies, 0),
            Status::Irregular | Status::Invalid => assert!(errors.count() > 0),
        }
        if let Some(fen) = &report.final_fen {
            assert!(parse_fen(fen).is_ok(), "final FEN {fen} reads back");
        }
    }
}

/// A position and a written move from bytes: the side to move (first byte), what stands on each
/// of the 50 squares (the next 50 bytes: empty, or a man or king of either colour), then the
/// written squares. `None` when the bytes give no position.
fn position_and_move(data: &[u8]) -> Option<(arbiter::Position, Vec<u8>)> {
    use arbiter::{Bitboard, Color, Position, Square};
    let (&side, rest) = data.split_first()?;
    if rest.len() < 50 {
        return None;
    }
    let (cells, written) = rest.split_at(50);
    let mut sets = [Bitboard::EMPTY; 4];
    for (square, &cell) in Square::all().zip(cells) {
        let kind = match cell % 10 {
            6 if !square.is_promotion_square(Color::White) => 0,
            7 => 1,
            8 if !square.is_promotion_square(Color::Black) => 2,
            9 => 3,
            _ => continue,
        };
        sets[kind] = sets[kind].with(square);
    }
    let side = if side % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let position = Position::new(sets[0], sets[1], sets[2], sets[3], side).ok()?;
    let squares = written.iter().take(24).map(|b| b % 52).collect();
    Some((position, squares))
}

/// The report on one move written as `squares` from `position`.
fn referee_move(position: &arbiter::Position, squares: &[u8]) -> arbiter::GameReport {
    let number = if position.side_to_move() == arbiter::Color::White {
        "1."
    } else {
        "1..."
    };
    let written: Vec<String> = squares.iter().map(u8::to_string).collect();
    let text = format!(
        "[FEN \"{}\"]\n{number} {} *\n",
        position.to_fen(),
        written.join("x")
    );
    let game = pdn::parse_game_str(&text, &pdn::ReadOptions::default());
    let options = RefereeOptions {
        include_moves: true,
        ..RefereeOptions::default()
    };
    arbiter::referee(&game, &options)
}

/// The move resolver (issue 12): a written move never panics the referee, a move carried out
/// only takes opposing pieces, and every legal move written from-to or in full is read without
/// an error (never a false accusation), as the move it is when that writing fits no other.
pub fn resolve(data: &[u8]) {
    let Some((position, written)) = position_and_move(data) else {
        return;
    };
    let them = position.pieces(position.side_to_move().opponent());
    let report = referee_move(&position, &written);
    if let Some(played) = report.moves.as_ref().and_then(|m| m.first()) {
        for &square in &played.captured {
            let taken = arbiter::Square::new(square).expect("a captured square is on the board");
            assert!(them.contains(taken), "{} took {square}", position.to_fen());
        }
    }
    let legal = position.legal_moves();
    for mv in legal.iter().take(16) {
        let full: Vec<u8> = std::iter::once(mv.from())
            .chain(mv.landing())
            .map(|s| s.number())
            .collect();
        for squares in [full, vec![mv.from().number(), mv.to().number()]] {
            let report = referee_move(&position, &squares);
            assert!(
                report
                    .findings
                    .iter()
                    .all(|f| f.severity != Severity::Error),
                "{} {squares:?}: {:?}",
                position.to_fen(),
                report.findings
            );
            let fits_others = legal.iter().filter(|m| {
                m.from() == mv.from() && m.to() == mv.to() && m.captured() != mv.captured()
            });
            let short = squares.len() == 2;
            if !(short && fits_others.count() > 0) {
                let played = report.moves.as_ref().and_then(|m| m.first());
                let captured: Vec<u8> = mv.captured().iter().map(|s| s.number()).collect();
                assert_eq!(
                    played.map(|p| p.captured.clone()),
                    Some(captured),
                    "{} {squares:?}",
                    position.to_fen()
                );
            }
        }
    }
}
