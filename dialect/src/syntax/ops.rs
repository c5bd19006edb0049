//! The op table: for every op aiec knows, its custom assembly format (in a
//! small notation modelled on MLIR's declarative assembly format), its results
//! and how the printer names them. The pest grammar of the custom ops
//! (`ops.pest`), the IR builder and the printer are all derived from it.
//!
//! Format notation, elements separated by blanks:
//! * `'text'` — literal text, printed verbatim (spaces included) and matched
//!   with surrounding whitespace ignored;
//! * `$name:kind` — attribute `name` in the custom syntax of `kind` (see [`Kind`]);
//! * `%` one operand, `%*` a comma-separated operand list, `%:` an operand
//!   followed by `: type`;
//! * `type` a result type, `types` a parenthesised result-type list, `otype` the
//!   type of the last single operand, `otypes` the types of the last operand list,
//!   `fntype` a function type giving operand and result types;
//! * `region`, `regions` (`[{...}, {...}]`), `^` a successor, `^*` a successor
//!   with arguments;
//! * `attr-dict`, `attr-dict-kw` (`attributes {...}`);
//! * `@special` a hand-written piece of syntax ([`Special`]);
//! * `( ... )?` an optional group, present when its first attribute/operand is.

use crate::ir::{EnumKind, Type};

/// How an attribute is written in custom syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An integer stored with the given type, printed bare (`0x10` reads as 16).
    Int(IntTy),
    /// A case of an enumeration, bare or quoted (`West`, `"West"`).
    Enum(EnumKind),
    /// `@sym` stored as a symbol reference.
    Sym,
    /// `@sym` stored as the string attribute (`sym_name`).
    SymName,
    /// `[@a, @b]`
    Syms,
    /// `[1, 2]` stored as an array of i64.
    Ints,
    /// `[<size = s, stride = t>, ...]`
    Dims,
    /// `[<const_pad_before = a, const_pad_after = b>, ...]`
    Pads,
    /// `"text"`
    Str,
    /// `#aie.packet_info<pkt_type = t, pkt_id = i>`
    Packet,
    /// objectfifo depth: `2 : i32` or `[2, 3]`
    Depth,
    /// a device name, stored as a string
    Device,
    /// a type, stored as a type attribute
    TypeAttr,
    /// `true` / `false`
    Bool,
    /// an integer, or `?` for none (the attribute is then absent)
    OptInt(IntTy),
    /// `dense<...>` whose type the op implies
    Dense,
    /// any attribute written with its type (`arith.constant`'s value)
    Typed,
    /// `dense<...>` or `uninitialized` (`memref.global`)
    GlobalInit,
    /// a keyword whose presence sets a unit attribute of the same name
    Flag,
    /// `private` / `public` / `nested` stored as a string
    Visibility,
}

/// The integer types of custom-syntax attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntTy {
    I8,
    I16,
    I32,
    I64,
    UI32,
}

impl IntTy {
    pub fn ty(self) -> Type {
        match self {
            IntTy::I8 => Type::I8,
            IntTy::I16 => Type::int(16),
            IntTy::I32 => Type::I32,
            IntTy::I64 => Type::I64,
            IntTy::UI32 => Type::uint(32),
        }
    }
}

/// Hand-written pieces of syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// objectfifo producer: `%tile (dimensionsToStream [...])?`
    FifoProducer,
    /// objectfifo consumers: `{%t (dimensionsFromStream [...])?, ...}`
    FifoConsumers,
    /// objectfifo initial values: ` = [dense<...>, ...]` (optional)
    FifoInit,
    /// region entry-block arguments: `(%a: T, ...)`
    EntryArgs,
    /// `func.func` signature: `(%a: T, ...) -> (R, ...)` or `(T, ...)` for declarations
    FuncSignature,
    /// `scf.for` header: `%iv = %lb to %ub step %s (iter_args(...) -> (...))? (: T)?`
    ForHeader,
    /// `aiex.npu.dma_memcpy_nd` index lists: `[o...][s...][t...]`
    NdLists,
}

/// The results an op has.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Results {
    None,
    /// Exactly these types.
    Fixed(&'static [Type]),
    /// Given by `type`/`types`/`fntype` elements or specials.
    FromFormat,
    /// One result: the element type of the first operand (`memref.load`).
    ElementOfFirstOperand,
    /// One result: the type of the `Typed` attribute (`arith.constant`).
    FromValue,
    /// One result: `i1`, or a vector/tensor of `i1` shaped like the first operand (comparisons).
    BoolLikeOperand,
}

/// How the printer names an op's results (mlir-aie's `getAsmResultNames`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// MLIR's default `%0`, `%1`, ...
    Numbered,
    /// `%tile_C_R`, `%mem_tile_C_R`, `%shim_noc_tile_C_R`, `%shim_pl_tile_C_R`
    Tile,
    /// `%logical_core`, `%logical_mem`, `%logical_shim_noc`, `%logical_shim_pl`
    LogicalTile,
    /// `%<prefix>_C_R` from the tile operand
    PerTile(&'static str),
    /// the `sym_name` attribute, else `%<prefix>_C_R` from the tile operand
    SymNameOrTile(&'static str),
    /// the `sym_name` attribute, else numbered
    SymName,
    /// arith.constant: `%c42_i32`, `%c0`, `%true`, `%cst`
    Constant,
}

/// One op of the table.
#[derive(Clone, Copy, Debug)]
pub struct OpDef {
    pub name: &'static str,
    pub format: &'static str,
    pub results: Results,
    pub naming: Naming,
}

const fn op(name: &'static str, format: &'static str, results: Results, naming: Naming) -> OpDef {
    OpDef {
        name,
        format,
        results,
        naming,
    }
}

use Naming::*;
use Results::{ElementOfFirstOperand, FromFormat, FromValue, None as NoResults};

/// The syntax of arith's binary ops (`%a, %b : T`) and casts (`%a : T to U`).
const BINARY: &str = "' ' % ', ' % attr-dict ' : ' type";
const CAST: &str = "' ' % attr-dict ' : ' otype ' to ' type";

const INDEX: Results = Results::Fixed(&[Type::Index]);
const I1: Results = Results::Fixed(&[Type::I1]);

/// Every op with a custom syntax. Order only matters for the grammar: a name
/// that is a prefix of another must come later.
pub static OPS: &[OpDef] = &[
    // ---- aie: structure ----
    op("aie.device", "'(' $device:device ')' ( ' ' $sym_name:symname )? region attr-dict", NoResults, Numbered),
    op("aie.tile", "'(' $col:i32 ', ' $row:i32 ')' attr-dict", INDEX, Tile),
    op("aie.logical_tile", "'<' $tile_type:TileType '>' '(' $col:opti32 ', ' $row:opti32 ')' attr-dict", INDEX, LogicalTile),
    op("aie.end", "attr-dict", NoResults, Numbered),
    op("aie.core", "'(' % ')' region attr-dict", INDEX, PerTile("core")),
    op("aie.buffer", "'(' % ')' attr-dict ' : ' type ( ' = ' $initial_value:dense )?", FromFormat, SymNameOrTile("buffer")),
    op("aie.external_buffer", "attr-dict ' : ' type", FromFormat, SymName),
    op("aie.lock", "'(' % ( ', ' $lockID:i32 )? ')' attr-dict", INDEX, SymNameOrTile("lock")),
    op("aie.use_lock", "'(' % ', ' $action:LockAction ( ', ' $value:i32 )? ( ', ' $blocking:LockBlocking )? ')' attr-dict", NoResults, Numbered),
    op("aie.debug", "'(' %: ')' attr-dict", NoResults, Numbered),
    op("aie.event", "'(' $val:i32 ')' attr-dict", NoResults, Numbered),
    op("aie.plio", "'(' $col:i32 ')' attr-dict", INDEX, Numbered),
    // ---- aie: streams and routing ----
    op("aie.flow", "'(' % ', ' $source_bundle:WireBundle ' : ' $source_channel:i32 ', ' % ', ' $dest_bundle:WireBundle ' : ' $dest_channel:i32 ')' attr-dict", NoResults, Numbered),
    op("aie.packet_flow", "'(' $ID:i8 ')' region attr-dict", NoResults, Numbered),
    op("aie.packet_source", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32 '>' attr-dict", NoResults, Numbered),
    op("aie.packet_dest", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32 '>' attr-dict", NoResults, Numbered),
    op("aie.switchbox", "'(' % ')' region attr-dict", INDEX, PerTile("switchbox")),
    op("aie.shim_switchbox", "'(' $col:i32 ')' region attr-dict", INDEX, Numbered),
    op("aie.shim_mux", "'(' % ')' region attr-dict", INDEX, PerTile("shim_mux")),
    op("aie.connect", "'<' $source_bundle:WireBundle ' : ' $source_channel:i32 ', ' $dest_bundle:WireBundle ' : ' $dest_channel:i32 '>' attr-dict", NoResults, Numbered),
    op("aie.amsel", "'<' $arbiterID:i8 '> ' '(' $msel:i8 ')' attr-dict", INDEX, Numbered),
    op("aie.masterset", "'(' $dest_bundle:WireBundle ' : ' $dest_channel:i32 ', ' %* ')' attr-dict", INDEX, Numbered),
    op("aie.packet_rules", "'(' $source_bundle:WireBundle ' : ' $source_channel:i32 ')' region attr-dict", NoResults, Numbered),
    op("aie.rule", "'(' $mask:i8 ', ' $value:i8 ', ' % ')' attr-dict", NoResults, Numbered),
    op("aie.wire", "'(' % ' : ' $source_bundle:WireBundle ', ' % ' : ' $dest_bundle:WireBundle ')' attr-dict", NoResults, Numbered),
    op("aie.cascade_flow", "'(' % ', ' % ')' attr-dict", NoResults, Numbered),
    op("aie.configure_cascade", "'(' % ', ' $inputDir:CascadeDir ', ' $outputDir:CascadeDir ')' attr-dict", NoResults, Numbered),
    op("aie.put_cascade", "'(' %: ')' attr-dict", NoResults, Numbered),
    op("aie.get_cascade", "'(' ')' attr-dict ' : ' type", FromFormat, Numbered),
    op("aie.put_stream", "'(' %: ', ' %: ')' attr-dict", NoResults, Numbered),
    op("aie.get_stream", "'(' %: ')' attr-dict ' : ' type", FromFormat, Numbered),
    // ---- aie: DMAs ----
    op("aie.memtile_dma", "'(' % ')' region attr-dict", INDEX, PerTile("memtile_dma")),
    op("aie.mem", "'(' % ')' region attr-dict", INDEX, PerTile("mem")),
    op("aie.shim_dma_allocation", "' ' $sym_name:sym '(' % ', ' $channel_dir:DmaChannelDir ', ' $channel_index:i64 ( ', ' $packet:packet )? ')' attr-dict", NoResults, Numbered),
    op("aie.shim_dma", "'(' % ')' region attr-dict", INDEX, PerTile("shim_dma")),
    op("aie.dma_start", "'(' $channel_dir:DmaChannelDir ', ' $channel_index:i32 ', ' ^ ', ' ^ ( ', ' 'repeat_count' ' = ' $repeat_count:i32 )? ')' attr-dict", I1, Numbered),
    op("aie.dma_bd_packet", "'(' $packet_type:i32 ', ' $packet_id:i32 ')' attr-dict", NoResults, Numbered),
    op("aie.dma_bd", "'(' % ' : ' otype ( ', ' $offset:i32 ( ', ' $len:i32 )? )? ( ', ' $dimensions:dims )? ( ', ' $pad_dimensions:pads )? ( ', ' 'pad_value' ' = ' $pad_value:i32 )? ')' attr-dict", NoResults, Numbered),
    op("aie.dma", "'(' $channel_dir:DmaChannelDir ', ' $channel_index:i32 ')' attr-dict ' ' regions", I1, SymName),
    op("aie.next_bd", "' ' ^ attr-dict", NoResults, Numbered),
    op("aie.bd_chain", "' ' $sym_name:symname @EntryArgs region attr-dict", NoResults, Numbered),
    op("aie.runtime_sequence", "( ' ' $sym_name:symname )? @EntryArgs region attr-dict", NoResults, Numbered),
    // ---- aie: objectfifos ----
    op("aie.objectfifo.link", "' ' $fifoIns:syms ' -> ' $fifoOuts:syms '(' $src_offsets:ints ' ' $dst_offsets:ints ')' attr-dict", NoResults, Numbered),
    op("aie.objectfifo.acquire", "attr-dict ' ' $objFifo_name:sym '(' $port:ObjectFifoPort ', ' $size:i32 ')' ' : ' type", FromFormat, Numbered),
    op("aie.objectfifo.release", "attr-dict ' ' $objFifo_name:sym '(' $port:ObjectFifoPort ', ' $size:i32 ')'", NoResults, Numbered),
    op("aie.objectfifo.subview.access", "' ' % '[' $index:i32 ']' attr-dict ' : ' otype ' -> ' type", FromFormat, Numbered),
    op("aie.objectfifo.register_external_buffers", "attr-dict ' ' $objFifo_name:sym '(' % ', ' '{' %* '}' ')' ' : ' '(' otypes ')'", NoResults, Numbered),
    op("aie.objectfifo.register_process", "attr-dict ' ' $objFifo_name:sym '(' $port:ObjectFifoPort ', ' %: ', ' %: ', ' $callee:sym ', ' % ')'", NoResults, Numbered),
    op("aie.objectfifo.allocate", "' ' $objFifo_name:sym '(' % ')' attr-dict", NoResults, Numbered),
    op("aie.objectfifo", "' ' $sym_name:symname '(' @FifoProducer ', ' @FifoConsumers ', ' $elemNumber:depth ')' attr-dict ' : ' $elemType:typeattr @FifoInit", NoResults, Numbered),
    // ---- aiex: runtime sequence ----
    op("aiex.npu.dma_memcpy_nd", "'(' % @NdLists ( ', ' 'packet' ' = ' $packet:packet )? ')' attr-dict ' : ' otype", NoResults, Numbered),
    op("aiex.npu.push_queue", "'(' $column:i32 ', ' $row:i32 ', ' $direction:DmaChannelDir ' : ' $channel:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.npu.blockwrite", "'(' % ')' attr-dict ' : ' otype", NoResults, Numbered),
    op("aiex.npu.rtp_write", "'(' $buffer:sym ', ' $index:ui32 ', ' $value:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.npu.dma_wait", "attr-dict", NoResults, Numbered),
    op("aiex.npu.write32", "attr-dict", NoResults, Numbered),
    op("aiex.npu.maskwrite32", "attr-dict", NoResults, Numbered),
    op("aiex.npu.sync", "attr-dict", NoResults, Numbered),
    op("aiex.npu.address_patch", "attr-dict", NoResults, Numbered),
    op("aiex.npu.writebd", "attr-dict", NoResults, Numbered),
    op("aiex.npu.load_pdi", "attr-dict", NoResults, Numbered),
    op("aiex.npu.preempt", "attr-dict", NoResults, Numbered),
    op("aiex.control_packet", "attr-dict", NoResults, Numbered),
    op("aiex.set_lock", "'(' % ', ' $value:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.dma_configure_task_for", "' ' $alloc:sym region attr-dict", INDEX, Numbered),
    op("aiex.dma_configure_task", "'(' % ', ' $direction:DmaChannelDir ', ' $channel:i32 ( ', ' $packet:packet )? ')' region attr-dict", INDEX, Numbered),
    op("aiex.dma_start_task", "'(' % ')' attr-dict", NoResults, Numbered),
    op("aiex.dma_await_task", "'(' % ')' attr-dict", NoResults, Numbered),
    op("aiex.dma_free_task", "'(' % ')' attr-dict", NoResults, Numbered),
    op("aiex.dma_start_bd_chain_for", "' ' $symbol:sym '(' %* ')' ' : ' '(' otypes ')' ' for ' $alloc:sym attr-dict", INDEX, Numbered),
    op("aiex.dma_start_bd_chain", "' ' $symbol:sym '(' %* ')' ' : ' '(' otypes ')' ' on ' '(' % ', ' $direction:DmaChannelDir ', ' $channel:i32 ')' attr-dict", INDEX, Numbered),
    op("aiex.configure", "' ' $symbol:sym region attr-dict", NoResults, Numbered),
    op("aiex.run", "' ' $callee:sym '(' %* ')' ' : ' '(' otypes ')' attr-dict", NoResults, Numbered),
    // ---- aiex.cert: control code ----
    op("aiex.cert.attach_to_group", "'(' $group_id:i32 ')' region attr-dict", NoResults, Numbered),
    op("aiex.cert.job", "'(' $job_id:i32 ')' region attr-dict", NoResults, Numbered),
    op("aiex.cert.write32", "'(' $address:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.maskwrite32", "'(' $address:ui32 ', ' $mask:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.uc_dma_write_des_sync", "'(' $symbol:sym ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.wait_tcts", "'(' $tile_id:i32 ', ' $channel_id:i32 ', ' $target_tcts:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.apply_offset_57", "'(' $symbol:sym ', ' $num_entries:i16 ', ' $offset:i16 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.uc_dma_chain", "' ' $sym_name:symname ' ' region attr-dict", NoResults, Numbered),
    op("aiex.cert.uc_dma_bd", "' ' $remote_address:sym ', ' $local_address:i32 ', ' $length:i32 ', ' $next_bd:bool attr-dict", NoResults, Numbered),
    op("aiex.cert.local_barrier", "'(' $local_barrier_id:i32 ', ' $num_participants:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.remote_barrier", "'(' $remote_barrier_id:i32 ', ' $party_mask:i32 ')' attr-dict", NoResults, Numbered),
    op("aiex.cert.nop", "attr-dict", NoResults, Numbered),
    // ---- func ----
    op("func.func", "( ' ' $sym_visibility:visibility )? ' ' $sym_name:symname @FuncSignature attr-dict-kw ( ' ' region )?", NoResults, Numbered),
    op("func.return", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered),
    op("func.call", "' ' $callee:sym '(' %* ')' attr-dict ' : ' fntype", FromFormat, Numbered),
    // ---- scf ----
    op("scf.for", "' ' @ForHeader ' ' region attr-dict", FromFormat, Numbered),
    op("scf.if", "' ' % ( ' -> ' types )? ' ' region ( ' else ' region )? attr-dict", FromFormat, Numbered),
    op("scf.yield", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered),
    // ---- cf ----
    op("cf.br", "' ' ^* attr-dict", NoResults, Numbered),
    op("cf.cond_br", "' ' % ', ' ^* ', ' ^* attr-dict", NoResults, Numbered),
    // ---- arith ----
    op("arith.constant", "attr-dict ' ' $value:typed", FromValue, Constant),
    op("arith.addi", BINARY, FromFormat, Numbered),
    op("arith.subi", BINARY, FromFormat, Numbered),
    op("arith.muli", BINARY, FromFormat, Numbered),
    op("arith.divsi", BINARY, FromFormat, Numbered),
    op("arith.divui", BINARY, FromFormat, Numbered),
    op("arith.remsi", BINARY, FromFormat, Numbered),
    op("arith.remui", BINARY, FromFormat, Numbered),
    op("arith.andi", BINARY, FromFormat, Numbered),
    op("arith.ori", BINARY, FromFormat, Numbered),
    op("arith.xori", BINARY, FromFormat, Numbered),
    op("arith.shli", BINARY, FromFormat, Numbered),
    op("arith.shrsi", BINARY, FromFormat, Numbered),
    op("arith.shrui", BINARY, FromFormat, Numbered),
    op("arith.maxsi", BINARY, FromFormat, Numbered),
    op("arith.minsi", BINARY, FromFormat, Numbered),
    op("arith.addf", BINARY, FromFormat, Numbered),
    op("arith.subf", BINARY, FromFormat, Numbered),
    op("arith.mulf", BINARY, FromFormat, Numbered),
    op("arith.divf", BINARY, FromFormat, Numbered),
    op("arith.maxui", BINARY, FromFormat, Numbered),
    op("arith.minui", BINARY, FromFormat, Numbered),
    op("arith.ceildivsi", BINARY, FromFormat, Numbered),
    op("arith.floordivsi", BINARY, FromFormat, Numbered),
    op("arith.remf", BINARY, FromFormat, Numbered),
    op("arith.maximumf", BINARY, FromFormat, Numbered),
    op("arith.minimumf", BINARY, FromFormat, Numbered),
    op("arith.negf", "' ' % attr-dict ' : ' type", FromFormat, Numbered),
    op("arith.cmpi", "' ' $predicate:CmpIPredicate ', ' % ', ' % attr-dict ' : ' otype", Results::BoolLikeOperand, Numbered),
    op("arith.cmpf", "' ' $predicate:CmpFPredicate ', ' % ', ' % attr-dict ' : ' otype", Results::BoolLikeOperand, Numbered),
    op("arith.select", "' ' % ', ' % ', ' % attr-dict ' : ' type", FromFormat, Numbered),
    op("arith.index_cast", CAST, FromFormat, Numbered),
    op("arith.extsi", CAST, FromFormat, Numbered),
    op("arith.extui", CAST, FromFormat, Numbered),
    op("arith.trunci", CAST, FromFormat, Numbered),
    op("arith.extf", CAST, FromFormat, Numbered),
    op("arith.truncf", CAST, FromFormat, Numbered),
    op("arith.sitofp", CAST, FromFormat, Numbered),
    op("arith.uitofp", CAST, FromFormat, Numbered),
    op("arith.fptosi", CAST, FromFormat, Numbered),
    op("arith.fptoui", CAST, FromFormat, Numbered),
    op("arith.bitcast", CAST, FromFormat, Numbered),
    op("arith.index_castui", CAST, FromFormat, Numbered),
    // ---- memref ----
    op("memref.global", "( ' ' $sym_visibility:str )? ( ' ' $constant:flag )? ' ' $sym_name:symname ' : ' $type:typeattr ( ' = ' $initial_value:globalinit )? attr-dict", NoResults, Numbered),
    op("memref.get_global", "' ' $name:sym ' : ' type attr-dict", FromFormat, Numbered),
    op("memref.load", "' ' % '[' %* ']' attr-dict ' : ' otype", ElementOfFirstOperand, Numbered),
    op("memref.store", "' ' % ', ' % '[' %* ']' attr-dict ' : ' otype", NoResults, Numbered),
    op("memref.alloc", "'(' ')' attr-dict ' : ' type", FromFormat, Numbered),
    op("memref.dim", "' ' % ', ' % attr-dict ' : ' otype", INDEX, Numbered),
    op("memref.dealloc", "' ' % attr-dict ' : ' otype", NoResults, Numbered),
];

/// A default value of an attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Default {
    Int(i128),
    Bool(bool),
    Str(&'static str),
}

/// Attributes with a default value (mlir-aie's `DefaultValuedAttr`): a value
/// equal to the default is dropped when parsed, so it is not printed, and an
/// absent one reads as the default.
pub const ATTR_DEFAULTS: &[(&str, &str, Default)] = &[
    ("aie.device", "sym_name", Default::Str("main")),
    ("aie.core", "stack_size", Default::Int(0x400)),
    ("aie.dma_bd", "offset", Default::Int(0)),
    ("aie.dma_bd", "pad_value", Default::Int(0)),
    ("aie.dma_bd", "burst_length", Default::Int(0)),
    ("aie.dma_start", "repeat_count", Default::Int(0)),
    ("aie.dma", "loop", Default::Bool(true)),
    ("aie.dma", "repeat_count", Default::Int(0)),
    ("aie.use_lock", "acq_en", Default::Bool(true)),
    ("aie.shim_dma_allocation", "plio", Default::Bool(false)),
    ("aie.objectfifo", "via_DMA", Default::Bool(false)),
    ("aie.objectfifo", "plio", Default::Bool(false)),
    (
        "aie.objectfifo",
        "disable_synchronization",
        Default::Bool(false),
    ),
    ("aie.runtime_sequence", "sym_name", Default::Str("sequence")),
    (
        "aiex.npu.dma_memcpy_nd",
        "issue_token",
        Default::Bool(false),
    ),
    ("aiex.npu.dma_memcpy_nd", "d0_zero_before", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "d1_zero_before", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "d2_zero_before", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "d0_zero_after", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "d1_zero_after", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "d2_zero_after", Default::Int(0)),
    ("aiex.npu.dma_memcpy_nd", "burst_length", Default::Int(0)),
    ("aiex.npu.writebd", "burst_length", Default::Int(0)),
    ("aiex.npu.load_pdi", "id", Default::Int(0)),
    ("aiex.npu.load_pdi", "size", Default::Int(0)),
    ("aiex.npu.load_pdi", "address", Default::Int(0)),
    (
        "aiex.dma_configure_task",
        "issue_token",
        Default::Bool(false),
    ),
    ("aiex.dma_configure_task", "repeat_count", Default::Int(0)),
    (
        "aiex.dma_configure_task_for",
        "issue_token",
        Default::Bool(false),
    ),
    (
        "aiex.dma_configure_task_for",
        "repeat_count",
        Default::Int(0),
    ),
    (
        "aiex.dma_start_bd_chain",
        "issue_token",
        Default::Bool(false),
    ),
    ("aiex.dma_start_bd_chain", "repeat_count", Default::Int(0)),
    (
        "aiex.dma_start_bd_chain_for",
        "issue_token",
        Default::Bool(false),
    ),
    (
        "aiex.dma_start_bd_chain_for",
        "repeat_count",
        Default::Int(0),
    ),
];

/// The default of attribute `attr` of op `op`, if it has one.
pub fn attr_default(op: &str, attr: &str) -> Option<Default> {
    ATTR_DEFAULTS
        .iter()
        .find(|(o, a, _)| *o == op && *a == attr)
        .map(|(_, _, d)| *d)
}

impl Default {
    /// Whether `a` holds this default value.
    pub fn matches(self, a: &crate::ir::Attr) -> bool {
        use crate::ir::Attr;
        match (self, a) {
            (Default::Int(v), Attr::Int(x, _)) => v == *x,
            (Default::Bool(b), Attr::Bool(x)) => b == *x,
            (Default::Str(s), Attr::Str(x)) => s == x,
            _ => false,
        }
    }
}

/// Ops also written without their dialect prefix; MLIR prints them so
/// directly inside a `func.func` (its default dialect).
pub const SHORT_NAMES: &[(&str, &str)] = &[("func.return", "return"), ("func.call", "call")];

/// The spelling of op `name` directly inside an op named `parent`.
pub fn short_name<'a>(name: &'a str, parent: Option<&str>) -> &'a str {
    match name.strip_prefix("func.") {
        Some(short) if parent == Some("func.func") && !short.contains('.') => short,
        _ => name,
    }
}

/// Ops whose single-block regions end in an implicit terminator: it is not
/// printed, and dropped when written (a `scf.yield` only when it yields nothing).
pub const IMPLICIT_TERMINATORS: &[(&str, &str)] = &[
    ("aie.device", "aie.end"),
    ("aie.switchbox", "aie.end"),
    ("aie.shim_switchbox", "aie.end"),
    ("aie.shim_mux", "aie.end"),
    ("aie.packet_flow", "aie.end"),
    ("aie.packet_rules", "aie.end"),
    ("aiex.cert.attach_to_group", "aie.end"),
    ("scf.for", "scf.yield"),
    ("scf.if", "scf.yield"),
];

/// The implicit terminator of op `name`'s regions, if it has one.
pub fn implicit_terminator(name: &str) -> Option<&'static str> {
    IMPLICIT_TERMINATORS
        .iter()
        .find(|(o, _)| *o == name)
        .map(|(_, t)| *t)
}

/// Ops whose regions do not see values defined outside them; value numbering
/// restarts inside them.
pub const ISOLATED: &[&str] = &["builtin.module", "aie.device", "func.func"];

/// The attributes of `aiex.npu.writebd` (mlir-aie's `NpuWriteBdOp`): the
/// fields of one buffer descriptor, plus its tile and id; `burst_length`
/// defaults to 0, every other one is required.
pub const NPU_WRITEBD_ATTRS: [&str; 33] = [
    "bd_id",
    "buffer_length",
    "buffer_offset",
    "column",
    "d0_size",
    "d0_stride",
    "d0_zero_after",
    "d0_zero_before",
    "d1_size",
    "d1_stride",
    "d1_zero_after",
    "d1_zero_before",
    "d2_size",
    "d2_stride",
    "d2_zero_after",
    "d2_zero_before",
    "enable_packet",
    "iteration_current",
    "iteration_size",
    "iteration_stride",
    "lock_acq_enable",
    "lock_acq_id",
    "lock_acq_val",
    "lock_rel_id",
    "lock_rel_val",
    "next_bd",
    "out_of_order_id",
    "packet_id",
    "packet_type",
    "row",
    "use_next_bd",
    "valid_bd",
    "burst_length",
];
