//! Free text the projection carries or a rendering shows: how it is
//! cleaned into what a person would see ([`display`]), and how secrets in
//! it are found and removed ([`redact`]).

pub mod display;
pub mod redact;

use crate::vocab::names::is_plain_key_name;

/// Whether a key the model invented may be written into a projection or
/// an error message: it has the plain key shape
/// (`^[A-Za-z_][A-Za-z0-9_]{0,63}$`) and holds nothing the secret detector
/// finds (`sk_live_...` has the shape too).
pub(crate) fn is_showable_key(key: &str) -> bool {
    is_plain_key_name(key) && redact::redact(key).rules.is_empty()
}
