//! The tool's vocabulary: every name the crate reads or writes, each declared
//! once. Nothing here depends on any other part of the crate.
//!
//! - [`catalog`]: the actions and fields of the tool (one declaration that
//!   also generates the typed call's variants), families, approval classes
//!   and the privacy class of every argument;
//! - `values`: the typed values of the call's fields (points, regions,
//!   stable ids, scroll directions, steps), re-exported at the crate root;
//! - `names`: the shapes of the names the contract carries (stable
//!   identifiers, accessibility names, plain key names);
//! - [`keys`]: the key-name vocabulary;
//! - [`placeholder`]: what a withheld value becomes;
//! - [`schema`]: the hand-written wire schema and its provider variants.

pub(crate) mod accessibility;
pub mod catalog;
pub mod keys;
pub(crate) mod names;
pub mod placeholder;
pub mod schema;
pub(crate) mod values;

/// Declares a closed set of wire names as an enum: the one place a wire
/// enum's names are written. Generates the enum, `ALL` and `NAMES` in wire
/// order, `as_str`, `from_wire`, `Display`, `Serialize` (as the name), and
/// equality with the name as a string.
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every member, in wire order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The wire names, in the same order as [`Self::ALL`].
            pub const NAMES: &'static [&'static str] = &[$($wire),+];

            /// The wire name.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $wire),+
                }
            }

            /// The member with this exact wire name.
            pub fn from_wire(name: &str) -> Option<Self> {
                match name {
                    $($wire => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }
    };
}
pub(crate) use wire_enum;
