//! What strict mode (`Strictness::Pdn3`) reports in each upstream "fail" file, exactly,
//! and that liberal mode reads the same files without an error.
//!
//! Why each file fails the PDN 3.0 grammar (wiegerw/pdn `grammars/pdn_reading_antlr.g4`:
//! games are separated by a result or `*`, a move number must be followed by a move):
//! - 40Camp.DamaInternazionaleAssoluto: game 11 (`1. 34-29 19-23`, line 226) has no
//!   terminator and the next game's tags follow. Chess-style results and the date range
//!   are not the reason: the grammar allows both.
//! - Cat.A1: a stray `.` in game 30 (`3. 8-3 . 1-0`, line 405).
//! - Cat.C1: game 43 ends with a move number and no move and no terminator (`6.`, line 579).
//! - delfts: the match scores `4-6` and `1-9` stand where the result goes, so for the
//!   grammar the games have no terminator; squares have leading zeros (`06-11`), which the
//!   PDN 3.0 writing grammar forbids.
//! - nested_comment: `{ nested { comment } }`, a `{` inside a comment and a stray `}`.
//! - abatsiev: `1. - - 2. - -`, unknown moves (line 595), not in the grammar. (Its padded
//!   tag names `[Event       "..."]` are fine: whitespace separates tokens.)
//! - mrdrcd07, mrdrcd08: `1. 0-2`, a move number followed by a result.

mod common;

use common::corpus_dir;
use pdn::{ReadOptions, Severity, Strictness, read_all};

type Expected = (usize, &'static str, u32, u32);

fn errors(path: &str, strictness: Strictness) -> Option<Vec<(usize, &'static str, u32, u32)>> {
    let dir = corpus_dir(path)?;
    let bytes = std::fs::read(dir.join(path)).unwrap();
    let mut out = Vec::new();
    for owned in read_all(&bytes, &ReadOptions::with_strictness(strictness)) {
        for d in owned.game().diagnostics {
            if d.severity == Severity::Error {
                out.push((d.game, d.kind.name(), d.line, d.column));
            }
        }
    }
    Some(out)
}

fn check(path: &str, expected: &[Expected]) {
    let Some(strict) = errors(path, Strictness::Pdn3) else {
        return;
    };
    assert_eq!(strict, expected, "{path}");
    let liberal = errors(path, Strictness::Liberal).unwrap_or_default();
    assert_eq!(liberal, vec![], "{path} in liberal mode");
}

#[test]
fn camp_italiano_has_a_game_without_terminator() {
    let expected = [(11, "MissingTerminator", 226, 15)];
    check(
        "wiegerw-pdn/intl-10x10/fail/40Camp.DamaInternazionaleAssoluto.pdn",
        &expected,
    );
    check(
        "wiegerw-pdn/intl-10x10-original-encoding/fail/40Camp.DamaInternazionaleAssoluto.pdn",
        &expected,
    );
}

#[test]
fn cat_a1_has_a_stray_dot() {
    check(
        "wiegerw-pdn/intl-10x10/fail/Cat.A1.pdn",
        &[(30, "StrayCharacter", 405, 36)],
    );
}

#[test]
fn cat_c1_ends_a_game_with_a_bare_move_number() {
    check(
        "wiegerw-pdn/intl-10x10/fail/Cat.C1.pdn",
        &[
            (43, "MoveNumberWithoutMove", 579, 75),
            (43, "MissingTerminator", 579, 77),
        ],
    );
}

#[test]
fn delfts_has_match_scores_for_results_and_leading_zeros() {
    check(
        "wiegerw-pdn/intl-10x10/fail/delfts.pdn",
        &[
            (1, "LeadingZero", 15, 12),
            (1, "UnrecognisedResult", 26, 69),
            (2, "LeadingZero", 41, 46),
            (2, "UnrecognisedResult", 53, 35),
        ],
    );
}

#[test]
fn nested_comment_is_rejected() {
    check(
        "wiegerw-pdn/spec-snippets/fail/nested_comment.pdn",
        &[(1, "NestedComment", 1, 34), (1, "StrayCharacter", 1, 46)],
    );
}

#[test]
fn abatsiev_has_unknown_moves() {
    let expected = [(36, "UnknownMove", 595, 4)];
    check("wiegerw-pdn/other-variants/fail/abatsiev.pdn", &expected);
    check(
        "wiegerw-pdn/other-variants-original-encoding/fail/abatsiev.pdn",
        &expected,
    );
}

#[test]
fn czech_files_number_empty_games() {
    check(
        "wiegerw-pdn/other-variants/fail/mrdrcd07.pdn",
        &[
            (12, "MoveNumberWithoutMove", 198, 1),
            (20, "MoveNumberWithoutMove", 326, 1),
            (36, "MoveNumberWithoutMove", 583, 1),
        ],
    );
    check(
        "wiegerw-pdn/other-variants/fail/mrdrcd08.pdn",
        &[(31, "MoveNumberWithoutMove", 499, 1)],
    );
}
