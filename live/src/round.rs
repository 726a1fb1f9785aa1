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
        if !self.held && self.unsure.is_empty() {
            return Vec::new();
        }
        let bytes = std::mem::take(&mut self.bytes);
        self.read(&bytes, Version::Whole)
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

    /// The state of every game, its words in `lang`: players, plies, the position, the
    /// verdict so far, the findings, the counts running with the moves left of each.
    pub fn state(&self, lang: Lang) -> Value {
        let games: Vec<Value> = self
            .boards()
            .map(|board| board_state(board, lang))
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
        "status": report.status,
        "result": report.recorded_result.as_ref().map(|r| r.text.clone()),
        "ended": board.has_ended(),
        "outcome": report.outcome,
        "findings": findings,
        "counts": counts,
    })
}
