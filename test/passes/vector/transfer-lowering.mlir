// --aie-vector-transfer-lowering: an unmasked, in-bounds transfer with a
// minor-identity map becomes vector.load / vector.store of the same
// indices; one that may read out of bounds, is masked, or (with
// max-transfer-rank=1) is 2-D stays.
// RUN: aiec --aie-vector-transfer-lowering %s | FileCheck %s
// RUN: aiec --aie-vector-transfer-lowering="max-transfer-rank=1" %s | FileCheck %s --check-prefix=RANK1

module {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<16x64xi16>
    %b = aie.buffer(%t) {sym_name = "b"} : memref<16x64xi16>
    %c = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %pad = arith.constant 0 : i16
      // CHECK: %[[V:.*]] = vector.load %a[%c3, %c0] : memref<16x64xi16>, vector<64xi16>
      %v = vector.transfer_read %a[%c3, %c0], %pad {in_bounds = [true]} : memref<16x64xi16>, vector<64xi16>
      // CHECK: vector.store %[[V]], %b[%c0, %c0] : memref<16x64xi16>, vector<64xi16>
      vector.transfer_write %v, %b[%c0, %c0] {in_bounds = [true]} : vector<64xi16>, memref<16x64xi16>
      // Out of bounds allowed: stays.
      // CHECK: vector.transfer_read %a[%c3, %c0], %{{.*}} : memref<16x64xi16>, vector<64xi16>
      %w = vector.transfer_read %a[%c3, %c0], %pad : memref<16x64xi16>, vector<64xi16>
      // 2-D: lowered without a rank limit, kept with max-transfer-rank=1.
      // CHECK: vector.load %a[%c0, %c0] : memref<16x64xi16>, vector<2x64xi16>
      // RANK1: vector.transfer_read %a[%c0, %c0], %{{.*}} {in_bounds = [true, true]} : memref<16x64xi16>, vector<2x64xi16>
      %x = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x64xi16>, vector<2x64xi16>
      aie.end
    }
  }
}
