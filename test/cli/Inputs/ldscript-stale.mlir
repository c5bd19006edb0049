// Inputs of ../generate-ldscript.mlir: data regions a later change left
// stale, and a stack bank with no address.

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b", address = 10240 : i32} : memref<64xi32>
  %c = aie.core(%t) {
    aie.end
  } {data_origin = 8192 : i32, data_length = 4096 : i32}
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %d = aie.buffer(%t) {sym_name = "core_data", address = 16384 : i32, core_data} : memref<1024xi8>
  %c = aie.core(%t) {
    aie.end
  } {stack_address = 16384 : i32}
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %d = aie.buffer(%t) {sym_name = "core_data", address = 64512 : i32, core_data} : memref<2048xi8>
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    aie.end
  } {stack_bank = 2 : i32}
}
