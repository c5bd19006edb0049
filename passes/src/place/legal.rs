//! What makes a placement legal, written once from the device model: every
//! placer asks these rules while it places, and the pass checks each
//! placer's result against all of them before it rewrites the IR
//! (docs/passes.md, "Placement").
//!
//! A placement is legal when every logical tile is on a tile of its kind
//! within its pins, no two cores share a tile, every physical tile's DMA
//! channels suffice for the fifo and flow ends on it, every cascade runs to
//! a neighbour the device lets it reach, and every core shares memory with
//! the tiles whose buffers it uses and with the tile an
//! `aie.objectfifo.allocate` gives its fifo.

use super::design::{Coord, Design, End, Fifo};
use super::Placement;
use aie_target::device::{TileKind, WireBundle};
use aie_target::regs::Dir;
use dialect::ir::cases::TileType;
use dialect::ir::TypedEnum;
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap};

impl Design {
    /// Whether `at` is a tile of logical tile `t`'s kind within its pinned
    /// column and row.
    pub fn within_pins(&self, t: usize, at: Coord) -> bool {
        let tile = &self.tiles[t];
        self.model.tile_kind(at.0, at.1) == Some(tile.kind)
            && tile.col.is_none_or(|c| c == at.0)
            && tile.row.is_none_or(|r| r == at.1)
    }

    /// Whether logical tile `t` may be at `at`: within its pins and, for a
    /// core, on a tile without an `aie.core` of its own.
    pub fn fits(&self, t: usize, at: Coord) -> bool {
        self.within_pins(t, at)
            && !(self.tiles[t].kind == TileKind::Core && self.busy_cores.contains(&at))
    }

    /// The DMA channels (S2MM, MM2S) of the tile at `at`.
    pub fn dma_capacity(&self, at: Coord) -> (i64, i64) {
        match self.model.tile_kind(at.0, at.1) {
            Some(kind) => (
                i64::from(self.model.num_dma_channels(kind, Dir::S2MM)),
                i64::from(self.model.num_dma_channels(kind, Dir::MM2S)),
            ),
            None => (0, 0),
        }
    }

    /// The core tiles next to `at` whose memory a core at `at` may use, in
    /// the order south, north, west, east.
    pub fn memory_neighbours(&self, at: Coord) -> impl Iterator<Item = Coord> + '_ {
        [(0, -1), (0, 1), (-1, 0), (1, 0)]
            .into_iter()
            .map(move |(dc, dr)| (at.0 + dc, at.1 + dr))
            .filter(move |&nb| {
                self.model.tile_kind(nb.0, nb.1) == Some(TileKind::Core)
                    && self.model.is_legal_mem_affinity(at, nb)
            })
    }

    /// Whether a fifo with ends at `a` and `b` may go through memory both
    /// ends share (as the objectfifo lowering decides: tiles of one class,
    /// core, memory tile or shim, one of which may use the other's memory).
    fn share_memory(&self, a: Coord, b: Coord) -> bool {
        let class = |(c, r): Coord| {
            let kind = self.model.tile_kind(c, r);
            (
                kind.is_some_and(TileKind::is_shim),
                kind == Some(TileKind::MemTile),
            )
        };
        class(a) == class(b)
            && (self.model.is_legal_mem_affinity(a, b) || self.model.is_legal_mem_affinity(b, a))
    }
}

/// A rule between two tiles of the design (a cascade, a shared buffer):
/// whether it holds for its ends' positions, and its words.
pub(super) struct PairRule {
    /// Whether the rule holds for (first end's position, second end's).
    pub holds: fn(&Design, Coord, Coord) -> bool,
    /// `cascade`, `shared-L1 buffer`.
    pub name: &'static str,
    /// What the rule asks, for a note.
    pub hint: &'static str,
}

/// A cascade runs from its source to a core the device lets it reach.
pub(super) const CASCADE: PairRule = PairRule {
    holds: |d, src, dst| d.model.is_legal_cascade(src, dst),
    name: "cascade",
    hint: "cascade adjacency requires the destination tile to be one row South or one column East of the source tile",
};

/// A core uses another tile's buffer only if it may use that tile's memory.
pub(super) const SHARED_BUFFER: PairRule = PairRule {
    holds: |d, core, owner| d.model.is_legal_mem_affinity(core, owner),
    name: "shared-L1 buffer",
    hint: "shared-L1 buffer adjacency requires this LTO to be on a tile whose L1 is shared with the buffer owner's tile (N/S neighbor, or W neighbor per the device's checkerboard rule)",
};

/// `logical_tile<MemTile>(?, 4)`'s pins as written: `(?, 4)`.
pub(super) fn pins_text(d: &Design, t: usize) -> String {
    let pin = |p: Option<i64>| p.map_or("?".to_string(), |v| v.to_string());
    format!("({}, {})", pin(d.tiles[t].col), pin(d.tiles[t].row))
}

/// The kind of logical tile `t` as IRON writes it (`MemTile`).
fn kind_name(d: &Design, t: usize) -> &'static str {
    TileType::of(d.tiles[t].kind).name()
}

/// The error for the first logical tile whose pins no tile of its kind
/// matches: the same whichever placer runs, before it runs.
pub(super) fn pins(d: &Design) -> Result<(), Diagnostic> {
    for t in 0..d.tiles.len() {
        if d.coords().any(|at| d.within_pins(t, at)) {
            continue;
        }
        let kind = kind_name(d, t);
        let of_kind: Vec<Coord> = d
            .coords()
            .filter(|&(c, r)| d.model.tile_kind(c, r) == Some(d.tiles[t].kind))
            .collect();
        return Err(
            Diagnostic::error(d.tiles[t].span, "no available physical tile for placement")
                .with_help(format!(
                    "`{}` has no {kind} at {}: its {kind}s are in {}, {}",
                    d.model.name,
                    pins_text(d, t),
                    spans("row", of_kind.iter().map(|at| at.1)),
                    spans("column", of_kind.iter().map(|at| at.0)),
                )),
        );
    }
    Ok(())
}

/// `rows 1, 3-5` (`what` = `row`): the numbers of `values`, runs written
/// as ranges.
fn spans(what: &str, values: impl Iterator<Item = i64>) -> String {
    let values: BTreeSet<i64> = values.collect();
    let mut runs: Vec<(i64, i64)> = Vec::new();
    for v in values {
        match runs.last_mut() {
            Some(run) if run.1 + 1 == v => run.1 = v,
            _ => runs.push((v, v)),
        }
    }
    let run = |&(a, b): &(i64, i64)| {
        if a == b {
            a.to_string()
        } else {
            format!("{a}-{b}")
        }
    };
    let plural = match runs[..] {
        [(a, b)] if a == b => "",
        _ => "s",
    };
    let runs: Vec<String> = runs.iter().map(run).collect();
    format!("{what}{plural} {}", runs.join(", "))
}

/// The error for logical core tile `t`, whose pins match core tiles that
/// other logical tiles hold (`held`) or that `causes` (e.g. ` and cascade
/// adjacency`) rule out: the same from every placer.
pub(super) fn no_core_within_pins(
    d: &Design,
    t: usize,
    held: impl Fn(Coord) -> bool,
    causes: &str,
) -> Diagnostic {
    let fitting: Vec<Coord> = d.coords().filter(|&at| d.fits(t, at)).collect();
    let taken = fitting.iter().filter(|&&at| held(at)).count();
    let pins = pins_text(d, t);
    let tiles = format!(
        "{taken} of the {} core tiles of `{}` at {pins} hold other logical tiles",
        fitting.len(),
        d.model.name
    );
    let help = if taken == fitting.len() {
        format!("{tiles}; pin fewer tiles, or use a larger device")
    } else {
        format!("{tiles}, and the rest break the rules named; unpin this tile, or pin its peers elsewhere")
    };
    Diagnostic::error(
        d.tiles[t].span,
        format!("no compute tile available matching constraint {pins}{causes}"),
    )
    .with_help(help)
}

/// Where `end` is with the logical tiles at `at`.
fn position(at: &[Coord], end: End) -> Coord {
    match end {
        End::Logical(t) => at[t],
        End::Placed(_, p) => p,
    }
}

/// Checks placement `p` of `d` against every rule: the first one it
/// breaks, as an error at a logical tile it concerns.
pub(super) fn check(ir: &Ir, d: &Design, p: &Placement) -> Result<(), Diagnostic> {
    kinds_and_pins(d, &p.at)?;
    one_core_per_tile(d, &p.at)?;
    let buffers = d
        .shared_buffers
        .iter()
        .map(|&(core, owner)| (Some(End::Logical(core)), Some(owner)));
    pair_rule(ir, d, &p.at, &SHARED_BUFFER, buffers)?;
    pair_rule(ir, d, &p.at, &CASCADE, d.cascades.iter().copied())?;
    channels(d, &p.at)?;
    allocates(ir, d, p)
}

/// Every logical tile on a tile of its kind within its pins.
fn kinds_and_pins(d: &Design, at: &[Coord]) -> Result<(), Diagnostic> {
    let Some(t) = (0..d.tiles.len()).find(|&t| !d.within_pins(t, at[t])) else {
        return Ok(());
    };
    let (c, r) = at[t];
    let kind = kind_name(d, t);
    let what = match d.model.tile_kind(c, r) {
        Some(k) if k == d.tiles[t].kind => format!("outside the pins {}", pins_text(d, t)),
        Some(k) => format!("a {}, not a {kind}", k.describe()),
        None => format!("not a tile of `{}`", d.model.name),
    };
    Err(Diagnostic::error(
        d.tiles[t].span,
        format!("placed on tile ({c}, {r}), {what}"),
    )
    .with_help(format!(
        "a {kind} at {} goes on a {kind} within its pins; pin it fully, or try the other placer",
        pins_text(d, t)
    )))
}

/// No two cores on one tile: no two logical tiles with an `aie.core`, none
/// on a tile whose `aie.core` is written already.
fn one_core_per_tile(d: &Design, at: &[Coord]) -> Result<(), Diagnostic> {
    let mut first: HashMap<Coord, usize> = HashMap::new();
    for t in (0..d.tiles.len()).filter(|&t| d.tiles[t].has_core()) {
        let (c, r) = at[t];
        let other = first.get(&at[t]).copied();
        if other.is_none() && !d.busy_cores.contains(&at[t]) {
            first.insert(at[t], t);
            continue;
        }
        let diag = Diagnostic::error(
            d.tiles[t].span,
            format!("tile ({c}, {r}) already has a core; each compute tile can host only one core"),
        );
        let diag = match other {
            Some(o) => diag.with_note(Some(d.tiles[o].span), "the other core's logical tile"),
            None => diag,
        };
        return Err(diag.with_help(
            "give each logical tile with a core a tile of its own: pin it elsewhere, or leave it unpinned",
        ));
    }
    Ok(())
}

/// Every pair of `pairs` with a logical end keeps `rule`; the error is at
/// the second end when it is logical, else at the first.
fn pair_rule(
    ir: &Ir,
    d: &Design,
    at: &[Coord],
    rule: &PairRule,
    pairs: impl Iterator<Item = (Option<End>, Option<End>)>,
) -> Result<(), Diagnostic> {
    for (first, second) in pairs {
        let (Some(first), Some(second)) = (first, second) else {
            continue;
        };
        let blamed = match (second, first) {
            (End::Logical(t), _) | (_, End::Logical(t)) => t,
            _ => continue,
        };
        if (rule.holds)(d, position(at, first), position(at, second)) {
            continue;
        }
        let (c, r) = at[blamed];
        let peer = if End::Logical(blamed) == second {
            first
        } else {
            second
        };
        let (pc, pr) = position(at, peer);
        return Err(Diagnostic::error(
            d.tiles[blamed].span,
            format!("tile ({c}, {r}) violates {} adjacency", rule.name),
        )
        .with_note(
            Some(d.span(ir, peer)),
            format!("its peer is at ({pc}, {pr})"),
        )
        .with_note(None, rule.hint)
        .with_help(
            "pin the logical tiles of this rule next to each other, or leave one of them unpinned",
        ));
    }
    Ok(())
}

/// DMA channels: (S2MM, MM2S).
type Channels = (i64, i64);

/// The DMA channels each end on a tile that holds a logical tile uses with
/// the logical tiles at `at`: a fifo end takes one channel of its tile (the
/// producer's MM2S, each consumer's S2MM) unless the fifo goes through
/// memory its two ends share (one consumer, no DMA forced, not streamed)
/// or the end streams through its core's port; a DMA flow end takes one
/// channel per tile, direction and channel number.
fn channels_used(d: &Design, at: &[Coord]) -> HashMap<End, Channels> {
    let hosts: BTreeSet<Coord> = at.iter().copied().collect();
    let mut used: HashMap<End, Channels> = HashMap::new();
    let mut take = |e: Option<End>, dir: Dir| {
        let Some(e) = e.filter(|&e| hosts.contains(&position(at, e))) else {
            return;
        };
        let u = used.entry(e).or_default();
        match dir {
            Dir::S2MM => u.0 += 1,
            Dir::MM2S => u.1 += 1,
        }
    };
    for f in &d.fifos {
        if through_shared_memory(d, f, at) {
            continue;
        }
        if !f.producer_streams() {
            take(f.producer, Dir::MM2S);
        }
        if !f.consumers_stream() {
            for &c in &f.consumers {
                take(c, Dir::S2MM);
            }
        }
    }
    let mut seen = BTreeSet::new();
    for s in &d.streams {
        let ends = s.sources.iter().map(|p| (p, Dir::MM2S));
        for (port, dir) in ends.chain(s.dests.iter().map(|p| (p, Dir::S2MM))) {
            let Some(end) = port.end.filter(|_| port.bundle == WireBundle::DMA) else {
                continue;
            };
            if seen.insert((position(at, end), dir == Dir::S2MM, port.channel)) {
                take(Some(end), dir);
            }
        }
    }
    used
}

/// Whether fifo `f` goes through memory its producer and its one consumer
/// share, with the logical tiles at `at`.
fn through_shared_memory(d: &Design, f: &Fifo, at: &[Coord]) -> bool {
    match (f.producer, &f.consumers[..]) {
        (Some(p), [Some(c)]) if !f.forces_dma => d.share_memory(position(at, p), position(at, *c)),
        _ => false,
    }
}

/// Every tile holding a logical tile has the DMA channels its fifo and flow
/// ends take. The error is at the last logical tile there that takes
/// channels, with what it takes and what the others leave it (the
/// sequential placer's words for a tile it cannot claim).
fn channels(d: &Design, at: &[Coord]) -> Result<(), Diagnostic> {
    let used = channels_used(d, at);
    let mut per_host: BTreeMap<Coord, Channels> = BTreeMap::new();
    for (e, u) in &used {
        let h = per_host.entry(position(at, *e)).or_default();
        *h = (h.0 + u.0, h.1 + u.1);
    }
    for (host, (s2mm, mm2s)) in per_host {
        let (cap_in, cap_out) = d.dma_capacity(host);
        if s2mm <= cap_in && mm2s <= cap_out {
            continue;
        }
        let own = |t: usize| used.get(&End::Logical(t)).copied().unwrap_or_default();
        let on_host: Vec<usize> = (0..d.tiles.len()).filter(|&t| at[t] == host).collect();
        let Some(&t) = on_host.iter().rev().find(|&&t| own(t) != (0, 0)) else {
            continue;
        };
        let (need_in, need_out) = own(t);
        let free_in = (cap_in - (s2mm - need_in)).max(0);
        let free_out = (cap_out - (mm2s - need_out)).max(0);
        return Err(Diagnostic::error(
            d.tiles[t].span,
            format!(
                "tile ({}, {}) requires {need_in} input/{need_out} output DMA channels, but only {free_in} input/{free_out} output available",
                host.0, host.1
            ),
        )
        .with_help(CHANNELS_HELP));
    }
    Ok(())
}

/// The help line of an error for DMA channels a tile lacks.
pub(super) const CHANNELS_HELP: &str =
    "each fifo end and DMA flow end takes a DMA channel of its tile; fifos between neighbouring cores take none";

/// Every `aie.objectfifo.allocate` a placer adds gives its fifo the memory
/// of a tile both ends may use.
fn allocates(ir: &Ir, d: &Design, p: &Placement) -> Result<(), Diagnostic> {
    for &(op, holder) in &p.allocates {
        let Some(f) = d.fifos.iter().find(|f| f.op == op) else {
            continue;
        };
        let mut ends = f.producer.iter().chain(f.consumers.iter().flatten());
        let Some(&far) =
            ends.find(|&&e| !d.model.is_legal_mem_affinity(position(&p.at, e), holder))
        else {
            continue;
        };
        let (c, r) = position(&p.at, far);
        return Err(Diagnostic::error(
            ir[op].span,
            format!(
                "objectfifo '{}' cannot hold its buffers on tile ({}, {}): its end at ({c}, {r}) does not share that tile's memory",
                f.name, holder.0, holder.1
            ),
        )
        .with_note(Some(d.span(ir, far)), "this end")
        .with_help("a fifo's buffers go to memory that its producer and consumer both reach"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::design::Design;
    use super::super::Placement;
    use super::*;
    use crate::netlist;

    /// The design of the one device of `text`.
    fn read(text: &str) -> (Ir, Design) {
        let ir = dialect::parse(text).expect("parses");
        let dev = netlist::devices(&ir).remove(0);
        let d = Design::read(&ir, &dev);
        (ir, d)
    }

    /// The error `check` gives for the logical tiles of `text` at `at`.
    fn error(text: &str, at: &[Coord]) -> Option<String> {
        let (ir, d) = read(text);
        let p = Placement {
            at: at.to_vec(),
            allocates: Vec::new(),
        };
        check(&ir, &d, &p).err().map(|e| e.message)
    }

    #[test]
    fn pins_and_kinds_hold() {
        let text = "aie.device(npu1) { %s = aie.logical_tile<ShimNOCTile>(0, ?) }";
        assert_eq!(error(text, &[(0, 0)]), None);
        assert_eq!(
            error(text, &[(1, 0)]).as_deref(),
            Some("placed on tile (1, 0), outside the pins (0, ?)")
        );
        assert_eq!(
            error(text, &[(0, 1)]).as_deref(),
            Some("placed on tile (0, 1), a MemTile, not a ShimNOCTile")
        );
    }

    #[test]
    fn one_core_per_tile() {
        let text = "aie.device(npu1) {
            %t = aie.tile(0, 3)
            %c = aie.core(%t) { aie.end }
            %a = aie.logical_tile<CoreTile>(?, ?)
            %b = aie.logical_tile<CoreTile>(?, ?)
            %e = aie.logical_tile<CoreTile>(?, ?)
            %ca = aie.core(%a) { aie.end }
            %cb = aie.core(%b) { aie.end }
        }";
        assert_eq!(
            error(text, &[(0, 2), (0, 4), (0, 4)]),
            None,
            "a tile without a core shares"
        );
        let twice = "tile (0, 2) already has a core; each compute tile can host only one core";
        assert_eq!(
            error(text, &[(0, 2), (0, 2), (0, 5)]).as_deref(),
            Some(twice)
        );
        let busy = "tile (0, 3) already has a core; each compute tile can host only one core";
        assert_eq!(
            error(text, &[(0, 3), (0, 4), (0, 5)]).as_deref(),
            Some(busy)
        );
    }

    #[test]
    fn channels_count_every_end_on_the_tile() {
        // Two shims feeding two fifos each: four MM2S ends on one shim.
        let text = "aie.device(npu1) {
            %s1 = aie.logical_tile<ShimNOCTile>(?, ?)
            %s2 = aie.logical_tile<ShimNOCTile>(?, ?)
            %m = aie.tile(1, 1)
            aie.objectfifo @a(%s1, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            aie.objectfifo @b(%s1, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            aie.objectfifo @c(%s2, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            aie.objectfifo @d(%s2, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
        }";
        assert_eq!(error(text, &[(0, 0), (1, 0)]), None);
        assert_eq!(
            error(text, &[(0, 0), (0, 0)]).as_deref(),
            Some("tile (0, 0) requires 0 input/2 output DMA channels, but only 2 input/0 output available")
        );
    }

    #[test]
    fn a_fifo_between_cores_that_share_memory_takes_no_channel() {
        // Three fifos out of one core: two to a neighbour through its
        // memory, the third through a DMA channel; away from the
        // neighbour, all three take MM2S channels, one too many.
        let text = "aie.device(npu1) {
            %a = aie.logical_tile<CoreTile>(?, ?)
            %b = aie.logical_tile<CoreTile>(?, ?)
            %c = aie.logical_tile<CoreTile>(?, ?)
            aie.objectfifo @x(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            aie.objectfifo @y(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
            aie.objectfifo @z(%a, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
        }";
        assert_eq!(error(text, &[(0, 2), (0, 3), (2, 2)]), None);
        assert_eq!(
            error(text, &[(0, 2), (2, 4), (3, 2)]).as_deref(),
            Some("tile (0, 2) requires 0 input/3 output DMA channels, but only 2 input/2 output available")
        );
    }

    #[test]
    fn cascades_run_south_or_east() {
        let text = "aie.device(npu1) {
            %a = aie.logical_tile<CoreTile>(?, ?)
            %b = aie.logical_tile<CoreTile>(?, ?)
            aie.cascade_flow(%a, %b)
        }";
        assert_eq!(error(text, &[(0, 3), (0, 2)]), None);
        assert_eq!(error(text, &[(0, 3), (1, 3)]), None);
        assert_eq!(
            error(text, &[(0, 2), (0, 3)]).as_deref(),
            Some("tile (0, 3) violates cascade adjacency")
        );
    }

    #[test]
    fn a_core_shares_memory_with_the_buffers_it_uses() {
        let text = "aie.device(npu1) {
            %t = aie.tile(1, 3)
            %buf = aie.buffer(%t) : memref<16xi32>
            %a = aie.logical_tile<CoreTile>(?, ?)
            %c = aie.core(%a) {
              %i = arith.constant 0 : index
              %v = memref.load %buf[%i] : memref<16xi32>
              aie.end
            }
        }";
        assert_eq!(error(text, &[(1, 4)]), None);
        assert_eq!(
            error(text, &[(3, 3)]).as_deref(),
            Some("tile (3, 3) violates shared-L1 buffer adjacency")
        );
    }

    #[test]
    fn a_pin_no_tile_matches_is_an_error() {
        let (_, d) = read("aie.device(npu1) { %m = aie.logical_tile<MemTile>(?, 4) }");
        let e = pins(&d).expect_err("no MemTile in row 4");
        assert_eq!(e.message, "no available physical tile for placement");
        assert_eq!(
            e.help.as_deref(),
            Some("`npu1` has no MemTile at (?, 4): its MemTiles are in row 1, columns 0-3")
        );
        let (_, d) = read("aie.device(npu1) { %m = aie.logical_tile<MemTile>(2, ?) }");
        assert!(pins(&d).is_ok());
    }
}
