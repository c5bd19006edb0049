//! A cascade fifo (`transport = #aie.transport<cascade>`) names the cascade
//! between two neighbouring cores and nothing else: no buffer to fill, no
//! lock to take, no route to program. `--aie-objectfifo-split` writes it as
//! an `aie.cascade_flow`; in the producer's core each object's store becomes
//! the value put on the cascade (`aie.put_cascade`), in the consumer's each
//! load the value got off it (`aie.get_cascade`), in the order the core
//! wrote them; the acquires and releases go.

use super::{error, Res};
use crate::netlist::Dev;
use dialect::ir::cases::ObjectFifoPort;
use dialect::ir::{At, OpId, OpKind, Type, ValueId, View};
use dialect::ops::views::{
    CascadeFlow, GetCascade, Objectfifo, ObjectfifoAcquire, ObjectfifoRelease, PutCascade,
};
use dialect::Ir;

/// Writes cascade fifo `f` as its cascade flow and its cores' values.
pub(super) fn split(ir: &mut Ir, dev: &Dev, f: Objectfifo) -> Res<()> {
    let name = f.sym_name(ir).to_string();
    let &[prod, cons] = &ir[f.op()].operands[..] else {
        return Ok(());
    };
    CascadeFlow::build(ir, ir[f.op()].span)
        .operands(&[prod, cons])
        .insert(At::Before(f.op()));
    let cores: Vec<OpId> = dev.ops_of(ir, OpKind::Core).collect();
    for core in cores {
        let tile = ir[core].operands[0];
        for (port, end) in [
            (ObjectFifoPort::Produce, prod),
            (ObjectFifoPort::Consume, cons),
        ] {
            if tile == end {
                values(ir, core, &name, port)?;
            }
        }
    }
    Ok(())
}

/// Rewrites `core`'s accesses of cascade fifo `name` at `port`: each
/// acquired object's store (producer) or load (consumer) to the cascade.
fn values(ir: &mut Ir, core: OpId, name: &str, port: ObjectFifoPort) -> Res<()> {
    let ops = ir.walk(core);
    let mut done = Vec::new();
    for &op in &ops {
        let acquire = ir
            .view::<ObjectfifoAcquire>(op)
            .filter(|a| a.obj_fifo_name(ir) == name && a.port(ir) == Some(port));
        let release = ir
            .view::<ObjectfifoRelease>(op)
            .is_some_and(|r| r.obj_fifo_name(ir) == name && r.port(ir) == Some(port));
        if let Some(a) = acquire {
            if a.size(ir) != 1 {
                return Err(error(
                    ir,
                    op,
                    format!("acquires more than one object of cascade fifo @{name}"),
                    "a cascade holds one value at a time: acquire 1",
                ));
            }
            for object in objects(ir, &ops, op, &mut done) {
                move_values(ir, (core, &ops), object, port, name)?;
            }
            done.push(op);
        } else if release {
            done.push(op);
        }
    }
    ir.erase_all(&done);
    Ok(())
}

/// The memrefs acquire `op` yields: its results, or what the
/// `aie.objectfifo.subview.access`es of its subview read (those are added
/// to `done`).
fn objects(ir: &Ir, ops: &[OpId], op: OpId, done: &mut Vec<OpId>) -> Vec<ValueId> {
    let results = ir[op].results.clone();
    let subview = results
        .first()
        .is_some_and(|&r| matches!(ir.type_of(r), Type::ObjectFifoSubview(_)));
    if !subview {
        return results.to_vec();
    }
    let accesses: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&a| {
            ir.is(a, OpKind::ObjectfifoSubviewAccess) && ir[a].operands[..1] == results[..1]
        })
        .collect();
    done.extend(&accesses);
    accesses
        .iter()
        .flat_map(|&a| ir[a].results.clone())
        .collect()
}

/// Puts the values stored into `object` (at the producer) on the cascade,
/// or gets those loaded from it (at the consumer) off it; `ops` are those
/// of `core`.
fn move_values(
    ir: &mut Ir,
    (core, ops): (OpId, &[OpId]),
    object: ValueId,
    port: ObjectFifoPort,
    name: &str,
) -> Res<()> {
    let users: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&u| ir[u].operands.contains(&object))
        .collect();
    for user in users {
        let span = ir[user].span;
        match (port, ir.kind(user)) {
            (ObjectFifoPort::Produce, Some(OpKind::MemrefStore))
                if ir[user].operands[1] == object =>
            {
                let value = ir[user].operands[0];
                PutCascade::build(ir, span)
                    .operand(value)
                    .insert(At::Before(user));
            }
            (ObjectFifoPort::Consume, Some(OpKind::MemrefLoad))
                if ir[user].operands[0] == object =>
            {
                let loaded = ir[user].results[0];
                let ty = ir.type_of(loaded).clone();
                let got = GetCascade::build(ir, span)
                    .result(ty)
                    .insert(At::Before(user));
                let value = ir[got.op()].results[0];
                ir.replace_uses_in(core, loaded, value);
            }
            _ => {
                let (verb, help) = match port {
                    ObjectFifoPort::Produce => ("stored into", "the producer's core writes its value with a `memref.store` into the acquired object"),
                    ObjectFifoPort::Consume => ("loaded from", "the consumer's core reads the value with a `memref.load` from the acquired object"),
                };
                return Err(error(
                    ir,
                    user,
                    format!("uses an object of cascade fifo @{name}, which only carries a value {verb} it"),
                    help,
                ));
            }
        }
        ir.erase(user);
    }
    Ok(())
}
