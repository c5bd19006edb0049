//! What the control code of a module holds (cert-lowering.md, "Several
//! devices and sequences"): every runtime sequence is a **kernel**, the
//! first one (in module order) the **entry**, which the default text-label
//! group of each column runs after the configuration of its device (job 1).
//! Every other device, and the entry's device if something loads it, is a
//! **PDI**: a text-label group `pdi_<id>` per column writing its
//! configuration, which `LOAD_PDI` runs after resetting the column. Device
//! `k` (0-based, module order) is PDI `k + 1`; PDI `devices + 1` resets
//! only, for a device loaded twice in a row (the firmware skips a LOAD_PDI
//! of the PDI it loaded last).

use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::sequences;
use dialect::ir::{OpId, View};
use dialect::ops::views::{Device, NpuLoadPdi, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

type Res<T> = Result<T, Diagnostic>;

/// A runtime sequence and its device.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Kernel {
    pub dev: Dev,
    pub seq: OpId,
}

/// The kernels and PDIs of a module.
pub(crate) struct Plan {
    /// The device whose configuration job 1 writes and that holds the cert ops.
    pub entry: Dev,
    /// Every runtime sequence in module order; the first is the entry kernel.
    pub kernels: Vec<Kernel>,
    /// The PDIs, by ascending id, with their device (`None`: reset only).
    pub pdis: Vec<(u32, Option<Dev>)>,
    /// The id of the reset-only PDI.
    pub reset: u32,
    /// The PDI each `aiex.npu.load_pdi` of a kernel loads.
    pub loads: HashMap<OpId, u32>,
    /// The PDI id of each device, by its op.
    ids: HashMap<OpId, u32>,
}

/// The text-label group of PDI `id`.
pub(crate) fn pdi_label(id: u32) -> String {
    format!("pdi_{id}")
}

/// The text-label groups of kernel `k` (`k` ≥ 1; the entry runs in the
/// default group).
pub(crate) fn kernel_label(k: usize) -> String {
    format!("seq_{k}")
}

impl Plan {
    /// The plan of the module's `devices` (not empty): every device must be
    /// an AIE-ML array of the entry's generation within the entry's
    /// partition, and every `load_pdi` must name one of them.
    pub fn of(ir: &Ir, devices: &[Dev]) -> Res<Plan> {
        let kernels: Vec<Kernel> = devices
            .iter()
            .flat_map(|&dev| {
                sequences(ir, &dev)
                    .into_iter()
                    .map(move |seq| Kernel { dev, seq })
            })
            .collect();
        let entry = kernels.first().map_or(devices[0], |k| k.dev);
        for dev in devices {
            same_partition(ir, &entry, dev)?;
        }
        let ids: HashMap<OpId, u32> = devices
            .iter()
            .enumerate()
            .map(|(i, d)| (d.op, i as u32 + 1))
            .collect();
        let mut loads = HashMap::new();
        for k in &kernels {
            for load in ir.walk_views::<NpuLoadPdi>(k.seq) {
                loads.insert(load.op(), loaded(ir, load, &ids)?);
            }
        }
        let reset = devices.len() as u32 + 1;
        let mut plan = Plan {
            entry,
            kernels,
            pdis: Vec::new(),
            reset,
            loads,
            ids,
        };
        plan.pdis = plan.needed(ir, devices);
        Ok(plan)
    }

    /// The PDI id of device `dev`.
    pub fn id(&self, dev: &Dev) -> u32 {
        self.ids[&dev.op]
    }

    /// The PDIs the kernels need: every device but the entry's, the entry's
    /// when a kernel loads it or runs on it after the entry, the reset when
    /// a kernel loads a device twice in a row.
    fn needed(&self, ir: &Ir, devices: &[Dev]) -> Vec<(u32, Option<Dev>)> {
        let entry_id = self.id(&self.entry);
        let entry_used = self.loads.values().any(|&id| id == entry_id)
            || self
                .kernels
                .iter()
                .skip(1)
                .any(|k| k.dev.op == self.entry.op);
        let mut out: Vec<(u32, Option<Dev>)> = devices
            .iter()
            .filter(|d| d.op != self.entry.op || entry_used)
            .map(|d| (self.id(d), Some(*d)))
            .collect();
        if (0..self.kernels.len()).any(|k| self.repeats(ir, k)) {
            out.push((self.reset, None));
        }
        out
    }

    /// The PDI a kernel starts by loading: its device's, except for the entry.
    pub fn initial_load(&self, k: usize) -> Option<u32> {
        (k > 0).then(|| self.id(&self.kernels[k].dev))
    }

    /// Whether kernel `k` loads one PDI twice in a row.
    fn repeats(&self, ir: &Ir, k: usize) -> bool {
        let mut last = self.initial_load(k);
        for op in ir.walk(self.kernels[k].seq) {
            if let Some(&id) = self.loads.get(&op) {
                if last.replace(id) == Some(id) {
                    return true;
                }
            }
        }
        false
    }
}

/// The PDI `load` names: a device of the module.
fn loaded(ir: &Ir, load: NpuLoadPdi, ids: &HashMap<OpId, u32>) -> Res<u32> {
    let Some(name) = load.device_ref(ir) else {
        return Err(err(
            ir,
            load.op(),
            "has no device_ref: aiec loads the configurations of the module's devices",
        )
        .with_help("name the device to load: aiex.npu.load_pdi {device_ref = @dev}"));
    };
    netlist::device_named(ir, name)
        .and_then(|d| ids.get(&d.op).copied())
        .ok_or_else(|| {
            err(
                ir,
                load.op(),
                format!("Referenced symbol '{name}' is not a device"),
            )
            .with_help("name an aie.device of this module")
        })
}

/// `dev` must be an AIE-ML array of the entry's generation whose tiles all
/// lie in the entry's partition: one control code drives one partition (a
/// device of another type, e.g. an empty `npu2` loaded to clear an
/// `npu2_1col` partition, configures only tiles the partition has).
fn same_partition(ir: &Ir, entry: &Dev, dev: &Dev) -> Res<()> {
    let name = |d: &Dev| {
        ir.view::<Device>(d.op)
            .map_or(aie_target::device::LEGACY_DEVICE, |v| v.device(ir))
    };
    if !dev.model.arch.is_aie2() {
        return Err(err(
            ir,
            dev.op,
            format!(
                "CERT control code drives AIE-ML arrays; '{}' is {}",
                name(dev),
                dev.model.arch.name()
            ),
        )
        .with_help(
            "target an AIE-ML device: npu1, npu2 (and their column variants), xcve2302 or xcve2802",
        ));
    }
    let partition_note = |d: Diagnostic| {
        d.with_note(
            Some(ir[entry.op].span),
            "the device of the first runtime sequence",
        )
    };
    if dev.model.arch != entry.model.arch {
        return Err(partition_note(err(
            ir,
            dev.op,
            format!(
                "is a '{}' device ({}), but the control code drives a '{}' partition ({})",
                name(dev),
                dev.model.arch.name(),
                name(entry),
                entry.model.arch.name()
            ),
        ))
        .with_help("one control code configures one partition: give every device of the module the same generation"));
    }
    let outside = dev.walk_views::<Tile>(ir).find(|&t| {
        let (col, row) = netlist::tile_coords(ir, t);
        entry.model.tile_kind(col, row) != dev.model.tile_kind(col, row)
    });
    if let Some(t) = outside {
        return Err(partition_note(err(
            ir,
            t.op(),
            format!(
                "{} of this '{}' device is not a tile of the '{}' partition the control code drives",
                netlist::tile_text(netlist::tile_coords(ir, t)),
                name(dev),
                name(entry)
            ),
        ))
        .with_help(format!(
            "one control code configures one partition: use only the tiles of a '{}' device",
            name(entry)
        )));
    }
    Ok(())
}
