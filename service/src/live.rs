//! The live rounds the service follows (issue 30), held in memory: each a [`live::Round`] read
//! version after version as a relay re-sends its PDN, with the events it told kept in a log of
//! bounded length for the clients that reconnect (`Last-Event-ID`), and a signal that wakes the
//! event streams when a version adds events.
//!
//! Bounds (docs/api.md): at most [`MAX_ROUNDS`] rounds, each version at most the service's body
//! limit, each round's log the last [`LOG_EVENTS`] events; a round is dropped with `DELETE`.
//! Memory is then at most about `MAX_ROUNDS` x (two copies of the body limit, the boards'
//! reports, `LOG_EVENTS` events of a few hundred bytes).

use crate::checking::CheckOptions;
use arbiter::{Lang, Ruleset};
use live::{Event, Round, RoundOptions};
use pdn::Strictness;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tokio::sync::watch;

/// Most live rounds held at once.
pub const MAX_ROUNDS: usize = 32;
/// Events kept per round for reconnecting clients.
pub const LOG_EVENTS: usize = 20_000;
/// Longest name of a live round.
pub const MAX_NAME: usize = 64;

/// The live rounds, by name.
#[derive(Debug, Default)]
pub struct LiveRounds {
    rounds: Mutex<HashMap<String, Arc<LiveRound>>>,
}

/// Why a round cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    /// The name is not one.
    #[error("a live round's name is 1 to {MAX_NAME} letters, digits, `-`, `_` or `.`")]
    BadName,
    /// Every place is taken.
    #[error("{MAX_ROUNDS} live rounds are followed already: delete one first")]
    Full,
}

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while a round was updated leaves it as it was left: still a round to read.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// How a live round is read and refereed under the rules a request asked for (or a kept
/// round was refereed under).
pub fn round_options(options: &CheckOptions) -> RoundOptions {
    RoundOptions {
        read: options.read(),
        referee: options.referee(),
        ..RoundOptions::default()
    }
}

/// A round's rules as a tournament keeps them: its draw rules, and whether it is read by the
/// PDN 3.0 grammar.
pub fn rules_of(options: &RoundOptions) -> (Ruleset, bool) {
    (
        options.referee.ruleset,
        options.read.strictness == Strictness::Pdn3,
    )
}

impl LiveRounds {
    /// The round `name`, if it is followed.
    pub fn get(&self, name: &str) -> Option<Arc<LiveRound>> {
        lock(&self.rounds).get(name).cloned()
    }

    /// The round `name`, made with `options` if it is new.
    pub fn get_or_make(
        &self,
        name: &str,
        options: RoundOptions,
    ) -> Result<(Arc<LiveRound>, bool), LiveError> {
        let valid = !name.is_empty()
            && name.len() <= MAX_NAME
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
        if !valid {
            return Err(LiveError::BadName);
        }
        let mut rounds = lock(&self.rounds);
        if let Some(round) = rounds.get(name) {
            return Ok((round.clone(), false));
        }
        if rounds.len() >= MAX_ROUNDS {
            return Err(LiveError::Full);
        }
        let round = Arc::new(LiveRound::new(options));
        rounds.insert(name.to_string(), round.clone());
        Ok((round, true))
    }

    /// Every round followed, by name.
    pub fn list(&self) -> Vec<(String, Arc<LiveRound>)> {
        let mut rounds: Vec<(String, Arc<LiveRound>)> = lock(&self.rounds)
            .iter()
            .map(|(name, round)| (name.clone(), round.clone()))
            .collect();
        rounds.sort_by(|a, b| a.0.cmp(&b.0));
        rounds
    }

    /// Puts back a round resumed from the store after a restart (in place of none: a restart
    /// starts with no round).
    pub fn restore(&self, name: &str, round: Round) -> Arc<LiveRound> {
        let round = Arc::new(LiveRound::of(round));
        lock(&self.rounds).insert(name.to_string(), round.clone());
        round
    }

    /// Stops following `name`; whether it was followed. Its event streams end.
    pub fn remove(&self, name: &str) -> bool {
        let removed = lock(&self.rounds).remove(name);
        if let Some(round) = &removed {
            round.close();
        }
        removed.is_some()
    }
}

/// One live round, its event log and its signal.
#[derive(Debug)]
pub struct LiveRound {
    state: Mutex<Followed>,
    /// The last event's id, or `u64::MAX` once the round is dropped.
    signal: watch::Sender<u64>,
}

#[derive(Debug)]
struct Followed {
    round: Round,
    log: VecDeque<Event>,
}

/// What a new version did.
#[derive(Clone, Copy, Debug)]
pub struct Updated {
    /// Events it told.
    pub events: usize,
    /// The id of the last event.
    pub last_event: u64,
    /// Games in the version.
    pub games: usize,
    /// Whether every game has a result.
    pub finished: bool,
}

/// The events a stream has not sent, said.
pub struct Unsent {
    /// The SSE text of the events after the one asked.
    pub text: String,
    /// The last id in it (the one asked when none).
    pub last: u64,
    /// Events asked for that the log no longer holds.
    pub missed: u64,
}

impl LiveRound {
    fn new(options: RoundOptions) -> LiveRound {
        LiveRound::of(Round::new(options))
    }

    /// A round followed from where it is (a new one, or one resumed after a restart, whose
    /// events before are no longer in any log).
    fn of(round: Round) -> LiveRound {
        let last = round.last_id();
        LiveRound {
            state: Mutex::new(Followed {
                round,
                log: VecDeque::new(),
            }),
            signal: watch::channel(last).0,
        }
    }

    /// What is kept of the round across a restart: its last version, the id of its last event,
    /// its options.
    pub fn kept(&self) -> (Vec<u8>, u64, RoundOptions) {
        let state = lock(&self.state);
        (
            state.round.bytes().to_vec(),
            state.round.last_id(),
            state.round.options(),
        )
    }

    /// Reads the round's new version (its whole PDN), keeps its events and wakes the streams.
    pub fn update(&self, bytes: &[u8]) -> Updated {
        self.tell(|round| round.update(bytes))
    }

    /// Reads a version of a feed that may be caught mid-write (a file rewritten in place):
    /// its unfinished end is held back until a later version, or [`LiveRound::settle`].
    pub fn update_unsettled(&self, bytes: &[u8]) -> Updated {
        self.tell(|round| round.update_unsettled(bytes))
    }

    /// Takes the last version as whole once its feed stands still.
    pub fn settle(&self) -> Updated {
        self.tell(Round::settle)
    }

    /// Runs `read` on the round, keeps the events it tells and wakes the streams.
    fn tell(&self, read: impl FnOnce(&mut Round) -> Vec<Event>) -> Updated {
        let mut state = lock(&self.state);
        let events = read(&mut state.round);
        let told = events.len();
        state.log.extend(events);
        let excess = state.log.len().saturating_sub(LOG_EVENTS);
        state.log.drain(..excess);
        let last_event = state.round.last_id();
        let updated = Updated {
            events: told,
            last_event,
            games: state.round.boards().count(),
            finished: state.round.finished(),
        };
        drop(state);
        if told > 0 {
            self.signal.send_replace(last_event);
        }
        updated
    }

    /// Runs `read` on the round.
    pub fn read<T>(&self, read: impl FnOnce(&Round) -> T) -> T {
        read(&lock(&self.state).round)
    }

    /// A receiver woken at each version that adds events (and when the round is dropped).
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.signal.subscribe()
    }

    /// Whether the round was dropped.
    pub fn is_closed(&self) -> bool {
        *self.signal.borrow() == u64::MAX
    }

    fn close(&self) {
        self.signal.send_replace(u64::MAX);
    }

    /// The events after `after`, as Server-Sent Events in `lang` (at most `most` of them).
    pub fn unsent(&self, after: u64, lang: Lang, most: usize) -> Unsent {
        let state = lock(&self.state);
        // An empty log (a round resumed after a restart) holds nothing up to the last id.
        let first = state
            .log
            .front()
            .map_or(state.round.last_id() + 1, |e| e.id);
        let missed = first.saturating_sub(after + 1);
        let mut text = String::new();
        let mut last = after;
        for event in state.log.iter().filter(|e| e.id > after).take(most) {
            // One `data:` line: the JSON has no line break.
            text.push_str(&format!("id: {}\ndata: {}\n\n", event.id, event.said(lang)));
            last = event.id;
        }
        Unsent { text, last, missed }
    }
}
