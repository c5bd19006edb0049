//! How a BD walks memory: its buffer, length, dimensions and padding, read
//! from its fields.

#![warn(clippy::cast_possible_truncation)]

use super::netlist::{tile_text, Netlist, TileAt};
use crate::ir::BdIteration;
use aie_target::device::TileKind;
use aie_target::regs::{self, image::Bd, BdField, BdField::*};
use aie_target::word::low32;

/// A BD read back: where its data is and how it is walked.
pub(super) struct BdView {
    /// The tile whose memory it reads or writes, and the byte offset there.
    pub buffer: Option<(TileAt, u32)>,
    pub length: u32,
    /// `(size, stride)` in words, outermost first; empty for a linear transfer.
    pub dims: Vec<(u64, u64)>,
    /// `(before, after)` zero padding, outermost first (mem-tile MM2S).
    pub pads: Vec<(u64, u64)>,
    /// Words from the start the transfer may touch.
    pub extent: u32,
    /// The BD's iteration where no 4th dimension expresses it.
    pub iteration: Option<BdIteration>,
}

/// Field `f` of `bd` (0 where the layout has no such field).
pub(super) fn field(bd: &Bd, f: BdField) -> i64 {
    bd.field(f).unwrap_or(0)
}

/// The zero-padding fields, innermost first.
const PAD_FIELDS: [(BdField, BdField); 3] = [
    (D0ZeroBefore, D0ZeroAfter),
    (D1ZeroBefore, D1ZeroAfter),
    (D2ZeroBefore, D2ZeroAfter),
];

impl Netlist<'_> {
    /// How a BD walks memory, from its fields.
    pub(super) fn bd_view(&mut self, tile: TileAt, kind: TileKind, bd: &Bd) -> BdView {
        let f = |name| field(bd, name);
        let length = low32(f(BufferLength));
        let address_field = match kind {
            TileKind::Core => Some(f(BaseAddress)),
            TileKind::MemTile => Some(f(BufferOffset)),
            _ => None,
        };
        let buffer = address_field
            .and_then(|v| regs::bd_buffer_at(kind, low32(v)))
            .and_then(|(delta, offset)| Some((self.neighbour(tile, delta)?, offset)));
        let mut view = BdView {
            buffer,
            length,
            dims: Vec::new(),
            pads: Vec::new(),
            extent: length,
            iteration: None,
        };
        let mut iteration = self.iteration(tile, bd);
        if let Some(it) =
            iteration.filter(|_| self.device.max_bd_dims(kind) < 4 || f(IterationCurrent) != 0)
        {
            view.iteration = Some(BdIteration {
                size: low32(it.0),
                stride: low32(it.1),
                current: low32(f(IterationCurrent)),
            });
            view.extent = view.extent.max(low32((it.0 - 1) * it.1) + length);
            iteration = None;
        }
        if f(D0Size) == 0 && iteration.is_none() {
            return view;
        }
        let mut d = self.dimensions(tile, kind, bd);
        if let Some(it) = iteration {
            if d.len() == 2 {
                d.push((1, 1));
            }
            d.push(it);
        }
        let touched: i64 = d.iter().map(|&(s, t)| (s - 1).max(0) * t).sum::<i64>() + 1;
        view.extent = view.extent.max(low32(touched));
        if kind == TileKind::MemTile {
            let p: Vec<(u64, u64)> = PAD_FIELDS
                .iter()
                .take(d.len())
                .map(|&(b, a)| (f(b) as u64, f(a) as u64))
                .collect();
            if p.iter().any(|&(b, a)| b != 0 || a != 0) {
                view.pads = p;
                view.pads.resize(d.len(), (0, 0));
                view.pads.reverse();
            }
        }
        view.dims = d
            .into_iter()
            .rev()
            .map(|(s, t)| (s as u64, t as u64))
            .collect();
        view
    }

    /// The iteration `(size, stride)` in words: a 4th dimension on mem
    /// tiles, else the BD's `iteration` attribute.
    fn iteration(&mut self, tile: TileAt, bd: &Bd) -> Option<(i64, i64)> {
        let (iter_size, iter_stride) = (field(bd, IterationSize), field(bd, IterationStride));
        let where_ = format!("{} BD {}", tile_text(tile), bd.id);
        let iteration = (iter_size > 0).then_some((iter_size + 1, iter_stride + 1));
        if iter_size == 0 && iter_stride != 0 {
            self.warn(format!(
                "{where_}: iteration_stride = {iter_stride} without an iteration; dropped"
            ));
        }
        iteration
    }

    /// The `(size, stride)` dimensions in words, innermost first, of a BD
    /// with dimensions or an iteration.
    fn dimensions(&mut self, tile: TileAt, kind: TileKind, bd: &Bd) -> Vec<(i64, i64)> {
        let f = |name| field(bd, name);
        let length = low32(f(BufferLength));
        let (s0, s1) = (f(D0Size), f(D1Size).max(1));
        if s0 == 0 {
            // Linear within one iteration (strides must be positive).
            return vec![(i64::from(length), 1), (1, 1), (1, 1)];
        }
        let s2 = if kind == TileKind::MemTile {
            f(D2Size)
        } else {
            let inner = s0 * s1;
            if i64::from(length) % inner != 0 {
                self.warn(format!(
                    "{} BD {}: length {length} is not a multiple of the inner dimensions ({s0} × {s1} words)",
                    tile_text(tile),
                    bd.id
                ));
            }
            (i64::from(length) / inner).max(1)
        };
        let mut d = vec![
            (s0, f(D0Stride) + 1),
            (s1, f(D1Stride) + 1),
            (s2, f(D2Stride) + 1),
        ];
        // Compute and shim BDs have no d2 wrap (the length implies it):
        // a third dimension only where it steps.
        let third = if kind == TileKind::MemTile {
            s2 != 0
        } else {
            s2 > 1 || f(D2Stride) != 0
        };
        if !third {
            d.pop();
        }
        // A mem tile walks a 4th dimension (D3's step, no wrap) past its
        // three padded wraps until the length ends (read here where no
        // iteration takes that place).
        let padded = |k: usize, wrap: i64| f(PAD_FIELDS[k].0) + wrap + f(PAD_FIELDS[k].1);
        let inner = padded(0, s0) * padded(1, s1) * padded(2, s2);
        let walks_d3 = kind == TileKind::MemTile && f(IterationSize) == 0;
        if walks_d3 && inner > 0 && i64::from(length) > inner {
            d.push((i64::from(length) / inner, f(D3Stride) + 1));
        }
        d
    }
}
