// --aie-standard-lowering (mlir-aie's AIECoreToStandard): the target triple,
// the architecture's intrinsic declarations, buffers as public globals (the
// last buffer first, the initial value only for the selected tile), each
// selected core as func.func @core_C_R after them (the last core first),
// locks, streams and debug as intrinsic calls, the device removed.
// RUN: aie-opt --split-input-file --aie-standard-lowering %s | FileCheck %s
// RUN: aie-opt --split-input-file --aie-standard-lowering="tilecol=1 tilerow=3" %s | FileCheck %s --check-prefix=ONE
// After --aie-localize-locks (aiecc's order) the same lock indices come from its constants.
// RUN: aie-opt --split-input-file --aie-localize-locks --aie-standard-lowering %s | FileCheck %s --check-prefix=LOCAL
// A design without aie.device is refused (aiecc canonicalizes it first).
// RUN: echo 'module { %%t = aie.tile(1, 1) }' | not aie-opt --aie-standard-lowering 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK:      module attributes {llvm.target_triple = "aie2"} {
// CHECK-NEXT:   memref.global "public" @buf2 : memref<4xi32> = dense<[1, 2, 3, 4]>
// CHECK-NEXT:   memref.global "public" @buf : memref<4xi32> = dense<7>
// CHECK-NEXT:   func.func private @debug_i32(i32)
// CHECK-NEXT:   func.func private @llvm.aie2.event(i32)
// CHECK-NEXT:   func.func private @llvm.aie2.put.ms(i32, i32)
// CHECK-NEXT:   func.func private @llvm.aie2.get.ss() -> (i32, i32)
// CHECK-NEXT:   func.func private @llvm.aie2.mcd.write.vec(vector<16xi32>, i32)
// CHECK-NEXT:   func.func private @llvm.aie2.scd.read.vec(i32) -> vector<16xi32>
// CHECK-NEXT:   func.func private @llvm.aie2.acquire(i32, i32)
// CHECK-NEXT:   func.func private @llvm.aie2.release(i32, i32)
// CHECK-NEXT:   func.func private @llvm.aie2.set.ctrl.reg(i32, i32)
// CHECK-NEXT:   func.func private @kernel(memref<4xi32>)
// CHECK-NEXT:   func.func @core_1_3() {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0:2 = call @llvm.aie2.get.ss() : () -> (i32, i32)
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     call @llvm.aie2.put.ms(%0#0, %c0_i32_0) : (i32, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @core_1_2() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c51 = arith.constant 51 : index
// CHECK-NEXT:     %0 = arith.index_cast %c51 : index to i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     call @llvm.aie2.acquire(%0, %c-1_i32) : (i32, i32) -> ()
// CHECK-NEXT:     %1 = memref.get_global @buf : memref<4xi32>
// CHECK-NEXT:     memref.assume_alignment %1, 32 : memref<4xi32>
// CHECK-NEXT:     %2 = memref.load %1[%c0] : memref<4xi32>
// CHECK-NEXT:     %3 = memref.get_global @buf : memref<4xi32>
// CHECK-NEXT:     memref.assume_alignment %3, 32 : memref<4xi32>
// CHECK-NEXT:     call @kernel(%3) : (memref<4xi32>) -> ()
// CHECK:          call @llvm.aie2.release(%{{.*}}, %c1_i32) : (i32, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// ONE:        memref.global "public" @buf2 : memref<4xi32> = dense<[1, 2, 3, 4]>
// ONE-NEXT:   memref.global "public" @buf : memref<4xi32>{{$}}
// ONE-NOT:    @core_1_2
// ONE:        func.func @core_1_3()
// ONE-NOT:    @core_1_2
// LOCAL:      %c51 = arith.constant 51 : index
// LOCAL-NEXT: %c0 = arith.constant 0 : index
// LOCAL-NEXT: %0 = arith.index_cast %c51 : index to i32
// ERR: error: expected an aie.device operation at top level
// ERR: help: a legacy design without aie.device goes through --aie-canonicalize-device first
module {
  aie.device(npu1) {
    %t = aie.tile(1, 2)
    %t3 = aie.tile(1, 3)
    %l = aie.lock(%t, 3)
    %b = aie.buffer(%t) {sym_name = "buf"} : memref<4xi32> = dense<7>
    %b2 = aie.buffer(%t3) {sym_name = "buf2"} : memref<4xi32> = dense<[1, 2, 3, 4]>
    func.func private @kernel(memref<4xi32>)
    %c = aie.core(%t) {
      %c0 = arith.constant 0 : index
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      %v = memref.load %b[%c0] : memref<4xi32>
      func.call @kernel(%b) : (memref<4xi32>) -> ()
      aie.use_lock(%l, Release, 1)
      aie.end
    }
    %c3 = aie.core(%t3) {
      %ch = arith.constant 0 : i32
      %x = aie.get_stream(%ch : i32) : i32
      aie.put_stream(%ch : i32, %x : i32)
      aie.end
    }
  }
}

// -----

// AIE1: binary locks through the .reg intrinsics; the core's own memory is
// east on an odd row (3 x 16 + 8 = 56), the tile below is south (8).
// CHECK:      module attributes {llvm.target_triple = "aie"} {
// CHECK:        func.func private @llvm.aie.lock.release.reg(i32, i32)
// CHECK:      func.func @core_1_2() {
// CHECK:        %c8 = arith.constant 8 : index
// CHECK:        call @llvm.aie.lock.acquire.reg(%{{.*}}, %c1_i32) : (i32, i32) -> ()
// CHECK:      func.func @core_1_1() {
// CHECK:        %c56 = arith.constant 56 : index
// CHECK:        call @llvm.aie.lock.acquire.reg(%{{.*}}, %c0_i32) : (i32, i32) -> ()
// CHECK:        call @llvm.aie.put.wms(%c1_i32, %c32_i128) : (i32, i128) -> ()
// CHECK:        call @debug_i32(%c1_i32) : (i32) -> ()
aie.device(xcvc1902) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %l = aie.lock(%t11, 8)
  %c11 = aie.core(%t11) {
    aie.use_lock(%l, Acquire, 0)
    %ch = arith.constant 1 : i32
    %w = arith.constant 32 : i128
    aie.put_stream(%ch : i32, %w : i128)
    aie.debug(%ch : i32)
    aie.end
  }
  %c12 = aie.core(%t12) {
    aie.use_lock(%l, Acquire, 1)
    aie.end
  }
}


// -----

// A lock value the core computes is passed on as it is, negated for an
// acquire-greater-equal (the intrinsic's sign says which acquire).
// CHECK:      func.func @core_1_3() {
// CHECK:        %[[V:.*]] = arith.addi
// CHECK:        %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %[[NEG:.*]] = arith.subi %[[ZERO]], %[[V]] : i32
// CHECK-NEXT:   call @llvm.aie2.acquire(%{{.*}}, %[[NEG]]) : (i32, i32) -> ()
// CHECK:        call @llvm.aie2.release(%{{.*}}, %[[V]]) : (i32, i32) -> ()
aie.device(npu1) {
  %t = aie.tile(1, 3)
  %l = aie.lock(%t, 3)
  %c = aie.core(%t) {
    %n = arith.constant 1 : i32
    %m = arith.addi %n, %n : i32
    aie.use_lock(%l, AcquireGreaterEqual, %m)
    aie.use_lock(%l, Release, %m)
    aie.end
  }
}

// -----

// Events: AIE1 has an intrinsic per event, AIE2 and later one taking the
// event's number. A core that shifts-rounds-saturates vectors starts by
// setting saturation (control register 9) and the rounding mode the C++
// kernels use (register 6 on AIE2, 1 on AIE2P): towards +inf for an
// integer result, else floor; to nearest even for a bf16 matmul.
// CHECK:      func.func @core_0_3() {
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   call @llvm.aie2p.set.ctrl.reg(%c9_i32, %c1_i32) : (i32, i32) -> ()
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:   %c9_i32_1 = arith.constant 9 : i32
// CHECK-NEXT:   call @llvm.aie2p.set.ctrl.reg(%c1_i32_0, %c9_i32_1) : (i32, i32) -> ()
// CHECK:        aievec.srs
// CHECK:      func.func @core_0_2() {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   call @llvm.aie2p.event(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   return
aie.device(npu2) {
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %c2 = aie.core(%t2) {
    aie.event(1)
    aie.end
  }
  %c3 = aie.core(%t3) {
    %z = arith.constant dense<0> : vector<16xi32>
    %s = arith.constant 2 : i32
    %r = aievec.srs %z, %s : vector<16xi32>, i32, vector<16xi16>
    aie.end
  }
}

// -----

// A cascade word is 512 bits (vector<16xi32>): a vector of another type is
// bitcast to it before it is put, and the word read back bitcast to the
// type the core reads.
// CHECK:      func.func @core_3_3() {
// CHECK:        %[[R:.*]] = vector.transfer_read
// CHECK-NEXT:   %[[W:.*]] = vector.bitcast %[[R]] : vector<32xbf16> to vector<16xi32>
// CHECK-NEXT:   %[[ON:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   call @llvm.aie2.mcd.write.vec(%[[W]], %[[ON]]) : (vector<16xi32>, i32) -> ()
// CHECK:        %[[G:.*]] = call @llvm.aie2.scd.read.vec(%{{.*}}) : (i32) -> vector<16xi32>
// CHECK-NEXT:   %[[B:.*]] = vector.bitcast %[[G]] : vector<16xi32> to vector<32xbf16>
// CHECK:        vector.transfer_write %[[B]]
aie.device(npu1) {
  %t = aie.tile(3, 3)
  %buf = aie.buffer(%t) {sym_name = "a"} : memref<32xbf16>
  aie.core(%t) {
    %pad = arith.constant 0.0 : bf16
    %c0 = arith.constant 0 : index
    %v = vector.transfer_read %buf[%c0], %pad {in_bounds = [true]} : memref<32xbf16>, vector<32xbf16>
    aie.put_cascade(%v : vector<32xbf16>)
    %g = aie.get_cascade() : vector<32xbf16>
    vector.transfer_write %g, %buf[%c0] {in_bounds = [true]} : vector<32xbf16>, memref<32xbf16>
    aie.end
  }
}
