// A core whose kernel waits for a cascade word that its neighbour never
// puts (the neighbour's kernel returns without one): the run ends in a
// deadlock report naming the waiting core, the kernel it waits in and the
// cascade it waits on, and the neighbour that would put the word.
// RUN: rm -rf %t.cache
// RUN: not aie-sim %s --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache 2>&1 | FileCheck %s
// CHECK: aie-sim: deadlock: nothing can progress
// CHECK: root cause: core (0, 2) never releases @out_cons_lock_0: it waits at {{.*}}cascade-stall.mlir:[[@LINE+32]]:7 (func.call @starve(%out)) on a cascade word, which only core (0, 3) puts a cascade word, and it has ended
// CHECK: array: core (0, 2): waits at func.call ({{.*}}cascade-stall.mlir:[[@LINE+31]]:7) inside kernel @starve for a word on its cascade (input North, from core (0, 3))
//
// A cascade input from elsewhere: core (0, 2) reads West, where no core is.
// RUN: sed 's/North, South)/West, South)/' %s > %t.mlir
// RUN: not aie-sim %t.mlir --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=AWAY
// AWAY: array: core (0, 2): waits at func.call ({{.*}}) inside kernel @starve for a word on its cascade (input West, from no core)
//
// A cascade output that goes elsewhere: core (0, 3) puts East, into column
// 1, where nothing else is configured.
// RUN: sed 's/West, South)/West, East)/' %s > %t.east.mlir
// RUN: not aie-sim %t.east.mlir --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=EAST
// EAST: array: core (0, 2): waits at func.call ({{.*}}) inside kernel @starve for a word on its cascade (input North, from core (0, 3), whose cascade output goes East, not here)
module {
  aie.device(npu1_2col) {
    func.func private @first(memref<16xi32>, i32) attributes {link_with = "cascade.o"}
    func.func private @starve(memref<16xi32>) attributes {link_with = "cascade.o"}
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.configure_cascade(%t3, West, South)
    aie.configure_cascade(%t2, North, South)
    aie.objectfifo @out(%t2, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    %a = aie.buffer(%t3) {sym_name = "a"} : memref<16xi32>
    %core3 = aie.core(%t3) {
      %zero = arith.constant 0 : i32
      func.call @first(%a, %zero) : (memref<16xi32>, i32) -> ()
      aie.end
    }
    %core2 = aie.core(%t2) {
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      func.call @starve(%out) : (memref<16xi32>) -> ()
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%out: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
