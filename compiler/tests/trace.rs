//! `aie-sim --trace` on every example under `examples/` (with its inputs, as
//! test/examples/simulate.mlir runs them), the JSON parsed and checked as a
//! Perfetto user needs it: valid JSON with a declared clock; every thread's
//! events in timestamp order and its spans nested; DMA transfer spans and
//! stall spans; the array's events with seed 004's fields as args (no
//! free-text `detail`), under seed 004's names. Tracing changes nothing in
//! the run, and the same run gives the same bytes.

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The array's event names: seed 004's, and aiec's `CORE_DONE` and `TCT`.
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
];

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
        SEED_EVENTS.contains(&event),
        "{name}: {event} is not a seed 004 event"
    );
    let needs: &[&str] = match event {
        "DMA_S2MM_START" | "DMA_MM2S_START" => &["bd", "start", "length"],
        "DMA_S2MM_LOCKSTALL" | "DMA_MM2S_LOCKSTALL" => &["bd", "lockid", "dir", "value"],
        "DMA_S2MM_ACQ_LOCK" | "DMA_MM2S_ACQ_LOCK" => &["bd", "lockid", "dir", "value"],
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
