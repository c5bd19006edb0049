aie.device(npu1_1col) {
  %shim = aie.tile(0, 0)
  %mem = aie.tile(0, 1)
  %core = aie.tile(0, 2)
  aie.trace @core_trace(%core) {
    aie.trace.mode "Execution"
    aie.trace.packet id=1 type=core
    aie.trace.event<"INSTR_EVENT_0">
    aie.trace.event<CoreEventAIE2::PORT_RUNNING_1>
    aie.trace.port<1> port=DMA channel=0 direction=MM2S
    aie.trace.port<4> port=North channel=2 direction=S2MM
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.trace @mem_trace(%core) {
    aie.trace.mode "Event-Time"
    aie.trace.packet id=2 type=mem
    aie.trace.event<"DMA_S2MM_0_START_TASK">
    aie.trace.start event=<"TRUE">
    aie.trace.stop broadcast=14
  }
  aie.trace @memtile_trace(%mem) {
    aie.trace.packet id=3 type=memtile
    aie.trace.event<"PORT_RUNNING_0">
    aie.trace.event<"PORT_RUNNING_1">
    aie.trace.event<"PORT_RUNNING_2">
    aie.trace.event<"PORT_RUNNING_3">
    aie.trace.event<MemTileEventAIE2::USER_EVENT_1>
    aie.trace.start broadcast=15
    aie.trace.stop event=<MemTileEventAIE2::NONE>
  }
  aie.trace @shim_trace(%shim) {
    aie.trace.packet id=4 type=shimtile
    aie.trace.event<"DMA_S2MM_1_FINISHED_TASK">
    aie.trace.start broadcast=15
    aie.trace.stop event=<"USER_EVENT_0">
  }
  aie.runtime_sequence(%arg0: memref<16xi32>) {
    aie.trace.start_config @core_trace
    aie.trace.start_config @shim_trace
  }
}
