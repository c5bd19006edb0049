// A load after a sync of column 0 waits for it in every column (column 1
// would otherwise reset before the transfer column 0 waits for is done).
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// CHECK:      .attach_to_group 0
// CHECK:      START_JOB 2
// CHECK-NEXT:   WAIT_TCTS              0, 0, 1
// CHECK-NEXT:   REMOTE_BARRIER         $rb0, 0x00000003
// CHECK-NEXT: END_JOB
// CHECK:      START_JOB 3
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
// CHECK:      .attach_to_group 1
// CHECK:      START_JOB 2
// CHECK-NEXT:   REMOTE_BARRIER         $rb0, 0x00000003
// CHECK-NEXT: END_JOB
// CHECK:      START_JOB 3
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
module {
  aie.device(npu1_2col) @main {
    aie.runtime_sequence @run() {
      aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
      aiex.npu.load_pdi {device_ref = @b}
    }
  }
  aie.device(npu1_2col) @b {
    %t12 = aie.tile(1, 2)
    %l = aie.lock(%t12, 3) {init = 2 : i32}
  }
}
