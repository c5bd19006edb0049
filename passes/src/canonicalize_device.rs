//! `--aie-canonicalize-device`: a design written without `aie.device` (the
//! legacy form, ops directly in the module) gets its ops wrapped in
//! `aie.device(xcvc1902)`, the device such designs target; a module that has
//! a device is left alone (mlir-aie's AIECanonicalizeDevice).

use crate::{Anchor, Args, Pass};
use aie_target::device::LEGACY_DEVICE;
use dialect::ir::{At, OpKind, Span, View};
use dialect::ops::views::Device;
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-canonicalize-device",
    name: "AIECanonicalizeDevice",
    anchor: Anchor::Module,
    needs_placed_tiles: false,
    summary: "Wrap a design without aie.device in aie.device(xcvc1902)",
    doc: "passes.md#--aie-canonicalize-device",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let top = ir.top_block();
    let ops: Vec<_> = ir.ops_in(top).collect();
    if ops.iter().any(|&op| ir.is(op, OpKind::Device)) {
        return Vec::new();
    }
    let device = Device::build(ir, Span::default())
        .device(LEGACY_DEVICE)
        .region()
        .detached()
        .op();
    let body = ir.entry_block(device, 0).expect("the device has a body");
    for op in ops {
        ir.move_op(op, At::End(body));
    }
    ir.insert(At::End(top), device);
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_on(text: &str) -> String {
        let mut ir = dialect::parse(text).expect("parses");
        assert!(run(&mut ir, &Args::default()).is_empty());
        assert!(dialect::verify(&ir).is_empty());
        dialect::print(&ir)
    }

    #[test]
    fn wraps_a_legacy_module_once() {
        let out = run_on("module { %t = aie.tile(1, 1) }");
        assert!(
            out.contains("aie.device(xcvc1902) {\n    %tile_1_1 = aie.tile(1, 1)"),
            "{out}"
        );
        assert_eq!(run_on(&out), out);
    }
}
