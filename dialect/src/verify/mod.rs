//! The verifier: mlir-aie's op verifiers (aie-passes.md §3) over the generic
//! IR, with mlir-aie's message texts plus a help line saying what would be
//! valid.
//!
//! Each op first gets the checks its op-table declaration implies
//! (`declared.rs`: attributes, parent, symbols), then the verifier its entry
//! names (`.verifier(...)` in `ops/table.rs`), which takes the op's typed
//! view: rules read attributes through the generated views
//! ([`crate::ops::views`]) and match ops by [`OpKind`] and enumerations by
//! their typed cases, never by name. A rule reads another op only through
//! `Cx::view`, which gives a view only of an op whose declared attributes
//! are there and of their kinds, so that the views' accessors cannot fail.
//!
//! Like MLIR, each op's checks stop at its first failure, and at most one error
//! is reported per op (a switchbox reports a bad `aie.connect` on the connect,
//! which is then not reported again). Unlike MLIR, which stops at the first
//! failure in each isolated region, verification goes on after an error, but
//! errors of ops that use the result of a failed op are not reported (they
//! are usually consequences of the first). Ops outside an `aie.device` are
//! checked against the legacy device (`xcvc1902`). The verifier never panics:
//! whatever a rule needs and cannot find (an op without its attributes, a
//! tile operand that is a block argument, an unknown device) makes that rule
//! pass.

pub(crate) mod affine;
pub(crate) mod aievec;
pub(crate) mod arith;
pub(crate) mod cascade;
mod declared;
pub(crate) mod dma;
mod dominance;
pub use dma::max_repeat_count;
pub(crate) mod fields;
pub(crate) mod fifo_pool;
pub(crate) mod func;
pub mod length_parameter;
pub(crate) mod locks;
pub(crate) mod memref;
pub(crate) mod misc;
pub mod nd;
pub(crate) mod npu;
pub(crate) mod objectfifo;
pub(crate) mod pool;
pub(crate) mod reconfig;
pub(crate) mod reset;

pub(crate) mod ptr;
pub(crate) mod scf;
pub mod scratchpad;

pub(crate) mod switchbox;
pub(crate) mod tiles;
pub(crate) mod tokens;
pub(crate) mod trace;
pub(crate) mod vector;
pub(crate) mod vector_values;

use crate::ir::cases::LockAction;
use crate::ir::{BlockId, OpId, OpKind, Span, Type, ValueId, View};
use crate::ops::views::{self, LogicalTile, UseLock};
use crate::{Diagnostic, Ir};
use aie_target::device::{self, Device, TileKind};
use declared::Standing;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::hash_map::Entry;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

/// How a message quotes an op (MLIR's generic form, which the printer
/// above this module writes: [`crate::verify()`] passes it in).
pub type Quote = fn(&Ir, OpId) -> String;

/// Checks `ir` against the dialect's rules; returns every problem found,
/// ops in messages written by `quote`.
pub fn verify_quoting(ir: &Ir, quote: Quote) -> Vec<Diagnostic> {
    let ops = ir.walk(ir.top);
    let cx = Cx::new(ir, &ops, quote);
    let mut failed = FxHashSet::default();
    let mut out = Vec::new();
    for (op, check, warnings) in findings(&cx, &ops) {
        if let Err(f) = check {
            let cascade = ir[op]
                .operands
                .iter()
                .any(|&v| ir.defining_op(v).is_some_and(|d| failed.contains(&d)));
            let first = !failed.contains(&f.op);
            failed.extend([op, f.op]);
            if first && !cascade {
                out.push(f.diag);
            }
        }
        out.extend(warnings);
    }
    // As MLIR, dominance is checked once the ops verify.
    if failed.is_empty() {
        out.extend(dominance::verify(ir));
    }
    out
}

/// What an op's checks found: its failure, if any, and its warnings.
type Finding = (OpId, Check, Vec<Diagnostic>);

/// The findings of the ops that have any, in the order of `ops`: the ops
/// checked in two halves on two threads when there are many (the checks
/// only read the IR; which of them failed first is settled in order by the
/// caller).
fn findings(cx: &Cx, ops: &[OpId]) -> Vec<Finding> {
    let of = |ops: &[OpId]| -> Vec<Finding> {
        ops.iter()
            .filter_map(|&op| {
                let (check, warnings) = (check(cx, op), warnings(cx, op));
                (check.is_err() || !warnings.is_empty()).then_some((op, check, warnings))
            })
            .collect()
    };
    if !on_two_threads(ops) {
        return of(ops);
    }
    let (first, second) = ops.split_at(ops.len() / 2);
    std::thread::scope(|s| {
        let later = std::thread::Builder::new()
            .spawn_scoped(s, || of(second))
            .ok();
        let mut found = of(first);
        match later.map(|t| t.join()) {
            Some(Ok(rest)) => found.extend(rest),
            Some(Err(panic)) => std::panic::resume_unwind(panic),
            None => found.extend(of(second)),
        }
        found
    })
}

/// From how many ops on the verifier checks them on two threads.
const PARALLEL_OPS: usize = 1 << 15;

/// Whether `ops` are many enough to check on two threads, and there are
/// two cores to run them.
fn on_two_threads(ops: &[OpId]) -> bool {
    ops.len() >= PARALLEL_OPS && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
}

/// The warnings on `op`: attributes a typo away from a declared one, packet
/// rules that an earlier rule shadows, a core tile's BD walking past its
/// memory.
fn warnings(cx: &Cx, op: OpId) -> Vec<Diagnostic> {
    let mut out = declared::misspelt_attributes(cx, op);
    if let Some(rules) = cx.view::<crate::ops::views::PacketRules>(op) {
        out.extend(switchbox::shadowed_rules(cx, rules));
    }
    if let Some(bd) = cx.view::<crate::ops::views::NpuWritebd>(op) {
        out.extend(npu::writebd_reach(cx, bd));
    }
    out
}

/// All rules for one op: ODS constraints first, then the op's own verifier
/// (mlir-aie's messages for the symbols it looks up), then its symbol uses.
fn check(cx: &Cx, op: OpId) -> Check {
    declared::attributes(cx, op)?;
    declared::parent(cx, op)?;
    declared::derived_result(cx, op)?;
    misc::isolation(cx, op)?;
    misc::unique_symbol(cx, op)?;
    misc::terminator_last(cx, op)?;
    misc::successor_operands(cx, op)?;
    op_rules(cx, op)?;
    declared::symbols(cx, op)?;
    misc::blocks_terminated(cx, op)
}

/// The op's own verifier (mlir-aie's `verify()`), the one its table entry
/// names ([`crate::ops::OpDef`]).
fn op_rules(cx: &Cx, op: OpId) -> Check {
    match cx.ir.kind(op).and_then(|k| crate::ops::def(k).verifier) {
        Some(verifier) => verifier(cx, op),
        None => Ok(()),
    }
}

/// The ops that hold a tile's DMA program.
pub(super) const DMA_PROGRAMS: &[OpKind] = &[OpKind::Mem, OpKind::MemtileDma, OpKind::ShimDma];

/// An op's own verifier, as its table entry names it.
pub(crate) type Verifier = fn(&Cx, OpId) -> Check;

/// A failed check: the diagnostic and the op it is about.
pub(crate) struct Fail {
    op: OpId,
    diag: Diagnostic,
}

impl Fail {
    pub(super) fn help(mut self: Box<Self>, help: impl Into<String>) -> Box<Self> {
        self.diag.help = Some(help.into());
        self
    }
    pub(super) fn note(mut self: Box<Self>, span: Span, message: &str) -> Box<Self> {
        self.diag = self.diag.with_note(Some(span), message);
        self
    }
}

pub(crate) type Check = Result<(), Box<Fail>>;

/// What the rules see of the IR: the IR plus use lists and symbol tables.
pub(crate) struct Cx<'a> {
    pub ir: &'a Ir,
    /// Writes an op as messages quote it.
    pub quote: Quote,
    users: Users,
    /// (symbol-table op, symbol name) → op defining it.
    pub(super) symbols: FxHashMap<(OpId, &'a str), OpId>,
    /// An op defining a symbol its table already has → the first definer.
    pub(super) redefinitions: FxHashMap<OpId, OpId>,
    /// Per op (by index), how it stands against the op table's checks
    /// ([`Cx::stand`]), a [`Stand`] in a byte that the verifier's threads
    /// share (two finding it at once find the same).
    standing: Vec<AtomicU8>,
    /// The verified `aie.tile`, `aie.core`, `aie.device` and
    /// `aie.switchbox` ops, in walk order, from which the caches below are
    /// made.
    kinds: CachedKinds,
    /// The first `aie.core` on each tile ([`Cx::first_core_at`]), found
    /// when first asked.
    cores: OnceLock<FxHashMap<TileOf, OpId>>,
    /// The column and row of each readable `aie.tile` ([`Cx::coords`] asks
    /// often), found when first asked.
    tiles: OnceLock<FxHashMap<OpId, (i64, i64)>>,
    /// How many `aie.switchbox` ops each tile value has
    /// ([`Cx::switchboxes_on`]), found when first asked.
    switchboxes: OnceLock<FxHashMap<ValueId, usize>>,
    /// The model of each readable `aie.device` ([`Cx::device_of`]).
    devices: OnceLock<FxHashMap<OpId, Option<&'static Device>>>,
}

/// A tile position in a device (`None`: outside any).
type TileOf = (Option<OpId>, (i64, i64));

/// The ops of the kinds [`Cx`]'s caches are made of, gathered in one pass
/// with the ops' standings (so that no cache walks every op again).
#[derive(Default)]
struct CachedKinds {
    tiles: Vec<OpId>,
    cores: Vec<OpId>,
    devices: Vec<OpId>,
    switchboxes: Vec<OpId>,
}

/// Each symbol table's symbols by name, and each op defining a name its
/// table already has, with the first definer.
type SymbolTables<'a> = (FxHashMap<(OpId, &'a str), OpId>, FxHashMap<OpId, OpId>);

/// How an op stands against the op table's checks, and whether it has an
/// attribute its kind does not declare: found when first asked, so that an
/// op's attributes are read once, with its other checks.
#[derive(Clone, Copy)]
enum Stand {
    /// Not among the ops verified: unreadable.
    Outside,
    /// Among them, not asked yet.
    Unknown,
    /// Found: its standing, and whether it has an undeclared attribute.
    Known(Standing, bool),
}

impl Stand {
    const STANDINGS: [Standing; 3] = [Standing::Fine, Standing::Readable, Standing::Unreadable];

    fn byte(self) -> u8 {
        match self {
            Stand::Outside => 0,
            Stand::Unknown => 1,
            Stand::Known(s, undeclared) => {
                let i = Stand::STANDINGS.iter().position(|&t| t == s).unwrap_or(2) as u8;
                2 + 2 * i + undeclared as u8
            }
        }
    }

    fn from_byte(b: u8) -> Stand {
        match b {
            0 => Stand::Outside,
            1 => Stand::Unknown,
            _ => {
                let i = usize::from((b - 2) / 2).min(2);
                Stand::Known(Stand::STANDINGS[i], (b - 2) % 2 == 1)
            }
        }
    }
}

/// The ops using each value, in walk order, in two arrays: those of value
/// `v` are `ops[starts[v]..starts[v + 1]]`.
#[derive(Default)]
struct Users {
    starts: Vec<u32>,
    ops: Vec<OpId>,
}

impl Users {
    /// The users of each of the IR's values among `ops`, in their order:
    /// counted, then placed (no list of all uses is made).
    fn new(ir: &Ir, ops: &[OpId]) -> Users {
        let uses = || {
            ops.iter()
                .flat_map(|&op| ir[op].operands.iter().map(move |&v| (v, op)))
        };
        let mut starts = vec![0u32; ir.num_values() + 1];
        for (v, _) in uses() {
            starts[v.index() + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut users = vec![OpId::new(0); starts[starts.len() - 1] as usize];
        for (v, op) in uses() {
            let at = &mut next[v.index()];
            users[*at as usize] = op;
            *at += 1;
        }
        Users { starts, ops: users }
    }

    fn of(&self, v: ValueId) -> &[OpId] {
        let range = self.starts.get(v.index()..v.index() + 2);
        range.map_or(&[], |r| &self.ops[r[0] as usize..r[1] as usize])
    }
}

/// The use lists of `ops`, each op's standing (unknown yet for `ops`,
/// outside for the others) and the ops of the cached kinds.
fn scan(ir: &Ir, ops: &[OpId]) -> (Users, Vec<AtomicU8>, CachedKinds) {
    let standing: Vec<AtomicU8> = (0..ir.num_ops())
        .map(|_| AtomicU8::new(Stand::Outside.byte()))
        .collect();
    let mut kinds = CachedKinds::default();
    for &op in ops {
        standing[op.index()].store(Stand::Unknown.byte(), Ordering::Relaxed);
        match ir.kind(op) {
            Some(OpKind::Tile) => kinds.tiles.push(op),
            Some(OpKind::Core) => kinds.cores.push(op),
            Some(OpKind::Device) => kinds.devices.push(op),
            Some(OpKind::Switchbox) => kinds.switchboxes.push(op),
            _ => {}
        }
    }
    (Users::new(ir, ops), standing, kinds)
}

/// The symbols `ops` define in their symbol tables, in walk order: the
/// first definer of each name, and the later ones.
fn symbol_tables<'a>(ir: &'a Ir, ops: &[OpId]) -> SymbolTables<'a> {
    let mut symbols = FxHashMap::default();
    let mut redefinitions = FxHashMap::default();
    // The table of the block last seen: ops of one block come in a run.
    let mut last: Option<(BlockId, Option<OpId>)> = None;
    for &op in ops {
        let Some(block) = ir.block_of(op) else {
            continue;
        };
        let table = match last {
            Some((b, table)) if b == block => table,
            _ => {
                let owner = ir.block_owner(block);
                let table = crate::ops::is_symbol_table(ir[owner].name()).then_some(owner);
                last = Some((block, table));
                table
            }
        };
        let (Some(table), Some(name)) = (table, symbol_name(ir, op)) else {
            continue;
        };
        match symbols.entry((table, name)) {
            Entry::Occupied(first) => {
                redefinitions.insert(op, *first.get());
            }
            Entry::Vacant(slot) => {
                slot.insert(op);
            }
        }
    }
    (symbols, redefinitions)
}

impl<'a> Cx<'a> {
    /// The context of checking `ops` (the ops of `ir` in walk order): their
    /// use lists, standings and cached kinds made on a second thread, when
    /// there are many, while the symbol tables are made here.
    fn new(ir: &'a Ir, ops: &[OpId], quote: Quote) -> Cx<'a> {
        let ((users, standing, kinds), (symbols, redefinitions)) = if !on_two_threads(ops) {
            (scan(ir, ops), symbol_tables(ir, ops))
        } else {
            std::thread::scope(|s| {
                let scanned = std::thread::Builder::new()
                    .spawn_scoped(s, || scan(ir, ops))
                    .ok();
                let tables = symbol_tables(ir, ops);
                match scanned.map(|t| t.join()) {
                    Some(Ok(scanned)) => (scanned, tables),
                    Some(Err(panic)) => std::panic::resume_unwind(panic),
                    None => (scan(ir, ops), tables),
                }
            })
        };
        Cx {
            ir,
            quote,
            users,
            symbols,
            redefinitions,
            standing,
            kinds,
            cores: OnceLock::new(),
            tiles: OnceLock::new(),
            switchboxes: OnceLock::new(),
            devices: OnceLock::new(),
        }
    }

    /// The device model each readable `aie.device` names (`None`: unknown).
    fn devices(&self) -> &FxHashMap<OpId, Option<&'static Device>> {
        self.devices.get_or_init(|| {
            let devices = self.kinds.devices.iter();
            let devices = devices.filter_map(|&op| self.view::<views::Device>(op));
            devices
                .map(|d| (d.op(), device::device(d.device(self.ir))))
                .collect()
        })
    }

    /// The column and row of each readable `aie.tile`.
    fn placed_tiles(&self) -> &FxHashMap<OpId, (i64, i64)> {
        self.tiles.get_or_init(|| {
            let tiles = self.kinds.tiles.iter();
            let tiles = tiles.filter_map(|&op| self.view::<views::Tile>(op));
            tiles
                .map(|t| (t.op(), (t.col(self.ir), t.row(self.ir))))
                .collect()
        })
    }

    /// The first `aie.core` (in walk order) of the device of `op` on the
    /// tile at `at`, whichever tile op (placed, or logical and pinned
    /// there) names it.
    pub fn first_core_at(&self, op: impl Node, at: (i64, i64)) -> Option<OpId> {
        let cores = self.cores.get_or_init(|| {
            let mut first = FxHashMap::default();
            for &core in &self.kinds.cores {
                if let Some(tile) = self.tile_of(core) {
                    let dev = self.ancestor(core, &[OpKind::Device]);
                    first.entry((dev, tile)).or_insert(core);
                }
            }
            first
        });
        let dev = self.ancestor(op, &[OpKind::Device]);
        cores.get(&(dev, at)).copied()
    }

    /// How many of the verified `aie.switchbox` ops are on tile value `tile`.
    pub fn switchboxes_on(&self, tile: ValueId) -> usize {
        let counts = self.switchboxes.get_or_init(|| {
            let mut counts = FxHashMap::default();
            for &s in &self.kinds.switchboxes {
                if let Some(&t) = self.ir[s].operands.first() {
                    *counts.entry(t).or_default() += 1;
                }
            }
            counts
        });
        counts.get(&tile).copied().unwrap_or(0)
    }

    pub fn name(&self, op: impl Node) -> &'a str {
        self.ir[op.id()].name()
    }

    pub fn span(&self, op: impl Node) -> Span {
        self.ir[op.id()].span
    }

    /// An error `'<op>' op <message>` about `op`.
    pub fn err(&self, op: impl Node, message: impl Into<String>) -> Box<Fail> {
        Box::new(Fail {
            op: op.id(),
            diag: Diagnostic::op_error(self.span(op), self.name(op), message),
        })
    }

    /// An error about `op` without the op prefix (mlir-aie's `emitError`).
    pub fn plain(&self, op: impl Node, message: impl Into<String>) -> Box<Fail> {
        Box::new(Fail {
            op: op.id(),
            diag: Diagnostic::error(self.span(op), message),
        })
    }

    /// How `op` stands against the checks the op table gives every op
    /// ([`declared::attributes`]).
    fn standing(&self, op: OpId) -> Standing {
        self.stand(op).0
    }

    /// Whether `op` has an attribute its kind does not declare.
    fn has_undeclared(&self, op: OpId) -> bool {
        self.stand(op).1
    }

    /// [`Cx::standing`] and [`Cx::has_undeclared`], found on first use.
    fn stand(&self, op: OpId) -> (Standing, bool) {
        let Some(cell) = self.standing.get(op.index()) else {
            return (Standing::Unreadable, false);
        };
        match Stand::from_byte(cell.load(Ordering::Relaxed)) {
            Stand::Outside => (Standing::Unreadable, false),
            Stand::Known(s, undeclared) => (s, undeclared),
            Stand::Unknown => {
                let (s, undeclared) = declared::standing(self.ir, op);
                cell.store(Stand::Known(s, undeclared).byte(), Ordering::Relaxed);
                (s, undeclared)
            }
        }
    }

    /// `op` as a `V`, if it is one whose declared attributes are there and
    /// of their kinds ([`Standing::Readable`] at least), so that the view's
    /// accessors cannot fail. An op without them has reported it, and the
    /// rules that would read it pass.
    pub fn view<V: View>(&self, op: OpId) -> Option<V> {
        let readable = self.standing(op) != Standing::Unreadable;
        self.ir.view(op).filter(|_| readable)
    }

    /// The op defining `v`, as a `V` ([`Cx::view`]).
    pub fn def<V: View>(&self, v: ValueId) -> Option<V> {
        self.view(self.ir.defining_op(v)?)
    }

    /// The op defining `v`, if it is of `kind` (whether or not it passed its
    /// checks).
    pub fn defined_by(&self, v: ValueId, kind: OpKind) -> Option<OpId> {
        self.ir.defining_op(v).filter(|&d| self.ir.is(d, kind))
    }

    pub fn users(&self, v: ValueId) -> &[OpId] {
        self.users.of(v)
    }

    /// Operand `i` of `op`.
    pub fn operand(&self, op: impl Node, i: usize) -> Option<ValueId> {
        self.ir[op.id()].operands.get(i).copied()
    }

    /// The nearest ancestor of `op` of one of `kinds`.
    pub fn ancestor(&self, op: impl Node, kinds: &[OpKind]) -> Option<OpId> {
        std::iter::successors(self.ir.parent_op(op.id()), |&p| self.ir.parent_op(p))
            .find(|&p| self.ir.kind(p).is_some_and(|k| kinds.contains(&k)))
    }

    /// The device `op` is checked against: its `aie.device`, else the legacy
    /// device; `None` if the device name is unknown.
    pub fn device_of(&self, op: impl Node) -> Option<&'static Device> {
        let op = op.id();
        let dev = match self.ir.is(op, OpKind::Device) {
            true => Some(op),
            false => self.ancestor(op, &[OpKind::Device]),
        };
        match dev {
            Some(d) => *self.devices().get(&d)?,
            None => device::device(device::LEGACY_DEVICE),
        }
    }

    /// Whether `op` belongs to a tile (its table entry says where its
    /// tile operand is).
    pub fn is_tile_element(&self, op: OpId) -> bool {
        self.ir
            .kind(op)
            .is_some_and(|k| crate::ops::def(k).tile.is_some())
    }

    /// The nearest ancestor of `op` that belongs to a tile.
    pub fn tile_element_around(&self, op: OpId) -> Option<OpId> {
        std::iter::successors(self.ir.parent_op(op), |&p| self.ir.parent_op(p))
            .find(|&p| self.is_tile_element(p))
    }

    /// The tile operand of a tile-owned op (its first operand unless its
    /// table entry says the last).
    pub fn tile_value(&self, op: impl Node) -> Option<ValueId> {
        let op = op.id();
        let operands = &self.ir[op].operands;
        let at = self.ir.kind(op).and_then(|k| crate::ops::def(k).tile);
        match at {
            Some(crate::ops::TileOperand::Last) => operands.last(),
            _ => operands.first(),
        }
        .copied()
    }

    /// The op defining tile value `v`: an `aie.tile` or an `aie.logical_tile`
    /// (mlir-aie's `TileLike`).
    pub fn tile_like(&self, v: ValueId) -> Option<OpId> {
        self.defined_by(v, OpKind::Tile)
            .or_else(|| self.defined_by(v, OpKind::LogicalTile))
    }

    /// True if `v` is defined by a placed tile (`aie.tile`).
    pub fn is_placed(&self, v: ValueId) -> bool {
        self.defined_by(v, OpKind::Tile).is_some()
    }

    /// Coordinates of tile value `v`: those of an `aie.tile`, or of an
    /// `aie.logical_tile` that gives both (mlir-aie's `tryGetCol`/`tryGetRow`).
    pub fn coords(&self, v: ValueId) -> Option<(i64, i64)> {
        let t = self.tile_like(v)?;
        if let Some(&at) = self.placed_tiles().get(&t) {
            return Some(at);
        }
        let logical = self.view::<LogicalTile>(t)?;
        Some((logical.col(self.ir)?, logical.row(self.ir)?))
    }

    /// Coordinates of the tile `op` belongs to.
    pub fn tile_of(&self, op: impl Node) -> Option<(i64, i64)> {
        self.coords(self.tile_value(op)?)
    }

    /// Kind of tile value `v` in the device of `op`: from the coordinates of
    /// an `aie.tile`, or the declared type of an `aie.logical_tile`.
    pub fn kind_at(&self, op: impl Node, v: ValueId) -> Option<TileKind> {
        let t = self.tile_like(v)?;
        if let Some(logical) = self.view::<LogicalTile>(t) {
            return Some(logical.tile_type(self.ir).kind());
        }
        let (c, r) = self.coords(v)?;
        self.device_of(op)?.tile_kind(c, r)
    }

    /// Kind of the tile `op` belongs to.
    pub fn kind_of(&self, op: impl Node) -> Option<TileKind> {
        self.kind_at(op, self.tile_value(op)?)
    }

    /// The `kind` op (e.g. `aie.objectfifo`) defining symbol `name`, looked
    /// up from the nearest enclosing symbol table outwards.
    pub fn lookup(&self, op: impl Node, name: &str, kind: OpKind) -> Option<OpId> {
        let mut cur = self.ir.parent_op(op.id());
        while let Some(t) = cur {
            match self.symbols.get(&(t, name)) {
                Some(&d) if self.ir.is(d, kind) => return Some(d),
                _ => cur = self.ir.parent_op(t),
            }
        }
        None
    }

    /// The help line for symbol `name`, which names no `kind` op where `op`
    /// looks: "did you mean" a close one, else `otherwise`.
    pub fn symbol_help(&self, op: impl Node, name: &str, kind: OpKind, otherwise: &str) -> String {
        let scopes: Vec<OpId> =
            std::iter::successors(self.ir.parent_op(op.id()), |&t| self.ir.parent_op(t)).collect();
        let mut known: Vec<&str> = self
            .symbols
            .iter()
            .filter(|(&(scope, _), &d)| scopes.contains(&scope) && self.ir.is(d, kind))
            .map(|(&(_, n), _)| n)
            .collect();
        known.sort_unstable();
        match crate::diag::did_you_mean(name, known) {
            Some(close) => format!("did you mean '@{close}'?"),
            None => otherwise.to_string(),
        }
    }

    /// The op defining symbol `name`, of any kind, looked up as [`Cx::lookup`].
    pub fn lookup_any(&self, op: impl Node, name: &str) -> Option<OpId> {
        let mut cur = self.ir.parent_op(op.id());
        while let Some(t) = cur {
            match self.symbols.get(&(t, name)) {
                Some(&d) => return Some(d),
                None => cur = self.ir.parent_op(t),
            }
        }
        None
    }

    /// mlir-aie's placement traits (`IsCoreTile`, ...): the tile of `op` must
    /// be one of `kinds`; `what` names them for the message.
    pub fn placed_on(&self, op: impl Node, kinds: &[TileKind], what: &str) -> Check {
        match self.kind_of(op) {
            Some(k) if !kinds.contains(&k) => Err(self
                .err(op, format!("failed to verify that op exists in {what}"))
                .help(format!("{} is a {}", self.tile_text(op), k.describe()))),
            _ => Ok(()),
        }
    }

    /// The buffer types of `aie.buffer` and `aie.objectfifo` must be static
    /// memrefs (a parse error in mlir-aie).
    pub fn static_memref(&self, op: impl Node, ty: Option<&Type>) -> Check {
        match ty {
            Some(t @ Type::MemRef { .. }) if !t.has_static_shape() => Err(self
                .plain(
                    op,
                    format!("type should be static shaped memref, but got '{t}'"),
                )
                .help("give every dimension a size, e.g. `memref<16xi32>`")),
            _ => Ok(()),
        }
    }

    /// `tile (c, r)` for messages; `the logical tile` for an unplaced one.
    pub fn tile_text(&self, op: impl Node) -> String {
        match self.tile_of(op) {
            Some((c, r)) => format!("tile ({c}, {r})"),
            None if self
                .tile_value(op)
                .and_then(|v| self.defined_by(v, OpKind::LogicalTile))
                .is_some() =>
            {
                "the logical tile".into()
            }
            None => "the tile".into(),
        }
    }
}

/// An op, by its handle or by a view of it.
pub(crate) trait Node: Copy {
    fn id(self) -> OpId;
}

impl Node for OpId {
    fn id(self) -> OpId {
        self
    }
}

impl<V: View> Node for V {
    fn id(self) -> OpId {
        self.op()
    }
}

/// The name of the symbol `op` defines (MLIR's `Symbol`: its `sym_name`,
/// a string or, as some ops write it, a symbol reference).
pub(super) fn symbol_name(ir: &Ir, op: OpId) -> Option<&str> {
    let a = ir.attr(op, crate::ops::SYM_NAME)?;
    a.as_str().or_else(|| a.as_sym())
}

/// True if `use_lock` acquires (`Acquire` or `AcquireGreaterEqual`).
pub(super) fn is_acquire(cx: &Cx, use_lock: UseLock) -> bool {
    matches!(
        use_lock.action(cx.ir),
        LockAction::Acquire | LockAction::AcquireGreaterEqual
    )
}

#[cfg(test)]
pub(super) mod test {
    //! Checking the rules on small MLIR inputs.
    use crate::ir::OpId;
    use crate::Ir;
    use crate::{parse, verify, Diagnostic};

    /// Parses and verifies `src`.
    pub fn diags(src: &str) -> Vec<Diagnostic> {
        let ir = parse(src).unwrap_or_else(|e| panic!("parse error: {}", e[0].full_message()));
        verify(&ir)
    }

    /// The messages (`'op' op message`) of the errors of `src`.
    pub fn errors(src: &str) -> Vec<String> {
        diags(src).iter().map(Diagnostic::full_message).collect()
    }

    /// The source line holding the start of `span`.
    pub fn line_of(src: &str, span: Option<crate::ir::Span>) -> &str {
        let at = span.map_or(0, |s| s.start as usize);
        let start = src[..at].rfind('\n').map_or(0, |i| i + 1);
        src[start..].lines().next().unwrap_or("")
    }

    /// Asserts that `src` has exactly one error, `msg`, on the line containing
    /// `at`; returns the diagnostic.
    pub fn expect_diag(src: &str, at: &str, msg: &str) -> Diagnostic {
        let mut all = diags(src);
        assert_eq!(
            all.iter().map(Diagnostic::full_message).collect::<Vec<_>>(),
            [msg]
        );
        let d = all.remove(0);
        assert!(
            line_of(src, d.span).contains(at),
            "error at `{}`, expected at `{at}`",
            line_of(src, d.span)
        );
        d
    }

    /// Like [`expect_diag`]; returns the help text.
    pub fn expect(src: &str, at: &str, msg: &str) -> String {
        expect_diag(src, at, msg).help.unwrap_or_default()
    }

    /// Asserts that `src` verifies.
    pub fn ok(src: &str) {
        assert_eq!(errors(src), Vec::<String>::new());
    }

    /// A design using most ops, valid or not.
    const RICH: &str = r#"
        %lt = aie.tile(1, 2)
        %ll = aie.lock(%lt, 0)
        aie.device(xcve2302) {
          %t12 = aie.tile(1, 2)
          %t22 = aie.tile(2, 2)
          %t11 = aie.tile(1, 1)
          %t21 = aie.tile(2, 1)
          %t20 = aie.tile(2, 0)
          %lt11 = aie.logical_tile<MemTile>(1, ?) {allocation_scheme = "basic-sequential"}
          %lbuf = aie.buffer(%lt11) : memref<64xi32>
          %lcore = aie.logical_tile<CoreTile>(?, ?)
          aie.cascade_flow(%lcore, %t22)
          %buf = aie.buffer(%t12) {address = 1024 : i32} : memref<16xi8>
          %mbuf = aie.buffer(%t11) : memref<64xi32>
          %l = aie.lock(%t12, 3) {init = 1 : i32}
          %sb = aie.switchbox(%t12) {
            %a0 = aie.amsel<0> (0)
            %m = aie.masterset(South : 0, %a0)
            aie.packet_rules(North : 1) {
              aie.rule(0x1F, 0x10, %a0)
            }
            aie.connect<DMA : 0, North : 1>
          }
          %mux = aie.shim_mux(%t20) {
            aie.connect<DMA : 0, North : 3>
          }
          aie.flow(%t12, DMA : 0, %t22, DMA : 0)
          aie.packet_flow(0x10) {
            aie.packet_source<%t12, DMA : 0>
            aie.packet_dest<%t22, DMA : 1>
          }
          %mem = aie.mem(%t12) {
            %s = aie.dma_start(MM2S, 0, ^bd0, ^end, repeat_count = 2)
          ^bd0:
            aie.use_lock(%l, AcquireGreaterEqual, 1)
            aie.dma_bd(%buf : memref<16xi8>, 0, 16, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 0>], pad_value = 3) {bd_id = 3 : i32, next_bd_id = 4 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>, burst_length = 256 : i32}
            aie.use_lock(%l, Release, 1)
            aie.next_bd ^bd0
          ^end:
            aie.end
          }
          %md = aie.memtile_dma(%t11) {
            %s4 = aie.dma_start(S2MM, 4, ^bd0, ^end)
          ^bd0:
            aie.dma_bd(%mbuf : memref<64xi32>, 0, 64)
            aie.next_bd ^bd0
          ^end:
            aie.end
          }
          %core = aie.core(%t22) {
            %v = aie.get_cascade() : vector<16xi32>
            aie.put_cascade(%v : vector<16xi32>)
            %sv = aie.objectfifo.acquire @of2 (Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
            %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
            aie.objectfifo.release @of2 (Consume, 1)
            aie.end
          } {stack_size = 2048 : i32, link_with = "a.o"}
          aie.cascade_flow(%t12, %t22)
          aie.configure_cascade(%t12, North, East)
          aie.shim_dma_allocation @alloc (%t20, MM2S, 0)
          aie.objectfifo @of (%t12 dimensionsToStream [<size = 16, stride = 1>], {%t21 dimensionsFromStream [<size = 2, stride = 1>], %t22}, [2, 3, 4]) {via_DMA = true, repeat_count = 2 : i32, iter_count = 4 : i32} : !aie.objectfifo<memref<16xi32>>
          aie.objectfifo @of2 (%t21, {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
          aie.objectfifo @of3 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
          aie.objectfifo @of4 (%lcore, {%lt11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
          aie.objectfifo.link [@of] -> [@of2, @of3] ([] [0, 8])
          aie.objectfifo.allocate @of2 (%t21)
          %c10 = arith.constant 10 : index
          %ap = arith.constant dense<[1, 2, 2, 0]> : tensor<4xi32>
          func.func @work() -> () { return }
          aie.objectfifo.register_process @of (Produce, %ap : tensor<4xi32>, %ap : tensor<4xi32>, @work, %c10)
          %ext = aie.external_buffer : memref<64xi32>
          aie.objectfifo.register_external_buffers @of (%t20, {%ext}) : (memref<64xi32>)
          aie.trace @tr(%t12) {
            aie.trace.mode "Event-Time"
            aie.trace.packet id = 1 type = core
            aie.trace.event<CoreEventAIE2::INSTR_EVENT_0>
            aie.trace.port<0> port = DMA channel = 0 direction = S2MM
            aie.trace.start broadcast = 15
            aie.trace.stop event = <"NONE">
          }
          aie.trace.config @trc(%t11) packet_type = memtile {
            aie.trace.reg register = "Trace_Control0" field = "Trace_Start_Event" value = "TRUE"
          }
          aiex.broadcast_packet(%t12, DMA : 0) {
            aiex.bp_id(1) {
              aiex.bp_dest<%t22, DMA : 0>
            }
          }
          aie.runtime_sequence(%arg0: memref<16xi32>) {
            aie.trace.host_config buffer_size = 64
            aie.trace.start_config @tr
          }
        }"#;

    #[test]
    fn total_on_mangled_ir() {
        use crate::ir::{Attr, EnumKind, IntType, Type};
        let ir = crate::parse(RICH).unwrap();
        let big = u64::MAX;
        let values = [
            Attr::Int(i128::MIN, IntType::I32),
            Attr::Int(i64::MIN.into(), IntType::I32),
            Attr::Int(-1, IntType::I32),
            Attr::Int(0, IntType::I32),
            Attr::Int(i64::MAX.into(), IntType::I32),
            Attr::Unit,
            Attr::Str("npu1".into()),
            Attr::Enum(EnumKind::WireBundle, 10),
            Attr::Enum(EnumKind::TileType, 3),
            Attr::Array(vec![Attr::sym("of"), Attr::i32(-5)]),
            Attr::DimLayouts(vec![(big, big), (0, 0)]),
            Attr::DimLayoutsPerConsumer(vec![vec![(big, 0)]]),
            Attr::PadLayouts(vec![(big, big)]),
            Attr::PacketInfo(big, big),
            Attr::ty(Type::ObjectFifo(Box::new(Type::I32))),
        ];
        let mangle_ir = |f: &dyn Fn(&mut Ir, OpId)| {
            let mut m = ir.clone();
            m.op_ids()
                .collect::<Vec<_>>()
                .into_iter()
                .for_each(|o| f(&mut m, o));
            verify(&m);
        };
        let mangle = |f: &dyn Fn(&mut crate::ir::Operation)| mangle_ir(&|m, o| f(&mut m[o]));
        for v in &values {
            mangle_ir(&|m, o| m.attrs_mut(o).iter_mut().for_each(|a| a.1 = v.clone()));
        }
        mangle_ir(&|m, o| m.clear_attrs(o));
        mangle(&|op| op.operands.clear());
        mangle(&|op| op.operands.reverse());
        mangle(&|op| op.successors.clear());
        mangle_ir(&|m, o| while m.pop_region(o).is_some() {});
        mangle_ir(&|m, o| {
            if m[o].name() == "aie.tile" {
                m.rename(o, "aie.logical_tile");
            }
        });
        for v in &values {
            mangle_ir(&|m, o| {
                if m[o].name() == "aie.tile" {
                    m.rename(o, "aie.logical_tile");
                    m.set_attr(o, "tile_type", v.clone());
                }
            });
        }
        let mut m = ir.clone();
        for v in 0..m.num_values() {
            let unranked = Type::MemRef {
                shape: None,
                elem: Box::new(Type::Index),
                layout: None,
                space: None,
            };
            m.set_type(crate::ir::ValueId::new(v), unranked);
        }
        verify(&m);
    }

    #[test]
    fn empty_module_verifies() {
        ok("module {}");
    }

    #[test]
    fn one_error_per_op_and_no_cascades() {
        // The lock fails; the use_locks of the failed lock are not reported.
        let src = r#"
            %t1 = aie.tile(1, 1)
            %t2 = aie.tile(4, 4)
            %lock = aie.lock(%t2, 3)
            %mem = aie.mem(%t1) {
              %dma = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              aie.use_lock(%lock, Acquire, 1)
              aie.next_bd ^end
            ^end:
              aie.end
            }"#;
        expect(src, "aie.lock", "'aie.lock' op in Column 4 and Row 4 is accessed from an unreachable tile in Column 1 and Row 1");
    }

    #[test]
    fn a_large_design_checked_on_two_threads_reports_in_order() {
        // A tile off the array in three devices, one of them near the
        // middle, where the halves meet; its users are not reported.
        let mut src = crate::syntax::devices(160);
        for d in [150, 80, 2] {
            let device = src.find(&format!("@d{d} {{")).expect("device");
            let tile = device + src[device..].find("aie.tile(0, 3)").expect("tile");
            src.replace_range(tile..tile + "aie.tile(0, 3)".len(), "aie.tile(0, 99)");
        }
        let ir = parse(&src).expect("parses");
        assert!(ir.num_ops() >= super::PARALLEL_OPS);
        let found = verify(&ir);
        let lines: Vec<&str> = found.iter().map(|d| line_of(&src, d.span)).collect();
        assert_eq!(lines, ["    %t0_3 = aie.tile(0, 99)"; 3]);
        let at: Vec<u32> = found
            .iter()
            .map(|d| d.span.map_or(0, |s| s.start))
            .collect();
        assert!(at.is_sorted() && at[0] < at[1], "{at:?}");
    }
}
