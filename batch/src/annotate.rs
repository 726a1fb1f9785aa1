//! Annotated PDN: a game written back (normalised, as `normalize` writes it) with each finding's
//! sentence as a `{arbiter: ...}` comment at the move it concerns, the moves that were required
//! included, so that an arbiter can read the verdict in any PDN viewer. Shared by
//! `draughts-arbiter annotate` and `POST /api/v1/annotate`.
//!
//! Where a comment goes: a finding on a move (its ply) after that move; a setup before the move
//! it precedes; a reader's finding (line and column only) after the move written there; a
//! finding on the result or the record as a whole after the last move, before the result;
//! anything else (a bad FEN tag, another variant) before the first move.

use crate::move_places::{token_at, token_of_ply};
use crate::output::{finding_text, without_the_game};
use arbiter::{Finding, FindingKind, RefereeOptions, Severity};
use pdn::{Comment, CommentKind, Game, Span};
use words::findings::{self, Alternatives};
use words::say;

/// Most alternative moves written in one comment.
const MOST_ALTERNATIVES: usize = 8;

/// Where a finding's comment is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// After the main-line move of this token index.
    After(usize),
    /// Before the main-line move of this token index.
    Before(usize),
    /// After the last move, before the result.
    End,
}

/// The game refereed and written as PDN with a comment for each finding at `min` or above, said
/// in `lang`; the game is replayed once, for the verdict and the notation together.
pub fn annotate_game(
    game: &Game<'_>,
    min: Severity,
    options: &RefereeOptions,
    lang: arbiter::Lang,
) -> String {
    let (report, notation) = arbiter::referee_with_notation(game, options);
    let findings: Vec<&Finding> = report
        .findings
        .iter()
        .filter(|f| f.severity >= min)
        .collect();
    let texts: Vec<(Place, String)> = findings
        .iter()
        .map(|f| {
            let place = place(game, f);
            (place, comment_text(f, place, report.index, lang))
        })
        .collect();
    let mut annotated = game.clone();
    for (place, text) in &texts {
        // A brace inside would end a `{...}` comment early: such a text goes in a `;` comment,
        // which runs to the end of its line.
        let kind = if text.contains(['{', '}']) {
            CommentKind::Line
        } else {
            CommentKind::Brace
        };
        let comment = Comment {
            text: text.as_str(),
            kind,
            span: Span::default(),
            commands: Vec::new(),
        };
        match *place {
            Place::After(i) => annotated.moves[i]
                .notes
                .get_or_insert_with(Box::default)
                .comments_after
                .push(comment),
            Place::Before(i) => annotated.moves[i]
                .notes
                .get_or_insert_with(Box::default)
                .comments_before
                .push(comment),
            Place::End => annotated.trailing_comments.push(comment),
        }
    }
    // The comments added take no place in the main line: the notation decided for the game
    // fits the annotated one.
    notation.write(&annotated)
}

fn place(game: &Game<'_>, finding: &Finding) -> Place {
    let on_result = matches!(
        finding.kind,
        FindingKind::ResultMismatch
            | FindingKind::ResultTagMismatch
            | FindingKind::UnrecognisedResult
            | FindingKind::MissingResult
    );
    if on_result {
        return Place::End;
    }
    if let Some(ply) = finding.ply {
        return match (finding.kind, token_of_ply(game, ply)) {
            (FindingKind::Setup, Some(i)) => Place::Before(i),
            (_, Some(i)) => Place::After(i),
            (_, None) => Place::End,
        };
    }
    if let (Some(line), Some(column)) = (finding.line, finding.column)
        && let Some(i) = token_at(game, line, column)
    {
        return Place::After(i);
    }
    if game.moves.is_empty() {
        Place::End
    } else {
        Place::Before(0)
    }
}

/// `arbiter: error: 33-29 was played while 28x19 was obligatory (art. 4.2, 5.4.6)`: at its
/// move the `move N, Side: ` of the message is left out; the alternatives are added when the
/// message does not name them all.
fn comment_text(finding: &Finding, place: Place, index: usize, lang: arbiter::Lang) -> String {
    let at_its_move = matches!(place, Place::After(_)) && finding.ply.is_some();
    let sentence = match &finding.detail {
        // The reader's finding at its move: what it says, without its address.
        arbiter::Detail::Read { problem, .. } if at_its_move => {
            arbiter::diagnostic_sentence(lang, problem)
        }
        _ => without_the_game(&finding_text(finding, lang), finding, index).to_string(),
    };
    let sentence = match (at_its_move, sentence.split_once(": ")) {
        // The referee's `move 2, White: ` (`zet 2, Wit: `, `coup 2, Blancs : ` ...).
        (true, Some((head, rest)))
            if finding.detail.is_about_a_move()
                && finding.move_number.is_some_and(|n| {
                    head.contains(&n.to_string()) && head.chars().count() < 40
                }) =>
        {
            rest.to_string()
        }
        _ => sentence,
    };
    let severity = findings::severity_word(finding.severity, lang);
    let mut text = say!(
        lang,
        "cli-annotation",
        severity = severity,
        sentence = sentence.as_str()
    );
    let named = finding
        .required
        .iter()
        .all(|m| sentence.contains(&m.full_notation()));
    if !named
        && findings::alternatives(finding) != Some(Alternatives::Readings)
        && let Some(alternatives) = findings::alternatives_said(finding, MOST_ALTERNATIVES, lang)
    {
        text.push_str("; ");
        text.push_str(&alternatives);
    }
    // Line breaks would end a `;` comment early.
    text.replace(['\n', '\r'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn annotate(text: &str) -> String {
        let games = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        let game = games[0].parse();
        // Words on one line each, whatever the writer's wrapping.
        annotate_game(
            &game,
            Severity::Info,
            &RefereeOptions::default(),
            arbiter::Lang::En,
        )
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join(" ")
    }

    #[test]
    fn a_finding_is_written_after_its_move_with_the_required_moves() {
        let text = annotate(
            "[White \"A\"]\n[Black \"B\"]\n[Result \"2-0\"]\n\n1. 32-28 19-23 2. 33-29 { quiet } 23x32 2-0\n",
        );
        assert!(
            text.contains(
                "2. 33-29 { quiet } {arbiter: error: 33-29 was played while 28x19 was obligatory \
                 (art. 4.2, 5.4.6)} 2... 23x32"
            ),
            "{text}"
        );
        // The result the board does not contradict stands: no comment on it.
        assert!(!text.contains("arbiter: error: the recorded"), "{text}");
    }

    #[test]
    fn result_findings_go_before_the_result_and_reader_findings_after_their_move() {
        let text = annotate(
            "[White \"A\"]\n[Black \"B\"]\n[Result \"2-0\"]\n\n1. 32-28 18- 23 2. 33-29 19-24 0-2\n",
        );
        assert!(
            text.contains("18-23 {arbiter: warning: `18- 23` has a space inside; read as 18-23}"),
            "{text}"
        );
        assert!(
            text.contains("19-24 {arbiter: error: 19-24 was played while 23x32 was obligatory"),
            "{text}"
        );
        let tag_mismatch = text.find("arbiter: error: the Result tag").expect(&text);
        assert!(tag_mismatch > text.find("19-24").unwrap_or(0), "{text}");
        // Read again, the annotated game replays to the same verdict.
        let again = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        let report = arbiter::referee(&again[0].parse(), &RefereeOptions::default());
        assert_eq!(report.plies, 4);
        assert!(
            report
                .findings
                .iter()
                .any(|f| f.kind == FindingKind::MissedCapture)
        );
    }

    #[test]
    fn a_sentence_with_a_brace_goes_in_a_line_comment() {
        let text = annotate("[White \"A\"]\n\n1. 32-28 { lost 19-23 *\n");
        assert!(
            text.contains(";arbiter: error: the comment opened here with `{` is not closed"),
            "{text}"
        );
    }

    #[test]
    fn quiet_legal_moves_are_not_called_required() {
        // A man moving two squares: the other legal moves are only legal moves.
        let text = annotate("[FEN \"W:W32:B1\"]\n\n1. 32-23 *\n");
        assert!(text.contains("legal moves: "), "{text}");
        assert!(!text.contains("required:"), "{text}");
    }
}
