//! `--aie-objectfifo-allocate`: gives each pool without `buffers` its
//! `<base>_buff_<i>` buffers (none on a shim tile, whose objects the host
//! holds) and each segment without locks its `<base>_prod_lock_<k>` /
//! `<base>_cons_lock_<k>` pair (AIE1: one `<base>_lock_<i>` per object in
//! `locks`); gives each DMA and route endpoint without `channelIndex` the
//! lowest channel of its direction that no flow, DMA program, runtime task
//! or other endpoint of its tile holds (a pinned channel is checked); and
//! lowers each `aie.route` to an `aie.flow` per destination or one
//! `aie.packet_flow` (its header stamped on the sources), with an
//! `aie.shim_dma_allocation` for each shim DMA route endpoint. What is
//! already written down is kept, so the pass may run again.

use super::{base_name, each_device, error, Index, Res};
use crate::netlist::{self, Dev};
use crate::Args;
use aie_target::regs::Dir;
use dialect::ir::attr::NO_PKT_ID;
use dialect::ir::cases::{DmaChannelDir, WireBundle};
use dialect::ir::{At, Attr, OpId, OpKind, Span, ValueId, View};
use dialect::ops::pools::{self, route_sources};
use dialect::ops::views::{
    Buffer, DmaConfigureTask, DmaStart, Flow, Lock, ObjectfifoDmaEndpoint, ObjectfifoPool,
    PacketDest, PacketFlow, PacketSource, Route, RouteEndpoint, ShimDmaAllocation,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(super) fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    each_device(ir, |ir, dev| {
        headers_assigned(ir, &dev)?;
        let mut a = Allocation::new(ir, dev);
        a.pools();
        a.channels()?;
        a.routes()
    })
}

/// A channel of a tile: its coordinates, direction, bundle and index.
type Channel = ((i64, i64), Dir, WireBundle, i64);

/// What holds a channel before allocation: a flow (which an endpoint may
/// name: it is then the DMA at that end of the flow), or a DMA program or
/// runtime task (which no endpoint may share).
#[derive(Clone, Copy)]
struct Holder {
    op: OpId,
    flow: bool,
}

struct Allocation<'a> {
    ir: &'a mut Ir,
    dev: Dev,
    /// Where the next buffer or lock goes (after the last tile, then after
    /// each one made).
    at: At,
    taken: HashMap<Channel, Holder>,
}

impl<'a> Allocation<'a> {
    fn new(ir: &'a mut Ir, dev: Dev) -> Self {
        let at = dev.last_tile(ir).map_or(At::Start(dev.body), At::After);
        let taken = taken_channels(ir, &dev);
        Allocation { ir, dev, at, taken }
    }

    fn coords(&self, tile: ValueId) -> (i64, i64) {
        netlist::coords(self.ir, tile).unwrap_or((-1, -1))
    }

    fn is_shim(&self, tile: ValueId) -> bool {
        self.dev
            .kind(self.coords(tile))
            .is_some_and(|k| k.is_shim())
    }

    /// Buffers and locks of every pool.
    fn pools(&mut self) {
        let pools: Vec<ObjectfifoPool> = self.dev.views(self.ir).collect();
        for pool in pools {
            self.buffers(pool);
            self.locks(pool);
        }
    }

    /// The next buffer or lock goes after `op`.
    fn place(&mut self, op: OpId) {
        self.at = At::After(op);
    }

    /// `<base>_buff_<i>` for each object of a pool that has none, with the
    /// pool's initial values.
    fn buffers(&mut self, pool: ObjectfifoPool) {
        let ir = &*self.ir;
        let tile = ir[pool.op()].operands[0];
        if pool.buffers(ir).is_some() || self.is_shim(tile) {
            return;
        }
        let base = base_name(pool.sym_name(ir)).to_string();
        let elem = pool.elem_type(ir).clone();
        let inits = match pool.init_values(ir) {
            Some(Attr::Array(a)) => a.clone(),
            _ => Vec::new(),
        };
        let span = ir[pool.op()].span;
        let mut names = Vec::new();
        for i in 0..pool.depth(ir) {
            let name = self.dev.free_symbol(self.ir, &format!("{base}_buff_{i}"));
            let mut b = Buffer::build(self.ir, span)
                .operand(tile)
                .sym_name(&name)
                .result(elem.clone());
            if let Some(v) = inits.get(i as usize) {
                b = b.initial_value(v.clone());
            }
            let op = b.insert(self.at).op();
            self.place(op);
            names.push(name);
        }
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        pool.set_buffers(self.ir, &names);
    }

    /// The locks of a pool that has none: a counting pair per segment
    /// (`(depth − initial)·R` and `initial·R`, R its repeat count), or on
    /// AIE1 one binary lock per object (1 when it starts full).
    fn locks(&mut self, pool: ObjectfifoPool) {
        let ir = &*self.ir;
        let tile = ir[pool.op()].operands[0];
        let base = base_name(pool.sym_name(ir)).to_string();
        let depth = pool.depth(ir);
        let full = match pool.init_values(ir) {
            Some(Attr::Array(a)) => a.len() as i64,
            _ => 0,
        };
        let repeat = pool.repeat_count(ir).unwrap_or(1);
        let span = ir[pool.op()].span;
        if !self.dev.model.arch.is_aie2() {
            if pool.locks(ir).is_none() {
                let names: Vec<String> = (0..depth)
                    .map(|i| {
                        self.lock(tile, span, &format!("{base}_lock_{i}"), i64::from(i < full))
                    })
                    .collect();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                pool.set_locks(self.ir, &names);
            }
            return;
        }
        for (k, s) in pools::segments(self.ir, pool).into_iter().enumerate() {
            if s.produce_lock(self.ir).is_none() {
                let name = self.lock(
                    tile,
                    span,
                    &format!("{base}_prod_lock_{k}"),
                    (depth - full) * repeat,
                );
                s.set_produce_lock(self.ir, &name);
            }
            if s.consume_lock(self.ir).is_none() {
                let name = self.lock(tile, span, &format!("{base}_cons_lock_{k}"), full * repeat);
                s.set_consume_lock(self.ir, &name);
            }
        }
    }

    /// A new lock on `tile` named after `wanted` (or the next free name).
    fn lock(&mut self, tile: ValueId, span: Span, wanted: &str, init: i64) -> String {
        let name = self.dev.free_symbol(self.ir, wanted);
        let op = Lock::build(self.ir, span)
            .operand(tile)
            .init(init)
            .sym_name(&name)
            .insert(self.at)
            .op();
        self.place(op);
        name
    }

    /// Channels of DMA and route endpoints: pinned ones checked first (in
    /// range, and held by no DMA program, runtime task or other endpoint),
    /// then the lowest free one for each of the rest, in op order.
    fn channels(&mut self) -> Res<()> {
        let index = Index::of(self.ir, &self.dev);
        let ends = self.channel_ends(&index);
        for &(op, tile, dir, bundle, pinned) in &ends {
            let Some(ch) = pinned else { continue };
            let key = (self.coords(tile), dir, bundle, ch);
            let in_range = ch < self.channel_count(tile, dir, bundle);
            match self.taken.get(&key) {
                Some(h) if !h.flow || !in_range => {
                    let what = self.ir[h.op].name().to_string();
                    let span = self.ir[h.op].span;
                    return Err(Box::new((*self.pinned_error(op, dir, ch)).with_note(
                        Some(span),
                        format!("pre-existing {what} reserves DMA channel {ch}"),
                    )));
                }
                _ if !in_range => return Err(self.pinned_error(op, dir, ch)),
                _ => {
                    self.taken.insert(key, Holder { op, flow: false });
                }
            }
        }
        for (op, tile, dir, bundle, pinned) in ends {
            if pinned.is_some() {
                continue;
            }
            let c = self.coords(tile);
            let count = self.channel_count(tile, dir, bundle);
            let Some(ch) = (0..count).find(|&i| !self.taken.contains_key(&(c, dir, bundle, i)))
            else {
                let word = if dir == Dir::MM2S { "output" } else { "input" };
                return Err(error(self.ir, op, format!("number of {word} DMA channel exceeded!"), format!("{} has {count} {dir:?} channels, all held by flows, DMA programs, runtime tasks or other endpoints", netlist::tile_text(c))));
            };
            self.taken
                .insert((c, dir, bundle, ch), Holder { op, flow: false });
            self.ir.set_attr(
                op,
                RouteEndpoint::CHANNEL_INDEX,
                Attr::Int(ch.into(), dialect::ir::IntType::I32),
            );
        }
        Ok(())
    }

    fn pinned_error(&self, op: OpId, dir: Dir, ch: i64) -> Box<Diagnostic> {
        error(
            self.ir,
            op,
            format!(
                "pinned {dir:?} DMA channel {ch} is out of range or already in use on this tile"
            ),
            "pin a free channel, or drop `channelIndex` and let allocation choose",
        )
    }

    /// The channels of `bundle` and `dir` a tile has.
    fn channel_count(&self, tile: ValueId, dir: Dir, bundle: WireBundle) -> i64 {
        let c = self.coords(tile);
        let Some(kind) = self.dev.kind(c) else {
            return 0;
        };
        match bundle {
            WireBundle::DMA => i64::from(self.dev.model.num_dma_channels(kind, dir)),
            // The switch's master ports feed a destination, its slaves take a source.
            _ => i64::from(
                self.dev
                    .model
                    .switch_ports(c.0, c.1, bundle, dir == Dir::S2MM),
            ),
        }
    }

    /// Every endpoint that needs a channel: (op, tile, direction, bundle,
    /// pinned channel). A DMA endpoint's direction is its role's; a route
    /// endpoint's, the side of the route it is named on.
    fn channel_ends(&self, index: &Index) -> Vec<(OpId, ValueId, Dir, WireBundle, Option<i64>)> {
        let ir = &*self.ir;
        let mut out = Vec::new();
        for op in self.dev.ops(ir) {
            let tile = ir[op].operands.first().copied();
            if let (Some(e), Some(tile)) = (ir.view::<ObjectfifoDmaEndpoint>(op), tile) {
                let dir = if e.drains(ir) { Dir::MM2S } else { Dir::S2MM };
                out.push((op, tile, dir, WireBundle::DMA, e.channel_index(ir)));
            } else if let (Some(e), Some(tile)) = (ir.view::<RouteEndpoint>(op), tile) {
                let name = e.sym_name(ir);
                let source = index
                    .routes
                    .iter()
                    .any(|&r| route_sources(ir, r).contains(&name));
                let dir = if source { Dir::MM2S } else { Dir::S2MM };
                out.push((op, tile, dir, e.bundle(ir), e.channel_index(ir)));
            }
        }
        out
    }

    /// Each route becomes flows (or a packet flow) where it stands.
    fn routes(&mut self) -> Res<()> {
        let index = Index::of(self.ir, &self.dev);
        for &r in &index.routes {
            self.route(&index, r)?;
        }
        let mut shims: Vec<RouteEndpoint> = index.route_ends.values().copied().collect();
        shims.sort_by_key(|e| self.ir[e.op()].span.start);
        let mut renames = HashMap::new();
        for e in shims {
            if let Some(alloc) = self.shim_allocation(&index, e) {
                renames.insert(e.sym_name(self.ir).to_string(), alloc);
            }
        }
        let routes: Vec<OpId> = index.routes.iter().map(|r| r.op()).collect();
        self.ir.erase_all(&routes);
        // Runtime sequences name a shim end's transfers by its allocation.
        let sequences: Vec<OpId> = self.dev.ops_of(self.ir, OpKind::RuntimeSequence).collect();
        for s in sequences {
            self.ir.rename_symbols(s, &renames);
        }
        Ok(())
    }

    /// The (tile, bundle, channel) of endpoint `name`.
    fn port(&self, index: &Index, name: &str) -> Option<(ValueId, WireBundle, i64)> {
        let ir = &*self.ir;
        let op = index.route_end(name)?;
        let tile = ir[op].operands[0];
        if let Some(e) = index.dmas.get(name) {
            return Some((tile, WireBundle::DMA, e.channel_index(ir)?));
        }
        let e = index.route_ends.get(name)?;
        Some((tile, e.bundle(ir), e.channel_index(ir)?))
    }

    fn route(&mut self, index: &Index, r: Route) -> Res<()> {
        let ir = &*self.ir;
        let span = ir[r.op()].span;
        let sources: Vec<String> = route_sources(ir, r).into_iter().map(String::from).collect();
        let dests: Vec<String> = r.destinations(ir).into_iter().map(String::from).collect();
        let ports = |names: &[String]| -> Option<Vec<(ValueId, WireBundle, i64)>> {
            names.iter().map(|n| self.port(index, n)).collect()
        };
        let (Some(from), Some(to)) = (ports(&sources), ports(&dests)) else {
            return Err(error(
                ir,
                r.op(),
                "names an endpoint without a channel",
                "run this pass on verified IR: every route end is a DMA or route endpoint",
            ));
        };
        let at = At::Before(r.op());
        match r.packet(ir) {
            Some((_, pkt_id)) => {
                let header = ir
                    .attr(r.op(), Route::PACKET)
                    .cloned()
                    .expect("the route has a header");
                let flow = PacketFlow::build(self.ir, span)
                    .id(pkt_id as i64)
                    .region()
                    .insert(at);
                let body = self
                    .ir
                    .entry_block(flow.op(), 0)
                    .expect("a packet flow has a body");
                let end = self.ir.last_op(body).map_or(At::End(body), At::Before);
                for (tile, bundle, ch) in from {
                    PacketSource::build(self.ir, span)
                        .operand(tile)
                        .bundle(bundle)
                        .channel(ch)
                        .insert(end);
                }
                for (tile, bundle, ch) in to {
                    PacketDest::build(self.ir, span)
                        .operand(tile)
                        .bundle(bundle)
                        .channel(ch)
                        .insert(end);
                }
                self.stamp(index, &sources, &dests, header);
            }
            None => {
                for (src, dst) in from.iter().cycle().zip(&to) {
                    Flow::build(self.ir, span)
                        .operands(&[src.0, dst.0])
                        .source_bundle(src.1)
                        .source_channel(src.2)
                        .dest_bundle(dst.1)
                        .dest_channel(dst.2)
                        .insert(at);
                }
            }
        }
        Ok(())
    }

    /// Records the header `packet` on the DMA endpoints a packet route
    /// leaves: `packet`, or the turn's entry of a dispatching endpoint's
    /// `dispatchPackets`.
    fn stamp(&mut self, index: &Index, sources: &[String], dests: &[String], header: Attr) {
        for s in sources {
            let Some(&e) = index.dmas.get(s) else {
                continue;
            };
            match e.dispatch(self.ir) {
                Some(turns) => {
                    let n = turns.len();
                    let Some(k) = turns.iter().position(|t| dests.iter().any(|d| d == t)) else {
                        continue;
                    };
                    let mut packets = match e.dispatch_packets(self.ir) {
                        Some(Attr::Array(a)) if a.len() == n => a.clone(),
                        _ => vec![Attr::PacketInfo(0, NO_PKT_ID); n],
                    };
                    packets[k] = header.clone();
                    e.set_dispatch_packets(self.ir, Attr::Array(packets));
                }
                None => self
                    .ir
                    .set_attr(e.op(), ObjectfifoDmaEndpoint::PACKET, header.clone()),
            }
        }
    }

    /// `aie.shim_dma_allocation @<fifo>_shim_alloc` for a shim DMA route
    /// endpoint (named after its fifo, else itself), unless there is one;
    /// its name.
    fn shim_allocation(&mut self, index: &Index, e: RouteEndpoint) -> Option<String> {
        let ir = &*self.ir;
        let tile = ir[e.op()].operands[0];
        if e.bundle(ir) != WireBundle::DMA || !self.is_shim(tile) {
            return None;
        }
        let ch = e.channel_index(ir)?;
        let name = format!("{}_shim_alloc", e.fifo_name(ir).unwrap_or(e.sym_name(ir)));
        if self.dev.symbol(ir, &name).is_some() {
            return Some(name);
        }
        let me = e.sym_name(ir);
        let source = index
            .routes
            .iter()
            .any(|&r| route_sources(ir, r).contains(&me));
        let dir = if source {
            DmaChannelDir::MM2S
        } else {
            DmaChannelDir::S2MM
        };
        let span = ir[e.op()].span;
        ShimDmaAllocation::build(self.ir, span)
            .sym_name(&name)
            .operand(tile)
            .channel_dir(dir)
            .channel_index(ch)
            .insert(At::After(e.op()));
        Some(name)
    }
}

/// Every route's packet header has its id (before anything is allocated).
fn headers_assigned(ir: &Ir, dev: &Dev) -> Res<()> {
    match dev
        .views::<Route>(ir)
        .find(|r| r.packet(ir).is_some_and(|(_, id)| id == NO_PKT_ID))
    {
        Some(r) => Err(error(
            ir,
            r.op(),
            "has a packet header with no pkt_id; run --aie-assign-packet-ids before this pass",
            "allocation lowers a packet header; --aie-assign-packet-ids picks its id",
        )),
        None => Ok(()),
    }
}

/// The channels flows, DMA programs and runtime tasks hold before
/// allocation, with what holds them.
fn taken_channels(ir: &Ir, dev: &Dev) -> HashMap<Channel, Holder> {
    let coords = |v: ValueId| netlist::coords(ir, v).unwrap_or((-1, -1));
    let mut taken = HashMap::new();
    for op in dev.walk(ir) {
        let o = &ir[op].operands;
        match ir.kind(op) {
            Some(OpKind::Flow) => {
                let f = Flow::wrap(op);
                let holder = Holder { op, flow: true };
                taken.insert(
                    (
                        coords(o[0]),
                        Dir::MM2S,
                        f.source_bundle(ir),
                        f.source_channel(ir),
                    ),
                    holder,
                );
                taken.insert(
                    (
                        coords(o[1]),
                        Dir::S2MM,
                        f.dest_bundle(ir),
                        f.dest_channel(ir),
                    ),
                    holder,
                );
            }
            Some(OpKind::PacketSource) => {
                let s = PacketSource::wrap(op);
                taken.insert(
                    (coords(o[0]), Dir::MM2S, s.bundle(ir), s.channel(ir)),
                    Holder { op, flow: true },
                );
            }
            Some(OpKind::PacketDest) => {
                let d = PacketDest::wrap(op);
                taken.insert(
                    (coords(o[0]), Dir::S2MM, d.bundle(ir), d.channel(ir)),
                    Holder { op, flow: true },
                );
            }
            Some(OpKind::DmaStart) => {
                let s = DmaStart::wrap(op);
                let container = ir.parent_op(op).filter(|&p| {
                    matches!(
                        ir.kind(p),
                        Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma)
                    )
                });
                if let Some(c) = container {
                    let t = coords(ir[c].operands[0]);
                    taken.insert(
                        (
                            t,
                            s.channel_dir(ir).dir(),
                            WireBundle::DMA,
                            s.channel_index(ir),
                        ),
                        Holder { op, flow: false },
                    );
                }
            }
            Some(OpKind::DmaConfigureTask) => {
                let t = DmaConfigureTask::wrap(op);
                taken.insert(
                    (
                        coords(o[0]),
                        t.direction(ir).dir(),
                        WireBundle::DMA,
                        t.channel(ir),
                    ),
                    Holder { op, flow: false },
                );
            }
            Some(OpKind::ShimDmaAllocation) => {
                let a = ShimDmaAllocation::wrap(op);
                taken.insert(
                    (
                        coords(o[0]),
                        a.channel_dir(ir).dir(),
                        WireBundle::DMA,
                        a.channel_index(ir),
                    ),
                    Holder { op, flow: false },
                );
            }
            _ => {}
        }
    }
    taken
}
