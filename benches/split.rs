//! The split at the cost of reading the JSON (issue targets 1, 2 and 5),
//! each against a baseline timed in the same run:
//!
//! 1. `split` on a parsed call vs `Value::clone` of the same call;
//! 2. the JSON-text path (strict read + split + the three parts as JSON
//!    text: `split_json_into`, and `split_json` then serializing) vs a plain
//!    `from_slice::<Value>` + `to_vec` round trip;
//! 3. secret redaction over the strings the projection scans vs a plain
//!    copy of the same strings (cost per byte);
//! 4. display cleaning and redaction over long text, six-line chunks of
//!    one of this crate's source files (a screen of code or configuration, dense in
//!    the words the readings look for), vs a plain copy of the same chunks.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/ratio.rs"]
mod ratio;

use criterion::{black_box, criterion_group, Criterion, Throughput};
use cu_projection::{split, split_json, split_json_into, SplitText};
use serde_json::Value;

fn serialize_parts(s: &cu_projection::Split, out: &mut Vec<u8>) {
    serde_json::to_writer(&mut *out, &s.model).unwrap();
    serde_json::to_writer(&mut *out, &s.approval).unwrap();
    out.extend_from_slice(s.scope_key.as_bytes());
}

fn bench(c: &mut Criterion) {
    let lines = corpus::lines(1000, 4096);
    let values = corpus::values(&lines);

    let mut g = c.benchmark_group("split_value");
    g.bench_function("baseline_value_clone", |b| {
        b.iter(|| values.iter().for_each(|v| drop(black_box(v.clone()))))
    });
    g.bench_function("split", |b| {
        b.iter(|| values.iter().for_each(|v| drop(black_box(split(v)))))
    });
    g.finish();

    let mut g = c.benchmark_group("split_text");
    g.bench_function("baseline_round_trip", |b| {
        let mut out = Vec::with_capacity(1 << 16);
        b.iter(|| {
            for l in &lines {
                out.clear();
                let v: Value = serde_json::from_slice(l.as_bytes()).unwrap();
                serde_json::to_writer(&mut out, &v).unwrap();
                black_box(&out);
            }
        })
    });
    g.bench_function("split_json_into", |b| {
        let mut out = SplitText::new();
        b.iter(|| {
            for l in &lines {
                split_json_into(l.as_bytes(), &mut out).unwrap();
                black_box(&out);
            }
        })
    });
    g.bench_function("split_json_and_serialize", |b| {
        let mut out = Vec::with_capacity(1 << 16);
        b.iter(|| {
            for l in &lines {
                out.clear();
                let s = split_json(l.as_bytes()).unwrap();
                serialize_parts(&s, &mut out);
                black_box(&out);
            }
        })
    });
    g.finish();

    let scanned = corpus::scanned(&values);
    let bytes: usize = scanned.iter().map(String::len).sum();
    let mut g = c.benchmark_group("redaction");
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function("baseline_copy", |b| {
        b.iter(|| scanned.iter().for_each(|s| drop(black_box(s.to_owned()))))
    });
    g.bench_function("redact", |b| {
        b.iter(|| {
            scanned
                .iter()
                .for_each(|s| drop(black_box(cu_projection::redact::redact(s))))
        })
    });
    g.finish();
    println!("redaction corpus: {} strings, {bytes} bytes", scanned.len());

    let screens = source_screens();
    let bytes: usize = screens.iter().map(String::len).sum();
    let mut g = c.benchmark_group("redaction_screens");
    // A pass over the chunks takes about a second: ten samples.
    g.sample_size(10);
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function("baseline_copy", |b| {
        b.iter(|| screens.iter().for_each(|s| drop(black_box(s.to_owned()))))
    });
    g.bench_function("display_text", |b| {
        b.iter(|| {
            screens
                .iter()
                .for_each(|s| drop(black_box(cu_projection::display::display_text(s, 1 << 20))))
        })
    });
    g.finish();
    println!("screens corpus: {} chunks, {bytes} bytes", screens.len());
}

/// Six-line chunks of one of this crate's source files.
fn source_screens() -> Vec<String> {
    let source = include_str!("../src/text/redact/generic.rs");
    let lines: Vec<&str> = source.lines().collect();
    lines.chunks(6).map(|c| c.join("\n")).collect()
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(std::time::Duration::from_secs(1))
        .measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratio::report(&[
        ("split_value", "baseline_value_clone", "split"),
        ("split_text", "baseline_round_trip", "split_json_into"),
        (
            "split_text",
            "baseline_round_trip",
            "split_json_and_serialize",
        ),
        ("redaction", "baseline_copy", "redact"),
        ("redaction_screens", "baseline_copy", "display_text"),
    ]);
}
