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
/// Height of one caption line under the board.
const CAPTION_LINE: u32 = 18;
/// Characters of caption on one line (14-unit sans-serif across the board's 480 units).
const CAPTION_CHARS: usize = 58;
/// Radius of a piece: a third of a square leaves the square's corner to its number.
const PIECE_RADIUS: f32 = CELL as f32 * 0.33;

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const LAST_MOVE: &str = "#2b6cb0";
const PLAYED: &str = "#c53030";
const REQUIRED: &str = "#2f855a";
const LEGAL: &str = "#4a5568";
const WARNING: &str = "#b7791f";

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

    /// The path of a move as the referee carried it out: its squares, and the pieces it took in
    /// the order its legs pass them.
    pub fn of(mv: &arbiter::Move) -> MovePath {
        let mut squares = Vec::with_capacity(mv.landing().len() + 1);
        squares.push(mv.from());
        squares.extend(mv.landing());
        let taken = mv.captured();
        let mut captured = Vec::with_capacity(taken.count() as usize);
        for leg in squares.windows(2) {
            for square in between(leg[0], leg[1]) {
                if taken.contains(square) && !captured.contains(&square) {
                    captured.push(square);
                }
            }
        }
        MovePath { squares, captured }
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

/// What a move drawn on the board is, which decides how loudly it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The irregular or impossible move played: red.
    Played,
    /// A move the rules required instead (a compulsory capture, a larger one): green.
    Required,
    /// A legal move of a position where nothing was compulsory: thin, grey, dashed.
    Legal,
    /// The reading chosen for an ambiguous notation (a warning): amber.
    Chosen,
    /// Another reading of an ambiguous notation: thin, amber, dashed.
    Reading,
}

impl Mark {
    /// The SVG class, colour, stroke width, dash pattern and whether the captured pieces are
    /// ringed.
    fn style(self) -> (&'static str, &'static str, f32, Option<&'static str>, bool) {
        match self {
            Mark::Played => ("played", PLAYED, 5.0, None, true),
            Mark::Required => ("required", REQUIRED, 5.0, None, true),
            Mark::Legal => ("legal", LEGAL, 2.5, Some("6 4"), false),
            Mark::Chosen => ("chosen", WARNING, 5.0, None, true),
            Mark::Reading => ("reading", WARNING, 2.5, Some("6 4"), true),
        }
    }

    /// Quiet marks are drawn first, under the loud ones.
    fn layer(self) -> u8 {
        match self {
            Mark::Legal | Mark::Reading => 0,
            Mark::Required | Mark::Chosen => 1,
            Mark::Played => 2,
        }
    }
}

/// What to draw.
#[derive(Clone, Debug)]
pub struct Diagram<'p> {
    /// The position shown.
    pub position: &'p Position,
    /// The move that led to it (squares shaded, path in blue, captured squares ringed).
    pub last_move: Option<MovePath>,
    /// For a finding: the moves drawn on the position before it, each with what it is.
    pub marks: Vec<(MovePath, Mark)>,
    /// Lines under the board, wrapped to its width; defaults to whose move it is.
    pub caption: Option<String>,
    /// Leave the caption out (a page explains the diagram beside it): the SVG is then square.
    pub without_caption: bool,
    /// Black's view: square 50 at the top left.
    pub flipped: bool,
}

impl<'p> Diagram<'p> {
    /// A plain diagram of a position.
    pub fn new(position: &'p Position) -> Diagram<'p> {
        Diagram {
            position,
            last_move: None,
            marks: Vec::new(),
            caption: None,
            without_caption: false,
            flipped: false,
        }
    }
}

/// Where squares are drawn: as White sees the board, or turned round.
#[derive(Clone, Copy)]
struct Geometry {
    flipped: bool,
}

impl Geometry {
    /// The top-left corner of a square.
    fn corner(self, square: Square) -> (u32, u32) {
        let (row, column) = (u32::from(square.row()), u32::from(square.column()));
        let (row, column) = if self.flipped {
            (9 - row, 9 - column)
        } else {
            (row, column)
        };
        (column * CELL, row * CELL)
    }

    fn centre(self, square: Square) -> (u32, u32) {
        let (x, y) = self.corner(square);
        (x + CELL / 2, y + CELL / 2)
    }
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

/// The caption cut into lines of at most [`CAPTION_CHARS`] characters, at spaces where it can.
fn wrap(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: String = word.to_string();
        // A word longer than a line (a FEN) is cut.
        while word.chars().count() > CAPTION_CHARS {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let cut: String = word.chars().take(CAPTION_CHARS).collect();
            word = word.chars().skip(CAPTION_CHARS).collect();
            lines.push(cut);
        }
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > CAPTION_CHARS {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn draw_path(
    out: &mut String,
    geometry: Geometry,
    path: &MovePath,
    (class, colour, width, dash, rings): (&str, &str, f32, Option<&str>, bool),
    marker: &str,
) {
    let points: Vec<String> = path
        .squares
        .iter()
        .map(|&s| {
            let (x, y) = geometry.centre(s);
            format!("{x},{y}")
        })
        .collect();
    let dash = dash.map_or(String::new(), |d| format!(r#" stroke-dasharray="{d}""#));
    let _ = writeln!(
        out,
        r#"<polyline class="{class}" points="{}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"{dash} marker-end="url(#{marker})"/>"#,
        points.join(" ")
    );
    if !rings {
        return;
    }
    for &square in &path.captured {
        let (x, y) = geometry.centre(square);
        let _ = writeln!(
            out,
            r#"<circle class="{class} captured" data-square="{}" cx="{x}" cy="{y}" r="{}" fill="none" stroke="{colour}" stroke-width="{}" stroke-dasharray="5 3"/>"#,
            square.number(),
            CELL * 44 / 100,
            if width > 3.0 { 3.0 } else { 1.5 }
        );
    }
}

/// The diagram as an SVG document: drawn in layers, each over the one before.
pub fn render(diagram: &Diagram<'_>) -> String {
    let geometry = Geometry {
        flipped: diagram.flipped,
    };
    let caption_lines = caption_lines(diagram);
    let mut out = String::with_capacity(16 * 1024);
    open_document(&mut out, diagram, caption_lines.len());
    draw_squares(&mut out, geometry, diagram);
    draw_pieces(&mut out, geometry, diagram);
    draw_moves(&mut out, geometry, diagram);
    draw_numbers(&mut out, geometry);
    draw_caption(&mut out, &caption_lines);
    out.push_str("</svg>\n");
    out
}

/// The caption's lines: the one given, else whose move it is; none when asked for none.
fn caption_lines(diagram: &Diagram<'_>) -> Vec<String> {
    if diagram.without_caption {
        return Vec::new();
    }
    let caption = diagram.caption.clone().unwrap_or_else(|| {
        match diagram.position.side_to_move() {
            Color::White => "White to move",
            Color::Black => "Black to move",
        }
        .to_string()
    });
    wrap(&caption)
}

/// The `<svg>` element sized for the board and its caption, its title (the FEN), the arrow
/// heads, and the light background.
fn open_document(out: &mut String, diagram: &Diagram<'_>, caption_lines: usize) {
    let size = CELL * 10;
    let height = if caption_lines == 0 {
        size
    } else {
        size + 10 + CAPTION_LINE * caption_lines as u32
    };
    let fen = diagram.position.to_fen();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{height}" viewBox="0 0 {size} {height}" font-family="sans-serif" role="img" data-flipped="{}">"#,
        diagram.flipped
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&fen));
    out.push_str("<defs>\n");
    for (id, colour) in [
        ("arrow-last", LAST_MOVE),
        ("arrow-played", PLAYED),
        ("arrow-required", REQUIRED),
        ("arrow-legal", LEGAL),
        ("arrow-warning", WARNING),
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
}

/// The dark squares, the two of the last move shaded.
fn draw_squares(out: &mut String, geometry: Geometry, diagram: &Diagram<'_>) {
    let shaded: Vec<Square> = diagram
        .last_move
        .iter()
        .flat_map(|m| [m.squares.first(), m.squares.last()])
        .flatten()
        .copied()
        .collect();
    for square in Square::all() {
        let (x, y) = geometry.corner(square);
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
}

/// The men and kings of the position.
fn draw_pieces(out: &mut String, geometry: Geometry, diagram: &Diagram<'_>) {
    for square in Square::all() {
        let Some(piece) = diagram.position.piece_at(square) else {
            continue;
        };
        let (x, y) = geometry.centre(square);
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
            r#"<circle class="piece {colour} {role}" data-square="{}" cx="{x}" cy="{y}" r="{PIECE_RADIUS:.2}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#,
            square.number(),
        );
        if piece.role == Role::King {
            // A gold ring and a second rim: a crowned (stacked) man, readable at small sizes.
            for (radius, width) in [(0.56, 3.0), (0.82, 1.5)] {
                let _ = writeln!(
                    out,
                    r##"<circle cx="{x}" cy="{y}" r="{:.2}" fill="none" stroke="#c9a227" stroke-width="{width}"/>"##,
                    PIECE_RADIUS * radius
                );
            }
        }
    }
}

/// The last move, then the marked moves by layer (the most important drawn last, on top).
fn draw_moves(out: &mut String, geometry: Geometry, diagram: &Diagram<'_>) {
    if let Some(last) = &diagram.last_move {
        draw_path(
            out,
            geometry,
            last,
            ("last-move", LAST_MOVE, 5.0, None, true),
            "arrow-last",
        );
    }
    let mut marks: Vec<&(MovePath, Mark)> = diagram.marks.iter().collect();
    marks.sort_by_key(|(_, mark)| mark.layer());
    for (path, mark) in marks {
        let marker = match mark {
            Mark::Played => "arrow-played",
            Mark::Required => "arrow-required",
            Mark::Legal => "arrow-legal",
            Mark::Chosen | Mark::Reading => "arrow-warning",
        };
        draw_path(out, geometry, path, mark.style(), marker);
    }
}

/// The square numbers, drawn last, over pieces, arrows and rings, so that nothing hides them:
/// in each square's top-left corner, which a piece (a third of the square in radius) mostly
/// leaves free, bold and outlined so that they read on any background.
fn draw_numbers(out: &mut String, geometry: Geometry) {
    for square in Square::all() {
        let (x, y) = geometry.corner(square);
        let _ = writeln!(
            out,
            r##"<text class="number" data-square="{}" x="{}" y="{}" font-size="13" font-weight="700" fill="#fffaf0" stroke="#3d2a1c" stroke-width="2.6" paint-order="stroke">{}</text>"##,
            square.number(),
            x + 2,
            y + 13,
            square.number()
        );
    }
}

/// The caption under the board, a line a `<tspan>`.
fn draw_caption(out: &mut String, caption_lines: &[String]) {
    if caption_lines.is_empty() {
        return;
    }
    let _ = write!(
        out,
        r##"<text class="caption" x="6" y="{}" font-size="14" fill="#222">"##,
        CELL * 10 + 4
    );
    for line in caption_lines {
        let _ = write!(
            out,
            r#"<tspan x="6" dy="{CAPTION_LINE}">{}</tspan>"#,
            escape(line)
        );
    }
    out.push_str("</text>\n");
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
        diagram.marks = vec![
            (MovePath::parse("33-29").unwrap(), Mark::Played),
            (
                MovePath::parse("32x23x12")
                    .unwrap()
                    .with_captures_in(&position),
                Mark::Required,
            ),
            (MovePath::parse("33-28").unwrap(), Mark::Legal),
        ];
        let svg = render(&diagram);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches(r#"class="square""#).count(), 50);
        assert_eq!(svg.matches("class=\"piece ").count(), 4);
        assert_eq!(svg.matches("piece white king").count(), 1);
        assert!(svg.contains(">50</text>"));
        assert!(svg.contains("arrow-played"));
        assert_eq!(svg.matches("required captured").count(), 2);
        // Quiet moves first, under the loud ones; dashed, without rings.
        let legal = svg.find(r#"class="legal""#).unwrap();
        assert!(legal < svg.find(r#"class="required""#).unwrap());
        assert!(legal < svg.find(r#"class="played""#).unwrap());
        assert!(svg.contains(r#"stroke-dasharray="6 4""#));
        assert!(!svg.contains("legal captured"));
        assert!(svg.contains("White to move"));
    }

    #[test]
    fn numbers_are_drawn_over_everything() {
        let position = arbiter::parse_fen("W:W32:B27,28").unwrap();
        let mut diagram = Diagram::new(&position);
        diagram.last_move = MovePath::parse("37-32");
        diagram.marks = vec![(
            MovePath::parse("32x21")
                .unwrap()
                .with_captures_in(&position),
            Mark::Played,
        )];
        let svg = render(&diagram);
        let first_number = svg.find(r#"class="number""#).unwrap();
        for drawn in [
            "class=\"piece",
            "class=\"played",
            "class=\"last-move\" points",
        ] {
            assert!(svg.rfind(drawn).unwrap() < first_number, "{drawn}");
        }
        assert_eq!(svg.matches(r#"class="number""#).count(), 50);
    }

    #[test]
    fn the_board_turns_round() {
        let position = Position::start();
        let mut diagram = Diagram::new(&position);
        let white = render(&diagram);
        assert!(white.contains(r#"data-square="1" x="48" y="0""#), "{white}");
        diagram.flipped = true;
        let black = render(&diagram);
        assert!(black.contains(r#"data-square="1" x="384" y="432""#));
        assert!(black.contains(r#"data-square="50" x="48" y="0""#));
    }

    #[test]
    fn captions_wrap_or_are_left_out() {
        let position = Position::start();
        let mut diagram = Diagram::new(&position);
        diagram.caption = Some("Move 1, White: Not the largest capture. Played 32x21 (red); required: 32x23x12 (green).".into());
        let svg = render(&diagram);
        assert_eq!(svg.matches("<tspan").count(), 2, "{svg}");
        assert!(svg.contains(r#"height="526""#));
        diagram.without_caption = true;
        let svg = render(&diagram);
        assert!(!svg.contains("caption"));
        assert!(svg.contains(r#"height="480""#));
        assert!(wrap("a b").len() == 1 && wrap(&"x".repeat(130)).len() == 3);
    }

    #[test]
    fn escapes_captions() {
        let position = Position::start();
        let mut diagram = Diagram::new(&position);
        diagram.caption = Some("<b>&".into());
        assert!(render(&diagram).contains("&lt;b&gt;&amp;"));
    }
}
