//! The array model aie-sim drives: `runtime_sim::array::Model` for the
//! design's device, with the core bodies of its lowered IR.

use aie_target::cert::elf::AiecNote;
use aie_target::device;
use dialect::Ir;
use runtime_sim::array::{Model, Source};
use runtime_sim::core::{core_ops, CoreProgram};
use std::sync::Arc;

/// Device of an ELF without a `.note.aiec`: the widest NPU aiec knows that
/// covers its columns.
fn default_device(columns: usize) -> &'static device::Device {
    let name = if columns <= 4 { "npu1" } else { "npu2" };
    device::device(name).expect("npu1 and npu2 are in the device table")
}

/// The array model for a design: `note` names the device (else the
/// program's `columns` choose one); `cores` holds the lowered core bodies,
/// with their source for positions in reports.
pub(super) fn model(
    note: Option<&AiecNote>,
    columns: usize,
    cores: Option<(&Ir, Source)>,
    trace: bool,
) -> Result<Model, String> {
    let dev = match note {
        Some(n) => device::device(&n.device).ok_or_else(|| {
            format!(
                "the ELF names device '{}', which aiec does not know",
                n.device
            )
        })?,
        None => default_device(columns),
    };
    let mut model = Model::new(dev);
    model.set_trace(trace);
    if let Some((ir, source)) = cores {
        for op in core_ops(ir) {
            let program = CoreProgram::compile(ir, op).map_err(|e| {
                let at = e
                    .diagnostic
                    .span
                    .map(|s| {
                        let (l, c) = dialect::diag::line_col(&source.text, s.start as usize);
                        format!("{}:{l}:{c}: ", source.name)
                    })
                    .unwrap_or_default();
                format!("{at}{e}")
            })?;
            model.add_core(Arc::new(program));
        }
        model.set_source(source);
    }
    Ok(model)
}
