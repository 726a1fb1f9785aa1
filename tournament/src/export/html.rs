//! A printable HTML page: the header, the standings, the crosstable and the findings, on A4
//! in portrait (wide crosstables print in landscape), without scripts or outside resources.

use super::crosstable_grid;
use super::text::header_in;
use crate::Tournament;
use arbiter::Lang;
use std::fmt::Write;
use words::say;

/// Escapes text for HTML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "\
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111}\
h1{font-size:1.4rem;margin:0}p.summary{margin:.25rem 0 1rem;color:#444}\
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}\
table{border-collapse:collapse;font-size:.85rem;font-variant-numeric:tabular-nums}\
th,td{border:1px solid #999;padding:.15rem .4rem;text-align:right;white-space:nowrap}\
th{background:#eee}td.name,th.name{text-align:left}td.self{background:#ccc}\
ul.findings{font-size:.85rem;padding-left:1.2rem}li.error{color:#a00}li.warning{color:#850}\
li small{color:#555}\
@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}}\
@page{size:A4;margin:12mm}";

/// A heading cell: its text, its class, and its full name when the text abbreviates it (a
/// tooltip, and what a screen reader says).
struct Heading {
    text: String,
    class: &'static str,
    full: Option<String>,
}

impl Heading {
    fn plain(text: String, class: &'static str) -> Heading {
        Heading {
            text,
            class,
            full: None,
        }
    }

    /// `short`, standing for `full` (nothing more when they are the same).
    fn short(short: String, full: String) -> Heading {
        let full = (full != short).then_some(full);
        Heading {
            text: short,
            class: "",
            full,
        }
    }
}

fn heading_row(out: &mut String, cells: &[Heading]) {
    out.push_str("<tr>");
    for cell in cells {
        let class = if cell.class.is_empty() {
            String::new()
        } else {
            format!(" class=\"{}\"", cell.class)
        };
        match &cell.full {
            Some(full) => {
                let _ = write!(
                    out,
                    "<th{class}><abbr title=\"{}\">{}</abbr></th>",
                    escape(full),
                    escape(&cell.text)
                );
            }
            None => {
                let _ = write!(out, "<th{class}>{}</th>", escape(&cell.text));
            }
        }
    }
    out.push_str("</tr>\n");
}

fn row(out: &mut String, cells: &[(String, &str)]) {
    out.push_str("<tr>");
    for (text, class) in cells {
        if class.is_empty() {
            let _ = write!(out, "<td>{}</td>", escape(text));
        } else {
            let _ = write!(out, "<td class=\"{class}\">{}</td>", escape(text));
        }
    }
    out.push_str("</tr>\n");
}

/// A catalogue's words with a capital, as a heading starts (the command line's are lowercase
/// to sit inside its text).
fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// The page in English.
pub fn page(tournament: &Tournament) -> String {
    page_in(tournament, Lang::En)
}

/// The page in `lang` (the command line's `standings --format html --lang`, the service's
/// `standings.html` after `lang`/`Accept-Language`): its headings, the tie-breaks' names and
/// the findings; names and results as written.
pub fn page_in(tournament: &Tournament, lang: Lang) -> String {
    let (title, summary) = header_in(tournament, lang);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <h1>{}</h1>\n<p class=\"summary\">{}</p>\n",
        lang.code(),
        escape(&title),
        escape(&title),
        escape(&summary)
    );

    standings_table(&mut out, tournament, lang);
    crosstable_table(&mut out, tournament, lang);
    ruled_list(&mut out, tournament, lang);
    findings_list(&mut out, tournament, lang);
    out.push_str("</body>\n</html>\n");
    out
}

/// The words of the page's catalogue key `key` in `lang`.
fn page_words(lang: Lang, key: &str) -> String {
    words::words_of(lang, key)
}

/// The standings, the tie-breaks in the order applied.
fn standings_table(out: &mut String, tournament: &Tournament, lang: Lang) {
    let _ = write!(
        out,
        "<h2>{}</h2>\n<table class=\"standings\">\n",
        escape(&page_words(lang, "page-tab-standings"))
    );
    let short =
        |short: &str, full: &str| Heading::short(page_words(lang, short), page_words(lang, full));
    let mut heading: Vec<Heading> = vec![
        Heading::plain(page_words(lang, "page-standings-rank"), ""),
        Heading::plain(page_words(lang, "page-standings-player"), "name"),
        short("page-standings-points-short", "page-standings-points"),
        Heading::plain(page_words(lang, "page-standings-games"), ""),
        short("page-standings-wins-short", "page-standings-wins"),
        short("page-standings-draws-short", "page-standings-draws"),
        short("page-standings-losses-short", "page-standings-losses"),
    ];
    // In the order applied, each with its place: `1: W` is the first tie-break, not the wins.
    heading.extend(tournament.tiebreaks.iter().enumerate().map(|(i, t)| {
        let name = t.name();
        let full = page_words(lang, &format!("page-tiebreak-{name}"));
        let short = page_words(lang, &format!("page-tiebreak-{name}-short"));
        Heading {
            text: format!("{}: {short}", i + 1),
            class: "",
            full: Some(full),
        }
    }));
    heading_row(out, &heading);
    for standing in &tournament.standings {
        let mut cells: Vec<(String, &str)> = vec![
            (standing.rank.to_string(), ""),
            (tournament.player(standing.player).name.clone(), "name"),
            (standing.points.to_string(), ""),
            (standing.games.to_string(), ""),
            (standing.wins.to_string(), ""),
            (standing.draws.to_string(), ""),
            (standing.losses.to_string(), ""),
        ];
        cells.extend(standing.tiebreaks.iter().map(|(_, v)| (v.said(lang), "")));
        row(out, &cells);
    }
    out.push_str("</table>\n");
}

/// The crosstable, a round robin's diagonal shaded.
fn crosstable_table(out: &mut String, tournament: &Tournament, lang: Lang) {
    let _ = write!(
        out,
        "<h2>{}</h2>\n<table class=\"crosstable\">\n",
        escape(&page_words(lang, "page-tab-crosstable"))
    );
    let (columns, rows) = crosstable_grid(tournament);
    let mut heading: Vec<Heading> = vec![
        Heading::plain("#".into(), ""),
        Heading::plain(page_words(lang, "page-standings-player"), "name"),
    ];
    heading.extend(columns.into_iter().map(|c| Heading::plain(c, "")));
    heading.push(Heading::short(
        page_words(lang, "page-standings-points-short"),
        page_words(lang, "page-standings-points"),
    ));
    heading_row(out, &heading);
    for r in rows {
        let mut cells: Vec<(String, &str)> =
            vec![(r.position.to_string(), ""), (r.name.to_string(), "name")];
        // A round robin's diagonal is shaded, not written.
        cells.extend(r.cells.into_iter().map(|c| {
            if c == "X" {
                (String::new(), "self")
            } else {
                (c, "")
            }
        }));
        cells.push((r.points.to_string(), ""));
        row(out, &cells);
    }
    out.push_str("</table>\n");
}

/// The results the arbiter ruled, if any.
fn ruled_list(out: &mut String, tournament: &Tournament, lang: Lang) {
    let ruled = super::ruled_results_in(tournament, lang);
    if !ruled.is_empty() {
        let heading = capitalised(say!(
            lang,
            "cli-standings-ruled-heading",
            count = ruled.len()
        ));
        let _ = write!(out, "<h2>{}</h2>\n<ul class=\"ruled\">\n", escape(&heading));
        for line in ruled {
            let _ = writeln!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul>\n");
    }
}

/// The findings, each with its games.
fn findings_list(out: &mut String, tournament: &Tournament, lang: Lang) {
    if !tournament.findings.is_empty() {
        let heading = capitalised(say!(
            lang,
            "cli-standings-findings",
            count = tournament.findings.len()
        ));
        let _ = write!(
            out,
            "<h2>{}</h2>\n<ul class=\"findings\">\n",
            escape(&heading)
        );
        for finding in &tournament.findings {
            let class = match finding.severity {
                arbiter::Severity::Error => "error",
                arbiter::Severity::Warning => "warning",
                arbiter::Severity::Info => "info",
            };
            let games: Vec<String> = finding
                .games
                .iter()
                .map(|g| escape(&g.phrase().say(lang)))
                .collect();
            let _ = write!(out, "<li class=\"{class}\">{}", escape(&finding.said(lang)));
            if !games.is_empty() {
                let _ = write!(out, "<br><small>{}</small>", games.join("; "));
            }
            out.push_str("</li>\n");
        }
        out.push_str("</ul>\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("D'Almeida <b> & \"x\""),
            "D&#39;Almeida &lt;b&gt; &amp; &quot;x&quot;"
        );
    }
}
