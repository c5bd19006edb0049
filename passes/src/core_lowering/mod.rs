//! The lowering of one core's code to MLIR's LLVM dialect, as mlir-aie's
//! aiecc makes `lowered_{0}.mlir` for its core compilers (docs/passes.md,
//! "Core lowering"). From the routed design (`input_physical.mlir`), the
//! session (`compiler::session::Pipeline::core_lowering`) runs:
//!
//! 1. `--aie-localize-locks`, `--aie-normalize-address-spaces`,
//!    `--aie-transform-bfp-types`, `--aie-standard-lowering` of the one core
//!    (`func.func @core_C_R`, buffers as `memref.global`s, locks as
//!    intrinsic calls), `--aiex-standard-lowering`, and
//!    `--aie-scf-to-control-flow` (mlir-aie's input pipeline ends with it);
//! 2. on AIE2 and AIE2P, each `arith.extsi` of a vector of `i16` to `i32` of
//!    32 or 64 lanes becomes `aievec.ups` (what mlir-aie's
//!    `convert-vector-to-aievec` makes of it: [`vectors_to_ups`]);
//! 3. at `-O3`, `--aievec-split-load-ups-chains`;
//! 4. every op to the LLVM dialect by [`llvm::RULES`], one rule per op
//!    ([`emit`]).
//!
//! An op no rule lowers is an error at the op, naming it and the core.

mod llvm;

use dialect::ir::{At, OpId, OpKind, Type, View};
use dialect::ops::views::{Core, Tile};
use dialect::{Diagnostic, Ir};

/// The optimization level (`aiecc -O<n>`), as far as the core lowering
/// goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// `-O3` and above: `--aievec-split-load-ups-chains`.
    pub split_load_ups: bool,
}

impl From<u8> for Level {
    fn from(n: u8) -> Level {
        Level {
            split_load_ups: n >= 3,
        }
    }
}

/// The (column, row) of every core of device `dev`, in order.
pub fn cores(ir: &Ir, dev: OpId) -> Vec<(i64, i64)> {
    ir.views::<Core>(ir.walk(dev))
        .filter_map(|c| {
            let t = ir.defining_op(ir[c.op()].operands[0])?;
            let t = ir.view::<Tile>(t)?;
            Some((t.col(ir), t.row(ir)))
        })
        .collect()
}

/// Step 4: the core at `tile`, its module lowered by steps 1 to 3, as the
/// LLVM dialect's text.
pub fn emit(ir: &Ir, tile: (i64, i64)) -> Result<String, Diagnostic> {
    llvm::emit(ir, target(ir).as_deref().unwrap_or("aie2"), tile)
}

/// The `llvm.target_triple` the standard lowering set.
fn target(ir: &Ir) -> Option<String> {
    match ir.attr(ir.top, dialect::ops::LLVM_TARGET_TRIPLE)? {
        dialect::ir::Attr::Str(s) => Some(s.clone()),
        _ => None,
    }
}

/// Step 2: on AIE2 and AIE2P (the target the standard lowering set), each
/// `arith.extsi` of a vector of 32 or 64 `i16` lanes to `i32` becomes
/// `aievec.ups` (shift 0): the AIE2 family sign-extends by moving a vector
/// up to an accumulator.
pub fn vectors_to_ups(ir: &mut Ir) {
    if !matches!(target(ir).as_deref(), Some("aie2" | "aie2p")) {
        return;
    }
    let exts: Vec<OpId> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&o| ir.is(o, OpKind::ArithExtsi))
        .collect();
    for e in exts {
        let (src, res) = (ir[e].operands[0], ir[e].results[0]);
        let lanes_of = |t: &Type, bits: u64| match t {
            Type::Vector { elem, .. }
                if matches!(**elem, Type::Int { .. }) && elem.bit_width() == Some(bits) =>
            {
                t.num_elements()
            }
            _ => None,
        };
        let (Some(n), Some(m)) = (lanes_of(ir.type_of(src), 16), lanes_of(ir.type_of(res), 32))
        else {
            continue;
        };
        if n != m || !(n == 32 || n == 64) {
            continue;
        }
        let span = ir[e].span;
        let ty = ir.type_of(res).clone();
        let u = ir
            .build(OpKind::AievecUps, span)
            .operand(src)
            .result(ty)
            .insert(At::Before(e));
        let new = ir[u].results[0];
        let scope = ir.top;
        ir.replace_uses_in(scope, res, new);
        ir.erase(e);
    }
}
