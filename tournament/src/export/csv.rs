//! CSV exports (RFC 4180 quoting, `\n` line ends, a header row): standings, crosstable, the
//! FMJD results table and every game's verdict.
//!
//! Every cell goes through `field`, which also keeps a spreadsheet from running a cell as a
//! formula (OWASP's CSV injection rule): a cell starting with `=`, `+`, `-`, `@`, a tab or a
//! carriage return is written as text, a `'` in front and quoted (`"'=1+1"`). A cell that is a
//! number as a whole (`-1`, `-0.5`) is a number to a spreadsheet, never a formula, and stays as
//! it is so that it still adds up; a forfeit's lone `+` or `-` mark is not a number and is
//! written `'+`, `'-`.

use super::{crosstable_grid, round_table};
use crate::Tournament;
use crate::crosstable::Crosstable;
use crate::game::Placement;
use arbiter::Severity;

/// What a spreadsheet takes for the start of a formula at the start of a cell.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether a spreadsheet reads the cell as a plain number (an optional sign, digits, an
/// optional fraction).
fn is_number(text: &str) -> bool {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "0"));
    !whole.is_empty()
        && !fraction.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && fraction.bytes().all(|b| b.is_ascii_digit())
}

/// A field as written: quoted when it holds a comma, a quote, a line end or edge spaces, and
/// made text (`'` in front, quoted) when a spreadsheet would run it as a formula.
fn field(text: &str) -> String {
    if text.starts_with(FORMULA_STARTS) && !is_number(text) {
        return format!("\"'{}\"", text.replace('"', "\"\""));
    }
    let needs = text.contains([',', '"', '\n', '\r']) || text.trim() != text;
    if needs {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// One line of fields.
fn line<S: AsRef<str>>(fields: impl IntoIterator<Item = S>) -> String {
    let fields: Vec<String> = fields.into_iter().map(|f| field(f.as_ref())).collect();
    format!("{}\n", fields.join(","))
}

fn opt<T: ToString>(value: Option<T>) -> String {
    value.map_or(String::new(), |v| v.to_string())
}

/// The standings: rank, name, FMJD id, title, federation, rating, points, games, wins, draws,
/// losses, byes, disputed, then one column per tie-break in the order applied, each headed
/// with its place (`tb1_wins`): a tie-break of wins is not the wins column again.
pub fn standings(tournament: &Tournament) -> String {
    let mut out = line(
        [
            "rank",
            "name",
            "fmjd_id",
            "title",
            "federation",
            "rating",
            "points",
            "games",
            "wins",
            "draws",
            "losses",
            "byes",
            "disputed",
        ]
        .into_iter()
        .map(str::to_string)
        .chain(
            tournament
                .tiebreaks
                .iter()
                .enumerate()
                .map(|(i, t)| format!("tb{}_{}", i + 1, t.name())),
        ),
    );
    for row in &tournament.standings {
        let player = tournament.player(row.player);
        out.push_str(&line(
            [
                row.rank.to_string(),
                player.name.clone(),
                opt(player.fmjd_id.as_ref()),
                opt(player.title.as_ref()),
                opt(player.federation.as_ref()),
                opt(player.rating),
                row.points.to_string(),
                row.games.to_string(),
                row.wins.to_string(),
                row.draws.to_string(),
                row.losses.to_string(),
                row.byes.to_string(),
                row.disputed.to_string(),
            ]
            .into_iter()
            .chain(row.tiebreaks.iter().map(|(_, v)| v.to_string())),
        ));
    }
    out
}

/// The crosstable: a round robin's player-by-player table (columns numbered by standings
/// position), or a Swiss table (one column per round).
pub fn crosstable(tournament: &Tournament) -> String {
    let (columns, rows) = crosstable_grid(tournament);
    let mut out = line(
        ["position".to_string(), "name".to_string()]
            .into_iter()
            .chain(columns)
            .chain(["points".to_string()]),
    );
    for row in rows {
        out.push_str(&line(
            [row.position.to_string(), row.name.to_string()]
                .into_iter()
                .chain(row.cells)
                .chain([row.points.to_string()]),
        ));
    }
    out
}

/// The FMJD results table: the event's header (`event`, `site`, `from`, `to`,
/// `chief_arbiter`, one row each, then an empty line), then place, FMJD id, title, name,
/// federation, rating, one column per round (`2/11w`: points, the opponent's place, colour),
/// points.
pub fn fmjd(tournament: &Tournament) -> String {
    let Crosstable::Swiss { rounds, rows } = round_table(tournament) else {
        return String::new();
    };
    let event = &tournament.event;
    let mut out = String::new();
    for (key, value) in [
        ("event", event.name.clone()),
        ("site", event.site.clone()),
        ("from", event.from.map(|d| d.to_string())),
        ("to", event.to.map(|d| d.to_string())),
        ("chief_arbiter", event.arbiter.clone()),
    ] {
        out.push_str(&line([key.to_string(), value.unwrap_or_default()]));
    }
    out.push('\n');
    out.push_str(&line(
        ["place", "fmjd_id", "title", "name", "federation", "rating"]
            .into_iter()
            .map(str::to_string)
            .chain(
                rounds
                    .iter()
                    .map(|r| r.map_or("R?".to_string(), |r| format!("R{r}"))),
            )
            .chain(["points".to_string()]),
    ));
    for (row, standing) in rows.iter().zip(&tournament.standings) {
        let player = tournament.player(row.player);
        out.push_str(&line(
            [
                standing.rank.to_string(),
                opt(player.fmjd_id.as_ref()),
                opt(player.title.as_ref()),
                player.name.clone(),
                opt(player.federation.as_ref()),
                opt(player.rating),
            ]
            .into_iter()
            .chain(row.cells.iter().map(|c| c.text.clone()))
            .chain([row.points.to_string()]),
        ));
    }
    out
}

/// Every game's verdict, in input order: file, index, line, round, board, white, black, the
/// result recorded and the one counted, the referee's status, its errors and warnings, and the
/// first problem's message.
pub fn verdicts(tournament: &Tournament) -> String {
    let mut out = line([
        "file", "index", "line", "round", "board", "white", "black", "recorded", "counted",
        "status", "errors", "warnings", "problem",
    ]);
    for record in &tournament.records {
        let report = &record.report;
        let game = match record.placement {
            Placement::Game(id) => Some(&tournament.games[id.0]),
            _ => None,
        };
        let count = |severity| {
            report
                .findings
                .iter()
                .filter(|f| f.severity == severity)
                .count()
        };
        let problem = report
            .findings
            .iter()
            .find(|f| f.severity >= Severity::Warning)
            .map(|f| f.message(arbiter::Lang::En));
        let name = |side: &str| {
            let id = game.map(|g| if side == "White" { g.white } else { g.black });
            id.map(|id| tournament.player(id).name.clone())
                .or_else(|| report.tag(side).map(str::to_string))
        };
        out.push_str(&line([
            record.at.file.clone(),
            record.at.index.to_string(),
            record.at.line.to_string(),
            opt(record.round.map(|r| r.round)),
            opt(record.round.and_then(|r| r.board)),
            opt(name("White")),
            opt(name("Black")),
            opt(report.recorded_result.as_ref().map(|r| r.text.clone())),
            opt(game.and_then(|g| g.counting.counted()).map(|r| r.text())),
            report.status.name().to_string(),
            count(Severity::Error).to_string(),
            count(Severity::Warning).to_string(),
            opt(problem),
        ]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_quoted_when_they_must_be() {
        assert_eq!(field("Koops, Lambert Jan"), "\"Koops, Lambert Jan\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("plain"), "plain");
        assert_eq!(line(["a", "b,c"]), "a,\"b,c\"\n");
    }

    #[test]
    fn no_cell_is_a_formula() {
        assert_eq!(field("=1+1"), "\"'=1+1\"");
        assert_eq!(field("@SUM(A1)"), "\"'@SUM(A1)\"");
        assert_eq!(field("+cmd|' /C calc'!A0"), "\"'+cmd|' /C calc'!A0\"");
        assert_eq!(field("-2+3"), "\"'-2+3\"");
        assert_eq!(field("\t=1"), "\"'\t=1\"");
        assert_eq!(field("\r=1"), "\"'\r=1\"");
        assert_eq!(field("=\"a\",b"), "\"'=\"\"a\"\",b\"");
        // A forfeit's marks are text; numbers stay numbers.
        assert_eq!(field("-"), "\"'-\"");
        assert_eq!(field("+/3w"), "\"'+/3w\"");
        assert_eq!(field("-1"), "-1");
        assert_eq!(field("-0.5"), "-0.5");
        assert_eq!(field("+2"), "+2");
        assert_eq!(field("2/11w"), "2/11w");
        assert_eq!(field("-.5"), "\"'-.5\"");
        assert_eq!(field("1-1"), "1-1");
    }
}
