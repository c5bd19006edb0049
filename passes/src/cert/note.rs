//! The `.note.aiec` of a lowered module: the device, the entry kernel's
//! arguments, the configuration jobs per column and, with several devices or
//! sequences, the PDIs and the other kernels with the job each starts at.

use super::lower::CONFIG_ATTR;
use super::plan::{kernel_label, pdi_label};
use crate::netlist::{self, Dev};
use crate::npu::sequences;
use aie_target::cert::elf::{AiecArg, AiecKernel, AiecNote, AiecReconfig, ArgGuard};
use dialect::ir::{OpId, OpKind, Type, View};
use dialect::ops::views::{CertAttachToGroup, CertJob, CertSection, Device, RuntimeSequence};
use dialect::Ir;
use std::collections::BTreeMap;

/// The device holding the module's cert ops (the first one with control
/// code), else the first device.
pub fn cert_device(ir: &Ir) -> Option<Dev> {
    let devices = netlist::devices(ir);
    devices
        .iter()
        .copied()
        .find(|d| {
            d.ops(ir)
                .any(|o| is_code(ir, o) || ir.is(o, OpKind::CertAttachToGroup))
        })
        .or_else(|| devices.first().copied())
}

/// Control code directly in a device or group: a page, a job or a section.
fn is_code(ir: &Ir, op: OpId) -> bool {
    [OpKind::CertPage, OpKind::CertJob, OpKind::CertSection]
        .iter()
        .any(|&k| ir.is(op, k))
}

/// The code of one uC (column): an `attach_to_group`, or the device itself
/// for the code outside groups, which uC 0 runs.
#[derive(Clone, Copy)]
struct Column {
    id: u32,
    op: OpId,
}

/// The columns with code of `dev`, by id (uC 0's device-level code first).
fn columns(ir: &Ir, dev: &Dev) -> Vec<Column> {
    let mut out = Vec::new();
    if dev.ops(ir).any(|o| is_code(ir, o)) {
        out.push(Column { id: 0, op: dev.op });
    }
    out.extend(dev.views::<CertAttachToGroup>(ir).map(|g| Column {
        id: g.group_id(ir) as u32,
        op: g.op(),
    }));
    out.sort_by_key(|c| c.id);
    out
}

/// The note of a lowered module (see the module documentation).
pub fn note(ir: &Ir) -> Option<AiecNote> {
    let dev = cert_device(ir)?;
    let device = device_type(ir, &dev).to_string();
    let entry = sequences(ir, &dev).first().copied();
    let columns = columns(ir, &dev);
    let mut config_jobs: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for &c in &columns {
        let configs = jobs(ir, c)
            .filter(|j| ir.attr(j.op(), CONFIG_ATTR).is_some())
            .map(|j| j.job_id(ir) as u32);
        config_jobs.entry(c.id).or_default().extend(configs);
    }
    // The kernels are listed whenever there are several, even if none of
    // the others has a job (empty sequences), so that each can be named.
    let labelled = columns
        .iter()
        .any(|&c| jobs(ir, c).any(|j| label(ir, j).is_some()));
    let kernels: usize = (netlist::devices(ir).iter())
        .map(|d| sequences(ir, d).len())
        .sum();
    Some(AiecNote {
        device,
        args: entry.map(|s| args(ir, s)).unwrap_or_default(),
        config_jobs: config_jobs.into_iter().collect(),
        reconfig: (labelled || kernels > 1).then(|| reconfig(ir, &dev, entry, &columns)),
    })
}

/// The PDIs and the other kernels, from the sections holding the jobs.
fn reconfig(ir: &Ir, dev: &Dev, entry: Option<OpId>, columns: &[Column]) -> AiecReconfig {
    let devices = netlist::devices(ir);
    let pdis = (1..=devices.len() as u32 + 1)
        .filter(|&id| has_label(ir, columns, &pdi_label(id)))
        .map(|id| {
            let device = devices
                .get(id as usize - 1)
                .map_or(String::new(), |d| symbol(ir, d).to_string());
            (id, device)
        })
        .collect();
    let kernels = devices
        .iter()
        .flat_map(|d| sequences(ir, d).into_iter().map(move |s| (*d, s)))
        .skip(1)
        .enumerate()
        .map(|(k, (d, seq))| AiecKernel {
            device: symbol(ir, &d).to_string(),
            sequence: RuntimeSequence::wrap(seq).sym_name(ir).to_string(),
            args: args(ir, seq),
            starts: starts(ir, columns, &kernel_label(k + 1)),
        })
        .collect();
    let sequence = entry.map_or(String::new(), |s| {
        RuntimeSequence::wrap(s).sym_name(ir).to_string()
    });
    AiecReconfig {
        entry: (symbol(ir, dev).to_string(), sequence),
        pdis,
        kernels,
    }
}

/// The jobs of column `c`, in its pages and sections too.
fn jobs(ir: &Ir, c: Column) -> impl Iterator<Item = CertJob> + '_ {
    let code = |o: OpId| ir.is(o, OpKind::CertPage) || ir.is(o, OpKind::CertSection);
    ir.views::<CertJob>(ir.walk_where(c.op, code))
}

/// The text-label group of a job: the section holding it (`None`: the
/// default group).
fn label(ir: &Ir, job: CertJob) -> Option<&str> {
    let mut at = ir.parent_op(job.op())?;
    if ir.is(at, OpKind::CertPage) {
        at = ir.parent_op(at)?;
    }
    ir.view::<CertSection>(at).map(|s| s.sym_name(ir))
}

fn has_label(ir: &Ir, columns: &[Column], l: &str) -> bool {
    columns
        .iter()
        .any(|&c| jobs(ir, c).any(|j| label(ir, j) == Some(l)))
}

/// Per column, the first job of text-label group `l`.
fn starts(ir: &Ir, columns: &[Column], l: &str) -> Vec<(u32, u32)> {
    let mut first: BTreeMap<u32, u32> = BTreeMap::new();
    for &c in columns {
        let start = jobs(ir, c)
            .filter(|&j| label(ir, j) == Some(l))
            .map(|j| j.job_id(ir) as u32)
            .min();
        if let Some(start) = start {
            let at = first.entry(c.id).or_insert(start);
            *at = (*at).min(start);
        }
    }
    first.into_iter().collect()
}

/// The arguments of runtime sequence `seq` (the emptied sequence keeps its
/// signature): a memref is a host buffer of its bytes (0 for a dynamic
/// shape: the host sizes it), any other type a scalar of its width.
pub fn args(ir: &Ir, seq: OpId) -> Vec<AiecArg> {
    let Some(b) = ir.entry_block(seq, 0) else {
        return Vec::new();
    };
    ir[b]
        .args
        .iter()
        .enumerate()
        .map(|(k, &a)| {
            let ty = ir.type_of(a);
            let buffer = match ty {
                Type::MemRef { .. } => Some(ty.memref_bytes().unwrap_or(0)),
                _ => None,
            };
            match buffer {
                Some(size) => AiecArg {
                    size,
                    element_type: ty.element().map_or_else(String::new, |e| e.to_string()),
                    scalar: false,
                    guard: None,
                },
                None => AiecArg {
                    size: ty.bit_width().unwrap_or(64).div_ceil(8),
                    element_type: ty.to_string(),
                    scalar: true,
                    guard: guard(ir, seq, k),
                },
            }
        })
        .collect()
}

/// The guard the deadlock check put on argument `k` of `seq`
/// (docs/deadlocks.md, "Guards").
fn guard(ir: &Ir, seq: OpId, k: usize) -> Option<ArgGuard> {
    let s = ir.view::<RuntimeSequence>(seq)?;
    (s.deadlock_guard_arg(ir)? == k as i64).then(|| ArgGuard {
        min: s.deadlock_guard_min(ir).unwrap_or(0) as u64,
        max: s.deadlock_guard_max(ir).map(|m| m as u64),
    })
}

/// The device type of `dev` (`xcvc1902` for the legacy top module).
fn device_type<'a>(ir: &'a Ir, dev: &Dev) -> &'a str {
    ir.view::<Device>(dev.op)
        .map_or(aie_target::device::LEGACY_DEVICE, |d| d.device(ir))
}

/// The symbol of `dev` (`main` when unnamed).
fn symbol<'a>(ir: &'a Ir, dev: &Dev) -> &'a str {
    ir.view::<Device>(dev.op).map_or("main", |d| d.sym_name(ir))
}
