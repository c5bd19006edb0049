// The parts of links sharing a fifo must fit in its object.
// CHECK: links-sharing-a-fifo-bad.mlir:[[@LINE+7]]:3: error: 'aie.objectfifo' op objectfifo cannot be in more than one ObjectFifoLinkOp
// CHECK: help: links sharing @in split (or join) its objects of 16 elements into @a, @b, one after the other, but these take 24
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3)
  aie.objectfifo @in(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @a(%t01, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.link [@in] -> [@a] ([] [])
  aie.objectfifo @b(%t01, {%t03}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@b] ([] [])
}

// -----

// A fifo that one link outputs and another takes in is still an error.
// CHECK: links-sharing-a-fifo-bad.mlir:[[@LINE+6]]:3: error: 'aie.objectfifo' op objectfifo cannot be in more than one ObjectFifoLinkOp
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @x(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @y(%t01, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @z(%t02, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@x] -> [@y] ([] [])
  aie.objectfifo.link [@y] -> [@z] ([] [])
}
