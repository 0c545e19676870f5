//! Runs `split` (or, with `text`, `split_json` plus serializing the three
//! parts) over the benchmark mix in a loop, for a profiler:
//! `perf record -g target/release/examples/profile_split 300 text`.

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
    let mut out = Vec::new();
    for _ in 0..rounds {
        if text {
            for l in &lines {
                out.clear();
                let s = cu_projection::split_json(l.as_bytes()).unwrap();
                serde_json::to_writer(&mut out, &s.model).unwrap();
                serde_json::to_writer(&mut out, &s.approval).unwrap();
                n += out.len() + s.scope_key.len();
            }
        } else {
            for v in &values {
                n += cu_projection::split(v).scope_key.len();
            }
        }
    }
    println!("{n}");
}
