//! `--mlir-print-debuginfo`: each op's location, `loc("file":line:col)`, as
//! MLIR prints it: through `#loc`, `#loc1`, ... aliases numbered in the
//! order the ops come (pre-order), equal locations sharing one, defined
//! after the module. The implicit module is at `"file":0:0`; an op a pass
//! created without a source position is `loc(unknown)`. Block arguments
//! have no recorded position, so their locations are not printed.

use super::Source;
use crate::ir::attr::write_string;
use crate::ir::{Ir, OpId};
use std::collections::HashMap;

pub(super) struct Locs {
    /// Per op: its alias number.
    alias: HashMap<OpId, usize>,
    /// Alias bodies, by number.
    defs: Vec<String>,
}

impl Locs {
    /// The locations of `root` and the ops nested in it.
    pub(super) fn new(ir: &Ir, root: OpId, source: Source) -> Locs {
        let mut file = String::new();
        let _ = write_string(&mut file, source.file);
        let mut locs = Locs {
            alias: HashMap::new(),
            defs: Vec::new(),
        };
        let mut index: HashMap<String, usize> = HashMap::new();
        for op in std::iter::once(root).chain(ir.walk(root)) {
            let span = ir[op].span;
            let text = if span.is_empty() && op == ir.top {
                format!("loc({file}:0:0)")
            } else if span.is_empty() {
                continue;
            } else {
                let at = op_name_offset(source.text, source.base + span.start as usize);
                let (line, col) = crate::diag::line_col(source.text, at);
                format!("loc({file}:{line}:{col})")
            };
            let n = *index.entry(text.clone()).or_insert_with(|| {
                locs.defs.push(text);
                locs.defs.len() - 1
            });
            locs.alias.insert(op, n);
        }
        locs
    }

    /// ` loc(#locN)` after op `op`.
    pub(super) fn suffix(&self, op: OpId) -> String {
        match self.alias.get(&op) {
            Some(&n) => format!(" loc(#{})", alias_name(n)),
            None => " loc(unknown)".into(),
        }
    }

    /// The alias definitions, one line each.
    pub(super) fn definitions(&self) -> String {
        self.defs
            .iter()
            .enumerate()
            .map(|(n, d)| format!("#{} = {d}\n", alias_name(n)))
            .collect()
    }
}

fn alias_name(n: usize) -> String {
    if n == 0 {
        "loc".into()
    } else {
        format!("loc{n}")
    }
}

/// Where the op name starts in an op's text at `start`: after its results
/// (`%a, %b = `), as MLIR locates an op.
fn op_name_offset(text: &str, start: usize) -> usize {
    let rest = text.get(start..).unwrap_or("");
    if !rest.starts_with('%') {
        return start;
    }
    match rest.find('=') {
        Some(eq) => {
            let after = &rest[eq + 1..];
            start + eq + 1 + (after.len() - after.trim_start().len())
        }
        None => start,
    }
}
