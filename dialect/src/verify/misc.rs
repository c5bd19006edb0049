//! Structural checks shared by many ops (isolation, unique symbols,
//! terminators), `aie.core` (§3.8), `aie.shim_dma_allocation` and `aie.runtime_sequence` (§3.11).

use super::{Check, Cx};
use crate::ir::{Attr, OpId, OpKind, ValueDef, View};
use crate::ops::views::{Core, RuntimeSequence, ShimDmaAllocation};
use aie_target::device::TileKind;

pub(crate) fn core(cx: &Cx, op: Core) -> Check {
    cx.placed_on(op, &[TileKind::Core], "a core tile")?;
    one_core(cx, op)?;
    let blocks = cx.ir[op.op()]
        .regions()
        .first()
        .map_or(&[][..], |&r| &cx.ir[r].blocks);
    if blocks.is_empty() {
        return Err(cx
            .err(op, "should have non-empty body")
            .help("give the core a body ending in `aie.end`"));
    }
    let only_end = matches!(blocks, [b] if cx.ir.op_count(*b) == 1 && cx.ir.first_op(*b).is_some_and(|e| cx.ir.is(e, OpKind::End)));
    if op.elf_file(cx.ir).is_some() && !only_end {
        return Err(cx
            .err(op, "When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op).")
            .help("remove the body, or remove `elf_file` to compile the body"));
    }
    stack_fits(cx, op)?;
    measured_alignments(cx, op)?;
    if op.link_with(cx.ir).is_some() && op.link_files(cx.ir).is_some() {
        return Err(cx
            .err(op, "cannot specify both 'link_with' (deprecated) and 'link_files' on the same core; run aie-assign-core-link-files to migrate")
            .help("list every object file in `link_files`"));
    }
    Ok(())
}

/// A core's `stack_size` leaves room for its tile's buffers in the tile's
/// data memory.
fn stack_fits(cx: &Cx, op: Core) -> Check {
    let (Some(dev), Some(kind)) = (cx.device_of(op), cx.kind_of(op)) else {
        return Ok(());
    };
    let (stack, total) = (op.stack_size(cx.ir), i64::from(dev.data_memory_bytes(kind)));
    if stack < total {
        return Ok(());
    }
    Err(cx
        .err(
            op,
            format!(
                "stack_size {stack} leaves no local memory for this tile's buffers ({total} bytes total)"
            ),
        )
        .help(format!("give the stack less than {total} bytes")))
}

/// The alignments aiecc measured in a core's linked ELF
/// (`measured_data_alignment`, `measured_bank_alignments`, in bytes) are
/// powers of two from 1 to 64 KiB, as an ELF section's alignment is within
/// a tile's memory.
fn measured_alignments(cx: &Cx, op: Core) -> Check {
    let fits = |a: i64| (1..=65536).contains(&a) && a.count_ones() == 1;
    let help = "give alignments in bytes, each a power of two: 1, 2, 4, ... 65536";
    if op.measured_data_alignment(cx.ir).is_some_and(|a| !fits(a)) {
        return Err(cx
            .err(
                op,
                "measured_data_alignment must be a power of two between 1 and 65536 bytes",
            )
            .help(help));
    }
    if op
        .measured_bank_alignments(cx.ir)
        .is_some_and(|all| !all.into_iter().all(fits))
    {
        return Err(cx
            .err(op, "measured_bank_alignments must contain only powers of two between 1 and 65536 bytes")
            .help(help));
    }
    Ok(())
}

/// A tile has one `aie.core`: `op` is the first on its position (whatever
/// tile op, placed or logical and pinned, names it), as mlir-aie's device
/// verifier has it.
fn one_core(cx: &Cx, op: Core) -> Check {
    let Some((c, r)) = cx.tile_of(op) else {
        return Ok(());
    };
    match cx.first_core_at(op, (c, r)) {
        Some(first) if first != op.op() => Err(cx
            .err(
                op,
                format!(
                    "tile ({c}, {r}) already has a core; each compute tile can host only one core"
                ),
            )
            .note(cx.span(first), "the other core is here")
            .help("a tile runs one program: merge the bodies into one `aie.core`")),
        _ => Ok(()),
    }
}

pub(crate) fn shim_dma_allocation(cx: &Cx, op: ShimDmaAllocation) -> Check {
    super::dma::packet_info(cx, op, "packet", op.packet(cx.ir))?;
    match (cx.tile_of(op), cx.kind_of(op)) {
        (Some((c, r)), Some(k)) if !k.is_shim() => Err(cx
            .err(
                op,
                format!("tile must be a shim tile, but got tile({c}, {r})"),
            )
            .help(format!(
                "tile ({c}, {r}) is a {}; shim DMAs are on row 0",
                k.describe()
            ))),
        // An unplaced logical tile.
        (None, Some(k)) if !k.is_shim() => {
            Err(cx.err(op, "tile must be a shim tile").help(format!(
                "the logical tile is a {}; use a `ShimNOCTile`",
                k.describe()
            )))
        }
        _ => Ok(()),
    }
}

pub(crate) fn runtime_sequence(cx: &Cx, op: RuntimeSequence) -> Check {
    if cx.ancestor(op, &[OpKind::Device]).is_none() {
        return Err(cx
            .err(op, "must be inside AIE device operation.")
            .help("move it into the `aie.device` it drives"));
    }
    host_arguments(cx, op.op())?;
    trace_buffer(cx, op)
}

/// A runtime sequence's `#aie.trace_buffer` names one of its memref
/// arguments and a non-empty region of it; a dedicated buffer (made for
/// the trace) holds the region whole.
fn trace_buffer(cx: &Cx, op: RuntimeSequence) -> Check {
    let ir = cx.ir;
    let Some(b) = op.trace_buffer(ir) else {
        return Ok(());
    };
    let args = ir
        .entry_block(op.op(), 0)
        .map_or(&[][..], |body| &ir[body].args[..]);
    let help = "arg_index is the block-argument number of the sequence's trace buffer (a memref)";
    let Some(&arg) = args.get(b.arg_index as usize) else {
        return Err(cx
            .err(
                op,
                format!(
                    "trace_buffer names argument {}, but the sequence has {} argument(s)",
                    b.arg_index,
                    args.len()
                ),
            )
            .help(help));
    };
    let ty = ir.type_of(arg);
    if !ty.is_memref() {
        return Err(cx
            .err(
                op,
                format!(
                    "trace_buffer names argument {} of type {ty}, not a memref",
                    b.arg_index
                ),
            )
            .help(help));
    }
    if b.size == 0 {
        return Err(cx
            .err(op, "trace_buffer has size 0")
            .help("size is the bytes of trace data the shim DMA writes"));
    }
    let end = b.offset.checked_add(b.size);
    match (b.dedicated, ty.memref_bytes()) {
        (true, Some(bytes)) if end.is_none_or(|e| e > bytes) => Err(cx
            .err(op, format!("dedicated trace_buffer bytes {}..{} do not fit argument {} ({bytes} bytes of {ty})", b.offset, b.offset.saturating_add(b.size), b.arg_index))
            .help("a dedicated trace buffer holds the whole trace: give the argument offset + size bytes")),
        _ => Ok(()),
    }
}

/// Every memref argument of a runtime sequence fits the host address space
/// a shim DMA reaches (2^57 bytes), so its size is a number, not a wrap.
fn host_arguments(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    let Some(&body) = ir[op].regions().first().and_then(|&r| ir[r].blocks.first()) else {
        return Ok(());
    };
    let bits = aie_target::regs::host_address_bits();
    for (n, &a) in ir[body].args.iter().enumerate() {
        let ty = ir.type_of(a);
        if !matches!(ty, crate::ir::Type::MemRef { shape: Some(s), .. } if s.iter().all(|d| matches!(d, crate::ir::Dim::Static(_))))
        {
            continue;
        }
        if ty.memref_bytes().is_some_and(|b| b >> bits == 0) {
            continue;
        }
        return Err(cx
            .err(op, format!("argument {n} of type {ty} does not fit the host address space (2^{bits} bytes)"))
            .help("host buffers are at most 2^57 bytes: give the argument a smaller shape"));
    }
    Ok(())
}

/// Ops isolated from above (`aie.device`, `func.func`) may only use values
/// defined inside them (MLIR: "using value defined outside the region").
pub(super) fn isolation(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    if ir[op].operands.is_empty() {
        return Ok(());
    }
    let boundary = std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p))
        .find(|&p| crate::ops::is_isolated(ir[p].name()));
    let Some(boundary) = boundary else {
        return Ok(());
    };
    for &v in &ir[op].operands {
        let block = match ir[v].def {
            ValueDef::Result(d, _) => ir.block_of(d),
            ValueDef::BlockArg(b, _) => Some(b),
        };
        let mut owner = block.map(|b| ir.block_owner(b));
        while let Some(o) = owner.filter(|&o| o != boundary) {
            owner = ir.parent_op(o);
        }
        if owner.is_none() {
            return Err(cx
                .err(op, "using value defined outside the region")
                .note(
                    ir[boundary].span,
                    "required by region isolation constraints",
                )
                .help(format!(
                    "`{}` is isolated from above: define the value inside it",
                    ir[boundary].name()
                )));
        }
    }
    Ok(())
}

/// A symbol (an op with a string `sym_name`) is defined once per symbol table
/// (MLIR: "redefinition of symbol named 'X'").
pub(super) fn unique_symbol(cx: &Cx, op: OpId) -> Check {
    let Some(&first) = cx.redefinitions.get(&op) else {
        return Ok(());
    };
    let Some(Attr::Str(name)) = cx.ir.attr(op, crate::ops::SYM_NAME) else {
        return Ok(());
    };
    Err(cx
        .err(op, format!("redefinition of symbol named '{name}'"))
        .note(cx.ir[first].span, "see existing symbol definition here")
        .help(
            "symbol names must be unique within their `aie.device` or module; rename one of them",
        ))
}

/// Terminators end their block (MLIR's `Terminator` trait).
pub(super) fn terminator_last(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    let Some(block) = ir.block_of(op) else {
        return Ok(());
    };
    let terminator = ir.kind(op).is_some_and(|k| crate::ops::def(k).terminator);
    if terminator && ir.last_op(block) != Some(op) {
        return Err(cx
            .err(op, "must be the last operation in the parent block")
            .help("move the operations after it into another block, or remove it"));
    }
    Ok(())
}

/// Every block of `op`'s regions ends in a terminator, unless `op` is
/// declared free of them or implies its terminator (MLIR's block
/// verifier; aiec keeps an implicit terminator out of the IR): an empty block is an
/// error at `op`, one whose last op is no terminator an error at that op,
/// which MLIR shows in generic form.
pub(super) fn blocks_terminated(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    if ir[op].regions().is_empty()
        || ir[op].name().as_str() == crate::ir::MODULE_OP
        || ir.kind(op).is_some_and(|k| {
            let def = crate::ops::def(k);
            def.no_terminator || def.implicit_terminator.is_some()
        })
    {
        return Ok(());
    }
    for &r in ir[op].regions() {
        for &b in &ir[r].blocks {
            let Some(last) = ir.last_op(b) else {
                return Err(cx
                    .plain(op, "empty block: expect at least a terminator")
                    .help(format!(
                        "end the block with a terminator of `{}`",
                        ir[op].name()
                    )));
            };
            // An op the table does not know may be a terminator, as MLIR
            // assumes of unregistered ops.
            if ir
                .kind(last)
                .is_some_and(|k| !crate::ops::def(k).terminator)
            {
                let text = (cx.quote)(ir, last);
                return Err(cx
                    .plain(last, format!("block with no terminator, has {text}"))
                    .help(format!(
                        "end the block with a terminator of `{}`",
                        ir[op].name()
                    )));
            }
        }
    }
    Ok(())
}

/// Each successor of a branch gets one operand per argument of its block,
/// of that argument's type (MLIR's `BranchOpInterface`).
pub(super) fn successor_operands(cx: &Cx, op: OpId) -> Check {
    let ir = cx.ir;
    if !ir.kind(op).is_some_and(|k| crate::ops::def(k).branch) {
        return Ok(());
    }
    for (k, s) in ir[op].successors.iter().enumerate() {
        let args = &ir[s.block].args;
        if s.args.len() != args.len() {
            return Err(cx
                .plain(
                    op,
                    format!(
                        "branch has {} operands for successor #{k}, but target block has {}",
                        s.args.len(),
                        args.len()
                    ),
                )
                .help("pass one value per argument of the target block"));
        }
        for (i, (&v, &a)) in s.args.iter().zip(args).enumerate() {
            if ir.type_of(v) != ir.type_of(a) {
                return Err(cx
                    .plain(
                        op,
                        format!("type mismatch for bb argument #{i} of successor #{k}"),
                    )
                    .help(format!(
                        "the block's argument #{i} is a '{}'",
                        ir.type_of(a)
                    )));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    #[test]
    fn amsel_range() {
        let src = "aie.device(npu1) { %t = aie.tile(1, 2) %s = aie.switchbox(%t) {\n %a = aie.amsel<6> (0)\n } }";
        let help = expect(
            src,
            "aie.amsel",
            "'aie.amsel' op attribute 'arbiterID' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 5",
        );
        assert_eq!(help, "`arbiterID` must be an integer from 0 to 5");
    }

    #[test]
    fn missing_required_attribute() {
        expect(
            r#"%t = "aie.tile"() {col = 1 : i32} : () -> index"#,
            "aie.tile",
            "'aie.tile' op requires attribute 'row'",
        );
    }

    #[test]
    fn wrong_parent() {
        expect(
            "aie.device(npu1) { %a = aie.amsel<0> (0) }",
            "amsel",
            "'aie.amsel' op expects parent op 'aie.switchbox'",
        );
        expect(
            "aie.connect<DMA : 0, North : 1>",
            "connect",
            "'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'",
        );
    }

    #[test]
    fn core_rules() {
        let core = |tile: &str, body: &str, attrs: &str| {
            format!("aie.device(npu1) {{\n%t = aie.tile({tile})\n%c = aie.core(%t) {{{body}}} {attrs}\n}}")
        };
        ok(&core("1, 2", "aie.end", ""));
        expect(
            &core("1, 1", "aie.end", ""),
            "aie.core",
            "'aie.core' op failed to verify that op exists in a core tile",
        );
        expect(
            &core("1, 2", "", ""),
            "aie.core",
            "'aie.core' op should have non-empty body",
        );
        ok(&core("1, 2", "aie.end", r#"{elf_file = "a.elf"}"#));
        expect(
            &core("1, 2", "aie.end\n^bb1: aie.end", r#"{elf_file = "a.elf"}"#),
            "aie.core",
            "'aie.core' op When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op).",
        );
        expect(
            &core("1, 2", "aie.end", r#"{link_with = "a.o", link_files = ["b.o"]}"#),
            "aie.core",
            "'aie.core' op cannot specify both 'link_with' (deprecated) and 'link_files' on the same core; run aie-assign-core-link-files to migrate",
        );
    }

    #[test]
    fn shim_dma_allocation_on_core_tile() {
        let src =
            "aie.device(npu1) {\n%t = aie.tile(1, 2)\naie.shim_dma_allocation @x (%t, MM2S, 0)\n}";
        let help = expect(
            src,
            "shim_dma_allocation",
            "'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(1, 2)",
        );
        assert_eq!(help, "tile (1, 2) is a core tile; shim DMAs are on row 0");
    }

    #[test]
    fn runtime_sequence_outside_device() {
        expect(
            "aie.runtime_sequence(%a: memref<16xi32>) { }",
            "runtime_sequence",
            "'aie.runtime_sequence' op must be inside AIE device operation.",
        );
        ok("aie.device(npu1) { aie.runtime_sequence(%a: memref<16xi32>) { } }");
    }

    #[test]
    fn shim_dma_allocation_on_logical_tiles() {
        let alloc = |tile: &str| {
            format!("aie.device(npu2) {{\n%t = aie.logical_tile<{tile})\naie.shim_dma_allocation @x (%t, MM2S, 0)\n}}")
        };
        let help = expect(
            &alloc("CoreTile>(?, ?"),
            "shim_dma_allocation",
            "'aie.shim_dma_allocation' op tile must be a shim tile",
        );
        assert_eq!(help, "the logical tile is a core tile; use a `ShimNOCTile`");
        // A logical tile that gives both coordinates is named by them.
        expect(
            &alloc("MemTile>(1, 1"),
            "shim_dma_allocation",
            "'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(1, 1)",
        );
        ok(&alloc("ShimNOCTile>(?, ?"));
        ok(&alloc("ShimNOCTile>(2, 0"));
    }

    #[test]
    fn core_on_logical_tiles() {
        let core = |tile: &str| {
            format!("aie.device(npu2) {{\n%t = aie.logical_tile<{tile}>(?, ?)\n%c = aie.core(%t) {{ aie.end }}\n}}")
        };
        ok(&core("CoreTile"));
        expect(
            &core("MemTile"),
            "aie.core",
            "'aie.core' op failed to verify that op exists in a core tile",
        );
    }
}
