//! A deterministic mix of calls as a host sees them: the action mix of a
//! real session, raw calls and permission arguments (host-only fields,
//! element identities), recovered approval summaries, and long typed text in
//! one call of ten. Shared by the benchmarks and `examples/make_corpus.rs`.

use serde_json::{json, Value};

/// xorshift64*: deterministic, no dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

const APPS: [(&str, u64); 4] = [("Mail", 12), ("TextEdit", 41), ("Safari", 7), ("Notes", 22)];
const KEYS: [&str; 5] = ["cmd+s", "Return", "Tab", "ctrl+a Delete", "Escape"];
const TEXT: &str =
    "Dear Ada,\nthe quarterly figures are attached; \"draft 3\" is final. Grüße, Jürgen. ";

/// The `i`th call of the mix: typed text of `long_text` bytes in every
/// tenth call, a short sentence otherwise.
pub fn call(rng: &mut Rng, i: usize, long_text: usize) -> Value {
    let (app, wid) = *rng.pick(&APPS);
    let obs = format!("obs-{}", i / 4 + 1);
    let element = format!("e{}", rng.below(300));
    let text = if i % 10 == 9 {
        TEXT.repeat(long_text / TEXT.len() + 1)
    } else {
        TEXT.to_owned()
    };
    let mut call = match rng.below(100) {
        0..=17 => json!({"action": "observe", "app": app, "window_id": wid}),
        18..=35 => json!({"action": "click_element", "app": app, "window_id": wid,
                          "observation_id": obs, "element_id": element}),
        36..=49 => json!({"action": "set_value", "app": app, "window_id": wid,
                          "observation_id": obs, "element_id": element, "value": text}),
        50..=63 => json!({"action": "type", "app": app, "observation_id": obs, "text": text}),
        64..=71 => json!({"action": "press_key", "app": app, "window_id": wid,
                          "observation_id": obs, "element_id": element, "text": rng.pick(&KEYS)}),
        72..=81 => json!({"action": "left_click", "observation_id": obs,
                          "coordinate": [rng.below(1440), rng.below(900)]}),
        82..=87 => json!({"action": "scroll", "observation_id": obs, "coordinate": [640, 400],
                          "scroll_direction": "down", "scroll_amount": 3}),
        88..=92 => json!({"action": "wait", "duration": 1, "wait_for_text": "Saved"}),
        93..=96 => json!({"action": "element_sequence", "observation_id": obs, "steps": [
                          {"label": "To", "role": "AXTextField", "do": "set_value", "value": "ada@example.com"},
                          {"label": "Send", "role": "AXButton"}]}),
        _ => json!({"action": "list_apps"}),
    };
    match rng.below(3) {
        // Permission arguments: the host's fields on top of the call.
        0 => {
            call["approvalClass"] = json!("semantic_mutation");
            call["rememberForTurnAllowed"] = json!(true);
            call["element_identity"] = json!({"role": "AXButton", "label": "Send"});
        }
        // A summary recovered from storage: camelCase, no arguments.
        1 if call.get("observation_id").is_some() => {
            let mut s = json!({"action": call["action"], "approvalClass": "keyboard_mutation",
                               "rememberForTurnAllowed": true, "observationId": call["observation_id"]});
            if let Some(w) = call.get("window_id") {
                s["windowId"] = w.clone();
            }
            call = s;
        }
        _ => {}
    }
    call
}

/// `n` calls of the mix, as JSON lines (without newlines), keys in the
/// order a model and a host write them (see [`text_in_sent_order`]).
pub fn lines(n: usize, long_text: usize) -> Vec<String> {
    let mut rng = Rng::new(0x5EED);
    (0..n)
        .map(|i| text_in_sent_order(&call(&mut rng, i, long_text)))
        .collect()
}

/// A call as JSON text with `action` first, then the action's fields in the
/// schema's order, then the host's fields as a host appends them: what a
/// model imitating the schema sends, not the sorted order serde_json writes
/// from a map (which would flatter a reader that sorts).
pub fn text_in_sent_order(call: &Value) -> String {
    let Some(o) = call.as_object() else {
        return call.to_string();
    };
    const HOST: [&str; 5] = [
        "approvalClass",
        "rememberForTurnAllowed",
        "element_identity",
        "observationId",
        "windowId",
    ];
    let action = o
        .get("action")
        .and_then(Value::as_str)
        .and_then(cu_projection::catalog::action);
    let rank = |k: &str| -> usize {
        if k == "action" {
            return 0;
        }
        if let Some(i) = action.and_then(|a| a.fields().position(|f| f.name() == k)) {
            return 1 + i;
        }
        100 + HOST.iter().position(|h| *h == k).unwrap_or(HOST.len())
    };
    let mut keys: Vec<&String> = o.keys().collect();
    keys.sort_by_key(|k| rank(k));
    let members: Vec<String> = keys
        .into_iter()
        .map(|k| format!("{}:{}", Value::from(k.as_str()), o[k]))
        .collect();
    format!("{{{}}}", members.join(","))
}

/// The same lines, parsed.
pub fn values(lines: &[String]) -> Vec<Value> {
    lines
        .iter()
        .map(|l| serde_json::from_str(l).expect("the corpus is JSON"))
        .collect()
}

/// The strings the projection scans for secrets: apps, ids, predicates,
/// key names, and the odd long sentence.
pub fn scanned(values: &[Value]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| {
            [
                "app",
                "observation_id",
                "element_id",
                "wait_for_text",
                "text",
            ]
            .into_iter()
            .filter_map(|k| v.get(k)?.as_str().map(str::to_owned))
            .collect::<Vec<_>>()
        })
        .collect()
}
