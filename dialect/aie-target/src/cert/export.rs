//! Descriptions generated from [`super::isa::OPS`]: the operation reference of
//! `docs/ctrlcode-isa.md` and the JSON of `aiec --print-isa=json`.

use super::isa::{Field, Kind, Op, OPS};
use std::fmt::Write;

/// How a field is written in the layout column.
fn layout_cell(f: &Field) -> String {
    match f.kind {
        Kind::Pad | Kind::JobSize => format!("{} ({}b)", f.kind.name(), f.bits),
        _ => format!("{}: {} ({}b)", f.name, f.kind.name(), f.bits),
    }
}

fn operands(op: &Op) -> String {
    let names: Vec<String> = op
        .asm_fields()
        .map(|f| {
            if f.kind == Kind::PatchBuf {
                format!("[@{}]", f.name)
            } else {
                f.name.to_string()
            }
        })
        .collect();
    if names.is_empty() {
        op.mnemonic.to_string()
    } else {
        format!("{} {}", op.mnemonic, names.join(", "))
    }
}

/// The markdown reference of every operation (between the markers of
/// `docs/ctrlcode-isa.md`).
pub fn markdown() -> String {
    let mut out = String::from("| Opcode | Mnemonic | Size | Summary |\n|---|---|---|---|\n");
    for op in OPS {
        let _ = writeln!(
            out,
            "| 0x{:02x} | [{}](#{}) | {} B | {} |",
            op.opcode as u8,
            op.mnemonic,
            op.mnemonic.to_lowercase(),
            op.size(),
            op.summary
        );
    }
    for op in OPS {
        let _ = write!(
            out,
            "\n### {}\n\nOpcode 0x{:02x}, {} bytes. {}\n\n```\n{}\n```\n\n",
            op.mnemonic,
            op.opcode as u8,
            op.size(),
            op.summary,
            operands(op)
        );
        out.push_str("| Byte | Field | Type | Bits | Description |\n|---|---|---|---|---|\n");
        out.push_str("| 0 | opcode | opcode | 8 | |\n");
        for (offset, f) in op.layout() {
            let mut doc = f.doc.to_string();
            if !f.values.is_empty() {
                let names: Vec<String> =
                    f.values.iter().map(|(v, n)| format!("{n} = {v}")).collect();
                let _ = write!(doc, " Names: {}.", names.join(", "));
            }
            let name = if f.kind == Kind::Pad { "-" } else { f.name };
            let doc = doc.replace('|', "\\|");
            let _ = writeln!(
                out,
                "| {offset} | {name} | {} | {} | {doc} |",
                f.kind.name(),
                f.bits
            );
        }
        let cells: Vec<String> = std::iter::once("opcode (8b)".to_string())
            .chain(op.fields.iter().map(layout_cell))
            .collect();
        let _ = write!(out, "\nLayout: {}.\n\n{}\n", cells.join(" · "), op.doc);
    }
    out
}

/// A JSON string literal.
fn json_str(s: &str) -> String {
    serde_json::Value::from(s).to_string()
}

/// The ISA as JSON in the spirit of an ISA description file: per instruction
/// its name, code, size and segment templates (opcode first) with bit widths,
/// byte offsets, types, defaults, value names and comments. One segment per
/// line, so that line-oriented tools can check entries.
pub fn json() -> String {
    let mut out = String::from(
        "{\n  \"platform\": \"aie2ps CERT ctrlcode\",\n  \"endianness\": \"little\",\n  \"instr_code_bitwidth\": 8,\n  \"instruction_templates\": [\n",
    );
    for (i, op) in OPS.iter().enumerate() {
        let _ = writeln!(
            out,
            "    {{\n      \"code\": {}, \"name\": {}, \"size\": {}, \"asm\": {},\n      \"comment\": {},\n      \"segment_templates\": [",
            op.opcode as u8,
            json_str(op.mnemonic),
            op.size(),
            json_str(&operands(op)),
            json_str(&format!("{} {}", op.summary, op.doc)),
        );
        let _ = write!(
            out,
            "        {{\"name\": \"opcode\", \"type\": \"opcode\", \"offset\": 0, \"bitwidth\": 8, \"default_val\": {}, \"comment\": {}}}",
            op.opcode as u8,
            json_str(&format!("Instruction code of {}.", op.mnemonic))
        );
        for (offset, f) in op.layout() {
            let _ = write!(
                out,
                ",\n        {{\"name\": {}, \"type\": {}, \"offset\": {offset}, \"bitwidth\": {}",
                json_str(f.name),
                json_str(f.kind.name()),
                f.bits
            );
            if let Some(d) = f.default {
                let _ = write!(out, ", \"default_val\": {d}");
            }
            if f.kind == Kind::PatchBuf {
                out.push_str(", \"optional\": true");
            }
            let _ = write!(out, ", \"in_asm\": {}", f.kind.in_asm());
            if !f.values.is_empty() {
                let map: Vec<String> = f
                    .values
                    .iter()
                    .map(|(k, v)| format!("{{\"key\": {k}, \"val\": {}}}", json_str(v)))
                    .collect();
                let _ = write!(out, ", \"verbo_map\": [{}]", map.join(", "));
            }
            let _ = write!(out, ", \"comment\": {}}}", json_str(f.doc));
        }
        let _ = write!(
            out,
            "\n      ]\n    }}{}\n",
            if i + 1 < OPS.len() { "," } else { "" }
        );
    }
    out.push_str("  ]\n}\n");
    out
}

#[cfg(test)]
mod tests {
    /// docs/ctrlcode-isa.md lists every operation of the table, between markers.
    #[test]
    fn ctrlcode_isa_doc_is_current() {
        crate::check_generated_doc(
            "ctrlcode-isa.md",
            &super::markdown(),
            "ctrlcode_isa_doc_is_current",
        );
    }

    #[test]
    fn json_is_balanced_and_names_every_op() {
        let j = super::json();
        let depth = j.chars().filter(|&c| c == '{' || c == '[').count();
        assert_eq!(depth, j.chars().filter(|&c| c == '}' || c == ']').count());
        for op in super::OPS {
            assert!(
                j.contains(&format!("\"name\": \"{}\"", op.mnemonic)),
                "{}",
                op.mnemonic
            );
        }
    }
}
