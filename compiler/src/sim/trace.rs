//! Traces of a run: Chrome trace-event JSON (Perfetto, chrome://tracing)
//! and a text log. Timestamps are cycles (shown as microseconds).
//! Process 0 holds the uCs (one thread per column: jobs and pages as spans,
//! barriers, tokens and uC-DMA); process 1 the array (one thread per tile).

use runtime_sim::bus::Event;
use runtime_sim::runner::RunEvent;
use std::fmt::Write;

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

fn event(out: &mut Vec<String>, name: &str, pid: u32, tid: u32, ts: u64, dur: u64, detail: &str) {
    let kind = if dur > 0 {
        format!("\"ph\":\"X\",\"dur\":{dur}")
    } else {
        "\"ph\":\"i\",\"s\":\"t\"".to_string()
    };
    out.push(format!(
        "{{\"name\":\"{}\",{kind},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"args\":{{\"detail\":\"{}\"}}}}",
        escape(name),
        escape(detail)
    ));
}

/// The trace-event JSON of a run.
pub(super) fn chrome_json(runner: &[RunEvent], array: &[Event]) -> String {
    let mut events = vec![
        "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":0,\"args\":{\"name\":\"uCs (CERT job-runners)\"}}".to_string(),
        "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"args\":{\"name\":\"array\"}}".to_string(),
    ];
    let mut columns: Vec<u32> = runner.iter().map(|e| e.column).collect();
    columns.sort_unstable();
    columns.dedup();
    for c in columns {
        events.push(format!(
            "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":{c},\"args\":{{\"name\":\"column {c}\"}}}}"
        ));
    }
    for e in runner {
        let name = if e.name == "JOB" || e.name == "PAGE" {
            e.detail.clone()
        } else {
            e.name.to_string()
        };
        event(
            &mut events,
            &name,
            0,
            e.column,
            e.cycle,
            e.duration,
            &e.detail,
        );
    }
    let mut tiles: Vec<(u32, u32)> = array.iter().filter_map(|e| e.tile).collect();
    tiles.sort_unstable();
    tiles.dedup();
    for (c, r) in tiles {
        events.push(format!(
            "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":{},\"args\":{{\"name\":\"tile ({c}, {r})\"}}}}",
            c * 32 + r + 1
        ));
    }
    for e in array {
        let tid = e.tile.map_or(0, |(c, r)| c * 32 + r + 1);
        event(&mut events, &e.name, 1, tid, e.cycle, e.duration, &e.detail);
    }
    format!("{{\"traceEvents\":[\n{}\n]}}\n", events.join(",\n"))
}

/// ` (N cycles)` for a span, nothing for an instant.
fn span(duration: u64) -> String {
    if duration > 0 {
        format!(" ({duration} cycles)")
    } else {
        String::new()
    }
}

/// One line per event, in cycle order.
pub(super) fn text(runner: &[RunEvent], array: &[Event]) -> String {
    let mut lines: Vec<(u64, String)> = runner
        .iter()
        .map(|e| {
            (
                e.cycle,
                format!(
                    "{:>10} uC {} {} {}{}",
                    e.cycle,
                    e.column,
                    e.name,
                    e.detail,
                    span(e.duration)
                ),
            )
        })
        .collect();
    lines.extend(array.iter().map(|e| {
        let at = e
            .tile
            .map_or("array".to_string(), |(c, r)| format!("tile ({c}, {r})"));
        (
            e.cycle,
            format!(
                "{:>10} {at} {} {}{}",
                e.cycle,
                e.name,
                e.detail,
                span(e.duration)
            ),
        )
    }));
    lines.sort_by_key(|(c, _)| *c);
    lines.into_iter().map(|(_, l)| l + "\n").collect()
}
