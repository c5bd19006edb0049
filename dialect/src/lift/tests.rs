//! The lift on the lit tests' hand-written control code: the IR it builds
//! verifies, is the IR its text reads back as, and has the ops and types
//! the registers say; an error names the op it is about.

use super::*;
use crate::ir::cases::WireBundle;
use crate::ir::{Dim, OpId, Type};
use crate::ops::views::{Connect, Lock, NpuSync, RuntimeSequence};
use aie_target::cert::assembler::{assemble, Disk, Options};
use std::path::Path;

/// `text` assembled, with the note of its `; aiec:` comments.
fn elf(text: &str) -> CtrlElf {
    assemble(Path::new("t.asm"), text, &Options::default(), &Disk)
        .unwrap_or_else(|f| panic!("{:?}", f.diagnostics))
        .elf
}

/// The lift of `text`, checked to read back as itself.
fn lifted(text: &str) -> Lifted {
    let l = lift(&elf(text)).unwrap_or_else(|e| panic!("{e}"));
    let printed = crate::syntax::print_april(&l.ir);
    let again = crate::parse(&printed).unwrap_or_else(|d| panic!("{d:?}\n{printed}"));
    assert!(l.ir.structurally_equal(&again), "{printed}");
    l
}

fn all_ops(ir: &Ir) -> Vec<OpId> {
    ir.walk(ir.top)
}

#[test]
fn configuration_builds_the_netlist() {
    let l = lifted(include_str!("../../../test/lift/config.asm"));
    let ops = all_ops(&l.ir);
    let locks: Vec<(Option<i64>, Option<i64>)> =
        l.ir.views::<Lock>(ops.iter().copied())
            .map(|lock| (lock.lock_id(&l.ir), lock.init(&l.ir)))
            .collect();
    assert_eq!(locks.first(), Some(&(Some(2), Some(1))), "{locks:?}");
    let connects: Vec<(WireBundle, i64, WireBundle, i64)> =
        l.ir.views::<Connect>(ops.iter().copied())
            .map(|c| {
                let ir = &l.ir;
                (
                    c.source_bundle(ir),
                    c.source_channel(ir),
                    c.dest_bundle(ir),
                    c.dest_channel(ir),
                )
            })
            .collect();
    assert_eq!(connects[0], (WireBundle::North, 0, WireBundle::South, 2));
    assert!(
        !l.warnings.is_empty(),
        "config.asm writes what has no place"
    );
}

#[test]
fn runtime_jobs_build_the_sequence_with_typed_arguments() {
    let l = lifted(include_str!("../../../test/lift/runtime.asm"));
    let ops = all_ops(&l.ir);
    let seq =
        l.ir.views::<RuntimeSequence>(ops.iter().copied())
            .next()
            .expect("a runtime sequence");
    let body = l.ir.entry_block(seq.op(), 0).expect("its block");
    let types: Vec<&Type> = l.ir[body].args.iter().map(|&a| l.ir.type_of(a)).collect();
    let memref = |n, elem| Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(elem),
        layout: None,
        space: None,
    };
    assert_eq!(
        types,
        [&memref(256, Type::I32), &memref(64, Type::Float("bf16"))]
    );
    assert_eq!(l.ir.views::<NpuSync>(ops.iter().copied()).count(), 3);
}

#[test]
fn argument_types_fall_back_to_bytes() {
    let memref = |n, elem| Type::MemRef {
        shape: Some(vec![Dim::Static(n)]),
        elem: Box::new(elem),
        layout: None,
        space: None,
    };
    assert_eq!(runtime::arg_type(64, "ui16"), memref(32, Type::uint(16)));
    assert_eq!(runtime::arg_type(6, "i32"), memref(6, Type::I8));
    assert_eq!(runtime::arg_type(8, "index"), memref(8, Type::I8));
    assert_eq!(runtime::arg_type(8, "x32"), memref(8, Type::I8));
    // 0 bytes: a buffer the host sizes.
    let dynamic = Type::MemRef {
        shape: Some(vec![Dim::Dynamic]),
        elem: Box::new(Type::I32),
        layout: None,
        space: None,
    };
    assert_eq!(runtime::arg_type(0, "i32"), dynamic);
    assert_eq!(runtime::arg_type(0, "x32"), memref(1, Type::I8));
}

#[test]
fn a_netlist_that_does_not_verify_names_the_op() {
    let e = lift(&elf(include_str!("../../../test/lift/errors.asm"))).expect_err("does not verify");
    assert_eq!(
        e,
        "the lifted netlist does not verify: dest bundle North not supported; index: 0, bound: 0 (at `aie.connect<South : 0, North : 0>`)"
    );
}
