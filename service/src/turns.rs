//! Turns to referee, and each anonymous address's share of the service.
//!
//! Refereeing is CPU-bound: at most `max_concurrent` requests referee at once (one per core by
//! default). A turn is taken once the body is in memory, so a slow body holds none, and it is
//! moved into the blocking work: it is held exactly as long as the work runs and given back when
//! the work ends, however it ends. The work asks its turn before every game whether to go on
//! ([`Turn::keep_going`]): not past the work deadline, and not once its request was dropped. A
//! request's future is dropped when its client goes away, because the server does not keep
//! half-closed connections; the [`TurnWatch`] it holds then tells the work to stop.
//!
//! An anonymous client (a validation without a token) first waits for a share of its address
//! ([`PeerTurn`]): at most `peer_turns` of its requests are in flight at once, from the first
//! byte of the body to the last byte of the answer, so one address with many connections can
//! take neither every turn nor every byte of body memory. IPv6 addresses count by their /64, the
//! block one host usually has.

use super::checking::{Stopped, Watchdog};
use super::error::ApiError;
use actix_web::http::StatusCode;
use serde_json::json;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::runtime::Handle;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use words::{Sentence, sentence};

/// A turn or a share that stayed taken for the whole queue timeout.
#[derive(Debug, thiserror::Error)]
pub enum Busy {
    /// Every refereeing turn, the memory for bodies, or the turn to write.
    #[error("the server is busy refereeing other files; retry in a moment")]
    Server,
    /// This address already has its share of requests in flight.
    #[error(
        "this address already has {turns} validations in flight; wait for their answers, or \
         send a bearer token"
    )]
    Peer {
        /// The share of one address.
        turns: usize,
    },
}

impl Busy {
    /// What is busy, to be said in the asker's language.
    pub fn sentence(&self) -> Sentence {
        match self {
            Busy::Server => sentence!("api-busy"),
            Busy::Peer { turns } => sentence!("api-peer-busy", turns = *turns),
        }
    }
}

impl From<&Busy> for ApiError {
    fn from(error: &Busy) -> ApiError {
        match error {
            Busy::Server => {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", error.sentence())
            }
            Busy::Peer { turns } => ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_requests",
                error.sentence(),
            )
            .with_details(json!({ "peer_turns": turns })),
        }
    }
}

/// The address a client is counted under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PeerKey(IpAddr);

impl PeerKey {
    /// The key of a peer address (IPv6 by its /64; all unknown peers share one key).
    pub fn of(peer: Option<SocketAddr>) -> PeerKey {
        match peer.map(|p| p.ip()) {
            None => PeerKey(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
            Some(IpAddr::V4(v4)) => PeerKey(IpAddr::V4(v4)),
            Some(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
                Some(v4) => PeerKey(IpAddr::V4(v4)),
                None => {
                    let block = u128::from(v6) & !u128::from(u64::MAX);
                    PeerKey(IpAddr::V6(Ipv6Addr::from(block)))
                }
            },
        }
    }
}

type Shares = Arc<Mutex<HashMap<PeerKey, Arc<Semaphore>>>>;

/// The turns of the service and the shares of anonymous addresses.
#[derive(Debug)]
pub struct Turns {
    referee: Arc<Semaphore>,
    queue_timeout: Duration,
    work_timeout: Duration,
    peer_turns: usize,
    shares: Shares,
}

impl Turns {
    /// `max_concurrent` turns, `peer_turns` requests in flight per anonymous address.
    pub fn new(
        max_concurrent: usize,
        peer_turns: usize,
        queue_timeout: Duration,
        work_timeout: Duration,
    ) -> Turns {
        Turns {
            referee: Arc::new(Semaphore::new(max_concurrent.max(1))),
            queue_timeout,
            work_timeout,
            peer_turns: peer_turns.max(1),
            shares: Arc::default(),
        }
    }

    /// How long a request waits for a turn or a share.
    pub fn queue_timeout(&self) -> Duration {
        self.queue_timeout
    }

    /// Waits (at most the queue timeout) for a turn to referee.
    pub async fn referee(&self) -> Result<Turn, Busy> {
        let permit = tokio::time::timeout(self.queue_timeout, self.referee.clone().acquire_owned())
            .await
            .map_err(|_| Busy::Server)?
            // Closed: never done; treated as busy.
            .map_err(|_| Busy::Server)?;
        Ok(Turn {
            permit: Mutex::new(Some(permit)),
            referee: self.referee.clone(),
            abandoned: Arc::new(AtomicBool::new(false)),
            deadline: Instant::now() + self.work_timeout,
            work_timeout: self.work_timeout,
        })
    }

    /// Waits (at most the queue timeout) for a share of an anonymous client's address.
    pub async fn peer(&self, peer: Option<SocketAddr>) -> Result<PeerTurn, Busy> {
        let key = PeerKey::of(peer);
        let share = {
            let mut shares = self.shares.lock().unwrap_or_else(PoisonError::into_inner);
            shares
                .entry(key)
                .or_insert_with(|| Arc::new(Semaphore::new(self.peer_turns)))
                .clone()
        };
        let permit = tokio::time::timeout(self.queue_timeout, share.acquire_owned()).await;
        match permit {
            Ok(Ok(permit)) => {
                tracing::debug!(peer = ?key.0, "an address's share taken");
                Ok(PeerTurn {
                    permit: Some(permit),
                    key,
                    shares: self.shares.clone(),
                })
            }
            _ => {
                forget_idle(&self.shares, key);
                Err(Busy::Peer {
                    turns: self.peer_turns,
                })
            }
        }
    }

    /// Addresses with a share in use or awaited (for tests: idle ones are forgotten).
    #[cfg(test)]
    fn known_peers(&self) -> usize {
        self.shares.lock().map_or(0, |s| s.len())
    }
}

/// Forgets an address's share once no request holds or awaits it, so the table only holds the
/// addresses in flight.
fn forget_idle(shares: &Shares, key: PeerKey) {
    let mut shares = shares.lock().unwrap_or_else(PoisonError::into_inner);
    // Only the table's own reference left: nobody holds a permit or waits for one.
    if shares.get(&key).is_some_and(|s| Arc::strong_count(s) == 1) {
        shares.remove(&key);
    }
}

/// A turn to referee, given back when dropped. Moved into the blocking work. Work that has to
/// wait for its client (a streamed answer whose reader is behind) steps aside for the wait
/// ([`Turn::aside`]): a client that does not read holds no turn.
#[derive(Debug)]
pub struct Turn {
    permit: Mutex<Option<OwnedSemaphorePermit>>,
    referee: Arc<Semaphore>,
    abandoned: Arc<AtomicBool>,
    deadline: Instant,
    work_timeout: Duration,
}

impl Turn {
    /// Gives the turn back for as long as `wait` runs (blocking), then waits on `runtime` for a
    /// turn again, in line with everyone else and at most until the work deadline.
    pub fn aside<R>(&self, runtime: &Handle, wait: impl FnOnce() -> R) -> Result<R, Stopped> {
        let given_back = self
            .permit
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        let was_held = given_back.is_some();
        drop(given_back);
        let outcome = wait();
        if was_held {
            let left = self.deadline.saturating_duration_since(Instant::now());
            // The timeout made inside the runtime: its timer belongs to it.
            let referee = self.referee.clone();
            let again = runtime
                .block_on(async move { tokio::time::timeout(left, referee.acquire_owned()).await })
                .map_err(|_| Stopped::OutOfTime {
                    limit: self.work_timeout,
                })?
                .map_err(|_| Stopped::Abandoned)?;
            *self.permit.lock().unwrap_or_else(PoisonError::into_inner) = Some(again);
        }
        Ok(outcome)
    }

    /// A watch for the request's future: when it is dropped before the work is done (the client
    /// went away), the work stops at its next game.
    pub fn watch(&self) -> TurnWatch {
        TurnWatch {
            abandoned: Some(self.abandoned.clone()),
        }
    }
}

impl Watchdog for Turn {
    fn keep_going(&self) -> Result<(), Stopped> {
        if self.abandoned.load(Ordering::Relaxed) {
            return Err(Stopped::Abandoned);
        }
        if Instant::now() > self.deadline {
            return Err(Stopped::OutOfTime {
                limit: self.work_timeout,
            });
        }
        Ok(())
    }
}

/// Held by a request's future while its work runs; dropping it tells the work to stop. Once the
/// work is done, dropping it changes nothing; [`TurnWatch::done`] hands the turn on without
/// stopping it (to a streamed answer, which watches its client by its own channel).
#[derive(Debug)]
pub struct TurnWatch {
    abandoned: Option<Arc<AtomicBool>>,
}

impl TurnWatch {
    /// Stops watching without telling the work to stop.
    pub fn done(mut self) {
        self.abandoned = None;
    }
}

impl Drop for TurnWatch {
    fn drop(&mut self) {
        if let Some(abandoned) = &self.abandoned {
            abandoned.store(true, Ordering::Relaxed);
        }
    }
}

/// One of an anonymous address's requests in flight; the share is given back when dropped.
#[derive(Debug)]
pub struct PeerTurn {
    permit: Option<OwnedSemaphorePermit>,
    key: PeerKey,
    shares: Shares,
}

impl Drop for PeerTurn {
    fn drop(&mut self) {
        // The permit first, or the table would still see it in use.
        drop(self.permit.take());
        forget_idle(&self.shares, self.key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turns(max: usize, per_peer: usize) -> Turns {
        Turns::new(
            max,
            per_peer,
            Duration::from_millis(50),
            Duration::from_secs(60),
        )
    }

    fn at(ip: &str) -> Option<SocketAddr> {
        Some(SocketAddr::new(ip.parse().expect("ip"), 4711))
    }

    #[actix_web::test]
    async fn an_address_gets_its_share_and_no_more() {
        let turns = turns(4, 2);
        let a1 = turns.peer(at("10.0.0.1")).await.expect("first");
        let _a2 = turns.peer(at("10.0.0.1")).await.expect("second");
        assert!(matches!(
            turns.peer(at("10.0.0.1")).await,
            Err(Busy::Peer { turns: 2 })
        ));
        let b = turns.peer(at("10.0.0.2")).await.expect("another address");
        drop(a1);
        let _a3 = turns
            .peer(at("10.0.0.1"))
            .await
            .expect("a share given back");
        drop(b);
        assert_eq!(turns.known_peers(), 1, "idle addresses are forgotten");
    }

    #[actix_web::test]
    async fn ipv6_counts_by_its_64_block() {
        let turns = turns(4, 1);
        let _a = turns.peer(at("2001:db8:1:2::1")).await.expect("first");
        assert!(turns.peer(at("2001:db8:1:2::ffff")).await.is_err());
        assert!(turns.peer(at("2001:db8:1:3::1")).await.is_ok());
        assert_eq!(
            PeerKey::of(at("::ffff:10.0.0.1")),
            PeerKey::of(at("10.0.0.1"))
        );
    }

    #[actix_web::test]
    async fn a_turn_comes_back_when_dropped_and_its_watch_stops_the_work() {
        let turns = turns(1, 1);
        let turn = turns.referee().await.expect("turn");
        assert!(matches!(turns.referee().await, Err(Busy::Server)));
        let watch = turn.watch();
        assert!(turn.keep_going().is_ok());
        turn.watch().done();
        assert!(turn.keep_going().is_ok(), "a watch done stops nothing");
        drop(watch);
        assert!(matches!(turn.keep_going(), Err(Stopped::Abandoned)));
        drop(turn);
        assert!(turns.referee().await.is_ok());
    }

    #[test]
    fn a_turn_stepped_aside_is_free_for_others_and_taken_again_after() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("runtime");
        let turns = turns(1, 1);
        let turn = runtime.block_on(turns.referee()).expect("turn");
        let other = turn
            .aside(runtime.handle(), || {
                runtime.block_on(turns.referee()).map(drop).is_ok()
            })
            .expect("taken again");
        assert!(other, "another request had the turn while it waited");
        assert!(
            runtime.block_on(turns.referee()).is_err(),
            "held again afterwards"
        );
        drop(turn);
        assert!(runtime.block_on(turns.referee()).is_ok());
    }

    #[actix_web::test]
    async fn work_past_its_deadline_stops() {
        let turns = Turns::new(1, 1, Duration::from_millis(50), Duration::ZERO);
        let turn = turns.referee().await.expect("turn");
        std::thread::sleep(Duration::from_millis(2));
        assert!(matches!(turn.keep_going(), Err(Stopped::OutOfTime { .. })));
    }
}
