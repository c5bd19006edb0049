//! Cascade streams between cores (docs/simulator.md, "Cascades") and the
//! cores' processor bus; the readiness of every core stall.
//!
//! Each compute tile's core has one cascade output and one cascade input,
//! 512 bits wide (aie2-registers.md §5). Accumulator_Control (0x36060)
//! chooses where they go: the output to the South or East neighbour, the
//! input from the North or West one (reset value 0: input North, output
//! South, as mlir-aie's `aie.configure_cascade` defaults). A word a core
//! puts waits in its output FIFO until the core its output points at takes
//! it through an input that points back; the FIFO holds
//! [`CASCADE_DEPTH`] words (a FIFO of two 512-bit words on each end, four
//! between two cores, as AMD's AIE-ML v2 architecture manual, AM027,
//! describes the cascade; UG1079 says the same of AIE). A put into a full FIFO and a get from an empty one stall the
//! core until the other end moves, as the intrinsics' documentation says
//! of blocking stream accesses.
//!
//! Times are causal as for locks ("Timing of events"): a word is taken no
//! earlier than the cycle it was put, and a put takes the room a get made
//! no earlier than that get.

use super::{CoreRun, Model};
use crate::core::{StallKind, Tile, CASCADE_BYTES};
use aie_target::device::{TileKind, WireBundle};
use aie_target::regs::{
    cascade_ports, ACCUMULATOR_CONTROL_ADDRESS, CORE_PROCESSOR_BUS, CORE_PROCESSOR_BUS_ADDRESS,
    PROCESSOR_BUS_BASE,
};
use std::collections::VecDeque;

/// Words a cascade holds between two cores.
pub const CASCADE_DEPTH: usize = 4;

/// The output FIFO of one core's cascade.
#[derive(Clone, Debug)]
pub(super) struct CascadeFifo {
    /// Words in order: the word, the cycle it was put, the tile (index) the
    /// output pointed at then (`None`: no core there).
    words: VecDeque<([u8; CASCADE_BYTES], u64, Option<usize>)>,
    /// For each free place, the cycle since which it is free.
    free_at: VecDeque<u64>,
}

impl Default for CascadeFifo {
    fn default() -> CascadeFifo {
        CascadeFifo {
            words: VecDeque::new(),
            free_at: VecDeque::from(vec![0; CASCADE_DEPTH]),
        }
    }
}

/// The Core_Status field that shows a core's stall `kind`.
pub(super) fn status_field(kind: &StallKind) -> &'static str {
    match kind {
        StallKind::CascadePut => "cascade_stall_mcd",
        StallKind::CascadeGet => "cascade_stall_scd",
        StallKind::StreamPut { .. } => "stream_stall_ms0",
        StallKind::StreamGet { .. } => "stream_stall_ss0",
        StallKind::Bus { .. } => "core_processor_bus_stall",
    }
}

/// Whether a cascade access can happen now, or from when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ready {
    /// At the core's time.
    Now,
    /// From this later cycle.
    At(u64),
    /// Not until another unit moves.
    Never,
}

impl Model {
    /// The Accumulator_Control ports `(input, output)` of the core of tile
    /// `(col, row)`.
    fn cascade_ports_of(&self, col: u32, row: u32) -> (WireBundle, WireBundle) {
        let addr = self
            .device
            .arch
            .tile_address(col, row, ACCUMULATOR_CONTROL_ADDRESS);
        cascade_ports(self.image.read(addr))
    }

    /// The compute tile (index) next to `(col, row)` towards `dir`.
    fn core_towards(&self, col: u32, row: u32, dir: WireBundle) -> Option<usize> {
        let (c, r) = match dir {
            WireBundle::North => (i64::from(col), i64::from(row) + 1),
            WireBundle::South => (i64::from(col), i64::from(row) - 1),
            WireBundle::East => (i64::from(col) + 1, i64::from(row)),
            WireBundle::West => (i64::from(col) - 1, i64::from(row)),
            _ => return None,
        };
        let (c, r) = (u32::try_from(c).ok()?, u32::try_from(r).ok()?);
        let t = self.tile_index(c, r)?;
        (self.tiles[t].as_ref()?.kind == TileKind::Core).then_some(t)
    }

    /// The tile (index) of the core at `(col, row)`.
    fn core_tile(&self, tile: Tile) -> Result<usize, String> {
        self.tile_index(tile.col, tile.row)
            .filter(|&t| {
                self.tiles[t]
                    .as_ref()
                    .is_some_and(|s| s.kind == TileKind::Core)
            })
            .ok_or_else(|| format!("tile {tile} has no core, so no cascade"))
    }

    /// Whether the core of `tile` may put a word on its cascade at `now`.
    pub(super) fn cascade_put_ready(&self, tile: Tile, now: u64) -> Ready {
        let Ok(t) = self.core_tile(tile) else {
            return Ready::Never;
        };
        match self.cascades[t].free_at.front() {
            None => Ready::Never,
            Some(&at) if at > now => Ready::At(at),
            Some(_) => Ready::Now,
        }
    }

    /// Puts `word` on the cascade of the core of `tile` at cycle `now`:
    /// `Ok(false)` if it must wait ([`Model::cascade_put_ready`]).
    pub(super) fn cascade_put(
        &mut self,
        tile: Tile,
        now: u64,
        word: &[u8; CASCADE_BYTES],
    ) -> Result<bool, String> {
        let t = self.core_tile(tile)?;
        if self.cascade_put_ready(tile, now) != Ready::Now {
            return Ok(false);
        }
        let (_, out) = self.cascade_ports_of(tile.col, tile.row);
        let to = self.core_towards(tile.col, tile.row, out);
        let fifo = &mut self.cascades[t];
        fifo.free_at.pop_front();
        fifo.words.push_back((*word, now, to));
        self.settled = false;
        self.core_io += 1;
        Ok(true)
    }

    /// The tile (index) whose cascade output the input of `tile`'s core
    /// reads: the neighbour its input points at, if that neighbour's
    /// output points back.
    fn cascade_source(&self, tile: Tile) -> Option<usize> {
        let (input, _) = self.cascade_ports_of(tile.col, tile.row);
        self.core_towards(tile.col, tile.row, input)
    }

    /// Whether the core of `tile` may take a word from its cascade at `now`.
    pub(super) fn cascade_get_ready(&self, tile: Tile, now: u64) -> Ready {
        let (Ok(me), Some(from)) = (self.core_tile(tile), self.cascade_source(tile)) else {
            return Ready::Never;
        };
        match self.cascades[from].words.front() {
            Some(&(_, at, Some(to))) if to == me => {
                if at > now {
                    Ready::At(at)
                } else {
                    Ready::Now
                }
            }
            _ => Ready::Never,
        }
    }

    /// Takes a word from the cascade input of `tile`'s core at cycle `now`
    /// into `word`: `Ok(false)` if it must wait.
    pub(super) fn cascade_get(
        &mut self,
        tile: Tile,
        now: u64,
        word: &mut [u8; CASCADE_BYTES],
    ) -> Result<bool, String> {
        self.core_tile(tile)?;
        if self.cascade_get_ready(tile, now) != Ready::Now {
            return Ok(false);
        }
        let Some(from) = self.cascade_source(tile) else {
            return Ok(false);
        };
        let fifo = &mut self.cascades[from];
        let Some((w, _, _)) = fifo.words.pop_front() else {
            return Ok(false);
        };
        fifo.free_at.push_back(now);
        *word = w;
        self.settled = false;
        self.core_io += 1;
        Ok(true)
    }

    /// Whether Core_Processor_Bus of `tile` is enabled.
    pub(super) fn bus_enabled(&self, tile: Tile) -> bool {
        let addr = self
            .device
            .arch
            .tile_address(tile.col, tile.row, CORE_PROCESSOR_BUS_ADDRESS);
        CORE_PROCESSOR_BUS
            .field("enable")
            .is_some_and(|f| f.get(&[self.image.read(addr)]) == 1)
    }

    /// The array address of core address `address` on the processor bus of
    /// `tile`'s core, which must be a word of the bus's window.
    pub(super) fn bus_address(&self, tile: Tile, address: u32) -> Result<u64, String> {
        let offset = address.wrapping_sub(PROCESSOR_BUS_BASE);
        if address < PROCESSOR_BUS_BASE || offset >= PROCESSOR_BUS_BASE {
            return Err(format!(
                "a processor-bus access of core address 0x{address:x}, outside the bus's window 0x80000..0xfffff"
            ));
        }
        if !address.is_multiple_of(4) {
            return Err(format!(
                "a processor-bus access of core address 0x{address:x}, not a 32-bit word (the registers are words)"
            ));
        }
        Ok(self.device.arch.tile_address(tile.col, tile.row, offset))
    }

    /// When the stall `kind` of the core of `tile` can end: at its time
    /// `now`, from a later cycle, or not before another unit moves.
    pub(super) fn stall_ready(&self, tile: Tile, kind: &StallKind, now: u64) -> Ready {
        match kind {
            StallKind::CascadePut => self.cascade_put_ready(tile, now),
            StallKind::CascadeGet => self.cascade_get_ready(tile, now),
            StallKind::StreamPut { .. } | StallKind::StreamGet { .. } => {
                self.stream_ready(tile, kind, now)
            }
            StallKind::Bus { .. } if self.bus_enabled(tile) => Ready::Now,
            StallKind::Bus { .. } => Ready::Never,
        }
    }

    /// Whether a stalled core could go on now (the bulk paths leave the
    /// next quantum to it).
    pub(super) fn stall_ends(&self) -> bool {
        self.cores.iter().any(|c| match &c.state {
            CoreRun::Stalled(s) => {
                let tile = Tile::new(c.col, c.row);
                self.stall_ready(tile, &s.kind, u64::MAX) != Ready::Never
            }
            _ => false,
        })
    }

    /// The cascades of column `col`'s cores emptied (a PDI load).
    pub(super) fn reset_cascades(&mut self, col: u32) {
        for row in 0..self.device.rows {
            if let Some(t) = self.tile_index(col, row) {
                self.cascades[t] = CascadeFifo::default();
            }
        }
    }

    /// What the stall `kind` of the core of `tile` waits for, in words.
    pub(super) fn describe_stall(&self, tile: Tile, kind: &StallKind) -> String {
        let (input, output) = self.cascade_ports_of(tile.col, tile.row);
        let name = |t: Option<usize>| match t {
            Some(t) => {
                let (c, r) = self.tile_at(t);
                format!("core ({c}, {r})")
            }
            None => "no core".to_string(),
        };
        match kind {
            StallKind::CascadePut => {
                let to = self.core_towards(tile.col, tile.row, output);
                format!(
                    "room on its cascade (output {output:?}, to {}: {CASCADE_DEPTH} words waiting)",
                    name(to)
                )
            }
            StallKind::CascadeGet => {
                let from = self.core_towards(tile.col, tile.row, input);
                let me = self.tile_index(tile.col, tile.row);
                let why = match from {
                    Some(f) => {
                        let (c, r) = self.tile_at(f);
                        let out = self.cascade_ports_of(c, r).1;
                        match self.core_towards(c, r, out) == me {
                            true => String::new(),
                            false => format!(", whose cascade output goes {out:?}, not here"),
                        }
                    }
                    None => String::new(),
                };
                format!(
                    "a word on its cascade (input {input:?}, from {}{why})",
                    name(from)
                )
            }
            StallKind::StreamPut { .. } | StallKind::StreamGet { .. } => {
                self.describe_stream_stall(tile, kind)
            }
            StallKind::Bus { address, write } => format!(
                "its processor bus ({} of core address 0x{address:x}): Core_Processor_Bus (0x{CORE_PROCESSOR_BUS_ADDRESS:x}) of {tile} is not enabled, so the core hangs",
                if *write { "a write" } else { "a read" }
            ),
        }
    }

    /// The cores whose cascade ends the stall `kind` of the core of `tile`:
    /// the one its output points at (a put), the one its input reads (a get).
    pub(super) fn cascade_partner(&self, tile: Tile, kind: &StallKind) -> Option<(u32, u32)> {
        let (input, output) = self.cascade_ports_of(tile.col, tile.row);
        let t = match kind {
            StallKind::CascadePut => self.core_towards(tile.col, tile.row, output),
            StallKind::CascadeGet => self.core_towards(tile.col, tile.row, input),
            _ => None,
        }?;
        Some(self.tile_at(t))
    }
}
