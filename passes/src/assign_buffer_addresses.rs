//! `--aie-assign-buffer-addresses`: places every `aie.buffer` in its tile's
//! data memory, above the core's stack (aie-passes.md §8). Two schemes:
//! basic-sequential (largest first, one after the other) and bank-aware
//! (round-robin over the memory banks); the default tries bank-aware and
//! falls back to basic-sequential. A tile's `allocation_scheme` attribute
//! overrides the pass option.

mod bank_aware;
mod basic;
mod report;

use crate::netlist::{self, Dev};
use crate::options::PassOption;
use crate::{Args, Pass};
use aie_target::device::{TileKind, DEFAULT_STACK_SIZE};
use dialect::ir::{Attr, OpId, Span, ValueId};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-buffer-addresses",
    name: "AIEAssignBufferAddresses",
    summary: "Assign an address (and memory bank) to every aie.buffer",
    doc: "passes.md#--aie-assign-buffer-addresses",
    options: &[PassOption {
        name: "alloc-scheme",
        help:
            "basic-sequential, bank-aware, or empty: bank-aware, falling back to basic-sequential",
        default: "",
        values: &["basic-sequential", "bank-aware", ""],
    }],
    run,
};

/// A buffer being placed: its allocation state and what messages need.
#[derive(Clone, Debug)]
struct Buf {
    op: OpId,
    span: Span,
    name: String,
    size: i64,
    address: Option<i64>,
    bank: Option<i64>,
}

/// A tile's memory and the buffers on it, in walk order.
#[derive(Clone, Debug)]
struct TileMem {
    span: Span,
    coords: (i64, i64),
    kind: TileKind,
    /// Bytes of data memory.
    memory: i64,
    banks: i64,
    /// Bytes reserved for the core's stack at address 0 (0 without a core).
    stack: i64,
    bufs: Vec<Buf>,
}

impl TileMem {
    fn bank_size(&self) -> i64 {
        if self.banks > 0 {
            self.memory / self.banks
        } else {
            self.memory
        }
    }

    /// `tile (c, r)`.
    fn text(&self) -> String {
        netlist::tile_text(self.coords)
    }
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let buffers: Vec<OpId> = dev
            .walk(ir)
            .into_iter()
            .filter(|&o| ir[o].name == "aie.buffer")
            .collect();
        let misplaced: Vec<Diagnostic> = buffers
            .iter()
            .filter_map(|&b| misplaced(ir, &dev, b))
            .collect();
        if !misplaced.is_empty() {
            diags.extend(misplaced);
            continue;
        }
        let mut counter = 0;
        for &b in &buffers {
            if netlist::sym_name(ir, b).is_none() {
                ir.set_attr(b, "sym_name", Attr::Str(format!("_anonymous{counter}")));
                counter += 1;
            }
        }
        diags.extend(allocate_device(
            ir,
            &dev,
            &buffers,
            args.get("alloc-scheme"),
        ));
    }
    diags
}

/// The error for a buffer outside the device body and memtile DMAs that has
/// no initial value.
fn misplaced(ir: &Ir, dev: &Dev, b: OpId) -> Option<Diagnostic> {
    let parent = ir.parent_op(b)?;
    if parent == dev.op
        || ir[parent].name == "aie.memtile_dma"
        || ir.attr(b, "initial_value").is_some()
    {
        return None;
    }
    let tile = ir.defining_op(*ir[b].operands.first()?)?;
    let name = netlist::sym_name(ir, b).unwrap_or("");
    Some(
        Diagnostic::op_error(
            ir[tile].span,
            "aie.tile",
            format!(
                "Buffer '{}' must be defined directly under the device scope. Currently it is nested inside a core tile.",
                quoted(name)
            ),
        )
        .with_note(
            Some(ir[b].span),
            format!("the buffer, inside `{}`", ir[parent].name),
        )
        .with_help("move the aie.buffer into the device body (only buffers with an initial value may live in a core)"),
    )
}

/// `"name"`, as MLIR prints a string attribute.
fn quoted(name: &str) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = dialect::ir::attr::write_string(&mut s, name);
    s
}

/// Allocates the buffers of every tile of `dev`, in tile order.
fn allocate_device(ir: &mut Ir, dev: &Dev, buffers: &[OpId], option: &str) -> Vec<Diagnostic> {
    let mut by_tile: HashMap<ValueId, Vec<OpId>> = HashMap::new();
    for &b in buffers {
        if let Some(&t) = ir[b].operands.first() {
            by_tile.entry(t).or_default().push(b);
        }
    }
    let mut stacks: HashMap<ValueId, i64> = HashMap::new();
    for core in dev.ops_named(ir, "aie.core") {
        if let Some(&t) = ir[core].operands.first() {
            let size = int_attr(ir, core, "stack_size").unwrap_or(i64::from(DEFAULT_STACK_SIZE));
            stacks.insert(t, size);
        }
    }
    let tiles: Vec<OpId> = dev.ops_named(ir, "aie.tile").collect();
    let mut diags = Vec::new();
    for tile in tiles {
        let Some(&value) = ir[tile].results.first() else {
            continue;
        };
        let ops = by_tile.remove(&value).unwrap_or_default();
        let stack = stacks.get(&value).copied();
        if ops.is_empty() && stack.is_none() {
            continue;
        }
        let Some(mut mem) = tile_mem(ir, dev, tile, &ops, stack.unwrap_or(0)) else {
            continue;
        };
        let scheme = match ir.attr(tile, "allocation_scheme").and_then(Attr::as_str) {
            Some(s) => s.to_string(),
            None => option.to_string(),
        };
        diags.extend(allocate_tile(&mut mem, &scheme));
        for b in &mem.bufs {
            set_or_remove(ir, b.op, "address", b.address);
            set_or_remove(ir, b.op, "mem_bank", b.bank);
        }
    }
    diags
}

fn tile_mem(ir: &Ir, dev: &Dev, tile: OpId, ops: &[OpId], stack: i64) -> Option<TileMem> {
    let coords = netlist::coords(ir, *ir[tile].results.first()?)?;
    let kind = dev.kind(coords).filter(|k| !k.is_shim())?;
    let int = |op, name| int_attr(ir, op, name);
    let bufs = ops
        .iter()
        .map(|&op| Buf {
            op,
            span: ir[op].span,
            name: netlist::sym_name(ir, op).unwrap_or("").to_string(),
            // memref_bytes is None only when the size overflows (the verifier
            // rejects dynamic shapes).
            size: ir[op]
                .results
                .first()
                .and_then(|&v| ir[v].ty.memref_bytes())
                .map_or(LIMIT, |s| i64::try_from(s).map_or(LIMIT, |s| s.min(LIMIT))),
            address: int(op, "address"),
            bank: int(op, "mem_bank"),
        })
        .collect();
    Some(TileMem {
        span: ir[tile].span,
        coords,
        kind,
        memory: i64::from(dev.model.data_memory_bytes(kind)),
        banks: i64::from(dev.model.mem_banks(kind)),
        stack,
        bufs,
    })
}

/// Runs `scheme` on one tile; the diagnostics of a failure end in the error.
fn allocate_tile(mem: &mut TileMem, scheme: &str) -> Vec<Diagnostic> {
    let span = mem.span;
    let tile_diag = |severity, message: &str| {
        Diagnostic::op_error(span, "aie.tile", message).with_severity(severity)
    };
    match scheme {
        "basic-sequential" => match basic::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(mut d) => {
                d.push(
                    tile_diag(Severity::Error, "Basic sequential allocation failed.")
                        .with_help(report::basic_help(mem)),
                );
                d
            }
        },
        "bank-aware" => match bank_aware::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(failure) => {
                let help = report::bank_aware_help(mem, &failure);
                let mut d = failure.diagnostics;
                let error = tile_diag(Severity::Error, "Bank-aware allocation failed.");
                d.push(match help {
                    Some(h) => error.with_help(h),
                    None => error,
                });
                d
            }
        },
        _ => match bank_aware::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(failure) => {
                let mut d = failure.diagnostics;
                d.push(warning(
                    span,
                    "Bank-aware allocation failed, trying basic sequential allocation.",
                ));
                if let Err(more) = basic::allocate(mem) {
                    d.extend(more);
                    d.push(
                        tile_diag(Severity::Error, "Basic sequential allocation also failed.")
                            .with_help(report::basic_help(mem)),
                    );
                }
                d
            }
        },
    }
}

/// A warning at `span` (MLIR's `emitWarning`: no op prefix).
fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_severity(Severity::Warning)
}

/// Bytes beyond any tile's memory: sizes, addresses and stacks are clamped to
/// ±`LIMIT`, so that sums of them cannot overflow.
const LIMIT: i64 = 1 << 40;

/// Integer attribute `name` of `op`, clamped to ±[`LIMIT`].
fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    ir.int_attr(op, name)
        .map(|v| v.clamp(-i128::from(LIMIT), i128::from(LIMIT)) as i64)
}

/// Sets attribute `name` to `value` (removes it for `None`) unless it
/// already holds that value.
fn set_or_remove(ir: &mut Ir, op: OpId, name: &str, value: Option<i64>) {
    if int_attr(ir, op, name) == value {
        return;
    }
    match value {
        Some(v) => ir.set_attr(op, name, Attr::i32(v)),
        None => {
            ir.remove_attr(op, name);
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A core tile with `memory` bytes in `banks` banks, a stack, and buffers
    /// given as (size, address).
    pub(super) fn tile(
        memory: i64,
        banks: i64,
        stack: i64,
        bufs: &[(i64, Option<i64>)],
    ) -> TileMem {
        TileMem {
            span: Span::default(),
            coords: (0, 2),
            kind: TileKind::Core,
            memory,
            banks,
            stack,
            bufs: bufs
                .iter()
                .enumerate()
                .map(|(i, &(size, address))| Buf {
                    op: OpId(i as u32),
                    span: Span::default(),
                    name: String::new(),
                    size,
                    address,
                    bank: None,
                })
                .collect(),
        }
    }
}
