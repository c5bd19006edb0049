//! The timing model (docs/simulator.md, "Timing model"): each rule of the
//! parameter table (`runtime_sim::timing`) seen in aie-sim's trace, by the
//! AIE-ML trace unit's event names, on designs written here. Each test
//! fails when its rule is dropped. Times are exact to within a quantum (64
//! cycles): the array sees a uC's write from the start of its quantum.

use runtime_sim::timing::NPU1;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// The rises and falls of each `(col, row, event)` in a trace, in cycle
/// order: an instant or a span's start rises, a span's end falls.
#[derive(Default)]
struct Edges(HashMap<(u64, u64, String), Rises>);

/// An event's rises and falls.
type Rises = (Vec<u64>, Vec<u64>);

impl Edges {
    fn rise(&self, tile: (u64, u64), event: &str, k: usize) -> u64 {
        self.0[&(tile.0, tile.1, event.to_string())].0[k]
    }

    fn fall(&self, tile: (u64, u64), event: &str, k: usize) -> u64 {
        self.0[&(tile.0, tile.1, event.to_string())].1[k]
    }

    fn count(&self, tile: (u64, u64), event: &str) -> usize {
        self.0
            .get(&(tile.0, tile.1, event.to_string()))
            .map_or(0, |e| e.0.len())
    }
}

/// Runs `design` (MLIR text) traced; its trace's edges and the text trace.
fn run(name: &str, design: &str) -> (Edges, String) {
    let d = tempfile::tempdir().unwrap();
    run_in(d.path(), name, design)
}

/// [`run`] in folder `d`, beside the files the design names.
fn run_in(d: &Path, name: &str, design: &str) -> (Edges, String) {
    let mlir = d.join(format!("{name}.mlir"));
    std::fs::write(&mlir, design).unwrap();
    let json = d.join(format!("{name}.json"));
    let text = d.join(format!("{name}.txt"));
    let out = Command::new(env!("CARGO_BIN_EXE_aie-sim"))
        .arg(&mlir)
        .arg(format!("--trace={}", json.display()))
        .arg(format!("--trace-text={}", text.display()))
        .arg("--allow-idle-cores")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (edges(&json), std::fs::read_to_string(text).unwrap())
}

fn edges(path: &Path) -> Edges {
    let top: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut edges = Edges::default();
    for e in top["traceEvents"].as_array().unwrap() {
        let (Some(col), Some(row)) = (e["args"]["col"].as_u64(), e["args"]["row"].as_u64()) else {
            continue;
        };
        let (Some(ts), Some(name)) = (e["ts"].as_u64(), e["name"].as_str()) else {
            continue;
        };
        let entry = edges.0.entry((col, row, name.to_string())).or_default();
        entry.0.push(ts);
        if e["ph"] == "X" {
            entry.1.push(ts + e["dur"].as_u64().unwrap());
        }
    }
    for (rise, fall) in edges.0.values_mut() {
        rise.sort_unstable();
        fall.sort_unstable();
    }
    edges
}

/// `n` words from the host through a mem tile's buffer and back, in `k`
/// tasks each way: all `k` to the mem tile first (its buffer taken `k`
/// times over), then `k` back.
fn shim_chain(n: u32, k: u32) -> String {
    let total = n * k;
    let mut seq = String::new();
    for (arg, fifo, first) in [("%in", "@to_mem", 0), ("%out", "@to_host", k)] {
        for t in 0..k {
            seq += &format!(
                "      aiex.npu.dma_memcpy_nd({arg}[0, 0, 0, {off}][1, 1, 1, {n}][0, 0, 0, 1]) {{id = {id} : i64, metadata = {fifo}, issue_token = true}} : memref<{total}xi32>\n",
                off = t * n,
                id = first + t,
            );
        }
        seq += &format!("      aiex.npu.dma_wait {{symbol = {fifo}}}\n");
    }
    format!(
        r#"module {{
  aie.device(npu1_1col) {{
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %buf = aie.buffer(%mem) {{sym_name = "buf"}} : memref<{n}xi32>
    %empty = aie.lock(%mem, 0) {{init = {k} : i32, sym_name = "empty"}}
    %full = aie.lock(%mem, 1) {{init = 0 : i32, sym_name = "full"}}
    aie.flow(%shim, DMA : 0, %mem, DMA : 0)
    aie.flow(%mem, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @to_mem (%shim, MM2S, 0)
    aie.shim_dma_allocation @to_host (%shim, S2MM, 0)
    aie.runtime_sequence(%in: memref<{total}xi32>, %out: memref<{total}xi32>) {{
{seq}    }}
    %dma = aie.memtile_dma(%mem) {{
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<{n}xi32>, 0, {n})
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<{n}xi32>, 0, {n})
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }}
  }}
}}
"#
    )
}

const SHIM: (u64, u64) = (0, 0);
const QUANTUM: u64 = 64;

/// A task's duration: START_TASK to FINISHED_TASK of its channel.
fn task(e: &Edges, dir: &str, k: usize) -> u64 {
    let start = e.rise(SHIM, &format!("DMA_{dir}_0_START_TASK"), k);
    e.rise(SHIM, &format!("DMA_{dir}_0_FINISHED_TASK"), k) - start
}

fn near(what: &str, got: u64, want: u64, slack: u64) {
    assert!(
        got.abs_diff(want) <= slack,
        "{what}: {got} cycles, the model's rule gives {want} (± {slack})"
    );
}

#[test]
fn a_cold_shim_task_lasts_its_paths_floor() {
    let (e, _) = run("k1", &shim_chain(64, 1));
    near(
        "MM2S, 64 words",
        task(&e, "MM2S", 0),
        NPU1.shim.read.floor.cold,
        2,
    );
    near(
        "S2MM, 64 words",
        task(&e, "S2MM", 0),
        NPU1.shim.write.floor.cold,
        2,
    );
}

#[test]
fn a_long_shim_task_pays_its_latency_and_rate() {
    let (e, _) = run("n4096", &shim_chain(4096, 1));
    let read = NPU1.shim.read.latency.cold + 4096 * NPU1.shim.read.cycles_per_kiloword / 1000;
    // The first word comes at a quantum's start.
    near(
        "MM2S, 4096 words",
        task(&e, "MM2S", 0),
        read + QUANTUM / 2,
        QUANTUM / 2,
    );
    let write = 4096 + NPU1.shim.write.latency.cold;
    near("S2MM, 4096 words", task(&e, "S2MM", 0), write, 16);
}

#[test]
fn the_host_path_warms_task_by_task() {
    let (e, _) = run("k4", &shim_chain(64, 4));
    let d: Vec<u64> = (0..4).map(|k| task(&e, "MM2S", k)).collect();
    assert!(
        d.windows(2).all(|w| w[1] < w[0]),
        "MM2S durations {d:?} do not fall"
    );
    let warm = NPU1.shim.read.latency.warm + 64 * NPU1.shim.read.cycles_per_kiloword / 1000;
    near(
        "the 4th MM2S task",
        d[3],
        warm + QUANTUM / 2,
        60 + QUANTUM / 2,
    );
}

#[test]
fn the_controller_dispatches_a_task_at_a_time() {
    let (e, _) = run("k4", &shim_chain(64, 4));
    let c = NPU1.controller;
    // Between two pushes: the dispatch, and the next task's BD write,
    // address patch and push; and a channel gone idle takes its next task
    // no sooner than the idle dispatch after its last one finished.
    let per_task = c.task_dispatch_cycles + c.uc_dma_setup_cycles + 3 * c.op_cycles;
    for dir in ["MM2S", "S2MM"] {
        for k in 0..3 {
            let start = e.rise(SHIM, &format!("DMA_{dir}_0_START_TASK"), k);
            let finish = e.rise(SHIM, &format!("DMA_{dir}_0_FINISHED_TASK"), k);
            let next = e.rise(SHIM, &format!("DMA_{dir}_0_START_TASK"), k + 1);
            let want = (start + per_task).max(finish + c.idle_dispatch_cycles);
            near(
                &format!("{dir} task {} start", k + 1),
                next,
                want,
                QUANTUM + 2 * c.op_cycles,
            );
        }
    }
}

/// A compute tile whose core fills a buffer of `n` words `reps` times; its
/// MM2S channel drains each fill to the host.
fn tile_drain(n: u32, reps: u32) -> String {
    let total = n * reps;
    format!(
        r#"module {{
  aie.device(npu1_1col) {{
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    %buf = aie.buffer(%core_tile) {{sym_name = "buf"}} : memref<{n}xi32>
    %empty = aie.lock(%core_tile, 0) {{init = 1 : i32, sym_name = "empty"}}
    %full = aie.lock(%core_tile, 1) {{init = 0 : i32, sym_name = "full"}}
    aie.flow(%core_tile, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @drain (%shim, S2MM, 0)
    %core = aie.core(%core_tile) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cn = arith.constant {n} : index
      %creps = arith.constant {reps} : index
      scf.for %r = %c0 to %creps step %c1 {{
        aie.use_lock(%empty, AcquireGreaterEqual, 1)
        scf.for %i = %c0 to %cn step %c1 {{
          %v = arith.index_cast %i : index to i32
          memref.store %v, %buf[%i] : memref<{n}xi32>
        }}
        aie.use_lock(%full, Release, 1)
      }}
      aie.end
    }}
    %mem = aie.mem(%core_tile) {{
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<{n}xi32>, 0, {n})
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }}
    aie.runtime_sequence(%out: memref<{total}xi32>) {{
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, {total}][0, 0, 0, 1]) {{id = 0 : i64, metadata = @drain, issue_token = true}} : memref<{total}xi32>
      aiex.npu.dma_wait {{symbol = @drain}}
    }}
  }}
}}
"#
    )
}

#[test]
fn a_tile_mm2s_bd_finishes_when_its_last_word_is_read() {
    // The first fill goes out before the host's task takes it; the others
    // drain into a running task.
    let (e, text) = run("drain", &tile_drain(128, 4));
    let tile = (0, 2);
    for k in 1..4 {
        let granted = e.fall(tile, "DMA_MM2S_0_STALLED_LOCK", k);
        let finished = e.rise(tile, "DMA_MM2S_0_FINISHED_BD", k);
        let ahead = u64::from(NPU1.tile.mm2s_read_ahead_words);
        assert_eq!(finished - granted, 128 - ahead, "fill {k}");
    }
    // The level event is a span in the JSON and two edges in the text.
    assert!(text.contains("DMA_MM2S_0_STALLED_LOCK rises"), "{text}");
    assert!(text.contains("DMA_MM2S_0_STALLED_LOCK falls"), "{text}");
    // The core's lock events by the trace unit's names.
    assert!(e.count(tile, "INSTR_LOCK_RELEASE_REQ") >= 3);
    assert!(e.count(tile, "LOCK_STALL") >= 1);
}

/// A compute tile whose core fills `buf` (256 words at byte 0x2400), lets
/// its MM2S channel drain it to the host, and meanwhile stores to one word
/// at byte `hammer` 256 times in a row: a store a cycle to that word's
/// memory bank.
fn hammer_beside_drain(hammer: u32) -> String {
    let (first, second) = (
        format!(r#"%hammer = aie.buffer(%core_tile) {{sym_name = "hammer", address = {hammer} : i32}} : memref<4xi32>"#),
        r#"%buf = aie.buffer(%core_tile) {sym_name = "buf", address = 9216 : i32} : memref<256xi32>"#.to_string(),
    );
    // Declared in ascending address order.
    let buffers = if hammer < 9216 {
        format!("{first}\n    {second}")
    } else {
        format!("{second}\n    {first}")
    };
    let stores = "        memref.store %c7, %hammer[%c0] : memref<4xi32>\n".repeat(256);
    format!(
        r#"module {{
  aie.device(npu1_1col) {{
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    {buffers}
    %empty = aie.lock(%core_tile, 0) {{init = 1 : i32, sym_name = "empty"}}
    %full = aie.lock(%core_tile, 1) {{init = 0 : i32, sym_name = "full"}}
    aie.flow(%core_tile, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @drain (%shim, S2MM, 0)
    %core = aie.core(%core_tile) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cn = arith.constant 256 : index
      %creps = arith.constant 4 : index
      %c7 = arith.constant 7 : i32
      scf.for %r = %c0 to %creps step %c1 {{
        aie.use_lock(%empty, AcquireGreaterEqual, 1)
        scf.for %i = %c0 to %cn step %c1 {{
          %v = arith.index_cast %i : index to i32
          memref.store %v, %buf[%i] : memref<256xi32>
        }}
        aie.use_lock(%full, Release, 1)
{stores}      }}
      aie.end
    }} {{stack_size = 1024 : i32}}
    %mem = aie.mem(%core_tile) {{
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<256xi32>, 0, 256)
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }}
    aie.runtime_sequence(%out: memref<1024xi32>) {{
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 1024][0, 0, 0, 1]) {{id = 0 : i64, metadata = @drain, issue_token = true}} : memref<1024xi32>
      aiex.npu.dma_wait {{symbol = @drain}}
    }}
  }}
}}
"#
    )
}

/// The cycles from the core's `k`-th lock release to its next: its 256
/// stores beside the drain, then its next fill (the DMA waits meanwhile).
/// A core pays the cycles it lost in a quantum from its next quantum, so
/// they are all paid by the next release.
fn hammer_cycles(e: &Edges, k: usize) -> u64 {
    let tile = (0, 2);
    e.rise(tile, "INSTR_LOCK_RELEASE_REQ", k + 1) - e.rise(tile, "INSTR_LOCK_RELEASE_REQ", k)
}

#[test]
fn a_core_waits_for_the_dma_at_a_bank_they_share() {
    let m = NPU1.memory;
    // `buf`'s odd 16-byte lines lie in the bank of byte 0x1010 (its
    // programmer's bank 0), none in that of 0x5010 (bank 1).
    let (same, other) = (0x1010, 0x5010);
    assert_eq!(m.bank(same), m.bank(9216 + 16));
    assert!((0..64).all(|k| m.bank(other) != m.bank(9216 + 16 * k)));
    let (e_same, _) = run("bank_same", &hammer_beside_drain(same));
    let (e_other, _) = run("bank_other", &hammer_beside_drain(other));
    // The first fill drains before the host's task runs; the others drain
    // a word a cycle beside the stores: the DMA reads each of the 32 odd
    // lines of `buf` in a cycle the core stores to that bank, and wins it
    // (the core went last), so the core waits a cycle each time.
    for k in 1..3 {
        let (with, without) = (hammer_cycles(&e_same, k), hammer_cycles(&e_other, k));
        assert_eq!(
            with - without,
            32 * m.retry_cycles,
            "fill {k}: {with} vs {without}"
        );
    }
    // Away from the DMA's bank the 256 stores take a cycle each: from the
    // release (its cycle) to the next acquire (the loop's yield between).
    let tile = (0, 2);
    let stores = e_other.rise(tile, "INSTR_LOCK_ACQUIRE_REQ", 2)
        - e_other.rise(tile, "INSTR_LOCK_RELEASE_REQ", 1);
    assert_eq!(stores, NPU1.locks.core_op_cycles + 256 + 1);
    // The DMA is not slowed either way (the measured 244-cycle drain).
    for e in [&e_same, &e_other] {
        for k in 1..3 {
            let granted = e.fall((0, 2), "DMA_MM2S_0_STALLED_LOCK", k);
            let finished = e.rise((0, 2), "DMA_MM2S_0_FINISHED_BD", k);
            let ahead = u64::from(NPU1.tile.mm2s_read_ahead_words);
            assert_eq!(finished - granted, 256 - ahead);
        }
    }
}

/// `n` words from the host into the S2MM channel of the compute tile
/// (0, 2): a route through three stream switches (the shim's, the mem
/// tile's, the compute tile's).
fn shim_to_core(n: u32) -> String {
    format!(
        r#"module {{
  aie.device(npu1_1col) {{
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    %buf = aie.buffer(%core_tile) {{sym_name = "buf"}} : memref<{n}xi32>
    %full = aie.lock(%core_tile, 0) {{init = 0 : i32, sym_name = "full"}}
    aie.flow(%shim, DMA : 0, %core_tile, DMA : 0)
    aie.shim_dma_allocation @fill (%shim, MM2S, 0)
    %mem = aie.mem(%core_tile) {{
      %0 = aie.dma_start(S2MM, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%buf : memref<{n}xi32>, 0, {n})
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }}
    aie.runtime_sequence(%in: memref<{n}xi32>) {{
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, {n}][0, 0, 0, 1]) {{id = 0 : i64, metadata = @fill, issue_token = true}} : memref<{n}xi32>
      aiex.npu.dma_wait {{symbol = @fill}}
    }}
  }}
}}
"#
    )
}

/// Cycles from the shim MM2S channel's last word (its `DATA_END`, at the
/// channel's time once the word is sent) to the `finished` event of the S2MM
/// channel of `to` it reaches.
fn last_word_to_bd_end(e: &Edges, to: (u64, u64), finished: &str) -> u64 {
    let sent = e.rise(SHIM, "DATA_END", e.count(SHIM, "DATA_END") - 1);
    e.rise(to, finished, 0) - sent
}

#[test]
fn a_word_takes_a_switchs_latency_at_each_switch_it_passes() {
    let hop = NPU1.stream.hop_cycles;
    let (e, _) = run("k1-hops", &shim_chain(64, 1));
    let mem_tile = last_word_to_bd_end(&e, (0, 1), "DMA_S2MM_SEL0_FINISHED_BD");
    assert_eq!(mem_tile, 2 * hop, "the shim's switch and the mem tile's");
    let (e, _) = run("core-hops", &shim_to_core(64));
    let core_tile = last_word_to_bd_end(&e, (0, 2), "DMA_S2MM_0_FINISHED_BD");
    assert_eq!(core_tile, 3 * hop, "and the compute tile's");
}

#[test]
fn host_memory_holds_back_a_shim_channel() {
    let (e, _) = run("k1-memory", &shim_chain(64, 1));
    // MM2S: from the BD's start to its first word, the read latency (at a
    // quantum's start).
    let start = e.rise(SHIM, "DMA_MM2S_0_MEMORY_STARVATION", 0);
    let first = e.fall(SHIM, "DMA_MM2S_0_MEMORY_STARVATION", 0);
    let rate = 64 * (NPU1.shim.read.cycles_per_kiloword - 1000) / 1000;
    let read = NPU1.shim.read.latency.cold + rate;
    near(
        "MM2S memory starvation",
        first - start,
        read + QUANTUM / 2,
        QUANTUM / 2,
    );
    // S2MM: from its last word's arrival to the task's end (the path's
    // floor, longer than the write latency for 64 words).
    let held = e.rise(SHIM, "DMA_S2MM_0_MEMORY_BACKPRESSURE", 0);
    let done = e.fall(SHIM, "DMA_S2MM_0_MEMORY_BACKPRESSURE", 0);
    assert_eq!(done, e.rise(SHIM, "DMA_S2MM_0_FINISHED_TASK", 0));
    assert!(
        done - held >= NPU1.shim.write.latency.cold,
        "{held}..{done}"
    );
    // A mem tile's memory never holds its channels back.
    assert_eq!(e.count((0, 1), "DMA_S2MM_SEL0_MEMORY_BACKPRESSURE"), 0);
}

/// `shim_chain(64, 1)` with the mem tile's port-event slots 0 and 1 on the
/// ports of its S2MM 0 (a master port) and MM2S 0 (a slave port), slots 2
/// and 3 on a port that does not exist.
fn shim_chain_watching_ports() -> String {
    use aie_target::device::{TileKind, WireBundle};
    use aie_target::regs::port_index;
    let s2mm = port_index(TileKind::MemTile, WireBundle::DMA, 0, true).unwrap();
    let mm2s = port_index(TileKind::MemTile, WireBundle::DMA, 0, false).unwrap();
    let value = (s2mm | 0x20) | mm2s << 8 | 0x3F << 16 | 0x3F << 24;
    // Stream_Switch_Event_Port_Selection_0 of a mem tile: 0xB0F00.
    let write = format!(
        "      aiex.npu.write32 {{address = {} : ui32, column = 0 : i32, row = 1 : i32, value = {value} : ui32}}\n",
        0xB0F00
    );
    let design = shim_chain(64, 1);
    let at = design.find("      aiex.npu.dma_memcpy_nd").unwrap();
    format!("{}{write}{}", &design[..at], &design[at..])
}

#[test]
fn port_events_follow_the_ports_their_slots_select() {
    let mem = (0, 1);
    // No slot selected (no trace register written): no port events.
    let (e, _) = run("k1-no-ports", &shim_chain(64, 1));
    assert_eq!(e.count(mem, "PORT_RUNNING_0"), 0);
    let (e, text) = run("k1-ports", &shim_chain_watching_ports());
    // S2MM 0's port runs while its BD (0) moves words, to the BD's end.
    let s2mm_done = e.fall(mem, "BD 0", 0);
    assert_eq!(e.fall(mem, "PORT_RUNNING_0", 0), s2mm_done);
    assert!(s2mm_done - e.rise(mem, "PORT_RUNNING_0", 0) >= 64);
    // MM2S 0's port: the host's S2MM task comes later, so its stream
    // stops at the buffer in front of the shim: the port stalls, then runs
    // again to the BD's end.
    assert!(e.count(mem, "PORT_STALLED_1") >= 1, "{text}");
    let stalled = e.fall(mem, "PORT_STALLED_1", 0);
    let k = e.count(mem, "PORT_RUNNING_1") - 1;
    assert_eq!(e.rise(mem, "PORT_RUNNING_1", k), stalled);
    assert_eq!(e.fall(mem, "PORT_RUNNING_1", k), e.fall(mem, "BD 1", 0));
    assert_eq!(e.count(mem, "PORT_RUNNING_2"), 0);
    assert!(text.contains("PORT_RUNNING_0 rises"), "{text}");
}

/// A design whose core calls kernel `@k` (`k.cc` beside it, `source`) on
/// buffers of `a`, `b` and `c` elements of `ty`, between its instruction
/// events 0 and 1.
fn kernel_call(device: &str, ty: &str, (a, b, c): (u32, u32, u32)) -> String {
    format!(
        r#"module {{
  aie.device({device}) {{
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {{sym_name = "a"}} : memref<{a}x{ty}>
    %b = aie.buffer(%t) {{sym_name = "b"}} : memref<{b}x{ty}>
    %c = aie.buffer(%t) {{sym_name = "c"}} : memref<{c}x{ty}>
    func.func private @k(memref<{a}x{ty}>, memref<{b}x{ty}>, memref<{c}x{ty}>) attributes {{link_with = "k.o"}}
    %core = aie.core(%t) {{
      aie.event(0)
      func.call @k(%a, %b, %c) : (memref<{a}x{ty}>, memref<{b}x{ty}>, memref<{c}x{ty}>) -> ()
      aie.event(1)
      aie.end
    }}
  }}
}}
"#
    )
}

/// The cycles of the kernel call of `design` (with `source` as `k.cc`):
/// from instruction event 0 to 1, less the call op and the event op.
fn kernel_cycles(name: &str, design: &str, source: &str) -> u64 {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("k.cc"), source).unwrap();
    let (e, _) = run_in(d.path(), name, design);
    let core = (0, 2);
    e.rise(core, "INSTR_EVENT_1", 0) - e.rise(core, "INSTR_EVENT_0", 0) - 2
}

/// Skips a test that builds a kernel where there is no C++ compiler.
fn have_cxx() -> bool {
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let ok = Command::new(cxx).arg("--version").output().is_ok();
    if !ok {
        eprintln!("skipped: no C++ compiler");
    }
    ok
}

#[test]
fn a_kernel_costs_what_its_aie_api_operations_use() {
    if !have_cxx() {
        return;
    }
    let call = runtime_sim::kernels::KernelCost::default().call;
    // mlir-aie's vector-scalar multiply shape: 1,024 int16 loaded, each
    // vector multiplied, converted and stored: the store unit is the
    // busiest (2,048 bytes at 32 a cycle).
    let scale = r#"#include <aie_api/aie.hpp>
extern "C" void k(int16_t *in, int16_t *unused, int16_t *out) {
  for (int i = 0; i < 1024; i += 32) {
    aie::vector<int16_t, 32> v = aie::load_v<32>(in + i);
    auto p = aie::mul(v, int16_t(3));
    aie::store_v(out + i, p.template to_vector<int16_t>(0));
  }
}
"#;
    let design = kernel_call("npu1_1col", "i16", (1024, 1, 1024));
    let stores = 2048 / NPU1.core.store_bytes;
    assert_eq!(kernel_cycles("scale", &design, scale), call + stores);
    // Its int32 form: 16 lanes of 64-bit accumulators an instruction, four
    // passes over the operands' 16-bit halves each, so the multipliers are
    // the busiest: 1,024 lanes x 8 / 32.
    let scale32 = r#"#include <aie_api/aie.hpp>
extern "C" void k(int32_t *in, int32_t *unused, int32_t *out) {
  for (int i = 0; i < 1024; i += 16) {
    aie::vector<int32_t, 16> v = aie::load_v<16>(in + i);
    aie::accum<acc64, 16> p = aie::mul(v, int32_t(3));
    aie::store_v(out + i, p.template to_vector<int32_t>(0));
  }
}
"#;
    let design = kernel_call("npu1_1col", "i32", (1024, 1, 1024));
    let passes = 1024 * 8 / NPU1.core.mul_lanes;
    assert_eq!(kernel_cycles("scale32", &design, scale32), call + passes);
    // 64 int8 matrix products of 4x8x8 on operands loaded once: the
    // multipliers are the busiest, twice as fast on npu2.
    let mmul = r#"#include <aie_api/aie.hpp>
extern "C" void k(int8_t *a, int8_t *b, int8_t *c) {
  aie::vector<int8_t, 32> va = aie::load_v<32>(a);
  aie::vector<int8_t, 64> vb = aie::load_v<64>(b);
  aie::mmul<4, 8, 8, int8_t, int8_t> m;
  m.mul(va, vb);
  for (int k = 1; k < 64; ++k)
    m.mac(va, vb);
  aie::store_v(c, m.template to_vector<int8_t>(0));
}
"#;
    let macs = 64 * 4 * 8 * 8 * 64;
    for (device, timing) in [("npu1_1col", &NPU1), ("npu2", &runtime_sim::timing::NPU2)] {
        let design = kernel_call(device, "i8", (32, 64, 32));
        let want = call + macs / timing.core.mac_bits;
        assert_eq!(
            kernel_cycles(&format!("mmul-{device}"), &design, mmul),
            want
        );
    }
}
