//! The enumerations of the `aie` dialect and of the upstream ops aiec knows,
//! one table each: spelling, numeric value, and the generic-form mnemonic.
//! A hardware enumeration is the target crate's, not declared here.

use aie_target::device::WireBundle;

/// An enumeration kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnumKind {
    /// `#aie.wire_bundle<...>`: a stream-switch port bundle (`DMA`, `North`, ...).
    WireBundle,
    /// `#aie.dma_channel_dir<...>`: `S2MM` or `MM2S`.
    DmaChannelDir,
    /// `#aie.lock_action<...>` of `aie.use_lock`.
    LockAction,
    /// `#aie.lock_blocking<...>` of `aie.use_lock`.
    LockBlocking,
    /// `#aie.objectfifo_port<...>`: `Produce` or `Consume`.
    ObjectFifoPort,
    /// `#aie.cascade_dir<...>` of `aie.configure_cascade`.
    CascadeDir,
    /// `arith.cmpi`'s predicate (`eq`, `slt`, ...).
    CmpIPredicate,
    /// `arith.cmpf`'s predicate (`oeq`, `ult`, ...).
    CmpFPredicate,
    /// `#aie.tile_type<...>` of `aie.logical_tile`.
    TileType,
    /// `aie.trace.mode`'s mode (`Event-Time`, ...).
    TraceMode,
    /// Which trace unit sends the packets (`aie.trace.packet`, `aie.trace.config`).
    TracePacketType,
    /// Where trace packets leave the array (`aie.trace.host_config`).
    TraceShimRouting,
    /// How `aie.trace.combo_event` combines its two events (`AND`, ...).
    ComboLogic,
    /// Which transitions `aie.trace.edge_event` detects (`RISING`, ...).
    EdgeTrigger,
    /// `#vector.kind<...>`: `vector.reduction`'s combining function.
    CombiningKind,
    /// The firmware's function of `aiex.npu.update_from_scratchpad`
    /// (`mul`, `incr`, `decr`; mlir-aie's `StateTableFunc`).
    StateTableFunc,
    /// How a scratchpad parameter is used (`core`, `addr`; mlir-aie's
    /// `ScratchpadParameterKind`).
    ScratchpadParameterKind,
    /// `aievec.shuffle`'s mode (`t32_4x8_lo`, ...; mlir-aie's `ShuffleMode`).
    ShuffleMode,
    /// `emitc.cmp`'s operator (`eq`, `lt`, ...; MLIR's `CmpPredicate`).
    EmitCCmpPredicate,
    /// `#vector.punctuation<...>`: what `vector.print` prints after its value.
    PrintPunctuation,
}

/// A typed enum of one kind (generated in [`super::cases`]).
pub trait TypedEnum: Copy {
    /// The kind whose cases this enum lists.
    const KIND: EnumKind;
    /// The case at `index` of [`EnumKind::cases`].
    fn from_index(index: u8) -> Self;
    /// The case's index in [`EnumKind::cases`].
    fn index(self) -> u8;
    /// The case's spelling.
    fn name(self) -> &'static str {
        Self::KIND.name(self.index())
    }
    /// The case's numeric value.
    fn value(self) -> i64 {
        Self::KIND.value(self.index())
    }
}

impl super::cases::DmaChannelDir {
    /// The direction as the register map knows it.
    pub fn dir(self) -> aie_target::regs::Dir {
        match self {
            Self::S2MM => aie_target::regs::Dir::S2MM,
            Self::MM2S => aie_target::regs::Dir::MM2S,
        }
    }

    /// The case of the register map's direction `dir`.
    pub fn of(dir: aie_target::regs::Dir) -> Self {
        match dir {
            aie_target::regs::Dir::S2MM => Self::S2MM,
            aie_target::regs::Dir::MM2S => Self::MM2S,
        }
    }
}

impl super::cases::TileType {
    /// The kind of tile this type names.
    pub fn kind(self) -> aie_target::device::TileKind {
        use aie_target::device::TileKind;
        match self {
            Self::CoreTile => TileKind::Core,
            Self::MemTile => TileKind::MemTile,
            Self::ShimNOCTile => TileKind::ShimNoc,
            Self::ShimPLTile => TileKind::ShimPl,
        }
    }

    /// The type naming tiles of `kind`.
    pub fn of(kind: aie_target::device::TileKind) -> Self {
        use aie_target::device::TileKind;
        match kind {
            TileKind::Core => Self::CoreTile,
            TileKind::MemTile => Self::MemTile,
            TileKind::ShimNoc => Self::ShimNOCTile,
            TileKind::ShimPl => Self::ShimPLTile,
        }
    }
}

/// What an `aievec.shuffle` mode does, read from its name
/// `t<bits>_<rows>x<cols>(_lo|_hi|_flip)?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShuffleShape {
    /// The bits of the lanes it moves.
    pub bits: u64,
    /// The rows and columns of the row-major matrices it transposes.
    pub rows: u64,
    /// See `rows`.
    pub cols: u64,
    /// The half of a two-vector result it gives (`Some(true)`: the high
    /// one); `None` for a mode of one vector.
    pub high: Option<bool>,
    /// `t16_1x2_flip`: swaps each pair of lanes.
    pub flip: bool,
}

impl super::cases::ShuffleMode {
    /// The mode's lanes, matrices and half.
    pub fn shape(self) -> ShuffleShape {
        let name = TypedEnum::name(self);
        let mut parts = name[1..].split('_');
        let num = |t: Option<&str>| t.and_then(|t| t.parse::<u64>().ok()).unwrap_or(1);
        let bits = num(parts.next());
        let (rows, cols) = parts
            .next()
            .and_then(|m| m.split_once('x'))
            .map_or((1, 1), |(r, c)| (num(Some(r)), num(Some(c))));
        let last = parts.next();
        ShuffleShape {
            bits,
            rows,
            cols,
            high: match last {
                Some("lo") => Some(false),
                Some("hi") => Some(true),
                _ => None,
            },
            flip: last == Some("flip"),
        }
    }
}

/// One case: printed spelling, numeric value.
pub type Case = (&'static str, i64);

/// The target's stream-switch bundles ([`WireBundle`]), by spelling and
/// discriminant.
const WIRE_BUNDLE: &[Case] = &{
    let mut cases = [("", 0); WireBundle::ALL.len()];
    let mut i = 0;
    while i < cases.len() {
        let bundle = WireBundle::ALL[i];
        cases[i] = (bundle.name(), bundle as i64);
        i += 1;
    }
    cases
};
const DMA_CHANNEL_DIR: &[Case] = &[("S2MM", 0), ("MM2S", 1)];
const LOCK_ACTION: &[Case] = &[("Acquire", 0), ("AcquireGreaterEqual", 2), ("Release", 1)];
const LOCK_BLOCKING: &[Case] = &[("NonBlocking", 0), ("Blocking", 1)];
const OBJECTFIFO_PORT: &[Case] = &[("Produce", 0), ("Consume", 1)];
const CASCADE_DIR: &[Case] = &[("South", 3), ("West", 4), ("North", 5), ("East", 6)];
const CMPI: &[Case] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];
const EMITC_CMP: &[Case] = &[
    ("eq", 0),
    ("ne", 1),
    ("lt", 2),
    ("le", 3),
    ("gt", 4),
    ("ge", 5),
    ("three_way", 6),
];
const CMPF: &[Case] = &[
    ("false", 0),
    ("oeq", 1),
    ("ogt", 2),
    ("oge", 3),
    ("olt", 4),
    ("ole", 5),
    ("one", 6),
    ("ord", 7),
    ("ueq", 8),
    ("ugt", 9),
    ("uge", 10),
    ("ult", 11),
    ("ule", 12),
    ("une", 13),
    ("uno", 14),
    ("true", 15),
];

const TILE_TYPE: &[Case] = &[
    ("CoreTile", 0),
    ("MemTile", 1),
    ("ShimNOCTile", 2),
    ("ShimPLTile", 3),
];

/// `aie.trace.mode` (an `I32EnumAttr`: generic form holds the value).
const TRACE_MODE: &[Case] = &[("Event-Time", 0), ("Event-PC", 1), ("Execution", 2)];
/// `aie.trace.packet`: which trace unit sends the packets.
const TRACE_PACKET_TYPE: &[Case] = &[("core", 0), ("mem", 1), ("shimtile", 2), ("memtile", 3)];
/// `aie.trace.host_config`: where trace packets leave the array.
const TRACE_SHIM_ROUTING: &[Case] = &[("single", 0)];
/// `aie.trace.combo_event`'s logic function: the value of its
/// `Combo_event_control` field (`A and B`, `A and not B`, `A or B`, `A or not B`).
const COMBO_LOGIC: &[Case] = &[("AND", 0), ("AND_NOT", 1), ("OR", 2), ("OR_NOT", 3)];
/// `aie.trace.edge_event`'s trigger: bit 0 rising edges, bit 1 falling ones.
const EDGE_TRIGGER: &[Case] = &[("RISING", 1), ("FALLING", 2), ("BOTH", 3)];

/// `vector.reduction`'s combining function (MLIR's `CombiningKind`).
const STATE_TABLE_FUNC: &[Case] = &[("mul", 0), ("incr", 1), ("decr", 2)];
const SCRATCHPAD_PARAMETER_KIND: &[Case] = &[("core", 0), ("addr", 1)];
/// `aievec.shuffle`'s modes: `t<width>_<r>x<c>` transposes a matrix of
/// `width`-bit elements, `_lo`/`_hi` the half of a two-vector result
/// (mlir-aie's `ShuffleMode`, the AIE2 shuffle unit's mode numbers).
const SHUFFLE_MODE: &[Case] = &[
    ("t8_64x2_lo", 0),
    ("t8_64x2_hi", 1),
    ("t16_32x2_lo", 2),
    ("t16_32x2_hi", 3),
    ("t32_16x2_lo", 4),
    ("t32_16x2_hi", 5),
    ("t64_8x2_lo", 6),
    ("t64_8x2_hi", 7),
    ("t128_4x2_lo", 8),
    ("t128_4x2_hi", 9),
    ("t256_2x2_lo", 10),
    ("t256_2x2_hi", 11),
    ("t128_2x4_lo", 12),
    ("t128_2x4_hi", 13),
    ("t64_2x8_lo", 14),
    ("t64_2x8_hi", 15),
    ("t32_2x16_lo", 16),
    ("t32_2x16_hi", 17),
    ("t16_2x32_lo", 18),
    ("t16_2x32_hi", 19),
    ("t8_2x64_lo", 20),
    ("t8_2x64_hi", 21),
    ("t512_1x2_lo", 22),
    ("t512_1x2_hi", 23),
    ("t16_16x4_lo", 24),
    ("t16_16x4_hi", 25),
    ("t16_4x16_lo", 26),
    ("t16_4x16_hi", 27),
    ("t16_8x4", 28),
    ("t16_4x8", 29),
    ("t32_8x4_lo", 30),
    ("t32_8x4_hi", 31),
    ("t32_4x8_lo", 32),
    ("t32_4x8_hi", 33),
    ("t32_4x4", 34),
    ("t8_8x8", 35),
    ("t8_16x4", 36),
    ("t8_4x16", 37),
    ("t16_1x2_flip", 38),
    ("t16_4x4", 39),
    ("t16_4x2", 40),
    ("t16_2x4", 41),
    ("t16_8x2", 42),
    ("t16_2x8", 43),
    ("t16_16x2", 44),
    ("t16_2x16", 45),
    ("t8_8x4", 46),
    ("t8_4x8", 47),
];
/// `vector.print`'s punctuation (MLIR's `PrintPunctuation`).
const PRINT_PUNCTUATION: &[Case] = &[
    ("no_punctuation", 0),
    ("newline", 1),
    ("comma", 2),
    ("open", 3),
    ("close", 4),
];
const COMBINING_KIND: &[Case] = &[
    ("add", 0),
    ("mul", 1),
    ("minui", 2),
    ("minsi", 3),
    ("minnumf", 4),
    ("maxui", 5),
    ("maxsi", 6),
    ("maxnumf", 7),
    ("and", 8),
    ("or", 9),
    ("xor", 10),
    ("minimumf", 11),
    ("maximumf", 12),
];

/// Spellings accepted on input besides the printed ones, printed as the
/// case they name: mlir-aie's `Ctrl` (May 2024 to January 2025, now
/// `TileControl`), and the upper-case bundles of iree-amd-aie's fork of the
/// dialect (aie-rt's `StrmSwPortType`: `aie.connect<SOUTH : 3, NORTH : 0>`,
/// `aie.flow(%t, CORE : 0, ...)`), wherever a bundle is written.
const ALIASES: &[(EnumKind, &str, &str)] = &[
    (EnumKind::WireBundle, "Ctrl", "TileControl"),
    (EnumKind::WireBundle, "CORE", "Core"),
    (EnumKind::WireBundle, "SOUTH", "South"),
    (EnumKind::WireBundle, "WEST", "West"),
    (EnumKind::WireBundle, "NORTH", "North"),
    (EnumKind::WireBundle, "EAST", "East"),
    (EnumKind::WireBundle, "TRACE", "Trace"),
    (EnumKind::WireBundle, "CTRL", "TileControl"),
];

impl EnumKind {
    /// Every kind.
    pub const ALL: [EnumKind; 20] = [
        EnumKind::WireBundle,
        EnumKind::DmaChannelDir,
        EnumKind::LockAction,
        EnumKind::LockBlocking,
        EnumKind::ObjectFifoPort,
        EnumKind::CascadeDir,
        EnumKind::CmpIPredicate,
        EnumKind::CmpFPredicate,
        EnumKind::TileType,
        EnumKind::TraceMode,
        EnumKind::TracePacketType,
        EnumKind::TraceShimRouting,
        EnumKind::ComboLogic,
        EnumKind::EdgeTrigger,
        EnumKind::CombiningKind,
        EnumKind::StateTableFunc,
        EnumKind::ScratchpadParameterKind,
        EnumKind::ShuffleMode,
        EnumKind::EmitCCmpPredicate,
        EnumKind::PrintPunctuation,
    ];

    /// The target crate's Rust enum this enumeration is, if it is a hardware
    /// fact declared there (the generated `cases` module re-exports it).
    pub fn target_enum(self) -> Option<&'static str> {
        match self {
            EnumKind::WireBundle => Some("aie_target::device::WireBundle"),
            _ => None,
        }
    }

    /// All cases, in declaration order.
    pub fn cases(self) -> &'static [Case] {
        match self {
            EnumKind::WireBundle => WIRE_BUNDLE,
            EnumKind::DmaChannelDir => DMA_CHANNEL_DIR,
            EnumKind::LockAction => LOCK_ACTION,
            EnumKind::LockBlocking => LOCK_BLOCKING,
            EnumKind::ObjectFifoPort => OBJECTFIFO_PORT,
            EnumKind::CascadeDir => CASCADE_DIR,
            EnumKind::CmpIPredicate => CMPI,
            EnumKind::CmpFPredicate => CMPF,
            EnumKind::TileType => TILE_TYPE,
            EnumKind::TraceMode => TRACE_MODE,
            EnumKind::TracePacketType => TRACE_PACKET_TYPE,
            EnumKind::TraceShimRouting => TRACE_SHIM_ROUTING,
            EnumKind::ComboLogic => COMBO_LOGIC,
            EnumKind::EdgeTrigger => EDGE_TRIGGER,
            EnumKind::CombiningKind => COMBINING_KIND,
            EnumKind::StateTableFunc => STATE_TABLE_FUNC,
            EnumKind::ScratchpadParameterKind => SCRATCHPAD_PARAMETER_KIND,
            EnumKind::ShuffleMode => SHUFFLE_MODE,
            EnumKind::EmitCCmpPredicate => EMITC_CMP,
            EnumKind::PrintPunctuation => PRINT_PUNCTUATION,
        }
    }

    /// The kind named `name` in the op table (`WireBundle`).
    pub fn from_type_name(name: &str) -> Option<EnumKind> {
        EnumKind::ALL.into_iter().find(|k| k.type_name() == name)
    }

    /// The kind's name in the op table and of its typed enum.
    pub fn type_name(self) -> &'static str {
        match self {
            EnumKind::WireBundle => "WireBundle",
            EnumKind::DmaChannelDir => "DmaChannelDir",
            EnumKind::LockAction => "LockAction",
            EnumKind::LockBlocking => "LockBlocking",
            EnumKind::ObjectFifoPort => "ObjectFifoPort",
            EnumKind::CascadeDir => "CascadeDir",
            EnumKind::CmpIPredicate => "CmpIPredicate",
            EnumKind::CmpFPredicate => "CmpFPredicate",
            EnumKind::TileType => "TileType",
            // Not `TraceMode`: that is the view of `aie.trace.mode`.
            EnumKind::TraceMode => "TraceModeAttr",
            EnumKind::TracePacketType => "TracePacketType",
            EnumKind::TraceShimRouting => "TraceShimRouting",
            EnumKind::ComboLogic => "ComboLogic",
            EnumKind::EdgeTrigger => "EdgeTrigger",
            EnumKind::CombiningKind => "CombiningKind",
            EnumKind::StateTableFunc => "StateTableFunc",
            EnumKind::ScratchpadParameterKind => "ScratchpadParameterKind",
            EnumKind::ShuffleMode => "ShuffleMode",
            EnumKind::EmitCCmpPredicate => "EmitCCmpPredicate",
            EnumKind::PrintPunctuation => "PrintPunctuation",
        }
    }

    /// The generic-form attribute mnemonic, e.g. `#aie.wire_bundle<West>`;
    /// `None` for the arith predicates and the `I32EnumAttr`s of trace ops,
    /// whose generic form is the case value.
    pub fn mnemonic(self) -> Option<&'static str> {
        Some(match self {
            EnumKind::WireBundle => "aie.wire_bundle",
            EnumKind::DmaChannelDir => "aie.dma_channel_dir",
            EnumKind::LockAction => "aie.lock_action",
            EnumKind::LockBlocking => "aie.lock_blocking",
            EnumKind::ObjectFifoPort => "aie.objectfifo_port",
            EnumKind::CascadeDir => "aie.cascade_dir",
            EnumKind::TileType => "aie.tile_type",
            EnumKind::CombiningKind => "vector.kind",
            EnumKind::PrintPunctuation => "vector.punctuation",
            EnumKind::CmpIPredicate
            | EnumKind::CmpFPredicate
            | EnumKind::TraceMode
            | EnumKind::TracePacketType
            | EnumKind::TraceShimRouting
            | EnumKind::StateTableFunc
            | EnumKind::ScratchpadParameterKind
            | EnumKind::ComboLogic
            | EnumKind::EdgeTrigger
            | EnumKind::ShuffleMode
            | EnumKind::EmitCCmpPredicate => return None,
        })
    }

    /// The integer type of an enum whose generic form is the case value:
    /// `i64` for the arith predicates (`I64EnumAttr`), `i32` for the
    /// `I32EnumAttr`s of trace ops.
    pub fn storage(self) -> super::IntType {
        match self {
            EnumKind::CmpIPredicate | EnumKind::CmpFPredicate => super::IntType::I64,
            _ => super::IntType::I32,
        }
    }

    /// Whether generic form spells a case as its attribute
    /// (`#vector.kind<add>`: an `EnumAttr`) rather than its value (the
    /// `I32EnumAttr`s of mlir-aie and the arith predicates).
    pub fn generic_as_attr(self) -> bool {
        self.generic_affixes().is_some()
    }

    /// The text around a case's spelling in generic form, for an enum
    /// whose generic form is its attribute: `#vector.kind<add>`, and
    /// `#aievec<mode[t32_4x4]>` (an attribute whose syntax is not MLIR's
    /// pretty form `#dialect.name<...>`).
    pub fn generic_affixes(self) -> Option<(&'static str, &'static str)> {
        match self {
            EnumKind::CombiningKind => Some(("#vector.kind<", ">")),
            EnumKind::PrintPunctuation => Some(("#vector.punctuation<", ">")),
            EnumKind::ShuffleMode => Some(("#aievec<mode[", "]>")),
            EnumKind::EmitCCmpPredicate => Some(("#emitc<cmp_predicate ", ">")),
            _ => None,
        }
    }

    /// What the user must write, for diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            EnumKind::WireBundle => "a wire bundle",
            EnumKind::DmaChannelDir => "a DMA channel direction",
            EnumKind::LockAction => "a lock action",
            EnumKind::LockBlocking => "a lock blocking mode",
            EnumKind::ObjectFifoPort => "an objectfifo port",
            EnumKind::CascadeDir => "a cascade direction",
            EnumKind::CmpIPredicate => "an integer comparison predicate",
            EnumKind::CmpFPredicate => "a float comparison predicate",
            EnumKind::TileType => "a tile type",
            EnumKind::TraceMode => "a trace mode",
            EnumKind::TracePacketType => "a trace packet type",
            EnumKind::TraceShimRouting => "a trace routing strategy",
            EnumKind::ComboLogic => "a combo event logic function",
            EnumKind::EdgeTrigger => "an edge detection trigger",
            EnumKind::CombiningKind => "a vector combining kind",
            EnumKind::StateTableFunc => "a state-table function (mul, incr or decr)",
            EnumKind::ScratchpadParameterKind => "a scratchpad parameter kind (core or addr)",
            EnumKind::ShuffleMode => "a shuffle mode",
            EnumKind::EmitCCmpPredicate => "an emitc comparison",
            EnumKind::PrintPunctuation => "a print punctuation",
        }
    }

    /// Index of the case spelled `word` (quotes already removed).
    pub fn lookup(self, word: &str) -> Option<u8> {
        let word = ALIASES
            .iter()
            .find(|(k, a, _)| *k == self && *a == word)
            .map_or(word, |(_, _, c)| c);
        self.cases()
            .iter()
            .position(|(n, _)| *n == word)
            .map(|i| i as u8)
    }

    /// Index of the case with numeric value `v`.
    pub fn from_value(self, v: i64) -> Option<u8> {
        self.cases()
            .iter()
            .position(|(_, x)| *x == v)
            .map(|i| i as u8)
    }

    /// Spelling of case `idx`.
    pub fn name(self, idx: u8) -> &'static str {
        self.cases()[idx as usize].0
    }

    /// The ODS symbol of case `idx`, the name MLIR's generated C++ and
    /// Python enums give it (`TraceMode::EventTime` for `Event-Time`):
    /// its spelling except where the dialect declares another.
    pub fn symbol(self, idx: u8) -> &'static str {
        const CMPF_SYMBOLS: &[&str] = &[
            "AlwaysFalse",
            "OEQ",
            "OGT",
            "OGE",
            "OLT",
            "OLE",
            "ONE",
            "ORD",
            "UEQ",
            "UGT",
            "UGE",
            "ULT",
            "ULE",
            "UNE",
            "UNO",
            "AlwaysTrue",
        ];
        const COMBINING_KIND_SYMBOLS: &[&str] = &[
            "ADD", "MUL", "MINUI", "MINSI", "MINNUMF", "MAXUI", "MAXSI", "MAXNUMF", "AND", "OR",
            "XOR", "MINIMUMF", "MAXIMUMF",
        ];
        const SHUFFLE_MODE_SYMBOLS: &[&str] = &[
            "T8_64X2_LO",
            "T8_64X2_HI",
            "T16_32X2_LO",
            "T16_32X2_HI",
            "T32_16X2_LO",
            "T32_16X2_HI",
            "T64_8X2_LO",
            "T64_8X2_HI",
            "T128_4X2_LO",
            "T128_4X2_HI",
            "T256_2X2_LO",
            "T256_2X2_HI",
            "T128_2X4_LO",
            "T128_2X4_HI",
            "T64_2X8_LO",
            "T64_2X8_HI",
            "T32_2X16_LO",
            "T32_2X16_HI",
            "T16_2X32_LO",
            "T16_2X32_HI",
            "T8_2X64_LO",
            "T8_2X64_HI",
            "T512_1X2_LO",
            "T512_1X2_HI",
            "T16_16X4_LO",
            "T16_16X4_HI",
            "T16_4X16_LO",
            "T16_4X16_HI",
            "T16_8X4",
            "T16_4X8",
            "T32_8X4_LO",
            "T32_8X4_HI",
            "T32_4X8_LO",
            "T32_4X8_HI",
            "T32_4X4",
            "T8_8X8",
            "T8_16X4",
            "T8_4X16",
            "T16_1X2_flip",
            "T16_4X4",
            "T16_4X2",
            "T16_2X4",
            "T16_8X2",
            "T16_2X8",
            "T16_16X2",
            "T16_2X16",
            "T8_8X4",
            "T8_4X8",
        ];
        let symbols: &[&str] = match self {
            EnumKind::CmpFPredicate => CMPF_SYMBOLS,
            EnumKind::CombiningKind => COMBINING_KIND_SYMBOLS,
            EnumKind::TraceMode => &["EventTime", "EventPC", "Execution"],
            EnumKind::TracePacketType => &["Core", "Mem", "ShimTile", "MemTile"],
            EnumKind::TraceShimRouting => &["Single"],
            EnumKind::StateTableFunc => &["Mul", "Incr", "Decr"],
            EnumKind::ScratchpadParameterKind => &["Core", "Addr"],
            EnumKind::ShuffleMode => SHUFFLE_MODE_SYMBOLS,
            EnumKind::PrintPunctuation => &["NoPunctuation", "NewLine", "Comma", "Open", "Close"],
            _ => &[],
        };
        symbols
            .get(idx as usize)
            .copied()
            .unwrap_or_else(|| self.name(idx))
    }

    /// Numeric value of case `idx`.
    pub fn value(self, idx: u8) -> i64 {
        self.cases()[idx as usize].1
    }

    /// The list of spellings, for help texts.
    pub fn spellings(self) -> String {
        self.cases()
            .iter()
            .map(|(n, _)| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_has_one_distinct_symbol() {
        for &k in &EnumKind::ALL {
            let symbols: Vec<_> = (0..k.cases().len() as u8).map(|i| k.symbol(i)).collect();
            let mut unique = symbols.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), symbols.len(), "{k:?}: {symbols:?}");
        }
        assert_eq!(EnumKind::TraceMode.symbol(0), "EventTime");
        assert_eq!(EnumKind::TracePacketType.symbol(2), "ShimTile");
        assert_eq!(EnumKind::CmpFPredicate.symbol(15), "AlwaysTrue");
        assert_eq!(EnumKind::WireBundle.symbol(1), "DMA");
    }
}
