//! [`super::Design::decode_trace`] (`aie-sim DESIGN --decode-trace WORDS`,
//! the Python package's `parse_trace`): the words a host program read
//! from a trace buffer, decoded into Chrome trace events the way mlir-aie's
//! `aie.utils.trace.parse_trace` decodes them (docs/simulator.md,
//! "Decoding a hardware trace"): which tile traces which events comes from
//! the design's `aiex.npu.write32`s of the trace units' event registers;
//! the packets are split by their headers, their frames
//! ([`aie_target::regs::trace_frames`]) become `B` (an event starts) and
//! `E` (it ends) events on a process per traced module and a thread per
//! event slot.

use aie_target::regs::trace::EventModule;
use aie_target::regs::trace_frames::{self, Frame, PcFrame};
use dialect::ops::views::NpuWrite32;
use dialect::Ir;
use serde_json::{json, Value};

/// mlir-aie's packet types of the trace units, in pid order.
const PACKET_TYPES: [(EventModule, &str); 4] = [
    (EventModule::Core, "core"),
    (EventModule::Memory, "mem"),
    (EventModule::Shim, "shim"),
    (EventModule::MemTile, "memtile"),
];

/// The trace event registers mlir-aie's parser reads: tile-local address,
/// whether a shim (row 0) or another tile writes it, the packet type and
/// the first slot it sets.
const EVENT_REGS: [(u32, Option<bool>, usize, usize); 6] = [
    (0x340E0, Some(true), 2, 0),
    (0x340E4, Some(true), 2, 4),
    (0x340E0, Some(false), 0, 0),
    (0x340E4, Some(false), 0, 4),
    (0x140E0, None, 1, 0),
    (0x140E4, None, 1, 4),
];
const MEM_TILE_EVENT_REGS: [(u32, usize); 2] = [(0x940E0, 0), (0x940E4, 4)];

/// A traced module: its packet type, tile (row, column) and slot events.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Traced {
    packet_type: usize,
    row: u32,
    col: u32,
    slots: [u32; 8],
    /// The core module's trace mode (Trace_Control0 bits 0-1).
    mode: u32,
}

/// The traced modules of a design, in the order its writes first name them.
fn traced_modules(ir: &Ir) -> Vec<Traced> {
    let top = ir.ops_in(ir.top_block()).collect::<Vec<_>>();
    let mut out: Vec<Traced> = Vec::new();
    let mut modes = Vec::new();
    for op in top
        .iter()
        .flat_map(|&d| ir.walk_views::<NpuWrite32>(d).collect::<Vec<_>>())
    {
        let (Some(address), Some(value)) = (op.address(ir), op.value(ir)) else {
            continue;
        };
        let (address, value) = (address as u32, value as u32);
        let (row, col, offset) = match (op.row(ir), op.column(ir)) {
            (Some(r), Some(c)) => (r as u32, c as u32, address),
            _ => (
                (address >> 20) & 0x1F,
                (address >> 25) & 0x1F,
                address & 0xF_FFFF,
            ),
        };
        if offset == 0x340D0 && row != 0 {
            modes.push((row, col, value & 3));
        }
        let found = EVENT_REGS
            .iter()
            .find(|(a, shim, ..)| *a == offset && shim.is_none_or(|s| s == (row == 0)))
            .map(|&(_, _, t, s)| (t, s))
            .or_else(|| {
                MEM_TILE_EVENT_REGS
                    .iter()
                    .find(|(a, _)| *a == offset)
                    .map(|&(_, s)| (3, s))
            });
        let Some((packet_type, first)) = found else {
            continue;
        };
        let i = match out
            .iter()
            .position(|t| (t.packet_type, t.row, t.col) == (packet_type, row, col))
        {
            Some(i) => i,
            None => {
                out.push(Traced {
                    packet_type,
                    row,
                    col,
                    slots: [0; 8],
                    mode: 0,
                });
                out.len() - 1
            }
        };
        for k in 0..4 {
            out[i].slots[first + k] = (value >> (8 * k)) & 0xFF;
        }
    }
    for t in out.iter_mut().filter(|t| t.packet_type == 0) {
        if let Some(&(.., m)) = modes
            .iter()
            .rev()
            .find(|(r, c, _)| (*r, *c) == (t.row, t.col))
        {
            t.mode = m;
        }
    }
    // pids go by packet type, then by first appearance.
    out.sort_by_key(|t| t.packet_type);
    out
}

/// A data word mlir-aie's parser leaves out of a stream.
const NO_DATA: u32 = 0xA5A5_A5A5;

/// The stream of one traced module, found in the words.
struct Stream {
    packet_type: usize,
    row: u32,
    col: u32,
    words: Vec<u32>,
}

/// Whether `w` is a trace packet header: odd parity, reserved bits zero.
fn header(w: u32) -> Option<(usize, u32, u32)> {
    let reserved = (w >> 5) & 0x7F != 0 || (w >> 19) & 1 != 0 || (w >> 28) & 7 != 0;
    (w.count_ones() % 2 == 1 && !reserved).then_some((
        ((w >> 12) & 3) as usize,
        (w >> 16) & 0x1F,
        (w >> 21) & 0x7F,
    ))
}

/// The parts of the buffer with data: runs of 8 or more zero words split
/// it (two channels writing their halves), leading and trailing zeros go.
fn segments(words: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let (mut current, mut zeros) = (Vec::new(), 0usize);
    for &w in words {
        if w == 0 {
            zeros += 1;
            continue;
        }
        if zeros >= 8 && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        } else if !current.is_empty() {
            current.extend(std::iter::repeat_n(0, zeros));
        }
        zeros = 0;
        current.push(w);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The streams of the buffer: each segment cut after an all-filler word
/// followed by two zero words, then its 8-word packets by header (data
/// words 0xA5A5A5A5 left out).
fn streams(words: &[u32]) -> Vec<Stream> {
    let mut out: Vec<Stream> = Vec::new();
    for seg in segments(words) {
        if seg.len() < 2 {
            continue;
        }
        let end = (0..seg.len())
            .find(|&i| seg[i] == 0xFEFE_FEFE && seg.get(i + 1..i + 3) == Some(&[0, 0]))
            .map_or(seg.len(), |i| i + 1);
        let mut current: Option<usize> = None;
        for (i, &w) in seg[..end].iter().enumerate() {
            if i % 8 == 0 {
                if let Some((packet_type, row, col)) = header(w) {
                    let k = out
                        .iter()
                        .position(|s| (s.packet_type, s.row, s.col) == (packet_type, row, col));
                    current = Some(k.unwrap_or_else(|| {
                        out.push(Stream {
                            packet_type,
                            row,
                            col,
                            words: Vec::new(),
                        });
                        out.len() - 1
                    }));
                }
            } else if let (Some(k), false) = (current, w == NO_DATA) {
                out[k].words.push(w);
            }
        }
    }
    out
}

/// The name of event `code` of packet type `t`'s module.
fn event_name(t: usize, code: u32) -> String {
    let name = PACKET_TYPES[t]
        .0
        .events()
        .get(code as usize)
        .copied()
        .unwrap_or("");
    if name.is_empty() {
        "Unknown".to_string()
    } else {
        name.to_string()
    }
}

/// One module's events: `B` when a slot starts firing, `E` when it stops.
struct Slots<'a> {
    out: &'a mut Vec<Value>,
    names: [String; 8],
    pid: usize,
    active: [bool; 8],
}

impl Slots<'_> {
    fn emit(&mut self, slot: usize, ts: u64, ph: &str) {
        self.out.push(json!({
            "name": self.names[slot], "ts": ts, "ph": ph, "pid": self.pid, "tid": slot, "args": {}
        }));
    }

    /// Ends the active slots: all after idle cycles, else those not in `keep`.
    fn end(&mut self, keep: u8, ts: u64, idle: u32) {
        for k in 0..8 {
            if self.active[k] && (idle > 0 || keep >> k & 1 == 0) {
                self.emit(k, ts, "E");
                self.active[k] = false;
            }
        }
    }

    fn begin(&mut self, slots: u8, ts: u64) {
        for k in 0..8 {
            if slots >> k & 1 == 1 && !self.active[k] {
                self.emit(k, ts, "B");
                self.active[k] = true;
            }
        }
    }

    /// The events of event-PC `frames`, as mlir-aie gives them: an instant
    /// (`i`) per slot that fired, with the program counter, stamped with
    /// the frame's place among the event frames (repeats counted).
    fn run_pc(&mut self, frames: &[PcFrame]) {
        let (mut capture, mut last) = (0u64, None);
        for &f in frames {
            let (event, times) = match f {
                PcFrame::Event { slots, pc } => ((slots, pc), 1),
                PcFrame::Repeat { count } => match last {
                    Some(event) => (event, count),
                    None => continue,
                },
                _ => {
                    last = None;
                    continue;
                }
            };
            for _ in 0..times {
                for slot in (0..8).filter(|k| event.0 >> k & 1 == 1) {
                    self.out.push(json!({
                        "name": self.names[slot], "ts": capture, "ph": "i", "s": "t",
                        "pid": self.pid, "tid": slot, "args": {"pc": event.1}
                    }));
                }
                capture += 1;
            }
            last = Some(event);
        }
    }

    /// The events of `frames`, timed as mlir-aie times them: a frame one
    /// cycle plus its idle cycles after the last; a repeat of a frame
    /// without idle cycles extends it.
    fn run(&mut self, frames: &[Frame]) {
        let (mut ts, mut last) = (0u64, (0u8, 0u32));
        for &f in frames {
            let (slots, idle) = match f {
                Frame::Single { slot, cycles } => (1u8 << slot, cycles),
                Frame::Multiple { slots, cycles } => (slots, cycles),
                Frame::Repeat { count } if last.1 == 0 => {
                    ts += u64::from(count);
                    continue;
                }
                Frame::Repeat { count } => {
                    for _ in 0..count {
                        ts += 1;
                        self.end(last.0, ts, last.1);
                        ts += u64::from(last.1);
                        if last.0.count_ones() == 1 {
                            self.begin(last.0, ts);
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            ts += 1;
            self.end(slots, ts, idle);
            ts += u64::from(idle);
            self.begin(slots, ts);
            last = (slots, idle);
        }
    }
}

/// The Chrome trace events of trace buffer `words` of the design `ir`;
/// `colshift`: the columns the design ran shifted by (default: the shift
/// that puts the first traced column of the buffer on the design's).
/// Warnings (packets of a module the design does not trace, a trace mode
/// other than event-time and event-PC) go to `warn`.
pub(crate) fn decode(
    ir: &Ir,
    words: &[u32],
    colshift: Option<i64>,
    warn: &mut dyn FnMut(String),
) -> Vec<Value> {
    let mut traced = traced_modules(ir);
    let streams = streams(words);
    let shift = colshift.unwrap_or_else(|| {
        let first = |cols: &mut dyn Iterator<Item = u32>| cols.min().map_or(0, i64::from);
        let design = first(&mut traced.iter().map(|t| t.col));
        let buffer = first(&mut streams.iter().map(|s| s.col));
        if streams.is_empty() || traced.is_empty() {
            0
        } else {
            design - buffer
        }
    });
    for t in &mut traced {
        t.col = (i64::from(t.col) - shift).max(0) as u32;
    }
    let mut out = Vec::new();
    for (pid, t) in traced.iter().enumerate() {
        let loc = format!("{},{}", t.row, t.col);
        let kind = PACKET_TYPES[t.packet_type].1;
        out.push(json!({"name": "process_name", "ph": "M", "pid": pid, "args": {"name": format!("{kind}_trace for tile{loc}")}}));
        for (tid, &code) in t.slots.iter().enumerate() {
            out.push(json!({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid, "args": {"name": event_name(t.packet_type, code)}}));
        }
    }
    for t in 0..PACKET_TYPES.len() {
        for s in streams.iter().filter(|s| s.packet_type == t) {
            let Some(pid) = traced
                .iter()
                .position(|m| (m.packet_type, m.row, m.col) == (t, s.row, s.col))
            else {
                warn(format!(
                    "trace packets of tile ({}, {}) (packet type {t}), which the design does not trace, are left out",
                    s.col, s.row
                ));
                continue;
            };
            let bytes = trace_frames::word_bytes(&s.words);
            let names = std::array::from_fn(|k| event_name(t, traced[pid].slots[k]));
            let mut slots = Slots {
                out: &mut out,
                names,
                pid,
                active: [false; 8],
            };
            match traced[pid].mode {
                0 => slots.run(&trace_frames::decode(&bytes)),
                1 => slots.run_pc(&trace_frames::decode_pc(&bytes)),
                mode => warn(format!(
                    "tile ({}, {}) traces in mode {mode}; only event-time (0) and event-PC (1) modes are decoded",
                    s.col, s.row
                )),
            }
        }
    }
    out
}

/// The words of a trace text: a hexadecimal word a line (`0x` optional),
/// blank lines skipped; an error names the first bad line.
pub fn read_words(text: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() {
            continue;
        }
        let digits = l
            .strip_prefix("0x")
            .or_else(|| l.strip_prefix("0X"))
            .unwrap_or(l);
        let w = u32::from_str_radix(digits, 16)
            .map_err(|_| format!("line {}: '{l}' is not a 32-bit hexadecimal word", i + 1))?;
        out.push(w);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use aie_target::regs::packet::packet_header;
    use aie_target::regs::trace_frames::Encoder;

    const DESIGN: &str = r#"
module {
  aie.device(npu2) {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 740631073 : ui32}
      aiex.npu.write32 {address = 213220 : ui32, column = 0 : i32, row = 2 : i32, value = 1330321965 : ui32}
    }
  }
}
"#;

    /// Packets of tile (col, 2) whose frames `encode` writes.
    fn buffer(col: u32, encode: impl FnOnce(&mut Encoder)) -> Vec<u32> {
        let mut e = Encoder::default();
        encode(&mut e);
        let mut words = Vec::new();
        for p in e.flush() {
            words.push(packet_header(1, 0, col, 2));
            words.extend(p);
        }
        words.extend([0; 16]);
        words
    }

    fn decoded(words: &[u32]) -> Vec<Value> {
        let ir = dialect::parse(DESIGN).expect("parses");
        decode(&ir, words, None, &mut |w| panic!("{w}"))
    }

    fn begins(events: &[Value], name: &str) -> Vec<u64> {
        events
            .iter()
            .filter(|e| e["name"] == name && e["ph"] == "B")
            .map(|e| e["ts"].as_u64().unwrap_or(0))
            .collect()
    }

    #[test]
    fn slots_are_named_from_the_designs_event_registers() {
        let ir = dialect::parse(DESIGN).expect("parses");
        let t = traced_modules(&ir);
        assert_eq!(t.len(), 1);
        assert_eq!((t[0].row, t[0].col), (2, 0));
        assert_eq!(t[0].slots, [0x21, 0x22, 0x25, 0x2C, 0x2D, 0x1A, 0x4B, 0x4F]);
        let ev = decoded(&buffer(0, |e| e.start(0, 0)));
        assert_eq!(ev[0]["args"]["name"], "core_trace for tile2,0");
        assert_eq!(ev[1]["args"]["name"], "INSTR_EVENT_0");
        assert_eq!(ev[8]["args"]["name"], "PORT_RUNNING_1");
    }

    #[test]
    fn event_pc_mode_gives_an_instant_per_slot_and_capture() {
        // Trace_Control0 (0x340D0) in mode 1.
        let design = DESIGN.replace(
            "aiex.npu.write32 {address = 213216",
            "aiex.npu.write32 {address = 213200 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}\n      aiex.npu.write32 {address = 213216",
        );
        let ir = dialect::parse(&design).expect("parses");
        let words = [
            packet_header(1, 0, 0, 2),
            0xF100_0000, // Start
            0,
            0xC420_0150, // slot 3 at pc 336
            0xE2FE_FEFE, // twice more, padding
            0xC420_0210, // slot 3 at pc 528
            0xFEFE_FEFE,
            0xFEFE_FEFE,
        ];
        let ev = decode(&ir, &words, None, &mut |w| panic!("{w}"));
        let instants: Vec<_> = ev
            .iter()
            .filter(|e| e["ph"] == "i")
            .map(|e| {
                (
                    e["ts"].as_u64(),
                    e["tid"].as_u64(),
                    e["args"]["pc"].as_u64(),
                )
            })
            .collect();
        let want =
            [(0, 336), (1, 336), (2, 336), (3, 528)].map(|(ts, pc)| (Some(ts), Some(3), Some(pc)));
        assert_eq!(instants, want);
        let slot3 = &ev[4]["args"]["name"]; // the thread name of tid 3
        assert!(ev
            .iter()
            .filter(|e| e["ph"] == "i")
            .all(|e| &e["name"] == slot3));
    }

    #[test]
    fn single_events_begin_once_at_their_cycle() {
        let words = buffer(0, |e| {
            e.start(100, 0);
            e.fire(110, 0b1, 1);
            e.fire(500, 0b10, 1);
        });
        let ev = decoded(&words);
        assert_eq!(begins(&ev, "INSTR_EVENT_0"), [10]);
        assert_eq!(begins(&ev, "INSTR_EVENT_1"), [400]);
        let ends: Vec<_> = ev.iter().filter(|e| e["ph"] == "E").collect();
        assert_eq!(
            ends.len(),
            1,
            "INSTR_EVENT_0 ends when INSTR_EVENT_1 begins after idle cycles"
        );
    }

    #[test]
    fn a_run_of_cycles_is_one_begin_and_a_shifted_design_is_found() {
        // LOCK_STALL (slot 5) for 300 cycles, then a release request (slot 4).
        let words = buffer(3, |e| {
            e.start(0, 0);
            e.fire(5, 1 << 5, 300);
            e.fire(305, 1 << 4, 1);
        });
        let ev = decoded(&words);
        assert_eq!(begins(&ev, "LOCK_STALL"), [5]);
        assert_eq!(begins(&ev, "INSTR_LOCK_RELEASE_REQ"), [305]);
    }

    #[test]
    fn zero_runs_split_and_filler_ends_a_segment() {
        let words = [0, 0, 5, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0];
        assert_eq!(segments(&words), [vec![5, 0, 6], vec![7]]);
        assert!(streams(&[0xFEFE_FEFE, 0, 0, 1]).is_empty());
    }

    #[test]
    fn bad_words_name_their_line() {
        assert_eq!(read_words("0000abcd\n\n0x1\n"), Ok(vec![0xABCD, 1]));
        assert_eq!(
            read_words("12\nxyz\n"),
            Err("line 2: 'xyz' is not a 32-bit hexadecimal word".to_string())
        );
    }
}
