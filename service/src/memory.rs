//! Memory for request bodies. Bodies are read before they get a turn to referee (a slow client
//! must not hold a turn), so what bounds them is this budget: every byte of a body in memory is
//! taken from it as it arrives, and given back when the body is dropped. When the budget is
//! spent, a request waits for bytes to come back (its unread body stays in the kernel's socket
//! buffers, its pace clock paused) and is answered 503 `busy` after the queue timeout. A slow
//! client holds only the bytes it has sent.

use super::turns::Busy;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The bytes all bodies in memory may hold together.
#[derive(Debug)]
pub struct BodyMemory {
    bytes: Arc<Semaphore>,
    wait: Duration,
}

/// The bytes one body holds; given back when dropped.
#[derive(Debug, Default)]
pub struct HeldMemory(Option<OwnedSemaphorePermit>);

impl HeldMemory {
    /// How many bytes are held.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.0.as_ref().map_or(0, OwnedSemaphorePermit::num_permits)
    }

    fn add(&mut self, permit: OwnedSemaphorePermit) {
        match &mut self.0 {
            Some(held) => held.merge(permit),
            None => self.0 = Some(permit),
        }
    }
}

impl BodyMemory {
    /// A budget of `total` bytes; a request waits at most `wait` for its bytes.
    pub fn new(total: usize, wait: Duration) -> BodyMemory {
        let total = total.clamp(1, Semaphore::MAX_PERMITS);
        BodyMemory {
            bytes: Arc::new(Semaphore::new(total)),
            wait,
        }
    }

    /// Takes `bytes` more for `held`, waiting at most the queue timeout; returns how long it
    /// waited (time the client is not to blame for).
    pub async fn take(&self, held: &mut HeldMemory, bytes: usize) -> Result<Duration, Busy> {
        // Semaphores count in u32 at a time; chunks of a body are far smaller.
        let Ok(n) = u32::try_from(bytes) else {
            return Err(Busy::Server);
        };
        if let Ok(permit) = self.bytes.clone().try_acquire_many_owned(n) {
            held.add(permit);
            return Ok(Duration::ZERO);
        }
        let started = Instant::now();
        match tokio::time::timeout(self.wait, self.bytes.clone().acquire_many_owned(n)).await {
            Ok(Ok(permit)) => {
                held.add(permit);
                Ok(started.elapsed())
            }
            _ => Err(Busy::Server),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[actix_web::test]
    async fn bodies_share_the_budget_and_give_it_back_when_dropped() {
        let memory = BodyMemory::new(100, Duration::from_millis(20));
        let mut first = HeldMemory::default();
        memory.take(&mut first, 60).await.expect("room");
        memory.take(&mut first, 30).await.expect("room");
        assert_eq!(first.bytes(), 90);
        let mut second = HeldMemory::default();
        assert!(matches!(
            memory.take(&mut second, 20).await,
            Err(Busy::Server)
        ));
        drop(first);
        memory.take(&mut second, 100).await.expect("all of it back");
    }
}
