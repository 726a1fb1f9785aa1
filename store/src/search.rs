//! Searching every stored game: by player (name as [`crate::names`] folds it, or FMJD id),
//! event, tournament, date range, round, verdict, finding kind, result and copies, a page at a
//! time, newest games first.
//!
//! Names are searched in the `names` table (one row per spelling, far fewer than games) and the
//! games found through their indexes on White, Black and Event, so a player's games come back
//! in milliseconds however large the archive (docs/performance.md has the figures).

use super::read::{GAME_FIELDS, NAME_JOINS, game_from_row};
use super::sql::Val;
use super::{GameSummary, Store, StoreError, status_code};
use crate::names::name_words;
use arbiter::{FindingKind, Status};
use serde::Serialize;
use utoipa::ToSchema;

/// Which side a player searched for played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// White or Black.
    Either,
    /// White only.
    White,
    /// Black only.
    Black,
}

/// What to look for; every filter given must hold.
#[derive(Clone, Debug)]
pub struct SearchQuery {
    /// Words of a player's name, in any order (`baliakin`, `Alexander Baliakin`).
    pub player: Option<String>,
    /// The side the player had.
    pub side: Side,
    /// An FMJD id (the `WhiteFmjdId`/`BlackFmjdId` tags).
    pub fmjd_id: Option<String>,
    /// Words of the Event tag.
    pub event: Option<String>,
    /// A tournament's id.
    pub tournament: Option<String>,
    /// First day (`yyyymmdd`) a game's date may fall on.
    pub date_from: Option<i64>,
    /// Last day (`yyyymmdd`).
    pub date_to: Option<i64>,
    /// The Round tag as written.
    pub round: Option<String>,
    /// The verdict.
    pub status: Option<Status>,
    /// A kind of finding the game has.
    pub finding: Option<FindingKind>,
    /// The result as written (`2-0`, `1-1`).
    pub result: Option<String>,
    /// Only games stored more than once.
    pub duplicates: bool,
    /// Who asks: only the tournaments it may read are searched (`None`: no token, public ones).
    pub caller: Option<super::Caller>,
    /// Page size.
    pub limit: u32,
    /// Games skipped.
    pub offset: u64,
}

impl SearchQuery {
    /// Whether the search is by a kind of finding and nothing else about the games (the
    /// tournaments the caller may read aside).
    fn kind_alone(&self) -> bool {
        self.finding.is_some()
            && self.player.is_none()
            && self.fmjd_id.is_none()
            && self.event.is_none()
            && self.tournament.is_none()
            && self.date_from.is_none()
            && self.date_to.is_none()
            && self.round.is_none()
            && self.status.is_none()
            && self.result.is_none()
            && !self.duplicates
    }
}

impl Default for SearchQuery {
    fn default() -> Self {
        SearchQuery {
            player: None,
            side: Side::Either,
            fmjd_id: None,
            event: None,
            tournament: None,
            date_from: None,
            date_to: None,
            round: None,
            status: None,
            finding: None,
            result: None,
            duplicates: false,
            caller: None,
            limit: 50,
            offset: 0,
        }
    }
}

/// A game found, with its tournament.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GameHit {
    /// The tournament's id (`/api/v1/tournaments/{tournament}/games/{n}` is the game).
    pub tournament: String,
    /// The tournament's name.
    pub tournament_name: String,
    /// The game as listed in its tournament.
    #[serde(flatten)]
    pub game: GameSummary,
}

/// A page of games found.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SearchPage {
    /// Games found in all.
    pub total: u64,
    /// The page size asked for.
    pub limit: u32,
    /// Games skipped.
    pub offset: u64,
    /// This page, newest games first (by date, then by upload).
    pub items: Vec<GameHit>,
}

/// How a search by kind finds its page. Few games of a kind: its rows of `game_kinds` read and
/// its games sorted by date. Many: the games walked newest first by the date index, each looked
/// up in `game_kinds`, which finds a page after a few hundred games where sorting would read
/// every game of the kind (the million-game archive's `parse_warning`, 142,366 games: 0.3 ms
/// against 123 ms in SQLite).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum KindPlan {
    /// The kind's games found by the index of kinds, then sorted.
    ByKind,
    /// The games read by date, newest first, until the page is full.
    ByDate,
}

impl KindPlan {
    /// The plan for a page of `limit` after `offset` among the `found` games of a kind, out of
    /// `stored` games. Walking by date reads about (limit + offset) x stored / found games
    /// (spread over the dates as the kind's games are), sorting reads the `found`: the walk is
    /// taken when it reads fewer, with room to spare for a kind bunched in older games.
    fn for_page(found: i64, stored: i64, limit: u32, offset: u64) -> KindPlan {
        let walked = (u128::from(limit) + u128::from(offset)) * u128::try_from(stored).unwrap_or(0);
        let found = u128::try_from(found).unwrap_or(0);
        if found > 0 && walked < found * found {
            KindPlan::ByDate
        } else {
            KindPlan::ByKind
        }
    }
}

/// An owned parameter, while the query is built.
enum Param {
    Int(i64),
    Text(String),
}

/// The WHERE clause and its parameters.
#[derive(Default)]
struct Filter {
    clauses: Vec<String>,
    params: Vec<Param>,
    /// Whether an index of the filter finds few games: they are then sorted, rather than the
    /// date index walked in order past every game that fails the filter.
    selective: bool,
    /// When the search is by kind alone (and the tournaments the caller may read): the place
    /// of the kind's clause in `clauses` and its placeholder. Its count is then read from
    /// `game_kinds`.
    kind_alone: Option<(usize, String)>,
}

impl Filter {
    /// A placeholder for a new parameter.
    fn param(&mut self, value: Param) -> String {
        self.params.push(value);
        format!("?{}", self.params.len())
    }

    /// `names` rows whose key has a word beginning with each word of `text` (as
    /// [`crate::names::key_has_words`]); `None` when `text` has no word.
    fn names_with_words(&mut self, text: &str) -> Option<String> {
        let words = name_words(text);
        if words.is_empty() {
            return None;
        }
        let tests: Vec<String> = words
            .into_iter()
            .map(|w| {
                // Keys and words are ASCII letters and digits only: no LIKE wildcard in them.
                let p = self.param(Param::Text(format!("% {w}%")));
                format!("(' ' || key) LIKE {p}")
            })
            .collect();
        Some(format!(
            "SELECT pk FROM names WHERE {}",
            tests.join(" AND ")
        ))
    }

    fn of(query: &SearchQuery, plan: KindPlan) -> Filter {
        let mut f = Filter {
            selective: query.player.is_some()
                || query.fmjd_id.is_some()
                || query.event.is_some()
                || query.tournament.is_some()
                || (query.finding.is_some() && plan == KindPlan::ByKind)
                || query.duplicates,
            ..Filter::default()
        };
        // In this order: the parameters are numbered as they are added (the same whatever
        // the plan).
        f.players(query);
        f.places(query);
        f.readable(query);
        f.dates(query);
        f.verdicts(query, plan);
        f
    }

    /// Who played: a name (its words) or an FMJD id, on the side asked.
    fn players(&mut self, query: &SearchQuery) {
        if let Some(player) = &query.player {
            match self.names_with_words(player) {
                Some(names) => self.clauses.push(match query.side {
                    Side::Either => format!("(g.white IN ({names}) OR g.black IN ({names}))"),
                    Side::White => format!("g.white IN ({names})"),
                    Side::Black => format!("g.black IN ({names})"),
                }),
                // A name with no letter in it matches no one.
                None => self.clauses.push("1 = 0".into()),
            }
        }
        if let Some(id) = &query.fmjd_id {
            let p = self.param(Param::Text(id.trim().to_string()));
            self.clauses.push(match query.side {
                Side::Either => format!("(g.white_fmjd = {p} OR g.black_fmjd = {p})"),
                Side::White => format!("g.white_fmjd = {p}"),
                Side::Black => format!("g.black_fmjd = {p}"),
            });
        }
    }

    /// Where: the event (its words) and the tournament.
    fn places(&mut self, query: &SearchQuery) {
        if let Some(event) = &query.event {
            match self.names_with_words(event) {
                Some(names) => self.clauses.push(format!("g.event IN ({names})")),
                None => self.clauses.push("1 = 0".into()),
            }
        }
        if let Some(id) = &query.tournament {
            let p = self.param(Param::Text(id.clone()));
            self.clauses.push(format!("t.id = {p}"));
        }
    }

    /// Only the tournaments the caller may read.
    fn readable(&mut self, query: &SearchQuery) {
        if let Some((readable, name)) =
            super::access::readable_condition(query.caller.as_ref(), self.params.len() + 1)
        {
            if let Some(token) = name {
                self.param(Param::Int(token));
            }
            self.clauses.push(readable);
        }
    }

    /// When: the dates the game may have been played on, and its round.
    fn dates(&mut self, query: &SearchQuery) {
        if let Some(from) = query.date_from {
            let p = self.param(Param::Int(from));
            self.clauses
                .push(format!("COALESCE(g.date_hi, g.date_lo) >= {p}"));
        }
        if let Some(to) = query.date_to {
            let p = self.param(Param::Int(to));
            self.clauses.push(format!("g.date_lo <= {p}"));
        }
        if let Some(round) = &query.round {
            let p = self.param(Param::Text(round.trim().to_string()));
            self.clauses.push(format!("g.round = {p}"));
        }
    }

    /// What was found: the status, a finding kind, the result, a copy elsewhere.
    fn verdicts(&mut self, query: &SearchQuery, plan: KindPlan) {
        if let Some(status) = query.status {
            let code = status_code(status);
            let p = self.param(Param::Int(code));
            self.clauses.push(if code == 0 {
                format!("g.status = {p}")
            } else {
                // Says outright what the partial index of games with problems holds.
                self.selective = true;
                format!("g.status = {p} AND g.status <> 0")
            });
        }
        if let Some(kind) = query.finding {
            let bit = FindingKind::ALL
                .iter()
                .position(|k| *k == kind)
                .unwrap_or(0);
            let p = self.param(Param::Int(i64::try_from(bit).unwrap_or(i64::MAX)));
            let clause = self.clauses.len();
            self.clauses.push(match plan {
                // The kind's range of `game_kinds`, each game then found by its key: the
                // games with other findings are never read.
                KindPlan::ByKind => format!(
                    "(g.tournament, g.n) IN (SELECT k.tournament, k.n FROM game_kinds k \
                     WHERE k.kind = {p})"
                ),
                // Each game met on the date index looked up by its key in `game_kinds`.
                KindPlan::ByDate => format!(
                    "EXISTS (SELECT 1 FROM game_kinds k WHERE k.kind = {p} \
                     AND k.tournament = g.tournament AND k.n = g.n)"
                ),
            });
            if query.kind_alone() {
                self.kind_alone = Some((clause, p));
            }
        }
        if let Some(result) = &query.result {
            let spellings: Vec<String> = result_spellings(result)
                .into_iter()
                .map(|s| self.param(Param::Text(s)))
                .collect();
            self.clauses
                .push(format!("g.result IN ({})", spellings.join(", ")));
        }
        if query.duplicates {
            self.clauses.push(
                "g.copy_key IS NOT NULL AND EXISTS (SELECT 1 FROM games o \
                 WHERE o.copy_key = g.copy_key AND (o.tournament <> g.tournament OR o.n <> g.n))"
                    .into(),
            );
        }
    }

    fn where_clause(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", self.clauses.join(" AND "))
        }
    }

    /// The count of games found. By kind alone, the kind's rows of `game_kinds` of the
    /// tournaments the caller may read, without reading a game (the readable test is on the
    /// tournament, and every row of `game_kinds` is a stored game's).
    fn count_sql(&self) -> String {
        match &self.kind_alone {
            Some((kind_clause, p)) => {
                let mut tests: Vec<String> = self
                    .clauses
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| i != kind_clause)
                    .map(|(_, c)| c.clone())
                    .collect();
                tests.push(format!("k.kind = {p}"));
                format!(
                    "SELECT count(*) FROM game_kinds k JOIN tournaments t ON t.pk = k.tournament \
                     WHERE {}",
                    tests.join(" AND ")
                )
            }
            None => format!(
                "SELECT count(*) FROM games g JOIN tournaments t ON t.pk = g.tournament {}",
                self.where_clause()
            ),
        }
    }

    fn values(&self) -> Vec<Val<'_>> {
        self.params
            .iter()
            .map(|p| match p {
                Param::Int(v) => Val::Int(*v),
                Param::Text(s) => Val::Text(s),
            })
            .collect()
    }
}

/// Every result as the files write them (PDN.md, "Results"): international, chess-style and
/// the draws written outside PDN 3.0.
const RESULT_FORMS: [&str; 10] = [
    "2-0", "1-0", "0-2", "0-1", "1-1", "1/2-1/2", "½-½", "0.5-0.5", "0-0", "*",
];

/// The texts a stored game's result may have to be the result `typed`: every spelling of the
/// same result (`1-1` finds the draws written `1/2-1/2`, `½-½` or `0.5-0.5`, and `1/2-1/2`
/// the draws written `1-1`), spaces typed inside it ignored and any dash a hyphen; the text
/// alone when it is no
/// result (the Delft match score `4-6`).
fn result_spellings(typed: &str) -> Vec<String> {
    // Dashes as word processors and phones write them (`1–1`, `1‑1`) are the hyphen.
    let compact: String = typed
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' => '-',
            c => c,
        })
        .collect();
    let (result, _) = pdn::parse_result(&compact);
    if result == pdn::GameResult::Unrecognised {
        return vec![typed.trim().to_string()];
    }
    RESULT_FORMS
        .iter()
        .filter(|form| pdn::parse_result(form).0 == result)
        .map(|form| (*form).to_string())
        .collect()
}

/// A search's statements: its filter, the count of games found and the page (whose last two
/// parameters are the page size and the games skipped, after the filter's).
struct Statements {
    filter: Filter,
    count_sql: String,
    page_sql: String,
}

impl Statements {
    fn of(query: &SearchQuery, plan: KindPlan) -> Statements {
        let filter = Filter::of(query, plan);
        let where_clause = filter.where_clause();
        let n = filter.params.len();
        let count_sql = filter.count_sql();
        let page_sql = format!(
            "SELECT t.id, t.name, {GAME_FIELDS} FROM games g \
             JOIN tournaments t ON t.pk = g.tournament {NAME_JOINS} {where_clause} \
             ORDER BY {}g.date_lo DESC NULLS LAST, g.tournament DESC, g.n \
             LIMIT ?{} OFFSET ?{}",
            // `+`: not the date index for the order (both databases read it so).
            if filter.selective { "+" } else { "" },
            n + 1,
            n + 2
        );
        Statements {
            filter,
            count_sql,
            page_sql,
        }
    }
}

impl Store {
    /// The games that match `query`, a page at a time (total and page from one snapshot).
    pub fn search(&self, query: &SearchQuery) -> Result<SearchPage, StoreError> {
        self.in_snapshot(|conn| search_planned(conn, query, None))
    }
}

/// A search, with the plan of a search by kind alone chosen from the kind's count (the same
/// games in the same order whatever the plan), or the one given.
fn search_planned(
    conn: &mut dyn super::sql::Conn,
    query: &SearchQuery,
    forced: Option<KindPlan>,
) -> Result<SearchPage, StoreError> {
    // The count and the parameters are the same for both plans.
    let counted = Statements::of(query, KindPlan::ByKind);
    let mut values = counted.filter.values();
    let total = conn.query_int(&counted.count_sql, &values)?;
    let plan = match forced {
        Some(plan) => plan,
        None if query.kind_alone() => {
            // PostgreSQL sums integers as numeric: cast back.
            let stored = conn.query_int(
                "SELECT CAST(coalesce(sum(games), 0) AS BIGINT) FROM tournaments",
                &[],
            )?;
            KindPlan::for_page(total, stored, query.limit, query.offset)
        }
        None => KindPlan::ByKind,
    };
    let page_sql = match plan {
        KindPlan::ByKind => counted.page_sql,
        KindPlan::ByDate => Statements::of(query, plan).page_sql,
    };
    values.push(Val::int(query.limit));
    values.push(Val::int(query.offset));
    let items = conn.query_map(&page_sql, &values, |r| {
        Ok(GameHit {
            tournament: r.text(0)?,
            tournament_name: r.text(1)?,
            game: game_from_row(r, 2)?,
        })
    })?;
    Ok(SearchPage {
        total: u64::try_from(total).unwrap_or(0),
        limit: query.limit,
        offset: query.offset,
        items,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_is_searched_in_every_spelling() {
        let draws = ["1-1", "1/2-1/2", "½-½", "0.5-0.5"];
        for typed in [
            "1-1",
            "1/2-1/2",
            "½-½",
            "0.5-0.5",
            " 1 - 1 ",
            "1/2 - 1/2",
            "1–1",
            "1\u{2011}1",
        ] {
            assert_eq!(result_spellings(typed), draws, "{typed}");
        }
        assert_eq!(result_spellings("2-0"), ["2-0", "1-0"]);
        assert_eq!(result_spellings("0-1"), ["0-2", "0-1"]);
        assert_eq!(result_spellings("0-0"), ["0-0"]);
        assert_eq!(result_spellings("*"), ["*"]);
        assert_eq!(result_spellings(" 4-6 "), ["4-6"]);
    }

    /// SQLite's plan of the count and the page of a search.
    fn plans(query: &SearchQuery, kind_plan: KindPlan) -> (Vec<String>, Vec<String>) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("plan.db")).unwrap();
        let statements = Statements::of(query, kind_plan);
        let mut values = statements.filter.values();
        let plan = |conn: &mut dyn super::super::sql::Conn, sql: &str, values: &[Val<'_>]| {
            conn.query_map(&format!("EXPLAIN QUERY PLAN {sql}"), values, |r| r.text(3))
        };
        let count = store
            .with_conn(|conn| plan(conn, &statements.count_sql, &values))
            .unwrap();
        values.extend([Val::Int(50), Val::Int(0)]);
        let page = store
            .with_conn(|conn| plan(conn, &statements.page_sql, &values))
            .unwrap();
        (count, page)
    }

    /// A search by kind reads the kind's range of `game_kinds` (or walks the games by date
    /// when many have it), and counts from `game_kinds` alone: no scan of `games` (issue 31).
    #[test]
    fn a_search_by_kind_is_an_index_lookup() {
        let by_kind = SearchQuery {
            finding: Some(FindingKind::MissedCapture),
            ..SearchQuery::default()
        };
        let has = |steps: &[String], step: &str| steps.iter().any(|s| s == step);
        // A kind few games have: its rows of `game_kinds`, each game by its key.
        let (count, page) = plans(&by_kind, KindPlan::ByKind);
        assert!(
            has(&count, "SEARCH k USING PRIMARY KEY (kind=?)"),
            "{count:?}"
        );
        assert!(!count.iter().any(|s| s.contains(" g ")), "{count:?}");
        assert!(
            has(&page, "SEARCH k USING PRIMARY KEY (kind=?)"),
            "{page:?}"
        );
        assert!(
            has(&page, "SEARCH g USING PRIMARY KEY (tournament=? AND n=?)"),
            "{page:?}"
        );
        assert!(!page.iter().any(|s| s.starts_with("SCAN g")), "{page:?}");
        // A kind many games have: the games by date, each looked up in `game_kinds`, no sort.
        let (_, page) = plans(&by_kind, KindPlan::ByDate);
        assert!(
            page.iter()
                .any(|s| s.starts_with("SCAN g USING") && s.ends_with("INDEX games_by_date")),
            "{page:?}"
        );
        assert!(
            has(
                &page,
                "SEARCH k USING PRIMARY KEY (kind=? AND tournament=? AND n=?)"
            ),
            "{page:?}"
        );
        assert!(!has(&page, "USE TEMP B-TREE FOR ORDER BY"), "{page:?}");
        // With anything else about the games, the count reads the games.
        let (count, _) = plans(
            &SearchQuery {
                date_from: Some(20000101),
                ..by_kind
            },
            KindPlan::ByKind,
        );
        assert!(count.iter().any(|s| s.contains(" g ")), "{count:?}");
    }

    #[test]
    fn the_walk_by_date_is_taken_where_it_reads_fewer_games() {
        // The million-game archive: 1,309,771 games, pages of 50.
        let stored = 1_309_771;
        assert_eq!(KindPlan::for_page(142_366, stored, 50, 0), KindPlan::ByDate);
        assert_eq!(KindPlan::for_page(14_553, stored, 50, 0), KindPlan::ByDate);
        assert_eq!(KindPlan::for_page(2_079, stored, 50, 0), KindPlan::ByKind);
        assert_eq!(
            KindPlan::for_page(14_553, stored, 50, 5_000),
            KindPlan::ByKind
        );
        assert_eq!(
            KindPlan::for_page(142_366, stored, 50, 5_000),
            KindPlan::ByDate
        );
        assert_eq!(KindPlan::for_page(0, stored, 50, 0), KindPlan::ByKind);
        assert_eq!(KindPlan::for_page(0, 0, 50, 0), KindPlan::ByKind);
        assert_eq!(
            KindPlan::for_page(i64::MAX, i64::MAX, u32::MAX, u64::MAX),
            KindPlan::ByKind
        );
    }

    /// Stores every PDN file of `dir` as a tournament of its own, every third one private,
    /// half of those owned by `owner` and half by no token.
    fn store_fixtures(store: &Store, dir: &std::path::Path, owner: i64) {
        use sha2::{Digest, Sha256};
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
            .collect();
        files.sort();
        for (i, path) in files.iter().enumerate() {
            let bytes = std::fs::read(path).unwrap();
            let sha: String = Sha256::digest(&bytes)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let private = i % 3 == 2;
            let header = crate::TournamentHeader {
                name: path.display().to_string(),
                file_name: None,
                uploaded_by: "fed".into(),
                owner: (private && i % 6 == 2).then_some(owner),
                ruleset: arbiter::Ruleset::default(),
                strict: false,
                max_game_bytes: pdn::ReadOptions::default().max_game_bytes,
                round: None,
                private,
            };
            let crate::Begun::Writing(mut writer) =
                store.begin_tournament(&header, Some(&sha)).unwrap()
            else {
                continue;
            };
            writer.original(&bytes).unwrap();
            let options = arbiter::RefereeOptions {
                keep_played: true,
                ..arbiter::RefereeOptions::default()
            };
            for chunk in pdn::GameSplitter::from_slice(&bytes[..]) {
                let chunk = chunk.unwrap();
                let (text, context) = pdn::decode_chunk(&chunk);
                let game = pdn::parse_game(&text, &context, &pdn::ReadOptions::default());
                let report = arbiter::referee(&game, &options);
                writer
                    .add(&crate::NewGame {
                        location: crate::GameLocation::of(&chunk),
                        report,
                    })
                    .unwrap();
            }
            writer.commit().unwrap();
        }
    }

    #[test]
    fn both_plans_of_a_search_by_kind_find_the_same_games_in_the_same_order() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("kinds.db")).unwrap();
        store
            .create_token_as("arbiter", super::super::Role::Arbiter, "test")
            .unwrap();
        let token = store.list_tokens().unwrap()[0].id;
        let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
        for sub in ["referee", "http", "cli", "web"] {
            store_fixtures(&store, &fixtures.join(sub), token);
        }
        let callers = [
            None,
            Some(super::super::Caller {
                token,
                name: "arbiter".into(),
                role: super::super::Role::Arbiter,
            }),
            Some(super::super::Caller {
                token: token + 1,
                name: "reader".into(),
                role: super::super::Role::Reader,
            }),
        ];
        let mut found = 0;
        let mut seen = [0; 3];
        for kind in FindingKind::ALL {
            for (c, caller) in callers.iter().enumerate() {
                for (limit, offset) in [(50, 0), (1, 0), (3, 2), (7, 5), (50, 40)] {
                    let query = SearchQuery {
                        finding: Some(kind),
                        caller: caller.clone(),
                        limit,
                        offset,
                        ..SearchQuery::default()
                    };
                    let pages = [KindPlan::ByKind, KindPlan::ByDate].map(|plan| {
                        let page = store
                            .in_snapshot(|conn| search_planned(conn, &query, Some(plan)))
                            .unwrap();
                        let games: Vec<(String, u32)> = page
                            .items
                            .iter()
                            .map(|h| (h.tournament.clone(), h.game.n))
                            .collect();
                        (page.total, games)
                    });
                    assert_eq!(pages[0], pages[1], "{kind:?} {caller:?} {limit} {offset}");
                    found += pages[0].1.len();
                    seen[c] += pages[0].0;
                }
            }
        }
        assert!(found > 100, "{found} games found in all");
        // The private tournaments are some of them: a stranger sees fewer than their owner,
        // who sees fewer than a reader of everything.
        assert!(seen[0] < seen[1] && seen[1] < seen[2], "{seen:?}");
    }

    #[test]
    fn every_result_form_is_a_result() {
        for form in RESULT_FORMS {
            assert_ne!(
                pdn::parse_result(form).0,
                pdn::GameResult::Unrecognised,
                "{form}"
            );
        }
    }
}
