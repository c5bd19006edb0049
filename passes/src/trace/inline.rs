//! `--aie-inline-trace-config`: each `aie.trace.start_config @c` of a runtime
//! sequence becomes one `aiex.npu.write32` per register of the
//! `aie.trace.config @c` (in the order of its first write; field writes not
//! yet packed are packed here), at the configuration's tile.

use super::error;
use super::pack::{pack, regs, Packed, Unit};
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{At, View};
use dialect::ops::views::{NpuWrite32, TraceConfig, TraceStartConfig};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-inline-trace-config",
    name: "AIEXInlineTraceConfig",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Replace aie.trace.start_config by the aiex.npu.write32s of its trace configuration",
    doc: "runtime-sequence.md#trace-configuration",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let starts: Vec<TraceStartConfig> = dev.walk_views(ir).collect();
    for start in starts {
        let name = start.trace_config(ir);
        let config = dev
            .symbol(ir, name)
            .and_then(|o| ir.view::<TraceConfig>(o))
            .ok_or_else(|| {
                let configs: Vec<&str> = dev
                    .walk_views::<TraceConfig>(ir)
                    .map(|c| c.sym_name(ir))
                    .collect();
                let help = match dialect::diag::did_you_mean(name, configs) {
                    Some(close) => format!("did you mean '@{close}'?"),
                    None => "run --aie-trace-to-config first: it turns each `aie.trace @t` into `aie.trace.config @t_config`".to_string(),
                };
                error(ir, start.op(), format!("trace config symbol '{name}' not found"))
                    .with_help(help)
            })?;
        let (tile, _) = super::tile(ir, dev, config.op())?;
        let span = ir[start.op()].span;
        for w in writes(ir, dev, config)? {
            NpuWrite32::build(ir, span)
                .address(i64::from(w.address))
                .value(i64::from(w.value))
                .column(tile.0)
                .row(tile.1)
                .insert(At::Before(start.op()));
        }
        ir.erase(start.op());
    }
    Ok(())
}

/// The register writes of a configuration, merged per register.
fn writes(ir: &Ir, dev: &Dev, config: TraceConfig) -> Result<Vec<Packed>, Diagnostic> {
    let unit = Unit::of(ir, dev, config)?;
    let regs = regs(ir, config);
    let mut out: Vec<Packed> = Vec::new();
    for &r in &regs {
        let p = pack(ir, unit, r, &regs)?;
        match out.iter_mut().find(|w| w.address == p.address) {
            Some(w) => {
                w.mask |= p.mask;
                w.value |= p.value;
            }
            None => out.push(p),
        }
    }
    Ok(out)
}
