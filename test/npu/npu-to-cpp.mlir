// --aie-npu-to-cpp writes each runtime sequence as a C++ function that
// builds its transaction words through aie/Runtime/TxnEncoding.h: scalar
// arguments are parameters (host buffers are not), constants and arith are
// variables, each NPU op one append, and the header counts the ops (at run
// time when loops or branches decide how many there are).
// RUN: aiec --split-input-file --aie-npu-to-cpp %s | FileCheck %s

// CHECK:      #include "aie/Runtime/TxnEncoding.h"
// CHECK-NEXT: #include <cstdint>
// CHECK-NEXT: #include <vector>
// CHECK-NEXT: #include <optional>
// What an older TxnEncoding.h lacks, defined where aie_runtime has none:
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef AIEC_TXN_FALLBACKS
// CHECK:      inline void txn_append_maskpoll32(std::vector<uint32_t> &txn, uint32_t addr,
// CHECK:      namespace aie_runtime {
// CHECK-NEXT: using namespace aiec_txn_fallbacks;
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: inline std::optional<std::vector<uint32_t>> generate_txn_main_straight() {
// CHECK-NEXT:   std::vector<uint32_t> txn;
// CHECK-NEXT:   aie_runtime::txn_init(txn);
// CHECK-NEXT:   int32_t v1 = 42;
// CHECK-NEXT:   uint32_t v2 = 2097152u;
// CHECK-NEXT:   aie_runtime::txn_append_write32(txn, v2, v1);
// CHECK-NEXT:   uint32_t v3 = 2228228u;
// CHECK-NEXT:   uint32_t v4 = 7u;
// CHECK-NEXT:   uint32_t v5 = 255u;
// CHECK-NEXT:   aie_runtime::txn_append_maskwrite32(txn, v3, v4, v5);
// CHECK-NEXT:   uint32_t v6[3] = {0x00000001u, 0xffffffffu, 0x00000003u};
// CHECK-NEXT:   uint32_t v7 = 119296u;
// CHECK-NEXT:   uint32_t v8 = 3u;
// CHECK-NEXT:   uint32_t v9 = 0u;
// CHECK-NEXT:   uint32_t v10 = 0u;
// CHECK-NEXT:   aie_runtime::txn_append_blockwrite(txn, v7, v6, v8, v9, v10);
// CHECK-NEXT:   uint32_t v11 = 119300u;
// CHECK-NEXT:   int32_t v12 = 1;
// CHECK-NEXT:   uint32_t v13 = 64u;
// CHECK-NEXT:   bool v14 = true;
// CHECK-NEXT:   aie_runtime::txn_append_arg_patch(txn, v11, v12, v13, v14);
// CHECK-NEXT:   int32_t v15 = 0;
// CHECK-NEXT:   int32_t v16 = 1;
// CHECK-NEXT:   aie_runtime::txn_append_sync(txn, v15, v15, v15, v15, v16, v16);
// CHECK-NEXT:   aie_runtime::txn_prepend_header(txn, 5u, aie_runtime::txn_device_info(3, 6, 4, 1));
// CHECK-NEXT:   return std::move(txn);
// CHECK-NEXT: }
aie.device(npu1) {
  memref.global "private" constant @data : memref<3xi32> = dense<[1, -1, 3]>
  aie.runtime_sequence @straight(%in: memref<16xi32>, %out: memref<16xi32>) {
    %a = arith.constant 0 : i32
    %v = arith.constant 42 : i32
    aiex.npu.write32(%a, %v) {column = 0 : i32, row = 2 : i32} : i32, i32
    aiex.npu.maskwrite32 {address = 2228228 : ui32, value = 7 : ui32, mask = 255 : ui32}
    %d = memref.get_global @data : memref<3xi32>
    aiex.npu.blockwrite(%d) {address = 119296 : ui32} : memref<3xi32>
    aiex.npu.address_patch {addr = 119300 : ui32, arg_idx = 1 : i32, arg_plus = 64 : i32}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    aiex.npu.sync(%c0, %c0, %c0, %c0, %c1, %c1) : i32, i32, i32, i32, i32, i32
  }
}

// -----

// Scalar arguments, in order, with the C++ type of their width; sums and
// products are computed in an unsigned type, a step a variable (as EmitC
// writes them), so that they wrap as in MLIR.
// CHECK-LABEL: inline std::optional<std::vector<uint32_t>> generate_txn_dev_params(int32_t v1, int64_t v2, size_t v3, bool v4) {
// CHECK:        int32_t v5 = 1;
// CHECK-NEXT:   uint32_t v6 = static_cast<uint32_t>(v1);
// CHECK-NEXT:   uint32_t v7 = static_cast<uint32_t>(v5);
// CHECK-NEXT:   uint32_t v8 = v6 + v7;
// CHECK-NEXT:   int32_t v9 = static_cast<int32_t>(v8);
// CHECK-NEXT:   int32_t v10 = static_cast<int32_t>(v2);
// CHECK-NEXT:   int32_t v11 = static_cast<int32_t>(v3);
// CHECK-NEXT:   int32_t v12 = v4 ? static_cast<int32_t>(v10) : static_cast<int32_t>(v11);
// CHECK-NEXT:   uint32_t v13 = static_cast<uint32_t>(v9);
// CHECK-NEXT:   uint32_t v14 = static_cast<uint32_t>(v12);
// CHECK-NEXT:   uint32_t v15 = v13 * v14;
// CHECK-NEXT:   int32_t v16 = static_cast<int32_t>(v15);
// CHECK-NEXT:   uint32_t v17 = 119300u;
// CHECK-NEXT:   aie_runtime::txn_append_write32(txn, v17, v16);
// CHECK:        aie_runtime::txn_prepend_header(txn, 1u, aie_runtime::txn_device_info(4, 6, 8, 1));
aie.device(npu2) @dev {
  aie.runtime_sequence @params(%buf: memref<8xi32>, %a: i32, %b: i64, %n: index, %c: i1) {
    %one = arith.constant 1 : i32
    %x = arith.addi %a, %one : i32
    %y = arith.trunci %b : i64 to i32
    %z = arith.index_cast %n : index to i32
    %s = arith.select %c, %y, %z : i32
    %p = arith.muli %x, %s : i32
    %addr = arith.constant 119300 : i32
    aiex.npu.write32(%addr, %p) : i32, i32
  }
}

// -----

// A loop on a run-time bound stays a loop: what it carries is a variable
// assigned by its yield, and the op count is counted as the ops run.
// CHECK-LABEL: generate_txn_main_rolled(size_t v1, int32_t v2) {
// CHECK:        uint32_t __opcount = 0;
// CHECK-NEXT:   size_t v3 = 0;
// CHECK-NEXT:   size_t v4 = 1;
// CHECK-NEXT:   int32_t v5 = v2;
// CHECK-NEXT:   for (size_t v6 = v3; static_cast<int64_t>(v6) < static_cast<int64_t>(v1); v6 += v4) {
// CHECK-NEXT:     uint32_t v7 = 119300u;
// CHECK-NEXT:     aie_runtime::txn_append_write32(txn, v7, v5);
// CHECK-NEXT:     ++__opcount;
// CHECK-NEXT:     int32_t v8 = 4;
// CHECK-NEXT:     uint32_t v9 = static_cast<uint32_t>(v5);
// CHECK-NEXT:     uint32_t v10 = static_cast<uint32_t>(v8);
// CHECK-NEXT:     uint32_t v11 = v9 + v10;
// CHECK-NEXT:     int32_t v12 = static_cast<int32_t>(v11);
// CHECK-NEXT:     v5 = v12;
// CHECK-NEXT:   }
// CHECK-NEXT:   uint32_t v13 = 119304u;
// CHECK-NEXT:   aie_runtime::txn_append_write32(txn, v13, v5);
// CHECK-NEXT:   ++__opcount;
// CHECK-NEXT:   aie_runtime::txn_prepend_header(txn, __opcount, aie_runtime::txn_device_info(3, 6, 1, 1));
aie.device(npu1_1col) {
  aie.runtime_sequence @rolled(%n: index, %start: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%v = %start) -> (i32) {
      %a = arith.constant 119300 : i32
      aiex.npu.write32(%a, %v) : i32, i32
      %c4 = arith.constant 4 : i32
      %next = arith.addi %v, %c4 : i32
      scf.yield %next : i32
    }
    %b = arith.constant 119304 : i32
    aiex.npu.write32(%b, %last) : i32, i32
  }
}

// -----

// A run-time condition is a C++ branch; its results are variables each
// branch assigns. Values yielded together go through temporaries (they may
// swap).
// CHECK-LABEL: generate_txn_main_branch(bool v1, int32_t v2, int32_t v3) {
// CHECK:        int32_t v4{};
// CHECK-NEXT:   int32_t v5{};
// CHECK-NEXT:   if (v1) {
// CHECK-NEXT:     int32_t v6 = v2;
// CHECK-NEXT:     int32_t v7 = v3;
// CHECK-NEXT:     v4 = v6;
// CHECK-NEXT:     v5 = v7;
// CHECK-NEXT:   } else {
// CHECK-NEXT:     int32_t v8 = v3;
// CHECK-NEXT:     int32_t v9 = v2;
// CHECK-NEXT:     v4 = v8;
// CHECK-NEXT:     v5 = v9;
// CHECK-NEXT:   }
// CHECK-NEXT:   aie_runtime::txn_append_sync(txn, v4, v5, v4, v5, v4, v5);
aie.device(npu1_1col) {
  aie.runtime_sequence @branch(%c: i1, %x: i32, %y: i32) {
    %r:2 = scf.if %c -> (i32, i32) {
      scf.yield %x, %y : i32, i32
    } else {
      scf.yield %y, %x : i32, i32
    }
    aiex.npu.sync(%r#0, %r#1, %r#0, %r#1, %r#0, %r#1) : i32, i32, i32, i32, i32, i32
  }
}

// -----

// A write whose address is known only at run time takes it as is; PDI loads
// and preemption points are appended like the other ops.
// CHECK-LABEL: generate_txn_main_sequence(int32_t v1) {
// CHECK:        int32_t v2 = 5;
// CHECK-NEXT:   aie_runtime::txn_append_write32(txn, v1, v2);
// CHECK-NEXT:   uint32_t v3 = 2u;
// CHECK-NEXT:   uint32_t v4 = 64u;
// CHECK-NEXT:   uint64_t v5 = 4294967296ull;
// CHECK-NEXT:   aie_runtime::txn_append_loadpdi(txn, v3, v4, v5);
// CHECK-NEXT:   uint32_t v6 = 1u;
// CHECK-NEXT:   aie_runtime::txn_append_preempt(txn, v6);
// CHECK-NEXT:   aie_runtime::txn_prepend_header(txn, 3u,
aie.device(npu1_1col) {
  aie.runtime_sequence(%a: i32) {
    %v = arith.constant 5 : i32
    aiex.npu.write32(%a, %v) : i32, i32
    aiex.npu.load_pdi {id = 2 : i32, size = 64 : ui32, address = 4294967296 : ui64}
    aiex.npu.preempt {level = 1 : ui8}
  }
}

// -----

// The guards of a BD's run-time fields: no stream (std::nullopt) when the
// value does not fit its field or is not a whole number of granules.
// CHECK-LABEL: generate_txn_main_guards(int32_t v1) {
// CHECK:        if (v1 > 63) return std::nullopt;
// CHECK-NEXT:   if (v1 < 0) return std::nullopt;
// CHECK-NEXT:   if (v1 % 4 != 0) return std::nullopt;
// CHECK-NEXT:   if (v1 != 1 && v1 % 2 != 0) return std::nullopt;
// CHECK-NEXT:   aie_runtime::txn_prepend_header(txn, 0u,
aie.device(npu1_1col) {
  aie.runtime_sequence @guards(%n: i32) {
    aiex.npu.assert_bd_field(%n) {max = 63 : i32} : i32
    aiex.npu.assert_bd_divisible(%n) {divisor = 4 : i32} : i32
    aiex.npu.assert_bd_divisible(%n) {divisor = 2 : i32, allow_unit} : i32
  }
}

// -----

// BD ids drawn from a pool at run time: a pop or push naming no channel
// draws on its tile's whole table (16 ids on a shim tile, 48 on a mem tile),
// one pool per tile declared first; a pop into a variable of its own, no
// stream when the pool is empty; a push.
// CHECK-LABEL: generate_txn_main_pool(size_t v1) {
// CHECK:        aie_runtime::BdPool bd_pool_0_0 = aie_runtime::bd_pool_init(16);
// CHECK-NEXT:   aie_runtime::BdPool bd_pool_0_1 = aie_runtime::bd_pool_init(48);
// CHECK-NEXT:   uint32_t __opcount = 0;
// CHECK:        for (size_t v{{[0-9]+}} = v{{[0-9]+}};
// CHECK-NEXT:     uint32_t bd_0; if (!aie_runtime::bd_pool_pop(bd_pool_0_0, bd_0)) return std::nullopt;
// CHECK-NEXT:     uint32_t bd_1; if (!aie_runtime::bd_pool_pop(bd_pool_0_1, bd_1)) return std::nullopt;
// CHECK-NEXT:     uint32_t [[A:v[0-9]+]] = 119296u;
// CHECK-NEXT:     aie_runtime::txn_append_write32(txn, [[A]], bd_0);
// CHECK-NEXT:     ++__opcount;
// CHECK-NEXT:     aie_runtime::bd_pool_push(bd_pool_0_0, bd_0);
// CHECK-NEXT:     aie_runtime::bd_pool_push(bd_pool_0_1, bd_1);
// CHECK-NEXT:   }
aie.device(npu1_1col) {
  aie.runtime_sequence @pool(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = arith.constant 119296 : i32
    scf.for %i = %c0 to %n step %c1 {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      %mem = aiex.dma_bd_pool_pop(0, 1) : i32
      aiex.npu.write32(%a, %id) : i32, i32
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
      aiex.dma_bd_pool_push(0, 1) bd_id %mem : i32
    }
  }
}

// -----

// A pop or push naming a channel draws on the ids that channel may use: a
// mem tile's even channels 0 to 23, its odd ones 24 to 47, a pool each named
// by its first id, which channels of one parity share; a shim tile's
// channels share its whole table.
// CHECK-LABEL: generate_txn_main_parity() {
// CHECK:        aie_runtime::BdPool bd_pool_0_1_0 = aie_runtime::bd_pool_init_range(0, 24);
// CHECK-NEXT:   aie_runtime::BdPool bd_pool_0_1_24 = aie_runtime::bd_pool_init_range(24, 48);
// CHECK-NEXT:   aie_runtime::BdPool bd_pool_0_0_0 = aie_runtime::bd_pool_init_range(0, 16);
// CHECK-NEXT:   uint32_t bd_0; if (!aie_runtime::bd_pool_pop(bd_pool_0_1_0, bd_0)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_1; if (!aie_runtime::bd_pool_pop(bd_pool_0_1_24, bd_1)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_2; if (!aie_runtime::bd_pool_pop(bd_pool_0_1_0, bd_2)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_3; if (!aie_runtime::bd_pool_pop(bd_pool_0_0_0, bd_3)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_4; if (!aie_runtime::bd_pool_pop(bd_pool_0_0_0, bd_4)) return std::nullopt;
// CHECK-NEXT:   aie_runtime::bd_pool_push(bd_pool_0_1_24, bd_1);
aie.device(npu1_1col) {
  aie.runtime_sequence @parity() {
    %even = aiex.dma_bd_pool_pop(0, 1, 0) : i32
    %odd = aiex.dma_bd_pool_pop(0, 1, 1) : i32
    %even2 = aiex.dma_bd_pool_pop(0, 1, 2) : i32
    %s0 = aiex.dma_bd_pool_pop(0, 0, 0) : i32
    %s1 = aiex.dma_bd_pool_pop(0, 0, 1) : i32
    aiex.dma_bd_pool_push(0, 1, 1) bd_id %odd : i32
  }
}

// -----

// A partition `[lo, hi)` (mlir-aie's newest spelling) draws on the ids it
// holds: a pool per partition named by its first id; the whole table as a
// partition is the tile's own pool.
// CHECK-LABEL: generate_txn_main_partitions() {
// CHECK:        aie_runtime::BdPool bd_pool_0_1_24 = aie_runtime::bd_pool_init_range(24, 48);
// CHECK-NEXT:   aie_runtime::BdPool bd_pool_0_0_1 = aie_runtime::bd_pool_init_range(1, 16);
// CHECK-NEXT:   aie_runtime::BdPool bd_pool_1_0 = aie_runtime::bd_pool_init(16);
// CHECK-NEXT:   uint32_t bd_0; if (!aie_runtime::bd_pool_pop(bd_pool_0_1_24, bd_0)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_1; if (!aie_runtime::bd_pool_pop(bd_pool_0_0_1, bd_1)) return std::nullopt;
// CHECK-NEXT:   uint32_t bd_2; if (!aie_runtime::bd_pool_pop(bd_pool_1_0, bd_2)) return std::nullopt;
// CHECK-NEXT:   aie_runtime::bd_pool_push(bd_pool_0_0_1, bd_1);
aie.device(npu1_2col) {
  aie.runtime_sequence @partitions() {
    %odd = aiex.dma_bd_pool_pop(0, 1) partition [24, 48) : i32
    %s = aiex.dma_bd_pool_pop(0, 0) partition [1, 16) : i32
    %w = aiex.dma_bd_pool_pop(1, 0) partition [0, 16) : i32
    aiex.dma_bd_pool_push(0, 0) partition [1, 16) bd_id %s : i32
  }
}
