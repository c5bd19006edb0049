//! Core-module and tile registers (aie2-registers.md §5): core control and
//! status, tile isolation, and the accumulator cascade direction.

use super::layout::{f, reg, Field, Layout};
use crate::device::TileKind;
use crate::device::WireBundle::{self, East, North, South, West};

/// Core_Control (compute tiles): `reset` holds the core in reset (1 after
/// power-up), `enable` starts it.
pub static CORE_CONTROL: Layout = reg(&[f("enable", 0, 0, 1), f("reset", 0, 1, 1)]);
/// Tile-local address of Core_Control.
pub const CORE_CONTROL_ADDRESS: u32 = 0x32000;

/// Core_Status (read only): state, stall causes, halts, done.
pub static CORE_STATUS: Layout = reg(&[
    f("enable", 0, 0, 1),
    f("reset", 0, 1, 1),
    f("memory_stall_s", 0, 2, 1),
    f("memory_stall_w", 0, 3, 1),
    f("memory_stall_n", 0, 4, 1),
    f("memory_stall_e", 0, 5, 1),
    f("lock_stall_s", 0, 6, 1),
    f("lock_stall_w", 0, 7, 1),
    f("lock_stall_n", 0, 8, 1),
    f("lock_stall_e", 0, 9, 1),
    f("stream_stall_ss0", 0, 10, 1),
    f("stream_stall_ms0", 0, 12, 1),
    f("cascade_stall_scd", 0, 14, 1),
    f("cascade_stall_mcd", 0, 15, 1),
    f("debug_halt", 0, 16, 1),
    f("ecc_error_stall", 0, 17, 1),
    f("ecc_scrubbing_stall", 0, 18, 1),
    f("error_halt", 0, 19, 1),
    f("core_done", 0, 20, 1),
    f("core_processor_bus_stall", 0, 21, 1),
]);
/// Tile-local address of Core_Status.
pub const CORE_STATUS_ADDRESS: u32 = 0x32004;

/// Core_Processor_Bus (compute tiles): `enable` lets the core reach its
/// tile's registers through the processor bus; without it a core's access
/// there hangs the core (`slverr_on_access`: a slave error instead).
pub static CORE_PROCESSOR_BUS: Layout =
    reg(&[f("enable", 0, 0, 1), f("slverr_on_access", 0, 2, 1)]);
/// Tile-local address of Core_Processor_Bus.
pub const CORE_PROCESSOR_BUS_ADDRESS: u32 = 0x32038;
/// The core address at which the processor bus shows the tile's registers:
/// the register at tile-local address `a` is core address
/// `PROCESSOR_BUS_BASE + a` (up to 0xFFFFF).
pub const PROCESSOR_BUS_BASE: u32 = 0x8_0000;

/// Tile_Control: isolate the tile from a neighbour (reset value 0xF).
pub static TILE_CONTROL: Layout = reg(&[
    f("isolate_south", 0, 0, 1),
    f("isolate_west", 0, 1, 1),
    f("isolate_north", 0, 2, 1),
    f("isolate_east", 0, 3, 1),
]);

/// Tile-local address of Tile_Control.
pub fn tile_control(kind: TileKind) -> u32 {
    if kind == TileKind::MemTile {
        0x96030
    } else {
        0x36030
    }
}

const ACCUMULATOR_FIELDS: [Field; 2] = [f("input", 0, 0, 1), f("output", 0, 1, 1)];

/// Accumulator_Control (compute tiles): cascade input 0 = North, 1 = West;
/// output 0 = South, 1 = East.
pub static ACCUMULATOR_CONTROL: Layout = reg(&ACCUMULATOR_FIELDS);
/// Tile-local address of Accumulator_Control.
pub const ACCUMULATOR_CONTROL_ADDRESS: u32 = 0x36060;

/// The bundles each Accumulator_Control field value selects.
const CASCADE_INPUTS: [WireBundle; 2] = [North, West];
const CASCADE_OUTPUTS: [WireBundle; 2] = [South, East];

/// The Accumulator_Control word for a cascade arriving from `input` (North
/// or West) and leaving to `output` (South or East).
pub fn cascade_word(input: WireBundle, output: WireBundle) -> Option<u32> {
    let i = CASCADE_INPUTS.iter().position(|&b| b == input)?;
    let o = CASCADE_OUTPUTS.iter().position(|&b| b == output)?;
    ACCUMULATOR_CONTROL
        .word(&[("input", i as i64), ("output", o as i64)])
        .ok()
}

/// The `(input, output)` bundles of an Accumulator_Control word.
pub fn cascade_ports(word: u32) -> (WireBundle, WireBundle) {
    let [i, o] = ACCUMULATOR_FIELDS.map(|f| f.get(&[word]) as usize);
    (CASCADE_INPUTS[i], CASCADE_OUTPUTS[o])
}

/// Program memory of a compute tile (16 KiB at this tile-local address).
pub const PROGRAM_MEMORY_ADDRESS: u32 = 0x20000;
/// Bytes of a compute tile's program memory (16 KiB).
pub const PROGRAM_MEMORY_BYTES: u32 = 0x4000;

/// What aiec writes into a core's program memory where mlir-aie writes the
/// core's ELF: a reference to the core body of a design the simulator
/// holds (its core at this tile), by the digest of that design's text
/// ([`design_digest`]). Words: the magic `"aiec"`, `"core"`, the format
/// version, the digest's low and high words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreImage {
    /// The digest of the design's text ([`design_digest`]).
    pub design: u64,
}

const CORE_IMAGE_MAGIC: [u32; 2] = [u32::from_le_bytes(*b"aiec"), u32::from_le_bytes(*b"core")];
const CORE_IMAGE_VERSION: u32 = 1;
/// Words of a [`CoreImage`].
pub const CORE_IMAGE_WORDS: usize = 5;

impl CoreImage {
    /// The image's words, from the start of program memory.
    pub fn words(self) -> [u32; CORE_IMAGE_WORDS] {
        let [m0, m1] = CORE_IMAGE_MAGIC;
        [
            m0,
            m1,
            CORE_IMAGE_VERSION,
            self.design as u32,
            (self.design >> 32) as u32,
        ]
    }

    /// The image program memory's first words hold, if they hold one.
    pub fn read(words: &[u32]) -> Option<CoreImage> {
        match *words {
            [m0, m1, CORE_IMAGE_VERSION, lo, hi, ..] if [m0, m1] == CORE_IMAGE_MAGIC => {
                Some(CoreImage {
                    design: u64::from(lo) | u64::from(hi) << 32,
                })
            }
            _ => None,
        }
    }
}

/// The digest a [`CoreImage`] names a design by: 64-bit FNV-1a of its text.
pub fn design_digest(text: &[u8]) -> u64 {
    text.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn core_image_round_trip() {
        let image = CoreImage {
            design: design_digest(b"module {}"),
        };
        assert_eq!(CoreImage::read(&image.words()), Some(image));
        assert_eq!(CoreImage::read(&[0; CORE_IMAGE_WORDS]), None);
        assert_eq!(CoreImage::read(&image.words()[..4]), None);
        assert_ne!(design_digest(b"a"), design_digest(b"b"));
    }

    /// §5: Accumulator_Control bit 0 input (North/West), bit 1 output (South/East).
    #[test]
    fn cascade() {
        assert_eq!(cascade_word(North, South), Some(0));
        assert_eq!(cascade_word(West, South), Some(1));
        assert_eq!(cascade_word(North, East), Some(2));
        assert_eq!(cascade_word(West, East), Some(3));
        assert_eq!(cascade_word(South, East), None);
        assert_eq!(cascade_word(North, West), None);
        for word in 0..4 {
            let (i, o) = cascade_ports(word);
            assert_eq!(cascade_word(i, o), Some(word));
        }
    }

    #[test]
    fn status_and_tile_control() {
        let status = CORE_STATUS.decode(&[1 << 20 | 1]);
        assert!(status.contains(&("core_done", 1)) && status.contains(&("enable", 1)));
        assert_eq!(status.iter().filter(|(_, v)| *v == 1).count(), 2);
        assert_eq!(tile_control(TileKind::Core), 0x36030);
        assert_eq!(tile_control(TileKind::MemTile), 0x96030);
        assert_eq!(tile_control(TileKind::ShimNoc), 0x36030);
        let all = [
            "isolate_south",
            "isolate_west",
            "isolate_north",
            "isolate_east",
        ];
        assert_eq!(TILE_CONTROL.word(&all.map(|n| (n, 1))), Ok(0xF));
    }
}
