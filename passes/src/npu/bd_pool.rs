//! `--aie-resolve-bd-pool` (docs/runtime-sequence.md, "The BD pool"): the BD
//! ids a runtime sequence pops from mlir-aie's pool become the constants
//! that pool gives at run time, so the static BD-id assignment and the
//! lowering to NPU instructions and CERT control code see constants.
//!
//! A tile's pool (mlir-aie's `aie_runtime::BdPool`) starts with all the
//! tile's BD ids stacked, 0 on top: a pop takes the top id, a push puts an
//! id back on top. Walking the sequence's body in order replays that; pops
//! and pushes inside control flow that `--aie-unroll-runtime-sequence-loops`
//! left (run-time loops and conditions) cannot be replayed. Popping from an
//! empty pool, pushing an id that is not popped (or onto another tile's
//! pool), and configuring or starting a task with an id after it was pushed
//! back are errors.

use super::bd_ids::not_unrolled;
use super::unroll_loops::unrolls;
use super::{sequences, task_bd_id};
use crate::canonicalize::fold::{fold_op, int_value};
use crate::netlist::{self, op_error as err, Dev};
use crate::{Anchor, Args, Pass, PassOption};
use dialect::ir::{Attr, IntType, OpId, OpKind, ValueId, View};
use dialect::ops::views::{ArithConstant, DmaBdPoolPop, DmaBdPoolPush, DmaConfigureTask};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-resolve-bd-pool",
    name: "AIEResolveBDPool",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace the BD ids runtime sequences pop from the BD pool (aiex.dma_bd_pool_pop) by the constants the pool gives, and drop the pushes",
    doc: "runtime-sequence.md#the-bd-pool",
    options: &[PassOption {
        name: RUN_TIME_FLOW,
        help: "A sequence that keeps loops or conditions on run-time values: `error` where it draws on the pool inside them (the CERT path), `keep` leaves it whole to the C++ generator, which pops and pushes at run time (--aie-npu-to-cpp's pipeline)",
        default: "error",
        values: &["error", "keep"],
    }],
    body: crate::Body::Run(run),
};

/// The option choosing what becomes of sequences with run-time control flow.
pub(crate) const RUN_TIME_FLOW: &str = "run-time-flow";

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let keep = args.get(RUN_TIME_FLOW) == "keep";
    netlist::each_device(ir, |ir, dev| {
        for seq in sequences(ir, dev) {
            if keep && keeps_run_time_flow(ir, seq) {
                continue;
            }
            let pool_ops = [OpKind::DmaBdPoolPop, OpKind::DmaBdPoolPush];
            let ops = ir.walk_for(seq, &pool_ops);
            if ops.iter().any(|&o| pool_ops.iter().any(|&k| ir.is(o, k))) {
                Replay::new(dev).sequence(ir, seq)?;
            }
        }
        Ok(())
    })
}

/// Whether `seq` holds a loop or condition that
/// `--aie-unroll-runtime-sequence-loops` does not unroll (bounds or a
/// condition known only at run time).
pub(crate) fn keeps_run_time_flow(ir: &Ir, seq: OpId) -> bool {
    let control = [OpKind::ScfFor, OpKind::ScfIf, OpKind::ScfWhile];
    ir.walk_for(seq, &control)
        .into_iter()
        .any(|o| control.iter().any(|&k| ir.is(o, k)) && !unrolls(ir, o))
}

/// A tile: (column, row).
type Tile = (i64, i64);

/// One pop: its tile and id, and the push that gave the id back, if any.
struct Popped {
    tile: Tile,
    id: i64,
    op: OpId,
    pushed: Option<OpId>,
}

/// The replay of one sequence's pool operations.
struct Replay<'d> {
    dev: &'d Dev,
    /// Each tile's free ids, the top last.
    free: HashMap<Tile, Vec<i64>>,
    pops: Vec<Popped>,
    /// The pop each popped value comes from.
    by_value: HashMap<ValueId, usize>,
    /// The pop that holds each id popped and not pushed back.
    held: HashMap<(Tile, i64), usize>,
}

impl<'d> Replay<'d> {
    fn new(dev: &'d Dev) -> Self {
        Replay {
            dev,
            free: HashMap::new(),
            pops: Vec::new(),
            by_value: HashMap::new(),
            held: HashMap::new(),
        }
    }

    /// Replays the body of `seq`, then makes each pop the constant it gave
    /// (folding what is computed from it) and erases the pushes.
    fn sequence(mut self, ir: &mut Ir, seq: OpId) -> Res<()> {
        let body = super::body(ir, seq).expect("a runtime sequence has a body");
        reject_nested(ir, seq, body)?;
        let ops: Vec<OpId> = ir.ops_in(body).collect();
        for &op in &ops {
            match ir.kind(op) {
                Some(OpKind::DmaBdPoolPop) => self.pop(ir, DmaBdPoolPop::wrap(op))?,
                Some(OpKind::DmaBdPoolPush) => self.push(ir, DmaBdPoolPush::wrap(op))?,
                Some(OpKind::DmaConfigureTask) => self.configure(ir, DmaConfigureTask::wrap(op))?,
                Some(OpKind::DmaStartTask) => self.start(ir, op)?,
                _ => {}
            }
        }
        self.resolve(ir, &ops);
        Ok(())
    }

    fn pop(&mut self, ir: &Ir, pop: DmaBdPoolPop) -> Res<()> {
        let op = pop.op();
        let tile = (pop.column(ir), pop.row(ir));
        let Some(kind) = self.dev.kind(tile) else {
            return Err(err(
                ir,
                op,
                format!(
                    "pops from the BD pool of {}, which is not a tile of the device",
                    netlist::tile_text(tile)
                ),
            )
            .with_help(format!(
                "the device has columns 0 to {} and rows 0 to {}",
                self.dev.model.columns - 1,
                self.dev.model.rows - 1
            )));
        };
        let size = self.dev.model.num_bds(kind);
        let free = self
            .free
            .entry(tile)
            .or_insert_with(|| (0..i64::from(size)).rev().collect());
        // A pop for a channel or a partition takes the topmost id it may
        // use (a mem tile's half of its BDs, the ids of the partition).
        let draw = super::PoolDraw::of(ir, op).expect("a pop draws on a pool");
        let range = draw.ids(self.dev, kind);
        let usable = |id: &i64| u32::try_from(*id).is_ok_and(|i| range.contains(&i));
        let Some(at) = free.iter().rposition(usable) else {
            let which = match range.len() < size as usize {
                true => format!(" for BDs {} to {}", range.start, range.end - 1),
                false => String::new(),
            };
            return Err(err(ir, op, format!("pops from the BD pool of {}{which}, which is empty: its {size} BD ids are all popped", netlist::tile_text(tile)))
                .with_help("push an id back (aiex.dma_bd_pool_push) once its task is done; mlir-aie's pool gives no transaction stream here"));
        };
        let id = free.remove(at);
        let index = self.pops.len();
        self.pops.push(Popped {
            tile,
            id,
            op,
            pushed: None,
        });
        self.by_value.insert(ir[op].results[0], index);
        self.held.insert((tile, id), index);
        Ok(())
    }

    fn push(&mut self, ir: &Ir, push: DmaBdPoolPush) -> Res<()> {
        let op = push.op();
        let tile = (push.column(ir), push.row(ir));
        let index = self.pushed_pop(ir, op, tile)?;
        let p = &mut self.pops[index];
        p.pushed = Some(op);
        self.held.remove(&(tile, p.id));
        self.free.entry(tile).or_default().push(p.id);
        Ok(())
    }

    /// The pop whose id `push` (on `tile`) gives back: the pop of its
    /// operand, or the one holding the constant id it pushes.
    fn pushed_pop(&self, ir: &Ir, push: OpId, tile: Tile) -> Res<usize> {
        let v = ir[push].operands[0];
        let here = netlist::tile_text(tile);
        let index = match (self.by_value.get(&v), int_value(ir, v, false)) {
            (Some(&i), _) => i,
            (None, Some(id)) => *self.held.get(&(tile, id as i64)).ok_or_else(|| {
                err(ir, push, format!("pushes BD id {id}, which is not popped from the BD pool of {here}"))
                    .with_help("push back only ids that aiex.dma_bd_pool_pop returned and that are not pushed back yet")
            })?,
            (None, None) => {
                return Err(err(ir, push, "pushes a value that no aiex.dma_bd_pool_pop of this sequence returned")
                    .with_help("push back the id a pop of the same tile returned"))
            }
        };
        let p = &self.pops[index];
        if p.tile != tile {
            return Err(err(
                ir,
                push,
                format!(
                    "pushes BD id {} of the BD pool of {} onto the pool of {here}",
                    p.id,
                    netlist::tile_text(p.tile)
                ),
            )
            .with_note(Some(ir[p.op].span), "the id is popped here")
            .with_help("push an id back onto the pool of the tile it was popped from"));
        }
        if let Some(earlier) = p.pushed {
            return Err(err(
                ir,
                push,
                format!(
                    "pushes BD id {}, which is not popped: it was pushed back already",
                    p.id
                ),
            )
            .with_note(Some(ir[earlier].span), "pushed back here")
            .with_help("push each popped id back once"));
        }
        Ok(index)
    }

    /// A task takes its id from a pop of its own tile, before the id is
    /// pushed back.
    fn configure(&self, ir: &Ir, task: DmaConfigureTask) -> Res<()> {
        let Some(p) = self.popped_id(ir, task) else {
            return Ok(());
        };
        let tile = netlist::tile_of(ir, task.op()).unwrap_or(p.tile);
        if tile != p.tile {
            return Err(err(
                ir,
                task.op(),
                format!(
                    "takes BD id {} from the BD pool of {} but runs on {}",
                    p.id,
                    netlist::tile_text(p.tile),
                    netlist::tile_text(tile)
                ),
            )
            .with_note(Some(ir[p.op].span), "the id is popped here")
            .with_help("pop the id from the pool of the task's tile"));
        }
        self.not_pushed(ir, task.op(), p, "configures a task with")
    }

    /// A task is started before its id is pushed back.
    fn start(&self, ir: &Ir, start: OpId) -> Res<()> {
        let task = (ir[start].operands.first())
            .and_then(|&t| ir.defining_op(t))
            .and_then(|t| ir.view::<DmaConfigureTask>(t));
        match task.and_then(|t| self.popped_id(ir, t)) {
            Some(p) => self.not_pushed(ir, start, p, "starts a task with"),
            None => Ok(()),
        }
    }

    /// The pop that gives `task` its BD id, if one does.
    fn popped_id(&self, ir: &Ir, task: DmaConfigureTask) -> Option<&Popped> {
        let v = task_bd_id(ir, task)?;
        self.by_value.get(&v).map(|&i| &self.pops[i])
    }

    fn not_pushed(&self, ir: &Ir, op: OpId, p: &Popped, what: &str) -> Res<()> {
        let Some(push) = p.pushed else {
            return Ok(());
        };
        Err(err(
            ir,
            op,
            format!(
                "{what} BD id {} after it was pushed back to the BD pool",
                p.id
            ),
        )
        .with_note(Some(ir[push].span), "pushed back here")
        .with_help("push the id back after the task is done (after its aiex.dma_await_task)"))
    }

    /// Each pop becomes the `arith.constant` of its id; the integer `arith`
    /// of `ops` computed from pops is folded; pushes are erased.
    fn resolve(&self, ir: &mut Ir, ops: &[OpId]) {
        let mut known: HashSet<ValueId> = HashSet::new();
        for p in &self.pops {
            ir.rename(p.op, OpKind::ArithConstant);
            ir.clear_attrs(p.op);
            ArithConstant::wrap(p.op).set_value(ir, Attr::Int(i128::from(p.id), IntType::I32));
            known.insert(ir[p.op].results[0]);
        }
        let mut forward = HashMap::new();
        for &op in ops {
            if ir.is(op, OpKind::DmaBdPoolPush) {
                ir.erase(op);
            } else if ir[op].operands.iter().any(|v| known.contains(v)) {
                fold_from_pool(ir, op, &mut known, &mut forward);
            }
        }
        for (from, to) in forward {
            let Some(scope) = ir.defining_op(from).and_then(|d| ir.parent_op(d)) else {
                continue;
            };
            ir.replace_uses_in(scope, from, to);
        }
    }
}

/// Folds `op`, whose operands include values now known (`known`): a folded
/// op's result is known too; an identity's result is forwarded to its
/// operand (`forward`).
fn fold_from_pool(
    ir: &mut Ir,
    op: OpId,
    known: &mut HashSet<ValueId>,
    forward: &mut HashMap<ValueId, ValueId>,
) {
    let Some(&result) = ir[op].results.first() else {
        return;
    };
    match fold_op(ir, op, forward) {
        Some(v) => {
            forward.insert(result, v);
            known.insert(result);
        }
        None if ir.is(op, OpKind::ArithConstant) => {
            known.insert(result);
        }
        None => {}
    }
}

/// Rejects pool operations outside the body of the sequence: in control flow
/// the unrolling left (run-time loops and conditions) or in another region.
fn reject_nested(ir: &Ir, seq: OpId, body: dialect::ir::BlockId) -> Res<()> {
    let nested = ir
        .walk_for(seq, &[OpKind::DmaBdPoolPop, OpKind::DmaBdPoolPush])
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::DmaBdPoolPop) || ir.is(o, OpKind::DmaBdPoolPush))
        .find(|&o| ir.block_of(o) != Some(body));
    let Some(op) = nested else {
        return Ok(());
    };
    let control = ir.ancestor(op, |n| {
        [OpKind::ScfFor, OpKind::ScfIf, OpKind::ScfWhile]
            .iter()
            .any(|k| k.name() == n)
    });
    match control.filter(|&c| ir.ancestor(c, |n| n == OpKind::RuntimeSequence.name()) == Some(seq)) {
        Some(c) if unrolls(ir, c) => Err(err(ir, op, "draws on the BD pool inside a loop or condition that is not unrolled yet")
            .with_note(Some(ir[c].span), "inside this loop or condition")
            .with_help("run --aie-unroll-runtime-sequence-loops first (the default pipeline does)")),
        Some(c) => Err(err(ir, op, "draws on the BD pool inside run-time control flow: its BD id is not known at compile time")
            .with_note(Some(ir[c].span), "inside this loop or condition")
            .with_help(format!("{}: the CERT path resolves the pool at compile time, and --aie-unroll-runtime-sequence-loops (in the default pipeline) unrolls only loops and ifs whose bounds, step and conditions are constants", not_unrolled(ir, c)))),
        None => Err(err(ir, op, "is not directly in the body of its runtime sequence")
            .with_help("the pool is replayed in the sequence's body (run --aie-materialize-runtime-sequences first for ops inside aiex.configure)")),
    }
}
