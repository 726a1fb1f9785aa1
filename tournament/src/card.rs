//! Each player's card: one entry per game, bye or forfeit, in round order. Standings,
//! tie-breaks, crosstables and pairing checks all read the cards.

use super::decisions::RulingKind;
use super::game::{GameId, TournamentGame, Unplayed};
use super::player::PlayerId;
use super::result::{Counting, Outcome, ResultSource, Uncounted};
use super::round::RoundNumber;
use super::scoring::Scoring;
use arbiter::Color;
use serde::Serialize;

/// What an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// A game played over the board.
    Played,
    /// A game won or lost by forfeit (never played, or ruled a forfeit).
    Forfeit,
    /// No opponent.
    Bye,
}

/// How an entry counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum EntryResult {
    /// Counted: the outcome for this player and the points it gives.
    Counted {
        /// Win, draw or loss (a bye counts as what its points are worth).
        outcome: Outcome,
        /// Points.
        points: u32,
    },
    /// The result is disputed: not counted until the arbiter rules.
    Disputed,
    /// No result to count.
    NotCounted,
}

/// One round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// The round, if known.
    pub round: Option<RoundNumber>,
    /// The opponent (none for a bye).
    pub opponent: Option<PlayerId>,
    /// The player's colour (none for a bye or a forfeit never played).
    pub colour: Option<Color>,
    /// Game, forfeit or bye.
    pub kind: EntryKind,
    /// How it counts.
    pub result: EntryResult,
    /// The game, if there is a record.
    pub game: Option<GameId>,
}

impl Entry {
    /// The points, if counted.
    pub fn points(&self) -> Option<u32> {
        match self.result {
            EntryResult::Counted { points, .. } => Some(points),
            _ => None,
        }
    }

    /// The outcome, if counted.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.result {
            EntryResult::Counted { outcome, .. } => Some(outcome),
            _ => None,
        }
    }

    /// Whether this is a counted game against an opponent (played or forfeit).
    pub fn counted_against(&self) -> Option<PlayerId> {
        self.points().and(self.opponent)
    }
}

/// Every player's entries, indexed by [`PlayerId`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards(pub Vec<Vec<Entry>>);

impl Cards {
    /// The cards of `players` players from the games and the unplayed rounds.
    pub fn new(
        players: usize,
        games: &[TournamentGame],
        unplayed: &[Unplayed],
        scoring: &Scoring,
    ) -> Cards {
        let mut cards = vec![Vec::new(); players];
        for game in games {
            played_entries(&mut cards, game, scoring);
        }
        for unplayed in unplayed {
            unplayed_entries(&mut cards, unplayed, scoring);
        }
        for card in &mut cards {
            // Round order; entries without a round last, then in input order.
            card.sort_by_key(|e| (e.round.is_none(), e.round, e.game));
        }
        Cards(cards)
    }

    /// One player's entries.
    pub fn of(&self, player: PlayerId) -> &[Entry] {
        &self.0[player.0]
    }
}

/// The two entries of a game, White's and Black's; none for a copy, which another copy
/// stands for.
fn played_entries(cards: &mut [Vec<Entry>], game: &TournamentGame, scoring: &Scoring) {
    // Another copy of the game stands for it.
    if game.counting == Counting::NotCounted(Uncounted::Duplicate) {
        return;
    }
    let forfeit = matches!(
        game.counting,
        Counting::Counted {
            source: ResultSource::Ruling(RulingKind::Forfeit),
            ..
        }
    );
    let kind = if forfeit {
        EntryKind::Forfeit
    } else {
        EntryKind::Played
    };
    let results = match &game.counting {
        Counting::Counted { result, .. } => {
            let (white, black) = result.for_each_side();
            let score = |outcome| EntryResult::Counted {
                outcome,
                points: if forfeit {
                    scoring.forfeit(outcome)
                } else {
                    scoring.played(outcome)
                },
            };
            (score(white), score(black))
        }
        Counting::Disputed { .. } => (EntryResult::Disputed, EntryResult::Disputed),
        Counting::NotCounted(_) => (EntryResult::NotCounted, EntryResult::NotCounted),
    };
    let round = game.round.map(|r| r.round);
    for (player, opponent, colour, result) in [
        (game.white, game.black, Color::White, results.0),
        (game.black, game.white, Color::Black, results.1),
    ] {
        cards[player.0].push(Entry {
            round,
            opponent: Some(opponent),
            colour: Some(colour),
            kind,
            result,
            game: Some(game.id),
        });
    }
}

/// The entries of a round not played: a bye, or a forfeit's two.
fn unplayed_entries(cards: &mut [Vec<Entry>], unplayed: &Unplayed, scoring: &Scoring) {
    match *unplayed {
        Unplayed::Bye {
            player,
            round,
            points,
            ..
        } => cards[player.0].push(Entry {
            round,
            opponent: None,
            colour: None,
            kind: EntryKind::Bye,
            result: EntryResult::Counted {
                outcome: bye_outcome(points, scoring),
                points,
            },
            game: None,
        }),
        Unplayed::Forfeit {
            round,
            winner,
            loser,
        } => {
            for (player, opponent, outcome) in [
                (winner, loser, Outcome::Win),
                (loser, winner, Outcome::Loss),
            ] {
                cards[player.0].push(Entry {
                    round: Some(round),
                    opponent: Some(opponent),
                    colour: None,
                    kind: EntryKind::Forfeit,
                    result: EntryResult::Counted {
                        outcome,
                        points: scoring.forfeit(outcome),
                    },
                    game: None,
                });
            }
        }
    }
}

/// What a bye is worth, as an outcome: a full bye is a win's worth, a half bye a draw's.
fn bye_outcome(points: u32, scoring: &Scoring) -> Outcome {
    if points >= scoring.win {
        Outcome::Win
    } else if points >= scoring.draw && points > scoring.loss {
        Outcome::Draw
    } else {
        Outcome::Loss
    }
}
