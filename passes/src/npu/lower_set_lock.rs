//! `--aie-lower-set-lock`: each `aiex.set_lock(%lock, v)` of a runtime
//! sequence becomes an `aiex.npu.write32` of `v` to the lock's value register
//! (tile-local address, with the lock's column and row).

use crate::canonicalize::fold::int_value;
use crate::netlist::{self, op_error, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::regs::lock::{lock_value, LOCK_VALUE};
use dialect::ir::{At, View};
use dialect::ops::views::{Lock, NpuWrite32, SetLock, Tile};
use dialect::ops::IntOrValue;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-lower-set-lock",
    name: "AIELowerSetLock",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Lower aiex.set_lock to aiex.npu.write32 of the lock's value register",
    doc: "runtime-sequence.md#the-passes",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let sets: Vec<SetLock> = dev.walk_views(ir).collect();
    for set in sets {
        let (address, (col, row)) = register(ir, dev, set)?;
        // A value known only at run time is the register write's operand.
        let (value, at_run_time) = match set.value(ir) {
            Some(IntOrValue::Int(v)) => (v, None),
            Some(IntOrValue::Value(v)) => {
                match int_value(ir, v, false).and_then(|c| i64::try_from(c).ok()) {
                    Some(c) => (c, None),
                    None => (0, Some(v)),
                }
            }
            None => {
                return Err(op_error(ir, set.op(), "has no lock value")
                    .with_help("give the value to set: `aiex.set_lock(%lock, 1)`"))
            }
        };
        if LOCK_VALUE.word(&[("value", value)]).is_err() {
            let max = LOCK_VALUE.field("value").map_or(0, |f| *f.range().end());
            return Err(
                op_error(ir, set.op(), format!("lock value {value} is out of range"))
                    .with_help(format!("a lock holds a value from 0 to {max}")),
            );
        }
        let write = NpuWrite32::build(ir, ir[set.op()].span)
            .address(i64::from(address))
            .value(value)
            .column(col)
            .row(row)
            .insert(At::Before(set.op()));
        if let Some(v) = at_run_time {
            NpuWrite32::wrap(write.op()).set_value_operand(ir, v);
        }
        ir.erase(set.op());
    }
    Ok(())
}

/// The tile-local address of the value register of `set`'s lock, and its tile.
fn register(ir: &Ir, dev: &Dev, set: SetLock) -> Result<(u32, (i64, i64)), Diagnostic> {
    let not_placed = || {
        op_error(ir, set.op(), "lock is not a placed aie.lock with an id")
            .with_help("give the lock an id, or run --aie-assign-lock-ids first")
    };
    let defined = |op: dialect::ir::OpId| ir[op].operands.first().and_then(|&v| ir.defining_op(v));
    let lock = defined(set.op())
        .and_then(|l| ir.view::<Lock>(l))
        .ok_or_else(not_placed)?;
    let id = lock.lock_id(ir).ok_or_else(not_placed)?;
    let tile = defined(lock.op())
        .and_then(|t| ir.view::<Tile>(t))
        .ok_or_else(not_placed)?;
    let coords = (tile.col(ir), tile.row(ir));
    let kind = dev.kind(coords).ok_or_else(not_placed)?;
    let id = u32::try_from(id).map_err(|_| not_placed())?;
    Ok((lock_value(kind, id), coords))
}
