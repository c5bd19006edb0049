// aie-translate --aie-generate-xaie (docs/cli.md): the configuration as C
// calls of aie-rt, spelled as mlir-aie's XAIE target spells them.
// RUN: aiec %s --aie-generate-xaie | FileCheck %s
// An AIE1 device starts its channels by pushing the BD to the queue.
// RUN: aiec %S/Inputs/xaie-aie1.mlir --aie-generate-xaie | FileCheck %s --check-prefix=AIE1

// The array: AIE-ML, 25/20 address shifts, 6 rows of one column, a mem
// tile row, core tiles from row 2.
// CHECK-LABEL: aie_libxaie_ctx_t* mlir_aie_init_libxaie() {
// CHECK:       ctx->XAieConfig->AieGen = XAIE_DEV_GEN_AIEML;
// CHECK:       ctx->XAieConfig->ColShift = 25;
// CHECK-NEXT:  ctx->XAieConfig->RowShift = 20;
// CHECK-NEXT:  ctx->XAieConfig->NumRows = 6;
// CHECK-NEXT:  ctx->XAieConfig->NumCols = 1;
// CHECK:       ctx->XAieConfig->MemTileNumRows = 1;
// CHECK:       ctx->XAieConfig->AieTileRowStart = 2;
// CHECK-NEXT:  ctx->XAieConfig->AieTileNumRows = 4;

// Core tiles: reset, disabled, locks released; the ELF of a core that has
// one; an empty core without one loads nothing.
// CHECK-LABEL: int mlir_aie_configure_cores(aie_libxaie_ctx_t* ctx) {
// CHECK-NEXT:  __mlir_aie_try(XAie_CoreReset(ctx->XAieDevInst, XAie_TileLoc(0,2)));
// CHECK-NEXT:  __mlir_aie_try(XAie_CoreDisable(ctx->XAieDevInst, XAie_TileLoc(0,2)));
// CHECK-NEXT:  for (int l = 0; l < 16; ++l)
// CHECK-NEXT:    __mlir_aie_try(XAie_LockRelease(ctx->XAieDevInst, XAie_TileLoc(0,2), XAie_LockInit(l, 0x0), 0));
// CHECK-NEXT:  {
// CHECK-NEXT:  AieRC RC = XAie_LoadElf(ctx->XAieDevInst, XAie_TileLoc(0,2), (const char*)"core_0_2.elf",0);
// CHECK:       __mlir_aie_try(XAie_CoreReset(ctx->XAieDevInst, XAie_TileLoc(0,3)));
// CHECK-NOT:   LoadElf
// CHECK:       } // mlir_aie_configure_cores
// CHECK-LABEL: int mlir_aie_start_cores(aie_libxaie_ctx_t* ctx) {
// CHECK-NEXT:  __mlir_aie_try(XAie_CoreUnreset(ctx->XAieDevInst, XAie_TileLoc(0,2)));
// CHECK-NEXT:  __mlir_aie_try(XAie_CoreEnable(ctx->XAieDevInst, XAie_TileLoc(0,2)));

// A BD with locks and dimensions (innermost last, in words), chained to
// itself.
// CHECK-LABEL: int mlir_aie_configure_dmas(aie_libxaie_ctx_t* ctx) {
// CHECK-NEXT:  XAie_DmaDesc dma_tile02_bd0;
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaDescInit(ctx->XAieDevInst, &(dma_tile02_bd0), XAie_TileLoc(0,2)));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetLock(&(dma_tile02_bd0), XAie_LockInit(1,-1),XAie_LockInit(2,1)));
// CHECK-NEXT:  XAie_DmaTensor dma_tile_0_2_bd_0_tensor = {};
// CHECK-NEXT:  dma_tile_0_2_bd_0_tensor.NumDim = 2;
// CHECK:       dma_tile_0_2_bd_0_tensor.Dim[1].AieMlDimDesc = { /* Stride */ 1, /* Size */ 4};
// CHECK-NEXT:  dma_tile_0_2_bd_0_tensor.Dim[0].AieMlDimDesc = { /* Stride */ 4, /* Size */ 4};
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetMultiDimAddr(&(dma_tile02_bd0), &dma_tile_0_2_bd_0_tensor, 0x400,  /* len */ 64));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetNextBd(&(dma_tile02_bd0),  /* nextbd */ 0,  /* enableNextBd */ 1));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaEnableBd(&(dma_tile02_bd0)));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaWriteBd(ctx->XAieDevInst, &(dma_tile02_bd0), XAie_TileLoc(0,2),  /* bd */ 0));
// The out-of-order receive BD: release only (the acquire disabled), no
// next BD, packet-enabled.
// CHECK-NEXT:  XAie_DmaDesc dma_tile02_bd5;
// CHECK:       __mlir_aie_try(XAie_DmaSetLock(&(dma_tile02_bd5), XAie_LockInit(0,0),XAie_LockInit(2,1)));
// CHECK-NEXT:  dma_tile02_bd5.LockDesc.LockAcqEn = XAIE_DISABLE;
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetAddrLen(&(dma_tile02_bd5), /* addrA */ 0x400,  /* len */ 32));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetNextBd(&(dma_tile02_bd5),  /* nextbd */ 0,  /* enableNextBd */ 0));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetPkt(&(dma_tile02_bd5), XAie_PacketInit(2,0)));
// The sender: offset 8 words, iteration (step 8 words, 2 times, at 1),
// its out-of-order id.
// CHECK:       __mlir_aie_try(XAie_DmaSetAddrLen(&(dma_tile02_bd6), /* addrA */ 0x420,  /* len */ 32));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetBdIteration(&(dma_tile02_bd6), 8, 2, 1));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetNextBd(&(dma_tile02_bd6),  /* nextbd */ 0,  /* enableNextBd */ 0));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetOutofOrderBdId(&(dma_tile02_bd6), 3));
// The starts, repeat counts one up; the out-of-order channel's mode first.
// CHECK:       __mlir_aie_try(XAie_DmaChannelSetStartQueue(ctx->XAieDevInst, XAie_TileLoc(0,2), /* ChNum */0, /* dmaDir */ DMA_S2MM, /* BdNum */0, /* Repeat */ 1, /* EnToken */ XAIE_DISABLE));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaChannelEnable(ctx->XAieDevInst, XAie_TileLoc(0,2), /* ChNum */ 0, /* dmaDir */ DMA_S2MM));
// CHECK-NEXT:  XAie_DmaChannelDesc ooo_desc_0_2_1;
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaChannelDescInit(ctx->XAieDevInst, &ooo_desc_0_2_1, XAie_TileLoc(0,2)));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaChannelEnOutofOrder(&ooo_desc_0_2_1, XAIE_ENABLE));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaWriteChannel(ctx->XAieDevInst, &ooo_desc_0_2_1, XAie_TileLoc(0,2), /* ChNum */1, /* dmaDir */ DMA_S2MM));
// CHECK-NEXT:  XAie_DmaDeclareQueueConfig(ooo_queue_0_2_1, /* StartBd */ 0, /* Repeat */ 4, /* EnToken */ XAIE_DISABLE, /* EnOutOfOrder */ XAIE_ENABLE);
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaChannelSetStartQueueGeneric(ctx->XAieDevInst, XAie_TileLoc(0,2), /* ChNum */1, /* dmaDir */ DMA_S2MM, &ooo_queue_0_2_1));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaChannelEnable(ctx->XAieDevInst, XAie_TileLoc(0,2), /* ChNum */ 1, /* dmaDir */ DMA_S2MM));
// The mem tile numbers BDs without an id by channel: even from 0, odd
// from 24; its buffers are in its own window (0x80000 on).
// CHECK:       XAie_DmaDesc dma_tile01_bd0;
// CHECK:       __mlir_aie_try(XAie_DmaSetAddrLen(&(dma_tile01_bd0), /* addrA */ 0x80000,  /* len */ 64));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetNextBd(&(dma_tile01_bd0),  /* nextbd */ 1,  /* enableNextBd */ 1));
// CHECK:       XAie_DmaDesc dma_tile01_bd24;
// CHECK:       __mlir_aie_try(XAie_DmaSetLock(&(dma_tile01_bd24), XAie_LockInit(64,-1),XAie_LockInit(64,1)));
// CHECK:       XAie_DmaDesc dma_tile01_bd1;
// CHECK:       } // mlir_aie_configure_dmas
// The external buffer's address and the shim DMA's BD on it.
// CHECK:       void mlir_aie_external_set_addr_host(aie_libxaie_ctx_t* ctx, u64 VA) {
// CHECK:       u64 mlir_aie_external_get_addr_myBuffer_00_2(void) {
// CHECK-NEXT:      assert(_mlir_aie_external_set_host);
// CHECK-NEXT:      return _mlir_aie_external_host + 0x20;
// CHECK-LABEL: int mlir_aie_configure_shimdma_00(aie_libxaie_ctx_t* ctx) {
// CHECK:       __mlir_aie_try(XAie_DmaSetAddrLen(&(dma_tile00_bd2), /* addrA */ mlir_aie_external_get_addr_myBuffer_00_2(),  /* len */ 64));
// CHECK-NEXT:  __mlir_aie_try(XAie_DmaSetAxi(&(dma_tile00_bd2), /* smid */ 0, /* burstlen */ 4, /* QoS */ 0, /* Cache */ 2, /* Secure */ XAIE_ENABLE));
// CHECK-LABEL: int mlir_aie_initialize_locks(aie_libxaie_ctx_t* ctx) {
// CHECK-NEXT:  __mlir_aie_try(XAie_LockSetValue(ctx->XAieDevInst, XAie_TileLoc(0,2), XAie_LockInit(1, 1)));
// CHECK-NEXT:  __mlir_aie_try(XAie_LockSetValue(ctx->XAieDevInst, XAie_TileLoc(0,2), XAie_LockInit(2, 0)));
// CHECK-NEXT:  __mlir_aie_try(XAie_LockSetValue(ctx->XAieDevInst, XAie_TileLoc(0,1), XAie_LockInit(0, 2)));
// CHECK-LABEL: int mlir_aie_configure_switchboxes(aie_libxaie_ctx_t* ctx) {
// CHECK:       __mlir_aie_try(XAie_StrmConnCctEnable(ctx->XAieDevInst, XAie_TileLoc(x,y), SOUTH, 0, DMA, 0));
// CHECK-NEXT:  __mlir_aie_try(XAie_StrmPktSwMstrPortEnable(ctx->XAieDevInst, XAie_TileLoc(x,y), DMA, 1, /* drop_header */ XAIE_SS_PKT_DROP_HEADER, /* arbiter */ 1, /* MSelEn */ 0x4));
// CHECK-NEXT:  __mlir_aie_try(XAie_StrmPktSwSlavePortEnable(ctx->XAieDevInst, XAie_TileLoc(x,y), SOUTH, 3));
// CHECK-NEXT:  __mlir_aie_try(XAie_StrmPktSwSlaveSlotEnable(ctx->XAieDevInst, XAie_TileLoc(x,y), SOUTH, 3, /* slot */ 0, /* packet */ XAie_PacketInit(2,0), /* mask */ 0x1F, /* msel */ 2, /* arbiter */ 1));
// CHECK:       __mlir_aie_try(XAie_EnableShimDmaToAieStrmPort(ctx->XAieDevInst, XAie_TileLoc(x,y), 3));
// CHECK-NEXT:  __mlir_aie_try(XAie_EnableAieToShimDmaStrmPort(ctx->XAieDevInst, XAie_TileLoc(x,y), 2));
// CHECK-LABEL: int mlir_aie_configure_cascade(aie_libxaie_ctx_t* ctx) {
// CHECK-NEXT:  XAie_CoreConfigAccumulatorControl(ctx->XAieDevInst, XAie_TileLoc(0, 3), NORTH, SOUTH);
// Accessors: i32 and f32 buffers, tile by tile; named locks.
// CHECK:       int32_t mlir_aie_read_buffer_mbuf(aie_libxaie_ctx_t* ctx, int index) {
// CHECK:       const int buf_offset = 1024;
// CHECK:       float mlir_aie_read_buffer_fbuf(aie_libxaie_ctx_t* ctx, int index) {
// CHECK:       // buffer hbuf with unsupported type memref<8xi16>;
// CHECK-NEXT:  int mlir_aie_acquire_full(aie_libxaie_ctx_t* ctx, int value, int timeout) {
// CHECK-NEXT:    const int id = 1;
// CHECK-NEXT:    return XAie_LockAcquire(ctx->XAieDevInst, XAie_TileLoc(0,2), XAie_LockInit(id,value), timeout);
// CHECK:       int mlir_aie_release_empty(

// AIE1: ctx->XAieConfig->AieGen = XAIE_DEV_GEN_AIE;
// AIE1: ctx->XAieConfig->ColShift = 23;
// AIE1: __mlir_aie_try(XAie_DmaSetLock(&(dma_tile73_bd0), XAie_LockInit(0,1),XAie_LockInit(0,0)));
// AIE1: __mlir_aie_try(XAie_DmaChannelPushBdToQueue(ctx->XAieDevInst, XAie_TileLoc(7,3), /* ChNum */0, /* dmaDir */ DMA_MM2S, /* BdNum */0));
// AIE1-NEXT: __mlir_aie_try(XAie_DmaChannelEnable(ctx->XAieDevInst, XAie_TileLoc(7,3), /* ChNum */ 0, /* dmaDir */ DMA_MM2S));

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %host = aie.external_buffer {sym_name = "host"} : memref<64xi32>
    %full = aie.lock(%t02, 1) {init = 1 : i32, sym_name = "full"}
    %empty = aie.lock(%t02, 2) {init = 0 : i32, sym_name = "empty"}
    %m0 = aie.lock(%t01, 0) {init = 2 : i32}
    %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<16xi32>
    %fbuf = aie.buffer(%t02) {address = 2048 : i32, sym_name = "fbuf"} : memref<8xf32>
    %hbuf = aie.buffer(%t02) {address = 3072 : i32, sym_name = "hbuf"} : memref<8xi16>
    %mbuf = aie.buffer(%t01) {address = 0 : i32, sym_name = "mbuf"} : memref<64xi32>
    %sb02 = aie.switchbox(%t02) {
      aie.connect<South : 0, DMA : 0>
      %a = aie.amsel<1> (2)
      aie.masterset(DMA : 1, %a)
      aie.packet_rules(South : 3) {
        aie.rule(31, 2, %a)
      }
    }
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
      aie.connect<North : 2, DMA : 0>
    }
    aie.configure_cascade(%t03, North, South)
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^r, ^next)
    ^r:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16, [<size = 4, stride = 1>, <size = 4, stride = 4>]) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^r
    ^next:
      %1 = aie.dma_start(S2MM, 1, ^o, ^tx, repeat_count = 3) {out_of_order}
    ^o:
      aie.dma_bd_packet(0, 2)
      aie.dma_bd(%buf : memref<16xi32>, 0, 8) {bd_id = 5 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^end
    ^tx:
      %2 = aie.dma_start(MM2S, 0, ^s, ^end, repeat_count = 1)
    ^s:
      aie.dma_bd(%buf : memref<16xi32>, 8, 8) {bd_id = 6 : i32, out_of_order_id = 3 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 4>, iteration = #aie.bd_iteration<size = 2, stride = 8, current = 1>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %mt = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^a, ^b)
    ^a:
      aie.dma_bd(%mbuf : memref<64xi32>, 0, 16)
      aie.next_bd ^a2
    ^a2:
      aie.dma_bd(%mbuf : memref<64xi32>, 16, 16)
      aie.next_bd ^a
    ^b:
      %1 = aie.dma_start(S2MM, 1, ^c, ^end)
    ^c:
      aie.use_lock(%m0, AcquireGreaterEqual, 1)
      aie.dma_bd(%mbuf : memref<64xi32>, 32, 16)
      aie.use_lock(%m0, Release, 1)
      aie.next_bd ^c
    ^end:
      aie.end
    }
    %shim = aie.shim_dma(%t00) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%host : memref<64xi32>, 8, 16) {bd_id = 2 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %core = aie.core(%t02) {
      aie.end
    } {elf_file = "core_0_2.elf"}
    %core3 = aie.core(%t03) {
      aie.end
    }
  }
}
