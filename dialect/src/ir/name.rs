//! Op names: an op of the op table by its [`OpKind`], any other by its text;
//! and [`View`], the typed handle of an op of one kind.

pub use super::op_kind::OpKind;
use super::OpId;
use std::fmt;

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
    const KIND: OpKind;
    /// The op's handle.
    fn op(self) -> OpId;
    /// The view of `op`, which the caller knows to be of [`View::KIND`].
    fn wrap(op: OpId) -> Self;
}
