//! `--aie-objectFifo-unroll` on the cores lowered statically: each loop
//! that acquires from fifos is unrolled by the lcm of their depths, so that
//! every acquire names fixed objects (aie-passes.md §4.10).

use super::{fifo, unroll, Res, Transform};
use crate::netlist;
use dialect::ir::cases::ObjectFifoPort;
use dialect::ir::{At, OpId, ValueId, View};
use dialect::ops::format::SCALAR_TYPE;
use dialect::ops::views::{Core, Objectfifo, ObjectfifoAcquire, ObjectfifoRelease, UseLock};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

impl Transform<'_> {
    /// Unrolls the fifo loops of every core lowered statically: those whose
    /// `dynamic_objfifo_lowering` is false, or unset when `default_dynamic`
    /// is.
    pub(super) fn unroll_static_cores(&mut self, default_dynamic: bool) -> Res<()> {
        self.scan()?;
        let cores: Vec<Core> = self.dev.views(self.ir).collect();
        for core in cores {
            if !core
                .dynamic_objfifo_lowering(self.ir)
                .unwrap_or(default_dynamic)
            {
                self.unroll_loops(core.op())?;
                share_lock_values(self.ir, core.op());
            }
        }
        Ok(())
    }

    /// Unrolls the loops of `core` that acquire from fifos
    /// ([`unroll::unroll_loops`]), each by the lcm of its fifos' depths.
    fn unroll_loops(&mut self, core: OpId) -> Res<()> {
        let by_name = &self.by_name;
        unroll::unroll_loops(self.ir, core, |ir, o| {
            Ok(Some(fifo::size(ir, named_fifo(ir, by_name, o)?)))
        })
    }
}

/// Gives the lock values of the `use_lock`s under `op` (a core or a DMA
/// program) as `arith.constant`s at the start of its body, one per value in
/// order of first use, as mlir-aie's canonicalization after its unrolling
/// leaves them.
pub(super) fn share_lock_values(ir: &mut Ir, op: OpId) {
    let Some(entry) = ir.entry_block(op, 0) else {
        return;
    };
    let mut constants: Vec<(i64, ValueId)> = Vec::new();
    let mut at = At::Start(entry);
    for o in ir.walk(op) {
        let Some(u) = ir.view::<UseLock>(o) else {
            continue;
        };
        if u.value_operand(ir).is_some() {
            continue;
        }
        let value = u.value(ir);
        let v = match constants.iter().find(|(c, _)| *c == value) {
            Some(&(_, v)) => v,
            None => {
                let c = unroll::constant_op(ir, value, SCALAR_TYPE, at);
                at = At::After(c);
                let v = ir[c].results[0];
                constants.push((value, v));
                v
            }
        };
        u.set_value_operand(ir, v);
    }
}

/// The fifo acquire/release `op` names, among `by_name`.
fn named_fifo(ir: &Ir, by_name: &HashMap<String, Objectfifo>, op: OpId) -> Res<Objectfifo> {
    let name = port_of(ir, op).map_or("", |(name, _)| name);
    by_name.get(name).copied().ok_or_else(|| {
        netlist::op_error(
            ir,
            op,
            format!("'{name}' does not reference a valid objectfifo"),
        )
        .into()
    })
}

/// The fifo name and port of an acquire or release of an objectfifo (one
/// through a pool's core endpoint has no port: `--aie-objectfifo-lower-cores`
/// lowers it).
fn port_of(ir: &dialect::Ir, op: OpId) -> Option<(&str, ObjectFifoPort)> {
    if let Some(a) = ir.view::<ObjectfifoAcquire>(op) {
        return Some((a.obj_fifo_name(ir), a.port(ir)?));
    }
    let r = ir.view::<ObjectfifoRelease>(op)?;
    Some((r.obj_fifo_name(ir), r.port(ir)?))
}

/// The error of an acquire or release (`what`: "acquire from", "release
/// from") on a fifo end that is a core stream port.
pub(super) fn stream_access(ir: &Ir, op: OpId, what: &str) -> Box<Diagnostic> {
    Box::new(
        netlist::op_error(ir, op, format!("cannot {what} objectfifo stream port"))
            .with_help("a stream end has no objects; use aie.put_stream/aie.get_stream"),
    )
}
