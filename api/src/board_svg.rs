//! SVG diagrams of positions: the 10x10 board as White sees it, men and kings, square numbers,
//! and highlighted moves (the move just played; for a finding, the move played and the moves
//! required).
//!
//! The output is self-contained (no fonts or scripts fetched) and every dark square carries
//! `data-square="N"`, so the web page for arbiters can style or click squares without parsing
//! coordinates.

use arbiter::{Color, Position, Role, Square};
use std::fmt::Write;

/// Side of one square, in SVG user units.
const CELL: u32 = 48;
/// Height of the caption strip under the board.
const CAPTION: u32 = 28;

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const LAST_MOVE: &str = "#2b6cb0";
const PLAYED: &str = "#c53030";
const REQUIRED: &str = "#2f855a";

/// A move drawn on the board: the squares it passes (start, then every landing square) and the
/// squares of the pieces it takes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovePath {
    /// Start square, then each landing square.
    pub squares: Vec<Square>,
    /// The squares of the captured pieces.
    pub captured: Vec<Square>,
}

impl MovePath {
    /// Reads `32-28`, `32x23` or a full path `32x23x12`; `None` unless every part is a square.
    pub fn parse(notation: &str) -> Option<MovePath> {
        let squares = notation
            .split(['x', 'X', '-'])
            .map(|part| part.trim().parse::<u8>().ok().and_then(Square::new))
            .collect::<Option<Vec<Square>>>()?;
        if squares.len() < 2 {
            return None;
        }
        Some(MovePath {
            squares,
            captured: Vec::new(),
        })
    }

    /// Fills in the captured squares: the opponent pieces on each leg of the path in `position`,
    /// the position before the move (a captured piece stays on the board until the move ends).
    pub fn with_captures_in(mut self, position: &Position) -> MovePath {
        let Some(mover) = self
            .squares
            .first()
            .and_then(|&s| position.piece_at(s))
            .map(|p| p.color)
        else {
            return self;
        };
        let mut captured = Vec::new();
        for leg in self.squares.windows(2) {
            for square in between(leg[0], leg[1]) {
                if position
                    .piece_at(square)
                    .is_some_and(|piece| piece.color != mover)
                    && !captured.contains(&square)
                {
                    captured.push(square);
                }
            }
        }
        self.captured = captured;
        self
    }
}

/// The squares strictly between two squares on one diagonal (none if they are not on one).
fn between(from: Square, to: Square) -> Vec<Square> {
    let (r0, c0) = (i32::from(from.row()), i32::from(from.column()));
    let (r1, c1) = (i32::from(to.row()), i32::from(to.column()));
    let (dr, dc) = (r1 - r0, c1 - c0);
    if dr.abs() != dc.abs() || dr == 0 {
        return Vec::new();
    }
    let (sr, sc) = (dr.signum(), dc.signum());
    (1..dr.abs())
        .filter_map(|k| {
            let (r, c) = (r0 + k * sr, c0 + k * sc);
            Square::from_row_column(u8::try_from(r).ok()?, u8::try_from(c).ok()?)
        })
        .collect()
}

/// What to draw.
#[derive(Clone, Debug)]
pub struct Diagram<'p> {
    /// The position shown.
    pub position: &'p Position,
    /// The move that led to it (squares shaded, path in blue, captured squares ringed).
    pub last_move: Option<MovePath>,
    /// For a finding: the move played, in red, on the position before it.
    pub played: Option<MovePath>,
    /// For a finding: the moves that were required instead, in green.
    pub required: Vec<MovePath>,
    /// A line under the board; defaults to whose move it is.
    pub caption: Option<String>,
}

impl<'p> Diagram<'p> {
    /// A plain diagram of a position.
    pub fn new(position: &'p Position) -> Diagram<'p> {
        Diagram {
            position,
            last_move: None,
            played: None,
            required: Vec::new(),
            caption: None,
        }
    }
}

fn centre(square: Square) -> (u32, u32) {
    (
        u32::from(square.column()) * CELL + CELL / 2,
        u32::from(square.row()) * CELL + CELL / 2,
    )
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

fn draw_path(out: &mut String, path: &MovePath, colour: &str, marker: &str, class: &str) {
    let points: Vec<String> = path
        .squares
        .iter()
        .map(|&s| {
            let (x, y) = centre(s);
            format!("{x},{y}")
        })
        .collect();
    let _ = writeln!(
        out,
        r#"<polyline class="{class}" points="{}" fill="none" stroke="{colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.85" marker-end="url(#{marker})"/>"#,
        points.join(" ")
    );
    for &square in &path.captured {
        let (x, y) = centre(square);
        let _ = writeln!(
            out,
            r#"<circle class="{class} captured" data-square="{}" cx="{x}" cy="{y}" r="{}" fill="none" stroke="{colour}" stroke-width="3" stroke-dasharray="5 3"/>"#,
            square.number(),
            CELL * 44 / 100
        );
    }
}

/// The diagram as an SVG document.
pub fn render(diagram: &Diagram<'_>) -> String {
    let size = CELL * 10;
    let height = size + CAPTION;
    let fen = diagram.position.to_fen();
    let mut out = String::with_capacity(16 * 1024);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height}" viewBox="0 0 {size} {height}" font-family="sans-serif" role="img">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&fen));
    out.push_str("<defs>\n");
    for (id, colour) in [
        ("arrow-last", LAST_MOVE),
        ("arrow-played", PLAYED),
        ("arrow-required", REQUIRED),
    ] {
        let _ = writeln!(
            out,
            r#"<marker id="{id}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{colour}"/></marker>"#
        );
    }
    out.push_str("</defs>\n");
    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{size}" height="{size}" fill="{LIGHT}"/>"#
    );

    let shaded: Vec<Square> = diagram
        .last_move
        .iter()
        .flat_map(|m| [m.squares.first(), m.squares.last()])
        .flatten()
        .copied()
        .collect();
    for square in Square::all() {
        let (x, y) = (
            u32::from(square.column()) * CELL,
            u32::from(square.row()) * CELL,
        );
        let n = square.number();
        let _ = writeln!(
            out,
            r#"<rect class="square" data-square="{n}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{DARK}"/>"#
        );
        if shaded.contains(&square) {
            let _ = writeln!(
                out,
                r##"<rect class="last-move" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#f6e05e" opacity="0.55"/>"##
            );
        }
    }

    for square in Square::all() {
        let Some(piece) = diagram.position.piece_at(square) else {
            continue;
        };
        let (x, y) = centre(square);
        let (fill, stroke, colour) = match piece.color {
            Color::White => ("#f7f3e8", "#3b3b3b", "white"),
            Color::Black => ("#262626", "#000000", "black"),
        };
        let role = match piece.role {
            Role::Man => "man",
            Role::King => "king",
        };
        let _ = writeln!(
            out,
            r#"<circle class="piece {colour} {role}" data-square="{}" cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#,
            square.number(),
            CELL * 36 / 100
        );
        if piece.role == Role::King {
            // A gold ring and a second rim: a crowned (stacked) man, readable at small sizes.
            let _ = writeln!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="#c9a227" stroke-width="3"/>"##,
                CELL * 20 / 100
            );
            let _ = writeln!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="#c9a227" stroke-width="1.5"/>"##,
                CELL * 29 / 100
            );
        }
    }

    // Numbers last but one (under the arrows, over the pieces), outlined so they read on both
    // the board and a piece.
    for square in Square::all() {
        let (x, y) = (
            u32::from(square.column()) * CELL,
            u32::from(square.row()) * CELL,
        );
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="10" fill="#fbf3e4" stroke="#5a3e2b" stroke-width="2" paint-order="stroke">{}</text>"##,
            x + 2,
            y + 10,
            square.number()
        );
    }

    if let Some(last) = &diagram.last_move {
        draw_path(&mut out, last, LAST_MOVE, "arrow-last", "last-move");
    }
    for required in &diagram.required {
        draw_path(&mut out, required, REQUIRED, "arrow-required", "required");
    }
    if let Some(played) = &diagram.played {
        draw_path(&mut out, played, PLAYED, "arrow-played", "played");
    }

    let caption = diagram.caption.clone().unwrap_or_else(|| {
        match diagram.position.side_to_move() {
            Color::White => "White to move",
            Color::Black => "Black to move",
        }
        .to_string()
    });
    let _ = writeln!(
        out,
        r##"<text x="6" y="{}" font-size="14" fill="#222">{}</text>"##,
        size + 19,
        escape(&caption)
    );
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_paths() {
        let path = MovePath::parse("32x23x12").unwrap();
        let numbers: Vec<u8> = path.squares.iter().map(|s| s.number()).collect();
        assert_eq!(numbers, [32, 23, 12]);
        assert!(MovePath::parse("32").is_none());
        assert!(MovePath::parse("32-51").is_none());
        assert!(MovePath::parse("a-b").is_none());
    }

    #[test]
    fn finds_captured_pieces_on_each_leg() {
        // White man on 32, black men on 28 and 18: 32x23x12 takes both.
        let position = arbiter::parse_fen("W:W32:B28,18").unwrap();
        let path = MovePath::parse("32x23x12")
            .unwrap()
            .with_captures_in(&position);
        let captured: Vec<u8> = path.captured.iter().map(|s| s.number()).collect();
        assert_eq!(captured, [28, 18]);
    }

    #[test]
    fn renders_pieces_numbers_and_highlights() {
        let position = arbiter::parse_fen("W:WK32,33:B28,18").unwrap();
        let mut diagram = Diagram::new(&position);
        diagram.played = MovePath::parse("33-29");
        diagram.required = vec![
            MovePath::parse("32x23x12")
                .unwrap()
                .with_captures_in(&position),
        ];
        let svg = render(&diagram);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches(r#"class="square""#).count(), 50);
        assert_eq!(svg.matches("class=\"piece ").count(), 4);
        assert_eq!(svg.matches("piece white king").count(), 1);
        assert!(svg.contains(">50</text>"));
        assert!(svg.contains("arrow-played"));
        assert_eq!(svg.matches("required captured").count(), 2);
        assert!(svg.contains("White to move"));
    }

    #[test]
    fn escapes_captions() {
        let position = Position::start();
        let mut diagram = Diagram::new(&position);
        diagram.caption = Some("<b>&".into());
        assert!(render(&diagram).contains("&lt;b&gt;&amp;"));
    }
}
