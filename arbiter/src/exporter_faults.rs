//! Faults some exporters write into every game of a file (line ends written as the text `\r`,
//! an `[Empty]` line for an empty tag, tag names translated, Windows-1252 text): one cause,
//! found again in each game. The reader reports them game by game, as it reads games one at a
//! time; a batch that sees a file's games in order tells each fault once for the file: the
//! first game that has it keeps its warning, marked as said for the whole file, and the games
//! after it do not repeat it. Only warnings are merged: under `--strict` each is an error that
//! decides its game's verdict, and stays on every game.

use crate::detail::Detail;
use crate::finding::FindingKind;
use crate::report::GameReport;
use pdn::DiagnosticKind;

/// The exporters' faults seen so far in one file.
#[derive(Clone, Debug, Default)]
pub struct ExporterFaults {
    seen: Vec<&'static str>,
}

impl ExporterFaults {
    /// A new file begins: nothing of it is seen yet.
    pub fn new_file(&mut self) {
        self.seen.clear();
    }

    /// The next game of the file, in file order: its first warning of a fault not yet said for
    /// the file is marked as said for it; a warning of a fault already said is left out.
    pub fn see(&mut self, report: &mut GameReport) {
        let seen = &mut self.seen;
        report.findings.retain_mut(|finding| {
            if finding.kind != FindingKind::ParseWarning {
                return true;
            }
            let Detail::Read {
                problem,
                whole_file,
                ..
            } = &mut finding.detail
            else {
                return true;
            };
            let Some(fault) = exporter_fault(problem) else {
                return true;
            };
            if seen.contains(&fault) {
                return false;
            }
            seen.push(fault);
            *whole_file = true;
            true
        });
    }
}

/// The exporter's fault a reader's problem is, if it is one that comes with the file rather
/// than with the game.
fn exporter_fault(problem: &DiagnosticKind) -> Option<&'static str> {
    match problem {
        DiagnosticKind::LiteralEscape { .. } => Some("literal_escape"),
        DiagnosticKind::Windows1252 => Some("windows1252"),
        DiagnosticKind::MalformedTag { found } if found == "[Empty]" => Some("empty_tag"),
        DiagnosticKind::MalformedTag { .. } if crate::diagnostic_text::translated_tag(problem) => {
            Some("translated_tags")
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::RefereeOptions;
    use crate::referee::referee;

    fn reports(text: &str) -> Vec<GameReport> {
        pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default())
            .iter()
            .map(|g| referee(&g.parse(), &RefereeOptions::default()))
            .collect()
    }

    fn faults(report: &GameReport) -> Vec<bool> {
        report
            .findings
            .iter()
            .filter_map(|f| match &f.detail {
                Detail::Read { whole_file, .. } => Some(*whole_file),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_fault_of_the_exporter_is_said_once_a_file() {
        let game = "[White \"A\"]\\r\n[Black \"B\"]\n\n1. 32-28 19-23 *\n\n";
        let mut all = reports(&game.repeat(3));
        assert!(all.iter().all(|r| faults(r) == [false]));
        let statuses: Vec<_> = all.iter().map(|r| r.status).collect();
        let mut faults_seen = ExporterFaults::default();
        for report in &mut all {
            faults_seen.see(report);
        }
        assert_eq!(faults(&all[0]), [true]);
        assert!(faults(&all[1]).is_empty() && faults(&all[2]).is_empty());
        assert_eq!(all.iter().map(|r| r.status).collect::<Vec<_>>(), statuses);
        // A new file says it again.
        let mut again = reports(game);
        faults_seen.new_file();
        faults_seen.see(&mut again[0]);
        assert_eq!(faults(&again[0]), [true]);
        // Under --strict each game keeps its error.
        let strict = pdn::ReadOptions::with_strictness(pdn::Strictness::Pdn3);
        let mut strict: Vec<GameReport> = pdn::read_all(game.repeat(2).as_bytes(), &strict)
            .iter()
            .map(|g| referee(&g.parse(), &RefereeOptions::default()))
            .collect();
        faults_seen.new_file();
        for report in &mut strict {
            faults_seen.see(report);
        }
        assert!(strict.iter().all(|r| faults(r) == [false]));
    }
}
