//! One test per construct of PDN.md "Reading", each with its exact parse, and one per
//! diagnostic with its exact line and column.

use crate::{
    CommandValue, DiagnosticKind, DiagnosticSeverity, Game, GameResult, Line, MoveKind, MoveNumber,
    ReadOptions, ResultForm, Separator, Side, Strictness, parse_game_str,
};

fn liberal(text: &str) -> Game<'_> {
    parse_game_str(text, &ReadOptions::default())
}

fn strict(text: &str) -> Game<'_> {
    parse_game_str(text, &ReadOptions::with_strictness(Strictness::Pdn3))
}

/// (kind, line, column, severity) of every diagnostic.
fn diags(game: &Game<'_>) -> Vec<(&'static str, u32, u32, DiagnosticSeverity)> {
    game.diagnostics
        .iter()
        .map(|d| (d.kind.name(), d.line, d.column, d.severity))
        .collect()
}

/// (number written, side written, inferred number, inferred side, squares, separator) per main-line move.
type MoveView = (Option<u32>, Option<Side>, u32, Side, Vec<u8>, Separator);

fn moves(game: &Game<'_>) -> Vec<MoveView> {
    game.moves
        .iter()
        .map(|m| {
            (
                m.number.map(|n| n.0),
                m.side,
                m.inferred_number.0,
                m.inferred_side,
                m.squares.to_vec(),
                m.separator,
            )
        })
        .collect()
}

const W: Side = Side::White;
const B: Side = Side::Black;
use Separator::{Colon, Cross, Dash};

#[test]
fn move_numbers_for_white_and_black_and_missing_ones() {
    let g = liberal("12. 32-28 19-23 13... 14-19 14. 28x19 14x23 37-32 *");
    assert_eq!(
        moves(&g),
        vec![
            (Some(12), Some(W), 12, W, vec![32, 28], Dash),
            (None, None, 12, B, vec![19, 23], Dash),
            // A Black number where alternation expected White: the written side wins.
            (Some(13), Some(B), 13, B, vec![14, 19], Dash),
            (Some(14), Some(W), 14, W, vec![28, 19], Cross),
            (None, None, 14, B, vec![14, 23], Cross),
            (None, None, 15, W, vec![37, 32], Dash),
        ]
    );
    assert_eq!(
        diags(&g),
        vec![("MissingMoveNumber", 1, 45, DiagnosticSeverity::Warning)]
    );
    let g = liberal("1… 20-25 2. 32-28 *");
    assert_eq!(moves(&g)[0], (Some(1), Some(B), 1, B, vec![20, 25], Dash));
    assert!(g.diagnostics.is_empty());
}

#[test]
fn the_fen_side_starts_the_alternation() {
    let g = liberal("[FEN \"B:W18,24:B12,16\"]\n12-17 24x13 *");
    assert_eq!(moves(&g)[0].3, B);
    assert_eq!(moves(&g)[1].3, W);
    assert_eq!(moves(&g)[1].2, 2);
}

#[test]
fn moves_captures_long_captures_and_separators() {
    let g =
        liberal("1. 32-28 19-23 2. 28x19 14x23 3. 32x23x12 28:19 4. 3228 01-07 5. 1- 6 47x 9 *");
    let squares: Vec<_> = g
        .moves
        .iter()
        .map(|m| (m.squares.to_vec(), m.separator, m.text))
        .collect();
    assert_eq!(
        squares,
        vec![
            (vec![32, 28], Dash, "32-28"),
            (vec![19, 23], Dash, "19-23"),
            (vec![28, 19], Cross, "28x19"),
            (vec![14, 23], Cross, "14x23"),
            (vec![32, 23, 12], Cross, "32x23x12"),
            (vec![28, 19], Colon, "28:19"),
            (vec![32, 28], Separator::None, "3228"),
            (vec![1, 7], Dash, "01-07"),
            (vec![1, 6], Dash, "1- 6"),
            (vec![47, 9], Cross, "47x 9"),
        ]
    );
    assert!(g.moves[7].leading_zero && g.moves[8].spaced && !g.moves[0].spaced);
    assert_eq!(
        g.span_of(g.moves[4].at),
        crate::Span {
            line: 1,
            column: 34,
            offset: 33,
            len: 8
        }
    );
    assert_eq!(
        diags(&g),
        vec![
            ("ColonSeparator", 1, 43, DiagnosticSeverity::Warning),
            ("MissingSeparator", 1, 52, DiagnosticSeverity::Warning),
            ("LeadingZero", 1, 57, DiagnosticSeverity::Warning),
            ("SpaceInsideMove", 1, 66, DiagnosticSeverity::Warning),
        ]
    );
    let mixed = liberal("32-23x12 *");
    assert_eq!(mixed.moves[0].separator, Separator::Mixed);
}

#[test]
fn one_ten_is_a_move_and_one_one_a_result() {
    let g = liberal("1. 1-10 1-1");
    assert_eq!(moves(&g), vec![(Some(1), Some(W), 1, W, vec![1, 10], Dash)]);
    let t = g.terminator.unwrap();
    assert_eq!(
        (t.result, t.form, t.text),
        (GameResult::Draw, ResultForm::International, "1-1")
    );
    // `1-1` glued to a comment is still a result; `1-1x` is not.
    assert_eq!(
        liberal("32-28 1-1{end}").terminator.map(|t| t.text),
        Some("1-1")
    );
}

#[test]
fn every_result_form_ends_the_movetext() {
    for (text, result, form) in [
        ("2-0", GameResult::WhiteWins, ResultForm::International),
        ("0-2", GameResult::BlackWins, ResultForm::International),
        ("1-1", GameResult::Draw, ResultForm::International),
        ("0-0", GameResult::BothLose, ResultForm::International),
        ("1-0", GameResult::WhiteWins, ResultForm::ChessStyle),
        ("0-1", GameResult::BlackWins, ResultForm::ChessStyle),
        ("1/2-1/2", GameResult::Draw, ResultForm::ChessStyle),
        ("½-½", GameResult::Draw, ResultForm::NonStandard),
        ("0.5-0.5", GameResult::Draw, ResultForm::NonStandard),
        ("*", GameResult::Unknown, ResultForm::Asterisk),
    ] {
        let pdn = format!("1. 32-28 {text}");
        let g = liberal(&pdn);
        let t = g.terminator.unwrap();
        assert_eq!((t.result, t.form, t.text), (result, form, text), "{text}");
        assert_eq!(g.moves.len(), 1, "{text}");
        let span = g.span_of(t.at);
        assert_eq!((span.line, span.column), (1, 10), "{text}");
    }
    let g = strict("1. 32-28 ½-½");
    assert_eq!(
        diags(&g),
        vec![("NonStandardResult", 1, 10, DiagnosticSeverity::Error)]
    );
}

#[test]
fn strength_signs_attached_bracketed_forced_and_detached() {
    let g = liberal(
        "1. 32-28!? 19-23(!?!!!) 2. 28x19! 14x23?? 3. 37-32?! 23-28!! 4. 32x23* 18x29? 5. 33x24 (?) *",
    );
    let signs: Vec<_> = g
        .moves
        .iter()
        .map(|m| m.strength().map(|s| (s.text, s.bracketed)))
        .collect();
    assert_eq!(
        signs,
        vec![
            Some(("!?", false)),
            Some(("!?!!!", true)),
            Some(("!", false)),
            Some(("??", false)),
            Some(("?!", false)),
            Some(("!!", false)),
            Some(("*", false)),
            Some(("?", false)),
            Some(("?", true)),
        ]
    );
    assert_eq!(
        g.moves[6].strength().map(|s| s.kind()),
        Some(crate::StrengthKind::Forced)
    );
    assert!(g.variations.is_empty());
    assert_eq!(
        diags(&g),
        vec![("SpaceBeforeStrength", 1, 88, DiagnosticSeverity::Warning)]
    );
    let s = strict("1. 32-28* *");
    assert_eq!(
        diags(&s),
        vec![("StarStrength", 1, 9, DiagnosticSeverity::Error)]
    );
}

#[test]
fn nags_attach_to_the_move_before_them() {
    let g = liberal("1. 32-28 $1 $902 19-23 $4 *");
    assert_eq!(g.moves[0].nags(), vec![1, 902]);
    assert_eq!(g.moves[1].nags(), vec![4]);
    let bad = liberal("1. 32-28 $99999 *");
    assert_eq!(
        diags(&bad),
        vec![("InvalidNag", 1, 10, DiagnosticSeverity::Error)]
    );
}

#[test]
fn comments_before_after_and_line_comments() {
    let g = liberal("{start} 1. 32-28 {good} {very} 19-23 ; to the end\n% escape line\n2. 28x19 *");
    fn texts<'a>(cs: &[crate::Comment<'a>]) -> Vec<&'a str> {
        cs.iter().map(|c| c.text).collect()
    }
    assert_eq!(texts(g.moves[0].comments_before()), vec!["start"]);
    assert_eq!(texts(g.moves[0].comments_after()), vec!["good", "very"]);
    assert_eq!(
        texts(g.moves[1].comments_after()),
        vec![" to the end", " escape line"]
    );
    assert_eq!(
        g.moves[0].comments_after()[0].span,
        crate::Span {
            line: 1,
            column: 18,
            offset: 17,
            len: 6
        }
    );
    assert_eq!(
        g.moves[1].comments_after()[0].kind,
        crate::CommentKind::Line
    );
    assert!(g.diagnostics.is_empty());
    assert_eq!(
        diags(&strict("32-28 ; x\n*")),
        vec![
            ("MissingMoveNumber", 1, 1, DiagnosticSeverity::Warning),
            ("SemicolonComment", 1, 7, DiagnosticSeverity::Error)
        ]
    );
}

#[test]
fn clock_and_eval_commands_become_typed_values() {
    let g = liberal(
        "1. 32-28 {[%clock w1:29:46 B1:29:40]} 17-22 {[%clock W1:29:46 b1:29:40]} 2. 28x17 {[%clk 1:55:21][%emt 0:00:07]} 12x21 {[%eval 0.17] fine} *",
    );
    let clocks: Vec<_> = g
        .moves
        .iter()
        .map(|m| m.clock().map(|c| c.seconds()))
        .collect();
    assert_eq!(clocks, vec![Some(5386), Some(5380), Some(6921), None]);
    assert_eq!(g.moves[2].emt().map(|t| t.seconds()), Some(7));
    assert_eq!(g.moves[3].eval(), Some(0.17));
    assert!(matches!(
        g.moves[0].comments_after()[0].commands[0].value,
        CommandValue::Clock {
            moved: Some(Side::White),
            ..
        }
    ));
}

#[test]
fn variations_nest_and_point_at_their_parent() {
    let g = liberal("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
    let main: Vec<_> = g.moves.iter().map(|m| m.text).collect();
    assert_eq!(main, vec!["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(g.variations.len(), 2);
    let (v0, v1) = (&g.variations[0], &g.variations[1]);
    assert_eq!(
        (v0.parent, v0.after, v0.depth, v0.closed),
        (Line::Main, 2, 1, true)
    );
    assert_eq!(
        v0.moves.iter().map(|m| m.text).collect::<Vec<_>>(),
        vec!["18-23", "38-32", "12-18"]
    );
    assert_eq!((v1.parent, v1.after, v1.depth), (Line::Variation(0), 2, 2));
    assert_eq!(
        v1.moves
            .iter()
            .map(|m| (m.text, m.inferred_side))
            .collect::<Vec<_>>(),
        vec![("37-32", W), ("23-29", B)]
    );
    assert_eq!(v1.moves[1].comments_after()[0].text, " Black wins ");
    // The variation replaces 19-23, so it starts with Black.
    assert_eq!(v0.moves[0].inferred_side, B);
    assert_eq!((v0.span.line, v0.span.column), (1, 13));
}

#[test]
fn a_variation_before_the_first_black_move() {
    let g = liberal("1. 32-28 (1... 5-10) 1... 20-25 2. 37-32 *");
    assert_eq!(g.variations[0].after, 1);
    assert_eq!(g.variations[0].moves[0].inferred_side, B);
    assert_eq!(moves(&g)[1], (Some(1), Some(B), 1, B, vec![20, 25], Dash));
    let first = liberal("(1. 33-28) 1. 32-28 *");
    assert_eq!(
        (
            first.variations[0].after,
            first.variations[0].moves[0].inferred_side
        ),
        (0, W)
    );
}

#[test]
fn setups_in_the_movetext() {
    let g = liberal("1. 32-28 19-23 /FEN \"B:W18,24,27:B12,16\"/ 12-17 *");
    assert_eq!(g.setups.len(), 1);
    let s = &g.setups[0];
    assert_eq!(
        (s.fen, s.line, s.before, s.span.column),
        ("B:W18,24,27:B12,16", Line::Main, 2, 16)
    );
    assert_eq!(g.moves[2].inferred_side, B);
    let bad = liberal("32-28 /junk/ *");
    assert_eq!(
        diags(&bad)[1],
        ("MalformedSetup", 1, 7, DiagnosticSeverity::Warning)
    );
    // A setup stays on its line: one whose `/` does not close there is no setup, and reading of
    // the game stops at it (it would otherwise swallow the lines after it).
    let open = liberal("1. 32-28 /FEN \"W:W31\n[Round \"2\"]/ 19-23 *");
    assert!(open.setups.is_empty());
    assert_eq!(open.moves.len(), 1);
    assert_eq!(
        diags(&open).last().map(|d| (d.0, d.1, d.2)),
        Some(("Unexpected", 1, 10))
    );
}

#[test]
fn unknown_move_with_a_strength_sign() {
    for text in ["3. - ! 4. ... 12-17 *", "3. -! 4. ... 12-17 *"] {
        let g = liberal(text);
        let kinds: Vec<_> = g.moves.iter().map(|m| m.kind).collect();
        assert_eq!(
            kinds,
            [MoveKind::Unknown, MoveKind::Placeholder, MoveKind::Numeric],
            "{text}"
        );
        assert_eq!(g.moves[0].strength().map(|s| s.text), Some("!"), "{text}");
    }
}

#[test]
fn unknown_moves_and_placeholders() {
    let g = liberal("41. - - 42. 32-28 ... 43. ... 12-17 *");
    let kinds: Vec<_> = g
        .moves
        .iter()
        .map(|m| (m.kind, m.inferred_number.0, m.inferred_side))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (MoveKind::Unknown, 41, W),
            (MoveKind::Unknown, 41, B),
            (MoveKind::Numeric, 42, W),
            (MoveKind::Placeholder, 42, B),
            (MoveKind::Placeholder, 43, W),
            (MoveKind::Numeric, 43, B),
        ]
    );
    assert_eq!(
        diags(&g),
        vec![("UnknownMove", 1, 5, DiagnosticSeverity::Warning)]
    );
    assert_eq!(
        diags(&strict("1. - *")),
        vec![("UnknownMove", 1, 4, DiagnosticSeverity::Error)]
    );
}

#[test]
fn alphanumeric_moves_are_kept_for_the_referee() {
    let g = liberal("1.a3b4 c3-d4 2.b6xd4xb2 *");
    let kinds: Vec<_> = g
        .moves
        .iter()
        .map(|m| (m.kind, m.text, m.separator))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (MoveKind::Alphanumeric, "a3b4", Separator::None),
            (MoveKind::Alphanumeric, "c3-d4", Dash),
            (MoveKind::Alphanumeric, "b6xd4xb2", Cross),
        ]
    );
    assert!(g.diagnostics.is_empty());
}

#[test]
fn games_without_terminator_and_unrecognised_results() {
    let g = liberal("[Result \"1-0\"]\n1. 32-28 19-23");
    assert_eq!(g.terminator, None);
    assert_eq!(
        diags(&g),
        vec![("MissingTerminator", 2, 15, DiagnosticSeverity::Warning)]
    );
    // Delft match scores where the terminator goes: kept as an unrecognised result.
    let d = liberal("[Result \"4-6\"]\n64. 38-32 13-19 4-6\n");
    assert_eq!(d.moves.len(), 2);
    let t = d.terminator.unwrap();
    assert_eq!(
        (t.result, t.text, d.span_of(t.at).column),
        (GameResult::Unrecognised, "4-6", 17)
    );
    assert_eq!(
        diags(&d),
        vec![("UnrecognisedResult", 2, 17, DiagnosticSeverity::Warning)]
    );
    assert_eq!(
        d.effective_result(),
        (GameResult::Unrecognised, ResultForm::Unrecognised, "4-6")
    );
}

#[test]
fn a_missing_terminator_before_another_game_is_an_error_in_strict_mode() {
    let ctx = crate::ChunkContext {
        end: crate::ChunkEnd::TagSection,
        ..crate::ChunkContext::default()
    };
    let opts = ReadOptions::with_strictness(Strictness::Pdn3);
    let g = crate::parse_game("1. 32-28\n", &ctx, &opts);
    assert_eq!(
        diags(&g),
        vec![("MissingTerminator", 1, 9, DiagnosticSeverity::Error)]
    );
    let at_end = strict("1. 32-28\n");
    assert_eq!(
        diags(&at_end),
        vec![("MissingTerminator", 1, 9, DiagnosticSeverity::Warning)]
    );
}

#[test]
fn tag_accessors_are_case_insensitive() {
    let g = liberal(
        "[result \"2-0\"]\n[gametype \"20,W,10,10,N2,0\"]\n[Fen \"W:W31-50:B1-20\"]\n[SETUP \"1\"]\n*",
    );
    assert_eq!(
        g.result_tag(),
        Some((GameResult::WhiteWins, ResultForm::International, "2-0"))
    );
    assert_eq!(g.game_type(), Some("20,W,10,10,N2,0"));
    assert!(g.is_international());
    assert_eq!(g.fen(), Some("W:W31-50:B1-20"));
    assert_eq!(g.setup_tag(), Some("1"));
    assert!(!liberal("[GameType \"25\"] *").is_international());
}

#[test]
fn literal_backslash_r_text_is_read_as_a_line_end() {
    let g = liberal("[Site \"x\"]\\r\n\\r\n1. 32-28 19-23 2.\\r\n28x19 *\\r");
    assert_eq!(g.moves.len(), 3);
    assert_eq!(g.moves[2].number, Some(MoveNumber(2)));
    assert_eq!(
        diags(&g),
        vec![("LiteralEscape", 1, 11, DiagnosticSeverity::Warning)]
    );
}

#[test]
fn unexpected_text_stops_the_game_and_keeps_the_moves_before_it() {
    let g = liberal("1. 32-28 19-23\n2. 28x19 ) 14x23 *");
    assert_eq!(g.moves.len(), 3);
    assert_eq!(g.terminator, None);
    assert_eq!(
        diags(&g),
        vec![("Unexpected", 2, 10, DiagnosticSeverity::Error)]
    );
    assert_eq!(
        g.diagnostics[0].to_string(),
        "game 1, line 2, column 10: `)` stands where a move or a result should be; the game is read up to here"
    );
    let junk = liberal("1. 32-28 Z9 *");
    assert_eq!(
        diags(&junk),
        vec![("Unexpected", 1, 10, DiagnosticSeverity::Error)]
    );
    let glued = liberal("1. 32-28Q *");
    assert_eq!(
        diags(&glued),
        vec![("Unexpected", 1, 9, DiagnosticSeverity::Error)]
    );
}

#[test]
fn unclosed_comments_and_variations() {
    let c = liberal("1. 32-28 {never closed\n19-23 *");
    assert_eq!(
        diags(&c),
        vec![("UnterminatedComment", 1, 10, DiagnosticSeverity::Error)]
    );
    assert_eq!(c.moves[0].comments_after()[0].text, "never closed\n19-23 *");
    let v = liberal("1. 32-28 (19-23 (18-22\n2. 28x19");
    assert_eq!(
        diags(&v),
        vec![
            ("UnterminatedVariation", 1, 10, DiagnosticSeverity::Error),
            ("MissingTerminator", 2, 9, DiagnosticSeverity::Warning)
        ]
    );
    assert_eq!(v.variations.len(), 2);
    assert!(!v.variations[0].closed && !v.variations[1].closed);
    assert_eq!(v.variations[1].moves.len(), 2);
}

#[test]
fn nested_comments_and_stray_characters() {
    let g = strict("1. 33-29 19-23 2. 35-30 { nested { comment } } ");
    assert_eq!(
        diags(&g),
        vec![
            ("NestedComment", 1, 34, DiagnosticSeverity::Error),
            ("StrayCharacter", 1, 46, DiagnosticSeverity::Error),
            ("MissingTerminator", 1, 47, DiagnosticSeverity::Warning),
        ]
    );
    let dot = liberal("3. 8-3 . 1-0");
    assert_eq!(
        diags(&dot),
        vec![("StrayCharacter", 1, 8, DiagnosticSeverity::Warning)]
    );
    assert_eq!(dot.terminator.map(|t| t.text), Some("1-0"));
}

#[test]
fn move_numbers_without_moves() {
    let g = strict("1. 0-2");
    assert_eq!(
        diags(&g),
        vec![("MoveNumberWithoutMove", 1, 1, DiagnosticSeverity::Error)]
    );
    let double = liberal("5. 6. 32-28 *");
    assert_eq!(
        diags(&double),
        vec![("MoveNumberWithoutMove", 1, 1, DiagnosticSeverity::Warning)]
    );
    assert_eq!(double.moves[0].number, Some(MoveNumber(6)));
}

#[test]
fn squares_out_of_range_and_too_many_squares() {
    let g = liberal("1. 123-45 *");
    assert_eq!(
        diags(&g),
        vec![("InvalidSquare", 1, 4, DiagnosticSeverity::Error)]
    );
    assert!(g.moves[0].squares.is_empty());
    let long = format!("1. {} *", vec!["11"; 30].join("x"));
    let l = liberal(&long);
    assert_eq!(
        diags(&l),
        vec![("TooManySquares", 1, 4, DiagnosticSeverity::Error)]
    );
    assert_eq!(l.moves[0].squares.len(), crate::MAX_SQUARES);
}

#[test]
fn text_after_the_result_is_reported() {
    let g = liberal("1. 32-28 2-0 junk");
    assert_eq!(
        diags(&g),
        vec![("TextAfterResult", 1, 14, DiagnosticSeverity::Warning)]
    );
}

#[test]
fn dangling_annotations() {
    let g = liberal("(! 32-28) $3 *");
    assert_eq!(
        diags(&g)[0],
        ("DanglingAnnotation", 1, 2, DiagnosticSeverity::Warning)
    );
}

#[test]
fn diagnostics_carry_the_chunk_position() {
    let ctx = crate::ChunkContext {
        index: 7,
        line: 100,
        column: 5,
        offset: 5000,
        ..crate::ChunkContext::default()
    };
    let g = crate::parse_game("1. 32-28 )\n", &ctx, &ReadOptions::default());
    let d = &g.diagnostics[0];
    assert_eq!((d.game, d.line, d.column, d.offset), (7, 100, 14, 5009));
    assert_eq!(
        d.kind,
        DiagnosticKind::Unexpected {
            expected: crate::Expected::MoveOrResult,
            found: ")".into()
        }
    );
}

#[test]
fn the_diagnostic_budget_is_bounded() {
    let text = format!("1. 32-28 {}*", ". ".repeat(150));
    let g = liberal(&text);
    assert_eq!(g.diagnostics.len(), 100);
    let last = g.diagnostics.last().unwrap();
    assert_eq!(
        (last.kind.name(), last.severity),
        ("TooManyDiagnostics", DiagnosticSeverity::Warning)
    );
    assert_eq!((g.diagnostics[0].line, g.diagnostics[0].column), (1, 10));
}

#[test]
fn encoding_and_size_diagnostics_point_at_the_start_of_the_game() {
    let ctx = crate::ChunkContext {
        index: 2,
        line: 40,
        column: 1,
        offset: 900,
        encoding: crate::Encoding::Windows1252,
        overlong: Some(20_000_000),
        ..crate::ChunkContext::default()
    };
    let g = crate::parse_game("[Event \"x\"] 1. 32-28", &ctx, &ReadOptions::default());
    let found: Vec<_> = g
        .diagnostics
        .iter()
        .map(|d| (d.kind.name(), d.game, d.line, d.column, d.offset))
        .collect();
    assert_eq!(
        found,
        vec![
            ("Windows1252", 2, 40, 1, 900),
            ("OverlongGame", 2, 40, 1, 900),
            ("MissingTerminator", 2, 40, 21, 920),
        ]
    );
}

#[test]
fn variations_beyond_the_limit_stop_the_game() {
    let text = format!(
        "1. 32-28 {} *",
        "(".repeat(crate::movetext::MAX_VARIATIONS + 5)
    );
    let g = liberal(&text);
    assert_eq!(g.variations.len(), crate::movetext::MAX_VARIATIONS);
    assert!(
        g.diagnostics
            .iter()
            .any(|d| matches!(d.kind, DiagnosticKind::TooManyVariations { .. }) && d.is_error()),
        "{:?}",
        g.diagnostics
            .iter()
            .map(|d| d.kind.name())
            .collect::<Vec<_>>()
    );
}
