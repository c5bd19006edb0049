// Input of ../basic-drops-bank.mlir: a mem_bank-only buffer, one with an
// address and a bank, one free.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-warning@+1 {{basic-sequential allocation ignores mem_bank; dropping the pin on: "lane"}}
  %lane = aie.buffer(%t) {sym_name = "lane", mem_bank = 3 : i32} : memref<32xi32>
  %fixed = aie.buffer(%t) {sym_name = "fixed", address = 8192 : i32, mem_bank = 0 : i32} : memref<16xi32>
  %wide = aie.buffer(%t) {sym_name = "wide"} : memref<128xi32>
  aie.core(%t) {
    aie.end
  }
}
