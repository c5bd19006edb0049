//! The device model: the AIE devices aiec targets and their per-tile
//! resources, one declarative table per fact (aie-passes.md §1, the target
//! models of mlir-aie).
//!
//! Coordinates are `(col, row)` as `i64`, so that unchecked attribute values
//! can be passed in; anything outside the array has no tile kind. Stream
//! ports are named by [`WireBundle`].

/// A stream-switch port bundle: mlir-aie's `WireBundle` enumeration, whose
/// case index and numeric value are the discriminant. The dialect's
/// `WireBundle` cases and the routing tables below are this one.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum WireBundle {
    /// The core's stream ports.
    Core,
    /// The tile DMA's channels.
    DMA,
    /// The stream switch's FIFOs.
    FIFO,
    /// Wires to the switch of the tile below.
    South,
    /// Wires to the switch of the tile to the left.
    West,
    /// Wires to the switch of the tile above.
    North,
    /// Wires to the switch of the tile to the right.
    East,
    /// A shim's streams to and from the programmable logic.
    PLIO,
    /// A shim's streams to and from the NoC.
    NOC,
    /// The trace units' output.
    Trace,
    /// The tile's control port (control packets in, their responses out).
    TileControl,
}

impl WireBundle {
    /// Every bundle, in case order.
    pub const ALL: [WireBundle; 11] = [
        WireBundle::Core,
        WireBundle::DMA,
        WireBundle::FIFO,
        WireBundle::South,
        WireBundle::West,
        WireBundle::North,
        WireBundle::East,
        WireBundle::PLIO,
        WireBundle::NOC,
        WireBundle::Trace,
        WireBundle::TileControl,
    ];

    /// The MLIR spelling.
    pub const fn name(self) -> &'static str {
        match self {
            WireBundle::Core => "Core",
            WireBundle::DMA => "DMA",
            WireBundle::FIFO => "FIFO",
            WireBundle::South => "South",
            WireBundle::West => "West",
            WireBundle::North => "North",
            WireBundle::East => "East",
            WireBundle::PLIO => "PLIO",
            WireBundle::NOC => "NOC",
            WireBundle::Trace => "Trace",
            WireBundle::TileControl => "TileControl",
        }
    }

    /// The bundle of the dialect's case index `index`.
    pub fn from_case(index: u8) -> Option<WireBundle> {
        Self::ALL.get(usize::from(index)).copied()
    }

    /// Whether this bundle's ports are wires to a neighbouring switch
    /// (North, South, East, West).
    pub fn is_direction(self) -> bool {
        matches!(
            self,
            WireBundle::North | WireBundle::South | WireBundle::East | WireBundle::West
        )
    }

    /// The neighbouring tile this bundle's wires lead to from `(col, row)`,
    /// for the four directions.
    pub fn step(self, (col, row): (i64, i64)) -> Option<(i64, i64)> {
        match self {
            WireBundle::North => Some((col, row + 1)),
            WireBundle::South => Some((col, row - 1)),
            WireBundle::East => Some((col + 1, row)),
            WireBundle::West => Some((col - 1, row)),
            _ => None,
        }
    }

    /// The bundle at the other end of a wire (North ↔ South, East ↔ West);
    /// the bundle itself for the others.
    pub fn opposite(self) -> WireBundle {
        match self {
            WireBundle::North => WireBundle::South,
            WireBundle::South => WireBundle::North,
            WireBundle::East => WireBundle::West,
            WireBundle::West => WireBundle::East,
            b => b,
        }
    }
}

/// The sides a cascade leaves a core tile by (it arrives from the other
/// two, North and West): its value goes to the core south or east of it.
pub const CASCADE_OUTPUTS: [WireBundle; 2] = [WireBundle::South, WireBundle::East];

/// DMA channel direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Stream to memory (input).
    S2MM,
    /// Memory to stream (output).
    MM2S,
}

impl Dir {
    /// From the case index of `DmaChannelDir` (`S2MM` = 0, `MM2S` = 1).
    pub fn from_case(idx: u8) -> Option<Dir> {
        match idx {
            0 => Some(Dir::S2MM),
            1 => Some(Dir::MM2S),
            _ => None,
        }
    }
}

/// Width of an AIE2 lock's value (its value register's field): locks
/// count from 0 to `2^6 - 1`.
pub const LOCK_VALUE_BITS: u8 = 6;

use WireBundle::*;

/// Architecture generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// The first generation (AIE, Versal AI Core).
    Aie1,
    /// AIE-ML (npu1 and the Versal AI Edge devices).
    Aie2,
    /// AIE2 as in the npu2 (Strix) devices; same tile resources as AIE2.
    Aie2p,
    /// AIE2PS (the xcve3858 of the VEK385): AIE2's tiles and CERT
    /// microcontrollers, one per column; its shims keep their DMA, locks and
    /// mux at other addresses (AM029).
    Aie2ps,
}

impl Arch {
    /// The name mlir-aie prints (`AIE1`, `AIE2`, `AIE2p`).
    pub fn name(self) -> &'static str {
        match self {
            Arch::Aie1 => "AIE1",
            Arch::Aie2 => "AIE2",
            Arch::Aie2p => "AIE2p",
            Arch::Aie2ps => "AIE2ps",
        }
    }
    /// True for AIE2 and AIE2p (semaphore locks, mem tiles, n-d BDs).
    pub fn is_aie2(self) -> bool {
        self != Arch::Aie1
    }
    /// Bit position of the column in an array address.
    pub fn col_shift(self) -> u32 {
        if self.is_aie2() {
            25
        } else {
            23
        }
    }
    /// Bit position of the row in an array address.
    pub fn row_shift(self) -> u32 {
        if self.is_aie2() {
            20
        } else {
            18
        }
    }
    /// Array address of tile-local `offset` in tile `(col, row)`.
    pub fn tile_address(self, col: u32, row: u32, offset: u32) -> u64 {
        (u64::from(col) << self.col_shift())
            | (u64::from(row) << self.row_shift())
            | u64::from(offset)
    }
    /// The (column, row, tile-local offset) array address `addr` names.
    pub fn split_address(self, addr: u64) -> (u64, u64, u32) {
        let (cs, rs) = (self.col_shift(), self.row_shift());
        let row = (addr >> rs) & ((1 << (cs - rs)) - 1);
        (addr >> cs, row, (addr & ((1 << rs) - 1)) as u32)
    }
    /// Largest lock value: AIE1 locks are binary, AIE2 locks count to the
    /// top of their value register's field (63).
    pub fn max_lock_value(self) -> u32 {
        if self.is_aie2() {
            (1 << LOCK_VALUE_BITS) - 1
        } else {
            1
        }
    }
    /// Width in bits of the cascade stream (`put_cascade`/`get_cascade` values).
    pub fn cascade_bits(self) -> u64 {
        if self.is_aie2() {
            512
        } else {
            384
        }
    }
    /// Shim DMA burst lengths: (encoding, bytes).
    pub fn shim_burst_lengths(self) -> &'static [(u32, u32)] {
        const BURSTS: [(u32, u32); 4] = [(0, 64), (1, 128), (2, 256), (3, 512)];
        if matches!(self, Arch::Aie2p | Arch::Aie2ps) {
            &BURSTS
        } else {
            &BURSTS[..3]
        }
    }
    /// The AXI AxCACHE bits a shim BD gets when its op gives none: 2, the
    /// modifiable bit, which lets the NoC upsize bursts (mlir-aie's
    /// `getDefaultAxCache`, the same on every architecture).
    pub fn default_axcache(self) -> i64 {
        2
    }
    /// Bytes a core's stack address is aligned to (its ABI's: 32 on AIE1
    /// and AIE2, 64 on AIE2P and AIE2PS, as mlir-aie's `aie.core` says).
    pub fn stack_alignment(self) -> u32 {
        match self {
            Arch::Aie1 | Arch::Aie2 => 32,
            Arch::Aie2p | Arch::Aie2ps => 64,
        }
    }
    /// The bytes of a core's stack: its `stack_size` when it has one
    /// (`given`), else [`DEFAULT_STACK_SIZE`] grown to cover the stack it
    /// was measured to use (`measured`) rounded up to the stack alignment
    /// (mlir-aie's `getEffectiveStackSize`).
    pub fn effective_stack_size(self, given: Option<i64>, measured: Option<i64>) -> i64 {
        if let Some(s) = given {
            return s;
        }
        let align = i64::from(self.stack_alignment());
        let measured =
            measured.map_or(0, |m| m.saturating_add(align - 1).div_euclid(align) * align);
        i64::from(DEFAULT_STACK_SIZE).max(measured)
    }
    /// MemTile DMA channels below this index may access a neighbouring
    /// MemTile's memory (0 on AIE1, which has no MemTiles).
    pub fn adjacent_memtile_channels(self) -> u32 {
        if self.is_aie2() {
            4
        } else {
            0
        }
    }
    /// Where a core sees the data memory of its neighbour `side` (a
    /// direction bundle: South, West, North or East) in its address space
    /// (AM009's and AM020's memory maps: AIE1 0x20000 up in 32 KiB steps,
    /// AIE2 0x40000 up in 64 KiB steps); `None` for any other bundle.
    pub fn neighbour_memory_base(self, side: WireBundle) -> Option<u32> {
        let k = match side {
            South => 0,
            West => 1,
            North => 2,
            East => 3,
            _ => return None,
        };
        Some(if self.is_aie2() {
            0x4_0000 + k * 0x1_0000
        } else {
            0x2_0000 + k * 0x8000
        })
    }
    /// The block format of the zero-value compression of tile and mem-tile
    /// DMA channels (AM020, "Sparsity"); `None` on AIE1, which has none.
    pub fn dma_compression(self) -> Option<DmaCompression> {
        match self {
            Arch::Aie1 => None,
            // AM020: a 32-bit mask per 256-bit word, guard bits to the next
            // 32-bit boundary.
            Arch::Aie2 => Some(DmaCompression {
                block_bytes: 32,
                guard_bytes: 4,
            }),
            // The 512-bit form: what an npu2 (Strix) writes and reads, as
            // mlir-aie's dma_compression example records its output there
            // (docs/simulator.md, "Compression"); AIE2PS taken to be as AIE2P.
            Arch::Aie2p | Arch::Aie2ps => Some(DmaCompression {
                block_bytes: 64,
                guard_bytes: 8,
            }),
        }
    }
    /// The side on which a core of row `row` has its own data memory: AIE1
    /// cores have it west on even rows and east on odd ones, AIE2 cores east.
    pub fn own_memory_side(self, row: i64) -> WireBundle {
        if !self.is_aie2() && row % 2 == 0 {
            West
        } else {
            East
        }
    }
}

/// The zero-value compression of a DMA stream ([`Arch::dma_compression`]):
/// each block of `block_bytes` of memory goes on the stream as a mask of
/// one bit per byte (set for a nonzero byte, byte 0 in bit 0; the mask is
/// `block_bytes / 32` words, its low word first), then the block's nonzero
/// bytes in order, padded with zeros to a multiple of `guard_bytes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaCompression {
    /// Bytes of memory per block (one mask bit each).
    pub block_bytes: u32,
    /// The nonzero bytes of a block are padded to a multiple of this.
    pub guard_bytes: u32,
}

impl DmaCompression {
    /// 32-bit words of memory per block.
    pub fn block_words(self) -> usize {
        self.block_bytes as usize / 4
    }
    /// 32-bit words of a block's mask.
    pub fn mask_words(self) -> usize {
        self.block_bytes as usize / 32
    }
}

/// The kind of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileKind {
    /// Shim tile with a DMA and a connection to the memory-mapped NOC.
    ShimNoc,
    /// Shim tile with PL connections only.
    ShimPl,
    /// Memory tile (AIE2): DMA and 512 KiB of memory, no core.
    MemTile,
    /// Compute tile: core, data memory and DMA.
    Core,
}

impl TileKind {
    /// Whether it is a shim tile (row 0).
    pub fn is_shim(self) -> bool {
        matches!(self, TileKind::ShimNoc | TileKind::ShimPl)
    }
    /// Human-readable name for diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            TileKind::ShimNoc => "shim NOC tile",
            TileKind::ShimPl => "shim PL tile",
            TileKind::MemTile => "MemTile",
            TileKind::Core => "core tile",
        }
    }
}

/// Which row-0 columns are NOC shims.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NocColumns {
    /// Every row-0 column.
    All,
    /// Only these columns.
    Only(&'static [u32]),
}

/// A device (a static table entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    /// The `aie.device(...)` name.
    pub name: &'static str,
    /// The architecture generation.
    pub arch: Arch,
    /// Number of columns.
    pub columns: u32,
    /// Number of rows, the shim row included.
    pub rows: u32,
    /// Row 0 is shims: NOC shims in these columns, PL shims elsewhere.
    pub noc_columns: NocColumns,
    /// Rows `1..=mem_tile_rows` are MemTiles; the rows above are core tiles.
    pub mem_tile_rows: u32,
}

const fn npu(name: &'static str, arch: Arch, columns: u32) -> Device {
    Device {
        name,
        arch,
        columns,
        rows: 6,
        noc_columns: NocColumns::All,
        mem_tile_rows: 1,
    }
}

/// Every device aiec knows.
pub static DEVICES: &[Device] = &[
    Device {
        name: "xcvc1902",
        arch: Arch::Aie1,
        columns: 50,
        rows: 9,
        noc_columns: NocColumns::Only(&[
            2, 3, 6, 7, 10, 11, 18, 19, 26, 27, 34, 35, 42, 43, 46, 47,
        ]),
        mem_tile_rows: 0,
    },
    Device {
        name: "xcve2302",
        arch: Arch::Aie2,
        columns: 17,
        rows: 4,
        noc_columns: NocColumns::Only(&[2, 3, 6, 7, 10, 11]),
        mem_tile_rows: 1,
    },
    Device {
        name: "xcve2802",
        arch: Arch::Aie2,
        columns: 38,
        rows: 11,
        noc_columns: NocColumns::Only(&[2, 3, 6, 7, 14, 15, 22, 23, 30, 31, 34, 35]),
        mem_tile_rows: 2,
    },
    npu("npu1", Arch::Aie2, 4),
    npu("npu1_1col", Arch::Aie2, 1),
    npu("npu1_2col", Arch::Aie2, 2),
    npu("npu1_3col", Arch::Aie2, 3),
    npu("npu1_4col", Arch::Aie2, 4),
    npu("npu2", Arch::Aie2p, 8),
    npu("npu2_1col", Arch::Aie2p, 1),
    npu("npu2_2col", Arch::Aie2p, 2),
    npu("npu2_3col", Arch::Aie2p, 3),
    npu("npu2_4col", Arch::Aie2p, 4),
    npu("npu2_5col", Arch::Aie2p, 5),
    npu("npu2_6col", Arch::Aie2p, 6),
    npu("npu2_7col", Arch::Aie2p, 7),
    Device {
        name: "xcve3858",
        arch: Arch::Aie2ps,
        columns: 36,
        rows: 7,
        noc_columns: NocColumns::All,
        mem_tile_rows: 2,
    },
];

impl std::fmt::Display for WireBundle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The NPU devices a program that does not name its device may be for,
/// smallest first.
const UNNAMED_PROGRAM_DEVICES: &[&str] = &[
    "npu1_1col",
    "npu1_2col",
    "npu1_3col",
    "npu1",
    "npu2_5col",
    "npu2_6col",
    "npu2_7col",
    "npu2",
];

/// The device of control code that does not name its device (an ELF
/// without `.note.aiec`): the smallest NPU device with at least `columns`
/// columns and `rows` rows.
pub fn unnamed_program_device(columns: u64, rows: u64) -> Option<&'static Device> {
    UNNAMED_PROGRAM_DEVICES
        .iter()
        .filter_map(|n| device(n))
        .find(|d| u64::from(d.columns) >= columns && u64::from(d.rows) >= rows)
}

/// The device for ops that are not inside an `aie.device` (legacy designs).
pub const LEGACY_DEVICE: &str = "xcvc1902";

/// Default `stack_size` of an `aie.core`, in bytes.
pub const DEFAULT_STACK_SIZE: u32 = 0x400;

/// mlir-aie's `AIEDevice` enumeration: the value a device has in MLIR's
/// generic form (`"aie.device"() <{device = 4 : i32}>`).
const DEVICE_ENUM: &[(&str, u32)] = &[
    ("xcvc1902", 1),
    ("xcve2302", 2),
    ("xcve2802", 3),
    ("npu1", 4),
    ("npu1_1col", 5),
    ("npu1_2col", 6),
    ("npu1_3col", 7),
    ("npu2", 8),
    ("npu2_1col", 9),
    ("npu2_2col", 10),
    ("npu2_3col", 11),
    ("npu2_4col", 12),
    ("npu2_5col", 13),
    ("npu2_6col", 14),
    ("npu2_7col", 15),
    ("xcve3858", 16),
];

/// mlir-aie's `AIEDevice` enumeration, (device, value) in value order.
pub fn device_enum() -> &'static [(&'static str, u32)] {
    DEVICE_ENUM
}

/// The device whose `AIEDevice` value is `v`.
pub fn enum_name(v: i128) -> Option<&'static str> {
    DEVICE_ENUM
        .iter()
        .find(|&&(_, x)| i128::from(x) == v)
        .map(|&(n, _)| n)
}

/// The `AIEDevice` value of device `name`, if mlir-aie has one.
pub fn enum_value(name: &str) -> Option<u32> {
    DEVICE_ENUM
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, v)| v)
}

/// The device called `name`.
pub fn device(name: &str) -> Option<&'static Device> {
    DEVICES.iter().find(|d| d.name == name)
}

/// A generation of NPU as XRT names it: the device of its whole array,
/// the name XRT reports for the one aie-sim simulates, the names of the
/// NPUs of the generation, and the array clock.
#[derive(Debug)]
pub struct Npu {
    /// The generation as mlir-aie names it (`npu1`, `npu2`), also the
    /// device of its whole array in [`DEVICES`].
    pub generation: &'static str,
    /// The name XRT reports for the simulated one
    /// (`xrt::info::device::name`, as the XDNA driver names the NPU).
    pub xrt_name: &'static str,
    /// What the name XRT reports holds for an NPU of the generation (the
    /// driver's names of each model).
    pub models: &'static [&'static str],
    /// The array clock, in Hz.
    pub clock_hz: u64,
}

/// Every NPU generation: npu1 is Phoenix, npu2 Strix, Strix Halo and
/// Krackan (the XDNA driver's names). The clock is 1 GHz for both, as
/// mlir-aie reckons its NPU figures (programming_examples/basic/
/// matrix_multiplication/plot_sweep.py's peak: "1 GHz * 16 cores" of an
/// npu1; lib/Targets/AIETargetSimulationFiles.cpp's aie2p `aie_freq`).
pub static NPUS: &[Npu] = &[
    Npu {
        generation: "npu1",
        xrt_name: "NPU Phoenix",
        models: &["npu1", "Phoenix"],
        clock_hz: 1_000_000_000,
    },
    Npu {
        generation: "npu2",
        xrt_name: "NPU Strix",
        models: &["npu4", "Strix", "npu5", "Strix Halo", "npu6", "Krackan"],
        clock_hz: 1_000_000_000,
    },
];

/// The NPU generation named `generation` (`npu1`, `npu2`).
pub fn npu_generation(generation: &str) -> Option<&'static Npu> {
    NPUS.iter().find(|n| n.generation == generation)
}

/// The generation of the NPU XRT names `xrt_name` (`NPU Phoenix`, ...).
pub fn npu_named(xrt_name: &str) -> Option<&'static Npu> {
    NPUS.iter()
        .find(|n| n.models.iter().any(|m| xrt_name.contains(m)))
}

/// The names of all devices, for help texts.
pub fn device_names() -> String {
    DEVICES
        .iter()
        .map(|d| d.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Stream-switch port counts `(master, slave)`: rows are bundles in
/// `WireBundle` order, columns are tile kinds in [`TileKind`] order
/// (ShimNoc, ShimPl, MemTile, Core). Array edges are applied on top.
type PortTable = [[(u8, u8); 4]; WireBundle::ALL.len()];

const AIE1_PORTS: PortTable = [
    [(0, 0), (0, 0), (0, 0), (2, 2)], // Core
    [(0, 0), (0, 0), (0, 0), (2, 2)], // DMA
    [(2, 2), (2, 2), (0, 0), (2, 2)], // FIFO
    [(6, 8), (6, 8), (0, 0), (4, 6)], // South
    [(4, 4), (4, 4), (0, 0), (4, 4)], // West
    [(6, 4), (6, 4), (0, 0), (6, 4)], // North
    [(4, 4), (4, 4), (0, 0), (4, 4)], // East
    [(0, 0); 4],                      // PLIO
    [(0, 0); 4],                      // NOC
    [(0, 1), (0, 1), (0, 0), (0, 2)], // Trace
    [(1, 1), (0, 0), (0, 0), (1, 1)], // TileControl
];

const AIE2_PORTS: PortTable = [
    [(0, 0), (0, 0), (0, 0), (1, 1)], // Core
    [(0, 0), (0, 0), (6, 6), (2, 2)], // DMA
    [(1, 1), (1, 1), (0, 0), (1, 1)], // FIFO
    [(6, 8), (6, 8), (4, 6), (4, 6)], // South
    [(4, 4), (4, 4), (0, 0), (4, 4)], // West
    [(6, 4), (6, 4), (6, 4), (6, 4)], // North
    [(4, 4), (4, 4), (0, 0), (4, 4)], // East
    [(0, 0); 4],                      // PLIO
    [(0, 0); 4],                      // NOC
    [(0, 1), (0, 1), (0, 1), (0, 2)], // Trace (core: 0 = core trace, 1 = memory trace)
    [(1, 1), (0, 0), (1, 1), (1, 1)], // TileControl
];

/// Shim mux port counts `(bundle, master, slave)`, on shim tiles of every
/// architecture. The side facing the switch's South ports is spelled `North`
/// inside `aie.shim_mux`.
const SHIM_MUX_PORTS: [(WireBundle, u8, u8); 4] =
    [(DMA, 2, 2), (NOC, 4, 4), (PLIO, 6, 8), (North, 8, 6)];

/// The fixed shim mux mapping between a shim endpoint and the switch's South
/// port (aie-passes.md §5.4, aie2-registers.md §2.6): `(bundle, channel,
/// South channel)` for streams into the array (mux `connect<B : c, North : m>`,
/// switch slave South m) and out of it (mux `connect<North : m, B : c>`,
/// switch master South m). PLIO channels map to themselves.
/// The fixed shim mux (`into_array`) or demux routes: `(bundle, channel,
/// South port)`.
fn shim_mux_table(into_array: bool) -> &'static [(WireBundle, u32, u32)] {
    if into_array {
        SHIM_MUX_INTO_ARRAY
    } else {
        SHIM_MUX_OUT_OF_ARRAY
    }
}

/// Whether some channel of shim endpoint `bundle` (DMA or NOC) reaches South
/// port `south` through the mux (`into_array`) or demux.
pub fn shim_mux_reaches(bundle: WireBundle, south: u32, into_array: bool) -> bool {
    shim_mux_table(into_array)
        .iter()
        .any(|&(b, _, m)| b == bundle && m == south)
}

const SHIM_MUX_INTO_ARRAY: &[(WireBundle, u32, u32)] = &[
    (DMA, 0, 3),
    (DMA, 1, 7),
    (NOC, 0, 2),
    (NOC, 1, 3),
    (NOC, 2, 6),
    (NOC, 3, 7),
];
const SHIM_MUX_OUT_OF_ARRAY: &[(WireBundle, u32, u32)] = &[
    (DMA, 0, 2),
    (DMA, 1, 3),
    (NOC, 0, 2),
    (NOC, 1, 3),
    (NOC, 2, 4),
    (NOC, 3, 5),
];

/// Channel constraint of a legal intra-switch connection.
#[derive(Clone, Copy)]
enum Chan {
    Any,
    /// The same channel when source and destination bundle are the same.
    SameIfSameBundle,
    /// Always the same channel.
    Same,
    /// Only this destination channel.
    Dst(i64),
}

/// Connections from any bundle in `src` to any bundle in `dst` (bit sets).
struct Rule {
    src: u16,
    dst: u16,
    chan: Chan,
}

const fn set(bundles: &[WireBundle]) -> u16 {
    let mut m = 0;
    let mut i = 0;
    while i < bundles.len() {
        m |= 1 << bundles[i] as u16;
        i += 1;
    }
    m
}

const ALL: u16 = (1 << WireBundle::ALL.len()) - 1;
const ARRAY: u16 = set(&[TileControl, FIFO, South, West, North, East]);

const fn rule(src: u16, dst: u16, chan: Chan) -> Rule {
    Rule { src, dst, chan }
}

/// AIE1 core and shim switches: anything within bounds, but trace only goes South.
const AIE1_RULES: &[Rule] = &[
    rule(set(&[Trace]), set(&[South]), Chan::Any),
    rule(ALL & !set(&[Trace]), ALL, Chan::Any),
];

const AIE2_CORE_RULES: &[Rule] = &[
    rule(
        set(&[DMA, FIFO, South, West, North, East]),
        ARRAY | set(&[Core, DMA]),
        Chan::SameIfSameBundle,
    ),
    rule(set(&[Core]), ALL & !set(&[Core]), Chan::Any),
    rule(
        set(&[TileControl]),
        ALL & !set(&[TileControl, DMA]),
        Chan::Any,
    ),
    rule(set(&[Trace]), set(&[DMA]), Chan::Dst(0)),
    rule(set(&[Trace]), set(&[FIFO, South]), Chan::Any),
];

const AIE2_MEMTILE_RULES: &[Rule] = &[
    rule(set(&[DMA]), set(&[DMA]), Chan::Same),
    rule(set(&[DMA]), set(&[TileControl, South, North]), Chan::Any),
    rule(set(&[TileControl]), set(&[DMA]), Chan::Dst(5)),
    rule(set(&[TileControl]), set(&[South, North]), Chan::Any),
    rule(set(&[South, North]), set(&[DMA, TileControl]), Chan::Any),
    rule(set(&[South, North]), set(&[South, North]), Chan::Same),
    rule(set(&[Trace]), set(&[DMA]), Chan::Dst(5)),
    rule(set(&[Trace]), set(&[South]), Chan::Any),
];

const AIE2_SHIM_RULES: &[Rule] = &[
    rule(set(&[TileControl]), ALL & !set(&[TileControl]), Chan::Any),
    rule(set(&[FIFO, South]), ARRAY, Chan::Any),
    rule(set(&[West, North, East]), ARRAY, Chan::SameIfSameBundle),
    rule(set(&[Trace]), set(&[FIFO, South]), Chan::Any),
    rule(set(&[Trace]), set(&[West, East]), Chan::Dst(0)),
];

/// Controller (packet) ids of the tiles of devices with at most 6 rows,
/// by column then row (mlir-aie's `getTileToControllerIdMap`): a packet of
/// this id reaches the tile's TileControl port, and a shim's id (< 16) is
/// the actor of its task-complete tokens. Column-wise unique ids use the
/// first row of the table in every column.
const CONTROLLER_IDS: [[u32; 6]; 4] = [
    [15, 26, 27, 29, 30, 31],
    [14, 21, 22, 23, 24, 25],
    [13, 11, 17, 18, 19, 20],
    [12, 28, 7, 8, 9, 10],
];

impl Device {
    /// An NPU (Ryzen AI) device, `npu1*` or `npu2*`: what mlir-aie's CDO
    /// and transaction targets support.
    pub fn is_npu(&self) -> bool {
        self.name.starts_with("npu")
    }

    /// The controller id mlir-aie gives tile `(col, row)`: unique within
    /// its column (`column_wise`) or, on devices of at most 4 columns and 6
    /// rows, within the device. Larger devices number the tiles of a column
    /// from 0. `None` outside the array, or for device-wide ids beyond the
    /// table.
    pub fn controller_id(&self, col: u32, row: u32, column_wise: bool) -> Option<u32> {
        self.tile_kind(i64::from(col), i64::from(row))?;
        if self.rows > 6 {
            return column_wise.then_some(row);
        }
        let c = if column_wise { 0 } else { col as usize };
        CONTROLLER_IDS.get(c)?.get(row as usize).copied()
    }

    /// The shim DMA MM2S channel that carries the control packets of the
    /// tiles of row `row` (mlir-aie's `getRowToShimChanMap`): the rows are
    /// split evenly over the shim's MM2S channels, lowest rows first.
    pub fn control_packet_channel(&self, row: u32) -> u32 {
        let channels = self.num_dma_channels(TileKind::ShimNoc, Dir::MM2S).max(1);
        let per_channel = (self.rows / channels).max(1);
        (row / per_channel).min(channels - 1)
    }

    /// The CERT microcontrollers (uCs) that run the device's control code,
    /// each named by a group id (`aiex.cert.attach_to_group`): one per
    /// column on AIE2PS, whose uC index is its column's (aiebu), none on the
    /// first generation, one for the whole array elsewhere (mlir-aie's target
    /// models).
    pub fn controllers(&self) -> u32 {
        match self.arch {
            Arch::Aie2ps => self.columns,
            Arch::Aie1 => 0,
            Arch::Aie2 | Arch::Aie2p => 1,
        }
    }

    /// The kind of tile `(col, row)`; `None` outside the array.
    pub fn tile_kind(&self, col: i64, row: i64) -> Option<TileKind> {
        if col < 0 || row < 0 || col >= i64::from(self.columns) || row >= i64::from(self.rows) {
            return None;
        }
        Some(if row == 0 {
            match self.noc_columns {
                NocColumns::Only(cols) if !cols.contains(&(col as u32)) => TileKind::ShimPl,
                _ => TileKind::ShimNoc,
            }
        } else if row <= i64::from(self.mem_tile_rows) {
            TileKind::MemTile
        } else {
            TileKind::Core
        })
    }

    /// Number of locks of a tile.
    pub fn num_locks(&self, kind: TileKind) -> u32 {
        if self.arch.is_aie2() && kind == TileKind::MemTile {
            64
        } else {
            16
        }
    }

    /// Largest lock value.
    pub fn max_lock_value(&self) -> u32 {
        self.arch.max_lock_value()
    }

    /// Number of buffer descriptors of a tile's DMA.
    pub fn num_bds(&self, kind: TileKind) -> u32 {
        if self.arch.is_aie2() && kind == TileKind::MemTile {
            48
        } else {
            16
        }
    }

    /// The BD ids channel `channel` may use: on AIE2 MemTiles even channels
    /// use BDs 0..24 and odd channels 24..48; elsewhere every BD.
    pub fn bd_range(&self, kind: TileKind, channel: u32) -> std::ops::Range<u32> {
        match (
            self.arch.is_aie2() && kind == TileKind::MemTile,
            channel % 2,
        ) {
            (true, 0) => 0..24,
            (true, _) => 24..48,
            (false, _) => 0..self.num_bds(kind),
        }
    }

    /// Most dimensions a `dma_bd` may give (3; 4 on a MemTile).
    pub fn max_bd_dims(&self, kind: TileKind) -> usize {
        if kind == TileKind::MemTile {
            4
        } else {
            3
        }
    }

    /// Bytes of data memory of a tile (0 on shims).
    pub fn data_memory_bytes(&self, kind: TileKind) -> u32 {
        match (kind, self.arch.is_aie2()) {
            (TileKind::Core, false) => 0x8000,
            (TileKind::Core, true) => 0x10000,
            (TileKind::MemTile, _) => 0x80000,
            _ => 0,
        }
    }

    /// Bytes a buffer's address is aligned to on a tile of `kind` (its
    /// load/store bus width: 128 bits on AIE1 cores, 256 on AIE2; a
    /// MemTile's DMA needs 4 bytes), as mlir-aie's buffer allocation takes it.
    pub fn buffer_alignment(&self, kind: TileKind) -> i64 {
        match (kind, self.arch.is_aie2()) {
            (TileKind::MemTile, _) => 4,
            (_, false) => 16,
            (_, true) => 32,
        }
    }

    /// Bytes of the widest vector load or store a tile of `kind` issues
    /// (mlir-aie's `getComputeTileMaxVectorAlignBits`: 512 bits on AIE2P
    /// cores, where the load/store bus is 256); a MemTile's DMA needs its
    /// bus width only.
    pub fn vector_alignment(&self, kind: TileKind) -> i64 {
        match (kind, self.arch) {
            (TileKind::Core, Arch::Aie2p | Arch::Aie2ps) => 64,
            _ => self.buffer_alignment(kind),
        }
    }

    /// Whether MemTile MM2S channels have a CONSTANT_PAD_VALUE register
    /// (AIE2P, the npu2 devices), so padding may send another word than 0.
    pub fn has_pad_value_register(&self) -> bool {
        self.arch == Arch::Aie2p
    }

    /// Number of memory banks of a tile (0 on shims).
    pub fn mem_banks(&self, kind: TileKind) -> u32 {
        match kind {
            TileKind::Core => 4,
            TileKind::MemTile => 8,
            _ => 0,
        }
    }

    /// Number of DMA channels in direction `dir`: S2MM channels are the
    /// switch's DMA master ports, MM2S channels its DMA slave ports (on a NOC
    /// shim, the shim mux's; PL shims have no DMA).
    pub fn num_dma_channels(&self, kind: TileKind, dir: Dir) -> u32 {
        let (master, slave) = match kind {
            TileKind::ShimNoc => (2, 2),
            TileKind::ShimPl => (0, 0),
            _ => self.ports()[DMA as usize][kind as usize],
        };
        u32::from(if dir == Dir::S2MM { master } else { slave })
    }

    /// Number of DMA channels in direction `dir` an endpoint on tile
    /// `(col, row)` may name: a shim's are its shim mux's DMA connections
    /// (a PL shim's too, as mlir-aie counts them), any other tile's its
    /// DMA's.
    pub fn dma_channels_at(&self, col: i64, row: i64, dir: Dir) -> u32 {
        match self.tile_kind(col, row) {
            Some(k) if k.is_shim() => self.shim_mux_ports(col, row, DMA, dir == Dir::S2MM),
            Some(k) => self.num_dma_channels(k, dir),
            None => 0,
        }
    }

    fn ports(&self) -> &'static PortTable {
        if self.arch.is_aie2() {
            &AIE2_PORTS
        } else {
            &AIE1_PORTS
        }
    }

    /// Number of stream-switch ports of `bundle` on tile `(col, row)`:
    /// master ports (destinations of a connect) if `master`, else slave ports.
    /// West ports are absent in column 0, East ports in the last column and
    /// North ports in the top row.
    pub fn switch_ports(&self, col: i64, row: i64, bundle: WireBundle, master: bool) -> u32 {
        let Some(kind) = self.tile_kind(col, row) else {
            return 0;
        };
        let edge = match bundle {
            West => col == 0,
            East => col == i64::from(self.columns) - 1,
            North => row == i64::from(self.rows) - 1,
            _ => false,
        };
        let Some(row_of_table) = self.ports().get(bundle as usize) else {
            return 0;
        };
        let (m, s) = row_of_table[kind as usize];
        if edge {
            0
        } else {
            u32::from(if master { m } else { s })
        }
    }

    /// Number of shim mux ports of `bundle` on tile `(col, row)` (0 off the shim row).
    pub fn shim_mux_ports(&self, col: i64, row: i64, bundle: WireBundle, master: bool) -> u32 {
        if !self.tile_kind(col, row).is_some_and(TileKind::is_shim) {
            return 0;
        }
        SHIM_MUX_PORTS
            .iter()
            .find(|(b, ..)| *b == bundle)
            .map_or(0, |&(_, m, s)| u32::from(if master { m } else { s }))
    }

    /// The switch South channel that shim endpoint `bundle : channel` (DMA,
    /// NOC or PLIO) of tile `(col, row)` goes through: the slave South port if
    /// `into_array` (the endpoint is a flow source), else the master South port.
    /// `None` if the tile has no such endpoint (DMA and NOC need a NOC shim).
    pub fn shim_mux_channel(
        &self,
        col: i64,
        row: i64,
        bundle: WireBundle,
        channel: u32,
        into_array: bool,
    ) -> Option<u32> {
        let kind = self.tile_kind(col, row)?;
        if bundle == PLIO && kind.is_shim() {
            let ports = self.shim_mux_ports(col, row, PLIO, !into_array);
            return (channel < ports).then_some(channel);
        }
        if kind != TileKind::ShimNoc {
            return None;
        }
        shim_mux_table(into_array)
            .iter()
            .find(|&&(b, c, _)| b == bundle && c == channel)
            .map(|&(.., m)| m)
    }

    /// Whether the code and DMAs of tile `core` may use the memory (buffers,
    /// locks) of tile `mem` (§1.3).
    pub fn is_legal_mem_affinity(&self, core: (i64, i64), mem: (i64, i64)) -> bool {
        let (dc, dr) = (
            i128::from(mem.0) - i128::from(core.0),
            i128::from(mem.1) - i128::from(core.1),
        );
        let same_col = dc == 0 && dr.abs() == 1;
        match self.arch {
            Arch::Aie1 => {
                let even = core.1 % 2 == 0;
                (dc, dr) == (0, 0) || same_col || (dr == 0 && dc == if even { 1 } else { -1 })
            }
            Arch::Aie2 | Arch::Aie2p | Arch::Aie2ps => {
                if self.tile_kind(core.0, core.1) == Some(TileKind::MemTile) {
                    dr == 0 && dc.abs() <= 1
                } else {
                    let south_is_memtile =
                        dr == -1 && self.tile_kind(mem.0, mem.1) == Some(TileKind::MemTile);
                    (dc, dr) == (0, 0) || (dr == 0 && dc == -1) || (same_col && !south_is_memtile)
                }
            }
        }
    }

    /// Whether a cascade may run from core tile `src` to tile `dst`: to the
    /// core tile next to it in one of [`CASCADE_OUTPUTS`].
    pub fn is_legal_cascade(&self, src: (i64, i64), dst: (i64, i64)) -> bool {
        let core = |(c, r): (i64, i64)| self.tile_kind(c, r) == Some(TileKind::Core);
        core(src) && core(dst) && CASCADE_OUTPUTS.iter().any(|b| b.step(src) == Some(dst))
    }

    /// The index at which the code of tile `local` sees lock 0 of tile
    /// `lock` (mlir-aie's `getLockLocalBaseIndex`): a core counts the locks
    /// of its memory neighbours south, west, north, east in blocks of its
    /// lock count (AIE1: the own memory is west on even rows, east on odd
    /// ones; AIE2: east); a mem tile west, own, east. `None` if out of reach.
    pub fn lock_local_base(&self, local: (i64, i64), lock: (i64, i64)) -> Option<u32> {
        let kind = self.tile_kind(local.0, local.1)?;
        let n = self.num_locks(kind);
        let (dc, dr) = (lock.0 - local.0, lock.1 - local.1);
        let block = match kind {
            TileKind::Core => {
                let own_is_west = !self.arch.is_aie2() && local.1 % 2 == 0;
                match (dc, dr) {
                    (0, -1) => 0,
                    (0, 0) if own_is_west => 1,
                    (1, 0) if own_is_west => 3,
                    (-1, 0) if !own_is_west => 1,
                    (0, 0) => 3,
                    (0, 1) => 2,
                    _ => return None,
                }
            }
            TileKind::MemTile => match (dc, dr) {
                (-1, 0) => 0,
                (0, 0) => 1,
                (1, 0) => 2,
                _ => return None,
            },
            _ => return None,
        };
        Some(block * n)
    }

    fn rules(&self, kind: TileKind) -> &'static [Rule] {
        match (self.arch.is_aie2(), kind) {
            (false, TileKind::MemTile) => &[],
            (false, _) => AIE1_RULES,
            (true, TileKind::Core) => AIE2_CORE_RULES,
            (true, TileKind::MemTile) => AIE2_MEMTILE_RULES,
            (true, _) => AIE2_SHIM_RULES,
        }
    }

    /// Whether a stream-switch connect `src_bundle : src_ch -> dst_bundle :
    /// dst_ch` on tile `(col, row)` is within bounds and legal (§1.5).
    pub fn is_legal_connection(
        &self,
        col: i64,
        row: i64,
        src_bundle: WireBundle,
        src_ch: i64,
        dst_bundle: WireBundle,
        dst_ch: i64,
    ) -> bool {
        let Some(kind) = self.tile_kind(col, row) else {
            return false;
        };
        let in_bounds =
            |b, ch: i64, master| ch >= 0 && ch < i64::from(self.switch_ports(col, row, b, master));
        if !in_bounds(src_bundle, src_ch, false) || !in_bounds(dst_bundle, dst_ch, true) {
            return false;
        }
        let rule = self
            .rules(kind)
            .iter()
            .find(|r| r.src & 1 << src_bundle as u16 != 0 && r.dst & 1 << dst_bundle as u16 != 0);
        rule.is_some_and(|r| match r.chan {
            Chan::Any => true,
            Chan::SameIfSameBundle => src_bundle != dst_bundle || src_ch == dst_ch,
            Chan::Same => src_ch == dst_ch,
            Chan::Dst(c) => dst_ch == c,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controller_ids_and_control_channels() {
        let npu = dev("npu1_4col");
        let col0: Vec<_> = (0..6).map(|r| npu.controller_id(0, r, true)).collect();
        assert_eq!(col0, [15, 26, 27, 29, 30, 31].map(Some));
        assert_eq!(npu.controller_id(3, 2, true), Some(27));
        assert_eq!(npu.controller_id(3, 2, false), Some(7));
        assert_eq!(npu.controller_id(0, 6, true), None);
        assert_eq!(dev("npu2").controller_id(5, 1, false), None);
        assert_eq!(dev("xcve2802").controller_id(4, 9, true), Some(9));
        let chans: Vec<_> = (0..6).map(|r| npu.control_packet_channel(r)).collect();
        assert_eq!(chans, [0, 0, 0, 1, 1, 1]);
    }

    fn dev(name: &str) -> &'static Device {
        device(name).unwrap()
    }

    #[test]
    fn neighbour_memories() {
        let bases = |a: Arch| [South, West, North, East].map(|b| a.neighbour_memory_base(b));
        assert_eq!(
            bases(Arch::Aie1),
            [0x20000, 0x28000, 0x30000, 0x38000].map(Some)
        );
        assert_eq!(
            bases(Arch::Aie2p),
            [0x40000, 0x50000, 0x60000, 0x70000].map(Some)
        );
        assert_eq!(Arch::Aie2.neighbour_memory_base(DMA), None);
        assert_eq!(Arch::Aie1.own_memory_side(2), West);
        assert_eq!(Arch::Aie1.own_memory_side(3), East);
        assert_eq!(Arch::Aie2.own_memory_side(2), East);
    }

    #[test]
    fn tile_kinds() {
        let vc = dev(LEGACY_DEVICE);
        assert_eq!(vc.tile_kind(2, 0), Some(TileKind::ShimNoc));
        assert_eq!(vc.tile_kind(0, 0), Some(TileKind::ShimPl));
        assert_eq!(vc.tile_kind(1, 1), Some(TileKind::Core));
        assert_eq!(vc.tile_kind(50, 1), None);
        assert_eq!(vc.tile_kind(-1, 1), None);
        let npu1 = dev("npu1");
        assert_eq!((npu1.columns, npu1.rows), (4, 6));
        assert_eq!(npu1.tile_kind(0, 0), Some(TileKind::ShimNoc));
        assert_eq!(npu1.tile_kind(0, 1), Some(TileKind::MemTile));
        assert_eq!(npu1.tile_kind(3, 5), Some(TileKind::Core));
        assert_eq!(npu1.tile_kind(0, 6), None);
        let ve = dev("xcve2802");
        assert_eq!(ve.tile_kind(1, 2), Some(TileKind::MemTile));
        assert_eq!(ve.tile_kind(1, 3), Some(TileKind::Core));
        assert_eq!(dev("npu2_7col").arch, Arch::Aie2p);
        assert_eq!(dev("npu2_7col").columns, 7);
        assert!(device("npu3").is_none());
    }

    #[test]
    fn resources() {
        let npu1 = dev("npu1");
        assert_eq!(npu1.num_locks(TileKind::MemTile), 64);
        assert_eq!(npu1.num_locks(TileKind::Core), 16);
        assert_eq!(dev(LEGACY_DEVICE).num_locks(TileKind::Core), 16);
        assert_eq!(npu1.max_lock_value(), 63);
        assert_eq!(dev(LEGACY_DEVICE).max_lock_value(), 1);
        assert_eq!(npu1.num_bds(TileKind::MemTile), 48);
        assert_eq!(npu1.bd_range(TileKind::MemTile, 3), 24..48);
        assert_eq!(npu1.bd_range(TileKind::Core, 1), 0..16);
        assert_eq!(npu1.data_memory_bytes(TileKind::Core), 0x10000);
        assert_eq!(dev(LEGACY_DEVICE).data_memory_bytes(TileKind::Core), 0x8000);
        assert_eq!(npu1.mem_banks(TileKind::MemTile), 8);
        assert_eq!(npu1.num_dma_channels(TileKind::Core, Dir::MM2S), 2);
        assert_eq!(npu1.num_dma_channels(TileKind::MemTile, Dir::S2MM), 6);
        assert_eq!(npu1.num_dma_channels(TileKind::ShimNoc, Dir::S2MM), 2);
        assert_eq!(Arch::Aie2.tile_address(1, 0, 0x1D000), 0x201D000);
        assert_eq!(Arch::Aie1.col_shift(), 23);
        assert_eq!(dev("npu2").arch.shim_burst_lengths().len(), 4);
    }

    #[test]
    fn xcve3858_is_aie2ps_with_a_uc_per_column() {
        let ve = dev("xcve3858");
        assert_eq!((ve.arch, ve.columns, ve.rows), (Arch::Aie2ps, 36, 7));
        assert_eq!(ve.controllers(), 36);
        assert_eq!(dev("npu2").controllers(), 1);
        assert_eq!(dev("xcvc1902").controllers(), 0);
        assert_eq!(ve.tile_kind(35, 0), Some(TileKind::ShimNoc));
        assert_eq!(ve.tile_kind(0, 2), Some(TileKind::MemTile));
        assert_eq!(ve.tile_kind(0, 3), Some(TileKind::Core));
        assert_eq!(ve.num_locks(TileKind::MemTile), 64);
        assert_eq!(ve.num_bds(TileKind::ShimNoc), 16);
        assert_eq!(ve.data_memory_bytes(TileKind::MemTile), 0x80000);
        assert_eq!(ve.arch.shim_burst_lengths().len(), 4);
        assert_eq!(
            (ve.arch.stack_alignment(), Arch::Aie2.stack_alignment()),
            (64, 32)
        );
    }

    #[test]
    fn switch_ports() {
        let npu1 = dev("npu1");
        assert_eq!(npu1.switch_ports(1, 2, DMA, true), 2);
        assert_eq!(npu1.switch_ports(1, 2, Trace, false), 2);
        assert_eq!(npu1.switch_ports(1, 5, North, true), 0, "top row");
        assert_eq!(npu1.switch_ports(0, 2, West, false), 0, "column 0");
        assert_eq!(npu1.switch_ports(3, 2, East, true), 0, "last column");
        assert_eq!(npu1.switch_ports(1, 1, FIFO, false), 0);
        assert_eq!(npu1.switch_ports(1, 0, South, false), 8);
        assert_eq!(npu1.switch_ports(1, 0, DMA, true), 0);
        assert_eq!(npu1.shim_mux_ports(1, 0, DMA, true), 2);
        assert_eq!(npu1.shim_mux_ports(1, 0, PLIO, false), 8);
        assert_eq!(npu1.shim_mux_ports(1, 1, DMA, true), 0);
        assert_eq!(
            dev(LEGACY_DEVICE).switch_ports(0, 0, TileControl, true),
            0,
            "PL shim"
        );
        assert_eq!(dev(LEGACY_DEVICE).switch_ports(1, 1, Core, true), 2);
        // A switch has as many wires out in a direction as its neighbour has in.
        for d in DEVICES {
            for row in 0..d.rows as i64 - 1 {
                assert_eq!(
                    d.switch_ports(0, row, North, true),
                    d.switch_ports(0, row + 1, South, false),
                    "{}",
                    d.name
                );
                assert_eq!(
                    d.switch_ports(0, row, North, false),
                    d.switch_ports(0, row + 1, South, true),
                    "{}",
                    d.name
                );
            }
        }
    }

    #[test]
    fn mem_affinity() {
        let npu1 = dev("npu1");
        assert!(npu1.is_legal_mem_affinity((1, 3), (1, 3)));
        assert!(npu1.is_legal_mem_affinity((1, 3), (0, 3)));
        assert!(
            !npu1.is_legal_mem_affinity((1, 3), (2, 3)),
            "east is not reachable on AIE2"
        );
        assert!(npu1.is_legal_mem_affinity((1, 3), (1, 4)));
        assert!(npu1.is_legal_mem_affinity((1, 3), (1, 2)));
        assert!(
            !npu1.is_legal_mem_affinity((1, 2), (1, 1)),
            "a MemTile below is not reachable"
        );
        assert!(npu1.is_legal_mem_affinity((1, 1), (2, 1)));
        assert!(!npu1.is_legal_mem_affinity((1, 1), (1, 2)));
        let vc = dev(LEGACY_DEVICE);
        assert!(
            vc.is_legal_mem_affinity((1, 2), (2, 2)),
            "even row reaches east"
        );
        assert!(!vc.is_legal_mem_affinity((1, 2), (0, 2)));
        assert!(
            vc.is_legal_mem_affinity((1, 1), (0, 1)),
            "odd row reaches west"
        );
        assert!(!vc.is_legal_mem_affinity((1, 1), (4, 4)));
    }

    #[test]
    fn cascades_reach_the_core_south_or_east() {
        let npu1 = dev("npu1");
        assert!(npu1.is_legal_cascade((1, 3), (1, 2)), "south");
        assert!(npu1.is_legal_cascade((1, 3), (2, 3)), "east");
        assert!(!npu1.is_legal_cascade((1, 3), (1, 4)), "north");
        assert!(!npu1.is_legal_cascade((1, 3), (0, 3)), "west");
        assert!(!npu1.is_legal_cascade((1, 2), (1, 1)), "a MemTile");
        assert!(!npu1.is_legal_cascade((3, 3), (4, 3)), "off the array");
    }

    #[test]
    fn connections() {
        let npu1 = dev("npu1");
        // Core tile.
        assert!(npu1.is_legal_connection(1, 2, North, 1, North, 1));
        assert!(!npu1.is_legal_connection(1, 2, North, 0, North, 1));
        assert!(npu1.is_legal_connection(1, 2, North, 0, South, 1));
        assert!(npu1.is_legal_connection(1, 2, Core, 0, DMA, 1));
        assert!(!npu1.is_legal_connection(1, 2, Core, 0, Core, 0));
        assert!(!npu1.is_legal_connection(1, 2, TileControl, 0, DMA, 0));
        assert!(npu1.is_legal_connection(1, 2, Trace, 1, DMA, 0));
        assert!(!npu1.is_legal_connection(1, 2, Trace, 0, DMA, 1));
        assert!(
            !npu1.is_legal_connection(1, 2, DMA, 2, South, 0),
            "out of bounds"
        );
        // MemTile.
        assert!(npu1.is_legal_connection(1, 1, DMA, 3, DMA, 3));
        assert!(!npu1.is_legal_connection(1, 1, DMA, 3, DMA, 2));
        assert!(npu1.is_legal_connection(1, 1, TileControl, 0, DMA, 5));
        assert!(!npu1.is_legal_connection(1, 1, TileControl, 0, DMA, 4));
        assert!(npu1.is_legal_connection(1, 1, South, 2, DMA, 0));
        assert!(!npu1.is_legal_connection(1, 1, South, 2, North, 1));
        assert!(!npu1.is_legal_connection(1, 1, FIFO, 0, South, 0));
        // Shim.
        assert!(npu1.is_legal_connection(1, 0, South, 3, North, 0));
        assert!(!npu1.is_legal_connection(1, 0, West, 0, West, 1));
        assert!(npu1.is_legal_connection(1, 0, West, 0, East, 1));
        assert!(npu1.is_legal_connection(1, 0, Trace, 0, East, 0));
        assert!(!npu1.is_legal_connection(1, 0, Trace, 0, East, 1));
        // Shim mux mapping.
        assert_eq!(npu1.shim_mux_channel(1, 0, DMA, 1, true), Some(7));
        assert_eq!(npu1.shim_mux_channel(1, 0, DMA, 1, false), Some(3));
        assert_eq!(npu1.shim_mux_channel(1, 0, NOC, 2, true), Some(6));
        assert_eq!(npu1.shim_mux_channel(1, 0, PLIO, 5, false), Some(5));
        assert_eq!(npu1.shim_mux_channel(1, 0, PLIO, 6, false), None);
        assert_eq!(npu1.shim_mux_channel(1, 1, DMA, 0, true), None);
        assert_eq!(
            dev(LEGACY_DEVICE).shim_mux_channel(0, 0, DMA, 0, true),
            None,
            "PL shim"
        );
        // AIE1: bounds only, but trace goes South.
        let vc = dev(LEGACY_DEVICE);
        assert!(vc.is_legal_connection(1, 2, North, 0, North, 1));
        assert!(vc.is_legal_connection(1, 2, Trace, 1, South, 0));
        assert!(!vc.is_legal_connection(1, 2, Trace, 1, DMA, 0));
    }
}
