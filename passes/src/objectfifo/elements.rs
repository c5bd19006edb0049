//! The objects of each fifo: its buffers and its locks (aie-passes.md §4.5).

use super::split::Share;
use super::{fifo, Res, Transform};
use crate::netlist;
use aie_target::device::TileKind;
use dialect::ir::{At, Attr, OpKind, ValueId, View};
use dialect::ops::views::{Buffer, Lock, Objectfifo, Tile};
use std::collections::HashSet;

impl Transform<'_> {
    /// Sizes fifo `f` for its tile and creates its buffers and locks.
    pub(super) fn create_elements_of(&mut self, f: Objectfifo) -> Res<()> {
        let (needs_dma, share) = self.requires_dma(f)?;
        let producer = fifo::producer(self.ir, f);
        if self.is_shim(producer) {
            self.collect_external_buffers(f, f, producer);
        }
        if needs_dma {
            let d = self.producer_depth(f);
            f.set_elem_number(self.ir, Attr::i32(d));
        }
        self.create_elements(f, share)
    }

    /// The fifo that creates link `l`'s objects: join → the output,
    /// distribute → the input, 1-to-1 → the one with initial values, else
    /// the larger (the input when equal, or when the larger output is
    /// padded).
    pub(super) fn link_objects_owner(&self, l: usize) -> Objectfifo {
        let ir = &*self.ir;
        let link = &self.links[l];
        let (i, o) = (link.ins[0], link.outs[0]);
        if link.is_join() {
            o
        } else if link.is_distribute() {
            i
        } else if fifo::init_count(ir, o).is_some() {
            o
        } else if fifo::elem_len(ir, i) >= fifo::elem_len(ir, o) || o.pad_dimensions(ir).is_some() {
            i
        } else {
            o
        }
    }

    /// The tile an `aie.objectfifo.allocate` of `f` puts its objects on, if
    /// it has one: its delegate, which must share memory with both ends.
    pub(super) fn delegate_tile(&self, f: Objectfifo) -> Res<Option<ValueId>> {
        let Some(alloc) = self.allocate_op(f)? else {
            return Ok(None);
        };
        let producer = fifo::producer(self.ir, f);
        let consumer = fifo::consumers(self.ir, f)
            .first()
            .copied()
            .unwrap_or(producer);
        let delegate = self.ir[alloc.op()].operands[0];
        if self.shared_memory(delegate, producer).in_first()
            && self.shared_memory(delegate, consumer).in_first()
        {
            return Ok(Some(delegate));
        }
        Err(self
            .op_error(alloc.op(), "objectfifo has no shared memory access to delegate tile's memory module")
            .with_help(format!(
                "the delegate tile must share memory with the producer tile {} and the consumer tile {}",
                self.tile_text(producer),
                self.tile_text(consumer)
            ))
            .into())
    }

    fn create_elements(&mut self, f: Objectfifo, share: Share) -> Res<()> {
        let num = fifo::size(self.ir, f);
        if num == 0 || f.aie_stream(self.ir).is_some() {
            return Ok(());
        }
        let link = self.link_of(f);
        if let Some(l) = link {
            if self.link_owner.contains_key(&l)
                || self.name(self.link_objects_owner(l)) != self.name(f)
            {
                return Ok(());
            }
        }
        let producer = fifo::producer(self.ir, f);
        let consumer = fifo::consumers(self.ir, f)
            .first()
            .copied()
            .unwrap_or(producer);
        let home = if share == Share::Second {
            consumer
        } else {
            producer
        };
        let tile = self.delegate_tile(f)?.unwrap_or(home);
        let mut at = self.last_tile.map_or(At::Start(self.dev.body), At::After);
        let elem = fifo::elem_type(self.ir, f);
        let bytes = elem
            .memref_bytes()
            .and_then(|b| i64::try_from(b).ok())
            .unwrap_or(0);
        let name = self.name(f);
        let mut buffers = Vec::new();
        if !self.is_shim(tile) {
            let inits = match f.init_values(self.ir) {
                Some(Attr::Array(a)) => a.clone(),
                _ => Vec::new(),
            };
            for i in 0..num {
                let place = self.buffer_tile(tile, bytes);
                let span = self.ir[f.op()].span;
                let mut b = Buffer::build(self.ir, span)
                    .operand(place)
                    .sym_name(&format!("{name}_buff_{i}"))
                    .result(elem.clone());
                if let Some(v) = inits.get(i as usize) {
                    b = b.initial_value(v.clone());
                }
                let op = b.insert(at).op();
                at = At::After(op);
                *self.mem_used.entry(self.coords(place)).or_default() += bytes;
                buffers.push(self.ir[op].results[0]);
            }
        }
        let mut repeat = f.repeat_count(self.ir).unwrap_or(1);
        let mut parts = 1;
        if let Some(l) = link {
            let lk = &self.links[l];
            if let Some(r) = lk.repeat_count(self.ir) {
                repeat = r;
            }
            parts = if lk.is_distribute() {
                lk.outs.len()
            } else if lk.is_join() {
                lk.ins.len()
            } else {
                1
            };
            self.link_owner.insert(l, f);
        }
        let locks = self.create_locks(f, num, parts, tile, repeat, at)?;
        self.buffers.insert(f, buffers);
        self.locks.insert(f, locks);
        Ok(())
    }

    /// The tile a new buffer of `bytes` goes on: `tile`, or, when a MemTile
    /// is full, its West or East neighbour MemTile with room.
    fn buffer_tile(&mut self, tile: ValueId, bytes: i64) -> ValueId {
        if !self.is_mem_tile(tile) {
            return tile;
        }
        let capacity = i64::from(self.dev.model.data_memory_bytes(TileKind::MemTile));
        let (col, row) = self.coords(tile);
        let used = |t: &Self, c: (i64, i64)| t.mem_used.get(&c).copied().unwrap_or(0);
        if used(self, (col, row)) + bytes <= capacity {
            return tile;
        }
        let mut neighbours = Vec::new();
        for c in [col - 1, col + 1] {
            if c < 0 || c >= i64::from(self.dev.model.columns) {
                continue;
            }
            let n = self.neighbour_tile(tile, (c, row));
            if matches!(self.shared_memory(tile, n), Share::Second | Share::Both) {
                neighbours.push(n);
            }
        }
        neighbours
            .into_iter()
            .find(|&n| used(self, self.coords(n)) + bytes <= capacity)
            .unwrap_or(tile)
    }

    /// The tile at `coords`, created after `host` (and the buffers that
    /// follow it) if it does not exist.
    fn neighbour_tile(&mut self, host: ValueId, coords: (i64, i64)) -> ValueId {
        for t in self.dev.views::<Tile>(self.ir).collect::<Vec<_>>() {
            if netlist::tile_coords(self.ir, t) == coords {
                return self.ir[t.op()].results[0];
            }
        }
        let mut after = self.tile_op(host);
        while let Some(next) = self.ir.next_op(after) {
            if !self.ir.is(next, OpKind::Buffer) {
                break;
            }
            after = next;
        }
        let t = Tile::build(self.ir, Default::default())
            .col(coords.0)
            .row(coords.1)
            .insert(At::After(after));
        self.last_tile = self.dev.last_tile(self.ir);
        self.ir[t.op()].results[0]
    }

    /// Creates the locks of `f` on `tile` at `at`: AIE2 a producer/consumer
    /// semaphore pair per link part, AIE1 one lock per object.
    fn create_locks(
        &mut self,
        f: Objectfifo,
        mut num: i64,
        parts: usize,
        tile: ValueId,
        repeat: i64,
        mut at: At,
    ) -> Res<Vec<ValueId>> {
        if f.disable_synchronization(self.ir) {
            return Ok(Vec::new());
        }
        if self.is_shim(tile) {
            num = self.external.get(&f).map_or(0, |e| e.len() as i64);
        }
        let name = self.name(f);
        let inits = fifo::init_count(self.ir, f);
        let mut specs = Vec::new();
        if self.dev.model.arch.is_aie2() {
            let i = inits.unwrap_or(0) as i64;
            for k in 0..parts {
                specs.push((format!("{name}_prod_lock_{k}"), (num - i) * repeat));
                specs.push((format!("{name}_cons_lock_{k}"), i * repeat));
            }
        } else {
            for k in 0..num {
                specs.push((format!("{name}_lock_{k}"), i64::from(inits.is_some())));
            }
        }
        let mut locks = Vec::new();
        for (lock_name, init) in specs {
            let id = match self.assign_lock_ids {
                true => Some(self.free_lock_id(f, tile, &lock_name)?),
                false => None,
            };
            let span = self.ir[f.op()].span;
            let mut lock = Lock::build(self.ir, span).operand(tile);
            if let Some(id) = id {
                lock = lock.lock_id(id);
            }
            let op = lock.init(init).sym_name(&lock_name).insert(at).op();
            at = At::After(op);
            locks.push(self.ir[op].results[0]);
        }
        Ok(locks)
    }

    /// The lowest lock id free on `tile`, now taken by `lock_name` of `f`.
    fn free_lock_id(&mut self, f: Objectfifo, tile: ValueId, lock_name: &str) -> Res<i64> {
        let c = self.coords(tile);
        let total = self
            .kind(tile)
            .map_or(0, |k| i64::from(self.dev.model.num_locks(k)));
        if let Some(id) = take_lowest_lock_id(self.lock_ids.entry(c).or_default(), total) {
            return Ok(id);
        }
        let users = self.lock_users(tile);
        Err(self
            .op_error(f.op(), format!("no free lock on tile {} for '{lock_name}'", self.tile_text(tile)))
            .with_note(None, format!("the tile has {total} locks, all in use: {users}"))
            .with_help("lower the number of fifos ending on this tile, use fewer link parts, or move a fifo end to another tile")
            .into())
    }

    /// The locks on `tile`, by name, for messages.
    fn lock_users(&self, tile: ValueId) -> String {
        let ir = &*self.ir;
        let names: Vec<String> = self
            .dev
            .views::<Lock>(ir)
            .filter(|l| ir[l.op()].operands.first() == Some(&tile))
            .map(|l| {
                let id = l.lock_id(ir).map_or("?".into(), |i| i.to_string());
                format!("{} ({id})", l.sym_name(ir).unwrap_or("unnamed"))
            })
            .collect();
        names.join(", ")
    }

    /// `tile(C, R)`.
    pub(super) fn tile_text(&self, tile: ValueId) -> String {
        let (c, r) = self.coords(tile);
        format!("({c}, {r})")
    }
}

/// The lowest lock id below `total` not in `used`, now in it (the id a fifo
/// lock gets when its lowering gives ids, as mlir-aie's did before August
/// 2026).
pub(crate) fn take_lowest_lock_id(used: &mut HashSet<i64>, total: i64) -> Option<i64> {
    let id = (0..total).find(|i| !used.contains(i))?;
    used.insert(id);
    Some(id)
}
