// A block floating-point type on npu1, which has no block formats; run by
// ../transform-bfp-types.mlir.
module {
  aie.device(npu1_1col) {
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
