//! `--aie-assign-runtime-sequence-bd-ids` (aie-runtime-sequence.md §2.4):
//! BD ids for the `dma_bd`s of `dma_configure_task`s, per tile, reusing the
//! ids of tasks that were awaited (`dma_await_task` frees its task's ids)
//! and never those of the tile's static DMA program.
//! Each BD gets the lowest free id its task's channel may use; a constant
//! `bd_id` operand of a task is its first BD's id, as if the user gave it.
//! The sequence must be straight-line: `scf` control flow left after
//! `--aie-unroll-runtime-sequence-loops` is an error. A sequence that draws
//! BD ids from the pool at run time (`dma_bd_pool_pop`) is left alone, as
//! mlir-aie leaves it.

use super::{pin_task_bd_id, queue_depth, sequences};
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::options::{PassOption, BOOL};
use crate::{Anchor, Args, Pass};
use aie_target::regs;
use dialect::ir::{At, OpId, OpKind, Span, ValueId, View};
use dialect::ops::views::{DmaBd, DmaConfigureTask, DmaFreeTask, DmaStartTask};
use dialect::{Diagnostic, Ir, Severity};
use std::collections::{BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-runtime-sequence-bd-ids",
    name: "AIEAssignRuntimeSequenceBDIDs",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Assign bd_id to the aie.dma_bd ops of runtime-sequence DMA tasks, reusing ids after dma_await_task",
    doc: "runtime-sequence.md#the-passes",
    options: &[queue_depth::ENFORCE, WARN_UNSAFE_REUSE, RECLAIM],
    body: crate::Body::Run(run),
};

/// The option that lets a task take the ids of tasks a queue poll proved done.
const RECLAIM: PassOption = PassOption {
    name: "reclaim-bds",
    help: "Once a tile's BD ids are all taken, give a task the ids of a task that a poll proved finished (one for queue room: the channel runs its queue in order; one for an idle channel: all its tasks), instead of failing",
    default: "false",
    values: BOOL,
};

/// The option that reports a BD id reused after a free its task's
/// completion was not proved for.
const WARN_UNSAFE_REUSE: PassOption = PassOption {
    name: "warn-unsafe-bd-reuse",
    help: "Warn when a BD id that aiex.dma_free_task released with no await or poll proving its started task finished is given to a later task on the tile",
    default: "false",
    values: BOOL,
};

/// What the pass's options ask of the assignment.
#[derive(Clone, Copy)]
struct Policy {
    /// Take the ids of tasks proved finished once none is free ([`RECLAIM`]).
    reclaim: bool,
    /// Report an id reused after an unproved free ([`WARN_UNSAFE_REUSE`]).
    warn_unsafe: bool,
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    let (enforce, reclaim) = (queue_depth::enforced(args), args.flag(RECLAIM.name));
    let policy = Policy {
        reclaim,
        warn_unsafe: args.flag(WARN_UNSAFE_REUSE.name),
    };
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            let guarded = !has_pool_pop(ir, seq);
            // The polls come first when they are to prove ids free.
            if guarded && reclaim {
                warnings.extend(queue_depth::guard(ir, &dev, seq, enforce, &TASK_QUEUE));
            }
            match assign(ir, &dev, seq, policy) {
                Ok(w) => warnings.extend(w),
                Err(d) => return vec![d],
            }
            if guarded && !reclaim {
                warnings.extend(queue_depth::guard(ir, &dev, seq, enforce, &TASK_QUEUE));
            }
        }
    }
    warnings
}

/// Per channel, the tasks pushed and not known to have finished (oldest
/// first, with whether each issues a token), as the polls and awaits of a
/// straight-line sequence prove them finished ([`queue_depth`]'s model).
#[derive(Default)]
struct Finished {
    queues: HashMap<queue_depth::Key, Vec<(OpId, bool)>>,
}

impl Finished {
    /// The tasks `op` proves finished: a push guarded by a poll leaves the
    /// newest depth − 1 in its queue, an await the ones after the oldest
    /// token-issuing push, a poll proving a channel idle none.
    fn after(&mut self, ir: &Ir, dev: &Dev, op: OpId) -> Vec<OpId> {
        if ir.is(op, OpKind::NpuMaskpoll) {
            return self
                .queues
                .iter_mut()
                .filter(|(&key, _)| queue_depth::proves_idle(ir, dev, op, key))
                .flat_map(|(_, q)| q.drain(..).map(|(t, _)| t))
                .collect();
        }
        let task = || ir.defining_op(ir[op].operands[0]);
        match task_effect(ir, op) {
            queue_depth::Effect::Push(key, token) => {
                let q = self.queues.entry(key).or_default();
                let polled = ir
                    .prev_op(op)
                    .is_some_and(|p| ir.is(p, OpKind::NpuMaskpoll));
                let keep = regs::TASK_QUEUE_DEPTH as usize - 1;
                let gone = if polled && q.len() > keep {
                    q.drain(..q.len() - keep).collect()
                } else {
                    Vec::new()
                };
                q.extend(task().map(|t| (t, token)));
                gone.into_iter().map(|(t, _)| t).collect()
            }
            queue_depth::Effect::Await(key) => {
                let q = self.queues.entry(key).or_default();
                match q.iter().position(|&(_, token)| token) {
                    Some(i) => q.drain(..=i).map(|(t, _)| t).collect(),
                    None => Vec::new(),
                }
            }
            queue_depth::Effect::Ignore => Vec::new(),
        }
    }
}

/// The ops that push on a DMA task queue, and what each op does to one.
pub(super) const TASK_QUEUE: queue_depth::QueueOps = queue_depth::QueueOps {
    pushes: &[OpKind::DmaStartTask],
    effect: task_effect,
};

/// What `op` does to a DMA task queue: a `dma_start_task` pushes its task on
/// the task's channel, a `dma_await_task` of a token-issuing task waits for
/// a token of it, and so does an `aiex.npu.sync` of the channel
/// ([`queue_depth::sync_effect`]).
fn task_effect(ir: &Ir, op: OpId) -> queue_depth::Effect {
    let task = |op: OpId| {
        let mut ends = configures_of(ir, *ir[op].operands.first()?)
            .into_iter()
            .map(|def| {
                let task = ir.view::<DmaConfigureTask>(def)?;
                let tile = netlist::tile_of(ir, def)?;
                let key = queue_depth::key(tile, task.direction(ir).dir(), task.channel(ir));
                Some((key, task.issue_token(ir)))
            });
        let first = ends.next()??;
        ends.all(|e| e == Some(first)).then_some(first)
    };
    match ir.kind(op) {
        Some(OpKind::DmaStartTask) => match task(op) {
            Some((key, token)) => {
                queue_depth::Effect::Push(key, token && !DmaStartTask::wrap(op).no_token(ir))
            }
            None => queue_depth::Effect::Ignore,
        },
        Some(OpKind::DmaAwaitTask) => match task(op) {
            Some((key, true)) => queue_depth::Effect::Await(key),
            _ => queue_depth::Effect::Ignore,
        },
        _ => queue_depth::sync_effect(ir, op),
    }
}

/// The `dma_configure_task`s a task value may come from: its own, or
/// through the `scf.for` and `scf.if` that carry it, every one they may
/// give (a rolled loop's iteration argument: the initial task and each
/// iteration's).
fn configures_of(ir: &Ir, v: ValueId) -> Vec<OpId> {
    let (mut todo, mut seen, mut out) = (vec![v], BTreeSet::new(), Vec::new());
    while let Some(v) = todo.pop() {
        if !seen.insert(v) {
            continue;
        }
        match ir.defining_op(v) {
            Some(def) if ir.is(def, OpKind::DmaConfigureTask) => out.push(def),
            _ => todo.extend(super::dma_tasks::carried_sources(ir, v)),
        }
    }
    out
}

/// The BD ids the static DMA programs (`aie.mem`, `aie.memtile_dma`,
/// `aie.shim_dma`) of `dev` hold, with their tiles.
fn static_bd_ids(ir: &Ir, dev: &Dev) -> Vec<((i64, i64), i64)> {
    let containers = [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma];
    let mut ids = Vec::new();
    for c in dev
        .ops(ir)
        .filter(|&o| containers.iter().any(|&k| ir.is(o, k)))
    {
        let Some(tile) = netlist::tile_of(ir, c) else {
            continue;
        };
        ids.extend(
            ir.walk_views::<DmaBd>(c)
                .filter_map(|bd| Some((tile, bd.bd_id(ir)?))),
        );
    }
    ids
}

/// Whether `seq` draws BD ids from the pool at run time.
fn has_pool_pop(ir: &Ir, seq: OpId) -> bool {
    ir.walk_for(seq, &[OpKind::DmaBdPoolPop])
        .iter()
        .any(|&o| ir.is(o, OpKind::DmaBdPoolPop))
}

/// The `aie.dma_bd` ops of a task, in block order.
pub(crate) fn task_bds(ir: &Ir, task: OpId) -> Vec<DmaBd> {
    ir.views::<DmaBd>(ir.walk(task)).collect()
}

/// Rejects the `scf.for`, `scf.if` and `scf.while` left in `seq`: BD ids are
/// assigned to straight-line sequences only.
fn reject_control_flow(ir: &Ir, seq: OpId) -> Result<(), Diagnostic> {
    let kinds = [OpKind::ScfFor, OpKind::ScfIf, OpKind::ScfWhile];
    let Some(op) =
        (ir.walk_for(seq, &kinds).into_iter()).find(|&o| kinds.iter().any(|&k| ir.is(o, k)))
    else {
        return Ok(());
    };
    let why = not_unrolled(ir, op);
    Err(err(ir, op, "Runtime-valued control flow in a runtime sequence is not supported by this static BD-ID allocation pass. Either pass only constant-valued predicates to scf.for and scf.if so `aie-unroll-runtime-sequence-loops` can unroll/fold them, or use the dynamic EmitC path instead.")
        .with_help(format!("{why}: --aie-unroll-runtime-sequence-loops (in the default pipeline) unrolls and folds only loops and ifs whose bounds, step and conditions are arith.constant values or computed from the induction variables of such loops; CERT control code has no loops or branches, so a sequence that keeps them is emitted as a C++ generator of its NPU instruction stream with --aie-npu-to-cpp: {}", super::to_cpp::ONE_COMMAND)))
}

/// Why the `scf.for`, `scf.if` or `scf.while` `op` was not unrolled.
pub(crate) fn not_unrolled(ir: &Ir, op: OpId) -> &'static str {
    match ir.kind(op) {
        Some(OpKind::ScfFor) => loop_bound_problem(ir, op),
        Some(OpKind::ScfIf) => "this condition is not a constant",
        _ => "scf.while runs while a run-time condition holds",
    }
}

/// Why an `scf.for` was not unrolled: which operand is not a constant.
fn loop_bound_problem(ir: &Ir, lp: OpId) -> &'static str {
    let constant = |i: usize| {
        ir.defining_op(ir[lp].operands[i])
            .is_some_and(|d| ir.is(d, OpKind::ArithConstant))
    };
    match (constant(0), constant(1), constant(2)) {
        (false, _, _) => "this loop's lower bound is not a constant",
        (_, false, _) => "this loop's upper bound is not a constant",
        (_, _, false) => "this loop's step is not a constant",
        _ => "this loop's step is not positive",
    }
}

/// Assigns the BD ids of `seq`; the warnings of unsafe reuses, if asked.
fn assign(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    policy: Policy,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let Policy {
        reclaim,
        warn_unsafe,
    } = policy;
    let mut warnings = Vec::new();
    if has_pool_pop(ir, seq) {
        return Ok(warnings);
    }
    reject_control_flow(ir, seq)?;
    for task in ir.walk_views::<DmaConfigureTask>(seq).collect::<Vec<_>>() {
        pin_task_bd_id(ir, dev, task)?;
    }
    for op in ir.walk_for(seq, &[OpKind::DmaAwaitTask]) {
        if ir.is(op, OpKind::DmaAwaitTask) {
            let span = ir[op].span;
            let task = ir[op].operands[0];
            DmaFreeTask::build(ir, span)
                .operand(task)
                .insert(At::After(op));
        }
    }
    // Per tile: which ids are taken, first by its static DMA program's BDs
    // (by coordinates: a design may declare one tile twice).
    let mut taken: HashMap<(i64, i64), Vec<bool>> = HashMap::new();
    for (tile, id) in static_bd_ids(ir, dev) {
        let Some(kind) = dev.kind(tile) else { continue };
        let used = taken
            .entry(tile)
            .or_insert_with(|| vec![false; dev.model.num_bds(kind) as usize]);
        if let Some(slot) = usize::try_from(id).ok().and_then(|i| used.get_mut(i)) {
            *slot = true;
        }
    }
    // The task holding each taken id, and (with `reclaim`) the ids of tasks
    // proved finished, which a task takes once no id is free.
    let mut owner: HashMap<((i64, i64), i64), OpId> = HashMap::new();
    let mut done: HashMap<(i64, i64), BTreeSet<u32>> = HashMap::new();
    let mut finished = Finished::default();
    // Tasks started, tasks proved finished, and the ids freed from a started
    // task not proved finished (with the free's position), for
    // `warn_unsafe`.
    let mut started: BTreeSet<OpId> = BTreeSet::new();
    let mut proved: BTreeSet<OpId> = BTreeSet::new();
    let mut unsafe_free: HashMap<((i64, i64), i64), Span> = HashMap::new();
    let kinds = [
        OpKind::DmaConfigureTask,
        OpKind::DmaFreeTask,
        OpKind::DmaStartTask,
        OpKind::DmaAwaitTask,
        OpKind::NpuMaskpoll,
    ];
    for op in ir.walk_for(seq, &kinds) {
        if warn_unsafe {
            if ir.is(op, OpKind::DmaStartTask) {
                started.extend(ir.defining_op(ir[op].operands[0]));
            }
            if !reclaim {
                proved.extend(finished.after(ir, dev, op));
            }
        }
        if reclaim {
            let gone = finished.after(ir, dev, op);
            proved.extend(gone.iter().copied());
            for task in gone {
                let tile = netlist::tile_of(ir, task).unwrap_or_default();
                for id in task_bds(ir, task).iter().filter_map(|bd| bd.bd_id(ir)) {
                    if owner.get(&(tile, id)) == Some(&task) {
                        done.entry(tile).or_default().insert(id as u32);
                    }
                }
            }
        }
        match ir.kind(op) {
            Some(OpKind::DmaConfigureTask) => {
                let task = DmaConfigureTask::wrap(op);
                let tile = netlist::tile_of(ir, op).unwrap_or_default();
                let Some(kind) = dev.kind(tile) else { continue };
                let used = taken
                    .entry(tile)
                    .or_insert_with(|| vec![false; dev.model.num_bds(kind) as usize]);
                let bds = task_bds(ir, op);
                for &bd in &bds {
                    if let Some(id) = bd.bd_id(ir) {
                        match used.get_mut(id as usize) {
                            Some(slot) if !*slot => {
                                *slot = true;
                                owner.insert((tile, id), op);
                            }
                            _ => return Err(err(ir, bd.op(), format!("Specified buffer descriptor ID {id} is already in use. Emit an aiex.dma_free_task operation to reuse BDs."))),
                        }
                    }
                }
                // The ids the channel may use (mlir-aie takes channel 0's range
                // for every channel, which gives odd mem-tile channels BDs they
                // cannot start).
                let channel = task.channel(ir) as u32;
                let range = dev.model.bd_range(kind, channel);
                for &bd in &bds {
                    if bd.bd_id(ir).is_some() {
                        continue;
                    }
                    let free = range.clone().find(|&i| !used[i as usize]);
                    let reclaimed = || {
                        let d = done.get_mut(&tile)?;
                        let id = d.iter().copied().find(|i| range.contains(i))?;
                        d.remove(&id);
                        Some(id)
                    };
                    let Some(id) = free.or_else(reclaimed) else {
                        return Err(err(ir, bd.op(), "Allocator exhausted available buffer descriptor IDs.")
                            .with_help(format!("{} has {} BD ids; await tasks (aiex.dma_await_task) so their ids can be reused", netlist::tile_text(tile), range.len())));
                    };
                    used[id as usize] = true;
                    owner.insert((tile, i64::from(id)), op);
                    bd.set_bd_id(ir, i64::from(id));
                    if let Some(freed) = unsafe_free.remove(&(tile, i64::from(id))) {
                        warnings.push(unsafe_reuse(ir, bd.op(), tile, id, freed));
                    }
                }
            }
            Some(OpKind::DmaFreeTask) => {
                let task = ir
                    .defining_op(ir[op].operands[0])
                    .filter(|&t| ir.is(t, OpKind::DmaConfigureTask));
                let Some(task) = task else {
                    return Err(err(ir, op, "does not reference a valid configure_task operation.").with_note(
                        None,
                        "run --aie-materialize-bd-chains (for dma_start_bd_chain) or --aie-substitute-shim-dma-allocations (for dma_configure_task_for) first",
                    ));
                };
                let tile = netlist::tile_of(ir, task).unwrap_or_default();
                let unproved = started.contains(&task) && !proved.contains(&task);
                for bd in task_bds(ir, task) {
                    let Some(id) = bd.bd_id(ir) else {
                        return Err(err(ir, op, "Free called on BD chain with unassigned IDs."));
                    };
                    if unproved {
                        unsafe_free.insert((tile, id), ir[op].span);
                    }
                    // An id a later task reclaimed is that task's now.
                    if owner.get(&(tile, id)).is_some_and(|&o| o != task) {
                        continue;
                    }
                    owner.remove(&(tile, id));
                    if let Some(d) = done.get_mut(&tile) {
                        d.remove(&(id as u32));
                    }
                    if let Some(slot) = taken.get_mut(&tile).and_then(|u| u.get_mut(id as usize)) {
                        *slot = false;
                    }
                }
                ir.erase(op);
            }
            _ => {}
        }
    }
    Ok(warnings)
}

/// The warning of BD `bd` taking id `id` of `tile`, which a free at `freed`
/// released before anything proved its task finished.
fn unsafe_reuse(ir: &Ir, bd: OpId, tile: (i64, i64), id: u32, freed: Span) -> Diagnostic {
    Diagnostic::error(
        ir[bd].span,
        format!("reuses BD id {id} of {}, which aiex.dma_free_task released before any await or poll proved its task finished; if that task is still running, this one overwrites its descriptor", netlist::tile_text(tile)),
    )
    .with_severity(Severity::Warning)
    .with_note(Some(freed), "the id was released here")
    .with_help("await the freed task (aiex.dma_await_task with issue_token) before freeing it, or give this task another id")
}
