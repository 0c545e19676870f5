//! Runs `split` (or, with `text`, `split_json_into` with one reused
//! `SplitText`) over the benchmark mix in a loop, for a profiler:
//! `perf record --call-graph dwarf target/release/examples/profile_split 300 text`.

#[path = "../benches/support/corpus.rs"]
#[allow(dead_code)]
mod corpus;

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let text = args.next().as_deref() == Some("text");
    let lines = corpus::lines(1000, 4096);
    let values = corpus::values(&lines);
    let mut n = 0usize;
    let mut out = cu_projection::SplitText::new();
    for _ in 0..rounds {
        if text {
            for l in &lines {
                cu_projection::split_json_into(l.as_bytes(), &mut out).unwrap();
                n += out.model_json().len() + out.scope_key().len();
            }
        } else {
            for v in &values {
                n += cu_projection::split(v).scope_key.len();
            }
        }
    }
    println!("{n}");
}
