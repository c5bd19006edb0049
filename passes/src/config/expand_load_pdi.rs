//! `--aie-expand-load-pdi`: each `aiex.npu.load_pdi {device_ref = @dev}` of
//! a runtime sequence becomes a load of an empty device, which makes the
//! firmware reset the array, followed by `@dev`'s configuration as NPU
//! register writes (`write32`, `maskwrite32`, `blockwrite` of a global):
//! what mlir-aie's pass writes instead of a PDI. The empty devices are
//! `@empty_0` and `@empty_1`, alternating from load to load (the firmware
//! skips a load of the PDI it loaded last), created at the start of the
//! module with the loaded device's type. A load of a device that configures
//! nothing (an empty device) stays as it is, so the pass is idempotent.
//!
//! The configuration is the one `--aie-lower-to-cert` writes
//! ([`crate::config`]): the loaded device must be routed and
//! allocated. The default pipeline does not run this pass: it keeps each
//! device's configuration in one PDI group (cert-lowering.md).

use super::configuration;
use super::to_transaction::write;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::sequences;
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, OpId, View};
use dialect::ops::views::{Device, NpuLoadPdi};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-expand-load-pdi",
    name: "AIEExpandLoadPdi",
    anchor: Anchor::Module,
    needs_placed_tiles: true,
    summary: "Replace each aiex.npu.load_pdi of a device by a load of an empty device (a reset) and the device's configuration as write32 / maskwrite32 / blockwrite",
    doc: "runtime-sequence.md#reconfiguration",
    options: &[],
    run,
};

type Res<T> = Result<T, Diagnostic>;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut loads = Vec::new();
    for dev in netlist::devices(ir) {
        for seq in sequences(ir, &dev) {
            for l in ir.walk_views::<NpuLoadPdi>(seq) {
                if l.device_ref(ir).is_some() {
                    loads.push((dev.op, seq, l));
                }
            }
        }
    }
    let mut index = 0;
    for (dev_op, seq, load) in loads {
        let Some(dev) = netlist::devices(ir).into_iter().find(|d| d.op == dev_op) else {
            continue;
        };
        match expand(ir, &dev, seq, load, index) {
            Ok(true) => index += 1,
            Ok(false) => {}
            Err(d) => return vec![d],
        }
    }
    Vec::new()
}

/// Expands `load` (the `index`-th expanded so far); false if it loads a
/// device that configures nothing.
fn expand(ir: &mut Ir, dev: &Dev, seq: OpId, load: NpuLoadPdi, index: usize) -> Res<bool> {
    let name = load.device_ref(ir).unwrap_or_default().to_string();
    let target = netlist::device_named(ir, &name).ok_or_else(|| {
        err(
            ir,
            load.op(),
            format!("Referenced symbol '{name}' is not a device"),
        )
        .with_help("name an aie.device of this module")
    })?;
    let columns = configuration(ir, &target)?;
    if columns.is_empty() {
        return Ok(false);
    }
    let device_type = ir
        .view::<Device>(target.op)
        .map_or(aie_target::device::LEGACY_DEVICE, |d| d.device(ir))
        .to_string();
    let empty = empty_device(ir, &device_type, index % 2);
    load.set_device_ref(ir, &empty);
    let block = ir.block_of(load.op()).expect("a load is in a sequence");
    let prev = ir.prev_op(load.op());
    let items = columns
        .values()
        .flat_map(|c| c.setup.iter())
        .chain(columns.values().flat_map(|c| c.start.iter()));
    let prefix = format!("loadpdi_{index}");
    for item in items.cloned().collect::<Vec<_>>() {
        write(ir, dev, seq, At::Before(load.op()), item, &prefix);
    }
    // The load comes first, then its configuration.
    ir.move_op(load.op(), prev.map_or(At::Start(block), At::After));
    Ok(true)
}

/// The device `@empty_<parity>` of type `device_type`, created at the
/// start of the module if there is none; its symbol.
fn empty_device(ir: &mut Ir, device_type: &str, parity: usize) -> String {
    let name = format!("empty_{parity}");
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
