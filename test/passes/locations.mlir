// Passes create ops where the op they lower is, so a location written in
// the text (here a Python design's lines) reaches what they make: an object
// FIFO's buffers and locks; a use_lock's intrinsic call (also in a function
// of the device, whose lock comes as an index argument) and a buffer's
// global after --aie-standard-lowering.
// RUN: aiec --aie-objectFifo-stateful-transform --mlir-print-debuginfo %s | FileCheck %s --check-prefix=FIFO
// RUN: aiec --aie-localize-locks --aie-standard-lowering --mlir-print-debuginfo %s | FileCheck %s --check-prefix=STD

#fifo = loc("design.py":10:4)
#lock = loc("design.py":20:4)
#buf = loc("design.py":30:4)
module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.objectfifo @of0(%t02, {%t03}, 2 : i32) : !aie.objectfifo<memref<16xi32>> loc(#fifo)
    %l = aie.lock(%t03, 5) {init = 1 : i32} loc(#lock)
    %b = aie.buffer(%t03) {sym_name = "b"} : memref<4xi32> loc(#buf)
    func.func private @kernel(%lk: index) {
      %c1 = arith.constant 1 : i32
      aie.use_lock(%lk, AcquireGreaterEqual, %c1) loc(#lock)
      return
    }
  }
}

// FIFO: %of0_buff_0 = aie.buffer(%tile_0_2) {sym_name = "of0_buff_0"} : memref<16xi32> loc([[FIFO:#loc[0-9]*]])
// FIFO: %of0_buff_1 = aie.buffer(%tile_0_2) {sym_name = "of0_buff_1"} : memref<16xi32> loc([[FIFO]])
// FIFO: %of0_prod_lock_0 = aie.lock(%tile_0_2) {init = 2 : i32, sym_name = "of0_prod_lock_0"} loc([[FIFO]])
// FIFO: %of0_cons_lock_0 = aie.lock(%tile_0_2) {init = 0 : i32, sym_name = "of0_cons_lock_0"} loc([[FIFO]])
// FIFO: [[FIFO]] = loc("design.py":10:4)

// STD:      memref.global "public" @b : memref<4xi32> loc([[BUF:#loc[0-9]*]])
// STD:      func.func private @kernel(%arg0: index) {
// STD-NEXT:   %c1_i32 = arith.constant 1 : i32
// STD-NEXT:   %0 = arith.index_cast %arg0 : index to i32 loc([[LOCK:#loc[0-9]*]])
// STD-NEXT:   %c0_i32 = arith.constant 0 : i32 loc([[LOCK]])
// STD-NEXT:   %1 = arith.subi %c0_i32, %c1_i32 : i32 loc([[LOCK]])
// STD-NEXT:   call @llvm.aie2.acquire(%0, %1) : (i32, i32) -> () loc([[LOCK]])
// STD:      [[BUF]] = loc("design.py":30:4)
// STD:      [[LOCK]] = loc("design.py":20:4)
