// Three object FIFOs out of one PL shim: its shim mux has two MM2S channels.
aie.device(xcve2302) {
  %pl = aie.tile(1, 0)
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  %c = aie.tile(2, 3)
  aie.objectfifo @of0 (%pl, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @of1 (%pl, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @of2 (%pl, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}
