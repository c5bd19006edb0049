// The default pipeline lowers traces first: the trace packets are routed
// like any packet flow (the compute tile's Trace : 0 slave to the shim's
// South 3 → mux → DMA S2MM 1, header kept), and the control code's
// runtime job writes the trace unit (Trace_Control1/0, Trace_Event0 at
// 0x2340d4.. in tile (0, 2)), resets the tile timer on BROADCAST_15 (122),
// programs shim BD 15 and starts it on S2MM 1 (with APPLY_OFFSET_57 of
// argument 4), and drives broadcasts 15 and 14 from the shim's user events.
// RUN: aiec --aie-syntax=2026-04 %s --stop-after=aie-create-pathfinder-flows | FileCheck %s --check-prefix=ROUTE
// RUN: aiec --aie-syntax=2026-04 %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  aie.trace @core_trace(%t02) {
    aie.trace.packet id = 1 type = core
    aie.trace.event<"INSTR_EVENT_0">
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.runtime_sequence(%out: memref<16xi32>) {
    aie.trace.host_config buffer_size = 64
    aie.trace.start_config @core_trace
  }
}

// ROUTE: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// ROUTE-NEXT: %0 = aie.amsel<0> (0)
// ROUTE-NEXT: %1 = aie.masterset(South : 0, %0)
// ROUTE-NEXT: aie.packet_rules(Trace : 0) {
// ROUTE-NEXT: aie.rule(31, 1, %0)
// ROUTE: aie.connect<North : 3, DMA : 1>
// ROUTE: aie.masterset(South : 3, %0) {keep_pkt_header = true}
// ROUTE: aie.trace.config @core_trace_config(%tile_0_2) packet_type = core {
// ROUTE: aie.runtime_sequence
// ROUTE-NOT: aie.trace.start_config
// ROUTE: aie.packet_flow(1) {

// ASM:      START_JOB 2
// ASM-NEXT:   WRITE_32               0x002340d4, 0x00000001
// ASM-NEXT:   WRITE_32               0x002340d0, 0x797a0000
// ASM-NEXT:   WRITE_32               0x002340e0, 0x00000021
// ASM-NEXT:   WRITE_32               0x00234000, 0x00007a00
// ASM-NEXT:   APPLY_OFFSET_57        @{{[a-z0-9_]+}}, 1, 0x0004
// ASM-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_0
// ASM-NEXT:   MASK_WRITE_32          0x0001d208, 0x00001f00, 0x00000f00
// ASM-NEXT:   WRITE_32               0x0001d20c, 0x8000000f
// ASM-NEXT:   WRITE_32               0x00034000, 0x00007f00
// ASM-NEXT:   WRITE_32               0x0003404c, 0x0000007f
// ASM-NEXT:   WRITE_32               0x00034008, 0x0000007f
// ASM-NEXT:   WRITE_32               0x00034048, 0x0000007e
// ASM-NEXT:   WRITE_32               0x00034008, 0x0000007e
// ASM-NEXT: END_JOB
