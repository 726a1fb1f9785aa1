//! `draughts-arbiter`: referee international draughts game records.

fn main() {
    println!("draughts-arbiter");
}
