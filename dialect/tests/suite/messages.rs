//! The verifier's messages in one table, checked in one pass: every error
//! the verifier reports on the workspace's test inputs (`test/`,
//! `examples/`) must be a row of [`MESSAGES`], and every row worded as
//! mlir-aie words it must be reported on one of them. A row gives where its
//! words come from: mlir-aie's verifiers (compared with mlir-aie at
//! 3ca0193 and 760932a4, and its branch objfifo-disentangle, whose ops aiec
//! reads too), MLIR's, or aiec's own rules (docs/diagnostics.md).

use crate::corpus;
use dialect::diag::Severity;
use dialect::ir::{OpId, Span};
use dialect::Ir;
use std::collections::{BTreeSet, HashMap};

/// Where the words of a verifier message come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Words {
    /// mlir-aie's: the file whose verifier (or pass, for a check aiec makes
    /// when it verifies) gives it.
    MlirAie(&'static str),
    /// MLIR's: its dialects' verifiers, op traits and ODS constraints.
    Mlir,
    /// aiec's: a rule mlir-aie's verifiers do not have.
    Aiec,
}
use Words::{Aiec, Mlir, MlirAie};

/// Every message the verifier reports on the test inputs, without the
/// `'<op>' op` prefix, `{}` standing for what it names (a number, a name, a
/// type).
const MESSAGES: &[(Words, &str)] = &[
    (MlirAie("AIEDMATasksToNPU.cpp"), "zero padding is not supported with runtime sizes/strides/len."),
    (MlirAie("AIEDialect.cpp"), "; connecting {} to {} on TileID({}, {}) targets same dst as another connect op; existing destinations: {}"),
    (MlirAie("AIEDialect.cpp"), "AcquireGreaterEqual is not supported in AIE1."),
    (MlirAie("AIEDialect.cpp"), "BD block must have at most one acquire UseLockOp, found {}"),
    (MlirAie("AIEDialect.cpp"), "BD block must have at most one release UseLockOp, found {}"),
    (MlirAie("AIEDialect.cpp"), "BD block must have exactly one DMABDOp, found {}"),
    (MlirAie("AIEDialect.cpp"), "BD iteration current must be in [0, size)"),
    (MlirAie("AIEDialect.cpp"), "BD iteration is not supported on this target"),
    (MlirAie("AIEDialect.cpp"), "BD iteration size must be in [1, 64]"),
    (MlirAie("AIEDialect.cpp"), "BD iteration stride must be aligned to 32-bit words"),
    (MlirAie("AIEDialect.cpp"), "BD iteration stride must be in [1, {}] 32-bit words"),
    (MlirAie("AIEDialect.cpp"), "BDs only support BufferOp or ExternalBufferOp operands."),
    (MlirAie("AIEDialect.cpp"), "Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC."),
    (MlirAie("AIEDialect.cpp"), "AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC."),
    (MlirAie("AIEDialect.cpp"), "Cannot give more than {} dimensions for step sizes and wraps on this tile (got {} dimensions)."),
    (MlirAie("AIEDialect.cpp"), "Core tile DMAs can only access a buffer in the same tile."),
    (MlirAie("AIEDialect.cpp"), "DMAOp can only appear in single block region"),
    (MlirAie("AIEDialect.cpp"), "DMAOp is not compatible with DMAStart ops"),
    (MlirAie("AIEDialect.cpp"), "DMAOp regions must have only one block"),
    (MlirAie("AIEDialect.cpp"), "DMAOp regions/blocks must have exactly one DMABDOp"),
    (MlirAie("AIEDialect.cpp"), "DMAOp regions/blocks must have exactly two UseLock ops"),
    (MlirAie("AIEDialect.cpp"), "Data exceeds len after padding."),
    (MlirAie("AIEDialect.cpp"), "Dim {} stride ({}) * {}-byte element width = {} bytes: non-innermost dim stride must be a multiple of 4 bytes for sub-32b element types (the hardware stepsize register is 32-bit-word granularity)."),
    (MlirAie("AIEDialect.cpp"), "For {} width datatypes, inner-most dim stride must be 1"),
    (MlirAie("AIEDialect.cpp"), "Inner-most padding-{} count must result in padding in 32-bit words."),
    (MlirAie("AIEDialect.cpp"), "Innermost dim size ({}) * {}-byte element width = {} bytes: innermost dim size must be a multiple of 4 bytes for sub-32b element types (the hardware size register is 32-bit-word granularity)."),
    (MlirAie("AIEDialect.cpp"), "Invalid step size; must be a positive integer."),
    (MlirAie("AIEDialect.cpp"), "Mismatch number of dimensions between padding(s) and wrap(s) and stride(s)."),
    (MlirAie("AIEDialect.cpp"), "No such device: '{}'"),
    (MlirAie("AIEDialect.cpp"), "ObjectFifo element and ObjectFifoSubview element must match.\n"),
    (MlirAie("AIEDialect.cpp"), "ObjectFifoLinkOp does not support 'join' and 'distribute' at the same time"),
    (MlirAie("AIEDialect.cpp"), "ObjectFifoLinkOp join and distribute are unavailable on compute or shim tiles"),
    (MlirAie("AIEDialect.cpp"), "ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos"),
    (MlirAie("AIEDialect.cpp"), "Packet ID field can only hold 5 bits."),
    (MlirAie("AIEDialect.cpp"), "Packet type field can only hold 3 bits."),
    (MlirAie("AIEDialect.cpp"), "Padding is only supported by memtile dma bds."),
    (MlirAie("AIEDialect.cpp"), "Padding requires n-d data layouts expressed as wrap(s) and stride(s)."),
    (MlirAie("AIEDialect.cpp"), "Padding with a runtime len operand is not yet supported; use a compile-time constant len with padded BDs."),
    (MlirAie("AIEDialect.cpp"), "Shim tiles cannot have an allocation scheme"),
    (MlirAie("AIEDialect.cpp"), "Size may not exceed {}."),
    (MlirAie("AIEDialect.cpp"), "Specified stride(s) and size(s) result in out of bounds access in buffer, for index {} in memref of length {}."),
    (MlirAie("AIEDialect.cpp"), "Step size {} exceeds memref size {}"),
    (MlirAie("AIEDialect.cpp"), "Stride may not exceed {}."),
    (MlirAie("AIEDialect.cpp"), "When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op)."),
    (MlirAie("AIEDialect.cpp"), "`aie_stream_port` must be defined"),
    (MlirAie("AIEDialect.cpp"), "`aie_stream` can only be used in 1-to-1 object FIFOs"),
    (MlirAie("AIEDialect.cpp"), "`aie_stream` is not available for shim and mem tiles"),
    (MlirAie("AIEDialect.cpp"), "`aie_stream` must be defined"),
    (MlirAie("AIEDialect.cpp"), "`dimensionsFromStreamPerConsumer` data layout transformations are not supported on shim tile consumers"),
    (MlirAie("AIEDialect.cpp"), "`dimensionsFromStreamPerConsumer` data layout transformations are unavailable on stream end"),
    (MlirAie("AIEDialect.cpp"), "`dimensionsToStream` data layout transformations are not supported on shim tile producers"),
    (MlirAie("AIEDialect.cpp"), "`dimensionsToStream` data layout transformations are unavailable on stream end"),
    (MlirAie("AIEDialect.cpp"), "`init_values` does not initialize all objects"),
    (MlirAie("AIEDialect.cpp"), "`init_values` unavailable for shim tiles"),
    (MlirAie("AIEDialect.cpp"), "`init_values` unavailable on stream end"),
    (MlirAie("AIEDialect.cpp"), "`iter_count` must be between 1 and 256"),
    (MlirAie("AIEDialect.cpp"), "`iter_count` unavailable on stream end"),
    (MlirAie("AIEDialect.cpp"), "`padValue` requires `padDimensions`"),
    (MlirAie("AIEDialect.cpp"), "`repeat_count` unavailable for shim tiles"),
    (MlirAie("AIEDialect.cpp"), "`repeat_count` unavailable on stream end"),
    (MlirAie("AIEDialect.cpp"), "a master port can only be tied to one arbiter"),
    (MlirAie("AIEDialect.cpp"), "accessed farther than number of acquired elements (index out of bounds)."),
    (MlirAie("AIEDialect.cpp"), "a core endpoint's segments must be contiguous"),
    (MlirAie("AIEDialect.cpp"), "acquired object type '{}' does not match the objectFifo's '{}'"),
    (MlirAie("AIEDialect.cpp"), "acquires {} objects but names {} of them"),
    (MlirAie("AIEDialect.cpp"), "acquires/releases the lock in a DMA block from/to multiple states."),
    (MlirAie("AIEDialect.cpp"), "all offsets should be empty if there is no join or distribute"),
    (MlirAie("AIEDialect.cpp"), "allocOp in {} region should have an id attribute"),
    (MlirAie("AIEDialect.cpp"), "bd address must be 4 byte (32b) aligned; got base+offset: {} (bytes)"),
    (MlirAie("AIEDialect.cpp"), "buffer with dynamic shape requires static length."),
    (MlirAie("AIEDialect.cpp"), "can only access a lock in the same tile"),
    (MlirAie("AIEDialect.cpp"), "can only be used in 1-to-1 object FIFOs"),
    (MlirAie("AIEDialect.cpp"), "can only have one switchbox"),
    (MlirAie("AIEDialect.cpp"), "cannot allocate a shared memory module to objectfifo using stream port"),
    (MlirAie("AIEDialect.cpp"), "cannot allocate a shared memory module to objectfifo with set `repeat_count` attribute"),
    (MlirAie("AIEDialect.cpp"), "cannot allocate a shared memory module to objectfifo with set `via_DMA` attribute"),
    (MlirAie("AIEDialect.cpp"), "cannot allocate a shared memory module to objectfifo with set dimensions attribute"),
    (MlirAie("AIEDialect.cpp"), "cannot be contained in a PacketFlow op"),
    (MlirAie("AIEDialect.cpp"), "cannot be contained in a Switchbox op"),
    (MlirAie("AIEDialect.cpp"), "cannot retrieve associated object FIFO"),
    (MlirAie("AIEDialect.cpp"), "cannot specify both 'link_with' (deprecated) and 'link_files' on the same core; run aie-assign-core-link-files to migrate"),
    (MlirAie("AIEDialect.cpp"), "cascade not supported in {}"),
    (MlirAie("AIEDialect.cpp"), "channel_dirs entries must be 0 (S2MM) or 1 (MM2S), got {}"),
    (MlirAie("AIEDialect.cpp"), "channel_tiles must be non-shim tiles; a shim DMA endpoint is host-managed and is not re-armed here"),
    (MlirAie("AIEDialect.cpp"), "channel_tiles operands must be aie.tile values"),
    (MlirAie("AIEDialect.cpp"), "column index ({}) must be less than the number of columns in the device ({})"),
    (MlirAie("AIEDialect.cpp"), "consumer element count must be positive"),
    (MlirAie("AIEDialect.cpp"), "consumer element type must be an !aie.objectfifo<memref<...>> type"),
    (MlirAie("AIEDialect.cpp"), "consumer port of objectFifo accessed by core running on non-consumer tile"),
    (MlirAie("AIEDialect.cpp"), "consumer tile must implement TileLike interface"),
    (MlirAie("AIEDialect.cpp"), "declared logical tile type does not match the tile type at coordinates ({}, {})"),
    (MlirAie("AIEDialect.cpp"), "dimensions attribute cannot be used with unranked memref buffer type."),
    (MlirAie("AIEDialect.cpp"), "does not have enough depths specified for producer and for each consumer."),
    (MlirAie("AIEDialect.cpp"), "dst offsets should be empty for join"),
    (MlirAie("AIEDialect.cpp"), "expected one lock_inits entry per lock ({} locks, {} inits)"),
    (MlirAie("AIEDialect.cpp"), "expected one {} entry per channel tile ({} tiles, {} {})"),
    (MlirAie("AIEDialect.cpp"), "expects some parent op to be one of AIE::device, AIE::core, func::func, AIE::mem, AIE::shimDMA, or AIEX::dma_configure_task"),
    (MlirAie("AIEDialect.cpp"), "has more than {} blocks"),
    (MlirAie("AIEDialect.cpp"), "head_bd_ids and repeat_counts must both be set or both be absent"),
    (MlirAie("AIEDialect.cpp"), "illegal stream switch connection"),
    (MlirAie("AIEDialect.cpp"), "in Column {} and Row {} is accessed from an unreachable tile in Column {} and Row {}"),
    (MlirAie("AIEDialect.cpp"), "index {} for {} bundle {} must be less than {}"),
    (MlirAie("AIEDialect.cpp"), "input direction of cascade must be North or West on {}"),
    (MlirAie("AIEDialect.cpp"), "is accessed outside of a tile"),
    (MlirAie("AIEDialect.cpp"), "is not an allowed terminator"),
    (MlirAie("AIEDialect.cpp"), "is reachable from DMA channel {} and attempts to access a non-local {}"),
    (MlirAie("AIEDialect.cpp"), "lock assigned invalid id (maximum is {})"),
    (MlirAie("AIEDialect.cpp"), "locks operands must be aie.lock values"),
    (MlirAie("AIEDialect.cpp"), "memTile row has no cascade stream interface"),
    (MlirAie("AIEDialect.cpp"), "must be a {}-bit type"),
    (MlirAie("AIEDialect.cpp"), "must be called from inside a CoreOp"),
    (MlirAie("AIEDialect.cpp"), "must be inside AIE device operation."),
    (MlirAie("AIEDialect.cpp"), "must be used in a core or memory operation."),
    (MlirAie("AIEDialect.cpp"), "must have at least one aie.packet_dest"),
    (MlirAie("AIEDialect.cpp"), "must have at least one aie.packet_source"),
    (MlirAie("AIEDialect.cpp"), "number of provided dst offsets must be equal to the number of output objectFifos"),
    (MlirAie("AIEDialect.cpp"), "number of provided src offsets must be equal to the number of input objectFifos"),
    (MlirAie("AIEDialect.cpp"), "out-of-order S2MM DMA is not supported on this device"),
    (MlirAie("AIEDialect.cpp"), "out-of-order S2MM channel must have at least one receive buffer descriptor"),
    (MlirAie("AIEDialect.cpp"), "out-of-order S2MM prohibits inter-BD lock dependencies; can deadlock"),
    (MlirAie("AIEDialect.cpp"), "out-of-order S2MM receive buffer descriptor must be packet-enabled"),
    (MlirAie("AIEDialect.cpp"), "out_of_order is only valid on an S2MM channel"),
    (MlirAie("AIEDialect.cpp"), "out_of_order_id belongs on the sender buffer descriptor, not an out-of-order S2MM receive buffer descriptor"),
    (MlirAie("AIEDialect.cpp"), "out_of_order_id is not supported on this device"),
    (MlirAie("AIEDialect.cpp"), "out_of_order_id must be in [0, {}]"),
    (MlirAie("AIEDialect.cpp"), "out_of_order_id requires a packet-enabled BD"),
    (MlirAie("AIEDialect.cpp"), "output direction of cascade must be South or East on {}"),
    (MlirAie("AIEDialect.cpp"), "packet switched source {}{} cannot match another connect or masterset operation"),
    (MlirAie("AIEDialect.cpp"), "pad_value is only supported on MM2S DMA channels"),
    (MlirAie("AIEDialect.cpp"), "pad_value is only supported on memtile DMA channels"),
    (MlirAie("AIEDialect.cpp"), "pad_value {}"),
    (MlirAie("AIEDialect.cpp"), "producer and consumer must have the same scalar element type, but got {} vs {}"),
    (MlirAie("AIEDialect.cpp"), "producer element size ({}) must be an integer multiple of consumer element size ({})"),
    (MlirAie("AIEDialect.cpp"), "producer port of objectFifo accessed by core running on non-producer tile"),
    (MlirAie("AIEDialect.cpp"), "producer tile must implement TileLike interface"),
    (MlirAie("AIEDialect.cpp"), "repeat counts of output object FIFOs must be equal"),
    (MlirAie("AIEDialect.cpp"), "repeat_count is not supported on this target"),
    (MlirAie("AIEDialect.cpp"), "repeat_count {} is out of range [0, {}] for this target"),
    (MlirAie("AIEDialect.cpp"), "requires a placed tile (aie.tile), not a logical tile"),
    (MlirAie("AIEDialect.cpp"), "row index ({}) must be less than the number of rows in the device ({})"),
    (MlirAie("AIEDialect.cpp"), "shared tile must implement TileLike interface"),
    (MlirAie("AIEDialect.cpp"), "shimTile row has no cascade stream interface"),
    (MlirAie("AIEDialect.cpp"), "should have non-empty body"),
    (MlirAie("AIEDialect.cpp"), "source and dest must be tile-like operations"),
    (MlirAie("AIEDialect.cpp"), "specified input stride(s) and size(s) result in out of bounds access in distribute output, for index {} in transfer of length {}."),
    (MlirAie("AIEDialect.cpp"), "specified output stride(s) and size(s) result in out of bounds access in join input, for index {} in transfer of length {}."),
    (MlirAie("AIEDialect.cpp"), "src offsets should be empty for distribute"),
    (MlirAie("AIEDialect.cpp"), "stack_size {} leaves no local memory for this tile's buffers ({} bytes total)"),
    (MlirAie("AIEDialect.cpp"), "targets same destination {}: {} as another connect operation"),
    (MlirAie("AIEDialect.cpp"), "targets same destination {}: {} as another connect or masterset operation"),
    (MlirAie("AIEDialect.cpp"), "tile ({}, {}) already has a core; each compute tile can host only one core"),
    (MlirAie("AIEDialect.cpp"), "tile must be a shim tile"),
    (MlirAie("AIEDialect.cpp"), "tile must be a shim tile, but got tile({}, {})"),
    (MlirAie("AIEDialect.cpp"), "tile type '{}' does not exist on the target device"),
    (MlirAie("AIEDialect.cpp"), "tiles must be adjacent"),
    (MlirAie("AIEDialect.cpp"), "transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)"),
    (MlirAie("AIEDialect.cpp"), "type must match architecture cascade width ({} bits in {})"),
    (MlirAie("AIEDialect.cpp"), "type should be static shaped memref, but got '{}'"),
    (MlirAie("AIEDialect.cpp"), "used in a DMA block that have multiple locks."),
    (MlirAie("AIEDialect.cpp"), "uses more {} channels than available on this tile"),
    (MlirAie("AIEDialect.cpp"), "{} attribute exceeds max: {}"),
    (MlirAie("AIEDialect.cpp"), "{} bundle {} not supported; index: {}, bound: {}"),
    (MlirAie("AIEDialect.cpp"), "{} index cannot be less than zero"),
    (MlirAie("AIEInterfaces.td"), "failed to verify that op exists in {}"),
    (MlirAie("AIETraceOps.cpp"), "buffer_size must be positive"),
    (MlirAie("AIETraceOps.cpp"), "cannot specify both broadcast and event"),
    (MlirAie("AIETraceOps.cpp"), "combo event slot must be 0, 1, or 2, got {}"),
    (MlirAie("AIETraceOps.cpp"), "combo slot 2 first event must be COMBO_EVENT_0 (hierarchical), got {}"),
    (MlirAie("AIETraceOps.cpp"), "combo slot 2 second event must be COMBO_EVENT_1 (hierarchical), got {}"),
    (MlirAie("AIETraceOps.cpp"), "combo slot {} should use regular events, not COMBO_EVENT_* (uses {})"),
    (MlirAie("AIETraceOps.cpp"), "duplicate port slot {} in trace {}"),
    (MlirAie("AIETraceOps.cpp"), "edge detection slot must be 0 or 1, got {}"),
    (MlirAie("AIETraceOps.cpp"), "edge detection source should be a regular event, not a COMBO_EVENT (combo events can be used but may have unexpected behavior)"),
    (MlirAie("AIETraceOps.cpp"), "edge detection source should be a regular event, not another EDGE_DETECTION_EVENT"),
    (MlirAie("AIETraceOps.cpp"), "event '{}' is not valid for {} ({}) at ({}, {})"),
    (MlirAie("AIETraceOps.cpp"), "event is not valid for this tile type"),
    (MlirAie("AIETraceOps.cpp"), "event name cannot be empty"),
    (MlirAie("AIETraceOps.cpp"), "eventA is not valid for this tile type"),
    (MlirAie("AIETraceOps.cpp"), "eventB is not valid for this tile type"),
    (MlirAie("AIETraceOps.cpp"), "invalid stream switch port configuration for tile ({}, {})"),
    (MlirAie("AIETraceOps.cpp"), "must specify either broadcast or event"),
    (MlirAie("AIETraceOps.cpp"), "tile operand must be a TileOp or LogicalTileOp"),
    (MlirAie("AIETraceOps.cpp"), "trace unit supports maximum {} events, got {}"),
    (MlirAie("AIETraceOps.cpp"), "unknown {} value: {}"),
    (MlirAie("AIEXDialect.cpp"), "'{}' must reference an aie.objectfifo (or its aie.objectfifo_rearm_binding)"),
    (MlirAie("AIEXDialect.cpp"), "BD ID exceeds the maximum ID."),
    (MlirAie("AIEXDialect.cpp"), "Block ending in this terminator does not form a chain with entry block."),
    (MlirAie("AIEXDialect.cpp"), "D0 Size exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "D0 Stride exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "D1 Size exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "D1 Stride exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "D2 Stride exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Device types do not match: '{}' vs. '{}'"),
    (MlirAie("AIEXDialect.cpp"), "Iteration Size exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Iteration Stride exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Maximum element bit width allowed is 32bits. "),
    (MlirAie("AIEXDialect.cpp"), "Minimum data transfer size required is 32bits. "),
    (MlirAie("AIEXDialect.cpp"), "Not a device: '{}'"),
    (MlirAie("AIEXDialect.cpp"), "Offset must be 4-byte-aligned."),
    (MlirAie("AIEXDialect.cpp"), "Only ShimTiles support burst length."),
    (MlirAie("AIEXDialect.cpp"), "Packet ID exceeds the maximum supported by 5 bits."),
    (MlirAie("AIEXDialect.cpp"), "Packet Type exceeds the maximum supported by 3 bits."),
    (MlirAie("AIEXDialect.cpp"), "Repeat count exceeds the [0:255] range."),
    (MlirAie("AIEXDialect.cpp"), "Requested burst length is not supported by the target. Supported burst lengths: {}"),
    (MlirAie("AIEXDialect.cpp"), "ShimTile doesn't support zero padding."),
    (MlirAie("AIEXDialect.cpp"), "ShimTile only supports 3 dimensions of sizes."),
    (MlirAie("AIEXDialect.cpp"), "Size 0 exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Size 1 exceeds the [0:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Size 3 exceeds the [1:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Size {} must be a positive integer."),
    (MlirAie("AIEXDialect.cpp"), "Stride 0 exceeds the [1:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Stride 1 exceeds the [1:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Stride 2 exceeds the [1:{}] range."),
    (MlirAie("AIEXDialect.cpp"), "Stride 3 must be a non-negative integer."),
    (MlirAie("AIEXDialect.cpp"), "Stride {} is {} elements * {} bytes = {} bytes, which is not divisible by 4. "),
    (MlirAie("AIEXDialect.cpp"), "Stride {} must be a positive integer."),
    (MlirAie("AIEXDialect.cpp"), "Transfer sizes must be multiples of 4 bytes. {} elements at {} bytes each equal {} bytes, which is not divisible by 4. "),
    (MlirAie("AIEXDialect.cpp"), "Unsupported tile type at ({}, {}) Must be ShimNOC, Mem or Core."),
    (MlirAie("AIEXDialect.cpp"), "aiex.core_reset is not supported on AIE1."),
    (MlirAie("AIEXDialect.cpp"), "cannot be contained in a BroadcastPacket op"),
    (MlirAie("AIEXDialect.cpp"), "cannot be contained in a Multicast op"),
    (MlirAie("AIEXDialect.cpp"), "channel {} out of range for this tile and direction (tile has {} DMA channel(s) in this direction)"),
    (MlirAie("AIEXDialect.cpp"), "constant value {} exceeds the guarded field range [0:{}]."),
    (MlirAie("AIEXDialect.cpp"), "constant value {} is not divisible by {} (transfer is not a whole number of address-gen granules)."),
    (MlirAie("AIEXDialect.cpp"), "couldn't find symbol in parent device"),
    (MlirAie("AIEXDialect.cpp"), "divisor must be non-zero."),
    (MlirAie("AIEXDialect.cpp"), "f32 parameters are not supported: the scratchpad encoding zeroes the top 2 bits, which clobbers the sign bit and top exponent bit of an f32. Use bf16 or an integer type up to i32 instead."),
    (MlirAie("AIEXDialect.cpp"), "is not supported on AIE1 devices (the resident re-arm relies on the aie2p start-queue push)"),
    (MlirAie("AIEXDialect.cpp"), "must be inside an aie.core"),
    (MlirAie("AIEXDialect.cpp"), "must be inside an aie.device"),
    (MlirAie("AIEXDialect.cpp"), "only one 'aiex.npu.create_scratchpad' is allowed per runtime sequence"),
    (MlirAie("AIEXDialect.cpp"), "out_of_order_id must be in [0, {}]."),
    (MlirAie("AIEXDialect.cpp"), "references unknown parameter '{}' (aiex.scratchpad_parameter ops are declared at module scope)"),
    (MlirAie("AIEXDialect.cpp"), "runtime sizes/strides are only supported for shim NOC tile DMAs."),
    (MlirAie("AIEXDialect.cpp"), "runtime sizes/strides require a shim_dma_allocation to resolve the tile; none found."),
    (MlirAie("AIEXDialect.cpp"), "size ({} bytes) exceeds maximum scratchpad size of {} bytes."),
    (MlirAie("AIEXDialect.cpp"), "size ({}) must be a multiple of 4 bytes."),
    (MlirAie("AIEXDialect.cpp"), "size must be greater than 0."),
    (MlirAie("AIEXDialect.cpp"), "state_table_idx {} exceeds maximum StateTable index ({})."),
    (MlirAie("AIEXDialect.cpp"), "state_table_idx {} is out of bounds for scratchpad of size {} bytes ({} entries) created by aiex.npu.create_scratchpad."),
    (MlirAie("AIEXDialect.cpp"), "tile ({}, {}) has no DMA channel reset (only core and mem tiles do; shim NOC DMA has no reset bit)"),
    (MlirAie("AIEXDialect.cpp"), "tile ({}, {}) has no core to reset (only core tiles have a CORE_CONTROL register)"),
    (MlirAie("AIEXDialect.cpp"), "tile operand must be produced by an aie.tile op"),
    (MlirAie("AIEXDialect.cpp"), "usage_type must be 0 (got {}); other layouts are not supported."),
    (MlirAie("AIEXDialect.cpp"), "zero padding is not supported with runtime sizes/strides."),
    (MlirAie("AIEXDialect.cpp"), "{} hardware value {} exceeds hardware range [0:{}]."),
    (MlirAie("AIEVecOps.cpp"), "All sources must have same type"),
    (MlirAie("AIEVecOps.cpp"), "All vectors must have same type"),
    (MlirAie("AIEVecOps.cpp"), "Floating point result must have floating point operands"),
    (MlirAie("AIEVecOps.cpp"), "Integer result must have integer operands"),
    (MlirAie("AIEVecOps.cpp"), "M and N should be larger than 0 and 2*M should be no less than M+N-1"),
    (MlirAie("AIEVecOps.cpp"), "Must concatenate at least two vectors"),
    (MlirAie("AIEVecOps.cpp"), "The element type of lhs and rhs operand vectors must match"),
    (MlirAie("AIEVecOps.cpp"), "The number of lanes in accumulator must be the same as M and the half as lhs and rhs operand"),
    (MlirAie("AIEVecOps.cpp"), "The number of lanes in input and output vector must match"),
    (MlirAie("AIEVecOps.cpp"), "The number of lanes in lhs operand must be the same as rhs operand"),
    (MlirAie("AIEVecOps.cpp"), "The number of lanes in result vector and source accumulator must match"),
    (MlirAie("AIEVecOps.cpp"), "The number of lanes in source vector and result accumulator must match"),
    (MlirAie("AIEVecOps.cpp"), "The type width in input and output must match"),
    (MlirAie("AIEVecOps.cpp"), "The vector type of source vector and result vector must match"),
    (MlirAie("AIEVecOps.cpp"), "index out of bounds"),
    (MlirAie("AIEVecOps.cpp"), "lanes in result vector must be a multiple of source vector lanes"),
    (MlirAie("AIEVecOps.cpp"), "lanes in source vector must be at least twice that of result vector"),
    (MlirAie("AIEVecOps.cpp"), "pack must narrow i16->i8 (same lanes) or i8->i8 (input lanes = 2 * output lanes, int4-packed)"),
    (MlirAie("AIEVecOps.cpp"), "requires integer element types"),
    (MlirAie("AIEVecOps.cpp"), "requires integer type"),
    (MlirAie("AIEVecOps.cpp"), "requires memref type"),
    (MlirAie("AIEVecOps.cpp"), "result types of linked UPD ops do not match"),
    (MlirAie("AIEVecOps.cpp"), "shuffle mode '{}' does not admit a second operand"),
    (MlirAie("AIEVecOps.cpp"), "shuffle mode '{}' requires a second operand"),
    (MlirAie("AIEVecOps.cpp"), "shuffle mode '{}' requires vectors of {}-bit elements"),
    (MlirAie("AIEVecOps.cpp"), "source and result element type must be same"),
    (MlirAie("AIEVecOps.cpp"), "the bitwidth of resource and result should be equal"),
    (MlirAie("AIEVecOps.cpp"), "the element type of         source accumulator must be same as the result         vector"),
    (MlirAie("AIEVecOps.cpp"), "the element type of accumulator must have wider width than that of the operand vectors"),
    (MlirAie("AIEVecOps.cpp"), "the element type of result accumulator must be wider than that of the source vector"),
    (MlirAie("AIEVecOps.cpp"), "the element type of result vector must be the same as the source type"),
    (MlirAie("AIEVecOps.cpp"), "the element type of source accumulator must be wider than that of the result vector"),
    (MlirAie("AIEVecOps.cpp"), "unpack must widen i8->i16 (same lanes) or i8->i8 (output lanes = 2 * input lanes, int4-packed)"),
    (MlirAie("AIEVecOps.cpp"), "upd source cannot come from scalar value"),
    (MlirAie("AIEVecOps.td"), "failed to verify that result and rhs have the same type"),
    (MlirAie("AIEVecTypeConstraints.td"), "failed to verify that [lhs x rhs = acc] is a valid contraction"),
    (MlirAie("AIEVecTypeConstraints.td"), "failed to verify that lhs x rhs = acc is a valid {} matrix-multiply and accumulate op"),
    (MlirAie("AIEVecTypeConstraints.td"), "failed to verify that result type is a valid accumulator type given the type of the operands."),
    (MlirAie("AIEVecTypeConstraints.td"), "operand #{} must be a vector compatible with {} matrix-multiply and accumulate, but got '{}'"),
    (Mlir, "attribute '{}' failed to satisfy constraint: 8-bit signless integer attribute whose value is non-negative"),
    (Mlir, "failed to verify that all of {{}} have same element type"),
    (Mlir, "failed to verify that all of {{}} have same rank"),
    (Mlir, "failed to verify that all of {{}} have same type"),
    (Mlir, "expected {} operands, but found {}"),
    (Mlir, "requires one result"),
    (Mlir, "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'"),
    (Mlir, "requires all operands to have the same type"),
    (Mlir, "requires the same shape for all operands"),
    (Mlir, "requires the same shape for all operands and results"),
    (Mlir, "{} #{} must be {}, but got '{}'"),
    (Mlir, "Invalid attribute `{}` in property conversion: {}"),
    (Mlir, "attribute '{}' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is {}"),
    (Mlir, "attribute '{}' failed to satisfy constraint: {} attribute whose minimum value is {}{}"),
    (Mlir, "expected 3 or more operands, but found {}"),
    (Mlir, "expected dimension {} of collapsed type to be static value of {}"),
    (Mlir, "expected each region to return {} values, but {} returns {}"),
    (Mlir, "expected result type to be '{}' or a rank-reduced version. ({})"),
    (Mlir, "expected step to be representable as a positive signed integer"),
    (Mlir, "expected the input and output to have the same memory space"),
    (Mlir, "expects ancestor op '{}'"),
    (Mlir, "expects parent op '{}'"),
    (Mlir, "expects parent op to be one of '{}'"),
    (Mlir, "expects the 'after' region to terminate with 'scf.yield'"),
    (Mlir, "failed to verify that result type matches element type of 'memref'"),
    (Mlir, "failed to verify that type of 'value' matches element type of 'memref'"),
    (Mlir, "has duplicate case value: {}"),
    (Mlir, "has {} case regions but {} case values"),
    (Mlir, "incorrect number of size operands for type {}"),
    (Mlir, "index must be a dimension or symbol identifier"),
    (Mlir, "mismatch in number of basic block args and defined values"),
    (Mlir, "mismatch in number of loop-carried values and defined values"),
    (Mlir, "must be the last operation in the parent block"),
    (Mlir, "must have an else block if defining values"),
    (Mlir, "operand #0 must be 1D memref of 8-bit signless integer values, but got '{}'"),
    (Mlir, "operand #0 must be 32-bit signless integer, but got '{}'"),
    (Mlir, "operand #{} must be 32-bit signless integer, but got '{}'"),
    (Mlir, "operand #{} must be signless integer or index, but got '{}'"),
    (Mlir, "operand #{} must be variadic of signless integer or index, but got '{}'"),
    (Mlir, "operand type '{}' and result type '{}' are cast incompatible"),
    (Mlir, "redefinition of symbol named '{}'"),
    (Mlir, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)"),
    (Mlir, "requires attribute 'arg_idx'"),
    (Mlir, "requires attribute '{}'"),
    (Mlir, "requires the same element type for all operands"),
    (Mlir, "requires the same type for all operands and results"),
    (Mlir, "unsupported map for result memref type {}"),
    (Mlir, "using value defined outside the region"),
    (Mlir, "{} #{} must be 32-bit signless integer, but got '{}'"),
    (Mlir, "{}: source has {} operands, but target successor needs {}"),
    // The ops of mlir-aie's split objectfifo lowering (docs/objectfifo.md).
    (MlirAie("AIEDialect.cpp"), "expects every one of its 'depth' buffers to resolve"),
    (MlirAie("AIEDialect.cpp"), "expects one lock per buffer"),
    (MlirAie("AIEDialect.cpp"), "'locks' names binary locks, which this device has no use for"),
    (MlirAie("AIEDialect.cpp"), "expects at least one segment"),
    (MlirAie("AIEDialect.cpp"), "segments must be ordered by increasing offset"),
    (MlirAie("AIEDialect.cpp"), "leaves a gap or overlaps the segment before it; segments must tile the object"),
    (MlirAie("AIEDialect.cpp"), "segments cover {} of {} elements"),
    (MlirAie("AIEDialect.cpp"), "segment locks are counting locks, which this device has no use for"),
    (MlirAie("AIEDialect.cpp"), "multi-segment pools are unsupported on binary lock architectures"),
    (MlirAie("AIEDialect.cpp"), "must list segments explicitly for a multi-segment pool"),
    (MlirAie("AIEDialect.cpp"), "references undefined segment '{}' in pool '{}'"),
    (MlirAie("AIEDialect.cpp"), "segments must be named in increasing offset order"),
    (MlirAie("AIEDialect.cpp"), "dimensions has {} entries for {} selected segments"),
    (MlirAie("AIEDialect.cpp"), "padDimensions has {} entries for {} selected segments"),
    (MlirAie("AIEDialect.cpp"), "padDimensions is only valid on a draining endpoint"),
    (MlirAie("AIEDialect.cpp"), "nonzero padValue requires a non-empty padDimensions entry"),
    (MlirAie("AIEDialect.cpp"), "padDimensions entry {} requires dimensions for the same segment"),
    (MlirAie("AIEDialect.cpp"), "dimensions and padDimensions entry {} have different ranks"),
    (MlirAie("AIEDialect.cpp"), "dimensions entry {} exceeds selected segment '{}' of size {}"),
    (Aiec, "element type must be a memref, not '{}'"),
    (Aiec, "expects every one of its 'depth' locks to resolve"),
    (Aiec, "'padDimensions' must be a #aie<bd_pad_layout_array_array[…]>"),
    (Aiec, "must either fill or drain its pool"),
    // `#aie.transport` and `#aie.link_mode` (known from mlir-aie's tests).
    (Aiec, "transport {} is not a transport"),
    (Aiec, "a link in time takes no offsets"),
    (Aiec, "a link in time moves whole objects, but @{} carries {} and @{} {}"),
    (Aiec, "mode {} is not a link mode"),
    (Aiec, "selects part of each `{}` object, which a core can only see whole"),
    (Aiec, "has {} 'dispatchPackets' for {} dispatch turns"),
    (Aiec, "dispatches, but fills its pool"),
    (Aiec, "bundle must be DMA, PLIO or Core, not {}"),
    (Aiec, "with a {} bundle must be on a shim tile"),
    // `aie.dma_start` naming a route endpoint: the words of mlir-aie's 2026
    // tests, whose verifier source the index does not hold.
    (Aiec, "names its channel by exactly one of an index and an endpoint"),
    (Aiec, "endpoint @{} is not an aie.route_endpoint"),
    (Aiec, "endpoint @{} names a {} port, not a DMA channel"),
    (Aiec, "endpoint @{} is on a different tile than this DMA program"),
    (Aiec, "must name its source once"),
    (Aiec, "has no source"),
    (Aiec, "has no destination"),
    (Aiec, "names core endpoint @{}, whose role gives the direction, but also a port"),
    (Aiec, "names objectfifo @{} without a port"),
    (Aiec, "the accumulator's type '{}' is not the result type '{}'"),
    (Aiec, "'{}' is {}, outside {}..={}"),
    (Aiec, "'{}' must be a constant here"),
    (Aiec, "Acquire and Release patterns must be of equal length, or longest length of one must be equal to process length of the other"),
    (Aiec, "address {} is in tile ({}, {}), outside {}"),
    (Aiec, "address {} is not 4-byte (word) aligned"),
    (Aiec, "aiex.buffer_clear is not supported on AIE1."),
    (Aiec, "an out-of-order task issues no token: its channel's start queue counts packets, whose BD ids alias the token's bits"),
    (Aiec, "argument {} of type {} does not fit the host address space (2^{} bytes)"),
    (Aiec, "attribute '{}' references '@{}', which is not a {} in scope"),
    (Aiec, "broadcast channel {} does not exist"),
    (Aiec, "cannot be contained in a BPID op"),
    (Aiec, "dedicated trace_buffer bytes {}..{} do not fit argument {} ({} bytes of {})"),
    (Aiec, "depth {} is outside 1..={}"),
    (Aiec, "length must be nonzero"),
    (Aiec, "must have at least one aiex.bp_dest"),
    (Aiec, "must have at least one aiex.bp_id"),
    (Aiec, "names its host buffer twice: by 'arg_idx' and by a buffer operand"),
    (Aiec, "offset {} is negative"),
    (Aiec, "process length must be >= 1"),
    (Aiec, "region [{}, {}) exceeds tile ({}, {})'s local data memory size ({} bytes)"),
    (Aiec, "stride {} is {} elements at {} bytes each, not a multiple of the {}-byte address-gen granule."),
    (Aiec, "takes {} objects at once, more than {}"),
    (Aiec, "the data has {}-bit elements; a blockwrite writes 32-bit words"),
    (Aiec, "the element type of an objectfifo must be a memref"),
    (Aiec, "the transfer reaches byte {}, beyond the host address space"),
    (Aiec, "tile ({}, {}) has no local data memory to clear (only core and mem tiles do)"),
    (Aiec, "trace_buffer has size 0"),
    (Aiec, "trace_buffer names argument {} of type {}, not a memref"),
    (Aiec, "trace_buffer names argument {}, but the sequence has {} argument(s)"),
    (Aiec, "transfers past the end of the tile's data memory: its highest byte is {}, the memory has {} bytes"),
    (Aiec, "transfers {} elements from offset {}, outside its buffer of {} elements"),
    (Aiec, "unknown device '{}'"),
    (Aiec, "writes {} bytes from offset {} of tile ({}, {}), past the end of its data memory ({} bytes)"),
    (Aiec, "{} has no pkt_id"),
    (Aiec, "{} known only at run time {} only supported in the DMA tasks of a runtime sequence"),
];

/// Whether `message` is `template` with some text for each `{}`.
fn fits(template: &str, message: &str) -> bool {
    let mut parts = template.split("{}");
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = message.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// The messages of the verifier's errors on `ir`, with the op of each.
fn errors(ir: &Ir) -> Vec<(String, String)> {
    let at_span: HashMap<Span, OpId> = ir
        .walk(ir.top)
        .into_iter()
        .map(|o| (ir[o].span, o))
        .collect();
    dialect::verify(ir)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let op = d.op.clone().or_else(|| {
                let op = at_span.get(&d.span?)?;
                Some(ir[*op].name().to_string())
            });
            (op.unwrap_or_default(), d.message)
        })
        .collect()
}

#[test]
fn every_verifier_message_is_a_row_and_every_mlir_aie_row_is_reported() {
    let mut reported = BTreeSet::new();
    for (_, text) in corpus::chunks(&["test", "examples"]) {
        if let Ok(ir) = dialect::parse(&text) {
            reported.extend(errors(&ir));
        }
    }
    let row_of = |message: &str| MESSAGES.iter().position(|&(_, t)| fits(t, message));
    let mut problems: Vec<String> = reported
        .iter()
        .filter(|(_, message)| row_of(message).is_none())
        .map(|(op, message)| format!("'{op}' op {message:?}: in no row"))
        .collect();
    let used: BTreeSet<usize> = reported.iter().filter_map(|(_, m)| row_of(m)).collect();
    problems.extend(
        MESSAGES
            .iter()
            .enumerate()
            .filter(|&(i, &(words, _))| matches!(words, MlirAie(_)) && !used.contains(&i))
            .map(|(_, (words, t))| format!("{words:?} {t:?}: reported on no test input")),
    );
    assert!(
        problems.is_empty(),
        "{} of {} messages:\n{}",
        problems.len(),
        reported.len(),
        problems.join("\n")
    );
}

#[test]
fn templates_fit_their_messages() {
    assert!(fits(
        "tile ({}, {}) already has a core",
        "tile (0, 2) already has a core"
    ));
    assert!(!fits(
        "tile ({}, {}) already has a core; each compute tile can host only one core",
        "tile (0, 2) already has a core"
    ));
    assert!(fits(
        "{} bundle {} not supported",
        "dest bundle Trace not supported"
    ));
    assert!(!fits("has more than {} blocks", "has more than 16 blocks!"));
    assert!(fits(
        "ObjectFifo element and ObjectFifoSubview element must match.\n",
        "ObjectFifo element and ObjectFifoSubview element must match.\n"
    ));
}
