//! `--aie-objectfifo-erase-pools`: a pool outlives the endpoints that named
//! it, as the record of which buffers and locks a fifo owns; once no symbol
//! reference in the device names it (no endpoint, no re-arm binding, ...),
//! it is erased. Its buffers and locks stay.

use super::each_device;
use crate::netlist::Dev;
use crate::Args;
use dialect::ir::{Attr, OpId, OpKind, View};
use dialect::ops::views::ObjectfifoPool;
use dialect::ops::SYM_NAME;
use dialect::{Diagnostic, Ir};
use std::collections::HashSet;

pub(super) fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    each_device(ir, |ir, dev| {
        erase_unnamed(ir, &dev);
        Ok(())
    })
}

/// Erases the pools of `dev` that no symbol reference names (an IR that
/// never held a pool is not walked).
fn erase_unnamed(ir: &mut Ir, dev: &Dev) {
    if !ir.may_contain(OpKind::ObjectfifoPool) {
        return;
    }
    let named = referenced(ir, dev);
    let spent: Vec<OpId> = dev
        .views::<ObjectfifoPool>(ir)
        .filter(|p| !named.contains(p.sym_name(ir)))
        .map(ObjectfifoPool::op)
        .collect();
    ir.erase_all(&spent);
}

/// The root names of every symbol reference in the device.
fn referenced(ir: &Ir, dev: &Dev) -> HashSet<String> {
    fn collect(a: &Attr, out: &mut HashSet<String>) {
        match a {
            Attr::SymRef(path) => out.extend(path.first().cloned()),
            Attr::Array(items) => items.iter().for_each(|i| collect(i, out)),
            Attr::Dict(entries) => entries.iter().for_each(|(_, v)| collect(v, out)),
            _ => {}
        }
    }
    let mut out = HashSet::new();
    for op in dev.walk(ir) {
        for (name, a) in ir.attrs(op) {
            if name.as_str() != SYM_NAME {
                collect(a, &mut out);
            }
        }
    }
    out
}
