//! The custom syntax of structured ops' pieces: loop headers with iteration
//! arguments (`scf.for`, `affine.for`, `scf.while`), affine subscripts and
//! map operands, and mixed static/dynamic index lists.

use super::{span_of, Builder, OpParts, Res, Slot};
use crate::diag::Diagnostic;
use crate::ir::affine::{parse_ssa_subscripts, AffineError};
use crate::ir::{AffineMap, Attr, DenseLit, IntType, OpId, Span, Type};
use crate::ops::format::{SEGMENT_SIZES, TYPED_LISTS};
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

impl<'a> Builder<'a> {
    /// MLIR's optional arrow type list, ` -> T` or ` -> (T, ...)`: the
    /// result types.
    pub(super) fn arrow_types(&mut self, parts: &mut OpParts<'a>, q: Pair<'a, Rule>) -> Res<()> {
        for t in q.into_inner() {
            match t.as_rule() {
                Rule::type_list_parens => {
                    let tys = self.parens_types(t)?;
                    parts.result_types.extend(tys);
                }
                _ => {
                    let t = self.ty(t)?;
                    parts.result_types.push(t);
                }
            }
        }
        Ok(())
    }

    /// `%v, ...` inside parentheses as operands of `op` of type `index`;
    /// their indices among the operands.
    fn index_operands(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<Vec<usize>> {
        let mut out = Vec::new();
        for u in q.into_inner() {
            let span = span_of(&u);
            let i = self.push_operand(op, parts, &u);
            self.check_type(parts, i, &Type::Index, span)?;
            out.push(i);
        }
        Ok(out)
    }

    /// `scf.parallel`'s `(%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
    /// (init (%v, ...))? (-> T, ...)?`: the induction variables (`index`)
    /// become the body's arguments; the bounds, steps and initial values its
    /// operands, recorded in `operandSegmentSizes`.
    pub(super) fn parallel_header(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut ivs = Vec::new();
        let mut sizes = [0i64; 4];
        let mut group = 0;
        let mut inits = Vec::new();
        let mut results = OpParts::default();
        for p in q.into_inner() {
            match p.as_rule() {
                Rule::value_name => ivs.push((p.as_str(), span_of(&p))),
                Rule::paren_uses => {
                    let span = span_of(&p);
                    let list = self.index_operands(op, parts, p)?;
                    if list.len() != ivs.len() {
                        return Err(Diagnostic::error(
                            Span::new(span.start as usize, span.start as usize + 1),
                            format!("expected {} operands", ivs.len()),
                        )
                        .with_help("give one bound and one step per induction variable"));
                    }
                    sizes[group] = list.len() as i64;
                    group += 1;
                }
                Rule::parallel_init => {
                    for u in p.into_inner().skip(1).flat_map(|l| l.into_inner()) {
                        inits.push((self.push_operand(op, parts, &u), span_of(&u)));
                    }
                    sizes[3] = inits.len() as i64;
                }
                Rule::arrow_types => self.arrow_types(&mut results, p)?,
                _ => {}
            }
        }
        self.resolve_inits(op, parts, &inits, &results.result_types, "initial value")?;
        for (name, span) in ivs {
            self.entry_args.push((name, Type::Index, span));
        }
        parts.result_types.extend(results.result_types);
        let sizes = crate::ops::access::dense_ints_attr(&sizes, crate::ops::IntTy::I32);
        parts.attrs.push((SEGMENT_SIZES.into(), sizes));
        Ok(())
    }

    /// The values `inits` (operand index, where written) take `types`, one
    /// each (MLIR's `resolveOperands` at the op); `what` they are, for the
    /// help.
    fn resolve_inits(
        &mut self,
        op: OpId,
        parts: &OpParts<'a>,
        inits: &[(usize, Span)],
        types: &[Type],
        what: &str,
    ) -> Res<()> {
        if inits.len() != types.len() {
            return Err(Diagnostic::error(
                self.ir[op].span,
                format!(
                    "{} operands present, but expected {}",
                    inits.len(),
                    types.len()
                ),
            )
            .with_help(format!("give one result type per {what}")));
        }
        for (&(i, span), t) in inits.iter().zip(types) {
            self.check_type(parts, i, t, span)?;
        }
        Ok(())
    }

    /// `(1, %n, ...)`: the integers, `DYNAMIC` for each `index` value, which
    /// becomes the next operand of `op`.
    fn index_entries(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<(Vec<i64>, usize)> {
        let mut out = Vec::new();
        let mut dynamic = 0;
        for x in q.into_inner() {
            if x.as_rule() == Rule::int_lit {
                let v = self.int(&x)?;
                let v = i64::try_from(v)
                    .ok()
                    .filter(|&v| v != DYNAMIC)
                    .ok_or_else(|| {
                        self.err(&x, "integer out of range for a static index")
                            .with_help("static bounds and steps are signed 64-bit integers")
                    })?;
                out.push(v);
            } else {
                let span = span_of(&x);
                let i = self.push_operand(op, parts, &x);
                self.check_type(parts, i, &Type::Index, span)?;
                out.push(DYNAMIC);
                dynamic += 1;
            }
        }
        Ok((out, dynamic))
    }

    /// `scf.forall`'s `(%i, ...) in (ub, ...)` or `(%i, ...) = (lb, ...) to
    /// (ub, ...) step (s, ...)`, then `shared_outs(%o = %v, ...) -> (T, ...)`:
    /// the static entries in `staticLowerBound`, `staticUpperBound` and
    /// `staticStep`, the values operands (then the outputs), recorded in
    /// `operandSegmentSizes`; the body takes the induction variables
    /// (`index`) and one argument per output.
    pub(super) fn forall_header(
        &mut self,
        op: OpId,
        parts: &mut OpParts<'a>,
        q: Pair<'a, Rule>,
    ) -> Res<()> {
        let mut ivs = Vec::new();
        let mut lists = Vec::new();
        let mut sizes = [0i64; 4];
        let mut normalized = false;
        let mut outs = Vec::new();
        let mut out_args = Vec::new();
        let mut results = OpParts::default();
        for p in q.into_inner() {
            match p.as_rule() {
                Rule::value_name => ivs.push((p.as_str(), span_of(&p))),
                Rule::kw_in => normalized = true,
                Rule::paren_indices => {
                    if normalized {
                        // The upper bounds only: the lower bounds are 0, the steps 1.
                        lists.push(vec![0; ivs.len()]);
                        sizes[0] = 0;
                    }
                    let (list, dynamic) = self.index_entries(op, parts, p)?;
                    sizes[lists.len()] = dynamic as i64;
                    lists.push(list);
                    if normalized {
                        lists.push(vec![1; ivs.len()]);
                    }
                }
                Rule::shared_outs => {
                    for a in p.into_inner() {
                        match a.as_rule() {
                            Rule::iter_arg => {
                                let span = span_of(&a);
                                let mut ai = a.into_inner();
                                out_args.push((ai.next().expect("name").as_str(), span));
                                let u = ai.next().expect("output");
                                outs.push((self.push_operand(op, parts, &u), span_of(&u)));
                            }
                            Rule::arrow_types => self.arrow_types(&mut results, a)?,
                            _ => {}
                        }
                    }
                    sizes[3] = outs.len() as i64;
                }
                _ => {}
            }
        }
        self.resolve_inits(op, parts, &outs, &results.result_types, "shared output")?;
        for (name, span) in ivs {
            self.entry_args.push((name, Type::Index, span));
        }
        for ((name, span), t) in out_args.into_iter().zip(&results.result_types) {
            self.entry_args.push((name, t.clone(), span));
        }
        parts.result_types.extend(results.result_types);
        let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
        for (name, list) in names.into_iter().zip(lists) {
            let list = list
                .into_iter()
                .map(|v| DenseLit::Int(i128::from(v)))
                .collect();
            parts
                .attrs
                .push((name.into(), Attr::dense_array(Type::I64, list)));
        }
        let sizes = crate::ops::access::dense_ints_attr(&sizes, crate::ops::IntTy::I32);
        parts.attrs.push((SEGMENT_SIZES.into(), sizes));
        Ok(())
    }
}

/// An error of affine text that starts at byte `base` of the input.
fn affine_error(base: usize, text: &str, e: &AffineError) -> Diagnostic {
    let at = base + e.at.min(text.len());
    Diagnostic::error(Span::new(at, at + 1), e.message.clone())
}
