// A stream end has no objects: a core's acquire or release there is an
// error, in the one-pass lowering's words.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-split %s

aie.device(npu1) {
  %p = aie.tile(1, 2)
  %c = aie.tile(1, 4)
  aie.objectfifo @s(%p, {%c}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<8xi32>>
  %core_p = aie.core(%p) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op cannot acquire from objectfifo stream port}}
    %a = aie.objectfifo.acquire @s(Produce, 1) : memref<8xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %p = aie.tile(1, 2)
  %c = aie.tile(1, 4)
  aie.objectfifo @s(%p, {%c}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<8xi32>>
  %core_c = aie.core(%c) {
    // expected-error@+1 {{'aie.objectfifo.release' op cannot release from objectfifo stream port}}
    aie.objectfifo.release @s(Consume, 1)
    aie.end
  }
}
