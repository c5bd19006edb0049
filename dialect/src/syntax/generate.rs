//! Generated text derived from the op table: the pest grammar of custom ops
//! (`ops.pest`) and the op reference of `docs/dialect.md`.

use crate::ops::format::{april_first, april_format, format, older_formats, Elem};
use crate::ops::{AttrDef, Kind, RunTime, Special, OPS};

/// The pest rule name of op `name`: `op_aie_objectfifo_link`.
pub fn rule_name(name: &str) -> String {
    format!("op_{}", name.replace('.', "_"))
}

/// The pest rule of op `name`'s April 2026 syntax: `april_op_aie_use_lock`.
pub fn april_rule_name(name: &str) -> String {
    format!("april_{}", rule_name(name))
}

/// The pest rule of op `name`'s `k`th older syntax: `older0_op_aie_flow`.
pub fn older_rule_name(name: &str, k: usize) -> String {
    format!("older{k}_{}", rule_name(name))
}

/// The grammar rule matching an attribute of `kind`.
fn kind_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::Int(_) => "int_lit",
        Kind::Enum(_) => "enum_word",
        Kind::Sym(_) => "symbol_ref",
        Kind::SymName => "symbol_ref",
        Kind::Syms(_) => "sym_list",
        Kind::Ints => "int_list",
        Kind::Mixed => "nd_list",
        Kind::AffineMap => "attr_value",
        Kind::Reassociation => "reassoc",
        Kind::Dims => "dim_list",
        Kind::SizesStrides => "sizes_strides",
        Kind::Pads => "pad_list",
        Kind::MergeSlots => "merge_list",
        Kind::Str => "string_lit",
        Kind::Packet => "packet_info",
        Kind::BdIteration => "bd_iteration",
        Kind::TraceBuffer | Kind::TraceSlices => "attr_value",
        Kind::Depth => "depth",
        Kind::Device => "enum_word",
        Kind::TypeAttr => "ty",
        Kind::Bool => "bool_lit",
        Kind::OptInt(_) => "opt_int",
        Kind::Dense | Kind::DenseInts(_) | Kind::DimsPerConsumer | Kind::Any => "attr_value",
        Kind::Typed => "attr_value",
        Kind::GlobalInit => "global_init",
        Kind::Flag => "flag_kw",
        Kind::Visibility => "visibility",
        Kind::TraceEvent => "trace_event",
        Kind::TraceValue => "trace_value",
    }
}

fn special_rule(s: Special) -> &'static str {
    match s {
        Special::FifoProducer => "fifo_producer",
        Special::FifoConsumers => "fifo_consumers",
        Special::FifoInit => "fifo_init",
        Special::EntryArgs => "entry_args",
        Special::FuncSignature => "func_signature",
        Special::ForHeader => "for_header",
        Special::AffineForHeader => "affine_for_header",
        Special::AffineIndices => "affine_subscripts",
        Special::MapOperands => "map_operands",
        Special::WhileHeader => "while_header",
        Special::SwitchCases => "switch_cases",
        Special::SelectTypes => "select_types",
        Special::PatchOperands => "patch_operands",
        Special::ArrowTypes => "arrow_types",
        Special::ParallelHeader => "parallel_header",
        Special::Reductions => "reductions",
        Special::ForallHeader => "forall_header",
    }
}

fn lit(s: &str) -> String {
    format!("\"{}\"", s.trim())
}

fn gen_elems(elems: &[Elem], next: &mut usize, out: &mut Vec<String>) {
    for e in elems {
        let cap = |rule: String, next: &mut usize| {
            let s = format!("#c{} = {rule}", *next);
            *next += 1;
            s
        };
        let piece = match e {
            Elem::Lit(s) if s.trim().is_empty() => continue,
            Elem::Lit(s) => lit(s),
            Elem::Optional(inner) => {
                let mut parts = Vec::new();
                gen_elems(inner, next, &mut parts);
                format!("({})?", parts.join(" ~ "))
            }
            Elem::Attr(AttrDef {
                name,
                kind: Kind::Flag,
                ..
            }) => cap(format!("kw_{name}"), next),
            Elem::Attr(AttrDef {
                kind: Kind::Int(_),
                runtime: RunTime::Sequence | RunTime::CoreOrSequence,
                ..
            }) => cap("int_or_use".into(), next),
            Elem::Attr(AttrDef { kind: k, .. }) => cap(kind_rule(*k).to_string(), next),
            Elem::Operand => cap("value_use".into(), next),
            Elem::Operands => {
                let i = *next;
                *next += 1;
                format!("(#c{i} = value_use ~ (\",\" ~ #c{i} = value_use)*)?")
            }
            Elem::TypedOperand => cap("typed_use".into(), next),
            Elem::Scalar(_) => cap("value_use".into(), next),
            Elem::ScalarType(_) => cap("ty".into(), next),
            Elem::ResultType | Elem::OperandType | Elem::OperandTypeAt(_) => cap("ty".into(), next),
            Elem::ResultTypes => cap("result_types".into(), next),
            Elem::ResultTypeList => cap("type_list".into(), next),
            Elem::OperandTypes => cap("type_list_opt".into(), next),
            Elem::FunctionType => cap("function_type".into(), next),
            Elem::Region => cap("region".into(), next),
            Elem::Regions => {
                let i = *next;
                *next += 1;
                format!("\"[\" ~ #c{i} = region ~ (\",\" ~ #c{i} = region)* ~ \"]\"")
            }
            Elem::Successor => cap("block_ref".into(), next),
            Elem::SuccessorArgs => cap("successor".into(), next),
            Elem::AttrDict => {
                let s = cap("attr_dict".into(), next);
                format!("({s})?")
            }
            Elem::AttrDictKw => {
                let s = cap("attr_dict".into(), next);
                format!("(\"attributes\" ~ {s})?")
            }
            Elem::Special(s) => cap(special_rule(*s).to_string(), next),
        };
        out.push(piece);
    }
}

/// Ops tried first by the generated `custom_op` choice, most frequent first
/// (counted over mlir-aie's test designs): parsing speed only.
const HOT: &[&str] = &[
    "aie.use_lock",
    "aie.tile",
    "aie.dma_bd",
    "aie.next_bd",
    "aie.flow",
    "aie.lock",
    "aie.buffer",
    "aie.connect",
    "aie.end",
    "aie.objectfifo",
    "aie.dma_start",
    "arith.constant",
    "aie.switchbox",
    "aie.mem",
    "aie.core",
];

/// Generates `ops.pest`: one rule per op of the table, plus `custom_op`
/// choosing among them and the keyword rules of flags.
pub fn generate_grammar() -> String {
    let mut g = String::from(
        "// @generated from dialect/src/ops/table.rs by dialect/src/syntax/generate.rs; do not edit.\n\
         // Regenerate: UPDATE_GRAMMAR=1 cargo test -p dialect grammar_is_current\n\n",
    );
    let mut names: Vec<(String, String, String)> = Vec::new();
    let mut flags = std::collections::BTreeSet::new();
    for (i, def) in OPS.iter().enumerate() {
        if def.generic_only() {
            continue;
        }
        let f = format(i);
        let mut parts = Vec::new();
        gen_elems(f.elems, &mut 0, &mut parts);
        let rule = rule_name(def.name);
        let spellings: Vec<String> = std::iter::once(def.name)
            .chain(def.short_name)
            .chain(def.former_names())
            .map(|s| format!("\"{s}\""))
            .collect();
        let keyword = format!("({})", spellings.join(" | "));
        // `custom_op` only calls an op rule after an inline lookahead on its
        // keyword, so failed alternatives cost no rule call; the atomic keyword
        // rule then checks that the name ends there.
        let body = std::iter::once(format!("kw_{rule}"))
            .chain(parts)
            .collect::<Vec<_>>()
            .join(" ~ ");
        g.push_str(&format!(
            "kw_{rule} = @{{ {keyword} ~ !name_char }}\n{rule} = {{ {body} }}\n"
        ));
        let mut choice = rule.clone();
        if let Some(april) = april_format(i) {
            let mut parts = vec![format!("kw_{rule}")];
            gen_elems(april.elems, &mut 0, &mut parts);
            let april_rule = april_rule_name(def.name);
            g.push_str(&format!("{april_rule} = {{ {} }}\n", parts.join(" ~ ")));
            choice = match april_first(i) {
                true => format!("({april_rule} | {rule})"),
                false => format!("({rule} | {april_rule})"),
            };
        }
        // Older syntaxes last: a text the current or April one reads is
        // read by it.
        let mut older = Vec::new();
        for (k, old) in older_formats(i).iter().enumerate() {
            let mut parts = vec![format!("kw_{rule}")];
            gen_elems(old.elems, &mut 0, &mut parts);
            let old_rule = older_rule_name(def.name, k);
            g.push_str(&format!("{old_rule} = {{ {} }}\n", parts.join(" ~ ")));
            older.push(old_rule);
        }
        if !older.is_empty() {
            choice = format!("({choice} | {})", older.join(" | "));
        }
        names.push((rule, keyword, choice));
        for c in &f.captures {
            if let Elem::Attr(AttrDef {
                name,
                kind: Kind::Flag,
                ..
            }) = c
            {
                flags.insert(*name);
            }
        }
    }
    for f in flags {
        g.push_str(&format!("kw_{f} = @{{ \"{f}\" ~ !name_char }}\n"));
    }
    let rank = |r: &(String, String, String)| {
        HOT.iter()
            .position(|h| rule_name(h) == r.0)
            .unwrap_or(HOT.len())
    };
    names.sort_by_key(rank);
    let alternatives: Vec<String> = names
        .iter()
        .map(|(_, kw, choice)| format!("&{kw} ~ {choice}"))
        .collect();
    g.push_str(&format!(
        "custom_op = _{{ {} }}\n",
        alternatives.join("\n  | ")
    ));
    g
}

/// A readable rendering of a format for the docs: `aie.tile(<col>, <row>) {attrs}`.
fn render(elems: &[Elem], out: &mut String) {
    for e in elems {
        match e {
            Elem::Lit(s) => out.push_str(s),
            Elem::Attr(AttrDef {
                name,
                runtime: RunTime::Sequence | RunTime::CoreOrSequence,
                ..
            }) => out.push_str(&format!("<{name} | %v>")),
            Elem::Attr(AttrDef { name, .. }) => out.push_str(&format!("<{name}>")),
            Elem::Scalar(AttrDef { name, .. }) => out.push_str(&format!("%{name}")),
            Elem::ScalarType(_) => out.push('T'),
            Elem::Operand => out.push_str("%v"),
            Elem::Operands => out.push_str("%v, ..."),
            Elem::TypedOperand => out.push_str("%v : T"),
            Elem::ResultType | Elem::OperandType | Elem::OperandTypeAt(_) => out.push('T'),
            Elem::ResultTypes => out.push_str("(T, ...)"),
            Elem::ResultTypeList => out.push_str("T, ..."),
            Elem::OperandTypes => out.push_str("T, ..."),
            Elem::FunctionType => out.push_str("(T, ...) -> (T, ...)"),
            Elem::Region => out.push_str("{ ... }"),
            Elem::Regions => out.push_str("[{ ... }, ...]"),
            Elem::Successor => out.push_str("^bb"),
            Elem::SuccessorArgs => out.push_str("^bb(%v, ... : T, ...)"),
            Elem::AttrDict => out.push_str(" {attrs}"),
            Elem::AttrDictKw => out.push_str(" attributes {attrs}"),
            Elem::Special(s) => out.push_str(match s {
                Special::FifoProducer => {
                    "%producer [dimensionsToStream [<size = s, stride = t>, ...]]"
                }
                Special::FifoConsumers => "{%consumer [dimensionsFromStream [...]], ...}",
                Special::FifoInit => " [= [dense<...>, ...]]",
                Special::EntryArgs => "(%arg: T, ...)",
                Special::FuncSignature => "(%arg: T, ...) [-> (T, ...)]",
                Special::ForHeader => {
                    "%iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (T, ...)] [: T]"
                }
                Special::AffineForHeader => {
                    "%iv = lb to ub [step n] [iter_args(%a = %init, ...) -> (T, ...)]"
                }
                Special::AffineIndices => "[%i + 1, symbol(%n), ...]",
                Special::MapOperands => "(%d, ...)[%s, ...]",
                Special::WhileHeader => " [(%a = %init, ...)] : (T, ...) -> (T, ...)",
                Special::SelectTypes => "[C, ]T",
                Special::PatchOperands => "[ addr %r : T] [ buffer %b : memref<...>]",
                Special::SwitchCases => "[ -> T, ...] case N { ... } ... default { ... }",
                Special::ArrowTypes => "[ -> T | -> (T, ...)]",
                Special::ParallelHeader => {
                    "(%iv, ...) = (%lb, ...) to (%ub, ...) step (%step, ...) [init (%init, ...)] [-> (T, ...)]"
                }
                Special::Reductions => "[{ ^bb0(%lhs: T, %rhs: T): ... }, ...]",
                Special::ForallHeader => {
                    "(%iv, ...) in (ub, ...) | (%iv, ...) = (lb, ...) to (ub, ...) step (s, ...) [shared_outs(%o = %init, ...) -> (T, ...)]"
                }
            }),
            Elem::Optional(inner) => {
                out.push('[');
                render(inner, out);
                out.push(']');
            }
        }
    }
}

/// What the table confines an op to: its parents and its attributes' bounds.
fn constraints(def: &crate::ops::OpDef) -> String {
    let parents: Vec<String> = def.parent_ops().map(|p| format!("`{p}`")).collect();
    let mut out: Vec<String> = Vec::new();
    if !parents.is_empty() {
        out.push(format!("in {}", parents.join(" or ")));
    }
    let kind = crate::ir::OpKind::from_name(def.name).expect("an op of the table");
    for a in crate::ops::attr_defs(kind) {
        if let Some(b) = a.bounds {
            let max = b.max.map_or(String::new(), |m| m.to_string());
            out.push(format!("`{}` {}..{max}", a.name, b.min));
        }
    }
    out.join("; ")
}

/// The op reference of `docs/dialect.md`: every op of the table with its
/// syntax, results and constraints.
pub fn op_reference_markdown() -> String {
    let mut s = String::from("| op | syntax | results | constraints |\n|---|---|---|---|\n");
    for (i, def) in OPS.iter().enumerate() {
        let code = |elems| {
            let mut text = String::from(def.name);
            render(elems, &mut text);
            format!("`{}`", text.replace('|', "\\|"))
        };
        let mut syntax = code(format(i).elems);
        if let Some(april) = april_format(i) {
            syntax = format!("{syntax} (April 2026: {})", code(april.elems));
        }
        let older: Vec<String> = older_formats(i).iter().map(|f| code(f.elems)).collect();
        if !older.is_empty() {
            syntax = format!("{syntax} (older: {})", older.join("; "));
        }
        let former: Vec<String> = def.former_names().map(|n| format!("`{n}`")).collect();
        if !former.is_empty() {
            syntax = format!("{syntax} (formerly {})", former.join(", "));
        }
        if def.generic_only() {
            syntax = format!(
                "`\"{}\"(%v, ...) ({{ ... }}, ...) {{attrs}} : (T, ...) -> (T, ...)`",
                def.name
            );
        }
        let results = match def.results {
            crate::ops::Results::None => "none".to_string(),
            crate::ops::Results::Fixed(t) => t
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            crate::ops::Results::FromFormat => "from the syntax".to_string(),
            crate::ops::Results::ElementOfFirstOperand => "element type of the memref".to_string(),
            crate::ops::Results::FromValue => "type of the value".to_string(),
            crate::ops::Results::BoolLikeOperand => {
                "i1, or i1 shaped like the operands".to_string()
            }
            crate::ops::Results::SameAsFirstOperand => "type of the first operand".to_string(),
            crate::ops::Results::ShuffleMask => "a lane per mask entry".to_string(),
            crate::ops::Results::PtrMetadataOfFirstOperand => {
                "!ptr.ptr_metadata of the operand's type".to_string()
            }
            crate::ops::Results::TypeOfOperand(n) => {
                format!("from the syntax (built: operand {n}'s type)")
            }
            crate::ops::Results::OuterProduct => {
                "a vector of the first operand's lanes by the second's".to_string()
            }
            crate::ops::Results::Concatenation => {
                "from the syntax (built: the operands' lanes together)".to_string()
            }
        };
        s += &format!(
            "| `{}` | {} | {} | {} |\n",
            def.name,
            syntax,
            results,
            constraints(def)
        );
    }
    s
}
