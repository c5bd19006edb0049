// --trace-filter keeps the events whose names match (`*` any text, `-`
// leaves out) and --trace-window the cycles from FROM to TO (a span that
// overlaps them is kept whole); lock events name their lock. A run that
// stops with work left ends its open jobs and pages there, each job saying
// what it waits for, and marks the stop with STALL.
// RUN: aie-sim %S/../../examples/add_one/design.mlir --input 0=%S/../../examples/add_one/input0.bin --trace-text %t.txt --trace-filter 'DMA_*_ACQ_LOCK,REL_LOCK_REQ,JOB' --trace-window 24266:24330
// RUN: FileCheck %s < %t.txt
// CHECK: {{^ +}}20028 uC 0 JOB job 2 (page 1) ({{[0-9]+}} cycles)
// CHECK-NEXT: {{^ +}}2426{{[0-9]}} tile (0, 2) core: REL_LOCK_REQ lockid=2 dir=own op=release value=1 lock_value={{[0-9]}} lock_op={{[0-9]+}} pc={{[0-9]+}} lock=@in_core_cons_prod_lock_0
// CHECK-NOT: {{DMA_.*_(START|DONE)|CORE_READ_REQ|^ +2[0-3][0-9][0-9][0-9] |^ +24[01][0-9][0-9] |^ +242[0-5][0-9] }}
// CHECK: DMA_MM2S_ACQ_LOCK bd={{[0-9]+}} lockid=1 {{.*}} lock=@out_core_cons_lock_0
// RUN: not aie-sim -Wno-deadlock %S/core-deadlock.mlir --trace-text %t.stall.txt --trace-filter 'JOB,PAGE,STALL'
// RUN: FileCheck %s --check-prefix=STALL < %t.stall.txt
// STALL: {{^ +}}20028 uC 0 JOB job 2 (page 1), open at the stop: WAIT_TCTS waits for 0 of 1 task-complete token(s) of tile (0, 0) actor 0 ([[N:[0-9]+]] cycles)
// STALL-NEXT: {{^ +}}20028 uC 0 PAGE page 1, open at the stop ([[N]] cycles)
// STALL-NEXT: uC 0 STALL the run stops at cycle {{[0-9]+}} with page 1 open
// RUN: not aie-sim %S/core-deadlock.mlir --trace-filter , 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: aie-sim: error: invalid value ',' for '--trace-filter <NAMES>': expected event names
// RUN: not aie-sim %S/core-deadlock.mlir --trace-window 9:3 2>&1 | FileCheck %s --check-prefix=WINDOW
// WINDOW: aie-sim: error: invalid value '9:3' for '--trace-window <FROM:TO>': the window starts at 9, after its end 3
