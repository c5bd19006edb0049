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
pub(crate) mod occupancy;
mod report;
mod search;
mod tile_memory;

use crate::netlist::{self, Dev};
use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use aie_target::device::{Arch, TileKind};
use dialect::ir::{At, Dim, Type};
use dialect::ir::{OpId, OpKind, RegionId, ValueId, View};
use dialect::ops::views::{Buffer, Core, Tile};
use dialect::{Diagnostic, Ir, Severity};
use report::{quoted, warning};
use std::collections::HashMap;
use tile_memory::{Buf, Cause, Failure, Reserve, Stack, TileMem};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-buffer-addresses",
    name: "AIEAssignBufferAddresses",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Assign an address (and memory bank) to every aie.buffer",
    doc: "passes.md#--aie-assign-buffer-addresses",
    options: &[
        PassOption {
            name: "alloc-scheme",
            help: "basic-sequential, bank-aware, or empty: bank-aware, falling back to basic-sequential when no layout exists",
            default: "",
            values: &["basic-sequential", "bank-aware", ""],
        },
        PassOption {
            name: "placement-budget",
            help: "placements the bank-aware search may try per tile before it gives up (a count, so that builds stay reproducible)",
            default: "200000",
            values: &[],
        },
    ],
    body: crate::Body::Run(run),
};

/// `--aie-prepare-buffers` (mlir-aie's, since #3560): everything about a
/// buffer the core compilation depends on but its address, checked and
/// settled first: each buffer where a buffer may be, and named (a name is
/// the symbol a core's object refers to).
pub(crate) const PREPARE: Pass = Pass {
    flag: "aie-prepare-buffers",
    name: "AIEPrepareBuffers",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Check buffer placement and give every buffer a name",
    doc: "passes.md#--aie-prepare-buffers",
    options: &[],
    body: crate::Body::Run(prepare_all),
};

fn prepare_all(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let devices = netlist::devices(ir);
    devices.iter().flat_map(|dev| prepare(ir, dev)).collect()
}

/// [`PREPARE`] on `dev`: the misplaced buffers' errors, or every buffer
/// named (`_anonymous<k>` in order where it has no name).
fn prepare(ir: &mut Ir, dev: &Dev) -> Vec<Diagnostic> {
    let buffers: Vec<Buffer> = dev.walk_views(ir).collect();
    let misplaced: Vec<Diagnostic> = buffers
        .iter()
        .filter_map(|&b| misplaced(ir, dev, b))
        .collect();
    if !misplaced.is_empty() {
        return misplaced;
    }
    let unnamed = buffers.iter().filter(|b| b.sym_name(ir).is_none());
    for (k, b) in unnamed.copied().collect::<Vec<_>>().into_iter().enumerate() {
        b.set_sym_name(ir, &format!("_anonymous{k}"));
    }
    Vec::new()
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let given = args.get("placement-budget");
    let budget = match given.parse::<i64>() {
        Ok(n) if n > 0 => n as u64,
        _ => {
            return vec![Diagnostic {
                severity: Severity::Error,
                span: None,
                op: None,
                message: format!("placement-budget must be positive, got {given}"),
                notes: Vec::new(),
                help: Some(format!("placement-budget counts the placements the search may try per tile; the default is {}", search::DEFAULT_BUDGET)),
            }];
        }
    };
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        materialize_prebaked(ir, &dev);
        let prepared = prepare(ir, &dev);
        if !prepared.is_empty() {
            diags.extend(prepared);
            continue;
        }
        let buffers: Vec<Buffer> = dev.walk_views(ir).collect();
        diags.extend(allocate_device(
            ir,
            &dev,
            &buffers,
            args.get("alloc-scheme"),
            budget,
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
fn allocate_device(
    ir: &mut Ir,
    dev: &Dev,
    buffers: &[Buffer],
    option: &str,
    budget: u64,
) -> Vec<Diagnostic> {
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
        if let Some(d) = core.and_then(|c| modes_together(ir, c, &ops)) {
            diags.push(d);
            continue;
        }
        let Some(mut mem) = tile_mem(ir, dev, tile, &ops, core) else {
            continue;
        };
        let scheme = match tile.allocation_scheme(ir) {
            Some(s) => s.to_string(),
            None => option.to_string(),
        };
        let d = allocate_tile(&mut mem, &scheme, budget);
        let failed = d.iter().any(|d| d.severity == Severity::Error);
        diags.extend(d);
        for b in &mem.bufs {
            if let Some(op) = b.op {
                place(ir, Buffer::wrap(op), b);
            }
        }
        if let Some(core) = core {
            stamp_data_region(ir, core, mem.data_region.filter(|_| !failed));
        }
        if let (Some(core), false) = (core, failed) {
            place_stack(ir, core, &mem);
            reserve(ir, tile, core, &mem);
        }
    }
    diags
}

/// The error for buffers of different `alloc_group`s of its tile that
/// `core` uses together: overlaid, they would alias live data. Uses in
/// different branches of an `scf.if` or `scf.index_switch` (a mode
/// selector) are apart.
fn modes_together(ir: &Ir, core: Core, ops: &[Buffer]) -> Option<Diagnostic> {
    let group_of: HashMap<ValueId, (&str, &str)> = ops
        .iter()
        .filter_map(|&b| {
            let group = b.alloc_group(ir)?;
            let v = *ir[b.op()].results.first()?;
            Some((v, (group, b.sym_name(ir).unwrap_or(""))))
        })
        .collect();
    if group_of.is_empty() {
        return None;
    }
    let mut uses: Vec<(&str, &str, Vec<RegionId>)> = Vec::new();
    for op in ir.walk(core.op()) {
        for v in &ir[op].operands {
            if let Some(&(group, name)) = group_of.get(v) {
                uses.push((group, name, enclosing_regions(ir, op, core.op())));
            }
        }
    }
    for (k, (group, name, at)) in uses.iter().enumerate() {
        let other = uses[..k]
            .iter()
            .find(|(g, _, there)| g != group && !apart(ir, at, there));
        if let Some((g, _, _)) = other {
            return Some(netlist::op_error(ir, core.op(), format!("buffer \"{name}\" is in alloc_group '{group}' while this aie.core also references a buffer in alloc_group '{g}'"))
                .with_help("buffers of different alloc_groups share memory: use them only in different branches of the core's mode selector (an scf.if or scf.index_switch), or put them in one group"));
        }
    }
    None
}

/// The regions around `op` up to `top`'s, outermost first.
fn enclosing_regions(ir: &Ir, op: OpId, top: OpId) -> Vec<RegionId> {
    let mut out = Vec::new();
    let mut at = op;
    while let Some(block) = ir.block_of(at) {
        let region = ir[block].parent;
        out.push(region);
        at = ir[region].parent;
        if at == top {
            break;
        }
    }
    out.reverse();
    out
}

/// Whether two uses (their enclosing regions) lie in different branches of
/// one `scf.if` or `scf.index_switch`.
fn apart(ir: &Ir, a: &[RegionId], b: &[RegionId]) -> bool {
    let Some((&x, &y)) = a.iter().zip(b).find(|(x, y)| x != y) else {
        return false;
    };
    let owner = ir[x].parent;
    owner == ir[y].parent && matches!(ir.kind(owner), Some(OpKind::ScfIf | OpKind::ScfIndexSwitch))
}

/// Writes the stack address the allocator chose (for a stack pinned to a
/// bank only).
fn place_stack(ir: &mut Ir, core: Core, mem: &TileMem) {
    if let (true, Some(at)) = (mem.stack_at.resolved, mem.stack_at.address) {
        core.set_stack_address(ir, at);
    }
}

/// Records on `core` where its own sections go (`data_origin`,
/// `data_length`: the linker script's `data` region), or clears the record
/// of an earlier run when allocation failed.
fn stamp_data_region(ir: &mut Ir, core: Core, region: Option<(i64, i64)>) {
    match region {
        Some((origin, length)) => {
            core.set_data_origin(ir, origin);
            core.set_data_length(ir, length);
        }
        None => {
            ir.remove_attr(core.op(), Core::DATA_ORIGIN);
            ir.remove_attr(core.op(), Core::DATA_LENGTH);
        }
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

/// Gives each range a prebaked core holds (`measured_data_ranges`,
/// address/size pairs from its ELF) an `aie.buffer` before the core,
/// `prebaked_C_R_ADDR` (`bank_reserved`, `aligned = false`, at the ELF's
/// address), unless a buffer of that name is there from an earlier run:
/// placement then keeps the other buffers off those bytes.
fn materialize_prebaked(ir: &mut Ir, dev: &Dev) {
    let cores: Vec<Core> = dev.views(ir).collect();
    for core in cores {
        let Some(pairs) = core.measured_data_ranges(ir) else {
            continue;
        };
        let Some(&tile_value) = ir[core.op()].operands.first() else {
            continue;
        };
        let Some(tile) = ir.defining_op(tile_value).map(Tile::wrap) else {
            continue;
        };
        let (c, r) = netlist::tile_coords(ir, tile);
        for p in pairs.chunks_exact(2) {
            let (address, size) = (p[0], p[1]);
            if size <= 0 {
                continue;
            }
            let name = prebaked_name((c, r), address);
            let present = dev
                .walk_views::<Buffer>(ir)
                .any(|b| b.sym_name(ir) == Some(name.as_str()));
            if present {
                continue;
            }
            let ty = Type::MemRef {
                shape: Some(vec![Dim::Static(size as u64)]),
                elem: Box::new(Type::I8),
                layout: None,
                space: None,
            };
            Buffer::build(ir, ir[core.op()].span)
                .operand(tile_value)
                .sym_name(&name)
                .address(address)
                .bank_reserved(true)
                .aligned(false)
                .result(ty)
                .insert(At::Before(core.op()));
        }
    }
}

/// `prebaked_C_R_ADDR`: the buffer holding what a prebaked core's ELF
/// takes at `address`.
fn prebaked_name(coords: (i64, i64), address: i64) -> String {
    format!("{}{address}", prebaked_prefix(coords))
}

/// `prebaked_C_R_`: how the names of a prebaked core's ranges begin.
fn prebaked_prefix((c, r): (i64, i64)) -> String {
    format!("prebaked_{c}_{r}_")
}

/// The alignment the linker gives the section buffer `b` of `core` holds:
/// `measured_data_alignment` for its `core_data`, the bank's
/// `measured_bank_alignments` entry for a `bank_reserved` buffer (not a
/// prebaked range, whose address is the ELF's).
fn section_alignment(ir: &Ir, core: Core, b: Buffer, coords: (i64, i64)) -> Option<i64> {
    if b.core_data(ir) {
        return core.measured_data_alignment(ir);
    }
    let prefix = prebaked_prefix(coords);
    if !b.bank_reserved(ir) || b.sym_name(ir).is_some_and(|n| n.starts_with(&prefix)) {
        return None;
    }
    let bank = usize::try_from(b.mem_bank(ir)?).ok()?;
    core.measured_bank_alignments(ir)?.get(bank).copied()
}

/// The banks a memref's memory space allows: Peano models bank a..d as
/// address spaces 5..8 and the pairs ab, ac, ad, bc, bd, cd as 9..14
/// (empty for any other space: any bank).
fn space_banks(ty: &Type) -> Vec<i64> {
    let Type::MemRef {
        space: Some(space), ..
    } = ty
    else {
        return Vec::new();
    };
    match space.as_int() {
        Some(v @ 5..=8) => vec![v as i64 - 5],
        Some(9) => vec![0, 1],
        Some(10) => vec![0, 2],
        Some(11) => vec![0, 3],
        Some(12) => vec![1, 2],
        Some(13) => vec![1, 3],
        Some(14) => vec![2, 3],
        _ => Vec::new(),
    }
}

/// Bytes at the bottom of a tile an initialized buffer must stay off: on
/// npu2 the first word of the column-0 MemTile reads back wrong on every
/// dispatch after the first, and an initialized buffer is loaded once
/// (mlir-aie keeps such buffers off it; buffers DMAs refill may take it).
fn init_guard(dev: &Dev, kind: TileKind, (c, _): (i64, i64)) -> i64 {
    let npu2 = dev.model.is_npu() && dev.model.arch == Arch::Aie2p;
    if npu2 && kind == TileKind::MemTile && c == 0 {
        dev.model.buffer_alignment(kind)
    } else {
        0
    }
}

/// The effective stack of `core` on device `dev`: its `stack_size`, else
/// the device default grown to cover `measured_stack_size` rounded up to
/// the stack's alignment (mlir-aie's `getEffectiveStackSize`).
pub(crate) fn stack_bytes(ir: &Ir, dev: &Dev, core: Core) -> i64 {
    let given = ir
        .attr(core.op(), Core::STACK_SIZE)
        .map(|_| clamp(core.stack_size(ir)));
    let measured = core.measured_stack_size(ir).map(clamp);
    dev.model.arch.effective_stack_size(given, measured)
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
            section_alignment: core.and_then(|c| section_alignment(ir, c, b, coords)),
            initialized: b.initial_value(ir).is_some(),
            space_banks: ir[b.op()]
                .results
                .first()
                .map(|&v| space_banks(ir.type_of(v)))
                .unwrap_or_default(),
            group: b.alloc_group(ir).map(String::from),
        })
        .collect();
    let mut stack_at = Stack::default();
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
        bufs.extend(reservations(ir, core, ops, coords));
    }
    Some(TileMem {
        span: ir[tile.op()].span,
        coords,
        kind,
        memory: i64::from(dev.model.data_memory_bytes(kind)),
        banks: i64::from(dev.model.mem_banks(kind)),
        stack,
        stack_at,
        init_guard: init_guard(dev, kind, coords),
        alignment: dev.model.buffer_alignment(kind),
        vector_alignment: dev.model.vector_alignment(kind),
        has_core: core.is_some(),
        bufs,
        data_region: None,
    })
}

/// The room `core` reserves for its own sections that no buffer of its
/// tile (`ops`, from an earlier run) holds yet: its static data
/// (`data_size`, else `measured_data_size`, at `measured_data_alignment`)
/// and its bank-pinned data (`measured_bank_sizes`, each at its
/// `measured_bank_alignments`).
fn reservations(ir: &Ir, core: Core, ops: &[Buffer], (c, r): (i64, i64)) -> Vec<Buf> {
    let span = ir[core.op()].span;
    let held = |kind: Reserve| {
        ops.iter().any(|b| match kind {
            Reserve::CoreData => b.core_data(ir),
            Reserve::Bank(k) => b.sym_name(ir) == Some(&*format!("bank_reserved_{c}_{r}_{k}")),
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
        section_alignment: None,
        initialized: false,
        space_banks: Vec::new(),
        group: None,
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
fn allocate_tile(mem: &mut TileMem, scheme: &str, budget: u64) -> Vec<Diagnostic> {
    let off_section: Vec<Diagnostic> = (0..mem.bufs.len())
        .filter_map(|i| {
            let b = &mem.bufs[i];
            let align = b.section_alignment.filter(|&a| a > 1)?;
            let at = b.address?;
            (at.rem_euclid(align) != 0).then(|| report::section_misaligned(mem, i, align))
        })
        .collect();
    if !off_section.is_empty() {
        return off_section;
    }
    let mut d: Vec<Diagnostic> = (0..mem.bufs.len())
        .filter(|&i| basic::misaligned(mem, i))
        .map(|i| report::misaligned(mem, i))
        .collect();
    d.extend(allocate_with(mem, scheme, budget));
    d
}

/// Runs `scheme` on one tile; the diagnostics of a failure end in the error
/// (after a stale `mem_bank`, the default scheme's are warnings when
/// basic-sequential succeeds). The default falls back to basic-sequential
/// only when bank-aware allocation proved that no layout holds the buffers:
/// not for a pin it cannot meet, nor when its search ran out of budget.
fn allocate_with(mem: &mut TileMem, scheme: &str, budget: u64) -> Vec<Diagnostic> {
    let span = mem.span;
    let mut trial = mem.clone();
    let tile_diag = |severity, message: &str| {
        Diagnostic::op_error(span, OpKind::Tile.name(), message).with_severity(severity)
    };
    match scheme {
        "basic-sequential" => {
            let mut d = basic::drop_banks(mem);
            match basic::allocate(mem) {
                Ok(()) => {}
                Err(failure) if failure.cause == Cause::Pinned => d.extend(failure.diagnostics),
                Err(failure) => {
                    let error = tile_diag(Severity::Error, &basic_failed(mem, false));
                    d.extend(with_basic_help(mem, failure, error));
                }
            }
            d
        }
        "bank-aware" => match bank_aware::allocate(mem, budget) {
            Ok(()) => Vec::new(),
            Err(failure) if failure.cause == Cause::Pinned => failure.diagnostics,
            Err(failure) => {
                let help = bank_aware_help(mem, &failure);
                let mut d = with_verdict(failure);
                let error = tile_diag(Severity::Error, "Bank-aware allocation failed.");
                d.push(match help {
                    Some(h) => error.with_help(h),
                    None => error,
                });
                d
            }
        },
        _ => match bank_aware::allocate(&mut trial, budget) {
            Ok(()) => {
                *mem = trial;
                Vec::new()
            }
            Err(failure) if matches!(failure.cause, Cause::Pinned | Cause::Budget) => {
                *mem = trial;
                with_verdict(failure)
            }
            Err(failure) => {
                // Basic-sequential keeps given addresses and has no banks:
                // a stale `mem_bank` is no error for it.
                let mut d = match failure.cause {
                    Cause::StaleBank => report::stale_banks(mem),
                    _ => failure.diagnostics,
                };
                // It starts from what bank-aware chose for the buffers
                // without an address undone (as mlir-aie's rollback), and
                // drops their banks.
                roll_back(mem, trial);
                d.push(warning(
                    span,
                    "Bank-aware allocation failed, trying basic sequential allocation.",
                ));
                d.extend(basic::drop_banks(mem));
                match basic::allocate(mem) {
                    Ok(()) => {}
                    Err(more) if more.cause == Cause::Pinned => d.extend(more.diagnostics),
                    Err(more) => {
                        let error = tile_diag(Severity::Error, &basic_failed(mem, true));
                        d.extend(with_basic_help(mem, more, error));
                    }
                }
                d
            }
        },
    }
}

/// mlir-aie's error when basic-sequential allocation failed (`also`, after
/// bank-aware allocation): naming what the core reserves for its static
/// data when it does, which has to fit with the buffers.
fn basic_failed(mem: &TileMem, also: bool) -> String {
    let reserved = mem
        .bufs
        .iter()
        .find(|b| b.reserves == Some(Reserve::CoreData));
    let failed = if also { "also failed" } else { "failed" };
    match reserved {
        Some(b) => format!(
            "basic-sequential allocation {failed}. Core {} reserves {} bytes for its static data (data_size), which has to fit alongside this tile's buffers",
            report::coords_text(mem),
            b.size
        ),
        None if also => "Basic sequential allocation also failed.".to_string(),
        None => "Basic sequential allocation failed.".to_string(),
    }
}

/// The diagnostics of a failure that ends the allocation: its error after
/// the first of its warnings (the one naming the buffer left over).
fn with_verdict(failure: Failure) -> Vec<Diagnostic> {
    let mut d = failure.diagnostics;
    if let Some(verdict) = failure.verdict {
        d.insert(d.len().min(1), *verdict);
    }
    d
}

/// What a failed bank-aware attempt (`trial`) leaves for basic-sequential:
/// the addresses and banks it chose for buffers without a given address
/// are undone (their given `mem_bank` back); the banks it derived from
/// given addresses, the core's bank-pinned sections and a stack it put in
/// its bank stay.
fn roll_back(mem: &mut TileMem, trial: TileMem) {
    let before = std::mem::replace(mem, trial);
    for (b, was) in mem.bufs.iter_mut().zip(before.bufs) {
        if was.address.is_none() && !matches!(b.reserves, Some(Reserve::Bank(_))) {
            b.address = None;
            b.bank = was.bank;
        }
    }
}

/// The diagnostics of a basic-sequential `failure`, then the tile's `error`
/// with what the tile needs against what it has (no help after a conflict,
/// whose own error explains it).
fn with_basic_help(mem: &TileMem, failure: Failure, error: Diagnostic) -> Vec<Diagnostic> {
    let mut d = failure.diagnostics;
    d.push(match failure.cause {
        Cause::Capacity => error.with_help(report::basic_help(mem)),
        Cause::Conflict | Cause::StaleBank | Cause::Pinned | Cause::Budget => error,
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
/// differ from what it holds (an address or bank the input gave stays),
/// and removes a `mem_bank` basic-sequential dropped.
fn place(ir: &mut Ir, op: Buffer, b: &Buf) {
    if let Some(address) = b.address.filter(|&a| op.address(ir).map(clamp) != Some(a)) {
        op.set_address(ir, address);
    }
    match b.bank {
        Some(bank) if op.mem_bank(ir).map(clamp) != Some(bank) => op.set_mem_bank(ir, bank),
        None if b.address.is_some() && op.mem_bank(ir).is_some() => {
            op.remove_mem_bank(ir);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::PASS;

    /// The pass's sources, where its messages and attribute names are.
    const SOURCES: [&str; 6] = [
        include_str!("assign_buffer_addresses.rs"),
        include_str!("assign_buffer_addresses/bank_aware.rs"),
        include_str!("assign_buffer_addresses/basic.rs"),
        include_str!("assign_buffer_addresses/report.rs"),
        include_str!("assign_buffer_addresses/tile_memory.rs"),
        include_str!("../../dialect/src/ops/table.rs"),
    ];

    /// Every option, scheme, attribute and message of mlir-aie's surface
    /// (passes/data/assign-buffer-addresses-surface.txt) is the pass's.
    #[test]
    fn covers_upstream_surface() {
        let surface = include_str!("../data/assign-buffer-addresses-surface.txt");
        let options: Vec<&str> = PASS.options.iter().map(|o| o.name).collect();
        let schemes = PASS.options[0].values;
        for line in surface.lines().filter(|l| !l.starts_with('#')) {
            let Some((kind, fact)) = line.split_once('\t') else {
                continue;
            };
            let found = match kind {
                "option" => options.contains(&fact),
                "scheme" => schemes.contains(&fact),
                _ => SOURCES.iter().any(|s| s.contains(fact)),
            };
            assert!(found, "the pass lacks mlir-aie's {kind} `{fact}`");
        }
    }
}
