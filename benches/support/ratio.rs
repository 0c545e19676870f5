//! Reads criterion's estimates from this run and prints subject/baseline ratios.

use serde_json::Value;

/// The mean time criterion recorded for `group/id` in this run, in ns.
pub fn mean_ns(group: &str, id: &str) -> Option<f64> {
    let dir = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let path = format!("{dir}/criterion/{group}/{id}/new/estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    v.pointer("/mean/point_estimate")?.as_f64()
}

/// Prints `subject / baseline` for each (group, baseline, subject).
pub fn report(pairs: &[(&str, &str, &str)]) {
    for (group, baseline, subject) in pairs {
        match (mean_ns(group, baseline), mean_ns(group, subject)) {
            (Some(b), Some(s)) => println!("ratio {group}: {subject} / {baseline} = {:.2}", s / b),
            _ => println!("ratio {group}: not measured in this run"),
        }
    }
}
