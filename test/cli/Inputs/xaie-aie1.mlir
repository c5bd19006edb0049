aie.device(xcvc1902) {
  %t = aie.tile(7, 3)
  %l = aie.lock(%t, 0) {sym_name = "l"}
  %b = aie.buffer(%t) {address = 4096 : i32, sym_name = "b"} : memref<16xi32>
  %m = aie.mem(%t) {
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    aie.use_lock(%l, Acquire, 1)
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
    aie.use_lock(%l, Release, 0)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
