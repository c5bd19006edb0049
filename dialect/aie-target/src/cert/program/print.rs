//! A [`Program`] as ctrlcode assembly, laid out as mlir-aie's
//! `--aie-cert-to-asm` writes it: the note's `; aiec:` comment lines, then
//! per column its pads, the code of its default group (jobs, `.eop` after
//! each page), `EOF`, its uC-DMA chains and its data, then its other
//! text-label groups as sections. Assembling the text gives the ELF the
//! program encodes to (names are scoped to the one file written, and a pad
//! is written in whole words).

use super::{Datum, Group, Item, Job, Program, Ref, Tables, Target, DEFAULT_GROUP};
use crate::cert::encoding::Instr;
use crate::cert::isa::{Barrier, Kind, Opcode};
use std::fmt::Write;

/// The assembly text of `program`.
pub fn print(program: &Program) -> String {
    let mut out = program
        .note
        .as_ref()
        .map_or_else(String::new, |n| n.to_comments());
    let mut first = true;
    for (&index, column) in &program.columns {
        if column.groups.is_empty() && column.pads.is_empty() {
            continue;
        }
        out.push_str("\n;\n; Code\n;\n\n");
        if let (true, Some(n)) = (first, program.partition) {
            let _ = writeln!(out, ".partition {n}column");
        }
        first = false;
        let _ = writeln!(out, ".attach_to_group {index}\n");
        for pad in &column.pads {
            let _ = writeln!(out, ".setpad {}", pad.name);
            for word in pad.bytes.chunks(4) {
                let mut le = [0; 4];
                le[..word.len()].copy_from_slice(word);
                push_word(&mut out, u32::from_le_bytes(le));
            }
            out.push('\n');
        }
        let default = column.groups.iter().find(|g| g.key == DEFAULT_GROUP);
        if let Some(group) = default {
            code(program, &column.tables, group, &mut out);
        }
        out.push_str("EOF\n");
        out.push_str("\n;\n; Data (chains)\n;\n\n");
        let labels = default.map_or(&[][..], |g| &g.labels[..]);
        // The chains come first; the data from the first label of words.
        let words = labels
            .iter()
            .position(|l| !l.is_bd && l.size > 0)
            .unwrap_or(labels.len());
        for label in &labels[..words] {
            data_label(program, &column.tables, label, &mut out);
        }
        out.push_str("\n\n;\n; Data\n;\n\n");
        for label in &labels[words..] {
            data_label(program, &column.tables, label, &mut out);
        }
        for group in column.groups.iter().filter(|g| g.key != DEFAULT_GROUP) {
            let path: Vec<&str> = group.key.split(':').skip(1).collect();
            out.push_str("\n.section .ctrltext\n");
            for name in &path {
                let _ = writeln!(out, "{name}:");
            }
            out.push('\n');
            code(program, &column.tables, group, &mut out);
            out.push_str("EOF\n");
            for label in &group.labels {
                data_label(program, &column.tables, label, &mut out);
            }
            for name in path.iter().rev() {
                let _ = writeln!(out, ".endl {name}");
            }
        }
    }
    out
}

/// A group's jobs, `.eop` after each page.
fn code(program: &Program, t: &Tables, group: &Group, out: &mut String) {
    for item in &group.items {
        match item {
            Item::Job(job) => self::job(program, t, job, out),
            Item::Eop => out.push_str(".eop\n\n"),
        }
    }
}

/// `START_JOB id` … `END_JOB`, the instructions between indented, their
/// mnemonics padded to 23 columns.
fn job(program: &Program, t: &Tables, job: &Job, out: &mut String) {
    let mut refs = job.refs.of(&t.refs);
    for (at, instr) in job.instrs(t) {
        let at = (job.code.start() + at) as u32;
        let n = refs.iter().take_while(|r| r.instr == at).count();
        let (mine, rest) = refs.split_at(n);
        refs = rest;
        match instr {
            Instr::StartJob(s) => {
                let _ = writeln!(out, "START_JOB {}", s.job_id);
            }
            Instr::StartJobDeferred(s) => {
                let _ = writeln!(out, "START_JOB_DEFERRED {}", s.job_id);
            }
            Instr::EndJob(_) => out.push_str("END_JOB\n\n"),
            _ => instruction(program, &instr, mine, out),
        }
    }
}

/// One instruction line: operands that are references by name, numbers as
/// mlir-aie writes them (32-bit fields in eight hex digits, narrower ones
/// in decimal, LOAD_PDI's id in decimal and PREEMPT's in four hex digits).
fn instruction(program: &Program, instr: &Instr, refs: &[Ref], out: &mut String) {
    let op = instr.op();
    let start = out.len();
    out.push_str("  ");
    // mlir-aie spells the uC-DMA mnemonics `uC_...` (mnemonics are case-insensitive).
    match op.mnemonic.strip_prefix("UC_") {
        Some(rest) => {
            out.push_str("uC_");
            out.push_str(rest);
        }
        None => out.push_str(op.mnemonic),
    }
    let values = instr.values();
    let mut values = values.iter();
    let mut k = 0;
    for (offset, field) in op.layout() {
        let value = if field.kind.encoded() {
            values.next().copied().unwrap_or(0)
        } else {
            0
        };
        if !field.kind.in_asm() {
            continue;
        }
        let named = refs.iter().find(|r| usize::from(r.offset) == offset);
        if field.kind == Kind::PatchBuf && named.is_none() {
            continue;
        }
        if k == 0 {
            let width = out.len() - start - 2;
            out.push_str(&" ".repeat(23usize.saturating_sub(width)));
        } else {
            out.push_str(", ");
        }
        let names = &program.names;
        match named.map(|r| r.to) {
            Some(Target::Label(s) | Target::Group(s) | Target::Pad(s)) => {
                out.push('@');
                out.push_str(names.name(s));
            }
            Some(Target::Symbol(s) | Target::Slot(s)) => out.push_str(names.name(s)),
            None => number(op.opcode, k, field.kind, field.bits, value, out),
        }
        k += 1;
    }
    out.push('\n');
}

/// Asm operand `k` of an `opcode` instruction, a field of `kind` and
/// `bits` holding `v`.
fn number(opcode: Opcode, k: usize, kind: Kind, bits: u8, v: u32, out: &mut String) {
    let _ = match (kind, opcode, k) {
        (Kind::Register, ..) => write!(out, "$r{v}"),
        (Kind::Barrier(Barrier::Local), ..) if v <= 15 => write!(out, "$lb{v}"),
        (Kind::Barrier(Barrier::Remote), ..) if (1..=64).contains(&v) => {
            write!(out, "$rb{}", v - 1)
        }
        (_, Opcode::LoadPdi, 0) => write!(out, "{v}"),
        (_, Opcode::Preempt, 0) => write!(out, "0x{v:04x}"),
        _ if bits == 32 => write!(out, "0x{v:08x}"),
        _ => write!(out, "{v}"),
    };
}

/// `  .long           0xWORD`.
fn push_word(out: &mut String, w: u32) {
    let _ = writeln!(out, "  .long           0x{w:08x}");
}

/// A data label: `.align 16`, its name, its descriptors and words.
fn data_label(program: &Program, t: &Tables, label: &super::DataLabel, out: &mut String) {
    let names = &program.names;
    let _ = write!(out, "  .align 16\n{}:\n", names.name(label.name));
    for datum in label.data.of(&t.data) {
        match *datum {
            Datum::Words {
                segment,
                start,
                len,
            } => {
                for &w in t.words_of(segment, start, len) {
                    push_word(out, w);
                }
            }
            Datum::Label(s) => {
                let _ = writeln!(out, "  .long           @{}", names.name(s));
            }
            Datum::Bd(k) => {
                let bd = t.bds[k as usize];
                let _ = writeln!(
                    out,
                    "  UC_DMA_BD       {}, 0x{:08x}, @{}, {}, {}, {}",
                    bd.remote_hi,
                    bd.remote_lo,
                    names.name(bd.local),
                    bd.length,
                    u8::from(bd.external),
                    u8::from(bd.next)
                );
            }
        }
    }
}
