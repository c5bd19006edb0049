// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.
// Regenerate: UPDATE_VIEWS=1 cargo test -p dialect views_are_current

//! A typed enum per enumeration of [`super::EnumKind`], its cases in table order.

use super::enums::{EnumKind, TypedEnum};

/// A wire bundle, declared in the `aie-target` crate.
pub use aie_target::device::WireBundle;

impl TypedEnum for WireBundle {
    const KIND: EnumKind = EnumKind::WireBundle;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A DMA channel direction.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DmaChannelDir {
    /// `S2MM` (0)
    S2MM,
    /// `MM2S` (1)
    MM2S,
}

impl DmaChannelDir {
    /// Every case.
    pub const ALL: [DmaChannelDir; 2] = [DmaChannelDir::S2MM, DmaChannelDir::MM2S];
}

impl TypedEnum for DmaChannelDir {
    const KIND: EnumKind = EnumKind::DmaChannelDir;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A lock action.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LockAction {
    /// `Acquire` (0)
    Acquire,
    /// `AcquireGreaterEqual` (2)
    AcquireGreaterEqual,
    /// `Release` (1)
    Release,
}

impl LockAction {
    /// Every case.
    pub const ALL: [LockAction; 3] = [LockAction::Acquire, LockAction::AcquireGreaterEqual, LockAction::Release];
}

impl TypedEnum for LockAction {
    const KIND: EnumKind = EnumKind::LockAction;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A lock blocking mode.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LockBlocking {
    /// `NonBlocking` (0)
    NonBlocking,
    /// `Blocking` (1)
    Blocking,
}

impl LockBlocking {
    /// Every case.
    pub const ALL: [LockBlocking; 2] = [LockBlocking::NonBlocking, LockBlocking::Blocking];
}

impl TypedEnum for LockBlocking {
    const KIND: EnumKind = EnumKind::LockBlocking;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// An objectfifo port.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ObjectFifoPort {
    /// `Produce` (0)
    Produce,
    /// `Consume` (1)
    Consume,
}

impl ObjectFifoPort {
    /// Every case.
    pub const ALL: [ObjectFifoPort; 2] = [ObjectFifoPort::Produce, ObjectFifoPort::Consume];
}

impl TypedEnum for ObjectFifoPort {
    const KIND: EnumKind = EnumKind::ObjectFifoPort;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A cascade direction.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CascadeDir {
    /// `South` (3)
    South,
    /// `West` (4)
    West,
    /// `North` (5)
    North,
    /// `East` (6)
    East,
}

impl CascadeDir {
    /// Every case.
    pub const ALL: [CascadeDir; 4] = [CascadeDir::South, CascadeDir::West, CascadeDir::North, CascadeDir::East];
}

impl TypedEnum for CascadeDir {
    const KIND: EnumKind = EnumKind::CascadeDir;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// An integer comparison predicate.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CmpIPredicate {
    /// `eq` (0)
    Eq,
    /// `ne` (1)
    Ne,
    /// `slt` (2)
    Slt,
    /// `sle` (3)
    Sle,
    /// `sgt` (4)
    Sgt,
    /// `sge` (5)
    Sge,
    /// `ult` (6)
    Ult,
    /// `ule` (7)
    Ule,
    /// `ugt` (8)
    Ugt,
    /// `uge` (9)
    Uge,
}

impl CmpIPredicate {
    /// Every case.
    pub const ALL: [CmpIPredicate; 10] = [CmpIPredicate::Eq, CmpIPredicate::Ne, CmpIPredicate::Slt, CmpIPredicate::Sle, CmpIPredicate::Sgt, CmpIPredicate::Sge, CmpIPredicate::Ult, CmpIPredicate::Ule, CmpIPredicate::Ugt, CmpIPredicate::Uge];
}

impl TypedEnum for CmpIPredicate {
    const KIND: EnumKind = EnumKind::CmpIPredicate;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A float comparison predicate.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CmpFPredicate {
    /// `false` (0)
    False,
    /// `oeq` (1)
    Oeq,
    /// `ogt` (2)
    Ogt,
    /// `oge` (3)
    Oge,
    /// `olt` (4)
    Olt,
    /// `ole` (5)
    Ole,
    /// `one` (6)
    One,
    /// `ord` (7)
    Ord,
    /// `ueq` (8)
    Ueq,
    /// `ugt` (9)
    Ugt,
    /// `uge` (10)
    Uge,
    /// `ult` (11)
    Ult,
    /// `ule` (12)
    Ule,
    /// `une` (13)
    Une,
    /// `uno` (14)
    Uno,
    /// `true` (15)
    True,
}

impl CmpFPredicate {
    /// Every case.
    pub const ALL: [CmpFPredicate; 16] = [CmpFPredicate::False, CmpFPredicate::Oeq, CmpFPredicate::Ogt, CmpFPredicate::Oge, CmpFPredicate::Olt, CmpFPredicate::Ole, CmpFPredicate::One, CmpFPredicate::Ord, CmpFPredicate::Ueq, CmpFPredicate::Ugt, CmpFPredicate::Uge, CmpFPredicate::Ult, CmpFPredicate::Ule, CmpFPredicate::Une, CmpFPredicate::Uno, CmpFPredicate::True];
}

impl TypedEnum for CmpFPredicate {
    const KIND: EnumKind = EnumKind::CmpFPredicate;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A tile type.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TileType {
    /// `CoreTile` (0)
    CoreTile,
    /// `MemTile` (1)
    MemTile,
    /// `ShimNOCTile` (2)
    ShimNOCTile,
    /// `ShimPLTile` (3)
    ShimPLTile,
}

impl TileType {
    /// Every case.
    pub const ALL: [TileType; 4] = [TileType::CoreTile, TileType::MemTile, TileType::ShimNOCTile, TileType::ShimPLTile];
}

impl TypedEnum for TileType {
    const KIND: EnumKind = EnumKind::TileType;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A trace mode.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TraceModeAttr {
    /// `Event-Time` (0)
    EventTime,
    /// `Event-PC` (1)
    EventPC,
    /// `Execution` (2)
    Execution,
}

impl TraceModeAttr {
    /// Every case.
    pub const ALL: [TraceModeAttr; 3] = [TraceModeAttr::EventTime, TraceModeAttr::EventPC, TraceModeAttr::Execution];
}

impl TypedEnum for TraceModeAttr {
    const KIND: EnumKind = EnumKind::TraceMode;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A trace packet type.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TracePacketType {
    /// `core` (0)
    Core,
    /// `mem` (1)
    Mem,
    /// `shimtile` (2)
    Shimtile,
    /// `memtile` (3)
    Memtile,
}

impl TracePacketType {
    /// Every case.
    pub const ALL: [TracePacketType; 4] = [TracePacketType::Core, TracePacketType::Mem, TracePacketType::Shimtile, TracePacketType::Memtile];
}

impl TypedEnum for TracePacketType {
    const KIND: EnumKind = EnumKind::TracePacketType;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A trace routing strategy.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TraceShimRouting {
    /// `single` (0)
    Single,
}

impl TraceShimRouting {
    /// Every case.
    pub const ALL: [TraceShimRouting; 1] = [TraceShimRouting::Single];
}

impl TypedEnum for TraceShimRouting {
    const KIND: EnumKind = EnumKind::TraceShimRouting;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A combo event logic function.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComboLogic {
    /// `AND` (0)
    AND,
    /// `AND_NOT` (1)
    ANDNOT,
    /// `OR` (2)
    OR,
    /// `OR_NOT` (3)
    ORNOT,
}

impl ComboLogic {
    /// Every case.
    pub const ALL: [ComboLogic; 4] = [ComboLogic::AND, ComboLogic::ANDNOT, ComboLogic::OR, ComboLogic::ORNOT];
}

impl TypedEnum for ComboLogic {
    const KIND: EnumKind = EnumKind::ComboLogic;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// An edge detection trigger.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EdgeTrigger {
    /// `RISING` (1)
    RISING,
    /// `FALLING` (2)
    FALLING,
    /// `BOTH` (3)
    BOTH,
}

impl EdgeTrigger {
    /// Every case.
    pub const ALL: [EdgeTrigger; 3] = [EdgeTrigger::RISING, EdgeTrigger::FALLING, EdgeTrigger::BOTH];
}

impl TypedEnum for EdgeTrigger {
    const KIND: EnumKind = EnumKind::EdgeTrigger;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A vector combining kind.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CombiningKind {
    /// `add` (0)
    Add,
    /// `mul` (1)
    Mul,
    /// `minui` (2)
    Minui,
    /// `minsi` (3)
    Minsi,
    /// `minnumf` (4)
    Minnumf,
    /// `maxui` (5)
    Maxui,
    /// `maxsi` (6)
    Maxsi,
    /// `maxnumf` (7)
    Maxnumf,
    /// `and` (8)
    And,
    /// `or` (9)
    Or,
    /// `xor` (10)
    Xor,
    /// `minimumf` (11)
    Minimumf,
    /// `maximumf` (12)
    Maximumf,
}

impl CombiningKind {
    /// Every case.
    pub const ALL: [CombiningKind; 13] = [CombiningKind::Add, CombiningKind::Mul, CombiningKind::Minui, CombiningKind::Minsi, CombiningKind::Minnumf, CombiningKind::Maxui, CombiningKind::Maxsi, CombiningKind::Maxnumf, CombiningKind::And, CombiningKind::Or, CombiningKind::Xor, CombiningKind::Minimumf, CombiningKind::Maximumf];
}

impl TypedEnum for CombiningKind {
    const KIND: EnumKind = EnumKind::CombiningKind;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A state-table function (mul, incr or decr).
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StateTableFunc {
    /// `mul` (0)
    Mul,
    /// `incr` (1)
    Incr,
    /// `decr` (2)
    Decr,
}

impl StateTableFunc {
    /// Every case.
    pub const ALL: [StateTableFunc; 3] = [StateTableFunc::Mul, StateTableFunc::Incr, StateTableFunc::Decr];
}

impl TypedEnum for StateTableFunc {
    const KIND: EnumKind = EnumKind::StateTableFunc;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A scratchpad parameter kind (core or addr).
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScratchpadParameterKind {
    /// `core` (0)
    Core,
    /// `addr` (1)
    Addr,
}

impl ScratchpadParameterKind {
    /// Every case.
    pub const ALL: [ScratchpadParameterKind; 2] = [ScratchpadParameterKind::Core, ScratchpadParameterKind::Addr];
}

impl TypedEnum for ScratchpadParameterKind {
    const KIND: EnumKind = EnumKind::ScratchpadParameterKind;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A shuffle mode.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShuffleMode {
    /// `t8_64x2_lo` (0)
    T864x2Lo,
    /// `t8_64x2_hi` (1)
    T864x2Hi,
    /// `t16_32x2_lo` (2)
    T1632x2Lo,
    /// `t16_32x2_hi` (3)
    T1632x2Hi,
    /// `t32_16x2_lo` (4)
    T3216x2Lo,
    /// `t32_16x2_hi` (5)
    T3216x2Hi,
    /// `t64_8x2_lo` (6)
    T648x2Lo,
    /// `t64_8x2_hi` (7)
    T648x2Hi,
    /// `t128_4x2_lo` (8)
    T1284x2Lo,
    /// `t128_4x2_hi` (9)
    T1284x2Hi,
    /// `t256_2x2_lo` (10)
    T2562x2Lo,
    /// `t256_2x2_hi` (11)
    T2562x2Hi,
    /// `t128_2x4_lo` (12)
    T1282x4Lo,
    /// `t128_2x4_hi` (13)
    T1282x4Hi,
    /// `t64_2x8_lo` (14)
    T642x8Lo,
    /// `t64_2x8_hi` (15)
    T642x8Hi,
    /// `t32_2x16_lo` (16)
    T322x16Lo,
    /// `t32_2x16_hi` (17)
    T322x16Hi,
    /// `t16_2x32_lo` (18)
    T162x32Lo,
    /// `t16_2x32_hi` (19)
    T162x32Hi,
    /// `t8_2x64_lo` (20)
    T82x64Lo,
    /// `t8_2x64_hi` (21)
    T82x64Hi,
    /// `t512_1x2_lo` (22)
    T5121x2Lo,
    /// `t512_1x2_hi` (23)
    T5121x2Hi,
    /// `t16_16x4_lo` (24)
    T1616x4Lo,
    /// `t16_16x4_hi` (25)
    T1616x4Hi,
    /// `t16_4x16_lo` (26)
    T164x16Lo,
    /// `t16_4x16_hi` (27)
    T164x16Hi,
    /// `t16_8x4` (28)
    T168x4,
    /// `t16_4x8` (29)
    T164x8,
    /// `t32_8x4_lo` (30)
    T328x4Lo,
    /// `t32_8x4_hi` (31)
    T328x4Hi,
    /// `t32_4x8_lo` (32)
    T324x8Lo,
    /// `t32_4x8_hi` (33)
    T324x8Hi,
    /// `t32_4x4` (34)
    T324x4,
    /// `t8_8x8` (35)
    T88x8,
    /// `t8_16x4` (36)
    T816x4,
    /// `t8_4x16` (37)
    T84x16,
    /// `t16_1x2_flip` (38)
    T161x2Flip,
    /// `t16_4x4` (39)
    T164x4,
    /// `t16_4x2` (40)
    T164x2,
    /// `t16_2x4` (41)
    T162x4,
    /// `t16_8x2` (42)
    T168x2,
    /// `t16_2x8` (43)
    T162x8,
    /// `t16_16x2` (44)
    T1616x2,
    /// `t16_2x16` (45)
    T162x16,
    /// `t8_8x4` (46)
    T88x4,
    /// `t8_4x8` (47)
    T84x8,
}

impl ShuffleMode {
    /// Every case.
    pub const ALL: [ShuffleMode; 48] = [ShuffleMode::T864x2Lo, ShuffleMode::T864x2Hi, ShuffleMode::T1632x2Lo, ShuffleMode::T1632x2Hi, ShuffleMode::T3216x2Lo, ShuffleMode::T3216x2Hi, ShuffleMode::T648x2Lo, ShuffleMode::T648x2Hi, ShuffleMode::T1284x2Lo, ShuffleMode::T1284x2Hi, ShuffleMode::T2562x2Lo, ShuffleMode::T2562x2Hi, ShuffleMode::T1282x4Lo, ShuffleMode::T1282x4Hi, ShuffleMode::T642x8Lo, ShuffleMode::T642x8Hi, ShuffleMode::T322x16Lo, ShuffleMode::T322x16Hi, ShuffleMode::T162x32Lo, ShuffleMode::T162x32Hi, ShuffleMode::T82x64Lo, ShuffleMode::T82x64Hi, ShuffleMode::T5121x2Lo, ShuffleMode::T5121x2Hi, ShuffleMode::T1616x4Lo, ShuffleMode::T1616x4Hi, ShuffleMode::T164x16Lo, ShuffleMode::T164x16Hi, ShuffleMode::T168x4, ShuffleMode::T164x8, ShuffleMode::T328x4Lo, ShuffleMode::T328x4Hi, ShuffleMode::T324x8Lo, ShuffleMode::T324x8Hi, ShuffleMode::T324x4, ShuffleMode::T88x8, ShuffleMode::T816x4, ShuffleMode::T84x16, ShuffleMode::T161x2Flip, ShuffleMode::T164x4, ShuffleMode::T164x2, ShuffleMode::T162x4, ShuffleMode::T168x2, ShuffleMode::T162x8, ShuffleMode::T1616x2, ShuffleMode::T162x16, ShuffleMode::T88x4, ShuffleMode::T84x8];
}

impl TypedEnum for ShuffleMode {
    const KIND: EnumKind = EnumKind::ShuffleMode;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// An emitc comparison.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EmitCCmpPredicate {
    /// `eq` (0)
    Eq,
    /// `ne` (1)
    Ne,
    /// `lt` (2)
    Lt,
    /// `le` (3)
    Le,
    /// `gt` (4)
    Gt,
    /// `ge` (5)
    Ge,
    /// `three_way` (6)
    ThreeWay,
}

impl EmitCCmpPredicate {
    /// Every case.
    pub const ALL: [EmitCCmpPredicate; 7] = [EmitCCmpPredicate::Eq, EmitCCmpPredicate::Ne, EmitCCmpPredicate::Lt, EmitCCmpPredicate::Le, EmitCCmpPredicate::Gt, EmitCCmpPredicate::Ge, EmitCCmpPredicate::ThreeWay];
}

impl TypedEnum for EmitCCmpPredicate {
    const KIND: EnumKind = EnumKind::EmitCCmpPredicate;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}

/// A print punctuation.
#[allow(clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PrintPunctuation {
    /// `no_punctuation` (0)
    NoPunctuation,
    /// `newline` (1)
    Newline,
    /// `comma` (2)
    Comma,
    /// `open` (3)
    Open,
    /// `close` (4)
    Close,
}

impl PrintPunctuation {
    /// Every case.
    pub const ALL: [PrintPunctuation; 5] = [PrintPunctuation::NoPunctuation, PrintPunctuation::Newline, PrintPunctuation::Comma, PrintPunctuation::Open, PrintPunctuation::Close];
}

impl TypedEnum for PrintPunctuation {
    const KIND: EnumKind = EnumKind::PrintPunctuation;
    fn from_index(index: u8) -> Self {
        Self::ALL[usize::from(index)]
    }
    fn index(self) -> u8 {
        self as u8
    }
}
