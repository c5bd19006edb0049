// Input of compiler/tests/suite/npu_cpp.rs: floor and ceil divisions of run-time
// scalars, each written to a register; and the same of constants, which the
// binary encodes (its twin).
aie.device(npu1_1col) {
  aie.runtime_sequence @divide(%a: i32, %b: i32) {
    %floor = arith.floordivsi %a, %b : i32
    %ceil = arith.ceildivsi %a, %b : i32
    %r0 = arith.constant 100 : i32
    %r1 = arith.constant 104 : i32
    aiex.npu.write32(%r0, %floor) : i32, i32
    aiex.npu.write32(%r1, %ceil) : i32, i32
  }
}
