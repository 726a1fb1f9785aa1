//! The totals of a batch: games by status, findings by kind, unreadable sources.

use super::pipeline::Item;
use arbiter::{FindingKind, GameReport, Status};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// Counts of findings by kind, serialised as an object in report order, zero counts left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FindingCounts([u64; FindingKind::ALL.len()]);

impl FindingCounts {
    /// Counts one finding.
    pub fn add(&mut self, kind: FindingKind) {
        if let Some(i) = FindingKind::ALL.iter().position(|k| *k == kind) {
            self.0[i] += 1;
        }
    }

    /// The non-zero counts, in report order.
    pub fn iter(&self) -> impl Iterator<Item = (FindingKind, u64)> + '_ {
        FindingKind::ALL
            .iter()
            .zip(self.0)
            .filter(|(_, n)| *n > 0)
            .map(|(k, n)| (*k, n))
    }
}

impl Serialize for FindingCounts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (kind, n) in self.iter() {
            map.serialize_entry(kind.name(), &n)?;
        }
        map.end()
    }
}

/// The totals of a batch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Sources read (files, zip entries, standard input).
    pub files: u64,
    /// Games checked.
    pub games: u64,
    /// Games with status `valid`.
    pub valid: u64,
    /// Games with status `irregular`.
    pub irregular: u64,
    /// Games with status `invalid`.
    pub invalid: u64,
    /// Games with status `unparsable`.
    pub unparsable: u64,
    /// Games not checked because they are another variant.
    pub unsupported_variant: u64,
    /// Games with at least one error finding.
    pub games_with_errors: u64,
    /// Games with warnings but no error.
    pub games_with_warnings: u64,
    /// Findings by kind.
    pub findings: FindingCounts,
    /// Sources that could not be read (or not to their end).
    pub read_errors: u64,
    /// Directory entries skipped because they are not regular files (FIFOs, devices, sockets).
    pub skipped: u64,
}

impl Summary {
    /// Counts an item.
    pub fn add(&mut self, item: &Item) {
        match item {
            Item::Source(_) | Item::Known { .. } => self.files += 1,
            Item::Game { report, .. } => self.add_report(report),
            Item::Error(_) => self.read_errors += 1,
            Item::Skipped(_) => self.skipped += 1,
        }
    }

    /// Counts a game.
    pub fn add_report(&mut self, report: &GameReport) {
        self.games += 1;
        match report.status {
            Status::Valid => self.valid += 1,
            Status::Irregular => self.irregular += 1,
            Status::Invalid => self.invalid += 1,
            Status::Unparsable => self.unparsable += 1,
            Status::UnsupportedVariant => self.unsupported_variant += 1,
        }
        if report.has_errors() {
            self.games_with_errors += 1;
        } else if super::has_problems(report) {
            self.games_with_warnings += 1;
        }
        for finding in &report.findings {
            self.findings.add(finding.kind);
        }
    }

    /// The exit status of `check`: 2 when a source could not be read or no game was found at
    /// all, else 1 when a game has an error finding, else 0.
    pub fn exit_status(&self) -> u8 {
        if self.read_errors > 0 || self.games == 0 {
            2
        } else if self.games_with_errors > 0 {
            1
        } else {
            0
        }
    }
}
