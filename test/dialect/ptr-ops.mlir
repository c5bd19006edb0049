// The ptr dialect ops the -O3 vector passes make, aievec.ups and
// vector.shuffle: parsed, verified and printed back unchanged; a pointer
// into another memory space, a shuffle index out of range and an ups that
// narrows are errors.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: not aiec %S/Inputs/ptr-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: %[[G:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<1024xi16> to memref<1024xi16, #ptr.generic_space>
// CHECK: %[[P:.*]] = ptr.to_ptr %[[G]] : memref<1024xi16, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
// CHECK: %[[Q:.*]] = ptr.ptr_add %[[P]], %c128 : !ptr.ptr<#ptr.generic_space>, index
// CHECK: %[[MD:.*]] = ptr.get_metadata %[[G]] : memref<1024xi16, #ptr.generic_space>
// CHECK: %[[M:.*]] = ptr.from_ptr %[[Q]] metadata %[[MD]] : !ptr.ptr<#ptr.generic_space> -> memref<1024xi16, #ptr.generic_space>
// CHECK: %[[V:.*]] = vector.load %[[M]][%c0] : memref<1024xi16, #ptr.generic_space>, vector<32xi16>
// CHECK: %[[U:.*]] = aievec.ups %[[V]] {shift = 0 : i8} : vector<32xi16>, vector<32xi32>
// CHECK: vector.shuffle %[[U]], %[[U]] [0, 1, 32, 33] : vector<32xi32>, vector<32xi32>
module {
  func.func @f(%m: memref<1024xi16>) -> vector<4xi32> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %g = builtin.unrealized_conversion_cast %m : memref<1024xi16> to memref<1024xi16, #ptr.generic_space>
    %p = ptr.to_ptr %g : memref<1024xi16, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
    %q = ptr.ptr_add %p, %c128 : !ptr.ptr<#ptr.generic_space>, index
    %md = ptr.get_metadata %g : memref<1024xi16, #ptr.generic_space>
    %n = ptr.from_ptr %q metadata %md : !ptr.ptr<#ptr.generic_space> -> memref<1024xi16, #ptr.generic_space>
    %v = vector.load %n[%c0] : memref<1024xi16, #ptr.generic_space>, vector<32xi16>
    %u = aievec.ups %v {shift = 0 : i8} : vector<32xi16>, vector<32xi32>
    %s = vector.shuffle %u, %u [0, 1, 32, 33] : vector<32xi32>, vector<32xi32>
    return %s : vector<4xi32>
  }
}

// BAD: error: 'ptr.to_ptr' op expected the input and output to have the same memory space
