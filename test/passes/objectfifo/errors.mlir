// Every error of the objectfifo transform, with mlir-aie's message text.
// RUN: aiec --aie-objectFifo-stateful-transform --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 2)
  %c = aie.tile(2, 4)
  %m = aie.tile(1, 1)
  // expected-error@+1 {{'aie.objectfifo' op objectfifo cannot be in more than one ObjectFifoLinkOp}}
  aie.objectfifo @x(%a, {%m}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @y(%m, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @z(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.link [@x] -> [@y] ([] [])
  aie.objectfifo.link [@x] -> [@z] ([] [])
}

// -----

// A core tile has two MM2S channels; a third outgoing fifo does not fit.
// The notes name the fifo ends that hold the channels and the one left out.
// expected-remark@+1 {{could not find a spill-aware allocation}}
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op number of output DMA channel exceeded!}}
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 2)
  // expected-note@+1 {{DMA endpoint @f0_prod_dma for ObjectFifo @f0; occupies channel 0}}
  aie.objectfifo @f0(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // expected-note@+1 {{DMA endpoint @f1_prod_dma for ObjectFifo @f1; occupies channel 1}}
  aie.objectfifo @f1(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // expected-note@+1 {{DMA endpoint @f2_prod_dma for ObjectFifo @f2}}
  aie.objectfifo @f2(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
}

// -----

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  %core = aie.core(%b) {
    %s = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
    aie.objectfifo.release @f(Consume, 1)
    %t = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
    // expected-error@+1 {{'aie.objectfifo.release' op cannot release more elements than are already acquired}}
    aie.objectfifo.release @f(Consume, 2)
    %u = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
    aie.end
  }
}

// -----

// A loop whose trip releases more than it acquires: reported on the loop's
// first acquire, whatever the trip count.
aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  %core = aie.core(%b) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      // expected-error@+1 {{'aie.objectfifo.acquire' op cannot release more elements than are already acquired}}
      %s = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      aie.objectfifo.release @f(Consume, 1)
      aie.objectfifo.release @f(Consume, 1)
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  %core = aie.core(%b) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %n = arith.index_cast %one : i32 to index
    // expected-error@+1 {{'scf.for' op could not be unrolled with unrollFactor = 0, check loop boundaries.}}
    scf.for %i = %c0 to %n step %c1 {
      %s = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      aie.objectfifo.release @f(Consume, 1)
    }
    aie.end
  }
}

// -----

// The core of a link's shared tile cannot use the linked fifos.
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
  %b = aie.tile(0, 3)
  %far = aie.tile(3, 5)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // expected-error@+1 {{'aie.objectfifo.allocate' op objectfifo has no shared memory access to delegate tile's memory module}}
  aie.objectfifo.allocate @f(%far)
}

// -----

// The one-pass lowering bounds a chain by `iter_count` on a MemTile end only
// (the split passes bound any DMA end); the op itself takes it anywhere.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{'aie.objectfifo' op `iter_count` is currently only supported on MemTiles}}
  aie.objectfifo @of (%t12, {%t13, %t10}, 2 : i32) {iter_count = 4 : i32} : !aie.objectfifo<memref<16xi32>>
}
