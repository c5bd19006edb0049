//! The array model a simulation drives ([`super::Simulation`]):
//! `runtime_sim::array::Model` for the design's device, with the core
//! bodies of its lowered IR.

use super::{Design, Error};
use aie_target::cert::elf::{AiecNote, AiecReconfig};
use aie_target::device;
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::Device;
use runtime_sim::array::{Model, Names, Source};
use runtime_sim::core::{core_ops, CoreProgram};
use runtime_sim::kernels::{KernelOptions, Kernels};
use std::sync::Arc;

/// The array model for a design: `note` names the device (else the
/// program's `columns` choose one); `cores` is the lowered design whose
/// core bodies run. With several devices, each device's cores belong to
/// its PDI.
pub(crate) fn model(
    note: Option<&AiecNote>,
    columns: usize,
    cores: Option<&Design>,
    kernels: &KernelOptions,
    trace: bool,
) -> Result<Model, Error> {
    let dev = match note {
        Some(n) => device::device(&n.device).ok_or_else(|| {
            Error::message(format!(
                "the ELF names device '{}', which aiec does not know",
                n.device
            ))
        })?,
        None => device::unnamed_program_device(columns as u64, 0).ok_or_else(|| {
            Error::message(format!("the ELF has no .note.aiec naming its device, and its control code uses {columns} columns, more than any npu device has"))
        })?,
    };
    let mut model = Model::new(dev);
    if note.is_none() {
        model.set_timing(&runtime_sim::timing::UNNAMED);
    }
    model.set_trace(trace);
    if let Some(design) = cores {
        let ir = design.ir();
        let compile = |op| compile_core(design, op);
        match note.and_then(|n| n.reconfig.as_ref()) {
            None => {
                for op in core_ops(ir) {
                    model.add_core(compile(op)?);
                }
            }
            Some(r) => add_device_cores(&mut model, design, r, compile)?,
        }
        let loaded = Kernels::for_design(ir, kernels).map_err(|d| match d.span {
            // About a kernel's file, not the design.
            None => Error::from(d),
            Some(_) => design.error(vec![d]),
        })?;
        model.set_kernels(Arc::new(loaded));
        model.set_names(Names::for_design(ir));
        model.set_source(Source {
            name: design.name().to_string(),
            text: design
                .source()
                .map_or_else(String::new, |s| s.text().to_string()),
        });
    }
    Ok(model)
}

/// The cores of a control code with several devices: the entry device's
/// run from the start, each PDI's device's after a LOAD_PDI of it.
fn add_device_cores(
    model: &mut Model,
    design: &Design,
    r: &AiecReconfig,
    compile: impl Fn(OpId) -> Result<Arc<CoreProgram>, Error>,
) -> Result<(), Error> {
    let ir = design.ir();
    let devices: Vec<(String, Vec<OpId>)> = ir
        .children(ir.top)
        .filter_map(|d| ir.view::<Device>(d))
        .map(|d| {
            let cores = ir
                .walk(d.op())
                .into_iter()
                .filter(|&o| ir.is(o, OpKind::Core));
            (d.sym_name(ir).to_string(), cores.collect())
        })
        .collect();
    let of = |name: &str| -> Result<Vec<Arc<CoreProgram>>, Error> {
        let ops = devices
            .iter()
            .find(|(n, _)| n == name)
            .map_or(&[][..], |(_, o)| o);
        ops.iter().map(|&op| compile(op)).collect()
    };
    for program in of(&r.entry.0)? {
        model.add_core(program);
    }
    for (id, device) in &r.pdis {
        model.set_pdi_cores(*id, of(device)?);
    }
    Ok(())
}

/// The cores of design `text` (a PDI image of xclbin `name`), for core
/// images in program memory that name it by its digest.
pub(crate) fn add_core_images(model: &mut Model, name: &str, text: &str) -> Result<(), Error> {
    let held = |e: Error| e.context(format!("'{name}': a design it holds does not compile"));
    let design =
        Design::read_unverified(super::Source::new(name, text.to_string())).map_err(held)?;
    let ir = design.ir();
    let programs = core_ops(ir)
        .into_iter()
        .map(|op| compile_core(&design, op))
        .collect::<Result<Vec<_>, _>>()
        .map_err(held)?;
    model.add_core_image(aie_target::regs::design_digest(text.as_bytes()), programs);
    // A design of several devices (a full ELF's): each device alone too,
    // the text its core images name it by (`netlist::device_text`).
    let devices: Vec<OpId> = ir
        .children(ir.top)
        .filter(|&d| ir.is(d, OpKind::Device))
        .collect();
    if devices.len() > 1 {
        for dev in devices {
            let cores = ir.walk(dev).into_iter().filter(|&o| ir.is(o, OpKind::Core));
            let programs = cores
                .map(|op| compile_core(&design, op))
                .collect::<Result<Vec<_>, _>>()
                .map_err(held)?;
            let alone = passes::netlist::device_text(ir, dev);
            model.add_core_image(aie_target::regs::design_digest(alone.as_bytes()), programs);
        }
    }
    Ok(())
}

/// The body of core `op` of `design`, compiled; an error at the op.
fn compile_core(design: &Design, op: OpId) -> Result<Arc<CoreProgram>, Error> {
    let program =
        CoreProgram::compile(design.ir(), op).map_err(|e| design.error(vec![e.diagnostic]))?;
    Ok(Arc::new(program))
}
