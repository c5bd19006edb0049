; The data part: labels, .long (numbers and @label offsets), the WORD, ALIGN,
; .balign and .p2align spellings, and UC_DMA_BD flags. BD labels come first
; (16-aligned after a 0xA5 fill), then .long labels in first-reference order.
; RUN: aiec %s --emit=ctrl-hex | FileCheck %s

START_JOB 0
  UC_DMA_WRITE_DES_SYNC @table
  UC_DMA_WRITE_DES_SYNC @bd
END_JOB
EOF

  .align 4
table:
  .long @bd
  WORD 0xFFFFFFFF
  .long @payload
  ALIGN 0x10
bd:
  UC_DMA_BD 0xFFFFFFFF, 0x001A0000, @payload, 0x7FFF, 1, 1
  UC_DMA_BD 0x1, 0x001A0020, @payload, 3, 0, 0
  .balign 4
  .p2align 2
payload:
  .long 0x11111111
  .long 0x22222222

; Header: page length 0x64 = 16 + 20 (job) + 4 (EOF) + 8 (fill) + 32 + 12 + 8.
; CHECK:      ff ff 00 00 00 00 00 00
; CHECK-NEXT: 64 00 00 00 00 00 00 00
; START_JOB (jobsize 20), two UC_DMA_WRITE_DES_SYNC: table at 0x40, bd at 0x20.
; CHECK-NEXT: 00 00 00 00 14 00 00 00
; CHECK-NEXT: 09 00 40 00 09 00 20 00
; CHECK-NEXT: 07 00 00 00 ff 00 00 00
; CHECK-NEXT: a5 a5 a5 a5 a5 a5 a5 a5
; BD 1: length 0x7fff | next | external | relative; payload 0x4c - 0x20 = 0x2c;
; remote high masked to 29 bits. BD 2: payload 0x4c - 0x30 = 0x1c.
; CHECK-NEXT: ff 7f 07 00 2c 00 00 00
; CHECK-NEXT: 00 00 1a 00 ff ff ff 1f
; CHECK-NEXT: 03 00 04 00 1c 00 00 00
; CHECK-NEXT: 20 00 1a 00 01 00 00 00
; table: @bd = 0x20, 0xFFFFFFFF kept, @payload = 0x4c.
; CHECK-NEXT: 20 00 00 00 ff ff ff ff
; CHECK-NEXT: 4c 00 00 00 11 11 11 11
; CHECK-NEXT: 22 22 22 22 00 00 00 00
