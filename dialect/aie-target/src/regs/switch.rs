//! Stream-switch registers (aie2-registers.md §2): master and slave port
//! configuration, slave slots (packet rules), the physical port numbering
//! behind their addresses, and the shim mux and demux.

use super::layout::{f, reg, Layout};
use crate::device::TileKind;
use crate::device::WireBundle::{
    self, Core, East, North, South, TileControl, Trace, West, DMA, FIFO, NOC, PLIO,
};

/// Master port in circuit mode: enabled, fed by physical slave port `slave_port`.
pub static MASTER_CIRCUIT: Layout = reg(&[
    f("master_enable", 0, 31, 1),
    f("packet_enable", 0, 30, 1),
    f("slave_port", 0, 0, 5),
]);

/// Master port in packet mode: drop the header on egress, emit packets of
/// arbiter `arbiter` whose msel is in `msel_mask` (bit i = msel i).
pub static MASTER_PACKET: Layout = reg(&[
    f("master_enable", 0, 31, 1),
    f("packet_enable", 0, 30, 1),
    f("drop_header", 0, 7, 1),
    f("msel_mask", 0, 3, 4),
    f("arbiter", 0, 0, 3),
]);

/// The layout a master configuration word is read with (by its `packet_enable` bit).
pub fn master_layout(word: u32) -> &'static Layout {
    if word >> 30 & 1 == 1 {
        &MASTER_PACKET
    } else {
        &MASTER_CIRCUIT
    }
}

/// Slave port configuration.
pub static SLAVE_CONFIG: Layout = reg(&[f("slave_enable", 0, 31, 1), f("packet_enable", 0, 30, 1)]);

/// Slave slot (one packet rule): packets whose id matches `id` on the bits
/// set in `mask` go to arbiter `arbiter` tagged `msel`.
pub static SLAVE_SLOT: Layout = reg(&[
    f("id", 0, 24, 5),
    f("mask", 0, 16, 5),
    f("enable", 0, 8, 1),
    f("msel", 0, 4, 2),
    f("arbiter", 0, 0, 3),
]);

/// Slots per slave port.
pub const SLOTS_PER_SLAVE: u32 = 4;

/// Deterministic merge (aie2-registers.md §2.7): the two slots of one
/// register of an arbiter's schedule, each a physical slave port number and
/// the packets it is granted in a row (0: slot unused).
pub static MERGE_SLOTS: Layout = reg(&[
    f("slave_id_0", 0, 0, 5),
    f("packet_count_0", 0, 8, 6),
    f("slave_id_1", 0, 16, 5),
    f("packet_count_1", 0, 24, 6),
]);

/// Deterministic merge control of an arbiter: writing it resets the
/// schedule's state, so it follows the slots.
pub static MERGE_CTRL: Layout = reg(&[f("enable", 0, 0, 1)]);

/// The arbiters of a switch that have a deterministic merge schedule (AIE2).
pub const MERGE_ARBITERS: u32 = 2;
/// Slots of an arbiter's schedule: two per slot register.
pub const MERGE_SLOTS_PER_ARBITER: u32 = 4;

/// A stream-switch configuration register, by physical port number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchReg {
    /// Master port configuration of a physical port number.
    Master(u32),
    /// Slave port configuration of a physical port number.
    Slave(u32),
    /// `(slave port, slot)`.
    Slot(u32, u32),
    /// `(arbiter, register)`: deterministic merge slots `2 r` and `2 r + 1`.
    MergeSlots(u32, u32),
    /// The deterministic merge control of an arbiter.
    MergeCtrl(u32),
}

const MASTERS: u32 = 0;
const SLAVES: u32 = 0x100;
const SLOTS: u32 = 0x200;
const MERGE: u32 = 0x800;
/// The address step from one arbiter's merge registers to the next.
const MERGE_STRIDE: u32 = 0x10;

fn switch_base(kind: TileKind) -> u32 {
    if kind == TileKind::MemTile {
        0xB0000
    } else {
        0x3F000
    }
}

impl SwitchReg {
    /// Tile-local address, or `None` for a port or slot the switch lacks.
    pub fn address(self, kind: TileKind) -> Option<u32> {
        let base = switch_base(kind);
        Some(match self {
            SwitchReg::Master(p) if p < port_count(kind, true) => base + MASTERS + 4 * p,
            SwitchReg::Slave(p) if p < port_count(kind, false) => base + SLAVES + 4 * p,
            SwitchReg::Slot(p, k) if p < port_count(kind, false) && k < SLOTS_PER_SLAVE => {
                base + SLOTS + 0x10 * p + 4 * k
            }
            SwitchReg::MergeSlots(a, r) if a < MERGE_ARBITERS && r < 2 => {
                base + MERGE + MERGE_STRIDE * a + 4 * r
            }
            SwitchReg::MergeCtrl(a) if a < MERGE_ARBITERS => base + MERGE + MERGE_STRIDE * a + 8,
            _ => return None,
        })
    }

    /// The register at a tile-local address (inverse of [`SwitchReg::address`]).
    pub fn at(kind: TileKind, address: u32) -> Option<SwitchReg> {
        let offset = address.checked_sub(switch_base(kind))?;
        let reg = match offset {
            0..SLAVES => SwitchReg::Master(offset / 4),
            SLAVES..SLOTS => SwitchReg::Slave((offset - SLAVES) / 4),
            SLOTS..MERGE => SwitchReg::Slot((offset - SLOTS) / 0x10, (offset - SLOTS) % 0x10 / 4),
            _ => {
                let (a, r) = (
                    (offset - MERGE) / MERGE_STRIDE,
                    (offset - MERGE) % MERGE_STRIDE / 4,
                );
                match r {
                    2 => SwitchReg::MergeCtrl(a),
                    r => SwitchReg::MergeSlots(a, r),
                }
            }
        };
        (reg.address(kind) == Some(address)).then_some(reg)
    }
}

/// One side of a switch: `(bundle, ports)` in physical port order.
type PortMap = &'static [(WireBundle, u8)];

/// Compute-tile switch masters and slaves (slave Trace 0 = core, 1 = memory trace).
const CORE_MASTERS: PortMap = &[
    (Core, 1),
    (DMA, 2),
    (TileControl, 1),
    (FIFO, 1),
    (South, 4),
    (West, 4),
    (North, 6),
    (East, 4),
];
const CORE_SLAVES: PortMap = &[
    (Core, 1),
    (DMA, 2),
    (TileControl, 1),
    (FIFO, 1),
    (South, 6),
    (West, 4),
    (North, 4),
    (East, 4),
    (Trace, 2),
];
const MEM_MASTERS: PortMap = &[(DMA, 6), (TileControl, 1), (South, 4), (North, 6)];
const MEM_SLAVES: PortMap = &[
    (DMA, 6),
    (TileControl, 1),
    (South, 6),
    (North, 4),
    (Trace, 1),
];
/// Shim switch (NOC and PL shims alike); the shim DMA is behind South ports.
const SHIM_MASTERS: PortMap = &[
    (TileControl, 1),
    (FIFO, 1),
    (South, 6),
    (West, 4),
    (North, 6),
    (East, 4),
];
const SHIM_SLAVES: PortMap = &[
    (TileControl, 1),
    (FIFO, 1),
    (South, 8),
    (West, 4),
    (North, 4),
    (East, 4),
    (Trace, 1),
];

fn ports(kind: TileKind, master: bool) -> PortMap {
    match (kind, master) {
        (TileKind::Core, true) => CORE_MASTERS,
        (TileKind::Core, false) => CORE_SLAVES,
        (TileKind::MemTile, true) => MEM_MASTERS,
        (TileKind::MemTile, false) => MEM_SLAVES,
        (TileKind::ShimNoc | TileKind::ShimPl, true) => SHIM_MASTERS,
        (TileKind::ShimNoc | TileKind::ShimPl, false) => SHIM_SLAVES,
    }
}

fn port_count(kind: TileKind, master: bool) -> u32 {
    ports(kind, master).iter().map(|&(_, n)| u32::from(n)).sum()
}

/// Physical port number of `bundle : channel`
/// among a switch's masters or slaves.
pub fn port_index(kind: TileKind, bundle: WireBundle, channel: u32, master: bool) -> Option<u32> {
    let mut first = 0;
    for &(b, n) in ports(kind, master) {
        if b == bundle {
            return (channel < u32::from(n)).then_some(first + channel);
        }
        first += u32::from(n);
    }
    None
}

/// The `(bundle, channel)` of physical port `index` (inverse of [`port_index`]).
pub fn port_at(kind: TileKind, index: u32, master: bool) -> Option<(WireBundle, u32)> {
    let mut first = 0;
    for &(b, n) in ports(kind, master) {
        if index < first + u32::from(n) {
            return Some((b, index - first));
        }
        first += u32::from(n);
    }
    None
}

/// Shim mux (Mux_Config, ShimNOC only): the source of the switch's slave
/// South ports 2, 3, 6, 7; values index [`SHIM_MUX_ENDPOINTS`].
pub static SHIM_MUX: Layout = reg(&[
    f("south2", 0, 8, 2),
    f("south3", 0, 10, 2),
    f("south6", 0, 12, 2),
    f("south7", 0, 14, 2),
]);
/// Shim demux (Demux_Config): the destination of master South ports 2–5.
pub static SHIM_DEMUX: Layout = reg(&[
    f("south2", 0, 4, 2),
    f("south3", 0, 6, 2),
    f("south4", 0, 8, 2),
    f("south5", 0, 10, 2),
]);
/// Tile-local address of the shim mux (Mux_Config).
pub const SHIM_MUX_ADDRESS: u32 = 0x1F000;
/// Tile-local address of the shim demux (Demux_Config).
pub const SHIM_DEMUX_ADDRESS: u32 = 0x1F004;

/// The shim endpoint bundle of each mux/demux field value (reset value 0 = PL).
pub const SHIM_MUX_ENDPOINTS: [WireBundle; 3] = [PLIO, DMA, NOC];

/// The `(address, mask, value)` MASK_WRITE_32 connecting shim endpoint
/// `endpoint` (PLIO, DMA or NOC) to South port `south`: into the array
/// (mux, slave port) or out of it (demux, master port). `None` if the
/// hardware cannot make that connection.
pub fn shim_mux_write(
    into_array: bool,
    south: u32,
    endpoint: WireBundle,
) -> Option<(u32, u32, u32)> {
    let (layout, address) = if into_array {
        (&SHIM_MUX, SHIM_MUX_ADDRESS)
    } else {
        (&SHIM_DEMUX, SHIM_DEMUX_ADDRESS)
    };
    let value = SHIM_MUX_ENDPOINTS.iter().position(|&b| b == endpoint)?;
    // The DMA reaches only the South ports of the fixed shim routes.
    if endpoint == DMA && !crate::device::shim_mux_reaches(DMA, south, into_array) {
        return None;
    }
    let (mask, word) = layout
        .mask_write(&[(&format!("south{south}"), value as i64)])
        .ok()?;
    (mask != 0).then_some((address, mask, word))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// aie2-registers.md §2.3, every bundle's first and last port.
    #[test]
    fn port_numbers() {
        use TileKind::{MemTile, ShimNoc, ShimPl};
        const CORE: TileKind = TileKind::Core;
        let cases: &[(TileKind, bool, WireBundle, u32, u32)] = &[
            (CORE, true, Core, 0, 0),
            (CORE, true, DMA, 1, 2),
            (CORE, true, TileControl, 0, 3),
            (CORE, true, FIFO, 0, 4),
            (CORE, true, South, 3, 8),
            (CORE, true, West, 0, 9),
            (CORE, true, North, 5, 18),
            (CORE, true, East, 3, 22),
            (CORE, false, South, 5, 10),
            (CORE, false, West, 0, 11),
            (CORE, false, North, 3, 18),
            (CORE, false, East, 0, 19),
            (CORE, false, Trace, 1, 24),
            (MemTile, true, DMA, 5, 5),
            (MemTile, true, TileControl, 0, 6),
            (MemTile, true, South, 0, 7),
            (MemTile, true, North, 5, 16),
            (MemTile, false, South, 5, 12),
            (MemTile, false, North, 0, 13),
            (MemTile, false, Trace, 0, 17),
            (ShimNoc, true, TileControl, 0, 0),
            (ShimNoc, true, FIFO, 0, 1),
            (ShimNoc, true, South, 5, 7),
            (ShimNoc, true, West, 0, 8),
            (ShimNoc, true, North, 0, 12),
            (ShimNoc, true, East, 3, 21),
            (ShimPl, false, South, 7, 9),
            (ShimPl, false, West, 0, 10),
            (ShimPl, false, North, 3, 17),
            (ShimPl, false, East, 0, 18),
            (ShimPl, false, Trace, 0, 22),
        ];
        for &(kind, master, bundle, channel, index) in cases {
            assert_eq!(
                port_index(kind, bundle, channel, master),
                Some(index),
                "{kind:?} {bundle:?}:{channel}"
            );
        }
        assert_eq!(port_index(TileKind::MemTile, West, 0, true), None);
        assert_eq!(port_index(TileKind::Core, DMA, 2, false), None);
        assert_eq!(port_index(TileKind::ShimNoc, DMA, 0, true), None);
    }

    /// Every port maps back to itself, and the counts agree with the device
    /// model's (which has no Ctrl port on PL shims).
    #[test]
    fn port_numbers_round_trip_and_match_the_device() {
        let dev = crate::device::device("xcve2302").unwrap();
        for (kind, col, row) in [
            (TileKind::Core, 1, 2),
            (TileKind::MemTile, 1, 1),
            (TileKind::ShimNoc, 2, 0),
            (TileKind::ShimPl, 1, 0),
        ] {
            assert_eq!(dev.tile_kind(col, row), Some(kind));
            for master in [true, false] {
                let total = port_count(kind, master);
                for index in 0..total {
                    let (b, c) = port_at(kind, index, master).unwrap();
                    assert_eq!(port_index(kind, b, c, master), Some(index));
                }
                assert_eq!(port_at(kind, total, master), None);
                for b in WireBundle::ALL {
                    let n = (0..32)
                        .filter(|&c| port_index(kind, b, c, master).is_some())
                        .count();
                    let expected = dev.switch_ports(col, row, b, master) as usize;
                    let pl_ctrl = kind == TileKind::ShimPl && b == TileControl;
                    assert_eq!(
                        n,
                        expected + usize::from(pl_ctrl),
                        "{kind:?} {b:?} {master}"
                    );
                }
            }
        }
    }

    /// §2.2 worked values (arguments of packet_drop_header.mlir) and a circuit connect.
    #[test]
    fn switch_words() {
        let keep = [
            ("master_enable", 1),
            ("packet_enable", 1),
            ("msel_mask", 1 << 1),
        ];
        assert_eq!(MASTER_PACKET.word(&keep), Ok(0xC000_0010));
        let drop = [
            ("master_enable", 1),
            ("packet_enable", 1),
            ("drop_header", 1),
            ("msel_mask", 1),
        ];
        assert_eq!(MASTER_PACKET.word(&drop), Ok(0xC000_0088));
        let rule = [
            ("id", 10),
            ("mask", 0x1F),
            ("enable", 1),
            ("msel", 1),
            ("arbiter", 0),
        ];
        assert_eq!(SLAVE_SLOT.word(&rule), Ok(0x0A1F_0110));
        assert_eq!(
            SLAVE_CONFIG.word(&[("slave_enable", 1), ("packet_enable", 1)]),
            Ok(0xC000_0000)
        );
        // Circuit North 2 → South 0 on a compute tile: master South 0 (5) fed by slave North 2 (17).
        let slave = port_index(TileKind::Core, North, 2, false).unwrap();
        let word = MASTER_CIRCUIT
            .word(&[("master_enable", 1), ("slave_port", slave.into())])
            .unwrap();
        assert_eq!(word, 0x8000_0011);
        assert_eq!(
            master_layout(word).decode(&[word]),
            [
                ("master_enable", 1),
                ("packet_enable", 0),
                ("slave_port", 17)
            ]
        );
        assert_eq!(
            master_layout(0xC000_0088).decode(&[0xC000_0088]),
            MASTER_PACKET.decode(&[0xC000_0088])
        );
        assert!(MASTER_PACKET.word(&[("arbiter", 8)]).is_err());
    }

    #[test]
    fn register_addresses_round_trip() {
        let cases = [
            (TileKind::Core, SwitchReg::Master(5), 0x3F014),
            (TileKind::Core, SwitchReg::Slave(24), 0x3F160),
            (TileKind::Core, SwitchReg::Slot(17, 3), 0x3F31C),
            (TileKind::MemTile, SwitchReg::Master(0), 0xB0000),
            (TileKind::MemTile, SwitchReg::Slave(17), 0xB0144),
            (TileKind::MemTile, SwitchReg::Slot(1, 0), 0xB0210),
            (TileKind::ShimNoc, SwitchReg::Slave(3), 0x3F10C),
        ];
        for (kind, reg, address) in cases {
            assert_eq!(reg.address(kind), Some(address), "{reg:?}");
            assert_eq!(SwitchReg::at(kind, address), Some(reg));
        }
        assert_eq!(SwitchReg::Master(23).address(TileKind::Core), None);
        assert_eq!(SwitchReg::Slot(0, 4).address(TileKind::Core), None);
        assert_eq!(SwitchReg::at(TileKind::Core, 0x3F05C), None);
        assert_eq!(SwitchReg::at(TileKind::Core, 0x3F002), None);
        assert_eq!(SwitchReg::at(TileKind::MemTile, 0x3F000), None);
    }

    /// §2.6: the fixed shim DMA mapping and shims.mlir's `connect<North:2, DMA:0>`.
    #[test]
    fn shim_mux() {
        assert_eq!(
            shim_mux_write(true, 3, DMA),
            Some((0x1F000, 0x0C00, 0x0400))
        );
        assert_eq!(
            shim_mux_write(true, 7, DMA),
            Some((0x1F000, 0xC000, 0x4000))
        );
        assert_eq!(shim_mux_write(false, 2, DMA), Some((0x1F004, 0x30, 0x10)));
        assert_eq!(shim_mux_write(false, 3, DMA), Some((0x1F004, 0xC0, 0x40)));
        assert_eq!(
            shim_mux_write(true, 6, NOC),
            Some((0x1F000, 0x3000, 0x2000))
        );
        assert_eq!(shim_mux_write(false, 5, PLIO), Some((0x1F004, 0xC00, 0)));
        assert_eq!(shim_mux_write(true, 2, DMA), None);
        assert_eq!(shim_mux_write(false, 4, DMA), None);
        assert_eq!(shim_mux_write(true, 4, NOC), None);
        assert_eq!(shim_mux_write(true, 3, South), None);
        let word = 0x0400 | 0x2000;
        let fields = SHIM_MUX.decode(&[word]);
        assert_eq!(fields[1], ("south3", 1));
        assert_eq!(SHIM_MUX_ENDPOINTS[fields[2].1 as usize], NOC);
    }

    /// §2.7: the deterministic merge registers of both arbiters, on a
    /// compute (and shim) switch at 0x3F800 and a mem tile's at 0xB0800,
    /// each read back from its address; none past arbiter 1.
    #[test]
    fn merge_registers() {
        use TileKind::{Core as CoreTile, MemTile, ShimNoc};
        for (kind, base) in [(CoreTile, 0x3F800), (ShimNoc, 0x3F800), (MemTile, 0xB0800)] {
            let regs = [
                (SwitchReg::MergeSlots(0, 0), base),
                (SwitchReg::MergeSlots(0, 1), base + 4),
                (SwitchReg::MergeCtrl(0), base + 8),
                (SwitchReg::MergeSlots(1, 0), base + 0x10),
                (SwitchReg::MergeSlots(1, 1), base + 0x14),
                (SwitchReg::MergeCtrl(1), base + 0x18),
            ];
            for (reg, address) in regs {
                assert_eq!(reg.address(kind), Some(address), "{reg:?}");
                assert_eq!(SwitchReg::at(kind, address), Some(reg));
            }
            assert_eq!(SwitchReg::MergeCtrl(2).address(kind), None);
            assert_eq!(SwitchReg::at(kind, base + 0x20), None);
            assert_eq!(SwitchReg::at(kind, base + 0xC), None);
        }
        let word = MERGE_SLOTS
            .word(&[
                ("slave_id_0", 16),
                ("packet_count_0", 1),
                ("slave_id_1", 1),
                ("packet_count_1", 63),
            ])
            .unwrap();
        assert_eq!(word, 0x3F01_0110);
    }
}
