//! The ctrlcode page format shared by its writer (the assembler's pager)
//! and its readers (the loader, the disassembler): page and header sizes,
//! the fill byte, the page header and the uC-DMA descriptor
//! (ctrlcode binary-format reference sections 3 and 6).

/// Bytes of one page: `.ctrltext.C.P` and `.ctrldata.C.P` together.
pub const PAGE_SIZE: usize = 8192;
/// Bytes of the page header at the start of `.ctrltext.C.P`.
pub const HEADER_SIZE: usize = 16;
/// The byte between a page's code and its data.
pub const FILL: u8 = 0xA5;

/// The 16-byte page header (binary-format reference 6.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageHeader {
    /// Bytes 2-3: the page number.
    pub number: u16,
    /// Bytes 4-7: the `cur_page_len` of the first pages of up to two groups
    /// that LOAD_PDI, LOAD_CORES or PREEMPT on this page name.
    pub ooo_page_len: [u16; 2],
    /// Bytes 8-9: the used length of this page (header, text and data).
    pub cur_page_len: u16,
    /// Bytes 10-11: the `cur_page_len` of the next page of the group, 0 on
    /// the group's last page.
    pub in_order_page_len: u16,
}

impl PageHeader {
    /// Bytes 0-1 of every header.
    pub const MAGIC: u16 = 0xffff;

    /// The header's bytes: the magic, the fields, reserved bytes 12-15 zero.
    pub fn encode(&self) -> [u8; HEADER_SIZE] {
        let mut out = [0u8; HEADER_SIZE];
        let halves = [
            Self::MAGIC,
            self.number,
            self.ooo_page_len[0],
            self.ooo_page_len[1],
            self.cur_page_len,
            self.in_order_page_len,
        ];
        for (k, h) in halves.into_iter().enumerate() {
            out[2 * k..2 * k + 2].copy_from_slice(&h.to_le_bytes());
        }
        out
    }

    /// The fields of the header at the start of `text` (bytes past its end
    /// read as 0); the magic and the reserved bytes are the caller's to check.
    pub fn decode(text: &[u8]) -> PageHeader {
        let h = |at: usize| {
            text.get(at..at + 2)
                .map_or(0, |b| u16::from_le_bytes([b[0], b[1]]))
        };
        PageHeader {
            number: h(2),
            ooo_page_len: [h(4), h(6)],
            cur_page_len: h(8),
            in_order_page_len: h(10),
        }
    }
}

/// The 16-byte uC-DMA descriptor (`UC_DMA_BD`, binary-format reference 3.1):
/// copy `length` words from the local (sDM) pointer to the remote (array)
/// address.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UcDmaBd {
    /// Words to copy (word 0 bits 14:0).
    pub length: u32,
    /// Another descriptor follows this one, 16 bytes on (bit 16).
    pub next: bool,
    /// The `external` flag (bit 17).
    pub external: bool,
    /// The local pointer is relative to the descriptor (bit 18; the
    /// assemblers always set it).
    pub relative: bool,
    /// Word 1: the local pointer.
    pub local: u32,
    /// Word 2: the remote address, low 32 bits.
    pub remote_lo: u32,
    /// Word 3: the remote address, high bits (28:0).
    pub remote_hi: u32,
}

impl UcDmaBd {
    /// Bytes of a descriptor.
    pub const SIZE: usize = 16;
    /// The length field (words): its mask, and so the longest transfer.
    pub const LENGTH: u32 = 0x7fff;
    const NEXT: u32 = 1 << 16;
    const EXTERNAL: u32 = 1 << 17;
    const RELATIVE: u32 = 1 << 18;
    const REMOTE_HI: u32 = 0x1fff_ffff;

    /// The descriptor's bytes (fields wider than their bits are cut).
    pub fn encode(&self) -> [u8; 16] {
        let flag = |set: bool, bit: u32| if set { bit } else { 0 };
        let word0 = (self.length & Self::LENGTH)
            | flag(self.next, Self::NEXT)
            | flag(self.external, Self::EXTERNAL)
            | flag(self.relative, Self::RELATIVE);
        let mut out = [0u8; 16];
        for (k, w) in [
            word0,
            self.local,
            self.remote_lo,
            self.remote_hi & Self::REMOTE_HI,
        ]
        .into_iter()
        .enumerate()
        {
            out[4 * k..4 * k + 4].copy_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// The descriptor in `bytes`, or `None` if a reserved bit is set (so
    /// that decoding then encoding gives the same bytes).
    pub fn decode(bytes: &[u8; 16]) -> Option<UcDmaBd> {
        let w = |k: usize| u32::from_le_bytes(std::array::from_fn(|i| bytes[4 * k + i]));
        let word0 = w(0);
        let known = Self::LENGTH | Self::NEXT | Self::EXTERNAL | Self::RELATIVE;
        if word0 & !known != 0 || w(3) & !Self::REMOTE_HI != 0 {
            return None;
        }
        Some(UcDmaBd {
            length: word0 & Self::LENGTH,
            next: word0 & Self::NEXT != 0,
            external: word0 & Self::EXTERNAL != 0,
            relative: word0 & Self::RELATIVE != 0,
            local: w(1),
            remote_lo: w(2),
            remote_hi: w(3),
        })
    }

    /// The remote address (`remote_hi << 32 | remote_lo`).
    pub fn remote(&self) -> u64 {
        u64::from(self.remote_hi) << 32 | u64::from(self.remote_lo)
    }

    /// The body offset of the payload of a relative descriptor at body
    /// offset `at` (`None` if it falls outside `0..2^32`).
    pub fn payload(&self, at: usize) -> Option<usize> {
        usize::try_from(at as i64 + i64::from(self.local as i32)).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_header_round_trips() {
        let header = PageHeader {
            number: 3,
            ooo_page_len: [0x40, 0x1ffc],
            cur_page_len: 0x2000,
            in_order_page_len: 0x80,
        };
        let bytes = header.encode();
        assert_eq!(&bytes[..4], &[0xff, 0xff, 3, 0]);
        assert_eq!(&bytes[12..], &[0; 4]);
        assert_eq!(PageHeader::decode(&bytes), header);
        assert_eq!(PageHeader::decode(&bytes[..9]).in_order_page_len, 0);
    }

    #[test]
    fn uc_dma_bd_round_trips() {
        let bd = UcDmaBd {
            length: 0x7fff,
            next: true,
            external: false,
            relative: true,
            local: (-16i32) as u32,
            remote_lo: 0x041A_0000,
            remote_hi: 0x1fff_ffff,
        };
        let bytes = bd.encode();
        assert_eq!(UcDmaBd::decode(&bytes), Some(bd));
        assert_eq!(bd.payload(32), Some(16));
        assert_eq!(bd.payload(8), None);
        // binary-format reference 3.1: sanity.asm's BD.
        let sanity = [8, 0, 5, 0, 0x20, 0, 0, 0, 0, 0, 0x1a, 4, 0, 0, 0, 0];
        let d = UcDmaBd::decode(&sanity).unwrap();
        assert_eq!(
            (d.length, d.next, d.relative, d.local, d.remote()),
            (8, true, true, 0x20, 0x041A_0000)
        );
        let mut reserved = sanity;
        reserved[1] = 0x80;
        assert_eq!(UcDmaBd::decode(&reserved), None);
    }
}
