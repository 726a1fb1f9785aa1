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

/// A day of a search query (`2021-07-14` or `2021.07.14`; a year or a month alone stands for
/// its first day as a start and its last as an end: `start` picks which).
pub fn query_day(text: &str, start: bool) -> Option<i64> {
    let (first, last) = date_range(text)?;
    Some(if start { first } else { last })
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
}
