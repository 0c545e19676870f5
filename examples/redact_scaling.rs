//! How redaction time grows with the text: one unit repeated N and 4N
//! times (`cargo run --release --example redact_scaling -- "pwd=;" 10000`).
//! Linear growth shows as a ratio near 4; every rule's scan is meant to be
//! linear, also on inputs made to defeat it (`a=a=a=...`, `pwd=;pwd=;...`).

fn main() {
    let mut args = std::env::args().skip(1);
    let unit = args.next().unwrap_or_else(|| "pwd=;".into());
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let time = |count: usize| {
        let text = unit.repeat(count);
        let start = std::time::Instant::now();
        let found = cu_projection::redact::redact(&text).rules.len();
        (text.len(), start.elapsed(), found)
    };
    let (small_len, small, _) = time(n);
    let (large_len, large, rules) = time(4 * n);
    println!(
        "{small_len} bytes {small:?}, {large_len} bytes {large:?}: ratio {:.1} ({rules} rules found)",
        large.as_secs_f64() / small.as_secs_f64().max(1e-9)
    );
}
