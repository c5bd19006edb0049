// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.
// Regenerate: UPDATE_VIEWS=1 cargo test -p dialect views_are_current

//! Typed views and builders of the ops of the table the workspace uses:
//! a view is the op's handle with a getter and setter per declared
//! attribute; a builder sets them by name-checked methods. Only what
//! some code uses is generated (ops/uses.rs); to use one that is not
//! here from the dialect crate itself, first regenerate everything
//! (UPDATE_VIEWS=all), then trim (UPDATE_VIEWS=1).

#![allow(clippy::all)]

use super::access;
use super::builder::OpBuilder;
use super::IntTy;
use super::IntOrValue;
use crate::ir::cases::{WireBundle, DmaChannelDir, LockAction, LockBlocking, ObjectFifoPort, CascadeDir, CmpIPredicate, CmpFPredicate, TileType, TraceModeAttr, TracePacketType, TraceShimRouting, ComboLogic, EdgeTrigger, CombiningKind, StateTableFunc, ScratchpadParameterKind, ShuffleMode, EmitCCmpPredicate, PrintPunctuation};
use crate::ir::{AffineMap, Attr, BdIteration, Ir, MergeSlot, OpId, OpKind, Span, TraceBuffer, TraceSlice, Type, ValueId, View};

/// `aie.device`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Device(OpId);

impl View for Device {
    const KIND: OpKind = OpKind::Device;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Device(op)
    }
}

impl Device {
    /// Starts building a `aie.device`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Device> {
        OpBuilder::new(ir, span)
    }
    /// `device`: string attribute (required).
    pub fn device(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "device");
        access::str(a)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (default "main").
    pub fn sym_name(self, ir: &Ir) -> &str {
        ir.attr(self.0, "sym_name").map_or("main", |a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `has_ctrl_pkt_overlay`: bool attribute (optional).
    pub fn has_ctrl_pkt_overlay(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "has_ctrl_pkt_overlay").map(|a| access::bool(a))
    }
    /// Sets `has_ctrl_pkt_overlay`.
    pub fn set_has_ctrl_pkt_overlay(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "has_ctrl_pkt_overlay", Attr::Bool(v))
    }
    /// `needs_ctrl_pkt_overlay`: bool attribute (optional).
    pub fn needs_ctrl_pkt_overlay(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "needs_ctrl_pkt_overlay").map(|a| access::bool(a))
    }
}

impl OpBuilder<'_, Device> {
    /// `device`: string attribute (required).
    pub fn device(self, v: &str) -> Self {
        self.attr("device", access::str_attr(v))
    }
    /// `sym_name`: string attribute (default "main").
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `has_ctrl_pkt_overlay`: bool attribute (optional).
    pub fn has_ctrl_pkt_overlay(self, v: bool) -> Self {
        self.attr("has_ctrl_pkt_overlay", Attr::Bool(v))
    }
    /// `needs_ctrl_pkt_overlay`: bool attribute (optional).
    pub fn needs_ctrl_pkt_overlay(self, v: bool) -> Self {
        self.attr("needs_ctrl_pkt_overlay", Attr::Bool(v))
    }
}

/// `aie.tile`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(OpId);

impl View for Tile {
    const KIND: OpKind = OpKind::Tile;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Tile(op)
    }
}

impl Tile {
    /// Starts building a `aie.tile`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Tile> {
        OpBuilder::new(ir, span)
    }
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "col");
        access::int(a)
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "allocation_scheme").map(|a| access::str(a))
    }
    /// Sets `allocation_scheme`.
    pub fn set_allocation_scheme(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "allocation_scheme", access::str_attr(v))
    }
    /// `controller_id`: attribute (optional).
    pub fn controller_id(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "controller_id").map(|a| a)
    }
    /// Sets `controller_id`.
    pub fn set_controller_id(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "controller_id", v)
    }
    /// `aiex.reserved_bd_ids`: 32-bit signless integer array attribute (optional).
    pub fn aiex_reserved_bd_ids(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "aiex.reserved_bd_ids").map(|a| access::dense_ints(a))
    }
    /// Sets `aiex.reserved_bd_ids`.
    pub fn set_aiex_reserved_bd_ids(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "aiex.reserved_bd_ids", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `ctrl_pkt_trunk_chan`: 32-bit signless integer attribute (optional).
    pub fn ctrl_pkt_trunk_chan(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "ctrl_pkt_trunk_chan").map(|a| access::int(a))
    }
    /// Sets `ctrl_pkt_trunk_chan`.
    pub fn set_ctrl_pkt_trunk_chan(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ctrl_pkt_trunk_chan", access::int_attr(v, IntTy::I32))
    }
    /// `ctrl_pkt_shim_chan`: 32-bit signless integer attribute (optional).
    pub fn ctrl_pkt_shim_chan(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "ctrl_pkt_shim_chan").map(|a| access::int(a))
    }
    /// Sets `ctrl_pkt_shim_chan`.
    pub fn set_ctrl_pkt_shim_chan(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ctrl_pkt_shim_chan", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, Tile> {
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, v: i64) -> Self {
        self.attr("col", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, v: &str) -> Self {
        self.attr("allocation_scheme", access::str_attr(v))
    }
    /// `controller_id`: attribute (optional).
    pub fn controller_id(self, v: Attr) -> Self {
        self.attr("controller_id", v)
    }
    /// `aiex.reserved_bd_ids`: 32-bit signless integer array attribute (optional).
    pub fn aiex_reserved_bd_ids(self, v: &[i64]) -> Self {
        self.attr("aiex.reserved_bd_ids", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `ctrl_pkt_trunk_chan`: 32-bit signless integer attribute (optional).
    pub fn ctrl_pkt_trunk_chan(self, v: i64) -> Self {
        self.attr("ctrl_pkt_trunk_chan", access::int_attr(v, IntTy::I32))
    }
    /// `ctrl_pkt_shim_chan`: 32-bit signless integer attribute (optional).
    pub fn ctrl_pkt_shim_chan(self, v: i64) -> Self {
        self.attr("ctrl_pkt_shim_chan", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.logical_tile`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LogicalTile(OpId);

impl View for LogicalTile {
    const KIND: OpKind = OpKind::LogicalTile;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        LogicalTile(op)
    }
}

impl LogicalTile {
    /// The name of `tile_type` (for messages).
    pub const TILE_TYPE: &'static str = "tile_type";
    /// `tile_type`: a tile type (required).
    pub fn tile_type(self, ir: &Ir) -> TileType {
        let a = access::required(ir, self.0, "tile_type");
        access::case::<TileType>(a)
    }
    /// `col`: 32-bit signless integer attribute (optional).
    pub fn col(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "col").map(|a| access::int(a))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "allocation_scheme").map(|a| access::str(a))
    }
    /// Sets `allocation_scheme`.
    pub fn set_allocation_scheme(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "allocation_scheme", access::str_attr(v))
    }
}

/// `aie.end`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct End(OpId);

impl View for End {
    const KIND: OpKind = OpKind::End;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        End(op)
    }
}

impl End {
    /// Starts building a `aie.end`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, End> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.core`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Core(OpId);

impl View for Core {
    const KIND: OpKind = OpKind::Core;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Core(op)
    }
}

impl Core {
    /// Starts building a `aie.core`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Core> {
        OpBuilder::new(ir, span)
    }
    /// The name of `stack_size` (for messages).
    pub const STACK_SIZE: &'static str = "stack_size";
    /// `stack_size`: 32-bit signless integer attribute (default 1024).
    pub fn stack_size(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "stack_size").map_or(1024, |a| access::int(a))
    }
    /// Sets `stack_size`.
    pub fn set_stack_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "stack_size", access::int_attr(v, IntTy::I32))
    }
    /// `stack_address`: 32-bit signless integer attribute (optional).
    pub fn stack_address(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "stack_address").map(|a| access::int(a))
    }
    /// Sets `stack_address`.
    pub fn set_stack_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "stack_address", access::int_attr(v, IntTy::I32))
    }
    /// `stack_bank`: 32-bit signless integer attribute (optional).
    pub fn stack_bank(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "stack_bank").map(|a| access::int(a))
    }
    /// The name of `measured_stack_size` (for messages).
    pub const MEASURED_STACK_SIZE: &'static str = "measured_stack_size";
    /// `measured_stack_size`: 32-bit signless integer attribute (optional).
    pub fn measured_stack_size(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "measured_stack_size").map(|a| access::int(a))
    }
    /// `data_size`: 32-bit signless integer attribute (optional).
    pub fn data_size(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "data_size").map(|a| access::int(a))
    }
    /// The name of `measured_data_size` (for messages).
    pub const MEASURED_DATA_SIZE: &'static str = "measured_data_size";
    /// `measured_data_size`: 32-bit signless integer attribute (optional).
    pub fn measured_data_size(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "measured_data_size").map(|a| access::int(a))
    }
    /// The name of `measured_bank_sizes` (for messages).
    pub const MEASURED_BANK_SIZES: &'static str = "measured_bank_sizes";
    /// `measured_bank_sizes`: 32-bit signless integer array attribute (optional).
    pub fn measured_bank_sizes(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "measured_bank_sizes").map(|a| access::dense_ints(a))
    }
    /// `measured_data_ranges`: 32-bit signless integer array attribute (optional).
    pub fn measured_data_ranges(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "measured_data_ranges").map(|a| access::dense_ints(a))
    }
    /// `elf_file`: string attribute (optional).
    pub fn elf_file(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "elf_file").map(|a| access::str(a))
    }
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "link_with").map(|a| access::str(a))
    }
    /// Sets `link_with`.
    pub fn set_link_with(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "link_with", access::str_attr(v))
    }
    /// `link_files`: attribute (optional).
    pub fn link_files(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "link_files").map(|a| a)
    }
    /// Sets `link_files`.
    pub fn set_link_files(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "link_files", v)
    }
    /// `dynamic_objfifo_lowering`: bool attribute (optional).
    pub fn dynamic_objfifo_lowering(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "dynamic_objfifo_lowering").map(|a| access::bool(a))
    }
    /// `link_merge_files`: attribute (optional).
    pub fn link_merge_files(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "link_merge_files").map(|a| a)
    }
    /// Sets `link_merge_files`.
    pub fn set_link_merge_files(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "link_merge_files", v)
    }
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "emit_parameter_sync_preamble").map(|a| access::bool(a))
    }
    /// Sets `emit_parameter_sync_preamble`.
    pub fn set_emit_parameter_sync_preamble(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "emit_parameter_sync_preamble", Attr::Bool(v))
    }
    /// The name of `measured_data_alignment` (for messages).
    pub const MEASURED_DATA_ALIGNMENT: &'static str = "measured_data_alignment";
    /// `measured_data_alignment`: 32-bit signless integer attribute (optional).
    pub fn measured_data_alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "measured_data_alignment").map(|a| access::int(a))
    }
    /// The name of `measured_bank_alignments` (for messages).
    pub const MEASURED_BANK_ALIGNMENTS: &'static str = "measured_bank_alignments";
    /// `measured_bank_alignments`: 32-bit signless integer array attribute (optional).
    pub fn measured_bank_alignments(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "measured_bank_alignments").map(|a| access::dense_ints(a))
    }
    /// The name of `data_origin` (for messages).
    pub const DATA_ORIGIN: &'static str = "data_origin";
    /// `data_origin`: 32-bit signless integer attribute (optional).
    pub fn data_origin(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "data_origin").map(|a| access::int(a))
    }
    /// Sets `data_origin`.
    pub fn set_data_origin(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "data_origin", access::int_attr(v, IntTy::I32))
    }
    /// The name of `data_length` (for messages).
    pub const DATA_LENGTH: &'static str = "data_length";
    /// `data_length`: 32-bit signless integer attribute (optional).
    pub fn data_length(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "data_length").map(|a| access::int(a))
    }
    /// Sets `data_length`.
    pub fn set_data_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "data_length", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, Core> {
    /// `stack_size`: 32-bit signless integer attribute (default 1024).
    pub fn stack_size(self, v: i64) -> Self {
        self.attr("stack_size", access::int_attr(v, IntTy::I32))
    }
    /// `stack_address`: 32-bit signless integer attribute (optional).
    pub fn stack_address(self, v: i64) -> Self {
        self.attr("stack_address", access::int_attr(v, IntTy::I32))
    }
    /// `stack_bank`: 32-bit signless integer attribute (optional).
    pub fn stack_bank(self, v: i64) -> Self {
        self.attr("stack_bank", access::int_attr(v, IntTy::I32))
    }
    /// `measured_stack_size`: 32-bit signless integer attribute (optional).
    pub fn measured_stack_size(self, v: i64) -> Self {
        self.attr("measured_stack_size", access::int_attr(v, IntTy::I32))
    }
    /// `data_size`: 32-bit signless integer attribute (optional).
    pub fn data_size(self, v: i64) -> Self {
        self.attr("data_size", access::int_attr(v, IntTy::I32))
    }
    /// `measured_data_size`: 32-bit signless integer attribute (optional).
    pub fn measured_data_size(self, v: i64) -> Self {
        self.attr("measured_data_size", access::int_attr(v, IntTy::I32))
    }
    /// `measured_bank_sizes`: 32-bit signless integer array attribute (optional).
    pub fn measured_bank_sizes(self, v: &[i64]) -> Self {
        self.attr("measured_bank_sizes", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `measured_data_ranges`: 32-bit signless integer array attribute (optional).
    pub fn measured_data_ranges(self, v: &[i64]) -> Self {
        self.attr("measured_data_ranges", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `elf_file`: string attribute (optional).
    pub fn elf_file(self, v: &str) -> Self {
        self.attr("elf_file", access::str_attr(v))
    }
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, v: &str) -> Self {
        self.attr("link_with", access::str_attr(v))
    }
    /// `link_files`: attribute (optional).
    pub fn link_files(self, v: Attr) -> Self {
        self.attr("link_files", v)
    }
    /// `dynamic_objfifo_lowering`: bool attribute (optional).
    pub fn dynamic_objfifo_lowering(self, v: bool) -> Self {
        self.attr("dynamic_objfifo_lowering", Attr::Bool(v))
    }
    /// `link_merge_files`: attribute (optional).
    pub fn link_merge_files(self, v: Attr) -> Self {
        self.attr("link_merge_files", v)
    }
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, v: bool) -> Self {
        self.attr("emit_parameter_sync_preamble", Attr::Bool(v))
    }
    /// `measured_data_alignment`: 32-bit signless integer attribute (optional).
    pub fn measured_data_alignment(self, v: i64) -> Self {
        self.attr("measured_data_alignment", access::int_attr(v, IntTy::I32))
    }
    /// `measured_bank_alignments`: 32-bit signless integer array attribute (optional).
    pub fn measured_bank_alignments(self, v: &[i64]) -> Self {
        self.attr("measured_bank_alignments", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `data_origin`: 32-bit signless integer attribute (optional).
    pub fn data_origin(self, v: i64) -> Self {
        self.attr("data_origin", access::int_attr(v, IntTy::I32))
    }
    /// `data_length`: 32-bit signless integer attribute (optional).
    pub fn data_length(self, v: i64) -> Self {
        self.attr("data_length", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.buffer`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Buffer(OpId);

impl View for Buffer {
    const KIND: OpKind = OpKind::Buffer;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Buffer(op)
    }
}

impl Buffer {
    /// Starts building a `aie.buffer`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Buffer> {
        OpBuilder::new(ir, span)
    }
    /// `initial_value`: dense elements attribute (optional).
    pub fn initial_value(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initial_value").map(|a| a)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `address`: 32-bit signless integer attribute (optional).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "address").map(|a| access::int(a))
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::I32))
    }
    /// `mem_bank`: 32-bit signless integer attribute (optional).
    pub fn mem_bank(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "mem_bank").map(|a| access::int(a))
    }
    /// Sets `mem_bank`.
    pub fn set_mem_bank(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "mem_bank", access::int_attr(v, IntTy::I32))
    }
    /// Removes `mem_bank`.
    pub fn remove_mem_bank(self, ir: &mut Ir) {
        ir.remove_attr(self.0, "mem_bank");
    }
    /// `core_data`: unit attribute (optional).
    pub fn core_data(self, ir: &Ir) -> bool {
        ir.attr(self.0, "core_data").is_some()
    }
    /// `bank_reserved`: unit attribute (optional).
    pub fn bank_reserved(self, ir: &Ir) -> bool {
        ir.attr(self.0, "bank_reserved").is_some()
    }
    /// `aligned`: bool attribute (default true).
    pub fn aligned(self, ir: &Ir) -> bool {
        ir.attr(self.0, "aligned").map_or(true, |a| access::bool(a))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "alloc_group").map(|a| access::str(a))
    }
    /// Sets `alloc_group`.
    pub fn set_alloc_group(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "alloc_group", access::str_attr(v))
    }
}

impl OpBuilder<'_, Buffer> {
    /// `initial_value`: dense elements attribute (optional).
    pub fn initial_value(self, v: Attr) -> Self {
        self.attr("initial_value", v)
    }
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `address`: 32-bit signless integer attribute (optional).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::I32))
    }
    /// `mem_bank`: 32-bit signless integer attribute (optional).
    pub fn mem_bank(self, v: i64) -> Self {
        self.attr("mem_bank", access::int_attr(v, IntTy::I32))
    }
    /// `core_data`: unit attribute (optional).
    pub fn core_data(self, on: bool) -> Self {
        if on { self.attr("core_data", Attr::Unit) } else { self }
    }
    /// `bank_reserved`: unit attribute (optional).
    pub fn bank_reserved(self, on: bool) -> Self {
        if on { self.attr("bank_reserved", Attr::Unit) } else { self }
    }
    /// `aligned`: bool attribute (default true).
    pub fn aligned(self, v: bool) -> Self {
        self.attr("aligned", Attr::Bool(v))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, v: &str) -> Self {
        self.attr("alloc_group", access::str_attr(v))
    }
}

/// `aie.external_buffer`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExternalBuffer(OpId);

impl View for ExternalBuffer {
    const KIND: OpKind = OpKind::ExternalBuffer;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ExternalBuffer(op)
    }
}

impl ExternalBuffer {
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `address`: 64-bit signless integer attribute (optional).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "address").map(|a| access::int(a))
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::I64))
    }
}

/// `aie.lock`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lock(OpId);

impl View for Lock {
    const KIND: OpKind = OpKind::Lock;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Lock(op)
    }
}

impl Lock {
    /// Starts building a `aie.lock`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Lock> {
        OpBuilder::new(ir, span)
    }
    /// `lockID`: 32-bit signless integer attribute (optional).
    pub fn lock_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "lockID").map(|a| access::int(a))
    }
    /// Sets `lockID`.
    pub fn set_lock_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lockID", access::int_attr(v, IntTy::I32))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `init`: 32-bit signless integer attribute (optional).
    pub fn init(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "init").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, Lock> {
    /// `lockID`: 32-bit signless integer attribute (optional).
    pub fn lock_id(self, v: i64) -> Self {
        self.attr("lockID", access::int_attr(v, IntTy::I32))
    }
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `init`: 32-bit signless integer attribute (optional).
    pub fn init(self, v: i64) -> Self {
        self.attr("init", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.use_lock`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UseLock(OpId);

impl View for UseLock {
    const KIND: OpKind = OpKind::UseLock;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        UseLock(op)
    }
}

impl UseLock {
    /// Starts building a `aie.use_lock`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, UseLock> {
        OpBuilder::new(ir, span)
    }
    /// `action`: a lock action (required).
    pub fn action(self, ir: &Ir) -> LockAction {
        let a = access::required(ir, self.0, "action");
        access::case::<LockAction>(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (default 1). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> i64 {
        access::scalar(ir, self.0, "value", IntTy::I32).unwrap_or(1)
    }
    /// Sets `value` as an attribute, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "value", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "value")
    }
    /// Makes the operand `v` hold `value`.
    pub fn set_value_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "value", v)
    }
    /// `blocking`: a lock blocking mode (optional).
    pub fn blocking(self, ir: &Ir) -> Option<LockBlocking> {
        ir.attr(self.0, "blocking").map(|a| access::case::<LockBlocking>(a))
    }
}

impl OpBuilder<'_, UseLock> {
    /// `action`: a lock action (required).
    pub fn action(self, v: LockAction) -> Self {
        self.attr("action", access::case_attr(v))
    }
    /// `value`: 32-bit signless integer attribute (default 1).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::I32))
    }
    /// `blocking`: a lock blocking mode (optional).
    pub fn blocking(self, v: LockBlocking) -> Self {
        self.attr("blocking", access::case_attr(v))
    }
}

/// `aie.event`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Event(OpId);

impl View for Event {
    const KIND: OpKind = OpKind::Event;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Event(op)
    }
}

impl Event {
    /// `val`: 32-bit signless integer attribute (required).
    pub fn val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "val");
        access::int(a)
    }
}

/// `aie.flow`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Flow(OpId);

impl View for Flow {
    const KIND: OpKind = OpKind::Flow;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Flow(op)
    }
}

impl Flow {
    /// Starts building a `aie.flow`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Flow> {
        OpBuilder::new(ir, span)
    }
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
}

impl OpBuilder<'_, Flow> {
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, v: WireBundle) -> Self {
        self.attr("source_bundle", access::case_attr(v))
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, v: i64) -> Self {
        self.attr("source_channel", access::int_attr(v, IntTy::I32))
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, v: WireBundle) -> Self {
        self.attr("dest_bundle", access::case_attr(v))
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, v: i64) -> Self {
        self.attr("dest_channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.packet_flow`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PacketFlow(OpId);

impl View for PacketFlow {
    const KIND: OpKind = OpKind::PacketFlow;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PacketFlow(op)
    }
}

impl PacketFlow {
    /// Starts building a `aie.packet_flow`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PacketFlow> {
        OpBuilder::new(ir, span)
    }
    /// The name of `ID` (for messages).
    pub const ID: &'static str = "ID";
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "ID");
        access::int(a)
    }
    /// Sets `ID`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ID", access::int_attr(v, IntTy::I8))
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 8-bit signless integer attribute (optional).
    pub fn mask(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "mask").map(|a| access::int(a))
    }
    /// `keep_pkt_header`: bool attribute (optional).
    pub fn keep_pkt_header(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "keep_pkt_header").map(|a| access::bool(a))
    }
    /// `priority_route`: bool attribute (optional).
    pub fn priority_route(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "priority_route").map(|a| access::bool(a))
    }
}

impl OpBuilder<'_, PacketFlow> {
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, v: i64) -> Self {
        self.attr("ID", access::int_attr(v, IntTy::I8))
    }
    /// `mask`: 8-bit signless integer attribute (optional).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::I8))
    }
    /// `keep_pkt_header`: bool attribute (optional).
    pub fn keep_pkt_header(self, v: bool) -> Self {
        self.attr("keep_pkt_header", Attr::Bool(v))
    }
    /// `priority_route`: bool attribute (optional).
    pub fn priority_route(self, v: bool) -> Self {
        self.attr("priority_route", Attr::Bool(v))
    }
}

/// `aie.packet_source`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PacketSource(OpId);

impl View for PacketSource {
    const KIND: OpKind = OpKind::PacketSource;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PacketSource(op)
    }
}

impl PacketSource {
    /// Starts building a `aie.packet_source`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PacketSource> {
        OpBuilder::new(ir, span)
    }
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

impl OpBuilder<'_, PacketSource> {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, v: WireBundle) -> Self {
        self.attr("bundle", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.packet_dest`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PacketDest(OpId);

impl View for PacketDest {
    const KIND: OpKind = OpKind::PacketDest;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PacketDest(op)
    }
}

impl PacketDest {
    /// Starts building a `aie.packet_dest`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PacketDest> {
        OpBuilder::new(ir, span)
    }
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

impl OpBuilder<'_, PacketDest> {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, v: WireBundle) -> Self {
        self.attr("bundle", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.switchbox`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Switchbox(OpId);

impl View for Switchbox {
    const KIND: OpKind = OpKind::Switchbox;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Switchbox(op)
    }
}

impl Switchbox {
    /// Starts building a `aie.switchbox`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Switchbox> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.shim_switchbox`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShimSwitchbox(OpId);

impl View for ShimSwitchbox {
    const KIND: OpKind = OpKind::ShimSwitchbox;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ShimSwitchbox(op)
    }
}

impl ShimSwitchbox {
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "col");
        access::int(a)
    }
}

/// `aie.shim_mux`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShimMux(OpId);

impl View for ShimMux {
    const KIND: OpKind = OpKind::ShimMux;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ShimMux(op)
    }
}

impl ShimMux {
    /// Starts building a `aie.shim_mux`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ShimMux> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.connect`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Connect(OpId);

impl View for Connect {
    const KIND: OpKind = OpKind::Connect;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Connect(op)
    }
}

impl Connect {
    /// Starts building a `aie.connect`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Connect> {
        OpBuilder::new(ir, span)
    }
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
}

impl OpBuilder<'_, Connect> {
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, v: WireBundle) -> Self {
        self.attr("source_bundle", access::case_attr(v))
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, v: i64) -> Self {
        self.attr("source_channel", access::int_attr(v, IntTy::I32))
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, v: WireBundle) -> Self {
        self.attr("dest_bundle", access::case_attr(v))
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, v: i64) -> Self {
        self.attr("dest_channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.amsel`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Amsel(OpId);

impl View for Amsel {
    const KIND: OpKind = OpKind::Amsel;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Amsel(op)
    }
}

impl Amsel {
    /// Starts building a `aie.amsel`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Amsel> {
        OpBuilder::new(ir, span)
    }
    /// `arbiterID`: 8-bit signless integer attribute (required).
    pub fn arbiter_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "arbiterID");
        access::int(a)
    }
    /// `msel`: 8-bit signless integer attribute (required).
    pub fn msel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "msel");
        access::int(a)
    }
    /// `deterministic_merge`: array of merge slot attributes (optional).
    pub fn deterministic_merge(self, ir: &Ir) -> Option<Vec<MergeSlot>> {
        ir.attr(self.0, "deterministic_merge").map(|a| access::merge_slots(a))
    }
}

impl OpBuilder<'_, Amsel> {
    /// `arbiterID`: 8-bit signless integer attribute (required).
    pub fn arbiter_id(self, v: i64) -> Self {
        self.attr("arbiterID", access::int_attr(v, IntTy::I8))
    }
    /// `msel`: 8-bit signless integer attribute (required).
    pub fn msel(self, v: i64) -> Self {
        self.attr("msel", access::int_attr(v, IntTy::I8))
    }
    /// `deterministic_merge`: array of merge slot attributes (optional).
    pub fn deterministic_merge(self, v: &[MergeSlot]) -> Self {
        self.attr("deterministic_merge", access::merge_slots_attr(v))
    }
}

/// `aie.masterset`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Masterset(OpId);

impl View for Masterset {
    const KIND: OpKind = OpKind::Masterset;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Masterset(op)
    }
}

impl Masterset {
    /// Starts building a `aie.masterset`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Masterset> {
        OpBuilder::new(ir, span)
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
    /// `keep_pkt_header`: attribute (optional).
    pub fn keep_pkt_header(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "keep_pkt_header").map(|a| a)
    }
}

impl OpBuilder<'_, Masterset> {
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, v: WireBundle) -> Self {
        self.attr("dest_bundle", access::case_attr(v))
    }
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, v: i64) -> Self {
        self.attr("dest_channel", access::int_attr(v, IntTy::I32))
    }
    /// `keep_pkt_header`: attribute (optional).
    pub fn keep_pkt_header(self, v: Attr) -> Self {
        self.attr("keep_pkt_header", v)
    }
}

/// `aie.packet_rules`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PacketRules(OpId);

impl View for PacketRules {
    const KIND: OpKind = OpKind::PacketRules;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PacketRules(op)
    }
}

impl PacketRules {
    /// Starts building a `aie.packet_rules`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PacketRules> {
        OpBuilder::new(ir, span)
    }
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
}

impl OpBuilder<'_, PacketRules> {
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, v: WireBundle) -> Self {
        self.attr("source_bundle", access::case_attr(v))
    }
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, v: i64) -> Self {
        self.attr("source_channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.rule`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rule(OpId);

impl View for Rule {
    const KIND: OpKind = OpKind::Rule;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Rule(op)
    }
}

impl Rule {
    /// Starts building a `aie.rule`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Rule> {
        OpBuilder::new(ir, span)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 8-bit signless integer attribute (required).
    pub fn mask(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "mask");
        access::int(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 8-bit signless integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::I8))
    }
}

impl OpBuilder<'_, Rule> {
    /// `mask`: 8-bit signless integer attribute (required).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::I8))
    }
    /// `value`: 8-bit signless integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::I8))
    }
}

/// `aie.wire`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wire(OpId);

impl View for Wire {
    const KIND: OpKind = OpKind::Wire;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Wire(op)
    }
}

impl Wire {
    /// Starts building a `aie.wire`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Wire> {
        OpBuilder::new(ir, span)
    }
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
}

impl OpBuilder<'_, Wire> {
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, v: WireBundle) -> Self {
        self.attr("source_bundle", access::case_attr(v))
    }
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, v: WireBundle) -> Self {
        self.attr("dest_bundle", access::case_attr(v))
    }
}

/// `aie.cascade_flow`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CascadeFlow(OpId);

impl View for CascadeFlow {
    const KIND: OpKind = OpKind::CascadeFlow;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CascadeFlow(op)
    }
}

impl CascadeFlow {
    /// Starts building a `aie.cascade_flow`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CascadeFlow> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.configure_cascade`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConfigureCascade(OpId);

impl View for ConfigureCascade {
    const KIND: OpKind = OpKind::ConfigureCascade;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ConfigureCascade(op)
    }
}

impl ConfigureCascade {
    /// Starts building a `aie.configure_cascade`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ConfigureCascade> {
        OpBuilder::new(ir, span)
    }
    /// `inputDir`: a cascade direction (required).
    pub fn input_dir(self, ir: &Ir) -> CascadeDir {
        let a = access::required(ir, self.0, "inputDir");
        access::case::<CascadeDir>(a)
    }
    /// `outputDir`: a cascade direction (required).
    pub fn output_dir(self, ir: &Ir) -> CascadeDir {
        let a = access::required(ir, self.0, "outputDir");
        access::case::<CascadeDir>(a)
    }
}

impl OpBuilder<'_, ConfigureCascade> {
    /// `inputDir`: a cascade direction (required).
    pub fn input_dir(self, v: CascadeDir) -> Self {
        self.attr("inputDir", access::case_attr(v))
    }
    /// `outputDir`: a cascade direction (required).
    pub fn output_dir(self, v: CascadeDir) -> Self {
        self.attr("outputDir", access::case_attr(v))
    }
}

/// `aie.put_cascade`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PutCascade(OpId);

impl View for PutCascade {
    const KIND: OpKind = OpKind::PutCascade;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PutCascade(op)
    }
}

impl PutCascade {
    /// Starts building a `aie.put_cascade`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PutCascade> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.get_cascade`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GetCascade(OpId);

impl View for GetCascade {
    const KIND: OpKind = OpKind::GetCascade;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        GetCascade(op)
    }
}

impl GetCascade {
    /// Starts building a `aie.get_cascade`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, GetCascade> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.memtile_dma`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemtileDma(OpId);

impl View for MemtileDma {
    const KIND: OpKind = OpKind::MemtileDma;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemtileDma(op)
    }
}

impl MemtileDma {
    /// Starts building a `aie.memtile_dma`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemtileDma> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.mem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mem(OpId);

impl View for Mem {
    const KIND: OpKind = OpKind::Mem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Mem(op)
    }
}

impl Mem {
    /// Starts building a `aie.mem`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Mem> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.shim_dma_allocation`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShimDmaAllocation(OpId);

impl View for ShimDmaAllocation {
    const KIND: OpKind = OpKind::ShimDmaAllocation;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ShimDmaAllocation(op)
    }
}

impl ShimDmaAllocation {
    /// Starts building a `aie.shim_dma_allocation`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ShimDmaAllocation> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: flat symbol reference attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::sym(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", Attr::sym(v))
    }
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 64-bit signless integer attribute (required).
    pub fn channel_index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_index");
        access::int(a)
    }
    /// Sets `channel_index`.
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I64))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `plio` (for messages).
    pub const PLIO: &'static str = "plio";
    /// `plio`: bool attribute (default false).
    pub fn plio(self, ir: &Ir) -> bool {
        ir.attr(self.0, "plio").map_or(false, |a| access::bool(a))
    }
    /// `col`: 64-bit signless integer attribute (optional).
    pub fn col(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "col").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, ShimDmaAllocation> {
    /// `sym_name`: flat symbol reference attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", Attr::sym(v))
    }
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, v: DmaChannelDir) -> Self {
        self.attr("channel_dir", access::case_attr(v))
    }
    /// `channel_index`: 64-bit signless integer attribute (required).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channel_index", access::int_attr(v, IntTy::I64))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `plio`: bool attribute (default false).
    pub fn plio(self, v: bool) -> Self {
        self.attr("plio", Attr::Bool(v))
    }
    /// `col`: 64-bit signless integer attribute (optional).
    pub fn col(self, v: i64) -> Self {
        self.attr("col", access::int_attr(v, IntTy::I64))
    }
}

/// `aie.shim_dma`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShimDma(OpId);

impl View for ShimDma {
    const KIND: OpKind = OpKind::ShimDma;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ShimDma(op)
    }
}

impl ShimDma {
    /// Starts building a `aie.shim_dma`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ShimDma> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.dma_start`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaStart(OpId);

impl View for DmaStart {
    const KIND: OpKind = OpKind::DmaStart;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaStart(op)
    }
}

impl DmaStart {
    /// Starts building a `aie.dma_start`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaStart> {
        OpBuilder::new(ir, span)
    }
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "channel_index").map(|a| access::int(a))
    }
    /// Sets `channel_index`.
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I32))
    }
    /// The name of `endpoint` (for messages).
    pub const ENDPOINT: &'static str = "endpoint";
    /// `endpoint`: flat symbol reference attribute (optional).
    pub fn endpoint(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "endpoint").map(|a| access::sym(a))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    /// Sets `pad_value`.
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, ir: &Ir) -> bool {
        ir.attr(self.0, "out_of_order").is_some()
    }
}

impl OpBuilder<'_, DmaStart> {
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, v: DmaChannelDir) -> Self {
        self.attr("channel_dir", access::case_attr(v))
    }
    /// `channel_index`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channel_index", access::int_attr(v, IntTy::I32))
    }
    /// `endpoint`: flat symbol reference attribute (optional).
    pub fn endpoint(self, v: &str) -> Self {
        self.attr("endpoint", Attr::sym(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, on: bool) -> Self {
        if on { self.attr("out_of_order", Attr::Unit) } else { self }
    }
}

/// `aie.dma_bd_packet`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaBdPacket(OpId);

impl View for DmaBdPacket {
    const KIND: OpKind = OpKind::DmaBdPacket;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaBdPacket(op)
    }
}

impl DmaBdPacket {
    /// Starts building a `aie.dma_bd_packet`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaBdPacket> {
        OpBuilder::new(ir, span)
    }
    /// The name of `packet_type` (for messages).
    pub const PACKET_TYPE: &'static str = "packet_type";
    /// `packet_type`: 32-bit signless integer attribute (required).
    pub fn packet_type(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_type");
        access::int(a)
    }
    /// The name of `packet_id` (for messages).
    pub const PACKET_ID: &'static str = "packet_id";
    /// `packet_id`: 32-bit signless integer attribute (required).
    pub fn packet_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_id");
        access::int(a)
    }
}

impl OpBuilder<'_, DmaBdPacket> {
    /// `packet_type`: 32-bit signless integer attribute (required).
    pub fn packet_type(self, v: i64) -> Self {
        self.attr("packet_type", access::int_attr(v, IntTy::I32))
    }
    /// `packet_id`: 32-bit signless integer attribute (required).
    pub fn packet_id(self, v: i64) -> Self {
        self.attr("packet_id", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.dma_bd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaBd(OpId);

impl View for DmaBd {
    const KIND: OpKind = OpKind::DmaBd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaBd(op)
    }
}

impl DmaBd {
    /// Starts building a `aie.dma_bd`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaBd> {
        OpBuilder::new(ir, span)
    }
    /// `offset`: 32-bit signless integer attribute (default 0). An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).
    pub fn offset(self, ir: &Ir) -> IntOrValue {
        access::int_or_value(ir, self.0, "offset").unwrap_or(IntOrValue::Int(0))
    }
    /// The operand holding `offset`, if an operand holds it.
    pub fn offset_operand(self, ir: &Ir) -> Option<ValueId> {
        access::dynamic_value(ir, self.0, "offset")
    }
    /// Sets `offset` to an integer, dropping the operand that held it.
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        access::set_int_or_value(ir, self.0, "offset", access::int_attr(v, IntTy::I32))
    }
    /// `len`: 32-bit signless integer attribute (optional). An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).
    pub fn len(self, ir: &Ir) -> Option<IntOrValue> {
        access::int_or_value(ir, self.0, "len")
    }
    /// The operand holding `len`, if an operand holds it.
    pub fn len_operand(self, ir: &Ir) -> Option<ValueId> {
        access::dynamic_value(ir, self.0, "len")
    }
    /// Sets `len` to an integer, dropping the operand that held it.
    pub fn set_len(self, ir: &mut Ir, v: i64) {
        access::set_int_or_value(ir, self.0, "len", access::int_attr(v, IntTy::I32))
    }
    /// `dimensions`: dimension layout array (optional).
    pub fn dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "dimensions").map(|a| access::dims(a))
    }
    /// Sets `dimensions`.
    pub fn set_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "dimensions", Attr::DimLayouts(v))
    }
    /// `pad_dimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "pad_dimensions").map(|a| access::pads(a))
    }
    /// Sets `pad_dimensions`.
    pub fn set_pad_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "pad_dimensions", Attr::PadLayouts(v))
    }
    /// `iteration_size_val`: 32-bit signless integer attribute (optional). An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).
    pub fn iteration_size_val(self, ir: &Ir) -> Option<IntOrValue> {
        access::int_or_value(ir, self.0, "iteration_size_val")
    }
    /// `iteration_stride_val`: 32-bit signless integer attribute (optional). An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).
    pub fn iteration_stride_val(self, ir: &Ir) -> Option<IntOrValue> {
        access::int_or_value(ir, self.0, "iteration_stride_val")
    }
    /// The name of `bd_id` (for messages).
    pub const BD_ID: &'static str = "bd_id";
    /// `bd_id`: 32-bit signless integer attribute (optional).
    pub fn bd_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "bd_id").map(|a| access::int(a))
    }
    /// Sets `bd_id`.
    pub fn set_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `next_bd_id`: 32-bit signless integer attribute (optional).
    pub fn next_bd_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "next_bd_id").map(|a| access::int(a))
    }
    /// Sets `next_bd_id`.
    pub fn set_next_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "next_bd_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    /// `axcache`: 32-bit signless integer attribute (optional).
    pub fn axcache(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "axcache").map(|a| access::int(a))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `out_of_order_id` (for messages).
    pub const OUT_OF_ORDER_ID: &'static str = "out_of_order_id";
    /// `out_of_order_id`: 32-bit signless integer attribute (optional).
    pub fn out_of_order_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "out_of_order_id").map(|a| access::int(a))
    }
    /// Sets `out_of_order_id`.
    pub fn set_out_of_order_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "out_of_order_id", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    /// Sets `pad_value`.
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `iteration`: BD iteration attribute (optional).
    pub fn iteration(self, ir: &Ir) -> Option<BdIteration> {
        ir.attr(self.0, "iteration").map(|a| access::bd_iteration(a))
    }
    /// Sets `iteration`.
    pub fn set_iteration(self, ir: &mut Ir, v: BdIteration) {
        ir.set_attr(self.0, "iteration", Attr::BdIteration(v))
    }
    /// `offset_parameter`: flat symbol reference attribute (optional).
    pub fn offset_parameter(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "offset_parameter").map(|a| access::sym(a))
    }
    /// Removes `offset_parameter`.
    pub fn remove_offset_parameter(self, ir: &mut Ir) {
        ir.remove_attr(self.0, "offset_parameter");
    }
    /// `offset_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn offset_state_table_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "offset_state_table_idx").map(|a| access::int(a))
    }
    /// Sets `offset_state_table_idx`.
    pub fn set_offset_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_parameter`: flat symbol reference attribute (optional).
    pub fn length_parameter(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "length_parameter").map(|a| access::sym(a))
    }
    /// Removes `length_parameter`.
    pub fn remove_length_parameter(self, ir: &mut Ir) {
        ir.remove_attr(self.0, "length_parameter");
    }
    /// `length_unit`: 32-bit signless integer attribute (optional).
    pub fn length_unit(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length_unit").map(|a| access::int(a))
    }
    /// `length_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn length_state_table_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length_state_table_idx").map(|a| access::int(a))
    }
    /// Sets `length_state_table_idx`.
    pub fn set_length_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "length_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_core_encoded`: unit attribute (optional).
    pub fn length_core_encoded(self, ir: &Ir) -> bool {
        ir.attr(self.0, "length_core_encoded").is_some()
    }
    /// Sets `length_core_encoded` or (for `false`) removes it.
    pub fn set_length_core_encoded(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "length_core_encoded", on)
    }
    /// `aie.enable_compression`: bool attribute (optional).
    pub fn aie_enable_compression(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "aie.enable_compression").map(|a| access::bool(a))
    }
    /// Sets `aie.enable_compression`.
    pub fn set_aie_enable_compression(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "aie.enable_compression", Attr::Bool(v))
    }
}

impl OpBuilder<'_, DmaBd> {
    /// `offset`: 32-bit signless integer attribute (default 0). An integer.
    pub fn offset(self, v: i64) -> Self {
        self.attr("offset", access::int_attr(v, IntTy::I32))
    }
    /// `len`: 32-bit signless integer attribute (optional). An integer.
    pub fn len(self, v: i64) -> Self {
        self.attr("len", access::int_attr(v, IntTy::I32))
    }
    /// `dimensions`: dimension layout array (optional).
    pub fn dimensions(self, v: Vec<(u64, u64)>) -> Self {
        self.attr("dimensions", Attr::DimLayouts(v))
    }
    /// `pad_dimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, v: Vec<(u64, u64)>) -> Self {
        self.attr("pad_dimensions", Attr::PadLayouts(v))
    }
    /// `iteration_size_val`: 32-bit signless integer attribute (optional). An integer.
    pub fn iteration_size_val(self, v: i64) -> Self {
        self.attr("iteration_size_val", access::int_attr(v, IntTy::I32))
    }
    /// `iteration_stride_val`: 32-bit signless integer attribute (optional). An integer.
    pub fn iteration_stride_val(self, v: i64) -> Self {
        self.attr("iteration_stride_val", access::int_attr(v, IntTy::I32))
    }
    /// `bd_id`: 32-bit signless integer attribute (optional).
    pub fn bd_id(self, v: i64) -> Self {
        self.attr("bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `next_bd_id`: 32-bit signless integer attribute (optional).
    pub fn next_bd_id(self, v: i64) -> Self {
        self.attr("next_bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, v: i64) -> Self {
        self.attr("burst_length", access::int_attr(v, IntTy::I32))
    }
    /// `axcache`: 32-bit signless integer attribute (optional).
    pub fn axcache(self, v: i64) -> Self {
        self.attr("axcache", access::int_attr(v, IntTy::I32))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `out_of_order_id`: 32-bit signless integer attribute (optional).
    pub fn out_of_order_id(self, v: i64) -> Self {
        self.attr("out_of_order_id", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `iteration`: BD iteration attribute (optional).
    pub fn iteration(self, v: BdIteration) -> Self {
        self.attr("iteration", Attr::BdIteration(v))
    }
    /// `offset_parameter`: flat symbol reference attribute (optional).
    pub fn offset_parameter(self, v: &str) -> Self {
        self.attr("offset_parameter", Attr::sym(v))
    }
    /// `offset_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn offset_state_table_idx(self, v: i64) -> Self {
        self.attr("offset_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_parameter`: flat symbol reference attribute (optional).
    pub fn length_parameter(self, v: &str) -> Self {
        self.attr("length_parameter", Attr::sym(v))
    }
    /// `length_unit`: 32-bit signless integer attribute (optional).
    pub fn length_unit(self, v: i64) -> Self {
        self.attr("length_unit", access::int_attr(v, IntTy::I32))
    }
    /// `length_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn length_state_table_idx(self, v: i64) -> Self {
        self.attr("length_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_core_encoded`: unit attribute (optional).
    pub fn length_core_encoded(self, on: bool) -> Self {
        if on { self.attr("length_core_encoded", Attr::Unit) } else { self }
    }
    /// `aie.enable_compression`: bool attribute (optional).
    pub fn aie_enable_compression(self, v: bool) -> Self {
        self.attr("aie.enable_compression", Attr::Bool(v))
    }
}

/// `aie.dma`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dma(OpId);

impl View for Dma {
    const KIND: OpKind = OpKind::Dma;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Dma(op)
    }
}

impl Dma {
    /// Starts building a `aie.dma`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Dma> {
        OpBuilder::new(ir, span)
    }
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 32-bit signless integer attribute (required).
    pub fn channel_index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_index");
        access::int(a)
    }
    /// Sets `channel_index`.
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I32))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `loop`: bool attribute (default true).
    pub fn loop_attr(self, ir: &Ir) -> bool {
        ir.attr(self.0, "loop").map_or(true, |a| access::bool(a))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    /// Sets `pad_value`.
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, ir: &Ir) -> bool {
        ir.attr(self.0, "out_of_order").is_some()
    }
}

impl OpBuilder<'_, Dma> {
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, v: DmaChannelDir) -> Self {
        self.attr("channel_dir", access::case_attr(v))
    }
    /// `channel_index`: 32-bit signless integer attribute (required).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channel_index", access::int_attr(v, IntTy::I32))
    }
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `loop`: bool attribute (default true).
    pub fn loop_attr(self, v: bool) -> Self {
        self.attr("loop", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, on: bool) -> Self {
        if on { self.attr("out_of_order", Attr::Unit) } else { self }
    }
}

/// `aie.next_bd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NextBd(OpId);

impl View for NextBd {
    const KIND: OpKind = OpKind::NextBd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NextBd(op)
    }
}

impl NextBd {
    /// Starts building a `aie.next_bd`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NextBd> {
        OpBuilder::new(ir, span)
    }
}

/// `aie.bd_chain`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BdChain(OpId);

impl View for BdChain {
    const KIND: OpKind = OpKind::BdChain;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        BdChain(op)
    }
}

impl BdChain {
    /// Starts building a `aie.bd_chain`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, BdChain> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
}

impl OpBuilder<'_, BdChain> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
}

/// `aie.runtime_sequence`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuntimeSequence(OpId);

impl View for RuntimeSequence {
    const KIND: OpKind = OpKind::RuntimeSequence;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        RuntimeSequence(op)
    }
}

impl RuntimeSequence {
    /// Starts building a `aie.runtime_sequence`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, RuntimeSequence> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (default "sequence").
    pub fn sym_name(self, ir: &Ir) -> &str {
        ir.attr(self.0, "sym_name").map_or("sequence", |a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "emit_parameter_sync_preamble").map(|a| access::bool(a))
    }
    /// Sets `emit_parameter_sync_preamble`.
    pub fn set_emit_parameter_sync_preamble(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "emit_parameter_sync_preamble", Attr::Bool(v))
    }
    /// `deadlock_guard_arg`: 32-bit signless integer attribute (optional).
    pub fn deadlock_guard_arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "deadlock_guard_arg").map(|a| access::int(a))
    }
    /// Sets `deadlock_guard_arg`.
    pub fn set_deadlock_guard_arg(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "deadlock_guard_arg", access::int_attr(v, IntTy::I32))
    }
    /// `deadlock_guard_min`: 64-bit signless integer attribute (optional).
    pub fn deadlock_guard_min(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "deadlock_guard_min").map(|a| access::int(a))
    }
    /// Sets `deadlock_guard_min`.
    pub fn set_deadlock_guard_min(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "deadlock_guard_min", access::int_attr(v, IntTy::I64))
    }
    /// `deadlock_guard_max`: 64-bit signless integer attribute (optional).
    pub fn deadlock_guard_max(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "deadlock_guard_max").map(|a| access::int(a))
    }
    /// Sets `deadlock_guard_max`.
    pub fn set_deadlock_guard_max(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "deadlock_guard_max", access::int_attr(v, IntTy::I64))
    }
    /// `trace_buffer`: trace buffer attribute (optional).
    pub fn trace_buffer(self, ir: &Ir) -> Option<TraceBuffer> {
        ir.attr(self.0, "trace_buffer").map(|a| access::trace_buffer(a))
    }
    /// Sets `trace_buffer`.
    pub fn set_trace_buffer(self, ir: &mut Ir, v: TraceBuffer) {
        ir.set_attr(self.0, "trace_buffer", Attr::TraceBuffer(v))
    }
    /// `trace_slices`: array of trace slice attributes (optional).
    pub fn trace_slices(self, ir: &Ir) -> Option<Vec<&TraceSlice>> {
        ir.attr(self.0, "trace_slices").map(|a| access::trace_slices(a))
    }
    /// Sets `trace_slices`.
    pub fn set_trace_slices(self, ir: &mut Ir, v: &[TraceSlice]) {
        ir.set_attr(self.0, "trace_slices", access::trace_slices_attr(v))
    }
}

impl OpBuilder<'_, RuntimeSequence> {
    /// `sym_name`: string attribute (default "sequence").
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, v: bool) -> Self {
        self.attr("emit_parameter_sync_preamble", Attr::Bool(v))
    }
    /// `deadlock_guard_arg`: 32-bit signless integer attribute (optional).
    pub fn deadlock_guard_arg(self, v: i64) -> Self {
        self.attr("deadlock_guard_arg", access::int_attr(v, IntTy::I32))
    }
    /// `deadlock_guard_min`: 64-bit signless integer attribute (optional).
    pub fn deadlock_guard_min(self, v: i64) -> Self {
        self.attr("deadlock_guard_min", access::int_attr(v, IntTy::I64))
    }
    /// `deadlock_guard_max`: 64-bit signless integer attribute (optional).
    pub fn deadlock_guard_max(self, v: i64) -> Self {
        self.attr("deadlock_guard_max", access::int_attr(v, IntTy::I64))
    }
    /// `trace_buffer`: trace buffer attribute (optional).
    pub fn trace_buffer(self, v: TraceBuffer) -> Self {
        self.attr("trace_buffer", Attr::TraceBuffer(v))
    }
    /// `trace_slices`: array of trace slice attributes (optional).
    pub fn trace_slices(self, v: &[TraceSlice]) -> Self {
        self.attr("trace_slices", access::trace_slices_attr(v))
    }
}

/// `aie.objectfifo.link`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoLink(OpId);

impl View for ObjectfifoLink {
    const KIND: OpKind = OpKind::ObjectfifoLink;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoLink(op)
    }
}

impl ObjectfifoLink {
    /// Starts building a `aie.objectfifo.link`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoLink> {
        OpBuilder::new(ir, span)
    }
    /// `fifoIns`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_ins(self, ir: &Ir) -> Vec<&str> {
        let a = access::required(ir, self.0, "fifoIns");
        access::syms(a)
    }
    /// `fifoOuts`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_outs(self, ir: &Ir) -> Vec<&str> {
        let a = access::required(ir, self.0, "fifoOuts");
        access::syms(a)
    }
    /// `src_offsets`: array of integer attributes (required).
    pub fn src_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "src_offsets");
        access::ints(a)
    }
    /// `dst_offsets`: array of integer attributes (required).
    pub fn dst_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "dst_offsets");
        access::ints(a)
    }
}

impl OpBuilder<'_, ObjectfifoLink> {
    /// `fifoIns`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_ins(self, v: &[&str]) -> Self {
        self.attr("fifoIns", access::syms_attr(v))
    }
    /// `fifoOuts`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_outs(self, v: &[&str]) -> Self {
        self.attr("fifoOuts", access::syms_attr(v))
    }
    /// `src_offsets`: array of integer attributes (required).
    pub fn src_offsets(self, v: &[i64]) -> Self {
        self.attr("src_offsets", access::ints_attr(v))
    }
    /// `dst_offsets`: array of integer attributes (required).
    pub fn dst_offsets(self, v: &[i64]) -> Self {
        self.attr("dst_offsets", access::ints_attr(v))
    }
}

/// `aie.objectfifo.acquire`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoAcquire(OpId);

impl View for ObjectfifoAcquire {
    const KIND: OpKind = OpKind::ObjectfifoAcquire;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoAcquire(op)
    }
}

impl ObjectfifoAcquire {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` or `aie.objectfifo.core_endpoint` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    /// Sets `objFifo_name`.
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
    /// The name of `port` (for messages).
    pub const PORT: &'static str = "port";
    /// `port`: an objectfifo port (optional).
    pub fn port(self, ir: &Ir) -> Option<ObjectFifoPort> {
        ir.attr(self.0, "port").map(|a| access::case::<ObjectFifoPort>(a))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
}

/// `aie.objectfifo.release`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoRelease(OpId);

impl View for ObjectfifoRelease {
    const KIND: OpKind = OpKind::ObjectfifoRelease;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoRelease(op)
    }
}

impl ObjectfifoRelease {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` or `aie.objectfifo.core_endpoint` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    /// Sets `objFifo_name`.
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
    /// The name of `port` (for messages).
    pub const PORT: &'static str = "port";
    /// `port`: an objectfifo port (optional).
    pub fn port(self, ir: &Ir) -> Option<ObjectFifoPort> {
        ir.attr(self.0, "port").map(|a| access::case::<ObjectFifoPort>(a))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
}

/// `aie.objectfifo.subview.access`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoSubviewAccess(OpId);

impl View for ObjectfifoSubviewAccess {
    const KIND: OpKind = OpKind::ObjectfifoSubviewAccess;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoSubviewAccess(op)
    }
}

impl ObjectfifoSubviewAccess {
    /// The name of `index` (for messages).
    pub const INDEX: &'static str = "index";
    /// `index`: 32-bit signless integer attribute (required).
    pub fn index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "index");
        access::int(a)
    }
    /// Sets `index`.
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.objectfifo.register_external_buffers`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoRegisterExternalBuffers(OpId);

impl View for ObjectfifoRegisterExternalBuffers {
    const KIND: OpKind = OpKind::ObjectfifoRegisterExternalBuffers;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoRegisterExternalBuffers(op)
    }
}

impl ObjectfifoRegisterExternalBuffers {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    /// Sets `objFifo_name`.
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
}

/// `aie.objectfifo.register_process`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoRegisterProcess(OpId);

impl View for ObjectfifoRegisterProcess {
    const KIND: OpKind = OpKind::ObjectfifoRegisterProcess;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoRegisterProcess(op)
    }
}

impl ObjectfifoRegisterProcess {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    /// Sets `objFifo_name`.
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
    /// The name of `port` (for messages).
    pub const PORT: &'static str = "port";
    /// `port`: an objectfifo port (required).
    pub fn port(self, ir: &Ir) -> ObjectFifoPort {
        let a = access::required(ir, self.0, "port");
        access::case::<ObjectFifoPort>(a)
    }
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
}

/// `aie.objectfifo.allocate`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoAllocate(OpId);

impl View for ObjectfifoAllocate {
    const KIND: OpKind = OpKind::ObjectfifoAllocate;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoAllocate(op)
    }
}

impl ObjectfifoAllocate {
    /// Starts building a `aie.objectfifo.allocate`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoAllocate> {
        OpBuilder::new(ir, span)
    }
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    /// Sets `objFifo_name`.
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
}

impl OpBuilder<'_, ObjectfifoAllocate> {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, v: &str) -> Self {
        self.attr("objFifo_name", Attr::sym(v))
    }
}

/// `aie.objectfifo_rearm_binding`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoRearmBinding(OpId);

impl View for ObjectfifoRearmBinding {
    const KIND: OpKind = OpKind::ObjectfifoRearmBinding;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoRearmBinding(op)
    }
}

impl ObjectfifoRearmBinding {
    /// Starts building a `aie.objectfifo_rearm_binding`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoRearmBinding> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `channel_dirs` (for messages).
    pub const CHANNEL_DIRS: &'static str = "channel_dirs";
    /// `channel_dirs`: 32-bit signless integer array attribute (required).
    pub fn channel_dirs(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "channel_dirs");
        access::dense_ints(a)
    }
    /// The name of `channel_indices` (for messages).
    pub const CHANNEL_INDICES: &'static str = "channel_indices";
    /// `channel_indices`: 32-bit signless integer array attribute (required).
    pub fn channel_indices(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "channel_indices");
        access::dense_ints(a)
    }
    /// `lock_inits`: 32-bit signless integer array attribute (required).
    pub fn lock_inits(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "lock_inits");
        access::dense_ints(a)
    }
    /// The name of `head_bd_ids` (for messages).
    pub const HEAD_BD_IDS: &'static str = "head_bd_ids";
    /// `head_bd_ids`: 32-bit signless integer array attribute (optional).
    pub fn head_bd_ids(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "head_bd_ids").map(|a| access::dense_ints(a))
    }
    /// Sets `head_bd_ids`.
    pub fn set_head_bd_ids(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "head_bd_ids", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `repeat_counts` (for messages).
    pub const REPEAT_COUNTS: &'static str = "repeat_counts";
    /// `repeat_counts`: 32-bit signless integer array attribute (optional).
    pub fn repeat_counts(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "repeat_counts").map(|a| access::dense_ints(a))
    }
    /// Sets `repeat_counts`.
    pub fn set_repeat_counts(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "repeat_counts", access::dense_ints_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, ObjectfifoRearmBinding> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `channel_dirs`: 32-bit signless integer array attribute (required).
    pub fn channel_dirs(self, v: &[i64]) -> Self {
        self.attr("channel_dirs", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `channel_indices`: 32-bit signless integer array attribute (required).
    pub fn channel_indices(self, v: &[i64]) -> Self {
        self.attr("channel_indices", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `lock_inits`: 32-bit signless integer array attribute (required).
    pub fn lock_inits(self, v: &[i64]) -> Self {
        self.attr("lock_inits", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `head_bd_ids`: 32-bit signless integer array attribute (optional).
    pub fn head_bd_ids(self, v: &[i64]) -> Self {
        self.attr("head_bd_ids", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `repeat_counts`: 32-bit signless integer array attribute (optional).
    pub fn repeat_counts(self, v: &[i64]) -> Self {
        self.attr("repeat_counts", access::dense_ints_attr(v, IntTy::I32))
    }
}

/// `aie.objectfifo.pool`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoPool(OpId);

impl View for ObjectfifoPool {
    const KIND: OpKind = OpKind::ObjectfifoPool;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoPool(op)
    }
}

impl ObjectfifoPool {
    /// Starts building a `aie.objectfifo.pool`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoPool> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `elemType`: type attribute (required).
    pub fn elem_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "elemType");
        access::type_attr(a)
    }
    /// `depth`: 32-bit signless integer attribute (required).
    pub fn depth(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "depth");
        access::int(a)
    }
    /// `buffers`: array of flat symbol references (optional).
    pub fn buffers(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "buffers").map(|a| access::syms(a))
    }
    /// Sets `buffers`.
    pub fn set_buffers(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "buffers", access::syms_attr(v))
    }
    /// `locks`: array of flat symbol references (optional).
    pub fn locks(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "locks").map(|a| access::syms(a))
    }
    /// Sets `locks`.
    pub fn set_locks(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "locks", access::syms_attr(v))
    }
    /// `initValues`: attribute (optional).
    pub fn init_values(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initValues").map(|a| a)
    }
    /// Sets `initValues`.
    pub fn set_init_values(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "initValues", v)
    }
    /// `repeatCount`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "repeatCount").map(|a| access::int(a))
    }
    /// Sets `repeatCount`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeatCount", access::int_attr(v, IntTy::I32))
    }
    /// `disableSynchronization`: unit attribute (optional).
    pub fn disable_synchronization(self, ir: &Ir) -> bool {
        ir.attr(self.0, "disableSynchronization").is_some()
    }
    /// Sets `disableSynchronization` or (for `false`) removes it.
    pub fn set_disable_synchronization(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "disableSynchronization", on)
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "fifoName").map(|a| access::str(a))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "alloc_group").map(|a| access::str(a))
    }
    /// Sets `alloc_group`.
    pub fn set_alloc_group(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "alloc_group", access::str_attr(v))
    }
}

impl OpBuilder<'_, ObjectfifoPool> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `elemType`: type attribute (required).
    pub fn elem_type(self, v: Type) -> Self {
        self.attr("elemType", Attr::ty(v))
    }
    /// `depth`: 32-bit signless integer attribute (required).
    pub fn depth(self, v: i64) -> Self {
        self.attr("depth", access::int_attr(v, IntTy::I32))
    }
    /// `buffers`: array of flat symbol references (optional).
    pub fn buffers(self, v: &[&str]) -> Self {
        self.attr("buffers", access::syms_attr(v))
    }
    /// `locks`: array of flat symbol references (optional).
    pub fn locks(self, v: &[&str]) -> Self {
        self.attr("locks", access::syms_attr(v))
    }
    /// `initValues`: attribute (optional).
    pub fn init_values(self, v: Attr) -> Self {
        self.attr("initValues", v)
    }
    /// `repeatCount`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeatCount", access::int_attr(v, IntTy::I32))
    }
    /// `disableSynchronization`: unit attribute (optional).
    pub fn disable_synchronization(self, on: bool) -> Self {
        if on { self.attr("disableSynchronization", Attr::Unit) } else { self }
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, v: &str) -> Self {
        self.attr("fifoName", access::str_attr(v))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, v: &str) -> Self {
        self.attr("alloc_group", access::str_attr(v))
    }
}

/// `aie.objectfifo.segment`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoSegment(OpId);

impl View for ObjectfifoSegment {
    const KIND: OpKind = OpKind::ObjectfifoSegment;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoSegment(op)
    }
}

impl ObjectfifoSegment {
    /// Starts building a `aie.objectfifo.segment`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoSegment> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `offset`: 32-bit signless integer attribute (required).
    pub fn offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "offset");
        access::int(a)
    }
    /// Sets `offset`.
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::I32))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
    /// `produceLock`: flat symbol reference attribute, naming `aie.lock` (optional).
    pub fn produce_lock(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "produceLock").map(|a| access::sym(a))
    }
    /// Sets `produceLock`.
    pub fn set_produce_lock(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "produceLock", Attr::sym(v))
    }
    /// `consumeLock`: flat symbol reference attribute, naming `aie.lock` (optional).
    pub fn consume_lock(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "consumeLock").map(|a| access::sym(a))
    }
    /// Sets `consumeLock`.
    pub fn set_consume_lock(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "consumeLock", Attr::sym(v))
    }
}

impl OpBuilder<'_, ObjectfifoSegment> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `offset`: 32-bit signless integer attribute (required).
    pub fn offset(self, v: i64) -> Self {
        self.attr("offset", access::int_attr(v, IntTy::I32))
    }
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::I32))
    }
    /// `produceLock`: flat symbol reference attribute, naming `aie.lock` (optional).
    pub fn produce_lock(self, v: &str) -> Self {
        self.attr("produceLock", Attr::sym(v))
    }
    /// `consumeLock`: flat symbol reference attribute, naming `aie.lock` (optional).
    pub fn consume_lock(self, v: &str) -> Self {
        self.attr("consumeLock", Attr::sym(v))
    }
}

/// `aie.objectfifo.core_endpoint`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoCoreEndpoint(OpId);

impl View for ObjectfifoCoreEndpoint {
    const KIND: OpKind = OpKind::ObjectfifoCoreEndpoint;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoCoreEndpoint(op)
    }
}

impl ObjectfifoCoreEndpoint {
    /// Starts building a `aie.objectfifo.core_endpoint`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoCoreEndpoint> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `fills`: unit attribute (optional).
    pub fn fills(self, ir: &Ir) -> bool {
        ir.attr(self.0, "fills").is_some()
    }
    /// `drains`: unit attribute (optional).
    pub fn drains(self, ir: &Ir) -> bool {
        ir.attr(self.0, "drains").is_some()
    }
    /// `pool`: flat symbol reference attribute, naming `aie.objectfifo.pool` (required).
    pub fn pool(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "pool");
        access::sym(a)
    }
    /// `segments`: array of flat symbol references (optional).
    pub fn segments(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "segments").map(|a| access::syms(a))
    }
    /// Sets `segments`.
    pub fn set_segments(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "segments", access::syms_attr(v))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "fifoName").map(|a| access::str(a))
    }
}

impl OpBuilder<'_, ObjectfifoCoreEndpoint> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `fills`: unit attribute (optional).
    pub fn fills(self, on: bool) -> Self {
        if on { self.attr("fills", Attr::Unit) } else { self }
    }
    /// `drains`: unit attribute (optional).
    pub fn drains(self, on: bool) -> Self {
        if on { self.attr("drains", Attr::Unit) } else { self }
    }
    /// `pool`: flat symbol reference attribute, naming `aie.objectfifo.pool` (required).
    pub fn pool(self, v: &str) -> Self {
        self.attr("pool", Attr::sym(v))
    }
    /// `segments`: array of flat symbol references (optional).
    pub fn segments(self, v: &[&str]) -> Self {
        self.attr("segments", access::syms_attr(v))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, v: &str) -> Self {
        self.attr("fifoName", access::str_attr(v))
    }
}

/// `aie.objectfifo.dma_endpoint`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectfifoDmaEndpoint(OpId);

impl View for ObjectfifoDmaEndpoint {
    const KIND: OpKind = OpKind::ObjectfifoDmaEndpoint;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ObjectfifoDmaEndpoint(op)
    }
}

impl ObjectfifoDmaEndpoint {
    /// Starts building a `aie.objectfifo.dma_endpoint`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoDmaEndpoint> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `fills`: unit attribute (optional).
    pub fn fills(self, ir: &Ir) -> bool {
        ir.attr(self.0, "fills").is_some()
    }
    /// `drains`: unit attribute (optional).
    pub fn drains(self, ir: &Ir) -> bool {
        ir.attr(self.0, "drains").is_some()
    }
    /// `pool`: flat symbol reference attribute, naming `aie.objectfifo.pool` (required).
    pub fn pool(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "pool");
        access::sym(a)
    }
    /// The name of `channelIndex` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channelIndex";
    /// `channelIndex`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "channelIndex").map(|a| access::int(a))
    }
    /// Sets `channelIndex`.
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channelIndex", access::int_attr(v, IntTy::I32))
    }
    /// `segments`: array of flat symbol references (optional).
    pub fn segments(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "segments").map(|a| access::syms(a))
    }
    /// Sets `segments`.
    pub fn set_segments(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "segments", access::syms_attr(v))
    }
    /// `dimensions`: array of dimension layout arrays (optional).
    pub fn dimensions(self, ir: &Ir) -> Option<&[Vec<(u64, u64)>]> {
        ir.attr(self.0, "dimensions").map(|a| access::dims_per_consumer(a))
    }
    /// Sets `dimensions`.
    pub fn set_dimensions(self, ir: &mut Ir, v: Vec<Vec<(u64, u64)>>) {
        ir.set_attr(self.0, "dimensions", Attr::DimLayoutsPerConsumer(v))
    }
    /// `padDimensions`: attribute (optional).
    pub fn pad_dimensions(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "padDimensions").map(|a| a)
    }
    /// Sets `padDimensions`.
    pub fn set_pad_dimensions(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "padDimensions", v)
    }
    /// `padValue`: 32-bit signless integer attribute (optional).
    pub fn pad_value(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "padValue").map(|a| access::int(a))
    }
    /// Sets `padValue`.
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "padValue", access::int_attr(v, IntTy::I32))
    }
    /// `iterCount`: 32-bit signless integer attribute (optional).
    pub fn iter_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "iterCount").map(|a| access::int(a))
    }
    /// Sets `iterCount`.
    pub fn set_iter_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iterCount", access::int_attr(v, IntTy::I32))
    }
    /// `dispatch`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn dispatch(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "dispatch").map(|a| access::syms(a))
    }
    /// `dispatchPackets`: attribute (optional).
    pub fn dispatch_packets(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "dispatchPackets").map(|a| a)
    }
    /// Sets `dispatchPackets`.
    pub fn set_dispatch_packets(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "dispatchPackets", v)
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "fifoName").map(|a| access::str(a))
    }
}

impl OpBuilder<'_, ObjectfifoDmaEndpoint> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `fills`: unit attribute (optional).
    pub fn fills(self, on: bool) -> Self {
        if on { self.attr("fills", Attr::Unit) } else { self }
    }
    /// `drains`: unit attribute (optional).
    pub fn drains(self, on: bool) -> Self {
        if on { self.attr("drains", Attr::Unit) } else { self }
    }
    /// `pool`: flat symbol reference attribute, naming `aie.objectfifo.pool` (required).
    pub fn pool(self, v: &str) -> Self {
        self.attr("pool", Attr::sym(v))
    }
    /// `channelIndex`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channelIndex", access::int_attr(v, IntTy::I32))
    }
    /// `segments`: array of flat symbol references (optional).
    pub fn segments(self, v: &[&str]) -> Self {
        self.attr("segments", access::syms_attr(v))
    }
    /// `dimensions`: array of dimension layout arrays (optional).
    pub fn dimensions(self, v: Vec<Vec<(u64, u64)>>) -> Self {
        self.attr("dimensions", Attr::DimLayoutsPerConsumer(v))
    }
    /// `padDimensions`: attribute (optional).
    pub fn pad_dimensions(self, v: Attr) -> Self {
        self.attr("padDimensions", v)
    }
    /// `padValue`: 32-bit signless integer attribute (optional).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("padValue", access::int_attr(v, IntTy::I32))
    }
    /// `iterCount`: 32-bit signless integer attribute (optional).
    pub fn iter_count(self, v: i64) -> Self {
        self.attr("iterCount", access::int_attr(v, IntTy::I32))
    }
    /// `dispatch`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn dispatch(self, v: &[&str]) -> Self {
        self.attr("dispatch", access::syms_attr(v))
    }
    /// `dispatchPackets`: attribute (optional).
    pub fn dispatch_packets(self, v: Attr) -> Self {
        self.attr("dispatchPackets", v)
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, v: &str) -> Self {
        self.attr("fifoName", access::str_attr(v))
    }
}

/// `aie.route_endpoint`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RouteEndpoint(OpId);

impl View for RouteEndpoint {
    const KIND: OpKind = OpKind::RouteEndpoint;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        RouteEndpoint(op)
    }
}

impl RouteEndpoint {
    /// Starts building a `aie.route_endpoint`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, RouteEndpoint> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channelIndex` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channelIndex";
    /// `channelIndex`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "channelIndex").map(|a| access::int(a))
    }
    /// Sets `channelIndex`.
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channelIndex", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "fifoName").map(|a| access::str(a))
    }
}

impl OpBuilder<'_, RouteEndpoint> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, v: WireBundle) -> Self {
        self.attr("bundle", access::case_attr(v))
    }
    /// `channelIndex`: 32-bit signless integer attribute (optional).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channelIndex", access::int_attr(v, IntTy::I32))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `fifoName`: string attribute (optional).
    pub fn fifo_name(self, v: &str) -> Self {
        self.attr("fifoName", access::str_attr(v))
    }
}

/// `aie.route`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Route(OpId);

impl View for Route {
    const KIND: OpKind = OpKind::Route;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Route(op)
    }
}

impl Route {
    /// Starts building a `aie.route`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Route> {
        OpBuilder::new(ir, span)
    }
    /// `source`: flat symbol reference attribute, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn source(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "source").map(|a| access::sym(a))
    }
    /// Sets `source`.
    pub fn set_source(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "source", Attr::sym(v))
    }
    /// The name of `sources` (for messages).
    pub const SOURCES: &'static str = "sources";
    /// `sources`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn sources(self, ir: &Ir) -> Option<Vec<&str>> {
        ir.attr(self.0, "sources").map(|a| access::syms(a))
    }
    /// `destinations`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (required).
    pub fn destinations(self, ir: &Ir) -> Vec<&str> {
        let a = access::required(ir, self.0, "destinations");
        access::syms(a)
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
}

impl OpBuilder<'_, Route> {
    /// `source`: flat symbol reference attribute, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn source(self, v: &str) -> Self {
        self.attr("source", Attr::sym(v))
    }
    /// `sources`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (optional).
    pub fn sources(self, v: &[&str]) -> Self {
        self.attr("sources", access::syms_attr(v))
    }
    /// `destinations`: array of flat symbol references, naming `aie.objectfifo.dma_endpoint` or `aie.route_endpoint` (required).
    pub fn destinations(self, v: &[&str]) -> Self {
        self.attr("destinations", access::syms_attr(v))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
}

/// `aie.objectfifo`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Objectfifo(OpId);

impl View for Objectfifo {
    const KIND: OpKind = OpKind::Objectfifo;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Objectfifo(op)
    }
}

impl Objectfifo {
    /// Starts building a `aie.objectfifo`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Objectfifo> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `elemNumber`: integer or array of integers (required).
    pub fn elem_number(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "elemNumber");
        a
    }
    /// `elemType`: type attribute (required).
    pub fn elem_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "elemType");
        access::type_attr(a)
    }
    /// `consumerElemType`: type attribute (optional).
    pub fn consumer_elem_type(self, ir: &Ir) -> Option<&Type> {
        ir.attr(self.0, "consumerElemType").map(|a| access::type_attr(a))
    }
    /// `dimensionsToStream`: dimension layout array (optional).
    pub fn dimensions_to_stream(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "dimensionsToStream").map(|a| access::dims(a))
    }
    /// `dimensionsFromStreamPerConsumer`: array of dimension layout arrays (optional).
    pub fn dimensions_from_stream_per_consumer(self, ir: &Ir) -> Option<&[Vec<(u64, u64)>]> {
        ir.attr(self.0, "dimensionsFromStreamPerConsumer").map(|a| access::dims_per_consumer(a))
    }
    /// `initValues`: attribute (optional).
    pub fn init_values(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initValues").map(|a| a)
    }
    /// Sets `initValues`.
    pub fn set_init_values(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "initValues", v)
    }
    /// `via_DMA`: bool attribute (default false).
    pub fn via_dma(self, ir: &Ir) -> bool {
        ir.attr(self.0, "via_DMA").map_or(false, |a| access::bool(a))
    }
    /// The name of `plio` (for messages).
    pub const PLIO: &'static str = "plio";
    /// `plio`: bool attribute (default false).
    pub fn plio(self, ir: &Ir) -> bool {
        ir.attr(self.0, "plio").map_or(false, |a| access::bool(a))
    }
    /// `disable_synchronization`: bool attribute (default false).
    pub fn disable_synchronization(self, ir: &Ir) -> bool {
        ir.attr(self.0, "disable_synchronization").map_or(false, |a| access::bool(a))
    }
    /// Sets `disable_synchronization`.
    pub fn set_disable_synchronization(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "disable_synchronization", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "repeat_count").map(|a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `aie_stream`: 32-bit signless integer attribute (optional).
    pub fn aie_stream(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "aie_stream").map(|a| access::int(a))
    }
    /// `aie_stream_port`: 32-bit signless integer attribute (optional).
    pub fn aie_stream_port(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "aie_stream_port").map(|a| access::int(a))
    }
    /// `padDimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "padDimensions").map(|a| access::pads(a))
    }
    /// Sets `padDimensions`.
    pub fn set_pad_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "padDimensions", Attr::PadLayouts(v))
    }
    /// `iter_count`: 32-bit signless integer attribute (optional).
    pub fn iter_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "iter_count").map(|a| access::int(a))
    }
    /// Sets `iter_count`.
    pub fn set_iter_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iter_count", access::int_attr(v, IntTy::I32))
    }
    /// `prod_dma_channel`: 32-bit signless integer attribute (optional).
    pub fn prod_dma_channel(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "prod_dma_channel").map(|a| access::int(a))
    }
    /// Sets `prod_dma_channel`.
    pub fn set_prod_dma_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "prod_dma_channel", access::int_attr(v, IntTy::I32))
    }
    /// `cons_dma_channels`: 32-bit signless integer array attribute (optional).
    pub fn cons_dma_channels(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "cons_dma_channels").map(|a| access::dense_ints(a))
    }
    /// `padValue`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "padValue").map_or(0, |a| access::int(a))
    }
    /// Sets `padValue`.
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "padValue", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: unit attribute (optional).
    pub fn packet(self, ir: &Ir) -> bool {
        ir.attr(self.0, "packet").is_some()
    }
    /// Sets `packet` or (for `false`) removes it.
    pub fn set_packet(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "packet", on)
    }
    /// The name of `packet_id` (for messages).
    pub const PACKET_ID: &'static str = "packet_id";
    /// `packet_id`: 8-bit signless integer attribute (optional).
    pub fn packet_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "packet_id").map(|a| access::int(a))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "alloc_group").map(|a| access::str(a))
    }
    /// Sets `alloc_group`.
    pub fn set_alloc_group(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "alloc_group", access::str_attr(v))
    }
}

impl OpBuilder<'_, Objectfifo> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `elemNumber`: integer or array of integers (required).
    pub fn elem_number(self, v: Attr) -> Self {
        self.attr("elemNumber", v)
    }
    /// `elemType`: type attribute (required).
    pub fn elem_type(self, v: Type) -> Self {
        self.attr("elemType", Attr::ty(v))
    }
    /// `consumerElemType`: type attribute (optional).
    pub fn consumer_elem_type(self, v: Type) -> Self {
        self.attr("consumerElemType", Attr::ty(v))
    }
    /// `dimensionsToStream`: dimension layout array (optional).
    pub fn dimensions_to_stream(self, v: Vec<(u64, u64)>) -> Self {
        self.attr("dimensionsToStream", Attr::DimLayouts(v))
    }
    /// `dimensionsFromStreamPerConsumer`: array of dimension layout arrays (optional).
    pub fn dimensions_from_stream_per_consumer(self, v: Vec<Vec<(u64, u64)>>) -> Self {
        self.attr("dimensionsFromStreamPerConsumer", Attr::DimLayoutsPerConsumer(v))
    }
    /// `initValues`: attribute (optional).
    pub fn init_values(self, v: Attr) -> Self {
        self.attr("initValues", v)
    }
    /// `via_DMA`: bool attribute (default false).
    pub fn via_dma(self, v: bool) -> Self {
        self.attr("via_DMA", Attr::Bool(v))
    }
    /// `plio`: bool attribute (default false).
    pub fn plio(self, v: bool) -> Self {
        self.attr("plio", Attr::Bool(v))
    }
    /// `disable_synchronization`: bool attribute (default false).
    pub fn disable_synchronization(self, v: bool) -> Self {
        self.attr("disable_synchronization", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `aie_stream`: 32-bit signless integer attribute (optional).
    pub fn aie_stream(self, v: i64) -> Self {
        self.attr("aie_stream", access::int_attr(v, IntTy::I32))
    }
    /// `aie_stream_port`: 32-bit signless integer attribute (optional).
    pub fn aie_stream_port(self, v: i64) -> Self {
        self.attr("aie_stream_port", access::int_attr(v, IntTy::I32))
    }
    /// `padDimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, v: Vec<(u64, u64)>) -> Self {
        self.attr("padDimensions", Attr::PadLayouts(v))
    }
    /// `iter_count`: 32-bit signless integer attribute (optional).
    pub fn iter_count(self, v: i64) -> Self {
        self.attr("iter_count", access::int_attr(v, IntTy::I32))
    }
    /// `prod_dma_channel`: 32-bit signless integer attribute (optional).
    pub fn prod_dma_channel(self, v: i64) -> Self {
        self.attr("prod_dma_channel", access::int_attr(v, IntTy::I32))
    }
    /// `cons_dma_channels`: 32-bit signless integer array attribute (optional).
    pub fn cons_dma_channels(self, v: &[i64]) -> Self {
        self.attr("cons_dma_channels", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `padValue`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("padValue", access::int_attr(v, IntTy::I32))
    }
    /// `packet`: unit attribute (optional).
    pub fn packet(self, on: bool) -> Self {
        if on { self.attr("packet", Attr::Unit) } else { self }
    }
    /// `packet_id`: 8-bit signless integer attribute (optional).
    pub fn packet_id(self, v: i64) -> Self {
        self.attr("packet_id", access::int_attr(v, IntTy::I8))
    }
    /// `alloc_group`: string attribute (optional).
    pub fn alloc_group(self, v: &str) -> Self {
        self.attr("alloc_group", access::str_attr(v))
    }
}

/// `aie.trace.mode`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceMode(OpId);

impl View for TraceMode {
    const KIND: OpKind = OpKind::TraceMode;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceMode(op)
    }
}

impl TraceMode {
    /// `mode`: a trace mode (required).
    pub fn mode(self, ir: &Ir) -> TraceModeAttr {
        let a = access::required(ir, self.0, "mode");
        access::case::<TraceModeAttr>(a)
    }
}

/// `aie.trace.packet`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TracePacket(OpId);

impl View for TracePacket {
    const KIND: OpKind = OpKind::TracePacket;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TracePacket(op)
    }
}

impl TracePacket {
    /// Starts building a `aie.trace.packet`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TracePacket> {
        OpBuilder::new(ir, span)
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 32-bit signless integer attribute (optional).
    pub fn id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "id").map(|a| access::int(a))
    }
    /// Sets `id`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// `type`: a trace packet type (required).
    pub fn type_attr(self, ir: &Ir) -> TracePacketType {
        let a = access::required(ir, self.0, "type");
        access::case::<TracePacketType>(a)
    }
}

impl OpBuilder<'_, TracePacket> {
    /// `id`: 32-bit signless integer attribute (optional).
    pub fn id(self, v: i64) -> Self {
        self.attr("id", access::int_attr(v, IntTy::I32))
    }
    /// `type`: a trace packet type (required).
    pub fn type_attr(self, v: TracePacketType) -> Self {
        self.attr("type", access::case_attr(v))
    }
}

/// `aie.trace.event`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceEvent(OpId);

impl View for TraceEvent {
    const KIND: OpKind = OpKind::TraceEvent;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceEvent(op)
    }
}

impl TraceEvent {
    /// `event`: trace event attribute (required).
    pub fn event(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "event");
        access::str(a)
    }
    /// Sets `event`.
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
    /// `label`: string attribute (optional).
    pub fn label(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "label").map(|a| access::str(a))
    }
}

/// `aie.trace.port`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TracePort(OpId);

impl View for TracePort {
    const KIND: OpKind = OpKind::TracePort;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TracePort(op)
    }
}

impl TracePort {
    /// `slot`: 32-bit signless integer attribute (required).
    pub fn slot(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "slot");
        access::int(a)
    }
    /// The name of `port` (for messages).
    pub const PORT: &'static str = "port";
    /// `port`: a wire bundle (required).
    pub fn port(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "port");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
}

/// `aie.trace.combo_event`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceComboEvent(OpId);

impl View for TraceComboEvent {
    const KIND: OpKind = OpKind::TraceComboEvent;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceComboEvent(op)
    }
}

impl TraceComboEvent {
    /// `slot`: 32-bit signless integer attribute (required).
    pub fn slot(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "slot");
        access::int(a)
    }
    /// `eventA`: trace event attribute (required).
    pub fn event_a(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "eventA");
        access::str(a)
    }
    /// `logic`: a combo event logic function (required).
    pub fn logic(self, ir: &Ir) -> ComboLogic {
        let a = access::required(ir, self.0, "logic");
        access::case::<ComboLogic>(a)
    }
    /// `eventB`: trace event attribute (required).
    pub fn event_b(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "eventB");
        access::str(a)
    }
}

/// `aie.trace.edge_event`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceEdgeEvent(OpId);

impl View for TraceEdgeEvent {
    const KIND: OpKind = OpKind::TraceEdgeEvent;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceEdgeEvent(op)
    }
}

impl TraceEdgeEvent {
    /// `slot`: 32-bit signless integer attribute (required).
    pub fn slot(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "slot");
        access::int(a)
    }
    /// `event`: trace event attribute (required).
    pub fn event(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "event");
        access::str(a)
    }
    /// Sets `event`.
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
    /// `trigger`: an edge detection trigger (required).
    pub fn trigger(self, ir: &Ir) -> EdgeTrigger {
        let a = access::required(ir, self.0, "trigger");
        access::case::<EdgeTrigger>(a)
    }
}

/// `aie.trace.start_config`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceStartConfig(OpId);

impl View for TraceStartConfig {
    const KIND: OpKind = OpKind::TraceStartConfig;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceStartConfig(op)
    }
}

impl TraceStartConfig {
    /// `trace_config`: flat symbol reference attribute, naming `aie.trace` or `aie.trace.config` (required).
    pub fn trace_config(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "trace_config");
        access::sym(a)
    }
    /// Sets `trace_config`.
    pub fn set_trace_config(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "trace_config", Attr::sym(v))
    }
}

/// `aie.trace.start`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceStart(OpId);

impl View for TraceStart {
    const KIND: OpKind = OpKind::TraceStart;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceStart(op)
    }
}

impl TraceStart {
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "broadcast").map(|a| access::int(a))
    }
    /// Sets `broadcast`.
    pub fn set_broadcast(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "broadcast", access::int_attr(v, IntTy::I32))
    }
    /// `event`: trace event attribute (optional).
    pub fn event(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "event").map(|a| access::str(a))
    }
    /// Sets `event`.
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
}

/// `aie.trace.stop`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceStop(OpId);

impl View for TraceStop {
    const KIND: OpKind = OpKind::TraceStop;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceStop(op)
    }
}

impl TraceStop {
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "broadcast").map(|a| access::int(a))
    }
    /// Sets `broadcast`.
    pub fn set_broadcast(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "broadcast", access::int_attr(v, IntTy::I32))
    }
    /// `event`: trace event attribute (optional).
    pub fn event(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "event").map(|a| access::str(a))
    }
    /// Sets `event`.
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
}

/// `aie.trace.config`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceConfig(OpId);

impl View for TraceConfig {
    const KIND: OpKind = OpKind::TraceConfig;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceConfig(op)
    }
}

impl TraceConfig {
    /// Starts building a `aie.trace.config`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceConfig> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `packet_type` (for messages).
    pub const PACKET_TYPE: &'static str = "packet_type";
    /// `packet_type`: a trace packet type (optional).
    pub fn packet_type(self, ir: &Ir) -> Option<TracePacketType> {
        ir.attr(self.0, "packet_type").map(|a| access::case::<TracePacketType>(a))
    }
}

impl OpBuilder<'_, TraceConfig> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `packet_type`: a trace packet type (optional).
    pub fn packet_type(self, v: TracePacketType) -> Self {
        self.attr("packet_type", access::case_attr(v))
    }
}

/// `aie.trace.reg`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceReg(OpId);

impl View for TraceReg {
    const KIND: OpKind = OpKind::TraceReg;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceReg(op)
    }
}

impl TraceReg {
    /// Starts building a `aie.trace.reg`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceReg> {
        OpBuilder::new(ir, span)
    }
    /// `reg_name`: string attribute (required).
    pub fn reg_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "reg_name");
        access::str(a)
    }
    /// `field`: string attribute (optional).
    pub fn field(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "field").map(|a| access::str(a))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: trace event or integer attribute (required).
    pub fn value(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "value");
        a
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "value", v)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit signless integer attribute (optional).
    pub fn mask(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "mask").map(|a| access::int(a))
    }
    /// `comment`: string attribute (optional).
    pub fn comment(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "comment").map(|a| access::str(a))
    }
}

impl OpBuilder<'_, TraceReg> {
    /// `reg_name`: string attribute (required).
    pub fn reg_name(self, v: &str) -> Self {
        self.attr("reg_name", access::str_attr(v))
    }
    /// `field`: string attribute (optional).
    pub fn field(self, v: &str) -> Self {
        self.attr("field", access::str_attr(v))
    }
    /// `value`: trace event or integer attribute (required).
    pub fn value(self, v: Attr) -> Self {
        self.attr("value", v)
    }
    /// `mask`: 32-bit signless integer attribute (optional).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::I32))
    }
    /// `comment`: string attribute (optional).
    pub fn comment(self, v: &str) -> Self {
        self.attr("comment", access::str_attr(v))
    }
}

/// `aie.trace.host_config`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TraceHostConfig(OpId);

impl View for TraceHostConfig {
    const KIND: OpKind = OpKind::TraceHostConfig;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        TraceHostConfig(op)
    }
}

impl TraceHostConfig {
    /// `buffer_size`: 32-bit signless integer attribute (required).
    pub fn buffer_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_size");
        access::int(a)
    }
    /// The name of `arg_idx` (for messages).
    pub const ARG_IDX: &'static str = "arg_idx";
    /// `arg_idx`: 32-bit signless integer attribute (optional).
    pub fn arg_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg_idx").map(|a| access::int(a))
    }
    /// Sets `arg_idx`.
    pub fn set_arg_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// The name of `routing` (for messages).
    pub const ROUTING: &'static str = "routing";
    /// `routing`: a trace routing strategy (default "single").
    pub fn routing(self, ir: &Ir) -> TraceShimRouting {
        ir.attr(self.0, "routing").map_or(TraceShimRouting::ALL[0], |a| access::case::<TraceShimRouting>(a))
    }
    /// `reuse_output_buffer`: bool attribute (default false).
    pub fn reuse_output_buffer(self, ir: &Ir) -> bool {
        ir.attr(self.0, "reuse_output_buffer").map_or(false, |a| access::bool(a))
    }
    /// `egress_shim_col`: 32-bit signless integer attribute (default 0).
    pub fn egress_shim_col(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "egress_shim_col").map_or(0, |a| access::int(a))
    }
}

/// `aie.trace`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Trace(OpId);

impl View for Trace {
    const KIND: OpKind = OpKind::Trace;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Trace(op)
    }
}

impl Trace {
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `buffer_size`: 32-bit signless integer attribute (optional).
    pub fn buffer_size(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "buffer_size").map(|a| access::int(a))
    }
}

/// `aiex.npu.dma_memcpy_nd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuDmaMemcpyNd(OpId);

impl View for NpuDmaMemcpyNd {
    const KIND: OpKind = OpKind::NpuDmaMemcpyNd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuDmaMemcpyNd(op)
    }
}

impl NpuDmaMemcpyNd {
    /// Starts building a `aiex.npu.dma_memcpy_nd`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuDmaMemcpyNd> {
        OpBuilder::new(ir, span)
    }
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    /// Sets `static_offsets`.
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    /// Sets `static_sizes`.
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
    /// Sets `static_strides`.
    pub fn set_static_strides(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `metadata`: flat symbol reference attribute (required).
    pub fn metadata(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "metadata");
        access::sym(a)
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 64-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "id");
        access::int(a)
    }
    /// Sets `id`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I64))
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `d0_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_before").map_or(0, |a| access::int(a))
    }
    /// `d1_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_before").map_or(0, |a| access::int(a))
    }
    /// `d2_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_before").map_or(0, |a| access::int(a))
    }
    /// `d0_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_after").map_or(0, |a| access::int(a))
    }
    /// `d1_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_after").map_or(0, |a| access::int(a))
    }
    /// `d2_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_after").map_or(0, |a| access::int(a))
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 64-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    /// `axcache`: 64-bit signless integer attribute (optional).
    pub fn axcache(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "axcache").map(|a| access::int(a))
    }
    /// `offset_parameter`: flat symbol reference attribute (optional).
    pub fn offset_parameter(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "offset_parameter").map(|a| access::sym(a))
    }
    /// Removes `offset_parameter`.
    pub fn remove_offset_parameter(self, ir: &mut Ir) {
        ir.remove_attr(self.0, "offset_parameter");
    }
    /// `offset_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn offset_state_table_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "offset_state_table_idx").map(|a| access::int(a))
    }
    /// Sets `offset_state_table_idx`.
    pub fn set_offset_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_parameter`: flat symbol reference attribute (optional).
    pub fn length_parameter(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "length_parameter").map(|a| access::sym(a))
    }
    /// Removes `length_parameter`.
    pub fn remove_length_parameter(self, ir: &mut Ir) {
        ir.remove_attr(self.0, "length_parameter");
    }
    /// `length_unit`: 64-bit signless integer attribute (optional).
    pub fn length_unit(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length_unit").map(|a| access::int(a))
    }
    /// `length_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn length_state_table_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length_state_table_idx").map(|a| access::int(a))
    }
    /// Sets `length_state_table_idx`.
    pub fn set_length_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "length_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_core_encoded`: unit attribute (optional).
    pub fn length_core_encoded(self, ir: &Ir) -> bool {
        ir.attr(self.0, "length_core_encoded").is_some()
    }
    /// Sets `length_core_encoded` or (for `false`) removes it.
    pub fn set_length_core_encoded(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "length_core_encoded", on)
    }
    /// `x`: 64-bit signless integer attribute (optional).
    pub fn x(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "x").map(|a| access::int(a))
    }
    /// `y`: 64-bit signless integer attribute (optional).
    pub fn y(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "y").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, NpuDmaMemcpyNd> {
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, v: &[i64]) -> Self {
        self.attr("static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, v: &[i64]) -> Self {
        self.attr("static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, v: &[i64]) -> Self {
        self.attr("static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `metadata`: flat symbol reference attribute (required).
    pub fn metadata(self, v: &str) -> Self {
        self.attr("metadata", Attr::sym(v))
    }
    /// `id`: 64-bit signless integer attribute (required).
    pub fn id(self, v: i64) -> Self {
        self.attr("id", access::int_attr(v, IntTy::I64))
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, v: bool) -> Self {
        self.attr("issue_token", Attr::Bool(v))
    }
    /// `d0_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, v: i64) -> Self {
        self.attr("d0_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// `d1_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, v: i64) -> Self {
        self.attr("d1_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// `d2_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, v: i64) -> Self {
        self.attr("d2_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// `d0_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, v: i64) -> Self {
        self.attr("d0_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// `d1_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, v: i64) -> Self {
        self.attr("d1_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// `d2_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, v: i64) -> Self {
        self.attr("d2_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// `burst_length`: 64-bit signless integer attribute (default 0).
    pub fn burst_length(self, v: i64) -> Self {
        self.attr("burst_length", access::int_attr(v, IntTy::I64))
    }
    /// `axcache`: 64-bit signless integer attribute (optional).
    pub fn axcache(self, v: i64) -> Self {
        self.attr("axcache", access::int_attr(v, IntTy::I64))
    }
    /// `offset_parameter`: flat symbol reference attribute (optional).
    pub fn offset_parameter(self, v: &str) -> Self {
        self.attr("offset_parameter", Attr::sym(v))
    }
    /// `offset_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn offset_state_table_idx(self, v: i64) -> Self {
        self.attr("offset_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_parameter`: flat symbol reference attribute (optional).
    pub fn length_parameter(self, v: &str) -> Self {
        self.attr("length_parameter", Attr::sym(v))
    }
    /// `length_unit`: 64-bit signless integer attribute (optional).
    pub fn length_unit(self, v: i64) -> Self {
        self.attr("length_unit", access::int_attr(v, IntTy::I64))
    }
    /// `length_state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn length_state_table_idx(self, v: i64) -> Self {
        self.attr("length_state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `length_core_encoded`: unit attribute (optional).
    pub fn length_core_encoded(self, on: bool) -> Self {
        if on { self.attr("length_core_encoded", Attr::Unit) } else { self }
    }
    /// `x`: 64-bit signless integer attribute (optional).
    pub fn x(self, v: i64) -> Self {
        self.attr("x", access::int_attr(v, IntTy::I64))
    }
    /// `y`: 64-bit signless integer attribute (optional).
    pub fn y(self, v: i64) -> Self {
        self.attr("y", access::int_attr(v, IntTy::I64))
    }
}

/// `aiex.npu.push_queue`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuPushQueue(OpId);

impl View for NpuPushQueue {
    const KIND: OpKind = OpKind::NpuPushQueue;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuPushQueue(op)
    }
}

impl NpuPushQueue {
    /// Starts building a `aiex.npu.push_queue`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuPushQueue> {
        OpBuilder::new(ir, span)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "column");
        access::int(a)
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    /// The name of `bd_id` (for messages).
    pub const BD_ID: &'static str = "bd_id";
    /// `bd_id`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn bd_id(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "bd_id", IntTy::I32)
    }
    /// Sets `bd_id` as an attribute, dropping the operand that held it.
    pub fn set_bd_id(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "bd_id", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `bd_id`, if an operand holds it.
    pub fn bd_id_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "bd_id")
    }
    /// Makes the operand `v` hold `bd_id`.
    pub fn set_bd_id_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "bd_id", v)
    }
    /// `repeat_count`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "repeat_count", IntTy::I32)
    }
    /// Sets `repeat_count` as an attribute, dropping the operand that held it.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `repeat_count`, if an operand holds it.
    pub fn repeat_count_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "repeat_count")
    }
    /// Makes the operand `v` hold `repeat_count`.
    pub fn set_repeat_count_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "repeat_count", v)
    }
    /// `issue_token`: bool attribute (required).
    pub fn issue_token(self, ir: &Ir) -> bool {
        let a = access::required(ir, self.0, "issue_token");
        access::bool(a)
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `aiex.dma_queue_overflow_diagnosed`: unit attribute (optional).
    pub fn aiex_dma_queue_overflow_diagnosed(self, ir: &Ir) -> bool {
        ir.attr(self.0, "aiex.dma_queue_overflow_diagnosed").is_some()
    }
    /// Sets `aiex.dma_queue_overflow_diagnosed` or (for `false`) removes it.
    pub fn set_aiex_dma_queue_overflow_diagnosed(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "aiex.dma_queue_overflow_diagnosed", on)
    }
}

impl OpBuilder<'_, NpuPushQueue> {
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, v: DmaChannelDir) -> Self {
        self.attr("direction", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `bd_id`: 32-bit signless integer attribute (required).
    pub fn bd_id(self, v: i64) -> Self {
        self.attr("bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `repeat_count`: 32-bit signless integer attribute (required).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `issue_token`: bool attribute (required).
    pub fn issue_token(self, v: bool) -> Self {
        self.attr("issue_token", Attr::Bool(v))
    }
    /// `aiex.dma_queue_overflow_diagnosed`: unit attribute (optional).
    pub fn aiex_dma_queue_overflow_diagnosed(self, on: bool) -> Self {
        if on { self.attr("aiex.dma_queue_overflow_diagnosed", Attr::Unit) } else { self }
    }
}

/// `aiex.npu.blockwrite_values`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuBlockwriteValues(OpId);

impl View for NpuBlockwriteValues {
    const KIND: OpKind = OpKind::NpuBlockwriteValues;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuBlockwriteValues(op)
    }
}

impl NpuBlockwriteValues {
    /// Starts building a `aiex.npu.blockwrite_values`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuBlockwriteValues> {
        OpBuilder::new(ir, span)
    }
}

/// `aiex.npu.blockwrite`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuBlockwrite(OpId);

impl View for NpuBlockwrite {
    const KIND: OpKind = OpKind::NpuBlockwrite;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuBlockwrite(op)
    }
}

impl NpuBlockwrite {
    /// Starts building a `aiex.npu.blockwrite`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuBlockwrite> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuBlockwrite> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
}

/// `aiex.npu.rtp_write`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuRtpWrite(OpId);

impl View for NpuRtpWrite {
    const KIND: OpKind = OpKind::NpuRtpWrite;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuRtpWrite(op)
    }
}

impl NpuRtpWrite {
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (required).
    pub fn buffer(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "buffer");
        access::sym(a)
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
    /// The name of `index` (for messages).
    pub const INDEX: &'static str = "index";
    /// `index`: 32-bit unsigned integer attribute (required).
    pub fn index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "index");
        access::int(a)
    }
    /// Sets `index`.
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "value", IntTy::I32)
    }
    /// Sets `value` as an attribute, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "value", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "value")
    }
    /// Makes the operand `v` hold `value`.
    pub fn set_value_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "value", v)
    }
    /// `col`: 32-bit unsigned integer attribute (optional).
    pub fn col(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "col").map(|a| access::int(a))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit unsigned integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
}

/// `aiex.npu.dma_wait`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuDmaWait(OpId);

impl View for NpuDmaWait {
    const KIND: OpKind = OpKind::NpuDmaWait;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuDmaWait(op)
    }
}

impl NpuDmaWait {
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
}

/// `aiex.npu.write32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuWrite32(OpId);

impl View for NpuWrite32 {
    const KIND: OpKind = OpKind::NpuWrite32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuWrite32(op)
    }
}

impl NpuWrite32 {
    /// Starts building a `aiex.npu.write32`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuWrite32> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "address", IntTy::UI32)
    }
    /// Sets `address` as an attribute, dropping the operand that held it.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `address`, if an operand holds it.
    pub fn address_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "address")
    }
    /// Makes the operand `v` hold `address`.
    pub fn set_address_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "address", v)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "value", IntTy::UI32)
    }
    /// Sets `value` as an attribute, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "value")
    }
    /// Makes the operand `v` hold `value`.
    pub fn set_value_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "value", v)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuWrite32> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
}

/// `aiex.npu.maskwrite32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuMaskwrite32(OpId);

impl View for NpuMaskwrite32 {
    const KIND: OpKind = OpKind::NpuMaskwrite32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuMaskwrite32(op)
    }
}

impl NpuMaskwrite32 {
    /// Starts building a `aiex.npu.maskwrite32`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuMaskwrite32> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "address", IntTy::UI32)
    }
    /// Sets `address` as an attribute, dropping the operand that held it.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `address`, if an operand holds it.
    pub fn address_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "address")
    }
    /// Makes the operand `v` hold `address`.
    pub fn set_address_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "address", v)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "value", IntTy::UI32)
    }
    /// Sets `value` as an attribute, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "value")
    }
    /// Makes the operand `v` hold `value`.
    pub fn set_value_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "value", v)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn mask(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "mask", IntTy::UI32)
    }
    /// The operand holding `mask`, if an operand holds it.
    pub fn mask_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "mask")
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuMaskwrite32> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::UI32))
    }
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
}

/// `aiex.npu.maskpoll`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuMaskpoll(OpId);

impl View for NpuMaskpoll {
    const KIND: OpKind = OpKind::NpuMaskpoll;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuMaskpoll(op)
    }
}

impl NpuMaskpoll {
    /// Starts building a `aiex.npu.maskpoll`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuMaskpoll> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "address", IntTy::UI32)
    }
    /// Sets `address` as an attribute, dropping the operand that held it.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `address`, if an operand holds it.
    pub fn address_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "address")
    }
    /// Makes the operand `v` hold `address`.
    pub fn set_address_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "address", v)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "value", IntTy::UI32)
    }
    /// Sets `value` as an attribute, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "value")
    }
    /// Makes the operand `v` hold `value`.
    pub fn set_value_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "value", v)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn mask(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "mask", IntTy::UI32)
    }
    /// The operand holding `mask`, if an operand holds it.
    pub fn mask_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "mask")
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuMaskpoll> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::UI32))
    }
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
}

/// `aiex.npu.sync`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuSync(OpId);

impl View for NpuSync {
    const KIND: OpKind = OpKind::NpuSync;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuSync(op)
    }
}

impl NpuSync {
    /// Starts building a `aiex.npu.sync`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuSync> {
        OpBuilder::new(ir, span)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "column", IntTy::I32)
    }
    /// Sets `column` as an attribute, dropping the operand that held it.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `column`, if an operand holds it.
    pub fn column_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "column")
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "row", IntTy::I32)
    }
    /// The operand holding `row`, if an operand holds it.
    pub fn row_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "row")
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn direction(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "direction", IntTy::I32)
    }
    /// The operand holding `direction`, if an operand holds it.
    pub fn direction_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "direction")
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn channel(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "channel", IntTy::I32)
    }
    /// The operand holding `channel`, if an operand holds it.
    pub fn channel_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "channel")
    }
    /// The name of `column_num` (for messages).
    pub const COLUMN_NUM: &'static str = "column_num";
    /// `column_num`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn column_num(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "column_num", IntTy::I32)
    }
    /// Sets `column_num` as an attribute, dropping the operand that held it.
    pub fn set_column_num(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "column_num", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `column_num`, if an operand holds it.
    pub fn column_num_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "column_num")
    }
    /// The name of `row_num` (for messages).
    pub const ROW_NUM: &'static str = "row_num";
    /// `row_num`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn row_num(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "row_num", IntTy::I32)
    }
    /// The operand holding `row_num`, if an operand holds it.
    pub fn row_num_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "row_num")
    }
}

impl OpBuilder<'_, NpuSync> {
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `direction`: 32-bit signless integer attribute (required).
    pub fn direction(self, v: i64) -> Self {
        self.attr("direction", access::int_attr(v, IntTy::I32))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `column_num`: 32-bit signless integer attribute (required).
    pub fn column_num(self, v: i64) -> Self {
        self.attr("column_num", access::int_attr(v, IntTy::I32))
    }
    /// `row_num`: 32-bit signless integer attribute (required).
    pub fn row_num(self, v: i64) -> Self {
        self.attr("row_num", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.npu.address_patch`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuAddressPatch(OpId);

impl View for NpuAddressPatch {
    const KIND: OpKind = OpKind::NpuAddressPatch;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuAddressPatch(op)
    }
}

impl NpuAddressPatch {
    /// Starts building a `aiex.npu.address_patch`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuAddressPatch> {
        OpBuilder::new(ir, span)
    }
    /// The name of `arg_plus` (for messages).
    pub const ARG_PLUS: &'static str = "arg_plus";
    /// `arg_plus`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn arg_plus(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "arg_plus", IntTy::I32)
    }
    /// Sets `arg_plus` as an attribute, dropping the operand that held it.
    pub fn set_arg_plus(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "arg_plus", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `arg_plus`, if an operand holds it.
    pub fn arg_plus_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "arg_plus")
    }
    /// Makes the operand `v` hold `arg_plus`.
    pub fn set_arg_plus_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "arg_plus", v)
    }
    /// `addr`: 32-bit unsigned integer attribute (required).
    pub fn addr(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "addr");
        access::int(a)
    }
    /// Sets `addr`.
    pub fn set_addr(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "addr", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg_idx` (for messages).
    pub const ARG_IDX: &'static str = "arg_idx";
    /// `arg_idx`: 32-bit signless integer attribute (optional).
    pub fn arg_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg_idx").map(|a| access::int(a))
    }
    /// Sets `arg_idx`.
    pub fn set_arg_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// `global`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn global(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "global").map(|a| access::sym(a))
    }
    /// Sets `global`.
    pub fn set_global(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "global", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuAddressPatch> {
    /// `arg_plus`: 32-bit signless integer attribute (required).
    pub fn arg_plus(self, v: i64) -> Self {
        self.attr("arg_plus", access::int_attr(v, IntTy::I32))
    }
    /// `addr`: 32-bit unsigned integer attribute (required).
    pub fn addr(self, v: i64) -> Self {
        self.attr("addr", access::int_attr(v, IntTy::UI32))
    }
    /// `arg_idx`: 32-bit signless integer attribute (optional).
    pub fn arg_idx(self, v: i64) -> Self {
        self.attr("arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// `global`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn global(self, v: &str) -> Self {
        self.attr("global", Attr::sym(v))
    }
}

/// `aiex.npu.require`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuRequire(OpId);

impl View for NpuRequire {
    const KIND: OpKind = OpKind::NpuRequire;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuRequire(op)
    }
}

impl NpuRequire {
    /// `message`: string attribute (required).
    pub fn message(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "message");
        access::str(a)
    }
    /// Sets `message`.
    pub fn set_message(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "message", access::str_attr(v))
    }
}

/// `aiex.npu.assert_bd_field`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuAssertBdField(OpId);

impl View for NpuAssertBdField {
    const KIND: OpKind = OpKind::NpuAssertBdField;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuAssertBdField(op)
    }
}

impl NpuAssertBdField {
    /// The name of `max` (for messages).
    pub const MAX: &'static str = "max";
    /// `max`: 32-bit signless integer attribute (required).
    pub fn max(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "max");
        access::int(a)
    }
}

/// `aiex.npu.assert_bd_divisible`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuAssertBdDivisible(OpId);

impl View for NpuAssertBdDivisible {
    const KIND: OpKind = OpKind::NpuAssertBdDivisible;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuAssertBdDivisible(op)
    }
}

impl NpuAssertBdDivisible {
    /// `divisor`: 32-bit signless integer attribute (required).
    pub fn divisor(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "divisor");
        access::int(a)
    }
    /// `allow_unit`: unit attribute (optional).
    pub fn allow_unit(self, ir: &Ir) -> bool {
        ir.attr(self.0, "allow_unit").is_some()
    }
}

/// `aiex.npu.writebd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuWritebd(OpId);

impl View for NpuWritebd {
    const KIND: OpKind = OpKind::NpuWritebd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuWritebd(op)
    }
}

impl NpuWritebd {
    /// Starts building a `aiex.npu.writebd`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuWritebd> {
        OpBuilder::new(ir, span)
    }
    /// The name of `bd_id` (for messages).
    pub const BD_ID: &'static str = "bd_id";
    /// `bd_id`: 32-bit signless integer attribute (required).
    pub fn bd_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "bd_id");
        access::int(a)
    }
    /// Sets `bd_id`.
    pub fn set_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `buffer_length`: 32-bit signless integer attribute (required).
    pub fn buffer_length(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_length");
        access::int(a)
    }
    /// `buffer_offset`: 32-bit signless integer attribute (required).
    pub fn buffer_offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_offset");
        access::int(a)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "column");
        access::int(a)
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d0_size` (for messages).
    pub const D0_SIZE: &'static str = "d0_size";
    /// `d0_size`: 32-bit signless integer attribute (required).
    pub fn d0_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d0_size");
        access::int(a)
    }
    /// The name of `d0_stride` (for messages).
    pub const D0_STRIDE: &'static str = "d0_stride";
    /// `d0_stride`: 32-bit signless integer attribute (required).
    pub fn d0_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d0_stride");
        access::int(a)
    }
    /// `d0_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_after").map_or(0, |a| access::int(a))
    }
    /// `d0_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_before").map_or(0, |a| access::int(a))
    }
    /// The name of `d1_size` (for messages).
    pub const D1_SIZE: &'static str = "d1_size";
    /// `d1_size`: 32-bit signless integer attribute (required).
    pub fn d1_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d1_size");
        access::int(a)
    }
    /// The name of `d1_stride` (for messages).
    pub const D1_STRIDE: &'static str = "d1_stride";
    /// `d1_stride`: 32-bit signless integer attribute (required).
    pub fn d1_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d1_stride");
        access::int(a)
    }
    /// `d1_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_after").map_or(0, |a| access::int(a))
    }
    /// `d1_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_before").map_or(0, |a| access::int(a))
    }
    /// `d2_size`: 32-bit signless integer attribute (required).
    pub fn d2_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d2_size");
        access::int(a)
    }
    /// The name of `d2_stride` (for messages).
    pub const D2_STRIDE: &'static str = "d2_stride";
    /// `d2_stride`: 32-bit signless integer attribute (required).
    pub fn d2_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d2_stride");
        access::int(a)
    }
    /// `d2_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_after").map_or(0, |a| access::int(a))
    }
    /// `d2_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_before").map_or(0, |a| access::int(a))
    }
    /// `enable_packet`: 32-bit signless integer attribute (required).
    pub fn enable_packet(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "enable_packet");
        access::int(a)
    }
    /// `iteration_current`: 32-bit signless integer attribute (required).
    pub fn iteration_current(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_current");
        access::int(a)
    }
    /// The name of `iteration_size` (for messages).
    pub const ITERATION_SIZE: &'static str = "iteration_size";
    /// `iteration_size`: 32-bit signless integer attribute (required).
    pub fn iteration_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_size");
        access::int(a)
    }
    /// The name of `iteration_stride` (for messages).
    pub const ITERATION_STRIDE: &'static str = "iteration_stride";
    /// `iteration_stride`: 32-bit signless integer attribute (required).
    pub fn iteration_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_stride");
        access::int(a)
    }
    /// `lock_acq_enable`: 32-bit signless integer attribute (required).
    pub fn lock_acq_enable(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_enable");
        access::int(a)
    }
    /// `lock_acq_id`: 32-bit signless integer attribute (required).
    pub fn lock_acq_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_id");
        access::int(a)
    }
    /// `lock_acq_val`: 32-bit signless integer attribute (required).
    pub fn lock_acq_val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_val");
        access::int(a)
    }
    /// `lock_rel_id`: 32-bit signless integer attribute (required).
    pub fn lock_rel_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_rel_id");
        access::int(a)
    }
    /// `lock_rel_val`: 32-bit signless integer attribute (required).
    pub fn lock_rel_val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_rel_val");
        access::int(a)
    }
    /// The name of `next_bd` (for messages).
    pub const NEXT_BD: &'static str = "next_bd";
    /// `next_bd`: 32-bit signless integer attribute (required).
    pub fn next_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "next_bd");
        access::int(a)
    }
    /// Sets `next_bd`.
    pub fn set_next_bd(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "next_bd", access::int_attr(v, IntTy::I32))
    }
    /// The name of `out_of_order_id` (for messages).
    pub const OUT_OF_ORDER_ID: &'static str = "out_of_order_id";
    /// `out_of_order_id`: 32-bit signless integer attribute (required).
    pub fn out_of_order_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "out_of_order_id");
        access::int(a)
    }
    /// Sets `out_of_order_id`.
    pub fn set_out_of_order_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "out_of_order_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet_id` (for messages).
    pub const PACKET_ID: &'static str = "packet_id";
    /// `packet_id`: 32-bit signless integer attribute (required).
    pub fn packet_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_id");
        access::int(a)
    }
    /// The name of `packet_type` (for messages).
    pub const PACKET_TYPE: &'static str = "packet_type";
    /// `packet_type`: 32-bit signless integer attribute (required).
    pub fn packet_type(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_type");
        access::int(a)
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    /// `use_next_bd`: 32-bit signless integer attribute (required).
    pub fn use_next_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "use_next_bd");
        access::int(a)
    }
    /// `valid_bd`: 32-bit signless integer attribute (required).
    pub fn valid_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "valid_bd");
        access::int(a)
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    /// `axcache`: 32-bit signless integer attribute (optional).
    pub fn axcache(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "axcache").map(|a| access::int(a))
    }
    /// `aie.enable_compression`: bool attribute (optional).
    pub fn aie_enable_compression(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "aie.enable_compression").map(|a| access::bool(a))
    }
    /// Sets `aie.enable_compression`.
    pub fn set_aie_enable_compression(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "aie.enable_compression", Attr::Bool(v))
    }
}

impl OpBuilder<'_, NpuWritebd> {
    /// `bd_id`: 32-bit signless integer attribute (required).
    pub fn bd_id(self, v: i64) -> Self {
        self.attr("bd_id", access::int_attr(v, IntTy::I32))
    }
    /// `buffer_length`: 32-bit signless integer attribute (required).
    pub fn buffer_length(self, v: i64) -> Self {
        self.attr("buffer_length", access::int_attr(v, IntTy::I32))
    }
    /// `buffer_offset`: 32-bit signless integer attribute (required).
    pub fn buffer_offset(self, v: i64) -> Self {
        self.attr("buffer_offset", access::int_attr(v, IntTy::I32))
    }
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `d0_size`: 32-bit signless integer attribute (required).
    pub fn d0_size(self, v: i64) -> Self {
        self.attr("d0_size", access::int_attr(v, IntTy::I32))
    }
    /// `d0_stride`: 32-bit signless integer attribute (required).
    pub fn d0_stride(self, v: i64) -> Self {
        self.attr("d0_stride", access::int_attr(v, IntTy::I32))
    }
    /// `d0_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, v: i64) -> Self {
        self.attr("d0_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// `d0_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, v: i64) -> Self {
        self.attr("d0_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// `d1_size`: 32-bit signless integer attribute (required).
    pub fn d1_size(self, v: i64) -> Self {
        self.attr("d1_size", access::int_attr(v, IntTy::I32))
    }
    /// `d1_stride`: 32-bit signless integer attribute (required).
    pub fn d1_stride(self, v: i64) -> Self {
        self.attr("d1_stride", access::int_attr(v, IntTy::I32))
    }
    /// `d1_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, v: i64) -> Self {
        self.attr("d1_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// `d1_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, v: i64) -> Self {
        self.attr("d1_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// `d2_size`: 32-bit signless integer attribute (required).
    pub fn d2_size(self, v: i64) -> Self {
        self.attr("d2_size", access::int_attr(v, IntTy::I32))
    }
    /// `d2_stride`: 32-bit signless integer attribute (required).
    pub fn d2_stride(self, v: i64) -> Self {
        self.attr("d2_stride", access::int_attr(v, IntTy::I32))
    }
    /// `d2_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, v: i64) -> Self {
        self.attr("d2_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// `d2_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, v: i64) -> Self {
        self.attr("d2_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// `enable_packet`: 32-bit signless integer attribute (required).
    pub fn enable_packet(self, v: i64) -> Self {
        self.attr("enable_packet", access::int_attr(v, IntTy::I32))
    }
    /// `iteration_current`: 32-bit signless integer attribute (required).
    pub fn iteration_current(self, v: i64) -> Self {
        self.attr("iteration_current", access::int_attr(v, IntTy::I32))
    }
    /// `iteration_size`: 32-bit signless integer attribute (required).
    pub fn iteration_size(self, v: i64) -> Self {
        self.attr("iteration_size", access::int_attr(v, IntTy::I32))
    }
    /// `iteration_stride`: 32-bit signless integer attribute (required).
    pub fn iteration_stride(self, v: i64) -> Self {
        self.attr("iteration_stride", access::int_attr(v, IntTy::I32))
    }
    /// `lock_acq_enable`: 32-bit signless integer attribute (required).
    pub fn lock_acq_enable(self, v: i64) -> Self {
        self.attr("lock_acq_enable", access::int_attr(v, IntTy::I32))
    }
    /// `lock_acq_id`: 32-bit signless integer attribute (required).
    pub fn lock_acq_id(self, v: i64) -> Self {
        self.attr("lock_acq_id", access::int_attr(v, IntTy::I32))
    }
    /// `lock_acq_val`: 32-bit signless integer attribute (required).
    pub fn lock_acq_val(self, v: i64) -> Self {
        self.attr("lock_acq_val", access::int_attr(v, IntTy::I32))
    }
    /// `lock_rel_id`: 32-bit signless integer attribute (required).
    pub fn lock_rel_id(self, v: i64) -> Self {
        self.attr("lock_rel_id", access::int_attr(v, IntTy::I32))
    }
    /// `lock_rel_val`: 32-bit signless integer attribute (required).
    pub fn lock_rel_val(self, v: i64) -> Self {
        self.attr("lock_rel_val", access::int_attr(v, IntTy::I32))
    }
    /// `next_bd`: 32-bit signless integer attribute (required).
    pub fn next_bd(self, v: i64) -> Self {
        self.attr("next_bd", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order_id`: 32-bit signless integer attribute (required).
    pub fn out_of_order_id(self, v: i64) -> Self {
        self.attr("out_of_order_id", access::int_attr(v, IntTy::I32))
    }
    /// `packet_id`: 32-bit signless integer attribute (required).
    pub fn packet_id(self, v: i64) -> Self {
        self.attr("packet_id", access::int_attr(v, IntTy::I32))
    }
    /// `packet_type`: 32-bit signless integer attribute (required).
    pub fn packet_type(self, v: i64) -> Self {
        self.attr("packet_type", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `use_next_bd`: 32-bit signless integer attribute (required).
    pub fn use_next_bd(self, v: i64) -> Self {
        self.attr("use_next_bd", access::int_attr(v, IntTy::I32))
    }
    /// `valid_bd`: 32-bit signless integer attribute (required).
    pub fn valid_bd(self, v: i64) -> Self {
        self.attr("valid_bd", access::int_attr(v, IntTy::I32))
    }
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, v: i64) -> Self {
        self.attr("burst_length", access::int_attr(v, IntTy::I32))
    }
    /// `axcache`: 32-bit signless integer attribute (optional).
    pub fn axcache(self, v: i64) -> Self {
        self.attr("axcache", access::int_attr(v, IntTy::I32))
    }
    /// `aie.enable_compression`: bool attribute (optional).
    pub fn aie_enable_compression(self, v: bool) -> Self {
        self.attr("aie.enable_compression", Attr::Bool(v))
    }
}

/// `aiex.npu.load_pdi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuLoadPdi(OpId);

impl View for NpuLoadPdi {
    const KIND: OpKind = OpKind::NpuLoadPdi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuLoadPdi(op)
    }
}

impl NpuLoadPdi {
    /// Starts building a `aiex.npu.load_pdi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuLoadPdi> {
        OpBuilder::new(ir, span)
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 32-bit signless integer attribute (default 0).
    pub fn id(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "id").map_or(0, |a| access::int(a))
    }
    /// Sets `id`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit unsigned integer attribute (default 0).
    pub fn size(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "size").map_or(0, |a| access::int(a))
    }
    /// `address`: 64-bit unsigned integer attribute (default 0).
    pub fn address(self, ir: &Ir) -> u64 {
        ir.attr(self.0, "address").map_or(0, |a| access::uint(a))
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: u64) {
        ir.set_attr(self.0, "address", access::uint_attr(v, IntTy::UI64))
    }
    /// `device_ref`: flat symbol reference attribute (optional).
    pub fn device_ref(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "device_ref").map(|a| access::sym(a))
    }
    /// Sets `device_ref`.
    pub fn set_device_ref(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "device_ref", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuLoadPdi> {
    /// `id`: 32-bit signless integer attribute (default 0).
    pub fn id(self, v: i64) -> Self {
        self.attr("id", access::int_attr(v, IntTy::I32))
    }
    /// `size`: 32-bit unsigned integer attribute (default 0).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::UI32))
    }
    /// `address`: 64-bit unsigned integer attribute (default 0).
    pub fn address(self, v: u64) -> Self {
        self.attr("address", access::uint_attr(v, IntTy::UI64))
    }
    /// `device_ref`: flat symbol reference attribute (optional).
    pub fn device_ref(self, v: &str) -> Self {
        self.attr("device_ref", Attr::sym(v))
    }
}

/// `aiex.npu.preempt`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuPreempt(OpId);

impl View for NpuPreempt {
    const KIND: OpKind = OpKind::NpuPreempt;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuPreempt(op)
    }
}

impl NpuPreempt {
    /// Starts building a `aiex.npu.preempt`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuPreempt> {
        OpBuilder::new(ir, span)
    }
    /// `level`: 8-bit unsigned integer attribute (required).
    pub fn level(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "level");
        access::int(a)
    }
}

impl OpBuilder<'_, NpuPreempt> {
    /// `level`: 8-bit unsigned integer attribute (required).
    pub fn level(self, v: i64) -> Self {
        self.attr("level", access::int_attr(v, IntTy::UI8))
    }
}

/// `aiex.npu.create_scratchpad`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuCreateScratchpad(OpId);

impl View for NpuCreateScratchpad {
    const KIND: OpKind = OpKind::NpuCreateScratchpad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuCreateScratchpad(op)
    }
}

impl NpuCreateScratchpad {
    /// Starts building a `aiex.npu.create_scratchpad`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuCreateScratchpad> {
        OpBuilder::new(ir, span)
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit unsigned integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
    /// `usage_type`: 8-bit unsigned integer attribute (default 0).
    pub fn usage_type(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "usage_type").map_or(0, |a| access::int(a))
    }
}

impl OpBuilder<'_, NpuCreateScratchpad> {
    /// `size`: 32-bit unsigned integer attribute (required).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::UI32))
    }
    /// `usage_type`: 8-bit unsigned integer attribute (default 0).
    pub fn usage_type(self, v: i64) -> Self {
        self.attr("usage_type", access::int_attr(v, IntTy::UI8))
    }
}

/// `aiex.npu.update_from_scratchpad`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuUpdateFromScratchpad(OpId);

impl View for NpuUpdateFromScratchpad {
    const KIND: OpKind = OpKind::NpuUpdateFromScratchpad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuUpdateFromScratchpad(op)
    }
}

impl NpuUpdateFromScratchpad {
    /// Starts building a `aiex.npu.update_from_scratchpad`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuUpdateFromScratchpad> {
        OpBuilder::new(ir, span)
    }
    /// `func`: a state-table function (mul, incr or decr) (optional).
    pub fn func(self, ir: &Ir) -> Option<StateTableFunc> {
        ir.attr(self.0, "func").map(|a| access::case::<StateTableFunc>(a))
    }
    /// `state_table_idx`: 8-bit unsigned integer attribute (required).
    pub fn state_table_idx(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "state_table_idx");
        access::int(a)
    }
    /// Sets `state_table_idx`.
    pub fn set_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `func_arg`: 32-bit unsigned integer attribute (default 0).
    pub fn func_arg(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "func_arg").map_or(0, |a| access::int(a))
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, NpuUpdateFromScratchpad> {
    /// `func`: a state-table function (mul, incr or decr) (optional).
    pub fn func(self, v: StateTableFunc) -> Self {
        self.attr("func", access::case_attr(v))
    }
    /// `state_table_idx`: 8-bit unsigned integer attribute (required).
    pub fn state_table_idx(self, v: i64) -> Self {
        self.attr("state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `func_arg`: 32-bit unsigned integer attribute (default 0).
    pub fn func_arg(self, v: i64) -> Self {
        self.attr("func_arg", access::int_attr(v, IntTy::UI32))
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.scratchpad_parameter`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScratchpadParameter(OpId);

impl View for ScratchpadParameter {
    const KIND: OpKind = OpKind::ScratchpadParameter;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScratchpadParameter(op)
    }
}

impl ScratchpadParameter {
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `type`: type attribute (required).
    pub fn type_attr(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "type");
        access::type_attr(a)
    }
    /// `state_table_idx`: 8-bit unsigned integer attribute (optional).
    pub fn state_table_idx(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "state_table_idx").map(|a| access::int(a))
    }
    /// Sets `state_table_idx`.
    pub fn set_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// The name of `kind` (for messages).
    pub const KIND: &'static str = "kind";
    /// `kind`: a scratchpad parameter kind (core or addr) (optional).
    pub fn kind(self, ir: &Ir) -> Option<ScratchpadParameterKind> {
        ir.attr(self.0, "kind").map(|a| access::case::<ScratchpadParameterKind>(a))
    }
    /// Sets `kind`.
    pub fn set_kind(self, ir: &mut Ir, v: ScratchpadParameterKind) {
        ir.set_attr(self.0, "kind", access::case_attr(v))
    }
    /// `min_value`: 32-bit signless integer attribute (optional).
    pub fn min_value(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "min_value").map(|a| access::int(a))
    }
    /// Sets `min_value`.
    pub fn set_min_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "min_value", access::int_attr(v, IntTy::I32))
    }
    /// `max_value`: 32-bit signless integer attribute (optional).
    pub fn max_value(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "max_value").map(|a| access::int(a))
    }
    /// Sets `max_value`.
    pub fn set_max_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "max_value", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.read_scratchpad_parameter`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ReadScratchpadParameter(OpId);

impl View for ReadScratchpadParameter {
    const KIND: OpKind = OpKind::ReadScratchpadParameter;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ReadScratchpadParameter(op)
    }
}

impl ReadScratchpadParameter {
    /// `parameter`: flat symbol reference attribute (required).
    pub fn parameter(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "parameter");
        access::sym(a)
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
    /// Sets `buffer`.
    pub fn set_buffer(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "buffer", Attr::sym(v))
    }
}

/// `aiex.sync_scratchpad_parameters_from_host`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SyncScratchpadParametersFromHost(OpId);

impl View for SyncScratchpadParametersFromHost {
    const KIND: OpKind = OpKind::SyncScratchpadParametersFromHost;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        SyncScratchpadParametersFromHost(op)
    }
}

impl SyncScratchpadParametersFromHost {
    /// Starts building a `aiex.sync_scratchpad_parameters_from_host`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, SyncScratchpadParametersFromHost> {
        OpBuilder::new(ir, span)
    }
}

/// `aiex.control_packet`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ControlPacket(OpId);

impl View for ControlPacket {
    const KIND: OpKind = OpKind::ControlPacket;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ControlPacket(op)
    }
}

impl ControlPacket {
    /// Starts building a `aiex.control_packet`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ControlPacket> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// `data`: 32-bit signless integer array attribute (optional).
    pub fn data(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "data").map(|a| access::dense_ints(a))
    }
    /// `opcode`: 32-bit signless integer attribute (required).
    pub fn opcode(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "opcode");
        access::int(a)
    }
    /// Sets `opcode`.
    pub fn set_opcode(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "opcode", access::int_attr(v, IntTy::I32))
    }
    /// `stream_id`: 32-bit signless integer attribute (required).
    pub fn stream_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "stream_id");
        access::int(a)
    }
    /// Sets `stream_id`.
    pub fn set_stream_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "stream_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `length` (for messages).
    pub const LENGTH: &'static str = "length";
    /// `length`: 32-bit signless integer attribute (optional).
    pub fn length(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, ControlPacket> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `data`: 32-bit signless integer array attribute (optional).
    pub fn data(self, v: &[i64]) -> Self {
        self.attr("data", access::dense_ints_attr(v, IntTy::I32))
    }
    /// `opcode`: 32-bit signless integer attribute (required).
    pub fn opcode(self, v: i64) -> Self {
        self.attr("opcode", access::int_attr(v, IntTy::I32))
    }
    /// `stream_id`: 32-bit signless integer attribute (required).
    pub fn stream_id(self, v: i64) -> Self {
        self.attr("stream_id", access::int_attr(v, IntTy::I32))
    }
    /// `length`: 32-bit signless integer attribute (optional).
    pub fn length(self, v: i64) -> Self {
        self.attr("length", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.broadcast_packet`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BroadcastPacket(OpId);

impl View for BroadcastPacket {
    const KIND: OpKind = OpKind::BroadcastPacket;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        BroadcastPacket(op)
    }
}

impl BroadcastPacket {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

/// `aiex.bp_id`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BpId(OpId);

impl View for BpId {
    const KIND: OpKind = OpKind::BpId;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        BpId(op)
    }
}

impl BpId {
    /// The name of `ID` (for messages).
    pub const ID: &'static str = "ID";
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "ID");
        access::int(a)
    }
    /// Sets `ID`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ID", access::int_attr(v, IntTy::I8))
    }
}

/// `aiex.bp_dest`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BpDest(OpId);

impl View for BpDest {
    const KIND: OpKind = OpKind::BpDest;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        BpDest(op)
    }
}

impl BpDest {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

/// `aiex.multicast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Multicast(OpId);

impl View for Multicast {
    const KIND: OpKind = OpKind::Multicast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Multicast(op)
    }
}

impl Multicast {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

/// `aiex.multi_dest`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MultiDest(OpId);

impl View for MultiDest {
    const KIND: OpKind = OpKind::MultiDest;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MultiDest(op)
    }
}

impl MultiDest {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

/// `aiex.set_lock`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SetLock(OpId);

impl View for SetLock {
    const KIND: OpKind = OpKind::SetLock;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        SetLock(op)
    }
}

impl SetLock {
    /// Starts building a `aiex.set_lock`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, SetLock> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (required). An integer, or a value known only at run time (an operand; an `arith.constant`'s is its integer).
    pub fn value(self, ir: &Ir) -> Option<IntOrValue> {
        access::int_or_value(ir, self.0, "value")
    }
    /// The operand holding `value`, if an operand holds it.
    pub fn value_operand(self, ir: &Ir) -> Option<ValueId> {
        access::dynamic_value(ir, self.0, "value")
    }
    /// Sets `value` to an integer, dropping the operand that held it.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        access::set_int_or_value(ir, self.0, "value", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, SetLock> {
    /// `value`: 32-bit signless integer attribute (required). An integer.
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_channel_reset_for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaChannelResetFor(OpId);

impl View for DmaChannelResetFor {
    const KIND: OpKind = OpKind::DmaChannelResetFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaChannelResetFor(op)
    }
}

impl DmaChannelResetFor {
    /// `objfifo`: flat symbol reference attribute (required).
    pub fn objfifo(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objfifo");
        access::sym(a)
    }
    /// Sets `objfifo`.
    pub fn set_objfifo(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objfifo", Attr::sym(v))
    }
}

/// `aiex.dma_channel_reset`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaChannelReset(OpId);

impl View for DmaChannelReset {
    const KIND: OpKind = OpKind::DmaChannelReset;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaChannelReset(op)
    }
}

impl DmaChannelReset {
    /// Starts building a `aiex.dma_channel_reset`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaChannelReset> {
        OpBuilder::new(ir, span)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
}

impl OpBuilder<'_, DmaChannelReset> {
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, v: DmaChannelDir) -> Self {
        self.attr("direction", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.core_reset`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CoreReset(OpId);

impl View for CoreReset {
    const KIND: OpKind = OpKind::CoreReset;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CoreReset(op)
    }
}

/// `aiex.npu.write_config`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuWriteConfig(OpId);

impl View for NpuWriteConfig {
    const KIND: OpKind = OpKind::NpuWriteConfig;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuWriteConfig(op)
    }
}

impl NpuWriteConfig {
    /// Starts building a `aiex.npu.write_config`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuWriteConfig> {
        OpBuilder::new(ir, span)
    }
    /// `device_ref`: flat symbol reference attribute (required).
    pub fn device_ref(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "device_ref");
        access::sym(a)
    }
    /// Sets `device_ref`.
    pub fn set_device_ref(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "device_ref", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuWriteConfig> {
    /// `device_ref`: flat symbol reference attribute (required).
    pub fn device_ref(self, v: &str) -> Self {
        self.attr("device_ref", Attr::sym(v))
    }
}

/// `aiex.npu.read_reg`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NpuReadReg(OpId);

impl View for NpuReadReg {
    const KIND: OpKind = OpKind::NpuReadReg;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        NpuReadReg(op)
    }
}

impl NpuReadReg {
    /// `offset`: 32-bit unsigned integer attribute (required).
    pub fn offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "offset");
        access::int(a)
    }
    /// Sets `offset`.
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.buffer_clear`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferClear(OpId);

impl View for BufferClear {
    const KIND: OpKind = OpKind::BufferClear;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        BufferClear(op)
    }
}

impl BufferClear {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `length` (for messages).
    pub const LENGTH: &'static str = "length";
    /// `length`: 32-bit unsigned integer attribute (required).
    pub fn length(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "length");
        access::int(a)
    }
}

/// `aiex.dma_configure_task_for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaConfigureTaskFor(OpId);

impl View for DmaConfigureTaskFor {
    const KIND: OpKind = OpKind::DmaConfigureTaskFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaConfigureTaskFor(op)
    }
}

impl DmaConfigureTaskFor {
    /// `alloc`: flat symbol reference attribute (required).
    pub fn alloc(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "alloc");
        access::sym(a)
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_configure_task`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaConfigureTask(OpId);

impl View for DmaConfigureTask {
    const KIND: OpKind = OpKind::DmaConfigureTask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaConfigureTask(op)
    }
}

impl DmaConfigureTask {
    /// Starts building a `aiex.dma_configure_task`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaConfigureTask> {
        OpBuilder::new(ir, span)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    /// Sets `packet`.
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, ir: &Ir) -> bool {
        ir.attr(self.0, "out_of_order").is_some()
    }
}

impl OpBuilder<'_, DmaConfigureTask> {
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, v: DmaChannelDir) -> Self {
        self.attr("direction", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, v: bool) -> Self {
        self.attr("issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `out_of_order`: unit attribute (optional).
    pub fn out_of_order(self, on: bool) -> Self {
        if on { self.attr("out_of_order", Attr::Unit) } else { self }
    }
}

/// `aiex.dma_start_task`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaStartTask(OpId);

impl View for DmaStartTask {
    const KIND: OpKind = OpKind::DmaStartTask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaStartTask(op)
    }
}

impl DmaStartTask {
    /// Starts building a `aiex.dma_start_task`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaStartTask> {
        OpBuilder::new(ir, span)
    }
    /// `aiex.dma_queue_overflow_diagnosed`: unit attribute (optional).
    pub fn aiex_dma_queue_overflow_diagnosed(self, ir: &Ir) -> bool {
        ir.attr(self.0, "aiex.dma_queue_overflow_diagnosed").is_some()
    }
    /// Sets `aiex.dma_queue_overflow_diagnosed` or (for `false`) removes it.
    pub fn set_aiex_dma_queue_overflow_diagnosed(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "aiex.dma_queue_overflow_diagnosed", on)
    }
    /// `no_token`: unit attribute (optional).
    pub fn no_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "no_token").is_some()
    }
    /// Sets `no_token` or (for `false`) removes it.
    pub fn set_no_token(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "no_token", on)
    }
    /// `repeat_count`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "repeat_count").map(|a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, DmaStartTask> {
    /// `aiex.dma_queue_overflow_diagnosed`: unit attribute (optional).
    pub fn aiex_dma_queue_overflow_diagnosed(self, on: bool) -> Self {
        if on { self.attr("aiex.dma_queue_overflow_diagnosed", Attr::Unit) } else { self }
    }
    /// `no_token`: unit attribute (optional).
    pub fn no_token(self, on: bool) -> Self {
        if on { self.attr("no_token", Attr::Unit) } else { self }
    }
    /// `repeat_count`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_await_task`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaAwaitTask(OpId);

impl View for DmaAwaitTask {
    const KIND: OpKind = OpKind::DmaAwaitTask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaAwaitTask(op)
    }
}

impl DmaAwaitTask {
    /// Starts building a `aiex.dma_await_task`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaAwaitTask> {
        OpBuilder::new(ir, span)
    }
}

/// `aiex.dma_free_task`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaFreeTask(OpId);

impl View for DmaFreeTask {
    const KIND: OpKind = OpKind::DmaFreeTask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaFreeTask(op)
    }
}

impl DmaFreeTask {
    /// Starts building a `aiex.dma_free_task`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaFreeTask> {
        OpBuilder::new(ir, span)
    }
}

/// `aiex.dma_bd_pool_pop`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaBdPoolPop(OpId);

impl View for DmaBdPoolPop {
    const KIND: OpKind = OpKind::DmaBdPoolPop;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaBdPoolPop(op)
    }
}

impl DmaBdPoolPop {
    /// Starts building a `aiex.dma_bd_pool_pop`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaBdPoolPop> {
        OpBuilder::new(ir, span)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "column");
        access::int(a)
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (optional).
    pub fn channel(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "channel").map(|a| access::int(a))
    }
    /// `partition_lo`: 32-bit signless integer attribute (optional).
    pub fn partition_lo(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "partition_lo").map(|a| access::int(a))
    }
    /// `partition_hi`: 32-bit signless integer attribute (optional).
    pub fn partition_hi(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "partition_hi").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, DmaBdPoolPop> {
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `channel`: 32-bit signless integer attribute (optional).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `partition_lo`: 32-bit signless integer attribute (optional).
    pub fn partition_lo(self, v: i64) -> Self {
        self.attr("partition_lo", access::int_attr(v, IntTy::I32))
    }
    /// `partition_hi`: 32-bit signless integer attribute (optional).
    pub fn partition_hi(self, v: i64) -> Self {
        self.attr("partition_hi", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_bd_pool_push`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaBdPoolPush(OpId);

impl View for DmaBdPoolPush {
    const KIND: OpKind = OpKind::DmaBdPoolPush;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaBdPoolPush(op)
    }
}

impl DmaBdPoolPush {
    /// Starts building a `aiex.dma_bd_pool_push`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaBdPoolPush> {
        OpBuilder::new(ir, span)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "column");
        access::int(a)
    }
    /// Sets `column`.
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (optional).
    pub fn channel(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "channel").map(|a| access::int(a))
    }
    /// `partition_lo`: 32-bit signless integer attribute (optional).
    pub fn partition_lo(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "partition_lo").map(|a| access::int(a))
    }
    /// `partition_hi`: 32-bit signless integer attribute (optional).
    pub fn partition_hi(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "partition_hi").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, DmaBdPoolPush> {
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, v: i64) -> Self {
        self.attr("column", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `channel`: 32-bit signless integer attribute (optional).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `partition_lo`: 32-bit signless integer attribute (optional).
    pub fn partition_lo(self, v: i64) -> Self {
        self.attr("partition_lo", access::int_attr(v, IntTy::I32))
    }
    /// `partition_hi`: 32-bit signless integer attribute (optional).
    pub fn partition_hi(self, v: i64) -> Self {
        self.attr("partition_hi", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_start_bd_chain_for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaStartBdChainFor(OpId);

impl View for DmaStartBdChainFor {
    const KIND: OpKind = OpKind::DmaStartBdChainFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaStartBdChainFor(op)
    }
}

impl DmaStartBdChainFor {
    /// Starts building a `aiex.dma_start_bd_chain_for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaStartBdChainFor> {
        OpBuilder::new(ir, span)
    }
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    /// `alloc`: flat symbol reference attribute (required).
    pub fn alloc(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "alloc");
        access::sym(a)
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, DmaStartBdChainFor> {
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
    }
    /// `alloc`: flat symbol reference attribute (required).
    pub fn alloc(self, v: &str) -> Self {
        self.attr("alloc", Attr::sym(v))
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, v: bool) -> Self {
        self.attr("issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.dma_start_bd_chain`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DmaStartBdChain(OpId);

impl View for DmaStartBdChain {
    const KIND: OpKind = OpKind::DmaStartBdChain;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        DmaStartBdChain(op)
    }
}

impl DmaStartBdChain {
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    /// Sets `issue_token`.
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    /// Sets `repeat_count`.
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.configure`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Configure(OpId);

impl View for Configure {
    const KIND: OpKind = OpKind::Configure;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Configure(op)
    }
}

impl Configure {
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
}

/// `aiex.run`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Run(OpId);

impl View for Run {
    const KIND: OpKind = OpKind::Run;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Run(op)
    }
}

impl Run {
    /// `callee`: flat symbol reference attribute (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
}

/// `aiex.cert.attach_to_group`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertAttachToGroup(OpId);

impl View for CertAttachToGroup {
    const KIND: OpKind = OpKind::CertAttachToGroup;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertAttachToGroup(op)
    }
}

impl CertAttachToGroup {
    /// Starts building a `aiex.cert.attach_to_group`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertAttachToGroup> {
        OpBuilder::new(ir, span)
    }
    /// `group_id`: 32-bit signless integer attribute (required).
    pub fn group_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "group_id");
        access::int(a)
    }
}

impl OpBuilder<'_, CertAttachToGroup> {
    /// `group_id`: 32-bit signless integer attribute (required).
    pub fn group_id(self, v: i64) -> Self {
        self.attr("group_id", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.section`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertSection(OpId);

impl View for CertSection {
    const KIND: OpKind = OpKind::CertSection;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertSection(op)
    }
}

impl CertSection {
    /// Starts building a `aiex.cert.section`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertSection> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
}

impl OpBuilder<'_, CertSection> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
}

/// `aiex.cert.page`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertPage(OpId);

impl View for CertPage {
    const KIND: OpKind = OpKind::CertPage;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertPage(op)
    }
}

impl CertPage {
    /// Starts building a `aiex.cert.page`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertPage> {
        OpBuilder::new(ir, span)
    }
    /// The name of `placement` (for messages).
    pub const PLACEMENT: &'static str = "placement";
    /// `placement`: 32-bit signless integer attribute (optional).
    pub fn placement(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "placement").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, CertPage> {
    /// `placement`: 32-bit signless integer attribute (optional).
    pub fn placement(self, v: i64) -> Self {
        self.attr("placement", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.job`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertJob(OpId);

impl View for CertJob {
    const KIND: OpKind = OpKind::CertJob;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertJob(op)
    }
}

impl CertJob {
    /// Starts building a `aiex.cert.job`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertJob> {
        OpBuilder::new(ir, span)
    }
    /// `job_id`: 32-bit signless integer attribute (required).
    pub fn job_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "job_id");
        access::int(a)
    }
    /// Sets `job_id`.
    pub fn set_job_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "job_id", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, CertJob> {
    /// `job_id`: 32-bit signless integer attribute (required).
    pub fn job_id(self, v: i64) -> Self {
        self.attr("job_id", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.write32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertWrite32(OpId);

impl View for CertWrite32 {
    const KIND: OpKind = OpKind::CertWrite32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertWrite32(op)
    }
}

impl CertWrite32 {
    /// Starts building a `aiex.cert.write32`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertWrite32> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, CertWrite32> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, v: i64) -> Self {
        self.attr("arg", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.maskwrite32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertMaskwrite32(OpId);

impl View for CertMaskwrite32 {
    const KIND: OpKind = OpKind::CertMaskwrite32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertMaskwrite32(op)
    }
}

impl CertMaskwrite32 {
    /// Starts building a `aiex.cert.maskwrite32`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertMaskwrite32> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "mask");
        access::int(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, CertMaskwrite32> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, v: i64) -> Self {
        self.attr("arg", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.maskpoll32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertMaskpoll32(OpId);

impl View for CertMaskpoll32 {
    const KIND: OpKind = OpKind::CertMaskpoll32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertMaskpoll32(op)
    }
}

impl CertMaskpoll32 {
    /// Starts building a `aiex.cert.maskpoll32`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertMaskpoll32> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "mask");
        access::int(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
}

impl OpBuilder<'_, CertMaskpoll32> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `mask`: 32-bit unsigned integer attribute (required).
    pub fn mask(self, v: i64) -> Self {
        self.attr("mask", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.mov`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertMov(OpId);

impl View for CertMov {
    const KIND: OpKind = OpKind::CertMov;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertMov(op)
    }
}

impl CertMov {
    /// Starts building a `aiex.cert.mov`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertMov> {
        OpBuilder::new(ir, span)
    }
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest");
        access::int(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, CertMov> {
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, v: i64) -> Self {
        self.attr("dest", access::int_attr(v, IntTy::I32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, v: i64) -> Self {
        self.attr("arg", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.add`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertAdd(OpId);

impl View for CertAdd {
    const KIND: OpKind = OpKind::CertAdd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertAdd(op)
    }
}

impl CertAdd {
    /// Starts building a `aiex.cert.add`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertAdd> {
        OpBuilder::new(ir, span)
    }
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest");
        access::int(a)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, CertAdd> {
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, v: i64) -> Self {
        self.attr("dest", access::int_attr(v, IntTy::I32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, v: i64) -> Self {
        self.attr("arg", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.write32_d`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertWrite32D(OpId);

impl View for CertWrite32D {
    const KIND: OpKind = OpKind::CertWrite32D;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertWrite32D(op)
    }
}

impl CertWrite32D {
    /// Starts building a `aiex.cert.write32_d`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertWrite32D> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// `address_is_reg`: unit attribute (optional).
    pub fn address_is_reg(self, ir: &Ir) -> bool {
        ir.attr(self.0, "address_is_reg").is_some()
    }
    /// `value_is_reg`: unit attribute (optional).
    pub fn value_is_reg(self, ir: &Ir) -> bool {
        ir.attr(self.0, "value_is_reg").is_some()
    }
}

impl OpBuilder<'_, CertWrite32D> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::UI32))
    }
    /// `address_is_reg`: unit attribute (optional).
    pub fn address_is_reg(self, on: bool) -> Self {
        if on { self.attr("address_is_reg", Attr::Unit) } else { self }
    }
    /// `value_is_reg`: unit attribute (optional).
    pub fn value_is_reg(self, on: bool) -> Self {
        if on { self.attr("value_is_reg", Attr::Unit) } else { self }
    }
}

/// `aiex.cert.create_scratchpad`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertCreateScratchpad(OpId);

impl View for CertCreateScratchpad {
    const KIND: OpKind = OpKind::CertCreateScratchpad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertCreateScratchpad(op)
    }
}

impl CertCreateScratchpad {
    /// Starts building a `aiex.cert.create_scratchpad`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertCreateScratchpad> {
        OpBuilder::new(ir, span)
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit unsigned integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
    /// `usage_type`: 8-bit unsigned integer attribute (default 0).
    pub fn usage_type(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "usage_type").map_or(0, |a| access::int(a))
    }
}

impl OpBuilder<'_, CertCreateScratchpad> {
    /// `size`: 32-bit unsigned integer attribute (required).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::UI32))
    }
    /// `usage_type`: 8-bit unsigned integer attribute (default 0).
    pub fn usage_type(self, v: i64) -> Self {
        self.attr("usage_type", access::int_attr(v, IntTy::UI8))
    }
}

/// `aiex.cert.update_reg`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertUpdateReg(OpId);

impl View for CertUpdateReg {
    const KIND: OpKind = OpKind::CertUpdateReg;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertUpdateReg(op)
    }
}

impl CertUpdateReg {
    /// Starts building a `aiex.cert.update_reg`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertUpdateReg> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// `state_table_idx`: 8-bit unsigned integer attribute (required).
    pub fn state_table_idx(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "state_table_idx");
        access::int(a)
    }
    /// Sets `state_table_idx`.
    pub fn set_state_table_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `func`: a state-table function (mul, incr or decr) (optional).
    pub fn func(self, ir: &Ir) -> Option<StateTableFunc> {
        ir.attr(self.0, "func").map(|a| access::case::<StateTableFunc>(a))
    }
    /// `func_arg`: 32-bit unsigned integer attribute (default 0).
    pub fn func_arg(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "func_arg").map_or(0, |a| access::int(a))
    }
}

impl OpBuilder<'_, CertUpdateReg> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `state_table_idx`: 8-bit unsigned integer attribute (required).
    pub fn state_table_idx(self, v: i64) -> Self {
        self.attr("state_table_idx", access::int_attr(v, IntTy::UI8))
    }
    /// `func`: a state-table function (mul, incr or decr) (optional).
    pub fn func(self, v: StateTableFunc) -> Self {
        self.attr("func", access::case_attr(v))
    }
    /// `func_arg`: 32-bit unsigned integer attribute (default 0).
    pub fn func_arg(self, v: i64) -> Self {
        self.attr("func_arg", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.uc_dma_write_des_sync`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertUcDmaWriteDesSync(OpId);

impl View for CertUcDmaWriteDesSync {
    const KIND: OpKind = OpKind::CertUcDmaWriteDesSync;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertUcDmaWriteDesSync(op)
    }
}

impl CertUcDmaWriteDesSync {
    /// Starts building a `aiex.cert.uc_dma_write_des_sync`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertUcDmaWriteDesSync> {
        OpBuilder::new(ir, span)
    }
    /// `symbol`: flat symbol reference attribute, naming `aiex.cert.uc_dma_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
}

impl OpBuilder<'_, CertUcDmaWriteDesSync> {
    /// `symbol`: flat symbol reference attribute, naming `aiex.cert.uc_dma_chain` (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
    }
}

/// `aiex.cert.uc_dma_write_des`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertUcDmaWriteDes(OpId);

impl View for CertUcDmaWriteDes {
    const KIND: OpKind = OpKind::CertUcDmaWriteDes;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertUcDmaWriteDes(op)
    }
}

impl CertUcDmaWriteDes {
    /// `wait_handle`: 32-bit signless integer attribute (required).
    pub fn wait_handle(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "wait_handle");
        access::int(a)
    }
    /// `symbol`: flat symbol reference attribute, naming `aiex.cert.uc_dma_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
}

/// `aiex.cert.wait_uc_dma`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertWaitUcDma(OpId);

impl View for CertWaitUcDma {
    const KIND: OpKind = OpKind::CertWaitUcDma;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertWaitUcDma(op)
    }
}

impl CertWaitUcDma {
    /// `wait_handle`: 32-bit signless integer attribute (required).
    pub fn wait_handle(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "wait_handle");
        access::int(a)
    }
}

/// `aiex.cert.read32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertRead32(OpId);

impl View for CertRead32 {
    const KIND: OpKind = OpKind::CertRead32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertRead32(op)
    }
}

impl CertRead32 {
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::I32))
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.read32_d`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertRead32D(OpId);

impl View for CertRead32D {
    const KIND: OpKind = OpKind::CertRead32D;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertRead32D(op)
    }
}

impl CertRead32D {
    /// `address`: 32-bit signless integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::I32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.poll32`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertPoll32(OpId);

impl View for CertPoll32 {
    const KIND: OpKind = OpKind::CertPoll32;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertPoll32(op)
    }
}

impl CertPoll32 {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.sleep`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertSleep(OpId);

impl View for CertSleep {
    const KIND: OpKind = OpKind::CertSleep;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertSleep(op)
    }
}

impl CertSleep {
    /// `target`: 32-bit unsigned integer attribute (required).
    pub fn target(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "target");
        access::int(a)
    }
    /// Sets `target`.
    pub fn set_target(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "target", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.save_timestamps`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertSaveTimestamps(OpId);

impl View for CertSaveTimestamps {
    const KIND: OpKind = OpKind::CertSaveTimestamps;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertSaveTimestamps(op)
    }
}

impl CertSaveTimestamps {
    /// `unq_id`: 32-bit unsigned integer attribute (required).
    pub fn unq_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "unq_id");
        access::int(a)
    }
}

/// `aiex.cert.save_register`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertSaveRegister(OpId);

impl View for CertSaveRegister {
    const KIND: OpKind = OpKind::CertSaveRegister;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertSaveRegister(op)
    }
}

impl CertSaveRegister {
    /// Starts building a `aiex.cert.save_register`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertSaveRegister> {
        OpBuilder::new(ir, span)
    }
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    /// Sets `address`.
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// `unq_id`: 32-bit unsigned integer attribute (required).
    pub fn unq_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "unq_id");
        access::int(a)
    }
}

impl OpBuilder<'_, CertSaveRegister> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `unq_id`: 32-bit unsigned integer attribute (required).
    pub fn unq_id(self, v: i64) -> Self {
        self.attr("unq_id", access::int_attr(v, IntTy::UI32))
    }
}

/// `aiex.cert.wait_tcts`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertWaitTcts(OpId);

impl View for CertWaitTcts {
    const KIND: OpKind = OpKind::CertWaitTcts;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertWaitTcts(op)
    }
}

impl CertWaitTcts {
    /// Starts building a `aiex.cert.wait_tcts`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertWaitTcts> {
        OpBuilder::new(ir, span)
    }
    /// `tile_id`: 32-bit signless integer attribute (required).
    pub fn tile_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "tile_id");
        access::int(a)
    }
    /// `channel_id`: 32-bit signless integer attribute (required).
    pub fn channel_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_id");
        access::int(a)
    }
    /// `target_tcts`: 32-bit signless integer attribute (required).
    pub fn target_tcts(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "target_tcts");
        access::int(a)
    }
}

impl OpBuilder<'_, CertWaitTcts> {
    /// `tile_id`: 32-bit signless integer attribute (required).
    pub fn tile_id(self, v: i64) -> Self {
        self.attr("tile_id", access::int_attr(v, IntTy::I32))
    }
    /// `channel_id`: 32-bit signless integer attribute (required).
    pub fn channel_id(self, v: i64) -> Self {
        self.attr("channel_id", access::int_attr(v, IntTy::I32))
    }
    /// `target_tcts`: 32-bit signless integer attribute (required).
    pub fn target_tcts(self, v: i64) -> Self {
        self.attr("target_tcts", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.apply_offset_57`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertApplyOffset57(OpId);

impl View for CertApplyOffset57 {
    const KIND: OpKind = OpKind::CertApplyOffset57;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertApplyOffset57(op)
    }
}

impl CertApplyOffset57 {
    /// Starts building a `aiex.cert.apply_offset_57`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertApplyOffset57> {
        OpBuilder::new(ir, span)
    }
    /// `symbol`: flat symbol reference attribute, naming `memref.global` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    /// `num_entries`: 16-bit signless integer attribute (required).
    pub fn num_entries(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "num_entries");
        access::int(a)
    }
    /// `offset`: 16-bit signless integer attribute (required).
    pub fn offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "offset");
        access::int(a)
    }
    /// Sets `offset`.
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::I16))
    }
    /// `pad`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn pad(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "pad").map(|a| access::sym(a))
    }
}

impl OpBuilder<'_, CertApplyOffset57> {
    /// `symbol`: flat symbol reference attribute, naming `memref.global` (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
    }
    /// `num_entries`: 16-bit signless integer attribute (required).
    pub fn num_entries(self, v: i64) -> Self {
        self.attr("num_entries", access::int_attr(v, IntTy::I16))
    }
    /// `offset`: 16-bit signless integer attribute (required).
    pub fn offset(self, v: i64) -> Self {
        self.attr("offset", access::int_attr(v, IntTy::I16))
    }
    /// `pad`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn pad(self, v: &str) -> Self {
        self.attr("pad", Attr::sym(v))
    }
}

/// `aiex.cert.uc_dma_chain`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertUcDmaChain(OpId);

impl View for CertUcDmaChain {
    const KIND: OpKind = OpKind::CertUcDmaChain;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertUcDmaChain(op)
    }
}

impl CertUcDmaChain {
    /// Starts building a `aiex.cert.uc_dma_chain`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertUcDmaChain> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
}

impl OpBuilder<'_, CertUcDmaChain> {
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
}

/// `aiex.cert.uc_dma_bd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertUcDmaBd(OpId);

impl View for CertUcDmaBd {
    const KIND: OpKind = OpKind::CertUcDmaBd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertUcDmaBd(op)
    }
}

impl CertUcDmaBd {
    /// Starts building a `aiex.cert.uc_dma_bd`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertUcDmaBd> {
        OpBuilder::new(ir, span)
    }
    /// `remote_address`: flat symbol reference attribute (required).
    pub fn remote_address(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "remote_address");
        access::sym(a)
    }
    /// `local_address`: 32-bit signless integer attribute (required).
    pub fn local_address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "local_address");
        access::int(a)
    }
    /// The name of `length` (for messages).
    pub const LENGTH: &'static str = "length";
    /// `length`: 32-bit signless integer attribute (required).
    pub fn length(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "length");
        access::int(a)
    }
    /// The name of `next_bd` (for messages).
    pub const NEXT_BD: &'static str = "next_bd";
    /// `next_bd`: bool attribute (required).
    pub fn next_bd(self, ir: &Ir) -> bool {
        let a = access::required(ir, self.0, "next_bd");
        access::bool(a)
    }
    /// Sets `next_bd`.
    pub fn set_next_bd(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "next_bd", Attr::Bool(v))
    }
}

impl OpBuilder<'_, CertUcDmaBd> {
    /// `remote_address`: flat symbol reference attribute (required).
    pub fn remote_address(self, v: &str) -> Self {
        self.attr("remote_address", Attr::sym(v))
    }
    /// `local_address`: 32-bit signless integer attribute (required).
    pub fn local_address(self, v: i64) -> Self {
        self.attr("local_address", access::int_attr(v, IntTy::I32))
    }
    /// `length`: 32-bit signless integer attribute (required).
    pub fn length(self, v: i64) -> Self {
        self.attr("length", access::int_attr(v, IntTy::I32))
    }
    /// `next_bd`: bool attribute (required).
    pub fn next_bd(self, v: bool) -> Self {
        self.attr("next_bd", Attr::Bool(v))
    }
}

/// `aiex.cert.rel_acq_sync`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertRelAcqSync(OpId);

impl View for CertRelAcqSync {
    const KIND: OpKind = OpKind::CertRelAcqSync;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertRelAcqSync(op)
    }
}

impl CertRelAcqSync {
    /// `rel_address`: 32-bit unsigned integer attribute (required).
    pub fn rel_address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "rel_address");
        access::int(a)
    }
    /// `acq_address`: 32-bit unsigned integer attribute (required).
    pub fn acq_address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "acq_address");
        access::int(a)
    }
}

/// `aiex.cert.local_barrier`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertLocalBarrier(OpId);

impl View for CertLocalBarrier {
    const KIND: OpKind = OpKind::CertLocalBarrier;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertLocalBarrier(op)
    }
}

impl CertLocalBarrier {
    /// `local_barrier_id`: 32-bit signless integer attribute (required).
    pub fn local_barrier_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "local_barrier_id");
        access::int(a)
    }
    /// `num_participants`: 32-bit signless integer attribute (required).
    pub fn num_participants(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "num_participants");
        access::int(a)
    }
}

/// `aiex.cert.remote_barrier`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertRemoteBarrier(OpId);

impl View for CertRemoteBarrier {
    const KIND: OpKind = OpKind::CertRemoteBarrier;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertRemoteBarrier(op)
    }
}

impl CertRemoteBarrier {
    /// Starts building a `aiex.cert.remote_barrier`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertRemoteBarrier> {
        OpBuilder::new(ir, span)
    }
    /// `remote_barrier_id`: 32-bit signless integer attribute (required).
    pub fn remote_barrier_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "remote_barrier_id");
        access::int(a)
    }
    /// `party_mask`: 32-bit signless integer attribute (required).
    pub fn party_mask(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "party_mask");
        access::int(a)
    }
}

impl OpBuilder<'_, CertRemoteBarrier> {
    /// `remote_barrier_id`: 32-bit signless integer attribute (required).
    pub fn remote_barrier_id(self, v: i64) -> Self {
        self.attr("remote_barrier_id", access::int_attr(v, IntTy::I32))
    }
    /// `party_mask`: 32-bit signless integer attribute (required).
    pub fn party_mask(self, v: i64) -> Self {
        self.attr("party_mask", access::int_attr(v, IntTy::I32))
    }
}

/// `aiex.cert.preempt`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertPreempt(OpId);

impl View for CertPreempt {
    const KIND: OpKind = OpKind::CertPreempt;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertPreempt(op)
    }
}

impl CertPreempt {
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 32-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "id");
        access::int(a)
    }
    /// Sets `id`.
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// `save_section`: flat symbol reference attribute (required).
    pub fn save_section(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "save_section");
        access::sym(a)
    }
    /// `restore_section`: flat symbol reference attribute (required).
    pub fn restore_section(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "restore_section");
        access::sym(a)
    }
}

/// `aiex.cert.load_pdi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertLoadPdi(OpId);

impl View for CertLoadPdi {
    const KIND: OpKind = OpKind::CertLoadPdi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertLoadPdi(op)
    }
}

impl CertLoadPdi {
    /// Starts building a `aiex.cert.load_pdi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertLoadPdi> {
        OpBuilder::new(ir, span)
    }
    /// `pdi_id`: 32-bit unsigned integer attribute (required).
    pub fn pdi_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "pdi_id");
        access::int(a)
    }
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
}

impl OpBuilder<'_, CertLoadPdi> {
    /// `pdi_id`: 32-bit unsigned integer attribute (required).
    pub fn pdi_id(self, v: i64) -> Self {
        self.attr("pdi_id", access::int_attr(v, IntTy::UI32))
    }
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
    }
}

/// `func.func`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncFunc(OpId);

impl View for FuncFunc {
    const KIND: OpKind = OpKind::FuncFunc;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        FuncFunc(op)
    }
}

impl FuncFunc {
    /// Starts building a `func.func`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, FuncFunc> {
        OpBuilder::new(ir, span)
    }
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_visibility").map(|a| access::str(a))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `function_type`: type attribute (required).
    pub fn function_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "function_type");
        access::type_attr(a)
    }
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "link_with").map(|a| access::str(a))
    }
    /// Sets `link_with`.
    pub fn set_link_with(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "link_with", access::str_attr(v))
    }
    /// `link_with_mode`: string attribute (optional).
    pub fn link_with_mode(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "link_with_mode").map(|a| access::str(a))
    }
}

impl OpBuilder<'_, FuncFunc> {
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, v: &str) -> Self {
        self.attr("sym_visibility", access::str_attr(v))
    }
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `function_type`: type attribute (required).
    pub fn function_type(self, v: Type) -> Self {
        self.attr("function_type", Attr::ty(v))
    }
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, v: &str) -> Self {
        self.attr("link_with", access::str_attr(v))
    }
    /// `link_with_mode`: string attribute (optional).
    pub fn link_with_mode(self, v: &str) -> Self {
        self.attr("link_with_mode", access::str_attr(v))
    }
}

/// `func.return`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncReturn(OpId);

impl View for FuncReturn {
    const KIND: OpKind = OpKind::FuncReturn;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        FuncReturn(op)
    }
}

impl FuncReturn {
    /// Starts building a `func.return`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, FuncReturn> {
        OpBuilder::new(ir, span)
    }
}

/// `func.call`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncCall(OpId);

impl View for FuncCall {
    const KIND: OpKind = OpKind::FuncCall;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        FuncCall(op)
    }
}

impl FuncCall {
    /// Starts building a `func.call`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, FuncCall> {
        OpBuilder::new(ir, span)
    }
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
}

impl OpBuilder<'_, FuncCall> {
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, v: &str) -> Self {
        self.attr("callee", Attr::sym(v))
    }
}

/// `emitc.func`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcFunc(OpId);

impl View for EmitcFunc {
    const KIND: OpKind = OpKind::EmitcFunc;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcFunc(op)
    }
}

impl EmitcFunc {
    /// Starts building a `emitc.func`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcFunc> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `function_type`: type attribute (required).
    pub fn function_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "function_type");
        access::type_attr(a)
    }
    /// `specifiers`: attribute (optional).
    pub fn specifiers(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "specifiers").map(|a| a)
    }
}

impl OpBuilder<'_, EmitcFunc> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `function_type`: type attribute (required).
    pub fn function_type(self, v: Type) -> Self {
        self.attr("function_type", Attr::ty(v))
    }
    /// `specifiers`: attribute (optional).
    pub fn specifiers(self, v: Attr) -> Self {
        self.attr("specifiers", v)
    }
}

/// `emitc.return`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcReturn(OpId);

impl View for EmitcReturn {
    const KIND: OpKind = OpKind::EmitcReturn;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcReturn(op)
    }
}

impl EmitcReturn {
    /// Starts building a `emitc.return`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcReturn> {
        OpBuilder::new(ir, span)
    }
}

/// `emitc.call_opaque`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcCallOpaque(OpId);

impl View for EmitcCallOpaque {
    const KIND: OpKind = OpKind::EmitcCallOpaque;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcCallOpaque(op)
    }
}

impl EmitcCallOpaque {
    /// Starts building a `emitc.call_opaque`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcCallOpaque> {
        OpBuilder::new(ir, span)
    }
    /// `callee`: string attribute (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::str(a)
    }
    /// `args`: attribute (optional).
    pub fn args(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "args").map(|a| a)
    }
}

impl OpBuilder<'_, EmitcCallOpaque> {
    /// `callee`: string attribute (required).
    pub fn callee(self, v: &str) -> Self {
        self.attr("callee", access::str_attr(v))
    }
    /// `args`: attribute (optional).
    pub fn args(self, v: Attr) -> Self {
        self.attr("args", v)
    }
}

/// `emitc.verbatim`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcVerbatim(OpId);

impl View for EmitcVerbatim {
    const KIND: OpKind = OpKind::EmitcVerbatim;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcVerbatim(op)
    }
}

impl EmitcVerbatim {
    /// Starts building a `emitc.verbatim`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcVerbatim> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: string attribute (required).
    pub fn value(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "value");
        access::str(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "value", access::str_attr(v))
    }
}

impl OpBuilder<'_, EmitcVerbatim> {
    /// `value`: string attribute (required).
    pub fn value(self, v: &str) -> Self {
        self.attr("value", access::str_attr(v))
    }
}

/// `emitc.variable`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcVariable(OpId);

impl View for EmitcVariable {
    const KIND: OpKind = OpKind::EmitcVariable;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcVariable(op)
    }
}

impl EmitcVariable {
    /// Starts building a `emitc.variable`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcVariable> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: attribute (required).
    pub fn value(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "value");
        a
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "value", v)
    }
}

impl OpBuilder<'_, EmitcVariable> {
    /// `value`: attribute (required).
    pub fn value(self, v: Attr) -> Self {
        self.attr("value", v)
    }
}

/// `emitc.constant`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcConstant(OpId);

impl View for EmitcConstant {
    const KIND: OpKind = OpKind::EmitcConstant;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcConstant(op)
    }
}

impl EmitcConstant {
    /// Starts building a `emitc.constant`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcConstant> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: attribute (required).
    pub fn value(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "value");
        a
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "value", v)
    }
}

impl OpBuilder<'_, EmitcConstant> {
    /// `value`: attribute (required).
    pub fn value(self, v: Attr) -> Self {
        self.attr("value", v)
    }
}

/// `emitc.literal`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcLiteral(OpId);

impl View for EmitcLiteral {
    const KIND: OpKind = OpKind::EmitcLiteral;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcLiteral(op)
    }
}

impl EmitcLiteral {
    /// Starts building a `emitc.literal`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcLiteral> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: string attribute (required).
    pub fn value(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "value");
        access::str(a)
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "value", access::str_attr(v))
    }
}

impl OpBuilder<'_, EmitcLiteral> {
    /// `value`: string attribute (required).
    pub fn value(self, v: &str) -> Self {
        self.attr("value", access::str_attr(v))
    }
}

/// `emitc.cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcCast(OpId);

impl View for EmitcCast {
    const KIND: OpKind = OpKind::EmitcCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcCast(op)
    }
}

impl EmitcCast {
    /// Starts building a `emitc.cast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcCast> {
        OpBuilder::new(ir, span)
    }
}

/// `emitc.cmp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcCmp(OpId);

impl View for EmitcCmp {
    const KIND: OpKind = OpKind::EmitcCmp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcCmp(op)
    }
}

impl EmitcCmp {
    /// Starts building a `emitc.cmp`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcCmp> {
        OpBuilder::new(ir, span)
    }
    /// `predicate`: an emitc comparison (required).
    pub fn predicate(self, ir: &Ir) -> EmitCCmpPredicate {
        let a = access::required(ir, self.0, "predicate");
        access::case::<EmitCCmpPredicate>(a)
    }
}

impl OpBuilder<'_, EmitcCmp> {
    /// `predicate`: an emitc comparison (required).
    pub fn predicate(self, v: EmitCCmpPredicate) -> Self {
        self.attr("predicate", access::case_attr(v))
    }
}

/// `emitc.conditional`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcConditional(OpId);

impl View for EmitcConditional {
    const KIND: OpKind = OpKind::EmitcConditional;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcConditional(op)
    }
}

impl EmitcConditional {
    /// Starts building a `emitc.conditional`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcConditional> {
        OpBuilder::new(ir, span)
    }
}

/// `emitc.for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcFor(OpId);

impl View for EmitcFor {
    const KIND: OpKind = OpKind::EmitcFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcFor(op)
    }
}

impl EmitcFor {
    /// Starts building a `emitc.for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcFor> {
        OpBuilder::new(ir, span)
    }
}

/// `emitc.if`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcIf(OpId);

impl View for EmitcIf {
    const KIND: OpKind = OpKind::EmitcIf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcIf(op)
    }
}

impl EmitcIf {
    /// Starts building a `emitc.if`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcIf> {
        OpBuilder::new(ir, span)
    }
}

/// `emitc.yield`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmitcYield(OpId);

impl View for EmitcYield {
    const KIND: OpKind = OpKind::EmitcYield;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        EmitcYield(op)
    }
}

impl EmitcYield {
    /// Starts building a `emitc.yield`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, EmitcYield> {
        OpBuilder::new(ir, span)
    }
}

/// `scf.for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfFor(OpId);

impl View for ScfFor {
    const KIND: OpKind = OpKind::ScfFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfFor(op)
    }
}

impl ScfFor {
    /// `unsignedCmp`: unit attribute (optional).
    pub fn unsigned_cmp(self, ir: &Ir) -> bool {
        ir.attr(self.0, "unsignedCmp").is_some()
    }
}

/// `scf.if`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfIf(OpId);

impl View for ScfIf {
    const KIND: OpKind = OpKind::ScfIf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfIf(op)
    }
}

/// `scf.yield`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfYield(OpId);

impl View for ScfYield {
    const KIND: OpKind = OpKind::ScfYield;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfYield(op)
    }
}

impl ScfYield {
    /// Starts building a `scf.yield`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfYield> {
        OpBuilder::new(ir, span)
    }
}

/// `scf.index_switch`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfIndexSwitch(OpId);

impl View for ScfIndexSwitch {
    const KIND: OpKind = OpKind::ScfIndexSwitch;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfIndexSwitch(op)
    }
}

impl ScfIndexSwitch {
    /// Starts building a `scf.index_switch`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfIndexSwitch> {
        OpBuilder::new(ir, span)
    }
    /// `cases`: 64-bit signless integer array attribute (required).
    pub fn cases(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "cases");
        access::dense_ints(a)
    }
}

impl OpBuilder<'_, ScfIndexSwitch> {
    /// `cases`: 64-bit signless integer array attribute (required).
    pub fn cases(self, v: &[i64]) -> Self {
        self.attr("cases", access::dense_ints_attr(v, IntTy::I64))
    }
}

/// `scf.while`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfWhile(OpId);

impl View for ScfWhile {
    const KIND: OpKind = OpKind::ScfWhile;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfWhile(op)
    }
}

/// `scf.condition`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfCondition(OpId);

impl View for ScfCondition {
    const KIND: OpKind = OpKind::ScfCondition;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfCondition(op)
    }
}

/// `scf.execute_region`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfExecuteRegion(OpId);

impl View for ScfExecuteRegion {
    const KIND: OpKind = OpKind::ScfExecuteRegion;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfExecuteRegion(op)
    }
}

/// `scf.parallel`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfParallel(OpId);

impl View for ScfParallel {
    const KIND: OpKind = OpKind::ScfParallel;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfParallel(op)
    }
}

/// `scf.reduce.return`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfReduceReturn(OpId);

impl View for ScfReduceReturn {
    const KIND: OpKind = OpKind::ScfReduceReturn;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfReduceReturn(op)
    }
}

/// `scf.reduce`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfReduce(OpId);

impl View for ScfReduce {
    const KIND: OpKind = OpKind::ScfReduce;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfReduce(op)
    }
}

/// `scf.forall.in_parallel`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfForallInParallel(OpId);

impl View for ScfForallInParallel {
    const KIND: OpKind = OpKind::ScfForallInParallel;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfForallInParallel(op)
    }
}

/// `scf.forall`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScfForall(OpId);

impl View for ScfForall {
    const KIND: OpKind = OpKind::ScfForall;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ScfForall(op)
    }
}

impl ScfForall {
    /// `staticLowerBound`: i64 dense array attribute (required).
    pub fn static_lower_bound(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "staticLowerBound");
        access::dense_ints(a)
    }
    /// `staticUpperBound`: i64 dense array attribute (required).
    pub fn static_upper_bound(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "staticUpperBound");
        access::dense_ints(a)
    }
    /// `staticStep`: i64 dense array attribute (required).
    pub fn static_step(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "staticStep");
        access::dense_ints(a)
    }
    /// `mapping`: attribute (optional).
    pub fn mapping(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "mapping").map(|a| a)
    }
}

/// `affine.for`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineFor(OpId);

impl View for AffineFor {
    const KIND: OpKind = OpKind::AffineFor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AffineFor(op)
    }
}

impl AffineFor {
    /// `lowerBoundMap`: AffineMap attribute (required).
    pub fn lower_bound_map(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "lowerBoundMap");
        access::affine_map(a)
    }
    /// `upperBoundMap`: AffineMap attribute (required).
    pub fn upper_bound_map(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "upperBoundMap");
        access::affine_map(a)
    }
    /// `step`: index attribute (required).
    pub fn step(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "step");
        access::int(a)
    }
}

/// `affine.yield`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineYield(OpId);

impl View for AffineYield {
    const KIND: OpKind = OpKind::AffineYield;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AffineYield(op)
    }
}

/// `affine.load`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineLoad(OpId);

impl View for AffineLoad {
    const KIND: OpKind = OpKind::AffineLoad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AffineLoad(op)
    }
}

impl AffineLoad {
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
}

/// `affine.store`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineStore(OpId);

impl View for AffineStore {
    const KIND: OpKind = OpKind::AffineStore;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AffineStore(op)
    }
}

impl AffineStore {
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
}

/// `affine.apply`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineApply(OpId);

impl View for AffineApply {
    const KIND: OpKind = OpKind::AffineApply;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AffineApply(op)
    }
}

impl AffineApply {
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
}

/// `cf.assert`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CfAssert(OpId);

impl View for CfAssert {
    const KIND: OpKind = OpKind::CfAssert;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CfAssert(op)
    }
}

impl CfAssert {
    /// Starts building a `cf.assert`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CfAssert> {
        OpBuilder::new(ir, span)
    }
    /// `msg`: string attribute (required).
    pub fn msg(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "msg");
        access::str(a)
    }
}

impl OpBuilder<'_, CfAssert> {
    /// `msg`: string attribute (required).
    pub fn msg(self, v: &str) -> Self {
        self.attr("msg", access::str_attr(v))
    }
}

/// `arith.constant`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithConstant(OpId);

impl View for ArithConstant {
    const KIND: OpKind = OpKind::ArithConstant;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithConstant(op)
    }
}

impl ArithConstant {
    /// Starts building a `arith.constant`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithConstant> {
        OpBuilder::new(ir, span)
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: typed attribute (required).
    pub fn value(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "value");
        a
    }
    /// Sets `value`.
    pub fn set_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "value", v)
    }
}

impl OpBuilder<'_, ArithConstant> {
    /// `value`: typed attribute (required).
    pub fn value(self, v: Attr) -> Self {
        self.attr("value", v)
    }
}

/// `arith.addi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithAddi(OpId);

impl View for ArithAddi {
    const KIND: OpKind = OpKind::ArithAddi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithAddi(op)
    }
}

impl ArithAddi {
    /// Starts building a `arith.addi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithAddi> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.subi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithSubi(OpId);

impl View for ArithSubi {
    const KIND: OpKind = OpKind::ArithSubi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithSubi(op)
    }
}

impl ArithSubi {
    /// Starts building a `arith.subi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithSubi> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.muli`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMuli(OpId);

impl View for ArithMuli {
    const KIND: OpKind = OpKind::ArithMuli;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMuli(op)
    }
}

/// `arith.xori`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithXori(OpId);

impl View for ArithXori {
    const KIND: OpKind = OpKind::ArithXori;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithXori(op)
    }
}

impl ArithXori {
    /// Starts building a `arith.xori`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithXori> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.shrui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithShrui(OpId);

impl View for ArithShrui {
    const KIND: OpKind = OpKind::ArithShrui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithShrui(op)
    }
}

impl ArithShrui {
    /// Starts building a `arith.shrui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithShrui> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.maxsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMaxsi(OpId);

impl View for ArithMaxsi {
    const KIND: OpKind = OpKind::ArithMaxsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMaxsi(op)
    }
}

/// `arith.cmpi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithCmpi(OpId);

impl View for ArithCmpi {
    const KIND: OpKind = OpKind::ArithCmpi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithCmpi(op)
    }
}

impl ArithCmpi {
    /// Starts building a `arith.cmpi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithCmpi> {
        OpBuilder::new(ir, span)
    }
    /// `predicate`: an integer comparison predicate (required).
    pub fn predicate(self, ir: &Ir) -> CmpIPredicate {
        let a = access::required(ir, self.0, "predicate");
        access::case::<CmpIPredicate>(a)
    }
}

impl OpBuilder<'_, ArithCmpi> {
    /// `predicate`: an integer comparison predicate (required).
    pub fn predicate(self, v: CmpIPredicate) -> Self {
        self.attr("predicate", access::case_attr(v))
    }
}

/// `arith.cmpf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithCmpf(OpId);

impl View for ArithCmpf {
    const KIND: OpKind = OpKind::ArithCmpf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithCmpf(op)
    }
}

impl ArithCmpf {
    /// `predicate`: a float comparison predicate (required).
    pub fn predicate(self, ir: &Ir) -> CmpFPredicate {
        let a = access::required(ir, self.0, "predicate");
        access::case::<CmpFPredicate>(a)
    }
}

/// `arith.select`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithSelect(OpId);

impl View for ArithSelect {
    const KIND: OpKind = OpKind::ArithSelect;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithSelect(op)
    }
}

impl ArithSelect {
    /// Starts building a `arith.select`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithSelect> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.index_cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithIndexCast(OpId);

impl View for ArithIndexCast {
    const KIND: OpKind = OpKind::ArithIndexCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithIndexCast(op)
    }
}

impl ArithIndexCast {
    /// Starts building a `arith.index_cast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithIndexCast> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.trunci`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithTrunci(OpId);

impl View for ArithTrunci {
    const KIND: OpKind = OpKind::ArithTrunci;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithTrunci(op)
    }
}

impl ArithTrunci {
    /// Starts building a `arith.trunci`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithTrunci> {
        OpBuilder::new(ir, span)
    }
}

/// `arith.bitcast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithBitcast(OpId);

impl View for ArithBitcast {
    const KIND: OpKind = OpKind::ArithBitcast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithBitcast(op)
    }
}

impl ArithBitcast {
    /// Starts building a `arith.bitcast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithBitcast> {
        OpBuilder::new(ir, span)
    }
}

/// `memref.global`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefGlobal(OpId);

impl View for MemrefGlobal {
    const KIND: OpKind = OpKind::MemrefGlobal;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefGlobal(op)
    }
}

impl MemrefGlobal {
    /// Starts building a `memref.global`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefGlobal> {
        OpBuilder::new(ir, span)
    }
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_visibility").map(|a| access::str(a))
    }
    /// `constant`: unit attribute (optional).
    pub fn constant(self, ir: &Ir) -> bool {
        ir.attr(self.0, "constant").is_some()
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    /// Sets `sym_name`.
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// `type`: type attribute (required).
    pub fn type_attr(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "type");
        access::type_attr(a)
    }
    /// `initial_value`: dense elements attribute or `uninitialized` (optional).
    pub fn initial_value(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initial_value").map(|a| a)
    }
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

impl OpBuilder<'_, MemrefGlobal> {
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, v: &str) -> Self {
        self.attr("sym_visibility", access::str_attr(v))
    }
    /// `constant`: unit attribute (optional).
    pub fn constant(self, on: bool) -> Self {
        if on { self.attr("constant", Attr::Unit) } else { self }
    }
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `type`: type attribute (required).
    pub fn type_attr(self, v: Type) -> Self {
        self.attr("type", Attr::ty(v))
    }
    /// `initial_value`: dense elements attribute or `uninitialized` (optional).
    pub fn initial_value(self, v: Attr) -> Self {
        self.attr("initial_value", v)
    }
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I64))
    }
}

/// `memref.get_global`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefGetGlobal(OpId);

impl View for MemrefGetGlobal {
    const KIND: OpKind = OpKind::MemrefGetGlobal;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefGetGlobal(op)
    }
}

impl MemrefGetGlobal {
    /// Starts building a `memref.get_global`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefGetGlobal> {
        OpBuilder::new(ir, span)
    }
    /// The name of `name` (for messages).
    pub const NAME: &'static str = "name";
    /// `name`: flat symbol reference attribute, naming `memref.global` (required).
    pub fn name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "name");
        access::sym(a)
    }
    /// Sets `name`.
    pub fn set_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "name", Attr::sym(v))
    }
}

impl OpBuilder<'_, MemrefGetGlobal> {
    /// `name`: flat symbol reference attribute, naming `memref.global` (required).
    pub fn name(self, v: &str) -> Self {
        self.attr("name", Attr::sym(v))
    }
}

/// `memref.load`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefLoad(OpId);

impl View for MemrefLoad {
    const KIND: OpKind = OpKind::MemrefLoad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefLoad(op)
    }
}

impl MemrefLoad {
    /// Starts building a `memref.load`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefLoad> {
        OpBuilder::new(ir, span)
    }
}

/// `memref.store`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefStore(OpId);

impl View for MemrefStore {
    const KIND: OpKind = OpKind::MemrefStore;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefStore(op)
    }
}

impl MemrefStore {
    /// Starts building a `memref.store`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefStore> {
        OpBuilder::new(ir, span)
    }
}

/// `memref.alloca_scope`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefAllocaScope(OpId);

impl View for MemrefAllocaScope {
    const KIND: OpKind = OpKind::MemrefAllocaScope;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefAllocaScope(op)
    }
}

/// `memref.alloca`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefAlloca(OpId);

impl View for MemrefAlloca {
    const KIND: OpKind = OpKind::MemrefAlloca;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefAlloca(op)
    }
}

impl MemrefAlloca {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

/// `memref.alloc`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefAlloc(OpId);

impl View for MemrefAlloc {
    const KIND: OpKind = OpKind::MemrefAlloc;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefAlloc(op)
    }
}

impl MemrefAlloc {
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: attribute (optional).
    pub fn id(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "id").map(|a| a)
    }
    /// Sets `id`.
    pub fn set_id(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "id", v)
    }
}

/// `memref.subview`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefSubview(OpId);

impl View for MemrefSubview {
    const KIND: OpKind = OpKind::MemrefSubview;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefSubview(op)
    }
}

impl MemrefSubview {
    /// Starts building a `memref.subview`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefSubview> {
        OpBuilder::new(ir, span)
    }
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    /// Sets `static_offsets`.
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    /// Sets `static_sizes`.
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
    /// Sets `static_strides`.
    pub fn set_static_strides(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, MemrefSubview> {
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, v: &[i64]) -> Self {
        self.attr("static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, v: &[i64]) -> Self {
        self.attr("static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, v: &[i64]) -> Self {
        self.attr("static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
}

/// `memref.reinterpret_cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefReinterpretCast(OpId);

impl View for MemrefReinterpretCast {
    const KIND: OpKind = OpKind::MemrefReinterpretCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefReinterpretCast(op)
    }
}

impl MemrefReinterpretCast {
    /// Starts building a `memref.reinterpret_cast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefReinterpretCast> {
        OpBuilder::new(ir, span)
    }
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    /// Sets `static_offsets`.
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    /// Sets `static_sizes`.
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
    /// Sets `static_strides`.
    pub fn set_static_strides(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, MemrefReinterpretCast> {
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, v: &[i64]) -> Self {
        self.attr("static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, v: &[i64]) -> Self {
        self.attr("static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, v: &[i64]) -> Self {
        self.attr("static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
}

/// `memref.cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefCast(OpId);

impl View for MemrefCast {
    const KIND: OpKind = OpKind::MemrefCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefCast(op)
    }
}

/// `memref.view`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefView(OpId);

impl View for MemrefView {
    const KIND: OpKind = OpKind::MemrefView;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefView(op)
    }
}

/// `memref.collapse_shape`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefCollapseShape(OpId);

impl View for MemrefCollapseShape {
    const KIND: OpKind = OpKind::MemrefCollapseShape;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefCollapseShape(op)
    }
}

impl MemrefCollapseShape {
    /// Starts building a `memref.collapse_shape`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefCollapseShape> {
        OpBuilder::new(ir, span)
    }
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, ir: &Ir) -> Vec<Vec<i64>> {
        let a = access::required(ir, self.0, "reassociation");
        access::reassociation(a)
    }
}

impl OpBuilder<'_, MemrefCollapseShape> {
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, v: &[Vec<i64>]) -> Self {
        self.attr("reassociation", access::reassociation_attr(v))
    }
}

/// `memref.expand_shape`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefExpandShape(OpId);

impl View for MemrefExpandShape {
    const KIND: OpKind = OpKind::MemrefExpandShape;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefExpandShape(op)
    }
}

impl MemrefExpandShape {
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, ir: &Ir) -> Vec<Vec<i64>> {
        let a = access::required(ir, self.0, "reassociation");
        access::reassociation(a)
    }
    /// `static_output_shape`: i64 dense array attribute (optional).
    pub fn static_output_shape(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "static_output_shape").map(|a| access::dense_ints(a))
    }
}

/// `memref.assume_alignment`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefAssumeAlignment(OpId);

impl View for MemrefAssumeAlignment {
    const KIND: OpKind = OpKind::MemrefAssumeAlignment;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefAssumeAlignment(op)
    }
}

impl MemrefAssumeAlignment {
    /// Starts building a `memref.assume_alignment`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefAssumeAlignment> {
        OpBuilder::new(ir, span)
    }
    /// `alignment`: 32-bit signless integer attribute (required).
    pub fn alignment(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "alignment");
        access::int(a)
    }
}

impl OpBuilder<'_, MemrefAssumeAlignment> {
    /// `alignment`: 32-bit signless integer attribute (required).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I32))
    }
}

/// `memref.copy`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefCopy(OpId);

impl View for MemrefCopy {
    const KIND: OpKind = OpKind::MemrefCopy;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefCopy(op)
    }
}

/// `vector.transfer_read`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorTransferRead(OpId);

impl View for VectorTransferRead {
    const KIND: OpKind = OpKind::VectorTransferRead;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorTransferRead(op)
    }
}

impl VectorTransferRead {
    /// Starts building a `vector.transfer_read`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorTransferRead> {
        OpBuilder::new(ir, span)
    }
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "in_bounds").map(|a| a)
    }
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, ir: &Ir) -> Option<AffineMap> {
        ir.attr(self.0, "permutation_map").map(|a| access::affine_map(a))
    }
}

impl OpBuilder<'_, VectorTransferRead> {
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, v: Attr) -> Self {
        self.attr("in_bounds", v)
    }
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, v: &AffineMap) -> Self {
        self.attr("permutation_map", access::affine_map_attr(v))
    }
}

/// `vector.transfer_write`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorTransferWrite(OpId);

impl View for VectorTransferWrite {
    const KIND: OpKind = OpKind::VectorTransferWrite;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorTransferWrite(op)
    }
}

impl VectorTransferWrite {
    /// Starts building a `vector.transfer_write`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorTransferWrite> {
        OpBuilder::new(ir, span)
    }
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "in_bounds").map(|a| a)
    }
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, ir: &Ir) -> Option<AffineMap> {
        ir.attr(self.0, "permutation_map").map(|a| access::affine_map(a))
    }
}

impl OpBuilder<'_, VectorTransferWrite> {
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, v: Attr) -> Self {
        self.attr("in_bounds", v)
    }
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, v: &AffineMap) -> Self {
        self.attr("permutation_map", access::affine_map_attr(v))
    }
}

/// `vector.load`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorLoad(OpId);

impl View for VectorLoad {
    const KIND: OpKind = OpKind::VectorLoad;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorLoad(op)
    }
}

impl VectorLoad {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

/// `vector.store`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorStore(OpId);

impl View for VectorStore {
    const KIND: OpKind = OpKind::VectorStore;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorStore(op)
    }
}

impl VectorStore {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

/// `vector.maskedload`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorMaskedload(OpId);

impl View for VectorMaskedload {
    const KIND: OpKind = OpKind::VectorMaskedload;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorMaskedload(op)
    }
}

impl VectorMaskedload {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

/// `vector.maskedstore`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorMaskedstore(OpId);

impl View for VectorMaskedstore {
    const KIND: OpKind = OpKind::VectorMaskedstore;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorMaskedstore(op)
    }
}

impl VectorMaskedstore {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
}

/// `vector.reduction`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorReduction(OpId);

impl View for VectorReduction {
    const KIND: OpKind = OpKind::VectorReduction;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorReduction(op)
    }
}

impl VectorReduction {
    /// The name of `kind` (for messages).
    pub const KIND: &'static str = "kind";
    /// `kind`: a vector combining kind (required).
    pub fn kind(self, ir: &Ir) -> CombiningKind {
        let a = access::required(ir, self.0, "kind");
        access::case::<CombiningKind>(a)
    }
    /// Sets `kind`.
    pub fn set_kind(self, ir: &mut Ir, v: CombiningKind) {
        ir.set_attr(self.0, "kind", access::case_attr(v))
    }
}

/// `vector.broadcast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorBroadcast(OpId);

impl View for VectorBroadcast {
    const KIND: OpKind = OpKind::VectorBroadcast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorBroadcast(op)
    }
}

/// `vector.splat`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorSplat(OpId);

impl View for VectorSplat {
    const KIND: OpKind = OpKind::VectorSplat;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorSplat(op)
    }
}

/// `vector.extract_strided_slice`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorExtractStridedSlice(OpId);

impl View for VectorExtractStridedSlice {
    const KIND: OpKind = OpKind::VectorExtractStridedSlice;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorExtractStridedSlice(op)
    }
}

impl VectorExtractStridedSlice {
    /// `offsets`: array of integer attributes (required).
    pub fn offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "offsets");
        access::ints(a)
    }
    /// `sizes`: array of integer attributes (required).
    pub fn sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "sizes");
        access::ints(a)
    }
    /// `strides`: array of integer attributes (required).
    pub fn strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "strides");
        access::ints(a)
    }
}

/// `vector.extract`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorExtract(OpId);

impl View for VectorExtract {
    const KIND: OpKind = OpKind::VectorExtract;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorExtract(op)
    }
}

impl VectorExtract {
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_position");
        access::dense_ints(a)
    }
}

/// `vector.insert`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorInsert(OpId);

impl View for VectorInsert {
    const KIND: OpKind = OpKind::VectorInsert;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorInsert(op)
    }
}

impl VectorInsert {
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_position");
        access::dense_ints(a)
    }
}

/// `vector.outerproduct`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorOuterproduct(OpId);

impl View for VectorOuterproduct {
    const KIND: OpKind = OpKind::VectorOuterproduct;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorOuterproduct(op)
    }
}

impl VectorOuterproduct {
    /// The name of `kind` (for messages).
    pub const KIND: &'static str = "kind";
    /// `kind`: a vector combining kind (default "add").
    pub fn kind(self, ir: &Ir) -> CombiningKind {
        ir.attr(self.0, "kind").map_or(CombiningKind::ALL[0], |a| access::case::<CombiningKind>(a))
    }
    /// Sets `kind`.
    pub fn set_kind(self, ir: &mut Ir, v: CombiningKind) {
        ir.set_attr(self.0, "kind", access::case_attr(v))
    }
}

/// `vector.fma`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorFma(OpId);

impl View for VectorFma {
    const KIND: OpKind = OpKind::VectorFma;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorFma(op)
    }
}

/// `vector.shuffle`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorShuffle(OpId);

impl View for VectorShuffle {
    const KIND: OpKind = OpKind::VectorShuffle;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorShuffle(op)
    }
}

impl VectorShuffle {
    /// Starts building a `vector.shuffle`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorShuffle> {
        OpBuilder::new(ir, span)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: array of integer attributes (required).
    pub fn mask(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "mask");
        access::ints(a)
    }
}

impl OpBuilder<'_, VectorShuffle> {
    /// `mask`: array of integer attributes (required).
    pub fn mask(self, v: &[i64]) -> Self {
        self.attr("mask", access::ints_attr(v))
    }
}

/// `vector.print`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorPrint(OpId);

impl View for VectorPrint {
    const KIND: OpKind = OpKind::VectorPrint;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorPrint(op)
    }
}

impl VectorPrint {
    /// `stringLiteral`: string attribute (optional).
    pub fn string_literal(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "stringLiteral").map(|a| access::str(a))
    }
    /// `punctuation`: a print punctuation (default "newline").
    pub fn punctuation(self, ir: &Ir) -> PrintPunctuation {
        ir.attr(self.0, "punctuation").map_or(PrintPunctuation::ALL[1], |a| access::case::<PrintPunctuation>(a))
    }
}

/// `vector.shape_cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorShapeCast(OpId);

impl View for VectorShapeCast {
    const KIND: OpKind = OpKind::VectorShapeCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorShapeCast(op)
    }
}

/// `vector.bitcast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorBitcast(OpId);

impl View for VectorBitcast {
    const KIND: OpKind = OpKind::VectorBitcast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorBitcast(op)
    }
}

impl VectorBitcast {
    /// Starts building a `vector.bitcast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorBitcast> {
        OpBuilder::new(ir, span)
    }
}

/// `vector.create_mask`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorCreateMask(OpId);

impl View for VectorCreateMask {
    const KIND: OpKind = OpKind::VectorCreateMask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorCreateMask(op)
    }
}

/// `vector.constant_mask`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorConstantMask(OpId);

impl View for VectorConstantMask {
    const KIND: OpKind = OpKind::VectorConstantMask;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        VectorConstantMask(op)
    }
}

impl VectorConstantMask {
    /// `mask_dim_sizes`: i64 dense array attribute (required).
    pub fn mask_dim_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "mask_dim_sizes");
        access::dense_ints(a)
    }
}

/// `ptr.to_ptr`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtrToPtr(OpId);

impl View for PtrToPtr {
    const KIND: OpKind = OpKind::PtrToPtr;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PtrToPtr(op)
    }
}

/// `ptr.from_ptr`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtrFromPtr(OpId);

impl View for PtrFromPtr {
    const KIND: OpKind = OpKind::PtrFromPtr;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PtrFromPtr(op)
    }
}

/// `ptr.get_metadata`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtrGetMetadata(OpId);

impl View for PtrGetMetadata {
    const KIND: OpKind = OpKind::PtrGetMetadata;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PtrGetMetadata(op)
    }
}

/// `ptr.ptr_add`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtrPtrAdd(OpId);

impl View for PtrPtrAdd {
    const KIND: OpKind = OpKind::PtrPtrAdd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PtrPtrAdd(op)
    }
}

/// `aievec.add_elem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecAddElem(OpId);

impl View for AievecAddElem {
    const KIND: OpKind = OpKind::AievecAddElem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecAddElem(op)
    }
}

/// `aievec.sub_elem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecSubElem(OpId);

impl View for AievecSubElem {
    const KIND: OpKind = OpKind::AievecSubElem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecSubElem(op)
    }
}

/// `aievec.mac_elem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMacElem(OpId);

impl View for AievecMacElem {
    const KIND: OpKind = OpKind::AievecMacElem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMacElem(op)
    }
}

impl AievecMacElem {
    /// `fmsub`: bool attribute (default false).
    pub fn fmsub(self, ir: &Ir) -> bool {
        ir.attr(self.0, "fmsub").map_or(false, |a| access::bool(a))
    }
}

/// `aievec.mul_elem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMulElem(OpId);

impl View for AievecMulElem {
    const KIND: OpKind = OpKind::AievecMulElem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMulElem(op)
    }
}

/// `aievec.broadcast_scalar`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBroadcastScalar(OpId);

impl View for AievecBroadcastScalar {
    const KIND: OpKind = OpKind::AievecBroadcastScalar;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBroadcastScalar(op)
    }
}

/// `aievec.broadcast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBroadcast(OpId);

impl View for AievecBroadcast {
    const KIND: OpKind = OpKind::AievecBroadcast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBroadcast(op)
    }
}

impl AievecBroadcast {
    /// The name of `idx` (for messages).
    pub const IDX: &'static str = "idx";
    /// `idx`: 8-bit signless integer attribute (default 0).
    pub fn idx(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "idx").map_or(0, |a| access::int(a))
    }
}

/// `aievec.ups`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecUps(OpId);

impl View for AievecUps {
    const KIND: OpKind = OpKind::AievecUps;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecUps(op)
    }
}

impl AievecUps {
    /// Starts building a `aievec.ups`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AievecUps> {
        OpBuilder::new(ir, span)
    }
    /// The name of `shift` (for messages).
    pub const SHIFT: &'static str = "shift";
    /// `shift`: 8-bit signless integer attribute (default 0).
    pub fn shift(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "shift").map_or(0, |a| access::int(a))
    }
}

impl OpBuilder<'_, AievecUps> {
    /// `shift`: 8-bit signless integer attribute (default 0).
    pub fn shift(self, v: i64) -> Self {
        self.attr("shift", access::int_attr(v, IntTy::I8))
    }
}

/// `aievec.cast`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecCast(OpId);

impl View for AievecCast {
    const KIND: OpKind = OpKind::AievecCast;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecCast(op)
    }
}

/// `aievec.srs`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecSrs(OpId);

impl View for AievecSrs {
    const KIND: OpKind = OpKind::AievecSrs;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecSrs(op)
    }
}

impl AievecSrs {
    /// `sign`: 32-bit signless integer attribute (default 1).
    pub fn sign(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "sign").map_or(1, |a| access::int(a))
    }
}

/// `aievec.upd`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecUpd(OpId);

impl View for AievecUpd {
    const KIND: OpKind = OpKind::AievecUpd;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecUpd(op)
    }
}

impl AievecUpd {
    /// `offset`: 32-bit signless integer attribute (default 0).
    pub fn offset(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "offset").map_or(0, |a| access::int(a))
    }
    /// Sets `offset`.
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::I32))
    }
    /// The name of `index` (for messages).
    pub const INDEX: &'static str = "index";
    /// `index`: 8-bit signless integer attribute (default 0).
    pub fn index(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "index").map_or(0, |a| access::int(a))
    }
    /// Sets `index`.
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::I8))
    }
}

/// `aievec.concat`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecConcat(OpId);

impl View for AievecConcat {
    const KIND: OpKind = OpKind::AievecConcat;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecConcat(op)
    }
}

/// `aievec.ext_elem`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecExtElem(OpId);

impl View for AievecExtElem {
    const KIND: OpKind = OpKind::AievecExtElem;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecExtElem(op)
    }
}

/// `aievec.ext`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecExt(OpId);

impl View for AievecExt {
    const KIND: OpKind = OpKind::AievecExt;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecExt(op)
    }
}

impl AievecExt {
    /// The name of `index` (for messages).
    pub const INDEX: &'static str = "index";
    /// `index`: 8-bit signless integer attribute (required).
    pub fn index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "index");
        access::int(a)
    }
    /// Sets `index`.
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::I8))
    }
}

/// `aievec.pack`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecPack(OpId);

impl View for AievecPack {
    const KIND: OpKind = OpKind::AievecPack;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecPack(op)
    }
}

/// `aievec.unpack`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecUnpack(OpId);

impl View for AievecUnpack {
    const KIND: OpKind = OpKind::AievecUnpack;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecUnpack(op)
    }
}

/// `aievec.shift`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecShift(OpId);

impl View for AievecShift {
    const KIND: OpKind = OpKind::AievecShift;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecShift(op)
    }
}

/// `aievec.legacyshuffle`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecLegacyshuffle(OpId);

impl View for AievecLegacyshuffle {
    const KIND: OpKind = OpKind::AievecLegacyshuffle;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecLegacyshuffle(op)
    }
}

impl AievecLegacyshuffle {
    /// `mode`: 32-bit signless integer attribute (default 0).
    pub fn mode(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "mode").map_or(0, |a| access::int(a))
    }
}

/// `aievec.mul_conv`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMulConv(OpId);

impl View for AievecMulConv {
    const KIND: OpKind = OpKind::AievecMulConv;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMulConv(op)
    }
}

impl AievecMulConv {
    /// `M`: 32-bit signless integer attribute (default 0).
    pub fn m(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "M").map_or(0, |a| access::int(a))
    }
    /// The name of `N` (for messages).
    pub const N: &'static str = "N";
    /// `N`: 32-bit signless integer attribute (default 0).
    pub fn n(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "N").map_or(0, |a| access::int(a))
    }
}

/// `aievec.fma_conv`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecFmaConv(OpId);

impl View for AievecFmaConv {
    const KIND: OpKind = OpKind::AievecFmaConv;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecFmaConv(op)
    }
}

impl AievecFmaConv {
    /// `M`: 32-bit signless integer attribute (default 0).
    pub fn m(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "M").map_or(0, |a| access::int(a))
    }
    /// The name of `N` (for messages).
    pub const N: &'static str = "N";
    /// `N`: 32-bit signless integer attribute (default 0).
    pub fn n(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "N").map_or(0, |a| access::int(a))
    }
    /// `fmsub`: bool attribute (default false).
    pub fn fmsub(self, ir: &Ir) -> bool {
        ir.attr(self.0, "fmsub").map_or(false, |a| access::bool(a))
    }
}

/// `aievec.min`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMin(OpId);

impl View for AievecMin {
    const KIND: OpKind = OpKind::AievecMin;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMin(op)
    }
}

/// `aievec.max`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMax(OpId);

impl View for AievecMax {
    const KIND: OpKind = OpKind::AievecMax;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMax(op)
    }
}

/// `aievec.cmp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecCmp(OpId);

impl View for AievecCmp {
    const KIND: OpKind = OpKind::AievecCmp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecCmp(op)
    }
}

impl AievecCmp {
    /// `pred`: string attribute (default "").
    pub fn pred(self, ir: &Ir) -> &str {
        ir.attr(self.0, "pred").map_or("", |a| access::str(a))
    }
}

/// `aievec.sel`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecSel(OpId);

impl View for AievecSel {
    const KIND: OpKind = OpKind::AievecSel;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecSel(op)
    }
}

/// `aievec.neg`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecNeg(OpId);

impl View for AievecNeg {
    const KIND: OpKind = OpKind::AievecNeg;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecNeg(op)
    }
}

/// `aievec.exp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecExp(OpId);

impl View for AievecExp {
    const KIND: OpKind = OpKind::AievecExp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecExp(op)
    }
}

/// `aievec.tanh`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecTanh(OpId);

impl View for AievecTanh {
    const KIND: OpKind = OpKind::AievecTanh;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecTanh(op)
    }
}

/// `aievec.inv`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecInv(OpId);

impl View for AievecInv {
    const KIND: OpKind = OpKind::AievecInv;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecInv(op)
    }
}

/// `aievec.bxor`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBxor(OpId);

impl View for AievecBxor {
    const KIND: OpKind = OpKind::AievecBxor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBxor(op)
    }
}

/// `aievec.bneg`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBneg(OpId);

impl View for AievecBneg {
    const KIND: OpKind = OpKind::AievecBneg;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBneg(op)
    }
}

/// `aievec.bor`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBor(OpId);

impl View for AievecBor {
    const KIND: OpKind = OpKind::AievecBor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBor(op)
    }
}

/// `aievec.band`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecBand(OpId);

impl View for AievecBand {
    const KIND: OpKind = OpKind::AievecBand;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecBand(op)
    }
}

/// `aievec.matmul_aie2p`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMatmulAie2p(OpId);

impl View for AievecMatmulAie2p {
    const KIND: OpKind = OpKind::AievecMatmulAie2p;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMatmulAie2p(op)
    }
}

/// `aievec.matmul`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecMatmul(OpId);

impl View for AievecMatmul {
    const KIND: OpKind = OpKind::AievecMatmul;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecMatmul(op)
    }
}

/// `aievec.shuffle`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AievecShuffle(OpId);

impl View for AievecShuffle {
    const KIND: OpKind = OpKind::AievecShuffle;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        AievecShuffle(op)
    }
}

impl AievecShuffle {
    /// `mode`: a shuffle mode (required).
    pub fn mode(self, ir: &Ir) -> ShuffleMode {
        let a = access::required(ir, self.0, "mode");
        access::case::<ShuffleMode>(a)
    }
}
