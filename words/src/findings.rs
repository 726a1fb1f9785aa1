//! Findings told to people, the same way by the text report, the annotated PDN, the board
//! diagrams and the API's filter: the severity's word, the plain-word label of each kind
//! ([`FindingKind::label`]; the page's English catalogue, `page-kind-*` of `words/locales/en.ftl`,
//! says the same), the order a game's findings are told in (most
//! severe first), the moves a finding shows and what they are (required, legal, readings), and
//! the filter by minimum severity.

use crate::say;
use arbiter::{Finding, FindingKind, GameReport, Lang, Severity};

/// The word for a severity in the text report's language (`fout`, `waarschuwing` in Dutch).
pub fn severity_word(severity: Severity, lang: arbiter::Lang) -> String {
    match severity {
        Severity::Error => crate::say!(lang, "cli-severity-error"),
        Severity::Warning => crate::say!(lang, "cli-severity-warning"),
        Severity::Info => crate::say!(lang, "cli-severity-info"),
    }
}

/// Reads `error`, `warning` or `info` (any case).
pub fn parse_severity(text: &str) -> Result<Severity, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "error" => Ok(Severity::Error),
        "warning" => Ok(Severity::Warning),
        "info" => Ok(Severity::Info),
        other => Err(format!(
            "unknown severity `{}` (expected error, warning or info)",
            other.chars().take(40).collect::<String>()
        )),
    }
}

/// A game's findings in the order they are told: most severe first, then in order of play.
pub fn most_severe_first(findings: &[Finding]) -> Vec<&Finding> {
    let mut ordered: Vec<&Finding> = findings.iter().collect();
    // Stable: findings of one severity keep their order of play.
    ordered.sort_by_key(|f| std::cmp::Reverse(f.severity));
    ordered
}

/// The report with only the findings at `min` or above; `None` when none is left (the game is
/// then left out, as `--only-problems` leaves out games without problems).
pub fn at_least(report: &GameReport, min: Severity) -> Option<GameReport> {
    if !report.findings.iter().any(|f| f.severity >= min) {
        return None;
    }
    let mut kept = report.clone();
    kept.findings.retain(|f| f.severity >= min);
    Some(kept)
}

/// What the moves listed in a finding's `required` are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternatives {
    /// Captures the rules made compulsory (the maximum ones): the player had to play one.
    Required,
    /// The legal moves of a position where nothing was compulsory (after a man moved like a
    /// king or an impossible move): any of them would have done.
    Legal,
    /// The readings of an ambiguous notation; `played` is the one chosen.
    Readings,
}

/// What a finding's `required` moves are (`None` when it lists none).
pub fn alternatives(finding: &Finding) -> Option<Alternatives> {
    if finding.required.is_empty() {
        return None;
    }
    if finding.kind == FindingKind::AmbiguousNotation {
        return Some(Alternatives::Readings);
    }
    // The move generator keeps only the maximum captures when a capture is possible, so the
    // legal moves are all captures exactly when capturing was compulsory.
    let captures = finding.required.iter().all(|m| m.is_capture());
    Some(if captures {
        Alternatives::Required
    } else {
        Alternatives::Legal
    })
}

/// The moves of a finding in words for a caption or a comment: `required: 32x23x12`,
/// `legal moves: 31-26, 31-27`, `readings: 36x18x7x16 or 36x13x2x16`; the first `most` only.
pub fn alternatives_text(finding: &Finding, most: usize) -> Option<String> {
    alternatives_said(finding, most, Lang::En)
}

/// [`alternatives_text`] in `lang` (`obligatoire : 32x23x12`, `verplicht: 32x23x12`).
pub fn alternatives_said(finding: &Finding, most: usize, lang: Lang) -> Option<String> {
    let what = alternatives(finding)?;
    let shown: Vec<String> = finding
        .required
        .iter()
        .take(most)
        .map(arbiter::Move::full_notation)
        .collect();
    let more = finding.required.len().saturating_sub(most);
    let or = say!(lang, "cli-alternatives-or");
    let (label, joined) = match what {
        Alternatives::Required => (say!(lang, "cli-alternatives-required"), shown.join(&or)),
        Alternatives::Legal => (say!(lang, "cli-alternatives-legal"), shown.join(", ")),
        Alternatives::Readings => (say!(lang, "cli-alternatives-readings"), shown.join(&or)),
    };
    let moves = if more > 0 {
        say!(lang, "cli-alternatives-more", moves = joined, more = more)
    } else {
        joined
    };
    Some(say!(lang, "cli-alternatives", label = label, moves = moves))
}

/// The plain words of a finding kind in `lang` (`Missed capture`, `Prise omise`): the page's
/// `page-kind-*` words, which the text report's summary uses too (the codes stay in JSON).
pub fn kind_label(kind: FindingKind, lang: Lang) -> String {
    crate::words_of(lang, &format!("page-kind-{}", kind.name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding(kind: FindingKind, required: &[&str]) -> Finding {
        Finding {
            kind,
            severity: kind.severity(),
            ply: Some(arbiter::Ply(1)),
            move_number: Some(arbiter::MoveNumber(1)),
            side: None,
            notation: None,
            detail: arbiter::Detail::MissingResult,
            articles: Vec::new(),
            fen_before: None,
            played: None,
            required: required.iter().map(|m| written_move(m)).collect(),
            line: None,
            column: None,
        }
    }

    /// A move as written in full (`32x23x12`): what is taken does not matter here, only whether
    /// something is.
    fn written_move(text: &str) -> arbiter::Move {
        let squares: Vec<arbiter::Square> = text
            .split(['-', 'x'])
            .filter_map(|n| n.parse().ok().and_then(arbiter::Square::new))
            .collect();
        if text.contains('x') {
            arbiter::Move::capture(
                squares[0],
                &squares[1..],
                squares[1..].iter().copied().collect(),
            )
            .expect("a capture")
        } else {
            arbiter::Move::quiet(squares[0], squares[1])
        }
    }

    #[test]
    fn captures_are_required_quiet_moves_are_only_legal() {
        let f = finding(FindingKind::NotMaximumCapture, &["32x23x12"]);
        assert_eq!(alternatives(&f), Some(Alternatives::Required));
        assert_eq!(
            alternatives_text(&f, 3).as_deref(),
            Some("required: 32x23x12")
        );
        let f = finding(
            FindingKind::PrematureKingMove,
            &["31-26", "31-27", "32-27", "32-28"],
        );
        assert_eq!(alternatives(&f), Some(Alternatives::Legal));
        assert_eq!(
            alternatives_text(&f, 2).as_deref(),
            Some("legal moves: 31-26, 31-27 and 2 more")
        );
        let f = finding(
            FindingKind::AmbiguousNotation,
            &["36x18x7x16", "36x13x2x16"],
        );
        assert_eq!(alternatives(&f), Some(Alternatives::Readings));
        assert_eq!(
            alternatives(&finding(FindingKind::ImpossibleMove, &[])),
            None
        );
        assert_eq!(
            alternatives_said(&f, 1, Lang::Fr).as_deref(),
            Some("lectures possibles\u{202f}: 36x18x7x16 et 1 autre")
        );
        assert_eq!(
            kind_label(FindingKind::MissedCapture, Lang::Nl),
            "Slagplicht verzuimd"
        );
    }

    #[test]
    fn errors_come_first_in_order_of_play() {
        let findings = [
            finding(FindingKind::ParseWarning, &[]),
            finding(FindingKind::Setup, &[]),
            finding(FindingKind::MissedCapture, &["28x19"]),
            finding(FindingKind::AmbiguousNotation, &[]),
            finding(FindingKind::ResultMismatch, &[]),
        ];
        let kinds: Vec<FindingKind> = most_severe_first(&findings)
            .iter()
            .map(|f| f.kind)
            .collect();
        assert_eq!(
            kinds,
            [
                FindingKind::MissedCapture,
                FindingKind::ResultMismatch,
                FindingKind::ParseWarning,
                FindingKind::AmbiguousNotation,
                FindingKind::Setup,
            ]
        );
    }

    #[test]
    fn the_filter_keeps_findings_at_or_above_the_severity() {
        let mut report = GameReport::empty(1);
        report.findings = vec![
            finding(FindingKind::Setup, &[]),
            finding(FindingKind::ParseWarning, &[]),
        ];
        assert!(at_least(&report, Severity::Error).is_none());
        let kept = at_least(&report, Severity::Warning).expect("a warning");
        assert_eq!(kept.findings.len(), 1);
        assert_eq!(
            at_least(&report, Severity::Info).map(|r| r.findings.len()),
            Some(2)
        );
        assert_eq!(parse_severity(" Warning"), Ok(Severity::Warning));
        assert!(parse_severity("fatal").is_err());
    }

    #[test]
    fn the_page_uses_the_same_labels() {
        // The page's English catalogue labels every kind with the same words.
        let page = include_str!("../locales/en.ftl");
        for kind in FindingKind::ALL {
            let entry = format!("\npage-kind-{} = {}\n", kind.name(), kind.label());
            assert!(
                page.contains(&entry),
                "words/locales/en.ftl lacks `{entry}`"
            );
        }
    }
}
