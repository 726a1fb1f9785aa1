//! Memory for answers waiting for their readers. An answer written in full before it is sent (a
//! validation's JSON, an export) is claimed from a budget shared by all such answers before its
//! turn is given back, and the claim is held by its body until the last byte is taken or the
//! connection drops (`--write-timeout` for a client that reads nothing). A reader that does not
//! read holds no turn, only its answer's bytes, and all of them together hold at most the
//! budget (issue 26: 30 unread answers held 1.9 GB).

use super::memory::HeldMemory;
use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;
use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

/// The bytes handed to the connection at a time: the body lives (and holds its claim) until
/// the connection has taken nearly all of it.
const PIECE: usize = 64 << 10;

/// An answer's bytes with the memory they hold and whatever else must last as long (an
/// address's share), given back when the body is dropped.
pub struct HeldBody<T: 'static = ()> {
    bytes: Bytes,
    _memory: HeldMemory,
    _also: T,
}

impl<T> HeldBody<T> {
    /// `bytes` holding `memory` and `also` until they are sent or dropped.
    pub fn new(bytes: impl Into<Bytes>, memory: HeldMemory, also: T) -> HeldBody<T> {
        HeldBody {
            bytes: bytes.into(),
            _memory: memory,
            _also: also,
        }
    }
}

impl<T: Unpin> MessageBody for HeldBody<T> {
    type Error = Infallible;

    fn size(&self) -> BodySize {
        BodySize::Sized(self.bytes.len() as u64)
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Infallible>>> {
        if self.bytes.is_empty() {
            return Poll::Ready(None);
        }
        let n = self.bytes.len().min(PIECE);
        Poll::Ready(Some(Ok(self.bytes.split_to(n))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::BodyMemory;
    use std::time::Duration;

    #[actix_web::test]
    async fn an_answer_holds_its_claim_until_its_body_is_sent() {
        let budget = BodyMemory::new(100_000, Duration::from_millis(20));
        let mut held = HeldMemory::default();
        budget.claim(&mut held, 100_000).await.expect("room");
        let body = HeldBody::new(vec![b'x'; 100_000], held, ());
        let mut other = HeldMemory::default();
        assert!(budget.claim(&mut other, 1).await.is_err(), "held");
        let sent = actix_web::body::to_bytes(body).await.expect("bytes");
        assert_eq!(sent.len(), 100_000);
        budget.claim(&mut other, 100_000).await.expect("given back");
    }
}
