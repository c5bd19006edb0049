//! Op names: an op of the op table by its [`OpKind`], any other by its text;
//! and [`View`], the typed handle of an op of one kind.

pub use super::op_kind::OpKind;
use super::OpId;
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// The name of an operation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpName {
    /// An op of the op table.
    Known(OpKind),
    /// Any other op (unregistered dialects, generic-form ops aiec only keeps).
    Other(Box<str>),
}

impl OpName {
    /// The op-table kind, if the op is in the table.
    pub fn kind(&self) -> Option<OpKind> {
        match self {
            OpName::Known(k) => Some(*k),
            OpName::Other(_) => None,
        }
    }

    /// Its index in the op table ([`crate::ops::OPS`]), if it is there.
    pub fn index(&self) -> Option<usize> {
        self.kind().map(|k| k as usize)
    }

    /// The full name (`aie.tile`).
    pub fn as_str(&self) -> &str {
        match self {
            OpName::Known(k) => k.name(),
            OpName::Other(s) => s,
        }
    }
}

impl std::ops::Deref for OpName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for OpName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<OpKind> for OpName {
    fn from(k: OpKind) -> OpName {
        OpName::Known(k)
    }
}

impl From<&str> for OpName {
    fn from(s: &str) -> OpName {
        OpKind::from_name(s).map_or_else(|| OpName::Other(s.into()), OpName::Known)
    }
}

impl From<String> for OpName {
    fn from(s: String) -> OpName {
        OpKind::from_name(&s).map_or_else(|| OpName::Other(s.into()), OpName::Known)
    }
}

impl PartialEq<str> for OpName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for OpName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// A typed handle of an op of kind [`View::KIND`] (generated per op in
/// [`crate::ops::views`]): accessors of its declared attributes.
pub trait View: Copy {
    /// The kind of the ops it views.
    const KIND: OpKind;
    /// The op's handle.
    fn op(self) -> OpId;
    /// The view of `op`, which the caller knows to be of [`View::KIND`].
    fn wrap(op: OpId) -> Self;
}

/// An attribute name: a `'static` string, the op table's copy for a
/// declared name (the attributes of a known op allocate no names), else the
/// process's one copy of the text ([`interned`]). Compares, orders and
/// hashes as its text.
#[derive(Clone, Copy)]
pub struct AttrName(&'static str);

impl AttrName {
    /// `name`, shared when the op table declares it.
    pub fn new(name: &str) -> AttrName {
        AttrName(known(name).unwrap_or_else(|| interned(name)))
    }

    /// `name` as it is, with no lookup (for names given as literals).
    pub fn shared(name: &'static str) -> AttrName {
        AttrName(name)
    }

    /// The name's text.
    pub fn as_str(&self) -> &str {
        self.0
    }

    /// Whether the name is `name`: at once when the lengths or first bytes
    /// differ or both are the op table's copy.
    pub fn is(&self, name: &str) -> bool {
        let s = self.0;
        s.len() == name.len()
            && (s.as_ptr() == name.as_ptr()
                || (s.as_bytes().first() == name.as_bytes().first() && s == name))
    }
}

/// The process's copy of an attribute name no op declares, made on first
/// use and kept: there are as many as distinct such names were read.
fn interned(name: &str) -> &'static str {
    static NAMES: Mutex<Option<FxHashSet<&'static str>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let names = names.get_or_insert_with(FxHashSet::default);
    match names.get(name) {
        Some(s) => s,
        None => {
            let s: &'static str = Box::leak(name.into());
            names.insert(s);
            s
        }
    }
}

impl OpKind {
    /// The kind of the op named `name` (or formerly named so: the op
    /// table's `formerly`): a hash lookup, as the parser asks it for every op.
    pub fn from_name(name: &str) -> Option<OpKind> {
        static KINDS: OnceLock<FxHashMap<&'static str, OpKind>> = OnceLock::new();
        let kinds = KINDS.get_or_init(|| {
            let current = OpKind::ALL.iter().map(|&k| (k.name(), k));
            current.chain(OpKind::FORMER_NAMES).collect()
        });
        kinds.get(name).copied()
    }
}

/// The shared copy of `name`, if it is a declared attribute name.
fn known(name: &str) -> Option<&'static str> {
    static NAMES: OnceLock<FxHashSet<&'static str>> = OnceLock::new();
    let names = NAMES.get_or_init(|| super::op_kind::ATTR_NAMES.into_iter().collect());
    names.get(name).copied()
}

impl std::ops::Deref for AttrName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for AttrName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for AttrName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for AttrName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for AttrName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for AttrName {
    fn eq(&self, other: &AttrName) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for AttrName {}

impl PartialOrd for AttrName {
    fn partial_cmp(&self, other: &AttrName) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for AttrName {
    fn cmp(&self, other: &AttrName) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl std::hash::Hash for AttrName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialEq<str> for AttrName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for AttrName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for AttrName {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl From<&str> for AttrName {
    fn from(s: &str) -> AttrName {
        AttrName::new(s)
    }
}

impl From<String> for AttrName {
    fn from(s: String) -> AttrName {
        AttrName::new(&s)
    }
}
