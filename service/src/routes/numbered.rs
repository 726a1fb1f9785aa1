//! The standings report as the service writes it: every game, and every game a finding names,
//! also with `n`, its number in the tournament; every object's keys in sorted order, as when the
//! report was built as one [`serde_json::Value`] to add the numbers.
//!
//! It is written straight from the built tournament, one element at a time (issue 26: the whole
//! report as a `Value` took a 100,000-game tournament's reads to 1.6 GB). Each element still
//! goes through a `Value` of its own ([`AsValue`]), which keeps the bytes the routes answered.

use crate::built::Built;
use arbiter::Lang;
use serde::ser::{Error as _, SerializeStruct};
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::borrow::Cow;
use tournament::Finding;
use tournament::export::json::{self, AsValue, Report, Seq};

/// The report of `built`, its findings said in `lang`.
pub(crate) struct NumberedReport<'a> {
    built: &'a Built,
    report: Report<'a>,
    lang: Lang,
}

impl<'a> NumberedReport<'a> {
    /// The report of `built` (its findings taken as they are and said in `lang` one by one).
    pub(crate) fn of(built: &'a Built, lang: Lang) -> NumberedReport<'a> {
        NumberedReport {
            built,
            report: json::report(&built.tournament),
            lang,
        }
    }

    /// Its findings alone, as a sequence.
    pub(crate) fn findings(&self) -> Findings<'_> {
        Findings(self)
    }
}

/// The findings of a [`NumberedReport`], written as a sequence.
pub(crate) struct Findings<'r>(&'r NumberedReport<'r>);

impl Serialize for Findings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let NumberedReport {
            built,
            report,
            lang,
        } = self.0;
        serializer.collect_seq(report.findings.iter().map(|finding| NumberedFinding {
            built,
            finding: match lang {
                Lang::En => Cow::Borrowed(finding),
                lang => Cow::Owned(finding.in_lang(*lang)),
            },
        }))
    }
}

impl Serialize for NumberedReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // The keys in sorted order, as a `Value`'s map wrote them.
        let mut out = serializer.serialize_struct("StandingsReport", 6)?;
        out.serialize_field("crosstable", &AsValue(&self.report.crosstable))?;
        out.serialize_field("findings", &self.findings())?;
        out.serialize_field(
            "games",
            &Seq(|| {
                self.report.games.iter().map(|game| Numbered {
                    built: self.built,
                    value: game,
                })
            }),
        )?;
        out.serialize_field(
            "standings",
            &Seq(|| self.report.standings.iter().map(AsValue)),
        )?;
        out.serialize_field("tournament", &AsValue(&self.report.tournament))?;
        out.serialize_field(
            "unplayed",
            &Seq(|| self.report.unplayed.iter().map(AsValue)),
        )?;
        out.end()
    }
}

/// A game of the report, as a `Value` with its `n`.
struct Numbered<'a, T> {
    built: &'a Built,
    value: T,
}

impl<T: Serialize> Serialize for Numbered<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut game = serde_json::to_value(&self.value).map_err(S::Error::custom)?;
        number(self.built, &mut game);
        game.serialize(serializer)
    }
}

/// A finding, as a `Value` with each of its games' `n`.
struct NumberedFinding<'a> {
    built: &'a Built,
    finding: Cow<'a, Finding>,
}

impl Serialize for NumberedFinding<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut finding = serde_json::to_value(&*self.finding).map_err(S::Error::custom)?;
        if let Some(games) = finding["games"].as_array_mut() {
            for game in games {
                number(self.built, game);
            }
        }
        finding.serialize(serializer)
    }
}

/// Adds `n` to a game named by its `file` and `index`, if the tournament numbers it.
fn number(built: &Built, game: &mut Value) {
    let n = (|| {
        let file = game["file"].as_str()?;
        let index = usize::try_from(game["index"].as_u64()?).ok()?;
        built.number(file, index)
    })();
    if let Some(n) = n {
        game["n"] = n.into();
    }
}
