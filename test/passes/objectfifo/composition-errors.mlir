// The stateful transform (the composition of the split passes) checks each
// core's accesses as the one-pass lowering does, in its words, before the
// split: a core on a link's shared tile cannot use the linked fifos.
// RUN: aiec --aie-objectFifo-stateful-transform --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 3)
  %c = aie.tile(3, 5)
  aie.objectfifo @in(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @out(%b, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.link [@in] -> [@out] ([] [])
  %core = aie.core(%b) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op currently cannot access objectFifo used in ObjectFifoLinkOp}}
    %x = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 3)
  %c = aie.tile(3, 5)
  aie.objectfifo @in(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @out(%b, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.link [@in] -> [@out] ([] [])
  %core = aie.core(%b) {
    // expected-error@+1 {{'aie.objectfifo.release' op currently cannot access objectFifo used in ObjectFifoLinkOp}}
    aie.objectfifo.release @in(Consume, 1)
    aie.end
  }
}
