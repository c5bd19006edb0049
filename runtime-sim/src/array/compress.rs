//! Zero-value compression of DMA streams (AM020, "Sparsity"): an MM2S BD
//! with `Enable_Compression`, on a channel whose control register enables
//! compression, sends each block of memory as a mask and the block's
//! nonzero bytes ([`DmaCompression`]); an S2MM BD with it, on a channel
//! that enables decompression, writes the blocks such a stream describes.

use aie_target::device::DmaCompression;
use std::collections::VecDeque;

/// An MM2S channel's compressor: blocks of memory words in, stream words out.
#[derive(Clone, Debug)]
pub struct Encoder {
    format: DmaCompression,
    out: VecDeque<u32>,
    /// A word of the BD has gone onto the stream.
    sent: bool,
}

impl Encoder {
    pub fn new(format: DmaCompression) -> Encoder {
        Encoder {
            format,
            out: VecDeque::new(),
            sent: false,
        }
    }

    /// Memory words per block.
    pub fn block_words(&self) -> usize {
        self.format.block_words()
    }

    /// Compresses one block of memory words (fewer at a BD's end: the rest
    /// of the block reads as zeros, so its mask bits are clear).
    pub fn block(&mut self, words: &[u32]) {
        let mut mask = [0u32; MAX_MASK_WORDS];
        let mut data = Vec::with_capacity(self.format.block_bytes as usize);
        for (i, byte) in words.iter().flat_map(|w| w.to_le_bytes()).enumerate() {
            if byte != 0 {
                mask[i / 32] |= 1 << (i % 32);
                data.push(byte);
            }
        }
        let guard = self.format.guard_bytes as usize;
        data.resize(data.len().next_multiple_of(guard), 0);
        self.out.extend(&mask[..self.format.mask_words()]);
        self.out.extend(
            data.chunks_exact(4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        );
    }

    /// The next stream word, if a block has made one.
    pub fn pop(&mut self) -> Option<u32> {
        self.out.pop_front()
    }

    /// Whether every word made has been sent.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    /// Records that a word popped has gone onto the stream.
    pub fn sent_one(&mut self) {
        self.sent = true;
    }

    /// Whether a word of the BD has gone onto the stream.
    pub fn has_sent(&self) -> bool {
        self.sent
    }
}

/// The largest block of a device's format, in words (AIE2P's 512 bits).
pub const MAX_BLOCK_WORDS: usize = 16;
/// The widest mask of a device's format.
const MAX_MASK_WORDS: usize = MAX_BLOCK_WORDS / 8;

/// An S2MM channel's decompressor: stream words in, blocks of memory words out.
#[derive(Clone, Debug)]
pub struct Decoder {
    format: DmaCompression,
    /// The block's mask words, then its data words, as they came.
    words: Vec<u32>,
    /// The stream words the current block takes (mask and data), once its
    /// mask is known.
    needs: Option<usize>,
    block: Vec<u32>,
}

impl Decoder {
    pub fn new(format: DmaCompression) -> Decoder {
        Decoder {
            format,
            words: Vec::new(),
            needs: None,
            block: Vec::new(),
        }
    }

    /// Takes one stream word: the block it completes, if it does.
    pub fn push(&mut self, w: u32) -> Option<&[u32]> {
        self.words.push(w);
        let mask_words = self.format.mask_words();
        if self.words.len() == mask_words {
            let set: u32 = self.words.iter().map(|m| m.count_ones()).sum();
            let guard = self.format.guard_bytes;
            self.needs = Some(mask_words + set.next_multiple_of(guard) as usize / 4);
        }
        if self.needs != Some(self.words.len()) {
            return None;
        }
        let (mask, data) = self.words.split_at(mask_words);
        let mut bytes = data.iter().flat_map(|w| w.to_le_bytes());
        self.block.clear();
        for k in 0..self.format.block_words() {
            let mut word = [0u8; 4];
            for (j, b) in word.iter_mut().enumerate() {
                let i = 4 * k + j;
                if mask[i / 32] >> (i % 32) & 1 == 1 {
                    *b = bytes.next().unwrap_or(0);
                }
            }
            self.block.push(u32::from_le_bytes(word));
        }
        self.words.clear();
        self.needs = None;
        Some(&self.block)
    }
}

/// What a BD's words go through: nothing, or a device's (de)compression.
#[derive(Clone, Debug)]
pub enum Codec {
    Compress(Encoder),
    Decompress(Decoder),
}

#[cfg(test)]
mod tests {
    use super::*;
    use aie_target::device::Arch;

    fn aie2() -> DmaCompression {
        Arch::Aie2.dma_compression().unwrap()
    }

    fn compress(format: DmaCompression, words: &[u32]) -> Vec<u32> {
        let mut e = Encoder::new(format);
        for b in words.chunks(format.block_words()) {
            e.block(b);
        }
        std::iter::from_fn(|| e.pop()).collect()
    }

    fn decompress(format: DmaCompression, stream: &[u32]) -> Vec<u32> {
        let mut d = Decoder::new(format);
        let mut out = Vec::new();
        for &w in stream {
            if let Some(b) = d.push(w) {
                out.extend_from_slice(b);
            }
        }
        out
    }

    #[test]
    fn a_block_is_its_mask_then_its_nonzero_bytes() {
        let words = [0x0000_0102, 0, 0x0300_0000, 0, 0, 0, 0, 0];
        // Bytes 0, 1 and 11 are nonzero: mask 0x803; bytes 02 01 03,
        // padded to 4.
        assert_eq!(compress(aie2(), &words), vec![0x803, 0x0003_0102]);
        assert_eq!(compress(aie2(), &[0; 8]), vec![0]);
        let full: Vec<u32> = (1..=8).map(|i| 0x0101_0101 * i).collect();
        let c = compress(aie2(), &full);
        assert_eq!(c[0], u32::MAX);
        assert_eq!(&c[1..], &full[..]);
    }

    #[test]
    fn aie2p_blocks_are_512_bits_with_a_64_bit_mask_and_8_byte_guards() {
        let f = Arch::Aie2p.dma_compression().unwrap();
        let mut words = [0u32; 16];
        words[15] = 0x7700_0000;
        assert_eq!(compress(f, &words), vec![0, 0x8000_0000, 0x77, 0]);
    }

    #[test]
    fn mlir_aie_arange_compresses_to_five_words_a_block() {
        // mlir-aie's dma_compression example: 3072 words of arange from
        // 1024 on come out as 1920 (RATIOED_N 2944 minus a raw first BD).
        let words: Vec<u32> = (1024..4096).collect();
        let c = compress(aie2(), &words);
        assert_eq!(c.len(), 1920);
        assert_eq!(
            &c[..5],
            &[
                0x3333_3332,
                0x0204_0104,
                0x0404_0304,
                0x0604_0504,
                0x0004_0704
            ]
        );
        assert_eq!(decompress(aie2(), &c), words);
    }

    #[test]
    fn decompression_inverts_compression_on_any_data() {
        let mut x = 0x1234_5678u32;
        let words: Vec<u32> = (0..512)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                if i % 3 == 0 {
                    0
                } else {
                    x & 0xFF00_FF0F
                }
            })
            .collect();
        for arch in [Arch::Aie2, Arch::Aie2p] {
            let f = arch.dma_compression().unwrap();
            assert_eq!(decompress(f, &compress(f, &words)), words);
        }
    }

    #[test]
    fn a_block_waits_for_all_its_data_words() {
        let mut d = Decoder::new(aie2());
        assert!(d.push(0x0000_0011).is_none()); // bytes 0 and 4
        let b = d.push(0x0000_0201).unwrap();
        assert_eq!(b, &[1, 2, 0, 0, 0, 0, 0, 0]);
        assert_eq!(d.push(0).unwrap(), &[0; 8]);
    }
}
