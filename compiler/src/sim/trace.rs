//! Traces of a run (docs/simulator.md, "Trace"): Chrome trace-event JSON
//! (Perfetto, chrome://tracing) and a text log.
//!
//! One JSON process per uC (column), with threads for its pages, jobs
//! (overlapping jobs go to further lanes), uC-DMA transfers and other
//! events; one process per tile, with a thread for its core and each DMA
//! channel that has events. The array's seed-004 events that begin and end
//! something become spans (`X`) with the begin event's fields as args: DMA
//! transfers (`DMA_*_START` to `DMA_*_DONE`), lock stalls (`*LOCKSTALL` to
//! `*_RELEASE`, `CORE_WAIT` to `CORE_READY`), data stalls (`DATA_STALL` to
//! `DATA_RESUME`) and core runs (`CORE_RESET`/`CORE_READY` to
//! `CORE_WAIT`/`CORE_DONE`); the others are instants. Each thread's events
//! are written in timestamp order. 1 ts unit is 1 cycle.

use runtime_sim::bus::{Edge, Event, Unit, Value};
use runtime_sim::runner::RunEvent;
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The clock declared in the JSON (`otherData`).
const CLOCK: &str = "1 ts unit (shown as 1 us) = 1 cycle of the AIE array";

/// A thread of the JSON trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Track {
    /// A lane of the uC of a column.
    Uc(u32, Lane),
    /// A unit of a tile `(col, row)`.
    Tile((u32, u32), Unit),
}

/// The lanes of a uC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Lane {
    Pages,
    /// Jobs: lane n holds the jobs that overlap those of lanes 0..n.
    Jobs(usize),
    UcDma,
    Other,
}

impl Track {
    /// The name of the track's process: `uC column c` or `tile (c, r)`.
    fn process(self) -> String {
        match self {
            Track::Uc(c, _) => format!("uC column {c}"),
            Track::Tile((c, r), _) => format!("tile ({c}, {r})"),
        }
    }

    fn name(self) -> String {
        match self {
            Track::Uc(_, Lane::Pages) => "pages".to_string(),
            Track::Uc(_, Lane::Jobs(0)) => "jobs".to_string(),
            Track::Uc(_, Lane::Jobs(n)) => format!("jobs {}", n + 1),
            Track::Uc(_, Lane::UcDma) => "uC-DMA".to_string(),
            Track::Uc(_, Lane::Other) => "control".to_string(),
            Track::Tile(_, unit) => unit.to_string(),
        }
    }
}

/// An event of the JSON trace: a span (`dur` given) or an instant.
struct Slice {
    ts: u64,
    dur: Option<u64>,
    name: String,
    args: Vec<(&'static str, Value)>,
}

/// What an array event does to the spans of its track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Span {
    /// A DMA transfer of a BD.
    Transfer,
    LockStall,
    DataStall,
    /// A core running.
    Run,
    /// A level event of the AIE-ML trace unit (`DMA_MM2S_0_STALLED_LOCK`,
    /// `LOCK_STALL`, ...): from its rise to its fall.
    Level(&'static str),
}

impl Span {
    /// The span event `e` ends and the span it begins.
    fn of(e: &Event) -> (Option<Span>, Option<Span>) {
        match e.edge {
            Edge::Rise => return (None, Some(Span::Level(e.name))),
            Edge::Fall => return (Some(Span::Level(e.name)), None),
            Edge::Instant => {}
        }
        match e.name {
            "DMA_S2MM_START" | "DMA_MM2S_START" => (None, Some(Span::Transfer)),
            "DMA_S2MM_DONE" | "DMA_MM2S_DONE" => (Some(Span::Transfer), None),
            "DMA_S2MM_LOCKSTALL" | "DMA_MM2S_LOCKSTALL" => (None, Some(Span::LockStall)),
            "DMA_S2MM_LOCKSTALL_RELEASE" | "DMA_MM2S_LOCKSTALL_RELEASE" => {
                (Some(Span::LockStall), None)
            }
            "DATA_STALL" => (None, Some(Span::DataStall)),
            "DATA_RESUME" => (Some(Span::DataStall), None),
            "CORE_RESET" => (None, Some(Span::Run)),
            "CORE_WAIT" => (Some(Span::Run), Some(Span::LockStall)),
            "CORE_READY" => (Some(Span::LockStall), Some(Span::Run)),
            "CORE_DONE" => (Some(Span::Run), None),
            _ => (None, None),
        }
    }

    fn name(self, begin: &Event) -> String {
        match self {
            Span::Transfer => match begin.fields.iter().find(|(k, _)| *k == "bd") {
                Some((_, bd)) => format!("BD {bd}"),
                None => "BD".to_string(),
            },
            Span::LockStall => "lock stall".to_string(),
            Span::DataStall => "data stall".to_string(),
            Span::Run => "run".to_string(),
            Span::Level(name) => name.to_string(),
        }
    }
}

/// An array event's args: `col`, `row`, `ch` (of a DMA channel), then its
/// fields.
fn args(e: &Event) -> Vec<(&'static str, Value)> {
    let mut args = vec![
        ("col", Value::Int(e.tile.0.into())),
        ("row", Value::Int(e.tile.1.into())),
    ];
    if let Unit::S2mm(ch) | Unit::Mm2s(ch) = e.unit {
        args.push(("ch", Value::Int(ch.into())));
    }
    args.extend(e.fields.iter().cloned());
    args
}

/// The slices of one array track (its events in cycle order): spans from
/// the events that begin and end them, instants for the others. A span
/// still open at `end` (the run stopped) ends there.
fn array_slices(events: &[&Event], end: u64) -> Vec<Slice> {
    let mut out = Vec::new();
    let mut open: Vec<(Span, &Event)> = Vec::new();
    let close = |out: &mut Vec<Slice>, (kind, begin): (Span, &Event), at: u64, by: &'static str| {
        let mut a = args(begin);
        a.push(("begin", Value::Text(begin.name.into())));
        a.push(("end", Value::Text(by.into())));
        out.push(Slice {
            ts: begin.cycle,
            dur: Some(at.saturating_sub(begin.cycle)),
            name: kind.name(begin),
            args: a,
        });
    };
    for &e in events {
        match Span::of(e) {
            (None, None) => out.push(Slice {
                ts: e.cycle,
                dur: None,
                name: e.name.to_string(),
                args: args(e),
            }),
            (ends, begins) => {
                if let Some(k) = open.iter().rposition(|(s, _)| Some(*s) == ends) {
                    let span = open.remove(k);
                    close(&mut out, span, e.cycle, e.name);
                }
                if let Some(s) = begins {
                    open.push((s, e));
                }
            }
        }
    }
    for span in open.into_iter().rev() {
        close(&mut out, span, end.max(span.1.cycle), "end of trace");
    }
    out
}

/// The slices of the uCs by track: pages, jobs (in lanes, so that the spans
/// of a lane do not overlap), uC-DMA transfers and the other events.
fn runner_slices(runner: &[RunEvent]) -> BTreeMap<Track, Vec<Slice>> {
    let mut tracks: BTreeMap<Track, Vec<Slice>> = BTreeMap::new();
    let mut order: Vec<&RunEvent> = runner.iter().collect();
    order.sort_by_key(|e| e.cycle);
    // The cycle each job lane of each column is free from.
    let mut lanes: BTreeMap<u32, Vec<u64>> = BTreeMap::new();
    for e in order {
        let lane = match e.name {
            "PAGE" => Lane::Pages,
            "UC_DMA" => Lane::UcDma,
            "JOB" => {
                let free = lanes.entry(e.column).or_default();
                let n = free
                    .iter()
                    .position(|&f| f <= e.cycle)
                    .unwrap_or(free.len());
                if n == free.len() {
                    free.push(0);
                }
                free[n] = e.cycle + e.duration;
                Lane::Jobs(n)
            }
            _ => Lane::Other,
        };
        let name = if e.name == "JOB" || e.name == "PAGE" {
            e.detail.clone()
        } else {
            e.name.to_string()
        };
        tracks
            .entry(Track::Uc(e.column, lane))
            .or_default()
            .push(Slice {
                ts: e.cycle,
                dur: (e.duration > 0 || lane != Lane::Other).then_some(e.duration),
                name,
                args: vec![
                    ("column", Value::Int(e.column.into())),
                    ("detail", Value::Text(e.detail.clone().into())),
                ],
            });
    }
    tracks
}

/// A value as JSON: integers as numbers, hex values and names as strings.
fn json_value(v: &Value) -> Json {
    match v {
        Value::Int(n) => Json::from(*n),
        Value::Hex(h) => Json::from(format!("0x{h:x}")),
        Value::Text(t) => Json::from(t.as_ref()),
    }
}

/// Appends one trace event, after a separator.
fn push_event(out: &mut String, event: Map<String, Json>) {
    out.push_str(",\n");
    out.push_str(&Json::Object(event).to_string());
}

/// Writes one slice as a JSON trace event, after a separator.
fn json_slice(out: &mut String, s: &Slice, pid: usize, tid: usize) {
    let mut e = Map::new();
    e.insert("name".into(), Json::from(s.name.as_str()));
    match s.dur {
        Some(d) => {
            e.insert("ph".into(), "X".into());
            e.insert("dur".into(), d.into());
        }
        None => {
            e.insert("ph".into(), "i".into());
            e.insert("s".into(), "t".into());
        }
    }
    e.insert("pid".into(), pid.into());
    e.insert("tid".into(), tid.into());
    e.insert("ts".into(), s.ts.into());
    let args = s.args.iter().map(|(k, v)| (k.to_string(), json_value(v)));
    e.insert("args".into(), Json::Object(args.collect()));
    push_event(out, e);
}

/// Writes a metadata event (`process_name`, `thread_sort_index`, ...),
/// after a separator.
fn metadata(out: &mut String, name: &str, (pid, tid): (usize, Option<usize>), arg: (&str, &Value)) {
    let mut e = Map::new();
    e.insert("name".into(), name.into());
    e.insert("ph".into(), "M".into());
    e.insert("pid".into(), pid.into());
    if let Some(tid) = tid {
        e.insert("tid".into(), tid.into());
    }
    let args = Map::from_iter([(arg.0.to_string(), json_value(arg.1))]);
    e.insert("args".into(), Json::Object(args));
    push_event(out, e);
}

/// Every track's slices: the uCs' and, for each tile unit with events,
/// the array's (events sorted by cycle, in recording order at a cycle).
fn tracks(runner: &[RunEvent], array: &[Event], end: u64) -> BTreeMap<Track, Vec<Slice>> {
    let mut tracks = runner_slices(runner);
    let mut by_unit: BTreeMap<Track, Vec<&Event>> = BTreeMap::new();
    for e in array {
        by_unit
            .entry(Track::Tile(e.tile, e.unit))
            .or_default()
            .push(e);
    }
    for (track, mut events) in by_unit {
        events.sort_by_key(|e| e.cycle);
        tracks.insert(track, array_slices(&events, end));
    }
    for slices in tracks.values_mut() {
        slices.sort_by_key(|s| (s.ts, std::cmp::Reverse(s.dur.unwrap_or(0))));
    }
    tracks
}

/// What a trace keeps (`--trace-filter`, `--trace-window`): events whose
/// names match, in a window of cycles.
#[derive(Clone, Debug, Default)]
pub(crate) struct Filter {
    /// Patterns kept (all when empty) and left out.
    keep: Vec<String>,
    drop: Vec<String>,
    window: Option<(u64, u64)>,
}

impl Filter {
    /// `NAME,NAME,-NAME`: names with `*`, those after `-` left out.
    pub(crate) fn parse(text: &str) -> Result<Filter, String> {
        let mut f = Filter::default();
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word.strip_prefix('-') {
                Some(w) => f.drop.push(w.to_string()),
                None => f.keep.push(word.to_string()),
            }
        }
        if f.keep.is_empty() && f.drop.is_empty() {
            return Err("expected event names, e.g. DMA_*,CORE_WAIT or -CORE_*_REQ".into());
        }
        Ok(f)
    }

    /// The filter, keeping only cycles `window` (from, to).
    pub(crate) fn within(self, window: Option<(u64, u64)>) -> Filter {
        Filter { window, ..self }
    }

    /// Whether events named `name` are kept.
    pub(crate) fn keeps(&self, name: &str) -> bool {
        let any = |ps: &[String]| ps.iter().any(|p| matches(p, name));
        (self.keep.is_empty() || any(&self.keep)) && !any(&self.drop)
    }

    /// Whether something from cycle `ts` for `dur` cycles is in the window.
    fn shows(&self, ts: u64, dur: u64) -> bool {
        self.window
            .is_none_or(|(from, to)| ts <= to && ts.saturating_add(dur) >= from)
    }
}

/// Whether `name` matches `pattern`, where `*` matches any text.
fn matches(pattern: &str, name: &str) -> bool {
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = name.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else {
        return rest.is_empty();
    };
    for p in middle {
        match rest.find(p) {
            Some(k) => rest = &rest[k + p.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

/// `FROM:TO` cycles, either left out (`FROM:`, `:TO`).
pub(crate) fn parse_window(text: &str) -> Result<(u64, u64), String> {
    let (from, to) = text
        .split_once(':')
        .ok_or("expected FROM:TO (cycles; either may be left out)")?;
    let cycle = |s: &str, default: u64| match s.trim() {
        "" => Ok(default),
        s => s
            .parse::<u64>()
            .map_err(|_| format!("'{s}' is not a cycle")),
    };
    let (from, to) = (cycle(from, 0)?, cycle(to, u64::MAX)?);
    if from > to {
        return Err(format!("the window starts at {from}, after its end {to}"));
    }
    Ok((from, to))
}

/// The trace-event JSON of a run that ended at cycle `end`, the slices
/// `filter`'s window shows.
pub(crate) fn chrome_json(
    runner: &[RunEvent],
    array: &[Event],
    end: u64,
    filter: &Filter,
) -> String {
    let mut tracks = tracks(runner, array, end);
    for slices in tracks.values_mut() {
        slices.retain(|s| filter.shows(s.ts, s.dur.unwrap_or(0)));
    }
    tracks.retain(|_, slices| !slices.is_empty());
    let other = serde_json::json!({
        "clock": CLOCK,
        "ts_unit": "cycle",
        "cycle_time": "not modelled",
        "generator": "aie-sim",
    });
    let clock = serde_json::json!({
        "name": "clock: 1 us shown = 1 cycle",
        "ph": "i", "s": "g", "pid": 0, "tid": 0, "ts": 0,
        "args": {"clock": CLOCK},
    });
    // The events follow one per line, so the object is opened by hand.
    let mut out =
        format!("{{\"displayTimeUnit\":\"ms\",\"otherData\":{other},\n\"traceEvents\":[\n{clock}");
    // Processes and threads in track order: (pid, tid) of each track.
    let mut ids = Vec::with_capacity(tracks.len());
    let mut last = String::new();
    for (k, track) in tracks.keys().enumerate() {
        let (process, pid) = (track.process(), ids.last().map_or(0, |&(p, _)| p));
        let pid = if process == last { pid } else { pid + 1 };
        if process != last {
            metadata(
                &mut out,
                "process_name",
                (pid, None),
                ("name", &Value::Text(process.clone().into())),
            );
            let index = Value::Int(pid as i64);
            metadata(
                &mut out,
                "process_sort_index",
                (pid, None),
                ("sort_index", &index),
            );
            last = process;
        }
        let tid = k + 1;
        let name = Value::Text(track.name().into());
        metadata(&mut out, "thread_name", (pid, Some(tid)), ("name", &name));
        let index = Value::Int(tid as i64);
        metadata(
            &mut out,
            "thread_sort_index",
            (pid, Some(tid)),
            ("sort_index", &index),
        );
        ids.push((pid, tid));
    }
    for (slices, &(pid, tid)) in tracks.values().zip(&ids) {
        for s in slices {
            json_slice(&mut out, s, pid, tid);
        }
    }
    out.push_str("\n]}\n");
    out
}

/// ` (N cycles)` for a span, nothing for an instant.
fn span(duration: u64) -> String {
    if duration > 0 {
        format!(" ({duration} cycles)")
    } else {
        String::new()
    }
}

/// One line per event, in cycle order: `CYCLE uC COLUMN NAME DETAIL` for
/// the uCs, `CYCLE tile (COL, ROW) UNIT: NAME FIELD=VALUE...` for the array.
pub(super) fn text(runner: &[RunEvent], array: &[Event], filter: &Filter) -> String {
    let mut lines: Vec<(u64, u64, String)> = runner
        .iter()
        .map(|e| {
            (
                e.cycle,
                e.duration,
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
        let (c, r) = e.tile;
        let mut line = format!("{:>10} tile ({c}, {r}) {}: {}", e.cycle, e.unit, e.name);
        match e.edge {
            Edge::Rise => line.push_str(" rises"),
            Edge::Fall => line.push_str(" falls"),
            Edge::Instant => {}
        }
        for (k, v) in &e.fields {
            let _ = write!(line, " {k}={v}");
        }
        (e.cycle, 0, line)
    }));
    lines.sort_by_key(|(c, _, _)| *c);
    lines
        .into_iter()
        .filter(|(c, d, _)| filter.shows(*c, *d))
        .map(|(_, _, l)| l + "\n")
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_match_names_and_windows() {
        assert!(matches("DMA_*", "DMA_S2MM_START"));
        assert!(matches("CORE_*_REQ", "CORE_READ_REQ"));
        assert!(!matches("CORE_*_REQ", "CORE_READY"));
        assert!(matches("*LOCK*", "DMA_MM2S_ACQ_LOCK"));
        assert!(!matches("JOB", "JOBS"));
        let f = Filter::parse("DMA_*,-DMA_*_IDLE").unwrap();
        assert!(f.keeps("DMA_S2MM_DONE") && !f.keeps("DMA_S2MM_IDLE") && !f.keeps("JOB"));
        let f = Filter::parse("-PC_CHANGE").unwrap().within(Some((10, 20)));
        assert!(f.keeps("JOB") && !f.keeps("PC_CHANGE"));
        assert!(f.shows(5, 5) && f.shows(20, 0) && !f.shows(21, 3) && !f.shows(0, 9));
        assert_eq!(parse_window(":20"), Ok((0, 20)));
        assert_eq!(parse_window("7:"), Ok((7, u64::MAX)));
        assert!(parse_window("9:3").is_err() && Filter::parse(",").is_err());
    }
}
