//! `--convert-aiex-to-emitc`: each runtime sequence of NPU ops as an
//! `emitc.func @generate_txn_<device>_<sequence>` whose body calls the
//! functions of aie/Runtime/TxnEncoding.h (mlir-aie's `ConvertAIEXToEmitC`),
//! the devices erased. The statements are those of `--aie-npu-to-cpp`
//! ([`super::to_cpp`]): the same calls, fields, guards, BD pools and op
//! count, written as EmitC ops (`emitc.call_opaque` per NPU op, `emitc.for`
//! and `emitc.if` for run-time control flow, `emitc.verbatim` for the
//! statements EmitC has no op for), with `arith` as EmitC's operators.

use super::binary::{address, blockwrite_data, byte};
use super::to_cpp::{self, Int, Statement};
use super::{body, patch_register, sequences};
use crate::canonicalize::fold::int_value;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::options::PassOption;
use crate::words::{fit, low32};
use crate::{Anchor, Args, Pass};
use aie_target::txn::Header;
use dialect::ir::cases::{CmpIPredicate, EmitCCmpPredicate};
use dialect::ir::{At, Attr, BlockId, IntType, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::views::{
    ArithCmpi, ArithConstant, CfAssert, DmaBdPoolPop, DmaBdPoolPush, EmitcCallOpaque, EmitcCast,
    EmitcCmp, EmitcConditional, EmitcConstant, EmitcFor, EmitcFunc, EmitcIf, EmitcLiteral,
    EmitcReturn, EmitcVariable, EmitcVerbatim, EmitcYield, NpuAddressPatch, NpuAssertBdDivisible,
    NpuAssertBdField, NpuBlockwrite, NpuLoadPdi, NpuMaskpoll, NpuMaskwrite32, NpuPreempt,
    NpuRequire, NpuSync, NpuWrite32, ScfFor,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

pub(crate) const PASS: Pass = Pass {
    flag: "convert-aiex-to-emitc",
    name: "ConvertAIEXToEmitC",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Convert AIEX runtime sequence ops to EmitC for C++ TXN generation",
    doc: "passes.md#--convert-aiex-to-emitc",
    options: &[
        PassOption {
            name: "emit-dispatch-shim",
            help: "also emit the extern \"C\" dispatch_abi() and dispatch_generate() wrapping the one runtime sequence",
            default: "false",
            values: &["true", "false"],
        },
        PassOption {
            name: "fold-ddr-addr-offset",
            help: "address patches of host buffers past the firmware-translated ones add the DDR aperture offset (txn_append_arg_patch's flag)",
            default: "true",
            values: &["true", "false"],
        },
    ],
    body: crate::Body::Run(run),
};

/// `std::vector<uint32_t>`: the stream being built.
const TXN: &str = "std::vector<uint32_t>";
/// What a generator returns: the stream, or none (a guard refused).
const RESULT: &str = "std::optional<std::vector<uint32_t>>";

pub(crate) fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    match convert(ir, args) {
        Ok(()) => Vec::new(),
        Err(d) => vec![d],
    }
}

fn convert(ir: &mut Ir, args: &Args) -> Result<(), Diagnostic> {
    let devices = netlist::devices(ir);
    let found: Vec<(usize, OpId)> = (devices.iter().enumerate())
        .flat_map(|(i, dev)| sequences(ir, dev).into_iter().map(move |s| (i, s)))
        .collect();
    let shim = args.flag("emit-dispatch-shim");
    if shim && found.len() != 1 {
        return Err(err(
            ir,
            ir.top,
            format!(
                "emit-dispatch-shim needs exactly one aie.runtime_sequence to wrap, found {}",
                found.len()
            ),
        )
        .with_help("run the pass on a module with one runtime sequence (aiecc selects it with --device-name and --sequence-name)"));
    }
    let fold = args.flag("fold-ddr-addr-offset");
    let mut names = HashSet::new();
    let mut functions = Vec::new();
    for &(d, seq) in &found {
        let name = to_cpp::function_name(ir, &devices[d], seq)?;
        if !names.insert(name.clone()) {
            return Err(
                err(ir, seq, format!("a second C++ function named `{name}`")).with_help(
                    "give devices and sequences names whose `<device>_<sequence>` differ",
                ),
            );
        }
        functions.push(Function::new(ir, &devices[d], fold).emit(seq, &name)?);
    }
    for dev in &devices {
        ir.erase(dev.op);
    }
    if let (true, Some(f)) = (shim, functions.first()) {
        dispatch_shim(ir, f);
    }
    Ok(())
}

/// A generator written: its op and name, and its parameters' types.
struct Written {
    name: String,
    params: Vec<Type>,
}

/// The C++ spelling of an EmitC parameter type (what `mlir-translate
/// --mlir-to-cpp` writes), for the dispatch ABI string.
fn c_type(ty: &Type) -> String {
    match ty {
        Type::Int { width: 1, .. } => "bool".into(),
        Type::Int {
            width,
            sign: dialect::ir::Signedness::Unsigned,
        } => format!("uint{width}_t"),
        Type::Int { width, .. } => format!("int{width}_t"),
        other => Type::emitc_name(other).unwrap_or("auto").into(),
    }
}

/// `extern "C" const char* dispatch_abi()` (the parameters' C types, comma
/// separated) and `extern "C" int64_t dispatch_generate(<parameters>,
/// uint32_t** out)`: the stream's words in a buffer the call keeps, their
/// count returned, -2 when the generator refuses.
fn dispatch_shim(ir: &mut Ir, f: &Written) {
    let span = Span::default();
    let top = ir.top_block();
    let abi = (f.params.iter()).map(c_type).collect::<Vec<_>>().join(",");
    let char_ptr = Type::emitc_opaque("const char*");
    let abi_fn = func(
        ir,
        "dispatch_abi",
        &[],
        char_ptr.clone(),
        "extern \"C\"",
        top,
    );
    let body = entry(ir, abi_fn);
    let lit = literal(ir, &format!("\"{abi}\""), char_ptr, body);
    EmitcReturn::build(ir, span)
        .operand(lit)
        .insert(At::End(body));

    let mut params = f.params.clone();
    params.push(Type::emitc_opaque("uint32_t**"));
    let generate = func(
        ir,
        "dispatch_generate",
        &params,
        Type::I64,
        "extern \"C\"",
        top,
    );
    let body = entry(ir, generate);
    let args = ir[body].args.clone();
    let Some((&out, inputs)) = args.split_last() else {
        return;
    };
    let call = format!(
        "auto __result = {}({});",
        f.name,
        vec!["{}"; inputs.len()].join(", ")
    );
    verbatim(
        ir,
        "static thread_local std::vector<uint32_t> __txn;",
        &[],
        body,
    );
    verbatim(ir, &call, inputs, body);
    verbatim(ir, "if (!__result) return -2;", &[], body);
    verbatim(ir, "__txn = std::move(*__result);", &[], body);
    verbatim(ir, "*{} = __txn.data();", &[out], body);
    let n = literal(ir, "static_cast<int64_t>(__txn.size())", Type::I64, body);
    EmitcReturn::build(ir, span)
        .operand(n)
        .insert(At::End(body));
}

/// A new `emitc.func @name(params) -> result` with `specifier`, at the end
/// of `block`, with an entry block holding its arguments.
fn func(
    ir: &mut Ir,
    name: &str,
    params: &[Type],
    result: Type,
    specifier: &str,
    block: BlockId,
) -> OpId {
    let f = EmitcFunc::build(ir, Span::default())
        .sym_name(name)
        .function_type(Type::Function {
            inputs: params.to_vec(),
            results: vec![result],
        })
        .specifiers(Attr::Array(vec![Attr::Str(specifier.into())]))
        .region()
        .insert(At::End(block))
        .op();
    if let Some(b) = ir.entry_block(f, 0) {
        for t in params {
            ir.add_block_arg(b, t.clone());
        }
    }
    f
}

/// The entry block of a function made by [`func`].
fn entry(ir: &Ir, f: OpId) -> BlockId {
    ir.entry_block(f, 0).expect("func makes an entry block")
}

/// `emitc.literal "text" : ty` at the end of `block`.
fn literal(ir: &mut Ir, text: &str, ty: Type, block: BlockId) -> ValueId {
    let op = EmitcLiteral::build(ir, Span::default())
        .value(text)
        .result(ty)
        .insert(At::End(block))
        .op();
    ir[op].results[0]
}

/// `emitc.verbatim` of `text`, whose `{}` stand for `args`, at the end of
/// `block`.
fn verbatim(ir: &mut Ir, text: &str, args: &[ValueId], block: BlockId) {
    EmitcVerbatim::build(ir, Span::default())
        .value(text)
        .operands(args)
        .insert(At::End(block));
}

/// A [`Statement`] as the format string of an `emitc.verbatim`: its text
/// with `{` written `{{`, each value a `{}`.
fn format_string(s: &Statement) -> String {
    let mut out = String::new();
    for (i, text) in s.texts.iter().enumerate() {
        if i > 0 {
            out.push_str("{}");
        }
        out.push_str(&text.replace('{', "{{"));
    }
    out
}

/// The EmitC type of an integer type of the IR (`index` is `size_t`).
fn emitc_type(int: Int, ty: &Type) -> Type {
    match int {
        Int::Index => Type::emitc_size_t(),
        _ => ty.clone(),
    }
}

/// The unsigned type of the same width (`bool` stays `i1`).
fn unsigned(int: Int) -> Type {
    match int {
        Int::Bool => Type::I1,
        Int::Sized(w) => Type::uint(w),
        Int::Index => Type::emitc_size_t(),
    }
}

/// The signed type of the same width.
fn signed(int: Int) -> Type {
    match int {
        Int::Bool => Type::I1,
        Int::Sized(w) => Type::int(w),
        Int::Index => Type::emitc_opaque("ptrdiff_t"),
    }
}

/// The EmitC function of one runtime sequence, built op by op.
struct Function<'a> {
    ir: &'a mut Ir,
    dev: &'a Dev,
    fold: bool,
    /// The block ops go to.
    block: BlockId,
    /// The stream (`txn`), once declared.
    txn: Option<ValueId>,
    /// The EmitC value of each value of the sequence.
    values: HashMap<ValueId, ValueId>,
    /// The values the C++ reads ([`to_cpp::needed`]).
    needed: HashSet<ValueId>,
    /// The op count: known, or counted in this variable when the sequence
    /// has control flow.
    count: Result<u32, ValueId>,
    pops: usize,
}

type Res<T> = Result<T, Diagnostic>;

impl<'a> Function<'a> {
    fn new(ir: &'a mut Ir, dev: &'a Dev, fold: bool) -> Self {
        let block = ir.top_block();
        Function {
            ir,
            dev,
            fold,
            block,
            txn: None,
            values: HashMap::new(),
            needed: HashSet::new(),
            count: Ok(0),
            pops: 0,
        }
    }

    fn emit(mut self, seq: OpId, name: &str) -> Res<Written> {
        self.needed = to_cpp::needed(self.ir, seq);
        let args = body(self.ir, seq).map_or_else(Vec::new, |b| self.ir[b].args.clone());
        let mut params = Vec::new();
        let mut scalars = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let ty = self.ir.type_of(a).clone();
            if matches!(ty, Type::MemRef { .. }) {
                continue;
            }
            let Some(int) = Int::of(&ty) else {
                return Err(to_cpp::parameter_error(self.ir, seq, i, &ty));
            };
            params.push(emitc_type(int, &ty));
            scalars.push(a);
        }
        let top = self.ir.top_block();
        let f = func(
            self.ir,
            name,
            &params,
            Type::emitc_opaque(RESULT),
            "inline",
            top,
        );
        self.ir[f].span = self.ir[seq].span;
        self.block = entry(self.ir, f);
        let fargs = self.ir[self.block].args.clone();
        self.values.extend(scalars.into_iter().zip(fargs));
        self.line(&format!("{TXN} txn;"), &[]);
        self.txn = Some(literal(self.ir, "txn", Type::emitc_opaque(TXN), self.block));
        self.call("aie_runtime::txn_init", &[], false);
        for s in to_cpp::pool_declarations(self.ir, self.dev, seq)? {
            self.statement(&s, &[]);
        }
        if to_cpp::has_flow(self.ir, seq) {
            let v = EmitcVariable::build(self.ir, Span::default())
                .value(Attr::Int(0, IntType::uint(32)))
                .result(Type::emitc_lvalue(&Type::uint(32)))
                .insert(At::End(self.block))
                .op();
            self.count = Err(self.result(v));
        }
        if let Some(b) = body(self.ir, seq) {
            self.body(b)?;
        }
        let h = Header::of(self.dev.model);
        let info = format!(
            "aie_runtime::txn_device_info({}, {}, {}, {})",
            h.dev_gen, h.rows, h.columns, h.mem_tile_rows
        );
        match self.count {
            Ok(n) => self.line(
                &format!("aie_runtime::txn_prepend_header(txn, {n}u, {info});"),
                &[],
            ),
            Err(v) => self.line(
                &format!("aie_runtime::txn_prepend_header(txn, {{}}, {info});"),
                &[v],
            ),
        }
        let moved = literal(
            self.ir,
            "std::move(txn)",
            Type::emitc_opaque(RESULT),
            self.block,
        );
        EmitcReturn::build(self.ir, Span::default())
            .operand(moved)
            .insert(At::End(self.block));
        Ok(Written {
            name: name.into(),
            params,
        })
    }

    /// The one result of `op`.
    fn result(&self, op: OpId) -> ValueId {
        self.ir[op].results[0]
    }

    /// `emitc.verbatim` of a format string with its values.
    fn line(&mut self, text: &str, args: &[ValueId]) {
        verbatim(self.ir, text, args, self.block);
    }

    /// A statement of the C++ generator, its variables the EmitC values `args`.
    fn statement(&mut self, s: &Statement, args: &[ValueId]) {
        self.line(&format_string(s), args);
    }

    /// `callee(txn, args...)`, one transaction op when `counted`.
    fn call(&mut self, callee: &str, args: &[ValueId], counted: bool) {
        let mut operands: Vec<ValueId> = self.txn.into_iter().collect();
        operands.extend(args);
        EmitcCallOpaque::build(self.ir, Span::default())
            .callee(callee)
            .operands(&operands)
            .insert(At::End(self.block));
        if counted {
            match &mut self.count {
                Ok(n) => *n += 1,
                Err(v) => {
                    let v = *v;
                    self.line("++{};", &[v]);
                }
            }
        }
    }

    /// `aie_runtime::<function>(txn, args...)`, one transaction op.
    fn append(&mut self, function: &str, args: &[ValueId]) {
        self.call(&format!("aie_runtime::{function}"), args, true);
    }

    /// `"emitc.constant"() <{value = v}>` of type `ty`.
    fn constant(&mut self, v: Attr, ty: Type) -> ValueId {
        let op = EmitcConstant::build(self.ir, Span::default())
            .value(v)
            .result(ty)
            .insert(At::End(self.block))
            .op();
        self.result(op)
    }

    /// A `ui32` constant.
    fn u32(&mut self, v: u32) -> ValueId {
        self.constant(Attr::Int(v.into(), IntType::uint(32)), Type::uint(32))
    }

    /// `cf.assert` and `aiex.npu.require` (`op`, its condition first): the
    /// refusal with `message` where the condition does not hold, as
    /// [`to_cpp`] writes it.
    fn refuse_unless(&mut self, op: OpId, message: &str) -> Res<()> {
        let cond = to_cpp::first(self.ir, op)?;
        let refuse = to_cpp::refusal(message);
        match int_value(self.ir, cond, true) {
            Some(0) => self.statement(&refuse, &[]),
            Some(_) => {}
            None => {
                let v = self.get(cond, op)?;
                self.statement(&to_cpp::checked(&refuse), &[v]);
            }
        }
        Ok(())
    }

    /// The EmitC value of `v`, used by `user`.
    fn get(&self, v: ValueId, user: OpId) -> Res<ValueId> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| to_cpp::uncomputed(self.ir, v, user))
    }

    /// A `uint32_t` field: its operand's value, or its constant.
    fn field(&mut self, op: OpId, operand: Option<ValueId>, constant: Option<i64>) -> Res<ValueId> {
        match (operand, constant) {
            (Some(v), _) if self.values.contains_key(&v) => self.get(v, op),
            (_, Some(c)) if c > i64::from(u32::MAX) => {
                Ok(self.constant(Attr::Int(c.into(), IntType::uint(64)), Type::uint(64)))
            }
            (_, Some(c)) => Ok(self.u32(low32(c))),
            (Some(v), None) => self.get(v, op),
            (None, None) => Err(to_cpp::lacks_field(self.ir, op)),
        }
    }

    /// The address of a write: folded with its tile, or a run-time array
    /// address.
    fn write_address(
        &mut self,
        op: OpId,
        operand: Option<ValueId>,
        constant: Option<i64>,
        place: (Option<i64>, Option<i64>),
        buffer: Option<&str>,
    ) -> Res<ValueId> {
        match (constant, operand) {
            (Some(local), _) => {
                let a = address(self.ir, self.dev, op, local, place, buffer)?;
                Ok(self.u32(a))
            }
            (None, Some(v)) if place == (None, None) && buffer.is_none() => self.get(v, op),
            (None, _) => Err(to_cpp::relative_run_time_address(self.ir, op)),
        }
    }

    fn body(&mut self, block: BlockId) -> Res<()> {
        for op in self.ir.ops_in(block).collect::<Vec<_>>() {
            self.convert(op)?;
        }
        Ok(())
    }

    fn convert(&mut self, op: OpId) -> Res<()> {
        let Some(kind) = self.ir.kind(op) else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        match kind {
            OpKind::NpuWrite32 => {
                let w = NpuWrite32::wrap(op);
                let ir = &*self.ir;
                let (a, c, place, buf) = (
                    w.address_operand(ir),
                    w.address(ir),
                    (w.column(ir), w.row(ir)),
                    w.buffer(ir).map(str::to_string),
                );
                let addr = self.write_address(op, a, c, place, buf.as_deref())?;
                let (vo, vc) = (w.value_operand(self.ir), w.value(self.ir));
                let value = self.field(op, vo, vc)?;
                self.append("txn_append_write32", &[addr, value]);
            }
            OpKind::NpuMaskwrite32 => {
                let w = NpuMaskwrite32::wrap(op);
                let ir = &*self.ir;
                let (a, c, place, buf) = (
                    w.address_operand(ir),
                    w.address(ir),
                    (w.column(ir), w.row(ir)),
                    w.buffer(ir).map(str::to_string),
                );
                let (vo, vc, mo, mc) = (
                    w.value_operand(ir),
                    w.value(ir),
                    w.mask_operand(ir),
                    w.mask(ir),
                );
                let addr = self.write_address(op, a, c, place, buf.as_deref())?;
                let value = self.field(op, vo, vc)?;
                let mask = self.field(op, mo, mc)?;
                self.append("txn_append_maskwrite32", &[addr, value, mask]);
            }
            OpKind::NpuMaskpoll => {
                let p = NpuMaskpoll::wrap(op);
                let ir = &*self.ir;
                let (c, place, buf, v, m) = (
                    p.address(ir),
                    (p.column(ir), p.row(ir)),
                    p.buffer(ir).map(str::to_string),
                    p.value(ir),
                    p.mask(ir),
                );
                let (ao, vo, mo) = (
                    p.address_operand(ir),
                    p.value_operand(ir),
                    p.mask_operand(ir),
                );
                let addr = self.write_address(op, ao, c, place, buf.as_deref())?;
                let value = self.field(op, vo, v)?;
                let mask = self.field(op, mo, m)?;
                self.call(
                    "aie_runtime::txn_append_maskpoll32",
                    &[addr, value, mask],
                    true,
                );
            }
            OpKind::NpuBlockwrite => self.blockwrite(NpuBlockwrite::wrap(op))?,
            OpKind::NpuBlockwriteValues => self.blockwrite_values(op)?,
            OpKind::NpuSync => {
                let s = NpuSync::wrap(op);
                let ir = &*self.ir;
                let fields = [
                    (s.column_operand(ir), s.column(ir)),
                    (s.row_operand(ir), s.row(ir)),
                    (s.direction_operand(ir), s.direction(ir)),
                    (s.channel_operand(ir), s.channel(ir)),
                    (s.column_num_operand(ir), s.column_num(ir)),
                    (s.row_num_operand(ir), s.row_num(ir)),
                ];
                let mut args = Vec::new();
                for (operand, constant) in fields {
                    args.push(self.field(op, operand, constant)?);
                }
                self.append("txn_append_sync", &args);
            }
            OpKind::NpuAddressPatch => self.address_patch(NpuAddressPatch::wrap(op))?,
            OpKind::NpuLoadPdi => {
                let l = NpuLoadPdi::wrap(op);
                let (id, size, addr) = (l.id(self.ir), l.size(self.ir), l.address(self.ir));
                let id = self.u32(fit(self.ir, op, "id", id)?);
                let size = self.u32(low32(size));
                let addr = self.constant(Attr::Int(addr.into(), IntType::uint(64)), Type::uint(64));
                self.append("txn_append_loadpdi", &[id, size, addr]);
            }
            OpKind::NpuPreempt => {
                let level = self.u32(low32(NpuPreempt::wrap(op).level(self.ir)));
                self.append("txn_append_preempt", &[level]);
            }
            OpKind::NpuAssertBdField => {
                let g = NpuAssertBdField::wrap(op);
                let operand = to_cpp::first(self.ir, op)?;
                let v = self.get(operand, op)?;
                for s in to_cpp::field_guards(self.ir, operand, g.max(self.ir)) {
                    self.statement(&s, &[v]);
                }
            }
            OpKind::NpuAssertBdDivisible => {
                let g = NpuAssertBdDivisible::wrap(op);
                let v = self.get(to_cpp::first(self.ir, op)?, op)?;
                let s = to_cpp::divisible_guard(g.divisor(self.ir), g.allow_unit(self.ir));
                let uses = vec![v; s.texts.len() - 1];
                self.statement(&s, &uses);
            }
            OpKind::CfAssert => {
                let message = CfAssert::wrap(op).msg(self.ir).to_owned();
                self.refuse_unless(op, &message)?;
            }
            OpKind::NpuRequire => {
                let message = NpuRequire::wrap(op).message(self.ir).to_owned();
                self.refuse_unless(op, &message)?;
            }
            OpKind::DmaBdPoolPop => {
                let p = DmaBdPoolPop::wrap(op);
                let Some(&id) = self.ir[op].results.first() else {
                    return Err(to_cpp::unsupported(self.ir, op));
                };
                let name = format!("bd_{}", self.pops);
                self.pops += 1;
                let s = to_cpp::pop_statement(self.ir, self.dev, p, &name)?;
                self.statement(&s, &[]);
                let v = literal(self.ir, &name, Type::uint(32), self.block);
                self.values.insert(id, v);
            }
            OpKind::DmaBdPoolPush => {
                let p = DmaBdPoolPush::wrap(op);
                let id = self.get(to_cpp::first(self.ir, op)?, op)?;
                let s = to_cpp::push_statement(self.ir, self.dev, p)?;
                self.statement(&s, &[id]);
            }
            OpKind::ScfFor => self.for_loop(ScfFor::wrap(op))?,
            OpKind::ScfIf => self.if_else(op)?,
            OpKind::ScfYield => {
                if !self.ir[op].operands.is_empty() {
                    return Err(to_cpp::unsupported(self.ir, op));
                }
            }
            OpKind::MemrefGetGlobal
            | OpKind::MemrefSubview
            | OpKind::MemrefCast
            | OpKind::MemrefReinterpretCast
            | OpKind::MemrefAssumeAlignment
            | OpKind::MemrefCollapseShape
            | OpKind::MemrefExpandShape
            | OpKind::End => {}
            _ => self.arith(op, kind)?,
        }
        Ok(())
    }

    fn blockwrite(&mut self, w: NpuBlockwrite) -> Res<()> {
        let op = w.op();
        let data = blockwrite_data(self.ir, self.dev, op)?;
        let ir = &*self.ir;
        let (column, row, local, buf) = (
            w.column(ir),
            w.row(ir),
            w.address(ir),
            w.buffer(ir).map(str::to_string),
        );
        let tile = match (column, row) {
            (Some(c), Some(r)) => (byte(ir, op, "column", c)?, byte(ir, op, "row", r)?),
            _ => (0, 0),
        };
        let addr = address(ir, self.dev, op, local, (column, row), buf.as_deref())?;
        let count = fit(ir, op, "the word count", data.len())?;
        let words = data.iter().map(u32::to_string).collect::<Vec<_>>();
        let array = self.array(&format!("[{}]", words.join(", ")), data.len());
        let args = [
            self.u32(addr),
            array,
            self.u32(count),
            self.u32(tile.0),
            self.u32(tile.1),
        ];
        self.append("txn_append_blockwrite", &args);
        Ok(())
    }

    /// `aiex.npu.blockwrite_values`: its words staged in a local array, each
    /// assigned when the builder runs, then one blockwrite of the array.
    fn blockwrite_values(&mut self, op: OpId) -> Res<()> {
        let operands = self.ir[op].operands.clone();
        let Some((&address, words)) = operands.split_first() else {
            return Err(to_cpp::lacks_address(self.ir, op));
        };
        let addr = self.get(address, op)?;
        let values = (words.iter())
            .map(|&v| self.get(v, op))
            .collect::<Res<Vec<_>>>()?;
        let array = self.array("0", values.len());
        for (i, &v) in values.iter().enumerate() {
            self.line(&format!("{{}}[{i}] = {{}};"), &[array, v]);
        }
        let count = fit(self.ir, op, "the word count", values.len())?;
        let args = [addr, array, self.u32(count), self.u32(0), self.u32(0)];
        self.append("txn_append_blockwrite", &args);
        Ok(())
    }

    /// A local `uint32_t` array of `n` words holding `dense<words>`.
    fn array(&mut self, words: &str, n: usize) -> ValueId {
        let op = EmitcVariable::build(self.ir, Span::default())
            .value(Attr::Opaque(format!("dense<{words}> : tensor<{n}xui32>")))
            .result(Type::emitc_array(n, &Type::uint(32)))
            .insert(At::End(self.block))
            .op();
        self.result(op)
    }

    /// `aie_runtime::txn_append_arg_patch(txn, addr, arg_idx, arg_plus, fold)`.
    fn address_patch(&mut self, p: NpuAddressPatch) -> Res<()> {
        let op = p.op();
        to_cpp::patchable(self.ir, p)?;
        let register = match patch_register(self.ir, p) {
            Some(v) => self.get(v, op)?,
            None => {
                let a = low32(p.addr(self.ir));
                self.u32(a)
            }
        };
        let index = super::patch_index(self.ir, p)?;
        let index = self.constant(Attr::Int(index.into(), IntType::int(32)), Type::I32);
        let (po, pc) = (p.arg_plus_operand(self.ir), p.arg_plus(self.ir));
        let plus = self.field(op, po, pc)?;
        let fold = self.constant(Attr::Bool(self.fold), Type::I1);
        self.append("txn_append_arg_patch", &[register, index, plus, fold]);
        Ok(())
    }

    /// `scf.for` as `emitc.for`, its body converted inside.
    fn for_loop(&mut self, f: ScfFor) -> Res<()> {
        let op = f.op();
        let operands = self.ir[op].operands.clone();
        let [lb, ub, step] = operands[..] else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        let Some(block) = self.ir.entry_block(op, 0) else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        let Some(&iv) = self.ir[block].args.first() else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        let int = self.int_of(iv, op)?;
        let ty = emitc_type(int, &self.ir.type_of(iv).clone());
        let (lb, ub, step) = (self.get(lb, op)?, self.get(ub, op)?, self.get(step, op)?);
        let span = self.ir[op].span;
        let l = EmitcFor::build(self.ir, span)
            .operands(&[lb, ub, step])
            .region()
            .insert(At::End(self.block))
            .op();
        let inner = entry(self.ir, l);
        let i = self.ir.add_block_arg(inner, ty);
        self.values.insert(iv, i);
        self.nested(block, inner)
    }

    /// `scf.if` as `emitc.if`, each branch converted inside.
    fn if_else(&mut self, op: OpId) -> Res<()> {
        if !self.ir[op].results.is_empty() {
            return Err(to_cpp::unsupported(self.ir, op));
        }
        let cond = self.get(to_cpp::first(self.ir, op)?, op)?;
        let branches: Vec<BlockId> = (0..self.ir[op].regions().len())
            .filter_map(|i| self.ir.entry_block(op, i))
            .collect();
        let span = self.ir[op].span;
        let mut b = EmitcIf::build(self.ir, span).operand(cond).region();
        if branches.len() > 1 {
            b = b.region();
        }
        let e = b.insert(At::End(self.block)).op();
        for (i, &from) in branches.iter().enumerate() {
            let Some(to) = self.ir.entry_block(e, i) else {
                continue;
            };
            self.nested(from, to)?;
        }
        Ok(())
    }

    /// The ops of `from` into `to`, which ends in an `emitc.yield`.
    fn nested(&mut self, from: BlockId, to: BlockId) -> Res<()> {
        let outer = std::mem::replace(&mut self.block, to);
        let done = self.body(from);
        EmitcYield::build(self.ir, Span::default()).insert(At::End(to));
        self.block = outer;
        done
    }

    fn int_of(&self, v: ValueId, op: OpId) -> Res<Int> {
        let ty = self.ir.type_of(v);
        Int::of(ty).ok_or_else(|| to_cpp::untyped(self.ir, op, ty))
    }

    /// `v` cast to `ty` (no cast when it has that type).
    fn cast(&mut self, v: ValueId, ty: &Type) -> ValueId {
        if self.ir.type_of(v) == ty {
            return v;
        }
        let op = EmitcCast::build(self.ir, Span::default())
            .operand(v)
            .result(ty.clone())
            .insert(At::End(self.block))
            .op();
        self.result(op)
    }

    /// An `arith` op as EmitC operators: wrapping `+ - *`, and the
    /// unsigned operations, computed in the unsigned type of the width
    /// (as MLIR's ArithToEmitC).
    fn arith(&mut self, op: OpId, kind: OpKind) -> Res<()> {
        let Some(&result) = self.ir[op].results.first() else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        if !self.needed.contains(&result) {
            return Ok(());
        }
        let int = self.int_of(result, op)?;
        let ty = emitc_type(int, &self.ir.type_of(result).clone());
        if kind == OpKind::ArithConstant {
            let Some(v) = ArithConstant::wrap(op).value(self.ir).as_int() else {
                return Err(to_cpp::unsupported(self.ir, op));
            };
            let attr = match int {
                Int::Bool => Attr::Bool(v != 0),
                Int::Index => Attr::Int(v, IntType::Index),
                Int::Sized(w) => Attr::Int(v, IntType::int(w)),
            };
            let v = self.constant(attr, ty);
            self.values.insert(result, v);
            return Ok(());
        }
        let mut args = Vec::new();
        for &v in &self.ir[op].operands.clone() {
            args.push((self.get(v, op)?, self.int_of(v, op)?));
        }
        let v = self.operation(op, kind, int, &ty, &args)?;
        self.values.insert(result, v);
        Ok(())
    }

    /// The EmitC ops of one `arith` operation of `args`, its result of `ty`.
    fn operation(
        &mut self,
        op: OpId,
        kind: OpKind,
        int: Int,
        ty: &Type,
        args: &[(ValueId, Int)],
    ) -> Res<ValueId> {
        let span = Span::default();
        let need = |v: Option<ValueId>, ir: &Ir| v.ok_or_else(|| to_cpp::unsupported(ir, op));
        let Some(&(a, at)) = args.first() else {
            return Err(to_cpp::unsupported(self.ir, op));
        };
        let b = args.get(1).map(|x| x.0);
        let binary = |f: &mut Self, k: OpKind, x: ValueId, y: ValueId, t: &Type| -> ValueId {
            let op =
                f.ir.build(emitc_operator(k), span)
                    .operands(&[x, y])
                    .result(t.clone())
                    .insert(At::End(f.block));
            f.result(op)
        };
        let cmp = |f: &mut Self, p: EmitCCmpPredicate, x: ValueId, y: ValueId| -> ValueId {
            let op = EmitcCmp::build(f.ir, span)
                .predicate(p)
                .operands(&[x, y])
                .result(Type::I1)
                .insert(At::End(f.block))
                .op();
            f.result(op)
        };
        let conditional =
            |f: &mut Self, c: ValueId, t: ValueId, e: ValueId, ty: &Type| -> ValueId {
                let op = EmitcConditional::build(f.ir, span)
                    .operands(&[c, t, e])
                    .result(ty.clone())
                    .insert(At::End(f.block))
                    .op();
                f.result(op)
            };
        Ok(match kind {
            // Computed unsigned: wraps, and is defined for every operand.
            OpKind::ArithAddi
            | OpKind::ArithSubi
            | OpKind::ArithMuli
            | OpKind::ArithDivui
            | OpKind::ArithRemui
            | OpKind::ArithAndi
            | OpKind::ArithOri
            | OpKind::ArithXori
            | OpKind::ArithShli
            | OpKind::ArithShrui => {
                let u = unsigned(int);
                let (x, y) = (self.cast(a, &u), self.cast(need(b, self.ir)?, &u));
                let r = binary(self, kind, x, y, &u);
                self.cast(r, ty)
            }
            OpKind::ArithDivsi | OpKind::ArithRemsi | OpKind::ArithShrsi => {
                let s = signed(int);
                let (x, y) = (self.cast(a, &s), self.cast(need(b, self.ir)?, &s));
                let r = binary(self, kind, x, y, &s);
                self.cast(r, ty)
            }
            OpKind::ArithCmpi => {
                let y = need(b, self.ir)?;
                let pred = ArithCmpi::wrap(op).predicate(self.ir);
                let (p, is_signed) = match pred {
                    CmpIPredicate::Eq => (EmitCCmpPredicate::Eq, false),
                    CmpIPredicate::Ne => (EmitCCmpPredicate::Ne, false),
                    CmpIPredicate::Slt => (EmitCCmpPredicate::Lt, true),
                    CmpIPredicate::Sle => (EmitCCmpPredicate::Le, true),
                    CmpIPredicate::Sgt => (EmitCCmpPredicate::Gt, true),
                    CmpIPredicate::Sge => (EmitCCmpPredicate::Ge, true),
                    CmpIPredicate::Ult => (EmitCCmpPredicate::Lt, false),
                    CmpIPredicate::Ule => (EmitCCmpPredicate::Le, false),
                    CmpIPredicate::Ugt => (EmitCCmpPredicate::Gt, false),
                    CmpIPredicate::Uge => (EmitCCmpPredicate::Ge, false),
                };
                let t = if is_signed { signed(at) } else { unsigned(at) };
                let (x, y) = (self.cast(a, &t), self.cast(y, &t));
                cmp(self, p, x, y)
            }
            OpKind::ArithSelect => {
                let (t, f) = (need(b, self.ir)?, need(args.get(2).map(|x| x.0), self.ir)?);
                conditional(self, a, t, f, ty)
            }
            OpKind::ArithMaxsi | OpKind::ArithMinsi | OpKind::ArithMaxui | OpKind::ArithMinui => {
                let y = need(b, self.ir)?;
                let t = if matches!(kind, OpKind::ArithMaxsi | OpKind::ArithMinsi) {
                    signed(at)
                } else {
                    unsigned(at)
                };
                let (xs, ys) = (self.cast(a, &t), self.cast(y, &t));
                let p = if matches!(kind, OpKind::ArithMaxsi | OpKind::ArithMaxui) {
                    EmitCCmpPredicate::Gt
                } else {
                    EmitCCmpPredicate::Lt
                };
                let c = cmp(self, p, xs, ys);
                conditional(self, c, a, y, ty)
            }
            OpKind::ArithExtsi | OpKind::ArithIndexCast | OpKind::ArithTrunci => {
                let x = self.cast(a, &signed(at));
                self.cast(x, ty)
            }
            OpKind::ArithExtui | OpKind::ArithIndexCastui => {
                let x = self.cast(a, &unsigned(at));
                self.cast(x, ty)
            }
            _ => return Err(to_cpp::unsupported(self.ir, op)),
        })
    }
}

/// The EmitC operator of integer arith op `k` (an `arith.shrsi`/`shrui`
/// for any other).
fn emitc_operator(k: OpKind) -> OpKind {
    match k {
        OpKind::ArithAddi => OpKind::EmitcAdd,
        OpKind::ArithSubi => OpKind::EmitcSub,
        OpKind::ArithMuli => OpKind::EmitcMul,
        OpKind::ArithDivsi | OpKind::ArithDivui => OpKind::EmitcDiv,
        OpKind::ArithRemsi | OpKind::ArithRemui => OpKind::EmitcRem,
        OpKind::ArithAndi => OpKind::EmitcBitwiseAnd,
        OpKind::ArithOri => OpKind::EmitcBitwiseOr,
        OpKind::ArithXori => OpKind::EmitcBitwiseXor,
        OpKind::ArithShli => OpKind::EmitcBitwiseLeftShift,
        _ => OpKind::EmitcBitwiseRightShift,
    }
}
