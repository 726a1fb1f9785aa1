//! Commands embedded in comments: `[%clock w0:03:00 B0:03:00]` (lidraughts), `[%clk 1:55:21]`,
//! `[%emt 0:00:07]`, `[%eval 0.17]`; other `[%name ...]` commands are kept untyped.

use crate::side::Side;
use nom::{
    IResult, Parser,
    bytes::complete::{tag, take_while, take_while1},
    character::complete::{char, digit1},
    combinator::{all_consuming, opt, recognize},
    multi::separated_list1,
    sequence::preceded,
};
use serde::Serialize;

/// A time on a clock or a time spent, to the millisecond.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ClockTime {
    /// Milliseconds.
    pub millis: u64,
}

impl ClockTime {
    /// Whole seconds (rounded down).
    pub fn seconds(self) -> u64 {
        self.millis / 1000
    }
}

/// The typed value of a comment command.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum CommandValue {
    /// `[%clock w1:29:46 B1:29:40]`: both clocks; the lower-case letter marks the side that just moved.
    Clock {
        /// White's remaining time.
        white: Option<ClockTime>,
        /// Black's remaining time.
        black: Option<ClockTime>,
        /// The side written in lower case, if exactly one was.
        moved: Option<Side>,
    },
    /// `[%clk 1:55:21]`: the mover's remaining time.
    Clk(ClockTime),
    /// `[%emt 0:00:07]`: time spent on the move.
    Emt(ClockTime),
    /// `[%eval 0.17]`: an engine evaluation; `None` when not a plain number (e.g. `#3`).
    Eval(Option<f32>),
    /// A command we do not know, or whose arguments did not parse.
    Other,
}

/// One `[%name args]` command found in a comment.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Command<'a> {
    /// The name after `%`.
    pub name: &'a str,
    /// The arguments as written.
    pub args: &'a str,
    /// The typed value.
    pub value: CommandValue,
}

/// `h:mm:ss`, `m:ss` or `s`, each optionally with a decimal fraction of seconds.
pub fn parse_clock_time(text: &str) -> Option<ClockTime> {
    fn fields(i: &str) -> IResult<&str, (Vec<&str>, Option<&str>)> {
        (
            separated_list1(char(':'), digit1),
            opt(preceded(char('.'), digit1)),
        )
            .parse(i)
    }
    let (_, (parts, fraction)) = all_consuming(fields).parse(text.trim()).ok()?;
    if parts.len() > 4 {
        return None;
    }
    let mut seconds: u64 = 0;
    for part in &parts {
        seconds = seconds
            .checked_mul(60)?
            .checked_add(part.parse::<u64>().ok()?)?;
    }
    let mut millis = seconds.checked_mul(1000)?;
    if let Some(fraction) = fraction {
        let mut scale = 100;
        for digit in fraction.bytes().take(3) {
            millis = millis.checked_add(u64::from(digit - b'0') * scale)?;
            scale /= 10;
        }
    }
    Some(ClockTime { millis })
}

fn clock_value(args: &str) -> CommandValue {
    let (mut white, mut black, mut moved, mut lower_count) = (None, None, None, 0);
    for part in args.split_whitespace() {
        let mut chars = part.chars();
        let (Some(letter), rest) = (chars.next(), chars.as_str()) else {
            continue;
        };
        let Some(time) = parse_clock_time(rest) else {
            return CommandValue::Other;
        };
        let side = match letter.to_ascii_lowercase() {
            'w' => Side::White,
            'b' => Side::Black,
            _ => return CommandValue::Other,
        };
        if letter.is_ascii_lowercase() {
            lower_count += 1;
            moved = Some(side);
        }
        match side {
            Side::White => white = Some(time),
            Side::Black => black = Some(time),
        }
    }
    if lower_count != 1 {
        moved = None;
    }
    if white.is_none() && black.is_none() {
        return CommandValue::Other;
    }
    CommandValue::Clock {
        white,
        black,
        moved,
    }
}

fn typed_value(name: &str, args: &str) -> CommandValue {
    match name {
        "clock" => clock_value(args),
        "clk" => parse_clock_time(args).map_or(CommandValue::Other, CommandValue::Clk),
        "emt" => parse_clock_time(args).map_or(CommandValue::Other, CommandValue::Emt),
        "eval" => CommandValue::Eval(args.trim().parse::<f32>().ok().filter(|v| v.is_finite())),
        _ => CommandValue::Other,
    }
}

/// `[%name args]` at the start of `input`.
fn command(input: &str) -> IResult<&str, Command<'_>> {
    let (rest, name) = preceded(
        tag("[%"),
        take_while1(|c: char| c.is_ascii_alphanumeric() || c == '_'),
    )
    .parse(input)?;
    let (rest, args) = recognize(take_while(|c: char| c != ']' && c != '[')).parse(rest)?;
    let (rest, _) = char(']').parse(rest)?;
    Ok((
        rest,
        Command {
            name,
            args,
            value: typed_value(name, args),
        },
    ))
}

/// Every command in a comment's text, in order.
pub fn parse_commands(text: &str) -> Vec<Command<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("[%") {
        let Some(from) = rest.get(at..) else { break };
        match command(from) {
            Ok((after, cmd)) => {
                out.push(cmd);
                rest = after;
            }
            Err(_) => rest = from.get(2..).unwrap_or(""),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(millis: u64) -> Option<ClockTime> {
        Some(ClockTime { millis })
    }

    #[test]
    fn clock_times() {
        assert_eq!(parse_clock_time("1:55:21"), t((3600 + 55 * 60 + 21) * 1000));
        assert_eq!(parse_clock_time("0:03:00"), t(180_000));
        assert_eq!(parse_clock_time("2:47"), t(167_000));
        assert_eq!(parse_clock_time("0:0:9.56"), t(9_560));
        assert_eq!(parse_clock_time("12"), t(12_000));
        assert_eq!(parse_clock_time("1:x"), None);
        assert_eq!(parse_clock_time(""), None);
        assert_eq!(parse_clock_time("99999999999999999999:00"), None);
    }

    #[test]
    fn lidraughts_clock_marks_the_mover_in_lower_case() {
        let cmds = parse_commands("[%clock w1:29:46 B1:29:40]");
        assert_eq!(cmds.len(), 1);
        assert_eq!(cmds[0].name, "clock");
        assert_eq!(
            cmds[0].value,
            CommandValue::Clock {
                white: t(5_386_000),
                black: t(5_380_000),
                moved: Some(Side::White)
            }
        );
        let black = parse_commands("[%clock W1:29:46 b1:29:40]");
        assert!(matches!(
            black[0].value,
            CommandValue::Clock {
                moved: Some(Side::Black),
                ..
            }
        ));
    }

    #[test]
    fn clk_emt_eval_and_unknown_commands() {
        let cmds = parse_commands(
            "[%drgnode 5 6][%eval -0.048][%egt 0:0:9.56] text [%clk 1:55:21][%emt 0:00:07][%eval #3]",
        );
        let values: Vec<_> = cmds.iter().map(|c| (c.name, c.value)).collect();
        assert_eq!(
            values,
            vec![
                ("drgnode", CommandValue::Other),
                ("eval", CommandValue::Eval(Some(-0.048))),
                ("egt", CommandValue::Other),
                ("clk", CommandValue::Clk(ClockTime { millis: 6_921_000 })),
                ("emt", CommandValue::Emt(ClockTime { millis: 7_000 })),
                ("eval", CommandValue::Eval(None)),
            ]
        );
        assert_eq!(cmds[0].args, " 5 6");
    }

    #[test]
    fn broken_commands_are_skipped() {
        assert!(parse_commands("[% nothing] [%clk 1:00").is_empty());
        assert_eq!(parse_commands("[%inbook]")[0].name, "inbook");
    }
}
