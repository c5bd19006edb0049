// A sync on a channel the transfer does not use: the output moves on S2MM
// channel 0 of the shim, the sync waits for a token of S2MM channel 1, on
// which no task runs: it waits forever (so does aie-sim's host).
// RUN: not aiec %s --aie-objectFifo-stateful-transform --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: sync-wrong-channel.mlir:[[@LINE+21]]:7: error: deadlock: the runtime sequence waits forever for a task-complete token of S2MM channel 1 of tile (0, 0)
// CHECK: help: no task of the runtime sequence runs on S2MM channel 1 of tile (0, 0): the wait names a channel its transfers do not use (they run on {{.*}}S2MM channel 0 of tile (0, 0){{.*}})
// RUN: not aie-sim %s -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: waits on a task-complete token of DMA (0, 0) S2MM 1
//
// The twin syncs on channel 0: no diagnostic, and aie-sim completes.
// RUN: sed -e 's/channel = 1 : i32, column_num/channel = 0 : i32, column_num/' %s > %t.ok.mlir
// RUN: aiec %t.ok.mlir --aie-objectFifo-stateful-transform --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
// OK-NOT: deadlock
// RUN: aie-sim %t.ok.mlir | FileCheck %s --check-prefix=OKSIM
// OKSIM: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t2, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    aie.runtime_sequence @seq(%x: memref<8xi32>, %y: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<8xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<8xi32>
      aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 1 : i32, column_num = 1 : i32, row_num = 1 : i32}
    }
  }
}
