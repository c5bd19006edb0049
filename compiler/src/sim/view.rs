//! `aie-sim --view run.html`: one self-contained page (inline CSS, data and
//! script; no network) that draws the array as the routing viewer does
//! (columns left to right, row 0 at the bottom, a tile's kind by letter and
//! colour) with a time slider and play: per tile what the core does, each
//! lock's value, each DMA channel's BD and words moved, and the streams'
//! activity; at the end of a stalled run the root cause's chain of waits,
//! drawn on the array. The state comes from the model's frames
//! ([`runtime_sim::array::Frame`]), written as changes from frame to frame.

use runtime_sim::array::{ChannelView, CoreView, Frame, Layout};
use runtime_sim::core::Tile;
use serde_json::{json, Value};

const STYLE: &str = include_str!("view.css");
const SCRIPT: &str = include_str!("view.js");

/// How the run ended, for the page's last frame.
pub(crate) struct Ending<'a> {
    /// `finished`, `deadlock`, `--max-cycles`, `work left`, `error`.
    pub how: &'a str,
    pub cause: Option<&'a str>,
    pub chain: &'a [((u32, u32), String)],
    pub ring: bool,
}

/// The page of a run's `frames` over `layout`.
pub(crate) fn page(name: &str, layout: &Layout, frames: &[Frame], ending: &Ending) -> String {
    let data = data(name, layout, frames, ending).to_string();
    // `</` cannot end the script early.
    let data = data.replace("</", "<\\/");
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>aie-sim run: {}</title>\n<style>\n{STYLE}</style>\n<script>window.addEventListener('error',e=>{{document.documentElement.dataset.errors=(document.documentElement.dataset.errors||'')+e.message+';';}});</script>\n</head>\n<body>\n<main id=\"view\"><svg id=\"array\"></svg></main>\n<aside id=\"side\">\n<h1>aie-sim run</h1>\n<p id=\"what\"></p>\n<div class=\"tools\"><button id=\"play\" title=\"play or pause (space)\">play</button><input id=\"t\" type=\"range\" min=\"0\" value=\"0\"><span id=\"cycle\"></span></div>\n<p id=\"end\"></p>\n<div id=\"info\">Hover a tile for its locks and channels.</div>\n<div id=\"legend\"></div>\n</aside>\n<script id=\"data\" type=\"application/json\">{data}</script>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        escape(name)
    )
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn tile(t: Tile) -> Value {
    json!([t.col, t.row])
}

/// A core's state as a number: 0 off, 1 running, 2 done, 3 waiting on a
/// cascade or its processor bus, 4 + k waiting for lock k of the layout.
fn core_code(c: CoreView, lock: &dyn Fn(Tile, u32) -> usize) -> u64 {
    match c {
        CoreView::Off => 0,
        CoreView::Running => 1,
        CoreView::Done => 2,
        CoreView::Stalled => 3,
        CoreView::Blocked(t, id) => 4 + lock(t, id) as u64,
    }
}

/// A channel's state as a number: 0 idle, 1 moving, 2 waiting for data or
/// room, 3 + k waiting for lock k of the layout.
fn channel_code(c: ChannelView, lock: &dyn Fn(Tile, u32) -> usize) -> u64 {
    match c {
        ChannelView::Idle => 0,
        ChannelView::Moving => 1,
        ChannelView::Data => 2,
        ChannelView::Lock(t, id) => 3 + lock(t, id) as u64,
    }
}

/// A frame as numbers: cores, locks, channels (state, BD + 1, words).
type Coded = (Vec<u64>, Vec<i64>, Vec<[u64; 3]>);

/// The page's data: the layout (only the locks and channels that do
/// something), the frames as changes (`[index, value...]` runs), the end.
fn data(name: &str, layout: &Layout, frames: &[Frame], ending: &Ending) -> Value {
    let all_locks = |t: Tile, id: u32| {
        layout
            .locks
            .iter()
            .position(|(lt, lid, _)| *lt == t && *lid == id)
            .unwrap_or(0)
    };
    // Locks and channels shown: those named, changing or waited for.
    let mut lock_shown: Vec<bool> = layout.locks.iter().map(|(_, _, n)| n.is_some()).collect();
    let mut chan_shown = vec![false; layout.channels.len()];
    for (a, b) in frames.iter().zip(frames.iter().skip(1)) {
        for (k, (x, y)) in a.locks.iter().zip(&b.locks).enumerate() {
            lock_shown[k] |= x != y;
        }
        for (k, (x, y)) in a.channels.iter().zip(&b.channels).enumerate() {
            chan_shown[k] |= x != y;
        }
    }
    for f in frames {
        for (k, c) in f.channels.iter().enumerate() {
            chan_shown[k] |= c.0 != ChannelView::Idle;
        }
        for c in &f.cores {
            if let CoreView::Blocked(t, id) = c {
                lock_shown[all_locks(*t, *id)] = true;
            }
        }
    }
    for &(i, j) in &layout.streams {
        if chan_shown[i] || chan_shown[j] {
            chan_shown[i] = true;
            chan_shown[j] = true;
        }
    }
    let locks: Vec<usize> = (0..layout.locks.len()).filter(|&k| lock_shown[k]).collect();
    let chans: Vec<usize> = (0..layout.channels.len())
        .filter(|&k| chan_shown[k])
        .collect();
    let lock_of = |t: Tile, id: u32| {
        let k = all_locks(t, id);
        locks.iter().position(|&x| x == k).unwrap_or(0)
    };
    let mut out_frames = Vec::with_capacity(frames.len());
    let mut last: Option<Coded> = None;
    for f in frames {
        let cores: Vec<u64> = f.cores.iter().map(|&c| core_code(c, &lock_of)).collect();
        let lk: Vec<i64> = locks
            .iter()
            .map(|&k| f.locks.get(k).copied().unwrap_or(0))
            .collect();
        let ch: Vec<[u64; 3]> = chans
            .iter()
            .map(|&k| {
                let (v, bd, words) = f.channels[k];
                let bd = bd.map_or(0, |b| u64::from(b) + 1);
                [channel_code(v, &lock_of), bd, words]
            })
            .collect();
        let (mut dc, mut dl, mut dh) = (Vec::new(), Vec::new(), Vec::new());
        for (k, v) in cores.iter().enumerate() {
            if last.as_ref().is_none_or(|l| l.0[k] != *v) {
                dc.extend([k as u64, *v]);
            }
        }
        for (k, v) in lk.iter().enumerate() {
            if last.as_ref().is_none_or(|l| l.1[k] != *v) {
                dl.extend([k as i64, *v]);
            }
        }
        for (k, v) in ch.iter().enumerate() {
            if last.as_ref().is_none_or(|l| l.2[k] != *v) {
                dh.extend([k as u64, v[0], v[1], v[2]]);
            }
        }
        out_frames.push(json!([f.cycle, dc, dl, dh]));
        last = Some((cores, lk, ch));
    }
    let stream_index = |k: usize| chans.iter().position(|&x| x == k);
    let streams: Vec<Value> = layout
        .streams
        .iter()
        .filter_map(|&(i, j)| Some(json!([stream_index(i)?, stream_index(j)?])))
        .collect();
    json!({
        "name": name,
        "device": layout.device,
        "cols": layout.columns,
        "rows": layout.rows,
        "tiles": layout.tiles.iter().map(|(t, k)| json!([t.col, t.row, kind_letter(*k)])).collect::<Vec<_>>(),
        "cores": layout.cores.iter().map(|&t| tile(t)).collect::<Vec<_>>(),
        "locks": locks.iter().map(|&k| {
            let (t, id, n) = &layout.locks[k];
            json!([t.col, t.row, id, n])
        }).collect::<Vec<_>>(),
        "chans": chans.iter().map(|&k| {
            let (t, n) = &layout.channels[k];
            json!([t.col, t.row, n])
        }).collect::<Vec<_>>(),
        "streams": streams,
        "frames": out_frames,
        "end": {
            "how": ending.how,
            "cause": ending.cause,
            "chain": ending.chain.iter().map(|((c, r), l)| json!([c, r, l])).collect::<Vec<_>>(),
            "ring": ending.ring,
        },
    })
}

/// The routing viewer's letter of a tile kind.
fn kind_letter(k: aie_target::device::TileKind) -> &'static str {
    use aie_target::device::TileKind;
    match k {
        TileKind::Core => "C",
        TileKind::MemTile => "M",
        TileKind::ShimNoc => "S",
        TileKind::ShimPl => "P",
    }
}
