// A mem-tile BD iterates through its iteration attribute or its 4th
// sizes/strides dimension, not both.
// RUN: aiec --verify-diagnostics --aie-lower-to-cert %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 1)
  %b = aie.buffer(%t) {address = 0 : i32, sym_name = "b"} : memref<256xi32>
  %m = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op the BD iterates both through its iteration attribute and a 4th sizes/strides dimension}}
    aie.dma_bd(%b : memref<256xi32> offset = 0 len = 16 sizes = [2, 2, 2, 4] strides = [32, 8, 4, 1]) {bd_id = 0 : i32, iteration = #aie.bd_iteration<size = 2, stride = 64, current = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
