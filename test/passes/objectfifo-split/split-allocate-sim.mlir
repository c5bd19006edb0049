// A design whose middle fifo keeps its objects on a delegate tile runs the
// same through both lowerings: the host's 64 words go to core (0, 2), which
// adds 1 into objects on tile (0, 3) (the delegate; the split would put them
// on (0, 2)), whose core adds 40 and sends them back (out = in + 41).
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s < %t.split.mlir
// RUN: aie-sim %t.one.mlir --input 0=%S/../../../examples/add_one/input0.bin --expect 1=%S/../../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %t.split.mlir --input 0=%S/../../../examples/add_one/input0.bin --expect 1=%S/../../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=SIM

// CHECK: %mid_buff_0 = aie.buffer(%{{.*}}tile_0_3) {sym_name = "mid_buff_0"} : memref<8xi32>
// CHECK: %mid_buff_1 = aie.buffer(%{{.*}}tile_0_3) {sym_name = "mid_buff_1"} : memref<8xi32>

// SIM: argument 1 = {{.*}}: matches
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    aie.objectfifo @in(%shim, {%a}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @mid(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.allocate @mid(%b)
    aie.objectfifo @out(%b, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %core_a = aie.core(%a) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %one = arith.constant 1 : i32
      scf.for %block = %c0 to %c8 step %c1 {
        %src = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
        %dst = aie.objectfifo.acquire @mid(Produce, 1) : memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %src[%i] : memref<8xi32>
          %w = arith.addi %v, %one : i32
          memref.store %w, %dst[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @mid(Produce, 1)
      }
      aie.end
    }
    %core_b = aie.core(%b) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %forty = arith.constant 40 : i32
      scf.for %block = %c0 to %c8 step %c1 {
        %src = aie.objectfifo.acquire @mid(Consume, 1) : memref<8xi32>
        %dst = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %src[%i] : memref<8xi32>
          %w = arith.addi %v, %forty : i32
          memref.store %w, %dst[%i] : memref<8xi32>
        }
        aie.objectfifo.release @mid(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
