//! A printable HTML page: the header, the standings, the crosstable and the findings, on A4
//! in portrait (wide crosstables print in landscape), without scripts or outside resources.

use super::crosstable_grid;
use super::text::header;
use crate::Tournament;
use std::fmt::Write;

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

fn row(out: &mut String, cells: &[(String, &str)], header: bool) {
    let tag = if header { "th" } else { "td" };
    out.push_str("<tr>");
    for (text, class) in cells {
        if class.is_empty() {
            let _ = write!(out, "<{tag}>{}</{tag}>", escape(text));
        } else {
            let _ = write!(out, "<{tag} class=\"{class}\">{}</{tag}>", escape(text));
        }
    }
    out.push_str("</tr>\n");
}

/// The page: the standings, the crosstable, the results the arbiter ruled and the findings.
pub fn page(tournament: &Tournament) -> String {
    let (title, summary) = header(tournament);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <h1>{}</h1>\n<p class=\"summary\">{}</p>\n",
        escape(&title),
        escape(&title),
        escape(&summary)
    );

    standings_table(&mut out, tournament);
    crosstable_table(&mut out, tournament);
    ruled_list(&mut out, tournament);
    findings_list(&mut out, tournament);
    out.push_str("</body>\n</html>\n");
    out
}

/// The standings, the tie-breaks in the order applied.
fn standings_table(out: &mut String, tournament: &Tournament) {
    out.push_str("<h2>Standings</h2>\n<table class=\"standings\">\n");
    let mut heading: Vec<(String, &str)> = vec![
        ("Rank".into(), ""),
        ("Name".into(), "name"),
        ("Pts".into(), ""),
        ("Games".into(), ""),
        ("W".into(), ""),
        ("D".into(), ""),
        ("L".into(), ""),
    ];
    heading.extend(
        tournament
            .tiebreaks
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("{}: {}", i + 1, t.name()), "")),
    );
    row(out, &heading, true);
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
        cells.extend(standing.tiebreaks.iter().map(|(_, v)| (v.to_string(), "")));
        row(out, &cells, false);
    }
    out.push_str("</table>\n");
}

/// The crosstable, a round robin's diagonal shaded.
fn crosstable_table(out: &mut String, tournament: &Tournament) {
    out.push_str("<h2>Crosstable</h2>\n<table class=\"crosstable\">\n");
    let (columns, rows) = crosstable_grid(tournament);
    let mut heading: Vec<(String, &str)> = vec![("#".into(), ""), ("Name".into(), "name")];
    heading.extend(columns.into_iter().map(|c| (c, "")));
    heading.push(("Pts".into(), ""));
    row(out, &heading, true);
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
        row(out, &cells, false);
    }
    out.push_str("</table>\n");
}

/// The results the arbiter ruled, if any.
fn ruled_list(out: &mut String, tournament: &Tournament) {
    let ruled = super::ruled_results(tournament);
    if !ruled.is_empty() {
        let _ = write!(
            out,
            "<h2>Results ruled by the arbiter ({})</h2>\n<ul class=\"ruled\">\n",
            ruled.len()
        );
        for line in ruled {
            let _ = writeln!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul>\n");
    }
}

/// The findings, each with its games.
fn findings_list(out: &mut String, tournament: &Tournament) {
    if !tournament.findings.is_empty() {
        let _ = write!(
            out,
            "<h2>Findings ({})</h2>\n<ul class=\"findings\">\n",
            tournament.findings.len()
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
                .map(|g| escape(&g.to_string()))
                .collect();
            let _ = write!(out, "<li class=\"{class}\">{}", escape(&finding.message));
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
