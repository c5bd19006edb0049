//! Source locations written in the text (MLIR's `loc(...)`): unknown,
//! `"file":line:col`, named, call site and fused. An op whose text has no
//! `loc(...)` is at its own span ([`Ir::location`] gives `None`); one
//! that has one keeps it, and so does every op a pass creates at its span,
//! as MLIR's passes create ops at the location of the op they lower.

use super::{Attr, Ir, OpId, Span};

/// A location in an IR's location arena ([`Ir::add_location`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocId(u32);

/// One location, its nested ones by handle.
#[derive(Clone, Debug, PartialEq)]
pub enum Location {
    /// `unknown`.
    Unknown,
    /// `"file":line:col`, with `to [line]:col` when it is a range.
    File {
        /// The file name.
        file: String,
        /// Line of the first character, from 1.
        line: u32,
        /// Column of the first character, from 1.
        col: u32,
        /// Line and column of the range's end, if it is one.
        end: Option<(u32, u32)>,
    },
    /// `"name"(child)`; a child of [`Location::Unknown`] is not written.
    Name {
        /// The name.
        name: String,
        /// Where the named thing is.
        child: LocId,
    },
    /// `callsite(callee at caller)`.
    CallSite {
        /// Where the code is.
        callee: LocId,
        /// Where it was called from.
        caller: LocId,
    },
    /// `fused<metadata>[locs]`.
    Fused {
        /// The optional attribute between angle brackets.
        metadata: Option<Attr>,
        /// The fused locations.
        locs: Vec<LocId>,
    },
}

impl Location {
    /// The locations nested in this one, in the order they are written.
    pub fn children(&self) -> Vec<LocId> {
        match self {
            Location::Unknown | Location::File { .. } => Vec::new(),
            Location::Name { child, .. } => vec![*child],
            Location::CallSite { callee, caller } => vec![*callee, *caller],
            Location::Fused { locs, .. } => locs.clone(),
        }
    }
}

/// The location arena of an IR and which spans have a written location.
#[derive(Clone, Debug, Default)]
pub struct Locations {
    arena: Vec<Location>,
    at: rustc_hash::FxHashMap<Span, LocId>,
}

impl Ir {
    /// Adds `loc` to the location arena.
    pub fn add_location(&mut self, loc: Location) -> LocId {
        let id =
            LocId(u32::try_from(self.locations.arena.len()).expect("fewer than 2^32 locations"));
        self.locations.arena.push(loc);
        id
    }

    /// Location `id`.
    pub fn loc(&self, id: LocId) -> &Location {
        &self.locations.arena[id.0 as usize]
    }

    /// Gives the ops at `span` (the op written there and those passes
    /// create at it) the written location `loc`.
    pub fn locate(&mut self, span: Span, loc: LocId) {
        if !span.is_empty() {
            self.locations.at.insert(span, loc);
        }
    }

    /// The written location of op `op`, if its text (or that of the op a
    /// pass created it from) had one; otherwise it is at its span.
    pub fn location(&self, op: OpId) -> Option<LocId> {
        self.locations.at.get(&self[op].span).copied()
    }

    /// The written location at `span`, if any.
    pub fn location_at(&self, span: Span) -> Option<LocId> {
        self.locations.at.get(&span).copied()
    }
}
