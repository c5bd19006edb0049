// An integer literal of a type that is neither an integer type nor `index`
// (MLIR rejects it: "integer literal not valid for specified type") is kept
// verbatim in attribute dictionaries and arrays, printed as it was read.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @f() attributes {a = 5 : none, b = [0x10 : vector<4xi32>, 3], c = -1 : memref<4xi32>, d = 7 : !llvm.ptr} {
  return
}

// CHECK: func.func @f() attributes {a = 5 : none, b = [16 : vector<4xi32>, 3], c = -1 : memref<4xi32>, d = 7 : !llvm.ptr} {
