//! The design's names for what the array holds: the `sym_name`s of
//! `aie.lock` and `aie.buffer` ops (which the object-FIFO lowering derives
//! from the FIFO's name), for wait reports and traces. Without a design the
//! model names locks and buffers by id and address only.

use crate::core::{checked, tile_coords, Tile};
use dialect::ir::{OpKind, Span};
use dialect::ops::views::{Buffer, Lock};
use dialect::Ir;
use std::collections::HashMap;

/// A named lock: its `@sym_name` and the span of its `aie.lock`.
#[derive(Clone, Debug)]
pub struct LockName {
    /// The lock's `sym_name`, with its `@`.
    pub name: String,
    /// The span of its `aie.lock` op.
    pub span: Span,
}

/// A named buffer of a tile: `@sym_name` over bytes `start..end`.
#[derive(Clone, Debug)]
struct BufferName {
    tile: Tile,
    start: u64,
    end: u64,
    name: String,
}

/// Lock and buffer names by tile, lock id and byte address.
#[derive(Clone, Debug, Default)]
pub struct Names {
    locks: HashMap<(Tile, u32), LockName>,
    buffers: Vec<BufferName>,
}

impl Names {
    /// The names of the locks (with ids) and buffers (with addresses) of
    /// `ir`, a lowered design; the first of several devices wins a clash.
    pub fn for_design(ir: &Ir) -> Names {
        let mut names = Names::default();
        for op in ir.walk(ir.top) {
            let tile = || {
                ir[op]
                    .operands
                    .first()
                    .and_then(|&v| ir.defining_op(v))
                    .and_then(|t| tile_coords(ir, t))
            };
            if let Some(lock) = checked::<Lock>(ir, op) {
                let id = lock.lock_id(ir).and_then(|i| u32::try_from(i).ok());
                if let (Some(tile), Some(id), Some(name)) = (tile(), id, lock.sym_name(ir)) {
                    let span = ir[op].span;
                    let entry = LockName {
                        name: format!("@{name}"),
                        span,
                    };
                    names.locks.entry((tile, id)).or_insert(entry);
                }
            } else if ir.is(op, OpKind::Buffer) {
                let Some(buffer) = checked::<Buffer>(ir, op) else {
                    continue;
                };
                let size = ir[op]
                    .results
                    .first()
                    .and_then(|&v| ir.type_of(v).memref_bytes());
                let start = buffer.address(ir).and_then(|a| u64::try_from(a).ok());
                if let (Some(tile), Some(start), Some(size), Some(name)) =
                    (tile(), start, size, buffer.sym_name(ir))
                {
                    names.buffers.push(BufferName {
                        tile,
                        start,
                        end: start + size,
                        name: format!("@{name}"),
                    });
                }
            }
        }
        names
    }

    /// Lock `id` of `tile`, if the design names it.
    pub fn lock(&self, tile: Tile, id: u32) -> Option<&LockName> {
        self.locks.get(&(tile, id))
    }

    /// The buffer of `tile` holding byte `address`, if the design names one.
    pub fn buffer(&self, tile: Tile, address: u64) -> Option<&str> {
        self.buffers
            .iter()
            .find(|b| b.tile == tile && (b.start..b.end).contains(&address))
            .map(|b| b.name.as_str())
    }
}

/// The object FIFO a lowered lock or buffer name comes from:
/// `@in_cons_prod_lock_0` → `in` (its consumer side), `@out_buff_1` →
/// `out`, following `--aie-objectFifo-stateful-transform`'s naming; `None`
/// for other names.
pub(crate) fn fifo_of(name: &str) -> Option<&str> {
    let name = name.strip_prefix('@').unwrap_or(name);
    let (stem, index) = name.rsplit_once('_')?;
    if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let base = ["_prod_lock", "_cons_lock", "_buff", "_lock"]
        .iter()
        .find_map(|s| stem.strip_suffix(s))?;
    let fifo = base.strip_suffix("_cons").unwrap_or(base);
    Some(fifo).filter(|f| !f.is_empty())
}

#[cfg(test)]
mod tests {
    use super::fifo_of;

    #[test]
    fn fifo_names_from_lowered_names() {
        assert_eq!(fifo_of("@in_cons_prod_lock_0"), Some("in"));
        assert_eq!(fifo_of("@in_core_cons_cons_lock_0"), Some("in_core"));
        assert_eq!(fifo_of("@out_prod_lock_1"), Some("out"));
        assert_eq!(fifo_of("@out_core_buff_1"), Some("out_core"));
        assert_eq!(fifo_of("@l0"), None);
        assert_eq!(fifo_of("@lock_"), None);
    }
}
