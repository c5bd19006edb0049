//! The timing model's parameters: one table per device generation, each
//! figure with its source (a document section or a measured fact), read by
//! the job-runner (the controller's costs) and the array model (the DMAs).
//! docs/simulator.md, "Timing model", prints the same table.
//!
//! The measured facts are NPU1 (Phoenix) hardware traces taken with the
//! AIE-ML trace unit by xdna-emu's author (findings of 2026-05..07, named
//! per field). npu2 (Strix) has no measurement: its table is npu1's where no
//! document says otherwise, and says so.

use aie_target::device::{Arch, Device};

/// The NPU controller (the column's uC running the runtime sequence).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Controller {
    /// Cycles of one ctrlcode operation (a register write, a wait that
    /// passes, ...). npu1: ~100 per `write32` packet, measured
    /// (xdna-emu, 2026-05-25-npu-controller-dispatch-overhead).
    pub op_cycles: u64,
    /// Cycles the uC-DMA engine takes to start a transfer, before its words
    /// (one a cycle). npu1: a BD block write costs ~200 with its op
    /// (same finding).
    pub uc_dma_setup_cycles: u64,
    /// Cycles the controller is busy after pushing a DMA task onto a start
    /// queue, before its next operation. npu1: the S2MM tasks of a K = 8
    /// chain start 3,031–3,346 cycles apart (xdna-emu,
    /// 2026-05-27-dispatch-overhead-multirun-structural-variance, N = 50
    /// medians), less the task's other operations (BD write ~200, address
    /// patch and push ~100 each).
    pub task_dispatch_cycles: u64,
    /// Cycles from a channel's task finishing to the earliest start of the
    /// next task the controller pushes onto it, once the channel is idle:
    /// back-to-back tasks of a chain start this far apart whatever their
    /// length. npu1, measured: FINISHED_TASK to the next START_TASK 2,522–3,098
    /// (S2MM, K = 8, median 2,811) and 2,683–2,884 (MM2S, K = 8 tasks 1–3,
    /// where a task's 400–800 cycles would leave a constant dispatch rate
    /// 2,300 short), 2,803 and 2,785 (MM2S and S2MM, K = 4): ~2,800 for
    /// both directions (xdna-emu, 2026-05-27-dispatch-overhead-multirun-
    /// structural-variance, 2026-05-27-phase-2c-dispatch-overhead-
    /// recalibration, N = 50 medians).
    pub idle_dispatch_cycles: u64,
}

impl Controller {
    /// One cycle per operation and per uC-DMA word, nothing more: the
    /// functional model (a recorder in tests, designs for other devices).
    pub const UNIT: Controller = Controller {
        op_cycles: 1,
        uc_dma_setup_cycles: 0,
        task_dispatch_cycles: 0,
        idle_dispatch_cycles: 0,
    };
}

/// A shim DMA channel's path to host memory (DDR through the NoC), one
/// direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostPath {
    /// Cycles from a task's start to its first word on the stream (MM2S:
    /// the DDR read latency) or from its last word to the writes' completion
    /// (S2MM: the write response), on a cold path (the channel's first
    /// task) and a warm one.
    pub latency: Warm,
    /// The least time from a task's start to its end: the path's setup
    /// (address translation, NoC), which a long transfer hides.
    pub floor: Warm,
    /// Cycles per 1,000 words (1,000: one word a cycle).
    pub cycles_per_kiloword: u64,
}

/// A figure for a cold path and a warm one: the channel's n-th task since
/// its column was configured pays `warm + (cold - warm) * ratio^n`
/// ([`ShimDma::warmup_permille`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Warm {
    /// The channel's first task.
    pub cold: u64,
    /// Once warm.
    pub warm: u64,
}

/// The shim DMAs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShimDma {
    /// MM2S: DDR reads. npu1, measured: one 2,048- or 8,192-word task takes
    /// 747 + 1.05 N cycles (xdna-emu, 2026-05-25-shim-throughput, the fit
    /// for N ≥ 1,024); a 64-word one 1,654 (K = 1) and 1,739 (the first of
    /// K = 8), then 804, 497, 422, 398, 399, 364, 369 along the chain
    /// (2026-05-27-phase-2c-dispatch-overhead-recalibration, N = 50
    /// medians): warm, 64 words take ~375, so the warm latency is 308.
    pub read: HostPath,
    /// S2MM: DDR writes. npu1, measured: 171 + 1.00 N for N ≥ 1,024 (the
    /// same fit, on a route of 2 stream switches: the latency is 171 less
    /// their 8 cycles, [`StreamSwitch::hop_cycles`]); a 64-word task 584
    /// (K = 1) and 509 (the first of K = 8), then 233–250 along the chain
    /// (the same findings).
    pub write: HostPath,
    /// How fast a path warms: each task leaves `ratio` (per mille) of the
    /// cold excess to the next. npu1: the K = 8 MM2S durations' excess over
    /// the warm one falls by about half a task (1,364, 429, 122, 47, 23).
    pub warmup_permille: u64,
}

impl ShimDma {
    /// `w` for a channel's task number `n` (0 for its first).
    pub fn warmed(&self, w: Warm, n: u64) -> u64 {
        let mut excess = w.cold.saturating_sub(w.warm);
        for _ in 0..n.min(16) {
            excess = excess * self.warmup_permille / 1000;
        }
        w.warm + excess
    }
}

/// The DMAs of compute and mem tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileDma {
    /// Words an MM2S channel reads ahead of its stream: its BD has finished
    /// (its words read from memory) when that many are still to be sent.
    /// npu1, measured: a compute tile's MM2S drains 256 words in 244 cycles
    /// from its lock's grant to FINISHED_BD (xdna-emu,
    /// 2026-07-14-dma-bank-access-width; 12 is the device model's
    /// `buffer_depth`, 2026-07-15-mm2s-egress-fifo-depth).
    pub mm2s_read_ahead_words: u32,
}

/// A compute tile's data memory banks and their arbitration between the
/// core's loads and stores and the tile DMA's channels (AM020, "AIE-ML
/// Memory Module": "Memory Banks", "Memory Arbitration"). Each bank has its
/// own round-robin arbiter: one request a cycle; of two in the same cycle
/// the requester granted less recently goes first, the other retries the
/// next cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataMemory {
    /// Bytes a bank reads or writes a cycle: 16 (AM020: each bank is a
    /// 512-word × 128-bit single-port memory). A DMA channel accesses a bank
    /// once per 16 bytes, one cycle in four of its stream's word a cycle, so
    /// a lost cycle never slows its stream. npu1, measured: a compute
    /// tile's MM2S drains 256 words in 244 cycles whether or not the core
    /// hammers its bank (xdna-emu, 2026-07-14-dma-bank-access-width).
    pub access_bytes: u32,
    /// Bytes of a bank as the programmer sees it: 16 KB, two physical banks
    /// interleaved access by access (AM020: "every two banks are
    /// interleaved to form one bank, that is, a total of four banks of 16
    /// KB").
    pub bank_bytes: u32,
    /// Cycles a core's access waits when a DMA wins its bank: 1 (AM020:
    /// "stalled for one cycle").
    pub retry_cycles: u64,
}

impl DataMemory {
    /// The physical bank of byte `addr` of a tile's data memory: its
    /// programmer's bank's two, even and odd access by access.
    pub fn bank(&self, addr: u32) -> u32 {
        addr / self.bank_bytes * 2 + addr / self.access_bytes % 2
    }
}

/// Locks (AM020, "Lock Module"). A DMA's BD moves its first word in the
/// cycle its lock is granted, the release it takes (no figure here). npu1,
/// measured: a compute tile's MM2S finishes 256 words 244 cycles after its
/// STALLED_LOCK falls, its 12 read-ahead words less (xdna-emu,
/// 2026-07-14-dma-bank-access-width): the grant costs no cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Locks {
    /// Cycles of a core's lock acquire or release that is granted: one
    /// instruction of the scalar unit (AM020, "Functional Overview"; not
    /// measured).
    pub core_op_cycles: u64,
}

/// The core's units, which a kernel's AIE API operations use in parallel
/// (a software-pipelined loop, one VLIW instruction a cycle issuing two
/// loads, a store, a vector operation and a move: UG1603, "Architecture
/// Overview"): the busiest decides a call's cycles
/// ([`CoreUnits::kernel_cycles`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreUnits {
    /// Bytes the load units read a cycle: two 256-bit units on AIE-ML
    /// (AM020, "Functional Overview"), two 512-bit units on AIE-ML v2
    /// (AM027, "AIE-ML v2 Interfaces").
    pub load_bytes: u64,
    /// Bytes the store unit writes a cycle: one 256-bit unit on AIE-ML, one
    /// 512-bit unit on AIE-ML v2 (the same).
    pub store_bytes: u64,
    /// Accumulator lanes of element-wise multiplication a cycle: 32
    /// (mlir-aie programming guide, section 4c: "32 accumulator lanes").
    pub mul_lanes: u64,
    /// MACs of matrix multiplication a cycle, weighted by the operands'
    /// bits (8b × 8b: 64): 256 8-bit MACs (AM020's precision table; the AIE
    /// API's native 4x8x8 mode of AIE-ML).
    pub mac_bits: u64,
}

/// The work a kernel call's AIE API operations gave the core's units
/// (counted by aiec's host AIE API, `aiesim/work.hpp`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KernelWork {
    /// Bytes loaded.
    pub load_bytes: u64,
    /// Bytes stored.
    pub store_bytes: u64,
    /// Lanes of element-wise multiplications.
    pub mul_lanes: u64,
    /// MACs of matrix multiplications, weighted by their operands' bits.
    pub mac_bits: u64,
    /// 512-bit registers converted from accumulators (shift-round-saturate,
    /// a register move: AM027, "Register Move Functionality").
    pub srs_registers: u64,
    /// 512-bit registers of the other vector operations (the shift/adder
    /// path beside the multipliers).
    pub alu_registers: u64,
}

impl KernelWork {
    /// The six counters of `aiesim::work_done` (aiesim/work.hpp), in order.
    pub fn from_counters(counts: &[u64; 6]) -> KernelWork {
        let [load_bytes, store_bytes, mul_lanes, mac_bits, srs_registers, alu_registers] = *counts;
        KernelWork {
            load_bytes,
            store_bytes,
            mul_lanes,
            mac_bits,
            srs_registers,
            alu_registers,
        }
    }

    /// Whether any AIE API operation was counted.
    pub fn is_empty(&self) -> bool {
        *self == KernelWork::default()
    }
}

impl CoreUnits {
    /// The cycles of `work`: its busiest unit's (loads, stores, the
    /// multipliers, the move slot's conversions from accumulators, the
    /// shift/adder path).
    pub fn kernel_cycles(&self, work: &KernelWork) -> u64 {
        let multiply =
            work.mul_lanes.div_ceil(self.mul_lanes) + work.mac_bits.div_ceil(self.mac_bits);
        [
            work.load_bytes.div_ceil(self.load_bytes),
            work.store_bytes.div_ceil(self.store_bytes),
            multiply,
            work.srs_registers,
            work.alu_registers,
        ]
        .into_iter()
        .max()
        .unwrap_or(0)
    }
}

/// The stream switches (AM020, "Stream Switch Buffering and Latency").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamSwitch {
    /// Cycles a word takes through one stream switch: 2 at its slave port
    /// and 2 at its master port (AM020: "4-cycle latency per stream
    /// switch"). A word reaches an S2MM channel this many cycles per switch
    /// on its route after it was sent: the channel's BD ends no earlier.
    pub hop_cycles: u64,
    /// Words a stream holds beyond what its receiving BD has taken, whatever
    /// the switches on the way: measured on npu2 over 3 and over 6 switches
    /// (mlir-aie docs/DeadlockModel.md, "Buffering"). AM020 gives each
    /// switch 8 words (4 a port); the measurement shows a stopped stream
    /// holding only 8 in all, so the buffering sits at the path's end, not
    /// in each hop. What a design may buffer decides whether it hangs: this
    /// figure is functional, the same for every device.
    pub buffer_words: usize,
}

/// The stream switches of AIE-ML (AM020) and AIE2P: the same ports.
pub const STREAM_SWITCH: StreamSwitch = StreamSwitch {
    hop_cycles: 4,
    buffer_words: 8,
};

/// The whole table of a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// The device generation's name, for the docs' table.
    pub name: &'static str,
    /// What the figures rest on.
    pub basis: &'static str,
    /// The NPU controller.
    pub controller: Controller,
    /// The shim DMAs' path to host memory.
    pub shim: ShimDma,
    /// The DMAs of compute and mem tiles.
    pub tile: TileDma,
    /// A compute tile's data memory banks.
    pub memory: DataMemory,
    /// The stream switches.
    pub stream: StreamSwitch,
    /// Locks.
    pub locks: Locks,
    /// The core's units, for kernel calls.
    pub core: CoreUnits,
}

/// npu1 (Phoenix, AIE-ML): measured.
pub static NPU1: Timing = Timing {
    name: "npu1",
    basis: "measured on Phoenix hardware (the fields' sources)",
    controller: Controller {
        op_cycles: 100,
        uc_dma_setup_cycles: 100,
        task_dispatch_cycles: 2650,
        idle_dispatch_cycles: 2800,
    },
    shim: ShimDma {
        read: HostPath {
            latency: Warm {
                cold: 747,
                warm: 308,
            },
            floor: Warm {
                cold: 1700,
                warm: 0,
            },
            cycles_per_kiloword: 1050,
        },
        write: HostPath {
            latency: Warm {
                cold: 163,
                warm: 163,
            },
            floor: Warm { cold: 545, warm: 0 },
            cycles_per_kiloword: 1000,
        },
        warmup_permille: 470,
    },
    tile: TileDma {
        mm2s_read_ahead_words: 12,
    },
    memory: DataMemory {
        access_bytes: 16,
        bank_bytes: 16 * 1024,
        retry_cycles: 1,
    },
    stream: STREAM_SWITCH,
    locks: Locks { core_op_cycles: 1 },
    core: CoreUnits {
        load_bytes: 64,
        store_bytes: 32,
        mul_lanes: 32,
        mac_bits: 256 * 64,
    },
};

/// npu2 (Strix, AIE2P): nothing measured. The array's DMAs, streams and
/// memory banks are AIE-ML's as AM020 describes them (the same widths,
/// FIFOs and queue depths as npu1), so npu1's tile figures hold; the
/// controller and the host path (another SoC, LPDDR5X) have no measurement
/// or document, so npu1's figures stand in for them. Its core loads and
/// stores twice the bytes a cycle (AM027: 512-bit load and store units)
/// and multiplies twice the 8-bit MACs: the AIE API's native 8-bit mode of
/// XDNA2 is 8x8x8 (its `mmul` table), AIE-ML's 4x8x8.
pub static NPU2: Timing = Timing {
    name: "npu2",
    basis: "not measured: npu1's figures (AM020: the same array DMAs and streams), AM027's load and store widths, the AIE API's XDNA2 MAC rate",
    core: CoreUnits {
        load_bytes: 128,
        store_bytes: 64,
        mac_bits: 512 * 64,
        ..NPU1.core
    },
    ..NPU1
};

/// A control code that names no device (an ELF without `.note.aiec`): no
/// NPU's controller is known, so an operation costs one cycle and nothing
/// more; the array's figures are npu1's (the device such an ELF runs on).
pub static UNNAMED: Timing = Timing {
    name: "unnamed",
    basis: "no device named: npu1's array, a cycle an operation",
    controller: Controller::UNIT,
    ..NPU1
};

/// The table of `device`: npu2's for AIE2P, npu1's otherwise (the Versal
/// AIE-ML and AIE devices have no controller or shim measurement either).
pub fn of(device: &Device) -> &'static Timing {
    match device.arch {
        Arch::Aie2p => &NPU2,
        _ => &NPU1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unit_controller_costs_an_operation_and_nothing_more() {
        let c = Controller::UNIT;
        assert_eq!((c.op_cycles, c.uc_dma_setup_cycles), (1, 0));
        assert_eq!((c.task_dispatch_cycles, c.idle_dispatch_cycles), (0, 0));
        assert_eq!(UNNAMED.controller, c);
    }

    #[test]
    fn a_path_warms_from_cold_to_warm() {
        let s = NPU1.shim;
        let w = s.read.floor;
        assert_eq!(s.warmed(w, 0), 1700);
        assert_eq!(s.warmed(w, 1), 799);
        assert!(s.warmed(w, 2) < 400);
        assert_eq!(s.warmed(w, 1000), 0);
    }

    #[test]
    fn a_programmers_bank_is_two_banks_interleaved_by_access() {
        let m = NPU1.memory;
        assert_eq!([0, 16, 32, 48].map(|a| m.bank(a)), [0, 1, 0, 1]);
        assert_eq!(m.bank(0x2400), 0);
        assert_eq!(m.bank(0x4000), 2);
        assert_eq!(m.bank(0xfff0), 7);
    }
}
