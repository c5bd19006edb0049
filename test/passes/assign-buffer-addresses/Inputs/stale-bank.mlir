// Input of ../stale-bank.mlir: two pinned buffers whose mem_bank is not the
// bank of their address, one consistent, one to place.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %a = aie.buffer(%t) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<256xi32>
  %b = aie.buffer(%t) {address = 4096 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<256xi32>
  %c = aie.buffer(%t) {address = 16384 : i32, mem_bank = 3 : i32, sym_name = "c"} : memref<256xi32>
  %free = aie.buffer(%t) {sym_name = "free"} : memref<64xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
