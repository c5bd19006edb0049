// aiecc --get-scratchpad-parameters writes mlir-aie's params.txt (into
// --output-dir): the parameter count, then per parameter its name, its
// state-table word, its type, its kind and the values that keep its DMA
// transfers within their buffers (`- -` for none), which the host's
// ParameterScratchpad reads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: aiecc --get-scratchpad-parameters --output-dir=%t %s
// RUN: FileCheck %s < %t/params.txt

// CHECK: {{^}}2{{$}}
// CHECK-NEXT: {{^}}scale 0 i32 core - -{{$}}
// CHECK-NEXT: {{^}}start 1 i32 addr 0 24{{$}}

aiex.scratchpad_parameter @scale : i32
aiex.scratchpad_parameter @start : i32
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.core(%t02) {
    %s = aiex.read_scratchpad_parameter @scale : i32
    aie.end
  }
  aie.runtime_sequence @seq(%a: memref<32xi32>) {
    %t = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<32xi32> offset = 0 len = 8) {offset_parameter = @start}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t)
    aiex.dma_await_task(%t)
  }
}
