//! What went wrong with a file, in the reader's language: the operating system's errors
//! (`io::Error`) are English developer text ("No such file or directory (os error 2)"); the
//! common ones are said from the catalogue, the rare others keep the system's words inside a
//! sentence of the language.

use crate::say;
use arbiter::Lang;
use std::io;

/// An input or output error, kept as data (an `io::Error` is neither `Clone` nor `Eq`) to be
/// said in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoProblem {
    /// No file or folder by that name.
    NotFound,
    /// The user may not read (or write) it.
    PermissionDenied,
    /// A folder where a file was wanted.
    IsADirectory,
    /// The disk is full.
    StorageFull,
    /// The data stops before its end (a cut download, a damaged archive).
    UnexpectedEnd,
    /// A network address another program listens on already.
    AddressInUse,
    /// Anything else, with the system's own words.
    Other(String),
}

impl IoProblem {
    /// The problem of an `io::Error`.
    pub fn of(error: &io::Error) -> IoProblem {
        match error.kind() {
            io::ErrorKind::NotFound => IoProblem::NotFound,
            io::ErrorKind::PermissionDenied => IoProblem::PermissionDenied,
            io::ErrorKind::IsADirectory => IoProblem::IsADirectory,
            io::ErrorKind::StorageFull => IoProblem::StorageFull,
            io::ErrorKind::UnexpectedEof => IoProblem::UnexpectedEnd,
            io::ErrorKind::AddrInUse => IoProblem::AddressInUse,
            _ => IoProblem::Other(error.to_string()),
        }
    }

    /// The problem in `lang` (`no such file or folder`).
    pub fn said(&self, lang: Lang) -> String {
        match self {
            IoProblem::NotFound => say!(lang, "cli-io-not-found"),
            IoProblem::PermissionDenied => say!(lang, "cli-io-permission-denied"),
            IoProblem::IsADirectory => say!(lang, "cli-io-is-a-directory"),
            IoProblem::StorageFull => say!(lang, "cli-io-storage-full"),
            IoProblem::UnexpectedEnd => say!(lang, "cli-io-unexpected-end"),
            IoProblem::AddressInUse => say!(lang, "cli-io-address-in-use"),
            IoProblem::Other(text) => say!(lang, "cli-io-other", error = text.as_str()),
        }
    }
}

/// An `io::Error` in `lang`.
pub fn said(error: &io::Error, lang: Lang) -> String {
    IoProblem::of(error).said(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_errors_are_said_in_the_language() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(said(&missing, Lang::En), "no such file or folder");
        assert_eq!(
            said(&missing, Lang::Fr),
            "aucun fichier ni dossier de ce nom"
        );
        let other = io::Error::other("disk on fire");
        assert!(said(&other, Lang::Nl).contains("disk on fire"));
    }
}
