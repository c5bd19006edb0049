//! `--aie-lower-dynamic-bd-pool` (mlir-aie's pass of that name): in a
//! runtime sequence with run-time control flow, each DMA task draws its BD
//! ids from the tile's pool at run time. Every `dma_configure_task` gets a
//! `dma_bd_pool_pop` before it per BD of its chain, in body order: the
//! first its `bd_id` operand, each later one its BD's `bd_id_val`; the
//! popped ids travel with the task through `scf.for` (`i32` iter_args
//! beside each task iter_arg) and `scf.if` (`i32` results beside each task
//! result); each `dma_free_task` becomes a `dma_bd_pool_push` of each of
//! its task's ids (an await stays a completion wait). Straight-line
//! sequences, and sequences that already pop, are left to the static
//! assignment, as mlir-aie leaves them. Like mlir-aie: no BD with its own
//! `bd_id`, no `scf.while`, and an `scf.if` yields a task from both
//! branches or from neither, both on the same channel with as many BDs.
//! The loops it keeps rolled are where a push may find its task queue
//! full: each such push is guarded by a poll of the channel's status, as
//! `--aie-assign-runtime-sequence-bd-ids` guards straight-line ones
//! (`enforce-queue-depth`; false warns instead).

use super::{bd_ids::TASK_QUEUE, queue_depth, sequences, set_task_bd_id, task_bd_id};
use crate::netlist::{self, op_error as err, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, OpKind, Type, TypedEnum, ValueId, View};
use dialect::ops::views::{DmaBdPoolPop, DmaBdPoolPush, DmaConfigureTask, DmaFreeTask};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-dynamic-bd-pool",
    name: "AIELowerDynamicBDPool",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower runtime-bound DMA task allocation to a runtime BD free-list pool",
    doc: "runtime-sequence.md#the-bd-pool",
    options: &[queue_depth::ENFORCE],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let enforce = queue_depth::enforced(args);
    let mut warnings = Vec::new();
    let errors = netlist::each_device(ir, |ir, dev| {
        for seq in sequences(ir, dev) {
            let ops = ir.walk(seq);
            let control = [OpKind::ScfFor, OpKind::ScfIf, OpKind::ScfWhile];
            let has = |k: &[OpKind]| ops.iter().any(|&o| k.iter().any(|&k| ir.is(o, k)));
            if has(&control) && !has(&[OpKind::DmaBdPoolPop]) {
                Lowering::default().sequence(ir, dev, seq)?;
                warnings.extend(queue_depth::guard(ir, dev, seq, enforce, &TASK_QUEUE));
            }
        }
        Ok(())
    });
    if errors.is_empty() {
        warnings
    } else {
        errors
    }
}

/// The `scf.for` or `scf.if` given `i32` ids beside the tasks at `carried`
/// (iter_arg or result positions); its yields get them when all are known.
struct Grown {
    op: OpId,
    carried: Vec<usize>,
}

/// The lowering of one sequence.
#[derive(Default)]
struct Lowering {
    /// The ids (one per BD of its chain) that go with each task value.
    paired: HashMap<ValueId, Vec<ValueId>>,
    grown: Vec<Grown>,
}

/// A physical channel: tile, direction (its case index) and channel.
type Channel = ((i64, i64), u8, i64);

impl Lowering {
    fn sequence(mut self, ir: &mut Ir, dev: &Dev, seq: OpId) -> Res<()> {
        if let Some(w) = ir
            .walk(seq)
            .into_iter()
            .find(|&o| ir.is(o, OpKind::ScfWhile))
        {
            return Err(err(ir, w, "scf.while in a runtime sequence is not supported by the dynamic BD pool path; only scf.for and scf.if are supported")
                .with_help("count the iterations with an scf.for"));
        }
        for task in ir.walk_views::<DmaConfigureTask>(seq).collect::<Vec<_>>() {
            self.pop_for(ir, dev, task)?;
        }
        let tasks = tasks(ir, seq);
        let configures = configures(ir, seq);
        for op in ir.walk(seq) {
            match ir.kind(op) {
                Some(OpKind::ScfFor) => self.grow_for(ir, op, &tasks)?,
                Some(OpKind::ScfIf) => self.grow_if(ir, op, &tasks, &configures)?,
                _ => {}
            }
        }
        self.wire(ir)?;
        let channels = channels(ir, &configures);
        same_channel_branches(ir, seq, &channels)?;
        self.pushes(ir, dev, seq, &channels)
    }

    /// Gives each BD of `task` a pop of its tile's pool as its BD id.
    fn pop_for(&mut self, ir: &mut Ir, dev: &Dev, task: DmaConfigureTask) -> Res<()> {
        let op = task.op();
        if task_bd_id(ir, task).is_some() {
            return Ok(());
        }
        let bds = super::bd_ids::task_bds(ir, op);
        if let Some(bd) = bds.iter().find(|b| b.bd_id(ir).is_some()) {
            return Err(err(ir, bd.op(), "pins a buffer descriptor ID inside a runtime-bound sequence that draws IDs from the dynamic pool; a pinned ID would collide with a runtime-allocated one. Allocate every BD in this sequence from the pool (drop the bd_id), or make the sequence straight-line so the static allocator assigns all IDs.")
                .with_help("drop the bd_id attribute"));
        }
        let Some((col, row)) = netlist::tile_of(ir, op).filter(|&t| dev.kind(t).is_some()) else {
            return Err(err(
                ir,
                op,
                "the task's tile must be a placed aie.tile of the device",
            )
            .with_help("place the task on an aie.tile before drawing its BD id from the pool"));
        };
        let (lo, hi) = partition(dev, (col, row), task.channel(ir));
        let mut ids = Vec::new();
        for (k, bd) in bds.iter().enumerate() {
            let pop = DmaBdPoolPop::build(ir, ir[op].span)
                .column(col)
                .row(row)
                .partition_lo(lo)
                .partition_hi(hi)
                .result(Type::I32)
                .insert(At::Before(op));
            let id = ir[pop.op()].results[0];
            match k {
                0 => set_task_bd_id(ir, task, id),
                _ => ir[bd.op()].operands.push(id),
            }
            ids.push(id);
        }
        self.paired.insert(ir[op].results[0], ids);
        Ok(())
    }

    /// The ids a task value carries, or an error at `op`, which uses it.
    fn ids_of(&self, ir: &Ir, task: ValueId, op: OpId) -> Res<Vec<ValueId>> {
        self.paired.get(&task).cloned().ok_or_else(|| {
            err(ir, op, "does not resolve to a task allocated from the runtime pool; cannot return its buffer descriptor ID")
                .with_help("pass the task that a dma_configure_task of this sequence gives, through scf.for iter_args and scf.if results")
        })
    }

    /// Gives `lp` `i32` iter_args (and results) after its own, one per id
    /// of each iter_arg whose initial value is a task, starting at the
    /// task's ids.
    fn grow_for(&mut self, ir: &mut Ir, lp: OpId, tasks: &HashSet<ValueId>) -> Res<()> {
        let body = ir.entry_block(lp, 0).expect("scf.for has a body");
        let inits: Vec<ValueId> = ir[lp].operands[3..].to_vec();
        let carried: Vec<usize> = (0..inits.len())
            .filter(|&k| tasks.contains(&inits[k]))
            .collect();
        for &k in &carried {
            let (mut args, mut results) = (Vec::new(), Vec::new());
            for id in self.ids_of(ir, inits[k], lp)? {
                ir[lp].operands.push(id);
                args.push(ir.add_block_arg(body, Type::I32));
                results.push(ir.add_result(lp, Type::I32));
            }
            self.paired.insert(ir[body].args[k + 1], args);
            self.paired.insert(ir[lp].results[k], results);
        }
        self.grown.push(Grown { op: lp, carried });
        Ok(())
    }

    /// Gives `cond` an `i32` result beside each result both branches yield a
    /// task for; a task from one branch only is an error.
    fn grow_if(
        &mut self,
        ir: &mut Ir,
        cond: OpId,
        tasks: &HashSet<ValueId>,
        configures: &HashMap<ValueId, OpId>,
    ) -> Res<()> {
        let Some([then_y, else_y]) = if_yields(ir, cond) else {
            return Ok(());
        };
        let mut carried = Vec::new();
        for k in 0..ir[cond].results.len() {
            let branch = |y: OpId| ir[y].operands.get(k).is_some_and(|v| tasks.contains(v));
            match (branch(then_y), branch(else_y)) {
                (true, true) => carried.push(k),
                (false, false) => {}
                _ => return Err(err(ir, cond, "yields a pool-allocated task on only one branch of an scf.if; both branches must yield the task (and its buffer descriptor id) so it can be freed after the if")
                    .with_help("yield a task of the pool from the other branch too")),
            }
        }
        for &k in &carried {
            let task = ir[then_y].operands[k];
            let bds = configures
                .get(&task)
                .map(|&c| super::bd_ids::task_bds(ir, c).len());
            let results = (0..bds.unwrap_or(1))
                .map(|_| ir.add_result(cond, Type::I32))
                .collect();
            self.paired.insert(ir[cond].results[k], results);
        }
        self.grown.push(Grown { op: cond, carried });
        Ok(())
    }

    /// Each grown op's yields yield the id of each carried task.
    fn wire(&self, ir: &mut Ir) -> Res<()> {
        for g in &self.grown {
            for y in yields(ir, g.op) {
                for &k in &g.carried {
                    let task = ir[y].operands[k];
                    let Some(ids) = self.paired.get(&task) else {
                        return Err(err(ir, y, format!("yields a value that is not a task of the pool at position {k}, where its op carries one"))
                            .with_help("yield a task a dma_configure_task of this sequence gives (or the one carried in)"));
                    };
                    let carried = self.paired.get(&ir[g.op].results[k]).map_or(0, Vec::len);
                    if ids.len() != carried {
                        return Err(err(ir, y, format!("yields a task of {} BDs at position {k}, where its op carries tasks of {carried}", ids.len()))
                            .with_help("yield tasks whose chains have as many BDs (each BD's id is carried beside the task)"));
                    }
                    ir[y].operands.extend(ids.clone());
                }
            }
        }
        Ok(())
    }

    /// Each `dma_free_task` becomes a push of its task's id to its pool.
    fn pushes(
        &self,
        ir: &mut Ir,
        dev: &Dev,
        seq: OpId,
        channels: &HashMap<ValueId, Channel>,
    ) -> Res<()> {
        for free in ir.walk_views::<DmaFreeTask>(seq).collect::<Vec<_>>() {
            let op = free.op();
            let task = ir[op].operands[0];
            let ids = self.ids_of(ir, task, op)?;
            let Some(&((col, row), _, channel)) = channels.get(&task) else {
                return Err(err(ir, op, "does not resolve to a task allocated from the runtime pool; cannot return its buffer descriptor ID")
                    .with_help("free a task whose first value a dma_configure_task of this sequence gives"));
            };
            let (lo, hi) = partition(dev, (col, row), channel);
            for id in ids {
                DmaBdPoolPush::build(ir, ir[op].span)
                    .column(col)
                    .row(row)
                    .partition_lo(lo)
                    .partition_hi(hi)
                    .operand(id)
                    .insert(At::Before(op));
            }
            ir.erase(op);
        }
        Ok(())
    }
}

/// The yields of the `then` and `else` blocks of the `scf.if` `cond`, if it
/// has both and results.
fn if_yields(ir: &Ir, cond: OpId) -> Option<[OpId; 2]> {
    if !ir.is(cond, OpKind::ScfIf) || ir[cond].results.is_empty() {
        return None;
    }
    let last = |r: usize| {
        let y = ir.last_op(ir.entry_block(cond, r)?)?;
        ir.is(y, OpKind::ScfYield).then_some(y)
    };
    Some([last(0)?, last(1)?])
}

/// The terminators of `op`'s regions (an `scf.for`'s or `scf.if`'s yields).
fn yields(ir: &Ir, op: OpId) -> Vec<OpId> {
    (0..ir[op].regions().len())
        .filter_map(|r| ir.entry_block(op, r).and_then(|b| ir.last_op(b)))
        .filter(|&y| ir.is(y, OpKind::ScfYield))
        .collect()
}

/// Every value of `seq` that holds a task: the results of configures, and
/// (closed over) the iter_args of `scf.for`s they start, and the results
/// of the `scf.for`s and `scf.if`s that yield them.
fn tasks(ir: &Ir, seq: OpId) -> HashSet<ValueId> {
    let mut edges: Vec<(ValueId, ValueId)> = Vec::new();
    for op in ir.walk(seq) {
        if ir.is(op, OpKind::ScfFor) {
            let body = ir.entry_block(op, 0).expect("scf.for has a body");
            let inits = &ir[op].operands[3..];
            edges.extend(inits.iter().zip(&ir[body].args[1..]).map(|(&i, &a)| (i, a)));
        }
        if ir.is(op, OpKind::ScfFor) || ir.is(op, OpKind::ScfIf) {
            for y in yields(ir, op) {
                edges.extend(
                    ir[y]
                        .operands
                        .iter()
                        .zip(&ir[op].results)
                        .map(|(&v, &r)| (v, r)),
                );
            }
        }
    }
    let roots = ir
        .walk_views::<DmaConfigureTask>(seq)
        .map(|t| ir[t.op()].results[0]);
    closure(roots.collect(), &edges).into_keys().collect()
}

/// The channel of every task value ([`configures`]).
fn channels(ir: &Ir, configures: &HashMap<ValueId, OpId>) -> HashMap<ValueId, Channel> {
    let channel = |op: OpId| {
        let task = DmaConfigureTask::wrap(op);
        let tile = netlist::tile_of(ir, op).unwrap_or_default();
        (tile, task.direction(ir).index(), task.channel(ir))
    };
    configures
        .iter()
        .map(|(&v, &op)| (v, channel(op)))
        .collect()
}

/// The configure every task value of `seq` comes from: a configure's own,
/// passed on to an `scf.for`'s iter_arg and result from its initial value,
/// and to an `scf.if`'s result from the `then` branch.
fn configures(ir: &Ir, seq: OpId) -> HashMap<ValueId, OpId> {
    let mut edges: Vec<(ValueId, ValueId)> = Vec::new();
    for op in ir.walk(seq) {
        if ir.is(op, OpKind::ScfFor) {
            let body = ir.entry_block(op, 0).expect("scf.for has a body");
            for (k, &i) in ir[op].operands[3..].iter().enumerate() {
                edges.extend([(i, ir[body].args[k + 1]), (i, ir[op].results[k])]);
            }
        } else if let Some([then_y, _]) = if_yields(ir, op) {
            edges.extend(
                ir[then_y]
                    .operands
                    .iter()
                    .zip(&ir[op].results)
                    .map(|(&v, &r)| (v, r)),
            );
        }
    }
    let origin: HashMap<ValueId, OpId> = ir
        .walk_views::<DmaConfigureTask>(seq)
        .map(|t| (ir[t.op()].results[0], t.op()))
        .collect();
    let roots: Vec<ValueId> = origin.keys().copied().collect();
    closure(roots, &edges)
        .into_iter()
        .map(|(v, root)| (v, origin[&root]))
        .collect()
}

/// The values `edges` reach from `roots`, each with the first root that
/// reaches it.
fn closure(roots: Vec<ValueId>, edges: &[(ValueId, ValueId)]) -> HashMap<ValueId, ValueId> {
    let mut next: HashMap<ValueId, Vec<ValueId>> = HashMap::new();
    for &(from, to) in edges {
        next.entry(from).or_default().push(to);
    }
    let mut seen: HashMap<ValueId, ValueId> = roots.iter().map(|&r| (r, r)).collect();
    let mut todo = roots;
    while let Some(v) = todo.pop() {
        let root = seen[&v];
        for &to in next.get(&v).into_iter().flatten() {
            if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(to) {
                e.insert(root);
                todo.push(to);
            }
        }
    }
    seen
}

/// An `scf.if` that yields tasks at one result yields tasks of one channel
/// from both branches, and an `scf.for` that carries a task yields tasks of
/// its initial task's channel (one id and one completion wait serve either).
fn same_channel_branches(ir: &Ir, seq: OpId, channels: &HashMap<ValueId, Channel>) -> Res<()> {
    for op in ir.walk(seq) {
        if ir.is(op, OpKind::ScfFor) {
            let Some(&y) = yields(ir, op).first() else {
                continue;
            };
            let carried = ir[op].operands[3..].iter().zip(&ir[y].operands);
            for (k, (init, next)) in carried.enumerate() {
                if let (Some(x), Some(n)) = (channels.get(init), channels.get(next)) {
                    if x != n {
                        return Err(err(ir, op, format!("carries a task on different physical channels (tile/direction/channel): its initial task and the task an iteration yields at iter_arg {k}; a pooled buffer descriptor id and its completion sync belong to one channel"))
                            .with_help("configure the task each iteration yields on the initial task's tile, direction and channel"));
                    }
                }
            }
            continue;
        }
        let Some([then_y, else_y]) = if_yields(ir, op) else {
            continue;
        };
        let pairs = ir[then_y].operands.iter().zip(&ir[else_y].operands);
        for (a, b) in pairs {
            if let (Some(x), Some(y)) = (channels.get(a), channels.get(b)) {
                if x != y {
                    return Err(err(ir, op, "yields tasks on different physical channels (tile/direction/channel) from its two branches at the same result; a pooled buffer descriptor id and its completion sync belong to one channel")
                        .with_help("yield tasks of one tile, direction and channel from both branches"));
                }
            }
        }
    }
    Ok(())
}

/// The partition `[lo, hi)` of tile `tile`'s BD ids that channel `channel`
/// may use: its pops and pushes draw on it (a mem tile's even channels the
/// lower 24, odd ones the upper 24; other tiles all).
fn partition(dev: &Dev, tile: (i64, i64), channel: i64) -> (i64, i64) {
    let range = dev.kind(tile).map_or(0..0, |kind| {
        dev.model
            .bd_range(kind, u32::try_from(channel).unwrap_or(0))
    });
    (i64::from(range.start), i64::from(range.end))
}
