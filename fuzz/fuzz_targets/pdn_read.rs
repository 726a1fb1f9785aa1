//! Fuzz target: see `checks::read_pdn`.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::read_pdn(data));
