// Valid objectfifos at the edges of §3.10: one depth per end, layouts off
// the shim, streams on 1-to-1 core fifos, initial values for every object,
// iter_count 1 and 256 with a MemTile end, shared-memory allocation, external
// buffers on a NOC shim.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @depths (%t12, {%t13, %t22}, [2, 3, 4]) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @dims (%t11 dimensionsToStream [<size = 4, stride = 4>, <size = 4, stride = 1>], {%t12 dimensionsFromStream [<size = 16, stride = 1>], %t10}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @fromshim (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @s0 (%t12, {%t13}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @s1 (%t13, {%t22}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 1 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @init (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<4xi32>> = [dense<0> : memref<4xi32>, dense<[1, 2, 3, 4]> : memref<4xi32>]
  aie.objectfifo @initd (%t11, {%t12}, [1, 2]) : !aie.objectfifo<memref<4xi32>> = [dense<7> : memref<4xi32>]
  aie.objectfifo @it1 (%t11, {%t12}, 2 : i32) {iter_count = 1 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @it256 (%t12, {%t13, %t21}, 2 : i32) {iter_count = 256 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @shared (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.allocate @shared (%t12)
  %ext = aie.external_buffer : memref<64xi32>
  aie.objectfifo.register_external_buffers @fromshim (%t10, {%ext}) : (memref<64xi32>)
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo @depths(%tile_1_2, {%tile_1_3, %tile_2_2}, [2, 3, 4])
// CHECK: aie.objectfifo @dims(%mem_tile_1_1 dimensionsToStream [<size = 4, stride = 4>, <size = 4, stride = 1>], {%tile_1_2 dimensionsFromStream [<size = 16, stride = 1>], %shim_noc_tile_1_0}, 2 : i32) {repeat_count = 3 : i32}
// CHECK: aie.objectfifo @s0(
// CHECK: aie.objectfifo @s1(
// CHECK: aie.objectfifo @init(
// CHECK: aie.objectfifo @initd(
// CHECK: aie.objectfifo @it1({{.*}}{iter_count = 1 : i32}
// CHECK: aie.objectfifo @it256({{.*}}{iter_count = 256 : i32}
// CHECK: aie.objectfifo.allocate @shared(%tile_1_2)
// CHECK: aie.objectfifo.register_external_buffers @fromshim
