//! Zobrist keys for position hashing (repetition detection, RULES.md 6.1).
//!
//! The keys are computed at compile time from a fixed seed, so hashes are the same on every
//! machine and in every run: reports may quote them and tests may pin them.

/// Key of a piece kind on a bit of the padded layout: `[white man, white king, black man, black king]`.
pub(crate) static PIECE_KEYS: [[u64; 64]; 4] = {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut kind = 0;
    while kind < 4 {
        let mut bit = 0;
        while bit < 64 {
            let (next, value) = splitmix64(state);
            state = next;
            keys[kind][bit] = value;
            bit += 1;
        }
        kind += 1;
    }
    keys
};

/// Key mixed in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = splitmix64(0x0123_4567_89AB_CDEF).1;

/// One step of SplitMix64: the next state and its output.
const fn splitmix64(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = PIECE_KEYS.iter().flatten().copied().collect();
        all.push(BLACK_TO_MOVE);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 4 * 64 + 1);
    }
}
