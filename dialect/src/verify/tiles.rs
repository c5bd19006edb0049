//! `aie.device`, `aie.tile` and `aie.logical_tile` (aie-passes.md §3.1).

use super::{Check, Cx, Node};
use crate::ir::cases::TileType;
use crate::ir::{Attr, TypedEnum, View};
use crate::ops::views::{self, LogicalTile, Tile};
use aie_target::device::{self, Device, TileKind};

pub(crate) fn device(cx: &Cx, op: views::Device) -> Check {
    let name = op.device(cx.ir);
    match device::device(name) {
        None => Err(cx
            .err(op, format!("unknown device '{name}'"))
            .help(format!("known devices: {}", device::device_names()))),
        Some(_) => Ok(()),
    }
}

/// The column and row bounds of `aie.tile` and `aie.logical_tile`; either
/// coordinate may be unknown.
fn bounds(cx: &Cx, op: impl Node, dev: &Device, col: Option<i64>, row: Option<i64>) -> Check {
    if let Some(col) = col.filter(|&c| c >= i64::from(dev.columns)) {
        return Err(cx
            .err(op, format!("column index ({col}) must be less than the number of columns in the device ({})", dev.columns))
            .help(format!("`{}` has columns 0 to {}", dev.name, dev.columns - 1)));
    }
    if let Some(row) = row.filter(|&r| r >= i64::from(dev.rows)) {
        return Err(cx
            .err(
                op,
                format!(
                    "row index ({row}) must be less than the number of rows in the device ({})",
                    dev.rows
                ),
            )
            .help(format!("`{}` has rows 0 to {}", dev.name, dev.rows - 1)));
    }
    Ok(())
}

fn shim_allocation_scheme(
    cx: &Cx,
    op: impl Node,
    scheme: Option<&str>,
    kind: Option<TileKind>,
) -> Check {
    if kind.is_some_and(TileKind::is_shim) && scheme.is_some() {
        return Err(cx
            .err(op, "Shim tiles cannot have an allocation scheme")
            .help("shim tiles have no data memory; remove `allocation_scheme`"));
    }
    Ok(())
}

pub(crate) fn tile(cx: &Cx, op: Tile) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let (col, row) = (op.col(cx.ir), op.row(cx.ir));
    bounds(cx, op, dev, Some(col), Some(row))?;
    let result = cx.ir[op.op()].results.first().copied();
    let switchboxes = result.map_or(0, |v| cx.switchboxes_on(v));
    if switchboxes > 1 {
        return Err(cx
            .err(op, "can only have one switchbox")
            .help("merge the connections into one `aie.switchbox`"));
    }
    let scheme = op.allocation_scheme(cx.ir);
    shim_allocation_scheme(cx, op, scheme, dev.tile_kind(col, row))?;
    // The controller id heads the tile's control packets.
    let controller = op.controller_id(cx.ir).and_then(Attr::packet_fields);
    super::dma::packet_info(cx, op, "controller_id", controller)
}

/// The `AIETileType` spelling of a tile kind.
fn tile_type_name(kind: TileKind) -> &'static str {
    TileType::of(kind).name()
}

/// The tile kinds present on `dev`, in `AIETileType` order.
fn kinds_on(dev: &Device) -> Vec<TileKind> {
    let mut present = Vec::new();
    for kind in [
        TileKind::Core,
        TileKind::MemTile,
        TileKind::ShimNoc,
        TileKind::ShimPl,
    ] {
        let exists = (0..i64::from(dev.columns))
            .any(|c| (0..i64::from(dev.rows)).any(|r| dev.tile_kind(c, r) == Some(kind)));
        if exists {
            present.push(kind);
        }
    }
    present
}

/// `aie.logical_tile`: a tile of a declared type, placed later; `col` and
/// `row` are optional placement constraints.
pub(crate) fn logical_tile(cx: &Cx, op: LogicalTile) -> Check {
    let kind = op.tile_type(cx.ir).kind();
    let (col, row) = (op.col(cx.ir), op.row(cx.ir));
    if let Some(dev) = cx.device_of(op) {
        bounds(cx, op, dev, col, row)?;
        let present = kinds_on(dev);
        if !present.contains(&kind) {
            let names: Vec<&str> = present.iter().map(|&k| tile_type_name(k)).collect();
            return Err(cx
                .err(
                    op,
                    format!(
                        "tile type '{}' does not exist on the target device",
                        tile_type_name(kind)
                    ),
                )
                .help(format!(
                    "`{}` has tiles of type {}",
                    dev.name,
                    names.join(", ")
                )));
        }
        if let (Some(c), Some(r)) = (col, row) {
            if let Some(actual) = dev.tile_kind(c, r).filter(|&k| k != kind) {
                return Err(cx
                    .err(op, format!("declared logical tile type does not match the tile type at coordinates ({c}, {r})"))
                    .help(format!("tile ({c}, {r}) of `{}` is a {} (`{}`)", dev.name, actual.describe(), tile_type_name(actual))));
            }
        }
    }
    let scheme = op.allocation_scheme(cx.ir);
    shim_allocation_scheme(cx, op, scheme, Some(kind))
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    #[test]
    fn column_out_of_range() {
        let help = expect(
            "aie.device(xcve2802) { %t = aie.tile(50, 50) }",
            "aie.tile",
            "'aie.tile' op column index (50) must be less than the number of columns in the device (38)",
        );
        assert_eq!(help, "`xcve2802` has columns 0 to 37");
    }

    #[test]
    fn row_out_of_range() {
        expect(
            "aie.device(npu1) { %t = aie.tile(0, 6) }",
            "aie.tile",
            "'aie.tile' op row index (6) must be less than the number of rows in the device (6)",
        );
    }

    #[test]
    fn legacy_device_is_xcvc1902() {
        ok("%t = aie.tile(49, 8)");
        expect("%t = aie.tile(50, 0)", "aie.tile", "'aie.tile' op column index (50) must be less than the number of columns in the device (50)");
    }

    #[test]
    fn negative_column() {
        expect(
            "%t = aie.tile(-1, -1)",
            "aie.tile",
            "'aie.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0",
        );
    }

    #[test]
    fn two_switchboxes() {
        let src = r#"aie.device(npu1) {
            %t = aie.tile(1, 2)
            %s1 = aie.switchbox(%t) { }
            %s2 = aie.switchbox(%t) { }
        }"#;
        expect(src, "aie.tile", "'aie.tile' op can only have one switchbox");
    }

    #[test]
    fn shim_allocation_scheme() {
        let src =
            r#"aie.device(npu1) { %t = aie.tile(0, 0) {allocation_scheme = "basic-sequential"} }"#;
        expect(
            src,
            "aie.tile",
            "'aie.tile' op Shim tiles cannot have an allocation scheme",
        );
        ok(r#"aie.device(npu1) { %t = aie.tile(0, 2) {allocation_scheme = "basic-sequential"} }"#);
    }

    #[test]
    fn unknown_device() {
        let mut ir = crate::parse("aie.device(npu1) { }").unwrap();
        let dev = ir.walk(ir.top)[0];
        ir.set_attr(dev, "device", crate::ir::Attr::Str("npu9".into()));
        let d = crate::verify(&ir);
        assert_eq!(d[0].full_message(), "'aie.device' op unknown device 'npu9'");
        assert!(d[0]
            .help
            .as_deref()
            .is_some_and(|h| h.contains("npu2_7col")));
    }

    /// `aie.logical_tile<ty>(at)` on `device`.
    fn logical(device: &str, ty: &str, at: &str) -> String {
        format!("aie.device({device}) {{\n%t = aie.logical_tile<{ty}>({at})\n}}")
    }

    #[test]
    fn logical_tiles_of_every_type() {
        // logical_tile_op_basic.mlir: every type, placed, partly placed or not.
        for (ty, col, row) in [
            ("CoreTile", 2, 3),
            ("MemTile", 1, 1),
            ("ShimNOCTile", 2, 0),
            ("ShimPLTile", 0, 0),
        ] {
            for at in [
                "?, ?".to_string(),
                format!("{col}, ?"),
                format!("?, {row}"),
                format!("{col}, {row}"),
            ] {
                ok(&logical("xcve2802", ty, &at));
            }
        }
    }

    #[test]
    fn logical_tile_type_not_on_device() {
        let help = expect(
            &logical("xcvc1902", "MemTile", "?, ?"),
            "logical_tile",
            "'aie.logical_tile' op tile type 'MemTile' does not exist on the target device",
        );
        assert_eq!(
            help,
            "`xcvc1902` has tiles of type CoreTile, ShimNOCTile, ShimPLTile"
        );
        expect(
            &logical("npu1", "ShimPLTile", "?, ?"),
            "logical_tile",
            "'aie.logical_tile' op tile type 'ShimPLTile' does not exist on the target device",
        );
        ok(&logical("xcve2302", "ShimPLTile", "?, ?"));
        // Outside a device: the legacy device, which has no MemTiles.
        expect(
            "%t = aie.logical_tile<MemTile>(?, ?)",
            "logical_tile",
            "'aie.logical_tile' op tile type 'MemTile' does not exist on the target device",
        );
    }

    #[test]
    fn logical_tile_type_mismatch() {
        let help = expect(
            &logical("npu2", "CoreTile", "0, 0"),
            "logical_tile",
            "'aie.logical_tile' op declared logical tile type does not match the tile type at coordinates (0, 0)",
        );
        assert_eq!(
            help,
            "tile (0, 0) of `npu2` is a shim NOC tile (`ShimNOCTile`)"
        );
        expect(
            &logical("npu1", "MemTile", "1, 2"),
            "logical_tile",
            "'aie.logical_tile' op declared logical tile type does not match the tile type at coordinates (1, 2)",
        );
        // One coordinate alone is not compared.
        ok(&logical("npu1", "MemTile", "1, ?"));
        ok(&logical("npu1", "MemTile", "?, 3"));
    }

    #[test]
    fn logical_tile_bounds() {
        let help = expect(
            &logical("npu2", "CoreTile", "100, ?"),
            "logical_tile",
            "'aie.logical_tile' op column index (100) must be less than the number of columns in the device (8)",
        );
        assert_eq!(help, "`npu2` has columns 0 to 7");
        expect(
            &logical("npu2", "CoreTile", "?, 100"),
            "logical_tile",
            "'aie.logical_tile' op row index (100) must be less than the number of rows in the device (6)",
        );
        // Bounds come before the tile type.
        expect(
            &logical("xcvc1902", "MemTile", "50, ?"),
            "logical_tile",
            "'aie.logical_tile' op column index (50) must be less than the number of columns in the device (50)",
        );
        expect(
            r#"aie.device(npu1) { %t = "aie.logical_tile"() {tile_type = 0 : i32, col = -1 : i32} : () -> index }"#,
            "logical_tile",
            "'aie.logical_tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0",
        );
    }

    #[test]
    fn logical_shim_allocation_scheme() {
        let src = |ty: &str| {
            format!(
                r#"aie.device(npu2) {{ %t = aie.logical_tile<{ty}>(?, ?) {{allocation_scheme = "basic-sequential"}} }}"#
            )
        };
        expect(
            &src("ShimNOCTile"),
            "logical_tile",
            "'aie.logical_tile' op Shim tiles cannot have an allocation scheme",
        );
        expect(
            &src("ShimPLTile").replace("npu2", "xcve2302"),
            "logical_tile",
            "'aie.logical_tile' op Shim tiles cannot have an allocation scheme",
        );
        ok(&src("CoreTile"));
        ok(&src("MemTile"));
    }

    #[test]
    fn logical_tile_type_attribute() {
        let generic = |attrs: &str| {
            format!(r#"aie.device(npu1) {{ %t = "aie.logical_tile"() {{{attrs}}} : () -> index }}"#)
        };
        // The generic form gives the case as its `i32` value.
        ok(&generic("tile_type = 1 : i32, row = 1 : i32"));
        expect(
            &generic("tile_type = 1 : i32, col = 1 : i32, row = 2 : i32"),
            "logical_tile",
            "'aie.logical_tile' op declared logical tile type does not match the tile type at coordinates (1, 2)",
        );
        expect(
            &generic("row = 1 : i32"),
            "logical_tile",
            "'aie.logical_tile' op requires attribute 'tile_type'",
        );
        expect(
            &generic("tile_type = 7 : i32"),
            "logical_tile",
            "Invalid attribute `tile_type` in property conversion: 7 : i32",
        );
        expect(
            &generic(r#"tile_type = "MemTile""#),
            "logical_tile",
            r#"Invalid attribute `tile_type` in property conversion: "MemTile""#,
        );
    }
}
