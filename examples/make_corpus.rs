//! Writes the benchmark mix as JSON Lines, for timing the CLI end to end:
//! `cargo run --release --example make_corpus -- 200000 > /tmp/corpus.jsonl`.
//! An optional second argument sets the typed-text size of one call in ten
//! (bytes, default 4096).

#[path = "../benches/support/corpus.rs"]
#[allow(dead_code)]
mod corpus;

use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let long: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4096);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut rng = corpus::Rng::new(0x5EED);
    for i in 0..n {
        let call = corpus::call(&mut rng, i, long);
        out.write_all(corpus::text_in_sent_order(&call).as_bytes())?;
        out.write_all(b"\n")?;
    }
    out.flush()
}
