//! Stream packet headers and control-packet headers (aie2-registers.md
//! §2.2): the words a packet-switched stream starts with, and the command
//! word a tile's TileControl port reads after it. Both carry odd parity in
//! bit 31.

use super::layout::{f, reg, Layout};

/// The header word of a packet-switched stream: packet id, the
/// out-of-order BD id (the receive BD an out-of-order S2MM channel writes
/// the packet with; the sending BD's `out_of_order_id`), packet type,
/// source row and column, parity.
pub static PACKET_HEADER: Layout = reg(&[
    f("packet_id", 0, 0, 5),
    f("out_of_order_id", 0, 5, 6),
    f("packet_type", 0, 12, 3),
    f("source_row", 0, 16, 5),
    f("source_column", 0, 21, 7),
    f("parity", 0, 31, 1),
]);

/// The command word of a control packet: tile-local address, data words
/// − 1 (`beats`), operation, the stream id (packet id) of a read's
/// response, parity.
pub static CONTROL_HEADER: Layout = reg(&[
    f("address", 0, 0, 20),
    f("beats", 0, 20, 2),
    f("opcode", 0, 22, 2),
    f("stream_id", 0, 24, 5),
    f("parity", 0, 31, 1),
]);

/// Most data words one control packet carries.
pub const CONTROL_PACKET_WORDS: u32 = 4;

/// What a control packet does (the header's `opcode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControlOp {
    /// 0: write the data words from the address on.
    Write,
    /// 1: read `beats + 1` words from the address and send them, as a
    /// packet of id `stream_id`, out of the tile's TileControl port.
    Read,
    /// 2: a write as well (mlir-aie encodes its data like a write's).
    WriteWithReturn,
}

impl ControlOp {
    /// The operation of opcode `op`; `None` for the reserved opcode 3.
    pub fn of(op: u32) -> Option<ControlOp> {
        match op {
            0 => Some(ControlOp::Write),
            1 => Some(ControlOp::Read),
            2 => Some(ControlOp::WriteWithReturn),
            _ => None,
        }
    }

    /// Whether data words follow the header.
    pub fn has_data(self) -> bool {
        self != ControlOp::Read
    }
}

/// `word` with bit 31 set or cleared so that the word has odd parity.
pub fn with_odd_parity(word: u32) -> u32 {
    let w = word & 0x7FFF_FFFF;
    w | u32::from(w.count_ones().is_multiple_of(2)) << 31
}

/// Whether `word` (bit 31 included) has odd parity.
pub fn has_odd_parity(word: u32) -> bool {
    word.count_ones() % 2 == 1
}

/// The stream header of a packet of `id` and `packet_type` from tile
/// `(col, row)`, with its parity bit.
pub fn packet_header(id: u32, packet_type: u32, col: u32, row: u32) -> u32 {
    packet_header_to(id, packet_type, 0, col, row)
}

/// [`packet_header`] of a packet for out-of-order receive BD `bd`.
pub fn packet_header_to(id: u32, packet_type: u32, bd: u32, col: u32, row: u32) -> u32 {
    let fields = [
        ("packet_id", i64::from(id & 0x1F)),
        ("out_of_order_id", i64::from(bd & 0x3F)),
        ("packet_type", i64::from(packet_type & 7)),
        ("source_row", i64::from(row & 0x1F)),
        ("source_column", i64::from(col & 0x7F)),
    ];
    with_odd_parity(PACKET_HEADER.word(&fields).unwrap_or(0))
}

/// A decoded control-packet command word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlHeader {
    /// Tile-local byte address.
    pub address: u32,
    /// Data words − 1.
    pub beats: u32,
    /// The control-packet operation ([`ControlOp::of`]).
    pub opcode: u32,
    /// The packet id of a read's response.
    pub stream_id: u32,
}

impl ControlHeader {
    /// The command word, with its parity bit; `None` if a field does not fit.
    pub fn encode(&self) -> Option<u32> {
        let word = CONTROL_HEADER
            .word(&[
                ("address", i64::from(self.address)),
                ("beats", i64::from(self.beats)),
                ("opcode", i64::from(self.opcode)),
                ("stream_id", i64::from(self.stream_id)),
            ])
            .ok()?;
        Some(with_odd_parity(word))
    }

    /// The fields of a command word (its parity is not checked here).
    pub fn decode(word: u32) -> ControlHeader {
        let get = |name| {
            CONTROL_HEADER
                .field(name)
                .map_or(0, |f| f.get(&[word]) as u32)
        };
        ControlHeader {
            address: get("address"),
            beats: get("beats"),
            opcode: get("opcode"),
            stream_id: get("stream_id"),
        }
    }

    /// The words of data that follow the header (0 for a read).
    pub fn data_words(&self) -> u32 {
        match ControlOp::of(self.opcode) {
            Some(op) if op.has_data() => self.beats + 1,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_as_mlir_aie_encodes_them() {
        // aie-translate --aie-ctrlpkt-to-bin of test/Targets/AIETargetCDODirect.
        assert_eq!(packet_header(27, 0, 0, 0), 0x8000_001B);
        let h = |address, beats, opcode, stream_id| {
            ControlHeader {
                address,
                beats,
                opcode,
                stream_id,
            }
            .encode()
        };
        assert_eq!(h(0x1F000, 0, 0, 0), Some(0x0001_F000));
        assert_eq!(h(0x1F020, 3, 2, 9), Some(0x09B1_F020));
        assert_eq!(h(0x400, 3, 1, 2), Some(0x0270_0400));
        assert_eq!(h(0x10_0000, 0, 0, 0), None);
        let d = ControlHeader::decode(0x09B1_F020);
        assert_eq!(
            (d.address, d.beats, d.opcode, d.stream_id),
            (0x1F020, 3, 2, 9)
        );
        assert_eq!(d.data_words(), 4);
        assert_eq!(ControlHeader::decode(0x0270_0400).data_words(), 0);
        assert!(has_odd_parity(0x8000_001B) && !has_odd_parity(0x1B));
        // The simulator's DMA header: id 3 from (0, 2).
        assert_eq!(packet_header(3, 0, 0, 2) & 0x7FFF_FFFF, 3 | 2 << 16);
        // The out-of-order id sits in bits 10:5.
        let h = packet_header_to(3, 1, 5, 0, 2);
        assert_eq!(h & 0x7FFF_FFFF, 3 | 5 << 5 | 1 << 12 | 2 << 16);
        assert_eq!(PACKET_HEADER.field("out_of_order_id").unwrap().get(&[h]), 5);
    }
}
