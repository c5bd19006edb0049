//! The arbitration of compute tiles' data memory banks between a core's
//! loads and stores and the tile DMA's channels (AM020, "AIE-ML Memory
//! Module", "Memory Arbitration"; the figures are
//! [`crate::timing::DataMemory`]'s).
//!
//! In a quantum in which a core runs beside a busy tile DMA, the DMA's bank
//! accesses (one per 16-byte line, at the cycle of the line's first word)
//! and the core's (one per element it loads or stores, at its op's cycle)
//! are logged; at the quantum's end each bank's round-robin arbiter decides
//! the cycles two of them meet: the requester granted less recently goes
//! first. A core that loses waits `retry_cycles`, paid from its next
//! budget; a DMA that loses loses nothing (its 16-byte access carries four
//! of its stream's words, so a cycle's retry never slows the stream).

use super::{CoreRun, Model};
use crate::core::Core;
use crate::timing::DataMemory;
use aie_target::device::{Device, TileKind};

/// Physical banks a tile's slots reserve (a compute tile has 8).
const BANKS: usize = 16;

/// One access of a bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Grant {
    /// The tile (the model's tile index).
    tile: usize,
    bank: usize,
    cycle: u64,
}

impl Grant {
    /// The index of its bank among all tiles' banks.
    fn slot(&self) -> usize {
        self.tile * BANKS + self.bank.min(BANKS - 1)
    }
}

/// When a bank was last granted to a DMA and to a core.
#[derive(Clone, Copy, Debug, Default)]
struct Last {
    dma: Option<u64>,
    core: Option<u64>,
}

/// The accesses of the quantum being run and the arbiters' state.
#[derive(Debug, Default)]
pub(super) struct Banks {
    /// Whether this quantum's accesses are logged.
    pub(super) on: bool,
    /// The DMAs' accesses.
    dma: Vec<Grant>,
    /// The cores' accesses `(core slot, access)`, each core's in its order;
    /// first those that a lost arbitration pushed past the last quantum.
    core: Vec<(usize, Grant)>,
    /// When each bank was last granted (indexed by [`Grant::slot`]).
    last: Vec<Last>,
}

impl Banks {
    /// Logs the bank accesses of `n` words a DMA channel of tile
    /// `(kind, col, row)` moves at byte `addr` of its memory, a word a cycle
    /// from cycle `at` (a compute tile's, while logging).
    #[inline(always)]
    pub(super) fn dma_run(
        &mut self,
        m: &DataMemory,
        device: &Device,
        (kind, col, row): (TileKind, u32, u32),
        (addr, n): (u64, usize),
        at: u64,
    ) {
        if self.on && kind == TileKind::Core {
            let tile = (col * device.rows + row) as usize;
            self.log_dma_run(m, tile, (addr, n), at);
        }
    }

    /// [`Banks::dma_run`] of a compute tile's channel, while logging.
    fn log_dma_run(&mut self, m: &DataMemory, tile: usize, (addr, n): (u64, usize), at: u64) {
        let line = u64::from(m.access_bytes);
        let end = addr + 4 * n as u64;
        let mut a = addr.next_multiple_of(line);
        while a < end {
            let cycle = at + (a - addr) / 4;
            let bank = m.bank(a as u32) as usize;
            self.dma.push(Grant { tile, bank, cycle });
            a += line;
        }
    }

    /// Logs core slot `core`'s access of byte `addr` of `tile`'s memory at
    /// `cycle`.
    pub(super) fn core_access(
        &mut self,
        m: &DataMemory,
        core: usize,
        tile: usize,
        addr: u32,
        cycle: u64,
    ) {
        let bank = m.bank(addr) as usize;
        self.core.push((core, Grant { tile, bank, cycle }));
    }

    /// Arbitrates the accesses of the quantum ending at cycle `end`: each
    /// core's accesses in turn, each one a lost arbitration delays coming
    /// that much later. Returns the cycles each core slot waits, as
    /// `(slot, cycles)`; keeps the accesses pushed past `end` for the next
    /// quantum and forgets the rest.
    pub(super) fn arbitrate(&mut self, m: &DataMemory, end: u64) -> Vec<(usize, u64)> {
        self.dma.sort_unstable();
        self.dma.dedup();
        let mut waits: Vec<(usize, u64)> = Vec::new();
        let mut later = Vec::new();
        let core = std::mem::take(&mut self.core);
        for &(s, g) in &core {
            let w = match waits.iter().position(|w| w.0 == s) {
                Some(k) => k,
                None => {
                    waits.push((s, 0));
                    waits.len() - 1
                }
            };
            let mut at = Grant {
                cycle: g.cycle + waits[w].1,
                ..g
            };
            if at.cycle >= end {
                later.push((s, at));
                continue;
            }
            // Round robin: of two requests in a cycle, the requester
            // granted the bank less recently goes first; the other retries.
            while self.dma.binary_search(&at).is_ok() && self.core_went_last(at) {
                // It waits, as long as the DMA it lost to was granted.
                self.last_mut(at.slot()).core = Some(at.cycle);
                waits[w].1 += m.retry_cycles;
                at.cycle += m.retry_cycles;
            }
            let slot = at.slot();
            self.last_mut(slot).core = Some(at.cycle);
        }
        for k in 0..self.dma.len() {
            let g = self.dma[k];
            let last = self.last_mut(g.slot());
            last.dma = last.dma.max(Some(g.cycle));
        }
        self.core = later;
        self.dma.clear();
        waits.retain(|w| w.1 > 0);
        waits
    }

    /// Whether a core was granted bank `g` more recently than a DMA before
    /// cycle `g.cycle` (so a DMA goes first in that cycle). A core that lost
    /// counts as granted with the DMA it lost to, so it goes first next.
    fn core_went_last(&self, g: Grant) -> bool {
        let from = Grant { cycle: 0, ..g };
        let before = self.dma.partition_point(|d| *d < g);
        let in_quantum =
            (before > 0 && self.dma[before - 1] >= from).then(|| self.dma[before - 1].cycle);
        let last = self.last.get(g.slot()).copied().unwrap_or_default();
        let dma = in_quantum.or(last.dma);
        match (dma, last.core) {
            (Some(d), Some(c)) => c > d,
            (None, Some(_)) => true,
            _ => false,
        }
    }

    fn last_mut(&mut self, slot: usize) -> &mut Last {
        if self.last.len() <= slot {
            self.last.resize(slot + 1, Last::default());
        }
        &mut self.last[slot]
    }
}

impl Model {
    /// Logs this quantum's bank accesses when a core runs or waits beside
    /// a compute tile's DMA channel with a task among `active`.
    pub(super) fn log_bank_accesses(&mut self, active: &[usize]) {
        let dma = active.iter().any(|&i| {
            let c = &self.channels[i];
            c.kind == TileKind::Core && c.task.is_some()
        });
        let on = dma
            && self
                .cores
                .iter()
                .any(|c| c.state != CoreRun::Off && c.state != CoreRun::Done);
        self.banks.on = on;
        for c in &mut self.cores {
            if let Some(core) = c.core.as_mut() {
                core.log_accesses(on);
            }
        }
    }

    /// Moves core slot `slot`'s logged accesses to the quantum's: a step
    /// from cycle `at`, when the core had counted `start` cycles.
    pub(super) fn take_core_accesses(
        &mut self,
        slot: usize,
        core: &mut Core,
        (at, start): (u64, u64),
    ) {
        let m = self.timing.memory;
        for a in core.take_accesses() {
            let Some(t) = self.tile_index(a.tile.col, a.tile.row) else {
                continue;
            };
            if self.tiles[t]
                .as_ref()
                .is_some_and(|s| s.kind == TileKind::Core)
            {
                self.banks
                    .core_access(&m, slot, t, a.addr, at + (a.at - start));
            }
        }
    }

    /// Ends the quantum's logging: each core waits the cycles it lost.
    pub(super) fn arbitrate_banks(&mut self) {
        if !std::mem::take(&mut self.banks.on) {
            return;
        }
        let end = self.cycle + self.quantum;
        for (slot, cycles) in self.banks.arbitrate(&self.timing.memory, end) {
            if let Some(core) = self.cores[slot].core.as_mut() {
                core.stall(cycles);
            }
        }
        for c in &mut self.cores {
            if let Some(core) = c.core.as_mut() {
                core.log_accesses(false);
            }
        }
    }
}
