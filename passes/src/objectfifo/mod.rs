//! `--aie-objectFifo-stateful-transform`: lowers `aie.objectfifo` and its
//! companions (link, allocate, register_external_buffers, acquire, release,
//! subview.access) to buffers, locks, DMA programs, flows, shim DMA
//! allocations and `use_lock`s, as mlir-aie does (aie-passes.md §4).
//!
//! It is a pipeline of the split passes ([`pipeline`]): split, verify
//! (left out by default, as the one-pass lowering never verified),
//! assign-packet-ids, allocate, lower-dmas, lower-cores and erase-pools,
//! with the options that make them check and decide as the one-pass
//! lowering did ([`rules`]) and put what they write where it put it.

pub(crate) mod auto_packetize;
mod cores;
mod dma;
mod fifo;
pub(crate) mod liveness;
pub(crate) mod pools;
mod rules;
mod unroll;

use crate::netlist::{self, Dev};
use crate::options::BOOL;
use crate::{Anchor, Args, Pass, PassOption, Step};
use aie_target::device::TileKind;
use dialect::ir::{OpId, OpKind, ValueId, Version, View};
use dialect::ops::pools as pools_ops;
use dialect::ops::views::{Lock, Objectfifo, ObjectfifoAllocate, ObjectfifoLink};
use dialect::{Diagnostic, Ir};
use fifo::Link;
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-objectFifo-stateful-transform",
    name: "AIEObjectFifoStatefulTransform",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Lower objectfifos to buffers, locks, DMA programs, flows and use_locks",
    doc: "objectfifo.md",
    options: &[
        PassOption {
            name: "dynamic-objFifos",
            help: "select objects at run time (a counter per fifo end and scf.index_switch) instead of unrolling core loops",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: "packet-sw-objFifos",
            help: "connect fifo ends with packet flows instead of circuit flows",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: LOCK_IDS,
            help: "give each fifo lock the lowest free lock id, as mlir-aie did before August 2026 (so does IR of the April syntax, --aie-syntax=2026-04); by default --aie-assign-lock-ids gives them",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: pools::DMA_FENCE_SHARED_MEM,
            help: "carry every fifo between two compute tiles that would share memory on DMA, whose completion fences the producer's stores (--aie-objectfifo-split's option)",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: pools::WARN_UNFENCED_SHARED_MEM,
            help: "warn about each fifo between two compute tiles left on the shared-memory path (--aie-objectfifo-split's option)",
            default: "false",
            values: BOOL,
        },
        pools::RESERVE_CONTROLLER_IDS,
        PassOption {
            name: "skip-verify",
            help: "leave --aie-objectfifo-verify out (the one-pass lowering never verified); false runs it; either, given, keeps the split passes' own output order",
            default: "true",
            values: BOOL,
        },
    ],
    body: crate::Body::Pipeline(pipeline),
};

/// The steps of the stateful transform, as mlir-aie's pipeline of the same
/// name runs them (`AIEObjectFifoPipeline.cpp`), with its options and those
/// that make each pass check, decide and place what it writes as the
/// one-pass lowering did.
fn pipeline(args: &Args) -> Vec<Step> {
    let flag = |name: &str| format!("{name}={}", args.flag(name));
    let packet = flag("packet-sw-objFifos");
    let reserve = flag(pools::RESERVE_CONTROLLER_IDS.name);
    // A caller naming `skip-verify` (an option that came with the pipeline)
    // gets the passes' own order, `iter_count` on every DMA end and packet
    // ids from the lowest free; others the one-pass lowering's order, its
    // bounds on MemTile ends only and its ids after the largest in use.
    let (order, iter_counts, numbering) = if args.given("skip-verify") {
        ("", "", "")
    } else {
        (
            pools::STATEFUL_ORDER.name,
            pools::MEMTILE_ITER_COUNTS,
            pools::AFTER_LARGEST,
        )
    };
    let mut steps = vec![(
        &pools::SPLIT,
        format!(
            "{packet} {} {} stateful-checks {iter_counts} {order}",
            flag(pools::DMA_FENCE_SHARED_MEM),
            flag(pools::WARN_UNFENCED_SHARED_MEM)
        ),
    )];
    if !args.flag("skip-verify") {
        steps.push((&pools::VERIFY, String::new()));
    }
    steps.extend([
        (
            &pools::ASSIGN_PACKET_IDS,
            format!("{packet} {numbering} {reserve}"),
        ),
        (
            &pools::ALLOCATE,
            format!(
                "{packet} {} lock-constant-pools tasks-share-channels {reserve} {order}",
                flag(LOCK_IDS)
            ),
        ),
        (&pools::LOWER_DMAS, order.to_string()),
        (&pools::LOWER_CORES, flag("dynamic-objFifos")),
        (&pools::ERASE_POOLS, String::new()),
    ]);
    steps
        .into_iter()
        .map(|(pass, options)| {
            let pass = crate::lookup(pass.flag).expect("the split passes are registered");
            let args = Args::parse(pass.options, &options).expect("the pipeline's options parse");
            Step::new(pass, args)
        })
        .collect()
}

/// The option of the stateful transform and of `--aie-objectfifo-allocate`
/// that gives fifo locks their ids there.
pub(crate) const LOCK_IDS: &str = "lock-ids";

/// Whether a lowering of fifos gives their locks ids: when asked
/// (`lock-ids=true`), and for IR of the April syntax, as mlir-aie did
/// before August 2026.
pub(crate) fn gives_lock_ids(ir: &Ir, args: &Args) -> bool {
    args.flag(LOCK_IDS) || ir.version == Version::April2026
}

/// mlir-aie's `--aie-objectFifo-unroll` (since August 2026): the core-loop
/// unrolling of the static lowering as a pass of its own. aiec's stateful
/// transform lowers statically itself (its April 2026 behaviour), so after it
/// there is nothing left to unroll; before it, this unrolls the loops that
/// acquire from fifos and leaves the fifo ops in place.
pub(crate) const UNROLL_PASS: Pass = Pass {
    flag: "aie-objectFifo-unroll",
    name: "AIEObjectFifoUnroll",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Unroll core loops that acquire from objectfifos by the lcm of the fifos' depths",
    doc: "objectfifo.md",
    options: &[PassOption {
        name: "default-dynamic",
        help: "leave the loops of cores without a dynamic_objfifo_lowering attribute rolled",
        default: "false",
        values: BOOL,
    }],
    body: crate::Body::Run(run_unroll),
};

fn run_unroll(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let default_dynamic = args.flag("default-dynamic");
    for dev in netlist::devices(ir) {
        let mut t = Transform::new(ir, dev);
        if let Err(d) = t.unroll_static_cores(default_dynamic) {
            return vec![*d];
        }
    }
    // mlir-aie's pass then folds the device (canonicalize, SCCP,
    // canonicalize): the constants of cores and DMA programs gather at
    // their start, lock values included.
    if ir.version != Version::April2026 {
        let programs = [
            OpKind::Core,
            OpKind::Mem,
            OpKind::MemtileDma,
            OpKind::ShimDma,
        ];
        for op in ir.walk(ir.top) {
            if programs.iter().any(|&k| ir.is(op, k)) {
                cores::share_lock_values(ir, op);
                crate::canonicalize::hoist_constants(ir, op);
            }
        }
        crate::canonicalize::canonicalize(ir);
    }
    Vec::new()
}

/// An error per fifo end on a tile that is not placed (mlir-aie's words):
/// buffers, locks and DMAs need the tile's position.
pub(super) fn unplaced_ends(ir: &Ir, dev: &Dev) -> Vec<Diagnostic> {
    let placed = |v: ValueId| ir.defining_op(v).is_some_and(|t| ir.is(t, OpKind::Tile));
    let mut out = Vec::new();
    for f in dev.views::<Objectfifo>(ir) {
        let ends = &ir[f.op()].operands;
        for (k, &end) in ends.iter().enumerate() {
            if placed(end) {
                continue;
            }
            let which = if k == 0 { "producer" } else { "consumer" };
            out.push(
                netlist::op_error(ir, f.op(), format!("{which} tile is not a placed aie.tile; run --aie-place-tiles before this pass"))
                    .with_help("the default pipeline, aie-sim and aiecc place logical tiles first"),
            );
        }
    }
    out
}

/// A failed transform: the diagnostic to report.
type Res<T> = Result<T, Box<Diagnostic>>;

/// The state of the transform of one device.
struct Transform<'a> {
    ir: &'a mut Ir,
    dev: Dev,
    /// Fifo ops by name (originals and halves).
    by_name: HashMap<String, Objectfifo>,
    links: Vec<Link>,
    /// Fifos that are split because of their link, not for lack of shared memory.
    split_because_link: HashSet<Objectfifo>,
    /// Lock ids in use per tile.
    lock_ids: HashMap<(i64, i64), HashSet<i64>>,
    /// `aie.objectfifo.allocate` ops by fifo name.
    allocs: HashMap<String, Vec<ObjectfifoAllocate>>,
    /// `aie.core` ops by tile.
    cores: HashMap<ValueId, Vec<OpId>>,
    /// The DMA container (`aie.mem`, ...) of each tile.
    containers: HashMap<ValueId, OpId>,
    /// The last `aie.tile` of the device body: new objects go after it.
    last_tile: Option<OpId>,
}

impl<'a> Transform<'a> {
    fn new(ir: &'a mut Ir, dev: Dev) -> Self {
        Transform {
            ir,
            dev,
            by_name: HashMap::new(),
            links: Vec::new(),
            split_because_link: HashSet::new(),
            lock_ids: HashMap::new(),
            allocs: HashMap::new(),
            cores: HashMap::new(),
            containers: HashMap::new(),
            last_tile: None,
        }
    }

    /// Reads the fifos, links and the lock ids already in use.
    fn scan(&mut self) -> Res<()> {
        let ir = &*self.ir;
        for f in self.dev.views::<Objectfifo>(ir) {
            self.by_name.insert(f.sym_name(ir).to_string(), f);
        }
        for op in self.dev.ops(ir) {
            let tile = ir[op].operands.first().copied();
            match (ir.kind(op), tile) {
                (Some(OpKind::Lock), Some(t)) => {
                    if let (Some(c), Some(id)) =
                        (netlist::coords(ir, t), Lock::wrap(op).lock_id(ir))
                    {
                        self.lock_ids.entry(c).or_default().insert(id);
                    }
                }
                (Some(OpKind::Core), Some(t)) => self.cores.entry(t).or_default().push(op),
                (Some(OpKind::Mem | OpKind::MemtileDma | OpKind::ShimDma), Some(t)) => {
                    self.containers.entry(t).or_insert(op);
                }
                (Some(OpKind::ObjectfifoAllocate), _) => {
                    let alloc = ObjectfifoAllocate::wrap(op);
                    let name = alloc.obj_fifo_name(ir).to_string();
                    self.allocs.entry(name).or_default().push(alloc);
                }
                (Some(OpKind::Tile), _) => self.last_tile = Some(op),
                _ => {}
            }
        }
        // Links in time take no offsets: they stay as written.
        let (mut links, mut times): (Vec<(ObjectfifoLink, Link)>, Vec<_>) =
            (Vec::new(), Vec::new());
        for op in self.dev.views::<ObjectfifoLink>(ir) {
            let resolve = |names: Vec<&str>| -> Vec<Objectfifo> {
                names
                    .iter()
                    .filter_map(|&n| self.by_name.get(n).copied())
                    .collect()
            };
            let link = Link {
                ins: resolve(op.fifo_ins(ir)),
                outs: resolve(op.fifo_outs(ir)),
                src_offsets: op.src_offsets(ir),
                dst_offsets: op.dst_offsets(ir),
            };
            match pools_ops::time_link(ir, op) == Ok(true) {
                true => times.push((op, link)),
                false => links.push((op, link)),
            }
        }
        let mut seen = HashSet::new();
        for (op, link) in self.merge_links(links)?.into_iter().chain(times) {
            for &f in link.ins.iter().chain(&link.outs) {
                if !seen.insert(f) {
                    return Err(self.op_error(f.op(), "objectfifo cannot be in more than one ObjectFifoLinkOp").with_help(
                        "a fifo may be the input or output of one link only (or the one input of several one-to-one links, or their one output); link the fifos in one aie.objectfifo.link",
                    ).into());
                }
            }
            if link.ins.is_empty() || link.outs.is_empty() {
                continue;
            }
            if let Some((offset, part, whole)) = link.part_outside(ir) {
                let (n, total) = (fifo::elem_len(ir, part), fifo::elem_len(ir, whole));
                let name = |f: Objectfifo| f.sym_name(ir).to_string();
                return Err(self
                    .op_error(op.op(), format!("offset {offset} puts the {n} elements of @{} outside the {total} of @{}", name(part), name(whole)))
                    .with_help(format!("the offset of @{} is 0 to {}", name(part), total - n))
                    .into());
            }
            self.links.push(link);
        }
        Ok(())
    }

    /// This lowering bounds a chain by `iter_count` on a MemTile end only (as
    /// mlir-aie's did before its split lowering, which bounds any DMA end).
    fn bounded_on_mem_tile(&self, f: Objectfifo) -> Res<()> {
        let ir = &*self.ir;
        if f.iter_count(ir).is_none() {
            return Ok(());
        }
        let mut ends =
            std::iter::once(fifo::producer(ir, f)).chain(fifo::consumers(ir, f).iter().copied());
        if ends.any(|t| self.is_mem_tile(t)) {
            return Ok(());
        }
        Err(self
            .op_error(f.op(), "`iter_count` is currently only supported on MemTiles")
            .with_help("the producer or a consumer must be a MemTile for this lowering; the split passes (--aie-objectfifo-split ...) bound any DMA end")
            .into())
    }

    /// One-to-one links that share their one input fifo are one distribute
    /// of it into their outputs, in link order, each output taking the next
    /// part of the input's object; links that share their one output are one
    /// join. (mlir-aie's designs write a fifo into two links this way, e.g.
    /// `external_mangle_collision`; the parts must fit in the shared object.)
    /// Any other link is kept as it is.
    fn merge_links(&self, links: Vec<(ObjectfifoLink, Link)>) -> Res<Vec<(ObjectfifoLink, Link)>> {
        let ir = &*self.ir;
        let one_to_one = |l: &Link| l.ins.len() == 1 && l.outs.len() == 1;
        let (mut by_in, mut by_out) = (HashMap::new(), HashMap::new());
        for (_, l) in links.iter().filter(|(_, l)| one_to_one(l)) {
            *by_in.entry(l.ins[0]).or_insert(0) += 1;
            *by_out.entry(l.outs[0]).or_insert(0) += 1;
        }
        let mut out: Vec<(ObjectfifoLink, Link)> = Vec::new();
        for (op, link) in links {
            if !one_to_one(&link) {
                out.push((op, link));
                continue;
            }
            let (input, output) = (link.ins[0], link.outs[0]);
            let shared_in = by_in[&input] > 1;
            let shared_out = by_out[&output] > 1;
            if shared_in && shared_out {
                out.push((op, link));
                continue;
            }
            let merged = out.iter_mut().find(|(_, m)| {
                (shared_in && m.ins == [input] && m.src_offsets.is_empty())
                    || (shared_out && m.outs == [output] && m.dst_offsets.is_empty())
            });
            match merged {
                Some((_, m)) if shared_in => m.outs.push(output),
                Some((_, m)) => m.ins.push(input),
                None => out.push((op, link)),
            }
        }
        for (_, m) in &mut out {
            let (parts, whole, offsets) = if m.outs.len() > 1 && m.dst_offsets.is_empty() {
                (m.outs.clone(), m.ins[0], &mut m.dst_offsets)
            } else if m.ins.len() > 1 && m.src_offsets.is_empty() {
                (m.ins.clone(), m.outs[0], &mut m.src_offsets)
            } else {
                continue;
            };
            let mut at = 0;
            for &p in &parts {
                offsets.push(at);
                at += fifo::elem_len(ir, p);
            }
            let total = fifo::elem_len(ir, whole);
            if at > total {
                let names: Vec<String> = parts
                    .iter()
                    .map(|p| format!("@{}", p.sym_name(ir)))
                    .collect();
                return Err(self
                    .op_error(whole.op(), "objectfifo cannot be in more than one ObjectFifoLinkOp")
                    .with_help(format!(
                        "links sharing @{} split (or join) its objects of {total} elements into {}, one after the other, but these take {at}",
                        whole.sym_name(ir),
                        names.join(", ")
                    ))
                    .into());
            }
        }
        Ok(out)
    }

    /// The index of the link `fifo` belongs to.
    fn link_of(&self, fifo: Objectfifo) -> Option<usize> {
        self.links.iter().position(|l| l.contains(fifo))
    }

    fn name(&self, f: Objectfifo) -> String {
        f.sym_name(self.ir).to_string()
    }

    fn coords(&self, tile: ValueId) -> (i64, i64) {
        netlist::coords(self.ir, tile).unwrap_or((-1, -1))
    }

    fn kind(&self, tile: ValueId) -> Option<TileKind> {
        self.dev.kind(self.coords(tile))
    }

    fn is_shim(&self, tile: ValueId) -> bool {
        self.kind(tile).is_some_and(TileKind::is_shim)
    }

    fn is_mem_tile(&self, tile: ValueId) -> bool {
        self.kind(tile) == Some(TileKind::MemTile)
    }

    /// An error `'<op>' op <message>` at `op`.
    fn op_error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        netlist::op_error(self.ir, op, message)
    }
}
