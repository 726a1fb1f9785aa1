//! A live round: the round's whole PDN, version after version, each game matched to its board
//! by White, Black and Round, each board telling what is new.

use crate::board::{Board, moves_left};
use crate::event::{Event, What, clause_name};
use crate::key::GameKey;
use crate::tail::open_tail;
use arbiter::{ExporterFaults, GameReport, Lang, RefereeOptions};
use serde_json::{Value, json};
use std::collections::HashMap;

/// How a round is refereed and when it warns.
#[derive(Clone, Copy, Debug)]
pub struct RoundOptions {
    /// How the file is read.
    pub read: pdn::ReadOptions,
    /// How each game is refereed (the ruleset).
    pub referee: RefereeOptions,
    /// A count is told about to run out when this many moves each or fewer are left of it.
    pub warn_moves: u32,
}

impl Default for RoundOptions {
    fn default() -> RoundOptions {
        RoundOptions {
            read: pdn::ReadOptions::default(),
            referee: RefereeOptions::default(),
            warn_moves: 3,
        }
    }
}

/// How a version was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Version {
    /// Whole, as sent (a PUT's body) or as the file stood still.
    Whole,
    /// From a file that may be half-written; the last game held back when it starts at `held`.
    Unsettled {
        /// Where the held-back last game starts.
        held: Option<u64>,
    },
}

/// A round followed as its PDN grows.
#[derive(Debug)]
pub struct Round {
    options: RoundOptions,
    boards: Vec<Board>,
    by_key: HashMap<GameKey, usize>,
    /// The boards of the last version, in its file order.
    order: Vec<usize>,
    /// The last event's id.
    last_id: u64,
    /// The last version's bytes.
    bytes: Vec<u8>,
    /// The last version's last game was held back, its end unfinished.
    held: bool,
    /// Boards missing from versions that may have been cut (read unsettled), not told
    /// `removed` yet: told when a whole version still lacks them.
    unsure: Vec<usize>,
}

impl Round {
    /// A round with no version yet.
    pub fn new(options: RoundOptions) -> Round {
        Round {
            options,
            boards: Vec::new(),
            by_key: HashMap::new(),
            order: Vec::new(),
            last_id: 0,
            bytes: Vec::new(),
            held: false,
            unsure: Vec::new(),
        }
    }

    /// A round resumed after a restart from its last version and the id of the last event it
    /// told: the version is read again telling nothing (it was told), and the next event's id
    /// follows `last_id`, so that no client is told an event twice.
    pub fn resumed(options: RoundOptions, bytes: &[u8], last_id: u64) -> Round {
        let mut round = Round::new(options);
        round.update(bytes);
        round.last_id = last_id;
        round
    }

    /// Reads the round's new version (its whole PDN) and tells what is new, game by game in
    /// file order, each game's events in order of play. A game of the last version that is not
    /// in this one is told `removed`, once, after them; it keeps its board (a feed that shrinks
    /// loses nothing told), and when it comes back it is told `returned` and its replay goes on.
    pub fn update(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.read(bytes, Version::Whole)
    }

    /// Reads a new version as [`Round::update`] does, but one read from a file that relay
    /// software may be rewriting in place, so possibly cut anywhere: when its last game may be
    /// unfinished (no result or `*` ends it, or the bytes stop right after its last
    /// character), that game is held back (a new one is not added, an old one keeps its board
    /// and tells nothing); and no game is told `removed` yet (the file may be cut where a game
    /// ends, the games after it not written yet). A later version completes it, or
    /// [`Round::settle`] once the file stands still.
    pub fn update_unsettled(&mut self, bytes: &[u8]) -> Vec<Event> {
        let held = open_tail(bytes, self.options.read);
        self.read(bytes, Version::Unsettled { held })
    }

    /// Takes the last version as whole (the file stood still: its end is what was written):
    /// tells what its held-back last game says and which games it lacks; nothing when it was
    /// read whole already.
    pub fn settle(&mut self) -> Vec<Event> {
        if self.settled() {
            return Vec::new();
        }
        let bytes = std::mem::take(&mut self.bytes);
        self.read(&bytes, Version::Whole)
    }

    /// Whether the last version was read as whole: nothing held back, no game's absence
    /// waiting to be told ([`Round::settle`] has nothing to do).
    pub fn settled(&self) -> bool {
        !self.held && self.unsure.is_empty()
    }

    /// Whether the last version's last game was held back, its end unfinished.
    pub fn held_back(&self) -> bool {
        self.held
    }

    /// Reads a version.
    fn read(&mut self, bytes: &[u8], version: Version) -> Vec<Event> {
        let held = match version {
            Version::Whole => None,
            Version::Unsettled { held } => held,
        };
        let mut told = Vec::new();
        let mut faults = ExporterFaults::default();
        let mut repeats: HashMap<GameKey, u32> = HashMap::new();
        let mut order = Vec::new();
        let mut reader = pdn::Reader::with_options(bytes, self.options.read);
        // Reading from memory cannot fail.
        while let Ok(Some(game)) = reader.next_game() {
            let mut key = GameKey::of(&game);
            let repeat = repeats.entry(key.clone()).or_insert(0);
            key.repeat = *repeat;
            *repeat += 1;
            if held == Some(game.offset) {
                // Unfinished: an old board stays where it is in the file, a new one waits.
                order.extend(self.by_key.get(&key).copied());
                continue;
            }
            let index = match self.by_key.get(&key) {
                Some(&index) => {
                    let board = &mut self.boards[index];
                    if board.removed {
                        board.removed = false;
                        told.push((index, board.plies(), What::Returned));
                    }
                    index
                }
                None => {
                    self.boards
                        .push(Board::new(key.clone(), self.options.referee));
                    let index = self.boards.len() - 1;
                    self.by_key.insert(key.clone(), index);
                    told.push((index, 0, What::Game));
                    index
                }
            };
            order.push(index);
            let board = &mut self.boards[index];
            for (ply, what) in board.update(&game, &mut faults, self.options.warn_moves) {
                told.push((index, ply, what));
            }
        }
        let mut present = vec![false; self.boards.len()];
        for &index in &order {
            present[index] = true;
        }
        // A version that may be cut says nothing yet of the games it lacks.
        let mut unsure = Vec::new();
        let earlier = self.order.iter().chain(&self.unsure);
        for &index in earlier {
            let board = &mut self.boards[index];
            if present[index] || board.removed || unsure.contains(&index) {
                continue;
            }
            if version == Version::Whole {
                board.removed = true;
                told.push((index, board.plies(), What::Removed));
            } else {
                unsure.push(index);
            }
        }
        self.unsure = unsure;
        self.order = order;
        self.bytes = bytes.to_vec();
        self.held = held.is_some();
        told.into_iter()
            .map(|(index, ply, what)| {
                self.last_id += 1;
                Event {
                    id: self.last_id,
                    game: self.boards[index].key().clone(),
                    ply,
                    what,
                }
            })
            .collect()
    }

    /// The boards of the last version, in its file order.
    pub fn boards(&self) -> impl Iterator<Item = &Board> {
        self.order.iter().map(|&i| &self.boards[i])
    }

    /// The reports on the last version's games, in file order: what `check` gives on it.
    pub fn reports(&self) -> Vec<&GameReport> {
        self.boards().filter_map(Board::report).collect()
    }

    /// Whether the last version says every game has ended (and has a game, none held back).
    pub fn finished(&self) -> bool {
        !self.held && !self.order.is_empty() && self.boards().all(Board::has_ended)
    }

    /// How the round is read and refereed.
    pub fn options(&self) -> RoundOptions {
        self.options
    }

    /// The last version's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The id of the last event told (0 before any).
    pub fn last_id(&self) -> u64 {
        self.last_id
    }

    /// Board `n` (1-based, in the last version's file order).
    pub fn board(&self, n: usize) -> Option<&Board> {
        let index = *self.order.get(n.checked_sub(1)?)?;
        self.boards.get(index)
    }

    /// The report on game `n` (1-based, in file order) of the last version with its moves
    /// carried out and the position before each, for its diagrams: the board's report (its
    /// findings as the events told them), the moves from a replay of the version's bytes (the
    /// boards keep no positions: that would cost every ply of every version).
    pub fn replayed(&self, n: usize) -> Option<GameReport> {
        let board = self.board(n)?;
        let mut report = board.report()?.clone();
        let mut reader = pdn::Reader::with_options(&self.bytes[..], self.options.read);
        let mut at = 0;
        // Reading from memory cannot fail.
        while let Ok(Some(game)) = reader.next_game() {
            at += 1;
            if at < n {
                continue;
            }
            let options = RefereeOptions {
                include_moves: true,
                ..self.options.referee
            };
            let again = arbiter::referee(&game, &options);
            report.moves = again.moves;
            report.unplayed_moves = again.unplayed_moves;
            return Some(report);
        }
        None
    }

    /// Game `n` (1-based, in file order) of the last version, its words in `lang`: the report
    /// as a stored game's (tags, findings in order, each's index the diagram's `finding`,
    /// outcome, draw counts), each move with the position after it (`fen_after`), and the
    /// state's `counts` and `ended`.
    pub fn game(&self, n: usize, lang: Lang) -> Option<Value> {
        let board = self.board(n)?;
        let report = self.replayed(n)?;
        let mut value = serde_json::to_value(report.said(lang)).ok()?;
        let state = board_state(board, lang);
        if let (Value::Object(to), Value::Object(from)) = (&mut value, state) {
            for (key, field) in from {
                if matches!(
                    key.as_str(),
                    "white" | "black" | "round" | "repeat" | "counts" | "ended" | "result"
                ) {
                    to.insert(key, field);
                }
            }
        }
        let moves = report.moves.as_deref().unwrap_or(&[]);
        if let Some(Value::Array(said)) = value.get_mut("moves") {
            for (k, mv) in said.iter_mut().enumerate() {
                let after = moves
                    .get(k + 1)
                    .map(|next| next.fen_before.as_str())
                    .or(report.final_fen.as_deref());
                mv["fen_after"] = json!(after);
            }
        }
        value["n"] = json!(n);
        value["last_event"] = json!(self.last_id);
        Some(value)
    }

    /// The state of every game, its words in `lang`: players, plies, the position, the
    /// verdict so far, the findings, the counts running with the moves left of each.
    pub fn state(&self, lang: Lang) -> Value {
        let games: Vec<Value> = self
            .boards()
            .zip(1..)
            .map(|(board, n)| {
                let mut state = board_state(board, lang);
                // Its place in the file: `GET /live/{name}/games/{n}`.
                state["n"] = json!(n);
                state
            })
            .collect();
        json!({
            "games": games,
            "finished": self.finished(),
            "last_event": self.last_id,
        })
    }
}

/// One board's state.
fn board_state(board: &Board, lang: Lang) -> Value {
    let key = board.key();
    let Some(report) = board.report() else {
        return json!({"white": key.white, "black": key.black, "round": key.round});
    };
    let counts: Vec<Value> = board
        .running_counts()
        .iter()
        .map(|count| {
            json!({
                "clause": clause_name(count.clause),
                "article": count.clause.article(),
                "started_ply": count.started_ply.0,
                "limit_ply": count.limit_ply.0,
                "moves_left": moves_left(count.limit_ply.0, report.plies),
            })
        })
        .collect();
    let findings: Vec<Value> = report
        .findings
        .iter()
        .map(|f| {
            json!({
                "kind": f.kind.name(),
                "severity": f.severity,
                "ply": f.ply.map(|p| p.0),
                "notation": f.notation,
                "message": f.message(lang),
            })
        })
        .collect();
    json!({
        "white": key.white,
        "black": key.black,
        "round": key.round,
        "repeat": key.repeat,
        "plies": report.plies,
        "fen": report.final_fen,
        "last_move": board.last_move(),
        "status": report.status,
        "result": report.recorded_result.as_ref().map(|r| r.text.clone()),
        "ended": board.has_ended(),
        "outcome": report.outcome,
        "findings": findings,
        "counts": counts,
    })
}
