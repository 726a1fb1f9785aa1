//! The tournament as PDN: one normalised file of all its games (PDN.md "Writing", the rules
//! deciding how captures are written), and its original files in a zip archive.
//!
//! The records themselves are not changed beyond what normalising does, except the tags that
//! make the file one tournament: Event and Site (the tournament's), Round (`3`, or `3.2` with a
//! board) and White and Black (the names the standings show, after merges and renames). The
//! result stays the one recorded: a ruling sits beside the record, it does not rewrite it.

use crate::Tournament;
use crate::game::{Placement, Record};
use arbiter::{RefereeOptions, normalize_game};
use pdn::{Game, OwnedGame, ReadOptions, Tag, TextRange};
use std::borrow::Cow;
use std::collections::HashMap;
use std::io::{Cursor, Write};

/// A source file's name (as reports give it) and bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceText {
    /// The name, as the reports give it (`dir/round3.pdn`, `a.zip:r3.pdn`).
    pub name: String,
    /// The bytes as read.
    pub bytes: Vec<u8>,
    /// The round its uploader said it stands for (`round=`); none for a file read from disk.
    pub round: Option<u32>,
}

/// Why an export could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The tournament has errors still open: a federation's table is not written with them.
    #[error("the tournament has {} open {}: {}; rule on them first", errors.len(), if errors.len() == 1 { "error" } else { "errors" }, errors.join("; "))]
    OpenErrors {
        /// Each open error's sentence, in English.
        errors: Vec<String>,
    },
    /// A game's file is not among the sources given.
    #[error("{file}: the tournament has games from this file, but its text was not given")]
    MissingSource {
        /// The file.
        file: String,
    },
    /// A game is no longer where its report says.
    #[error("{file}: game {index} is not in the file (was it changed since it was checked?)")]
    MissingGame {
        /// The file.
        file: String,
        /// The game's place.
        index: usize,
    },
    /// The archive could not be written.
    #[error("cannot write the zip archive: {0}")]
    Zip(String),
}

/// The records the normalised file holds, in round order (then board, then input order):
/// every game between two players but the copies of another, and the records of byes.
fn records_in_order(tournament: &Tournament) -> Vec<&Record> {
    let mut records: Vec<(usize, &Record)> = tournament
        .records
        .iter()
        .enumerate()
        .filter(|(_, r)| match r.placement {
            Placement::Game(id) => {
                tournament.games[id.0].counting
                    != crate::Counting::NotCounted(crate::Uncounted::Duplicate)
            }
            Placement::Bye(_) => true,
            Placement::Unnamed => false,
        })
        .collect();
    records.sort_by_key(|(i, r)| {
        (
            r.round.is_none(),
            r.round.map(|r| r.round),
            r.round.and_then(|r| r.board),
            *i,
        )
    });
    records.into_iter().map(|(_, r)| r).collect()
}

/// Sets a tag's value, adding the tag when the game has none of that name.
fn set_tag<'a>(game: &mut Game<'a>, name: &'static str, value: String) {
    match game
        .tags
        .iter_mut()
        .find(|t| t.name.eq_ignore_ascii_case(name))
    {
        Some(tag) => tag.value = Cow::Owned(value),
        None => game.tags.push(Tag {
            name,
            value: Cow::Owned(value),
            at: TextRange::default(),
        }),
    }
}

/// The whole tournament as one normalised PDN file.
pub fn normalized(
    tournament: &Tournament,
    sources: &[SourceText],
    read: &ReadOptions,
    referee: &RefereeOptions,
) -> Result<String, ExportError> {
    // Each source read once, its games by their place in the file.
    let mut parsed: HashMap<&str, Vec<OwnedGame>> = HashMap::new();
    for source in sources {
        parsed
            .entry(source.name.as_str())
            .or_insert_with(|| pdn::read_all(&source.bytes, read));
    }
    let mut out = String::new();
    for record in records_in_order(tournament) {
        let file = record.at.file.as_str();
        let games = parsed.get(file).ok_or_else(|| ExportError::MissingSource {
            file: file.to_string(),
        })?;
        let owned =
            games
                .get(record.at.index.wrapping_sub(1))
                .ok_or_else(|| ExportError::MissingGame {
                    file: file.to_string(),
                    index: record.at.index,
                })?;
        let mut game = owned.parse();
        if game.index != record.at.index {
            return Err(ExportError::MissingGame {
                file: file.to_string(),
                index: record.at.index,
            });
        }
        if let Some(name) = &tournament.event.name {
            set_tag(&mut game, "Event", name.clone());
        }
        if let Some(site) = &tournament.event.site {
            set_tag(&mut game, "Site", site.clone());
        }
        if let Some(round) = record.round {
            set_tag(&mut game, "Round", round.to_string());
        }
        if let Placement::Game(id) = record.placement {
            let played = &tournament.games[id.0];
            set_tag(
                &mut game,
                "White",
                tournament.player(played.white).name.clone(),
            );
            set_tag(
                &mut game,
                "Black",
                tournament.player(played.black).name.clone(),
            );
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(normalize_game(&game, referee).trim_end());
        out.push('\n');
    }
    Ok(out)
}

/// A zip entry name for a source: `a.zip:r1.pdn` becomes `a.zip/r1.pdn`; no absolute paths,
/// no `..`.
fn entry_name(name: &str) -> String {
    let parts: Vec<&str> = name
        .split(['/', '\\', ':'])
        .filter(|p| !p.is_empty() && *p != "." && *p != "..")
        .collect();
    if parts.is_empty() {
        "source.pdn".to_string()
    } else {
        parts.join("/")
    }
}

/// The entry names of `sources` without the folders they all share: `/home/arbiter/open/r1.pdn`
/// and `/home/arbiter/open/r2.pdn` are `r1.pdn` and `r2.pdn`, not the arbiter's own folders.
fn entry_names(sources: &[SourceText]) -> Vec<String> {
    let names: Vec<String> = sources.iter().map(|s| entry_name(&s.name)).collect();
    let folders = |name: &str| -> Vec<String> {
        let mut parts: Vec<String> = name.split('/').map(str::to_string).collect();
        parts.pop();
        parts
    };
    let mut common = names.first().map(|n| folders(n)).unwrap_or_default();
    for name in &names[1.min(names.len())..] {
        let theirs = folders(name);
        let shared = common
            .iter()
            .zip(&theirs)
            .take_while(|(a, b)| a == b)
            .count();
        common.truncate(shared);
    }
    names
        .iter()
        .map(|name| {
            name.split('/')
                .skip(common.len())
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect()
}

/// The original files, byte for byte, in a zip archive (each once, under its name without the
/// folders all of them share).
pub fn originals_zip(sources: &[SourceText]) -> Result<Vec<u8>, ExportError> {
    let zip_error = |e: &dyn std::fmt::Display| ExportError::Zip(e.to_string());
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    let mut seen = std::collections::HashSet::new();
    for (source, name) in sources.iter().zip(entry_names(sources)) {
        if !seen.insert(name.clone()) {
            continue;
        }
        zip.start_file(name, options).map_err(|e| zip_error(&e))?;
        zip.write_all(&source.bytes).map_err(|e| zip_error(&e))?;
    }
    let cursor = zip.finish().map_err(|e| zip_error(&e))?;
    Ok(cursor.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_names_stay_inside_the_archive() {
        assert_eq!(entry_name("a.zip:r1.pdn"), "a.zip/r1.pdn");
        assert_eq!(entry_name("/abs/../x.pdn"), "abs/x.pdn");
        assert_eq!(entry_name("<stdin>"), "<stdin>");
        assert_eq!(entry_name(".."), "source.pdn");
    }

    #[test]
    fn entries_leave_out_the_folders_all_share() {
        let source = |name: &str| SourceText {
            name: name.to_string(),
            bytes: Vec::new(),
            round: None,
        };
        let names = entry_names(&[
            source("/home/arbiter/open/r1.pdn"),
            source("/home/arbiter/open/late/r2.pdn"),
        ]);
        assert_eq!(names, ["r1.pdn", "late/r2.pdn"]);
        assert_eq!(entry_names(&[source("/home/a/r1.pdn")]), ["r1.pdn"]);
        assert_eq!(
            entry_names(&[source("a.zip:r1.pdn"), source("b.pdn")]),
            ["a.zip/r1.pdn", "b.pdn"]
        );
    }
}
