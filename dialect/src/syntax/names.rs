//! Value and block names as MLIR's printer chooses them: op-specific names
//! (`%tile_0_2`, `%c41_i32`, symbol names), `%argN` for entry-block arguments,
//! `%N` for the rest (`%N:k` / `%N#i` for an op with several results); `_0`,
//! `_1`, ... on conflicts. As in MLIR's `SSANameState`, every nested region
//! starts from the counters its parent region ended with (so sibling regions
//! reuse numbers and names), with no reset at ops isolated from above.

use crate::ir::*;
use crate::ops::{Naming, OPS};
use aie_target::device::{self, TileKind};
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::collections::HashMap;
use std::fmt::Write;
use std::hash::Hasher;

/// The names of every value and block of an IR.
pub struct Names {
    /// Per value: its name ([`Name::pack`]), numbers as numbers and the
    /// rest in `text`. All zeros is [`Name::Unnamed`], so the vector starts
    /// as untouched zeroed pages: a printer that names only some values
    /// (one of two sharing a module) holds only their pages.
    values: Vec<[u32; 3]>,
    /// The names that are not numbers, one after another.
    text: String,
    /// Per block: its number in its region (`^bbN`).
    pub blocks: Vec<u32>,
    /// Per op printing constants before itself for its scalar attributes
    /// (`print::static_scalars`): their names.
    materialized: rustc_hash::FxHashMap<OpId, Vec<String>>,
    asm_names: bool,
    april: bool,
}

/// A value's name as kept: a number, or where its text is in [`Names::text`].
#[derive(Clone, Copy, Default)]
enum Name {
    /// Not in the IR's tree when named.
    #[default]
    Unnamed,
    /// `%N`
    Number(u32),
    /// `%N#i`, result `i` of an op with several.
    Result(u32, u32),
    /// Start and end of the name in [`Names::text`].
    Text(u32, u32),
}

impl Name {
    fn pack(self) -> [u32; 3] {
        match self {
            Name::Unnamed => [0, 0, 0],
            Name::Number(n) => [1, n, 0],
            Name::Result(n, i) => [2, n, i],
            Name::Text(start, end) => [3, start, end],
        }
    }

    fn unpack([tag, a, b]: [u32; 3]) -> Name {
        match tag {
            1 => Name::Number(a),
            2 => Name::Result(a, b),
            3 => Name::Text(a, b),
            _ => Name::Unnamed,
        }
    }
}

/// A value's name, as printed after `%`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ValueName<'a> {
    /// `N`
    Number(u32),
    /// `N#i`
    Result(u32, u32),
    /// Any other name (`arg0`, `tile_0_2`, ...).
    Text(&'a str),
}

impl std::fmt::Display for ValueName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueName::Number(n) => write!(f, "{n}"),
            ValueName::Result(n, i) => write!(f, "{n}#{i}"),
            ValueName::Text(s) => f.write_str(s),
        }
    }
}

#[derive(Clone, Copy)]
struct Counters {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

/// Where naming the inside of the top region's ops starts from: the
/// counters that region ended with and the names it took (the one scope
/// of the stack between two ops).
#[derive(Clone)]
pub(super) struct Outer {
    counters: Counters,
    used: Taken,
}

/// The names taken in the open scopes: each as its place in
/// [`Names::text`], found by the hash of its text (no string per name).
/// One table for all scopes; closing a scope takes back the names it took.
#[derive(Clone, Default)]
struct Taken {
    places: FxHashMap<u64, SmallVec<[(u32, u32); 1]>>,
    /// The hash of each name taken, in order.
    log: Vec<u64>,
    /// Where each open scope's names start in `log`.
    scopes: Vec<usize>,
}

impl Taken {
    fn new() -> Taken {
        Taken::default()
    }

    fn open(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn close(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        for h in self.log.drain(start..).rev() {
            if let Some(places) = self.places.get_mut(&h) {
                places.pop();
            }
        }
    }

    /// Whether `name` is taken in an open scope (`text` holds the places).
    fn has(&self, text: &str, name: &str) -> bool {
        let at = |&(a, b): &(u32, u32)| &text[a as usize..b as usize] == name;
        self.places
            .get(&hash(name))
            .is_some_and(|places| places.iter().any(at))
    }

    /// Takes the name at `place` of `text` in the innermost scope.
    fn take(&mut self, text: &str, place: (u32, u32)) {
        let h = hash(&text[place.0 as usize..place.1 as usize]);
        self.places.entry(h).or_default().push(place);
        self.log.push(h);
    }
}

fn hash(name: &str) -> u64 {
    let mut h = FxHasher::default();
    h.write(name.as_bytes());
    h.finish()
}

impl Names {
    pub fn new(ir: &Ir) -> Names {
        Names::with(ir, true, false)
    }

    /// The names with op-specific result names (`asm_names`), or numbers
    /// only, as MLIR names values in generic form; `april` as the printer's
    /// style of that name.
    pub fn with(ir: &Ir, asm_names: bool, april: bool) -> Names {
        let (mut n, mut outer) = Names::outer(ir, asm_names, april);
        for op in ir.children(ir.top) {
            n.name_inside(ir, op, &mut outer);
        }
        n
    }

    /// The names of the top region's own values only; [`Names::name_inside`]
    /// names what each of its ops holds, independently of the others (as
    /// MLIR does, every nested region starts from the counters its parent
    /// region ended with), so two printers may each name their own ops.
    pub(super) fn outer(ir: &Ir, asm_names: bool, april: bool) -> (Names, Outer) {
        let mut n = Names {
            values: vec![[0; 3]; ir.num_values()],
            text: String::new(),
            blocks: vec![0; ir.num_blocks()],
            materialized: Default::default(),
            asm_names,
            april,
        };
        let mut used = Taken::new();
        let mut c = Counters {
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
        };
        for &r in ir[ir.top].regions() {
            n.own(ir, r, &mut c, &mut used);
        }
        (n, Outer { counters: c, used })
    }

    /// Names the values in the regions of `op`, an op of the top region.
    pub(super) fn name_inside(&mut self, ir: &Ir, op: OpId, outer: &mut Outer) {
        let mut c = outer.counters;
        self.nested(ir, op, outer.counters, &mut c, &mut outer.used);
    }

    fn region(&mut self, ir: &Ir, r: RegionId, c: &mut Counters, used: &mut Taken) {
        self.own(ir, r, c, used);
        let start = *c;
        for &b in &ir[r].blocks {
            for op in ir.ops_in(b) {
                self.nested(ir, op, start, c, used);
            }
        }
    }

    /// The region's blocks, block arguments and op results.
    fn own(&mut self, ir: &Ir, r: RegionId, c: &mut Counters, used: &mut Taken) {
        for (i, &b) in ir[r].blocks.iter().enumerate() {
            self.blocks[b.index()] = i as u32;
            for &a in &ir[b].args {
                let name = if i == 0 {
                    let start = self.text.len();
                    self.text.push_str("arg");
                    push_int(&mut self.text, c.next_arg);
                    c.next_arg += 1;
                    self.keep_unique(start, c, used)
                } else {
                    c.next_value += 1;
                    Name::Number(c.next_value - 1)
                };
                self.set(a, name);
            }
            for op in ir.ops_in(b) {
                self.op_results(ir, op, c, used);
            }
        }
    }

    /// The regions of `op`, each starting from the counters `start`.
    fn nested(&mut self, ir: &Ir, op: OpId, start: Counters, c: &mut Counters, used: &mut Taken) {
        for &nested in ir[op].regions() {
            *c = start;
            used.open();
            self.region(ir, nested, c, used);
            used.close();
        }
    }

    /// The name of `v`, if it was in the IR's tree when named.
    pub fn value(&self, v: ValueId) -> Option<ValueName<'_>> {
        match Name::unpack(*self.values.get(v.index())?) {
            Name::Unnamed => None,
            Name::Number(n) => Some(ValueName::Number(n)),
            Name::Result(n, i) => Some(ValueName::Result(n, i)),
            Name::Text(start, end) => {
                Some(ValueName::Text(&self.text[start as usize..end as usize]))
            }
        }
    }

    fn set(&mut self, v: ValueId, name: Name) {
        self.values[v.index()] = name.pack();
    }

    /// The name written at the end of [`Names::text`] from `start`, made
    /// unique ([`Names::unique`]) and taken in the innermost scope.
    fn keep_unique(&mut self, start: usize, c: &mut Counters, used: &mut Taken) -> Name {
        let place = self.unique(start, c, used);
        used.take(&self.text, place);
        Name::Text(place.0, place.1)
    }

    /// The name written at the end of [`Names::text`] from `start`, or
    /// `name_N` with the next conflict number N it is not taken with in the
    /// scopes `used`: its place.
    fn unique(&mut self, start: usize, c: &mut Counters, used: &Taken) -> (u32, u32) {
        let end = self.text.len();
        while used.has(&self.text, &self.text[start..]) {
            self.text.truncate(end);
            self.text.push('_');
            push_int(&mut self.text, c.next_conflict);
            c.next_conflict += 1;
        }
        (start as u32, self.text.len() as u32)
    }

    /// The names of the constants printed before `op` for its scalar attributes.
    pub fn materialized(&self, op: OpId) -> &[String] {
        self.materialized.get(&op).map_or(&[], Vec::as_slice)
    }

    fn op_results(&mut self, ir: &Ir, op: OpId, c: &mut Counters, used: &mut Taken) {
        if self.asm_names {
            self.name_materialized(ir, op, c, used);
        }
        let o = &ir[op];
        let start = self.text.len();
        let hinted = !o.results.is_empty()
            && self.asm_names
            && o.name()
                .index()
                .is_some_and(|i| write_result_name(ir, op, OPS[i].naming, &mut self.text));
        match (hinted, o.results.len()) {
            (_, 0) => {}
            (true, _) => {
                sanitize_from(&mut self.text, start);
                let hint = start..self.text.len();
                for (k, &v) in o.results.iter().enumerate() {
                    let from = match k {
                        0 => start,
                        _ => {
                            let from = self.text.len();
                            self.text.extend_from_within(hint.clone());
                            from
                        }
                    };
                    let name = self.keep_unique(from, c, used);
                    self.set(v, name);
                }
            }
            (false, 1) => {
                self.set(o.results[0], Name::Number(c.next_value));
                c.next_value += 1;
            }
            (false, _) => {
                for (i, &v) in o.results.iter().enumerate() {
                    self.set(v, Name::Result(c.next_value, i as u32));
                }
                c.next_value += 1;
            }
        }
    }
}

impl Names {
    /// Names the constants the printer writes before `op`, as MLIR names
    /// `arith.constant`s (`%c1_i32`, then `%c1_i32_0`, ...).
    fn name_materialized(&mut self, ir: &Ir, op: OpId, c: &mut Counters, used: &mut Taken) {
        if !super::print::has_scalar_fields(ir, op) {
            return;
        }
        let Some(fmt) = super::print::custom_format(ir, op, self.april) else {
            return;
        };
        let values = super::print::static_scalars(ir, op, fmt);
        if values.is_empty() {
            return;
        }
        let names = values
            .iter()
            .map(|(v, ty)| {
                let start = self.text.len();
                let _ = write!(self.text, "c{v}_{ty}");
                let (a, b) = self.unique(start, c, used);
                used.take(&self.text, (a, b));
                self.text[a as usize..b as usize].to_string()
            })
            .collect();
        self.materialized.insert(op, names);
    }
}

/// `n` in decimal at the end of `out`.
fn push_int(out: &mut String, n: impl itoa::Integer) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Makes `text[start..]` a valid value name ([`sanitize`]).
fn sanitize_from(text: &mut String, start: usize) {
    let name = &text[start..];
    if is_plain_name(name) {
        return;
    }
    let clean = sanitize(name.to_string());
    text.truncate(start);
    text.push_str(&clean);
}

/// Whether `s` is a value name [`sanitize`] leaves as it is.
fn is_plain_name(s: &str) -> bool {
    s.bytes().all(plain_byte) && !s.is_empty() && !s.starts_with(|ch: char| ch.is_ascii_digit())
}

fn plain_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

/// Makes `s` a valid value name as MLIR's `sanitizeIdentifier` does: letters,
/// digits, `_`, `$`, `.` and `-` stay, a blank becomes `_`, any other byte its
/// hex code; a leading digit gets a `_` in front.
fn sanitize(s: String) -> String {
    let plain = plain_byte;
    if is_plain_name(&s) {
        return s;
    }
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b if plain(b) => out.push(b as char),
            b' ' => out.push('_'),
            _ => out.push_str(&format!("{b:X}")),
        }
    }
    if out.is_empty() || out.starts_with(|ch: char| ch.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// Column and row of the tile that `v` names.
pub fn tile_coords(ir: &Ir, v: ValueId) -> Option<(i128, i128)> {
    let op = ir.defining_op(v)?;
    if ir[op].name() != "aie.tile" {
        return None;
    }
    Some((ir.int_attr(op, "col")?, ir.int_attr(op, "row")?))
}

/// The device an op belongs to (legacy designs: xcvc1902).
pub fn device_of(ir: &Ir, op: OpId) -> Option<&'static device::Device> {
    let name = match ir.ancestor(op, |n| n == "aie.device") {
        Some(d) => ir
            .attr(d, "device")
            .and_then(Attr::as_str)
            .unwrap_or("xcvc1902"),
        None => "xcvc1902",
    };
    device::device(name)
}

/// Writes the name MLIR's printer gives `op`'s results by `naming` at the
/// end of `out`; false (and nothing written) for numbered results.
fn write_result_name(ir: &Ir, op: OpId, naming: Naming, out: &mut String) -> bool {
    let o = &ir[op];
    let tile = || o.operands.first().and_then(|&t| tile_coords(ir, t));
    let coords = |out: &mut String, prefix: &str, (c, r): (i128, i128)| {
        out.push_str(prefix);
        out.push('_');
        let _ = write_i128(out, c);
        out.push('_');
        let _ = write_i128(out, r);
        true
    };
    let sym = |out: &mut String| match ir.attr(op, "sym_name").and_then(Attr::as_str) {
        Some(name) => {
            out.push_str(name);
            true
        }
        None => false,
    };
    match naming {
        Naming::Numbered => false,
        Naming::Tile => {
            let (Some(c), Some(r)) = (ir.int_attr(op, "col"), ir.int_attr(op, "row")) else {
                return false;
            };
            let kind = device_of(ir, op)
                .and_then(|d| d.tile_kind(i64::try_from(c).ok()?, i64::try_from(r).ok()?));
            let prefix = match kind {
                Some(TileKind::ShimNoc) => "shim_noc_tile",
                Some(TileKind::ShimPl) => "shim_pl_tile",
                Some(TileKind::MemTile) => "mem_tile",
                _ => "tile",
            };
            coords(out, prefix, (c, r))
        }
        Naming::LogicalTile => {
            let Some(kind) = ir.attr(op, "tile_type").and_then(Attr::as_enum) else {
                return false;
            };
            out.push_str(match kind {
                "CoreTile" => "logical_core",
                "MemTile" => "logical_mem",
                "ShimNOCTile" => "logical_shim_noc",
                _ => "logical_shim_pl",
            });
            true
        }
        Naming::PerTile(prefix) => tile().is_some_and(|t| coords(out, prefix, t)),
        Naming::SymNameOrTile(prefix) => sym(out) || tile().is_some_and(|t| coords(out, prefix, t)),
        Naming::SymName => sym(out),
        Naming::Named(name) => {
            out.push_str(name);
            true
        }
        Naming::Constant => {
            match ir.attr(op, "value") {
                None => return false,
                Some(Attr::Int(v, IntType::Index)) => {
                    out.push('c');
                    let _ = write_i128(out, *v);
                }
                // An `i1` constant, however it was built, is named as MLIR
                // names it: by its value.
                Some(Attr::Int(
                    v,
                    IntType::Int {
                        width: 1,
                        sign: Signedness::Signless,
                    },
                )) => out.push_str(if *v != 0 { "true" } else { "false" }),
                Some(Attr::Int(v, t)) => {
                    out.push('c');
                    let _ = write_i128(out, *v);
                    out.push('_');
                    let _ = t.write_to(out);
                }
                Some(Attr::Bool(b)) => out.push_str(if *b { "true" } else { "false" }),
                Some(_) => out.push_str("cst"),
            }
            true
        }
    }
}

/// Predecessors of each block of `region`, by block number, sorted.
pub fn predecessors(ir: &Ir, region: RegionId, names: &Names) -> HashMap<BlockId, Vec<u32>> {
    let mut preds: HashMap<BlockId, Vec<u32>> = HashMap::new();
    for &b in &ir[region].blocks {
        for op in ir.ops_in(b) {
            for s in &ir[op].successors {
                preds
                    .entry(s.block)
                    .or_default()
                    .push(names.blocks[b.index()]);
            }
        }
    }
    for v in preds.values_mut() {
        v.sort_unstable();
    }
    preds
}
