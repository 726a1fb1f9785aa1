//! What the scan keeps about lines, in one place so the fast paths and the state
//! machine count alike.

/// What the scan keeps about lines: which line it is on and where that line starts (for
/// chunk positions), and whether the line, and the line before it, hold only whitespace
/// so far (for the line-start rules). Cheap to keep per byte, and kept in one place so the
/// fast paths and the state machine count alike.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lines {
    /// 1-based line of the next byte to scan.
    pub(super) line: u32,
    /// Index in `buf` where the current line starts (0 when it started in an earlier buffer).
    pub(super) start: usize,
    pub(super) blank: bool,
    pub(super) prev_blank: bool,
    /// The last byte scanned was a CR: an LF right after it ends no second line.
    pub(super) last_cr: bool,
}

impl Lines {
    /// A CR at `buf[i]`: it ends a line.
    #[inline]
    pub(super) fn cr(&mut self, i: usize) {
        self.line = self.line.saturating_add(1);
        self.start = i + 1;
        self.prev_blank = self.blank;
        self.blank = true;
        self.last_cr = true;
    }

    /// An LF at `buf[i]`: it ends a line unless it completes a CRLF.
    #[inline]
    pub(super) fn lf(&mut self, i: usize) {
        if !self.last_cr {
            self.line = self.line.saturating_add(1);
            self.prev_blank = self.blank;
            self.blank = true;
        }
        self.start = i + 1;
        self.last_cr = false;
    }

    /// Whitespace that leaves a blank line blank.
    #[inline]
    pub(super) fn space(&mut self) {
        self.last_cr = false;
    }

    /// Anything else.
    #[inline]
    pub(super) fn text(&mut self) {
        self.blank = false;
        self.last_cr = false;
    }

    /// A space, tab, CR or LF `b` at `buf[i]`.
    #[inline(always)]
    pub(super) fn whitespace(&mut self, b: u8, i: usize) {
        match b {
            b'\r' => self.cr(i),
            b'\n' => self.lf(i),
            _ => self.space(),
        }
    }

    /// Any byte `b` at `buf[i]`.
    #[inline]
    pub(super) fn note(&mut self, b: u8, i: usize) {
        match b {
            b'\r' => self.cr(i),
            b'\n' => self.lf(i),
            b' ' | b'\t' | b'\x0C' => self.space(),
            _ => self.text(),
        }
    }
}
