// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.
// Regenerate: UPDATE_VIEWS=1 cargo test -p aiec-dialect views_are_current

//! Typed views and builders of every op of the table: a view is the
//! op's handle with a getter and setter per declared attribute; a
//! builder sets them by name-checked methods.

#![allow(clippy::all)]

use super::access;
use super::builder::OpBuilder;
use super::IntTy;
use crate::ir::cases::*;
use crate::ir::{AffineMap, Attr, BdIteration, Ir, OpId, OpKind, Span, Type, ValueId, View};

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
    /// The name of `device` (for messages).
    pub const DEVICE: &'static str = "device";
    /// `device`: string attribute (required).
    pub fn device(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "device");
        access::str(a)
    }
    pub fn set_device(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "device", access::str_attr(v))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (default "main").
    pub fn sym_name(self, ir: &Ir) -> &str {
        ir.attr(self.0, "sym_name").map_or("main", |a| access::str(a))
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
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
    /// The name of `col` (for messages).
    pub const COL: &'static str = "col";
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "col");
        access::int(a)
    }
    pub fn set_col(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "col", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `allocation_scheme` (for messages).
    pub const ALLOCATION_SCHEME: &'static str = "allocation_scheme";
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "allocation_scheme").map(|a| access::str(a))
    }
    pub fn set_allocation_scheme(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "allocation_scheme", access::str_attr(v))
    }
    /// The name of `controller_id` (for messages).
    pub const CONTROLLER_ID: &'static str = "controller_id";
    /// `controller_id`: attribute (optional).
    pub fn controller_id(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "controller_id").map(|a| a)
    }
    pub fn set_controller_id(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "controller_id", v)
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
    /// Starts building a `aie.logical_tile`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, LogicalTile> {
        OpBuilder::new(ir, span)
    }
    /// The name of `tile_type` (for messages).
    pub const TILE_TYPE: &'static str = "tile_type";
    /// `tile_type`: a tile type (required).
    pub fn tile_type(self, ir: &Ir) -> TileType {
        let a = access::required(ir, self.0, "tile_type");
        access::case::<TileType>(a)
    }
    pub fn set_tile_type(self, ir: &mut Ir, v: TileType) {
        ir.set_attr(self.0, "tile_type", access::case_attr(v))
    }
    /// The name of `col` (for messages).
    pub const COL: &'static str = "col";
    /// `col`: 32-bit signless integer attribute (optional).
    pub fn col(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "col").map(|a| access::int(a))
    }
    pub fn set_col(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "col", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `allocation_scheme` (for messages).
    pub const ALLOCATION_SCHEME: &'static str = "allocation_scheme";
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "allocation_scheme").map(|a| access::str(a))
    }
    pub fn set_allocation_scheme(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "allocation_scheme", access::str_attr(v))
    }
}

impl OpBuilder<'_, LogicalTile> {
    /// `tile_type`: a tile type (required).
    pub fn tile_type(self, v: TileType) -> Self {
        self.attr("tile_type", access::case_attr(v))
    }
    /// `col`: 32-bit signless integer attribute (optional).
    pub fn col(self, v: i64) -> Self {
        self.attr("col", access::int_attr(v, IntTy::I32))
    }
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, v: i64) -> Self {
        self.attr("row", access::int_attr(v, IntTy::I32))
    }
    /// `allocation_scheme`: string attribute (optional).
    pub fn allocation_scheme(self, v: &str) -> Self {
        self.attr("allocation_scheme", access::str_attr(v))
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

impl OpBuilder<'_, End> {
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
    pub fn set_stack_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "stack_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `elf_file` (for messages).
    pub const ELF_FILE: &'static str = "elf_file";
    /// `elf_file`: string attribute (optional).
    pub fn elf_file(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "elf_file").map(|a| access::str(a))
    }
    pub fn set_elf_file(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "elf_file", access::str_attr(v))
    }
    /// The name of `link_with` (for messages).
    pub const LINK_WITH: &'static str = "link_with";
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "link_with").map(|a| access::str(a))
    }
    pub fn set_link_with(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "link_with", access::str_attr(v))
    }
    /// The name of `link_files` (for messages).
    pub const LINK_FILES: &'static str = "link_files";
    /// `link_files`: attribute (optional).
    pub fn link_files(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "link_files").map(|a| a)
    }
    pub fn set_link_files(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "link_files", v)
    }
    /// The name of `dynamic_objfifo_lowering` (for messages).
    pub const DYNAMIC_OBJFIFO_LOWERING: &'static str = "dynamic_objfifo_lowering";
    /// `dynamic_objfifo_lowering`: bool attribute (optional).
    pub fn dynamic_objfifo_lowering(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "dynamic_objfifo_lowering").map(|a| access::bool(a))
    }
    pub fn set_dynamic_objfifo_lowering(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "dynamic_objfifo_lowering", Attr::Bool(v))
    }
    /// The name of `link_merge_files` (for messages).
    pub const LINK_MERGE_FILES: &'static str = "link_merge_files";
    /// `link_merge_files`: attribute (optional).
    pub fn link_merge_files(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "link_merge_files").map(|a| a)
    }
    pub fn set_link_merge_files(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "link_merge_files", v)
    }
    /// The name of `emit_parameter_sync_preamble` (for messages).
    pub const EMIT_PARAMETER_SYNC_PREAMBLE: &'static str = "emit_parameter_sync_preamble";
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "emit_parameter_sync_preamble").map(|a| access::bool(a))
    }
    pub fn set_emit_parameter_sync_preamble(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "emit_parameter_sync_preamble", Attr::Bool(v))
    }
}

impl OpBuilder<'_, Core> {
    /// `stack_size`: 32-bit signless integer attribute (default 1024).
    pub fn stack_size(self, v: i64) -> Self {
        self.attr("stack_size", access::int_attr(v, IntTy::I32))
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
    /// The name of `initial_value` (for messages).
    pub const INITIAL_VALUE: &'static str = "initial_value";
    /// `initial_value`: dense elements attribute (optional).
    pub fn initial_value(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initial_value").map(|a| a)
    }
    pub fn set_initial_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "initial_value", v)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit signless integer attribute (optional).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "address").map(|a| access::int(a))
    }
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::I32))
    }
    /// The name of `mem_bank` (for messages).
    pub const MEM_BANK: &'static str = "mem_bank";
    /// `mem_bank`: 32-bit signless integer attribute (optional).
    pub fn mem_bank(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "mem_bank").map(|a| access::int(a))
    }
    pub fn set_mem_bank(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "mem_bank", access::int_attr(v, IntTy::I32))
    }
    /// The name of `aligned` (for messages).
    pub const ALIGNED: &'static str = "aligned";
    /// `aligned`: bool attribute (default true).
    pub fn aligned(self, ir: &Ir) -> bool {
        ir.attr(self.0, "aligned").map_or(true, |a| access::bool(a))
    }
    pub fn set_aligned(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "aligned", Attr::Bool(v))
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
    /// `aligned`: bool attribute (default true).
    pub fn aligned(self, v: bool) -> Self {
        self.attr("aligned", Attr::Bool(v))
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
    /// Starts building a `aie.external_buffer`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ExternalBuffer> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 64-bit signless integer attribute (optional).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "address").map(|a| access::int(a))
    }
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, ExternalBuffer> {
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `address`: 64-bit signless integer attribute (optional).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::I64))
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
    /// The name of `lockID` (for messages).
    pub const LOCK_ID: &'static str = "lockID";
    /// `lockID`: 32-bit signless integer attribute (optional).
    pub fn lock_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "lockID").map(|a| access::int(a))
    }
    pub fn set_lock_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lockID", access::int_attr(v, IntTy::I32))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `init` (for messages).
    pub const INIT: &'static str = "init";
    /// `init`: 32-bit signless integer attribute (optional).
    pub fn init(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "init").map(|a| access::int(a))
    }
    pub fn set_init(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "init", access::int_attr(v, IntTy::I32))
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
    /// The name of `action` (for messages).
    pub const ACTION: &'static str = "action";
    /// `action`: a lock action (required).
    pub fn action(self, ir: &Ir) -> LockAction {
        let a = access::required(ir, self.0, "action");
        access::case::<LockAction>(a)
    }
    pub fn set_action(self, ir: &mut Ir, v: LockAction) {
        ir.set_attr(self.0, "action", access::case_attr(v))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (default 1). An attribute or a constant operand.
    pub fn value(self, ir: &Ir) -> i64 {
        access::scalar(ir, self.0, "value", IntTy::I32).unwrap_or(1)
    }
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
    /// The name of `blocking` (for messages).
    pub const BLOCKING: &'static str = "blocking";
    /// `blocking`: a lock blocking mode (optional).
    pub fn blocking(self, ir: &Ir) -> Option<LockBlocking> {
        ir.attr(self.0, "blocking").map(|a| access::case::<LockBlocking>(a))
    }
    pub fn set_blocking(self, ir: &mut Ir, v: LockBlocking) {
        ir.set_attr(self.0, "blocking", access::case_attr(v))
    }
    /// The name of `acq_en` (for messages).
    pub const ACQ_EN: &'static str = "acq_en";
    /// `acq_en`: bool attribute (default true).
    pub fn acq_en(self, ir: &Ir) -> bool {
        ir.attr(self.0, "acq_en").map_or(true, |a| access::bool(a))
    }
    pub fn set_acq_en(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "acq_en", Attr::Bool(v))
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
    /// `acq_en`: bool attribute (default true).
    pub fn acq_en(self, v: bool) -> Self {
        self.attr("acq_en", Attr::Bool(v))
    }
}

/// `aie.debug`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Debug(OpId);

impl View for Debug {
    const KIND: OpKind = OpKind::Debug;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Debug(op)
    }
}

impl Debug {
    /// Starts building a `aie.debug`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Debug> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, Debug> {
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
    /// Starts building a `aie.event`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Event> {
        OpBuilder::new(ir, span)
    }
    /// The name of `val` (for messages).
    pub const VAL: &'static str = "val";
    /// `val`: 32-bit signless integer attribute (required).
    pub fn val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "val");
        access::int(a)
    }
    pub fn set_val(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "val", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, Event> {
    /// `val`: 32-bit signless integer attribute (required).
    pub fn val(self, v: i64) -> Self {
        self.attr("val", access::int_attr(v, IntTy::I32))
    }
}

/// `aie.plio`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Plio(OpId);

impl View for Plio {
    const KIND: OpKind = OpKind::Plio;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        Plio(op)
    }
}

impl Plio {
    /// Starts building a `aie.plio`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Plio> {
        OpBuilder::new(ir, span)
    }
    /// The name of `col` (for messages).
    pub const COL: &'static str = "col";
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "col");
        access::int(a)
    }
    pub fn set_col(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "col", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, Plio> {
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, v: i64) -> Self {
        self.attr("col", access::int_attr(v, IntTy::I32))
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
    /// The name of `source_bundle` (for messages).
    pub const SOURCE_BUNDLE: &'static str = "source_bundle";
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_source_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "source_bundle", access::case_attr(v))
    }
    /// The name of `source_channel` (for messages).
    pub const SOURCE_CHANNEL: &'static str = "source_channel";
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
    pub fn set_source_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "source_channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `dest_bundle` (for messages).
    pub const DEST_BUNDLE: &'static str = "dest_bundle";
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_dest_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "dest_bundle", access::case_attr(v))
    }
    /// The name of `dest_channel` (for messages).
    pub const DEST_CHANNEL: &'static str = "dest_channel";
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
    pub fn set_dest_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "dest_channel", access::int_attr(v, IntTy::I32))
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
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ID", access::int_attr(v, IntTy::I8))
    }
    /// The name of `keep_pkt_header` (for messages).
    pub const KEEP_PKT_HEADER: &'static str = "keep_pkt_header";
    /// `keep_pkt_header`: bool attribute (optional).
    pub fn keep_pkt_header(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "keep_pkt_header").map(|a| access::bool(a))
    }
    pub fn set_keep_pkt_header(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "keep_pkt_header", Attr::Bool(v))
    }
    /// The name of `priority_route` (for messages).
    pub const PRIORITY_ROUTE: &'static str = "priority_route";
    /// `priority_route`: bool attribute (optional).
    pub fn priority_route(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "priority_route").map(|a| access::bool(a))
    }
    pub fn set_priority_route(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "priority_route", Attr::Bool(v))
    }
}

impl OpBuilder<'_, PacketFlow> {
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, v: i64) -> Self {
        self.attr("ID", access::int_attr(v, IntTy::I8))
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
    /// The name of `bundle` (for messages).
    pub const BUNDLE: &'static str = "bundle";
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "bundle", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
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
    /// The name of `bundle` (for messages).
    pub const BUNDLE: &'static str = "bundle";
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "bundle", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
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

impl OpBuilder<'_, Switchbox> {
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
    /// Starts building a `aie.shim_switchbox`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ShimSwitchbox> {
        OpBuilder::new(ir, span)
    }
    /// The name of `col` (for messages).
    pub const COL: &'static str = "col";
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "col");
        access::int(a)
    }
    pub fn set_col(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "col", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, ShimSwitchbox> {
    /// `col`: 32-bit signless integer attribute (required).
    pub fn col(self, v: i64) -> Self {
        self.attr("col", access::int_attr(v, IntTy::I32))
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

impl OpBuilder<'_, ShimMux> {
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
    /// The name of `source_bundle` (for messages).
    pub const SOURCE_BUNDLE: &'static str = "source_bundle";
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_source_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "source_bundle", access::case_attr(v))
    }
    /// The name of `source_channel` (for messages).
    pub const SOURCE_CHANNEL: &'static str = "source_channel";
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
    pub fn set_source_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "source_channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `dest_bundle` (for messages).
    pub const DEST_BUNDLE: &'static str = "dest_bundle";
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_dest_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "dest_bundle", access::case_attr(v))
    }
    /// The name of `dest_channel` (for messages).
    pub const DEST_CHANNEL: &'static str = "dest_channel";
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
    pub fn set_dest_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "dest_channel", access::int_attr(v, IntTy::I32))
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
    /// The name of `arbiterID` (for messages).
    pub const ARBITER_ID: &'static str = "arbiterID";
    /// `arbiterID`: 8-bit signless integer attribute (required).
    pub fn arbiter_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "arbiterID");
        access::int(a)
    }
    pub fn set_arbiter_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arbiterID", access::int_attr(v, IntTy::I8))
    }
    /// The name of `msel` (for messages).
    pub const MSEL: &'static str = "msel";
    /// `msel`: 8-bit signless integer attribute (required).
    pub fn msel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "msel");
        access::int(a)
    }
    pub fn set_msel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "msel", access::int_attr(v, IntTy::I8))
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
    /// The name of `dest_bundle` (for messages).
    pub const DEST_BUNDLE: &'static str = "dest_bundle";
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_dest_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "dest_bundle", access::case_attr(v))
    }
    /// The name of `dest_channel` (for messages).
    pub const DEST_CHANNEL: &'static str = "dest_channel";
    /// `dest_channel`: 32-bit signless integer attribute (required).
    pub fn dest_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest_channel");
        access::int(a)
    }
    pub fn set_dest_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "dest_channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `keep_pkt_header` (for messages).
    pub const KEEP_PKT_HEADER: &'static str = "keep_pkt_header";
    /// `keep_pkt_header`: attribute (optional).
    pub fn keep_pkt_header(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "keep_pkt_header").map(|a| a)
    }
    pub fn set_keep_pkt_header(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "keep_pkt_header", v)
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
    /// The name of `source_bundle` (for messages).
    pub const SOURCE_BUNDLE: &'static str = "source_bundle";
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_source_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "source_bundle", access::case_attr(v))
    }
    /// The name of `source_channel` (for messages).
    pub const SOURCE_CHANNEL: &'static str = "source_channel";
    /// `source_channel`: 32-bit signless integer attribute (required).
    pub fn source_channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source_channel");
        access::int(a)
    }
    pub fn set_source_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "source_channel", access::int_attr(v, IntTy::I32))
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
    pub fn set_mask(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "mask", access::int_attr(v, IntTy::I8))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 8-bit signless integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
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
    /// The name of `source_bundle` (for messages).
    pub const SOURCE_BUNDLE: &'static str = "source_bundle";
    /// `source_bundle`: a wire bundle (required).
    pub fn source_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "source_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_source_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "source_bundle", access::case_attr(v))
    }
    /// The name of `dest_bundle` (for messages).
    pub const DEST_BUNDLE: &'static str = "dest_bundle";
    /// `dest_bundle`: a wire bundle (required).
    pub fn dest_bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "dest_bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_dest_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "dest_bundle", access::case_attr(v))
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

impl OpBuilder<'_, CascadeFlow> {
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
    /// The name of `inputDir` (for messages).
    pub const INPUT_DIR: &'static str = "inputDir";
    /// `inputDir`: a cascade direction (required).
    pub fn input_dir(self, ir: &Ir) -> CascadeDir {
        let a = access::required(ir, self.0, "inputDir");
        access::case::<CascadeDir>(a)
    }
    pub fn set_input_dir(self, ir: &mut Ir, v: CascadeDir) {
        ir.set_attr(self.0, "inputDir", access::case_attr(v))
    }
    /// The name of `outputDir` (for messages).
    pub const OUTPUT_DIR: &'static str = "outputDir";
    /// `outputDir`: a cascade direction (required).
    pub fn output_dir(self, ir: &Ir) -> CascadeDir {
        let a = access::required(ir, self.0, "outputDir");
        access::case::<CascadeDir>(a)
    }
    pub fn set_output_dir(self, ir: &mut Ir, v: CascadeDir) {
        ir.set_attr(self.0, "outputDir", access::case_attr(v))
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

impl OpBuilder<'_, PutCascade> {
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

impl OpBuilder<'_, GetCascade> {
}

/// `aie.put_stream`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PutStream(OpId);

impl View for PutStream {
    const KIND: OpKind = OpKind::PutStream;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        PutStream(op)
    }
}

impl PutStream {
    /// Starts building a `aie.put_stream`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, PutStream> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, PutStream> {
}

/// `aie.get_stream`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GetStream(OpId);

impl View for GetStream {
    const KIND: OpKind = OpKind::GetStream;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        GetStream(op)
    }
}

impl GetStream {
    /// Starts building a `aie.get_stream`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, GetStream> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, GetStream> {
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

impl OpBuilder<'_, MemtileDma> {
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

impl OpBuilder<'_, Mem> {
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
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", Attr::sym(v))
    }
    /// The name of `channel_dir` (for messages).
    pub const CHANNEL_DIR: &'static str = "channel_dir";
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_channel_dir(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "channel_dir", access::case_attr(v))
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 64-bit signless integer attribute (required).
    pub fn channel_index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_index");
        access::int(a)
    }
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I64))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `plio` (for messages).
    pub const PLIO: &'static str = "plio";
    /// `plio`: bool attribute (default false).
    pub fn plio(self, ir: &Ir) -> bool {
        ir.attr(self.0, "plio").map_or(false, |a| access::bool(a))
    }
    pub fn set_plio(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "plio", Attr::Bool(v))
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

impl OpBuilder<'_, ShimDma> {
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
    /// The name of `channel_dir` (for messages).
    pub const CHANNEL_DIR: &'static str = "channel_dir";
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_channel_dir(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "channel_dir", access::case_attr(v))
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 32-bit signless integer attribute (required).
    pub fn channel_index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_index");
        access::int(a)
    }
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I32))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// The name of `pad_value` (for messages).
    pub const PAD_VALUE: &'static str = "pad_value";
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, DmaStart> {
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, v: DmaChannelDir) -> Self {
        self.attr("channel_dir", access::case_attr(v))
    }
    /// `channel_index`: 32-bit signless integer attribute (required).
    pub fn channel_index(self, v: i64) -> Self {
        self.attr("channel_index", access::int_attr(v, IntTy::I32))
    }
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, v: i64) -> Self {
        self.attr("repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("pad_value", access::int_attr(v, IntTy::I32))
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
    pub fn set_packet_type(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "packet_type", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet_id` (for messages).
    pub const PACKET_ID: &'static str = "packet_id";
    /// `packet_id`: 32-bit signless integer attribute (required).
    pub fn packet_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_id");
        access::int(a)
    }
    pub fn set_packet_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "packet_id", access::int_attr(v, IntTy::I32))
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
    /// The name of `offset` (for messages).
    pub const OFFSET: &'static str = "offset";
    /// `offset`: 32-bit signless integer attribute (default 0).
    pub fn offset(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "offset").map_or(0, |a| access::int(a))
    }
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::I32))
    }
    /// The name of `len` (for messages).
    pub const LEN: &'static str = "len";
    /// `len`: 32-bit signless integer attribute (optional).
    pub fn len(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "len").map(|a| access::int(a))
    }
    pub fn set_len(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "len", access::int_attr(v, IntTy::I32))
    }
    /// The name of `dimensions` (for messages).
    pub const DIMENSIONS: &'static str = "dimensions";
    /// `dimensions`: dimension layout array (optional).
    pub fn dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "dimensions").map(|a| access::dims(a))
    }
    pub fn set_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "dimensions", Attr::DimLayouts(v))
    }
    /// The name of `pad_dimensions` (for messages).
    pub const PAD_DIMENSIONS: &'static str = "pad_dimensions";
    /// `pad_dimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "pad_dimensions").map(|a| access::pads(a))
    }
    pub fn set_pad_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "pad_dimensions", Attr::PadLayouts(v))
    }
    /// The name of `bd_id` (for messages).
    pub const BD_ID: &'static str = "bd_id";
    /// `bd_id`: 32-bit signless integer attribute (optional).
    pub fn bd_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "bd_id").map(|a| access::int(a))
    }
    pub fn set_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "bd_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `next_bd_id` (for messages).
    pub const NEXT_BD_ID: &'static str = "next_bd_id";
    /// `next_bd_id`: 32-bit signless integer attribute (optional).
    pub fn next_bd_id(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "next_bd_id").map(|a| access::int(a))
    }
    pub fn set_next_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "next_bd_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    pub fn set_burst_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "burst_length", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `pad_value` (for messages).
    pub const PAD_VALUE: &'static str = "pad_value";
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
    }
    /// The name of `iteration` (for messages).
    pub const ITERATION: &'static str = "iteration";
    /// `iteration`: BD iteration attribute (optional).
    pub fn iteration(self, ir: &Ir) -> Option<BdIteration> {
        ir.attr(self.0, "iteration").map(|a| access::bd_iteration(a))
    }
    pub fn set_iteration(self, ir: &mut Ir, v: BdIteration) {
        ir.set_attr(self.0, "iteration", Attr::BdIteration(v))
    }
}

impl OpBuilder<'_, DmaBd> {
    /// `offset`: 32-bit signless integer attribute (default 0).
    pub fn offset(self, v: i64) -> Self {
        self.attr("offset", access::int_attr(v, IntTy::I32))
    }
    /// `len`: 32-bit signless integer attribute (optional).
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
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, v: (u64, u64)) -> Self {
        self.attr("packet", Attr::PacketInfo(v.0, v.1))
    }
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, v: i64) -> Self {
        self.attr("pad_value", access::int_attr(v, IntTy::I32))
    }
    /// `iteration`: BD iteration attribute (optional).
    pub fn iteration(self, v: BdIteration) -> Self {
        self.attr("iteration", Attr::BdIteration(v))
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
    /// The name of `channel_dir` (for messages).
    pub const CHANNEL_DIR: &'static str = "channel_dir";
    /// `channel_dir`: a DMA channel direction (required).
    pub fn channel_dir(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "channel_dir");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_channel_dir(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "channel_dir", access::case_attr(v))
    }
    /// The name of `channel_index` (for messages).
    pub const CHANNEL_INDEX: &'static str = "channel_index";
    /// `channel_index`: 32-bit signless integer attribute (required).
    pub fn channel_index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_index");
        access::int(a)
    }
    pub fn set_channel_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_index", access::int_attr(v, IntTy::I32))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (optional).
    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_name").map(|a| access::str(a))
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `loop` (for messages).
    pub const LOOP: &'static str = "loop";
    /// `loop`: bool attribute (default true).
    pub fn loop_attr(self, ir: &Ir) -> bool {
        ir.attr(self.0, "loop").map_or(true, |a| access::bool(a))
    }
    pub fn set_loop_attr(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "loop", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// The name of `pad_value` (for messages).
    pub const PAD_VALUE: &'static str = "pad_value";
    /// `pad_value`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "pad_value").map_or(0, |a| access::int(a))
    }
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pad_value", access::int_attr(v, IntTy::I32))
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

impl OpBuilder<'_, NextBd> {
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
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `emit_parameter_sync_preamble` (for messages).
    pub const EMIT_PARAMETER_SYNC_PREAMBLE: &'static str = "emit_parameter_sync_preamble";
    /// `emit_parameter_sync_preamble`: bool attribute (optional).
    pub fn emit_parameter_sync_preamble(self, ir: &Ir) -> Option<bool> {
        ir.attr(self.0, "emit_parameter_sync_preamble").map(|a| access::bool(a))
    }
    pub fn set_emit_parameter_sync_preamble(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "emit_parameter_sync_preamble", Attr::Bool(v))
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
    /// The name of `fifoIns` (for messages).
    pub const FIFO_INS: &'static str = "fifoIns";
    /// `fifoIns`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_ins(self, ir: &Ir) -> Vec<&str> {
        let a = access::required(ir, self.0, "fifoIns");
        access::syms(a)
    }
    pub fn set_fifo_ins(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "fifoIns", access::syms_attr(v))
    }
    /// The name of `fifoOuts` (for messages).
    pub const FIFO_OUTS: &'static str = "fifoOuts";
    /// `fifoOuts`: array of flat symbol references, naming `aie.objectfifo` (required).
    pub fn fifo_outs(self, ir: &Ir) -> Vec<&str> {
        let a = access::required(ir, self.0, "fifoOuts");
        access::syms(a)
    }
    pub fn set_fifo_outs(self, ir: &mut Ir, v: &[&str]) {
        ir.set_attr(self.0, "fifoOuts", access::syms_attr(v))
    }
    /// The name of `src_offsets` (for messages).
    pub const SRC_OFFSETS: &'static str = "src_offsets";
    /// `src_offsets`: array of integer attributes (required).
    pub fn src_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "src_offsets");
        access::ints(a)
    }
    pub fn set_src_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "src_offsets", access::ints_attr(v))
    }
    /// The name of `dst_offsets` (for messages).
    pub const DST_OFFSETS: &'static str = "dst_offsets";
    /// `dst_offsets`: array of integer attributes (required).
    pub fn dst_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "dst_offsets");
        access::ints(a)
    }
    pub fn set_dst_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "dst_offsets", access::ints_attr(v))
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
    /// Starts building a `aie.objectfifo.acquire`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoAcquire> {
        OpBuilder::new(ir, span)
    }
    /// The name of `objFifo_name` (for messages).
    pub const OBJ_FIFO_NAME: &'static str = "objFifo_name";
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
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
    pub fn set_port(self, ir: &mut Ir, v: ObjectFifoPort) {
        ir.set_attr(self.0, "port", access::case_attr(v))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
    pub fn set_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "size", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, ObjectfifoAcquire> {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, v: &str) -> Self {
        self.attr("objFifo_name", Attr::sym(v))
    }
    /// `port`: an objectfifo port (required).
    pub fn port(self, v: ObjectFifoPort) -> Self {
        self.attr("port", access::case_attr(v))
    }
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aie.objectfifo.release`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoRelease> {
        OpBuilder::new(ir, span)
    }
    /// The name of `objFifo_name` (for messages).
    pub const OBJ_FIFO_NAME: &'static str = "objFifo_name";
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
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
    pub fn set_port(self, ir: &mut Ir, v: ObjectFifoPort) {
        ir.set_attr(self.0, "port", access::case_attr(v))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "size");
        access::int(a)
    }
    pub fn set_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "size", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, ObjectfifoRelease> {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, v: &str) -> Self {
        self.attr("objFifo_name", Attr::sym(v))
    }
    /// `port`: an objectfifo port (required).
    pub fn port(self, v: ObjectFifoPort) -> Self {
        self.attr("port", access::case_attr(v))
    }
    /// `size`: 32-bit signless integer attribute (required).
    pub fn size(self, v: i64) -> Self {
        self.attr("size", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aie.objectfifo.subview.access`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoSubviewAccess> {
        OpBuilder::new(ir, span)
    }
    /// The name of `index` (for messages).
    pub const INDEX: &'static str = "index";
    /// `index`: 32-bit signless integer attribute (required).
    pub fn index(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "index");
        access::int(a)
    }
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, ObjectfifoSubviewAccess> {
    /// `index`: 32-bit signless integer attribute (required).
    pub fn index(self, v: i64) -> Self {
        self.attr("index", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aie.objectfifo.register_external_buffers`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoRegisterExternalBuffers> {
        OpBuilder::new(ir, span)
    }
    /// The name of `objFifo_name` (for messages).
    pub const OBJ_FIFO_NAME: &'static str = "objFifo_name";
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
    pub fn set_obj_fifo_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objFifo_name", Attr::sym(v))
    }
}

impl OpBuilder<'_, ObjectfifoRegisterExternalBuffers> {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, v: &str) -> Self {
        self.attr("objFifo_name", Attr::sym(v))
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
    /// Starts building a `aie.objectfifo.register_process`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ObjectfifoRegisterProcess> {
        OpBuilder::new(ir, span)
    }
    /// The name of `objFifo_name` (for messages).
    pub const OBJ_FIFO_NAME: &'static str = "objFifo_name";
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
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
    pub fn set_port(self, ir: &mut Ir, v: ObjectFifoPort) {
        ir.set_attr(self.0, "port", access::case_attr(v))
    }
    /// The name of `callee` (for messages).
    pub const CALLEE: &'static str = "callee";
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
    pub fn set_callee(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "callee", Attr::sym(v))
    }
}

impl OpBuilder<'_, ObjectfifoRegisterProcess> {
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, v: &str) -> Self {
        self.attr("objFifo_name", Attr::sym(v))
    }
    /// `port`: an objectfifo port (required).
    pub fn port(self, v: ObjectFifoPort) -> Self {
        self.attr("port", access::case_attr(v))
    }
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, v: &str) -> Self {
        self.attr("callee", Attr::sym(v))
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
    /// The name of `objFifo_name` (for messages).
    pub const OBJ_FIFO_NAME: &'static str = "objFifo_name";
    /// `objFifo_name`: flat symbol reference attribute, naming `aie.objectfifo` (required).
    pub fn obj_fifo_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objFifo_name");
        access::sym(a)
    }
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
    pub fn set_channel_dirs(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "channel_dirs", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `channel_indices` (for messages).
    pub const CHANNEL_INDICES: &'static str = "channel_indices";
    /// `channel_indices`: 32-bit signless integer array attribute (required).
    pub fn channel_indices(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "channel_indices");
        access::dense_ints(a)
    }
    pub fn set_channel_indices(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "channel_indices", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `lock_inits` (for messages).
    pub const LOCK_INITS: &'static str = "lock_inits";
    /// `lock_inits`: 32-bit signless integer array attribute (required).
    pub fn lock_inits(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "lock_inits");
        access::dense_ints(a)
    }
    pub fn set_lock_inits(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "lock_inits", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `head_bd_ids` (for messages).
    pub const HEAD_BD_IDS: &'static str = "head_bd_ids";
    /// `head_bd_ids`: 32-bit signless integer array attribute (optional).
    pub fn head_bd_ids(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "head_bd_ids").map(|a| access::dense_ints(a))
    }
    pub fn set_head_bd_ids(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "head_bd_ids", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `repeat_counts` (for messages).
    pub const REPEAT_COUNTS: &'static str = "repeat_counts";
    /// `repeat_counts`: 32-bit signless integer array attribute (optional).
    pub fn repeat_counts(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "repeat_counts").map(|a| access::dense_ints(a))
    }
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
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `elemNumber` (for messages).
    pub const ELEM_NUMBER: &'static str = "elemNumber";
    /// `elemNumber`: integer or array of integers (required).
    pub fn elem_number(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "elemNumber");
        a
    }
    pub fn set_elem_number(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "elemNumber", v)
    }
    /// The name of `elemType` (for messages).
    pub const ELEM_TYPE: &'static str = "elemType";
    /// `elemType`: type attribute (required).
    pub fn elem_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "elemType");
        access::type_attr(a)
    }
    pub fn set_elem_type(self, ir: &mut Ir, v: Type) {
        ir.set_attr(self.0, "elemType", Attr::Type(v))
    }
    /// The name of `dimensionsToStream` (for messages).
    pub const DIMENSIONS_TO_STREAM: &'static str = "dimensionsToStream";
    /// `dimensionsToStream`: dimension layout array (optional).
    pub fn dimensions_to_stream(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "dimensionsToStream").map(|a| access::dims(a))
    }
    pub fn set_dimensions_to_stream(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "dimensionsToStream", Attr::DimLayouts(v))
    }
    /// The name of `dimensionsFromStreamPerConsumer` (for messages).
    pub const DIMENSIONS_FROM_STREAM_PER_CONSUMER: &'static str = "dimensionsFromStreamPerConsumer";
    /// `dimensionsFromStreamPerConsumer`: array of dimension layout arrays (optional).
    pub fn dimensions_from_stream_per_consumer(self, ir: &Ir) -> Option<&[Vec<(u64, u64)>]> {
        ir.attr(self.0, "dimensionsFromStreamPerConsumer").map(|a| access::dims_per_consumer(a))
    }
    pub fn set_dimensions_from_stream_per_consumer(self, ir: &mut Ir, v: Vec<Vec<(u64, u64)>>) {
        ir.set_attr(self.0, "dimensionsFromStreamPerConsumer", Attr::DimLayoutsPerConsumer(v))
    }
    /// The name of `initValues` (for messages).
    pub const INIT_VALUES: &'static str = "initValues";
    /// `initValues`: attribute (optional).
    pub fn init_values(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initValues").map(|a| a)
    }
    pub fn set_init_values(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "initValues", v)
    }
    /// The name of `via_DMA` (for messages).
    pub const VIA_DMA: &'static str = "via_DMA";
    /// `via_DMA`: bool attribute (default false).
    pub fn via_dma(self, ir: &Ir) -> bool {
        ir.attr(self.0, "via_DMA").map_or(false, |a| access::bool(a))
    }
    pub fn set_via_dma(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "via_DMA", Attr::Bool(v))
    }
    /// The name of `plio` (for messages).
    pub const PLIO: &'static str = "plio";
    /// `plio`: bool attribute (default false).
    pub fn plio(self, ir: &Ir) -> bool {
        ir.attr(self.0, "plio").map_or(false, |a| access::bool(a))
    }
    pub fn set_plio(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "plio", Attr::Bool(v))
    }
    /// The name of `disable_synchronization` (for messages).
    pub const DISABLE_SYNCHRONIZATION: &'static str = "disable_synchronization";
    /// `disable_synchronization`: bool attribute (default false).
    pub fn disable_synchronization(self, ir: &Ir) -> bool {
        ir.attr(self.0, "disable_synchronization").map_or(false, |a| access::bool(a))
    }
    pub fn set_disable_synchronization(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "disable_synchronization", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (optional).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "repeat_count").map(|a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
    /// The name of `aie_stream` (for messages).
    pub const AIE_STREAM: &'static str = "aie_stream";
    /// `aie_stream`: 32-bit signless integer attribute (optional).
    pub fn aie_stream(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "aie_stream").map(|a| access::int(a))
    }
    pub fn set_aie_stream(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "aie_stream", access::int_attr(v, IntTy::I32))
    }
    /// The name of `aie_stream_port` (for messages).
    pub const AIE_STREAM_PORT: &'static str = "aie_stream_port";
    /// `aie_stream_port`: 32-bit signless integer attribute (optional).
    pub fn aie_stream_port(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "aie_stream_port").map(|a| access::int(a))
    }
    pub fn set_aie_stream_port(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "aie_stream_port", access::int_attr(v, IntTy::I32))
    }
    /// The name of `padDimensions` (for messages).
    pub const PAD_DIMENSIONS: &'static str = "padDimensions";
    /// `padDimensions`: padding layout array (optional).
    pub fn pad_dimensions(self, ir: &Ir) -> Option<&[(u64, u64)]> {
        ir.attr(self.0, "padDimensions").map(|a| access::pads(a))
    }
    pub fn set_pad_dimensions(self, ir: &mut Ir, v: Vec<(u64, u64)>) {
        ir.set_attr(self.0, "padDimensions", Attr::PadLayouts(v))
    }
    /// The name of `iter_count` (for messages).
    pub const ITER_COUNT: &'static str = "iter_count";
    /// `iter_count`: 32-bit signless integer attribute (optional).
    pub fn iter_count(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "iter_count").map(|a| access::int(a))
    }
    pub fn set_iter_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iter_count", access::int_attr(v, IntTy::I32))
    }
    /// The name of `prod_dma_channel` (for messages).
    pub const PROD_DMA_CHANNEL: &'static str = "prod_dma_channel";
    /// `prod_dma_channel`: 32-bit signless integer attribute (optional).
    pub fn prod_dma_channel(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "prod_dma_channel").map(|a| access::int(a))
    }
    pub fn set_prod_dma_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "prod_dma_channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `cons_dma_channels` (for messages).
    pub const CONS_DMA_CHANNELS: &'static str = "cons_dma_channels";
    /// `cons_dma_channels`: 32-bit signless integer array attribute (optional).
    pub fn cons_dma_channels(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "cons_dma_channels").map(|a| access::dense_ints(a))
    }
    pub fn set_cons_dma_channels(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "cons_dma_channels", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `padValue` (for messages).
    pub const PAD_VALUE: &'static str = "padValue";
    /// `padValue`: 32-bit signless integer attribute (default 0).
    pub fn pad_value(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "padValue").map_or(0, |a| access::int(a))
    }
    pub fn set_pad_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "padValue", access::int_attr(v, IntTy::I32))
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
        self.attr("elemType", Attr::Type(v))
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
    /// Starts building a `aie.trace.mode`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceMode> {
        OpBuilder::new(ir, span)
    }
    /// The name of `mode` (for messages).
    pub const MODE: &'static str = "mode";
    /// `mode`: a trace mode (required).
    pub fn mode(self, ir: &Ir) -> TraceModeAttr {
        let a = access::required(ir, self.0, "mode");
        access::case::<TraceModeAttr>(a)
    }
    pub fn set_mode(self, ir: &mut Ir, v: TraceModeAttr) {
        ir.set_attr(self.0, "mode", access::case_attr(v))
    }
}

impl OpBuilder<'_, TraceMode> {
    /// `mode`: a trace mode (required).
    pub fn mode(self, v: TraceModeAttr) -> Self {
        self.attr("mode", access::case_attr(v))
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
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `type` (for messages).
    pub const TYPE: &'static str = "type";
    /// `type`: a trace packet type (required).
    pub fn type_attr(self, ir: &Ir) -> TracePacketType {
        let a = access::required(ir, self.0, "type");
        access::case::<TracePacketType>(a)
    }
    pub fn set_type_attr(self, ir: &mut Ir, v: TracePacketType) {
        ir.set_attr(self.0, "type", access::case_attr(v))
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
    /// Starts building a `aie.trace.event`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceEvent> {
        OpBuilder::new(ir, span)
    }
    /// The name of `event` (for messages).
    pub const EVENT: &'static str = "event";
    /// `event`: trace event attribute (required).
    pub fn event(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "event");
        access::str(a)
    }
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
    /// The name of `label` (for messages).
    pub const LABEL: &'static str = "label";
    /// `label`: string attribute (optional).
    pub fn label(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "label").map(|a| access::str(a))
    }
    pub fn set_label(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "label", access::str_attr(v))
    }
}

impl OpBuilder<'_, TraceEvent> {
    /// `event`: trace event attribute (required).
    pub fn event(self, v: &str) -> Self {
        self.attr("event", access::str_attr(v))
    }
    /// `label`: string attribute (optional).
    pub fn label(self, v: &str) -> Self {
        self.attr("label", access::str_attr(v))
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
    /// Starts building a `aie.trace.port`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TracePort> {
        OpBuilder::new(ir, span)
    }
    /// The name of `slot` (for messages).
    pub const SLOT: &'static str = "slot";
    /// `slot`: 32-bit signless integer attribute (required).
    pub fn slot(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "slot");
        access::int(a)
    }
    pub fn set_slot(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "slot", access::int_attr(v, IntTy::I32))
    }
    /// The name of `port` (for messages).
    pub const PORT: &'static str = "port";
    /// `port`: a wire bundle (required).
    pub fn port(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "port");
        access::case::<WireBundle>(a)
    }
    pub fn set_port(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "port", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_direction(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "direction", access::case_attr(v))
    }
}

impl OpBuilder<'_, TracePort> {
    /// `slot`: 32-bit signless integer attribute (required).
    pub fn slot(self, v: i64) -> Self {
        self.attr("slot", access::int_attr(v, IntTy::I32))
    }
    /// `port`: a wire bundle (required).
    pub fn port(self, v: WireBundle) -> Self {
        self.attr("port", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
    }
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, v: DmaChannelDir) -> Self {
        self.attr("direction", access::case_attr(v))
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
    /// Starts building a `aie.trace.start_config`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceStartConfig> {
        OpBuilder::new(ir, span)
    }
    /// The name of `trace_config` (for messages).
    pub const TRACE_CONFIG: &'static str = "trace_config";
    /// `trace_config`: flat symbol reference attribute, naming `aie.trace` or `aie.trace.config` (required).
    pub fn trace_config(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "trace_config");
        access::sym(a)
    }
    pub fn set_trace_config(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "trace_config", Attr::sym(v))
    }
}

impl OpBuilder<'_, TraceStartConfig> {
    /// `trace_config`: flat symbol reference attribute, naming `aie.trace` or `aie.trace.config` (required).
    pub fn trace_config(self, v: &str) -> Self {
        self.attr("trace_config", Attr::sym(v))
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
    /// Starts building a `aie.trace.start`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceStart> {
        OpBuilder::new(ir, span)
    }
    /// The name of `broadcast` (for messages).
    pub const BROADCAST: &'static str = "broadcast";
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "broadcast").map(|a| access::int(a))
    }
    pub fn set_broadcast(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "broadcast", access::int_attr(v, IntTy::I32))
    }
    /// The name of `event` (for messages).
    pub const EVENT: &'static str = "event";
    /// `event`: trace event attribute (optional).
    pub fn event(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "event").map(|a| access::str(a))
    }
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
}

impl OpBuilder<'_, TraceStart> {
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, v: i64) -> Self {
        self.attr("broadcast", access::int_attr(v, IntTy::I32))
    }
    /// `event`: trace event attribute (optional).
    pub fn event(self, v: &str) -> Self {
        self.attr("event", access::str_attr(v))
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
    /// Starts building a `aie.trace.stop`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceStop> {
        OpBuilder::new(ir, span)
    }
    /// The name of `broadcast` (for messages).
    pub const BROADCAST: &'static str = "broadcast";
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "broadcast").map(|a| access::int(a))
    }
    pub fn set_broadcast(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "broadcast", access::int_attr(v, IntTy::I32))
    }
    /// The name of `event` (for messages).
    pub const EVENT: &'static str = "event";
    /// `event`: trace event attribute (optional).
    pub fn event(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "event").map(|a| access::str(a))
    }
    pub fn set_event(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "event", access::str_attr(v))
    }
}

impl OpBuilder<'_, TraceStop> {
    /// `broadcast`: 32-bit signless integer attribute (optional).
    pub fn broadcast(self, v: i64) -> Self {
        self.attr("broadcast", access::int_attr(v, IntTy::I32))
    }
    /// `event`: trace event attribute (optional).
    pub fn event(self, v: &str) -> Self {
        self.attr("event", access::str_attr(v))
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
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `packet_type` (for messages).
    pub const PACKET_TYPE: &'static str = "packet_type";
    /// `packet_type`: a trace packet type (optional).
    pub fn packet_type(self, ir: &Ir) -> Option<TracePacketType> {
        ir.attr(self.0, "packet_type").map(|a| access::case::<TracePacketType>(a))
    }
    pub fn set_packet_type(self, ir: &mut Ir, v: TracePacketType) {
        ir.set_attr(self.0, "packet_type", access::case_attr(v))
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
    /// The name of `reg_name` (for messages).
    pub const REG_NAME: &'static str = "reg_name";
    /// `reg_name`: string attribute (required).
    pub fn reg_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "reg_name");
        access::str(a)
    }
    pub fn set_reg_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "reg_name", access::str_attr(v))
    }
    /// The name of `field` (for messages).
    pub const FIELD: &'static str = "field";
    /// `field`: string attribute (optional).
    pub fn field(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "field").map(|a| access::str(a))
    }
    pub fn set_field(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "field", access::str_attr(v))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: trace event or integer attribute (required).
    pub fn value(self, ir: &Ir) -> &Attr {
        let a = access::required(ir, self.0, "value");
        a
    }
    pub fn set_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "value", v)
    }
    /// The name of `mask` (for messages).
    pub const MASK: &'static str = "mask";
    /// `mask`: 32-bit signless integer attribute (optional).
    pub fn mask(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "mask").map(|a| access::int(a))
    }
    pub fn set_mask(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "mask", access::int_attr(v, IntTy::I32))
    }
    /// The name of `comment` (for messages).
    pub const COMMENT: &'static str = "comment";
    /// `comment`: string attribute (optional).
    pub fn comment(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "comment").map(|a| access::str(a))
    }
    pub fn set_comment(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "comment", access::str_attr(v))
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
    /// Starts building a `aie.trace.host_config`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, TraceHostConfig> {
        OpBuilder::new(ir, span)
    }
    /// The name of `buffer_size` (for messages).
    pub const BUFFER_SIZE: &'static str = "buffer_size";
    /// `buffer_size`: 32-bit signless integer attribute (required).
    pub fn buffer_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_size");
        access::int(a)
    }
    pub fn set_buffer_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "buffer_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `arg_idx` (for messages).
    pub const ARG_IDX: &'static str = "arg_idx";
    /// `arg_idx`: 32-bit signless integer attribute (default 4).
    pub fn arg_idx(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "arg_idx").map_or(4, |a| access::int(a))
    }
    pub fn set_arg_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// The name of `routing` (for messages).
    pub const ROUTING: &'static str = "routing";
    /// `routing`: a trace routing strategy (optional).
    pub fn routing(self, ir: &Ir) -> Option<TraceShimRouting> {
        ir.attr(self.0, "routing").map(|a| access::case::<TraceShimRouting>(a))
    }
    pub fn set_routing(self, ir: &mut Ir, v: TraceShimRouting) {
        ir.set_attr(self.0, "routing", access::case_attr(v))
    }
    /// The name of `reuse_output_buffer` (for messages).
    pub const REUSE_OUTPUT_BUFFER: &'static str = "reuse_output_buffer";
    /// `reuse_output_buffer`: bool attribute (default false).
    pub fn reuse_output_buffer(self, ir: &Ir) -> bool {
        ir.attr(self.0, "reuse_output_buffer").map_or(false, |a| access::bool(a))
    }
    pub fn set_reuse_output_buffer(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "reuse_output_buffer", Attr::Bool(v))
    }
    /// The name of `egress_shim_col` (for messages).
    pub const EGRESS_SHIM_COL: &'static str = "egress_shim_col";
    /// `egress_shim_col`: 32-bit signless integer attribute (default 0).
    pub fn egress_shim_col(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "egress_shim_col").map_or(0, |a| access::int(a))
    }
    pub fn set_egress_shim_col(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "egress_shim_col", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, TraceHostConfig> {
    /// `buffer_size`: 32-bit signless integer attribute (required).
    pub fn buffer_size(self, v: i64) -> Self {
        self.attr("buffer_size", access::int_attr(v, IntTy::I32))
    }
    /// `arg_idx`: 32-bit signless integer attribute (default 4).
    pub fn arg_idx(self, v: i64) -> Self {
        self.attr("arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// `routing`: a trace routing strategy (optional).
    pub fn routing(self, v: TraceShimRouting) -> Self {
        self.attr("routing", access::case_attr(v))
    }
    /// `reuse_output_buffer`: bool attribute (default false).
    pub fn reuse_output_buffer(self, v: bool) -> Self {
        self.attr("reuse_output_buffer", Attr::Bool(v))
    }
    /// `egress_shim_col`: 32-bit signless integer attribute (default 0).
    pub fn egress_shim_col(self, v: i64) -> Self {
        self.attr("egress_shim_col", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aie.trace`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Trace> {
        OpBuilder::new(ir, span)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `buffer_size` (for messages).
    pub const BUFFER_SIZE: &'static str = "buffer_size";
    /// `buffer_size`: 32-bit signless integer attribute (optional).
    pub fn buffer_size(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "buffer_size").map(|a| access::int(a))
    }
    pub fn set_buffer_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "buffer_size", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, Trace> {
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, v: &str) -> Self {
        self.attr("sym_name", access::str_attr(v))
    }
    /// `buffer_size`: 32-bit signless integer attribute (optional).
    pub fn buffer_size(self, v: i64) -> Self {
        self.attr("buffer_size", access::int_attr(v, IntTy::I32))
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
    /// The name of `static_offsets` (for messages).
    pub const STATIC_OFFSETS: &'static str = "static_offsets";
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_sizes` (for messages).
    pub const STATIC_SIZES: &'static str = "static_sizes";
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_strides` (for messages).
    pub const STATIC_STRIDES: &'static str = "static_strides";
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
    pub fn set_static_strides(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_strides", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `metadata` (for messages).
    pub const METADATA: &'static str = "metadata";
    /// `metadata`: flat symbol reference attribute (required).
    pub fn metadata(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "metadata");
        access::sym(a)
    }
    pub fn set_metadata(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "metadata", Attr::sym(v))
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 64-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "id");
        access::int(a)
    }
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I64))
    }
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// The name of `d0_zero_before` (for messages).
    pub const D0_ZERO_BEFORE: &'static str = "d0_zero_before";
    /// `d0_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d0_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// The name of `d1_zero_before` (for messages).
    pub const D1_ZERO_BEFORE: &'static str = "d1_zero_before";
    /// `d1_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d1_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// The name of `d2_zero_before` (for messages).
    pub const D2_ZERO_BEFORE: &'static str = "d2_zero_before";
    /// `d2_zero_before`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d2_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_zero_before", access::int_attr(v, IntTy::I64))
    }
    /// The name of `d0_zero_after` (for messages).
    pub const D0_ZERO_AFTER: &'static str = "d0_zero_after";
    /// `d0_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d0_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// The name of `d1_zero_after` (for messages).
    pub const D1_ZERO_AFTER: &'static str = "d1_zero_after";
    /// `d1_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d1_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// The name of `d2_zero_after` (for messages).
    pub const D2_ZERO_AFTER: &'static str = "d2_zero_after";
    /// `d2_zero_after`: 64-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d2_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_zero_after", access::int_attr(v, IntTy::I64))
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 64-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    pub fn set_burst_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "burst_length", access::int_attr(v, IntTy::I64))
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
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_direction(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "direction", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `bd_id` (for messages).
    pub const BD_ID: &'static str = "bd_id";
    /// `bd_id`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn bd_id(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "bd_id", IntTy::I32)
    }
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
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn repeat_count(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "repeat_count", IntTy::I32)
    }
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
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (required).
    pub fn issue_token(self, ir: &Ir) -> bool {
        let a = access::required(ir, self.0, "issue_token");
        access::bool(a)
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
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
    /// Starts building a `aiex.npu.rtp_write`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuRtpWrite> {
        OpBuilder::new(ir, span)
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (required).
    pub fn buffer(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "buffer");
        access::sym(a)
    }
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
    pub fn set_index(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "index", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn value(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "value", IntTy::I32)
    }
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
}

impl OpBuilder<'_, NpuRtpWrite> {
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (required).
    pub fn buffer(self, v: &str) -> Self {
        self.attr("buffer", Attr::sym(v))
    }
    /// `index`: 32-bit unsigned integer attribute (required).
    pub fn index(self, v: i64) -> Self {
        self.attr("index", access::int_attr(v, IntTy::UI32))
    }
    /// `value`: 32-bit signless integer attribute (required).
    pub fn value(self, v: i64) -> Self {
        self.attr("value", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.npu.dma_wait`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuDmaWait> {
        OpBuilder::new(ir, span)
    }
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
}

impl OpBuilder<'_, NpuDmaWait> {
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "address", IntTy::UI32)
    }
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
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn address(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "address", IntTy::UI32)
    }
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
    pub fn set_mask(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "mask", access::int_attr(v, IntTy::UI32))
    }
    /// The operand holding `mask`, if an operand holds it.
    pub fn mask_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "mask")
    }
    /// Makes the operand `v` hold `mask`.
    pub fn set_mask_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "mask", v)
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (optional).
    pub fn column(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "column").map(|a| access::int(a))
    }
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (optional).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "row").map(|a| access::int(a))
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `buffer` (for messages).
    pub const BUFFER: &'static str = "buffer";
    /// `buffer`: flat symbol reference attribute, naming `aie.buffer` (optional).
    pub fn buffer(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "buffer").map(|a| access::sym(a))
    }
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
    pub fn set_column(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "column", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `column`, if an operand holds it.
    pub fn column_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "column")
    }
    /// Makes the operand `v` hold `column`.
    pub fn set_column_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "column", v)
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn row(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "row", IntTy::I32)
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `row`, if an operand holds it.
    pub fn row_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "row")
    }
    /// Makes the operand `v` hold `row`.
    pub fn set_row_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "row", v)
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn direction(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "direction", IntTy::I32)
    }
    pub fn set_direction(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "direction", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `direction`, if an operand holds it.
    pub fn direction_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "direction")
    }
    /// Makes the operand `v` hold `direction`.
    pub fn set_direction_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "direction", v)
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn channel(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "channel", IntTy::I32)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "channel", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `channel`, if an operand holds it.
    pub fn channel_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "channel")
    }
    /// Makes the operand `v` hold `channel`.
    pub fn set_channel_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "channel", v)
    }
    /// The name of `column_num` (for messages).
    pub const COLUMN_NUM: &'static str = "column_num";
    /// `column_num`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn column_num(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "column_num", IntTy::I32)
    }
    pub fn set_column_num(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "column_num", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `column_num`, if an operand holds it.
    pub fn column_num_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "column_num")
    }
    /// Makes the operand `v` hold `column_num`.
    pub fn set_column_num_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "column_num", v)
    }
    /// The name of `row_num` (for messages).
    pub const ROW_NUM: &'static str = "row_num";
    /// `row_num`: 32-bit signless integer attribute (required). An attribute or a constant operand (None: known only at run time).
    pub fn row_num(self, ir: &Ir) -> Option<i64> {
        access::scalar(ir, self.0, "row_num", IntTy::I32)
    }
    pub fn set_row_num(self, ir: &mut Ir, v: i64) {
        access::set_scalar(ir, self.0, "row_num", access::int_attr(v, IntTy::I32))
    }
    /// The operand holding `row_num`, if an operand holds it.
    pub fn row_num_operand(self, ir: &Ir) -> Option<ValueId> {
        access::scalar_value(ir, self.0, "row_num")
    }
    /// Makes the operand `v` hold `row_num`.
    pub fn set_row_num_operand(self, ir: &mut Ir, v: ValueId) {
        access::set_scalar_operand(ir, self.0, "row_num", v)
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
    /// The name of `addr` (for messages).
    pub const ADDR: &'static str = "addr";
    /// `addr`: 32-bit unsigned integer attribute (required).
    pub fn addr(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "addr");
        access::int(a)
    }
    pub fn set_addr(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "addr", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg_idx` (for messages).
    pub const ARG_IDX: &'static str = "arg_idx";
    /// `arg_idx`: 32-bit signless integer attribute (required).
    pub fn arg_idx(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "arg_idx");
        access::int(a)
    }
    pub fn set_arg_idx(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// The name of `global` (for messages).
    pub const GLOBAL: &'static str = "global";
    /// `global`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn global(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "global").map(|a| access::sym(a))
    }
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
    /// `arg_idx`: 32-bit signless integer attribute (required).
    pub fn arg_idx(self, v: i64) -> Self {
        self.attr("arg_idx", access::int_attr(v, IntTy::I32))
    }
    /// `global`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn global(self, v: &str) -> Self {
        self.attr("global", Attr::sym(v))
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
    /// Starts building a `aiex.npu.assert_bd_field`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuAssertBdField> {
        OpBuilder::new(ir, span)
    }
    /// The name of `max` (for messages).
    pub const MAX: &'static str = "max";
    /// `max`: 32-bit signless integer attribute (required).
    pub fn max(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "max");
        access::int(a)
    }
    pub fn set_max(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "max", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, NpuAssertBdField> {
    /// `max`: 32-bit signless integer attribute (required).
    pub fn max(self, v: i64) -> Self {
        self.attr("max", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.npu.assert_bd_divisible`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, NpuAssertBdDivisible> {
        OpBuilder::new(ir, span)
    }
    /// The name of `divisor` (for messages).
    pub const DIVISOR: &'static str = "divisor";
    /// `divisor`: 32-bit signless integer attribute (required).
    pub fn divisor(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "divisor");
        access::int(a)
    }
    pub fn set_divisor(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "divisor", access::int_attr(v, IntTy::I32))
    }
    /// The name of `allow_unit` (for messages).
    pub const ALLOW_UNIT: &'static str = "allow_unit";
    /// `allow_unit`: unit attribute (optional).
    pub fn allow_unit(self, ir: &Ir) -> bool {
        ir.attr(self.0, "allow_unit").is_some()
    }
    pub fn set_allow_unit(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "allow_unit", on)
    }
}

impl OpBuilder<'_, NpuAssertBdDivisible> {
    /// `divisor`: 32-bit signless integer attribute (required).
    pub fn divisor(self, v: i64) -> Self {
        self.attr("divisor", access::int_attr(v, IntTy::I32))
    }
    /// `allow_unit`: unit attribute (optional).
    pub fn allow_unit(self, on: bool) -> Self {
        if on { self.attr("allow_unit", Attr::Unit) } else { self }
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
    pub fn set_bd_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "bd_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `buffer_length` (for messages).
    pub const BUFFER_LENGTH: &'static str = "buffer_length";
    /// `buffer_length`: 32-bit signless integer attribute (required).
    pub fn buffer_length(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_length");
        access::int(a)
    }
    pub fn set_buffer_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "buffer_length", access::int_attr(v, IntTy::I32))
    }
    /// The name of `buffer_offset` (for messages).
    pub const BUFFER_OFFSET: &'static str = "buffer_offset";
    /// `buffer_offset`: 32-bit signless integer attribute (required).
    pub fn buffer_offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "buffer_offset");
        access::int(a)
    }
    pub fn set_buffer_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "buffer_offset", access::int_attr(v, IntTy::I32))
    }
    /// The name of `column` (for messages).
    pub const COLUMN: &'static str = "column";
    /// `column`: 32-bit signless integer attribute (required).
    pub fn column(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "column");
        access::int(a)
    }
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
    pub fn set_d0_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d0_stride` (for messages).
    pub const D0_STRIDE: &'static str = "d0_stride";
    /// `d0_stride`: 32-bit signless integer attribute (required).
    pub fn d0_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d0_stride");
        access::int(a)
    }
    pub fn set_d0_stride(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_stride", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d0_zero_after` (for messages).
    pub const D0_ZERO_AFTER: &'static str = "d0_zero_after";
    /// `d0_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d0_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d0_zero_before` (for messages).
    pub const D0_ZERO_BEFORE: &'static str = "d0_zero_before";
    /// `d0_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d0_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d0_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d0_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d0_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d1_size` (for messages).
    pub const D1_SIZE: &'static str = "d1_size";
    /// `d1_size`: 32-bit signless integer attribute (required).
    pub fn d1_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d1_size");
        access::int(a)
    }
    pub fn set_d1_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d1_stride` (for messages).
    pub const D1_STRIDE: &'static str = "d1_stride";
    /// `d1_stride`: 32-bit signless integer attribute (required).
    pub fn d1_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d1_stride");
        access::int(a)
    }
    pub fn set_d1_stride(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_stride", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d1_zero_after` (for messages).
    pub const D1_ZERO_AFTER: &'static str = "d1_zero_after";
    /// `d1_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d1_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d1_zero_before` (for messages).
    pub const D1_ZERO_BEFORE: &'static str = "d1_zero_before";
    /// `d1_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d1_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d1_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d1_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d1_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d2_size` (for messages).
    pub const D2_SIZE: &'static str = "d2_size";
    /// `d2_size`: 32-bit signless integer attribute (required).
    pub fn d2_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d2_size");
        access::int(a)
    }
    pub fn set_d2_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d2_stride` (for messages).
    pub const D2_STRIDE: &'static str = "d2_stride";
    /// `d2_stride`: 32-bit signless integer attribute (required).
    pub fn d2_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "d2_stride");
        access::int(a)
    }
    pub fn set_d2_stride(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_stride", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d2_zero_after` (for messages).
    pub const D2_ZERO_AFTER: &'static str = "d2_zero_after";
    /// `d2_zero_after`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_after(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_after").map_or(0, |a| access::int(a))
    }
    pub fn set_d2_zero_after(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_zero_after", access::int_attr(v, IntTy::I32))
    }
    /// The name of `d2_zero_before` (for messages).
    pub const D2_ZERO_BEFORE: &'static str = "d2_zero_before";
    /// `d2_zero_before`: 32-bit signless integer attribute (default 0).
    pub fn d2_zero_before(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "d2_zero_before").map_or(0, |a| access::int(a))
    }
    pub fn set_d2_zero_before(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "d2_zero_before", access::int_attr(v, IntTy::I32))
    }
    /// The name of `enable_packet` (for messages).
    pub const ENABLE_PACKET: &'static str = "enable_packet";
    /// `enable_packet`: 32-bit signless integer attribute (required).
    pub fn enable_packet(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "enable_packet");
        access::int(a)
    }
    pub fn set_enable_packet(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "enable_packet", access::int_attr(v, IntTy::I32))
    }
    /// The name of `iteration_current` (for messages).
    pub const ITERATION_CURRENT: &'static str = "iteration_current";
    /// `iteration_current`: 32-bit signless integer attribute (required).
    pub fn iteration_current(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_current");
        access::int(a)
    }
    pub fn set_iteration_current(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iteration_current", access::int_attr(v, IntTy::I32))
    }
    /// The name of `iteration_size` (for messages).
    pub const ITERATION_SIZE: &'static str = "iteration_size";
    /// `iteration_size`: 32-bit signless integer attribute (required).
    pub fn iteration_size(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_size");
        access::int(a)
    }
    pub fn set_iteration_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iteration_size", access::int_attr(v, IntTy::I32))
    }
    /// The name of `iteration_stride` (for messages).
    pub const ITERATION_STRIDE: &'static str = "iteration_stride";
    /// `iteration_stride`: 32-bit signless integer attribute (required).
    pub fn iteration_stride(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "iteration_stride");
        access::int(a)
    }
    pub fn set_iteration_stride(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "iteration_stride", access::int_attr(v, IntTy::I32))
    }
    /// The name of `lock_acq_enable` (for messages).
    pub const LOCK_ACQ_ENABLE: &'static str = "lock_acq_enable";
    /// `lock_acq_enable`: 32-bit signless integer attribute (required).
    pub fn lock_acq_enable(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_enable");
        access::int(a)
    }
    pub fn set_lock_acq_enable(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lock_acq_enable", access::int_attr(v, IntTy::I32))
    }
    /// The name of `lock_acq_id` (for messages).
    pub const LOCK_ACQ_ID: &'static str = "lock_acq_id";
    /// `lock_acq_id`: 32-bit signless integer attribute (required).
    pub fn lock_acq_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_id");
        access::int(a)
    }
    pub fn set_lock_acq_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lock_acq_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `lock_acq_val` (for messages).
    pub const LOCK_ACQ_VAL: &'static str = "lock_acq_val";
    /// `lock_acq_val`: 32-bit signless integer attribute (required).
    pub fn lock_acq_val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_acq_val");
        access::int(a)
    }
    pub fn set_lock_acq_val(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lock_acq_val", access::int_attr(v, IntTy::I32))
    }
    /// The name of `lock_rel_id` (for messages).
    pub const LOCK_REL_ID: &'static str = "lock_rel_id";
    /// `lock_rel_id`: 32-bit signless integer attribute (required).
    pub fn lock_rel_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_rel_id");
        access::int(a)
    }
    pub fn set_lock_rel_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lock_rel_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `lock_rel_val` (for messages).
    pub const LOCK_REL_VAL: &'static str = "lock_rel_val";
    /// `lock_rel_val`: 32-bit signless integer attribute (required).
    pub fn lock_rel_val(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "lock_rel_val");
        access::int(a)
    }
    pub fn set_lock_rel_val(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "lock_rel_val", access::int_attr(v, IntTy::I32))
    }
    /// The name of `next_bd` (for messages).
    pub const NEXT_BD: &'static str = "next_bd";
    /// `next_bd`: 32-bit signless integer attribute (required).
    pub fn next_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "next_bd");
        access::int(a)
    }
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
    pub fn set_packet_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "packet_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet_type` (for messages).
    pub const PACKET_TYPE: &'static str = "packet_type";
    /// `packet_type`: 32-bit signless integer attribute (required).
    pub fn packet_type(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "packet_type");
        access::int(a)
    }
    pub fn set_packet_type(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "packet_type", access::int_attr(v, IntTy::I32))
    }
    /// The name of `row` (for messages).
    pub const ROW: &'static str = "row";
    /// `row`: 32-bit signless integer attribute (required).
    pub fn row(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "row");
        access::int(a)
    }
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
    }
    /// The name of `use_next_bd` (for messages).
    pub const USE_NEXT_BD: &'static str = "use_next_bd";
    /// `use_next_bd`: 32-bit signless integer attribute (required).
    pub fn use_next_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "use_next_bd");
        access::int(a)
    }
    pub fn set_use_next_bd(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "use_next_bd", access::int_attr(v, IntTy::I32))
    }
    /// The name of `valid_bd` (for messages).
    pub const VALID_BD: &'static str = "valid_bd";
    /// `valid_bd`: 32-bit signless integer attribute (required).
    pub fn valid_bd(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "valid_bd");
        access::int(a)
    }
    pub fn set_valid_bd(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "valid_bd", access::int_attr(v, IntTy::I32))
    }
    /// The name of `burst_length` (for messages).
    pub const BURST_LENGTH: &'static str = "burst_length";
    /// `burst_length`: 32-bit signless integer attribute (default 0).
    pub fn burst_length(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "burst_length").map_or(0, |a| access::int(a))
    }
    pub fn set_burst_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "burst_length", access::int_attr(v, IntTy::I32))
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
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `size` (for messages).
    pub const SIZE: &'static str = "size";
    /// `size`: 32-bit unsigned integer attribute (default 0).
    pub fn size(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "size").map_or(0, |a| access::int(a))
    }
    pub fn set_size(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "size", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 64-bit unsigned integer attribute (default 0).
    pub fn address(self, ir: &Ir) -> u64 {
        ir.attr(self.0, "address").map_or(0, |a| access::uint(a))
    }
    pub fn set_address(self, ir: &mut Ir, v: u64) {
        ir.set_attr(self.0, "address", access::uint_attr(v, IntTy::UI64))
    }
    /// The name of `device_ref` (for messages).
    pub const DEVICE_REF: &'static str = "device_ref";
    /// `device_ref`: flat symbol reference attribute (optional).
    pub fn device_ref(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "device_ref").map(|a| access::sym(a))
    }
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
    /// The name of `level` (for messages).
    pub const LEVEL: &'static str = "level";
    /// `level`: 8-bit unsigned integer attribute (required).
    pub fn level(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "level");
        access::int(a)
    }
    pub fn set_level(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "level", access::int_attr(v, IntTy::UI8))
    }
}

impl OpBuilder<'_, NpuPreempt> {
    /// `level`: 8-bit unsigned integer attribute (required).
    pub fn level(self, v: i64) -> Self {
        self.attr("level", access::int_attr(v, IntTy::UI8))
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `data` (for messages).
    pub const DATA: &'static str = "data";
    /// `data`: 32-bit signless integer array attribute (optional).
    pub fn data(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "data").map(|a| access::dense_ints(a))
    }
    pub fn set_data(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "data", access::dense_ints_attr(v, IntTy::I32))
    }
    /// The name of `opcode` (for messages).
    pub const OPCODE: &'static str = "opcode";
    /// `opcode`: 32-bit signless integer attribute (required).
    pub fn opcode(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "opcode");
        access::int(a)
    }
    pub fn set_opcode(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "opcode", access::int_attr(v, IntTy::I32))
    }
    /// The name of `stream_id` (for messages).
    pub const STREAM_ID: &'static str = "stream_id";
    /// `stream_id`: 32-bit signless integer attribute (required).
    pub fn stream_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "stream_id");
        access::int(a)
    }
    pub fn set_stream_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "stream_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `length` (for messages).
    pub const LENGTH: &'static str = "length";
    /// `length`: 32-bit signless integer attribute (optional).
    pub fn length(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "length").map(|a| access::int(a))
    }
    pub fn set_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "length", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.broadcast_packet`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, BroadcastPacket> {
        OpBuilder::new(ir, span)
    }
    /// The name of `bundle` (for messages).
    pub const BUNDLE: &'static str = "bundle";
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "bundle", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, BroadcastPacket> {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, v: WireBundle) -> Self {
        self.attr("bundle", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.bp_id`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, BpId> {
        OpBuilder::new(ir, span)
    }
    /// The name of `ID` (for messages).
    pub const ID: &'static str = "ID";
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "ID");
        access::int(a)
    }
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "ID", access::int_attr(v, IntTy::I8))
    }
}

impl OpBuilder<'_, BpId> {
    /// `ID`: 8-bit signless integer attribute (required).
    pub fn id(self, v: i64) -> Self {
        self.attr("ID", access::int_attr(v, IntTy::I8))
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
    /// Starts building a `aiex.bp_dest`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, BpDest> {
        OpBuilder::new(ir, span)
    }
    /// The name of `bundle` (for messages).
    pub const BUNDLE: &'static str = "bundle";
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, ir: &Ir) -> WireBundle {
        let a = access::required(ir, self.0, "bundle");
        access::case::<WireBundle>(a)
    }
    pub fn set_bundle(self, ir: &mut Ir, v: WireBundle) {
        ir.set_attr(self.0, "bundle", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, BpDest> {
    /// `bundle`: a wire bundle (required).
    pub fn bundle(self, v: WireBundle) -> Self {
        self.attr("bundle", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
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
    /// `value`: 32-bit signless integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, SetLock> {
    /// `value`: 32-bit signless integer attribute (required).
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
    /// Starts building a `aiex.dma_channel_reset_for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaChannelResetFor> {
        OpBuilder::new(ir, span)
    }
    /// The name of `objfifo` (for messages).
    pub const OBJFIFO: &'static str = "objfifo";
    /// `objfifo`: flat symbol reference attribute (required).
    pub fn objfifo(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "objfifo");
        access::sym(a)
    }
    pub fn set_objfifo(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "objfifo", Attr::sym(v))
    }
}

impl OpBuilder<'_, DmaChannelResetFor> {
    /// `objfifo`: flat symbol reference attribute (required).
    pub fn objfifo(self, v: &str) -> Self {
        self.attr("objfifo", Attr::sym(v))
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
    pub fn set_direction(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "direction", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
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

impl CoreReset {
    /// Starts building a `aiex.core_reset`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CoreReset> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, CoreReset> {
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
    /// Starts building a `aiex.dma_configure_task_for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaConfigureTaskFor> {
        OpBuilder::new(ir, span)
    }
    /// The name of `alloc` (for messages).
    pub const ALLOC: &'static str = "alloc";
    /// `alloc`: flat symbol reference attribute (required).
    pub fn alloc(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "alloc");
        access::sym(a)
    }
    pub fn set_alloc(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "alloc", Attr::sym(v))
    }
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, DmaConfigureTaskFor> {
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
    pub fn set_direction(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "direction", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `packet` (for messages).
    pub const PACKET: &'static str = "packet";
    /// `packet`: packet info attribute (optional).
    pub fn packet(self, ir: &Ir) -> Option<(u64, u64)> {
        ir.attr(self.0, "packet").map(|a| access::packet(a))
    }
    pub fn set_packet(self, ir: &mut Ir, v: (u64, u64)) {
        ir.set_attr(self.0, "packet", Attr::PacketInfo(v.0, v.1))
    }
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
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
}

impl OpBuilder<'_, DmaStartTask> {
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

impl OpBuilder<'_, DmaAwaitTask> {
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

impl OpBuilder<'_, DmaFreeTask> {
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
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
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
    pub fn set_row(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "row", access::int_attr(v, IntTy::I32))
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
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
    /// The name of `alloc` (for messages).
    pub const ALLOC: &'static str = "alloc";
    /// `alloc`: flat symbol reference attribute (required).
    pub fn alloc(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "alloc");
        access::sym(a)
    }
    pub fn set_alloc(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "alloc", Attr::sym(v))
    }
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
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
    /// Starts building a `aiex.dma_start_bd_chain`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, DmaStartBdChain> {
        OpBuilder::new(ir, span)
    }
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
    /// The name of `direction` (for messages).
    pub const DIRECTION: &'static str = "direction";
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, ir: &Ir) -> DmaChannelDir {
        let a = access::required(ir, self.0, "direction");
        access::case::<DmaChannelDir>(a)
    }
    pub fn set_direction(self, ir: &mut Ir, v: DmaChannelDir) {
        ir.set_attr(self.0, "direction", access::case_attr(v))
    }
    /// The name of `channel` (for messages).
    pub const CHANNEL: &'static str = "channel";
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel");
        access::int(a)
    }
    pub fn set_channel(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel", access::int_attr(v, IntTy::I32))
    }
    /// The name of `issue_token` (for messages).
    pub const ISSUE_TOKEN: &'static str = "issue_token";
    /// `issue_token`: bool attribute (default false).
    pub fn issue_token(self, ir: &Ir) -> bool {
        ir.attr(self.0, "issue_token").map_or(false, |a| access::bool(a))
    }
    pub fn set_issue_token(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "issue_token", Attr::Bool(v))
    }
    /// The name of `repeat_count` (for messages).
    pub const REPEAT_COUNT: &'static str = "repeat_count";
    /// `repeat_count`: 32-bit signless integer attribute (default 0).
    pub fn repeat_count(self, ir: &Ir) -> i64 {
        ir.attr(self.0, "repeat_count").map_or(0, |a| access::int(a))
    }
    pub fn set_repeat_count(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "repeat_count", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, DmaStartBdChain> {
    /// `symbol`: flat symbol reference attribute, naming `aie.bd_chain` (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
    }
    /// `direction`: a DMA channel direction (required).
    pub fn direction(self, v: DmaChannelDir) -> Self {
        self.attr("direction", access::case_attr(v))
    }
    /// `channel`: 32-bit signless integer attribute (required).
    pub fn channel(self, v: i64) -> Self {
        self.attr("channel", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.configure`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Configure> {
        OpBuilder::new(ir, span)
    }
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
}

impl OpBuilder<'_, Configure> {
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
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
    /// Starts building a `aiex.run`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, Run> {
        OpBuilder::new(ir, span)
    }
    /// The name of `callee` (for messages).
    pub const CALLEE: &'static str = "callee";
    /// `callee`: flat symbol reference attribute (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
    pub fn set_callee(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "callee", Attr::sym(v))
    }
}

impl OpBuilder<'_, Run> {
    /// `callee`: flat symbol reference attribute (required).
    pub fn callee(self, v: &str) -> Self {
        self.attr("callee", Attr::sym(v))
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
    /// The name of `group_id` (for messages).
    pub const GROUP_ID: &'static str = "group_id";
    /// `group_id`: 32-bit signless integer attribute (required).
    pub fn group_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "group_id");
        access::int(a)
    }
    pub fn set_group_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "group_id", access::int_attr(v, IntTy::I32))
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
}

impl OpBuilder<'_, CertPage> {
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
    /// The name of `job_id` (for messages).
    pub const JOB_ID: &'static str = "job_id";
    /// `job_id`: 32-bit signless integer attribute (required).
    pub fn job_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "job_id");
        access::int(a)
    }
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
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
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg` (for messages).
    pub const ARG: &'static str = "arg";
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
    pub fn set_arg(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg", access::int_attr(v, IntTy::I32))
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
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
    pub fn set_mask(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "mask", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg` (for messages).
    pub const ARG: &'static str = "arg";
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
    pub fn set_arg(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg", access::int_attr(v, IntTy::I32))
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
    /// The name of `dest` (for messages).
    pub const DEST: &'static str = "dest";
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest");
        access::int(a)
    }
    pub fn set_dest(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "dest", access::int_attr(v, IntTy::I32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg` (for messages).
    pub const ARG: &'static str = "arg";
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
    pub fn set_arg(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg", access::int_attr(v, IntTy::I32))
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
    /// The name of `dest` (for messages).
    pub const DEST: &'static str = "dest";
    /// `dest`: 32-bit signless integer attribute (required).
    pub fn dest(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "dest");
        access::int(a)
    }
    pub fn set_dest(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "dest", access::int_attr(v, IntTy::I32))
    }
    /// The name of `value` (for messages).
    pub const VALUE: &'static str = "value";
    /// `value`: 32-bit unsigned integer attribute (required).
    pub fn value(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "value");
        access::int(a)
    }
    pub fn set_value(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "value", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `arg` (for messages).
    pub const ARG: &'static str = "arg";
    /// `arg`: 32-bit signless integer attribute (optional).
    pub fn arg(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "arg").map(|a| access::int(a))
    }
    pub fn set_arg(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "arg", access::int_attr(v, IntTy::I32))
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
    /// The name of `address` (for messages).
    pub const ADDRESS: &'static str = "address";
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "address");
        access::int(a)
    }
    pub fn set_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "address", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `source` (for messages).
    pub const SOURCE: &'static str = "source";
    /// `source`: 32-bit signless integer attribute (required).
    pub fn source(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "source");
        access::int(a)
    }
    pub fn set_source(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "source", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, CertWrite32D> {
    /// `address`: 32-bit unsigned integer attribute (required).
    pub fn address(self, v: i64) -> Self {
        self.attr("address", access::int_attr(v, IntTy::UI32))
    }
    /// `source`: 32-bit signless integer attribute (required).
    pub fn source(self, v: i64) -> Self {
        self.attr("source", access::int_attr(v, IntTy::I32))
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
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute, naming `aiex.cert.uc_dma_chain` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
}

impl OpBuilder<'_, CertUcDmaWriteDesSync> {
    /// `symbol`: flat symbol reference attribute, naming `aiex.cert.uc_dma_chain` (required).
    pub fn symbol(self, v: &str) -> Self {
        self.attr("symbol", Attr::sym(v))
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
    /// The name of `tile_id` (for messages).
    pub const TILE_ID: &'static str = "tile_id";
    /// `tile_id`: 32-bit signless integer attribute (required).
    pub fn tile_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "tile_id");
        access::int(a)
    }
    pub fn set_tile_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "tile_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `channel_id` (for messages).
    pub const CHANNEL_ID: &'static str = "channel_id";
    /// `channel_id`: 32-bit signless integer attribute (required).
    pub fn channel_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "channel_id");
        access::int(a)
    }
    pub fn set_channel_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "channel_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `target_tcts` (for messages).
    pub const TARGET_TCTS: &'static str = "target_tcts";
    /// `target_tcts`: 32-bit signless integer attribute (required).
    pub fn target_tcts(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "target_tcts");
        access::int(a)
    }
    pub fn set_target_tcts(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "target_tcts", access::int_attr(v, IntTy::I32))
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
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute, naming `memref.global` (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
    }
    /// The name of `num_entries` (for messages).
    pub const NUM_ENTRIES: &'static str = "num_entries";
    /// `num_entries`: 16-bit signless integer attribute (required).
    pub fn num_entries(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "num_entries");
        access::int(a)
    }
    pub fn set_num_entries(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "num_entries", access::int_attr(v, IntTy::I16))
    }
    /// The name of `offset` (for messages).
    pub const OFFSET: &'static str = "offset";
    /// `offset`: 16-bit signless integer attribute (required).
    pub fn offset(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "offset");
        access::int(a)
    }
    pub fn set_offset(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "offset", access::int_attr(v, IntTy::I16))
    }
    /// The name of `pad` (for messages).
    pub const PAD: &'static str = "pad";
    /// `pad`: flat symbol reference attribute, naming `memref.global` (optional).
    pub fn pad(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "pad").map(|a| access::sym(a))
    }
    pub fn set_pad(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "pad", Attr::sym(v))
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
    /// The name of `remote_address` (for messages).
    pub const REMOTE_ADDRESS: &'static str = "remote_address";
    /// `remote_address`: flat symbol reference attribute (required).
    pub fn remote_address(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "remote_address");
        access::sym(a)
    }
    pub fn set_remote_address(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "remote_address", Attr::sym(v))
    }
    /// The name of `local_address` (for messages).
    pub const LOCAL_ADDRESS: &'static str = "local_address";
    /// `local_address`: 32-bit signless integer attribute (required).
    pub fn local_address(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "local_address");
        access::int(a)
    }
    pub fn set_local_address(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "local_address", access::int_attr(v, IntTy::I32))
    }
    /// The name of `length` (for messages).
    pub const LENGTH: &'static str = "length";
    /// `length`: 32-bit signless integer attribute (required).
    pub fn length(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "length");
        access::int(a)
    }
    pub fn set_length(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "length", access::int_attr(v, IntTy::I32))
    }
    /// The name of `next_bd` (for messages).
    pub const NEXT_BD: &'static str = "next_bd";
    /// `next_bd`: bool attribute (required).
    pub fn next_bd(self, ir: &Ir) -> bool {
        let a = access::required(ir, self.0, "next_bd");
        access::bool(a)
    }
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
    /// Starts building a `aiex.cert.local_barrier`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertLocalBarrier> {
        OpBuilder::new(ir, span)
    }
    /// The name of `local_barrier_id` (for messages).
    pub const LOCAL_BARRIER_ID: &'static str = "local_barrier_id";
    /// `local_barrier_id`: 32-bit signless integer attribute (required).
    pub fn local_barrier_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "local_barrier_id");
        access::int(a)
    }
    pub fn set_local_barrier_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "local_barrier_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `num_participants` (for messages).
    pub const NUM_PARTICIPANTS: &'static str = "num_participants";
    /// `num_participants`: 32-bit signless integer attribute (required).
    pub fn num_participants(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "num_participants");
        access::int(a)
    }
    pub fn set_num_participants(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "num_participants", access::int_attr(v, IntTy::I32))
    }
}

impl OpBuilder<'_, CertLocalBarrier> {
    /// `local_barrier_id`: 32-bit signless integer attribute (required).
    pub fn local_barrier_id(self, v: i64) -> Self {
        self.attr("local_barrier_id", access::int_attr(v, IntTy::I32))
    }
    /// `num_participants`: 32-bit signless integer attribute (required).
    pub fn num_participants(self, v: i64) -> Self {
        self.attr("num_participants", access::int_attr(v, IntTy::I32))
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
    /// The name of `remote_barrier_id` (for messages).
    pub const REMOTE_BARRIER_ID: &'static str = "remote_barrier_id";
    /// `remote_barrier_id`: 32-bit signless integer attribute (required).
    pub fn remote_barrier_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "remote_barrier_id");
        access::int(a)
    }
    pub fn set_remote_barrier_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "remote_barrier_id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `party_mask` (for messages).
    pub const PARTY_MASK: &'static str = "party_mask";
    /// `party_mask`: 32-bit signless integer attribute (required).
    pub fn party_mask(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "party_mask");
        access::int(a)
    }
    pub fn set_party_mask(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "party_mask", access::int_attr(v, IntTy::I32))
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
    /// Starts building a `aiex.cert.preempt`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertPreempt> {
        OpBuilder::new(ir, span)
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: 32-bit signless integer attribute (required).
    pub fn id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "id");
        access::int(a)
    }
    pub fn set_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "id", access::int_attr(v, IntTy::I32))
    }
    /// The name of `save_section` (for messages).
    pub const SAVE_SECTION: &'static str = "save_section";
    /// `save_section`: flat symbol reference attribute (required).
    pub fn save_section(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "save_section");
        access::sym(a)
    }
    pub fn set_save_section(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "save_section", Attr::sym(v))
    }
    /// The name of `restore_section` (for messages).
    pub const RESTORE_SECTION: &'static str = "restore_section";
    /// `restore_section`: flat symbol reference attribute (required).
    pub fn restore_section(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "restore_section");
        access::sym(a)
    }
    pub fn set_restore_section(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "restore_section", Attr::sym(v))
    }
}

impl OpBuilder<'_, CertPreempt> {
    /// `id`: 32-bit signless integer attribute (required).
    pub fn id(self, v: i64) -> Self {
        self.attr("id", access::int_attr(v, IntTy::I32))
    }
    /// `save_section`: flat symbol reference attribute (required).
    pub fn save_section(self, v: &str) -> Self {
        self.attr("save_section", Attr::sym(v))
    }
    /// `restore_section`: flat symbol reference attribute (required).
    pub fn restore_section(self, v: &str) -> Self {
        self.attr("restore_section", Attr::sym(v))
    }
}

/// `aiex.cert.nop`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CertNop(OpId);

impl View for CertNop {
    const KIND: OpKind = OpKind::CertNop;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CertNop(op)
    }
}

impl CertNop {
    /// Starts building a `aiex.cert.nop`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CertNop> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, CertNop> {
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
    /// The name of `pdi_id` (for messages).
    pub const PDI_ID: &'static str = "pdi_id";
    /// `pdi_id`: 32-bit unsigned integer attribute (required).
    pub fn pdi_id(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "pdi_id");
        access::int(a)
    }
    pub fn set_pdi_id(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "pdi_id", access::int_attr(v, IntTy::UI32))
    }
    /// The name of `symbol` (for messages).
    pub const SYMBOL: &'static str = "symbol";
    /// `symbol`: flat symbol reference attribute (required).
    pub fn symbol(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "symbol");
        access::sym(a)
    }
    pub fn set_symbol(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "symbol", Attr::sym(v))
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
    /// The name of `sym_visibility` (for messages).
    pub const SYM_VISIBILITY: &'static str = "sym_visibility";
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_visibility").map(|a| access::str(a))
    }
    pub fn set_sym_visibility(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_visibility", access::str_attr(v))
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `function_type` (for messages).
    pub const FUNCTION_TYPE: &'static str = "function_type";
    /// `function_type`: type attribute (required).
    pub fn function_type(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "function_type");
        access::type_attr(a)
    }
    pub fn set_function_type(self, ir: &mut Ir, v: Type) {
        ir.set_attr(self.0, "function_type", Attr::Type(v))
    }
    /// The name of `link_with` (for messages).
    pub const LINK_WITH: &'static str = "link_with";
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "link_with").map(|a| access::str(a))
    }
    pub fn set_link_with(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "link_with", access::str_attr(v))
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
        self.attr("function_type", Attr::Type(v))
    }
    /// `link_with`: string attribute (optional).
    pub fn link_with(self, v: &str) -> Self {
        self.attr("link_with", access::str_attr(v))
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

impl OpBuilder<'_, FuncReturn> {
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
    /// The name of `callee` (for messages).
    pub const CALLEE: &'static str = "callee";
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "callee");
        access::sym(a)
    }
    pub fn set_callee(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "callee", Attr::sym(v))
    }
}

impl OpBuilder<'_, FuncCall> {
    /// `callee`: flat symbol reference attribute, naming `func.func` (required).
    pub fn callee(self, v: &str) -> Self {
        self.attr("callee", Attr::sym(v))
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
    /// Starts building a `scf.for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfFor> {
        OpBuilder::new(ir, span)
    }
    /// The name of `unsignedCmp` (for messages).
    pub const UNSIGNED_CMP: &'static str = "unsignedCmp";
    /// `unsignedCmp`: unit attribute (optional).
    pub fn unsigned_cmp(self, ir: &Ir) -> bool {
        ir.attr(self.0, "unsignedCmp").is_some()
    }
    pub fn set_unsigned_cmp(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "unsignedCmp", on)
    }
}

impl OpBuilder<'_, ScfFor> {
    /// `unsignedCmp`: unit attribute (optional).
    pub fn unsigned_cmp(self, on: bool) -> Self {
        if on { self.attr("unsignedCmp", Attr::Unit) } else { self }
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

impl ScfIf {
    /// Starts building a `scf.if`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfIf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ScfIf> {
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

impl OpBuilder<'_, ScfYield> {
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
    /// The name of `cases` (for messages).
    pub const CASES: &'static str = "cases";
    /// `cases`: 64-bit signless integer array attribute (required).
    pub fn cases(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "cases");
        access::dense_ints(a)
    }
    pub fn set_cases(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "cases", access::dense_ints_attr(v, IntTy::I64))
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

impl ScfWhile {
    /// Starts building a `scf.while`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfWhile> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ScfWhile> {
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

impl ScfCondition {
    /// Starts building a `scf.condition`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ScfCondition> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ScfCondition> {
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
    /// Starts building a `affine.for`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AffineFor> {
        OpBuilder::new(ir, span)
    }
    /// The name of `lowerBoundMap` (for messages).
    pub const LOWER_BOUND_MAP: &'static str = "lowerBoundMap";
    /// `lowerBoundMap`: AffineMap attribute (required).
    pub fn lower_bound_map(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "lowerBoundMap");
        access::affine_map(a)
    }
    pub fn set_lower_bound_map(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "lowerBoundMap", access::affine_map_attr(v))
    }
    /// The name of `upperBoundMap` (for messages).
    pub const UPPER_BOUND_MAP: &'static str = "upperBoundMap";
    /// `upperBoundMap`: AffineMap attribute (required).
    pub fn upper_bound_map(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "upperBoundMap");
        access::affine_map(a)
    }
    pub fn set_upper_bound_map(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "upperBoundMap", access::affine_map_attr(v))
    }
    /// The name of `step` (for messages).
    pub const STEP: &'static str = "step";
    /// `step`: index attribute (required).
    pub fn step(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "step");
        access::int(a)
    }
    pub fn set_step(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "step", access::int_attr(v, IntTy::Index))
    }
}

impl OpBuilder<'_, AffineFor> {
    /// `lowerBoundMap`: AffineMap attribute (required).
    pub fn lower_bound_map(self, v: &AffineMap) -> Self {
        self.attr("lowerBoundMap", access::affine_map_attr(v))
    }
    /// `upperBoundMap`: AffineMap attribute (required).
    pub fn upper_bound_map(self, v: &AffineMap) -> Self {
        self.attr("upperBoundMap", access::affine_map_attr(v))
    }
    /// `step`: index attribute (required).
    pub fn step(self, v: i64) -> Self {
        self.attr("step", access::int_attr(v, IntTy::Index))
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

impl AffineYield {
    /// Starts building a `affine.yield`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AffineYield> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, AffineYield> {
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
    /// Starts building a `affine.load`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AffineLoad> {
        OpBuilder::new(ir, span)
    }
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
    pub fn set_map_attr(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "map", access::affine_map_attr(v))
    }
}

impl OpBuilder<'_, AffineLoad> {
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, v: &AffineMap) -> Self {
        self.attr("map", access::affine_map_attr(v))
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
    /// Starts building a `affine.store`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AffineStore> {
        OpBuilder::new(ir, span)
    }
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
    pub fn set_map_attr(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "map", access::affine_map_attr(v))
    }
}

impl OpBuilder<'_, AffineStore> {
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, v: &AffineMap) -> Self {
        self.attr("map", access::affine_map_attr(v))
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
    /// Starts building a `affine.apply`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, AffineApply> {
        OpBuilder::new(ir, span)
    }
    /// The name of `map` (for messages).
    pub const MAP: &'static str = "map";
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, ir: &Ir) -> AffineMap {
        let a = access::required(ir, self.0, "map");
        access::affine_map(a)
    }
    pub fn set_map_attr(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "map", access::affine_map_attr(v))
    }
}

impl OpBuilder<'_, AffineApply> {
    /// `map`: AffineMap attribute (required).
    pub fn map_attr(self, v: &AffineMap) -> Self {
        self.attr("map", access::affine_map_attr(v))
    }
}

/// `cf.br`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CfBr(OpId);

impl View for CfBr {
    const KIND: OpKind = OpKind::CfBr;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CfBr(op)
    }
}

impl CfBr {
    /// Starts building a `cf.br`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CfBr> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, CfBr> {
}

/// `cf.cond_br`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CfCondBr(OpId);

impl View for CfCondBr {
    const KIND: OpKind = OpKind::CfCondBr;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        CfCondBr(op)
    }
}

impl CfCondBr {
    /// Starts building a `cf.cond_br`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, CfCondBr> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, CfCondBr> {
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

impl OpBuilder<'_, ArithAddi> {
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

impl OpBuilder<'_, ArithSubi> {
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

impl ArithMuli {
    /// Starts building a `arith.muli`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMuli> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMuli> {
}

/// `arith.divsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithDivsi(OpId);

impl View for ArithDivsi {
    const KIND: OpKind = OpKind::ArithDivsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithDivsi(op)
    }
}

impl ArithDivsi {
    /// Starts building a `arith.divsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithDivsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithDivsi> {
}

/// `arith.divui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithDivui(OpId);

impl View for ArithDivui {
    const KIND: OpKind = OpKind::ArithDivui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithDivui(op)
    }
}

impl ArithDivui {
    /// Starts building a `arith.divui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithDivui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithDivui> {
}

/// `arith.remsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithRemsi(OpId);

impl View for ArithRemsi {
    const KIND: OpKind = OpKind::ArithRemsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithRemsi(op)
    }
}

impl ArithRemsi {
    /// Starts building a `arith.remsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithRemsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithRemsi> {
}

/// `arith.remui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithRemui(OpId);

impl View for ArithRemui {
    const KIND: OpKind = OpKind::ArithRemui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithRemui(op)
    }
}

impl ArithRemui {
    /// Starts building a `arith.remui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithRemui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithRemui> {
}

/// `arith.andi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithAndi(OpId);

impl View for ArithAndi {
    const KIND: OpKind = OpKind::ArithAndi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithAndi(op)
    }
}

impl ArithAndi {
    /// Starts building a `arith.andi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithAndi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithAndi> {
}

/// `arith.ori`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithOri(OpId);

impl View for ArithOri {
    const KIND: OpKind = OpKind::ArithOri;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithOri(op)
    }
}

impl ArithOri {
    /// Starts building a `arith.ori`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithOri> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithOri> {
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

impl OpBuilder<'_, ArithXori> {
}

/// `arith.shli`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithShli(OpId);

impl View for ArithShli {
    const KIND: OpKind = OpKind::ArithShli;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithShli(op)
    }
}

impl ArithShli {
    /// Starts building a `arith.shli`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithShli> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithShli> {
}

/// `arith.shrsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithShrsi(OpId);

impl View for ArithShrsi {
    const KIND: OpKind = OpKind::ArithShrsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithShrsi(op)
    }
}

impl ArithShrsi {
    /// Starts building a `arith.shrsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithShrsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithShrsi> {
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

impl OpBuilder<'_, ArithShrui> {
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

impl ArithMaxsi {
    /// Starts building a `arith.maxsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMaxsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMaxsi> {
}

/// `arith.minsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMinsi(OpId);

impl View for ArithMinsi {
    const KIND: OpKind = OpKind::ArithMinsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMinsi(op)
    }
}

impl ArithMinsi {
    /// Starts building a `arith.minsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMinsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMinsi> {
}

/// `arith.addf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithAddf(OpId);

impl View for ArithAddf {
    const KIND: OpKind = OpKind::ArithAddf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithAddf(op)
    }
}

impl ArithAddf {
    /// Starts building a `arith.addf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithAddf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithAddf> {
}

/// `arith.subf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithSubf(OpId);

impl View for ArithSubf {
    const KIND: OpKind = OpKind::ArithSubf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithSubf(op)
    }
}

impl ArithSubf {
    /// Starts building a `arith.subf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithSubf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithSubf> {
}

/// `arith.mulf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMulf(OpId);

impl View for ArithMulf {
    const KIND: OpKind = OpKind::ArithMulf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMulf(op)
    }
}

impl ArithMulf {
    /// Starts building a `arith.mulf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMulf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMulf> {
}

/// `arith.divf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithDivf(OpId);

impl View for ArithDivf {
    const KIND: OpKind = OpKind::ArithDivf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithDivf(op)
    }
}

impl ArithDivf {
    /// Starts building a `arith.divf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithDivf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithDivf> {
}

/// `arith.maxui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMaxui(OpId);

impl View for ArithMaxui {
    const KIND: OpKind = OpKind::ArithMaxui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMaxui(op)
    }
}

impl ArithMaxui {
    /// Starts building a `arith.maxui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMaxui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMaxui> {
}

/// `arith.minui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMinui(OpId);

impl View for ArithMinui {
    const KIND: OpKind = OpKind::ArithMinui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMinui(op)
    }
}

impl ArithMinui {
    /// Starts building a `arith.minui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMinui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMinui> {
}

/// `arith.ceildivsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithCeildivsi(OpId);

impl View for ArithCeildivsi {
    const KIND: OpKind = OpKind::ArithCeildivsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithCeildivsi(op)
    }
}

impl ArithCeildivsi {
    /// Starts building a `arith.ceildivsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithCeildivsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithCeildivsi> {
}

/// `arith.floordivsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithFloordivsi(OpId);

impl View for ArithFloordivsi {
    const KIND: OpKind = OpKind::ArithFloordivsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithFloordivsi(op)
    }
}

impl ArithFloordivsi {
    /// Starts building a `arith.floordivsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithFloordivsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithFloordivsi> {
}

/// `arith.remf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithRemf(OpId);

impl View for ArithRemf {
    const KIND: OpKind = OpKind::ArithRemf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithRemf(op)
    }
}

impl ArithRemf {
    /// Starts building a `arith.remf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithRemf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithRemf> {
}

/// `arith.maximumf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMaximumf(OpId);

impl View for ArithMaximumf {
    const KIND: OpKind = OpKind::ArithMaximumf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMaximumf(op)
    }
}

impl ArithMaximumf {
    /// Starts building a `arith.maximumf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMaximumf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMaximumf> {
}

/// `arith.minimumf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMinimumf(OpId);

impl View for ArithMinimumf {
    const KIND: OpKind = OpKind::ArithMinimumf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMinimumf(op)
    }
}

impl ArithMinimumf {
    /// Starts building a `arith.minimumf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMinimumf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMinimumf> {
}

/// `arith.maxnumf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMaxnumf(OpId);

impl View for ArithMaxnumf {
    const KIND: OpKind = OpKind::ArithMaxnumf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMaxnumf(op)
    }
}

impl ArithMaxnumf {
    /// Starts building a `arith.maxnumf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMaxnumf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMaxnumf> {
}

/// `arith.minnumf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithMinnumf(OpId);

impl View for ArithMinnumf {
    const KIND: OpKind = OpKind::ArithMinnumf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithMinnumf(op)
    }
}

impl ArithMinnumf {
    /// Starts building a `arith.minnumf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithMinnumf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithMinnumf> {
}

/// `arith.negf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithNegf(OpId);

impl View for ArithNegf {
    const KIND: OpKind = OpKind::ArithNegf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithNegf(op)
    }
}

impl ArithNegf {
    /// Starts building a `arith.negf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithNegf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithNegf> {
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
    /// The name of `predicate` (for messages).
    pub const PREDICATE: &'static str = "predicate";
    /// `predicate`: an integer comparison predicate (required).
    pub fn predicate(self, ir: &Ir) -> CmpIPredicate {
        let a = access::required(ir, self.0, "predicate");
        access::case::<CmpIPredicate>(a)
    }
    pub fn set_predicate(self, ir: &mut Ir, v: CmpIPredicate) {
        ir.set_attr(self.0, "predicate", access::case_attr(v))
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
    /// Starts building a `arith.cmpf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithCmpf> {
        OpBuilder::new(ir, span)
    }
    /// The name of `predicate` (for messages).
    pub const PREDICATE: &'static str = "predicate";
    /// `predicate`: a float comparison predicate (required).
    pub fn predicate(self, ir: &Ir) -> CmpFPredicate {
        let a = access::required(ir, self.0, "predicate");
        access::case::<CmpFPredicate>(a)
    }
    pub fn set_predicate(self, ir: &mut Ir, v: CmpFPredicate) {
        ir.set_attr(self.0, "predicate", access::case_attr(v))
    }
}

impl OpBuilder<'_, ArithCmpf> {
    /// `predicate`: a float comparison predicate (required).
    pub fn predicate(self, v: CmpFPredicate) -> Self {
        self.attr("predicate", access::case_attr(v))
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

impl OpBuilder<'_, ArithSelect> {
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

impl OpBuilder<'_, ArithIndexCast> {
}

/// `arith.extsi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithExtsi(OpId);

impl View for ArithExtsi {
    const KIND: OpKind = OpKind::ArithExtsi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithExtsi(op)
    }
}

impl ArithExtsi {
    /// Starts building a `arith.extsi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithExtsi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithExtsi> {
}

/// `arith.extui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithExtui(OpId);

impl View for ArithExtui {
    const KIND: OpKind = OpKind::ArithExtui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithExtui(op)
    }
}

impl ArithExtui {
    /// Starts building a `arith.extui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithExtui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithExtui> {
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

impl OpBuilder<'_, ArithTrunci> {
}

/// `arith.extf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithExtf(OpId);

impl View for ArithExtf {
    const KIND: OpKind = OpKind::ArithExtf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithExtf(op)
    }
}

impl ArithExtf {
    /// Starts building a `arith.extf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithExtf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithExtf> {
}

/// `arith.truncf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithTruncf(OpId);

impl View for ArithTruncf {
    const KIND: OpKind = OpKind::ArithTruncf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithTruncf(op)
    }
}

impl ArithTruncf {
    /// Starts building a `arith.truncf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithTruncf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithTruncf> {
}

/// `arith.sitofp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithSitofp(OpId);

impl View for ArithSitofp {
    const KIND: OpKind = OpKind::ArithSitofp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithSitofp(op)
    }
}

impl ArithSitofp {
    /// Starts building a `arith.sitofp`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithSitofp> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithSitofp> {
}

/// `arith.uitofp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithUitofp(OpId);

impl View for ArithUitofp {
    const KIND: OpKind = OpKind::ArithUitofp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithUitofp(op)
    }
}

impl ArithUitofp {
    /// Starts building a `arith.uitofp`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithUitofp> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithUitofp> {
}

/// `arith.fptosi`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithFptosi(OpId);

impl View for ArithFptosi {
    const KIND: OpKind = OpKind::ArithFptosi;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithFptosi(op)
    }
}

impl ArithFptosi {
    /// Starts building a `arith.fptosi`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithFptosi> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithFptosi> {
}

/// `arith.fptoui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithFptoui(OpId);

impl View for ArithFptoui {
    const KIND: OpKind = OpKind::ArithFptoui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithFptoui(op)
    }
}

impl ArithFptoui {
    /// Starts building a `arith.fptoui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithFptoui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithFptoui> {
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

impl OpBuilder<'_, ArithBitcast> {
}

/// `arith.index_castui`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArithIndexCastui(OpId);

impl View for ArithIndexCastui {
    const KIND: OpKind = OpKind::ArithIndexCastui;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        ArithIndexCastui(op)
    }
}

impl ArithIndexCastui {
    /// Starts building a `arith.index_castui`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, ArithIndexCastui> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, ArithIndexCastui> {
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
    /// The name of `sym_visibility` (for messages).
    pub const SYM_VISIBILITY: &'static str = "sym_visibility";
    /// `sym_visibility`: string attribute (optional).
    pub fn sym_visibility(self, ir: &Ir) -> Option<&str> {
        ir.attr(self.0, "sym_visibility").map(|a| access::str(a))
    }
    pub fn set_sym_visibility(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_visibility", access::str_attr(v))
    }
    /// The name of `constant` (for messages).
    pub const CONSTANT: &'static str = "constant";
    /// `constant`: unit attribute (optional).
    pub fn constant(self, ir: &Ir) -> bool {
        ir.attr(self.0, "constant").is_some()
    }
    pub fn set_constant(self, ir: &mut Ir, on: bool) {
        access::set_flag(ir, self.0, "constant", on)
    }
    /// The name of `sym_name` (for messages).
    pub const SYM_NAME: &'static str = "sym_name";
    /// `sym_name`: string attribute (required).
    pub fn sym_name(self, ir: &Ir) -> &str {
        let a = access::required(ir, self.0, "sym_name");
        access::str(a)
    }
    pub fn set_sym_name(self, ir: &mut Ir, v: &str) {
        ir.set_attr(self.0, "sym_name", access::str_attr(v))
    }
    /// The name of `type` (for messages).
    pub const TYPE: &'static str = "type";
    /// `type`: type attribute (required).
    pub fn type_attr(self, ir: &Ir) -> &Type {
        let a = access::required(ir, self.0, "type");
        access::type_attr(a)
    }
    pub fn set_type_attr(self, ir: &mut Ir, v: Type) {
        ir.set_attr(self.0, "type", Attr::Type(v))
    }
    /// The name of `initial_value` (for messages).
    pub const INITIAL_VALUE: &'static str = "initial_value";
    /// `initial_value`: dense elements attribute or `uninitialized` (optional).
    pub fn initial_value(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "initial_value").map(|a| a)
    }
    pub fn set_initial_value(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "initial_value", v)
    }
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I64))
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
        self.attr("type", Attr::Type(v))
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

impl OpBuilder<'_, MemrefLoad> {
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

impl OpBuilder<'_, MemrefStore> {
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
    /// Starts building a `memref.alloc`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefAlloc> {
        OpBuilder::new(ir, span)
    }
    /// The name of `id` (for messages).
    pub const ID: &'static str = "id";
    /// `id`: attribute (optional).
    pub fn id(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "id").map(|a| a)
    }
    pub fn set_id(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "id", v)
    }
}

impl OpBuilder<'_, MemrefAlloc> {
    /// `id`: attribute (optional).
    pub fn id(self, v: Attr) -> Self {
        self.attr("id", v)
    }
}

/// `memref.dim`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefDim(OpId);

impl View for MemrefDim {
    const KIND: OpKind = OpKind::MemrefDim;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefDim(op)
    }
}

impl MemrefDim {
    /// Starts building a `memref.dim`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefDim> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MemrefDim> {
}

/// `memref.dealloc`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefDealloc(OpId);

impl View for MemrefDealloc {
    const KIND: OpKind = OpKind::MemrefDealloc;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MemrefDealloc(op)
    }
}

impl MemrefDealloc {
    /// Starts building a `memref.dealloc`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefDealloc> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MemrefDealloc> {
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
    /// The name of `static_offsets` (for messages).
    pub const STATIC_OFFSETS: &'static str = "static_offsets";
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_sizes` (for messages).
    pub const STATIC_SIZES: &'static str = "static_sizes";
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_strides` (for messages).
    pub const STATIC_STRIDES: &'static str = "static_strides";
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
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
    /// The name of `static_offsets` (for messages).
    pub const STATIC_OFFSETS: &'static str = "static_offsets";
    /// `static_offsets`: i64 dense array attribute (required).
    pub fn static_offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_offsets");
        access::dense_ints(a)
    }
    pub fn set_static_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_offsets", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_sizes` (for messages).
    pub const STATIC_SIZES: &'static str = "static_sizes";
    /// `static_sizes`: i64 dense array attribute (required).
    pub fn static_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_sizes");
        access::dense_ints(a)
    }
    pub fn set_static_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
    /// The name of `static_strides` (for messages).
    pub const STATIC_STRIDES: &'static str = "static_strides";
    /// `static_strides`: i64 dense array attribute (required).
    pub fn static_strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_strides");
        access::dense_ints(a)
    }
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

impl MemrefCast {
    /// Starts building a `memref.cast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefCast> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MemrefCast> {
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

impl MemrefView {
    /// Starts building a `memref.view`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefView> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MemrefView> {
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
    /// The name of `reassociation` (for messages).
    pub const REASSOCIATION: &'static str = "reassociation";
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, ir: &Ir) -> Vec<Vec<i64>> {
        let a = access::required(ir, self.0, "reassociation");
        access::reassociation(a)
    }
    pub fn set_reassociation(self, ir: &mut Ir, v: &[Vec<i64>]) {
        ir.set_attr(self.0, "reassociation", access::reassociation_attr(v))
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
    /// Starts building a `memref.expand_shape`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefExpandShape> {
        OpBuilder::new(ir, span)
    }
    /// The name of `reassociation` (for messages).
    pub const REASSOCIATION: &'static str = "reassociation";
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, ir: &Ir) -> Vec<Vec<i64>> {
        let a = access::required(ir, self.0, "reassociation");
        access::reassociation(a)
    }
    pub fn set_reassociation(self, ir: &mut Ir, v: &[Vec<i64>]) {
        ir.set_attr(self.0, "reassociation", access::reassociation_attr(v))
    }
    /// The name of `static_output_shape` (for messages).
    pub const STATIC_OUTPUT_SHAPE: &'static str = "static_output_shape";
    /// `static_output_shape`: i64 dense array attribute (optional).
    pub fn static_output_shape(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "static_output_shape").map(|a| access::dense_ints(a))
    }
    pub fn set_static_output_shape(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_output_shape", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, MemrefExpandShape> {
    /// `reassociation`: Array of 64-bit integer array attributes (required).
    pub fn reassociation(self, v: &[Vec<i64>]) -> Self {
        self.attr("reassociation", access::reassociation_attr(v))
    }
    /// `static_output_shape`: i64 dense array attribute (optional).
    pub fn static_output_shape(self, v: &[i64]) -> Self {
        self.attr("static_output_shape", access::dense_ints_attr(v, IntTy::I64))
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
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 32-bit signless integer attribute (required).
    pub fn alignment(self, ir: &Ir) -> i64 {
        let a = access::required(ir, self.0, "alignment");
        access::int(a)
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I32))
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

impl MemrefCopy {
    /// Starts building a `memref.copy`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MemrefCopy> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MemrefCopy> {
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
    /// The name of `in_bounds` (for messages).
    pub const IN_BOUNDS: &'static str = "in_bounds";
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "in_bounds").map(|a| a)
    }
    pub fn set_in_bounds(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "in_bounds", v)
    }
    /// The name of `permutation_map` (for messages).
    pub const PERMUTATION_MAP: &'static str = "permutation_map";
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, ir: &Ir) -> Option<AffineMap> {
        ir.attr(self.0, "permutation_map").map(|a| access::affine_map(a))
    }
    pub fn set_permutation_map(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "permutation_map", access::affine_map_attr(v))
    }
    /// The name of `operandSegmentSizes` (for messages).
    pub const OPERAND_SEGMENT_SIZES: &'static str = "operandSegmentSizes";
    /// `operandSegmentSizes`: 32-bit signless integer array attribute (optional).
    pub fn operand_segment_sizes(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "operandSegmentSizes").map(|a| access::dense_ints(a))
    }
    pub fn set_operand_segment_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "operandSegmentSizes", access::dense_ints_attr(v, IntTy::I32))
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
    /// `operandSegmentSizes`: 32-bit signless integer array attribute (optional).
    pub fn operand_segment_sizes(self, v: &[i64]) -> Self {
        self.attr("operandSegmentSizes", access::dense_ints_attr(v, IntTy::I32))
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
    /// The name of `in_bounds` (for messages).
    pub const IN_BOUNDS: &'static str = "in_bounds";
    /// `in_bounds`: attribute (optional).
    pub fn in_bounds(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "in_bounds").map(|a| a)
    }
    pub fn set_in_bounds(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "in_bounds", v)
    }
    /// The name of `permutation_map` (for messages).
    pub const PERMUTATION_MAP: &'static str = "permutation_map";
    /// `permutation_map`: AffineMap attribute (optional).
    pub fn permutation_map(self, ir: &Ir) -> Option<AffineMap> {
        ir.attr(self.0, "permutation_map").map(|a| access::affine_map(a))
    }
    pub fn set_permutation_map(self, ir: &mut Ir, v: &AffineMap) {
        ir.set_attr(self.0, "permutation_map", access::affine_map_attr(v))
    }
    /// The name of `operandSegmentSizes` (for messages).
    pub const OPERAND_SEGMENT_SIZES: &'static str = "operandSegmentSizes";
    /// `operandSegmentSizes`: 32-bit signless integer array attribute (optional).
    pub fn operand_segment_sizes(self, ir: &Ir) -> Option<Vec<i64>> {
        ir.attr(self.0, "operandSegmentSizes").map(|a| access::dense_ints(a))
    }
    pub fn set_operand_segment_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "operandSegmentSizes", access::dense_ints_attr(v, IntTy::I32))
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
    /// `operandSegmentSizes`: 32-bit signless integer array attribute (optional).
    pub fn operand_segment_sizes(self, v: &[i64]) -> Self {
        self.attr("operandSegmentSizes", access::dense_ints_attr(v, IntTy::I32))
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
    /// Starts building a `vector.load`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorLoad> {
        OpBuilder::new(ir, span)
    }
    /// The name of `nontemporal` (for messages).
    pub const NONTEMPORAL: &'static str = "nontemporal";
    /// `nontemporal`: bool attribute (default false).
    pub fn nontemporal(self, ir: &Ir) -> bool {
        ir.attr(self.0, "nontemporal").map_or(false, |a| access::bool(a))
    }
    pub fn set_nontemporal(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "nontemporal", Attr::Bool(v))
    }
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorLoad> {
    /// `nontemporal`: bool attribute (default false).
    pub fn nontemporal(self, v: bool) -> Self {
        self.attr("nontemporal", Attr::Bool(v))
    }
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I64))
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
    /// Starts building a `vector.store`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorStore> {
        OpBuilder::new(ir, span)
    }
    /// The name of `nontemporal` (for messages).
    pub const NONTEMPORAL: &'static str = "nontemporal";
    /// `nontemporal`: bool attribute (default false).
    pub fn nontemporal(self, ir: &Ir) -> bool {
        ir.attr(self.0, "nontemporal").map_or(false, |a| access::bool(a))
    }
    pub fn set_nontemporal(self, ir: &mut Ir, v: bool) {
        ir.set_attr(self.0, "nontemporal", Attr::Bool(v))
    }
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorStore> {
    /// `nontemporal`: bool attribute (default false).
    pub fn nontemporal(self, v: bool) -> Self {
        self.attr("nontemporal", Attr::Bool(v))
    }
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I64))
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
    /// Starts building a `vector.maskedload`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorMaskedload> {
        OpBuilder::new(ir, span)
    }
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorMaskedload> {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I64))
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
    /// Starts building a `vector.maskedstore`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorMaskedstore> {
        OpBuilder::new(ir, span)
    }
    /// The name of `alignment` (for messages).
    pub const ALIGNMENT: &'static str = "alignment";
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, ir: &Ir) -> Option<i64> {
        ir.attr(self.0, "alignment").map(|a| access::int(a))
    }
    pub fn set_alignment(self, ir: &mut Ir, v: i64) {
        ir.set_attr(self.0, "alignment", access::int_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorMaskedstore> {
    /// `alignment`: 64-bit signless integer attribute (optional).
    pub fn alignment(self, v: i64) -> Self {
        self.attr("alignment", access::int_attr(v, IntTy::I64))
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
    /// Starts building a `vector.reduction`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorReduction> {
        OpBuilder::new(ir, span)
    }
    /// The name of `kind` (for messages).
    pub const KIND: &'static str = "kind";
    /// `kind`: a vector combining kind (required).
    pub fn kind(self, ir: &Ir) -> CombiningKind {
        let a = access::required(ir, self.0, "kind");
        access::case::<CombiningKind>(a)
    }
    pub fn set_kind(self, ir: &mut Ir, v: CombiningKind) {
        ir.set_attr(self.0, "kind", access::case_attr(v))
    }
    /// The name of `fastmath` (for messages).
    pub const FASTMATH: &'static str = "fastmath";
    /// `fastmath`: attribute (optional).
    pub fn fastmath(self, ir: &Ir) -> Option<&Attr> {
        ir.attr(self.0, "fastmath").map(|a| a)
    }
    pub fn set_fastmath(self, ir: &mut Ir, v: Attr) {
        ir.set_attr(self.0, "fastmath", v)
    }
}

impl OpBuilder<'_, VectorReduction> {
    /// `kind`: a vector combining kind (required).
    pub fn kind(self, v: CombiningKind) -> Self {
        self.attr("kind", access::case_attr(v))
    }
    /// `fastmath`: attribute (optional).
    pub fn fastmath(self, v: Attr) -> Self {
        self.attr("fastmath", v)
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

impl VectorBroadcast {
    /// Starts building a `vector.broadcast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorBroadcast> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, VectorBroadcast> {
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

impl VectorSplat {
    /// Starts building a `vector.splat`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorSplat> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, VectorSplat> {
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
    /// Starts building a `vector.extract_strided_slice`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorExtractStridedSlice> {
        OpBuilder::new(ir, span)
    }
    /// The name of `offsets` (for messages).
    pub const OFFSETS: &'static str = "offsets";
    /// `offsets`: array of integer attributes (required).
    pub fn offsets(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "offsets");
        access::ints(a)
    }
    pub fn set_offsets(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "offsets", access::ints_attr(v))
    }
    /// The name of `sizes` (for messages).
    pub const SIZES: &'static str = "sizes";
    /// `sizes`: array of integer attributes (required).
    pub fn sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "sizes");
        access::ints(a)
    }
    pub fn set_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "sizes", access::ints_attr(v))
    }
    /// The name of `strides` (for messages).
    pub const STRIDES: &'static str = "strides";
    /// `strides`: array of integer attributes (required).
    pub fn strides(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "strides");
        access::ints(a)
    }
    pub fn set_strides(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "strides", access::ints_attr(v))
    }
}

impl OpBuilder<'_, VectorExtractStridedSlice> {
    /// `offsets`: array of integer attributes (required).
    pub fn offsets(self, v: &[i64]) -> Self {
        self.attr("offsets", access::ints_attr(v))
    }
    /// `sizes`: array of integer attributes (required).
    pub fn sizes(self, v: &[i64]) -> Self {
        self.attr("sizes", access::ints_attr(v))
    }
    /// `strides`: array of integer attributes (required).
    pub fn strides(self, v: &[i64]) -> Self {
        self.attr("strides", access::ints_attr(v))
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
    /// Starts building a `vector.extract`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorExtract> {
        OpBuilder::new(ir, span)
    }
    /// The name of `static_position` (for messages).
    pub const STATIC_POSITION: &'static str = "static_position";
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_position");
        access::dense_ints(a)
    }
    pub fn set_static_position(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_position", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorExtract> {
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, v: &[i64]) -> Self {
        self.attr("static_position", access::dense_ints_attr(v, IntTy::I64))
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
    /// Starts building a `vector.insert`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorInsert> {
        OpBuilder::new(ir, span)
    }
    /// The name of `static_position` (for messages).
    pub const STATIC_POSITION: &'static str = "static_position";
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "static_position");
        access::dense_ints(a)
    }
    pub fn set_static_position(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "static_position", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorInsert> {
    /// `static_position`: i64 dense array attribute (required).
    pub fn static_position(self, v: &[i64]) -> Self {
        self.attr("static_position", access::dense_ints_attr(v, IntTy::I64))
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

impl VectorFma {
    /// Starts building a `vector.fma`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorFma> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, VectorFma> {
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

impl VectorShapeCast {
    /// Starts building a `vector.shape_cast`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorShapeCast> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, VectorShapeCast> {
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

impl VectorCreateMask {
    /// Starts building a `vector.create_mask`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorCreateMask> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, VectorCreateMask> {
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
    /// Starts building a `vector.constant_mask`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, VectorConstantMask> {
        OpBuilder::new(ir, span)
    }
    /// The name of `mask_dim_sizes` (for messages).
    pub const MASK_DIM_SIZES: &'static str = "mask_dim_sizes";
    /// `mask_dim_sizes`: i64 dense array attribute (required).
    pub fn mask_dim_sizes(self, ir: &Ir) -> Vec<i64> {
        let a = access::required(ir, self.0, "mask_dim_sizes");
        access::dense_ints(a)
    }
    pub fn set_mask_dim_sizes(self, ir: &mut Ir, v: &[i64]) {
        ir.set_attr(self.0, "mask_dim_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
}

impl OpBuilder<'_, VectorConstantMask> {
    /// `mask_dim_sizes`: i64 dense array attribute (required).
    pub fn mask_dim_sizes(self, v: &[i64]) -> Self {
        self.attr("mask_dim_sizes", access::dense_ints_attr(v, IntTy::I64))
    }
}

/// `math.absf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathAbsf(OpId);

impl View for MathAbsf {
    const KIND: OpKind = OpKind::MathAbsf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathAbsf(op)
    }
}

impl MathAbsf {
    /// Starts building a `math.absf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathAbsf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathAbsf> {
}

/// `math.ceil`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathCeil(OpId);

impl View for MathCeil {
    const KIND: OpKind = OpKind::MathCeil;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathCeil(op)
    }
}

impl MathCeil {
    /// Starts building a `math.ceil`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathCeil> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathCeil> {
}

/// `math.floor`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathFloor(OpId);

impl View for MathFloor {
    const KIND: OpKind = OpKind::MathFloor;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathFloor(op)
    }
}

impl MathFloor {
    /// Starts building a `math.floor`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathFloor> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathFloor> {
}

/// `math.roundeven`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathRoundeven(OpId);

impl View for MathRoundeven {
    const KIND: OpKind = OpKind::MathRoundeven;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathRoundeven(op)
    }
}

impl MathRoundeven {
    /// Starts building a `math.roundeven`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathRoundeven> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathRoundeven> {
}

/// `math.round`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathRound(OpId);

impl View for MathRound {
    const KIND: OpKind = OpKind::MathRound;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathRound(op)
    }
}

impl MathRound {
    /// Starts building a `math.round`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathRound> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathRound> {
}

/// `math.trunc`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathTrunc(OpId);

impl View for MathTrunc {
    const KIND: OpKind = OpKind::MathTrunc;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathTrunc(op)
    }
}

impl MathTrunc {
    /// Starts building a `math.trunc`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathTrunc> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathTrunc> {
}

/// `math.sqrt`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathSqrt(OpId);

impl View for MathSqrt {
    const KIND: OpKind = OpKind::MathSqrt;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathSqrt(op)
    }
}

impl MathSqrt {
    /// Starts building a `math.sqrt`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathSqrt> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathSqrt> {
}

/// `math.rsqrt`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathRsqrt(OpId);

impl View for MathRsqrt {
    const KIND: OpKind = OpKind::MathRsqrt;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathRsqrt(op)
    }
}

impl MathRsqrt {
    /// Starts building a `math.rsqrt`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathRsqrt> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathRsqrt> {
}

/// `math.exp2`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathExp2(OpId);

impl View for MathExp2 {
    const KIND: OpKind = OpKind::MathExp2;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathExp2(op)
    }
}

impl MathExp2 {
    /// Starts building a `math.exp2`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathExp2> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathExp2> {
}

/// `math.expm1`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathExpm1(OpId);

impl View for MathExpm1 {
    const KIND: OpKind = OpKind::MathExpm1;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathExpm1(op)
    }
}

impl MathExpm1 {
    /// Starts building a `math.expm1`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathExpm1> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathExpm1> {
}

/// `math.exp`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathExp(OpId);

impl View for MathExp {
    const KIND: OpKind = OpKind::MathExp;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathExp(op)
    }
}

impl MathExp {
    /// Starts building a `math.exp`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathExp> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathExp> {
}

/// `math.log10`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathLog10(OpId);

impl View for MathLog10 {
    const KIND: OpKind = OpKind::MathLog10;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathLog10(op)
    }
}

impl MathLog10 {
    /// Starts building a `math.log10`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathLog10> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathLog10> {
}

/// `math.log1p`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathLog1p(OpId);

impl View for MathLog1p {
    const KIND: OpKind = OpKind::MathLog1p;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathLog1p(op)
    }
}

impl MathLog1p {
    /// Starts building a `math.log1p`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathLog1p> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathLog1p> {
}

/// `math.log2`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathLog2(OpId);

impl View for MathLog2 {
    const KIND: OpKind = OpKind::MathLog2;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathLog2(op)
    }
}

impl MathLog2 {
    /// Starts building a `math.log2`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathLog2> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathLog2> {
}

/// `math.log`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathLog(OpId);

impl View for MathLog {
    const KIND: OpKind = OpKind::MathLog;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathLog(op)
    }
}

impl MathLog {
    /// Starts building a `math.log`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathLog> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathLog> {
}

/// `math.sin`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathSin(OpId);

impl View for MathSin {
    const KIND: OpKind = OpKind::MathSin;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathSin(op)
    }
}

impl MathSin {
    /// Starts building a `math.sin`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathSin> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathSin> {
}

/// `math.cos`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathCos(OpId);

impl View for MathCos {
    const KIND: OpKind = OpKind::MathCos;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathCos(op)
    }
}

impl MathCos {
    /// Starts building a `math.cos`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathCos> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathCos> {
}

/// `math.tanh`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathTanh(OpId);

impl View for MathTanh {
    const KIND: OpKind = OpKind::MathTanh;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathTanh(op)
    }
}

impl MathTanh {
    /// Starts building a `math.tanh`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathTanh> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathTanh> {
}

/// `math.tan`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathTan(OpId);

impl View for MathTan {
    const KIND: OpKind = OpKind::MathTan;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathTan(op)
    }
}

impl MathTan {
    /// Starts building a `math.tan`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathTan> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathTan> {
}

/// `math.atan2`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathAtan2(OpId);

impl View for MathAtan2 {
    const KIND: OpKind = OpKind::MathAtan2;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathAtan2(op)
    }
}

impl MathAtan2 {
    /// Starts building a `math.atan2`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathAtan2> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathAtan2> {
}

/// `math.atan`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathAtan(OpId);

impl View for MathAtan {
    const KIND: OpKind = OpKind::MathAtan;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathAtan(op)
    }
}

impl MathAtan {
    /// Starts building a `math.atan`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathAtan> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathAtan> {
}

/// `math.powf`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathPowf(OpId);

impl View for MathPowf {
    const KIND: OpKind = OpKind::MathPowf;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathPowf(op)
    }
}

impl MathPowf {
    /// Starts building a `math.powf`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathPowf> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathPowf> {
}

/// `math.copysign`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathCopysign(OpId);

impl View for MathCopysign {
    const KIND: OpKind = OpKind::MathCopysign;
    fn op(self) -> OpId {
        self.0
    }
    fn wrap(op: OpId) -> Self {
        MathCopysign(op)
    }
}

impl MathCopysign {
    /// Starts building a `math.copysign`.
    pub fn build(ir: &mut Ir, span: Span) -> OpBuilder<'_, MathCopysign> {
        OpBuilder::new(ir, span)
    }
}

impl OpBuilder<'_, MathCopysign> {
}
