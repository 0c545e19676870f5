//! The strict parser against reading the same call: `ComputerUseCall::from_value`
//! on a `Value` versus `Value::clone`, and the JSON-text entry point versus
//! `serde_json::from_slice::<Value>`, on the shared mix of calls.

#[path = "support/corpus.rs"]
#[allow(dead_code)] // the split bench uses the rest
mod corpus;
#[path = "support/ratio.rs"]
mod ratio;

use criterion::{black_box, criterion_group, Criterion};
use cu_projection::ComputerUseCall;
use serde_json::Value;

fn bench(c: &mut Criterion) {
    let lines = corpus::lines(1000, 4096);
    let values = corpus::values(&lines);

    let mut g = c.benchmark_group("parse_value");
    g.bench_function("baseline_value_clone", |b| {
        b.iter(|| values.iter().for_each(|v| drop(black_box(v.clone()))))
    });
    g.bench_function("parse", |b| {
        b.iter(|| {
            values
                .iter()
                .for_each(|v| drop(black_box(ComputerUseCall::from_value(v))))
        })
    });
    g.finish();

    let mut g = c.benchmark_group("parse_text");
    g.bench_function("baseline_from_slice", |b| {
        b.iter(|| {
            lines
                .iter()
                .for_each(|l| drop(black_box(serde_json::from_slice::<Value>(l.as_bytes()))))
        })
    });
    g.bench_function("from_json_slice", |b| {
        b.iter(|| {
            lines
                .iter()
                .for_each(|l| drop(black_box(ComputerUseCall::from_json(l.as_bytes()))))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratio::report(&[
        ("parse_value", "baseline_value_clone", "parse"),
        ("parse_text", "baseline_from_slice", "from_json_slice"),
    ]);
}
