//! Read access to a JSON value, so the projection, the approval summary and
//! the scope key are written once and run on a `serde_json::Value` (what
//! [`split`](crate::split) gets) and on the borrowed tree the JSON-text
//! path reads (what [`split_json`](crate::split_json) builds, without an
//! allocation per key or string).

use std::borrow::Cow;

use serde_json::{Number, Value};

/// One JSON value as the projection reads it.
pub(crate) enum View<'a, N> {
    Null,
    Bool(bool),
    Number(&'a Number),
    String(&'a str),
    Array(&'a [N]),
    Object,
}

/// A JSON value the projection can read. Objects list their members in
/// ascending key order (as a `serde_json::Map` does without
/// `preserve_order`), each key once.
pub(crate) trait Node: Sized {
    /// An object's members.
    type Members<'a>: ExactSizeIterator<Item = (&'a str, &'a Self)>
    where
        Self: 'a;

    fn view(&self) -> View<'_, Self>;
    /// The members, if this is an object.
    fn members(&self) -> Option<Self::Members<'_>>;
    /// The member under `key`, if this is an object that has one.
    fn get(&self, key: &str) -> Option<&Self>;
    /// An owned copy (for the values a projection carries as sent).
    fn to_value(&self) -> Value;

    fn as_str(&self) -> Option<&str> {
        match self.view() {
            View::String(s) => Some(s),
            _ => None,
        }
    }
    fn as_array(&self) -> Option<&[Self]> {
        match self.view() {
            View::Array(a) => Some(a),
            _ => None,
        }
    }
    fn as_number(&self) -> Option<&Number> {
        match self.view() {
            View::Number(n) => Some(n),
            _ => None,
        }
    }
    fn is_number(&self) -> bool {
        self.as_number().is_some()
    }
    fn is_boolean(&self) -> bool {
        matches!(self.view(), View::Bool(_))
    }
    fn is_true(&self) -> bool {
        matches!(self.view(), View::Bool(true))
    }
    fn is_object(&self) -> bool {
        matches!(self.view(), View::Object)
    }
}

type ValueMembers<'a> =
    std::iter::Map<serde_json::map::Iter<'a>, fn((&'a String, &'a Value)) -> (&'a str, &'a Value)>;

impl Node for Value {
    type Members<'a> = ValueMembers<'a>;

    fn view(&self) -> View<'_, Value> {
        match self {
            Value::Null => View::Null,
            Value::Bool(b) => View::Bool(*b),
            Value::Number(n) => View::Number(n),
            Value::String(s) => View::String(s),
            Value::Array(a) => View::Array(a),
            Value::Object(_) => View::Object,
        }
    }
    fn members(&self) -> Option<ValueMembers<'_>> {
        fn member<'a>((k, v): (&'a String, &'a Value)) -> (&'a str, &'a Value) {
            (k, v)
        }
        self.as_object().map(|o| o.iter().map(member as _))
    }
    fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }
    fn to_value(&self) -> Value {
        self.clone()
    }
}

/// A JSON value read from text, borrowing every string that needs no
/// unescaping. Object members are sorted by key and unique.
///
/// A word-sized tag puts every payload on a word boundary: with the default
/// packed layout, moving a node out of a parse result read a value across
/// stores of other widths (store-forwarding stalls: a few percent of the
/// text path in a profile).
#[derive(Debug, Clone, PartialEq)]
#[repr(u64)]
pub(crate) enum Borrowed<'a> {
    Null,
    Bool(bool),
    Number(Number),
    String(Cow<'a, str>),
    Array(Vec<Borrowed<'a>>),
    Object(Vec<(Cow<'a, str>, Borrowed<'a>)>),
}

type BorrowedMembers<'a, 'de> = std::iter::Map<
    std::slice::Iter<'a, (Cow<'de, str>, Borrowed<'de>)>,
    fn(&'a (Cow<'de, str>, Borrowed<'de>)) -> (&'a str, &'a Borrowed<'de>),
>;

impl<'de> Node for Borrowed<'de> {
    type Members<'a>
        = BorrowedMembers<'a, 'de>
    where
        Self: 'a;

    fn view(&self) -> View<'_, Self> {
        match self {
            Borrowed::Null => View::Null,
            Borrowed::Bool(b) => View::Bool(*b),
            Borrowed::Number(n) => View::Number(n),
            Borrowed::String(s) => View::String(s),
            Borrowed::Array(a) => View::Array(a),
            Borrowed::Object(_) => View::Object,
        }
    }
    fn members(&self) -> Option<BorrowedMembers<'_, 'de>> {
        fn member<'a, 'de>(
            (k, v): &'a (Cow<'de, str>, Borrowed<'de>),
        ) -> (&'a str, &'a Borrowed<'de>) {
            (k, v)
        }
        match self {
            Borrowed::Object(m) => Some(m.iter().map(member as _)),
            _ => None,
        }
    }
    fn get(&self, key: &str) -> Option<&Self> {
        match self {
            // A call has a handful of members: a scan that compares lengths
            // first beats a binary search's full compares.
            Borrowed::Object(m) if m.len() <= 16 => m
                .iter()
                .find(|(k, _)| k.len() == key.len() && k == key)
                .map(|(_, v)| v),
            Borrowed::Object(m) => m
                .binary_search_by(|(k, _)| k.as_ref().cmp(key))
                .ok()
                .map(|i| &m[i].1),
            _ => None,
        }
    }
    fn to_value(&self) -> Value {
        match self {
            Borrowed::Null => Value::Null,
            Borrowed::Bool(b) => Value::Bool(*b),
            Borrowed::Number(n) => Value::Number(n.clone()),
            Borrowed::String(s) => Value::String(s.as_ref().to_owned()),
            Borrowed::Array(a) => Value::Array(a.iter().map(Node::to_value).collect()),
            Borrowed::Object(m) => Value::Object(
                m.iter()
                    .map(|(k, v)| (k.as_ref().to_owned(), v.to_value()))
                    .collect(),
            ),
        }
    }
}
