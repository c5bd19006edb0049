//! Cascade streams (§3.9).

use super::{Check, Cx, Node};
use crate::ir::cases::CascadeDir;
use crate::ir::{Attr, Type};
use crate::ir::{ValueId, View};
use crate::ops::views::{CascadeFlow, ConfigureCascade, GetCascade, Objectfifo, PutCascade};
use aie_target::device::TileKind;

/// Whether tiles `a` and `b` are neighbours (or not yet placed).
fn adjacent(cx: &Cx, a: ValueId, b: ValueId) -> bool {
    match (cx.coords(a), cx.coords(b)) {
        (Some(a), Some(b)) => a.0.abs_diff(b.0).saturating_add(a.1.abs_diff(b.1)) == 1,
        _ => true,
    }
}

/// Cascades exist between core tiles only.
fn core_tile(cx: &Cx, op: impl Node, v: ValueId) -> Check {
    match cx.kind_at(op, v) {
        Some(k) if k.is_shim() => Err(cx
            .err(op, "shimTile row has no cascade stream interface")
            .help("cascades connect core tiles")),
        Some(TileKind::MemTile) => Err(cx
            .err(op, "memTile row has no cascade stream interface")
            .help("cascades connect core tiles")),
        _ => Ok(()),
    }
}

pub(crate) fn cascade_flow(cx: &Cx, op: CascadeFlow) -> Check {
    let tiles: Vec<ValueId> = cx.ir[op.op()]
        .operands
        .iter()
        .copied()
        .filter(|&v| cx.tile_like(v).is_some())
        .collect();
    let [src, dst] = tiles[..] else {
        return Err(cx
            .err(op, "source and dest must be tile-like operations")
            .help("pass two `aie.tile` or `aie.logical_tile` results"));
    };
    core_tile(cx, op, src)?;
    core_tile(cx, op, dst)?;
    if !adjacent(cx, src, dst) {
        return Err(cx
            .err(op, "tiles must be adjacent")
            .help("the destination must be the source's neighbour"));
    }
    Ok(())
}

/// An `aie.objectfifo` on `transport = #aie.transport<cascade>` names the
/// cascade between two neighbouring cores: one value at a time, as wide as
/// the cascade, put by the producer's core and got by the consumer's, with
/// no objects, buffers or DMAs for its other attributes to act on.
pub(crate) fn fifo(cx: &Cx, op: Objectfifo) -> Check {
    let ir = cx.ir;
    let tiles = &ir[op.op()].operands;
    let [prod, cons] = tiles[..] else {
        return Err(cx
            .err(
                op,
                "a cascade transport is point to point, so it takes exactly one consumer tile",
            )
            .help("a cascade reaches one neighbouring core: give the fifo one consumer"));
    };
    let depths: Vec<Option<i128>> = match op.elem_number(ir) {
        Attr::Array(all) => all.iter().map(Attr::as_int).collect(),
        one => vec![one.as_int()],
    };
    if depths.iter().any(|&d| d != Some(1)) {
        return Err(cx
            .err(
                op,
                "a cascade transport holds no objects of its own, so its depth is 1",
            )
            .help("write the depth as `1 : i32`"));
    }
    let no_cascade = |v| {
        cx.kind_at(op, v)
            .is_some_and(|k| k.is_shim() || k == TileKind::MemTile)
    };
    if no_cascade(prod) || no_cascade(cons) {
        return Err(cx
            .err(op, "shim and mem tiles have no cascade interface")
            .help("a cascade connects two core tiles"));
    }
    if !adjacent(cx, prod, cons) {
        return Err(cx
            .err(
                op,
                "a cascade transport runs between neighbouring tiles, and these are not adjacent",
            )
            .help("put the consumer next to the producer, or carry the fifo by DMA"));
    }
    if let Type::ObjectFifo(elem) = op.elem_type(ir) {
        if elem.num_elements() != Some(1) {
            return Err(cx
                .err(op, "a cascade transport carries one value, so its element type holds one element")
                .help("write the object as a one-element memref of the value: `memref<1xvector<16xi32>>`"));
        }
        let bits = cx.device_of(op).map(|d| d.arch.cascade_bits());
        let value_bits = match elem.as_ref() {
            Type::MemRef { elem, .. } => elem.bit_width(),
            _ => None,
        };
        if let Some(want) = bits.filter(|&w| value_bits != Some(w)) {
            return Err(cx
                .err(
                    op,
                    format!("a cascade transport carries one {want}-bit value on this target"),
                )
                .help(format!(
                    "give the object a {want}-bit element, e.g. `memref<1xvector<{}xi32>>`",
                    want / 32
                )));
        }
    }
    if op.repeat_count(ir).is_some() {
        return Err(cx
            .err(
                op,
                "`repeat_count` has nothing to act on in a cascade transport",
            )
            .help("drop `repeat_count`: the producer puts each value itself"));
    }
    Ok(())
}

pub(crate) fn configure_cascade(cx: &Cx, op: ConfigureCascade) -> Check {
    let Some(tile) = cx.operand(op, 0).filter(|&v| cx.is_placed(v)) else {
        return Err(cx
            .err(op, "requires a placed tile (aie.tile), not a logical tile")
            .help("pass the result of an `aie.tile`"));
    };
    core_tile(cx, op, tile)?;
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let arch = dev.arch.name();
    if !dev.arch.is_aie2() {
        return Err(cx
            .err(op, format!("cascade not supported in {arch}"))
            .help("cascade configuration needs an AIE2 device"));
    }
    if matches!(op.input_dir(cx.ir), CascadeDir::South | CascadeDir::East) {
        return Err(cx
            .err(
                op,
                format!("input direction of cascade must be North or West on {arch}"),
            )
            .help("cascades flow southward and eastward"));
    }
    if matches!(op.output_dir(cx.ir), CascadeDir::North | CascadeDir::West) {
        return Err(cx
            .err(
                op,
                format!("output direction of cascade must be South or East on {arch}"),
            )
            .help("cascades flow southward and eastward"));
    }
    Ok(())
}

/// `aie.put_cascade`: the value is as wide as the cascade.
pub(crate) fn put_cascade(cx: &Cx, op: PutCascade) -> Check {
    cascade_value(cx, op.op(), true)
}

/// `aie.get_cascade`: the value is as wide as the cascade.
pub(crate) fn get_cascade(cx: &Cx, op: GetCascade) -> Check {
    cascade_value(cx, op.op(), false)
}

/// The value a cascade op puts (`put`) or gets is as wide as the cascade.
fn cascade_value(cx: &Cx, op: crate::ir::OpId, put: bool) -> Check {
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    let value = if put {
        cx.ir[op].operands.first()
    } else {
        cx.ir[op].results.first()
    };
    let Some(&value) = value else { return Ok(()) };
    let want = dev.arch.cascade_bits();
    let ty = cx.ir.type_of(value);
    if ty.bit_width() == Some(want) {
        return Ok(());
    }
    let message = if put {
        format!(
            "type must match architecture cascade width ({want} bits in {})",
            dev.arch.name()
        )
    } else {
        format!("must be a {want}-bit type")
    };
    Err(cx.err(op, message).help(format!(
        "`{ty}` is not {want} bits wide; e.g. `vector<{}xi32>`",
        want / 32
    )))
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{errors, expect, ok};

    fn flow(device: &str, a: &str, b: &str) -> String {
        format!("aie.device({device}) {{\n%a = aie.tile({a})\n%b = aie.tile({b})\naie.cascade_flow(%a, %b)\n}}")
    }

    #[test]
    fn cascade_flow_rules() {
        ok(&flow("npu1", "1, 3", "2, 3"));
        expect(
            &flow("npu1", "1, 3", "2, 4"),
            "cascade_flow",
            "'aie.cascade_flow' op tiles must be adjacent",
        );
        expect(
            &flow("npu1", "1, 0", "1, 1"),
            "cascade_flow",
            "'aie.cascade_flow' op shimTile row has no cascade stream interface",
        );
        expect(
            &flow("npu1", "1, 2", "1, 1"),
            "cascade_flow",
            "'aie.cascade_flow' op memTile row has no cascade stream interface",
        );
        let src = "aie.device(npu1) {\n%a = aie.tile(1, 2)\n%c = aie.core(%a) { aie.end }\naie.cascade_flow(%a, %c)\n}";
        expect(
            src,
            "cascade_flow",
            "'aie.cascade_flow' op source and dest must be tile-like operations",
        );
    }

    fn configure(device: &str, tile: &str, dirs: &str) -> String {
        format!(
            "aie.device({device}) {{\n%t = aie.tile({tile})\naie.configure_cascade(%t, {dirs})\n}}"
        )
    }

    #[test]
    fn configure_cascade_rules() {
        ok(&configure("npu1", "1, 3", "North, East"));
        let msg =
            "'aie.configure_cascade' op input direction of cascade must be North or West on AIE2";
        expect(&configure("npu1", "1, 3", "East, South"), "configure", msg);
        let msg =
            "'aie.configure_cascade' op output direction of cascade must be South or East on AIE2p";
        expect(&configure("npu2", "1, 3", "West, West"), "configure", msg);
        expect(
            &configure("xcvc1902", "1, 3", "North, South"),
            "configure",
            "'aie.configure_cascade' op cascade not supported in AIE1",
        );
        expect(
            &configure("npu1", "1, 1", "North, South"),
            "configure",
            "'aie.configure_cascade' op memTile row has no cascade stream interface",
        );
    }

    fn core(device: &str, body: &str) -> String {
        format!("aie.device({device}) {{\n%t = aie.tile(1, 2)\n%c = aie.core(%t) {{\n{body}\naie.end\n}}\n}}")
    }

    #[test]
    fn cascade_widths() {
        ok(&core(
            "npu1",
            "%v = aie.get_cascade() : vector<16xi32>\naie.put_cascade(%v : vector<16xi32>)",
        ));
        ok(&core(
            "xcvc1902",
            "%v = aie.get_cascade() : vector<12xi32>\naie.put_cascade(%v : vector<12xi32>)",
        ));
        assert_eq!(
            errors(&core(
                "npu1",
                "%v = aie.get_cascade() : vector<8xi32>\n%c = arith.constant dense<0> : vector<8xi32>\naie.put_cascade(%c : vector<8xi32>)"
            )),
            ["'aie.get_cascade' op must be a 512-bit type", "'aie.put_cascade' op type must match architecture cascade width (512 bits in AIE2)"]
        );
        expect(
            &core("xcvc1902", "%v = aie.get_cascade() : vector<16xi32>"),
            "get_cascade",
            "'aie.get_cascade' op must be a 384-bit type",
        );
    }

    #[test]
    fn cascade_flow_on_logical_tiles() {
        // logical_tile_op_withops(_bad).mlir.
        let flow = |a: &str, b: &str| {
            format!("aie.device(npu2) {{\n%a = {a}\n%b = {b}\naie.cascade_flow(%a, %b)\n}}")
        };
        let core = "aie.logical_tile<CoreTile>(?, ?)";
        ok(&flow(core, core));
        ok(&flow("aie.tile(0, 2)", core));
        expect(
            &flow("aie.logical_tile<ShimNOCTile>(?, ?)", core),
            "cascade_flow",
            "'aie.cascade_flow' op shimTile row has no cascade stream interface",
        );
        expect(
            &flow("aie.logical_tile<MemTile>(?, ?)", core),
            "cascade_flow",
            "'aie.cascade_flow' op memTile row has no cascade stream interface",
        );
        // Adjacency is checked when both tiles give their coordinates.
        ok(&flow("aie.logical_tile<CoreTile>(1, 3)", "aie.tile(2, 3)"));
        expect(
            &flow("aie.logical_tile<CoreTile>(1, 3)", "aie.tile(3, 3)"),
            "cascade_flow",
            "'aie.cascade_flow' op tiles must be adjacent",
        );
        ok(&flow("aie.logical_tile<CoreTile>(1, ?)", "aie.tile(3, 3)"));
    }

    #[test]
    fn configure_cascade_needs_placed_tile() {
        let src = "aie.device(npu2) {\n%t = aie.logical_tile<CoreTile>(?, ?)\naie.configure_cascade(%t, West, East)\n}";
        expect(
            src,
            "configure",
            "'aie.configure_cascade' op requires a placed tile (aie.tile), not a logical tile",
        );
    }
}
