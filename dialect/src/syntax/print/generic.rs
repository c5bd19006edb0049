//! MLIR 19's generic form of an op's attributes: the attributes its ODS
//! definition declares are properties (`<{...}>`), the rest discardable
//! attributes (`{...}`), each sorted by name as MLIR's dictionaries are.
//! Enumerations are their `I32EnumAttr` (`I64EnumAttr` for the arith
//! predicates) values, devices too; upstream ops get the properties MLIR
//! always sets ([`OpDef::implied`](crate::ops::OpDef::implied),
//! `operandSegmentSizes`).

use crate::ir::{AffineExpr, AffineMap, Attr, DenseLit, IntType, Ir, OpId, OpKind, Type};
use crate::ops::format::{format, SEGMENT_SIZES};
use crate::ops::{attr_defs, def, Kind, DYNAMIC};

type Entries = Vec<(String, Attr)>;

/// The op's (properties, discardable attributes).
pub(super) fn split_attrs(ir: &Ir, op: OpId) -> (Entries, Entries) {
    let o = &ir[op];
    let name: &str = o.name().as_ref();
    let kind = crate::ir::OpKind::from_name(name);
    let declared = |attr: &str| {
        kind.is_some_and(|k| {
            attr_defs(k).iter().any(|d| d.name == attr)
                && !def(k)
                    .discardable
                    .is_some_and(|d| d.split(' ').any(|x| x == attr))
        }) || (name == crate::ir::MODULE_OP && attr == crate::ops::SYM_NAME)
            || attr == SEGMENT_SIZES
    };
    let (mut props, mut attrs): (Entries, Entries) = (Vec::new(), Vec::new());
    for (k, v) in ir.attrs(op) {
        let v = generic_value(kind, k, v);
        if declared(k) {
            props.push((k.to_string(), v));
        } else {
            attrs.push((k.to_string(), v));
        }
    }
    if let Some((prop, value)) = kind.and_then(|k| def(k).implied) {
        if !props.iter().any(|(p, _)| p == prop) {
            props.push((prop.to_string(), Attr::Opaque(value.to_string())));
        }
    }
    // Computed unless the op holds them (one built from Python does).
    if kind.is_some_and(|k| def(k).segmented) && !props.iter().any(|(p, _)| p == SEGMENT_SIZES) {
        props.push((SEGMENT_SIZES.into(), segments(ir, op)));
    }
    for (k, v) in transfer_defaults(ir, op).into_iter().flatten() {
        if !props.iter().any(|(p, _)| *p == k) {
            props.push((k.into(), v));
        }
    }
    props.sort_by(|a, b| a.0.cmp(&b.0));
    attrs.sort_by(|a, b| a.0.cmp(&b.0));
    (props, attrs)
}

/// The values of an array of integers.
fn int_array(items: &[Attr]) -> Option<Vec<i128>> {
    items
        .iter()
        .map(|x| match x {
            Attr::Int(n, _) => Some(*n),
            _ => None,
        })
        .collect()
}

/// The properties a vector transfer always has in MLIR 19 and its custom
/// form leaves out at their defaults: `in_bounds` all false and
/// `permutation_map` the minor identity (the vector's rank of trailing
/// source dimensions).
fn transfer_defaults(ir: &Ir, op: OpId) -> Option<[(&'static str, Attr); 2]> {
    let o = &ir[op];
    let (source, vector) = match ir.kind(op)? {
        OpKind::VectorTransferRead => (*o.operands.first()?, *o.results.first()?),
        OpKind::VectorTransferWrite => (*o.operands.get(1)?, *o.operands.first()?),
        _ => return None,
    };
    // A use of a value defined further down has no type yet: its defaults
    // stay written out.
    if [source, vector].contains(&crate::syntax::build::FORWARD) {
        return None;
    }
    let rank = |t: &Type| match t {
        Type::MemRef { shape: Some(s), .. } | Type::Tensor { shape: Some(s), .. } => {
            Some(s.len() as u32)
        }
        Type::Vector { shape, .. } => Some(shape.len() as u32),
        _ => None,
    };
    let (n, k) = (rank(ir.type_of(source))?, rank(ir.type_of(vector))?);
    let map = AffineMap {
        dims: n,
        syms: 0,
        results: (n.checked_sub(k)?..n).map(AffineExpr::Dim).collect(),
    };
    Some([
        (
            "in_bounds",
            Attr::Array(vec![Attr::Bool(false); k as usize]),
        ),
        ("permutation_map", Attr::Opaque(map.to_string())),
    ])
}

/// An attribute as generic form stores it.
fn generic_value(kind: Option<crate::ir::OpKind>, name: &str, v: &Attr) -> Attr {
    match v {
        // An integer held by an operand: `i64`, which holds the marker.
        Attr::Int(n, _) if holds_operand(kind, name, v) => Attr::Int(*n, IntType::I64),
        Attr::Enum(k, i) if k.generic_as_attr() => {
            let (before, after) = k.generic_affixes().unwrap_or_default();
            Attr::Opaque(format!("{before}{}{after}", k.name(*i)))
        }
        Attr::DenseArray(d) if kind.is_some_and(|k| def(k).int_array == Some(name)) => {
            let ints = d.vals.iter().map(|x| match x {
                DenseLit::Int(n) => Some(Attr::Int(*n, IntType::I64)),
                _ => None,
            });
            ints.collect::<Option<_>>()
                .map_or_else(|| v.clone(), Attr::Array)
        }
        Attr::Enum(k, i) => Attr::Int(i128::from(k.value(*i)), k.storage()),
        Attr::Str(s)
            if kind
                .and_then(|k| crate::ops::attr_def(k, name))
                .map(|d| d.kind)
                == Some(Kind::Device) =>
        {
            aie_target::device::enum_value(s)
                .map_or_else(|| v.clone(), |n| Attr::Int(i128::from(n), IntType::I32))
        }
        _ => v.clone(),
    }
}

/// `array<i32: ...>`: how many operands each operand group of `op` has.
fn segments(ir: &Ir, op: OpId) -> Attr {
    let o = &ir[op];
    let sizes: Vec<usize> = if ir.is(op, crate::ir::OpKind::MemrefAlloca) {
        // No dynamic sizes, no symbol operands: aiec's allocations take none.
        vec![0, 0]
    } else if ir.is(op, crate::ir::OpKind::AffineFor) {
        // Lower-bound map inputs, upper-bound map inputs, then the inits.
        let inputs = |name| super::structured::map_attr(ir, op, name).map_or(0, |m| m.inputs());
        let (lower, upper) = (inputs("lowerBoundMap"), inputs("upperBoundMap"));
        vec![lower, upper, o.operands.len().saturating_sub(lower + upper)]
    } else if o.successors.is_empty() {
        // One leading operand, then the dynamic entries of each mixed list.
        let dynamic = |attr: &str| match ir.attr(op, attr) {
            Some(Attr::DenseArray(d)) => d
                .vals
                .iter()
                .filter(|x| matches!(x, DenseLit::Int(n) if *n == i128::from(DYNAMIC)))
                .count(),
            _ => 0,
        };
        vec![
            1,
            dynamic("static_offsets"),
            dynamic("static_sizes"),
            dynamic("static_strides"),
        ]
    } else {
        let mut v = vec![o.operands.len()];
        v.extend(o.successors.iter().map(|s| s.args.len()));
        v
    };
    Attr::dense_array(
        Type::I32,
        sizes
            .into_iter()
            .map(|n| DenseLit::Int(n as i128))
            .collect(),
    )
}

/// Whether `v`, attribute `name` of an op of `kind`, says an operand holds
/// its value, known only at run time.
fn holds_operand(kind: Option<crate::ir::OpKind>, name: &str, v: &Attr) -> bool {
    kind.and_then(|k| crate::ops::attr_def(k, name))
        .is_some_and(|d| d.holds_operand(v))
}

/// The inverse of [`split_attrs`] on a parsed generic op: enumeration and
/// device values back to their cases, implied properties dropped, and the
/// operands that belong to successors (by `operandSegmentSizes`, or all of
/// them for a single successor) moved to them.
pub(crate) fn from_generic(ir: &mut Ir, op: OpId) {
    let name = ir[op].name().to_string();
    let kind = crate::ir::OpKind::from_name(&name);
    let attrs = ir.take_attrs(op);
    let mut kept = Vec::with_capacity(attrs.len());
    let mut segments = None;
    for (k, v) in attrs {
        let op_def = kind.map(def);
        let attr_def = kind.and_then(|kd| crate::ops::attr_def(kd, &k));
        let implied = op_def
            .and_then(|d| d.implied)
            .is_some_and(|(p, val)| k == p && v == Attr::Opaque(val.to_string()));
        let v = match (attr_def.map(|d| d.kind), &v) {
            (Some(Kind::Enum(e)), Attr::Int(n, _)) => i64::try_from(*n)
                .ok()
                .and_then(|n| e.from_value(n))
                .map_or(v.clone(), |i| Attr::Enum(e, i)),
            (Some(Kind::Enum(e)), Attr::Opaque(text)) if e.generic_as_attr() => e
                .generic_affixes()
                .and_then(|(before, after)| text.strip_prefix(before)?.strip_suffix(after))
                .and_then(|case| e.lookup(case))
                .map_or(v.clone(), |i| Attr::Enum(e, i)),
            // A newer MLIR's dense form of an array of integers.
            (Some(Kind::Ints), Attr::DenseArray(d)) => {
                let ints = d.vals.iter().map(|x| match x {
                    DenseLit::Int(n) => Some(Attr::Int(*n, IntType::I64)),
                    _ => None,
                });
                ints.collect::<Option<_>>().map_or(v.clone(), Attr::Array)
            }
            (_, Attr::Array(items)) if op_def.is_some_and(|d| d.int_array == Some(&*k)) => {
                int_array(items).map_or(v.clone(), |ns| {
                    Attr::dense_array(Type::I64, ns.into_iter().map(DenseLit::Int).collect())
                })
            }
            (Some(Kind::Device), Attr::Int(n, _)) => {
                aie_target::device::enum_name(*n).map_or(v.clone(), |d| Attr::Str(d.to_string()))
            }
            (Some(Kind::Int(t)), Attr::Int(n, IntType::I64))
                if *n == i128::from(DYNAMIC) && attr_def.is_some_and(|d| d.runtime.any()) =>
            {
                Attr::Int(*n, t.ty())
            }
            _ => v,
        };
        if k == SEGMENT_SIZES && op_def.is_some_and(|d| d.segmented) {
            segments = Some(v);
        } else if !implied {
            kept.push((k, v));
        }
    }
    ir.set_attrs(op, kept);
    move_successor_operands(ir, op, segments);
    drop_omitted_regions(ir, op);
    drop_transfer_defaults(ir, op);
}

/// Drops a vector transfer's properties at the defaults its custom form
/// leaves out ([`transfer_defaults`]), as MLIR's printer elides them.
pub(crate) fn drop_transfer_defaults(ir: &mut Ir, op: OpId) {
    for (k, v) in transfer_defaults(ir, op).into_iter().flatten() {
        if ir.attr(op, k) == Some(&v) {
            ir.retain_attrs(op, |(name, _)| name.as_ref() != k);
        }
    }
}

/// An empty region the custom form leaves out (a declaration's body, an
/// empty `else`) is no region in aiec's IR.
fn drop_omitted_regions(ir: &mut Ir, op: OpId) {
    let Some(i) = ir[op].name().index() else {
        return;
    };
    let required = format(i).required_regions;
    while ir[op].regions().len() > required {
        let last = *ir[op].regions().last().expect("more regions than required");
        let empty = ir[last]
            .blocks
            .iter()
            .all(|&b| ir.is_empty_block(b) && ir[b].args.is_empty());
        if !empty {
            break;
        }
        ir.pop_region(op);
    }
}

fn move_successor_operands(ir: &mut Ir, op: OpId, segments: Option<Attr>) {
    let o = &mut ir[op];
    if o.successors.is_empty() || o.successors.iter().any(|s| !s.args.is_empty()) {
        return;
    }
    let sizes: Vec<usize> = match segments {
        Some(Attr::DenseArray(d)) => d
            .vals
            .iter()
            .map(|x| match x {
                DenseLit::Int(n) => usize::try_from(*n).unwrap_or(0),
                _ => 0,
            })
            .collect(),
        _ if o.successors.len() == 1 => vec![0, o.operands.len()],
        _ => return,
    };
    if sizes.len() != o.successors.len() + 1 || sizes.iter().sum::<usize>() != o.operands.len() {
        return;
    }
    let mut rest = &o.operands[sizes[0]..];
    for (s, &n) in o.successors.iter_mut().zip(&sizes[1..]) {
        let (args, tail) = rest.split_at(n);
        s.args = args.into();
        rest = tail;
    }
    o.operands.truncate(sizes[0]);
}
