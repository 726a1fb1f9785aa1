//! The system a tournament was played in: a round robin (everyone meets everyone, once per
//! cycle) or a Swiss (players meet others on the same score, never twice).

use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// The system played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum System {
    /// Everyone meets everyone `cycles` times.
    RoundRobin {
        /// 1 for a single round robin, 2 for a double one.
        cycles: u32,
    },
    /// A Swiss: no pair meets twice.
    Swiss,
}

impl System {
    /// The name in reports.
    pub fn name(self) -> &'static str {
        match self {
            System::RoundRobin { .. } => "round_robin",
            System::Swiss => "swiss",
        }
    }

    /// Tells the system from the players and the rounds: a round robin when there are as many
    /// rounds as a round robin of that many players needs (n - 1, or n when n is odd), a Swiss
    /// otherwise. `players` should not count a player twice under two spellings.
    pub fn detect(choice: SystemChoice, players: usize, rounds: u32) -> System {
        let per_cycle = rounds_per_cycle(players);
        let cycles = rounds.div_ceil(per_cycle).max(1);
        match choice {
            SystemChoice::RoundRobin => System::RoundRobin { cycles },
            SystemChoice::Swiss => System::Swiss,
            SystemChoice::Auto if players >= 2 && rounds >= per_cycle => {
                System::RoundRobin { cycles }
            }
            SystemChoice::Auto => System::Swiss,
        }
    }
}

/// Rounds one cycle of a round robin of `players` takes (with a bye each round when odd).
fn rounds_per_cycle(players: usize) -> u32 {
    let players = u32::try_from(players.max(2)).unwrap_or(u32::MAX);
    if players % 2 == 0 {
        players - 1
    } else {
        players
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            System::RoundRobin { cycles: 1 } => f.write_str("round robin"),
            System::RoundRobin { cycles } => write!(f, "round robin ({cycles} cycles)"),
            System::Swiss => f.write_str("Swiss"),
        }
    }
}

/// What the arbiter says the system is, or `Auto`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SystemChoice {
    /// Tell from the games.
    #[default]
    Auto,
    /// A round robin.
    RoundRobin,
    /// A Swiss.
    Swiss,
}

impl FromStr for SystemChoice {
    type Err = String;

    fn from_str(text: &str) -> Result<SystemChoice, String> {
        match text.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "auto" => Ok(SystemChoice::Auto),
            "round-robin" | "rr" => Ok(SystemChoice::RoundRobin),
            "swiss" => Ok(SystemChoice::Swiss),
            other => Err(format!(
                "unknown system `{other}` (expected auto, round-robin or swiss)"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_robin_when_the_rounds_cover_every_pairing() {
        assert_eq!(
            System::detect(SystemChoice::Auto, 12, 11),
            System::RoundRobin { cycles: 1 }
        );
        assert_eq!(
            System::detect(SystemChoice::Auto, 5, 10),
            System::RoundRobin { cycles: 2 }
        );
        assert_eq!(System::detect(SystemChoice::Auto, 16, 7), System::Swiss);
        assert_eq!(System::detect(SystemChoice::Auto, 5, 4), System::Swiss);
        assert_eq!(System::detect(SystemChoice::Swiss, 6, 5), System::Swiss);
        assert_eq!(
            System::detect(SystemChoice::RoundRobin, 16, 7),
            System::RoundRobin { cycles: 1 }
        );
    }
}
