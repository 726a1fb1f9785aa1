//! Works out which tests this machine can run (`tests/support/test_needs.rs`: the shared corpus,
//! Chromium, PostgreSQL).

include!("../tests/support/test_needs.rs");

fn main() {
    declare_needs(&[Need::Corpus, Need::Browser, Need::Postgres]);
}
