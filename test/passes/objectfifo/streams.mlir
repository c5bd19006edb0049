// `aie_stream` ends have no objects: 1 makes the consumer a Core stream
// port, 2 both ends; the port is `aie_stream_port`.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK:      %[[A:.*]] = aie.tile(0, 2)
// CHECK:      %[[B:.*]] = aie.tile(2, 3)
// Only the DMA end of @st has objects.
// CHECK:      aie.buffer(%[[A]]) {sym_name = "st_buff_0"}
// CHECK-NOT:  st_cons_buff
// CHECK-NOT:  both_buff
// CHECK:      aie.flow(%[[A]], DMA : 0, %[[B]], Core : 0)
// CHECK-NEXT: aie.flow(%[[A]], Core : 1, %[[B]], Core : 1)
// CHECK:      aie.mem(%[[A]])
// CHECK-NOT:  aie.mem(%[[B]])
aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 3)
  aie.objectfifo @st(%a, {%b}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @both(%a, {%b}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 1 : i32} : !aie.objectfifo<memref<16xi32>>
}
