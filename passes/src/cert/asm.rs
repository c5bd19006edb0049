//! `aie-translate --aie-cert-to-asm`: the `aiex.cert` jobs, uC-DMA chains and
//! their data of the first device as ctrlcode assembly, laid out as
//! mlir-aie writes it (aie-runtime-sequence.md §5). Mnemonics and operand
//! order come from the ISA table ([`aie_target::cert::isa`]).

use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use crate::npu::global_words;
use aie_target::cert::isa::{by_mnemonic, Barrier, Kind};
use dialect::ir::{Attr, OpId};
use dialect::{Diagnostic, Ir};
use std::collections::{HashMap, HashSet};

/// Each `aiex.cert` instruction op and its ISA mnemonic.
const INSTRUCTIONS: [(&str, &str); 8] = [
    ("aiex.cert.write32", "WRITE_32"),
    ("aiex.cert.maskwrite32", "MASK_WRITE_32"),
    ("aiex.cert.uc_dma_write_des_sync", "UC_DMA_WRITE_DES_SYNC"),
    ("aiex.cert.wait_tcts", "WAIT_TCTS"),
    ("aiex.cert.apply_offset_57", "APPLY_OFFSET_57"),
    ("aiex.cert.local_barrier", "LOCAL_BARRIER"),
    ("aiex.cert.remote_barrier", "REMOTE_BARRIER"),
    ("aiex.cert.nop", "NOP"),
];

/// The op attribute holding an ISA field's operand, where the names differ.
fn attr_name(field: &str) -> &str {
    match field {
        "actor_id" => "channel_id",
        "table_ptr" | "descriptor_ptr" => "symbol",
        other => other,
    }
}

type Res<T> = Result<T, Diagnostic>;

/// One instruction line: mnemonic padded to 23 columns, then the operands.
fn instruction(ir: &Ir, op: OpId) -> Res<String> {
    let isa = INSTRUCTIONS
        .iter()
        .find(|(name, _)| ir[op].name == *name)
        .and_then(|(_, m)| by_mnemonic(m))
        .ok_or_else(|| err(ir, op, "Unsupported operation in CertJobOp"))?;
    // mlir-aie spells the uC-DMA mnemonics `uC_...` (mnemonics are case-insensitive).
    let mnemonic = match isa.mnemonic.strip_prefix("UC_") {
        Some(rest) => format!("uC_{rest}"),
        None => isa.mnemonic.to_string(),
    };
    let mut operands = Vec::new();
    for field in isa.asm_fields().filter(|f| f.kind != Kind::PatchBuf) {
        let attr = ir
            .attr(op, attr_name(field.name))
            .ok_or_else(|| err(ir, op, format!("missing operand '{}'", field.name)))?;
        let value = attr.as_int().map(|v| v as u32);
        operands.push(match (attr, field.kind, value) {
            (Attr::SymRef(_), _, _) => format!("@{}", attr.as_sym().unwrap_or_default()),
            (_, Kind::Barrier(Barrier::Local), Some(v)) => format!("$lb{v}"),
            (_, Kind::Barrier(Barrier::Remote), Some(v)) => format!("$rb{v}"),
            (_, _, Some(v)) if field.bits == 32 => format!("0x{v:08x}"),
            // The argument slot of APPLY_OFFSET_57, as mlir-aie writes it.
            (_, _, Some(v)) if field.name == "offset" => format!("0x{v:04x}"),
            (_, _, Some(v)) => v.to_string(),
            _ => {
                return Err(err(
                    ir,
                    op,
                    format!("operand '{}' is not a number", field.name),
                ))
            }
        });
    }
    Ok(if operands.is_empty() {
        format!("  {mnemonic}\n")
    } else {
        format!("  {mnemonic:<23}{}\n", operands.join(", "))
    })
}

/// `START_JOB id` … `END_JOB` and the end-of-page mark of each job, by id.
fn jobs(ir: &Ir, mut jobs: Vec<OpId>, text: &mut String) -> Res<()> {
    jobs.sort_by_key(|&j| ir.int_attr(j, "job_id").unwrap_or(0));
    for job in jobs {
        text.push_str(&format!(
            "START_JOB {}\n",
            ir.int_attr(job, "job_id").unwrap_or(0)
        ));
        if let Some(b) = ir.entry_block(job, 0) {
            for &op in &ir[b].ops {
                text.push_str(&instruction(ir, op)?);
            }
        }
        text.push_str("END_JOB\n\n.eop\n\n");
    }
    Ok(())
}

/// The uC-DMA chain `chain` and, once each, the data its BDs point at.
fn chain(
    ir: &Ir,
    dev: &Dev,
    chain: OpId,
    chains: &mut String,
    data: &mut String,
    seen: &mut HashSet<String>,
) -> Res<()> {
    chains.push_str(&format!(
        "  .align 16\n{}:\n",
        netlist::sym_name(ir, chain).unwrap_or_default()
    ));
    let Some(b) = ir.entry_block(chain, 0) else {
        return Ok(());
    };
    for &bd in ir[b]
        .ops
        .iter()
        .filter(|&&o| ir[o].name == "aiex.cert.uc_dma_bd")
    {
        let global = ir
            .attr(bd, "remote_address")
            .and_then(Attr::as_sym)
            .unwrap_or_default();
        let int = |n| ir.int_attr(bd, n).unwrap_or(0);
        let next = ir
            .attr(bd, "next_bd")
            .and_then(Attr::as_bool)
            .unwrap_or(false);
        chains.push_str(&format!(
            "  UC_DMA_BD       0, 0x{:08x}, @{global}, {}, 0, {}\n",
            int("local_address") as u32,
            int("length"),
            u8::from(next)
        ));
        if seen.insert(global.to_string()) {
            let words = global_words(ir, dev, global).ok_or_else(|| {
                let found = dev.symbol(ir, global).is_some();
                err(
                    ir,
                    bd,
                    if found {
                        "Global symbol initial value is not a dense int array"
                    } else {
                        "Global symbol not found"
                    },
                )
            })?;
            data.push_str(&format!("  .align 16\n{global}:\n"));
            for w in words {
                data.push_str(&format!("  .long           0x{w:08x}\n"));
            }
        }
    }
    Ok(())
}

/// The assembly text of the first device's cert ops. Jobs directly in the
/// device go to column 0; each `attach_to_group` is a column with its jobs
/// and the uC-DMA chains (and data) those jobs use.
pub fn print(ir: &Ir) -> Res<String> {
    let dev = *netlist::devices(ir)
        .first()
        .ok_or_else(|| Diagnostic::error(ir[ir.top].span, "expected an aie.device"))?;
    let named = |name: &'static str| dev.ops_named(ir, name).collect::<Vec<_>>();
    let mut groups = named("aiex.cert.attach_to_group");
    groups.sort_by_key(|&g| ir.int_attr(g, "group_id").unwrap_or(0));
    // Section 0 holds the top-level jobs and continues with group 0.
    let mut sections: Vec<(Option<OpId>, Vec<OpId>)> = vec![(None, named("aiex.cert.job"))];
    for group in groups {
        let jobs: Vec<OpId> = ir
            .children(group)
            .filter(|&o| ir[o].name == "aiex.cert.job")
            .collect();
        if ir.int_attr(group, "group_id").unwrap_or(0) == 0 && sections[0].0.is_none() {
            sections[0].0 = Some(group);
            sections[0].1.extend(jobs);
        } else {
            sections.push((Some(group), jobs));
        }
    }
    // Each chain goes to the section whose jobs start it (section 0 if none).
    let mut chain_section = HashMap::new();
    for (i, (_, jobs)) in sections.iter().enumerate() {
        for &job in jobs {
            for op in ir.walk(job) {
                if let Some(name) = (ir[op].name == "aiex.cert.uc_dma_write_des_sync")
                    .then(|| ir.attr(op, "symbol").and_then(Attr::as_sym))
                    .flatten()
                {
                    chain_section.entry(name.to_string()).or_insert(i);
                }
            }
        }
    }
    let mut out = String::new();
    let chains = named("aiex.cert.uc_dma_chain");
    let unused_first = sections.len() > 1
        && sections[0].0.is_none()
        && sections[0].1.is_empty()
        && chains.iter().all(|&c| {
            let name = netlist::sym_name(ir, c).unwrap_or_default();
            chain_section.get(name).is_some_and(|&s| s != 0)
        });
    for (i, (group, jobs_of)) in sections.into_iter().enumerate() {
        if i == 0 && unused_first {
            continue;
        }
        let mut text = String::new();
        match group.map(|g| ir.int_attr(g, "group_id").unwrap_or(0)) {
            _ if i == 0 => text.push_str(".attach_to_group 0\n\n"),
            Some(id) => text.push_str(&format!(".attach_to_group {id}\n\n")),
            None => {}
        }
        jobs(ir, jobs_of, &mut text)?;
        let (mut chain_text, mut data, mut seen) = (String::new(), String::new(), HashSet::new());
        for &c in &chains {
            let name = netlist::sym_name(ir, c).unwrap_or_default();
            if chain_section.get(name).copied().unwrap_or(0) == i {
                chain(ir, &dev, c, &mut chain_text, &mut data, &mut seen)?;
            }
        }
        out.push_str(&format!("\n;\n; Code\n;\n\n{text}EOF\n"));
        out.push_str(&format!("\n;\n; Data (chains)\n;\n\n{chain_text}"));
        out.push_str(&format!("\n\n;\n; Data\n;\n\n{data}"));
    }
    Ok(out)
}
