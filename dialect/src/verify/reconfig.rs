//! Reconfiguration in a runtime sequence: `aiex.configure @dev` must name an
//! `aie.device` of the module with the same device type as its own
//! (mlir-aie's `ConfigureOp::verify`).

use super::{Check, Cx};
use crate::ir::{OpId, OpKind};
use crate::ops::views::{Configure, Device};

/// The `aie.device` of the module that holds `op`'s device whose symbol is
/// `name` (an unnamed device is `main`), or the op that defines `name` there
/// if it is not a device.
fn module_symbol(cx: &Cx, op: Configure, name: &str) -> Option<OpId> {
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
