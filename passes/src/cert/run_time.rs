//! Values a runtime sequence knows only when it runs: sums of its scalar
//! arguments and constants (cert-lowering.md, "Values known at run time").
//! The ELF's loader puts an argument's value in an instruction field (a
//! `scalar_32` relocation); anything more is computed in a job-runner
//! register with MOV and ADD and written with WRITE_32_D.

use crate::netlist::op_error as err;
use dialect::ir::{At, Attr, OpId, OpKind, Span, ValueDef, ValueId, View};
use dialect::ops::views::{
    ArithConstant, CertAdd, CertMaskwrite32, CertMov, CertWrite32, CertWrite32D,
};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeMap;

type Res<T> = Result<T, Diagnostic>;

/// The ops whose values [`linear`] reads: they configure nothing themselves.
pub(super) const ARITHMETIC: [OpKind; 9] = [
    OpKind::ArithConstant,
    OpKind::ArithAddi,
    OpKind::ArithSubi,
    OpKind::ArithMuli,
    OpKind::ArithShli,
    OpKind::ArithIndexCast,
    OpKind::ArithExtsi,
    OpKind::ArithExtui,
    OpKind::ArithTrunci,
];

/// The most ADDs one value may take (a coefficient `c` takes `c`).
const MAX_ADDS: u32 = 64;

/// The register a value is computed in (each write computes its own).
const REGISTER: i64 = 0;

/// `Σ coefficient × argument + constant`, modulo 2³².
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Linear {
    /// Runtime-sequence argument index → coefficient.
    terms: BTreeMap<u32, u32>,
    constant: u32,
}

impl Linear {
    fn add(mut self, other: Linear) -> Linear {
        for (arg, c) in other.terms {
            let e = self.terms.entry(arg).or_default();
            *e = e.wrapping_add(c);
        }
        self.terms.retain(|_, c| *c != 0);
        self.constant = self.constant.wrapping_add(other.constant);
        self
    }

    fn scale(mut self, k: u32) -> Linear {
        for c in self.terms.values_mut() {
            *c = c.wrapping_mul(k);
        }
        self.terms.retain(|_, c| *c != 0);
        self.constant = self.constant.wrapping_mul(k);
        self
    }

    /// The constant, if no argument takes part.
    fn known(&self) -> Option<u32> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// The argument, if the value is exactly one argument.
    fn bare_argument(&self) -> Option<u32> {
        match (self.terms.iter().next(), self.terms.len(), self.constant) {
            (Some((&arg, 1)), 1, 0) => Some(arg),
            _ => None,
        }
    }
}

/// The linear form of `v`, used by `user`; an error at the op that computes
/// it otherwise.
pub(super) fn linear(ir: &Ir, v: ValueId, user: OpId) -> Res<Linear> {
    let def = match ir[v].def {
        ValueDef::BlockArg(block, i) => return argument(ir, block, i, user),
        ValueDef::Result(op, _) => op,
    };
    let operand = |i: usize| linear(ir, ir[def].operands[i], user);
    match ir.kind(def) {
        Some(OpKind::ArithConstant) => match ArithConstant::wrap(def).value(ir) {
            Attr::Int(c, _) => Ok(Linear {
                constant: *c as u32,
                ..Linear::default()
            }),
            _ => Err(not_computable(ir, def)),
        },
        Some(OpKind::ArithAddi) => Ok(operand(0)?.add(operand(1)?)),
        Some(OpKind::ArithSubi) => match operand(1)?.known() {
            Some(c) => Ok(operand(0)?.add(Linear {
                constant: c.wrapping_neg(),
                ..Linear::default()
            })),
            None => Err(
                err(ir, def, "subtracts a value known only at run time").with_help(
                    "CERT control code adds arguments (ADD); give the difference as an argument",
                ),
            ),
        },
        Some(OpKind::ArithMuli) => {
            let (a, b) = (operand(0)?, operand(1)?);
            match (a.known(), b.known()) {
                (_, Some(k)) => Ok(a.scale(k)),
                (Some(k), _) => Ok(b.scale(k)),
                _ => Err(
                    err(ir, def, "multiplies two values known only at run time").with_help(
                        "CERT control code adds arguments (ADD); give the product as an argument",
                    ),
                ),
            }
        }
        Some(OpKind::ArithShli) => match operand(1)?.known() {
            Some(k) if k < 32 => Ok(operand(0)?.scale(1 << k)),
            _ => Err(
                err(ir, def, "shifts by an amount known only at run time").with_help(
                    "CERT control code adds arguments (ADD); give the result as an argument",
                ),
            ),
        },
        Some(OpKind::ArithIndexCast | OpKind::ArithExtsi | OpKind::ArithExtui) => operand(0),
        Some(OpKind::ArithTrunci) if ir.type_of(v).bit_width().is_some_and(|w| w >= 32) => {
            operand(0)
        }
        _ => Err(not_computable(ir, def)),
    }
}

/// The linear form of the `value` operand of `op` (which has no constant
/// value).
pub(super) fn of_operand(ir: &Ir, op: OpId, operand: Option<ValueId>) -> Res<Linear> {
    match operand {
        Some(v) => linear(ir, v, op),
        None => {
            Err(err(ir, op, "requires attribute 'value'")
                .with_help("give the value as an i32 operand"))
        }
    }
}

/// Argument `i` of `block`: a scalar argument of the runtime sequence.
fn argument(ir: &Ir, block: dialect::ir::BlockId, i: u32, user: OpId) -> Res<Linear> {
    let owner = ir.block_owner(block);
    if !ir.is(owner, OpKind::RuntimeSequence) {
        return Err(err(
            ir,
            user,
            format!(
                "takes a value that '{}' defines, known only at run time",
                ir[owner].name()
            ),
        )
        .with_help(format!("CERT control code has no loops or branches: unroll the loop (--aie-unroll-runtime-sequence-loops needs constant bounds), or emit a C++ generator with --aie-npu-to-cpp: {}", crate::npu::to_cpp::ONE_COMMAND)));
    }
    Ok(Linear {
        terms: BTreeMap::from([(i, 1)]),
        constant: 0,
    })
}

pub(super) fn not_computable(ir: &Ir, op: OpId) -> Diagnostic {
    err(
        ir,
        op,
        format!(
            "computes a value the runtime sequence needs when it runs with '{}', which CERT control code cannot",
            ir[op].name()
        ),
    )
    .with_help(format!("CERT computes sums of arguments and constants (MOV, ADD): compute the value on the host and pass it as an argument, or emit a C++ generator with --aie-npu-to-cpp: {}", crate::npu::to_cpp::ONE_COMMAND))
}

/// Writes `value` to `address` before `at`: the argument itself through the
/// loader, else computed in a register.
pub(super) fn write(ir: &mut Ir, op: OpId, address: u32, value: &Linear) -> Res<()> {
    let span = ir[op].span;
    if let Some(arg) = value.bare_argument() {
        CertWrite32::build(ir, span)
            .address(i64::from(address))
            .value(0)
            .arg(i64::from(arg))
            .insert(At::Before(op));
        return Ok(());
    }
    compute(ir, op, span, value)?;
    CertWrite32D::build(ir, span)
        .address(i64::from(address))
        .value(REGISTER)
        .value_is_reg(true)
        .insert(At::Before(op));
    Ok(())
}

/// Writes argument `value` under `mask` to `address` before `op` (there is
/// no masked write of a register).
pub(super) fn mask_write(
    ir: &mut Ir,
    op: OpId,
    address: u32,
    mask: u32,
    value: &Linear,
) -> Res<()> {
    let Some(arg) = value.bare_argument() else {
        return Err(err(ir, op, "writes under a mask a value computed at run time")
            .with_help("MASK_WRITE_32 takes a constant or an argument the loader puts in; CERT has no masked write of a register: pass the value as an argument"));
    };
    CertMaskwrite32::build(ir, ir[op].span)
        .address(i64::from(address))
        .mask(i64::from(mask))
        .value(0)
        .arg(i64::from(arg))
        .insert(At::Before(op));
    Ok(())
}

/// MOV and ADDs computing `value` in [`REGISTER`] before `op`.
fn compute(ir: &mut Ir, op: OpId, span: Span, value: &Linear) -> Res<()> {
    let adds: u32 = value.terms.values().sum();
    if adds > MAX_ADDS {
        return Err(err(
            ir,
            op,
            format!("the value known at run time takes {adds} additions; at most {MAX_ADDS} are emitted"),
        )
        .with_help("CERT multiplies by adding (ADD): pass the product as an argument"));
    }
    let units = value
        .terms
        .iter()
        .flat_map(|(&arg, &c)| std::iter::repeat_n(arg, c as usize));
    CertMov::build(ir, span)
        .dest(REGISTER)
        .value(i64::from(value.constant))
        .insert(At::Before(op));
    for arg in units {
        CertAdd::build(ir, span)
            .dest(REGISTER)
            .value(0)
            .arg(i64::from(arg))
            .insert(At::Before(op));
    }
    Ok(())
}

/// Erases the [`ARITHMETIC`] ops of runtime sequence `seq` left without
/// users.
pub(super) fn drop_unused(ir: &mut Ir, seq: OpId) {
    let Some(block) = ir.entry_block(seq, 0) else {
        return;
    };
    loop {
        let used = crate::npu::used_values(ir, seq);
        let dead: Vec<OpId> = ir
            .ops_in(block)
            .filter(|&o| ARITHMETIC.iter().any(|&k| ir.is(o, k)))
            .filter(|&o| !ir[o].results.iter().any(|r| used.contains(r)))
            .collect();
        if dead.is_empty() {
            return;
        }
        for op in dead {
            ir.erase(op);
        }
    }
}
