//! What the allocation schemes work on: a tile's data memory and the
//! buffers to place in it.

use crate::netlist;
use aie_target::device::TileKind;
use dialect::ir::{OpId, Span};
use dialect::Diagnostic;

/// A buffer being placed: its allocation state and what messages need.
#[derive(Clone, Debug)]
pub(super) struct Buf {
    pub op: OpId,
    pub span: Span,
    pub name: String,
    pub size: i64,
    pub address: Option<i64>,
    pub bank: Option<i64>,
    /// Its address is a multiple of the tile's alignment (`aligned`).
    pub aligned: bool,
}

/// Why a scheme failed.
#[derive(Debug, PartialEq)]
pub(super) enum Cause {
    /// A given address or `mem_bank` cannot be honoured: it lies in the
    /// stack or on another buffer, or runs past the end of its bank.
    Conflict,
    /// A given `mem_bank` is not the bank its given `address` lies in (as
    /// an older allocator wrote them): only bank-aware allocation cares.
    StaleBank,
    /// The buffers do not fit in the memory (or its banks).
    Capacity,
}

/// A scheme's failure: why, and its diagnostics (the last one an error).
#[derive(Debug)]
pub(super) struct Failure {
    pub cause: Cause,
    pub diagnostics: Vec<Diagnostic>,
}

/// A tile's memory and the buffers on it, in walk order.
#[derive(Clone, Debug)]
pub(super) struct TileMem {
    pub span: Span,
    pub coords: (i64, i64),
    pub kind: TileKind,
    /// Bytes of data memory.
    pub memory: i64,
    pub banks: i64,
    /// Bytes reserved for the core's stack at address 0 (0 without a core).
    pub stack: i64,
    /// Bytes an aligned buffer's address is a multiple of.
    pub alignment: i64,
    pub bufs: Vec<Buf>,
}

impl TileMem {
    /// `address`, or the next address after it that buffer `i` may start at.
    pub fn align(&self, i: usize, address: i64) -> i64 {
        match self.bufs[i].aligned && self.alignment > 1 {
            true => (address + self.alignment - 1) / self.alignment * self.alignment,
            false => address,
        }
    }

    /// The bank `address` lies in (none past the last bank).
    pub fn bank_of(&self, address: i64) -> Option<usize> {
        let size = self.bank_size();
        let bank = (size > 0 && (0..size * self.banks).contains(&address)).then(|| address / size);
        bank.and_then(|k| usize::try_from(k).ok())
    }

    pub fn bank_size(&self) -> i64 {
        if self.banks > 0 {
            self.memory / self.banks
        } else {
            self.memory
        }
    }

    /// `tile (c, r)`.
    pub fn text(&self) -> String {
        netlist::tile_text(self.coords)
    }
}

#[cfg(test)]
impl TileMem {
    /// A core tile with `memory` bytes in `banks` banks, a stack, and buffers
    /// given as (size, address).
    pub(super) fn for_test(
        memory: i64,
        banks: i64,
        stack: i64,
        bufs: &[(i64, Option<i64>)],
    ) -> TileMem {
        let mut ir = dialect::Ir::new();
        TileMem {
            span: Span::default(),
            coords: (0, 2),
            kind: TileKind::Core,
            memory,
            banks,
            stack,
            alignment: 1,
            bufs: bufs
                .iter()
                .map(|&(size, address)| Buf {
                    op: ir.create_op("aie.buffer", Span::default()),
                    span: Span::default(),
                    name: String::new(),
                    size,
                    address,
                    bank: None,
                    aligned: true,
                })
                .collect(),
        }
    }
}
