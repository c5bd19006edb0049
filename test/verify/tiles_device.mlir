// Verifier errors of aie.device and aie.tile (aie-passes.md §3.1): tile
// coordinates against each device's array size, the attribute constraints on
// the coordinates, one switchbox per tile, no allocation scheme on shim tiles.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// The plain rendering: location, message, source line, caret, help.
aie.device(npu1) {
  // CHECK: {{^}}{{.*}}tiles_device.mlir:[[@LINE+5]]:3: error: 'aie.tile' op column index (4) must be less than the number of columns in the device (4){{$}}
  // CHECK-NEXT: {{^}}  %t = aie.tile(4, 2){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: `npu1` has columns 0 to 3{{$}}
  // expected-error@+1 {{'aie.tile' op column index (4) must be less than the number of columns in the device (4)}}
  %t = aie.tile(4, 2)
}

// -----

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}tiles_device.mlir:[[@LINE+5]]:3: error: 'aie.tile' op row index (6) must be less than the number of rows in the device (6){{$}}
  // CHECK-NEXT: {{^}}  %t = aie.tile(3, 6){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: `npu1` has rows 0 to 5{{$}}
  // expected-error@+1 {{'aie.tile' op row index (6) must be less than the number of rows in the device (6)}}
  %t = aie.tile(3, 6)
}

// -----

// xcve3858 (AIE2PS): 36 columns of 7 rows.
aie.device(xcve3858) {
  // expected-error@+1 {{'aie.tile' op column index (36) must be less than the number of columns in the device (36)}}
  %t = aie.tile(36, 3)
}

// -----

aie.device(xcve3858) {
  // expected-error@+1 {{'aie.tile' op row index (7) must be less than the number of rows in the device (7)}}
  %t = aie.tile(35, 7)
}

// -----

// Ops outside an aie.device are checked against xcvc1902 (50 x 9).
module {
  // expected-error@+1 {{'aie.tile' op column index (50) must be less than the number of columns in the device (50)}}
  %t = aie.tile(50, 0)
}

// -----

module {
  // expected-error@+1 {{'aie.tile' op row index (9) must be less than the number of rows in the device (9)}}
  %t = aie.tile(49, 9)
}

// -----

aie.device(xcvc1902) {
  // expected-error@+1 {{'aie.tile' op column index (50) must be less than the number of columns in the device (50)}}
  %t = aie.tile(50, 8)
}

// -----

aie.device(xcve2302) {
  // expected-error@+1 {{'aie.tile' op column index (17) must be less than the number of columns in the device (17)}}
  %a = aie.tile(17, 0)
  // expected-error@+1 {{'aie.tile' op row index (4) must be less than the number of rows in the device (4)}}
  %b = aie.tile(16, 4)
}

// -----

aie.device(xcve2802) {
  // expected-error@+1 {{'aie.tile' op column index (38) must be less than the number of columns in the device (38)}}
  %a = aie.tile(38, 1)
  // expected-error@+1 {{'aie.tile' op row index (11) must be less than the number of rows in the device (11)}}
  %b = aie.tile(37, 11)
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.tile' op column index (1) must be less than the number of columns in the device (1)}}
  %t = aie.tile(1, 2)
}

// -----

aie.device(npu1_2col) {
  // expected-error@+1 {{'aie.tile' op column index (2) must be less than the number of columns in the device (2)}}
  %t = aie.tile(2, 0)
}

// -----

aie.device(npu1_3col) {
  // expected-error@+1 {{'aie.tile' op column index (3) must be less than the number of columns in the device (3)}}
  %t = aie.tile(3, 0)
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{'aie.tile' op column index (8) must be less than the number of columns in the device (8)}}
  %a = aie.tile(8, 0)
  // expected-error@+1 {{'aie.tile' op row index (6) must be less than the number of rows in the device (6)}}
  %b = aie.tile(7, 6)
}

// -----

aie.device(npu2_1col) {
  // expected-error@+1 {{'aie.tile' op column index (1) must be less than the number of columns in the device (1)}}
  %t = aie.tile(1, 1)
}

// -----

aie.device(npu2_7col) {
  // expected-error@+1 {{'aie.tile' op column index (7) must be less than the number of columns in the device (7)}}
  %t = aie.tile(7, 5)
}

// -----

// The column is checked before the row.
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op column index (9) must be less than the number of columns in the device (4)}}
  %t = aie.tile(9, 9)
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %t = aie.tile(-1, 2)
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op attribute 'row' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %t = aie.tile(1, -1)
}

// -----

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}tiles_device.mlir:[[@LINE+5]]:3: error: 'aie.tile' op can only have one switchbox{{$}}
  // CHECK-NEXT: {{^}}  %t = aie.tile(1, 2){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.tile' op can only have one switchbox}}
  %t = aie.tile(1, 2)
  %s1 = aie.switchbox(%t) {
    aie.connect<DMA : 0, North : 0>
  }
  %s2 = aie.switchbox(%t) {
    aie.connect<DMA : 1, North : 1>
  }
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op can only have one switchbox}}
  %t = aie.tile(0, 1)
  %s1 = aie.switchbox(%t) { }
  %s2 = aie.switchbox(%t) { }
  %s3 = aie.switchbox(%t) { }
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Shim tiles cannot have an allocation scheme}}
  %t = aie.tile(0, 0) {allocation_scheme = "basic-sequential"}
}

// -----

// A PL shim tile is a shim tile too.
aie.device(xcve2302) {
  // expected-error@+1 {{'aie.tile' op Shim tiles cannot have an allocation scheme}}
  %t = aie.tile(0, 0) {allocation_scheme = "bank-aware"}
}

// -----

// The generic form can name a device the custom parser would reject.
// expected-error@+1 {{'aie.device' op unknown device 'npu9'}}
"aie.device"() ({
}) {device = "npu9"} : () -> ()
