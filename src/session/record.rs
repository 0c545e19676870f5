//! Reading the records a host hands in (observations, tool results):
//! strictly, one object at a time, with errors that point at the record's
//! own names and indexes and never at a key or value the input chose.

use serde_json::{Map, Value};

use crate::call::error::{Error, ErrorKind, Seg};

/// One object of a record, with the path to it for errors.
pub(super) struct Reader<'a> {
    /// What the errors name (`observation`, `tool result`).
    pub(super) what: &'static str,
    pub(super) path: Vec<Seg<'static>>,
    pub(super) obj: &'a Map<String, Value>,
    /// Whether a plain unknown key of the record itself may be named (not
    /// when the record is a value inside another, or below its top).
    pub(super) names_keys: bool,
}

/// `v` as an object of the record `what` at `path`.
pub(super) fn object<'a>(
    what: &'static str,
    v: &'a Value,
    path: Vec<Seg<'static>>,
) -> Result<Reader<'a>, Error> {
    match v.as_object() {
        Some(obj) => Ok(Reader {
            what,
            path,
            obj,
            names_keys: false,
        }),
        None if path.is_empty() => Err(Error::new(ErrorKind::NotAnObject).action(what)),
        None => Err(invalid(what, &path, "an object")),
    }
}

/// An invalid value at `path`.
pub(super) fn invalid(what: &'static str, path: &[Seg<'_>], expected: &'static str) -> Error {
    Error::new(ErrorKind::InvalidValue)
        .action(what)
        .at(path)
        .expected_text(expected)
}

impl<'a> Reader<'a> {
    /// The path to `key` of this object.
    pub(super) fn at(&self, key: &'static str) -> Vec<Seg<'static>> {
        let mut p = self.path.clone();
        p.push(Seg::Name(key));
        p
    }

    /// An error of `kind` at `key`.
    pub(super) fn err(&self, kind: ErrorKind, key: &'static str, expected: &'static str) -> Error {
        Error::new(kind)
            .action(self.what)
            .at(&self.at(key))
            .expected_text(expected)
    }

    /// Refuses a key not in `allowed`; names it only when it is a plain key
    /// of the record itself and the record allows that.
    pub(super) fn keys(&self, allowed: &[&str]) -> Result<(), Error> {
        let mut keys: Vec<&String> = self.obj.keys().collect();
        keys.sort();
        let Some(k) = keys.into_iter().find(|k| !allowed.contains(&k.as_str())) else {
            return Ok(());
        };
        let mut p = self.path.clone();
        p.push(if self.path.is_empty() && self.names_keys {
            Seg::Top(k)
        } else {
            Seg::Nested
        });
        Err(Error::new(ErrorKind::UnknownField).action(self.what).at(&p))
    }

    /// `key`'s value; `null` counts as absent.
    pub(super) fn get(&self, key: &str) -> Option<&'a Value> {
        self.obj.get(key).filter(|v| !v.is_null())
    }

    /// `key`'s value, which must be there.
    pub(super) fn required(
        &self,
        key: &'static str,
        expected: &'static str,
    ) -> Result<&'a Value, Error> {
        self.get(key)
            .ok_or_else(|| self.err(ErrorKind::MissingField, key, expected))
    }

    /// `key` as a string `ok` accepts, when present.
    pub(super) fn string(
        &self,
        key: &'static str,
        ok: fn(&str) -> bool,
        expected: &'static str,
    ) -> Result<Option<&'a str>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) if ok(s) => Ok(Some(s)),
            Some(_) => Err(invalid(self.what, &self.at(key), expected)),
        }
    }

    /// `key` as a string `ok` accepts, which must be there.
    pub(super) fn required_string(
        &self,
        key: &'static str,
        ok: fn(&str) -> bool,
        expected: &'static str,
    ) -> Result<&'a str, Error> {
        self.required(key, expected)?;
        Ok(self.string(key, ok, expected)?.unwrap_or_default())
    }

    /// `key` as an integer from 0 to `max`, when present.
    pub(super) fn integer(
        &self,
        key: &'static str,
        max: u64,
        expected: &'static str,
    ) -> Result<Option<u64>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => match v.as_u64().filter(|n| *n <= max) {
                Some(n) => Ok(Some(n)),
                None => Err(invalid(self.what, &self.at(key), expected)),
            },
        }
    }

    /// `key` as `true` or `false`, when present.
    pub(super) fn boolean(&self, key: &'static str) -> Result<Option<bool>, Error> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(invalid(self.what, &self.at(key), "true or false")),
        }
    }

    /// `key` as an array of at most `max` items, empty when absent.
    pub(super) fn array(
        &self,
        key: &'static str,
        max: usize,
        expected: &'static str,
    ) -> Result<&'a [Value], Error> {
        match self.get(key) {
            None => Ok(&[]),
            Some(Value::Array(a)) if a.len() <= max => Ok(a),
            Some(_) => Err(invalid(self.what, &self.at(key), expected)),
        }
    }
}
