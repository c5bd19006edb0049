//! Parsing and printing of MLIR's textual form. The grammar of the custom op
//! syntax is generated from the op table ([`crate::ops`]); see [`generate`].

mod build;
mod errors;
mod fast;
pub mod generate;
mod names;
mod parse;
mod print;

pub use fast::{parse as parse_fast, reads_in_halves};
pub use parse::{parse, parse_attr, parse_location, parse_pest, parse_type};
pub use print::{
    print, print_april, print_generic_op, print_op, print_styled, print_styled_to, Source, Style,
};

/// The line that separates chunks with `--split-input-file`, in input and output.
pub const SPLIT_MARKER: &str = "// -----";

/// The result types the op table implies for `op` from its operands and
/// attributes (`Results` other than `FromFormat`; for `FromFormat`, ODS's
/// `SameOperandsAndResultType`: the first operand's), or `None` where only
/// the text spells them (the builders of the Python bindings infer with it).
pub fn implied_result_types(ir: &crate::Ir, op: crate::ir::OpId) -> Option<Vec<crate::ir::Type>> {
    use crate::ops::signature::{Arity, Inference};
    let kind = ir.kind(op)?;
    let results = crate::ops::def(kind).results;
    if results != crate::ops::Results::FromFormat {
        return Some(build::result_types(ir, op, results, Default::default(), None).into_vec());
    }
    let ods = crate::ops::ods(kind);
    let fixed = ods.results.iter().all(|r| r.arity == Arity::Single);
    match (ods.inference, ir[op].operands.first()) {
        (Some(Inference::SameOperandsAndResultType), Some(&v)) if fixed => {
            Some(vec![ir.type_of(v).clone(); ods.results.len()])
        }
        _ => None,
    }
}

/// Settles an op built outside the parser (from Python) as MLIR holds and
/// prints it: the attributes MLIR always holds given their defaults, a
/// vector transfer's default `in_bounds` and `permutation_map` left out.
pub fn settle_built_op(ir: &mut crate::Ir, op: crate::ir::OpId) {
    crate::ops::populate_defaults(ir, op);
    print::generic::drop_transfer_defaults(ir, op);
}

/// `source` split at `// -----` lines (dropped) into chunks with their byte
/// offsets, as `--split-input-file` reads it.
pub fn split_input(source: &str) -> Vec<(usize, &str)> {
    let mut chunks = Vec::new();
    let (mut start, mut offset) = (0, 0);
    for line in source.split_inclusive('\n') {
        if line.trim_start().starts_with(SPLIT_MARKER) {
            chunks.push((start, &source[start..offset]));
            start = offset + line.len();
        }
        offset += line.len();
    }
    chunks.push((start, &source[start..]));
    chunks
}

/// `ir` with every declared attribute at its default dropped, so that IRs
/// read from the two syntaxes compare by meaning: the April 2026 syntax
/// cannot tell a written default (a BD's `offset = 0`, which the current
/// syntax keeps) from an absent one.
pub fn without_defaults(mut ir: crate::Ir) -> crate::Ir {
    let ops: Vec<_> = ir.op_ids().collect();
    for op in ops {
        let defs = ir.kind(op).map_or(&[][..], crate::ops::attr_defs);
        let at_default = |(name, v): &(crate::ir::AttrName, crate::ir::Attr)| {
            defs.iter().any(|d| name.is(d.name) && d.is_default(v))
        };
        ir.retain_attrs(op, |a| !at_default(a));
    }
    ir
}

use aie_grammar::{Rule, SyntaxParser};

/// A module of `n` devices, each with tiles, buffers, locks, flows and cores
/// of loops (about 170 ops a device): input large enough for the front
/// end's two threads.
#[cfg(test)]
pub(crate) fn devices(n: usize) -> String {
    let mut s = String::from("module {\n");
    for d in 0..n {
        s += &format!("  aie.device(xcve2802) @d{d} {{\n");
        for c in 0..4 {
            for r in 3..7 {
                s += &format!("    %t{c}_{r} = aie.tile({c}, {r})\n");
                s += &format!("    %b{c}_{r} = aie.buffer(%t{c}_{r}) {{sym_name = \"b{c}_{r}\"}} : memref<256xi32>\n");
                s += &format!("    %l{c}_{r} = aie.lock(%t{c}_{r}, 0) {{init = 1 : i32, sym_name = \"l{c}_{r}\"}}\n");
            }
        }
        for c in 0..4 {
            for r in 3..7 {
                let next = (c + 1) % 4;
                s += &format!("    aie.flow(%t{c}_{r}, DMA : 0, %t{next}_{r}, DMA : 1)\n");
                s += &format!(
                    "    %core{c}_{r} = aie.core(%t{c}_{r}) {{\n      %c0 = arith.constant 0 : index\n      \
                     %c1 = arith.constant 1 : index\n      %n = arith.constant 256 : index\n      \
                     %k = arith.constant {d} : i32\n      scf.for %i = %c0 to %n step %c1 {{\n        \
                     %x = memref.load %b{c}_{r}[%i] : memref<256xi32>\n        %y = arith.addi %x, %k : i32\n        \
                     memref.store %y, %b{c}_{r}[%i] : memref<256xi32>\n      }}\n      aie.end\n    }}\n"
                );
            }
        }
        s += "  }\n";
    }
    s + "}\n"
}

#[cfg(test)]
mod tests {
    #[test]
    fn same_operands_and_result_type_is_implied() {
        let ir = crate::parse(
            "%a = arith.constant 1 : i16\n%b = arith.addi %a, %a : i16\n%c = arith.cmpi slt, %a, %a : i16\n",
        )
        .unwrap();
        let ops = ir.walk(ir.top);
        let of = |name: &str| {
            *ops.iter()
                .find(|&&o| ir[o].name().as_str() == name)
                .unwrap()
        };
        let i16 = crate::ir::Type::int(16);
        assert_eq!(
            super::implied_result_types(&ir, of("arith.addi")),
            Some(vec![i16])
        );
        assert_eq!(
            super::implied_result_types(&ir, of("arith.cmpi")),
            Some(vec![crate::ir::Type::I1])
        );
    }

    #[test]
    fn grammar_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/aie-grammar/src/ops.pest");
        let generated = super::generate::generate_grammar();
        if std::env::var_os("UPDATE_GRAMMAR").is_some() {
            std::fs::write(path, &generated).expect("write ops.pest");
        }
        let current = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            current == generated,
            "ops.pest is stale: run UPDATE_GRAMMAR=1 cargo test -p dialect grammar_is_current"
        );
    }

    /// docs/dialect.md lists every op of the table with its syntax, between markers.
    #[test]
    fn dialect_doc_is_current() {
        crate::check_generated_doc(
            "dialect.md",
            &super::generate::op_reference_markdown(),
            "dialect_doc_is_current",
        );
    }
}
