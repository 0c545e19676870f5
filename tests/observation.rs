//! Observation results (SPEC section 10): the current-turn rendering keeps
//! the screen text the model acts on, the transcript rendering keeps none.

mod common;

use common::cases;
use cu_projection::observation::{
    render, Observation, ToolResult, MAX_DEPTH, MAX_ELEMENTS, MAX_RENDERED_BYTES,
};
use proptest::prelude::*;
use serde_json::{json, Value};

fn shipped() -> Observation {
    let text = include_str!("../examples/data/observation.jsonl");
    Observation::from_json(text.lines().next().unwrap().as_bytes()).unwrap()
}

/// (depth, element id) of every element line, in order.
fn skeleton(text: &str) -> Vec<(usize, String)> {
    text.lines()
        .skip(1)
        .filter(|l| !l.starts_with('…'))
        .map(|l| {
            let depth = (l.len() - l.trim_start().len()) / 2;
            (depth, l.trim_start().split(' ').next().unwrap().to_owned())
        })
        .collect()
}

/// A random tree: structure (parents, roles, frames, flags, standard
/// actions) and, separately, the screen text that goes on it.
#[derive(Debug, Clone)]
struct Tree {
    parents: Vec<Option<usize>>,
    roles: Vec<usize>,
    has_label: Vec<bool>,
    has_value: Vec<bool>,
    custom_action: Vec<bool>,
}

const ROLES: [&str; 5] = [
    "AXButton",
    "AXStaticText",
    "AXRow",
    "AXTextField",
    "AXGroup",
];

fn tree() -> impl Strategy<Value = Tree> {
    (1usize..60).prop_flat_map(|n| {
        (
            proptest::collection::vec(any::<(bool, u16)>(), n),
            proptest::collection::vec(0..ROLES.len(), n),
            proptest::collection::vec(any::<bool>(), n),
            proptest::collection::vec(any::<bool>(), n),
            proptest::collection::vec(any::<bool>(), n),
        )
            .prop_map(|(p, roles, has_label, has_value, custom_action)| Tree {
                // Parents point anywhere (earlier or later), so cycles and
                // forward references happen.
                parents: p
                    .iter()
                    .enumerate()
                    .map(|(i, (has, j))| has.then(|| *j as usize % p.len()).filter(|j| *j != i))
                    .collect(),
                roles,
                has_label,
                has_value,
                custom_action,
            })
    })
}

/// The tree as an observation, with `text(i, what)` as its screen text.
fn dress(t: &Tree, text: impl Fn(usize, &str) -> String) -> Value {
    let elements: Vec<Value> = (0..t.parents.len())
        .map(|i| {
            let mut e = json!({
                "element_id": format!("e{i}"),
                "role": ROLES[t.roles[i]],
                "frame": {"x": i * 3, "y": i * 7, "width": 40, "height": 20},
                "actions": if t.custom_action[i] { json!(["AXPress", text(i, "action")]) } else { json!(["AXPress"]) },
            });
            if let Some(p) = t.parents[i] {
                e["parent_element_id"] = json!(format!("e{p}"));
            }
            if t.has_label[i] {
                e["label"] = json!(text(i, "label"));
            }
            if t.has_value[i] {
                e["value"] = json!(text(i, "value"));
            }
            e
        })
        .collect();
    json!({"observation_id": "obs-1", "app": "Mail", "window_id": 3,
           "title": text(usize::MAX, "title"), "elements": elements})
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1024)))]

    #[test]
    fn no_leak_and_nothing_lost_for_the_model(t in tree(), canary in "[a-z]{8}") {
        let mark = |i: usize, what: &str| format!("LEAK{canary}{what}{i}");
        let obs = Observation::from_value(&dress(&t, |i, w| format!("{} and more", mark(i, w)))).unwrap();
        let r = render(&obs, None);
        prop_assert!(!r.transcript_text().as_str().contains("LEAK"), "{}", r.transcript_text().as_str());
        let model = r.model_text();
        prop_assert!(model.contains(&mark(usize::MAX, "title")));
        for i in 0..t.parents.len() {
            for (has, what) in [(t.has_label[i], "label"), (t.has_value[i], "value"), (t.custom_action[i], "action")] {
                prop_assert_eq!(model.contains(&format!("{}\"", mark(i, what)).replace('"', " and more\"")), has, "{} {}", what, i);
            }
        }
    }

    #[test]
    fn same_skeleton_in_both_renderings(t in tree()) {
        let obs = Observation::from_value(&dress(&t, |i, w| format!("{w} {i}"))).unwrap();
        let r = render(&obs, None);
        let model = skeleton(r.model_text());
        prop_assert_eq!(model.len(), t.parents.len());
        prop_assert_eq!(&model, &skeleton(r.transcript_text().as_str()));
        prop_assert!(model.iter().all(|(d, _)| *d <= MAX_DEPTH));
        let mut ids: Vec<&str> = model.iter().map(|(_, id)| id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        prop_assert_eq!(ids.len(), t.parents.len(), "every element exactly once");
    }

    #[test]
    fn the_transcript_is_a_function_of_the_structure(t in tree(), a in "[a-z ]{1,20}", b in "[A-Z0-9]{1,300}") {
        let one = Observation::from_value(&dress(&t, |i, w| format!("{a}{w}{i}"))).unwrap();
        // Action names are at most 256 characters; labels and values run past the cut.
        let two = Observation::from_value(&dress(&t, |_, w| {
            if w == "action" { b.chars().take(100).collect() } else { b.clone() }
        }))
        .unwrap();
        let (r1, r2) = (render(&one, None), render(&two, None));
        prop_assert_eq!(r1.transcript_text(), r2.transcript_text());
        // Control: the current-turn renderings do differ.
        prop_assert_ne!(r1.model_text(), r2.model_text());
    }

    /// SPEC 10, as an attacker varies it: two observations that differ only
    /// in screen text (any length, empty to past every cut, invisible and
    /// format characters, quotes) render byte-identical transcripts, with
    /// no query or with any two queries (matching or not).
    #[test]
    fn transcripts_differ_in_nothing_but_structure(
        t in tree(),
        one in proptest::collection::vec("(?s).{0,40}", 1..8),
        two in proptest::collection::vec("[\\PC\u{200b}\u{202e}\u{ad}\"]{0,40}", 1..8),
        long in 0usize..1200,
        queries in proptest::option::of(("(?s).{0,12}", "[a-z0-9]{0,6}")),
    ) {
        // Custom action names never start with AX: a standard name is
        // structure, and is kept.
        let text = |pool: &Vec<String>, extra: usize| {
            let pool = pool.clone();
            move |i: usize, w: &str| {
                let s = pool[i.wrapping_add(w.len()) % pool.len()].clone();
                let s = s + &"z".repeat(extra * (i % 3));
                if w == "action" { format!("x{}", s.chars().take(60).collect::<String>()) } else { s }
            }
        };
        let first = Observation::from_value(&dress(&t, text(&one, 0))).unwrap();
        let second = Observation::from_value(&dress(&t, text(&two, long))).unwrap();
        let (q1, q2) = match &queries {
            Some((a, b)) => (Some(a.as_str()), Some(b.as_str())),
            None => (None, None),
        };
        let (r1, r2) = (render(&first, q1), render(&second, q2));
        prop_assert_eq!(r1.transcript_text(), r2.transcript_text());
    }
}

#[test]
fn the_shipped_window_renders_both_ways() {
    let obs = shipped();
    assert_eq!(obs.elements.len(), 287);
    let r = render(&obs, None);
    insta::assert_snapshot!("observation_shipped_model_text", r.model_text());
    insta::assert_snapshot!(
        "observation_shipped_transcript_text",
        r.transcript_text().as_str()
    );
    for secret in [
        "Jürgen",
        "IBAN",
        "ada@example.com",
        "Move to Junk",
        "山田",
        "Rechnung",
    ] {
        assert!(
            r.model_text().contains(secret),
            "{secret} missing for the model"
        );
        assert!(
            !r.transcript_text().as_str().contains(secret),
            "{secret} in the transcript"
        );
    }
}

#[test]
fn a_small_hand_built_tree_renders_both_ways() {
    let obs = Observation::from_value(&json!({
        "observation_id": "obs-4", "app": "Notes", "window_id": 9, "title": "Shopping — \"urgent\"",
        "focused_element_id": "e3", "truncated": true,
        "elements": [
            {"element_id": "e1", "role": "AXWindow", "label": "Shopping"},
            {"element_id": "e2", "role": "AXScrollArea", "parent_element_id": "e1"},
            {"element_id": "e3", "role": "AXTextArea", "parent_element_id": "e2", "value": "eggs\nmilk\t\u{202e}bread",
             "settable": true, "focused": true, "frame": {"x": 10.4, "y": 60.6, "width": 300, "height": 200},
             "actions": ["AXShowMenu", "Look Up “eggs”"]},
            {"element_id": "e4", "role": "AXButton", "subrole": "AXCloseButton", "parent_element_id": "e1",
             "label": "Close", "actions": ["AXPress"]}
        ]
    }))
    .unwrap();
    let r = render(&obs, None);
    insta::assert_snapshot!("observation_small_model_text", r.model_text());
    insta::assert_snapshot!(
        "observation_small_transcript_text",
        r.transcript_text().as_str()
    );
}

#[test]
fn values_are_cut_with_a_visible_mark() {
    let long = "x".repeat(1000);
    let obs = Observation::from_value(&json!({"observation_id": "o", "elements": [
        {"element_id": "e1", "role": "AXTextArea", "value": long}]}))
    .unwrap();
    let model = render(&obs, None).model_text().to_owned();
    let line = model.lines().nth(1).unwrap();
    assert_eq!(line, format!("e1 AXTextArea = \"{}…\"", "x".repeat(256)));
    // Control: a value at the limit is not cut.
    let obs = Observation::from_value(&json!({"observation_id": "o", "elements": [
        {"element_id": "e1", "role": "AXTextArea", "value": "y".repeat(256)}]}))
    .unwrap();
    assert!(!render(&obs, None).model_text().contains('…'));
}

#[test]
fn a_query_keeps_matches_and_their_ancestors() {
    let obs = shipped();
    // Independently of the renderer: the matches, then their ancestors.
    let by_id = |id: &str| obs.elements.iter().find(|e| e.element_id == id).unwrap();
    let mut expected: Vec<&str> = obs
        .elements
        .iter()
        .filter(|e| {
            [Some(&e.role), e.label.as_ref(), e.value.as_ref()]
                .into_iter()
                .flatten()
                .any(|t| t.to_lowercase().contains("reply"))
        })
        .map(|e| e.element_id.as_str())
        .collect();
    assert_eq!(
        expected.len(),
        3,
        "Reply, Reply All and the preview's Reply button"
    );
    for i in 0..expected.len() {
        let mut at = by_id(expected[i]).parent_element_id.as_deref();
        while let Some(p) = at {
            expected.push(p);
            at = by_id(p).parent_element_id.as_deref();
        }
    }
    expected.sort_unstable();
    expected.dedup();

    let r = render(&obs, Some("REPLY"));
    let header = r.model_text().lines().next().unwrap();
    assert!(
        header.ends_with(&format!("showing {} of 287 elements", expected.len())),
        "{header}"
    );
    let mut shown: Vec<String> = skeleton(r.model_text())
        .into_iter()
        .map(|(_, id)| id)
        .collect();
    shown.sort_unstable();
    assert_eq!(shown, expected);
    // The transcript records that a query was given, never which or how
    // many elements matched: it lists the whole structure.
    let transcript = r.transcript_text().as_str();
    assert!(
        transcript.starts_with(
            "observation obs-12 app \"Mail\" window 12 title <text> focused e287 query <text> elements 287"
        ),
        "{transcript}"
    );
    let unqueried = render(&obs, None);
    assert_eq!(
        skeleton(transcript),
        skeleton(unqueried.transcript_text().as_str())
    );
    // Control: a query that matches nothing gives the same transcript.
    assert_eq!(
        render(&obs, Some("no element says this")).transcript_text(),
        r.transcript_text()
    );
}

#[test]
fn cyclic_deep_and_oversized_trees_stay_bounded() {
    // A parent cycle renders every member once, at the depth cap.
    let cyclic = Observation::from_value(&json!({"observation_id": "o", "elements": [
        {"element_id": "a", "role": "AXGroup", "parent_element_id": "b"},
        {"element_id": "b", "role": "AXGroup", "parent_element_id": "a"},
        {"element_id": "c", "role": "AXGroup", "parent_element_id": "c"}]}))
    .unwrap();
    let s = skeleton(render(&cyclic, None).model_text());
    assert_eq!(s.len(), 3);
    assert_eq!(
        render(&cyclic, Some("axgroup"))
            .model_text()
            .lines()
            .count(),
        4
    );

    // A chain deeper than the cap.
    let chain: Vec<Value> = (0..200)
        .map(|i| {
            let mut e = json!({"element_id": format!("e{i}"), "role": "AXGroup"});
            if i > 0 {
                e["parent_element_id"] = json!(format!("e{}", i - 1));
            }
            e
        })
        .collect();
    let deep = Observation::from_value(&json!({"observation_id": "o", "elements": chain})).unwrap();
    let s = skeleton(render(&deep, None).model_text());
    assert_eq!(s.iter().map(|(d, _)| *d).max(), Some(MAX_DEPTH));
    assert_eq!(s.len(), 200);

    // The most elements an observation may hold, each with long text.
    let many: Vec<Value> = (0..MAX_ELEMENTS)
        .map(|i| json!({"element_id": format!("e{i}"), "role": "AXStaticText", "label": "z".repeat(400)}))
        .collect();
    let big = Observation::from_value(&json!({"observation_id": "o", "elements": many})).unwrap();
    let r = render(&big, None);
    assert!(r.model_text().len() <= MAX_RENDERED_BYTES + 64);
    assert!(r.transcript_text().as_str().len() <= MAX_RENDERED_BYTES + 64);
    assert!(r.model_text().ends_with("more elements not shown"));
    assert!(r
        .transcript_text()
        .as_str()
        .ends_with("more elements not shown"));
    // Each text is cut on its own measure: the transcript's cut does not
    // move with the length of the labels (empty labels, same transcript).
    let short: Vec<Value> = (0..MAX_ELEMENTS)
        .map(|i| json!({"element_id": format!("e{i}"), "role": "AXStaticText", "label": ""}))
        .collect();
    let short =
        Observation::from_value(&json!({"observation_id": "o", "elements": short})).unwrap();
    assert_eq!(render(&short, None).transcript_text(), r.transcript_text());
    assert!(skeleton(r.model_text()).len() < skeleton(r.transcript_text().as_str()).len());
    // Control: one more element is refused as input.
    let mut too_many: Vec<Value> = (0..=MAX_ELEMENTS)
        .map(|i| json!({"element_id": format!("e{i}"), "role": "AXGroup"}))
        .collect();
    too_many.truncate(MAX_ELEMENTS + 1);
    let err =
        Observation::from_value(&json!({"observation_id": "o", "elements": too_many})).unwrap_err();
    assert_eq!(err.json_pointer(), Some("/elements"));
}

#[test]
fn malformed_observations_are_typed_errors_naming_the_element() {
    let rows = [
        (json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup"},
            {"element_id": "e1", "role": "AXGroup", "label": "SECRET"}]}),
         "/elements/1/element_id", "observation field elements/1/element_id must be an id no other element has"),
        (json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup", "parent_element_id": "e9", "label": "SECRET"}]}),
         "/elements/0/parent_element_id", "observation field elements/0/parent_element_id must be the id of another element of this observation"),
        (json!({"observation_id": "o", "elements": [{"element_id": "SECRET label", "role": "AXGroup"}]}),
         "/elements/0/element_id", "observation field elements/0/element_id must be a stable identifier"),
        (json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": 4417}]}),
         "/elements/0/role", "observation field elements/0/role must be an accessibility role name (a string)"),
        (json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup", "frame": {"x": "SECRET"}}]}),
         "/elements/0/frame", "observation field elements/0/frame must be an object {x, y, width, height} of finite numbers"),
        (json!({"observation_id": "o", "elements": ["SECRET"]}),
         "/elements/0", "observation field elements/0 must be an element object"),
        (json!({"observation_id": "o", "elements": [{"element_id": "e1", "role": "AXGroup", "tooltip": "SECRET"}]}),
         "/elements/0", "observation field elements/0 holds a key it does not accept"),
        (json!({"elements": []}), "/observation_id", "observation requires field observation_id (a stable identifier)"),
    ];
    for (input, pointer, message) in rows {
        let err = Observation::from_value(&input).unwrap_err();
        assert_eq!(err.code(), "invalid_arguments");
        assert_eq!(err.json_pointer(), Some(pointer), "{input}");
        assert_eq!(err.to_string(), message);
        assert!(!err.to_string().contains("SECRET"));
    }
}

#[test]
fn only_the_platforms_own_names_reach_the_transcript() {
    // Roles, subroles and action names an app made up are its own text.
    let obs = Observation::from_value(&json!({"observation_id": "o", "elements": [
        {"element_id": "e1", "role": "password:hunter2", "subrole": "AKIA3ASZXZAPTV5XGCCQ",
         "actions": ["AXMyPinIsFourFourOneSeven", "AXPress", ""]},
        {"element_id": "e2", "role": "AXButton", "subrole": "AXCloseButton", "actions": ["AXRaise"]}]}))
    .unwrap();
    let r = render(&obs, None);
    assert_eq!(
        r.transcript_text().as_str(),
        "observation o elements 2\ne1 <text>/<text> [<text>, AXPress, <text>]\ne2 AXButton/AXCloseButton [AXRaise]"
    );
    // The current turn shows them as display text, secrets redacted.
    assert!(
        r.model_text().contains("\"password:[redacted]\""),
        "{}",
        r.model_text()
    );
    assert!(!r.model_text().contains("AKIA3ASZXZAPTV5XGCCQ"));
    // Text of any length is read, never refused: its length cannot decide
    // whether the observation renders.
    for long in [
        String::new(),
        "x".repeat(257),
        "界".repeat(100),
        "y".repeat(2 << 20),
    ] {
        let obs = json!({"observation_id": "o", "title": long, "elements": [
            {"element_id": "e1", "role": "AXButton", "label": long, "actions": [long]}]});
        let r = render(&Observation::from_value(&obs).unwrap(), None);
        assert_eq!(
            r.transcript_text().as_str(),
            "observation o title <text> elements 1\ne1 AXButton <text> [<text>]"
        );
    }
}

#[test]
fn the_persisted_tool_result_holds_the_transcript_rendering() {
    let r = render(&shipped(), None);
    let record = ToolResult::new("call-9", r.transcript_text().clone());
    let json = serde_json::to_string(&record).unwrap();
    assert!(json
        .starts_with(r#"{"type":"tool_result","call_id":"call-9","content":"observation obs-12"#));
    assert!(!json.contains("Jürgen"));
}
