//! Resident re-arm bindings: for every fifo an `aiex.dma_channel_reset_for`
//! names, an `aie.objectfifo_rearm_binding @<fifo>_rearm` recording the
//! fifo's core/mem DMA channels and locks (shim ends are the host's), and the
//! op retargeted at it, as mlir-aie's stateful transform does before it points
//! the remaining fifo uses at the shim allocations.

use super::{Res, Transform};
use aie_target::regs::Dir;
use dialect::ir::{ValueId, View};
use dialect::ops::views::{DmaChannelResetFor, Lock, Objectfifo, ObjectfifoRearmBinding};
use std::collections::HashMap;

/// One core/mem DMA channel of a fifo end: (tile, direction, channel).
pub(super) type RearmChannel = (ValueId, Dir, i64);

impl Transform<'_> {
    /// Records channel `ch` of split fifo `p`'s end on `tile` (not a shim end).
    pub(super) fn record_rearm_channel(&mut self, p: Objectfifo, tile: ValueId, dir: Dir, ch: i64) {
        if !self.is_shim(tile) {
            self.rearm.entry(p).or_default().push((tile, dir, ch));
        }
    }

    /// Emits the bindings of the fifos `aiex.dma_channel_reset_for` names:
    /// split fifos first (channels and the locks of both halves), then the
    /// others (locks only), in fifo order.
    pub(super) fn emit_rearm_bindings(&mut self) -> Res<()> {
        let mut users: HashMap<String, Vec<DmaChannelResetFor>> = HashMap::new();
        for op in self.dev.walk_views::<DmaChannelResetFor>(self.ir) {
            users
                .entry(op.objfifo(self.ir).to_string())
                .or_default()
                .push(op);
        }
        if users.is_empty() {
            return Ok(());
        }
        let mut order: Vec<(Objectfifo, Vec<Objectfifo>)> = self.split.clone();
        for f in self.dev.views::<Objectfifo>(self.ir).collect::<Vec<_>>() {
            if !order.iter().any(|(p, cs)| *p == f || cs.contains(&f)) {
                order.push((f, Vec::new()));
            }
        }
        for (p, cs) in order {
            let Some(ops) = users.remove(&self.name(p)) else {
                continue;
            };
            let channels = self.rearm.get(&p).cloned().unwrap_or_default();
            let locks: Vec<ValueId> = std::iter::once(p)
                .chain(cs)
                .flat_map(|f| self.locks.get(&f).cloned().unwrap_or_default())
                .filter(|&l| {
                    let tile = self
                        .ir
                        .defining_op(l)
                        .and_then(|o| self.ir[o].operands.first().copied());
                    !tile.is_some_and(|t| self.is_shim(t))
                })
                .collect();
            self.emit_binding(p, &channels, &locks, &ops)?;
        }
        Ok(())
    }

    /// `aie.objectfifo_rearm_binding` for fifo `p` before the device
    /// terminator, and `ops` retargeted to it.
    fn emit_binding(
        &mut self,
        p: Objectfifo,
        channels: &[RearmChannel],
        locks: &[ValueId],
        ops: &[DmaChannelResetFor],
    ) -> Res<()> {
        let name = self.name(p);
        if channels.is_empty() && locks.is_empty() {
            let op = ops[0].op();
            return Err(self
                .op_error(
                    op,
                    format!("objectFIFO '{name}' has no resident core/mem DMA channels or locks to re-arm"),
                )
                .with_help("a fifo between shim tiles is re-armed by the host; reset the channels of a core or mem end")
                .into());
        }
        let binding = self.dev.free_symbol(self.ir, &format!("{name}_rearm"));
        let tiles: Vec<ValueId> = channels.iter().map(|c| c.0).collect();
        let dirs: Vec<i64> = channels
            .iter()
            .map(|c| i64::from(c.1 == Dir::MM2S))
            .collect();
        let indices: Vec<i64> = channels.iter().map(|c| c.2).collect();
        let inits: Vec<i64> = locks
            .iter()
            .map(|&l| {
                self.ir
                    .defining_op(l)
                    .and_then(|o| self.ir.view::<Lock>(o))
                    .and_then(|lock| lock.init(self.ir))
                    .unwrap_or(0)
            })
            .collect();
        let at = self.dev.before_end(self.ir);
        let span = self.ir[p.op()].span;
        ObjectfifoRearmBinding::build(self.ir, span)
            .operand_lists(&[&tiles, locks])
            .sym_name(&binding)
            .channel_dirs(&dirs)
            .channel_indices(&indices)
            .lock_inits(&inits)
            .insert(at);
        for op in ops {
            op.set_objfifo(self.ir, &binding);
        }
        Ok(())
    }
}
