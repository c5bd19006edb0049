; What assembles but the job runner rejects when it runs it is a warning at
; its operand (exit 0, the ELF written byte for byte as the reference
; assembler writes it), and aie-sim stops there as warned.
; The inputs are in Inputs/warnings/.

; RUN: aiec %S/Inputs/warnings/register.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=REGISTER
; RUN: not aie-sim %t.elf 2>&1 | FileCheck %s --check-prefix=REGISTER_SIM
; RUN: aiec %S/Inputs/warnings/party.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=PARTY
; RUN: not aie-sim %t.elf 2>&1 | FileCheck %s --check-prefix=PARTY_SIM
; RUN: aiec %S/Inputs/warnings/payload.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=PAYLOAD
; RUN: not aie-sim %t.elf 2>&1 | FileCheck %s --check-prefix=PAYLOAD_SIM

; Assembled in memory (--emit=ctrl-hex) the warning is the same.
; RUN: aiec %S/Inputs/warnings/party.asm --emit=ctrl-hex -o %t.hex 2>&1 | FileCheck %s --check-prefix=PARTY

; A descriptor that moves exactly the words up to the end of the data is fine.
; RUN: sed 's/@words, 5,/@words, 4,/' %S/Inputs/warnings/payload.asm > %t.asm
; RUN: aiec %t.asm -o %t.elf 2>&1 | FileCheck %s --allow-empty --check-prefix=FINE
; RUN: aie-sim %t.elf

; --error-limit bounds warnings as it bounds errors.
; RUN: sed 's/^EOF$//' %S/Inputs/warnings/party.asm > %t.asm
; RUN: sed 's/START_JOB 0/START_JOB 1/' %S/Inputs/warnings/party.asm >> %t.asm
; RUN: aiec %t.asm -o %t.elf --error-limit=1 2>&1 | FileCheck %s --check-prefix=LIMIT

; REGISTER: register.asm:3:26: warning: WRITE_32_D reads register 70, which does not exist: the job runner stops here
; REGISTER: help: flags 2 make this operand a register number (0 to 23); set bit 0 of the flags for an immediate
; REGISTER_SIM: aie-sim: error: column 0, page 0, job 0, pc 0x8 (WRITE_32_D), cycle 0: names a register above $r23

; PARTY: party.asm:4:29: warning: party mask 0x5 leaves out column 1, whose job waits here: the job runner stops here
; PARTY: help: set bit 1 of the party mask
; PARTY_SIM: aie-sim: error: column 1, page 0, job 0, pc 0x8 (REMOTE_BARRIER), cycle 0: party mask 0x5 does not include the job's own column

; PAYLOAD: payload.asm:8:36: warning: this uC-DMA descriptor moves 20 bytes at body offset 0x30, beyond the page's data (body offsets 0x20 up to 0x40): the job runner stops when it runs it
; PAYLOAD: help: the length counts 32-bit words
; PAYLOAD_SIM: 0x14 bytes at body offset 0x30 are not in the page's data (body offsets 0x20 up to 0x40)

; FINE-NOT: warning

; LIMIT: warning: party mask 0x5
; LIMIT-NOT: warning: party mask
; LIMIT: aiec: 1 more warning(s) not shown (--error-limit=1; 0 shows all)
