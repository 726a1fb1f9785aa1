//! Every document of a tournament by its name, written in one place for the command line's
//! `standings` and the service's `GET /tournaments/{id}/exports/{name}`.

use super::pdn::{ExportError, SourceText};
use super::{csv, html, json, pdn, text};
use crate::Tournament;
use ::pdn::ReadOptions;
use arbiter::{Lang, RefereeOptions};
use serde::Serialize;

/// A document of a tournament, by the name it is downloaded under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Document {
    /// The standings report as JSON.
    ReportJson,
    /// The standings report as text.
    ReportText,
    /// The standings as CSV.
    StandingsCsv,
    /// Standings, crosstable and findings as a printable HTML page.
    StandingsHtml,
    /// The crosstable as CSV.
    CrosstableCsv,
    /// The crosstable as JSON.
    CrosstableJson,
    /// The crosstable as text.
    CrosstableText,
    /// The FMJD results table.
    Fmjd,
    /// Every game's verdict as CSV.
    VerdictsCsv,
    /// Every game's verdict as JSON.
    VerdictsJson,
    /// The whole tournament as one normalised PDN.
    Pdn,
    /// The original files in a zip archive.
    Originals,
}

impl Document {
    /// Every document, in the order the web page lists them.
    pub const ALL: [Document; 12] = [
        Document::StandingsHtml,
        Document::StandingsCsv,
        Document::CrosstableCsv,
        Document::Fmjd,
        Document::ReportJson,
        Document::ReportText,
        Document::CrosstableJson,
        Document::CrosstableText,
        Document::VerdictsCsv,
        Document::VerdictsJson,
        Document::Pdn,
        Document::Originals,
    ];

    /// The name it is downloaded under.
    pub fn name(self) -> &'static str {
        match self {
            Document::ReportJson => "report.json",
            Document::ReportText => "report.txt",
            Document::StandingsCsv => "standings.csv",
            Document::StandingsHtml => "standings.html",
            Document::CrosstableCsv => "crosstable.csv",
            Document::CrosstableJson => "crosstable.json",
            Document::CrosstableText => "crosstable.txt",
            Document::Fmjd => "fmjd.csv",
            Document::VerdictsCsv => "verdicts.csv",
            Document::VerdictsJson => "verdicts.json",
            Document::Pdn => "tournament.pdn",
            Document::Originals => "originals.zip",
        }
    }

    /// The document of download name `name`.
    pub fn of_name(name: &str) -> Option<Document> {
        Document::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Its media type.
    pub fn content_type(self) -> &'static str {
        match self {
            Document::ReportJson | Document::CrosstableJson | Document::VerdictsJson => {
                "application/json"
            }
            Document::ReportText | Document::CrosstableText => "text/plain; charset=utf-8",
            Document::StandingsCsv
            | Document::CrosstableCsv
            | Document::Fmjd
            | Document::VerdictsCsv => "text/csv; charset=utf-8",
            Document::StandingsHtml => "text/html; charset=utf-8",
            Document::Pdn => "application/x-pdn; charset=utf-8",
            Document::Originals => "application/zip",
        }
    }

    /// Whether a federation rates from it: the FMJD results table, the standings and the
    /// crosstable as CSV. While the tournament has open errors they are not written.
    pub fn is_federation_export(self) -> bool {
        matches!(
            self,
            Document::Fmjd | Document::StandingsCsv | Document::CrosstableCsv
        )
    }

    /// Whether it is made from the files' text, not only from their verdicts.
    pub fn needs_sources(self) -> bool {
        matches!(self, Document::Pdn | Document::Originals)
    }

    /// The document of `tournament`: the report and the HTML page said in `lang` (the other
    /// documents are data, their headings English); the PDN ones from `sources`, read and refereed again with `read` and
    /// `referee`.
    ///
    /// # Errors
    ///
    /// [`ExportError::OpenErrors`] for a federation's export of a tournament with open errors
    /// (a disputed result, two games in one round); the PDN documents' [`ExportError`]: a
    /// game's file missing from `sources`, a zip that could not be written.
    pub fn write(
        self,
        tournament: &Tournament,
        lang: Lang,
        sources: &[SourceText],
        read: &ReadOptions,
        referee: &RefereeOptions,
    ) -> Result<Vec<u8>, ExportError> {
        if self.is_federation_export() {
            let errors: Vec<String> = tournament
                .open_errors()
                .iter()
                .map(|f| f.message.clone())
                .collect();
            if !errors.is_empty() {
                return Err(ExportError::OpenErrors { errors });
            }
        }
        Ok(match self {
            Document::ReportJson => json_bytes(&json::report_in(tournament, lang)),
            Document::ReportText => text::report_in(tournament, lang).into_bytes(),
            Document::StandingsCsv => csv::standings(tournament).into_bytes(),
            Document::StandingsHtml => html::page_in(tournament, lang).into_bytes(),
            Document::CrosstableCsv => csv::crosstable(tournament).into_bytes(),
            Document::CrosstableJson => json_bytes(&json::report(tournament).crosstable),
            Document::CrosstableText => text::crosstable_table(tournament).into_bytes(),
            Document::Fmjd => csv::fmjd(tournament).into_bytes(),
            Document::VerdictsCsv => csv::verdicts(tournament).into_bytes(),
            Document::VerdictsJson => json_bytes(&json::verdicts(tournament)),
            Document::Pdn => pdn::normalized(tournament, sources, read, referee)?.into_bytes(),
            Document::Originals => pdn::originals_zip(sources)?,
        })
    }
}

/// A JSON document as written out: compact, one line.
pub fn json_bytes<T: Serialize>(value: &T) -> Vec<u8> {
    let mut bytes = serde_json::to_vec(value).unwrap_or_default();
    bytes.push(b'\n');
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_document_has_a_name_of_its_own() {
        for document in Document::ALL {
            assert_eq!(Document::of_name(document.name()), Some(document));
        }
        assert_eq!(Document::of_name("../etc/passwd"), None);
    }
}
