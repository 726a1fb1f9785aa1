//! Memory for request bodies. Bodies are read before they get a turn to referee (a slow client
//! must not hold a turn), so what bounds them is this budget. A body is admitted with its whole
//! claim at once (its `Content-Length`, or the body limit for a chunked one) and only then read;
//! what it did not use goes back once it is in, the rest when it is dropped. Claims are granted
//! in the order asked (the semaphore is fair: a large claim at the head of the queue is not
//! overtaken by smaller ones behind it), so requests that fit one at a time are served one at a
//! time. No body ever holds part of the budget while it waits for more of the same budget: that
//! is what made two bodies that fit one at a time each hold half and wait for ever (issue 26).
//! A request that waits longer than the queue timeout is answered 503 `busy`; while it waits its
//! unread body stays in the kernel's socket buffers and its pace clock has not started.

use super::turns::Busy;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The bytes all bodies in memory may hold together.
#[derive(Debug)]
pub struct BodyMemory {
    bytes: Arc<Semaphore>,
    total: usize,
    wait: Duration,
}

/// The bytes one body holds; given back when dropped.
#[derive(Debug, Default)]
pub struct HeldMemory(Option<OwnedSemaphorePermit>);

impl HeldMemory {
    /// How many bytes are held.
    pub fn bytes(&self) -> usize {
        self.0.as_ref().map_or(0, OwnedSemaphorePermit::num_permits)
    }

    /// Gives back what is held beyond `bytes`.
    pub fn shrink_to(&mut self, bytes: usize) {
        let held = self.bytes();
        if held > bytes
            && let Some(permit) = &mut self.0
        {
            drop(permit.split(held - bytes));
        }
    }

    /// Splits `bytes` of what is held off into a hold of its own (all of it if it holds less).
    pub fn split_off(&mut self, bytes: usize) -> HeldMemory {
        let Some(permit) = &mut self.0 else {
            return HeldMemory::default();
        };
        if bytes >= permit.num_permits() {
            return HeldMemory(self.0.take());
        }
        HeldMemory(permit.split(bytes))
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
        let total = total.clamp(1, Semaphore::MAX_PERMITS.min(u32::MAX as usize));
        BodyMemory {
            bytes: Arc::new(Semaphore::new(total)),
            total,
            wait,
        }
    }

    /// The whole budget, in bytes.
    pub fn total(&self) -> usize {
        self.total
    }

    /// Takes a claim of `bytes` for `held` at once, after the claims asked before it, waiting at
    /// most the queue timeout; returns how long it waited. A claim over the whole budget is cut
    /// to it (the body limit is what holds a body to its size). Whoever calls this must hold
    /// nothing of this budget it would wait for: a claim is whole, never grown by waiting.
    pub async fn claim(&self, held: &mut HeldMemory, bytes: usize) -> Result<Duration, Busy> {
        let Ok(n) = u32::try_from(bytes.min(self.total)) else {
            return Err(Busy::Server);
        };
        if n == 0 {
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

    /// Takes `bytes` more for `held` only if they are free now and nobody waits for them: for
    /// what a body could not tell before it came (it never waits, so it cannot deadlock).
    pub fn grow_now(&self, held: &mut HeldMemory, bytes: usize) -> Result<(), Busy> {
        let n = u32::try_from(bytes).map_err(|_| Busy::Server)?;
        if n == 0 {
            return Ok(());
        }
        let permit = self
            .bytes
            .clone()
            .try_acquire_many_owned(n)
            .map_err(|_| Busy::Server)?;
        held.add(permit);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[actix_web::test]
    async fn bodies_share_the_budget_and_give_it_back_when_dropped() {
        let memory = BodyMemory::new(100, Duration::from_millis(20));
        let mut first = HeldMemory::default();
        memory.claim(&mut first, 90).await.expect("room");
        assert_eq!(first.bytes(), 90);
        let mut second = HeldMemory::default();
        assert!(matches!(
            memory.claim(&mut second, 20).await,
            Err(Busy::Server)
        ));
        first.shrink_to(70);
        assert_eq!(first.bytes(), 70);
        memory
            .claim(&mut second, 20)
            .await
            .expect("what was shrunk");
        assert!(memory.grow_now(&mut second, 20).is_err(), "none left");
        drop(first);
        memory.grow_now(&mut second, 70).expect("all of it back");
        assert_eq!(second.bytes(), 90);
    }

    #[actix_web::test]
    async fn claims_that_fit_one_at_a_time_are_granted_one_at_a_time_in_order() {
        // Two bodies of 60 in a budget of 100: the second waits for the first whole, and a
        // small claim asked after it waits behind it rather than overtaking it.
        let memory = Arc::new(BodyMemory::new(100, Duration::from_secs(30)));
        let mut first = HeldMemory::default();
        memory.claim(&mut first, 60).await.expect("the first");
        let order = Arc::new(std::sync::Mutex::new(Vec::new()));
        let waiter = |bytes: usize, name: &'static str| {
            let (memory, order) = (memory.clone(), order.clone());
            tokio::task::spawn_local(async move {
                let mut held = HeldMemory::default();
                memory.claim(&mut held, bytes).await.expect("granted");
                order.lock().expect("order").push(name);
                held
            })
        };
        let second = waiter(60, "second");
        tokio::task::yield_now().await;
        let small = waiter(10, "small");
        tokio::task::yield_now().await;
        assert!(order.lock().expect("order").is_empty(), "both wait");
        drop(first);
        let second = second.await.expect("task");
        let small = small.await.expect("task");
        assert_eq!(*order.lock().expect("order"), ["second", "small"]);
        assert_eq!(second.bytes() + small.bytes(), 70);
    }
}
