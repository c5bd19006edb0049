// An integer attribute whose type is not the one the op's custom form
// implies (a lock id as i16) keeps its type: the op prints in generic form,
// and reading that back gives the same IR.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = "aie.lock"(%t) {lockID = 2 : i16, init = 0 : i32} : (index) -> index
  %m = "aie.lock"(%t) {lockID = 3 : i32} : (index) -> index
}

// CHECK: %{{.*}} = "aie.lock"(%tile_1_2) <{init = 0 : i32, lockID = 2 : i16}> : (index) -> index
// CHECK: %lock_1_2_0 = aie.lock(%tile_1_2, 3)
