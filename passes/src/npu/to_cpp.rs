//! `aie-translate --aie-npu-to-cpp`: each runtime sequence of NPU ops as a
//! C++ function that builds the sequence's transaction words when the host
//! calls it (mlir-aie's `AIETargetCppTxn`). Its scalar arguments are the
//! function's parameters; `arith` computes what depends on them, `scf.for`
//! and `scf.if` become C++ loops and branches, BD ids drawn from a pool are
//! popped and pushed at run time, and each NPU op appends its words through
//! [`HEADER`] (aie/Runtime/TxnEncoding.h), the same words
//! `--aie-npu-to-binary` writes for the same values.

#![warn(clippy::cast_possible_truncation)]

use super::binary::{address, blockwrite_data, byte};
use super::{body, patch_register, sequences};
use crate::canonicalize::fold::int_value;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::words::{fit, low32};
use aie_target::txn::Header;
use dialect::ir::cases::{CmpIPredicate, StateTableFunc};
use dialect::ir::{BlockId, OpId, OpKind, Type, TypedEnum, ValueId, View};
use dialect::ops::views::{
    ArithConstant, CfAssert, Device, DmaBdPoolPop, DmaBdPoolPush, NpuAddressPatch,
    NpuAssertBdDivisible, NpuAssertBdField, NpuBlockwrite, NpuCreateScratchpad, NpuLoadPdi,
    NpuMaskpoll, NpuMaskwrite32, NpuPreempt, NpuRequire, NpuSync, NpuUpdateFromScratchpad,
    NpuWrite32, RuntimeSequence, ScfFor,
};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

/// How a design with run-time control flow becomes C++ in one command, for
/// the help lines of the lowerings that need constants.
pub const ONE_COMMAND: &str = "`aiec DESIGN.mlir --aie-npu-to-cpp -o GEN.h` runs the default pipeline up to the NPU ops and writes one generator per runtime sequence";

/// aie/Runtime/TxnEncoding.h: the functions generated code calls.
pub const HEADER: &str = include_str!("TxnEncoding.h");

type Res<T> = Result<T, Diagnostic>;

/// The includes that open the generated file.
const INCLUDES: &str = "#include \"aie/Runtime/TxnEncoding.h\"\n#include <cstdint>\n#include <vector>\n#include <optional>\n";

/// What generated code calls that mlir-aie's TxnEncoding.h of August 2026
/// (3ca0193) does not declare (with `txn_refusal`, which `txn_refused`
/// calls): [`fallbacks`] defines them.
const OLDER_HEADER_LACKS: [&str; 7] = [
    "bd_pool_init_range",
    "txn_refusal",
    "txn_refused",
    "txn_device_info",
    "txn_append_maskpoll32",
    "txn_append_arg_patch",
    "txn_append_create_scratchpad",
];

/// [`OLDER_HEADER_LACKS`] as [`HEADER`] defines them, for a build against
/// the older header: they are defined in a namespace of the file's own that
/// a using-directive brings into `aie_runtime`, and `aie_runtime::f` finds
/// a declaration of `aie_runtime` first, so against a header that has them
/// these are never called.
fn fallbacks() -> String {
    use crate::npu::binary::{DDR_AIE_ADDR_OFFSET, FIRMWARE_TRANSLATED_ARGS};
    let append = header_definition("append");
    let definitions: String = OLDER_HEADER_LACKS.map(header_definition).concat();
    format!(
        "
#ifndef AIEC_TXN_FALLBACKS
#define AIEC_TXN_FALLBACKS
// What an older aie/Runtime/TxnEncoding.h lacks, as aiec's defines it
// (aie_runtime's own declarations are found first).
namespace aiec_txn_fallbacks {{
using aie_runtime::BdPool;
using aie_runtime::TxnDeviceInfo;
using aie_runtime::kMaxBDsPerTile;
using aie_runtime::TXN_OPC_MASKPOLL;
using aie_runtime::TXN_OPC_CREATE_SCRATCHPAD;
using aie_runtime::txn_append_address_patch;
constexpr uint32_t kDdrAieAddrOffset = 0x{DDR_AIE_ADDR_OFFSET:X}u;
constexpr int32_t kFirmwareTranslatedArgs = {FIRMWARE_TRANSLATED_ARGS};
namespace detail {{
{append}}} // namespace detail
{definitions}}} // namespace aiec_txn_fallbacks
namespace aie_runtime {{
using namespace aiec_txn_fallbacks;
}}
#endif
"
    )
}

/// The definition of function `name` in [`HEADER`]: from its `inline` line
/// to the `}` that closes it at the start of a line.
fn header_definition(name: &str) -> &'static str {
    let declares = |line: &str| {
        line.starts_with("inline ")
            && line.split('(').next().is_some_and(|head| {
                head.strip_suffix(name)
                    .is_some_and(|rest| rest.ends_with([' ', '&', '*']))
            })
    };
    let mut start = 0;
    for line in HEADER.split_inclusive('\n') {
        if declares(line) {
            let end = start + HEADER[start..].find("\n}\n").expect("the definition's end") + 3;
            return &HEADER[start..end];
        }
        start += line.len();
    }
    panic!("TxnEncoding.h defines no {name}")
}

/// The C++ text of every runtime sequence of every device of `ir`, each a
/// function `generate_txn_<device>_<sequence>`; with `fold`, its address
/// patches of buffers the firmware does not translate add the DDR aperture
/// offset (`--aie-npu-fold-ddr-addr-offset`); with `shim`, the one sequence
/// wrapped for a JIT bridge ([`dispatch_shim`]).
pub fn translate(ir: &Ir, fold: bool, shim: bool) -> Res<String> {
    let mut functions = String::new();
    let mut names = HashSet::new();
    let mut written = Vec::new();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            let name = function_name(ir, &dev, seq)?;
            if !names.insert(name.clone()) {
                return Err(
                    err(ir, seq, format!("a second C++ function named `{name}`")).with_help(
                        "give devices and sequences names whose `<device>_<sequence>` differ",
                    ),
                );
            }
            let (text, params) = Function::new(ir, &dev, fold).emit(seq, &name)?;
            functions.push('\n');
            functions.push_str(&text);
            written.push((name, params));
        }
    }
    if shim {
        let [(name, params)] = &written[..] else {
            return Err(Diagnostic::error(
                Default::default(),
                format!("'builtin.module' op emit-dispatch-shim needs exactly one aie.runtime_sequence to wrap, found {}", written.len()),
            )
            .with_help("give the module one runtime sequence, or leave out --aie-npu-emit-dispatch-shim"));
        };
        functions.push_str(&dispatch_shim(name, params));
    }
    Ok(format!("{INCLUDES}{}{functions}", fallbacks()))
}

/// `extern "C" const char* dispatch_abi()`, the C types of generator
/// `name`'s parameters (comma separated), and `extern "C" int64_t
/// dispatch_generate(<parameters>, uint32_t** out)`, which builds the stream
/// into a buffer it keeps and returns its word count, -2 when the generator
/// refuses: what a JIT bridge loads by name.
fn dispatch_shim(name: &str, types: &[String]) -> String {
    let params: Vec<String> = (types.iter().enumerate())
        .map(|(i, t)| format!("{t} v{}", i + 1))
        .collect();
    let args: Vec<String> = (1..=types.len()).map(|i| format!("v{i}")).collect();
    let out = format!("v{}", types.len() + 1);
    let mut decl = params.clone();
    decl.push(format!("uint32_t** {out}"));
    format!(
        "\nextern \"C\" const char* dispatch_abi() {{\n  return \"{}\";\n}}\n\nextern \"C\" int64_t dispatch_generate({}) {{\n  static thread_local std::vector<uint32_t> __txn;\n  auto __result = {name}({});\n  if (!__result) return -2;\n  __txn = std::move(*__result);\n  *{out} = __txn.data();\n  return static_cast<int64_t>(__txn.size());\n}}\n",
        types.join(","),
        decl.join(", "),
        args.join(", "),
    )
}

/// The ops besides `arith` that a sequence holds once lowered to NPU ops,
/// each of which [`translate`] writes as C++ (or as nothing).
const NPU_LEVEL: &[OpKind] = &[
    OpKind::NpuWrite32,
    OpKind::NpuMaskwrite32,
    OpKind::NpuMaskpoll,
    OpKind::NpuBlockwrite,
    OpKind::NpuBlockwriteValues,
    OpKind::NpuSync,
    OpKind::NpuAddressPatch,
    OpKind::NpuLoadPdi,
    OpKind::NpuCreateScratchpad,
    OpKind::NpuUpdateFromScratchpad,
    OpKind::NpuPreempt,
    OpKind::NpuAssertBdField,
    OpKind::NpuAssertBdDivisible,
    OpKind::CfAssert,
    OpKind::NpuRequire,
    OpKind::DmaBdPoolPop,
    OpKind::DmaBdPoolPush,
    OpKind::ScfFor,
    OpKind::ScfIf,
    OpKind::ScfYield,
    OpKind::MemrefGetGlobal,
    OpKind::MemrefSubview,
    OpKind::MemrefCast,
    OpKind::MemrefReinterpretCast,
    OpKind::MemrefAssumeAlignment,
    OpKind::MemrefCollapseShape,
    OpKind::MemrefExpandShape,
    OpKind::End,
];

/// Whether a runtime sequence of `ir` still holds ops above the NPU ops
/// (DMA tasks, transfers, waits, ...), which the default pipeline lowers
/// first when `--aie-npu-to-cpp` is given without passes.
pub fn needs_lowering(ir: &Ir) -> bool {
    netlist::devices(ir).iter().any(|dev| {
        sequences(ir, dev).into_iter().any(|seq| {
            ir.walk(seq).into_iter().any(|op| {
                ir.kind(op)
                    .is_none_or(|k| !NPU_LEVEL.contains(&k) && !is_arith(k))
            })
        })
    })
}

/// `generate_txn_<device>_<sequence>`, which must be a C++ identifier.
pub(super) fn function_name(ir: &Ir, dev: &Dev, seq: OpId) -> Res<String> {
    let device = Device::wrap(dev.op).sym_name(ir);
    let name = format!(
        "generate_txn_{device}_{}",
        RuntimeSequence::wrap(seq).sym_name(ir)
    );
    if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Ok(name);
    }
    Err(err(ir, seq, format!("`{name}` is not a C++ identifier"))
        .with_help("name the device and the runtime sequence with letters, digits and `_`"))
}

/// An integer type of the IR as C++ spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Int {
    /// `i1`: `bool`.
    Bool,
    /// `iN` for N of 8, 16, 32, 64: `intN_t`.
    Sized(u32),
    /// `index`: `size_t` (64 bits on the host).
    Index,
}

impl Int {
    pub(super) fn of(ty: &Type) -> Option<Int> {
        match ty {
            Type::Index => Some(Int::Index),
            Type::Int { width: 1, .. } => Some(Int::Bool),
            Type::Int { width, .. } if [8, 16, 32, 64].contains(width) => Some(Int::Sized(*width)),
            _ => None,
        }
    }

    pub(super) fn bits(self) -> u32 {
        match self {
            Int::Bool => 1,
            Int::Sized(w) => w,
            Int::Index => 64,
        }
    }

    /// The type of a variable.
    fn decl(self) -> String {
        match self {
            Int::Bool => "bool".into(),
            Int::Sized(w) => format!("int{w}_t"),
            Int::Index => "size_t".into(),
        }
    }

    /// The unsigned type of the same width.
    fn unsigned(self) -> String {
        match self {
            Int::Bool => "bool".into(),
            Int::Sized(w) => format!("uint{w}_t"),
            Int::Index => "size_t".into(),
        }
    }

    /// An unsigned type at least 32 bits wide, in which `+ - *` wrap
    /// without promotion to `int`.
    fn wide(self) -> &'static str {
        match self {
            Int::Bool | Int::Sized(8 | 16 | 32) => "uint32_t",
            _ => "uint64_t",
        }
    }

    /// `v` as a literal of this type (wrapped to its width).
    fn literal(self, v: i128) -> String {
        let m = 1i128 << self.bits();
        let r = v.rem_euclid(m);
        match self {
            Int::Bool => (r != 0).to_string(),
            Int::Index if r > i128::from(i64::MAX) => format!("{r}ull"),
            Int::Index => r.to_string(),
            Int::Sized(w) => {
                let v = if r >= m / 2 { r - m } else { r };
                let suffix = if w == 64 { "LL" } else { "" };
                if v == -m / 2 {
                    format!("({}{suffix} - 1)", v + 1)
                } else {
                    format!("{v}{suffix}")
                }
            }
        }
    }
}

/// The C++ function of one runtime sequence, written statement by statement.
struct Function<'a> {
    ir: &'a Ir,
    dev: &'a Dev,
    out: String,
    /// The C++ variable holding each value.
    names: HashMap<ValueId, String>,
    /// Variables `v1`, `v2`, ... taken.
    vars: usize,
    /// BD ids popped from a pool (`bd_0`, `bd_1`, ...).
    pops: usize,
    depth: usize,
    /// The op count: `None` when control flow makes it a run-time count
    /// (`__opcount`).
    count: Option<u32>,
    /// The values the C++ reads ([`needed`]): `arith` ops of other values
    /// get no statement.
    needed: HashSet<ValueId>,
    /// Whether address patches fold the DDR aperture offset.
    fold: bool,
    /// The parameter carrying the host address of the scratchpad, when the
    /// sequence creates one: a runtime-built stream has no relocation to
    /// fill it in, and the host knows it.
    scratchpad: Option<String>,
}

impl<'a> Function<'a> {
    fn new(ir: &'a Ir, dev: &'a Dev, fold: bool) -> Function<'a> {
        Function {
            ir,
            dev,
            out: String::new(),
            names: HashMap::new(),
            vars: 0,
            pops: 0,
            depth: 1,
            count: Some(0),
            needed: HashSet::new(),
            fold,
            scratchpad: None,
        }
    }

    /// The function `name` of sequence `seq`, and its parameters' types.
    fn emit(mut self, seq: OpId, name: &str) -> Res<(String, Vec<String>)> {
        self.needed = needed(self.ir, seq);
        let (params, types) = self.parameters(seq)?;
        self.out = format!(
            "inline std::optional<std::vector<uint32_t>> {name}({}) {{\n",
            params.join(", ")
        );
        self.line("std::vector<uint32_t> txn;");
        self.line("aie_runtime::txn_init(txn);");
        for s in pool_declarations(self.ir, self.dev, seq)? {
            self.statement(&s, &[]);
        }
        if has_flow(self.ir, seq) {
            self.count = None;
            self.line("uint32_t __opcount = 0;");
        }
        if let Some(b) = body(self.ir, seq) {
            self.block(b, &[])?;
        }
        let h = Header::of(self.dev.model);
        let count = self
            .count
            .map_or("__opcount".to_string(), |n| format!("{n}u"));
        self.line(&format!(
            "aie_runtime::txn_prepend_header(txn, {count}, aie_runtime::txn_device_info({}, {}, {}, {}));",
            h.dev_gen, h.rows, h.columns, h.mem_tile_rows
        ));
        self.line("return std::move(txn);");
        self.out.push_str("}\n");
        Ok((self.out, types))
    }

    /// A statement with the variables `names` for its values.
    fn statement(&mut self, s: &Statement, names: &[&str]) {
        self.line(&s.with(names));
    }

    /// The parameters: one per scalar argument; host buffers (memrefs) are
    /// patched in by the firmware and are no parameters. A sequence that
    /// creates a scratchpad takes its host address last.
    fn parameters(&mut self, seq: OpId) -> Res<(Vec<String>, Vec<String>)> {
        let args = body(self.ir, seq).map_or_else(Vec::new, |b| self.ir[b].args.clone());
        let (mut params, mut types) = (Vec::new(), Vec::new());
        for (i, &a) in args.iter().enumerate() {
            let ty = self.ir.type_of(a);
            if matches!(ty, Type::MemRef { .. }) {
                continue;
            }
            let Some(int) = Int::of(ty) else {
                return Err(parameter_error(self.ir, seq, i, ty));
            };
            let name = self.fresh();
            params.push(format!("{} {name}", int.decl()));
            types.push(int.decl());
            self.names.insert(a, name);
        }
        if (self.ir.walk(seq).into_iter()).any(|o| self.ir.is(o, OpKind::NpuCreateScratchpad)) {
            let name = self.fresh();
            params.push(format!("uint64_t {name}"));
            types.push("uint64_t".to_string());
            self.scratchpad = Some(name);
        }
        Ok((params, types))
    }

    fn fresh(&mut self) -> String {
        self.vars += 1;
        format!("v{}", self.vars)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Declares a new variable of `int` holding `expr`; returns its name.
    fn declare(&mut self, int: Int, expr: &str) -> String {
        let name = self.fresh();
        self.line(&format!("{} {name} = {expr};", int.decl()));
        name
    }

    /// A new `uint32_t` variable holding the constant `v`.
    fn u32(&mut self, v: u32) -> String {
        let name = self.fresh();
        self.line(&format!("uint32_t {name} = {v}u;"));
        name
    }

    /// The variable of `v`, used by `user`.
    fn value(&self, v: ValueId, user: OpId) -> Res<String> {
        match self.names.get(&v) {
            Some(name) => Ok(name.clone()),
            None => Err(uncomputed(self.ir, v, user)),
        }
    }

    /// The first operand of `op`, which it needs.
    fn first(&self, op: OpId) -> Res<ValueId> {
        first(self.ir, op)
    }

    /// A `uint32_t` field: its operand's variable, or its constant.
    fn field(&mut self, op: OpId, operand: Option<ValueId>, constant: Option<i64>) -> Res<String> {
        match (operand, constant) {
            (Some(v), _) if self.names.contains_key(&v) => self.value(v, op),
            (_, Some(c)) if c > i64::from(u32::MAX) => {
                Ok(self.declare(Int::Sized(64), &Int::Sized(64).literal(c.into())))
            }
            (_, Some(c)) => Ok(self.u32(low32(c))),
            (Some(v), None) => self.value(v, op),
            (None, None) => Err(lacks_field(self.ir, op)),
        }
    }

    /// Counts a transaction op: at compile time, or in `__opcount`.
    fn counted(&mut self) {
        match &mut self.count {
            Some(n) => *n += 1,
            None => self.line("++__opcount;"),
        }
    }

    /// `aie_runtime::<function>(txn, args...)`, one transaction op.
    fn append(&mut self, function: &str, args: &[String]) {
        self.call(&format!("aie_runtime::{function}"), args);
    }

    /// `<callee>(txn, args...)`, one transaction op.
    fn call(&mut self, callee: &str, args: &[String]) {
        self.line(&format!("{callee}(txn, {});", args.join(", ")));
        self.counted();
    }

    /// The ops of `block`; its `scf.yield` assigns `yield_to`.
    fn block(&mut self, block: BlockId, yield_to: &[String]) -> Res<()> {
        for op in self.ir.ops_in(block).collect::<Vec<_>>() {
            self.op(op, yield_to)?;
        }
        Ok(())
    }

    fn op(&mut self, op: OpId, yield_to: &[String]) -> Res<()> {
        let Some(kind) = self.ir.kind(op) else {
            return Err(unsupported(self.ir, op));
        };
        match kind {
            OpKind::NpuWrite32 => self.write32(NpuWrite32::wrap(op)),
            OpKind::NpuMaskwrite32 => self.maskwrite32(NpuMaskwrite32::wrap(op)),
            OpKind::NpuMaskpoll => self.maskpoll(NpuMaskpoll::wrap(op)),
            OpKind::NpuBlockwrite => self.blockwrite(NpuBlockwrite::wrap(op)),
            OpKind::NpuBlockwriteValues => self.blockwrite_values(op),
            OpKind::NpuSync => self.sync(NpuSync::wrap(op)),
            OpKind::NpuAddressPatch => self.address_patch(NpuAddressPatch::wrap(op)),
            OpKind::NpuLoadPdi => self.load_pdi(NpuLoadPdi::wrap(op)),
            OpKind::NpuCreateScratchpad => self.create_scratchpad(NpuCreateScratchpad::wrap(op)),
            OpKind::NpuUpdateFromScratchpad => self.update_reg(NpuUpdateFromScratchpad::wrap(op)),
            OpKind::NpuPreempt => {
                let level = self.u32(low32(NpuPreempt::wrap(op).level(self.ir)));
                self.append("txn_append_preempt", &[level]);
                Ok(())
            }
            OpKind::NpuAssertBdField => self.guard_field(NpuAssertBdField::wrap(op)),
            OpKind::NpuAssertBdDivisible => self.guard_divisible(NpuAssertBdDivisible::wrap(op)),
            OpKind::CfAssert => {
                let ir = self.ir;
                self.refuse_unless(op, CfAssert::wrap(op).msg(ir))
            }
            OpKind::NpuRequire => {
                let ir = self.ir;
                self.refuse_unless(op, NpuRequire::wrap(op).message(ir))
            }
            OpKind::DmaBdPoolPop => self.pop(DmaBdPoolPop::wrap(op)),
            OpKind::DmaBdPoolPush => {
                let p = DmaBdPoolPush::wrap(op);
                let id = self.value(self.first(op)?, op)?;
                let s = push_statement(self.ir, self.dev, p)?;
                self.statement(&s, &[&id]);
                Ok(())
            }
            OpKind::ScfFor => self.for_loop(ScfFor::wrap(op)),
            OpKind::ScfIf => self.if_else(op),
            OpKind::ScfYield => self.yield_values(op, yield_to),
            // Host-buffer views and the data of block writes: no statement.
            OpKind::MemrefGetGlobal
            | OpKind::MemrefSubview
            | OpKind::MemrefCast
            | OpKind::MemrefReinterpretCast
            | OpKind::MemrefAssumeAlignment
            | OpKind::MemrefCollapseShape
            | OpKind::MemrefExpandShape
            | OpKind::End => Ok(()),
            _ => self.arith(op, kind),
        }
    }

    fn write32(&mut self, w: NpuWrite32) -> Res<()> {
        let op = w.op();
        let addr = self.write_address(
            op,
            w.address_operand(self.ir),
            w.address(self.ir),
            (w.column(self.ir), w.row(self.ir)),
            w.buffer(self.ir),
        )?;
        let value = self.field(op, w.value_operand(self.ir), w.value(self.ir))?;
        self.append("txn_append_write32", &[addr, value]);
        Ok(())
    }

    fn maskwrite32(&mut self, w: NpuMaskwrite32) -> Res<()> {
        let op = w.op();
        let addr = self.write_address(
            op,
            w.address_operand(self.ir),
            w.address(self.ir),
            (w.column(self.ir), w.row(self.ir)),
            w.buffer(self.ir),
        )?;
        let value = self.field(op, w.value_operand(self.ir), w.value(self.ir))?;
        let mask = self.field(op, w.mask_operand(self.ir), w.mask(self.ir))?;
        self.append("txn_append_maskwrite32", &[addr, value, mask]);
        Ok(())
    }

    fn maskpoll(&mut self, p: NpuMaskpoll) -> Res<()> {
        let (ir, op) = (self.ir, p.op());
        let place = (p.column(ir), p.row(ir));
        let addr = self.write_address(
            op,
            p.address_operand(ir),
            p.address(ir),
            place,
            p.buffer(ir),
        )?;
        let value = self.field(op, p.value_operand(ir), p.value(ir))?;
        let mask = self.field(op, p.mask_operand(ir), p.mask(ir))?;
        self.append("txn_append_maskpoll32", &[addr, value, mask]);
        Ok(())
    }

    /// The address of a write: a constant folded with its tile, as the
    /// instruction stream holds it, or the value known only at run time
    /// (which must not be relative to a tile or buffer).
    fn write_address(
        &mut self,
        op: OpId,
        operand: Option<ValueId>,
        constant: Option<i64>,
        place: (Option<i64>, Option<i64>),
        buffer: Option<&str>,
    ) -> Res<String> {
        match (constant, operand) {
            (Some(local), _) => {
                let a = address(self.ir, self.dev, op, local, place, buffer)?;
                Ok(self.u32(a))
            }
            (None, Some(v)) if place == (None, None) && buffer.is_none() => self.value(v, op),
            (None, _) => Err(relative_run_time_address(self.ir, op)),
        }
    }

    fn blockwrite(&mut self, w: NpuBlockwrite) -> Res<()> {
        let (ir, op) = (self.ir, w.op());
        let data = blockwrite_data(ir, self.dev, op)?;
        let (column, row) = (w.column(ir), w.row(ir));
        let tile = match (column, row) {
            (Some(c), Some(r)) => (byte(ir, op, "column", c)?, byte(ir, op, "row", r)?),
            _ => (0, 0),
        };
        let addr = address(ir, self.dev, op, w.address(ir), (column, row), w.buffer(ir))?;
        let count = fit(ir, op, "the word count", data.len())?;
        let words = data
            .iter()
            .map(|d| format!("0x{d:08x}u"))
            .collect::<Vec<_>>();
        let array = if data.is_empty() {
            "nullptr".to_string()
        } else {
            let name = self.fresh();
            self.line(&format!(
                "uint32_t {name}[{}] = {{{}}};",
                data.len(),
                words.join(", ")
            ));
            name
        };
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
    /// assigned its value when the builder runs, then one blockwrite of the
    /// array at the (array) address, which may be known only at run time.
    fn blockwrite_values(&mut self, op: OpId) -> Res<()> {
        let operands = self.ir[op].operands.clone();
        let Some((&address, words)) = operands.split_first() else {
            return Err(lacks_address(self.ir, op));
        };
        let addr = self.value(address, op)?;
        let values = (words.iter())
            .map(|&v| self.value(v, op))
            .collect::<Res<Vec<_>>>()?;
        let array = if values.is_empty() {
            "nullptr".to_string()
        } else {
            let name = self.fresh();
            self.line(&format!("uint32_t {name}[{}] = {{}};", values.len()));
            for (i, v) in values.iter().enumerate() {
                self.line(&format!("{name}[{i}] = {v};"));
            }
            name
        };
        let count = fit(self.ir, op, "the word count", values.len())?;
        let args = [addr, array, self.u32(count), self.u32(0), self.u32(0)];
        self.append("txn_append_blockwrite", &args);
        Ok(())
    }

    fn sync(&mut self, s: NpuSync) -> Res<()> {
        let (ir, op) = (self.ir, s.op());
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
        Ok(())
    }

    fn address_patch(&mut self, p: NpuAddressPatch) -> Res<()> {
        let (ir, op) = (self.ir, p.op());
        patchable(ir, p)?;
        let run_time = patch_register(ir, p);
        let register = match run_time {
            Some(v) => self.value(v, op)?,
            None => self.u32(low32(p.addr(ir))),
        };
        let index = self.declare(
            Int::Sized(32),
            &Int::Sized(32).literal(i128::from(super::patch_index(ir, p)?)),
        );
        let plus = self.field(op, p.arg_plus_operand(ir), p.arg_plus(ir))?;
        // A register known at compile time is patched folding as the
        // binary does; one known only at run time (a BD drawn from a pool)
        // raw, as mlir-aie's generators write each.
        if run_time.is_some() {
            self.append("txn_append_address_patch", &[register, index, plus]);
        } else {
            let fold = self.declare(Int::Bool, &self.fold.to_string());
            self.append("txn_append_arg_patch", &[register, index, plus, fold]);
        }
        Ok(())
    }

    fn load_pdi(&mut self, l: NpuLoadPdi) -> Res<()> {
        let id = self.u32(fit(self.ir, l.op(), "id", l.id(self.ir))?);
        let size = self.u32(low32(l.size(self.ir)));
        let addr = self.fresh();
        self.line(&format!("uint64_t {addr} = {}ull;", { l.address(self.ir) }));
        self.append("txn_append_loadpdi", &[id, size, addr]);
        Ok(())
    }

    /// `txn_append_create_scratchpad` of the host address parameter.
    fn create_scratchpad(&mut self, c: NpuCreateScratchpad) -> Res<()> {
        let ir = self.ir;
        let usage = self.u32(byte(ir, c.op(), "usage_type", c.usage_type(ir))?);
        let size = self.u32(low32(c.size(ir)));
        let addr = self
            .scratchpad
            .clone()
            .expect("a parameter for the scratchpad");
        self.append("txn_append_create_scratchpad", &[usage, size, addr]);
        Ok(())
    }

    /// `txn_append_update_reg`: the words of `--aie-npu-to-binary`.
    fn update_reg(&mut self, u: NpuUpdateFromScratchpad) -> Res<()> {
        let (ir, op) = (self.ir, u.op());
        let place = (u.column(ir), u.row(ir));
        let address = address(ir, self.dev, op, u.address(ir), place, u.buffer(ir))?;
        let func = u.func(ir).unwrap_or(StateTableFunc::Incr);
        let args = [
            byte(ir, op, "state_table_idx", u.state_table_idx(ir))?,
            byte(ir, op, "func", func.value())?,
            low32(u.func_arg(ir)),
            address,
        ];
        let args = args.map(|v| self.u32(v));
        self.append("txn_append_update_reg", &args);
        Ok(())
    }

    /// A BD id from its tile's pool, or no stream when the pool is empty.
    fn pop(&mut self, p: DmaBdPoolPop) -> Res<()> {
        let Some(&id) = self.ir[p.op()].results.first() else {
            return Err(unsupported(self.ir, p.op()));
        };
        let name = format!("bd_{}", self.pops);
        self.pops += 1;
        let s = pop_statement(self.ir, self.dev, p, &name)?;
        self.statement(&s, &[]);
        self.names.insert(id, name);
        Ok(())
    }

    /// No stream when a BD field cannot hold the value (it is negative or
    /// above `max`): the builder returns `std::nullopt`.
    fn guard_field(&mut self, g: NpuAssertBdField) -> Res<()> {
        let operand = self.first(g.op())?;
        let v = self.value(operand, g.op())?;
        for s in field_guards(self.ir, operand, g.max(self.ir)) {
            self.statement(&s, &[&v]);
        }
        Ok(())
    }

    /// No stream when a size or stride is not a whole number of
    /// address-generation granules (`divisor` elements; 1 may be allowed).
    fn guard_divisible(&mut self, g: NpuAssertBdDivisible) -> Res<()> {
        let v = self.value(self.first(g.op())?, g.op())?;
        let s = divisible_guard(g.divisor(self.ir), g.allow_unit(self.ir));
        let uses = vec![v.as_str(); s.texts.len() - 1];
        self.statement(&s, &uses);
        Ok(())
    }

    /// `cf.assert` and `aiex.npu.require` (`op`, its condition first): the
    /// builder refuses, `aie_runtime::txn_refused` with `message`, where the
    /// condition does not hold; one known to hold at compile time is no
    /// check, one known to fail always refuses.
    fn refuse_unless(&mut self, op: OpId, message: &str) -> Res<()> {
        let cond = self.first(op)?;
        let refuse = refusal(message);
        match int_value(self.ir, cond, true) {
            Some(0) => self.statement(&refuse, &[]),
            Some(_) => {}
            None => {
                let v = self.value(cond, op)?;
                self.statement(&checked(&refuse), &[&v]);
            }
        }
        Ok(())
    }

    /// `scf.for`: its iteration values are variables declared before the
    /// loop (the loop's results after it), assigned by the body's yield.
    fn for_loop(&mut self, f: ScfFor) -> Res<()> {
        let (ir, op) = (self.ir, f.op());
        let operands = ir[op].operands.clone();
        let [lb, ub, step, inits @ ..] = &operands[..] else {
            return Err(err(ir, op, "lacks bounds")
                .with_help("give scf.for a lower bound, upper bound and step"));
        };
        let carried = self.carried(op, inits)?;
        let Some(block) = ir.entry_block(op, 0) else {
            return Err(err(ir, op, "has no body").with_help("give scf.for a body"));
        };
        let args = ir[block].args.clone();
        let Some((&iv, iter_args)) = args.split_first() else {
            return Err(err(ir, op, "has no induction variable")
                .with_help("give scf.for a body with an induction variable"));
        };
        let int = self.int_of(iv, op)?;
        let (lb, ub, step) = (
            self.value(*lb, op)?,
            self.value(*ub, op)?,
            self.value(*step, op)?,
        );
        let i = self.fresh();
        let less = if f.unsigned_cmp(ir) {
            format!("{} < {}", as_unsigned(&i, int), as_unsigned(&ub, int))
        } else {
            format!("{} < {}", as_signed(&i, int), as_signed(&ub, int))
        };
        let next = match int {
            Int::Index => format!("{i} += {step}"),
            _ => {
                let sum = format!(
                    "static_cast<{w}>({i}) + static_cast<{w}>({step})",
                    w = int.wide()
                );
                format!("{i} = {}", wrap(int, &sum))
            }
        };
        self.line(&format!(
            "for ({} {i} = {lb}; {less}; {next}) {{",
            int.decl()
        ));
        self.names.insert(iv, i);
        for (&a, name) in iter_args.iter().zip(&carried) {
            self.names.insert(a, name.clone());
        }
        self.nested(block, &carried)?;
        self.line("}");
        for (&r, name) in ir[op].results.iter().zip(&carried) {
            self.names.insert(r, name.clone());
        }
        Ok(())
    }

    /// Variables for the values `op` carries, declared holding `inits` (or
    /// uninitialised when there are none: an `scf.if`'s results).
    fn carried(&mut self, op: OpId, inits: &[ValueId]) -> Res<Vec<String>> {
        let results = self.ir[op].results.clone();
        let mut names = Vec::new();
        for (k, &r) in results.iter().enumerate() {
            let int = self.int_of(r, op)?;
            let name = self.fresh();
            match inits.get(k) {
                Some(&v) => {
                    let init = self.value(v, op)?;
                    self.line(&format!("{} {name} = {init};", int.decl()));
                }
                None => self.line(&format!("{} {name}{{}};", int.decl())),
            }
            names.push(name);
        }
        Ok(names)
    }

    /// `scf.if` with its `else`, if any; results are assigned in each branch.
    fn if_else(&mut self, op: OpId) -> Res<()> {
        let ir = self.ir;
        let cond = self.value(self.first(op)?, op)?;
        let results = self.carried(op, &[])?;
        let branches: Vec<BlockId> = (0..ir[op].regions().len())
            .filter_map(|i| ir.entry_block(op, i))
            .collect();
        if !results.is_empty() && ir[op].regions().len() < 2 {
            return Err(err(ir, op, "has results but no else branch")
                .with_help("an scf.if with results yields them in both branches"));
        }
        if !results.is_empty() && branches.len() < ir[op].regions().len() {
            return Err(yields_none(ir, op, results.len()));
        }
        self.line(&format!("if ({cond}) {{"));
        if let Some(&then) = branches.first() {
            self.nested(then, &results)?;
        }
        if let Some(&other) = branches.get(1) {
            self.line("} else {");
            self.nested(other, &results)?;
        }
        self.line("}");
        for (&r, name) in ir[op].results.iter().zip(&results) {
            self.names.insert(r, name.clone());
        }
        Ok(())
    }

    /// A region's block, one level deeper; it ends in the yield of
    /// `yield_to`'s values, if there are any.
    fn nested(&mut self, block: BlockId, yield_to: &[String]) -> Res<()> {
        let ir = self.ir;
        let yields = ir
            .last_op(block)
            .is_some_and(|y| ir.is(y, OpKind::ScfYield));
        if !yield_to.is_empty() && !yields {
            return Err(yields_none(ir, ir.block_owner(block), yield_to.len()));
        }
        self.depth += 1;
        let done = self.block(block, yield_to);
        self.depth -= 1;
        done
    }

    /// `scf.yield`: the region's carried variables take the yielded values
    /// (through temporaries when there are several, which may swap).
    fn yield_values(&mut self, op: OpId, yield_to: &[String]) -> Res<()> {
        let values = self.ir[op].operands.clone();
        if values.len() != yield_to.len() {
            return Err(err(
                self.ir,
                op,
                format!(
                    "yields {} values where {} are carried",
                    values.len(),
                    yield_to.len()
                ),
            )
            .with_help("yield one value per result of the scf.for or scf.if"));
        }
        let mut sources = Vec::new();
        for &v in &values {
            let name = self.value(v, op)?;
            sources.push(if values.len() > 1 {
                let int = self.int_of(v, op)?;
                self.declare(int, &name)
            } else {
                name
            });
        }
        for (to, from) in yield_to.iter().zip(sources) {
            if *to != from {
                self.line(&format!("{to} = {from};"));
            }
        }
        Ok(())
    }

    /// The C++ integer type of value `v`, used by `op`.
    fn int_of(&self, v: ValueId, op: OpId) -> Res<Int> {
        let ty = self.ir.type_of(v);
        Int::of(ty).ok_or_else(|| untyped(self.ir, op, ty))
    }

    /// An `arith` op: a variable holding its result.
    fn arith(&mut self, op: OpId, kind: OpKind) -> Res<()> {
        let ir = self.ir;
        let Some(&result) = ir[op].results.first() else {
            return Err(unsupported(ir, op));
        };
        if !self.needed.contains(&result) {
            return Ok(());
        }
        let int = self.int_of(result, op)?;
        let expr = if kind == OpKind::ArithConstant {
            match ArithConstant::wrap(op).value(ir).as_int() {
                Some(v) => int.literal(v),
                None => return Err(unsupported(ir, op)),
            }
        } else {
            let mut args = Vec::new();
            for &v in &ir[op].operands {
                args.push((self.value(v, op)?, self.int_of(v, op)?));
            }
            if let (OpKind::ArithFloordivsi | OpKind::ArithCeildivsi, [(a, at), (b, bt)]) =
                (kind, &args[..])
            {
                let name =
                    self.rounded_division(kind == OpKind::ArithFloordivsi, int, (a, *at), (b, *bt));
                self.names.insert(result, name);
                return Ok(());
            }
            let wrapping = match kind {
                OpKind::ArithAddi => Some("+"),
                OpKind::ArithSubi => Some("-"),
                OpKind::ArithMuli => Some("*"),
                _ => None,
            };
            match (wrapping, &args[..]) {
                (Some(o), [(a, _), (b, _)]) => self.wrapping(int, o, a, b),
                _ => expression(ir, op, kind, int, &args).ok_or_else(|| unsupported(ir, op))?,
            }
        };
        let name = self.declare(int, &expr);
        self.names.insert(result, name);
        Ok(())
    }

    /// `arith.floordivsi` (`floor`) or `arith.ceildivsi` of `a` by `b`,
    /// expanded as MLIR's arith expansion does into a truncating division,
    /// its remainder and a select: the quotient moves one towards minus
    /// (plus) infinity when the remainder is nonzero and the operands' signs
    /// differ (agree). Returns the variable holding the result.
    fn rounded_division(
        &mut self,
        floor: bool,
        int: Int,
        a: (&str, Int),
        b: (&str, Int),
    ) -> String {
        let (a, b) = (signed_name(a.0, a.1), signed_name(b.0, b.1));
        // The steps in a signed type (`index` is `size_t`).
        let signed = match int {
            Int::Index => Int::Sized(64),
            Int::Bool => Int::Sized(32),
            sized => sized,
        };
        let q = self.declare(signed, &format!("{a} / {b}"));
        let r = self.declare(signed, &format!("{a} % {b}"));
        let signs = if floor { "!=" } else { "==" };
        let off = self.declare(
            Int::Bool,
            &format!("{r} != 0 && ({r} < 0) {signs} ({b} < 0)"),
        );
        let step = self.declare(signed, &format!("{q} {} 1", if floor { '-' } else { '+' }));
        self.declare(int, &format!("{off} ? {step} : {q}"))
    }

    /// `a o b` (`+ - *`) of type `int`, wrapping as MLIR's: computed in a
    /// wide unsigned type, each step a variable (as EmitC writes it).
    fn wrapping(&mut self, int: Int, o: &str, a: &str, b: &str) -> String {
        let w = int.wide();
        let mut unsigned = |e: String| {
            let name = self.fresh();
            self.line(&format!("{w} {name} = {e};"));
            name
        };
        let x = unsigned(format!("static_cast<{w}>({a})"));
        let y = unsigned(format!("static_cast<{w}>({b})"));
        let r = unsigned(format!("{x} {o} {y}"));
        wrap(int, &r)
    }
}

/// A C++ statement around values: its texts, a value between each two.
pub(super) struct Statement {
    /// The text before the first value, between values, after the last.
    pub(super) texts: Vec<String>,
}

impl Statement {
    fn plain(text: String) -> Statement {
        Statement { texts: vec![text] }
    }

    fn around(texts: &[&str]) -> Statement {
        Statement {
            texts: texts.iter().map(|t| t.to_string()).collect(),
        }
    }

    /// Its text with `names` for its values.
    fn with(&self, names: &[&str]) -> String {
        let mut out = String::new();
        for (i, text) in self.texts.iter().enumerate() {
            if i > 0 {
                out.push_str(names.get(i - 1).copied().unwrap_or_default());
            }
            out.push_str(text);
        }
        out
    }
}

/// Whether `seq` has run-time control flow (its op count is counted then).
pub(super) fn has_flow(ir: &Ir, seq: OpId) -> bool {
    ir.walk(seq).into_iter().any(|o| {
        matches!(
            ir.kind(o),
            Some(OpKind::ScfFor | OpKind::ScfIf | OpKind::ScfWhile | OpKind::ScfIndexSwitch)
        )
    })
}

/// A BD pool per id range that `seq` pops from or pushes to, in the order
/// first used: a tile's whole table for pops and pushes that name no channel
/// or partition, or the whole table as their partition
/// (`BdPool bd_pool_<col>_<row> = bd_pool_init(<count>)`), else the ids the
/// channel may use or the partition holds (`bd_pool_<col>_<row>_<first> =
/// bd_pool_init_range(<first>, <end>)`: a mem tile's even or odd channels'
/// half, the whole table on other tiles), as mlir-aie's generators name them. Channels sharing a range share
/// its pool, so none is handed an id twice; a tile's whole table and a part
/// of it cannot both have pools.
pub(super) fn pool_declarations(ir: &Ir, dev: &Dev, seq: OpId) -> Res<Vec<Statement>> {
    let mut pools: Vec<Pool> = Vec::new();
    let mut out = Vec::new();
    for op in ir.walk(seq) {
        let Some(pool) = Pool::of(ir, dev, op)? else {
            continue;
        };
        if pools.contains(&pool) {
            continue;
        }
        if pools.iter().any(|p| {
            p.tile == pool.tile && p.ids.start < pool.ids.end && pool.ids.start < p.ids.end
        }) {
            return Err(err(
                ir,
                op,
                format!("uses BD ids {}..{} of {}, which another pool of this sequence shares in part", pool.ids.start, pool.ids.end, netlist::tile_text(pool.tile)),
            )
            .with_help("pop and push a tile's ids either with a channel everywhere or without one everywhere"));
        }
        let init = match pool.by_channel {
            true => format!("bd_pool_init_range({}, {})", pool.ids.start, pool.ids.end),
            false => format!("bd_pool_init({})", pool.ids.end),
        };
        out.push(Statement::plain(format!(
            "aie_runtime::BdPool {} = aie_runtime::{init};",
            pool.name()
        )));
        pools.push(pool);
    }
    Ok(out)
}

/// `uint32_t <name>; if (!aie_runtime::bd_pool_pop(...)) return std::nullopt;`:
/// a BD id from its pool into the variable `name`.
pub(super) fn pop_statement(ir: &Ir, dev: &Dev, p: DmaBdPoolPop, name: &str) -> Res<Statement> {
    let pool = Pool::of(ir, dev, p.op())?.expect("a pop has a pool").name();
    Ok(Statement::plain(format!(
        "uint32_t {name}; if (!aie_runtime::bd_pool_pop({pool}, {name})) return std::nullopt;"
    )))
}

/// `aie_runtime::bd_pool_push(<pool>, <id>);`
pub(super) fn push_statement(ir: &Ir, dev: &Dev, p: DmaBdPoolPush) -> Res<Statement> {
    let pool = Pool::of(ir, dev, p.op())?
        .expect("a push has a pool")
        .name();
    Ok(Statement::around(&[
        &format!("aie_runtime::bd_pool_push({pool}, "),
        ");",
    ]))
}

/// The BD ids of a tile that a pop or push draws on.
#[derive(PartialEq, Eq)]
struct Pool {
    tile: (i64, i64),
    ids: std::ops::Range<u32>,
    /// Drawn on by a channel or a part of the table (else by the whole
    /// tile).
    by_channel: bool,
}

impl Pool {
    /// The pool `op` pops from or pushes to; `None` for other ops.
    fn of(ir: &Ir, dev: &Dev, op: OpId) -> Res<Option<Pool>> {
        let Some(draw) = super::PoolDraw::of(ir, op) else {
            return Ok(None);
        };
        let tile = draw.tile;
        let Some(k) = super::kind(dev.model, tile) else {
            return Err(err(
                ir,
                op,
                format!("{} is not a tile of the device", netlist::tile_text(tile)),
            )
            .with_help("pop and push BD ids of a tile of the device"));
        };
        let ids = draw.ids(dev, k);
        let by_channel = draw.names_part(&ids, dev.model.num_bds(k));
        Ok(Some(Pool {
            tile,
            ids,
            by_channel,
        }))
    }

    fn name(&self) -> String {
        let (col, row) = self.tile;
        match self.by_channel {
            true => format!("bd_pool_{col}_{row}_{}", self.ids.start),
            false => format!("bd_pool_{col}_{row}"),
        }
    }
}

/// No stream when the value of a BD field is above `max`, or negative (a
/// BD id popped from a pool is unsigned and never is).
pub(super) fn field_guards(ir: &Ir, operand: ValueId, max: i64) -> Vec<Statement> {
    let mut out = vec![Statement::around(&[
        "if (",
        &format!(" > {max}) return std::nullopt;"),
    ])];
    let popped = (ir.defining_op(operand)).is_some_and(|d| ir.is(d, OpKind::DmaBdPoolPop));
    if !popped {
        out.push(Statement::around(&["if (", " < 0) return std::nullopt;"]));
    }
    out
}

/// No stream when the value is not a multiple of `divisor` (nor 1, when
/// `allow_unit`).
pub(super) fn divisible_guard(divisor: i64, allow_unit: bool) -> Statement {
    let tail = format!(" % {divisor} != 0) return std::nullopt;");
    match allow_unit {
        true => Statement::around(&["if (", " != 1 && ", &tail]),
        false => Statement::around(&["if (", &tail]),
    }
}

/// `return aie_runtime::txn_refused("<message>");`
pub(super) fn refusal(message: &str) -> Statement {
    Statement::plain(format!(
        "return aie_runtime::txn_refused({});",
        cpp_string(message)
    ))
}

/// `if (!(<condition>)) <then>`.
pub(super) fn checked(then: &Statement) -> Statement {
    Statement::around(&["if (!(", &format!(")) {}", then.texts.concat())])
}

/// The first operand of `op`, which it needs.
pub(super) fn first(ir: &Ir, op: OpId) -> Res<ValueId> {
    ir[op]
        .operands
        .first()
        .copied()
        .ok_or_else(|| err(ir, op, "lacks its operand").with_help("give the op the value it takes"))
}

/// The error of a sequence argument with no C++ parameter type.
pub(super) fn parameter_error(ir: &Ir, seq: OpId, i: usize, ty: &Type) -> Diagnostic {
    err(
        ir,
        seq,
        format!("argument {i} of type '{ty}' has no C++ parameter type"),
    )
    .with_help(
        "scalar arguments of a sequence for --aie-npu-to-cpp are i1, i8, i16, i32, i64 or index",
    )
}

/// The error of a value `user` takes that the builder does not compute.
pub(super) fn uncomputed(ir: &Ir, v: ValueId, user: OpId) -> Diagnostic {
    let by = ir
        .defining_op(v)
        .map_or("a block argument".to_string(), |d| {
            format!("'{}'", ir[d].name())
        });
    err(ir, user, format!("takes a value of {by}, which the C++ builder does not compute"))
        .with_help("NPU ops of a sequence for --aie-npu-to-cpp take constants, scalar arguments and arith over them")
}

/// The error of a value of a type the builder does not compute.
pub(super) fn untyped(ir: &Ir, op: OpId, ty: &Type) -> Diagnostic {
    err(
        ir,
        op,
        format!("has a value of type '{ty}', which the C++ builder does not compute"),
    )
    .with_help("values of a sequence for --aie-npu-to-cpp are i1, i8, i16, i32, i64 or index")
}

/// The error of an op missing a field.
pub(super) fn lacks_field(ir: &Ir, op: OpId) -> Diagnostic {
    err(ir, op, "lacks a field").with_help("give every field of the op")
}

/// The error of a `blockwrite_values` without its address.
pub(super) fn lacks_address(ir: &Ir, op: OpId) -> Diagnostic {
    err(ir, op, "lacks an address")
        .with_help("write `aiex.npu.blockwrite_values(%address : i32) values %w, ... : i32, ...`")
}

/// The error of a run-time address relative to a tile or buffer.
pub(super) fn relative_run_time_address(ir: &Ir, op: OpId) -> Diagnostic {
    err(
        ir,
        op,
        "has an address known only at run time relative to a tile or buffer",
    )
    .with_help("a run-time address is an array address: drop `column`, `row` and `buffer`")
}

/// A patch of a host buffer's address (not of a control-code global's).
pub(super) fn patchable(ir: &Ir, p: NpuAddressPatch) -> Res<()> {
    if p.global(ir).is_none() {
        return Ok(());
    }
    Err(err(
        ir,
        p.op(),
        "a patch with the address of a control-code global has no NPU transaction encoding",
    )
    .with_help("control packets travel in CERT control code: emit it with --emit=ctrl-elf"))
}

/// The values of `seq` the C++ reads: operands of its ops but `arith` ops
/// and the constant addresses of writes (written folded with their tile),
/// and the operands of `arith` ops whose results it reads.
pub(super) fn needed(ir: &Ir, seq: OpId) -> HashSet<ValueId> {
    let mut needed = HashSet::new();
    for op in ir.walk(seq).into_iter().rev() {
        let operands = &ir[op].operands;
        let folded = match ir.kind(op) {
            Some(k) if is_arith(k) => {
                if ir[op].results.iter().any(|r| needed.contains(r)) {
                    needed.extend(operands);
                }
                continue;
            }
            Some(OpKind::NpuWrite32) => NpuWrite32::wrap(op)
                .address(ir)
                .and(NpuWrite32::wrap(op).address_operand(ir)),
            Some(OpKind::NpuMaskwrite32) => NpuMaskwrite32::wrap(op)
                .address(ir)
                .and(NpuMaskwrite32::wrap(op).address_operand(ir)),
            // A condition known at compile time is no variable.
            Some(OpKind::CfAssert | OpKind::NpuRequire) => operands
                .first()
                .copied()
                .filter(|&c| int_value(ir, c, true).is_some()),
            _ => None,
        };
        needed.extend(operands.iter().filter(|&&v| Some(v) != folded));
    }
    needed
}

/// `text` as a C++ string literal: quotes and backslashes escaped, a line
/// break a space (a refusal's reason is one line), other control
/// characters in octal.
fn cpp_string(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
        match ch {
            '"' | '\\' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' | '\r' => out.push(' '),
            c if c.is_ascii_control() => out.push_str(&format!("\\{:03o}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether ops of `kind` compute a value and nothing else.
fn is_arith(kind: OpKind) -> bool {
    kind.name().starts_with("arith.")
}

/// The error of an `scf.for` or `scf.if` with `n` results and a region that
/// yields none.
fn yields_none(ir: &Ir, op: OpId, n: usize) -> Diagnostic {
    err(
        ir,
        op,
        format!("has {n} results and a region that yields none"),
    )
    .with_help("end each region of an scf.for or scf.if with results in an scf.yield of them")
}

/// The error of an op the C++ builder has no statement for.
pub(super) fn unsupported(ir: &Ir, op: OpId) -> Diagnostic {
    err(ir, op, "is not supported by the C++ TXN target")
        .with_help("--aie-npu-to-cpp translates NPU ops (write32, maskwrite32, maskpoll, blockwrite, blockwrite_values, sync, address_patch, load_pdi, preempt, the BD guards), BD pool pops and pushes, integer arith, scf.for and scf.if: lower DMA ops first with --aie-dma-tasks-to-npu and --aie-dma-to-npu")
}

/// The signed type of `int`'s width (`bool` stays `bool`).
fn signed(int: Int) -> String {
    match int {
        Int::Index => "int64_t".into(),
        other => other.decl(),
    }
}

/// `expr`, computed in a wider unsigned type, as a value of `int`.
fn wrap(int: Int, expr: &str) -> String {
    match int {
        Int::Bool => format!("static_cast<bool>(({expr}) & 1u)"),
        _ => format!("static_cast<{}>({expr})", int.decl()),
    }
}

/// `a` as a signed value: its variable when it already is one of at least
/// 32 bits (read without promotion), else [`as_signed`].
fn signed_name(a: &str, int: Int) -> String {
    match int {
        Int::Sized(32 | 64) => a.to_string(),
        _ => as_signed(a, int),
    }
}

/// `a` read as a signed value of its width (`i1`'s true is -1).
fn as_signed(a: &str, int: Int) -> String {
    match int {
        Int::Bool => format!("(-static_cast<int>({a}))"),
        _ => format!("static_cast<{}>({a})", signed(int)),
    }
}

/// `a` read as an unsigned value of its width.
fn as_unsigned(a: &str, int: Int) -> String {
    format!("static_cast<{}>({a})", int.unsigned())
}

/// The C++ expression of the integer `arith` op `kind` of `args` (with
/// their types), whose result is of `int`; `None` for other ops. Every
/// operation is defined in C++ where MLIR defines it: sums and products
/// wrap, shifts past the width give MLIR's poison a value.
fn expression(ir: &Ir, op: OpId, kind: OpKind, int: Int, args: &[(String, Int)]) -> Option<String> {
    use OpKind::*;
    let arg = |i: usize| args.get(i).map(|(a, t)| (a.as_str(), *t));
    let (a, at) = arg(0)?;
    let signed_op = |o: &str, (b, bt): (&str, Int)| {
        format!(
            "static_cast<{}>({} {o} {})",
            int.decl(),
            as_signed(a, at),
            as_signed(b, bt)
        )
    };
    let unsigned_op = |o: &str, (b, bt): (&str, Int)| {
        format!(
            "static_cast<{}>({} {o} {})",
            int.decl(),
            as_unsigned(a, at),
            as_unsigned(b, bt)
        )
    };
    let bits = at.bits();
    let shift = |e: String, (b, bt): (&str, Int), past: &str| {
        format!("{} < {bits}u ? {e} : {past}", as_unsigned(b, bt))
    };
    Some(match kind {
        ArithDivsi => signed_op("/", arg(1)?),
        ArithRemsi => signed_op("%", arg(1)?),
        ArithDivui => unsigned_op("/", arg(1)?),
        ArithRemui => unsigned_op("%", arg(1)?),
        ArithAndi => unsigned_op("&", arg(1)?),
        ArithOri => unsigned_op("|", arg(1)?),
        ArithXori => unsigned_op("^", arg(1)?),
        ArithShli => {
            let (b, bt) = arg(1)?;
            let e = wrap(
                int,
                &format!("static_cast<{}>({a}) << {}", int.wide(), as_unsigned(b, bt)),
            );
            shift(e, (b, bt), &format!("{}(0)", int.decl()))
        }
        ArithShrui => {
            let (b, bt) = arg(1)?;
            let e = format!(
                "static_cast<{}>({} >> {})",
                int.decl(),
                as_unsigned(a, at),
                as_unsigned(b, bt)
            );
            shift(e, (b, bt), &format!("{}(0)", int.decl()))
        }
        ArithShrsi => {
            let (b, bt) = arg(1)?;
            let e = format!(
                "static_cast<{}>({} >> {})",
                int.decl(),
                as_signed(a, at),
                as_unsigned(b, bt)
            );
            let past = format!(
                "static_cast<{}>({} < 0 ? -1 : 0)",
                int.decl(),
                as_signed(a, at)
            );
            shift(e, (b, bt), &past)
        }
        ArithMaxsi | ArithMinsi | ArithMaxui | ArithMinui => {
            let (b, bt) = arg(1)?;
            let (x, y) = match kind {
                ArithMaxsi | ArithMinsi => (as_signed(a, at), as_signed(b, bt)),
                _ => (as_unsigned(a, at), as_unsigned(b, bt)),
            };
            let o = if matches!(kind, ArithMaxsi | ArithMaxui) {
                ">"
            } else {
                "<"
            };
            format!("{x} {o} {y} ? {a} : {b}")
        }
        ArithCmpi => {
            let (b, bt) = arg(1)?;
            let (o, s) = match dialect::ops::views::ArithCmpi::wrap(op).predicate(ir) {
                CmpIPredicate::Eq => ("==", false),
                CmpIPredicate::Ne => ("!=", false),
                CmpIPredicate::Slt => ("<", true),
                CmpIPredicate::Sle => ("<=", true),
                CmpIPredicate::Sgt => (">", true),
                CmpIPredicate::Sge => (">=", true),
                CmpIPredicate::Ult => ("<", false),
                CmpIPredicate::Ule => ("<=", false),
                CmpIPredicate::Ugt => (">", false),
                CmpIPredicate::Uge => (">=", false),
            };
            match s {
                true => format!("{} {o} {}", as_signed(a, at), as_signed(b, bt)),
                false => format!("{} {o} {}", as_unsigned(a, at), as_unsigned(b, bt)),
            }
        }
        ArithSelect => {
            let ((b, _), (c, _)) = (arg(1)?, arg(2)?);
            format!(
                "{a} ? static_cast<{t}>({b}) : static_cast<{t}>({c})",
                t = int.decl()
            )
        }
        ArithExtsi | ArithIndexCast if int.bits() >= at.bits() => {
            format!("static_cast<{}>({})", int.decl(), as_signed(a, at))
        }
        ArithExtui | ArithIndexCastui if int.bits() >= at.bits() => {
            format!("static_cast<{}>({})", int.decl(), as_unsigned(a, at))
        }
        ArithTrunci | ArithIndexCast | ArithIndexCastui => match int {
            Int::Bool => format!("static_cast<bool>({} & 1u)", as_unsigned(a, at)),
            _ => format!("static_cast<{}>({a})", int.decl()),
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::npu::binary::{DDR_AIE_ADDR_OFFSET, FIRMWARE_TRANSLATED_ARGS};
    use aie_target::device::{TileKind, DEVICES};
    use aie_target::txn::{Opcode, MARKERS};

    /// The generated part of [`HEADER`]: the opcode enum and the largest BD
    /// count of a tile.
    fn generated() -> String {
        let mut enumerators: Vec<(&str, u32)> =
            Opcode::ALL.iter().map(|o| (o.name(), o.code())).collect();
        enumerators.extend(MARKERS);
        let mut out = String::from("enum TxnOpcode : uint32_t {\n");
        for (name, code) in enumerators {
            out.push_str(&format!("  TXN_OPC_{name} = {code},\n"));
        }
        let kinds = [TileKind::ShimNoc, TileKind::MemTile, TileKind::Core];
        let max_bds = DEVICES
            .iter()
            .flat_map(|d| kinds.map(|k| d.num_bds(k)))
            .max()
            .unwrap_or(0);
        out.push_str(&format!(
            "}};\n\n// The most buffer descriptors any tile of any device has.\nconstexpr uint32_t kMaxBDsPerTile = {max_bds};\n"
        ));
        out.push_str(&format!(
            "\n// The DDR aperture offset a folded address patch of host buffer\n// kFirmwareTranslatedArgs or later adds (the firmware translates the\n// ones before).\nconstexpr uint32_t kDdrAieAddrOffset = 0x{DDR_AIE_ADDR_OFFSET:X}u;\nconstexpr int32_t kFirmwareTranslatedArgs = {FIRMWARE_TRANSLATED_ARGS};\n"
        ));
        out
    }

    /// TxnEncoding.h's opcodes and BD bound are aiec's tables' (rewrite with
    /// `UPDATE_HEADER=1`).
    #[test]
    fn cpp_header_is_current() {
        let (begin, end) = ("// generated:begin\n", "// generated:end\n");
        let (Some(b), Some(e)) = (HEADER.find(begin), HEADER.find(end)) else {
            panic!("TxnEncoding.h lacks the generated markers");
        };
        let fresh = generated();
        if std::env::var_os("UPDATE_HEADER").is_some() {
            let text = format!("{}{fresh}{}", &HEADER[..b + begin.len()], &HEADER[e..]);
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/npu/TxnEncoding.h");
            std::fs::write(path, text).expect("write TxnEncoding.h");
            return;
        }
        assert!(
            HEADER[b + begin.len()..e] == fresh,
            "TxnEncoding.h is stale: run UPDATE_HEADER=1 cargo test -p passes cpp_header_is_current"
        );
    }

    /// Literals wrap to their type and never spell a value C++ cannot.
    #[test]
    fn literals() {
        assert_eq!(Int::Sized(32).literal(-1), "-1");
        assert_eq!(Int::Sized(32).literal(0xFFFF_FFFF), "-1");
        assert_eq!(Int::Sized(32).literal(-(1 << 31)), "(-2147483647 - 1)");
        assert_eq!(
            Int::Sized(64).literal(i128::from(i64::MIN)),
            "(-9223372036854775807LL - 1)"
        );
        assert_eq!(Int::Sized(8).literal(200), "-56");
        assert_eq!(Int::Index.literal(-1), "18446744073709551615ull");
        assert_eq!(Int::Index.literal(7), "7");
        assert_eq!(Int::Bool.literal(-1), "true");
    }
}
