//! `--aie-standard-lowering` (mlir-aie's AIECoreToStandard): the code of
//! the cores of one device becomes standard MLIR a core compiler takes.
//!
//! * the module gets `llvm.target_triple` (`aie`, `aie2`, `aie2p`) and private
//!   declarations of the architecture's intrinsics, first in the module;
//! * every `aie.buffer` becomes `memref.global "public" @name` before them
//!   (the last buffer first, as mlir-aie inserts each at the module start),
//!   with its initial value only for the selected tile (`tilecol`/`tilerow`);
//!   each use becomes `memref.get_global` + `memref.assume_alignment 32`;
//! * in core code and the device's functions, `aie.use_lock` becomes a call
//!   of the acquire / release intrinsic (the lock index cast to `i32`; the
//!   value operand as it is, subtracted from 0 for `AcquireGreaterEqual`),
//!   and `aie.debug`, `aie.event`, `aie.put_stream`, `aie.get_stream`,
//!   `aie.put_cascade`, `aie.get_cascade` calls of theirs, each where the
//!   op it lowers is;
//! * each selected `aie.core(C, R)` becomes `func.func @core_C_R()` after the
//!   device (the last core first), its `aie.end` a `func.return`; the other
//!   cores are dropped;
//! * `func.func`s in the device move before it, then every `aie.device` is
//!   removed.
//!
//! Unlike mlir-aie, a lock still used directly (not through
//! `--aie-localize-locks`) is replaced by its core-relative index, since the
//! `aie.lock` itself is removed (docs/passes.md).

use crate::netlist::tile_of;
use crate::options::PassOption;
use crate::{Anchor, Args, Pass};
use aie_target::device::{device, Arch, Device};
use dialect::ir::cases::LockAction;
use dialect::ir::{At, Attr, Dim, OpId, OpKind, Span, Type, ValueId, View};
use dialect::ops::access;
use dialect::ops::views::{
    ArithConstant, ArithIndexCast, ArithSubi, Buffer, Core, Event, FuncCall, FuncFunc, FuncReturn,
    Lock, MemrefAssumeAlignment, MemrefGetGlobal, MemrefGlobal, UseLock, VectorBitcast,
};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-standard-lowering",
    name: "AIECoreToStandard",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Outline core code into func.func @core_C_R with intrinsic calls; buffers become memref.globals",
    doc: "passes.md#--aie-standard-lowering",
    options: &[
        PassOption {
            name: "device",
            help: "the aie.device to lower (its symbol; default: the first)",
            default: "",
            values: &[],
        },
        PassOption {
            name: "tilecol",
            help: "only the core of this column (-1: all)",
            default: "-1",
            values: &[],
        },
        PassOption {
            name: "tilerow",
            help: "only the core of this row (-1: all)",
            default: "-1",
            values: &[],
        },
    ],
    body: crate::Body::Run(run),
};

/// The core (column, row) selected; `None` in a coordinate selects all.
type Selection = (Option<i64>, Option<i64>);

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    match lower(ir, args) {
        Ok(()) => Vec::new(),
        Err(d) => vec![d],
    }
}

fn lower(ir: &mut Ir, args: &Args) -> Result<(), Diagnostic> {
    let coord = |name: &str| -> Result<Option<i64>, Diagnostic> {
        match args.get(name).parse::<i64>() {
            Ok(-1) | Ok(4294967295) => Ok(None),
            Ok(v) => Ok(Some(v)),
            Err(_) => Err(Diagnostic::error(
                ir[ir.top].span,
                format!("--aie-standard-lowering: {name} must be an integer"),
            )),
        }
    };
    let selection = (coord("tilecol")?, coord("tilerow")?);
    let (dev, model) = target(ir, args.get("device"))?;
    ir.set_attr(
        ir.top,
        dialect::ops::LLVM_TARGET_TRIPLE,
        Attr::Str(triple(model.arch).into()),
    );
    declare_intrinsics(ir, model.arch);
    buffers_to_globals(ir, dev, selection);
    for core in ir.views::<Core>(ir.walk(dev)).collect::<Vec<_>>() {
        let at = tile_of(ir, core.op()).unwrap_or_default();
        lower_code_ops(ir, core.op(), Some(at), model)?;
    }
    for f in ir.views::<FuncFunc>(ir.children(dev)).collect::<Vec<_>>() {
        lower_code_ops(ir, f.op(), None, model)?;
    }
    outline_cores(ir, dev, selection, model.arch);
    let top = ir.top_block();
    for d in ir.ops_in(top).collect::<Vec<_>>() {
        if ir.is(d, OpKind::Device) {
            for f in ir.views::<FuncFunc>(ir.children(d)).collect::<Vec<_>>() {
                ir.move_op(f.op(), At::Before(d));
            }
            ir.erase(d);
        }
    }
    Ok(())
}

/// The device to lower and its model.
fn target(ir: &Ir, name: &str) -> Result<(OpId, &'static Device), Diagnostic> {
    let top = ir.top_block();
    let found = ir
        .views::<dialect::ops::views::Device>(ir.ops_in(top))
        .find(|d| name.is_empty() || d.sym_name(ir) == name);
    let Some(d) = found else {
        return Err(Diagnostic::error(
            ir[ir.top].span,
            if name.is_empty() {
                "expected an aie.device operation at top level".to_string()
            } else {
                format!("no aie.device @{name}")
            },
        )
        .with_help(
            "a legacy design without aie.device goes through --aie-canonicalize-device first",
        ));
    };
    let model = device(d.device(ir)).ok_or_else(|| {
        Diagnostic::error(
            ir[d.op()].span,
            format!("unknown device `{}`", d.device(ir)),
        )
    })?;
    Ok((d.op(), model))
}

fn triple(arch: Arch) -> &'static str {
    match arch {
        Arch::Aie1 => "aie",
        Arch::Aie2 => "aie2",
        Arch::Aie2p => "aie2p",
        Arch::Aie2ps => "aie2ps",
    }
}

/// The intrinsic family: `llvm.aie.`, `llvm.aie2.`, `llvm.aie2p.`.
fn prefix(arch: Arch) -> String {
    format!("llvm.{}.", triple(arch))
}

/// The intrinsics of `arch`: (name, inputs, results).
fn intrinsics(arch: Arch) -> Vec<(String, Vec<Type>, Vec<Type>)> {
    let i32 = Type::I32;
    let wide = Type::int(128);
    let cascade = Type::int(384);
    let acc = Type::Vector {
        shape: vec![Dim::Static(16)],
        elem: Box::new(Type::I32),
    };
    let p = prefix(arch);
    let mut out = vec![("debug_i32".to_string(), vec![i32.clone()], vec![])];
    let f = |n: &str| format!("{p}{n}");
    if arch == Arch::Aie1 {
        out.extend([
            (f("event0"), vec![], vec![]),
            (f("event1"), vec![], vec![]),
            (f("put.ms"), vec![i32.clone(), i32.clone()], vec![]),
            (f("put.wms"), vec![i32.clone(), wide.clone()], vec![]),
            (f("put.fms"), vec![i32.clone(), Type::Float("f32")], vec![]),
            (f("get.ss"), vec![i32.clone()], vec![i32.clone()]),
            (f("get.wss"), vec![i32.clone()], vec![wide]),
            (f("get.fss"), vec![i32.clone()], vec![Type::Float("f32")]),
            (f("put.mcd"), vec![cascade.clone()], vec![]),
            (f("get.scd"), vec![], vec![cascade]),
            (
                f("lock.acquire.reg"),
                vec![i32.clone(), i32.clone()],
                vec![],
            ),
            (
                f("lock.release.reg"),
                vec![i32.clone(), i32.clone()],
                vec![],
            ),
        ]);
    } else {
        out.extend([
            (f("event"), vec![i32.clone()], vec![]),
            (f("put.ms"), vec![i32.clone(), i32.clone()], vec![]),
            (f("get.ss"), vec![], vec![i32.clone(), i32.clone()]),
            (f("mcd.write.vec"), vec![acc.clone(), i32.clone()], vec![]),
            (f("scd.read.vec"), vec![i32.clone()], vec![acc]),
            (f("acquire"), vec![i32.clone(), i32.clone()], vec![]),
            (f("release"), vec![i32.clone(), i32.clone()], vec![]),
            (f("set.ctrl.reg"), vec![i32.clone(), i32], vec![]),
        ]);
    }
    out
}

fn declare_intrinsics(ir: &mut Ir, arch: Arch) {
    let top = ir.top_block();
    for (i, (name, inputs, results)) in intrinsics(arch).into_iter().enumerate() {
        FuncFunc::build(ir, Span::default())
            .sym_visibility("private")
            .sym_name(&name)
            .function_type(Type::Function { inputs, results })
            .insert(At::Index(top, i));
    }
}

/// Buffers become public globals at the module start; uses read them.
fn buffers_to_globals(ir: &mut Ir, dev: OpId, (col, row): Selection) {
    let top = ir.top_block();
    let buffers: Vec<Buffer> = ir.views::<Buffer>(ir.walk(dev)).collect();
    for (n, b) in buffers.into_iter().enumerate() {
        let ty = ir.type_of(ir[b.op()].results[0]).clone();
        let (c, r) = tile_of(ir, b.op()).unwrap_or_default();
        let name = b
            .sym_name(ir)
            .map_or_else(|| format!("__buffer_{c}_{r}_{n}"), String::from);
        let owned = col.is_none_or(|x| x == c) && row.is_none_or(|x| x == r);
        let init = b.initial_value(ir).cloned().filter(|_| owned);
        let span = ir[b.op()].span;
        let mut g = MemrefGlobal::build(ir, span)
            .sym_visibility("public")
            .sym_name(&name)
            .type_attr(ty.clone());
        if let Some(init) = init {
            g = g.initial_value(init);
        }
        g.insert(At::Index(top, 0));
        let value = ir[b.op()].results[0];
        let users: Vec<OpId> = ir
            .walk(ir.top)
            .into_iter()
            .filter(|&o| ir[o].operands.contains(&value))
            .collect();
        for user in users {
            let get = MemrefGetGlobal::build(ir, Span::default())
                .name(&name)
                .result(ty.clone())
                .insert(At::Before(user))
                .op();
            let global = ir[get].results[0];
            MemrefAssumeAlignment::build(ir, Span::default())
                .operand(global)
                .alignment(32)
                .insert(At::Before(user));
            for v in ir[user].operands.iter_mut().filter(|v| **v == value) {
                *v = global;
            }
        }
    }
}

/// Rewrites the AIE ops of the code in `root` (a core on tile `at`, or a
/// function of the device) into intrinsic calls.
fn lower_code_ops(
    ir: &mut Ir,
    root: OpId,
    at: Option<(i64, i64)>,
    model: &Device,
) -> Result<(), Diagnostic> {
    for op in ir.walk(root) {
        let Some(kind) = ir.kind(op) else { continue };
        match kind {
            OpKind::UseLock => use_lock(ir, op, at, model)?,
            OpKind::Debug => {
                let v = ir[op].operands[0];
                call(ir, op, "debug_i32", &[v], &[]);
                ir.erase(op);
            }
            // AIE1 has an intrinsic per event; later ones take its number.
            OpKind::Event => {
                let val = Event::wrap(op).val(ir);
                let (name, args) = match model.arch {
                    Arch::Aie1 => (format!("{}event{val}", prefix(model.arch)), vec![]),
                    _ => {
                        let n = constant(ir, op, val, Type::I32);
                        (format!("{}event", prefix(model.arch)), vec![n])
                    }
                };
                need(ir, op, &name)?;
                call(ir, op, &name, &args, &[]);
                ir.erase(op);
            }
            OpKind::PutStream | OpKind::GetStream | OpKind::PutCascade | OpKind::GetCascade => {
                stream(ir, op, kind, model.arch)?
            }
            _ => {}
        }
    }
    Ok(())
}

/// An error unless intrinsic `name` is declared for the architecture.
fn need(ir: &Ir, op: OpId, name: &str) -> Result<(), Diagnostic> {
    let declared = ir
        .views::<FuncFunc>(ir.ops_in(ir.top_block()))
        .any(|f| f.sym_name(ir) == name);
    if declared {
        return Ok(());
    }
    Err(Diagnostic::op_error(
        ir[op].span,
        ir[op].name().as_ref(),
        format!("Could not find the intrinsic function {name}"),
    )
    .with_help("the op has no intrinsic on this architecture"))
}

/// `func.call @name(args)` before `op`, where it is; its results.
fn call(ir: &mut Ir, op: OpId, name: &str, args: &[ValueId], results: &[Type]) -> Vec<ValueId> {
    let span = ir[op].span;
    call_at(ir, (At::Before(op), span), name, args, results)
}

/// `func.call @name(args)` at `at`, located at `span`; its results.
fn call_at(
    ir: &mut Ir,
    (at, span): (At, Span),
    name: &str,
    args: &[ValueId],
    results: &[Type],
) -> Vec<ValueId> {
    let mut b = FuncCall::build(ir, span).callee(name).operands(args);
    for t in results {
        b = b.result(t.clone());
    }
    let c = b.insert(at).op();
    ir[c].results.to_vec()
}

/// `arith.constant v : ty` before `op`, where it is.
fn constant(ir: &mut Ir, op: OpId, v: i64, ty: Type) -> ValueId {
    let span = ir[op].span;
    constant_at(ir, (At::Before(op), span), v, ty)
}

/// `arith.constant v : ty` at `at`, located at `span`.
fn constant_at(ir: &mut Ir, (at, span): (At, Span), v: i64, ty: Type) -> ValueId {
    let c = ArithConstant::build(ir, span)
        .value(Attr::int_of(i128::from(v), &ty))
        .result(ty)
        .insert(at)
        .op();
    ir[c].results[0]
}

/// `aie.use_lock` in code: `index_cast` of the lock, then the call of the
/// acquire / release intrinsic with the value (negated at run time for an
/// acquire-greater-equal, as mlir-aie encodes it).
fn use_lock(
    ir: &mut Ir,
    op: OpId,
    core: Option<(i64, i64)>,
    model: &Device,
) -> Result<(), Diagnostic> {
    let u = UseLock::wrap(op);
    let action = u.action(ir);
    let name = match (action, model.arch) {
        (LockAction::Release, Arch::Aie1) => "lock.release.reg",
        (_, Arch::Aie1) => "lock.acquire.reg",
        (LockAction::Release, _) => "release",
        _ => "acquire",
    };
    let mut lock = ir[op].operands[0];
    if let Some(l) = ir.defining_op(lock).and_then(|d| ir.view::<Lock>(d)) {
        let there = tile_of(ir, l.op()).unwrap_or_default();
        let index = core
            .and_then(|c| model.lock_local_base(c, there))
            .map(i64::from)
            .unwrap_or(0)
            + l.lock_id(ir).unwrap_or(0);
        lock = constant(ir, op, index, Type::Index);
    }
    let span = ir[op].span;
    let cast = ArithIndexCast::build(ir, span)
        .operand(lock)
        .result(Type::I32)
        .insert(At::Before(op))
        .op();
    let id = ir[cast].results[0];
    let acquire_ge = action == LockAction::AcquireGreaterEqual;
    let v = match access::scalar_value(ir, op, UseLock::VALUE) {
        Some(v) if acquire_ge => {
            let zero = constant(ir, op, 0, Type::I32);
            let neg = ArithSubi::build(ir, span)
                .operands(&[zero, v])
                .result(Type::I32)
                .insert(At::Before(op))
                .op();
            ir[neg].results[0]
        }
        Some(v) => v,
        // A value written as an attribute (the April syntax): a constant.
        None if acquire_ge => constant(ir, op, -u.value(ir), Type::I32),
        None => constant(ir, op, u.value(ir), Type::I32),
    };
    call(
        ir,
        op,
        &format!("{}{name}", prefix(model.arch)),
        &[id, v],
        &[],
    );
    ir.erase(op);
    Ok(())
}

/// At the start of core function `f` (AIE2 and later) whose code shifts,
/// rounds and saturates vectors (`aievec.srs`) or multiplies `bf16` ones
/// (`aievec.matmul`), mlir-aie's control-register writes: saturation on
/// (register 9), and the rounding mode (register 6; 1 on AIE2P) that the
/// C++ kernels use: to nearest even for a `bf16` matmul, towards +inf for
/// an integer SRS, else floor.
fn set_rounding(ir: &mut Ir, f: OpId, arch: Arch) {
    if arch == Arch::Aie1 {
        return;
    }
    let (mut srs, mut int_srs, mut bf16_matmul) = (false, false, false);
    for op in ir.walk(f) {
        let elem_of = |v: Option<&ValueId>| match v.map(|&v| ir.type_of(v)) {
            Some(Type::Vector { elem, .. }) => Some((**elem).clone()),
            _ => None,
        };
        match ir.kind(op) {
            Some(OpKind::AievecSrs) => {
                srs = true;
                int_srs |= matches!(elem_of(ir[op].results.first()), Some(Type::Int { .. }));
            }
            Some(OpKind::AievecMatmul | OpKind::AievecMatmulAie2p) => {
                bf16_matmul |= elem_of(ir[op].operands.first()) == Some(Type::Float("bf16"));
            }
            _ => {}
        }
    }
    if !(srs || bf16_matmul) {
        return;
    }
    let Some(first) = ir.entry_block(f, 0).and_then(|b| ir.first_op(b)) else {
        return;
    };
    let rounding = match (bf16_matmul, int_srs) {
        (true, _) => 12,
        (_, true) => 9,
        _ => 0,
    };
    let rounding_reg = if arch == Arch::Aie2p { 1 } else { 6 };
    let name = format!("{}set.ctrl.reg", prefix(arch));
    let at = (At::Before(first), ir[f].span);
    for (reg, value) in [(9, 1), (rounding_reg, rounding)] {
        let r = constant_at(ir, at, reg, Type::I32);
        let v = constant_at(ir, at, value, Type::I32);
        call_at(ir, at, &name, &[r, v], &[]);
    }
}

/// The type of a cascade word on AIE2 and later (512 bits).
fn accumulator() -> Type {
    Type::Vector {
        shape: vec![Dim::Static(16)],
        elem: Box::new(Type::I32),
    }
}

/// `v` as a cascade word: bitcast to `vector<16xi32>` unless it is one.
fn as_accumulator(ir: &mut Ir, op: OpId, v: ValueId) -> ValueId {
    if *ir.type_of(v) == accumulator() {
        return v;
    }
    let span = ir[op].span;
    let cast = VectorBitcast::build(ir, span)
        .operand(v)
        .result(accumulator())
        .insert(At::Before(op))
        .op();
    ir[cast].results[0]
}

/// Stream and cascade ops: calls of the put / get intrinsics.
fn stream(ir: &mut Ir, op: OpId, kind: OpKind, arch: Arch) -> Result<(), Diagnostic> {
    let aie1 = arch == Arch::Aie1;
    let width = |t: &Type| match t {
        Type::Int { width: 128, .. } => "w",
        Type::Float(_) => "f",
        _ => "",
    };
    let operands = ir[op].operands.clone();
    let result = ir[op].results.first().map(|&r| ir.type_of(r).clone());
    let (name, args, results) = match kind {
        OpKind::PutStream => {
            let (channel, value) = (operands[0], operands[1]);
            let w = width(ir.type_of(value));
            if aie1 {
                (format!("put.{w}ms"), vec![channel, value], vec![])
            } else {
                let tlast = constant(ir, op, 0, Type::I32);
                (format!("put.{w}ms"), vec![value, tlast], vec![])
            }
        }
        OpKind::GetStream => {
            let ty = result.clone().unwrap_or(Type::I32);
            if aie1 {
                (format!("get.{}ss", width(&ty)), vec![operands[0]], vec![ty])
            } else {
                ("get.ss".into(), vec![], vec![Type::I32, Type::I32])
            }
        }
        OpKind::PutCascade if aie1 => ("put.mcd".into(), operands.to_vec(), vec![]),
        OpKind::PutCascade => {
            let value = as_accumulator(ir, op, operands[0]);
            let enable = constant(ir, op, 1, Type::I32);
            ("mcd.write.vec".into(), vec![value, enable], vec![])
        }
        OpKind::GetCascade if aie1 => (
            "get.scd".into(),
            vec![],
            result.clone().into_iter().collect(),
        ),
        _ => {
            let enable = constant(ir, op, 1, Type::I32);
            ("scd.read.vec".into(), vec![enable], vec![accumulator()])
        }
    };
    let name = format!("{}{name}", prefix(arch));
    need(ir, op, &name)?;
    let outs = call(ir, op, &name, &args, &results);
    if let (Some(&old), Some(&new)) = (ir[op].results.first(), outs.first()) {
        // A cascade word read as the core's vector type.
        let new = match (kind, result) {
            (OpKind::GetCascade, Some(ty)) if !aie1 && ty != accumulator() => {
                let span = ir[op].span;
                let cast = VectorBitcast::build(ir, span)
                    .operand(new)
                    .result(ty)
                    .insert(At::Before(op))
                    .op();
                ir[cast].results[0]
            }
            _ => new,
        };
        ir.replace_uses_in(ir.top, old, new);
    }
    ir.erase(op);
    Ok(())
}

/// Each selected core becomes `func.func @core_C_R()` after the device.
fn outline_cores(ir: &mut Ir, dev: OpId, (col, row): Selection, arch: Arch) {
    for core in ir.views::<Core>(ir.walk(dev)).collect::<Vec<_>>() {
        let (c, r) = tile_of(ir, core.op()).unwrap_or_default();
        if col.is_some_and(|x| x != c) || row.is_some_and(|x| x != r) {
            ir.erase(core.op());
            continue;
        }
        let span = ir[core.op()].span;
        let f = FuncFunc::build(ir, span)
            .sym_name(&format!("core_{c}_{r}"))
            .function_type(Type::Function {
                inputs: vec![],
                results: vec![],
            })
            .insert(At::After(dev))
            .op();
        ir.move_regions(core.op(), f);
        set_rounding(ir, f, arch);
        for end in ir.walk(f) {
            if ir.is(end, OpKind::End) {
                let span = ir[end].span;
                FuncReturn::build(ir, span).insert(At::Before(end));
                ir.erase(end);
            }
        }
        ir.erase(core.op());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower_text(text: &str, options: &str) -> String {
        let mut ir = dialect::parse(text).expect("parses");
        let args = Args::parse(PASS.options, options).expect("options");
        let d = run(&mut ir, &args);
        assert!(d.is_empty(), "{d:?}");
        dialect::print(&ir)
    }

    #[test]
    fn cores_become_functions_with_intrinsic_calls() {
        let out = lower_text(
            "module { aie.device(npu1) {
               %t = aie.tile(1, 2)
               %l = aie.lock(%t, 3)
               %b = aie.buffer(%t) {sym_name = \"buf\"} : memref<4xi32> = dense<7>
               %c = aie.core(%t) {
                 %c0 = arith.constant 0 : index
                 aie.use_lock(%l, AcquireGreaterEqual, 1)
                 %v = memref.load %b[%c0] : memref<4xi32>
                 aie.use_lock(%l, Release, 1)
                 aie.end
               }
             } }",
            "",
        );
        assert!(out.starts_with("module attributes {llvm.target_triple = \"aie2\"} {\n  memref.global \"public\" @buf : memref<4xi32> = dense<7>\n  func.func private @debug_i32(i32)"), "{out}");
        assert!(out.contains("func.func @core_1_2() {"), "{out}");
        assert!(out.contains("%c51 = arith.constant 51 : index"), "{out}");
        assert!(
            out.contains("call @llvm.aie2.acquire(%0, %c-1_i32) : (i32, i32) -> ()"),
            "{out}"
        );
        assert!(
            out.contains("memref.get_global @buf : memref<4xi32>"),
            "{out}"
        );
        assert!(out.contains("memref.assume_alignment %"), "{out}");
        assert!(out.contains("    return\n  }"), "{out}");
        assert!(!out.contains("aie."), "{out}");
    }
}
