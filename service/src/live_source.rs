//! Live rounds pulled from a source (issue 30): the service polls the round's `games.pdn`, a
//! file under the directory the operator allows (`serve --live-dir`) or a URL on a host the
//! operator allows (`serve --live-hosts`), at an interval, and reads each new version as a `PUT`
//! would. A file is read again only when its size or modification time changed; a URL is asked
//! with the `ETag` and `Last-Modified` it last answered, so an unchanged feed costs a 304.
//!
//! A version is read as one that may be caught mid-write (its unfinished last game held back),
//! and taken as whole at the first poll that finds it unchanged.
//!
//! A feed that cannot be reached, answers an error, grows past the body limit, turns to
//! something that is not PDN, or stops changing while games are still being played is said in
//! the round's state (`source.problem`), and the round keeps its last good version: no other
//! round, and no game of this one, is touched. Only the operator's places are read: a token
//! cannot make the server read its files or call its neighbours.

use crate::live::lock;
use arbiter::Lang;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use words::{Sentence, sentence};

/// The shortest interval between two polls.
pub const MIN_INTERVAL: Duration = Duration::from_millis(200);
/// The longest.
pub const MAX_INTERVAL: Duration = Duration::from_secs(600);
/// The interval when none is asked.
pub const DEFAULT_INTERVAL: Duration = Duration::from_secs(2);

/// The places the operator lets live rounds be pulled from.
#[derive(Clone, Debug, Default)]
pub struct SourcesAllowed {
    /// Files under this directory (none: no file).
    pub dir: Option<PathBuf>,
    /// URLs on these hosts, as written in the URL (none: no URL).
    pub hosts: Vec<String>,
}

/// A source as it was asked for (kept across restarts, and checked again against the places
/// allowed then).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SourceRequest {
    /// A file of the live directory, by its path in it.
    pub file: Option<String>,
    /// An `http://` URL.
    pub url: Option<String>,
    /// Seconds between two reads.
    pub interval: Option<f64>,
}

impl SourceRequest {
    /// As kept in the store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// As read back from the store (none when it is not one).
    pub fn from_json(text: &str) -> Option<SourceRequest> {
        serde_json::from_str(text).ok()
    }
}

/// Where a round is pulled from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A file, its path resolved under the allowed directory.
    File(PathBuf),
    /// An `http://` URL.
    Url(String),
}

/// Why a source is refused.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    /// Neither `url` nor `file`, or both.
    #[error("give a source: `url` or `file`")]
    NoneGiven,
    /// The server pulls no file (no `--live-dir`).
    #[error("this server pulls no file")]
    NoDir,
    /// A path that leaves the directory, or is not a file in it.
    #[error("`{0}` is not a file of the live directory")]
    Outside(String),
    /// Not an `http://` URL.
    #[error("`{0}` is not an http:// URL")]
    BadUrl(String),
    /// A host the operator did not allow.
    #[error("`{0}` is not a host this server pulls from")]
    Host(String),
    /// An interval out of bounds.
    #[error("the interval is out of bounds")]
    Interval,
}

impl SourceError {
    /// What went wrong, to be said in the asker's language.
    pub fn sentence(&self) -> Sentence {
        match self {
            SourceError::NoneGiven => sentence!("api-live-source-none"),
            SourceError::NoDir => sentence!("api-live-source-no-dir"),
            SourceError::Outside(path) => {
                sentence!("api-live-source-outside", path = crate::error::clip(path))
            }
            SourceError::BadUrl(url) => {
                sentence!("api-live-source-bad-url", value = crate::error::clip(url))
            }
            SourceError::Host(host) => {
                sentence!("api-live-source-host", name = crate::error::clip(host))
            }
            SourceError::Interval => sentence!(
                "api-live-source-interval",
                from = MIN_INTERVAL.as_millis() as u64,
                into = MAX_INTERVAL.as_secs()
            ),
        }
    }
}

impl SourcesAllowed {
    /// The place `file` or `url` names, if the operator allows it.
    pub fn locate(&self, file: Option<&str>, url: Option<&str>) -> Result<Location, SourceError> {
        match (file, url) {
            (Some(file), None) => self.file(file).map(Location::File),
            (None, Some(url)) => self.url(url).map(Location::Url),
            _ => Err(SourceError::NoneGiven),
        }
    }

    fn file(&self, file: &str) -> Result<PathBuf, SourceError> {
        let dir = self.dir.as_ref().ok_or(SourceError::NoDir)?;
        let relative = Path::new(file);
        // Only plain names below the directory: no root, no `..`, no drive.
        let plain = !file.is_empty()
            && relative
                .components()
                .all(|c| matches!(c, Component::Normal(_) | Component::CurDir));
        if !plain {
            return Err(SourceError::Outside(file.to_string()));
        }
        // A link inside may point outside: the real path must stay in the real directory.
        let outside = || SourceError::Outside(file.to_string());
        let root = dir.canonicalize().map_err(|_| outside())?;
        let real = root.join(relative).canonicalize().map_err(|_| outside())?;
        if !real.starts_with(&root) || !real.is_file() {
            return Err(outside());
        }
        Ok(real)
    }

    fn url(&self, url: &str) -> Result<String, SourceError> {
        let parsed = reqwest::Url::parse(url).map_err(|_| SourceError::BadUrl(url.to_string()))?;
        if parsed.scheme() != "http" || !parsed.username().is_empty() {
            return Err(SourceError::BadUrl(url.to_string()));
        }
        let host = parsed
            .host_str()
            .ok_or_else(|| SourceError::BadUrl(url.to_string()))?;
        if !self
            .hosts
            .iter()
            .any(|allowed| allowed.eq_ignore_ascii_case(host))
        {
            return Err(SourceError::Host(host.to_string()));
        }
        Ok(parsed.to_string())
    }
}

/// The interval asked (in seconds), within bounds.
pub fn interval(seconds: Option<f64>) -> Result<Duration, SourceError> {
    let Some(seconds) = seconds else {
        return Ok(DEFAULT_INTERVAL);
    };
    let wanted = Duration::try_from_secs_f64(seconds).map_err(|_| SourceError::Interval)?;
    if (MIN_INTERVAL..=MAX_INTERVAL).contains(&wanted) {
        Ok(wanted)
    } else {
        Err(SourceError::Interval)
    }
}

/// What is wrong with a feed, as of its last poll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// It could not be read (the file gone, the host unreachable): the reader's words.
    Unreachable(String),
    /// The URL answered this status.
    Status(u16),
    /// It grew past the body limit.
    TooLarge {
        /// Its size.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// It is not PDN any more (binary, or no game in it).
    NotPdn,
    /// It has not changed for this long while a game is still being played.
    Stalled {
        /// Seconds since it last changed.
        seconds: u64,
    },
    /// More games than the service reads in one file.
    TooManyGames {
        /// The limit.
        limit: usize,
    },
    /// Every refereeing turn was taken: this version waits for the next poll.
    Busy,
}

impl Problem {
    /// Its code, stable.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::Unreachable(_) => "unreachable",
            Problem::Status(_) => "status",
            Problem::TooLarge { .. } => "too_large",
            Problem::NotPdn => "not_pdn",
            Problem::Stalled { .. } => "stalled",
            Problem::TooManyGames { .. } => "too_many_games",
            Problem::Busy => "busy",
        }
    }

    /// What it is, to be said in the reader's language.
    pub fn sentence(&self) -> Sentence {
        match self {
            Problem::Unreachable(why) => {
                sentence!("api-live-feed-unreachable", why = crate::error::clip(why))
            }
            Problem::Status(status) => {
                sentence!("api-live-feed-status", count = u64::from(*status))
            }
            Problem::TooLarge { size, limit } => sentence!(
                "api-live-feed-too-large",
                size = crate::body::bytes_said(*size, true),
                limit = crate::body::bytes_said(*limit, false)
            ),
            Problem::NotPdn => sentence!("api-live-feed-not-pdn"),
            Problem::Stalled { seconds } => {
                sentence!("api-live-feed-stalled", seconds = *seconds)
            }
            Problem::TooManyGames { limit } => sentence!("api-too-many-games", limit = *limit),
            Problem::Busy => sentence!("api-live-feed-busy"),
        }
    }
}

/// How a source is doing.
#[derive(Clone, Debug, Default)]
struct Health {
    polls: u64,
    versions: u64,
    last_poll: Option<SystemTime>,
    last_change: Option<SystemTime>,
    problem: Option<Problem>,
}

/// A source being polled.
#[derive(Debug)]
pub struct Source {
    request: SourceRequest,
    location: Location,
    interval: Duration,
    health: Mutex<Health>,
}

impl Source {
    /// A source not read yet.
    pub fn new(request: SourceRequest, location: Location, interval: Duration) -> Source {
        Source {
            request,
            location,
            interval,
            health: Mutex::new(Health::default()),
        }
    }

    /// Where it is read.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// How often.
    pub fn interval(&self) -> Duration {
        self.interval
    }

    /// Records a poll: a version read (`Ok(true)`), nothing new (`Ok(false)`, with the problem
    /// that still stands, a stall), or a problem.
    pub fn record(&self, outcome: Result<bool, Problem>, standing: Option<Problem>) {
        let now = SystemTime::now();
        let mut health = lock(&self.health);
        health.polls += 1;
        health.last_poll = Some(now);
        match outcome {
            Ok(true) => {
                health.versions += 1;
                health.last_change = Some(now);
                health.problem = None;
            }
            Ok(false) => health.problem = standing,
            Err(problem) => health.problem = Some(problem),
        }
    }

    /// The source as it was asked for.
    pub fn request(&self) -> &SourceRequest {
        &self.request
    }

    /// The source's state for `GET /live/{name}`, its problem said in `lang`.
    pub fn state(&self, lang: Lang) -> Value {
        let health = lock(&self.health).clone();
        // A file by its name in the live directory, as asked: the state is anyone's to read,
        // and the server's own paths are not.
        let (kind, place) = match &self.location {
            Location::File(path) => (
                "file",
                self.request
                    .file
                    .clone()
                    .unwrap_or_else(|| path.display().to_string()),
            ),
            Location::Url(url) => ("url", url.clone()),
        };
        json!({
            "kind": kind,
            "location": place,
            "interval": self.interval.as_secs_f64(),
            "polls": health.polls,
            "versions": health.versions,
            "last_poll": health.last_poll.map(rfc3339),
            "last_change": health.last_change.map(rfc3339),
            "problem": health.problem.as_ref().map(|p| json!({
                "code": p.code(),
                "message": p.sentence().say(lang),
            })),
        })
    }
}

fn rfc3339(at: SystemTime) -> String {
    chrono::DateTime::<chrono::Utc>::from(at).to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The sources being polled, by round name.
#[derive(Debug, Default)]
pub struct LiveSources {
    /// The places allowed.
    pub allowed: SourcesAllowed,
    polled: Mutex<HashMap<String, (Arc<Source>, tokio::task::AbortHandle)>>,
}

impl LiveSources {
    /// Sources allowed in these places, none polled yet.
    pub fn new(allowed: SourcesAllowed) -> LiveSources {
        LiveSources {
            allowed,
            polled: Mutex::new(HashMap::new()),
        }
    }

    /// The source of round `name`, if it is pulled.
    pub fn get(&self, name: &str) -> Option<Arc<Source>> {
        lock(&self.polled).get(name).map(|(s, _)| s.clone())
    }

    /// Pulls round `name` from `source`, its polling task `task`, in place of any source it had.
    pub fn insert(&self, name: &str, source: Arc<Source>, task: tokio::task::AbortHandle) {
        let previous = lock(&self.polled).insert(name.to_string(), (source, task));
        if let Some((_, task)) = previous {
            task.abort();
        }
    }

    /// Stops pulling round `name`; whether it was pulled.
    pub fn stop(&self, name: &str) -> bool {
        let stopped = lock(&self.polled).remove(name);
        if let Some((_, task)) = &stopped {
            task.abort();
        }
        stopped.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_under_the_live_directory_are_read() {
        let dir = tempfile::tempdir().expect("dir");
        std::fs::write(dir.path().join("games.pdn"), "1. 32-28 *\n").expect("write");
        std::fs::create_dir(dir.path().join("round2")).expect("mkdir");
        std::fs::write(dir.path().join("round2/games.pdn"), "*\n").expect("write");
        let allowed = SourcesAllowed {
            dir: Some(dir.path().to_path_buf()),
            hosts: vec!["127.0.0.1".into()],
        };
        assert!(matches!(
            allowed.locate(Some("games.pdn"), None),
            Ok(Location::File(_))
        ));
        assert!(allowed.locate(Some("round2/games.pdn"), None).is_ok());
        for outside in ["../games.pdn", "/etc/passwd", "", "round2", "nosuch.pdn"] {
            assert!(
                matches!(
                    allowed.locate(Some(outside), None),
                    Err(SourceError::Outside(_))
                ),
                "{outside}"
            );
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("/etc/hostname", dir.path().join("link.pdn")).expect("link");
            assert!(
                allowed.locate(Some("link.pdn"), None).is_err(),
                "a link out"
            );
        }
        let none = SourcesAllowed::default();
        assert!(matches!(
            none.locate(Some("games.pdn"), None),
            Err(SourceError::NoDir)
        ));
    }

    #[test]
    fn only_http_urls_on_allowed_hosts_are_pulled() {
        let allowed = SourcesAllowed {
            dir: None,
            hosts: vec!["127.0.0.1".into(), "relay.local".into()],
        };
        assert!(
            allowed
                .locate(None, Some("http://127.0.0.1:8000/games.pdn"))
                .is_ok()
        );
        assert!(
            allowed
                .locate(None, Some("http://RELAY.local/r1.pdn"))
                .is_ok()
        );
        assert!(matches!(
            allowed.locate(None, Some("http://10.0.0.1/games.pdn")),
            Err(SourceError::Host(_))
        ));
        for bad in [
            "file:///etc/passwd",
            "https://127.0.0.1/x",
            "http://u:p@127.0.0.1/",
            "nonsense",
        ] {
            assert!(
                matches!(allowed.locate(None, Some(bad)), Err(SourceError::BadUrl(_))),
                "{bad}"
            );
        }
        assert!(matches!(
            allowed.locate(None, None),
            Err(SourceError::NoneGiven)
        ));
        assert!(matches!(
            allowed.locate(Some("a"), Some("http://127.0.0.1/")),
            Err(SourceError::NoneGiven)
        ));
    }

    #[test]
    fn the_interval_is_bounded() {
        assert_eq!(interval(None).ok(), Some(DEFAULT_INTERVAL));
        assert_eq!(interval(Some(0.5)).ok(), Some(Duration::from_millis(500)));
        for bad in [0.0, 0.1, 601.0, -1.0, f64::NAN] {
            assert!(interval(Some(bad)).is_err(), "{bad}");
        }
    }
}
