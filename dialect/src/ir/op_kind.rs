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
    /// `aie.objectfifo_rearm_binding`
    ObjectfifoRearmBinding,
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
    /// `aiex.npu.assert_bd_field`
    NpuAssertBdField,
    /// `aiex.npu.assert_bd_divisible`
    NpuAssertBdDivisible,
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
    /// `aiex.dma_channel_reset_for`
    DmaChannelResetFor,
    /// `aiex.dma_channel_reset`
    DmaChannelReset,
    /// `aiex.core_reset`
    CoreReset,
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
    /// `aiex.dma_bd_pool_pop`
    DmaBdPoolPop,
    /// `aiex.dma_bd_pool_push`
    DmaBdPoolPush,
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
    /// `aiex.cert.section`
    CertSection,
    /// `aiex.cert.page`
    CertPage,
    /// `aiex.cert.job`
    CertJob,
    /// `aiex.cert.write32`
    CertWrite32,
    /// `aiex.cert.maskwrite32`
    CertMaskwrite32,
    /// `aiex.cert.mov`
    CertMov,
    /// `aiex.cert.add`
    CertAdd,
    /// `aiex.cert.write32_d`
    CertWrite32D,
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
    /// `aiex.cert.preempt`
    CertPreempt,
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
    /// `memref.view`
    MemrefView,
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
    pub const ALL: [OpKind; 229] = [
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
        OpKind::ObjectfifoRearmBinding,
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
        OpKind::NpuAssertBdField,
        OpKind::NpuAssertBdDivisible,
        OpKind::NpuWritebd,
        OpKind::NpuLoadPdi,
        OpKind::NpuPreempt,
        OpKind::ControlPacket,
        OpKind::BroadcastPacket,
        OpKind::BpId,
        OpKind::BpDest,
        OpKind::SetLock,
        OpKind::DmaChannelResetFor,
        OpKind::DmaChannelReset,
        OpKind::CoreReset,
        OpKind::DmaConfigureTaskFor,
        OpKind::DmaConfigureTask,
        OpKind::DmaStartTask,
        OpKind::DmaAwaitTask,
        OpKind::DmaFreeTask,
        OpKind::DmaBdPoolPop,
        OpKind::DmaBdPoolPush,
        OpKind::DmaStartBdChainFor,
        OpKind::DmaStartBdChain,
        OpKind::Configure,
        OpKind::Run,
        OpKind::CertAttachToGroup,
        OpKind::CertSection,
        OpKind::CertPage,
        OpKind::CertJob,
        OpKind::CertWrite32,
        OpKind::CertMaskwrite32,
        OpKind::CertMov,
        OpKind::CertAdd,
        OpKind::CertWrite32D,
        OpKind::CertUcDmaWriteDesSync,
        OpKind::CertWaitTcts,
        OpKind::CertApplyOffset57,
        OpKind::CertUcDmaChain,
        OpKind::CertUcDmaBd,
        OpKind::CertLocalBarrier,
        OpKind::CertRemoteBarrier,
        OpKind::CertPreempt,
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
        OpKind::MemrefView,
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
}
