//! The lowering of one core's code to MLIR's LLVM dialect, as mlir-aie's
//! aiecc makes `lowered_{0}.mlir` for its core compilers (docs/passes.md,
//! "Core lowering"). From the routed design (`input_physical.mlir`):
//!
//! 1. `--aie-localize-locks`, `--aie-normalize-address-spaces`,
//!    `--aie-transform-bfp-types`, `--aie-standard-lowering` of the one core
//!    (`func.func @core_C_R`, buffers as `memref.global`s, locks as
//!    intrinsic calls), `--aiex-standard-lowering`, and
//!    `--aie-scf-to-control-flow` (mlir-aie's input pipeline ends with it);
//! 2. on AIE2 and AIE2P, each `arith.extsi` of a vector of `i16` to `i32` of
//!    32 or 64 lanes becomes `aievec.ups` (what mlir-aie's
//!    `convert-vector-to-aievec` makes of it);
//! 3. at `-O3`, `--aievec-split-load-ups-chains`;
//! 4. every op to the LLVM dialect by [`llvm::RULES`], one rule per op.
//!
//! An op no rule lowers is an error at the op, naming it and the core.

mod llvm;

use crate::{lookup, Args, Config, Step};
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

/// The core at `tile` of device `device` of the routed design `physical`,
/// lowered to the LLVM dialect: the module's text.
pub fn lower(
    physical: &Ir,
    device: &str,
    tile: (i64, i64),
    level: Level,
) -> Result<String, Vec<Diagnostic>> {
    let mut ir = physical.clone();
    let mut steps = vec![
        step("aie-localize-locks", "")?,
        step("aie-normalize-address-spaces", "")?,
        step("aie-transform-bfp-types", "")?,
        step(
            "aie-standard-lowering",
            &format!("device={device} tilecol={} tilerow={}", tile.0, tile.1),
        )?,
        step("aiex-standard-lowering", "")?,
        step("aie-scf-to-control-flow", "")?,
    ];
    run_steps(&mut ir, &steps)?;
    let arch = target(&ir);
    if matches!(arch.as_deref(), Some("aie2" | "aie2p")) {
        extensions_to_ups(&mut ir);
    }
    steps.clear();
    if level.split_load_ups {
        steps.push(step("aievec-split-load-ups-chains", "")?);
    }
    run_steps(&mut ir, &steps)?;
    llvm::emit(&ir, arch.as_deref().unwrap_or("aie2"), tile).map_err(|d| vec![d])
}

/// Runs `steps` on `ir`, verifying after each; the diagnostics if one is an
/// error.
fn run_steps(ir: &mut Ir, steps: &[Step]) -> Result<(), Vec<Diagnostic>> {
    let ds = crate::run(ir, steps, Config { verify_each: true }, &mut |_, _, _| {});
    match ds.iter().any(|d| d.severity == dialect::Severity::Error) {
        true => Err(ds),
        false => Ok(()),
    }
}

fn step(flag: &str, options: &str) -> Result<Step, Vec<Diagnostic>> {
    let pass = lookup(flag).expect("the core lowering's passes are registered");
    let args = Args::parse(pass.options, options)
        .map_err(|m| vec![Diagnostic::error(Default::default(), m)])?;
    Ok(Step::new(pass, args))
}

/// The `llvm.target_triple` the standard lowering set.
fn target(ir: &Ir) -> Option<String> {
    match ir.attr(ir.top, dialect::ops::LLVM_TARGET_TRIPLE)? {
        dialect::ir::Attr::Str(s) => Some(s.clone()),
        _ => None,
    }
}

/// Each `arith.extsi` of a vector of 32 or 64 `i16` lanes to `i32` becomes
/// `aievec.ups` (shift 0): the AIE2 family sign-extends by moving a vector
/// up to an accumulator.
fn extensions_to_ups(ir: &mut Ir) {
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
