//! Unit tests of the array model: each configures the array through
//! register writes (the register table's encoders), runs it, and checks
//! memories, locks, tokens and faults.

use super::*;
use crate::bus::{arg_address, Edge};
use aie_target::device::WireBundle::{North, South, DMA};
use aie_target::regs::trace::EventModule;
use aie_target::regs::BdField::{self, *};
use aie_target::regs::{
    bd_layout, lock_value, port_index, queue_word, shim_mux_write, start_queue, SwitchReg,
    MASTER_CIRCUIT, MASTER_PACKET, SLAVE_CONFIG, SLAVE_SLOT,
};

fn npu1() -> &'static Device {
    aie_target::device::device("npu1").unwrap()
}

struct T {
    m: Model,
    host: HostMemory,
}

impl T {
    fn new() -> T {
        T {
            m: Model::new(npu1()),
            host: HostMemory::default(),
        }
    }

    fn addr(&self, col: u32, row: u32, offset: u32) -> u64 {
        npu1().arch.tile_address(col, row, offset)
    }

    fn write(&mut self, col: u32, row: u32, offset: u32, value: u32) {
        let a = self.addr(col, row, offset);
        self.m.write(a, value);
    }

    fn read(&mut self, col: u32, row: u32, offset: u32) -> u32 {
        let a = self.addr(col, row, offset);
        self.m.read(a)
    }

    fn kind(col: u32, row: u32) -> TileKind {
        npu1().tile_kind(i64::from(col), i64::from(row)).unwrap()
    }

    fn bd(&mut self, col: u32, row: u32, id: u32, fields: &[(BdField, i64)]) {
        let layout = bd_layout(Self::kind(col, row)).unwrap();
        let mut all = vec![(ValidBd, 1)];
        all.extend_from_slice(fields);
        for (k, w) in layout.encode(&all).unwrap().into_iter().enumerate() {
            self.write(col, row, layout.address(id) + 4 * k as u32, w);
        }
    }

    /// Pushes `(bd, repeat, token)` into the start queue of channel `dir ch`.
    fn push(&mut self, col: u32, row: u32, dir: Dir, ch: u32, task: (u32, u32, bool)) {
        let (bd, repeat, token) = task;
        let kind = Self::kind(col, row);
        let q = start_queue(kind, dir, ch).unwrap();
        self.write(col, row, q, queue_word(kind, bd, repeat, token));
    }

    /// A circuit connection `from` (slave) → `to` (master) in tile `(col, row)`.
    fn connect(
        &mut self,
        col: u32,
        row: u32,
        from: aie_target::regs::image::Port,
        to: aie_target::regs::image::Port,
    ) {
        let kind = Self::kind(col, row);
        let s = port_index(kind, from.0, from.1, false).unwrap();
        let m = port_index(kind, to.0, to.1, true).unwrap();
        let sa = SwitchReg::Slave(s).address(kind).unwrap();
        let ma = SwitchReg::Master(m).address(kind).unwrap();
        self.write(
            col,
            row,
            sa,
            SLAVE_CONFIG.word(&[("slave_enable", 1)]).unwrap(),
        );
        let w = MASTER_CIRCUIT
            .word(&[("master_enable", 1), ("slave_port", s.into())])
            .unwrap();
        self.write(col, row, ma, w);
    }

    fn words(&mut self, col: u32, row: u32, at: u32, n: u32) -> Vec<u32> {
        (0..n).map(|k| self.read(col, row, at + 4 * k)).collect()
    }

    fn fill(&mut self, col: u32, row: u32, at: u32, values: &[u32]) {
        for (k, &v) in values.iter().enumerate() {
            self.write(col, row, at + 4 * k as u32, v);
        }
    }

    /// Runs until idle or `limit` quanta; returns the quanta run.
    fn run(&mut self, limit: u32) -> u32 {
        for q in 0..limit {
            let a = self.m.run(64, &mut self.host);
            if !a.busy || !a.progressed {
                return q + 1;
            }
        }
        limit
    }
}

#[test]
fn mem_tile_loopback_with_locks_and_padding() {
    // Mem tile (0, 1): MM2S 0 sends a padded 2×2 block of its memory to its
    // own S2MM 0 through the switch (DMA 0 → DMA 0).
    let mut t = T::new();
    t.connect(0, 1, (DMA, 0), (DMA, 0));
    t.fill(0, 1, 0x100, &[1, 2, 3, 4]);
    let own = 0x8_0000 / 4;
    t.bd(
        0,
        1,
        0,
        &[
            (BufferOffset, own + 0x100 / 4),
            (BufferLength, 12),
            (D0Size, 2),
            (D0ZeroBefore, 1),
            (D0ZeroAfter, 1),
            (D1Size, 2),
            (D1Stride, 1),
            (D1ZeroBefore, 1),
            (LockAcqEnable, 1),
            (LockAcqId, 64 + 3),
            (LockAcqVal, -1),
            (LockRelId, 64 + 4),
            (LockRelVal, 1),
        ],
    );
    t.bd(
        0,
        1,
        1,
        &[(BufferOffset, own + 0x200 / 4), (BufferLength, 12)],
    );
    t.push(0, 1, Dir::S2MM, 0, (1, 0, true));
    t.push(0, 1, Dir::MM2S, 0, (0, 0, false));
    t.run(10);
    // Lock 3 is 0: the MM2S waits, and says so.
    assert_eq!(t.words(0, 1, 0x200, 12), [0; 12]);
    let waits = t.m.waits().join("\n");
    assert!(
        waits.contains("MM2S 0: BD 0: waits for lock 3 of (0, 1): value 0, AcquireGreaterEqual 1"),
        "{waits}"
    );
    t.write(0, 1, lock_value(TileKind::MemTile, 3), 1);
    t.run(10);
    assert_eq!(
        t.words(0, 1, 0x200, 12),
        [0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0]
    );
    assert_eq!(t.read(0, 1, lock_value(TileKind::MemTile, 3)), 0);
    assert_eq!(t.read(0, 1, lock_value(TileKind::MemTile, 4)), 1);
    // The S2MM task had its token bit: one token for (0, 1) actor 0.
    assert!(t.m.take_token(0, 1, 0));
    assert!(!t.m.take_token(0, 1, 0));
    assert_eq!(t.m.stats().dma_words, 24);
}

#[test]
fn shim_to_host_through_the_mux_and_repeats_with_iteration() {
    // Shim (0, 0) MM2S 0 → South 3 → North 0 → mem tile South 0 → mem DMA
    // 0... and back: mem MM2S 0 → South 0 → shim North 0 → South 2 → S2MM 0.
    let mut t = T::new();
    for (into, south) in [(true, 3), (false, 2)] {
        let (a, m, v) = shim_mux_write(into, south, DMA).unwrap();
        let old = t.read(0, 0, a);
        t.write(0, 0, a, (old & !m) | (v & m));
    }
    t.connect(0, 0, (South, 3), (North, 0));
    t.connect(0, 1, (South, 0), (DMA, 0));
    t.connect(0, 1, (DMA, 0), (South, 0));
    t.connect(0, 0, (North, 0), (South, 2));
    let input: Vec<u8> = (0u32..8).flat_map(|v| (v * 10).to_le_bytes()).collect();
    t.host.add_arg(0, input);
    t.host.add_arg(1, vec![0; 32]);
    let set_host = |t: &mut T, id: u32, arg: usize, fields: &[(BdField, i64)]| {
        t.bd(0, 0, id, fields);
        let layout = bd_layout(TileKind::ShimNoc).unwrap();
        let a = arg_address(arg);
        t.write(0, 0, layout.address(id) + 4, a as u32);
        let w2 = t.read(0, 0, layout.address(id) + 8);
        t.write(
            0,
            0,
            layout.address(id) + 8,
            (w2 & !0xFFFF) | (a >> 32) as u32,
        );
    };
    // In: 8 words, the 2nd half first (iteration: 2 uses of 4 words, step 4, but
    // the queue entry repeats the BD twice).
    set_host(
        &mut t,
        0,
        0,
        &[(BufferLength, 4), (IterationSize, 1), (IterationStride, 3)],
    );
    set_host(&mut t, 1, 1, &[(BufferLength, 8)]);
    let own = 0x8_0000 / 4;
    t.bd(0, 1, 0, &[(BufferOffset, own), (BufferLength, 8)]);
    t.bd(0, 1, 1, &[(BufferOffset, own), (BufferLength, 8)]);
    t.push(0, 0, Dir::S2MM, 0, (1, 0, true));
    t.push(0, 1, Dir::S2MM, 0, (0, 0, false));
    t.push(0, 0, Dir::MM2S, 0, (0, 1, true));
    t.run(100);
    t.push(0, 1, Dir::MM2S, 0, (1, 0, false));
    t.run(100);
    let out: Vec<u32> = t
        .host
        .arg(1)
        .unwrap()
        .chunks(4)
        .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        .collect();
    assert_eq!(out, [0, 10, 20, 30, 40, 50, 60, 70]);
    assert!(t.m.take_token(0, 0, 6), "MM2S 0 token");
    assert!(t.m.take_token(0, 0, 0), "S2MM 0 token");
    assert!(!t.m.take_token(1, 0, 0), "tokens go to their own column");
}

#[test]
fn packet_rules_route_by_id_and_drop_headers() {
    // Core (0, 2): MM2S 0 sends packets with id 5, then id 9; the slave's
    // slot sends id 5 (mask 0x1F) to master DMA 0 (dropping the header) and
    // every other id (slot 1, mask 0) to master DMA 1 (keeping it).
    let mut t = T::new();
    let k = TileKind::Core;
    let s = port_index(k, DMA, 0, false).unwrap();
    let at = |r: SwitchReg| r.address(k).unwrap();
    t.write(
        0,
        2,
        at(SwitchReg::Slave(s)),
        SLAVE_CONFIG
            .word(&[("slave_enable", 1), ("packet_enable", 1)])
            .unwrap(),
    );
    let slot = |id: i64, mask: i64, arbiter: i64| {
        SLAVE_SLOT
            .word(&[
                ("enable", 1),
                ("id", id),
                ("mask", mask),
                ("msel", 0),
                ("arbiter", arbiter),
            ])
            .unwrap()
    };
    t.write(0, 2, at(SwitchReg::Slot(s, 0)), slot(5, 0x1F, 0));
    t.write(0, 2, at(SwitchReg::Slot(s, 1)), slot(0, 0, 1));
    for (ch, arbiter, drop) in [(0, 0, 1), (1, 1, 0)] {
        let m = port_index(k, DMA, ch, true).unwrap();
        let w = MASTER_PACKET
            .word(&[
                ("master_enable", 1),
                ("packet_enable", 1),
                ("arbiter", arbiter),
                ("msel_mask", 1),
                ("drop_header", drop),
            ])
            .unwrap();
        t.write(0, 2, at(SwitchReg::Master(m)), w);
    }
    t.fill(0, 2, 0x1000, &[11, 12, 13, 14]);
    t.bd(
        0,
        2,
        0,
        &[
            (BaseAddress, 0x1000 / 4),
            (BufferLength, 2),
            (EnablePacket, 1),
            (PacketId, 5),
        ],
    );
    t.bd(
        0,
        2,
        1,
        &[
            (BaseAddress, 0x1008 / 4),
            (BufferLength, 2),
            (EnablePacket, 1),
            (PacketId, 9),
        ],
    );
    t.bd(0, 2, 2, &[(BaseAddress, 0x2000 / 4), (BufferLength, 2)]);
    t.bd(0, 2, 3, &[(BaseAddress, 0x3000 / 4), (BufferLength, 3)]);
    t.push(0, 2, Dir::S2MM, 0, (2, 0, false));
    t.push(0, 2, Dir::S2MM, 1, (3, 0, false));
    t.push(0, 2, Dir::MM2S, 0, (0, 0, false));
    t.push(0, 2, Dir::MM2S, 0, (1, 0, false));
    t.run(10);
    assert_eq!(t.words(0, 2, 0x2000, 2), [11, 12]);
    let got = t.words(0, 2, 0x3000, 3);
    assert_eq!(got[0] & 0x7FFF_FFFF, 9 | 2 << 16, "header: id 9 from row 2");
    assert_eq!(got[1..], [13, 14]);
}

#[test]
fn faults_stop_the_array() {
    // A release past 63.
    let mut t = T::new();
    t.connect(0, 2, (DMA, 0), (DMA, 0));
    t.write(0, 2, lock_value(TileKind::Core, 1), 63);
    t.bd(
        0,
        2,
        0,
        &[(BufferLength, 1), (LockRelId, 1), (LockRelVal, 1)],
    );
    t.bd(0, 2, 1, &[(BufferLength, 1), (BaseAddress, 4)]);
    t.push(0, 2, Dir::S2MM, 0, (1, 0, false));
    t.push(0, 2, Dir::MM2S, 0, (0, 0, false));
    t.run(4);
    let f = t.m.fault().unwrap();
    assert!(
        f.contains("DMA (0, 2) MM2S 0 BD 0: lock 1 of (0, 2) would go from 63 to 64"),
        "{f}"
    );
    assert!(!t.m.run(64, &mut t.host).busy);

    // An invalid BD.
    let mut t = T::new();
    t.push(0, 2, Dir::MM2S, 1, (7, 0, false));
    t.run(2);
    assert_eq!(
        t.m.fault().unwrap(),
        "DMA (0, 2) MM2S 1 BD 7: the BD is not valid (Valid_BD is 0)"
    );

    // A full queue (4 tasks waiting) drops a fifth push, as the hardware
    // does: no fault, the status word counts 4 queued tasks and sets its
    // sticky overflow bit, which writing 1 clears; the waits report says so.
    let mut t = T::new();
    let status = aie_target::regs::channel_status(TileKind::MemTile, Dir::S2MM, 3).unwrap();
    let status = t.m.device.arch.tile_address(0, 1, status);
    let q = start_queue(TileKind::MemTile, Dir::S2MM, 3).unwrap();
    let at = t.m.device.arch.tile_address(0, 1, q);
    for _ in 0..5 {
        assert!(t.m.accepts(at));
        t.push(0, 1, Dir::S2MM, 3, (0, 0, false));
    }
    assert_eq!(t.m.fault(), None);
    let word = t.m.read(status);
    assert_eq!(word >> 20 & 7, 4, "{word:#x}");
    assert_eq!(word >> 18 & 1, 1, "{word:#x}");
    assert_eq!(word >> 19 & 1, 1, "{word:#x}");
    assert!(t.m.waits().iter().any(|w| w.contains("DMA (0, 1) S2MM 3")
        && w.contains("1 task(s) pushed onto its full queue of 4 were dropped")));
    t.m.write(status, 1 << 18);
    assert_eq!(t.m.read(status) >> 18 & 1, 0);

    // A compute-tile BD past the end of memory.
    let mut t = T::new();
    t.connect(0, 2, (DMA, 0), (DMA, 0));
    t.bd(0, 2, 0, &[(BufferLength, 4), (BaseAddress, 0xFFFC / 4)]);
    t.bd(0, 2, 1, &[(BufferLength, 4)]);
    t.push(0, 2, Dir::S2MM, 0, (1, 0, false));
    t.push(0, 2, Dir::MM2S, 0, (0, 0, false));
    t.run(4);
    assert!(t
        .m
        .fault()
        .unwrap()
        .contains("address 0x10000 is outside the tile's memory"));
}

#[test]
fn unrouted_stream_waits_and_says_why() {
    let mut t = T::new();
    t.bd(0, 2, 0, &[(BufferLength, 4)]);
    t.push(0, 2, Dir::MM2S, 0, (0, 0, false));
    t.run(4);
    let waits = t.m.waits().join("\n");
    assert!(
        waits.contains("DMA (0, 2) MM2S 0: BD 0: the stream goes nowhere: slave DMA:0 of tile (0, 2) is not enabled"),
        "{waits}"
    );
    assert!(t.m.fault().is_none());
}

#[test]
fn lock_request_window_reads_acquire_and_release() {
    let mut t = T::new();
    let req =
        |acq: bool, v: i64| aie_target::regs::lock_request(TileKind::Core, 2, acq, v).unwrap();
    assert_eq!(
        t.read(0, 2, req(true, -1)),
        0,
        "acquire ≥ 1 of a 0 lock fails"
    );
    assert_eq!(t.read(0, 2, req(false, 2)), 1);
    assert_eq!(t.read(0, 2, req(true, -1)), 1);
    assert_eq!(t.read(0, 2, lock_value(TileKind::Core, 2)), 1);
}

#[test]
fn a_loop_of_empty_bds_takes_time() {
    // BD 0 (length 0) chains to itself: each use costs a cycle, so a run
    // ends and the channel stays busy.
    let mut t = T::new();
    t.bd(0, 2, 0, &[(BufferLength, 0), (UseNextBd, 1), (NextBd, 0)]);
    t.push(0, 2, Dir::S2MM, 0, (0, 0, false));
    let a = t.m.run(64, &mut t.host);
    assert!(a.busy && a.progressed);
    assert!(t.m.fault().is_none());
}

#[test]
fn traced_events_carry_seed_fields_stalls_and_idle() {
    // Tile (0, 2): MM2S 0 → DMA 0 → S2MM 0. The MM2S BD waits for lock 0
    // (≥ 1), so the S2MM waits for data, until lock 0 is set.
    let mut t = T::new();
    t.m.set_trace(true);
    t.connect(0, 2, (DMA, 0), (DMA, 0));
    t.fill(0, 2, 0x400, &[1, 2, 3, 4]);
    let mm2s = [(LockAcqEnable, 1), (LockAcqId, 0), (LockAcqVal, -1)];
    t.bd(
        0,
        2,
        0,
        &[&[(BaseAddress, 0x100), (BufferLength, 4)], &mm2s[..]].concat(),
    );
    t.bd(0, 2, 1, &[(BaseAddress, 0x200), (BufferLength, 4)]);
    t.push(0, 2, Dir::S2MM, 0, (1, 0, false));
    t.push(0, 2, Dir::MM2S, 0, (0, 0, false));
    t.run(2);
    t.write(0, 2, lock_value(TileKind::Core, 0), 1);
    t.run(4);
    assert_eq!(t.words(0, 2, 0x800, 4), [1, 2, 3, 4]);
    let events = t.m.drain_events();
    let unit_event =
        |e: &Event| e.name.starts_with("DMA_S2MM_0_") || e.name.starts_with("DMA_MM2S_0_");
    let of = |unit: Unit| -> Vec<&Event> {
        events
            .iter()
            .filter(|e| e.unit == unit && !unit_event(e))
            .collect()
    };
    let names = |unit: Unit| -> Vec<&str> { of(unit).iter().map(|e| e.name).collect() };
    // The trace unit's events of the same run, with their edges.
    let hw = |unit: Unit| -> Vec<(&str, Edge)> {
        events
            .iter()
            .filter(|e| e.unit == unit && unit_event(e))
            .map(|e| (e.name, e.edge))
            .collect()
    };
    assert_eq!(
        hw(Unit::S2mm(0)),
        [
            ("DMA_S2MM_0_START_TASK", Edge::Instant),
            ("DMA_S2MM_0_STREAM_STARVATION", Edge::Rise),
            ("DMA_S2MM_0_STREAM_STARVATION", Edge::Fall),
            ("DMA_S2MM_0_FINISHED_BD", Edge::Instant),
            ("DMA_S2MM_0_FINISHED_TASK", Edge::Instant),
        ]
    );
    // A 4-word BD is read at once, within the read-ahead.
    assert_eq!(
        hw(Unit::Mm2s(0)),
        [
            ("DMA_MM2S_0_START_TASK", Edge::Instant),
            ("DMA_MM2S_0_STALLED_LOCK", Edge::Rise),
            ("DMA_MM2S_0_STALLED_LOCK", Edge::Fall),
            ("DMA_MM2S_0_FINISHED_BD", Edge::Instant),
            ("DMA_MM2S_0_FINISHED_TASK", Edge::Instant),
        ]
    );
    assert_eq!(
        names(Unit::S2mm(0)),
        [
            "DMA_S2MM_START",
            "DATA_STALL",
            "DATA_RESUME",
            "DMA_S2MM_DONE",
            "DMA_S2MM_IDLE"
        ]
    );
    assert_eq!(
        names(Unit::Mm2s(0)),
        [
            "DMA_MM2S_LOCKSTALL",
            "DMA_MM2S_LOCKSTALL_RELEASE",
            "DMA_MM2S_ACQ_LOCK",
            "DMA_MM2S_START",
            "DATA_START",
            "DATA_END",
            "DMA_MM2S_DONE",
            "DMA_MM2S_IDLE"
        ]
    );
    let text =
        |e: &Event| -> String { e.fields.iter().map(|(k, v)| format!("{k}={v} ")).collect() };
    let mm2s = of(Unit::Mm2s(0));
    assert_eq!(
        text(mm2s[0]),
        "bd=0 lockid=0 dir=own op=acquire_ge value=1 lock_value=0 "
    );
    assert_eq!(text(mm2s[3]), "bd=0 start=0x400 length=4 ");
    assert_eq!(text(of(Unit::S2mm(0))[1]), "reason=no data ");
    // The stall lasts from the end of the first quantum's work to the lock.
    assert_eq!((mm2s[0].cycle, mm2s[1].cycle), (0, 128));
    for unit in [Unit::S2mm(0), Unit::Mm2s(0)] {
        let cycles: Vec<u64> = of(unit).iter().map(|e| e.cycle).collect();
        assert!(
            cycles.windows(2).all(|w| w[0] <= w[1]),
            "{unit}: {cycles:?}"
        );
        assert!(of(unit).iter().all(|e| e.tile == (0, 2)));
    }
}

/// A mem-tile loopback whose sender's and receiver's BDs end at different
/// words (one 200-word BD into a 128-word BD, which ends with the second
/// quantum, and a strided 72-word one).
fn uneven_loopback(trace: bool) -> (T, Vec<Stats>) {
    let mut t = T::new();
    t.m.set_trace(trace);
    t.connect(0, 1, (DMA, 0), (DMA, 0));
    let values: Vec<u32> = (1..=200).collect();
    t.fill(0, 1, 0x100, &values);
    let own = 0x8_0000 / 4;
    let at = |byte: u32| i64::from(own + byte / 4);
    t.bd(0, 1, 0, &[(BufferOffset, at(0x100)), (BufferLength, 200)]);
    t.bd(
        0,
        1,
        2,
        &[
            (BufferOffset, at(0x1000)),
            (BufferLength, 128),
            (UseNextBd, 1),
            (NextBd, 3),
        ],
    );
    let strided = [(D0Size, 5), (D0Stride, 1), (D1Stride, 9)];
    let mut fields = vec![(BufferOffset, at(0x2000)), (BufferLength, 72)];
    fields.extend_from_slice(&strided);
    t.bd(0, 1, 3, &fields);
    t.push(0, 1, Dir::S2MM, 0, (2, 0, true));
    t.push(0, 1, Dir::MM2S, 0, (0, 0, false));
    let mut stats = Vec::new();
    for _ in 0..10 {
        t.m.run(64, &mut t.host);
        stats.push(t.m.stats());
    }
    (t, stats)
}

#[test]
fn the_bulk_path_moves_what_the_word_path_moves() {
    // Untraced, the sender writes straight into the receiver's memory; a
    // traced run goes word by word through the stream buffer. Both must
    // give the same counts after every quantum and the same memory.
    let (mut bulk, by_quantum) = uneven_loopback(false);
    let (mut words, expected) = uneven_loopback(true);
    assert_eq!(by_quantum, expected);
    assert_eq!(by_quantum[0].dma_words, 2 * 64);
    assert_eq!(by_quantum[9].dma_words, 400);
    assert_eq!(bulk.words(0, 1, 0x1000, 128), (1..=128).collect::<Vec<_>>());
    let strided: Vec<u32> = (0..72)
        .map(|k| bulk.read(0, 1, 0x2000 + 4 * (k % 5 * 2 + k / 5 * 10)))
        .collect();
    assert_eq!(strided, (129..=200).collect::<Vec<_>>());
    assert_eq!(
        bulk.words(0, 1, 0x2000, 150),
        words.words(0, 1, 0x2000, 150)
    );
    assert!(bulk.m.take_token(0, 1, 0));
}

/// A mem-tile loopback of 1000 words from byte 0x100 to `to`, received in
/// a 600-word and a 400-word BD, run for `quanta` quanta; with `bulk`,
/// [`Model::run_streams`] runs what it can between them. Returns the
/// statistics at the end of each quantum (`None` inside a bulk step) and
/// the quanta the bulk steps ran. With `late`, the receiver's task comes a
/// quantum after the sender's, which fills the receiver's buffer first.
fn long_loopback(to: u32, late: bool, bulk: bool, quanta: usize) -> (T, Vec<Option<Stats>>, u64) {
    let mut t = T::new();
    t.connect(0, 1, (DMA, 0), (DMA, 0));
    let values: Vec<u32> = (1..=1000).collect();
    t.fill(0, 1, 0x100, &values);
    let at = |byte: u32| i64::from(0x8_0000 / 4 + byte / 4);
    t.bd(0, 1, 0, &[(BufferOffset, at(0x100)), (BufferLength, 1000)]);
    let chained = [
        (BufferOffset, at(to)),
        (BufferLength, 600),
        (UseNextBd, 1),
        (NextBd, 3),
    ];
    t.bd(0, 1, 2, &chained);
    let last = [(BufferOffset, at(to + 2400)), (BufferLength, 400)];
    t.bd(0, 1, 3, &last);
    t.push(0, 1, Dir::MM2S, 0, (0, 0, false));
    let (stats, skipped) = sample(&mut t, bulk, quanta, |t, k| {
        if k == usize::from(late) {
            t.push(0, 1, Dir::S2MM, 0, (2, 0, true));
        }
    });
    (t, stats, skipped)
}

/// Runs `t` quantum by quantum, with bulk steps between if `bulk`, until
/// `quanta` quanta are recorded; `each` comes before each quantum, given
/// how many are recorded. Returns each quantum's statistics (`None` inside
/// a bulk step: only its last is seen) and the quanta run in bulk.
fn sample(
    t: &mut T,
    bulk: bool,
    quanta: usize,
    mut each: impl FnMut(&mut T, usize),
) -> (Vec<Option<Stats>>, u64) {
    let (mut stats, mut skipped) = (Vec::new(), 0);
    while stats.len() < quanta {
        each(t, stats.len());
        t.m.run(64, &mut t.host);
        stats.push(Some(t.m.stats()));
        let n = if bulk {
            t.m.run_streams(64, 100, &mut t.host)
        } else {
            0
        };
        if n > 0 {
            stats.extend((1..n).map(|_| None));
            stats.push(Some(t.m.stats()));
            skipped += n;
        }
    }
    (stats, skipped)
}

/// Runs [`long_loopback`] to `to` quantum by quantum and with bulk
/// steps; checks that both agree at every quantum the bulk run shows, in
/// the memory written and in the cycle; returns the quanta run in bulk.
fn bulk_agrees(to: u32, late: bool) -> u64 {
    let (mut one, by_quantum, _) = long_loopback(to, late, false, 20);
    let (mut bulk, sampled, skipped) = long_loopback(to, late, true, 20);
    for (k, s) in sampled.iter().enumerate().take(by_quantum.len()) {
        if s.is_some() {
            assert_eq!(s, &by_quantum[k], "quantum {k}");
        }
    }
    let extra = (sampled.len() - by_quantum.len()) as u64;
    assert_eq!(bulk.m.cycle, one.m.cycle + 64 * extra);
    assert_eq!(bulk.words(0, 1, to, 1000), one.words(0, 1, to, 1000));
    assert!(bulk.m.take_token(0, 1, 0));
    skipped
}

#[test]
fn streams_run_many_quanta_as_quanta_would() {
    // 1000 words: the receiver's BDs end in quanta 10 and 16 (from 1); the
    // bulk steps run the others but the first.
    assert_eq!(bulk_agrees(0x2000, false), 8 + 5);
    let mut one = long_loopback(0x2000, false, false, 20).0;
    let values: Vec<u32> = (1..=1000).collect();
    assert_eq!(one.words(0, 1, 0x2000, 1000), values);
    // The words the receiver's buffer holds come first, and the buffer
    // holds as many again after each step.
    assert!(bulk_agrees(0x2000, true) > 8);
    // A stream that writes what it reads 64 words on: bulk steps only as
    // long as their reads and writes do not meet.
    assert!((1..8 + 5).contains(&bulk_agrees(0x200, false)));
}

/// A mem-tile ping-pong like a depth-2 object FIFO through the tile: MM2S
/// 0 sends `8 × buf` words into S2MM 0, whose chained BDs 2 and 3 fill two
/// `buf`-word buffers in turn (acquiring lock 0, the free buffers,
/// releasing lock 1, the full ones); MM2S 1 sends them on (BDs 4 and 5)
/// into S2MM 1, which writes them at 0x10000. Run for `quanta` quanta,
/// with `bulk` as in [`long_loopback`].
fn ping_pong(buf: u32, bulk: bool, quanta: usize) -> (T, Vec<Option<Stats>>, u64) {
    let mut t = T::new();
    t.connect(0, 1, (DMA, 0), (DMA, 0));
    t.connect(0, 1, (DMA, 1), (DMA, 1));
    let values: Vec<u32> = (1..=8 * buf).collect();
    t.fill(0, 1, 0x8000, &values);
    let at = |byte: u32| i64::from(0x8_0000 / 4 + byte / 4);
    let all = i64::from(8 * buf);
    t.bd(0, 1, 0, &[(BufferOffset, at(0x8000)), (BufferLength, all)]);
    let (free, full) = (64, 64 + 1);
    let bd = |to: u32, next: i64, (acq, rel): (i64, i64)| {
        [
            (BufferOffset, at(to)),
            (BufferLength, i64::from(buf)),
            (UseNextBd, 1),
            (NextBd, next),
            (LockAcqEnable, 1),
            (LockAcqId, acq),
            (LockAcqVal, -1),
            (LockRelId, rel),
            (LockRelVal, 1),
        ]
    };
    let second = 0x2000 + 4 * buf;
    t.bd(0, 1, 2, &bd(0x2000, 3, (free, full)));
    t.bd(0, 1, 3, &bd(second, 2, (free, full)));
    t.bd(0, 1, 4, &bd(0x2000, 5, (full, free)));
    t.bd(0, 1, 5, &bd(second, 4, (full, free)));
    t.bd(0, 1, 6, &[(BufferOffset, at(0x10000)), (BufferLength, all)]);
    t.write(0, 1, lock_value(TileKind::MemTile, 0), 2);
    t.push(0, 1, Dir::S2MM, 1, (6, 0, true));
    t.push(0, 1, Dir::S2MM, 0, (2, 0, false));
    t.push(0, 1, Dir::MM2S, 1, (4, 0, false));
    t.push(0, 1, Dir::MM2S, 0, (0, 0, false));
    let (stats, skipped) = sample(&mut t, bulk, quanta, |_, _| {});
    (t, stats, skipped)
}

#[test]
fn bulk_steps_cross_bd_ends_as_quanta_would() {
    // Buffers of 128 words: every MM2S BD ends at a quantum's end, so a
    // step runs through its end (its release) and the next BD's start (its
    // acquire); an S2MM BD ends a switch's latency after its last word,
    // inside a quantum, which runs by itself; of 100 and 80 words: BDs end
    // inside quanta, which run one by one. Every count, lock, word and the
    // token agree either way.
    for (buf, least) in [(128, 4), (100, 1), (256, 22)] {
        let (mut one, by_quantum, _) = ping_pong(buf, false, 60);
        let (mut bulk, sampled, skipped) = ping_pong(buf, true, 60);
        for (k, s) in sampled.iter().enumerate().take(by_quantum.len()) {
            if s.is_some() {
                assert_eq!(s, &by_quantum[k], "{buf}-word buffers: quantum {k}");
            }
        }
        assert!(
            skipped >= least,
            "{buf}-word buffers: {skipped} quanta in bulk"
        );
        let extra = (sampled.len() - by_quantum.len()) as u64;
        assert_eq!(bulk.m.cycle, one.m.cycle + 64 * extra);
        let values: Vec<u32> = (1..=8 * buf).collect();
        assert!(
            one.words(0, 1, 0x10000, 8 * buf) == values,
            "{buf}: all words"
        );
        assert!(
            bulk.words(0, 1, 0x10000, 8 * buf) == values,
            "{buf}: the same words"
        );
        let locks = |t: &T| t.m.tiles[1].as_ref().map(|s| s.locks.clone());
        assert_eq!(locks(&bulk), locks(&one));
        assert_eq!(bulk.m.stats(), one.m.stats());
        assert!(bulk.m.take_token(0, 1, 1));
        assert!(one.m.take_token(0, 1, 1));
    }
}

/// Writes field values into trace register `name` of `module` of `(col, row)`.
fn trace_write(
    t: &mut T,
    tile: (u32, u32),
    module: EventModule,
    name: &str,
    fields: &[(&str, i64)],
) {
    let (offset, layout) = aie_target::regs::trace::trace_reg(module, name).unwrap();
    t.write(tile.0, tile.1, offset, layout.word(fields).unwrap());
}

#[test]
fn hardware_trace_starts_on_a_broadcast_and_sends_padded_packets() {
    // The core module of (0, 2) traces USER_EVENT_2 (slot 0) and
    // USER_EVENT_3 (slot 1) from BROADCAST_3, which the shim raises from
    // its USER_EVENT_0, to its own USER_EVENT_1; its Trace port goes to
    // its S2MM 0, whose BD writes 16 words at 0x2000.
    use aie_target::device::WireBundle::Trace;
    use aie_target::regs::trace::EventModule::{Core, Shim};
    use aie_target::regs::trace_frames::{decode, word_bytes, Frame};
    let mut t = T::new();
    let ev = |m: EventModule, n: &str| i64::from(m.event(n).unwrap());
    let core = (0, 2);
    t.connect(0, 2, (Trace, 0), (DMA, 0));
    t.bd(0, 2, 0, &[(BaseAddress, 0x2000 / 4), (BufferLength, 16)]);
    t.push(0, 2, Dir::S2MM, 0, (0, 0, false));
    let start = i64::from(Core.broadcast_event(3).unwrap());
    trace_write(
        &mut t,
        core,
        Core,
        "Trace_Control0",
        &[
            ("Trace_Start_Event", start),
            ("Trace_Stop_Event", ev(Core, "USER_EVENT_1")),
        ],
    );
    trace_write(
        &mut t,
        core,
        Core,
        "Trace_Control1",
        &[("ID", 3), ("Packet_Type", 0)],
    );
    trace_write(
        &mut t,
        core,
        Core,
        "Trace_Event0",
        &[
            ("Trace_Event0", ev(Core, "USER_EVENT_2")),
            ("Trace_Event1", ev(Core, "USER_EVENT_3")),
        ],
    );
    trace_write(
        &mut t,
        core,
        Core,
        "Timer_Control",
        &[("Reset_Event", start)],
    );
    trace_write(
        &mut t,
        (0, 0),
        Shim,
        "Event_Broadcast3_A",
        &[("Event", ev(Shim, "USER_EVENT_0"))],
    );
    let generate = |t: &mut T, tile, m, name| {
        trace_write(t, tile, m, "Event_Generate", &[("Event", ev(m, name))])
    };
    // Not traced yet: before the start.
    generate(&mut t, core, Core, "USER_EVENT_2");
    t.run(1);
    generate(&mut t, (0, 0), Shim, "USER_EVENT_0");
    t.run(1);
    generate(&mut t, core, Core, "USER_EVENT_2");
    t.run(1);
    t.run(1);
    generate(&mut t, core, Core, "USER_EVENT_3");
    t.run(1);
    assert_eq!(
        t.words(0, 2, 0x2000, 1),
        [0],
        "nothing leaves before a packet is full"
    );
    generate(&mut t, core, Core, "USER_EVENT_1");
    t.run(4);
    let words = t.words(0, 2, 0x2000, 16);
    assert_eq!(
        words[0],
        aie_target::regs::packet::packet_header(3, 0, 0, 2)
    );
    let frames = decode(&word_bytes(&words[1..8]));
    assert_eq!(
        frames[..3],
        [
            Frame::Start { timer: 0 },
            Frame::Single {
                slot: 0,
                cycles: 63
            },
            Frame::Single {
                slot: 1,
                cycles: 127
            },
        ]
    );
    assert!(frames[3..].iter().all(|f| *f == Frame::Filler));
    assert_eq!(words[8..], [0; 8], "one packet");
}
