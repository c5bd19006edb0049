//! The AIE-ML (AIE2) register map the control-code lowering writes and the
//! simulator and ELF lift read (facts: aie2-registers.md; docs/registers.md).
//! Every register is a [`Layout`], a field table from which both
//! [`Layout::encode`] and [`Layout::decode`] derive; addresses are
//! tile-local and given by formulas per tile kind.
//!
//! - [`dma`]: buffer descriptors per tile kind, channel control and start
//!   queues, the wrap/step conversion;
//! - [`lock`]: lock values, lock requests, overflow and underflow status;
//! - [`switch`]: stream-switch master, slave and slot registers, physical
//!   port numbers, shim mux and demux;
//! - [`core`]: core control and status, tile control, cascade;
//! - [`packet`]: stream packet headers and control-packet headers;
//! - [`trace`]: event numbers and the trace unit's registers;
//! - [`names`]: the registers by name, as mlir-aie's register database
//!   names them (`aie.utils.regdb`);
//! - [`trace_frames`]: the trace unit's frames and packets (event-time mode);
//! - [`image`]: the register image, a sparse model of the array that a
//!   stream of writes builds and that answers decoded queries (the lift's
//!   and the simulator's one decoder).

pub mod core;
pub mod dma;
pub mod image;
mod layout;
pub mod lock;
pub mod names;
pub mod packet;
pub mod switch;
pub mod trace;
pub mod trace_frames;

pub use self::core::*;
pub use dma::*;
pub use layout::{Field, FieldError, Layout};
pub use lock::*;
pub use switch::*;

use crate::device::TileKind;

/// Every register layout of a `kind` tile, by register name: the whole
/// table, for checks that must cover it (the no-overlap test below and
/// `tests/register_map.rs`, which compares it with aie-rt).
pub fn layouts(kind: TileKind) -> Vec<(&'static str, &'static Layout)> {
    let mut all = vec![
        ("stream switch master (circuit)", &MASTER_CIRCUIT),
        ("stream switch master (packet)", &MASTER_PACKET),
        ("stream switch slave", &SLAVE_CONFIG),
        ("stream switch slave slot", &SLAVE_SLOT),
        ("Tile_Control", &TILE_CONTROL),
        ("lock value", &LOCK_VALUE),
        ("lock request", lock_request_layout(kind).0),
    ];
    if let Some(bd) = bd_layout(kind) {
        all.push(("buffer descriptor", &bd.layout));
    }
    let channels = [
        (Dir::S2MM, "S2MM channel control", "S2MM start queue"),
        (Dir::MM2S, "MM2S channel control", "MM2S start queue"),
    ];
    for (dir, control, queue) in channels {
        if let Some(layout) = channel_ctrl_layout(kind, dir) {
            all.extend([(control, layout), (queue, start_queue_layout(kind))]);
        }
    }
    match kind {
        TileKind::Core => all.extend([
            ("Core_Control", &CORE_CONTROL),
            ("Core_Status", &CORE_STATUS),
            ("Core_Processor_Bus", &CORE_PROCESSOR_BUS),
            ("Accumulator_Control", &ACCUMULATOR_CONTROL),
        ]),
        TileKind::ShimNoc => all.extend([("shim mux", &SHIM_MUX), ("shim demux", &SHIM_DEMUX)]),
        TileKind::MemTile | TileKind::ShimPl => {}
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field of `layout` lies in its word and overlaps no other.
    fn assert_no_overlap(name: &str, layout: &Layout) {
        let mut used = vec![0u32; layout.words];
        for f in layout.fields {
            assert!(
                u32::from(f.lo) + u32::from(f.bits) <= 32,
                "{name}.{}",
                f.name
            );
            let m = f.mask() << f.lo;
            assert_eq!(used[f.word as usize] & m, 0, "{name}.{}", f.name);
            used[f.word as usize] |= m;
        }
    }

    #[test]
    fn layouts_have_no_overlapping_fields() {
        let kinds = [
            TileKind::Core,
            TileKind::MemTile,
            TileKind::ShimNoc,
            TileKind::ShimPl,
        ];
        for kind in kinds {
            for (name, layout) in layouts(kind) {
                assert_no_overlap(name, layout);
            }
        }
        for t in trace::TRACE_REGS {
            assert_no_overlap("trace", t.layout);
        }
    }

    #[test]
    fn generic_encode_decode_and_mask_write() {
        let word = CORE_CONTROL.word(&[("enable", 1)]).unwrap();
        assert_eq!(word, 1);
        assert_eq!(CORE_CONTROL.decode(&[word]), [("enable", 1), ("reset", 0)]);
        assert!(CORE_CONTROL.word(&[("halt", 1)]).is_err());
        assert!(CORE_CONTROL.word(&[("enable", 2)]).is_err());
        // aie2-registers.md §5: reset, unreset, enable, disable.
        assert_eq!(CORE_CONTROL.mask_write(&[("reset", 1)]), Ok((0x2, 0x2)));
        assert_eq!(CORE_CONTROL.mask_write(&[("reset", 0)]), Ok((0x2, 0)));
        assert_eq!(CORE_CONTROL.mask_write(&[("enable", 1)]), Ok((0x1, 0x1)));
        assert_eq!(CORE_CONTROL.mask_write(&[("enable", 0)]), Ok((0x1, 0)));
    }
}
