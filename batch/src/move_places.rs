//! Where a finding is in a game's main line: the move token of a ply, the token written at a
//! line and column.

use pdn::{Game, MoveKind, Ply};

/// The main-line token index of ply `ply` (placeholders such as `...` are no ply).
pub fn token_of_ply(game: &Game<'_>, ply: Ply) -> Option<usize> {
    let nth = usize::try_from(ply.0.checked_sub(1)?).ok()?;
    game.moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.kind != MoveKind::Placeholder)
        .nth(nth)
        .map(|(i, _)| i)
}

/// The main-line token written at `line`:`column`: the last one starting there or before it on
/// that line.
pub fn token_at(game: &Game<'_>, line: u32, column: u32) -> Option<usize> {
    game.move_at(line, column)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter::{Color, FindingKind, RefereeOptions};

    #[test]
    fn a_spacing_warning_points_at_its_move() {
        let text = "[White \"A\"]\n\n1. 32-28 18- 23 2. 33-29 { 19-24 } 19-23 *\n";
        let games = pdn::read_all(text.as_bytes(), &pdn::ReadOptions::default());
        let game = games[0].parse();
        // The referee places the reader's findings on their moves itself.
        let report = arbiter::referee(&game, &RefereeOptions::default());
        let warning = report
            .findings
            .iter()
            .find(|f| f.kind == FindingKind::ParseWarning)
            .expect("the spacing warning");
        assert_eq!(warning.ply, Some(Ply(2)));
        assert_eq!(warning.move_number, Some(pdn::MoveNumber(1)));
        assert_eq!(warning.side, Some(Color::Black));
        assert_eq!(warning.notation.as_deref(), Some("18- 23"));
        assert_eq!(token_of_ply(&game, Ply(3)), Some(2));
        assert_eq!(token_of_ply(&game, Ply(0)), None);
        assert_eq!(token_at(&game, 3, 1), None);
    }
}
