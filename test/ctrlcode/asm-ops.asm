; Every operation of the ISA, with each operand spelling (registers, $g
; aliases, barriers, TILE_c_r, actor names, @labels, @groups): assembled,
; then disassembled (the printer prints numbers), and the bytes of the page
; header and the first instructions.
; RUN: aiec %s --emit=ctrl-asm | FileCheck %s
; RUN: aiec %s --emit=ctrl-hex | FileCheck %s --check-prefix=HEX
; RUN: aiec %s -o %t.elf && aiec %t.elf | FileCheck %s

START_JOB 0
  UC_DMA_WRITE_DES $r1, @bd
  WAIT_UC_DMA $r1
  MASK_WRITE_32 0x1D004, 0xFF, 0x12
  WRITE_32 0x2100000, 7
  WAIT_TCTS TILE_2_1, MEM_MM2S_0, 1
  YIELD
  UC_DMA_WRITE_DES_SYNC @bd
  WRITE_32_D 3, 0x100, 5
  READ_32 $g0, 0x2100004
  READ_32_D $r2, $r3
  APPLY_OFFSET_57 @shim, 1, 2
  ADD $r4, 0x10
  MOV $r5, 0xFFFFFFFF
  LOCAL_BARRIER $lb3, 2
  REMOTE_BARRIER $rb63, 0x3
  POLL_32 0x2100008, 1
  MASK_POLL_32 0x210000C, 0xF, 0x3
  TRACE 0x7FF
  NOP
  LAUNCH_JOB 1
  SAVE_TIMESTAMPS 9
  SLEEP 100
  SAVE_REGISTER 0x1D000, 4
  LOAD_LAST_PDI
END_JOB
START_JOB_DEFERRED 1
  LOCAL_BARRIER $lb3, 2
END_JOB
START_JOB 2
  LOAD_PDI 1, @pdi
  LOAD_CORES 2, @pdi
  PREEMPT 3, @pdi, @pdi
END_JOB
EOF
bd:
  UC_DMA_BD 0, 0x1A0000, @regs, 2, 0, 0
regs:
  .long 1
  .long 2
shim:
  .long 1
  .long 2
  .long 3
  .long 4
  .long 5
  .long 6
  .long 7
  .long 8
  .long 9
.section .ctrltext
pdi:
START_JOB 0
  WRITE_32 0x100, 1
END_JOB
EOF
.endl pdi

; CHECK: START_JOB 0
; CHECK:     UC_DMA_WRITE_DES $r1, @p0_0110
; CHECK:     WAIT_UC_DMA $r1
; CHECK:     MASK_WRITE_32 0x1d004, 0xff, 0x12
; CHECK:     WRITE_32 0x2100000, 0x7
; CHECK:     WAIT_TCTS 65, 6, 1
; CHECK:     YIELD
; CHECK:     UC_DMA_WRITE_DES_SYNC @p0_0110
; CHECK:     WRITE_32_D 3, 0x100, 0x5
; CHECK:     READ_32 $r8, 0x2100004
; CHECK:     READ_32_D $r2, $r3
; CHECK:     APPLY_OFFSET_57 @p0_0128, 1, 2
; CHECK:     ADD $r4, 0x10
; CHECK:     MOV $r5, 0xffffffff
; CHECK:     LOCAL_BARRIER $lb3, 2
; CHECK:     REMOTE_BARRIER $rb63, 0x3
; CHECK:     POLL_32 0x2100008, 0x1
; CHECK:     MASK_POLL_32 0x210000c, 0xf, 0x3
; CHECK:     TRACE 2047
; CHECK:     NOP
; CHECK:     LAUNCH_JOB 1
; CHECK:     SAVE_TIMESTAMPS 0x9
; CHECK:     SLEEP 0x64
; CHECK:     SAVE_REGISTER 0x1d000, 0x4
; CHECK:     LOAD_LAST_PDI
; CHECK: END_JOB
; CHECK: START_JOB_DEFERRED 1
; CHECK:     LOCAL_BARRIER $lb3, 2
; CHECK: END_JOB
; CHECK: START_JOB 2
; CHECK:     LOAD_PDI 0x1, @g0_00001
; CHECK:     LOAD_CORES 0x2, @g0_00001
; CHECK:     PREEMPT 3, @g0_00001, @g0_00001
; CHECK: END_JOB
; CHECK: EOF
; CHECK: p0_0110:
; CHECK:     UC_DMA_BD 0x0, 0x1a0000, @p0_0120, 2, 0, 0
; CHECK: p0_0120:
; CHECK:     .long 0x00000001
; CHECK:     .long 0x00000002
; CHECK: p0_0128:
; CHECK:     .long 0x00000001
; CHECK:     .long 0x00000002
; CHECK:     .long 0x00000003
; CHECK:     .long 0x00000004
; CHECK:     .long 0x00000005
; CHECK:     .long 0x00000006
; CHECK:     .long 0x00000007
; CHECK:     .long 0x00000008
; CHECK:     .long 0x00000009
; CHECK: .section .ctrltext
; CHECK: g0_00001:
; CHECK: START_JOB 0
; CHECK:     WRITE_32 0x100, 0x1
; CHECK: END_JOB
; CHECK: EOF
; CHECK: .endl g0_00001

; Header: 0xFFFF, page 0, ooo length 0x2c (the pdi group's page), page length
; 0x15c, no next page; then START_JOB 0 with jobsize 0xc8.
; HEX:      ff ff 00 00 2c 00 00 00
; HEX-NEXT: 5c 01 00 00 00 00 00 00
; HEX-NEXT: 00 00 00 00 c8 00 00 00
; HEX-NEXT: 01 00 01 00 10 01 00 00
; HEX-NEXT: 02 00 01 00 03 00 00 00
; HEX-NEXT: 04 d0 01 00 ff 00 00 00
