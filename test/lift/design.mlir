// A design through the whole pipeline and back: compiled to a ctrlcode ELF
// (--aie-lower-to-cert writes its static configuration), then lifted. The
// lift has the routed, allocated netlist's configuration: the lock and its
// value, the buffer at its address with its initial data, the BD chain, the
// routed connects, the shim mux, both cascades and both cores (the Rust test
// compiler/tests/lift.rs compares them fact by fact).

// RUN: aiec --aie-syntax=2026-04 %s --emit=ctrl-elf -o %t.elf
// RUN: aiec --aie-syntax=2026-04 %t.elf --emit=mlir 2>&1 | FileCheck %s

// CHECK:      {{^}}module {
// CHECK-NEXT: {{^}}  aie.device(npu1_1col) {
// CHECK-NEXT: {{^}}    %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: {{^}}    %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: {{^}}    %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: {{^}}    %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: {{^}}    %lock_0_2_0 = aie.lock(%tile_0_2, 0) {init = 1 : i32, sym_name = "lock_0_2_0"}{{$}}
// CHECK-NEXT: {{^}}    %buf_0_2_1024 = aie.buffer(%tile_0_2) {address = 1024 : i32, sym_name = "buf_0_2_1024"} : memref<4xi32> = dense<[1, 2, 3, 4]>{{$}}
// CHECK-NEXT: {{^}}    %mem_0_2 = aie.mem(%tile_0_2) {
// CHECK-NEXT: {{^}}      %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2){{$}}
// CHECK-NEXT: {{^}}    ^bb1:  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT: {{^}}      aie.use_lock(%lock_0_2_0, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: {{^}}      aie.dma_bd(%buf_0_2_1024 : memref<4xi32>, 0, 4) {bd_id = 0 : i32, next_bd_id = 0 : i32}{{$}}
// CHECK-NEXT: {{^}}      aie.use_lock(%lock_0_2_0, Release, 1){{$}}
// CHECK-NEXT: {{^}}      aie.next_bd ^bb1{{$}}
// CHECK-NEXT: {{^}}    ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: {{^}}      aie.end{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
// CHECK-NEXT: {{^}}      aie.connect<North : 0, South : 2>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    %shim_mux_0_0 = aie.shim_mux(%shim_noc_tile_0_0) {
// CHECK-NEXT: {{^}}      aie.connect<North : 2, DMA : 0>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    %switchbox_0_1 = aie.switchbox(%mem_tile_0_1) {
// CHECK-NEXT: {{^}}      aie.connect<North : 0, South : 0>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: {{^}}      aie.connect<DMA : 0, South : 0>{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    aie.configure_cascade(%tile_0_2, North, South){{$}}
// CHECK-NEXT: {{^}}    %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: {{^}}      aie.end{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}    aie.configure_cascade(%tile_0_3, North, South){{$}}
// CHECK-NEXT: {{^}}    %core_0_3 = aie.core(%tile_0_3) {
// CHECK-NEXT: {{^}}      aie.end{{$}}
// CHECK-NEXT: {{^}}    }{{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: warning

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %table = aie.buffer(%t02) {sym_name = "table"} : memref<4xi32> = dense<[1, 2, 3, 4]>
    %ready = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "ready"}
    aie.cascade_flow(%t03, %t02)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2)
    ^bb1:
      aie.use_lock(%ready, AcquireGreaterEqual, 1)
      aie.dma_bd(%table : memref<4xi32>, 0, 4)
      aie.use_lock(%ready, Release, 1)
      aie.next_bd ^bb1
    ^bb2:
      aie.end
    }
    %c2 = aie.core(%t02) {
      aie.end
    }
    %c3 = aie.core(%t03) {
      aie.end
    }
  }
}
