//! `--aie-trace-pack-reg-writes`: the field writes of each
//! `aie.trace.config` become `(value, mask)` writes, and the writes to one
//! register merge into one, at the place of its first field (mlir-aie's
//! AIETraceRegPackWrites).
//!
//! A field's value is an integer, a trace event (its number in the traced
//! module), or for a `Port_<n>_ID` field a `"Bundle:channel"` port (its
//! physical port number; a master port if the slot's `Port_<n>_Master_Slave`
//! is set).

use super::{error, event_number, module, unknown_event};
use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use aie_target::device::TileKind;
use aie_target::regs::port_index;
use aie_target::regs::trace::{trace_reg, trace_reg_names, EventModule};
use dialect::ir::cases::WireBundle;
use dialect::ir::{At, Attr, View};
use dialect::ops::views::{TraceConfig, TraceReg};
use dialect::{Diagnostic, Ir};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-trace-pack-reg-writes",
    name: "AIETraceRegPackWrites",
    anchor: Anchor::Device,
    needs_placed_tiles: true,
    summary: "Pack aie.trace.reg field writes into one masked write per register",
    doc: "runtime-sequence.md#trace-configuration",
    options: &[],
    body: crate::Body::Run(run),
};

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    netlist::each_device(ir, lower)
}

/// The trace unit of a configuration: its module and the kind of its tile.
#[derive(Clone, Copy)]
pub(crate) struct Unit {
    pub module: EventModule,
    pub kind: TileKind,
}

impl Unit {
    pub fn of(ir: &Ir, dev: &Dev, config: TraceConfig) -> Result<Unit, Diagnostic> {
        let (_, kind) = super::tile(ir, dev, config.op())?;
        Ok(Unit {
            module: module(kind, config.packet_type(ir)),
            kind,
        })
    }
}

/// A packed register write: tile-local address, mask, value (within the mask).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Packed {
    pub address: u32,
    pub mask: u32,
    pub value: u32,
}

fn lower(ir: &mut Ir, dev: &Dev) -> Result<(), Diagnostic> {
    let configs: Vec<TraceConfig> = dev.views(ir).collect();
    for config in configs {
        let unit = Unit::of(ir, dev, config)?;
        let regs = regs(ir, config);
        let mut packed = Vec::new();
        for &r in &regs {
            packed.push(pack(ir, unit, r, &regs)?);
        }
        merge(ir, &regs, &packed)?;
    }
    Ok(())
}

/// The `aie.trace.reg` ops of a configuration.
pub(crate) fn regs(ir: &Ir, config: TraceConfig) -> Vec<TraceReg> {
    ir.views(super::body(ir, config.op())).collect()
}

/// Replaces each register's writes by one at the place of the first; an
/// error if two writes to a register overlap.
fn merge(ir: &mut Ir, regs: &[TraceReg], packed: &[Packed]) -> Result<(), Diagnostic> {
    // Writes grouped by register, in the order of their first write.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, p) in packed.iter().enumerate() {
        match groups
            .iter_mut()
            .find(|g| packed[g[0]].address == p.address)
        {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    for group in groups {
        let (mut mask, mut value) = (0, 0);
        let mut comments = Vec::new();
        for &i in &group {
            if mask & packed[i].mask != 0 {
                let name = regs[i].reg_name(ir);
                return Err(error(
                    ir,
                    regs[i].op(),
                    format!(
                        "Overlapping masks for register {name}: mask1={mask} mask2={}",
                        packed[i].mask
                    ),
                )
                .with_help("write each field of a register once"));
            }
            mask |= packed[i].mask;
            value |= packed[i].value;
            comments.extend(regs[i].comment(ir).map(String::from));
        }
        rewrite(ir, regs[group[0]], mask, value, &comments.join(" + "));
        for &i in &group[1..] {
            ir.erase(regs[i].op());
        }
    }
    Ok(())
}

/// Replaces `reg` by a field-less write of `value` under `mask`.
fn rewrite(ir: &mut Ir, reg: TraceReg, mask: u32, value: u32, comment: &str) {
    let span = ir[reg.op()].span;
    let name = reg.reg_name(ir).to_string();
    let mut b = TraceReg::build(ir, span)
        .reg_name(&name)
        .value(Attr::i32(i64::from(value)))
        .mask(i64::from(mask));
    if !comment.is_empty() {
        b = b.comment(comment);
    }
    b.insert(At::Before(reg.op()));
    ir.erase(reg.op());
}

/// The packed write of `reg`, a write of `unit`'s configuration whose other
/// writes are `siblings`.
pub(crate) fn pack(
    ir: &Ir,
    unit: Unit,
    reg: TraceReg,
    siblings: &[TraceReg],
) -> Result<Packed, Diagnostic> {
    let name = reg.reg_name(ir);
    let (address, layout) = trace_reg(unit.module, name).ok_or_else(|| {
        error(
            ir,
            reg.op(),
            format!("Register not found in database: {name}"),
        )
        .with_help({
            let names = trace_reg_names(unit.module);
            match dialect::diag::did_you_mean(name, names.iter().copied()) {
                Some(close) => format!("did you mean '{close}'?"),
                None => format!("the {} has {}", unit.module.describe(), names.join(", ")),
            }
        })
    })?;
    let Some(field_name) = reg.field(ir) else {
        let value = int_value(ir, reg)?;
        let mask = reg.mask(ir).map_or(u32::MAX, |m| m as u32);
        return Ok(Packed {
            address,
            mask,
            value: value & mask,
        });
    };
    let field = layout.field(field_name).ok_or_else(|| {
        let names: Vec<&str> = layout.fields.iter().map(|f| f.name).collect();
        error(
            ir,
            reg.op(),
            format!("Field not found in register: {field_name} in {name}"),
        )
        .with_help(
            match dialect::diag::did_you_mean(field_name, names.iter().copied()) {
                Some(close) => format!("did you mean '{close}'?"),
                None => format!("{name} has {}", names.join(", ")),
            },
        )
    })?;
    let value = field_value(ir, unit, reg, field_name, siblings)?;
    let raw = field.raw(value).ok_or_else(|| {
        error(
            ir,
            reg.op(),
            format!("value {value} does not fit field {field_name} of {name}"),
        )
        .with_help(format!("{field_name} is {} bits wide", field.bits))
    })?;
    Ok(Packed {
        address,
        mask: field.mask() << field.lo,
        value: raw << field.lo,
    })
}

/// The integer value of a packed or whole-register write.
fn int_value(ir: &Ir, reg: TraceReg) -> Result<u32, Diagnostic> {
    match reg.value(ir) {
        Attr::Int(v, _) => Ok(*v as u32),
        _ => Err(error(
            ir,
            reg.op(),
            "Expected integer values for packed register writes",
        )
        .with_help("give the register's value as an integer")),
    }
}

/// The value of field `field` written by `reg`: an integer, an event, or a port.
fn field_value(
    ir: &Ir,
    unit: Unit,
    reg: TraceReg,
    field: &str,
    siblings: &[TraceReg],
) -> Result<i64, Diagnostic> {
    match reg.value(ir) {
        Attr::Int(v, _) => Ok(*v as i64),
        Attr::Str(s) if s.contains(':') && !s.contains("::") && !field.contains("Master_Slave") => {
            let master = is_master(ir, reg, field, siblings);
            port(unit.kind, s, master).map(i64::from).ok_or_else(|| {
                error(ir, reg.op(), format!("Failed to resolve port value: {s}")).with_help(
                    format!(
                        "a {} has no {} port {s}",
                        unit.kind.describe(),
                        if master { "master" } else { "slave" }
                    ),
                )
            })
        }
        Attr::Str(s) => event_number(unit.module, s)
            .map(i64::from)
            .ok_or_else(|| unknown_event(ir, reg.op(), unit.module, s)),
        _ => Err(error(ir, reg.op(), "Unsupported value type in pack pass")
            .with_help("give an integer, an event name or a `\"Bundle:channel\"` port")),
    }
}

/// Whether port field `field` (`Port_<n>_ID`) selects a master port: the
/// slot's `Port_<n>_Master_Slave` write in the same register is non-zero.
fn is_master(ir: &Ir, reg: TraceReg, field: &str, siblings: &[TraceReg]) -> bool {
    let slot = field.strip_suffix("_ID").unwrap_or(field);
    let companion = format!("{slot}_Master_Slave");
    siblings
        .iter()
        .find(|s| s.reg_name(ir) == reg.reg_name(ir) && s.field(ir) == Some(companion.as_str()))
        .is_some_and(|s| matches!(s.value(ir), Attr::Int(v, _) if *v != 0))
}

/// The physical port number of `"Bundle:channel"` (bundle case-insensitive)
/// on a tile of `kind`.
fn port(kind: TileKind, text: &str, master: bool) -> Option<u32> {
    let (bundle, channel) = text.split_once(':')?;
    let bundle = WireBundle::ALL
        .into_iter()
        .find(|b| b.name().eq_ignore_ascii_case(bundle.trim()))?;
    port_index(kind, bundle, channel.trim().parse().ok()?, master)
}
