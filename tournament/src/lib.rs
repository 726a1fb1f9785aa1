//! Tournaments: from refereed games to a checked tournament (issue 13).
//!
//! The input is plain data: each game's verdict (tags included) and the file it came in
//! ([`GameInput`]), and what the arbiter decided beside the records ([`Decisions`]: results as
//! ruled, byes, forfeits, merges and renames). [`Tournament::build`] works out, in order:
//!
//! 1. the players ([`player`]), names compared as [`name`] says;
//! 2. each game's round ([`round`]), date ([`date`]) and the result that counts ([`result`]);
//! 3. copies of one game, and one pairing recorded with different results (`checks`);
//! 4. every player's card of rounds ([`card`]), the system played ([`system`]);
//! 5. the standings with their tie-breaks ([`standings`], [`tiebreak`]) and the crosstable
//!    ([`crosstable`]);
//! 6. the pairing and round checks, as [`Finding`]s naming their games.
//!
//! [`export`] writes the results: standings and crosstable as CSV, JSON and printable HTML, the
//! FMJD results table, the tournament as one normalised PDN and as its original files, and
//! every game's verdict as CSV and JSON. Definitions and sources: `docs/tournament.md`.

pub mod card;
mod checks;
pub mod crosstable;
pub mod date;
pub mod decided;
pub mod decisions;
pub mod event;
pub mod export;
pub mod finding;
pub mod game;
pub mod name;
pub mod player;
pub mod result;
pub mod round;
pub mod scoring;
pub mod standings;
pub mod suggest;
pub mod system;
pub mod tiebreak;
pub mod written;

pub use card::{Cards, Entry, EntryKind, EntryResult};
pub use crosstable::Crosstable;
pub use decisions::{
    Bye, Decisions, Forfeit, Merge, Rename, ResultRuling, RoundCorrection, RulingKind,
};
pub use event::EventInfo;
pub use finding::{Finding, FindingKind, GameRef};
pub use game::{
    GameId, GameInput, Origin, Placement, Record, RoundSource, TournamentGame, Unplayed,
};
pub use player::{Player, PlayerId};
pub use result::{Counting, Decided, Dispute, Outcome, ResultSource, Uncounted};
pub use round::{RoundNumber, RoundRef, RoundTag, parse_round_tag, round_from_file_name};
pub use scoring::Scoring;
pub use standings::Row;
pub use suggest::{Suggested, Suggestion};
pub use system::{System, SystemChoice};
pub use tiebreak::{Tiebreak, TiebreakValue};

use arbiter::Color;
use date::{DateTag, parse_date_tag};
use event::EventTally;
use player::{Roster, SideMarks, is_bye_name};
use words::Arg;
use words::sentence;

/// How to build a tournament: what the arbiter sets rather than the files.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// The tournament's name (else the games' Event tags).
    pub name: Option<String>,
    /// Its place (else the games' Site tags).
    pub site: Option<String>,
    /// The chief arbiter (else the games' Arbiter tags), for the FMJD table's header.
    pub arbiter: Option<String>,
    /// The system, or `Auto` to tell it from the games.
    pub system: SystemChoice,
    /// The tie-breaks in order (else FMJD's for the system).
    pub tiebreaks: Option<Vec<Tiebreak>>,
    /// Points for each outcome.
    pub scoring: Scoring,
}

/// A checked tournament.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// Name, place, dates.
    pub event: EventInfo,
    /// The system played.
    pub system: System,
    /// The last round (0 when no game has a round).
    pub rounds: u32,
    /// The tie-breaks applied, in order.
    pub tiebreaks: Vec<Tiebreak>,
    /// The points each outcome gives.
    pub scoring: Scoring,
    /// The players, by [`PlayerId`].
    pub players: Vec<Player>,
    /// Every record received, in input order.
    pub records: Vec<Record>,
    /// The games between two players, by [`GameId`].
    pub games: Vec<TournamentGame>,
    /// Byes and forfeits of games never played.
    pub unplayed: Vec<Unplayed>,
    /// Every player's rounds.
    pub cards: Cards,
    /// The standings, best first.
    pub standings: Vec<Row>,
    /// The crosstable.
    pub crosstable: Crosstable,
    /// What was found, errors first.
    pub findings: Vec<Finding>,
    /// Decisions suggested to the arbiter, each with its evidence (also among the findings).
    pub suggestions: Vec<Suggestion>,
}

impl Tournament {
    /// Builds the tournament from its games and the arbiter's decisions.
    pub fn build(inputs: Vec<GameInput>, decisions: &Decisions, settings: &Settings) -> Tournament {
        let mut builder = Builder::new(decisions, settings);
        for input in inputs {
            builder.add(input);
        }
        builder.finish()
    }

    /// The player with `id`.
    pub fn player(&self, id: PlayerId) -> &Player {
        &self.players[id.0]
    }

    /// The standings row of a player.
    pub fn row_of(&self, id: PlayerId) -> Option<&Row> {
        self.standings.iter().find(|r| r.player == id)
    }

    /// Every suggestion as one decisions file, each with a comment in `lang` saying why.
    pub fn suggested_decisions(&self, lang: arbiter::Lang) -> Decisions {
        suggest::decisions(&self.suggestions, lang)
    }

    /// The games between two players, each counted once however many copies the files hold.
    pub fn counted_games(&self) -> usize {
        self.games
            .iter()
            .filter(|g| g.counting != Counting::NotCounted(Uncounted::Duplicate))
            .count()
    }

    /// The errors still open (a disputed result, two games in one round): while there is one,
    /// the federation's exports are not written.
    pub fn open_errors(&self) -> Vec<&Finding> {
        self.findings
            .iter()
            .filter(|f| f.severity == arbiter::Severity::Error)
            .collect()
    }

    /// Whether some finding is an error (a disputed result, a broken pairing).
    pub fn has_errors(&self) -> bool {
        self.findings
            .iter()
            .any(|f| f.severity == arbiter::Severity::Error)
    }
}

/// The state between the games coming in and the tournament going out.
struct Builder<'a> {
    decisions: &'a Decisions,
    settings: &'a Settings,
    roster: Roster,
    event: EventTally,
    records: Vec<Record>,
    games: Vec<TournamentGame>,
    unplayed: Vec<Unplayed>,
    findings: Vec<Finding>,
    /// What each game's names said beside the names (White's, Black's).
    marks: Vec<(GameId, SideMarks, SideMarks)>,
}

impl<'a> Builder<'a> {
    fn new(decisions: &'a Decisions, settings: &'a Settings) -> Builder<'a> {
        Builder {
            decisions,
            settings,
            roster: Roster::new(decisions),
            event: EventTally::default(),
            records: Vec::new(),
            games: Vec::new(),
            unplayed: Vec::new(),
            findings: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// Places one record: its round, date, players and result.
    fn add(&mut self, input: GameInput) {
        let GameInput {
            file,
            file_round,
            report,
        } = input;
        let at = GameRef {
            file,
            index: report.index,
            line: report.source.line,
        };
        self.event.add(report.tag("Event"), report.tag("Site"));
        self.event
            .arbiter(report.tag("Arbiter").or_else(|| report.tag("ChiefArbiter")));
        let date = self.date(&report, &at);
        let (round, round_source) = self.round(&report, &at, file_round);

        let white_name = report.tag("White").unwrap_or_default();
        let black_name = report.tag("Black").unwrap_or_default();
        let placement = if is_bye_name(black_name) || is_bye_name(white_name) {
            self.bye_game(&report, &at, round, is_bye_name(black_name))
        } else {
            match (
                self.roster.side(&report, Color::White),
                self.roster.side(&report, Color::Black),
            ) {
                (Some((white, white_marks)), Some((black, black_marks))) if white != black => {
                    let id = GameId(self.games.len());
                    self.marks.push((id, white_marks, black_marks));
                    let ruling = self.decisions.ruling(&at.file, at.index);
                    self.games.push(TournamentGame {
                        id,
                        at: at.clone(),
                        record: self.records.len(),
                        round,
                        round_source,
                        white,
                        black,
                        recorded: report.recorded_result.as_ref().map(|r| r.text.clone()),
                        counting: result::resolve(&report, ruling),
                        status: report.status,
                        date,
                        fingerprint: (report.plies, report.final_fen.clone()),
                    });
                    Placement::Game(id)
                }
                _ => {
                    self.findings.push(
                        Finding::new(
                            FindingKind::UnnamedPlayers,
                            sentence!(
                                "tournament-unnamed-players",
                                at = at.phrase(),
                                white = white_name,
                                black = black_name
                            ),
                        )
                        .in_round(round.map(|r| r.round))
                        .games([at.clone()]),
                    );
                    Placement::Unnamed
                }
            }
        };
        self.records.push(Record {
            at,
            round,
            placement,
            report,
        });
    }

    /// A record against `Bye`: a bye for the other side, worth what the result gives it.
    fn bye_game(
        &mut self,
        report: &arbiter::GameReport,
        at: &GameRef,
        round: Option<RoundRef>,
        white_plays: bool,
    ) -> Placement {
        let side = if white_plays {
            Color::White
        } else {
            Color::Black
        };
        let Some((player, _)) = self.roster.side(report, side) else {
            return Placement::Unnamed;
        };
        let recorded = report
            .recorded_result
            .as_ref()
            .and_then(|r| Decided::parse(&r.text));
        let scoring = &self.settings.scoring;
        let points = match recorded.map(Decided::for_each_side) {
            Some((white, black)) => scoring.played(if white_plays { white } else { black }),
            None => scoring.bye,
        };
        self.unplayed.push(Unplayed::Bye {
            player,
            round: round.map(|r| r.round),
            points,
            origin: Origin::Game(at.clone()),
        });
        Placement::Bye(self.unplayed.len() - 1)
    }

    fn date(&mut self, report: &arbiter::GameReport, at: &GameRef) -> Option<date::PartialDate> {
        let value = report.tag("Date")?;
        match parse_date_tag(value) {
            DateTag::Date(date) => {
                self.event.dates(date, date);
                Some(date)
            }
            DateTag::Range(from, to) => {
                self.event.dates(from, to);
                Some(from)
            }
            DateTag::Absent => None,
            DateTag::Impossible(why) => {
                self.findings.push(
                    Finding::new(
                        FindingKind::ImpossibleDate,
                        sentence!(
                            "tournament-impossible-date",
                            at = at.phrase(),
                            value = value,
                            why = why.phrase()
                        ),
                    )
                    .games([at.clone()]),
                );
                None
            }
            DateTag::Unreadable => {
                self.findings.push(
                    Finding::new(
                        FindingKind::UnreadableDate,
                        sentence!(
                            "tournament-unreadable-date",
                            at = at.phrase(),
                            value = value
                        ),
                    )
                    .games([at.clone()]),
                );
                None
            }
        }
    }

    fn round(
        &mut self,
        report: &arbiter::GameReport,
        at: &GameRef,
        file_round: Option<RoundNumber>,
    ) -> (Option<RoundRef>, RoundSource) {
        if let Some(decided) = self.decisions.round_of(&at.file, at.index)
            && decided.round > 0
        {
            return (
                Some(RoundRef {
                    round: RoundNumber(decided.round),
                    board: None,
                }),
                RoundSource::Decision,
            );
        }
        let tag = report.tag("Round");
        match tag.map_or(RoundTag::Absent, parse_round_tag) {
            RoundTag::Round(round) => return (Some(round), RoundSource::Tag),
            RoundTag::Unreadable => {
                let tag = tag.unwrap_or_default();
                let message = match file_round {
                    Some(r) => sentence!(
                        "tournament-unreadable-round-from-file",
                        at = at.phrase(),
                        tag = tag,
                        round = r.to_string()
                    ),
                    None => sentence!("tournament-unreadable-round", at = at.phrase(), tag = tag),
                };
                self.findings.push(
                    Finding::new(FindingKind::UnreadableRound, message)
                        .in_round(file_round)
                        .games([at.clone()]),
                );
            }
            RoundTag::Absent => {}
        }
        match file_round {
            Some(round) => (Some(RoundRef { round, board: None }), RoundSource::File),
            None => (None, RoundSource::Unknown),
        }
    }

    /// Byes and forfeits the arbiter recorded.
    fn decided_unplayed(&mut self) {
        let decisions = self.decisions;
        for bye in &decisions.byes {
            match self.roster.find(&bye.player) {
                Some(player) => self.unplayed.push(Unplayed::Bye {
                    player,
                    round: Some(RoundNumber(bye.round)),
                    points: bye.points.unwrap_or(self.settings.scoring.bye),
                    origin: Origin::Decision,
                }),
                None => self.unmatched(sentence!(
                    "tournament-unmatched-bye",
                    player = &bye.player,
                    round = bye.round.to_string()
                )),
            }
        }
        for forfeit in &decisions.forfeits {
            match (
                self.roster.find(&forfeit.winner),
                self.roster.find(&forfeit.loser),
            ) {
                (Some(winner), Some(loser)) if winner != loser => {
                    self.unplayed.push(Unplayed::Forfeit {
                        round: RoundNumber(forfeit.round),
                        winner,
                        loser,
                    });
                }
                _ => self.unmatched(sentence!(
                    "tournament-unmatched-forfeit",
                    round = forfeit.round.to_string(),
                    winner = &forfeit.winner,
                    loser = &forfeit.loser
                )),
            }
        }
        let places: Vec<(&str, usize)> = decisions
            .results
            .iter()
            .map(|r| (r.file.as_str(), r.game))
            .chain(decisions.rounds.iter().map(|r| (r.file.as_str(), r.game)))
            .collect();
        for (file, game) in places {
            let found = self
                .records
                .iter()
                .any(|r| decisions::same_file(file, &r.at.file) && r.at.index == game);
            if !found {
                self.unmatched(sentence!(
                    "tournament-unmatched-ruling",
                    file = file,
                    game = game.to_string()
                ));
            }
        }
        let names: Vec<String> = decisions
            .merges
            .iter()
            .map(|m| m.from.clone())
            .chain(decisions.renames.iter().map(|r| r.from.clone()))
            .collect();
        for name in names {
            if !self.roster.alias_used(&name) {
                self.unmatched(sentence!("tournament-unmatched-name", name = name));
            }
        }
    }

    fn unmatched(&mut self, message: words::Sentence) {
        self.findings
            .push(Finding::new(FindingKind::UnmatchedDecision, message));
    }

    /// Findings on each game's result (and round).
    fn result_findings(&mut self, players: &[Player]) {
        let some_round = self.games.iter().any(|g| g.round.is_some());
        if !some_round && !self.games.is_empty() {
            self.findings.push(Finding::new(
                FindingKind::UnknownRound,
                sentence!("tournament-no-rounds"),
            ));
        }
        for game in &self.games {
            let Some(finding) = self.result_finding(game, players, some_round) else {
                continue;
            };
            let pair = [
                players[game.white.0].name.clone(),
                players[game.black.0].name.clone(),
            ];
            self.findings.push(
                finding
                    .in_round(game.round.map(|r| r.round))
                    .players(pair)
                    .games([game.at.clone()]),
            );
        }
    }

    /// What a game's result calls for: a disputed result, none, one not recognised, or a game
    /// without a round where the others have theirs.
    fn result_finding(
        &self,
        game: &TournamentGame,
        players: &[Player],
        some_round: bool,
    ) -> Option<Finding> {
        let pair = [
            players[game.white.0].name.clone(),
            players[game.black.0].name.clone(),
        ];
        let round = match game.round {
            Some(r) => Arg::from(sentence!("tournament-round-prefix", round = r.to_string())),
            None => Arg::from(""),
        };
        let recorded = match game.recorded.as_deref() {
            Some(text) => Arg::from(text),
            None => Arg::from(sentence!("tournament-no-result")),
        };
        let finding = match &game.counting {
            Counting::Disputed { dispute, .. } => disputed_finding(dispute, round, &pair)?,
            Counting::NotCounted(Uncounted::NoResult) => Finding::new(
                FindingKind::NoResult,
                sentence!(
                    "tournament-no-result-given",
                    round = round,
                    first = &pair[0],
                    second = &pair[1],
                    recorded = recorded
                ),
            ),
            Counting::NotCounted(Uncounted::Unrecognised { text }) => Finding::new(
                FindingKind::UnrecognisedResult,
                sentence!(
                    "tournament-unrecognised-result",
                    round = round,
                    first = &pair[0],
                    second = &pair[1],
                    text = text
                ),
            ),
            Counting::Counted { .. } | Counting::NotCounted(Uncounted::Duplicate) => {
                // One finding for a tournament without rounds, not one per game; a Round
                // tag that is not a round has its own finding.
                let unreadable = self.records[game.record]
                    .report
                    .tag("Round")
                    .is_some_and(|t| parse_round_tag(t) == RoundTag::Unreadable);
                if game.round.is_none() && some_round && !unreadable {
                    Finding::new(
                        FindingKind::UnknownRound,
                        sentence!(
                            "tournament-unknown-round",
                            first = &pair[0],
                            second = &pair[1]
                        ),
                    )
                } else {
                    return None;
                }
            }
        };
        Some(finding)
    }

    /// What identities were settled without the arbiter, never silently: spellings made one
    /// player, one name under two FMJD ids, and games whose names say the player was absent.
    fn identity_findings(&mut self, players: &[Player], clashes: &[player::IdClash]) {
        for player in players.iter().filter(|p| p.spellings.len() > 1) {
            let spellings: Vec<String> = player
                .spellings
                .iter()
                .map(|s| format!("\"{s}\""))
                .collect();
            let how = if player.by_decision {
                sentence!("tournament-merged-by-decision")
            } else if player.by_fmjd_id {
                sentence!(
                    "tournament-merged-by-fmjd-id",
                    id = player.fmjd_id.as_deref().unwrap_or_default()
                )
            } else {
                sentence!("tournament-merged-by-name")
            };
            self.findings.push(
                Finding::new(
                    FindingKind::MergedSpellings,
                    sentence!(
                        "tournament-merged-spellings",
                        player = &player.name,
                        spellings = spellings,
                        how = how
                    ),
                )
                .players([player.name.clone()]),
            );
        }
        for clash in clashes {
            self.findings.push(
                Finding::new(
                    FindingKind::OneNameTwoIds,
                    sentence!(
                        "tournament-one-name-two-ids",
                        name = &clash.name,
                        first = &clash.ids.0,
                        second = &clash.ids.1
                    ),
                )
                .players([clash.name.clone()]),
            );
        }
        for (id, white, black) in &self.marks {
            let game = &self.games[id.0];
            for (player, marks) in [(game.white, white), (game.black, black)] {
                let Some(mark) = &marks.availability else {
                    continue;
                };
                let name = &players[player.0].name;
                self.findings.push(
                    Finding::new(
                        FindingKind::MarkedAbsent,
                        sentence!(
                            "tournament-marked-absent",
                            at = game.at.phrase(),
                            player = name,
                            written = &marks.written,
                            mark = mark
                        ),
                    )
                    .in_round(game.round.map(|r| r.round))
                    .players([name.clone()])
                    .games([game.at.clone()]),
                );
            }
        }
    }

    fn finish(mut self) -> Tournament {
        self.decided_unplayed();
        let roster = std::mem::replace(&mut self.roster, Roster::new(&Decisions::default()));
        let clashes = roster.clashes().to_vec();
        let players = roster.finish();
        self.identity_findings(&players, &clashes);
        let copy_findings = checks::copies(&mut self.games, &players);
        self.findings.extend(copy_findings);
        self.result_findings(&players);

        let scoring = self.settings.scoring;
        let cards = Cards::new(players.len(), &self.games, &self.unplayed, &scoring);
        let persons = suggest::persons(&players, &cards);
        let (suggestions, bye_rounds) = self.suggestions(&persons, &players, &cards);
        let (system, rounds) = self.system(&persons, &players, &cards);
        let tiebreaks = self
            .settings
            .tiebreaks
            .clone()
            .unwrap_or_else(|| Tiebreak::defaults(system));
        let standings = standings::rank(&players, &cards, &tiebreaks);
        let crosstable = match system {
            System::RoundRobin { .. } => Crosstable::round_robin(&standings, &cards),
            System::Swiss => Crosstable::swiss(&standings, &cards, rounds),
        };
        self.findings
            .extend(suggestions.iter().map(|s| s.finding.clone()));
        self.findings.extend(checks::pairings(
            &self.games,
            &cards,
            &players,
            system,
            &bye_rounds,
        ));
        let event = self.event_header();
        // Errors first, then by round, then by kind; the order found within those.
        self.findings.sort_by(|a, b| {
            b.severity
                .cmp(&a.severity)
                .then(a.round.is_none().cmp(&b.round.is_none()))
                .then(a.round.cmp(&b.round))
                .then(a.kind.cmp(&b.kind))
        });
        Tournament {
            event,
            system,
            rounds,
            tiebreaks,
            scoring,
            players,
            records: self.records,
            games: self.games,
            unplayed: self.unplayed,
            cards,
            standings,
            crosstable,
            findings: self.findings,
            suggestions,
        }
    }

    /// The suggested decisions (merges, round corrections, byes), and the rounds in which a
    /// player is not to be called missing: a suggested bye's, and the rounds a spelling's
    /// suggested other self plays.
    fn suggestions(
        &self,
        persons: &suggest::Persons,
        players: &[Player],
        cards: &Cards,
    ) -> (Vec<Suggestion>, Vec<(PlayerId, RoundNumber)>) {
        let mut suggested = suggest::merges(persons, players, cards, &self.games);
        suggested.extend(self.round_suggestions(players));
        let byes = suggest::byes(persons, players, cards);
        let mut bye_rounds: Vec<(PlayerId, RoundNumber)> = byes.iter().map(|b| b.0).collect();
        // A spelling suggested as another's is not missing from the rounds the other plays:
        // the suggestion says it once, rather than a warning per spelling.
        for (members, _) in &persons.groups {
            for a in members {
                for b in members.iter().filter(|b| *b != a) {
                    bye_rounds.extend(cards.of(*b).iter().filter_map(|e| e.round).map(|r| (*a, r)));
                }
            }
        }
        suggested.extend(byes.into_iter().map(|(_, s, f)| (s, f)));
        let suggestions: Vec<Suggestion> = suggested
            .into_iter()
            .enumerate()
            .map(|(id, (decision, finding))| Suggestion {
                id,
                decision,
                finding,
            })
            .collect();
        (suggestions, bye_rounds)
    }

    /// The system and the number of rounds, told once identities are settled.
    fn system(
        &self,
        persons: &suggest::Persons,
        players: &[Player],
        cards: &Cards,
    ) -> (System, u32) {
        let rounds = cards
            .0
            .iter()
            .flatten()
            .filter_map(|e| e.round)
            .max()
            .map_or(0, |r| r.0);
        let most_entries = cards.0.iter().map(Vec::len).max().unwrap_or(0) as u32;
        // The system is told once identities are settled: the probable merges count as one
        // person, and everyone having met everyone is a round robin whatever the rounds say.
        let system = System::detect(
            self.settings.system,
            persons.count(),
            if rounds > 0 { rounds } else { most_entries },
        );
        let system = match (self.settings.system, system) {
            (SystemChoice::Auto, System::Swiss) => match each_met_each(players, cards) {
                Some(cycles) => System::RoundRobin { cycles },
                None => System::Swiss,
            },
            (_, system) => system,
        };
        (system, rounds)
    }

    /// The event's header from the tags and the settings, and a finding when the games name
    /// several events.
    fn event_header(&mut self) -> EventInfo {
        let event = std::mem::take(&mut self.event).finish(
            self.settings.name.as_deref(),
            self.settings.site.as_deref(),
            self.settings.arbiter.as_deref(),
        );
        if event.event_names.len() > 1 {
            let listed: Vec<String> = event
                .event_names
                .iter()
                .map(|(name, n)| format!("\"{name}\" ({n})"))
                .collect();
            self.findings.push(Finding::new(
                FindingKind::SeveralEvents,
                sentence!(
                    "tournament-several-events",
                    count = listed.len(),
                    events = listed
                ),
            ));
        }
        event
    }

    /// Games whose names carry a round mark that is not the round they are in: a suggested
    /// correction to the mark's round (when the two names do not give two rounds).
    fn round_suggestions(&self, players: &[Player]) -> Vec<(Suggested, Finding)> {
        let mut out = Vec::new();
        for (id, white, black) in &self.marks {
            let game = &self.games[id.0];
            let Some(round) = game.round.map(|r| r.round) else {
                continue;
            };
            if game.round_source == RoundSource::Decision {
                continue;
            }
            let marked = match (white.round, black.round) {
                (Some(a), Some(b)) if a != b => continue,
                (Some(a), _) | (None, Some(a)) => a,
                (None, None) => continue,
            };
            if marked == round {
                continue;
            }
            let written = if white.round == Some(marked) {
                &white.written
            } else {
                &black.written
            };
            let finding = Finding::new(
                FindingKind::RoundMarkDiffers,
                sentence!(
                    "tournament-round-mark-differs",
                    at = game.at.phrase(),
                    white = &players[game.white.0].name,
                    black = &players[game.black.0].name,
                    tagged = round.to_string(),
                    written = written,
                    marked = marked.to_string()
                ),
            )
            .in_round(Some(round))
            .players([
                players[game.white.0].name.clone(),
                players[game.black.0].name.clone(),
            ])
            .games([game.at.clone()]);
            out.push((
                Suggested::Round {
                    file: game.at.file.clone(),
                    game: game.at.index,
                    round: marked.0,
                },
                finding,
            ));
        }
        out
    }
}

/// The cycles of a round robin when every player met every other (at least once), counted as
/// the most meetings of one pair; `None` when some pair never met.
fn each_met_each(players: &[Player], cards: &Cards) -> Option<u32> {
    if players.len() < 3 {
        return None;
    }
    let mut most = 0;
    for a in players {
        for b in players.iter().filter(|b| b.id > a.id) {
            let met = cards
                .of(a.id)
                .iter()
                .filter(|e| e.opponent == Some(b.id))
                .count() as u32;
            if met == 0 {
                return None;
            }
            most = most.max(met);
        }
    }
    Some(most)
}

/// The finding of a result the board or the record itself contradicts; none for copies that
/// disagree, which the copies check reports with all of them.
fn disputed_finding(dispute: &Dispute, round: Arg, pair: &[String; 2]) -> Option<Finding> {
    match dispute {
        Dispute::BoardContradicts { recorded, board } => Some(Finding::new(
            FindingKind::DisputedResult,
            sentence!(
                "tournament-board-contradicts",
                round = round,
                first = &pair[0],
                second = &pair[1],
                recorded = recorded.to_string(),
                board = board.phrase()
            ),
        )),
        Dispute::TagContradictsMoves => Some(Finding::new(
            FindingKind::DisputedResult,
            sentence!(
                "tournament-tag-contradicts-moves",
                round = round,
                first = &pair[0],
                second = &pair[1]
            ),
        )),
        // Reported with all its copies by the copies check.
        Dispute::ConflictingCopies => None,
    }
}
