//! `aie.device` and `aie.tile` (aie-passes.md §3.1).

use super::{Check, Cx};
use crate::device;
use crate::ir::OpId;

pub(super) fn device(cx: &Cx, op: OpId) -> Check {
    match cx.attr(op, "device").and_then(|a| a.as_str()) {
        Some(name) if device::device(name).is_none() => {
            Err(cx.err(op, format!("unknown device '{name}'")).help(format!("known devices: {}", device::device_names())))
        }
        _ => Ok(()),
    }
}

pub(super) fn tile(cx: &Cx, op: OpId) -> Check {
    let (Some(dev), Some(col), Some(row)) = (cx.device_of(op), cx.int(op, "col"), cx.int(op, "row")) else {
        return Ok(());
    };
    if col >= i64::from(dev.columns) {
        return Err(cx
            .err(op, format!("column index ({col}) must be less than the number of columns in the device ({})", dev.columns))
            .help(format!("`{}` has columns 0 to {}", dev.name, dev.columns - 1)));
    }
    if row >= i64::from(dev.rows) {
        return Err(cx.err(op, format!("row index ({row}) must be less than the number of rows in the device ({})", dev.rows)).help(format!(
            "`{}` has rows 0 to {}",
            dev.name,
            dev.rows - 1
        )));
    }
    let result = cx.ir[op].results.first().copied();
    let switchboxes = result.map_or(0, |v| cx.users(v).iter().filter(|&&u| cx.name(u) == "aie.switchbox").count());
    if switchboxes > 1 {
        return Err(cx.err(op, "can only have one switchbox").help("merge the connections into one `aie.switchbox`"));
    }
    if dev.tile_kind(col, row).is_some_and(|k| k.is_shim()) && cx.attr(op, "allocation_scheme").is_some() {
        return Err(cx.err(op, "Shim tiles cannot have an allocation scheme").help("shim tiles have no data memory; remove `allocation_scheme`"));
    }
    Ok(())
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
        let src = r#"aie.device(npu1) { %t = aie.tile(0, 0) {allocation_scheme = "basic-sequential"} }"#;
        expect(src, "aie.tile", "'aie.tile' op Shim tiles cannot have an allocation scheme");
        ok(r#"aie.device(npu1) { %t = aie.tile(0, 2) {allocation_scheme = "basic-sequential"} }"#);
    }

    #[test]
    fn unknown_device() {
        let mut ir = crate::parse("aie.device(npu1) { }").unwrap();
        let dev = ir.walk(ir.top)[0];
        ir.set_attr(dev, "device", crate::ir::Attr::Str("npu9".into()));
        let d = crate::verify(&ir);
        assert_eq!(d[0].full_message(), "'aie.device' op unknown device 'npu9'");
        assert!(d[0].help.as_deref().is_some_and(|h| h.contains("npu2_7col")));
    }
}
