//! The custom syntax of structured ops' pieces: loop headers with iteration
//! arguments (`scf.for`, `affine.for`, `scf.while`), affine subscripts and
//! map operands, and mixed static/dynamic index lists.

use super::{span_of, Builder, OpParts, Res, Slot};
use crate::diag::Diagnostic;
use crate::ir::affine::{parse_ssa_subscripts, AffineError};
use crate::ir::{AffineMap, Attr, DenseLit, IntType, OpId, Span, Type};
use crate::ops::format::TYPED_LISTS;
use crate::ops::DYNAMIC;
use crate::syntax::Rule;
use pest::iterators::Pair;

/// A loop-carried value: its name, where it is written, its type.
type IterArg<'a> = (&'a str, Span, Type);

impl<'a> Builder<'a> {
    /// `[0, %i, 4]`: the integers, `DYNAMIC` for each value, which becomes
    /// the next operand of `op`.
    pub(super) fn mixed_list(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<Attr> {
        let mut items = Vec::new();
        for x in q.into_inner() {
            if x.as_rule() == Rule::int_lit {
                let v = self.int(&x)?;
                if i64::try_from(v).is_err() || v == i128::from(DYNAMIC) {
                    return Err(self
                        .err(&x, "integer out of range for a static index")
                        .with_help(
                            "static offsets, sizes and strides are signed 64-bit integers",
                        ));
                }
                items.push(DenseLit::Int(v));
            } else {
                items.push(DenseLit::Int(i128::from(DYNAMIC)));
                if x.clone().into_inner().nth(1).is_some()
                    && !TYPED_LISTS.contains(&self.ir[op].name().as_str())
                {
                    return Err(self
                        .err(&x, "expected `,` or `]` after an index")
                        .with_help(
                            "the entries of this list are `index` values, written without a type",
                        ));
                }
                self.entry_operand(op, parts, x, None)?;
            }
        }
        Ok(Attr::dense_array(Type::I64, items))
    }

    /// An affine map attribute, kept in MLIR's canonical text.
    pub(super) fn affine_map_attr(&mut self, q: Pair<'a, Rule>) -> Res<Attr> {
        let span = span_of(&q);
        let written = q.as_str();
        let a = self.attr_value(q)?;
        let map = match &a {
            // Positions inside the text only when it is written here, not an alias.
            Attr::Opaque(text) if text == written => {
                AffineMap::parse(text).map_err(|e| affine_error(span.start as usize, text, &e))
            }
            Attr::Opaque(text) => {
                AffineMap::parse(text).map_err(|e| Diagnostic::error(span, e.message))
            }
            _ => Err(Diagnostic::error(
                span,
                format!("expected an affine map, got `{a}`"),
            )),
        };
        Ok(Attr::Opaque(
            map.map_err(|d| {
                d.with_help("write `affine_map<(d0, ...)[s0, ...] -> (...)>` or an alias of one")
            })?
            .to_string(),
        ))
    }

    /// `iter_args(%a = %init, ...) -> (T, ...)`: the inits become operands
    /// of `op`; `at` is where a count mismatch is reported.
    pub(super) fn iter_args(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
        at: Span,
    ) -> Res<Vec<IterArg<'a>>> {
        let mut names = Vec::new();
        let mut tys = Vec::new();
        for a in q.into_inner() {
            match a.as_rule() {
                Rule::iter_arg => {
                    let span = span_of(&a);
                    let mut ai = a.into_inner();
                    names.push((ai.next().expect("name").as_str(), span));
                    self.push_operand(op, parts, &ai.next().expect("init"));
                }
                Rule::type_list_parens => tys = self.parens_types(a)?,
                _ => tys = vec![self.ty(a)?],
            }
        }
        if names.len() != tys.len() {
            return Err(Diagnostic::error(
                at,
                format!(
                    "mismatch in number of loop-carried values and defined values: {} vs {}",
                    names.len(),
                    tys.len()
                ),
            ));
        }
        Ok(names
            .into_iter()
            .zip(tys)
            .map(|((n, s), t)| (n, s, t))
            .collect())
    }

    /// Declares the entry arguments of the next region: the induction
    /// variable of type `iv_ty`, then the loop-carried values, which are
    /// also the op's results.
    fn loop_args(
        &mut self,
        parts: &mut OpParts<'a>,
        iv: Pair<'a, Rule>,
        iv_ty: Type,
        iters: Vec<IterArg<'a>>,
    ) {
        self.entry_args.push((iv.as_str(), iv_ty, span_of(&iv)));
        for (name, span, t) in iters {
            self.entry_args.push((name, t.clone(), span));
            parts.result_types.push(t);
        }
    }

    /// `%iv = %lb to %ub step %s (iter_args(...) -> (...))? (: T)?`
    pub(super) fn for_header(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut it = q.into_inner();
        let iv = it.next().expect("iv");
        for _ in 0..3 {
            self.push_operand(op, parts, &it.next().expect("bound"));
        }
        let mut iv_ty = Type::Index;
        let mut iters = Vec::new();
        for rest in it {
            match rest.as_rule() {
                Rule::iter_args => iters = self.iter_args(op, parts, rest, span_of(&iv))?,
                _ => iv_ty = self.ty(rest)?,
            }
        }
        self.loop_args(parts, iv, iv_ty, iters);
        Ok(())
    }

    /// `%iv = lb to ub (step n)? (iter_args(...) -> (...))?`: the bounds
    /// become `lowerBoundMap` / `upperBoundMap` (an SSA bound an operand of
    /// `()[s0] -> (s0)`), the step `step`.
    pub(super) fn affine_for_header(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut it = q.into_inner();
        let iv = it.next().expect("iv");
        let lb = self.affine_bound(op, parts, it.next().expect("lower bound"))?;
        let ub = self.affine_bound(op, parts, it.next().expect("upper bound"))?;
        let mut step = 1;
        let mut iters = Vec::new();
        for rest in it {
            match rest.as_rule() {
                Rule::iter_args => iters = self.iter_args(op, parts, rest, span_of(&iv))?,
                _ => {
                    step = self.int(&rest)?;
                    if step <= 0 || i64::try_from(step).is_err() {
                        return Err(self
                            .err(
                                &rest,
                                "expected step to be representable as a positive signed integer",
                            )
                            .with_help("give a step of at least 1"));
                    }
                }
            }
        }
        parts
            .attrs
            .push(("lowerBoundMap".into(), Attr::Opaque(lb.to_string())));
        parts
            .attrs
            .push(("upperBoundMap".into(), Attr::Opaque(ub.to_string())));
        parts
            .attrs
            .push(("step".into(), Attr::Int(step, IntType::Index)));
        self.loop_args(parts, iv, Type::Index, iters);
        Ok(())
    }

    /// One bound of `affine.for`: an integer, or an SSA value (a symbol).
    fn affine_bound(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<AffineMap> {
        let b = q.into_inner().next().expect("bound");
        match b.as_rule() {
            Rule::int_lit => {
                let v = self.int(&b)?;
                let v = i64::try_from(v).map_err(|_| {
                    self.err(&b, "loop bound out of range")
                        .with_help("bounds are signed 64-bit integers")
                })?;
                Ok(AffineMap::constant(v))
            }
            Rule::value_use => {
                self.push_operand(op, parts, &b);
                Ok(AffineMap::symbol_identity())
            }
            _ => Err(self
                .err(
                    &b,
                    "affine.for bounds given by an affine map are not supported",
                )
                .with_help("write each bound as an integer or an SSA value")),
        }
    }

    /// `[%i + 1, symbol(%n)]`: the `map` over the values written, which
    /// become operands of `op` (dimensions in order of first use, then
    /// symbols).
    pub(super) fn affine_subscripts(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let text = q.into_inner().next().expect("subscripts");
        let base = text.as_span().start();
        let (map, uses) = parse_ssa_subscripts(text.as_str()).map_err(|e| {
            affine_error(base, text.as_str(), &e).with_help(
                "subscripts are affine expressions of SSA values: `%i * 4 + symbol(%n) - 1`",
            )
        })?;
        for u in uses {
            let span = Span::new(base + u.at, base + u.at + u.name.len());
            let slot = Slot::Operand(self.ir[op].operands.len());
            let v = self.use_name(op, slot, u.name, span);
            self.ir[op].operands.push(v);
            parts.operands.push((v, u.name));
        }
        parts
            .attrs
            .push(("map".into(), Attr::Opaque(map.to_string())));
        Ok(())
    }

    /// `(%d, ...)[%s, ...]` after a `map`: its dimension and symbol operands.
    pub(super) fn map_operands(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let span = span_of(&q);
        let map = parts.attrs.iter().rev().find_map(|(_, a)| match a {
            Attr::Opaque(t) => AffineMap::parse(t).ok(),
            _ => None,
        });
        let mut counts = [0u32; 2];
        for (k, list) in q.into_inner().enumerate() {
            for u in list.into_inner() {
                self.push_operand(op, parts, &u);
                counts[k.min(1)] += 1;
            }
        }
        let Some(map) = map else { return Ok(()) };
        let what = if counts[0] != map.dims {
            "dim operand count and affine map dim count must match"
        } else if counts[1] != map.syms {
            "symbol operand count and affine map symbol count must match"
        } else {
            return Ok(());
        };
        Err(Diagnostic::error(span, what).with_help(format!(
            "the map takes {} dimension(s) in `(...)` and {} symbol(s) in `[...]`",
            map.dims, map.syms
        )))
    }

    /// ` (%a = %init, ...) : (T, ...) -> R`: the inits are operands, the
    /// names the arguments of the first region, `R` the results.
    pub(super) fn while_header(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut names = Vec::new();
        let mut fn_ty = None;
        for a in q.into_inner() {
            if a.as_rule() == Rule::iter_arg {
                let span = span_of(&a);
                let mut ai = a.into_inner();
                names.push((ai.next().expect("name").as_str(), span));
                self.push_operand(op, parts, &ai.next().expect("init"));
            } else {
                fn_ty = Some((span_of(&a), self.ty(a)?));
            }
        }
        let Some((ty_span, Type::Function { inputs, results })) = fn_ty else {
            return Ok(());
        };
        if inputs.len() != names.len() {
            return Err(Diagnostic::error(
                ty_span,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    names.len(),
                    inputs.len()
                ),
            )
            .with_help("give one input type per `%arg = %init` pair"));
        }
        for (i, ((name, span), t)) in names.into_iter().zip(inputs).enumerate() {
            self.check_type(parts, i, &t, ty_span)?;
            self.entry_args.push((name, t, span));
        }
        parts.result_types.extend(results);
        Ok(())
    }

    /// `scf.index_switch`'s ` -> T, ...`, `case N {...}` and `default {...}`:
    /// the result types, `cases`, and the regions, the default one first.
    pub(super) fn switch_cases(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut cases = Vec::new();
        for p in q.into_inner() {
            match p.as_rule() {
                Rule::switch_types => {
                    for t in p.into_inner() {
                        parts.result_types.push(self.ty(t)?);
                    }
                }
                Rule::switch_case => {
                    let mut it = p.into_inner().skip(1);
                    let value = it.next().expect("case value");
                    let v = self.int(&value)?;
                    let v = i64::try_from(v).map_err(|_| {
                        self.err(&value, "integer out of range for a case value")
                            .with_help("case values are signed 64-bit integers")
                    })?;
                    cases.push(v);
                    self.region(op, it.next().expect("case region"), true)?;
                }
                Rule::region => {
                    let r = self.region(op, p, true)?;
                    self.ir.move_region_to_front(op, r);
                }
                _ => {}
            }
        }
        let cases = crate::ops::access::dense_ints_attr(&cases, crate::ops::IntTy::I64);
        parts.attrs.push(("cases".into(), cases));
        Ok(())
    }
}

/// An error of affine text that starts at byte `base` of the input.
fn affine_error(base: usize, text: &str, e: &AffineError) -> Diagnostic {
    let at = base + e.at.min(text.len());
    Diagnostic::error(Span::new(at, at + 1), e.message.clone())
}
