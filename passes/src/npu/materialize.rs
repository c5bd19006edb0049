//! `--aie-materialize-runtime-sequences` (aie-runtime-sequence.md §2.1):
//! every `aiex.configure @dev { ... }` of a runtime sequence becomes
//! `aiex.npu.load_pdi {device_ref = @dev}` followed by its body, in which
//! each `aiex.run @seq(args)` is replaced by a copy of runtime sequence
//! `@seq` of `@dev` with its arguments bound to `args`.
//!
//! A copy from another device brings along what it refers to: the tiles it
//! uses (the caller's tile at the same place, else a copy of the callee's),
//! the locks it uses (the caller's lock of that tile, id and name, else a
//! copy)
//! and the symbols of the callee device it names (shim DMA allocations,
//! buffers, globals, BD chains), copied into the caller under a name free
//! there (`name`, else `name_0`, `name_1`, ...). Calls nest; a cycle is an
//! error. A `load_pdi` right after an identical one is not repeated.

use super::sequences;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Attr, OpId, OpKind, ValueDef, ValueId, View};
use dialect::ops::views::{Configure, Lock, NpuLoadPdi, Run, RuntimeSequence, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-materialize-runtime-sequences",
    name: "AIEMaterializeRuntimeSequences",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary:
        "Turn aiex.configure into aiex.npu.load_pdi and inline the runtime sequences aiex.run calls",
    doc: "runtime-sequence.md#reconfiguration",
    options: &[],
    body: crate::Body::Run(run),
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    materialize_all(ir).err().into_iter().collect()
}

/// Every `aiex.configure` of the module as a `load_pdi` and the sequences
/// its runs call (also `--aie-npu-to-cert`'s first step).
pub(crate) fn materialize_all(ir: &mut Ir) -> Res<()> {
    // Runs sit in configures: without one, there is nothing to do.
    if !ir.may_contain(OpKind::Configure) {
        return Ok(());
    }
    check_cycles(ir)?;
    for dev in netlist::devices(ir) {
        let mut copied = HashMap::new();
        for seq in sequences(ir, &dev) {
            while let Some(c) = first_configure(ir, seq) {
                configure(ir, &dev, seq, c, &mut copied)?;
            }
        }
    }
    Ok(())
}

/// The ops of a runtime sequence's body.
fn body_ops(ir: &Ir, seq: OpId) -> Vec<OpId> {
    ir.entry_block(seq, 0)
        .map(|b| ir.ops_in(b).collect::<Vec<_>>())
        .unwrap_or_default()
}

/// The first `aiex.configure` of a runtime sequence.
fn first_configure(ir: &Ir, seq: OpId) -> Option<Configure> {
    ir.views::<Configure>(body_ops(ir, seq)).next()
}

/// The device `configure` (or the `aiex.configure` around a run) names.
fn target(ir: &Ir, c: Configure) -> Res<Dev> {
    netlist::device_named(ir, c.symbol(ir))
        .ok_or_else(|| err(ir, c.op(), format!("No such device: '{}'", c.symbol(ir))))
}

/// The runtime sequence `run` calls.
pub(crate) fn callee(ir: &Ir, run: Run) -> Res<(Dev, OpId)> {
    let c = ir
        .parent_op(run.op())
        .and_then(|p| ir.view::<Configure>(p))
        .ok_or_else(|| err(ir, run.op(), "expects parent op 'aiex.configure'"))?;
    let dev = target(ir, c)?;
    let name = run.callee(ir);
    sequences(ir, &dev)
        .into_iter()
        .find(|&s| RuntimeSequence::wrap(s).sym_name(ir) == name)
        .map(|s| (dev, s))
        .ok_or_else(|| {
            err(
                ir,
                run.op(),
                format!("no runtime sequence '{name}' in device '{}'", c.symbol(ir)),
            )
            .with_help("name an aie.runtime_sequence of the configured device")
        })
}

/// The runs of a runtime sequence: those in its `aiex.configure` ops.
pub(crate) fn runs(ir: &Ir, seq: OpId) -> Vec<Run> {
    if !ir.may_contain(Configure::KIND) {
        return Vec::new();
    }
    ir.views::<Configure>(body_ops(ir, seq))
        .flat_map(|c| ir.views::<Run>(ir.children(c.op())).collect::<Vec<_>>())
        .collect()
}

/// Rejects a runtime sequence that runs itself, directly or not.
fn check_cycles(ir: &Ir) -> Res<()> {
    let all: Vec<OpId> = netlist::devices(ir)
        .iter()
        .flat_map(|d| sequences(ir, d))
        .collect();
    let mut done = BTreeSet::new();
    for &seq in &all {
        let mut path = Vec::new();
        visit(ir, seq, &mut path, &mut done)?;
    }
    Ok(())
}

fn visit(ir: &Ir, seq: OpId, path: &mut Vec<OpId>, done: &mut BTreeSet<OpId>) -> Res<()> {
    if path.contains(&seq) {
        return Err(err(ir, seq, "Runtime sequence contains a cycle")
            .with_help("aiex.run inlines the sequence it calls; a sequence cannot run itself"));
    }
    if !done.insert(seq) {
        return Ok(());
    }
    path.push(seq);
    for r in runs(ir, seq) {
        let (_, s) = callee(ir, r)?;
        visit(ir, s, path, done)?;
    }
    path.pop();
    Ok(())
}

/// Symbols of other devices already copied into this one: (device, name) →
/// name here.
type Copied = HashMap<(OpId, String), String>;

/// `aiex.configure @dev { body }` → `load_pdi @dev` and the body, its runs
/// inlined.
fn configure(ir: &mut Ir, dev: &Dev, seq: OpId, c: Configure, copied: &mut Copied) -> Res<()> {
    target(ir, c)?;
    for r in ir.views::<Run>(ir.children(c.op())).collect::<Vec<_>>() {
        inline(ir, dev, seq, r, copied)?;
    }
    let op = c.op();
    let name = c.symbol(ir).to_string();
    let previous = ir.prev_op(op).and_then(|p| ir.view::<NpuLoadPdi>(p));
    if previous.is_none_or(|p| p.device_ref(ir) != Some(name.as_str())) {
        NpuLoadPdi::build(ir, ir[op].span)
            .device_ref(&name)
            .insert(At::Before(op));
    }
    for inner in ir.children(op).collect::<Vec<_>>() {
        if ir.is(inner, OpKind::End) {
            continue;
        }
        ir.move_op(inner, At::Before(op));
    }
    ir.erase(op);
    Ok(())
}

/// Replaces `run` by a copy of the body of the sequence it calls.
fn inline(ir: &mut Ir, dev: &Dev, seq: OpId, run: Run, copied: &mut Copied) -> Res<()> {
    let (from, callee) = callee(ir, run)?;
    let mut map = bind_args(ir, run, callee)?;
    let foreign = from.op != dev.op;
    if foreign {
        let outside = outside_values(ir, callee);
        bind_tiles(ir, dev, outside, run.op(), &mut map)?;
    }
    let mut clones = Vec::new();
    for op in body_ops(ir, callee) {
        if ir.is(op, OpKind::End) {
            continue;
        }
        let c = ir.clone_op(op, &mut map);
        ir.insert(At::Before(run.op()), c);
        clones.push(c);
    }
    if foreign {
        copy_symbols(ir, dev, &from, seq, &clones, run.op(), copied)?;
    }
    ir.erase(run.op());
    Ok(())
}

/// The callee's arguments bound to the run's operands (count and types must agree).
fn bind_args(ir: &Ir, run: Run, callee: OpId) -> Res<HashMap<ValueId, ValueId>> {
    let params = ir
        .entry_block(callee, 0)
        .map(|b| ir[b].args.clone())
        .unwrap_or_default();
    let args = &ir[run.op()].operands;
    if params.len() != args.len() {
        return Err(err(
            ir,
            run.op(),
            format!(
                "argument count mismatch: expected {} but got {}",
                params.len(),
                args.len()
            ),
        )
        .with_help("pass one value per argument of the runtime sequence called"));
    }
    for (i, (&p, &a)) in params.iter().zip(args).enumerate() {
        if ir.type_of(p) != ir.type_of(a) {
            return Err(err(
                ir,
                run.op(),
                format!(
                    "argument {i} type mismatch:  expected {} but got {}",
                    ir.type_of(p),
                    ir.type_of(a)
                ),
            ));
        }
    }
    Ok(params.into_iter().zip(args.iter().copied()).collect())
}

/// Values that ops nested in `op` use but that are defined outside it, in
/// first-use order.
fn outside_values(ir: &Ir, op: OpId) -> Vec<ValueId> {
    let inside: BTreeSet<OpId> = ir.walk(op).into_iter().collect();
    let mut out = Vec::new();
    for o in ir.walk(op) {
        for &v in &ir[o].operands {
            let outside = match ir[v].def {
                ValueDef::Result(d, _) => !inside.contains(&d),
                ValueDef::BlockArg(b, _) => {
                    let owner = ir.block_owner(b);
                    owner != op && !inside.contains(&owner)
                }
            };
            if outside && !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// The caller's tile for tile value `v` of another device: the tile at the
/// same place, else a copy of `v`'s `aie.tile`.
fn local_tile(ir: &mut Ir, dev: &Dev, v: ValueId, at: OpId) -> Res<ValueId> {
    let Some(def) = ir.defining_op(v) else {
        return Err(err(
            ir,
            at,
            "Referenced value is not defined by an operation",
        ));
    };
    let Some(tile) = ir.view::<Tile>(def) else {
        return Err(err(
            ir,
            at,
            format!(
                "Referenced SSA value defined by unsupported operation type: {}. Currently only aie.tile and aie.lock operations are supported.",
                ir[def].name()
            ),
        )
        .with_help("the called sequence may use tiles and locks of its device, its arguments and symbols; pass other values as arguments"));
    };
    let place = netlist::tile_coords(ir, tile);
    let same = dev
        .views::<Tile>(ir)
        .find(|&t| netlist::tile_coords(ir, t) == place);
    if let Some(t) = same {
        if ir.attrs(t.op()) != ir.attrs(def) {
            return Err(err(
                ir,
                at,
                format!(
                    "aie.tile({}, {}) already exists in the device with different attributes",
                    place.0, place.1
                ),
            ));
        }
        return Ok(ir[t.op()].results[0]);
    }
    let copy = ir.clone_op(def, &mut HashMap::new());
    let pos = dev.last_tile(ir).map_or(At::Start(dev.body), At::After);
    ir.insert(pos, copy);
    Ok(ir[copy].results[0])
}

/// The symbol roots that `op` and the ops nested in it refer to.
fn symbol_refs(ir: &Ir, op: OpId) -> Vec<String> {
    fn collect(a: &Attr, out: &mut Vec<String>) {
        match a {
            Attr::SymRef(path) => out.extend(path.first().cloned()),
            Attr::Array(items) => items.iter().for_each(|i| collect(i, out)),
            Attr::Dict(entries) => entries.iter().for_each(|(_, v)| collect(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for o in std::iter::once(op).chain(ir.walk(op)) {
        let defines = netlist::sym_name(ir, o);
        for (_, a) in ir.attrs(o) {
            collect(a, &mut out);
        }
        // A symbol definition stored as a reference does not refer to itself.
        if let Some(d) = defines {
            if let Some(i) = out.iter().rposition(|s| s == d) {
                out.remove(i);
            }
        }
    }
    out
}

/// Copies into `dev` (before `seq`) the definitions in `from` of the
/// symbols `ops` refer to, and of those these refer to, and renames the
/// references in `ops` and in the copies.
fn copy_symbols(
    ir: &mut Ir,
    dev: &Dev,
    from: &Dev,
    seq: OpId,
    ops: &[OpId],
    at: OpId,
    copied: &mut Copied,
) -> Res<()> {
    let mut renames = HashMap::new();
    let mut copies = Vec::new();
    let mut todo: Vec<String> = ops.iter().flat_map(|&o| symbol_refs(ir, o)).collect();
    while let Some(name) = todo.pop() {
        if renames.contains_key(&name) {
            continue;
        }
        let Some(def) = from.symbol(ir, &name) else {
            // A symbol of the module (a device, a global) stays as it is.
            continue;
        };
        let key = (from.op, name.clone());
        if let Some(local) = copied.get(&key) {
            renames.insert(name, local.clone());
            continue;
        }
        let local = dev.free_symbol(ir, &name);
        let copy = copy_definition(ir, dev, def, at)?;
        netlist::set_sym_name(ir, copy, &local);
        ir.insert(At::Before(seq), copy);
        todo.extend(symbol_refs(ir, copy));
        copies.push(copy);
        copied.insert(key, local.clone());
        renames.insert(name, local);
    }
    for &o in ops.iter().chain(&copies) {
        ir.rename_symbols(o, &renames);
    }
    Ok(())
}

/// A detached copy of symbol definition `def`, its tiles replaced by the caller's.
fn copy_definition(ir: &mut Ir, dev: &Dev, def: OpId, at: OpId) -> Res<OpId> {
    let mut map = HashMap::new();
    let used = ir[def]
        .operands
        .iter()
        .copied()
        .chain(outside_values(ir, def))
        .collect();
    bind_tiles(ir, dev, used, at, &mut map)?;
    Ok(ir.clone_op(def, &mut map))
}

/// Maps each of `values` not mapped yet to the caller's tile for it.
fn bind_tiles(
    ir: &mut Ir,
    dev: &Dev,
    values: Vec<ValueId>,
    at: OpId,
    map: &mut HashMap<ValueId, ValueId>,
) -> Res<()> {
    for v in values {
        if map.contains_key(&v) {
            continue;
        }
        let local = match ir.defining_op(v).and_then(|d| ir.view::<Lock>(d)) {
            Some(lock) => local_lock(ir, dev, lock, at)?,
            None => local_tile(ir, dev, v, at)?,
        };
        map.insert(v, local);
    }
    Ok(())
}

/// The caller's lock for `lock` of another device (an `aiex.set_lock` of the
/// called sequence names one): the caller's lock of the same tile, id and
/// name, else a copy of `lock` on the caller's tile at the same place.
fn local_lock(ir: &mut Ir, dev: &Dev, lock: Lock, at: OpId) -> Res<ValueId> {
    let tile = local_tile(ir, dev, ir[lock.op()].operands[0], at)?;
    let same = dev.views::<Lock>(ir).find(|&l| {
        ir[l.op()].operands.first() == Some(&tile) && ir.attrs(l.op()) == ir.attrs(lock.op())
    });
    if let Some(l) = same {
        return Ok(ir[l.op()].results[0]);
    }
    let mut map = HashMap::from([(ir[lock.op()].operands[0], tile)]);
    let copy = ir.clone_op(lock.op(), &mut map);
    let pos = ir.defining_op(tile).map_or(At::Start(dev.body), At::After);
    ir.insert(pos, copy);
    Ok(ir[copy].results[0])
}
