//! `aie-translate --aie-npu-to-binary --aie-npu-emit-locmap=<file>`:
//! mlir-aie's JSON sidecar of a transaction stream. Per operation of the
//! stream ([`binary::encode`]): its byte range (the header counted), its
//! opcode, the op it came from and that op's location, and for a register
//! write the address and the register's name and module in mlir-aie's
//! register database ([`aie_target::regs::names`]). Keys are sorted, as
//! LLVM's JSON writer sorts them.

use super::binary::{self, Select};
use crate::netlist;
use aie_target::device::TileKind;
use aie_target::regs::names::{registers, NamedReg};
use dialect::ir::{LocId, Location, OpId, Span};
use dialect::{Diagnostic, Ir};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

/// Where an op written without a location is: file, line and column of
/// its span (`None`: it has no span).
pub type Position<'a> = &'a dyn Fn(Span) -> Option<(String, usize, usize)>;

/// The location map of runtime sequence `select`, as JSON text, headed by
/// the names of its device and binary file as the caller knows them (empty
/// if it does not: aie-translate gives the `-aie-device-name` given and no
/// file).
pub fn locmap(
    ir: &Ir,
    select: Select,
    (device, binary): (&str, &str),
    position: Position,
) -> Result<String, Diagnostic> {
    let (dev, _) = binary::selected(ir, select)?;
    let (_, txns) = binary::encode(ir, select)?;
    let mut names = Registers::default();
    let operations: Vec<Value> = txns
        .iter()
        .map(|t| {
            let mut o = Map::new();
            if let Some(a) = t.address {
                o.insert("address".into(), json!(format!("0x{a:X}")));
            }
            o.insert("byte_offset".into(), json!(t.byte_offset));
            o.insert("byte_size".into(), json!(t.byte_size));
            o.insert("loc".into(), op_location(ir, t.op, position));
            o.insert("opcode".into(), json!(t.opcode));
            if let Some(reg) = t.address.and_then(|a| names.at(&dev, a)) {
                o.insert("register".into(), json!(reg.name));
                o.insert("register_module".into(), json!(reg.module.database_name()));
            }
            o.insert("source_op".into(), json!(ir[t.op].name().as_ref()));
            Value::Object(o)
        })
        .collect();
    let root = json!({
        "binary": binary,
        "device": device,
        "operations": operations,
        "version": 1,
    });
    let mut text = serde_json::to_string_pretty(&root).expect("JSON values print");
    text.push('\n');
    Ok(text)
}

/// Op `op`'s location as JSON: written, or at its span.
fn op_location(ir: &Ir, op: OpId, position: Position) -> Value {
    match ir.location(op) {
        Some(loc) => location(ir, loc),
        None => match position(ir[op].span) {
            Some((file, line, col)) => file_json(&file, line, col),
            None => json!({ "kind": "unknown" }),
        },
    }
}

fn file_json(file: &str, line: usize, col: usize) -> Value {
    json!({ "col": col, "file": file, "kind": "file", "line": line })
}

/// A written location as JSON, nested ones within (a range, which
/// mlir-aie's map does not read as a file location, is `unknown`).
fn location(ir: &Ir, loc: LocId) -> Value {
    match ir.loc(loc) {
        Location::File {
            file,
            line,
            col,
            end: None,
        } => file_json(file, *line as usize, *col as usize),
        Location::Name { name, child } => {
            json!({ "child": location(ir, *child), "kind": "name", "name": name })
        }
        Location::CallSite { callee, caller } => json!({
            "callee": location(ir, *callee),
            "caller": location(ir, *caller),
            "kind": "callsite",
        }),
        Location::Fused { locs, .. } => json!({
            "children": locs.iter().map(|&l| location(ir, l)).collect::<Vec<_>>(),
            "kind": "fused",
        }),
        Location::Unknown | Location::File { .. } => json!({ "kind": "unknown" }),
    }
}

/// The named registers of each tile kind by tile-local address, read once.
#[derive(Default)]
struct Registers(HashMap<TileKind, HashMap<u32, NamedReg>>);

impl Registers {
    /// The register array address `addr` of `dev` names (a compute tile's
    /// core module first, then its memory module).
    fn at(&mut self, dev: &netlist::Dev, addr: u64) -> Option<NamedReg> {
        let (col, row, offset) = dev.model.arch.split_address(addr);
        let kind = dev.kind((col as i64, row as i64))?;
        let by_offset = self.0.entry(kind).or_insert_with(|| {
            let mut map = HashMap::new();
            for r in registers(dev.model, kind) {
                map.entry(r.offset).or_insert(r);
            }
            map
        });
        by_offset.get(&offset).cloned()
    }
}
