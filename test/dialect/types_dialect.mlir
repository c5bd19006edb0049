// AIE dialect types and opaque types of unknown dialects.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

module {
  func.func private @aie(!aie.objectfifo<memref<16xi32>>, !aie.objectfifosubview<memref<4x4xbf16>>, !aie.objectfifo<memref<64xi32, 1>>)
  func.func private @opaque(!foo.bar, !foo.baz<"text">, !llvm.ptr, !foo.nested<i32, <1, 2>>) -> !foo.result
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @aie(!aie.objectfifo<memref<16xi32>>, !aie.objectfifosubview<memref<4x4xbf16>>, !aie.objectfifo<memref<64xi32, 1>>){{$}}
// CHECK-NEXT: func.func private @opaque(!foo.bar, !foo.baz<"text">, !llvm.ptr, !foo.nested<i32, <1, 2>>) -> !foo.result{{$}}
// CHECK-NEXT: }{{$}}
