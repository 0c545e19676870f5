//! Runs `split` over the benchmark mix in a loop, for a profiler:
//! `perf record -g target/release/examples/profile_split`.

#[path = "../benches/support/corpus.rs"]
#[allow(dead_code)]
mod corpus;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let values: Vec<serde_json::Value> = corpus::lines(1000, 4096)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut n = 0usize;
    for _ in 0..rounds {
        for v in &values {
            n += cu_projection::split(v).scope_key.len();
        }
    }
    println!("{n}");
}
