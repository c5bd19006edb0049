// Valid cascades: flows between horizontal and vertical neighbours, every
// legal configure_cascade direction pair on AIE2, values exactly as wide as
// the cascade (512 bits on AIE2/AIE2p, 384 on AIE1).
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t22 = aie.tile(2, 2)
  %t13 = aie.tile(1, 3)
  %t32 = aie.tile(3, 2)
  aie.cascade_flow(%t12, %t22)
  aie.cascade_flow(%t13, %t12)
  aie.cascade_flow(%t22, %t32)
  aie.configure_cascade(%t12, North, East)
  aie.configure_cascade(%t22, West, South)
  aie.configure_cascade(%t13, North, South)
  aie.configure_cascade(%t32, West, East)
  %c = aie.core(%t12) {
    %v = aie.get_cascade() : vector<16xi32>
    aie.put_cascade(%v : vector<16xi32>)
    %w = aie.get_cascade() : vector<32xbf16>
    aie.put_cascade(%w : vector<32xbf16>)
    %x = aie.get_cascade() : vector<8xi64>
    aie.put_cascade(%x : vector<8xi64>)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.cascade_flow(%tile_1_2, %tile_2_2)
// CHECK: aie.cascade_flow(%tile_1_3, %tile_1_2)
// CHECK: aie.configure_cascade(%tile_1_2, North, East)
// CHECK: aie.configure_cascade(%tile_3_2, West, East)
// CHECK: aie.get_cascade() : vector<16xi32>
// CHECK: aie.put_cascade(%{{.*}} : vector<8xi64>)

// -----

aie.device(npu2) {
  %t = aie.tile(7, 5)
  aie.configure_cascade(%t, North, South)
  %c = aie.core(%t) {
    %v = aie.get_cascade() : vector<64xi8>
    aie.put_cascade(%v : vector<64xi8>)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu2) {
// CHECK: aie.get_cascade() : vector<64xi8>

// -----

aie.device(xcvc1902) {
  %a = aie.tile(1, 1)
  %b = aie.tile(2, 1)
  aie.cascade_flow(%a, %b)
  %c = aie.core(%a) {
    %v = aie.get_cascade() : vector<12xi32>
    aie.put_cascade(%v : vector<12xi32>)
    aie.end
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: aie.get_cascade() : vector<12xi32>
// CHECK: aie.put_cascade(%{{.*}} : vector<12xi32>)
