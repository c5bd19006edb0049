//! The sequential placer (mlir-aie's `sequential_placer`): greedy, one pass,
//! no backtracking.
//!
//! 1. Cores. Logical core tiles are taken pinned first, then partly pinned,
//!    then free; among equals, those whose fifos from and to other cores
//!    must go through shared memory (their *neighbour demand*: more such
//!    fifos than DMA channels are left after their other fifos) and their
//!    peers first. Each takes the first free core tile in column-major
//!    order (a tile with two core neighbours first when it has demand) that
//!    keeps shared buffers and cascades between neighbours, leaves its
//!    demand and its peers' satisfiable, and is not kept free for another
//!    tile's peers (unless nothing else fits).
//! 2. Memory tiles and shims. The rest, most DMA channels first, each on
//!    the tile of its kind nearest the column that costs its flows least
//!    (the columns of the cores it exchanges data with), the least loaded
//!    among equally near ones, whose DMA channels suffice; several share a
//!    tile while channels allow (unless `merge-logical-tiles=false`).
//!
//! Every pinned coordinate is kept; every tile's DMA channels are counted.

use super::design::{
    buffer_adjacency, cascade_adjacency, channel_demand, compute_peer_adjacency, Adjacency, Coord,
    Design, End,
};
use super::legal::{self, PairRule, CASCADE, SHARED_BUFFER};
use super::{Placement, Placer};
use aie_target::device::TileKind;
use dialect::ir::cases::TileType;
use dialect::ir::{Span, TypedEnum};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

/// The sequential placer's options.
pub(super) struct Sequential {
    /// At most this many cores per column.
    pub cores_per_col: Option<i64>,
    /// Whether logical memory tiles and shims may share a physical tile.
    pub merge: bool,
}

impl Placer for Sequential {
    fn place(&self, ir: &Ir, device_span: Span, d: &Design) -> Result<Placement, Diagnostic> {
        let mut s = State::new(d, self.merge);
        if let Some(limit) = self.cores_per_col {
            let most = s.most_cores_per_column();
            if limit > most {
                return Err(Diagnostic::error(
                    device_span,
                    format!("requested cores-per-col ({limit}) exceeds device capacity ({most} cores per column)"),
                )
                .with_help(format!("`{}` has {most} core tiles per column", d.model.name)));
            }
            s.limit_cores_per_column(limit);
        }
        s.place(ir)?;
        Ok(Placement {
            at: s
                .placed
                .iter()
                .map(|p| p.expect("every logical tile is placed"))
                .collect(),
            allocates: Vec::new(),
        })
    }
}

/// A pairwise rule between tiles (shared buffers, cascades): the edges and
/// the rule they keep.
struct Rule<'a> {
    adjacency: &'a Adjacency,
    rule: &'static PairRule,
    /// What the peer is, by whether the tile placed is the edge's first end.
    peer_label: fn(bool) -> &'static str,
}

fn buffer_label(this_is_consumer: bool) -> &'static str {
    if this_is_consumer {
        "shared-L1 buffer owner"
    } else {
        "shared-L1 buffer consumer"
    }
}

fn cascade_label(this_is_source: bool) -> &'static str {
    if this_is_source {
        "cascade destination"
    } else {
        "cascade source"
    }
}

fn peer_label(this_is_producer: bool) -> &'static str {
    if this_is_producer {
        "compute-peer consumer"
    } else {
        "compute-peer producer"
    }
}

/// The placer's state while it places one design.
struct State<'a> {
    d: &'a Design,
    merge: bool,
    /// Free core tiles, column by column, bottom up.
    cores: Vec<Coord>,
    core_set: HashSet<Coord>,
    /// DMA channels in use per tile: (S2MM, MM2S).
    used: HashMap<Coord, (i64, i64)>,
    /// Tiles holding a logical memory tile or shim (without merging).
    taken: HashSet<Coord>,
    placed: Vec<Option<Coord>>,
    /// Core tiles kept free for the peers of the logical tiles listed.
    reserved: HashMap<Coord, Vec<usize>>,
    /// Channels each logical tile needs.
    demand: Vec<(i64, i64)>,
    /// Fifos from (in) and to (out) other cores that must use shared memory.
    need_in: Vec<i64>,
    need_out: Vec<i64>,
    buffers: Adjacency,
    cascades: Adjacency,
    peers: Adjacency,
}

impl<'a> State<'a> {
    fn new(d: &'a Design, merge: bool) -> State<'a> {
        let cores: Vec<Coord> = d
            .coords()
            .filter(|&(c, r)| d.model.tile_kind(c, r) == Some(TileKind::Core))
            .filter(|at| !d.busy_cores.contains(at))
            .collect();
        let peers = compute_peer_adjacency(d);
        let demand = channel_demand(d);
        let n = d.tiles.len();
        let (mut need_in, mut need_out) = (vec![0; n], vec![0; n]);
        for (t, tile) in d.tiles.iter().enumerate() {
            if tile.kind != TileKind::Core {
                continue;
            }
            let (peer_in, peer_out) = peer_counts(&peers, t);
            let (cap_in, cap_out) = d.logical_capacity(t);
            need_in[t] = (peer_in - (cap_in - demand[t].0)).max(0);
            need_out[t] = (peer_out - (cap_out - demand[t].1)).max(0);
        }
        State {
            d,
            merge,
            core_set: cores.iter().copied().collect(),
            cores,
            used: HashMap::new(),
            taken: HashSet::new(),
            placed: vec![None; n],
            reserved: HashMap::new(),
            demand,
            need_in,
            need_out,
            buffers: buffer_adjacency(d),
            cascades: cascade_adjacency(d),
            peers,
        }
    }

    fn most_cores_per_column(&self) -> i64 {
        let mut per_col: HashMap<i64, i64> = HashMap::new();
        for &(c, _) in &self.cores {
            *per_col.entry(c).or_default() += 1;
        }
        per_col.values().copied().max().unwrap_or(0)
    }

    /// Keeps the lowest `limit` core tiles of each column.
    fn limit_cores_per_column(&mut self, limit: i64) {
        let mut per_col: HashMap<i64, i64> = HashMap::new();
        self.cores.retain(|&(c, _)| {
            let n = per_col.entry(c).or_default();
            *n += 1;
            *n <= limit
        });
        self.core_set = self.cores.iter().copied().collect();
    }

    fn neighbour_demand(&self, t: usize) -> i64 {
        self.need_in[t] + self.need_out[t]
    }

    /// The larger of `t`'s neighbour demand and its compute peers'.
    fn priority(&self, t: usize) -> i64 {
        let peers = self.peers.peers(t).filter_map(|(p, _)| match p {
            End::Logical(p) => Some(self.neighbour_demand(p)),
            End::Placed(..) => None,
        });
        peers.fold(self.neighbour_demand(t), i64::max)
    }

    /// Shared buffers: a core's tile shares memory with the buffer's owner.
    fn buffer_rule(&self) -> Rule<'_> {
        Rule {
            adjacency: &self.buffers,
            rule: &SHARED_BUFFER,
            peer_label: buffer_label,
        }
    }

    /// Cascades: the destination is where the source's cascade reaches.
    fn cascade_rule(&self) -> Rule<'_> {
        Rule {
            adjacency: &self.cascades,
            rule: &CASCADE,
            peer_label: cascade_label,
        }
    }

    fn place(&mut self, ir: &Ir) -> Result<(), Diagnostic> {
        let d = self.d;
        let mut order: Vec<usize> = (0..d.tiles.len()).collect();
        let pin_rank = |t: usize| match (d.tiles[t].col, d.tiles[t].row) {
            (Some(_), Some(_)) => 0,
            (Some(_), None) | (None, Some(_)) => 1,
            (None, None) => 2,
        };
        order.sort_by_key(|&t| {
            (
                pin_rank(t),
                std::cmp::Reverse(self.priority(t)),
                std::cmp::Reverse(self.neighbour_demand(t)),
            )
        });
        for t in order {
            let tile = &d.tiles[t];
            if let Some(at) = tile.pinned() {
                self.enforce(ir, t, at, &self.buffer_rule())?;
                self.enforce(ir, t, at, &self.cascade_rule())?;
                self.claim_channels(t, at, false)?;
                self.record(t, at);
            } else if tile.kind == TileKind::Core {
                let at = self.free_core_for(ir, t)?;
                self.claim_channels(t, at, true)?;
                self.record(t, at);
            } else if tile.kind == TileKind::ShimPl {
                return Err(Diagnostic::error(
                    tile.span,
                    "DMA channel-based SequentialPlacer does not support unplaced ShimPLTiles (no DMAs).",
                )
                .with_help("pin the PL shim to its column and row: `aie.logical_tile<ShimPLTile>(col, 0)`"));
            }
        }
        self.place_memory_and_shims()
    }

    /// Checks pinned tile `t` at `at` against `rule`.
    fn enforce(&self, ir: &Ir, t: usize, at: Coord, rule: &Rule) -> Result<(), Diagnostic> {
        if self.satisfies(t, at, rule.adjacency, rule.rule.holds) {
            return Ok(());
        }
        let diag = Diagnostic::error(
            self.d.tiles[t].span,
            format!(
                "tile ({}, {}) violates {} adjacency",
                at.0, at.1, rule.rule.name
            ),
        );
        Err(self
            .peer_notes(ir, diag, t, rule.adjacency, rule.peer_label)
            .with_note(None, rule.rule.hint)
            .with_help("pin the logical tiles of this rule next to each other, or leave one of them unpinned"))
    }

    /// Whether `t` at `at` keeps `holds` with every peer of `adjacency`
    /// whose position is known.
    fn satisfies(
        &self,
        t: usize,
        at: Coord,
        adjacency: &Adjacency,
        holds: fn(&Design, Coord, Coord) -> bool,
    ) -> bool {
        adjacency.peers(t).all(|(peer, first)| {
            let Some(p) = self.d.position(peer, &self.placed) else {
                return true;
            };
            if first {
                holds(self.d, at, p)
            } else {
                holds(self.d, p, at)
            }
        })
    }

    /// A note per placed peer of `t` in `adjacency`, and one counting the
    /// unplaced ones.
    fn peer_notes(
        &self,
        ir: &Ir,
        mut diag: Diagnostic,
        t: usize,
        adjacency: &Adjacency,
        label: fn(bool) -> &'static str,
    ) -> Diagnostic {
        let mut unplaced = 0;
        for (peer, first) in adjacency.peers(t) {
            match self.d.position(peer, &self.placed) {
                Some((c, r)) => {
                    diag = diag.with_note(
                        Some(self.d.span(ir, peer)),
                        format!("{} peer placed at ({c}, {r})", label(first)),
                    );
                }
                None => unplaced += 1,
            }
        }
        if unplaced > 0 {
            diag = diag.with_note(None, format!("{unplaced} additional peer(s) on this LTO are not yet placed (placed after this LTO; their positions may subsequently constrain or unblock this placement)"));
        }
        diag
    }

    /// The core tile for unpinned or partly pinned logical core tile `t`.
    fn free_core_for(&self, ir: &Ir, t: usize) -> Result<Coord, Diagnostic> {
        let d = self.d;
        let (buffers, cascades) = (self.buffer_rule(), self.cascade_rule());
        let (col, row) = (d.tiles[t].col, d.tiles[t].row);
        let mut candidates = self.cores.clone();
        if self.neighbour_demand(t) > 0 {
            let core_neighbours = |(c, r): Coord| {
                [r - 1, r + 1]
                    .into_iter()
                    .filter(|&nr| d.model.tile_kind(c, nr) == Some(TileKind::Core))
                    .count()
            };
            candidates.sort_by_key(|&(c, r)| (c, std::cmp::Reverse(core_neighbours((c, r))), r));
        }
        let (mut matched, mut all_failed_buffers, mut peers_blamed) = (false, true, false);
        for allow_reserved in [false, true] {
            for &at in &candidates {
                if !d.fits(t, at) {
                    continue;
                }
                if !allow_reserved && self.reserved_for_other(t, at) {
                    continue;
                }
                matched = true;
                if !self.satisfies(t, at, buffers.adjacency, buffers.rule.holds) {
                    continue;
                }
                all_failed_buffers = false;
                if !self.satisfies(t, at, cascades.adjacency, cascades.rule.holds) {
                    continue;
                }
                if !self.peers_satisfied(t, at) {
                    peers_blamed = true;
                    continue;
                }
                return Ok(at);
            }
        }
        let buffers_blamed = matched && all_failed_buffers && buffers.adjacency.has_edges(t);
        let cascade = cascades.adjacency.has_edges(t);
        let causes = [
            (buffers_blamed, "shared-L1 buffer adjacency"),
            (cascade, "cascade adjacency"),
            (peers_blamed, "compute-peer DMA budget"),
        ];
        let causes = causes.iter().filter(|c| c.0).map(|c| c.1);
        let pinned = col.is_some() || row.is_some();
        let mut diag = if pinned {
            let causes: String = causes.map(|c| format!(" and {c}")).collect();
            let held = |at| self.placed.contains(&Some(at));
            legal::no_core_within_pins(d, t, held, &causes)
        } else {
            let causes: String = causes.map(|c| format!(" ({c} unsatisfiable)")).collect();
            Diagnostic::error(
                d.tiles[t].span,
                format!("no available compute tiles for placement{causes}"),
            )
            .with_help(format!(
                "{} core tile(s) of `{}` are still free; pin fewer tiles, or use a larger device",
                self.cores.len(),
                d.model.name
            ))
        };
        if buffers_blamed {
            diag = self.peer_notes(ir, diag, t, buffers.adjacency, buffers.peer_label);
        }
        if cascade {
            diag = self.peer_notes(ir, diag, t, cascades.adjacency, cascades.peer_label);
        }
        if peers_blamed {
            diag = self
                .peer_notes(ir, diag, t, &self.peers, peer_label)
                .with_note(None, "to fix, pin this LTO to a position that is shared-L1 with the placed compute-peers above, or pin one of those peers to a different coordinate so this LTO's constraints become satisfiable");
        }
        Err(diag)
    }

    /// Whether `candidate` is kept free for the peers of a logical tile
    /// that is not a compute peer of `t`.
    fn reserved_for_other(&self, t: usize, candidate: Coord) -> bool {
        self.reserved.get(&candidate).is_some_and(|owners| {
            owners.iter().any(|&owner| {
                owner != t && !self.peers.peers(t).any(|(p, _)| p == End::Logical(owner))
            })
        })
    }

    /// Whether placing core `t` at `candidate` leaves its neighbour demand
    /// and that of its placed compute peers satisfiable: each may have at
    /// most (peers − demand) peers that are not memory neighbours, and `t`
    /// needs enough free neighbouring core tiles for its unplaced peers.
    fn peers_satisfied(&self, t: usize, candidate: Coord) -> bool {
        let d = self.d;
        if !self.peers.has_edges(t) {
            return true;
        }
        let neighbours = |a: Coord, b: Coord| d.model.is_legal_mem_affinity(a, b);
        // (in, out) peers of `t` placed next to / away from `candidate`.
        let (mut near, mut far) = ((0, 0), (0, 0));
        for (peer, t_produces) in self.peers.peers(t) {
            let Some(p) = d.position(peer, &self.placed) else {
                continue;
            };
            let count = if neighbours(candidate, p) {
                &mut near
            } else {
                &mut far
            };
            if t_produces {
                count.1 += 1;
            } else {
                count.0 += 1;
            }
        }
        let (total_in, total_out) = peer_counts(&self.peers, t);
        if far.0 > total_in - self.need_in[t] || far.1 > total_out - self.need_out[t] {
            return false;
        }
        if self.need_in[t] > 0 || self.need_out[t] > 0 {
            let free = d
                .memory_neighbours(candidate)
                .filter(|nb| self.core_set.contains(nb))
                .count() as i64;
            let still = (self.need_in[t] - near.0).max(0) + (self.need_out[t] - near.1).max(0);
            if still > free {
                return false;
            }
        }
        self.peers.peers(t).all(|(peer, t_produces)| {
            let End::Logical(p) = peer else {
                return true;
            };
            let Some(p_at) = d.position(peer, &self.placed) else {
                return true;
            };
            // From p's side, t is an out-peer when t consumes.
            let t_is_p_out = !t_produces;
            let (p_in, p_out) = peer_counts(&self.peers, p);
            let slack = if t_is_p_out {
                p_out - self.need_out[p]
            } else {
                p_in - self.need_in[p]
            };
            let far_from_p = self
                .peers
                .peers(p)
                .filter(|&(_, p_produces)| p_produces == t_is_p_out)
                .filter(|&(q, _)| {
                    let q_at = if q == End::Logical(t) {
                        Some(candidate)
                    } else {
                        d.position(q, &self.placed)
                    };
                    q_at.is_some_and(|q_at| !neighbours(p_at, q_at))
                })
                .count() as i64;
            far_from_p <= slack
        })
    }

    /// Takes the DMA channels `t` needs on `at`, or explains why they are
    /// not there (`selected`: the placer chose `at`).
    fn claim_channels(&mut self, t: usize, at: Coord, selected: bool) -> Result<(), Diagnostic> {
        let (need_in, need_out) = self.demand[t];
        if !self.has_channels(at, need_in, need_out) {
            let (cap_in, cap_out) = self.d.logical_capacity(t);
            let (used_in, used_out) = self.used.get(&at).copied().unwrap_or_default();
            let mut diag = Diagnostic::error(
                self.d.tiles[t].span,
                format!(
                    "tile ({}, {}) requires {need_in} input/{need_out} output DMA channels, but only {} input/{} output available",
                    at.0,
                    at.1,
                    cap_in - used_in,
                    cap_out - used_out
                ),
            );
            if selected {
                diag = diag.with_note(None, "placer selected this tile; to fix, pin this LTO to a tile with more spare DMA capacity, or reduce the LTO's DMA fanin (e.g. via memtile staging)");
            }
            return Err(diag.with_help(legal::CHANNELS_HELP));
        }
        self.use_channels(at, need_in, need_out);
        Ok(())
    }

    fn has_channels(&self, at: Coord, need_in: i64, need_out: i64) -> bool {
        let (cap_in, cap_out) = self.d.dma_capacity(at);
        let (used_in, used_out) = self.used.get(&at).copied().unwrap_or_default();
        used_in + need_in <= cap_in && used_out + need_out <= cap_out
    }

    fn use_channels(&mut self, at: Coord, s2mm: i64, mm2s: i64) {
        if s2mm == 0 && mm2s == 0 {
            return;
        }
        let used = self.used.entry(at).or_default();
        used.0 += s2mm;
        used.1 += mm2s;
        if !self.has_channels(at, 0, 0) {
            self.remove(at);
        }
    }

    /// Takes core tile `at` out of the free tiles.
    fn remove(&mut self, at: Coord) {
        if self.d.model.tile_kind(at.0, at.1) == Some(TileKind::Core) {
            self.cores.retain(|&c| c != at);
            self.core_set.remove(&at);
        }
    }

    /// Places `t` at `at`; a core takes its tile and keeps its memory
    /// neighbours free for its compute peers when it has neighbour demand.
    fn record(&mut self, t: usize, at: Coord) {
        self.placed[t] = Some(at);
        if self.d.tiles[t].kind == TileKind::Core {
            self.remove(at);
            if self.neighbour_demand(t) > 0 {
                for nb in self.d.memory_neighbours(at) {
                    self.reserved.entry(nb).or_default().push(t);
                }
            }
        }
    }

    /// Places the memory tiles and NOC shims left, the most channels first.
    fn place_memory_and_shims(&mut self) -> Result<(), Diagnostic> {
        let d = self.d;
        let mut rest: Vec<usize> = (0..d.tiles.len())
            .filter(|&t| self.placed[t].is_none())
            .filter(|&t| matches!(d.tiles[t].kind, TileKind::MemTile | TileKind::ShimNoc))
            .collect();
        rest.sort_by_key(|&t| std::cmp::Reverse(self.demand[t].0 + self.demand[t].1));
        let peers = flow_membership(d);
        for t in rest {
            self.place_near_cores(t, &peers)?;
        }
        Ok(())
    }

    /// Places memory tile or shim `t` on the tile of its kind within its
    /// pins nearest the column its flows prefer (or pinned), least loaded
    /// among equals, whose channels suffice. Short of channels within its
    /// pins, a partly pinned tile takes the nearest there anyway, and the
    /// placement's check reports what it lacks (as for every placer).
    fn place_near_cores(&mut self, t: usize, peers: &Membership) -> Result<(), Diagnostic> {
        let d = self.d;
        let tile = &d.tiles[t];
        let centroid = self.best_column(t, peers);
        let target = tile.col.unwrap_or(centroid);
        let (need_in, need_out) = self.demand[t];
        let key = |&(c, r): &Coord| {
            let (i, o) = self.used.get(&(c, r)).copied().unwrap_or_default();
            ((c - target).abs(), i + o, c, r)
        };
        let open: Vec<Coord> = d
            .coords()
            .filter(|&at| d.fits(t, at))
            .filter(|at| self.merge || !self.taken.contains(at))
            .collect();
        let with_channels = open
            .iter()
            .copied()
            .filter(|&at| self.has_channels(at, need_in, need_out))
            .min_by_key(key);
        let pinned = tile.col.is_some() || tile.row.is_some();
        let best =
            with_channels.or_else(|| open.iter().copied().filter(|_| pinned).min_by_key(key));
        let Some(at) = best else {
            return Err(self.no_tile_with_channels(t, centroid));
        };
        self.placed[t] = Some(at);
        if !self.merge {
            self.taken.insert(at);
        }
        self.use_channels(at, need_in, need_out);
        Ok(())
    }

    /// Why no tile of `t`'s kind takes it: every one of them is out of DMA
    /// channels (the device's budget), or those with channels left hold
    /// another logical tile (merging off).
    fn no_tile_with_channels(&self, t: usize, centroid: i64) -> Diagnostic {
        let d = self.d;
        let tile = &d.tiles[t];
        let type_name = TileType::of(tile.kind).name();
        let (need_in, need_out) = self.demand[t];
        let of_kind: Vec<Coord> = d
            .coords()
            .filter(|&(c, r)| d.model.tile_kind(c, r) == Some(tile.kind))
            .collect();
        if !of_kind
            .iter()
            .any(|&at| self.has_channels(at, need_in, need_out))
        {
            let (mut used, mut cap) = ((0, 0), (0, 0));
            for at in &of_kind {
                let (ui, uo) = self.used.get(at).copied().unwrap_or_default();
                let (ci, co) = d.dma_capacity(*at);
                used = (used.0 + ui, used.1 + uo);
                cap = (cap.0 + ci, cap.1 + co);
            }
            return Diagnostic::error(
                tile.span,
                format!(
                    "no {type_name} on the device has {need_in} input/{need_out} output DMA channel(s) free: all {} {type_name}(s) are at {}/{} input, {}/{} output channels used",
                    of_kind.len(), used.0, cap.0, used.1, cap.1
                ),
            )
            .with_note(None, format!("this is the device's total {type_name} DMA budget, not a placement choice -- no column has spare capacity to pin to; fan traffic through a MemTile, or reduce the number of DMA-attached ObjectFIFOs feeding this tile"))
            .with_help(format!("`{}` has {} {type_name}(s); a larger device has more", d.model.name, of_kind.len()));
        }
        let place = match (tile.col, tile.row) {
            (Some(c), _) => format!("at column {c}"),
            (None, Some(r)) => format!("in row {r}"),
            (None, None) => format!("near centroid column {centroid}"),
        };
        Diagnostic::error(
            tile.span,
            format!("no {type_name} has sufficient DMA capacity for {need_in} input/{need_out} output channels {place}"),
        )
        .with_note(None, format!("every {type_name} with spare DMA capacity already hosts a different logical tile (merge-logical-tiles is off); enable merging, or pin logical tiles one-per-column if fewer of them than physical {type_name}s remain unclaimed"))
        .with_note(None, format!("to fix, pin this {type_name} to a column whose {type_name} no other logical tile takes, or allow merging (merge-logical-tiles=true)"))
        .with_help("merge-logical-tiles=false gives each logical tile a physical tile of its own")
    }

    /// The column that costs the flows of `t` least: a flow to one tile
    /// costs the distance to its column, a flow to several the distance to
    /// the span of their columns; ties go to the column nearest the mean of
    /// their columns, then to the lowest. A peer's column counts once it is
    /// fixed (placed, or pinned); a logical peer whose column is still open
    /// counts the columns of its own peers. 0 without any.
    fn best_column(&self, t: usize, peers: &Membership) -> i64 {
        let d = self.d;
        // The column of a peer whose column is fixed: a placed tile, or a
        // logical tile pinned to a column or placed already.
        let peer_col = |e: Option<End>| -> Option<i64> {
            match e? {
                End::Placed(_, (c, _)) => Some(c),
                End::Logical(i) => d.tiles[i].col.or(self.placed[i].map(|at| at.0)),
            }
        };
        // One level through a logical tile whose column is open (shim →
        // memory tile → cores).
        let through = |e: Option<End>| -> Vec<i64> {
            match e {
                Some(End::Logical(i)) => peers[i]
                    .iter()
                    .flatten()
                    .filter_map(|&p| peer_col(p))
                    .collect(),
                _ => Vec::new(),
            }
        };
        let flows: Vec<Vec<i64>> = peers[t]
            .iter()
            .map(|list| {
                let mut cols = Vec::new();
                for &p in list {
                    if let Some(c) = peer_col(p) {
                        cols.push(c);
                    } else if p != Some(End::Logical(t)) {
                        cols.extend(through(p));
                    }
                }
                cols
            })
            .filter(|cols| !cols.is_empty())
            .collect();
        let all: Vec<i64> = flows.iter().flatten().copied().collect();
        if all.is_empty() {
            return 0;
        }
        let mean = all.iter().sum::<i64>() as f64 / all.len() as f64;
        let cost = |s: i64| -> i64 {
            flows
                .iter()
                .map(|cols| match cols[..] {
                    [one] => (s - one).abs(),
                    _ => {
                        let (lo, hi) = (*cols.iter().min().unwrap(), *cols.iter().max().unwrap());
                        (lo - s).max(0) + (s - hi).max(0)
                    }
                })
                .sum()
        };
        let mut best = (i64::MAX, f64::INFINITY, 0);
        for s in 0..i64::from(d.model.columns) {
            let (c, tie) = (cost(s), (s as f64 - mean).abs());
            if c < best.0 || (c == best.0 && tie < best.1) {
                best = (c, tie, s);
            }
        }
        best.2
    }
}

/// (in, out): how many compute peers produce for `t`, and consume from it.
fn peer_counts(peers: &Adjacency, t: usize) -> (i64, i64) {
    peers.peers(t).fold(
        (0, 0),
        |(i, o), (_, t_produces)| {
            if t_produces {
                (i, o + 1)
            } else {
                (i + 1, o)
            }
        },
    )
}

/// Per logical tile, the tiles at the other ends of each flow, packet flow
/// and fifo it is in: one list per connection (a broadcast's consumers
/// together; consumers see only the producer).
type Membership = Vec<Vec<Vec<Option<End>>>>;

fn flow_membership(d: &Design) -> Membership {
    let mut m: Membership = vec![Vec::new(); d.tiles.len()];
    let mut add = |e: Option<End>, peers: Vec<Option<End>>| {
        if let (Some(End::Logical(i)), false) = (e, peers.is_empty()) {
            m[i].push(peers);
        }
    };
    for s in &d.streams {
        let sources: Vec<Option<End>> = s.sources.iter().map(|p| p.end).collect();
        let dests: Vec<Option<End>> = s.dests.iter().map(|p| p.end).collect();
        for &src in &sources {
            add(src, dests.clone());
        }
        for &dst in &dests {
            add(dst, sources.clone());
        }
    }
    for f in &d.fifos {
        add(f.producer, f.consumers.clone());
        for &c in &f.consumers {
            add(c, vec![f.producer]);
        }
    }
    m
}
