//! The strict parser against reading the same call: `ComputerUseCall::parse`
//! on a `Value` versus `Value::clone`, and the JSON-text entry point versus
//! `serde_json::from_slice::<Value>`, on a deterministic mix of calls.
//!
//! Prints each subject's ratio to its baseline, measured in the same run.

use criterion::{black_box, criterion_group, Criterion};
use cu_projection::ComputerUseCall;
use serde_json::Value;

fn corpus() -> Vec<String> {
    include_str!("../examples/data/calls.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
}

fn bench(c: &mut Criterion) {
    let lines = corpus();
    let values: Vec<Value> = lines
        .iter()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();

    let mut g = c.benchmark_group("parse_value");
    g.bench_function("baseline_value_clone", |b| {
        b.iter(|| {
            for v in &values {
                black_box(v.clone());
            }
        })
    });
    g.bench_function("parse", |b| {
        b.iter(|| {
            for v in &values {
                let _ = black_box(ComputerUseCall::parse(black_box(v)));
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("parse_text");
    g.bench_function("baseline_from_slice", |b| {
        b.iter(|| {
            for l in &lines {
                let _ = black_box(serde_json::from_slice::<Value>(black_box(l.as_bytes())));
            }
        })
    });
    g.bench_function("from_json_slice", |b| {
        b.iter(|| {
            for l in &lines {
                let _ = black_box(ComputerUseCall::from_json_slice(black_box(l.as_bytes())));
            }
        })
    });
    g.finish();
}

/// The mean time criterion recorded for `group/id` in this run.
fn mean_ns(group: &str, id: &str) -> Option<f64> {
    let dir = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let path = format!("{dir}/criterion/{group}/{id}/new/estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    v.pointer("/mean/point_estimate")?.as_f64()
}

fn report_ratios() {
    for (group, baseline, subject) in [
        ("parse_value", "baseline_value_clone", "parse"),
        ("parse_text", "baseline_from_slice", "from_json_slice"),
    ] {
        if let (Some(b), Some(s)) = (mean_ns(group, baseline), mean_ns(group, subject)) {
            println!("ratio {group}: {subject} / {baseline} = {:.2}", s / b);
        }
    }
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    report_ratios();
}
