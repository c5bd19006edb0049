//! What the allocation schemes work on: a tile's data memory and the
//! buffers to place in it.

use crate::netlist;
use aie_target::device::TileKind;
use dialect::ir::{OpId, Span};
use dialect::Diagnostic;

/// A buffer being placed: its allocation state and what messages need.
#[derive(Clone, Debug)]
pub(super) struct Buf {
    /// The `aie.buffer`; none for a reservation not yet made one.
    pub op: Option<OpId>,
    pub span: Span,
    pub name: String,
    pub size: i64,
    pub address: Option<i64>,
    pub bank: Option<i64>,
    /// Its address is a multiple of the tile's alignment (`aligned`).
    pub aligned: bool,
    /// An alignment of its own, instead of the tile's.
    pub alignment: Option<i64>,
    /// What of the core's own sections it reserves, if it is a reservation.
    pub reserves: Option<Reserve>,
    /// The alignment the linker gives the core's section it holds (a
    /// `core_data` or `bank_reserved` buffer of an earlier run): its
    /// address must be a multiple of it, `aligned` or not.
    pub section_alignment: Option<i64>,
    /// It has an initial value (loaded once, not refilled by a DMA).
    pub initialized: bool,
    /// The banks its memref's memory space allows (Peano's bank address
    /// spaces: 5..8 one bank, 9..14 a pair); empty for any bank.
    pub space_banks: Vec<i64>,
    /// Its `alloc_group`: buffers of different groups of a tile are never
    /// live together (a core's modes), so basic-sequential overlays them.
    pub group: Option<String>,
}

/// Room a core's own sections take: its static data (`core_data`, from
/// `data_size` or `measured_data_size`), or what it pins to a bank
/// (`bank_reserved`, from `measured_bank_sizes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reserve {
    CoreData,
    Bank(i64),
}

/// The core's stack: its size, where it starts (`stack_address`; legacy 0
/// when neither attribute is given), the bank it must sit in
/// (`stack_bank`), the ABI alignment of its address.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Stack {
    pub address: Option<i64>,
    pub bank: Option<i64>,
    pub alignment: i64,
    /// The core (for its messages).
    pub span: Span,
    /// The address was not given: the allocator chose it.
    pub resolved: bool,
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
    /// The stack cannot go where its attributes pin it, a reservation in
    /// the bank it must take, or a buffer in the banks its memory space
    /// allows: no other scheme is tried.
    Pinned,
    /// The search stopped at its `placement-budget` with arrangements
    /// untried: a layout may exist, so no other scheme is tried either.
    Budget,
}

/// A scheme's failure: why, and its diagnostics (the last one an error,
/// unless the failure leaves its error to `verdict`).
#[derive(Debug)]
pub(super) struct Failure {
    pub cause: Cause,
    pub diagnostics: Vec<Diagnostic>,
    /// The error that reports the failure when no other scheme follows.
    pub verdict: Option<Box<Diagnostic>>,
}

impl Failure {
    pub fn new(cause: Cause, diagnostics: Vec<Diagnostic>) -> Failure {
        Failure {
            cause,
            diagnostics,
            verdict: None,
        }
    }
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
    /// Bytes reserved for the core's stack (0 without a core).
    pub stack: i64,
    /// Where the stack is and must be.
    pub stack_at: Stack,
    /// Bytes at the bottom of the memory an initialized buffer must not
    /// take (the first word of an npu2 column-0 MemTile).
    pub init_guard: i64,
    /// Bytes an aligned buffer's address is a multiple of.
    pub alignment: i64,
    /// Bytes of the core's widest vector access: an address the bank-aware
    /// scheme chooses for an aligned buffer at least this large is a
    /// multiple of it, and so is the start of the core's data region.
    pub vector_alignment: i64,
    /// The tile has a core, whose own sections need a contiguous run.
    pub has_core: bool,
    pub bufs: Vec<Buf>,
    /// Where the core's own sections go (`data_origin`, `data_length`),
    /// once every buffer is placed.
    pub data_region: Option<(i64, i64)>,
}

impl TileMem {
    /// `address`, or the next address after it that buffer `i` may start at.
    pub fn align(&self, i: usize, address: i64) -> i64 {
        let b = &self.bufs[i];
        match b.alignment {
            Some(a) => round_up(address, a),
            None if b.aligned => round_up(address, self.alignment),
            None => address,
        }
    }

    /// The alignment of an address the bank-aware scheme chooses for buffer
    /// `i`: the core's widest vector access for an aligned buffer that holds
    /// one, else the tile's; at least its own (its section's).
    pub fn chosen_alignment(&self, i: usize) -> i64 {
        let b = &self.bufs[i];
        let tile = match (b.aligned, b.size >= self.vector_alignment) {
            (false, _) => 1,
            (true, true) => self.vector_alignment,
            (true, false) => self.alignment,
        };
        tile.max(b.alignment.unwrap_or(1)).max(1)
    }

    /// `address`, or the next address after it that buffer `i` may start
    /// at, kept off the guarded bytes when it is initialized.
    pub fn place_at(&self, i: usize, address: i64) -> i64 {
        let floor = if self.bufs[i].initialized {
            self.init_guard
        } else {
            0
        };
        self.align(i, address.max(floor))
    }

    /// Where the stack starts, once known (0 when no attribute places it).
    pub fn stack_start(&self) -> Option<i64> {
        match (self.stack_at.address, self.stack_at.bank) {
            (Some(a), _) => Some(a),
            (None, Some(_)) => None,
            (None, None) => Some(0),
        }
    }

    /// The bytes the stack takes, once known: `start..end`.
    pub fn stack_run(&self) -> Option<(i64, i64)> {
        let start = self.stack_start()?;
        Some((start, start + self.stack))
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

    /// The error at the core when its stack cannot go where it must.
    pub fn stack_error(&self, message: String, help: String) -> Failure {
        Failure::new(
            Cause::Pinned,
            vec![Diagnostic::op_error(
                self.stack_at.span,
                dialect::ir::OpKind::Core.name(),
                message,
            )
            .with_help(help)],
        )
    }

    /// The given stack address is aligned to the stack ABI's alignment and,
    /// with a bank, holds the whole stack in that bank.
    pub fn check_given_stack(&self) -> Result<(), Failure> {
        let (Some(at), Some((start, end))) = (self.stack_at.address, self.stack_run()) else {
            return Ok(());
        };
        let align = self.stack_at.alignment;
        if align > 1 && at % align != 0 {
            return Err(self.stack_error(
                format!("stack_address {at} is not aligned to the {align}-byte stack alignment of this target"),
                format!("give a stack_address that is a multiple of {align}, or only a stack_bank for bank-aware allocation to choose one"),
            ));
        }
        if start < 0 || end > self.memory {
            return Err(self.stack_error(
                format!("a {}-byte stack at stack_address {at} does not fit in the {} bytes of data memory of {}", self.stack, self.memory, self.text()),
                "give a lower stack_address or a smaller stack_size".to_string(),
            ));
        }
        if let Some(bank) = self.stack_at.bank {
            let size = self.bank_size();
            let (lo, hi) = (bank * size, (bank + 1) * size);
            if !(0..self.banks).contains(&bank) || start < lo || end > hi {
                return Err(self.stack_error(
                    format!("a {}-byte stack at stack_address {at} does not fit in stack_bank {bank} (0x{lo:X}-0x{:X})", self.stack, hi - 1),
                    format!("a stack pinned to a bank lies wholly in it: {} has {} banks of {size} bytes", self.text(), self.banks),
                ));
            }
        }
        Ok(())
    }
}

/// `v` rounded up to a multiple of `a` (`v` for `a` of 0 or 1).
pub(super) fn round_up(v: i64, a: i64) -> i64 {
    if a > 1 {
        (v + a - 1).div_euclid(a) * a
    } else {
        v
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
            stack_at: Stack::default(),
            init_guard: 0,
            alignment: 1,
            vector_alignment: 1,
            has_core: stack > 0,
            data_region: None,
            bufs: bufs
                .iter()
                .map(|&(size, address)| Buf {
                    op: Some(ir.create_op("aie.buffer", Span::default())),
                    span: Span::default(),
                    name: String::new(),
                    size,
                    address,
                    bank: None,
                    aligned: true,
                    alignment: None,
                    reserves: None,
                    section_alignment: None,
                    initialized: false,
                    space_banks: Vec::new(),
                    group: None,
                })
                .collect(),
        }
    }
}
