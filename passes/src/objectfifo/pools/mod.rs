//! mlir-aie's split objectfifo lowering (docs/objectfifo.md, "The split
//! passes"): `--aie-objectfifo-split` turns fifos into pools, endpoints and
//! routes; `--aie-objectfifo-verify` checks them; `--aie-assign-packet-ids`
//! numbers packet headers; `--aie-objectfifo-allocate` gives pools buffers
//! and locks, endpoints channels, and routes flows; `--aie-objectfifo-lower-dmas`
//! and `--aie-objectfifo-lower-cores` turn DMA and core endpoints into BD
//! chains and `use_lock`s; `--aie-objectfifo-erase-pools` drops pools nothing
//! names. Each pass consumes the ops it lowers, so the pipeline may be re-run.

mod allocate;
mod cascade;
mod erase;
mod lower_cores;
mod lower_dmas;
mod packet_ids;
mod split;
pub(crate) use packet_ids::AFTER_LARGEST;
pub(crate) use packet_ids::RESERVE_CONTROLLER_IDS;
pub(crate) use split::MEMTILE_ITER_COUNTS;

/// The split's option that carries fifos between compute tiles on DMA.
pub(crate) const DMA_FENCE_SHARED_MEM: &str = "dma-fence-shared-mem";
/// The split's option that warns about fifos left on shared memory.
pub(crate) const WARN_UNFENCED_SHARED_MEM: &str = "warn-unfenced-shared-mem";
mod verify;

use crate::netlist::{self, Dev};
use crate::options::BOOL;
use crate::{Anchor, Pass, PassOption};
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::pools::{Endpoint, Role};
use dialect::ops::views::{
    ObjectfifoCoreEndpoint, ObjectfifoDmaEndpoint, ObjectfifoPool, ObjectfifoSegment, Route,
    RouteEndpoint,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

/// Runs `f` on each device, stopping at the first that fails.
fn each_device(
    ir: &mut Ir,
    f: impl Fn(&mut Ir, Dev) -> Result<(), Box<Diagnostic>>,
) -> Vec<Diagnostic> {
    for dev in netlist::devices(ir) {
        if let Err(d) = f(ir, dev) {
            return vec![*d];
        }
    }
    Vec::new()
}

/// A failed pass: the diagnostic to report.
type Res<T> = Result<T, Box<Diagnostic>>;

/// An error `'<op>' op <message>` at `op`, with a help line.
fn error(
    ir: &Ir,
    op: OpId,
    message: impl Into<String>,
    help: impl Into<String>,
) -> Box<Diagnostic> {
    Box::new(netlist::op_error(ir, op, message).with_help(help))
}

/// The option under which a pass puts what it creates where the stateful
/// transform (the one-pass lowering) puts it.
pub(crate) const STATEFUL_ORDER: PassOption = PassOption {
    name: "stateful-order",
    help: "put (and name) what the pass writes where the stateful transform puts it, as its pipeline asks (docs/objectfifo.md#the-stateful-transform-as-a-pipeline)",
    default: "false",
    values: BOOL,
};

pub(crate) const SPLIT: Pass = Pass {
    flag: "aie-objectfifo-split",
    name: "AIEObjectFifoSplit",
    anchor: Anchor::Device,
    // It checks placement itself: in the stateful transform's words under
    // `stateful-checks`, which asks only the fifos' ends to be placed.
    needs_placed_tiles: false,
    summary: "Split objectfifos into pools, core/DMA endpoints and routes",
    doc: "objectfifo.md#the-split-passes",
    options: &[
        PassOption {
            name: "packet-sw-objFifos",
            help: "make every route between DMA endpoints packet-switched",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: DMA_FENCE_SHARED_MEM,
            help: "carry every fifo between two compute tiles that would share memory on DMA, whose completion fences the producer's stores (not those asking for a transport)",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: WARN_UNFENCED_SHARED_MEM,
            help: "warn about each fifo between two compute tiles left on the shared-memory path",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: split::STATEFUL_CHECKS,
            help: "check first what the stateful transform checks, in its words: the fifos' ends placed (other tiles may be logical), links, each fifo's choice of DMAs, no core access on a link's shared tile",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: split::MEMTILE_ITER_COUNTS,
            help: "bound a chain by the fifo's iter_count on its MemTile end only, as the stateful transform does (a fifo with iter_count and no MemTile end is an error); false bounds every DMA end",
            default: "false",
            values: BOOL,
        },
        STATEFUL_ORDER,
    ],
    body: crate::Body::Run(split::run),
};

pub(crate) const VERIFY: Pass = Pass {
    flag: "aie-objectfifo-verify",
    name: "AIEObjectFifoVerify",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Check pools, endpoints and routes are complete: one filler and drainer per segment, routes, turns, fan-ins, releases",
    doc: "objectfifo.md#the-split-passes",
    options: &[],
    body: crate::Body::Run(verify::run),
};

pub(crate) const ASSIGN_PACKET_IDS: Pass = Pass {
    flag: "aie-assign-packet-ids",
    name: "AIEAssignPacketIds",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Give each route's packet header without a pkt_id the lowest id no packet flow, trace packet or route uses",
    doc: "objectfifo.md#the-split-passes",
    options: &[
        PassOption {
            name: "packet-sw-objFifos",
            help: "also give a packet header to every route written without one",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: packet_ids::AFTER_LARGEST,
            help: "number from one past the largest id in use, as the stateful transform numbers its packet flows",
            default: "false",
            values: BOOL,
        },
        packet_ids::RESERVE_CONTROLLER_IDS,
    ],
    body: crate::Body::Run(packet_ids::run),
};

pub(crate) const ALLOCATE: Pass = Pass {
    flag: "aie-objectfifo-allocate",
    name: "AIEObjectFifoAllocate",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Give pools buffers and locks (spilling full MemTiles to neighbours), endpoints DMA channels, and lower routes to flows and shim allocations",
    doc: "objectfifo.md#the-split-passes",
    options: &[
        PassOption {
            name: "packet-sw-objFifos",
            help: "make every route without a packet header packet-switched, with the lowest free id",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: crate::objectfifo::LOCK_IDS,
            help: "give each new lock the lowest free lock id of its tile, as the stateful transform's option does (so does IR of the April syntax, --aie-syntax=2026-04); by default --aie-assign-lock-ids gives them",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: allocate::LOCK_CONSTANT_POOLS,
            help: "give locks also to pools that start full and that nothing refills, as the stateful transform does, unless a DMA endpoint drains them more than once (iterCount > 1): their DMA then sends the objects once",
            default: "false",
            values: BOOL,
        },
        packet_ids::RESERVE_CONTROLLER_IDS,
        PassOption {
            name: allocate::TASKS_SHARE_CHANNELS,
            help: "let a runtime sequence's aiex.dma_configure_task drive the channel a fifo end gets (it holds none), as the stateful transform does",
            default: "false",
            values: BOOL,
        },
        STATEFUL_ORDER,
    ],
    body: crate::Body::Run(allocate::run),
};

pub(crate) const LOWER_DMAS: Pass = Pass {
    flag: "aie-objectfifo-lower-dmas",
    name: "AIEObjectFifoLowerDMAs",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Lower DMA endpoints to BD chains walking their pools (and drop route endpoints)",
    doc: "objectfifo.md#the-split-passes",
    options: &[STATEFUL_ORDER],
    body: crate::Body::Run(lower_dmas::run),
};

pub(crate) const LOWER_CORES: Pass = Pass {
    flag: "aie-objectfifo-lower-cores",
    name: "AIEObjectFifoLowerCores",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Lower acquires and releases through core endpoints to use_locks and object selection",
    doc: "objectfifo.md#the-split-passes",
    options: &[PassOption {
        name: lower_cores::DYNAMIC,
        help: "select objects at run time in loops and branches of cores without a dynamic_objfifo_lowering attribute, as mlir-aie's lower-cores does; false unrolls their loops and selects every object statically, as the stateful transform does",
        default: "true",
        values: BOOL,
    }],
    body: crate::Body::Run(lower_cores::run),
};

pub(crate) const ERASE_POOLS: Pass = Pass {
    flag: "aie-objectfifo-erase-pools",
    name: "AIEObjectFifoErasePools",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Erase pools that no symbol names",
    doc: "objectfifo.md#the-split-passes",
    options: &[],
    body: crate::Body::Run(erase::run),
};

/// The pools, endpoints and routes of one device, by symbol.
struct Index {
    pools: HashMap<String, ObjectfifoPool>,
    cores: HashMap<String, ObjectfifoCoreEndpoint>,
    dmas: HashMap<String, ObjectfifoDmaEndpoint>,
    route_ends: HashMap<String, RouteEndpoint>,
    routes: Vec<Route>,
}

impl Index {
    fn of(ir: &Ir, dev: &Dev) -> Index {
        let mut index = Index {
            pools: HashMap::new(),
            cores: HashMap::new(),
            dmas: HashMap::new(),
            route_ends: HashMap::new(),
            routes: Vec::new(),
        };
        for op in dev.ops(ir) {
            match ir.kind(op) {
                Some(OpKind::ObjectfifoPool) => {
                    let p = ObjectfifoPool::wrap(op);
                    index.pools.insert(p.sym_name(ir).to_string(), p);
                }
                Some(OpKind::ObjectfifoCoreEndpoint) => {
                    let e = ObjectfifoCoreEndpoint::wrap(op);
                    index.cores.insert(e.sym_name(ir).to_string(), e);
                }
                Some(OpKind::ObjectfifoDmaEndpoint) => {
                    let e = ObjectfifoDmaEndpoint::wrap(op);
                    index.dmas.insert(e.sym_name(ir).to_string(), e);
                }
                Some(OpKind::RouteEndpoint) => {
                    let e = RouteEndpoint::wrap(op);
                    index.route_ends.insert(e.sym_name(ir).to_string(), e);
                }
                Some(OpKind::Route) => index.routes.push(Route::wrap(op)),
                _ => {}
            }
        }
        index
    }

    /// The pool and selected segments of DMA endpoint `e` (verified IR:
    /// both resolve).
    fn dma_pool(
        &self,
        ir: &Ir,
        e: ObjectfifoDmaEndpoint,
    ) -> Option<(ObjectfifoPool, Role, Vec<ObjectfifoSegment>)> {
        let end = Endpoint::dma(ir, e);
        let pool = *self.pools.get(end.pool)?;
        Some((pool, end.role?, end.selected(ir, pool)?))
    }

    /// The same for core endpoint `e`.
    fn core_pool(
        &self,
        ir: &Ir,
        e: ObjectfifoCoreEndpoint,
    ) -> Option<(ObjectfifoPool, Role, Vec<ObjectfifoSegment>)> {
        let end = Endpoint::core(ir, e);
        let pool = *self.pools.get(end.pool)?;
        Some((pool, end.role?, end.selected(ir, pool)?))
    }

    /// The op of route endpoint or DMA endpoint `name`.
    fn route_end(&self, name: &str) -> Option<OpId> {
        self.dmas
            .get(name)
            .map(|e| e.op())
            .or_else(|| self.route_ends.get(name).map(|e| e.op()))
    }
}

/// Elements one transfer of endpoint `e` moves: per selected segment, the
/// product of its access pattern's sizes, or the segment's size.
fn moved_elements(ir: &Ir, e: ObjectfifoDmaEndpoint, selected: &[ObjectfifoSegment]) -> i64 {
    let dims = e.dimensions(ir);
    selected
        .iter()
        .enumerate()
        .map(
            |(k, s)| match dims.and_then(|d| d.get(k)).filter(|d| !d.is_empty()) {
                Some(d) => d.iter().map(|&(size, _)| size as i64).product(),
                None => s.size(ir),
            },
        )
        .sum()
}

/// The base name of a pool's buffers and locks: its symbol without the
/// `_pool` suffix.
fn base_name(name: &str) -> &str {
    name.strip_suffix("_pool").unwrap_or(name)
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn base_name_drops_the_pool_suffix_once() {
        assert_eq!(base_name("of1_pool"), "of1");
        assert_eq!(base_name("of1_cons_pool"), "of1_cons");
        assert_eq!(base_name("p"), "p");
    }
}
