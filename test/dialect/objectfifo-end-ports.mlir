// The newest spellings of what carries an objectfifo and what drives its
// ends print back as written (attributes in name order, as MLIR prints an
// attribute dictionary).
// RUN: aiec %s | FileCheck %s
// CHECK: aie.objectfifo @plain(%tile_1_2, {%tile_1_3}, 2 : i32) {{.*}}: !aie.objectfifo<memref<8xi16>>
// CHECK: aie.objectfifo @any(%tile_1_2, {%tile_2_3}, 2 : i32) {transport = #aie.transport<auto, packet = #aie.packet_info<pkt_id = 3>>} : !aie.objectfifo<memref<8xi16>>
// CHECK: aie.objectfifo @wired(%tile_1_3, {%tile_2_3}, 2 : i32) {cons_ports = [#aie.end_port<Core : 1>], prod_port = #aie.end_port<Core : 0>} : !aie.objectfifo<memref<8xi16>>
// CHECK: aie.objectfifo @fan(%tile_1_2, {%tile_1_3, %tile_2_3}, 2 : i32) {cons_ports = [#aie.end_port<DMA : 1>, #aie.end_port<DMA>], prod_port = #aie.end_port<DMA : 0>, transport = #aie.transport<dma>} : !aie.objectfifo<memref<8xi16>>
aie.device(npu2) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t23 = aie.tile(2, 3)
  aie.objectfifo @plain (%t12, {%t13}, 2 : i32) {transport = #aie.transport<auto>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @any (%t12, {%t23}, 2 : i32) {transport = #aie.transport<auto, packet = #aie.packet_info<pkt_id = 3>>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @wired (%t13, {%t23}, 2 : i32) {prod_port = #aie.end_port<Core : 0>, cons_ports = [#aie.end_port<Core : 1>]} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @fan (%t12, {%t13, %t23}, 2 : i32) {transport = #aie.transport<dma>, prod_port = #aie.end_port<DMA : 0>, cons_ports = [#aie.end_port<DMA : 1>, #aie.end_port<DMA>]} : !aie.objectfifo<memref<8xi16>>
}
