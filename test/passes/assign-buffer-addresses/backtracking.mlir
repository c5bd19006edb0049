// The bank-aware search undoes a choice that strands the room a later
// buffer needs. Free: 41024..65536 (24512 bytes, from mid-bank 2). "wide"
// ranks best alone in bank 3 (one bank touched), which leaves runs of 8128
// and 2048 bytes: "tail" has no room. The search backtracks and puts "wide"
// flush at 41024 (two banks), after which "tail" fits at 55360.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s | FileCheck %s

// CHECK-DAG: %wide = aie.buffer(%{{.*}}) {address = 41024 : i32, mem_bank = 2 : i32, sym_name = "wide"}
// CHECK-DAG: %tail = aie.buffer(%{{.*}}) {address = 55360 : i32, mem_bank = 3 : i32, sym_name = "tail"}
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %fixed = aie.buffer(%t) {sym_name = "fixed", address = 1024 : i32} : memref<40000xi8>
  %wide = aie.buffer(%t) {sym_name = "wide"} : memref<14336xi8>
  %tail = aie.buffer(%t) {sym_name = "tail"} : memref<9000xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}
