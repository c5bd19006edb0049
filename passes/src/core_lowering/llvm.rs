//! Printing a standard-lowered core module in MLIR's LLVM dialect. One
//! rule per op ([`RULES`]); values keep their types but `index` (32 bits on
//! AIE) and memrefs and `!ptr.ptr`s (a bare `!llvm.ptr` to the first
//! element: every memref of a core has a static shape); a memref access is
//! a `llvm.getelementptr` by the element offset its indices and the type's
//! strides give, then `llvm.load` / `llvm.store`.

use dialect::ir::{Attr, BlockId, OpId, OpKind, Type, TypedEnum, ValueId};
use dialect::ops::views::{
    AievecUps, ArithCmpf, ArithCmpi, ArithConstant, FuncCall, FuncFunc, MemrefGetGlobal,
    MemrefGlobal, VectorShuffle,
};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;
use std::fmt::Write as _;

/// What an op becomes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rule {
    /// One LLVM op of the same operands and result type (`llvm.add`).
    Same(&'static str),
    /// A conversion (`llvm.sext %a : i16 to i32`).
    Cast(&'static str),
    /// `arith.index_cast(ui)`: the wider or narrower of sign / zero
    /// extension and truncation (none between equal widths).
    IndexCast { signed: bool },
    /// `llvm.icmp` / `llvm.fcmp` with the op's predicate.
    Compare(&'static str),
    /// `llvm.mlir.constant`.
    Constant,
    /// `llvm.select`.
    Select,
    /// `llvm.getelementptr` + `llvm.load` (`memref.load`, `vector.load`).
    Load,
    /// `llvm.getelementptr` + `llvm.store` (operand 0 stored).
    Store,
    /// The result is the operand's pointer (views, casts, `ptr.to_ptr`,
    /// `ptr.from_ptr`).
    SamePointer,
    /// Nothing to compute (`memref.assume_alignment`, `ptr.get_metadata`).
    Nothing,
    /// `llvm.getelementptr` by a number of bytes (`ptr.ptr_add`).
    ByteOffset,
    /// `llvm.mlir.addressof` (`memref.get_global`).
    AddressOf,
    /// `llvm.call`.
    Call,
    /// `llvm.return`.
    Return,
    /// `llvm.br`.
    Branch,
    /// `llvm.cond_br`.
    CondBranch,
    /// `llvm.shufflevector` (`vector.shuffle`).
    Shuffle,
    /// The architecture's accumulator intrinsic, per 512-bit half
    /// (`aievec.ups`).
    Ups,
}

use Rule::*;

/// Every op the core lowering lowers, and how.
pub(crate) const RULES: &[(OpKind, Rule)] = &[
    (OpKind::ArithAddi, Same("llvm.add")),
    (OpKind::ArithSubi, Same("llvm.sub")),
    (OpKind::ArithMuli, Same("llvm.mul")),
    (OpKind::ArithDivsi, Same("llvm.sdiv")),
    (OpKind::ArithDivui, Same("llvm.udiv")),
    (OpKind::ArithRemsi, Same("llvm.srem")),
    (OpKind::ArithRemui, Same("llvm.urem")),
    (OpKind::ArithAndi, Same("llvm.and")),
    (OpKind::ArithOri, Same("llvm.or")),
    (OpKind::ArithXori, Same("llvm.xor")),
    (OpKind::ArithShli, Same("llvm.shl")),
    (OpKind::ArithShrsi, Same("llvm.ashr")),
    (OpKind::ArithShrui, Same("llvm.lshr")),
    (OpKind::ArithAddf, Same("llvm.fadd")),
    (OpKind::ArithSubf, Same("llvm.fsub")),
    (OpKind::ArithMulf, Same("llvm.fmul")),
    (OpKind::ArithDivf, Same("llvm.fdiv")),
    (OpKind::ArithNegf, Same("llvm.fneg")),
    (OpKind::ArithExtsi, Cast("llvm.sext")),
    (OpKind::ArithExtui, Cast("llvm.zext")),
    (OpKind::ArithTrunci, Cast("llvm.trunc")),
    (OpKind::ArithSitofp, Cast("llvm.sitofp")),
    (OpKind::ArithUitofp, Cast("llvm.uitofp")),
    (OpKind::ArithFptosi, Cast("llvm.fptosi")),
    (OpKind::ArithFptoui, Cast("llvm.fptoui")),
    (OpKind::ArithExtf, Cast("llvm.fpext")),
    (OpKind::ArithTruncf, Cast("llvm.fptrunc")),
    (OpKind::ArithBitcast, Cast("llvm.bitcast")),
    (OpKind::ArithIndexCast, IndexCast { signed: true }),
    (OpKind::ArithIndexCastui, IndexCast { signed: false }),
    (OpKind::ArithCmpi, Compare("llvm.icmp")),
    (OpKind::ArithCmpf, Compare("llvm.fcmp")),
    (OpKind::ArithConstant, Constant),
    (OpKind::ArithSelect, Select),
    (OpKind::MemrefLoad, Load),
    (OpKind::VectorLoad, Load),
    (OpKind::MemrefStore, Store),
    (OpKind::VectorStore, Store),
    (OpKind::MemrefCollapseShape, SamePointer),
    (OpKind::MemrefExpandShape, SamePointer),
    (OpKind::MemrefCast, SamePointer),
    (OpKind::BuiltinUnrealizedConversionCast, SamePointer),
    (OpKind::PtrToPtr, SamePointer),
    (OpKind::PtrFromPtr, SamePointer),
    (OpKind::MemrefAssumeAlignment, Nothing),
    (OpKind::PtrGetMetadata, Nothing),
    (OpKind::PtrPtrAdd, ByteOffset),
    (OpKind::MemrefGetGlobal, AddressOf),
    (OpKind::FuncCall, Call),
    (OpKind::FuncReturn, Return),
    (OpKind::CfBr, Branch),
    (OpKind::CfCondBr, CondBranch),
    (OpKind::VectorShuffle, Shuffle),
    (OpKind::AievecUps, Ups),
];

fn rule(kind: OpKind) -> Option<Rule> {
    RULES.iter().find(|(k, _)| *k == kind).map(|&(_, r)| r)
}

/// The accumulator intrinsic moving 512 bits of `from`-bit lanes to
/// `to`-bit lanes on `arch`: its name, its result type, and whether that
/// is the 1024-bit accumulator as `vector<16xi64>` (AIE2), bit-cast back.
fn ups_intrinsic(arch: &str, from: u64, to: u64) -> Option<(String, &'static str, bool)> {
    match (arch, from, to) {
        ("aie2p", 16, 32) => Some((
            "xllvm.intr.aie2p.acc32.v32.I512.ups".into(),
            "vector<32xi32>",
            false,
        )),
        ("aie2", 16, 32) => Some((
            "xllvm.intr.aie2.acc32.v32.I512.ups".into(),
            "vector<16xi64>",
            true,
        )),
        _ => None,
    }
}

/// The module `ir` (standard-lowered for the core at `tile`) in the LLVM
/// dialect.
pub(crate) fn emit(ir: &Ir, arch: &str, tile: (i64, i64)) -> Result<String, Diagnostic> {
    let mut e = Emitter {
        ir,
        arch,
        tile,
        out: String::new(),
        names: HashMap::new(),
        blocks: HashMap::new(),
        next: 0,
    };
    let _ = writeln!(
        e.out,
        "module attributes {{llvm.target_triple = \"{arch}\"}} {{"
    );
    for op in ir.ops_in(ir.top_block()).collect::<Vec<_>>() {
        match ir.kind(op) {
            Some(OpKind::MemrefGlobal) => e.global(op)?,
            Some(OpKind::FuncFunc) => e.function(op)?,
            _ => return Err(e.no_rule(op)),
        }
    }
    e.out.push_str("}\n");
    Ok(e.out)
}

struct Emitter<'a> {
    ir: &'a Ir,
    arch: &'a str,
    tile: (i64, i64),
    out: String,
    /// Each value's name (`%3`, `%arg0`); an aliased pointer the name of
    /// the pointer it is.
    names: HashMap<ValueId, String>,
    blocks: HashMap<BlockId, String>,
    next: usize,
}

impl Emitter<'_> {
    fn no_rule(&self, op: OpId) -> Diagnostic {
        let o = &self.ir[op];
        Diagnostic::op_error(
            o.span,
            o.name(),
            format!(
                "has no lowering to the LLVM dialect (in the core of tile ({}, {}))",
                self.tile.0, self.tile.1
            ),
        )
        .with_help("the core lowering lowers arith, cf, func, memref, vector.load/store/shuffle, ptr and aievec.ups ops (docs/passes.md, \"Core lowering\")")
    }

    fn unsupported(&self, op: OpId, what: String) -> Diagnostic {
        let o = &self.ir[op];
        Diagnostic::op_error(
            o.span,
            o.name(),
            format!(
                "cannot be lowered to the LLVM dialect: {what} (in the core of tile ({}, {}))",
                self.tile.0, self.tile.1
            ),
        )
        .with_help("see docs/passes.md, \"Core lowering\", for what the lowering takes")
    }

    /// The LLVM dialect type of a value of type `t`.
    fn ty(&self, op: OpId, t: &Type) -> Result<String, Diagnostic> {
        llvm_type(t).ok_or_else(|| self.unsupported(op, format!("type {t}")))
    }

    fn name(&self, v: ValueId) -> String {
        self.names
            .get(&v)
            .cloned()
            .unwrap_or_else(|| "%<undefined>".into())
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    fn def(&mut self, v: ValueId) -> String {
        let n = self.fresh();
        self.names.insert(v, n.clone());
        n
    }

    fn line(&mut self, s: &str) {
        let _ = writeln!(self.out, "    {s}");
    }

    /// A new `llvm.mlir.constant` of `i32` value `v`.
    fn int_constant(&mut self, v: i64) -> String {
        let n = self.fresh();
        self.line(&format!("{n} = llvm.mlir.constant({v} : i32) : i32"));
        n
    }

    fn global(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let Some(g) = ir.view::<MemrefGlobal>(op) else {
            return Err(self.unsupported(op, "a global that is no memref.global".into()));
        };
        let (name, t) = (g.sym_name(ir), g.type_attr(ir));
        let ty =
            array_type(t).ok_or_else(|| self.unsupported(op, format!("global of type {t}")))?;
        let _ = writeln!(
            self.out,
            "  llvm.mlir.global external @{name}() {{addr_space = 0 : i32}} : {ty}"
        );
        Ok(())
    }

    fn function(&mut self, f: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let Some(func) = ir.view::<FuncFunc>(f) else {
            return Err(self.unsupported(f, "a function that is no func.func".into()));
        };
        let (name, fty) = (func.sym_name(ir).to_string(), func.function_type(ir));
        let Type::Function { inputs, results } = fty else {
            return Err(self.unsupported(f, format!("function type {fty}")));
        };
        let ins = inputs
            .iter()
            .map(|t| self.ty(f, t))
            .collect::<Result<Vec<_>, _>>()?;
        let outs = results
            .iter()
            .map(|t| self.ty(f, t))
            .collect::<Result<Vec<_>, _>>()?;
        let ret = match &outs[..] {
            [] => String::new(),
            [t] => format!(" -> {t}"),
            // Several results are one struct, as MLIR's func-to-llvm packs them.
            _ => format!(" -> !llvm.struct<({})>", outs.join(", ")),
        };
        let Some(entry) = ir.entry_block(f, 0) else {
            let _ = writeln!(
                self.out,
                "  llvm.func @{name}({}){ret} attributes {{sym_visibility = \"private\"}}",
                ins.join(", ")
            );
            return Ok(());
        };
        if outs.len() > 1 {
            return Err(self.unsupported(f, "a function of several results".into()));
        }
        self.names.clear();
        self.blocks.clear();
        self.next = 0;
        let args: Vec<String> = ir[entry]
            .args
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                self.names.insert(a, format!("%arg{i}"));
                format!("%arg{i}: {}", ins[i])
            })
            .collect();
        let _ = writeln!(self.out, "  llvm.func @{name}({}){ret} {{", args.join(", "));
        let region = ir[f].regions()[0];
        let blocks = ir[region].blocks.clone();
        for (i, &b) in blocks.iter().enumerate() {
            self.blocks.insert(b, format!("^bb{i}"));
        }
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                let mut args = Vec::new();
                for &a in &ir[b].args {
                    let t = self.ty(f, ir.type_of(a))?;
                    args.push(format!("{}: {t}", self.def(a)));
                }
                let head = match args.is_empty() {
                    true => format!("  ^bb{i}:"),
                    false => format!("  ^bb{i}({}):", args.join(", ")),
                };
                let _ = writeln!(self.out, "{head}");
            }
            for op in ir.ops_in(b).collect::<Vec<_>>() {
                self.op(op)?;
            }
        }
        self.out.push_str("  }\n");
        Ok(())
    }

    fn op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let rule = ir.kind(op).and_then(rule).ok_or_else(|| self.no_rule(op))?;
        let o = &ir[op];
        let arg = |k: usize| o.operands[k];
        match rule {
            Same(name) => {
                let t = self.ty(op, ir.type_of(o.results[0]))?;
                let operands: Vec<String> = o.operands.iter().map(|&v| self.name(v)).collect();
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = {name} {} : {t}", operands.join(", ")));
            }
            Cast(name) => {
                let (from, to) = (
                    self.ty(op, ir.type_of(arg(0)))?,
                    self.ty(op, ir.type_of(o.results[0]))?,
                );
                let a = self.name(arg(0));
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = {name} {a} : {from} to {to}"));
            }
            IndexCast { signed } => {
                let (from, to) = (ir.type_of(arg(0)), ir.type_of(o.results[0]));
                let (fw, tw) = (index_width(from), index_width(to));
                let a = self.name(arg(0));
                let name = match (fw.cmp(&tw), signed) {
                    (std::cmp::Ordering::Equal, _) => {
                        self.names.insert(o.results[0], a);
                        return Ok(());
                    }
                    (std::cmp::Ordering::Greater, _) => "llvm.trunc",
                    (_, true) => "llvm.sext",
                    (_, false) => "llvm.zext",
                };
                let (ft, tt) = (self.ty(op, from)?, self.ty(op, to)?);
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = {name} {a} : {ft} to {tt}"));
            }
            Compare(name) => {
                let predicate = match (ir.view::<ArithCmpi>(op), ir.view::<ArithCmpf>(op)) {
                    (Some(c), _) => c.predicate(ir).name(),
                    (_, Some(c)) => c.predicate(ir).name(),
                    _ => return Err(self.unsupported(op, "a comparison of another kind".into())),
                };
                let t = self.ty(op, ir.type_of(arg(0)))?;
                let (a, b) = (self.name(arg(0)), self.name(arg(1)));
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = {name} \"{predicate}\" {a}, {b} : {t}"));
            }
            Constant => {
                let ty = ir.type_of(o.results[0]);
                let t = self.ty(op, ty)?;
                let value = match ir.view::<ArithConstant>(op).map(|c| c.value(ir)) {
                    Some(Attr::Int(v, _)) => format!("{v} : {t}"),
                    Some(a)
                        if !matches!(ty, Type::Index)
                            && !ty.element().is_some_and(|e| *e == Type::Index) =>
                    {
                        a.to_string()
                    }
                    _ => return Err(self.unsupported(op, format!("constant of type {ty}"))),
                };
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = llvm.mlir.constant({value}) : {t}"));
            }
            Select => {
                let (ct, t) = (
                    self.ty(op, ir.type_of(arg(0)))?,
                    self.ty(op, ir.type_of(o.results[0]))?,
                );
                let (c, a, b) = (self.name(arg(0)), self.name(arg(1)), self.name(arg(2)));
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = llvm.select {c}, {a}, {b} : {ct}, {t}"));
            }
            Load => {
                let p = self.element(op, arg(0), &o.operands[1..])?;
                let t = self.ty(op, ir.type_of(o.results[0]))?;
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = llvm.load {p} : !llvm.ptr -> {t}"));
            }
            Store => {
                let p = self.element(op, arg(1), &o.operands[2..])?;
                let t = self.ty(op, ir.type_of(arg(0)))?;
                let v = self.name(arg(0));
                self.line(&format!("llvm.store {v}, {p} : {t}, !llvm.ptr"));
            }
            SamePointer => {
                let p = self.name(arg(0));
                self.names.insert(o.results[0], p);
            }
            Nothing => {}
            ByteOffset => {
                let (p, by) = (self.name(arg(0)), self.name(arg(1)));
                let t = self.ty(op, ir.type_of(arg(1)))?;
                let r = self.def(o.results[0]);
                self.line(&format!(
                    "{r} = llvm.getelementptr {p}[{by}] : (!llvm.ptr, {t}) -> !llvm.ptr, i8"
                ));
            }
            AddressOf => {
                let Some(g) = ir.view::<MemrefGetGlobal>(op).map(|g| g.name(ir)) else {
                    return Err(self.unsupported(op, "a global without a name".into()));
                };
                let r = self.def(o.results[0]);
                self.line(&format!("{r} = llvm.mlir.addressof @{g} : !llvm.ptr"));
            }
            Call => {
                let Some(callee) = ir.view::<FuncCall>(op).map(|c| c.callee(ir)) else {
                    return Err(self.unsupported(op, "a call without a callee".into()));
                };
                let args: Vec<String> = o.operands.iter().map(|&v| self.name(v)).collect();
                let ins = o
                    .operands
                    .iter()
                    .map(|&v| self.ty(op, ir.type_of(v)))
                    .collect::<Result<Vec<_>, _>>()?;
                if o.results.len() > 1 {
                    return Err(self.unsupported(op, "a call of several results".into()));
                }
                let outs = o
                    .results
                    .iter()
                    .map(|&v| self.ty(op, ir.type_of(v)))
                    .collect::<Result<Vec<_>, _>>()?;
                let sig = format!(
                    "({}) -> {}",
                    ins.join(", "),
                    if outs.is_empty() {
                        "()".into()
                    } else {
                        outs.join(", ")
                    }
                );
                let call = format!("llvm.call @{callee}({}) : {sig}", args.join(", "));
                match o.results.first() {
                    Some(&r) => {
                        let r = self.def(r);
                        self.line(&format!("{r} = {call}"));
                    }
                    None => self.line(&call),
                }
            }
            Return => match o.operands.first() {
                None => self.line("llvm.return"),
                Some(&v) => {
                    let t = self.ty(op, ir.type_of(v))?;
                    let v = self.name(v);
                    self.line(&format!("llvm.return {v} : {t}"));
                }
            },
            Branch => {
                let target = self.target(op, 0)?;
                self.line(&format!("llvm.br {target}"));
            }
            CondBranch => {
                let c = self.name(arg(0));
                let (t, f) = (self.target(op, 0)?, self.target(op, 1)?);
                self.line(&format!("llvm.cond_br {c}, {t}, {f}"));
            }
            Shuffle => {
                let mask = ir
                    .view::<VectorShuffle>(op)
                    .map(|v| v.mask(ir))
                    .unwrap_or_default();
                let t = self.ty(op, ir.type_of(arg(0)))?;
                let (a, b) = (self.name(arg(0)), self.name(arg(1)));
                let r = self.def(o.results[0]);
                self.line(&format!(
                    "{r} = llvm.shufflevector {a}, {b} {} : {t}",
                    mask_text(&mask)
                ));
            }
            Ups => self.ups(op)?,
        }
        Ok(())
    }

    /// Successor `k` of `op` with its arguments, as `^bbN(%a : T)`.
    fn target(&mut self, op: OpId, k: usize) -> Result<String, Diagnostic> {
        let ir = self.ir;
        let s = &ir[op].successors[k];
        let block = self.blocks.get(&s.block).cloned().unwrap_or_default();
        if s.args.is_empty() {
            return Ok(block);
        }
        let names: Vec<String> = s.args.iter().map(|&v| self.name(v)).collect();
        let types = s
            .args
            .iter()
            .map(|&v| self.ty(op, ir.type_of(v)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(format!(
            "{block}({} : {})",
            names.join(", "),
            types.join(", ")
        ))
    }

    /// A pointer to the element of memref `m` at `indices`.
    fn element(&mut self, op: OpId, m: ValueId, indices: &[ValueId]) -> Result<String, Diagnostic> {
        let ir = self.ir;
        let ty = ir.type_of(m);
        let (strides, offset) = ty
            .strides_and_offset()
            .and_then(|(s, o)| Some((s.into_iter().collect::<Option<Vec<i64>>>()?, o?)))
            .ok_or_else(|| {
                self.unsupported(
                    op,
                    format!("an access of {ty}, whose strides are not static"),
                )
            })?;
        let elem = ty
            .element()
            .and_then(llvm_type)
            .ok_or_else(|| self.unsupported(op, format!("an access of {ty}")))?;
        let mut sum: Option<String> = (offset != 0).then(|| self.int_constant(offset));
        for (&i, &s) in indices.iter().zip(&strides) {
            let mut term = self.name(i);
            if s != 1 {
                let k = self.int_constant(s);
                let r = self.fresh();
                self.line(&format!("{r} = llvm.mul {term}, {k} : i32"));
                term = r;
            }
            sum = Some(match sum {
                None => term,
                Some(acc) => {
                    let r = self.fresh();
                    self.line(&format!("{r} = llvm.add {acc}, {term} : i32"));
                    r
                }
            });
        }
        let base = self.name(m);
        let Some(at) = sum else {
            return Ok(base);
        };
        let r = self.fresh();
        self.line(&format!(
            "{r} = llvm.getelementptr {base}[{at}] : (!llvm.ptr, i32) -> !llvm.ptr, {elem}"
        ));
        Ok(r)
    }

    /// `aievec.ups`: the architecture's intrinsic on each 512-bit half of
    /// the source (split with `llvm.shufflevector` when it is wider), the
    /// results concatenated with one more.
    fn ups(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let o = &ir[op];
        let (src, res) = (ir.type_of(o.operands[0]), ir.type_of(o.results[0]));
        let bits = |t: &Type| t.element().and_then(Type::bit_width).unwrap_or(0);
        let lanes = src.num_elements().unwrap_or(0);
        let intrinsic = ups_intrinsic(self.arch, bits(src), bits(res))
            .filter(|_| lanes == 32 || lanes == 64)
            .ok_or_else(|| {
                self.unsupported(op, format!("aievec.ups of {src} to {res} on {}", self.arch))
            })?;
        let (name, acc, bitcast) = intrinsic;
        let src_t = self.ty(op, src)?;
        let shift = ir.view::<AievecUps>(op).map_or(0, |u| u.shift(ir));
        let v = self.name(o.operands[0]);
        let halves: Vec<String> = match lanes {
            64 => (0..2)
                .map(|h| {
                    let mask: Vec<i64> = (h * 32..h * 32 + 32).collect();
                    let r = self.fresh();
                    self.line(&format!(
                        "{r} = llvm.shufflevector {v}, {v} {} : {src_t}",
                        mask_text(&mask)
                    ));
                    r
                })
                .collect(),
            _ => vec![v],
        };
        let half_in = format!("vector<32xi{}>", bits(src));
        let half_out = format!("vector<32xi{}>", bits(res));
        let mut moved = Vec::new();
        for h in halves {
            let s = self.int_constant(shift);
            let sign = self.int_constant(1);
            let r = self.fresh();
            self.line(&format!(
                "{r} = \"{name}\"({h}, {s}, {sign}) : ({half_in}, i32, i32) -> {acc}"
            ));
            let r = match bitcast {
                true => {
                    let c = self.fresh();
                    self.line(&format!("{c} = llvm.bitcast {r} : {acc} to {half_out}"));
                    c
                }
                false => r,
            };
            moved.push(r);
        }
        let result = match &moved[..] {
            [one] => one.clone(),
            [a, b] => {
                let r = self.fresh();
                let mask: Vec<i64> = (0..64).collect();
                self.line(&format!(
                    "{r} = llvm.shufflevector {a}, {b} {} : {half_out}",
                    mask_text(&mask)
                ));
                r
            }
            _ => unreachable!("one or two halves"),
        };
        self.names.insert(o.results[0], result);
        Ok(())
    }
}

fn mask_text(mask: &[i64]) -> String {
    let items: Vec<String> = mask.iter().map(i64::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// The width of an integer or `index` (32 bits on AIE).
fn index_width(t: &Type) -> u64 {
    match t {
        Type::Index => 32,
        t => t.bit_width().unwrap_or(32),
    }
}

/// The LLVM dialect type of a value of type `t`.
fn llvm_type(t: &Type) -> Option<String> {
    match t {
        Type::Index => Some("i32".into()),
        Type::Int { width, .. } => Some(format!("i{width}")),
        Type::Float(name) => Some((*name).into()),
        Type::Vector { shape, elem } if shape.len() == 1 => Some(format!(
            "vector<{}x{}>",
            t.num_elements()?,
            llvm_type(elem)?
        )),
        Type::MemRef { .. } => Some("!llvm.ptr".into()),
        t if t.ptr_space().is_some() => Some("!llvm.ptr".into()),
        _ => None,
    }
}

/// The LLVM array type of a global of memref type `t` (nested by
/// dimension, as MLIR's memref lowering makes it).
fn array_type(t: &Type) -> Option<String> {
    let dims = t.static_shape()?;
    let mut s = llvm_type(t.element()?)?;
    for d in dims.iter().rev() {
        s = format!("!llvm.array<{d} x {}>", s.trim_start_matches("!llvm."));
    }
    Some(s)
}
