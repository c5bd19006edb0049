//! Runtime-sequence lowering (aie-runtime-sequence.md §2): BD chains into
//! DMA tasks, BD ids, tasks and `dma_memcpy_nd` into NPU register writes,
//! and the NPU instruction stream as text.

mod arith;
pub(crate) mod bd_chains;
pub(crate) mod bd_ids;
pub(crate) mod bd_pool;
pub mod binary;
pub(crate) mod buffer_clear;
pub(crate) mod decompose;
pub(crate) mod dma_tasks;
pub(crate) mod dma_to_npu;
mod dynamic_bd;
pub mod locmap;
pub(crate) mod lower_dynamic_bd_pool;
pub(crate) mod lower_set_lock;
pub(crate) mod materialize;
pub(crate) mod queue_depth;
pub(crate) mod reserve_bd_ids;
pub(crate) mod reset;
pub(crate) mod resolve_patches;
pub mod scratchpad;
pub(crate) mod split_repeats;
mod strides;
pub(crate) mod substitute_shim_dma_allocations;
pub(crate) mod task_split;
pub mod to_cpp;
pub(crate) mod to_emitc;
pub mod txn;
pub(crate) mod unroll_loops;
pub(crate) mod verify_rearm;
pub(crate) mod writebd;

use crate::netlist::{self, Dev};
use aie_target::device::{Device, TileKind};
use aie_target::regs::Dir;
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{BlockId, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::{
    ArithConstant, DmaBd, DmaBdPoolPop, DmaBdPoolPush, DmaConfigureTask, DmaConfigureTaskFor,
    MemrefSubview, NpuAddressPatch, NpuMaskwrite32, NpuReadReg, NpuRequire, NpuWrite32,
    ShimDmaAllocation,
};
use dialect::ops::{operand_group, set_operand_group, DYNAMIC};
use dialect::{Diagnostic, Ir};

/// A DMA channel: tile, direction and channel number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Channel {
    pub col: i64,
    pub row: i64,
    pub dir: Dir,
    pub index: i64,
}

impl Channel {
    /// The `aie.dma_channel_dir` case of the direction.
    pub fn dir_case(&self) -> DmaChannelDir {
        DmaChannelDir::of(self.dir)
    }
}

/// The channel and packet info (type, id) of the `aie.shim_dma_allocation`
/// named `sym`.
pub(crate) fn allocation(ir: &Ir, dev: &Dev, sym: &str) -> Option<(Channel, Option<(u64, u64)>)> {
    let alloc = ir
        .views::<ShimDmaAllocation>(dev.ops(ir))
        .find(|a| a.sym_name(ir) == sym)?;
    allocation_of(ir, alloc)
}

/// The channel and packet info of `alloc`.
pub(crate) fn allocation_of(
    ir: &Ir,
    alloc: ShimDmaAllocation,
) -> Option<(Channel, Option<(u64, u64)>)> {
    let (col, row) = netlist::tile_of(ir, alloc.op())?;
    let channel = Channel {
        col,
        row,
        dir: alloc.channel_dir(ir).dir(),
        index: alloc.channel_index(ir),
    };
    Some((channel, alloc.packet(ir)))
}

/// Every value an op nested in `root` (or `root`) takes as an operand.
pub(crate) fn used_values(ir: &Ir, root: OpId) -> std::collections::HashSet<ValueId> {
    ir.walk(root)
        .into_iter()
        .flat_map(|o| ir[o].operands.iter().copied())
        .collect()
}

/// The runtime sequences of a device.
pub(crate) fn sequences(ir: &Ir, dev: &Dev) -> Vec<OpId> {
    dev.ops(ir)
        .filter(|&o| ir.is(o, OpKind::RuntimeSequence))
        .collect()
}

/// The body block of a runtime sequence.
pub(crate) fn body(ir: &Ir, seq: OpId) -> Option<BlockId> {
    ir.entry_block(seq, 0)
}

/// The tile kind at `(col, row)`.
pub(crate) fn kind(model: &Device, (col, row): (i64, i64)) -> Option<TileKind> {
    model.tile_kind(col, row)
}

/// Array address of tile-local `offset` in tile `(col, row)`.
pub(crate) fn absolute(model: &Device, (col, row): (i64, i64), offset: u32) -> u64 {
    model
        .arch
        .tile_address(col as u32, row as u32, offset & 0xF_FFFF)
}

/// The size in bytes of the sequence `seq`'s `arg_idx`-th memref argument,
/// where its type gives it.
pub(crate) fn host_arg_bytes(ir: &Ir, seq: OpId, arg_idx: usize) -> Option<u64> {
    let args = &ir[body(ir, seq)?].args;
    let arg = args
        .iter()
        .filter(|&&a| ir.type_of(a).is_memref())
        .nth(arg_idx)?;
    ir.type_of(*arg).memref_bytes()
}

/// The host buffer of the sequence argument `v` is, or that a chain of
/// `memref.cast`s, `memref.reinterpret_cast`s of unit-stride memrefs, static
/// unit-stride `memref.subview`s and `memref.view`s with a constant byte
/// shift and no dynamic sizes reaches (mlir-aie's
/// `traceSubviewToBlockArgument`: a reinterpret_cast passes its source
/// through, its own offset is not added): its host index, and the byte
/// offset the subviews and views add. The host index counts memref
/// arguments only (mlir-aie's `getHostBufferArgIndex`): the host passes one
/// buffer per memref argument, scalars travel in the instruction stream.
pub(crate) fn host_arg(ir: &Ir, seq: OpId, v: ValueId) -> Option<(usize, i64)> {
    let args = &ir[body(ir, seq)?].args;
    let mut offset = 0i64;
    let mut cur = v;
    // Each step goes to an operand of the op defining the current value.
    for _ in 0..=ir.num_ops() {
        if let Some(i) = args.iter().position(|&a| a == cur) {
            let memref = |&&a: &&ValueId| ir.type_of(a).is_memref();
            return ir
                .type_of(cur)
                .is_memref()
                .then(|| (args[..i].iter().filter(memref).count(), offset));
        }
        let def = ir.defining_op(cur)?;
        let source = *ir[def].operands.first()?;
        match ir.kind(def)? {
            OpKind::MemrefCast => {}
            OpKind::MemrefReinterpretCast if unit_strides(ir.type_of(source)) => {}
            OpKind::MemrefSubview => {
                offset = offset.checked_add(subview_bytes(ir, MemrefSubview::wrap(def))?)?;
            }
            OpKind::MemrefView if ir[def].operands.len() == 2 => {
                offset = offset.checked_add(constant_index(ir, ir[def].operands[1])?)?;
            }
            _ => return None,
        }
        cur = source;
    }
    None
}

/// A warning when `op`, a transfer of `memref` reaching element `last`,
/// reads or writes past the elements the type of runtime argument `memref`
/// of `seq` declares. Hardware reads whatever host memory is there, and
/// upstream designs rely on host buffers larger than the type, so this is
/// not an error.
pub(crate) fn past_argument(
    ir: &Ir,
    seq: OpId,
    op: OpId,
    memref: ValueId,
    last: i128,
) -> Option<Diagnostic> {
    let is_arg = body(ir, seq).is_some_and(|b| ir[b].args.contains(&memref));
    let ty = ir.type_of(memref);
    let elems = ty
        .static_shape()?
        .iter()
        .try_fold(1i128, |a, &d| a.checked_mul(i128::from(d)))?;
    (is_arg && last >= elems).then(|| {
        netlist::op_error(
            ir,
            op,
            format!(
                "the transfer reaches element {last} of an argument of {elems} elements ({ty})"
            ),
        )
        .with_severity(dialect::Severity::Warning)
        .with_help("the host buffer must be larger than the argument's type says")
    })
}

/// The value of an integer `arith.constant`.
fn constant_index(ir: &Ir, v: ValueId) -> Option<i64> {
    let c = ir.view::<ArithConstant>(ir.defining_op(v)?)?;
    i64::try_from(c.value(ir).as_int()?).ok()
}

/// Whether a memref's strided layout, if it has one, has only unit strides.
fn unit_strides(ty: &Type) -> bool {
    match ty {
        Type::MemRef { layout: None, .. } => true,
        _ => ty
            .strides_and_offset()
            .is_some_and(|(s, _)| s.iter().all(|&x| x == Some(1))),
    }
}

/// The bytes a static subview with unit strides moves its base by: the
/// difference of the offsets of its result and source layouts.
fn subview_bytes(ir: &Ir, sv: MemrefSubview) -> Option<i64> {
    let lists = [
        sv.static_offsets(ir),
        sv.static_sizes(ir),
        sv.static_strides(ir),
    ];
    if lists.iter().flatten().any(|&x| x == DYNAMIC)
        || sv.static_strides(ir).iter().any(|&s| s != 1)
    {
        return None;
    }
    let o = &ir[sv.op()];
    let (src, res) = (
        ir.type_of(*o.operands.first()?),
        ir.type_of(*o.results.first()?),
    );
    let bits = elem_bits(src).filter(|b| b % 8 == 0)?;
    let (_, Some(from)) = src.strides_and_offset()? else {
        return None;
    };
    let (_, Some(to)) = res.strides_and_offset()? else {
        return None;
    };
    to.checked_sub(from)?.checked_mul(bits / 8)
}

/// Bits of a memref's element type.
pub(crate) fn elem_bits(ty: &Type) -> Option<i64> {
    ty.element()?
        .bit_width()
        .and_then(|w| i64::try_from(w).ok())
}

/// The operand groups of a `dma_configure_task` after its tile: the
/// run-time repeat count and BD id.
const TASK_REPEAT: usize = 1;
const TASK_BD_ID: usize = 2;

/// The run-time repeat count of `task`, if it has one.
pub(crate) fn task_repeat(ir: &Ir, task: DmaConfigureTask) -> Option<ValueId> {
    operand_group(ir, task.op(), TASK_REPEAT).first().copied()
}

/// The BD id operand of `task` (the id of its first BD), if it has one.
pub(crate) fn task_bd_id(ir: &Ir, task: DmaConfigureTask) -> Option<ValueId> {
    operand_group(ir, task.op(), TASK_BD_ID).first().copied()
}

/// Makes `v` the BD id operand of `task`.
pub(crate) fn set_task_bd_id(ir: &mut Ir, task: DmaConfigureTask, v: ValueId) {
    set_operand_group(ir, task.op(), TASK_BD_ID, &[v]);
}

/// The first `aie.dma_bd` of `task` (the one its queue push starts).
pub(crate) fn first_bd(ir: &Ir, task: DmaConfigureTask) -> Option<DmaBd> {
    dialect::ops::access::task_first_bd(ir, task.op()).map(DmaBd::wrap)
}

/// Gives the first BD of `task` the `bd_id` its BD id operand holds, when
/// that is a constant (the operand stays), and a later BD of its chain the
/// one its `bd_id_val` holds (which it then drops); the static BD-id
/// assignment and task lowering then treat them as BD ids the user gave.
pub(crate) fn pin_task_bd_id(
    ir: &mut Ir,
    dev: &Dev,
    task: DmaConfigureTask,
) -> Result<(), Diagnostic> {
    let later: Vec<(DmaBd, i128)> = (bd_ids::task_bds(ir, task.op()).into_iter())
        .filter_map(|bd| {
            let v = dialect::ops::access::dma_bd_id_value(ir, bd.op())?;
            Some((bd, crate::canonicalize::fold::int_value(ir, v, false)?))
        })
        .collect();
    for (bd, id) in later {
        usable_id(ir, dev, task, id)?;
        ir[bd.op()].operands.pop();
        bd.set_bd_id(ir, id as i64);
    }
    let Some(id) =
        task_bd_id(ir, task).and_then(|v| crate::canonicalize::fold::int_value(ir, v, false))
    else {
        return Ok(());
    };
    let Some(bd) = first_bd(ir, task) else {
        return Ok(());
    };
    usable_id(ir, dev, task, id)?;
    match bd.bd_id(ir) {
        Some(pinned) if i128::from(pinned) != id => Err(netlist::op_error(
            ir,
            bd.op(),
            format!("has bd_id = {pinned}, but its task's bd_id operand is {id}"),
        )
        .with_note(Some(ir[task.op()].span), "the task is configured here")
        .with_help(
            "give the BD's id once: in the task's bd_id operand or in the BD's bd_id attribute",
        )),
        _ => {
            bd.set_bd_id(ir, id as i64);
            Ok(())
        }
    }
}

/// `id` is a BD id the channel of `task` can use.
fn usable_id(ir: &Ir, dev: &Dev, task: DmaConfigureTask, id: i128) -> Result<(), Diagnostic> {
    let tile = netlist::tile_of(ir, task.op()).unwrap_or_default();
    let channel = task.channel(ir) as u32;
    let range = dev
        .kind(tile)
        .map_or(0..0, |k| dev.model.bd_range(k, channel));
    if (i128::from(range.start)..i128::from(range.end)).contains(&id) {
        return Ok(());
    }
    let place = format!("channel {channel} of {}", netlist::tile_text(tile));
    Err(netlist::op_error(ir, task.op(), format!("bd_id {id} is not a BD {place} can use"))
        .with_help(format!("{place} uses BD ids {} to {} (an id popped from the BD pool is the tile's lowest free one)", range.start, i64::from(range.end) - 1)))
}

/// Rejects the first op of `seq` holding a value known only at run time
/// where NPU instructions and CERT control code need a constant: every field
/// but the value of a `write32` or `maskwrite32` (which CERT computes, and
/// the instruction stream's writer rejects itself) and those of a
/// `maskpoll` (which each lowering rejects in mlir-aie's words), and a patch's register
/// held as an `addr` operand at all (--aie-dma-to-npu makes a constant one
/// the attribute).
pub(crate) fn constant_fields(ir: &Ir, seq: OpId) -> Result<(), Diagnostic> {
    for op in ir.walk(seq) {
        if let Some(p) = ir
            .view::<NpuAddressPatch>(op)
            .filter(|p| p.global(ir).is_none())
        {
            patch_index(ir, p)?;
        }
        let register = ir
            .view::<NpuAddressPatch>(op)
            .and_then(|p| patch_register(ir, p));
        if register.is_some_and(|v| crate::canonicalize::fold::int_value(ir, v, true).is_some()) {
            return Err(netlist::op_error(
                ir,
                op,
                "takes the register it patches as an addr operand",
            )
            .with_help(
                "run --aie-dma-to-npu first: it makes a constant addr operand the addr attribute",
            ));
        }
        if ir.is(op, OpKind::NpuMaskpoll) {
            // Each lowering says in its own words that a poll takes constants.
            continue;
        }
        let computed = ir
            .view::<NpuWrite32>(op)
            .and_then(|w| w.value_operand(ir))
            .or_else(|| ir.view::<NpuMaskwrite32>(op)?.value_operand(ir));
        let fields = runtime_fields(ir, op);
        if let Some((name, _)) = fields.into_iter().find(|&(_, v)| Some(v) != computed) {
            return Err(netlist::op_error(ir, op, format!("'{name}' is known only at run time here"))
                .with_help(format!("NPU instructions and CERT control code take constants (CERT computes only the values of write32 and maskwrite32 when the sequence runs): emit the NPU instruction stream as a C++ generator with --aie-npu-to-cpp; the default pipeline (--emit=ctrl-elf) makes the BD ids of aiex.dma_bd_pool_pop constants (--aie-resolve-bd-pool) where the sequence's control flow is static: {}", crate::npu::to_cpp::ONE_COMMAND)));
        }
    }
    Ok(())
}

/// The `addr` operand of patch `p` (the register it patches), if it has one.
pub(crate) fn patch_register(ir: &Ir, p: NpuAddressPatch) -> Option<ValueId> {
    dialect::ops::access::patch_operands(ir, p.op()).0
}

/// The host buffer index of patch `p`, which the translations need: an
/// error when it still names its buffer by value.
pub(crate) fn patch_index(ir: &Ir, p: NpuAddressPatch) -> Result<i64, Diagnostic> {
    p.arg_idx(ir).ok_or_else(|| {
        netlist::op_error(ir, p.op(), "names its host buffer by value, not by index")
            .with_help("run --aie-resolve-address-patch-buffers (or --aie-dma-to-npu, which resolves them too) first")
    })
}

/// The fields of `op` known only at run time, by name: scalar fields held
/// by values that are not constants, an address patch's register, and the
/// address of a blockwrite of values (whose words CERT computes).
pub(crate) fn runtime_fields(ir: &Ir, op: OpId) -> Vec<(&'static str, ValueId)> {
    let mut fields = dialect::ops::access::runtime_scalars(ir, op);
    if ir.is(op, OpKind::NpuBlockwriteValues) {
        let address = ir[op].operands.first().copied();
        if let Some(a) =
            address.filter(|&a| crate::canonicalize::fold::int_value(ir, a, true).is_none())
        {
            fields.push(("address", a));
        }
    }
    if let Some(v) = ir
        .view::<NpuAddressPatch>(op)
        .and_then(|p| patch_register(ir, p))
    {
        fields.push(("addr", v));
    }
    fields
}

/// [`constant_fields`] of every runtime sequence of the module.
pub(crate) fn constant_sequences(ir: &Ir) -> Result<(), Diagnostic> {
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            constant_fields(ir, seq)?;
        }
    }
    Ok(())
}

/// `aiex.npu.require` in a stream of constants (the NPU instructions, CERT
/// control code): nothing where its condition holds; an error where it is
/// known to fail (as a static specialization of mlir-aie's Python raises
/// its `ValueError`), or where it is known only at run time.
pub(crate) fn require_holds(ir: &Ir, r: NpuRequire) -> Result<(), Diagnostic> {
    let op = r.op();
    let cond = ir[op].operands.first().copied();
    match cond.and_then(|c| crate::canonicalize::fold::int_value(ir, c, true)) {
        Some(0) => Err(Diagnostic::op_error(
            ir[op].span,
            ir[op].name(),
            format!(
                "shape constraint is violated at compile time: {}",
                r.message(ir)
            ),
        )
        .with_help("the sequence's constants break the constraint: change them, or drop the sequence")),
        Some(_) => Ok(()),
        None => Err(Diagnostic::op_error(
            ir[op].span,
            ir[op].name(),
            "the condition is known only at run time; a stream of constants cannot refuse a dispatch",
        )
        .with_help(format!("emit a C++ generator (--aie-npu-to-cpp), which refuses the dispatch where the condition fails: {}", to_cpp::ONE_COMMAND))),
    }
}

/// What a BD pool op (`dma_bd_pool_pop` or `_push`) draws on: its tile, and
/// the ids it names, a channel's or a partition `[lo, hi)` (else the
/// tile's whole table).
pub(crate) struct PoolDraw {
    pub tile: (i64, i64),
    channel: Option<i64>,
    partition: Option<(i64, i64)>,
}

impl PoolDraw {
    /// The draw of `op`, if it is a pop or a push.
    pub fn of(ir: &Ir, op: OpId) -> Option<PoolDraw> {
        if let Some(p) = ir.view::<DmaBdPoolPop>(op) {
            return Some(PoolDraw {
                tile: (p.column(ir), p.row(ir)),
                channel: p.channel(ir),
                partition: p.partition_lo(ir).zip(p.partition_hi(ir)),
            });
        }
        let p = ir.view::<DmaBdPoolPush>(op)?;
        Some(PoolDraw {
            tile: (p.column(ir), p.row(ir)),
            channel: p.channel(ir),
            partition: p.partition_lo(ir).zip(p.partition_hi(ir)),
        })
    }

    /// The ids drawn on, of a tile of `kind` (a partition is within the
    /// tile's table: the verifier's rule).
    pub fn ids(&self, dev: &Dev, kind: TileKind) -> std::ops::Range<u32> {
        let count = dev.model.num_bds(kind);
        match (self.partition, self.channel) {
            (Some((lo, hi)), _) => {
                lo.clamp(0, i64::from(count)) as u32..hi.clamp(0, i64::from(count)) as u32
            }
            (None, Some(c)) => dev.model.bd_range(kind, u32::try_from(c).unwrap_or(0)),
            (None, None) => 0..count,
        }
    }

    /// Whether it names part of the table (a channel, or a partition other
    /// than the whole table): such draws have a pool per range.
    pub fn names_part(&self, ids: &std::ops::Range<u32>, count: u32) -> bool {
        self.channel.is_some() || (self.partition.is_some() && *ids != (0..count))
    }
}

/// The array address of the register `read` reads: its tile's base and its
/// offset.
pub(crate) fn read_reg_address(ir: &Ir, dev: &Dev, read: NpuReadReg) -> u64 {
    let tile = netlist::tile_of(ir, read.op()).unwrap_or_default();
    absolute(dev.model, tile, crate::words::low32(read.offset(ir)))
}

/// The repeat count of task `task` (`aiex.dma_configure_task(_for)`): its
/// attribute, or its run-time operand when that folds to a constant;
/// `Some(None)` when it is known only at run time, `None` for no task.
pub(crate) fn configured_repeat(ir: &Ir, task: OpId) -> Option<Option<i64>> {
    let (attr, value) = match ir.view::<DmaConfigureTaskFor>(task) {
        Some(t) => (t.repeat_count(ir), ir[task].operands.first().copied()),
        None => {
            let t = ir.view::<DmaConfigureTask>(task)?;
            (t.repeat_count(ir), task_repeat(ir, t))
        }
    };
    Some(match value {
        Some(v) => {
            crate::canonicalize::fold::int_value(ir, v, false).and_then(|c| i64::try_from(c).ok())
        }
        None => Some(attr),
    })
}
