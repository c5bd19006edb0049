//! The checks the op table gives every op ([`crate::ops::attr_defs`]): each
//! required attribute present and each declared attribute of its kind (MLIR's
//! ODS and property-conversion checks, with its wording), and each symbol
//! reference resolved to an op of a kind the table names, each integer inside
//! its declared bounds, and each op inside a parent the table allows.

use super::{Check, Cx};
use crate::diag::{did_you_mean, Diagnostic, Severity};
use crate::ir::{Attr, AttrName, OpId, OpKind};
use crate::ops::format::{scalar_admits, scalar_operand, ANY_INT_SCALARS};
use crate::ops::{attr_defs, attr_defs_at, AttrDef, Kind, Presence, Results, RunTime, OPS};
use crate::Ir;
use std::sync::OnceLock;

/// Whether `op` passes [`attributes`], and whether it has an attribute its
/// kind does not declare (found in one pass over its attributes, once per
/// op, when [`Cx`] is first asked, so that rules may read the ops that did
/// through their views).
pub(super) fn standing(ir: &Ir, op: OpId) -> (Standing, bool) {
    let Some(kind) = ir.kind(op) else {
        return (Standing::Fine, false);
    };
    let (standing, given, undeclared) = declared_standing(ir, op, kind);
    let defs = attr_defs(kind);
    // A scalar field given as an attribute was checked with the others.
    let absent = |&&i: &&usize| given >> i & 1 == 0;
    let standing = match standing {
        Standing::Fine
            if facts(kind)
                .scalars
                .iter()
                .filter(absent)
                .any(|&i| scalar_problem(ir, op, &defs[i]).is_some()) =>
        {
            Standing::Readable
        }
        s => s,
    };
    (standing, undeclared)
}

/// How an op stands against [`attributes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Standing {
    /// It passes.
    Fine,
    /// It fails, but each declared attribute it needs is there and of its
    /// kind (an integer out of its bounds, a scalar operand not constant):
    /// its view's accessors read it, as MLIR's getters read an op that
    /// failed its constraints.
    Readable,
    /// A required attribute is missing, or one is not of its kind.
    Unreadable,
}

/// Every declared attribute present when required, and of its kind.
pub(super) fn attributes(cx: &Cx, op: OpId) -> Check {
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    // Fine means every scalar field is too.
    if cx.standing(op) == Standing::Fine {
        return Ok(());
    }
    let defs = attr_defs(kind);
    for &i in &facts(kind).scalars {
        scalar(cx, op, &defs[i])?;
    }
    for def in attr_defs(kind) {
        match cx.ir.attr(op, def.name) {
            None if def.presence == Presence::Required && !def.scalar => {
                return Err(cx
                    .err(op, format!("requires attribute '{}'", def.name))
                    .help(format!("give the `{}` attribute", def.name)));
            }
            // MLIR checks inherent attributes when it converts them to properties.
            Some(a) if !def.admits(a) => {
                return Err(cx
                    .plain(
                        op,
                        format!(
                            "Invalid attribute `{}` in property conversion: {a}",
                            def.name
                        ),
                    )
                    .help(format!("`{}` must be {}", def.name, expected(def))));
            }
            Some(Attr::Int(v, _)) => within_bounds(cx, op, def, *v)?,
            _ => {}
        }
    }
    Ok(())
}

/// A warning for every attribute of `op` that the op does not declare but
/// that is a typo away from one it declares and lacks (`allocation_schem`):
/// MLIR keeps unknown attributes as discardable ones, so it is no error, but
/// the declared one the user meant is then missing.
pub(super) fn misspelt_attributes(cx: &Cx, op: OpId) -> Vec<Diagnostic> {
    let Some(kind) = cx.ir.kind(op).filter(|_| cx.has_undeclared(op)) else {
        return Vec::new();
    };
    let defs = attr_defs(kind);
    let attrs = cx.ir.attrs(op);
    let undeclared = |(name, _): &&(AttrName, Attr)| !defs.iter().any(|d| name.is(d.name));
    let given = |d: &&AttrDef| attrs.iter().any(|(n, _)| n.is(d.name));
    // Only a declared attribute the op lacks can be the one meant.
    let missing: Vec<&str> = defs.iter().filter(|d| !given(d)).map(|d| d.name).collect();
    attrs
        .iter()
        .filter(undeclared)
        .filter_map(|(name, _)| {
            let close = did_you_mean(name.as_str(), missing.iter().copied())?;
            let message = format!("unknown attribute '{}'", name.as_str());
            Some(
                Diagnostic::op_error(cx.span(op), cx.name(op), message)
                    .with_severity(Severity::Warning)
                    .with_help(format!(
                        "did you mean '{close}'? (an attribute the op does not declare is kept, and ignored)"
                    )),
            )
        })
        .collect()
}

/// How `op`'s declared attributes stand, found in one pass over its
/// attributes (which [`attributes`] then need not search one by one): each
/// declared one of its kind and within bounds, and all required ones there;
/// with the declared ones given (a bit per index in [`attr_defs`]) and
/// whether any other is.
fn declared_standing(ir: &Ir, op: OpId, kind: OpKind) -> (Standing, u64, bool) {
    let (defs, mut required, mut bounded) = (attr_defs(kind), 0, true);
    let (mut given, mut undeclared) = (0u64, false);
    for (name, a) in ir.attrs(op) {
        let Some(i) = defs.iter().position(|d| name.is(d.name)) else {
            undeclared = true;
            continue;
        };
        let def = &defs[i];
        given |= 1 << i;
        required += usize::from(def.presence == Presence::Required && !def.scalar);
        if !def.admits(a) {
            return (Standing::Unreadable, given, undeclared);
        }
        bounded &= match a {
            Attr::Int(v, _) => in_bounds(def, *v),
            _ => true,
        };
    }
    let standing = match (required == facts(kind).required, bounded) {
        (false, _) => Standing::Unreadable,
        (true, false) => Standing::Readable,
        (true, true) => Standing::Fine,
    };
    (standing, given, undeclared)
}

/// What is wrong with a scalar field of an op.
enum ScalarProblem {
    /// A required one is neither an attribute nor an operand.
    Missing,
    /// Operand `i`, holding it, is not an `i32`.
    Type(usize),
    /// Its operand is not a constant, nor allowed to be a value known only
    /// at run time.
    NotConstant,
}

/// A scalar field held as an operand is an `i32` `arith.constant`, a value
/// computed from a BD id of the pool, or (a field that may hold one, inside
/// a runtime sequence) any value known only at run time; a required one is
/// there as an operand or an attribute.
fn scalar_problem(ir: &Ir, op: OpId, def: &AttrDef) -> Option<ScalarProblem> {
    if ir.attr(op, def.name).is_some() {
        return None;
    }
    let Some(i) = scalar_operand(ir, op, def.name) else {
        return (def.presence == Presence::Required).then_some(ScalarProblem::Missing);
    };
    let v = ir[op].operands[i];
    if !scalar_admits(ir[op].name().as_str(), def.name, ir.type_of(v)) {
        return Some(ScalarProblem::Type(i));
    }
    let constant = ir
        .defining_op(v)
        .is_some_and(|d| ir.is(d, OpKind::ArithConstant))
        || crate::ops::access::from_pool(ir, v);
    let run_time_allowed = match def.runtime {
        RunTime::No => false,
        RunTime::Sequence => inside(ir, op, OpKind::RuntimeSequence),
        RunTime::CoreOrSequence => {
            inside(ir, op, OpKind::Core) || inside(ir, op, OpKind::RuntimeSequence)
        }
    };
    (!(constant || run_time_allowed)).then_some(ScalarProblem::NotConstant)
}

/// Whether `op` is in a DMA program (its BDs are configured, not run).
fn in_dma_program(ir: &Ir, op: OpId) -> bool {
    [OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma]
        .into_iter()
        .any(|k| inside(ir, op, k))
}

/// [`scalar_problem`] as an error.
fn scalar(cx: &Cx, op: OpId, def: &AttrDef) -> Check {
    let Some(problem) = scalar_problem(cx.ir, op, def) else {
        return Ok(());
    };
    Err(match problem {
        ScalarProblem::Missing => cx
            .err(op, format!("requires attribute '{}'", def.name))
            .help(format!("give the `{}` attribute", def.name)),
        ScalarProblem::Type(i) => {
            let ty = cx.ir.type_of(cx.ir[op].operands[i]);
            let (must, is) = match ANY_INT_SCALARS.contains(&(cx.ir[op].name().as_str(), def.name)) {
                true => ("signless integer or index", "an integer or index"),
                false => ("32-bit signless integer", "an i32"),
            };
            cx.err(op, format!("operand #{i} must be {must}, but got '{ty}'"))
                .help(format!("`{}` is {is} value", def.name))
        }
        ScalarProblem::NotConstant if def.runtime == RunTime::CoreOrSequence && in_dma_program(cx.ir, op) => cx
            .err(op, "lock value in a DMA/BD block must be a compile-time constant (defined by an arith.constant)")
            .help(format!("define `{}` with arith.constant: a BD's lock values are written into its registers", def.name)),
        ScalarProblem::NotConstant => cx
            .err(op, format!("'{}' must be a constant here", def.name))
            .help(match def.runtime {
                RunTime::Sequence => format!("define `{}` with arith.constant: only a runtime sequence takes values known at run time", def.name),
                RunTime::CoreOrSequence => format!("define `{}` with arith.constant: only a core or a runtime sequence computes it at run time", def.name),
                RunTime::No => format!("define `{}` with arith.constant: it is needed when compiling", def.name),
            }),
    })
}

/// Whether `op` is inside an op of `kind`.
fn inside(ir: &crate::Ir, op: OpId, kind: OpKind) -> bool {
    std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p)).any(|p| ir.is(p, kind))
}

/// Whether integer `v` is inside the bounds `def` declares, if any.
fn in_bounds(def: &AttrDef, v: i128) -> bool {
    match (def.bounds, def.kind) {
        (Some(b), Kind::Int(_) | Kind::OptInt(_)) => b.contains(v),
        _ => true,
    }
}

/// An integer attribute inside the range the table confines it to, with
/// MLIR's `ConfinedAttr` wording.
fn within_bounds(cx: &Cx, op: OpId, def: &AttrDef, v: i128) -> Check {
    let (Some(b), Kind::Int(t) | Kind::OptInt(t)) = (def.bounds, def.kind) else {
        return Ok(());
    };
    if in_bounds(def, v) {
        return Ok(());
    }
    let (name, min) = (def.name, b.min);
    let max = b
        .max
        .map_or(String::new(), |m| format!(" whose maximum value is {m}"));
    let allowed = b.max.map_or(format!("of at least {min}"), |m| {
        format!("from {min} to {m}")
    });
    Err(cx
        .err(
            op,
            format!(
                "attribute '{name}' failed to satisfy constraint: {} attribute whose minimum value is {min}{max}",
                t.describe()
            ),
        )
        .help(format!("`{name}` must be an integer {allowed}")))
}

/// What a value of `def` must be, for help lines.
fn expected(def: &AttrDef) -> String {
    match def.kind {
        Kind::Int(t) | Kind::OptInt(t) => {
            let (lo, hi) = t.range();
            format!("an integer from {lo} to {hi}")
        }
        Kind::Enum(k) => format!("one of {}", k.spellings()),
        k => format!("a {}", k.describe()),
    }
}

/// What the checks of this module need of each op kind, computed once from
/// the op table (its `|`-separated lists are not split per op).
struct Facts {
    /// The declared attributes that reference symbols.
    symbol_defs: Vec<&'static AttrDef>,
    /// The ops it may sit directly in (empty: anywhere).
    parents: Vec<&'static str>,
    /// How many declared attributes are required.
    required: usize,
    /// The scalar fields (an attribute or an operand), by index in [`attr_defs`].
    scalars: Vec<usize>,
}

/// The [`Facts`] of `kind`.
fn facts(kind: OpKind) -> &'static Facts {
    static FACTS: OnceLock<Vec<Facts>> = OnceLock::new();
    let all = FACTS.get_or_init(|| {
        (0..OPS.len())
            .map(|k| {
                let defs = attr_defs_at(k);
                // [`declared_standing`] keeps a bit per declared attribute.
                assert!(defs.len() <= 64, "{}: more than 64 attributes", OPS[k].name);
                Facts {
                    symbol_defs: defs
                        .iter()
                        .filter(|d| d.kind.symbol_targets().next().is_some())
                        .collect(),
                    parents: OPS[k].parent_ops().collect(),
                    required: defs
                        .iter()
                        .filter(|d| d.presence == Presence::Required && !d.scalar)
                        .count(),
                    scalars: (0..defs.len()).filter(|&i| defs[i].scalar).collect(),
                }
            })
            .collect()
    });
    &all[kind as usize]
}

/// Every symbol reference of a declared attribute names an op of a kind the
/// table allows, in an enclosing symbol table.
pub(super) fn symbols(cx: &Cx, op: OpId) -> Check {
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    for def in &facts(kind).symbol_defs {
        match cx.ir.attr(op, def.name) {
            Some(Attr::SymRef(path)) => {
                if let Some(name) = path.first() {
                    resolve(cx, op, def, name)?;
                }
            }
            Some(Attr::Array(items)) => {
                for name in items.iter().filter_map(Attr::as_sym) {
                    resolve(cx, op, def, name)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn resolve(cx: &Cx, op: OpId, def: &AttrDef, name: &str) -> Check {
    let targets: Vec<OpKind> = def
        .kind
        .symbol_targets()
        .filter_map(OpKind::from_name)
        .collect();
    if targets.iter().any(|&t| cx.lookup(op, name, t).is_some()) {
        return Ok(());
    }
    let what = targets
        .iter()
        .map(|t| format!("'{}'", t.name()))
        .collect::<Vec<_>>()
        .join(" or ");
    let fail = cx
        .err(
            op,
            format!(
                "attribute '{}' references '@{name}', which is not a {what} in scope",
                def.name
            ),
        )
        .help(
            targets
                .iter()
                .map(|&t| cx.symbol_help(op, name, t, ""))
                .find(|h| !h.is_empty())
                .unwrap_or_else(|| {
                    format!("define `@{name}` as {what} in this device, or name one that exists")
                }),
        );
    Err(match cx.lookup_any(op, name) {
        Some(other) => fail.note(
            cx.span(other),
            &format!("'@{name}' is defined here as '{}'", cx.name(other)),
        ),
        None => fail,
    })
}

/// A result the table derives from the operands (the element type of the
/// memref a load reads) has that type: the custom form does not spell it,
/// so another type would not survive printing (MLIR's `TypesMatchWith`).
pub(super) fn derived_result(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    let Some(kind) = ir.kind(op) else {
        return Ok(());
    };
    if OPS[kind as usize].results != Results::ElementOfFirstOperand {
        return Ok(());
    }
    let elem = ir[op]
        .operands
        .first()
        .and_then(|&m| ir.type_of(m).element());
    let result = ir[op].results.first().map(|&r| ir.type_of(r));
    match (elem, result) {
        (Some(elem), Some(result)) if elem != result => Err(cx
            .err(
                op,
                "failed to verify that result type matches element type of 'memref'",
            )
            .help(format!("the result is the memref's element, a '{elem}'"))),
        _ => Ok(()),
    }
}

/// The op's parent must be one of those the table allows.
pub(super) fn parent(cx: &Cx, op: OpId) -> Check {
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    let allowed = &facts(kind).parents;
    let parent = cx.ir.parent_op(op).map(|p| cx.name(p));
    if allowed.is_empty() || allowed.iter().any(|&a| Some(a) == parent) {
        return Ok(());
    }
    let message = match allowed[..] {
        [one] => format!("expects parent op '{one}'"),
        _ => format!("expects parent op to be one of '{}'", allowed.join(", ")),
    };
    let places: Vec<String> = allowed.iter().map(|p| format!("`{p}`")).collect();
    Err(cx.err(op, message).help(format!(
        "move this op directly into {}",
        places.join(" or ")
    )))
}
