//! DMA registers: buffer-descriptor layouts per tile kind, channel control
//! and start queues (aie2-registers.md §4), and the wrap/step conversion.

use super::layout::{f, reg, s, Field, FieldError, Layout};
use crate::device::TileKind;
use BdField::*;

pub use crate::device::Dir;

/// Declares [`BdField`] from one row per field: variant, name and doc.
macro_rules! bd_fields {
    ($($variant:ident $name:literal $doc:literal,)*) => {
        /// A field of a DMA buffer descriptor. The BD layouts of every tile
        /// kind ([`SHIM_BD`], [`MEM_BD`], [`CORE_BD`]) are built from these
        /// (each kind's BD has some of them); [`BdField::name`] is the field's
        /// name in the layouts, as `aiex.npu.writebd` spells its attribute.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum BdField {
            $(#[doc = $doc] $variant,)*
        }

        impl BdField {
            /// Every field.
            pub const ALL: &'static [BdField] = &[$(BdField::$variant,)*];

            /// The field's name.
            pub const fn name(self) -> &'static str {
                match self {
                    $(BdField::$variant => $name,)*
                }
            }
        }
    };
}

bd_fields! {
    BufferLength "buffer_length" "Transfer length in 32-bit words.",
    BufferOffset "buffer_offset" "The buffer's address: its low 32 bits (bytes) in a shim BD, a word address in a MemTile's.",
    BaseAddress "base_address" "The buffer's word address in a compute tile's data memory.",
    BaseAddressHigh "base_address_high" "Bits 47:32 of a shim BD's host address.",
    AddressBits5648 "address_bits_56_48" "Bits 56:48 of a shim BD's host address (the 9th word of the CERT path's BD data).",
    EnablePacket "enable_packet" "Sends a packet header before the data (MM2S).",
    OutOfOrderId "out_of_order_id" "The out-of-order id of the packet header.",
    PacketId "packet_id" "The packet id of the packet header.",
    PacketType "packet_type" "The packet type of the packet header.",
    SecureAccess "secure_access" "The AXI secure-access bit of the shim's transfers.",
    BurstLength "burst_length" "The shim's AXI burst length, encoded ([`crate::device::Arch::shim_burst_lengths`]).",
    Smid "smid" "The AXI SMID of the shim's transfers.",
    AxCache "axcache" "The AXI AxCACHE bits of the shim's transfers.",
    AxQos "ax_qos" "The AXI AxQOS bits of the shim's transfers.",
    EnableCompression "enable_compression" "Compresses (MM2S) or decompresses (S2MM) the data.",
    D0Size "d0_size" "Dimension 0's size in 32-bit words.",
    D0Stride "d0_stride" "Dimension 0's step minus one, in 32-bit words.",
    D0ZeroBefore "d0_zero_before" "Zero padding before dimension 0 (MemTile MM2S).",
    D0ZeroAfter "d0_zero_after" "Zero padding after dimension 0 (MemTile MM2S).",
    D1Size "d1_size" "Dimension 1's size (repetitions of dimension 0).",
    D1Stride "d1_stride" "Dimension 1's step minus one, in 32-bit words.",
    D1ZeroBefore "d1_zero_before" "Zero padding before dimension 1 (MemTile MM2S).",
    D1ZeroAfter "d1_zero_after" "Zero padding after dimension 1 (MemTile MM2S).",
    D2Size "d2_size" "Dimension 2's size (repetitions of dimension 1; MemTile).",
    D2Stride "d2_stride" "Dimension 2's step minus one, in 32-bit words.",
    D2ZeroBefore "d2_zero_before" "Zero padding before dimension 2 (MemTile MM2S).",
    D2ZeroAfter "d2_zero_after" "Zero padding after dimension 2 (MemTile MM2S).",
    D3Stride "d3_stride" "Dimension 3's step minus one, in 32-bit words (MemTile).",
    IterationCurrent "iteration_current" "The iteration the BD's repetition counter is at.",
    IterationSize "iteration_size" "Repetitions of the BD's pattern minus one.",
    IterationStride "iteration_stride" "Address step between repetitions minus one, in 32-bit words.",
    TlastSuppress "tlast_suppress" "Sends no TLAST at the end of the transfer (MM2S).",
    NextBd "next_bd" "The BD that runs next, if `use_next_bd`.",
    UseNextBd "use_next_bd" "Continues with BD `next_bd` after this one.",
    ValidBd "valid_bd" "The BD is valid.",
    LockRelVal "lock_rel_val" "What releasing the lock adds to its value (signed).",
    LockRelId "lock_rel_id" "The lock released after the transfer.",
    LockAcqEnable "lock_acq_enable" "Acquires lock `lock_acq_id` before the transfer.",
    LockAcqVal "lock_acq_val" "The value of the lock acquire (signed).",
    LockAcqId "lock_acq_id" "The lock acquired before the transfer.",
}

/// An unsigned BD field.
const fn bd(field: BdField, word: u8, lo: u8, bits: u8) -> Field {
    f(field.name(), word, lo, bits)
}

/// A two's-complement BD field.
const fn bd_signed(field: BdField, word: u8, lo: u8, bits: u8) -> Field {
    s(field.name(), word, lo, bits)
}

/// The words of one buffer descriptor and where BDs live.
#[derive(Debug, PartialEq, Eq)]
pub struct BdLayout {
    /// The BD's words and fields.
    pub layout: Layout,
    /// Address of BD 0 (tile-local); BD n is at `base + stride * n`.
    pub base: u32,
    /// Bytes from one BD to the next.
    pub stride: u32,
    /// Byte offset of the word holding the buffer address.
    pub address_word_offset: u32,
}

/// Shim NOC tile BD (§4.4). `buffer_offset` is the low 32 bits of the byte
/// address; `burst_length` holds the encoding (0 = 64 B, 1 = 128 B, 2 = 256 B, 3 = 512 B).
pub static SHIM_BD: BdLayout = BdLayout {
    base: 0x1D000,
    stride: 0x20,
    address_word_offset: 4,
    layout: Layout {
        words: 8,
        fields: &[
            bd(BufferLength, 0, 0, 32),
            bd(BufferOffset, 1, 0, 32),
            bd(EnablePacket, 2, 30, 1),
            bd(OutOfOrderId, 2, 24, 6),
            bd(PacketId, 2, 19, 5),
            bd(PacketType, 2, 16, 3),
            bd(BaseAddressHigh, 2, 0, 16),
            bd(SecureAccess, 3, 30, 1),
            bd(D0Size, 3, 20, 10),
            bd(D0Stride, 3, 0, 20),
            bd(BurstLength, 4, 30, 2),
            bd(D1Size, 4, 20, 10),
            bd(D1Stride, 4, 0, 20),
            bd(Smid, 5, 28, 4),
            bd(AxCache, 5, 24, 4),
            bd(AxQos, 5, 20, 4),
            bd(D2Stride, 5, 0, 20),
            bd(IterationCurrent, 6, 26, 6),
            bd(IterationSize, 6, 20, 6),
            bd(IterationStride, 6, 0, 20),
            bd(TlastSuppress, 7, 31, 1),
            bd(NextBd, 7, 27, 4),
            bd(UseNextBd, 7, 26, 1),
            bd(ValidBd, 7, 25, 1),
            bd_signed(LockRelVal, 7, 18, 7),
            bd(LockRelId, 7, 13, 4),
            bd(LockAcqEnable, 7, 12, 1),
            bd_signed(LockAcqVal, 7, 5, 7),
            bd(LockAcqId, 7, 0, 4),
        ],
    },
};

/// Host-address bits 56:48 in the 9th word of the shim BD data that the
/// CERT path carries (decisions.md: the uC-DMA writes the first 8 words;
/// APPLY_OFFSET_57 patches `buffer_offset`, `base_address_high` and this).
pub static SHIM_BD_ADDRESS_BITS_56_48: Field = bd(AddressBits5648, 8, 0, 9);

/// The fields holding a shim BD's host address, lowest bits first.
fn shim_bd_address_fields() -> [&'static Field; 3] {
    let field = |f| SHIM_BD.field(f).unwrap_or(&SHIM_BD_ADDRESS_BITS_56_48);
    [
        field(BufferOffset),
        field(BaseAddressHigh),
        &SHIM_BD_ADDRESS_BITS_56_48,
    ]
}

/// The bits of a host address a shim BD holds (57): a host buffer lies
/// below `1 << HOST_ADDRESS_BITS`.
pub fn host_address_bits() -> u32 {
    shim_bd_address_fields()
        .iter()
        .map(|f| u32::from(f.bits))
        .sum()
}

/// The 57-bit host address in shim BD data (8 or 9 words; a missing 9th
/// word reads as 0).
pub fn shim_bd_host_address(words: &[u32]) -> u64 {
    let mut address = 0u64;
    let mut shift = 0;
    for field in shim_bd_address_fields() {
        address |= (field.get(words) as u64) << shift;
        shift += u32::from(field.bits);
    }
    address
}

/// Sets the host address in shim BD data (the bits of the fields that
/// `words` has; higher address bits are dropped).
pub fn set_shim_bd_host_address(words: &mut [u32], address: u64) {
    let mut shift = 0;
    for field in shim_bd_address_fields() {
        if let Some(w) = words.get_mut(field.word as usize) {
            let bits = (address >> shift) as u32 & field.mask();
            *w = (*w & !(field.mask() << field.lo)) | bits << field.lo;
        }
        shift += u32::from(field.bits);
    }
}

/// Mem tile BD (§4.3). `buffer_offset` is a word address in the 3 × 512 KiB window.
pub static MEM_BD: BdLayout = BdLayout {
    base: 0xA0000,
    stride: 0x20,
    address_word_offset: 4,
    layout: Layout {
        words: 8,
        fields: &[
            bd(EnablePacket, 0, 31, 1),
            bd(PacketType, 0, 28, 3),
            bd(PacketId, 0, 23, 5),
            bd(OutOfOrderId, 0, 17, 6),
            bd(BufferLength, 0, 0, 17),
            bd(D0ZeroBefore, 1, 26, 6),
            bd(NextBd, 1, 20, 6),
            bd(UseNextBd, 1, 19, 1),
            bd(BufferOffset, 1, 0, 19),
            bd(TlastSuppress, 2, 31, 1),
            bd(D0Size, 2, 17, 10),
            bd(D0Stride, 2, 0, 17),
            bd(D1ZeroBefore, 3, 27, 5),
            bd(D1Size, 3, 17, 10),
            bd(D1Stride, 3, 0, 17),
            bd(EnableCompression, 4, 31, 1),
            bd(D2ZeroBefore, 4, 27, 4),
            bd(D2Size, 4, 17, 10),
            bd(D2Stride, 4, 0, 17),
            bd(D2ZeroAfter, 5, 28, 4),
            bd(D1ZeroAfter, 5, 23, 5),
            bd(D0ZeroAfter, 5, 17, 6),
            bd(D3Stride, 5, 0, 17),
            bd(IterationCurrent, 6, 23, 6),
            bd(IterationSize, 6, 17, 6),
            bd(IterationStride, 6, 0, 17),
            bd(ValidBd, 7, 31, 1),
            bd_signed(LockRelVal, 7, 24, 7),
            bd(LockRelId, 7, 16, 8),
            bd(LockAcqEnable, 7, 15, 1),
            bd_signed(LockAcqVal, 7, 8, 7),
            bd(LockAcqId, 7, 0, 8),
        ],
    },
};

/// Compute tile BD (§4.2). `base_address` is a word address in the tile's data memory.
pub static CORE_BD: BdLayout = BdLayout {
    base: 0x1D000,
    stride: 0x20,
    address_word_offset: 0,
    layout: Layout {
        words: 6,
        fields: &[
            bd(BaseAddress, 0, 14, 14),
            bd(BufferLength, 0, 0, 14),
            bd(EnableCompression, 1, 31, 1),
            bd(EnablePacket, 1, 30, 1),
            bd(OutOfOrderId, 1, 24, 6),
            bd(PacketId, 1, 19, 5),
            bd(PacketType, 1, 16, 3),
            bd(D1Stride, 2, 13, 13),
            bd(D0Stride, 2, 0, 13),
            bd(D1Size, 3, 21, 8),
            bd(D0Size, 3, 13, 8),
            bd(D2Stride, 3, 0, 13),
            bd(IterationCurrent, 4, 19, 6),
            bd(IterationSize, 4, 13, 6),
            bd(IterationStride, 4, 0, 13),
            bd(TlastSuppress, 5, 31, 1),
            bd(NextBd, 5, 27, 4),
            bd(UseNextBd, 5, 26, 1),
            bd(ValidBd, 5, 25, 1),
            bd_signed(LockRelVal, 5, 18, 7),
            bd(LockRelId, 5, 13, 4),
            bd(LockAcqEnable, 5, 12, 1),
            bd_signed(LockAcqVal, 5, 5, 7),
            bd(LockAcqId, 5, 0, 4),
        ],
    },
};

/// DMA address generation works in units of this many bits.
pub const ADDRESS_GRANULARITY_BITS: i64 = 32;

/// The integer operations the wrap-and-step encoding is written in:
/// arithmetic on constants ([`Constants`]), or ops that compute values known
/// only at run time (the NPU lowering's `arith`), so that both encode alike.
pub trait WrapMath {
    /// A value: a constant or a run-time one.
    type V: Copy;
    /// The value of constant `c`.
    fn constant(&mut self, c: i64) -> Self::V;
    /// `v * c`.
    fn mul(&mut self, v: Self::V, c: i64) -> Self::V;
    /// `v / c`.
    fn div(&mut self, v: Self::V, c: i64) -> Self::V;
    /// `v - c`.
    fn sub(&mut self, v: Self::V, c: i64) -> Self::V;
    /// `v > bound ? then : other`.
    fn above(&mut self, v: Self::V, bound: i64, then: Self::V, other: Self::V) -> Self::V;
    /// `v < bound ? then : other`.
    fn below(&mut self, v: Self::V, bound: i64, then: Self::V, other: Self::V) -> Self::V;
}

/// [`WrapMath`] on constants (products wrap).
pub struct Constants;

impl WrapMath for Constants {
    type V = i64;
    fn constant(&mut self, c: i64) -> i64 {
        c
    }
    fn mul(&mut self, v: i64, c: i64) -> i64 {
        v.wrapping_mul(c)
    }
    fn div(&mut self, v: i64, c: i64) -> i64 {
        v / c
    }
    fn sub(&mut self, v: i64, c: i64) -> i64 {
        v.wrapping_sub(c)
    }
    fn above(&mut self, v: i64, bound: i64, then: i64, other: i64) -> i64 {
        if v > bound {
            then
        } else {
            other
        }
    }
    fn below(&mut self, v: i64, bound: i64, then: i64, other: i64) -> i64 {
        if v < bound {
            then
        } else {
            other
        }
    }
}

/// mlir-aie's `encodeHardwareStridesWraps`: the hardware wraps and
/// (minus-one) steps, in 32-bit words, of sizes/strides `s`/`t` (innermost
/// first) over `w`-bit elements: d0's size in words; a step only where its
/// dimension repeats (d0's where it spans a word, none for elements wider
/// than a word); d3's size minus one, its step only for a positive stride.
pub fn encode_wraps_steps<M: WrapMath>(
    m: &mut M,
    s: [M::V; 4],
    t: [M::V; 4],
    w: i64,
) -> ([M::V; 4], [M::V; 4]) {
    let g = ADDRESS_GRANULARITY_BITS;
    let step = |m: &mut M, t: M::V| {
        let bits = m.mul(t, w);
        let words = m.div(bits, g);
        m.sub(words, 1)
    };
    let zero = m.constant(0);
    let bits = m.mul(s[0], w);
    let d0 = m.div(bits, g);
    let t0 = if w > g {
        zero
    } else {
        let span = m.mul(t[0], w);
        let biased = step(m, t[0]);
        m.below(span, g, zero, biased)
    };
    let mut inner = [(zero, zero); 2];
    for (i, out) in inner.iter_mut().enumerate() {
        let biased = step(m, t[i + 1]);
        *out = (s[i + 1], m.above(s[i + 1], 1, biased, zero));
    }
    let less = m.sub(s[3], 1);
    let d3 = m.above(s[3], 1, less, zero);
    let biased = step(m, t[3]);
    let positive = m.above(t[3], 0, biased, zero);
    let t3 = m.above(s[3], 1, positive, zero);
    (
        [d0, inner[0].0, inner[1].0, d3],
        [t0, inner[0].1, inner[1].1, t3],
    )
}

/// mlir-aie's `getHardwareStridesWraps` (aie-runtime-sequence.md §3.1):
/// [`encode_wraps_steps`] of constants; nothing for an empty d0.
/// Overflowing products wrap (the verifier rejects such patterns with a
/// range error).
pub fn hardware_wraps_steps(s: &[i64; 4], t: &[i64; 4], w: i64) -> ([i64; 4], [i64; 4]) {
    if s[0] == 0 {
        return ([0; 4], [0; 4]);
    }
    encode_wraps_steps(&mut Constants, *s, *t, w)
}

/// The BD layout of a tile kind (`None` for PL shims, which have no DMA).
pub fn bd_layout(kind: TileKind) -> Option<&'static BdLayout> {
    match kind {
        TileKind::ShimNoc => Some(&SHIM_BD),
        TileKind::MemTile => Some(&MEM_BD),
        TileKind::Core => Some(&CORE_BD),
        TileKind::ShimPl => None,
    }
}

impl BdLayout {
    /// The layout of `field`, if this tile kind's BD has it.
    pub fn field(&self, field: BdField) -> Option<&'static Field> {
        self.layout.field(field.name())
    }

    /// Tile-local address of BD `id`.
    pub fn address(&self, id: u32) -> u32 {
        self.base + self.stride * id
    }

    /// The BD words for `values` ([`Layout::encode`]).
    pub fn encode(&self, values: &[(BdField, i64)]) -> Result<Vec<u32>, FieldError> {
        let named: Vec<(&str, i64)> = values.iter().map(|&(f, v)| (f.name(), v)).collect();
        self.layout.encode(&named)
    }

    /// Every field this BD has, with its value in `words`.
    pub fn decode(&self, words: &[u32]) -> Vec<(BdField, i64)> {
        BdField::ALL
            .iter()
            .filter_map(|&f| Some((f, self.field(f)?.get(words))))
            .collect()
    }

    /// The `(BD id, word index)` of tile-local address `offset` (inverse of
    /// [`BdLayout::address`]); the caller checks the id against the tile's
    /// BD count (`Device::num_bds`).
    pub fn at(&self, offset: u32) -> Option<(u32, usize)> {
        let rel = offset.checked_sub(self.base)?;
        let word = (rel % self.stride) as usize;
        (word.is_multiple_of(4) && word / 4 < self.layout.words)
            .then_some((rel / self.stride, word / 4))
    }
}

/// Bytes of data memory a mem-tile DMA sees per tile in its 3 × 512 KiB
/// window (west neighbour, own tile, east neighbour; §4.5).
pub const MEM_TILE_WINDOW: u32 = 0x8_0000;

/// Bytes per unit of a BD's buffer address (compute `base_address`, mem
/// `buffer_offset`): a 32-bit word.
pub const BD_ADDRESS_UNIT: u32 = (ADDRESS_GRANULARITY_BITS / 8) as u32;

/// The BD buffer-address field value for `byte_offset` in the data memory
/// of the tile `column_delta` columns away (-1, 0, 1 on mem tiles; 0
/// elsewhere). `None` for shims (host addresses) and unreachable tiles.
pub fn bd_buffer_field(kind: TileKind, column_delta: i64, byte_offset: u32) -> Option<u32> {
    match kind {
        TileKind::Core if column_delta == 0 => Some(byte_offset / BD_ADDRESS_UNIT),
        TileKind::MemTile if byte_offset < MEM_TILE_WINDOW => {
            Some((mem_tile_window(column_delta)? + byte_offset) / BD_ADDRESS_UNIT)
        }
        _ => None,
    }
}

/// Where a mem tile's DMA sees the memory of the mem tile `column_delta`
/// columns away (its west neighbour, itself, its east neighbour), in bytes.
pub fn mem_tile_window(column_delta: i64) -> Option<u32> {
    (-1..=1)
        .contains(&column_delta)
        .then(|| (column_delta + 1) as u32 * MEM_TILE_WINDOW)
}

/// The `(column delta, byte offset)` a BD's buffer-address field value
/// `field` points at (inverse of [`bd_buffer_field`]).
pub fn bd_buffer_at(kind: TileKind, field: u32) -> Option<(i64, u32)> {
    let bytes = field.checked_mul(BD_ADDRESS_UNIT)?;
    match kind {
        TileKind::Core => Some((0, bytes)),
        TileKind::MemTile if bytes < 3 * MEM_TILE_WINDOW => Some((
            i64::from(bytes / MEM_TILE_WINDOW) - 1,
            bytes % MEM_TILE_WINDOW,
        )),
        _ => None,
    }
}

/// Tile-local address of a DMA channel's control register (§4.6); its start
/// queue is the next word.
pub fn channel_ctrl(kind: TileKind, dir: Dir, channel: u32) -> Option<u32> {
    let (s2mm, mm2s) = match kind {
        TileKind::Core => (0x1DE00, 0x1DE10),
        TileKind::MemTile => (0xA0600, 0xA0630),
        TileKind::ShimNoc => (0x1D200, 0x1D210),
        TileKind::ShimPl => return None,
    };
    Some(
        match dir {
            Dir::S2MM => s2mm,
            Dir::MM2S => mm2s,
        } + 8 * channel,
    )
}

/// Tile-local address of a MemTile MM2S channel's CONSTANT_PAD_VALUE
/// register (AIE2P only: [`crate::device::Device::has_pad_value_register`]):
/// the word the channel sends for each padding element.
pub fn constant_pad_value(kind: TileKind, dir: Dir, channel: u32) -> Option<u32> {
    (kind == TileKind::MemTile && dir == Dir::MM2S && channel < 6).then(|| 0xA06E0 + 4 * channel)
}

/// The MemTile MM2S channel whose CONSTANT_PAD_VALUE register is at `offset`.
pub fn constant_pad_value_at(kind: TileKind, offset: u32) -> Option<u32> {
    let base = constant_pad_value(kind, Dir::MM2S, 0)?;
    let ch = offset.checked_sub(base)? / 4;
    (constant_pad_value(kind, Dir::MM2S, ch) == Some(offset)).then_some(ch)
}

/// Tile-local address of a DMA channel's start queue.
pub fn start_queue(kind: TileKind, dir: Dir, channel: u32) -> Option<u32> {
    channel_ctrl(kind, dir, channel).map(|a| a + 4)
}

/// The `(direction, channel, is the start queue)` of a channel control or
/// start-queue address (inverse of [`channel_ctrl`] and [`start_queue`]).
/// A direction has as many channels as fit between the S2MM and the MM2S
/// registers (2 on compute and shim tiles, 6 on mem tiles).
pub fn channel_at(kind: TileKind, offset: u32) -> Option<(Dir, u32, bool)> {
    let s2mm = channel_ctrl(kind, Dir::S2MM, 0)?;
    let mm2s = channel_ctrl(kind, Dir::MM2S, 0)?;
    let span = mm2s - s2mm;
    let (dir, rel) = match offset.checked_sub(s2mm)? {
        rel if rel < span => (Dir::S2MM, rel),
        rel if rel - span < span => (Dir::MM2S, rel - span),
        _ => return None,
    };
    (rel % 4 == 0).then_some((dir, rel / 8, rel % 8 == 4))
}

/// Tasks a channel's start queue holds besides the one it runs (AIE2's
/// 4-deep task queue): a push onto a full queue is dropped (hardware sets
/// the status's `task_queue_overflow`), so a runtime sequence that may push
/// a fifth first polls the channel's status for room.
pub const TASK_QUEUE_DEPTH: u32 = 4;

/// Tile-local address of a DMA channel's status register (read only, but
/// for the sticky overflow bit): S2MM channels from the first, then MM2S,
/// one word each.
pub fn channel_status(kind: TileKind, dir: Dir, channel: u32) -> Option<u32> {
    let (s2mm, mm2s, channels) = match kind {
        TileKind::Core => (0x1DF00, 0x1DF10, 2),
        TileKind::MemTile => (0xA0660, 0xA0680, 6),
        TileKind::ShimNoc => (0x1D220, 0x1D228, 2),
        TileKind::ShimPl => return None,
    };
    let base = match dir {
        Dir::S2MM => s2mm,
        Dir::MM2S => mm2s,
    };
    (channel < channels).then_some(base + 4 * channel)
}

/// The `(direction, channel)` whose status register is at `offset`
/// (inverse of [`channel_status`]).
pub fn channel_status_at(kind: TileKind, offset: u32) -> Option<(Dir, u32)> {
    [Dir::S2MM, Dir::MM2S].into_iter().find_map(|dir| {
        let base = channel_status(kind, dir, 0)?;
        let ch = offset.checked_sub(base)? / 4;
        (channel_status(kind, dir, ch) == Some(offset)).then_some((dir, ch))
    })
}

/// A channel's status word: the BD it works on, how many tasks wait in its
/// queue, whether it runs (a transfer, or a task waiting), and the sticky
/// overflow bit a push onto a full queue sets.
pub static CHANNEL_STATUS: Layout = reg(&[
    f("cur_bd", 0, 24, 4),
    f("task_queue_size", 0, 20, 3),
    f("channel_running", 0, 19, 1),
    f("task_queue_overflow", 0, 18, 1),
]);
/// Mem-tile channel status: the current BD is one of 48.
pub static MEM_CHANNEL_STATUS: Layout = reg(&[
    f("cur_bd", 0, 24, 6),
    f("task_queue_size", 0, 20, 3),
    f("channel_running", 0, 19, 1),
    f("task_queue_overflow", 0, 18, 1),
]);

/// The status register's layout for a tile kind.
pub fn channel_status_layout(kind: TileKind) -> &'static Layout {
    if kind == TileKind::MemTile {
        &MEM_CHANNEL_STATUS
    } else {
        &CHANNEL_STATUS
    }
}

/// The bit of the status word that is set while the start queue holds
/// [`TASK_QUEUE_DEPTH`] tasks: clear, the queue has room (the depth is a
/// power of two, so "fewer than the depth" is one bit of `task_queue_size`).
pub fn queue_full_bit(kind: TileKind) -> u32 {
    channel_status_layout(kind)
        .field("task_queue_size")
        .map_or(0, |f| TASK_QUEUE_DEPTH << f.lo)
}

/// The bits of the status word that are all clear while the channel is
/// idle: no task waits in its queue (`task_queue_size`) and none runs
/// (`channel_running`), so every task pushed on it has finished.
pub fn channel_idle_bits(kind: TileKind) -> u32 {
    let layout = channel_status_layout(kind);
    ["task_queue_size", "channel_running"]
        .into_iter()
        .filter_map(|name| layout.field(name))
        .map(|f| f.mask() << f.lo)
        .fold(0, |bits, f| bits | f)
}

/// Channel control: the task-complete-token controller id (every tile kind
/// and direction).
pub static CTRL_CONTROLLER_ID: Field = f("controller_id", 0, 8, 8);

/// Channel control of compute and mem tiles; `reset` is what aie-rt pulses
/// around loading a core's ELF.
static S2MM_CTRL: Layout = reg(&[
    f("fot_mode", 0, 16, 2),
    CTRL_CONTROLLER_ID,
    f("decompression_enable", 0, 4, 1),
    f("enable_out_of_order", 0, 3, 1),
    f("reset", 0, 1, 1),
]);
static MM2S_CTRL: Layout = reg(&[
    CTRL_CONTROLLER_ID,
    f("compression_enable", 0, 4, 1),
    f("reset", 0, 1, 1),
]);
/// Shim channel control: no reset or compression; pause bits instead.
static SHIM_S2MM_CTRL: Layout = reg(&[
    f("fot_mode", 0, 16, 2),
    CTRL_CONTROLLER_ID,
    f("enable_out_of_order", 0, 3, 1),
    f("pause_stream", 0, 2, 1),
    f("pause_mem", 0, 1, 1),
]);
static SHIM_MM2S_CTRL: Layout = reg(&[
    CTRL_CONTROLLER_ID,
    f("pause_stream", 0, 2, 1),
    f("pause_mem", 0, 1, 1),
]);

/// The channel control register's layout for a tile kind and direction.
pub fn channel_ctrl_layout(kind: TileKind, dir: Dir) -> Option<&'static Layout> {
    Some(match (kind, dir) {
        (TileKind::Core | TileKind::MemTile, Dir::S2MM) => &S2MM_CTRL,
        (TileKind::Core | TileKind::MemTile, Dir::MM2S) => &MM2S_CTRL,
        (TileKind::ShimNoc, Dir::S2MM) => &SHIM_S2MM_CTRL,
        (TileKind::ShimNoc, Dir::MM2S) => &SHIM_MM2S_CTRL,
        (TileKind::ShimPl, _) => return None,
    })
}

/// Start queue of compute and shim tiles: token issue, repeat count
/// (repeats − 1), start BD (one of 16).
pub static START_QUEUE: Layout = reg(&[
    f("issue_token", 0, 31, 1),
    f("repeat_count", 0, 16, 8),
    f("bd_id", 0, 0, 4),
]);
/// Mem-tile start queue: the start BD is one of 48.
pub static MEM_START_QUEUE: Layout = reg(&[
    f("issue_token", 0, 31, 1),
    f("repeat_count", 0, 16, 8),
    f("bd_id", 0, 0, 6),
]);

/// The start queue's layout for a tile kind.
pub fn start_queue_layout(kind: TileKind) -> &'static Layout {
    if kind == TileKind::MemTile {
        &MEM_START_QUEUE
    } else {
        &START_QUEUE
    }
}

/// The start-queue word pushing BD `bd_id` (bits beyond the fields of
/// [`start_queue_layout`] are dropped).
pub fn queue_word(kind: TileKind, bd_id: u32, repeat: u32, token: bool) -> u32 {
    let layout = start_queue_layout(kind);
    let bits = |name, value: u32| layout.field(name).map_or(0, |f| (value & f.mask()) << f.lo);
    bits("issue_token", u32::from(token)) | bits("repeat_count", repeat) | bits("bd_id", bd_id)
}

/// How many words from its base address a BD's walk reaches (one past the
/// highest word offset among its first `len` words): dimension k wraps
/// after `wraps[k]` (0: never, so the dimensions after it are not used)
/// and steps `steps[k]` words. With non-negative steps the highest offset
/// is that of the last word, or of a word whose digits are the last's
/// with one digit lowered and all digits below it at their maximum.
pub fn bd_reach(wraps: &[u64], steps: &[u64], len: u64) -> u64 {
    let Some(last) = len.checked_sub(1) else {
        return 0;
    };
    let mut digits = Vec::with_capacity(wraps.len());
    let mut rest = last;
    for &w in wraps {
        digits.push(rest.checked_rem(w).unwrap_or(rest));
        rest = rest.checked_div(w).unwrap_or(0);
    }
    let offset = |d: &[u64]| {
        d.iter()
            .zip(steps)
            .fold(0u64, |a, (d, s)| a.saturating_add(d.saturating_mul(*s)))
    };
    let mut best = offset(&digits);
    for j in (0..digits.len()).filter(|&j| digits[j] > 0) {
        let mut d = digits.clone();
        d[j] -= 1;
        for i in 0..j {
            d[i] = wraps[i].saturating_sub(1);
        }
        best = best.max(offset(&d));
    }
    best.saturating_add(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against the walk counted out word by word.
    #[test]
    fn bd_reach_is_the_highest_word_reached() {
        let walked = |wraps: &[u64], steps: &[u64], len: u64| {
            (0..len)
                .map(|mut k| {
                    let mut at = 0;
                    for (&w, &s) in wraps.iter().zip(steps) {
                        let d = k.checked_rem(w).unwrap_or(k);
                        k = k.checked_div(w).unwrap_or(0);
                        at += d * s;
                    }
                    at + 1
                })
                .max()
                .unwrap_or(0)
        };
        for wraps in [[0, 0, 0], [4, 0, 0], [4, 3, 0], [3, 5, 0], [1, 2, 0]] {
            for steps in [[1, 1, 1], [1, 4, 16], [8, 1, 2], [1, 100, 1], [2, 1, 50]] {
                for len in 0..70 {
                    assert_eq!(
                        bd_reach(&wraps, &steps, len),
                        walked(&wraps, &steps, len),
                        "{wraps:?} {steps:?} {len}"
                    );
                }
            }
        }
    }

    /// aie2-registers.md §4.2: 0x720, 1024 bytes, acquire ≥ 1 on lock 3, release lock 4 by 1.
    #[test]
    fn core_bd_worked_example() {
        let words = CORE_BD
            .encode(&[
                (BaseAddress, 0x720 / 4),
                (BufferLength, 256),
                (ValidBd, 1),
                (LockAcqEnable, 1),
                (LockAcqId, 3),
                (LockAcqVal, -1),
                (LockRelId, 4),
                (LockRelVal, 1),
            ])
            .unwrap();
        assert_eq!(words, [0x0072_0100, 0, 0, 0, 0, 0x0204_9FE3]);
        let back = CORE_BD.decode(&words);
        assert!(back.contains(&(LockAcqVal, -1)));
        assert!(back.contains(&(BaseAddress, 0x720 / 4)));
    }

    /// §4.8: npu_dma_memcpy shim BD (2048 words, 3-D, burst 256 B, AxCache 2).
    #[test]
    fn shim_bd_worked_example() {
        let values = [
            (BufferLength, 2048),
            (D0Size, 32),
            (D0Stride, 0),
            (BurstLength, 2),
            (D1Size, 32),
            (D1Stride, 63),
            (AxCache, 2),
            (D2Stride, 2047),
            (ValidBd, 1),
        ];
        let words = SHIM_BD.encode(&values).unwrap();
        assert_eq!(
            words,
            [
                0x800,
                0,
                0,
                0x0200_0000,
                0x8200_003F,
                0x0200_07FF,
                0,
                0x0200_0000
            ]
        );
        let back = SHIM_BD.decode(&words);
        for v in values {
            assert!(back.contains(&v), "{v:?}");
        }
    }

    /// §4.8 static example: shim S2MM 0 with lock 0: valid, release +1, acquire == 0.
    #[test]
    fn shim_bd_lock_word() {
        let words = SHIM_BD
            .encode(&[(ValidBd, 1), (LockRelVal, 1), (LockAcqEnable, 1)])
            .unwrap();
        assert_eq!(words[7], 0x0204_1000);
    }

    #[test]
    fn mem_bd_fields_round_trip() {
        let values = [
            (BufferLength, 0x1_FFFF),
            (NextBd, 47),
            (UseNextBd, 1),
            (BufferOffset, 0x8_2000 / 4),
            (D2Size, 3),
            (D3Stride, 5),
            (LockAcqId, 64 + 5),
            (LockAcqVal, -2),
            (ValidBd, 1),
        ];
        let words = MEM_BD.encode(&values).unwrap();
        assert_eq!(words[1], (47 << 20) | (1 << 19) | (0x8_2000 / 4));
        assert_eq!(words[4], 3 << 17);
        assert_eq!(words[7], 1 << 31 | 0x7E << 8 | 69);
        let back = MEM_BD.decode(&words);
        for v in values {
            assert!(back.contains(&v), "{v:?}");
        }
    }

    #[test]
    fn encode_rejects_what_does_not_fit() {
        assert!(CORE_BD.encode(&[(D0Size, 256)]).is_err());
        assert!(CORE_BD.encode(&[(LockAcqVal, -65)]).is_err());
        assert!(SHIM_BD.encode(&[(D3Stride, 1)]).is_err());
    }

    #[test]
    fn inverse_lookups() {
        for (layout, id) in [(&CORE_BD, 15), (&MEM_BD, 47), (&SHIM_BD, 3)] {
            for word in 0..layout.layout.words {
                assert_eq!(
                    layout.at(layout.address(id) + 4 * word as u32),
                    Some((id, word))
                );
            }
        }
        assert_eq!(
            CORE_BD.at(CORE_BD.address(2) + 24),
            None,
            "words 6 and 7 of a compute BD"
        );
        assert_eq!(CORE_BD.at(0x1D002), None);
        assert_eq!(MEM_BD.at(0x9FFFC), None);
        for kind in [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc] {
            let n = if kind == TileKind::MemTile { 6 } else { 2 };
            for dir in [Dir::S2MM, Dir::MM2S] {
                for ch in 0..n {
                    let ctrl = channel_ctrl(kind, dir, ch).unwrap();
                    assert_eq!(channel_at(kind, ctrl), Some((dir, ch, false)));
                    assert_eq!(channel_at(kind, ctrl + 4), Some((dir, ch, true)));
                }
            }
            let last = channel_ctrl(kind, Dir::MM2S, n - 1).unwrap();
            assert_eq!(channel_at(kind, last + 8), None);
            assert_eq!(channel_at(kind, last + 2), None);
        }
        assert_eq!(channel_at(TileKind::ShimPl, 0x1D200), None);
    }

    /// §4.5: mem-tile buffer addresses in the 3 × 512 KiB window; memTileDMA.mlir's own 0x2000 → 0x82000.
    #[test]
    fn bd_buffer_addresses() {
        assert_eq!(
            bd_buffer_field(TileKind::MemTile, 0, 0x2000),
            Some(0x82000 / 4)
        );
        assert_eq!(bd_buffer_field(TileKind::MemTile, -1, 0x10), Some(4));
        assert_eq!(bd_buffer_field(TileKind::MemTile, 2, 0), None);
        assert_eq!(bd_buffer_field(TileKind::Core, 0, 0x720), Some(0x1C8));
        assert_eq!(bd_buffer_field(TileKind::Core, 1, 0x720), None);
        assert_eq!(bd_buffer_field(TileKind::ShimNoc, 0, 0), None);
        for (kind, delta, offset) in [
            (TileKind::MemTile, -1, 0x7FFFC),
            (TileKind::MemTile, 0, 0),
            (TileKind::MemTile, 1, 0x400),
            (TileKind::Core, 0, 0xFFFC),
        ] {
            let field = bd_buffer_field(kind, delta, offset).unwrap();
            assert_eq!(bd_buffer_at(kind, field), Some((delta, offset)));
        }
        assert_eq!(bd_buffer_at(TileKind::MemTile, 0x180000 / 4), None);
    }

    /// binary-format reference 8.4: the 57-bit address in words 1, 2[15:0], 8[8:0].
    #[test]
    fn shim_bd_host_address_57() {
        let mut words = vec![
            0x80,
            0xFFFF_F000,
            0xABCD_0012,
            0,
            0,
            0,
            0,
            0x8000_0000,
            0xFFFF_FE01,
        ];
        assert_eq!(shim_bd_host_address(&words), 0x1_0012_FFFF_F000);
        set_shim_bd_host_address(&mut words, 0x1FF_1234_5678_9ABC);
        assert_eq!(words[1], 0x5678_9ABC);
        assert_eq!(words[2], 0xABCD_1234);
        assert_eq!(words[8], 0xFFFF_FFFF);
        assert_eq!(shim_bd_host_address(&words), 0x1FF_1234_5678_9ABC);
        let mut eight = vec![0u32; 8];
        set_shim_bd_host_address(&mut eight, 0x1_0000_0000_0004);
        assert_eq!(shim_bd_host_address(&eight), 4);
    }

    /// aie-runtime-sequence.md §2.6: queue words and addresses from push_to_queue.mlir.
    #[test]
    fn channel_status_registers() {
        // aie-rt's DMA_{S2MM,MM2S}_Status_<n> of the three tile kinds.
        assert_eq!(
            channel_status(TileKind::ShimNoc, Dir::MM2S, 0),
            Some(0x1D228)
        );
        assert_eq!(
            channel_status(TileKind::ShimNoc, Dir::S2MM, 1),
            Some(0x1D224)
        );
        assert_eq!(channel_status(TileKind::Core, Dir::MM2S, 1), Some(0x1DF14));
        assert_eq!(
            channel_status(TileKind::MemTile, Dir::S2MM, 5),
            Some(0xA0674)
        );
        assert_eq!(channel_status(TileKind::MemTile, Dir::MM2S, 6), None);
        assert_eq!(channel_status(TileKind::ShimPl, Dir::MM2S, 0), None);
        for kind in [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc] {
            for dir in [Dir::S2MM, Dir::MM2S] {
                for ch in 0..6 {
                    if let Some(a) = channel_status(kind, dir, ch) {
                        assert_eq!(channel_status_at(kind, a), Some((dir, ch)));
                    }
                }
            }
            // Task_Queue_Size is bits 22:20: a 4-deep queue is full at bit 22.
            assert_eq!(queue_full_bit(kind), 0x40_0000);
            // Idle: Task_Queue_Size 22:20 and Channel_Running 19 clear.
            assert_eq!(channel_idle_bits(kind), 0x78_0000);
        }
        assert_eq!(channel_status_at(TileKind::Core, 0x1DF08), None);
    }

    #[test]
    fn queue_words() {
        assert_eq!(start_queue(TileKind::ShimNoc, Dir::S2MM, 1), Some(0x1D20C));
        assert_eq!(queue_word(TileKind::ShimNoc, 3, 0, true), 0x8000_0003);
        assert_eq!(start_queue(TileKind::ShimNoc, Dir::MM2S, 0), Some(0x1D214));
        assert_eq!(queue_word(TileKind::ShimNoc, 2, 3, false), 0x30002);
        assert_eq!(queue_word(TileKind::MemTile, 40, 0, false), 40);
        assert_eq!(start_queue(TileKind::MemTile, Dir::MM2S, 0), Some(0xA0634));
    }

    /// §7.1: aie-rt resets compute-tile channels with MASK_WRITE(Ctrl, 0x2, 0x2);
    /// §6: the controller id sits in bits 15:8 of every channel's Ctrl.
    #[test]
    fn channel_control() {
        let ctrl = |k, d| channel_ctrl_layout(k, d).unwrap();
        for d in [Dir::S2MM, Dir::MM2S] {
            for k in [TileKind::Core, TileKind::MemTile] {
                assert_eq!(ctrl(k, d).mask_write(&[("reset", 1)]), Ok((0x2, 0x2)));
            }
            assert!(ctrl(TileKind::ShimNoc, d).word(&[("reset", 1)]).is_err());
            for k in [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc] {
                assert_eq!(ctrl(k, d).field("controller_id"), Some(&CTRL_CONTROLLER_ID));
            }
            assert_eq!(channel_ctrl_layout(TileKind::ShimPl, d), None);
        }
        let word = ctrl(TileKind::ShimNoc, Dir::S2MM)
            .word(&[("controller_id", 15), ("fot_mode", 2), ("pause_mem", 1)])
            .unwrap();
        assert_eq!(word, 0x0002_0F02);
        let back = ctrl(TileKind::ShimNoc, Dir::S2MM).decode(&[word]);
        assert!(back.contains(&("fot_mode", 2)) && back.contains(&("controller_id", 15)));
        assert!(ctrl(TileKind::Core, Dir::MM2S)
            .word(&[("fot_mode", 1)])
            .is_err());
        let queue = start_queue_layout(TileKind::MemTile).decode(&[queue_word(
            TileKind::MemTile,
            40,
            3,
            true,
        )]);
        assert_eq!(
            queue,
            [("issue_token", 1), ("repeat_count", 3), ("bd_id", 40)]
        );
        // Compute and shim queues take BDs 0..16: a 4-bit id.
        for kind in [TileKind::Core, TileKind::ShimNoc] {
            let word = queue_word(kind, 0x1F, 0, false);
            assert_eq!(word, 0xF);
            assert_eq!(start_queue_layout(kind).decode(&[0x3F])[2], ("bd_id", 0xF));
        }
    }
}
