// The ops the objectfifo lowering creates stand where the fifo (or the
// acquire/release) that caused them is written, so diagnostics and
// --mlir-print-debuginfo point at the user's text, not at loc(unknown).
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform --mlir-print-debuginfo %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform=packet-sw-objFifos=true --mlir-print-debuginfo %s | FileCheck %s --check-prefix=PACKET

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// CHECK: aie.flow({{.*}}) loc([[FIFO:#loc[0-9]*]])
// CHECK: aie.shim_dma_allocation @in_shim_alloc{{.*}} loc([[FIFO]])
// CHECK: aie.mem(%{{.*}}) {
// CHECK: aie.dma_start(S2MM, 0, ^bb1, ^bb3) loc([[FIFO]])
// CHECK: aie.use_lock({{.*}}AcquireGreaterEqual, 1) loc([[FIFO]])
// CHECK: aie.dma_bd({{.*}}) loc([[FIFO]])
// CHECK: aie.next_bd ^bb{{[0-9]+}} loc([[FIFO]])
// CHECK: aie.end loc([[FIFO]])
// CHECK-NEXT: } loc([[FIFO]])
// CHECK: [[FIFO]] = loc("{{.*}}locations.mlir":10:3)
// CHECK-NOT: loc(unknown)

// PACKET: aie.packet_flow(0) {
// PACKET: aie.packet_source<%{{.*}}, DMA : 0> loc([[FIFO:#loc[0-9]*]])
// PACKET: aie.packet_dest<%{{.*}}, DMA : 0> loc([[FIFO]])
// PACKET: [[FIFO]] = loc("{{.*}}locations.mlir":10:3)
