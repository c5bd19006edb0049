// --aie-assign-core-link-files: each core gets the objects of the functions
// it calls directly, each once in call order: into link_files, or
// link_merge_files for link_with_mode = "merge". A core's own link_with
// (deprecated) moves into its link_files with a warning; a function no core
// calls is a warning. A core that calls nothing gets nothing.
// RUN: aiec --aie-assign-core-link-files %s 2>/dev/null | FileCheck %s
// RUN: aiec --aie-assign-core-link-files %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-core-link-files %S/Inputs/core-link-files-errors.mlir

// CHECK-LABEL: %core_0_2 = aie.core(%tile_0_2) {
// CHECK: } {link_files = ["scale.o"], link_merge_files = ["fused.bc"]}{{$}}
// CHECK-LABEL: %core_0_3 = aie.core(%tile_0_3) {
// CHECK: } {link_files = ["old.o", "add.o"]}{{$}}
// CHECK-LABEL: %core_0_4 = aie.core(%tile_0_4) {
// CHECK-NEXT: aie.end
// CHECK-NEXT: }{{$}}

// WARN: assign-core-link-files.mlir:[[@LINE+21]]:5: warning: link_with on aie.core is deprecated; attach link_with to the func.func declaration instead{{$}}
// WARN: help: write `link_with` on the func.func declaration of the kernel the core calls
// WARN: assign-core-link-files.mlir:[[@LINE+8]]:5: warning: func 'unused' has link_with but is never called from any core; its artifact will not be linked or merged{{$}}
// WARN: help: call it from a core, or drop its link_with

module {
  aie.device(npu1_1col) {
    func.func private @scale(memref<4xi32>) attributes {link_with = "scale.o"}
    func.func private @add(memref<4xi32>) attributes {link_with = "add.o"}
    func.func private @fused(memref<4xi32>) attributes {link_with = "fused.bc", link_with_mode = "merge"}
    func.func private @unused() attributes {link_with = "unused.o"}
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    %b = aie.buffer(%t2) : memref<4xi32>
    aie.core(%t2) {
      func.call @scale(%b) : (memref<4xi32>) -> ()
      func.call @fused(%b) : (memref<4xi32>) -> ()
      func.call @scale(%b) : (memref<4xi32>) -> ()
      aie.end
    }
    aie.core(%t3) {
      func.call @add(%b) : (memref<4xi32>) -> ()
      aie.end
    } {link_with = "old.o"}
    aie.core(%t4) {
      aie.end
    }
  }
}
