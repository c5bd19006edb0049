// A memory tile pinned to row 2 of xcve2802's two memory tile rows, and a
// shim pinned to column 6 while its flows pull towards column 0.
aie.device(xcve2802) {
  %m = aie.logical_tile<MemTile>(?, 2)
  %s = aie.logical_tile<ShimNOCTile>(6, ?)
  %c = aie.logical_tile<CoreTile>(0, 3)
  aie.objectfifo @in(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @mid(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@mid] ([] [])
}
