// A core's stream into a DMA: core (0, 3) loads six i32 and puts each on
// its stream output; the flow routes Core : 0 of (0, 3) to S2MM 0 of
// (0, 2), whose BD writes them to @landing and releases @full; MM2S 0 then
// sends the buffer to the host.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [10, 20, 30, 40, 50, 60] (6 × i32)
// RUN: od -An -t d4 -w24 -v %t.out | tr -s ' ' | FileCheck %s --check-prefix=ALL
// ALL: 10 20 30 40 50 60
//
// The stream's 8-word buffer takes six words at once: the core puts them
// a cycle each, never stalled, and the BD takes each as it is sent.
// RUN: aie-sim %s --trace-text %t.trace > /dev/null
// RUN: FileCheck %s --check-prefix=TIME < %t.trace
// TIME-NOT: CORE_WAIT
// TIME: tile (0, 3) core: CORE_DONE
//
// A core that sends a word less than the BD takes leaves it waiting: the
// report names the core that sends into it, which has ended.
// RUN: sed '/put_stream(.ch : i32, .v5/d' %s > %t.long.mlir
// RUN: not aie-sim -Wno-deadlock %t.long.mlir 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: root cause: {{.*}} DMA (0, 2) S2MM 0 BD 0 (@landing) waits for stream data, which only core (0, 3) sends, and it has ended
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t03, Core : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %src = aie.buffer(%t03) {sym_name = "src"} : memref<6xi32> = dense<[10, 20, 30, 40, 50, 60]>
    %landing = aie.buffer(%t02) {sym_name = "landing"} : memref<6xi32>
    %empty = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "empty"}
    %full = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "full"}
    %core3 = aie.core(%t03) {
      %ch = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      %i4 = arith.constant 4 : index
      %i5 = arith.constant 5 : index
      %v0 = memref.load %src[%i0] : memref<6xi32>
      aie.put_stream(%ch : i32, %v0 : i32)
      %v1 = memref.load %src[%i1] : memref<6xi32>
      aie.put_stream(%ch : i32, %v1 : i32)
      %v2 = memref.load %src[%i2] : memref<6xi32>
      aie.put_stream(%ch : i32, %v2 : i32)
      %v3 = memref.load %src[%i3] : memref<6xi32>
      aie.put_stream(%ch : i32, %v3 : i32)
      %v4 = memref.load %src[%i4] : memref<6xi32>
      aie.put_stream(%ch : i32, %v4 : i32)
      %v5 = memref.load %src[%i5] : memref<6xi32>
      aie.put_stream(%ch : i32, %v5 : i32)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%landing : memref<6xi32>, 0, 6) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, 1)
      aie.end
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%landing : memref<6xi32>, 0, 6) {bd_id = 1 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<6xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<6xi32>, 0, 6) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
