//! The trace unit's output in event-time mode (AIE-ML): a byte stream of
//! frames, packed big-endian into 32-bit words, 7 words behind each packet
//! header (facts: mlir-aie's trace parser, `python/utils/trace/utils.py`,
//! and its documentation, `python/utils/trace/__init__.py`; docs/simulator.md,
//! "Hardware trace").
//!
//! A frame says which of the unit's 8 event slots fired in one cycle and how
//! many idle cycles came before it (`cycles`): a frame's cycle is the
//! previous frame's plus `cycles + 1`. [`FRAMES`] is the one table of frame
//! kinds; [`Encoder`] writes them, [`decode`] reads them. Event-PC mode
//! (mode 1) frames name the program counter instead of cycles:
//! [`PC_FRAMES`], read by [`decode_pc`].

/// One frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    /// Tracing starts; the module's timer then.
    Start {
        /// The timer's value.
        timer: u64,
    },
    /// One slot fired, `cycles` idle cycles after the previous frame.
    Single {
        /// The slot (0-7).
        slot: u8,
        /// Idle cycles before it.
        cycles: u32,
    },
    /// Several slots (a bit each) fired.
    Multiple {
        /// A bit per slot.
        slots: u8,
        /// Idle cycles before it.
        cycles: u32,
    },
    /// The previous frame again, `count` more times.
    Repeat {
        /// How many more times.
        count: u32,
    },
    /// 0x3FFFF idle cycles passed.
    Sync,
    /// Padding of a packet sent before it was full.
    Filler,
}

/// A frame kind: its first byte's fixed bits (`byte & mask == bits`), its
/// length in bytes and the width of its count (cycles or repeats).
#[derive(Clone, Copy, Debug)]
pub struct FrameKind {
    /// mlir-aie's name of the kind.
    pub name: &'static str,
    /// The fixed bits of the first byte.
    pub mask: u8,
    /// Their values.
    pub bits: u8,
    /// The frame's length in bytes.
    pub bytes: usize,
    /// The width of its count (cycles or repeats), in the low bits.
    pub count_bits: u32,
}

impl FrameKind {
    /// The bits of frame `raw` (its bytes, big-endian) below the kind's
    /// fixed ones.
    fn payload(&self, raw: &[u8]) -> u64 {
        raw.iter().enumerate().fold(0u64, |acc, (i, &x)| {
            acc << 8 | u64::from(if i == 0 { x & !self.mask } else { x })
        })
    }
}

const fn kind(name: &'static str, mask: u8, bits: u8, bytes: usize, count_bits: u32) -> FrameKind {
    FrameKind {
        name,
        mask,
        bits,
        bytes,
        count_bits,
    }
}

/// Every frame kind of event-time mode, in the order a decoder tries them.
pub static FRAMES: [FrameKind; 12] = [
    kind("Start", 0b1111_1011, 0b1111_0000, 8, 56),
    kind("Sync", 0xFF, 0xFF, 1, 0),
    kind("Filler", 0xFF, 0xFE, 1, 0),
    kind("Single0", 0b1000_0000, 0b0000_0000, 1, 4),
    kind("Single1", 0b1110_0000, 0b1000_0000, 2, 10),
    kind("Single2", 0b1110_0000, 0b1010_0000, 3, 18),
    kind("Multiple0", 0b1111_0000, 0b1100_0000, 2, 4),
    kind("Multiple1", 0b1111_1100, 0b1101_0000, 3, 10),
    kind("Multiple2", 0b1111_1100, 0b1101_0100, 4, 18),
    kind("Repeat0", 0b1111_0000, 0b1110_0000, 1, 4),
    kind("Repeat1", 0b1111_1100, 0b1101_1000, 2, 10),
    kind("DontCare", 0b1111_1100, 0b1101_1100, 4, 0),
];

/// The frame kind named `name`.
fn frame_kind(name: &str) -> &'static FrameKind {
    FRAMES.iter().find(|k| k.name == name).unwrap_or(&FRAMES[0])
}

/// Idle cycles one Sync frame stands for.
pub const SYNC_CYCLES: u32 = 0x3FFFF;

/// Data words behind each packet header.
pub const PACKET_WORDS: usize = 7;

/// The most repeats one frame counts.
const MAX_REPEATS: u32 = 1023;

/// The byte with which a packet sent before it is full is padded.
pub const FILLER: u8 = 0xFE;

impl Frame {
    /// The frame's bytes.
    pub fn encode(self, out: &mut Vec<u8>) {
        let (k, payload): (&FrameKind, u64) = match self {
            Frame::Start { timer } => (frame_kind("Start"), timer & ((1 << 56) - 1)),
            Frame::Sync => (frame_kind("Sync"), 0),
            Frame::Filler => (frame_kind("Filler"), 0),
            Frame::Single { slot, cycles } => {
                let k = sized(&["Single0", "Single1", "Single2"], cycles);
                (k, u64::from(slot & 7) << k.count_bits | u64::from(cycles))
            }
            Frame::Multiple { slots, cycles } => {
                let k = sized(&["Multiple0", "Multiple1", "Multiple2"], cycles);
                (k, u64::from(slots) << k.count_bits | u64::from(cycles))
            }
            Frame::Repeat { count } => {
                let k = sized(&["Repeat0", "Repeat1"], count);
                (k, u64::from(count))
            }
        };
        let n = k.bytes;
        for i in 0..n {
            let shift = 8 * (n - 1 - i);
            let byte = (payload >> shift) as u8;
            out.push(if i == 0 {
                k.bits | (byte & !k.mask)
            } else {
                byte
            });
        }
    }

    /// The frame at the start of `bytes` and its length; `None` when the
    /// bytes end inside it.
    pub fn decode(bytes: &[u8]) -> Option<(Frame, usize)> {
        let b = *bytes.first()?;
        let k = FRAMES.iter().find(|k| b & k.mask == k.bits)?;
        let payload = k.payload(bytes.get(..k.bytes)?);
        let count = (payload & ((1u64 << k.count_bits) - 1)) as u32;
        let high = (payload >> k.count_bits) as u8;
        let frame = match k.name {
            "Start" => Frame::Start { timer: payload },
            "Sync" => Frame::Sync,
            "Filler" | "DontCare" => Frame::Filler,
            "Single0" | "Single1" | "Single2" => Frame::Single {
                slot: high & 7,
                cycles: count,
            },
            "Multiple0" | "Multiple1" | "Multiple2" => Frame::Multiple {
                slots: high,
                cycles: count,
            },
            _ => Frame::Repeat { count },
        };
        Some((frame, k.bytes))
    }
}

/// A frame of event-PC mode (trace mode 1): the slots that fired at one
/// program counter, framed as in event-time mode (a Start whose bit 0 marks
/// the mode, Sync, DontCare, repeats of the previous frame); no cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PcFrame {
    /// Tracing starts; the module's timer then.
    Start {
        /// The timer's value.
        timer: u64,
    },
    /// The slots (a bit each) that fired at program counter `pc`.
    Event {
        /// A bit per slot.
        slots: u8,
        /// The 14-bit program counter.
        pc: u16,
    },
    /// The previous frame again, `count` more times.
    Repeat {
        /// How many more times.
        count: u32,
    },
    /// A sync or don't-care frame: nothing fired.
    Filler,
}

/// Every frame kind of event-PC mode, in the order a decoder tries them
/// (the first match is taken; a byte no kind takes is skipped). An
/// EventPC's count is its program counter, the 8 slot bits above it after
/// 4 unused bits.
pub static PC_FRAMES: [FrameKind; 6] = [
    kind("Start", 0b1111_1011, 0b1111_0001, 8, 56),
    kind("Sync", 0xFF, 0xFF, 1, 0),
    kind("DontCare", 0b1111_1100, 0b1101_1100, 4, 0),
    kind("Repeat0", 0b1111_0000, 0b1110_0000, 1, 4),
    kind("Repeat1", 0b1111_1100, 0b1101_1000, 2, 10),
    kind("EventPC", 0b1111_1100, 0b1100_0100, 4, 14),
];

impl PcFrame {
    /// The frame at the start of `bytes` and its length: `Ok(None)` and 1
    /// for a byte no kind takes; `Err` when the bytes end inside a frame.
    fn decode(bytes: &[u8]) -> Result<(Option<PcFrame>, usize), ()> {
        let b = *bytes.first().ok_or(())?;
        let Some(k) = PC_FRAMES.iter().find(|k| b & k.mask == k.bits) else {
            return Ok((None, 1));
        };
        let payload = k.payload(bytes.get(..k.bytes).ok_or(())?);
        let count = (payload & ((1u64 << k.count_bits) - 1)) as u32;
        let frame = match k.name {
            "Start" => PcFrame::Start { timer: payload },
            "EventPC" => PcFrame::Event {
                slots: (payload >> (k.count_bits + 4)) as u8,
                pc: count as u16,
            },
            "Repeat0" | "Repeat1" => PcFrame::Repeat { count },
            _ => PcFrame::Filler,
        };
        Ok((Some(frame), k.bytes))
    }
}

/// The frames of an event-PC byte stream, up to where it ends inside a
/// frame.
pub fn decode_pc(bytes: &[u8]) -> Vec<PcFrame> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Ok((f, n)) = PcFrame::decode(&bytes[at..]) {
        out.extend(f);
        at += n;
    }
    out
}

/// The smallest of the kinds `names` whose count holds `n`.
fn sized(names: &[&str], n: u32) -> &'static FrameKind {
    names
        .iter()
        .map(|name| frame_kind(name))
        .find(|k| u64::from(n) < 1 << k.count_bits)
        .unwrap_or_else(|| frame_kind(names[names.len() - 1]))
}

/// The frames of a byte stream, up to where it ends inside a frame.
pub fn decode(bytes: &[u8]) -> Vec<Frame> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some((f, n)) = bytes.get(at..).and_then(Frame::decode) {
        out.push(f);
        at += n;
    }
    out
}

/// Writes the frames of one trace unit: [`Encoder::start`], then the slots
/// that fire, cycle by cycle in increasing order ([`Encoder::fire`]); full
/// packets' data words come out of [`Encoder::packets`], the rest padded by
/// [`Encoder::flush`].
#[derive(Clone, Debug, Default)]
pub struct Encoder {
    bytes: Vec<u8>,
    /// The cycle of the last frame (or of the start).
    last_cycle: u64,
    /// The last frame written: its slots and idle cycles.
    last: Option<(u8, u32)>,
    /// Repeats of the last frame not written yet.
    repeats: u32,
}

impl Encoder {
    /// Tracing starts at cycle `at`, the module's timer reading `timer`.
    pub fn start(&mut self, at: u64, timer: u64) {
        self.end_repeats();
        Frame::Start { timer }.encode(&mut self.bytes);
        self.last_cycle = at;
        self.last = None;
    }

    /// The slots `slots` (a bit each, not 0) fire in each of the `n` cycles
    /// from `at` on (`at` after the last frame's cycle).
    pub fn fire(&mut self, at: u64, slots: u8, n: u64) {
        let mut idle = at.saturating_sub(self.last_cycle + 1);
        while idle >= 1 << 18 {
            self.end_repeats();
            Frame::Sync.encode(&mut self.bytes);
            self.last = None;
            idle -= u64::from(SYNC_CYCLES);
        }
        self.frame(slots, idle as u32);
        if n > 1 {
            self.frame(slots, 0);
        }
        let mut more = n.saturating_sub(2);
        while more > 0 {
            let take = more.min(u64::from(MAX_REPEATS - self.repeats));
            self.repeats += take as u32;
            more -= take;
            if self.repeats == MAX_REPEATS {
                self.end_repeats();
            }
        }
        self.last_cycle = at + n - 1;
    }

    /// One frame, or a repeat of the last one if it is the same.
    fn frame(&mut self, slots: u8, cycles: u32) {
        if self.last == Some((slots, cycles)) {
            self.repeats += 1;
            if self.repeats == MAX_REPEATS {
                self.end_repeats();
            }
            return;
        }
        self.end_repeats();
        let f = if slots.count_ones() == 1 {
            Frame::Single {
                slot: slots.trailing_zeros() as u8,
                cycles,
            }
        } else {
            Frame::Multiple { slots, cycles }
        };
        f.encode(&mut self.bytes);
        self.last = Some((slots, cycles));
    }

    fn end_repeats(&mut self) {
        if self.repeats > 0 {
            Frame::Repeat {
                count: self.repeats,
            }
            .encode(&mut self.bytes);
            self.repeats = 0;
        }
    }

    /// The data words of every full packet so far.
    pub fn packets(&mut self) -> Vec<[u32; PACKET_WORDS]> {
        let full = self.bytes.len() / (4 * PACKET_WORDS) * 4 * PACKET_WORDS;
        let out = self.bytes[..full]
            .chunks(4 * PACKET_WORDS)
            .map(|p| {
                std::array::from_fn(|w| {
                    u32::from_be_bytes([p[4 * w], p[4 * w + 1], p[4 * w + 2], p[4 * w + 3]])
                })
            })
            .collect();
        self.bytes.drain(..full);
        out
    }

    /// Tracing stops: the pending repeats, then the last packet padded with
    /// [`FILLER`]; every full packet's data words.
    pub fn flush(&mut self) -> Vec<[u32; PACKET_WORDS]> {
        self.end_repeats();
        self.last = None;
        let rest = self.bytes.len() % (4 * PACKET_WORDS);
        if rest > 0 {
            self.bytes
                .resize(self.bytes.len() + 4 * PACKET_WORDS - rest, FILLER);
        }
        self.packets()
    }
}

/// The bytes of data words, most significant byte first.
pub fn word_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_be_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_pc_frames_carry_the_slots_and_the_program_counter() {
        let bytes = [
            0xF1, 0, 0, 0, 0, 0, 0, 0x2A, // Start, timer 42
            0xC4, 0x20, 0x01, 0x50, // slot 3 at pc 336
            0xE2, // twice more
            0xFE, // no kind: skipped
            0xC6, 0x24, 0x41, 0x50, // slots 0, 3 and 7 at pc 0x150 (unused bits set)
            0xC4, 0x20, // ends inside a frame
        ];
        assert_eq!(
            decode_pc(&bytes),
            [
                PcFrame::Start { timer: 42 },
                PcFrame::Event {
                    slots: 0x08,
                    pc: 336
                },
                PcFrame::Repeat { count: 2 },
                PcFrame::Event {
                    slots: 0x89,
                    pc: 336
                },
            ]
        );
    }

    fn bytes(f: Frame) -> Vec<u8> {
        let mut v = Vec::new();
        f.encode(&mut v);
        v
    }

    /// The byte layouts mlir-aie's parser reads.
    #[test]
    fn frame_layouts() {
        assert_eq!(
            bytes(Frame::Start { timer: 0x0102 }),
            [0xF0, 0, 0, 0, 0, 0, 1, 2]
        );
        assert_eq!(bytes(Frame::Single { slot: 3, cycles: 5 }), [0x35]);
        assert_eq!(
            bytes(Frame::Single {
                slot: 1,
                cycles: 0x123
            }),
            [0x85, 0x23]
        );
        assert_eq!(
            bytes(Frame::Single {
                slot: 7,
                cycles: 0x12345
            }),
            [0xBD, 0x23, 0x45]
        );
        assert_eq!(
            bytes(Frame::Multiple {
                slots: 0x81,
                cycles: 2
            }),
            [0xC8, 0x12]
        );
        assert_eq!(
            bytes(Frame::Multiple {
                slots: 0x81,
                cycles: 0x200
            }),
            [0xD2, 0x06, 0x00]
        );
        assert_eq!(
            bytes(Frame::Multiple {
                slots: 0x03,
                cycles: 0x10000
            }),
            [0xD4, 0x0D, 0x00, 0x00]
        );
        assert_eq!(bytes(Frame::Repeat { count: 9 }), [0xE9]);
        assert_eq!(bytes(Frame::Repeat { count: 1023 }), [0xDB, 0xFF]);
        assert_eq!(bytes(Frame::Sync), [0xFF]);
        assert_eq!(bytes(Frame::Filler), [0xFE]);
    }

    #[test]
    fn frames_decode_as_encoded() {
        let frames = [
            Frame::Start { timer: 77 },
            Frame::Single {
                slot: 2,
                cycles: 15,
            },
            Frame::Single {
                slot: 0,
                cycles: 16,
            },
            Frame::Multiple {
                slots: 0b1010_0000,
                cycles: 3,
            },
            Frame::Multiple {
                slots: 0b11,
                cycles: 70_000,
            },
            Frame::Repeat { count: 3 },
            Frame::Repeat { count: 300 },
            Frame::Sync,
        ];
        let mut v = Vec::new();
        for f in frames {
            f.encode(&mut v);
        }
        assert_eq!(decode(&v), frames);
        // A stream ending inside a frame stops before it.
        assert_eq!(decode(&v[..7]), []);
        assert_eq!(decode(&v[..9]), frames[..2]);
    }

    #[test]
    fn runs_of_one_event_repeat() {
        let mut e = Encoder::default();
        e.start(100, 100);
        e.fire(105, 0b1, 1);
        e.fire(110, 0b100, 40);
        e.fire(150, 0b110, 1);
        let words = e.flush();
        assert_eq!(words.len(), 1);
        let flat: Vec<u32> = words.concat();
        let frames = decode(&word_bytes(&flat));
        assert_eq!(
            frames[..6],
            [
                Frame::Start { timer: 100 },
                Frame::Single { slot: 0, cycles: 4 },
                Frame::Single { slot: 2, cycles: 4 },
                Frame::Single { slot: 2, cycles: 0 },
                Frame::Repeat { count: 38 },
                Frame::Multiple {
                    slots: 0b110,
                    cycles: 0
                },
            ]
        );
        assert!(frames[6..].iter().all(|f| *f == Frame::Filler));
    }

    #[test]
    fn long_gaps_sync_and_full_packets_come_out() {
        let mut e = Encoder::default();
        e.start(0, 0);
        e.fire(0x40000 + 10, 0b1, 1);
        assert!(e.packets().is_empty());
        for k in 0..30 {
            e.fire(0x50000 + 2 * k, 1 << (k % 2), 1);
        }
        assert_eq!(e.packets().len(), 1);
        assert_eq!(e.flush().len(), 1);
        assert!(e.flush().is_empty());
    }
}
