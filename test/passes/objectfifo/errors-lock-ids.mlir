// With lock-ids=true (mlir-aie's behaviour before August 2026, set by
// --aie-syntax=2026-04) the stateful transform gives fifo locks their ids
// and reports a tile that runs out of them (in the words of mlir-aie's
// --aie-objectfifo-allocate).
// RUN: aiec --aie-objectFifo-stateful-transform=lock-ids=true --verify-diagnostics %s
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform --verify-diagnostics %s

// A core tile has 16 locks; each DMA fifo end takes two.
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op could not place locks within tile lock capacity}}
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @l0(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l1(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l2(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l3(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l4(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l5(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l6(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l7(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @l8(%a, {%b}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8xi32>>
}
