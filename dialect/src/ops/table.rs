//! The op table: every op aiec knows, declared once (see [`super`] for the
//! notation).

use super::{op, upgrade, Naming, OpDef, Results, TileOperand};
use crate::ir::{OpKind, Type};
use crate::verify::{
    affine, aievec, arith, cascade, dma, fields, fifo_pool, func, locks, memref, misc, npu,
    objectfifo, pool, ptr, reconfig, reset, scf, scratchpad, switchbox, tiles, tokens, trace,
    vector, vector_values,
};
use Naming::*;
use Results::{
    Concatenation, ElementOfFirstOperand, FromFormat, FromValue, None as NoResults, OuterProduct,
    PtrMetadataOfFirstOperand, SameAsFirstOperand, ShuffleMask, TypeOfOperand,
};
use TileOperand::{First, Last};

/// The syntax of arith's binary ops (`%a, %b : T`) and casts (`%a : T to U`).
const BINARY: &str = "' ' % ', ' % attr-dict ' : ' type";
const CAST: &str = "' ' % attr-dict ' : ' otype ' to ' type";
/// The syntax of emitc's binary ops (`%a, %b : (T, T) -> T`).
const EMITC_BINARY: &str = "' ' % ', ' % attr-dict ' : ' fntype";
/// The syntax of one-operand float ops (`math.exp %a : f32`).
const UNARY: &str = "' ' % attr-dict ' : ' type";
/// The syntax of aievec's ops from one vector to another
/// (`aievec.ups %v {shift = 0 : i8} : vector<16xi32>, vector<16xi64>`).
const CONVERT: &str = "' ' % attr-dict ' : ' otype ', ' type";
/// aievec's ops of two and three operands that spell the types of the first
/// two, then the result's (`aievec.mul_elem %a, %b : T, T, R`).
const ELEM2: &str = "' ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1 ', ' type";
const ELEM3: &str = "' ' % ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1 ', ' type";
/// `aievec.matmul %a, %b, %c : A, B into C`.
const MATMUL: &str = "' ' % ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1 ' into ' type";

/// The properties MLIR 19's generic form gives arith's integer ops and the
/// float ops, which aiec does not store.
const OVERFLOW: (&str, &str) = ("overflowFlags", "#arith.overflow<none>");
const FASTMATH: (&str, &str) = ("fastmath", "#arith.fastmath<none>");

/// The verifier `f` of an op, called with the op's view: the op passed the
/// table's checks before its verifier runs ([`crate::verify::Cx::view`]).
macro_rules! typed {
    ($f:path) => {
        |cx, op| match cx.view(op) {
            Some(view) => $f(cx, view),
            None => Ok(()),
        }
    };
}

const INDEX: Results = Results::Fixed(&[Type::Index]);
const I1: Results = Results::Fixed(&[Type::I1]);

/// Every op aiec knows: with its custom syntax, or an empty format for one
/// written in generic form only ([`super::OpDef::generic_only`]). Order only matters for the grammar: a name
/// that is a prefix of another must come later.
pub static OPS: &[OpDef] = &[
    // ---- aie: structure ----
    op("aie.device", "'(' $device:device ')' ( ' ' $sym_name:symname=main )? region attr-dict", NoResults, Numbered).ods("DeviceOp($device, $sym_name?) {body_region}").attrs("has_ctrl_pkt_overlay:bool? needs_ctrl_pkt_overlay:bool?").parents("builtin.module").isolated().symbol_table().implicit_terminator(OpKind::End).verifier(typed!(tiles::device)),
    op("aie.tile", "'(' $col:i32[0..] ', ' $row:i32[0..] ')' attr-dict", INDEX, Tile).ods("TileOp($col, $row, $allocation_scheme?) -> result [InferTypeOpInterface]").attrs("allocation_scheme:str? controller_id:any? aiex.reserved_bd_ids:i32s? ctrl_pkt_trunk_chan:i32[0..]? ctrl_pkt_shim_chan:i32[0..]?").verifier(typed!(tiles::tile)),
    op("aie.logical_tile", "'<' $tile_type:TileType '>' '(' $col:opti32[0..] ', ' $row:opti32[0..] ')' attr-dict", INDEX, LogicalTile).ods("LogicalTileOp($tile_type, $col?, $row?, $allocation_scheme?) -> result [InferTypeOpInterface]").attrs("allocation_scheme:str?").verifier(typed!(tiles::logical_tile)),
    op("aie.end", "attr-dict", NoResults, Numbered).ods("EndOp()").terminator(),
    op("aie.core", "'(' % ')' region attr-dict", INDEX, PerTile("core")).ods("CoreOp(%tile, $stack_size?, $stack_address?, $stack_bank?, $measured_stack_size?, $data_size?, $measured_data_size?, $measured_bank_sizes?, $measured_data_ranges?, $link_with?, $link_files?, $link_merge_files?, $elf_file?, $dynamic_objfifo_lowering?, $emit_parameter_sync_preamble?, $measured_data_alignment?, $measured_bank_alignments?, $data_origin?, $data_length?) -> _ {body} [InferTypeOpInterface]").attrs("stack_size:i32[1..]?=1024 stack_address:i32[0..]? stack_bank:i32[0..]? measured_stack_size:i32[0..]? data_size:i32[0..]? measured_data_size:i32[0..]? measured_bank_sizes:i32s? measured_data_ranges:i32s? elf_file:str? link_with:str? link_files:any? dynamic_objfifo_lowering:bool? link_merge_files:any? emit_parameter_sync_preamble:bool? measured_data_alignment:i32? measured_bank_alignments:i32s? data_origin:i32[0..]? data_length:i32[0..]?").tile_element(First).allocation_scope().verifier(typed!(misc::core)),
    op("aie.buffer", "'(' % ')' attr-dict ' : ' type ( ' = ' $initial_value:dense )?", FromFormat, SymNameOrTile("buffer")).ods("BufferOp(%tile, $sym_name?, $address?, $initial_value?, $mem_bank?, $core_data?, $bank_reserved?, $aligned?) -> buffer").attrs("sym_name:symname? address:i32? mem_bank:i32? core_data:flag bank_reserved:flag aligned:bool=true alloc_group:str?").tile_element(First).verifier(typed!(locks::buffer)),
    op("aie.external_buffer", "attr-dict ' : ' type", FromFormat, SymName).ods("ExternalBufferOp($sym_name?, $address?) -> buffer").attrs("sym_name:symname? address:i64?"),
    op("aie.lock", "'(' % ( ', ' $lockID:i32[0..] )? ')' attr-dict", INDEX, SymNameOrTile("lock")).ods("LockOp(%tile, $lockID?, $init?, $sym_name?) -> _ [InferTypeOpInterface]").attrs("sym_name:symname? init:i32?").tile_element(First).verifier(typed!(locks::lock)),
    op("aie.use_lock", "'(' % ', ' $action:LockAction ', ' #value:i32?=1~run ( ', ' $blocking:LockBlocking )? ')' attr-dict", NoResults, Numbered).ods("UseLockOp(%lock, $action, %value, $blocking?, $acq_en?)").attrs("acq_en:bool=true")
        .april("'(' % ', ' $action:LockAction ( ', ' $value:i32 )? ( ', ' $blocking:LockBlocking )? ')' attr-dict").verifier(typed!(locks::use_lock)),
    op("aie.debug", "'(' %: ')' attr-dict", NoResults, Numbered).ods("DebugOp(%arg)"),
    op("aie.event", "'(' $val:i32[0..1] ')' attr-dict", NoResults, Numbered).ods("EventOp($val)"),
    op("aie.plio", "'(' $col:i32 ')' attr-dict", INDEX, Numbered).ods("PLIOOp($col) -> _ [InferTypeOpInterface]"),
    // ---- aie: streams and routing ----
    op("aie.flow", "'(' % ', ' $source_bundle:WireBundle ' : ' $source_channel:i32[0..] ', ' % ', ' $dest_bundle:WireBundle ' : ' $dest_channel:i32[0..] ')' attr-dict", NoResults, Numbered).ods("FlowOp(%source, $source_bundle, $source_channel, %dest, $dest_bundle, $dest_channel)"),
    op("aie.packet_flow", "'(' $ID:i8 ( ', mask = ' $mask:i8 )? ')' region attr-dict", NoResults, Numbered).ods("PacketFlowOp($ID, $mask?, $keep_pkt_header?, $priority_route?) {ports}").attrs("keep_pkt_header:bool? priority_route:bool?").implicit_terminator(OpKind::End).verifier(typed!(switchbox::packet_flow)),
    op("aie.packet_source", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32[0..] '>' attr-dict", NoResults, Numbered).ods("PacketSourceOp(%tile, $bundle, $channel)").parents("aie.packet_flow"),
    op("aie.packet_dest", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32[0..] '>' attr-dict", NoResults, Numbered).ods("PacketDestOp(%tile, $bundle, $channel)").parents("aie.packet_flow"),
    op("aie.switchbox", "'(' % ')' region attr-dict", INDEX, PerTile("switchbox")).ods("SwitchboxOp(%tile) -> result {connections} [InferTypeOpInterface]").implicit_terminator(OpKind::End).tile_element(First).verifier(typed!(switchbox::switchbox)),
    op("aie.shim_switchbox", "'(' $col:i32 ')' region attr-dict", INDEX, Numbered).ods("ShimSwitchboxOp($col) -> _ {connections} [InferTypeOpInterface]").implicit_terminator(OpKind::End).verifier(typed!(switchbox::shim_switchbox)),
    op("aie.shim_mux", "'(' % ')' region attr-dict", INDEX, PerTile("shim_mux")).ods("ShimMuxOp(%tile) -> _ {connections} [InferTypeOpInterface]").implicit_terminator(OpKind::End).tile_element(First).verifier(typed!(switchbox::shim_mux)),
    op("aie.connect", "'<' $source_bundle:WireBundle ' : ' $source_channel:i32[0..] ', ' $dest_bundle:WireBundle ' : ' $dest_channel:i32[0..] '>' attr-dict", NoResults, Numbered).ods("ConnectOp($source_bundle, $source_channel, $dest_bundle, $dest_channel)").parents("aie.switchbox|aie.shim_mux"),
    op("aie.amsel", "'<' $arbiterID:i8[0..5] '> ' '(' $msel:i8[0..3] ')' ( ' deterministic_merge ' $deterministic_merge:mergeslots )? attr-dict", INDEX, Numbered).ods("AMSelOp($arbiterID, $msel, $deterministic_merge?) -> _ [InferTypeOpInterface]").parents("aie.switchbox").verifier(typed!(switchbox::amsel)),
    op("aie.masterset", "'(' $dest_bundle:WireBundle ' : ' $dest_channel:i32[0..] ', ' %* ')' attr-dict", INDEX, Numbered).ods("MasterSetOp($dest_bundle, $dest_channel, %amsels*, $keep_pkt_header?) -> _ [InferTypeOpInterface]").attrs("keep_pkt_header:any?").parents("aie.switchbox").verifier(typed!(switchbox::masterset)),
    op("aie.packet_rules", "'(' $source_bundle:WireBundle ' : ' $source_channel:i32[0..] ')' region attr-dict", NoResults, Numbered).ods("PacketRulesOp($source_bundle, $source_channel) {rules}").implicit_terminator(OpKind::End).verifier(typed!(switchbox::packet_rules)),
    op("aie.rule", "'(' $mask:i8 ', ' $value:i8 ', ' % ')' attr-dict", NoResults, Numbered).ods("PacketRuleOp($mask, $value, %amsel)").parents("aie.packet_rules").verifier(typed!(switchbox::rule)),
    op("aie.wire", "'(' % ' : ' $source_bundle:WireBundle ', ' % ' : ' $dest_bundle:WireBundle ')' attr-dict", NoResults, Numbered).ods("WireOp(%source, $source_bundle, %dest, $dest_bundle)"),
    op("aie.cascade_flow", "'(' % ', ' % ')' attr-dict", NoResults, Numbered).ods("CascadeFlowOp(%source_tile, %dest_tile)").verifier(typed!(cascade::cascade_flow)),
    op("aie.configure_cascade", "'(' % ', ' $inputDir:CascadeDir ', ' $outputDir:CascadeDir ')' attr-dict", NoResults, Numbered).ods("ConfigureCascadeOp(%tile, $inputDir, $outputDir)").parents("aie.device").verifier(typed!(cascade::configure_cascade)),
    op("aie.put_cascade", "'(' %: ')' attr-dict", NoResults, Numbered).ods("PutCascadeOp(%cascade_value)").verifier(typed!(cascade::put_cascade)),
    op("aie.get_cascade", "'(' ')' attr-dict ' : ' type", FromFormat, Numbered).ods("GetCascadeOp() -> cascade_value").verifier(typed!(cascade::get_cascade)),
    op("aie.put_stream", "'(' %: ', ' %: ')' attr-dict", NoResults, Numbered).ods("PutStreamOp(%channel, %stream_value)").parents("aie.core"),
    op("aie.get_stream", "'(' %: ')' attr-dict ' : ' type", FromFormat, Numbered).ods("GetStreamOp(%channel) -> stream_value").parents("aie.core"),
    // ---- aie: DMAs ----
    op("aie.memtile_dma", "'(' % ')' region attr-dict", INDEX, PerTile("memtile_dma")).ods("MemTileDMAOp(%tile) -> _ {body} [InferTypeOpInterface]").tile_element(First).verifier(typed!(dma::memtile_dma)),
    op("aie.mem", "'(' % ')' region attr-dict", INDEX, PerTile("mem")).ods("MemOp(%tile) -> _ {body} [InferTypeOpInterface]").tile_element(First).verifier(typed!(dma::mem)),
    op("aie.shim_dma_allocation", "' ' $sym_name:sym '(' % ', ' $channel_dir:DmaChannelDir ', ' $channel_index:i64 ( ', ' $packet:packet )? ')' attr-dict", NoResults, Numbered).ods("ShimDMAAllocationOp($sym_name, %tile, $channel_dir, $channel_index, $plio?, $packet?)").attrs("plio:bool=false").parents("aie.device")
        .older(&["' ' $sym_name:sym '(' $channel_dir:DmaChannelDir ', ' $channel_index:i64 ', ' $col:i64 ( ', ' $packet:packet )? ')' attr-dict"]).upgrade(upgrade::shim_dma_allocation).verifier(typed!(misc::shim_dma_allocation)),
    op("aie.shim_dma", "'(' % ')' region attr-dict", INDEX, PerTile("shim_dma")).ods("ShimDMAOp(%tile) -> _ {body} [InferTypeOpInterface]").tile_element(First).verifier(typed!(dma::shim_dma)),
    op("aie.dma_start", "'(' $channel_dir:DmaChannelDir ', ' ( $channel_index:i32[0..] )? ( $endpoint:sym )? ', ' ^ ', ' ^ ( ', ' 'repeat_count' ' = ' $repeat_count:i32=0 )? ')' attr-dict", I1, Numbered).ods("DMAStartOp($channel_dir, $channel_index?, $endpoint?, $repeat_count?, $pad_value?, $out_of_order?) -> valid ^dest ^chain [InferTypeOpInterface]").attrs("pad_value:i32?=0 out_of_order:flag").parents("aie.mem|aie.memtile_dma|func.func|aie.shim_dma").terminator().verifier(typed!(dma::dma_start)),
    op("aie.dma_bd_packet", "'(' $packet_type:i32 ', ' $packet_id:i32 ')' attr-dict", NoResults, Numbered).ods("DMABDPACKETOp($packet_type, $packet_id)"),
    // `bd_id_val`: a task's run-time BD id as mlir-aie writes it after
    // August 2026: the first BD's moved to the task (`upgrade::dma_bd`), a
    // later BD of the chain keeping its own.
    op("aie.dma_bd", "'(' % ' : ' otype ( ' offset' ' = ' $offset:i32?=0~ )? ( ' len' ' = ' $len:i32~ )? ( ' ' $dimensions:sizesstrides )? ( ' pad ' $pad_dimensions:pads )? ')' ( ' iteration_size_val ' $iteration_size_val:i32?~ )? ( ' iteration_stride_val ' $iteration_stride_val:i32?~ )? ( ' bd_id_val ' % ' : ' otype )? attr-dict", NoResults, Numbered).ods("DMABDOp(%buffer, %offset?, %len?, $static_offset@offset?, $static_len@len?, %sizes*, %strides*, $static_sizes@dimensions?, $static_strides@dimensions?, $pad_dimensions?, $bd_id?, $packet?, $out_of_order_id?, $burst_length?, $axcache?, $iteration?, $offset_parameter?, $offset_state_table_idx?, $next_bd_id?, +%bd_id_val?, %iteration_size_val?, %iteration_stride_val?) [AttrSizedOperandSegments]").attrs("bd_id:i32? next_bd_id:i32? burst_length:i32?=0 axcache:i32[0..15]? packet:packet? out_of_order_id:i32? pad_value:i32?=0 iteration:bditeration? offset_parameter:sym? offset_state_table_idx:ui8? length_parameter:sym? length_unit:i32? length_state_table_idx:ui8? length_core_encoded:flag aie.enable_compression:bool?").discardable("aie.enable_compression")
        .april("'(' % ' : ' otype ( ', ' $offset:i32=0 ( ', ' $len:i32 )? )? ( ', ' $dimensions:dims )? ( ', ' $pad_dimensions:pads )? ( ', ' 'pad_value' ' = ' $pad_value:i32=0 )? ')' attr-dict")
        .upgrade(upgrade::dma_bd).verifier(typed!(dma::dma_bd)),
    op("aie.dma", "'(' $channel_dir:DmaChannelDir ', ' $channel_index:i32[0..] ')' attr-dict ' ' regions", I1, SymName).ods("DMAOp($channel_dir, $channel_index, $loop?, $repeat_count?, $sym_name?, $pad_value?, $out_of_order?) -> valid {bds*} [InferTypeOpInterface]").attrs("sym_name:symname? loop:bool=true repeat_count:i32=0 pad_value:i32?=0 out_of_order:flag").parents("aie.mem|aie.memtile_dma|aie.shim_dma").no_terminator()
        .older(&["'(' $channel_dir:DmaChannelDir ', ' $channel_index:i32[0..] ( ', ' 'loop' ' = ' $loop:bool )? ( ', ' 'repeat_count' ' = ' $repeat_count:i32 )? ')' ' ' regions attr-dict"]).verifier(typed!(dma::dma)),
    op("aie.next_bd", "' ' ^ attr-dict", NoResults, Numbered).ods("NextBDOp() ^dest").terminator(),
    op("aie.bd_chain", "' ' $sym_name:symname @EntryArgs region attr-dict", NoResults, Numbered).ods("BDChainOp($sym_name) {body}"),
    op("aie.runtime_sequence", "( ' ' $sym_name:symname=sequence )? @EntryArgs attr-dict-kw region", NoResults, Numbered).ods("RuntimeSequenceOp($sym_name?, $emit_parameter_sync_preamble?) {body}").attrs("emit_parameter_sync_preamble:bool? deadlock_guard_arg:i32? deadlock_guard_min:i64? deadlock_guard_max:i64? trace_buffer:tracebuffer? trace_slices:traceslices?").formerly("aiex.runtime_sequence").verifier(typed!(misc::runtime_sequence)).no_terminator(),
    // ---- aie: objectfifos ----
    op("aie.objectfifo.link", "' ' $fifoIns:syms(aie.objectfifo) ' -> ' $fifoOuts:syms(aie.objectfifo) '(' $src_offsets:ints ' ' $dst_offsets:ints ')' attr-dict", NoResults, Numbered).ods("ObjectFifoLinkOp($fifoIns, $fifoOuts, $src_offsets, $dst_offsets)").parents("aie.device")
        .older(&["' ' $fifoIns:syms(aie.objectfifo) ' -> ' $fifoOuts:syms(aie.objectfifo) '(' ')' attr-dict"]).upgrade(upgrade::objectfifo_link).verifier(typed!(objectfifo::link)),
    op("aie.objectfifo.acquire", "attr-dict ' ' $objFifo_name:sym(aie.objectfifo|aie.objectfifo.core_endpoint) '(' ( $port:ObjectFifoPort ', ' )? $size:i32[1..] ')' ' : ' rtypes", FromFormat, Numbered).ods("ObjectFifoAcquireOp($port, $objFifo_name, $size) -> subview").verifier(typed!(objectfifo::acquire)),
    op("aie.objectfifo.release", "attr-dict ' ' $objFifo_name:sym(aie.objectfifo|aie.objectfifo.core_endpoint) '(' ( $port:ObjectFifoPort ', ' )? $size:i32[1..] ')'", NoResults, Numbered).ods("ObjectFifoReleaseOp($port, $objFifo_name, $size)").verifier(typed!(objectfifo::release)),
    op("aie.objectfifo.subview.access", "' ' % '[' $index:i32[0..] ']' attr-dict ' : ' otype ' -> ' type", FromFormat, Numbered).ods("ObjectFifoSubviewAccessOp(%subview, $index) -> output").verifier(typed!(objectfifo::subview_access)),
    op("aie.objectfifo.register_external_buffers", "attr-dict ' ' $objFifo_name:sym(aie.objectfifo) '(' % ', ' '{' %* '}' ')' ' : ' '(' otypes ')'", NoResults, Numbered).ods("ObjectFifoRegisterExternalBuffersOp($objFifo_name, %tile, %externalBuffers*)").parents("aie.device").tile_element(First).verifier(typed!(objectfifo::register_external_buffers)),
    op("aie.objectfifo.register_process", "attr-dict ' ' $objFifo_name:sym(aie.objectfifo) '(' $port:ObjectFifoPort ', ' %: ', ' %: ', ' $callee:sym(func.func) ', ' % ')'", NoResults, Numbered).ods("ObjectFifoRegisterProcessOp($port, $objFifo_name, %acquirePatternTensor, %releasePatternTensor, $callee, %length)").verifier(typed!(objectfifo::register_process)),
    op("aie.objectfifo.allocate", "' ' $objFifo_name:sym(aie.objectfifo) '(' % ')' attr-dict", NoResults, Numbered).ods("ObjectFifoAllocateOp($objFifo_name, %delegateTile)").parents("aie.device").verifier(typed!(objectfifo::allocate)),
    // mlir-aie's resident re-arm record of one objectfifo (emitted by the
    // stateful transform for `aiex.dma_channel_reset_for`).
    op("aie.objectfifo_rearm_binding", "' ' $sym_name:symname ' channels' '(' ( %* ' : ' otypes )? ')' ' locks' '(' ( %* ' : ' otypes )? ')' attr-dict", NoResults, Numbered).ods("ObjectFifoRearmBindingOp($sym_name, %channel_tiles*, %locks*, $channel_dirs, $channel_indices, $lock_inits, $head_bd_ids?, $repeat_counts?) [AttrSizedOperandSegments]").attrs("channel_dirs:i32s channel_indices:i32s lock_inits:i32s head_bd_ids:i32s? repeat_counts:i32s?").parents("aie.device").verifier(typed!(reset::rearm_binding)),
    // mlir-aie's split objectfifo lowering: pools of objects, the endpoints
    // that fill and drain them, and the routes between endpoints.
    op("aie.objectfifo.pool", "' ' $sym_name:symname '(' % ')' attr-dict ' : ' $elemType:typeattr ' ' region", NoResults, Numbered).ods("ObjectFifoPoolOp($sym_name, %tile, $depth, $elemType, $buffers?, $locks?, $initValues?, $repeatCount?, $disableSynchronization?, $fifoName?) {body}").attrs("depth:i32[0..] buffers:syms? locks:syms? initValues:any? repeatCount:i32[1..]? disableSynchronization:flag fifoName:str? alloc_group:str?").parents("aie.device").symbol_table().implicit_terminator(OpKind::End).tile_element(First).verifier(typed!(fifo_pool::pool)),
    op("aie.objectfifo.segment", "' ' $sym_name:symname attr-dict", NoResults, Numbered).ods("ObjectFifoSegmentOp($sym_name, $offset, $size, $produceLock?, $consumeLock?)").attrs("offset:i32[0..] size:i32[1..] produceLock:sym(aie.lock)? consumeLock:sym(aie.lock)?").parents("aie.objectfifo.pool"),
    op("aie.objectfifo.core_endpoint", "' ' $sym_name:symname '(' % ')' ( ' ' $fills:flag )? ( ' ' $drains:flag )? ' ' $pool:sym(aie.objectfifo.pool) attr-dict", NoResults, Numbered).ods("ObjectFifoCoreEndpointOp($sym_name, %tile, $fills?, $drains?, $pool, $segments?, $fifoName?)").attrs("segments:syms? fifoName:str?").parents("aie.device").tile_element(First).verifier(typed!(fifo_pool::core_endpoint)),
    op("aie.objectfifo.dma_endpoint", "' ' $sym_name:symname '(' % ')' ( ' ' $fills:flag )? ( ' ' $drains:flag )? ' ' $pool:sym(aie.objectfifo.pool) attr-dict", NoResults, Numbered).ods("ObjectFifoDmaEndpointOp($sym_name, %tile, $fills?, $drains?, $pool, $channelIndex?, $segments?, $dimensions?, $padDimensions?, $padValue?, $iterCount?, $dispatch?, $dispatchPackets?, $packet?, $fifoName?)").attrs("channelIndex:i32[0..]? segments:syms? dimensions:dimss? padDimensions:any? padValue:i32? iterCount:i32[1..]? dispatch:syms(aie.objectfifo.dma_endpoint|aie.route_endpoint)? dispatchPackets:any? packet:packet? fifoName:str?").parents("aie.device").tile_element(First).verifier(typed!(fifo_pool::dma_endpoint)),
    op("aie.route_endpoint", "' ' $sym_name:symname '(' % ')' ' ' $bundle:WireBundle attr-dict", NoResults, Numbered).ods("RouteEndpointOp($sym_name, %tile, $bundle, $channelIndex?, $packet?, $fifoName?)").attrs("channelIndex:i32[0..]? packet:packet? fifoName:str?").parents("aie.device").tile_element(First).verifier(typed!(fifo_pool::route_endpoint)),
    op("aie.route", "' from ' ( $source:sym(aie.objectfifo.dma_endpoint|aie.route_endpoint) )? ( $sources:syms(aie.objectfifo.dma_endpoint|aie.route_endpoint) )? ' to ' $destinations:syms(aie.objectfifo.dma_endpoint|aie.route_endpoint) attr-dict", NoResults, Numbered).ods("RouteOp($source?, $sources?, $destinations, $packet?)").attrs("packet:packet?").parents("aie.device").verifier(typed!(fifo_pool::route)),
    op("aie.objectfifo", "' ' $sym_name:symname '(' @FifoProducer ', ' @FifoConsumers ', ' $elemNumber:depth ')' attr-dict ' : ' $elemType:typeattr ( ' -> ' $consumerElemType:typeattr )? @FifoInit", NoResults, Numbered).ods("ObjectFifoCreateOp($sym_name, %producerTile, %consumerTiles*, $elemNumber, $elemType, $consumerElemType?, $dimensionsToStream, $dimensionsFromStreamPerConsumer, $via_DMA?, $plio?, $disable_synchronization?, $repeat_count?, $aie_stream?, $aie_stream_port?, $prod_dma_channel?, $cons_dma_channels?, $initValues?, $padDimensions?, $padValue?, $iter_count?)").attrs("dimensionsToStream:dims? dimensionsFromStreamPerConsumer:dimss? initValues:any? via_DMA:bool=false plio:bool=false disable_synchronization:bool=false repeat_count:i32[1..]? aie_stream:i32[0..2]? aie_stream_port:i32[0..1]? padDimensions:pads? iter_count:i32? prod_dma_channel:i32[0..]? cons_dma_channels:i32s? padValue:i32?=0 packet:flag packet_id:i8[0..]? alloc_group:str?").parents("aie.device").verifier(typed!(objectfifo::create)),
    // ---- aie: trace ----
    // `aie.trace.start_config` before `aie.trace.start`, `aie.trace` after
    // every `aie.trace.*` (prefixes).
    op("aie.trace.mode", "' ' $mode:TraceModeAttr attr-dict", NoResults, Numbered).ods("TraceModeOp($mode)").parents("aie.trace"),
    op("aie.trace.packet", "( ' id' ' = ' $id:i32[1..31] )? ' type' ' = ' $type:TracePacketType attr-dict", NoResults, Numbered).ods("TracePacketOp($id?, $type)").parents("aie.trace"),
    op("aie.trace.event", "' ' '<' $event:event '>' ( ' label' ' = ' $label:str )? attr-dict", NoResults, Numbered).ods("TraceEventOp($event, $label?)").parents("aie.trace").verifier(typed!(trace::event)),
    op("aie.trace.port", "'<' $slot:i32[0..7] '>' ' port' ' = ' $port:WireBundle ' channel' ' = ' $channel:i32 ' direction' ' = ' $direction:DmaChannelDir attr-dict", NoResults, Numbered).ods("TracePortOp($slot, $port, $channel, $direction)").parents("aie.trace").verifier(typed!(trace::port)),
    op("aie.trace.combo_event", "'<' $slot:i32 '>' ' ' '<' $eventA:event '>' ' ' $logic:ComboLogic ' ' '<' $eventB:event '>' attr-dict", NoResults, Numbered).ods("TraceComboEventOp($slot, $eventA, $logic, $eventB)").parents("aie.trace").verifier(typed!(trace::combo_event)),
    op("aie.trace.edge_event", "'<' $slot:i32 '>' ' event' ' = ' '<' $event:event '>' ' trigger' ' = ' $trigger:EdgeTrigger attr-dict", NoResults, Numbered).ods("TraceEdgeEventOp($slot, $event, $trigger)").parents("aie.trace").verifier(typed!(trace::edge_event)),
    op("aie.trace.start_config", "' ' $trace_config:sym(aie.trace|aie.trace.config) attr-dict", NoResults, Numbered).ods("TraceStartConfigOp($trace_config)"),
    op("aie.trace.start", "( ' broadcast' ' = ' $broadcast:i32 )? ( ' event' ' = ' '<' $event:event '>' )? attr-dict", NoResults, Numbered).ods("TraceStartEventOp($broadcast?, $event?)").parents("aie.trace").verifier(typed!(trace::start)),
    op("aie.trace.stop", "( ' broadcast' ' = ' $broadcast:i32 )? ( ' event' ' = ' '<' $event:event '>' )? attr-dict", NoResults, Numbered).ods("TraceStopEventOp($broadcast?, $event?)").parents("aie.trace").verifier(typed!(trace::stop)),
    op("aie.trace.config", "' ' $sym_name:symname '(' % ')' ( ' packet_type' ' = ' $packet_type:TracePacketType )? region attr-dict", NoResults, Numbered).ods("TraceConfigOp(%tile, $sym_name, $packet_type?) {body}").parents("aie.device").implicit_terminator(OpKind::End),
    op("aie.trace.reg", "' register' ' = ' $reg_name:str ( ' field' ' = ' $field:str )? ' value' ' = ' $value:regvalue ( ' mask' ' = ' $mask:i32 )? ( ' comment' ' = ' $comment:str )? attr-dict", NoResults, Numbered).ods("TraceRegOp($reg_name, $field?, $value, $mask?, $comment?)").parents("aie.trace.config"),
    op("aie.trace.host_config", "attr-dict", NoResults, Numbered).ods("TraceHostConfigOp($buffer_size, $reuse_output_buffer?, $routing?, $egress_shim_col?)").attrs("buffer_size:i32 arg_idx:i32? routing:TraceShimRouting=single reuse_output_buffer:bool=false egress_shim_col:i32=0")
        .april("' buffer_size' ' = ' $buffer_size:i32 ( ' arg_idx' ' = ' $arg_idx:i32=4 )? ( ' routing' ' = ' $routing:TraceShimRouting )? attr-dict").verifier(typed!(trace::host_config)),
    op("aie.trace", "' ' $sym_name:symname '(' % ')' ( ' buffer_size' ' = ' $buffer_size:i32 )? region attr-dict", NoResults, Numbered).ods("TraceOp(%tile, $sym_name) {body}").parents("aie.device").implicit_terminator(OpKind::End).verifier(typed!(trace::trace)),
    // ---- aiex: runtime sequence ----
    op("aiex.npu.dma_memcpy_nd", "'(' % $static_offsets:mixed $static_sizes:mixed $static_strides:mixed ( ', ' 'packet' ' = ' $packet:packet )? ')' attr-dict ' : ' otype", NoResults, Numbered).ods("NpuDmaMemcpyNdOp(%memref, %offsets*, %sizes*, %strides*, $static_offsets, $static_sizes, $static_strides, $packet?, $metadata, $id, $issue_token?, $d0_zero_before?, $d1_zero_before?, $d2_zero_before?, $d0_zero_after?, $d1_zero_after?, $d2_zero_after?, $burst_length?, $axcache?, $offset_parameter?, $offset_state_table_idx?) [AttrSizedOperandSegments]").attrs("metadata:sym id:i64 issue_token:bool=false d0_zero_before:i64=0 d1_zero_before:i64=0 d2_zero_before:i64=0 d0_zero_after:i64=0 d1_zero_after:i64=0 d2_zero_after:i64=0 burst_length:i64=0 axcache:i64[0..15]? offset_parameter:sym? offset_state_table_idx:ui8? length_parameter:sym? length_unit:i64? length_state_table_idx:ui8? length_core_encoded:flag").segmented()
        .older(&["'(' $x:i64 ', ' $y:i64 ', ' % $static_offsets:mixed $static_sizes:mixed $static_strides:mixed ( ', ' 'packet' ' = ' $packet:packet )? ')' attr-dict ' : ' otype"]).upgrade(upgrade::dma_memcpy_nd).verifier(typed!(npu::dma_memcpy_nd)),
    op("aiex.npu.push_queue", "'(' $column:i32 ', ' $row:i32 ', ' $direction:DmaChannelDir ' : ' $channel:i32 ')' ' bd_id ' #bd_id:i32~ ' repeat ' #repeat_count:i32~ attr-dict ' : ' type(#bd_id) ', ' type(#repeat_count)", NoResults, Numbered).ods("NpuPushQueueOp($column, $row, $direction, $channel, $issue_token, %repeat_count, %bd_id)").attrs("issue_token:bool aiex.dma_queue_overflow_diagnosed:flag")
        .april("'(' $column:i32 ', ' $row:i32 ', ' $direction:DmaChannelDir ' : ' $channel:i32 ')' attr-dict").verifier(typed!(npu::push_queue)),
    // mlir-aie's blockwrite of words known when the sequence runs (a BD's
    // registers on the dynamic lowering path); before its prefix `blockwrite`.
    op("aiex.npu.blockwrite_values", "'(' %: ')' ' values ' %* ' : ' otypes attr-dict", NoResults, Numbered).ods("NpuBlockWriteValuesOp(%address, %values*)").verifier(typed!(npu::blockwrite_values)),
    op("aiex.npu.blockwrite", "'(' % ')' attr-dict ' : ' otype", NoResults, Numbered).ods("NpuBlockWriteOp($address, %data, $buffer?, $column?, $row?)").attrs("address:ui32 column:i32? row:i32? buffer:sym(aie.buffer)?").verifier(typed!(fields::blockwrite)),
    op("aiex.npu.rtp_write", "'(' $buffer:sym(aie.buffer) ', ' $index:ui32 ', ' #value:i32~ ')' attr-dict ' : ' type(#value)", NoResults, Numbered).ods("NpuWriteRTPOp($buffer, $index, %value)")
        .april("'(' $buffer:sym(aie.buffer) ', ' $index:ui32 ', ' $value:i32 ')' attr-dict")
        .older(&["'(' $col:ui32 ', ' $row:ui32 ', ' $index:ui32 ', ' $value:i32 ')' attr-dict"]).upgrade(upgrade::rtp_write).verifier(typed!(npu::rtp_write)),
    op("aiex.npu.dma_wait", "attr-dict", NoResults, Numbered).ods("NpuDmaWaitOp($symbol)").attrs("symbol:sym").verifier(typed!(npu::dma_wait)),
    op("aiex.npu.write32", "'(' #address:ui32~ ', ' #value:ui32~ ')' attr-dict ' : ' type(#address) ', ' type(#value)", NoResults, Numbered).ods("NpuWrite32Op(%address, %value, $buffer?, $column?, $row?)").attrs("column:i32? row:i32? buffer:sym(aie.buffer)?").april("attr-dict").verifier(typed!(fields::write32)),
    op("aiex.npu.maskwrite32", "'(' #address:ui32~ ', ' #value:ui32~ ', ' #mask:ui32~ ')' attr-dict ' : ' type(#address) ', ' type(#value) ', ' type(#mask)", NoResults, Numbered).ods("NpuMaskWrite32Op(%address, %value, %mask, $buffer?, $column?, $row?)").attrs("column:i32? row:i32? buffer:sym(aie.buffer)?").april("attr-dict").verifier(typed!(fields::maskwrite32)),
    op("aiex.npu.maskpoll", "'(' #address:ui32~ ', ' #value:ui32~ ', ' #mask:ui32~ ')' attr-dict ' : ' type(#address) ', ' type(#value) ', ' type(#mask)", NoResults, Numbered).ods("NpuMaskPollOp(%address, %value, %mask, $buffer?, $column?, $row?)").attrs("column:i32? row:i32? buffer:sym(aie.buffer)?").verifier(typed!(fields::maskpoll)),
    op("aiex.npu.sync", "'(' #column:i32~ ', ' #row:i32~ ', ' #direction:i32~ ', ' #channel:i32~ ', ' #column_num:i32~ ', ' #row_num:i32~ ')' attr-dict ' : ' type(#column) ', ' type(#row) ', ' type(#direction) ', ' type(#channel) ', ' type(#column_num) ', ' type(#row_num)", NoResults, Numbered).ods("NpuSyncOp(%column, %row, %direction, %channel, %column_num, %row_num)").april("attr-dict").verifier(typed!(fields::sync)),
    // `arg_idx` names the host buffer by index, a `buffer` operand by value
    // (mlir-aie after August 2026; --aie-resolve-address-patch-buffers).
    op("aiex.npu.address_patch", "'(' #arg_plus:i32~ ' : ' type(#arg_plus) ')' @PatchOperands attr-dict", NoResults, Numbered).ods("NpuAddressPatchOp($addr, %addr_val?, $arg_idx, %arg_plus, +%buffer?)").attrs("addr:ui32 arg_idx:i32? global:sym(memref.global)?").april("attr-dict").verifier(typed!(fields::address_patch)),
    // A shape constraint on the sequence's scalars (mlir-aie after November
    // 2026): no stream where it fails (the C++ builder refuses), an error
    // where it is known false when lowered to a static stream.
    op("aiex.npu.require", "'(' % ')' attr-dict ' : ' otype", NoResults, Numbered).ods("NpuRequireOp(%condition, $message)").attrs("message:str").verifier(typed!(npu::require)),
    op("aiex.npu.assert_bd_field", "'(' % ')' attr-dict ' : ' otype", NoResults, Numbered).ods("NpuAssertBdFieldOp(%value, $max)").attrs("max:i32").verifier(typed!(npu::assert_bd_field)),
    op("aiex.npu.assert_bd_divisible", "'(' % ')' attr-dict ' : ' otype", NoResults, Numbered).ods("NpuAssertBdDivisibleOp(%value, $divisor, $allow_unit?)").attrs("divisor:i32 allow_unit:flag").verifier(typed!(npu::assert_bd_divisible)),
    op("aiex.npu.writebd", "attr-dict", NoResults, Numbered).ods("NpuWriteBdOp($column, $bd_id, $buffer_length, $buffer_offset, $enable_packet, $out_of_order_id, $packet_id, $packet_type, $d0_size, $d0_stride, $d1_size, $d1_stride, $d2_size, $d2_stride, $iteration_current, $iteration_size, $iteration_stride, $next_bd, $row, $use_next_bd, $valid_bd, $lock_rel_val, $lock_rel_id, $lock_acq_enable, $lock_acq_val, $lock_acq_id, $d0_zero_before, $d1_zero_before, $d2_zero_before, $d0_zero_after, $d1_zero_after, $d2_zero_after, $burst_length?, $axcache?)").attrs("bd_id:i32 buffer_length:i32 buffer_offset:i32 column:i32 d0_size:i32 d0_stride:i32 d0_zero_after:i32?=0 d0_zero_before:i32?=0 d1_size:i32 d1_stride:i32 d1_zero_after:i32?=0 d1_zero_before:i32?=0 d2_size:i32 d2_stride:i32 d2_zero_after:i32?=0 d2_zero_before:i32?=0 enable_packet:i32 iteration_current:i32 iteration_size:i32 iteration_stride:i32 lock_acq_enable:i32 lock_acq_id:i32 lock_acq_val:i32 lock_rel_id:i32 lock_rel_val:i32 next_bd:i32 out_of_order_id:i32 packet_id:i32 packet_type:i32 row:i32 use_next_bd:i32 valid_bd:i32 burst_length:i32=0 axcache:i32[0..15]? aie.enable_compression:bool?").discardable("aie.enable_compression").verifier(typed!(npu::writebd)),
    op("aiex.npu.load_pdi", "attr-dict", NoResults, Numbered).ods("NpuLoadPdiOp($device_ref?, $id?, $size?, $address?, !expand_mode)").attrs("id:i32[0..65535]=0 size:ui32=0 address:ui64=0 device_ref:sym?"),
    op("aiex.npu.preempt", "attr-dict", NoResults, Numbered).ods("NpuPreemptOp($level)").attrs("level:ui8"),
    // The firmware's scratchpad (TXN CREATE_SCRATCHPAD, UPDATE_REG) and
    // mlir-aie's run-time parameters on it (docs/runtime-sequence.md,
    // "Scratchpad parameters").
    op("aiex.npu.create_scratchpad", "attr-dict", NoResults, Numbered).ods("NpuCreateScratchpadOp($size, $usage_type?)").attrs("size:ui32 usage_type:ui8=0").verifier(typed!(scratchpad::create_scratchpad)),
    op("aiex.npu.update_from_scratchpad", "( '<' $func:StateTableFunc '>' )? attr-dict", NoResults, Numbered).ods("NpuUpdateFromScratchpadOp($state_table_idx, $func?, $func_arg?, $address, $buffer?, $column?, $row?)").attrs("state_table_idx:ui8 func_arg:ui32=0 address:ui32 buffer:sym(aie.buffer)? column:i32? row:i32?").verifier(typed!(scratchpad::update_from_scratchpad)),
    op("aiex.scratchpad_parameter", "' ' $sym_name:symname ' : ' $type:typeattr attr-dict", NoResults, Numbered).ods("ScratchpadParameterOp($sym_name, $type, $state_table_idx?, $kind?)").attrs("state_table_idx:ui8? kind:ScratchpadParameterKind? min_value:i32? max_value:i32?").parents("builtin.module"),
    op("aiex.read_scratchpad_parameter", "' ' $parameter:sym ' : ' type attr-dict", FromFormat, Numbered).ods("ReadScratchpadParameterOp($parameter, $buffer?) -> result").attrs("buffer:sym(aie.buffer)?").verifier(typed!(scratchpad::read_scratchpad_parameter)),
    op("aiex.sync_scratchpad_parameters_from_host", "attr-dict", NoResults, Numbered).ods("SyncScratchpadParametersFromHostOp()").parents("aie.runtime_sequence"),
    op("aiex.control_packet", "attr-dict", NoResults, Numbered).ods("NpuControlPacketOp($address, $length?, $opcode, $stream_id, $data?)").attrs("address:ui32 data:i32s? opcode:i32 stream_id:i32 length:i32?"),
    op("aiex.broadcast_packet", "'(' % ', ' $bundle:WireBundle ' : ' $channel:i32 ')' region attr-dict", NoResults, Numbered).ods("BroadcastPacketOp(%tile, $bundle, $channel) {ports}").parents("aie.device").implicit_terminator(OpKind::End).verifier(typed!(trace::broadcast_packet)),
    op("aiex.bp_id", "'(' $ID:i8 ')' region attr-dict", NoResults, Numbered).ods("BPIDOp($ID) {ports}").parents("aiex.broadcast_packet").implicit_terminator(OpKind::End).verifier(typed!(trace::bp_id)),
    op("aiex.bp_dest", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32 '>' attr-dict", NoResults, Numbered).ods("BPDestOp(%tile, $bundle, $channel)").parents("aiex.bp_id"),
    // ---- aiex: mlir-aie's first abstractions (logical locks, memcpy, multicast) ----
    op("aiex.multicast", "'(' % ', ' $bundle:WireBundle ' : ' $channel:i32 ')' region attr-dict", NoResults, Numbered).ods("MulticastOp(%tile, $bundle, $channel) {ports}").implicit_terminator(OpKind::End).verifier(typed!(tokens::multicast)),
    op("aiex.multi_dest", "'<' % ', ' $bundle:WireBundle ' : ' $channel:i32 '>' attr-dict", NoResults, Numbered).ods("MultiDestOp(%tile, $bundle, $channel)").parents("aiex.multicast"),
    op("aiex.token", "'(' $value:i32 ')' attr-dict", NoResults, Numbered).ods("TokenOp($value)").attrs("sym_name:symname"),
    op("aiex.useToken", "' ' $tokenName:sym(aiex.token) '(' $action:LockAction ', ' $value:i32 ')' attr-dict", NoResults, Numbered).ods("UseTokenOp($tokenName, $value, $action)").parents("func.func|aie.core|aie.mem|aie.shim_dma"),
    op("aiex.memcpy", "' ' $tokenName:sym(aiex.token) '(' $acqValue:i32 ', ' $relValue:i32 ')' ' (' % ' : ' '<' % ', ' $srcOffset:i32 ', ' $srcLen:i32 '>' ', ' % ' : ' '<' % ', ' $dstOffset:i32 ', ' $dstLen:i32 '>' ')' attr-dict ' : ' '(' otype:1 ', ' otype:3 ')'", NoResults, Numbered).ods("MemcpyOp($tokenName, $acqValue, $relValue, %srcTile, %srcBuf, $srcOffset, $srcLen, %dstTile, %dstBuf, $dstOffset, $dstLen)"),
    op("aiex.set_lock", "'(' % ', ' $value:i32~ ')' attr-dict", NoResults, Numbered).ods("SetLockOp(%lock, %value)").verifier(typed!(pool::set_lock)),
    // `dma_channel_reset_for` before its prefix `dma_channel_reset`.
    op("aiex.dma_channel_reset_for", "'(' $objfifo:sym ')' attr-dict", NoResults, Numbered).ods("DmaChannelResetForOp($objfifo)").parents("aie.runtime_sequence").verifier(typed!(reset::dma_channel_reset_for)),
    op("aiex.dma_channel_reset", "'(' % ', ' $direction:DmaChannelDir ', ' $channel:i32 ')' attr-dict", NoResults, Numbered).ods("DmaChannelResetOp(%tile, $direction, $channel)").parents("aie.runtime_sequence").verifier(typed!(reset::dma_channel_reset)),
    op("aiex.core_reset", "'(' % ')' attr-dict", NoResults, Numbered).ods("CoreResetOp(%tile)").parents("aie.runtime_sequence").verifier(typed!(reset::core_reset)),
    op("aiex.npu.write_config", "' ' $device_ref:sym attr-dict", NoResults, Numbered).ods("NpuWriteConfigOp($device_ref)").parents("aie.runtime_sequence").verifier(typed!(reconfig::write_config)),
    op("aiex.npu.read_reg", "'(' % ', ' $offset:ui32 ')' attr-dict", NoResults, Numbered).ods("NpuReadRegOp(%tile, $offset)").verifier(typed!(reset::read_reg)),
    op("aiex.buffer_clear", "'(' % ', ' $address:ui32 ', ' $length:ui32 ')' attr-dict", NoResults, Numbered).ods("BufferClearOp(%tile, $address, $length)").parents("aie.runtime_sequence").verifier(typed!(reset::buffer_clear)),
    op("aiex.dma_configure_task_for", "' ' $alloc:sym ( ' repeat ' % ' : ' otype )? region attr-dict", INDEX, Numbered).ods("DMAConfigureTaskForOp($alloc, $issue_token?, $repeat_count?, %repeat_count_val?) -> result {body} [InferTypeOpInterface]").attrs("issue_token:bool=false repeat_count:i32=0").verifier(typed!(pool::configure_task_for)),
    // The optional operands are the run-time repeat count and BD id (a
    // `dma_bd_pool_pop`), in mlir-aie's order.
    op("aiex.dma_configure_task", "'(' % ', ' $direction:DmaChannelDir ', ' $channel:i32 ( ', ' $packet:packet )? ')' ( ' repeat ' % ' : ' otype )? ( ' bd_id ' % ' : ' otype )? region attr-dict", INDEX, Numbered).ods("DMAConfigureTaskOp(%tile, $direction, $channel, $issue_token?, $repeat_count?, %repeat_count_val?, %bd_id_val?, $packet?) -> result {body} [InferTypeOpInterface, AttrSizedOperandSegments]").attrs("issue_token:bool=false repeat_count:i32=0 out_of_order:flag").tile_element(First).verifier(typed!(npu::dma_configure_task)),
    op("aiex.dma_start_task", "'(' % ')' ( ' repeat ' % ' : ' otype )? attr-dict", NoResults, Numbered).ods("DMAStartTaskOp(%task, $repeat_count?, $no_token?, %repeat_count_val?)").attrs("aiex.dma_queue_overflow_diagnosed:flag no_token:flag repeat_count:i32?").verifier(typed!(npu::dma_start_task)),
    op("aiex.dma_await_task", "'(' % ')' attr-dict", NoResults, Numbered).ods("DMAAwaitTaskOp(%task)"),
    op("aiex.dma_free_task", "'(' % ')' attr-dict", NoResults, Numbered).ods("DMAFreeTaskOp(%task)"),
    // mlir-aie's per-tile pool of free BD ids (not removable: a pop changes the pool).
    // The channel (mlir-aie after August 2026), or the partition `[lo, hi)`
    // (its newest form): the ids it may use.
    op("aiex.dma_bd_pool_pop", "'(' $column:i32 ', ' $row:i32 ( ', ' $channel:i32[0..] )? ')' ( ' partition [' $partition_lo:i32[0..] ', ' $partition_hi:i32[0..] ')' )? attr-dict ' : ' type", FromFormat, Numbered).ods("DMABdPoolPopOp($column, $row) -> bd_id [InferTypeOpInterface]").verifier(typed!(pool::pop)),
    op("aiex.dma_bd_pool_push", "'(' $column:i32 ', ' $row:i32 ( ', ' $channel:i32[0..] )? ')' ( ' partition [' $partition_lo:i32[0..] ', ' $partition_hi:i32[0..] ')' )? ' bd_id ' % attr-dict ' : ' otype", NoResults, Numbered).ods("DMABdPoolPushOp($column, $row, %bd_id)").verifier(typed!(pool::push)),
    op("aiex.dma_start_bd_chain_for", "' ' $symbol:sym(aie.bd_chain) '(' %* ')' ' : ' '(' otypes ')' ' for ' $alloc:sym attr-dict", INDEX, Numbered).ods("DMAStartBdChainForOp($symbol, %args*, $alloc, $issue_token?, $repeat_count?) -> result [InferTypeOpInterface]").attrs("issue_token:bool=false repeat_count:i32=0"),
    op("aiex.dma_start_bd_chain", "' ' $symbol:sym(aie.bd_chain) '(' %* ')' ' : ' '(' otypes ')' ' on ' '(' % ', ' $direction:DmaChannelDir ', ' $channel:i32 ')' attr-dict", INDEX, Numbered).ods("DMAStartBdChainOp($symbol, %args*, %tile, $direction, $channel, $issue_token?, $repeat_count?) -> result [InferTypeOpInterface]").attrs("issue_token:bool=false repeat_count:i32=0").tile_element(Last),
    op("aiex.configure", "' ' $symbol:sym region attr-dict", NoResults, Numbered).ods("ConfigureOp($symbol, !expand_mode) {body}").parents("aie.runtime_sequence").verifier(typed!(reconfig::configure)).no_terminator(),
    op("aiex.run", "' ' $callee:sym '(' %* ')' ' : ' '(' otypes ')' attr-dict", NoResults, Numbered).ods("RunOp($runtime_sequence_symbol@callee, %args*)").parents("aiex.configure"),
    // ---- aiex.cert: control code (mlir-aie's CERTOps.td) ----
    op("aiex.cert.attach_to_group", "'(' $group_id:i32 ')' region attr-dict", NoResults, Numbered).ods("CertAttachToGroupOp($group_id) {body}").implicit_terminator(OpKind::End),
    op("aiex.cert.section", "' ' $sym_name:symname region attr-dict", NoResults, Numbered).ods("CertSectionOp($sym_name) {body}").parents("aie.device|aiex.cert.attach_to_group").implicit_terminator(OpKind::End),
    op("aiex.cert.page", "region attr-dict", NoResults, Numbered).ods("CertPageOp($placement?) {body}").attrs("placement:i32?").parents("aie.device|aiex.cert.attach_to_group|aiex.cert.section").implicit_terminator(OpKind::End),
    op("aiex.cert.job", "'(' $job_id:i32 ')' region attr-dict", NoResults, Numbered).ods("CertJobOp($job_id) {body}").parents("aie.device|aiex.cert.attach_to_group|aiex.cert.page|aiex.cert.section").implicit_terminator(OpKind::End),
    // aiec: `arg`, the runtime-sequence argument whose value the ELF's loader
    // puts in `value` (cert-lowering.md, "Values known at run time")
    op("aiex.cert.write32", "'(' $address:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertWrite32Op($address, $value)").attrs("arg:i32[0..]?").parents("aiex.cert.job"),
    op("aiex.cert.maskwrite32", "'(' $address:ui32 ', ' $mask:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertMaskWrite32Op($address, $mask, $value)").attrs("arg:i32[0..]?").parents("aiex.cert.job"),
    op("aiex.cert.maskpoll32", "'(' $address:ui32 ', ' $mask:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertMaskPoll32Op($address, $mask, $value)").parents("aiex.cert.job"),
    // aiec: the job-runner's registers (MOV, ADD, WRITE_32_D), for values
    // computed when the runtime sequence runs
    op("aiex.cert.mov", "'(' $dest:i32[0..23] ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertMovOp($dest, $value, $arg?)").attrs("arg:i32[0..]?").parents("aiex.cert.job"),
    op("aiex.cert.add", "'(' $dest:i32[0..23] ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertAddOp($dest, $value, $arg?)").attrs("arg:i32[0..]?").parents("aiex.cert.job"),
    op("aiex.cert.write32_d", "'(' $address:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertWrite32DOp($address, $value, $address_is_reg?, $value_is_reg?)").attrs("address_is_reg:flag value_is_reg:flag").parents("aiex.cert.job"),
    // aiec: the firmware's scratchpad operations in control code (aiec's
    // CREATE_SCRATCHPAD and UPDATE_REG instructions, docs/ctrlcode-isa.md)
    op("aiex.cert.create_scratchpad", "'(' $size:ui32 ')' attr-dict", NoResults, Numbered).ods("CertCreateScratchpadOp($size, $usage_type?)").attrs("usage_type:ui8=0").parents("aiex.cert.job"),
    op("aiex.cert.update_reg", "'(' $address:ui32 ', ' $state_table_idx:ui8 ')' attr-dict", NoResults, Numbered).ods("CertUpdateRegOp($address, $state_table_idx, $func?, $func_arg?)").attrs("func:StateTableFunc? func_arg:ui32=0").parents("aiex.cert.job"),
    op("aiex.cert.uc_dma_write_des_sync", "'(' $symbol:sym(aiex.cert.uc_dma_chain) ')' attr-dict", NoResults, Numbered).ods("CertUcDmaWriteDesSyncOp($symbol)").parents("aiex.cert.job"),
    op("aiex.cert.uc_dma_write_des", "'(' $wait_handle:i32[0..23] ', ' $symbol:sym(aiex.cert.uc_dma_chain) ')' attr-dict", NoResults, Numbered).ods("CertUcDmaWriteDesOp($wait_handle, $symbol)").parents("aiex.cert.job"),
    op("aiex.cert.wait_uc_dma", "'(' $wait_handle:i32[0..23] ')' attr-dict", NoResults, Numbered).ods("CertWaitUcDmaOp($wait_handle)").parents("aiex.cert.job"),
    op("aiex.cert.read32", "'(' $value:i32[0..23] ', ' $address:ui32 ')' attr-dict", NoResults, Numbered).ods("CertRead32Op($value, $address)").parents("aiex.cert.job"),
    op("aiex.cert.read32_d", "'(' $address:i32[0..23] ', ' $value:i32[0..23] ')' attr-dict", NoResults, Numbered).ods("CertRead32DOp($address, $value)").parents("aiex.cert.job"),
    op("aiex.cert.yield", "attr-dict", NoResults, Numbered).ods("CertYieldOp()").parents("aiex.cert.job"),
    op("aiex.cert.poll32", "'(' $address:ui32 ', ' $value:ui32 ')' attr-dict", NoResults, Numbered).ods("CertPoll32Op($address, $value)").parents("aiex.cert.job"),
    op("aiex.cert.sleep", "'(' $target:ui32 ')' attr-dict", NoResults, Numbered).ods("CertSleepOp($target)").parents("aiex.cert.job"),
    op("aiex.cert.save_timestamps", "'(' $unq_id:ui32 ')' attr-dict", NoResults, Numbered).ods("CertSaveTimestampsOp($unq_id)").parents("aiex.cert.job"),
    op("aiex.cert.save_register", "'(' $address:ui32 ', ' $unq_id:ui32 ')' attr-dict", NoResults, Numbered).ods("CertSaveRegisterOp($address, $unq_id)").parents("aiex.cert.job"),
    op("aiex.cert.wait_tcts", "'(' $tile_id:i32 ', ' $channel_id:i32 ', ' $target_tcts:i32 ')' attr-dict", NoResults, Numbered).ods("CertWaitTCTSOp($tile_id, $channel_id, $target_tcts)").parents("aiex.cert.job"),
    // aiec: `pad`, the control-code global whose pad the offset adds (cert-lowering.md)
    op("aiex.cert.apply_offset_57", "'(' $symbol:sym(memref.global) ', ' $num_entries:i16 ', ' $offset:i16 ')' attr-dict", NoResults, Numbered).ods("CertApplyOffset57Op($symbol, $num_entries, $offset)").attrs("pad:sym(memref.global)?").parents("aiex.cert.job"),
    op("aiex.cert.uc_dma_chain", "( ' ' $sym_name:symname )? region attr-dict", NoResults, Numbered).ods("CertUcDmaChainOp($sym_name?) {body}").implicit_terminator(OpKind::End),
    // The data global is looked up when printed as asm, not verified (mlir-aie).
    op("aiex.cert.uc_dma_bd", "' ' $remote_address:sym ', ' $local_address:i32 ', ' $length:i32 ', ' $next_bd:bool attr-dict", NoResults, Numbered).ods("CertUcDmaBdOp($remote_address, $local_address, $length, $next_bd)").parents("aiex.cert.uc_dma_chain"),
    op("aiex.cert.rel_acq_sync", "'(' $rel_address:ui32 ', ' $acq_address:ui32 ')' attr-dict", NoResults, Numbered).ods("CertRelAcqSyncOp($rel_address, $acq_address)").parents("aiex.cert.job"),
    op("aiex.cert.local_barrier", "'(' $local_barrier_id:i32 ', ' $num_participants:i32 ')' attr-dict", NoResults, Numbered).ods("CertLocalBarrierOp($local_barrier_id, $num_participants)").parents("aiex.cert.job"),
    op("aiex.cert.remote_barrier", "'(' $remote_barrier_id:i32 ', ' $party_mask:i32 ')' attr-dict", NoResults, Numbered).ods("CertRemoteBarrierOp($remote_barrier_id, $party_mask)").parents("aiex.cert.job"),
    op("aiex.cert.preempt", "'(' $id:i32 ', ' $save_section:sym ', ' $restore_section:sym ')' attr-dict", NoResults, Numbered).ods("CertPreemptOp($id, $save_section, $restore_section)").parents("aiex.cert.job"),
    op("aiex.cert.nop", "attr-dict", NoResults, Numbered).ods("CertNopOp()"),
    op("aiex.cert.load_pdi", "'(' $pdi_id:ui32 ', ' $symbol:sym ')' attr-dict", NoResults, Numbered).ods("CertLoadPdiOp($pdi_id, $symbol)").parents("aiex.cert.job"),
    // ---- func ----
    op("func.func", "( ' ' $sym_visibility:visibility )? ' ' $sym_name:symname @FuncSignature attr-dict-kw ( ' ' region )?", NoResults, Numbered).ods("FuncOp($sym_name, $function_type, $sym_visibility?, !arg_attrs, !res_attrs, !no_inline) {body}").attrs("function_type:typeattr link_with:str? link_with_mode:str?").isolated().default_dialect("func").discardable("link_with link_with_mode").allocation_scope(),
    op("func.return", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered).ods("ReturnOp(%operands*)").terminator().short_name("return").verifier(typed!(func::ret)),
    op("func.call", "' ' $callee:sym(func.func) '(' %* ')' attr-dict ' : ' fntype", FromFormat, Numbered).ods("CallOp($callee, %operands*, !arg_attrs, !res_attrs, !no_inline) -> _*").short_name("call").verifier(typed!(func::call)),
    // ---- emitc (what --convert-aiex-to-emitc writes) ----
    op("emitc.func", "' ' $sym_name:symname @FuncSignature attr-dict-kw ( ' ' region )?", NoResults, Numbered).ods("FuncOp($sym_name, $function_type, $specifiers?, !arg_attrs, !res_attrs) {body}").attrs("function_type:typeattr specifiers:any?").isolated().default_dialect("emitc"),
    op("emitc.return", "attr-dict ( ' ' % ' : ' otype )?", NoResults, Numbered).ods("ReturnOp(%operand?)").parents("emitc.func").terminator(),
    op("emitc.call_opaque", "' ' $callee:str '(' %* ')' attr-dict ' : ' fntype", FromFormat, Numbered).ods("CallOpaqueOp($callee, $args?, $template_args?, %operands*) -> _*").attrs("args:any? template_args:any?"),
    op("emitc.verbatim", "' ' $value:str ( ' args ' %* ' : ' otypes )? attr-dict", NoResults, Numbered).ods("VerbatimOp($value, %fmtArgs*)"),
    op("emitc.variable", "", FromFormat, Numbered).ods("VariableOp($value) -> _").attrs("value:any"),
    op("emitc.constant", "", FromFormat, Numbered).ods("ConstantOp($value) -> _").attrs("value:any").removable(),
    op("emitc.literal", "' ' $value:str attr-dict ' : ' type", FromFormat, Numbered).ods("LiteralOp($value) -> result").removable(),
    op("emitc.cast", CAST, FromFormat, Numbered).ods("CastOp(%source) -> dest").removable(),
    op("emitc.add", EMITC_BINARY, FromFormat, Numbered).ods("AddOp(%lhs, %rhs) -> _").removable(),
    op("emitc.sub", EMITC_BINARY, FromFormat, Numbered).ods("SubOp(%lhs, %rhs) -> _").removable(),
    op("emitc.mul", EMITC_BINARY, FromFormat, Numbered).ods("MulOp(%lhs, %rhs) -> _").removable(),
    op("emitc.div", EMITC_BINARY, FromFormat, Numbered).ods("DivOp(%lhs, %rhs) -> _").removable(),
    op("emitc.rem", EMITC_BINARY, FromFormat, Numbered).ods("RemOp(%lhs, %rhs) -> _").removable(),
    op("emitc.bitwise_and", EMITC_BINARY, FromFormat, Numbered).ods("BitwiseAndOp(%lhs, %rhs) -> _").removable(),
    op("emitc.bitwise_or", EMITC_BINARY, FromFormat, Numbered).ods("BitwiseOrOp(%lhs, %rhs) -> _").removable(),
    op("emitc.bitwise_xor", EMITC_BINARY, FromFormat, Numbered).ods("BitwiseXorOp(%lhs, %rhs) -> _").removable(),
    op("emitc.bitwise_left_shift", EMITC_BINARY, FromFormat, Numbered).ods("BitwiseLeftShiftOp(%lhs, %rhs) -> _").removable(),
    op("emitc.bitwise_right_shift", EMITC_BINARY, FromFormat, Numbered).ods("BitwiseRightShiftOp(%lhs, %rhs) -> _").removable(),
    op("emitc.cmp", "' ' $predicate:EmitCCmpPredicate ', ' % ', ' % attr-dict ' : ' fntype", FromFormat, Numbered).ods("CmpOp($predicate, %lhs, %rhs) -> _").removable(),
    op("emitc.conditional", "' ' % ', ' % ', ' % attr-dict ' : ' type", FromFormat, Numbered).ods("ConditionalOp(%condition, %true_value, %false_value) -> result").removable(),
    op("emitc.logical_not", "' ' % attr-dict ' : ' otype", I1, Numbered).ods("LogicalNotOp(%operand) -> _").removable(),
    op("emitc.for", "' ' @ForHeader ' ' region attr-dict", NoResults, Numbered).ods("ForOp(%lowerBound, %upperBound, %step, %initArgs*) {region}").implicit_terminator(OpKind::EmitcYield).default_dialect("emitc"),
    op("emitc.if", "' ' % ' ' region ( ' else ' region )? attr-dict", NoResults, Numbered).ods("IfOp(%condition) {thenRegion, elseRegion}").implicit_terminator(OpKind::EmitcYield).default_dialect("emitc"),
    op("emitc.yield", "attr-dict ( ' ' % ' : ' otype )?", NoResults, Numbered).ods("YieldOp(%result?)").parents("emitc.for|emitc.if").terminator(),
    // ---- scf ----
    op("scf.for", "' ' @ForHeader ' ' region attr-dict", FromFormat, Numbered).ods("ForOp(%lowerBound, %upperBound, %step, %initArgs*, $unsignedCmp?) -> results* {region}").attrs("unsignedCmp:flag").implicit_terminator(OpKind::ScfYield).allocation_scope().verifier(typed!(scf::scf_for)).recursive_effects(),
    op("scf.if", "' ' % ( ' -> ' types )? ' ' region ( ' else ' region )? attr-dict", FromFormat, Numbered).ods("IfOp(%condition) -> results* {thenRegion, elseRegion} [InferTypeOpInterface]").implicit_terminator(OpKind::ScfYield).verifier(typed!(scf::scf_if)).recursive_effects(),
    op("scf.yield", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered).ods("YieldOp(%results*)").terminator(),
    op("scf.index_switch", "' ' % attr-dict @SwitchCases", FromFormat, Numbered).ods("IndexSwitchOp(%arg, $cases) -> results* {defaultRegion, caseRegions*}").attrs("cases:i64s").verifier(typed!(scf::index_switch)).recursive_effects(),
    op("scf.while", "@WhileHeader ' ' region ' do ' region attr-dict-kw", FromFormat, Numbered).ods("WhileOp(%inits*) -> results* {before, after}").verifier(typed!(scf::scf_while)).recursive_effects(),
    op("scf.condition", "'(' % ')' attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered).ods("ConditionOp(%condition, %args*)").parents("scf.while").terminator().verifier(typed!(scf::condition)),
    op("scf.execute_region", "@ArrowTypes ' ' region attr-dict", FromFormat, Numbered).ods("ExecuteRegionOp() -> _* {region}").verifier(typed!(scf::execute_region)),
    // `scf.parallel`'s body ends in `scf.reduce`, whose regions end in
    // `scf.reduce.return` (before `scf.reduce`: prefix).
    op("scf.parallel", "' ' @ParallelHeader ' ' region attr-dict", FromFormat, Numbered).ods("ParallelOp(%lowerBound*, %upperBound*, %step*, %initVals*) -> results* {region} [AttrSizedOperandSegments]").implicit_terminator(OpKind::ScfReduce).shows_terminator().allocation_scope().verifier(typed!(scf::parallel)),
    op("scf.reduce.return", "' ' % attr-dict ' : ' otype", NoResults, Numbered).ods("ReduceReturnOp(%result)").parents("scf.reduce").terminator().verifier(typed!(scf::reduce_return)),
    op("scf.reduce", "( '(' %* ' : ' otypes ')' )? ' ' @Reductions attr-dict", NoResults, Numbered).ods("ReduceOp(%operands*) {reductions*}").parents("scf.parallel").terminator().verifier(typed!(scf::reduce)),
    // `scf.forall.in_parallel` before `scf.forall` (prefix).
    op("scf.forall.in_parallel", "' ' region attr-dict", NoResults, Numbered).ods("InParallelOp() {region}").parents("scf.forall").terminator().verifier(typed!(scf::in_parallel)).no_terminator(),
    op("scf.forall", "' ' @ForallHeader ' ' region attr-dict", FromFormat, Numbered).ods("ForallOp(%dynamicLowerBound*, %dynamicUpperBound*, %dynamicStep*, $staticLowerBound, $staticUpperBound, $staticStep, %outputs*, $mapping?) -> results* {region} [AttrSizedOperandSegments]").attrs("staticLowerBound:mixed staticUpperBound:mixed staticStep:mixed mapping:any?").implicit_terminator(OpKind::ScfForallInParallel).allocation_scope().verifier(typed!(scf::forall)),
    // ---- affine ----
    op("affine.for", "' ' @AffineForHeader ' ' region attr-dict", FromFormat, Numbered).ods("AffineForOp(%lowerBoundOperands*, %upperBoundOperands*, %inits*, $lowerBoundMap, $upperBoundMap, $step) -> results* {region} [AttrSizedOperandSegments]").attrs("lowerBoundMap:affinemap upperBoundMap:affinemap step:index").implicit_terminator(OpKind::AffineYield).segmented().allocation_scope().verifier(typed!(affine::affine_for)),
    op("affine.yield", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered).ods("AffineYieldOp(%operands*)").parents("affine.for").terminator().verifier(typed!(affine::affine_yield)),
    op("affine.load", "' ' % @AffineIndices attr-dict ' : ' otype", ElementOfFirstOperand, Numbered).ods("AffineLoadOp(%memref, %indices*, $map) -> result").attrs("map:affinemap").reads_or_allocates().verifier(typed!(affine::load)),
    op("affine.store", "' ' % ', ' % @AffineIndices attr-dict ' : ' otype", NoResults, Numbered).ods("AffineStoreOp(%value, %memref, %indices*, $map)").attrs("map:affinemap").verifier(typed!(affine::store)),
    op("affine.apply", "' ' $map:affinemap @MapOperands attr-dict", INDEX, Numbered).ods("AffineApplyOp($map, %mapOperands*) -> _ [InferTypeOpInterface]").removable().verifier(typed!(affine::apply)),
    // ---- cf ----
    op("cf.br", "' ' ^* attr-dict", NoResults, Numbered).ods("BranchOp(%destOperands*) ^dest").terminator().branch(),
    op("cf.assert", "' ' % ', ' $msg:str attr-dict", NoResults, Numbered).ods("AssertOp(%arg, $msg)"),
    op("cf.cond_br", "' ' % ', ' ^* ', ' ^* attr-dict", NoResults, Numbered).ods("CondBranchOp(%condition, %trueDestOperands*, %falseDestOperands*, !branch_weights) ^trueDest ^falseDest [AttrSizedOperandSegments]").terminator().branch().segmented(),
    // ---- arith ----
    op("arith.constant", "attr-dict ' ' $value:typed", FromValue, Constant).ods("ConstantOp($value) -> result [InferTypeOpInterface]").removable(),
    op("arith.addi", BINARY, FromFormat, Numbered).ods("AddIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result [SameOperandsAndResultType]").removable().implied(OVERFLOW).commutative(),
    op("arith.subi", BINARY, FromFormat, Numbered).ods("SubIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result [SameOperandsAndResultType]").removable().implied(OVERFLOW),
    op("arith.muli", BINARY, FromFormat, Numbered).ods("MulIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result [SameOperandsAndResultType]").removable().implied(OVERFLOW).commutative(),
    op("arith.divsi", BINARY, FromFormat, Numbered).ods("DivSIOp(%lhs, %rhs, !isExact) -> result [SameOperandsAndResultType]").removable(),
    op("arith.divui", BINARY, FromFormat, Numbered).ods("DivUIOp(%lhs, %rhs, !isExact) -> result [SameOperandsAndResultType]").removable(),
    op("arith.remsi", BINARY, FromFormat, Numbered).ods("RemSIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable(),
    op("arith.remui", BINARY, FromFormat, Numbered).ods("RemUIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable(),
    op("arith.andi", BINARY, FromFormat, Numbered).ods("AndIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.ori", BINARY, FromFormat, Numbered).ods("OrIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.xori", BINARY, FromFormat, Numbered).ods("XOrIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.shli", BINARY, FromFormat, Numbered).ods("ShLIOp(%lhs, %rhs, !overflowFlags=#arith.overflow<none>) -> result [SameOperandsAndResultType]").removable().implied(OVERFLOW),
    op("arith.shrsi", BINARY, FromFormat, Numbered).ods("ShRSIOp(%lhs, %rhs, !isExact) -> result [SameOperandsAndResultType]").removable(),
    op("arith.shrui", BINARY, FromFormat, Numbered).ods("ShRUIOp(%lhs, %rhs, !isExact) -> result [SameOperandsAndResultType]").removable(),
    op("arith.maxsi", BINARY, FromFormat, Numbered).ods("MaxSIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.minsi", BINARY, FromFormat, Numbered).ods("MinSIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.addf", BINARY, FromFormat, Numbered).ods("AddFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.subf", BINARY, FromFormat, Numbered).ods("SubFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH),
    op("arith.mulf", BINARY, FromFormat, Numbered).ods("MulFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.divf", BINARY, FromFormat, Numbered).ods("DivFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH),
    op("arith.maxui", BINARY, FromFormat, Numbered).ods("MaxUIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.minui", BINARY, FromFormat, Numbered).ods("MinUIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable().commutative(),
    op("arith.ceildivsi", BINARY, FromFormat, Numbered).ods("CeilDivSIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable(),
    op("arith.floordivsi", BINARY, FromFormat, Numbered).ods("FloorDivSIOp(%lhs, %rhs) -> result [SameOperandsAndResultType]").removable(),
    op("arith.remf", BINARY, FromFormat, Numbered).ods("RemFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH),
    op("arith.maximumf", BINARY, FromFormat, Numbered).ods("MaximumFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.minimumf", BINARY, FromFormat, Numbered).ods("MinimumFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.maxnumf", BINARY, FromFormat, Numbered).ods("MaxNumFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.minnumf", BINARY, FromFormat, Numbered).ods("MinNumFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).commutative(),
    op("arith.negf", "' ' % attr-dict ' : ' type", FromFormat, Numbered).ods("NegFOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH),
    op("arith.cmpi", "' ' $predicate:CmpIPredicate ', ' % ', ' % attr-dict ' : ' otype", Results::BoolLikeOperand, Numbered).ods("CmpIOp($predicate, %lhs, %rhs) -> result [InferTypeOpInterface]").removable(),
    op("arith.cmpf", "' ' $predicate:CmpFPredicate ', ' % ', ' % attr-dict ' : ' otype", Results::BoolLikeOperand, Numbered).ods("CmpFOp($predicate, %lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [InferTypeOpInterface]").removable().implied(FASTMATH),
    op("arith.select", "' ' % ', ' % ', ' % attr-dict ' : ' @SelectTypes", FromFormat, Numbered).ods("SelectOp(%condition, %true_value, %false_value) -> result [InferTypeOpInterface]").removable().verifier(typed!(vector_values::select)),
    op("arith.index_cast", CAST, FromFormat, Numbered).ods("IndexCastOp(%in) -> out").removable().verifier(arith::index_cast),
    op("arith.extsi", CAST, FromFormat, Numbered).ods("ExtSIOp(%in) -> out").removable().verifier(arith::widen_int),
    op("arith.extui", CAST, FromFormat, Numbered).ods("ExtUIOp(%in) -> out").removable().verifier(arith::widen_int),
    op("arith.trunci", CAST, FromFormat, Numbered).ods("TruncIOp(%in, !overflowFlags=#arith.overflow<none>) -> out").removable().verifier(arith::narrow_int),
    op("arith.extf", CAST, FromFormat, Numbered).ods("ExtFOp(%in, !fastmath) -> out").removable().verifier(arith::widen_float),
    op("arith.truncf", CAST, FromFormat, Numbered).ods("TruncFOp(%in, !roundingmode, !fastmath) -> out").removable().verifier(arith::narrow_float),
    op("arith.sitofp", CAST, FromFormat, Numbered).ods("SIToFPOp(%in) -> out").removable().verifier(arith::int_to_float),
    op("arith.uitofp", CAST, FromFormat, Numbered).ods("UIToFPOp(%in) -> out").removable().verifier(arith::int_to_float),
    op("arith.fptosi", CAST, FromFormat, Numbered).ods("FPToSIOp(%in) -> out").removable().verifier(arith::float_to_int),
    op("arith.fptoui", CAST, FromFormat, Numbered).ods("FPToUIOp(%in) -> out").removable().verifier(arith::float_to_int),
    op("arith.bitcast", CAST, FromFormat, Numbered).ods("BitcastOp(%in) -> out").removable().verifier(arith::bitcast),
    op("arith.index_castui", CAST, FromFormat, Numbered).ods("IndexCastUIOp(%in) -> out").removable().verifier(arith::index_cast),
    // ---- memref ----
    op("memref.global", "( ' ' $sym_visibility:str )? ( ' ' $constant:flag )? ' ' $sym_name:symname ' : ' $type:typeattr ( ' = ' $initial_value:globalinit )? attr-dict", NoResults, Numbered).ods("GlobalOp($sym_name, $sym_visibility?, $type, $initial_value?, $constant?, $alignment?)").attrs("alignment:i64?"),
    op("memref.get_global", "' ' $name:sym(memref.global) ' : ' type attr-dict", FromFormat, Numbered).ods("GetGlobalOp($name) -> result").removable(),
    op("memref.load", "' ' % '[' %* ']' attr-dict ' : ' otype", ElementOfFirstOperand, Numbered).ods("LoadOp(%memref, %indices*, !nontemporal=false, !alignment) -> result [InferTypeOpInterface]").reads_or_allocates().verifier(typed!(memref::load)),
    op("memref.store", "' ' % ', ' % '[' %* ']' attr-dict ' : ' otype", NoResults, Numbered).ods("StoreOp(%value, %memref, %indices*, !nontemporal=false, !alignment)").verifier(typed!(memref::store)),
    // `memref.alloca_scope.return`, `memref.alloca_scope` and `memref.alloca`
    // before `memref.alloc` (prefixes).
    op("memref.alloca_scope.return", "attr-dict ( ' ' %* ' : ' otypes )?", NoResults, Numbered).ods("AllocaScopeReturnOp(%results*)").parents("memref.alloca_scope").terminator(),
    op("memref.alloca_scope", "' ' ( ' -> ' types )? ' ' region attr-dict", FromFormat, Numbered).ods("AllocaScopeOp() -> results* {bodyRegion}").implicit_terminator(OpKind::MemrefAllocaScopeReturn).allocation_scope().verifier(typed!(memref::alloca_scope)),
    op("memref.alloca", "'(' ')' attr-dict ' : ' type", FromFormat, Named("alloca")).ods("AllocaOp(!%dynamicSizes*, !%symbolOperands*, $alignment?) -> memref [AttrSizedOperandSegments]").attrs("alignment:i64[0..]?").reads_or_allocates().segmented().verifier(typed!(memref::alloca)),
    // `id`: what mlir-aie requires of an allocation in a core tile's DMA region.
    op("memref.alloc", "'(' ')' attr-dict ' : ' type", FromFormat, Named("alloc")).ods("AllocOp(!%dynamicSizes*, !%symbolOperands*, !alignment) -> memref [AttrSizedOperandSegments]").attrs("id:any?").discardable("id").reads_or_allocates(),
    op("memref.dim", "' ' % ', ' % attr-dict ' : ' otype", INDEX, Named("dim")).ods("DimOp(%source, %index) -> result [InferTypeOpInterface]").removable(),
    op("memref.dealloc", "' ' % attr-dict ' : ' otype", NoResults, Numbered).ods("DeallocOp(%memref)"),
    op("memref.subview", "' ' % $static_offsets:mixed ' ' $static_sizes:mixed ' ' $static_strides:mixed attr-dict ' : ' otype ' to ' type", FromFormat, Named("subview")).ods("SubViewOp(%source, %offsets*, %sizes*, %strides*, $static_offsets, $static_sizes, $static_strides) -> result [AttrSizedOperandSegments]").removable().view_like().segmented().verifier(typed!(memref::subview)),
    op("memref.reinterpret_cast", "' ' % ' to ' 'offset: ' $static_offsets:mixed ', ' 'sizes: ' $static_sizes:mixed ', ' 'strides: ' $static_strides:mixed attr-dict ' : ' otype ' to ' type", FromFormat, Named("reinterpret_cast")).ods("ReinterpretCastOp(%source, %offsets*, %sizes*, %strides*, $static_offsets, $static_sizes, $static_strides) -> result [AttrSizedOperandSegments]").removable().view_like().segmented().verifier(typed!(memref::reinterpret_cast)),
    op("memref.cast", CAST, FromFormat, Named("cast")).ods("CastOp(%source) -> dest").removable().view_like().verifier(typed!(memref::cast)),
    op("memref.view", "' ' % '[' % ']' '[' %* ']' attr-dict ' : ' otype:0 ' to ' type", FromFormat, Named("view")).ods("ViewOp(%source, %byte_shift, %sizes*) -> _").removable().view_like().verifier(typed!(memref::view)),
    op("memref.collapse_shape", "' ' % ' ' $reassociation:reassoc attr-dict ' : ' otype ' into ' type", FromFormat, Named("collapse_shape")).ods("CollapseShapeOp(%src, $reassociation) -> result").removable().view_like().verifier(typed!(memref::collapse_shape)),
    op("memref.expand_shape", "' ' % ' ' $reassociation:reassoc ( ' output_shape ' $static_output_shape:mixed )? attr-dict ' : ' otype ' into ' type", FromFormat, Named("expand_shape")).ods("ExpandShapeOp(%src, $reassociation, %output_shape*, $static_output_shape) -> result").removable().view_like().verifier(typed!(memref::expand_shape)),
    op("memref.assume_alignment", "' ' % ', ' $alignment:i32 attr-dict ' : ' otype", NoResults, Numbered).ods("AssumeAlignmentOp(%memref, $alignment)").verifier(typed!(memref::assume_alignment)),
    op("memref.copy", "' ' % ', ' % attr-dict ' : ' otype:0 ' to ' otype:1", NoResults, Numbered).ods("CopyOp(%source, %target)").verifier(typed!(memref::copy)),
    // ---- vector ----
    // `vector.extract_strided_slice` before `vector.extract` (prefix).
    op("vector.transfer_read", "' ' % '[' %* ']' ', ' % ( ', ' % )? attr-dict ' : ' otype:0 ', ' type", FromFormat, Numbered).ods("TransferReadOp(%source, %indices*, $permutation_map, %padding, %mask?, $in_bounds) -> vector [AttrSizedOperandSegments]").attrs("in_bounds:any? permutation_map:affinemap? operandSegmentSizes:i32s?").reads_or_allocates().verifier(typed!(vector::transfer_read)),
    op("vector.transfer_write", "' ' % ', ' % '[' %* ']' ( ', ' % )? attr-dict ' : ' otype:0 ', ' otype:1", NoResults, Numbered).ods("TransferWriteOp(%valueToStore, %source, %indices*, $permutation_map, %mask?, $in_bounds) -> !result? [AttrSizedOperandSegments]").attrs("in_bounds:any? permutation_map:affinemap? operandSegmentSizes:i32s?").verifier(typed!(vector::transfer_write)),
    op("vector.load", "' ' % '[' %* ']' attr-dict ' : ' otype:0 ', ' type", FromFormat, Numbered).ods("LoadOp(%base, %indices*, $nontemporal?, $alignment?) -> result").attrs("nontemporal:bool?=false alignment:i64?").reads_or_allocates().verifier(typed!(vector::load)),
    op("vector.store", "' ' % ', ' % '[' %* ']' attr-dict ' : ' otype:1 ', ' otype:0", NoResults, Numbered).ods("StoreOp(%valueToStore, %base, %indices*, $nontemporal?, $alignment?)").attrs("nontemporal:bool?=false alignment:i64?").verifier(typed!(vector::store)),
    op("vector.maskedload", "' ' % '[' %* ']' ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:-2 ', ' otype:-1 ' into ' type", FromFormat, Numbered).ods("MaskedLoadOp(%base, %indices*, %mask, %pass_thru, $alignment?) -> result").attrs("alignment:i64?").reads_or_allocates().verifier(typed!(vector::maskedload)),
    op("vector.maskedstore", "' ' % '[' %* ']' ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:-2 ', ' otype:-1", NoResults, Numbered).ods("MaskedStoreOp(%base, %indices*, %mask, %valueToStore, $alignment?)").attrs("alignment:i64?").verifier(typed!(vector::maskedstore)),
    op("vector.reduction", "' ' '<' $kind:CombiningKind '>' ', ' % ( ', ' % )? attr-dict ' : ' otype:0 ' into ' type", FromFormat, Numbered).ods("ReductionOp($kind, %vector, %acc?, $fastmath?) -> dest").attrs("fastmath:any?").removable().implied(FASTMATH).verifier(typed!(vector_values::reduction)),
    op("vector.broadcast", CAST, FromFormat, Numbered).ods("BroadcastOp(%source) -> vector").removable().verifier(typed!(vector_values::broadcast)),
    op("vector.splat", UNARY, FromFormat, Numbered).ods("SplatOp(%input) -> aggregate").removable().verifier(typed!(vector_values::splat)),
    op("vector.extract_strided_slice", "' ' % attr-dict ' : ' otype ' to ' type", FromFormat, Numbered).ods("ExtractStridedSliceOp(%vector, $offsets, $sizes, $strides) -> _").attrs("offsets:ints sizes:ints strides:ints").removable().verifier(typed!(vector_values::extract_strided_slice)),
    op("vector.extract", "' ' % $static_position:mixed attr-dict ' : ' type ' from ' otype:0", FromFormat, Numbered).ods("ExtractOp(%vector, %dynamic_position*, $static_position) -> result [InferTypeOpInterface]").removable().verifier(typed!(vector_values::extract)),
    op("vector.insert", "' ' % ', ' % $static_position:mixed attr-dict ' : ' otype:0 ' into ' type", FromFormat, Numbered).ods("InsertOp(%valueToStore, %dest, %dynamic_position*, $static_position) -> result [InferTypeOpInterface]").removable().verifier(typed!(vector_values::insert)),
    op("vector.outerproduct", "' ' % ', ' % ( ', ' % attr-dict )? ' : ' otype:0 ', ' otype:1", OuterProduct, Numbered).ods("OuterProductOp(%lhs, %rhs, %acc?, $kind?) -> _").attrs("kind:CombiningKind+=add")
        .older(&["' ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1"]).verifier(typed!(vector_values::outerproduct)),
    op("vector.fma", "' ' % ', ' % ', ' % attr-dict ' : ' type", FromFormat, Numbered).ods("FMAOp(%lhs, %rhs, %acc) -> result [InferTypeOpInterface]").removable().verifier(typed!(vector_values::fma)),
    op("vector.shuffle", "' ' % ', ' % ' ' $mask:ints attr-dict ' : ' otype:0 ', ' otype:1", ShuffleMask, Numbered).ods("ShuffleOp(%v1, %v2, $mask) -> vector [InferTypeOpInterface]").removable().verifier(typed!(vector_values::shuffle)),
    // a value printed by the core (its value form; mlir-aie's cascade tests
    // print what a core got)
    op("vector.print", "( ' ' % ' : ' otype )? ( ' str ' $stringLiteral:str )? ( ' punctuation <' $punctuation:PrintPunctuation+=newline '>' )? attr-dict", NoResults, Numbered).ods("PrintOp(%source?, $punctuation?, $stringLiteral?)"),
    op("vector.shape_cast", CAST, FromFormat, Numbered).ods("ShapeCastOp(%source) -> result").removable().verifier(typed!(vector_values::shape_cast)),
    op("vector.bitcast", CAST, FromFormat, Numbered).ods("BitCastOp(%source) -> result").removable().verifier(typed!(vector_values::bitcast)),
    op("vector.create_mask", "' ' %* attr-dict ' : ' type", FromFormat, Numbered).ods("CreateMaskOp(%operands*) -> _").removable().verifier(typed!(vector_values::create_mask)),
    op("vector.constant_mask", "' ' $mask_dim_sizes:mixed attr-dict ' : ' type", FromFormat, Numbered).ods("ConstantMaskOp($mask_dim_sizes, +%dynamic_mask_dim_sizes*) -> _").removable().int_array("mask_dim_sizes").verifier(typed!(vector_values::constant_mask)),
    // ---- ptr (MLIR's pointer dialect; the -O3 vector passes make them) ----
    op("ptr.to_ptr", "' ' % attr-dict ' : ' otype ' -> ' type", FromFormat, Numbered).ods("ToPtrOp(%ptr) -> result").removable().verifier(typed!(ptr::to_ptr)),
    op("ptr.from_ptr", "' ' % ( ' metadata ' % )? attr-dict ' : ' otype:0 ' -> ' type", FromFormat, Numbered).ods("FromPtrOp(%ptr, %metadata?) -> result").removable().verifier(typed!(ptr::from_ptr)),
    op("ptr.get_metadata", "' ' % attr-dict ' : ' otype", PtrMetadataOfFirstOperand, Numbered).ods("GetMetadataOp(%ptr) -> result [InferTypeOpInterface]").removable().verifier(typed!(ptr::get_metadata)),
    op("ptr.ptr_add", "' ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1", SameAsFirstOperand, Numbered).ods("PtrAddOp(%base, %offset, !flags=none) -> result [InferTypeOpInterface]").removable().verifier(typed!(ptr::ptr_add)),
    op("builtin.unrealized_conversion_cast", "' ' %* attr-dict ' : ' otypes ' to ' rtypes", FromFormat, Numbered).ods("UnrealizedConversionCastOp(%inputs*) -> outputs*").removable(),
    // ---- aievec (mlir-aie's AIE2 vector dialect, AIEVecOps.td) ----
    op("aievec.add_elem", BINARY, TypeOfOperand(0), Numbered).ods("AddElemOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::add_elem)),
    op("aievec.sub_elem", BINARY, TypeOfOperand(0), Numbered).ods("SubElemOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::sub_elem)),
    op("aievec.mac_elem", ELEM3, FromFormat, Numbered).ods("FMAElemOp(%lhs, %rhs, %acc, $fmsub?) -> result").attrs("fmsub:bool=false").removable().verifier(typed!(aievec::mac_elem)),
    op("aievec.mul_elem", ELEM2, FromFormat, Numbered).ods("MulElemOp(%lhs, %rhs) -> result").removable().verifier(typed!(aievec::mul_elem)),
    op("aievec.broadcast_scalar", "' ' % ' : ' otype ', ' type", FromFormat, Numbered).ods("BroadcastScalarOp(%source) -> result").removable().verifier(typed!(aievec::broadcast_scalar)),
    op("aievec.broadcast", CONVERT, FromFormat, Numbered).ods("BroadcastOp(%source, $idx?) -> result").attrs("idx:i8+=0").removable().verifier(typed!(aievec::broadcast)),
    op("aievec.ups", CONVERT, FromFormat, Numbered).ods("UPSOp(%source, $shift?) -> result").attrs("shift:i8+=0").removable().verifier(typed!(aievec::ups)),
    op("aievec.cast", CONVERT, FromFormat, Numbered).ods("CastOp(%source, $isResAcc?) -> result").attrs("isResAcc:bool+=false").removable().verifier(typed!(aievec::cast)),
    op("aievec.srs", ELEM2, FromFormat, Numbered).ods("SRSOp(%source, %shift, $sign?) -> result").attrs("sign:i32[0..1]=1").removable().verifier(typed!(aievec::srs)),
    op("aievec.upd", "' ' % '[' %* ']' ( ', ' % )? attr-dict ' : ' otype:0 ', ' type", FromFormat, Numbered).ods("UPDOp(%source, %indices*, $offset?, $index?, %vector?) -> result [AttrSizedOperandSegments]").attrs("offset:i32+=0 index:i8[0..1]+=0").reads_or_allocates().verifier(typed!(aievec::upd)),
    op("aievec.concat", "' ' %* attr-dict ' : ' otype:0 ', ' type", Concatenation, Numbered).ods("ConcatOp(%sources*) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::concat)),
    // `ext_elem` before its prefix `ext`.
    op("aievec.ext_elem", ELEM2, FromFormat, Numbered).ods("ExtElemOp(%source, %index) -> result").removable().verifier(typed!(aievec::ext_elem)),
    op("aievec.ext", CONVERT, FromFormat, Numbered).ods("ExtOp(%source, $index) -> result").attrs("index:i8[0..8]").removable().verifier(typed!(aievec::ext)),
    op("aievec.pack", CONVERT, FromFormat, Numbered).ods("PackOp(%source) -> result").removable().verifier(typed!(aievec::pack)),
    op("aievec.unpack", CONVERT, FromFormat, Numbered).ods("UnpackOp(%source) -> result").removable().verifier(typed!(aievec::unpack)),
    op("aievec.shift", "' ' % ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1 ', ' otype:2 ', ' type", FromFormat, Numbered).ods("ShiftOp(%lhs, %rhs, %shift, $isAcc?) -> result").attrs("isAcc:bool+=false").removable().verifier(typed!(aievec::shift)),
    op("aievec.legacyshuffle", CONVERT, FromFormat, Numbered).ods("LegacyShuffleOp(%source, $mode?) -> result").attrs("mode:i32+=0").removable().verifier(typed!(aievec::legacy_shuffle)),
    op("aievec.mul_conv", ELEM2, FromFormat, Numbered).ods("MulConvOp(%lhs, %rhs, $M?, $N?) -> result").attrs("M:i32+=0 N:i32+=0").removable().verifier(typed!(aievec::mul_conv)),
    op("aievec.fma_conv", ELEM3, FromFormat, Numbered).ods("FMAConvOp(%lhs, %rhs, %acc, $M?, $N?, $fmsub?) -> result").attrs("M:i32+=0 N:i32+=0 fmsub:bool=false").removable().verifier(typed!(aievec::fma_conv)),
    op("aievec.min", BINARY, TypeOfOperand(0), Numbered).ods("MinOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::min)),
    op("aievec.max", BINARY, TypeOfOperand(0), Numbered).ods("MaxOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::max)),
    op("aievec.cmp", "' ' % ', ' % ' {pred = ' $pred:str+= attr-dict '}' ' : ' otype:0 ', ' otype:1 ', ' type", FromFormat, Numbered).ods("CmpOp(%lhs, %rhs, $pred?) -> result").removable().verifier(typed!(aievec::cmp)),
    op("aievec.sel", "' ' % ', ' % ', ' % attr-dict ' : ' otype:0 ', ' otype:1 ', ' otype:2 ', ' type", TypeOfOperand(0), Numbered).ods("SelOp(%lhs, %rhs, %sel) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::sel)),
    op("aievec.neg", UNARY, TypeOfOperand(0), Numbered).ods("NegOp(%source) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::neg)),
    op("aievec.exp", UNARY, TypeOfOperand(0), Numbered).ods("ExpOp(%source) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::exp)),
    op("aievec.tanh", UNARY, TypeOfOperand(0), Numbered).ods("TanhOp(%source) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::tanh)),
    op("aievec.inv", UNARY, TypeOfOperand(0), Numbered).ods("InvOp(%source) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::inv)),
    op("aievec.bxor", ELEM2, TypeOfOperand(0), Numbered).ods("BxorOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::bxor)),
    op("aievec.bneg", UNARY, TypeOfOperand(0), Numbered).ods("BnegOp(%source) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::bneg)),
    op("aievec.bor", ELEM2, TypeOfOperand(0), Numbered).ods("BorOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::bor)),
    op("aievec.band", ELEM2, TypeOfOperand(0), Numbered).ods("BandOp(%lhs, %rhs) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::band)),
    // `matmul_aie2p` before its prefix `matmul`.
    op("aievec.matmul_aie2p", MATMUL, TypeOfOperand(2), Numbered).ods("MatMulOp_AIE2P(%lhs, %rhs, %acc) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::matmul_aie2p)),
    op("aievec.matmul", MATMUL, TypeOfOperand(2), Numbered).ods("MatMulOp(%lhs, %rhs, %acc) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::matmul)),
    op("aievec.shuffle", "' ' % ( ', ' % )? ' [' $mode:ShuffleMode ']' attr-dict ' : ' type", TypeOfOperand(0), Numbered).ods("ShuffleOp(%lhs, %rhs?, $mode) -> result [InferTypeOpInterface]").removable().verifier(typed!(aievec::shuffle)),
    // ---- math (names that another extends come after it) ----
    op("math.absf", UNARY, FromFormat, Numbered).ods("AbsFOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.ceil", UNARY, FromFormat, Numbered).ods("CeilOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.floor", UNARY, FromFormat, Numbered).ods("FloorOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.roundeven", UNARY, FromFormat, Numbered).ods("RoundEvenOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.round", UNARY, FromFormat, Numbered).ods("RoundOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.trunc", UNARY, FromFormat, Numbered).ods("TruncOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.sqrt", UNARY, FromFormat, Numbered).ods("SqrtOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.rsqrt", UNARY, FromFormat, Numbered).ods("RsqrtOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.exp2", UNARY, FromFormat, Numbered).ods("Exp2Op(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.expm1", UNARY, FromFormat, Numbered).ods("ExpM1Op(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.exp", UNARY, FromFormat, Numbered).ods("ExpOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.log10", UNARY, FromFormat, Numbered).ods("Log10Op(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.log1p", UNARY, FromFormat, Numbered).ods("Log1pOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.log2", UNARY, FromFormat, Numbered).ods("Log2Op(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.log", UNARY, FromFormat, Numbered).ods("LogOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.sin", UNARY, FromFormat, Numbered).ods("SinOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.cos", UNARY, FromFormat, Numbered).ods("CosOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.tanh", UNARY, FromFormat, Numbered).ods("TanhOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.tan", UNARY, FromFormat, Numbered).ods("TanOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.fma", "' ' % ', ' % ', ' % attr-dict ' : ' type", FromFormat, Numbered).ods("FmaOp(%a, %b, %c, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.atan2", BINARY, FromFormat, Numbered).ods("Atan2Op(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.atan", UNARY, FromFormat, Numbered).ods("AtanOp(%operand, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.powf", BINARY, FromFormat, Numbered).ods("PowFOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
    op("math.copysign", BINARY, FromFormat, Numbered).ods("CopySignOp(%lhs, %rhs, !fastmath=#arith.fastmath<none>) -> result [SameOperandsAndResultType]").removable().implied(FASTMATH).verifier(vector::math),
];

/// The module attribute naming the LLVM target (`--aie-standard-lowering`).
pub const LLVM_TARGET_TRIPLE: &str = "llvm.target_triple";
