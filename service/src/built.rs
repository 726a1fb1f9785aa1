//! Stored tournaments built into checked ones ([`tournament::Tournament`]): standings,
//! crosstable and findings for the routes, from the stored verdicts and the arbiter's
//! decisions (issue 13).
//!
//! Building reads every file of the tournament and parses every game for its tags, so the last
//! few tournaments built are kept, each under its revision (counted up by every write to it)
//! and the settings asked for: a page that asks for the standings, the crosstable and the
//! findings builds the tournament once, and any write makes the next request build it again.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use store::decisions::{self, StoredDecision};
use store::rounds::Revision;
use store::{Store, StoreError, StoredFile, TournamentGames, TournamentSummary};
use tournament::name::NameKey;
use tournament::{Decisions, PlayerId, Settings, SystemChoice, Tiebreak, Tournament};

/// Tournaments kept built.
const CACHED: usize = 8;
/// Most games of all the tournaments kept together (the newest one is kept whatever its
/// size, up to this). A larger tournament is built for each request and not kept, its readers
/// at one time sharing one build: the memory of one stays bounded by what one read needs.
pub const MAX_CACHED_GAMES: u64 = 100_000;

/// How to build: what the arbiter may choose per request (`tiebreaks`, `system`,
/// `bye_points`), the rest from the games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BuildSettings {
    /// The tie-breaks in order (else FMJD's for the system).
    pub tiebreaks: Option<Vec<Tiebreak>>,
    /// The system, or auto.
    pub system: SystemChoice,
    /// Points for a bye (else 2).
    pub bye_points: Option<u32>,
}

impl BuildSettings {
    /// The tournament settings these stand for.
    fn settings(&self) -> Settings {
        let mut settings = Settings {
            system: self.system,
            tiebreaks: self.tiebreaks.clone(),
            ..Settings::default()
        };
        if let Some(points) = self.bye_points {
            settings.scoring.bye = points;
        }
        settings
    }
}

/// A stored tournament, built.
#[derive(Debug)]
pub struct Built {
    /// The revision it was built at.
    pub revision: Revision,
    /// Its summary.
    pub summary: TournamentSummary,
    /// Its files.
    pub files: Vec<StoredFile>,
    /// The arbiter's decisions, withdrawn ones included.
    pub decisions: Vec<StoredDecision>,
    /// The tournament's number of each record, in record order.
    pub numbers: Vec<u32>,
    /// The number of each record by its file and place in it: a report names every game, and
    /// looking each up among all records made a report quadratic in the games (issue 26: 100 s
    /// for 100,000 games).
    places: HashMap<String, HashMap<usize, u32>>,
    /// The checked tournament.
    pub tournament: Tournament,
}

impl Built {
    /// The tournament's number of the game at `index` of the file labelled `file`.
    pub fn number(&self, file: &str, index: usize) -> Option<u32> {
        self.places.get(file)?.get(&index).copied()
    }

    /// The player a name stands for: the name shown, or any spelling the files use.
    pub fn player(&self, name: &str) -> Option<PlayerId> {
        let key = NameKey::of(name)?;
        self.tournament
            .players
            .iter()
            .find(|p| {
                p.key == key
                    || p.spellings
                        .iter()
                        .any(|s| NameKey::of(s).as_ref() == Some(&key))
            })
            .map(|p| p.id)
    }
}

/// The decisions a stored tournament is built with: those in force, in the order made.
fn decisions_of(stored: &TournamentGames) -> Decisions {
    let mut out = Decisions::default();
    let place = |n| {
        stored
            .place(n)
            .map(|(file, index)| (file.to_string(), index))
    };
    decisions::gather(&stored.decisions, place, &mut out);
    out
}

/// Builds tournament `id` as stored now (blocking).
fn build(
    store: &Store,
    id: &str,
    settings: &BuildSettings,
    keep_going: &dyn Fn() -> bool,
) -> Result<Option<Built>, StoreError> {
    let Some(stored) = store.tournament_games_watched(id, keep_going)? else {
        return Ok(None);
    };
    let decisions = decisions_of(&stored);
    let (numbers, inputs): (Vec<u32>, Vec<_>) = stored.games.into_iter().unzip();
    let tournament = Tournament::build(inputs, &decisions, &settings.settings());
    let mut places: HashMap<String, HashMap<usize, u32>> = HashMap::new();
    for (record, &n) in tournament.records.iter().zip(&numbers) {
        let file = match places.get_mut(&record.at.file) {
            Some(file) => file,
            None => places.entry(record.at.file.clone()).or_default(),
        };
        // The first record at a place, as a search in record order found it.
        file.entry(record.at.index).or_insert(n);
    }
    Ok(Some(Built {
        revision: stored.revision,
        summary: stored.summary,
        files: stored.files,
        decisions: stored.decisions,
        numbers,
        places,
        tournament,
    }))
}

/// A build under way, which readers of the same tournament and settings wait for rather than
/// building it again (six readers of one large tournament built it six times at once, issue
/// 26: 4.4 GB).
type Slot = Arc<Mutex<Option<Arc<Built>>>>;

/// The last tournaments built, and the builds under way.
#[derive(Default)]
pub struct BuiltCache {
    entries: Mutex<Kept<(String, BuildSettings), Arc<Built>>>,
    building: Mutex<HashMap<(String, BuildSettings), Slot>>,
}

impl std::fmt::Debug for BuiltCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BuiltCache").finish_non_exhaustive()
    }
}

impl BuiltCache {
    /// Tournament `id` built with `settings` as it is stored now (blocking): the kept one if
    /// nothing was written to it since, else built again. `None`: no such tournament.
    pub fn get(
        &self,
        store: &Store,
        id: &str,
        settings: &BuildSettings,
    ) -> Result<Option<Arc<Built>>, StoreError> {
        self.get_watched(store, id, settings, &|| true)
    }

    /// [`BuiltCache::get`], reading the games only as long as `keep_going` says. Concurrent
    /// readers of one tournament with one set of settings build it once: the first builds,
    /// the others wait for its build.
    pub fn get_watched(
        &self,
        store: &Store,
        id: &str,
        settings: &BuildSettings,
        keep_going: &dyn Fn() -> bool,
    ) -> Result<Option<Arc<Built>>, StoreError> {
        let Some(revision) = store.revision(id)? else {
            return Ok(None);
        };
        if let Some(kept) = self.kept(id, settings, &revision) {
            return Ok(Some(kept));
        }
        let key = (id.to_string(), settings.clone());
        let slot = self
            .building
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(key.clone())
            .or_default()
            .clone();
        let result = self.build_in(&slot, store, id, settings, revision, keep_going);
        // The slot goes once nobody holds it but the table.
        let mut building = self.building.lock().unwrap_or_else(PoisonError::into_inner);
        drop(slot);
        if building
            .get(&key)
            .is_some_and(|s| Arc::strong_count(s) == 1)
        {
            building.remove(&key);
        }
        result
    }

    /// Builds in `slot`, or takes what the build before in it made if it is of `revision`.
    fn build_in(
        &self,
        slot: &Slot,
        store: &Store,
        id: &str,
        settings: &BuildSettings,
        revision: Revision,
        keep_going: &dyn Fn() -> bool,
    ) -> Result<Option<Arc<Built>>, StoreError> {
        let mut slot = slot.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(built) = slot.as_ref().filter(|b| b.revision == revision) {
            return Ok(Some(built.clone()));
        }
        // Room is made before the build, not after: the builds kept that this one would push
        // out go first, so that they and it are never in memory together (six reads of
        // 100,000 games with six settings took 1.1 GB when each build was kept beside the last).
        let games = store.tournament(id)?.map_or(0, |s| s.games);
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .make_room(games);
        let Some(built) = build(store, id, settings, keep_going)? else {
            return Ok(None);
        };
        let built = Arc::new(built);
        *slot = Some(built.clone());
        self.keep(id, settings, &built);
        Ok(Some(built))
    }

    /// Keeps `built`, the oldest ones going when there are too many, or too many games.
    fn keep(&self, id: &str, settings: &BuildSettings, built: &Arc<Built>) {
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .keep(
                (id.to_string(), settings.clone()),
                built.summary.games,
                built.clone(),
            );
    }

    fn kept(&self, id: &str, settings: &BuildSettings, revision: &Revision) -> Option<Arc<Built>> {
        let entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        entries
            .find(&(id.to_string(), settings.clone()), |b| {
                b.revision == *revision
            })
            .cloned()
    }
}

/// The builds kept, newest first: at most [`CACHED`] of them and [`MAX_CACHED_GAMES`] games
/// together, the newest kept whatever its size up to that (generic over what is kept, so
/// that its bound can be tested without building tournaments).
#[derive(Debug)]
struct Kept<K, V> {
    entries: VecDeque<(K, u64, V)>,
}

impl<K, V> Default for Kept<K, V> {
    fn default() -> Self {
        Kept {
            entries: VecDeque::new(),
        }
    }
}

impl<K: PartialEq, V> Kept<K, V> {
    /// Keeps `value` of `games` games under `key` (in place of what `key` had), the oldest
    /// going while there are too many or too many games; a value of more games than the
    /// bound is not kept.
    fn keep(&mut self, key: K, games: u64, value: V) {
        if games > MAX_CACHED_GAMES {
            return;
        }
        self.entries.retain(|(k, _, _)| *k != key);
        self.entries.push_front((key, games, value));
        self.entries.truncate(CACHED);
        let mut total = 0;
        let within = self
            .entries
            .iter()
            .take_while(|(_, games, _)| {
                total += games;
                total <= MAX_CACHED_GAMES
            })
            .count();
        self.entries.truncate(within.max(1));
    }

    /// Lets the oldest go until `games` more fit beside the rest (all of them, for a value of
    /// the bound or more).
    fn make_room(&mut self, games: u64) {
        let mut total: u64 = self.entries.iter().map(|(_, games, _)| games).sum();
        while total.saturating_add(games) > MAX_CACHED_GAMES
            && let Some((_, gone, _)) = self.entries.pop_back()
        {
            total -= gone;
        }
    }

    /// What is kept under `key`, if `fits` says it is still good.
    fn find(&self, key: &K, fits: impl Fn(&V) -> bool) -> Option<&V> {
        self.entries
            .iter()
            .find(|(k, _, v)| k == key && fits(v))
            .map(|(_, _, v)| v)
    }

    /// The games of all that is kept.
    #[cfg(test)]
    fn games(&self) -> u64 {
        self.entries.iter().map(|(_, games, _)| games).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builds_kept_hold_at_most_the_bound_of_games() {
        let mut kept = Kept::default();
        kept.keep("a", 60_000, 1);
        kept.keep("b", 30_000, 2);
        assert_eq!(kept.games(), 90_000);
        // A third that would pass the bound pushes the oldest out.
        kept.keep("c", 20_000, 3);
        assert_eq!(kept.games(), 50_000);
        assert!(kept.find(&"a", |_| true).is_none(), "the oldest went");
        assert_eq!(kept.find(&"c", |_| true), Some(&3));
        // The newest is kept alone if it is the bound by itself.
        kept.keep("d", MAX_CACHED_GAMES, 4);
        assert_eq!(kept.games(), MAX_CACHED_GAMES);
        assert_eq!(kept.find(&"d", |_| true), Some(&4));
        // One larger than the bound is never kept (and pushes nothing out).
        kept.keep("e", MAX_CACHED_GAMES + 1, 5);
        assert!(kept.find(&"e", |_| true).is_none());
        assert_eq!(kept.games(), MAX_CACHED_GAMES);
    }

    #[test]
    fn room_is_made_before_a_build_for_all_its_games() {
        let mut kept = Kept::default();
        kept.keep("a", 40_000, 1);
        kept.keep("b", 40_000, 2);
        kept.make_room(20_000);
        assert_eq!(kept.games(), 80_000, "it fits beside them");
        kept.make_room(30_000);
        assert_eq!(kept.games(), 40_000, "the oldest went");
        assert!(kept.find(&"b", |_| true).is_some());
        kept.make_room(MAX_CACHED_GAMES + 1);
        assert_eq!(kept.games(), 0, "a build over the bound has all the room");
    }

    #[test]
    fn at_most_a_few_builds_are_kept_and_a_key_once() {
        let mut kept = Kept::default();
        for n in 0..20u64 {
            kept.keep(n, 1, n);
        }
        assert_eq!(kept.entries.len(), CACHED);
        assert!(kept.find(&19, |_| true).is_some());
        assert!(kept.find(&0, |_| true).is_none());
        kept.keep(19, 5, 100);
        assert_eq!(kept.entries.len(), CACHED, "the key kept once");
        assert_eq!(kept.find(&19, |_| true), Some(&100));
        assert_eq!(
            kept.find(&19, |v| *v != 100),
            None,
            "what no longer fits is not found"
        );
    }
}
