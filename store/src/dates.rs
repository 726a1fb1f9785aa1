//! The Date tag as a range of days, for searching by date: `2021.07.14` is one day,
//! `2021.07.??` the whole of July, `2021` the whole year. Days are kept as `yyyymmdd` numbers,
//! which sort like the dates and index well in both databases.

use chrono::{Datelike, NaiveDate};

/// The first and last day a Date tag can mean (`yyyymmdd`), or `None` when it names no year or
/// an impossible day (`2021.02.30`).
pub fn date_range(text: &str) -> Option<(i64, i64)> {
    let mut parts = text.trim().split(['.', '-', '/']).map(str::trim);
    let year: i32 = number(parts.next()?)?;
    if !(1000..=9999).contains(&year) {
        return None;
    }
    let month = parts.next().and_then(number::<u32>);
    let day = parts.next().and_then(number::<u32>);
    let (first, last) = match (month, day) {
        (Some(m), Some(d)) => {
            let date = NaiveDate::from_ymd_opt(year, m, d)?;
            (date, date)
        }
        (Some(m), None) => {
            let first = NaiveDate::from_ymd_opt(year, m, 1)?;
            let next = if m == 12 {
                NaiveDate::from_ymd_opt(year + 1, 1, 1)?
            } else {
                NaiveDate::from_ymd_opt(year, m + 1, 1)?
            };
            (first, next.pred_opt()?)
        }
        (None, _) => (
            NaiveDate::from_ymd_opt(year, 1, 1)?,
            NaiveDate::from_ymd_opt(year, 12, 31)?,
        ),
    };
    Some((day_number(first), day_number(last)))
}

/// A date as `yyyymmdd`.
pub fn day_number(date: NaiveDate) -> i64 {
    i64::from(date.year()) * 10_000 + i64::from(date.month()) * 100 + i64::from(date.day())
}

/// A day of a search query, as arbiters type it: year first as PDN and ISO write it
/// (`2021-07-14`, `2021.07.14`) or day first as most of Europe does (`14/07/2021`,
/// `14.07.2021`, `14-07-2021`, `07/2021`). A year or a month alone stands for its first day as
/// a start and its last as an end: `start` picks which.
pub fn query_day(text: &str, start: bool) -> Option<i64> {
    // Digits and separators only: a tag's `??` (or a word typed) is not a query's part.
    if !text
        .bytes()
        .all(|b| b.is_ascii_digit() || b".-/ ".contains(&b))
    {
        return None;
    }
    let (first, last) = date_range(text).or_else(|| date_range(&year_first(text)?))?;
    Some(if start { first } else { last })
}

/// A date written day first (`13/08/2021`, `08.2021`) rewritten year first (`2021.08.13`),
/// `None` when it is not written so. Never month first: `08/13/2021` is no date here rather
/// than a guess.
fn year_first(text: &str) -> Option<String> {
    let parts: Vec<&str> = text
        .trim()
        .split(['.', '-', '/', ' '])
        .filter(|p| !p.is_empty())
        .collect();
    if !parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    let short = |p: &str| (1..=2).contains(&p.len());
    match parts.as_slice() {
        [day, month, year] if year.len() == 4 && short(day) && short(month) => {
            Some(format!("{year}.{month}.{day}"))
        }
        [month, year] if year.len() == 4 && short(month) => Some(format!("{year}.{month}")),
        _ => None,
    }
}

fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_as_ranges() {
        assert_eq!(date_range("2021.07.14"), Some((20210714, 20210714)));
        assert_eq!(date_range("2021-07-14"), Some((20210714, 20210714)));
        assert_eq!(date_range("2021.07.??"), Some((20210701, 20210731)));
        assert_eq!(date_range("2024.02.??"), Some((20240201, 20240229)));
        assert_eq!(date_range("2021.12.??"), Some((20211201, 20211231)));
        assert_eq!(date_range("2021.??.??"), Some((20210101, 20211231)));
        assert_eq!(date_range("2021"), Some((20210101, 20211231)));
        assert_eq!(date_range("2021.02.30"), None);
        assert_eq!(date_range("????.??.??"), None);
        assert_eq!(date_range(""), None);
        assert_eq!(query_day("2021-07", false), Some(20210731));
    }

    #[test]
    fn queries_as_arbiters_type_them() {
        for typed in [
            "13/08/2021",
            "13.08.2021",
            "13-08-2021",
            "2021-08-13",
            "2021.08.13",
            " 13/8/2021 ",
        ] {
            assert_eq!(query_day(typed, true), Some(20210813), "{typed}");
            assert_eq!(query_day(typed, false), Some(20210813), "{typed}");
        }
        for typed in ["2021-08", "08/2021", "8.2021", "2021.08"] {
            assert_eq!(query_day(typed, true), Some(20210801), "{typed}");
            assert_eq!(query_day(typed, false), Some(20210831), "{typed}");
        }
        assert_eq!(query_day("2021", true), Some(20210101));
        assert_eq!(query_day("2021", false), Some(20211231));
        // Month first is not guessed; impossible days are no dates.
        for typed in [
            "08/13/2021",
            "31/02/2021",
            "13/08/21",
            "yesterday",
            "13 août 2021",
            "2021-août",
            "2021.??",
        ] {
            assert_eq!(query_day(typed, true), None, "{typed}");
        }
    }
}
