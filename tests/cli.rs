//! End-to-end tests of `draughts-arbiter check` and `normalize`: the built binary run on the
//! fixtures in `fixtures/cli/`.
