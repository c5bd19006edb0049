; ELF input: aiec disassembles a ctrlcode ELF (the default, --emit=ctrl-asm),
; prints its legacy hex dump (--emit=ctrl-hex) or writes it again in aiec's
; container (--emit=ctrl-elf). Inputs/fixture.elf is Inputs/fixture.asm
; assembled by aiec's assembler (dialect::cert::assembler::assemble, written
; with dialect::cert::elf::write from a throwaway Rust test).

; RUN: aiec %S/Inputs/fixture.elf | FileCheck %s
; RUN: aiec %S/Inputs/fixture.elf --emit=ctrl-asm -o %t.asm && FileCheck %s < %t.asm
; RUN: aiec --x=elf - < %S/Inputs/fixture.elf | FileCheck %s
; RUN: aiec %S/Inputs/fixture.elf -emit=ctrl-hex | FileCheck %s --check-prefix=HEX
; RUN: aiec %S/Inputs/fixture.elf --emit=ctrl-elf -o %t.elf
; RUN: aiec %t.elf | FileCheck %s
; RUN: aiec %t.elf --emit=ctrl-hex -o %t.hex && FileCheck %s --check-prefix=HEX < %t.hex

; CHECK:      {{^}}.setpad pad0, 2{{$}}
; CHECK:      {{^}}; page 0.0: 0x90 bytes used
; CHECK-NEXT: {{^}}START_JOB 0{{$}}
; CHECK-NEXT: {{^}}    UC_DMA_WRITE_DES $r0, @p0_0050{{$}}
; CHECK-NEXT: {{^}}    WAIT_UC_DMA $r0{{$}}
; CHECK-NEXT: {{^}}    LOCAL_BARRIER $lb0, 2{{$}}
; CHECK-NEXT: {{^}}END_JOB{{$}}
; CHECK-NEXT: {{^}}START_JOB 1{{$}}
; CHECK-NEXT: {{^}}    LOCAL_BARRIER $lb0, 2{{$}}
; CHECK-NEXT: {{^}}    WRITE_32 0x1d004, user_arg{{$}}
; CHECK-NEXT: {{^}}    WAIT_TCTS 65, 6, 1{{$}}
; CHECK-NEXT: {{^}}END_JOB{{$}}
; CHECK-NEXT: {{^}}.eop{{$}}
; CHECK-NEXT: {{^}}; page 0.1: 0x2c bytes used
; CHECK-NEXT: {{^}}START_JOB 2{{$}}
; CHECK-NEXT: {{^}}    LOAD_PDI 0x1, @g0_00002{{$}}
; CHECK-NEXT: {{^}}END_JOB{{$}}
; CHECK-NEXT: {{^}}EOF{{$}}
; CHECK-EMPTY:
; CHECK-NEXT: {{^}}p0_0050:{{$}}
; CHECK-NEXT: {{^}}    UC_DMA_BD 0x0, 0x41a0000, @p0_0070, 2, 0, 1{{$}}
; CHECK-NEXT: {{^}}    UC_DMA_BD 0x0, 0x61a0000, @p0_0078, 2, 0, 0{{$}}
; CHECK-NEXT: {{^}}p0_0070:{{$}}
; CHECK-NEXT: {{^}}    .long 0x00000080{{$}}
; CHECK-NEXT: {{^}}    .long 0x80000000{{$}}
; CHECK-NEXT: {{^}}p0_0078:{{$}}
; CHECK:      {{^}}.section .ctrltext{{$}}
; CHECK-NEXT: {{^}}g0_00002:{{$}}
; CHECK-NEXT: {{^}}; page 0.2: 0x2c bytes used
; CHECK-NEXT: {{^}}START_JOB 0{{$}}
; CHECK-NEXT: {{^}}    WRITE_32 0x100, 0x1{{$}}
; CHECK-NEXT: {{^}}END_JOB{{$}}
; CHECK-NEXT: {{^}}EOF{{$}}
; CHECK-NEXT: {{^}}.endl g0_00002{{$}}

; The header of page 0 (cur_page_len 0x90, next page 0x2c), then START_JOB 0
; with jobsize 0x1c.
; HEX:      {{^}}ff ff 00 00 00 00 00 00{{$}}
; HEX-NEXT: {{^}}90 00 2c 00 00 00 00 00{{$}}
; HEX-NEXT: {{^}}00 00 00 00 1c 00 00 00{{$}}
; Page 1 starts after 8192 bytes (1024 lines): ooo length 0x2c of the PDI group.
; HEX:      {{^}}ff ff 01 00 2c 00 00 00{{$}}
; HEX-NEXT: {{^}}2c 00 00 00 00 00 00 00{{$}}
