//! Refereeing a game whose record grows (a board of a live round, re-sent as moves come): each
//! version is refereed as [`crate::referee`] would referee it whole, but the plies of the
//! earlier version are not replayed again when the new one begins with the same moves. The
//! replay's state (the position, the draw counts, the findings so far) is kept at a checkpoint
//! ([`crate::replay::Checkpoint`]): the end of the earlier version, or the first ambiguous
//! notation in it (whose reading depends on every move after it), or where its replay stopped.

use crate::draw_rules::Repetition;
use crate::options::RefereeOptions;
use crate::referee::referee_by;
use crate::replay::{Checkpoint, replay_from};
use crate::report::{DrawCount, GameReport};
use pdn::{Game, Line, MoveKind, MoveNumber, MoveToken, Places, Side};

/// A game refereed version after version, each report what [`crate::referee`] gives on that
/// version, each version replayed only from where the earlier one left a checkpoint when its
/// record begins with the earlier one's moves.
///
/// ```
/// use arbiter::{GameReplay, RefereeOptions, Resumption};
///
/// let mut replay = GameReplay::new(RefereeOptions::default());
/// let first = pdn::parse_game_str("1. 32-28 19-23 *", &pdn::ReadOptions::default());
/// let (report, how) = replay.referee(&first);
/// assert_eq!((report.plies, how), (2, Resumption::Fresh));
/// let second = pdn::parse_game_str("1. 32-28 19-23 2. 28x19 *", &pdn::ReadOptions::default());
/// let (report, how) = replay.referee(&second);
/// assert_eq!((report.plies, how), (3, Resumption::Resumed { from_token: 2 }));
/// let corrected = pdn::parse_game_str("1. 33-28 19-23 2. 28x19 *", &pdn::ReadOptions::default());
/// let (_, how) = replay.referee(&corrected);
/// assert_eq!(how, Resumption::Rewritten);
/// ```
#[derive(Debug)]
pub struct GameReplay {
    options: RefereeOptions,
    kept: Option<Kept>,
    running: Vec<DrawCount>,
    repetitions: Vec<Repetition>,
}

/// What was kept of the last version.
#[derive(Debug)]
struct Kept {
    /// Its main-line moves as written and where they stand in the game (the checkpoint's
    /// findings name their lines and columns), kept from version to version: only a new
    /// version's new moves are added.
    tokens: Vec<Placed>,
    /// Its FEN tag.
    fen: Option<String>,
    /// Whether it was international draughts.
    international: bool,
    /// Its main-line setups before the checkpoint: FEN, the move they precede, line in the
    /// game, column.
    setups: Vec<(String, usize, u32, u32)>,
    /// The line the game started on.
    line: u32,
    checkpoint: Checkpoint,
}

/// How a version was refereed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resumption {
    /// The first version: replayed from the start.
    Fresh,
    /// It begins with the moves of the last version: replayed from main-line token
    /// `from_token` on (the earlier ones were not replayed again).
    Resumed {
        /// The first main-line token replayed.
        from_token: usize,
    },
    /// It begins with the moves of the last version but could not resume (they moved on their
    /// lines, or the start position changed): replayed from the start.
    Replayed,
    /// Moves of the last version were changed or taken back: replayed from the start.
    Rewritten,
}

/// A main-line move as written, and where it stands in the game.
#[derive(Clone, Debug)]
struct Placed {
    kind: MoveKind,
    text: String,
    number: Option<MoveNumber>,
    side: Option<Side>,
    inferred: (MoveNumber, Side),
    /// Its line from the game's first, and its column.
    place: (u32, u32),
}

/// Where `token` stands in its game: its line from the game's first, and its column. The
/// tokens of a game are asked in order, so `places` locates them all in one pass.
fn place_of(token: &MoveToken<'_>, places: &mut Places<'_>, game_line: u32) -> (u32, u32) {
    let span = places.span(token.at);
    (span.line.saturating_sub(game_line), span.column)
}

impl Placed {
    fn of(token: &MoveToken<'_>, places: &mut Places<'_>, game_line: u32) -> Placed {
        Placed {
            kind: token.kind,
            text: token.text.to_string(),
            number: token.number,
            side: token.side,
            inferred: (token.inferred_number, token.inferred_side),
            place: place_of(token, places, game_line),
        }
    }

    /// Whether `token` is this move as written.
    fn written_as(&self, token: &MoveToken<'_>) -> bool {
        self.kind == token.kind
            && self.text == token.text
            && self.number == token.number
            && self.side == token.side
    }

    /// Whether `token` is this move, read the same and standing at the same place.
    fn placed_as(&self, token: &MoveToken<'_>, places: &mut Places<'_>, game_line: u32) -> bool {
        self.written_as(token)
            && self.inferred == (token.inferred_number, token.inferred_side)
            && self.place == place_of(token, places, game_line)
    }
}

/// The main-line setups of `game` before token `index` (and at it).
fn setups_before(game: &Game<'_>, index: usize) -> Vec<(String, usize, u32, u32)> {
    game.setups
        .iter()
        .filter(|s| s.line == Line::Main && s.before <= index)
        .map(|s| {
            (
                s.fen.to_string(),
                s.before,
                s.span.line.saturating_sub(game.line),
                s.span.column,
            )
        })
        .collect()
}

impl GameReplay {
    /// A game not seen yet, refereed with `options`.
    pub fn new(options: RefereeOptions) -> GameReplay {
        GameReplay {
            options,
            kept: None,
            running: Vec::new(),
            repetitions: Vec::new(),
        }
    }

    /// Referees this version of the game: the report [`crate::referee`] gives on it, and how
    /// much of it was replayed.
    pub fn referee(&mut self, game: &Game<'_>) -> (GameReport, Resumption) {
        let mut kept = self.kept.take();
        // One cursor for every token located below, in the order of the text.
        let mut places = game.places();
        // How many moves of the last version this one begins with, as written, and as placed.
        let (written, placed) = kept.as_ref().map_or((0, 0), |kept| {
            let pairs = kept.tokens.iter().zip(&game.moves);
            let written = pairs.clone().take_while(|(k, t)| k.written_as(t)).count();
            let placed = pairs
                .take_while(|(k, t)| k.placed_as(t, &mut places, game.line))
                .count();
            (written, placed)
        });
        let how = match &kept {
            None => Resumption::Fresh,
            Some(kept) if written < kept.tokens.len() => Resumption::Rewritten,
            Some(kept) => {
                let index = kept.checkpoint.index;
                let needed = index + usize::from(kept.checkpoint.halted);
                let same = kept.fen.as_deref() == game.fen()
                    && kept.international == game.is_international()
                    && placed >= needed
                    && kept.setups == setups_before(game, index);
                if same {
                    Resumption::Resumed { from_token: index }
                } else {
                    Resumption::Replayed
                }
            }
        };
        // The moves kept for the next version: those placed alike, then this one's.
        let mut tokens = kept
            .as_mut()
            .map_or_else(Vec::new, |k| std::mem::take(&mut k.tokens));
        tokens.truncate(placed);
        tokens.extend(
            game.moves[placed..]
                .iter()
                .map(|t| Placed::of(t, &mut places, game.line)),
        );
        let resume = match (how, kept) {
            (Resumption::Resumed { .. }, Some(kept)) => {
                let mut checkpoint = kept.checkpoint;
                // The same moves, the game moved down (or up) the file.
                let shift = i64::from(game.line) - i64::from(kept.line);
                for finding in &mut checkpoint.findings {
                    if let Some(line) = finding.line.as_mut() {
                        *line = u32::try_from(i64::from(*line) + shift).unwrap_or(*line);
                    }
                }
                Some(checkpoint)
            }
            _ => None,
        };
        let options = self.options;
        let mut saved = None;
        let mut running = Vec::new();
        let mut repetitions = Vec::new();
        let report = referee_by(game, &options, |report| {
            let ended = replay_from(game, &options, report, None, resume, true);
            saved = ended.checkpoint;
            running = ended.running;
            repetitions = ended.repetitions;
            ended.end
        });
        // A game of another variant is not replayed: nothing runs, nothing repeats.
        if report.status == crate::report::Status::UnsupportedVariant {
            running.clear();
            repetitions.clear();
        }
        self.running = running;
        self.repetitions = repetitions;
        self.kept = saved.map(|checkpoint| Kept {
            tokens,
            fen: game.fen().map(str::to_string),
            international: game.is_international(),
            setups: setups_before(game, checkpoint.index),
            line: game.line,
            checkpoint,
        });
        (report, how)
    }

    /// The draw counts of article 6 running where the last version ends (the game going on),
    /// each with the ply it runs out at.
    pub fn running_counts(&self) -> &[DrawCount] {
        &self.running
    }

    /// The positions of the last version that occurred a second time since the last capture
    /// or promotion (article 6.1: the next occurrence draws), in order of play, as the
    /// referee's own draw tracking counted them (a backward man move that stands, 5.7,
    /// included).
    pub fn repetitions(&self) -> &[Repetition] {
        &self.repetitions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::referee;

    /// Every prefix of `movetext`'s tokens, as the versions of a growing game.
    fn versions(tags: &str, moves: &[&str], end: &str) -> Vec<String> {
        (0..=moves.len())
            .map(|n| format!("{tags}\n\n{} {end}\n", moves[..n].join(" ")))
            .collect()
    }

    fn same_as_whole(texts: &[String]) -> Vec<Resumption> {
        let options = RefereeOptions {
            include_moves: true,
            ..RefereeOptions::default()
        };
        let mut replay = GameReplay::new(options);
        let mut ways = Vec::new();
        for text in texts {
            let game = pdn::parse_game_str(text, &pdn::ReadOptions::default());
            let (report, how) = replay.referee(&game);
            assert_eq!(report, referee(&game, &options), "{text}");
            ways.push(how);
        }
        ways
    }

    #[test]
    fn a_growing_game_resumes_where_it_stopped() {
        let moves = [
            "1.", "32-28", "19-23", "2.", "28x19", "14x23", "3.", "33-28", "17-21", "4.", "28x19",
        ];
        let ways = same_as_whole(&versions("[White \"a\"]", &moves, "*"));
        assert_eq!(ways[0], Resumption::Fresh);
        assert!(
            ways[2..]
                .iter()
                .all(|w| matches!(w, Resumption::Resumed { .. })),
            "{ways:?}"
        );
    }

    #[test]
    fn a_backward_man_and_a_result_are_found_as_on_the_whole_game() {
        // 3... 23-18?? is a man moving back; then moves after an impossible one.
        let moves = [
            "1.", "32-28", "19-23", "2.", "28x19", "14x23", "3.", "37-32", "23-18", "4.", "50-99",
            "5.", "32-28",
        ];
        for end in ["*", "2-0"] {
            same_as_whole(&versions("[Result \"*\"]", &moves, end));
        }
    }

    #[test]
    fn a_changed_move_is_a_rewrite() {
        let texts = [
            "1. 32-28 19-23 2. 28x19 *".to_string(),
            "1. 32-28 19-24 2. 28-22 *".to_string(),
            "1. 32-28 *".to_string(),
        ];
        let ways = same_as_whole(&texts);
        assert_eq!(
            ways,
            [
                Resumption::Fresh,
                Resumption::Rewritten,
                Resumption::Rewritten
            ]
        );
    }

    #[test]
    fn a_game_moved_down_the_file_keeps_its_findings_lines() {
        // The first game grows by two lines: the second's kept findings name its new lines.
        let second = "[White \"b\"]\n\n1. 32-28 19-23 2. 28-22 23-18";
        let texts = [
            format!("[White \"a\"]\n\n1. 32-28 *\n\n{second} *\n"),
            format!("[White \"a\"]\n\n1. 32-28\n19-23\n2. 28-22 *\n\n{second} 3. 22x13 *\n"),
        ];
        let options = RefereeOptions::default();
        let mut replay = GameReplay::new(options);
        let mut ways = Vec::new();
        for text in &texts {
            let mut reader = pdn::Reader::new(text.as_bytes());
            while let Ok(Some(game)) = reader.next_game() {
                if game.index != 2 {
                    continue;
                }
                let (report, how) = replay.referee(&game);
                assert_eq!(report, referee(&game, &options));
                assert!(
                    report.findings.iter().any(|f| f.line.is_some()),
                    "{report:?}"
                );
                ways.push(how);
            }
        }
        assert!(matches!(ways[1], Resumption::Resumed { .. }), "{ways:?}");
    }

    #[test]
    fn a_setup_and_a_draw_resume_too() {
        // Kings only from a setup, going round: the counts run across versions.
        let mut moves = vec![];
        let cycle = ["46-41", "5-10", "41-46", "10-5"];
        for i in 0..60 {
            moves.push(cycle[i % 4]);
        }
        let texts = versions("[FEN \"W:WK46,K47:BK5,K4\"]", &moves, "*");
        let ways = same_as_whole(&texts);
        assert!(ways.iter().skip(1).all(|w| *w != Resumption::Rewritten));
        // After 3 plies of kings alone, the 25-move count runs out at ply 50.
        let mut replay = GameReplay::new(RefereeOptions::default());
        let game = pdn::parse_game_str(&texts[3], &pdn::ReadOptions::default());
        replay.referee(&game);
        let count = &replay.running_counts()[0];
        assert_eq!(count.clause, crate::report::DrawClause::TwentyFiveMoveRule);
        assert_eq!(
            (count.started_ply, count.limit_ply),
            (pdn::Ply(0), pdn::Ply(50))
        );
        // The start position a third time at ply 8: drawn, nothing runs any more.
        let game = pdn::parse_game_str(&texts[8], &pdn::ReadOptions::default());
        replay.referee(&game);
        assert!(replay.running_counts().is_empty());
    }

    /// The plies of each second occurrence and of the occurrence before it.
    fn repeated(replay: &GameReplay) -> Vec<(u32, Vec<u32>)> {
        replay
            .repetitions()
            .iter()
            .map(|r| (r.ply.0, r.earlier.iter().map(|p| p.0).collect()))
            .collect()
    }

    #[test]
    fn a_second_occurrence_after_a_backward_man_move_is_a_repetition_resumed_or_not() {
        // 2. 28-33 is a man moving back: it stands (5.7) and brings the start position back at
        // ply 4, a second time; then plies 5, 6, 7 repeat plies 1, 2, 3; ply 8 draws (6.1).
        let moves = [
            "1.", "33-28", "1-7", "2.", "28-33", "7-1", "3.", "33-28", "1-7", "4.", "28-33", "7-1",
        ];
        let texts = versions("[FEN \"W:WK50,33:BK1,16\"]", &moves, "*");
        let mut growing = GameReplay::new(RefereeOptions::default());
        for text in &texts {
            let game = pdn::parse_game_str(text, &pdn::ReadOptions::default());
            growing.referee(&game);
            let mut fresh = GameReplay::new(RefereeOptions::default());
            fresh.referee(&game);
            assert_eq!(repeated(&growing), repeated(&fresh), "{text}");
        }
        assert_eq!(
            repeated(&growing),
            [(4, vec![0]), (5, vec![1]), (6, vec![2]), (7, vec![3])]
        );
        let game = pdn::parse_game_str(&texts[texts.len() - 1], &pdn::ReadOptions::default());
        let report = referee(&game, &RefereeOptions::default());
        assert_eq!(
            report.outcome.reason,
            crate::report::OutcomeReason::Draw(crate::report::DrawClause::ThreefoldRepetition)
        );
        assert_eq!(report.outcome.ply, Some(pdn::Ply(8)));
    }

    #[test]
    fn a_capture_or_a_game_without_return_repeats_nothing() {
        // Kings going round, then a capture: the history starts again after it.
        let mut replay = GameReplay::new(RefereeOptions::default());
        let game = pdn::parse_game_str(
            "[FEN \"W:WK46,K47:BK5,K4\"] 1. 46-41 5-10 2. 41-46 10-5 *",
            &pdn::ReadOptions::default(),
        );
        replay.referee(&game);
        assert_eq!(repeated(&replay), [(4, vec![0])]);
        let game = pdn::parse_game_str(
            "1. 32-28 19-23 2. 28x19 14x23 *",
            &pdn::ReadOptions::default(),
        );
        let mut replay = GameReplay::new(RefereeOptions::default());
        replay.referee(&game);
        assert!(replay.repetitions().is_empty());
    }
}
