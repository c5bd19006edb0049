//! The register map checked against an independent public source.
//!
//! Every register address and every field (word, low bit, width) of the map
//! in `aie_target::regs`, and the per-tile counts behind its address
//! formulas, are compared with AMD's aie-rt for AIE-ML (Xilinx/aie-rt at
//! commit `1ad203de0b7f282b1c0659fd2ae3f218652c7274`): the register header
//! `driver/src/global/xaiemlgbl_params.h` and the module tables and
//! constants of `xaiemlgbl_reginit.c`, `xaie_dma_aieml.c`,
//! `xaie_locks_aieml.c`, `xaie_ss.c` and `xaie_lite_hwcfg.h`. The facts used
//! are in `data/aie_ml_registers.txt`, one `NAME value` a line as in the
//! source.
//!
//! The check walks the project's own tables: `regs::layouts` of every tile
//! kind, and every BD, channel, lock and switch port the device model and
//! the port maps count. Each field needs a row in the mapping tables below,
//! naming the aie-rt field it must equal or, for a deliberate difference,
//! the relation that must hold and the reason. A field without a row, a row
//! without a field and a fact no check reads all fail, so the check cannot
//! pass vacuously. It compares 647 registers and 441 fields (249 layout
//! fields, 5 of them documented differences, and 192 lock status bits) and
//! 44 counts; the 4 fields of PL-shim lock registers, which aie-rt lacks,
//! are listed with the reason. `cargo test -p aie-target --test
//! register_map -- --nocapture` prints the numbers.

use aie_target::device::WireBundle::{
    self, Core as CORE, East as EAST, North as NORTH, South as SOUTH, TileControl as CTRL,
    Trace as TRACE, West as WEST, DMA, FIFO,
};
use aie_target::device::{device, Arch, Device, TileKind};
use aie_target::regs::{self, Dir, Field, Layout, SwitchReg};
use std::collections::{BTreeMap, BTreeSet};

const SOURCE: &str = "Xilinx/aie-rt at 1ad203de0b7f282b1c0659fd2ae3f218652c7274";
const FACTS: &str = include_str!("data/aie_ml_registers.txt");

const KINDS: [TileKind; 4] = [
    TileKind::Core,
    TileKind::MemTile,
    TileKind::ShimNoc,
    TileKind::ShimPl,
];

// aie-rt's register-name prefixes: the modules of `xaiemlgbl_params.h`.
const CORE_MODULE: &str = "XAIEMLGBL_CORE_MODULE_";
const MEMORY_MODULE: &str = "XAIEMLGBL_MEMORY_MODULE_";
const MEM_TILE_MODULE: &str = "XAIEMLGBL_MEM_TILE_MODULE_";
const NOC_MODULE: &str = "XAIEMLGBL_NOC_MODULE_";
const PL_MODULE: &str = "XAIEMLGBL_PL_MODULE_";

/// How aie-rt states a field of the map.
#[derive(Clone, Copy)]
enum Source {
    /// `{register}_{FIELD}_LSB` and `_WIDTH` of the mapped register.
    Bits(&'static str),
    /// The same in register `REGISTER` of the block (of the mapped
    /// register's module); the word is that register's offset from the
    /// mapped one.
    In(&'static str, &'static str),
    /// Code constants: the low bit and the mask in place.
    LsbMask(&'static str, &'static str),
    /// Code constants: a value goes in as `(value & MASK) << SHIFT`.
    ShiftMask(&'static str, &'static str),
    /// A flag set by adding the address offset `OFFSET`: one bit.
    OffsetBit(&'static str),
    /// An index added as `index * STRIDE` over `COUNT` indices.
    Index(&'static str, &'static str),
    /// A deliberate difference, and why.
    Differs(Difference, &'static str),
}

/// What holds between a field of the map and aie-rt's where they differ.
#[derive(Clone, Copy)]
enum Difference {
    /// The field is a whole byte address; aie-rt's field `FIELD` of
    /// register `REGISTER` is its bits from aie-rt's low bit up, which is
    /// the BD address unit (the low bits of an aligned address are 0).
    ByteAddress(&'static str, &'static str),
    /// The field is the low bits of aie-rt's field `FIELD` of the register.
    LowBitsOf(&'static str),
}

use Difference::*;
use Source::*;

type Rows = &'static [(&'static str, Source)];

/// A register of `regs::layouts`, where aie-rt has it.
struct RegisterMap {
    /// The register's name in `regs::layouts`.
    layout: &'static str,
    /// aie-rt's name of the register: module prefix and register.
    module: &'static str,
    register: &'static str,
    /// One row per field of the layout.
    fields: Rows,
}

/// Registers of `regs::layouts` aie-rt does not have, and why the map has them.
const UNMATCHED: &[(TileKind, &str, &str)] = &[
    (TileKind::ShimPl, "lock value", PL_SHIM_LOCKS),
    (TileKind::ShimPl, "lock request", PL_SHIM_LOCKS),
];
const PL_SHIM_LOCKS: &str = "aie-rt has no lock module on PL shims (xaiemlgbl_reginit.c: \
     ShimPL `.LockMod = NULL`, no PL-module lock registers); the device model gives PL shims \
     mlir-aie's 16 locks (AIE2TargetModel::getNumLocks) and the map the NOC shim's registers";

const CORE_BD_FIELDS: Rows = &[
    ("base_address", In("DMA_BD0_0", "BASE_ADDRESS")),
    ("buffer_length", In("DMA_BD0_0", "BUFFER_LENGTH")),
    ("enable_compression", In("DMA_BD0_1", "ENABLE_COMPRESSION")),
    ("enable_packet", In("DMA_BD0_1", "ENABLE_PACKET")),
    ("out_of_order_id", In("DMA_BD0_1", "OUT_OF_ORDER_BD_ID")),
    ("packet_id", In("DMA_BD0_1", "PACKET_ID")),
    ("packet_type", In("DMA_BD0_1", "PACKET_TYPE")),
    ("d1_stride", In("DMA_BD0_2", "D1_STEPSIZE")),
    ("d0_stride", In("DMA_BD0_2", "D0_STEPSIZE")),
    ("d1_size", In("DMA_BD0_3", "D1_WRAP")),
    ("d0_size", In("DMA_BD0_3", "D0_WRAP")),
    ("d2_stride", In("DMA_BD0_3", "D2_STEPSIZE")),
    ("iteration_current", In("DMA_BD0_4", "ITERATION_CURRENT")),
    ("iteration_size", In("DMA_BD0_4", "ITERATION_WRAP")),
    ("iteration_stride", In("DMA_BD0_4", "ITERATION_STEPSIZE")),
    ("tlast_suppress", In("DMA_BD0_5", "TLAST_SUPPRESS")),
    ("next_bd", In("DMA_BD0_5", "NEXT_BD")),
    ("use_next_bd", In("DMA_BD0_5", "USE_NEXT_BD")),
    ("valid_bd", In("DMA_BD0_5", "VALID_BD")),
    ("lock_rel_val", In("DMA_BD0_5", "LOCK_REL_VALUE")),
    ("lock_rel_id", In("DMA_BD0_5", "LOCK_REL_ID")),
    ("lock_acq_enable", In("DMA_BD0_5", "LOCK_ACQ_ENABLE")),
    ("lock_acq_val", In("DMA_BD0_5", "LOCK_ACQ_VALUE")),
    ("lock_acq_id", In("DMA_BD0_5", "LOCK_ACQ_ID")),
];

const MEM_BD_FIELDS: Rows = &[
    ("enable_packet", In("DMA_BD0_0", "ENABLE_PACKET")),
    ("packet_type", In("DMA_BD0_0", "PACKET_TYPE")),
    ("packet_id", In("DMA_BD0_0", "PACKET_ID")),
    ("out_of_order_id", In("DMA_BD0_0", "OUT_OF_ORDER_BD_ID")),
    ("buffer_length", In("DMA_BD0_0", "BUFFER_LENGTH")),
    ("d0_zero_before", In("DMA_BD0_1", "D0_ZERO_BEFORE")),
    ("next_bd", In("DMA_BD0_1", "NEXT_BD")),
    ("use_next_bd", In("DMA_BD0_1", "USE_NEXT_BD")),
    ("buffer_offset", In("DMA_BD0_1", "BASE_ADDRESS")),
    ("tlast_suppress", In("DMA_BD0_2", "TLAST_SUPPRESS")),
    ("d0_size", In("DMA_BD0_2", "D0_WRAP")),
    ("d0_stride", In("DMA_BD0_2", "D0_STEPSIZE")),
    ("d1_zero_before", In("DMA_BD0_3", "D1_ZERO_BEFORE")),
    ("d1_size", In("DMA_BD0_3", "D1_WRAP")),
    ("d1_stride", In("DMA_BD0_3", "D1_STEPSIZE")),
    ("enable_compression", In("DMA_BD0_4", "ENABLE_COMPRESSION")),
    ("d2_zero_before", In("DMA_BD0_4", "D2_ZERO_BEFORE")),
    ("d2_size", In("DMA_BD0_4", "D2_WRAP")),
    ("d2_stride", In("DMA_BD0_4", "D2_STEPSIZE")),
    ("d2_zero_after", In("DMA_BD0_5", "D2_ZERO_AFTER")),
    ("d1_zero_after", In("DMA_BD0_5", "D1_ZERO_AFTER")),
    ("d0_zero_after", In("DMA_BD0_5", "D0_ZERO_AFTER")),
    ("d3_stride", In("DMA_BD0_5", "D3_STEPSIZE")),
    ("iteration_current", In("DMA_BD0_6", "ITERATION_CURRENT")),
    ("iteration_size", In("DMA_BD0_6", "ITERATION_WRAP")),
    ("iteration_stride", In("DMA_BD0_6", "ITERATION_STEPSIZE")),
    ("valid_bd", In("DMA_BD0_7", "VALID_BD")),
    ("lock_rel_val", In("DMA_BD0_7", "LOCK_REL_VALUE")),
    ("lock_rel_id", In("DMA_BD0_7", "LOCK_REL_ID")),
    ("lock_acq_enable", In("DMA_BD0_7", "LOCK_ACQ_ENABLE")),
    ("lock_acq_val", In("DMA_BD0_7", "LOCK_ACQ_VALUE")),
    ("lock_acq_id", In("DMA_BD0_7", "LOCK_ACQ_ID")),
];

const SHIM_BD_FIELDS: Rows = &[
    ("buffer_length", In("DMA_BD0_0", "BUFFER_LENGTH")),
    (
        "buffer_offset",
        Differs(
            ByteAddress("DMA_BD0_1", "BASE_ADDRESS_LOW"),
            "the map's field is the byte address's low 32 bits, as mlir-aie writes the word \
             and APPLY_OFFSET_57 patches it (decisions.md); aie-rt's Base_Address_Low is its \
             bits 31:2, bits 1:0 are reserved (aie2-registers.md §4.4)",
        ),
    ),
    ("enable_packet", In("DMA_BD0_2", "ENABLE_PACKET")),
    ("out_of_order_id", In("DMA_BD0_2", "OUT_OF_ORDER_BD_ID")),
    ("packet_id", In("DMA_BD0_2", "PACKET_ID")),
    ("packet_type", In("DMA_BD0_2", "PACKET_TYPE")),
    ("base_address_high", In("DMA_BD0_2", "BASE_ADDRESS_HIGH")),
    ("secure_access", In("DMA_BD0_3", "SECURE_ACCESS")),
    ("d0_size", In("DMA_BD0_3", "D0_WRAP")),
    ("d0_stride", In("DMA_BD0_3", "D0_STEPSIZE")),
    ("burst_length", In("DMA_BD0_4", "BURST_LENGTH")),
    ("d1_size", In("DMA_BD0_4", "D1_WRAP")),
    ("d1_stride", In("DMA_BD0_4", "D1_STEPSIZE")),
    ("smid", In("DMA_BD0_5", "SMID")),
    ("axcache", In("DMA_BD0_5", "AXCACHE")),
    ("ax_qos", In("DMA_BD0_5", "AXQOS")),
    ("d2_stride", In("DMA_BD0_5", "D2_STEPSIZE")),
    ("iteration_current", In("DMA_BD0_6", "ITERATION_CURRENT")),
    ("iteration_size", In("DMA_BD0_6", "ITERATION_WRAP")),
    ("iteration_stride", In("DMA_BD0_6", "ITERATION_STEPSIZE")),
    ("tlast_suppress", In("DMA_BD0_7", "TLAST_SUPPRESS")),
    ("next_bd", In("DMA_BD0_7", "NEXT_BD")),
    ("use_next_bd", In("DMA_BD0_7", "USE_NEXT_BD")),
    ("valid_bd", In("DMA_BD0_7", "VALID_BD")),
    ("lock_rel_val", In("DMA_BD0_7", "LOCK_REL_VALUE")),
    ("lock_rel_id", In("DMA_BD0_7", "LOCK_REL_ID")),
    ("lock_acq_enable", In("DMA_BD0_7", "LOCK_ACQ_ENABLE")),
    ("lock_acq_val", In("DMA_BD0_7", "LOCK_ACQ_VALUE")),
    ("lock_acq_id", In("DMA_BD0_7", "LOCK_ACQ_ID")),
];

const S2MM_CTRL_FIELDS: Rows = &[
    ("fot_mode", Bits("FOT_MODE")),
    ("controller_id", Bits("CONTROLLER_ID")),
    ("decompression_enable", Bits("DECOMPRESSION_ENABLE")),
    ("enable_out_of_order", Bits("ENABLE_OUT_OF_ORDER")),
    ("reset", Bits("RESET")),
];
const MM2S_CTRL_FIELDS: Rows = &[
    ("controller_id", Bits("CONTROLLER_ID")),
    ("compression_enable", Bits("COMPRESSION_ENABLE")),
    ("reset", Bits("RESET")),
];
const SHIM_S2MM_CTRL_FIELDS: Rows = &[
    ("fot_mode", Bits("FOT_MODE")),
    ("controller_id", Bits("CONTROLLER_ID")),
    ("enable_out_of_order", Bits("ENABLE_OUT_OF_ORDER")),
    ("pause_stream", Bits("PAUSE_STREAM")),
    ("pause_mem", Bits("PAUSE_MEM")),
];
const SHIM_MM2S_CTRL_FIELDS: Rows = &[
    ("controller_id", Bits("CONTROLLER_ID")),
    ("pause_stream", Bits("PAUSE_STREAM")),
    ("pause_mem", Bits("PAUSE_MEM")),
];
const QUEUE_FIELDS: Rows = &[
    ("issue_token", Bits("ENABLE_TOKEN_ISSUE")),
    ("repeat_count", Bits("REPEAT_COUNT")),
    ("bd_id", Bits("START_BD_ID")),
];

const LOCK_VALUE_FIELDS: Rows = &[("value", Bits("LOCK_VALUE"))];
/// The request window (xaie_locks_aieml.c: `BaseAddr + LockId * LockIdOff
/// [+ RelAcqOff to acquire] + ((LockVal & 0x7F) << 2)`).
const CORE_LOCK_REQUEST_FIELDS: Rows = &[
    (
        "id",
        Index("AieMlTileLockMod.LockIdOff", "AieMlTileLockMod.NumLocks"),
    ),
    ("acquire", OffsetBit("AieMlTileLockMod.RelAcqOff")),
    (
        "value",
        ShiftMask("XAIEML_LOCK_VALUE_SHIFT", "XAIEML_LOCK_VALUE_MASK"),
    ),
];
const MEM_LOCK_REQUEST_FIELDS: Rows = &[
    (
        "id",
        Index(
            "AieMlMemTileLockMod.LockIdOff",
            "AieMlMemTileLockMod.NumLocks",
        ),
    ),
    ("acquire", OffsetBit("AieMlMemTileLockMod.RelAcqOff")),
    (
        "value",
        ShiftMask("XAIEML_LOCK_VALUE_SHIFT", "XAIEML_LOCK_VALUE_MASK"),
    ),
];
const SHIM_LOCK_REQUEST_FIELDS: Rows = &[
    (
        "id",
        Index(
            "AieMlShimNocLockMod.LockIdOff",
            "AieMlShimNocLockMod.NumLocks",
        ),
    ),
    ("acquire", OffsetBit("AieMlShimNocLockMod.RelAcqOff")),
    (
        "value",
        ShiftMask("XAIEML_LOCK_VALUE_SHIFT", "XAIEML_LOCK_VALUE_MASK"),
    ),
];

const MASTER_CIRCUIT_FIELDS: Rows = &[
    ("master_enable", Bits("MASTER_ENABLE")),
    ("packet_enable", Bits("PACKET_ENABLE")),
    (
        "slave_port",
        Differs(
            LowBitsOf("CONFIGURATION"),
            "aie-rt writes the slave port id into the 7-bit Configuration field; ids go up \
             to MaxSlavePhyPortId (24, checked below to fit), so the map reads bits 4:0 \
             (aie2-registers.md §2.2)",
        ),
    ),
];
/// Packet mode: aie-rt's Configuration field holds the msel-enable mask and
/// the arbiter (xaie_ss.c).
const MASTER_PACKET_FIELDS: Rows = &[
    ("master_enable", Bits("MASTER_ENABLE")),
    ("packet_enable", Bits("PACKET_ENABLE")),
    ("drop_header", Bits("DROP_HEADER")),
    (
        "msel_mask",
        LsbMask(
            "XAIE_SS_MASTER_PORT_MSELEN_LSB",
            "XAIE_SS_MASTER_PORT_MSELEN_MASK",
        ),
    ),
    (
        "arbiter",
        LsbMask(
            "XAIE_SS_MASTER_PORT_ARBITOR_LSB",
            "XAIE_SS_MASTER_PORT_ARBITOR_MASK",
        ),
    ),
];
const SLAVE_CONFIG_FIELDS: Rows = &[
    ("slave_enable", Bits("SLAVE_ENABLE")),
    ("packet_enable", Bits("PACKET_ENABLE")),
];
const SLAVE_SLOT_FIELDS: Rows = &[
    ("id", Bits("ID")),
    ("mask", Bits("MASK")),
    ("enable", Bits("ENABLE")),
    ("msel", Bits("MSEL")),
    ("arbiter", Bits("ARBIT")),
];

const TILE_CONTROL_FIELDS: Rows = &[
    ("isolate_south", Bits("ISOLATE_FROM_SOUTH")),
    ("isolate_west", Bits("ISOLATE_FROM_WEST")),
    ("isolate_north", Bits("ISOLATE_FROM_NORTH")),
    ("isolate_east", Bits("ISOLATE_FROM_EAST")),
];
const CORE_CONTROL_FIELDS: Rows = &[("enable", Bits("ENABLE")), ("reset", Bits("RESET"))];
const CORE_STATUS_FIELDS: Rows = &[
    ("enable", Bits("ENABLE")),
    ("reset", Bits("RESET")),
    ("memory_stall_s", Bits("MEMORY_STALL_S")),
    ("memory_stall_w", Bits("MEMORY_STALL_W")),
    ("memory_stall_n", Bits("MEMORY_STALL_N")),
    ("memory_stall_e", Bits("MEMORY_STALL_E")),
    ("lock_stall_s", Bits("LOCK_STALL_S")),
    ("lock_stall_w", Bits("LOCK_STALL_W")),
    ("lock_stall_n", Bits("LOCK_STALL_N")),
    ("lock_stall_e", Bits("LOCK_STALL_E")),
    ("stream_stall_ss0", Bits("STREAM_STALL_SS0")),
    ("stream_stall_ms0", Bits("STREAM_STALL_MS0")),
    ("cascade_stall_scd", Bits("CASCADE_STALL_SCD")),
    ("cascade_stall_mcd", Bits("CASCADE_STALL_MCD")),
    ("debug_halt", Bits("DEBUG_HALT")),
    ("ecc_error_stall", Bits("ECC_ERROR_STALL")),
    ("ecc_scrubbing_stall", Bits("ECC_SCRUBBING_STALL")),
    ("error_halt", Bits("ERROR_HALT")),
    ("core_done", Bits("CORE_DONE")),
    ("core_processor_bus_stall", Bits("CORE_PROCESSOR_BUS_STALL")),
];
const CORE_PROCESSOR_BUS_FIELDS: Rows = &[
    ("enable", Bits("ENABLE")),
    ("slverr_on_access", Bits("SLVERR_ON_ACCESS")),
];
const ACCUMULATOR_CONTROL_FIELDS: Rows = &[("input", Bits("INPUT")), ("output", Bits("OUTPUT"))];
const SHIM_MUX_FIELDS: Rows = &[
    ("south2", Bits("SOUTH2")),
    ("south3", Bits("SOUTH3")),
    ("south6", Bits("SOUTH6")),
    ("south7", Bits("SOUTH7")),
];
const SHIM_DEMUX_FIELDS: Rows = &[
    ("south2", Bits("SOUTH2")),
    ("south3", Bits("SOUTH3")),
    ("south4", Bits("SOUTH4")),
    ("south5", Bits("SOUTH5")),
];

const MASTER_CIRCUIT: &str = "stream switch master (circuit)";
const MASTER_PACKET: &str = "stream switch master (packet)";
const SLAVE: &str = "stream switch slave";
const SLAVE_SLOT: &str = "stream switch slave slot";

/// aie-rt's register for every register of `regs::layouts`: by tile kinds
/// and aie-rt module, `(register in regs::layouts, aie-rt's register, rows)`.
type Registers = &'static [(&'static str, &'static str, Rows)];
const REGISTERS: &[(&[TileKind], &str, Registers)] = &[
    (
        &[TileKind::Core],
        MEMORY_MODULE,
        &[
            ("buffer descriptor", "DMA_BD0_0", CORE_BD_FIELDS),
            ("S2MM channel control", "DMA_S2MM_0_CTRL", S2MM_CTRL_FIELDS),
            ("MM2S channel control", "DMA_MM2S_0_CTRL", MM2S_CTRL_FIELDS),
            ("S2MM start queue", "DMA_S2MM_0_START_QUEUE", QUEUE_FIELDS),
            ("MM2S start queue", "DMA_MM2S_0_START_QUEUE", QUEUE_FIELDS),
            ("lock value", "LOCK0_VALUE", LOCK_VALUE_FIELDS),
            ("lock request", "LOCK_REQUEST", CORE_LOCK_REQUEST_FIELDS),
        ],
    ),
    (
        &[TileKind::Core],
        CORE_MODULE,
        &[
            (
                MASTER_CIRCUIT,
                "STREAM_SWITCH_MASTER_CONFIG_AIE_CORE0",
                MASTER_CIRCUIT_FIELDS,
            ),
            (
                MASTER_PACKET,
                "STREAM_SWITCH_MASTER_CONFIG_AIE_CORE0",
                MASTER_PACKET_FIELDS,
            ),
            (
                SLAVE,
                "STREAM_SWITCH_SLAVE_CONFIG_AIE_CORE0",
                SLAVE_CONFIG_FIELDS,
            ),
            (
                SLAVE_SLOT,
                "STREAM_SWITCH_SLAVE_AIE_CORE0_SLOT0",
                SLAVE_SLOT_FIELDS,
            ),
            ("Tile_Control", "TILE_CONTROL", TILE_CONTROL_FIELDS),
            ("Core_Control", "CORE_CONTROL", CORE_CONTROL_FIELDS),
            ("Core_Status", "CORE_STATUS", CORE_STATUS_FIELDS),
            (
                "Core_Processor_Bus",
                "CORE_PROCESSOR_BUS",
                CORE_PROCESSOR_BUS_FIELDS,
            ),
            (
                "Accumulator_Control",
                "ACCUMULATOR_CONTROL",
                ACCUMULATOR_CONTROL_FIELDS,
            ),
        ],
    ),
    (
        &[TileKind::MemTile],
        MEM_TILE_MODULE,
        &[
            ("buffer descriptor", "DMA_BD0_0", MEM_BD_FIELDS),
            ("S2MM channel control", "DMA_S2MM_0_CTRL", S2MM_CTRL_FIELDS),
            ("MM2S channel control", "DMA_MM2S_0_CTRL", MM2S_CTRL_FIELDS),
            ("S2MM start queue", "DMA_S2MM_0_START_QUEUE", QUEUE_FIELDS),
            ("MM2S start queue", "DMA_MM2S_0_START_QUEUE", QUEUE_FIELDS),
            ("lock value", "LOCK0_VALUE", LOCK_VALUE_FIELDS),
            ("lock request", "LOCK_REQUEST", MEM_LOCK_REQUEST_FIELDS),
            (
                MASTER_CIRCUIT,
                "STREAM_SWITCH_MASTER_CONFIG_DMA0",
                MASTER_CIRCUIT_FIELDS,
            ),
            (
                MASTER_PACKET,
                "STREAM_SWITCH_MASTER_CONFIG_DMA0",
                MASTER_PACKET_FIELDS,
            ),
            (
                SLAVE,
                "STREAM_SWITCH_SLAVE_CONFIG_DMA_0",
                SLAVE_CONFIG_FIELDS,
            ),
            (
                SLAVE_SLOT,
                "STREAM_SWITCH_SLAVE_DMA_0_SLOT0",
                SLAVE_SLOT_FIELDS,
            ),
            ("Tile_Control", "TILE_CONTROL", TILE_CONTROL_FIELDS),
        ],
    ),
    (
        &[TileKind::ShimNoc],
        NOC_MODULE,
        &[
            ("buffer descriptor", "DMA_BD0_0", SHIM_BD_FIELDS),
            (
                "S2MM channel control",
                "DMA_S2MM_0_CTRL",
                SHIM_S2MM_CTRL_FIELDS,
            ),
            (
                "MM2S channel control",
                "DMA_MM2S_0_CTRL",
                SHIM_MM2S_CTRL_FIELDS,
            ),
            ("S2MM start queue", "DMA_S2MM_0_TASK_QUEUE", QUEUE_FIELDS),
            ("MM2S start queue", "DMA_MM2S_0_TASK_QUEUE", QUEUE_FIELDS),
            ("lock value", "LOCK0_VALUE", LOCK_VALUE_FIELDS),
            ("lock request", "LOCK_REQUEST", SHIM_LOCK_REQUEST_FIELDS),
            ("shim mux", "MUX_CONFIG", SHIM_MUX_FIELDS),
            ("shim demux", "DEMUX_CONFIG", SHIM_DEMUX_FIELDS),
        ],
    ),
    (
        &[TileKind::ShimNoc, TileKind::ShimPl],
        PL_MODULE,
        &[
            (
                MASTER_CIRCUIT,
                "STREAM_SWITCH_MASTER_CONFIG_TILE_CTRL",
                MASTER_CIRCUIT_FIELDS,
            ),
            (
                MASTER_PACKET,
                "STREAM_SWITCH_MASTER_CONFIG_TILE_CTRL",
                MASTER_PACKET_FIELDS,
            ),
            (
                SLAVE,
                "STREAM_SWITCH_SLAVE_CONFIG_TILE_CTRL",
                SLAVE_CONFIG_FIELDS,
            ),
            (
                SLAVE_SLOT,
                "STREAM_SWITCH_SLAVE_TILE_CTRL_SLOT0",
                SLAVE_SLOT_FIELDS,
            ),
            ("Tile_Control", "TILE_CONTROL", TILE_CONTROL_FIELDS),
        ],
    ),
];

/// The rows of `REGISTERS` for a `kind` tile's register `layout`.
fn register_maps(kind: TileKind, layout: &str) -> Vec<RegisterMap> {
    let mut found = Vec::new();
    for &(kinds, module, registers) in REGISTERS {
        for &(name, register, fields) in registers {
            if kinds.contains(&kind) && name == layout {
                found.push(RegisterMap {
                    layout: name,
                    module,
                    register,
                    fields,
                });
            }
        }
    }
    found
}

/// The map's address of (the first instance of) register `layout` of a
/// `kind` tile.
fn map_address(kind: TileKind, layout: &str) -> Option<u32> {
    match layout {
        "buffer descriptor" => regs::bd_layout(kind).map(|bd| bd.address(0)),
        "S2MM channel control" => regs::channel_ctrl(kind, Dir::S2MM, 0),
        "MM2S channel control" => regs::channel_ctrl(kind, Dir::MM2S, 0),
        "S2MM start queue" => regs::start_queue(kind, Dir::S2MM, 0),
        "MM2S start queue" => regs::start_queue(kind, Dir::MM2S, 0),
        "lock value" => Some(regs::lock_value(kind, 0)),
        "lock request" => Some(regs::lock_request_layout(kind).1),
        MASTER_CIRCUIT | MASTER_PACKET => SwitchReg::Master(0).address(kind),
        SLAVE => SwitchReg::Slave(0).address(kind),
        SLAVE_SLOT => SwitchReg::Slot(0, 0).address(kind),
        "Tile_Control" => Some(regs::tile_control(kind)),
        "Core_Control" => Some(regs::CORE_CONTROL_ADDRESS),
        "Core_Status" => Some(regs::CORE_STATUS_ADDRESS),
        "Core_Processor_Bus" => Some(regs::CORE_PROCESSOR_BUS_ADDRESS),
        "Accumulator_Control" => Some(regs::ACCUMULATOR_CONTROL_ADDRESS),
        "shim mux" => Some(regs::SHIM_MUX_ADDRESS),
        "shim demux" => Some(regs::SHIM_DEMUX_ADDRESS),
        _ => None,
    }
}

/// aie-rt's names for the DMA and locks of a tile kind with a DMA.
struct DmaNames {
    kind: TileKind,
    /// Register prefix of the DMA and lock registers.
    module: &'static str,
    /// `xaiemlgbl_reginit.c` module tables.
    dma: &'static str,
    locks: &'static str,
    /// Words of a BD (`xaie_dma_aieml.c`).
    bd_words: &'static str,
    /// The BD register with the buffer address.
    bd_address: &'static str,
    /// The start-queue register's name after `DMA_S2MM_n_`.
    queue: &'static str,
}

const DMA_NAMES: [DmaNames; 3] = [
    DmaNames {
        kind: TileKind::Core,
        module: MEMORY_MODULE,
        dma: "AieMlTileDmaMod",
        locks: "AieMlTileLockMod",
        bd_words: "XAIEML_TILEDMA_NUM_BD_WORDS",
        bd_address: "DMA_BD0_0",
        queue: "START_QUEUE",
    },
    DmaNames {
        kind: TileKind::MemTile,
        module: MEM_TILE_MODULE,
        dma: "AieMlMemTileDmaMod",
        locks: "AieMlMemTileLockMod",
        bd_words: "XAIEML_MEMTILEDMA_NUM_BD_WORDS",
        bd_address: "DMA_BD0_1",
        queue: "START_QUEUE",
    },
    DmaNames {
        kind: TileKind::ShimNoc,
        module: NOC_MODULE,
        dma: "AieMlShimDmaMod",
        locks: "AieMlShimNocLockMod",
        bd_words: "XAIEML_SHIMDMA_NUM_BD_WORDS",
        bd_address: "DMA_BD0_1",
        queue: "TASK_QUEUE",
    },
];

/// The register and field flagging a lock's overflow (or underflow): mem
/// tiles split their 64 locks over two words.
fn lock_status_names(kind: TileKind, underflow: bool, id: u32) -> (String, String) {
    let flow = if underflow { "UNDERFLOW" } else { "OVERFLOW" };
    let register = match kind {
        TileKind::MemTile => format!("LOCKS_{flow}_{}", id / 32),
        _ => format!("LOCKS_{flow}"),
    };
    (register, format!("LOCK_{flow}_{id}"))
}

/// aie-rt's name of a bundle's switch ports.
enum PortNames {
    /// The prefix, then the channel.
    Numbered(&'static str),
    /// One name per channel.
    Each(&'static [&'static str]),
}
use PortNames::*;

type PortTable = &'static [(WireBundle, PortNames)];

const CORE_MASTER_PORTS: PortTable = &[
    (CORE, Numbered("AIE_CORE")),
    (DMA, Numbered("DMA")),
    (CTRL, Each(&["TILE_CTRL"])),
    (FIFO, Numbered("FIFO")),
    (SOUTH, Numbered("SOUTH")),
    (WEST, Numbered("WEST")),
    (NORTH, Numbered("NORTH")),
    (EAST, Numbered("EAST")),
];
const CORE_SLAVE_PORTS: PortTable = &[
    (CORE, Numbered("AIE_CORE")),
    (DMA, Numbered("DMA_")),
    (CTRL, Each(&["TILE_CTRL"])),
    (FIFO, Numbered("FIFO_")),
    (SOUTH, Numbered("SOUTH_")),
    (WEST, Numbered("WEST_")),
    (NORTH, Numbered("NORTH_")),
    (EAST, Numbered("EAST_")),
    (TRACE, Each(&["AIE_TRACE", "MEM_TRACE"])),
];
const MEM_MASTER_PORTS: PortTable = &[
    (DMA, Numbered("DMA")),
    (CTRL, Each(&["TILE_CTRL"])),
    (SOUTH, Numbered("SOUTH")),
    (NORTH, Numbered("NORTH")),
];
const MEM_SLAVE_PORTS: PortTable = &[
    (DMA, Numbered("DMA_")),
    (CTRL, Each(&["TILE_CTRL"])),
    (SOUTH, Numbered("SOUTH_")),
    (NORTH, Numbered("NORTH_")),
    (TRACE, Each(&["TRACE"])),
];
const SHIM_MASTER_PORTS: PortTable = &[
    (CTRL, Each(&["TILE_CTRL"])),
    (FIFO, Numbered("FIFO")),
    (SOUTH, Numbered("SOUTH")),
    (WEST, Numbered("WEST")),
    (NORTH, Numbered("NORTH")),
    (EAST, Numbered("EAST")),
];
const SHIM_SLAVE_PORTS: PortTable = &[
    (CTRL, Each(&["TILE_CTRL"])),
    (FIFO, Numbered("FIFO_")),
    (SOUTH, Numbered("SOUTH_")),
    (WEST, Numbered("WEST_")),
    (NORTH, Numbered("NORTH_")),
    (EAST, Numbered("EAST_")),
    (TRACE, Each(&["TRACE"])),
];

/// aie-rt's names for a tile kind's stream switch: register prefix,
/// `xaiemlgbl_reginit.c` module table, master and slave port names.
fn switch_names(kind: TileKind) -> (&'static str, &'static str, PortTable, PortTable) {
    match kind {
        TileKind::Core => (
            CORE_MODULE,
            "AieMlTileStrmSw",
            CORE_MASTER_PORTS,
            CORE_SLAVE_PORTS,
        ),
        TileKind::MemTile => (
            MEM_TILE_MODULE,
            "AieMlMemTileStrmSw",
            MEM_MASTER_PORTS,
            MEM_SLAVE_PORTS,
        ),
        TileKind::ShimNoc | TileKind::ShimPl => (
            PL_MODULE,
            "AieMlShimStrmSw",
            SHIM_MASTER_PORTS,
            SHIM_SLAVE_PORTS,
        ),
    }
}

/// aie-rt's name of port `channel` of `bundle`.
fn port_name(table: PortTable, bundle: WireBundle, channel: u32) -> Option<String> {
    let (_, names) = table.iter().find(|(b, _)| *b == bundle)?;
    match names {
        Numbered(prefix) => Some(format!("{prefix}{channel}")),
        Each(names) => names.get(channel as usize).map(|n| n.to_string()),
    }
}

/// The comparisons, their tallies and failures.
struct Check {
    facts: BTreeMap<&'static str, i64>,
    used: BTreeSet<&'static str>,
    missing: BTreeSet<String>,
    failures: Vec<String>,
    /// aie-rt registers whose address a map address was compared with.
    registers: BTreeSet<String>,
    /// Layout fields compared, as `kind layout.field`.
    fields: BTreeSet<String>,
    /// Of those, the documented differences.
    differences: usize,
    /// Lock overflow and underflow bits compared.
    status_bits: usize,
    counts: usize,
}

impl Check {
    fn new() -> Check {
        let mut facts = BTreeMap::new();
        for (n, line) in FACTS.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (name, value) = line
                .split_once(char::is_whitespace)
                .unwrap_or_else(|| panic!("data line {}: not `NAME value`", n + 1));
            let value = parse_value(value.trim())
                .unwrap_or_else(|| panic!("data line {}: `{value}` is not a number", n + 1));
            assert!(
                facts.insert(name, value).is_none(),
                "data line {}: {name} twice",
                n + 1
            );
        }
        Check {
            facts,
            used: BTreeSet::new(),
            missing: BTreeSet::new(),
            failures: Vec::new(),
            registers: BTreeSet::new(),
            fields: BTreeSet::new(),
            differences: 0,
            status_bits: 0,
            counts: 0,
        }
    }

    /// The value of aie-rt's `name`.
    fn fact(&mut self, name: &str) -> Option<i64> {
        match self.facts.get_key_value(name) {
            Some((&name, &value)) => {
                self.used.insert(name);
                Some(value)
            }
            None => {
                self.missing.insert(name.to_string());
                None
            }
        }
    }

    fn fail(&mut self, message: String) {
        self.failures.push(message);
    }

    /// The map's `address` of `what` against aie-rt's register `register`.
    fn address(&mut self, what: &str, address: Option<u32>, register: &str) {
        let ours = address.map_or("no address".to_string(), |a| format!("{a:#x}"));
        let Some(expected) = self.fact(register) else {
            return self.fail(format!(
                "{what}: the map has {ours}, aie-rt has no {register}"
            ));
        };
        self.registers.insert(register.to_string());
        if address.map(i64::from) != Some(expected) {
            self.fail(format!(
                "{what}: the map has {ours}, aie-rt's {register} is {expected:#x}"
            ));
        }
    }

    /// A count of the map or the device model against aie-rt's `name`.
    fn count(&mut self, what: &str, value: i64, name: &str) {
        let Some(expected) = self.fact(name) else {
            return;
        };
        self.counts += 1;
        if value != expected {
            self.fail(format!(
                "{what}: the map has {value}, aie-rt's {name} is {expected}"
            ));
        }
    }

    /// aie-rt's `(low bit, width)` of field `stem` (`_LSB`, `_WIDTH`).
    fn lsb_width(&mut self, stem: &str) -> Option<(i64, i64)> {
        let lsb = self.fact(&format!("{stem}_LSB"));
        let width = self.fact(&format!("{stem}_WIDTH"));
        Some((lsb?, width?))
    }

    /// The word of register `register` in the block at `block`.
    fn word_of(&mut self, register: &str, block: i64) -> Option<i64> {
        let address = self.fact(register)?;
        self.registers.insert(register.to_string());
        Some((address - block) / 4)
    }

    /// Field `f` of the register mapped by `map` (whose first word is at
    /// `block`) against its row's source.
    fn field(&mut self, what: &str, f: &Field, source: Source, map: &RegisterMap, block: i64) {
        self.fields.insert(what.to_string());
        let stem = |register: &str, field: &str| format!("{}{register}_{field}", map.module);
        let (word, lsb, width, name) = match source {
            Bits(field) => {
                let name = stem(map.register, field);
                let Some((lsb, width)) = self.lsb_width(&name) else {
                    return;
                };
                (0, lsb, width, name)
            }
            In(register, field) => {
                let name = stem(register, field);
                let word = self.word_of(&format!("{}{register}", map.module), block);
                let Some((word, (lsb, width))) = word.zip(self.lsb_width(&name)) else {
                    return;
                };
                (word, lsb, width, name)
            }
            LsbMask(lsb_name, mask_name) => {
                let Some((lsb, mask)) = self.fact(lsb_name).zip(self.fact(mask_name)) else {
                    return;
                };
                let Some(width) = contiguous_width(mask >> lsb) else {
                    return self.fail(format!(
                        "{what}: aie-rt's {mask_name} is not one run of bits"
                    ));
                };
                (0, lsb, width, format!("{lsb_name}/{mask_name}"))
            }
            ShiftMask(shift_name, mask_name) => {
                let Some((lsb, mask)) = self.fact(shift_name).zip(self.fact(mask_name)) else {
                    return;
                };
                let Some(width) = contiguous_width(mask) else {
                    return self.fail(format!(
                        "{what}: aie-rt's {mask_name} is not one run of bits"
                    ));
                };
                (0, lsb, width, format!("{shift_name}/{mask_name}"))
            }
            OffsetBit(name) => {
                let Some(offset) = self.fact(name) else {
                    return;
                };
                let Some(lsb) = log2(offset) else {
                    return self.fail(format!("{what}: aie-rt's {name} = {offset} is not one bit"));
                };
                (0, lsb, 1, name.to_string())
            }
            Index(stride_name, count_name) => {
                let Some((stride, count)) = self.fact(stride_name).zip(self.fact(count_name))
                else {
                    return;
                };
                let Some((lsb, width)) = log2(stride).zip(log2(count)) else {
                    return self.fail(format!(
                        "{what}: aie-rt's {stride_name} = {stride} or {count_name} = {count} \
                         is not a power of two"
                    ));
                };
                (0, lsb, width, format!("{stride_name}/{count_name}"))
            }
            Differs(difference, reason) => {
                return self.difference(what, f, difference, reason, map, block)
            }
        };
        if (i64::from(f.word), i64::from(f.lo), i64::from(f.bits)) != (word, lsb, width) {
            self.fail(format!(
                "{what}: the map has word {} lsb {} width {}, aie-rt's {name} has word {word} \
                 lsb {lsb} width {width}",
                f.word, f.lo, f.bits
            ));
        }
    }

    /// A documented difference: the relation it states must hold.
    fn difference(
        &mut self,
        what: &str,
        f: &Field,
        difference: Difference,
        reason: &str,
        map: &RegisterMap,
        block: i64,
    ) {
        self.differences += 1;
        let (word, name) = match difference {
            ByteAddress(register, field) => (
                self.word_of(&format!("{}{register}", map.module), block),
                format!("{}{register}_{field}", map.module),
            ),
            LowBitsOf(field) => (Some(0), format!("{}{}_{field}", map.module, map.register)),
        };
        let Some((word, (lsb, width))) = word.zip(self.lsb_width(&name)) else {
            return;
        };
        let (ours_word, lo, bits) = (i64::from(f.word), i64::from(f.lo), i64::from(f.bits));
        let holds = ours_word == word
            && match difference {
                ByteAddress(..) => {
                    lo == 0 && lo + bits == lsb + width && 1 << lsb == regs::BD_ADDRESS_UNIT
                }
                LowBitsOf(_) => lo == lsb && bits <= width,
            };
        if !holds {
            self.fail(format!(
                "{what}: the map has word {ours_word} lsb {lo} width {bits}, aie-rt's {name} \
                 word {word} lsb {lsb} width {width}; the documented difference ({reason}) \
                 does not hold"
            ));
        }
    }

    /// Every field of `layout`, the `kind` register named `name`, against `map`.
    fn layout(&mut self, kind: TileKind, name: &str, layout: &Layout, map: &RegisterMap) {
        let register = format!("{}{}", map.module, map.register);
        let address = map_address(kind, map.layout);
        self.address(&format!("{kind:?} {name}"), address, &register);
        let Some(block) = self.fact(&register) else {
            return;
        };
        for f in layout.fields {
            let what = format!("{kind:?} {name}.{}", f.name);
            match map.fields.iter().find(|(field, _)| *field == f.name) {
                Some(&(_, source)) => self.field(&what, f, source, map, block),
                None => self.fail(format!("{what}: no row in the mapping table")),
            }
        }
        for (field, _) in map.fields {
            if layout.field(field).is_none() {
                self.fail(format!(
                    "{kind:?} {name}: the mapping table has a row for {field}, the map has no such field"
                ));
            }
        }
    }

    /// Every BD, channel and lock address of a tile kind with a DMA, its
    /// lock status bits and its counts.
    fn dma_and_locks(&mut self, dev: &Device, names: &DmaNames) {
        let (kind, module) = (names.kind, names.module);
        let Some(bd) = regs::bd_layout(kind) else {
            return self.fail(format!("{kind:?}: the map has no BD layout"));
        };
        let bds = dev.num_bds(kind);
        self.count(
            &format!("{kind:?} BDs"),
            bds.into(),
            &format!("{}.NumBds", names.dma),
        );
        for id in 0..bds {
            let register = format!("{module}DMA_BD{id}_0");
            self.address(
                &format!("{kind:?} BD {id}"),
                Some(bd.address(id)),
                &register,
            );
        }
        self.count(
            &format!("{kind:?} BD words"),
            bd.layout.words as i64,
            names.bd_words,
        );
        let what = format!("{kind:?} BD buffer address word");
        let address = bd.base + bd.address_word_offset;
        self.address(
            &what,
            Some(address),
            &format!("{module}{}", names.bd_address),
        );

        for (dir, dma_dir, name) in [
            (Dir::S2MM, Dir::S2MM, "S2MM"),
            (Dir::MM2S, Dir::MM2S, "MM2S"),
        ] {
            let channels = dev.num_dma_channels(kind, dma_dir);
            let what = format!("{kind:?} {name} channels");
            self.count(
                &what,
                channels.into(),
                &format!("{}.NumChannels", names.dma),
            );
            for ch in 0..channels {
                let ctrl = regs::channel_ctrl(kind, dir, ch);
                let register = format!("{module}DMA_{name}_{ch}_CTRL");
                self.address(&format!("{kind:?} {name} {ch} control"), ctrl, &register);
                let queue = regs::start_queue(kind, dir, ch);
                let register = format!("{module}DMA_{name}_{ch}_{}", names.queue);
                self.address(
                    &format!("{kind:?} {name} {ch} start queue"),
                    queue,
                    &register,
                );
            }
        }

        let locks = dev.num_locks(kind);
        let what = format!("{kind:?} locks");
        self.count(&what, locks.into(), &format!("{}.NumLocks", names.locks));
        for id in 0..locks {
            let register = format!("{module}LOCK{id}_VALUE");
            let value = Some(regs::lock_value(kind, id));
            self.address(&format!("{kind:?} lock {id} value"), value, &register);
            for underflow in [false, true] {
                let (register, field) = lock_status_names(kind, underflow, id);
                let (register, stem) = (
                    format!("{module}{register}"),
                    format!("{module}{register}_{field}"),
                );
                let what = format!("{kind:?} lock {id} {field}");
                self.status_bits += 1;
                let status = regs::lock_status(kind, underflow, id);
                self.address(&what, status.map(|(address, _)| address), &register);
                let Some((lsb, width)) = self.lsb_width(&stem) else {
                    continue;
                };
                if status.map(|(_, bit)| i64::from(bit)) != Some(lsb) || width != 1 {
                    self.fail(format!(
                        "{what}: the map has bit {:?}, aie-rt's {stem} lsb {lsb} width {width}",
                        status.map(|(_, bit)| bit)
                    ));
                }
            }
        }
        // A request's value is a signed delta: aie-rt's bounds are the field's range.
        let what = format!("{kind:?} lock request value");
        match regs::lock_request_layout(kind).0.field("value") {
            Some(f) => {
                let (low, high) = field_range(f);
                self.count(
                    &format!("{what} minimum"),
                    low,
                    &format!("{}.LockValLowerBound", names.locks),
                );
                self.count(
                    &format!("{what} maximum"),
                    high,
                    &format!("{}.LockValUpperBound", names.locks),
                );
            }
            None => self.fail(format!("{what}: the map has no such field")),
        }
        let what = format!("{kind:?} largest lock value");
        self.count(
            &what,
            dev.max_lock_value().into(),
            &format!("{}.LockValUpperBound", names.locks),
        );
    }
}

fn parse_value(text: &str) -> Option<i64> {
    let text = text.trim_end_matches(['U', 'u']);
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let value = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => i64::from_str_radix(hex, 16).ok()?,
        None => digits.parse().ok()?,
    };
    Some(if negative { -value } else { value })
}

/// The smallest and largest value field `f` takes.
fn field_range(f: &Field) -> (i64, i64) {
    let bits = u32::from(f.bits);
    if f.signed {
        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    } else {
        (0, (1 << bits) - 1)
    }
}

/// The width of a mask that is one run of bits from bit 0.
fn contiguous_width(mask: i64) -> Option<i64> {
    let width = i64::from(mask.trailing_ones());
    (mask >> width == 0).then_some(width)
}

fn log2(value: i64) -> Option<i64> {
    (value > 0 && value & (value - 1) == 0).then(|| i64::from(value.trailing_zeros()))
}

#[test]
fn register_map_matches_aie_rt() {
    let mut check = Check::new();

    // Every register of the map, field by field.
    let mut defined = 0;
    let mut unmatched = 0;
    for kind in KINDS {
        for (name, layout) in regs::layouts(kind) {
            defined += layout.fields.len();
            if UNMATCHED.iter().any(|&(k, n, _)| k == kind && n == name) {
                unmatched += layout.fields.len();
                continue;
            }
            let found = register_maps(kind, name);
            match &found[..] {
                [map] => check.layout(kind, name, layout, map),
                _ => check.fail(format!(
                    "{kind:?} {name}: {} rows in the register mapping table, want 1",
                    found.len()
                )),
            }
        }
    }
    for &(kinds, _, registers) in REGISTERS {
        for &kind in kinds {
            for &(name, _, _) in registers {
                if !regs::layouts(kind).iter().any(|&(n, _)| n == name) {
                    check.fail(format!(
                        "{kind:?} {name}: in the mapping table, not in regs::layouts"
                    ));
                }
            }
        }
    }
    for &(kind, name, _) in UNMATCHED {
        if !regs::layouts(kind).iter().any(|&(n, _)| n == name) {
            check.fail(format!(
                "{kind:?} {name}: unmatched, but not in regs::layouts"
            ));
        }
    }

    // The 9th word of CERT shim BD data (decisions.md) lies past the
    // hardware BD: the uC-DMA's BD write never reaches a register with it.
    let ninth = &regs::SHIM_BD_ADDRESS_BITS_56_48;
    check.count(
        "word of the shim BD host-address bits 56:48",
        ninth.word.into(),
        "XAIEML_SHIMDMA_NUM_BD_WORDS",
    );

    // Every BD, channel and lock address, lock status bit and count.
    let npu1 = device("npu1").expect("npu1 is a device");
    for names in &DMA_NAMES {
        check.dma_and_locks(npu1, names);
    }
    let mem_tile_locks = i64::from(regs::MEM_TILE_LOCKS);
    check.count(
        "lock ids of a mem-tile BD (3 tiles' locks)",
        3 * mem_tile_locks,
        "AieMlMemTileDmaMod.NumLocks",
    );
    check.count(
        "locks per mem tile",
        mem_tile_locks,
        "AieMlMemTileLockMod.NumLocks",
    );
    check.count(
        "compute data memory",
        npu1.data_memory_bytes(TileKind::Core).into(),
        "AieMlTileMemMod.Size",
    );
    check.count(
        "mem-tile data memory",
        npu1.data_memory_bytes(TileKind::MemTile).into(),
        "AieMlMemTileMemMod.Size",
    );
    check.count(
        "mem-tile DMA window per tile",
        regs::MEM_TILE_WINDOW.into(),
        "AieMlMemTileMemMod.Size",
    );
    check.count(
        "column shift",
        Arch::Aie2.col_shift().into(),
        "XAIE_COL_SHIFT",
    );
    check.count("row shift", Arch::Aie2.row_shift().into(), "XAIE_ROW_SHIFT");

    // Every stream-switch port: the map's port numbering puts each port's
    // registers at aie-rt's address of that port.
    for kind in KINDS {
        let (module, table, masters, slaves) = switch_names(kind);
        for (master, names, side) in [(true, masters, "master"), (false, slaves, "slave")] {
            let ports = (0..)
                .take_while(|&p| regs::port_at(kind, p, master).is_some())
                .count() as u32;
            let largest = if master {
                "MaxMasterPhyPortId"
            } else {
                "MaxSlavePhyPortId"
            };
            let what = format!("{kind:?} largest {side} port");
            check.count(&what, i64::from(ports) - 1, &format!("{table}.{largest}"));
            for p in 0..ports {
                let (bundle, channel) = regs::port_at(kind, p, master).expect("counted above");
                let Some(name) = port_name(names, bundle, channel) else {
                    check.fail(format!(
                        "{kind:?} {side} port {p} (bundle {bundle}, channel {channel}): no aie-rt name"
                    ));
                    continue;
                };
                let what = format!("{kind:?} {side} port {p} ({name})");
                if master {
                    let register = format!("{module}STREAM_SWITCH_MASTER_CONFIG_{name}");
                    check.address(&what, SwitchReg::Master(p).address(kind), &register);
                    continue;
                }
                let register = format!("{module}STREAM_SWITCH_SLAVE_CONFIG_{name}");
                check.address(&what, SwitchReg::Slave(p).address(kind), &register);
                for slot in 0..regs::SLOTS_PER_SLAVE {
                    let register = format!("{module}STREAM_SWITCH_SLAVE_{name}_SLOT{slot}");
                    let address = SwitchReg::Slot(p, slot).address(kind);
                    check.address(&format!("{what} slot {slot}"), address, &register);
                }
            }
        }
        let slots = regs::SLOTS_PER_SLAVE.into();
        check.count(
            &format!("{kind:?} slots per slave"),
            slots,
            &format!("{table}.NumSlaveSlots"),
        );
        // The circuit-mode slave port field holds every slave port id.
        let largest = check.fact(&format!("{table}.MaxSlavePhyPortId"));
        let bits = regs::MASTER_CIRCUIT.field("slave_port").map(|f| f.bits);
        if largest
            .zip(bits)
            .is_none_or(|(largest, bits)| largest >> bits != 0)
        {
            check.fail(format!(
                "{kind:?}: slave port ids up to {largest:?} do not fit slave_port"
            ));
        }
    }

    // Every BD field of each tile kind was compared.
    for kind in KINDS {
        for f in regs::bd_layout(kind).map_or(&[][..], |bd| bd.layout.fields) {
            let what = format!("{kind:?} buffer descriptor.{}", f.name);
            if !check.fields.contains(&what) {
                check.fail(format!("{what}: not compared"));
            }
        }
    }
    let unused: Vec<_> = check
        .facts
        .keys()
        .filter(|name| !check.used.contains(*name))
        .collect();
    if !unused.is_empty() {
        check.fail(format!("facts no check reads (remove them): {unused:?}"));
    }

    let summary = format!(
        "{} registers and {} fields ({} layout fields, {} of them documented differences, \
         and {} lock status bits; {} fields in registers aie-rt lacks) and {} counts checked \
         against {SOURCE}",
        check.registers.len(),
        check.fields.len() + check.status_bits,
        check.fields.len(),
        check.differences,
        check.status_bits,
        unmatched,
        check.counts,
    );
    eprintln!("register map: {summary}");
    if !check.missing.is_empty() {
        let names: Vec<_> = check.missing.iter().cloned().collect();
        check.fail(format!(
            "names aie-rt lacks (or data/aie_ml_registers.txt does):\n{}",
            names.join("\n")
        ));
    }
    assert!(
        check.failures.is_empty(),
        "the register map differs from aie-rt ({summary}):\n{}",
        check.failures.join("\n")
    );
    assert!(
        check.fields.len() + unmatched >= defined,
        "{} layout fields compared and {unmatched} unmatched, of {defined} defined",
        check.fields.len()
    );
}
