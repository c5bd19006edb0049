// What --aie-objectfifo-split cannot write as cascade values: an object
// used otherwise than by a store (producer) or load (consumer) of its
// value, an acquire of more than the one value a cascade holds.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-split %s

module @copied {
  aie.device(npu2) {
    %p = aie.tile(3, 3)
    %c = aie.tile(4, 3)
    %keep = aie.buffer(%c) : memref<1xvector<16xf32>>
    aie.objectfifo @link (%p, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xf32>>>
    aie.core(%c) {
      %a = aie.objectfifo.acquire @link (Consume, 1) : memref<1xvector<16xf32>>
      // expected-error@+1 {{'memref.copy' op uses an object of cascade fifo @link, which only carries a value loaded from it}}
      memref.copy %a, %keep : memref<1xvector<16xf32>> to memref<1xvector<16xf32>>
      aie.objectfifo.release @link (Consume, 1)
      aie.end
    }
  }
}

// -----

module @two {
  aie.device(npu2) {
    %p = aie.tile(3, 3)
    %c = aie.tile(4, 3)
    aie.objectfifo @link (%p, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xf32>>>
    aie.core(%p) {
      // expected-error@+1 {{'aie.objectfifo.acquire' op acquires more than one object of cascade fifo @link}}
      %s = aie.objectfifo.acquire @link (Produce, 2) : !aie.objectfifosubview<memref<1xvector<16xf32>>>
      aie.objectfifo.release @link (Produce, 2)
      aie.end
    }
  }
}
