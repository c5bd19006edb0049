//! Events and the trace unit (AIE-ML; the npu2 devices use the same numbers
//! and registers, as mlir-aie's register database does): the event numbers
//! of each module ([`EVENTS`]) and the registers a trace configuration writes
//! ([`TRACE_REGS`]), one declarative table each.
//!
//! A compute tile has two modules with an event numbering and a trace unit
//! each (core and memory); mem tiles and shim tiles have one.

use super::layout::{f, reg, Layout};
use crate::device::TileKind;

/// A module with its own event numbering and trace unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventModule {
    /// The core module of a compute tile.
    Core,
    /// The memory module of a compute tile.
    Memory,
    /// A mem tile.
    MemTile,
    /// A shim tile (mlir-aie's PL module).
    Shim,
}

impl EventModule {
    /// The module of a tile of `kind`; `memory` picks a compute tile's
    /// memory module.
    pub fn of(kind: TileKind, memory: bool) -> EventModule {
        match kind {
            TileKind::Core if memory => EventModule::Memory,
            TileKind::Core => EventModule::Core,
            TileKind::MemTile => EventModule::MemTile,
            TileKind::ShimNoc | TileKind::ShimPl => EventModule::Shim,
        }
    }

    /// The module's name in diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            EventModule::Core => "core module",
            EventModule::Memory => "memory module",
            EventModule::MemTile => "mem tile",
            EventModule::Shim => "shim tile",
        }
    }

    /// The module's events, indexed by number (`""` for a reserved number).
    pub fn events(self) -> &'static [&'static str] {
        EVENTS
            .iter()
            .find(|(m, _)| *m == self)
            .map_or(&[], |(_, e)| e)
    }

    /// The number of event `name`.
    pub fn event(self, name: &str) -> Option<u32> {
        let events = self.events();
        (!name.is_empty())
            .then(|| events.iter().position(|e| *e == name))
            .flatten()
            .map(|n| n as u32)
    }

    /// The event broadcast on channel `n` arrives as in this module: shim
    /// tiles name it `BROADCAST_A_<n>`, the others `BROADCAST_<n>`.
    pub fn broadcast_event(self, n: u32) -> Option<u32> {
        match self {
            EventModule::Shim => self.event(&format!("BROADCAST_A_{n}")),
            _ => self.event(&format!("BROADCAST_{n}")),
        }
    }
}

/// The first-generation AI Engine's (AIE1, `xcvc1902`) events of each of
/// its modules in number order, as aie-rt's `xaie_events_aie.h` numbers
/// them (mlir-aie's `CoreEventAIE`, `MemEventAIE`, `ShimTileEventAIE`).
/// AIE1 has no mem tiles.
pub static EVENTS_AIE1: [(EventModule, &[&str]); 3] = [
    (EventModule::Core, &AIE1_CORE_EVENTS),
    (EventModule::Memory, &AIE1_MEMORY_EVENTS),
    (EventModule::Shim, &AIE1_SHIM_EVENTS),
];

/// The AIE1 events of `module` by number (`""` for a reserved number); none
/// for a mem tile.
pub fn aie1_events(module: EventModule) -> &'static [&'static str] {
    EVENTS_AIE1
        .iter()
        .find(|(m, _)| *m == module)
        .map_or(&[], |(_, e)| e)
}

/// Every module's events in number order (mlir-aie's AIE2 event database).
pub static EVENTS: [(EventModule, &[&str]); 4] = [
    (EventModule::Core, &CORE_EVENTS),
    (EventModule::Memory, &MEMORY_EVENTS),
    (EventModule::MemTile, &MEM_TILE_EVENTS),
    (EventModule::Shim, &SHIM_EVENTS),
];

/// The 8 stream-switch port events of slot `n`, in number order.
macro_rules! port_events {
    ($($n:literal)*) => {
        [$(concat!("PORT_IDLE_", $n), concat!("PORT_RUNNING_", $n), concat!("PORT_STALLED_", $n), concat!("PORT_TLAST_", $n)),*]
    };
}

/// `<prefix><n>` for n in 0..16 (broadcast events).
macro_rules! sixteen {
    ($p:literal) => {
        [
            concat!($p, 0),
            concat!($p, 1),
            concat!($p, 2),
            concat!($p, 3),
            concat!($p, 4),
            concat!($p, 5),
            concat!($p, 6),
            concat!($p, 7),
            concat!($p, 8),
            concat!($p, 9),
            concat!($p, 10),
            concat!($p, 11),
            concat!($p, 12),
            concat!($p, 13),
            concat!($p, 14),
            concat!($p, 15),
        ]
    };
}

/// Concatenates arrays of event names into one array (a table written in
/// runs of consecutive numbers).
macro_rules! events {
    ($len:literal; $($part:expr),* $(,)?) => {{
        const PARTS: &[&[&str]] = &[$(&$part),*];
        const fn build() -> [&'static str; $len] {
            let mut out = [""; $len];
            let (mut i, mut p) = (0, 0);
            while p < PARTS.len() {
                let mut j = 0;
                while j < PARTS[p].len() {
                    out[i] = PARTS[p][j];
                    i += 1;
                    j += 1;
                }
                p += 1;
            }
            assert!(i == $len, "event table length");
            out
        }
        build()
    }};
}

const CORE_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED"],
    ["PERF_CNT_0", "PERF_CNT_1", "PERF_CNT_2", "PERF_CNT_3"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3"],
    ["EDGE_DETECTION_EVENT_0", "EDGE_DETECTION_EVENT_1"],
    ["GROUP_PC_EVENT", "PC_0", "PC_1", "PC_2", "PC_3", "PC_RANGE_0_1", "PC_RANGE_2_3"],
    ["GROUP_STALL", "MEMORY_STALL", "STREAM_STALL", "CASCADE_STALL", "LOCK_STALL"],
    ["DEBUG_HALTED", "ACTIVE", "DISABLED", "ECC_ERROR_STALL", "ECC_SCRUBBING_STALL"],
    ["GROUP_PROGRAM_FLOW", "INSTR_EVENT_0", "INSTR_EVENT_1", "INSTR_CALL", "INSTR_RETURN"],
    ["INSTR_VECTOR", "INSTR_LOAD", "INSTR_STORE", "INSTR_STREAM_GET", "INSTR_STREAM_PUT"],
    ["INSTR_CASCADE_GET", "INSTR_CASCADE_PUT", "INSTR_LOCK_ACQUIRE_REQ", "INSTR_LOCK_RELEASE_REQ"],
    ["GROUP_ERRORS_0", "GROUP_ERRORS_1", "SRS_OVERFLOW", "UPS_OVERFLOW", "FP_HUGE", "INT_FP_0"],
    ["FP_INVALID", "FP_INF", "", "PM_REG_ACCESS_FAILURE", "STREAM_PKT_PARITY_ERROR"],
    ["CONTROL_PKT_ERROR", "AXI_MM_SLAVE_ERROR", "INSTR_DECOMPRSN_ERROR", "DM_ADDRESS_OUT_OF_RANGE"],
    ["PM_ECC_ERROR_SCRUB_CORRECTED", "PM_ECC_ERROR_SCRUB_2BIT", "PM_ECC_ERROR_1BIT"],
    ["PM_ECC_ERROR_2BIT", "PM_ADDRESS_OUT_OF_RANGE", "DM_ACCESS_TO_UNAVAILABLE"],
    ["LOCK_ACCESS_TO_UNAVAILABLE", "INSTR_WARNING", "INSTR_ERROR", "DECOMPRESSION_UNDERFLOW"],
    ["STREAM_SWITCH_PORT_PARITY_ERROR", "PROCESSOR_BUS_ERROR", "GROUP_STREAM_SWITCH"],
    port_events!(0 1 2 3 4 5 6 7),
    ["GROUP_BROADCAST"],
    sixteen!("BROADCAST_"),
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1", "USER_EVENT_2", "USER_EVENT_3"],
];

/// The lock events of one lock selector `n`: acquire-equal,
/// acquire-greater-equal, release, equal-to-value, each named with its own
/// prefix (`LOCK_SEL<n>_ACQ_EQ`, `LOCK_<n>_REL`, ...).
macro_rules! lock_events {
    ($eq:literal $ge:literal $rel:literal $val:literal; $($n:literal)*) => {
        [$(
            concat!($eq, $n, "_ACQ_EQ"), concat!($ge, $n, "_ACQ_GE"),
            concat!($rel, $n, "_REL"), concat!($val, $n, "_EQUAL_TO_VALUE")
        ),*]
    };
}

/// The DMA activity events of the S2MM and MM2S channels (or channel
/// selectors) `a` and `b`: start task, finished BD, finished task, stalled
/// lock, stream starvation / backpressure, memory backpressure / starvation.
macro_rules! dma_events {
    ($a:literal $b:literal) => {
        [
            concat!("DMA_S2MM_", $a, "_START_TASK"),
            concat!("DMA_S2MM_", $b, "_START_TASK"),
            concat!("DMA_MM2S_", $a, "_START_TASK"),
            concat!("DMA_MM2S_", $b, "_START_TASK"),
            concat!("DMA_S2MM_", $a, "_FINISHED_BD"),
            concat!("DMA_S2MM_", $b, "_FINISHED_BD"),
            concat!("DMA_MM2S_", $a, "_FINISHED_BD"),
            concat!("DMA_MM2S_", $b, "_FINISHED_BD"),
            concat!("DMA_S2MM_", $a, "_FINISHED_TASK"),
            concat!("DMA_S2MM_", $b, "_FINISHED_TASK"),
            concat!("DMA_MM2S_", $a, "_FINISHED_TASK"),
            concat!("DMA_MM2S_", $b, "_FINISHED_TASK"),
            concat!("DMA_S2MM_", $a, "_STALLED_LOCK"),
            concat!("DMA_S2MM_", $b, "_STALLED_LOCK"),
            concat!("DMA_MM2S_", $a, "_STALLED_LOCK"),
            concat!("DMA_MM2S_", $b, "_STALLED_LOCK"),
            concat!("DMA_S2MM_", $a, "_STREAM_STARVATION"),
            concat!("DMA_S2MM_", $b, "_STREAM_STARVATION"),
            concat!("DMA_MM2S_", $a, "_STREAM_BACKPRESSURE"),
            concat!("DMA_MM2S_", $b, "_STREAM_BACKPRESSURE"),
            concat!("DMA_S2MM_", $a, "_MEMORY_BACKPRESSURE"),
            concat!("DMA_S2MM_", $b, "_MEMORY_BACKPRESSURE"),
            concat!("DMA_MM2S_", $a, "_MEMORY_STARVATION"),
            concat!("DMA_MM2S_", $b, "_MEMORY_STARVATION"),
        ]
    };
}

/// An AIE1 module's lock events: acquire and release of locks 0..16.
macro_rules! aie1_lock_events {
    ($acq:literal $rel:literal; $($n:literal)*) => {
        [$(concat!("LOCK_", $n, $acq), concat!("LOCK_", $n, $rel)),*]
    };
}

/// An AIE1 module's DMA events of one kind for channels S2MM 0, 1 and
/// MM2S 0, 1.
macro_rules! aie1_dma {
    ($kind:literal) => {
        [
            concat!("DMA_S2MM_0_", $kind),
            concat!("DMA_S2MM_1_", $kind),
            concat!("DMA_MM2S_0_", $kind),
            concat!("DMA_MM2S_1_", $kind),
        ]
    };
}

const AIE1_CORE_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED"],
    ["PERF_CNT_0", "PERF_CNT_1", "PERF_CNT_2", "PERF_CNT_3"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3", "", ""],
    ["GROUP_PC_EVENT", "PC_0", "PC_1", "PC_2", "PC_3", "PC_RANGE_0_1", "PC_RANGE_2_3"],
    ["GROUP_STALL", "MEMORY_STALL", "STREAM_STALL", "CASCADE_STALL", "LOCK_STALL"],
    ["DEBUG_HALTED", "ACTIVE", "DISABLED", "ECC_ERROR_STALL", "ECC_SCRUBBING_STALL"],
    ["GROUP_PROGRAM_FLOW", "INSTR_EVENT_0", "INSTR_EVENT_1", "INSTR_CALL", "INSTR_RETURN"],
    ["INSTR_VECTOR", "INSTR_LOAD", "INSTR_STORE", "INSTR_STREAM_GET", "INSTR_STREAM_PUT"],
    ["INSTR_CASCADE_GET", "INSTR_CASCADE_PUT", "INSTR_LOCK_ACQUIRE_REQ"],
    ["INSTR_LOCK_RELEASE_REQ", "GROUP_ERRORS_0", "GROUP_ERRORS_1", "SRS_SATURATE"],
    ["UPS_SATURATE", "FP_OVERFLOW", "FP_UNDERFLOW", "FP_INVALID", "FP_DIV_BY_ZERO"],
    ["TLAST_IN_WSS_WORDS_0_2", "PM_REG_ACCESS_FAILURE", "STREAM_PKT_PARITY_ERROR"],
    ["CONTROL_PKT_ERROR", "AXI_MM_SLAVE_ERROR", "INSTR_DECOMPRSN_ERROR"],
    ["DM_ADDRESS_OUT_OF_RANGE", "PM_ECC_ERROR_SCRUB_CORRECTED", "PM_ECC_ERROR_SCRUB_2BIT"],
    ["PM_ECC_ERROR_1BIT", "PM_ECC_ERROR_2BIT", "PM_ADDRESS_OUT_OF_RANGE"],
    ["DM_ACCESS_TO_UNAVAILABLE", "LOCK_ACCESS_TO_UNAVAILABLE", "INSTR_EVENT_2"],
    ["INSTR_EVENT_3", "", "", "", "GROUP_STREAM_SWITCH"],
    port_events!(0 1 2 3 4 5 6 7),
    ["GROUP_BROADCAST"],
    sixteen!("BROADCAST_"),
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1", "USER_EVENT_2", "USER_EVENT_3"],
];

const AIE1_MEMORY_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED", "PERF_CNT_0", "PERF_CNT_1"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3", "", "", "", ""],
    ["GROUP_WATCHPOINT", "WATCHPOINT_0", "WATCHPOINT_1", "", "", "GROUP_DMA_ACTIVITY"],
    aie1_dma!("START_BD"),
    aie1_dma!("FINISHED_BD"),
    aie1_dma!("GO_TO_IDLE"),
    aie1_dma!("STALLED_LOCK_ACQUIRE"),
    ["DMA_S2MM_0ORY_CONFLICT", "DMA_S2MM_1ORY_CONFLICT"],
    ["DMA_MM2S_0ORY_CONFLICT", "DMA_MM2S_1ORY_CONFLICT", "", "", "GROUP_LOCK"],
    aie1_lock_events!("_ACQ" "_REL"; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15),
    ["GROUPORY_CONFLICT", "CONFLICT_DM_BANK_0", "CONFLICT_DM_BANK_1", "CONFLICT_DM_BANK_2"],
    ["CONFLICT_DM_BANK_3", "CONFLICT_DM_BANK_4", "CONFLICT_DM_BANK_5", "CONFLICT_DM_BANK_6"],
    ["CONFLICT_DM_BANK_7", "", "GROUP_ERRORS", "DM_ECC_ERROR_SCRUB_CORRECTED"],
    ["DM_ECC_ERROR_SCRUB_2BIT", "DM_ECC_ERROR_1BIT", "DM_ECC_ERROR_2BIT"],
    ["DM_PARITY_ERROR_BANK_2", "DM_PARITY_ERROR_BANK_3", "DM_PARITY_ERROR_BANK_4"],
    ["DM_PARITY_ERROR_BANK_5", "DM_PARITY_ERROR_BANK_6", "DM_PARITY_ERROR_BANK_7"],
    aie1_dma!("ERROR"),
    ["", "", "", "", "", "GROUP_BROADCAST"],
    sixteen!("BROADCAST_"),
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1", "USER_EVENT_2", "USER_EVENT_3"],
];

/// The shim's (PL module's) events; its broadcast 0 is named without the
/// `A` the others have, as the header has it.
const AIE1_SHIM_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED", "PERF_CNT_0", "PERF_CNT_1"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3", "GROUP_DMA_ACTIVITY"],
    aie1_dma!("START_BD"),
    aie1_dma!("FINISHED_BD"),
    aie1_dma!("GO_TO_IDLE"),
    aie1_dma!("STALLED_LOCK_ACQUIRE"),
    ["GROUP_LOCK"],
    aie1_lock_events!("_ACQUIRED" "_RELEASED"; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15),
    ["GROUP_ERRORS", "AXI_MM_SLAVE_TILE_ERROR", "CONTROL_PKT_ERROR"],
    ["AXI_MM_DECODE_NSU_ERROR", "AXI_MM_SLAVE_NSU_ERROR", "AXI_MM_UNSUPPORTED_TRAFFIC"],
    ["AXI_MM_UNSECURE_ACCESS_IN_SECURE_MODE", "AXI_MM_BYTE_STROBE_ERROR"],
    aie1_dma!("ERROR"),
    ["GROUP_STREAM_SWITCH"],
    port_events!(0 1 2 3 4 5 6 7),
    ["GROUP_BROADCAST_A", "BROADCAST_0", "BROADCAST_A_1", "BROADCAST_A_2", "BROADCAST_A_3"],
    ["BROADCAST_A_4", "BROADCAST_A_5", "BROADCAST_A_6", "BROADCAST_A_7", "BROADCAST_A_8"],
    ["BROADCAST_A_9", "BROADCAST_A_10", "BROADCAST_A_11", "BROADCAST_A_12"],
    ["BROADCAST_A_13", "BROADCAST_A_14", "BROADCAST_A_15"],
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1", "USER_EVENT_2", "USER_EVENT_3"],
];

const MEMORY_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED", "PERF_CNT_0", "PERF_CNT_1"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3"],
    ["EDGE_DETECTION_EVENT_0", "EDGE_DETECTION_EVENT_1", "", ""],
    ["GROUP_WATCHPOINT", "WATCHPOINT_0", "WATCHPOINT_1", "GROUP_DMA_ACTIVITY"],
    dma_events!("0" "1"),
    ["GROUP_LOCK"],
    lock_events!("LOCK_SEL" "LOCK_SEL" "LOCK_" "LOCK_SEL"; 0 1 2 3 4 5 6 7),
    ["GROUP_MEMORY_CONFLICT", "CONFLICT_DM_BANK_0", "CONFLICT_DM_BANK_1", "CONFLICT_DM_BANK_2"],
    ["CONFLICT_DM_BANK_3", "CONFLICT_DM_BANK_4", "CONFLICT_DM_BANK_5", "CONFLICT_DM_BANK_6"],
    ["CONFLICT_DM_BANK_7", "", "GROUP_ERRORS", "DM_ECC_ERROR_SCRUB_CORRECTED"],
    ["DM_ECC_ERROR_SCRUB_2BIT", "DM_ECC_ERROR_1BIT", "DM_ECC_ERROR_2BIT"],
    ["DM_PARITY_ERROR_BANK_2", "DM_PARITY_ERROR_BANK_3", "DM_PARITY_ERROR_BANK_4"],
    ["DM_PARITY_ERROR_BANK_5", "DM_PARITY_ERROR_BANK_6", "DM_PARITY_ERROR_BANK_7"],
    ["DMA_S2MM_0_ERROR", "DMA_S2MM_1_ERROR", "DMA_MM2S_0_ERROR", "DMA_MM2S_1_ERROR"],
    ["LOCK_ERROR", "DMA_TASK_TOKEN_STALL", "", "", "", "GROUP_BROADCAST"],
    sixteen!("BROADCAST_"),
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1", "USER_EVENT_2", "USER_EVENT_3"],
];

const MEM_TILE_EVENTS: [&str; 161] = events![161;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED"],
    ["PERF_CNT0_EVENT", "PERF_CNT1_EVENT", "PERF_CNT2_EVENT", "PERF_CNT3_EVENT"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3"],
    ["EDGE_DETECTION_EVENT_0", "EDGE_DETECTION_EVENT_1", "GROUP_WATCHPOINT"],
    ["WATCHPOINT_0", "WATCHPOINT_1", "WATCHPOINT_2", "WATCHPOINT_3", "GROUP_DMA_ACTIVITY"],
    dma_events!("SEL0" "SEL1"),
    ["GROUP_LOCK"],
    lock_events!("LOCK_SEL" "LOCK_SEL" "LOCK_SEL" "LOCK_SEL"; 0 1 2 3 4 5 6 7),
    ["GROUP_STREAM_SWITCH"],
    port_events!(0 1 2 3 4 5 6 7),
    ["GROUP_MEMORY_CONFLICT"],
    sixteen!("CONFLICT_DM_BANK_"),
    ["GROUP_ERRORS", "DM_ECC_ERROR_SCRUB_CORRECTED", "DM_ECC_ERROR_SCRUB_2BIT"],
    ["DM_ECC_ERROR_1BIT", "DM_ECC_ERROR_2BIT", "DMA_S2MM_ERROR", "DMA_MM2S_ERROR"],
    ["STREAM_SWITCH_PARITY_ERROR", "STREAM_PKT_ERROR", "CONTROL_PKT_ERROR"],
    ["AXI_MM_SLAVE_ERROR", "LOCK_ERROR", "DMA_TASK_TOKEN_STALL", "GROUP_BROADCAST"],
    sixteen!("BROADCAST_"),
    ["GROUP_USER_EVENT", "USER_EVENT_0", "USER_EVENT_1"],
];

const SHIM_EVENTS: [&str; 128] = events![128;
    ["NONE", "TRUE", "GROUP_0", "TIMER_SYNC", "TIMER_VALUE_REACHED", "PERF_CNT_0", "PERF_CNT_1"],
    ["COMBO_EVENT_0", "COMBO_EVENT_1", "COMBO_EVENT_2", "COMBO_EVENT_3"],
    ["EDGE_DETECTION_EVENT_0", "EDGE_DETECTION_EVENT_1", "GROUP_DMA_ACTIVITY"],
    dma_events!("0" "1"),
    ["GROUP_LOCK"],
    lock_events!("LOCK_" "LOCK_" "LOCK_" "LOCK_"; 0 1 2 3 4 5),
    ["GROUP_ERRORS", "AXI_MM_SLAVE_ERROR", "CONTROL_PKT_ERROR", "STREAM_SWITCH_PARITY_ERROR"],
    ["AXI_MM_DECODE_NSU_ERROR", "AXI_MM_SLAVE_NSU_ERROR", "AXI_MM_UNSUPPORTED_TRAFFIC"],
    ["AXI_MM_UNSECURE_ACCESS_IN_SECURE_MODE", "AXI_MM_BYTE_STROBE_ERROR", "DMA_S2MM_ERROR"],
    ["DMA_MM2S_ERROR", "LOCK_ERROR", "DMA_TASK_TOKEN_STALL", "GROUP_STREAM_SWITCH"],
    port_events!(0 1 2 3 4 5 6 7),
    ["GROUP_BROADCAST_A"],
    sixteen!("BROADCAST_A_"),
    ["USER_EVENT_0", "USER_EVENT_1"],
];

/// One trace or event register of a module, named as mlir-aie's register
/// database names it. A `#` in the name stands for the index of a register
/// array of `count` registers `stride` bytes apart (`Event_Broadcast#`).
#[derive(Debug)]
pub struct TraceReg {
    /// The register's name (`#` for an array's index).
    pub name: &'static str,
    /// The module it belongs to.
    pub module: EventModule,
    /// Tile-local address (of index 0 for an array).
    pub offset: u32,
    /// Registers in the array (1 for a single register).
    pub count: u32,
    /// Bytes between the array's registers (0 for a single register).
    pub stride: u32,
    /// Its fields.
    pub layout: &'static Layout,
}

const fn r(
    name: &'static str,
    module: EventModule,
    offset: u32,
    layout: &'static Layout,
) -> TraceReg {
    TraceReg {
        name,
        module,
        offset,
        count: 1,
        stride: 0,
        layout,
    }
}

const fn array(
    name: &'static str,
    module: EventModule,
    offset: u32,
    layout: &'static Layout,
) -> TraceReg {
    TraceReg {
        count: 16,
        stride: 4,
        ..r(name, module, offset, layout)
    }
}

/// `count` consecutive words, one counter each.
const fn counters(name: &'static str, module: EventModule, offset: u32, count: u32) -> TraceReg {
    TraceReg {
        count,
        stride: 4,
        ..r(name, module, offset, &WORD)
    }
}

use EventModule::{Core, MemTile, Memory, Shim};

/// Every trace and event register a trace configuration writes.
pub static TRACE_REGS: &[TraceReg] = &[
    r("Trace_Control0", Core, 0x340D0, &CONTROL0_CORE),
    r("Trace_Control0", Memory, 0x140D0, &CONTROL0),
    r("Trace_Control0", MemTile, 0x940D0, &CONTROL0_MEM_TILE),
    r("Trace_Control0", Shim, 0x340D0, &CONTROL0),
    r("Trace_Control1", Core, 0x340D4, &CONTROL1),
    r("Trace_Control1", Memory, 0x140D4, &CONTROL1),
    r("Trace_Control1", MemTile, 0x940D4, &CONTROL1),
    r("Trace_Control1", Shim, 0x340D4, &CONTROL1),
    r("Trace_Event0", Core, 0x340E0, &EVENT_SLOTS_0),
    r("Trace_Event0", Memory, 0x140E0, &EVENT_SLOTS_0),
    r("Trace_Event0", MemTile, 0x940E0, &EVENT_SLOTS_0_MEM_TILE),
    r("Trace_Event0", Shim, 0x340E0, &EVENT_SLOTS_0),
    r("Trace_Event1", Core, 0x340E4, &EVENT_SLOTS_1),
    r("Trace_Event1", Memory, 0x140E4, &EVENT_SLOTS_1),
    r("Trace_Event1", MemTile, 0x940E4, &EVENT_SLOTS_1_MEM_TILE),
    r("Trace_Event1", Shim, 0x340E4, &EVENT_SLOTS_1),
    r("Timer_Control", Core, 0x34000, &TIMER_CONTROL),
    r("Timer_Control", Memory, 0x14000, &TIMER_CONTROL),
    r("Timer_Control", MemTile, 0x94000, &TIMER_CONTROL_MEM_TILE),
    r("Timer_Control", Shim, 0x34000, &TIMER_CONTROL),
    r("Event_Generate", Core, 0x34008, &EVENT),
    r("Event_Generate", Memory, 0x14008, &EVENT),
    r("Event_Generate", MemTile, 0x94008, &EVENT_MEM_TILE),
    r("Event_Generate", Shim, 0x34008, &EVENT),
    r("Combo_event_inputs", Core, 0x34400, &COMBO_INPUTS),
    r("Combo_event_inputs", Memory, 0x14400, &COMBO_INPUTS),
    r(
        "Combo_event_inputs",
        MemTile,
        0x94400,
        &COMBO_INPUTS_MEM_TILE,
    ),
    r("Combo_event_inputs", Shim, 0x34400, &COMBO_INPUTS),
    r("Combo_event_control", Core, 0x34404, &COMBO_CONTROL),
    r("Combo_event_control", Memory, 0x14404, &COMBO_CONTROL),
    r("Combo_event_control", MemTile, 0x94404, &COMBO_CONTROL),
    r("Combo_event_control", Shim, 0x34404, &COMBO_CONTROL),
    r("Edge_Detection_event_control", Core, 0x34408, &EDGE_CONTROL),
    r(
        "Edge_Detection_event_control",
        Memory,
        0x14408,
        &EDGE_CONTROL,
    ),
    r(
        "Edge_Detection_event_control",
        MemTile,
        0x94408,
        &EDGE_CONTROL_MEM_TILE,
    ),
    r("Edge_Detection_event_control", Shim, 0x34408, &EDGE_CONTROL),
    // Performance counters (AM025): the events that start, stop and reset
    // each counter, the counters and the values their events fire at.
    r("Performance_Control0", Core, 0x31500, &PERF_START_STOP_01),
    r("Performance_Control1", Core, 0x31504, &PERF_START_STOP_23),
    r("Performance_Control2", Core, 0x31508, &PERF_RESET_0123),
    counters("Performance_Counter#", Core, 0x31520, 4),
    counters("Performance_Counter#_Event_Value", Core, 0x31580, 4),
    r("Performance_Control0", Memory, 0x11000, &PERF_START_STOP_01),
    r("Performance_Control1", Memory, 0x11008, &PERF_RESET_01),
    counters("Performance_Counter#", Memory, 0x11020, 2),
    counters("Performance_Counter#_Event_Value", Memory, 0x11080, 2),
    r(
        "Performance_Control0",
        MemTile,
        0x91000,
        &PERF_START_STOP_01_MEM_TILE,
    ),
    r(
        "Performance_Control1",
        MemTile,
        0x91004,
        &PERF_START_STOP_23_MEM_TILE,
    ),
    r(
        "Performance_Control2",
        MemTile,
        0x91008,
        &PERF_RESET_0123_MEM_TILE,
    ),
    counters("Performance_Counter#", MemTile, 0x91020, 4),
    counters("Performance_Counter#_Event_Value", MemTile, 0x91080, 4),
    r("Performance_Ctrl0", Shim, 0x31000, &PERF_START_STOP_01),
    r("Performance_Ctrl1", Shim, 0x31008, &PERF_RESET_01),
    counters("Performance_Counter#", Shim, 0x31020, 2),
    counters("Performance_Counter#_Event_Value", Shim, 0x31080, 2),
    array("Event_Broadcast#", Core, 0x34010, &EVENT),
    array("Event_Broadcast#", Memory, 0x14010, &EVENT),
    array("Event_Broadcast#", MemTile, 0x94010, &EVENT_MEM_TILE),
    array("Event_Broadcast#_A", Shim, 0x34010, &EVENT),
    r(
        "DMA_Event_Channel_Selection",
        MemTile,
        0xA06A0,
        &CHANNEL_SELECTION,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_0",
        Core,
        0x3FF00,
        &PORT_SELECTION_0,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_0",
        MemTile,
        0xB0F00,
        &PORT_SELECTION_0,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_0",
        Shim,
        0x3FF00,
        &PORT_SELECTION_0,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_1",
        Core,
        0x3FF04,
        &PORT_SELECTION_1,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_1",
        MemTile,
        0xB0F04,
        &PORT_SELECTION_1,
    ),
    r(
        "Stream_Switch_Event_Port_Selection_1",
        Shim,
        0x3FF04,
        &PORT_SELECTION_1,
    ),
];

/// DMA_Event_Channel_Selection (mem tile): the channel each of the
/// `DMA_S2MM_SEL0/1_*` and `DMA_MM2S_SEL0/1_*` events follows.
static CHANNEL_SELECTION: Layout = reg(&[
    f("S2MM_Sel0_Channel", 0, 0, 3),
    f("S2MM_Sel1_Channel", 0, 8, 3),
    f("MM2S_Sel0_Channel", 0, 16, 3),
    f("MM2S_Sel1_Channel", 0, 24, 3),
]);

/// Trace_Control0: the trace mode (core module only: 0 event-time, 1
/// event-PC, 2 execution) and the events that start and stop tracing.
static CONTROL0_CORE: Layout = reg(&[
    f("Mode", 0, 0, 2),
    f("Trace_Start_Event", 0, 16, 7),
    f("Trace_Stop_Event", 0, 24, 7),
]);
static CONTROL0: Layout = reg(&[
    f("Trace_Start_Event", 0, 16, 7),
    f("Trace_Stop_Event", 0, 24, 7),
]);
/// Mem tiles number 161 events: event fields are 8 bits wide.
static CONTROL0_MEM_TILE: Layout = reg(&[
    f("Trace_Start_Event", 0, 16, 8),
    f("Trace_Stop_Event", 0, 24, 8),
]);
/// Trace_Control1: the packet id and packet type of the trace packets.
static CONTROL1: Layout = reg(&[f("ID", 0, 0, 5), f("Packet_Type", 0, 12, 3)]);
/// Trace_Event0 / Trace_Event1: the events of trace slots 0–3 / 4–7, a byte each.
static EVENT_SLOTS_0: Layout = reg(&[
    f("Trace_Event0", 0, 0, 7),
    f("Trace_Event1", 0, 8, 7),
    f("Trace_Event2", 0, 16, 7),
    f("Trace_Event3", 0, 24, 7),
]);
static EVENT_SLOTS_1: Layout = reg(&[
    f("Trace_Event4", 0, 0, 7),
    f("Trace_Event5", 0, 8, 7),
    f("Trace_Event6", 0, 16, 7),
    f("Trace_Event7", 0, 24, 7),
]);
static EVENT_SLOTS_0_MEM_TILE: Layout = reg(&[
    f("Trace_Event0", 0, 0, 8),
    f("Trace_Event1", 0, 8, 8),
    f("Trace_Event2", 0, 16, 8),
    f("Trace_Event3", 0, 24, 8),
]);
static EVENT_SLOTS_1_MEM_TILE: Layout = reg(&[
    f("Trace_Event4", 0, 0, 8),
    f("Trace_Event5", 0, 8, 8),
    f("Trace_Event6", 0, 16, 8),
    f("Trace_Event7", 0, 24, 8),
]);
/// Timer_Control: the event that resets the module's timer.
static TIMER_CONTROL: Layout = reg(&[f("Reset_Event", 0, 8, 7)]);
static TIMER_CONTROL_MEM_TILE: Layout = reg(&[f("Reset_Event", 0, 8, 8)]);
/// Performance_Control0 / 1: the events that start and stop counters 0
/// and 1 (2 and 3), a byte each; Performance_Control2 (a memory module's
/// Control1, a shim's Ctrl1): the events that reset each counter.
static PERF_START_STOP_01: Layout = reg(&[
    f("Cnt0_Start_Event", 0, 0, 7),
    f("Cnt0_Stop_Event", 0, 8, 7),
    f("Cnt1_Start_Event", 0, 16, 7),
    f("Cnt1_Stop_Event", 0, 24, 7),
]);
static PERF_START_STOP_23: Layout = reg(&[
    f("Cnt2_Start_Event", 0, 0, 7),
    f("Cnt2_Stop_Event", 0, 8, 7),
    f("Cnt3_Start_Event", 0, 16, 7),
    f("Cnt3_Stop_Event", 0, 24, 7),
]);
static PERF_RESET_01: Layout = reg(&[
    f("Cnt0_Reset_Event", 0, 0, 7),
    f("Cnt1_Reset_Event", 0, 8, 7),
]);
static PERF_RESET_0123: Layout = reg(&[
    f("Cnt0_Reset_Event", 0, 0, 7),
    f("Cnt1_Reset_Event", 0, 8, 7),
    f("Cnt2_Reset_Event", 0, 16, 7),
    f("Cnt3_Reset_Event", 0, 24, 7),
]);
static PERF_START_STOP_01_MEM_TILE: Layout = reg(&[
    f("Cnt0_Start_Event", 0, 0, 8),
    f("Cnt0_Stop_Event", 0, 8, 8),
    f("Cnt1_Start_Event", 0, 16, 8),
    f("Cnt1_Stop_Event", 0, 24, 8),
]);
static PERF_START_STOP_23_MEM_TILE: Layout = reg(&[
    f("Cnt2_Start_Event", 0, 0, 8),
    f("Cnt2_Stop_Event", 0, 8, 8),
    f("Cnt3_Start_Event", 0, 16, 8),
    f("Cnt3_Stop_Event", 0, 24, 8),
]);
static PERF_RESET_0123_MEM_TILE: Layout = reg(&[
    f("Cnt0_Reset_Event", 0, 0, 8),
    f("Cnt1_Reset_Event", 0, 8, 8),
    f("Cnt2_Reset_Event", 0, 16, 8),
    f("Cnt3_Reset_Event", 0, 24, 8),
]);
/// A counter, or the value its event fires at: the whole word.
static WORD: Layout = reg(&[f("Value", 0, 0, 32)]);
/// Event_Generate and Event_Broadcast<n>: one event number.
static EVENT: Layout = reg(&[f("Event", 0, 0, 7)]);
static EVENT_MEM_TILE: Layout = reg(&[f("Event", 0, 0, 8)]);
/// Stream_Switch_Event_Port_Selection_0 / _1: the stream-switch port each
/// port-event slot (0–3 / 4–7) watches, a physical port number and whether it
/// is a master port, a byte per slot.
static PORT_SELECTION_0: Layout = reg(&[
    f("Port_0_ID", 0, 0, 5),
    f("Port_0_Master_Slave", 0, 5, 1),
    f("Port_1_ID", 0, 8, 5),
    f("Port_1_Master_Slave", 0, 13, 1),
    f("Port_2_ID", 0, 16, 5),
    f("Port_2_Master_Slave", 0, 21, 1),
    f("Port_3_ID", 0, 24, 5),
    f("Port_3_Master_Slave", 0, 29, 1),
]);
static PORT_SELECTION_1: Layout = reg(&[
    f("Port_4_ID", 0, 0, 5),
    f("Port_4_Master_Slave", 0, 5, 1),
    f("Port_5_ID", 0, 8, 5),
    f("Port_5_Master_Slave", 0, 13, 1),
    f("Port_6_ID", 0, 16, 5),
    f("Port_6_Master_Slave", 0, 21, 1),
    f("Port_7_ID", 0, 24, 5),
    f("Port_7_Master_Slave", 0, 29, 1),
]);

/// Combo_event_inputs: the events combo 0 (A, B) and combo 1 (C, D) combine.
static COMBO_INPUTS: Layout = reg(&[
    f("eventA", 0, 0, 7),
    f("eventB", 0, 8, 7),
    f("eventC", 0, 16, 7),
    f("eventD", 0, 24, 7),
]);
static COMBO_INPUTS_MEM_TILE: Layout = reg(&[
    f("eventA", 0, 0, 8),
    f("eventB", 0, 8, 8),
    f("eventC", 0, 16, 8),
    f("eventD", 0, 24, 8),
]);
/// Combo_event_control: each combo's logic function (0 `A and B`, 1 `A and
/// not B`, 2 `A or B`, 3 `A or not B`; combo 2 combines combos 0 and 1).
static COMBO_CONTROL: Layout = reg(&[
    f("combo0", 0, 0, 2),
    f("combo1", 0, 8, 2),
    f("combo2", 0, 16, 2),
]);
/// Edge_Detection_event_control: the event each of the two edge detectors
/// watches and the edges (rising, falling) that raise its event.
static EDGE_CONTROL: Layout = reg(&[
    f("Edge_Detection_Event_0", 0, 0, 7),
    f("Edge_Detection_0_Trigger_Rising", 0, 9, 1),
    f("Edge_Detection_0_Trigger_Falling", 0, 10, 1),
    f("Edge_Detection_Event_1", 0, 16, 7),
    f("Edge_Detection_1_Trigger_Rising", 0, 25, 1),
    f("Edge_Detection_1_Trigger_Falling", 0, 26, 1),
]);
static EDGE_CONTROL_MEM_TILE: Layout = reg(&[
    f("Edge_Detection_Event_0", 0, 0, 8),
    f("Edge_Detection_0_Trigger_Rising", 0, 9, 1),
    f("Edge_Detection_0_Trigger_Falling", 0, 10, 1),
    f("Edge_Detection_Event_1", 0, 16, 8),
    f("Edge_Detection_1_Trigger_Rising", 0, 25, 1),
    f("Edge_Detection_1_Trigger_Falling", 0, 26, 1),
]);

/// The register `name` of `module`: its tile-local address and layout
/// (`Event_Broadcast3` is index 3 of the `Event_Broadcast#` array).
pub fn trace_reg(module: EventModule, name: &str) -> Option<(u32, &'static Layout)> {
    TRACE_REGS
        .iter()
        .filter(|t| t.module == module)
        .find_map(|t| Some((t.offset + t.stride * index_in(t, name)?, t.layout)))
}

/// The index `name` gives in register (array) `t`.
fn index_in(t: &TraceReg, name: &str) -> Option<u32> {
    let Some((head, tail)) = t.name.split_once('#') else {
        return (t.name == name).then_some(0);
    };
    let digits = name.strip_prefix(head)?.strip_suffix(tail)?;
    let n: u32 = digits.parse().ok().filter(|_| !digits.starts_with('+'))?;
    (n < t.count && n.to_string() == digits).then_some(n)
}

/// The names of `module`'s registers, for diagnostics.
pub fn trace_reg_names(module: EventModule) -> Vec<&'static str> {
    TRACE_REGS
        .iter()
        .filter(|t| t.module == module)
        .map(|t| t.name)
        .collect()
}

/// The controller id mlir-aie gives a shim tile (the packet id its
/// task-complete tokens carry on the Tile_Control → South 0 route).
pub const SHIM_CONTROLLER_ID: u32 = 15;

#[cfg(test)]
mod tests {
    use super::*;

    /// Numbers of mlir-aie's AIE2 event database (trace_events_enum.py).
    #[test]
    fn event_numbers() {
        assert_eq!(Core.event("INSTR_EVENT_0"), Some(33));
        assert_eq!(Core.event("LOCK_STALL"), Some(26));
        assert_eq!(Core.event("PORT_RUNNING_1"), Some(79));
        assert_eq!(Core.broadcast_event(15), Some(122));
        assert_eq!(Core.event("USER_EVENT_3"), Some(127));
        assert_eq!(Memory.event("DMA_S2MM_0_START_TASK"), Some(19));
        assert_eq!(Memory.event("DMA_MM2S_1_MEMORY_STARVATION"), Some(42));
        assert_eq!(Memory.event("LOCK_SEL7_EQUAL_TO_VALUE"), Some(75));
        assert_eq!(Memory.event("DMA_TASK_TOKEN_STALL"), Some(102));
        assert_eq!(Memory.broadcast_event(14), Some(121));
        assert_eq!(MemTile.event("PORT_RUNNING_0"), Some(80));
        assert_eq!(MemTile.event("CONFLICT_DM_BANK_15"), Some(127));
        assert_eq!(MemTile.broadcast_event(15), Some(157));
        assert_eq!(MemTile.event("USER_EVENT_1"), Some(160));
        assert_eq!(Shim.event("DMA_S2MM_1_STREAM_STARVATION"), Some(31));
        assert_eq!(Shim.event("LOCK_5_EQUAL_TO_VALUE"), Some(62));
        assert_eq!(Shim.broadcast_event(15), Some(125));
        assert_eq!(Shim.event("USER_EVENT_1"), Some(127));
        assert_eq!(Shim.event("BROADCAST_15"), None);
        assert_eq!(Core.event(""), None);
    }

    /// Numbers of aie-rt's `xaie_events_aie.h`, at the ends and the seams
    /// of the AIE1 tables' runs.
    #[test]
    fn aie1_event_numbers() {
        let number = |m, name| aie1_events(m).iter().position(|e| *e == name);
        assert_eq!(number(Core, "PERF_CNT_0"), Some(5));
        assert_eq!(number(Core, "GROUP_PC_EVENT"), Some(15));
        assert_eq!(number(Core, "SRS_SATURATE"), Some(48));
        assert_eq!(number(Core, "INSTR_EVENT_3"), Some(69));
        assert_eq!(number(Core, "GROUP_STREAM_SWITCH"), Some(73));
        assert_eq!(number(Core, "BROADCAST_15"), Some(122));
        assert_eq!(number(Core, "EDGE_DETECTION_EVENT_0"), None);
        assert_eq!(number(Memory, "WATCHPOINT_0"), Some(16));
        assert_eq!(number(Memory, "DMA_S2MM_0_FINISHED_BD"), Some(25));
        assert_eq!(number(Memory, "DMA_MM2S_1ORY_CONFLICT"), Some(40));
        assert_eq!(number(Memory, "LOCK_15_REL"), Some(75));
        assert_eq!(number(Memory, "DMA_MM2S_1_ERROR"), Some(100));
        assert_eq!(number(Memory, "GROUP_BROADCAST"), Some(106));
        assert_eq!(number(Shim, "DMA_S2MM_0_FINISHED_BD"), Some(16));
        assert_eq!(number(Shim, "LOCK_15_RELEASED"), Some(60));
        assert_eq!(number(Shim, "DMA_MM2S_1_ERROR"), Some(72));
        assert_eq!(number(Shim, "PORT_TLAST_7"), Some(105));
        assert_eq!(number(Shim, "BROADCAST_0"), Some(107));
        assert_eq!(number(Shim, "BROADCAST_A_15"), Some(122));
        assert_eq!(number(Shim, "USER_EVENT_0"), Some(124));
        assert!(aie1_events(MemTile).is_empty());
    }

    #[test]
    fn event_names_are_unique_per_module() {
        for (m, events) in EVENTS.iter().chain(&EVENTS_AIE1) {
            let mut named: Vec<_> = events.iter().filter(|e| !e.is_empty()).collect();
            let n = named.len();
            named.sort();
            named.dedup();
            assert_eq!(named.len(), n, "{m:?}");
        }
    }

    #[test]
    fn registers() {
        assert_eq!(
            trace_reg(Core, "Trace_Control0").map(|r| r.0),
            Some(0x340D0)
        );
        assert_eq!(
            trace_reg(Memory, "Trace_Event1").map(|r| r.0),
            Some(0x140E4)
        );
        assert_eq!(
            trace_reg(MemTile, "Stream_Switch_Event_Port_Selection_1").map(|r| r.0),
            Some(0xB0F04)
        );
        assert_eq!(
            trace_reg(Core, "Event_Broadcast15").map(|r| r.0),
            Some(0x3404C)
        );
        assert_eq!(
            trace_reg(Shim, "Event_Broadcast15_A").map(|r| r.0),
            Some(0x3404C)
        );
        assert_eq!(trace_reg(Shim, "Event_Broadcast15"), None);
        assert_eq!(trace_reg(Core, "Event_Broadcast16"), None);
        assert_eq!(trace_reg(Core, "Event_Broadcast01"), None);
        assert_eq!(
            trace_reg(Memory, "Stream_Switch_Event_Port_Selection_0"),
            None
        );
        // Python's trace utilities: start event 122 and stop event 121 in
        // Trace_Control0 of a core, packet type 0 and id 1.
        let (_, c0) = trace_reg(Core, "Trace_Control0").unwrap();
        let w = c0
            .word(&[("Trace_Start_Event", 122), ("Trace_Stop_Event", 121)])
            .unwrap();
        assert_eq!(w, 0x797A_0000);
        let (_, sel) = trace_reg(Core, "Stream_Switch_Event_Port_Selection_0").unwrap();
        assert_eq!(
            sel.word(&[("Port_1_ID", 1), ("Port_1_Master_Slave", 1)]),
            Ok(0x2100)
        );
        assert!(c0.word(&[("Trace_Start_Event", 128)]).is_err());
    }

    /// The event logic of mlir-aie's register database (AM025): combo
    /// inputs and control, edge detection, at 0x4400..0x4408 of each module.
    #[test]
    fn event_logic_registers() {
        assert_eq!(
            trace_reg(Core, "Combo_event_inputs").map(|r| r.0),
            Some(0x34400)
        );
        assert_eq!(
            trace_reg(Memory, "Combo_event_control").map(|r| r.0),
            Some(0x14404)
        );
        assert_eq!(
            trace_reg(MemTile, "Edge_Detection_event_control").map(|r| r.0),
            Some(0x94408)
        );
        assert_eq!(
            trace_reg(Shim, "Combo_event_inputs").map(|r| r.0),
            Some(0x34400)
        );
        let (_, inputs) = trace_reg(Core, "Combo_event_inputs").unwrap();
        // INSTR_EVENT_0 (33) AND_NOT INSTR_VECTOR (37) in combo 0.
        assert_eq!(inputs.word(&[("eventA", 33), ("eventB", 37)]), Ok(0x2521));
        let (_, edge) = trace_reg(Core, "Edge_Detection_event_control").unwrap();
        // LOCK_STALL (26) on both edges in detector 0, rising only in 1.
        let w = edge.word(&[
            ("Edge_Detection_Event_0", 26),
            ("Edge_Detection_0_Trigger_Rising", 1),
            ("Edge_Detection_0_Trigger_Falling", 1),
            ("Edge_Detection_Event_1", 26),
            ("Edge_Detection_1_Trigger_Rising", 1),
        ]);
        assert_eq!(w, Ok(0x021A_061A));
        let (_, control) = trace_reg(Core, "Combo_event_control").unwrap();
        assert_eq!(control.word(&[("combo0", 1), ("combo2", 3)]), Ok(0x3_0001));
        let (_, mt) = trace_reg(MemTile, "Combo_event_inputs").unwrap();
        assert!(mt.word(&[("eventA", 160)]).is_ok());
        assert!(inputs.word(&[("eventA", 128)]).is_err());
    }

    #[test]
    fn every_module_has_the_trace_unit() {
        for m in [Core, Memory, MemTile, Shim] {
            for name in [
                "Trace_Control0",
                "Trace_Control1",
                "Trace_Event0",
                "Trace_Event1",
                "Timer_Control",
            ] {
                assert!(trace_reg(m, name).is_some(), "{m:?} {name}");
            }
        }
    }
}
