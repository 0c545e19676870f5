//! The projection's rules: what becomes of one value, decided by its
//! privacy class and its field's type, and by nothing else.
//!
//! Every projection path asks these functions: the `Value` path and the
//! JSON-text path of [`split`](crate::split) (which also asks
//! [`withholds_any_value`] before it skips a string unread), the native
//! batch projection, and the approval summary for the values it shows. No
//! path decides by a field's name. To change what is carried, change a
//! class in the catalog (or the rule of a class here); every path follows,
//! and `tests::every_path_follows_a_flipped_class` proves it.

use std::borrow::Cow;

use crate::text::display::display_cow;
use crate::text::is_showable_key;
use crate::text::redact::{redact, redact_identifier};
use crate::vocab::catalog::{self, Action, FieldDef, FieldType, PrivacyClass};
use crate::vocab::keys::{is_key_list, is_key_text};
use crate::vocab::names::{is_ax_name, is_element_action_name, is_stable_id};
use crate::vocab::placeholder::{placeholder, Shape};

use super::node::{Node, View};

/// Most characters of a carried `action`.
pub const MAX_ACTION_CHARS: usize = 64;
/// Most characters of carried display text: `app` and the model's predicates.
pub const MAX_DISPLAY_CHARS: usize = 256;
/// Most characters of a carried step `role` (an accessibility name; its
/// type's maximum).
pub const MAX_STEP_TEXT_CHARS: usize = 64;
/// Most unknown keys a projection keeps (the first ones in sorted order).
pub const MAX_UNKNOWN_KEYS: usize = 32;

/// What the projection does with one value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Rule {
    /// Carried as display text of at most this many characters (`app`,
    /// predicates, step roles); withheld when nothing is left.
    Display(usize),
    /// Carried when an integer (`window_id`).
    Integer,
    /// Carried, trimmed, when a stable identifier that holds no secret.
    StableId,
    /// Carried when an array of 1 to 4 integers (any action's geometry).
    GeometryArray,
    /// Carried when an integer of at least `min` (a native coordinate or
    /// scroll delta).
    GeometryInteger { min: i64 },
    /// Carried when an array of 1 to `max` points `{x, y}` of integers >= 0.
    GeometryPath { max: usize },
    /// Carried when key-name text (`cmd+s`, `ctrl+a Delete`).
    KeyText,
    /// Carried when an array of 1 to `max` key names.
    KeyList { max: usize },
    /// Carried when an element action name that holds no secret.
    ElementActionName,
    /// Carried when an accessibility name (`AXButton`) that holds no secret.
    AccessibilityName,
    /// Carried when one of these members.
    Member(&'static [&'static str]),
    /// Carried when a number.
    Number,
    /// Carried when a boolean.
    Bool,
    /// Projected member by member, each by its own class (the caller walks
    /// the structure).
    Steps,
    /// Never carried: the value's placeholder.
    Withhold,
}

/// The privacy class of `def`'s value in a call of `action` (`None`: an
/// action the catalog does not know).
#[inline]
pub(crate) fn class_of(action: Option<&Action>, def: &FieldDef) -> PrivacyClass {
    placed(action, def).1
}

/// Where `def` goes in canonical output for `action`, and its privacy
/// class there: [`class_of`] and the rank in one pass, for the projection.
#[inline]
pub(crate) fn placed(action: Option<&Action>, def: &FieldDef) -> (usize, PrivacyClass) {
    let (rank, class) = catalog::locate(action, def);
    #[cfg(test)]
    if let Some(flipped) = tests::flipped_field(action, def) {
        return (rank, flipped);
    }
    (rank, class)
}

/// The rule for a value of class `class` in a field of type `ty`.
#[inline]
pub(crate) fn rule(class: PrivacyClass, ty: FieldType) -> Rule {
    use FieldType as T;
    use PrivacyClass as P;
    #[cfg(test)]
    if tests::flipped_class(class) {
        return Rule::Withhold;
    }
    match (class, ty) {
        (P::Identifier, T::Text { max, .. }) => Rule::Display(max.min(MAX_DISPLAY_CHARS)),
        (P::Identifier, T::Integer { .. }) => Rule::Integer,
        (P::Identifier, T::StableId) => Rule::StableId,
        (P::Geometry, T::IntArray { .. }) => Rule::GeometryArray,
        (P::Geometry, T::Integer { min, .. }) => Rule::GeometryInteger { min },
        (P::Geometry, T::Path { max }) => Rule::GeometryPath { max },
        (P::KeyName, T::Text { .. }) => Rule::KeyText,
        (P::KeyName, T::KeyList { max }) => Rule::KeyList { max },
        (P::ElementActionName, T::Text { .. }) => Rule::ElementActionName,
        (P::AccessibilityName, T::Text { .. }) => Rule::AccessibilityName,
        (P::EnumMember, T::Enum(members)) => Rule::Member(members),
        (P::NumberOrBool, T::Bool) => Rule::Bool,
        (P::NumberOrBool, T::Integer { .. } | T::Number { .. }) => Rule::Number,
        (P::ModelPredicate, T::Text { max, .. }) => Rule::Display(max.min(MAX_DISPLAY_CHARS)),
        (P::Steps, T::Steps) => Rule::Steps,
        // A class on a type it has no rule for carries nothing.
        _ => Rule::Withhold,
    }
}

/// Whether a value of this class and type is withheld whatever it holds:
/// the JSON-text path may then skip a string unread (it still reads one
/// that may be a placeholder sent back, which stays itself).
pub(crate) fn withholds_any_value(class: PrivacyClass, ty: FieldType) -> bool {
    rule(class, ty) == Rule::Withhold
}

/// What a rule made of one value.
pub(crate) enum Projected<'a, N> {
    /// Carried as sent.
    Node(&'a N),
    /// Carried as this text (display text, a trimmed identifier).
    Text(Cow<'a, str>),
    /// Withheld: written as the value's placeholder.
    Withheld,
}

/// Applies `rule` to `v`; the names of the redaction rules that fired on
/// carried text go into `fired`. [`Rule::Steps`] yields `Withheld` here:
/// the caller projects the step structure and asks again for each member.
pub(crate) fn apply<'a, N: Node>(
    rule: Rule,
    v: &'a N,
    fired: &mut Vec<&'static str>,
) -> Projected<'a, N> {
    let carry = |ok: bool| {
        if ok {
            Projected::Node(v)
        } else {
            Projected::Withheld
        }
    };
    match rule {
        Rule::Display(limit) => match v.as_str() {
            Some(s) => {
                let (text, rules) = display_cow(s, limit);
                fired.extend(rules);
                if text.is_empty() {
                    Projected::Withheld
                } else {
                    Projected::Text(text)
                }
            }
            None => Projected::Withheld,
        },
        Rule::Integer => carry(is_integer(v)),
        Rule::StableId => match v.as_str().map(str::trim).filter(|s| is_stable_id(s)) {
            Some(id) => {
                let found = redact_identifier(id).rules;
                if found.is_empty() {
                    Projected::Text(Cow::Borrowed(id))
                } else {
                    // An identifier-shaped secret is withheld whole rather
                    // than carried as `[redacted]`, so re-projection is stable.
                    fired.extend(found);
                    Projected::Withheld
                }
            }
            None => Projected::Withheld,
        },
        Rule::GeometryArray => carry(
            v.as_array()
                .is_some_and(|a| (1..=4).contains(&a.len()) && a.iter().all(is_integer)),
        ),
        Rule::GeometryInteger { min } => carry(integer_at_least(v, min)),
        Rule::GeometryPath { max } => carry(
            v.as_array()
                .is_some_and(|a| (1..=max).contains(&a.len()) && a.iter().all(is_path_point)),
        ),
        Rule::KeyText => carry(v.as_str().is_some_and(is_key_text)),
        Rule::KeyList { max } => carry(v.as_array().is_some_and(|a| {
            let names: Option<Vec<&str>> = a.iter().map(N::as_str).collect();
            names.is_some_and(|n| n.len() <= max && is_key_list(&n))
        })),
        Rule::ElementActionName => carry(
            v.as_str()
                .is_some_and(|s| is_element_action_name(s) && redact(s).rules.is_empty()),
        ),
        Rule::AccessibilityName => carry(
            v.as_str()
                .is_some_and(|s| is_ax_name(s) && redact(s).rules.is_empty()),
        ),
        Rule::Member(members) => carry(v.as_str().is_some_and(|s| members.contains(&s))),
        Rule::Number => carry(v.is_number()),
        Rule::Bool => carry(v.is_boolean()),
        Rule::Steps | Rule::Withhold => Projected::Withheld,
    }
}

/// What becomes of an unknown key (one the catalog does not know).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnknownKey {
    /// Kept, with its value withheld.
    Keep,
    /// Dropped: its name is not a plain key, or holds a secret.
    DropUnsafeName,
    /// Dropped: [`MAX_UNKNOWN_KEYS`] are kept already.
    DropOverLimit,
}

/// The rule for an unknown key, given how many were kept before it (keys
/// come in sorted order, so the first ones stay).
pub(crate) fn unknown_key(key: &str, kept: usize) -> UnknownKey {
    if !is_showable_key(key) {
        UnknownKey::DropUnsafeName
    } else if kept >= MAX_UNKNOWN_KEYS {
        UnknownKey::DropOverLimit
    } else {
        UnknownKey::Keep
    }
}

/// The action as a projection shows it: a known name as itself (a catalog
/// test proves every name is its own display text), any other string as
/// display text of at most [`MAX_ACTION_CHARS`], and `"unknown"` when
/// nothing is left. Redaction rules that fired go into `fired`.
pub(crate) fn action_text<'a>(
    sent: Option<&'a str>,
    known: Option<&'static str>,
    fired: &mut Vec<&'static str>,
) -> Cow<'a, str> {
    let text = match (known, sent) {
        (Some(name), _) => Cow::Borrowed(name),
        (None, Some(s)) => {
            let (text, rules) = display_cow(s, MAX_ACTION_CHARS);
            fired.extend(rules);
            text
        }
        (None, None) => Cow::Borrowed(""),
    };
    if text.is_empty() {
        Cow::Borrowed("unknown")
    } else {
        text
    }
}

/// The placeholder for any value the projection reads.
pub(crate) fn placeholder_of<N: Node>(v: &N) -> Cow<'_, str> {
    placeholder(match v.view() {
        View::String(s) => Shape::Text(s),
        View::Number(_) => Shape::Number,
        View::Bool(_) => Shape::Bool,
        View::Array(a) => Shape::Array {
            len: a.len(),
            numbers: a.iter().all(Node::is_number),
        },
        View::Object | View::Null => Shape::Other,
    })
}

fn is_integer<N: Node>(v: &N) -> bool {
    v.as_number().is_some_and(|n| n.is_i64() || n.is_u64())
}

fn integer_at_least<N: Node>(v: &N, min: i64) -> bool {
    v.as_number()
        .is_some_and(|n| match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i >= min,
            (None, Some(_)) => true, // above i64::MAX, so above any minimum
            _ => false,
        })
}

/// `{x, y}` with integers >= 0 and nothing else.
fn is_path_point<N: Node>(v: &N) -> bool {
    v.members().is_some_and(|m| m.len() == 2)
        && catalog::POINT_MEMBERS
            .iter()
            .all(|k| v.get(k).is_some_and(|n| integer_at_least(n, 0)))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::vocab::catalog::{Action, FieldDef};

    thread_local! {
        /// (action, field, class): the test pretends the catalog says so.
        static FIELD: Cell<Option<(&'static str, &'static str, PrivacyClass)>> =
            const { Cell::new(None) };
        /// A class the test pretends has the rule `Withhold`.
        static CLASS: Cell<Option<PrivacyClass>> = const { Cell::new(None) };
    }

    pub(super) fn flipped_field(action: Option<&Action>, def: &FieldDef) -> Option<PrivacyClass> {
        let (a, f, class) = FIELD.with(Cell::get)?;
        (action.map(Action::name) == Some(a) && def.name() == f).then_some(class)
    }

    pub(super) fn flipped_class(class: PrivacyClass) -> bool {
        CLASS.with(Cell::get) == Some(class)
    }

    /// Runs `f` with the catalog's class for one field flipped.
    pub(crate) fn with_field_class<T>(
        action: &'static str,
        field: &'static str,
        class: PrivacyClass,
        f: impl FnOnce() -> T,
    ) -> T {
        FIELD.with(|c| c.set(Some((action, field, class))));
        let out = f();
        FIELD.with(|c| c.set(None));
        out
    }

    /// Runs `f` with one class's rule flipped to `Withhold`.
    pub(crate) fn with_class_withheld<T>(class: PrivacyClass, f: impl FnOnce() -> T) -> T {
        CLASS.with(|c| c.set(Some(class)));
        let out = f();
        CLASS.with(|c| c.set(None));
        out
    }

    #[test]
    fn every_class_has_a_rule_on_each_type_the_catalog_gives_it() {
        // A class the catalog puts on a type with no rule would withhold
        // silently; every plain class in the catalog must reach a real rule.
        for a in catalog::ACTIONS {
            for f in a.fields() {
                let r = rule(f.privacy(), f.def().ty());
                assert_eq!(
                    r == Rule::Withhold,
                    f.privacy() == PrivacyClass::Withheld,
                    "{} {}",
                    a.name(),
                    f.name()
                );
            }
        }
        for f in catalog::FIELDS {
            let r = rule(f.privacy_elsewhere(), f.ty());
            assert_eq!(
                r == Rule::Withhold,
                !f.privacy_elsewhere().is_plain(),
                "{}",
                f.name()
            );
        }
        for f in catalog::STEP_FIELDS {
            let r = rule(f.privacy(), f.ty());
            assert_eq!(r == Rule::Withhold, !f.privacy().is_plain(), "{}", f.name());
        }
        // Control: a class on a type it has no rule for withholds.
        assert_eq!(rule(PrivacyClass::KeyName, FieldType::Bool), Rule::Withhold);
    }
}
