//! The IR: operations, blocks, regions and values in arenas, addressed by typed
//! index handles. Every op is stored generically (name, operands, results,
//! attributes, regions, successors); typed accessors live with the op table.

pub mod affine;
pub mod attr;
mod attr_list;
#[rustfmt::skip]
pub mod cases;
pub mod edit;
pub mod enums;
mod list;
pub mod location;
mod name;
#[rustfmt::skip]
mod op_kind;
mod splice;
pub mod types;

// Spans live in the target crate: the assembler reports with them too.
pub use affine::{AffineExpr, AffineMap};
pub use aie_target::diag::Span;
pub use attr::{
    Attr, BdIteration, Dense, DenseArray, DenseLit, MergeSlot, TraceBuffer, TraceSlice,
};
pub use attr_list::Entry as AttrEntry;
pub use edit::{At, Builder};
pub use enums::{EnumKind, TypedEnum};
pub use list::BlockOps;
pub use location::{LocId, Location};
pub use name::{AttrName, OpKind, OpName, View};
pub use thin_vec::ThinVec;

/// An op's operands or results: up to four kept in the op itself (most ops
/// have one or two), more in a heap block.
pub type Values = smallvec::SmallVec<[ValueId; 4]>;
pub use types::{write_i128, Dim, FloatType, IntType, Signedness, Type};

macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        ///
        /// Only the IR makes handles (one per arena entry), so a handle
        /// always names an entry of some IR; `Option` of a handle costs
        /// nothing.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(std::num::NonZeroU32);
        impl $name {
            /// The handle of arena entry `index`.
            pub(crate) fn new(index: usize) -> Self {
                let n = u32::try_from(index + 1).expect("fewer than 2^32 - 1 IR entries");
                Self(std::num::NonZeroU32::MIN.saturating_add(n - 1))
            }
            /// The arena index.
            pub fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($name), self.index())
            }
        }
    };
}

handle!(/// Handle of an [`Operation`].
    OpId);
handle!(/// Handle of a [`Value`].
    ValueId);
handle!(/// Handle of a [`Block`].
    BlockId);
handle!(/// Handle of a [`Region`].
    RegionId);
handle!(/// Handle of a [`Type`] in the IR's type table ([`Ir::type_of`]).
    TypeId);

// Attributes are compact: big payloads are boxed.
const _: () = assert!(std::mem::size_of::<Attr>() <= 32);
const _: () = assert!(std::mem::size_of::<(AttrName, Attr)>() <= 48);

// `Option` of a handle is the handle's size (the niche of `NonZeroU32`).
const _: () = assert!(std::mem::size_of::<Option<OpId>>() == 4);
const _: () = assert!(std::mem::size_of::<Operation>() <= 96);
const _: () = assert!(std::mem::size_of::<Value>() <= 16);

impl ValueId {
    /// A handle no value has: the parser's placeholder for an operand
    /// defined further down.
    pub(crate) const PLACEHOLDER: ValueId = ValueId(std::num::NonZeroU32::MAX);
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// An op's result, by position.
    Result(OpId, u32),
    /// A block's argument, by position.
    BlockArg(BlockId, u32),
}

/// The IR's types, each kept once: a value holds a 4-byte handle, not a
/// `Type` of its own (a memref's is 56 bytes and two heap blocks).
#[derive(Clone, Debug, Default)]
struct Types(indexmap::IndexSet<Type, rustc_hash::FxBuildHasher>);

impl Types {
    /// The handle of `ty`, entered on first sight.
    fn intern(&mut self, ty: Type) -> TypeId {
        TypeId::new(self.0.insert_full(ty).0)
    }
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct Value {
    /// The value's type, kept once in the IR ([`Ir::type_of`]).
    ty: TypeId,
    /// The op result or block argument it is.
    pub def: ValueDef,
}

/// A successor block with the values passed to its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Successor {
    /// The block branched to.
    pub block: BlockId,
    /// One value per argument of `block`.
    pub args: Vec<ValueId>,
}

/// An operation.
#[derive(Clone, Debug)]
pub struct Operation {
    name: OpName,
    /// The values the op uses, in order.
    pub operands: Values,
    /// The values the op defines, in order.
    pub results: Values,
    /// Sorted by name, as MLIR's dictionary attributes are: a run of the
    /// IR's attribute arena ([`Ir::attrs`]).
    attrs: attr_list::Run,
    /// The op's regions, in order ([`Ir::add_region`], [`Ir::move_regions`]).
    regions: ThinVec<RegionId>,
    /// The blocks a terminator branches to.
    pub successors: ThinVec<Successor>,
    /// Where the op is in the source text, for diagnostics.
    pub span: Span,
}

/// Where an op is: its block and its neighbours there (see [`list`]), and
/// whether it has regions. Kept beside the ops, not in them, so that a walk
/// reads 16 bytes per op, not the op.
#[derive(Clone, Copy, Debug, Default)]
struct Link {
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    nested: bool,
}
const _: () = assert!(std::mem::size_of::<Link>() == 16);

impl Operation {
    /// The op's name; it changes only through [`Ir::rename`], which keeps
    /// [`Ir::may_contain`] true.
    pub fn name(&self) -> &OpName {
        &self.name
    }

    /// The op's regions, in order.
    pub fn regions(&self) -> &[RegionId] {
        &self.regions
    }
}

/// A basic block. Its ops are a linked list: walk them with [`Ir::ops_in`].
#[derive(Clone, Debug)]
pub struct Block {
    /// The block's arguments, in order.
    pub args: Vec<ValueId>,
    first: Option<OpId>,
    last: Option<OpId>,
    len: usize,
    /// The region holding the block.
    pub parent: RegionId,
    /// Where the block is in the source text, for diagnostics.
    pub span: Span,
}

/// A region: a list of blocks, the first being the entry block.
#[derive(Clone, Debug)]
pub struct Region {
    /// The blocks, entry block first.
    pub blocks: Vec<BlockId>,
    /// The op the region belongs to.
    pub parent: OpId,
}

/// The name of the top-level op.
pub const MODULE_OP: &str = "builtin.module";

/// The IR of one input: arenas plus the top-level `builtin.module` op. The
/// arenas are private: reading goes through `ir[handle]`, writing through
/// `&mut ir[handle]` and the editing functions, each of which counts as an
/// edit (see [`Ir::edits`]).
#[derive(Clone)]
pub struct Ir {
    ops: Vec<Operation>,
    /// The ops' attribute lists.
    attrs: attr_list::Arena,
    /// One per op, by the op's index.
    links: Vec<Link>,
    values: Vec<Value>,
    types: Types,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    /// The top-level `builtin.module` op.
    pub top: OpId,
    edits: u64,
    /// Every op kind created so far ([`Ir::may_contain`]).
    seen: KindsSeen,
    /// Whose rules the IR follows where mlir-aie changed them.
    pub version: Version,
    /// Named locations (MLIR's `loc("name"(...))`): the symbol of the op a
    /// pass lowered, by its span, e.g. an object FIFO's name for the flows
    /// its lowering creates there ([`Ir::location_name`]).
    names: std::collections::BTreeMap<Span, String>,
    /// The locations written in the text, and the spans they are at.
    locations: location::Locations,
    /// The logical tiles each placed `aie.tile` stands for, as written, at
    /// their locations ([`Ir::logical_tiles_of`]).
    logical: std::collections::BTreeMap<OpId, Vec<(Span, String)>>,
    /// The ops [`Ir::discard`] erased for good, one bit each: they are never
    /// attached again.
    discarded: Vec<u64>,
}

impl std::fmt::Debug for Ir {
    /// Every arena, each op with its attributes (not their place in the
    /// attribute arena, which depends on the order of edits).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ops: Vec<_> = self
            .ops
            .iter()
            .map(|o| OpDebug(o, self.attrs.get(o.attrs)))
            .collect();
        f.debug_struct("Ir")
            .field("ops", &ops)
            .field("links", &self.links)
            .field("values", &self.values)
            .field("types", &self.types)
            .field("blocks", &self.blocks)
            .field("regions", &self.regions)
            .field("top", &self.top)
            .field("edits", &self.edits)
            .field("seen", &self.seen)
            .field("version", &self.version)
            .field("names", &self.names)
            .field("locations", &self.locations)
            .field("logical", &self.logical)
            .field("discarded", &self.discarded)
            .finish()
    }
}

/// An op as [`Ir`]'s `Debug` shows it: with its attributes.
struct OpDebug<'a>(&'a Operation, &'a [AttrEntry]);

impl std::fmt::Debug for OpDebug<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let o = self.0;
        f.debug_struct("Operation")
            .field("name", &o.name)
            .field("operands", &o.operands)
            .field("results", &o.results)
            .field("attrs", &self.1)
            .field("regions", &o.regions)
            .field("successors", &o.successors)
            .field("span", &o.span)
            .finish()
    }
}

/// The mlir-aie version whose rules an IR follows where they changed: the
/// verifier and passes check a design of the April 2026 syntax
/// (`--aie-syntax=2026-04`) as mlir-aie did then.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Version {
    /// mlir-aie at 3ca0193 (August 2026).
    #[default]
    August2026,
    /// mlir-aie at 979629649e (April 2026).
    April2026,
}

/// A set of op kinds, one bit each.
#[derive(Clone, Debug, Default)]
struct KindsSeen([u64; OpKind::ALL.len().div_ceil(64)]);

impl KindsSeen {
    fn insert(&mut self, name: &OpName) {
        if let Some(k) = name.index() {
            self.0[k / 64] |= 1 << (k % 64);
        }
    }

    fn contains(&self, kind: OpKind) -> bool {
        let k = kind as usize;
        self.0[k / 64] >> (k % 64) & 1 == 1
    }
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Index<OpId> for Ir {
    type Output = Operation;
    fn index(&self, id: OpId) -> &Operation {
        &self.ops[id.index()]
    }
}
impl std::ops::IndexMut<OpId> for Ir {
    fn index_mut(&mut self, id: OpId) -> &mut Operation {
        self.edits += 1;
        &mut self.ops[id.index()]
    }
}
impl std::ops::Index<ValueId> for Ir {
    type Output = Value;
    fn index(&self, id: ValueId) -> &Value {
        &self.values[id.index()]
    }
}
impl std::ops::IndexMut<ValueId> for Ir {
    fn index_mut(&mut self, id: ValueId) -> &mut Value {
        self.edits += 1;
        &mut self.values[id.index()]
    }
}
impl std::ops::Index<BlockId> for Ir {
    type Output = Block;
    fn index(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }
}
/// Block arguments and span; the op list is edited through [`Ir::insert`] and co.
impl std::ops::IndexMut<BlockId> for Ir {
    fn index_mut(&mut self, id: BlockId) -> &mut Block {
        self.edits += 1;
        &mut self.blocks[id.index()]
    }
}
impl std::ops::Index<RegionId> for Ir {
    type Output = Region;
    fn index(&self, id: RegionId) -> &Region {
        &self.regions[id.index()]
    }
}
impl std::ops::IndexMut<RegionId> for Ir {
    fn index_mut(&mut self, id: RegionId) -> &mut Region {
        self.edits += 1;
        &mut self.regions[id.index()]
    }
}

impl Ir {
    /// Names the location `span`: the ops at it came from symbol `name`
    /// (a pass records this before it erases the op that declared it).
    pub fn name_location(&mut self, span: Span, name: &str) {
        if !span.is_empty() {
            self.names.insert(span, name.to_string());
        }
    }

    /// The symbol the ops at `span` came from, if a pass named it.
    pub fn location_name(&self, span: Span) -> Option<&str> {
        self.names.get(&span).map(String::as_str)
    }

    /// Records that `aie.tile` op `tile` stands for the logical tile
    /// `written` (`aie.logical_tile<CoreTile>(?, ?)`) at `span`, which a
    /// pass placed there.
    pub fn record_logical_tile(&mut self, tile: OpId, span: Span, written: String) {
        self.logical.entry(tile).or_default().push((span, written));
    }

    /// The logical tiles `aie.tile` op `tile` stands for, in the order they
    /// were placed, with their locations.
    pub fn logical_tiles_of(&self, tile: OpId) -> &[(Span, String)] {
        self.logical.get(&tile).map_or(&[], Vec::as_slice)
    }

    /// An IR holding an empty `builtin.module` with one empty block.
    pub fn new() -> Ir {
        let mut ir = Ir {
            ops: Vec::new(),
            attrs: Default::default(),
            links: Vec::new(),
            values: Vec::new(),
            types: Types::default(),
            blocks: Vec::new(),
            regions: Vec::new(),
            top: OpId::new(0),
            edits: 0,
            seen: KindsSeen::default(),
            version: Version::default(),
            names: Default::default(),
            locations: Default::default(),
            logical: Default::default(),
            discarded: Vec::new(),
        };
        let top = ir.create_op(MODULE_OP, Span::default());
        let r = ir.add_region(top);
        ir.add_block(r, Span::default());
        ir.top = top;
        ir
    }

    /// Room for about `ops` more ops (with a result and an attribute or two
    /// each) in the arenas, so that a parser filling them does not copy
    /// them as they grow; room not used costs address space, not memory.
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.links.reserve(ops);
        self.values.reserve(ops);
        self.attrs.reserve(ops + ops / 2);
    }

    /// How many edits the IR has had: it changes with every mutable access
    /// (`&mut ir[handle]` or an editing function), so an equal count means an
    /// unchanged IR (the pass manager skips verifying it again).
    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// How many ops the arena holds (attached or not): handles are below it.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// How many values the arena holds.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// How many blocks the arena holds.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Every region of the arena (attached or not), by handle.
    pub fn region_ids(&self) -> impl Iterator<Item = RegionId> {
        (0..self.regions.len()).map(RegionId::new)
    }

    /// Every op of the arena (attached or not), by handle.
    pub fn op_ids(&self) -> impl Iterator<Item = OpId> {
        (0..self.ops.len()).map(OpId::new)
    }

    /// The handle of op `index` of the arena, if it has one (handles kept
    /// outside Rust, by the Python bindings, come back through these).
    pub fn op_at(&self, index: usize) -> Option<OpId> {
        (index < self.ops.len()).then(|| OpId::new(index))
    }

    /// The handle of value `index` of the arena, if it has one.
    pub fn value_at(&self, index: usize) -> Option<ValueId> {
        (index < self.values.len()).then(|| ValueId::new(index))
    }

    /// The handle of block `index` of the arena, if it has one.
    pub fn block_at(&self, index: usize) -> Option<BlockId> {
        (index < self.blocks.len()).then(|| BlockId::new(index))
    }

    /// The handle of region `index` of the arena, if it has one.
    pub fn region_at(&self, index: usize) -> Option<RegionId> {
        (index < self.regions.len()).then(|| RegionId::new(index))
    }

    /// Creates a detached op with no operands, results or attributes.
    pub fn create_op(&mut self, name: impl Into<OpName>, span: Span) -> OpId {
        self.edits += 1;
        let id = OpId::new(self.ops.len());
        let name = name.into();
        self.seen.insert(&name);
        self.ops.push(Operation {
            name,
            operands: Values::new(),
            results: Values::new(),
            attrs: Default::default(),
            regions: ThinVec::new(),
            successors: ThinVec::new(),
            span,
        });
        self.links.push(Link::default());
        id
    }

    /// Every type a value of the arena has or had, each once.
    pub fn types(&self) -> impl Iterator<Item = &Type> {
        self.types.0.iter()
    }

    /// The handle of `v`'s type: values of equal types have the same.
    pub fn type_id(&self, v: ValueId) -> TypeId {
        self.values[v.index()].ty
    }

    /// The type of `v`.
    pub fn type_of(&self, v: ValueId) -> &Type {
        &self.types.0[self.values[v.index()].ty.index()]
    }

    /// Makes `ty` the type of `v`.
    pub fn set_type(&mut self, v: ValueId, ty: Type) {
        self.edits += 1;
        self.values[v.index()].ty = self.types.intern(ty);
    }

    /// Appends a result of type `ty` to `op`.
    pub fn add_result(&mut self, op: OpId, ty: Type) -> ValueId {
        self.edits += 1;
        let idx = self.ops[op.index()].results.len() as u32;
        let v = ValueId::new(self.values.len());
        let ty = self.types.intern(ty);
        self.values.push(Value {
            ty,
            def: ValueDef::Result(op, idx),
        });
        self.ops[op.index()].results.push(v);
        v
    }

    /// Removes result `k` of `op`, which nothing uses; later results move
    /// down one.
    pub fn remove_result(&mut self, op: OpId, k: usize) {
        self.edits += 1;
        self.ops[op.index()].results.remove(k);
        for (i, &v) in self.ops[op.index()].results.iter().enumerate().skip(k) {
            self.values[v.index()].def = ValueDef::Result(op, i as u32);
        }
    }

    /// Appends an empty region to `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        self.edits += 1;
        let r = RegionId::new(self.regions.len());
        self.regions.push(Region {
            blocks: Vec::new(),
            parent: op,
        });
        self.ops[op.index()].regions.push(r);
        self.links[op.index()].nested = true;
        r
    }

    /// Makes region `r` of `op` its first (MLIR's generic form lists
    /// `scf.index_switch`'s default region first; its syntax writes it last).
    pub fn move_region_to_front(&mut self, op: OpId, r: RegionId) {
        self.edits += 1;
        let regions = &mut self.ops[op.index()].regions;
        if let Some(i) = regions.iter().position(|&x| x == r) {
            regions[..=i].rotate_right(1);
        }
    }

    /// Moves the regions of `from` to `to`, which has none.
    pub fn move_regions(&mut self, from: OpId, to: OpId) {
        self.edits += 1;
        let regions = std::mem::take(&mut self.ops[from.index()].regions);
        for &r in &regions {
            self.regions[r.index()].parent = to;
        }
        self.links[from.index()].nested = false;
        self.links[to.index()].nested = !regions.is_empty();
        self.ops[to.index()].regions = regions;
    }

    /// Detaches the last region of `op` from it, if any.
    pub fn pop_region(&mut self, op: OpId) -> Option<RegionId> {
        self.edits += 1;
        let regions = &mut self.ops[op.index()].regions;
        let last = regions.pop();
        self.links[op.index()].nested = !regions.is_empty();
        last
    }

    /// The block holding `op`; `None` when it is detached.
    pub fn block_of(&self, op: OpId) -> Option<BlockId> {
        self.links[op.index()].parent
    }

    /// Appends an empty block to `region`.
    pub fn add_block(&mut self, region: RegionId, span: Span) -> BlockId {
        self.edits += 1;
        let b = BlockId::new(self.blocks.len());
        self.blocks.push(Block {
            args: Vec::new(),
            first: None,
            last: None,
            len: 0,
            parent: region,
            span,
        });
        self.regions[region.index()].blocks.push(b);
        b
    }

    /// Removes argument `k` of `block`, which nothing uses; later arguments
    /// move down one.
    pub fn remove_block_arg(&mut self, block: BlockId, k: usize) {
        self.edits += 1;
        self.blocks[block.index()].args.remove(k);
        for (i, &v) in self.blocks[block.index()].args.iter().enumerate().skip(k) {
            self.values[v.index()].def = ValueDef::BlockArg(block, i as u32);
        }
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> ValueId {
        self.edits += 1;
        let idx = self.blocks[block.index()].args.len() as u32;
        let v = ValueId::new(self.values.len());
        let ty = self.types.intern(ty);
        self.values.push(Value {
            ty,
            def: ValueDef::BlockArg(block, idx),
        });
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Appends the detached `op` at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last;
        self.link(op, block, last, None);
    }

    /// The single block of the top-level module.
    pub fn top_block(&self) -> BlockId {
        self.regions[self.ops[self.top.index()].regions[0].index()].blocks[0]
    }

    /// The op-table kind of `op`, if it is in the table.
    pub fn kind(&self, op: OpId) -> Option<OpKind> {
        self.ops[op.index()].name.kind()
    }

    /// Gives `op` another name (and with it another kind).
    pub fn rename(&mut self, op: OpId, name: impl Into<OpName>) {
        let name = name.into();
        self.seen.insert(&name);
        self[op].name = name;
    }

    /// Whether an op of `kind` may be in the IR: `false` when none was ever
    /// created, so a pass looking for such ops can skip its walk.
    pub fn may_contain(&self, kind: OpKind) -> bool {
        self.seen.contains(kind)
    }

    /// Whether an op of a kind `pred` accepts may be in the IR
    /// ([`Ir::may_contain`] of each).
    pub fn may_contain_any(&self, pred: impl Fn(OpKind) -> bool) -> bool {
        OpKind::ALL
            .iter()
            .any(|&k| self.seen.contains(k) && pred(k))
    }

    /// Whether `op` is of `kind`.
    pub fn is(&self, op: OpId, kind: OpKind) -> bool {
        self.kind(op) == Some(kind)
    }

    /// `op` as a `V`, if it is of `V`'s kind.
    pub fn view<V: View>(&self, op: OpId) -> Option<V> {
        self.is(op, V::KIND).then(|| V::wrap(op))
    }

    /// The ops of `ops` that are `V`s.
    pub fn views<'a, V: View + 'a>(
        &'a self,
        ops: impl IntoIterator<Item = OpId> + 'a,
    ) -> impl Iterator<Item = V> + 'a {
        ops.into_iter().filter_map(|o| self.view(o))
    }

    /// The attributes of `op`, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[AttrEntry] {
        self.attrs.get(self.ops[op.index()].attrs)
    }

    /// Every attribute of every op, attached or not, and the `unit`s left
    /// where lists moved: for a quick scan that needs no walk.
    pub fn every_attr(&self) -> impl Iterator<Item = &AttrEntry> {
        self.attrs.all().iter()
    }

    /// The attributes of `op`, to change their values in place.
    pub fn attrs_mut(&mut self, op: OpId) -> &mut [AttrEntry] {
        self.edits += 1;
        self.attrs.get_mut(self.ops[op.index()].attrs)
    }

    /// Makes `entries` the attributes of `op` (in their order: sorted by
    /// name unless the caller means otherwise).
    pub fn set_attrs(&mut self, op: OpId, entries: impl IntoIterator<Item = AttrEntry>) {
        self.edits += 1;
        self.attrs.replace(&mut self.ops[op.index()].attrs, entries);
    }

    /// Appends `entries` to the attributes of `op` (the parser's list, to be
    /// sorted after).
    pub(crate) fn extend_attrs(&mut self, op: OpId, entries: impl IntoIterator<Item = AttrEntry>) {
        self.edits += 1;
        self.attrs.extend(&mut self.ops[op.index()].attrs, entries);
    }

    /// Takes the attributes of `op` out, leaving it none.
    pub fn take_attrs(&mut self, op: OpId) -> Vec<AttrEntry> {
        self.edits += 1;
        self.attrs.take(&mut self.ops[op.index()].attrs)
    }

    /// Removes every attribute of `op`.
    pub fn clear_attrs(&mut self, op: OpId) {
        self.edits += 1;
        self.attrs.clear(&mut self.ops[op.index()].attrs);
    }

    /// Keeps the attributes of `op` that `keep` accepts.
    pub fn retain_attrs(&mut self, op: OpId, keep: impl FnMut(&AttrEntry) -> bool) {
        self.edits += 1;
        self.attrs.retain(&mut self.ops[op.index()].attrs, keep);
    }

    /// Attribute `name` of `op`.
    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attr> {
        let attrs = self.attrs(op);
        // Most ops have a handful: a scan (lengths differ first) beats a search.
        if attrs.len() <= 8 {
            return attrs.iter().find(|(k, _)| k.is(name)).map(|(_, a)| a);
        }
        attrs
            .binary_search_by(|(k, _)| k.as_str().cmp(name))
            .ok()
            .map(|i| &attrs[i].1)
    }

    /// Integer value of attribute `name` of `op`.
    pub fn int_attr(&self, op: OpId, name: &str) -> Option<i128> {
        self.attr(op, name).and_then(Attr::as_int)
    }

    /// Sets (or replaces) attribute `name` of `op`, keeping the list sorted.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attr) {
        self.set_attr_named(op, AttrName::new(name), value);
    }

    /// [`Ir::set_attr`] with the name at hand.
    pub fn set_attr_named(&mut self, op: OpId, name: AttrName, value: Attr) {
        match self.attr_slot(op, &name) {
            Ok(i) => self.attrs_mut(op)[i].1 = value,
            Err(i) => {
                self.edits += 1;
                self.attrs
                    .insert(&mut self.ops[op.index()].attrs, i, (name, value))
            }
        }
    }

    /// Where attribute `name` of `op` is (`Ok`) or goes (`Err`).
    fn attr_slot(&self, op: OpId, name: &str) -> Result<usize, usize> {
        self.attrs(op)
            .binary_search_by(|(k, _)| k.as_str().cmp(name))
    }

    /// Removes attribute `name` of `op`.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attr> {
        self.edits += 1;
        let i = self.attr_slot(op, name).ok()?;
        Some(self.attrs.remove(&mut self.ops[op.index()].attrs, i).1)
    }

    /// The op that defines `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }

    /// The op that contains `op`, if any.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.links[op.index()].parent?;
        Some(self.regions[self.blocks[b.index()].parent.index()].parent)
    }

    /// The op owning the region that holds `block`.
    pub fn block_owner(&self, block: BlockId) -> OpId {
        self.regions[self.blocks[block.index()].parent.index()].parent
    }

    /// The nearest ancestor (excluding `op`) whose name satisfies `pred`.
    pub fn ancestor(&self, op: OpId, pred: impl Fn(&str) -> bool) -> Option<OpId> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if pred(&self.ops[p.index()].name) {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    /// All ops nested in `op` (not including it), in pre-order.
    pub fn walk(&self, op: OpId) -> Vec<OpId> {
        // The whole IR's walk holds about every op.
        let mut out = Vec::with_capacity(if op == self.top { self.ops.len() } else { 0 });
        self.walk_into(op, &mut out);
        out
    }

    fn walk_into(&self, op: OpId, out: &mut Vec<OpId>) {
        self.walk_where_into(op, &|_| true, out);
    }

    /// [`Ir::walk`] for a caller that looks only for ops of `kinds`: empty,
    /// without walking, when none of them was ever created.
    pub fn walk_for(&self, op: OpId, kinds: &[OpKind]) -> Vec<OpId> {
        if kinds.iter().any(|&k| self.may_contain(k)) {
            self.walk(op)
        } else {
            Vec::new()
        }
    }

    /// The `V`s nested in `op`, in pre-order ([`Ir::walk_for`]).
    pub fn walk_views<'a, V: View + 'a>(&'a self, op: OpId) -> impl Iterator<Item = V> + 'a {
        self.views(self.walk_for(op, &[V::KIND]))
    }

    /// The ops nested in `op` (not including it), in pre-order, entering the
    /// regions only of the ops `descend` accepts.
    pub fn walk_where(&self, op: OpId, descend: impl Fn(OpId) -> bool) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_where_into(op, &descend, &mut out);
        out
    }

    fn walk_where_into(&self, op: OpId, descend: &dyn Fn(OpId) -> bool, out: &mut Vec<OpId>) {
        for &r in &self.ops[op.index()].regions {
            for &b in &self.regions[r.index()].blocks {
                for o in self.ops_in(b) {
                    out.push(o);
                    if self.links[o.index()].nested && descend(o) {
                        self.walk_where_into(o, descend, out);
                    }
                }
            }
        }
    }

    /// Ops directly inside the regions of `op`, in order.
    pub fn children(&self, op: OpId) -> impl Iterator<Item = OpId> + '_ {
        self.ops[op.index()]
            .regions()
            .iter()
            .flat_map(move |r| self.regions[r.index()].blocks.iter())
            .flat_map(move |&b| self.ops_in(b))
    }
}

impl Ir {
    /// Structural equality: the same ops in the same nesting and order with the
    /// same names, attributes, types, successors and use-def graph (values are
    /// matched by where they are defined, not by handle).
    pub fn structurally_equal(&self, other: &Ir) -> bool {
        let mut map = std::collections::HashMap::new();
        same_op(self, other, self.top, other.top, &mut map)
    }
}

fn same_op(
    a: &Ir,
    b: &Ir,
    x: OpId,
    y: OpId,
    map: &mut std::collections::HashMap<ValueId, ValueId>,
) -> bool {
    let (ox, oy) = (&a[x], &b[y]);
    let operands_match = ox.operands.len() == oy.operands.len()
        && ox
            .operands
            .iter()
            .zip(&oy.operands)
            .all(|(u, v)| map.get(u) == Some(v));
    let succ_index = |ir: &Ir, s: &Successor| {
        ir[ir[s.block].parent]
            .blocks
            .iter()
            .position(|&blk| blk == s.block)
    };
    let successors_match = ox.successors.len() == oy.successors.len()
        && ox.successors.iter().zip(&oy.successors).all(|(s, t)| {
            succ_index(a, s) == succ_index(b, t)
                && s.args.len() == t.args.len()
                && s.args
                    .iter()
                    .zip(&t.args)
                    .all(|(u, v)| map.get(u) == Some(v))
        });
    if ox.name != oy.name
        || a.attrs(x) != b.attrs(y)
        || !operands_match
        || !successors_match
        || ox.results.len() != oy.results.len()
        || ox.regions.len() != oy.regions.len()
    {
        return false;
    }
    for (&r, &s) in ox.results.iter().zip(&oy.results) {
        if a.type_of(r) != b.type_of(s) {
            return false;
        }
        map.insert(r, s);
    }
    // Block arguments first, so that forward references inside regions resolve.
    for (&ra, &rb) in ox.regions.iter().zip(&oy.regions) {
        if a[ra].blocks.len() != b[rb].blocks.len() {
            return false;
        }
        for (&ba, &bb) in a[ra].blocks.iter().zip(&b[rb].blocks) {
            if a[ba].args.len() != b[bb].args.len() || a.op_count(ba) != b.op_count(bb) {
                return false;
            }
            for (&u, &v) in a[ba].args.iter().zip(&b[bb].args) {
                if a.type_of(u) != b.type_of(v) {
                    return false;
                }
                map.insert(u, v);
            }
        }
        // Results of all ops in the region, so that uses before definitions match.
        for (&ba, &bb) in a[ra].blocks.iter().zip(&b[rb].blocks) {
            for (p, q) in a.ops_in(ba).zip(b.ops_in(bb)) {
                for (&r, &s) in a[p].results.iter().zip(&b[q].results) {
                    map.insert(r, s);
                }
            }
        }
        for (&ba, &bb) in a[ra].blocks.iter().zip(&b[rb].blocks) {
            for (p, q) in a.ops_in(ba).zip(b.ops_in(bb)) {
                if !same_op(a, b, p, q, map) {
                    return false;
                }
            }
        }
    }
    true
}
