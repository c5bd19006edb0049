// --aie-prepare-buffers (mlir-aie's, run by its aiecc before the
// allocation): every buffer named, `_anonymous<k>` in order where it has
// none, no address given; the allocation after it keeps those names, and a
// buffer inside a core is refused at its tile, as the allocation refuses it.
// RUN: aiec --aie-prepare-buffers %s | FileCheck %s
// RUN: aiec --aie-prepare-buffers --aie-assign-buffer-addresses %s | FileCheck %s --check-prefix=BOTH
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s --check-prefix=BOTH
// RUN: not aiec --aie-prepare-buffers %S/Inputs/buffer-in-core.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK:      %_anonymous0 = aie.buffer(%tile_0_2) {sym_name = "_anonymous0"} : memref<16xi32>
// CHECK-NEXT: %named = aie.buffer(%tile_0_2) {sym_name = "named"} : memref<8xi32>
// CHECK-NEXT: %_anonymous1 = aie.buffer(%tile_0_2) {sym_name = "_anonymous1"} : memref<4xi16>
// CHECK-NOT:  address

// BOTH:      %_anonymous0 = aie.buffer(%tile_0_2) {address = {{[0-9]+}} : i32, mem_bank = {{[0-9]+}} : i32, sym_name = "_anonymous0"}
// BOTH-NEXT: %named = aie.buffer(%tile_0_2) {address = {{[0-9]+}} : i32, mem_bank = {{[0-9]+}} : i32, sym_name = "named"}
// BOTH-NEXT: %_anonymous1 = aie.buffer(%tile_0_2) {address = {{[0-9]+}} : i32, mem_bank = {{[0-9]+}} : i32, sym_name = "_anonymous1"}

// ERR: buffer-in-core.mlir:3:3: error: 'aie.tile' op Buffer '""' must be defined directly under the device scope.
// ERR: help: move the aie.buffer into the device body
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) : memref<16xi32>
  %b = aie.buffer(%t) {sym_name = "named"} : memref<8xi32>
  %c = aie.buffer(%t) : memref<4xi16>
  aie.core(%t) {
    aie.end
  }
}
