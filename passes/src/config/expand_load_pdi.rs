//! `--aie-expand-load-pdi`: each `aiex.npu.load_pdi {device_ref = @dev}` of
//! a runtime sequence becomes a load of an empty device, which makes the
//! firmware reset the array, followed by `aiex.npu.write_config @dev`: the
//! device's configuration, which the NPU translations (`--aie-npu-to-binary`,
//! `--aie-npu-to-cert`, `--convert-aiex-to-emitc`, `--aie-npu-to-cpp`) write
//! as NPU register writes (`write32`, `maskwrite32`, `blockwrite` of a
//! global): each core's program memory (as `--convert-aie-to-transaction`
//! writes it), then the rest — what mlir-aie's pass writes instead of a PDI.
//! With `inline-config=true` the pass writes them itself, the same ops. The
//! empty devices are `@empty_0` and `@empty_1`, alternating from load to
//! load within a sequence (the firmware skips a load of the PDI it loaded
//! last); a sequence whose first and last loads would load the same one
//! ends with a load of the other (the host runs the sequence again on each
//! dispatch). They are created at the start of the module with the loaded
//! device's type. A load of a device that configures nothing (an empty
//! device) stays as it is, so the pass is idempotent.
//!
//! With `ctrl-pkt=true` (what `aiecc --load-pdi-to-ctrl-pkt` runs) the load
//! becomes a load of the column control overlay's own device
//! (`@ctrl_pkt_overlay`, which `--aie-generate-column-control-overlay=emit-standalone-overlay=true`
//! makes; every other expanded load takes a copy of it,
//! `@ctrl_pkt_overlay_copy`, made after it), followed by `@dev`'s
//! configuration as `aiex.control_packet` writes of at most four words:
//! each core's program memory (as `--convert-aie-to-transaction` writes
//! it), then the rest. A control packet cannot mask, so a masked write
//! writes the whole register as the overlay's configuration and the writes
//! before it left it. Loads of the overlay's devices stay as they are.
//!
//! The configuration is the one `--aie-lower-to-cert` writes
//! ([`crate::config`]): the loaded device must be routed and
//! allocated. The default pipeline does not run this pass: it keeps each
//! device's configuration in one PDI group (cert-lowering.md).

use super::to_transaction::{core_loads, write};
use super::{configuration, Item, Registers};
use crate::ctrl_packet::overlay::OVERLAY_DEVICE;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::sequences;
use crate::options::BOOL;
use crate::{Anchor, Args, Pass, PassOption};
use dialect::ir::{At, OpId, OpKind, View};
use dialect::ops::views::{Device, NpuLoadPdi, NpuWriteConfig};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-expand-load-pdi",
    name: "AIEExpandLoadPdi",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Replace each aiex.npu.load_pdi of a device by a load of an empty device (a reset) and an aiex.npu.write_config of the device (with inline-config, its configuration's write32 / maskwrite32 / blockwrite)",
    doc: "runtime-sequence.md#reconfiguration",
    options: &[
        PassOption {
            name: "ctrl-pkt",
            help: "load @ctrl_pkt_overlay instead of an empty device and write the configuration as aiex.control_packet ops",
            default: "false",
            values: BOOL,
        },
        PassOption {
            name: "inline-config",
            help: "write each configuration as its register writes instead of aiex.npu.write_config",
            default: "false",
            values: BOOL,
        },
    ],
    body: crate::Body::Run(run),
};

/// The copy of [`OVERLAY_DEVICE`] every other expanded load takes.
const OVERLAY_COPY: &str = "ctrl_pkt_overlay_copy";

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let ctrl_pkt = args.flag("ctrl-pkt");
    let inline = args.flag("inline-config");
    let mut sequences_loads = Vec::new();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            let loads: Vec<NpuLoadPdi> = ir
                .walk_views::<NpuLoadPdi>(seq)
                .filter(|l| {
                    let name = l.device_ref(ir);
                    let overlay = name.is_some_and(|n| n == OVERLAY_DEVICE || n == OVERLAY_COPY);
                    name.is_some() && !(ctrl_pkt && overlay)
                })
                .collect();
            sequences_loads.push((dev.op, seq, loads));
        }
    }
    let mut index = 0;
    for (dev_op, seq, loads) in sequences_loads {
        let Some(dev) = netlist::devices(ir).into_iter().find(|d| d.op == dev_op) else {
            continue;
        };
        let mut resets = 0;
        for load in loads {
            let expanded = match ctrl_pkt {
                true => expand_to_packets(ir, load, index),
                false => expand(ir, &dev, seq, load, (resets, index), inline),
            };
            match expanded {
                Ok(true) => (index, resets) = (index + 1, resets + 1),
                Ok(false) => {}
                Err(d) => return vec![d],
            }
        }
        if !ctrl_pkt && resets > 0 {
            reset_again_at_the_end(ir, seq);
        }
    }
    Vec::new()
}

/// Ends runtime sequence `seq` with a load of the other empty device when
/// its first load would load the PDI its last one loaded, which the
/// firmware skips on the next dispatch.
fn reset_again_at_the_end(ir: &mut Ir, seq: OpId) {
    let Some(block) = crate::npu::body(ir, seq) else {
        return;
    };
    let mut loads = ir.ops_in(block).filter_map(|o| ir.view::<NpuLoadPdi>(o));
    let (Some(first), last) = (loads.next(), loads.next_back()) else {
        return;
    };
    let name = |l: NpuLoadPdi| l.device_ref(ir).map(str::to_string);
    let first_name = name(first);
    let Some(parity) = (0..2).find(|&p| first_name == Some(empty_name(p))) else {
        return;
    };
    if last.map_or(first_name.clone(), name) != first_name {
        return;
    }
    let span = ir[first.op()].span;
    let Some(reset) = netlist::device_named(ir, &empty_name(parity)) else {
        return;
    };
    let other = empty_device(ir, &device_type(ir, &reset), 1 - parity);
    NpuLoadPdi::build(ir, span)
        .device_ref(&other)
        .insert(At::End(block));
}

/// The device `load` names.
fn loaded_device(ir: &Ir, load: NpuLoadPdi) -> Res<Dev> {
    let name = load.device_ref(ir).unwrap_or_default().to_string();
    netlist::device_named(ir, &name).ok_or_else(|| {
        err(
            ir,
            load.op(),
            format!("Referenced symbol '{name}' is not a device"),
        )
        .with_help("name an aie.device of this module")
    })
}

/// Expands `load`, the `resets`-th of its sequence and `index`-th of the
/// module expanded so far: a reset and a `write_config` of the device it
/// loaded, or its configuration's writes with `inline`; false if it loads a
/// device that configures nothing.
fn expand(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    load: NpuLoadPdi,
    (resets, index): (usize, usize),
    inline: bool,
) -> Res<bool> {
    let target = loaded_device(ir, load)?;
    if configuration(ir, &target)?.is_empty() {
        return Ok(false);
    }
    let name = load.device_ref(ir).unwrap_or_default().to_string();
    let empty = empty_device(ir, &device_type(ir, &target), resets % 2);
    load.set_device_ref(ir, &empty);
    let span = ir[load.op()].span;
    let config = NpuWriteConfig::build(ir, span)
        .device_ref(&name)
        .insert(At::After(load.op()));
    if inline {
        write_config(ir, dev, seq, config, &format!("loadpdi_{index}"))?;
    }
    Ok(true)
}

/// Replaces every `aiex.npu.write_config` of `ir`'s runtime sequences with
/// the configuration's writes (what the NPU translations write for it).
pub(crate) fn inline_write_configs(ir: &mut Ir) -> Res<()> {
    if !ir.may_contain(OpKind::NpuWriteConfig) {
        return Ok(());
    }
    let mut index = 0;
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            let configs: Vec<NpuWriteConfig> = ir.walk_views(seq).collect();
            for config in configs {
                write_config(ir, &dev, seq, config, &format!("loadpdi_{index}"))?;
                index += 1;
            }
        }
    }
    Ok(())
}

/// Replaces `config` (in runtime sequence `seq` of `dev`) with the writes
/// of its device's configuration, their globals named from `prefix`.
fn write_config(
    ir: &mut Ir,
    dev: &Dev,
    seq: OpId,
    config: NpuWriteConfig,
    prefix: &str,
) -> Res<()> {
    let name = config.device_ref(ir).to_string();
    let target = netlist::device_named(ir, &name).ok_or_else(|| {
        err(ir, config.op(), format!("@{name} is not a device"))
            .with_help("name an aie.device of this module")
    })?;
    for item in configuration_items(ir, &target)? {
        write(ir, dev, seq, At::Before(config.op()), item, prefix);
    }
    ir.erase(config.op());
    Ok(())
}

/// What configuring `target` writes: each core's program memory, then
/// every column's setup, then every column's starts.
fn configuration_items(ir: &Ir, target: &Dev) -> Res<Vec<Item>> {
    let columns = configuration(ir, target)?;
    Ok(core_loads(ir, target)
        .into_iter()
        .chain(columns.values().flat_map(|c| c.setup.iter().cloned()))
        .chain(columns.values().flat_map(|c| c.start.iter().cloned()))
        .collect())
}

/// `ctrl-pkt=true`: `load` (the `index`-th expanded so far) becomes a load
/// of the overlay's device (or its copy) followed by control packets
/// writing the loaded device's configuration; false if it configures nothing.
fn expand_to_packets(ir: &mut Ir, load: NpuLoadPdi, index: usize) -> Res<bool> {
    let target = loaded_device(ir, load)?;
    let columns = configuration(ir, &target)?;
    if columns.is_empty() {
        return Ok(false);
    }
    let overlay = netlist::device_named(ir, OVERLAY_DEVICE).ok_or_else(|| {
        err(ir, load.op(), format!("ctrl-pkt mode requires a `@{OVERLAY_DEVICE}` device in the module"))
            .with_help("run --aie-generate-column-control-overlay=emit-standalone-overlay=true first (aiecc --load-pdi-to-ctrl-pkt does)")
    })?;
    let mut registers = Registers::default();
    for column in configuration(ir, &overlay)?.values() {
        for item in column.setup.iter().chain(&column.start) {
            registers.apply(&item.write);
        }
    }
    let loads = match index % 2 {
        0 => OVERLAY_DEVICE.to_string(),
        _ => overlay_copy(ir, &overlay),
    };
    let items = configuration_items(ir, &target)?;
    let next = ir.next_op(load.op());
    let block = ir.block_of(load.op()).expect("a load is in a sequence");
    let at = next.map_or(At::End(block), At::Before);
    for item in items {
        registers.write_packets(ir, at, &item);
    }
    load.set_device_ref(ir, &loads);
    Ok(true)
}

/// The copy of the overlay's device, made after it if there is none; its name.
fn overlay_copy(ir: &mut Ir, overlay: &Dev) -> String {
    if netlist::device_named(ir, OVERLAY_COPY).is_none() {
        let copy = ir.clone_op(overlay.op, &mut HashMap::new());
        ir.insert(At::After(overlay.op), copy);
        netlist::set_sym_name(ir, copy, OVERLAY_COPY);
    }
    OVERLAY_COPY.to_string()
}

/// The name of the empty device `parity` (0 or 1).
fn empty_name(parity: usize) -> String {
    format!("empty_{parity}")
}

/// The device type of `dev`, as `aie.device(<type>)` spells it.
fn device_type(ir: &Ir, dev: &Dev) -> String {
    ir.view::<Device>(dev.op)
        .map_or(aie_target::device::LEGACY_DEVICE, |d| d.device(ir))
        .to_string()
}

/// The device `@empty_<parity>` of type `device_type`, created at the
/// start of the module if there is none; its symbol.
fn empty_device(ir: &mut Ir, device_type: &str, parity: usize) -> String {
    let name = empty_name(parity);
    if netlist::device_named(ir, &name).is_none() {
        let top = ir.top_block();
        let span = ir[ir.top].span;
        Device::build(ir, span)
            .device(device_type)
            .sym_name(&name)
            .region()
            .insert(At::Start(top));
    }
    name
}
