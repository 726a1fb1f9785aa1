//! The standings report as text, for a terminal: the header, the standings, the crosstable and
//! the findings.

use super::crosstable_grid;
use crate::{System, Tournament};
use arbiter::Lang;
use std::fmt::Write;
use words::say;

/// Left or right.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// Columns padded to their widest cell (in characters), two spaces apart.
fn table(headers: &[String], rows: &[Vec<String>], align: &[Align]) -> String {
    let width = |s: &str| s.chars().count();
    let mut widths: Vec<usize> = headers.iter().map(|h| width(h)).collect();
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(i) {
                *w = (*w).max(width(cell));
            }
        }
    }
    let mut out = String::new();
    for row in std::iter::once(headers).chain(rows.iter().map(Vec::as_slice)) {
        let mut text = String::new();
        for (i, cell) in row.iter().enumerate() {
            let pad = widths
                .get(i)
                .copied()
                .unwrap_or(0)
                .saturating_sub(width(cell));
            if i > 0 {
                text.push_str("  ");
            }
            match align.get(i).copied().unwrap_or(Align::Left) {
                Align::Left => {
                    text.push_str(cell);
                    text.extend(std::iter::repeat_n(' ', pad));
                }
                Align::Right => {
                    text.extend(std::iter::repeat_n(' ', pad));
                    text.push_str(cell);
                }
            }
        }
        out.push_str(text.trim_end());
        out.push('\n');
    }
    out
}

/// The system's name in `lang` (round robin, Swiss).
fn system_name(system: System, lang: Lang) -> String {
    match system {
        System::RoundRobin { cycles: 1 } => say!(lang, "cli-standings-round-robin"),
        System::RoundRobin { cycles } => {
            say!(lang, "cli-standings-round-robin-cycles", cycles = cycles)
        }
        System::Swiss => say!(lang, "cli-standings-swiss"),
    }
}

/// The header lines in `lang`: name, place and dates; system, rounds, players, games,
/// tie-breaks.
pub(crate) fn header_in(tournament: &Tournament, lang: Lang) -> (String, String) {
    let event = &tournament.event;
    let mut title = event
        .name
        .clone()
        .unwrap_or_else(|| say!(lang, "cli-standings-untitled"));
    if let Some(site) = &event.site {
        let _ = write!(title, ", {site}");
    }
    match (event.from, event.to) {
        (Some(from), Some(to)) if from != to => {
            let dates = say!(
                lang,
                "cli-standings-dates",
                from = from.to_string(),
                to = to.to_string()
            );
            let _ = write!(title, ", {dates}");
        }
        (Some(from), _) => {
            let _ = write!(title, ", {from}");
        }
        _ => {}
    }
    // The tie-breaks' names in the language, as the page says them (English keeps the codes).
    let tiebreaks: Vec<String> = tournament
        .tiebreaks
        .iter()
        .map(|t| match lang {
            Lang::En => t.name().to_string(),
            _ => words::words_of(lang, &format!("page-tiebreak-{}", t.name())),
        })
        .collect();
    let summary = say!(
        lang,
        "cli-standings-summary",
        system = system_name(tournament.system, lang),
        rounds = tournament.rounds,
        players = tournament.players.len(),
        games = tournament.counted_games(),
        tiebreaks = if tiebreaks.is_empty() {
            say!(lang, "cli-standings-no-tiebreaks")
        } else {
            tiebreaks.join(", ")
        }
    );
    (title, summary)
}

/// The standings table, its headings in `lang`.
fn standings_table_in(tournament: &Tournament, lang: Lang) -> String {
    let mut headers: Vec<String> = vec![
        say!(lang, "cli-standings-col-rank"),
        say!(lang, "cli-standings-col-name"),
        say!(lang, "cli-standings-col-points"),
        say!(lang, "cli-standings-col-games"),
        say!(lang, "cli-standings-col-wins"),
        say!(lang, "cli-standings-col-draws"),
        say!(lang, "cli-standings-col-losses"),
    ];
    let with_byes = tournament.standings.iter().any(|r| r.byes > 0);
    let with_disputed = tournament
        .standings
        .iter()
        .any(|r| r.disputed > 0 || r.not_counted > 0);
    if with_byes {
        headers.push(say!(lang, "cli-standings-col-byes"));
    }
    if with_disputed {
        headers.push(say!(lang, "cli-standings-col-uncounted"));
    }
    // In the order applied, each with its place: `1:W` is the first tie-break, not the wins.
    headers.extend(tournament.tiebreaks.iter().enumerate().map(|(i, t)| {
        let short = words::words_of(lang, &format!("page-tiebreak-{}-short", t.name()));
        format!("{}:{short}", i + 1)
    }));
    let rows: Vec<Vec<String>> = tournament
        .standings
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.rank.to_string(),
                tournament.player(row.player).name.clone(),
                row.points.to_string(),
                row.games.to_string(),
                row.wins.to_string(),
                row.draws.to_string(),
                row.losses.to_string(),
            ];
            if with_byes {
                cells.push(row.byes.to_string());
            }
            if with_disputed {
                cells.push((row.disputed + row.not_counted).to_string());
            }
            cells.extend(row.tiebreaks.iter().map(|(_, v)| v.said(lang)));
            cells
        })
        .collect();
    let mut align = vec![Align::Right, Align::Left];
    align.resize(headers.len(), Align::Right);
    table(&headers, &rows, &align)
}

/// The crosstable, its headings in English (the text export).
pub(crate) fn crosstable_table(tournament: &Tournament) -> String {
    crosstable_table_in(tournament, Lang::En)
}

/// The crosstable, its headings in `lang`.
pub(crate) fn crosstable_table_in(tournament: &Tournament, lang: Lang) -> String {
    let (columns, rows) = crosstable_grid(tournament);
    let headers: Vec<String> = ["#".to_string(), say!(lang, "cli-standings-col-name")]
        .into_iter()
        .chain(columns)
        .chain([say!(lang, "cli-standings-col-points")])
        .collect();
    let rows: Vec<Vec<String>> = rows
        .into_iter()
        .map(|row| {
            [row.position.to_string(), row.name.to_string()]
                .into_iter()
                .chain(row.cells)
                .chain([row.points.to_string()])
                .collect()
        })
        .collect();
    let mut align = vec![Align::Right, Align::Left];
    align.resize(headers.len(), Align::Right);
    table(&headers, &rows, &align)
}

/// The whole report, its findings in English (the text export).
pub fn report(tournament: &Tournament) -> String {
    report_in(tournament, Lang::En)
}

/// The whole report in `lang` (the CLI's `standings --lang`): its words and its findings; the
/// names, results and tie-break abbreviations stay as they are.
pub fn report_in(tournament: &Tournament, lang: Lang) -> String {
    let (title, summary) = header_in(tournament, lang);
    let mut out = format!("{title}\n{summary}\n\n");
    out.push_str(&standings_table_in(tournament, lang));
    let _ = writeln!(out, "\n{}", say!(lang, "cli-standings-crosstable"));
    out.push_str(&crosstable_table_in(tournament, lang));
    let ruled = super::ruled_results_in(tournament, lang);
    if !ruled.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            say!(lang, "cli-standings-ruled-heading", count = ruled.len())
        );
        for line in ruled {
            let _ = writeln!(out, "  {line}");
        }
    }
    if tournament.findings.is_empty() {
        let _ = writeln!(out, "\n{}", say!(lang, "cli-standings-no-findings"));
    } else {
        let _ = writeln!(
            out,
            "\n{}",
            say!(
                lang,
                "cli-standings-findings",
                count = tournament.findings.len()
            )
        );
        let labels = [
            say!(lang, "cli-severity-error"),
            say!(lang, "cli-severity-warning"),
            say!(lang, "cli-severity-info"),
        ];
        // The sentences start in one column, the widest severity's (7 in English).
        let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(7);
        for finding in &tournament.findings {
            let severity = match finding.severity {
                arbiter::Severity::Error => &labels[0],
                arbiter::Severity::Warning => &labels[1],
                arbiter::Severity::Info => &labels[2],
            };
            let _ = writeln!(out, "{severity:<width$}  {}", finding.said(lang));
            for game in &finding.games {
                let _ = writeln!(out, "{:width$}  {}", "", game.phrase().say(lang));
            }
        }
    }
    out
}
