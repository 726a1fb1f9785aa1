//! Date tags read as calendar dates (with chrono), the way real files write them: PDN's
//! `2021.07.14` and `2021.07.??`, ISO `2021-07-14`, day first `12-08-2021` and `09.07.2007`, no
//! zero padding `1970.4.2`, a month name `17 april 2009`, and ranges
//! `2004.10.27 - 2004.11.01`. A date that cannot be on a calendar (`2021.02.30`) is reported,
//! not guessed at; a two-digit year (`03.07.20`) is not read, since its century is a guess.

use chrono::NaiveDate;
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;
use words::Sentence;
use words::sentence;

/// A date whose month or day may be unknown (`2021.07.??`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartialDate {
    /// The year.
    pub year: i32,
    /// The month (1-12), when known.
    pub month: Option<u32>,
    /// The day of the month, when known (only with a month).
    pub day: Option<u32>,
}

impl PartialDate {
    /// The sort key: unknown parts sort before known ones of the same year or month.
    fn key(self) -> (i32, u32, u32) {
        (self.year, self.month.unwrap_or(0), self.day.unwrap_or(0))
    }
}

impl Ord for PartialDate {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for PartialDate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// ISO 8601 with the unknown parts left off: `2021-07-14`, `2021-07`, `2021`.
impl fmt::Display for PartialDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(month) = self.month {
            write!(f, "-{month:02}")?;
            if let Some(day) = self.day {
                write!(f, "-{day:02}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for PartialDate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// What a Date tag says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DateTag {
    /// One date.
    Date(PartialDate),
    /// From one date to another (an event's dates in one tag).
    Range(PartialDate, PartialDate),
    /// No date given (`?`, `????.??.??`, the placeholder `0000.00.00`, empty).
    Absent,
    /// Read as a date that no calendar has (`2021.02.30`, month 13).
    Impossible(Impossible),
    /// Not a form of date we read (`2007/2008`, `03.07.20`).
    Unreadable,
}

/// Reads a Date tag value.
pub fn parse_date_tag(value: &str) -> DateTag {
    let value = value.trim();
    // Zeros are what some software writes for an unknown date: a placeholder, not year 0.
    if value.is_empty()
        || value
            .chars()
            .all(|c| matches!(c, '?' | '.' | '-' | '/' | ' ' | '0'))
    {
        return DateTag::Absent;
    }
    // A range: two dates around ` - ` (a bare `-` separates the parts of one date).
    if let Some((from, to)) = value.split_once(" - ") {
        return match (parse_one(from.trim()), parse_one(to.trim())) {
            (Ok(from), Ok(to)) => DateTag::Range(from.min(to), from.max(to)),
            (Err(DateError::Impossible(why)), _) | (_, Err(DateError::Impossible(why))) => {
                DateTag::Impossible(why)
            }
            _ => DateTag::Unreadable,
        };
    }
    match parse_one(value) {
        Ok(date) => DateTag::Date(date),
        Err(DateError::Impossible(why)) => DateTag::Impossible(why),
        Err(DateError::Unreadable) => DateTag::Unreadable,
    }
}

/// What makes a date impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// A year no tournament was played in (0017, 9999).
    Year(u32),
    /// A month that is not 1 to 12.
    Month(u32),
    /// A day its month does not have in that year.
    Day {
        /// The day.
        day: u32,
        /// The month.
        month: u32,
        /// The year.
        year: u32,
    },
}

impl Impossible {
    /// What is impossible, as a finding's sentence says it.
    pub fn phrase(self) -> Sentence {
        match self {
            Impossible::Year(year) => {
                sentence!("tournament-impossible-year", year = year.to_string())
            }
            Impossible::Month(month) => {
                sentence!("tournament-impossible-month", month = month.to_string())
            }
            Impossible::Day { day, month, year } => sentence!(
                "tournament-impossible-day",
                day = day.to_string(),
                month = month.to_string(),
                year = year.to_string()
            ),
        }
    }
}

enum DateError {
    Impossible(Impossible),
    Unreadable,
}

/// A part of a date: a number, or `?`/`??` (or `00`, a placeholder) for unknown.
fn part(text: &str) -> Result<Option<u32>, DateError> {
    if !text.is_empty() && (text.chars().all(|c| c == '?') || text.chars().all(|c| c == '0')) {
        return Ok(None);
    }
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DateError::Unreadable);
    }
    text.parse().map(Some).map_err(|_| DateError::Unreadable)
}

fn parse_one(text: &str) -> Result<PartialDate, DateError> {
    if let Some(date) = with_month_name(text) {
        return date;
    }
    let parts: Vec<&str> = text.split(['.', '-', '/']).collect();
    match parts.as_slice() {
        [year] if year.len() == 4 => build(part(year)?, None, None),
        [first, second, third] => {
            // Year first when the first part has four characters (`2021.07.??`, `????`),
            // else day first (`12-08-2021`).
            let (year, month, day) = if first.len() == 4 {
                (first, second, third)
            } else if third.len() == 4 {
                (third, second, first)
            } else {
                return Err(DateError::Unreadable);
            };
            build(part(year)?, part(month)?, part(day)?)
        }
        _ => Err(DateError::Unreadable),
    }
}

/// `17 april 2009`, `12 août 2021`: day, month name, year.
fn with_month_name(text: &str) -> Option<Result<PartialDate, DateError>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [day, month, year] = words.as_slice() else {
        return None;
    };
    let month = month_number(month)?;
    Some(part(day).and_then(|day| build(part(year)?, Some(month), day)))
}

/// The month a name stands for, in English, French, Dutch or German, full or abbreviated.
fn month_number(name: &str) -> Option<u32> {
    const MONTHS: [&[&str]; 12] = [
        &["january", "janvier", "januari", "januar", "jan"],
        &[
            "february", "février", "fevrier", "februari", "februar", "feb", "fév", "fev",
        ],
        &["march", "mars", "maart", "märz", "mar", "mrt"],
        &["april", "avril", "apr", "avr"],
        &["may", "mai", "mei"],
        &["june", "juin", "juni", "jun"],
        &["july", "juillet", "juli", "jul", "juil"],
        &["august", "août", "aout", "augustus", "aug"],
        &["september", "septembre", "sep", "sept"],
        &["october", "octobre", "oktober", "oct", "okt"],
        &["november", "novembre", "nov"],
        &[
            "december",
            "décembre",
            "decembre",
            "dezember",
            "dec",
            "déc",
            "dez",
        ],
    ];
    let name = name.trim_end_matches('.').to_lowercase();
    MONTHS
        .iter()
        .position(|names| names.contains(&name.as_str()))
        .map(|i| i as u32 + 1)
}

fn build(
    year: Option<u32>,
    month: Option<u32>,
    day: Option<u32>,
) -> Result<PartialDate, DateError> {
    let Some(year) = year else {
        // `????.07.14`: without a year there is no date to place the tournament at.
        return Err(DateError::Unreadable);
    };
    // Four digits, but 0017 or 9999 is no tournament's year.
    if !(1800..=2200).contains(&year) {
        return Err(DateError::Impossible(Impossible::Year(year)));
    }
    let calendar_year = year as i32;
    let day = if month.is_some() { day } else { None };
    match (month, day) {
        (Some(m), _) if !(1..=12).contains(&m) => Err(DateError::Impossible(Impossible::Month(m))),
        (Some(m), Some(d)) if NaiveDate::from_ymd_opt(calendar_year, m, d).is_none() => {
            Err(DateError::Impossible(Impossible::Day {
                day: d,
                month: m,
                year,
            }))
        }
        _ => Ok(PartialDate {
            year: calendar_year,
            month,
            day,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_unknown_dates() {
        assert_eq!(parse_date_tag("0000.00.00"), DateTag::Absent);
        assert_eq!(parse_date_tag("????.??.??"), DateTag::Absent);
        assert_eq!(
            parse_date_tag("2004.00.00"),
            DateTag::Date(PartialDate {
                year: 2004,
                month: None,
                day: None
            })
        );
        assert_eq!(
            parse_date_tag("2004.10.00"),
            DateTag::Date(PartialDate {
                year: 2004,
                month: Some(10),
                day: None
            })
        );
    }

    fn date(year: i32, month: Option<u32>, day: Option<u32>) -> DateTag {
        DateTag::Date(PartialDate { year, month, day })
    }

    #[test]
    fn the_forms_real_files_use() {
        assert_eq!(parse_date_tag("2021.07.14"), date(2021, Some(7), Some(14)));
        assert_eq!(parse_date_tag("2021-07-14"), date(2021, Some(7), Some(14)));
        assert_eq!(parse_date_tag("2021.07.??"), date(2021, Some(7), None));
        assert_eq!(parse_date_tag("2021.??.??"), date(2021, None, None));
        assert_eq!(parse_date_tag("12-08-2021"), date(2021, Some(8), Some(12)));
        assert_eq!(parse_date_tag("09.07.2007"), date(2007, Some(7), Some(9)));
        assert_eq!(parse_date_tag("1970.4.2"), date(1970, Some(4), Some(2)));
        assert_eq!(
            parse_date_tag("17 april 2009"),
            date(2009, Some(4), Some(17))
        );
        assert_eq!(
            parse_date_tag("12 août 2021"),
            date(2021, Some(8), Some(12))
        );
        assert_eq!(parse_date_tag("2024"), date(2024, None, None));
    }

    #[test]
    fn ranges_absent_and_unreadable() {
        let from = PartialDate {
            year: 2004,
            month: Some(10),
            day: Some(27),
        };
        let to = PartialDate {
            year: 2004,
            month: Some(11),
            day: Some(1),
        };
        assert_eq!(
            parse_date_tag("2004.10.27 - 2004.11.01"),
            DateTag::Range(from, to)
        );
        assert_eq!(parse_date_tag("????.??.??"), DateTag::Absent);
        assert_eq!(parse_date_tag("?"), DateTag::Absent);
        assert_eq!(parse_date_tag(""), DateTag::Absent);
        assert_eq!(parse_date_tag("2007/2008"), DateTag::Unreadable);
        assert_eq!(parse_date_tag("03.07.20"), DateTag::Unreadable);
        assert_eq!(parse_date_tag("yesterday"), DateTag::Unreadable);
    }

    #[test]
    fn impossible_dates_are_named() {
        assert!(matches!(
            parse_date_tag("2021.02.30"),
            DateTag::Impossible(Impossible::Day {
                day: 30,
                month: 2,
                year: 2021
            })
        ));
        assert!(matches!(
            parse_date_tag("2021.13.01"),
            DateTag::Impossible(_)
        ));
        assert!(matches!(
            parse_date_tag("2023.02.29"),
            DateTag::Impossible(_)
        ));
        assert_eq!(parse_date_tag("2024.02.29"), date(2024, Some(2), Some(29)));
        assert!(matches!(
            parse_date_tag("0017.01.01"),
            DateTag::Impossible(_)
        ));
    }

    #[test]
    fn partial_dates_print_as_iso_and_sort() {
        let a = PartialDate {
            year: 2021,
            month: Some(7),
            day: None,
        };
        let b = PartialDate {
            year: 2021,
            month: Some(7),
            day: Some(1),
        };
        assert_eq!(a.to_string(), "2021-07");
        assert_eq!(b.to_string(), "2021-07-01");
        assert!(a < b);
    }
}
