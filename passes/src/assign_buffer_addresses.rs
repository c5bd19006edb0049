//! `--aie-assign-buffer-addresses`: places every `aie.buffer` in its tile's
//! data memory, clear of the core's stack (at 0, or where `stack_address` /
//! `stack_bank` put it) and of the room the core reserves for its own
//! sections (`core_data`, `bank_reserved` buffers made from `data_size` and
//! the `measured_*` attributes) (aie-passes.md §8). Two schemes:
//! basic-sequential (largest first, one after the other) and bank-aware
//! (round-robin over the memory banks); the default tries bank-aware and
//! falls back to basic-sequential when the buffers do not fit (keeping,
//! with a warning, a given address whose given `mem_bank` is another bank),
//! never when a stack or reservation cannot go where it is pinned. A
//! tile's `allocation_scheme` attribute overrides the pass option.

mod bank_aware;
mod basic;
mod report;
mod tile_memory;

use crate::netlist::{self, Dev};
use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use aie_target::device::DEFAULT_STACK_SIZE;
use dialect::ir::{At, Dim, Type};
use dialect::ir::{OpKind, ValueId, View};
use dialect::ops::views::{Buffer, Core, Tile};
use dialect::{Diagnostic, Ir, Severity};
use report::{quoted, warning};
use std::collections::HashMap;
use tile_memory::{round_up, Buf, Cause, Failure, Reserve, Stack, TileMem};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-buffer-addresses",
    name: "AIEAssignBufferAddresses",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Assign an address (and memory bank) to every aie.buffer",
    doc: "passes.md#--aie-assign-buffer-addresses",
    options: &[PassOption {
        name: "alloc-scheme",
        help:
            "basic-sequential, bank-aware, or empty: bank-aware, falling back to basic-sequential",
        default: "",
        values: &["basic-sequential", "bank-aware", ""],
    }],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let buffers: Vec<Buffer> = dev.walk_views(ir).collect();
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
            if b.sym_name(ir).is_none() {
                b.set_sym_name(ir, &format!("_anonymous{counter}"));
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
fn misplaced(ir: &Ir, dev: &Dev, b: Buffer) -> Option<Diagnostic> {
    let parent = ir.parent_op(b.op())?;
    if parent == dev.op || ir.is(parent, OpKind::MemtileDma) || b.initial_value(ir).is_some() {
        return None;
    }
    let tile = ir.defining_op(*ir[b.op()].operands.first()?)?;
    let name = b.sym_name(ir).unwrap_or("");
    Some(
        Diagnostic::op_error(
            ir[tile].span,
            OpKind::Tile.name(),
            format!(
                "Buffer '{}' must be defined directly under the device scope. Currently it is nested inside a core tile.",
                quoted(name)
            ),
        )
        .with_note(
            Some(ir[b.op()].span),
            format!("the buffer, inside `{}`", ir[parent].name()),
        )
        .with_help("move the aie.buffer into the device body (only buffers with an initial value may live in a core)"),
    )
}

/// Allocates the buffers of every tile of `dev`, in tile order.
fn allocate_device(ir: &mut Ir, dev: &Dev, buffers: &[Buffer], option: &str) -> Vec<Diagnostic> {
    let mut by_tile: HashMap<ValueId, Vec<Buffer>> = HashMap::new();
    for &b in buffers {
        if let Some(&t) = ir[b.op()].operands.first() {
            by_tile.entry(t).or_default().push(b);
        }
    }
    let mut cores: HashMap<ValueId, Core> = HashMap::new();
    for core in dev.views::<Core>(ir) {
        if let Some(&t) = ir[core.op()].operands.first() {
            cores.insert(t, core);
        }
    }
    let tiles: Vec<Tile> = dev.views(ir).collect();
    let mut diags = Vec::new();
    for tile in tiles {
        let Some(&value) = ir[tile.op()].results.first() else {
            continue;
        };
        let ops = by_tile.remove(&value).unwrap_or_default();
        let core = cores.get(&value).copied();
        if ops.is_empty() && core.is_none() {
            continue;
        }
        let Some(mut mem) = tile_mem(ir, dev, tile, &ops, core) else {
            continue;
        };
        let scheme = match tile.allocation_scheme(ir) {
            Some(s) => s.to_string(),
            None => option.to_string(),
        };
        let d = allocate_tile(&mut mem, &scheme);
        let failed = d.iter().any(|d| d.severity == Severity::Error);
        diags.extend(d);
        for b in &mem.bufs {
            if let Some(op) = b.op {
                place(ir, Buffer::wrap(op), b);
            }
        }
        if let (Some(core), false) = (core, failed) {
            place_stack(ir, core, &mem);
            reserve(ir, tile, core, &mem);
        }
    }
    diags
}

/// Writes the stack address the allocator chose (for a stack pinned to a
/// bank only).
fn place_stack(ir: &mut Ir, core: Core, mem: &TileMem) {
    if let (true, Some(at)) = (mem.stack_at.resolved, mem.stack_at.address) {
        core.set_stack_address(ir, at);
    }
}

/// The `aie.buffer`s that hold the room reserved for the core's own
/// sections, where the allocator placed it, before the core: `core_data`
/// (`core_data_C_R`) and `bank_reserved` in bank B (`bank_reserved_C_R_B`).
fn reserve(ir: &mut Ir, tile: Tile, core: Core, mem: &TileMem) {
    let (c, r) = mem.coords;
    let tile_value = ir[tile.op()].results[0];
    for b in mem.bufs.iter().filter(|b| b.op.is_none()) {
        let (Some(kind), Some(address)) = (b.reserves, b.address) else {
            continue;
        };
        let name = match kind {
            Reserve::CoreData => format!("core_data_{c}_{r}"),
            Reserve::Bank(k) => format!("bank_reserved_{c}_{r}_{k}"),
        };
        let ty = Type::MemRef {
            shape: Some(vec![Dim::Static(b.size.max(0) as u64)]),
            elem: Box::new(Type::I8),
            layout: None,
            space: None,
        };
        let mut build = Buffer::build(ir, ir[core.op()].span)
            .operand(tile_value)
            .sym_name(&name)
            .address(address)
            .result(ty);
        build = match kind {
            Reserve::CoreData => build.core_data(true),
            Reserve::Bank(_) => build.bank_reserved(true),
        };
        if let Some(bank) = b.bank {
            build = build.mem_bank(bank);
        }
        build.insert(At::Before(core.op()));
    }
}

/// The effective stack of `core` on device `dev`: its `stack_size`, else
/// the device default grown to cover `measured_stack_size` rounded up to
/// the stack's alignment (mlir-aie's `getEffectiveStackSize`).
pub(crate) fn stack_bytes(ir: &Ir, dev: &Dev, core: Core) -> i64 {
    if ir.attr(core.op(), Core::STACK_SIZE).is_some() {
        return clamp(core.stack_size(ir));
    }
    let align = i64::from(dev.model.arch.stack_alignment());
    let measured = core
        .measured_stack_size(ir)
        .map_or(0, |m| round_up(clamp(m), align));
    i64::from(DEFAULT_STACK_SIZE).max(measured)
}

fn tile_mem(ir: &Ir, dev: &Dev, tile: Tile, ops: &[Buffer], core: Option<Core>) -> Option<TileMem> {
    let coords = netlist::tile_coords(ir, tile);
    let kind = dev.kind(coords).filter(|k| !k.is_shim())?;
    let mut bufs: Vec<Buf> = ops
        .iter()
        .map(|&b| Buf {
            op: Some(b.op()),
            span: ir[b.op()].span,
            name: b.sym_name(ir).unwrap_or("").to_string(),
            // memref_bytes is None only when the size overflows (the verifier
            // rejects dynamic shapes).
            size: ir[b.op()]
                .results
                .first()
                .and_then(|&v| ir.type_of(v).memref_bytes())
                .map_or(LIMIT, |s| i64::try_from(s).map_or(LIMIT, |s| s.min(LIMIT))),
            address: b.address(ir).map(clamp),
            bank: b.mem_bank(ir).map(clamp),
            aligned: b.aligned(ir),
            alignment: None,
            reserves: None,
        })
        .collect();
    let mut stack_at = Stack::default();
    let mut ranges = Vec::new();
    let mut stack = 0;
    if let Some(core) = core {
        stack = stack_bytes(ir, dev, core);
        stack_at = Stack {
            address: core.stack_address(ir).map(clamp),
            bank: core.stack_bank(ir).map(clamp),
            alignment: i64::from(dev.model.arch.stack_alignment()),
            span: ir[core.op()].span,
            resolved: false,
        };
        let pairs = core.measured_data_ranges(ir).unwrap_or_default();
        ranges = pairs
            .chunks_exact(2)
            .map(|p| (clamp(p[0]), clamp(p[1])))
            .collect();
        bufs.extend(reservations(ir, core, ops));
    }
    Some(TileMem {
        span: ir[tile.op()].span,
        coords,
        kind,
        memory: i64::from(dev.model.data_memory_bytes(kind)),
        banks: i64::from(dev.model.mem_banks(kind)),
        stack,
        stack_at,
        ranges,
        alignment: dev.model.buffer_alignment(kind),
        bufs,
    })
}

/// The room `core` reserves for its own sections that no buffer of its
/// tile (`ops`, from an earlier run) holds yet: its static data
/// (`data_size`, else `measured_data_size`, at `measured_data_alignment`)
/// and its bank-pinned data (`measured_bank_sizes`, each at its
/// `measured_bank_alignments`).
fn reservations(ir: &Ir, core: Core, ops: &[Buffer]) -> Vec<Buf> {
    let span = ir[core.op()].span;
    let held = |kind: Reserve| {
        ops.iter().any(|b| match kind {
            Reserve::CoreData => b.core_data(ir),
            Reserve::Bank(k) => b.bank_reserved(ir) && b.mem_bank(ir) == Some(k),
        })
    };
    let buf = |size: i64, alignment: Option<i64>, kind: Reserve| Buf {
        op: None,
        span,
        name: match kind {
            Reserve::CoreData => "(static data)".to_string(),
            Reserve::Bank(_) => "(bank-pinned static data)".to_string(),
        },
        size: clamp(size),
        address: None,
        bank: match kind {
            Reserve::Bank(k) => Some(k),
            Reserve::CoreData => None,
        },
        aligned: true,
        alignment,
        reserves: Some(kind),
    };
    let mut out = Vec::new();
    let data = core.data_size(ir).or_else(|| core.measured_data_size(ir));
    if let Some(size) = data.filter(|&n| n > 0 && !held(Reserve::CoreData)) {
        out.push(buf(
            size,
            core.measured_data_alignment(ir),
            Reserve::CoreData,
        ));
    }
    let sizes = core.measured_bank_sizes(ir).unwrap_or_default();
    let aligns = core.measured_bank_alignments(ir).unwrap_or_default();
    for (k, &size) in sizes.iter().enumerate() {
        let kind = Reserve::Bank(k as i64);
        if size > 0 && !held(kind) {
            out.push(buf(size, aligns.get(k).copied(), kind));
        }
    }
    out
}

/// Allocates one tile with `scheme`, after a warning for each given address
/// its buffer's alignment forbids.
fn allocate_tile(mem: &mut TileMem, scheme: &str) -> Vec<Diagnostic> {
    let mut d: Vec<Diagnostic> = (0..mem.bufs.len())
        .filter(|&i| basic::misaligned(mem, i))
        .map(|i| report::misaligned(mem, i))
        .collect();
    d.extend(allocate_with(mem, scheme));
    d
}

/// Runs `scheme` on one tile; the diagnostics of a failure end in the error
/// (after a stale `mem_bank`, the default scheme's are warnings when
/// basic-sequential succeeds).
fn allocate_with(mem: &mut TileMem, scheme: &str) -> Vec<Diagnostic> {
    let span = mem.span;
    let tile_diag = |severity, message: &str| {
        Diagnostic::op_error(span, OpKind::Tile.name(), message).with_severity(severity)
    };
    match scheme {
        "basic-sequential" => match basic::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(failure) if failure.cause == Cause::Pinned => failure.diagnostics,
            Err(failure) => {
                let error = tile_diag(Severity::Error, "Basic sequential allocation failed.");
                with_basic_help(mem, failure, error)
            }
        },
        "bank-aware" => match bank_aware::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(failure) if failure.cause == Cause::Pinned => failure.diagnostics,
            Err(failure) => {
                let help = bank_aware_help(mem, &failure);
                let mut d = failure.diagnostics;
                let error = tile_diag(Severity::Error, "Bank-aware allocation failed.");
                d.push(match help {
                    Some(h) => error.with_help(h),
                    None => error,
                });
                d
            }
        },
        // No other scheme is tried for what is pinned where it cannot go.
        _ => match bank_aware::allocate(mem) {
            Ok(()) => Vec::new(),
            Err(failure) if failure.cause == Cause::Pinned => failure.diagnostics,
            Err(failure) => {
                // Basic-sequential keeps given addresses and has no banks:
                // a stale `mem_bank` is no error for it.
                let mut d = match failure.cause {
                    Cause::StaleBank => report::stale_banks(mem),
                    _ => failure.diagnostics,
                };
                d.push(warning(
                    span,
                    "Bank-aware allocation failed, trying basic sequential allocation.",
                ));
                match basic::allocate(mem) {
                    Ok(()) => {}
                    Err(more) if more.cause == Cause::Pinned => d.extend(more.diagnostics),
                    Err(more) => {
                        let error =
                            tile_diag(Severity::Error, "Basic sequential allocation also failed.");
                        d.extend(with_basic_help(mem, more, error));
                    }
                }
                d
            }
        },
    }
}

/// The diagnostics of a basic-sequential `failure`, then the tile's `error`
/// with what the tile needs against what it has (no help after a conflict,
/// whose own error explains it).
fn with_basic_help(mem: &TileMem, failure: Failure, error: Diagnostic) -> Vec<Diagnostic> {
    let mut d = failure.diagnostics;
    d.push(match failure.cause {
        Cause::Capacity => error.with_help(report::basic_help(mem)),
        Cause::Conflict | Cause::StaleBank | Cause::Pinned => error,
    });
    d
}

/// The help of "Bank-aware allocation failed." (none after a conflict, whose
/// own error explains it).
fn bank_aware_help(mem: &TileMem, failure: &Failure) -> Option<String> {
    if failure.cause != Cause::Capacity {
        return None;
    }
    let mut trial = mem.clone();
    Some(match basic::allocate(&mut trial) {
        Ok(()) => "basic-sequential allocation fits this tile (it does not keep buffers inside one bank): use alloc-scheme=basic-sequential, or allocation_scheme = \"basic-sequential\" on the tile".to_string(),
        Err(_) => report::basic_help(mem),
    })
}

/// Bytes beyond any tile's memory: sizes, addresses and stacks are clamped to
/// ±`LIMIT`, so that sums of them cannot overflow.
const LIMIT: i64 = 1 << 40;

/// `v` clamped to ±[`LIMIT`].
fn clamp(v: i64) -> i64 {
    v.clamp(-LIMIT, LIMIT)
}

/// Writes the address and bank `b` was given to buffer `op`, where they
/// differ from what it holds (an address or bank the input gave stays).
fn place(ir: &mut Ir, op: Buffer, b: &Buf) {
    if let Some(address) = b.address.filter(|&a| op.address(ir).map(clamp) != Some(a)) {
        op.set_address(ir, address);
    }
    if let Some(bank) = b.bank.filter(|&k| op.mem_bank(ir).map(clamp) != Some(k)) {
        op.set_mem_bank(ir, bank);
    }
}
