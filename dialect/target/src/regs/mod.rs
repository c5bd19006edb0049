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
//! - [`trace`]: event numbers and the trace unit's registers;
//! - [`image`]: the register image, a sparse model of the array that a
//!   stream of writes builds and that answers decoded queries (the lift's
//!   and the simulator's one decoder).

pub mod core;
pub mod dma;
pub mod image;
mod layout;
pub mod lock;
pub mod switch;
pub mod trace;

pub use self::core::*;
pub use dma::*;
pub use layout::{Field, Layout};
pub use lock::*;
pub use switch::*;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::TileKind;

    #[test]
    fn layouts_have_no_overlapping_fields() {
        let mut all = vec![
            &SHIM_BD.layout,
            &MEM_BD.layout,
            &CORE_BD.layout,
            &START_QUEUE,
            &LOCK_VALUE,
            lock_request_layout(TileKind::Core).0,
            lock_request_layout(TileKind::MemTile).0,
            &MASTER_CIRCUIT,
            &MASTER_PACKET,
            &SLAVE_CONFIG,
            &SLAVE_SLOT,
            &SHIM_MUX,
            &SHIM_DEMUX,
            &CORE_CONTROL,
            &CORE_STATUS,
            &TILE_CONTROL,
            &ACCUMULATOR_CONTROL,
        ];
        all.extend(trace::TRACE_REGS.iter().map(|t| t.layout));
        for kind in [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc] {
            all.extend([Dir::S2MM, Dir::MM2S].map(|d| channel_ctrl_layout(kind, d).unwrap()));
        }
        for layout in all {
            let mut used = vec![0u32; layout.words];
            for f in layout.fields {
                assert!(u32::from(f.lo) + u32::from(f.bits) <= 32, "{}", f.name);
                let m = f.mask() << f.lo;
                assert_eq!(used[f.word as usize] & m, 0, "{}", f.name);
                used[f.word as usize] |= m;
            }
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
