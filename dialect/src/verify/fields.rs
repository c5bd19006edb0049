//! Values a runtime-sequence op hands to the hardware, each checked where it
//! is read against the device and the register field it is encoded into:
//! tile coordinates, tile-local and array addresses, DMA channels and
//! directions, BD ids, column/row spans, runtime arguments and BD fields
//! (through the BD layout table the encoder uses, so both agree). A value
//! out of range is an error at the op, with the allowed range in its help.

use super::{Check, Cx, Fail, Node};
use crate::ir::cases::DmaChannelDir;
use crate::ir::View;
use crate::ops::access;
use crate::ops::views::{
    NpuAddressPatch, NpuBlockwrite, NpuDmaMemcpyNd, NpuMaskpoll, NpuMaskwrite32, NpuPushQueue,
    NpuSync, NpuWrite32, NpuWritebd,
};
use aie_target::device::{Device, TileKind};
use aie_target::regs;
use aie_target::regs::Dir;
use std::fmt::{self, Display};
use std::ops::RangeInclusive;

type Read<T> = Result<T, Box<Fail>>;

/// An integer attribute (or scalar field) of an op: its name, for
/// messages, and its value, if it has one.
pub(super) type Field<'a> = (&'a str, Option<i64>);

/// Integer field `(name, value)` of `op` when present, checked to lie in
/// `range`; `what` says what the range is, for the help line (formatted
/// only then: pass `format_args!`, not a `String`, on the path every op
/// takes).
pub(super) fn field(
    cx: &Cx,
    op: impl Node,
    (name, v): Field,
    range: RangeInclusive<i64>,
    what: impl Display,
) -> Read<Option<i64>> {
    let Some(v) = v else {
        return Ok(None);
    };
    match Some(v).filter(|v| range.contains(v)) {
        Some(v) => Ok(Some(v)),
        None => Err(cx
            .err(
                op,
                format!(
                    "'{name}' is {v}, outside {}..={}",
                    range.start(),
                    range.end()
                ),
            )
            .help(what.to_string())),
    }
}

/// The tile named by fields `column` and `row`: both inside the device, at
/// a tile that exists. `None` when neither is given.
pub(super) fn tile(
    cx: &Cx,
    op: impl Node,
    dev: &Device,
    column: Field,
    row: Field,
) -> Read<Option<(u32, u32, TileKind)>> {
    if column.1.is_none() && row.1.is_none() {
        return Ok(None);
    }
    let (cols, rows) = (i64::from(dev.columns), i64::from(dev.rows));
    let col = field(cx, op, column, 0..=cols - 1, Columns(dev))?.unwrap_or(0);
    let row = field(cx, op, row, 0..=rows - 1, Rows(dev))?.unwrap_or(0);
    match dev.tile_kind(col, row) {
        Some(kind) => Ok(Some((col as u32, row as u32, kind))),
        None => Err(cx
            .err(
                op,
                format!("there is no tile ({col}, {row}) on {}", dev.name),
            )
            .help(format!("{}; {}", Columns(dev), Rows(dev)))),
    }
}

/// "`dev` has columns 0 to n", for help lines.
struct Columns<'a>(&'a Device);

impl Display for Columns<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} has columns 0 to {}", self.0.name, self.0.columns - 1)
    }
}

/// "`dev` has rows 0 to n", for help lines.
struct Rows<'a>(&'a Device);

impl Display for Rows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} has rows 0 to {}", self.0.name, self.0.rows - 1)
    }
}

/// Field `a` as an address: tile-local (below the row field) when the op
/// names its tile, else an array address in a column of the device. Its row
/// field may name a row past the tiles: mlir-aie writes there (the column's
/// other modules), so only the column is checked.
fn address(cx: &Cx, op: impl Node, a: Option<i64>, dev: &Device, at: Option<(u32, u32)>) -> Check {
    let row_shift = dev.arch.row_shift();
    let Some(a) = a else {
        return Ok(());
    };
    if at.is_some() {
        // As in mlir-aie (whose own tests and designs rely on it), the low
        // bits below the row field are the offset in the named tile; the
        // bits above them are not read.
        return Ok(());
    }
    let col = a >> dev.arch.col_shift();
    let row = (a >> row_shift) & ((1 << (dev.arch.col_shift() - row_shift)) - 1);
    if a < 0 || col >= i64::from(dev.columns) {
        return Err(cx
            .err(
                op,
                format!("address {a:#x} is in tile ({col}, {row}), outside {}", dev.name),
            )
            .help(format!(
                "an array address holds the column from bit {} and the row from bit {row_shift}; {}",
                dev.arch.col_shift(),
                Columns(dev),
            )));
    }
    Ok(())
}

/// What a register write names: a buffer and a word offset in it, or a
/// tile (column, row) and an address.
struct Write<'a> {
    buffer: bool,
    column: Field<'a>,
    row: Field<'a>,
    address: Option<i64>,
}

/// `aiex.npu.write32`.
pub(crate) fn write32(cx: &Cx, op: NpuWrite32) -> Check {
    let ir = cx.ir;
    let w = Write {
        buffer: op.buffer(ir).is_some(),
        column: (NpuWrite32::COLUMN, op.column(ir)),
        row: (NpuWrite32::ROW, op.row(ir)),
        address: op.address(ir),
    };
    register_write(cx, op, w).map(drop)
}

/// `aiex.npu.maskwrite32`.
pub(crate) fn maskwrite32(cx: &Cx, op: NpuMaskwrite32) -> Check {
    let ir = cx.ir;
    let w = Write {
        buffer: op.buffer(ir).is_some(),
        column: (NpuMaskwrite32::COLUMN, op.column(ir)),
        row: (NpuMaskwrite32::ROW, op.row(ir)),
        address: op.address(ir),
    };
    register_write(cx, op, w).map(drop)
}

/// `aiex.npu.maskpoll`: its address as a write's (a register of the tile
/// its column and row name, or a word of a buffer).
pub(crate) fn maskpoll(cx: &Cx, op: NpuMaskpoll) -> Check {
    let ir = cx.ir;
    let w = Write {
        buffer: op.buffer(ir).is_some(),
        column: (NpuMaskpoll::COLUMN, op.column(ir)),
        row: (NpuMaskpoll::ROW, op.row(ir)),
        address: op.address(ir),
    };
    register_write(cx, op, w).map(drop)
}

/// `aiex.npu.blockwrite`: also each element of its data is a word, and the
/// data stays in the memory it starts in.
pub(crate) fn blockwrite(cx: &Cx, op: NpuBlockwrite) -> Check {
    let ir = cx.ir;
    let data = ir[op.op()].operands.first().map(|&d| ir.type_of(d));
    let width = data.and_then(|t| t.element()?.bit_width());
    if let Some(width) = width.filter(|&w| w > 32) {
        return Err(cx
            .err(
                op,
                format!("the data has {width}-bit elements; a blockwrite writes 32-bit words"),
            )
            .help("each element is written as one word and would lose its high bits: give the data as i32 words"));
    }
    let address = op.address(ir);
    let w = Write {
        buffer: op.buffer(ir).is_some(),
        column: (NpuBlockwrite::COLUMN, op.column(ir)),
        row: (NpuBlockwrite::ROW, op.row(ir)),
        address: Some(address),
    };
    match register_write(cx, op, w)? {
        Some((dev, at)) => block_in_memory(cx, op, dev, at, address),
        None => Ok(()),
    }
}

/// The tile and the address a register write names; the device and the
/// tile, if it checked them (not for a write to a buffer: `--aie-dma-to-npu`
/// checks it against the buffer and the tile's memory).
#[allow(clippy::type_complexity)]
fn register_write(
    cx: &Cx,
    op: impl Node,
    w: Write,
) -> Read<Option<(&'static Device, Option<(u32, u32)>)>> {
    if w.buffer {
        return Ok(None);
    }
    let Some(dev) = cx.device_of(op) else {
        return Ok(None);
    };
    let at = tile(cx, op, dev, w.column, w.row)?.map(|(col, row, _)| (col, row));
    address(cx, op, w.address, dev, at)?;
    Ok(Some((dev, at)))
}

/// A `blockwrite` that starts in a tile's data memory ends in it.
fn block_in_memory(
    cx: &Cx,
    op: NpuBlockwrite,
    dev: &Device,
    at: Option<(u32, u32)>,
    a: i64,
) -> Check {
    let Some(&data) = cx.ir[op.op()].operands.first() else {
        return Ok(());
    };
    let Some(bytes) = cx.ir.type_of(data).memref_bytes() else {
        return Ok(());
    };
    let (col, row) = at.unwrap_or((
        (a >> dev.arch.col_shift()) as u32,
        ((a >> dev.arch.row_shift()) & 0x1F) as u32,
    ));
    let Some(kind) = dev.tile_kind(i64::from(col), i64::from(row)) else {
        return Ok(());
    };
    let offset = (a & ((1 << dev.arch.row_shift()) - 1)) as u64;
    let size = u64::from(dev.data_memory_bytes(kind));
    if kind == TileKind::ShimNoc || offset >= size || offset + bytes <= size {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!(
                "writes {bytes} bytes from offset {offset:#x} of tile ({col}, {row}), past the end of its data memory ({size:#x} bytes)"
            ),
        )
        .help(format!(
            "its last byte would be at offset {:#x}; write at most {} bytes from there",
            offset + bytes - 1,
            size - offset
        )))
}

/// Channel field `ch`: one of the channels of `kind`'s DMA in direction `dir`.
fn channel(cx: &Cx, op: impl Node, ch: Field, dev: &Device, kind: TileKind, dir: Dir) -> Check {
    let n = i64::from(dev.num_dma_channels(kind, dir));
    let (tile, dir) = (
        kind.describe(),
        if dir == Dir::S2MM { "S2MM" } else { "MM2S" },
    );
    field(
        cx,
        op,
        ch,
        0..=n - 1,
        format_args!("a {tile}'s DMA has {n} {dir} channels"),
    )?;
    Ok(())
}

/// Channel field `ch` of `op`, whose direction is `dir`: one of a `kind`
/// tile's channels.
pub(super) fn directed_channel(
    cx: &Cx,
    op: impl Node,
    dir: DmaChannelDir,
    ch: Field,
    dev: &Device,
    kind: TileKind,
) -> Check {
    channel(cx, op, ch, dev, kind, dir.dir())
}

/// `aiex.npu.sync`: the tile, direction and channel whose task-complete
/// token it waits for, and a column/row span inside the device.
pub(crate) fn sync(cx: &Cx, op: NpuSync) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let ir = cx.ir;
    let (column, row) = ((NpuSync::COLUMN, op.column(ir)), (NpuSync::ROW, op.row(ir)));
    let Some((col, row, kind)) = tile(cx, op, dev, column, row)? else {
        return Ok(());
    };
    let direction = (NpuSync::DIRECTION, op.direction(ir));
    let dir = field(cx, op, direction, 0..=1, "0 is S2MM, 1 is MM2S")?;
    let dir = if dir == Some(1) { Dir::MM2S } else { Dir::S2MM };
    channel(cx, op, (NpuSync::CHANNEL, op.channel(ir)), dev, kind, dir)?;
    let cols = i64::from(dev.columns - col);
    let rows = i64::from(dev.rows - row);
    field(
        cx,
        op,
        (NpuSync::COLUMN_NUM, op.column_num(ir)),
        1..=cols,
        format_args!("{cols} columns remain from column {col}"),
    )?;
    field(
        cx,
        op,
        (NpuSync::ROW_NUM, op.row_num(ir)),
        1..=rows,
        format_args!("{rows} rows remain from row {row}"),
    )?;
    Ok(())
}

/// `aiex.npu.push_queue`: the channel of the tile's DMA.
pub(super) fn queue_channel(cx: &Cx, op: NpuPushQueue) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let ir = cx.ir;
    let (column, row) = (
        (NpuPushQueue::COLUMN, Some(op.column(ir))),
        (NpuPushQueue::ROW, Some(op.row(ir))),
    );
    let Some((_, _, kind)) = tile(cx, op, dev, column, row)? else {
        return Ok(());
    };
    let ch = (NpuPushQueue::CHANNEL, Some(op.channel(ir)));
    channel(cx, op, ch, dev, kind, op.direction(ir).dir())
}

/// BD id field `id` of a BD on a `kind` tile.
pub(super) fn bd(cx: &Cx, op: impl Node, id: Field, dev: &Device, kind: TileKind) -> Check {
    let n = i64::from(dev.num_bds(kind));
    let (tile, last) = (kind.describe(), n - 1);
    field(
        cx,
        op,
        id,
        0..=n - 1,
        format_args!("a {tile} has BDs 0 to {last}"),
    )?;
    Ok(())
}

/// `aiex.npu.writebd`: every field fits its place in the tile's BD layout,
/// and the BD and next-BD ids exist.
pub(super) fn writebd_fields(cx: &Cx, op: NpuWritebd) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let ir = cx.ir;
    let (column, row) = (
        (NpuWritebd::COLUMN, Some(op.column(ir))),
        (NpuWritebd::ROW, Some(op.row(ir))),
    );
    let Some((_, _, kind)) = tile(cx, op, dev, column, row)? else {
        return Ok(());
    };
    let Some(layout) = regs::bd_layout(kind) else {
        return Ok(());
    };
    bd(cx, op, (NpuWritebd::BD_ID, Some(op.bd_id(ir))), dev, kind)?;
    bd(
        cx,
        op,
        (NpuWritebd::NEXT_BD, Some(op.next_bd(ir))),
        dev,
        kind,
    )?;
    // `burst_length` is given in bytes and checked by its own rule; a linear
    // transfer's `d0_size` is not a wrap (mlir-aie's rule, as in `writebd`).
    let linear = linear_writebd(cx, op);
    let skipped =
        |name: &str| name == NpuWritebd::BURST_LENGTH || (linear && name == NpuWritebd::D0_SIZE);
    for f in layout.layout.fields.iter().filter(|f| !skipped(f.name)) {
        // The op's attributes are named as the layout's fields (the layout
        // has more: addresses, locks' enables), read here by those names.
        let Some(v) = ir.attr(op.op(), f.name).map(access::int) else {
            continue;
        };
        if f.raw_signless(v).is_none() {
            let range = f.range();
            return Err(cx
                .err(
                    op,
                    format!(
                        "'{}' is {v}, outside {}..={}",
                        f.name,
                        range.start(),
                        range.end()
                    ),
                )
                .help(format!(
                    "it is a {}-bit field of a {}'s BD",
                    f.bits,
                    kind.describe()
                )));
        }
    }
    Ok(())
}

/// Whether an `aiex.npu.writebd` moves one linear run (its `d0_size` is then
/// a length, not a wrap).
pub(super) fn linear_writebd(cx: &Cx, op: NpuWritebd) -> bool {
    let ir = cx.ir;
    op.d0_size(ir) >= 1 && op.d1_size(ir) == 1 && op.iteration_size(ir) == 0
}

/// `aiex.npu.address_patch`: the buffer index fits, the offset is not
/// negative, and the patched word is in the array.
pub(crate) fn address_patch(cx: &Cx, op: NpuAddressPatch) -> Check {
    let ir = cx.ir;
    // The index of a kernel buffer, which may lie beyond the sequence's own
    // arguments (a trace buffer); APPLY_OFFSET_57 carries it in 16 bits.
    // -1 with a `global`: the control code's own data (docs/cert-lowering.md).
    let (min, what) = if op.global(ir).is_some() {
        (
            -1,
            "-1 (the control code's data) or a host buffer index up to 32767",
        )
    } else {
        (
            0,
            "the host buffer index is 0 to 32767 (16 bits in APPLY_OFFSET_57)",
        )
    };
    let (_, buffer) = crate::ops::access::patch_operands(ir, op.op());
    match (op.arg_idx(ir), buffer) {
        (Some(_), Some(_)) => {
            return Err(cx
                .err(op, "names its host buffer twice: by 'arg_idx' and by a buffer operand")
                .help("keep the buffer operand (--aie-resolve-address-patch-buffers turns it into 'arg_idx') or 'arg_idx'"));
        }
        (None, None) => {
            return Err(cx
                .err(op, "requires attribute 'arg_idx'")
                .help("name the host buffer by index (arg_idx) or by value: `aiex.npu.address_patch(%plus : i32) buffer %arg : memref<...> {addr = ...}`"));
        }
        _ => {}
    }
    let arg_idx = (NpuAddressPatch::ARG_IDX, op.arg_idx(ir));
    field(cx, op, arg_idx, min..=i64::from(i16::MAX), what)?;
    field(
        cx,
        op,
        (NpuAddressPatch::ARG_PLUS, op.arg_plus(ir)),
        0..=i64::MAX,
        "the byte offset into the argument is not negative",
    )?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    address(cx, op, Some(op.addr(ir)), dev, None)
}

/// `aiex.npu.dma_memcpy_nd`: the BD id exists on a shim, offsets are not
/// negative, and the transfer stays inside the host address space. (Going
/// past the argument's type is a warning of `--aie-dma-to-npu`: upstream
/// designs that run on hardware do it with larger host buffers.)
pub(super) fn memcpy_bounds(cx: &Cx, op: NpuDmaMemcpyNd, lists: &[[i64; 4]; 3]) -> Check {
    if let Some(dev) = cx.device_of(op) {
        let id = (NpuDmaMemcpyNd::ID, Some(op.id(cx.ir)));
        bd(cx, op, id, dev, TileKind::ShimNoc)?;
    }
    let [o, s, t] = lists;
    if let Some(d) = o.iter().position(|&x| x < 0) {
        return Err(cx
            .err(op, format!("offset {} is negative", o[d]))
            .help("offsets count elements from the start of the argument: 0 or more"));
    }
    let Some(w) = cx
        .operand(op, 0)
        .and_then(|v| cx.ir.type_of(v).element()?.bit_width())
    else {
        return Ok(());
    };
    // The last byte touched, in i128, saturating (past the address space
    // either way).
    let last = (0..4)
        .fold(0i128, |acc, d| {
            let index = i128::from(o[d]) + (i128::from(s[d]) - 1).max(0);
            acc.saturating_add(index.saturating_mul(i128::from(t[d])))
        })
        .saturating_mul(i128::from(w))
        / 8;
    let bits = regs::host_address_bits();
    if last >> bits != 0 {
        return Err(cx
            .err(
                op,
                format!("the transfer reaches byte {last}, beyond the host address space"),
            )
            .help(format!(
                "a shim DMA addresses 2^{bits} bytes: use smaller offsets, sizes or strides"
            )));
    }
    Ok(())
}
