//! Runs one workload over the benchmark mix in a loop, for a profiler or an
//! instruction counter: `split` (`value`), `split_json_into` with one
//! reused `SplitText` (`text`), or the baselines the benchmarks compare
//! them with, `Value::clone` (`clone`) and a `from_slice::<Value>` +
//! `to_writer` round trip into a reused buffer (`roundtrip`); or secret
//! redaction of the strings the projection scans (`redact`; only those of
//! at most 200 bytes, `redact-short`, or the longer ones, `redact-long`)
//! and its baseline, a copy of the same strings (`copy`).
//!
//! `perf record --call-graph dwarf target/release/examples/profile_split 300 text`;
//! `valgrind --tool=callgrind target/release/examples/profile_split 20 text`
//! (run it with 0 rounds too and subtract: the corpus is built first).

#[path = "../benches/support/corpus.rs"]
#[allow(dead_code)]
mod corpus;

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let mode = args.next().unwrap_or_else(|| "value".to_owned());
    let lines = corpus::lines(1000, 4096);
    let values = corpus::values(&lines);
    let mut n = 0usize;
    let mut out = cu_projection::SplitText::new();
    let mut buf = Vec::with_capacity(1 << 16);
    let scanned = corpus::scanned(&values);
    for _ in 0..rounds {
        match mode.as_str() {
            "text" => {
                for l in &lines {
                    cu_projection::split_json_into(l.as_bytes(), &mut out).unwrap();
                    n += out.model_json().len() + out.scope_key().len();
                }
            }
            "redact-short" | "redact-long" => {
                for s in scanned
                    .iter()
                    .filter(|s| (s.len() > 200) == (mode == "redact-long"))
                {
                    n += cu_projection::redact::redact(s).text.len();
                }
            }
            "redact" => {
                for s in &scanned {
                    n += cu_projection::redact::redact(s).text.len();
                }
            }
            "copy" => {
                for s in &scanned {
                    n += std::hint::black_box(s.to_owned()).len();
                }
            }
            "clone" => {
                for v in &values {
                    n += std::hint::black_box(v.clone()).is_object() as usize;
                }
            }
            "roundtrip" => {
                for l in &lines {
                    buf.clear();
                    let v: serde_json::Value = serde_json::from_slice(l.as_bytes()).unwrap();
                    serde_json::to_writer(&mut buf, &v).unwrap();
                    n += buf.len();
                }
            }
            _ => {
                for v in &values {
                    n += cu_projection::split(v).scope_key.len();
                }
            }
        }
    }
    println!("{n}");
}
