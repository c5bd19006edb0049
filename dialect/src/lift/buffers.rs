//! Buffers: the memory each BD reaches and each run of written words,
//! merged where they overlap, per tile; declared as `aie.buffer` with their
//! address and initial data.

use super::netlist::{tile_text, Netlist, TileAt};
use crate::ir::attr::canonical_dense;
use crate::ir::{Attr, DenseLit, Dim, Span, Type, ValueId, View};
use crate::ops::views;
use aie_target::device::TileKind;
use std::collections::BTreeMap;

/// A buffer the lift declares: its tile, byte address, words and initial data.
pub(super) struct Buffer {
    pub tile: TileAt,
    pub address: u32,
    pub words: u32,
    pub init: Option<Vec<u32>>,
    /// The `aie.buffer`, once declared.
    pub value: Option<ValueId>,
}

impl Buffer {
    fn name(&self) -> String {
        format!("buf_{}_{}_{}", self.tile.0, self.tile.1, self.address)
    }
}

/// `memref<Nxi32>`.
pub(super) fn words_type(n: u64) -> Type {
    Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(Type::I32),
        layout: None,
        space: None,
    }
}

/// `words` as the initial value of a `memref<Nxi32>`, in canonical form
/// (one value when all are equal).
pub(super) fn dense_words(words: &[u32]) -> Attr {
    let list = words
        .iter()
        .map(|&w| DenseLit::Int(i128::from(w as i32)))
        .collect();
    let ty = words_type(words.len() as u64);
    Attr::dense(
        canonical_dense(DenseLit::List(list), Some(&ty)),
        ty.tensor_of(),
    )
}

impl Netlist<'_> {
    /// The byte ranges each tile's BDs reach and writes fill, unmerged.
    fn spans(&mut self) -> BTreeMap<TileAt, Vec<(u32, u32)>> {
        let image = self.image;
        let mut spans: BTreeMap<TileAt, Vec<(u32, u32)>> = BTreeMap::new();
        for (&tile, t) in &image.tiles {
            if matches!(t.kind, TileKind::Core | TileKind::MemTile) {
                for bd in t.bds() {
                    let view = self.bd_view(tile, t.kind, &bd);
                    if let Some((owner, at)) = view.buffer {
                        spans
                            .entry(owner)
                            .or_default()
                            .push((at, at.saturating_add(4 * view.extent.max(1))));
                    }
                    self.views.insert((tile, bd.id), view);
                }
            }
            for (at, words) in t.memory_runs() {
                spans
                    .entry(tile)
                    .or_default()
                    .push((at, at + 4 * words.len() as u32));
            }
        }
        spans
    }

    /// The buffers: the spans merged where they overlap, cut at the end of
    /// the tile's memory, with the words written there.
    pub(super) fn collect_buffers(&mut self) -> Vec<Buffer> {
        let mut out = Vec::new();
        for (tile, mut list) in self.spans() {
            let kind = self.device.tile_kind(tile.0.into(), tile.1.into());
            let size = kind.map_or(0, |k| self.device.data_memory_bytes(k));
            list.sort();
            let mut merged: Vec<(u32, u32)> = Vec::new();
            for (start, end) in list {
                match merged.last_mut() {
                    Some(last) if start < last.1 => last.1 = last.1.max(end),
                    _ => merged.push((start, end)),
                }
            }
            for (start, mut end) in merged {
                if end > size {
                    self.warn(format!(
                        "{}: data at 0x{start:x}..0x{end:x} reaches past the tile's 0x{size:x} bytes of memory; the buffer stops there",
                        tile_text(tile)
                    ));
                    end = size;
                }
                if start < end {
                    out.push(self.buffer(tile, start, end));
                }
            }
        }
        out
    }

    /// The buffer of bytes `start..end` of `tile`, with the words written there.
    fn buffer(&mut self, tile: TileAt, start: u32, end: u32) -> Buffer {
        let memory = self.image.tiles.get(&tile).map(|t| &t.memory);
        let words: Vec<Option<u32>> = (start..end)
            .step_by(4)
            .map(|a| memory.and_then(|m| m.get(&a).copied()))
            .collect();
        let written = words.iter().filter(|w| w.is_some()).count();
        let init = (written > 0).then(|| words.iter().map(|w| w.unwrap_or(0)).collect());
        if written > 0 && written < words.len() {
            self.warn(format!(
                "{}: the buffer at 0x{start:x} ({} words) has initial data in only {written} words; the others are shown as 0",
                tile_text(tile),
                words.len()
            ));
        }
        Buffer {
            tile,
            address: start,
            words: (end - start) / 4,
            init,
            value: None,
        }
    }

    /// An `aie.buffer` per buffer, with its address, name and initial data.
    pub(super) fn declare_buffers(&mut self) {
        for i in 0..self.buffers.len() {
            let tile = self.tile(self.buffers[i].tile);
            let b = &self.buffers[i];
            let mut op = views::Buffer::build(self.ir, Span::default())
                .operand(tile)
                .address(b.address.into())
                .sym_name(&b.name())
                .result(words_type(b.words.into()));
            if let Some(words) = &b.init {
                op = op.initial_value(dense_words(words));
            }
            let op = op.detached();
            self.buffers[i].value = Some(self.ir[op.op()].results[0]);
        }
    }

    /// The buffer holding byte `at` of `tile`'s memory.
    pub(super) fn buffer_at(&self, tile: TileAt, at: u32) -> Option<&Buffer> {
        self.buffers
            .iter()
            .find(|b| b.tile == tile && (b.address..b.address + 4 * b.words).contains(&at))
    }
}
