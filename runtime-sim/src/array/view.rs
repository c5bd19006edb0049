//! Samples of the array's state for a browser view of a run
//! (docs/simulator.md, "Viewing a run"): what each core does, each lock's
//! value, each DMA channel's BD and words moved, taken every few quanta.
//! At most [`MAX_FRAMES`] are kept: when there would be more, every other
//! one is dropped and the interval doubles, so a long run keeps an even
//! sampling of its whole length.

use super::dma::{Phase, Stall};
use super::{CoreRun, Model};
use crate::core::Tile;
use aie_target::device::TileKind;

/// Frames kept at most.
pub const MAX_FRAMES: usize = 2048;

/// What a core does in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoreView {
    /// Not enabled (or disabled again).
    Off,
    /// Running its body.
    Running,
    /// Waits for lock `id` of `tile`.
    Blocked(Tile, u32),
    /// Waits on a cascade or its processor bus.
    Stalled,
    /// Reached `aie.end`, or stopped on an error.
    Done,
}

/// What a DMA channel does in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelView {
    /// No task running and none queued.
    Idle,
    /// Moving or about to move the words of its BD.
    Moving,
    /// Waits for lock `id` of `tile`.
    Lock(Tile, u32),
    /// Waits for stream data, room in a buffer or a route.
    Data,
}

/// The state of the array at one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The array's cycle when the frame was taken.
    pub cycle: u64,
    /// By [`Layout::cores`].
    pub cores: Vec<CoreView>,
    /// By [`Layout::locks`].
    pub locks: Vec<i64>,
    /// By [`Layout::channels`]: what it does, its BD (if it has a task), the
    /// words it moved so far.
    pub channels: Vec<(ChannelView, Option<u32>, u64)>,
}

/// What the frames are about.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// The device's name.
    pub device: &'static str,
    /// Columns of the device.
    pub columns: u32,
    /// Rows of the device.
    pub rows: u32,
    /// Every tile with its kind.
    pub tiles: Vec<(Tile, TileKind)>,
    /// Every core's tile.
    pub cores: Vec<Tile>,
    /// Every lock: tile, id and the design's name.
    pub locks: Vec<(Tile, u32, Option<String>)>,
    /// Every DMA channel: tile and name (`MM2S 0`).
    pub channels: Vec<(Tile, String)>,
    /// The streams: (MM2S channel, S2MM channel) by index in `channels`.
    pub streams: Vec<(usize, usize)>,
}

/// Frames taken so far and when the next is due.
#[derive(Clone, Debug, Default)]
pub(super) struct Sampler {
    pub frames: Vec<Frame>,
    pub every: u64,
    pub next: u64,
}

impl Model {
    /// Takes a [`Frame`] every `every` cycles from now on (at the end of
    /// the first quantum at or after each), halving the rate to keep at
    /// most [`MAX_FRAMES`].
    pub fn sample_every(&mut self, every: u64) {
        self.sampler = Some(Sampler {
            frames: Vec::new(),
            every: every.max(1),
            next: 0,
        });
    }

    /// The quanta of `quantum` cycles up to the next frame due, when sampling.
    pub(super) fn quanta_to_sample(&self, quantum: u64) -> Option<u64> {
        let s = self.sampler.as_ref()?;
        Some(
            s.next
                .saturating_sub(self.cycle)
                .div_ceil(quantum.max(1))
                .max(1),
        )
    }

    /// Takes a frame if one is due.
    pub(super) fn sample(&mut self) {
        let due = self.sampler.as_ref().is_some_and(|s| self.cycle >= s.next);
        if due {
            self.take_frame();
        }
    }

    /// Takes a frame now (the end of a run), unless one was taken at this cycle.
    pub fn take_frame(&mut self) {
        let frame = self.frame();
        let Some(s) = self.sampler.as_mut() else {
            return;
        };
        if s.frames.last().is_some_and(|f| f.cycle == frame.cycle) {
            return;
        }
        s.frames.push(frame);
        s.next = self.cycle + s.every;
        if s.frames.len() > MAX_FRAMES {
            let mut k = 0;
            s.frames.retain(|_| {
                k += 1;
                k % 2 == 1
            });
            s.every *= 2;
        }
    }

    /// The frames taken.
    pub fn frames(&self) -> &[Frame] {
        self.sampler.as_ref().map_or(&[], |s| &s.frames)
    }

    /// The state now.
    fn frame(&self) -> Frame {
        let cores = self
            .cores
            .iter()
            .map(|c| match (&c.state, &c.core) {
                (CoreRun::Off, _) => CoreView::Off,
                (CoreRun::Done, _) => CoreView::Done,
                (CoreRun::Blocked(l, _), _) => CoreView::Blocked(l.tile, l.id),
                (CoreRun::Stalled(_), _) => CoreView::Stalled,
                (CoreRun::Running, _) => CoreView::Running,
            })
            .collect();
        let locks = self
            .tiles
            .iter()
            .flatten()
            .flat_map(|t| t.locks.iter().copied())
            .collect();
        let channels = self
            .channels
            .iter()
            .map(|c| {
                let view = match (&c.task, &c.stall) {
                    (None, _) if c.queue.is_empty() => ChannelView::Idle,
                    (_, Some(Stall::Lock { tile, id, .. })) => {
                        let (col, row) = self.tile_at(*tile);
                        ChannelView::Lock(Tile { col, row }, *id)
                    }
                    (_, Some(_)) => ChannelView::Data,
                    _ => ChannelView::Moving,
                };
                let bd = c.task.as_ref().map(|t| match &t.phase {
                    Phase::Move(m) => m.bd,
                    Phase::Acquire | Phase::Header => t.bd,
                });
                (view, bd, c.words)
            })
            .collect();
        Frame {
            cycle: self.cycle,
            cores,
            locks,
            channels,
        }
    }

    /// What the frames are about; the streams as the switches route them now.
    pub fn layout(&mut self) -> Layout {
        let mut tiles = Vec::new();
        let mut locks = Vec::new();
        for (t, state) in self.tiles.iter().enumerate() {
            let Some(s) = state else { continue };
            let (col, row) = self.tile_at(t);
            let tile = Tile { col, row };
            tiles.push((tile, s.kind));
            for id in 0..s.locks.len() as u32 {
                let name = self.names.lock(tile, id).map(|l| l.name.clone());
                locks.push((tile, id, name));
            }
        }
        let channels = self
            .channels
            .iter()
            .map(|c| {
                (
                    Tile {
                        col: c.col,
                        row: c.row,
                    },
                    c.name(),
                )
            })
            .collect();
        Layout {
            device: self.device.name,
            columns: self.device.columns,
            rows: self.device.rows,
            tiles,
            cores: self
                .cores
                .iter()
                .map(|c| Tile {
                    col: c.col,
                    row: c.row,
                })
                .collect(),
            locks,
            channels,
            streams: self.streams_now(),
        }
    }

    /// (MM2S, S2MM) of every stream the switches route now.
    fn streams_now(&mut self) -> Vec<(usize, usize)> {
        let senders = self.senders();
        let channels = self.channels.len();
        let mut out: Vec<(usize, usize)> = senders
            .iter()
            .enumerate()
            .take(channels)
            .flat_map(|(j, from)| {
                from.iter().filter_map(move |&a| match a {
                    super::waitfor::Agent::Channel(i) => Some((i, j)),
                    _ => None,
                })
            })
            .collect();
        out.sort_unstable();
        out
    }
}
