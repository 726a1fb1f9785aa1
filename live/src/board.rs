//! One board of a live round: its game refereed version after version ([`GameReplay`]), and
//! what of it was told already, so that each version tells only what is new.

use crate::event::What;
use crate::key::GameKey;
use arbiter::{
    DrawClause, ExporterFaults, Finding, FindingKind, GameReplay, GameReport, OutcomeReason,
    RefereeOptions, Resumption,
};
use pdn::{Game, GameResult};

/// One game of the round and what was told of it.
#[derive(Debug)]
pub struct Board {
    key: GameKey,
    replay: GameReplay,
    report: Option<GameReport>,
    /// The moves told, as written.
    moves: Vec<String>,
    /// The findings told, without where they stand in the file (a game moves down the file as
    /// the games before it grow).
    findings: Vec<Finding>,
    /// The plies whose second occurrence of a position was told.
    repeated: Vec<u32>,
    /// The draw by rule told.
    draw: Option<(DrawClause, u32)>,
    /// The counts told about to run out: their clause and the ply they started at.
    warned: Vec<(DrawClause, u32)>,
    /// The result told.
    result: Option<String>,
    /// Told `removed`: the game was not in the last version.
    pub(crate) removed: bool,
}

/// An event of one board before it is numbered: its ply and what happened.
pub(crate) type Told = (u32, What);

impl Board {
    /// A game new to the round.
    pub(crate) fn new(key: GameKey, options: RefereeOptions) -> Board {
        Board {
            key,
            replay: GameReplay::new(options),
            report: None,
            moves: Vec::new(),
            findings: Vec::new(),
            repeated: Vec::new(),
            draw: None,
            warned: Vec::new(),
            result: None,
            removed: false,
        }
    }

    /// The game's key.
    pub fn key(&self) -> &GameKey {
        &self.key
    }

    /// The report on the last version (what `check` gives on it), with its moves.
    pub fn report(&self) -> Option<&GameReport> {
        self.report.as_ref()
    }

    /// The last move carried out, as written (spaces taken out): what a diagram of the position
    /// highlights.
    pub fn last_move(&self) -> Option<String> {
        self.moves
            .last()
            .map(|m| m.split_whitespace().collect::<String>())
    }

    /// The draw counts running where the last version ends.
    pub fn running_counts(&self) -> &[arbiter::DrawCount] {
        self.replay.running_counts()
    }

    /// Referees the new version of the game (`faults`: the file's exporter faults so far, as
    /// `check` says them) and tells what is new in it, in order of play; a count is told when
    /// `warn_moves` moves or fewer are left of it.
    pub(crate) fn update(
        &mut self,
        game: &Game<'_>,
        faults: &mut ExporterFaults,
        warn_moves: u32,
    ) -> Vec<Told> {
        let (mut report, how) = self.replay.referee(game);
        faults.see(&mut report);
        // The moves replayed, as written (a placeholder `...` is no move).
        let written = game
            .moves
            .iter()
            .filter(|t| t.kind != pdn::MoveKind::Placeholder)
            .take(report.plies as usize);
        let mut told: Vec<(u32, u8, What)> = Vec::new();
        let common = self
            .moves
            .iter()
            .zip(written.clone())
            .take_while(|(a, b)| a.as_str() == b.text)
            .count();
        if common < self.moves.len() || how == Resumption::Rewritten && self.report.is_some() {
            let kept = u32::try_from(common).unwrap_or(u32::MAX);
            told.push((kept, 0, What::Rewritten { kept_plies: kept }));
            self.forget_after(kept);
        }
        for (ply, token) in (1..).zip(written).skip(self.moves.len()) {
            let notation = token.text.split_whitespace().collect::<String>();
            told.push((ply, 1, What::Move { notation }));
            self.moves.push(token.text.to_string());
        }
        self.tell_findings(&report, &mut told);
        self.tell_repetitions(&mut told);
        self.tell_draw(&report, &mut told);
        self.tell_counts(report.plies, warn_moves, &mut told);
        self.tell_result(&report, &mut told);
        told.sort_by_key(|(ply, order, _)| (*ply, *order));
        self.report = Some(report);
        told.into_iter().map(|(ply, _, what)| (ply, what)).collect()
    }

    /// Forgets what was told after ply `kept`: a rewritten game tells it again if it is still
    /// there.
    fn forget_after(&mut self, kept: u32) {
        self.moves.truncate(kept as usize);
        self.findings
            .retain(|f| f.ply.is_some_and(|ply| ply.0 <= kept));
        self.repeated.retain(|ply| *ply <= kept);
        self.draw = self.draw.filter(|(_, ply)| *ply <= kept);
        self.warned.clear();
        self.result = None;
    }

    /// The findings not told yet (each as often as the report has it).
    fn tell_findings(&mut self, report: &GameReport, told: &mut Vec<(u32, u8, What)>) {
        let mut matched = vec![false; self.findings.len()];
        let mut new = Vec::new();
        for finding in &report.findings {
            let bare = Finding {
                line: None,
                column: None,
                ..finding.clone()
            };
            let seen = self
                .findings
                .iter()
                .enumerate()
                .position(|(i, f)| !matched[i] && *f == bare);
            match seen {
                Some(i) => matched[i] = true,
                None => {
                    let ply = finding.ply.map_or(report.plies, |p| p.0);
                    told.push((ply, 2, What::Finding(Box::new(finding.clone()))));
                    new.push(bare);
                }
            }
        }
        self.findings.extend(new);
    }

    /// The positions on the board a second time, each once, as the referee's draw tracking
    /// counted them.
    fn tell_repetitions(&mut self, told: &mut Vec<(u32, u8, What)>) {
        for repetition in self.replay.repetitions() {
            let ply = repetition.ply.0;
            if !self.repeated.contains(&ply) {
                self.repeated.push(ply);
                let earlier = repetition.earlier.iter().map(|p| p.0).collect();
                told.push((ply, 3, What::Repetition { earlier }));
            }
        }
    }

    /// The draw by rule, once.
    fn tell_draw(&mut self, report: &GameReport, told: &mut Vec<(u32, u8, What)>) {
        let OutcomeReason::Draw(clause) = report.outcome.reason else {
            return;
        };
        let ply = report.outcome.ply.map_or(report.plies, |p| p.0);
        if self.draw != Some((clause, ply)) {
            self.draw = Some((clause, ply));
            told.push((ply, 4, What::Draw(clause)));
        }
    }

    /// The counts running out in `warn_moves` moves or fewer, each once.
    fn tell_counts(&mut self, plies: u32, warn_moves: u32, told: &mut Vec<(u32, u8, What)>) {
        for count in self.replay.running_counts() {
            let moves_left = moves_left(count.limit_ply.0, plies);
            let id = (count.clause, count.started_ply.0);
            if moves_left <= warn_moves && !self.warned.contains(&id) {
                self.warned.push(id);
                told.push((
                    plies,
                    5,
                    What::Count {
                        clause: count.clause,
                        moves_left,
                        limit_ply: count.limit_ply.0,
                    },
                ));
            }
        }
    }

    /// A result entered (or changed), and whether the board contradicts it.
    fn tell_result(&mut self, report: &GameReport, told: &mut Vec<(u32, u8, What)>) {
        let Some(recorded) = report
            .recorded_result
            .as_ref()
            .filter(|r| has_ended(r.result))
        else {
            return;
        };
        if self.result.as_deref() == Some(recorded.text.as_str()) {
            return;
        }
        self.result = Some(recorded.text.clone());
        let contradicted = report.findings.iter().any(|f| {
            matches!(
                f.kind,
                FindingKind::ResultMismatch | FindingKind::ResultTagMismatch
            )
        });
        told.push((
            report.plies,
            6,
            What::Result {
                result: recorded.text.clone(),
                contradicted,
            },
        ));
    }

    /// Plies refereed in the last version the game was in.
    pub fn plies(&self) -> u32 {
        self.report.as_ref().map_or(0, |r| r.plies)
    }

    /// Whether the last version says the game has ended (a result entered).
    pub fn has_ended(&self) -> bool {
        self.report
            .as_ref()
            .and_then(|r| r.recorded_result.as_ref())
            .is_some_and(|r| has_ended(r.result))
    }
}

/// Whether a recorded result says the game is over (not `*`, not unreadable).
fn has_ended(result: GameResult) -> bool {
    !matches!(result, GameResult::Unknown | GameResult::Unrecognised)
}

/// Moves each player has left before a count running out at ply `limit` runs out, at ply `now`.
pub fn moves_left(limit: u32, now: u32) -> u32 {
    limit.saturating_sub(now).div_ceil(2)
}
