//! A version's end that may still be being written: relay software rewrites the round's file
//! in place, so a read can catch it half-written, cut inside the last game's tags or in the
//! middle of a move (`32-2` for `32-28`). Such a tail is not refereed until a later version
//! completes it (or the file stands still): a cut move would be found impossible, and then
//! said `rewritten` once it is whole.

use pdn::{ChunkEnd, GameSplitter, ReadOptions};

/// Where the last game of `bytes` starts when it may be unfinished: no result or `*` ends it,
/// or the bytes stop right after its last character (`1-1` may be the start of `1-12`, a
/// king's move); `None` when the version ends whole.
pub(crate) fn open_tail(bytes: &[u8], options: ReadOptions) -> Option<u64> {
    let mut splitter = GameSplitter::with_max_game_bytes(bytes, options.max_game_bytes);
    let mut last = None;
    // Reading from memory cannot fail.
    while let Ok(Some(chunk)) = splitter.next_chunk() {
        last = Some((chunk.offset, chunk.end));
        splitter.recycle(chunk.bytes);
    }
    let (offset, end) = last?;
    let ends_open = !bytes.last().is_some_and(u8::is_ascii_whitespace);
    (end != ChunkEnd::Terminator || ends_open).then_some(offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(text: &str) -> Option<u64> {
        open_tail(text.as_bytes(), ReadOptions::default())
    }

    #[test]
    fn a_version_is_whole_only_when_its_last_game_is_ended_and_the_bytes_after_it() {
        let first = "[White \"a\"]\n\n1. 32-28 *\n\n";
        assert_eq!(open(first), None);
        assert_eq!(open(""), None);
        // Cut in the first game: a tag, a move, a result.
        assert_eq!(open("[White \"a\"]\n[Bl"), Some(0));
        assert_eq!(open("[White \"a\"]\n\n1. 32-2"), Some(0));
        assert_eq!(open("[White \"a\"]\n\n1. 32-28 1-1"), Some(0));
        assert_eq!(open("[White \"a\"]\n\n1. 32-28 *"), Some(0));
        // Moves without a result yet, or a comment not closed.
        assert_eq!(open("[White \"a\"]\n\n1. 32-28 "), Some(0));
        assert_eq!(open("[White \"a\"]\n\n1. 32-28 {the ar"), Some(0));
        // Cut in the second game: the first is whole.
        let cut = format!("{first}[White \"b\"]\n\n1. 3");
        assert_eq!(open(&cut), Some(first.len() as u64));
        assert_eq!(open(&format!("{first}[")), Some(first.len() as u64));
    }
}
