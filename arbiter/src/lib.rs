//! The FMJD rules of international draughts (10x10) and a referee for game records.
