//! The checks the op table gives every op ([`crate::ops::attr_defs`]): each
//! required attribute present and each declared attribute of its kind (MLIR's
//! ODS and property-conversion checks, with its wording), and each symbol
//! reference resolved to an op of a kind the table names, each integer inside
//! its declared bounds, and each op inside a parent the table allows.

use super::{Check, Cx};
use crate::ir::{Attr, OpId};
use crate::ops::{attr_defs, attr_defs_at, def, AttrDef, Kind, Presence, OPS};
use std::sync::OnceLock;

/// Every declared attribute present when required, and of its kind.
pub(super) fn attributes(cx: &Cx, op: OpId) -> Check {
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    for def in attr_defs(kind) {
        match cx.attr(op, def.name) {
            None if def.presence == Presence::Required => {
                return Err(cx
                    .err(op, format!("requires attribute '{}'", def.name))
                    .help(format!("give the `{}` attribute", def.name)));
            }
            // MLIR checks inherent attributes when it converts them to properties.
            Some(a) if !def.kind.admits(a) => {
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

/// An integer attribute inside the range the table confines it to, with
/// MLIR's `ConfinedAttr` wording.
fn within_bounds(cx: &Cx, op: OpId, def: &AttrDef, v: i128) -> Check {
    let (Some(b), Kind::Int(t) | Kind::OptInt(t)) = (def.bounds, def.kind) else {
        return Ok(());
    };
    if b.contains(v) {
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

/// Every symbol reference of a declared attribute names an op of a kind the
/// table allows, in an enclosing symbol table.
pub(super) fn symbols(cx: &Cx, op: OpId) -> Check {
    static REFERS: OnceLock<Vec<bool>> = OnceLock::new();
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    let refers = REFERS.get_or_init(|| {
        (0..OPS.len())
            .map(|k| {
                attr_defs_at(k)
                    .iter()
                    .any(|d| d.kind.symbol_targets().next().is_some())
            })
            .collect()
    });
    if !refers[kind as usize] {
        return Ok(());
    }
    for def in attr_defs(kind) {
        if def.kind.symbol_targets().next().is_none() {
            continue;
        }
        for name in referenced(cx.attr(op, def.name)) {
            resolve(cx, op, def, name)?;
        }
    }
    Ok(())
}

/// The symbol names an attribute value references.
fn referenced(a: Option<&Attr>) -> Vec<&str> {
    match a {
        Some(Attr::SymRef(path)) => path.first().map(String::as_str).into_iter().collect(),
        Some(Attr::Array(items)) => items.iter().filter_map(Attr::as_sym).collect(),
        _ => Vec::new(),
    }
}

fn resolve(cx: &Cx, op: OpId, def: &AttrDef, name: &str) -> Check {
    let targets: Vec<&str> = def.kind.symbol_targets().collect();
    if targets.iter().any(|t| cx.lookup(op, name, t).is_some()) {
        return Ok(());
    }
    let what = targets
        .iter()
        .map(|t| format!("'{t}'"))
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
        .help(format!(
            "define `@{name}` as {what} in this device, or name one that exists"
        ));
    Err(match cx.lookup_any(op, name) {
        Some(other) => fail.note(
            cx.span(other),
            &format!("'@{name}' is defined here as '{}'", cx.name(other)),
        ),
        None => fail,
    })
}

/// The op's parent must be one of those the table allows.
pub(super) fn parent(cx: &Cx, op: OpId) -> Check {
    let Some(kind) = cx.ir.kind(op) else {
        return Ok(());
    };
    let allowed: Vec<&str> = def(kind).parent_ops().collect();
    if allowed.is_empty()
        || cx
            .ir
            .parent_op(op)
            .is_some_and(|p| allowed.contains(&cx.name(p)))
    {
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
