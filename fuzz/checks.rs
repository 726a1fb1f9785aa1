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
