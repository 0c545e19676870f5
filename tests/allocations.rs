//! Allocations per `split`, counted by a global allocator and held under
//! ceilings set from measurement. Unlike time, the count is deterministic,
//! so a change that adds copies fails here instead of hiding in noise.
//!
//! Counts are per thread: the allocator counts only while the measuring
//! thread has switched counting on, so other tests running in parallel do
//! not disturb it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use cu_projection::{split, split_json, split_json_into, SplitText};
use serde_json::{json, Value};

struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static COUNT: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the
// counter is a const-initialised thread-local `Cell`, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            COUNT.with(|c| c.set(c.get() + 1));
        }
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            COUNT.with(|c| c.set(c.get() + 1));
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations (and reallocations) made by `f` on this thread.
fn count<T>(f: impl FnOnce() -> T) -> usize {
    COUNT.with(|c| c.set(0));
    COUNTING.with(|c| c.set(true));
    let out = f();
    COUNTING.with(|c| c.set(false));
    drop(out);
    COUNT.with(Cell::get)
}

/// (name, call, ceiling for `split`, ceiling for `split_json_into` with
/// buffers reused). Ceilings are the counts measured when they were set
/// (`split`: 4, 13, 10, 28; `split_json_into`: 2, 6, 4, 9) plus about a
/// fifth, for a standard library that allocates a little differently; a
/// copy per field exceeds them.
fn calls() -> Vec<(&'static str, Value, usize, usize)> {
    vec![
        ("list_apps", json!({"action": "list_apps"}), 5, 3),
        (
            "press_key, the seed's call",
            json!({"action": "press_key", "app": "TextEdit", "window_id": 41,
                   "observation_id": "obs-7", "element_id": "e12", "text": "cmd+s"}),
            16,
            8,
        ),
        (
            "type with host fields",
            json!({"action": "type", "app": "Notes", "observation_id": "obs-9",
                   "text": "x".repeat(100_000), "approvalClass": "keyboard_mutation",
                   "element_identity": {"label": "Body"}}),
            12,
            5,
        ),
        (
            "element_sequence",
            json!({"action": "element_sequence", "observation_id": "obs-4", "steps": [
                {"label": "To", "role": "AXTextField", "do": "set_value", "value": "ada@example.com"},
                {"label": "Send", "role": "AXButton"}]}),
            34,
            11,
        ),
    ]
}

#[test]
fn split_stays_under_its_allocation_ceilings() {
    // Warm the lazily built tables (regexes, indexes) outside the count.
    for (_, call, _, _) in calls() {
        split(&call);
    }
    for (name, call, ceiling, _) in calls() {
        let n = count(|| split(&call));
        println!("split {name}: {n} allocations (ceiling {ceiling})");
        assert!(
            n <= ceiling,
            "split {name}: {n} allocations, ceiling {ceiling}"
        );
        assert!(n > 0, "the counter counts");
    }
}

#[test]
fn split_json_into_reusing_its_buffers_stays_under_its_ceilings() {
    let mut out = SplitText::new();
    for (name, call, _, ceiling) in calls() {
        let line = serde_json::to_vec(&call).unwrap();
        // The first call sizes the buffers; later ones reuse them.
        split_json_into(&line, &mut out).unwrap();
        let n = count(|| split_json_into(&line, &mut out).unwrap());
        println!("split_json_into {name}: {n} allocations (ceiling {ceiling})");
        assert!(
            n <= ceiling,
            "split_json_into {name}: {n} allocations, ceiling {ceiling}"
        );
    }
    // Control: fresh buffers allocate more, and the counter sees it.
    let line = serde_json::to_vec(&calls()[1].1).unwrap();
    let reused = count(|| split_json_into(&line, &mut out).unwrap());
    let fresh = count(|| split_json_into(&line, &mut SplitText::new()).unwrap());
    assert!(fresh > reused, "fresh {fresh}, reused {reused}");
}

#[test]
fn a_withheld_text_costs_no_allocation_of_its_size() {
    // The JSON-text path does not copy a withheld text: 1 MB of it costs no
    // more allocations than 12 bytes (which are read, in case they are a
    // placeholder).
    let text_of = |n: usize| {
        serde_json::to_vec(&json!({"action": "type", "observation_id": "obs-1",
                                   "text": "a\"b\n".repeat(n)}))
        .unwrap()
    };
    let (small, large) = (text_of(3), text_of(250_000));
    split_json(&small).unwrap();
    let a = count(|| split_json(&small).unwrap());
    let b = count(|| split_json(&large).unwrap());
    println!("split_json: {a} allocations for 12 bytes of text, {b} for 1 MB");
    assert!(b <= a, "{b} allocations for 1 MB, {a} for 12 bytes");
    // Control: the Value path does copy it, and counts it.
    let v_small: Value = serde_json::from_slice(&small).unwrap();
    let v_large: Value = serde_json::from_slice(&large).unwrap();
    let c = count(|| serde_json::to_vec(&v_small).unwrap());
    let d = count(|| serde_json::to_vec(&v_large).unwrap());
    assert!(d > c, "a control that grows with the text: {c} vs {d}");
}

/// Doubling a hostile input at most doubles the allocations (plus a
/// constant): no step is quadratic in keys, path points or string length.
#[test]
fn cost_grows_linearly_with_hostile_input() {
    use cu_projection::native::project_batch;
    let keys = |n: usize| {
        let mut o = serde_json::Map::new();
        o.insert("action".into(), json!("type"));
        for i in 0..n {
            o.insert(format!("k{i:06}"), json!(i));
        }
        serde_json::to_vec(&Value::Object(o)).unwrap()
    };
    // A fifth as many points, so the largest path (4,000) is still carried.
    let path = |n: usize| {
        let points: Vec<Value> = (0..n / 5).map(|i| json!({"x": i, "y": i})).collect();
        json!({"actions": [{"type": "drag", "path": points}]})
    };
    let text = |n: usize| {
        serde_json::to_vec(
            &json!({"action": "observe", "app": "é".repeat(n), "query": "q ".repeat(n)}),
        )
        .unwrap()
    };
    type Cost = Box<dyn Fn(usize) -> usize>;
    let checks: Vec<(&str, Cost)> = vec![
        (
            "keys",
            Box::new(move |n| {
                let b = keys(n);
                count(|| split_json(&b).unwrap())
            }),
        ),
        (
            "path points",
            Box::new(move |n| {
                let v = path(n);
                count(|| project_batch(&v))
            }),
        ),
        (
            "string length",
            Box::new(move |n| {
                let b = text(n);
                count(|| split_json(&b).unwrap())
            }),
        ),
    ];
    for (name, cost) in checks {
        let (a, b, c) = (cost(5_000), cost(10_000), cost(20_000));
        println!("{name}: {a}, {b}, {c} allocations for 5k, 10k, 20k");
        assert!(
            b <= 2 * a + 64 && c <= 2 * b + 64,
            "{name} grows faster than linearly: {a}, {b}, {c}"
        );
    }
}
