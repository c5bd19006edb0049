//! What an op read in one of its older syntaxes (the op table's `older`)
//! means in the current one, where that is more than a different spelling
//! of the same attributes: each function makes one op current after the
//! whole input is read (the tiles and symbols it refers to may come later
//! in the text). Both parsers run them ([`run`]): the fast one reads no
//! older syntax, but an older attribute may be written in the attribute
//! dictionary of a current one.

use super::access;
use super::def;
use super::views::Tile;
use crate::diag::Diagnostic;
use crate::ir::{At, Attr, Ir, OpId, View};

/// Makes op `op`, of the kind whose table entry names this function,
/// current, or says why it cannot be.
pub(crate) type Upgrade = fn(&mut Ir, OpId) -> Result<(), Diagnostic>;

/// Makes every op of `ir` read in an older syntax current.
pub(crate) fn run(ir: &mut Ir) -> Result<(), Diagnostic> {
    if !ir.may_contain_any(|k| def(k).upgrade.is_some()) {
        return Ok(());
    }
    let ops: Vec<OpId> = ir.op_ids().collect();
    for op in ops {
        if let Some(upgrade) = ir.kind(op).and_then(|k| def(k).upgrade) {
            upgrade(ir, op)?;
        }
    }
    Ok(())
}

/// `aie.shim_dma_allocation @s(MM2S, 0, 2)` (mlir-aie until December 2025):
/// the third value is the column of the shim tile, row 0. It becomes the
/// tile operand: the `aie.tile(2, 0)` of the op's block, or a new one just
/// before the op.
pub(super) fn shim_dma_allocation(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(column) = ir.remove_attr(op, "col") else {
        return Ok(());
    };
    let span = ir[op].span;
    if !ir[op].operands.is_empty() {
        return Err(Diagnostic::error(
            span,
            "'aie.shim_dma_allocation' op names its shim tile twice: a tile operand and a `col` attribute",
        )
        .with_help("the current form names the tile only: `aie.shim_dma_allocation @name(%tile, MM2S, 0)`"));
    }
    let Attr::Int(col, _) = column else {
        return Err(Diagnostic::error(
            span,
            "'aie.shim_dma_allocation' op's column must be an integer",
        ));
    };
    let Some(block) = ir.block_of(op) else {
        return Ok(());
    };
    let col = i64::try_from(col).unwrap_or(i64::MAX);
    let existing = ir
        .ops_in(block)
        .filter_map(|t| ir.view::<Tile>(t))
        .find(|t| tile_at(ir, t.op(), col));
    let tile = match existing {
        Some(t) => t,
        None => Tile::build(ir, span).col(col).row(0).insert(At::Before(op)),
    };
    let v = ir[tile.op()].results[0];
    ir[op].operands.push(v);
    Ok(())
}

/// Whether tile op `t` is the shim tile of column `col` (its coordinates
/// read without the view's accessors: the verifier has not run yet).
fn tile_at(ir: &Ir, t: OpId, col: i64) -> bool {
    let at = |name| ir.int_attr(t, name);
    at("col") == Some(i128::from(col)) && at("row") == Some(0)
}

/// `aiex.npu.dma_memcpy_nd(0, 0, %arg0[...][...][...])` (mlir-aie until
/// March 2025): the tile coordinates, which the lowering never read (the
/// `metadata`'s allocation gives the tile), are dropped.
pub(super) fn dma_memcpy_nd(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    ir.remove_attr(op, "x");
    ir.remove_attr(op, "y");
    Ok(())
}

/// `aiex.npu.rtp_write(0, 2, 1, 50) {buffer_sym_name = "rtp"}` (mlir-aie
/// until July 2024): the buffer was named by a string and its tile by
/// column and row. The name becomes the `buffer` symbol; the coordinates,
/// the buffer's tile, are dropped.
pub(super) fn rtp_write(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    let old = ir.attr(op, "col").is_some() || ir.attr(op, "row").is_some();
    if !old {
        return Ok(());
    }
    ir.remove_attr(op, "col");
    ir.remove_attr(op, "row");
    let span = ir[op].span;
    match ir.remove_attr(op, "buffer_sym_name") {
        Some(Attr::Str(name)) if ir.attr(op, "buffer").is_none() => {
            ir.set_attr(op, "buffer", Attr::SymRef(vec![name]));
            Ok(())
        }
        Some(Attr::Str(_)) => Err(Diagnostic::error(
            span,
            "'aiex.npu.rtp_write' op names its buffer twice: `buffer` and `buffer_sym_name`",
        )
        .with_help("the current form names the buffer only: `aiex.npu.rtp_write(@rtp, 0, %v) : i32`")),
        _ => Err(Diagnostic::error(
            span,
            "'aiex.npu.rtp_write' op in its older form `(col, row, index, value)` needs the buffer's name, `buffer_sym_name = \"...\"`",
        )
        .with_help("write the current form, which names the buffer: `aiex.npu.rtp_write(@rtp, 0, %v) : i32`")),
    }
}

/// `aie.objectfifo.link [@a] -> [@b] ()` (mlir-aie until August 2024):
/// no offsets, which the current form writes as empty lists (`([] [])`).
pub(super) fn objectfifo_link(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    for name in ["src_offsets", "dst_offsets"] {
        if ir.attr(op, name).is_none() {
            ir.set_attr(op, name, access::ints_attr(&[]));
        }
    }
    Ok(())
}

/// `aie.dma_bd(...) bd_id_val %id : i32` (mlir-aie after August 2026): the
/// run-time BD id of a DMA task written on its BD, the operand after the
/// buffer and the values of its offset, len, sizes and strides. The first
/// BD's becomes the task's `bd_id` operand, where mlir-aie's August 2026
/// form (aiec's) holds it; a later BD of the chain keeps its own.
pub(super) fn dma_bd(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir[op].operands.len() != 2 + access::dma_bd_values(ir, op) {
        return Ok(());
    }
    let span = ir[op].span;
    if ir.attr(op, "bd_id").is_some() {
        return Err(Diagnostic::error(
            span,
            "'aie.dma_bd' op bd_id and bd_id_val are mutually exclusive",
        )
        .with_help(
            "give the BD its id once: `bd_id` (a constant) or `bd_id_val` (a run-time value)",
        ));
    }
    let Some(id) = ir[op].operands.pop() else {
        return Ok(());
    };
    let task = ir
        .parent_op(op)
        .filter(|&t| ir.kind(t) == Some(crate::ir::OpKind::DmaConfigureTask));
    let Some(task) = task else {
        return Err(Diagnostic::error(
            span,
            "'aie.dma_bd' op takes a run-time BD id (`bd_id_val`) only in an `aiex.dma_configure_task`",
        )
        .with_help("give a BD of a DMA program its id with the `bd_id` attribute"));
    };
    // A later BD of a chain keeps its own (the first's is the task's).
    if access::task_first_bd(ir, task) != Some(op) {
        ir[op].operands.push(id);
        return Ok(());
    }
    if !super::operand_group(ir, task, 2).is_empty() {
        return Err(Diagnostic::error(
            span,
            "'aie.dma_bd' op takes a run-time BD id (`bd_id_val`) in a task that has one (`bd_id %id`) already",
        )
        .with_help("give the id once: on the BD or on the task"));
    }
    super::set_operand_group(ir, task, 2, &[id]);
    Ok(())
}
