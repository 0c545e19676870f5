//! Strict JSON text reading: serde_json's grammar, plus a refusal of
//! repeated keys (which serde_json resolves silently, last one wins) and a
//! nesting limit of its own.

use std::cell::Cell;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use super::error::{Error, ErrorKind, Seg};

/// How deep JSON text may nest before it is refused as `invalid_json`.
pub const MAX_JSON_DEPTH: usize = 100;

/// Why the visitor stopped; read after serde_json hands back its own error.
#[derive(Default)]
pub(crate) struct Stop {
    kind: Cell<Option<ErrorKind>>,
    pointer: Cell<Option<Vec<Step>>>,
}

/// One step of the path to where reading stopped.
enum Step {
    /// A key of the top-level object.
    Top(String),
    Index(usize),
    /// A key below the top level: a value, never named.
    Nested,
}

impl Step {
    fn seg(&self) -> Seg<'_> {
        match self {
            Step::Top(key) => Seg::Top(key),
            Step::Index(i) => Seg::Index(*i),
            Step::Nested => Seg::Nested,
        }
    }
}

/// Reads one JSON value from `bytes`, refusing repeated keys and nesting
/// deeper than [`MAX_JSON_DEPTH`].
pub(crate) fn from_slice(bytes: &[u8]) -> Result<Value, Error> {
    from_slice_at_depth(bytes, 0)
}

/// [`from_slice`] for a value that sits `depth` levels down in a document.
pub(crate) fn from_slice_at_depth(bytes: &[u8], depth: usize) -> Result<Value, Error> {
    let stop = Stop::default();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let seed = ValueSeed {
        depth,
        path: &Path::Root,
        stop: &stop,
    };
    let result = seed.deserialize(&mut de).and_then(|v| de.end().map(|()| v));
    result.map_err(|e| match stop.kind.get() {
        Some(kind) => {
            let error = Error::new(kind);
            match stop.pointer.take() {
                Some(path) => error.at(&path.iter().map(Step::seg).collect::<Vec<_>>()),
                None => error,
            }
        }
        // The line only: a column inside or after a string tells its length.
        None => Error::new(ErrorKind::InvalidJson).line(e.line()),
    })
}

/// The path to the value being read, as a linked list on the stack.
pub(crate) enum Path<'a> {
    Root,
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl Path<'_> {
    /// The steps from the root, keys below the top level not kept.
    fn steps(&self) -> Vec<Step> {
        let mut out = Vec::new();
        let mut at = self;
        loop {
            match at {
                Path::Root => break,
                Path::Key(parent, k) => {
                    out.push(match parent {
                        Path::Root => Step::Top((*k).to_owned()),
                        _ => Step::Nested,
                    });
                    at = parent;
                }
                Path::Index(parent, i) => {
                    out.push(Step::Index(*i));
                    at = parent;
                }
            }
        }
        out.reverse();
        out
    }
}

pub(crate) struct ValueSeed<'a> {
    pub(crate) depth: usize,
    pub(crate) path: &'a Path<'a>,
    pub(crate) stop: &'a Stop,
}

impl ValueSeed<'_> {
    fn halt<E: de::Error>(&self, kind: ErrorKind, pointer: Option<Vec<Step>>) -> E {
        self.stop.kind.set(Some(kind));
        self.stop.pointer.set(pointer);
        E::custom(match kind {
            ErrorKind::DuplicateKey => "duplicate key",
            _ => "nesting too deep",
        })
    }

    fn enter<E: de::Error>(&self) -> Result<usize, E> {
        let depth = self.depth + 1;
        if depth > MAX_JSON_DEPTH {
            return Err(self.halt(ErrorKind::TooDeep, None));
        }
        Ok(depth)
    }
}

impl<'de> DeserializeSeed<'de> for ValueSeed<'_> {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ValueSeed<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let depth = self.enter()?;
        let mut out = Vec::new();
        loop {
            let path = Path::Index(self.path, out.len());
            let seed = ValueSeed {
                depth,
                path: &path,
                stop: self.stop,
            };
            match seq.next_element_seed(seed)? {
                Some(v) => out.push(v),
                None => return Ok(Value::Array(out)),
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let depth = self.enter()?;
        let mut out = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let path = Path::Key(self.path, &key);
            let seed = ValueSeed {
                depth,
                path: &path,
                stop: self.stop,
            };
            // The value is read before the key is checked, so the map is
            // searched once; a repeated key is still refused.
            let value = access.next_value_seed(seed)?;
            match out.entry(key) {
                serde_json::map::Entry::Vacant(slot) => {
                    slot.insert(value);
                }
                serde_json::map::Entry::Occupied(slot) => {
                    let path = Path::Key(self.path, slot.key()).steps();
                    return Err(self.halt(ErrorKind::DuplicateKey, Some(path)));
                }
            }
        }
        Ok(Value::Object(out))
    }
}
