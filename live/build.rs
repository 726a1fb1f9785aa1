//! Works out which tests this machine can run (`tests/support/test_needs.rs`).

include!("../tests/support/test_needs.rs");

fn main() {
    declare_needs(&[Need::Corpus]);
}
