// --aie-lower-to-cert splits the runtime sequence by column, in program
// order, as job 2 of each column. A sync orders what follows it: an op of
// another column after it gets a remote barrier whose party is the columns
// that waited and every column with writes still to come. Ops of the
// waiting column alone need none, nor do syncs after syncs. A sync over two
// columns waits in each.
// RUN: aiec %s --aie-dma-to-npu --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s
// RUN: aiec %s --aie-dma-to-npu --aie-lower-to-cert | FileCheck %s --check-prefix=IR

// CHECK:       .attach_to_group 0
// CHECK:       START_JOB 2
// CHECK-NEXT:    WRITE_32               0x0001d204, 0x00000001
// CHECK-NEXT:    WAIT_TCTS              0, 0, 1
// CHECK-NEXT:    WRITE_32               0x0001d20c, 0x00000002
// CHECK-NEXT:    REMOTE_BARRIER         $rb0, 0x00000005
// CHECK-NEXT:    WAIT_TCTS              0, 7, 1
// CHECK-NEXT:    REMOTE_BARRIER         $rb1, 0x00000007
// CHECK-NEXT:    WRITE_32               0x0001d204, 0x00000004
// CHECK-NEXT:  END_JOB
// CHECK:       .attach_to_group 1
// CHECK:       START_JOB 2
// CHECK-NEXT:    WAIT_TCTS              32, 7, 1
// CHECK-NEXT:    REMOTE_BARRIER         $rb1, 0x00000007
// CHECK-NEXT:  END_JOB
// CHECK:       .attach_to_group 2
// CHECK:       START_JOB 2
// CHECK-NEXT:    REMOTE_BARRIER         $rb0, 0x00000005
// CHECK-NEXT:    WRITE_32               0x0401d204, 0x00000003
// CHECK-NEXT:    WAIT_TCTS              64, 0, 1
// CHECK-NEXT:    REMOTE_BARRIER         $rb1, 0x00000007
// CHECK-NEXT:  END_JOB

// The emptied sequence stays for its signature (the ELF note's arguments).
// IR: aie.runtime_sequence(%arg0: memref<16xi32>) {
// IR-NEXT: }

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t10 = aie.tile(1, 0)
    %t20 = aie.tile(2, 0)
    aie.runtime_sequence(%a: memref<16xi32>) {
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 1 : ui32, column = 0 : i32, row = 0 : i32}
      aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
      aiex.npu.write32 {address = 0x1D20C : ui32, value = 2 : ui32, column = 0 : i32, row = 0 : i32}
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 3 : ui32, column = 2 : i32, row = 0 : i32}
      aiex.npu.sync {column = 2 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
      aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 1 : i32, channel = 1 : i32, column_num = 2 : i32, row_num = 1 : i32}
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 4 : ui32, column = 0 : i32, row = 0 : i32}
    }
  }
}
