//! The output formats of a batch, written incrementally as items arrive: text for people, one
//! JSON document (the games array streamed), or NDJSON (one report per line). The envelopes are
//! documented in `docs/cli.md`.

use super::input::SourceError;
use super::pipeline::Item;
use super::summary::Summary;
use arbiter::{
    Finding, FindingKind, GameReport, Lang, Ruleset, SCHEMA_VERSION, SaidReport, Severity,
};
use pdn::Strictness;
use serde::Serialize;
use std::io::{self, Write};
use std::time::Duration;
use words::findings;
use words::say;

/// The output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Games with problems under their file, each led by its most severe finding, then a
    /// summary table.
    #[default]
    Text,
    /// One JSON document: the reports in a `games` array, then the summary.
    Json,
    /// One JSON report per line, then a summary line.
    Ndjson,
}

/// The settings a batch ran with, written at the head of the JSON document.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// The draw rules applied.
    pub ruleset: Ruleset,
    /// How PDN was read.
    pub strictness: Strictness,
    /// The language of the findings' sentences, in every format (field names, kinds and codes
    /// stay English).
    pub lang: Lang,
}

/// A report with the name of its source in front, said in the batch's language.
#[derive(Serialize)]
struct FileReport<'a> {
    file: &'a str,
    #[serde(flatten)]
    report: SaidReport<'a>,
}

/// Which games and findings a batch writes (the summary always counts every game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// Leave out games without an error or a warning.
    pub only_problems: bool,
    /// Leave out findings below this severity, and the games left without findings. The text
    /// format tells warnings and errors when none is given.
    pub min_severity: Option<Severity>,
}

/// Writes items as they come and the summary at the end.
pub struct Output<W: Write> {
    format: Format,
    selection: Selection,
    out: W,
    summary: Summary,
    /// JSON: whether a game has been written (for the commas).
    first_game: bool,
    /// JSON: read errors are written after the games array.
    errors: Vec<SourceError>,
    /// `check --duplicates`: the copies found, as text and as JSON, written before the end.
    copies: Option<(String, serde_json::Value)>,
    /// Text: the file whose games are being listed under its name.
    listed_file: Option<String>,
    /// Text: its language.
    lang: Lang,
    /// JSON: one game's report, serialised here and written in one call (`out` is often a
    /// `dyn Write`, and serde_json writes every piece of a report on its own).
    line: Vec<u8>,
}

fn strictness_name(strictness: Strictness) -> &'static str {
    match strictness {
        Strictness::Liberal => "liberal",
        Strictness::Pdn3 => "pdn3",
    }
}

impl<W: Write> Output<W> {
    /// Starts the output (JSON: the head of the document).
    pub fn new(
        format: Format,
        settings: Settings,
        selection: Selection,
        mut out: W,
    ) -> io::Result<Self> {
        if format == Format::Json {
            write!(
                out,
                "{{\"schema_version\":{SCHEMA_VERSION},\"ruleset\":\"{}\",\"strictness\":\"{}\",\"games\":[",
                settings.ruleset.name(),
                strictness_name(settings.strictness)
            )?;
        }
        Ok(Output {
            format,
            selection,
            out,
            summary: Summary::default(),
            first_game: true,
            errors: Vec::new(),
            copies: None,
            listed_file: None,
            lang: settings.lang,
            line: Vec::new(),
        })
    }

    /// The totals so far.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// Writes one item.
    pub fn item(&mut self, item: &Item) -> io::Result<()> {
        self.summary.add(item);
        match item {
            // A file passed over as held already has no games to write.
            Item::Source(_) | Item::Skipped(_) | Item::Known { .. } => Ok(()),
            Item::Error(error) => self.error(error),
            Item::Game { file, report } => {
                if self.selection.only_problems && !super::has_problems(report) {
                    return Ok(());
                }
                match self.selection.min_severity {
                    None => self.game(file, report),
                    Some(min) => match findings::at_least(report, min) {
                        Some(kept) => self.game(file, &kept),
                        None => Ok(()),
                    },
                }
            }
        }
    }

    fn game(&mut self, file: &str, report: &GameReport) -> io::Result<()> {
        let entry = FileReport {
            file,
            report: report.said(self.lang),
        };
        match self.format {
            Format::Text => {
                let told = self.selection.min_severity.unwrap_or(Severity::Warning);
                let Some(lines) = text_lines(report, told, self.lang) else {
                    return Ok(());
                };
                if self.listed_file.as_deref() != Some(file) {
                    self.out.write_all(file.as_bytes())?;
                    self.out.write_all(b"\n")?;
                    self.listed_file = Some(file.to_string());
                }
                self.out.write_all(lines.as_bytes())
            }
            Format::Json => {
                self.out
                    .write_all(if self.first_game { b"\n" } else { b",\n" })?;
                self.first_game = false;
                self.line.clear();
                serde_json::to_writer(&mut self.line, &entry)?;
                self.out.write_all(&self.line)
            }
            Format::Ndjson => {
                self.line.clear();
                serde_json::to_writer(&mut self.line, &entry)?;
                self.line.push(b'\n');
                self.out.write_all(&self.line)
            }
        }
    }

    fn error(&mut self, error: &SourceError) -> io::Result<()> {
        match self.format {
            // The CLI prints read errors on stderr; the text report only counts them.
            Format::Text => Ok(()),
            Format::Json => {
                self.errors.push(error.clone());
                Ok(())
            }
            Format::Ndjson => {
                serde_json::to_writer(&mut self.out, &ErrorLine { error })?;
                self.out.write_all(b"\n")
            }
        }
    }

    /// Adds the copies found (`check --duplicates`): text after the summary, a `copies` member
    /// of the JSON document, an NDJSON line `{"copies": [...]}` before the summary line.
    pub fn add_copies(&mut self, text: String, json: serde_json::Value) {
        self.copies = Some((text, json));
    }

    /// Writes the summary (text: with the time taken) and hands back the writer and the totals.
    pub fn finish(mut self, elapsed: Duration) -> io::Result<(W, Summary)> {
        match self.format {
            Format::Text => {
                self.out
                    .write_all(text_summary(&self.summary, elapsed, self.lang).as_bytes())?;
                if let Some((text, _)) = &self.copies {
                    self.out.write_all(text.as_bytes())?;
                }
            }
            Format::Json => {
                self.out
                    .write_all(if self.first_game { b"]" } else { b"\n]" })?;
                self.out.write_all(b",\"errors\":")?;
                serde_json::to_writer(&mut self.out, &self.errors)?;
                if let Some((_, json)) = &self.copies {
                    self.out.write_all(b",\"copies\":")?;
                    serde_json::to_writer(&mut self.out, json)?;
                }
                self.out.write_all(b",\"summary\":")?;
                serde_json::to_writer(&mut self.out, &SummaryOut::new(&self.summary))?;
                self.out.write_all(b"}\n")?;
            }
            Format::Ndjson => {
                if let Some((_, json)) = &self.copies {
                    serde_json::to_writer(&mut self.out, &serde_json::json!({ "copies": json }))?;
                    self.out.write_all(b"\n")?;
                }
                let line = SummaryLine {
                    summary: SummaryOut::new(&self.summary),
                };
                serde_json::to_writer(&mut self.out, &line)?;
                self.out.write_all(b"\n")?;
            }
        }
        self.out.flush()?;
        Ok((self.out, self.summary))
    }
}

/// NDJSON: a source that could not be read.
#[derive(Serialize)]
struct ErrorLine<'a> {
    error: &'a SourceError,
}

/// NDJSON: the last line.
#[derive(Serialize)]
struct SummaryLine<'a> {
    summary: SummaryOut<'a>,
}

/// The summary with the exit status it leads to.
#[derive(Serialize)]
struct SummaryOut<'a> {
    #[serde(flatten)]
    summary: &'a Summary,
    exit_status: u8,
}

impl<'a> SummaryOut<'a> {
    fn new(summary: &'a Summary) -> Self {
        SummaryOut {
            summary,
            exit_status: summary.exit_status(),
        }
    }
}

/// A game's findings at `told` or above for people, under its file's name: a headline with
/// `#` and the game's index, the players and the round, then the most severe finding with its
/// severity; the other findings, most severe first, indented below. `None` when the game has
/// no finding at `told` or above.
pub fn text_lines(report: &GameReport, told: Severity, lang: Lang) -> Option<String> {
    let findings: Vec<&Finding> = findings::most_severe_first(&report.findings)
        .into_iter()
        .filter(|f| f.severity >= told)
        .collect();
    let (first, rest) = findings.split_first()?;
    let mut text = format!("  {}: ", headline(report, lang));
    text.push_str(&told_finding(report, first, lang));
    text.push('\n');
    for finding in rest {
        text.push_str("      ");
        text.push_str(&told_finding(report, finding, lang));
        text.push('\n');
    }
    Some(text)
}

/// `#2 Bakker, L. - Visser, M. (round 3)`: the round only when the Round tag says one.
fn headline(report: &GameReport, lang: Lang) -> String {
    let tag = |name: &str| report.tag(name).and_then(pdn::known_value);
    let mut text = format!(
        "#{} {} - {}",
        report.index,
        tag("White").unwrap_or("?"),
        tag("Black").unwrap_or("?")
    );
    if let Some(round) = tag("Round") {
        text.push(' ');
        text.push_str(&say!(lang, "cli-round", round = round));
    }
    text
}

/// `error: move 2, White: ...`: the severity, then the sentence without the `game N, ` the
/// headline already says.
fn told_finding(report: &GameReport, finding: &Finding, lang: Lang) -> String {
    let sentence = finding_text(finding, lang);
    format!(
        "{}: {}",
        findings::severity_word(finding.severity, lang),
        without_the_game(&sentence, finding, report.index)
    )
}

/// A reader's sentence without its `game 4, ` (`partij 4, `, `partie 4, `, `партия 4, `: one
/// word, then the index), which says nothing under the game's own headline or inside it.
pub(crate) fn without_the_game<'s>(sentence: &'s str, finding: &Finding, index: usize) -> &'s str {
    if !matches!(
        finding.kind,
        FindingKind::ParseError | FindingKind::ParseWarning
    ) {
        return sentence;
    }
    let game = format!(" {index}, ");
    match sentence.find(&game) {
        Some(at) if at < 24 && !sentence[..at].contains(' ') => &sentence[at + game.len()..],
        _ => sentence,
    }
}

/// One finding as a sentence: the referee's message, where it is when the message has no move
/// number, and the articles.
pub fn finding_text(finding: &Finding, lang: Lang) -> String {
    let mut text = finding.message(lang);
    // The reader's sentences say their line and column already, in their language.
    let placed = matches!(
        finding.kind,
        FindingKind::ParseError | FindingKind::ParseWarning
    );
    if finding.move_number.is_none()
        && let Some(line) = finding.line
        && !placed
        && !text.contains("line")
    {
        text.push(' ');
        text.push_str(&say!(lang, "cli-line", line = line));
    }
    // The referee's sentences end with `(art. ...)` in every language ("art." is how the FMJD's
    // rules are cited in each): a message that already names them is not given them again.
    let numbers = finding
        .articles
        .iter()
        .map(|a| a.number())
        .collect::<Vec<_>>()
        .join(", ");
    let articles = format!("(art. {numbers})");
    let said = say!(lang, "cli-articles", articles = numbers.as_str());
    if !finding.articles.is_empty() && (text.ends_with(&articles) || text.ends_with(&said)) {
        return text;
    }
    // Some messages already end with their articles (the draw clauses): say them once.
    if !finding.articles.is_empty() {
        text.push(' ');
        text.push_str(&said);
    }
    text
}

/// The summary's rows of counts, each with its label in `lang`.
fn summary_rows(summary: &Summary, lang: Lang) -> [(String, u64); 11] {
    [
        (say!(lang, "cli-summary-files"), summary.files),
        (say!(lang, "cli-summary-games"), summary.games),
        (
            format!("  {}", say!(lang, "cli-summary-valid")),
            summary.valid,
        ),
        (
            format!("  {}", say!(lang, "cli-summary-irregular")),
            summary.irregular,
        ),
        (
            format!("  {}", say!(lang, "cli-summary-invalid")),
            summary.invalid,
        ),
        (
            format!("  {}", say!(lang, "cli-summary-unparsable")),
            summary.unparsable,
        ),
        (
            format!("  {}", say!(lang, "cli-summary-unsupported")),
            summary.unsupported_variant,
        ),
        (
            say!(lang, "cli-summary-with-errors"),
            summary.games_with_errors,
        ),
        (
            say!(lang, "cli-summary-with-warnings"),
            summary.games_with_warnings,
        ),
        (say!(lang, "cli-summary-unreadable"), summary.read_errors),
        (say!(lang, "cli-summary-skipped"), summary.skipped),
    ]
}

/// The summary table and the time taken.
pub fn text_summary(summary: &Summary, elapsed: Duration, lang: Lang) -> String {
    let rows = summary_rows(summary, lang);
    let kinds: Vec<(String, u64)> = summary
        .findings
        .iter()
        .map(|(kind, n)| (format!("  {}", findings::kind_label(kind, lang)), n))
        .collect();
    let mut text = String::from("\n");
    if summary.games > 0 && summary.games_with_errors == 0 && summary.games_with_warnings == 0 {
        text.push_str(&say!(lang, "cli-summary-clean"));
        text.push_str("\n\n");
    }
    // The columns fit the longest label and the largest number of this language and batch,
    // counted in characters, not bytes (Cyrillic takes two bytes a letter).
    let heading = (!kinds.is_empty()).then(|| say!(lang, "cli-summary-by-kind"));
    let label_width = rows
        .iter()
        .chain(&kinds)
        .map(|(name, _)| name.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let number_width = rows
        .iter()
        .chain(&kinds)
        .map(|(_, n)| n.to_string().len())
        .max()
        .unwrap_or(1);
    let line = |text: &mut String, name: &str, n: u64| {
        let pad = label_width.saturating_sub(name.chars().count());
        text.push_str(&format!("{name}{:pad$}{n:>number_width$}\n", ""));
    };
    for (name, n) in &rows {
        line(&mut text, name, *n);
    }
    if let Some(heading) = heading {
        text.push_str(&heading);
        text.push('\n');
        for (name, n) in &kinds {
            line(&mut text, name, *n);
        }
    }
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds > 0.0 {
        summary.games as f64 / seconds
    } else {
        0.0
    };
    text.push_str(&say!(
        lang,
        "cli-checked",
        games = summary.games,
        seconds = words::decimal(lang, seconds, 2),
        rate = words::decimal(lang, rate, 0)
    ));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter::FindingKind;

    fn finding(message: &str, articles: &[&str], move_number: Option<u32>) -> Finding {
        Finding {
            kind: FindingKind::MissedCapture,
            severity: Severity::Error,
            ply: None,
            move_number: move_number.map(arbiter::MoveNumber),
            side: None,
            notation: None,
            detail: arbiter::Detail::Said {
                message: message.to_string(),
            },
            articles: articles
                .iter()
                .filter_map(|a| arbiter::Article::from_number(a))
                .collect(),
            fen_before: None,
            played: None,
            required: Vec::new(),
            line: Some(7),
            column: Some(3),
        }
    }

    #[test]
    fn articles_are_appended_once() {
        let f = finding(
            "move 2, White: 33-29 was played",
            &["4.2", "5.4.6"],
            Some(2),
        );
        assert_eq!(
            finding_text(&f, Lang::En),
            "move 2, White: 33-29 was played (art. 4.2, 5.4.6)"
        );
        let f = finding("drawn by repetition (art. 6.1)", &["6.1"], Some(9));
        assert_eq!(finding_text(&f, Lang::En), "drawn by repetition (art. 6.1)");
    }

    #[test]
    fn findings_without_a_move_say_their_line() {
        let f = finding("the Result tag says 2-0", &[], None);
        assert_eq!(
            finding_text(&f, Lang::En),
            "the Result tag says 2-0 (line 7)"
        );
    }

    #[test]
    fn players_default_to_a_question_mark() {
        let mut report = GameReport::empty(3);
        report.findings.push(finding("first", &[], Some(1)));
        report.findings.push(finding("second", &[], Some(2)));
        assert_eq!(
            text_lines(&report, Severity::Warning, Lang::En).as_deref(),
            Some("  #3 ? - ?: error: first\n      error: second\n")
        );
    }

    #[test]
    fn the_headline_is_the_most_severe_finding_with_the_round() {
        let mut report = GameReport::empty(4);
        report.tags.insert_first("White", "Bakker, L.");
        report.tags.insert_first("Black", "Visser, M.");
        report.tags.insert_first("Round", "3");
        let mut warning = finding("game 4, line 9, column 2: a space inside a move", &[], None);
        warning.kind = FindingKind::ParseWarning;
        warning.severity = Severity::Warning;
        let mut note = finding("a setup", &[], None);
        note.severity = Severity::Info;
        report.findings = vec![
            warning,
            note,
            finding("move 2, White: 33-29 was played", &["4.2"], Some(2)),
        ];
        assert_eq!(
            text_lines(&report, Severity::Warning, Lang::En).as_deref(),
            Some(
                "  #4 Bakker, L. - Visser, M. (round 3): error: move 2, White: 33-29 was played (art. 4.2)\n      \
                 warning: line 9, column 2: a space inside a move\n"
            )
        );
        assert!(
            text_lines(&report, Severity::Info, Lang::En)
                .is_some_and(|t| t.ends_with("      info: a setup (line 7)\n"))
        );
        report.findings.truncate(2);
        assert_eq!(text_lines(&report, Severity::Error, Lang::En), None);
    }
}
