//! The array model aie-sim drives: `runtime_sim::array::Model` for the
//! design's device, with the core bodies of its lowered IR.

use aie_target::cert::elf::AiecNote;
use aie_target::device;
use dialect::Ir;
use runtime_sim::array::{Model, Source};
use dialect::ir::Span;
use runtime_sim::core::{core_ops, CoreProgram};
use runtime_sim::kernels::{KernelOptions, Kernels};
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
    kernels: &KernelOptions,
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
            let program = CoreProgram::compile(ir, op)
                .map_err(|e| located(&source, e.diagnostic.span, &e.to_string()))?;
            model.add_core(Arc::new(program));
        }
        let loaded = Kernels::for_design(ir, kernels).map_err(|d| {
            let mut text = located(&source, d.span, &d.full_message());
            for n in &d.notes {
                text += &format!("\n  note: {}", located(&source, n.span, &n.message));
            }
            if let Some(h) = &d.help {
                text += &format!("\n  help: {h}");
            }
            text
        })?;
        model.set_kernels(Arc::new(loaded));
        model.set_source(source);
    }
    Ok(model)
}

/// `message` prefixed with the position of `span` in `source`.
fn located(source: &Source, span: Option<Span>, message: &str) -> String {
    let at = span
        .filter(|s| *s != Span::default())
        .map(|s| {
            let (l, c) = dialect::diag::line_col(&source.text, s.start as usize);
            format!("{}:{l}:{c}: ", source.name)
        })
        .unwrap_or_default();
    format!("{at}{message}")
}
