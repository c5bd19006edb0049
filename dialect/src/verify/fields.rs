//! Values a runtime-sequence op hands to the hardware, each checked where it
//! is read against the device and the register field it is encoded into:
//! tile coordinates, tile-local and array addresses, DMA channels and
//! directions, BD ids, column/row spans, runtime arguments and BD fields
//! (through the BD layout table the encoder uses, so both agree). A value
//! out of range is an error at the op, with the allowed range in its help.

use super::{Check, Cx, Fail};
use crate::ir::{EnumKind, OpId, OpKind};
use aie_target::device::{Device, TileKind};
use aie_target::regs;
use aie_target::regs::Dir;
use std::fmt::{self, Display};
use std::ops::RangeInclusive;

type Read<T> = Result<T, Box<Fail>>;

/// Integer attribute `name` of `op` when present, checked to lie in `range`;
/// `what` says what the range is, for the help line (formatted only then:
/// pass `format_args!`, not a `String`, on the path every op takes).
pub(super) fn field(
    cx: &Cx,
    op: OpId,
    name: &str,
    range: RangeInclusive<i64>,
    what: impl Display,
) -> Read<Option<i64>> {
    let Some(v) = cx.int(op, name) else {
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

/// The tile named by the `column` and `row` attributes: both inside the
/// device, at a tile that exists. `None` when neither is given.
pub(super) fn tile(cx: &Cx, op: OpId, dev: &Device) -> Read<Option<(u32, u32, TileKind)>> {
    if cx.int(op, "column").is_none() && cx.int(op, "row").is_none() {
        return Ok(None);
    }
    let (cols, rows) = (i64::from(dev.columns), i64::from(dev.rows));
    let col = field(cx, op, "column", 0..=cols - 1, Columns(dev))?.unwrap_or(0);
    let row = field(cx, op, "row", 0..=rows - 1, Rows(dev))?.unwrap_or(0);
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

/// Attribute `name` as an address: tile-local (below the row field) when the
/// op names its tile, else an array address inside the device.
fn address(cx: &Cx, op: OpId, name: &str, dev: &Device, at: Option<(u32, u32)>) -> Check {
    let row_shift = dev.arch.row_shift();
    let Some(a) = cx.int(op, name) else {
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
    if a < 0 || col >= i64::from(dev.columns) || row >= i64::from(dev.rows) {
        return Err(cx
            .err(
                op,
                format!("address {a:#x} is in tile ({col}, {row}), outside {}", dev.name),
            )
            .help(format!(
                "an array address holds the column from bit {} and the row from bit {row_shift}; {}; {}",
                dev.arch.col_shift(),
                Columns(dev),
                Rows(dev)
            )));
    }
    Ok(())
}

/// `aiex.npu.write32`, `maskwrite32` and `blockwrite`: the tile and the
/// address they write.
pub(crate) fn register_write(cx: &Cx, op: OpId) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    if cx.attr(op, "buffer").is_some() {
        return Ok(());
    }
    let at = tile(cx, op, dev)?.map(|(col, row, _)| (col, row));
    address(cx, op, "address", dev, at)?;
    if cx.ir.is(op, OpKind::NpuBlockwrite) {
        block_in_memory(cx, op, dev, at)?;
    }
    Ok(())
}

/// A `blockwrite` that starts in a tile's data memory ends in it.
fn block_in_memory(cx: &Cx, op: OpId, dev: &Device, at: Option<(u32, u32)>) -> Check {
    let (Some(a), Some(&data)) = (cx.int(op, "address"), cx.ir[op].operands.first()) else {
        return Ok(());
    };
    let Some(bytes) = cx.ir[data].ty.memref_bytes() else {
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

/// The channels of `kind`'s DMA in direction `dir`.
fn channel(cx: &Cx, op: OpId, name: &str, dev: &Device, kind: TileKind, dir: Dir) -> Check {
    let n = i64::from(dev.num_dma_channels(kind, dir));
    let (tile, dir) = (
        kind.describe(),
        if dir == Dir::S2MM { "S2MM" } else { "MM2S" },
    );
    field(
        cx,
        op,
        name,
        0..=n - 1,
        format_args!("a {tile}'s DMA has {n} {dir} channels"),
    )?;
    Ok(())
}

/// The channel attribute `name` of `op`, whose direction is its
/// `DmaChannelDir` attribute `dir_name`: one of a `kind` tile's channels.
pub(super) fn directed_channel(
    cx: &Cx,
    op: OpId,
    dir_name: &str,
    name: &str,
    dev: &Device,
    kind: TileKind,
) -> Check {
    let dir = cx
        .case(op, dir_name, EnumKind::DmaChannelDir)
        .and_then(Dir::from_case);
    match dir {
        Some(dir) => channel(cx, op, name, dev, kind, dir),
        None => Ok(()),
    }
}

/// `aiex.npu.sync`: the tile, direction and channel whose task-complete
/// token it waits for, and a column/row span inside the device.
pub(crate) fn sync(cx: &Cx, op: OpId) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let Some((col, row, kind)) = tile(cx, op, dev)? else {
        return Ok(());
    };
    let dir = field(cx, op, "direction", 0..=1, "0 is S2MM, 1 is MM2S")?;
    let dir = if dir == Some(1) { Dir::MM2S } else { Dir::S2MM };
    channel(cx, op, "channel", dev, kind, dir)?;
    let cols = i64::from(dev.columns - col);
    let rows = i64::from(dev.rows - row);
    field(
        cx,
        op,
        "column_num",
        1..=cols,
        format_args!("{cols} columns remain from column {col}"),
    )?;
    field(
        cx,
        op,
        "row_num",
        1..=rows,
        format_args!("{rows} rows remain from row {row}"),
    )?;
    Ok(())
}

/// `aiex.npu.push_queue`: the channel of the tile's DMA.
pub(super) fn queue_channel(cx: &Cx, op: OpId) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let Some((_, _, kind)) = tile(cx, op, dev)? else {
        return Ok(());
    };
    let dir = match cx.case_name(op, "direction") {
        Some("MM2S") => Dir::MM2S,
        _ => Dir::S2MM,
    };
    channel(cx, op, "channel", dev, kind, dir)
}

/// BD id attribute `name` of a BD on a `kind` tile.
pub(super) fn bd(cx: &Cx, op: OpId, name: &str, dev: &Device, kind: TileKind) -> Check {
    let n = i64::from(dev.num_bds(kind));
    let (tile, last) = (kind.describe(), n - 1);
    field(
        cx,
        op,
        name,
        0..=n - 1,
        format_args!("a {tile} has BDs 0 to {last}"),
    )?;
    Ok(())
}

/// `aiex.npu.writebd`: every field fits its place in the tile's BD layout,
/// and the BD and next-BD ids exist.
pub(super) fn writebd_fields(cx: &Cx, op: OpId) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let Some((_, _, kind)) = tile(cx, op, dev)? else {
        return Ok(());
    };
    let Some(layout) = regs::bd_layout(kind) else {
        return Ok(());
    };
    bd(cx, op, "bd_id", dev, kind)?;
    bd(cx, op, "next_bd", dev, kind)?;
    // `burst_length` is given in bytes and checked by its own rule; a linear
    // transfer's `d0_size` is not a wrap (mlir-aie's rule, as in `writebd`).
    let linear = linear_writebd(cx, op);
    let skipped = |name: &str| name == "burst_length" || (linear && name == "d0_size");
    for f in layout.layout.fields.iter().filter(|f| !skipped(f.name)) {
        let Some(v) = cx.int(op, f.name) else {
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
pub(super) fn linear_writebd(cx: &Cx, op: OpId) -> bool {
    let size = |name| cx.int(op, name).unwrap_or(0);
    size("d0_size") >= 1 && size("d1_size") == 1 && size("iteration_size") == 0
}

/// `aiex.npu.address_patch`: the buffer index fits, the offset is not
/// negative, and the patched word is in the array.
pub(crate) fn address_patch(cx: &Cx, op: OpId) -> Check {
    // The index of a kernel buffer, which may lie beyond the sequence's own
    // arguments (a trace buffer); APPLY_OFFSET_57 carries it in 16 bits.
    // -1 with a `global`: the control code's own data (docs/cert-lowering.md).
    let (min, what) = if cx.attr(op, "global").is_some() {
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
    field(cx, op, "arg_idx", min..=i64::from(i16::MAX), what)?;
    field(
        cx,
        op,
        "arg_plus",
        0..=i64::from(i32::MAX),
        "the byte offset into the argument is not negative",
    )?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    address(cx, op, "addr", dev, None)
}

/// `aiex.npu.dma_memcpy_nd`: the BD id exists on a shim, offsets are not
/// negative, and the transfer stays inside the host address space. (Going
/// past the argument's type is a warning of `--aie-dma-to-npu`: upstream
/// designs that run on hardware do it with larger host buffers.)
pub(super) fn memcpy_bounds(cx: &Cx, op: OpId, lists: &[[i64; 4]; 3]) -> Check {
    if let Some(dev) = cx.device_of(op) {
        bd(cx, op, "id", dev, TileKind::ShimNoc)?;
    }
    let [o, s, t] = lists;
    if let Some(d) = o.iter().position(|&x| x < 0) {
        return Err(cx
            .err(op, format!("offset {} is negative", o[d]))
            .help("offsets count elements from the start of the argument: 0 or more"));
    }
    let Some(w) = cx
        .operand(op, 0)
        .and_then(|v| cx.ir[v].ty.element()?.bit_width())
    else {
        return Ok(());
    };
    // The last byte touched, in i128 so that no list can overflow it.
    let last = (0..4).fold(0i128, |acc, d| {
        acc + (i128::from(o[d]) + i128::from(s[d] - 1).max(0)) * i128::from(t[d])
    }) * i128::from(w)
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
