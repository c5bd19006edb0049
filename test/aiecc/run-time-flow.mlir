// A design whose runtime sequence loops on a run-time tile count, as
// mlir-aie's dynamic hardware tests build it: aiecc writes the xclbin and
// --get-input-with-addresses' input_with_addresses.mlir into --output-dir
// (buffers, locks and BD ids allocated, object FIFOs lowered, nothing routed
// yet, the sequence as written); the user's own lowering of that file, then
// --aie-npu-to-cpp, give the generator. The NPU instructions cannot be
// written (the loop runs on the host), and aiecc says so at the loop.

// RUN: rm -rf %t && mkdir -p %t
// RUN: aiecc --get-xclbin --get-input-with-addresses --output-dir=%t/prj --xclbin-name=%t/aie.xclbin --tmpdir=%t/prj %s
// RUN: test -s %t/aie.xclbin
// RUN: FileCheck %s --check-prefix=ADDR < %t/prj/input_with_addresses.mlir
// RUN: aie-opt --aie-materialize-bd-chains --aie-substitute-shim-dma-allocations --aie-unroll-runtime-sequence-loops --canonicalize --aie-lower-dynamic-bd-pool --canonicalize --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu --aie-dma-to-npu --aie-lower-set-lock %t/prj/input_with_addresses.mlir -o %t/lowered.mlir
// RUN: aie-translate --aie-npu-to-cpp %t/lowered.mlir | FileCheck %s --check-prefix=CPP
// RUN: aiec %s --aie-npu-to-cpp | FileCheck %s --check-prefix=CPP
// RUN: cd %t && not aiecc --get-npu-insts %s 2>&1 | FileCheck %s --check-prefix=INSTS

// ADDR: aie.buffer(%{{.*}}) {address = {{[0-9]+}} : i32
// ADDR-NOT: aie.objectfifo @
// ADDR-NOT: aie.switchbox
// ADDR: aie.runtime_sequence @seq(
// ADDR: scf.for
// ADDR: aiex.dma_configure_task_for @in_shim_alloc

// CPP: inline std::optional<std::vector<uint32_t>> generate_txn_main_seq(int64_t {{v[0-9]+}}) {
// CPP: aie_runtime::BdPool bd_pool_0_0 = aie_runtime::bd_pool_init(16);
// CPP: for (

// INSTS: run-time-flow.mlir:[[@LINE+12]]:7: error: 'aiex.npu.blockwrite_values' op 'address' is known only at run time here
// INSTS: help: {{.*}}--aie-npu-to-cpp

aie.device(npu2) @main {
  %shim = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @out(%core, {%shim}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.runtime_sequence @seq(%a: memref<1024xi32>, %b: memref<1024xi32>, %n: i64) {
    %c1 = arith.constant 1 : index
    %n_idx = arith.index_cast %n : i64 to index
    %first = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 64)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%first)
    %last = scf.for %i = %c1 to %n_idx step %c1 iter_args(%prev = %first) -> (index) {
      %t = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
}
