//! Printing the pieces of structured ops' syntax: loop headers with
//! iteration arguments, affine bounds, subscripts and map operands, and
//! mixed static/dynamic index lists.

use super::{Cursor, Printer};
use crate::ir::{AffineMap, Attr, DenseLit, Ir, OpId, Type, ValueId};
use crate::ops::format::TYPED_LISTS;
use crate::ops::structured::{constant_int, forall_lists, parallel_groups};
use crate::ops::{DYNAMIC, DYNAMIC_DIM};
use std::fmt::Write;

/// The number of dynamic entries (operands) of a mixed list attribute.
pub(super) fn dynamic_entries(a: &Attr) -> usize {
    match a {
        Attr::DenseArray(d) => d
            .vals
            .iter()
            .filter(|x| **x == DenseLit::Int(i128::from(DYNAMIC)))
            .count(),
        _ => 0,
    }
}

/// The case values of an `scf.index_switch` (none without `cases`).
pub(super) fn switch_cases(ir: &Ir, op: OpId) -> Vec<i64> {
    ir.attr(op, "cases")
        .map(crate::ops::access::dense_ints)
        .unwrap_or_default()
}

/// The affine map attribute `name` of `op`.
pub(super) fn map_attr(ir: &Ir, op: OpId, name: &str) -> Option<AffineMap> {
    match ir.attr(op, name)? {
        Attr::Opaque(text) => AffineMap::parse(text).ok(),
        _ => None,
    }
}

/// The `map` of an affine access or `affine.apply`.
pub(super) fn map_of(ir: &Ir, op: OpId) -> Option<AffineMap> {
    map_attr(ir, op, "map")
}

/// Whether the custom syntax of `affine.for` shows `op`'s bounds: each an
/// integer or a single SSA symbol (otherwise it is printed generically).
pub(super) fn prints_bounds(ir: &Ir, op: OpId) -> bool {
    let simple = |m: Option<AffineMap>| {
        m.is_some_and(|m| m.as_constant().is_some() || m.is_symbol_identity())
    };
    simple(map_attr(ir, op, "lowerBoundMap"))
        && simple(map_attr(ir, op, "upperBoundMap"))
        && matches!(ir.attr(op, "step"), Some(Attr::Int(..)))
}

impl Printer<'_> {
    /// The entry-block arguments of the first region of `id`.
    fn entry_args(&self, id: OpId) -> Vec<ValueId> {
        let ir = self.ir;
        ir[id]
            .regions()
            .first()
            .and_then(|&r| ir[r].blocks.first())
            .map(|&b| ir[b].args.clone())
            .unwrap_or_default()
    }

    /// ` iter_args(%a = %init, ...) -> (T, ...)` for the operands of `id`
    /// from `first` on, if there are any.
    pub(super) fn iter_args(&mut self, id: OpId, args: &[ValueId], first: usize) {
        let ir = self.ir;
        let inits = ir[id].operands.get(first..).unwrap_or_default();
        if inits.is_empty() {
            return;
        }
        self.out.push_str(" iter_args(");
        for (k, &init) in inits.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            if let Some(&a) = args.get(k) {
                self.value(a);
            }
            self.out.push_str(" = ");
            self.value(init);
        }
        let tys: Vec<String> = ir[id]
            .results
            .iter()
            .map(|&r| ir.type_of(r).to_string())
            .collect();
        let _ = write!(self.out, ") -> ({})", tys.join(", "));
    }

    /// `%v`, or `%v : T` when its type `T` is not the `default` of its place
    /// (mlir-aie's typed index lists and run-time scalars).
    pub(super) fn entry(&mut self, v: ValueId, default: &Type) {
        self.value(v);
        let ty = self.ir.type_of(v);
        if ty != default {
            let _ = write!(self.out, " : {ty}");
        }
    }

    /// `[0, %i, 4]`: the entries of attribute `name`, an operand for each dynamic one.
    pub(super) fn mixed_list(&mut self, id: OpId, name: &str, c: &mut Cursor) {
        let ir = self.ir;
        let typed = TYPED_LISTS.contains(&ir[id].name().as_str());
        self.out.push('[');
        if let Some(Attr::DenseArray(d)) = ir.attr(id, name) {
            for (k, x) in d.vals.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                match x {
                    DenseLit::Int(v) if *v == i128::from(DYNAMIC) => {
                        match ir[id].operands.get(c.operand) {
                            Some(&d) if typed => self.entry(d, &Type::I64),
                            Some(&d) => self.value(d),
                            None => {}
                        }
                        c.operand += 1;
                    }
                    DenseLit::Int(v) => {
                        let _ = write!(self.out, "{v}");
                    }
                    _ => {}
                }
            }
        }
        self.out.push(']');
    }

    /// `sizes = [...] strides = [...]` of attribute `name`, an operand for
    /// each size or stride known only at run time.
    pub(super) fn sizes_strides(&mut self, id: OpId, name: &str, c: &mut Cursor) {
        let Some(Attr::DimLayouts(dims)) = self.ir.attr(id, name) else {
            return;
        };
        let sizes: Vec<u64> = dims.iter().map(|d| d.0).collect();
        let strides: Vec<u64> = dims.iter().map(|d| d.1).collect();
        for (k, (word, list)) in [("sizes", sizes), ("strides", strides)]
            .into_iter()
            .enumerate()
        {
            if k > 0 {
                self.out.push(' ');
            }
            let _ = write!(self.out, "{word} = [");
            for (i, v) in list.into_iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if v == DYNAMIC_DIM {
                    if let Some(&d) = self.ir[id].operands.get(c.operand) {
                        self.entry(d, &Type::I64);
                    }
                    c.operand += 1;
                } else {
                    let _ = write!(self.out, "{v}");
                }
            }
            self.out.push(']');
        }
    }

    /// `%iv = lb to ub (step n)? (iter_args(...) -> (...))?`
    pub(super) fn affine_for_header(&mut self, id: OpId, c: &mut Cursor) {
        let ir = self.ir;
        let args = self.entry_args(id);
        if let Some(&iv) = args.first() {
            self.value(iv);
        }
        self.out.push_str(" = ");
        self.bound(id, "lowerBoundMap", c);
        self.out.push_str(" to ");
        self.bound(id, "upperBoundMap", c);
        if let Some(step) = ir.int_attr(id, "step").filter(|&s| s != 1) {
            let _ = write!(self.out, " step {step}");
        }
        self.iter_args(id, args.get(1..).unwrap_or_default(), c.operand);
        c.operand = ir[id].operands.len();
    }

    /// A bound of `affine.for`: its integer, or its SSA symbol operand.
    fn bound(&mut self, id: OpId, name: &str, c: &mut Cursor) {
        let Some(map) = map_attr(self.ir, id, name) else {
            return;
        };
        match map.as_constant() {
            Some(v) => {
                let _ = write!(self.out, "{v}");
            }
            None => {
                if let Some(&v) = self.ir[id].operands.get(c.operand) {
                    self.value(v);
                }
                c.operand += 1;
            }
        }
    }

    /// The name of operand `k` of `id` as written inline.
    fn operand_name(&self, id: OpId, k: usize) -> String {
        match self.ir[id].operands.get(k) {
            Some(&v) => match self.names.value(v) {
                Some(n) => format!("%{n}"),
                None => "%<<UNKNOWN>>".into(),
            },
            None => "%<<UNKNOWN>>".into(),
        }
    }

    /// `[%i + 1, symbol(%n)]`: the `map` of `id` over its operands.
    pub(super) fn affine_subscripts(&mut self, id: OpId, c: &mut Cursor) {
        let Some(map) = map_of(self.ir, id) else {
            return;
        };
        let first = c.operand;
        let name = |i: u32, sym: bool| {
            let k = first + if sym { map.dims + i } else { i } as usize;
            let n = self.operand_name(id, k);
            if sym {
                format!("symbol({n})")
            } else {
                n
            }
        };
        let shown = map.results_with(&name).join(", ");
        let _ = write!(self.out, "[{shown}]");
        c.operand += map.inputs();
    }

    /// `(%d, ...)[%s, ...]`: the operands of the `map` of `id`.
    pub(super) fn map_operands(&mut self, id: OpId, c: &mut Cursor) {
        let Some(map) = map_of(self.ir, id) else {
            return;
        };
        let names: Vec<String> = (c.operand..c.operand + map.inputs())
            .map(|k| self.operand_name(id, k))
            .collect();
        let (dims, syms) = names.split_at((map.dims as usize).min(names.len()));
        let _ = write!(self.out, "({})", dims.join(", "));
        if !syms.is_empty() {
            let _ = write!(self.out, "[{}]", syms.join(", "));
        }
        c.operand += map.inputs();
    }

    /// ` (%a = %init, ...) : (T, ...) -> R`
    pub(super) fn while_header(&mut self, id: OpId, c: &mut Cursor) {
        let ir = self.ir;
        let args = self.entry_args(id);
        let o = &ir[id];
        if !o.operands.is_empty() {
            self.out.push_str(" (");
            for (k, &init) in o.operands.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                if let Some(&a) = args.get(k) {
                    self.value(a);
                }
                self.out.push_str(" = ");
                self.value(init);
            }
            self.out.push(')');
        }
        let ty = Type::Function {
            inputs: o.operands.iter().map(|&v| ir.type_of(v).clone()).collect(),
            results: o.results.iter().map(|&v| ir.type_of(v).clone()).collect(),
        };
        let _ = write!(self.out, " : {ty}");
        c.operand = o.operands.len();
    }
}

/// The sizes and strides of `dims` that stand for operands.
pub(super) fn dynamic_dims(dims: &[(u64, u64)]) -> usize {
    dims.iter()
        .map(|&(s, t)| usize::from(s == DYNAMIC_DIM) + usize::from(t == DYNAMIC_DIM))
        .sum()
}

impl Printer<'_> {
    /// MLIR's optional arrow type list of the results of `id`: nothing
    /// without results, ` -> T` for one that is not a function type, else
    /// ` -> (T, ...)`.
    pub(super) fn arrow_types(&mut self, id: OpId) {
        let ir = self.ir;
        let tys: Vec<&Type> = ir[id].results.iter().map(|&r| ir.type_of(r)).collect();
        match tys[..] {
            [] => {}
            [t] if !matches!(t, Type::Function { .. }) => {
                let _ = write!(self.out, " -> {t}");
            }
            _ => {
                let tys: Vec<String> = tys.iter().map(|t| t.to_string()).collect();
                let _ = write!(self.out, " -> ({})", tys.join(", "));
            }
        }
    }

    /// `%a, %b, ...`: the values `vs`.
    fn value_list(&mut self, vs: &[ValueId]) {
        for (k, &v) in vs.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    /// `scf.parallel`'s `(%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)`,
    /// ` init (%v, ...)` and the arrow type list of its results.
    pub(super) fn parallel_header(&mut self, id: OpId, c: &mut Cursor) {
        let ir = self.ir;
        let ivs = self.entry_args(id);
        let Some([lb, ub, step, inits]) = parallel_groups(ir, id) else {
            return;
        };
        let ops = &ir[id].operands;
        self.out.push('(');
        self.value_list(&ivs);
        self.out.push_str(") = (");
        self.value_list(&ops[lb]);
        self.out.push_str(") to (");
        self.value_list(&ops[ub]);
        self.out.push_str(") step (");
        self.value_list(&ops[step]);
        self.out.push(')');
        if !inits.is_empty() {
            self.out.push_str(" init (");
            self.value_list(&ops[inits]);
            self.out.push(')');
        }
        self.arrow_types(id);
        c.operand = ops.len();
    }

    /// `(e, ...)`: the entries of a static list, an operand from `dynamic`
    /// for each dynamic one.
    fn index_list(&mut self, list: &[i64], dynamic: &mut impl Iterator<Item = ValueId>) {
        self.out.push('(');
        for (k, &v) in list.iter().enumerate() {
            if k > 0 {
                self.out.push_str(", ");
            }
            match v {
                DYNAMIC => {
                    if let Some(d) = dynamic.next() {
                        self.value(d);
                    }
                }
                v => {
                    let _ = write!(self.out, "{v}");
                }
            }
        }
        self.out.push(')');
    }

    /// `scf.forall`'s `(%i, ...) in (ub, ...)` when every lower bound is 0
    /// and every step 1 (an integer or a constant value), else `(%i, ...) =
    /// (lb, ...) to (ub, ...) step (s, ...)`; then ` shared_outs(%o = %v,
    /// ...) -> (T, ...)` when it has outputs.
    pub(super) fn forall_header(&mut self, id: OpId, c: &mut Cursor) {
        let ir = self.ir;
        let args = self.entry_args(id);
        let Some((lists, groups)) = forall_lists(ir, id) else {
            return;
        };
        let ops = &ir[id].operands;
        let rank = lists[0].len();
        let ivs = &args[..rank.min(args.len())];
        let is = |k: usize, want: i128| {
            let mut dynamic = ops[groups[k].clone()].iter();
            lists[k].iter().all(|&v| match v {
                DYNAMIC => dynamic
                    .next()
                    .is_some_and(|&d| constant_int(ir, d) == Some(want)),
                v => i128::from(v) == want,
            })
        };
        self.out.push('(');
        self.value_list(ivs);
        if is(0, 0) && is(2, 1) {
            self.out.push_str(") in ");
            self.index_list(&lists[1], &mut ops[groups[1].clone()].iter().copied());
        } else {
            self.out.push_str(") = ");
            self.index_list(&lists[0], &mut ops[groups[0].clone()].iter().copied());
            self.out.push_str(" to ");
            self.index_list(&lists[1], &mut ops[groups[1].clone()].iter().copied());
            self.out.push_str(" step ");
            self.index_list(&lists[2], &mut ops[groups[2].clone()].iter().copied());
        }
        let outs = &ops[groups[3].clone()];
        if !outs.is_empty() {
            self.out.push_str(" shared_outs(");
            for (k, &o) in outs.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                if let Some(&a) = args.get(rank + k) {
                    self.value(a);
                }
                self.out.push_str(" = ");
                self.value(o);
            }
            let tys: Vec<String> = ir[id]
                .results
                .iter()
                .map(|&r| ir.type_of(r).to_string())
                .collect();
            let _ = write!(self.out, ") -> ({})", tys.join(", "));
        }
        c.operand = ops.len();
    }
}
