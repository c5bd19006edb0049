//! `--convert-aie-to-transaction`: a device's configuration as NPU
//! register writes in a runtime sequence (mlir-aie's
//! `ConvertAIEToTransaction`): `write32`, `maskwrite32` and `blockwrite` of
//! a global, what aie-rt writes to configure the routed, allocated device
//! ([`crate::config`]), with each core's program memory first.
//!
//! The writes go where the first `aiex.configure` of the device's runtime
//! sequences is, which is replaced by its body (or the `aiex.npu.load_pdi`
//! of this device that `--aie-materialize-runtime-sequences` made of it);
//! without one, into a new runtime sequence `@configure`.
//!
//! Each core is loaded as mlir-aie's `AIERTControl` loads it (`addAieElf`,
//! then `initLocks`): the core disabled and its DMA channels held in reset
//! while its program memory is written, then a core reset pulse and every
//! lock of its tile set to 0 (the lock initial values follow), so that a
//! transaction reconfiguring a running array starts the new cores afresh.
//! Program memory: where mlir-aie writes each core's ELF, aiec writes a
//! [`CoreImage`] naming the device's design by the digest of its text
//! ([`netlist::device_text`]), which the simulator resolves to the core's
//! body when the core is enabled (docs/host-programs.md).
//!
//! With `reset-dmas=true` (aiecc's `--get-txn`), the DMA channels of every
//! other tile whose DMAs the device programs (mem tiles, compute tiles
//! without a core; a shim channel has no reset) go through reset too,
//! before any lock or BD is written: a running array keeps the previous
//! design's tasks on them otherwise, and an S2MM channel waiting for its
//! next block has already taken that block's lock, which the lock's
//! initial value then counts a second time.

use super::{configuration, Item, Registers, Write};
use crate::globals::add_global;
use crate::netlist::{self, Dev};
use crate::npu::dma_to_npu::build_blockwrite;
use crate::npu::sequences;
use crate::options::BOOL;
use crate::{Anchor, Args, Pass, PassOption};
use aie_target::device::TileKind;
use aie_target::regs::{
    channel_ctrl, channel_ctrl_layout, design_digest, lock_value, CoreImage, Dir, CORE_CONTROL,
    CORE_CONTROL_ADDRESS, PROGRAM_MEMORY_ADDRESS,
};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{Configure, NpuLoadPdi, NpuMaskwrite32, NpuWrite32, RuntimeSequence};
use dialect::{Diagnostic, Ir};
use std::collections::BTreeSet;

pub(crate) const PASS: Pass = Pass {
    flag: "convert-aie-to-transaction",
    name: "ConvertAIEToTransaction",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Write a device's configuration (program memory, switches, locks, buffers, BDs, DMA starts, core enables) as write32 / maskwrite32 / blockwrite in a runtime sequence",
    doc: "runtime-sequence.md#configuration-as-register-writes",
    options: &[
        DEVICE_NAME,
        ELF_DIR,
        PassOption {
            name: "reset-dmas",
            help: "first reset the DMA channels of the mem tiles and core-less compute tiles whose DMAs the device programs (aiec's; what aiecc --get-txn writes)",
            default: "false",
            values: BOOL,
        },
    ],
    body: crate::Body::Run(run),
};

/// The option that picks one device to convert.
const DEVICE_NAME: PassOption = PassOption {
    name: "device-name",
    help: "convert this device only (all when empty)",
    default: "",
    values: &[],
};

/// mlir-aie's directory of core ELFs, which aiec does not read.
const ELF_DIR: PassOption = PassOption {
    name: "elf-dir",
    help: "where mlir-aie finds the cores' ELFs (aiec writes core images instead; accepted and ignored)",
    default: "",
    values: &[],
};

/// `--convert-aie-to-control-packets` (mlir-aie's `ConvertAIEToControlPackets`):
/// the same configuration as control packets, `aiex.control_packet` ops of
/// at most four data words that write whole registers (a masked write
/// becomes the register's value after it, folded over the values the
/// packets before it left: a control packet has no masked form).
pub(crate) const CONTROL_PACKETS_PASS: Pass = Pass {
    flag: "convert-aie-to-control-packets",
    name: "ConvertAIEToControlPackets",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Write a device's configuration as aiex.control_packet ops (at most four words each, masked writes folded to whole registers) in a runtime sequence",
    doc: "runtime-sequence.md#configuration-as-register-writes",
    options: &[
        ELF_DIR,
        DEVICE_NAME,
    ],
    body: crate::Body::Run(run_packets),
};

type Res<T> = Result<T, Diagnostic>;

/// How the configuration is written.
#[derive(Clone, Copy)]
enum Form {
    /// NPU register writes, after the resets of the device's other DMA
    /// tiles when `reset_dmas`.
    Transaction { reset_dmas: bool },
    /// Control packets.
    ControlPackets,
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let reset_dmas = args.flag("reset-dmas");
    run_as(ir, args, Form::Transaction { reset_dmas })
}

fn run_packets(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    run_as(ir, args, Form::ControlPackets)
}

fn run_as(ir: &mut Ir, args: &Args, form: Form) -> Vec<Diagnostic> {
    let only = args.get("device-name").to_string();
    netlist::each_device(ir, |ir, dev| {
        if only.is_empty() || netlist::device_name(ir, dev.op) == only {
            convert(ir, dev, form)
        } else {
            Ok(())
        }
    })
}

/// Writes `dev`'s configuration at its insertion point in `form`.
fn convert(ir: &mut Ir, dev: &Dev, form: Form) -> Res<()> {
    let columns = configuration(ir, dev)?;
    let images = core_loads(ir, dev);
    let resets = match form {
        Form::Transaction { reset_dmas: true } => dma_resets(ir, dev),
        _ => Vec::new(),
    };
    let (seq, at, replaced) = insertion_point(ir, dev);
    let items = images
        .into_iter()
        .chain(resets)
        .chain(columns.values().flat_map(|c| c.setup.iter().cloned()))
        .chain(columns.values().flat_map(|c| c.start.iter().cloned()));
    let mut registers = Registers::default();
    for item in merge_contiguous_blocks(items) {
        match form {
            Form::Transaction { .. } => write(ir, dev, seq, at, item, "config"),
            Form::ControlPackets => registers.write_packets(ir, at, &item),
        }
    }
    if let Some(op) = replaced {
        ir.erase(op);
    }
    Ok(())
}

/// `items` with each run of block writes that continue one another
/// (addresses contiguous) made one, at the first's location and named
/// after it, as aie-rt's transaction serializer writes them.
fn merge_contiguous_blocks(items: impl Iterator<Item = Item>) -> Vec<Item> {
    let mut out: Vec<Item> = Vec::new();
    for item in items {
        if let (Some(last), Write::Block(addr, words, _)) = (out.last_mut(), &item.write) {
            if let Write::Block(start, data, _) = &mut last.write {
                if *start + 4 * data.len() as u64 == *addr {
                    data.extend_from_slice(words);
                    continue;
                }
            }
        }
        out.push(item);
    }
    out
}

/// Each core's load, in aie-rt's writes: `XAie_CoreDisable`, every DMA
/// channel of the tile into reset (`XAie_DmaChannelResetAll`), the
/// [`CoreImage`] in program memory, the channels out of reset; then
/// `XAie_CoreReset`, `XAie_CoreUnreset` and each lock of the tile to 0.
pub(crate) fn core_loads(ir: &Ir, dev: &Dev) -> Vec<Item> {
    let design = design_digest(netlist::device_text(ir, dev.op).as_bytes());
    let words = CoreImage { design }.words().to_vec();
    let mut items = Vec::new();
    for op in dev.ops(ir).filter(|&op| ir.is(op, OpKind::Core)) {
        let Some((col, row)) = netlist::tile_of(ir, op) else {
            continue;
        };
        let (Ok(c), Ok(r)) = (u32::try_from(col), u32::try_from(row)) else {
            continue;
        };
        let Some(kind) = dev.kind((col, row)) else {
            continue;
        };
        let at = |offset: u32| dev.model.arch.tile_address(c, r, offset);
        let span = ir[op].span;
        let mut push = |write| items.push(Item { write, span });
        let core = |field: &str, value: i64| {
            let (mask, value) = CORE_CONTROL
                .mask_write(&[(field, value)])
                .expect("Core_Control has enable and reset");
            Write::Mask(at(CORE_CONTROL_ADDRESS), mask, value)
        };
        push(core("enable", 0));
        for w in channel_resets(dev, kind, 1, &at) {
            push(w);
        }
        push(Write::Block(
            at(PROGRAM_MEMORY_ADDRESS),
            words.clone(),
            "core_image".into(),
        ));
        for w in channel_resets(dev, kind, 0, &at) {
            push(w);
        }
        push(core("reset", 1));
        push(core("reset", 0));
        for id in 0..dev.model.num_locks(kind) {
            push(Write::Word(at(lock_value(kind, id)), 0));
        }
    }
    items
}

/// Every DMA channel of each tile whose DMAs `dev` programs and which has
/// no core (whose load resets them) into reset and out of it again, as
/// `XAie_DmaChannelResetAll` writes it; a shim's channels have no reset.
fn dma_resets(ir: &Ir, dev: &Dev) -> Vec<Item> {
    let cored: BTreeSet<(i64, i64)> = dev
        .ops_of(ir, OpKind::Core)
        .filter_map(|op| netlist::tile_of(ir, op))
        .collect();
    let mut items = Vec::new();
    for op in dev.ops(ir) {
        if !matches!(ir.kind(op), Some(OpKind::Mem | OpKind::MemtileDma)) {
            continue;
        }
        let Some((col, row)) = netlist::tile_of(ir, op).filter(|t| !cored.contains(t)) else {
            continue;
        };
        let (Ok(c), Ok(r)) = (u32::try_from(col), u32::try_from(row)) else {
            continue;
        };
        let Some(kind) = dev.kind((col, row)) else {
            continue;
        };
        let at = |offset: u32| dev.model.arch.tile_address(c, r, offset);
        let span = ir[op].span;
        for value in [1, 0] {
            for write in channel_resets(dev, kind, value, &at) {
                items.push(Item { write, span });
            }
        }
    }
    items
}

/// The `reset` field of every DMA channel of a `kind` tile set to
/// `value`, S2MM channels first, as `XAie_DmaChannelResetAll` writes it.
fn channel_resets(dev: &Dev, kind: TileKind, value: i64, at: &dyn Fn(u32) -> u64) -> Vec<Write> {
    let mut out = Vec::new();
    for dir in [Dir::S2MM, Dir::MM2S] {
        let Some(layout) = channel_ctrl_layout(kind, dir) else {
            continue;
        };
        let Ok((mask, v)) = layout.mask_write(&[("reset", value)]) else {
            continue;
        };
        for ch in 0..dev.model.num_dma_channels(kind, dir) {
            if let Some(addr) = channel_ctrl(kind, dir, ch) {
                out.push(Write::Mask(at(addr), mask, v));
            }
        }
    }
    out
}

/// The sequence the writes go in, where, and the op they replace: the
/// first `aiex.configure` (its body moved out after it), else the first
/// `load_pdi` of this device, else the end of a new `@configure`.
fn insertion_point(ir: &mut Ir, dev: &Dev) -> (OpId, At, Option<OpId>) {
    let name = netlist::device_name(ir, dev.op).to_string();
    let seqs = sequences(ir, dev);
    let first = |ir: &Ir, pick: &dyn Fn(&Ir, OpId) -> bool| {
        seqs.iter().find_map(|&s| {
            ir.walk(s)
                .into_iter()
                .find(|&o| pick(ir, o))
                .map(|o| (s, o))
        })
    };
    if let Some((seq, op)) = first(ir, &|ir, o| ir.view::<Configure>(o).is_some()) {
        for inner in ir.children(op).collect::<Vec<_>>().into_iter().rev() {
            if !ir.is(inner, OpKind::End) {
                ir.move_op(inner, At::After(op));
            }
        }
        return (seq, At::Before(op), Some(op));
    }
    let loads_this = |ir: &Ir, o| {
        ir.view::<NpuLoadPdi>(o)
            .is_some_and(|l| l.device_ref(ir) == Some(name.as_str()))
    };
    if let Some((seq, op)) = first(ir, &loads_this) {
        return (seq, At::Before(op), Some(op));
    }
    let span = ir[dev.op].span;
    let name = dev.free_symbol(ir, "configure");
    let seq = RuntimeSequence::build(ir, span)
        .sym_name(&name)
        .region()
        .insert(At::End(dev.body));
    let body = ir
        .entry_block(seq.op(), 0)
        .expect("a built sequence has a body");
    (seq.op(), At::End(body), None)
}

/// One configuration write as an NPU op at `at` in sequence `seq` (block
/// data in a new global `@<prefix>_<name>` before `seq`).
pub(crate) fn write(ir: &mut Ir, dev: &Dev, seq: OpId, at: At, item: Item, prefix: &str) {
    let span = item.span;
    match item.write {
        Write::Word(addr, value) => {
            NpuWrite32::build(ir, span)
                .address(addr as i64)
                .value(i64::from(value))
                .insert(at);
        }
        Write::Mask(addr, mask, value) => {
            NpuMaskwrite32::build(ir, span)
                .address(addr as i64)
                .mask(i64::from(mask))
                .value(i64::from(value))
                .insert(at);
        }
        Write::Block(addr, words, name) => {
            let global = dev.free_symbol(ir, &format!("{prefix}_{name}"));
            add_global(ir, At::Before(seq), &global, &words);
            build_blockwrite(ir, at, span, &global, words.len(), addr);
        }
    }
}
