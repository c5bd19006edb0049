// @generated from dialect/src/ops/table.rs by dialect/src/ops/generate.rs; do not edit.
// Regenerate: UPDATE_VIEWS=1 cargo test -p aiec-dialect views_are_current

//! Every op of the op table, in table order.

/// An op of the op table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpKind {
    /// `aie.device`
    Device,
    /// `aie.tile`
    Tile,
    /// `aie.logical_tile`
    LogicalTile,
    /// `aie.end`
    End,
    /// `aie.core`
    Core,
    /// `aie.buffer`
    Buffer,
    /// `aie.external_buffer`
    ExternalBuffer,
    /// `aie.lock`
    Lock,
    /// `aie.use_lock`
    UseLock,
    /// `aie.debug`
    Debug,
    /// `aie.event`
    Event,
    /// `aie.plio`
    Plio,
    /// `aie.flow`
    Flow,
    /// `aie.packet_flow`
    PacketFlow,
    /// `aie.packet_source`
    PacketSource,
    /// `aie.packet_dest`
    PacketDest,
    /// `aie.switchbox`
    Switchbox,
    /// `aie.shim_switchbox`
    ShimSwitchbox,
    /// `aie.shim_mux`
    ShimMux,
    /// `aie.connect`
    Connect,
    /// `aie.amsel`
    Amsel,
    /// `aie.masterset`
    Masterset,
    /// `aie.packet_rules`
    PacketRules,
    /// `aie.rule`
    Rule,
    /// `aie.wire`
    Wire,
    /// `aie.cascade_flow`
    CascadeFlow,
    /// `aie.configure_cascade`
    ConfigureCascade,
    /// `aie.put_cascade`
    PutCascade,
    /// `aie.get_cascade`
    GetCascade,
    /// `aie.put_stream`
    PutStream,
    /// `aie.get_stream`
    GetStream,
    /// `aie.memtile_dma`
    MemtileDma,
    /// `aie.mem`
    Mem,
    /// `aie.shim_dma_allocation`
    ShimDmaAllocation,
    /// `aie.shim_dma`
    ShimDma,
    /// `aie.dma_start`
    DmaStart,
    /// `aie.dma_bd_packet`
    DmaBdPacket,
    /// `aie.dma_bd`
    DmaBd,
    /// `aie.dma`
    Dma,
    /// `aie.next_bd`
    NextBd,
    /// `aie.bd_chain`
    BdChain,
    /// `aie.runtime_sequence`
    RuntimeSequence,
    /// `aie.objectfifo.link`
    ObjectfifoLink,
    /// `aie.objectfifo.acquire`
    ObjectfifoAcquire,
    /// `aie.objectfifo.release`
    ObjectfifoRelease,
    /// `aie.objectfifo.subview.access`
    ObjectfifoSubviewAccess,
    /// `aie.objectfifo.register_external_buffers`
    ObjectfifoRegisterExternalBuffers,
    /// `aie.objectfifo.register_process`
    ObjectfifoRegisterProcess,
    /// `aie.objectfifo.allocate`
    ObjectfifoAllocate,
    /// `aie.objectfifo`
    Objectfifo,
    /// `aie.trace.mode`
    TraceMode,
    /// `aie.trace.packet`
    TracePacket,
    /// `aie.trace.event`
    TraceEvent,
    /// `aie.trace.port`
    TracePort,
    /// `aie.trace.start_config`
    TraceStartConfig,
    /// `aie.trace.start`
    TraceStart,
    /// `aie.trace.stop`
    TraceStop,
    /// `aie.trace.config`
    TraceConfig,
    /// `aie.trace.reg`
    TraceReg,
    /// `aie.trace.host_config`
    TraceHostConfig,
    /// `aie.trace`
    Trace,
    /// `aiex.npu.dma_memcpy_nd`
    NpuDmaMemcpyNd,
    /// `aiex.npu.push_queue`
    NpuPushQueue,
    /// `aiex.npu.blockwrite`
    NpuBlockwrite,
    /// `aiex.npu.rtp_write`
    NpuRtpWrite,
    /// `aiex.npu.dma_wait`
    NpuDmaWait,
    /// `aiex.npu.write32`
    NpuWrite32,
    /// `aiex.npu.maskwrite32`
    NpuMaskwrite32,
    /// `aiex.npu.sync`
    NpuSync,
    /// `aiex.npu.address_patch`
    NpuAddressPatch,
    /// `aiex.npu.writebd`
    NpuWritebd,
    /// `aiex.npu.load_pdi`
    NpuLoadPdi,
    /// `aiex.npu.preempt`
    NpuPreempt,
    /// `aiex.control_packet`
    ControlPacket,
    /// `aiex.broadcast_packet`
    BroadcastPacket,
    /// `aiex.bp_id`
    BpId,
    /// `aiex.bp_dest`
    BpDest,
    /// `aiex.set_lock`
    SetLock,
    /// `aiex.dma_configure_task_for`
    DmaConfigureTaskFor,
    /// `aiex.dma_configure_task`
    DmaConfigureTask,
    /// `aiex.dma_start_task`
    DmaStartTask,
    /// `aiex.dma_await_task`
    DmaAwaitTask,
    /// `aiex.dma_free_task`
    DmaFreeTask,
    /// `aiex.dma_start_bd_chain_for`
    DmaStartBdChainFor,
    /// `aiex.dma_start_bd_chain`
    DmaStartBdChain,
    /// `aiex.configure`
    Configure,
    /// `aiex.run`
    Run,
    /// `aiex.cert.attach_to_group`
    CertAttachToGroup,
    /// `aiex.cert.job`
    CertJob,
    /// `aiex.cert.write32`
    CertWrite32,
    /// `aiex.cert.maskwrite32`
    CertMaskwrite32,
    /// `aiex.cert.uc_dma_write_des_sync`
    CertUcDmaWriteDesSync,
    /// `aiex.cert.wait_tcts`
    CertWaitTcts,
    /// `aiex.cert.apply_offset_57`
    CertApplyOffset57,
    /// `aiex.cert.uc_dma_chain`
    CertUcDmaChain,
    /// `aiex.cert.uc_dma_bd`
    CertUcDmaBd,
    /// `aiex.cert.local_barrier`
    CertLocalBarrier,
    /// `aiex.cert.remote_barrier`
    CertRemoteBarrier,
    /// `aiex.cert.nop`
    CertNop,
    /// `aiex.cert.load_pdi`
    CertLoadPdi,
    /// `func.func`
    FuncFunc,
    /// `func.return`
    FuncReturn,
    /// `func.call`
    FuncCall,
    /// `scf.for`
    ScfFor,
    /// `scf.if`
    ScfIf,
    /// `scf.yield`
    ScfYield,
    /// `scf.index_switch`
    ScfIndexSwitch,
    /// `scf.while`
    ScfWhile,
    /// `scf.condition`
    ScfCondition,
    /// `affine.for`
    AffineFor,
    /// `affine.yield`
    AffineYield,
    /// `affine.load`
    AffineLoad,
    /// `affine.store`
    AffineStore,
    /// `affine.apply`
    AffineApply,
    /// `cf.br`
    CfBr,
    /// `cf.cond_br`
    CfCondBr,
    /// `arith.constant`
    ArithConstant,
    /// `arith.addi`
    ArithAddi,
    /// `arith.subi`
    ArithSubi,
    /// `arith.muli`
    ArithMuli,
    /// `arith.divsi`
    ArithDivsi,
    /// `arith.divui`
    ArithDivui,
    /// `arith.remsi`
    ArithRemsi,
    /// `arith.remui`
    ArithRemui,
    /// `arith.andi`
    ArithAndi,
    /// `arith.ori`
    ArithOri,
    /// `arith.xori`
    ArithXori,
    /// `arith.shli`
    ArithShli,
    /// `arith.shrsi`
    ArithShrsi,
    /// `arith.shrui`
    ArithShrui,
    /// `arith.maxsi`
    ArithMaxsi,
    /// `arith.minsi`
    ArithMinsi,
    /// `arith.addf`
    ArithAddf,
    /// `arith.subf`
    ArithSubf,
    /// `arith.mulf`
    ArithMulf,
    /// `arith.divf`
    ArithDivf,
    /// `arith.maxui`
    ArithMaxui,
    /// `arith.minui`
    ArithMinui,
    /// `arith.ceildivsi`
    ArithCeildivsi,
    /// `arith.floordivsi`
    ArithFloordivsi,
    /// `arith.remf`
    ArithRemf,
    /// `arith.maximumf`
    ArithMaximumf,
    /// `arith.minimumf`
    ArithMinimumf,
    /// `arith.maxnumf`
    ArithMaxnumf,
    /// `arith.minnumf`
    ArithMinnumf,
    /// `arith.negf`
    ArithNegf,
    /// `arith.cmpi`
    ArithCmpi,
    /// `arith.cmpf`
    ArithCmpf,
    /// `arith.select`
    ArithSelect,
    /// `arith.index_cast`
    ArithIndexCast,
    /// `arith.extsi`
    ArithExtsi,
    /// `arith.extui`
    ArithExtui,
    /// `arith.trunci`
    ArithTrunci,
    /// `arith.extf`
    ArithExtf,
    /// `arith.truncf`
    ArithTruncf,
    /// `arith.sitofp`
    ArithSitofp,
    /// `arith.uitofp`
    ArithUitofp,
    /// `arith.fptosi`
    ArithFptosi,
    /// `arith.fptoui`
    ArithFptoui,
    /// `arith.bitcast`
    ArithBitcast,
    /// `arith.index_castui`
    ArithIndexCastui,
    /// `memref.global`
    MemrefGlobal,
    /// `memref.get_global`
    MemrefGetGlobal,
    /// `memref.load`
    MemrefLoad,
    /// `memref.store`
    MemrefStore,
    /// `memref.alloc`
    MemrefAlloc,
    /// `memref.dim`
    MemrefDim,
    /// `memref.dealloc`
    MemrefDealloc,
    /// `memref.subview`
    MemrefSubview,
    /// `memref.reinterpret_cast`
    MemrefReinterpretCast,
    /// `memref.cast`
    MemrefCast,
    /// `memref.collapse_shape`
    MemrefCollapseShape,
    /// `memref.expand_shape`
    MemrefExpandShape,
    /// `memref.assume_alignment`
    MemrefAssumeAlignment,
    /// `memref.copy`
    MemrefCopy,
    /// `vector.transfer_read`
    VectorTransferRead,
    /// `vector.transfer_write`
    VectorTransferWrite,
    /// `vector.load`
    VectorLoad,
    /// `vector.store`
    VectorStore,
    /// `vector.maskedload`
    VectorMaskedload,
    /// `vector.maskedstore`
    VectorMaskedstore,
    /// `vector.reduction`
    VectorReduction,
    /// `vector.broadcast`
    VectorBroadcast,
    /// `vector.splat`
    VectorSplat,
    /// `vector.extract_strided_slice`
    VectorExtractStridedSlice,
    /// `vector.extract`
    VectorExtract,
    /// `vector.insert`
    VectorInsert,
    /// `vector.fma`
    VectorFma,
    /// `vector.shape_cast`
    VectorShapeCast,
    /// `vector.create_mask`
    VectorCreateMask,
    /// `vector.constant_mask`
    VectorConstantMask,
    /// `math.absf`
    MathAbsf,
    /// `math.ceil`
    MathCeil,
    /// `math.floor`
    MathFloor,
    /// `math.roundeven`
    MathRoundeven,
    /// `math.round`
    MathRound,
    /// `math.trunc`
    MathTrunc,
    /// `math.sqrt`
    MathSqrt,
    /// `math.rsqrt`
    MathRsqrt,
    /// `math.exp2`
    MathExp2,
    /// `math.expm1`
    MathExpm1,
    /// `math.exp`
    MathExp,
    /// `math.log10`
    MathLog10,
    /// `math.log1p`
    MathLog1p,
    /// `math.log2`
    MathLog2,
    /// `math.log`
    MathLog,
    /// `math.sin`
    MathSin,
    /// `math.cos`
    MathCos,
    /// `math.tanh`
    MathTanh,
    /// `math.tan`
    MathTan,
    /// `math.atan2`
    MathAtan2,
    /// `math.atan`
    MathAtan,
    /// `math.powf`
    MathPowf,
    /// `math.copysign`
    MathCopysign,
}

impl OpKind {
    /// Every kind, in table order.
    pub const ALL: [OpKind; 214] = [
        OpKind::Device,
        OpKind::Tile,
        OpKind::LogicalTile,
        OpKind::End,
        OpKind::Core,
        OpKind::Buffer,
        OpKind::ExternalBuffer,
        OpKind::Lock,
        OpKind::UseLock,
        OpKind::Debug,
        OpKind::Event,
        OpKind::Plio,
        OpKind::Flow,
        OpKind::PacketFlow,
        OpKind::PacketSource,
        OpKind::PacketDest,
        OpKind::Switchbox,
        OpKind::ShimSwitchbox,
        OpKind::ShimMux,
        OpKind::Connect,
        OpKind::Amsel,
        OpKind::Masterset,
        OpKind::PacketRules,
        OpKind::Rule,
        OpKind::Wire,
        OpKind::CascadeFlow,
        OpKind::ConfigureCascade,
        OpKind::PutCascade,
        OpKind::GetCascade,
        OpKind::PutStream,
        OpKind::GetStream,
        OpKind::MemtileDma,
        OpKind::Mem,
        OpKind::ShimDmaAllocation,
        OpKind::ShimDma,
        OpKind::DmaStart,
        OpKind::DmaBdPacket,
        OpKind::DmaBd,
        OpKind::Dma,
        OpKind::NextBd,
        OpKind::BdChain,
        OpKind::RuntimeSequence,
        OpKind::ObjectfifoLink,
        OpKind::ObjectfifoAcquire,
        OpKind::ObjectfifoRelease,
        OpKind::ObjectfifoSubviewAccess,
        OpKind::ObjectfifoRegisterExternalBuffers,
        OpKind::ObjectfifoRegisterProcess,
        OpKind::ObjectfifoAllocate,
        OpKind::Objectfifo,
        OpKind::TraceMode,
        OpKind::TracePacket,
        OpKind::TraceEvent,
        OpKind::TracePort,
        OpKind::TraceStartConfig,
        OpKind::TraceStart,
        OpKind::TraceStop,
        OpKind::TraceConfig,
        OpKind::TraceReg,
        OpKind::TraceHostConfig,
        OpKind::Trace,
        OpKind::NpuDmaMemcpyNd,
        OpKind::NpuPushQueue,
        OpKind::NpuBlockwrite,
        OpKind::NpuRtpWrite,
        OpKind::NpuDmaWait,
        OpKind::NpuWrite32,
        OpKind::NpuMaskwrite32,
        OpKind::NpuSync,
        OpKind::NpuAddressPatch,
        OpKind::NpuWritebd,
        OpKind::NpuLoadPdi,
        OpKind::NpuPreempt,
        OpKind::ControlPacket,
        OpKind::BroadcastPacket,
        OpKind::BpId,
        OpKind::BpDest,
        OpKind::SetLock,
        OpKind::DmaConfigureTaskFor,
        OpKind::DmaConfigureTask,
        OpKind::DmaStartTask,
        OpKind::DmaAwaitTask,
        OpKind::DmaFreeTask,
        OpKind::DmaStartBdChainFor,
        OpKind::DmaStartBdChain,
        OpKind::Configure,
        OpKind::Run,
        OpKind::CertAttachToGroup,
        OpKind::CertJob,
        OpKind::CertWrite32,
        OpKind::CertMaskwrite32,
        OpKind::CertUcDmaWriteDesSync,
        OpKind::CertWaitTcts,
        OpKind::CertApplyOffset57,
        OpKind::CertUcDmaChain,
        OpKind::CertUcDmaBd,
        OpKind::CertLocalBarrier,
        OpKind::CertRemoteBarrier,
        OpKind::CertNop,
        OpKind::CertLoadPdi,
        OpKind::FuncFunc,
        OpKind::FuncReturn,
        OpKind::FuncCall,
        OpKind::ScfFor,
        OpKind::ScfIf,
        OpKind::ScfYield,
        OpKind::ScfIndexSwitch,
        OpKind::ScfWhile,
        OpKind::ScfCondition,
        OpKind::AffineFor,
        OpKind::AffineYield,
        OpKind::AffineLoad,
        OpKind::AffineStore,
        OpKind::AffineApply,
        OpKind::CfBr,
        OpKind::CfCondBr,
        OpKind::ArithConstant,
        OpKind::ArithAddi,
        OpKind::ArithSubi,
        OpKind::ArithMuli,
        OpKind::ArithDivsi,
        OpKind::ArithDivui,
        OpKind::ArithRemsi,
        OpKind::ArithRemui,
        OpKind::ArithAndi,
        OpKind::ArithOri,
        OpKind::ArithXori,
        OpKind::ArithShli,
        OpKind::ArithShrsi,
        OpKind::ArithShrui,
        OpKind::ArithMaxsi,
        OpKind::ArithMinsi,
        OpKind::ArithAddf,
        OpKind::ArithSubf,
        OpKind::ArithMulf,
        OpKind::ArithDivf,
        OpKind::ArithMaxui,
        OpKind::ArithMinui,
        OpKind::ArithCeildivsi,
        OpKind::ArithFloordivsi,
        OpKind::ArithRemf,
        OpKind::ArithMaximumf,
        OpKind::ArithMinimumf,
        OpKind::ArithMaxnumf,
        OpKind::ArithMinnumf,
        OpKind::ArithNegf,
        OpKind::ArithCmpi,
        OpKind::ArithCmpf,
        OpKind::ArithSelect,
        OpKind::ArithIndexCast,
        OpKind::ArithExtsi,
        OpKind::ArithExtui,
        OpKind::ArithTrunci,
        OpKind::ArithExtf,
        OpKind::ArithTruncf,
        OpKind::ArithSitofp,
        OpKind::ArithUitofp,
        OpKind::ArithFptosi,
        OpKind::ArithFptoui,
        OpKind::ArithBitcast,
        OpKind::ArithIndexCastui,
        OpKind::MemrefGlobal,
        OpKind::MemrefGetGlobal,
        OpKind::MemrefLoad,
        OpKind::MemrefStore,
        OpKind::MemrefAlloc,
        OpKind::MemrefDim,
        OpKind::MemrefDealloc,
        OpKind::MemrefSubview,
        OpKind::MemrefReinterpretCast,
        OpKind::MemrefCast,
        OpKind::MemrefCollapseShape,
        OpKind::MemrefExpandShape,
        OpKind::MemrefAssumeAlignment,
        OpKind::MemrefCopy,
        OpKind::VectorTransferRead,
        OpKind::VectorTransferWrite,
        OpKind::VectorLoad,
        OpKind::VectorStore,
        OpKind::VectorMaskedload,
        OpKind::VectorMaskedstore,
        OpKind::VectorReduction,
        OpKind::VectorBroadcast,
        OpKind::VectorSplat,
        OpKind::VectorExtractStridedSlice,
        OpKind::VectorExtract,
        OpKind::VectorInsert,
        OpKind::VectorFma,
        OpKind::VectorShapeCast,
        OpKind::VectorCreateMask,
        OpKind::VectorConstantMask,
        OpKind::MathAbsf,
        OpKind::MathCeil,
        OpKind::MathFloor,
        OpKind::MathRoundeven,
        OpKind::MathRound,
        OpKind::MathTrunc,
        OpKind::MathSqrt,
        OpKind::MathRsqrt,
        OpKind::MathExp2,
        OpKind::MathExpm1,
        OpKind::MathExp,
        OpKind::MathLog10,
        OpKind::MathLog1p,
        OpKind::MathLog2,
        OpKind::MathLog,
        OpKind::MathSin,
        OpKind::MathCos,
        OpKind::MathTanh,
        OpKind::MathTan,
        OpKind::MathAtan2,
        OpKind::MathAtan,
        OpKind::MathPowf,
        OpKind::MathCopysign,
    ];

    /// The op's name.
    pub fn name(self) -> &'static str {
        match self {
            OpKind::Device => "aie.device",
            OpKind::Tile => "aie.tile",
            OpKind::LogicalTile => "aie.logical_tile",
            OpKind::End => "aie.end",
            OpKind::Core => "aie.core",
            OpKind::Buffer => "aie.buffer",
            OpKind::ExternalBuffer => "aie.external_buffer",
            OpKind::Lock => "aie.lock",
            OpKind::UseLock => "aie.use_lock",
            OpKind::Debug => "aie.debug",
            OpKind::Event => "aie.event",
            OpKind::Plio => "aie.plio",
            OpKind::Flow => "aie.flow",
            OpKind::PacketFlow => "aie.packet_flow",
            OpKind::PacketSource => "aie.packet_source",
            OpKind::PacketDest => "aie.packet_dest",
            OpKind::Switchbox => "aie.switchbox",
            OpKind::ShimSwitchbox => "aie.shim_switchbox",
            OpKind::ShimMux => "aie.shim_mux",
            OpKind::Connect => "aie.connect",
            OpKind::Amsel => "aie.amsel",
            OpKind::Masterset => "aie.masterset",
            OpKind::PacketRules => "aie.packet_rules",
            OpKind::Rule => "aie.rule",
            OpKind::Wire => "aie.wire",
            OpKind::CascadeFlow => "aie.cascade_flow",
            OpKind::ConfigureCascade => "aie.configure_cascade",
            OpKind::PutCascade => "aie.put_cascade",
            OpKind::GetCascade => "aie.get_cascade",
            OpKind::PutStream => "aie.put_stream",
            OpKind::GetStream => "aie.get_stream",
            OpKind::MemtileDma => "aie.memtile_dma",
            OpKind::Mem => "aie.mem",
            OpKind::ShimDmaAllocation => "aie.shim_dma_allocation",
            OpKind::ShimDma => "aie.shim_dma",
            OpKind::DmaStart => "aie.dma_start",
            OpKind::DmaBdPacket => "aie.dma_bd_packet",
            OpKind::DmaBd => "aie.dma_bd",
            OpKind::Dma => "aie.dma",
            OpKind::NextBd => "aie.next_bd",
            OpKind::BdChain => "aie.bd_chain",
            OpKind::RuntimeSequence => "aie.runtime_sequence",
            OpKind::ObjectfifoLink => "aie.objectfifo.link",
            OpKind::ObjectfifoAcquire => "aie.objectfifo.acquire",
            OpKind::ObjectfifoRelease => "aie.objectfifo.release",
            OpKind::ObjectfifoSubviewAccess => "aie.objectfifo.subview.access",
            OpKind::ObjectfifoRegisterExternalBuffers => "aie.objectfifo.register_external_buffers",
            OpKind::ObjectfifoRegisterProcess => "aie.objectfifo.register_process",
            OpKind::ObjectfifoAllocate => "aie.objectfifo.allocate",
            OpKind::Objectfifo => "aie.objectfifo",
            OpKind::TraceMode => "aie.trace.mode",
            OpKind::TracePacket => "aie.trace.packet",
            OpKind::TraceEvent => "aie.trace.event",
            OpKind::TracePort => "aie.trace.port",
            OpKind::TraceStartConfig => "aie.trace.start_config",
            OpKind::TraceStart => "aie.trace.start",
            OpKind::TraceStop => "aie.trace.stop",
            OpKind::TraceConfig => "aie.trace.config",
            OpKind::TraceReg => "aie.trace.reg",
            OpKind::TraceHostConfig => "aie.trace.host_config",
            OpKind::Trace => "aie.trace",
            OpKind::NpuDmaMemcpyNd => "aiex.npu.dma_memcpy_nd",
            OpKind::NpuPushQueue => "aiex.npu.push_queue",
            OpKind::NpuBlockwrite => "aiex.npu.blockwrite",
            OpKind::NpuRtpWrite => "aiex.npu.rtp_write",
            OpKind::NpuDmaWait => "aiex.npu.dma_wait",
            OpKind::NpuWrite32 => "aiex.npu.write32",
            OpKind::NpuMaskwrite32 => "aiex.npu.maskwrite32",
            OpKind::NpuSync => "aiex.npu.sync",
            OpKind::NpuAddressPatch => "aiex.npu.address_patch",
            OpKind::NpuWritebd => "aiex.npu.writebd",
            OpKind::NpuLoadPdi => "aiex.npu.load_pdi",
            OpKind::NpuPreempt => "aiex.npu.preempt",
            OpKind::ControlPacket => "aiex.control_packet",
            OpKind::BroadcastPacket => "aiex.broadcast_packet",
            OpKind::BpId => "aiex.bp_id",
            OpKind::BpDest => "aiex.bp_dest",
            OpKind::SetLock => "aiex.set_lock",
            OpKind::DmaConfigureTaskFor => "aiex.dma_configure_task_for",
            OpKind::DmaConfigureTask => "aiex.dma_configure_task",
            OpKind::DmaStartTask => "aiex.dma_start_task",
            OpKind::DmaAwaitTask => "aiex.dma_await_task",
            OpKind::DmaFreeTask => "aiex.dma_free_task",
            OpKind::DmaStartBdChainFor => "aiex.dma_start_bd_chain_for",
            OpKind::DmaStartBdChain => "aiex.dma_start_bd_chain",
            OpKind::Configure => "aiex.configure",
            OpKind::Run => "aiex.run",
            OpKind::CertAttachToGroup => "aiex.cert.attach_to_group",
            OpKind::CertJob => "aiex.cert.job",
            OpKind::CertWrite32 => "aiex.cert.write32",
            OpKind::CertMaskwrite32 => "aiex.cert.maskwrite32",
            OpKind::CertUcDmaWriteDesSync => "aiex.cert.uc_dma_write_des_sync",
            OpKind::CertWaitTcts => "aiex.cert.wait_tcts",
            OpKind::CertApplyOffset57 => "aiex.cert.apply_offset_57",
            OpKind::CertUcDmaChain => "aiex.cert.uc_dma_chain",
            OpKind::CertUcDmaBd => "aiex.cert.uc_dma_bd",
            OpKind::CertLocalBarrier => "aiex.cert.local_barrier",
            OpKind::CertRemoteBarrier => "aiex.cert.remote_barrier",
            OpKind::CertNop => "aiex.cert.nop",
            OpKind::CertLoadPdi => "aiex.cert.load_pdi",
            OpKind::FuncFunc => "func.func",
            OpKind::FuncReturn => "func.return",
            OpKind::FuncCall => "func.call",
            OpKind::ScfFor => "scf.for",
            OpKind::ScfIf => "scf.if",
            OpKind::ScfYield => "scf.yield",
            OpKind::ScfIndexSwitch => "scf.index_switch",
            OpKind::ScfWhile => "scf.while",
            OpKind::ScfCondition => "scf.condition",
            OpKind::AffineFor => "affine.for",
            OpKind::AffineYield => "affine.yield",
            OpKind::AffineLoad => "affine.load",
            OpKind::AffineStore => "affine.store",
            OpKind::AffineApply => "affine.apply",
            OpKind::CfBr => "cf.br",
            OpKind::CfCondBr => "cf.cond_br",
            OpKind::ArithConstant => "arith.constant",
            OpKind::ArithAddi => "arith.addi",
            OpKind::ArithSubi => "arith.subi",
            OpKind::ArithMuli => "arith.muli",
            OpKind::ArithDivsi => "arith.divsi",
            OpKind::ArithDivui => "arith.divui",
            OpKind::ArithRemsi => "arith.remsi",
            OpKind::ArithRemui => "arith.remui",
            OpKind::ArithAndi => "arith.andi",
            OpKind::ArithOri => "arith.ori",
            OpKind::ArithXori => "arith.xori",
            OpKind::ArithShli => "arith.shli",
            OpKind::ArithShrsi => "arith.shrsi",
            OpKind::ArithShrui => "arith.shrui",
            OpKind::ArithMaxsi => "arith.maxsi",
            OpKind::ArithMinsi => "arith.minsi",
            OpKind::ArithAddf => "arith.addf",
            OpKind::ArithSubf => "arith.subf",
            OpKind::ArithMulf => "arith.mulf",
            OpKind::ArithDivf => "arith.divf",
            OpKind::ArithMaxui => "arith.maxui",
            OpKind::ArithMinui => "arith.minui",
            OpKind::ArithCeildivsi => "arith.ceildivsi",
            OpKind::ArithFloordivsi => "arith.floordivsi",
            OpKind::ArithRemf => "arith.remf",
            OpKind::ArithMaximumf => "arith.maximumf",
            OpKind::ArithMinimumf => "arith.minimumf",
            OpKind::ArithMaxnumf => "arith.maxnumf",
            OpKind::ArithMinnumf => "arith.minnumf",
            OpKind::ArithNegf => "arith.negf",
            OpKind::ArithCmpi => "arith.cmpi",
            OpKind::ArithCmpf => "arith.cmpf",
            OpKind::ArithSelect => "arith.select",
            OpKind::ArithIndexCast => "arith.index_cast",
            OpKind::ArithExtsi => "arith.extsi",
            OpKind::ArithExtui => "arith.extui",
            OpKind::ArithTrunci => "arith.trunci",
            OpKind::ArithExtf => "arith.extf",
            OpKind::ArithTruncf => "arith.truncf",
            OpKind::ArithSitofp => "arith.sitofp",
            OpKind::ArithUitofp => "arith.uitofp",
            OpKind::ArithFptosi => "arith.fptosi",
            OpKind::ArithFptoui => "arith.fptoui",
            OpKind::ArithBitcast => "arith.bitcast",
            OpKind::ArithIndexCastui => "arith.index_castui",
            OpKind::MemrefGlobal => "memref.global",
            OpKind::MemrefGetGlobal => "memref.get_global",
            OpKind::MemrefLoad => "memref.load",
            OpKind::MemrefStore => "memref.store",
            OpKind::MemrefAlloc => "memref.alloc",
            OpKind::MemrefDim => "memref.dim",
            OpKind::MemrefDealloc => "memref.dealloc",
            OpKind::MemrefSubview => "memref.subview",
            OpKind::MemrefReinterpretCast => "memref.reinterpret_cast",
            OpKind::MemrefCast => "memref.cast",
            OpKind::MemrefCollapseShape => "memref.collapse_shape",
            OpKind::MemrefExpandShape => "memref.expand_shape",
            OpKind::MemrefAssumeAlignment => "memref.assume_alignment",
            OpKind::MemrefCopy => "memref.copy",
            OpKind::VectorTransferRead => "vector.transfer_read",
            OpKind::VectorTransferWrite => "vector.transfer_write",
            OpKind::VectorLoad => "vector.load",
            OpKind::VectorStore => "vector.store",
            OpKind::VectorMaskedload => "vector.maskedload",
            OpKind::VectorMaskedstore => "vector.maskedstore",
            OpKind::VectorReduction => "vector.reduction",
            OpKind::VectorBroadcast => "vector.broadcast",
            OpKind::VectorSplat => "vector.splat",
            OpKind::VectorExtractStridedSlice => "vector.extract_strided_slice",
            OpKind::VectorExtract => "vector.extract",
            OpKind::VectorInsert => "vector.insert",
            OpKind::VectorFma => "vector.fma",
            OpKind::VectorShapeCast => "vector.shape_cast",
            OpKind::VectorCreateMask => "vector.create_mask",
            OpKind::VectorConstantMask => "vector.constant_mask",
            OpKind::MathAbsf => "math.absf",
            OpKind::MathCeil => "math.ceil",
            OpKind::MathFloor => "math.floor",
            OpKind::MathRoundeven => "math.roundeven",
            OpKind::MathRound => "math.round",
            OpKind::MathTrunc => "math.trunc",
            OpKind::MathSqrt => "math.sqrt",
            OpKind::MathRsqrt => "math.rsqrt",
            OpKind::MathExp2 => "math.exp2",
            OpKind::MathExpm1 => "math.expm1",
            OpKind::MathExp => "math.exp",
            OpKind::MathLog10 => "math.log10",
            OpKind::MathLog1p => "math.log1p",
            OpKind::MathLog2 => "math.log2",
            OpKind::MathLog => "math.log",
            OpKind::MathSin => "math.sin",
            OpKind::MathCos => "math.cos",
            OpKind::MathTanh => "math.tanh",
            OpKind::MathTan => "math.tan",
            OpKind::MathAtan2 => "math.atan2",
            OpKind::MathAtan => "math.atan",
            OpKind::MathPowf => "math.powf",
            OpKind::MathCopysign => "math.copysign",
        }
    }

    /// The kind of the op named `name`.
    pub fn from_name(name: &str) -> Option<OpKind> {
        Some(match name {
            "aie.device" => OpKind::Device,
            "aie.tile" => OpKind::Tile,
            "aie.logical_tile" => OpKind::LogicalTile,
            "aie.end" => OpKind::End,
            "aie.core" => OpKind::Core,
            "aie.buffer" => OpKind::Buffer,
            "aie.external_buffer" => OpKind::ExternalBuffer,
            "aie.lock" => OpKind::Lock,
            "aie.use_lock" => OpKind::UseLock,
            "aie.debug" => OpKind::Debug,
            "aie.event" => OpKind::Event,
            "aie.plio" => OpKind::Plio,
            "aie.flow" => OpKind::Flow,
            "aie.packet_flow" => OpKind::PacketFlow,
            "aie.packet_source" => OpKind::PacketSource,
            "aie.packet_dest" => OpKind::PacketDest,
            "aie.switchbox" => OpKind::Switchbox,
            "aie.shim_switchbox" => OpKind::ShimSwitchbox,
            "aie.shim_mux" => OpKind::ShimMux,
            "aie.connect" => OpKind::Connect,
            "aie.amsel" => OpKind::Amsel,
            "aie.masterset" => OpKind::Masterset,
            "aie.packet_rules" => OpKind::PacketRules,
            "aie.rule" => OpKind::Rule,
            "aie.wire" => OpKind::Wire,
            "aie.cascade_flow" => OpKind::CascadeFlow,
            "aie.configure_cascade" => OpKind::ConfigureCascade,
            "aie.put_cascade" => OpKind::PutCascade,
            "aie.get_cascade" => OpKind::GetCascade,
            "aie.put_stream" => OpKind::PutStream,
            "aie.get_stream" => OpKind::GetStream,
            "aie.memtile_dma" => OpKind::MemtileDma,
            "aie.mem" => OpKind::Mem,
            "aie.shim_dma_allocation" => OpKind::ShimDmaAllocation,
            "aie.shim_dma" => OpKind::ShimDma,
            "aie.dma_start" => OpKind::DmaStart,
            "aie.dma_bd_packet" => OpKind::DmaBdPacket,
            "aie.dma_bd" => OpKind::DmaBd,
            "aie.dma" => OpKind::Dma,
            "aie.next_bd" => OpKind::NextBd,
            "aie.bd_chain" => OpKind::BdChain,
            "aie.runtime_sequence" => OpKind::RuntimeSequence,
            "aie.objectfifo.link" => OpKind::ObjectfifoLink,
            "aie.objectfifo.acquire" => OpKind::ObjectfifoAcquire,
            "aie.objectfifo.release" => OpKind::ObjectfifoRelease,
            "aie.objectfifo.subview.access" => OpKind::ObjectfifoSubviewAccess,
            "aie.objectfifo.register_external_buffers" => OpKind::ObjectfifoRegisterExternalBuffers,
            "aie.objectfifo.register_process" => OpKind::ObjectfifoRegisterProcess,
            "aie.objectfifo.allocate" => OpKind::ObjectfifoAllocate,
            "aie.objectfifo" => OpKind::Objectfifo,
            "aie.trace.mode" => OpKind::TraceMode,
            "aie.trace.packet" => OpKind::TracePacket,
            "aie.trace.event" => OpKind::TraceEvent,
            "aie.trace.port" => OpKind::TracePort,
            "aie.trace.start_config" => OpKind::TraceStartConfig,
            "aie.trace.start" => OpKind::TraceStart,
            "aie.trace.stop" => OpKind::TraceStop,
            "aie.trace.config" => OpKind::TraceConfig,
            "aie.trace.reg" => OpKind::TraceReg,
            "aie.trace.host_config" => OpKind::TraceHostConfig,
            "aie.trace" => OpKind::Trace,
            "aiex.npu.dma_memcpy_nd" => OpKind::NpuDmaMemcpyNd,
            "aiex.npu.push_queue" => OpKind::NpuPushQueue,
            "aiex.npu.blockwrite" => OpKind::NpuBlockwrite,
            "aiex.npu.rtp_write" => OpKind::NpuRtpWrite,
            "aiex.npu.dma_wait" => OpKind::NpuDmaWait,
            "aiex.npu.write32" => OpKind::NpuWrite32,
            "aiex.npu.maskwrite32" => OpKind::NpuMaskwrite32,
            "aiex.npu.sync" => OpKind::NpuSync,
            "aiex.npu.address_patch" => OpKind::NpuAddressPatch,
            "aiex.npu.writebd" => OpKind::NpuWritebd,
            "aiex.npu.load_pdi" => OpKind::NpuLoadPdi,
            "aiex.npu.preempt" => OpKind::NpuPreempt,
            "aiex.control_packet" => OpKind::ControlPacket,
            "aiex.broadcast_packet" => OpKind::BroadcastPacket,
            "aiex.bp_id" => OpKind::BpId,
            "aiex.bp_dest" => OpKind::BpDest,
            "aiex.set_lock" => OpKind::SetLock,
            "aiex.dma_configure_task_for" => OpKind::DmaConfigureTaskFor,
            "aiex.dma_configure_task" => OpKind::DmaConfigureTask,
            "aiex.dma_start_task" => OpKind::DmaStartTask,
            "aiex.dma_await_task" => OpKind::DmaAwaitTask,
            "aiex.dma_free_task" => OpKind::DmaFreeTask,
            "aiex.dma_start_bd_chain_for" => OpKind::DmaStartBdChainFor,
            "aiex.dma_start_bd_chain" => OpKind::DmaStartBdChain,
            "aiex.configure" => OpKind::Configure,
            "aiex.run" => OpKind::Run,
            "aiex.cert.attach_to_group" => OpKind::CertAttachToGroup,
            "aiex.cert.job" => OpKind::CertJob,
            "aiex.cert.write32" => OpKind::CertWrite32,
            "aiex.cert.maskwrite32" => OpKind::CertMaskwrite32,
            "aiex.cert.uc_dma_write_des_sync" => OpKind::CertUcDmaWriteDesSync,
            "aiex.cert.wait_tcts" => OpKind::CertWaitTcts,
            "aiex.cert.apply_offset_57" => OpKind::CertApplyOffset57,
            "aiex.cert.uc_dma_chain" => OpKind::CertUcDmaChain,
            "aiex.cert.uc_dma_bd" => OpKind::CertUcDmaBd,
            "aiex.cert.local_barrier" => OpKind::CertLocalBarrier,
            "aiex.cert.remote_barrier" => OpKind::CertRemoteBarrier,
            "aiex.cert.nop" => OpKind::CertNop,
            "aiex.cert.load_pdi" => OpKind::CertLoadPdi,
            "func.func" => OpKind::FuncFunc,
            "func.return" => OpKind::FuncReturn,
            "func.call" => OpKind::FuncCall,
            "scf.for" => OpKind::ScfFor,
            "scf.if" => OpKind::ScfIf,
            "scf.yield" => OpKind::ScfYield,
            "scf.index_switch" => OpKind::ScfIndexSwitch,
            "scf.while" => OpKind::ScfWhile,
            "scf.condition" => OpKind::ScfCondition,
            "affine.for" => OpKind::AffineFor,
            "affine.yield" => OpKind::AffineYield,
            "affine.load" => OpKind::AffineLoad,
            "affine.store" => OpKind::AffineStore,
            "affine.apply" => OpKind::AffineApply,
            "cf.br" => OpKind::CfBr,
            "cf.cond_br" => OpKind::CfCondBr,
            "arith.constant" => OpKind::ArithConstant,
            "arith.addi" => OpKind::ArithAddi,
            "arith.subi" => OpKind::ArithSubi,
            "arith.muli" => OpKind::ArithMuli,
            "arith.divsi" => OpKind::ArithDivsi,
            "arith.divui" => OpKind::ArithDivui,
            "arith.remsi" => OpKind::ArithRemsi,
            "arith.remui" => OpKind::ArithRemui,
            "arith.andi" => OpKind::ArithAndi,
            "arith.ori" => OpKind::ArithOri,
            "arith.xori" => OpKind::ArithXori,
            "arith.shli" => OpKind::ArithShli,
            "arith.shrsi" => OpKind::ArithShrsi,
            "arith.shrui" => OpKind::ArithShrui,
            "arith.maxsi" => OpKind::ArithMaxsi,
            "arith.minsi" => OpKind::ArithMinsi,
            "arith.addf" => OpKind::ArithAddf,
            "arith.subf" => OpKind::ArithSubf,
            "arith.mulf" => OpKind::ArithMulf,
            "arith.divf" => OpKind::ArithDivf,
            "arith.maxui" => OpKind::ArithMaxui,
            "arith.minui" => OpKind::ArithMinui,
            "arith.ceildivsi" => OpKind::ArithCeildivsi,
            "arith.floordivsi" => OpKind::ArithFloordivsi,
            "arith.remf" => OpKind::ArithRemf,
            "arith.maximumf" => OpKind::ArithMaximumf,
            "arith.minimumf" => OpKind::ArithMinimumf,
            "arith.maxnumf" => OpKind::ArithMaxnumf,
            "arith.minnumf" => OpKind::ArithMinnumf,
            "arith.negf" => OpKind::ArithNegf,
            "arith.cmpi" => OpKind::ArithCmpi,
            "arith.cmpf" => OpKind::ArithCmpf,
            "arith.select" => OpKind::ArithSelect,
            "arith.index_cast" => OpKind::ArithIndexCast,
            "arith.extsi" => OpKind::ArithExtsi,
            "arith.extui" => OpKind::ArithExtui,
            "arith.trunci" => OpKind::ArithTrunci,
            "arith.extf" => OpKind::ArithExtf,
            "arith.truncf" => OpKind::ArithTruncf,
            "arith.sitofp" => OpKind::ArithSitofp,
            "arith.uitofp" => OpKind::ArithUitofp,
            "arith.fptosi" => OpKind::ArithFptosi,
            "arith.fptoui" => OpKind::ArithFptoui,
            "arith.bitcast" => OpKind::ArithBitcast,
            "arith.index_castui" => OpKind::ArithIndexCastui,
            "memref.global" => OpKind::MemrefGlobal,
            "memref.get_global" => OpKind::MemrefGetGlobal,
            "memref.load" => OpKind::MemrefLoad,
            "memref.store" => OpKind::MemrefStore,
            "memref.alloc" => OpKind::MemrefAlloc,
            "memref.dim" => OpKind::MemrefDim,
            "memref.dealloc" => OpKind::MemrefDealloc,
            "memref.subview" => OpKind::MemrefSubview,
            "memref.reinterpret_cast" => OpKind::MemrefReinterpretCast,
            "memref.cast" => OpKind::MemrefCast,
            "memref.collapse_shape" => OpKind::MemrefCollapseShape,
            "memref.expand_shape" => OpKind::MemrefExpandShape,
            "memref.assume_alignment" => OpKind::MemrefAssumeAlignment,
            "memref.copy" => OpKind::MemrefCopy,
            "vector.transfer_read" => OpKind::VectorTransferRead,
            "vector.transfer_write" => OpKind::VectorTransferWrite,
            "vector.load" => OpKind::VectorLoad,
            "vector.store" => OpKind::VectorStore,
            "vector.maskedload" => OpKind::VectorMaskedload,
            "vector.maskedstore" => OpKind::VectorMaskedstore,
            "vector.reduction" => OpKind::VectorReduction,
            "vector.broadcast" => OpKind::VectorBroadcast,
            "vector.splat" => OpKind::VectorSplat,
            "vector.extract_strided_slice" => OpKind::VectorExtractStridedSlice,
            "vector.extract" => OpKind::VectorExtract,
            "vector.insert" => OpKind::VectorInsert,
            "vector.fma" => OpKind::VectorFma,
            "vector.shape_cast" => OpKind::VectorShapeCast,
            "vector.create_mask" => OpKind::VectorCreateMask,
            "vector.constant_mask" => OpKind::VectorConstantMask,
            "math.absf" => OpKind::MathAbsf,
            "math.ceil" => OpKind::MathCeil,
            "math.floor" => OpKind::MathFloor,
            "math.roundeven" => OpKind::MathRoundeven,
            "math.round" => OpKind::MathRound,
            "math.trunc" => OpKind::MathTrunc,
            "math.sqrt" => OpKind::MathSqrt,
            "math.rsqrt" => OpKind::MathRsqrt,
            "math.exp2" => OpKind::MathExp2,
            "math.expm1" => OpKind::MathExpm1,
            "math.exp" => OpKind::MathExp,
            "math.log10" => OpKind::MathLog10,
            "math.log1p" => OpKind::MathLog1p,
            "math.log2" => OpKind::MathLog2,
            "math.log" => OpKind::MathLog,
            "math.sin" => OpKind::MathSin,
            "math.cos" => OpKind::MathCos,
            "math.tanh" => OpKind::MathTanh,
            "math.tan" => OpKind::MathTan,
            "math.atan2" => OpKind::MathAtan2,
            "math.atan" => OpKind::MathAtan,
            "math.powf" => OpKind::MathPowf,
            "math.copysign" => OpKind::MathCopysign,
            _ => return None,
        })
    }
}
