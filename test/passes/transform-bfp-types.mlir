// --aie-transform-bfp-types: on npu2 each block floating-point type becomes
// the integer of its size (v8bfp16ebs8: 8 x 8 + 8 = 72 bits, v16bfp16ebs16:
// 16 x 8 + 8 = 136), in object FIFO, buffer, function and value types; on a
// device without block formats it is mlir-aie's error.
// RUN: aiec --aie-transform-bfp-types %s | FileCheck %s
// RUN: not aiec --aie-transform-bfp-types %S/Inputs/bfp-on-npu1.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-NOT: bfp
// CHECK: aie.objectfifo @in(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<8xi72>>{{$}}
// CHECK-NEXT: aie.buffer(%tile_0_2) : memref<4xi136>{{$}}
// CHECK-NEXT: func.func private @k(memref<8xi72>){{$}}
// CHECK: aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<8xi72>>{{$}}
// CHECK-NEXT: aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<8xi72>> -> memref<8xi72>{{$}}
// CHECK-NEXT: func.call @k(%1) : (memref<8xi72>) -> (){{$}}

// ERR: error: Failed to convert attribute type: !aie.objectfifo<memref<8x!aiex.bfp<"v8bfp16ebs8">>>{{$}}
// ERR: help: block type v8bfp16ebs8 is not supported in the specified model: npu2 devices support v8bfp16ebs8 and v16bfp16ebs16{{$}}

module {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %m = aie.tile(0, 1)
    aie.objectfifo @in(%m, {%t}, 2 : i32) : !aie.objectfifo<memref<8x!aiex.bfp<"v8bfp16ebs8">>>
    %b = aie.buffer(%t) : memref<4x!aiex.bfp<"v16bfp16ebs16">>
    func.func private @k(memref<8x!aiex.bfp<"v8bfp16ebs8">>)
    aie.core(%t) {
      %s = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<8x!aiex.bfp<"v8bfp16ebs8">>>
      %e = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8x!aiex.bfp<"v8bfp16ebs8">>> -> memref<8x!aiex.bfp<"v8bfp16ebs8">>
      func.call @k(%e) : (memref<8x!aiex.bfp<"v8bfp16ebs8">>) -> ()
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
  }
}
