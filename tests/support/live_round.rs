//! A live round played in steps, for the tests of `follow` and of the live API (issue 30): five
//! boards growing a move each step, with a man moving back (premature_king_move), a capture of
//! fewer than the most (not_maximum_capture), a threefold repetition and a result it
//! contradicts, a 25-move draw with its count running out, and a game whose first move is
//! corrected on the way (rewritten); each game's result is entered the step after its last move.

#![allow(dead_code)]

/// One board: its tags, its moves, and the result entered at its end.
struct Board {
    white: &'static str,
    black: &'static str,
    fen: Option<&'static str>,
    moves: Vec<&'static str>,
    result: &'static str,
}

fn boards() -> Vec<Board> {
    let twenty_five = "46-41 1-6 41-36 2-7 36-31 3-8 31-26 7-12 26-31 6-1 31-26 1-7 26-31 7-2 \
        31-26 2-11 26-31 8-2 31-26 11-17 26-31 2-7 31-26 7-1 26-31 1-6 31-26 6-11 26-31 11-2 \
        31-26 2-7 26-31 7-1 31-26 1-6 26-31 6-11 31-26 11-16 26-31 12-7 31-26 16-21 26-31 7-1 \
        31-26 1-6 26-31 6-1";
    vec![
        Board {
            white: "Backward",
            black: "Man",
            fen: Some("W:W32,40:B3,19"),
            moves: vec!["32-37", "19-23", "40-34", "3-8"],
            result: "1-1",
        },
        Board {
            white: "Short",
            black: "Capture",
            fen: Some("W:W32,40:B18,27,28"),
            moves: vec!["32x23", "18x29"],
            result: "1-1",
        },
        Board {
            white: "Three",
            black: "Fold",
            fen: Some("W:WK48,K49,K50:BK1,K2,K3"),
            moves: "50-45 1-6 45-50 6-1 50-45 1-6 45-50 6-1"
                .split(' ')
                .collect(),
            result: "2-0",
        },
        Board {
            white: "Twenty",
            black: "Five",
            fen: Some("W:WK46,K47,K48:BK1,K2,K3"),
            moves: twenty_five.split_whitespace().collect(),
            result: "1-1",
        },
        Board {
            white: "Corrected",
            black: "Board",
            fen: None,
            moves: vec!["32-28", "19-23", "28x19", "14x23", "33-28", "17-21"],
            result: "0-2",
        },
    ]
}

/// The step at which the corrected board's first move is set right (33-28 was written 31-27
/// until then).
pub const CORRECTION_STEP: usize = 4;

/// The round's whole PDN at `step` (0: every board at its start): each board with its first
/// `step` moves, its result once all are in.
pub fn version(step: usize) -> String {
    let mut pdn = String::new();
    for board in boards() {
        let mut moves: Vec<&str> = board.moves.iter().take(step).copied().collect();
        if board.white == "Corrected" && step < CORRECTION_STEP && !moves.is_empty() {
            moves[0] = "31-27";
        }
        let ended = step > board.moves.len();
        let result = if ended { board.result } else { "*" };
        pdn.push_str(&format!(
            "[Event \"Live test\"]\n[Round \"1\"]\n[White \"{}\"]\n[Black \"{}\"]\n",
            board.white, board.black
        ));
        if let Some(fen) = board.fen {
            pdn.push_str(&format!("[FEN \"{fen}\"]\n"));
        }
        pdn.push_str(&format!("[Result \"{result}\"]\n\n"));
        pdn.push_str(&format!("{}{result}\n\n", movetext(&moves)));
    }
    pdn
}

/// Moves as a relay writes them, numbered, each followed by a space: `1. 32-28 19-23 2. 28x19 `.
pub fn movetext(moves: &[&str]) -> String {
    let mut text = String::new();
    for (i, mv) in moves.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(mv);
        text.push(' ');
    }
    text
}

/// The number of steps after which every game has its result.
pub fn steps() -> usize {
    boards().iter().map(|b| b.moves.len()).max().unwrap_or(0) + 1
}
