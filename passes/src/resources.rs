//! The resource report (`aiec --report=resources[=json]`; docs/cli.md): what
//! each tile of a lowered design uses of what it has — data memory per bank
//! (from the buffers' addresses and sizes), locks, BD ids, DMA channels per
//! direction, and stream-switch master ports per direction (from the
//! routing) — as text or JSON (`docs/schemas/resources.schema.json`).

use crate::netlist::{devices, tile_of, Dev};
use crate::route::dump::{Routing, DIRECTIONS};
use crate::route::Tile;
use aie_target::device::TileKind;
use aie_target::regs::Dir;
use dialect::ir::cases::DmaChannelDir;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{Buffer, Dma, DmaBd, DmaStart, Lock};
use dialect::Ir;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A resource of one tile: how many of `total` are in use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// How many are in use.
    pub used: u64,
    /// How many the tile has.
    pub total: u64,
}

impl Count {
    fn json(self) -> Value {
        json!({"used": self.used, "free": self.total.saturating_sub(self.used), "total": self.total})
    }
}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.used, self.total)
    }
}

/// What one tile uses.
#[derive(Clone, Debug)]
pub struct TileUse {
    /// The tile `(column, row)`.
    pub tile: Tile,
    /// Its kind.
    pub kind: TileKind,
    /// Bytes per data-memory bank (none on shim tiles).
    pub banks: Vec<Count>,
    /// Locks (`aie.lock` ops on the tile).
    pub locks: Count,
    /// Buffer descriptor ids (distinct `bd_id`s of its DMA program).
    pub bds: Count,
    /// S2MM, then MM2S channels.
    pub dma: [Count; 2],
    /// Master ports North, East, South, West.
    pub switch: [Count; 4],
    /// The logical tiles placed on it (`--aie-place-tiles`), as written.
    pub logical: Vec<String>,
}

/// What the tiles of one device use (only tiles that use something).
#[derive(Clone, Debug)]
pub struct DeviceUse {
    /// The device's name.
    pub device: &'static str,
    /// The tiles that use something.
    pub tiles: Vec<TileUse>,
}

/// The resources `ir` uses, per device and tile.
pub fn of(ir: &Ir) -> Vec<DeviceUse> {
    let routing = Routing::of(ir, None);
    devices(ir)
        .iter()
        .zip(&routing.devices)
        .map(|(dev, r)| {
            let mut uses = Uses {
                dev,
                tiles: BTreeMap::new(),
            };
            for (t, origins) in crate::place::logical_origins(ir, dev, None) {
                if let Some(u) = uses.at(t) {
                    u.logical = origins.into_iter().map(|o| o.written).collect();
                }
            }
            uses.memory(ir);
            uses.locks(ir);
            uses.dmas(ir);
            for l in &r.links {
                let k = DIRECTIONS.iter().position(|&d| d == l.direction);
                if let (Some(u), Some(k)) = (uses.at(l.tile), k) {
                    u.switch[k].used = u64::from(l.used());
                }
            }
            DeviceUse {
                device: dev.model.name,
                tiles: uses.tiles.into_values().collect(),
            }
        })
        .collect()
}

/// The tiles of one device as they are counted.
struct Uses<'a> {
    dev: &'a Dev,
    tiles: BTreeMap<Tile, TileUse>,
}

impl Uses<'_> {
    /// The record of tile `t`, made with its totals the first time.
    fn at(&mut self, t: Tile) -> Option<&mut TileUse> {
        let kind = self.dev.kind(t)?;
        let m = self.dev.model;
        Some(self.tiles.entry(t).or_insert_with(|| {
            let banks = if kind.is_shim() { 0 } else { m.mem_banks(kind) };
            let bank = u64::from(m.data_memory_bytes(kind)) / u64::from(banks.max(1));
            let channels = |d| u64::from(m.num_dma_channels(kind, d));
            TileUse {
                tile: t,
                kind,
                banks: vec![
                    Count {
                        used: 0,
                        total: bank
                    };
                    banks as usize
                ],
                locks: Count {
                    used: 0,
                    total: m.num_locks(kind).into(),
                },
                bds: Count {
                    used: 0,
                    total: m.num_bds(kind).into(),
                },
                dma: [Dir::S2MM, Dir::MM2S].map(|d| Count {
                    used: 0,
                    total: channels(d),
                }),
                switch: DIRECTIONS.map(|d| Count {
                    used: 0,
                    total: m.switch_ports(t.0, t.1, d, true).into(),
                }),
                logical: Vec::new(),
            }
        }))
    }

    /// Each buffer's bytes, split over the banks its address range covers.
    fn memory(&mut self, ir: &Ir) {
        for b in self.dev.views::<Buffer>(ir) {
            let (Some(t), Some(address)) = (tile_of(ir, b.op()), b.address(ir)) else {
                continue;
            };
            let size = ir[b.op()]
                .results
                .first()
                .and_then(|&v| ir.type_of(v).memref_bytes())
                .unwrap_or(0);
            let Some(u) = self.at(t) else { continue };
            let Some(bank) = u.banks.first().map(|b| b.total.max(1)) else {
                continue;
            };
            let at0 = address.max(0) as u64;
            let (mut at, end) = (at0, at0.saturating_add(size));
            while at < end {
                let k = (at / bank) as usize;
                let upto = ((at / bank + 1) * bank).min(end);
                match u.banks.get_mut(k) {
                    Some(c) => c.used += upto - at,
                    None => break,
                }
                at = upto;
            }
        }
    }

    fn locks(&mut self, ir: &Ir) {
        for l in self.dev.views::<Lock>(ir) {
            if let Some(u) = tile_of(ir, l.op()).and_then(|t| self.at(t)) {
                u.locks.used += 1;
            }
        }
    }

    /// The BD ids and channels of each tile's DMA program.
    fn dmas(&mut self, ir: &Ir) {
        const CONTAINERS: [OpKind; 3] = [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma];
        for c in self.dev.ops(ir).collect::<Vec<OpId>>() {
            if !ir.kind(c).is_some_and(|k| CONTAINERS.contains(&k)) {
                continue;
            }
            let Some(t) = tile_of(ir, c) else { continue };
            let inside = ir.walk(c);
            let bds: BTreeSet<i64> = ir
                .views::<DmaBd>(inside.iter().copied())
                .filter_map(|b| b.bd_id(ir))
                .collect();
            let mut channels: BTreeSet<(usize, i64)> = BTreeSet::new();
            for s in ir.views::<DmaStart>(inside.iter().copied()) {
                if let Some(index) = s.channel_index(ir) {
                    channels.insert((dir(s.channel_dir(ir)), index));
                }
            }
            for d in ir.views::<Dma>(inside.iter().copied()) {
                channels.insert((dir(d.channel_dir(ir)), d.channel_index(ir)));
            }
            let Some(u) = self.at(t) else { continue };
            u.bds.used += bds.len() as u64;
            for (d, _) in channels {
                u.dma[d].used += 1;
            }
        }
    }
}

/// 0 for S2MM, 1 for MM2S.
fn dir(d: DmaChannelDir) -> usize {
    usize::from(d == DmaChannelDir::MM2S)
}

const DIRECTION_NAMES: [&str; 4] = ["north", "east", "south", "west"];

/// The report as text: one line per tile that uses something.
pub fn text(devices: &[DeviceUse]) -> String {
    let mut s = String::new();
    for d in devices {
        let _ = writeln!(
            s,
            "device {}: {} tiles in use (used/total)",
            d.device,
            d.tiles.len()
        );
        for t in &d.tiles {
            let kind = crate::route::dump::kind_name(t.kind);
            let _ = write!(s, "  ({}, {}) {kind:<11}", t.tile.0, t.tile.1);
            if !t.banks.is_empty() {
                let banks: Vec<String> = t.banks.iter().map(Count::to_string).collect();
                let _ = write!(s, " memory bytes per bank {}", banks.join(" "));
            }
            let _ = write!(
                s,
                "; locks {}; BD ids {}; DMA S2MM {} MM2S {}; switch masters",
                t.locks, t.bds, t.dma[0], t.dma[1]
            );
            for (name, c) in DIRECTION_NAMES.iter().zip(t.switch) {
                if c.total > 0 {
                    let _ = write!(s, " {name} {c}");
                }
            }
            if !t.logical.is_empty() {
                let _ = write!(s, "; placed from {}", t.logical.join(", "));
            }
            s.push('\n');
        }
    }
    s
}

/// The report as JSON (`docs/schemas/resources.schema.json`).
pub fn json(devices: &[DeviceUse]) -> String {
    let devices: Vec<Value> = devices
        .iter()
        .map(|d| {
            let tiles: Vec<Value> = d
                .tiles
                .iter()
                .map(|t| {
                    let switch: serde_json::Map<String, Value> = DIRECTION_NAMES
                        .iter()
                        .zip(t.switch)
                        .map(|(n, c)| (n.to_string(), c.json()))
                        .collect();
                    let mut tile = json!({
                        "col": t.tile.0,
                        "row": t.tile.1,
                        "kind": crate::route::dump::kind_name(t.kind),
                        "memory_banks": t.banks.iter().map(|b| b.json()).collect::<Vec<_>>(),
                        "locks": t.locks.json(),
                        "bd_ids": t.bds.json(),
                        "dma_channels": {"s2mm": t.dma[0].json(), "mm2s": t.dma[1].json()},
                        "switch_masters": switch,
                    });
                    if !t.logical.is_empty() {
                        tile["logical"] = json!(t.logical);
                    }
                    tile
                })
                .collect();
            json!({"device": d.device, "tiles": tiles})
        })
        .collect();
    let report = json!({"format": "aiec-resources", "version": 1, "devices": devices});
    format!(
        "{}\n",
        serde_json::to_string_pretty(&report).unwrap_or_default()
    )
}
