// The core on a link's shared tile acquires the link's input, then its
// output: the link's DMAs move those objects, the core has none.
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  %t4 = aie.tile(0, 4)
  aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%t2, {%t4}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@out] ([] [])
  %c2 = aie.core(%t2) {
    // expected-error@+1 {{core on the shared tile cannot access 'in': a link moves objects by DMA}}
    %x = aie.objectfifo.acquire @in(Consume, 1) : memref<16xi32>
    aie.objectfifo.release @in(Consume, 1)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  %t4 = aie.tile(0, 4)
  aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%t2, {%t4}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@out] ([] [])
  %c2 = aie.core(%t2) {
    // expected-error@+1 {{core on the shared tile cannot access 'out': a link moves objects by DMA}}
    %x = aie.objectfifo.acquire @out(Produce, 1) : memref<16xi32>
    aie.objectfifo.release @out(Produce, 1)
    aie.end
  }
}
