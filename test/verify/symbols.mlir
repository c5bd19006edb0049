// Symbols are unique per symbol table (aie.device, module); names used across
// isolated regions are reported; terminators end their block.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-note@+1 {{see existing symbol definition here}}
  %a = aie.buffer(%t) {sym_name = "x"} : memref<4xi32>
  // expected-error@+1 {{'aie.buffer' op redefinition of symbol named 'x'}}
  %b = aie.buffer(%t) {sym_name = "x"} : memref<4xi32>
}

// -----

// The same name in two devices is fine; a lock and a buffer may not share one.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) {sym_name = "x"} : memref<4xi32>
}
aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-note@+1 {{see existing symbol definition here}}
  %a = aie.buffer(%t) {sym_name = "x"} : memref<4xi32>
  // expected-error@+1 {{'aie.lock' op redefinition of symbol named 'x'}}
  %l = aie.lock(%t, 0) {sym_name = "x"}
}

// -----

module {
  %c = arith.constant 1 : i32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @f() -> i32 {
    // expected-error@+1 {{'func.return' op using value defined outside the region}}
    return %c : i32
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  aie.switchbox(%t) {
    // expected-error@+1 {{'aie.end' op must be the last operation in the parent block}}
    aie.end
    aie.connect<DMA : 0, Core : 0>
  }
}
