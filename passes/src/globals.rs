//! Constant globals of 32-bit words (`memref.global`s of `memref<Nxi32>`):
//! the data of blockwrites, control-code pages and transactions, read and
//! added by the NPU and CERT lowerings and the symbol index alike.

#![warn(clippy::cast_possible_truncation)]

use crate::netlist::Dev;
use crate::words::low32;
use aie_target::device::TileKind;
use dialect::ir::{At, Attr, DenseLit, Dim, OpId, Span, Type, View};
use dialect::ops::views::MemrefGlobal;
use dialect::{Diagnostic, Ir};

/// `memref<Nxi32>`.
pub(crate) fn words_type(n: usize) -> Type {
    word_buffer(Dim::Static(n as u64))
}

/// `memref<?xi32>`: 32-bit words of a buffer whose length the host gives.
pub(crate) fn host_sized_words_type() -> Type {
    word_buffer(Dim::Dynamic)
}

/// A one-dimensional memref of 32-bit words.
fn word_buffer(length: Dim) -> Type {
    Type::MemRef {
        shape: Some(vec![length]),
        elem: Box::new(Type::I32),
        layout: None,
        space: None,
    }
}

/// The `memref.global` named `name` in the device.
pub(crate) fn global(ir: &Ir, dev: &Dev, name: &str) -> Option<MemrefGlobal> {
    ir.views::<MemrefGlobal>(dev.ops(ir))
        .find(|g| g.sym_name(ir) == name)
}

/// The 32-bit words of the constant `memref.global` named `name` in the
/// device (integer lists, splats, or MLIR's hex form of i32 data).
pub(crate) fn global_words(ir: &Ir, dev: &Dev, name: &str) -> Option<Vec<u32>> {
    words_of(ir, global(ir, dev, name)?)
}

/// The most words a global's data can have: they are written into tile
/// memory (a blockwrite) or carried in control-code pages, so no more than
/// the largest data memory of any tile holds. Bounds a splat's expansion.
fn max_global_words() -> usize {
    let kinds = [TileKind::Core, TileKind::MemTile];
    let bytes = aie_target::device::DEVICES
        .iter()
        .flat_map(|d| kinds.map(|k| d.data_memory_bytes(k)))
        .max()
        .unwrap_or(0);
    bytes as usize / 4
}

/// The error of a blockwrite `op` whose data, the global `name` its
/// `memref.get_global` reads (if it has one), has no [`global_words`].
pub(crate) fn no_data(ir: &Ir, dev: &Dev, op: OpId, name: Option<&str>) -> Diagnostic {
    let error = |message: String| Diagnostic::op_error(ir[op].span, ir[op].name(), message);
    let wide = name.and_then(|name| Some((name, wide_elements(ir, global(ir, dev, name)?)?)));
    if let Some((name, width)) = wide {
        return error(format!(
            "the data, global @{name}, has {width}-bit elements; its words hold 32 bits each"
        ))
        .with_help("each element is written as one 32-bit word: give the data as i32 words");
    }
    match name.and_then(|name| Some((name, oversized_splat(ir, dev, name)?))) {
        Some((name, (elements, max))) => error(format!(
            "the data, global @{name}, is a splat of {elements} words: more than the largest tile memory holds ({max} words)"
        ))
        .with_help("a blockwrite writes its data into tile memory: give the global at most that many elements"),
        None => error("the data must be a memref.get_global of a constant integer memref.global in this device".to_string()),
    }
}

/// The element count of the splat global `name` and [`max_global_words`],
/// if it has more elements than that (so [`global_words`] has none).
fn oversized_splat(ir: &Ir, dev: &Dev, name: &str) -> Option<(u64, usize)> {
    let g = global(ir, dev, name)?;
    let Attr::Dense(d) = g.initial_value(ir)? else {
        return None;
    };
    let DenseLit::Int(_) = d.lit else {
        return None;
    };
    let n = g.type_attr(ir).num_elements()?;
    let max = max_global_words();
    (usize::try_from(n).map_or(true, |n| n > max)).then_some((n, max))
}

/// The width of the elements of global `g`, if they are wider than the
/// 32-bit words its data is written as (their high bits would be lost).
fn wide_elements(ir: &Ir, g: MemrefGlobal) -> Option<u64> {
    let width = g.type_attr(ir).element()?.bit_width()?;
    (width > 32).then_some(width)
}

/// The 32-bit words of constant global `g` (see [`global_words`]), one per
/// element of at most 32 bits.
pub(crate) fn words_of(ir: &Ir, g: MemrefGlobal) -> Option<Vec<u32>> {
    if wide_elements(ir, g).is_some() {
        return None;
    }
    let Attr::Dense(d) = g.initial_value(ir)? else {
        return None;
    };
    match &d.lit {
        // A splat: one value for every element of the global's type, of
        // which there are no more than fit a tile's memory.
        DenseLit::Int(v) => {
            let n = g.type_attr(ir).num_elements()?;
            let n = usize::try_from(n)
                .ok()
                .filter(|&n| n <= max_global_words())?;
            Some(vec![low32(*v); n])
        }
        DenseLit::List(items) => items
            .iter()
            .map(|x| match x {
                DenseLit::Int(v) => Some(low32(*v)),
                _ => None,
            })
            .collect(),
        DenseLit::Hex(h) => {
            let h = h.trim_start_matches("0x").trim_start_matches("0X");
            let bytes: Option<Vec<u8>> = (0..h.len() / 2)
                .map(|i| u8::from_str_radix(h.get(2 * i..2 * i + 2)?, 16).ok())
                .collect();
            let bytes = bytes?;
            (bytes.len() % 4 == 0).then(|| {
                bytes
                    .chunks(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect()
            })
        }
        _ => None,
    }
}

/// A private constant `memref.global @name : memref<Nxi32>` holding `words`, at `at`.
pub(crate) fn add_global(ir: &mut Ir, at: At, name: &str, words: &[u32]) -> OpId {
    let lits = words
        .iter()
        .map(|&w| DenseLit::Int(i128::from(w as i32)))
        .collect();
    MemrefGlobal::build(ir, Span::default())
        .sym_visibility("private")
        .constant(true)
        .sym_name(name)
        .type_attr(words_type(words.len()))
        .initial_value(Attr::dense(
            DenseLit::List(lits),
            words_type(words.len()).tensor_of(),
        ))
        .insert(at)
        .op()
}
