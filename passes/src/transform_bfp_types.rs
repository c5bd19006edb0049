//! `--aie-transform-bfp-types` (mlir-aie's AIETransformBfpTypes): each
//! block floating-point type (`!aiex.bfp<"v8bfp16ebs8">`) in a device
//! becomes the integer of its size (`i72`: 8 mantissas of 8 bits and a
//! shared 8-bit exponent), in op results, block arguments and type
//! attributes, inside memrefs, object FIFOs and function types alike. Only
//! AIE2P devices (npu2) support block formats; a bfp type in another device
//! is an error, as in mlir-aie.

use crate::netlist::{self, Dev};
use crate::retype::map_type;
use crate::{Anchor, Args, Pass};
use aie_target::device::Arch;
use dialect::ir::{Attr, OpId, Type};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-transform-bfp-types",
    name: "AIETransformBfpTypes",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Replace block floating-point types by integers of their size",
    doc: "passes.md#--aie-transform-bfp-types",
    options: &[],
    body: crate::Body::Run(run),
};

/// The block formats AIE2P supports (mlir-aie's `isSupportedBlockFormat`).
const SUPPORTED: &[&str] = &["v8bfp16ebs8", "v16bfp16ebs16"];

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, transform)
}

fn transform(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let supported = dev.model.arch == Arch::Aie2p;
    let convert = |t: &Type| to_integers(t, supported);
    for op in ir.walk(dev.op) {
        for k in 0..ir[op].results.len() {
            let v = ir[op].results[k];
            let t =
                convert(ir.type_of(v)).map_err(|b| failed(ir, op, "result", ir.type_of(v), &b))?;
            ir.set_type(v, t);
        }
        let args: Vec<_> = ir[op]
            .regions()
            .iter()
            .flat_map(|&r| ir[r].blocks.clone())
            .flat_map(|b| ir[b].args.clone())
            .collect();
        for v in args {
            let t = convert(ir.type_of(v))
                .map_err(|b| failed(ir, op, "block argument", ir.type_of(v), &b))?;
            ir.set_type(v, t);
        }
        let attrs: Vec<(String, Type)> = ir
            .attrs(op)
            .iter()
            .filter_map(|(n, a)| match a {
                Attr::Type(t) => Some((n.to_string(), (**t).clone())),
                _ => None,
            })
            .collect();
        for (name, t) in attrs {
            let new = convert(&t).map_err(|b| failed(ir, op, "attribute", &t, &b))?;
            ir.set_attr(op, &name, Attr::ty(new));
        }
    }
    Ok(())
}

/// `t` with each block floating-point type an integer of its size; the
/// format of the first one the device does not support is the error.
fn to_integers(t: &Type, supported: bool) -> Result<Type, String> {
    map_type(t, &mut |t| match block_format(&t) {
        Some(format) if supported && SUPPORTED.contains(&format) => {
            let bits = t.bit_width().ok_or_else(|| format.to_string())?;
            Ok(Type::int(bits as u32))
        }
        Some(format) => Err(format.to_string()),
        None => Ok(t),
    })
}

/// The block format of a `!aiex.bfp<"...">` type.
fn block_format(t: &Type) -> Option<&str> {
    match t {
        Type::Opaque(s) => s.strip_prefix("!aiex.bfp<\"")?.strip_suffix("\">"),
        _ => None,
    }
}

/// mlir-aie's error for a type it cannot convert, with the block format.
fn failed(ir: &Ir, op: OpId, what: &str, t: &Type, format: &str) -> Diagnostic {
    Diagnostic::error(ir[op].span, format!("Failed to convert {what} type: {t}")).with_help(
        format!(
            "block type {format} is not supported in the specified model: npu2 devices support {}",
            SUPPORTED.join(" and ")
        ),
    )
}
