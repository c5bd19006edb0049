// The vector ops core bodies use besides transfers: reductions (with and
// without accumulator), broadcast / splat, extract / insert (static and
// dynamic positions), fma, shape_cast, extract_strided_slice, arith.select
// on a vector condition, masks
// (create_mask, constant_mask, masked transfers with operandSegmentSizes),
// vector.load / store and maskedload / maskedstore; printed as MLIR does
// and read back. MLIR's generic form of a masked transfer (its
// operandSegmentSizes) and of a reduction (#vector.kind) read as the same ops.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<4x8xi32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %pad = arith.constant 0 : i32
    %v = vector.load %buf[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
    vector.store %v, %buf[%c3, %c0] : memref<4x8xi32>, vector<8xi32>
    %m = vector.create_mask %c3 : vector<8xi1>
    %k = vector.constant_mask [2, 4] : vector<4x8xi1>
    %r = vector.transfer_read %buf[%c0, %c0], %pad, %m {in_bounds = [true]} : memref<4x8xi32>, vector<8xi32>
    vector.transfer_write %r, %buf[%c0, %c3], %m : vector<8xi32>, memref<4x8xi32>
    %l = vector.maskedload %buf[%c0, %c0], %m, %v : memref<4x8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    vector.maskedstore %buf[%c3, %c0], %m, %l : memref<4x8xi32>, vector<8xi1>, vector<8xi32>
    %s = vector.reduction <add>, %v : vector<8xi32> into i32
    %s2 = vector.reduction <maxsi>, %v, %s : vector<8xi32> into i32
    %b = vector.broadcast %s2 : i32 to vector<2x8xi32>
    %sp = vector.splat %pad : vector<8xi32>
    %e = vector.extract %b[1, 3] : i32 from vector<2x8xi32>
    %row = vector.extract %b[%c0] : vector<8xi32> from vector<2x8xi32>
    %ins = vector.insert %e, %sp[%c3] : i32 into vector<8xi32>
    %ins2 = vector.insert %row, %b[0] : vector<8xi32> into vector<2x8xi32>
    %flat = vector.shape_cast %ins2 : vector<2x8xi32> to vector<16xi32>
    %sl = vector.extract_strided_slice %flat {offsets = [2], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
    %f = arith.constant dense<1.5> : vector<4xf32>
    %fma = vector.fma %f, %f, %f : vector<4xf32>
    %g = "vector.transfer_read"(%buf, %c0, %c3, %pad, %m) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>}> : (memref<4x8xi32>, index, index, i32, vector<8xi1>) -> vector<8xi32>
    %h = "vector.transfer_read"(%buf, %c3, %c0, %pad) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (memref<4x8xi32>, index, index, i32) -> vector<8xi32>
    %p = "vector.reduction"(%g) <{kind = #vector.kind<mul>}> : (vector<8xi32>) -> i32
    %sel = arith.select %m, %g, %h : vector<8xi1>, vector<8xi32>
    aie.end
  }
}

// CHECK: %{{.*}} = vector.load %buf[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
// CHECK: vector.store %{{.*}}, %buf[%c3, %c0] : memref<4x8xi32>, vector<8xi32>
// CHECK: %[[M:.*]] = vector.create_mask %c3 : vector<8xi1>
// CHECK: vector.constant_mask [2, 4] : vector<4x8xi1>
// CHECK: %[[R:.*]] = vector.transfer_read %buf[%c0, %c0], %c0_i32, %[[M]] {in_bounds = [true]} : memref<4x8xi32>, vector<8xi32>
// CHECK: vector.transfer_write %[[R]], %buf[%c0, %c3], %[[M]] : vector<8xi32>, memref<4x8xi32>
// CHECK: vector.maskedload %buf[%c0, %c0], %[[M]], %{{.*}} : memref<4x8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
// CHECK: vector.maskedstore %buf[%c3, %c0], %[[M]], %{{.*}} : memref<4x8xi32>, vector<8xi1>, vector<8xi32>
// CHECK: %[[S:.*]] = vector.reduction <add>, %{{.*}} : vector<8xi32> into i32
// CHECK: vector.reduction <maxsi>, %{{.*}}, %[[S]] : vector<8xi32> into i32
// CHECK: vector.broadcast %{{.*}} : i32 to vector<2x8xi32>
// CHECK: vector.splat %c0_i32 : vector<8xi32>
// CHECK: vector.extract %{{.*}}[1, 3] : i32 from vector<2x8xi32>
// CHECK: vector.extract %{{.*}}[%c0] : vector<8xi32> from vector<2x8xi32>
// CHECK: vector.insert %{{.*}}, %{{.*}}[%c3] : i32 into vector<8xi32>
// CHECK: vector.insert %{{.*}}, %{{.*}}[0] : vector<8xi32> into vector<2x8xi32>
// CHECK: vector.shape_cast %{{.*}} : vector<2x8xi32> to vector<16xi32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [2], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
// CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>

// CHECK: vector.transfer_read %buf[%c0, %c3], %c0_i32, %[[M]] : memref<4x8xi32>, vector<8xi32>
// CHECK: vector.transfer_read %buf[%c3, %c0], %c0_i32 : memref<4x8xi32>, vector<8xi32>
// CHECK: vector.reduction <mul>, %{{.*}} : vector<8xi32> into i32
// CHECK: arith.select %[[M]], %{{.*}}, %{{.*}} : vector<8xi1>, vector<8xi32>
