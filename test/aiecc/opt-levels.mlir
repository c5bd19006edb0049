// aiecc -O<n>: -O3 adds aie-hoist-vector-transfer-pointers and
// aie-vector-to-pointer-loops to the input pipeline (input_with_symbols.mlir)
// and aievec-split-load-ups-chains to the lowering of each core
// (lowered_<device>_core_<col>_<row>.mlir); -O0 to -O2 run none of them.
// What a level changes in AMD's LLVM backend is noted under -v.

// RUN: rm -rf %t && mkdir -p %t/o2 %t/o3 %t/o0
// RUN: aiecc --get=input_with_symbols.mlir --get='lowered_{0}.mlir' --output-dir=%t/o2 %s
// RUN: FileCheck %s --check-prefix=IR2 < %t/o2/input_with_symbols.mlir
// RUN: FileCheck %s --check-prefix=LL2 < %t/o2/lowered_main_core_0_2.mlir
// RUN: aiecc -O0 --get=input_with_symbols.mlir --output-dir=%t/o0 %s
// RUN: cmp %t/o0/input_with_symbols.mlir %t/o2/input_with_symbols.mlir
// RUN: aiecc -O3 -v --get=input_with_symbols.mlir --get='lowered_{0}.mlir' --output-dir=%t/o3 %s 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --check-prefix=IR3 < %t/o3/input_with_symbols.mlir
// RUN: FileCheck %s --check-prefix=LL3 < %t/o3/lowered_main_core_0_2.mlir
// RUN: not aiecc -O4 %s 2>&1 | FileCheck %s --check-prefix=BAD

// IR2-LABEL: aie.core
// IR2-NOT: ptr.
// IR2: vector.load %in[%{{.*}}, %c0] : memref<16x64xi16>, vector<64xi16>
// IR2: vector.store %{{.*}}, %out[%{{.*}}, %c0] : memref<16x64xi32>, vector<64xi32>

// The whole v64xi16 is loaded and split with two shuffles for the ups.
// LL2: llvm.func @core_0_2()
// LL2: llvm.load %{{.*}} : !llvm.ptr -> vector<64xi16>
// LL2: llvm.shufflevector
// LL2: llvm.shufflevector
// LL2: "xllvm.intr.aie2p.acc32.v32.I512.ups"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<32xi16>, i32, i32) -> vector<32xi32>
// LL2: "xllvm.intr.aie2p.acc32.v32.I512.ups"
// LL2: llvm.shufflevector

// NOTE: aiecc: ignoring -O3: its IR passes run; no core compiler runs

// IR3-LABEL: aie.core
// IR3-DAG: memref.collapse_shape %in {{\[\[}}0, 1]] : memref<16x64xi16> into memref<1024xi16>
// IR3-DAG: memref.collapse_shape %out {{\[\[}}0, 1]] : memref<16x64xi32> into memref<1024xi32>
// IR3: vector.load %{{.*}}[%c0] : memref<1024xi16, #ptr.generic_space>, vector<64xi16>
// IR3: ptr.ptr_add %{{.*}}, %c128 :
// IR3: vector.store %{{.*}}, %{{.*}}[%c0] : memref<1024xi32, #ptr.generic_space>, vector<64xi32>
// IR3: ptr.ptr_add %{{.*}}, %c256 :

// The halves are loaded separately: no shuffle before the two ups, one after.
// LL3: llvm.func @core_0_2()
// LL3-NOT: llvm.shufflevector
// LL3: llvm.load %{{.*}} : !llvm.ptr -> vector<32xi16>
// LL3: llvm.load %{{.*}} : !llvm.ptr -> vector<32xi16>
// LL3-NOT: llvm.shufflevector
// LL3: "xllvm.intr.aie2p.acc32.v32.I512.ups"
// LL3-NOT: llvm.shufflevector
// LL3: "xllvm.intr.aie2p.acc32.v32.I512.ups"
// LL3: llvm.shufflevector
// LL3-NOT: llvm.shufflevector

// BAD: -O4: the optimization level is 0, 1, 2 or 3

module {
  aie.device(npu2) {
    %tile = aie.tile(0, 2)
    %in = aie.buffer(%tile) {sym_name = "in"} : memref<16x64xi16>
    %out = aie.buffer(%tile) {sym_name = "out"} : memref<16x64xi32>
    %core = aie.core(%tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %pad = arith.constant 0 : i16
      scf.for %i = %c0 to %c16 step %c1 {
        %v = vector.transfer_read %in[%i, %c0], %pad {in_bounds = [true]} : memref<16x64xi16>, vector<64xi16>
        %e = arith.extsi %v : vector<64xi16> to vector<64xi32>
        vector.transfer_write %e, %out[%i, %c0] {in_bounds = [true]} : vector<64xi32>, memref<16x64xi32>
      }
      aie.end
    }
  }
}
