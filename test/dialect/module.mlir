// Module forms: a bare aie.device is wrapped in an implicit module; a module
// may carry a symbol name and attributes (printed sorted after `attributes`).
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

module @design attributes {llvm.target_triple = "aie2", aie.version = 2 : i32} {
  aie.device(npu1) {
    %t = aie.tile(1, 2)
  }
}

// CHECK: module @design attributes {aie.version = 2 : i32, llvm.target_triple = "aie2"} {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

module attributes {my.flag} {
}

// CHECK-LABEL: module attributes {my.flag} {
// CHECK-NEXT: }{{$}}

// -----

module @empty {
}

// CHECK-LABEL: module @empty {
// CHECK-NEXT: }{{$}}

// -----

// Two devices in one module, each with its own name.
module {
  aie.device(npu1_1col) @left {
    %t = aie.tile(0, 2)
  }
  aie.device(npu2_4col) @right {
    %t = aie.tile(3, 2)
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1_1col) @left {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-LABEL: aie.device(npu2_4col) @right {
// CHECK-NEXT: %tile_3_2 = aie.tile(3, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// `main` is the default device name and is not printed.
module {
  aie.device(npu1) @main {
    %t = aie.tile(0, 3)
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
