//! A DMA's run-time length (`length_parameter`, mlir-aie after August
//! 2026, docs/runtime-sequence.md "Run-time lengths"): the BD moves its
//! static length plus n × `length_unit` elements, n a scratchpad word the
//! firmware adds to the BD's length register. The firmware reads that word
//! with its low two bits cleared and writes it back so, which is why the
//! static length and every unit are whole multiples of 16 bytes. With mlir-aie's
//! messages.

use super::nd::is_contiguous;
use super::{Check, Cx, Node, DMA_PROGRAMS};
use crate::ir::{OpKind, Type, View};
use crate::ops::views::DmaBd;
use crate::ops::{IntOrValue, DYNAMIC_DIM};

/// Moves a pattern's second dimension to the third when the third has size
/// one (sizes and strides innermost first), so that the added length
/// continues the third: mlir-aie's `placeRuntimeLengthDimension`.
pub fn place_runtime_length_dimension(sizes: &mut [i64; 4], strides: &mut [i64; 4]) {
    if sizes[2] > 1 || sizes[1] <= 1 {
        return;
    }
    sizes[2] = sizes[1];
    strides[2] = strides[1];
    sizes[1] = 1;
    strides[1] = 0;
}

/// The bytes of one `unit` of `elem_bits`-bit elements, or mlir-aie's
/// message on what forbids it.
pub fn unit_bytes(unit: i64, elem_bits: u64) -> Result<i64, String> {
    if elem_bits == 0 || !elem_bits.is_multiple_of(8) {
        return Err("length_parameter requires a whole-byte element type".into());
    }
    let bytes = unit
        .checked_mul(elem_bits as i64 / 8)
        .filter(|b| b / 4 <= i64::from(u32::MAX));
    let Some(bytes) = bytes else {
        return Err(format!(
            "length_unit ({unit} elements) exceeds the 32-bit word count of a BD length"
        ));
    };
    if bytes % 16 != 0 {
        return Err(format!(
            "length_unit must be a multiple of 16 bytes, got {bytes} bytes"
        ));
    }
    Ok(bytes)
}

/// What a length parameter's transfer is, for its checks.
pub(crate) struct Transfer {
    pub unit: Option<i64>,
    pub elem_bits: u64,
    /// The static length in elements, when constant.
    pub len: Option<i64>,
    /// The inner three sizes and strides, innermost first (the iteration
    /// dimension left out).
    pub sizes: [i64; 4],
    pub strides: [i64; 4],
}

/// mlir-aie's `verifyLengthParameter`: a unit, of whole 16-byte multiples,
/// a constant static length of whole 16 bytes, and on a non-contiguous
/// pattern a dimension for the added length to continue whose steps the
/// unit fills.
pub(crate) fn check(cx: &Cx, op: impl Node, t: &Transfer) -> Check {
    let err = |m: String| cx.err(op, m);
    let Some(unit) = t.unit else {
        return Err(err("length_parameter requires length_unit".into())
            .help("say how many elements each unit of the parameter adds: `length_unit = N`"));
    };
    unit_bytes(unit, t.elem_bits).map_err(|m| {
        err(m).help("a unit is a whole number of 16-byte blocks of the buffer's elements")
    })?;
    let Some(len) = t.len else {
        return Err(err("length_parameter requires a constant length".into())
            .help("give the BD a constant `len`"));
    };
    let len_bytes = len.saturating_mul(t.elem_bits as i64 / 8);
    if len_bytes % 16 != 0 {
        return Err(err(format!("length_parameter requires a static length that is a multiple of 16 bytes, got {len_bytes} bytes"))
            .help("the firmware keeps the length register's low two bits clear: make the static length whole 16-byte blocks (0 is one)"));
    }
    if is_contiguous(&t.sizes, &t.strides) {
        return Ok(());
    }
    let (mut sizes, mut strides) = (t.sizes, [0; 4]);
    place_runtime_length_dimension(&mut sizes, &mut strides);
    if sizes[2] <= 1 {
        return Err(err("length_parameter on a non-contiguous pattern requires its second or third dimension to have a size above one: the added length continues it".into())
            .help("give the pattern a second or third dimension for the added units to repeat"));
    }
    let row = sizes[0] * sizes[1];
    if row != 0 && unit % row != 0 {
        return Err(err(format!("length_unit ({unit} elements) must be a multiple of the {row} elements moved per step of the dimension the added length continues"))
            .help("each unit adds whole steps of the outermost dimension the length continues"));
    }
    Ok(())
}

/// mlir-aie's `verifyLengthParameterTile`: the length register the update
/// writes exists on AIE2 and AIE2P shim NOC tiles.
pub fn tile_message(aie2: bool, shim_noc: bool, (col, row): (i64, i64)) -> Option<String> {
    if !aie2 {
        return Some("length_parameter is only supported on AIE2 and AIE2P devices".into());
    }
    if !shim_noc {
        return Some(format!(
            "length_parameter is only supported on shim NOC tiles, got tile ({col}, {row})"
        ));
    }
    None
}

/// An `aie.dma_bd`'s run-time length: in a runtime sequence only, on a
/// constant pattern of at most four dimensions (the fourth its iteration),
/// then [`check`]; the tile is known when the task is lowered.
pub(crate) fn dma_bd(cx: &Cx, op: DmaBd) -> Check {
    let ir = cx.ir;
    let whole_bytes = |bits: Option<u64>| bits.is_some_and(|b| b != 0 && b % 8 == 0);
    let buf = cx.operand(op, 0);
    let elem_bits = buf.and_then(|b| elem_bits(ir.type_of(b)));
    let offset = op.offset_parameter(ir).is_some() || op.offset_state_table_idx(ir).is_some();
    if offset && buf.is_some() && !whole_bytes(elem_bits) {
        return Err(cx
            .err(op, "offset_parameter requires a whole-byte element type")
            .help("view the buffer as bytes or wider elements"));
    }
    let local = buf.is_some_and(|b| cx.def::<crate::ops::views::Buffer>(b).is_some());
    if offset && local && op.len(ir).is_none() {
        return Err(cx
            .err(op, "offset_parameter requires an explicit `len` on a local buffer; the default whole-buffer length runs past the end for any nonzero runtime offset")
            .help("give the BD a `len` that leaves room for the largest offset it is given at run time"));
    }
    if op.length_parameter(ir).is_none() && op.length_state_table_idx(ir).is_none() {
        return Ok(());
    }
    let in_program = |k: OpKind| k == OpKind::Dma || DMA_PROGRAMS.contains(&k);
    if ir
        .parent_op(op.op())
        .and_then(|p| ir.kind(p))
        .is_some_and(in_program)
    {
        return Err(cx
            .err(op, "length_parameter is only supported on a BD in a runtime sequence")
            .help("the scratchpad exists while a runtime sequence runs: move the BD into an aiex.dma_configure_task"));
    }
    let dims = op.dimensions(ir).unwrap_or_default();
    if dims
        .iter()
        .any(|&(s, t)| s == DYNAMIC_DIM || t == DYNAMIC_DIM)
    {
        return Err(cx
            .err(op, "length_parameter requires a static pattern: buffer descriptor size/stride is a runtime value; a compile-time constant is required on this path")
            .help("give the BD constant sizes and strides"));
    }
    if dims.len() > 4 {
        return Err(cx
            .err(op, format!("length_parameter requires at most 4 dimensions, got {}", dims.len()))
            .help("the added length continues one of the three inner dimensions; the fourth is the iteration"));
    }
    let inner = if dims.len() == 4 { &dims[1..] } else { dims };
    let (mut sizes, mut strides) = ([1; 4], [0; 4]);
    for (k, &(s, t)) in inner.iter().rev().enumerate() {
        sizes[k] = s as i64;
        strides[k] = t as i64;
    }
    if inner.is_empty() {
        strides[0] = 1;
    }
    let Some(elem_bits) = elem_bits else {
        return Ok(());
    };
    let len = match op.len(ir) {
        Some(IntOrValue::Int(n)) => Some(n),
        Some(IntOrValue::Value(_)) => None,
        None => buf
            .and_then(|b| ir.type_of(b).num_elements())
            .and_then(|n| i64::try_from(n).ok()),
    };
    let transfer = Transfer {
        unit: op.length_unit(ir),
        elem_bits,
        len,
        sizes,
        strides,
    };
    check(cx, op, &transfer)
}

/// The element width of a memref.
fn elem_bits(ty: &Type) -> Option<u64> {
    match ty {
        Type::MemRef { elem, .. } => elem.bit_width(),
        _ => None,
    }
}
