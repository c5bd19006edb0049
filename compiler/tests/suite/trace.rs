//! `aie-sim --trace` on every example under `examples/` (with its inputs, as
//! test/examples/simulate.mlir runs them), the JSON parsed and checked as a
//! Perfetto user needs it: valid JSON with a declared clock; every thread's
//! events in timestamp order and its spans nested; DMA transfer spans and
//! stall spans; the array's events with seed 004's fields as args (no
//! free-text `detail`), under seed 004's names. Tracing changes nothing in
//! the run, and the same run gives the same bytes. Time tells the truth:
//! every lock acquire comes no earlier than the release it takes, every
//! word received no earlier than it was sent, and the cycle count aie-sim
//! reports is the end of the last event.
//! `AIEC_TRACE_CASES=DIR` checks that on more cases too: the directories of
//! DIR with a `design.mlir` and an `args` file (aie-sim's arguments, run
//! from the case's directory), as `real-e2e` cases are.

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The array's event names: seed 004's, and aiec's `CORE_DONE`, `TCT`
/// and `DMA_*_REL_LOCK`.
const SEED_EVENTS: &[&str] = &[
    "CORE_RESET",
    "CORE_WAIT",
    "CORE_READY",
    "CORE_DONE",
    "ACQ_READ_LOCK_REQ",
    "ACQ_WRITE_LOCK_REQ",
    "REL_LOCK_REQ",
    "CORE_READ_REQ",
    "CORE_WRITE_REQ",
    "PC_CHANGE",
    "DMA_S2MM_ACQ_LOCK",
    "DMA_S2MM_IDLE",
    "DMA_S2MM_START",
    "DMA_S2MM_DONE",
    "DMA_S2MM_LOCKSTALL",
    "DMA_S2MM_LOCKSTALL_RELEASE",
    "DMA_MM2S_ACQ_LOCK",
    "DMA_MM2S_IDLE",
    "DMA_MM2S_START",
    "DMA_MM2S_DONE",
    "DMA_MM2S_LOCKSTALL",
    "DMA_MM2S_LOCKSTALL_RELEASE",
    "DATA_HEAD",
    "DATA_START",
    "DATA_RESUME",
    "DATA_STALL",
    "DATA_END",
    "TCT",
    "DMA_S2MM_REL_LOCK",
    "DMA_MM2S_REL_LOCK",
];

/// Whether `event` is an event of the AIE-ML trace unit (mlir-aie's names,
/// aie-target's tables).
fn is_trace_unit_event(event: &str) -> bool {
    use aie_target::regs::trace::EventModule::*;
    [Core, Memory, MemTile, Shim]
        .iter()
        .any(|m| m.event(event).is_some())
}

/// The examples: directories of `examples/` with a `design.mlir`.
fn examples() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("design.mlir").is_file())
        .collect();
    dirs.sort();
    dirs
}

/// Runs aie-sim on an example with its `inputN.bin` files and `extra`
/// options; returns its standard output (it must succeed).
fn sim(dir: &Path, extra: &[&str]) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_aie-sim"));
    cmd.arg(dir.join("design.mlir"));
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if let Some(n) = name
            .strip_prefix("input")
            .and_then(|n| n.strip_suffix(".bin"))
        {
            cmd.arg("--input").arg(format!("{n}={}", path.display()));
        }
    }
    let out = cmd.args(extra).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {stderr}", dir.display());
    String::from_utf8(out.stdout).unwrap()
}

fn arg<'a>(e: &'a Value, key: &str) -> Option<&'a Value> {
    e.get("args").and_then(|a| a.get(key))
}

/// The names of the processes and threads: `(pid, tid)` → (process, thread).
fn thread_names(events: &[Value]) -> BTreeMap<(u64, u64), (String, String)> {
    let name = |e: &Value| {
        arg(e, "name")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    let meta = |kind: &'static str| {
        events
            .iter()
            .filter(move |e| e["ph"] == "M" && e["name"] == kind)
    };
    let processes: BTreeMap<u64, String> = meta("process_name")
        .map(|e| (e["pid"].as_u64().unwrap(), name(e)))
        .collect();
    meta("thread_name")
        .map(|e| {
            let (pid, tid) = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
            ((pid, tid), (processes[&pid].clone(), name(e)))
        })
        .collect()
}

/// Every thread's events (metadata aside), in file order.
fn by_thread(events: &[Value]) -> BTreeMap<(u64, u64), Vec<&Value>> {
    let mut threads: BTreeMap<(u64, u64), Vec<&Value>> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] != "M") {
        let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
        threads.entry(key).or_default().push(e);
    }
    threads
}

/// The clock is declared: `displayTimeUnit` and `otherData` saying that a
/// ts unit is a cycle.
fn check_clock(name: &str, top: &Map<String, Value>) {
    assert!(
        top["displayTimeUnit"].is_string(),
        "{name}: no displayTimeUnit"
    );
    assert_eq!(top["otherData"]["ts_unit"], "cycle", "{name}");
    let clock = top["otherData"]["clock"].as_str().unwrap();
    assert!(
        clock.contains("1 ts unit") && clock.contains("cycle"),
        "{name}: {clock}"
    );
}

/// A thread's events have non-decreasing timestamps and its spans nest;
/// returns the number of events that go back in time.
fn check_order(events: &[&Value]) -> usize {
    let mut back = 0;
    let mut open: Vec<(u64, u64)> = Vec::new();
    for pair in events.windows(2) {
        back += usize::from(pair[1]["ts"].as_u64() < pair[0]["ts"].as_u64());
    }
    for e in events.iter().filter(|e| e["ph"] == "X") {
        let (ts, dur) = (e["ts"].as_u64().unwrap(), e["dur"].as_u64().unwrap());
        while open
            .last()
            .is_some_and(|&(_, end)| end <= ts && !(end == ts && dur == 0))
        {
            open.pop();
        }
        if let Some(&(_, end)) = open.last() {
            assert!(
                ts + dur <= end,
                "span {e} overlaps its parent ending at {end}"
            );
        }
        open.push((ts, ts + dur));
    }
    back
}

/// An array event has seed 004's args: `col`, `row` (and `ch` on a DMA
/// channel's thread), the fields its kind needs, and no free-text `detail`.
fn check_array_event(name: &str, thread: &str, e: &Value) {
    for key in ["col", "row"] {
        assert!(
            arg(e, key).is_some_and(Value::is_u64),
            "{name}: {e} has no {key}"
        );
    }
    assert!(arg(e, "detail").is_none(), "{name}: {e}");
    if thread.starts_with("S2MM") || thread.starts_with("MM2S") {
        assert!(
            arg(e, "ch").is_some_and(Value::is_u64),
            "{name}: {e} has no ch"
        );
    }
    let event = match e["ph"].as_str() {
        Some("X") => arg(e, "begin").and_then(Value::as_str).unwrap(),
        _ => e["name"].as_str().unwrap(),
    };
    assert!(
        SEED_EVENTS.contains(&event) || is_trace_unit_event(event),
        "{name}: {event} is neither a seed 004 event nor one of the AIE-ML trace unit's"
    );
    let needs: &[&str] = match event {
        "DMA_S2MM_START" | "DMA_MM2S_START" => &["bd", "start", "length"],
        "DMA_S2MM_LOCKSTALL" | "DMA_MM2S_LOCKSTALL" => &["bd", "lockid", "dir", "value"],
        "DMA_S2MM_ACQ_LOCK" | "DMA_MM2S_ACQ_LOCK" | "DMA_S2MM_REL_LOCK" | "DMA_MM2S_REL_LOCK" => {
            &["bd", "lockid", "dir", "value", "lock_value"]
        }
        "ACQ_READ_LOCK_REQ" | "ACQ_WRITE_LOCK_REQ" | "REL_LOCK_REQ" | "CORE_WAIT" => {
            &["lockid", "dir", "pc", "value"]
        }
        "CORE_READ_REQ" | "CORE_WRITE_REQ" => &["address", "dir", "bank", "data", "pc"],
        "PC_CHANGE" => &["pc", "info"],
        "DATA_STALL" => &["reason"],
        _ => &[],
    };
    for key in needs {
        assert!(arg(e, key).is_some(), "{name}: {event} without {key}: {e}");
    }
}

/// Checks one example's trace; returns the names of its array spans.
fn check(name: &str, json: &str) -> BTreeSet<String> {
    let top: Map<String, Value> =
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{name}: {e}"));
    check_clock(name, &top);
    let events = top["traceEvents"].as_array().unwrap();
    let names = thread_names(events);
    for lane in ["pages", "jobs"] {
        assert!(
            names.values().any(|(_, t)| t == lane),
            "{name}: no uC {lane}"
        );
    }
    let mut spans = BTreeSet::new();
    for (key, thread_events) in by_thread(events) {
        let back = check_order(&thread_events);
        assert_eq!(
            back, 0,
            "{name}: thread {key:?} goes back in time {back} times"
        );
        let Some((process, thread)) = names.get(&key) else {
            continue;
        };
        if !process.starts_with("tile") {
            continue;
        }
        for e in thread_events {
            check_array_event(name, thread, e);
            if e["ph"] == "X" {
                let span = e["name"].as_str().unwrap();
                spans.insert(if span.starts_with("BD ") { "BD" } else { span }.to_string());
            }
        }
    }
    spans
}

#[test]
fn every_example_traces_to_json_a_perfetto_user_can_use() {
    let dir = std::env::temp_dir().join(format!("aiec-trace-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for example in examples() {
        let name = example.file_name().unwrap().to_str().unwrap().to_string();
        let path = dir.join(format!("{name}.json"));
        let out = path.to_str().unwrap();
        let traced = sim(&example, &["--trace", out]);
        let json = std::fs::read_to_string(&path).unwrap();
        let spans = check(&name, &json);
        let cycles: u64 = traced
            .strip_prefix("aie-sim: ")
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{name}: no cycle count in {traced}"));
        assert_eq!(
            cycles,
            last_event(&json),
            "{name}: the cycle count is not the last event's end"
        );
        assert!(
            spans.contains("BD"),
            "{name}: no DMA transfer span in {spans:?}"
        );
        let stalls = ["lock stall", "data stall"];
        assert!(
            stalls.iter().any(|s| spans.contains(*s)),
            "{name}: no stall span in {spans:?}"
        );
        if name == "add_one" {
            let all = ["BD", "lock stall", "data stall", "run"].map(String::from);
            assert!(spans.is_superset(&all.into()), "{spans:?}");
        }
        assert_eq!(
            sim(&example, &[]),
            traced,
            "{name}: tracing changes the run"
        );
        sim(&example, &["--trace", out]);
        let again = std::fs::read_to_string(&path).unwrap();
        assert!(again == json, "{name}: the same run gives another trace");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The end of the last event of a trace (its clock marker and the spans
/// still open when the run stopped aside).
fn last_event(json: &str) -> u64 {
    let top: Value = serde_json::from_str(json).unwrap();
    top["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["ph"] != "M" && e["pid"] != 0)
        .filter(|e| arg(e, "end").and_then(Value::as_str) != Some("end of trace"))
        .map(|e| e["ts"].as_u64().unwrap() + e["dur"].as_u64().unwrap_or(0))
        .max()
        .unwrap_or(0)
}

/// One lock operation of a trace: the lock (tile and id), its index among
/// the lock's operations (`lock_op`), its cycle, the value it needs and
/// takes (`acquire_ge`: > 0; `release`: < 0; `acquire_eq`: 0) and the lock's
/// value before and after it.
struct LockOp {
    lock: (i64, i64, i64),
    index: i64,
    ts: u64,
    takes: i64,
    before: i64,
    after: i64,
}

/// The acquires and releases of a trace (stalls aside), from their fields.
fn lock_ops(events: &[Value]) -> Vec<LockOp> {
    let int = |e: &Value, k: &str| arg(e, k).and_then(Value::as_i64).unwrap();
    events
        .iter()
        .filter(|e| e["ph"] == "i" && arg(e, "lock_op").is_some())
        .map(|e| {
            let (dc, dr) = match arg(e, "dir").and_then(Value::as_str).unwrap() {
                "E" => (1, 0),
                "W" => (-1, 0),
                "N" => (0, 1),
                "S" => (0, -1),
                _ => (0, 0),
            };
            let (v, after) = (int(e, "value"), int(e, "lock_value"));
            let takes = match arg(e, "op").and_then(Value::as_str).unwrap() {
                "release" => -v,
                "acquire_ge" => v,
                _ => 0,
            };
            LockOp {
                lock: (int(e, "col") + dc, int(e, "row") + dr, int(e, "lockid")),
                index: int(e, "lock_op"),
                ts: e["ts"].as_u64().unwrap(),
                takes,
                before: after + takes,
                after,
            }
        })
        .collect()
}

/// Replays every lock's operations in the order they happened (`lock_op`;
/// a gap is an untraced write of the uC, which sets the value): each starts
/// from the value the one before left, and each `acquire_ge` takes units of
/// the value released no later than its own cycle (the earliest first; the
/// value before the first traced operation counts as released at cycle 0).
/// Returns the operations checked and what is wrong, by lock and cycle.
fn check_causality(events: &[Value]) -> (usize, Vec<String>) {
    let ops = lock_ops(events);
    let mut by_lock: BTreeMap<(i64, i64, i64), Vec<&LockOp>> = BTreeMap::new();
    for op in &ops {
        by_lock.entry(op.lock).or_default().push(op);
    }
    let mut bad = Vec::new();
    for (lock, mut list) in by_lock {
        list.sort_by_key(|op| op.index);
        // Units of the lock's value by the cycle they were released at.
        let mut units: BTreeMap<u64, i64> = BTreeMap::new();
        let mut last: Option<&LockOp> = None;
        for op in list {
            match last {
                Some(l) if l.index + 1 == op.index => {
                    if l.after != op.before {
                        bad.push(format!(
                            "lock {lock:?} at cycle {}: value {} after {}",
                            op.ts, op.before, l.after
                        ));
                    }
                }
                _ => units = BTreeMap::from([(0, op.before)]),
            }
            last = Some(op);
            if op.takes < 0 {
                *units.entry(op.ts).or_default() -= op.takes;
            }
            let mut need = op.takes;
            while need > 0 {
                let Some(mut first) = units.first_entry() else {
                    break;
                };
                if *first.key() > op.ts {
                    bad.push(format!(
                        "lock {lock:?} at cycle {}: takes a release of cycle {}",
                        op.ts,
                        first.key()
                    ));
                    break;
                }
                let n = need.min(*first.get());
                *first.get_mut() -= n;
                need -= n;
                if *first.get() == 0 {
                    first.remove();
                }
            }
        }
    }
    (ops.len(), bad)
}

/// The DMA transfer spans of each channel thread, by `(c, r) S2MM n`:
/// start, end (`None` if still open at the stop) and words.
type Transfers = BTreeMap<String, Vec<(u64, Option<u64>, u64)>>;

/// Every stream's words come after they were sent: each S2MM BD ends no
/// earlier than the words it took could have left their senders (the MM2S
/// channels whose `DATA_START` names it in `to`), one word a cycle from
/// each sender BD's start (plus a packet header). Returns the BDs checked
/// and those that end too early.
fn check_streams(events: &[Value]) -> (usize, Vec<String>) {
    let names = thread_names(events);
    let key = |e: &Value| {
        let id = (e["pid"].as_u64()?, e["tid"].as_u64()?);
        names
            .get(&id)
            .map(|(p, t)| format!("{} {t}", p.trim_start_matches("tile ")))
    };
    let mut senders: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut transfers = Transfers::new();
    for e in events {
        let Some(k) = key(e) else { continue };
        if e["name"] == "DATA_START" {
            let to = arg(e, "to").and_then(Value::as_str).unwrap_or("");
            for sink in to.split("; ").filter(|s| !s.is_empty()) {
                senders
                    .entry(sink.to_string())
                    .or_default()
                    .insert(k.clone());
            }
        }
        if e["ph"] == "X" && e["name"].as_str().is_some_and(|n| n.starts_with("BD ")) {
            let (ts, dur) = (e["ts"].as_u64().unwrap(), e["dur"].as_u64().unwrap());
            let open = arg(e, "end").and_then(Value::as_str) == Some("end of trace");
            let words = arg(e, "length").and_then(Value::as_u64).unwrap();
            transfers
                .entry(k)
                .or_default()
                .push((ts, (!open).then_some(ts + dur), words));
        }
    }
    let mut checked = 0;
    let mut bad = Vec::new();
    for (receiver, from) in &senders {
        let mut spans: Vec<(u64, u64)> = transfers
            .get(receiver)
            .into_iter()
            .flatten()
            .filter_map(|&(_, end, words)| Some((end?, words)))
            .collect();
        spans.sort_unstable();
        let mut received = 0;
        for (end, words) in spans {
            received += words;
            let sent: u64 = from
                .iter()
                .flat_map(|s| transfers.get(s).into_iter().flatten())
                .map(|&(start, _, words)| (words + 1).min(end.saturating_sub(start)))
                .sum();
            checked += 1;
            if received > sent {
                bad.push(format!(
                    "{receiver} has {received} words at cycle {end}, at most {sent} sent"
                ));
            }
        }
    }
    (checked, bad)
}

/// The trace of `args` run from `dir` (aie-sim must succeed).
fn traced(dir: &Path, args: &[String], out: &Path) -> Vec<Value> {
    let status = Command::new(env!("CARGO_BIN_EXE_aie-sim"))
        .current_dir(dir)
        .args(args)
        .arg("--trace")
        .arg(out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&status.stderr);
    assert!(status.status.success(), "{}: {err}", dir.display());
    let top: Value = serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap();
    top["traceEvents"].as_array().unwrap().clone()
}

/// The cases of `AIEC_TRACE_CASES`, with their aie-sim arguments.
fn extra_cases() -> Vec<(PathBuf, Vec<String>)> {
    let Some(root) = std::env::var_os("AIEC_TRACE_CASES") else {
        return Vec::new();
    };
    let mut cases: Vec<(PathBuf, Vec<String>)> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("design.mlir").is_file() && p.join("args").is_file())
        .map(|p| {
            let args = std::fs::read_to_string(p.join("args")).unwrap();
            let mut all = vec!["design.mlir".to_string()];
            all.extend(args.split_whitespace().map(String::from));
            (p, all)
        })
        .collect();
    cases.sort();
    cases
}

#[test]
fn every_acquire_and_every_word_comes_after_its_cause() {
    let dir = std::env::temp_dir().join(format!("aiec-causality-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut cases: Vec<(PathBuf, Vec<String>)> = examples()
        .into_iter()
        .map(|p| {
            let mut args = vec!["design.mlir".to_string()];
            for k in 0..8 {
                if p.join(format!("input{k}.bin")).is_file() {
                    args.push(format!("--input={k}=input{k}.bin"));
                }
            }
            (p, args)
        })
        .collect();
    cases.extend(extra_cases());
    let (mut checked, mut received) = (0, 0);
    for (case, args) in &cases {
        let name = case.file_name().unwrap().to_str().unwrap();
        let events = traced(case, args, &dir.join(format!("{name}.json")));
        let (n, bad) = check_causality(&events);
        assert!(
            bad.is_empty(),
            "{name}: {n} lock ops, out of order: {bad:?}"
        );
        checked += n;
        let (n, bad) = check_streams(&events);
        assert!(
            bad.is_empty(),
            "{name}: {n} BDs received, too early: {bad:?}"
        );
        received += n;
    }
    eprintln!(
        "{} cases: {checked} lock operations in causal order, {received} S2MM BDs after their words were sent",
        cases.len()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_causality_check_finds_an_acquire_stamped_before_its_release() {
    let op = |k: u64, ts: u64, op: &str, lock_value: i64| {
        serde_json::json!({"ph": "i", "name": "X", "ts": ts, "args": {
            "col": 0, "row": 2, "lockid": 3, "dir": "own", "op": op, "value": 1,
            "lock_value": lock_value, "lock_op": k}})
    };
    let causal = [
        op(0, 5, "release", 1),
        op(1, 5, "acquire_ge", 0),
        op(2, 9, "release", 1),
    ];
    assert_eq!(check_causality(&causal), (3, vec![]));
    let early = [
        op(0, 5, "release", 1),
        op(1, 6, "acquire_ge", 0),
        op(2, 9, "release", 1),
        op(3, 7, "acquire_ge", 0),
    ];
    let (_, bad) = check_causality(&early);
    assert_eq!(
        bad,
        ["lock (0, 2, 3) at cycle 7: takes a release of cycle 9"]
    );
    let skipped = [op(0, 5, "release", 1), op(1, 6, "release", 1)];
    let (_, bad) = check_causality(&skipped);
    assert_eq!(bad, ["lock (0, 2, 3) at cycle 6: value 0 after 1"]);
}

#[test]
fn the_stream_check_finds_words_received_before_they_were_sent() {
    let meta = |pid: u64, tid: u64, kind: &str, name: &str| serde_json::json!({"ph": "M", "name": kind, "pid": pid, "tid": tid, "args": {"name": name}});
    let bd = |tid: u64, ts: u64, dur: u64, length: u64| {
        serde_json::json!({"ph": "X", "name": "BD 0", "pid": 1, "tid": tid, "ts": ts,
            "dur": dur, "args": {"length": length, "end": "DMA_S2MM_DONE"}})
    };
    let start = serde_json::json!({"ph": "i", "name": "DATA_START", "pid": 1, "tid": 2,
        "ts": 10, "args": {"to": "(0, 1) S2MM 0"}});
    let events = |receiver_end: u64| {
        vec![
            meta(1, 0, "process_name", "tile (0, 1)"),
            meta(1, 1, "thread_name", "S2MM 0"),
            meta(1, 2, "thread_name", "MM2S 0"),
            bd(2, 10, 16, 16),
            start.clone(),
            bd(1, 5, receiver_end - 5, 16),
        ]
    };
    assert_eq!(check_streams(&events(26)), (1, vec![]));
    let (_, bad) = check_streams(&events(20));
    assert_eq!(
        bad,
        ["(0, 1) S2MM 0 has 16 words at cycle 20, at most 10 sent"]
    );
}
