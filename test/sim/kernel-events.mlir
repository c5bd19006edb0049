// A kernel's event0()/event1() are placed in its call's time by the work
// its AIE API operations counted before each: event0(), before any, at the
// call's start; event1(), after all of it, at the call's end. So the trace
// shows the kernel's own cycles between them, as a hardware trace of the
// kernel does: 1024 int16 stored 32 bytes a cycle take 64 cycles, plus the
// call's 14 (docs/simulator.md, "Timing model").
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/kernels/scale_events.cc --kernel-cache %t.cache --trace-text %t.txt
// RUN: FileCheck %s < %t.txt
// CHECK: [[#START:]] tile (0, 2) core: INSTR_EVENT_0
// CHECK: [[#START+78]] tile (0, 2) core: INSTR_EVENT_1
module {
  aie.device(npu1_1col) {
    func.func private @scale_events(memref<1024xi16>, memref<1024xi16>, i32) attributes {link_with = "scale_events.o"}
    %t02 = aie.tile(0, 2)
    %in = aie.buffer(%t02) {address = 1024 : i32, sym_name = "in"} : memref<1024xi16>
    %out = aie.buffer(%t02) {address = 4096 : i32, sym_name = "out"} : memref<1024xi16>
    %core = aie.core(%t02) {
      %factor = arith.constant 3 : i32
      func.call @scale_events(%in, %out, %factor) : (memref<1024xi16>, memref<1024xi16>, i32) -> ()
      aie.end
    }
  }
}
