// A routing dump of a design whose object FIFOs the given passes leave
// unlowered shows none of their flows: a warning at the first one says so
// (with no pass given, the dump lowers and routes a copy instead).
// RUN: aiec %s --aie-assign-lock-ids --dump-routing=text:%t.txt -o /dev/null 2>&1 | FileCheck %s
// RUN: aiec %s --dump-routing=text:%t.all.txt -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWERED --allow-empty
// RUN: FileCheck %s --check-prefix=FLOWS < %t.all.txt
// CHECK: warning: 'aie.objectfifo' op the routing dump has no flows of this object FIFO: the passes given leave it unlowered
// CHECK: help: run --aie-objectFifo-stateful-transform before the router, or give no pass
// LOWERED-NOT: warning
// FLOWS: @in

module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
