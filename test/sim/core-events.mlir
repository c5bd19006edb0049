// aie.event(0) and aie.event(1) (the core's instruction events, which a
// trace unit counts as INSTR_EVENT_0/1) run as one op each: the core goes on
// and the trace shows each event where the core asserted it, around the
// store between them.
// RUN: aie-sim %s --trace-text %t.txt 2>&1 | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s < %t.txt
// RUN: sed -e 's/aie.event(1)/aie.event(0)/' %s > %t.twice.mlir
// RUN: aie-sim %t.twice.mlir --trace-text %t.twice.txt
// RUN: FileCheck %s --check-prefix=TWICE < %t.twice.txt

// SUMMARY-NOT: not simulated
// SUMMARY: 6 core ops
// CHECK:      tile (0, 2) core: INSTR_EVENT_0 pc=
// CHECK-NEXT: tile (0, 2) core: CORE_WRITE_REQ
// CHECK-NEXT: tile (0, 2) core: INSTR_EVENT_1 pc=
// TWICE-COUNT-2: INSTR_EVENT_0
// TWICE-NOT: INSTR_EVENT_1
module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %b = aie.buffer(%t) {sym_name = "b"} : memref<4xi32>
    aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : i32
      aie.event(0)
      memref.store %c7, %b[%c0] : memref<4xi32>
      aie.event(1)
      aie.end
    }
  }
}
