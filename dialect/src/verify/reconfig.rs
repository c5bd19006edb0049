//! Reconfiguration in a runtime sequence: `aiex.configure @dev` must name an
//! `aie.device` of the module with the same device type as its own
//! (mlir-aie's `ConfigureOp::verify`); `aiex.npu.write_config @dev` follows
//! a reset the firmware runs (mlir-aie after 760932a4).

use super::{Check, Cx, Node};
use crate::ir::{OpId, OpKind, View};
use crate::ops::views::{Configure, Device, NpuLoadPdi, NpuWriteConfig};

/// The `aie.device` of the module that holds `op`'s device whose symbol is
/// `name` (an unnamed device is `main`), or the op that defines `name` there
/// if it is not a device.
fn module_symbol(cx: &Cx, op: impl Node, name: &str) -> Option<OpId> {
    let own = cx.ancestor(op, &[OpKind::Device])?;
    let module = cx.ir.parent_op(own)?;
    let named = |&d: &OpId| {
        cx.view::<Device>(d)
            .is_some_and(|d| d.sym_name(cx.ir) == name)
    };
    cx.ir
        .children(module)
        .find(named)
        .or_else(|| cx.symbols.get(&(module, name)).copied())
}

pub(crate) fn configure(cx: &Cx, op: Configure) -> Check {
    let name = op.symbol(cx.ir);
    let Some(target) = module_symbol(cx, op, name) else {
        return Err(cx
            .err(op, format!("No such device: '{name}'"))
            .help("name an `aie.device` of this module"));
    };
    if !cx.ir.is(target, OpKind::Device) {
        return Err(cx
            .err(op, format!("Not a device: '{name}'"))
            .help("name an `aie.device` of this module"));
    }
    let own = cx.ancestor(op, &[OpKind::Device]);
    let kind = |d: OpId| cx.view::<Device>(d).map(|d| d.device(cx.ir));
    match (own.and_then(kind), kind(target)) {
        (Some(a), Some(b)) if a != b => Err(cx
            .err(op, format!("Device types do not match: '{a}' vs. '{b}'"))
            .help("a runtime sequence reconfigures the partition of its own device type")),
        _ => Ok(()),
    }
}

/// `aiex.npu.write_config @dev`: writes `@dev`'s configuration over what
/// the array holds, so it follows (in its block) a load_pdi of an empty
/// device, the reset, which the firmware runs: it skips a load of the PDI it
/// loaded last, the block's load before, or for the block's first load its
/// last one (the host runs the sequence again on each dispatch).
pub(crate) fn write_config(cx: &Cx, op: NpuWriteConfig) -> Check {
    let ir = cx.ir;
    let name = op.device_ref(ir);
    let is_device = |d: OpId| ir.is(d, OpKind::Device);
    if !module_symbol(cx, op, name).is_some_and(is_device) {
        return Err(cx
            .err(op, format!("@{name} is not a device"))
            .help("name an `aie.device` of this module"));
    }
    let loads = |from: Option<OpId>| {
        std::iter::successors(from, |&o| ir.prev_op(o)).filter_map(|o| ir.view::<NpuLoadPdi>(o))
    };
    let Some(reset) = loads(ir.prev_op(op.op())).next() else {
        return Err(cx
            .err(op, "must follow the load_pdi that resets the array")
            .help("load an empty device's PDI first: `aiex.npu.load_pdi {device_ref = @empty}`"));
    };
    let loaded = reset.device_ref(ir).unwrap_or_default();
    let empty = module_symbol(cx, op, loaded)
        .filter(|&d| is_device(d))
        .is_some_and(|d| device_is_empty(cx, d));
    if !empty {
        return Err(cx
            .err(op, "must follow a load_pdi of an empty device")
            .help("the reset is the load of a device without ops, `aie.device(...) @empty { }`"));
    }
    let last = || {
        ir.block_of(op.op())
            .and_then(|b| loads(ir.last_op(b)).next())
    };
    let before = loads(ir.prev_op(reset.op())).next().or_else(last);
    match before {
        Some(b) if b.device_ref(ir) == Some(loaded) => Err(cx
            .err(op, "follows a load_pdi the firmware skips")
            .note(cx.span(b), "the PDI is loaded here")
            .help("alternate two empty devices, `@empty_0` and `@empty_1`, from reset to reset")),
        _ => Ok(()),
    }
}

/// Whether device `d` holds no op but its terminator.
fn device_is_empty(cx: &Cx, d: OpId) -> bool {
    let ir = cx.ir;
    let blocks = ir[d].regions().iter().flat_map(|&r| ir[r].blocks.iter());
    blocks
        .flat_map(|&b| ir.ops_in(b))
        .all(|o| ir.is(o, OpKind::End))
}

#[cfg(test)]
mod tests {
    use super::super::test::{expect, ok};

    fn design(target: &str, other: &str) -> String {
        format!(
            "aie.device(npu2) @main {{\n\
             aie.runtime_sequence(%a: memref<8xi32>) {{\n\
             aiex.configure @{target} {{\n\
             aiex.run @seq(%a) : (memref<8xi32>)\n\
             }}\n\
             }}\n\
             }}\n\
             {other}"
        )
    }

    #[test]
    fn configure_names_a_device_of_the_same_type() {
        let callee = "aie.device(npu2) @b {\n%t = aie.tile(0, 0)\naie.runtime_sequence @seq(%x: memref<8xi32>) { }\n}";
        ok(&design("b", callee));
        ok(&design("main", ""));
        expect(
            &design("c", callee),
            "configure",
            "'aiex.configure' op No such device: 'c'",
        );
        let npu1 = "aie.device(npu1) @b {\n%t = aie.tile(0, 0)\n}";
        expect(
            &design("b", npu1),
            "configure",
            "'aiex.configure' op Device types do not match: 'npu2' vs. 'npu1'",
        );
        let global = "memref.global \"private\" constant @b : memref<1xi32> = dense<1>";
        expect(
            &design("b", global),
            "configure",
            "'aiex.configure' op Not a device: 'b'",
        );
    }

    #[test]
    fn run_and_configure_parents() {
        expect(
            "aie.device(npu2) {\naie.runtime_sequence(%a: memref<8xi32>) {\naiex.run @seq(%a) : (memref<8xi32>)\n}\n}",
            "run",
            "'aiex.run' op expects parent op 'aiex.configure'",
        );
        expect(
            "aie.device(npu2) {\naiex.configure @main {\n}\n}",
            "configure",
            "'aiex.configure' op expects parent op 'aie.runtime_sequence'",
        );
    }
}
