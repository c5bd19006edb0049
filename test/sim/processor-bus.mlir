// A kernel reading registers of its own tile through the core's processor
// bus (Inputs/cascade/tile_mapped.cc: a variable declared
// chess_storage(TM : 0x80000), as mlir-aie's tile_mapped_read test does):
// the values of locks 8..15 of tile (0, 2), 42..49, read at 0x1F080 + 16 k.
// The runtime sequence enables Core_Processor_Bus (0x32038) first; the
// kernel's event0() is traced as INSTR_EVENT_0.
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/tile_mapped.cc --kernel-cache %t.cache --output 0=%t.out --trace-text %t.trace | FileCheck %s
// CHECK: argument 0 = [42, 43, 44, 45, 46, 47, 48, 49] (8 × i32)
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace
// TRACE: tile (0, 2) core: INSTR_EVENT_0
//
// The same through Peano's write_tm/read_tm (Inputs/tm/tile_mapped.cc):
// each lock value 100 more, written and read back (lock values are 6 bits:
// the register keeps 42 + 100 = 142 as 142 & 63 = 14).
// RUN: aie-sim %s --kernel-src %S/Inputs/tm/tile_mapped.cc --kernel-cache %t.cache --output 0=%t.tm.out | FileCheck %s --check-prefix=TM
// TM: argument 0 = [14, 15, 16, 17, 18, 19, 20, 21] (8 × i32)
//
// Without the enable, the core hangs on its first access, and the report
// says why.
// RUN: sed '/maskwrite32/d' %s > %t.mlir
// RUN: not aie-sim %t.mlir --kernel-src %S/Inputs/cascade/tile_mapped.cc --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=HANG
// HANG: aie-sim: deadlock: nothing can progress
// HANG: root cause: core (0, 2) never releases @out_cons_lock_0: it waits at {{.*}} on its processor bus, which never comes: nothing in the array enables Core_Processor_Bus: the runtime sequence must write it (aiex.npu.maskwrite32 of 0x32038)
// HANG: array: core (0, 2): waits at func.call ({{.*}}) inside kernel @read_processor_bus for its processor bus (a read of core address 0x9f080): Core_Processor_Bus (0x32038) of (0, 2) is not enabled, so the core hangs
module {
  aie.device(npu1_1col) {
    func.func private @read_processor_bus(memref<8xi32>, i32, i32, i32) attributes {link_with = "tile_mapped.o"}
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.lock(%t02, 8) {init = 42 : i32}
    aie.lock(%t02, 9) {init = 43 : i32}
    aie.lock(%t02, 10) {init = 44 : i32}
    aie.lock(%t02, 11) {init = 45 : i32}
    aie.lock(%t02, 12) {init = 46 : i32}
    aie.lock(%t02, 13) {init = 47 : i32}
    aie.lock(%t02, 14) {init = 48 : i32}
    aie.lock(%t02, 15) {init = 49 : i32}
    aie.core(%t02) {
      %size = arith.constant 8 : i32
      %stride = arith.constant 16 : i32
      %addr = arith.constant 0x1F080 : i32
      %s = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      %o = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      func.call @read_processor_bus(%o, %addr, %size, %stride) : (memref<8xi32>, i32, i32, i32) -> ()
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%out : memref<8xi32>) {
      aiex.npu.maskwrite32 {address = 0x32038 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32, mask = 1 : ui32}
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
