//! Custom op syntax interpreted from the op table's formats: the pieces the
//! grammar generator (`syntax/generate.rs`) turns into pest rules, read here
//! directly. Successor operands and the specials other than entry arguments,
//! function signatures, `scf.for` headers and object FIFO ends decline.

use super::lexer::{Decline, R};
use super::Fast;
use crate::ir::{Attr, DenseLit, OpId, OpKind, Successor, Type};
use crate::ops::format::{
    april_first, april_format, format, is_operand, operand_at, operand_groups, Elem, Format,
    SEGMENT_SIZES, TYPED_LISTS,
};
use crate::ops::{AttrDef, Kind, Special, DYNAMIC, OPS};
use crate::syntax::build;
use build::{OpParts, OperandLists, Slot, FORWARD};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::sync::OnceLock;

/// The op-table index of the custom op spelled `name` (short and former
/// names too).
pub(super) fn op_by_name(name: &str) -> Option<usize> {
    static MAP: OnceLock<FxHashMap<&'static str, usize>> = OnceLock::new();
    let map = MAP.get_or_init(|| {
        let mut m = FxHashMap::default();
        for (i, d) in OPS.iter().enumerate() {
            if !d.generic_only() {
                m.entry(d.name).or_insert(i);
            }
        }
        for (i, d) in OPS.iter().enumerate() {
            if let Some(short) = d.short_name.filter(|_| !d.generic_only()) {
                m.insert(short, i);
            }
            for former in d.former_names() {
                m.insert(former, i);
            }
        }
        m
    });
    map.get(name).copied()
}

/// What one op's format has produced so far.
struct OpState<'a> {
    fmt: &'static Format,
    parts: OpParts<'a>,
    lists: OperandLists,
    /// Operands per operand group, for `operandSegmentSizes`.
    segments: Vec<i64>,
    /// The capture number of the next capturing element.
    cap: usize,
}

/// How many captures `elems` hold (numbered as the grammar generator does).
fn count_captures(elems: &[Elem]) -> usize {
    elems
        .iter()
        .map(|e| match e {
            Elem::Lit(_) => 0,
            Elem::Optional(inner) => count_captures(inner),
            _ => 1,
        })
        .sum()
}

/// Whether the first element of `elems` that reads input is a region.
fn region_first(elems: &[Elem]) -> bool {
    match elems
        .iter()
        .find(|e| !matches!(e, Elem::Lit(s) if s.trim_ascii().is_empty()))
    {
        Some(Elem::Region) => true,
        Some(Elem::Optional(inner)) => region_first(inner),
        _ => false,
    }
}

impl<'a> Fast<'a> {
    /// The custom form of `OPS[index]` after its name.
    pub(super) fn custom_op(&mut self, index: usize) -> R<OpId> {
        let op = self.ir.create_op(OpKind::ALL[index], Default::default());
        let Some(april) = april_format(index) else {
            return self.custom_op_in(op, index, format(index));
        };
        // The current syntax, else the April 2026 one (an op with two has no
        // regions, so only its operands and forward uses are undone).
        let (first, second) = match april_first(index) {
            true => (april, format(index)),
            false => (format(index), april),
        };
        let (pos, pending) = (self.lx.pos, self.pending());
        match self.custom_op_in(op, index, first) {
            Err(Decline) => {
                self.lx.pos = pos;
                self.ir[op].operands.clear();
                self.scopes
                    .last_mut()
                    .ok_or(Decline)?
                    .unresolved
                    .truncate(pending);
                self.custom_op_in(op, index, second)
            }
            done => done,
        }
    }

    /// How many forward uses the innermost scope has pending.
    fn pending(&self) -> usize {
        self.scopes.last().map_or(0, |s| s.unresolved.len())
    }

    /// Reads the custom form of `OPS[index]` in `fmt` into `op`.
    fn custom_op_in(&mut self, op: OpId, index: usize, fmt: &'static Format) -> R<OpId> {
        let def = &OPS[index];
        let mut st = OpState {
            fmt,
            parts: OpParts::default(),
            lists: OperandLists::new(),
            segments: vec![
                0;
                if fmt.segmented {
                    operand_groups(fmt.elems)
                } else {
                    0
                }
            ],
            cap: 0,
        };
        self.elems(op, fmt.elems, &mut st, false)?;
        self.entry_args.clear();
        if fmt.segmented {
            let sizes = crate::ops::access::dense_ints_attr(&st.segments, crate::ops::IntTy::I32);
            st.parts.attrs.push((Cow::Borrowed(SEGMENT_SIZES), sizes));
        }
        build::set_parsed_attrs(&mut self.ir, op, &mut st.parts.attrs, Default::default())
            .map_err(|_| Decline)?;
        let types = build::result_types(
            &self.ir,
            op,
            def.results,
            st.parts.result_types,
            st.parts.forward_first,
        );
        for t in types {
            self.ir.add_result(op, t);
        }
        Ok(op)
    }

    fn elems(&mut self, op: OpId, elems: &[Elem], st: &mut OpState<'a>, in_group: bool) -> R<()> {
        for (i, e) in elems.iter().enumerate() {
            match e {
                Elem::Lit(s) if s.trim_ascii().is_empty() => {}
                Elem::Lit(s) => self.lx.expect(s.trim_ascii())?,
                Elem::Optional(inner) => {
                    if self.group_starts(inner)? {
                        self.elems(op, inner, st, true)?;
                    } else {
                        st.cap += count_captures(inner);
                    }
                }
                Elem::AttrDict => {
                    st.cap += 1;
                    self.lx.skip();
                    if self.lx.peek() == Some(b'{') {
                        if in_group || region_first(&elems[i + 1..]) {
                            return Err(Decline);
                        }
                        self.attr_dict_into(&mut st.parts.attrs)?;
                    }
                }
                _ => {
                    let cap = st.cap;
                    st.cap += 1;
                    self.capture(op, e, cap, st)?;
                }
            }
        }
        Ok(())
    }

    /// Whether the optional group `inner` is written here: decided by its
    /// first token, declining where that does not settle it.
    fn group_starts(&mut self, inner: &[Elem]) -> R<bool> {
        self.lx.skip();
        let c = self.lx.peek();
        for e in inner {
            return Ok(match e {
                Elem::Lit(s) if s.trim_ascii().is_empty() => continue,
                Elem::Lit(s) => self.lx.rest().starts_with(s.trim_ascii()),
                Elem::Operand | Elem::Operands | Elem::TypedOperand if c == Some(b'%') => true,
                // An empty list: the group may start with what follows.
                Elem::Operands => continue,
                Elem::Operand | Elem::TypedOperand => false,
                Elem::Region => c == Some(b'{'),
                Elem::Attr(d) => self.attr_starts(d)?,
                Elem::ResultType | Elem::OperandType | Elem::OperandTypeAt(_) => {
                    self.type_may_start()
                }
                _ => return Err(Decline),
            });
        }
        Err(Decline)
    }

    /// Whether an attribute of `d`'s kind may start here.
    fn attr_starts(&mut self, d: &AttrDef) -> R<bool> {
        let c = self.lx.peek().unwrap_or(0);
        if d.runtime.any() && c == b'%' {
            // A value known only at run time: the full parser's.
            return Err(Decline);
        }
        Ok(match d.kind {
            Kind::Sym(_) | Kind::SymName => c == b'@',
            Kind::Int(_) => c == b'-' || c.is_ascii_digit(),
            Kind::OptInt(_) => c == b'-' || c == b'?' || c.is_ascii_digit(),
            Kind::Str => c == b'"',
            Kind::SizesStrides => self.lx.rest().starts_with("sizes"),
            Kind::Enum(_) | Kind::Device => c == b'"' || c == b'_' || c.is_ascii_alphabetic(),
            Kind::Bool => matches!(self.lx.word(), "true" | "false"),
            Kind::Visibility => matches!(self.lx.word(), "private" | "public" | "nested"),
            Kind::TypeAttr => self.type_may_start(),
            Kind::Flag => {
                let save = self.lx.pos;
                let kw = self.lx.keyword(d.name);
                self.lx.pos = save;
                kw
            }
            _ => return Err(Decline),
        })
    }

    /// One capturing element of a format.
    fn capture(&mut self, op: OpId, e: &Elem, cap: usize, st: &mut OpState<'a>) -> R<()> {
        match e {
            Elem::Operand => st.lists.last_single = Some(self.operand(op, cap, st)?),
            Elem::Scalar(d) => {
                let i = self.operand(op, cap, st)?;
                st.parts.scalars.push((d.name, i));
            }
            Elem::ScalarType(name) => {
                let t = self.ty()?;
                let i = build::scalar_index(&st.parts, name);
                self.check_type(&mut st.parts, i, &t)?;
            }
            Elem::Operands => self.operand_list(op, cap, st)?,
            Elem::TypedOperand => {
                let i = self.operand(op, cap, st)?;
                st.lists.last_single = Some(i);
                self.lx.expect(":")?;
                let t = self.ty()?;
                self.check_type(&mut st.parts, Some(i), &t)?;
            }
            Elem::OperandType => {
                let t = self.ty()?;
                self.check_type(&mut st.parts, st.lists.last_single, &t)?;
            }
            Elem::OperandTypeAt(n) => {
                let t = self.ty()?;
                let i = operand_at(*n, st.parts.operands.len());
                self.check_type(&mut st.parts, i, &t)?;
            }
            Elem::OperandTypes => {
                let tys = match self.type_may_start() {
                    true => self.type_list()?,
                    false => Vec::new(),
                };
                if tys.len() != st.lists.last_list.len() {
                    return Err(Decline);
                }
                for (&i, t) in st.lists.last_list.iter().zip(&tys) {
                    self.check_type(&mut st.parts, Some(i), t)?;
                }
            }
            Elem::ResultType => {
                let t = self.ty()?;
                st.parts.result_types.push(t);
            }
            Elem::ResultTypes => {
                let tys = self.parens_types()?;
                st.parts.result_types.extend(tys);
            }
            Elem::ResultTypeList => {
                let tys = self.type_list()?;
                st.parts.result_types.extend(tys);
            }
            Elem::FunctionType => {
                self.lx.skip();
                let Type::Function { inputs, results } = self.function_type()? else {
                    return Err(Decline);
                };
                if inputs.len() != st.parts.operands.len() {
                    return Err(Decline);
                }
                st.parts.result_types.extend(results);
            }
            Elem::Region => self.custom_region(op, st)?,
            Elem::Regions => {
                self.lx.expect("[")?;
                loop {
                    self.custom_region(op, st)?;
                    self.lx.skip();
                    if !self.lx.eat(",") {
                        break;
                    }
                }
                self.lx.expect("]")?;
            }
            Elem::AttrDictKw => {
                self.lx.skip();
                if self.lx.eat("attributes") {
                    self.attr_dict_into(&mut st.parts.attrs)?;
                }
            }
            Elem::Attr(d) if d.kind == Kind::Mixed => {
                let a = self.mixed_list(op, st)?;
                st.parts.attrs.push((Cow::Borrowed(d.name), a));
            }
            Elem::Attr(d) => self.attr_capture(d, st)?,
            Elem::Special(s) => self.special(*s, op, st)?,
            Elem::Successor | Elem::SuccessorArgs => {
                self.lx.skip();
                let name = self.lx.sigil_name(b'^').ok_or(Decline)?;
                let block = self.block_named(name)?;
                self.lx.skip();
                if self.lx.peek() == Some(b'(') {
                    // Successor operands: the full parser's.
                    return Err(Decline);
                }
                self.ir[op].successors.push(Successor {
                    block,
                    args: Default::default(),
                });
            }
            _ => return Err(Decline),
        }
        Ok(())
    }

    fn custom_region(&mut self, op: OpId, st: &mut OpState<'a>) -> R<()> {
        let r = self.ir.add_region(op);
        self.fill_region(r, true, None)?;
        st.parts.regions.push(r);
        Ok(())
    }

    /// `$name:kind` (an optional integer may be `?`: no attribute).
    fn attr_capture(&mut self, d: &AttrDef, st: &mut OpState<'a>) -> R<()> {
        self.lx.skip();
        if matches!(d.kind, Kind::OptInt(_)) && self.lx.eat("?") {
            return Ok(());
        }
        let a = self.kind_attr(d.kind, d.name)?;
        st.parts.attrs.push((Cow::Borrowed(d.name), a));
        Ok(())
    }

    /// `[0, %i, 4]`: the integers, `DYNAMIC` for each value, which becomes
    /// the next operand of `op` (the full parser's `mixed_list`; what it
    /// reports, declined).
    fn mixed_list(&mut self, op: OpId, st: &mut OpState<'a>) -> R<Attr> {
        self.lx.skip();
        self.lx.expect("[")?;
        let typed = TYPED_LISTS.contains(&self.ir[op].name().as_str());
        let items = self.list_until(b']', |f| {
            f.lx.skip();
            if f.lx.peek() != Some(b'%') {
                let v = build::int_value(f.lx.int_lit().ok_or(Decline)?).ok_or(Decline)?;
                if i64::try_from(v).is_err() || v == i128::from(DYNAMIC) {
                    return Err(Decline);
                }
                return Ok(DenseLit::Int(v));
            }
            let i = f.plain_operand(op, &mut st.parts)?;
            f.lx.skip();
            if f.lx.eat(":") {
                if !typed {
                    return Err(Decline);
                }
                let t = f.ty()?;
                f.check_type(&mut st.parts, Some(i), &t)?;
            }
            Ok(DenseLit::Int(i128::from(DYNAMIC)))
        })?;
        Ok(Attr::dense_array(Type::I64, items))
    }

    /// A value use as the next operand of `op`, counted in its group.
    fn operand(&mut self, op: OpId, cap: usize, st: &mut OpState<'a>) -> R<usize> {
        self.lx.skip();
        let name = self.lx.value_use().ok_or(Decline)?;
        if st.fmt.segmented && is_operand(&st.fmt.captures[cap]) {
            let group = st.fmt.captures[..cap]
                .iter()
                .filter(|e| is_operand(e))
                .count();
            st.segments[group] += 1;
        }
        Ok(self.push_operand(op, &mut st.parts, name))
    }

    /// `%*`: a possibly empty comma-separated operand list.
    fn operand_list(&mut self, op: OpId, cap: usize, st: &mut OpState<'a>) -> R<()> {
        self.lx.skip();
        if self.lx.peek() != Some(b'%') {
            return Ok(());
        }
        st.lists.last_list.clear();
        loop {
            let i = self.operand(op, cap, st)?;
            st.lists.last_list.push(i);
            let save = self.lx.pos;
            self.lx.skip();
            if !self.lx.eat(",") {
                self.lx.pos = save;
                return Ok(());
            }
            self.lx.skip();
            if self.lx.peek() != Some(b'%') {
                self.lx.pos = save;
                return Ok(());
            }
        }
    }

    /// A value use as the next operand of `op`, in no operand group.
    fn plain_operand(&mut self, op: OpId, parts: &mut OpParts<'a>) -> R<usize> {
        self.lx.skip();
        let name = self.lx.value_use().ok_or(Decline)?;
        Ok(self.push_operand(op, parts, name))
    }

    fn push_operand(&mut self, op: OpId, parts: &mut OpParts<'a>, name: &'a str) -> usize {
        let i = self.ir[op].operands.len();
        let v = self.use_name(op, Slot::Operand(i), name);
        self.ir[op].operands.push(v);
        parts.operands.push((v, name));
        i
    }

    /// Operand `idx` (if any) has type `ty`, as far as known.
    fn check_type(&self, parts: &mut OpParts<'a>, idx: Option<usize>, ty: &Type) -> R<()> {
        let Some(i) = idx else { return Ok(()) };
        let (v, _) = parts.operands[i];
        if v == FORWARD {
            if i == 0 {
                parts.forward_first = Some(ty.clone());
            }
            return Ok(());
        }
        let have = self.ir.type_of(v);
        if have != ty && *have != Type::None {
            return Err(Decline);
        }
        Ok(())
    }

    fn special(&mut self, s: Special, op: OpId, st: &mut OpState<'a>) -> R<()> {
        match s {
            Special::EntryArgs => {
                self.lx.expect("(")?;
                self.entry_args_rest()
            }
            Special::FuncSignature => {
                self.lx.expect("(")?;
                self.lx.skip();
                let inputs = if matches!(self.lx.peek(), Some(b'%' | b')')) {
                    self.entry_args_rest()?;
                    self.entry_args.iter().map(|a| a.1.clone()).collect()
                } else {
                    let tys = self.type_list()?;
                    self.lx.expect(")")?;
                    tys
                };
                self.lx.skip();
                let results = match self.lx.eat("->") {
                    true => self.results_type()?,
                    false => Vec::new(),
                };
                let fn_ty = Attr::ty(Type::Function { inputs, results });
                st.parts.attrs.push(("function_type".into(), fn_ty));
                Ok(())
            }
            Special::ForHeader => self.for_header(op, st),
            Special::FifoProducer => {
                self.plain_operand(op, &mut st.parts)?;
                if let Some(dims) = self.dims_after("dimensionsToStream")? {
                    let a = Attr::DimLayouts(dims);
                    st.parts.attrs.push(("dimensionsToStream".into(), a));
                }
                Ok(())
            }
            Special::FifoConsumers => {
                self.lx.expect("{")?;
                let per = self.list_until(b'}', |f| {
                    f.plain_operand(op, &mut st.parts)?;
                    Ok(f.dims_after("dimensionsFromStream")?.unwrap_or_default())
                })?;
                if per.is_empty() {
                    return Err(Decline);
                }
                if per.iter().any(|d| !d.is_empty()) {
                    let a = Attr::DimLayoutsPerConsumer(per);
                    st.parts
                        .attrs
                        .push(("dimensionsFromStreamPerConsumer".into(), a));
                }
                Ok(())
            }
            // Initial values are `dense<...>` literals, which pest reads.
            Special::FifoInit => {
                self.lx.skip();
                match self.lx.peek() == Some(b'=') {
                    true => Err(Decline),
                    false => Ok(()),
                }
            }
            _ => Err(Decline),
        }
    }

    /// `word [<size = s, stride = t>, ...]` if `word` is written here.
    fn dims_after(&mut self, word: &str) -> R<Option<Vec<(u64, u64)>>> {
        self.lx.skip();
        if !self.lx.eat(word) {
            return Ok(None);
        }
        self.lx.expect("[")?;
        let dims = self.list_until(b']', |f| {
            f.lx.expect("<")?;
            let size = f.field("size")?;
            f.lx.expect(",")?;
            let stride = f.field("stride")?;
            f.lx.expect(">")?;
            Ok((size, stride))
        })?;
        Ok(Some(dims))
    }

    /// `key = n`, `n` a non-negative integer.
    fn field(&mut self, key: &str) -> R<u64> {
        self.lx.expect(key)?;
        self.lx.expect("=")?;
        self.lx.skip();
        let v = build::int_value(self.lx.int_lit().ok_or(Decline)?).ok_or(Decline)?;
        u64::try_from(v).map_err(|_| Decline)
    }

    /// `entry_arg, ...)` after the opening parenthesis: the next region's
    /// arguments (their attributes and locations dropped, as pest's builder does).
    fn entry_args_rest(&mut self) -> R<()> {
        let args = self.list_until(b')', |f| {
            let name = f.lx.sigil_name(b'%').ok_or(Decline)?;
            f.lx.expect(":")?;
            let ty = f.ty()?;
            f.lx.skip();
            if f.lx.peek() == Some(b'{') {
                f.attr_dict()?;
            }
            f.lx.skip();
            f.lx.trailing_loc()?;
            Ok((name, ty))
        })?;
        self.entry_args.extend(args);
        Ok(())
    }

    /// `%iv = %lb to %ub step %s (iter_args(%a = %init, ...) -> types)? (: T)?`
    fn for_header(&mut self, op: OpId, st: &mut OpState<'a>) -> R<()> {
        self.lx.skip();
        let iv = self.lx.sigil_name(b'%').ok_or(Decline)?;
        for sep in ["=", "to", "step"] {
            self.lx.expect(sep)?;
            self.plain_operand(op, &mut st.parts)?;
        }
        let mut iters = Vec::new();
        let mut tys = Vec::new();
        self.lx.skip();
        if self.lx.eat("iter_args") {
            self.lx.expect("(")?;
            iters = self.list_until(b')', |f| {
                let name = f.lx.sigil_name(b'%').ok_or(Decline)?;
                f.lx.expect("=")?;
                f.plain_operand(op, &mut st.parts)?;
                Ok(name)
            })?;
            if iters.is_empty() {
                return Err(Decline);
            }
            self.lx.expect("->")?;
            tys = self.results_type()?;
            if tys.len() != iters.len() {
                return Err(Decline);
            }
        }
        self.lx.skip();
        let iv_ty = match self.lx.eat(":") {
            true => self.ty()?,
            false => Type::Index,
        };
        self.entry_args.push((iv, iv_ty));
        for (name, t) in iters.into_iter().zip(tys) {
            self.entry_args.push((name, t.clone()));
            st.parts.result_types.push(t);
        }
        Ok(())
    }
}
