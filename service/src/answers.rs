//! Memory for answers waiting for their readers. An answer written in full before it is sent (a
//! validation's JSON, an export) is claimed from a budget shared by all such answers, and the
//! claim is held by its body until the last byte is taken, the connection drops, or its reader
//! falls behind the pace (`--min-rate` after the grace, as for a streamed answer): then the
//! answer is given up, its bytes and its claim at once (issue 26: before, an unread answer held
//! them until the kernel closed its connection after `--write-timeout`, and 30 of them held
//! 1.9 GB). A reader that does not read holds no turn, only its answer's bytes, and all of them
//! together hold at most the budget.
//!
//! An answer that finds no room waits for it without its turn ([`AnswerMemory::claim`]): it
//! holds one of a few places for answers waiting, as many as there are turns, so the answers
//! written and waiting stay as bounded as when each held its turn, while refereeing goes on.

use super::memory::{BodyMemory, HeldMemory};
use super::pace::Pace;
use super::turns::Busy;
use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;
use std::cell::{Cell, RefCell};
use std::pin::Pin;
use std::rc::{Rc, Weak};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

/// The bytes handed to the connection at a time: the body lives (and holds its claim) until
/// the connection has taken nearly all of it.
const PIECE: usize = 64 << 10;

/// The memory for answers and the places of answers waiting for room in it.
#[derive(Debug)]
pub struct AnswerMemory {
    budget: BodyMemory,
    places: Arc<Semaphore>,
    wait: Duration,
}

impl AnswerMemory {
    /// A budget of `total` bytes, `places` answers waiting for room at most, each waiting at
    /// most `wait` for a place and for its room.
    pub fn new(total: usize, places: usize, wait: Duration) -> AnswerMemory {
        AnswerMemory {
            budget: BodyMemory::new(total, wait),
            places: Arc::new(Semaphore::new(places.max(1))),
            wait,
        }
    }

    /// Claims room for an answer of `bytes` written with `turn` held, and gives the turn back:
    /// at once if there is room now (nobody waiting before it), else once it has a place among
    /// the answers waiting (the turn held only while every place is taken), then waiting for
    /// room without the turn.
    pub async fn claim<T>(&self, bytes: usize, turn: T) -> Result<HeldMemory, Busy> {
        let mut memory = HeldMemory::default();
        let bytes = bytes.min(self.budget.total());
        if self.budget.grow_now(&mut memory, bytes).is_ok() {
            drop(turn);
            return Ok(memory);
        }
        let place = tokio::time::timeout(self.wait, self.places.clone().acquire_owned())
            .await
            .map_err(|_| Busy::Server)?
            .map_err(|_| Busy::Server)?;
        drop(turn);
        tracing::debug!(bytes, "an answer waits for room in the memory for answers");
        self.budget.claim(&mut memory, bytes).await?;
        drop(place);
        Ok(memory)
    }
}

/// What an answer holds until it is sent: its bytes, its claim, and whatever else must last as
/// long (an address's share).
struct Held<T> {
    bytes: Bytes,
    _memory: HeldMemory,
    _also: T,
}

/// An answer's state, shared with the timer that gives it up when its reader falls behind.
struct Sending<T> {
    held: RefCell<Option<Held<T>>>,
    started: Instant,
    moved: Cell<u64>,
}

impl<T> Sending<T> {
    /// When the reader must have taken what it was handed so far.
    fn due(&self, pace: Pace) -> Instant {
        self.started + pace.allowance(self.moved.get())
    }
}

/// An answer's bytes with the memory they hold and whatever else must last as long, given back
/// when the body is sent, dropped, or given up at the pace.
pub struct HeldBody<T: 'static = ()> {
    sending: Rc<Sending<T>>,
    size: u64,
    pace: Option<Pace>,
    timer: Option<JoinHandle<()>>,
}

impl<T> HeldBody<T> {
    /// `bytes` holding `memory` and `also` until they are sent or dropped; given up if its
    /// reader takes them slower than `pace` (none: only the connection's end gives them up).
    pub fn new(
        bytes: impl Into<Bytes>,
        memory: HeldMemory,
        also: T,
        pace: Option<Pace>,
    ) -> HeldBody<T> {
        let bytes = bytes.into();
        HeldBody {
            size: bytes.len() as u64,
            sending: Rc::new(Sending {
                held: RefCell::new(Some(Held {
                    bytes,
                    _memory: memory,
                    _also: also,
                })),
                started: Instant::now(),
                moved: Cell::new(0),
            }),
            pace,
            timer: None,
        }
    }
}

impl<T> Drop for HeldBody<T> {
    fn drop(&mut self) {
        if let Some(timer) = self.timer.take() {
            timer.abort();
        }
    }
}

/// Gives the answer up (its bytes and what they hold) once its reader is behind the pace:
/// what it was handed not taken by the time the allowance for it runs out. It runs beside the
/// connection, which does not ask its body for more while its reader is behind.
async fn give_up_when_late<T>(sending: Weak<Sending<T>>, pace: Pace) {
    loop {
        let Some(due) = sending.upgrade().map(|s| s.due(pace)) else {
            return;
        };
        tokio::time::sleep_until(due.into()).await;
        let Some(sending) = sending.upgrade() else {
            return;
        };
        if Instant::now() >= sending.due(pace) {
            if sending.held.borrow_mut().take().is_some() {
                tracing::info!(
                    taken = sending.moved.get(),
                    "answer given up: its reader took it too slowly"
                );
            }
            return;
        }
    }
}

impl<T: Unpin> MessageBody for HeldBody<T> {
    type Error = std::io::Error;

    fn size(&self) -> BodySize {
        BodySize::Sized(self.size)
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, std::io::Error>>> {
        let this = &mut *self;
        let piece = {
            let mut held = this.sending.held.borrow_mut();
            let Some(held) = held.as_mut() else {
                // Given up: the answer is broken off, never ended as if complete.
                return Poll::Ready(Some(Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "the answer was taken too slowly",
                ))));
            };
            if held.bytes.is_empty() {
                return Poll::Ready(None);
            }
            let n = held.bytes.len().min(PIECE);
            let piece = held.bytes.split_to(n);
            (piece, !held.bytes.is_empty())
        };
        let (piece, more) = piece;
        this.sending
            .moved
            .set(this.sending.moved.get() + piece.len() as u64);
        // An answer handed over in one piece needs no timer: it is out of the body at once.
        if more
            && this.timer.is_none()
            && let Some(pace) = this.pace
        {
            this.timer = Some(actix_web::rt::spawn(give_up_when_late(
                Rc::downgrade(&this.sending),
                pace,
            )));
        }
        Poll::Ready(Some(Ok(piece)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[actix_web::test]
    async fn an_answer_holds_its_claim_until_its_body_is_sent() {
        let budget = BodyMemory::new(100_000, Duration::from_millis(20));
        let mut held = HeldMemory::default();
        budget.claim(&mut held, 100_000).await.expect("room");
        let body = HeldBody::new(vec![b'x'; 100_000], held, (), None);
        let mut other = HeldMemory::default();
        assert!(budget.claim(&mut other, 1).await.is_err(), "held");
        let sent = actix_web::body::to_bytes(body).await.expect("bytes");
        assert_eq!(sent.len(), 100_000);
        budget.claim(&mut other, 100_000).await.expect("given back");
    }

    #[actix_web::test]
    async fn an_answer_not_taken_at_the_pace_is_given_up_with_its_claim() {
        let budget = BodyMemory::new(1 << 20, Duration::from_millis(20));
        let mut held = HeldMemory::default();
        budget.claim(&mut held, 1 << 20).await.expect("room");
        let pace = Pace {
            grace: Duration::from_millis(30),
            min_rate: 0,
        };
        let mut body = Box::pin(HeldBody::new(vec![b'x'; 1 << 20], held, (), Some(pace)));
        // A first piece is taken, then nothing: the reader stopped.
        let first = std::future::poll_fn(|cx| body.as_mut().poll_next(cx)).await;
        assert!(matches!(first, Some(Ok(ref piece)) if piece.len() == PIECE));
        let mut other = HeldMemory::default();
        assert!(
            budget.claim(&mut other, 1).await.is_err(),
            "held while in time"
        );
        // Past the grace, the claim goes back though the body is still there...
        tokio::time::sleep(Duration::from_millis(60)).await;
        budget.claim(&mut other, 1 << 20).await.expect("given back");
        // ...and the body ends broken, not as if complete.
        let next = std::future::poll_fn(|cx| body.as_mut().poll_next(cx)).await;
        assert!(matches!(next, Some(Err(_))));
    }

    #[actix_web::test]
    async fn an_answer_waiting_for_room_gives_its_turn_back() {
        let answers = Rc::new(AnswerMemory::new(100, 1, Duration::from_secs(5)));
        let first = answers.claim(100, ()).await.expect("room");
        let turns = Arc::new(Semaphore::new(1));
        let turn = turns.clone().try_acquire_owned().expect("the one turn");
        let waiting = tokio::task::spawn_local({
            let answers = answers.clone();
            async move { answers.claim(50, turn).await }
        });
        tokio::task::yield_now().await;
        assert!(
            turns.try_acquire().is_ok(),
            "the turn is free while it waits"
        );
        drop(first);
        let memory = waiting.await.expect("task").expect("room");
        assert_eq!(memory.bytes(), 50);
    }
}
