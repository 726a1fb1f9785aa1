//! The tournament's name, place and dates: what the arbiter gives, else what the games' Event,
//! Site and Date tags say (the name and place most of the games give; the first and the last
//! date).

use super::date::PartialDate;
use serde::Serialize;

/// Name, place and dates.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct EventInfo {
    /// The name.
    pub name: Option<String>,
    /// The place.
    pub site: Option<String>,
    /// The first day.
    pub from: Option<PartialDate>,
    /// The last day.
    pub to: Option<PartialDate>,
    /// The chief arbiter (the arbiter's `--arbiter`, else the games' Arbiter tags).
    pub arbiter: Option<String>,
    /// Every Event tag value with the number of games that carry it, most used first.
    pub event_names: Vec<(String, usize)>,
}

/// Collects Event, Site and Date tags, then decides.
#[derive(Default)]
pub(super) struct EventTally {
    names: Vec<(String, usize)>,
    sites: Vec<(String, usize)>,
    arbiters: Vec<(String, usize)>,
    /// The first and last full dates (day known).
    full: Option<(PartialDate, PartialDate)>,
    /// The first and last dates with an unknown month or day.
    partial: Option<(PartialDate, PartialDate)>,
}

/// A tag value that says something (`?`, `-` and empty do not).
fn meaningful(value: Option<&str>) -> Option<String> {
    let value = super::name::tidy(value?);
    (!value.is_empty() && !value.chars().all(|c| matches!(c, '?' | '-'))).then_some(value)
}

fn count(tally: &mut Vec<(String, usize)>, value: String) {
    match tally.iter_mut().find(|(v, _)| *v == value) {
        Some((_, n)) => *n += 1,
        None => tally.push((value, 1)),
    }
}

impl EventTally {
    /// Counts one game's tags.
    pub fn add(&mut self, event: Option<&str>, site: Option<&str>) {
        if let Some(event) = meaningful(event) {
            count(&mut self.names, event);
        }
        if let Some(site) = meaningful(site) {
            count(&mut self.sites, site);
        }
    }

    /// Counts one game's Arbiter tag (`Arbiter`, else `ChiefArbiter`).
    pub fn arbiter(&mut self, arbiter: Option<&str>) {
        if let Some(arbiter) = meaningful(arbiter) {
            count(&mut self.arbiters, arbiter);
        }
    }

    /// Widens the dates to hold `from..=to`.
    pub fn dates(&mut self, from: PartialDate, to: PartialDate) {
        let span = if from.day.is_some() && to.day.is_some() {
            &mut self.full
        } else {
            &mut self.partial
        };
        *span = Some(match *span {
            Some((a, b)) => (a.min(from), b.max(to)),
            None => (from, to),
        });
    }

    /// The event, the arbiter's name and place winning over the tags'.
    pub fn finish(
        mut self,
        name: Option<&str>,
        site: Option<&str>,
        arbiter: Option<&str>,
    ) -> EventInfo {
        // Most used first; the first seen wins a tie (the sort is stable).
        self.names.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        self.sites.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        self.arbiters.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        EventInfo {
            name: meaningful(name).or_else(|| self.names.first().map(|(n, _)| n.clone())),
            site: meaningful(site).or_else(|| self.sites.first().map(|(s, _)| s.clone())),
            // `2024.03.??` says less than `2024.03.02`: full dates win when there are some.
            from: self.full.or(self.partial).map(|(from, _)| from),
            to: self.full.or(self.partial).map(|(_, to)| to),
            arbiter: meaningful(arbiter).or_else(|| self.arbiters.first().map(|(a, _)| a.clone())),
            event_names: self.names,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_used_name_unless_the_arbiter_gives_one() {
        let mut tally = EventTally::default();
        tally.add(Some("Cpt France 2021"), Some("?"));
        tally.add(Some("Championnat de France 2021"), Some("Paris"));
        tally.add(Some("Championnat de France 2021"), None);
        let event = tally.finish(None, None, None);
        assert_eq!(event.name.as_deref(), Some("Championnat de France 2021"));
        assert_eq!(event.site.as_deref(), Some("Paris"));
        assert_eq!(event.event_names.len(), 2);

        let mut tally = EventTally::default();
        tally.add(Some("?"), Some(""));
        let event = tally.finish(Some("Open"), None, None);
        assert_eq!(event.name.as_deref(), Some("Open"));
        assert_eq!(event.site, None);
    }

    #[test]
    fn full_dates_win_over_partial_ones() {
        let day = |d| PartialDate {
            year: 2024,
            month: Some(3),
            day: d,
        };
        let mut tally = EventTally::default();
        tally.dates(day(None), day(None));
        let event = EventTally::finish(tally, None, None, None);
        assert_eq!((event.from, event.to), (Some(day(None)), Some(day(None))));
        let mut tally = EventTally::default();
        tally.dates(day(Some(5)), day(Some(5)));
        tally.dates(day(None), day(None));
        tally.dates(day(Some(2)), day(Some(2)));
        let event = tally.finish(None, None, None);
        assert_eq!(
            (event.from, event.to),
            (Some(day(Some(2))), Some(day(Some(5))))
        );
    }
}
