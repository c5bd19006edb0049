//! `--aie-assign-lock-ids`: gives every `aie.lock` without an id the lowest
//! id its tile has free, in walk order; user-given ids are kept and must be
//! unique per tile (aie-passes.md §7).

use crate::netlist::{self, tile_text};
use crate::{Anchor, Args, Pass};
use dialect::ir::{OpKind, ValueId, View};
use dialect::ops::views::{Lock, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-lock-ids",
    name: "AIEAssignLockIDs",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Assign an id to every aie.lock without one (lowest free id of its tile)",
    doc: "passes.md#--aie-assign-lock-ids",
    options: &[],
    body: crate::Body::Run(run),
};

/// The locks of one tile.
struct TileLocks {
    tile: Tile,
    coords: (i64, i64),
    capacity: u32,
    /// Ids given in the input, with the lock holding each.
    taken: HashMap<i64, Lock>,
    /// Locks without an id, in walk order.
    free: Vec<Lock>,
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for dev in netlist::devices(ir) {
        let mut tiles: Vec<TileLocks> = Vec::new();
        let mut index: HashMap<ValueId, usize> = HashMap::new();
        for lock in dev.walk_views::<Lock>(ir) {
            let Some(&tile_value) = ir[lock.op()].operands.first() else {
                continue;
            };
            let Some(tile) = netlist::tile_op(ir, tile_value) else {
                continue; // a logical tile: placed later
            };
            let coords = netlist::tile_coords(ir, tile);
            let Some(kind) = dev.kind(coords) else {
                continue;
            };
            let i = *index.entry(tile_value).or_insert_with(|| {
                tiles.push(TileLocks {
                    tile,
                    coords,
                    capacity: dev.model.num_locks(kind),
                    taken: HashMap::new(),
                    free: Vec::new(),
                });
                tiles.len() - 1
            });
            let t = &mut tiles[i];
            match lock.lock_id(ir) {
                Some(id) => {
                    if let Some(&first) = t.taken.get(&id) {
                        diags.push(duplicate(ir, t, lock, first, id));
                    } else {
                        t.taken.insert(id, lock);
                    }
                }
                None => t.free.push(lock),
            }
        }
        for t in &tiles {
            let mut next = 0i64;
            for (k, &lock) in t.free.iter().enumerate() {
                while next < i64::from(t.capacity) && t.taken.contains_key(&next) {
                    next += 1;
                }
                if next >= i64::from(t.capacity) {
                    diags.push(exhausted(ir, t, lock, t.free.len() - k));
                    break;
                }
                lock.set_lock_id(ir, next);
                next += 1;
            }
        }
    }
    diags
}

/// Two locks of a tile given the same id.
fn duplicate(ir: &Ir, t: &TileLocks, lock: Lock, first: Lock, id: i64) -> Diagnostic {
    let holder = first.sym_name(ir).map_or_else(
        || "an earlier aie.lock".to_string(),
        |name| format!("lock `{name}`"),
    );
    let free: Vec<i64> = (0..i64::from(t.capacity))
        .filter(|i| !t.taken.contains_key(i))
        .collect();
    Diagnostic::op_error(
        ir[lock.op()].span,
        OpKind::Lock.name(),
        format!("is assigned to the same lock ({id}) as another op."),
    )
    .with_note(
        Some(ir[t.tile.op()].span),
        "tile has lock ops assigned to same lock.",
    )
    .with_help(format!(
        "lock {id} of {} is already taken by {holder}; ids still free on this tile: {}",
        tile_text(t.coords),
        ranges(&free)
    ))
}

/// The tile ran out of ids at `lock`; `left` locks (this one included) got none.
fn exhausted(ir: &Ir, t: &TileLocks, lock: Lock, left: usize) -> Diagnostic {
    let wanted = t.taken.len() + t.free.len();
    Diagnostic::op_error(
        ir[lock.op()].span,
        OpKind::Lock.name(),
        "not allocated a lock.",
    )
    .with_note(
        Some(ir[t.tile.op()].span),
        format!("because only {} locks available in this tile.", t.capacity),
    )
    .with_help(format!(
        "{} has {} locks (ids 0-{}) but {wanted} aie.lock ops ({} with a fixed id): \
             {left} get no id; remove them or place them on another tile",
        tile_text(t.coords),
        t.capacity,
        t.capacity - 1,
        t.taken.len(),
    ))
}

/// `0-6, 8, 10-15` (`none` if empty).
fn ranges(ids: &[i64]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let mut j = i;
        while j + 1 < ids.len() && ids[j + 1] == ids[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            ids[i].to_string()
        } else {
            format!("{}-{}", ids[i], ids[j])
        });
        i = j + 1;
    }
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assign(src: &str) -> (String, Vec<Diagnostic>) {
        let mut ir = dialect::parse(src).expect("parses");
        let diags = run(&mut ir, &Args::default());
        (dialect::print(&ir), diags)
    }

    #[test]
    fn fills_gaps_around_fixed_ids_in_walk_order() {
        let (out, diags) = assign(
            "aie.device(npu1) {\n %t = aie.tile(1, 2)\n %a = aie.lock(%t)\n %b = aie.lock(%t, 0)\n %c = aie.lock(%t)\n %d = aie.lock(%t, 2)\n %e = aie.lock(%t)\n}",
        );
        assert!(diags.is_empty(), "{diags:?}");
        let ids: Vec<&str> = out
            .lines()
            .filter(|l| l.contains("aie.lock("))
            .map(|l| l.split(", ").nth(1).unwrap_or("").trim_end_matches(')'))
            .collect();
        assert_eq!(ids, ["1", "0", "3", "2", "4"]);
    }

    #[test]
    fn ranges_compress_runs() {
        assert_eq!(ranges(&[0, 1, 2, 4, 6, 7]), "0-2, 4, 6-7");
        assert_eq!(ranges(&[]), "none");
    }
}
