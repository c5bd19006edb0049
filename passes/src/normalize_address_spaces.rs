//! `--aie-normalize-address-spaces` (mlir-aie's AIENormalizeAddressSpaces):
//! after core code is outlined a core sees one address space, so every
//! memref type of a device loses its memory space — in op results, in the
//! type of a `memref.global`, and in a `func.func`'s signature and entry
//! block arguments, as mlir-aie converts them. A `#ptr.generic_space` is
//! kept (the `ptr` dialect needs it).

use crate::netlist::{self, Dev};
use crate::retype::map_type;
use crate::{Anchor, Args, Pass};
use dialect::ir::{Attr, OpKind, Type};
use dialect::{Diagnostic, Ir};
use std::convert::Infallible;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-normalize-address-spaces",
    name: "AIENormalizeAddressSpaces",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Remove non-default memory spaces from the memref types of a device",
    doc: "passes.md#--aie-normalize-address-spaces",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, normalize)
}

fn normalize(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    for op in ir.walk(dev.op) {
        for k in 0..ir[op].results.len() {
            let v = ir[op].results[k];
            let t = default_space(ir.type_of(v));
            ir.set_type(v, t);
        }
        let typed = match ir[op].name().kind() {
            Some(OpKind::MemrefGlobal) => "type",
            Some(OpKind::FuncFunc) => "function_type",
            _ => continue,
        };
        if let Some(Attr::Type(t)) = ir.attr(op, typed) {
            let t = default_space(t);
            ir.set_attr(op, typed, Attr::ty(t));
        }
        if let Some(entry) = ir.entry_block(op, 0) {
            for v in ir[entry].args.clone() {
                let t = default_space(ir.type_of(v));
                ir.set_type(v, t);
            }
        }
    }
    Ok(())
}

/// `t` with every memref in it in the default memory space.
fn default_space(t: &Type) -> Type {
    let drop_space = |t: Type| -> Result<Type, Infallible> {
        Ok(match t {
            Type::MemRef {
                shape,
                elem,
                layout,
                space,
            } if !space.as_deref().is_some_and(generic) => Type::MemRef {
                shape,
                elem,
                layout,
                space: None,
            },
            t => t,
        })
    };
    let Ok(t) = map_type(t, &mut { drop_space });
    t
}

/// The `ptr` dialect's generic memory space, which stays.
fn generic(space: &Attr) -> bool {
    space.to_string().starts_with("#ptr.generic_space")
}
