//! Honest health for the SQLite file (issue 16, item 7): a database file deleted or replaced
//! under a running server keeps answering through the open descriptors, and every write to it
//! is lost at the next start; a full disk fails writes. The guard notices both before a write
//! is acknowledged, and for the health check.
//!
//! Identity is the file's device and inode as opened; free space is `statvfs` of its directory,
//! held against a reserve (an upload also needs room for its WAL frames before it can commit).

use super::StoreError;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// Default free space kept on the database's filesystem: writes are refused below it.
pub const DEFAULT_MIN_FREE_BYTES: u64 = 64 << 20;

/// Watches one database file.
#[derive(Debug)]
pub struct FileGuard {
    path: PathBuf,
    identity: (u64, u64),
    min_free: u64,
}

impl FileGuard {
    /// Records the identity of the file at `path`, which must exist.
    pub fn new(path: &Path, min_free: u64) -> Result<FileGuard, StoreError> {
        let meta = std::fs::metadata(path)?;
        Ok(FileGuard {
            path: path.to_path_buf(),
            identity: (meta.dev(), meta.ino()),
            min_free,
        })
    }

    /// Fails with [`StoreError::Lost`] when the file is gone or is another file now.
    pub fn check_present(&self) -> Result<(), StoreError> {
        match std::fs::metadata(&self.path) {
            Ok(meta) if (meta.dev(), meta.ino()) == self.identity => Ok(()),
            Ok(_) => Err(StoreError::Lost(format!(
                "the database file {} was replaced while the server ran",
                self.path.display()
            ))),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                Err(StoreError::Lost(format!(
                    "the database file {} was deleted while the server ran",
                    self.path.display()
                )))
            }
            Err(error) => Err(StoreError::Lost(format!(
                "the database file {} cannot be seen: {error}",
                self.path.display()
            ))),
        }
    }

    /// Bytes free for an unprivileged writer on the file's filesystem.
    pub fn free_bytes(&self) -> Result<u64, StoreError> {
        let dir = self
            .path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let stat = rustix::fs::statvfs(dir).map_err(std::io::Error::from)?;
        Ok(stat.f_bavail.saturating_mul(stat.f_frsize))
    }

    /// Fails with [`StoreError::Full`] when less than the reserve is free.
    pub fn check_room(&self) -> Result<(), StoreError> {
        let free = self.free_bytes()?;
        if free < self.min_free {
            return Err(StoreError::Full(format!(
                "{free} bytes free on the database's filesystem, under the {} kept in reserve",
                self.min_free
            )));
        }
        Ok(())
    }

    /// Both checks, before a write.
    pub fn check_writable(&self) -> Result<(), StoreError> {
        self.check_present()?;
        self.check_room()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deleted_or_replaced_file_is_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        std::fs::write(&path, b"x").unwrap();
        let guard = FileGuard::new(&path, 0).unwrap();
        guard.check_writable().unwrap();
        std::fs::remove_file(&path).unwrap();
        assert!(matches!(guard.check_present(), Err(StoreError::Lost(_))));
        std::fs::write(&path, b"y").unwrap();
        // A new file at the same path is not the database the server opened (the inode may be
        // reused by the filesystem, in which case the file still counts as present).
        let replaced = guard.check_present();
        let same_inode = std::fs::metadata(&path).unwrap().ino() == guard.identity.1;
        assert!(same_inode || matches!(replaced, Err(StoreError::Lost(_))));
    }

    #[test]
    fn too_little_room_is_full() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        std::fs::write(&path, b"x").unwrap();
        assert!(FileGuard::new(&path, 0).unwrap().check_room().is_ok());
        let greedy = FileGuard::new(&path, u64::MAX).unwrap();
        assert!(matches!(greedy.check_room(), Err(StoreError::Full(_))));
    }
}
