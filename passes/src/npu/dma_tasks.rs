//! `--aie-dma-tasks-to-npu` (aie-runtime-sequence.md §2.5): DMA tasks of a
//! runtime sequence become NPU ops: each BD block of a `dma_configure_task`
//! an `npu.writebd` plus its address (host-argument patch or buffer address
//! write), `dma_start_task` a queue push, `dma_await_task` a `sync`. A task
//! whose BD id is drawn from the pool at run time (`bd_id %pop`) has its BD
//! written word by word at the address the id gives, as mlir-aie does.

use super::arith::Arith;
use super::dma_to_npu::{build_push_queue, build_sync, encode_bd};
use super::dynamic_bd::{self, Entry, Ops, Walk};
use super::strides::{hardware, is_contiguous, is_linear};
use super::writebd::{build_writebd, BdField};
use super::{
    absolute, elem_bits, host_arg, kind, pin_task_bd_id, queue_depth, sequences, task_bd_id,
    task_repeat, Channel,
};
use crate::canonicalize::fold::int_value;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::device::{Arch, TileKind};
use aie_target::regs::{self, Dir};
use dialect::ir::cases::{LockAction, StateTableFunc};
use dialect::ir::{At, BlockId, OpId, OpKind, ValueDef, ValueId, View};
use dialect::ops::views::{
    Buffer, DmaBd, DmaBdPacket, DmaConfigureTask, DmaStartTask, Lock, NpuAddressPatch,
    NpuDmaMemcpyNd, NpuMaskwrite32, NpuUpdateFromScratchpad, NpuWrite32, UseLock,
};
use dialect::ops::{access, IntOrValue, DYNAMIC_DIM};
use dialect::verify::length_parameter::{self, place_runtime_length_dimension};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-dma-tasks-to-npu",
    name: "AIEDMATasksToNPU",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Lower dma_configure_task, dma_start_task and dma_await_task of runtime sequences to NPU instructions",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let tasks = ir.may_contain(OpKind::DmaConfigureTask);
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            if let Some(d) = unplaced_task(ir, seq) {
                out.push(d);
                return out;
            }
            out.extend(
                ir.walk_views::<DmaBd>(seq)
                    .filter_map(|bd| past_argument(ir, seq, bd)),
            );
            if let Err(d) = lower(ir, &dev, seq) {
                out.push(d);
                return out;
            }
            if tasks {
                erase_unused_constants(ir, seq);
            }
        }
    }
    out
}

/// Erases the `arith.constant`s of `seq` nothing uses any more (the tasks'
/// offsets, lengths and ids), as MLIR's rewriter drops dead ops.
fn erase_unused_constants(ir: &mut Ir, seq: OpId) {
    let ops = ir.walk(seq);
    let used: HashSet<ValueId> = ops
        .iter()
        .flat_map(|&o| ir[o].operands.iter().copied())
        .collect();
    let dead: Vec<OpId> = ops
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::ArithConstant) && !used.contains(&ir[o].results[0]))
        .collect();
    ir.erase_all(&dead);
}

/// The error at the first task of `seq` on a logical tile: its registers'
/// addresses need the tile's position.
fn unplaced_task(ir: &Ir, seq: OpId) -> Option<Diagnostic> {
    let task = ir.walk_views::<DmaConfigureTask>(seq).find(|t| {
        let tile = ir[t.op()].operands.first().and_then(|&v| ir.defining_op(v));
        tile.is_some_and(|op| ir.is(op, OpKind::LogicalTile))
    })?;
    Some(
        Diagnostic::error(
            ir[task.op()].span,
            "Cannot lower a DMA task whose tile is not placed; run placement first.",
        )
        .with_help("run --aie-place-tiles first (the default pipeline, aie-sim and aiecc do)"),
    )
}

/// The warning of a task BD on a runtime argument that reaches past the
/// argument's type: its offset plus Σ (size − 1) × stride, or its length.
fn past_argument(ir: &Ir, seq: OpId, bd: DmaBd) -> Option<Diagnostic> {
    // How far values known only at run time reach is not known.
    if is_run_time(ir, bd) {
        return None;
    }
    let dims = bd.dimensions(ir).unwrap_or_default();
    let reach: i128 = match dims.is_empty() {
        true => i128::from(bd.len(ir)?.int()?) - 1,
        false => dims
            .iter()
            .map(|&(s, t)| i128::from(s).saturating_sub(1) * i128::from(t))
            .sum(),
    };
    let last = i128::from(bd.offset(ir).int()?) + reach;
    super::past_argument(ir, seq, bd.op(), ir[bd.op()].operands[0], last)
}

/// The channel a `dma_configure_task` programs.
fn channel(ir: &Ir, task: DmaConfigureTask) -> Channel {
    let (col, row) = netlist::tile_of(ir, task.op()).unwrap_or_default();
    Channel {
        col,
        row,
        dir: task.direction(ir).dir(),
        index: task.channel(ir),
    }
}

/// The `dma_configure_task` a start/await op refers to; with `carried`, also
/// through run-time control flow that carries the task (an `scf.for`
/// iteration argument or result, an `scf.if` result): a configure it may
/// come from (mlir-aie's `resolveConfigureThroughCF`; each programs the
/// same channel).
fn task_of(ir: &Ir, op: OpId, carried: bool) -> Res<DmaConfigureTask> {
    let mut todo: Vec<ValueId> = ir[op].operands.first().copied().into_iter().collect();
    let mut seen = HashSet::new();
    while let Some(v) = todo.pop() {
        if !seen.insert(v) {
            continue;
        }
        if let Some(task) = ir
            .defining_op(v)
            .and_then(|t| ir.view::<DmaConfigureTask>(t))
        {
            return Ok(task);
        }
        if carried {
            todo.extend(carried_sources(ir, v));
        }
    }
    Err(err(
        ir,
        op,
        "does not reference a valid configure_task operation.",
    ))
}

/// The values an `scf.for` or `scf.if` may give `v` (one of its results, or
/// a loop's iteration argument): a loop's initial value and yield, each
/// branch's yield.
pub(crate) fn carried_sources(ir: &Ir, v: ValueId) -> Vec<ValueId> {
    let (op, k) = match ir[v].def {
        ValueDef::Result(op, k) => (op, k as usize),
        ValueDef::BlockArg(block, k) if k > 0 => (ir.block_owner(block), k as usize - 1),
        ValueDef::BlockArg(..) => return Vec::new(),
    };
    let mut sources = Vec::new();
    if ir.is(op, OpKind::ScfFor) {
        sources.extend(ir[op].operands.get(3 + k));
    }
    if ir.is(op, OpKind::ScfFor) || ir.is(op, OpKind::ScfIf) {
        for block in (0..ir[op].regions().len()).filter_map(|i| ir.entry_block(op, i)) {
            let yielded = ir.last_op(block).filter(|&y| ir.is(y, OpKind::ScfYield));
            sources.extend(yielded.and_then(|y| ir[y].operands.get(k)));
        }
    }
    sources
}

/// Drops the values `scf.for` and `scf.if` carry that nothing reads any
/// more (the tasks whose awaits became syncs), so that their configures are
/// left without uses (mlir-aie runs scf's canonicalization for this).
fn drop_dead_carries(ir: &mut Ir, seq: OpId) {
    loop {
        let flows: Vec<OpId> = ir
            .walk_for(seq, &[OpKind::ScfFor, OpKind::ScfIf])
            .into_iter()
            .filter(|&o| ir.is(o, OpKind::ScfFor) || ir.is(o, OpKind::ScfIf))
            .collect();
        if flows.is_empty() {
            return;
        }
        let used = crate::npu::used_values(ir, seq);
        let dead = flows.into_iter().find_map(|op| {
            let k = (0..ir[op].results.len()).find(|&k| dead_carry(ir, op, k, &used))?;
            Some((op, k))
        });
        let Some((op, k)) = dead else {
            return;
        };
        drop_carry(ir, op, k);
    }
}

/// The yields of the regions of `op`.
fn yields(ir: &Ir, op: OpId) -> Vec<OpId> {
    (0..ir[op].regions().len())
        .filter_map(|i| ir.entry_block(op, i))
        .filter_map(|b| ir.last_op(b).filter(|&y| ir.is(y, OpKind::ScfYield)))
        .collect()
}

/// Whether result `k` of `op` is read by nothing (`used`: every operand),
/// and for a loop its iteration argument only by the yield at `k`.
fn dead_carry(ir: &Ir, op: OpId, k: usize, used: &HashSet<ValueId>) -> bool {
    if used.contains(&ir[op].results[k]) {
        return false;
    }
    if !ir.is(op, OpKind::ScfFor) {
        return true;
    }
    let Some(arg) = ir
        .entry_block(op, 0)
        .and_then(|b| ir[b].args.get(k + 1).copied())
    else {
        return false;
    };
    let readers: Vec<OpId> = (ir.walk(op).into_iter())
        .filter(|&o| ir[o].operands.contains(&arg))
        .collect();
    // Read by nothing, or only passed on to the next iteration.
    match readers[..] {
        [] => true,
        [y] => {
            let only_k = |(i, &v): (usize, &ValueId)| (v == arg) == (i == k);
            yields(ir, op).contains(&y) && ir[y].operands.iter().enumerate().all(only_k)
        }
        _ => false,
    }
}

/// Removes carried value `k` of `op`: result, yielded values, and for a
/// loop its initial value and iteration argument.
fn drop_carry(ir: &mut Ir, op: OpId, k: usize) {
    for y in yields(ir, op) {
        if k < ir[y].operands.len() {
            ir[y].operands.remove(k);
        }
    }
    if ir.is(op, OpKind::ScfFor) {
        ir[op].operands.remove(3 + k);
        if let Some(body) = ir.entry_block(op, 0) {
            ir.remove_block_arg(body, k + 1);
        }
    }
    ir.remove_result(op, k);
}

/// The BD id operand of `task` if it is known only at run time: a
/// `dma_bd_pool_pop` (or `arith` of one); another run-time value is an error.
fn runtime_id(ir: &Ir, task: DmaConfigureTask) -> Res<Option<ValueId>> {
    let Some(v) = task_bd_id(ir, task).filter(|&v| int_value(ir, v, false).is_none()) else {
        return Ok(None);
    };
    drawn_from_pool(ir, task.op(), v).map(Some)
}

/// The run-time BD id `v` of `op` (a task or a BD of its chain), which must
/// be a `dma_bd_pool_pop` (or `arith` of one).
fn drawn_from_pool(ir: &Ir, op: OpId, v: ValueId) -> Res<ValueId> {
    if !access::from_pool(ir, v) {
        return Err(err(ir, op, "has a bd_id known only at run time that is not drawn from the BD pool")
            .with_help("give a constant bd_id, or one an aiex.dma_bd_pool_pop of this sequence returns (ids carried through run-time loops and sequence arguments are not lowered)"));
    }
    Ok(v)
}

/// `dma_start_task` → a queue push of the task's first BD (its run-time id,
/// if it has one) with the start's repeat count, else the task's (a run-time
/// one as the push's operand).
fn start(ir: &mut Ir, dev: &Dev, op: OpId, task: DmaConfigureTask) -> Res<()> {
    let ch = channel(ir, task);
    let runtime = runtime_id(ir, task)?;
    let first = blocks(ir, task).into_iter().find_map(|b| bd_of(ir, b));
    let Some(bd_id) = first.and_then(|bd| bd.bd_id(ir)).or(runtime.map(|_| 0)) else {
        return Err(err(ir, op, "First buffer descriptor in chain has not been assigned an ID").with_note(
            first.map(|bd| ir[bd.op()].span),
            "Run the `aie-assign-runtime-buffer-descriptor-ids` pass first or manually assign an ID.",
        ));
    };
    // A start may run the task a number of times of its own, and push it
    // without its token (mlir-aie's `repeat_count` and `no_token` on starts).
    let start = DmaStartTask::wrap(op);
    let token = task.issue_token(ir) && !start.no_token(ir);
    let repeat = start.repeat_count(ir).unwrap_or(task.repeat_count(ir));
    let span = ir[op].span;
    // An out-of-order channel (mlir-aie's task form since August 2026): armed
    // before the push, which runs `repeat` + 1 packets, each into the BD its
    // header names (the queue's start BD is not used: 0), with no token.
    let ooo = task.out_of_order(ir);
    if ooo {
        arm_out_of_order(ir, dev, At::Before(op), span, &ch)?;
    }
    let bd_id = if ooo { 0 } else { bd_id };
    let push = build_push_queue(ir, At::Before(op), span, &ch, token && !ooo, repeat, bd_id);
    if queue_depth::diagnosed(ir, op) {
        queue_depth::mark_diagnosed(ir, push.op());
    }
    if let Some(v) = runtime.filter(|_| !ooo) {
        push.set_bd_id_operand(ir, v);
    }
    let own = ir[op].operands.get(1).copied();
    let task_value = || task_repeat(ir, task).filter(|_| start.repeat_count(ir).is_none());
    if let Some(r) = own.or_else(task_value) {
        match int_value(ir, r, false) {
            Some(c) => push.set_repeat_count(ir, c as i64),
            None => push.set_repeat_count_operand(ir, r),
        }
    }
    Ok(())
}

fn lower(ir: &mut Ir, dev: &Dev, seq: OpId) -> Res<()> {
    let mut hoisted = Vec::new();
    let mut dynamic = false;
    for task in ir.walk_views::<DmaConfigureTask>(seq).collect::<Vec<_>>() {
        hoisted.extend(hoist_scalars(ir, task));
        pin_task_bd_id(ir, dev, task)?;
    }
    for op in ir.walk_for(seq, &[OpKind::DmaStartTask, OpKind::DmaAwaitTask]) {
        let span = ir[op].span;
        match ir.kind(op) {
            Some(OpKind::DmaStartTask) => {
                let task = task_of(ir, op, false)?;
                start(ir, dev, op, task)?;
            }
            Some(OpKind::DmaAwaitTask) => {
                let task = task_of(ir, op, true)?;
                if !task.issue_token(ir) {
                    return Err(err(
                        ir,
                        op,
                        "Cannot wait on a BD that is not configured to issue a token.",
                    )
                    .with_note(
                        Some(ir[task.op()].span),
                        "Consider adding attribute `issue_token=true` here.",
                    ));
                }
                let ch = channel(ir, task);
                build_sync(ir, At::Before(op), span, &ch);
            }
            _ => continue,
        }
        ir.erase(op);
    }
    drop_dead_carries(ir, seq);
    let tasks: Vec<DmaConfigureTask> = ir.walk_views::<DmaConfigureTask>(seq).collect();
    let users = task_users(ir, seq, &tasks);
    for task in tasks {
        let op = task.op();
        let result = ir[op].results[0];
        // Lowering a task makes no use of a task; it may erase ops that did.
        let still =
            |&&o: &&OpId| std::iter::successors(Some(o), |&x| ir.parent_op(x)).any(|x| x == seq);
        if let Some(&user) = users.get(&result).and_then(|u| u.iter().find(still)) {
            return Err(err(ir, op, "Cannot lower while op still has uses.")
                .with_note(Some(ir[user].span), "used here"));
        }
        let ch = channel(ir, task);
        dynamic |= (blocks(ir, task).into_iter()).any(|b| holds_run_time(ir, b));
        match chain_start(ir, task)? {
            Some(first) => {
                dynamic = true;
                lower_runtime(ir, dev, seq, task, &ch, first)?
            }
            None => {
                for block in blocks(ir, task) {
                    if ir.is_empty_block(block) {
                        continue;
                    }
                    lower_block(ir, dev, seq, task, &ch, block)?;
                }
            }
        }
        ir.erase(op);
    }
    if !hoisted.is_empty() || dynamic {
        dynamic_bd::erase_dead_arith(ir, seq);
    }
    Ok(())
}

/// Moves the scalar ops of `task`'s BD blocks (`arith`, `cf.assert`, casts:
/// what a builder computes BD operands with where it is called) ahead of
/// the task, in their order (mlir-aie moves them out, as loop-invariant code
/// motion would), so that the BD's words and guards can use them; returns
/// them.
fn hoist_scalars(ir: &mut Ir, task: DmaConfigureTask) -> Vec<OpId> {
    let scalar = |ir: &Ir, o: OpId| {
        ir.kind(o).is_some_and(|k| {
            k.name().starts_with("arith.") || matches!(k, OpKind::CfAssert | OpKind::EmitcCast)
        })
    };
    let ops: Vec<OpId> = (blocks(ir, task).into_iter())
        .flat_map(|b| ir.ops_in(b).collect::<Vec<_>>())
        .filter(|&o| scalar(ir, o))
        .collect();
    for &o in &ops {
        ir.move_op(o, At::Before(task.op()));
    }
    ops
}

/// The ops of `seq` using the result of each of `tasks`, in walk order
/// (one walk for all the tasks).
fn task_users(ir: &Ir, seq: OpId, tasks: &[DmaConfigureTask]) -> HashMap<ValueId, Vec<OpId>> {
    let mut users: HashMap<ValueId, Vec<OpId>> = tasks
        .iter()
        .map(|t| (ir[t.op()].results[0], Vec::new()))
        .collect();
    if tasks.is_empty() {
        return users;
    }
    for o in ir.walk(seq) {
        for v in &ir[o].operands {
            if let Some(u) = users.get_mut(v) {
                if u.last() != Some(&o) {
                    u.push(o);
                }
            }
        }
    }
    users
}

fn blocks(ir: &Ir, task: DmaConfigureTask) -> Vec<BlockId> {
    ir[task.op()]
        .regions()
        .first()
        .map(|&r| ir[r].blocks.clone())
        .unwrap_or_default()
}

/// The one `aie.dma_bd` of a block, if there is one.
fn bd_of(ir: &Ir, block: BlockId) -> Option<DmaBd> {
    ir.views::<DmaBd>(ir.ops_in(block)).next()
}

fn lower_block(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    task: DmaConfigureTask,
    ch: &Channel,
    block: BlockId,
) -> Res<()> {
    let ops = ir.ops_in(block).collect::<Vec<_>>();
    let packet = task.packet(ir);
    let f = bd_block(ir, dev, ch, &ops, packet, true, task.out_of_order(ir))?;
    let bd = f.bd.op();
    let at = At::Before(task.op());
    let tile = (ch.col, ch.row);
    let tile_kind = kind(dev.model, tile);
    let span = ir[bd].span;
    let layout = bd_layout(ir, dev, bd, tile)?;
    let first = absolute(dev.model, tile, layout.address(f.bd_id as u32));
    let register = first + u64::from(layout.address_word_offset);
    if f.run_time.is_some() {
        constant_for_length(ir, bd)?;
        // The BD's words in one blockwrite, its run-time fields computed.
        let b = Arith { at, span };
        write_values(ir, dev, seq, b, ch, &f, Entry::Const(f.bd_id), None)?;
        offset_update(ir, at, bd, f.buffer, register);
        return Ok(());
    }
    let writebd = build_writebd(ir, at, span, &f.values);
    super::dma_to_npu::keep_compression(ir, f.bd, writebd);
    if let Some((arg_idx, sub)) = host_arg(ir, seq, f.buffer) {
        host_on_shim(ir, bd, tile_kind)?;
        let b = Arith { at, span };
        patch_host_address(
            ir,
            b,
            register as i64,
            arg_idx,
            Entry::Const(sub + f.offset),
        );
        offset_update(ir, b.at, bd, f.buffer, register);
        return length_update(ir, dev, b.at, bd, f.buffer, tile, first);
    }
    let addr =
        buffer_address(ir, bd, f.buffer)? + f.offset as u64 + window(ir, dev, tile, f.buffer);
    match tile_kind {
        Some(kind @ (TileKind::Core | TileKind::MemTile)) => {
            let b = Arith { at, span };
            let (register, bytes) = (Entry::Const(register as i64), Entry::Const(addr as i64));
            dynamic_bd::write_address(&mut Ops::wide(ir, b), kind, register, bytes)?;
        }
        _ => {
            NpuWrite32::build(ir, span)
                .address(register as i64)
                .value(addr as i64)
                .insert(at);
        }
    }
    offset_update(ir, at, bd, f.buffer, register);
    length_update(ir, dev, at, bd, f.buffer, tile, first)
}

/// The BD layout of `tile`, whose DMA moves `bd`.
fn bd_layout(ir: &Ir, dev: &Dev, bd: OpId, tile: (i64, i64)) -> Res<&'static regs::BdLayout> {
    kind(dev.model, tile)
        .and_then(regs::bd_layout)
        .ok_or_else(|| err(ir, bd, format!("{} has no DMA", netlist::tile_text(tile))))
}

/// Host memory is a shim NOC tile's to move.
fn host_on_shim(ir: &Ir, bd: OpId, kind: Option<TileKind>) -> Res<()> {
    if kind == Some(TileKind::ShimNoc) {
        return Ok(());
    }
    Err(err(
        ir,
        bd,
        "DDR memory (runtime input arguments) can only be referred to on shim tiles.",
    ))
}

/// Where the memory holding `buffer` starts in the addresses a runtime BD
/// of the mem tile `tile` writes: on AIE2p (npu2, as mlir-aie writes them)
/// the window of the tile's west neighbour, its own or its east
/// neighbour's (0, 0x80000, 0x100000); 0 elsewhere (AIE2's runtime BDs
/// address their own memory from 0).
fn window(ir: &Ir, dev: &Dev, tile: (i64, i64), buffer: ValueId) -> u64 {
    let mem_tile = kind(dev.model, tile) == Some(TileKind::MemTile);
    if !mem_tile || dev.model.arch != Arch::Aie2p {
        return 0;
    }
    let at = ir.defining_op(buffer).and_then(|b| netlist::tile_of(ir, b));
    let delta = at.map_or(0, |(col, _)| col - tile.0);
    regs::mem_tile_window(delta).map_or(0, u64::from)
}

/// The byte address of the `aie.buffer` `buffer` a mem or compute tile's
/// BD `bd` moves.
fn buffer_address(ir: &Ir, bd: OpId, buffer: ValueId) -> Res<u64> {
    let buf = ir.defining_op(buffer).and_then(|b| ir.view::<Buffer>(b)).ok_or_else(|| {
        err(ir, bd, "Buffer argument must be a constant aie.buffer, a runtime sequence input argument, or a supported chain of memref.subview, memref.view, memref.cast, or memref.reinterpret_cast operations rooted at a block argument. Subviews must be static and contiguous; views must have a constant byte shift and no dynamic result sizes.")
    })?;
    buf.address(ir).map(|a| a as u64).ok_or_else(|| err(ir, bd, "Cannot lower buffer without associated address. Run pass --aie-assign-buffer-addresses first or manually assign an address."))
}

/// BD `f` of a task on channel `ch` as one `blockwrite_values` at BD `id`
/// (mlir-aie's dynamic BD; `id` known at run time when drawn from the
/// pool), its next BD `next` when that one's is: its constant fields, with
/// those known only at run time computed with `arith`. A shim BD's host
/// address is patched in after it; a mem or compute tile's BD holds its
/// buffer's word address, a run-time offset added with `arith`.
#[allow(clippy::too_many_arguments)]
fn write_values(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    b: Arith,
    ch: &Channel,
    f: &BdBlock,
    id: Entry,
    next: Option<Entry>,
) -> Res<()> {
    let bd = f.bd.op();
    let tile = (ch.col, ch.row);
    let layout = bd_layout(ir, dev, bd, tile)?;
    let tile_kind = kind(dev.model, tile).unwrap_or(TileKind::ShimNoc);
    let host = host_arg(ir, seq, f.buffer);
    let shim = tile_kind == TileKind::ShimNoc;
    if !shim && host.is_some() {
        return host_on_shim(ir, bd, Some(tile_kind));
    }
    // The template holds no address: the patch or a mask write puts it in.
    let mut values = f.values.clone();
    if !shim {
        values.retain(|(field, _)| *field != BdField::BufferOffset);
    }
    if next.is_some() {
        values.push((BdField::UseNextBd, 1));
    }
    let words = encode_bd(ir, dev, bd, tile, &values)?;
    let template = dynamic_bd::Template {
        kind: tile_kind,
        words: &words,
    };
    let encoded = match &f.run_time {
        Some(r) => {
            let mut m = Ops::wide(ir, b);
            let encoded = dynamic_bd::encode(&mut m, tile_kind, &r.walk, r.bits, r.len)?;
            if let Some((arg_idx, sub)) = host {
                let bytes = super::host_arg_bytes(ir, seq, arg_idx);
                let elem = (r.bits / 8) as u64;
                let offsets = [(r.offset, Entry::Const(1))];
                let walk = r.walk.outermost_first();
                dynamic_bd::guard_host_bounds(
                    &mut Ops::wide(ir, b),
                    bytes,
                    sub,
                    elem,
                    &offsets,
                    &walk,
                )?;
            }
            let mut fields = Vec::new();
            for l in &r.locks {
                let negated = l.action == LockAction::AcquireGreaterEqual;
                let v = dynamic_bd::lock_value(ir, b, tile_kind, l.value, negated)?;
                fields.push(match l.action {
                    LockAction::Release => (BdField::LockRelVal, v),
                    _ => (BdField::LockAcqVal, v),
                });
            }
            // mlir-aie or's the release's value in first.
            fields.sort_by_key(|(f, _)| *f != BdField::LockRelVal);
            Some((encoded, fields))
        }
        None => None,
    };
    let mut fields: Vec<(BdField, Entry)> = Vec::new();
    if let Some((encoded, locks)) = &encoded {
        fields.extend_from_slice(encoded.fields());
        fields.extend_from_slice(locks);
    }
    fields.extend(next.map(|n| (BdField::NextBd, n)));
    // The BD's address, after its words (mlir-aie's order): the first BD's
    // plus the id's stride.
    let base = |ir: &mut Ir| match id {
        Entry::Const(i) => Entry::Const(absolute(dev.model, tile, layout.address(i as u32)) as i64),
        Entry::Value(v) => {
            let first = b.constant(ir, absolute(dev.model, tile, layout.base) as i64);
            let scaled = b.with(ir, OpKind::ArithMuli, v, i64::from(layout.stride));
            Entry::Value(b.op(ir, OpKind::ArithAddi, first, scaled))
        }
    };
    let base = dynamic_bd::write_words(ir, b, &template, &fields, base);
    let offset = i64::from(layout.address_word_offset);
    let register = match base {
        Entry::Const(first) => Entry::Const(first + offset),
        Entry::Value(first) => Entry::Value(b.with(ir, OpKind::ArithAddi, first, offset)),
    };
    let Some((arg_idx, sub)) = host else {
        if shim {
            return Err(err(ir, bd, "a BD with a run-time id moves host memory: its buffer must be a runtime sequence input argument (or a subview or cast of one)"));
        }
        let at =
            (buffer_address(ir, bd, f.buffer)? + window(ir, dev, tile, f.buffer)) as i64 + f.offset;
        let bytes = arg_plus(&mut Ops::wide(ir, b), f, at)?;
        return dynamic_bd::write_address(&mut Ops::wide(ir, b), tile_kind, register, bytes);
    };
    let plus = arg_plus(&mut Ops::wide(ir, b), f, sub + f.offset)?;
    match (base, register) {
        (Entry::Const(_), Entry::Const(register)) => {
            patch_host_address(ir, b, register, arg_idx, plus);
        }
        (_, register) => {
            let addr = absolute(dev.model, tile, layout.base) as i64 + offset;
            let patch = patch_host_address(ir, b, addr, arg_idx, plus);
            if let Entry::Value(register) = register {
                ir[patch.op()].operands.push(register);
            }
        }
    }
    Ok(())
}

/// A BD whose address a scratchpad parameter offsets
/// (`offset_state_table_idx`, from `--aie-lower-scratchpad-parameters`):
/// after its address is set, the firmware adds the parameter's word times
/// the element size to the address register (`update_from_scratchpad`,
/// `mul`), as mlir-aie does.
pub(super) fn offset_update(ir: &mut Ir, at: At, op: OpId, buffer: ValueId, register: u64) {
    let idx = match ir.kind(op) {
        Some(OpKind::DmaBd) => DmaBd::wrap(op).offset_state_table_idx(ir),
        Some(OpKind::NpuDmaMemcpyNd) => NpuDmaMemcpyNd::wrap(op).offset_state_table_idx(ir),
        _ => None,
    };
    let Some(idx) = idx else {
        return;
    };
    let elem = (elem_bits(ir.type_of(buffer)).unwrap_or(8) + 7) / 8;
    NpuUpdateFromScratchpad::build(ir, ir[op].span)
        .state_table_idx(idx)
        .func(StateTableFunc::Mul)
        .func_arg(elem)
        .address(register as i64)
        .insert(at);
}

/// A BD whose length a scratchpad parameter adds to
/// (`length_state_table_idx`): after its address is set, the firmware adds
/// the parameter's word times the unit to the BD's length register, in
/// 32-bit words (`update_from_scratchpad`, `mul`; a core parameter's word
/// holds n << 2, so its multiplier counts 16-byte blocks), as mlir-aie does.
/// The register is a shim NOC tile's, on AIE2 and AIE2P; `first` is the
/// BD's first register.
pub(super) fn length_update(
    ir: &mut Ir,
    dev: &Dev,
    at: At,
    op: OpId,
    buffer: ValueId,
    tile: (i64, i64),
    first: u64,
) -> Res<()> {
    let (idx, unit, core) = match ir.kind(op) {
        Some(OpKind::DmaBd) => {
            let bd = DmaBd::wrap(op);
            (
                bd.length_state_table_idx(ir),
                bd.length_unit(ir),
                bd.length_core_encoded(ir),
            )
        }
        Some(OpKind::NpuDmaMemcpyNd) => {
            let m = NpuDmaMemcpyNd::wrap(op);
            (
                m.length_state_table_idx(ir),
                m.length_unit(ir),
                m.length_core_encoded(ir),
            )
        }
        _ => (None, None, false),
    };
    let Some(idx) = idx else {
        return Ok(());
    };
    let shim = kind(dev.model, tile) == Some(TileKind::ShimNoc);
    if let Some(m) = length_parameter::tile_message(dev.model.arch.is_aie2(), shim, tile) {
        return Err(err(ir, op, m).with_help("a run-time length updates a shim NOC BD's length register: move the transfer to a shim tile's channel"));
    }
    let length =
        regs::bd_layout(TileKind::ShimNoc).and_then(|l| l.field(regs::BdField::BufferLength));
    let Some(length) = length.filter(|f| f.lo == 0 && f.bits == 32) else {
        return Err(err(
            ir,
            op,
            "length_parameter requires a BD whose buffer length fills a 32-bit register",
        ));
    };
    let bits = elem_bits(ir.type_of(buffer)).unwrap_or(0) as u64;
    let unit_bytes =
        length_parameter::unit_bytes(unit.unwrap_or(0), bits).map_err(|m| err(ir, op, m))?;
    NpuUpdateFromScratchpad::build(ir, ir[op].span)
        .state_table_idx(idx)
        .func(StateTableFunc::Mul)
        .func_arg(unit_bytes / if core { 16 } else { 4 })
        .address((first + 4 * u64::from(length.word)) as i64)
        .insert(at);
    Ok(())
}

/// A run-time length is added to a BD whose every field is known: refused
/// on one with run-time fields (an id from a pool, a next BD's, a lock
/// value, an offset), as mlir-aie refuses it.
fn constant_for_length(ir: &Ir, bd: OpId) -> Res<()> {
    match DmaBd::wrap(bd).length_state_table_idx(ir) {
        Some(_) => Err(err(ir, bd, "length_parameter requires a constant offset, bd_id, next_bd and lock value")
            .with_help("the length update writes a BD at a fixed address: give the BD a constant id, offset, next BD and lock values")),
        None => Ok(()),
    }
}

/// The id of the first BD of `task` when a BD of its chain has one known
/// only at run time (mlir-aie's dynamic BD pool): the task's run-time id,
/// else the first BD's; `None` when every id is a constant.
fn chain_start(ir: &Ir, task: DmaConfigureTask) -> Res<Option<Entry>> {
    if let Some(id) = runtime_id(ir, task)? {
        return Ok(Some(Entry::Value(id)));
    }
    let bds: Vec<DmaBd> = (blocks(ir, task).into_iter())
        .filter_map(|b| bd_of(ir, b))
        .collect();
    let run_time = |bd: &DmaBd| {
        access::dma_bd_id_value(ir, bd.op()).is_some_and(|v| int_value(ir, v, false).is_none())
    };
    match bds.first() {
        Some(first) if bds.iter().any(run_time) => Ok(Some(chain_id(ir, *first)?)),
        _ => Ok(None),
    }
}

/// A task whose chain has a BD id known only at run time (mlir-aie's
/// dynamic BD pool), its first BD's id `first`: each BD written as one
/// blockwrite of values at `base + stride * id` (computed with `arith`
/// where the id is known only at run time), the first at `first`, the
/// others at their own ([`chain_id`]), each naming the next's.
fn lower_runtime(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    task: DmaConfigureTask,
    ch: &Channel,
    first: Entry,
) -> Res<()> {
    let full: Vec<BlockId> = (blocks(ir, task).into_iter())
        .filter(|&b| !ir.is_empty_block(b))
        .collect();
    // Every BD of such a task has a run-time id or a run-time next BD.
    for &b in &full {
        ir.views::<DmaBd>(ir.ops_in(b))
            .try_for_each(|bd| constant_for_length(ir, bd.op()))?;
    }
    // Each BD's id: the task's for the first, its own for the others.
    let mut ids = Vec::new();
    for (k, &block) in full.iter().enumerate() {
        let ops = ir.ops_in(block).collect::<Vec<_>>();
        let bd = the_bd(ir, &ops)?;
        ids.push(match k {
            0 => first,
            _ => chain_id(ir, bd)?,
        });
    }
    let ooo = task.out_of_order(ir);
    for (k, &block) in full.iter().enumerate() {
        let ops = ir.ops_in(block).collect::<Vec<_>>();
        check_block_ops(ir, &ops, true)?;
        let bd = the_bd(ir, &ops)?;
        let known = match ids[k] {
            Entry::Const(c) => c,
            Entry::Value(_) => 0,
        };
        let f = bd_fields(ir, dev, ch, &ops, task.packet(ir), true, ooo, bd, known)?;
        // The next BD's id, where its bd_id attribute does not give it.
        let next = next_block(ir, &ops)
            .and_then(|n| full.iter().position(|&x| x == n))
            .filter(|&j| !ooo && bd_of(ir, full[j]).is_some_and(|n| n.bd_id(ir).is_none()))
            .map(|j| ids[j]);
        let b = Arith {
            at: At::Before(task.op()),
            span: ir[bd.op()].span,
        };
        write_values(ir, dev, seq, b, ch, &f, ids[k], next)?;
    }
    Ok(())
}

/// The id of a BD of a task whose chain holds one known only at run time
/// (after the first, or the first of a task without a `bd_id` operand): its
/// `bd_id_val` (a constant, or a value drawn from the pool), else its
/// `bd_id`.
fn chain_id(ir: &Ir, bd: DmaBd) -> Res<Entry> {
    let Some(v) = access::dma_bd_id_value(ir, bd.op()) else {
        return bd.bd_id(ir).map(Entry::Const).ok_or_else(|| {
            err(ir, bd.op(), "has no BD id, in a chain whose ids are known only at run time")
                .with_help("give each BD of the chain its id: `bd_id_val %id : i32` with an id from aiex.dma_bd_pool_pop, or a `bd_id`")
        });
    };
    if let Some(c) = int_value(ir, v, false).and_then(|c| i64::try_from(c).ok()) {
        return Ok(Entry::Const(c));
    }
    drawn_from_pool(ir, bd.op(), v).map(Entry::Value)
}

/// The block the `aie.next_bd` of BD block `ops` continues with.
fn next_block(ir: &Ir, ops: &[OpId]) -> Option<BlockId> {
    let next = ops.iter().find(|&&o| ir.is(o, OpKind::NextBd))?;
    ir[*next].successors.first().map(|s| s.block)
}

/// The bytes past `base` a BD's run-time offset (in elements) reaches
/// (mlir-aie's `buildArgPlusValue`).
fn arg_plus(m: &mut Ops, f: &BdBlock, base: i64) -> Res<Entry> {
    match &f.run_time {
        Some(RunTimeBd {
            offset: Entry::Value(v),
            bits,
            ..
        }) => dynamic_bd::arg_plus(m, &[(Entry::Value(*v), Entry::Const(1))], bits / 8, base),
        _ => Ok(Entry::Const(base)),
    }
}

/// `aiex.npu.address_patch` of the register at `addr` to the host address
/// of argument `arg_idx` plus `plus` bytes.
fn patch_host_address(
    ir: &mut Ir,
    b: Arith,
    addr: i64,
    arg_idx: usize,
    plus: Entry,
) -> NpuAddressPatch {
    let patch = NpuAddressPatch::build(ir, b.span)
        .addr(addr)
        .arg_idx(arg_idx as i64)
        .insert(b.at);
    match plus {
        Entry::Const(c) => patch.set_arg_plus(ir, c),
        Entry::Value(v) => patch.set_arg_plus_operand(ir, v),
    }
    patch
}

/// The channel control register's `Enable_Out_of_Order` bit of `ch` set
/// (mlir-aie's `XAie_DmaChannelEnOutofOrder`), at `at`.
fn arm_out_of_order(
    ir: &mut Ir,
    dev: &Dev,
    at: At,
    span: dialect::ir::Span,
    ch: &Channel,
) -> Res<()> {
    let tile = (ch.col, ch.row);
    let kind = kind(dev.model, tile);
    let index = u32::try_from(ch.index).ok();
    let reg = kind.zip(index).and_then(|(k, i)| {
        regs::channel_ctrl(k, ch.dir, i).zip(regs::channel_ctrl_layout(k, ch.dir))
    });
    let Some(bit) = reg.and_then(|(a, l)| Some((a, l.field("enable_out_of_order")?))) else {
        return Err(Diagnostic::error(
            span,
            format!(
                "channel {:?} {} of {} has no out-of-order mode",
                ch.dir,
                ch.index,
                netlist::tile_text(tile)
            ),
        )
        .with_help("an out-of-order task runs on an S2MM channel of a tile with a DMA"));
    };
    let (addr, field) = bit;
    let mask = u64::from(field.mask() << field.lo);
    mask_write(ir, at, span, absolute(dev.model, tile, addr), mask, mask);
    Ok(())
}

/// `aiex.npu.maskwrite32` of `value` under `mask` to `address`, at `at`.
fn mask_write(ir: &mut Ir, at: At, span: dialect::ir::Span, address: u64, value: u64, mask: u64) {
    NpuMaskwrite32::build(ir, span)
        .address(address as i64)
        .value(value as i64)
        .mask(mask as i64)
        .insert(at);
}

/// One BD block (a `dma_bd`, its `use_lock`s and `next_bd`) as `npu.writebd`
/// fields, without the buffer address.
pub(crate) struct BdBlock {
    pub bd: DmaBd,
    pub bd_id: i64,
    pub values: Vec<(BdField, i64)>,
    /// The buffer operand and the byte offset into it.
    pub buffer: ValueId,
    pub offset: i64,
    /// A BD that holds values known only at run time: its `values` are a
    /// template without them.
    pub run_time: Option<RunTimeBd>,
    /// A mem tile's static BD's 4th dimension: its step field (step minus
    /// one, in words), which no `npu.writebd` field carries.
    pub d3_stride: Option<i64>,
}

/// A BD whose offset, length, sizes or strides hold values known only at
/// run time (mlir-aie's dynamic BDs): its walk (a plain scan's is its
/// length), the length its op gives beside another walk, and its offset, in
/// elements of `bits` bits.
pub(crate) struct RunTimeBd {
    walk: Walk,
    len: Option<Entry>,
    offset: Entry,
    bits: i64,
    /// The lock values known only at run time, in op order.
    locks: Vec<RunTimeLock>,
}

/// A `use_lock` of a task's BD whose value is known only at run time.
pub(crate) struct RunTimeLock {
    action: LockAction,
    value: ValueId,
}

/// Whether `bd`'s offset, length, sizes or strides hold a value known only
/// at run time (an operand an `arith.constant` does not define).
fn is_run_time(ir: &Ir, bd: DmaBd) -> bool {
    let dims = bd.dimensions(ir).unwrap_or_default();
    let run_time = |v: Option<IntOrValue>| v.is_some_and(|v| v.int().is_none());
    bd.offset(ir).int().is_none()
        || run_time(bd.len(ir))
        || run_time(bd.iteration_size_val(ir))
        || run_time(bd.iteration_stride_val(ir))
        || dims
            .iter()
            .any(|&(s, t)| s == DYNAMIC_DIM || t == DYNAMIC_DIM)
}

/// Whether BD block `b`'s BD or lock values hold a value known only at run
/// time.
fn holds_run_time(ir: &Ir, b: BlockId) -> bool {
    let run_time_lock = |u: UseLock| access::run_time_scalar(ir, u.op(), UseLock::VALUE).is_some();
    bd_of(ir, b).is_some_and(|bd| is_run_time(ir, bd))
        || ir.views::<UseLock>(ir.ops_in(b)).any(run_time_lock)
}

/// `bd` as a [`RunTimeBd`] of the transfer `t`, if it holds a value known
/// only at run time: its operands after the buffer are its offset's and
/// length's (where they hold them), then its sizes' and strides'. A BD
/// without dimensions is linear; one without a length moves its buffer.
/// `locks`: the BD's lock values known only at run time, which put it on
/// that path too.
fn run_time_bd(ir: &Ir, bd: DmaBd, t: &Transfer, locks: Vec<RunTimeLock>) -> Option<RunTimeBd> {
    if locks.is_empty() && !is_run_time(ir, bd) {
        return None;
    }
    let dims = bd.dimensions(ir).unwrap_or_default();
    if dims.len() > 4 {
        return None;
    }
    let scalars = [bd.offset_operand(ir), bd.len_operand(ir)];
    let held = scalars.iter().flatten().count();
    let mut values = ir[bd.op()].operands.iter().skip(1 + held).copied();
    let mut entry = |x: u64| match x {
        DYNAMIC_DIM => values.next().map(Entry::Value),
        c => Some(Entry::Const(c as i64)),
    };
    let sizes: Vec<Entry> = dims.iter().map(|d| entry(d.0)).collect::<Option<_>>()?;
    let strides: Vec<Entry> = dims.iter().map(|d| entry(d.1)).collect::<Option<_>>()?;
    let (mut s, mut st) = ([Entry::Const(1); 4], [Entry::Const(0); 4]);
    if dims.is_empty() {
        st[0] = Entry::Const(1);
    }
    for (i, (&size, &stride)) in sizes.iter().rev().zip(strides.iter().rev()).enumerate() {
        (s[i], st[i]) = (size, stride);
    }
    let entry_of = |v: IntOrValue| match v {
        IntOrValue::Int(c) => Entry::Const(c),
        IntOrValue::Value(v) => Entry::Value(v),
    };
    // Iteration values walk a fourth dimension: the iteration register's.
    if let (Some(size), Some(stride)) = (bd.iteration_size_val(ir), bd.iteration_stride_val(ir)) {
        (s[3], st[3]) = (entry_of(size), entry_of(stride));
    }
    let given = bd.len(ir).map(entry_of);
    let len = given.unwrap_or(Entry::Const(t.len * 8 / t.bits));
    let walk = Walk {
        sizes: s,
        strides: st,
        dims: dims.len(),
    };
    // A plain scan moves its length (mlir-aie's static BDs alike).
    let (walk, len) = match walk.known_linear() {
        true => (Walk::linear(len, (s[3], st[3])), None),
        false => (walk, given),
    };
    Some(RunTimeBd {
        walk,
        len,
        offset: entry_of(bd.offset(ir)),
        bits: t.bits,
        locks,
    })
}

/// The fields of the BD block `ops` on channel `ch` (aie-runtime-sequence.md
/// §2.5; the static DMA programs of `aie.mem` & co. encode the same way).
/// `packet`: the task's packet info (type, id). `runtime`: a DMA task's
/// block, which needs both or neither lock op.
pub(crate) fn bd_block(
    ir: &Ir,
    dev: &Dev,
    ch: &Channel,
    ops: &[OpId],
    packet: Option<(u64, u64)>,
    runtime: bool,
    out_of_order: bool,
) -> Res<BdBlock> {
    check_block_ops(ir, ops, runtime)?;
    let bd = the_bd(ir, ops)?;
    let Some(bd_id) = bd.bd_id(ir) else {
        return Err(err(ir, bd.op(), "Cannot lower buffer descriptor without assigned ID.")
            .with_note(None, "Run the `--aie-assign-runtime-sequence-bd-ids` pass first or manually assign an ID to this buffer descriptor."));
    };
    bd_fields(ir, dev, ch, ops, packet, runtime, out_of_order, bd, bd_id)
}

/// [`bd_block`] of the BD `bd` of `ops`, whose id is `bd_id`.
#[allow(clippy::too_many_arguments)]
fn bd_fields(
    ir: &Ir,
    dev: &Dev,
    ch: &Channel,
    ops: &[OpId],
    packet: Option<(u64, u64)>,
    runtime: bool,
    out_of_order: bool,
    bd: DmaBd,
    bd_id: i64,
) -> Res<BdBlock> {
    let locks: Vec<UseLock> = ir.views::<UseLock>(ops.iter().copied()).collect();
    // An out-of-order receive BD may only release (a completion count).
    let release_only =
        out_of_order && matches!(locks[..], [l] if l.action(ir) == LockAction::Release);
    if runtime && !(locks.is_empty() || locks.len() == 2 || release_only) {
        return Err(err(ir, bd.op(), format!("BD blocks must have either 0 or 2 lock operations (acquire and release). Found {} lock operations.", locks.len())));
    }
    if !runtime {
        static_locks(ir, &locks, out_of_order)?;
    }
    let tile_kind = kind(dev.model, (ch.col, ch.row));
    let t = transfer(ir, bd)?;
    let mut lock_values = Vec::new();
    let run_time_locks = lock_fields(ir, &locks, ch, tile_kind, &mut lock_values)?;
    let some_locks = !run_time_locks.is_empty();
    let run_time = run_time_bd(ir, bd, &t, run_time_locks);
    if some_locks && run_time.is_none() {
        return Err(err(
            ir,
            bd.op(),
            "a BD of more than four dimensions cannot take a lock value known only at run time",
        ));
    }
    if run_time.is_some() && bd.iteration(ir).is_some_and(|it| it.size > 1) {
        return Err(err(ir, bd.op(), "a BD with values known only at run time cannot iterate through its iteration attribute")
            .with_help("iterate through a 4th sizes/strides dimension, or give the BD's offset, len, sizes and strides as integers"));
    }
    // The length of a BD with values known only at run time is written
    // with them.
    let length = if run_time.is_some() { 0 } else { t.len / 4 };
    let mut v: Vec<(BdField, i64)> = vec![
        (BdField::BdId, bd_id),
        (BdField::BufferLength, length),
        (BdField::BufferOffset, t.offset),
        (BdField::Column, ch.col),
        (BdField::Row, ch.row),
        (BdField::ValidBd, 1),
        (BdField::BurstLength, bd.burst_length(ir)),
    ];
    v.extend(super::dma_to_npu::shim_axcache(
        dev,
        (ch.col, ch.row),
        bd.axcache(ir),
    ));
    let mut d3_stride = None;
    if run_time.is_none() {
        d3_stride = layout_fields(ir, bd, ch, tile_kind, &t, runtime, &mut v)?;
        iteration_fields(ir, bd, &t, &mut v)?;
    }
    next_fields(ir, bd, ops, runtime, &mut v)?;
    packet_fields(ir, bd, ops, packet, &mut v);
    v.extend(lock_values);
    if out_of_order {
        out_of_order_bd(&mut v);
    }
    Ok(BdBlock {
        bd,
        bd_id,
        values: v,
        buffer: t.buffer,
        offset: t.offset,
        run_time,
        d3_stride,
    })
}

/// An out-of-order channel's receive BD (mlir-aie's #3577, as aie-rt
/// writes it): no `Use_Next_BD` (the packet header picks each BD; the chain
/// only lists the BDs to configure), and a BD that only releases a lock
/// names that lock as its (disabled) acquire too.
fn out_of_order_bd(values: &mut Vec<(BdField, i64)>) {
    values.retain(|(f, _)| !matches!(f, BdField::NextBd | BdField::UseNextBd));
    let has = |f| values.iter().find(|(g, _)| *g == f).map(|x| x.1);
    if let (None, Some(id)) = (has(BdField::LockAcqEnable), has(BdField::LockRelId)) {
        values.push((BdField::LockAcqId, id));
    }
}

/// An out-of-order receive BD of the static configuration with locks
/// releases one (mlir-aie's configuration rule; its acquire is optional).
/// An in-order BD with one lock stays aiec's extension (docs/cert-lowering.md).
fn static_locks(ir: &Ir, locks: &[UseLock], out_of_order: bool) -> Res<()> {
    match locks.first() {
        Some(first) if out_of_order && locks.iter().all(|l| l.action(ir) != LockAction::Release) => Err(err(
            ir,
            first.op(),
            "out-of-order buffer descriptor with a lock must have a use_lock(release)",
        )
        .with_help("an out-of-order receive BD releases a lock when its packet has landed; its acquire is optional")),
        _ => Ok(()),
    }
}

/// Rejects ops a BD block cannot hold: a runtime block holds a `dma_bd`,
/// `use_lock`s, `next_bd` and `end`; a static one also `dma_bd_packet`.
fn check_block_ops(ir: &Ir, ops: &[OpId], runtime: bool) -> Res<()> {
    let allowed = |o: OpId| match ir.kind(o) {
        Some(OpKind::DmaBd | OpKind::UseLock | OpKind::NextBd | OpKind::End) => true,
        // The constants of lock values (mlir-aie's builders put them there).
        Some(OpKind::ArithConstant) => true,
        Some(OpKind::DmaBdPacket) => !runtime,
        _ => false,
    };
    match ops.iter().find(|&&o| !allowed(o)) {
        Some(&bad) => Err(
            err(ir, bad, "Unsupported operation within BD block.").with_note(
                None,
                "No lowering to NPU instructions available for this operation.",
            ),
        ),
        None => Ok(()),
    }
}

/// The one `dma_bd` of the block `ops`.
fn the_bd(ir: &Ir, ops: &[OpId]) -> Res<DmaBd> {
    let bds: Vec<DmaBd> = ir.views::<DmaBd>(ops.iter().copied()).collect();
    let Some(&last) = ops.last() else {
        return Err(Diagnostic::error(ir[ir.top].span, "empty BD block"));
    };
    match bds[..] {
        [bd] => Ok(bd),
        [] => Err(err(
            ir,
            last,
            "Block ending in this terminator does not contain a required aie.dma_bd operation.",
        )),
        [_, second, ..] => Err(err(
            ir,
            second.op(),
            "This block contains multiple aie.dma_bd operations. Exactly one is required.",
        )),
    }
}

/// What a `dma_bd` moves: its buffer operand, the element width in bits,
/// and the byte offset and length (0 where known only at run time).
struct Transfer {
    buffer: ValueId,
    bits: i64,
    offset: i64,
    len: i64,
}

fn transfer(ir: &Ir, bd: DmaBd) -> Res<Transfer> {
    let buffer = ir[bd.op()].operands[0];
    let bits = elem_bits(ir.type_of(buffer)).unwrap_or(32);
    let offset = bd.offset(ir).int().map(|o| o * bits / 8);
    let len = match bd.len(ir) {
        Some(l) => l.int().map(|l| l * bits / 8),
        None => Some(ir.type_of(buffer).memref_bytes().unwrap_or(0) as i64),
    };
    if offset.is_some_and(|o| o % 4 != 0) {
        return Err(err(
            ir,
            bd.op(),
            "Offset must be aligned to 4 byte boundary.",
        ));
    }
    let lengthened = bd.length_state_table_idx(ir).is_some();
    if let Some(len) = len.filter(|&l| l < 4 && !lengthened) {
        return Err(err(ir, bd.op(), format!("Transfer size of {len} bytes falls below minimum hardware transfer unit of 4 bytes.")));
    }
    Ok(Transfer {
        buffer,
        bits,
        offset: offset.unwrap_or(0),
        len: len.unwrap_or(0),
    })
}

/// The iteration fields of a static BD's `iteration` or constant iteration
/// values (as aie-rt's XAie_DmaSetBdIteration: wrap and step stored less
/// one, the step in 32-bit words); none for a size below 2 or a zero stride
/// given by values (a pure repeat). (A static BD's 4th dimension is
/// a mem tile's D3, never the iteration.)
fn iteration_fields(ir: &Ir, bd: DmaBd, t: &Transfer, v: &mut Vec<(BdField, i64)>) -> Res<()> {
    let given = bd.iteration(ir).filter(|it| it.size > 1);
    let Some(it) = given.or_else(|| access::iteration_of_values(ir, bd)) else {
        return Ok(());
    };
    v.retain(|(f, _)| !matches!(f, BdField::IterationSize | BdField::IterationStride));
    let step = i64::from(it.stride) * t.bits / regs::ADDRESS_GRANULARITY_BITS;
    v.extend([
        (BdField::IterationSize, i64::from(it.size) - 1),
        (BdField::IterationStride, step - 1),
        (BdField::IterationCurrent, i64::from(it.current)),
    ]);
    Ok(())
}

/// The data layout fields of `bd`: wraps and steps of its dimensions and
/// the zero padding of a mem-tile MM2S BD. A 4th dimension is the BD's
/// iteration, except on a mem tile's static BD, which walks it as its d3
/// (returned: the step field; the length ends it), as aie-rt's 4-D tensors do.
fn layout_fields(
    ir: &Ir,
    bd: DmaBd,
    ch: &Channel,
    tile_kind: Option<TileKind>,
    t: &Transfer,
    runtime: bool,
    v: &mut Vec<(BdField, i64)>,
) -> Res<Option<i64>> {
    let op = bd.op();
    let dims = bd.dimensions(ir).unwrap_or_default();
    let pads = bd.pad_dimensions(ir);
    let is_mem = tile_kind == Some(TileKind::MemTile);
    let holds = if is_mem { 4 } else { 3 } + usize::from(!is_mem);
    if dims.len() > holds {
        return Err(err(ir, op, format!("has {} dimensions, more than a buffer descriptor holds ({holds})", dims.len()))
            .with_help("run --aie-decompose-large-dma-bd first: it iterates the dimensions past the innermost three"));
    }
    if dims.is_empty() {
        if pads.is_some() {
            return Err(err(
                ir,
                op,
                if is_mem && ch.dir == Dir::MM2S {
                    "Padding requires n-d data layouts expressed as wrap(s) and stride(s)."
                } else {
                    "Padding is supported only on MemTiles."
                },
            ));
        }
        return Ok(None);
    }
    if dims.len() > 4 {
        return Err(err(
            ir,
            op,
            "At most four data layout transformation dimensions may be provided.",
        ));
    }
    let (mut s, mut st) = ([1i64; 4], [0i64; 4]);
    for (i, &(size, stride)) in dims.iter().rev().enumerate() {
        (s[i], st[i]) = (size as i64, stride as i64);
    }
    let linear =
        is_linear(&s, &st) || (tile_kind == Some(TileKind::ShimNoc) && is_contiguous(&s, &st));
    let lengthened = bd.length_state_table_idx(ir).is_some();
    if lengthened && !linear {
        // The added length continues the third dimension.
        place_runtime_length_dimension(&mut s, &mut st);
    }
    if let Some(pads) = pads {
        if !is_mem {
            return Err(err(ir, op, "Padding is only supported by memtile dma bds."));
        }
        if ch.dir != Dir::MM2S {
            return Err(err(
                ir,
                op,
                "supports padding only for MM2S direction on MemTiles.",
            ));
        }
        let fields = [
            (BdField::D0ZeroBefore, BdField::D0ZeroAfter),
            (BdField::D1ZeroBefore, BdField::D1ZeroAfter),
            (BdField::D2ZeroBefore, BdField::D2ZeroAfter),
        ];
        // A static BD counts d0's padding in 32-bit words, as mlir-aie's
        // configuration does (scaled down from elements); DMA tasks pass
        // the counts through, as its task lowering does.
        let words = |d: usize, n: u64| match d == 0 && !runtime {
            true => n as i64 * t.bits / regs::ADDRESS_GRANULARITY_BITS,
            false => n as i64,
        };
        for (d, &(before, after)) in pads.iter().rev().enumerate().take(3) {
            v.extend([
                (fields[d].0, words(d, before)),
                (fields[d].1, words(d, after)),
            ]);
        }
    }
    // A task's BD is checked against its tile's fields here (mlir-aie's
    // `verifyStridesWraps`, reported at the BD: the verifier of `aie.dma_bd`
    // leaves task BDs alone); a linear one's d0/d1 wraps are not used.
    if let (true, Some(kind)) = (runtime, tile_kind) {
        dialect::verify::nd::check(kind, &s, &st, t.bits, linear)
            .map_err(|f| err(ir, op, f.message).with_help(f.help))?;
    }
    let (hs, mut ht) = hardware(&s, &st, t.bits);
    if !runtime {
        // A static BD's steps as mlir-aie's static configuration hands them
        // to aie-rt: one of less than a word (a stride of narrow elements
        // below 32 bits, or 0) is one word.
        ht.iter_mut().for_each(|step| *step = (*step).max(0));
    }
    // Padding is placed by the wraps: a padded static BD keeps them even
    // when its layout is linear.
    if !linear || (pads.is_some() && !runtime) {
        v.extend(BdField::wraps(&hs, &ht));
    }
    if is_mem && dims.len() > 2 {
        v.push((BdField::D2Size, hs[2]));
    }
    let d3_stride = (is_mem && !runtime && dims.len() > 3).then_some(ht[3]);
    if d3_stride.is_none() && !(s[3] > 1 && st[3] == 0) {
        v.extend([
            (BdField::IterationSize, hs[3]),
            (BdField::IterationStride, ht[3]),
        ]);
    }
    let dims_words = hs[0] * hs[1] * hs[2];
    // A static BD's length counts its padding (the verifier checks it).
    if runtime && dims_words != t.len / 4 && !(lengthened && t.len == 0) {
        return Err(err(ir, op, format!(
            "Buffer descriptor length does not match length of transfer expressed by lowest three dimensions of data layout transformation strides/wraps. BD length is {} bytes. Lowest three dimensions of data layout transformation would result in transfer of {} bytes. ",
            t.len / 4 * 4,
            dims_words * 4
        ))
        .with_note(Some(ir[op].span), "Do not include the highest dimension size in transfer length, as this is the BD repeat count."));
    }
    Ok(d3_stride)
}

/// Chaining: `aie.next_bd` names the next block. (Static DMA programs
/// carry both: `--aie-assign-bd-ids` sets `next_bd_id`.)
fn next_fields(
    ir: &Ir,
    bd: DmaBd,
    ops: &[OpId],
    runtime: bool,
    v: &mut Vec<(BdField, i64)>,
) -> Res<()> {
    let next = ops
        .iter()
        .copied()
        .find(|&o| runtime && ir.is(o, OpKind::NextBd));
    let mut next_id = bd.next_bd_id(ir);
    if let Some(n) = next {
        if next_id.is_some() {
            return Err(err(
                ir,
                n,
                "Cannot specify both next_bd_id attribute and aie.next_bd operation.",
            ));
        }
        next_id = ir[n]
            .successors
            .first()
            .and_then(|s| bd_of(ir, s.block))
            .and_then(|b| b.bd_id(ir));
    }
    if let Some(id) = next_id {
        v.extend([(BdField::NextBd, id), (BdField::UseNextBd, 1)]);
    }
    Ok(())
}

/// The packet fields: the BD's packet info, else the task's, else (a
/// static block) the older `aie.dma_bd_packet`; and the out-of-order id a
/// sending BD stamps in the header (its verifier checked it has one).
fn packet_fields(
    ir: &Ir,
    bd: DmaBd,
    ops: &[OpId],
    packet: Option<(u64, u64)>,
    v: &mut Vec<(BdField, i64)>,
) {
    let legacy = ir
        .views::<DmaBdPacket>(ops.iter().copied())
        .next()
        .map(|p| (p.packet_type(ir), p.packet_id(ir)));
    let packet = bd
        .packet(ir)
        .or(packet)
        .map(|(t, id)| (t as i64, id as i64))
        .or(legacy);
    if let Some((pkt_type, pkt_id)) = packet {
        v.extend([
            (BdField::EnablePacket, 1),
            (BdField::PacketType, pkt_type),
            (BdField::PacketId, pkt_id),
        ]);
    }
    if let Some(id) = bd.out_of_order_id(ir) {
        v.push((BdField::OutOfOrderId, id));
    }
}

/// The lock fields of the block's `use_lock`s, each lock named as the
/// channel's tile names it ([`regs::bd_lock_field`]: mem tiles reach their
/// neighbours' locks).
fn lock_fields(
    ir: &Ir,
    locks: &[UseLock],
    ch: &Channel,
    tile_kind: Option<TileKind>,
    v: &mut Vec<(BdField, i64)>,
) -> Res<Vec<RunTimeLock>> {
    let mut run_time = Vec::new();
    let tile = (ch.col, ch.row);
    for &l in locks {
        let lock = ir.defining_op(ir[l.op()].operands[0]);
        let id = lock
            .and_then(|k| ir.view::<Lock>(k))
            .and_then(|k| k.lock_id(ir));
        let lock_tile = lock.and_then(|k| netlist::tile_of(ir, k)).unwrap_or(tile);
        let Some(id) = id else { continue };
        let field = tile_kind.and_then(|k| regs::bd_lock_field(k, lock_tile.0 - tile.0, id as u32));
        let Some(field) = field.map(i64::from) else {
            return Err(err(
                ir,
                l.op(),
                format!("the lock of tile ({}, {}) is out of reach of a BD of tile ({}, {})", lock_tile.0, lock_tile.1, tile.0, tile.1),
            )
            .with_help("a BD uses its own tile's locks (a mem tile's also its neighbours' to the west and east)"));
        };
        let action = l.action(ir);
        // A value known only at run time is or'ed into the BD's words.
        if let Some(value) = access::run_time_scalar(ir, l.op(), UseLock::VALUE) {
            v.extend(match action {
                LockAction::Release => vec![(BdField::LockRelId, field)],
                _ => vec![(BdField::LockAcqId, field), (BdField::LockAcqEnable, 1)],
            });
            run_time.push(RunTimeLock { action, value });
            continue;
        }
        // A use_lock without a value takes or gives one.
        let value = l.value(ir);
        match action {
            LockAction::Release => {
                v.extend([(BdField::LockRelId, field), (BdField::LockRelVal, value)])
            }
            LockAction::AcquireGreaterEqual => v.extend([
                (BdField::LockAcqId, field),
                (BdField::LockAcqVal, -value),
                (BdField::LockAcqEnable, 1),
            ]),
            LockAction::Acquire => v.extend([
                (BdField::LockAcqId, field),
                (BdField::LockAcqVal, value),
                (BdField::LockAcqEnable, 1),
            ]),
        }
    }
    Ok(run_time)
}
