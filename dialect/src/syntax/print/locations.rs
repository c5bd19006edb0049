//! `--mlir-print-debuginfo`: each op's location as MLIR prints it, through
//! `#loc`, `#loc1`, ... aliases defined after the module. An op is at the
//! location written for it ([`Ir::location`]) or else at its span
//! (`"file":line:col` of its name); the implicit module of parsed text is
//! at `"file":0:0`; an op a pass created without a source position, or
//! one built without text (the Python bindings' ops without a `Location`),
//! is `unknown`. As MLIR's alias initializer, locations are visited in the
//! order of the ops (pre-order), each before the ones nested in it; equal
//! locations share an alias; aliases are numbered by nesting depth (the
//! locations nothing nests in first), then in the order visited, and a
//! nested location is written by its alias. Block arguments have no
//! recorded position, so their locations are not printed.

use super::Source;
use crate::ir::attr::write_string;
use crate::ir::{Ir, LocId, Location, OpId};
use indexmap::IndexMap;
use std::collections::HashMap;
use std::fmt::Write;

pub(super) struct Locs {
    /// Per op: its alias number.
    alias: HashMap<OpId, usize>,
    /// Alias bodies, by number.
    defs: Vec<String>,
}

/// The locations visited so far by their inline text (equal ones are
/// one alias), in visit order.
struct Visit<'a> {
    ir: &'a Ir,
    seen: IndexMap<String, Entry>,
}

struct Entry {
    /// The written location, if it is one (else the text is the body).
    loc: Option<LocId>,
    depth: usize,
}

impl Locs {
    /// The locations of `root` and the ops nested in it.
    pub(super) fn new(ir: &Ir, root: OpId, source: Source) -> Locs {
        let mut file = String::new();
        let _ = write_string(&mut file, source.file);
        let mut visit = Visit {
            ir,
            seen: IndexMap::new(),
        };
        let mut of_op = Vec::new();
        for op in std::iter::once(root).chain(ir.walk(root)) {
            let span = ir[op].span;
            let key = match ir.location(op) {
                Some(loc) => visit.written(loc),
                None if span.is_empty() && op == ir.top && !source.text.is_empty() => {
                    visit.leaf(format!("{file}:0:0"))
                }
                // No position, or one the source does not hold (an op
                // built by the Python bindings).
                None if span.is_empty() || source.base + span.end as usize > source.text.len() => {
                    visit.leaf("unknown".into())
                }
                None => {
                    let (line, col) = source.position(span);
                    visit.leaf(format!("{file}:{line}:{col}"))
                }
            };
            of_op.push((op, key));
        }
        // Numbered by depth, then in visit order (a stable sort).
        let mut order: Vec<usize> = (0..visit.seen.len()).collect();
        order.sort_by_key(|&i| visit.seen[i].depth);
        let mut number = vec![0; order.len()];
        for (n, &i) in order.iter().enumerate() {
            number[i] = n;
        }
        let alias_of = |l: LocId| {
            let i = visit.seen.get_index_of(&inline(ir, l))?;
            Some(alias_name(number[i]))
        };
        let defs = order
            .iter()
            .map(|&i| {
                let (key, entry) = visit.seen.get_index(i).expect("visited");
                match entry.loc {
                    Some(loc) => {
                        let mut body = String::new();
                        write_location(ir, loc, &mut body, &alias_of);
                        format!("loc({body})")
                    }
                    None => format!("loc({key})"),
                }
            })
            .collect();
        let alias = of_op
            .into_iter()
            .map(|(op, key)| (op, number[visit.seen.get_index_of(&key).expect("visited")]))
            .collect();
        Locs { alias, defs }
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

impl Visit<'_> {
    /// Visits a location with nothing nested in it, by its text.
    fn leaf(&mut self, text: String) -> String {
        self.seen.entry(text.clone()).or_insert(Entry {
            loc: None,
            depth: 0,
        });
        text
    }

    /// Visits written location `loc`, then those nested in it: its text.
    fn written(&mut self, loc: LocId) -> String {
        let text = inline(self.ir, loc);
        if self.seen.contains_key(&text) {
            return text;
        }
        self.seen.insert(
            text.clone(),
            Entry {
                loc: Some(loc),
                depth: 0,
            },
        );
        let mut depth = 0;
        for child in self.ir.loc(loc).children() {
            let nested = self.written(child);
            depth = depth.max(self.seen[&nested].depth + 1);
        }
        self.seen[&text].depth = depth;
        text
    }
}

/// Location `loc` written whole, nested ones inline.
fn inline(ir: &Ir, loc: LocId) -> String {
    let mut s = String::new();
    write_location(ir, loc, &mut s, &|_| None);
    s
}

/// Writes location `loc` (without `loc(...)`), nested ones by the alias
/// `alias` gives them, else inline.
fn write_location(ir: &Ir, loc: LocId, s: &mut String, alias: &dyn Fn(LocId) -> Option<String>) {
    let nested = |l: LocId, s: &mut String| match alias(l) {
        Some(a) => {
            s.push('#');
            s.push_str(&a);
        }
        None => write_location(ir, l, s, alias),
    };
    match ir.loc(loc) {
        Location::Unknown => s.push_str("unknown"),
        Location::File {
            file,
            line,
            col,
            end,
        } => {
            let _ = write_string(s, file);
            let _ = write!(s, ":{line}:{col}");
            match end {
                Some((l, c)) if *l == *line => {
                    let _ = write!(s, " to :{c}");
                }
                Some((l, c)) => {
                    let _ = write!(s, " to {l}:{c}");
                }
                None => {}
            }
        }
        Location::Name { name, child } => {
            let _ = write_string(s, name);
            if *ir.loc(*child) != Location::Unknown {
                s.push('(');
                nested(*child, s);
                s.push(')');
            }
        }
        Location::CallSite { callee, caller } => {
            s.push_str("callsite(");
            nested(*callee, s);
            s.push_str(" at ");
            nested(*caller, s);
            s.push(')');
        }
        Location::Fused { metadata, locs } => {
            s.push_str("fused");
            if let Some(m) = metadata {
                let _ = write!(s, "<{m}>");
            }
            s.push('[');
            for (i, l) in locs.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                nested(*l, s);
            }
            s.push(']');
        }
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
pub(super) fn op_name_offset(text: &str, start: usize) -> usize {
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
