// A runtime sequence with a loop on a run-time bound (@rolled), and its twin
// with the same body and constant bound and start (@twin), which
// --aie-unroll-runtime-sequence-loops unrolls: generate_txn_main_rolled(3, 7)
// must build the words --aie-npu-to-binary writes for @twin
// (compiler/tests/npu_cpp.rs).
aie.device(npu1_1col) {
  memref.global "private" constant @bd : memref<8xi32> = dense<[256, 0, 0, 0, -2147483648, 33554432, 0, 33554432]>
  aie.runtime_sequence @rolled(%buf: memref<1024xi32>, %n: index, %start: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%off = %start) -> (i32) {
      %k = arith.index_cast %i : index to i32
      %d = memref.get_global @bd : memref<8xi32>
      aiex.npu.blockwrite(%d) {address = 118784 : ui32} : memref<8xi32>
      aiex.npu.address_patch(%off : i32) {addr = 118788 : ui32, arg_idx = 0 : i32}
      %c2 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %parity = arith.remui %k, %c2 : i32
      %even = arith.cmpi eq, %parity, %c0_i32 : i32
      %queue = arith.constant 119316 : i32
      scf.if %even {
        aiex.npu.write32(%queue, %k) : i32, i32
      } else {
        %mask = arith.constant 3840 : i32
        %sh = arith.constant 8 : i32
        %v = arith.shli %k, %sh : i32
        aiex.npu.maskwrite32(%queue, %v, %mask) : i32, i32, i32
      }
      %c1_i32 = arith.constant 1 : i32
      aiex.npu.sync(%c0_i32, %c0_i32, %c1_i32, %c0_i32, %c1_i32, %c1_i32) : i32, i32, i32, i32, i32, i32
      %c64 = arith.constant 64 : i32
      %next = arith.addi %off, %c64 : i32
      scf.yield %next : i32
    }
    %a = arith.constant 2228224 : i32
    aiex.npu.write32(%a, %last) : i32, i32
  }
  aie.runtime_sequence @twin(%buf: memref<1024xi32>) {
    %n = arith.constant 3 : index
    %start = arith.constant 7 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%off = %start) -> (i32) {
      %k = arith.index_cast %i : index to i32
      %d = memref.get_global @bd : memref<8xi32>
      aiex.npu.blockwrite(%d) {address = 118784 : ui32} : memref<8xi32>
      aiex.npu.address_patch(%off : i32) {addr = 118788 : ui32, arg_idx = 0 : i32}
      %c2 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %parity = arith.remui %k, %c2 : i32
      %even = arith.cmpi eq, %parity, %c0_i32 : i32
      %queue = arith.constant 119316 : i32
      scf.if %even {
        aiex.npu.write32(%queue, %k) : i32, i32
      } else {
        %mask = arith.constant 3840 : i32
        %sh = arith.constant 8 : i32
        %v = arith.shli %k, %sh : i32
        aiex.npu.maskwrite32(%queue, %v, %mask) : i32, i32, i32
      }
      %c1_i32 = arith.constant 1 : i32
      aiex.npu.sync(%c0_i32, %c0_i32, %c1_i32, %c0_i32, %c1_i32, %c1_i32) : i32, i32, i32, i32, i32, i32
      %c64 = arith.constant 64 : i32
      %next = arith.addi %off, %c64 : i32
      scf.yield %next : i32
    }
    %a = arith.constant 2228224 : i32
    aiex.npu.write32(%a, %last) : i32, i32
  }
}
