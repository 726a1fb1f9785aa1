//! Plies and move numbers: two counts of a game's moves, easily taken one for the other, kept
//! apart by their types (as scalachess keeps them). Ply 1 is the first move carried out, Black's
//! or White's; move number 1 is the first pair of moves, White's and Black's, and a record may
//! start at any number (a FEN's or a diagram's). Both are written as bare numbers (JSON too).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A count type: a `u32` of its own meaning, as cheap as one and written as one (JSON, schema,
/// `Display` and `Debug`: a report's debug output reads as its JSON does).
macro_rules! count {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        #[repr(transparent)]
        pub struct $name(pub u32);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        #[cfg(feature = "schemars")]
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }

            fn schema_name() -> std::borrow::Cow<'static, str> {
                <u32 as schemars::JsonSchema>::schema_name()
            }

            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                <u32 as schemars::JsonSchema>::json_schema(generator)
            }
        }
    };
}

count!(
    /// A half-move of a game: ply 0 is its start, ply `n` the position after its `n`th move
    /// (whoever made it).
    Ply
);

impl Ply {
    /// The start of the game, before any move.
    pub const START: Ply = Ply(0);

    /// The ply after this one.
    #[must_use]
    pub const fn next(self) -> Ply {
        Ply(self.0.saturating_add(1))
    }

    /// `plies` later.
    #[must_use]
    pub const fn after(self, plies: u32) -> Ply {
        Ply(self.0.saturating_add(plies))
    }

    /// `plies` earlier (the start at the earliest).
    #[must_use]
    pub const fn before(self, plies: u32) -> Ply {
        Ply(self.0.saturating_sub(plies))
    }
}

count!(
    /// A move number as a record writes it (`12.` White's, `12...` Black's): one number for a
    /// move of each side.
    MoveNumber
);

impl MoveNumber {
    /// The first move of a game from the standard start.
    pub const FIRST: MoveNumber = MoveNumber(1);

    /// The number after this one.
    #[must_use]
    pub const fn next(self) -> MoveNumber {
        MoveNumber(self.0.saturating_add(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_cost_what_a_u32_costs_and_are_written_as_numbers() {
        assert_eq!(size_of::<Ply>(), size_of::<u32>());
        assert_eq!(size_of::<Option<MoveNumber>>(), size_of::<Option<u32>>());
        assert_eq!(serde_json::to_string(&Ply(7)).unwrap(), "7");
        assert_eq!(
            serde_json::from_str::<MoveNumber>("12").unwrap(),
            MoveNumber(12)
        );
        assert_eq!(Ply(3).next(), Ply(4));
        assert_eq!(Ply(4).after(6), Ply(10));
        assert_eq!(Ply(10).before(6), Ply(4));
        assert_eq!(MoveNumber(u32::MAX).next(), MoveNumber(u32::MAX));
        assert_eq!(format!("{} {}", Ply(5), MoveNumber(3)), "5 3");
        assert_eq!(format!("{:?}", Some(Ply(5))), "Some(5)");
    }
}
