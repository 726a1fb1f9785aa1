//! PDN (Portable Draughts Notation) reading and writing for international draughts.
