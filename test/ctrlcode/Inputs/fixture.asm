; Source of fixture.elf, the ctrlcode ELF of the ELF-input lit tests in
; test/ctrlcode: two pages of the default group, a PDI group, a uC-DMA BD
; chain with payloads, a symbolic operand and a zero pad.
.setpad buf, 2
START_JOB 0
  UC_DMA_WRITE_DES $r0, @chain
  WAIT_UC_DMA $r0
  LOCAL_BARRIER $lb0, 2
END_JOB
START_JOB 1
  LOCAL_BARRIER $lb0, 2
  WRITE_32 0x1D004, user_arg
  WAIT_TCTS TILE_2_1, MEM_MM2S_0, 1
END_JOB
.eop
START_JOB 2
  LOAD_PDI 1, @pdi
END_JOB
EOF
chain:
  UC_DMA_BD 0, 0x41A0000, @regs0, 2, 0, 1
  UC_DMA_BD 0, 0x61A0000, @regs1, 2, 0, 0
regs0:
  .long 0x80
  .long 0x80000000
regs1:
  .long 0x81
  .long 0x80000001
.section .ctrltext
pdi:
START_JOB 0
  WRITE_32 0x100, 0x1
END_JOB
EOF
.endl pdi
