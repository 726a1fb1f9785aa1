//! Deadlines for bytes in motion. A request body must arrive, and a streamed answer be taken,
//! at a minimum average rate after a grace period: by `grace + bytes / min_rate` seconds after
//! it started, `bytes` must have moved. A client sending (or reading) a byte every few seconds
//! is cut off after the grace; a large body on a slow but honest link gets all the time its
//! size needs. A rate of 0 makes the grace a plain total deadline.

use super::checking::Stopped;
use super::turns::Turn;
use actix_web::error::PayloadError;
use actix_web::web::Bytes;
use futures_util::Stream;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::runtime::Handle;
use tokio::sync::mpsc;
use tokio::time::Sleep;

/// A grace period and a minimum average rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Time allowed before the rate counts (and for the first bytes).
    pub grace: Duration,
    /// Bytes per second owed after the grace; 0: the grace is the whole allowance.
    pub min_rate: u64,
}

impl Pace {
    /// Time allowed for `bytes` to have moved, counted from the start.
    pub fn allowance(&self, bytes: u64) -> Duration {
        let Some(seconds) = bytes.checked_div(self.min_rate) else {
            return self.grace;
        };
        // The remainder in nanoseconds: below one second, computed wide so it cannot overflow.
        let nanos = u128::from(bytes % self.min_rate) * 1_000_000_000 / u128::from(self.min_rate);
        self.grace
            .saturating_add(Duration::from_secs(seconds))
            .saturating_add(Duration::from_nanos(u64::try_from(nanos).unwrap_or(0)))
    }
}

/// A clock for one transfer: when it started, how much has moved, and whether it ran late. It
/// starts once the body is admitted to memory: the wait before is not the client's.
#[derive(Debug)]
pub struct PaceClock {
    pace: Pace,
    start: Cell<Instant>,
    moved: Cell<u64>,
    late: Cell<bool>,
}

impl PaceClock {
    /// A clock started now.
    pub fn start(pace: Pace) -> Rc<PaceClock> {
        Rc::new(PaceClock {
            pace,
            start: Cell::new(Instant::now()),
            moved: Cell::new(0),
            late: Cell::new(false),
        })
    }

    /// When the next bytes are due at the latest.
    pub fn deadline(&self) -> Instant {
        self.start.get() + self.pace.allowance(self.moved.get())
    }

    /// Counts bytes that moved.
    pub fn moved(&self, bytes: usize) {
        self.moved
            .set(self.moved.get().saturating_add(bytes as u64));
    }

    /// Whether the transfer missed its deadline.
    pub fn was_late(&self) -> bool {
        self.late.get()
    }

    /// The pace it keeps.
    pub fn pace(&self) -> Pace {
        self.pace
    }
}

/// A request payload that fails with a timeout when its next bytes are late (see [`Pace`]).
/// The clock is shared so the reader can tell a late body from a broken one.
pub struct PacedPayload<S> {
    inner: S,
    clock: Rc<PaceClock>,
    timer: Pin<Box<Sleep>>,
}

impl<S> PacedPayload<S> {
    /// Paces `inner` on `clock`.
    pub fn new(inner: S, clock: Rc<PaceClock>) -> PacedPayload<S> {
        let timer = Box::pin(tokio::time::sleep_until(clock.deadline().into()));
        PacedPayload {
            inner,
            clock,
            timer,
        }
    }
}

impl<S> Stream for PacedPayload<S>
where
    S: Stream<Item = Result<Bytes, PayloadError>> + Unpin,
{
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_next(cx) {
            Poll::Ready(Some(Ok(bytes))) => {
                this.clock.moved(bytes.len());
                Poll::Ready(Some(Ok(bytes)))
            }
            Poll::Ready(other) => Poll::Ready(other),
            Poll::Pending => {
                // The deadline moves with every chunk and every pause: set it again each time.
                let deadline = this.clock.deadline();
                if this.timer.deadline() != deadline.into() {
                    this.timer.as_mut().reset(deadline.into());
                }
                match this.timer.as_mut().poll(cx) {
                    Poll::Ready(()) => {
                        this.clock.late.set(true);
                        Poll::Ready(Some(Err(PayloadError::Io(std::io::Error::new(
                            std::io::ErrorKind::TimedOut,
                            "the body arrived too slowly",
                        )))))
                    }
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

/// The sending end of a streamed answer, used from a blocking thread. When the channel is full
/// (the client is behind), it waits for room with its turn given back ([`Turn::aside`]), and
/// only as long as the pace allows: the time spent waiting on the client must stay within the
/// allowance for the bytes it took (`grace + bytes / min_rate`), and a line waits at most
/// `stall`. Past either, the answer is given up at once. A closed channel (the response
/// dropped: the client went away) stops it too.
pub struct PacedSender<T> {
    tx: mpsc::Sender<T>,
    runtime: Handle,
    pace: Pace,
    stall: Duration,
    waited: Duration,
    sent: u64,
}

impl<T> PacedSender<T> {
    /// A sender on `tx`; `runtime` is the handle of the runtime that reads the channel.
    pub fn new(tx: mpsc::Sender<T>, runtime: Handle, pace: Pace, stall: Duration) -> Self {
        PacedSender {
            tx,
            runtime,
            pace,
            stall,
            waited: Duration::ZERO,
            sent: 0,
        }
    }

    /// Sends `item` of `bytes` bytes, waiting for room within the deadlines, `turn` (if the
    /// work still holds one) stepped aside while it waits.
    pub fn send(&mut self, item: T, bytes: usize, turn: Option<&Turn>) -> Result<(), Stopped> {
        let item = match self.tx.try_send(item) {
            Ok(()) => {
                self.sent += bytes as u64;
                return Ok(());
            }
            Err(mpsc::error::TrySendError::Closed(_)) => return Err(Stopped::Abandoned),
            Err(mpsc::error::TrySendError::Full(item)) => item,
        };
        // What is left of the allowance for what the client has taken so far.
        let left = self
            .pace
            .allowance(self.sent)
            .saturating_sub(self.waited)
            .min(self.stall);
        let started = Instant::now();
        let tx = &self.tx;
        let wait = || {
            self.runtime
                .block_on(async move { tokio::time::timeout(left, tx.send(item)).await })
        };
        let sent = match turn {
            Some(turn) => turn.aside(&self.runtime, wait)?,
            None => wait(),
        };
        self.waited += started.elapsed();
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(_)) => return Err(Stopped::Abandoned),
            Err(_) => return Err(Stopped::SlowReader),
        }
        self.sent += bytes as u64;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allowance_grows_with_the_bytes_after_the_grace() {
        let pace = Pace {
            grace: Duration::from_secs(10),
            min_rate: 1000,
        };
        assert_eq!(pace.allowance(0), Duration::from_secs(10));
        assert_eq!(pace.allowance(500), Duration::from_millis(10_500));
        assert_eq!(pace.allowance(64_000), Duration::from_secs(74));
        assert!(
            pace.allowance(u64::MAX) > Duration::from_secs(1 << 50),
            "no overflow"
        );
        let total = Pace {
            grace: Duration::from_secs(3),
            min_rate: 0,
        };
        assert_eq!(total.allowance(1 << 40), Duration::from_secs(3));
    }

    #[actix_web::test]
    async fn a_late_chunk_ends_the_payload_with_a_timeout() {
        use futures_util::StreamExt;
        let clock = PaceClock::start(Pace {
            grace: Duration::from_millis(50),
            min_rate: 0,
        });
        let chunks = futures_util::stream::iter([Ok(Bytes::from_static(b"1. 32-28"))])
            .chain(futures_util::stream::pending());
        let mut paced = PacedPayload::new(Box::pin(chunks), clock.clone());
        assert!(matches!(paced.next().await, Some(Ok(_))));
        assert!(matches!(paced.next().await, Some(Err(PayloadError::Io(_)))));
        assert!(clock.was_late());
    }
}
