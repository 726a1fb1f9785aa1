//! Live rounds (issue 30): a round's PDN, written by electronic boards or relay software and
//! rewritten as moves come, read version after version. Games are matched across versions by
//! White, Black and Round ([`GameKey`]); each game is refereed only from where its last version
//! left off ([`arbiter::GameReplay`]: the replay and the draw counts kept), a game whose earlier
//! moves changed is replayed from the start and said `rewritten`; every new thing is an
//! [`Event`]: a game added, a move, a finding, a position on the board a second time (the next
//! occurrence draws), a draw by rule, a count about to run out, a result entered, a game gone
//! from the file or back in it. The reports on the last version are what `check` gives on it.
//! A version read from a file that may be half-written ([`Round::update_unsettled`]) holds back
//! its unfinished last game until a later version completes it or the file stands still.
//!
//! ```
//! use live::{Round, RoundOptions, What};
//!
//! let mut round = Round::new(RoundOptions::default());
//! round.update(b"[White \"A\"][Black \"B\"][Round \"1\"]\n1. 32-28 *\n");
//! // Black's 19-23, then White's man steps back, 28-32: it stands (5.7), the arbiter is told.
//! let events = round.update(b"[White \"A\"][Black \"B\"][Round \"1\"]\n1. 32-28 19-23 2. 28-32 *\n");
//! let kinds: Vec<&str> = events.iter().map(|e| e.what.name()).collect();
//! assert_eq!(kinds, ["move", "move", "finding"]);
//! assert_eq!(events[2].ply, 3);
//! ```

mod board;
mod event;
mod key;
mod round;
mod tail;

pub use board::{Board, moves_left};
pub use event::{Event, What, clause_name};
pub use key::GameKey;
pub use round::{Round, RoundOptions};
