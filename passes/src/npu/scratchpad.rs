//! `--aie-lower-scratchpad-parameters` (docs/runtime-sequence.md,
//! "Scratchpad parameters"): mlir-aie's run-time parameters on the
//! firmware's scratchpad. Each `aiex.scratchpad_parameter` of the module gets
//! its word of the state table (`state_table_idx`, in module order) and its
//! kind (`core` when a core reads it, `addr` when a DMA offset names it, or
//! only a DMA length); a DMA `offset_parameter` or `length_parameter`
//! becomes the word's index, and the parameter gets the bounds that keep
//! its transfers in their buffers ([`extent`]); a core reading a
//! parameter reads a two-word buffer of its own, and waits on a lock that
//! the runtime sequence sets once it has created the scratchpad and added
//! each parameter's word into the buffers (`aiex.npu.create_scratchpad`,
//! `aiex.npu.write32` of 0, `aiex.npu.update_from_scratchpad`,
//! `aiex.set_lock`). The parameter file `aiecc --get-scratchpad-parameters`
//! writes ([`params_file`]) lists them for the host.

use crate::netlist::{self, op_error as err, Dev};
use crate::npu::sequences;
use crate::symbols::Symbols;
use crate::{Anchor, Args, Pass, PassOption};
use dialect::ir::cases::{LockAction, ScratchpadParameterKind};
use dialect::ir::{At, Attr, Dim, IntType, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{
    ArithBitcast, ArithConstant, ArithShrui, ArithTrunci, Buffer, Core, DmaBd, Lock, MemrefLoad,
    NpuCreateScratchpad, NpuDmaMemcpyNd, NpuUpdateFromScratchpad, NpuWrite32,
    ReadScratchpadParameter, RuntimeSequence, ScratchpadParameter, SetLock,
    SyncScratchpadParametersFromHost, UseLock,
};
use dialect::{Diagnostic, Ir, Severity};

mod extent;
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-scratchpad-parameters",
    name: "AIELowerScratchpadParameters",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Lower scratchpad parameters: state-table indices and kinds, per-core parameter buffers and sync locks, the runtime sequence's create_scratchpad / update_from_scratchpad preamble",
    doc: "runtime-sequence.md#scratchpad-parameters",
    options: &[PassOption {
        name: OUTPUT_PARAMS_FILE,
        help: "Path to write the parameter layout file to (`<count>`, then `<name> <state_table_idx> <type> <core|addr> <min> <max>` per parameter, `- -` where no DMA bounds it)",
        default: "",
        values: &[],
    }],
    body: crate::Body::Run(run),
};

/// The option naming the parameter file.
pub(crate) const OUTPUT_PARAMS_FILE: &str = "output-params-file";

/// Words of the firmware's state table: parameters a module may declare.
const MAX_PARAMETERS: usize = dialect::verify::scratchpad::STATE_TABLE_WORDS as usize;

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let file = args.get(OUTPUT_PARAMS_FILE).to_string();
    match lower(ir).and_then(|w| write_params(ir, &file).map(|()| w)) {
        Ok(warnings) => warnings,
        Err(d) => vec![d],
    }
}

/// The module's parameters, in order.
fn parameters(ir: &Ir) -> Vec<ScratchpadParameter> {
    ir.views::<ScratchpadParameter>(ir.walk_for(ir.top, &[OpKind::ScratchpadParameter]))
        .collect()
}

/// Lowers the module's parameters; its warnings.
fn lower(ir: &mut Ir) -> Res<Vec<Diagnostic>> {
    let params = parameters(ir);
    if params.is_empty() && !ir.may_contain(OpKind::SyncScratchpadParametersFromHost) {
        return Ok(Vec::new());
    }
    if params.len() > MAX_PARAMETERS {
        let mut d = Diagnostic::error(
            ir[ir.top].span,
            format!(
                "Module declares {} parameters but the scratchpad supports at most {MAX_PARAMETERS}. The scratchpad is a single hardware resource shared by all PDIs loaded by a runtime sequence.",
                params.len()
            ),
        )
        .with_help(format!("declare at most {MAX_PARAMETERS} aiex.scratchpad_parameter ops"));
        for p in &params {
            d = d.with_note(
                Some(ir[p.op()].span),
                format!("parameter '{}'", p.sym_name(ir)),
            );
        }
        return Err(d);
    }
    kinds_and_indices(ir, &params)?;
    let warnings = dma_parameters_to_indices(ir, &params)?;
    let size = 4 * params.len() as i64;
    for dev in netlist::devices(ir) {
        Device::new(ir, &dev).lower(size)?;
    }
    Ok(warnings)
}

/// Each parameter's kind, from its uses, and its state-table index: `core`
/// when a core reads it, `addr` when a DMA offset names it (both is an
/// error), a parameter only a DMA length names `addr` (a length works with
/// either kind: its update's multiplier makes up for the core encoding).
fn kinds_and_indices(ir: &mut Ir, params: &[ScratchpadParameter]) -> Res<()> {
    let mut core = HashSet::new();
    for r in
        ir.views::<ReadScratchpadParameter>(ir.walk_for(ir.top, &[OpKind::ReadScratchpadParameter]))
    {
        core.insert(r.parameter(ir).to_string());
    }
    let (mut addr, mut length) = (HashSet::new(), HashSet::new());
    for op in ir.walk_for(ir.top, &[OpKind::DmaBd, OpKind::NpuDmaMemcpyNd]) {
        let refs = DmaParameters::of(ir, op);
        addr.extend(refs.offset.map(str::to_string));
        length.extend(refs.length.map(str::to_string));
    }
    for (i, p) in params.iter().enumerate() {
        let name = p.sym_name(ir).to_string();
        let (core, addr, length) = (
            core.contains(&name),
            addr.contains(&name),
            length.contains(&name),
        );
        if core && addr {
            return Err(err(ir, p.op(), format!("parameter '{name}' is used both as an aiex.read_scratchpad_parameter source (core) and as a DMA offset_parameter (addr); a parameter must have a single kind"))
                .with_help("declare a second parameter for the other use"));
        }
        // A parameter lowered before keeps its kind (its uses are lowered).
        let kind = match (addr || (length && !core), core, p.kind(ir)) {
            (true, _, _) => ScratchpadParameterKind::Addr,
            (false, false, Some(kind)) => kind,
            _ => ScratchpadParameterKind::Core,
        };
        p.set_kind(ir, kind);
        p.set_state_table_idx(ir, i as i64);
    }
    Ok(())
}

/// The parameters a DMA BD or transfer names.
struct DmaParameters<'a> {
    offset: Option<&'a str>,
    length: Option<&'a str>,
}

impl<'a> DmaParameters<'a> {
    fn of(ir: &'a Ir, op: OpId) -> Self {
        match ir.kind(op) {
            Some(OpKind::DmaBd) => {
                let bd = DmaBd::wrap(op);
                DmaParameters {
                    offset: bd.offset_parameter(ir),
                    length: bd.length_parameter(ir),
                }
            }
            Some(OpKind::NpuDmaMemcpyNd) => {
                let m = NpuDmaMemcpyNd::wrap(op);
                DmaParameters {
                    offset: m.offset_parameter(ir),
                    length: m.length_parameter(ir),
                }
            }
            _ => DmaParameters {
                offset: None,
                length: None,
            },
        }
    }
}

/// The bounds on a parameter's values that keep every transfer using it in
/// its buffer: (lowest, highest).
type Bounds = HashMap<String, (i64, i64)>;

/// Each DMA `offset_parameter` / `length_parameter` becomes the word's index
/// (`offset_state_table_idx`, `length_state_table_idx`; the parameter must
/// be an `i32` of the module), a length of a core parameter is marked
/// `length_core_encoded`, and each parameter a DMA uses gets the values
/// that keep all its transfers within their buffers (`min_value`,
/// `max_value`, each judged with the transfer's other parameter at 0), as
/// mlir-aie bounds them.
fn dma_parameters_to_indices(ir: &mut Ir, params: &[ScratchpadParameter]) -> Res<Vec<Diagnostic>> {
    let mut warnings = Vec::new();
    let by_name: HashMap<String, ScratchpadParameter> = params
        .iter()
        .map(|p| (p.sym_name(ir).to_string(), *p))
        .collect();
    let mut bounds = Bounds::new();
    for op in ir.walk_for(ir.top, &[OpKind::DmaBd, OpKind::NpuDmaMemcpyNd]) {
        let refs = DmaParameters::of(ir, op);
        let (offset, length) = (
            refs.offset.map(str::to_string),
            refs.length.map(str::to_string),
        );
        if offset.is_none() && length.is_none() {
            continue;
        }
        let transfer = extent::of(ir, op, length.is_some());
        let joint_use = offset.is_some() && offset == length;
        let room = transfer.extent.map_or(0, |e| e.buffer_elems - 1 - e.last);
        if let Some(name) = &offset {
            let p = parameter(ir, &by_name, op, name, "offset_parameter")?;
            set_index(ir, op, true, p.state_table_idx(ir).unwrap_or_default());
            warnings.extend(warn_rounding(ir, op));
            let b = bounds
                .entry(name.clone())
                .or_insert((i64::from(i32::MIN), i64::from(i32::MAX)));
            if let Some(e) = transfer.extent {
                let step = if joint_use { e.length_step } else { 0 };
                b.0 = b.0.max(-e.offset);
                b.1 = b.1.min(room.div_euclid(1 + step));
            }
        }
        if let Some(name) = &length {
            let p = parameter(ir, &by_name, op, name, "length_parameter")?;
            set_index(ir, op, false, p.state_table_idx(ir).unwrap_or_default());
            let b = bounds
                .entry(name.clone())
                .or_insert((i64::from(i32::MIN), i64::from(i32::MAX)));
            b.0 = b.0.max(0);
            if let Some(most) = transfer.max_length_steps {
                b.1 = b.1.min(most);
            }
            if p.kind(ir) == Some(ScratchpadParameterKind::Core) {
                mark_core_encoded(ir, op);
                b.1 = b.1.min((1 << 30) - 1);
            }
            if let Some(e) = transfer.extent.filter(|e| !joint_use && e.length_step > 0) {
                b.1 = b.1.min(room.div_euclid(e.length_step));
            }
        }
        for name in [&offset, &length].into_iter().flatten() {
            let (lo, hi) = bounds[name];
            if lo > hi {
                return Err(err(ir, op, format!("no value of parameter '{name}' keeps every transfer using it within its buffer"))
                    .with_help("the transfer's static part already reaches past its buffer's end: shorten it or move its offset back"));
            }
        }
    }
    for p in params {
        if let Some(&(lo, hi)) = bounds.get(p.sym_name(ir)) {
            p.set_min_value(ir, lo);
            p.set_max_value(ir, hi);
        }
    }
    Ok(warnings)
}

/// The module's parameter `name` a DMA's `attr` names, an `i32`.
fn parameter(
    ir: &Ir,
    by_name: &HashMap<String, ScratchpadParameter>,
    op: OpId,
    name: &str,
    attr: &str,
) -> Res<ScratchpadParameter> {
    let Some(&p) = by_name.get(name) else {
        return Err(err(ir, op, format!("{attr} '{name}' not found. Declare it at module scope with aiex.scratchpad_parameter."))
            .with_help(format!("add `aiex.scratchpad_parameter @{name} : i32` before the devices")));
    };
    let ty = p.type_attr(ir);
    if *ty != Type::I32 {
        return Err(err(
            ir,
            op,
            format!("{attr} '{name}' must have type i32, got {ty}."),
        )
        .with_note(Some(ir[p.op()].span), "Parameter declared here.")
        .with_help("a DMA's offset or length counts in i32 units"));
    }
    Ok(p)
}

/// Marks a DMA's length as counted in a core parameter's encoding.
fn mark_core_encoded(ir: &mut Ir, op: OpId) {
    match ir.kind(op) {
        Some(OpKind::DmaBd) => DmaBd::wrap(op).set_length_core_encoded(ir, true),
        _ => NpuDmaMemcpyNd::wrap(op).set_length_core_encoded(ir, true),
    }
}

/// Replaces a DMA's `offset_parameter` (`offset`) or `length_parameter` by
/// its `*_state_table_idx`.
fn set_index(ir: &mut Ir, op: OpId, offset: bool, idx: i64) {
    match ir.kind(op) {
        Some(OpKind::DmaBd) => {
            let bd = DmaBd::wrap(op);
            if offset {
                bd.set_offset_state_table_idx(ir, idx);
                bd.remove_offset_parameter(ir);
            } else {
                bd.set_length_state_table_idx(ir, idx);
                bd.remove_length_parameter(ir);
            }
        }
        _ => {
            let m = NpuDmaMemcpyNd::wrap(op);
            if offset {
                m.set_offset_state_table_idx(ir, idx);
                m.remove_offset_parameter(ir);
            } else {
                m.set_length_state_table_idx(ir, idx);
                m.remove_length_parameter(ir);
            }
        }
    }
}

/// mlir-aie's warning on an offset parameter over elements narrower than
/// the 4-byte address granule: the firmware rounds the address down.
fn warn_rounding(ir: &Ir, op: OpId) -> Option<Diagnostic> {
    let &buf = ir[op].operands.first()?;
    let bytes = extent::elem_bits(ir.type_of(buf)).unwrap_or(0) / 8;
    if bytes == 0 || bytes.is_multiple_of(4) {
        return None;
    }
    let whole = 4 / gcd(4, bytes);
    let message = format!("runtime offset parameter on a {}-bit element type: the firmware masks the BD address register with 0xFFFFFFFC, so a value that is not a multiple of {whole} elements is silently rounded down to the 4-byte boundary below instead of being rejected", bytes * 8);
    Some(
        Diagnostic::error(ir[op].span, message)
            .with_severity(Severity::Warning)
            .with_help(format!("offset by multiples of {whole} elements")),
    )
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Whether DMA `op` reads a parameter's word (its offset or length, after
/// they became indices).
fn reads_parameter(ir: &Ir, op: OpId) -> bool {
    match ir.kind(op) {
        Some(OpKind::DmaBd) => {
            let bd = DmaBd::wrap(op);
            bd.offset_state_table_idx(ir).is_some() || bd.length_state_table_idx(ir).is_some()
        }
        Some(OpKind::NpuDmaMemcpyNd) => {
            let m = NpuDmaMemcpyNd::wrap(op);
            m.offset_state_table_idx(ir).is_some() || m.length_state_table_idx(ir).is_some()
        }
        _ => false,
    }
}

/// One device's lowering.
struct Device<'a> {
    ir: &'a mut Ir,
    dev: &'a Dev,
    syms: Symbols,
    next: u64,
}

impl<'a> Device<'a> {
    fn new(ir: &'a mut Ir, dev: &'a Dev) -> Self {
        let syms = Symbols::of(ir, dev);
        Device {
            ir,
            dev,
            syms,
            next: 0,
        }
    }

    fn lower(mut self, size: i64) -> Res<()> {
        let entries = self.buffers();
        let locks = self.core_preambles();
        self.sequence_preambles()?;
        self.lower_syncs(size, &entries, &locks);
        self.lower_reads();
        Ok(())
    }

    /// A two-word buffer per parameter a core reads, on the core's tile;
    /// each read names its buffer. The (state-table index, buffer) of each,
    /// in order.
    fn buffers(&mut self) -> Vec<(i64, String)> {
        let ir = &mut *self.ir;
        let reads: Vec<ReadScratchpadParameter> = ir
            .views::<ReadScratchpadParameter>(
                ir.walk_for(self.dev.op, &[OpKind::ReadScratchpadParameter]),
            )
            .collect();
        let index: HashMap<String, i64> = parameters(ir)
            .iter()
            .map(|p| {
                (
                    p.sym_name(ir).to_string(),
                    p.state_table_idx(ir).unwrap_or_default(),
                )
            })
            .collect();
        let mut made: HashMap<(String, OpId), String> = HashMap::new();
        let mut entries = Vec::new();
        for read in reads {
            let name = read.parameter(ir).to_string();
            let Some(core) = ir.ancestor(read.op(), |n| n == OpKind::Core.name()) else {
                continue;
            };
            let tile_value = ir[core].operands[0];
            let Some(tile) = ir.defining_op(tile_value) else {
                continue;
            };
            let key = (name.clone(), tile);
            let buffer = match made.get(&key) {
                Some(b) => b.clone(),
                None => {
                    let (col, row) = netlist::tile_of(ir, core).unwrap_or_default();
                    let prefix = format!("__param_{name}_{col}_{row}_");
                    let sym = self.syms.fresh(&prefix, &mut self.next);
                    let span = ir[read.op()].span;
                    let op = Buffer::build(ir, span)
                        .operand(tile_value)
                        .sym_name(&sym)
                        .result(words(2))
                        .insert(At::After(tile))
                        .op();
                    self.syms.define(&sym, op);
                    made.insert(key, sym.clone());
                    entries.push((index.get(&name).copied().unwrap_or_default(), sym.clone()));
                    sym
                }
            };
            read.set_buffer(ir, &buffer);
        }
        entries
    }

    /// In each core that reads parameters (or says so with
    /// `emit_parameter_sync_preamble`), a lock of its tile (no id yet, 0)
    /// acquired first thing; the locks.
    fn core_preambles(&mut self) -> Vec<ValueId> {
        let ir = &mut *self.ir;
        let cores: Vec<Core> = ir
            .views::<Core>(ir.walk_for(self.dev.op, &[OpKind::Core]))
            .collect();
        let mut locks = Vec::new();
        for core in cores {
            let wanted = core.emit_parameter_sync_preamble(ir).unwrap_or_else(|| {
                ir.walk_for(core.op(), &[OpKind::ReadScratchpadParameter])
                    .iter()
                    .any(|&o| ir.is(o, OpKind::ReadScratchpadParameter))
            });
            if !wanted {
                continue;
            }
            let tile_value = ir[core.op()].operands[0];
            let Some(tile) = ir.defining_op(tile_value) else {
                continue;
            };
            let span = ir[core.op()].span;
            let lock = Lock::build(ir, span)
                .operand(tile_value)
                .init(0)
                .insert(At::After(tile))
                .op();
            let lock = ir[lock].results[0];
            locks.push(lock);
            if let Some(body) = ir.entry_block(core.op(), 0) {
                UseLock::build(ir, span)
                    .operand(lock)
                    .action(LockAction::Acquire)
                    .value(1)
                    .insert(At::Start(body));
            }
            core.set_emit_parameter_sync_preamble(ir, false);
        }
        locks
    }

    /// A sync marker first in each runtime sequence that wants one: said
    /// with `emit_parameter_sync_preamble`, else when the device reads a
    /// parameter or offsets a DMA by one and the sequence has no marker of
    /// its own.
    fn sequence_preambles(&mut self) -> Res<()> {
        let ir = &mut *self.ir;
        let device_uses = ir
            .walk_for(
                self.dev.op,
                &[
                    OpKind::ReadScratchpadParameter,
                    OpKind::DmaBd,
                    OpKind::NpuDmaMemcpyNd,
                ],
            )
            .into_iter()
            .any(|op| ir.is(op, OpKind::ReadScratchpadParameter) || reads_parameter(ir, op));
        for seq in sequences(ir, self.dev) {
            let s = RuntimeSequence::wrap(seq);
            let manual = ir
                .walk_for(seq, &[OpKind::SyncScratchpadParametersFromHost])
                .iter()
                .any(|&o| ir.is(o, OpKind::SyncScratchpadParametersFromHost));
            let wanted = s
                .emit_parameter_sync_preamble(ir)
                .unwrap_or(device_uses && !manual);
            if !wanted {
                continue;
            }
            if let Some(body) = ir.entry_block(seq, 0) {
                // Loading a PDI resets what the sync writes: after the last.
                let ops: Vec<OpId> = ir.ops_in(body).collect();
                let last_pdi = ops.iter().rposition(|&o| ir.is(o, OpKind::NpuLoadPdi));
                if let Some(k) = last_pdi {
                    let early = ops[..k].iter().flat_map(|&o| ir.walk(o));
                    if let Some(o) = early.into_iter().find(|&o| reads_parameter(ir, o)) {
                        return Err(err(ir, o, "reads a scratchpad parameter before the last aiex.npu.load_pdi of its runtime sequence, which is where the scratchpad is created. Load the PDIs first, or place aiex.sync_scratchpad_parameters_from_host before this op.")
                            .with_help("move this transfer after the sequence's last aiex.npu.load_pdi"));
                    }
                }
                let at = last_pdi.map_or(At::Start(body), |k| At::After(ops[k]));
                SyncScratchpadParametersFromHost::build(ir, ir[seq].span).insert(at);
            }
            s.set_emit_parameter_sync_preamble(ir, false);
        }
        Ok(())
    }

    /// Each sync marker: the scratchpad created (`size` bytes), each core
    /// parameter's buffer zeroed and its word added in, the cores' locks
    /// set.
    fn lower_syncs(&mut self, size: i64, entries: &[(i64, String)], locks: &[ValueId]) {
        let ir = &mut *self.ir;
        let syncs: Vec<OpId> = ir
            .walk_for(self.dev.op, &[OpKind::SyncScratchpadParametersFromHost])
            .into_iter()
            .filter(|&o| ir.is(o, OpKind::SyncScratchpadParametersFromHost))
            .collect();
        for sync in syncs {
            let span = ir[sync].span;
            let at = At::Before(sync);
            NpuCreateScratchpad::build(ir, span).size(size).insert(at);
            for (idx, buffer) in entries {
                NpuWrite32::build(ir, span)
                    .address(0)
                    .value(0)
                    .buffer(buffer)
                    .insert(at);
                // `incr` of 0: the function's default, unwritten.
                NpuUpdateFromScratchpad::build(ir, span)
                    .state_table_idx(*idx)
                    .address(0)
                    .buffer(buffer)
                    .insert(at);
            }
            for &lock in locks {
                SetLock::build(ir, span).operand(lock).value(1).insert(at);
            }
            ir.erase(sync);
        }
    }

    /// Each read: the buffer's first word, shifted right by 2 (the host
    /// wrote the value shifted left by 2, as the firmware clears the low
    /// bits), as the read's type.
    fn lower_reads(&mut self) {
        let ir = &mut *self.ir;
        let reads: Vec<ReadScratchpadParameter> = ir
            .views::<ReadScratchpadParameter>(
                ir.walk_for(self.dev.op, &[OpKind::ReadScratchpadParameter]),
            )
            .collect();
        for read in reads {
            let op = read.op();
            let Some(buffer) = read.buffer(ir).and_then(|b| self.syms.get(b)) else {
                continue;
            };
            let buffer = ir[buffer].results[0];
            let span = ir[op].span;
            let result = ir[op].results[0];
            let ty = ir.type_of(result).clone();
            let at = At::Before(op);
            let zero = constant(
                ir,
                at,
                span,
                Attr::Int(0.into(), IntType::Index),
                Type::Index,
            );
            let load = MemrefLoad::build(ir, span)
                .operands(&[buffer, zero])
                .result(Type::I32)
                .insert(at)
                .op();
            let raw = ir[load].results[0];
            let two = constant(ir, at, span, Attr::Int(2.into(), IntType::I32), Type::I32);
            let shift = ArithShrui::build(ir, span)
                .operands(&[raw, two])
                .result(Type::I32)
                .insert(at)
                .op();
            let mut value = ir[shift].results[0];
            let casts = match &ty {
                Type::Int { width, .. } if *width != 32 => vec![(OpKind::ArithTrunci, ty.clone())],
                Type::Float("bf16") => vec![
                    (OpKind::ArithTrunci, IntType::int(16).ty()),
                    (OpKind::ArithBitcast, ty.clone()),
                ],
                _ => Vec::new(),
            };
            for (kind, to) in casts {
                value = cast(ir, at, span, kind, value, to);
            }
            let scope = ir.parent_op(op).unwrap_or(ir.top);
            let scope = ir
                .ancestor(scope, |n| n == OpKind::Core.name())
                .unwrap_or(scope);
            ir.replace_uses_in(scope, result, value);
            ir.erase(op);
        }
    }
}

/// `value` cast to `to` by `arith.trunci` or `arith.bitcast` (`kind`) at `at`.
fn cast(ir: &mut Ir, at: At, span: Span, kind: OpKind, value: ValueId, to: Type) -> ValueId {
    let op = match kind {
        OpKind::ArithTrunci => ArithTrunci::build(ir, span)
            .operand(value)
            .result(to)
            .insert(at)
            .op(),
        _ => ArithBitcast::build(ir, span)
            .operand(value)
            .result(to)
            .insert(at)
            .op(),
    };
    ir[op].results[0]
}

/// `memref<N x i32>`.
fn words(n: u64) -> Type {
    Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(Type::I32),
        layout: None,
        space: None,
    }
}

/// `arith.constant` of `value : ty` at `at`.
fn constant(ir: &mut Ir, at: At, span: Span, value: Attr, ty: Type) -> ValueId {
    let op = ArithConstant::build(ir, span)
        .value(value)
        .result(ty)
        .insert(at)
        .op();
    ir[op].results[0]
}

/// The parameter file (mlir-aie's `params.txt`), after this pass: the
/// count, then per parameter `<name> <state_table_idx> <type> <kind> <min>
/// <max>` (`- -` for a parameter no DMA bounds).
pub fn params_file(ir: &Ir) -> String {
    let params = parameters(ir);
    let mut out = format!("{}\n", params.len());
    for p in &params {
        let kind = match p.kind(ir) {
            Some(ScratchpadParameterKind::Addr) => "addr",
            _ => "core",
        };
        let bounds = match (p.min_value(ir), p.max_value(ir)) {
            (Some(lo), Some(hi)) => format!("{lo} {hi}"),
            _ => "- -".to_string(),
        };
        out.push_str(&format!(
            "{} {} {} {kind} {bounds}\n",
            p.sym_name(ir),
            p.state_table_idx(ir).unwrap_or_default(),
            p.type_attr(ir)
        ));
    }
    out
}

/// Writes [`params_file`] to `path` (none when empty).
fn write_params(ir: &Ir, path: &str) -> Res<()> {
    if path.is_empty() {
        return Ok(());
    }
    std::fs::write(path, params_file(ir)).map_err(|e| {
        Diagnostic::error(
            ir[ir.top].span,
            format!("failed to open params output file '{path}': {e}"),
        )
        .with_help(
            "give --aie-lower-scratchpad-parameters=\"output-params-file=PATH\" a writable path",
        )
    })
}
