; A design's control code with aiec's note (the `; aiec:` comments become
; .note.aiec): the device, the runtime-sequence arguments and, per column,
; the configuration jobs. Job 1 configures; job 2 is the runtime sequence,
; lifted into aie.runtime_sequence: uC-DMA block writes with the
; address_patch of their APPLY_OFFSET_57, write32, maskwrite32, and a sync
; per task-complete token WAIT_TCTS waits for (S2MM n → direction 0,
; channel n; MM2S n → actor 6 + n).

; aiec: device npu1
; aiec: arg 1024 i32
; aiec: arg 128 bf16
; aiec: config 0 1

; RUN: aiec --aie-syntax=2026-04 %s -o %t.elf
; RUN: aiec --aie-syntax=2026-04 %t.elf --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.mlir

; CHECK:      {{^}}module {
; CHECK-NEXT: {{^}}  aie.device(npu1) {
; CHECK-NEXT: {{^}}    %tile_0_2 = aie.tile(0, 2){{$}}
; CHECK-NEXT: {{^}}    %core_0_2 = aie.core(%tile_0_2) {
; CHECK-NEXT: {{^}}      aie.end{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    memref.global "private" constant @blockwrite_data_0 : memref<8xi32> = dense<[256, 0, 0, 0, -2147483648, 33554432, 0, 33554432]>{{$}}
; CHECK-NEXT: {{^}}    memref.global "private" constant @blockwrite_data_1 : memref<8xi32> = dense<[64, 0, 0, 0, -2147483648, 33554432, 0, 33554432]>{{$}}
; CHECK-NEXT: {{^}}    aie.runtime_sequence(%arg0: memref<256xi32>, %arg1: memref<64xbf16>) {
; CHECK-NEXT: {{^}}      %0 = memref.get_global @blockwrite_data_0 : memref<8xi32>{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.blockwrite(%0) {address = 118816 : ui32} : memref<8xi32>{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.address_patch {addr = 118820 : ui32, arg_idx = 0 : i32, arg_plus = 64 : i32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.maskwrite32 {address = 119312 : ui32, mask = 7936 : ui32, value = 3840 : ui32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.write32 {address = 119316 : ui32, value = 2147483649 : ui32}{{$}}
; CHECK-NEXT: {{^}}      %1 = memref.get_global @blockwrite_data_1 : memref<8xi32>{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.blockwrite(%1) {address = 118784 : ui32} : memref<8xi32>{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 1 : i32, arg_plus = 8 : i32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.write32 {address = 119300 : ui32, value = 2147483648 : ui32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}{{$}}
; CHECK-NEXT: {{^}}      aiex.npu.sync {channel = 1 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 1 : i32, row_num = 1 : i32}{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}  }{{$}}
; CHECK-NEXT: {{^}}}{{$}}

; WARN:      {{^}}aiec: warning: '{{.*}}.elf': .ctrltext.0.0+0x90: READ_32 reads the array into a register, which a runtime sequence cannot; not lifted{{$}}
; WARN-NEXT: {{^}}aiec: warning: '{{.*}}.elf': .ctrltext.0.0: APPLY_OFFSET_57 of the control code patches the data at body offset 0xd4, which no later uC-DMA block write of job 2 copies; not lifted{{$}}
; WARN-NOT:  warning

START_JOB 1
  MASK_WRITE_32 0x232000, 1, 1
END_JOB
START_JOB 2
  ; shim BD 1 (MM2S 0): argument 0 at byte offset 0x40
  APPLY_OFFSET_57 @in_bd, 1, 0
  UC_DMA_WRITE_DES_SYNC @in_chain
  MASK_WRITE_32 0x1D210, 0x1F00, 0xF00
  WRITE_32 0x1D214, 0x80000001
  ; shim BD 0 (S2MM 0): argument 1 at byte offset 8
  APPLY_OFFSET_57 @out_bd, 1, 1
  UC_DMA_WRITE_DES_SYNC @out_chain
  WRITE_32 0x1D204, 0x80000000
  LOCAL_BARRIER $lb0, 1
  WAIT_TCTS TILE_0_0, SHIM_S2MM_0, 2
  WAIT_TCTS TILE_0_1, MEM_MM2S_1, 1
  ; no aiex.npu form: the control code's own address, a read
  APPLY_OFFSET_57 @out_bd, 1, 0xFFFF
  READ_32 $r0, 0x1D214
END_JOB
EOF
in_chain:
  UC_DMA_BD 0, 0x1D020, @in_bd, 8, 0, 0
out_chain:
  UC_DMA_BD 0, 0x1D000, @out_bd, 8, 0, 0
; 9 words: the shim BD and host-address bits 56:48 (decisions.md)
in_bd:
  .long 0x00000100
  .long 0x00000040
  .long 0x00000000
  .long 0x00000000
  .long 0x80000000
  .long 0x02000000
  .long 0x00000000
  .long 0x02000000
  .long 0x00000000
out_bd:
  .long 0x00000040
  .long 0x00000008
  .long 0x00000000
  .long 0x00000000
  .long 0x80000000
  .long 0x02000000
  .long 0x00000000
  .long 0x02000000
  .long 0x00000000
