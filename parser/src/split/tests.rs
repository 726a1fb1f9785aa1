//! The splitter's rules one by one, and its fast paths against its state machine.

use super::*;

fn split(text: &str) -> Vec<(usize, u32, u32, u64, String, ChunkEnd)> {
    GameSplitter::from_slice(text.as_bytes())
        .map(|c| {
            let c = c.unwrap();
            (
                c.index,
                c.line,
                c.column,
                c.offset,
                String::from_utf8(c.bytes).unwrap(),
                c.end,
            )
        })
        .collect()
}

fn texts(text: &str) -> Vec<String> {
    split(text).into_iter().map(|c| c.4).collect()
}

#[test]
fn splits_at_terminators_and_keeps_positions() {
    let got = split("[Event \"a\"]\n1. 32-28 19-23 2-0\n\n[Event \"b\"]\n1. 33-29 *\n");
    assert_eq!(
        got,
        vec![
            (
                1,
                1,
                1,
                0,
                "[Event \"a\"]\n1. 32-28 19-23 2-0\n".into(),
                ChunkEnd::Terminator
            ),
            (
                2,
                4,
                1,
                32,
                "[Event \"b\"]\n1. 33-29 *\n".into(),
                ChunkEnd::Terminator
            ),
        ]
    );
}

#[test]
fn results_inside_tags_or_variations_do_not_split() {
    let t = texts("[Round \"1-1\"] 1. 32-28 (1. 33-29 1-0) 19-23 1-1 [Event \"x\"] 1. 31-26 *");
    assert_eq!(
        t,
        vec![
            "[Round \"1-1\"] 1. 32-28 (1. 33-29 1-0) 19-23 1-1 ",
            "[Event \"x\"] 1. 31-26 *"
        ]
    );
}

#[test]
fn one_ten_is_a_move_not_a_draw() {
    assert_eq!(texts("1. 1-10 2-0"), vec!["1. 1-10 2-0"]);
    assert_eq!(texts("1. 1-1 x"), vec!["1. 1-1 ", "x"]);
}

#[test]
fn unterminated_games_end_at_the_next_tag_line() {
    let t = texts("[A \"1\"]\n1. 32-28\n   [B \"2\"]\n1. 33-29\n");
    assert_eq!(t, vec!["[A \"1\"]\n1. 32-28\n   ", "[B \"2\"]\n1. 33-29\n"]);
}

#[test]
fn tags_after_tags_stay_in_the_same_game() {
    assert_eq!(
        texts("[A \"1\"]\n[B \"2\"]\n\n[C \"3\"]\n1. 32-28 *").len(),
        1
    );
}

#[test]
fn a_second_event_tag_ends_a_game_of_tags_only() {
    let t =
        texts("[Event \"A\"]\n[Result \"1-0\"]\n\n[Event \"B\"]\n[Result \"*\"]\n\n1. 32-28 *\n");
    assert_eq!(
        t,
        vec![
            "[Event \"A\"]\n[Result \"1-0\"]\n\n",
            "[Event \"B\"]\n[Result \"*\"]\n\n1. 32-28 *\n"
        ]
    );
}

#[test]
fn unclosed_comment_ends_at_blank_line_then_tag() {
    let t = texts("[A \"1\"]\n1. 32-28 { oops\n[not a tag]\n\n[B \"2\"]\n1. 33-29 *");
    assert_eq!(
        t,
        vec![
            "[A \"1\"]\n1. 32-28 { oops\n[not a tag]\n\n",
            "[B \"2\"]\n1. 33-29 *"
        ]
    );
    let v = texts("[A \"1\"]\n1. 32-28 ( 19-23\n\n[B \"2\"]\n*");
    assert_eq!(v, vec!["[A \"1\"]\n1. 32-28 ( 19-23\n\n", "[B \"2\"]\n*"]);
}

#[test]
fn junk_after_the_terminator_stays_on_its_line() {
    let t = texts("1. 32-28 * \\r\n\n[E \"x\"]\\r\n[F \"y\"]\\r\n1. 33-29 *\\r");
    assert_eq!(
        t,
        vec![
            "1. 32-28 * \\r\n",
            "[E \"x\"]\\r\n[F \"y\"]\\r\n1. 33-29 *\\r"
        ]
    );
}

#[test]
fn tag_lines_missing_their_bracket_start_a_tag_section() {
    let t = texts("1. 32-28 *\n\nEvent \"x\"]\n[Site \"y\"]\n1. 33-29 *");
    assert_eq!(
        t,
        vec!["1. 32-28 *\n", "Event \"x\"]\n[Site \"y\"]\n1. 33-29 *"]
    );
    assert_eq!(texts("a3b4\n[X \"y\"]"), vec!["a3b4\n", "[X \"y\"]"]);
}

#[test]
fn bom_line_comments_and_whitespace_only_input() {
    let got = split("\u{FEFF}% header\n1. 32-28 *");
    assert_eq!(
        got,
        vec![(
            1,
            1,
            1,
            3,
            "% header\n1. 32-28 *".into(),
            ChunkEnd::Terminator
        )]
    );
    assert!(split("  \n\r\n % only a comment\n").is_empty());
}

#[test]
fn overlong_games_are_cut_and_the_rest_goes_on() {
    let mut text = String::from("[A \"1\"]\n{");
    text.push_str(&"x".repeat(10_000));
    text.push_str("\n\n[B \"2\"]\n1. 32-28 *");
    let chunks: Vec<_> = GameSplitter::with_max_game_bytes(text.as_bytes(), 100)
        .map(Result::unwrap)
        .collect();
    assert_eq!(chunks.len(), 2);
    assert_eq!(chunks[0].bytes.len(), 100);
    assert_eq!(chunks[0].overlong, Some(10_011));
    assert_eq!(chunks[1].bytes, b"[B \"2\"]\n1. 32-28 *");
    assert_eq!((chunks[1].line, chunks[1].offset), (4, 10_011));
}

#[test]
fn recycled_buffers_hold_later_chunks() {
    let text = "1. 32-28 *\n1. 33-28 *\n1. 34-29 *\n1. 31-27 *\n";
    let plain: Vec<_> = GameSplitter::from_slice(text.as_bytes())
        .map(Result::unwrap)
        .collect();
    let mut splitter = GameSplitter::from_slice(text.as_bytes());
    let mut recycled = Vec::new();
    while let Some(chunk) = splitter.next_chunk().unwrap() {
        recycled.push(chunk.clone());
        splitter.recycle(chunk.bytes);
    }
    assert_eq!(recycled, plain);
    // The first chunk's buffer, handed back, holds the third (the second was already
    // being filled when the first was handed out).
    let mut splitter = GameSplitter::from_slice(text.as_bytes());
    let one = splitter.next_chunk().unwrap().unwrap();
    let at = one.bytes.as_ptr();
    splitter.recycle(one.bytes);
    let _two = splitter.next_chunk().unwrap().unwrap();
    let three = splitter.next_chunk().unwrap().unwrap();
    assert_eq!(three.bytes.as_ptr(), at);
    assert_eq!(three.bytes, b"1. 34-29 *\n");
}

#[test]
fn crlf_and_cr_line_ends_count_once() {
    let got = split("1-0\r\n\r\n[A \"1\"]\r*");
    assert_eq!(got[1].1, 3);
    assert_eq!(got[1].3, 7);
}

#[test]
fn reads_through_small_buffers() {
    // A reader that hands out one byte at a time exercises buffer refills and the BOM check.
    struct OneByte<'a>(&'a [u8]);
    impl Read for OneByte<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match (self.0.split_first(), buf.first_mut()) {
                (Some((b, rest)), Some(slot)) => {
                    *slot = *b;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }
    let text = "\u{FEFF}[A \"1\"]\n1. 32-28 2-0\n[B \"2\"] *";
    let chunks: Vec<_> = GameSplitter::new(OneByte(text.as_bytes()))
        .map(Result::unwrap)
        .collect();
    assert_eq!(chunks.len(), 2);
    assert_eq!(chunks[0].offset, 3);
    assert_eq!(chunks[1].bytes, b"[B \"2\"] *");
}

#[test]
fn a_byte_order_mark_inside_the_stream_is_no_text() {
    // Files joined with `cat`, each with its BOM: the tags after a BOM still start a
    // game, even when the game before has no result.
    let text = "[Event \"a\"]\n1. 32-28 19-23\n\n\u{FEFF}[Event \"b\"]\n1. 33-28 *\n\u{FEFF}[Event \"c\"]\n1. 31-27 *";
    let got = texts(text);
    assert_eq!(
        got,
        vec![
            "[Event \"a\"]\n1. 32-28 19-23\n\n\u{FEFF}".to_owned(),
            "[Event \"b\"]\n1. 33-28 *\n".to_owned(),
            "[Event \"c\"]\n1. 31-27 *".to_owned(),
        ]
    );
    let games = crate::read_all(text.as_bytes(), &crate::ReadOptions::default());
    assert_eq!(games.len(), 3);
    for (game, event) in games.iter().zip(["a", "b", "c"]) {
        let game = game.parse();
        assert_eq!(game.tag("Event"), Some(event));
        assert!(!game.has_errors(), "{:?}", game.diagnostics);
    }
}

#[test]
fn stale_buffer_bytes_are_never_read() {
    // The second read is shorter than the first: after its `[` the buffer still holds
    // `Event "` from the first read, which must not count as the next game's Event tag.
    struct Reads(Vec<&'static [u8]>);
    impl Read for Reads {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Ok(0);
            }
            let next = self.0.remove(0);
            let n = next.len().min(buf.len());
            buf[..n].copy_from_slice(&next[..n]);
            Ok(n)
        }
    }
    let reads = vec![
        b"[Event \"a\"]\n".as_slice(),
        b"[".as_slice(),
        b"Site \"x\"]\n1. 32-28 *".as_slice(),
    ];
    let chunks: Vec<_> = GameSplitter::new(Reads(reads))
        .map(Result::unwrap)
        .collect();
    assert_eq!(chunks.len(), 1, "{chunks:?}");
}

/// Checks each chunk's line and column against a naive count, byte by byte, up to its
/// offset: CR, LF and CRLF end one line each, a column counts characters (assuming
/// UTF-8), a leading BOM is no column.
fn assert_positions(bytes: &[u8], chunks: &[GameChunk]) {
    let (mut line, mut column, mut at) = (1u32, 1u32, 0usize);
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        at = 3;
    }
    for c in chunks {
        let offset = usize::try_from(c.offset).unwrap();
        for k in at..offset {
            match bytes[k] {
                b'\r' => (line, column) = (line + 1, 1),
                b'\n' if k > 0 && bytes[k - 1] == b'\r' => column = 1,
                b'\n' => (line, column) = (line + 1, 1),
                b => column += u32::from(b & 0xC0 != 0x80),
            }
        }
        at = at.max(offset);
        assert_eq!((c.line, c.column), (line, column), "chunk {}", c.index);
    }
}

/// A reader that hands out at most `step` bytes per call.
struct Trickle<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.bytes.len());
        let (now, later) = self.bytes.split_at(n);
        buf[..n].copy_from_slice(now);
        self.bytes = later;
        Ok(n)
    }
}

/// Every chunk of `bytes`, with the fast paths or byte at a time through the state
/// machine alone, read `step` bytes at a time, games cut at `max` bytes.
fn chunks(bytes: &[u8], step: usize, max: usize, byte_at_a_time: bool) -> Vec<GameChunk> {
    let split = || {
        GameSplitter::with_max_game_bytes(Trickle { bytes, step }, max)
            .map(Result::unwrap)
            .collect()
    };
    if byte_at_a_time {
        GameSplitter::with_max_game_bytes(Trickle { bytes, step }, max)
            .byte_at_a_time()
            .map(Result::unwrap)
            .collect()
    } else {
        split()
    }
}

/// Checks the fast paths against the byte-at-a-time state machine.
fn assert_fast_paths_agree(bytes: &[u8], step: usize, max: usize) {
    let fast = chunks(bytes, step, max, false);
    assert_positions(bytes, &fast);
    let reference = chunks(bytes, step, max, true);
    assert_eq!(fast.len(), reference.len(), "chunk count");
    for (f, r) in fast.iter().zip(&reference) {
        assert_eq!(f, r, "chunk {}", r.index);
    }
}

/// Pieces of PDN (and of broken PDN) that exercise every rule of the splitter.
const PIECES: &[&[u8]] = &[
    b"[Event \"x\"]",
    b"[Event \"",
    b"[event\t\"",
    b"[Site \"a b\"]",
    b"[Date \"2024.01.01\"]",
    b"[Site \"\"]",
    b"[B \"\r\"]",
    b"[C \"\\\"]\"]",
    b"\"]",
    b"\"\"",
    b"[Empty]",
    b"Event \"y\"]",
    b"White",
    b"[",
    b"]",
    b"\"",
    b"\\",
    b"\\r",
    b"\\n",
    b"\n",
    b"\r",
    b"\r\n",
    b"\n\n",
    b" ",
    b"  ",
    b"\t",
    b"\x0B",
    b"\x0C",
    b"1.",
    b"12.",
    b"32-28",
    b"19x30",
    b"e3-d4",
    b"1-0",
    b"0-1",
    b"2-0",
    b"0-2",
    b"1-1",
    b"0-0",
    b"1-10",
    b"*",
    b"1/2-1/2",
    b"0.5-0.5",
    b"\xC2\xBD-\xC2\xBD",
    b"\xBD-\xBD",
    b"{",
    b"}",
    b"{ a comment }",
    b"(",
    b")",
    b"%",
    b";",
    b"123456789",
    b"\xEF\xBB\xBF",
    b"\xC3\xA9",
    // Junk a terminator's line takes, and bytes the word-at-a-time tests single out.
    b"r",
    b"n",
    b"x",
    b"1-6",
    b"33-28!",
    b"abcdefghij",
    b"|",
    b"_",
    b"!",
    b"^",
    b"\x7F",
    b"[ Event \"x\"]",
    b"[Event\"x\"]",
    b"2-0\r\n",
    b"33-28 19-23 ",
];

fn pdn_like() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
    proptest::collection::vec(proptest::sample::select(PIECES), 0..120)
        .prop_map(|pieces| pieces.concat())
}

use proptest::strategy::Strategy;

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(10000))]
    #[test]
    fn fast_paths_split_like_the_state_machine(
        bytes in pdn_like(),
        step in 1usize..20,
        max in proptest::sample::select(vec![1usize, 7, 40, 300, DEFAULT_MAX_GAME_BYTES]),
    ) {
        let whole = chunks(&bytes, usize::MAX, max, false);
        for step in [step, usize::MAX] {
            let fast = chunks(&bytes, step, max, false);
            assert_positions(&bytes, &fast);
            proptest::prop_assert_eq!(&fast, &chunks(&bytes, step, max, true));
            // However the bytes arrive, the games are the same.
            proptest::prop_assert_eq!(&fast, &whole);
        }
    }
}

/// Every `.pdn` file under `dir`, sorted.
#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus beside the checkout"
)]
fn fast_paths_split_the_corpus_like_the_state_machine() {
    let files =
        crate::test_corpus::corpus_files("fast_paths_split_the_corpus_like_the_state_machine");
    if files.is_empty() {
        return;
    }
    let mut all = Vec::new();
    for path in &files {
        let bytes = std::fs::read(path).unwrap();
        for (step, max) in [(usize::MAX, DEFAULT_MAX_GAME_BYTES), (7, 500)] {
            assert_fast_paths_agree(&bytes, step, max);
        }
        // However the bytes arrive, the games are the same.
        assert_eq!(
            chunks(&bytes, 7, DEFAULT_MAX_GAME_BYTES, false),
            chunks(&bytes, usize::MAX, DEFAULT_MAX_GAME_BYTES, false),
            "{}",
            path.display()
        );
        all.extend_from_slice(&bytes);
        all.extend_from_slice(b"\n\n");
    }
    // Concatenated, the games cross the read buffer's refills.
    assert_fast_paths_agree(&all, usize::MAX, DEFAULT_MAX_GAME_BYTES);
    let cr: Vec<u8> = all
        .iter()
        .map(|&b| if b == b'\n' { b'\r' } else { b })
        .collect();
    assert_fast_paths_agree(&cr, 4093, DEFAULT_MAX_GAME_BYTES);
}

#[test]
fn the_quick_result_test_says_what_the_list_of_forms_says() {
    // Every token of up to 5 bytes over the bytes results are made of (and a few others),
    // and every one-byte change of each 7-byte form.
    let alphabet: &[u8] = b"*012-/.53x\xC2\xBD";
    let agrees = |token: &[u8]| {
        let listed =
            crate::result::result_prefix(token).is_some_and(|(len, _, _)| len == token.len());
        assert_eq!(machine::is_result_token(token), listed, "{token:?}");
    };
    let mut tokens: Vec<Vec<u8>> = vec![Vec::new()];
    for _ in 0..5 {
        tokens = tokens
            .iter()
            .flat_map(|t| {
                alphabet.iter().map(move |&b| {
                    let mut longer = t.clone();
                    longer.push(b);
                    longer
                })
            })
            .collect();
        tokens.iter().for_each(|t| agrees(t));
    }
    for form in [&b"1/2-1/2"[..], b"0.5-0.5"] {
        agrees(form);
        for at in 0..form.len() {
            for &b in alphabet {
                let mut changed = form.to_vec();
                changed[at] = b;
                agrees(&changed);
            }
        }
    }
}
