//! `--aie-localize-locks`: inside each `aie.core`, the uses of a lock become
//! an `arith.constant` index: the lock's number as that core addresses it
//! (its id plus the base of the neighbour it sits on,
//! `Device::lock_local_base`). The constants are created at the start of the
//! core body, as mlir-aie's AIELocalizeLocks creates them (the last lock it
//! visits first: tiles in device order, each tile's locks latest first).

use crate::netlist::{devices, tile_of, tile_text};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, Attr, IntType, OpId, Type, View};
use dialect::ops::views::{ArithConstant, Core, Lock, Tile};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-localize-locks",
    name: "AIELocalizeLocks",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace the locks used in each aie.core by their core-relative index",
    doc: "passes.md#--aie-localize-locks",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    for dev in devices(ir) {
        let cores: Vec<Core> = dev.views::<Core>(ir).collect();
        let tiles: Vec<Tile> = dev.views::<Tile>(ir).collect();
        let locks: Vec<Lock> = dev.views::<Lock>(ir).collect();
        for core in cores {
            let Some(at) = tile_of(ir, core.op()) else {
                continue;
            };
            for &tile in &tiles {
                let there = (tile.col(ir), tile.row(ir));
                if !dev.model.is_legal_mem_affinity(at, there) {
                    continue;
                }
                let Some(base) = dev.model.lock_local_base(at, there) else {
                    continue;
                };
                let on_tile = locks
                    .iter()
                    .rev()
                    .filter(|l| ir[l.op()].operands.first() == Some(&ir[tile.op()].results[0]));
                for &lock in on_tile.collect::<Vec<_>>() {
                    if let Err(d) = localize(ir, core.op(), lock, base) {
                        diagnostics.push(d);
                    }
                }
            }
        }
    }
    diagnostics
}

/// Replaces the uses of `lock` inside `core` by a constant `base + id`.
fn localize(ir: &mut Ir, core: OpId, lock: Lock, base: u32) -> Result<(), Diagnostic> {
    let value = ir[lock.op()].results[0];
    let used = ir
        .walk(core)
        .into_iter()
        .any(|op| op != core && ir[op].operands.contains(&value));
    if !used {
        return Ok(());
    }
    let Some(id) = lock.lock_id(ir) else {
        let at = tile_of(ir, lock.op()).unwrap_or_default();
        return Err(Diagnostic::error(
            ir[lock.op()].span,
            format!("lock on {} has no id", tile_text(at)),
        )
        .with_help("run --aie-assign-lock-ids first"));
    };
    let Some(body) = ir.entry_block(core, 0) else {
        return Ok(());
    };
    let span = ir[lock.op()].span;
    let c = ArithConstant::build(ir, span)
        .value(Attr::Int(i128::from(base) + i128::from(id), IntType::Index))
        .result(Type::Index)
        .insert(At::Index(body, 0))
        .op();
    let local = ir[c].results[0];
    ir.replace_uses_in(core, value, local);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_follow_the_neighbour_the_lock_is_on() {
        // AIE2: south 0, west 16, north 32, own 48.
        let mut ir = dialect::parse(
            "aie.device(npu1) {
               %t02 = aie.tile(0, 2)
               %t03 = aie.tile(0, 3)
               %own = aie.lock(%t03, 2)
               %south = aie.lock(%t02, 5)
               %c = aie.core(%t03) {
                 aie.use_lock(%own, AcquireGreaterEqual, 1)
                 aie.use_lock(%south, Release, 1)
                 aie.end
               }
             }",
        )
        .unwrap();
        assert!(run(&mut ir, &Args::default()).is_empty());
        let out = dialect::syntax::print_april(&ir);
        let core = &out[out.find("aie.core").unwrap()..];
        // Tiles in device order, each constant created first in the body.
        assert!(
            core.contains("%c50 = arith.constant 50 : index\n      %c5 = arith.constant 5 : index"),
            "{out}"
        );
        assert!(
            core.contains("aie.use_lock(%c50, AcquireGreaterEqual, 1)"),
            "{out}"
        );
        assert!(core.contains("aie.use_lock(%c5, Release, 1)"), "{out}");
    }
}
