//! Tiles as allocation sees them: a placed `aie.tile`, an `aie.logical_tile`
//! with what is known of its position, or a neighbour MemTile that exists
//! only once a spilled buffer needs it. Two references are the same tile
//! when they are one value or both sit at the same known coordinates.

use crate::netlist::{self, Dev};
use aie_target::device::{Device, TileKind};
use dialect::ir::{OpKind, ValueId};
use dialect::ops::views::{LogicalTile, Tile};
use dialect::Ir;
use std::collections::HashMap;

/// A tile reference: an index into [`Tiles::refs`].
pub(super) type T = usize;

/// What a tile reference says about its tile.
pub(super) struct TileRef {
    /// Its value; `None` for a neighbour not yet in the IR.
    pub value: Option<ValueId>,
    pub kind: TileKind,
    pub col: Option<i64>,
    pub row: Option<i64>,
}

/// Where resources are counted: at known coordinates (shared by every
/// reference there), or on one reference of unknown position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Place {
    At(i64, i64),
    Only(T),
}

pub(super) struct Tiles {
    pub refs: Vec<TileRef>,
    by_value: HashMap<ValueId, T>,
    by_coords: HashMap<(i64, i64), Vec<T>>,
}

impl Tiles {
    /// Every tile and logical tile of the device, in body order.
    pub fn of(ir: &Ir, dev: &Dev) -> Tiles {
        let mut tiles = Tiles {
            refs: Vec::new(),
            by_value: HashMap::new(),
            by_coords: HashMap::new(),
        };
        for op in dev.ops(ir) {
            let (kind, col, row) = if let Some(t) = ir.view::<Tile>(op) {
                let (c, r) = netlist::tile_coords(ir, t);
                match dev.kind((c, r)) {
                    Some(k) => (k, Some(c), Some(r)),
                    None => continue,
                }
            } else if let Some(t) = ir.view::<LogicalTile>(op) {
                (t.tile_type(ir).kind(), t.col(ir), t.row(ir))
            } else {
                continue;
            };
            tiles.push(ir[op].results.first().copied(), kind, col, row);
        }
        tiles
    }

    fn push(
        &mut self,
        value: Option<ValueId>,
        kind: TileKind,
        col: Option<i64>,
        row: Option<i64>,
    ) -> T {
        let t = self.refs.len();
        self.refs.push(TileRef {
            value,
            kind,
            col,
            row,
        });
        if let Some(v) = value {
            self.by_value.insert(v, t);
        }
        if let (Some(c), Some(r)) = (col, row) {
            self.by_coords.entry((c, r)).or_default().push(t);
        }
        t
    }

    /// The reference of tile value `v`.
    pub fn of_value(&self, v: ValueId) -> Option<T> {
        self.by_value.get(&v).copied()
    }

    pub fn kind(&self, t: T) -> TileKind {
        self.refs[t].kind
    }

    pub fn coords(&self, t: T) -> Option<(i64, i64)> {
        Some((self.refs[t].col?, self.refs[t].row?))
    }

    /// Where `t`'s resources are counted.
    pub fn place(&self, t: T) -> Place {
        self.coords(t)
            .map_or(Place::Only(t), |(c, r)| Place::At(c, r))
    }

    /// Whether `a` and `b` are certainly the same tile.
    pub fn same(&self, a: T, b: T) -> bool {
        a == b || self.coords(a).is_some_and(|c| self.coords(b) == Some(c))
    }

    /// Every reference to the tile of `t` (`t` alone if its position is
    /// not known), in body order.
    pub fn aliases(&self, t: T) -> Vec<T> {
        match self.coords(t) {
            Some(c) => self.by_coords[&c].clone(),
            None => vec![t],
        }
    }

    /// A reference to the placed tile at `coords`: an `aie.tile` there,
    /// else any reference there, else a new one (not yet in the IR).
    pub fn at(&mut self, ir: &Ir, coords: (i64, i64), kind: TileKind) -> T {
        if let Some(refs) = self.by_coords.get(&coords) {
            let placed = refs.iter().copied().find(|&t| {
                self.refs[t]
                    .value
                    .and_then(|v| ir.defining_op(v))
                    .is_some_and(|op| ir.is(op, OpKind::Tile))
            });
            return placed.unwrap_or(refs[0]);
        }
        self.push(None, kind, Some(coords.0), Some(coords.1))
    }

    /// The positions on `model` that `t` may stand for.
    fn positions(&self, model: &Device, t: T) -> Vec<(i64, i64)> {
        let r = &self.refs[t];
        let cols = r.col.map_or(0..i64::from(model.columns), |c| c..c + 1);
        let mut out = Vec::new();
        for c in cols {
            let rows = r.row.map_or(0..i64::from(model.rows), |r| r..r + 1);
            out.extend(rows.map(|row| (c, row)).filter(|&p| self.fits(model, t, p)));
        }
        out
    }

    /// Whether `t` may stand for the tile at `p`.
    fn fits(&self, model: &Device, t: T, p: (i64, i64)) -> bool {
        let r = &self.refs[t];
        r.col.is_none_or(|c| c == p.0)
            && r.row.is_none_or(|row| row == p.1)
            && model.tile_kind(p.0, p.1) == Some(r.kind)
    }

    /// Whether the code or DMA of `user` may reach the memory (buffers,
    /// locks) of `memory` at some pair of positions they may stand for;
    /// with `local_only`, only on its own tile.
    pub fn can_access(&self, model: &Device, user: T, memory: T, local_only: bool) -> bool {
        if user == memory {
            return true;
        }
        self.positions(model, user).into_iter().any(|u| {
            let near = [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)];
            let steps = if local_only { &near[..1] } else { &near[..] };
            steps.iter().any(|&(dc, dr)| {
                let m = (u.0 + dc, u.1 + dr);
                self.fits(model, memory, m) && shares(model, u, m)
            })
        })
    }
}

/// Whether a tile at `user` reaches the memory of the tile at `memory`.
pub(super) fn shares(model: &Device, user: (i64, i64), memory: (i64, i64)) -> bool {
    let shim = |p: (i64, i64)| model.tile_kind(p.0, p.1).is_none_or(|k| k.is_shim());
    user == memory || (!shim(user) && !shim(memory) && model.is_legal_mem_affinity(user, memory))
}

#[cfg(test)]
mod tests {
    use super::{TileKind, Tiles};
    use std::collections::HashMap;

    fn tiles(refs: &[(TileKind, Option<i64>, Option<i64>)]) -> Tiles {
        let mut t = Tiles {
            refs: Vec::new(),
            by_value: HashMap::new(),
            by_coords: HashMap::new(),
        };
        for &(kind, col, row) in refs {
            t.push(None, kind, col, row);
        }
        t
    }

    #[test]
    fn unknown_coordinates_reach_where_some_placement_shares_memory() {
        let npu2 = aie_target::device::device("npu2").unwrap();
        use TileKind::{Core, MemTile};
        let t = tiles(&[
            (MemTile, Some(1), None),
            (MemTile, Some(0), None),
            (MemTile, Some(2), None),
            (Core, None, Some(2)),
            (Core, Some(0), Some(3)),
            (Core, Some(0), Some(5)),
            (MemTile, None, None),
            (Core, None, None),
        ]);
        // Neighbour columns of MemTiles share memory, two apart do not.
        assert!(t.can_access(npu2, 1, 0, false));
        assert!(!t.can_access(npu2, 1, 2, false));
        // A DMA limited to its own tile reaches no other column.
        assert!(!t.can_access(npu2, 1, 0, true));
        // A core of row 2 reaches row 3 above it, not row 5.
        assert!(t.can_access(npu2, 3, 4, false));
        assert!(!t.can_access(npu2, 3, 5, false));
        // A core never reaches a MemTile's memory.
        assert!(!t.can_access(npu2, 7, 6, false));
        // The same coordinates are one tile.
        assert!(t.same(4, 4) && !t.same(0, 1) && !t.same(6, 7));
    }
}
